/**
 * Unrealistic growth decided on a projected revenue series by year (a plan table, a plan's lines): the growth
 * rule's thresholds (red-flag-rules-metrics.ts), a multiple of 4× or more in any year, or 3× a year sustained over
 * three years or more, compounded from any year of the plan to its last.
 */
import type { RiskFlag } from '../types';
import { figureFlag } from './figure-flag';
import type { FigureSeries } from './series';

function outrunsTripleTripleDouble(series: FigureSeries): boolean {
  const years = series.points.filter((p) => p.period.kind === 'year' && p.period.year !== null && p.value > 0);
  if (years.length < 2 || years.length !== series.points.length) return false;
  const yearOf = (i: number) => years[i]?.period.year ?? 0;
  const perYear = years.slice(1).map((p, i) => (p.value / (years[i]?.value ?? p.value)) ** (1 / Math.max(1, (p.period.year ?? 0) - yearOf(i))));
  // Three years or more at 3× a year, compounded over the span, from any year of the plan to its last ('0.75 in 2024, 24.6
  // in 2027' after a slower first year): the writer's own starting year does not hide a sustained tripling.
  const last = years[years.length - 1];
  const sustained = years.some((p) => last !== undefined && (last.period.year ?? 0) - (p.period.year ?? 0) >= 3 && (last.value / p.value) ** (1 / ((last.period.year ?? 0) - (p.period.year ?? 0))) >= 3);
  return Math.max(...perYear) >= 4 || sustained;
}

/**
 * A plan's first year set against the reported year just before it, read in another table or line ('Traction' with 2023
 * and 2024, then 'Plan à trois ans' from 2025): 4× or more is the flag. A jump of a hundredfold or more between two years
 * is taken for two tables written in different units, not compared.
 */
function planAboveReportedYear(series: readonly FigureSeries[]): FigureSeries | null {
  const yearOf = (s: FigureSeries, at: number) => s.points.at(at)?.period;
  for (const plan of series.filter((s) => s.projected && s.line === 'revenue')) {
    const first = plan.points[0];
    if (!first || first.period.kind !== 'year' || first.period.year === null) continue;
    for (const reported of series.filter((s) => !s.projected && s.line === 'revenue' && s.evidence !== plan.evidence)) {
      const last = reported.points.at(-1);
      const period = yearOf(reported, -1);
      if (!last || period?.kind !== 'year' || period.year !== first.period.year - 1 || last.value <= 0) continue;
      const multiple = first.value / last.value;
      if (multiple >= 4 && multiple < 100) return plan;
    }
  }
  return null;
}

export function planGrowth(series: readonly FigureSeries[]): RiskFlag | null {
  const plan = series.find((s) => s.projected && s.line === 'revenue' && outrunsTripleTripleDouble(s)) ?? planAboveReportedYear(series);
  return plan ? figureFlag('unrealistic-growth', 'medium', [plan.evidence]) : null;
}
