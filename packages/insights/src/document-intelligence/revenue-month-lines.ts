/**
 * A month's revenue in a diary line, then earlier months' as short lines after it, each a month name and its figure:
 * 'Ventes de mars : 38 M Ar. Février : 45 M Ar. Janvier : 47 M Ar.', 'Sales for June: $41k. May: $44k.', 'October was $44k.' The first
 * line names revenue; the lines after it carry only a month and an amount, so they are the same series. Read in
 * calendar order (the notes often go backwards), the latest month below the month before it is a decline.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { monthIndex, monthNamesPattern } from './month-names';
import { scaleMultiplier } from './scale-words';

// The figure after the colon, its scale read ('38 M Ar', '$41k'): a currency the money reader does not know still gives a figure.
// The colon may be a verb in a note's prose: 'Revenue in May: KES 4.1 million. April was KES 4.6 million.'
const figure = String.raw`(?:\s?:|\s(?:was|were|came in at|stood at|etait|a ete|s'elevait a|atteignait))\s?([^\d\s]{0,4})\s?(\d{1,3}(?:[,\u00A0\u202F ]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn|md|millions?|milliards?)?\b(?!\s?%)`;
const firstLine = new RegExp(String.raw`^\W*(?:revenues?|sales|turnover|rev|chiffre d'affaires|ca|ventes|recettes)\s(?:de |d'|du mois de |for |of |in )?(${monthNamesPattern})\b(?:\s20\d\d)?${figure}`);
// A later line may say the label again ('CA de mars : 45,6 M' then "CA d'avril : 38,2 M").
const laterLine = new RegExp(String.raw`^\W*(?:(?:revenues?|sales|turnover|rev|chiffre d'affaires|ca|ventes|recettes)\s(?:de |d'|du mois de |for |of |in )?)?(${monthNamesPattern})\b(?:\s20\d\d)?${figure}`);
/** A chat message's stamp and speaker ('[18/05/2025 21:50] Yannick (Kanga Express) : '): the line starts after it. */
const chatStamp = /^\s*\[[\d/.,: -]{8,24}\][^:\n]{1,50}:\s/;
const valueOf = (m: RegExpExecArray) => statedNumber((m[3] ?? '').replace(/[\u00A0\u202F ]/g, ',')) * (scaleMultiplier[m[4] ?? ''] ?? 1);

export function revenueMonthLinesFall(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    const first = firstLine.exec(s.lower.replace(chatStamp, ''));
    if (!first) continue;
    const points = [{ month: monthIndex.get(first[1] ?? '') ?? -1, value: valueOf(first), s }];
    for (const later of written.slice(i + 1, i + 12)) {
      const m = laterLine.exec(later.lower);
      // The same sign before the figure ('$', or none), so the lines are one series.
      if (!m || (m[2] ?? '') !== (first[2] ?? '')) break;
      points.push({ month: monthIndex.get(m[1] ?? '') ?? -1, value: valueOf(m), s: later });
    }
    // Two months at least, each named once; the year's turn is not guessed.
    if (points.length < 2 || points.some((p) => !Number.isFinite(p.value)) || new Set(points.map((p) => p.month)).size !== points.length || points.some((p) => p.month < 0)) continue;
    const ordered = [...points].sort((a, b) => a.month - b.month);
    const [before, latest] = ordered.slice(-2);
    if (before && latest && latest.month - before.month === 1 && latest.value < before.value) {
      return {
        ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(latest.s.text), occurrences: 1,
        recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
      };
    }
  }
  return null;
}
