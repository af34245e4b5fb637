// The compose layout's proxy (deploy/Caddyfile) in front of two instances on one PostgreSQL: a
// replica stopped mid-load costs no client a failed request, and it takes traffic again once it is
// back. Caddy from Debian's package (`.ci/run` installs it); compose finds replicas through Docker's
// DNS, which is not here, so this copy of the Caddyfile names the two upstreams instead of its
// `dynamic a` block and keeps every other line (the retry and failure settings under test).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { root, tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const PORTS = { a: 3971, b: 3972, proxy: 3973 };
const CLIENTS = 8;
const hasCaddy = spawnSync('caddy', ['version']).status === 0;
// CI installs caddy; a developer machine without it skips, and says so.
const skip = !hasCaddy && process.env.CI !== 'true' ? 'caddy is not installed (apt-get install -y caddy)' : false;

let database;
const servers = {};
let proxy;

/** deploy/Caddyfile with the two local upstreams, the test's port and a header naming the upstream. */
function proxyConfig() {
  const original = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
  const dynamicBlock = /dynamic a \{[^}]*\}/;
  assert.match(original, dynamicBlock, 'deploy/Caddyfile finds replicas with a `dynamic a` block');
  return original
    .replace('admin localhost:2019', 'admin off')
    .replace(':80 {', `:${PORTS.proxy} {`)
    .replace(dynamicBlock, `to 127.0.0.1:${PORTS.a} 127.0.0.1:${PORTS.b}\n\t\theader_down X-Upstream {http.reverse_proxy.upstream.hostport}`);
}

async function startProxy(dir) {
  const file = join(dir, 'Caddyfile');
  writeFileSync(file, proxyConfig());
  const child = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', file], { stdio: 'ignore', env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir } });
  const base = `http://127.0.0.1:${PORTS.proxy}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('caddy did not start');
}

const startInstance = (name, database) => startServer({ port: PORTS[name], databaseUrl: database.url, dataDir: tempDir(`proxy-${name}`), env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1000000' } });

before(async () => {
  if (skip) return;
  database = await createDatabase('proxy');
  seedDatabase(database.url, { startups: 50, investors: 5, jobs: 5 });
  servers.a = await startInstance('a', database);
  servers.b = await startInstance('b', database);
  proxy = await startProxy(tempDir('proxy-caddy'));
});

after(async () => {
  proxy?.stop();
  await servers.a?.kill();
  await servers.b?.kill();
  await database?.drop();
});

/** CLIENTS loops reading the directory through the proxy until `until()` is true. */
async function load(until) {
  const answers = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!until()) {
        try {
          const response = await fetch(`${proxy.base}/api/startups?limit=5`);
          await response.arrayBuffer();
          answers.push({ status: response.status, upstream: response.headers.get('x-upstream') });
        } catch (error) {
          answers.push({ status: `network error: ${error.cause?.code ?? error.message}`, upstream: null });
        }
      }
    }),
  );
  return answers;
}

const served = (answers, name) => answers.filter((answer) => answer.upstream === `127.0.0.1:${PORTS[name]}`).length;

test('a replica stopped and started again under load: no failed request, and it takes traffic again', { skip }, async () => {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let stopped;
  const stopping = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopped = await servers.a.stop();
  })();
  const duringStop = await load(() => elapsed() > 5000);
  await stopping;

  servers.a = await startInstance('a', database);
  // The proxy skips a failed replica for fail_duration (10 s), then tries it again.
  const restartedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const afterRestart = await load(() => performance.now() - restartedAt > 14_000);

  const failed = [...duringStop, ...afterRestart].filter((answer) => answer.status !== 200);
  report('proxy', {
    requests: duringStop.length + afterRestart.length,
    failed: failed.length,
    duringStop: { a: served(duringStop, 'a'), b: served(duringStop, 'b') },
    afterRestart: { a: served(afterRestart, 'a'), b: served(afterRestart, 'b') },
    stoppedExit: stopped,
  });
  assert.deepEqual(failed.slice(0, 5), [], 'every request through the proxy was answered 200');
  assert.deepEqual(stopped, { code: 0, signal: null }, 'the stopped replica drained and exited cleanly');
  assert.ok(served(duringStop, 'a') > 0 && served(duringStop, 'b') > 0, 'both replicas served before one was stopped');
  assert.ok(served(afterRestart, 'a') > 0, 'the restarted replica takes traffic again');
});
