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

const periodLine = /^\W*([^:=|\u2013\u2014]{2,20}?)\s*(?::|=|\||\s[-\u2013\u2014])\s*(.+?)\s*$/;

export function lineSeries(lines: readonly string[]): FigureSeries[] {
  const out: FigureSeries[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const heading = (lines[i] ?? '').trim().replace(/:$/, '');
    // A heading holds no figure and the line under it does: most lines are passed over before their label is read.
    if (!/\d/.test(lines[i + 1] ?? '') || /\d/.test(heading.replace(/\([^()]*\)/g, '')) || !accountLine(heading)) continue;
    const points: { period: Period; value: number }[] = [];
    const written: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const m = periodLine.exec(lines[j] ?? '');
      const period = m ? readPeriod(m[1] ?? '') : null;
      const value = m && period ? cellValue(m[2] ?? '') : null;
      if (!period || value === null) break;
      points.push({ period, value });
      written.push(m?.[2] ?? '');
    }
    const line = accountLine(heading, written.some((w) => w.includes('%')));
    const ordered = inTimeOrder(points, true);
    if (line && ordered && ordered.length >= 2) out.push({ line, label: heading, points: ordered, evidence: lines.slice(i, j).map((l) => l.trim()).join(' '), group: `lines ${i}`, projected: forecastCaption.test(fold(heading)) });
    i = Math.max(i, j - 1);
  }
  return out;
}
