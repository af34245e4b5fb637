import { expect, test } from '@playwright/test';
import { routeData } from '@baobab/contracts/route-preloads';
import { demoFounder, demoInvestor, signInAs } from '../../support/demo-users';

/**
 * An endpoint's contract names the routes whose screen asks for its answer first (its `preloads`, gathered by
 * @baobab/contracts/route-preloads); the server names them in the page's HTML as <link rel="preload" as="fetch">. A URL the screen does not
 * fetch exactly so (another query string, another credentials mode) is downloaded for nothing, and
 * Chromium says so in the console a few seconds after the page's load event. Each route is opened signed in
 * and must leave no such warning: the list and the screens stay in step. (A signed-out visitor's public page
 * preloads nothing: it comes rendered with its answers, public/server-rendered.spec.ts.)
 */
const unusedPreload = /preloaded using link preload but not used|preload for .* is found, but is not used/i;
// Chromium warns 3 s after the load event; a little more leaves room for a busy machine.
const CHROMIUM_PRELOAD_WARNING_MS = 4_000;

const investorRoutes = new Set(['/portfolio', '/portfolio/deal-flow']);
const samplePath = (pattern: string) => pattern.replace('/startups/:id', '/startups/1').replace('/investors/:id', '/investors/50');

for (const pattern of Object.keys(routeData)) {
  test(`${pattern}: every preloaded API answer is the one the screen fetches`, async ({ page }) => {
    test.setTimeout(45_000);
    await signInAs(page, investorRoutes.has(pattern) ? demoInvestor : demoFounder);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (unusedPreload.test(message.text())) warnings.push(message.text());
    });
    const path = samplePath(pattern);
    await page.goto(path);
    const preloads = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads.length, `the server preloads ${path}'s data`).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(CHROMIUM_PRELOAD_WARNING_MS);
    expect(warnings).toEqual([]);
  });
}
