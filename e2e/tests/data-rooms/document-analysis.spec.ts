import { expect, test } from '@playwright/test';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { signUpViaApi } from '../../support/api-users';
import { connectViaApi } from '../../support/connections';
import { pdfWithPages } from '../../support/pdf';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';

const DECK = pdfWithPages(['Revenue grew 20% a month to $40k MRR', 'We are raising $1M to reach Kenya']);

test('a founder analyses a room document through its queued task, and a grantee is told of the new document', async ({ page, browser }) => {
  const founder = await signUpViaApi(page.request, 'Ama', 'Owusu');
  expect((await page.request.post('/api/founders', { data: { bio: 'Building payments for market traders.', location: 'Accra', expertiseTags: ['Finance'] } })).ok()).toBe(true);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Sika') });
  const room = await (await page.request.post('/api/data-rooms', { data: { startupId, name: 'Seed diligence' } })).json();

  // A connection granted the whole room before the deck arrives.
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  const investor = await signUpViaApi(investorPage.request, 'Ife', 'Adeyemi');
  await connectViaApi({ request: page.request, id: founder.id }, { request: investorPage.request, id: investor.id });
  expect((await page.request.post(`/api/data-rooms/${room.id}/grants`, { data: { userId: investor.id, permission: 'view' } })).ok()).toBe(true);

  await page.goto(`/data-rooms/${room.id}`);
  await page.getByLabel('File').setInputFiles({ name: 'Deck.pdf', mimeType: 'application/pdf', buffer: DECK });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Deck.pdf', { exact: true })).toBeVisible();

  // The e2e server answers every analysis 202 (DOCUMENT_WAIT_SECONDS=0): the screen follows the task.
  await page.getByRole('button', { name: 'Analyse Deck.pdf' }).click();
  const analysis = page.getByRole('region', { name: 'Analysis of Deck.pdf' });
  await analysis.getByLabel('Document type of Deck.pdf').selectOption({ label: 'Pitch Deck' });
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/analysis') && r.request().method() === 'POST'), analysis.getByRole('button', { name: 'Analyse latest version' }).click()]);
  expect(answer.status()).toBe(202);
  await expect(page.getByText(dataRoomMessages.analysed, { exact: true })).toBeVisible();
  await expect(analysis.getByText(/Pitch Deck · v1 ·/)).toBeVisible();

  // The grantee's bell has the new document, leading to it.
  await investorPage.goto('/notifications');
  const notice = investorPage.getByRole('link', { name: /added "Deck\.pdf" to Seed diligence/ });
  await expect(notice).toBeVisible();
  await investorContext.close();
});
