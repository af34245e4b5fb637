/**
 * What a founder is told when a typed amount ('1,500', 'XYZ 5M', '$500K-$1M') cannot be read as
 * money (finance/money-reader.ts reads it). Zod-free, so the web form can show the same words
 * as the founder types without loading zod for them.
 */

/** Why a text is not read as an amount; each has one message below. */
export const moneyTextRefusals = ['notAmount', 'ambiguous', 'unknownCurrency', 'conflictingCurrencies', 'notPositive', 'tooLarge', 'range'] as const;
export type MoneyTextRefusal = (typeof moneyTextRefusals)[number];

const separatorNames = { ',': 'comma', '.': 'dot' } as const;

export const moneyTextMessages = {
  notAmount: 'Write the amount as a number with its currency, for example $500K, 1,5 M€ or XOF 500 000 000',
  /** '1,500': both readings, each written so that it is no longer ambiguous. */
  ambiguous: (typed: string, asThousands: string, asDecimal: string, separator: ',' | '.') =>
    `Write "${typed}" as ${asThousands} or as ${asDecimal}: the ${separatorNames[separator]} could separate thousands or decimals`,
  unknownCurrency: (token: string) => `"${token}" is not a currency we know: write its code, for example USD, EUR, NGN or XOF`,
  conflictingCurrencies: (first: string, second: string) => `The amount names two currencies, ${first} and ${second}: keep one`,
  notPositive: 'Enter an amount above zero',
  tooLarge: 'That amount is too large: write at most ten trillion in its currency',
  range: 'Enter one amount, not a range: for example the most you are raising',
} as const;
