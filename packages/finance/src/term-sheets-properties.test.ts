/**
 * Properties of term sheets over random tables (decision 0045): whatever the series' terms, the
 * anti-dilution method and where its shares sit, the table adds up, the exit is paid out exactly and
 * never negatively, and a full ratchet never leaves its investor fewer shares than broad-based WA.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engineErrors } from './engine-errors';
import { type SpecCapTableInput, type SpecSeriesTerms, specCapTable } from './spec-cap-table';

const entry = (name: string, shares: number, shareClass: string) => ({
  shareholderName: name,
  shareholderType: 'founder',
  shares,
  shareClass,
  vesting: { total: shares, vested: shares, cliff: 0, schedule: 'immediate' },
  liquidationPreference: 1,
  antiDilution: 'None',
});

const seriesTerms: fc.Arbitrary<SpecSeriesTerms> = fc.record({
  liquidationPreference: fc.constantFrom(0, 0.5, 1, 1.5, 2, 3),
  participation: fc.constantFrom('non-participating' as const, 'participating' as const),
  capOver: fc.option(fc.constantFrom(0, 0.5, 1, 2), { nil: undefined }),
  seniority: fc.constantFrom('senior' as const, 'pari-passu' as const),
  conversionRatio: fc.constantFrom(0.5, 1, 1.25, 2),
}).map(({ capOver, ...t }) => (t.participation === 'participating' && capOver !== undefined ? { ...t, participationCap: t.liquidationPreference + capOver + 0.5 } : t));

const scenario = fc.record({
  common: fc.integer({ min: 1_000_000, max: 20_000_000 }),
  seriesA: fc.integer({ min: 100_000, max: 10_000_000 }),
  issuePrice: fc.constantFrom(0.25, 0.5, 1, 2, 4),
  seriesAParticipating: fc.boolean(),
  preMoney: fc.integer({ min: 1_000_000, max: 100_000_000 }),
  /** The round's money as a share of its pre-money, 5% to 150%: the range term sheets are signed in. */
  investmentShare: fc.integer({ min: 5, max: 150 }),
  poolTarget: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  ordering: fc.constantFrom('pre-money' as const, 'after-round' as const),
  terms: seriesTerms,
  exit: fc.integer({ min: 0, max: 500_000_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function inputOf(s: Scenario, antiDilution: 'full-ratchet' | 'broad-based'): SpecCapTableInput {
  return {
    shares: [entry('Founder', s.common, 'Common'), entry('A Fund', s.seriesA, 'Series A')],
    shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: s.issuePrice, antiDilution, ...(s.seriesAParticipating ? { participation: 'participating' as const } : {}) }],
    pricedRound: {
      seriesName: 'Series B',
      investorName: 'B Fund',
      preMoneyValuation: s.preMoney,
      investment: Math.round((s.preMoney * s.investmentShare) / 100),
      closingDate: '2026-01-01',
      antiDilutionOrdering: s.ordering,
      seriesTerms: s.terms,
      ...(s.poolTarget !== undefined ? { optionPoolTargetPercent: s.poolTarget } : {}),
    },
    exitValues: [s.exit],
  };
}

/** The table, or null when the engine refuses these terms for a stated reason (a death spiral, a pool target the round cannot meet). */
function tableOf(input: SpecCapTableInput): ReturnType<typeof specCapTable> | null {
  try {
    return specCapTable(input);
  } catch (error) {
    if (error instanceof RangeError && (error.message === engineErrors.antiDilutionUnsettled || error.message === engineErrors.roundPriceTooSmall || error.message === engineErrors.poolTargetTooLarge)) return null;
    throw error;
  }
}

describe('term sheet properties', () => {
  it('keeps the shares column adding up to the total, pays out exactly the exit, and never pays anyone less than zero', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom('full-ratchet' as const, 'broad-based' as const), (s, method) => {
        const result = tableOf(inputOf(s, method));
        fc.pre(result !== null);
        if (!result) return;
        expect(result.shareholders.reduce((sum, h) => sum + h.shares, 0)).toBe(result.totalShares);
        const payouts = result.scenarios[0]?.distribution ?? [];
        const paidCents = payouts.reduce((sum, p) => sum + Math.round(p.payout * 100), 0);
        expect(paidCents).toBe(Math.round(s.exit * 100));
        for (const p of payouts) expect(p.payout).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('never gives the protected investor fewer shares under a full ratchet than under broad-based weighted average', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const ratchet = tableOf(inputOf(s, 'full-ratchet'));
        const average = tableOf(inputOf(s, 'broad-based'));
        fc.pre(ratchet !== null && average !== null);
        const held = (r: ReturnType<typeof specCapTable> | null) => r?.shareholders.filter((h) => h.shareholderName === 'A Fund').reduce((sum, h) => sum + h.shares, 0) ?? 0;
        expect(held(ratchet)).toBeGreaterThanOrEqual(held(average));
      }),
      { numRuns: 150 },
    );
  });
});
