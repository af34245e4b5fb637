// Node flags (or server builds) side by side: throughput and latency of the cached startup
// directory and of the jobs board (a query each time) at concurrency 50, server CPU per request,
// and peak resident memory, on a small seeded PostgreSQL database and a PGlite folder. Variants
// alternate start by start, BENCH_FLAG_ROUNDS times (3), so a neighbour's burst on a shared machine
// lands on every variant alike. Not part of `npm run bench`; how `npm run serve`'s flags were
// chosen (bench/README.md, "Node flags of npm start").
//
// BENCH_VARIANTS='[{"name":"serve"},{"name":"none","flags":[]},{"name":"other build","entry":"apps/server/dist-b/server.js"}]'
// (default: the serve script's flags against none). Dataset: BENCH_STARTUPS etc. as api.bench.mjs,
// default a small one; BENCH_DATABASES=postgres,pglite; BENCH_REUSE=true measures kept databases.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { SERVER_NODE_FLAGS, startServer } from './api-server.mjs';
import { benchDatabaseName, benchPgliteDir, createBenchDatabase, createPgliteDataDir } from './bench-database.mjs';
import { measure } from './measure.mjs';
import { hostCpuModel } from '../lighthouse/machine-load.mjs';

const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(env.BENCH_PORT ?? 3950);
const seconds = Number(env.BENCH_SECONDS ?? 5);
const rounds = Number(env.BENCH_FLAG_ROUNDS ?? 3);
const count = (name, fallback) => Number(env[`BENCH_${name.toUpperCase()}`] ?? fallback);
const sizes = { startups: count('startups', 5000), investors: count('investors', 1000), jobs: count('jobs', 2000), messages: count('messages', 8000), deals: count('deals', 2000) };
const variants = JSON.parse(env.BENCH_VARIANTS ?? JSON.stringify([{ name: `serve (${SERVER_NODE_FLAGS.join(' ')})` }, { name: 'no flags', flags: [] }]));
const endpoints = [
  { name: 'startup directory, filtered (cached)', path: '/api/startups?sector=fintech&region=africa&stage=seed&limit=20&offset=0' },
  { name: 'jobs', path: '/api/jobs?limit=20' },
];
/** Linux counts CPU time in clock ticks of 1/100 s. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function measureVariant(variant, database) {
  const server = await startServer({ ...database, port, nodeFlags: variant.flags ?? SERVER_NODE_FLAGS, entry: variant.entry });
  try {
    const rows = [];
    for (const endpoint of endpoints) {
      const before = cpuMs(server.pid);
      const result = await measure({ url: `${server.base}${endpoint.path}`, connections: 50, seconds });
      // CPU per request over the measured run and its warm-up second (measure.mjs).
      const requests = result.requestsPerSecond * (seconds + 1);
      rows.push({ endpoint: endpoint.name, ...result, cpuUsPerRequest: Math.round(((cpuMs(server.pid) - before) * 1000) / requests) });
    }
    return { startMs: server.startMs, peakRssMb: server.peakRssMb(), rows };
  } finally {
    await server.stop();
  }
}

const databases = [];
const kinds = (env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
if (kinds.includes('postgres')) {
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabaseName}`;
  databases.push({ kind: 'postgres', databaseUrl: env.BENCH_REUSE === 'true' ? url.toString() : (await createBenchDatabase(serverUrl, sizes)).url });
}
if (kinds.includes('pglite')) {
  const dataDir = benchPgliteDir;
  if (env.BENCH_REUSE !== 'true') createPgliteDataDir(dataDir, sizes);
  databases.push({ kind: 'pglite', dataDir });
}

console.log(`${hostCpuModel()}, ${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${JSON.stringify(sizes)}`);
for (const { kind, ...database } of databases) {
  for (let round = 1; round <= rounds; round += 1) {
    for (const variant of variants) {
      const result = await measureVariant(variant, database);
      const figures = result.rows.map((r) => `${r.endpoint} ${r.requestsPerSecond} req/s p99 ${r.p99} ms ${r.cpuUsPerRequest} µs CPU`).join('; ');
      console.log(`${kind} round ${round} ${variant.name}: start ${result.startMs} ms, peak RSS ${result.peakRssMb} MB; ${figures} (load ${loadavg()[0].toFixed(1)})`);
    }
  }
}
