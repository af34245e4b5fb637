// Floods against a server with the production rate limits: a hammered sign-in and a hammered API
// route are refused with 429, never a 5xx or a dropped connection.
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import autocannon from 'autocannon';
import { signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

let database;
let server;

before(async () => {
  database = await createDatabase('flood');
  seedDatabase(database.url, { startups: 50, investors: 10, jobs: 10 });
});

// A fresh server per flood: the per-address API limit is counted in memory, so one flood would
// otherwise spend the next one's allowance. Default RATE_LIMIT_PER_MINUTE and
// AUTH_RATE_LIMIT_PER_MINUTE: the limits production runs with.
beforeEach(async () => {
  server = await startServer({ port: 3961, databaseUrl: database.url, dataDir: tempDir('flood') });
});

afterEach(async () => {
  await server?.stop();
});

after(async () => {
  await database?.drop();
});

function flood(options) {
  const statuses = {};
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: 50,
        ...options,
        requests: [{ onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1) }],
      },
      (error, result) => (error ? reject(error) : resolve({ result, statuses })),
    );
  });
}

test('a sign-in flood gets 429, never 5xx', async () => {
  const user = await signUp(server, `flood-${process.pid}`);
  const { result, statuses } = await flood({
    url: `${server.base}/api/auth/sign-in/email`,
    amount: 1000,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: user.email, password: 'not-the-password' }),
  });
  report('flood-sign-in', { requests: result.requests.total, statuses, errors: result.errors, timeouts: result.timeouts });
  assert.equal(result.errors, 0, 'no connection errors');
  assert.equal(result.timeouts, 0, 'no timeouts');
  assert.deepEqual(Object.keys(statuses).filter((s) => !['401', '429'].includes(s)), [], 'only 401 (wrong password) and 429');
  assert.ok(statuses['429'] > 900, `most attempts were throttled (${statuses['429']} of 1000)`);
});

test('an API flood gets 429, never 5xx', async () => {
  const { result, statuses } = await flood({ url: `${server.base}/api/startups?limit=5`, amount: 1500 });
  report('flood-api', { requests: result.requests.total, statuses, errors: result.errors, timeouts: result.timeouts });
  assert.equal(result.errors, 0, 'no connection errors');
  assert.equal(result.timeouts, 0, 'no timeouts');
  assert.deepEqual(Object.keys(statuses).sort(), ['200', '429'], 'only 200 and 429');
  // 600 a minute per address by default: a 1,500-request burst from one address goes over.
  assert.ok(statuses['429'] >= 1500 - 600, `the requests over the limit were throttled (${statuses['429']})`);
});
