/**
 * Reads the free-text raise a founder types ('$500K', 'KES 50M', '₦200m', 'NGN 1,000,000')
 * into an exact amount in minor units, an ISO 4217 currency and a whole-dollar equivalent.
 * Pure: no I/O, no clock, no live exchange rates.
 */

/** The date the reference rates below were read. */
export const REFERENCE_RATES_DATE = '2025-06-30';

/**
 * A REFERENCE table, not live FX: approximate mid-market rates around REFERENCE_RATES_DATE,
 * rounded, in units of the currency per one US dollar. They exist so that raises typed in
 * different currencies can be filtered and compared in dollars; they are never used to move
 * or settle money. `exponent` is the ISO 4217 number of minor-unit digits (cents = 2; the
 * yen, the Rwandan franc and the CFA franc have none).
 */
export const referenceRates = {
  USD: { exponent: 2, perUsd: 1 },
  NGN: { exponent: 2, perUsd: 1530 },
  KES: { exponent: 2, perUsd: 129.2 },
  GHS: { exponent: 2, perUsd: 10.35 },
  ZAR: { exponent: 2, perUsd: 17.8 },
  EGP: { exponent: 2, perUsd: 49.6 },
  RWF: { exponent: 0, perUsd: 1440 },
  XOF: { exponent: 0, perUsd: 558 },
  ETB: { exponent: 2, perUsd: 135 },
  MAD: { exponent: 2, perUsd: 9.05 },
  TND: { exponent: 3, perUsd: 2.93 },
  UGX: { exponent: 0, perUsd: 3590 },
  TZS: { exponent: 2, perUsd: 2610 },
  EUR: { exponent: 2, perUsd: 0.853 },
  GBP: { exponent: 2, perUsd: 0.729 },
  PLN: { exponent: 2, perUsd: 3.61 },
  BRL: { exponent: 2, perUsd: 5.45 },
  INR: { exponent: 2, perUsd: 85.7 },
  IDR: { exponent: 2, perUsd: 16250 },
  SGD: { exponent: 2, perUsd: 1.275 },
  JPY: { exponent: 0, perUsd: 144 },
  KRW: { exponent: 0, perUsd: 1360 },
  AED: { exponent: 2, perUsd: 3.6725 },
} as const satisfies Record<string, { exponent: number; perUsd: number }>;

export type CurrencyCode = keyof typeof referenceRates;

export type ParsedMoney = {
  /** Exact amount in the currency's minor units (cents for USD), an integer. */
  amountMinor: number;
  currency: CurrencyCode;
  /** The amount in whole US dollars at the reference rate, rounded half up. */
  usd: number;
};

/** Anything above ten trillion units is a typo, not a raise; it also keeps minor units safe integers. */
const MAX_MAJOR_UNITS = 10n ** 13n;
const MAX_TEXT_LENGTH = 64;

/** Symbols and words founders use for a currency, lower-case. ISO codes are recognised separately. */
const currencyAliases: Record<string, CurrencyCode> = {
  $: 'USD', us$: 'USD', dollar: 'USD', dollars: 'USD',
  '₦': 'NGN', naira: 'NGN',
  ksh: 'KES', kshs: 'KES', 'ksh.': 'KES', shilling: 'KES', shillings: 'KES',
  'gh₵': 'GHS', '₵': 'GHS', ghc: 'GHS', cedi: 'GHS', cedis: 'GHS',
  r: 'ZAR', rand: 'ZAR',
  'e£': 'EGP',
  frw: 'RWF',
  cfa: 'XOF', fcfa: 'XOF',
  birr: 'ETB',
  '€': 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', pound: 'GBP', pounds: 'GBP',
  'zł': 'PLN', zl: 'PLN',
  r$: 'BRL', reais: 'BRL',
  '₹': 'INR', rs: 'INR', rupees: 'INR',
  rp: 'IDR',
  s$: 'SGD',
  '¥': 'JPY', yen: 'JPY',
  '₩': 'KRW',
};

/** Power of ten for each multiplier word; longest spellings first so 'million' wins over 'm'. */
const multipliers: [RegExp, bigint][] = [
  [/^(?:thousand|k)(?![a-z])/, 3n],
  [/^(?:millions?|mln|mil|mn|mm|m)(?![a-z])/, 6n],
  [/^(?:billions?|bn|b)(?![a-z])/, 9n],
];

const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?/;

function currencyOf(token: string): CurrencyCode | null | undefined {
  const t = token.trim().toLowerCase();
  if (t === '') return undefined;
  const upper = t.toUpperCase();
  if (Object.hasOwn(referenceRates, upper)) return upper as CurrencyCode;
  return Object.hasOwn(currencyAliases, t) ? currencyAliases[t]! : null;
}

/** Splits what follows the number into a multiplier exponent and a currency token. */
function readSuffix(rest: string): { exp: bigint; currencyToken: string } | null {
  const trimmed = rest.trim();
  if (currencyOf(trimmed) !== null) return { exp: 0n, currencyToken: trimmed };
  const lower = trimmed.toLowerCase();
  for (const [pattern, exp] of multipliers) {
    const match = pattern.exec(lower);
    if (match) return { exp, currencyToken: trimmed.slice(match[0].length) };
  }
  return null;
}

/** round(numerator / denominator), half up, for non-negative integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Parses a raise typed as free text. Returns null when the text is empty, not an amount,
 * negative, zero, a range, in a currency without a reference rate, or above ten trillion
 * units. A bare number or '$' means US dollars.
 *
 * Amounts are computed exactly in integers; digits finer than the currency's minor unit
 * are rounded half up ('$1.005' → 101 cents). The dollar figure divides by the reference
 * rate in floating point and rounds half up to whole dollars.
 */
export function parseMoneyText(text: string): ParsedMoney | null {
  const input = text.normalize('NFKC').trim();
  if (input === '' || input.length > MAX_TEXT_LENGTH) return null;

  const firstDigit = input.search(/\d|\.\d/);
  if (firstDigit < 0) return null;
  const prefix = input.slice(0, firstDigit);
  const number = NUMBER.exec(input.slice(firstDigit));
  if (!number || (number[1] === undefined && number[2] === undefined)) return null;
  const suffix = readSuffix(input.slice(firstDigit + number[0].length));
  if (!suffix) return null;

  const before = currencyOf(prefix);
  const after = currencyOf(suffix.currencyToken);
  if (before === null || after === null) return null;
  if (before && after && before !== after) return null;
  const currency: CurrencyCode = before ?? after ?? 'USD';
  const { exponent, perUsd } = referenceRates[currency];

  const whole = (number[1] ?? '0').replace(/,/g, '');
  const fraction = number[2] ?? '';
  const digits = BigInt(whole + fraction);
  const scale = suffix.exp + BigInt(exponent) - BigInt(fraction.length);
  const minor = scale >= 0n ? digits * 10n ** scale : divideRounded(digits, 10n ** -scale);

  if (minor <= 0n || minor > MAX_MAJOR_UNITS * 10n ** BigInt(exponent)) return null;
  const amountMinor = Number(minor);
  const usd = Math.round(amountMinor / 10 ** exponent / perUsd);
  return { amountMinor, currency, usd };
}
