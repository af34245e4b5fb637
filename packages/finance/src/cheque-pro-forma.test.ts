import { describe, expect, it } from 'vitest';
import { chequeProForma, roundSize } from './cheque-pro-forma';
import { roundSequence } from './round-sequence';
import { noteRound, openingShares, pricedRound, safeRound } from './round-sequence-fixtures';

const opening = openingShares('2022-01-01', [['Ada', 6_000_000], ['Ben', 3_000_000]]);
const usd = (dollars: number) => dollars * 100;

describe('a cheque in a priced round', () => {
  // Pre-money $10M over 9,000,000 shares: $1.1111 a share; $2.5M of new money.
  const rounds = roundSequence({ ledger: opening, currency: 'USD', rounds: [{ id: 7, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 10_000_000, 2_500_000) }] });

  it('buys whole shares at the engine’s round price, out of the fully diluted shares after the round', () => {
    const seed = rounds[0]!;
    if (seed.outcome?.kind !== 'priced') throw new Error('the seed should compute');
    const result = chequeProForma(rounds, 7, usd(250_000), 2);
    const shares = Math.floor(250_000 / Number(seed.outcome.pricePerShare));
    expect(result).toEqual({ kind: 'ownership', basis: 'round-price', shares, ownershipPercent: expect.any(Number), isAboveRound: false });
    if (result.kind !== 'ownership') return;
    const total = seed.outcome.preMoneyShares + seed.outcome.newMoneyShares;
    expect(result.ownershipPercent).toBeCloseTo((shares / total) * 100, 4);
    // A tenth of the round is about a tenth of the new investors' 20% (2.5 of a 12.5 post-money).
    expect(result.ownershipPercent).toBeCloseTo(2, 2);
  });

  it('says when the cheque is larger than the whole round as modelled', () => {
    const result = chequeProForma(rounds, 7, usd(3_000_000), 2);
    expect(result).toMatchObject({ kind: 'ownership', isAboveRound: true });
  });

  it('reads a currency without minor units (XOF) the same way', () => {
    const xof = roundSequence({ ledger: opening, currency: 'XOF', rounds: [{ id: 1, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 9_000_000_000, 1_000_000_000) }] });
    // XOF 1,000 a share; XOF 100,000,000 buys 100,000 of the 10,000,000 after the round: 1%.
    expect(chequeProForma(xof, 1, 100_000_000, 0)).toEqual({ kind: 'ownership', basis: 'round-price', shares: 100_000, ownershipPercent: 1, isAboveRound: false });
  });
});

describe('a cheque in a SAFE or a note', () => {
  it('converted by a later priced round: its share of the SAFE’s conversion shares, out of that round’s shares after it', () => {
    // The engine's own example (round-sequence.test.ts): $1M at a $10M cap converts to 1,000,000 shares of 12,500,000.
    const rounds = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: safeRound('2023-03-01', 'Angel', 1_000_000, 10_000_000) },
        { id: 2, status: 'modelled', round: pricedRound('2024-01-15', 'Seed', 'Lead', 20_000_000, 5_000_000) },
      ],
    });
    expect(chequeProForma(rounds, 1, usd(100_000), 2)).toEqual({ kind: 'ownership', basis: 'conversion', shares: 100_000, ownershipPercent: 0.8, isAboveRound: false });
  });

  it('a post-money SAFE with nothing after it: investment ÷ post-money cap', () => {
    const rounds = roundSequence({ ledger: opening, currency: 'USD', rounds: [{ id: 1, status: 'modelled', round: safeRound('2023-03-01', 'Angel', 500_000, 8_000_000) }] });
    expect(chequeProForma(rounds, 1, usd(50_000), 2)).toEqual({ kind: 'ownership', basis: 'post-money-cap', shares: null, ownershipPercent: 0.625, isAboveRound: false });
  });

  it('a pre-money SAFE, an uncapped SAFE or a note with nothing to convert them: unknown', () => {
    const rounds = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: safeRound('2023-03-01', 'Angel', 500_000, 8_000_000, { safeType: 'pre-money' }) },
        { id: 2, status: 'modelled', round: { kind: 'safe', date: '2023-04-01', holderName: 'Bo', investment: 100_000, discountPercent: 20 } },
        { id: 3, status: 'modelled', round: noteRound('2023-05-01', 'Bridge', 200_000, 6, 9_000_000) },
      ],
    });
    for (const id of [1, 2, 3]) expect(chequeProForma(rounds, id, usd(10_000), 2)).toEqual({ kind: 'unknown', reason: 'no-price', isAboveRound: false });
  });

  it('a note converted with its interest gives the cheque its share of principal and interest', () => {
    const rounds = roundSequence({
      ledger: opening,
      currency: 'USD',
      rounds: [
        { id: 1, status: 'modelled', round: noteRound('2023-06-01', 'Bridge', 500_000, 8, 50_000_000) },
        { id: 2, status: 'modelled', round: pricedRound('2024-06-01', 'Series A', 'Fund', 5_000_000, 2_000_000) },
      ],
    });
    const result = chequeProForma(rounds, 1, usd(50_000), 2);
    const series = rounds[1]!.outcome;
    if (series?.kind !== 'priced' || result.kind !== 'ownership') throw new Error('the note should convert');
    const converted = series.entries.find((e) => e.role === 'conversion')!.entry;
    expect(result.shares).toBe(Math.floor((converted.kind === 'issuance' ? converted.shares : 0) / 10));
  });
});

describe('terms the engine cannot compute', () => {
  it('are unknown with the engine’s reason', () => {
    // A priced round before anyone holds shares cannot be priced.
    const rounds = roundSequence({ ledger: opening, currency: 'USD', rounds: [{ id: 1, status: 'modelled', round: pricedRound('2021-01-01', 'Seed', 'Lead', 10_000_000, 1_000_000) }] });
    expect(chequeProForma(rounds, 1, usd(10_000), 2)).toMatchObject({ kind: 'unknown', reason: 'not-computed', problem: expect.objectContaining({ i18nKey: expect.any(String) }) });
  });

  it('the round size is the lead’s and the co-investors’ money', () => {
    expect(roundSize(pricedRound('2024-01-15', 'Seed', 'Lead', 10_000_000, 2_000_000, { coInvestors: [{ investorName: 'Co', investment: 500_000 }] }))).toBe(2_500_000);
  });
});
