import { expect, test, type Page } from '@playwright/test';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { onboardInvestor } from '../../support/api-data';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/round-room-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A month from today: after the cap table's opening position (today), so the seed round is priced on it. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * The round room (decision 0058), from both sides: a founder raising in CFA francs invites one board investor; the
 * investor finds the round from the user menu, reads the terms, types a cheque and reads its ownership, commits; the
 * founder scales the commitment back; the investor confirms the final amount, which signs it, and prints the summary.
 * A second investor on the board, never invited, is told the round does not exist.
 */
test('a founder invites an investor to the round room, who commits; the founder scales back; the investor confirms and signs', async ({ page, browser }) => {
  // Three people sign up and a round is set up through the API first: a long journey on a shared machine.
  test.setTimeout(240_000);
  const [ama, tunde] = [uniqueWord('Ama'), uniqueWord('Tunde')];
  const amaContext = await browser.newContext();
  const amaPage = await amaContext.newPage();
  await onboardInvestor(amaPage.request, ama);
  const tundeContext = await browser.newContext();
  const tundePage = await tundeContext.newPage();
  await onboardInvestor(tundePage.request, tunde);

  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: uniqueWord('Teranga'), raisingAmount: 'XOF 500 000 000' });
  // 10,000,000 shares today; a seed at XOF 2 billion pre-money is XOF 200 a share.
  await ok(await page.request.post(`/api/startups/${startupId}/cap-table`, { data: { shares: defaultCapTableShareholders } }));
  const round = { kind: 'priced', date: inAMonth(), seriesName: 'Seed', investorName: 'Lead Fund', preMoneyValuation: 2_000_000_000, investment: 500_000_000 };
  const raise = await ok<{ id: number }>(await page.request.post(`/api/startups/${startupId}/raises`, { data: { name: 'Seed 2026', instrument: 'priced', targetAmount: 'XOF 500 000 000', round } }));
  for (const firstName of [ama, tunde]) {
    const [investor] = await ok<{ id: number }[]>(await page.request.get(`/api/investors?q=${firstName}&limit=1&offset=0`));
    await ok(await page.request.post(`/api/startups/${startupId}/raises/${raise.id}/investors`, { data: { investorId: investor!.id } }));
  }
  await ok(await page.request.post(`/api/startups/${startupId}/raises/${raise.id}/status`, { data: { status: 'open' } }));

  // The founder invites Ama from her card on the board.
  await page.goto('/fundraising');
  await page.getByRole('button', { name: `Edit ${ama} Test` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Invite to the round room' }).click();
  await expect(dialog.getByText(/^Invited on .*: they see the room\.$/)).toBeVisible();
  // By its button: Escape would first dismiss a toast on screen (Radix closes the topmost layer).
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Ama finds the round from the user menu and opens its room.
  await amaPage.goto('/dashboard');
  await amaPage.getByRole('button', { name: 'Your account' }).click();
  await amaPage.getByRole('menu').getByRole('menuitem', { name: 'Rounds I’m invited to', exact: true }).click();
  await expect(amaPage).toHaveURL(/\/rounds$/);
  await amaPage.getByRole('link', { name: /^Seed 2026 of Teranga/ }).click();
  await expect(amaPage.getByRole('heading', { name: 'Seed 2026', level: 1 })).toBeVisible();
  const terms = amaPage.locator('section[aria-labelledby="terms-title"]');
  await expect(terms).toContainText('XOF 200');
  await expect(terms).toContainText('XOF 2,500,000,000');
  await expect(terms).not.toContainText('Lead Fund');

  // A cheque, typed and sent with the keyboard; a bad one is named under its field.
  const cheque = amaPage.getByLabel('Your cheque (XOF)');
  await cheque.fill('lots');
  await cheque.press('Enter');
  await expect(amaPage.locator('#cheque-error')).toHaveText('Enter the cheque you are considering, like 25,000');
  await cheque.fill('50 000 000');
  await cheque.press('Enter');
  await expect(amaPage.getByTestId('pro-forma')).toHaveText('XOF 50,000,000 buys 250,000 shares: 2.00% of the company, fully diluted, after the round.');

  // She commits.
  const panel = amaPage.getByTestId('commitment-panel');
  await panel.getByLabel('Amount (XOF)').fill('100 000 000');
  await panel.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Committed, waiting for the founder');
  await shoot(amaPage, 'investor');

  // The founder sees the commitment on the board and scales it back.
  await page.reload();
  const row = page.getByTestId('commitment-row').filter({ hasText: `${ama} Test` });
  await expect(row).toContainText('Committed, waiting for the founder');
  await expect(row).toContainText('XOF 100,000,000');
  await row.getByRole('button', { name: `Scale back ${ama} Test` }).click();
  await row.getByLabel('Scale back to (XOF)').fill('120 000 000');
  await row.getByRole('button', { name: 'Scale back', exact: true }).click();
  await expect(row.getByRole('alert')).toHaveText('A scale-back must be less than the XOF 100,000,000 committed');
  await row.getByLabel('Scale back to (XOF)').fill('60 000 000');
  await row.getByRole('button', { name: 'Scale back', exact: true }).click();
  await expect(row).toContainText('Scaled back, waiting for confirmation');
  await expect(page.locator('section[aria-labelledby="stage-committed"]')).toContainText('XOF 60,000,000');
  await shoot(page, 'founder');

  // Ama confirms the final amount, which signs it, and opens the printable summary.
  await amaPage.reload();
  await expect(panel).toContainText('Confirm XOF 60,000,000 on the terms above (version 1): this signs your commitment.');
  await panel.getByRole('button', { name: 'Confirm and sign' }).click();
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Confirmed and signed');
  await panel.getByRole('link', { name: 'Printable summary' }).click();
  const signature = amaPage.getByTestId('signature');
  await expect(signature).toContainText('XOF 60,000,000');
  await expect(signature).toContainText(`${ama} Test`);
  await expect(amaPage.getByRole('heading', { name: 'The terms as you signed them' })).toBeVisible();
  await shoot(amaPage, 'summary');

  // The room in French: the states and terms by key, the round's and people's names as written.
  await amaPage.getByRole('link', { name: 'Back to the round room' }).click();
  await amaPage.getByLabel('Language').selectOption('fr');
  await expect(amaPage.getByTestId('commitment-state')).toHaveText('Confirmé et signé');
  await expect(amaPage.getByRole('heading', { name: 'Seed 2026', level: 1 })).toBeVisible();
  await expect(terms).toContainText('Valorisation post-money');

  // The founder's board shows her as signed.
  await page.reload();
  await expect(page.locator('section[aria-labelledby="stage-signed"]')).toContainText(`${ama} Test`);

  // Tunde is on the board but was never invited: the round does not exist for him.
  await tundePage.goto(`/rounds/${raise.id}`);
  await expect(tundePage.getByText('This round does not exist or you are no longer invited to it')).toBeVisible();
  expect((await tundePage.request.get(`/api/round-rooms/${raise.id}`)).status()).toBe(404);
  await amaContext.close();
  await tundeContext.close();
});
