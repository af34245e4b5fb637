import { expect, test } from '@playwright/test';
import { createStartups, onboardInvestor, signUp, uniqueWord } from '../../support/api-data';

test('an investor records an investment after a validation error and sees the cards change', async ({ page, baseURL }) => {
  const word = uniqueWord('Tamu');
  await createStartups(baseURL!, [`${word} Pay`]);
  await onboardInvestor(page.request);

  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(page.getByText('No portfolio companies yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Investment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record New Investment' });
  await dialog.getByRole('button', { name: 'Record Investment' }).click();
  for (const message of ['Please select a startup', 'Deal date is required', 'Investment amount is required', 'Round type is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByPlaceholder('Search startups (whole words)').fill(word);
  await dialog.getByLabel('Startup', { exact: true }).selectOption({ label: `${word} Pay - FinTech` });
  await dialog.getByLabel('Deal date').fill('2024-05-02');
  await dialog.getByLabel('Investment amount (USD)').fill('25000');
  await dialog.getByLabel('Equity percentage (optional)').fill('2.5');
  await dialog.getByLabel('Round type').selectOption('Seed');
  await dialog.getByRole('switch', { name: 'Lead investor' }).click();
  await dialog.getByRole('button', { name: 'Record Investment' }).click();

  await expect(page.getByText('Investment recorded successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(card('Total Invested')).toContainText('$25,000');
  await expect(card('Active Companies')).toContainText('1');
  await expect(card('Total Investments')).toContainText('1');
  await expect(card('Avg Ownership')).toContainText('2.50%');
  await expect(page.getByRole('heading', { name: `${word} Pay` })).toBeVisible();

  await page.getByRole('link', { name: `View details of ${word} Pay` }).click();
  await expect(page.getByRole('heading', { name: `${word} Pay`, level: 1 })).toBeVisible();
  await expect(page.getByText('Lead', { exact: true })).toBeVisible();
});

test('a founder opening the portfolio is told why and offered an investor profile', async ({ page }) => {
  await signUp(page.request, 'Musa');
  await page.request.post('/api/founders', { data: { bio: 'Building logistics software.', location: 'Kano', expertiseTags: ['Operations'] } });
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio is for investors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an investor profile' })).toHaveAttribute('href', '/onboarding');
});
