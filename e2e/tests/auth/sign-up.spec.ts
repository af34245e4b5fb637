import { expect, test } from '@playwright/test';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

test('a visitor signs up from the landing page, reaches onboarding, signs out and back in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('global capital');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);

  const email = uniqueEmail('visitor');
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Zainab' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
});

test('sign-up shows clear messages for bad input and creates no account', async ({ page }) => {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
});

test('sign-up with an email that is taken says so', async ({ page, browser }) => {
  const user = { firstName: 'Tunde', lastName: 'Ade', email: uniqueEmail('taken'), password: 'a-strong-password' };
  await signUpThroughPage(page, user);
  await expect(page).toHaveURL(/\/onboarding$/);

  const other = await browser.newPage();
  await signUpThroughPage(other, user);
  await expect(other.getByRole('alert')).toHaveText('An account with this email already exists');
  await other.close();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
