import { describe, expect, it } from 'vitest';
import type { RateTable } from '@baobab/finance/currency-conversion';
import { ratesFingerprint } from './exchange-rates.cache';

const table = (entries: [string, string, string, string][]): RateTable => new Map(entries.map(([currency, perUsd, rateDate, source]) => [currency, { perUsd, rateDate, source }]));
const base: [string, string, string, string][] = [
  ['NGN', '1500', '2026-11-27', 'CBN'],
  ['KES', '129.5', '2026-11-27', 'CBK'],
];

describe('the exchange rates fingerprint', () => {
  it('is the same for tables with the same rates, whatever their order', () => {
    expect(ratesFingerprint(table(base))).toBe(ratesFingerprint(table([...base].reverse())));
  });

  it('changes with any rate, its day, its source or a currency added', () => {
    const others = [
      table([['NGN', '1501', '2026-11-27', 'CBN'], base[1]!]),
      table([['NGN', '1500', '2026-11-28', 'CBN'], base[1]!]),
      table([['NGN', '1500', '2026-11-27', 'ECB'], base[1]!]),
      table([...base, ['GHS', '15.2', '2026-11-27', 'BoG']]),
      table([]),
    ];
    expect(new Set([table(base), ...others].map(ratesFingerprint)).size).toBe(others.length + 1);
  });
});
