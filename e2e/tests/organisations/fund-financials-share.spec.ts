import { expect, test, type Page } from '@playwright/test';
import { founderWhoKnowsThePartner, fundWithAssociate, signedInUserId } from '../../support/funds';
import { shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `fund-share-${name}`);

test('a founder shares financials with a fund: both members read them, the member removed from the fund reads nothing of them, and after the founder revokes neither does the partner', async ({ page: founder, browser }) => {
  test.slow();
  const fund = await fundWithAssociate(browser);
  const { partner, associate, fundName } = fund;
  // The founder knows the fund's partner; the associate is a stranger to the founder, reached through the fund.
  const { startupId, startupName } = await founderWhoKnowsThePartner(founder, fund);

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
  expect((await partner.request.delete(`/api/organisations/${fund.fundId}/members/${await signedInUserId(associate)}`)).status()).toBe(204);
  await associate.goto('/financial-tools');
  await expect(associate.getByText(startupName)).toHaveCount(0);
  for (const part of ['cap-table', 'financial-model', 'valuation', 'funding-tracker']) {
    expect((await associate.request.get(`/api/startups/${startupId}/${part}`)).status()).toBe(404);
  }
  await shoot(associate, 'removed');
  // The partner, still a member, still reads.
  await partner.reload();
  await expect(partner.getByLabel('Startup', { exact: true })).toContainText(`${startupName} - FinTech (read only)`);

  // The founder revokes the fund's share: the row says so, and the partner, still a member, reads nothing of it.
  await founder.reload();
  await founder.getByRole('button', { name: `Revoke ${fundName}` }).click();
  await expect(founder.getByText('Access revoked', { exact: true })).toBeVisible();
  const row = founder.getByRole('list', { name: 'Who can see these financials' }).getByRole('listitem').filter({ hasText: fundName });
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke ${fundName}` })).toHaveCount(0);
  await shoot(founder, 'revoked');
  await partner.goto('/financial-tools');
  await expect(partner.getByText(startupName)).toHaveCount(0);
  for (const part of ['cap-table', 'financial-model', 'valuation', 'funding-tracker']) {
    expect((await partner.request.get(`/api/startups/${startupId}/${part}`)).status()).toBe(404);
  }
});
