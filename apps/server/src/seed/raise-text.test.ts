import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { currencyCodes } from '@baobab/contracts/currencies';
import { parseMoneyText } from '@baobab/finance/money-text';
import { createRandom } from './random';
import { raiseText } from './raise-text';

const currencies = currencyCodes;

describe('raiseText', () => {
  it('writes only raises that parseMoneyText reads back, in the currency chosen, near the intended dollar amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 20_000, max: 300_000_000 }),
        fc.constantFrom(...currencies),
        (seed, usd, currency) => {
          const text = raiseText(createRandom(seed), usd, currency, 0.5);
          const parsed = parseMoneyText(text);
          expect(parsed, text).not.toBeNull();
          expect(['USD', currency]).toContain(parsed!.currency);
          // Two significant digits are kept, so the amount is within 5% of the target.
          expect(Math.abs(parsed!.usd - usd) / usd, text).toBeLessThan(0.05);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('uses dollars only when the local currency is the dollar or the founder never quotes it', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i += 1) {
      expect(parseMoneyText(raiseText(random, 500_000, 'KES', 0))?.currency).toBe('USD');
      expect(parseMoneyText(raiseText(random, 500_000, 'USD', 1))?.currency).toBe('USD');
    }
  });
});
