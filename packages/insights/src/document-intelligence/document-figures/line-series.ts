/**
 * A series written as a heading that names a line of the accounts and one line per period under it: 'Monthly
 * revenue' then 'Apr: $64k', 'May: $58k', 'Jun: $51k'; 'Ventes (FCFA)' then 'Juillet - 4 200 000'. The heading holds
 * no figure; the lines hold a period, a separator and one figure each, and the series ends at the first line that
 * does not. A heading of a forecast, budget or plan marks its series projected.
 */
import { fold } from '../layout-cells';
import { forecastCaption } from '../layout-years';
import { accountLine } from './account-lines';
import { cellValue } from './cell-values';
import { inTimeOrder, readPeriod, type Period } from './periods';
import type { FigureSeries } from './series';

// Dot leaders part a period from its figure as a colon does ('T4 2024 ........ 412', 'Q1 …… 310').
const periodLine = /^\W*([^:=|\u2013\u2014]{2,20}?)\s*(?::|=|\||\s[-\u2013\u2014]|\.{3,}|\u2026+)\s*(.+?)\s*$/;
/**
 * A sentence that leads into the lines and names revenue last, before its colon: 'Le directeur financier présente
 * l'évolution du chiffre d'affaires (M FCFA) :', 'Revenue over the last three quarters was as follows, sales in USD k:'.
 */
const revenueLead = /\b(revenues?|sales|turnover|chiffre d'affaires|ventes)(\s?\([^()]*\))?\s*:$/;
const leadsIntoRevenue = (written: string) => revenueLead.test(fold(written));

export function lineSeries(lines: readonly string[]): FigureSeries[] {
  const out: FigureSeries[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const written = (lines[i] ?? '').trim();
    const heading = written.replace(/\s*:$/, '');
    // A heading holds no figure and the line under it does: most lines are passed over before their label is read.
    if (!/\d/.test(lines[i + 1] ?? '') || /\d/.test(heading.replace(/\([^()]*\)/g, '')) || !(accountLine(heading) || leadsIntoRevenue(written))) continue;
    const points: { period: Period; value: number }[] = [];
    const figures: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const m = periodLine.exec(lines[j] ?? '');
      const period = m ? readPeriod(m[1] ?? '') : null;
      const value = m && period ? cellValue(m[2] ?? '') : null;
      if (!period || value === null) break;
      points.push({ period, value });
      figures.push(m?.[2] ?? '');
    }
    const percents = figures.some((w) => w.includes('%'));
    const line = accountLine(heading, percents) ?? (leadsIntoRevenue(written) && !percents ? 'revenue' : null);
    const ordered = inTimeOrder(points, true);
    if (line && ordered && ordered.length >= 2) out.push({ line, label: heading, points: ordered, evidence: lines.slice(i, j).map((l) => l.trim()).join(' '), group: `lines ${i}`, projected: forecastCaption.test(fold(heading)) });
    i = Math.max(i, j - 1);
  }
  return out;
}
