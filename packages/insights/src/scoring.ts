/**
 * Weighted scores that explain themselves: every score is Σ value × weight over its
 * factors, and each factor is reported with its value, weight, contribution and source.
 */
import type { AmountValue, Text } from '@baobab/contracts/i18n/message';
import { formatCompactAmount } from '@baobab/contracts/money-display';

/**
 * `S`, the source's type: a message (decision 0046) where the engine writes it from a key and values, a
 * string where a caller still writes English; each score's evidence keeps the type its factors gave it.
 */
export interface Evidence<S extends Text = Text> {
  /** The factor's name, e.g. 'sectorFit'. */
  factor: string;
  /** The factor's value on 0–1. */
  value: number;
  /** Its weight; the weights of one score sum to 1. */
  weight: number;
  /** Points it adds to the 0–100 score: value × weight × 100, one decimal. */
  contribution: number;
  /** Where the value came from, in words. */
  source: S;
}

export interface Factor<S extends Text = Text> {
  factor: string;
  value: number;
  weight: number;
  source: S;
}

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function round(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/**
 * Score on 0–100 (integer) from factors whose values lie on 0–1.
 * Weights are renormalised to sum to 1, so a caller may drop a factor it has no data for
 * and the remaining weights are reported as actually applied.
 */
export function weightedScore<S extends Text>(factors: readonly Factor<S>[]): { score: number; evidence: Evidence<S>[] } {
  const total = factors.reduce((sum, f) => sum + f.weight, 0);
  if (total <= 0) return { score: 0, evidence: [] };
  const evidence = factors.map((f) => {
    const weight = f.weight / total;
    const value = clamp(f.value, 0, 1);
    return { factor: f.factor, value: round(value, 3), weight: round(weight, 4), contribution: round(value * weight * 100, 1), source: f.source };
  });
  const raw = factors.reduce((sum, f) => sum + clamp(f.value, 0, 1) * (f.weight / total), 0);
  return { score: Math.round(clamp(raw * 100, 0, 100)), evidence };
}

/**
 * A whole-dollar amount as a message value (decision 0046): English writes it as formatUsd does
 * ('$1.2M', '$450K', '$900'), another language with its own figures and currency spelling.
 */
export function usdAmount(amount: number): AmountValue {
  return { amount, currency: 'USD', compact: true };
}

/** Whole-dollar amounts as '$1.2M', '$450K', '$900', in the one spelling (contracts/money-display.ts). */
export function formatUsd(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? -1 : 1;
  for (const [size, scale] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']] as const) {
    if (abs < size) continue;
    const figure = round(abs / size, 1);
    return formatCompactAmount(sign * figure, scale, 'USD', { fractionDigits: Number.isInteger(figure) ? 0 : 1 });
  }
  return formatCompactAmount(sign * Math.round(abs), null, 'USD');
}

