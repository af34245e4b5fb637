import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../support/api-users';
import { pdfWithPages } from '../../support/pdf';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';
import { shootPage } from '../../support/screenshots';

const DECK = pdfWithPages(['Seed deck']);

test('an investor requests data-room access from the startup page, the founder approves, and the investor opens the deck', async ({ page, browser }) => {
  await signUpViaApi(page.request, 'Amara', 'Diallo');
  expect((await page.request.post('/api/founders', { data: { bio: 'Solar for schools.', location: 'Dakar', expertiseTags: ['Finance'] } })).ok()).toBe(true);
  const startupName = uniqueWord('Soleil');
  const startupId = await createStartupViaApi(page, { name: startupName });
  const room = await (await page.request.post('/api/data-rooms', { data: { startupId, name: 'Seed room' } })).json();
  const upload = await page.request.post(`/api/data-rooms/${room.id}/documents`, { multipart: { file: { name: 'Deck.pdf', mimeType: 'application/pdf', buffer: DECK } } });
  expect(upload.ok()).toBe(true);

  // A stranger (no connection, no grant) asks from the startup page.
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  const investor = await signUpViaApi(investorPage.request, 'Kwame', 'Boateng');
  await investorPage.goto(`/startups/${startupId}`);
  await investorPage.getByRole('button', { name: 'Request data room access' }).click();
  await investorPage.getByLabel('Message to the founder (optional)').fill('We invest in climate seed rounds.');
  await investorPage.getByRole('button', { name: 'Send request' }).click();
  await expect(investorPage.getByText('Access requested: waiting for the founder')).toBeVisible();
  await expect(investorPage.getByText('Deck.pdf')).toHaveCount(0);

  // The founder sees the request in the room and approves view-only access.
  await page.goto(`/data-rooms/${room.id}?tab=access`);
  await expect(page.getByText(`Kwame Boateng (${investor.email})`)).toBeVisible();
  await expect(page.getByText('“We invest in climate seed rounds.”')).toBeVisible();
  await page.getByRole('button', { name: 'Approve Kwame Boateng' }).click();
  await expect(page.getByText(/Kwame Boateng \(.*\) · approved on /)).toBeVisible();
  await shootPage(page, 'room-access-answered');

  // The investor is told, opens the room from the startup page, and views the deck in the app.
  await investorPage.goto('/notifications');
  await expect(investorPage.getByText(`Amara Diallo gave you access to Seed room`)).toBeVisible();
  await investorPage.goto(`/startups/${startupId}`);
  await investorPage.getByRole('link', { name: 'Open data room' }).click();
  await expect(investorPage.getByRole('heading', { name: 'Seed room' })).toBeVisible();
  const [viewed] = await Promise.all([
    investorPage.waitForResponse((r) => r.url().includes('/content?disposition=inline')),
    investorPage.getByRole('link', { name: 'View Deck.pdf' }).click(),
  ]);
  expect(viewed.status()).toBe(200);
  expect(Number(viewed.headers()['x-view-id'])).toBeGreaterThan(0);
  await expect(investorPage.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();

  // The founder's trail shows the request, the approval and the view.
  await page.goto(`/data-rooms/${room.id}?tab=activity`);
  await expect(page.getByText('Kwame Boateng asked for access')).toBeVisible();
  await expect(page.getByText(/Amara Diallo approved a request: view access to the whole room/)).toBeVisible();
  await expect(page.getByText('Kwame Boateng viewed Deck.pdf (v1)')).toBeVisible();

  // In Arabic the answered request is the Arabic sentence, the requester's Latin name isolated in it (decision 0062).
  await page.goto(`/data-rooms/${room.id}?tab=access`);
  await page.locator('select').filter({ has: page.locator('option[value="ar"]') }).first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const answered = page.getByRole('listitem').filter({ hasText: /Kwame Boateng \(.*\) · مقبول في / });
  await expect(answered).toBeVisible();
  await expect(answered.getByText(`Kwame Boateng (${investor.email})`, { exact: true })).toHaveAttribute('dir', 'auto');
  await shootPage(page, 'room-access-answered-ar');
  await investorContext.close();
});
