/**
 * Revenue as a column of a table whose rows are months ('Month | Opening subs | Cancelled | Revenue (R)' then
 * 'January | 9,800 | 610 | 1,842,000'), which layout.ts reads into one derived sentence a row ('january: opening subs
 * 9,800, cancelled 610, revenue (r) 1,842,000.'): the revenue cell of each month's row, in calendar order; when the
 * latest month's is below the month before's, revenue is declining. The figure is read through the one number reader
 * (layout-cells.ts), a currency or unit in brackets after the label allowed.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { monthIndex, monthNamesPattern } from './month-names';

const monthRow = new RegExp(String.raw`^(${monthNamesPattern})( 20\d\d)?:`);
const revenueCell = /\b(revenues?|sales|turnover|mrr|chiffre d'affaires|ca|ventes)( \([^)]{1,12}\))? (\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+(?:[.,]\d+)?)(?=[,;.]?(\s|$))/;

/** The declining-revenue flag of a table by month whose latest month's revenue is below the month before's; null otherwise. */
export function revenueMonthRowsFall(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const rows: { month: number; year: number; value: number; s: SentenceFacts }[] = [];
  for (const s of sentences) {
    if (!s.derived || s.projected) continue;
    const row = monthRow.exec(s.lower);
    const cell = row ? revenueCell.exec(s.lower) : null;
    if (!row || !cell) continue;
    const value = statedNumber((cell[3] ?? '').replace(/[ \u00A0\u202F]/g, ','));
    if (Number.isFinite(value)) rows.push({ month: monthIndex.get(row[1] ?? '') ?? -1, year: Number(row[2] ?? 0), value, s });
  }
  const ordered = rows.filter((r) => r.month >= 0).sort((a, b) => a.year - b.year || a.month - b.month);
  const [before, latest] = ordered.slice(-2);
  if (!before || !latest || latest.year !== before.year || latest.month - before.month !== 1 || latest.value >= before.value) return null;
  return {
    ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(latest.s.text), occurrences: 1,
    recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
  };
}
