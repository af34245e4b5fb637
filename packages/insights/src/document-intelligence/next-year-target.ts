/**
 * This year's figure and next year's target, said the way people speak rather than the way plans are tabled:
 * 'nous réaliserons 1,5 Md FCFA de chiffre d'affaires cette année et 8 Mds FCFA l'an prochain', 'cette année on va
 * faire autour de 300 millions ... et l'an prochain on vise deux milliards', an interview's 'this year we will close
 * around one billion naira' then 'next year we are targeting twelve billion'. Each year marker takes the figure of
 * its own clause (clauses split at 'and', 'et', commas and semicolons); the next year's figure may stand in one of
 * the two sentences after this year's, and may be written without a currency or in words ('twelve billion',
 * 'deux milliards'). Next year's figure 4 times this year's or more is the guide's 4x in a year.
 *
 * And a target line's count for a year ('Objectifs. 40 000 élèves inscrits à la rentrée 2025') against the count of
 * the same thing the text gives for an earlier year ('2 000 élèves inscrits à la rentrée 2024'): 4x a year or more,
 * or 3x a year over three years.
 */
import { statedNumber } from './layout-cells';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';
import { scaleMultiplier } from './scale-words';
import { slideLabel } from './year-lines';

const thisYear = /\b(this year|cette annee|cette annee-ci|cet exercice|this financial year)\b/;
const nextYear = /\b(next year|l'an prochain|l'annee prochaine|l'exercice prochain|the year after|l'an d'apres)\b/;
const wordValues: Record<string, number> = spelledNumbersWorth([...valuesFrom(1, 10), 12, 15, 20, 50, 100]);
// A figure with its scale ('1,5 Md', '300 millions', 'twelve billion'); a bare count or a percentage is no amount.
// A currency's letter may be glued to it ('R600 million').
const scaledFigure = new RegExp(String.raw`(?<![\d.,])(?<![a-z]{2})(\d+(?:[.,]\d+)?|${Object.keys(wordValues).join('|')})\s?(k|m|mn|millions?|bn|billions?|mds?|milliards?)\b(?!\s?%)`);
/** A clause about money that is not revenue: a raise, a valuation, a market, costs. */
const notRevenue = /\b(rais\w*|round|valuation|valued|lev\w+|tour de table|valoris\w*|market|marche|tam|costs?|spend\w*|expenses?|burn\w*|depens\w*|charges|couts?|capex|invest\w*|loss\w*|pertes?|debt|dette|loan|pret|cash|tresorerie|budget)\b/;
const clauseBreak = /\s(?:and|et|but|mais|puis|then|while|alors que)\s|,\s|;|:\s|\?|\.\s/;

function clauses(lower: string): string[] {
  return lower.split(clauseBreak).map((c) => c.trim()).filter(Boolean);
}

function figureOf(clause: string): number | null {
  const m = scaledFigure.exec(clause);
  if (!m) return null;
  const written = m[1] ?? '';
  const value = wordValues[written] ?? statedNumber(written);
  return Number.isFinite(value) && value > 0 ? value * (scaleMultiplier[m[2] ?? ''] ?? 1) : null;
}

/**
 * The figure of the one clause a year marker names, with no other year marker in it. A marker that opens its own
 * clause with no figure ('Next year, with the cooperatives, KES 400 million') gives it to the next two clauses that
 * name no year and no other money.
 */
function yearFigure(lower: string, marker: RegExp, other: RegExp): number | null {
  const parts = clauses(lower);
  for (const [i, clause] of parts.entries()) {
    if (!marker.test(clause) || other.test(clause) || notRevenue.test(clause)) continue;
    const figure = figureOf(clause) ?? followingFigure(parts.slice(i + 1, i + 3), marker, other);
    if (figure !== null) return figure;
  }
  return null;
}
function followingFigure(parts: readonly string[], marker: RegExp, other: RegExp): number | null {
  for (const clause of parts) {
    if (marker.test(clause) || other.test(clause) || notRevenue.test(clause)) return null;
    const figure = figureOf(clause);
    if (figure !== null) return figure;
  }
  return null;
}

export function nextYearTarget(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const now = yearFigure(s.lower, thisYear, nextYear);
    if (now === null) continue;
    for (const later of written.slice(i, i + 3)) {
      const target = yearFigure(later.lower, nextYear, thisYear);
      if (target !== null && target / now >= 4) return growthFlag(later.text);
    }
  }
  return null;
}

const targetWords = /\b(objectifs?|targets?|goals?|ambition|visons|vise|we aim|aiming|plan(s|ned)? to|will|d'ici|prevoyons|forecast\w*|projections?)\b/;
const countOf = /(?<![\d.,])(\d{1,3}(?:[\u00A0\u202F ,]\d{3})+|\d{1,6})\s([a-z][a-z'-]{3,})\b(?![^.;]{0,3}%)/;
const notThing = /^(fcfa|francs?|euros?|dollars?|millions?|milliards?|billions?|thousand|mille|months?|mois|years?|ans|annees|days?|jours|weeks?|semaines|hours?|heures|percent|pour)$/;
const yearIn = /(?<!\d)(20\d\d)(?!\d)/;

/** The first count of a sentence with the thing counted and the year said within the clause after it. */
function countWithYear(s: SentenceFacts): { count: number; thing: string; year: number } | null {
  const m = countOf.exec(s.lower);
  if (!m || notThing.test(m[2] ?? '') || s.money.some((x) => m.index >= x.start && m.index < x.end)) return null;
  const year = yearIn.exec(s.lower.slice(m.index + m[0].length, m.index + m[0].length + 50).split(/[;]|,\s/)[0] ?? '');
  const count = Number((m[1] ?? '').replace(/[\u00A0\u202F ,]/g, ''));
  return year && count > 0 ? { count, thing: (m[2] ?? '').replace(/s$/, ''), year: Number(year[1]) } : null;
}

export function countTargetJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  // A short label line before ('Objectifs.', 'Targets:') heads the line after it, a slide's number set aside ('p.6 --- 2026 TARGET').
  const label = (k: number) => written[k]?.lower.replace(slideLabel, '') ?? '';
  const aiming = (k: number) => targetWords.test(written[k]?.lower ?? '') || (k > 0 && label(k - 1).split(/\s+/).filter((w) => /\w/.test(w)).length <= 3 && targetWords.test(label(k - 1)));
  for (const [i, target] of written.entries()) {
    if (!aiming(i)) continue;
    const aimed = countWithYear(target);
    if (!aimed) continue;
    for (const [k, earlier] of written.slice(0, i).entries()) {
      const base = aiming(k) ? null : countWithYear(earlier);
      if (!base || base.thing !== aimed.thing || base.year >= aimed.year) continue;
      const years = aimed.year - base.year;
      const perYear = (aimed.count / base.count) ** (1 / years);
      if (perYear >= 4 || (years >= 3 && perYear >= 3)) return growthFlag(target.text);
    }
  }
  return null;
}
