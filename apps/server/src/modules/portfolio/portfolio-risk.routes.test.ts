/**
 * Portfolio risk is the company's assessment as the investor sees it (decision 0042): the risk
 * level, score, range, coverage and critical findings of a holding are those of
 * GET /api/startups/:id/assessment for that investor, before and after a deck with a critical
 * finding is analysed: the investor the founder shared financials with is told, the one without a
 * share is not (their assessment cannot see the deck). The position's own factors (early stage,
 * no valuation) are shown, not scored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { analyse, deckText } from '../../test/factories/documents';
import { connect } from '../../test/factories/network';
import { shareFinancials } from '../../test/factories/startup-access';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let unshared: TestUser;
let startupId: number;

const get = async (user: TestUser, url: string) => {
  const response = await t.app.inject(as(user, { method: 'GET', url }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The investor's own assessment of the startup, as the portfolio carries it. */
async function assessmentAsSeenBy(user: TestUser): Promise<{ score: number; low: number; high: number; coverage: { known: number; total: number }; criticalFindings: string[]; riskLevel: string }> {
  const a = await get(user, `/api/startups/${startupId}/assessment`);
  return { score: a.score, low: a.low, high: a.high, coverage: a.coverage, criticalFindings: a.criticalFindings, riskLevel: a.riskLevel };
}

async function holding(user: TestUser) {
  const [company] = await get(user, '/api/portfolio/companies');
  const detail = await get(user, `/api/portfolio/companies/${startupId}`);
  expect(detail.company).toEqual(company);
  return company;
}

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t);
  unshared = await signUpInvestor(t);
  startupId = await createStartup(t, founder, { description: 'Payments and credit for market traders and merchants in Lagos, Nigeria.', raisingAmount: '$500K', fundingStage: 'Seed' });
  for (const holder of [investor, unshared]) {
    const recorded = await t.app.inject(
      as(holder, { method: 'POST', url: '/api/portfolio/investments', payload: { startupId, dealDate: '2024-03-15', investmentAmount: 50_000, roundType: 'Seed' } }),
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
  await connect(t, founder, investor);
  await shareFinancials(t, founder, startupId, investor, ['valuation']);
});
afterAll(() => t.close());

describe("a holding's risk", () => {
  it("is the investor's assessment of the company, with its score and range as the reason when nothing is critical", async () => {
    const assessment = await assessmentAsSeenBy(investor);
    const company = await holding(investor);
    expect(company.assessment).toEqual(assessment);
    expect(company.riskLevel).toBe(assessment.riskLevel);
    expect(assessment.criticalFindings).toEqual([]);
    expect(company.riskReasons).toEqual([
      `Assessment ${assessment.score}/100 (range ${assessment.low}–${assessment.high}, ${assessment.coverage.known} of ${assessment.coverage.total} fact groups known)`,
    ]);
    expect(company.positionFactors).toEqual(['Early stage (Seed)', 'No valuation recorded: value is carried at cost']);
    // The company's answer carries the reason's key and its figures as numbers (decision 0046).
    const detail = await get(investor, `/api/portfolio/companies/${startupId}`);
    expect(detail.messages[company.riskReasons[0]]).toEqual({
      i18nKey: 'Assessment {{score}}/100 (range {{low}}–{{high}}, {{known}} of {{total}} fact groups known)',
      values: { score: assessment.score, low: assessment.low, high: assessment.high, known: assessment.coverage.known, total: assessment.coverage.total },
    });
  });

  it('follows the assessment when a deck reveals a critical finding: High, with the finding as the reason', async () => {
    const before = await assessmentAsSeenBy(investor);
    const unsharedBefore = await assessmentAsSeenBy(unshared);
    expect((await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' })).statusCode).toBe(200);
    const after = await assessmentAsSeenBy(investor);
    expect(after).not.toEqual(before);
    const company = await holding(investor);
    expect(company.assessment).toEqual(after);
    expect(company.riskLevel).toBe('High');
    expect(company.riskReasons).toEqual(after.criticalFindings);
    expect(company.riskReasons.join(' ')).toContain('A founder or executive has left');
    // The investor without a share sees their own assessment, which the deck does not reach.
    expect(await assessmentAsSeenBy(unshared)).toEqual(unsharedBefore);
    expect((await holding(unshared)).assessment).toEqual(unsharedBefore);
  });
});
