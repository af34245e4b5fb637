/**
 * What a person is told when a typed amount or number ('1,500', 'XYZ 5M', '$500K-$1M') cannot be read
 * (money-reader.ts reads it). Zod-free, so a web form can show the same words as the person types
 * without loading zod for them.
 */
import { message } from './i18n/message';

/** Why a text is not read as an amount; each has one message below. */
export const moneyTextRefusals = [
  'notAmount', 'notNumber', 'ambiguous', 'unknownCurrency', 'conflictingCurrencies', 'otherCurrency',
  'notPositive', 'negative', 'tooLarge', 'tooPrecise', 'range',
] as const;
export type MoneyTextRefusal = (typeof moneyTextRefusals)[number];

/**
 * Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); moneyTextMessages
 * gives them with their values as messages (decision 0046), which each language renders. The ambiguous separator is named in fixed text, one sentence for each.
 */
export const moneyTextTemplates = {
  ambiguous: {
    ',': 'Write "{{typed}}" as {{asThousands}} or as {{asDecimal}}: the comma could separate thousands or decimals',
    '.': 'Write "{{typed}}" as {{asThousands}} or as {{asDecimal}}: the dot could separate thousands or decimals',
  },
  unknownCurrency: '"{{token}}" is not a currency we know: write its code, for example USD, EUR, NGN or XOF',
  conflictingCurrencies: 'The amount names two currencies, {{first}} and {{second}}: keep one',
  /** A field whose currency is fixed (a metric in XOF) given an amount in another one. */
  otherCurrency: 'This amount is in {{expected}}, but "{{typed}}" is in {{written}}: write it in {{expected}}',
  tooPrecise: 'Amounts in {{currency}} have at most {{digits}} decimal places: "{{typed}}" has more',
  tooPreciseWhole: 'Amounts in {{currency}} have no decimal places: "{{typed}}" has some',
  tooPreciseNumber: 'Write at most {{digits}} decimal places: "{{typed}}" has more',
  notWholeNumber: 'Write a whole number: "{{typed}}" has decimals',
} as const;

export const moneyTextMessages = {
  notAmount: message('Write the amount as a number with its currency, for example $500K, 1,5 M€ or XOF 500 000 000'),
  notNumber: message('Write a number, for example 18 000 000, 1 500,5 or 1,5 M'),
  /** '1,500': both readings, each written so that it is no longer ambiguous (`asDecimal` with a dot, written in each language's way). */
  ambiguous: (typed: string, asThousands: string, asDecimal: string, separator: ',' | '.') =>
    message(moneyTextTemplates.ambiguous[separator], { typed, asThousands, asDecimal: { decimal: Number(asDecimal), digits: asDecimal.split('.')[1]?.length ?? 0 } }),
  unknownCurrency: (token: string) => message(moneyTextTemplates.unknownCurrency, { token }),
  conflictingCurrencies: (first: string, second: string) => message(moneyTextTemplates.conflictingCurrencies, { first, second }),
  otherCurrency: (typed: string, expected: string, written: string) => message(moneyTextTemplates.otherCurrency, { typed, expected, written }),
  tooPrecise: (typed: string, currency: string, digits: number) =>
    message(digits === 0 ? moneyTextTemplates.tooPreciseWhole : moneyTextTemplates.tooPrecise, { typed, currency, digits }),
  tooPreciseNumber: (typed: string, digits: number) =>
    message(digits === 0 ? moneyTextTemplates.notWholeNumber : moneyTextTemplates.tooPreciseNumber, { typed, digits }),
  notPositive: message('Enter an amount above zero'),
  negative: message('Enter zero or more'),
  tooLarge: message('That amount is too large: write at most ten trillion in its currency'),
  range: message('Enter one amount, not a range: for example the most you are raising'),
} as const;
