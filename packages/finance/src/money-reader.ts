/**
 * Reads an amount as people write it ('XOF 500 000 000', '500 millions FCFA', '1,5 M€', '₦50m',
 * 'KES 20M', '$1.2M') into exact minor units of an ISO 4217 currency, or says why it cannot.
 * Pure and zod-free: the server stores what it reads, the web form shows the same refusal live.
 * Why these rules: decision 0024.
 */
import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import { moneyTextMessages, type MoneyTextRefusal } from '@baobab/contracts/money-text';
import { readTypedNumber, TYPED_NUMBER, type LoneSeparatorReading } from './money-number';
import { CFA, cfaFrancOf, currencyOfToken, englishGroupingCurrencies, hasMinorUnits, multiplierSpellings, type CurrencyToken } from './money-words';

export type MoneyTextContext = {
  /** ISO 3166-1 alpha-2 country of the company, when known: it decides which CFA franc 'FCFA' is. */
  country?: string;
};

export type MoneyAmount = {
  /** Exact amount in the currency's minor units (cents; whole francs for XOF), a safe integer. */
  amountMinor: number;
  currency: CurrencyCode;
};

export type MoneyReading = ({ ok: true } & MoneyAmount) | { ok: false; reason: MoneyTextRefusal; message: string };

/** Ten trillion units of any currency is a typo, not a raise (contracts/metric-values.ts uses the same ceiling). */
const MAX_MAJOR_UNITS = 10n ** 13n;
const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const MAX_TEXT_LENGTH = 64;

// Non-ASCII characters in regular expressions are \u escapes: the server bundle stays Latin-1 (apps/server/build.mjs).
/** Between two amounts: '500K-1M', '500K to 1M', 'entre 500 et 800 millions'. */
const RANGE_CONNECTOR = /[-\u2013\u2014~/]|(?:^|\s)(?:to|and|or|\u00e0|a|et|ou)(?=\s)/i;
/** A minus sign against the number or at the very start: '-$500K', '$-500K', '−500'. */
const MINUS = /^[-\u2212\u2013]|[-\u2212\u2013]\s*$/;
/** 'millions de FCFA', "milliards d'euros", 'millions of dollars'. */
const CONNECTOR_WORD = /^\s*(?:de|d['\u2019]|of)\s*/i;

const refuse = (reason: Exclude<MoneyTextRefusal, 'ambiguous' | 'unknownCurrency' | 'conflictingCurrencies'>): MoneyReading => ({
  ok: false,
  reason,
  message: moneyTextMessages[reason],
});

type Side = { currency?: CurrencyToken; unknown?: string };

/** What follows the number: a multiplier and a currency, either optional, in that order. */
function readTail(suffix: string): Side & { exponent: number } {
  const rest = suffix.trim();
  if (rest === '') return { exponent: 0 };
  const direct = currencyOfToken(rest);
  if (direct) return { exponent: 0, currency: direct };
  const lower = rest.toLowerCase();
  for (const [spelling, exponent] of multiplierSpellings) {
    if (!lower.startsWith(spelling)) continue;
    // The currency may follow at once ('M€', 'mdh' = million dirhams), after a space, or after 'de'.
    const after = rest.slice(spelling.length);
    if (after.trim() === '') return { exponent };
    const currency = currencyOfToken(after) ?? currencyOfToken(after.replace(CONNECTOR_WORD, ''));
    if (currency) return { exponent, currency };
  }
  return { exponent: 0, unknown: rest };
}

/** One word that is not a currency ('XYZ') is reported as such; anything longer is not an amount at all. */
function unknownSide(token: string, otherSide: Side): MoneyReading {
  const word = token.trim();
  if (otherSide.currency || /\s/.test(word) || word.length > 12) return refuse('notAmount');
  return { ok: false, reason: 'unknownCurrency', message: moneyTextMessages.unknownCurrency(word) };
}

const currencyLabel = (token: CurrencyToken) => (token === CFA ? 'FCFA' : token);

/** Both sides may name the currency ('$500K USD'); an explicit XOF or XAF settles which CFA franc 'FCFA' meant. */
function combineCurrencies(before: CurrencyToken | undefined, after: CurrencyToken | undefined): CurrencyToken | undefined | MoneyReading {
  if (!before || !after || before === after) return before ?? after;
  const isCfaCode = (token: CurrencyToken) => token === 'XOF' || token === 'XAF';
  if (before === CFA && isCfaCode(after)) return after;
  if (after === CFA && isCfaCode(before)) return before;
  return { ok: false, reason: 'conflictingCurrencies', message: moneyTextMessages.conflictingCurrencies(currencyLabel(before), currencyLabel(after)) };
}

/**
 * Reads a typed amount. A bare number means US dollars. Conventions:
 * - Grouping by spaces (also U+00A0 and U+202F), dots or commas; mixed separators ('1.500,50',
 *   '1,500.50', '1 500,50') are unambiguous, the last one being the decimal point.
 * - Multipliers in English and French, in either case: k, mille, M, mn, mln, million(s) [de],
 *   Md, Mds, Mrd, milliard(s) [de], bn, B, billion(s) (10^9, the English sense).
 * - The currency before or after, with or without a space: a symbol, any ISO code of
 *   contracts/currencies.ts, or a word ('naira', 'francs CFA', 'KShs', 'DH', 'E£').
 * - The CFA franc written 'FCFA', 'F CFA', 'CFA' or 'francs CFA' is XAF (the BEAC's franc) when
 *   context.country is Cameroon, Gabon, the Republic of Congo, Chad, the Central African Republic
 *   or Equatorial Guinea (CM GA CG TD CF GQ), and XOF (the BCEAO's) in every other case,
 *   including no country. An explicit XOF or XAF code always wins over the country.
 * - A single ',' or '.' followed by exactly three digits ('1,500', '1.500') is settled thus:
 *   1. no multiplier, and a currency written that has no minor units (XOF, XAF, RWF, UGX, JPY,
 *      KRW): thousands, since a fraction of a franc cannot be meant ('1.500 FCFA' = 1500 XOF);
 *   2. a currency written that is grouped the English way (englishGroupingCurrencies: $, £, ₦,
 *      KSh, GH₵, E£...): the comma groups thousands and the dot is a decimal point
 *      ('$1,500' = $1500, '$1.500' = $1.50, '$1,500K' = $1.5M);
 *   3. a multiplier follows: a decimal ('1,500 M€' = €1.5M), as nobody groups thousands of millions;
 *   4. otherwise (a bare number, '€1.500', 'R1,500', '1,500 DH'): refused as ambiguous, with a
 *      message giving both readings.
 * Amounts are computed in BigInt; digits finer than the minor unit are rounded half up
 * ('$1.005' → 101 cents). Refused: zero or negative, ranges, more than ten trillion units (or
 * more minor units than a double holds exactly), unknown or conflicting currencies.
 */
export function readMoneyText(text: string, context: MoneyTextContext = {}): MoneyReading {
  const input = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (input === '' || input.length > MAX_TEXT_LENGTH) return refuse('notAmount');

  const start = input.search(/[.,]?\d/);
  if (start < 0) return refuse('notAmount');
  const typed = TYPED_NUMBER.exec(input.slice(start))![0];
  let prefix = input.slice(0, start);
  let suffix = input.slice(start + typed.length);
  if (/\d/.test(suffix)) return refuse(RANGE_CONNECTOR.test(suffix) ? 'range' : 'notAmount');

  // '-$500K', '$-500K', '−500' and the accountant's '(500K)' are all negative.
  const isParenthesised = prefix.startsWith('(') && suffix.endsWith(')');
  if (isParenthesised) [prefix, suffix] = [prefix.slice(1), suffix.slice(0, -1)];
  if (isParenthesised || MINUS.test(prefix)) return refuse('notPositive');

  const tail = readTail(suffix);
  const before: Side = prefix.trim() === '' ? {} : { currency: currencyOfToken(prefix), unknown: prefix };
  if (!before.currency && before.unknown !== undefined) return unknownSide(before.unknown, tail);
  if (tail.unknown !== undefined) return unknownSide(tail.unknown, before);
  const token = combineCurrencies(before.currency, tail.currency);
  if (typeof token === 'object') return token;
  const currency: CurrencyCode = token === CFA ? cfaFrancOf(context.country) : (token ?? 'USD');

  const lone = (separator: ',' | '.'): LoneSeparatorReading => {
    if (token && !hasMinorUnits(currency) && tail.exponent === 0) return 'thousands';
    if (token && englishGroupingCurrencies.has(currency)) return separator === ',' ? 'thousands' : 'decimal';
    return tail.exponent > 0 ? 'decimal' : 'ambiguous';
  };
  const number = readTypedNumber(typed, lone);
  if (number.kind === 'invalid') return refuse('notAmount');
  if (number.kind === 'ambiguous') {
    return { ok: false, reason: 'ambiguous', message: moneyTextMessages.ambiguous(typed, number.asThousands, number.asDecimal, number.separator) };
  }

  const exponent = currencyExponents[currency];
  const digits = BigInt(number.whole + number.fraction);
  const scale = BigInt(tail.exponent + exponent - number.fraction.length);
  const minor = scale >= 0n ? digits * 10n ** scale : divideRoundedHalfUp(digits, 10n ** -scale);
  if (minor <= 0n) return refuse('notPositive');
  if (minor > MAX_MAJOR_UNITS * 10n ** BigInt(exponent) || minor > MAX_SAFE_MINOR) return refuse('tooLarge');
  return { ok: true, amountMinor: Number(minor), currency };
}

/** round(numerator / denominator), half up, for non-negative integers. */
function divideRoundedHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}
