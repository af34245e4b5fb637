import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../support/api-users';

test('a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
});

test('edit and save a profile, with a URL validation error first', async ({ page }) => {
  await signUpViaApi(page.request, 'Ngozi', 'Eze');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Headline').fill('Agritech founder <b>not bold</b>');
  await page.getByLabel('Location').fill('Kigali, Rwanda');
  await page.getByLabel('Bio').fill('Building cold storage for smallholder farmers.');
  await page.getByLabel('Skills (comma separated)').fill('Operations, Supply chain, Finance');
  await page.getByLabel('Experience level').selectOption('senior');
  await page.getByLabel('Seeking Co-founder').click();
  await page.getByLabel('LinkedIn URL').fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();

  await page.getByLabel('LinkedIn URL').fill('https://linkedin.com/in/ngozi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // User text is shown as text, never as HTML.
  await expect(page.getByText('Agritech founder <b>not bold</b>')).toBeVisible();
  await expect(page.getByText('Seeking Co-founder')).toBeVisible();
  await expect(page.getByRole('link', { name: /linkedin.com\/in\/ngozi/ })).toHaveAttribute('href', 'https://linkedin.com/in/ngozi');

  await page.reload();
  await expect(page.getByText('Kigali, Rwanda')).toBeVisible();
  await expect(page.getByText('Supply chain')).toBeVisible();
});

test('add an experience item, refusing an end date before the start', async ({ page }) => {
  await signUpViaApi(page.request, 'Tendai', 'Moyo');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Experience' });
  await dialog.getByLabel('Title').fill('Head of Operations');
  await dialog.getByLabel('Company or school').fill('Twiga Foods');
  await dialog.getByLabel('Start date').fill('2020-05-01');
  await dialog.getByLabel('End date').fill('2019-01-01');
  await dialog.getByRole('button', { name: 'Save experience' }).click();
  await expect(dialog.getByText('End date must be after the start date')).toBeVisible();

  await dialog.getByLabel('I currently do this').click();
  await dialog.getByRole('button', { name: 'Save experience' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Experience' });
  await expect(list.getByText('Head of Operations')).toBeVisible();
  await expect(list.getByText(/Present/)).toBeVisible();
  await expect(page.getByText('Experience Items').locator('..')).toContainText('1');
});
