/**
 * Figures a red-flag rule reads from one sentence: a metric's percentages in time order
 * (earliest first) and a projection's values by year. Time order matters because founders
 * write both 'churn fell from 12% to 4%' and 'churn of 4%, down from 12%': the latest
 * figure is the one a flag is about.
 */
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';

// A sign may be a hyphen, a minus (\u2212) or an en dash (\u2013); '(12%)' is an accounting negative.
const signedPercent = /(\(\s*)?([-\u2212\u2013]\s?)?(\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b|pour ?cent\b)(\s*\))?/g;
// 'FY24' is 2024.
const yearsNear = /\b(?:fy\s?)?(20\d\d)\b|\bfy\s?(\d\d)\b/g;
/**
 * Words that put the figure after them earlier in time than the one before them, in English and in French
 * (folded): '38 % contre 46 % en 2023', '41 % au lieu de 44 %', '12 % par rapport à 9 %'. A time word after a figure
 * ('8 % l'an dernier, puis 2 %') dates the figure before it, so French has no 'last year' here.
 */
// '34% (FY24: 41%)', '34 % (2024 : 41 %)': the bracket opening on an earlier period's label holds that period's figure.
const backwards = /\b(from|down from|up from|from a high of|compared (with|to)|versus|vs\.?|against|previously|last year|a year ago|contre|au lieu de|par rapport a|comparee?s? (a|avec))\b|\(\s*(fy\s?)?(20)?\d\d\s?:/;

// '63 % (71 % au T4 2024)', 'gross margin: 63% (71% last quarter)': a bracket just after a figure that holds another, dated
// to an earlier period, holds the earlier figure; a target in the bracket ('40% (50% targeted in Q4)') is no earlier period.
const earlierPeriod = /^[^()]{0,25}?\b(last|previous|prior|a year ago|l'an dernier|l'annee derniere|le mois dernier|le trimestre dernier|precedent\w*|(in|au|en|at|a|for|pour) (q|t|h|s)[1-4]\b|(in|en|au) (fy\s?)?20\d\d)\b[^()]{0,15}\)/;
const bracketTarget = /^[^()]*\b(targets?|targeted|goals?|objectifs?|cible|budget\w*|plan\w*|forecast\w*|expected|prevu\w*|vise\w*)\b/;
const earlierInBracket = (clause: string, first: PercentAt, second: PercentAt) => {
  const inside = clause.slice(second.end, second.end + 40);
  // The bracket may be read with the second figure ('(71 %' starts at the bracket).
  return clause.slice(first.end, second.at + 1).replace(/\s/g, '') === '(' && earlierPeriod.test(inside) && !bracketTarget.test(inside.split(')')[0] ?? '');
};

const bracketedAfterAmount = /\d\s?(k|m|mn|bn|million|billion|millions?|milliards?)?\s*((per|par|a|an) [a-z]+\s*)?$/;

/**
 * A line that opens on a profit or margin label ('Résultat d'exploitation 2025: 7M; 2028: 267M', 'EBITDA', 'Net income',
 * 'Marge brute'): a result grows from a small base however modest the plan, so its values by year measure no growth.
 */
export const profitRow = /^\W*(ebitda|ebit|ebe|profits?|net profit|gross profit|resultats?|benefices?|net income|operating (income|profit|result)|marges?|margins?)\b/;

export interface PercentAt { value: number; at: number; end: number }

export function signedPercents(clause: string): PercentAt[] {
  const out: PercentAt[] = [];
  signedPercent.lastIndex = 0;
  for (let m = signedPercent.exec(clause); m; m = signedPercent.exec(clause)) {
    // '₦750 per order (31%)': a bracketed share just after an amount is that amount's share of a whole, not an accounting negative.
    const afterAmount = bracketedAfterAmount.test(clause.slice(Math.max(0, m.index - 30), m.index));
    // '18\u201319%', '18-19 %': a dash joined to the number before it spans a range, it signs nothing.
    const range = Boolean(m[2]) && !m[1] && /\d/.test(clause.charAt(m.index - 1));
    const negative = (Boolean(m[2]) && !range) || (Boolean(m[1]) && Boolean(m[4]) && !afterAmount);
    out.push({ value: statedNumber(m[3] ?? '') * (negative ? -1 : 1), at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Percentages of a clause, earliest first: by the year written beside each when every one has
 * a year, else in reading order unless 'down from' / 'compared with' reverses the pair.
 */
/**
 * Figures dated by months of one year, in any order ('gross margin was 31% in May, it was 38% in April'): each
 * figure's month is the one named right after it ('in May', 'en avril') or just before it ('April: 38%'); when every
 * figure has its own month and they lie within six months of each other, the months order them. Null otherwise.
 */
const monthAfter = new RegExp(String.raw`^\s?(?:in|en|for|pour|au mois de|of|de|d')\s(${monthNamesPattern})\b`);
const monthBefore = new RegExp(String.raw`\b(?:in|en|for|pour)?\s?(${monthNamesPattern})\s?:\s*$`);
function monthOrder(clause: string, found: readonly { value: number; at: number; end: number }[]): number[] | null {
  if (found.length < 2) return null;
  const months = found.map((p) => {
    const name = monthAfter.exec(clause.slice(p.end, p.end + 20))?.[1] ?? monthBefore.exec(clause.slice(Math.max(0, p.at - 16), p.at))?.[1];
    return name ? monthIndex.get(name) ?? NaN : NaN;
  });
  if (!months.every((m) => Number.isFinite(m)) || new Set(months).size !== months.length || Math.max(...months) - Math.min(...months) > 6) return null;
  return found.map((p, i) => ({ p, month: months[i] ?? 0 })).sort((a, b) => a.month - b.month).map(({ p }) => p.value);
}

export function inTimeOrder(clause: string): number[] {
  const found = signedPercents(clause);
  const years = found.map((p) => {
    // A year that labels the figure ('2025: -10.0%; 2024: 7.0%') is its year, whatever year follows it.
    const label = /\b(?:fy\s?)?(20\d\d)\s?:\s*$|\bfy\s?(\d\d)\s?:\s*$/.exec(clause.slice(Math.max(0, p.at - 10), p.at));
    if (label) return label[1] ? Number(label[1]) : 2000 + Number(label[2]);
    // Else the year written nearest the figure: 'in FY25 (FY24: 4%)' gives 4% the year 2024.
    const from = Math.max(0, p.at - 12);
    const around = clause.slice(from, p.end + 12);
    let best: { year: number; distance: number } | null = null;
    for (const m of around.matchAll(yearsNear)) {
      const distance = Math.min(Math.abs(from + m.index - p.at), Math.abs(from + m.index - p.end));
      if (!best || distance < best.distance) best = { year: m[1] ? Number(m[1]) : 2000 + Number(m[2]), distance };
    }
    return best ? best.year : NaN;
  });
  if (found.length > 1 && years.every((y) => Number.isFinite(y)) && new Set(years).size === years.length) {
    return found.map((p, i) => ({ p, year: years[i] ?? 0 })).sort((a, b) => a.year - b.year).map(({ p }) => p.value);
  }
  const byMonth = monthOrder(clause, found);
  if (byMonth) return byMonth;
  const values = found.map((p) => p.value);
  if (found.length === 2 && (backwards.test(clause.slice(found[0]?.end ?? 0, found[1]?.at ?? 0)) || earlierInBracket(clause, found[0]!, found[1]!))) values.reverse();
  return values;
}

/**
 * The part of a sentence about one metric: from its mention to the next mention of another
 * metric, plus a figure written just before it ('31% gross margin').
 */
export function metricClause(lower: string, metric: RegExp, otherMetrics: RegExp): string | null {
  const m = metric.exec(lower);
  if (!m) return null;
  const after = lower.slice(m.index + m[0].length);
  const next = otherMetrics.exec(after);
  // A spaced dash after a figure opens an aside ('34% (FY24: 41%) - feed costs up 30%'): the metric's figures end there.
  const aside = /\d\s?%?\)?\s[-\u2013\u2014]\s/.exec(after);
  // A list item its writer closed with a semicolon, joined to the next item under their heading (layout.ts: 'marge brute :
  // 70 % ;; parc : 600 officines'), ends there: the next item is about something else.
  // So does an item closed with a full stop ('Gross margin held at 31%, same as Q2.; Our largest shipper...'), and one followed
  // by the next item's label ('Marge brute : 40 %; Taux de résiliation mensuel : 3 %'), of one word ('; Désabonnement : 4 %') or
  // of many ('; Nombre moyen de commandes par patient et par an : 9'), unless it sets an earlier figure against this one.
  const itemEnd = after.search(/;;|[.!?];|;(?= (?!(?:vs|versus|contre|against|before|avant|previously|auparavant|was|etait|then|puis)\b)[a-z][a-z'()-]*(?: [a-z'()-]+){0,9} ?:)/);
  const end = Math.min(next ? next.index : after.length, aside ? aside.index + aside[0].length - 2 : after.length, itemEnd >= 0 ? itemEnd : after.length);
  const before = /(?:[-\u2212\u2013]\s?)?\d+(?:\.\d+)?\s?%\s*$/.exec(lower.slice(Math.max(0, m.index - 12), m.index))?.[0] ?? '';
  return `${before} ${m[0]}${after.slice(0, end)}`;
}

// A number: thousands grouped by commas or by spaces ('1 450 000', French), a decimal point or comma.
const digits = String.raw`(\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:[.,]\d+)?|\d[\d,]*(?:\.\d+)?)`;
const unit = String.raw`(k|thousand|mille|millions?|milliards?|mds?|mn|million|bn|billion|m|b)?`;
// A value (money or a count) and the year written just after it ('$1.2M in 2025', '40k users by 2027',
// '200 000 € en 2025') or just before it ('2025: $1.2M', 'FY2026 $3M', '2022 : 1 450 000 000 FCFA').
// 'Year 1 (2025)', 'Section 6 « Projections » : CA 2025': a label's ordinal, not a value.
// The day of a date is no value ('At 31 December 2025', 'au 30 sept-'): a month name after the number rules it out.
const valueThenYear = new RegExp(String.raw`(?<!\b(?:year|annee|phase|stage|y|q|t|h|section|slide|note|page|chapitre|chapter|annexe|appendix|article|etape|step)\s?)${digits}\s?${unit}(?![\d%a-z])(?!(?<=\d)\s?(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b|de-))[^\d%.;]{0,40}?\b(?:in|by|for|during|of|en|d'ici|pour)?\s*\(?(?:fy\s?)?(20\d\d)\b`, 'g');
// '2027 (prévu) : 6 M€', '2026 (actual): $1.2M': a year's mark in brackets between it and its value; a dash of any length
// between the year and its value ('2024 — KES 120m').
const yearThenValue = new RegExp(String.raw`\b(?:fy\s?)?(20\d\d)\)?(?:\s?\([a-z\u00E0-\u00FF ]{1,14}\))?\s*[:=\-\u2013\u2014]?\s*(?:[a-z$\u20A6\u20AC\u00A3\u20B5]{1,4}\s?)?${digits}\s?${unit}(?![\d%a-z])`, 'g');

export interface YearValue { year: number; value: number }

/** '1,200,000' groups thousands, '2,4' is the French decimal comma, and the multiplier is read with the figure. */
function toNumber(written: string, unit: string | undefined): number {
  const figure = written.replace(/,+$/, ''); // '300,' before a year: the comma ends the figure
  return statedNumber(unit ? `${figure} ${unit}` : figure);
}

/** Values tied to distinct years in a sentence, by year; the pattern that finds more pairs wins. */
export function valuesByYear(lower: string): YearValue[] {
  const read = (pattern: RegExp, yearGroup: number, digitGroup: number, unitGroup: number): YearValue[] => {
    const out = new Map<number, number>();
    pattern.lastIndex = 0;
    for (let m = pattern.exec(lower); m; m = pattern.exec(lower)) {
      const year = Number(m[yearGroup]);
      const digits = m[digitGroup] ?? '';
      // A bare year is not a value ('in 2024 to 2026').
      if (/^20\d\d$/.test(digits) && !m[unitGroup]) continue;
      if (!out.has(year)) out.set(year, toNumber(digits, m[unitGroup]));
    }
    return [...out].map(([year, value]) => ({ year, value })).sort((a, b) => a.year - b.year);
  };
  const after = read(valueThenYear, 3, 1, 2);
  const before = read(yearThenValue, 1, 2, 3);
  return before.length > after.length ? before : after;
}
