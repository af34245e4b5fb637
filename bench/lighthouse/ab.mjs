// Two builds or two servers compared page by page with Lighthouse's default mobile settings, their runs
// alternated (A, B, A, B...) so that a neighbour's burst on this shared kind of host falls on both sides.
// For trying a change before it is made (two servers started side by side, one with the change), not for the
// targets: the Lighthouse step (lighthouse.bench.mjs) measures those. Prints each run and the medians.
//
//   AB_SERVERS=before=http://127.0.0.1:3990,after=http://127.0.0.1:3989 AB_PATHS=/,/startups node lighthouse/ab.mjs
//
// AB_RUNS (4) runs per page and server; AB_BLOCK_SCRIPTS=true blocks every script (Lighthouse's blockedUrlPatterns):
// the page's HTML and CSS alone, the floor that no work on the scripts can go under. AB_LONG_TASKS=true prints each
// run's long tasks (start and length in ms, what Lighthouse attributes them to): where the blocking time comes from.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './runs.mjs';

const servers = (process.env.AB_SERVERS ?? '').split(',').filter(Boolean).map((pair) => pair.split('='));
if (servers.length < 2 || servers.some(([name, base]) => !name || !base)) {
  console.error('AB_SERVERS=name=url,name=url is needed (two or more servers)');
  process.exit(2);
}
const paths = (process.env.AB_PATHS ?? '/').split(',');
const runs = Number(process.env.AB_RUNS ?? 4);
const blockedUrlPatterns = process.env.AB_BLOCK_SCRIPTS === 'true' ? ['*.js'] : [];
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const results = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const [name, base] of servers) {
        const { lhr } = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], blockedUrlPatterns, output: 'json' });
        const figure = (id) => Math.round(lhr.audits[id].numericValue);
        const result = { score: Math.round(lhr.categories.performance.score * 100), tbtMs: figure('total-blocking-time'), lcpMs: figure('largest-contentful-paint'), index: lhr.environment.benchmarkIndex };
        const key = `${path} ${name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        // A run Lighthouse could not score says why (NO_FCP, NO_LCP...), so a failure is not read as a slow page.
        console.log(key, JSON.stringify(result), lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '');
        if (process.env.AB_LONG_TASKS === 'true') {
          for (const task of lhr.audits['long-tasks'].details.items) console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
for (const [key, all] of results) {
  const of = (field) => all.map((r) => r[field]);
  console.log(`median ${key}: score ${median(of('score'))} (${of('score').join(', ')}), TBT ${median(of('tbtMs'))} ms (${of('tbtMs').join(', ')}), LCP ${median(of('lcpMs'))} ms`);
}
