import { expect, test, type Page } from '@playwright/test';
import { founderWhoKnowsThePartner, fundWithAssociate } from '../../support/funds';
import { pdfWithPages } from '../../support/pdf';
import { shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `fund-room-${name}`);

test('a founder grants a data room to a fund: a member the founder does not know opens a document, and the founder sees who viewed it', async ({ page: founder, browser }) => {
  test.slow();
  const fund = await fundWithAssociate(browser);
  const { associate, fundName } = fund;
  // The founder knows the fund's partner; the associate is a stranger to the founder, reached through the fund.
  const { startupId } = await founderWhoKnowsThePartner(founder, fund);
  const room = (await (await founder.request.post('/api/data-rooms', { data: { startupId, name: 'Seed diligence' } })).json()) as { id: number };
  const upload = await founder.request.post(`/api/data-rooms/${room.id}/documents`, { multipart: { file: { name: 'Deck.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(['Seed deck']) } } });
  expect(upload.ok()).toBe(true);

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
