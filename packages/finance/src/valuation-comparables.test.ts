import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import fc from 'fast-check';
import { minimumRecordedPeers } from '@baobab/contracts/comparables';
import { valueStartup } from './valuation';
import { comparablesMethod, selectComparables } from './valuation-comparables';
import { type ComparableCompany, type RecordedValuation, type StartupFacts, fundingStages } from './valuation-types';

const K = 1_000_00;
const M = 1_000_000_00;

const round = (cents: number, date = '2026-03-01'): RecordedValuation => ({ cents, source: 'confirmed round', date });

/** Seed FinTech peers in Africa, the i-th recorded at $(i+1)M by a confirmed round unless overridden. */
const peers = (overrides: Partial<ComparableCompany>[]): ComparableCompany[] =>
  overrides.map((o, i) => ({ name: `Peer ${i}`, stage: 'Seed', sector: 'FinTech', region: 'Africa', valuation: round((i + 1) * M), ...o }));

/** A peer that only states a raise: the old code imputed raise × 4 as its valuation. */
const raiseOnly = (raiseAmountCents: number, o: Partial<ComparableCompany> = {}): ComparableCompany => ({
  name: 'Raising',
  stage: 'Seed',
  sector: 'FinTech',
  region: 'Africa',
  valuation: null,
  raiseAmountCents,
  ...o,
});

const seed: StartupFacts = { stage: 'Seed', sector: 'Fintech', region: 'Africa' };

describe('comparables', () => {
  it('takes the median recorded valuation of same-stage, same-region, same-sector peers', () => {
    const set = selectComparables(seed, peers([{}, {}, {}, {}, {}, { stage: 'Series A', valuation: round(50 * M) }]));
    expect(set.companies).toHaveLength(5);
    expect(comparablesMethod({ stage: 'Seed' }, set).valueCents).toBe(3 * M);
  });

  it('uses the median revenue multiple when both sides have revenue', () => {
    const set = selectComparables({ stage: 'Seed', region: 'Africa' }, peers(Array.from({ length: 5 }, () => ({ monthlyRevenueCents: 10 * K }))));
    // Multiples: $1M to $5M over $120,000 a year; median $3M / $120,000 = 25x, applied to $240,000.
    expect(comparablesMethod({ stage: 'Seed', monthlyRevenueCents: 20 * K }, set).valueCents).toBe(6 * M);
  });

  it('names the source and dates of the recorded valuations it used', () => {
    const set = selectComparables(seed, peers([{}, {}, {}, { valuation: round(4 * M, '2026-11-20') }, { valuation: round(5 * M, '2026-05-01') }]));
    const result = comparablesMethod(seed, set);
    expect(englishOf(result.explanation[0]!)).toContain('5 confirmed rounds, dated 2026-03-01 to 2026-11-20');
  });

  it('widens to every region rather than narrowing to fewer recorded peers than the minimum', () => {
    const elsewhere = { region: 'Europe' };
    const set = selectComparables(seed, peers([{}, {}, {}, elsewhere, elsewhere, elsewhere]));
    expect(set.sameRegion).toBe(false);
    expect(set.companies).toHaveLength(6);
  });

  it('gives no number with too few recorded peers, however many peers only state a raise', () => {
    const all = [...peers([{}, {}, {}, {}]), ...Array.from({ length: 10 }, (_, i) => raiseOnly((i + 1) * 500 * K))];
    const valuation = valueStartup({ facts: { ...seed, teamSize: 4, tractionUsers: 500 }, comparables: all });
    expect({ ...valuation.methods.comparables, explanation: valuation.methods.comparables.explanation.map(englishOf) }).toEqual({
      valueCents: 0,
      confidence: 0,
      explanation: [
        `Comparables: too few recorded peers at the Seed stage. 4 comparable startups at this stage have a round confirmed by both sides with a valuation; at least ${minimumRecordedPeers} are needed to give a number.`,
      ],
    });
    expect(valuation.comparables).toEqual({ minimumPeers: minimumRecordedPeers, count: 4, peers: [] });
    // Left out of the fair value, with the reason in the reasoning.
    expect(valuation.reasoning).toContain(valuation.methods.comparables.explanation[0]);
    expect(valuation.reasoning.map(englishOf).join('\n')).not.toMatch(/^Comparables \(confidence/m);
  });

  it('averages only recorded valuations into the Scorecard baseline, never a raise', () => {
    const valuation = valueStartup({ facts: seed, comparables: [...peers([{}, {}, {}, {}, {}]), raiseOnly(100 * M)] });
    // $1M to $5M recorded: the baseline is $3M, whatever the $100M raise would imply.
    expect(englishOf(valuation.methods.scorecard.explanation[0]!)).toContain('the average recorded valuation of 5 comparable startups in the same region at this stage, $3,000,000');
  });

  it('gives Scorecard and Risk Factor Summation no baseline from too few recorded peers', () => {
    const valuation = valueStartup({ facts: seed, comparables: [...peers([{}, {}]), raiseOnly(100 * M)] });
    for (const [method, label] of [['scorecard', 'Scorecard'], ['riskFactorSummation', 'Risk Factor Summation']] as const) {
      expect(valuation.methods[method].confidence).toBe(0);
      expect(englishOf(valuation.methods[method].explanation[0]!)).toBe(
        `${label}: too few recorded peers at this stage for a baseline valuation to adjust. At least ${minimumRecordedPeers} comparable startups with a recorded valuation (a round confirmed by both sides) are needed.`,
      );
    }
    // A baseline the caller supplies still works.
    expect(valueStartup({ facts: seed, comparables: [], baselineValuationCents: 2 * M }).methods.scorecard.confidence).toBeGreaterThan(0);
  });

  it('lists every recorded figure with its source and date once there are enough', () => {
    const valuation = valueStartup({ facts: seed, comparables: peers([{}, {}, {}, {}, { valuation: round(5 * M, '2026-11-20') }]) });
    expect(valuation.comparables.count).toBe(5);
    expect(valuation.comparables.peers[0]).toEqual({ cents: 5 * M, source: 'confirmed round', date: '2026-11-20' });
  });

  it('never changes when peers without a recorded valuation are added', () => {
    const recorded = fc.record({
      cents: fc.integer({ min: 1, max: 1_000 * M }),
      source: fc.constant('confirmed round' as const),
      date: fc.constantFrom('2025-01-31', '2026-06-30', '2026-11-20'),
    });
    const peer = (valuation: fc.Arbitrary<RecordedValuation | null>) =>
      fc.record({
        name: fc.constant('Peer'),
        stage: fc.constantFrom('Seed', 'Series A'),
        sector: fc.constantFrom('FinTech', 'HealthTech'),
        region: fc.constantFrom('Africa', 'Europe'),
        valuation,
        raiseAmountCents: fc.option(fc.integer({ min: 1, max: 100 * M }), { nil: undefined }),
        monthlyRevenueCents: fc.option(fc.integer({ min: 1, max: 10 * M }), { nil: undefined }),
        teamSize: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
      });
    fc.assert(
      fc.property(
        fc.record({ stage: fc.constantFrom(...fundingStages), sector: fc.constantFrom('FinTech', 'HealthTech'), region: fc.constantFrom('Africa', 'Europe'), monthlyRevenueCents: fc.option(fc.integer({ min: 1, max: 10 * M }), { nil: undefined }) }),
        fc.array(peer(recorded), { maxLength: 12 }),
        fc.array(peer(fc.constant(null)), { minLength: 1, maxLength: 12 }),
        (facts, withValuation, unvalued) => {
          const before = valueStartup({ facts, comparables: withValuation });
          const after = valueStartup({ facts, comparables: [...unvalued, ...withValuation, ...unvalued] });
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 100 },
    );
  });
});
