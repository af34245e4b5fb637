import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found with a way back', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation highlights the current section, including its child routes', async ({ page }) => {
  await page.goto('/jobs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Startups' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/startups/1');
  await expect(nav.getByRole('link', { name: 'Startups' })).toHaveAttribute('aria-current', 'page');
});

test('signed out, the nav offers Sign In and Sign Up but not Portfolio', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(header.getByRole('link', { name: 'Portfolio' })).toHaveCount(0);
  for (const name of ['Startups', 'Investors', 'Jobs', 'AI Insights']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();
  }
});

test('the landing page buttons go where the spec says', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Launch Your Startup' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Start as Founder' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Browse as Investor' })).toHaveAttribute('href', '/api/login');
  await page.getByRole('link', { name: 'Discover Deals' }).click();
  await expect(page).toHaveURL(/\/startups$/);
});

test('the phone menu opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Investors' }).click();
  await expect(page).toHaveURL(/\/investors$/);
});
