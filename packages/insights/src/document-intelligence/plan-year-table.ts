/**
 * A plan's revenue laid out as a plain-text table that the layout reader (layout.ts) does not turn into rows, read for
 * the unrealistic-growth flag (guide: 4x a year or more, or 3x a year compounded over three years):
 * - one year a line under a caption that names projected revenue: 'Revenue forecast (USD m)' then '2025 (actual)  1.1',
 *   '2026  3.4', '2027  10.5'; 'Prévisions de chiffre d'affaires (en millions d'euros)' then '2026 (estimé) : 0,5' ...
 *   The first figure of a line is the year's revenue ('2025 (réel) : 0,3, charges 0,2');
 * - years as the columns of a header line, aligned by spaces, and a revenue row below it: '2025 actual  2026 plan  2027
 *   plan  2028 plan' then 'Revenue  R 2.0m  R 6.5m  R 20m  R 61m'. A year marked actual is a base, never the projection.
 * Compounded growth is read over any three years or more of the series, not only from its first year: a plan that
 * triples every year from its second year is the flag even when its first year grew less.
 */
import { cellNumber, cellSplit, statedNumber } from './layout-cells';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { scaleMultiplier } from './scale-words';

interface Point { year: number; value: number; actual: boolean }

const revenueWords = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b/;
const notRevenue = /\b(costs?|expenses?|opex|capex|burn|charges|depenses|couts?|users|clients|customers|utilisateurs|gmv|volume|ebitda|profit|resultat|marge|margin|cash|tresorerie)\b/;
const projectionWords = /\b(forecasts?|projections?|projected|plan|budget|previsions?|previsionnel\w*|objectifs?)\b/;
// 'R' for réel, as a French plan marks its base year ('2024 R   2025 P').
const actualWords = /^(a|r|actual|actuals|reel|realise|audited|audite)$/;
const projectedMarks = /^(f|e|b|p|plan|forecast|budget|projected|estimate|prevu|previsionnel|objectif|cible)$/;

// A small tolerance, so that a figure tripled exactly reads as 3x (0.5 -> 13.5 over three years is 27x).
const atLeast = (ratio: number, multiple: number) => ratio >= multiple * (1 - 1e-9);

/** A projected year 4x or more the year before, or 3x a year compounded over three years or more ending on a projected year. */
export function seriesJumps(points: readonly Point[]): boolean {
  return points.some((p, j) => {
    if (p.actual || j === 0) return false;
    const before = points[j - 1];
    if (before && before.value > 0 && p.year === before.year + 1 && atLeast(p.value / before.value, 4)) return true;
    return points.slice(0, j).some((q) => q.value > 0 && p.year - q.year >= 3 && atLeast(p.value / q.value, 3 ** (p.year - q.year)));
  });
}

/** A line of a year, maybe its status in brackets, and a figure: '2026 (estimé) : 0,5', '2027   10.5'. */
// The status may stand bare after the year ('2024 actual   US$ 212,000'), and a currency sign or code before the figure;
// a figure's thousands may be set off by commas ('1,050,000').
const yearLine = /^\W*(?:fy\s?)?(20\d\d)\s*(?:\(([a-z\u00E0-\u00FF ]{1,12})\)|(actual|actuals|reel|realise|audited|estimate|forecast|plan|budget)\b)?\s*[:|\-\u2013\u2014]?\s*(?:(?:us\$|[$\u20AC\u00A3\u20A6]|[a-z]{3}(?= ))\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:[ \u00A0\u202F]\d{3})+|\d+(?:[.,]\d+)?)(?![\d.,]|\s?%)/;

function yearLinesUnderCaption(written: readonly SentenceFacts[]): SentenceFacts | null {
  for (const [i, caption] of written.entries()) {
    // The next line a year's first: most lines are ruled out before the caption's words are read.
    if (!yearLine.test(written[i + 1]?.lower ?? '') || !projectionWords.test(caption.lower) || !revenueWords.test(caption.lower) || notRevenue.test(caption.lower) || /\d{4}/.test(caption.lower.replace(/\([^)]*\)/g, ''))) continue;
    const points: Point[] = [];
    let last = caption;
    for (const line of written.slice(i + 1)) {
      const m = yearLine.exec(line.lower);
      const year = Number(m?.[1]);
      if (!m || (points.length > 0 && year !== (points[points.length - 1]?.year ?? 0) + 1)) break;
      const figure = m[4] ?? '';
      points.push({ year, value: /,\d{3}\b/.test(figure) ? statedNumber(figure) : Number(cellNumber(figure) ?? Number.NaN), actual: actualWords.test((m[2] ?? m[3] ?? '').trim()) });
      last = line;
    }
    if (points.length >= 2 && points.every((p) => Number.isFinite(p.value)) && seriesJumps(points)) return last;
  }
  return null;
}

/** A header line of three years or more, each maybe with its status: '2025 actual   2026 plan   2027 plan', '| 2025A | 2026F | 2027F |'. */
// The mark may be in brackets: '2024 (réel)   2025   2026'.
const headerYear = /(?:fy\s?)?(20\d\d)\s?\(?([a-z]+)?\)?/g;
// A label may open the header ('| USD '000 | FY2024 actual | FY2025 | ...', 'Revenue (K m)     2024A    2025F'): a first
// cell closed by its bar, or words set off by a run of spaces.
const headerLine = /^\W*(?:[^|\n]{1,40}\||[a-z][^\d|]{0,40}?\s{3,})?\W*((?:fy\s?)?20\d\d\s?(?:\([a-z]+\)|[a-z]*)\W*){3,}$/;
/** The header's own label, when it names the revenue ('Revenue (K m)'): the row under it may then be figures alone. */
const headerLabel = /^\W*([a-z][^\d|]{0,40}?)\s{3,}(?:fy\s?)?20\d\d/;
const figuresOnly = /^[\s\d.,]+$/;
/** A pipe row's cells after its label ('| Chiffre d'affaires | 146 | 240 | 1 100 |'): each read whole, a spaced thousand kept together. */
const pipeCells = (lower: string): number[] => lower.split('|').map((cell) => cell.trim()).filter(Boolean).slice(1).map((cell) => Number(cellNumber(cell) ?? Number.NaN));
/** A row's figures after its label: 'R 2.0m', '$61m', '12,0', each with its own currency sign or scale. */
const rowFigure = /(?<![\w.,])(?:[a-z$\u20AC\u00A3\u20A6]{1,3}\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mn|bn|md)?(?![\w.,%])/g;
// Recurring revenue is revenue too: 'ARR total', 'Total ARR', 'MRR'.
const revenueRow = /^\W*(total |net )?(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|arr|mrr)( total)?\b/;

/**
 * A row of figures alone under the years, each cell with its own scale and currency ('| 62 M KMF | 200 M KMF |',
 * '262 000 $   1,4 M USD   4,9 M USD'): no label says what they are, so a caption just above must name projected
 * revenue ('Projections d'ARR', 'Prévisions de chiffre d'affaires (en millions de MRU)', 'PROJECTIONS DE REVENUS').
 */
const unitCell = /^(?:[$\u20AC\u00A3\u20A6]\s?)?(\d{1,3}(?:[ ,\u00A0\u202F]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|md|bn|millions?|milliards?)?(?:\s?(?:[$\u20AC\u00A3\u20A6]|[a-z]{3,4}))?$/;
const captionRevenue = /\b(revenues?|revenus?|sales|turnover|chiffre d'affaires|ventes|arr|mrr)\b/;

function unlabelledRowValues(written: readonly SentenceFacts[], at: number): number[] | null {
  const row = written[at + 1];
  const captioned = written.slice(Math.max(0, at - 3), at).some((s) => projectionWords.test(s.lower) && captionRevenue.test(s.lower) && !notRevenue.test(s.lower));
  if (!row || !captioned) return null;
  const values = row.lower.trim().replace(/^\||\|$/g, '').split(cellSplit).map((cell) => cell.trim()).filter(Boolean).map((cell) => {
    const m = unitCell.exec(cell);
    return m ? statedNumber((m[1] ?? '').replace(/[ \u00A0\u202F](?=\d{3})/g, '')) * (scaleMultiplier[m[2] ?? ''] ?? 1) : Number.NaN;
  });
  return values.every(Number.isFinite) ? values : null;
}

const scaleOf = (cell: string): number | null => {
  const m = unitCell.exec(cell.trim());
  return m?.[2] ? statedNumber((m[1] ?? '').replace(/[ \u00A0\u202F](?=\d{3})/g, '')) * (scaleMultiplier[m[2]] ?? 1) : null;
};
/** A label's scale in brackets ('Chiffre d'affaires (M FCFA)', '(en millions de MRU)'). */
const labelScale = /\((?:en )?(k|m|mn|md|millions?|milliards?)\b/;
const reportedRevenue = /\b(revenues?|sales|turnover|chiffre d'affaires)\b/;
const onlyYear = (lower: string): number | null => {
  const years = [...new Set(lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])];
  return years.length === 1 ? Number(years[0]) : null;
};

/**
 * The revenue reported above the table for the year before the plan's first ('Exercice 2024 : chiffre d'affaires de
 * 150 M FCFA'; 'Réalisé 2024' then 'Chiffre d'affaires : 152 M FCFA'): the base that three years of tripling are read
 * from, as a plan's own actual column would be.
 */
function reportedBase(written: readonly SentenceFacts[], before: number, year: number): number | null {
  for (const [k, s] of written.slice(0, before).entries()) {
    const at = s.lower.search(reportedRevenue);
    const money = at < 0 ? undefined : s.money.find((m) => m.start > at);
    const heading = written[k - 1];
    const dated = onlyYear(s.lower) ?? (heading && heading.money.length === 0 ? onlyYear(heading.lower) : null);
    if (money && dated === year && !notRevenue.test(s.lower.slice(0, at)) && !projectionWords.test(s.lower)) return money.amount;
  }
  return null;
}

/** The row's figures at their full size, when each cell or the label states its scale; null otherwise. */
function scaledFigures(row: SentenceFacts, figures: readonly number[], caption: readonly SentenceFacts[]): number[] | null {
  if (row.lower.includes('|')) {
    const cells = row.lower.split('|').map((cell) => cell.trim()).filter(Boolean).slice(1).map(scaleOf);
    return cells.every((v): v is number => v !== null) ? cells : null;
  }
  const scale = [row, ...caption].map((s) => labelScale.exec(s.lower)?.[1]).find(Boolean);
  return scale ? figures.map((v) => v * (scaleMultiplier[scale] ?? 1)) : null;
}

function revenueRowUnderYears(written: readonly SentenceFacts[]): SentenceFacts | null {
  for (const [i, header] of written.entries()) {
    if (!headerLine.test(header.lower)) continue;
    const years = [...header.lower.matchAll(headerYear)].map((m) => ({ year: Number(m[1]), mark: m[2] ?? '' }));
    if (years.some((y, k) => k > 0 && y.year !== (years[k - 1]?.year ?? 0) + 1)) continue;
    // A plan's years say so in the header, or the document's title or the lines just above it name a plan.
    const planned = years.some((y) => projectedMarks.test(y.mark)) || [written[0], ...written.slice(Math.max(0, i - 3), i)].some((s) => s !== undefined && s !== header && projectionWords.test(s.lower));
    const label = headerLabel.exec(header.lower)?.[1] ?? '';
    const underLabel = revenueWords.test(label) && !notRevenue.test(label) && figuresOnly.test(written[i + 1]?.lower ?? '') ? written[i + 1] : undefined;
    const unlabelled = unlabelledRowValues(written, i);
    if (unlabelled && unlabelled.length === years.length && seriesJumps(years.map((y, k) => ({ year: y.year, value: unlabelled[k] ?? Number.NaN, actual: actualWords.test(y.mark) })))) {
      return { ...(written[i + 1] as SentenceFacts), text: `${header.text.trim()} ${written[i + 1]?.text.trim() ?? ''}` };
    }
    const row = planned ? underLabel ?? written.slice(i + 1, i + 5).find((s) => revenueRow.test(s.lower) && !notRevenue.test(s.lower)) : undefined;
    if (!row) continue;
    // A row aligned by spaces is read cell by cell ('0,5   2,0   6,5', '410   2 150   9 800'): a cell may hold a decimal comma or a
    // spaced thousand; a unit in brackets after the label ('Chiffre d'affaires (M FCFA)') is no cell.
    const aligned = row.lower.replace(revenueRow, '').replace(/^\s*\([^()]{0,20}\)/, '').trim().split(/\s{3,}/);
    const figures = row.lower.includes('|') ? pipeCells(row.lower)
      : aligned.length === years.length && aligned.every((cell) => /^\d[\d ,.]*$/.test(cell))
      ? aligned.map((cell) => statedNumber(cell))
      : [...row.lower.replace(revenueRow, '').matchAll(rowFigure)].map((m) => statedNumber(m[1] ?? '') * (scaleMultiplier[m[2] ?? ''] ?? 1));
    if (figures.length !== years.length) continue;
    const points = years.map((y, k) => ({ year: y.year, value: figures[k] ?? Number.NaN, actual: actualWords.test(y.mark) }));
    // Figures under a labelled header are quoted with that header, which says what they are.
    if (points.every((p) => Number.isFinite(p.value)) && seriesJumps(points)) return row === underLabel ? { ...row, text: `${header.text.trim()} ${row.text.trim()}` } : row;
    // A plan with no actual column, read from the revenue reported for the year before it.
    const first = years[0];
    const scaled = first && !actualWords.test(first.mark) ? scaledFigures(row, figures, written.slice(Math.max(0, i - 2), i)) : null;
    const base = scaled && first ? reportedBase(written, i, first.year - 1) : null;
    if (scaled && first && base && seriesJumps([{ year: first.year - 1, value: base, actual: true }, ...years.map((y, k) => ({ year: y.year, value: scaled[k] ?? Number.NaN, actual: false }))])) return row;
  }
  return null;
}

export function planTableJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const found = yearLinesUnderCaption(written) ?? revenueRowUnderYears(written);
  return found ? growthFlag(found.text) : null;
}
