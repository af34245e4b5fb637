import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../support/api-users';
import { connectViaApi } from '../../support/connections';
import { pdfWithPages } from '../../support/pdf';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';
import { shootPage } from '../../support/screenshots';

const DECK = pdfWithPages(['Seed deck']);

test('a founder shares a deck with a connection, sees the view in the audit trail, and revokes access', async ({ page, browser }) => {
  const founder = await signUpViaApi(page.request, 'Ama', 'Owusu');
  const onboarded = await page.request.post('/api/founders', { data: { bio: 'Building payments for market traders.', location: 'Accra', expertiseTags: ['Finance'] } });
  expect(onboarded.ok()).toBe(true);
  const startupName = uniqueWord('Sika');
  await createStartupViaApi(page, { name: startupName });

  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  const investor = await signUpViaApi(investorPage.request, 'Ife', 'Adeyemi');
  await connectViaApi({ request: page.request, id: founder.id }, { request: investorPage.request, id: investor.id });

  // The founder creates a room and uploads the deck.
  await page.goto('/data-rooms');
  await page.getByRole('button', { name: 'New data room' }).click();
  await page.getByLabel('Startup').selectOption({ label: startupName });
  await page.getByLabel('Room name').fill('Seed diligence');
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page.getByRole('heading', { name: 'Seed diligence' })).toBeVisible();
  const roomUrl = page.url();
  await page.getByLabel('File').setInputFiles({ name: 'Deck.pdf', mimeType: 'application/pdf', buffer: DECK });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Deck.pdf', { exact: true })).toBeVisible();

  // ... grants the investor view-only access.
  await page.getByRole('tab', { name: 'Access' }).click();
  await page.getByLabel('Connection').selectOption({ label: 'Ife Adeyemi' });
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByText(`Ife Adeyemi (${investor.email})`)).toBeVisible();

  // The investor finds the room and views the deck.
  await investorPage.goto('/data-rooms');
  await investorPage.getByRole('link', { name: 'Seed diligence' }).click();
  const view = investorPage.getByRole('link', { name: 'View Deck.pdf' });
  await expect(view).toBeVisible();
  await expect(investorPage.getByRole('link', { name: 'Download Deck.pdf' })).toHaveCount(0);
  // View opens the in-app viewer, which fetches the PDF inline once (one audited view).
  const [viewed] = await Promise.all([investorPage.waitForResponse((r) => r.url().includes('/content?disposition=inline')), view.click()]);
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-disposition']).toMatch(/^inline/);
  const contentUrl = viewed.url();
  await expect(investorPage.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();

  // The founder sees the view in the audit trail, then revokes.
  await page.goto(`${roomUrl}?tab=activity`);
  await expect(page.getByText('Ife Adeyemi viewed Deck.pdf (v1)')).toBeVisible();
  await page.getByRole('tab', { name: 'Access' }).click();
  await page.getByRole('button', { name: `Revoke access for ${investor.email}` }).click();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  await shootPage(page, 'room-grant-revoked');

  // The investor can no longer open the room or the deck.
  await investorPage.reload();
  await expect(investorPage.getByText('This data room does not exist or you no longer have access to it')).toBeVisible();
  expect((await investorPage.request.get(contentUrl)).status()).toBe(404);
  await investorContext.close();
});
