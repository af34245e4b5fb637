import { expect, test } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';

// Every signed-in screen is two clicks from anywhere: the avatar, then the screen.
const screens = [
  { name: 'Profile', url: /\/profile$/ },
  { name: 'Dashboard', url: /\/dashboard$/ },
  { name: 'Edit profile', url: /\/onboarding$/ },
  { name: 'Get verified', url: /\/verification$/ },
  { name: 'Network', url: /\/network$/ },
  { name: 'Messages', url: /\/messages$/ },
  { name: 'Notifications', url: /\/notifications$/ },
  { name: 'Financial Tools', url: /\/financial-tools$/ },
  { name: 'Data Rooms', url: /\/data-rooms$/ },
  { name: 'Analytics', url: /\/analytics$/ },
  { name: 'AI Insights', url: /\/ai-insights$/ },
  { name: 'Saved searches', url: /\/saved-searches$/ },
  { name: 'Portfolio', url: /\/portfolio$/ },
  { name: 'Deal Flow', url: /\/portfolio\/deal-flow$/ },
];

test('the user menu names who is signed in and reaches every screen', async ({ page }) => {
  test.setTimeout(60_000);
  await onboardInvestor(page.request);
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Your account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ifeoma Test');
  await expect(menu).toContainText('Investor');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  await page.keyboard.press('Escape');

  for (const screen of screens) {
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: screen.name, exact: true }).click();
    await expect(page).toHaveURL(screen.url);
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
});

test('the user menu works from the keyboard and gives focus back', async ({ page }) => {
  await onboardInvestor(page.request);
  await page.goto('/startups');
  const avatar = page.getByRole('button', { name: 'Your account' });
  // The menu's own trigger (its chunk has arrived) says whether it is expanded.
  await expect(avatar).toHaveAttribute('aria-expanded', 'false');
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(avatar).toBeFocused();
});

test("the dashboard has one bar: its links, Messages and the avatar live in the shell's header", async ({ page }) => {
  await onboardInvestor(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toHaveCount(1);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute('href', '/messages');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  // The dashboard header's role-worded links (the spec's dashboard header) stay on the dashboard.
  const links = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(links.getByRole('link', { name: 'Discover Startups' })).toHaveAttribute('href', '/startups');
  await expect(links.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/investors');
  await page.getByRole('list', { name: 'Shortcuts' }).getByRole('link', { name: 'Financial Tools' }).click();
  await expect(page).toHaveURL(/\/financial-tools$/);
});

test('on a phone the menu holds the nav items, who is signed in and every screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onboardInvestor(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Your account' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Your account' });
  await expect(account).toContainText('Ifeoma Test');
  await expect(account.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await account.getByRole('link', { name: 'Data Rooms' }).click();
  await expect(page).toHaveURL(/\/data-rooms$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBe(widths.viewport);
});
