/**
 * Revenue set against an earlier figure in the middle of a sentence, not at its start: 'the statements show revenue
 * of 3.4bn, against 3.9bn for 2024', 'also, Q3 revenue closed at UGX 640m against UGX 702m in Q2', 'qui font
 * ressortir un chiffre d'affaires de 3,4 milliards, contre 3,9 milliards pour l'exercice 2024'. The rule's own
 * comparison reads a sentence that opens with revenue; here the revenue word may sit anywhere, so the pair is held
 * tighter: the revenue word just before the first amount, only a comparison word (and the currency) between the two,
 * and nothing after the second that makes it a budget, a plan or a later period. True when the first is below.
 */
import { isHedgedAt } from './assertion';
import { projection } from './revenue-series';
import type { SentenceFacts } from './sentence-facts';

/** The revenue word, then at most a few words ('closed at', 'de', 'came in at') up to the amount. */
const revenueThenAmount = /\b(revenues?|sales|turnover|chiffre d'affaires|ventes|recettes)\b(?! per\b| par\b| growth| target)(\s+[a-z']+){0,3}\s*:?\s*$/;
/** Only the comparison between the two amounts: 'against', ', contre', 'compared with', 'vs', 'down from'. */
const comparisonBetween = /^\s*(?:[a-z]{1,5}\b\s*)?[,;]?\s*(?:compared (?:with|to)|versus|vs\.?|against|down from|contre|par rapport a|compare a)\s*(?:[a-z]{1,5}\s*)?$/;
/** What makes the second figure no earlier period: a budget, a plan, a peer, a later year. */
const notEarlier = /^[^.;]{0,40}\b(budget\w*|plan\w*|target\w*|forecast\w*|objectif\w*|prevu\w*|prevision\w*|expected|attendu\w*|consensus|peers?|concurrent\w*|competitor\w*|costs?|charges|depenses|expenses)\b/;
const years = /(?<!\d)20\d\d(?!\d)/g;

export function revenueAgainstEarlier(s: SentenceFacts): boolean {
  if (s.projected || projection.test(s.lower) || s.money.length < 2) return false;
  for (let k = 0; k + 1 < s.money.length; k += 1) {
    const now = s.money[k];
    const then = s.money[k + 1];
    if (!now || !then || now.currency !== then.currency) continue;
    if (!revenueThenAmount.test(s.lower.slice(Math.max(0, now.start - 40), now.start))) continue;
    if (!comparisonBetween.test(s.lower.slice(now.end, then.start))) continue;
    if (isHedgedAt(s.lower, now.start)) return false;
    const after = s.lower.slice(then.end);
    if (notEarlier.test(after)) return false;
    // 'revenue of 3.4bn in 2025, against 3.9bn in 2026': a later year after the second is a projection or a target.
    const firstYears = (s.lower.slice(0, now.end).match(years) ?? []).map(Number);
    const secondYear = Number(after.slice(0, 40).match(years)?.[0] ?? 0);
    if (secondYear && firstYears.some((year) => year < secondYear)) return false;
    return now.amount < then.amount;
  }
  return false;
}
