import { expect, test } from '@playwright/test';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

test('a founder onboards: a validation error first, then success and the dashboard', async ({ page }) => {
  await signUpThroughPage(page, { firstName: 'Chidi', lastName: 'Okeke', email: uniqueEmail('onboard-founder'), password: 'a-strong-password' });
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('50%')).toBeVisible();

  await page.getByRole('radio', { name: /I'm a Founder/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('100%')).toBeVisible();

  await page.getByLabel('Bio').fill('Too short');
  await page.getByLabel('Location').fill('Lagos, Nigeria');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Bio must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Select at least one expertise area')).toBeVisible();

  await page.getByLabel('Bio').fill('Building credit scoring for informal traders in Lagos.');
  await page.getByLabel('Technology').check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(page.getByText('Profile created successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Chidi' })).toBeVisible();
  await expect(page.getByText('Readiness Score', { exact: true }).first()).toBeVisible();

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Your profiles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit founder profile' })).toBeVisible();
});

test('an investor onboards, with the ticket order enforced, and gets the investor dashboard', async ({ page }) => {
  await signUpThroughPage(page, { firstName: 'Halima', lastName: 'Yusuf', email: uniqueEmail('onboard-investor'), password: 'a-strong-password' });
  await page.getByRole('radio', { name: /I'm an Investor/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Investor type').selectOption('angel');
  await page.getByLabel('Investment thesis').fill('Pre-seed cheques for fintech founders across West Africa.');
  await page.getByLabel('Minimum ticket size (USD)').fill('50000');
  await page.getByLabel('Average ticket size (USD)').fill('20000');
  await page.getByLabel('Maximum ticket size (USD)').fill('100000');
  await page.getByLabel('FinTech').check();
  await page.getByLabel('Add a country').selectOption({ label: 'Nigeria' });
  await expect(page.getByRole('button', { name: 'Remove Nigeria' })).toBeVisible();
  await page.getByLabel('Pre-Seed').check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Ticket sizes must satisfy minimum ≤ average ≤ maximum')).toBeVisible();

  await page.getByLabel('Minimum ticket size (USD)').fill('10000');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Profile created successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Startups Viewed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deal Pipeline' })).toBeVisible();
});

test('onboarding opened in a fresh page load toasts and redirects, and its answers reach the profile', async ({ page }) => {
  await signUpThroughPage(page, { firstName: 'Kofi', lastName: 'Mensah', email: uniqueEmail('onboard-fresh'), password: 'a-strong-password' });
  await expect(page).toHaveURL(/\/onboarding$/);
  // A new page load: the onboarding status is fetched anew, as when a person comes back later.
  await page.goto('/onboarding');
  await page.getByRole('radio', { name: /I'm a Founder/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Bio').fill('Cold-chain logistics for fishermen on Lake Volta.');
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByLabel('Technology').check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Profile created successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expect(page.getByText('Cold-chain logistics for fishermen on Lake Volta.')).toBeVisible();
  await expect(page.getByText('Accra, Ghana').first()).toBeVisible();
});
