import type { Page } from '@playwright/test';

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
