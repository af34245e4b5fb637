// Two servers take writes on one PostgreSQL cluster of the test's own while that cluster loses
// every connection (pg_terminate_backend) and then restarts. Both servers stay up, every request
// during the outage gets 503 with Retry-After (never a hang, a reset or another 5xx), every write
// a server acknowledged is in the database afterwards, and each server serves again within 5 s
// of the database's return.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, becomeInvestor, expectStatus, PASSWORD, signUp } from '../lib/client.mjs';
import { seedDatabase } from '../lib/database.mjs';
import { tempDir } from '../lib/paths.mjs';
import { startCluster } from '../lib/postgres-cluster.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const PORTS = { a: 3974, b: 3975, postgres: 3976 };
const WRITERS = 8;
/** A request unanswered after this long counts as a hang. */
const HANG_MS = 15_000;
const OUTAGE_MS = 3000;
const RESUME_LIMIT_MS = 5000;
const UNAVAILABLE = 'Baobab cannot reach its database right now. Please try again in a few seconds.';

let cluster;
const servers = [];

before(async () => {
  cluster = await startCluster({ port: PORTS.postgres });
  seedDatabase(cluster.url, { startups: 50, investors: 10, jobs: 10 });
  // One after the other: the first migrates (nothing left for the second).
  // Limits raised: the writers sign up and write from one address.
  const env = { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
  for (const port of [PORTS.a, PORTS.b]) servers.push(await startServer({ port, databaseUrl: cluster.url, dataDir: tempDir('database-outage'), env }));
});

after(async () => {
  for (const server of servers) await server.stop();
  await cluster?.destroy();
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Investors, each with a deal to write notes on; alternate writers use server A and B. */
async function prepareWriters() {
  const [a] = servers;
  const startups = await expectStatus(a.base, { path: '/api/startups?limit=50&sort=recent' }, 200);
  const writers = [];
  for (let i = 0; i < WRITERS; i += 1) {
    const user = await signUp(a, `outage-${process.pid}-${i}`);
    await becomeInvestor(a.base, user);
    const deal = await expectStatus(a.base, { method: 'POST', path: '/api/portfolio/deal-flow', cookie: user.cookie, body: { startupId: startups[i % startups.length].id } }, 201);
    writers.push({ ...user, dealId: deal.id, server: servers[i % 2] });
  }
  return writers;
}

/** One timed request: status (or 'failed: …' / 'hang'), when it began and ended, and the body. */
async function timed(base, request) {
  const began = Date.now();
  try {
    const response = await Promise.race([api(base, request), sleep(HANG_MS).then(() => 'hang')]);
    if (response === 'hang') return { status: 'hang', began, ended: Date.now() };
    return { status: response.status, began, ended: Date.now(), json: response.json, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: `failed: ${error.cause?.code ?? error.message}`, began, ended: Date.now() };
  }
}

test('both servers survive lost connections and a restart of PostgreSQL under writes', { timeout: 240_000 }, async () => {
  const writers = await prepareWriters();
  const results = [];
  let running = true;
  let sequence = 0;
  const writeLoop = async (writer) => {
    while (running) {
      const token = `outage-${process.pid}-${(sequence += 1)}`;
      const result = await timed(writer.server.base, { method: 'POST', path: `/api/portfolio/deal-flow/${writer.dealId}/notes`, cookie: writer.cookie, body: { body: token } });
      results.push({ ...result, token, server: writer.server.base });
      // A refused write is not retried at once: the client waits a little, as Retry-After asks (shortened here).
      if (result.status === 503) await sleep(100);
    }
  };
  const loops = writers.map(writeLoop);

  await sleep(2000);
  const terminated = await cluster.terminateConnections();
  await sleep(2000);
  const terminatedAgain = await cluster.terminateConnections();
  await sleep(1000);

  const outageStart = Date.now();
  await cluster.stop('fast');
  const stopped = Date.now();
  await sleep(500);
  const [a, b] = servers;
  const liveness = await Promise.all(servers.map((s) => timed(s.base, { path: '/api/health' })));
  const readiness = await Promise.all(servers.map((s) => timed(s.base, { path: '/api/health/ready' })));
  const signIn = await timed(a.base, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: writers[0].email, password: PASSWORD } });
  const read = await timed(b.base, { path: `/api/portfolio/deal-flow/${writers[1].dealId}/notes`, cookie: writers[1].cookie });
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stopped)));
  // PostgreSQL accepts connections a little before pg_ctl returns: the outage ends when it is asked to start.
  const restarting = Date.now();
  await cluster.start();
  const databaseBack = Date.now();
  await sleep(RESUME_LIMIT_MS + 2000);
  running = false;
  await Promise.all(loops);

  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.token);
  const during = results.filter((r) => r.began >= stopped && r.ended <= restarting);
  const resumedAfter = servers.map((s) => {
    const first = results.filter((r) => r.server === s.base && r.status === 201 && r.began >= databaseBack).sort((x, y) => x.ended - y.ended)[0];
    return first ? first.ended - databaseBack : null;
  });
  const slowest = Math.max(...results.map((r) => r.ended - r.began));

  const stored = new Set((await cluster.query("select body from deal_note where body like 'outage-%'")).map((row) => row.body));
  const missing = acknowledged.filter((token) => !stored.has(token));
  report('database-outage', {
    requests: results.length,
    statuses,
    terminated: [terminated, terminatedAgain],
    outageMs: databaseBack - outageStart,
    duringOutage: during.length,
    resumedAfterMs: resumedAfter,
    slowestMs: slowest,
    acknowledged: acknowledged.length,
    missing: missing.length,
  });

  for (const s of servers) assert.equal(await Promise.race([s.exited, sleep(10).then(() => null)]), null, `server ${s.base} is still running:\n${s.output()}`);
  assert.deepEqual(Object.keys(statuses).filter((s) => s !== '201' && s !== '503'), [], `only 201 and 503 (${JSON.stringify(statuses)})\n${a.output()}\n${b.output()}`);
  assert.ok(during.length > 0, 'writes were sent during the outage');
  for (const r of during) {
    assert.equal(r.status, 503, 'a write during the outage gets 503');
    assert.equal(r.retryAfter, '5', 'with Retry-After');
    assert.deepEqual(r.json, { message: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
  }
  assert.ok(slowest < 6000, `no request waited on the database for long (slowest ${slowest} ms)`);
  assert.deepEqual(liveness.map((r) => r.status), [200, 200], 'liveness stays up during the outage');
  assert.deepEqual(readiness.map((r) => r.status), [503, 503], 'readiness says unavailable during the outage');
  assert.equal(readiness[0].json.checks.database, 'unavailable');
  assert.equal(signIn.status, 503, 'sign-in during the outage gets 503');
  assert.equal(read.status, 503, 'a read during the outage gets 503');
  assert.deepEqual(missing, [], 'every acknowledged write is stored');
  for (const [i, ms] of resumedAfter.entries()) assert.ok(ms !== null && ms <= RESUME_LIMIT_MS, `server ${i} wrote again within 5 s of the database (${ms} ms)`);
});
