// The whole test suite, as the README's `npm test` and CI run it:
//   1. unit and API tests (vitest) on the embedded database (PGlite);
//   2. the server's API tests again on real PostgreSQL when TEST_DATABASE_URL is set;
//   3. a production build, its bundle budget (each route is one test), then end-to-end tests in
//      Chromium (Playwright).
// It ends with one line 'tests: N passed, N failed' summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let anyStepFailed = false;

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) anyStepFailed = true;
  return result.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** One test per route of the web app: its initial JavaScript within its budget (scripts/bundle-budget.mjs). */
function addBundleBudget(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    return;
  }
  for (const route of JSON.parse(readFileSync(file, 'utf8')).routes) {
    if (route.gzipKb <= route.budgetKb) totals.passed += 1;
    else totals.failed += 1;
  }
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  totals.flaky += stats.flaky;
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

run('unit and API tests (embedded PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest-pglite.json'], embeddedEnv);
addVitest('.test-results/vitest-pglite.json');

if (TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', '@baobab/server', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest-postgres.json']);
  addVitest('.test-results/vitest-postgres.json');
} else {
  console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests.');
}

if (run('build', 'npm', ['run', 'build'])) {
  run('bundle budget (gzip JavaScript per route)', 'node', ['scripts/bundle-budget.mjs', '--json', '.test-results/bundle-budget.json']);
  addBundleBudget('.test-results/bundle-budget.json');
  rmSync('e2e/test-results', { recursive: true, force: true });
  run('end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']);
  addPlaywright('e2e/test-results/results.json');
}

if (totals.flaky) console.log(`\n${totals.flaky} end-to-end test(s) passed only on retry: see the Playwright output above.`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyStepFailed || totals.failed > 0 ? 1 : 0);
