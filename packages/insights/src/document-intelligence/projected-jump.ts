/**
 * A projection set against the revenue the text reports in another sentence: 'Revenue this year: $250k.'
 * then 'We forecast $2.5M next year.'; 'Chiffre d'affaires 2025 : 250 k€' then 'Cible 2026 : 1,2 M€'. A projected
 * figure for the coming year at 4× or more the reported revenue, or a target for a named year at 4× a year or more
 * the latest year's revenue (3× a year over three years), is the unrealistic-growth flag, as a projection written in
 * one sentence is (red-flag-rules-metrics.ts).
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, RiskFlag } from './types';
import { volumeKinds } from './statement-figures';
import { closingYears } from './fiscal-years';

// 'Plan : 12 MDT en 2026', 'Plan: $5M in 2026': a line headed 'plan' is a projection; so is 'our plan for 2026 is XOF 600 million'.
// 'Management case for FY2026: revenue of Rs 240m', 'the base case': a case the plan is built on is a projection.
const forecast = /\b((management|base|business) case|forecast\w*|project(ed|ion|ions|s)|expect\w*|plan(s|ned)? to|plan(?=\s?:)|plan(?= (for|pour) (20\d\d|next year|l'an prochain|l'annee prochaine)\b)|target\w*|budget\w*|aim\w* (for|to)|goals?|ambition|prevo\w+|previsions?|previsionnel\w*|objectif\w*|cible|visons)\b/;
/** A target for a named year ('2026 target: $2.0M', 'Cible 2026 : 1,2 M€', 'Goal for 2027: $18M', 'Projection 2025 : 1,45 Md FCFA'): what it measures must be revenue or go unsaid. */
// 'Projection 2025 : 1,45 Md FCFA': a line labelled a year's projection is a target for that year ('nos projections 2026
// (19 M MAD, x2)' in a sentence is not such a label).
const targetWords = /\b(targets?|goals?|ambition|objectifs?|cible|forecast|prevision|plan\s?:|plan (for|pour) 20\d\d\b|(management|base) case (for|pour) (fy\s?)?20\d\d\b|projections? (for |pour )?20\d\d\s?:)/;
const notRevenue = /\b(gmv|volume|costs?|expenses?|opex|capex|burn|spend|charges|depenses|couts?|budget\w*|rais\w+|round|levee|valuation|valorisation|cash|tresorerie|ebitda|profit|resultat|users|clients|customers|utilisateurs)\b/;
const yearAt = /(?<!\d)20\d\d(?!\d)/g;

/** The year written nearest before an amount in its sentence, else just after it; null when none. */
function yearNear(written: string, text: string): number | null {
  // 'Management case for FY2025/26: revenue of Rs 240m' targets 2026, the year its fiscal year closes (fiscal-years.ts).
  const sentence = closingYears(written);
  const at = sentence.indexOf(text);
  if (at < 0) return null;
  // A year in an aside between the label and its figure ('FY2024 (year to Sene 2016 E.C.) revenue: ETB 21m') dates the aside, not the figure.
  // A bracket that is the year alone ('Revenue (2024): $1M', 'CA (2025, réel)') still dates it.
  const near = sentence.slice(Math.max(0, at - 80), at).replace(/\(([^()]*)\)/g, (bracket, inner: string) => (/^\s*(fy\s?)?20\d\d\b[^()\d]{0,12}$/i.test(inner) ? bracket : ' '));
  const before = [...near.slice(-30).matchAll(yearAt)].pop();
  const after = /^[^\d]{0,15}((?<!\d)20\d\d(?!\d))/.exec(sentence.slice(at + text.length));
  return before ? Number(before[0]) : after ? Number(after[1]) : null;
}
/**
 * The multiple a target states for itself, beside its figure: '24 M MAD (2,5×)', '$6M, x3 on this year', 'soit 2,5 fois
 * le CA actuel'. The writer's own multiple decides: one under 4 is no 4× a year, whatever figure the reader would
 * otherwise take for the base (a part of revenue, an older year's).
 */
const statedMultiple = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?(?:x|\u00D7|fois)(?![a-z])|(?<![a-z])(?:x|\u00D7)\s?(\d{1,2}(?:[.,]\d{1,2})?)(?![\d.,]*\s?%)\b/;
function multipleBelowFour(lower: string): boolean {
  const m = statedMultiple.exec(lower);
  const value = m ? statedNumber((m[1] ?? m[2] ?? '').replace(',', '.')) : 0;
  return value > 1 && value < 4;
}
const comingYear = /\b(next year|the following year|l'an prochain|l'annee prochaine|l'exercice suivant)\b/;

/**
 * A plan by relative year, one line or sentence a year: 'Year 1: 500 users. Year 2: 25,000 users. Year 3: 400,000
 * users.', 'Année 1 : 80 k€'. Relative years are a plan whatever the words around them; a value 4× or more the
 * year before's is the flag, as a projection by calendar year is.
 */
const relativeYear = /^\W*(?:year|yr|y|annee|an)\s?(\d{1,2})\s?[:\-\u2013|]\s*(?:[$\u20AC\u00A3\u20A6]\s?)?(\d{1,3}(?:[,\u00A0\u202F ]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn|million|millions|thousand|mille)?\b/;

function relativeYearJump(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  let previous: { year: number; value: number } | null = null;
  for (const s of sentences) {
    const m = relativeYear.exec(s.lower);
    if (!m) { previous = null; continue; }
    const figure = m[2] ?? '';
    // The multiplier is read with the figure ('1.5 m'), so a lone separator before it is a decimal.
    const value = statedNumber(m[3] ? `${figure} ${m[3]}` : figure);
    const year = Number(m[1]);
    if (previous && year === previous.year + 1 && previous.value > 0 && value >= 4 * previous.value) return s;
    previous = { year, value };
  }
  return null;
}

export const growthFlag = (sentence: string): RiskFlag => ({
  ruleId: 'unrealistic-growth', category: 'growth-claims', title: 'Projected growth looks unrealistic', severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  recommendation: 'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.',
});

export function projectedJump(sentences: readonly SentenceFacts[], data: ExtractedData): RiskFlag | null {
  const byRelativeYear = relativeYearJump(sentences);
  if (byRelativeYear) return growthFlag(byRelativeYear.text);
  const reported = data.revenue.filter((f) => f.amount && !volumeKinds.has(f.kind) && f.amount.period !== 'month');
  for (const s of sentences) {
    // A plan's line of several years ('Plan : 12 MDT en 2026, 30 MDT en 2027') is read at its first, the nearest year.
    if (s.derived || !forecast.test(s.lower) || s.money.length === 0 || (s.money.length > 1 && !targetWords.test(s.lower))) continue;
    const [target] = s.money;
    const base = reported.filter((f) => f.amount?.currency === target?.currency && f.sentence !== s.text);
    if (!target || base.length === 0 || multipleBelowFour(s.lower)) continue;
    if (comingYear.test(s.lower)) {
      if (target.amount >= 4 * Math.max(...base.map((f) => f.amount?.amount ?? 0))) return growthFlag(s.text);
      continue;
    }
    // A target for a named year against the latest year's reported revenue: 4× a year or more, or 3× a year over three years.
    const targetYear = targetWords.test(s.lower) && !notRevenue.test(s.lower) ? yearNear(s.text, target.text) : null;
    const dated = base.map((f) => ({ amount: f.amount?.amount ?? 0, year: yearNear(f.sentence, f.text) })).filter((f): f is { amount: number; year: number } => f.year !== null && targetYear !== null && f.year < targetYear);
    const latestYear = Math.max(...dated.map((f) => f.year));
    const latest = Math.max(0, ...dated.filter((f) => f.year === latestYear).map((f) => f.amount));
    if (targetYear === null || latest <= 0) continue;
    const years = targetYear - latestYear;
    const perYear = (target.amount / latest) ** (1 / years);
    if (perYear >= 4 || (years >= 3 && perYear >= 3)) return growthFlag(s.text);
  }
  return null;
}
