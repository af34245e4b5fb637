/**
 * A plan's series by calendar year, as plans and decks lay it out: '2025A 1.0 | 2026F 3.1 | 2027F 9.5', a pipe
 * table whose header is the years and whose row is the values (read by layout.ts as '2025: 420; 2026: 2100; ...'),
 * 'FY2025 — 6.1; FY2026 — 7.4'. Years may carry the actual / forecast / estimate / budget marks (A, F, E, B, P).
 *
 * Two readings use it:
 * - figures: a series of three years or more in a text whose caption names a currency ('Five-year plan (USD M)',
 *   '(en millions de FCFA)') is the plan's revenue or cost figures, for the 'no revenue or cost figure' check;
 * - growth: a plan's headline series in a currency, unlabelled or labelled revenue, that grows 4x or more in one
 *   forecast year, or 3x a year or more compounded over three years or more, is the unrealistic-growth flag, as a
 *   projection written in words is (projected-jump.ts). A series of costs, users or volume is not revenue.
 */
import { cellNumber } from './layout-cells';
import { profitRow } from './metric-values';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'FY2026: 120m', '2026 revenue: 40M', '2029 - 1.08bn': a year, maybe the word revenue, and a figure with its scale.
// French plans group thousands with spaces ('CA 2026 850 000 €'): read whole, not as 850.
const pair = /(?<![\d.,])(?:fy\s?)?(20\d\d)([afebp])?(?:\s(?:revenues?|sales|turnover|ca|chiffre d'affaires))?\s*(?:[:|\u2014\u2013-]\s*)?(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)(?:\s?(k|m|mn|bn|b|md)\b)?(?![\d%])(?!\s?(?:%|x\b|users|clients|customers|utilisateurs))/g;

export interface YearValue { year: number; value: number; forecast: boolean }

/** The year-value pairs of a line, when they run over consecutive years; [] otherwise. */
export function yearSeries(lower: string): YearValue[] {
  const found: YearValue[] = [];
  pair.lastIndex = 0;
  for (let m = pair.exec(lower); m; m = pair.exec(lower)) {
    // The one number reader, as a table's cells are read ('1,200' is twelve hundred, '3,1' three point one).
    const value = Number(cellNumber(m[4] ? `${m[3] ?? ''} ${m[4]}` : (m[3] ?? '')) ?? Number.NaN);
    if (!Number.isNaN(value)) found.push({ year: Number(m[1]), value, forecast: m[2] !== undefined && m[2] !== 'a' });
  }
  const consecutive = found.every((p, i) => i === 0 || p.year === (found[i - 1]?.year ?? 0) + 1);
  return found.length >= 3 && consecutive ? found : [];
}

/** A caption naming a currency, with or without a scale: '(USD M)', '(RWF m)', '(en millions de FCFA)', '(KES '000)'. */
// The scale may be written against the currency ('(MFCFA)', '(kUSD)'), as francophone plans write it.
const currencyCaption = /\((?:en |in )?(?:(?:thousands|millions|billions|milliers|milliards|'000|m|k|bn|md)\s(?:of\s|de\s|d')?|(?:m|k|md)(?=fcfa|usd|eur|xof|xaf))?(?:usd|eur|gbp|xof|xaf|fcfa|kes|kshs?|ngn|ghs|zar|mad|egp|tnd|rwf|ugx|tzs|\$|\u20AC)(?:\s?(?:'000|m|k|mn|bn|millions?|thousands?))?\)/;
const notRevenue = /\b(costs?|expenses?|opex|capex|burn|charges|depenses|couts?|users|clients|customers|utilisateurs|gmv|volume|headcount|employees|effectifs?)\b/;
const planWords = /\b(plan|forecast|projections?|previsions?|previsionnel\w*|budget|business plan)\b/;

/** A section's title: its number maybe, a few words, no figure and no closing stop ('3.4 Calendrier et projections', 'Financial plan'). */
const sectionHeading = /^\W*(\d{1,2}(\.\d{1,2})*\.?\s+)?[a-z\u00E0-\u00FF][^.!?;:|\d]{2,60}$/;

export function hasCaptionedYearSeries(sentences: readonly SentenceFacts[]): boolean {
  return sentences.some((s) => currencyCaption.test(s.lower)) && sentences.some((s) => yearSeries(s.lower).length > 0);
}

export function yearSeriesJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const firstCaption = sentences.find((s) => currencyCaption.test(s.lower));
  if (!firstCaption) return null;
  // One pass: the caption in force is the last one read (the first one for lines above every caption).
  let caption = firstCaption;
  // The section a table stands in may say it is a plan ('3.4 Calendrier et projections'), lines above its caption.
  let section = '';
  for (const s of sentences) {
    if (!s.derived && sectionHeading.test(s.lower) && s.lower.split(/\s+/).length <= 8) section = s.lower;
    if (currencyCaption.test(s.lower)) caption = s;
    const series = yearSeries(s.lower);
    // What the series measures is said on its own line or in the caption above it ('Operating costs plan (KES m)').
    if (series.length === 0 || notRevenue.test(s.lower) || profitRow.test(s.lower) || notRevenue.test(caption.lower)) continue;
    // The series must be a plan: forecast years marked, or a plan's words in it or in the caption's line.
    if (!series.some((p) => p.forecast) && !planWords.test(s.lower) && !planWords.test(section) && !s.projected) continue;
    const first = series[0];
    const last = series[series.length - 1];
    if (!first || !last || first.value <= 0) continue;
    const oneYear = series.some((p, i) => i > 0 && (series[i - 1]?.value ?? 0) > 0 && p.value / (series[i - 1]?.value ?? 1) >= 4);
    const years = last.year - first.year;
    const compounded = years >= 3 && (last.value / first.value) ** (1 / years) >= 3;
    if (oneYear || compounded) return growthFlag(s.text);
  }
  return null;
}
