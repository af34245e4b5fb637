/**
 * A score that behaves: with everything else equal, adding a red flag never raises
 * the score and resolving one never lowers it; the score is the stated weighted sum; a part not
 * shared with the reader is never reported as missing. Held over random startups, random saved
 * figures and random flags added to (or removed from) real analyses.
 */
import { riskCategories, riskSeverities } from '@baobab/contracts/insights';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentAnalysis, RiskFlag } from './document-intelligence/types';
import { dueDiligence, dueDiligenceWeights, type DueDiligenceInputs, type DueDiligenceReport } from './due-diligence';
import { notShared } from './parts';
import { analysedDocuments } from './test-support/analysed-documents';
import { buildStartup } from './test-support/factories';

const analysed: DocumentAnalysis[] = analysedDocuments();

const startupArb = fc.record({
  teamSize: fc.integer({ min: 1, max: 200 }),
  tractionUsers: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  monthlyRevenueUsd: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  raisingAmountUsd: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  fundingStage: fc.constantFrom('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth'),
  website: fc.option(fc.constant('https://example.com'), { nil: null }),
});

const flagArb: fc.Arbitrary<RiskFlag> = fc.record({
  ruleId: fc.constantFrom('rule-a', 'rule-b', 'rule-c', 'founder-departure', 'litigation', 'short-runway'),
  category: fc.constantFrom(...riskCategories),
  title: fc.constant('A random red flag'),
  severity: fc.constantFrom(...riskSeverities),
  evidence: fc.option(fc.constant('A sentence.'), { nil: null }),
  occurrences: fc.integer({ min: 1, max: 5 }),
  recommendation: fc.constant('Resolve it.'),
});

const inputsArb: fc.Arbitrary<DueDiligenceInputs> = fc.record({
  documents: fc.subarray(analysed),
  capTable: fc.option(
    fc.record({
      founderOwnershipPct: fc.double({ min: 0, max: 100, noNaN: true }),
      founderSharesVest: fc.boolean(),
      shareholderCount: fc.integer({ min: 1, max: 50 }),
      optionPoolPct: fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: null }),
      maxLiquidationPreference: fc.double({ min: 0, max: 3, noNaN: true }),
    }),
    { nil: null },
  ),
  financialMetrics: fc.option(
    fc.record({
      ltvCac: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
      runwayMonths: fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: null }),
      grossMarginPct: fc.option(fc.double({ min: -50, max: 100, noNaN: true }), { nil: null }),
      revenueGrowthPct: fc.option(fc.double({ min: -50, max: 400, noNaN: true }), { nil: null }),
    }),
    { nil: null },
  ),
  funding: fc.option(fc.record({ targetUsd: fc.integer({ min: 0, max: 1e8 }), confirmedRaisedUsd: fc.integer({ min: 0, max: 1e8 }), confirmedInvestors: fc.integer({ min: 0, max: 20 }) }), { nil: null }),
  market: fc.option(fc.record({ growthPotential: fc.integer({ min: 0, max: 100 }), competitiveIntensity: fc.integer({ min: 0, max: 100 }) }), { nil: null }),
  dataRoom: fc.option(fc.constantFrom([], [{ name: 'Cap table.xlsx', folder: null }], [{ name: 'Accounts 2024.pdf', folder: 'Finance' }]), { nil: null }),
});

/** The same inputs with one flag added to one document. */
function withFlag(inputs: DueDiligenceInputs, at: number, flag: RiskFlag): DueDiligenceInputs {
  const documents = inputs.documents as DocumentAnalysis[];
  return { ...inputs, documents: documents.map((d, i) => (i === at % documents.length ? { ...d, riskFlags: [...d.riskFlags, flag] } : d)) };
}

const riskRank = { Low: 0, Medium: 1, High: 2 } as const;

function neverBetter(after: DueDiligenceReport, before: DueDiligenceReport): boolean {
  return (
    after.overallScore <= before.overallScore &&
    riskRank[after.riskLevel] >= riskRank[before.riskLevel] &&
    (Object.keys(before.categories) as (keyof DueDiligenceReport['categories'])[]).every((n) => after.categories[n].score <= before.categories[n].score)
  );
}

const withDocuments = inputsArb.filter((i) => (i.documents as DocumentAnalysis[]).length > 0);

describe('due-diligence score properties', () => {
  it('never rises when a red flag is added, in the overall score, any category or the risk level', () => {
    fc.assert(
      fc.property(startupArb, withDocuments, fc.nat(), flagArb, (facts, inputs, at, flag) => {
        const startup = buildStartup(facts);
        return neverBetter(dueDiligence(startup, withFlag(inputs, at, flag)), dueDiligence(startup, inputs));
      }),
    );
  });

  it('never falls when a red flag is resolved', () => {
    fc.assert(
      fc.property(startupArb, withDocuments, fc.nat(), (facts, inputs, at) => {
        const documents = inputs.documents as DocumentAnalysis[];
        const target = documents[at % documents.length]!;
        fc.pre(target.riskFlags.length > 0);
        const resolved = { ...inputs, documents: documents.map((d) => (d === target ? { ...d, riskFlags: d.riskFlags.slice(1) } : d)) };
        const startup = buildStartup(facts);
        return neverBetter(dueDiligence(startup, inputs), dueDiligence(startup, resolved));
      }),
    );
  });

  it('lowers the score by a flag until the category reaches 0', () => {
    fc.assert(
      fc.property(startupArb, withDocuments, fc.nat(), (facts, inputs, at) => {
        const flag: RiskFlag = { ruleId: 'new-litigation', category: 'litigation', title: 'Litigation', severity: 'high', evidence: null, occurrences: 1, recommendation: 'Settle.' };
        const startup = buildStartup(facts);
        const before = dueDiligence(startup, inputs);
        const after = dueDiligence(startup, withFlag(inputs, at, flag));
        return before.categories.legal.score === 0 || after.categories.legal.score < before.categories.legal.score;
      }),
    );
  });

  it('is the weighted sum of the category scores, and each finding shows its effect', () => {
    fc.assert(
      fc.property(startupArb, inputsArb, (facts, inputs) => {
        const report = dueDiligence(buildStartup(facts), inputs);
        const names = Object.keys(report.categories) as (keyof typeof report.categories)[];
        const sum = names.reduce((s, n) => s + report.weights[n] * report.categories[n].score, 0);
        expect(report.overallScore).toBe(Math.round(sum));
        expect(names.reduce((s, n) => s + report.weights[n], 0)).toBeCloseTo(1, 3);
        for (const n of names) {
          const category = report.categories[n];
          const effects = [...category.evidence.map((e) => e.effect), ...category.redFlags.map((f) => f.effect)].reduce((a, b) => a + b, 0);
          // Effects add up to the category's share of the overall score unless its score was floored at 0.
          if (category.score > 0) expect(effects).toBeCloseTo(report.weights[n] * category.score, -0.5);
          expect(category.redFlags.every((f) => f.effect <= 0 && f.penalty > 0)).toBe(true);
        }
      }),
    );
  });

  it('leaves out what is not shared and never calls it missing', () => {
    fc.assert(
      fc.property(startupArb, inputsArb, (facts, inputs) => {
        const hidden: DueDiligenceInputs = { ...inputs, documents: notShared, capTable: notShared, financialMetrics: notShared, valuation: notShared, funding: notShared };
        // As the API sends it: every message in its English (decision 0046).
        const report = toWire(dueDiligence(buildStartup(facts), hidden));
        const issues = Object.values(report.categories).flatMap((c) => c.issues);
        expect(issues).not.toContain('No cap table on the platform');
        expect(issues).not.toContain('No financial model on the platform');
        expect(issues.some((i) => i.includes('without documents') || i.startsWith('No deck'))).toBe(false);
        expect(report.notShared).toEqual(expect.arrayContaining(['documents', 'capTable', 'financialModel', 'valuation', 'fundingTracker']));
        // Without a data room the reader can open, nothing of the cap table or legal standing is left to score.
        if (!inputs.dataRoom) expect([report.categories.capTable.weight, report.categories.legal.weight]).toEqual([0, 0]);
        expect(report.investmentRecommendation).toContain('Not shared with you');
      }),
    );
  });

  it('gives the same score to two readers who see the same parts', () => {
    fc.assert(
      fc.property(startupArb, inputsArb, (facts, inputs) => {
        const startup = buildStartup(facts);
        expect(dueDiligence(startup, inputs)).toEqual(dueDiligence(startup, structuredClone(inputs)));
      }),
    );
  });

  it('keeps the base weights whole', () => {
    expect(Object.values(dueDiligenceWeights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});
