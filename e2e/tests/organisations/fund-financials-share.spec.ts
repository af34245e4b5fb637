import { expect, test, type Page } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { connectViaApi } from '../../support/connections';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/fund-share-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const myId = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

test('a founder shares financials with a fund: both members read them, and the member removed from the fund reads nothing of them', async ({ page: founder, browser }) => {
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
  const startupName = uniqueWord('Ledger');
  const startupId = await createStartupViaApi(founder, { name: startupName });
  // The founder knows the fund's partner; the associate is a stranger to the founder, reached through the fund.
  await connectViaApi({ request: founder.request, id: await myId(founder) }, { request: partner.request, id: await myId(partner) });

  // The founder picks the fund in the share dialog, beside the people they know.
  await founder.goto(`/financial-tools?startup=${startupId}`);
  await founder.getByRole('button', { name: 'Share financials' }).click();
  const dialog = founder.getByRole('dialog', { name: 'Share financials' });
  await expect(dialog.getByLabel('Person')).toBeVisible();
  await dialog.getByLabel('Or a fund').selectOption({ label: fundName });
  await expect(dialog.getByText('Everyone in the fund sees what you share while they are a member; someone who leaves loses it at once.')).toBeVisible();
  await shoot(founder, 'dialog');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(founder.getByText('Financials shared', { exact: true })).toBeVisible();
  const sharing = founder.getByRole('list', { name: 'Who can see these financials' });
  await expect(sharing).toContainText(fundName);
  await expect(sharing).toContainText('Fund');
  await shoot(founder, 'sharing');

  // Both members read the financials, read only.
  for (const member of [partner, associate]) {
    await member.goto('/financial-tools');
    await expect(member.getByLabel('Startup', { exact: true })).toContainText(`${startupName} - FinTech (read only)`);
    await expect(member.getByText('Read only: Shared with you by the founder.')).toBeVisible();
  }
  await shoot(associate, 'member-reads');

  // The partner removes the associate from the fund: at her next request she reads nothing of it.
  expect((await partner.request.delete(`/api/organisations/${fund.id}/members/${await myId(associate)}`)).status()).toBe(204);
  await associate.goto('/financial-tools');
  await expect(associate.getByText(startupName)).toHaveCount(0);
  for (const part of ['cap-table', 'financial-model', 'valuation', 'funding-tracker']) {
    expect((await associate.request.get(`/api/startups/${startupId}/${part}`)).status()).toBe(404);
  }
  await shoot(associate, 'removed');
  // The partner, still a member, still reads.
  await partner.reload();
  await expect(partner.getByLabel('Startup', { exact: true })).toContainText(`${startupName} - FinTech (read only)`);
});
