import { describe, it, expect } from 'vitest';
import { type CapTable, capTableOwnership, defineShareClass } from './cap-table';
import { applyPricedRound } from './priced-round';
import { computeWaterfalls, holderPayouts } from './waterfall';

const K = 1_000_00;
const M = 1_000_000_00;

/** The YC Post-Money Safe User Guide's Example 1 cap table before its safes convert. */
const before: CapTable = {
  classes: [defineShareClass({ id: 'common', name: 'Common', kind: 'common' }), defineShareClass({ id: 'options', name: 'Options', kind: 'option' })],
  holders: [
    { id: 'founders', name: 'Founders', type: 'founder' },
    { id: 'employees', name: 'Employees', type: 'employee' },
  ],
  holdings: [
    { holderId: 'founders', classId: 'common', shares: 9_250_000 },
    // 300,000 options outstanding and 350,000 promised.
    { holderId: 'employees', classId: 'options', shares: 650_000, exercisePriceCents: 10 },
  ],
  unallocatedOptionPool: 100_000,
};

const outcome = applyPricedRound({
  table: before,
  newHolders: [
    { id: 'investor-a', name: 'Investor A', type: 'investor' },
    { id: 'investor-b', name: 'Investor B', type: 'investor' },
    { id: 'lead', name: 'Series A lead', type: 'investor' },
  ],
  safes: [
    { id: 'a', holderId: 'investor-a', investmentCents: 200 * K, valuationCapCents: 4 * M },
    { id: 'b', holderId: 'investor-b', investmentCents: 800 * K, valuationCapCents: 8 * M },
  ],
  round: {
    preMoneyValuationCents: 15 * M,
    closingDate: '2019-01-01',
    investors: [{ holderId: 'lead', investmentCents: 5 * M }],
    series: { id: 'series-a', name: 'Series A' },
    optionPool: { kind: 'shares', shares: 1_695_000 },
  },
});

describe('applying a priced round to a cap table', () => {
  it('ends with the YC example\'s 17,946,424 fully diluted shares, the pool topped up by 1,695,000', () => {
    const o = capTableOwnership(outcome.table);
    expect(o.totalFullyDiluted).toBe(17_946_424);
    expect(outcome.table.unallocatedOptionPool).toBe(1_795_000);
  });

  it('puts each safe in a shadow series priced at its Safe Price, as the YC safe forms do', () => {
    const names = outcome.table.classes.map((c) => `${c.name} @ ${c.issuePriceCents}`);
    expect(names).toEqual(['Common @ 0', 'Options @ 0', 'Series A @ 111.44', 'Series A-1 @ 34', 'Series A-2 @ 68']);
  });

  it('keeps each safe holder\'s liquidation preference at about their purchase amount', () => {
    // At a $7M exit the $6M of preferences leave about $0.11 a common share, below every
    // conversion price, so nobody converts: Series A takes 4,486,719 × $1.1144 and the
    // safes 588,235 × $0.34 and 1,176,470 × $0.68, just under their $200k and $800k.
    const [result] = computeWaterfalls(outcome.table, [7 * M]);
    const byName = Object.fromEntries(result ? holderPayouts(outcome.table, result).map((h) => [h.name, h.payoutCents]) : []);
    expect(byName['Investor A']).toBe(588_235 * 34);
    expect(byName['Investor B']).toBe(1_176_470 * 68);
    expect(byName['Series A lead']).toBe(Math.round(4_486_719 * 111.44));
  });

  it('ranks a first series at seniority 1 and the next one above the existing preferred', () => {
    expect(outcome.table.classes.find((c) => c.id === 'series-a')?.seniority).toBe(1);
    const next = applyPricedRound({
      table: outcome.table,
      newHolders: [{ id: 'b-lead', name: 'Series B lead', type: 'investor' }],
      round: { preMoneyValuationCents: 60 * M, closingDate: '2021-01-01', investors: [{ holderId: 'b-lead', investmentCents: 15 * M }], series: { id: 'series-b', name: 'Series B' } },
    });
    expect(next.table.classes.find((c) => c.id === 'series-b')?.seniority).toBe(2);
    // $15M buys 20% of a $75M post-money, to within the rounding of the price.
    expect(next.conversion.newMoneyShares / next.conversion.postMoneyShares).toBeCloseTo(0.2, 5);
  });
});
