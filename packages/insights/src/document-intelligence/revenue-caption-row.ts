/**
 * A row of months and bare figures under a caption that names revenue by month, as a management pack writes it: 'Sales
 * by month, USD thousand' then 'Jan 88 | Feb 92 | Mar 95 | Apr 90 | May 84'; 'Chiffre d'affaires mensuel
 * (M FCFA)' then 'janv. 82 ; févr. 79 ; mars 74'. The row alone names no measure and the caption no figure, so neither
 * sentence is read as revenue; the row is read with the caption's subject by the period reader (revenue-periods.ts),
 * and the latest month below the month before is a decline. A projection's row is none.
 */
import { revenuePeriodsFall } from './revenue-periods';
import { monthNamesPattern } from './month-names';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const monthlyCaption = /^\W*(sales|revenues?|turnover|chiffre d'affaires|ca|ventes|recettes)\b[^.;:|\d]{0,40}?\b(by month|per month|monthly|par mois|mensuel(le)?s?)\b[^.;:|\d]{0,30}$/;
const monthFigure = String.raw`(${monthNamesPattern})\.?\s?:?\s?\d{1,3}(?:[.,]\d+)?`;
const monthRow = new RegExp(String.raw`^\W*${monthFigure}(\s?[|;,/]\s?${monthFigure}){2,}\W*$`);

export function revenueRowUnderCaption(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, caption] of written.entries()) {
    const row = written[i + 1];
    if (!row || row.projected || !monthlyCaption.test(caption.lower) || !monthRow.test(row.lower)) continue;
    // The row read as the caption's measure: 'sales jan 88 | feb 92 | ...', a table's row with its figures bare.
    const subject = monthlyCaption.exec(caption.lower)?.[1] ?? 'revenue';
    if (revenuePeriodsFall({ ...row, lower: `${subject} ${row.lower.replace(/^\W+/, '')}`, money: [], derived: true })) {
      return {
        ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(row.text), occurrences: 1,
        recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
      };
    }
  }
  return null;
}
