/**
 * A series on one line after its label: 'Revenue (USD k): Q1 310, Q2 295, Q3 270', 'CA mensuel (k€) — juillet : 48 ;
 * août : 51 ; septembre : 55', 'Revenue plan (EUR k): 2025: 120 | 2026: 900'. The label names a line of the
 * accounts; every item after it is a period and one figure, the figures bare or with their currency. A label of a
 * forecast, budget or plan marks the series projected.
 */
import { fold } from '../layout-cells';
import { forecastCaption } from '../layout-years';
import { accountLine } from './account-lines';
import { cellValue } from './cell-values';
import { inTimeOrder, readPeriod, type Period } from './periods';
import type { FigureSeries } from './series';

const labelled = /^\W*([^:|\u2013\u2014]{3,60}?)\s*(?::|\s[\u2013\u2014-]\s)\s*(.+)$/;
const item = /^(.{2,20}?)\s*[:=]?\s+(\S.*)$/;

export function inlineSeries(lines: readonly string[]): FigureSeries[] {
  const out: FigureSeries[] = [];
  lines.forEach((written, n) => {
    // Two figures at least, or no series: most lines are passed over before their label is read.
    if (!/\d\D+\d/.test(written)) return;
    const m = labelled.exec(written.trim());
    const line = m ? accountLine(m[1] ?? '', (m[2] ?? '').includes('%')) : null;
    if (!m || !line) return;
    const items = (m[2] ?? '').split(/\s*[,;|]\s+|\s*[;|]\s*/).filter(Boolean);
    const points = items.map((text) => {
      const parts = item.exec(text.replace(/[.]$/, ''));
      const period = parts ? readPeriod(parts[1] ?? '') : null;
      return { period, value: period ? cellValue(parts?.[2] ?? '') : null };
    });
    if (points.length < 2 || points.some((p) => p.period === null || p.value === null)) return;
    const ordered = inTimeOrder(points as { period: Period; value: number }[], true);
    if (ordered) out.push({ line, label: m[1] ?? '', points: ordered, evidence: written.trim(), group: `line ${n}`, projected: forecastCaption.test(fold(m[1] ?? '')) });
  });
  return out;
}
