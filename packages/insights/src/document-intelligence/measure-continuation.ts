/**
 * Lines that leave their measure to the line above: a breakdown that goes on from its total ('Revenue for the nine
 * months: ₦1.42bn.' then 'By quarter: Q1 ₦520m, Q2 ₦480m, Q3 ₦420m.'), and a section's heading that names the
 * measure of the figure its first line opens on ('3. Cash' then '₦310m at 30 September, against a net burn of ...').
 * Each is written out with its measure ('Revenue by quarter: Q1 ₦520m, ...', 'Cash: ₦310m at 30 September, ...'), the
 * sentence it stands for, so that the series and cash readers read it as they read prose.
 */
import { fold } from './layout-cells';
import { parseMoney } from './money';

/** 'By quarter:', 'Per month -', 'Par trimestre :', 'Split by month:': a breakdown with no measure of its own. */
const breakdown = /^\W*((split |broken down )?(by|per|par) (quarter|month|half|trimestre|mois|semestre)|quarterly|monthly|trimestriellement)\s*[:\u2013\u2014-]\s*(?=\S)/i;
/** The measure a line opens on: its words before the first figure, period words dropped ('Revenue for the nine months to September'). */
const measureWords = /^\W*((total |net |gross )?(revenues?|sales|turnover|chiffre d'affaires|ventes|recettes|costs?|expenses|opex|charges|depenses|net burn|burn))\b/i;
/** A section heading that is only a measure's name, numbered or not ('3. Cash', 'Trésorerie', 'Cash position:'). */
const measureHeading = /^\W*(\d{1,2}[.)]\s*)?(cash( position| at bank| in bank)?|liquidity|tresorerie|liquidites|disponibilites)\s*:?\s*$/;

export function measureContinuations(lines: readonly string[], at: number): string[] {
  const line = (lines[at] ?? '').trim();
  const before = (lines[at - 1] ?? '').trim();
  const out: string[] = [];
  const measure = measureWords.exec(fold(before));
  if (breakdown.test(line) && measure && /\d/.test(before)) {
    out.push(`${(measure[1] ?? '').replace(/^./, (c) => c.toUpperCase())} ${line.replace(/^\W*/, '').replace(/^(split |broken down )?/i, '').replace(/\s*[:\u2013\u2014-]\s*/, ': ').replace(/^./, (c) => c.toLowerCase())}`);
  }
  const heading = measureHeading.exec(fold(before));
  if (heading && /\d/.test(line) && parseMoney(line)[0]?.start === 0) out.push(`${(heading[2] ?? '').replace(/^./, (c) => c.toUpperCase())}: ${line}`);
  return out;
}
