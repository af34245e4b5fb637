import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfWithPages } from '../../support/pdf';
import { uniqueWord } from '../../support/profiles';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

/**
 * The whole founder-and-investor story in one run, through the screens, with
 * the cross-feature facts checked where a person would see them (a saved cap table is cited by
 * due diligence, an analysed deck reaches smart matching, a confirmed round reaches every total,
 * nothing the founder did not share is visible before they share it).
 */

const DECK_LINES = [
  'Problem: traders lose 8% of sales to cash.',
  'Solution: card payments on any phone.',
  'Traction: $1.2M ARR, 12,000 merchants.',
  'Team: Ada Obi, CEO, ex-Paystack.',
  'Financials: burn $150k a month.',
  'The Ask: raising $2M seed round.',
];

/** A stat tile's label paragraph's parent holds its value (dashboard, portfolio, funding tracker). */
const tile = (page: Page, label: string) => page.locator('p').getByText(label, { exact: true }).first().locator('..');

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function onboardFounderThroughScreens(page: Page, firstName: string) {
  await signUpThroughPage(page, { firstName, lastName: 'Eze', email: uniqueEmail('journey-founder'), password: 'a-strong-password' });
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('radio', { name: /I'm a Founder/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Bio').fill('Building card payments for market traders in Lagos.');
  await page.getByLabel('Location').fill('Lagos, Nigeria');
  await page.getByLabel('Technology').check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}` })).toBeVisible();
}

async function onboardInvestorThroughScreens(page: Page, firstName: string) {
  await signUpThroughPage(page, { firstName, lastName: 'Njeri', email: uniqueEmail('journey-investor'), password: 'a-strong-password' });
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('radio', { name: /I'm an Investor/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Investor type').selectOption('angel');
  await page.getByLabel('Investment thesis').fill('Seed cheques for African fintech with real merchant traction.');
  await page.getByLabel('Minimum ticket size (USD)').fill('10000');
  await page.getByLabel('Average ticket size (USD)').fill('50000');
  await page.getByLabel('Maximum ticket size (USD)').fill('200000');
  await page.getByLabel('FinTech').check();
  await page.getByLabel('Africa', { exact: true }).check();
  await page.getByLabel('Seed', { exact: true }).check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Deal Score', { exact: true }).first()).toBeVisible();
}

/** The due diligence report's checks, as the reader sees them once the evidence is opened. */
async function dueDiligenceChecks(page: Page, startupName: string): Promise<string[]> {
  await page.goto('/ai-insights?tab=diligence');
  await page.getByLabel('Search startups').fill(startupName);
  const picker = page.getByLabel('Startup', { exact: true });
  await expect(picker.getByRole('option', { name: `${startupName} - FinTech` }).first()).toBeAttached();
  await picker.selectOption({ label: `${startupName} - FinTech` });
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Due diligence report generated', { exact: true })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Due Diligence' });
  await expect(panel.getByText('/ 100 overall score')).toBeVisible();
  await expect(panel.getByText('No cap table on the platform')).toHaveCount(0);
  return panel.locator('li').filter({ has: page.locator('span.font-medium') }).allTextContents();
}

/** The evidence both readers see the same: the cap table, the model and the confirmed round. */
const sharedFacts = (checks: string[]) =>
  checks
    .filter((c) => /^(cap table on the platform|founder shares vest|unit economics|funding)/.test(c) || /confirmed from|shareholders|LTV\/CAC/.test(c))
    .map((c) => c.replace(/, [+−-]?[\d.]+ overall\./, '.'))
    .sort();

async function founderAndInvestorJourney(browser: Browser, viewport: { width: number; height: number }) {
  const founder = await newPage(browser, viewport);
  const investor = await newPage(browser, viewport);
  const founderFirst = 'Adaeze';
  const investorFirst = 'Zawadi';
  const investorName = `${investorFirst} Njeri`;
  const startupName = uniqueWord('Sokopay');

  // 1. A new founder signs up, onboards and creates a startup from the dashboard.
  await onboardFounderThroughScreens(founder, founderFirst);
  await founder.getByRole('button', { name: 'Create Your Startup Profile' }).first().click();
  await founder.getByLabel('Company name').fill(startupName);
  await founder.getByLabel('Description').fill('Card payments on any Android phone for market traders in Lagos and Accra.');
  await founder.getByLabel('Sector').selectOption('FinTech');
  await founder.getByLabel('Region').selectOption('Africa');
  await founder.getByLabel('Funding stage').selectOption('Seed');
  await founder.getByLabel('Business model').selectOption({ index: 1 });
  await founder.getByLabel('Raising amount').fill('$2M');
  await founder.getByLabel('Team size').fill('12');
  await founder.getByRole('button', { name: 'Create Startup Profile' }).click();
  await expect(founder.getByText('Startup Created', { exact: true })).toBeVisible();
  const profile = (await (await founder.request.get('/api/profile')).json()) as { profile: { startups: { id: number; name: string }[] } };
  const startupId = profile.profile.startups.find((s) => s.name === startupName)!.id;

  // 2. AI Insights: the founder analyses a generated PDF deck; smart matching then knows it.
  await founder.goto('/ai-insights?tab=documents');
  await expect(founder.getByLabel('Startup', { exact: true })).toHaveValue(String(startupId));
  await founder.getByLabel('Or upload a document').setInputFiles({ name: 'sokopay-deck.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(DECK_LINES) });
  await founder.getByRole('button', { name: 'Analyze File' }).click();
  await expect(founder.getByText('Document analysis completed', { exact: true })).toBeVisible();
  await expect(founder.getByRole('button', { name: /Pitch Deck \(sokopay-deck\.pdf\)/ }).first()).toBeVisible();
  await founder.getByRole('tab', { name: 'Smart Matching' }).click();
  await founder.getByRole('button', { name: 'Generate AI Matches' }).click();
  await expect(founder.getByText('Advanced matching analysis completed', { exact: true })).toBeVisible();
  await expect(founder.getByRole('list', { name: 'Investor matches' }).getByRole('listitem').first()).toBeVisible();
  await expect(founder.getByText('No pitch deck analysed', { exact: false })).toHaveCount(0);

  // 3. Financial Tools: the cap table and the model are generated and saved.
  await founder.goto('/financial-tools');
  await expect(founder.getByLabel('Startup', { exact: true })).toContainText(startupName);
  await founder.getByRole('button', { name: 'Generate Cap Table' }).click();
  await expect(founder.getByText('Cap table generated successfully', { exact: true })).toBeVisible();
  await founder.getByRole('tab', { name: 'Financial Model' }).click();
  await founder.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(founder.getByText('Financial model generated successfully', { exact: true })).toBeVisible();
  await expect(tile(founder, 'LTV/CAC Ratio')).toContainText('10.0');
  await expect(founder.getByText('Only you can see these financials. Share them with a person when you are ready.')).toBeVisible();

  // 4. A data room with the deck in it.
  await founder.goto('/data-rooms');
  await founder.getByRole('button', { name: 'New data room' }).click();
  await founder.getByLabel('Startup').selectOption({ label: startupName });
  await founder.getByLabel('Room name').fill('Seed diligence');
  await founder.getByRole('button', { name: 'Create room' }).click();
  await expect(founder.getByRole('heading', { name: 'Seed diligence' })).toBeVisible();
  const roomUrl = founder.url();
  await founder.getByLabel('File').setInputFiles({ name: 'Deck.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(DECK_LINES) });
  await founder.getByRole('button', { name: 'Upload' }).click();
  await expect(founder.getByText('Deck.pdf', { exact: true })).toBeVisible();

  // 5. A new investor onboards; the founder's numbers are not theirs to see yet.
  await onboardInvestorThroughScreens(investor, investorFirst);
  await investor.goto('/financial-tools');
  await expect(investor.getByText('No startup to work on yet')).toBeVisible();
  await expect(investor.getByText(startupName)).toHaveCount(0);
  expect((await investor.request.get(`/api/startups/${startupId}/cap-table`)).status()).toBe(404);

  // 6. Connect: the intro request makes the card Pending, and Message once the founder accepts.
  await investor.goto(`/startups?q=${startupName}`);
  const card = investor.getByRole('list', { name: 'Startups' }).getByRole('listitem').filter({ hasText: startupName });
  await card.getByRole('button', { name: `Connect with ${startupName}` }).click();
  await investor.getByLabel('Why do you want to connect?').fill('We back seed fintech with merchant traction; may we see your round?');
  await investor.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByRole('button', { name: `Connection request to ${startupName} pending` })).toBeDisabled();

  await founder.goto('/network?tab=invitations');
  await expect(founder.getByRole('list', { name: 'Received invitations' })).toContainText('may we see your round?');
  await founder.getByRole('button', { name: `Accept ${investorName}` }).click();
  await expect(founder.getByText('Connection accepted').first()).toBeVisible();

  await investor.goto(`/startups/${startupId}`);
  await expect(investor.getByRole('button', { name: `Connect with ${startupName}` })).toHaveCount(0);
  await investor.getByRole('link', { name: `Message ${startupName}` }).click();

  // 7. They exchange messages, live on both sides.
  await investor.getByLabel(`Message ${founderFirst}`).fill('Thank you for accepting. Could you share your cap table?');
  await investor.getByRole('button', { name: 'Send message' }).click();
  await founder.goto('/messages');
  await founder.getByRole('link', { name: new RegExp(`^${investorName}`) }).click();
  await expect(founder.getByRole('list', { name: 'Messages' })).toContainText('Could you share your cap table?');
  await founder.getByLabel(`Message ${investorFirst}`).fill('Sharing the financials and the data room now.');
  await founder.getByRole('button', { name: 'Send message' }).click();
  await expect(investor.getByRole('list', { name: 'Messages' })).toContainText('Sharing the financials and the data room now.');

  // 8. The investor adds the startup to the pipeline and moves it; the deal score follows.
  await investor.goto(`/startups/${startupId}`);
  await investor.getByRole('button', { name: 'Add to pipeline' }).click();
  await investor.getByRole('link', { name: 'In pipeline: Sourced' }).click();
  await expect(investor).toHaveURL(/\/portfolio\/deal-flow$/);
  await investor.getByLabel(`Stage for ${startupName}`).selectOption('due-diligence');
  await expect(investor.getByText('Deal updated successfully!', { exact: true })).toBeVisible();
  await expect(investor.getByRole('region', { name: 'Due Diligence column' }).getByRole('group', { name: startupName })).toBeVisible();
  await investor.goto('/dashboard');
  await expect(tile(investor, 'Deal Score')).toContainText(/\d+\/100/);
  // A live pipeline gives a score: 0/100 (not 10/100 or 60/100) would be the stale empty state.
  await expect(tile(investor, 'Deal Score')).not.toContainText(/(^|\D)0\/100/);

  // 9. Consent: the founder shares the financials and grants the data room.
  await founder.goto(`/financial-tools?startup=${startupId}`);
  await founder.getByRole('button', { name: 'Share financials' }).click();
  const share = founder.getByRole('dialog', { name: 'Share financials' });
  await share.getByLabel('Person').selectOption({ label: investorName });
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(founder.getByText('Financials shared', { exact: true })).toBeVisible();
  await expect(founder.getByRole('list', { name: 'Who can see these financials' })).toContainText(investorName);

  await founder.goto(roomUrl);
  await founder.getByRole('tab', { name: 'Access' }).click();
  await founder.getByLabel('Connection').selectOption({ label: investorName });
  await founder.getByRole('button', { name: 'Grant access' }).click();
  await expect(founder.getByText(new RegExp(`^${investorName} \\(`))).toBeVisible();

  // ... and now the investor sees the saved numbers, read only, and the room.
  await investor.goto('/financial-tools');
  await expect(investor.getByLabel('Startup', { exact: true })).toContainText(`${startupName} - FinTech (read only)`);
  await expect(investor.getByText('Read only: Shared with you by the founder.')).toBeVisible();
  await expect(tile(investor, 'Total Shares')).toContainText('10,000,000');
  await expect(investor.getByRole('button', { name: 'Generate Cap Table' })).toHaveCount(0);
  await investor.getByRole('tab', { name: 'Financial Model' }).click();
  await expect(tile(investor, 'LTV/CAC Ratio')).toContainText('10.0');
  await investor.goto('/data-rooms');
  await expect(investor.getByRole('link', { name: 'Seed diligence' })).toBeVisible();

  // 10. The investor records the round; the founder confirms it.
  await investor.goto('/portfolio');
  await investor.getByRole('button', { name: 'Add Investment' }).click();
  const dialog = investor.getByRole('dialog', { name: 'Record New Investment' });
  await dialog.getByPlaceholder('Search startups (whole words)').fill(startupName);
  await dialog.getByLabel('Startup', { exact: true }).selectOption({ label: `${startupName} - FinTech` });
  await dialog.getByLabel('Deal date').fill('2026-06-01');
  await dialog.getByLabel('Investment amount (USD)').fill('50000');
  await dialog.getByLabel('Equity percentage (optional)').fill('2.5');
  await dialog.getByLabel('Round type').selectOption('Seed');
  await dialog.getByRole('button', { name: 'Record Investment' }).click();
  await expect(investor.getByText('Investment recorded successfully!', { exact: true })).toBeVisible();

  await founder.goto(`/financial-tools?startup=${startupId}&tab=funding-tracker`);
  await expect(tile(founder, 'Raised Amount')).toContainText('$0');
  const toConfirm = founder.getByRole('list', { name: 'Investments to confirm' });
  await expect(toConfirm).toContainText(`${investorName}: $50,000 Seed`);
  await toConfirm.getByRole('button', { name: `Confirm ${investorName}'s investment` }).click();
  await expect(founder.getByText('Investment confirmed', { exact: true })).toBeVisible();
  await expect(founder.getByText('No investments are waiting for your confirmation.')).toBeVisible();
  await expect(tile(founder, 'Raised Amount')).toContainText('$50,000');

  // 11. The investor's portfolio: totals, the confirmed badge, analytics with the company in them.
  await investor.goto('/portfolio');
  await expect(tile(investor, 'Total Invested')).toContainText('$50,000');
  await expect(investor.getByText('No portfolio companies yet')).toHaveCount(0);
  await investor.getByRole('link', { name: `View details of ${startupName}` }).click();
  await expect(investor.getByRole('heading', { name: startupName, level: 1 })).toBeVisible();
  await expect(investor.getByText('Confirmed by the founder').first()).toBeVisible();
  await investor.goto('/analytics?tab=portfolio');
  const analytics = investor.getByRole('tabpanel', { name: 'Portfolio Analytics' });
  await expect(analytics.getByRole('heading', { name: startupName })).toBeVisible();
  await investor.goto('/analytics?tab=ecosystem');
  await expect(investor.getByRole('heading', { name: /^Sectors in / })).toBeVisible();
  await expect(investor.getByText(/not recorded on Baobab yet/)).toHaveCount(0);

  // 12. Due diligence: both sides cite the saved cap table, model and confirmed round, alike.
  const investorChecks = await dueDiligenceChecks(investor, startupName);
  const founderChecks = await dueDiligenceChecks(founder, startupName);
  const investorFacts = sharedFacts(investorChecks);
  expect(investorFacts.join('\n')).toContain('cap table on the platform: 15/15 points. Cap table: 2 shareholders');
  expect(investorFacts.join('\n')).toContain('$50K confirmed from 1 investor of a $2M target');
  expect(investorFacts.join('\n')).toContain('Financial model: LTV/CAC 10');
  expect(investorFacts).toEqual(sharedFacts(founderChecks));

  await founder.context().close();
  await investor.context().close();
}

// Two people and a dozen screens: minutes, not the 30 s of a one-screen test.
test.describe.configure({ timeout: 420_000 });

test('a founder and an investor go from sign-up to a confirmed investment, and every screen agrees', async ({ browser }) => {
  await founderAndInvestorJourney(browser, { width: 1440, height: 900 });
});

test('the same journey at phone width', async ({ browser }) => {
  await founderAndInvestorJourney(browser, { width: 390, height: 844 });
});
