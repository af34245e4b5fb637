import { expect, test } from '@playwright/test';
import { founderWhoKnowsThePartner, fundWithAssociate } from '../../support/funds';
import { firstStrongIsolate } from '@baobab/i18n/isolate';
import { shootAt } from '../../support/screenshots';

test("a fund's admin renames a pipeline stage and switches one off; a member's board shows the fund's columns", async ({ browser }) => {
  test.slow();
  const fund = await fundWithAssociate(browser);
  const { partner, associate } = fund;
  const founder = await (await browser.newContext()).newPage();
  const { startupId, startupName } = await founderWhoKnowsThePartner(founder, fund);
  expect((await partner.request.post('/api/portfolio/deal-flow', { data: { organisationId: fund.fundId, startupId } })).ok()).toBe(true);

  // The admin sets the stages on the fund's screen: a name of the fund's own (one in Arabic, shown as written) and Term Sheet off.
  await partner.goto(`/organisations/${fund.fundId}`);
  const stages = partner.getByRole('heading', { name: 'Pipeline stages' });
  await expect(stages).toBeVisible();
  await partner.getByLabel('Your name for Initial Review').fill('Screening');
  await partner.getByLabel('Your name for Due Diligence').fill('الفحص المعمّق');
  await partner.getByRole('switch', { name: 'Use Term Sheet' }).click();
  await partner.getByRole('button', { name: 'Save stages' }).click();
  await expect(partner.getByText('Pipeline stages saved', { exact: true })).toBeVisible();
  await shootAt(partner, 'organisations-fund-stages-settings', stages);

  // The member reads the same settings, without changing them, and the board in the fund's words.
  await associate.goto(`/organisations/${fund.fundId}`);
  await expect(associate.getByLabel('Your name for Initial Review')).toHaveValue('Screening');
  await expect(associate.getByRole('button', { name: 'Save stages' })).toHaveCount(0);
  await associate.goto(`/portfolio/deal-flow?organisation=${fund.fundId}`);
  await expect(associate.getByRole('region', { name: 'Screening column' })).toBeVisible();
  // The Arabic name inside the English label is a first strong isolate (the fill isolates right-to-left values).
  await expect(associate.getByRole('region', { name: `${firstStrongIsolate('الفحص المعمّق')} column` })).toBeVisible();
  await expect(associate.getByRole('region', { name: 'Term Sheet column' })).toHaveCount(0);
  await expect(associate.getByRole('region', { name: /column$/ })).toHaveCount(5);
  const stageSelect = associate.getByLabel(`Stage for ${startupName}`);
  await expect(stageSelect.getByRole('option')).toHaveText(['Sourced', 'Screening', 'الفحص المعمّق', 'Closed', 'Passed']);
  await shootAt(associate, 'organisations-fund-stages-board', associate.getByRole('region', { name: 'Screening column' }));

  // The member moves the deal into the renamed stage, where the board shows it.
  await stageSelect.selectOption('reviewed');
  await expect(associate.getByRole('region', { name: 'Screening column' }).getByText(startupName)).toBeVisible();
});
