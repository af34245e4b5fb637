import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { signUpViaApi, type ApiUser } from '../../support/api-users';
import { connectViaApi } from '../../support/connections';
import { pdfWithPages } from '../../support/pdf';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';

const MEMO = pdfWithPages(['Investment memo', 'Financial plan']);

/** An investor in their own browser context, connected to the founder on `page`, granted `permission` on the room. */
async function grantee(browser: Browser, page: Page, founder: ApiUser, roomId: number, name: [string, string], permission: 'view' | 'download') {
  const context = await browser.newContext();
  const investorPage = await context.newPage();
  const investor = await signUpViaApi(investorPage.request, ...name);
  await connectViaApi({ request: page.request, id: founder.id }, { request: investorPage.request, id: investor.id });
  expect((await page.request.post(`/api/data-rooms/${roomId}/grants`, { data: { userId: investor.id, permission } })).ok()).toBe(true);
  return { investor, investorPage };
}

test('a view-only investor reads a PDF page by page in the app, with no download; an investor allowed to download gets a watermarked copy', async ({ page, browser }) => {
  const founder = await signUpViaApi(page.request, 'Zanele', 'Mokoena');
  expect((await page.request.post('/api/founders', { data: { bio: 'Cold chain for farmers.', location: 'Durban', expertiseTags: ['Finance'] } })).ok()).toBe(true);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Koel') });
  const room = await (await page.request.post('/api/data-rooms', { data: { startupId, name: 'Series A room' } })).json();
  const upload = await page.request.post(`/api/data-rooms/${room.id}/documents`, { multipart: { file: { name: 'Memo.pdf', mimeType: 'application/pdf', buffer: MEMO } } });
  expect(upload.ok()).toBe(true);
  const documentUrl = `/data-rooms/${room.id}/documents/${(await upload.json()).id}`;

  // View only: the pages are drawn on canvases in the app, and nothing offers a download.
  const viewer = await grantee(browser, page, founder, room.id, ['Thabo', 'Nkosi'], 'view');
  await viewer.investorPage.goto(documentUrl);
  await expect(viewer.investorPage.getByRole('heading', { name: 'Memo.pdf' })).toBeVisible();
  await expect(viewer.investorPage).toHaveTitle('Memo.pdf · Baobab');
  const firstPage = viewer.investorPage.getByRole('img', { name: 'Page 1 of 2' });
  await expect(firstPage).toHaveAttribute('aria-busy', 'false');
  expect(await firstPage.evaluate((canvas) => canvas.tagName)).toBe('CANVAS');
  await expect(viewer.investorPage.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  await expect(viewer.investorPage.getByText('View only: the owner has not allowed downloading or printing this document')).toBeVisible();
  await expect(viewer.investorPage.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await expect(viewer.investorPage.getByRole('button', { name: /Download|Print/ })).toHaveCount(0);
  // Keyboard: the page column takes focus and the right arrow moves to the next page.
  await viewer.investorPage.getByRole('region', { name: 'Memo.pdf' }).focus();
  await viewer.investorPage.keyboard.press('ArrowRight');
  await expect(viewer.investorPage.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  await expect(viewer.investorPage.getByRole('img', { name: 'Page 2 of 2' })).toHaveAttribute('aria-busy', 'false');
  await viewer.investorPage.getByRole('button', { name: 'Previous page' }).click();
  await expect(viewer.investorPage.getByText('Page 1 of 2', { exact: true })).toBeVisible();

  // Download permission: the same viewer, plus a Download button whose file carries the reader's name, e-mail and time.
  const downloader = await grantee(browser, page, founder, room.id, ['Lerato', 'Dube'], 'download');
  await downloader.investorPage.goto(documentUrl);
  await expect(downloader.investorPage.getByRole('img', { name: 'Page 2 of 2' })).toBeAttached();
  const [download] = await Promise.all([downloader.investorPage.waitForEvent('download'), downloader.investorPage.getByRole('link', { name: 'Download Memo.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('Memo.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.equals(MEMO)).toBe(false);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  expect(text).toHaveLength(2);
  for (const pageText of text) expect(pageText).toMatch(new RegExp(`Lerato Dube <${downloader.investor.email.replace(/[.+]/g, '\\$&')}> - \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`));
  expect(text[1]).toContain('Financial plan');

  await viewer.investorPage.context().close();
  await downloader.investorPage.context().close();
});
