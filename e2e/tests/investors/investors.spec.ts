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
  // Countries the investor names come first (stored as ISO codes, sorted), then regions.
  await expect(cards.first()).toContainText('Kenya, Nigeria');

  await page.getByLabel('Type').selectOption('angel');
  await expect(page.getByText('No investors found')).toBeVisible();
  await page.getByLabel('Type').selectOption('vc_partner');
  await cards.first().getByRole('link', { name: /View profile/ }).click();
  await expect(page.getByRole('heading', { name: `Tolu ${lastName}` })).toBeVisible();
  await expect(page.getByText('$1,000,000')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
});

test('an investor names Senegal and Côte d\'Ivoire in onboarding, and the directory finds them by country', async ({ page }) => {
  const lastName = uniqueWord('Diop');
  await signUpThroughPage(page, { firstName: 'Awa', lastName, email: uniqueEmail('investor-country'), password: 'a-strong-password' });
  await page.getByRole('radio', { name: /I'm an Investor/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Investor type').selectOption('angel');
  await page.getByLabel('Investment thesis').fill('Pre-seed cheques for payments founders in Dakar and Abidjan.');
  await page.getByLabel('FinTech').check();
  await page.getByLabel('Pre-Seed').check();
  // Africa's countries come first in the list; the regions are not needed when countries are named.
  await page.getByLabel('Add a country').selectOption({ label: 'Senegal' });
  await page.getByLabel('Add a country').selectOption({ label: 'Côte d’Ivoire' });
  await expect(page.getByRole('list', { name: 'Chosen countries' }).getByRole('button')).toHaveText(['Senegal', 'Côte d’Ivoire']);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/investors');
  await page.getByLabel('Search investors').fill(lastName);
  const cards = page.getByRole('list', { name: 'Investors' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Côte d’Ivoire, Senegal');
  for (const country of ['Senegal', 'Côte d’Ivoire']) {
    await page.getByLabel('Region or country').selectOption({ label: country });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Awa ${lastName}`);
  }
  // A region includes its countries: Africa finds her; Europe does not.
  await page.getByLabel('Region or country').selectOption({ label: 'Africa' });
  await expect(cards).toHaveCount(1);
  await page.getByLabel('Region or country').selectOption({ label: 'Europe' });
  await expect(page.getByText('No investors found')).toBeVisible();
  await page.getByLabel('Region or country').selectOption({ label: 'Ghana' });
  await expect(page.getByText('No investors found')).toBeVisible();
});
