// API benchmark: the production server on PostgreSQL and on embedded PGlite, each on a large
// seeded dataset, beside two references measured in the same run (a bare node:http server, the
// limit; an Express + pg peer, the naive way). Also the server's start time on an existing
// embedded database and its peak resident memory under the load.
// Writes bench/results/api-<date>.json; bench/report.mjs turns it into the table and the targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { demoAccounts, signIn, startServer } from './api-server.mjs';
import { benchDatabaseName, benchPgliteDir, committedTransactions, createBenchDatabase, createPgliteDataDir, dropBenchDatabase } from './bench-database.mjs';
import { peerEndpoints as allPeerEndpoints, selectEndpoints } from './api-endpoints.mjs';
import { measure } from './measure.mjs';
import { startBareServer, startPeerServer } from './references.mjs';

const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(env.BENCH_PORT ?? 3950);
const seconds = Number(env.BENCH_SECONDS ?? 5);
// Each database at the concurrency its target names: PostgreSQL (and the references) at 50, the embedded
// database at 20 (one process holds it; its signed-in screens' target is p99 ≤ 500 ms at c=20).
const concurrenciesOf = (target) => (target === 'pglite' ? [1, 20] : [1, 50]);
const kinds = (env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((k) => k.trim());
const count = (name, fallback) => Number(env[`BENCH_${name.toUpperCase()}`] ?? fallback);
const sizes = {
  startups: count('startups', 100_000),
  investors: count('investors', 20_000),
  jobs: count('jobs', 50_000),
  messages: count('messages', 200_000),
  deals: count('deals', 50_000),
};
// PGlite is one single-threaded process in the server; its dataset is scaled (1 by default, the
// full size) because seeding it is slower. A scaled run says so in the report.
const pgliteScale = Number(env.BENCH_PGLITE_SCALE ?? 1);
const pgliteSizes = Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Math.max(k === 'startups' ? 2 : 1, Math.round(v * pgliteScale))]));
const pgliteDir = benchPgliteDir;

// BENCH_ENDPOINTS narrows the run to some endpoints or screens (api-endpoints.mjs); the limit is
// always measured, so every row has its bare-server row of the same run to be compared with.
const endpoints = selectEndpoints(env.BENCH_ENDPOINTS);
const peerEndpoints = allPeerEndpoints.filter((p) => endpoints.some((e) => e.peer === p.key));

/**
 * `cookies` holds the Cookie header of each signed-in demo user an endpoint asks `as`. `peakRssMb`, when given,
 * reads the server's high-water mark after each row: the row that raises it is the one to look at.
 */
async function measureAll(target, base, list, cookies = {}, probes = {}, peakRssMb = undefined) {
  const rows = [];
  for (const endpoint of list) {
    for (const connections of concurrenciesOf(target)) {
      // The machine is shared: the 1-minute load average beside each figure says what else ran.
      const loadBefore = Number(loadavg()[0].toFixed(2));
      const headers = endpoint.as ? { cookie: cookies[endpoint.as] } : {};
      const result = await measure({ url: `${base}${endpoint.path}`, connections, seconds, headers, ...probes });
      const loadAfter = Number(loadavg()[0].toFixed(2));
      const peakRssMbAfter = peakRssMb?.();
      const row = { target, key: endpoint.key, name: endpoint.name, path: endpoint.path, connections, list: endpoint.list ?? false, peer: endpoint.peer, screen: endpoint.screen, signedInAs: endpoint.as, ...result, loadBefore, loadAfter, ...(peakRssMbAfter === undefined ? {} : { peakRssMbAfter }) };
      console.log(`${target.padEnd(9)} ${endpoint.name.padEnd(48)} c=${String(connections).padEnd(3)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  load ${loadBefore}→${loadAfter}${row.serverCpuMsPerRequest === undefined ? '' : `  cpu ${row.serverCpuMsPerRequest} ms/req`}${row.queriesPerRequest === undefined ? '' : `  ${row.queriesPerRequest} queries/req`}${row.errors ? `  ${row.errors} errors` : ''}${peakRssMbAfter === undefined ? '' : `  peak RSS ${peakRssMbAfter} MB`}`);
      rows.push(row);
    }
  }
  return rows;
}

/** Three starts on the same database: the median is the start time; the last start serves the load. */
async function startMeasured(options) {
  const starts = [];
  for (let i = 0; i < 2; i += 1) {
    const server = await startServer(options);
    starts.push(server.startMs);
    await server.stop();
  }
  const server = await startServer(options);
  starts.push(server.startMs);
  return { server, startMs: [...starts].sort((a, b) => a - b)[1], starts };
}

async function benchProduct(kind, options) {
  const { server, startMs, starts } = await startMeasured({ ...options, port });
  console.log(`\n${kind}: the server answered its health check ${startMs} ms after spawn (median of ${starts.join(', ')} ms)`);
  try {
    const cookies = {
      investor: await signIn(server.base, demoAccounts.investor.email, demoAccounts.investor.password),
      founder: await signIn(server.base, demoAccounts.founder.email, demoAccounts.founder.password),
    };
    const probes = { pid: server.pid, ...(options.databaseUrl ? { countQueries: () => committedTransactions(options.databaseUrl) } : {}) };
    const rows = await measureAll(kind, server.base, endpoints, cookies, probes, server.peakRssMb);
    return { rows, startMs, starts, peakRssMb: server.peakRssMb() };
  } finally {
    await server.stop();
  }
}

const results = { date: new Date().toISOString(), node: process.version, seconds, sizes, endpoints: env.BENCH_ENDPOINTS || 'all', server: env.BENCH_SERVER_ENTRY || 'serve', databases: {}, rows: [] };

// BENCH_REUSE=true measures databases an earlier run kept (BENCH_KEEP_DATABASE=true), without seeding.
const reuse = env.BENCH_REUSE === 'true';
let databaseUrl;
if (kinds.includes('postgres')) {
  if (reuse) {
    const url = new URL(serverUrl);
    url.pathname = `/${benchDatabaseName}`;
    databaseUrl = url.toString();
    results.databases.postgres = { sizes, seedSeconds: null, reused: true };
  } else {
    console.log(`\nSeeding PostgreSQL database ${benchDatabaseName}: ${JSON.stringify(sizes)}`);
    const created = await createBenchDatabase(serverUrl, sizes);
    databaseUrl = created.url;
    results.databases.postgres = { sizes, seedSeconds: Math.round(created.seedSeconds) };
  }
}
if (kinds.includes('pglite')) {
  if (reuse) {
    results.databases.pglite = { sizes: pgliteSizes, scale: pgliteScale, seedSeconds: null, reused: true };
  } else {
    console.log(`\nSeeding embedded PGlite in ${pgliteDir}: ${JSON.stringify(pgliteSizes)}`);
    const { seedSeconds } = createPgliteDataDir(pgliteDir, pgliteSizes);
    results.databases.pglite = { sizes: pgliteSizes, scale: pgliteScale, seedSeconds: Math.round(seedSeconds) };
  }
}

try {
  const bare = await startBareServer(port + 1);
  try {
    results.rows.push(...(await measureAll('limit', bare.base, [{ key: 'bare', name: 'bare node:http, fixed 10 KB JSON', path: '/' }])));
  } finally {
    await bare.stop();
  }
  if (databaseUrl && peerEndpoints.length) {
    const peer = await startPeerServer(port + 2, databaseUrl);
    try {
      results.rows.push(...(await measureAll('peer', peer.base, peerEndpoints)));
    } finally {
      await peer.stop();
    }
  }
  if (databaseUrl) {
    const pgRun = await benchProduct('postgres', { databaseUrl });
    results.rows.push(...pgRun.rows);
    Object.assign(results.databases.postgres, { startMs: pgRun.startMs, starts: pgRun.starts, peakRssMb: pgRun.peakRssMb });
  }
  if (results.databases.pglite) {
    const liteRun = await benchProduct('pglite', { dataDir: pgliteDir });
    results.rows.push(...liteRun.rows);
    Object.assign(results.databases.pglite, { startMs: liteRun.startMs, starts: liteRun.starts, peakRssMb: liteRun.peakRssMb });
  }
} finally {
  if (databaseUrl && env.BENCH_KEEP_DATABASE !== 'true') await dropBenchDatabase(serverUrl);
}

mkdirSync(new URL('../results', import.meta.url), { recursive: true });
// A run narrowed by BENCH_ENDPOINTS writes its own file, which report.mjs (reading api-*.json) skips.
const fileName = env.BENCH_ENDPOINTS ? `partial-api-${results.date.replace(/[:.]/g, '-')}.json` : `api-${results.date.slice(0, 10)}.json`;
const file = new URL(`../results/${fileName}`, import.meta.url);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${file.pathname}`);
