/**
 * Churn from counts on separate lines of a list or dashboard export, each line a label and its figure
 * ('Active merchants, 1 Sept: 2,400' then 'Closed accounts during Sept: 139'; 'Abonnés actifs au 1er juillet : 4 800'
 * then 'Résiliations en juillet : 312'): the base is the line counting customers, the lost the line counting those
 * who left; new sign-ups are neither. The period is a month when a label names one, a year when one names a year.
 * Numbers through the one number reader (layout-cells.ts).
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** 'Label: 2,400', 'Résiliations en juillet: 312' (dot leaders are already folded to ': ' by layout.ts). */
const labelledCount = /^\W*([a-z][^:]{1,60}?)\s*:\s*(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)\s*\.?$/;
const customersLabel = /\b(subscribers?|subs|customers?|clients?|users?|members?|accounts?|merchants?|schools?|shops?|stores?|outlets?|restaurants?|pharmacies|clinics?|abonnes?|utilisateurs?|membres?|comptes?|marchands?|boutiques?|commercants?|ecoles?)\b/;
const newLabel = /\b(new|sign-?ups?|signed|joined|added|gross adds|won|acquired|nouveaux|nouvelles|inscriptions?|recrute\w*|gagnes?)\b/;
const lostLabel = /\b(cancell?ations?|cancell?ed|churned|lost|closed|closures?|departures|left|resiliations?|resilie\w*|desabonnements?|departs|perdus?|fermes?|fermetures?|clotures?)\b/;
const monthName = /\b(month|monthly|mois|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const yearName = /\b(year|annual|annee|an)\b|(?<!\d)20\d\d(?!\d)/;

interface Count { label: string; value: number }

function counted(s: SentenceFacts): Count | null {
  const m = labelledCount.exec(s.lower);
  const value = statedNumber((m?.[2] ?? '').replace(/[ \u00A0\u202F]/g, ','));
  return m && value > 0 ? { label: m[1] ?? '', value } : null;
}

/** Still there later: 'Of those, still paying at 30 September 2026', 'Encore actifs au 31 mars 2026', 'Retained after 12 months'. */
const keptLabel = /\b(of (those|them)|still (paying|active|subscribed|customers|with us)|retained|renewed|encore (actifs?|abonnes?|clients?)|toujours (actifs?|abonnes?|clients?)|d'entre eux)\b/;
const yearIn = /(?<!\d)20\d\d(?!\d)/;
/** The share kept a year on, when the two labels' years are a year apart or the second says twelve months; null otherwise. */
function keptShare(base: Count, kept: Count): number | null {
  const from = Number(yearIn.exec(base.label)?.[0] ?? 0);
  const to = Number(yearIn.exec(kept.label)?.[0] ?? 0);
  const aYear = (from > 0 && to === from + 1) || /\b(12|twelve|douze) (months|mois)\b|\b(a|one|un) (year|an)\b/.test(kept.label);
  return aYear ? (100 * kept.value) / base.value : null;
}

const churnFlag = (evidence: string, severe: boolean): RiskFlag => ({
  ruleId: 'high-churn', category: 'financial-health', title: 'Customer churn is high', severity: severe ? 'high' : 'medium', evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Show churn by monthly cohort, why customers leave, and what has been done about it.',
});

/** The high-churn flag a run of labelled count lines states; null when no run holds a base and a loss. */
export function churnAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const first = counted(written[i] as SentenceFacts);
    const second = counted(written[i + 1] as SentenceFacts);
    if (!first || !second) continue;
    const isBase = (c: Count) => customersLabel.test(c.label) && !newLabel.test(c.label) && !lostLabel.test(c.label);
    const isLost = (c: Count) => lostLabel.test(c.label) && !newLabel.test(c.label);
    // 'Customers active at 1 October 2025: 1,250' then 'Of those, still paying at 30 September 2026: 650': those kept a year on.
    const kept = isBase(first) && keptLabel.test(second.label) && second.value < first.value ? keptShare(first, second) : null;
    if (kept !== null && kept < 55) return churnFlag(`${(written[i] as SentenceFacts).text} ${(written[i + 1] as SentenceFacts).text}`, kept < 30);
    const [base, lost] = isBase(first) && isLost(second) ? [first, second] : isBase(second) && isLost(first) ? [second, first] : [null, null];
    if (!base || !lost || lost.value >= base.value) continue;
    const labels = `${base.label} ${lost.label}`;
    const period = monthName.test(labels) ? 'month' : yearName.test(labels) ? 'year' : null;
    if (!period) continue;
    const percent = (100 * lost.value) / base.value;
    const threshold = period === 'month' ? 5 : 45;
    if (percent < threshold) continue;
    return {
      ruleId: 'high-churn', category: 'financial-health', title: 'Customer churn is high', severity: percent >= 2 * threshold ? 'high' : 'medium',
      evidence: excerpt(`${(written[i] as SentenceFacts).text} ${(written[i + 1] as SentenceFacts).text}`), occurrences: 1,
      recommendation: 'Show churn by monthly cohort, why customers leave, and what has been done about it.',
    };
  }
  return null;
}
