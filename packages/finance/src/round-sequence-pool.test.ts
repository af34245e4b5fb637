import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { capTableInputOn } from './ledger-cap-table';
import { type LedgerRecord, holdingsOn } from './share-ledger';
import { roundSequence } from './round-sequence';
import { openingShares, pricedRound } from './round-sequence-fixtures';

const founders = openingShares('2022-01-01', [['Ada', 6_000_000], ['Ben', 3_000_000]]);
const vesting = { vestingStart: '2022-02-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' as const };
const plan: LedgerRecord = { id: 10, entry: { kind: 'plan', date: '2022-02-01', planName: '2022 Plan', shareClass: 'Common', shares: 1_000_000 } };
const grant: LedgerRecord = { id: 11, entry: { kind: 'issuance', date: '2022-02-01', holder: 'Chidi', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId: 10 } };

/** The ledger with a round's entries written after the stored ones. */
const written = (ledger: LedgerRecord[], entries: { entry: LedgerEntryInput }[]) => [...ledger, ...entries.map((e, i) => ({ id: 100 + i, entry: e.entry }))];

describe('a priced round tops up the pool as a ledger entry (decision 0056)', () => {
  it('increases the plan: 600,000 left of 1,000,000 and a 10% post-money target at $10M pre, $2.5M in, add 742,858 options', () => {
    // Pool in the pre-money: fully diluted before is 9,000,000 + 400,000 granted + 600,000 left = 10,000,000. With an
    // increase p, the price is $10M ÷ (10,000,000 + p) and the new money buys a quarter of that count, so the pool
    // after is 600,000 + p = 10% × 1.25 × (10,000,000 + p): p = 650,000 ÷ 0.875 = 742,857.1, which the engine rounds up to
    // whole options so the pool reaches its target.
    const [seed] = roundSequence({ ledger: [...founders, plan, grant], currency: 'USD', rounds: [{ id: 1, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 10_000_000, 2_500_000, { optionPoolTargetPercent: 10 }) }] });
    if (seed?.outcome?.kind !== 'priced') throw new Error(seed?.problem ? englishOf(seed.problem) : 'no outcome');
    const increase = seed.outcome.poolIncreaseShares;
    expect(increase).toBe(742_858);
    expect(seed.outcome.entries.filter((e) => e.role === 'pool-top-up').map((e) => e.entry)).toEqual([{ kind: 'pool-increase', date: '2024-01-15', planId: 10, shares: increase }]);
    const after = written([...founders, plan, grant], seed.outcome.entries);
    const [pool] = holdingsOn(after, '2024-01-15').plans;
    expect(pool).toEqual(expect.objectContaining({ size: 1_000_000 + increase, remaining: 600_000 + increase, outstanding: 400_000 }));
    expect(pool?.remaining).toBe(seed.outcome.poolAfter);
    // The cap table reads that pool, not the model's figure.
    expect(capTableInputOn(after, { unallocatedOptionPool: 5 }, '2024-01-15')?.unallocatedOptionPool).toBe(seed.outcome.poolAfter);
    expect(holdingsOn(after, '2024-01-14').plans[0]?.size).toBe(1_000_000);
  });

  it('creates a plan named after the series, of the whole pool after the round, when the company has none', () => {
    const [seed] = roundSequence({ ledger: founders, currency: 'USD', unallocatedPool: 500_000, rounds: [{ id: 1, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 10_000_000, 2_500_000, { optionPoolTargetPercent: 10 }) }] });
    if (seed?.outcome?.kind !== 'priced') throw new Error(seed?.problem ? englishOf(seed.problem) : 'no outcome');
    expect(seed.outcome.poolIncreaseShares).toBeGreaterThan(0);
    expect(seed.outcome.entries.filter((e) => e.role === 'pool-top-up').map((e) => e.entry)).toEqual([
      { kind: 'plan', date: '2024-01-15', planName: 'Seed option pool', shareClass: 'Common', shares: seed.outcome.poolAfter },
    ]);
    expect(seed.outcome.poolAfter).toBe(500_000 + seed.outcome.poolIncreaseShares);
  });

  it('starts a later round from the ledger pool on its date: options granted between rounds are no longer in it', () => {
    const rounds = [
      { id: 1, status: 'modelled' as const, round: pricedRound('2023-01-15', 'Seed', 'Lead', 10_000_000, 2_500_000, { optionPoolTargetPercent: 10 }) },
      { id: 2, status: 'modelled' as const, round: pricedRound('2025-01-15', 'Series A', 'Fund', 40_000_000, 10_000_000) },
    ];
    const [seed] = roundSequence({ ledger: [...founders, plan], currency: 'USD', rounds });
    if (seed?.outcome?.kind !== 'priced') throw new Error('no seed');
    const lateGrant: LedgerRecord = { id: 50, entry: { ...grant.entry, date: '2024-03-01', shares: 300_000 } as LedgerEntryInput };
    const [, seriesA] = roundSequence({ ledger: [...founders, plan, lateGrant], currency: 'USD', rounds });
    // No target in the Series A: the pool it reads is what the ledger has left, the seed's top-up less the later grant.
    expect(seriesA?.outcome?.kind === 'priced' ? seriesA.outcome.poolAfter : null).toBe(seed.outcome.poolAfter - 300_000);
  });

  it('refuses a pool increase of a plan not yet created, or not in the ledger, at its field', () => {
    const increase = (planId: number, date: string): LedgerRecord => ({ id: 20, entry: { kind: 'pool-increase', date, planId, shares: 1_000 } });
    expect(() => holdingsOn([...founders, plan, increase(10, '2022-01-15')], '2023-01-01')).toThrow('The pool increase on 2022-01-15 is dated before its equity incentive plan (date)');
    expect(() => holdingsOn([...founders, plan, increase(1, '2023-01-15')], '2023-02-01')).toThrow('The pool increase on 2023-01-15 refers to an equity incentive plan that is not in the ledger (planId)');
  });
});
