// Fund at scale: a fund of 30 members with 2,000 deals and 200 portfolio companies,
// on a fresh PostgreSQL database. Measures, signed in as a member (the demo investor), the fund's
// pipeline board (and its analytics), a busy deal's timeline and the member's returns at c=1 and c=10.
// Writes bench/results/fund-scale-<date>.json; report.mjs adds its table and PASS/FAIL lines
// (p99 < 300 ms). Settings: README.md (BENCH_FUND_* and the shared BENCH_* variables).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { demoAccounts, signIn, startServer } from './api-server.mjs';
import { benchDatabaseName, createBenchDatabase, dropBenchDatabase } from './bench-database.mjs';
import { seedFund } from './fund-scale-seed.mjs';
import { measure } from './measure.mjs';

const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = env.BENCH_FUND_DB_NAME ?? `${benchDatabaseName}_fund`;
const port = Number(env.BENCH_FUND_PORT ?? Number(env.BENCH_PORT ?? 3950) + 4);
const seconds = Number(env.BENCH_SECONDS ?? 5);
const concurrencies = [1, 10];
const fund = { members: 30, deals: Number(env.BENCH_FUND_DEALS ?? 2000), companies: Number(env.BENCH_FUND_COMPANIES ?? 200) };
// The rest of the platform, small: the startups the fund's deals and holdings point at, the other members.
const baseSizes = { startups: fund.deals + fund.companies + 300, investors: 100, jobs: 100, messages: 400, deals: 50 };
const demoInvestor = demoAccounts.investor;
const cores = cpus().length;
const host = () => ({ cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU', cores });

console.log(`\nSeeding PostgreSQL database ${databaseName}: ${JSON.stringify(baseSizes)}, then the fund ${JSON.stringify(fund)}`);
const { url: databaseUrl, seedSeconds } = await createBenchDatabase(serverUrl, baseSizes, databaseName);
let result;
try {
  const fundStarted = performance.now();
  const seeded = await seedFund(databaseUrl, { signedInEmail: demoInvestor.email, deals: fund.deals, companies: fund.companies });
  const fundSeedSeconds = Math.round((performance.now() - fundStarted) / 100) / 10;
  console.log(`fund seeded in ${fundSeedSeconds} s: ${JSON.stringify(seeded)}`);
  const endpoints = [
    // The board paged per stage (decision 0066): six first pages and the counts; then a column's next page.
    { key: 'board', name: 'fund pipeline board', path: `/api/portfolio/deal-flow/board?organisationId=${seeded.organisationId}` },
    { key: 'boardColumn', name: 'fund pipeline column, next page', path: null },
    // The whole list, which the board read before: kept as the list tab's read, and to compare.
    { key: 'list', name: 'fund pipeline list (every deal)', path: `/api/portfolio/deal-flow?organisationId=${seeded.organisationId}` },
    { key: 'boardAnalytics', name: 'fund pipeline analytics', path: `/api/portfolio/deal-flow/analytics?organisationId=${seeded.organisationId}` },
    { key: 'timeline', name: 'busy deal timeline', path: `/api/portfolio/deal-flow/${seeded.busyDealId}/timeline` },
    { key: 'returns', name: 'fund returns (200 companies)', path: `/api/portfolio/returns?organisationId=${seeded.organisationId}` },
  ];
  const server = await startServer({ databaseUrl, port });
  const loadBefore = loadavg();
  const rows = [];
  try {
    const cookie = await signIn(server.base, demoInvestor.email, demoInvestor.password);
    const board = await (await fetch(`${server.base}${endpoints[0].path}`, { headers: { cookie } })).json();
    const fullest = board.columns.reduce((a, b) => (b.count > a.count ? b : a));
    endpoints[1].path = `/api/portfolio/deal-flow/board/${fullest.stage}?organisationId=${seeded.organisationId}&cursor=${fullest.nextCursor}`;
    for (const endpoint of endpoints) {
      const check = await fetch(`${server.base}${endpoint.path}`, { headers: { cookie } });
      if (!check.ok) throw new Error(`${endpoint.path} answered ${check.status}: ${await check.text()}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      for (const connections of concurrencies) {
        const row = { ...endpoint, connections, bytes, ...(await measure({ url: `${server.base}${endpoint.path}`, connections, seconds, headers: { cookie } })) };
        console.log(`fund      ${endpoint.name.padEnd(36)} c=${String(connections).padEnd(3)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  load ${loadavg()[0].toFixed(2)}${row.errors ? `  ${row.errors} errors` : ''}`);
        rows.push(row);
      }
    }
  } finally {
    await server.stop();
  }
  const loadAfter = loadavg();
  // A 1-minute load average above the core count before or after the runs: other work shared the CPU.
  const loaded = Math.max(loadBefore[0], loadAfter[0]) > cores;
  result = { date: new Date().toISOString(), node: process.version, seconds, fund, baseSizes, seedSeconds: Math.round(seedSeconds), fundSeedSeconds, seeded, host: { ...host(), loadBefore, loadAfter, loaded }, rows };
} finally {
  if (env.BENCH_KEEP_DATABASE !== 'true') await dropBenchDatabase(serverUrl, databaseName);
}

mkdirSync(new URL('../results', import.meta.url), { recursive: true });
const file = new URL(`../results/fund-scale-${result.date.slice(0, 10)}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWrote ${file.pathname}`);
