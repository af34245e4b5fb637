// Load: 50 connections for 60 s (RELIABILITY_LOAD_SECONDS) of mixed reads and writes against the
// production build on a fresh PostgreSQL database. Every request must succeed, and every write the
// server acknowledged must be in the database afterwards.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import autocannon from 'autocannon';
import { becomeInvestor, connect, expectStatus, signUp, startupIds } from '../lib/client.mjs';
import { createDatabase, seedDatabase, withClient } from '../lib/database.mjs';
import { acknowledgedToken, nthRequest } from '../lib/load-mix.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const USERS = 20;

let database;
let server;
const ctx = { users: [], startupIds: [], partner: (u) => ctx.users[u.index ^ 1] };

before(async () => {
  database = await createDatabase('load');
  seedDatabase(database.url, { startups: 300, investors: 60, jobs: 100 });
  server = await startServer({
    port: 3960,
    databaseUrl: database.url,
    dataDir: tempDir('load'),
    // One client address sends everything, and 20 day-old accounts send hundreds of messages each a
    // minute: the per-address limits and the per-account daily limits are raised for this server only.
    env: { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ACCOUNT_LIMIT_SCALE: '100000' },
  });
  for (let index = 0; index < USERS; index += 1) {
    const user = await signUp(server, `load-${process.pid}-${index}`);
    await becomeInvestor(server.base, user);
    ctx.users.push({ ...user, index, dealIds: [], unusedStartups: [] });
  }
  ctx.startupIds = await startupIds(server.base, ctx.users[0].cookie, 300);
  for (let index = 0; index < USERS; index += 2) await connect(server.base, ctx.users[index], ctx.users[index + 1]);
  for (const user of ctx.users) {
    // Two deals each to write notes on; the remaining startups are added during the run.
    for (const startupId of ctx.startupIds.slice(0, 2)) {
      const deal = await expectStatus(server.base, { method: 'POST', path: '/api/portfolio/deal-flow', cookie: user.cookie, body: { startupId } }, 201);
      user.dealIds.push(deal.id);
    }
    user.unusedStartups = ctx.startupIds.slice(2);
  }
});

after(async () => {
  await server?.stop();
  await database?.drop();
});

test(`${CONNECTIONS} connections for ${SECONDS} s: no errors, no lost writes`, async () => {
  const acknowledged = { message: new Set(), note: new Set(), deal: new Set() };
  const failures = [];
  let n = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req, context) => {
              const next = nthRequest(n++, ctx);
              // One request at a time per connection (no pipelining), so the context holds the one in flight.
              context.kind = next.kind;
              return {
                ...req,
                method: next.method ?? 'GET',
                path: next.path,
                headers: { ...req.headers, cookie: next.cookie, origin: server.base, ...(next.body ? { 'content-type': 'application/json' } : {}) },
                body: next.body ? JSON.stringify(next.body) : undefined,
              };
            },
            onResponse: (status, body, context) => {
              if (status < 200 || status > 299) {
                if (failures.length < 5) failures.push(`${status} ${body}`);
                return;
              }
              if (context.kind === 'read') return;
              const token = acknowledgedToken(context.kind, JSON.parse(body));
              acknowledged[context.kind].add(token);
            },
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });

  const stored = await withClient(database.url, async (client) => ({
    message: new Set((await client.query(`select content as token from message where content like 'load-%'`)).rows.map((r) => r.token)),
    note: new Set((await client.query(`select body as token from deal_note where body like 'load-%'`)).rows.map((r) => r.token)),
    deal: new Set((await client.query(`select next_action as token from deal where next_action like 'load-%'`)).rows.map((r) => r.token)),
    dealsWithoutHistory: Number(
      (await client.query('select count(*) from deal d where not exists (select 1 from deal_stage_change c where c.deal_id = d.id)')).rows[0].count,
    ),
  }));
  const lost = Object.fromEntries(Object.entries(acknowledged).map(([kind, tokens]) => [kind, [...tokens].filter((t) => !stored[kind].has(t)).length]));
  const writes = Object.values(acknowledged).reduce((sum, set) => sum + set.size, 0);

  report('load', {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    acknowledgedWrites: writes,
    acknowledgedByKind: Object.fromEntries(Object.entries(acknowledged).map(([k, v]) => [k, v.size])),
    lost,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  });

  assert.deepEqual(failures, [], 'every response is 2xx');
  assert.equal(result.errors, 0, 'no connection errors');
  assert.equal(result.timeouts, 0, 'no timeouts');
  assert.equal(result.non2xx, 0, 'no non-2xx responses');
  assert.ok(writes > 0, 'the run acknowledged writes');
  assert.deepEqual(lost, { message: 0, note: 0, deal: 0 }, 'every acknowledged write is in the database');
  assert.equal(stored.dealsWithoutHistory, 0, 'every deal has its stage history');
});
