import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, uniqueToken } from '../../support/api-users';

async function postViaApi(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post('/api/jobs', {
    data: { description: 'A role at a growing startup.', jobType: 'Full-time Employee', category: 'Engineering', location: 'Lagos', ...fields },
  });
  expect(response.status()).toBe(201);
}

/** Searches the board and returns the card of the one job with this title. */
async function findJobCard(page: Page, title: string) {
  await page.goto('/jobs');
  await page.getByLabel('Search opportunities').fill(title);
  const cards = page.getByRole('list', { name: 'Opportunities' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  return cards.filter({ has: page.getByRole('heading', { name: title }) });
}

test('post a job: a validation error first, then success', async ({ page }) => {
  const title = `Data Engineer ${uniqueToken('J')}`;
  await signUpViaApi(page.request, 'Folake', 'Ade');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Post Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post Opportunity' });
  await dialog.getByRole('button', { name: 'Post Opportunity' }).click();
  for (const message of ['Title is required', 'Description is required', 'Job type is required', 'Category is required', 'Location is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Own our data platform.');
  await dialog.getByLabel('Job type').selectOption('Full-time Employee');
  await dialog.getByLabel('Category').selectOption('Engineering');
  await dialog.getByLabel('Location').fill('Nairobi');
  await dialog.getByLabel('Minimum salary (USD per year)').fill('50000');
  await dialog.getByLabel('Maximum salary (USD per year)').fill('40000');
  await dialog.getByRole('button', { name: 'Post Opportunity' }).click();
  await expect(dialog.getByText('Minimum salary must not be more than the maximum salary')).toBeVisible();
  await dialog.getByLabel('Maximum salary (USD per year)').fill('70000');
  await dialog.getByRole('button', { name: 'Post Opportunity' }).click();
  await expect(page.getByText('Job posted successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search opportunities').fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('Apply opens the application URL in a new tab', async ({ page }) => {
  const title = `Url Role ${uniqueToken('J')}`;
  await signUpViaApi(page.request, 'Poster', 'Url');
  await postViaApi(page, { title, applicationUrl: 'https://example.com/apply' });
  const apply = (await findJobCard(page, title)).getByRole('link', { name: 'Apply' });
  await expect(apply).toHaveAttribute('href', 'https://example.com/apply');
  await expect(apply).toHaveAttribute('target', '_blank');
});

test('Apply drafts an e-mail when there is only an application e-mail', async ({ page }) => {
  const title = `Mail Role ${uniqueToken('J')}`;
  await signUpViaApi(page.request, 'Poster', 'Mail');
  await postViaApi(page, { title, applicationEmail: 'hiring@example.com' });
  await expect((await findJobCard(page, title)).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `mailto:hiring@example.com?subject=${encodeURIComponent(`Application for ${title}`)}`);
});

test("Apply shows the poster's contact information otherwise", async ({ page }) => {
  const title = `Contact Role ${uniqueToken('J')}`;
  const poster = await signUpViaApi(page.request, 'Kemi', 'Contact');
  await postViaApi(page, { title });
  await (await findJobCard(page, title)).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Contact Information').first()).toBeVisible();
  await expect(page.getByText(`Contact Kemi Contact at ${poster.email}`).first()).toBeVisible();
});

test('save a job, see it under Saved, and unsave it', async ({ page }) => {
  const title = `Saved Role ${uniqueToken('J')}`;
  await signUpViaApi(page.request, 'Saver', 'One');
  await postViaApi(page, { title, category: 'Advisory', jobType: 'Advisor' });
  await (await findJobCard(page, title)).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${title} has been saved to your favorites`).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Advisors' }).click();
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByText('You have not saved any opportunities yet')).toBeVisible();
});
