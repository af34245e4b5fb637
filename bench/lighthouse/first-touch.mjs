// What the takeover at the first touch (decision 0086) costs the visitor who uses the page: on the rendered
// startup directory, the time from the first focus in its search field, typing a name at once, to the search
// in the address (the directory's 300 ms debounce included) and the list narrowed to it. Chromium at Lighthouse's
// 4× CPU slowdown (FIRST_TOUCH_CPU), no network throttling (a local server), each server's runs alternated.
//
//   FIRST_TOUCH_SERVERS=main=http://127.0.0.1:3990,trial=http://127.0.0.1:3989 node lighthouse/first-touch.mjs
//
// FIRST_TOUCH_RUNS (5) runs per server; each run is a fresh page that has loaded and been quiet for a second.
import puppeteer from 'puppeteer-core';
import { median } from './runs.mjs';

const servers = (process.env.FIRST_TOUCH_SERVERS ?? '').split(',').filter(Boolean).map((pair) => pair.split('='));
if (servers.length === 0 || servers.some(([name, base]) => !name || !base)) {
  console.error('FIRST_TOUCH_SERVERS=name=url[,name=url] is needed');
  process.exit(2);
}
const runs = Number(process.env.FIRST_TOUCH_RUNS ?? 5);
const cpu = Number(process.env.FIRST_TOUCH_CPU ?? 4);
const name = process.env.FIRST_TOUCH_NAME ?? 'Ledgerline';

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const results = new Map(servers.map(([server]) => [server, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const [server, base] of servers) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823 });
      await page.emulateCPUThrottling(cpu);
      await page.goto(`${base}/startups`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const started = performance.now();
      await page.focus('#startup-search');
      await page.keyboard.type(name);
      await page.waitForFunction((typed) => new URL(location.href).searchParams.get('q') === typed, { polling: 'raf', timeout: 30_000 }, name);
      const inAddress = performance.now() - started;
      await page.waitForFunction(
        (typed) => {
          const cards = [...document.querySelectorAll('[aria-label="Startups"] li')];
          return cards.length > 0 && cards.every((card) => card.textContent.includes(typed));
        },
        { polling: 'raf', timeout: 30_000 },
        name,
      );
      const narrowed = performance.now() - started;
      results.get(server).push({ inAddress, narrowed });
      console.log(`${server} run ${run + 1}: search in the address after ${Math.round(inAddress)} ms, list narrowed after ${Math.round(narrowed)} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [server, values] of results) {
  const show = (key) => `${Math.round(median(values.map((v) => v[key])))} ms (${values.map((v) => Math.round(v[key])).join(', ')})`;
  console.log(`median ${server} at ${cpu}x: in the address ${show('inAddress')}; narrowed ${show('narrowed')}`);
}
