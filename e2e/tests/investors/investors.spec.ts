import { expect, test } from '@playwright/test';
import { uniqueWord } from '../../support/profiles';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

test('investors are found by name, filtered by type, and open on their profile', async ({ page }) => {
  const lastName = uniqueWord('Adeyemi');
  await signUpThroughPage(page, { firstName: 'Tolu', lastName, email: uniqueEmail('investor'), password: 'a-strong-password' });
  await page.waitForURL(/\/onboarding$/);
  const created = await page.request.post('/api/investors', {
    data: {
      type: 'vc_partner',
      investmentThesis: 'Series A rounds for B2B software companies in Africa.',
      minTicketSize: 250000,
      averageTicketSize: 1000000,
      maxTicketSize: 3000000,
      sectors: ['FinTech', 'SaaS', 'Logistics', 'E-commerce', 'AgriTech'],
      geographies: ['Nigeria', 'Kenya', 'Africa'],
      stages: ['Series A'],
      linkedinUrl: '',
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/investors');
  await expect(page.getByRole('heading', { name: 'Connect with Investors' })).toBeVisible();
  await page.getByLabel('Search investors').fill(lastName);
  const cards = page.getByRole('list', { name: 'Investors' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('+2');
  await expect(cards.first()).toContainText('Nigeria, Kenya');

  await page.getByLabel('Type').selectOption('angel');
  await expect(page.getByText('No investors found')).toBeVisible();
  await page.getByLabel('Type').selectOption('vc_partner');
  await cards.first().getByRole('link', { name: /View profile/ }).click();
  await expect(page.getByRole('heading', { name: `Tolu ${lastName}` })).toBeVisible();
  await expect(page.getByText('$1,000,000')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
});
