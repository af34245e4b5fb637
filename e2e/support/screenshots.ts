import { expect, type Locator, type Page } from '@playwright/test';

/**
 * With SCREENSHOT_DIR set, saves the whole page at desktop and phone widths as `<name>-<width>.png`, then puts the
 * page back at the desktop width; without it, does nothing, so a spec can call it at every step worth looking at.
 */
export async function shootPage(page: Page, name: string, widths: readonly [number, ...number[]] = [1440, 390]): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths[0], height: 900 });
}

/**
 * With SCREENSHOT_DIR set, saves the screen scrolled to `locator` at desktop and phone widths as `<name>-<width>.png`,
 * and checks at each width that the page never scrolls sideways; then puts the page back at the desktop width.
 */
export async function shootAt(page: Page, name: string, locator: Locator): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
