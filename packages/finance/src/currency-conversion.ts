/**
 * Exact currency conversion through US dollars, for showing an amount in another currency and for
 * comparing amounts across currencies. Pure: the rates come from the caller (the server reads them
 * from its exchange_rate table), never from a constant here, and nothing is ever converted at a rate
 * that was not given.
 *
 * Units: amounts are integers in ISO 4217 minor units (cents; whole francs for XOF, which has none);
 * a rate is the decimal text of "units of the currency per one US dollar" (XOF '558', EUR '0.853'),
 * read as the exact decimal it is written as. The arithmetic is BigInt on those decimals, so a
 * conversion is never off by a floating-point hair, and the one rounding is stated where it happens.
 */
import { currencyExponents, isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import { refuse } from './engine-errors';

/** One currency's rate as stored: per_usd as decimal text, with the day it is for and where it came from. */
export type Rate = { perUsd: string; rateDate: string; source: string };
/** The latest rate of each currency that has one (USD needs none: one dollar is one dollar). */
export type RateTable = ReadonlyMap<string, Rate>;

export type Conversion = {
  amountMinor: bigint;
  currency: CurrencyCode;
  /** The older of the two rates' dates (a cross rate is only as recent as its older leg); null for USD to USD. */
  rateDate: string | null;
  /** Where the rates came from; both sources, joined, when the two legs differ. */
  source: string | null;
};

/** A positive decimal as written ('0.853', '558', '1530.00') to an exact numerator over 10^scale. */
function readDecimal(text: string): { n: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw refuse('notADecimalRate', { text });
  const fraction = match[2] ?? '';
  return { n: BigInt(match[1]! + fraction), scale: fraction.length };
}

/**
 * round(numerator / denominator) half up for a positive denominator, as floor((2n + d) / 2d).
 * A negative amount (a loss, an overdraft) rounds by its magnitude, so converting −x gives exactly
 * −(converting x) and the sign never changes a figure.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw refuse('denominatorPositive');
  if (numerator < 0n) return -divideRoundHalfUp(-numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

const exponentOf = (currency: CurrencyCode) => BigInt(currencyExponents[currency]);

/**
 * Each stored rate's decimal read once: a portfolio's history converts every holding on every date, and
 * re-reading the same rate's text each time was most of that work. Keyed by the rate object, so a rate
 * the caller no longer holds is forgotten with it.
 */
const readRates = new WeakMap<Rate, { n: bigint; scale: number }>();

function readRate(rate: Rate): { n: bigint; scale: number } {
  let read = readRates.get(rate);
  if (!read) {
    read = readDecimal(rate.perUsd);
    readRates.set(rate, read);
  }
  return read;
}

/** The rate of a currency as an exact fraction n / d, or null when the table has none. USD is 1 by definition. */
function perUsdOf(currency: CurrencyCode, rates: RateTable): { n: bigint; d: bigint; rate: Rate | null } | null {
  if (currency === 'USD') return { n: 1n, d: 1n, rate: null };
  const rate = rates.get(currency);
  if (!rate) return null;
  const { n, scale } = readRate(rate);
  if (n === 0n) return null;
  return { n, d: 10n ** BigInt(scale), rate };
}

/** The exact value of `amountMinor` of `from` in units of 10^-targetExponent of `to`, as numerator / denominator. */
function exactValue(amountMinor: bigint, from: CurrencyCode, to: CurrencyCode, targetExponent: bigint, rates: RateTable) {
  const source = perUsdOf(from, rates);
  const target = perUsdOf(to, rates);
  if (!source || !target) return null;
  // amount ÷ (10^exp(from) × source.n / source.d) × (target.n / target.d) × 10^targetExponent
  const numerator = amountMinor * source.d * target.n * 10n ** targetExponent;
  const denominator = 10n ** exponentOf(from) * source.n * target.d;
  return { numerator, denominator, legs: [source.rate, target.rate].filter((rate): rate is Rate => rate !== null) };
}

/**
 * Converts minor units of `from` into minor units of `to` through the US dollar:
 *
 *   to_minor = from_minor ÷ 10^exp(from) ÷ perUsd(from) × perUsd(to) × 10^exp(to)
 *
 * computed as one exact fraction and rounded once, half up, to a whole minor unit of `to`.
 * Worked example: XOF 500,000,000 (exponent 0) to EUR at XOF 558 and EUR 0.853 per dollar is
 * 500,000,000 × 0.853 × 100 ÷ 558 = 76,433,691.756… cents, so 76,433,692 cents (€764,336.92).
 * Returns null when either currency has no rate (nothing is ever made up) or is not one Baobab knows.
 */
export function convertMinor(amountMinor: bigint, from: string, to: string, rates: RateTable): Conversion | null {
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return null;
  const exact = exactValue(amountMinor, from, to, exponentOf(to), rates);
  if (!exact) return null;
  const rateDate = exact.legs.length === 0 ? null : exact.legs.map((rate) => rate.rateDate).sort()[0]!;
  const sources = [...new Set(exact.legs.map((rate) => rate.source))];
  return {
    amountMinor: divideRoundHalfUp(exact.numerator, exact.denominator),
    currency: to,
    rateDate,
    source: sources.length === 0 ? null : sources.join('; '),
  };
}

/**
 * An amount in whole US dollars, rounded once from the exact value, half up: what the directory
 * filters and sorts raises by (startup.raising_amount_usd). The SQL that recomputes that column when
 * rates are imported rounds the same way, div(2a + b, 2b) on exact numerics; a test holds the two to
 * the same answers. Null without a rate.
 */
export function wholeUsd(amountMinor: bigint, currency: string, rates: RateTable): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  const exact = exactValue(amountMinor, currency, 'USD', 0n, rates);
  return exact ? divideRoundHalfUp(exact.numerator, exact.denominator) : null;
}
