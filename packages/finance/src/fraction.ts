/**
 * Exact rational arithmetic on bigint numerators and denominators, for the few
 * computations whose answer must be exact (safe and note conversions, note interest):
 * a conversion whose exact answer is a whole number must give that number, which
 * floating point cannot promise (9,000,000 ÷ 0.9 is not 10,000,000 in binary).
 *
 * Inputs given as JavaScript numbers with decimals (a 12.5% discount, an 8.125% rate)
 * are read as the decimal the user typed (`fromDecimal`), not as their binary value.
 */
import { engineErrors } from './engine-errors';

export type Fraction = { readonly n: bigint; readonly d: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError(engineErrors.divisionByZero);
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

/** The decimal a finite number prints as (8.125 → 8125/1000), exactly. */
export function fromDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(engineErrors.finiteNumber);
  const [mantissa = '0', exponentText] = String(value).toLowerCase().split('e');
  const exponent = Number(exponentText ?? 0);
  const negative = mantissa.startsWith('-');
  const [whole = '0', decimals = ''] = mantissa.replace('-', '').split('.');
  let n = BigInt(whole + decimals) * (negative ? -1n : 1n);
  let d = 10n ** BigInt(decimals.length);
  if (exponent > 0) n *= 10n ** BigInt(exponent);
  if (exponent < 0) d *= 10n ** BigInt(-exponent);
  return frac(n, d);
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);
export const compare = (a: Fraction, b: Fraction): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};

/** Largest integer ≤ the fraction. */
export function floorOf(a: Fraction): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** Smallest integer ≥ the fraction. */
export function ceilOf(a: Fraction): bigint {
  return -floorOf(frac(-a.n, a.d));
}

/** Nearest integer, halves rounded up (towards +∞). */
export function roundHalfUpOf(a: Fraction): bigint {
  return floorOf(add(a, frac(1n, 2n)));
}

export function toNumber(a: Fraction): number {
  return Number(a.n) / Number(a.d);
}
