import { expect, test, type Browser, type Page } from '@playwright/test';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { addDeal, onboardInvestor } from '../../support/api-data';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // No sideways scroll on a phone: the page is never wider than the screen (charts re-measure after the resize).
    if (width === 390) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${dir}/raise-closing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A founder's open round in CFA francs on a cap table of the default shareholders, with a new investor (Ama, in a
 * browser context of her own) on its board and invited.
 */
async function roundWithInvitedInvestor(page: Page, browser: Browser, raise: { name: string; instrument: string; round: object }) {
  const ama = uniqueWord('Ama');
  const amaContext = await browser.newContext();
  const amaPage = await amaContext.newPage();
  await onboardInvestor(amaPage.request, ama);

  await signUpFounder(page);
  const company = uniqueWord('Teranga');
  const startupId = await createStartupViaApi(page, { name: company, raisingAmount: 'XOF 100 000 000' });
  await ok(await page.request.post(`/api/startups/${startupId}/cap-table`, { data: { shares: defaultCapTableShareholders } }));
  const { id: raiseId } = await ok<{ id: number }>(await page.request.post(`/api/startups/${startupId}/raises`, { data: { ...raise, targetAmount: 'XOF 100 000 000' } }));
  const base = `/api/startups/${startupId}/raises/${raiseId}`;
  const [investor] = await ok<{ id: number }[]>(await page.request.get(`/api/investors?q=${ama}&limit=1&offset=0`));
  const board = await ok<{ investors: { id: number }[] }>(await page.request.post(`${base}/investors`, { data: { investorId: investor!.id } }));
  await ok(await page.request.post(`${base}/status`, { data: { status: 'open' } }));
  await ok(await page.request.post(`${base}/investors/${board.investors[0]!.id}/invitation`));
  return { ama, amaContext, amaPage, company, startupId, raiseId, base };
}

/**
 * Closing a round (decision 0059): a founder raising a post-money SAFE in CFA francs invites an investor, who commits;
 * the founder accepts; the investor confirms and signs; the founder marks the money received. The cap table's rounds
 * show the investor's SAFE, closed; the funding tracker shows the round with the money received; the investor's
 * portfolio shows the confirmed investment with the instrument and the terms signed; her deal-flow card links to the room.
 */
test('a founder closes a SAFE commitment: the cap table, the funding tracker and the investor’s portfolio show it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const round = { kind: 'safe', date: today(), holderName: 'Seed SAFEs', investment: 100_000_000, valuationCap: 2_000_000_000, discountPercent: 20 };
  const { ama, amaContext, amaPage, company, startupId, raiseId } = await roundWithInvitedInvestor(page, browser, { name: 'Seed SAFE', instrument: 'post-money-safe', round });
  await addDeal(amaPage.request, startupId);

  // Ama commits in the room.
  await amaPage.goto(`/rounds/${raiseId}`);
  const panel = amaPage.getByTestId('commitment-panel');
  await panel.getByLabel('Amount (XOF)').fill('30 000 000');
  await panel.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Committed, waiting for the founder');

  // The founder accepts from the board.
  await page.goto('/fundraising');
  const row = page.getByTestId('commitment-row').filter({ hasText: `${ama} Test` });
  await row.getByRole('button', { name: `Accept XOF 30,000,000 from ${ama} Test` }).click();
  await expect(row).toContainText('Accepted, waiting for confirmation');

  // Ama confirms and signs.
  await amaPage.reload();
  await panel.getByRole('button', { name: 'Confirm and sign' }).click();
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Confirmed and signed');

  // The founder marks the money received: nothing is chosen yet, so the button waits; then Ama, today.
  await page.reload();
  const close = page.getByRole('form', { name: 'Mark money received' });
  await expect(close.getByRole('button', { name: 'Mark received (0)' })).toBeDisabled();
  await close.getByRole('checkbox', { name: `${ama} Test · XOF 30,000,000` }).check();
  await expect(close.getByLabel('Received on')).toHaveValue(today());
  await shoot(page, 'close-form');
  await close.getByRole('button', { name: 'Mark received (1)' }).click();
  await expect(row).toContainText('Funded: money received');
  await expect(close).toBeHidden();
  await expect(page.locator('section[aria-labelledby="stage-funded"]')).toContainText(`${ama} Test`);
  await shoot(page, 'board');

  // The cap table's rounds: Ama's SAFE, closed, beside what is still modelled of the round.
  await page.goto(`/financial-tools?startup=${startupId}&tab=cap-table`);
  const rounds = page.locator('ol[aria-labelledby="rounds-title"]');
  await expect(rounds).toContainText(`${ama} Test`);
  expect((await ok<{ rounds: { status: string; round: { holderName?: string; investment?: number } }[] }>(await page.request.get(`/api/startups/${startupId}/cap-table/rounds`))).rounds.find((r) => r.round.holderName === `${ama} Test`)).toMatchObject({ status: 'closed', round: { investment: 30_000_000 } });

  // The funding tracker shows the round, partly closed.
  await page.goto(`/financial-tools?startup=${startupId}&tab=funding-tracker`);
  const trackerRound = page.getByTestId('tracker-round');
  await expect(trackerRound).toContainText('Seed SAFE');
  await expect(trackerRound).toContainText('XOF 30,000,000 received of XOF 100,000,000 from 1 investor');
  await expect(trackerRound).toContainText('Post-money SAFE');
  await shoot(page, 'tracker');

  // Ama's portfolio: the confirmed investment with its instrument and the terms she signed; the record, not hers to edit.
  await amaPage.goto(`/portfolio/company/${startupId}`);
  await expect(amaPage.getByText('XOF 30,000,000').first()).toBeVisible();
  const terms = amaPage.getByTestId('closed-round-terms');
  await terms.getByText('Post-money SAFE from the round "Seed SAFE"').click();
  await expect(terms).toContainText('XOF 2,000,000,000');
  await expect(terms).toContainText('Signed');
  await expect(amaPage.getByRole('button', { name: /^Edit Convertible round/ })).toHaveCount(0);
  await shoot(amaPage, 'portfolio');

  // Her deal-flow card links to the round room.
  await amaPage.goto('/portfolio/deal-flow');
  const roomLink = amaPage.getByRole('link', { name: `Round room of ${company}: Seed SAFE` });
  await expect(roomLink).toBeVisible();
  await shoot(amaPage, 'deal-flow');
  await roomLink.click();
  await expect(amaPage).toHaveURL(new RegExp(`/rounds/${raiseId}$`));
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Funded: money received');
  await amaContext.close();
});

/**
 * A priced round closes commitment by commitment too (decision 0059, amended): the first money received closes the
 * round on the cap table at its price with that investor as the series' investor. The commitment is set up through the
 * API (the SAFE journey above walks the room); the founder marks the money received on the board.
 */
test('a founder closes a priced-round commitment: the series is written at the round’s price', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const round = { kind: 'priced', date: today(), seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 2_000_000_000, investment: 100_000_000, optionPoolTargetPercent: 10 };
  const { ama, amaContext, amaPage, startupId, raiseId, base } = await roundWithInvitedInvestor(page, browser, { name: 'Seed round', instrument: 'priced', round });
  const committed = await ok<{ commitment: { id: number } }>(await amaPage.request.post(`/api/round-rooms/${raiseId}/commitment`, { data: { action: 'commit', amount: 30_000_000 } }));
  await ok(await page.request.post(`${base}/commitments/${committed.commitment.id}`, { data: { action: 'accept' } }));
  await ok(await amaPage.request.post(`/api/round-rooms/${raiseId}/commitment`, { data: { action: 'confirm', termsVersion: 1 } }));

  await page.goto('/fundraising');
  const close = page.getByRole('form', { name: 'Mark money received' });
  await close.getByRole('checkbox', { name: `${ama} Test · XOF 30,000,000` }).check();
  await close.getByRole('button', { name: 'Mark received (1)' }).click();
  const row = page.getByTestId('commitment-row').filter({ hasText: `${ama} Test` });
  await expect(row).toContainText('Funded: money received');
  await expect(close).toBeHidden();
  await expect(page.locator('section[aria-labelledby="stage-funded"]')).toContainText(`${ama} Test`);
  // The round says the series and price its first close set, which every later tranche pays.
  await expect(page.getByText(/^Series name: Seed · Price per share: XOF\s?\d/)).toBeVisible();
  await shoot(page, 'priced-board');

  // The cap table: the round closed with Ama as the series' investor, her shares of it on the ledger at the round's price.
  const rounds = await ok<{ rounds: { status: string; round: { kind: string; investorName?: string }; outcome?: { pricePerShare?: string } }[] }>(await page.request.get(`/api/startups/${startupId}/cap-table/rounds`));
  const seed = rounds.rounds.find((r) => r.round.kind === 'priced')!;
  expect(seed).toMatchObject({ status: 'closed', round: { investorName: `${ama} Test` } });
  const ledger = await ok<{ entry: { holder: string; shareClass: string; pricePerShare: string } }[]>(await page.request.get(`/api/startups/${startupId}/cap-table/ledger`));
  expect(ledger.find((e) => e.entry.holder === `${ama} Test`)?.entry).toMatchObject({ shareClass: 'Seed', pricePerShare: seed.outcome!.pricePerShare });
  await page.goto(`/financial-tools?startup=${startupId}&tab=cap-table`);
  await expect(page.locator('ol[aria-labelledby="rounds-title"]')).toContainText('Seed');
  await shoot(page, 'priced-cap-table');
  await amaContext.close();
});
