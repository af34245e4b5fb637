// Redis is optional at run time: with REDIS_URL pointing where nothing listens, and with a Redis
// of the test's own that dies mid-load and comes back, the API stays fast (p99 under 100 ms),
// sign-in works, readiness says "degraded" naming redis, the rate limits still hold (counted in
// the database meanwhile, decision 0026), and the counts go back to Redis when it returns.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, PASSWORD, signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase, withClient } from '../lib/database.mjs';
import { tempDir } from '../lib/paths.mjs';
import { redisServer } from '../lib/redis-server.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const PORTS = { server: 3977, redis: 3978, nothingListens: 3979 };
const P99_LIMIT_MS = 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let database;
let server;
let redis;

before(async () => {
  database = await createDatabase('redis_outage');
  seedDatabase(database.url, { startups: 50, investors: 10, jobs: 10 });
});

after(async () => {
  await server?.stop();
  await redis?.stop();
  await database?.drop();
});

/** Reads of the startup directory from `workers` clients until stop() is called or `total` were sent; each timed. */
function readLoad(base, { workers = 2, total = Infinity } = {}) {
  const results = [];
  let running = true;
  let sent = 0;
  const loop = async () => {
    while (running && sent < total) {
      sent += 1;
      const began = performance.now();
      try {
        const response = await fetch(`${base}/api/startups?limit=5`);
        await response.arrayBuffer();
        results.push({ status: response.status, ms: performance.now() - began, at: Date.now() });
      } catch (error) {
        results.push({ status: `failed: ${error.cause?.code ?? error.message}`, ms: performance.now() - began, at: Date.now() });
      }
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    results,
    done: () => Promise.all(loops).then(() => results),
    async stop() {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}

function summary(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 10) / 10;
  return { requests: results.length, statuses, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** Sign-in attempts with a wrong password from this address, one after the other: their statuses. */
async function wrongPasswords(base, email, count) {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await api(base, { method: 'POST', path: '/api/auth/sign-in/email', body: { email, password: 'not-the-password' } })).status);
  return statuses;
}

const readiness = async (base) => (await api(base, { path: '/api/health/ready' })).json;

/** Readiness once the task queue has started (just after listening, server.ts), which readiness also reports. */
async function readinessAfterStart(base) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await readiness(base);
    if (answer.checks?.queue === 'ok' || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

test('REDIS_URL where nothing listens: fast, sign-in works, readiness degraded, limits hold', { timeout: 120_000 }, async () => {
  const startedAt = Date.now();
  server = await startServer({
    port: PORTS.server,
    databaseUrl: database.url,
    dataDir: tempDir('redis-outage'),
    env: { REDIS_URL: `redis://127.0.0.1:${PORTS.nothingListens}`, REDIS_KEY_PREFIX: `reliability-${process.pid}:`, RATE_LIMIT_PER_MINUTE: '2000' },
  });
  const startMs = Date.now() - startedAt;
  try {
    const ready = await readinessAfterStart(server.base);
    const user = await signUp(server, `redis-absent-${process.pid}`);
    const signIn = await api(server.base, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: user.email, password: PASSWORD } });

    // 1,500 of the API limit's 2,000 a minute, well within it.
    const reads = summary(await readLoad(server.base, { total: 1500 }).done());
    // The sign-in limit (5 a minute per address), the successful sign-in above included.
    const refusedSignIns = await wrongPasswords(server.base, user.email, 6);
    // The API limit (2,000 a minute here): the reads above spent most of it; what is left runs out.
    const flood = [];
    for (let i = 0; i < 2100 && !flood.includes(429); i += 1) flood.push((await fetch(`${server.base}/api/startups?limit=5`)).status);
    report('redis-absent', { startMs, readiness: ready, signIn: signIn.status, reads, refusedSignIns, apiLimitReachedAfter: flood.length });

    assert.equal(ready.status, 'degraded');
    assert.equal(ready.checks.redis, 'unavailable');
    assert.deepEqual(ready.degraded, ['redis']);
    assert.equal(signIn.status, 200, 'sign-in works');
    assert.deepEqual(Object.keys(reads.statuses), ['200'], 'every read answered 200');
    assert.ok(reads.p99 < P99_LIMIT_MS, `p99 ${reads.p99} ms`);
    assert.deepEqual(refusedSignIns, [401, 401, 401, 401, 429, 429], 'the sign-in limit holds');
    assert.equal(flood.at(-1), 429, 'the API limit holds');
    assert.ok(reads.requests + flood.length <= 2000 + 10, `no more than the API limit got through (${reads.requests} + ${flood.length})`);
  } finally {
    await server.stop();
    server = undefined;
  }
});

test('a Redis that dies mid-load and comes back: fast, sign-in works, degraded meanwhile, counts back in Redis', { timeout: 120_000 }, async () => {
  // The first test's sign-in counts (same address, same database, same minute) would count here too.
  await withClient(database.url, (client) => client.query('delete from request_count'));
  redis = redisServer(PORTS.redis);
  await redis.start();
  server = await startServer({
    port: PORTS.server,
    databaseUrl: database.url,
    dataDir: tempDir('redis-outage'),
    env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `reliability-${process.pid}:`, RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const before = await readinessAfterStart(server.base);
  const user = await signUp(server, `redis-dies-${process.pid}`);

  // Reads before and during the outage, with nothing else running: sign-in's password hashing
  // holds the server's thread for tens of milliseconds, so it comes after, still in the outage.
  const load = readLoad(server.base);
  await sleep(2000);
  const keysBefore = redis.keyCount();
  await redis.stop();
  const stoppedAt = Date.now();
  await sleep(3000);
  const outageReads = await load.stop();
  const during = await readiness(server.base);
  const signIn = await api(server.base, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: user.email, password: PASSWORD } });
  // Counted in the database during the outage: 1 success + 4 failures, then refusals.
  const refusedSignIns = await wrongPasswords(server.base, user.email, 6);

  await redis.start();
  const restartedAt = Date.now();
  let back = await readiness(server.base);
  while (back.status !== 'ready' && Date.now() - restartedAt < 5000) {
    await sleep(100);
    back = await readiness(server.base);
  }
  const backAfterMs = Date.now() - restartedAt;
  // The API key holds thousands of places reserved ahead (reserves.ts), so it may not ask a store
  // again this minute; a sign-up attempt (limit 5, nothing reserved) asks at once.
  const signUpAttempt = await api(server.base, { method: 'POST', path: '/api/auth/sign-up/email', body: { email: user.email, password: PASSWORD, name: 'Again', firstName: 'A', lastName: 'Gain' } });
  const keysAfter = redis.keyCount();
  const afterLoad = readLoad(server.base);
  await sleep(2000);
  const afterReads = await afterLoad.stop();
  const reads = summary([...outageReads, ...afterReads]);
  const phases = {
    before: summary(outageReads.filter((r) => r.at < stoppedAt)),
    outage: summary(outageReads.filter((r) => r.at >= stoppedAt)),
    after: summary(afterReads),
  };
  report('redis-dies', { readiness: { before: before.status, during, back: back.status }, backAfterMs, signIn: signIn.status, refusedSignIns, signUpAttempt: signUpAttempt.status, keysBefore, keysAfter, reads, phases });

  assert.equal(before.status, 'ready');
  assert.equal(before.checks.redis, 'ok');
  assert.ok(keysBefore > 0, 'the counts were in Redis before it died');
  assert.equal(during.status, 'degraded');
  assert.deepEqual(during.degraded, ['redis']);
  assert.equal(signIn.status, 200, 'sign-in works while Redis is away');
  assert.deepEqual(refusedSignIns, [401, 401, 401, 401, 429, 429], 'the sign-in limit holds while Redis is away');
  assert.equal(back.status, 'ready', `readiness is ready again ${backAfterMs} ms after Redis returned`);
  assert.ok(keysAfter > 0, 'the counts are in Redis again (it started empty)');
  assert.deepEqual(Object.keys(reads.statuses), ['200'], `every read answered 200 (${JSON.stringify(reads.statuses)})`);
  assert.ok(reads.p99 < P99_LIMIT_MS, `p99 ${reads.p99} ms`);
});
