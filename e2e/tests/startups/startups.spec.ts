import { expect, test } from '@playwright/test';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

test('a founder creates a startup on the dashboard and finds it by search in the directory', async ({ page }) => {
  const name = uniqueWord('Kijani');
  await signUpFounder(page);
  await page.goto('/dashboard');
  // Wait for the dashboard's data so late-arriving cards do not shift the button under the click.
  await expect(page.getByText('No matches yet')).toBeVisible();
  await expect(page.getByText(/^\d+\/100$/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Your Startup Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Startup Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Startup Profile' }).click();
  await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please select a sector')).toBeVisible();

  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Description').fill('Solar cold storage for fish traders on Lake Victoria.');
  await page.getByLabel('Sector').selectOption('CleanTech');
  await page.getByLabel('Region').selectOption('Africa');
  await page.getByLabel('Funding stage').selectOption('Seed');
  await page.getByLabel('Raising amount').fill('KES 50M');
  await page.getByLabel('Team size').fill('5');
  await page.getByLabel('Business model').selectOption('Subscription');
  await page.getByRole('button', { name: 'Create Startup Profile' }).click();

  await expect(page.getByText('Startup Created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  await page.goto('/startups');
  await expect(page.getByRole('heading', { name: 'Discover Startups' })).toBeVisible();
  await page.getByLabel('Search startups').fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(page.getByText('Startups found')).toBeVisible();
});

test('filters narrow the directory, are kept in the URL, and say when nothing matches', async ({ page }) => {
  const word = uniqueWord('Mavuno');
  await signUpFounder(page);
  await createStartupViaApi(page, { name: `${word} Farms`, description: `${word} connects maize farmers to buyers.`, sector: 'AgriTech', fundingStage: 'Pre-Seed' });

  await page.goto(`/startups?q=${word}`);
  await expect(page.getByRole('list', { name: 'Startups' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Sector').selectOption('agritech');
  await page.getByLabel('Stage').selectOption('pre-seed');
  await expect(page).toHaveURL(/sector=agritech/);
  await expect(page.getByRole('list', { name: 'Startups' }).getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('Stage').selectOption('series-a');
  await expect(page.getByText('No startups found')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Stage')).toHaveValue('series-a');
  await page.getByRole('button', { name: 'Advanced search' }).click();
  await expect(page.getByLabel('Traction')).toBeVisible();
});

test('a visitor opens a startup detail page with its explained score and a Connect prompt', async ({ page, browser }) => {
  const name = uniqueWord('Tuma');
  await signUpFounder(page);
  const id = await createStartupViaApi(page, { name, website: 'https://tuma.example' });

  await page.goto(`/startups/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByText(/profile views? from signed-in visitors/)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/startups?q=${name}`);
  await visitor.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/startups/${id}$`));
  await expect(visitor.getByText('Baobab score')).toBeVisible();
  // The score is the startup's assessment for this visitor, with its range and what it rests on (decision 0042).
  await expect(visitor.getByText(/^\d+, likely \d+–\d+$/)).toBeVisible();
  await expect(visitor.getByText(/^Based on \d+ of 10 fact groups$/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: `Connect with ${name}: sign in first` })).toHaveAttribute('href', '/api/login');
  await visitor.close();

  await page.goto('/startups/99999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('Next continues the newest-first directory with the page cursor, and a shared page link still opens', async ({ page }) => {
  const word = uniqueWord('Safari');
  await signUpFounder(page);
  for (let i = 0; i < 21; i += 1) await createStartupViaApi(page, { name: `${word} ${i}` });

  await page.goto('/startups');
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  const nextPage = page.waitForRequest((request) => request.url().includes('/api/startups?') && request.url().includes('cursor='));
  await page.getByRole('button', { name: 'Next' }).click();
  const cursorRequest = await nextPage;
  expect(new URL(cursorRequest.url()).searchParams.has('offset')).toBe(false);
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).toBeVisible();

  // A reloaded or shared page=2 link has no cursor yet: it asks by offset.
  const deepLink = page.waitForRequest((request) => request.url().includes('/api/startups?') && request.url().includes('offset=20'));
  await page.reload();
  await deepLink;
  await expect(cards.first()).toBeVisible();
});
