/**
 * One assessment per startup and viewer (decision 0042): the startup page, the dashboard, Smart
 * Matching, due diligence and the deal summary PDF state the same numbers for the founder, and the
 * same (other) numbers for an investor the founder shared fewer facts with, whose range holds the
 * founder's score. A deck revealing a departure, a customer concentration and a short runway
 * lowers the score and caps it, and its critical findings travel with the score everywhere.
 */
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createDeal } from '../../test/factories/deals';
import { connect } from '../../test/factories/network';
import { analyse, deckText } from '../../test/factories/documents';
import { recordInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;

type Range = { score: number; low: number; high: number; coverage: { known: number; total: number }; criticalFindings: string[] };

const get = (user: TestUser, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url, ...(payload ? { payload } : {}) }));
const json = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await response;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Record<string, never>;
};
const rangeOf = (a: Range): Range => ({ score: a.score, low: a.low, high: a.high, coverage: a.coverage, criticalFindings: a.criticalFindings });

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t, { investmentThesis: 'We back fintech founders building payments and credit for merchants in Nigeria.', minTicketSize: 25_000, averageTicketSize: 100_000, maxTicketSize: 250_000 });
  startupId = await createStartup(t, founder, { description: 'Payments and credit for market traders and merchants in Lagos, Nigeria.', raisingAmount: '$500K' });
  await t.db.execute(`update startup set country = 'Nigeria', city = 'Lagos' where id = ${startupId}`);
  expect((await post(founder, `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders })).statusCode).toBe(200);
  expect((await post(founder, `/api/startups/${startupId}/financial-model`, { assumptions: { grossMargin: 70, revenueGrowthRate: 120 } })).statusCode).toBe(200);
  await connect(t, founder, investor);
  // The investor sees the model and valuation, not the cap table or the funding tracker.
  await shareFinancials(t, founder, startupId, investor, ['financial_model', 'valuation'], 'download');
  await createDeal(t, investor, startupId);
});
afterAll(() => t.close());

/** Every screen's statement of the score, for one viewer. */
async function everyScreen(user: TestUser) {
  const assessment = await json(get(user, `/api/startups/${startupId}/assessment`));
  const page = await json(get(user, `/api/startups/${startupId}`));
  const diligence = await json(post(user, `/api/startups/${startupId}/due-diligence`));
  const matches = (await json(post(user, `/api/advanced-matching/${startupId}`))) as unknown as { assessment: Range; aiAnalysis: Record<string, number> }[];
  const pdf = await get(user, `/api/startups/${startupId}/deal-summary.pdf`);
  return { assessment: assessment as unknown as Range & { parts: { group: string; score: number | null; state: string }[] }, page, diligence, matches, pdf };
}

describe('GET /api/startups/:id/assessment and every screen that states it', () => {
  it('says the same numbers on the startup page, due diligence and Smart Matching, for the founder and for an investor with fewer facts', async () => {
    await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    const own = await everyScreen(founder);
    const theirs = await everyScreen(investor);
    for (const view of [own, theirs]) {
      const range = rangeOf(view.assessment);
      expect(view.page.score).toBe(range.score);
      expect(view.page.assessment).toEqual(range);
      expect(view.diligence.overallScore).toBe(range.score);
      expect(view.diligence.assessment).toEqual(range);
      expect(view.diligence.criticalIssues).toEqual(range.criticalFindings);
      expect(view.matches.length).toBeGreaterThan(0);
      for (const match of view.matches) {
        expect(match.assessment).toEqual(range);
        const financials = view.assessment.parts.find((p) => p.group === 'financials')!;
        expect(match.aiAnalysis.financialProjections).toBe(financials.score);
      }
    }
    // The deck's departure is critical: it caps the score, and both viewers are told.
    expect(own.assessment.criticalFindings.join(' ')).toContain('A founder or executive has left');
    expect(own.assessment.score).toBeLessThanOrEqual(40);
    // The same findings, without the deck's sentences the investor may not read.
    expect(theirs.assessment.criticalFindings).toEqual(own.assessment.criticalFindings.map((f) => f.replace(/ \(".*"\)$/, '')));
    // Fewer facts: lower coverage, a range that holds the founder's score, and never a higher point.
    expect(theirs.assessment.coverage.known).toBeLessThan(own.assessment.coverage.known);
    expect(own.assessment.score).toBeGreaterThanOrEqual(theirs.assessment.low);
    expect(own.assessment.score).toBeLessThanOrEqual(theirs.assessment.high);
    expect(theirs.assessment.score).toBeLessThanOrEqual(own.assessment.score);
  });

  it('prints the same score, range, coverage and critical findings in the deal summary PDF', async () => {
    const theirs = rangeOf((await json(get(investor, `/api/startups/${startupId}/assessment`))) as unknown as Range);
    const response = await get(investor, `/api/startups/${startupId}/deal-summary.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Score: ${theirs.score}, likely ${theirs.low}–${theirs.high}`);
    expect(text).toContain(`Based on: ${theirs.coverage.known} of ${theirs.coverage.total} fact groups`);
    expect(text).toContain('A founder or executive has left');
  });

  it("reads the assessment in the founder's readiness and the investor's deal score", async () => {
    const own = rangeOf((await json(get(founder, `/api/startups/${startupId}/assessment`))) as unknown as Range);
    const theirs = rangeOf((await json(get(investor, `/api/startups/${startupId}/assessment`))) as unknown as Range);
    const founderStats = await json(get(founder, '/api/dashboard/stats'));
    const factor = (founderStats.scoreBreakdown as unknown as { factors: { key: string; points: number }[] }).factors.find((f) => f.key === 'startupScore');
    expect(factor?.points).toBe(Math.round(own.score / 2));
    const investorStats = await json(get(investor, '/api/dashboard/stats'));
    expect(investorStats.score).toBe(theirs.score);
    expect(investorStats.scoreRange).toEqual({ low: theirs.low, high: theirs.high, coverage: theirs.coverage });
  });

  it('scores an unshared deal as a visitor sees it and a shared one as the investor sees it, on the dashboard and in the portfolio', async () => {
    // The dashboard and the portfolio read a visitor's assessment (shared, cached) for every startup
    // nothing was shared with; a share must switch that startup to the viewer's own facts at once.
    const newcomer = await signUpInvestor(t);
    await createDeal(t, newcomer, startupId);
    await recordInvestment(t, newcomer, startupId);
    const visitor = rangeOf((await json(t.app.inject({ method: 'GET', url: `/api/startups/${startupId}` }))).assessment as unknown as Range);
    const screens = async () => {
      const stats = await json(get(newcomer, '/api/dashboard/stats'));
      const companies = (await json(get(newcomer, '/api/portfolio/companies?sortBy=name&sector=All'))) as unknown as { startup: { id: number }; assessment: Range }[];
      return { score: stats.score, range: stats.scoreRange, company: rangeOf(companies.find((c) => c.startup.id === startupId)!.assessment) };
    };
    expect(await screens()).toEqual({ score: visitor.score, range: { low: visitor.low, high: visitor.high, coverage: visitor.coverage }, company: visitor });
    await connect(t, founder, newcomer);
    await shareFinancials(t, founder, startupId, newcomer, ['financial_model', 'valuation']);
    const own = rangeOf((await json(get(newcomer, `/api/startups/${startupId}/assessment`))) as unknown as Range);
    expect(own.coverage.known).toBeGreaterThan(visitor.coverage.known);
    expect(await screens()).toEqual({ score: own.score, range: { low: own.low, high: own.high, coverage: own.coverage }, company: own });
  });

  it('does not rise when a deck reveals a departure, whatever else the deck says', async () => {
    const cleanDeck = deckText.split('\n').filter((line) => !/CTO left|largest customer|runway/.test(line)).join('\n');
    await analyse(t, founder, startupId, { documentText: cleanDeck, documentType: 'pitch_deck' });
    const clean = ((await json(get(founder, `/api/startups/${startupId}/assessment`))) as unknown as Range).score;
    await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    const flagged = ((await json(get(founder, `/api/startups/${startupId}/assessment`))) as unknown as Range).score;
    expect(flagged).toBeLessThan(clean);
  });

  it('requires sign-in and answers 404 for a startup that is not there', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/startups/${startupId}/assessment` })).statusCode).toBe(401);
    expect((await get(investor, '/api/startups/999999/assessment')).statusCode).toBe(404);
  });
});
