import { expect, test } from '@playwright/test';

// A card's content used to set the directory's width: on a 390 px phone the page scrolled sideways.
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/startups', '/startups/1']) {
  test(`${path} fits a phone's width without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /View details of/ }).first()).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
    expect(widths.page).toBe(widths.viewport);
  });
}
