// One Lighthouse run (default mobile settings) of one page, then the main thread's tasks longer than 12 ms as the
// browser recorded them (unthrottled: Lighthouse's simulation counts them 4× for its slow phone), each with the trace
// events that took most of it: whether a page's blocking time is the document's own work (parsing, style, layout)
// or its scripts'. Not part of `npm run bench`.
//
//   node lighthouse/trace-tasks.mjs http://127.0.0.1:3990/startups
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url] = process.argv.slice(2);
const shortestTaskMicros = 12_000;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
  const figure = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(`score ${Math.round(lhr.categories.performance.score * 100)}, TBT ${figure('total-blocking-time')} ms, FCP ${figure('first-contentful-paint')} ms, benchmark index ${lhr.environment.benchmarkIndex}`);
  const events = artifacts.Trace.traceEvents;
  // The page's renderer: the process whose main thread parsed its HTML.
  const parse = events.find((event) => event.name === 'ParseHTML');
  const onMainThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur);
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid)?.ts ?? onMainThread[0].ts;
  for (const task of onMainThread.filter((event) => event.name === 'RunTask' && event.dur > shortestTaskMicros)) {
    const inside = onMainThread.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
    const most = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, micros]) => `${name} ${(micros / 1000).toFixed(1)}`);
    console.log(`task at ${Math.round((task.ts - start) / 1000)} ms: ${(task.dur / 1000).toFixed(1)} ms | ${most.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
