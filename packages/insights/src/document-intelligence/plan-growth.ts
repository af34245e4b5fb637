/**
 * Projected revenue the reader missed for its shape rather than its size (guide: 4× a year or more, or 3× a year
 * compounded over three years):
 * - a plan's table with one row a year ('Year | Revenue (RWF) | Staff' then '2026F | 1,200,000,000 | 31'), read by
 *   layout.ts as 'year: 2026f, revenue (rwf): 1,200,000,000, ...', one line a year;
 * - a revenue row by year under a heading that names a plan ('Prévisionnel 2026-2028', 'Projections',
 *   'Five-year forecast') when the layout did not mark the row as projected (prose between title and table);
 * - one sentence that sets a year's revenue and a later year's it rises to ('the plan assumes revenue of R 14m in
 *   2026, rising to R 60m in 2027', 'le plan prévoit un CA de 200 M en 2026, porté à 900 M en 2027').
 * - a line of projections by year after the revenue reported for the year before ('CA 2026 : 120 M' then
 *   'Projections : 2027 : 600 M ; 2028 : 1,8 Md');
 * - a multiple said again for each year it names ('triples in 2027, again in 2028 and again in 2029').
 * Years marked actual ('2025A') are a base, never the projection itself.
 */
import { valuesByYear } from './metric-values';
import { statedNumber } from './layout-cells';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

interface Point { year: number; value: number; actual: boolean }

const planTitle = /\b(forecasts?|projections?|projected|business plan|financial plan|plan d'affaires|budget|previsions?|previsionnel(le)?|plan de developpement|modele financier|financial model)\b/;
const revenueLabel = /^(revenues?|net revenue|total revenue|sales|net sales|turnover|chiffre d'affaires|ca|ventes|revenus?)\b/;
const notRevenue = /\b(costs?|expenses?|charges|depenses|couts?|marge|margin|ebitda|resultat|profit|users|clients|customers|utilisateurs|volume|gmv|cash|tresorerie)\b/;
/** A layout row of a year-per-row table: 'year: 2026f, revenue (rwf): 1,200,000,000, cooperatives: 120.', maybe after its caption. */
const yearRow = /(?:^|:\s)(?:year|fy|annee|exercice)\s?:\s?(?:fy\s?)?(20\d\d)([afebp])?\b[^:]*?,\s*([a-z' ]{2,30}?)(?:\s*\([^)]*\))?\s?:\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mn|bn)?\b/;
/**
 * The same row with its revenue cell after other columns ('annee: 2024, volume traite (md fcfa): 31, revenus (m fcfa): 1 020,
 * marchands actifs: 4 000.'), a year marked actual in words ('2023 (réel)'): the revenue column wherever it stands.
 */
const yearCell = /(?:^|:\s)(?:year|fy|annee|exercice)\s?:\s?(?:fy\s?)?(20\d\d)([afebp])?\b(\s?\((?:reel|realise|actual|real|audite|audited)\))?/;
const rowCell = /,\s*([a-z' ]{2,30}?)(?:\s*\([^)]*\))?\s?:\s?(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn)?(?=[,.;]?(\s|$))/g;
function revenueCellOfRow(lower: string): RegExpExecArray | null {
  const year = yearCell.exec(lower);
  if (!year) return null;
  for (const cell of lower.matchAll(rowCell)) {
    const name = (cell[1] ?? '').trim();
    if (!revenueLabel.test(name) || notRevenue.test(name)) continue;
    // In the shape of yearRow's match: year, mark, label, figure, scale.
    const found = [year[0], year[1], year[3] ? 'a' : year[2], name, (cell[2] ?? '').replace(/[ \u00A0\u202F]/g, ','), cell[3]] as unknown as RegExpExecArray;
    return found;
  }
  return null;
}

function jumps(points: readonly Point[]): boolean {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || first.value <= 0 || points.length < 2 || !points.some((p) => !p.actual)) return false;
  const oneYear = points.some((p, i) => {
    const before = points[i - 1];
    return i > 0 && !p.actual && before !== undefined && before.value > 0 && p.year === before.year + 1 && p.value / before.value >= 4;
  });
  const years = last.year - first.year;
  return oneYear || (years >= 3 && (last.value / first.value) ** (1 / years) >= 3);
}

/** The revenue column of a table laid out one year a row; its marks ('A', 'F') say which years are actual. */
function yearRowsSeries(sentences: readonly SentenceFacts[], titled: boolean): SentenceFacts | null {
  let run: { points: Point[]; last: SentenceFacts } | null = null;
  for (const s of sentences) {
    const first = s.derived ? yearRow.exec(s.lower) : null;
    const m = first && revenueLabel.test((first[3] ?? '').trim()) ? first : s.derived ? revenueCellOfRow(s.lower) : null;
    if (!m || !revenueLabel.test((m[3] ?? '').trim()) || notRevenue.test(m[3] ?? '')) {
      if (run && jumps(run.points)) return run.last;
      run = null;
      continue;
    }
    const mark = m[2];
    // With no mark on any year, a titled plan's rows are all projections; without a title they may be history.
    const point = { year: Number(m[1]), value: statedNumber(m[5] ? `${m[4]} ${m[5]}` : (m[4] ?? '')), actual: mark === 'a' || (!mark && !titled) };
    run = run && point.year === (run.points[run.points.length - 1]?.year ?? 0) + 1 ? { points: [...run.points, point], last: s } : { points: [point], last: s };
  }
  return run && jumps(run.points) ? run.last : null;
}

/** A revenue row by calendar year under a plan's title: every year a projection unless marked actual. */
function titledRevenueRow(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  for (const s of sentences) {
    if (!s.derived || !revenueLabel.test(s.lower) || notRevenue.test(s.lower.split(/\d/)[0] ?? '')) continue;
    const points = valuesByYear(s.lower).map((p) => ({ ...p, actual: new RegExp(`(?<!\\d)${p.year}\\s?a\\b`).test(s.lower) }));
    if (points.length >= 2 && jumps(points)) return s;
  }
  return null;
}

/** 'revenue of R 14m in 2026, rising to R 60m in 2027': a plan's two years in one sentence, the later risen to. */
const planWords = /\b(plan\w*|assum\w*|forecast\w*|project\w*|expect\w*|model\w*|budget\w*|target\w*|prevo\w+|previs\w*|suppose|hypothese\w*|objectif\w*|will)\b/;
const risenTo = /^[^.;\d]{0,30}\b(rising|growing|climbing|increasing|going|jumping) to|^[^.;\d]{0,30}\b(to reach|reaching|porte|portee|passant|pour atteindre|atteignant|grimpant|montant) (a |to )?$/;
const yearAfter = /^[^.;\d]{0,12}(?<!\d)(20\d\d)(?!\d)/;

function risenRevenueSentence(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  for (const s of sentences) {
    if (s.derived || !planWords.test(s.lower) || !/\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b/.test(s.lower)) continue;
    for (let k = 0; k + 1 < s.money.length; k += 1) {
      const from = s.money[k];
      const to = s.money[k + 1];
      if (!from || !to || from.currency !== to.currency || from.amount <= 0) continue;
      const between = s.lower.slice(from.end, to.start);
      const fromYear = yearAfter.exec(between);
      const toYear = yearAfter.exec(s.lower.slice(to.end));
      if (!fromYear || !toYear || !risenTo.test(between.slice(fromYear.index + fromYear[0].length).replace(/^[\s,]+/, ''))) continue;
      const years = Number(toYear[1]) - Number(fromYear[1]);
      if (years < 1) continue;
      const perYear = (to.amount / from.amount) ** (1 / years);
      if (perYear >= 4 || (years >= 3 && perYear >= 3)) return s;
    }
  }
  return null;
}

/**
 * A multiple said again for each year named: 'revenue triples in 2027, triples again in 2028 and again in 2029',
 * 'le CA triplera en 2027, puis à nouveau en 2028 et en 2029'. Each year named is a year of that multiple, so three
 * named years of tripling is 3× a year over three years. A past multiple ('tripled in 2024') is a result.
 */
const multipleVerb = /\b(?:(double|doubles|doubling|will double|to double|doublera|doubleront)|(triple|triples|tripling|will triple|to triple|triplera|tripleront)|(quadruple|quadruples|quadrupling|will quadruple|to quadruple|quadruplera|quadrupleront))\b[^.;]{0,15}\b(in|en|by) 20\d\d\b/;
const again = /\b(again|encore|de nouveau|a nouveau)\b/;

function repeatedMultiple(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  for (const s of sentences) {
    const m = s.derived ? null : multipleVerb.exec(s.lower);
    if (!m || !again.test(s.lower.slice(m.index)) || !/\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b/.test(s.lower)) continue;
    const multiple = m[1] ? 2 : m[2] ? 3 : 4;
    const years = new Set(s.lower.slice(m.index).match(/(?<!\d)20\d\d(?!\d)/g) ?? []).size;
    if (multiple >= 4 || (multiple >= 3 && years >= 3)) return s;
  }
  return null;
}

/**
 * A line of projections by year ('Projections : 2027 : 600 M FCFA ; 2028 : 1,8 Md FCFA') after the revenue the text
 * reports for the year before its first ('CA 2026 : 120 M FCFA'): the reported year is the base of the series.
 */
const projectionLine = /^\W*(?:[a-z' ]{0,20}\b)?(projections?|forecasts?|previsions?|previsionnel\w*|objectifs?|targets?)\s?:/;
const reportedRevenue = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\s?(?:fy\s?)?(20\d\d)\s?:/;

function projectionAfterReported(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const written = sentences.filter((s) => !s.derived);
  for (const s of written) {
    const currency = s.money[0]?.currency;
    if (!currency || !projectionLine.test(s.lower) || notRevenue.test(s.lower)) continue;
    const projected = valuesByYear(s.lower).map((p) => ({ ...p, actual: false }));
    const firstYear = projected[0]?.year;
    if (!firstYear) continue;
    const base = written.find((r) => r !== s && r.money.some((m) => m.currency === currency) && Number(reportedRevenue.exec(r.lower)?.[2]) === firstYear - 1);
    const reported = base ? valuesByYear(base.lower).find((p) => p.year === firstYear - 1) : undefined;
    if (reported && jumps([{ ...reported, actual: true }, ...projected])) return s;
  }
  return null;
}

/** A heading, not a sentence (short, no closing stop), that names a plan: 'Prévisionnel 2026-2028 – Njangi SARL'. */
// A document's title run into its section's ('... Business plan – Chapitre 6 : Projections ... 6.1 Projections de chiffre
// d'affaires (en millions de FCFA)'), the lines joined for want of a stop, is headings still: longer, with a section named or numbered.
const sectionMark = /\b(chapitre|chapter|section|partie|part)\s\d|(?<![\d.,])\d{1,2}\.\d{1,2}\s[a-z]/;
const planHeading = (s: SentenceFacts) => !s.derived && !/[.!?]\s*$/.test(s.lower) && planTitle.test(s.lower) && (s.lower.split(/\s+/).length <= 14 || (s.lower.split(/\s+/).length <= 30 && sectionMark.test(s.lower)));

export function planGrowthJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  // The lines after such a heading are the plan's; a line of prose above it changes nothing.
  const headingAt = sentences.findIndex(planHeading);
  const underPlan = headingAt < 0 ? [] : sentences.slice(headingAt + 1);
  const found = yearRowsSeries(underPlan, true) ?? yearRowsSeries(sentences, false) ?? titledRevenueRow(underPlan) ?? risenRevenueSentence(sentences) ?? repeatedMultiple(sentences) ?? projectionAfterReported(sentences);
  return found ? growthFlag(found.text) : null;
}
