import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { holdingsOn } from './share-ledger';
import { roundSequence } from './round-sequence';
import { noteRound, openingShares, pricedRound, safeRound } from './round-sequence-fixtures';

const opening = openingShares('2022-01-01', [['Ada', 6_000_000], ['Ben', 3_000_000]]);

describe('round sequence', () => {
  it('converts a post-money SAFE in the seed at its cap: $1M at a $10M cap over 9,000,000 shares is 1,000,000 shares at $1.00', () => {
    // YC post-money safe user guide: the safe owns investment ÷ post-money cap of the company capitalization
    // before the priced round, safe included (9,000,000 ÷ 0.9 = 10,000,000, of which 10%).
    const [safe, seed] = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: safeRound('2023-03-01', 'Angel', 1_000_000, 10_000_000) },
        { id: 2, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 20_000_000, 5_000_000) },
      ],
    });
    expect(safe?.outcome).toEqual({ kind: 'instrument', convertedBy: 2 });
    expect(seed?.outcome?.kind).toBe('priced');
    if (seed?.outcome?.kind !== 'priced') return;
    // Pre-money $20M over 10,000,000 shares (the safe's conversion in the pre-money): $2.00; $5M buys 2,500,000.
    expect(seed.outcome.pricePerShare).toBe('2.0000');
    expect(seed.outcome.newMoneyShares).toBe(2_500_000);
    const byRole = (role: string) => seed.outcome?.kind === 'priced' ? seed.outcome.entries.filter((e) => e.role === role).map((e) => e.entry) : [];
    expect(byRole('conversion')).toEqual([expect.objectContaining({ holder: 'Angel', shareClass: 'Seed-1', shares: 1_000_000, pricePerShare: '1.0000', date: '2024-01-15' })]);
    expect(byRole('new-money')).toEqual([expect.objectContaining({ holder: 'Lead', shareClass: 'Seed', shares: 2_500_000, pricePerShare: '2.0000', pricePerShareMinor: 200 })]);
    expect(seed.outcome.totalSharesAfter).toBe(12_500_000);
  });

  it('gives a note its simple interest to the round and applies broad-based anti-dilution to the seed in a down round', () => {
    const rounds = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: pricedRound('2023-01-10', 'Seed', 'Lead', 9_000_000, 1_000_000, { seriesTerms: { antiDilution: 'broad-based' } }) },
        { id: 2, status: 'modelled', round: noteRound('2023-06-01', 'Bridge', 500_000, 8, 50_000_000) },
        { id: 3, status: 'modelled', round: pricedRound('2024-06-01', 'Series A', 'Fund', 5_000_000, 2_000_000) },
      ],
    });
    const seriesA = rounds[2]?.outcome;
    expect(seriesA?.kind).toBe('priced');
    if (seriesA?.kind !== 'priced') return;
    const note = seriesA.entries.find((e) => e.role === 'conversion');
    // 8% simple interest for 366 days (Actual/365) on $500,000 is $40,109.59; the note converts at the round price (its cap
    // is above it), which is rounded to $0.0001 of about $0.45: within 0.02% of the $540,109.59 owed.
    const converted = (note?.entry.kind === 'issuance' ? note.entry.shares : 0) * Number(seriesA.pricePerShare);
    expect(Math.abs(converted - 540_109.59)).toBeLessThan(540_109.59 * 0.0002);
    expect(seriesA.adjustments).toEqual([expect.objectContaining({ shareClass: 'Seed', method: 'broad-based', conversionPriceBefore: '1.0000' })]);
    const extra = seriesA.adjustments[0]?.extraShares ?? 0;
    expect(extra).toBeGreaterThan(0);
    expect(seriesA.entries.filter((e) => e.role === 'anti-dilution').map((e) => e.entry)).toEqual([expect.objectContaining({ holder: 'Lead', shareClass: 'Seed', shares: extra, pricePerShare: '0.0000' })]);
    // Later rounds see the seed at its adjusted price.
    const seed = seriesA.classes.find((c) => c.name === 'Seed');
    expect(seed?.issuePrice).toBe(Number(seriesA.adjustments[0]?.conversionPriceAfter));
  });

  it('writes nothing before the round date: holdings the day before are the opening position', () => {
    const [, seed] = roundSequence({ ledger: opening, currency: 'USD', rounds: [{ id: 1, status: 'modelled', round: safeRound('2023-03-01', 'Angel', 1_000_000, 10_000_000) }, { id: 2, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 20_000_000, 5_000_000) }] });
    const entries = seed?.outcome?.kind === 'priced' ? seed.outcome.entries.map((e, i) => ({ id: 100 + i, entry: e.entry })) : [];
    expect(holdingsOn([...opening, ...entries], '2024-01-14').totalShares).toBe(9_000_000);
    expect(holdingsOn([...opening, ...entries], '2024-01-15').totalShares).toBe(12_500_000);
  });

  it('refuses a series named as an existing class and a round before anyone holds shares, each with its reason', () => {
    const rounds = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: pricedRound('2021-06-01', 'Seed', 'Lead', 9_000_000, 1_000_000) },
        { id: 2, status: 'modelled', round: pricedRound('2023-01-01', 'Common', 'Lead', 9_000_000, 1_000_000) },
      ],
    });
    expect(englishOf(rounds[0]!.problem!)).toBe('Nobody holds shares on 2021-06-01: record the opening position before this round (date)');
    expect(englishOf(rounds[1]!.problem!)).toBe('Series name Common is already a share class of the company (seriesName)');
  });

  it('prices in the company currency: a XOF price keeps its decimals and its minor units are francs', () => {
    const [seed] = roundSequence({ ledger: opening.map((r) => ({ ...r, entry: { ...r.entry, currency: 'XOF' as const } })), currency: 'XOF', rounds: [{ id: 1, status: 'modelled', round: pricedRound('2023-01-01', 'Seed', 'Lead', 900_000_000, 100_000_000) }] });
    const entry = seed?.outcome?.kind === 'priced' ? seed.outcome.entries[0]?.entry : undefined;
    expect(entry).toEqual(expect.objectContaining({ currency: 'XOF', pricePerShare: '100.0000', pricePerShareMinor: 100, shares: 1_000_000 }));
  });
});
