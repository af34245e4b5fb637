/**
 * Reads an amount as people write it ('XOF 500 000 000', '500 millions FCFA', '1,5 M€', '₦50m',
 * 'KES 20M', '$1.2M') into exact minor units of an ISO 4217 currency, or says why it cannot.
 * Pure and zod-free: the server stores what it reads, the web form shows the same refusal live.
 * Why these rules: decision 0024.
 */
import { currencyExponents, type CurrencyCode } from './currencies';
import { moneyTextMessages, type MoneyTextRefusal } from './money-text';
import type { Message } from './i18n/message';
import { readTypedNumber, TYPED_NUMBER, type LoneSeparatorReading } from './money-number';
import { CFA, cfaFrancOf, currencyOfToken, currencyOfTokenBefore, englishGroupingCurrencies, hasMinorUnits, multiplierSpellings, type CurrencyToken } from './money-words';

export type MoneyTextContext = {
  /**
   * ISO 3166-1 alpha-2 country of the company, when known: it decides which CFA franc 'FCFA' is, and reads the signs
   * that name a currency only there ('K 20,000' in Zambia or Malawi, 'Le 450,000' in Sierra Leone, 'M 148k' in Lesotho).
   */
  country?: string;
  /**
   * The field's currency: the one meant when none is written (US dollars when left out), and the one a
   * lone ',' or '.' is settled by as if it were written (a metric in XOF: '1,500' is 1500 francs).
   */
  currency?: CurrencyCode;
  /** The field takes only `currency` (a metric's values): another one written is refused, never converted. */
  isCurrencyFixed?: boolean;
  /** Which signs the field takes: above zero (a raise, a ticket; the default), zero or more (revenue), any (cash). */
  sign?: AmountSign;
};

export type AmountSign = 'positive' | 'nonNegative' | 'any';

export type MoneyAmount = {
  /** Exact amount in the currency's minor units (cents; whole francs for XOF), a safe integer. */
  amountMinor: number;
  currency: CurrencyCode;
};

export type MoneyReading = ({ ok: true; isCurrencyWritten: boolean } & MoneyAmount) | MoneyRefusal;
export type MoneyRefusal = { ok: false; reason: MoneyTextRefusal; message: Message };

/** Ten trillion units of any currency is a typo, not a raise (contracts/metric-values.ts uses the same ceiling). */
const MAX_MAJOR_UNITS = 10n ** 13n;
const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const MAX_TEXT_LENGTH = 64;

// Non-ASCII characters in regular expressions are \u escapes: the server bundle stays Latin-1 (apps/server/build.mjs).
/** Between two amounts: '500K-1M', '500K to 1M', 'entre 500 et 800 millions'. */
const RANGE_CONNECTOR = /[-\u2013\u2014~/]|(?:^|\s)(?:to|and|or|\u00e0|a|et|ou)(?=\s)/i;
/** A minus sign against the number or at the very start: '-$500K', '$-500K', '−500'. */
const MINUS = /^[-\u2212\u2013]|[-\u2212\u2013]\s*$/;
const MINUS_SIGNS = /^\s*[-\u2212\u2013]\s*|\s*[-\u2212\u2013]\s*$/g;
/** 'millions de FCFA', "milliards d'euros", 'millions of dollars'. */
const CONNECTOR_WORD = /^\s*(?:de|d['\u2019]|of)\s*/i;

type FixedRefusal = 'notAmount' | 'notNumber' | 'notPositive' | 'negative' | 'tooLarge' | 'range';
const refuse = (reason: FixedRefusal): MoneyRefusal => ({ ok: false, reason, message: moneyTextMessages[reason] });

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
function unknownSide(token: string, otherSide: Side): MoneyRefusal {
  const word = token.trim();
  if (otherSide.currency || /\s/.test(word) || word.length > 12) return refuse('notAmount');
  return { ok: false, reason: 'unknownCurrency', message: moneyTextMessages.unknownCurrency(word) };
}

const currencyLabel = (token: CurrencyToken) => (token === CFA ? 'FCFA' : token);

/** Both sides may name the currency ('$500K USD'); an explicit XOF or XAF settles which CFA franc 'FCFA' meant. */
function combineCurrencies(before: CurrencyToken | undefined, after: CurrencyToken | undefined): CurrencyToken | undefined | MoneyRefusal {
  if (!before || !after || before === after) return before ?? after;
  const isCfaCode = (token: CurrencyToken) => token === 'XOF' || token === 'XAF';
  if (before === CFA && isCfaCode(after)) return after;
  if (after === CFA && isCfaCode(before)) return before;
  return { ok: false, reason: 'conflictingCurrencies', message: moneyTextMessages.conflictingCurrencies(currencyLabel(before), currencyLabel(after)) };
}

/** A number, its sign and what surrounds it, split apart; or why the text is not one number. */
type Pieces = { typed: string; isNegative: boolean; before: string; after: string };

function splitPieces(text: string): Pieces | MoneyRefusal {
  const input = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (input === '' || input.length > MAX_TEXT_LENGTH) return refuse('notAmount');
  const start = input.search(/[.,]?\d/);
  if (start < 0) return refuse('notAmount');
  const typed = TYPED_NUMBER.exec(input.slice(start))![0];
  let before = input.slice(0, start);
  let after = input.slice(start + typed.length);
  if (/\d/.test(after)) return refuse(RANGE_CONNECTOR.test(after) ? 'range' : 'notAmount');
  // '-$500K', '$-500K', '−500' and the accountant's '(500K)' are all negative.
  const isParenthesised = before.startsWith('(') && after.endsWith(')');
  if (isParenthesised) [before, after] = [before.slice(1), after.slice(0, -1)];
  const isNegative = isParenthesised || MINUS.test(before);
  if (isNegative) before = before.replace(MINUS_SIGNS, '');
  return { typed, isNegative, before, after };
}

/** The signed amount checked against the field's sign and the ceilings. */
function checkedAmount(minor: bigint, isNegative: boolean, exponent: number, sign: AmountSign): bigint | MoneyRefusal {
  if (sign === 'positive' && (isNegative || minor === 0n)) return refuse('notPositive');
  if (sign === 'nonNegative' && isNegative && minor !== 0n) return refuse('negative');
  if (minor > MAX_MAJOR_UNITS * 10n ** BigInt(exponent) || minor > MAX_SAFE_MINOR) return refuse('tooLarge');
  return isNegative ? -minor : minor;
}

/**
 * Reads a typed amount. With no currency written, the field's (context.currency) or else US dollars.
 * Conventions:
 * - Grouping by spaces (also U+00A0 and U+202F), dots or commas; mixed separators ('1.500,50',
 *   '1,500.50', '1 500,50') are unambiguous, the last one being the decimal point.
 * - Multipliers in English and French, in either case: k, mille, M, mn, mln, million(s) [de],
 *   Md, Mds, Mrd, milliard(s) [de], bn, B, billion(s) (10^9, the English sense).
 * - The currency before or after, with or without a space: a symbol, any ISO code of
 *   contracts/currencies.ts, or a word ('naira', 'francs CFA', 'KShs', 'DH', 'E£', '$US').
 * - The CFA franc written 'FCFA', 'F CFA', 'CFA' or 'francs CFA' is XAF (the BEAC's franc) when
 *   context.country is Cameroon, Gabon, the Republic of Congo, Chad, the Central African Republic
 *   or Equatorial Guinea (CM GA CG TD CF GQ), and XOF (the BCEAO's) in every other case,
 *   including no country. An explicit XOF or XAF code always wins over the country.
 * - A single ',' or '.' followed by exactly three digits ('1,500', '1.500') is settled by the
 *   currency (written, or the field's) and where it is written, in this order (decisions 0024 and
 *   0025); otherwise it is refused as ambiguous with both readings:
 *   1. no multiplier and a currency without minor units (XOF, XAF, RWF, UGX, JPY, KRW): thousands;
 *   2. a currency grouped the English way (englishGroupingCurrencies: $, £, ₦, KSh, GH₵, E£...):
 *      the comma groups thousands and the dot is a decimal point ('$1,500' = $1500, '$1.500' = $1.50);
 *   3. a multiplier follows: a decimal ('1,500 M€' = €1.5M);
 *   4. a currency written before the number, as English writes it (and Baobab's English formatter):
 *      a comma groups thousands ('€1,500', 'R1,500'); a dot before the minor digits of a three-digit
 *      currency is its decimal point ('TND 2.930');
 *   5. a three-digit currency written after the number, as French writes it: a comma before its
 *      minor digits is the decimal point ('2,930 TND').
 * Amounts are exact (BigInt). Refused: digits finer than the currency's minor unit (never rounded
 * away), a sign the field does not take, ranges, more than ten trillion units (or more minor units
 * than a double holds exactly), unknown or conflicting currencies, another currency than a fixed one.
 */
export function readMoneyText(text: string, context: MoneyTextContext = {}): MoneyReading {
  const reading = readScaledMoney(text, context, null);
  if (!reading.ok) return reading;
  return { ok: true, amountMinor: Number(reading.scaled), currency: reading.currency, isCurrencyWritten: reading.isCurrencyWritten };
}

/** Decimals of the major unit a price per share may have, in every currency: '$0.0001', 'XOF 0.0475'. */
export const PRICE_FRACTION_DIGITS = 6;

export type PriceReading = { ok: true; price: string; currency: CurrencyCode; isCurrencyWritten: boolean } | MoneyRefusal;

/**
 * Reads a price per share ('0.0475', 'XOF 12,5', '$1.1144') as readMoneyText reads an amount, but with
 * its real decimals: up to PRICE_FRACTION_DIGITS of the major unit, finer than the currency's minor
 * unit, since a price is not a sum anyone pays in one piece. `price` is the exact decimal in major
 * units ('0.0475'), trailing zeros dropped. A lone separator after a zero ('0,125') is the decimal
 * point: no price is written with a leading zero of thousands. Zero or more unless `sign` says otherwise.
 */
export function readPriceText(text: string, context: MoneyTextContext = {}): PriceReading {
  const reading = readScaledMoney(text, { sign: 'nonNegative', ...context }, PRICE_FRACTION_DIGITS);
  if (!reading.ok) return reading;
  const places = PRICE_FRACTION_DIGITS;
  const digits = (reading.scaled < 0n ? -reading.scaled : reading.scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  const price = `${reading.scaled < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
  return { ok: true, price, currency: reading.currency, isCurrencyWritten: reading.isCurrencyWritten };
}

type ScaledReading = { ok: true; scaled: bigint; currency: CurrencyCode; isCurrencyWritten: boolean } | MoneyRefusal;

/** The amount in units of 10^-priceDigits of the major unit, or with null in the currency's minor units. */
function readScaledMoney(text: string, context: MoneyTextContext, priceDigits: number | null): ScaledReading {
  const pieces = splitPieces(text);
  if ('ok' in pieces) return pieces;
  const { typed, isNegative, before: prefix, after: suffix } = pieces;

  const tail = readTail(suffix);
  const before: Side = prefix.trim() === '' ? {} : { currency: currencyOfTokenBefore(prefix, context.country), unknown: prefix };
  if (!before.currency && before.unknown !== undefined) return unknownSide(before.unknown, tail);
  if (tail.unknown !== undefined) return unknownSide(tail.unknown, before);
  const token = combineCurrencies(before.currency, tail.currency);
  if (typeof token === 'object') return token;
  const written: CurrencyCode | undefined = token === CFA ? cfaFrancOf(context.country) : token;
  const currency: CurrencyCode = written ?? context.currency ?? 'USD';
  if (context.isCurrencyFixed && context.currency && written && written !== context.currency) {
    return { ok: false, reason: 'otherCurrency', message: moneyTextMessages.otherCurrency(text.trim(), context.currency, currencyLabel(token!)) };
  }
  const isCurrencySettled = written !== undefined || context.currency !== undefined;
  const exponent = currencyExponents[currency];

  const lone = (separator: ',' | '.'): LoneSeparatorReading => {
    if (priceDigits !== null && /^0[.,]/.test(typed)) return 'decimal';
    if (isCurrencySettled && !hasMinorUnits(currency) && tail.exponent === 0) return 'thousands';
    if (isCurrencySettled && englishGroupingCurrencies.has(currency)) return separator === ',' ? 'thousands' : 'decimal';
    if (tail.exponent > 0) return 'decimal';
    if (before.currency && separator === ',') return 'thousands';
    // Dinars and millimes: 'TND 2.930', a metric in dinars '2.930', and the French '2,930 TND'.
    if (exponent === 3 && (separator === '.' ? !tail.currency : tail.currency !== undefined)) return 'decimal';
    return 'ambiguous';
  };
  const number = readTypedNumber(typed, lone);
  if (number.kind === 'invalid') return refuse('notAmount');
  if (number.kind === 'ambiguous') {
    return { ok: false, reason: 'ambiguous', message: moneyTextMessages.ambiguous(typed, number.asThousands, number.asDecimal, number.separator) };
  }

  const fraction = number.fraction.replace(/0+$/, '');
  const digits = priceDigits ?? exponent;
  const scale = tail.exponent + digits - fraction.length;
  if (scale < 0) return { ok: false, reason: 'tooPrecise', message: moneyTextMessages.tooPrecise(text.trim(), currency, digits) };
  const scaled = checkedAmount(BigInt(number.whole + fraction) * 10n ** BigInt(scale), isNegative, digits, context.sign ?? 'positive');
  if (typeof scaled === 'object') return scaled;
  return { ok: true, scaled, currency, isCurrencyWritten: written !== undefined };
}

export type NumberTextOptions = {
  /** Decimal places the value may have: 0 for a count, 2 for a percentage; more is refused, never rounded. */
  fractionDigits: number;
  sign?: AmountSign;
  /** A percentage: a '%' after the number is read and dropped. */
  isPercent?: boolean;
};

export type NumberTextReading = { ok: true; value: bigint } | MoneyRefusal;

/**
 * Reads a number written as people write it ('18 000 000', '1 500,5', '1,5 M', '700K', '62.5 %'),
 * scaled to `fractionDigits` decimals (value = number × 10^fractionDigits, exactly). A lone ',' or
 * '.' before three digits is thousands when the value has no decimals (a count of 1.5 people cannot
 * be meant), a decimal before a multiplier, and otherwise refused as ambiguous with both readings.
 * A currency is refused: this reads counts, percentages and months, not money.
 */
export function readNumberText(text: string, options: NumberTextOptions): NumberTextReading {
  const pieces = splitPieces(options.isPercent ? text.replace(/\s*%\s*$/, '') : text);
  if ('ok' in pieces) return pieces.reason === 'notAmount' ? refuse('notNumber') : pieces;
  const tail = readTail(pieces.after);
  if (pieces.before.trim() !== '' || tail.currency || tail.unknown !== undefined) return refuse('notNumber');
  const number = readTypedNumber(pieces.typed, () => (tail.exponent > 0 ? 'decimal' : options.fractionDigits === 0 ? 'thousands' : 'ambiguous'));
  if (number.kind === 'invalid') return refuse('notNumber');
  if (number.kind === 'ambiguous') {
    return { ok: false, reason: 'ambiguous', message: moneyTextMessages.ambiguous(pieces.typed, number.asThousands, number.asDecimal, number.separator) };
  }
  const fraction = number.fraction.replace(/0+$/, '');
  const scale = tail.exponent + options.fractionDigits - fraction.length;
  if (scale < 0) return { ok: false, reason: 'tooPrecise', message: moneyTextMessages.tooPreciseNumber(text.trim(), options.fractionDigits) };
  const value = checkedAmount(BigInt(number.whole + fraction) * 10n ** BigInt(scale), pieces.isNegative, options.fractionDigits, options.sign ?? 'nonNegative');
  return typeof value === 'object' ? value : { ok: true, value };
}

