import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { type AntiDilution, type CapTable, capTableOwnership, defineShareClass, ownershipDisplayPercentages } from './cap-table';
import { type PricedRoundInput, applyPricedRound } from './priced-round';
import { computeWaterfalls } from './waterfall';

/** Random cap tables (common, options, an unissued pool, an optional preferred class with any
 * anti-dilution) and random rounds (any pool timing, safes in or out of the pre-money, one to
 * three investors). Sizes stay those of real rounds: at least 100,000 founders' shares, $0.10
 * or more a share, new money up to the pre-money, a pool target up to 20%, each safe up to 5%
 * of the pre-money. */
const scenario = fc.record({
  founders: fc.integer({ min: 100_000, max: 50_000_000 }),
  options: fc.integer({ min: 0, max: 5_000_000 }),
  pool: fc.integer({ min: 0, max: 5_000_000 }),
  preferred: fc.option(fc.record({ shares: fc.integer({ min: 1, max: 10_000_000 }), issuePriceHundredths: fc.integer({ min: 100, max: 1_000_000 }), antiDilution: fc.constantFrom<AntiDilution>('none', 'full-ratchet', 'broad-based', 'narrow-based') }), { nil: undefined }),
  priceCents: fc.integer({ min: 10, max: 10_000 }),
  investmentsPermille: fc.array(fc.integer({ min: 1, max: 333 }), { minLength: 1, maxLength: 3 }),
  pool_: fc.oneof(fc.constant(undefined), fc.record({ kind: fc.constant('target-percent' as const), postMoneyPercent: fc.integer({ min: 0, max: 2_000 }).map((x) => x / 100) }), fc.record({ kind: fc.constant('shares' as const), shares: fc.integer({ min: 0, max: 2_000_000 }) })),
  poolTiming: fc.constantFrom('pre-money' as const, 'post-money' as const),
  convertiblesInPreMoney: fc.boolean(),
  safes: fc.array(fc.record({ permille: fc.integer({ min: 1, max: 50 }), capMultiple: fc.integer({ min: 3, max: 100 }), discountPercent: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }) }), { maxLength: 2 }),
  exitCents: fc.integer({ min: 0, max: 1_000_000_000_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const fullyDilutedOf = (s: Scenario) => s.founders + s.options + s.pool + (s.preferred?.shares ?? 0);
const preMoneyOf = (s: Scenario) => fullyDilutedOf(s) * s.priceCents;
const investmentsOf = (s: Scenario) => s.investmentsPermille.map((p) => Math.max(1, Math.floor((preMoneyOf(s) * p) / 1_000)));

function build(s: Scenario, investors = investmentsOf(s).map((investmentCents, i) => ({ holderId: `investor-${i}`, investmentCents }))): PricedRoundInput {
  const table: CapTable = {
    classes: [
      defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
      defineShareClass({ id: 'options', name: 'Options', kind: 'option' }),
      ...(s.preferred ? [defineShareClass({ id: 'seed', name: 'Seed', kind: 'preferred', seniority: 1, issuePriceCents: s.preferred.issuePriceHundredths / 100, antiDilution: s.preferred.antiDilution })] : []),
    ],
    holders: [
      { id: 'founders', name: 'Founders', type: 'founder' },
      { id: 'team', name: 'Team', type: 'employee' },
      { id: 'seed-fund', name: 'Seed fund', type: 'investor' },
    ],
    holdings: [
      { holderId: 'founders', classId: 'common', shares: s.founders },
      ...(s.options > 0 ? [{ holderId: 'team', classId: 'options', shares: s.options }] : []),
      ...(s.preferred ? [{ holderId: 'seed-fund', classId: 'seed', shares: s.preferred.shares }] : []),
    ],
    unallocatedOptionPool: s.pool,
  };
  const preMoney = preMoneyOf(s);
  return {
    table,
    newHolders: [...s.investmentsPermille.map((_, i) => ({ id: `investor-${i}`, name: `Investor ${i}`, type: 'investor' })), ...s.safes.map((_, i) => ({ id: `safe-${i}`, name: `Safe ${i}`, type: 'investor' }))],
    // Each safe's cap is at least 3× its investment, so two safes own at most 2/3 at their caps.
    safes: s.safes.map((x, i) => ({ id: `s${i}`, holderId: `safe-${i}`, investmentCents: Math.max(1, Math.floor((preMoney * x.permille) / 1_000)), valuationCapCents: Math.max(1, Math.floor((preMoney * x.permille) / 1_000)) * x.capMultiple, ...(x.discountPercent !== undefined ? { discountPercent: x.discountPercent } : {}) })),
    proRataHolderIds: ['founders'],
    round: {
      preMoneyValuationCents: preMoney,
      closingDate: '2026-06-01',
      investors,
      series: { id: 'series-a', name: 'Series A' },
      ...(s.pool_ ? { optionPool: s.pool_ } : {}),
      poolTiming: s.poolTiming,
      convertiblesInPreMoney: s.convertiblesInPreMoney,
    },
  };
}

describe('priced rounds with any options, on random cap tables', () => {
  it('keeps every share whole and every share counted', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { table, conversion, antiDilution } = applyPricedRound(build(s));
        const ownership = capTableOwnership(table);
        expect(table.holdings.every((h) => Number.isSafeInteger(h.shares) && h.shares > 0)).toBe(true);
        expect(ownership.rows.every((r) => Number.isSafeInteger(r.fullyDilutedShares))).toBe(true);
        expect(Number.isSafeInteger(table.unallocatedOptionPool)).toBe(true);
        const extra = antiDilution.reduce((sum, a) => sum + a.asConvertedAfter - a.asConvertedBefore, 0);
        expect(ownership.totalFullyDiluted).toBe(conversion.postMoneyShares + extra);
        if (s.pool_?.kind === 'target-percent') expect(table.unallocatedOptionPool).toBeGreaterThanOrEqual((s.pool_.postMoneyPercent / 100) * conversion.postMoneyShares);
      }),
      { numRuns: 100 },
    );
  });

  it('shows ownership that adds up to exactly 100.00%', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const shown = ownershipDisplayPercentages(capTableOwnership(applyPricedRound(build(s)).table));
        const hundredths = [...shown.byHolder, shown.pool].map((p) => Math.round(p * 100));
        expect(hundredths.reduce((a, b) => a + b, 0)).toBe(10_000);
        expect([...shown.byHolder, shown.pool].every((p) => Math.round(p * 100) / 100 === p && p >= 0)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('pays out exactly the exit value, nobody negative', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { table } = applyPricedRound(build(s));
        const [result] = computeWaterfalls(table, [s.exitCents]);
        const payouts = result?.holderPayoutsCents ?? [];
        expect(payouts.reduce((a, b) => a + b, 0)).toBe(s.exitCents);
        expect(payouts.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a pro-rata holder who takes the full allocation at their percentage, to within one share', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const offered = applyPricedRound(build(s)).proRata[0];
        const amount = offered?.amountCents ?? 0;
        const [first = 0, ...rest] = investmentsOf(s);
        fc.pre(amount > 0 && amount <= first);
        const investors = [{ holderId: 'investor-0', investmentCents: first - amount }, ...rest.map((investmentCents, i) => ({ holderId: `investor-${i + 1}`, investmentCents })), { holderId: 'founders', investmentCents: amount }];
        const taken = applyPricedRound(build(s, investors));
        const ownership = capTableOwnership(taken.table);
        const before = taken.proRata[0]?.sharesBefore ?? 0;
        const after = ownership.rows.find((r) => r.holderId === 'founders')?.fullyDilutedShares ?? 0;
        const totalBefore = ownership.totalFullyDiluted - taken.conversion.newMoneyShares;
        // Shares that would keep their percentage exactly: before × total after ÷ total before.
        expect(Math.abs(after - (before * ownership.totalFullyDiluted) / totalBefore)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});
