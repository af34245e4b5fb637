// Takes desktop (1440 px) and phone (390 px) screenshots of pages, to look at before calling a screen done.
// Usage: node scripts/screenshot.mjs OUT_DIR NAME=URL [NAME=URL ...]   (set SCREENSHOT_COOKIE=name=value to sign in)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [outDir, ...pages] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [label, width, height] of [['desktop', 1440, 900], ['mobile', 390, 844]]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  if (process.env.SCREENSHOT_COOKIE) {
    const [name, value] = process.env.SCREENSHOT_COOKIE.split('=');
    const first = new URL(pages[0].split('=').slice(1).join('='));
    await context.addCookies([{ name, value, domain: first.hostname, path: '/' }]);
  }
  const page = await context.newPage();
  for (const spec of pages) {
    const [name, ...rest] = spec.split('=');
    await page.goto(rest.join('='), { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: process.env.FULL_PAGE !== 'false' });
  }
  await context.close();
}
await browser.close();
