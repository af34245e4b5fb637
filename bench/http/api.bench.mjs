// API benchmark on the real PostgreSQL: the directory with filters, full-text search, the
// investor directory and jobs, on a large seeded dataset, at concurrency 1 and 50 (autocannon).
// Prints a table and writes bench/results/api-<date>.{json,md}. Measurements only: no pass/fail.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './api-server.mjs';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sizes = {
  startups: Number(process.env.BENCH_STARTUPS ?? 100_000),
  investors: Number(process.env.BENCH_INVESTORS ?? 20_000),
  jobs: Number(process.env.BENCH_JOBS ?? 50_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const endpoints = [
  ['startup directory, filtered', '/api/startups?sector=fintech&region=africa&stage=seed&limit=20&offset=0'],
  ['startup directory, page 5', '/api/startups?limit=20&offset=80'],
  ['full-text search', '/api/startups?q=payments%20merchants&limit=20&offset=0'],
  ['investor directory, filtered', '/api/investors?type=angel&limit=20&offset=0'],
  ['jobs', '/api/jobs?limit=20'],
  ['startup detail', '/api/startups/1'],
];

function measure(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const { url, seedSeconds } = await createBenchDatabase(serverUrl, sizes);
const server = await startServer({ databaseUrl: url, port: 3950 });
const rows = [];
try {
  for (const [name, path] of endpoints) {
    for (const connections of [1, 50]) {
      const r = await measure(`${server.base}${path}`, connections);
      rows.push({ name, path, connections, requestsPerSecond: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    }
  }
} finally {
  await server.stop();
  await dropBenchDatabase(serverUrl);
}

const header = '| endpoint | connections | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|';
const table = [header, ...rows.map((r) => `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`)].join('\n');
const date = new Date().toISOString();
console.log(`\nAPI on PostgreSQL, ${sizes.startups} startups, ${sizes.investors} investors, ${sizes.jobs} jobs (seeded in ${seedSeconds.toFixed(0)} s), ${seconds} s per run\n`);
console.log(table);
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
const stamp = date.slice(0, 10);
writeFileSync(new URL(`../results/api-${stamp}.json`, import.meta.url), JSON.stringify({ date, sizes, seconds, rows }, null, 2));
writeFileSync(new URL(`../results/api-${stamp}.md`, import.meta.url), `# API benchmark ${date}\n\n${sizes.startups} startups, ${sizes.investors} investors, ${sizes.jobs} jobs on PostgreSQL; ${seconds} s per run.\n\n${table}\n`);
