import { expect, test, type Page } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/saved-searches-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an investor saves a directory search; a founder publishes a matching startup and it reaches the search’s inbox through the sweep', async ({ page, baseURL }) => {
  test.slow();
  await onboardInvestor(page.request, 'Adaeze');
  const word = uniqueWord('Savanna');

  // The directory, filtered by its URL, is saved with a name and a weekly e-mail.
  await page.goto(`/startups?q=${word}&sector=fintech`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name').fill('Fintech rails');
  await page.getByLabel('E-mail').selectOption('weekly');
  await shoot(page, 'save');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();

  // Saved searches are in the user menu.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Saved searches', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  await expect(page.getByText('No matching startups yet')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('weekly');

  // A founder publishes a startup the search matches.
  const [matching] = await createStartups(baseURL!, [`${word} Rails`]);

  // The periodic sweep (every 2 s in this run) brings it; the screen shows it on the next load. The list's count
  // and the inbox are two requests: a sweep landing between them shows the match with the count of the load before,
  // so the page is loaded again until both show it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: `${word} Rails` })).toBeVisible({ timeout: 1_000 });
    await expect(page.getByRole('link', { name: 'Fintech rails' }).getByText('1', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await shoot(page, 'inbox');

  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page.getByText('New', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as seen' })).toBeDisabled();

  // The match leads to the startup; "Open in the directory" to the saved filters.
  await page.getByRole('link', { name: 'Open in the directory' }).click();
  await expect(page).toHaveURL(new RegExp(`/startups\\?q=${word}&sector=fintech`));
  await expect(page.getByRole('link', { name: new RegExp(`${word} Rails`) }).first()).toBeVisible();
  expect(matching).toBeGreaterThan(0);
});
