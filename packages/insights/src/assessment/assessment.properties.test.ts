/**
 * The assessment behaves (decision 0042), over random fact sets built from real document analyses,
 * random saved figures and random red flags:
 * - a worse value of any fact never raises the score; a red flag added never raises it, whatever
 *   else arrives in the same document;
 * - a fact group becoming known never widens the range, and the new score lies in the old range;
 * - the founder's assessment lies inside the range a viewer with fewer facts shared sees, and
 *   hiding a fact never lifts that viewer's score above the founder's;
 * - the same inputs give the same assessment.
 */
import { riskCategories, riskSeverities } from '@baobab/contracts/insights';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RiskFlag } from '../document-intelligence/types';
import type { SourcedAnalysis } from '../due-diligence/checks';
import { notShared } from '../parts';
import { analysedDocuments } from '../test-support/analysed-documents';
import { buildStartup } from '../test-support/factories';
import { assess, type Assessment } from './assess';
import type { AssessmentInput } from './groups';

const analysed: SourcedAnalysis[] = analysedDocuments();

const startupArb = fc.record({
  description: fc.constantFrom('', 'Payments.', 'A mobile payments app for market traders and merchants in Lagos, with instant settlement, credit scoring and a savings wallet for families.'),
  teamSize: fc.integer({ min: 1, max: 200 }),
  tractionUsers: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  monthlyRevenueUsd: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  raisingAmountUsd: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  fundingStage: fc.constantFrom('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth'),
  website: fc.option(fc.constant('https://example.com'), { nil: null }),
  hasLogo: fc.boolean(),
});

const flagArb: fc.Arbitrary<RiskFlag> = fc.record({
  ruleId: fc.constantFrom('rule-a', 'rule-b', 'founder-departure', 'litigation', 'customer-concentration'),
  category: fc.constantFrom(...riskCategories),
  title: fc.constant('A random red flag'),
  severity: fc.constantFrom(...riskSeverities),
  evidence: fc.option(fc.constant('A sentence.'), { nil: null }),
  occurrences: fc.integer({ min: 1, max: 5 }),
  recommendation: fc.constant('Resolve it.'),
});

const capTableArb = fc.record({
  founderOwnershipPct: fc.double({ min: 0, max: 100, noNaN: true }),
  founderSharesVest: fc.boolean(),
  shareholderCount: fc.integer({ min: 1, max: 50 }),
  optionPoolPct: fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: null }),
  maxLiquidationPreference: fc.double({ min: 0, max: 3, noNaN: true }),
});
const financialsArb = fc.record({
  ltvCac: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
  runwayMonths: fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: null }),
  burnRateUsd: fc.option(fc.integer({ min: 0, max: 1e6 }), { nil: null }),
  grossMarginPct: fc.option(fc.double({ min: -50, max: 100, noNaN: true }), { nil: null }),
  revenueGrowthPct: fc.option(fc.double({ min: -50, max: 400, noNaN: true }), { nil: null }),
});
const fundingArb = fc.record({ targetUsd: fc.integer({ min: 0, max: 1e8 }), confirmedRaisedUsd: fc.integer({ min: 0, max: 1e8 }), confirmedInvestors: fc.integer({ min: 0, max: 20 }) });
const marketArb = fc.record({ growthPotential: fc.integer({ min: 0, max: 100 }), competitiveIntensity: fc.integer({ min: 0, max: 100 }) });
const roomArb = fc.constantFrom([], [{ name: 'Cap table.xlsx', folder: null }], [{ name: 'Accounts 2024.pdf', folder: 'Finance' }, { name: 'Certificate of incorporation.pdf', folder: null }]);

/** Everything recorded about a company (what its founder sees); null where nothing was recorded. */
const fullArb: fc.Arbitrary<AssessmentInput> = fc.record({
  startup: startupArb.map((s) => buildStartup(s)),
  documents: fc.subarray(analysed),
  capTable: fc.option(capTableArb, { nil: null }),
  financials: fc.option(financialsArb, { nil: null }),
  funding: fc.option(fundingArb, { nil: null }),
  dataRoom: fc.option(roomArb, { nil: null }),
  market: fc.option(marketArb, { nil: null }),
});

/** The parts a founder may withhold from a viewer (decision 0005); the profile is public. */
const shareable = ['documents', 'capTable', 'financials', 'funding', 'dataRoom'] as const;
type Shareable = (typeof shareable)[number];
const hiddenArb = fc.subarray([...shareable]);

function hide(input: AssessmentInput, parts: readonly Shareable[]): AssessmentInput {
  return { ...input, ...Object.fromEntries(parts.map((p) => [p, notShared])) };
}

const inRange = (score: number, range: Assessment) => score >= range.low && score <= range.high;

/** One fact made worse, each by a random amount. */
const worsenings: ((input: AssessmentInput, by: number) => AssessmentInput)[] = [
  (i, by) => ({ ...i, startup: { ...i.startup, tractionUsers: i.startup.tractionUsers === null ? null : Math.max(0, i.startup.tractionUsers - by * 1000) } }),
  (i, by) => ({ ...i, startup: { ...i.startup, monthlyRevenueUsd: i.startup.monthlyRevenueUsd === null ? null : Math.max(0, i.startup.monthlyRevenueUsd - by * 1000) } }),
  (i, by) => ({ ...i, startup: { ...i.startup, teamSize: Math.max(1, i.startup.teamSize - by) } }),
  (i) => ({ ...i, startup: { ...i.startup, website: null } }),
  (i, by) => (i.capTable && !('notShared' in i.capTable) ? { ...i, capTable: { ...i.capTable, founderOwnershipPct: Math.max(0, i.capTable.founderOwnershipPct - by) } } : i),
  (i) => (i.capTable && !('notShared' in i.capTable) ? { ...i, capTable: { ...i.capTable, founderSharesVest: false } } : i),
  (i, by) => (i.capTable && !('notShared' in i.capTable) ? { ...i, capTable: { ...i.capTable, maxLiquidationPreference: (i.capTable.maxLiquidationPreference ?? 1) + by / 10 } } : i),
  (i, by) => (i.financials && !('notShared' in i.financials) && i.financials.runwayMonths !== null ? { ...i, financials: { ...i.financials, runwayMonths: Math.max(0, i.financials.runwayMonths - by) } } : i),
  (i, by) => (i.financials && !('notShared' in i.financials) && i.financials.ltvCac !== null ? { ...i, financials: { ...i.financials, ltvCac: Math.max(0, i.financials.ltvCac - by / 10) } } : i),
  (i, by) => (i.funding && !('notShared' in i.funding) ? { ...i, funding: { ...i.funding, confirmedRaisedUsd: Math.max(0, i.funding.confirmedRaisedUsd - by * 10_000) } } : i),
  (i, by) => (i.market ? { ...i, market: { ...i.market, competitiveIntensity: Math.min(100, i.market.competitiveIntensity + by) } } : i),
  (i, by) => (i.market ? { ...i, market: { ...i.market, growthPotential: Math.max(0, i.market.growthPotential - by) } } : i),
];

function withFlag(input: AssessmentInput, at: number, flag: RiskFlag, withNewDocument: boolean): AssessmentInput {
  const documents = input.documents as SourcedAnalysis[];
  // A new document that brings the flag together with everything else it says, or the flag added to one already there.
  if (withNewDocument || documents.length === 0) return { ...input, documents: [...documents, { ...analysed[at % analysed.length]!, riskFlags: [flag] }] };
  return { ...input, documents: documents.map((d, i) => (i === at % documents.length ? { ...d, riskFlags: [...d.riskFlags, flag] } : d)) };
}

/** The same company without one fact group recorded (the group still unknown to everyone). */
function withoutGroup(input: AssessmentInput, group: Shareable | 'market'): AssessmentInput {
  return { ...input, [group]: group === 'documents' ? [] : null };
}

describe('the assessment', () => {
  it('never rises when any fact gets worse', () => {
    fc.assert(
      fc.property(fullArb, hiddenArb, fc.nat({ max: worsenings.length - 1 }), fc.integer({ min: 1, max: 50 }), (full, hidden, which, by) => {
        const before = hide(full, hidden);
        const after = hide(worsenings[which]!(full, by), hidden);
        expect(assess(after).score).toBeLessThanOrEqual(assess(before).score);
      }),
    );
  });

  it('never rises when a red flag is added, whatever arrives with it in the same document', () => {
    fc.assert(
      fc.property(fullArb, fc.nat(), flagArb, fc.boolean(), (full, at, flag, newDocument) => {
        expect(assess(withFlag(full, at, flag, newDocument)).score).toBeLessThanOrEqual(assess(full).score);
      }),
    );
  });

  it('never widens the range when a fact group becomes known, and the new score lies in the old range', () => {
    fc.assert(
      fc.property(fullArb, fc.constantFrom(...shareable, 'market' as const), fc.boolean(), (full, group, wasHidden) => {
        const before = assess(wasHidden && group !== 'market' ? hide(full, [group]) : withoutGroup(full, group));
        const after = assess(full);
        expect(after.low).toBeGreaterThanOrEqual(before.low);
        expect(after.high).toBeLessThanOrEqual(before.high);
        expect(inRange(after.score, before)).toBe(true);
      }),
    );
  });

  it("puts the founder's score inside the range of a viewer with fewer facts shared, and never below that viewer's score", () => {
    fc.assert(
      fc.property(fullArb, hiddenArb, (full, hidden) => {
        const founder = assess(full);
        const viewer = assess(hide(full, hidden));
        expect(inRange(founder.score, viewer)).toBe(true);
        expect(viewer.score).toBeLessThanOrEqual(founder.score);
        expect(viewer.coverage.known).toBeLessThanOrEqual(founder.coverage.known);
      }),
    );
  });

  it('keeps the score inside its range and gives the same assessment for the same inputs', () => {
    fc.assert(
      fc.property(fullArb, hiddenArb, (full, hidden) => {
        const a = assess(hide(full, hidden));
        expect(inRange(a.score, a)).toBe(true);
        expect(assess(structuredClone(hide(full, hidden)))).toEqual(a);
      }),
    );
  });
});
