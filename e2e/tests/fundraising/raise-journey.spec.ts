import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { onboardInvestor } from '../../support/api-data';
import { connectViaApi } from '../../support/connections';
import { signedInUserId } from '../../support/funds';
import { emailsTo } from '../../support/outbox';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootAt, shootPage } from '../../support/screenshots';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

async function ok<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The founder invites one board entry to the round room from its card, and closes the card by its button. */
async function inviteFromCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Invite to the round room' }).click();
  await expect(dialog.getByText(/^Invited on .*: they see the room\.$/)).toBeVisible();
  // By its button: Escape would first dismiss a toast on screen (Radix closes the topmost layer).
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** An investor soft-circles an amount in the round room, then commits it. */
async function softCircleThenCommit(investor: Page, raiseId: number, amount: string) {
  await investor.goto(`/rounds/${raiseId}`);
  const panel = investor.getByTestId('commitment-panel');
  await panel.getByLabel('Amount (XOF)').fill(amount);
  await panel.getByRole('button', { name: 'Soft-circle', exact: true }).click();
  await expect(investor.getByTestId('commitment-state')).toHaveText('Soft-circled');
  await panel.getByLabel('Amount (XOF)').fill(amount);
  await panel.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(investor.getByTestId('commitment-state')).toHaveText('Committed, waiting for the founder');
}

/** An investor confirms the founder's amount, which signs the commitment. */
async function confirmAndSign(investor: Page, amount: string) {
  await investor.reload();
  const panel = investor.getByTestId('commitment-panel');
  await expect(panel).toContainText(`Confirm ${amount} on the terms above (version 1): this signs your commitment.`);
  await panel.getByRole('button', { name: 'Confirm and sign' }).click();
  await expect(investor.getByTestId('commitment-state')).toHaveText('Confirmed and signed');
}

/** An investor's portfolio page of the company: the confirmed investment, its instrument and the terms they signed. */
async function expectPortfolioInvestment(investor: Page, startupId: number, amount: string) {
  await investor.goto(`/portfolio/company/${startupId}`);
  await expect(investor.getByText(amount).first()).toBeVisible();
  const terms = investor.getByTestId('closed-round-terms');
  await terms.getByText('Post-money SAFE from the round "Seed SAFE"').click();
  await expect(terms).toContainText('XOF 2,000,000,000');
  await expect(terms).toContainText('Signed');
}

/**
 * The journey, "raise a round in Baobab" (decisions 0057-0059, 0063), end to end in one founder's round: the
 * founder opens a post-money SAFE round in CFA francs and invites three investors: Ama, a connection added from the
 * board's matches and connections; Tunde, from the directory; and Yaa, by e-mail, not on Baobab, who signs up through
 * the invitation. Ama and Yaa soft-circle then commit; the founder accepts Ama and scales Yaa back; both confirm; the
 * founder revokes Tunde's invitation, marks the money received and closes the round. The cap table holds the two
 * SAFEs, both portfolios the confirmed investments with their terms, the funding tracker the round, closed; Tunde
 * sees nothing of it.
 */
test('a founder raises a SAFE round in XOF from invitations to close; the record shows it and a revoked investor sees nothing', async ({ page, browser }) => {
  // Four people sign up and the round goes through every step with three of them: the longest journey of the suite.
  test.setTimeout(360_000);
  const company = uniqueWord('Teranga');
  const [ama, tunde] = [uniqueWord('Ama'), uniqueWord('Tunde')];
  const yaaAddress = uniqueEmail('yaa');
  const amaPage = await (await browser.newContext()).newPage();
  const tundePage = await (await browser.newContext()).newPage();
  const yaaPage = await (await browser.newContext()).newPage();
  await onboardInvestor(amaPage.request, ama);
  await onboardInvestor(tundePage.request, tunde);

  // The founder's company, its cap table, and the SAFE modelled on it: the round's terms are the cap table's (0057).
  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: company, raisingAmount: 'XOF 100 000 000' });
  await ok(await page.request.post(`/api/startups/${startupId}/cap-table`, { data: { shares: defaultCapTableShareholders } }));
  const modelled = await ok<{ rounds: { id: number; round: { holderName?: string } }[] }>(
    await page.request.post(`/api/startups/${startupId}/cap-table/rounds`, { data: { kind: 'safe', date: today(), holderName: 'Seed SAFEs', investment: 100_000_000, valuationCap: 2_000_000_000, discountPercent: 20 } }),
  );
  const termsId = modelled.rounds.find((r) => r.round.holderName === 'Seed SAFEs')!.id;
  await connectViaApi({ request: page.request, id: await signedInUserId(page) }, { request: amaPage.request, id: await signedInUserId(amaPage) });

  // The founder opens the round on its screen.
  await page.goto('/fundraising');
  await page.getByLabel('Round name').fill('Seed SAFE');
  await page.getByLabel('Instrument').selectOption('post-money-safe');
  await page.getByLabel('Target (XOF)').fill('100 000 000');
  await page.getByLabel('Terms').selectOption(String(termsId));
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.getByRole('heading', { name: 'Seed SAFE', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Open the round' }).click();
  await expect(page.getByText('Round status: Open')).toBeVisible();
  const raiseId = (await ok<{ raises: { id: number; name: string }[] }>(await page.request.get(`/api/startups/${startupId}/raises`))).raises.find((r) => r.name === 'Seed SAFE')!.id;

  // Three investors on the board: Ama from the founder's connections, Tunde from the directory, Yaa by e-mail.
  await page.getByText('From your matches and connections').click();
  const known = page.getByRole('list', { name: 'Your matches and connections' });
  await known.getByRole('button', { name: `Add ${ama} Test to the round` }).click();
  await expect(page.getByRole('button', { name: `Edit ${ama} Test` })).toBeVisible();
  await expect(known.getByRole('listitem').filter({ hasText: `${ama} Test` })).toContainText('On the board');
  await shootAt(page, 'raise-journey-add-from-network', known);
  await page.getByLabel('From the investor directory').fill(tunde);
  await page.getByRole('button', { name: `Add ${tunde} Test`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Edit ${tunde} Test` })).toBeVisible();
  await page.getByLabel('E-mail address (not on Baobab)').fill(yaaAddress);
  await page.getByLabel('Their name').fill('Yaa Asante');
  await page.getByRole('button', { name: 'Add to the board' }).click();
  await expect(page.getByTestId('board-entry')).toHaveCount(3);

  // The founder invites all three to the round room.
  for (const name of [`${ama} Test`, `${tunde} Test`, 'Yaa Asante']) await inviteFromCard(page, name);

  // Yaa's invitation e-mail links to the room; she signs up with that address through it and onboards as an investor.
  let invitation = '';
  await expect.poll(async () => (invitation = (await emailsTo(yaaAddress)).find((mail) => mail.includes(`/rounds/${raiseId}`)) ?? '')).not.toBe('');
  expect(invitation).toContain(`${company} invites you to its round "Seed SAFE" on Baobab`);
  const link = new URL(invitation.match(/https?:\/\/\S+\/rounds\/\d+/)![0]);
  await yaaPage.goto(link.pathname);
  await expect(yaaPage.getByText('Sign in to open the rounds you are invited to.')).toBeVisible();
  await signUpThroughPage(yaaPage, { firstName: 'Yaa', lastName: 'Asante', email: yaaAddress, password: 'a-strong-password' });
  await yaaPage.waitForURL(/\/onboarding$/);
  await ok(
    await yaaPage.request.post('/api/investors', {
      data: { type: 'angel', investmentThesis: 'Early fintech across West Africa.', averageTicketSize: 25000, minTicketSize: 5000, maxTicketSize: 100000, sectors: ['FinTech'], geographies: ['Africa'], stages: ['Seed'] },
    }),
  );

  // Tunde reads the room while he is invited.
  await tundePage.goto(`/rounds/${raiseId}`);
  await expect(tundePage.getByRole('heading', { name: 'Seed SAFE', level: 1 })).toBeVisible();

  // Ama and Yaa soft-circle, then commit.
  await softCircleThenCommit(amaPage, raiseId, '40 000 000');
  await softCircleThenCommit(yaaPage, raiseId, '50 000 000');
  await shootPage(yaaPage, 'raise-journey-room-committed');

  // The founder accepts Ama, scales Yaa back, and revokes Tunde's invitation.
  await page.reload();
  const amaRow = page.getByTestId('commitment-row').filter({ hasText: `${ama} Test` });
  const yaaRow = page.getByTestId('commitment-row').filter({ hasText: 'Yaa Asante' });
  await amaRow.getByRole('button', { name: `Accept XOF 40,000,000 from ${ama} Test` }).click();
  await expect(amaRow).toContainText('Accepted, waiting for confirmation');
  await yaaRow.getByRole('button', { name: 'Scale back Yaa Asante' }).click();
  await yaaRow.getByLabel('Scale back to (XOF)').fill('30 000 000');
  await yaaRow.getByRole('button', { name: 'Scale back', exact: true }).click();
  await expect(yaaRow).toContainText('Scaled back, waiting for confirmation');
  await shootAt(page, 'raise-journey-commitments', page.getByRole('heading', { name: 'Commitments' }));
  await page.getByRole('button', { name: `Edit ${tunde} Test` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Revoke the invitation' }).click();
  await expect(dialog.getByRole('button', { name: 'Invite to the round room' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Both confirm the founder's amounts, which signs them.
  await confirmAndSign(amaPage, 'XOF 40,000,000');
  await confirmAndSign(yaaPage, 'XOF 30,000,000');

  // The founder marks both received today and closes the round.
  await page.reload();
  const close = page.getByRole('form', { name: 'Mark money received' });
  await close.getByRole('checkbox', { name: `${ama} Test · XOF 40,000,000` }).check();
  await close.getByRole('checkbox', { name: 'Yaa Asante · XOF 30,000,000' }).check();
  await shootAt(page, 'raise-journey-close-form', close);
  await close.getByRole('button', { name: 'Mark received (2)' }).click();
  await expect(amaRow).toContainText('Funded: money received');
  await expect(yaaRow).toContainText('Funded: money received');
  await page.getByRole('button', { name: 'Start closing' }).click();
  await expect(page.getByText('Round status: Closing')).toBeVisible();
  await page.getByRole('button', { name: 'Mark closed' }).click();
  await expect(page.getByText('Round status: Closed')).toBeVisible();
  await shootPage(page, 'raise-journey-board-closed');

  // The cap table holds the two SAFEs, closed, at the final amounts, and nothing left modelled of the round.
  await page.goto(`/financial-tools?startup=${startupId}&tab=cap-table`);
  const rounds = page.locator('ol[aria-labelledby="rounds-title"]');
  await expect(rounds).toContainText(`${ama} Test`);
  await expect(rounds).toContainText('Yaa Asante');
  await shootAt(page, 'raise-journey-cap-table', rounds);
  const capTable = await ok<{ rounds: { status: string; round: { kind: string; holderName?: string; investment?: number; valuationCap?: number } }[] }>(await page.request.get(`/api/startups/${startupId}/cap-table/rounds`));
  expect(capTable.rounds.map((r) => ({ status: r.status, kind: r.round.kind, holder: r.round.holderName, investment: r.round.investment, cap: r.round.valuationCap })).sort((a, b) => b.investment! - a.investment!)).toEqual([
    { status: 'closed', kind: 'safe', holder: `${ama} Test`, investment: 40_000_000, cap: 2_000_000_000 },
    { status: 'closed', kind: 'safe', holder: 'Yaa Asante', investment: 30_000_000, cap: 2_000_000_000 },
  ]);

  // The funding tracker shows the round, closed, with the money received.
  await page.goto(`/financial-tools?startup=${startupId}&tab=funding-tracker`);
  const trackerRound = page.getByTestId('tracker-round');
  await expect(trackerRound).toContainText('Seed SAFE');
  await expect(trackerRound).toContainText('XOF 70,000,000 received of XOF 100,000,000 from 2 investors');
  await expect(trackerRound.getByText('Closed', { exact: true })).toBeVisible();
  await expect(trackerRound).toContainText('closed on');
  await shootAt(page, 'raise-journey-tracker', trackerRound);

  // Both portfolios hold the confirmed investment with the instrument and the terms signed.
  await expectPortfolioInvestment(amaPage, startupId, 'XOF 40,000,000');
  await expectPortfolioInvestment(yaaPage, startupId, 'XOF 30,000,000');
  await shootPage(yaaPage, 'raise-journey-portfolio');

  // Tunde, revoked, sees nothing: the room does not exist for him and his list does not name the round.
  await tundePage.goto(`/rounds/${raiseId}`);
  await expect(tundePage.getByText('This round does not exist or you are no longer invited to it')).toBeVisible();
  expect((await tundePage.request.get(`/api/round-rooms/${raiseId}`)).status()).toBe(404);
  await tundePage.goto('/rounds');
  await expect(tundePage.getByText('No invitations yet')).toBeVisible();
  await expect(tundePage.getByText(company)).toHaveCount(0);
  await shootPage(tundePage, 'raise-journey-revoked');

  for (const investor of [amaPage, tundePage, yaaPage]) await investor.context().close();
});
