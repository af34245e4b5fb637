import { expect, test, type Page } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { connectViaApi } from '../../support/connections';
import { signedInUserId } from '../../support/funds';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootAt, shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `fund-journey-${name}`);

/** The fund's pipeline, on the deal-flow screen, with the deal's tasks and activity (and its committee) opened from its card. */
async function openDeal(page: Page, organisationId: number, startup: string) {
  await page.goto(`/portfolio/deal-flow?organisation=${organisationId}`);
  await page.getByRole('group', { name: startup }).getByRole('button', { name: `Tasks and activity for ${startup}` }).click();
  return page.getByRole('dialog');
}

/**
 * A fund team's whole journey (invite, a saved search's alert, the fund's pipeline, a mention, the committee, shared
 * financials, a member removed), each person in a browser context of their own: the pieces have their own specs
 * (fund-team, saved-search-inbox, fund-pipeline, committee, fund-financials-share); this one checks they hold together.
 */
test('a fund invites an associate and a partner; her saved search finds a startup she brings to the fund, the partner moves it, both score it, read its shared financials, and once removed she reads nothing of the fund', async ({ browser }) => {
  test.setTimeout(180_000);
  const person = async () => (await browser.newContext()).newPage();
  const [admin, associate, partner, founder] = await Promise.all([person(), person(), person(), person()]);
  await onboardInvestor(admin.request, 'Awa');
  const associateEmail = await onboardInvestor(associate.request, 'Nana');
  const partnerEmail = await onboardInvestor(partner.request, 'Kofi');
  const word = uniqueWord('Sankofa');
  const fundName = `${word} Fund`;
  const startup = `${word} Pay`;

  // The fund is made through the API (the fund-team spec clicks through its creation); its admin invites both on its screen.
  const fundId = ((await (await admin.request.post('/api/organisations', { data: { name: fundName, kind: 'fund' } })).json()) as { id: number }).id;
  await admin.goto(`/organisations/${fundId}`);
  for (const email of [associateEmail, partnerEmail]) {
    await admin.getByLabel('Their e-mail address').fill(email);
    await admin.getByLabel('Their role').selectOption('member');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText(`${email} · Member`)).toBeVisible();
  }
  await shoot(admin, 'invited');

  // Each finds the invitation on their Fund teams screen and joins.
  for (const member of [associate, partner]) {
    await member.goto('/organisations');
    await expect(member.getByText(`Join ${fundName} as Member, invited by Awa Test`)).toBeVisible();
    await member.getByRole('button', { name: 'Accept and join' }).click();
    await expect(member.getByText(`You joined ${fundName}`, { exact: true })).toBeVisible();
  }
  await admin.reload();
  await expect(admin.getByText('3 members')).toBeVisible();

  // The associate saves her thesis as a directory search.
  await associate.goto(`/startups?q=${word}&sector=fintech`);
  await associate.getByRole('button', { name: 'Save this search' }).click();
  await associate.getByLabel('Name').fill('West African payments');
  await associate.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(associate.getByText('Search saved', { exact: true })).toBeVisible();

  // A founder, who knows the fund's admin (so can share with the fund), publishes a startup the search matches.
  await signUpFounder(founder);
  const startupId = await createStartupViaApi(founder, { name: startup });
  await connectViaApi({ request: founder.request, id: await signedInUserId(founder) }, { request: admin.request, id: await signedInUserId(admin) });

  // The sweep (every 2 s in this run) brings it to her saved searches.
  await associate.getByRole('button', { name: 'Your account' }).click();
  await associate.getByRole('menu').getByRole('menuitem', { name: 'Saved searches', exact: true }).click();
  await expect(associate.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  await expect(async () => {
    await associate.reload();
    await expect(associate.getByRole('link', { name: startup })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(associate.getByText('New', { exact: true })).toBeVisible();
  await shoot(associate, 'alert');

  // She adds it to the fund's pipeline.
  await associate.goto('/portfolio/deal-flow');
  await associate.getByLabel('Pipeline', { exact: true }).selectOption({ label: fundName });
  await expect(associate).toHaveURL(new RegExp(`organisation=${fundId}`));
  await associate.getByRole('button', { name: 'Add Deal' }).click();
  await associate.getByPlaceholder('Search startups (whole words)').fill(word);
  await expect(associate.locator(`#add-deal-startup option[value="${startupId}"]`)).toBeAttached();
  await associate.locator('#add-deal-startup').selectOption(String(startupId));
  await associate.getByRole('button', { name: 'Add to pipeline' }).click();
  const card = associate.getByRole('region', { name: 'Sourced column' }).getByRole('group', { name: startup });
  await expect(card).toContainText('Nana Test');

  // From the list, she assigns the partner and @mentions him in a note.
  await associate.getByRole('tab', { name: 'List' }).click();
  await associate.getByRole('button', { name: `Assign people to ${startup}` }).click();
  await associate.getByRole('dialog').getByLabel('Kofi Test').check();
  await associate.getByRole('button', { name: 'Save assignment' }).click();
  await expect(associate.getByText('Assignment saved', { exact: true })).toBeVisible();
  await associate.getByRole('button', { name: `Notes for ${startup}` }).click();
  const notes = associate.getByRole('dialog');
  const note = '@Kofi could you take the founders’ call this week? Their take rate looks right to me.';
  await notes.getByLabel('New note').fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(note);
  await expect(notes.getByText('Every member of the organisation reads these notes while they belong to it.')).toBeVisible();
  await shootAt(associate, 'fund-journey-note', notes.getByRole('list', { name: 'Notes' }));
  await notes.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(notes).toBeHidden();

  // The partner is told; the notification opens the fund's pipeline, where the deal is his too, and he moves it.
  await partner.goto('/notifications');
  const mention = partner.getByText(`Nana Test mentioned you on ${startup} (${fundName})`);
  await expect(mention).toBeVisible();
  await expect(partner.getByText(note)).toBeVisible();
  await shoot(partner, 'mentioned');
  await mention.click();
  await expect(partner).toHaveURL(new RegExp(`/portfolio/deal-flow\\?organisation=${fundId}`));
  const his = partner.getByRole('group', { name: startup });
  await expect(his).toContainText('Kofi Test');
  await his.getByLabel(`Stage for ${startup}`).selectOption('due-diligence');
  await expect(partner.getByText('Deal updated successfully!', { exact: true })).toBeVisible();
  await expect(partner.getByRole('region', { name: 'Due Diligence column' }).getByRole('group', { name: startup })).toBeVisible();

  // He puts it to the committee and scores it; she scores it after him and sees the tally of both.
  const hisDialog = await openDeal(partner, fundId, startup);
  const hisCommittee = hisDialog.getByRole('region', { name: 'Investment committee' });
  await hisCommittee.getByRole('button', { name: 'Put to committee' }).click();
  const hisVote = hisCommittee.getByRole('form', { name: 'Your vote' });
  await hisVote.getByLabel('Team', { exact: true }).selectOption('4');
  await hisVote.getByLabel('Market', { exact: true }).selectOption('5');
  await hisVote.getByLabel('Vote', { exact: true }).selectOption('invest');
  await hisVote.getByRole('button', { name: 'Save vote' }).click();
  await expect(hisCommittee.getByText('Tally: 1 invest · 0 pass · 0 abstain')).toBeVisible();
  const herDialog = await openDeal(associate, fundId, startup);
  const herCommittee = herDialog.getByRole('region', { name: 'Investment committee' });
  await expect(herCommittee.getByText('1 member has voted: Kofi Test')).toBeVisible();
  const herVote = herCommittee.getByRole('form', { name: 'Your vote' });
  await herVote.getByLabel('Team', { exact: true }).selectOption('5');
  await herVote.getByLabel('Market', { exact: true }).selectOption('4');
  await herVote.getByLabel('Vote', { exact: true }).selectOption('invest');
  await herVote.getByRole('button', { name: 'Save vote' }).click();
  await expect(herCommittee.getByText('Tally: 2 invest · 0 pass · 0 abstain')).toBeVisible();
  await expect(herCommittee.getByRole('listitem').filter({ hasText: 'Average' })).toContainText('Team4.5');
  const timeline = herDialog.getByRole('list', { name: 'Activity' });
  await expect(timeline).toContainText('Kofi Test put the deal to the committee');
  await expect(timeline).toContainText('Nana Test voted at the committee');
  await shootAt(associate, 'fund-journey-committee', herCommittee.getByText('Tally: 2 invest · 0 pass · 0 abstain'));
  await herDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(herDialog).toBeHidden();

  // The founder shares the startup's financials with the fund.
  await founder.goto(`/financial-tools?startup=${startupId}`);
  await founder.getByRole('button', { name: 'Share financials' }).click();
  const share = founder.getByRole('dialog', { name: 'Share financials' });
  await share.getByLabel('Or a fund').selectOption({ label: fundName });
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(founder.getByText('Financials shared', { exact: true })).toBeVisible();
  await expect(founder.getByRole('list', { name: 'Who can see these financials' })).toContainText(fundName);

  // Both members read them, read only.
  for (const member of [partner, associate]) {
    await member.goto('/financial-tools');
    await expect(member.getByLabel('Startup', { exact: true })).toContainText(`${startup} - FinTech (read only)`);
    await expect(member.getByText('Read only: Shared with you by the founder.')).toBeVisible();
  }
  await shoot(associate, 'financials');
  const dealId = ((await (await associate.request.get(`/api/portfolio/deal-flow?organisationId=${fundId}`)).json()) as { id: number }[])[0]!.id;

  // The admin removes the associate on the fund's screen.
  await admin.reload();
  await admin.getByRole('button', { name: 'Remove Nana Test' }).click();
  await expect(admin.getByText('Member removed', { exact: true })).toBeVisible();
  await expect(admin.getByText('2 members')).toBeVisible();

  // She reads nothing of the fund any more: not its page, pipeline, deal, committee or the financials shared with it.
  await associate.goto(`/organisations/${fundId}`);
  await expect(associate.getByRole('alert')).toContainText('Organisation not found');
  await associate.goto(`/portfolio/deal-flow?organisation=${fundId}`);
  await expect(associate.getByRole('alert')).toHaveText('You are not a member of this organisation, so its pipeline is closed to you.');
  await expect(associate.getByRole('group', { name: startup })).toHaveCount(0);
  await expect(associate.getByRole('button', { name: 'Add Deal' })).toHaveCount(0);
  await shoot(associate, 'removed-pipeline');
  await associate.getByRole('link', { name: 'Open my pipeline' }).click();
  await expect(associate.getByRole('region', { name: 'Sourced column' })).toBeVisible();
  await expect(associate.getByLabel('Pipeline', { exact: true })).toHaveCount(0);
  for (const path of ['', '/notes', '/tasks', '/timeline', '/committee']) {
    expect((await associate.request.get(`/api/portfolio/deal-flow/${dealId}${path}`)).status(), path).toBe(404);
  }
  expect((await associate.request.get(`/api/portfolio/deal-flow/board?organisationId=${fundId}`)).status()).toBe(404);
  await associate.goto('/financial-tools');
  await expect(associate.getByText(startup)).toHaveCount(0);
  for (const part of ['cap-table', 'financial-model', 'valuation', 'funding-tracker']) {
    expect((await associate.request.get(`/api/startups/${startupId}/${part}`)).status(), part).toBe(404);
  }
  await shoot(associate, 'removed-financials');

  // The partner, still a member, still has the deal and the financials.
  await partner.goto(`/portfolio/deal-flow?organisation=${fundId}`);
  await expect(partner.getByRole('region', { name: 'Due Diligence column' }).getByRole('group', { name: startup })).toBeVisible();
  await partner.goto('/financial-tools');
  await expect(partner.getByLabel('Startup', { exact: true })).toContainText(`${startup} - FinTech (read only)`);
  await Promise.all([admin, associate, partner, founder].map((page) => page.context().close()));
});
