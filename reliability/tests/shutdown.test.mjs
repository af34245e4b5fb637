// SIGTERM with requests in flight: they finish with their normal answers, open live streams
// are closed, and the server exits with code 0 (server.ts forces exit code 1 after 10 s).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { becomeInvestor, sendRaw, signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase, withClient } from '../lib/database.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const WRITES = 60;
const PDFS = 20;

let database;
let server;

before(async () => {
  database = await createDatabase('shutdown');
  seedDatabase(database.url, { startups: 100, investors: 10, jobs: 10 });
  server = await startServer({ port: 3964, databaseUrl: database.url, dataDir: tempDir('shutdown') });
});

after(async () => {
  await server?.kill();
  await database?.drop();
});

/** Opens the live message stream and resolves `ended` when the server closes it. */
async function openStream(user) {
  const response = await fetch(`${server.base}/api/messages/stream`, { headers: { cookie: user.cookie } });
  assert.equal(response.status, 200);
  const reader = response.body.getReader();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
      return 'closed by the server';
    } catch (error) {
      return `broken: ${error.message}`;
    }
  })();
  return { ended };
}

test('SIGTERM lets in-flight requests finish, closes live streams and exits with code 0', async () => {
  const user = await signUp(server, `shutdown-${process.pid}`);
  await becomeInvestor(server.base, user);
  const startupIds = await withClient(database.url, async (c) => (await c.query('select id from startup order by id limit $1', [WRITES])).rows.map((r) => r.id));
  const stream = await openStream(user);

  let terminatedAt;
  const answeredAfterSigterm = [];
  const track = ({ written, status }) => ({
    written,
    status: status.then((s) => {
      if (terminatedAt !== undefined && typeof s === 'number') answeredAfterSigterm.push(s);
      return s;
    }),
  });
  const writes = startupIds.map((startupId) =>
    track(sendRaw(server.base, { method: 'POST', path: '/api/portfolio/deal-flow', cookie: user.cookie, body: { startupId, nextAction: `shutdown-${startupId}` } })),
  );
  const pdfs = startupIds.slice(0, PDFS).map((id) => track(sendRaw(server.base, { path: `/api/startups/${id}/deal-summary.pdf`, cookie: user.cookie })));
  const all = [...writes, ...pdfs];

  // Terminate once every request has been sent: all of them are then in flight.
  await Promise.all(all.map((r) => r.written));
  terminatedAt = performance.now();
  process.kill(server.pid, 'SIGTERM');

  const statuses = await Promise.all(all.map((r) => r.status));
  const exit = await server.exited;
  const exitMs = Math.round(performance.now() - terminatedAt);
  const streamEnd = await stream.ended;
  const stored = await withClient(database.url, async (c) => Number((await c.query(`select count(*) as n from deal where next_action like 'shutdown-%'`)).rows[0].n));
  report('shutdown', { inFlight: WRITES + PDFS, answeredAfterSigterm: answeredAfterSigterm.length, exitCode: exit.code, exitMs, streamEnd, stored });

  assert.deepEqual(statuses.filter((s) => s !== 201 && s !== 200), [], 'every in-flight request got its normal answer');
  assert.ok(answeredAfterSigterm.length > 0, 'some requests were still in flight when SIGTERM arrived');
  assert.equal(streamEnd, 'closed by the server', 'the live stream was closed cleanly');
  assert.deepEqual(exit, { code: 0, signal: null }, 'exit code 0 (a forced exit after 10 s would be code 1)');
  assert.equal(stored, WRITES, 'every acknowledged write is stored');
});
