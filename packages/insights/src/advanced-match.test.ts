import { toWire } from '@baobab/contracts/i18n/message-wire';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancedMatch as advancedMatchEngine, advancedMatches as advancedMatchesEngine, confidenceWeights } from './advanced-match';
import { analyzeDocument } from './document-intelligence/analyze-document';
import { buildInvestorIndex, matchInvestors, thesisSimilarity } from './investor-matching';
import { kopaDeck } from './test-support/documents';
import { buildInvestor, buildStartup } from './test-support/factories';
import { inEnglish } from './test-support/english';

const advancedMatch = inEnglish(advancedMatchEngine);
const advancedMatches = inEnglish(advancedMatchesEngine);

const startup = buildStartup();
const investor = buildInvestor();
const index = buildInvestorIndex([investor, buildInvestor({ id: 2, name: 'Other', preferredStages: ['Series B'] })]);
const similarity = thesisSimilarity(index, startup, investor.id);
const deck = analyzeDocument(kopaDeck, 'pitch_deck');
const market = { label: 'FinTech in Nigeria', trendScore: 70, growthPotential: 80, competitiveIntensity: 75 };

describe('advancedMatch', () => {
  const full = advancedMatch(startup, investor, { thesisSimilarity: similarity.similarity, sharedTerms: similarity.sharedTerms, document: deck, financialMetrics: { ltvCac: 4, runwayMonths: 8 }, market });
  const bare = advancedMatch(startup, investor, { thesisSimilarity: similarity.similarity });

  it('returns the spec fields within their ranges', () => {
    expect(full.score).toBeGreaterThanOrEqual(0);
    expect(full.score).toBeLessThanOrEqual(100);
    expect(full.confidence).toBeGreaterThanOrEqual(0);
    expect(full.confidence).toBeLessThanOrEqual(1);
    for (const value of Object.values(full.aiAnalysis)) expect(value).toBeGreaterThanOrEqual(0);
    expect(full.predictedSuccess.timeframe).toBe('18-24 months');
  });

  it('gives no success number where no published study covers the stage and country, and says so', () => {
    expect(full.predictedSuccess).toMatchObject({ probability: null, baseRate: null, source: null, range: null });
    expect(toWire(full.predictedSuccess).explanation).toEqual(['No defensible number for Seed in Africa: Baobab knows no published cohort study for it']);
  });

  it("reads the success outlook from the published base rate and the startup's assessment, never from the match", () => {
    const american = buildStartup({ region: 'North America', country: 'US' });
    const outlook = (assessment: { score: number; low: number; high: number }, sim: number) => advancedMatch(american, investor, { thesisSimilarity: sim, assessment }).predictedSuccess;
    expect(outlook({ score: 58, low: 41, high: 70 }, 0.2)).toMatchObject({ probability: 0.488, baseRate: 0.46, range: { low: 0.429, high: 0.529 }, timeframe: '6-9 years', source: { publisher: 'CB Insights', year: 2017 } });
    expect(outlook({ score: 58, low: 41, high: 70 }, 0.9)).toEqual(outlook({ score: 58, low: 41, high: 70 }, 0.2));
  });

  it('has full confidence when every input is supplied and less without them', () => {
    expect(full.confidence).toBe(1);
    expect(bare.confidence).toBe(round2(confidenceWeights.raise + confidenceWeights.revenue + confidenceWeights.users + confidenceWeights.website));
  });

  it('traces every analysis score to evidence whose contributions add up to it', () => {
    for (const name of ['marketFit', 'teamStrength', 'technologyViability', 'financialProjections'] as const) {
      const parts = full.evidence.filter((e) => e.factor.startsWith(`${name}.`));
      expect(parts.length).toBeGreaterThan(0);
      expect(Math.abs(parts.reduce((s, e) => s + e.contribution, 0) - full.aiAnalysis[name])).toBeLessThanOrEqual(0.6);
    }
  });

  it('lowers financial projections for burn, runway and concentration flags in the deck', () => {
    expect(full.evidence.find((e) => e.factor === 'financialProjections.documentFinancials')).toMatchObject({
      value: 0,
      source: '2 revenue or cost figures in the document; flags: customer-concentration, short-runway, burn-above-revenue',
    });
  });

  it('lowers team strength after a founder departure in the deck', () => {
    expect(full.evidence.find((e) => e.factor === 'teamStrength.founderStability')?.value).toBe(0);
  });

  it('turns the deck red flags into risk factors', () => {
    expect(full.riskFactors).toEqual(expect.arrayContaining([expect.stringMatching(/^Revenue depends on a few customers: "Our largest customer/)]));
  });

  it('names strong fits as opportunities and a crowded market as a risk', () => {
    expect(full.opportunities).toContain("Sector: FinTech is the investor's only preferred sector");
    expect(full.opportunities).toContain('Market growth potential 80/100 for FinTech in Nigeria');
    expect(full.riskFactors).toContain('Crowded market: competitive intensity 75/100 for FinTech in Nigeria');
  });

  it('asks for a deck when none was analysed', () => {
    expect(bare.riskFactors).toContain('No pitch deck analysed: team and product evidence is thin');
    expect(toWire(bare.predictedSuccess).keyMilestones).toContain('Upload a pitch deck for analysis');
  });

  it('sets milestones from the gap to the next stage', () => {
    expect(toWire(bare.predictedSuccess).keyMilestones[0]).toBe('Grow monthly revenue from $25K to $100K (the Series A yardstick)');
    expect(toWire(bare.predictedSuccess).keyMilestones).toContain('Close the $1M Seed round');
  });

  it('halves the score when a hard filter fails and says why', () => {
    const lateStage = buildInvestor({ preferredStages: ['Series B'] });
    const pass = advancedMatch(startup, { ...lateStage, preferredStages: ['Seed'] }, { thesisSimilarity: 0.2 });
    const fail = advancedMatch(startup, lateStage, { thesisSimilarity: 0.2 });
    expect(fail.evidence.find((e) => e.factor === 'score.hardFilters')?.source).toBe('failed: stage');
    expect(fail.riskFactors[0]).toMatch(/^Fails the stage filter/);
    expect(fail.score).toBeLessThan(pass.score / 2 + 1);
  });

  it('gives the same result for the same input', () => {
    expect(advancedMatch(startup, investor, { thesisSimilarity: similarity.similarity, sharedTerms: similarity.sharedTerms, document: deck, financialMetrics: { ltvCac: 4, runwayMonths: 8 }, market })).toEqual(full);
  });

  it('keeps every number finite and in range for any startup figures', () => {
    fc.assert(
      fc.property(
        fc.record({
          teamSize: fc.integer({ min: 0, max: 100_000 }),
          monthlyRevenueUsd: fc.option(fc.double({ min: 0, max: 1e9, noNaN: true }), { nil: null }),
          tractionUsers: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
          raisingAmountUsd: fc.option(fc.double({ min: 0, max: 1e10, noNaN: true }), { nil: null }),
          fundingStage: fc.constantFrom('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth', 'Unknown'),
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (overrides, sim) => {
          const m = advancedMatch(buildStartup(overrides), investor, { thesisSimilarity: sim, financialMetrics: { ltvCac: 1e6, runwayMonths: -3 } });
          const numbers = [m.score, m.confidence * 100, (m.predictedSuccess.probability ?? 0) * 100, ...Object.values(m.aiAnalysis)];
          return numbers.every((n) => Number.isFinite(n) && n >= 0 && n <= 100) && m.evidence.every((e) => Number.isFinite(e.contribution));
        },
      ),
    );
  });
});

describe('advancedMatches', () => {
  it('scores each match exactly as the ranking did', () => {
    const many = buildInvestorIndex([investor, buildInvestor({ id: 3, preferredSectors: ['FinTech', 'EdTech'], investmentThesis: 'Education and payments across Africa.' })]);
    const ranked = matchInvestors(startup, many).matches.map((m) => [m.investor.id, m.score]);
    expect(advancedMatches(startup, many, {}).map((m) => [m.investor.id, m.score])).toEqual(ranked);
  });

  it('returns matches for investors passing the filters, best first', () => {
    const list = advancedMatches(startup, index, { document: deck });
    expect(list.map((m) => m.investor.id)).toEqual([1]);
    expect(list[0]?.evidence.find((e) => e.factor === 'score.thesisSimilarity')?.source).toMatch(/shared terms: /);
  });
});

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
