import { expect, test, type Page } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `funds-${name}`);

test('a fund admin lists the fund from its profile; a signed-out visitor finds it from the investor directory, without its members’ names, until it is unlisted', async ({ page, browser }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const name = `Kora Angels ${tag}`;
  await onboardInvestor(page.request, 'Kwame');
  await page.goto('/organisations');
  await page.getByLabel('Organisation name').fill(name);
  await page.getByLabel('Type of organisation').selectOption('angel-network');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The admin fills in the profile and lists it; a bad cheque is refused under its field first.
  const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
  await profile.getByLabel('Investment thesis').fill('Angels backing agritech and fintech founders in Ghana and Côte d’Ivoire.');
  await profile.getByText('Seed', { exact: true }).click();
  await profile.getByText('AgriTech', { exact: true }).click();
  await profile.getByLabel('Add a country').selectOption('GH');
  await profile.getByLabel('Smallest cheque (US dollars)').fill('ten thousand');
  await profile.getByLabel('Show in the directory of funds and networks').check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(/Write the amount as a number with its currency/)).toBeVisible();
  await profile.getByLabel('Smallest cheque (US dollars)').fill('10K');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Listed in the directory of funds and networks')).toBeVisible();
  await shoot(page, 'admin-profile');

  // A visitor who is not signed in goes from the investor directory to the fund's page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/investors');
  await visitor.getByRole('link', { name: 'See funds, angel networks and syndicates' }).click();
  await expect(visitor.getByRole('heading', { name: 'Funds and networks', level: 1 })).toBeVisible();
  await visitor.getByLabel('Search by name or thesis').fill(tag);
  await visitor.getByLabel('Type', { exact: true }).selectOption('angel-network');
  await expect(visitor).toHaveURL(/kind=angel-network/);
  const card = visitor.getByRole('list', { name: 'Funds and networks' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Angel network · 1 member · Cheques from $10,000');
  await shoot(visitor, 'directory');
  await card.getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Angels backing agritech and fintech founders in Ghana and Côte d’Ivoire.')).toBeVisible();
  await expect(visitor.getByText('Ghana', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Kwame')).toHaveCount(0);
  await shoot(visitor, 'public-page');

  // Unlisted, it is gone from the directory and its page at once.
  await profile.getByLabel('Show in the directory of funds and networks').uncheck();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Listed in the directory of funds and networks')).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('Organisation not found');
  await visitorContext.close();
});
