// Lighthouse (mobile emulation, simulated slow 4G and 4× CPU slowdown: Lighthouse's defaults) on
// every public page and every main signed-in screen of the production server with the demo data,
// started as `npm start` starts it, driving Debian's Chromium through chrome-launcher. Signed-in
// screens are measured with the demo founder's or the demo investor's session cookie. Then the
// public pages again at 6× CPU slowdown, the "low-end phone" line.
// Each page runs BENCH_LIGHTHOUSE_RUNS times (3) and the median counts. The host's CPU model and
// Lighthouse's benchmark index go in the results; before each page the machine must be quiet
// (machine-load.mjs), else the run stops: a score from a loaded machine says nothing about the
// product. BENCH_ALLOW_LOADED=true measures anyway and marks the results as loaded.
// Writes bench/results/lighthouse-<date>.json. Needs `npm run build`.
// Chromium: CHROMIUM_PATH, default /usr/bin/chromium. BENCH_LIGHTHOUSE_PAGES=/,/jobs measures
// only those paths (to work on one page; the full run measures them all).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { throttling } from 'lighthouse/core/config/constants.js';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, startServer } from '../http/api-server.mjs';
import { assertQuiet } from './machine-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 3950) + 3;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const demo = {
  founder: { email: 'founder@baobab.demo', password: 'baobab-founder-demo' },
  investor: { email: 'investor@baobab.demo', password: 'baobab-investor-demo' },
};
/** Every page a person opens: the public ones signed out, each signed-in screen as the role that uses it. */
function pagesToMeasure({ investorId }) {
  const pages = [
    { path: '/' },
    { path: '/startups' },
    { path: '/startups/1' },
    { path: '/investors' },
    { path: `/investors/${investorId}` },
    { path: '/jobs' },
    { path: '/login' },
    { path: '/no-such-page', label: '404' },
    { path: '/dashboard', as: 'founder' },
    { path: '/profile', as: 'founder' },
    { path: '/network', as: 'founder' },
    { path: '/messages', as: 'founder' },
    { path: '/financial-tools', as: 'founder' },
    { path: '/ai-insights', as: 'founder' },
    { path: '/data-rooms', as: 'founder' },
    { path: '/company-metrics', as: 'founder' },
    { path: '/updates', as: 'investor' },
    { path: '/portfolio', as: 'investor' },
    { path: '/portfolio/deal-flow', as: 'investor' },
  ];
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  return only ? pages.filter((page) => only.includes(page.path) || only.includes(page.label)) : pages;
}
const dataDir = join(tmpdir(), `baobab-lighthouse-${port}`);
const allowLoaded = process.env.BENCH_ALLOW_LOADED === 'true';
/** Lighthouse's default mobile throttling with a slower CPU: a low-end phone. */
const lowEndPhone = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 6 };

/** The median run by performance score: one slow run on a shared machine should not decide. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

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

/** One page, `runs` times; the median run by performance score, with every run's score and benchmark index. */
async function measurePage(path, as, cookies, slowerThrottling) {
  const label = `${path}${as ? ` (signed in as the demo ${as})` : ''}${slowerThrottling ? ' at 6× CPU slowdown' : ''}`;
  loadSamples.push(await assertQuiet(label, { allowLoaded }));
  const attempts = [];
  // A run Lighthouse itself gives up on (NO_FCP now and then on a loaded machine, for the old
  // build as for the new) is reported and run again rather than ending the whole benchmark.
  let failures = 0;
  while (attempts.length < runs) {
    const { lhr, artifacts } = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      ...(slowerThrottling ? { throttling: slowerThrottling } : {}),
      ...(as ? { extraHeaders: { Cookie: cookies[as] } } : {}),
    });
    if (lhr.runtimeError) {
      failures += 1;
      if (failures > runs) throw new Error(`${path}: Lighthouse failed ${failures} times (${lhr.runtimeError.code})`);
      console.warn(`${path}: Lighthouse failed (${lhr.runtimeError.code}); running it again`);
      continue;
    }
    attempts.push({ ...summary(path, as, lhr), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
    // The whole report, to see what an opportunity is made of, and the page's trace, to see what a long task was.
    if (process.env.BENCH_LIGHTHOUSE_DUMP) {
      const name = `${path.replace(/\W/g, '_') || 'root'}${slowerThrottling ? '-6x' : ''}-${attempts.length - 1}`;
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DUMP, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DUMP, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
    }
  }
  const chosen = median(attempts);
  console.log(`${label}: performance ${chosen.performance} (runs ${attempts.map((a) => a.performance).join(', ')}; benchmark index ${attempts.map((a) => a.benchmarkIndex).join(', ')}), accessibility ${chosen.accessibility}, LCP ${chosen.lcpMs} ms, TBT ${chosen.tbtMs} ms, CLS ${chosen.cls}, ${chosen.transferKb} KB${chosen.failedAudits.length ? `; failing: ${chosen.failedAudits.join(', ')}` : ''}${chosen.opportunities.length ? `; opportunities: ${chosen.opportunities.join(', ')}` : ''}`);
  return { ...chosen, runs: attempts.map((a) => a.performance), benchmarkIndexes: attempts.map((a) => a.benchmarkIndex) };
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// A fresh embedded database seeds the demo data on start, as a first `npm start` does.
const server = await startServer({ dataDir, port, seedOnStart: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
const lowEnd = [];
const loadSamples = [];
try {
  const cookies = { founder: await signIn(server.base, demo.founder.email, demo.founder.password), investor: await signIn(server.base, demo.investor.email, demo.investor.password) };
  const [firstInvestor] = await (await fetch(`${server.base}/api/investors?limit=1`)).json();
  const investorId = firstInvestor?.id;
  if (!investorId) throw new Error('the demo data has no investor to measure /investors/{id} with');
  const pages = pagesToMeasure({ investorId });
  for (const { path, as } of pages) results.push(await measurePage(path, as, cookies));
  for (const { path } of pages.filter((page) => !page.as)) lowEnd.push(await measurePage(path, undefined, cookies, lowEndPhone));
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString();
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
writeFileSync(new URL(`../results/lighthouse-${date.slice(0, 10)}.json`, import.meta.url), `${JSON.stringify({ date, runs, host: hostFacts(), pages: results, lowEndPhone: lowEnd }, null, 2)}\n`);

/** The machine the scores were measured on, and whether it was quiet while they were. */
function hostFacts() {
  const indexes = [...results, ...lowEnd].flatMap((page) => page.benchmarkIndexes).sort((a, b) => a - b);
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    benchmarkIndexMedian: indexes[Math.floor(indexes.length / 2)],
    benchmarkIndexRange: [indexes[0], indexes.at(-1)],
    loaded: loadSamples.some((sample) => sample.loaded),
    busiestOtherCpuShare: Math.max(...loadSamples.map((sample) => sample.busyShare)),
  };
}
