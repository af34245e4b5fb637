// `npm run bench`: every benchmark in bench/, then one report (see README.md here).
// 1. a production build, and its bundle budget (scripts/bundle-budget.mjs);
// 2. engines/*.bench.ts: the pure engines (waterfall, matching, document analysis);
// 3. http/api.bench.mjs: the API on large seeded PostgreSQL and PGlite databases, beside a bare
//    node:http server (the limit) and an Express + pg peer, with start time and peak memory;
// 3b. http/fund-scale.bench.mjs: a fund of 30 members, 2,000 deals and 200 portfolio companies on
//    PostgreSQL: its pipeline board, a busy deal's timeline and the returns (p99 < 300 ms);
// 4. lighthouse/lighthouse.bench.mjs: every public page and every signed-in screen, Lighthouse's
//    mobile defaults and a 6× CPU line, median of 3; exit code 3 when the machine is loaded;
// 5. quality/*.bench.ts: how well the engines read (red flags: precision and recall per class);
// 6. report.mjs: the table and one PASS/FAIL line per target.
// The command fails only when a step breaks; a missed target is a FAIL line in the report.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
const stamp = new Date().toISOString().slice(0, 10);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));
let failed = false;

function run(label, command, args, { capture = false, cwd = here } = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', cwd, encoding: 'utf8' });
  if (capture) process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) {
    failed = true;
    console.error(`${label} failed (exit code ${result.status})`);
  }
  return result;
}

if (!skip.has('build')) run('build', 'npm', ['run', 'build'], { cwd: `${here}..` });
// Over budget exits 1 here too, but that is a FAIL line in the report, not a broken step.
const budget = spawnSync('node', ['../scripts/bundle-budget.mjs', '--json', `results/bundle-${stamp}.json`], { cwd: here, stdio: 'inherit' });
if (budget.status === 2) failed = true;

if (!skip.has('engines')) {
  let engines = '';
  for (const name of readdirSync(new URL('./engines', import.meta.url)).filter((n) => n.endsWith('.bench.ts')).sort()) {
    engines += `--- engines/${name}\n${run(`engines/${name}`, 'npx', ['tsx', `engines/${name}`], { capture: true }).stdout ?? ''}\n`;
  }
  writeFileSync(new URL(`./results/engines-${stamp}.txt`, import.meta.url), engines);
}
if (!skip.has('quality')) {
  for (const name of readdirSync(new URL('./quality', import.meta.url)).filter((n) => n.endsWith('.bench.ts')).sort()) {
    run(`quality/${name}`, 'npx', ['tsx', `quality/${name}`]);
  }
}
if (!skip.has('api')) run('http/api.bench.mjs', 'node', ['http/api.bench.mjs']);
if (!skip.has('fund')) run('http/fund-scale.bench.mjs', 'node', ['http/fund-scale.bench.mjs']);
if (!skip.has('lighthouse') && run('lighthouse/lighthouse.bench.mjs', 'node', ['lighthouse/lighthouse.bench.mjs']).status === 3) {
  console.error('Lighthouse stopped because the machine is loaded (above); the report below has no new Lighthouse results.');
}
run('report', 'node', ['report.mjs', ...(process.env.BENCH_UPDATE_README === 'true' ? ['--readme'] : [])]);
process.exit(failed ? 1 : 0);
