import { expect, test } from '@playwright/test';

// A card's content used to set a directory's width: on a 390 px phone the page scrolled sideways.
test.use({ viewport: { width: 390, height: 844 } });

const screens = [
  { path: '/startups', firstCard: /View details of/ },
  { path: '/startups/1', firstCard: /View details of/ },
  { path: '/investors', firstCard: /View profile of/ },
];

for (const { path, firstCard } of screens) {
  test(`${path} fits a phone's width without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: firstCard }).first()).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
    expect(widths.page).toBe(widths.viewport);
  });
}
