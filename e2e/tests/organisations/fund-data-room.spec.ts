import { expect, test, type Page } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { connectViaApi } from '../../support/connections';
import { pdfWithPages } from '../../support/pdf';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/fund-room-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const myId = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

test('a founder grants a data room to a fund: a member the founder does not know opens a document, and the founder sees who viewed it', async ({ page: founder, browser }) => {
  test.slow();
  const partner = await (await browser.newContext()).newPage();
  const associate = await (await browser.newContext()).newPage();
  await onboardInvestor(partner.request, 'Awa');
  const associateEmail = await onboardInvestor(associate.request, 'Nana');
  const fundName = `Sahel ${uniqueWord('Fund')}`;
  const fund = (await (await partner.request.post('/api/organisations', { data: { name: fundName, kind: 'fund' } })).json()) as { id: number };
  const invitation = (await (await partner.request.post(`/api/organisations/${fund.id}/invitations`, { data: { email: associateEmail, role: 'member' } })).json()) as { id: number };
  expect((await associate.request.post(`/api/organisations/invitations/${invitation.id}/accept`)).ok()).toBe(true);

  await signUpFounder(founder);
  const startupId = await createStartupViaApi(founder, { name: uniqueWord('Ledger') });
  const room = (await (await founder.request.post('/api/data-rooms', { data: { startupId, name: 'Seed diligence' } })).json()) as { id: number };
  const upload = await founder.request.post(`/api/data-rooms/${room.id}/documents`, { multipart: { file: { name: 'Deck.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(['Seed deck']) } } });
  expect(upload.ok()).toBe(true);
  // The founder knows the fund's partner; the associate is a stranger to the founder, reached through the fund.
  await connectViaApi({ request: founder.request, id: await myId(founder) }, { request: partner.request, id: await myId(partner) });

  // The founder picks the fund in the room's grant form, beside the connection and the address.
  await founder.goto(`/data-rooms/${room.id}`);
  await founder.getByRole('tab', { name: 'Access' }).click();
  const form = founder.getByRole('form', { name: 'Grant access' });
  await expect(form.getByLabel('Connection')).toBeVisible();
  await form.getByLabel('Or a fund').selectOption({ label: fundName });
  await expect(form.getByText('A fund one of your connections belongs to: everyone in it can open what you grant while they are a member; someone who leaves loses it at once.')).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toBeDisabled();
  await shoot(founder, 'grant-form');
  await form.getByRole('button', { name: 'Grant access' }).click();
  await expect(founder.getByText('Access granted', { exact: true })).toBeVisible();
  const granted = founder.getByRole('listitem').filter({ hasText: fundName });
  await expect(granted).toContainText('Fund');
  await expect(granted).toContainText('View only · whole room');
  await expect(founder.getByRole('button', { name: `Revoke access for ${fundName}` })).toBeVisible();
  await shoot(founder, 'granted');

  // The associate is told, naming the fund, and finds the room among those shared with them.
  await associate.goto('/notifications');
  await expect(associate.getByRole('link', { name: `Ngozi Eze shared Seed diligence with ${fundName}` })).toBeVisible();
  await associate.goto('/data-rooms');
  await associate.getByRole('link', { name: 'Seed diligence' }).click();
  await expect(associate.getByRole('heading', { name: 'Seed diligence' })).toBeVisible();
  await expect(associate.getByRole('link', { name: 'Download Deck.pdf' })).toHaveCount(0);
  await shoot(associate, 'member-room');
  const [viewed] = await Promise.all([associate.waitForResponse((r) => r.url().includes('/content?disposition=inline')), associate.getByRole('link', { name: 'View Deck.pdf' }).click()]);
  expect(viewed.status()).toBe(200);
  await expect(associate.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await shoot(associate, 'member-viewer');

  // The founder sees the view under the associate's own name: in the trail and in the deck's views.
  await founder.goto(`/data-rooms/${room.id}?tab=activity`);
  await expect(founder.getByText('Nana Test viewed Deck.pdf (v1)')).toBeVisible();
  await founder.getByRole('tab', { name: 'Documents' }).click();
  await founder.getByRole('button', { name: 'Views of Deck.pdf' }).click();
  await expect(founder.getByRole('region', { name: 'Views of Deck.pdf' })).toContainText('Nana Test · v1');
  await shoot(founder, 'views');

  // The grant form and the list in French.
  await founder.getByLabel('Language').selectOption('fr');
  await founder.getByRole('tab', { name: 'Accès' }).click();
  await expect(founder.getByLabel('Ou un fonds')).toBeVisible();
  await expect(founder.getByRole('heading', { name: 'Personnes et fonds ayant accès' })).toBeVisible();
  await expect(founder.getByRole('listitem').filter({ hasText: fundName })).toContainText('Fonds');
  await shoot(founder, 'granted-fr');
});
