/**
 * A plan's revenue by year written one year a line, not as one series: 'CA 2025 : 410 MFCFA' then 'CA visé en 2026 :
 * 2 milliards FCFA'; 'FY2026 (actual): R4.1m' then 'FY2027: R18m  FY2028: R52m'; 'Chiffre d'affaires 2026 : 200 M
 * FCFA' then 'Chiffre d'affaires 2027 : 1 Md FCFA' under a 'Projections' heading; a two-column table whose rows are
 * '| 2026 | 1 600 |' under a header '| Année | CA (M XAF) |'. A projected year at 4x or more the year before is
 * the unrealistic-growth flag, as a series on one line is (year-series.ts). Only revenue: a line or header about
 * costs, cash or users is passed over, and the later year must be a projection (its own words, its heading's, or a
 * year after one marked actual).
 */
import { cellNumber, statedNumber } from './layout-cells';
import { CFA, cfaFrancOf, currencyOfToken } from '@baobab/contracts/money-words';
import type { MoneyMatch } from './money';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueWords = /\b(revenues?|sales|turnover|ca|chiffre d'affaires|ventes)\b/;
const notRevenue = /\b(gmv|volume|costs?|expenses?|opex|capex|burn|charges|depenses|couts?|cash|tresorerie|ebitda|profit|resultat|marge|margin|users|clients|customers|utilisateurs|valuation|valorisation|rais\w+|levee)\b/;
const forecastWords = /\b(forecast\w*|project\w*|plan|planned|budget\w*|target\w*|goals?|objectifs?|cible|vise\w*|visons|previsions?|previsionnel\w*|expected|attendu)\b/;
const actualMark = /\((actual|actuals|a|reel|realise|audited|audite)\)|\b20\d\da\b/;
/** A heading: a section's number maybe, a few words, no figure of its own and no closing stop ('3.2 Revenue plan', 'Projections'). */
const heading = /^\W*(\d{1,2}(\.\d{1,2})*\.?\s+)?[a-z\u00E0-\u00FF][^.!?;:|\d]{2,60}$/;
/** A deck's slide or a page numbered before its title ('Diapo 7 - Prévisions', 'Slide 6 - Financials', 'Page 4 : Prévisions'): the title is the heading. */
// Or in brackets ('[Slide 7] Projections de chiffre d'affaires', '(p. 5) Plan').
export const slideLabel = /^\W*(slide|diapo|diapositive|page|p\.)\s?\d{1,2}(\s?[\u00B7\-\u2013\u2014:|.]|\s?[\])])\s*/;
/**
 * The year straight before an amount: only a mark, a colon, 'en' or a few words between ('FY2027: R18m', 'CA visé en
 * 2026 : 2 milliards'), or the year's status in one word ('CA 2025 réalisé : 3,2 MDH', 'CA 2026 prévu : 14 MDH',
 * '2026 projection: ₦1.1bn', '2024 actual: $2m'): the word says whether the year is reported or projected.
 */
const yearBefore = /(?<!\d)(?:fy\s?)?(20\d\d)(a|e|f|b|p)?((?:\s(?:revenues?|sales|turnover|ca|ventes|realisee?s?|reel(?:le)?s?|actuals?|audited|audite|prevue?s?|attendue?s?|visee?s?|estimee?s?|projetee?s?|budgetee?s?|projections?|projected|forecast|target|expected|budget|objectif|cible)){0,2})(?:\s?\([a-z\u00E0-\u00FF ]{1,12}\))?\s*[:|\-\u2013\u2014]?\s*$/;
const reportedStatus = /\b(realisee?s?|reel(le)?s?|actuals?|audited|audite)\b/;
const projectedStatus = /\b(prevue?s?|attendue?s?|visee?s?|estimee?s?|projetee?s?|budgetee?s?|projections?|projected|forecast|target|expected|budget|objectif|cible)\b/;
/** A table row of a year and one figure: '| 2026 | 1 600 |', '| 2025 (réel) | 320 |'. */
const yearRow = /^\W*(?:fy\s?)?(20\d\d)(?:a|e|f|b|p)?\s*(\([a-z\u00E0-\u00FF ]{1,12}\))?\s*\|\s*(\d{1,3}(?:[ \u00A0\u202F,.]\d{3})+|\d+(?:[.,]\d+)?)\s*\|?\s*$/;
/** A table header naming revenue and its currency: '| Année | CA (M XAF) |', '| Year | Revenue (USD m) |'. */
const revenueHeader = /\|[^|\d]*\b(revenues?|sales|turnover|ca|chiffre d'affaires)\b\s*\([^)]{1,20}\)/;

interface YearFigure { year: number; value: number; unit: string; projected: boolean; actual: boolean; text: string; at: number }

/**
 * A line that names only a year, its status and a figure ('2026 projection: ₦1.1bn' under '2025 revenue: ₦180m'): a
 * list going on, it measures what the line before it measured.
 */
// The status may come before the year too: 'Budget 2026: KES 260m', 'Objectif 2027 : 900 M FCFA'.
const statusOnly = /^\W*(budget|forecast|projections?|targets?|objectifs?|cible|plan|previsions?|previsionnel)?\W*$/;
/** 'FY25', 'FY 26' written as 'fy2025', 'fy2026', so that a fiscal year of two digits reads as a year of four. */
const fullYears = (lower: string) => lower.replace(/\bfy\s?'?(\d\d)(?!\d)/g, 'fy20$1');

/**
 * A section headed with its currency in brackets ('Traction & plan (ETB)', 'Projections (₦)') writes its figures bare,
 * with their scale only ('FY2025F 71.0m', 'FY2026 6bn'): each is an amount in that currency.
 */
const bareScaled = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(k|m|mn|bn|million|millions|milliards?)(?![\w%])/g;
// The mark is read by the product's one currency table (contracts/money-words.ts), its scale word set aside ('M FCFA',
// 'USD m'); the CFA franc unqualified is read as the amount reader reads it with no country known.
function sectionCurrency(section: string): MoneyMatch['currency'] | null {
  const mark = /\(([^()\d]{1,8})\)\s*$/.exec(section)?.[1]?.replace(/\b(k|m|mn|bn|millions?|milliards?)\b/g, '').trim();
  const token = mark ? currencyOfToken(mark) : undefined;
  return token === undefined ? null : token === CFA ? cfaFrancOf(undefined) : token;
}
function amountsOf(s: SentenceFacts, section: string): readonly MoneyMatch[] {
  const currency = s.money.length === 0 ? sectionCurrency(section) : null;
  if (!currency) return s.money;
  return [...s.lower.matchAll(bareScaled)].map((m) => ({ amount: statedNumber(`${m[1] ?? ''} ${m[2] ?? ''}`), currency, period: null, text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** A line of years and figures only ('2026 projection: ₦1.1bn', 'FY2025F 71.0m  FY2026F 355.0m'): each figure's year and status, nothing else. */
function measureless(s: SentenceFacts, amounts: readonly MoneyMatch[] = s.money): boolean {
  if (amounts.length === 0) return false;
  let rest = '';
  let from = 0;
  for (const m of amounts) {
    rest += fullYears(s.lower.slice(from, m.start)).replace(yearBefore, '');
    from = m.end;
  }
  return statusOnly.test(rest + s.lower.slice(from));
}

function figuresOf(sentences: readonly SentenceFacts[]): YearFigure[] {
  const found: YearFigure[] = [];
  let section = '';
  let header = '';
  let revenueBefore = false;
  for (const s of sentences) {
    if (s.derived) continue;
    const follows = revenueBefore;
    revenueBefore = false;
    const titled = s.lower.replace(slideLabel, '');
    if (heading.test(titled) && titled.split(/\s+/).length <= 8) { section = titled; continue; }
    if (revenueHeader.test(s.lower) && !/\d{4}/.test(s.lower)) { header = s.lower; continue; }
    const inPlan = forecastWords.test(section);
    const row = header ? yearRow.exec(s.lower) : null;
    if (row) {
      const value = Number(cellNumber(row[3] ?? '') ?? Number.NaN);
      if (!Number.isNaN(value)) found.push({ year: Number(row[1]), value, unit: header, projected: inPlan || s.projected === true, actual: actualMark.test(s.lower), text: s.text, at: 0 });
      continue;
    }
    if (!s.lower.includes('|')) header = '';
    // Under a heading of projections, a line of a year and an amount alone ('Diapo 8 - Projections' then '2025 : 2,4
    // milliards FCFA') projects what the document measures in money by year: its revenue, compared in its currency.
    const amounts = amountsOf(s, section);
    const yearAlone = inPlan && /^\W*(fy\s?)?20\d\d/.test(s.lower) && measureless(s, amounts);
    if (notRevenue.test(s.lower) || !(revenueWords.test(s.lower) || revenueWords.test(section) || (follows && measureless(s, amounts)) || yearAlone)) continue;
    for (const m of amounts) {
      // Only what lies between the previous figure and this one: 'R4.1m, of which R1.6m' dates the first alone.
      // An aside between the year and its figure ('FY2025 revenue (year to 31 March): R8.5m') is left out, as if not written.
      const near = s.lower.slice(Math.max(0, m.start - 80), m.start).replace(/\s?\(([^()]*)\)/g, (aside, inner: string) => (/\d/.test(inner) && !/^\s*(fy\s?)?20\d\d\b[^()\d]{0,12}$/.test(inner) ? '' : aside));
      const before = fullYears(near.slice(-30).split(/\d[\d.,]*\s?[a-z]{0,3}\b[,;]/).pop() ?? '');
      const year = yearBefore.exec(before);
      if (!year) continue;
      const status = year[3] ?? '';
      const reported = reportedStatus.test(status);
      found.push({ year: Number(year[1]), value: m.amount, unit: m.currency, projected: !reported && (inPlan || forecastWords.test(s.lower) || s.projected === true || /^[efbp]$/.test(year[2] ?? '') || projectedStatus.test(status)), actual: reported || actualMark.test(s.lower.slice(Math.max(0, m.start - 30), m.start)), text: s.text, at: m.start });
      revenueBefore = true;
    }
  }
  return found;
}

export function yearLinesJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const figures = figuresOf(sentences);
  if (figures.length < 2) return null;
  const lastActual = Math.max(0, ...figures.filter((f) => f.actual).map((f) => f.year));
  for (const later of figures) {
    const earlier = figures.find((f) => f.unit === later.unit && f.year === later.year - 1);
    // Two years on one line are read in their order ('CA 2026 attendu : 80 M FCFA → CA 2027 visé : 400 M FCFA').
    if (!earlier || earlier.value <= 0 || (later.text === earlier.text && later.at <= earlier.at)) continue;
    // A projection: said so, or a year after one marked actual.
    if (!(later.projected || (lastActual > 0 && later.year > lastActual))) continue;
    if (later.value >= 4 * earlier.value) return growthFlag(later.text);
  }
  return null;
}
