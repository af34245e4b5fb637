import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './document-intelligence/analyze-document';
import { dueDiligence as dueDiligenceReport, dueDiligenceWeights } from './due-diligence';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/** The report as the API sends it: every message in its English (decision 0046). */
const dueDiligence = (...args: Parameters<typeof dueDiligenceReport>) => toWire(dueDiligenceReport(...args));
import { notShared } from './parts';
import { incorporationDocs, kopaDeck, strongDeck } from './test-support/documents';
import { buildStartup } from './test-support/factories';

const grainSafe = buildStartup({ name: 'GrainSafe', sector: 'AgriTech', country: 'Kenya', fundingStage: 'Series A', raisingAmountUsd: 5_000_000, teamSize: 32, tractionUsers: 8_000, monthlyRevenueUsd: 120_000, description: 'Storage receipts and credit against stored grain for smallholder farmers in Kenya, delivered through a USSD app and a network of partner warehouses across twelve counties, so farmers can sell when prices recover.' });
const strongInputs = {
  documents: [analyzeDocument(strongDeck, 'pitch_deck'), analyzeDocument(incorporationDocs, 'legal_docs')],
  capTable: { founderOwnershipPct: 58, founderSharesVest: true, shareholderCount: 6 },
  financialMetrics: { ltvCac: 4.2, runwayMonths: 20 },
  valuation: { fairValueUsd: 20_000_000, rangeMinUsd: 15_000_000, rangeMaxUsd: 25_000_000, askedValuationUsd: 22_000_000 },
  market: { growthPotential: 70, competitiveIntensity: 30 },
};

describe('dueDiligence', () => {
  it('has category weights that sum to 1', () => {
    expect(Object.values(dueDiligenceWeights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('rates a well-documented startup low risk with no critical issues', () => {
    const report = dueDiligence(grainSafe, strongInputs);
    expect(report.riskLevel).toBe('Low');
    expect(report.overallScore).toBeGreaterThanOrEqual(70);
    expect(report.criticalIssues).toEqual([]);
    expect(report.investmentRecommendation).toMatch(/^Proceed to term sheet: \d+\/100 with low risk\. Strongest: /);
  });

  it('computes the overall score as the weighted sum of category scores', () => {
    const report = dueDiligence(grainSafe, strongInputs);
    const sum = Object.entries(report.categories).reduce((s, [name, c]) => s + dueDiligenceWeights[name as keyof typeof dueDiligenceWeights] * c.score, 0);
    expect(report.overallScore).toBe(Math.round(sum));
  });

  it('makes each category score the share of its check points earned', () => {
    const { team } = dueDiligence(grainSafe, strongInputs).categories;
    const earned = team.evidence.reduce((s, e) => s + e.earned, 0);
    expect(team.score).toBe(Math.round(earned));
  });

  it('lists missing data as issues and scores it zero instead of inventing it', () => {
    const report = dueDiligence(buildStartup({ monthlyRevenueUsd: null, tractionUsers: null, website: null }));
    expect(report.categories.traction.issues).toEqual(expect.arrayContaining(['No user count stated', 'No monthly revenue stated', 'No deck or plan shows traction']));
    expect(report.categories.capTable.issues).toContain('No cap table on the platform');
    expect(report.categories.legal.score).toBe(0);
    expect(report.riskLevel).toBe('High');
    expect(report.criticalIssues).toEqual([]);
    expect(report.investmentRecommendation).toMatch(/^Do not proceed yet: \d+\/100, high risk\. Weakest: /);
  });

  it('raises critical issues for a founder departure and a short runway', () => {
    const report = dueDiligence(buildStartup(), { documents: [analyzeDocument(kopaDeck, 'pitch_deck')], financialMetrics: { ltvCac: 2, runwayMonths: 4 } });
    expect(report.criticalIssues).toEqual(expect.arrayContaining([expect.stringMatching(/^Team red flag: A founder or executive has left \("Our CTO left/), 'Runway of 4 months is under 6']));
    expect(report.riskLevel).toBe('High');
    expect(report.investmentRecommendation).toContain('Critical: ');
  });

  it('treats founders under 20% at seed as critical', () => {
    const report = dueDiligence(buildStartup(), { capTable: { founderOwnershipPct: 15, founderSharesVest: true, shareholderCount: 12 } });
    expect(report.criticalIssues).toContain('Founders hold only 15% at Seed');
  });

  it('marks an asked valuation above the calculated range as an issue', () => {
    const report = dueDiligence(grainSafe, { ...strongInputs, valuation: { ...strongInputs.valuation, askedValuationUsd: 40_000_000 } });
    expect(report.categories.financials.issues).toContain('Asked valuation $40M is above the calculated range');
  });

  it('gives the same report for the same input', () => {
    expect(dueDiligence(grainSafe, strongInputs)).toEqual(dueDiligence(grainSafe, strongInputs));
  });

  it('keeps every score within 0–100 for any figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: null }),
        fc.double({ min: -100, max: 200, noNaN: true }),
        fc.double({ min: -50, max: 500, noNaN: true }),
        (teamSize, revenue, ownership, runway) => {
          const report = dueDiligence(buildStartup({ teamSize, monthlyRevenueUsd: revenue }), {
            capTable: { founderOwnershipPct: ownership, founderSharesVest: false, shareholderCount: 3 },
            financialMetrics: { ltvCac: runway, runwayMonths: runway },
            market: { growthPotential: 50, competitiveIntensity: 50 },
          });
          const scores = [report.overallScore, ...Object.values(report.categories).map((c) => c.score)];
          return scores.every((s) => Number.isInteger(s) && s >= 0 && s <= 100);
        },
      ),
    );
  });
  it('cites the saved cap table, model and funding tracker, each linked to its page', () => {
    const links = { capTable: '/financial-tools?startup=1&tab=cap-table', financialModel: '/financial-tools?startup=1&tab=financial-model', fundingTracker: '/financial-tools?startup=1&tab=funding-tracker' };
    const report = dueDiligence(grainSafe, {
      ...strongInputs,
      capTable: { ...strongInputs.capTable, optionPoolPct: 12, maxLiquidationPreference: 1 },
      financialMetrics: { ...strongInputs.financialMetrics, grossMarginPct: 65, revenueGrowthPct: 120, burnRateUsd: 80_000 },
      funding: { targetUsd: 5_000_000, confirmedRaisedUsd: 250_000, confirmedInvestors: 1 },
      links,
    });
    const evidence = Object.values(report.categories).flatMap((c) => c.evidence);
    expect(evidence.find((e) => e.check === 'cap table on the platform')).toMatchObject({ fact: 'capTable', href: links.capTable, source: '6 shareholders' });
    expect(evidence.find((e) => e.check === 'runway of 18 months or more')).toMatchObject({ fact: 'financialModel', href: links.financialModel, source: 'runway 20 months, burn $80K a month' });
    expect(evidence.find((e) => e.check === 'confirmed investments in the round')).toMatchObject({ fact: 'fundingTracker', earned: 5 });
    expect(evidence.every((e) => e.effect >= 0)).toBe(true);
  });

  it('takes points off for each red flag by severity and shows what each one cost', () => {
    const clean = dueDiligence(grainSafe, strongInputs);
    const deck = analyzeDocument(strongDeck, 'pitch_deck');
    const flagged = { ...deck, riskFlags: [{ ruleId: 'litigation', category: 'litigation' as const, title: 'Litigation or a legal dispute is mentioned', severity: 'high' as const, evidence: null, occurrences: 1, recommendation: 'Disclose it.' }], source: { label: 'Deck.pdf', href: '/data-rooms/3/documents/9' } };
    const report = dueDiligence(grainSafe, { ...strongInputs, documents: [flagged, strongInputs.documents[1]!] });
    expect(report.categories.legal.score).toBe(clean.categories.legal.score - 15);
    expect(report.categories.legal.redFlags).toEqual([{ title: 'Litigation or a legal dispute is mentioned', severity: 'high', penalty: 15, effect: -1.5, source: 'Deck.pdf', href: '/data-rooms/3/documents/9' }]);
    expect(report.categories.legal.issues).toContain('Red flag: Litigation or a legal dispute is mentioned');
    expect(report.overallScore).toBeLessThan(clean.overallScore);
  });

  it('says which parts were not shared instead of calling them missing, and scores the rest', () => {
    const report = dueDiligence(grainSafe, { ...strongInputs, capTable: notShared, financialMetrics: notShared, valuation: notShared, funding: notShared });
    expect(report.categories.capTable.notShared).toEqual(['capTable']);
    expect(report.categories.capTable.issues).not.toContain('No cap table on the platform');
    expect(report.categories.financials.notShared).toEqual(expect.arrayContaining(['financialModel', 'valuation', 'fundingTracker']));
    expect(report.notShared).toEqual(['capTable', 'financialModel', 'valuation', 'fundingTracker']);
    expect(report.investmentRecommendation).toContain('Not shared with you, so not scored: cap table, financial model, valuation, funding tracker and confirmed investments.');
  });
});
