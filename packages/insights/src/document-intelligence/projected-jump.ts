/**
 * A projection set against the revenue the text reports in another sentence: 'Revenue this year: $250k.'
 * then 'We forecast $2.5M next year.' A projected figure for the coming year at 4× or more the reported
 * revenue (a month's revenue counted twelve times) is the unrealistic-growth flag, as a projection written
 * in one sentence is (red-flag-rules-metrics.ts).
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, RiskFlag } from './types';
import { volumeKinds } from './statement-figures';

const forecast = /\b(forecast\w*|project(ed|ion|ions|s)|expect\w*|plan(s|ned)? to|target\w*|budget\w*|aim\w* (for|to)|prevo\w+|previsions?|previsionnel\w*|objectif\w*|visons)\b/;
const comingYear = /\b(next year|the following year|l'an prochain|l'annee prochaine|l'exercice suivant)\b/;

export function projectedJump(sentences: readonly SentenceFacts[], data: ExtractedData): RiskFlag | null {
  const reported = data.revenue.filter((f) => f.amount && !volumeKinds.has(f.kind) && f.amount.period !== 'month');
  for (const s of sentences) {
    if (s.derived || !forecast.test(s.lower) || !comingYear.test(s.lower) || s.money.length !== 1) continue;
    const [target] = s.money;
    const base = reported.filter((f) => f.amount?.currency === target?.currency && f.sentence !== s.text).map((f) => f.amount?.amount ?? 0);
    if (!target || base.length === 0) continue;
    if (target.amount >= 4 * Math.max(...base)) {
      return {
        ruleId: 'unrealistic-growth', category: 'growth-claims', title: 'Projected growth looks unrealistic', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
        recommendation: 'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.',
      };
    }
  }
  return null;
}
