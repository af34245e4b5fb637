/**
 * A cohort table: a header row naming months since the cohort started ('Cohort | M0 | M3 | M6 | M12', 'Cohort   Start
 * 12 months later', 'Cohorte | Mois 0 | Mois 12') and one row per cohort, its cells the share still active ('84%') or
 * the count still active ('420 | 301 | 189'). No one sentence states the year's retention; each cohort's is written
 * out as the sentence it stands for ('Jan-24 cohort: retention after 12 months 45%.'), which the churn rules read as
 * they read prose. A count is measured against the cohort's start (its month-0 cell); a share is already one.
 */
import { cellsOf, statedNumber } from './layout-cells';

/** The month a header cell names: 'M12', 'M+12', 'Month 12', 'Mois 12', '12 months later', '12 mois'; 0 for the start. */
function monthMark(cell: string): number | null {
  const c = cell.toLowerCase().trim();
  if (/^(start|initial|m0|month 0|mois 0|depart|d\u00E9part|size|taille)$/.test(c)) return 0;
  const m = /^(?:m\s?\+?\s?|month\s|mois\s)(\d{1,2})$/.exec(c) ?? /^(\d{1,2})\s?(?:months?|mois)(?:\s(?:later|after|on|plus tard|apr\u00E8s|apres))?$/.exec(c);
  return m ? Number(m[1]) : null;
}

/** A cell's value: a share ('84%'), a count ('1,000'), or nothing yet ('n/a', '-', '—'). */
function cellValue(cell: string): { share: number } | { count: number } | 'empty' | null {
  const c = cell.trim();
  if (/^(n\/?a|na|-|\u2013|\u2014|\.\.\.|)$/i.test(c)) return 'empty';
  const percent = /^(\d{1,3}(?:[.,]\d+)?)\s?%$/.exec(c);
  if (percent) return { share: statedNumber(percent[1] ?? '') };
  const count = statedNumber(c);
  return /^\d[\d,.\u00A0\u202F ]*$/.test(c) && Number.isFinite(count) ? { count } : null;
}

/** The sentences a cohort table at `at` stands for, and the last line it takes; null when the line heads no cohort table. */
export function cohortRetention(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  const marks = header.slice(1).map(monthMark);
  // The year's column: a cohort's retention after twelve months is what the labelling guide measures.
  const year = marks.indexOf(12);
  if (header.length < 3 || marks.some((m) => m === null) || year < 0) return null;
  const start = marks.indexOf(0);
  const rows: string[] = [];
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    const cells = cellsOf(lines[j] ?? '');
    if (cells.length !== header.length || !/[A-Za-z\d]/.test(cells[0] ?? '')) break;
    const values = cells.slice(1).map(cellValue);
    if (values.some((v) => v === null)) break;
    end = j;
    const kept = values[year];
    const base = start >= 0 ? values[start] : null;
    let share: number | null = null;
    if (kept && kept !== 'empty' && 'share' in kept) share = kept.share;
    else if (kept && kept !== 'empty' && 'count' in kept && base && base !== 'empty' && 'count' in base && base.count > 0) share = (100 * kept.count) / base.count;
    if (share !== null && share <= 100) rows.push(`${cells[0]} cohort: retention after 12 months ${Math.round(share * 10) / 10}%.`);
  }
  return end > at ? { rows, end } : null;
}
