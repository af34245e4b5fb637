/**
 * A monthly churn rate given as a column of a table aligned by spaces, as a billing export renders it: a header
 * naming the churn column in its own short form ('month  sme_accts  sme_logo_churn  sme_mrr', 'Mois  Clients  Churn'),
 * then one row per month keyed by the month ('2024-07  402  8.1%  9,400,000', 'Juillet  402  8,1 %'). The other
 * churn readers read a rate said in words or counts in rows; this reads the rate where the export put it. The latest
 * month's rate is read against the monthly line, as the movement tables are (churn-tables.ts).
 */
import { churnSeverity } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { statedNumber } from './layout-cells';
import { monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** A header cell naming churn, on its own or as a part of a short name ('sme_logo_churn', 'churn_rate', 'Churn %'). */
const churnCell = /(?:^|[_\s])(?:churn|attrition)(?:$|[_\s%(])/;
/** A row keyed by its month: '2024-07', '07/2024', 'Jul 2024', 'juillet'. */
const monthKey = new RegExp(String.raw`^(?:20\d\d-[01]\d|[01]\d/20\d\d|(?:${monthNamesPattern})(?:[ -]20\d\d)?)$`);
const percentCell = /^(\d{1,2}(?:[.,]\d+)?)\s?%$/;
const cellsOf = (line: string): string[] => line.trim().split(/\s{2,}/);

export function churnRateColumn(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const lines = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i < lines.length; i++) {
    const header = cellsOf(lines[i]?.lower ?? '');
    const column = header.findIndex((cell) => churnCell.test(cell));
    if (header.length < 3 || column < 1) continue;
    // The rows under the header, each keyed by a month and as wide as the header.
    const rates: number[] = [];
    for (const row of lines.slice(i + 1).map((s) => cellsOf(s.lower))) {
      if (row.length !== header.length || !monthKey.test(row[0] ?? '')) break;
      const rate = percentCell.exec(row[column] ?? '');
      if (!rate) break;
      rates.push(statedNumber(rate[1] ?? ''));
    }
    const latest = rates[rates.length - 1];
    const severity = rates.length >= 2 && latest !== undefined ? churnSeverity(latest, 'month') : null;
    if (severity) return highChurnFlag(lines[i]?.text ?? '', severity);
  }
  return null;
}
