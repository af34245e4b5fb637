/**
 * A period's revenue, then an earlier period's said after a comma in the same sentence, as people write notes and
 * chats: 'On a fait 640 M de ventes, avril c'était 810 M', 'Sales in May were $64k; April was $81k', 'we did R 1.2m
 * of sales, last month was R 1.5m'. The first amount is the revenue of the period the sentence reports; the clause
 * after names an earlier one (a month before it, 'last month', 'l'an dernier') and its figure. Below it is a fall.
 * A month named after the reported one is no earlier period; a budget or target set beside it is no period at all.
 */
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import { suffixScales } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueWords = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes)\b/;
const earlierWas = new RegExp(String.raw`[,;]\s(?:and |et |but |mais )?(${monthNamesPattern}|last month|last year|le mois dernier|l'an dernier|l'annee derniere)\s(?:c'etait|etait|was|were|had been|avait ete|on etait a|we were at)\s(?:[^\d\s]{1,4}\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn)?\b(?!\s?%)`);
const notAPeriod = /\b(budget\w*|targets?|objectifs?|plan\w*|forecast\w*|prevu\w*|prevision\w*|expected)\b/;
const monthWord = new RegExp(String.raw`\b(${monthNamesPattern})\b`, 'g');
const scaleWritten = /(\d)\s?(k|m|mn|bn)\b/i;

/** The month the sentence reports, named before the clause (or in the sentence just before: 'Mai a été compliqué.'). */
function reportedMonth(before: string, previous: string | undefined): number | null {
  const named = [...before.matchAll(monthWord)].pop() ?? (previous ? [...previous.matchAll(monthWord)].pop() : undefined);
  return named ? monthIndex.get(named[1] ?? '') ?? null : null;
}

function fallIn(s: SentenceFacts, previous: SentenceFacts | undefined): boolean {
  const m = earlierWas.exec(s.lower);
  const current = s.money[0];
  if (!m || !current || current.start > m.index || !revenueWords.test(s.lower.slice(0, m.index)) || notAPeriod.test(s.lower)) return false;
  const earlierMonth = monthIndex.get(m[1] ?? '');
  if (earlierMonth !== undefined) {
    const reported = reportedMonth(s.lower.slice(0, m.index), previous?.lower);
    if (reported !== null && reported <= earlierMonth) return false;
  }
  // A figure with no scale of its own takes the reported figure's ('640 M ..., avril c'était 810').
  const ownScale = m[3] ?? scaleWritten.exec(current.text)?.[2]?.toLowerCase();
  const earlier = statedNumber(m[2] ?? '') * (ownScale ? suffixScales[ownScale] ?? 1 : 1);
  return earlier > current.amount && earlier < current.amount * 10;
}

export function revenueThenWasFall(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (!/\b(c'etait|etait|was|were|had been|avait ete|on etait a|we were at)\b/.test(s.lower) || !fallIn(s, written[i - 1])) continue;
    return {
      ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
    };
  }
  return null;
}
