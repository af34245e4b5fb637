// Finds periodic stalls: starts the production server on a kept benchmark database (the embedded one by
// default), signs in as the demo investor and asks for one path back to back, one request at a time, for a
// while; prints every answer slower than BENCH_STALL_MS with the seconds since the server answered its health
// check. A stall that comes back every 30 or 60 s is a cache expiring and its refresh holding the database
// (on PGlite, its one connection); the bench's 10 s windows catch it in some runs and not others.
//
//   BENCH_PGLITE_DIR=/tmp/pglite-bench node bench/http/stall-probe.mjs '/api/portfolio/companies?sortBy=name&sector=All' 300
//   BENCH_PROBE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/baobab_bench node bench/http/stall-probe.mjs /api/dashboard/stats
import { benchPgliteDir } from './bench-database.mjs';
import { demoAccounts, signIn, startServer } from './api-server.mjs';

const [path = '/api/portfolio/companies?sortBy=name&sector=All', seconds = '300'] = process.argv.slice(2);
const slowMs = Number(process.env.BENCH_STALL_MS ?? 250);
const database = process.env.BENCH_PROBE_DATABASE_URL
  ? { databaseUrl: process.env.BENCH_PROBE_DATABASE_URL }
  : { dataDir: benchPgliteDir };
const port = Number(process.env.BENCH_PORT ?? 3950) + 5;

const server = await startServer({ ...database, port });
const started = performance.now();
const since = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  const cookie = await signIn(server.base, demoAccounts.investor.email, demoAccounts.investor.password);
  const end = started + Number(seconds) * 1000;
  const latencies = [];
  while (performance.now() < end) {
    const sent = performance.now();
    const response = await fetch(server.base + path, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const ms = performance.now() - sent;
    latencies.push(ms);
    if (ms > slowMs) console.log(`${since().padStart(7)} s  ${Math.round(ms)} ms`);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))]);
  console.log(`${latencies.length} requests in ${seconds} s: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ${latencies.filter((ms) => ms > slowMs).length} over ${slowMs} ms`);
} finally {
  await server.stop();
}
