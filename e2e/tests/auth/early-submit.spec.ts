import { expect, test } from '@playwright/test';
import { shootPage } from '../../support/screenshots';
import { uniqueEmail } from '../../support/users';

/**
 * The sign-up page comes rendered by the server (decision 0074), so its form is on screen before the app has taken
 * it over. A click then must neither be lost nor let the browser send the form itself, as a GET with the password in
 * the URL (lib/early-submits.ts; the policy's form-action 'none' is checked in link-previews.test.ts).
 */
test('a sign-up clicked before the app has taken over the page is sent once it has, and never as a URL', async ({ page }) => {
  // The sign-in screen's code is held back, as on a slow connection: the server's form is there, the app not yet in it.
  let sendScreenCode!: () => void;
  const screenCodeHeld = new Promise<void>((resolve) => (sendScreenCode = resolve));
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await screenCodeHeld;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The entry has run by DOMContentLoaded (a module script); the held chunk only delays the load event.
  await page.goto('/login?mode=signup', { waitUntil: 'domcontentloaded' });

  const email = uniqueEmail('early');
  await page.getByLabel('First name').fill('Kofi');
  await page.getByLabel('Last name').fill('Asante');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('an-early-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Held: the page stays, and nothing has gone to the server yet.
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  expect(requested.filter((url) => url.includes('/api/auth/sign-up'))).toEqual([]);

  sendScreenCode();
  await expect(page.getByRole('status')).toContainText('Check your e-mail');
  await expect(page.getByRole('status')).toContainText(email);
  await shootPage(page, 'sign-up-sent-after-takeover');
  expect(requested.filter((url) => url.includes('an-early-password'))).toEqual([]);
});
