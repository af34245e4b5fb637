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

/**
 * A statement written as captions with a line per year under each ("Chiffre d'affaires" then '2024 .... 1 460', '2023
 * .... 1 310'; 'Coût des ventes' then '2024 .... 1 580', ...) gives each line a group of its own. The document's one
 * cost of sales is then read against its one revenue when both give the same periods in the same unit (each period's
 * cost within a factor of three of its revenue); with a second revenue or cost line the pairing is not sure.
 */
function soleCostOfSales(revenue: FigureSeries, actual: readonly FigureSeries[]): FigureSeries | undefined {
  const costs = actual.filter((s) => s.line === 'cost-of-sales' || s.line === 'gross-profit');
  const cost = costs[0];
  if (costs.length !== 1 || !cost || cost.line !== 'cost-of-sales' || actual.filter((s) => s.line === 'revenue').length !== 1) return undefined;
  const paired = revenue.points.length >= 2 && revenue.points.length === cost.points.length && revenue.points.every((r) => {
    const c = cost.points.find((p) => samePeriod(p, r));
    return c !== undefined && r.value > 0 && Math.abs(c.value) <= 3 * r.value && 3 * Math.abs(c.value) >= r.value;
  });
  return paired ? cost : undefined;
}

/** Each run of margins by period with the series it was read from. */
function marginRuns(series: readonly FigureSeries[]): { values: number[]; evidence: string[] }[] {
  const actual = series.filter((s) => !s.projected);
  const stated = actual.filter((s) => s.line === 'gross-margin-rate').map((s) => ({ values: s.points.map((p) => p.value), evidence: [s.evidence] }));
  const implied = actual.filter((s) => s.line === 'revenue' && isMainRevenueRow(s, actual)).flatMap((revenue) => {
    const other = actual.find((s) => (s.line === 'gross-profit' || s.line === 'cost-of-sales') && s.group === revenue.group) ?? soleCostOfSales(revenue, actual);
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
