import { expect, test, type Page } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { shootAt, shootPage } from '../../support/screenshots';

async function openDeal(page: Page, organisationId: number, name: string, opener = `Tasks and activity for ${name}`) {
  await page.goto(`/portfolio/deal-flow?organisation=${organisationId}`);
  await page.getByRole('group', { name }).getByRole('button', { name: opener }).click();
  return page.getByRole('dialog');
}

test('two fund members score a deal at the committee, the tally shows, and the admin records the decision', async ({ page, browser, baseURL }) => {
  test.slow();
  const word = uniqueWord('Kamba');
  const startup = `${word} Agro`;
  const [startupId] = await createStartups(baseURL!, [startup]);
  await onboardInvestor(page.request, 'Awa');
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const partnerEmail = await onboardInvestor(partner.request, 'Kofi');

  // The fund, its member and the deal, made through the API: other specs click through those.
  const organisationId = (await (await page.request.post('/api/organisations', { data: { name: `${word} Fund`, kind: 'fund' } })).json()).id as number;
  const invitation = await page.request.post(`/api/organisations/${organisationId}/invitations`, { data: { email: partnerEmail, role: 'member' } });
  expect((await partner.request.post(`/api/organisations/invitations/${(await invitation.json()).id}/accept`)).ok()).toBe(true);
  expect((await page.request.post('/api/portfolio/deal-flow', { data: { organisationId, startupId } })).status()).toBe(201);

  // Awa puts the deal to the committee, scores it and votes invest.
  const dialog = await openDeal(page, organisationId, startup);
  const committee = dialog.getByRole('region', { name: 'Investment committee' });
  await committee.getByRole('button', { name: 'Put to committee' }).click();
  const vote = committee.getByRole('form', { name: 'Your vote' });
  await vote.getByLabel('Team', { exact: true }).selectOption('5');
  await vote.getByLabel('Market', { exact: true }).selectOption('4');
  await vote.getByLabel('Vote', { exact: true }).selectOption('invest');
  await vote.getByLabel('Comment').fill('Founders who have sold to co-ops before');
  await vote.getByRole('button', { name: 'Save vote' }).click();
  await expect(committee.getByText('Tally: 1 invest · 0 pass · 0 abstain')).toBeVisible();
  await committee.getByRole('button', { name: 'Edit memo' }).click();
  await committee.getByLabel('Edit memo').fill('Strong distribution; ask about working capital.');
  await committee.getByRole('button', { name: 'Save memo' }).click();
  // The saved memo can show before its editor closes: wait for the editor to go, or the text is in both.
  await expect(committee.getByRole('textbox', { name: 'Edit memo' })).toHaveCount(0);
  await expect(committee.getByText('Strong distribution; ask about working capital.')).toBeVisible();

  // Kofi sees who voted but not how, until he votes: then both votes, the averages and the tally.
  const his = await openDeal(partner, organisationId, startup);
  const hisCommittee = his.getByRole('region', { name: 'Investment committee' });
  await expect(hisCommittee.getByText('1 member has voted: Awa Test')).toBeVisible();
  await expect(hisCommittee.getByText('Founders who have sold to co-ops before')).toHaveCount(0);
  const hisVote = hisCommittee.getByRole('form', { name: 'Your vote' });
  await hisVote.getByLabel('Team', { exact: true }).selectOption('4');
  await hisVote.getByLabel('Vote', { exact: true }).selectOption('pass');
  await hisVote.getByRole('button', { name: 'Save vote' }).click();
  await expect(hisCommittee.getByText('Tally: 1 invest · 1 pass · 0 abstain')).toBeVisible();
  await expect(hisCommittee.getByText('Founders who have sold to co-ops before')).toBeVisible();
  const averages = hisCommittee.getByRole('listitem').filter({ hasText: 'Average' });
  await expect(averages).toContainText('Team4.5');
  await expect(his.getByRole('list', { name: 'Activity' })).toContainText('Kofi Test voted at the committee');
  await expect(his.getByRole('list', { name: 'Activity' })).toContainText('Awa Test put the deal to the committee');
  await shootPage(partner, 'committee-en');
  await shootAt(partner, 'committee-en-votes', hisCommittee.getByRole('heading', { name: 'Memo' }));

  // The same committee in French: the labels are translated, the members' words stay as written.
  // By its button: Escape would first dismiss the vote's toast (Radix closes the topmost layer).
  await his.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(his).toBeHidden();
  await partner.getByLabel('Language').selectOption('fr');
  await expect(partner.locator('html')).toHaveAttribute('lang', 'fr');
  const french = await openDeal(partner, organisationId, startup, `Tâches et activité de ${startup}`);
  const frenchCommittee = french.getByRole('region', { name: 'Comité d’investissement' });
  await expect(frenchCommittee.getByText(/^Décompte\s*:\s*investir\s*:\s*1 · décliner\s*:\s*1 · abstention\s*:\s*0$/)).toBeVisible();
  await expect(frenchCommittee.getByText('Strong distribution; ask about working capital.')).toBeVisible();
  await shootAt(partner, 'committee-fr', frenchCommittee.getByRole('heading', { name: 'Mémo' }));

  // Both have voted: the quorum of two is reached, and Awa, the fund's admin, records the decision.
  const hers = await openDeal(page, organisationId, startup);
  const herCommittee = hers.getByRole('region', { name: 'Investment committee' });
  await expect(herCommittee.getByText('2 of 2 members have voted; 2 needed to decide')).toBeVisible();
  const decision = herCommittee.getByRole('form', { name: 'Record decision' });
  await decision.getByLabel('Decision', { exact: true }).selectOption('invest');
  await decision.getByLabel('Reasons').fill('Invest at the seed; revisit working capital at the next board.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(herCommittee.getByText(/^Decided to invest, by Awa Test on /)).toBeVisible();
  await expect(herCommittee.getByRole('form', { name: 'Your vote' })).toHaveCount(0);
  await expect(hers.getByRole('list', { name: 'Activity' })).toContainText('Awa Test recorded the committee’s decision to invest');
  await shootAt(page, 'committee-decided', herCommittee.getByRole('status'));
  // Kofi is told, in French, the language he chose.
  await partner.goto('/notifications');
  await expect(partner.getByText(`Le comité de ${word} Fund a décidé d'investir dans ${startup}`)).toBeVisible();
  await shootPage(partner, 'committee-decided-notice-fr');
  await partnerContext.close();
});
