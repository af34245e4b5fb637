// The whole test suite, as the README's `npm test` and CI run it:
//   1. unit and API tests (vitest) on the embedded database (PGlite);
//   2. the server's API tests again on real PostgreSQL when TEST_DATABASE_URL is set;
//   3. a production build, its bundle budget (each route is one test), then end-to-end tests in
//      Chromium (Playwright).
// It ends with one line 'tests: N passed, N failed' summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };
// Names of failed tests, printed last: CI keeps only the tail of the log. Nothing is retried:
// a test that passes only on a second try is failing.
const failedTests = [];
const failedSteps = [];
const stepTimes = [];

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  // Each step's time, kept to the end: CI's limit is on the whole run, so the slow step must be visible.
  stepTimes.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function firstLine(message = '') {
  return message.split('\n').find((line) => line.trim())?.trim() ?? '';
}

function addVitest(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults) {
    const where = `${label}: ${relative(process.cwd(), suite.name)}`;
    if (suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed')) {
      failedTests.push(`${where}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failedTests.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
  }
}

/** One test per route of the web app: its initial JavaScript within its budget (scripts/bundle-budget.mjs). */
function addBundleBudget(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failedTests.push('bundle budget: no report was written');
    return;
  }
  for (const route of JSON.parse(readFileSync(file, 'utf8')).routes) {
    if (route.withinBudget) totals.passed += 1;
    else {
      totals.failed += 1;
      failedTests.push(`bundle budget: ${route.path} loads ${route.gzipKb} KB gzip of ${route.budgetGzipKb} and ${route.parsedKb} KB parsed of ${route.budgetParsedKb}`);
    }
  }
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected + report.stats.flaky;
  totals.skipped += report.stats.skipped;
  for (const { spec, test } of playwrightTests(report.suites)) {
    const name = `e2e: ${spec.file} > ${spec.title}`;
    if (test.status === 'unexpected' || test.status === 'flaky') failedTests.push(`${name}: ${firstLine(test.results[0]?.error?.message)}`);
  }
}

function* playwrightTests(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test };
    yield* playwrightTests(suite.suites);
  }
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

run('unit and API tests (embedded PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest-pglite.json'], embeddedEnv);
addVitest('.test-results/vitest-pglite.json', 'PGlite');

if (TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', '@baobab/server', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest-postgres.json']);
  addVitest('.test-results/vitest-postgres.json', 'PostgreSQL');
} else {
  console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests.');
}

if (run('build', 'npm', ['run', 'build'])) {
  run('bundle budget (JavaScript per route, gzip and parsed)', 'node', ['scripts/bundle-budget.mjs', '--json', '.test-results/bundle-budget.json']);
  addBundleBudget('.test-results/bundle-budget.json');
  rmSync('e2e/test-results', { recursive: true, force: true });
  run('end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']);
  addPlaywright('e2e/test-results/results.json');
}

console.log(`\nStep times:\n${stepTimes.map((line) => `  ${line}`).join('\n')}`);
if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failedSteps.length) console.log(`\nSteps that failed: ${failedSteps.join('; ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
