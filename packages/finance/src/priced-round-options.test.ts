import { describe, it, expect } from 'vitest';
import { type CapTable, capTableOwnership, defineShareClass } from './cap-table';
import { applyPricedRound } from './priced-round';

const M = 1_000_000_00;
const common = defineShareClass({ id: 'common', name: 'Common', kind: 'common' });
const founders = (shares: number, pool = 0): CapTable => ({
  classes: [common],
  holders: [{ id: 'founders', name: 'Founders', type: 'founder' }],
  holdings: [{ holderId: 'founders', classId: 'common', shares }],
  unallocatedOptionPool: pool,
});
const series = { id: 'series-a', name: 'Series A' };
const lead = { id: 'lead', name: 'Lead', type: 'investor' };
const fd = (table: CapTable, holderId: string) => capTableOwnership(table).rows.find((r) => r.holderId === holderId)?.fullyDilutedShares ?? 0;

describe('option pool in the post-money', () => {
  // 8,000,000 founders' shares and a 1,000,000 pool; $3M on a $9M pre-money; pool target 10%.
  const round = (poolTiming: 'pre-money' | 'post-money') =>
    applyPricedRound({
      table: founders(8_000_000, 1_000_000),
      newHolders: [lead],
      round: { preMoneyValuationCents: 9 * M, closingDate: '2026-06-01', investors: [{ holderId: 'lead', investmentCents: 3 * M }], series, optionPool: { kind: 'target-percent', postMoneyPercent: 10 }, poolTiming },
    });

  it('prices the round on the shares before the top-up and issues the top-up after', () => {
    // Price = $9,000,000 ÷ 9,000,000 = $1.00; 3,000,000 new shares; 12,000,000 without the
    // top-up. Pool after ≥ 10% of the post-money: 1,000,000 + x ≥ 0.1 × (12,000,000 + x),
    // x ≥ 200,000 ÷ 0.9 = 222,222.2…, rounded up to 222,223; post-money 12,222,223.
    const { conversion, table } = round('post-money');
    expect(conversion.pricePerShareCents).toBe(100);
    expect(conversion.preMoneyShares).toBe(9_000_000);
    expect(conversion.newMoneyShares).toBe(3_000_000);
    expect(conversion.poolIncreaseShares).toBe(222_223);
    expect(conversion.postMoneyShares).toBe(12_222_223);
    expect(table.unallocatedOptionPool).toBe(1_222_223);
    expect(capTableOwnership(table).totalFullyDiluted).toBe(12_222_223);
  });

  it('dilutes the new investor, not only the founders, unlike the pre-money pool', () => {
    // Pre-money pool (shuffle): P = 8,000,000 ÷ (1 − 0.1 × 12 ÷ 9) = 9,230,769.2…, top-up
    // 230,770, price $9M ÷ 9,230,770 = $0.9750, so the lead buys 3,076,923 shares.
    const pre = round('pre-money');
    expect(pre.conversion.poolIncreaseShares).toBe(230_770);
    expect(pre.conversion.pricePerShareCents).toBe(97.5);
    expect(pre.conversion.newMoneyShares).toBe(3_076_923);
    const post = round('post-money');
    const share = (o: typeof pre, id: string) => fd(o.table, id) / capTableOwnership(o.table).totalFullyDiluted;
    expect(share(post, 'lead')).toBeLessThan(share(pre, 'lead'));
    expect(share(post, 'founders')).toBeGreaterThan(share(pre, 'founders'));
  });
});

describe('safes and notes outside the pre-money share count', () => {
  // 9,000,000 founders' shares; a $1,000,000 safe with a 20% discount and no cap; $2M on $10M.
  const round = (convertiblesInPreMoney: boolean) =>
    applyPricedRound({
      table: founders(9_000_000),
      newHolders: [lead, { id: 'angel', name: 'Angel', type: 'investor' }],
      safes: [{ id: 'safe', holderId: 'angel', investmentCents: 1 * M, discountPercent: 20 }],
      round: { preMoneyValuationCents: 10 * M, closingDate: '2026-06-01', investors: [{ holderId: 'lead', investmentCents: 2 * M }], series, convertiblesInPreMoney },
    });

  it('prices the round on the pre-round shares only; the safe converts at 80% of that price', () => {
    // Price = $10,000,000 ÷ 9,000,000 = $1.1111; safe: $1,000,000 ÷ (80% × $10/9) = 1,125,000
    // exactly; new money: $2,000,000 ÷ $1.1111 = 1,800,018.0… → 1,800,018.
    const { conversion } = round(false);
    expect(conversion.pricePerShareCents).toBe(111.11);
    expect(conversion.conversions[0]?.shares).toBe(1_125_000);
    expect(conversion.preMoneyShares).toBe(9_000_000);
    expect(conversion.newMoneyShares).toBe(1_800_018);
    expect(conversion.postMoneyShares).toBe(9_000_000 + 1_125_000 + 1_800_018);
  });

  it('inside the pre-money the safe is in the price: S = (9,000,000 + S) ÷ 8, so S = 1,285,714', () => {
    const { conversion } = round(true);
    expect(conversion.conversions[0]?.shares).toBe(1_285_714);
    expect(conversion.preMoneyShares).toBe(10_285_714);
    expect(conversion.pricePerShareCents).toBe(97.22);
  });
});

describe('several investors in one round', () => {
  it('gives each investor whole shares and the round the sum of them', () => {
    // $1.00 a share; $500,000.50 buys 500,000 shares (the half cent buys no share), $1,499,999.99
    // buys 1,499,999: 1,999,999 in all, one fewer than the $2,000,000.49 total would buy at once.
    const { conversion, table } = applyPricedRound({
      table: founders(8_000_000),
      newHolders: [lead, { id: 'co', name: 'Co-investor', type: 'investor' }],
      round: { preMoneyValuationCents: 8 * M, closingDate: '2026-06-01', investors: [{ holderId: 'lead', investmentCents: 50_000_050 }, { holderId: 'co', investmentCents: 149_999_999 }], series },
    });
    expect(fd(table, 'lead')).toBe(500_000);
    expect(fd(table, 'co')).toBe(1_499_999);
    expect(conversion.newMoneyShares).toBe(1_999_999);
    expect(conversion.postMoneyShares).toBe(9_999_999);
    expect(capTableOwnership(table).totalFullyDiluted).toBe(9_999_999);
  });
});

describe('pro-rata rights', () => {
  // Founders 6,000,000 common, a seed fund 2,000,000 common; $5M on a $20M pre-money: $2.50 a
  // share, 2,000,000 new shares. The seed fund holds 25% before the new money.
  const table: CapTable = { ...founders(6_000_000), holders: [{ id: 'founders', name: 'Founders', type: 'founder' }, { id: 'seed', name: 'Seed fund', type: 'investor' }], holdings: [{ holderId: 'founders', classId: 'common', shares: 6_000_000 }, { holderId: 'seed', classId: 'common', shares: 2_000_000 }] };
  const round = (investors: { holderId: string; investmentCents: number }[]) =>
    applyPricedRound({ table, newHolders: [lead], proRataHolderIds: ['seed'], round: { preMoneyValuationCents: 20 * M, closingDate: '2026-06-01', investors, series } });

  it('offers 25% of the new shares: 500,000 shares for $1,250,000', () => {
    // 2,000,000 × 2,000,000 ÷ 8,000,000 = 500,000 shares; × $2.50 = $1,250,000.
    expect(round([{ holderId: 'lead', investmentCents: 5 * M }]).proRata).toEqual([{ holderId: 'seed', sharesBefore: 2_000_000, shares: 500_000, amountCents: 125_000_000 }]);
  });

  it('keeps the seed fund at 25% when it takes its allocation', () => {
    const after = round([{ holderId: 'lead', investmentCents: 375_000_000 }, { holderId: 'seed', investmentCents: 125_000_000 }]).table;
    expect(fd(after, 'seed') / capTableOwnership(after).totalFullyDiluted).toBe(0.25);
  });
});
