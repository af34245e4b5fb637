import { describe, expect, it } from 'vitest';
import { currencyOfCountrySign, currencyOfToken, currencySignsBeforeAmounts } from './money-words';

describe('currencySignsBeforeAmounts', () => {
  // The letter signs are chosen by hand from the alias table; one that is not (or no longer) an alias would make the
  // document reader find a span the amount reader then refuses.
  it.each(currencySignsBeforeAmounts)('%j is a sign the amount reader reads', (sign) => {
    expect(currencyOfToken(sign)).toBeDefined();
  });

  it('leaves out the short signs that are ordinary words before a number', () => {
    for (const word of ['le', 'da', 'ar', 'um', 'fc', 'r']) expect(currencySignsBeforeAmounts).not.toContain(word);
  });

  it("takes 'Rs', which no English or French sentence writes before a figure but Mauritius and the Seychelles do for the rupee", () => {
    expect(currencySignsBeforeAmounts).toContain('rs');
  });
});

describe('currencyOfCountrySign', () => {
  it("names a sign's currency in its own country only", () => {
    expect(currencyOfCountrySign('K', 'zm')).toBe('ZMW');
    expect(currencyOfCountrySign('P', 'BW')).toBe('BWP');
    expect(currencyOfCountrySign('E', 'SZ')).toBe('SZL');
    expect(currencyOfCountrySign('E', 'ZM')).toBeUndefined();
    expect(currencyOfCountrySign('USD', 'ZM')).toBeUndefined();
  });
});
