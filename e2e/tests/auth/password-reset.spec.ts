import { expect, test } from '@playwright/test';
import { emailsTo, resetLinkFor } from '../../support/outbox';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

test('a member who forgot the password resets it from the e-mailed link, once', async ({ page, browser }) => {
  const user = { firstName: 'Amara', lastName: 'Okafor', email: uniqueEmail('reset'), password: 'the-old-password' };
  const account = await browser.newPage();
  await signUpThroughPage(account, user);
  await expect(account).toHaveURL(/\/onboarding$/);
  await account.close();

  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account exists for that address, a reset link is on its way. It works once, for one hour.');

  const link = await resetLinkFor(user.email);
  expect((await emailsTo(user.email)).filter((message) => message.includes('/reset-password?token='))).toHaveLength(1);
  // The link names the server the browser talks to, so it opens here as it would from a mail client.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('the-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Please sign in with it.');

  // The old password no longer works.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  // The new one does.
  await page.getByLabel('Password').fill('the-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();

  // The same link a second time is refused with a clear message, and the password stays.
  const again = await browser.newPage();
  await again.goto(link.pathname + link.search);
  await again.getByLabel('New password').fill('a-third-password');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.getByRole('alert')).toContainText('This reset link is invalid or has expired. Please ask for a new one.');
  await expect(again.getByRole('status')).toHaveCount(0);
  await again.getByRole('alert').getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(again).toHaveURL(/\/forgot-password$/);
  await again.close();
});

test('the reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired. Please ask for a new one.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});
