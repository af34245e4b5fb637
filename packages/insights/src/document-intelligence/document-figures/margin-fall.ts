/**
 * Gross margin decided on figures: the margins a document states by period (a 'gross margin %' row, 'marge brute 46 %
 * en 2023, 39 % en 2024'), or those the series of one table imply: each period's gross profit ÷ revenue, or
 * (revenue − cost of sales) ÷ revenue, a cost written in brackets counted as a cost. The gross-margin rule's
 * thresholds (red-flag-rules-metrics.ts): high when the latest margin is below zero, medium when it fell by 5 points
 * or more from the earliest period given.
 */
import type { RiskFlag } from '../types';
import { figureFlag } from './figure-flag';
import { isMainRevenueRow, type FigureSeries, type PeriodFigure } from './series';

const samePeriod = (a: PeriodFigure, b: PeriodFigure) => a.period.kind === b.period.kind && a.period.year === b.period.year && a.period.index === b.period.index;

function impliedMargins(revenue: FigureSeries, other: FigureSeries): number[] {
  return revenue.points.flatMap((r) => {
    const o = other.points.find((p) => samePeriod(p, r));
    if (!o || r.value <= 0) return [];
    return [other.line === 'gross-profit' ? (100 * o.value) / r.value : (100 * (r.value - Math.abs(o.value))) / r.value];
  });
}

/** Each run of margins by period with the series it was read from. */
function marginRuns(series: readonly FigureSeries[]): { values: number[]; evidence: string[] }[] {
  const actual = series.filter((s) => !s.projected);
  const stated = actual.filter((s) => s.line === 'gross-margin-rate').map((s) => ({ values: s.points.map((p) => p.value), evidence: [s.evidence] }));
  const implied = actual.filter((s) => s.line === 'revenue' && isMainRevenueRow(s, actual)).flatMap((revenue) => {
    const other = actual.find((s) => (s.line === 'gross-profit' || s.line === 'cost-of-sales') && s.group === revenue.group);
    return other ? [{ values: impliedMargins(revenue, other), evidence: [revenue.evidence, other.evidence] }] : [];
  });
  return [...stated, ...implied];
}

export function marginFall(series: readonly FigureSeries[]): RiskFlag | null {
  for (const { values, evidence } of marginRuns(series)) {
    const first = values[0];
    const latest = values[values.length - 1];
    if (first === undefined || latest === undefined || values.length < 2) continue;
    if (latest < 0) return figureFlag('gross-margin', 'high', evidence);
    if (first - latest >= 5) return figureFlag('gross-margin', 'medium', evidence);
  }
  return null;
}
