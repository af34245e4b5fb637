/**
 * Cash and burn read from a table's series (table-series.ts): the cash held at the latest period's end, the
 * latest period's burn (a 'burn' line, or a net cash flow below zero) and its revenue (the table's main revenue row),
 * each brought to a month. A table's figures carry the
 * unit of its caption, which not every table names: each table is its own unit here (its group), so its cash is
 * only ever set against its own burn.
 */
import type { MonthlyFigure } from './cash-burn';
import type { PeriodKind } from './periods';
import { isMainRevenueRow, type FigureSeries } from './series';

const monthsIn: Record<PeriodKind, number> = { week: 12 / 52, month: 1, quarter: 3, half: 6, year: 12, compared: Number.NaN };

export function tableCashAndBurn(series: readonly FigureSeries[]): { cash: MonthlyFigure[]; burns: MonthlyFigure[]; revenues: MonthlyFigure[] } {
  const out = { cash: [] as MonthlyFigure[], burns: [] as MonthlyFigure[], revenues: [] as MonthlyFigure[] };
  for (const s of series.filter((x) => !x.projected)) {
    const latest = s.points[s.points.length - 1];
    if (!latest) continue;
    const figure = (amount: number) => ({ amount, stated: latest.value, ownPeriod: true, currency: s.group, sentence: s.evidence });
    if (s.line === 'cash' && latest.value > 0) out.cash.push(figure(latest.value));
    const burned = s.line === 'burn' ? Math.abs(latest.value) : s.line === 'net-cash-flow' && latest.value < 0 ? -latest.value : 0;
    if (burned > 0) out.burns.push(figure(burned / monthsIn[latest.period.kind]));
    // The table's revenue for the same latest period, so that its burn is set against its own revenue ('Net burn' under 'MRR').
    if (s.line === 'revenue' && latest.value > 0 && latest.period.kind !== 'compared' && isMainRevenueRow(s, series)) out.revenues.push(figure(latest.value / monthsIn[latest.period.kind]));
  }
  return out;
}
