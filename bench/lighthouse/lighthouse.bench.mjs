// Lighthouse with its default mobile settings (mobile form factor and screen, simulated slow 4G,
// 4× CPU slowdown) on every public page signed out and every signed-in screen of the web's route
// table as the demo founder or investor (pages.mjs derives them from apps/web/src/app/routes.tsx),
// against the production server started as `npm start` starts it, with the demo data; then the
// public pages again at 6× CPU slowdown, the "low-end phone" line. Debian's Chromium through
// chrome-launcher (CHROMIUM_PATH, default /usr/bin/chromium).
// Each page runs BENCH_LIGHTHOUSE_RUNS times (3); performance, LCP and TBT are each the median
// (runs.mjs). The host's CPU model (/proc/cpuinfo) and every run's benchmark index go in the
// results. The machine must be quiet before each page and during each run (machine-load.mjs), else
// the step stops with exit code 3 and writes no whole run: a score from a loaded machine says nothing
// about the product. BENCH_ALLOW_LOADED=true measures anyway and marks the results as loaded.
// Writes bench/results/lighthouse-<date>.json; a run of some pages, or a stopped one, its own file (runs.mjs
// resultsFileName), the stopped one with the pages measured quietly before the stop. Needs `npm run build`.
// BENCH_LIGHTHOUSE_PAGES=/,/jobs,/rounds/:id,404 measures only those pages (to work on one page).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { throttling } from 'lighthouse/core/config/constants.js';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoAccounts as demo, signIn, startServer } from '../http/api-server.mjs';
import { assertQuiet, hostCpuModel, judgeLoad, LOADED_REPEATS_PER_PAGE, loadedMessage, MachineLoadedError, othersCpuMeter, quietIndexOf } from './machine-load.mjs';
import { pageTouchMicros } from './memory-probe.mjs';
import { onlyPagesNamed, pagesOfTheWeb, pathOf } from './pages.mjs';
import { median, medianOfRuns, resultsFileName } from './runs.mjs';
import { demoSamples } from './samples.mjs';

const port = Number(process.env.BENCH_PORT ?? 3950) + 3;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const dataDir = join(tmpdir(), `baobab-lighthouse-${port}`);
const allowLoaded = process.env.BENCH_ALLOW_LOADED === 'true';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's default mobile throttling with a slower CPU: a low-end phone. */
const lowEndPhone = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 6 };

function summary(path, as, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failedAudits = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id);
  return {
    path,
    ...(as ? { signedInAs: as } : {}),
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferKb: Math.round(audit('total-byte-weight') / 1024),
    failedAudits,
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
      .map((a) => a.id),
  };
}

/** Our processes: this one (Lighthouse runs in it), the server and Chromium, with their children. */
const ours = () => [process.pid, server.pid, chrome.pid];
/** Every run of the session, for the quiet benchmark index and the host's facts. */
const allRuns = [];

/** One Lighthouse run of `url` (signed in `as` the demo founder or investor, or signed out): its report and artifacts. */
async function lighthouseRun(url, as, cookies, slowerThrottling) {
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse's default mobile settings (form factor, screen, simulated slow 4G and 4× CPU);
    // only the low-end phone line changes the CPU factor.
    ...(slowerThrottling ? { throttling: slowerThrottling } : {}),
    ...(as ? { extraHeaders: { Cookie: cookies[as] } } : {}),
  });
  return { lhr, artifacts };
}

/**
 * One page, `runs` times; performance, LCP and TBT are each the median of the runs (runs.mjs).
 * The machine must be quiet before the page and during each run (machine-load.mjs); a run on a
 * loaded machine is run again after the machine has quieted, up to LOADED_REPEATS_PER_PAGE times, then the step stops.
 */
async function measurePage({ route, path, as }, cookies, slowerThrottling) {
  const label = `${path}${as ? ` (signed in as the demo ${as})` : ''}${slowerThrottling ? ' at 6× CPU slowdown' : ''}`;
  loadSamples.push(await assertQuiet(label, { allowLoaded, ours: ours() }));
  const attempts = [];
  // A run Lighthouse itself gives up on (NO_FCP now and then on a loaded machine, for the old
  // build as for the new) is reported and run again rather than ending the whole benchmark.
  let failures = 0;
  let loadedRepeats = 0;
  while (attempts.length < runs) {
    const meter = othersCpuMeter(ours());
    const { lhr, artifacts } = await lighthouseRun(`${server.base}${path}`, as, cookies, slowerThrottling);
    const othersShare = meter.stop();
    if (lhr.runtimeError) {
      failures += 1;
      if (failures > runs) throw new Error(`${path}: Lighthouse failed ${failures} times (${lhr.runtimeError.code})`);
      console.warn(`${path}: Lighthouse failed (${lhr.runtimeError.code}); running it again`);
      continue;
    }
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    const verdict = judgeLoad({ othersShare, benchmarkIndex, quietIndex: quietIndexOf(allRuns), cores: cpus().length });
    const run = { benchmarkIndex, othersShare: Number(othersShare.toFixed(2)), loaded: verdict.loaded };
    allRuns.push(run);
    if (verdict.loaded && !allowLoaded) {
      // Kept in the host's figures (its benchmark index shows the neighbours), but its scores are not used:
      // the results are loaded only if a run whose scores count was.
      run.repeated = true;
      loadedRepeats += 1;
      const message = loadedMessage(`during a run of ${label}`, verdict.reasons);
      if (loadedRepeats > LOADED_REPEATS_PER_PAGE) throw new MachineLoadedError(message);
      console.warn(`${message} Waiting for quiet and running it again.`);
      loadSamples.push(await assertQuiet(label, { allowLoaded, ours: ours() }));
      continue;
    }
    if (verdict.loaded) loadSamples.push({ busyShare: Number(othersShare.toFixed(2)), loaded: true });
    attempts.push({ ...summary(path, as, lhr), route, benchmarkIndex });
    // The whole report, to see what an opportunity is made of, and the page's trace, to see what a long task was.
    if (process.env.BENCH_LIGHTHOUSE_DUMP) {
      const name = `${path.replace(/\W/g, '_') || 'root'}${slowerThrottling ? '-6x' : ''}-${attempts.length - 1}`;
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DUMP, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DUMP, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
    }
  }
  const page = medianOfRuns(attempts);
  console.log(`${label}: performance ${page.performance} (runs ${page.runs.join(', ')}), LCP ${page.lcpMs} ms (${page.runsLcpMs.join(', ')}), TBT ${page.tbtMs} ms (${page.runsTbtMs.join(', ')}); benchmark index ${page.benchmarkIndexes.join(', ')}; accessibility ${page.accessibility}, CLS ${page.cls}, ${page.transferKb} KB${page.failedAudits.length ? `; failing: ${page.failedAudits.join(', ')}` : ''}${page.opportunities.length ? `; opportunities: ${page.opportunities.join(', ')}` : ''}`);
  return page;
}

// The pages first: a route table this step cannot read stops it before anything starts.
const { pages: routePages, skipped } = pagesOfTheWeb();
// Before anything of ours runs: what a fresh page of memory costs this host (memory-probe.mjs), and the browser's
// version (Debian's Chromium moves with the machine's packages; the page's user agent hides the minor version). Read
// here, not with the results at the end, so a browser that cannot tell its version stops the step before any run.
const memoryTouchMicrosPerPage = pageTouchMicros();
const browser = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// A fresh embedded database seeds the demo data on start, as a first `npm start` does.
const server = await startServer({ dataDir, port, seedOnStart: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
const lowEnd = [];
/** Why the run stopped (the machine was loaded), if it did. */
let stoppedBy;
const loadSamples = [];
const loadAverageAtStart = loadavg()[0];
try {
  const cookies = { founder: await signIn(server.base, demo.founder.email, demo.founder.password), investor: await signIn(server.base, demo.investor.email, demo.investor.password) };
  const samples = await demoSamples(server.base, cookies);
  const pages = onlyPagesNamed(
    routePages.map((page) => ({ ...page, path: page.label ? page.route : pathOf(page.route, samples) })),
    process.env.BENCH_LIGHTHOUSE_PAGES,
  );
  for (const page of pages) results.push(await measurePage(page, cookies));
  for (const page of pages.filter((p) => !p.as)) lowEnd.push(await measurePage(page, cookies, lowEndPhone));
} catch (error) {
  if (!(error instanceof MachineLoadedError)) throw error;
  stoppedBy = error.message;
  process.exitCode = 3;
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString();
const fileName = resultsFileName({ date, somePages: Boolean(process.env.BENCH_LIGHTHOUSE_PAGES), stopped: stoppedBy !== undefined });
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
const file = { date, runs, host: hostFacts(), ...(stoppedBy === undefined ? {} : { stoppedBy }), pages: results, lowEndPhone: lowEnd, notMeasured: skipped };
writeFileSync(new URL(`../results/${fileName}`, import.meta.url), `${JSON.stringify(file, null, 2)}\n`);
if (stoppedBy !== undefined) console.error(`\nLIGHTHOUSE STOPPED: ${stoppedBy}\nThe ${results.length + lowEnd.length} pages measured before the stop are in bench/results/${fileName}; no whole run was written.\n`);

/** The machine the scores were measured on, and whether it was quiet while they were. */
function hostFacts() {
  const indexes = allRuns.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
  return {
    cpuModel: hostCpuModel(),
    cores: cpus().length,
    browser,
    memoryTouchMicrosPerPage,
    benchmarkIndexMedian: median(indexes),
    benchmarkIndexRange: [indexes[0], indexes.at(-1)],
    quietBenchmarkIndex: quietIndexOf(allRuns),
    loaded: loadSamples.some((sample) => sample.loaded) || allRuns.some((run) => run.loaded && !run.repeated),
    busiestOtherCpuShare: Math.max(...loadSamples.map((sample) => sample.busyShare), ...allRuns.map((run) => run.othersShare)),
    loadAverage: { atStart: loadAverageAtStart, atEnd: loadavg()[0] },
  };
}
