import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyExponents } from '@baobab/contracts/currencies';
import { parseMoneyText } from './money-text';
import { REFERENCE_RATES_DATE, REFERENCE_RATES_SOURCE, referencePerUsd, referenceRatesCsv } from './reference-rates';

describe('the reference rates', () => {
  it('give every currency Baobab knows a positive rate, and no other currency one', () => {
    expect(Object.keys(referencePerUsd).sort()).toEqual([...currencyCodes].sort());
    for (const code of currencyCodes) expect(referencePerUsd[code], code).toBeGreaterThan(0);
    expect(referencePerUsd.USD).toBe(1);
  });

  it('keep the euro pegs: the escudo, the Comorian franc and the dobra move with the euro', () => {
    // 110.265 escudos, 491.96775 Comorian francs and 24.5 dobras to the euro, at 0.853 euro to the dollar.
    expect(referencePerUsd.CVE).toBe(94.1);
    expect(referencePerUsd.KMF).toBe(419.6);
    expect(referencePerUsd.STN).toBe(20.9);
  });

  it('read as a rates file: a header, then one dated, sourced row per currency in plain decimals', () => {
    const [header, ...rows] = referenceRatesCsv().trimEnd().split('\n');
    expect(header).toBe('currency,date,per_usd,source');
    expect(rows).toHaveLength(currencyCodes.length);
    for (const row of rows) {
      const [currency, date, perUsd, source] = row.split(',');
      expect(currencyExponents).toHaveProperty(currency!);
      expect(date).toBe(REFERENCE_RATES_DATE);
      expect(perUsd).toMatch(/^\d+(\.\d+)?$/);
      expect(source).toBe(REFERENCE_RATES_SOURCE);
    }
  });

  it('convert a raise typed in one of the continent\'s newer currencies to dollars', () => {
    expect(parseMoneyText('8 660 000 000 FG')).toEqual({ amountMinor: 8_660_000_000, currency: 'GNF', usd: 1_000_000 });
    expect(parseMoneyText('ZMW 2.36M')).toEqual({ amountMinor: 236_000_000, currency: 'ZMW', usd: 100_000 });
    expect(parseMoneyText('Kz 917 000 000')).toEqual({ amountMinor: 91_700_000_000, currency: 'AOA', usd: 1_000_000 });
  });
});
