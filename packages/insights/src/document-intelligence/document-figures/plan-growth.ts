/**
 * Unrealistic growth decided on a projected revenue series by year (a plan table, a plan's lines): the growth
 * rule's thresholds (red-flag-rules-metrics.ts), a multiple of 4× or more in any year, or 3× a year sustained over
 * three years or more, the whole span compounded.
 */
import type { RiskFlag } from '../types';
import { figureFlag } from './figure-flag';
import type { FigureSeries } from './series';

function outrunsTripleTripleDouble(series: FigureSeries): boolean {
  const years = series.points.filter((p) => p.period.kind === 'year' && p.period.year !== null && p.value > 0);
  if (years.length < 2 || years.length !== series.points.length) return false;
  const yearOf = (i: number) => years[i]?.period.year ?? 0;
  const perYear = years.slice(1).map((p, i) => (p.value / (years[i]?.value ?? p.value)) ** (1 / Math.max(1, (p.period.year ?? 0) - yearOf(i))));
  const span = yearOf(years.length - 1) - yearOf(0);
  const compounded = span > 0 ? ((years[years.length - 1]?.value ?? 0) / (years[0]?.value ?? 1)) ** (1 / span) : 0;
  return Math.max(...perYear) >= 4 || (span >= 3 && compounded >= 3);
}

export function planGrowth(series: readonly FigureSeries[]): RiskFlag | null {
  const plan = series.find((s) => s.projected && s.line === 'revenue' && outrunsTripleTripleDouble(s));
  return plan ? figureFlag('unrealistic-growth', 'medium', [plan.evidence]) : null;
}
