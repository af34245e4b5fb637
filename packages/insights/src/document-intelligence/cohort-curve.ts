/**
 * A cohort's retention curve written along one line rather than as a table (cohort-retention.ts): 'Mois 1 : 100 \u2014
 * Mois 3 : 72 \u2014 Mois 6 : 55 \u2014 Mois 12 : 41' under 'clients actifs restants, cohorte de janvier 2024 = 100', 'M0: 100%
 * | M6: 61% | M12: 38%', 'Month 0: 1,200, Month 6: 700, Month 12: 430'. The twelfth month's point against the curve's
 * start is the share kept a year on; under 55% it is the guide's high churn, as a cohort table's twelve-month column
 * is. Shares are read as shares; counts (or an index of 100) against the first point, which must be month 0 or 1.
 */
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

/** 'mois 12 : 41', 'month 6: 700', 'm12: 38%', 'm+3 = 72'. */
const point = /\b(?:month|mois|m)\s?\+?(\d{1,2})\s?[:=]\s?(\d{1,3}(?:[ ,]\d{3})*(?:[.,]\d+)?)(\s?%)?(?![\d%])/g;
/** The line, or the heading it sits under, says what is counted: those still active of a cohort. */
const cohortWords = /\b(cohorts?|cohortes?|retention|retained|retenus|actifs|active|remaining|restants?)\b/;

interface Point { month: number; value: number; share: boolean }

function pointsOf(lower: string): Point[] {
  return [...lower.matchAll(point)].map((m) => ({ month: Number(m[1]), value: statedNumber((m[2] ?? '').replace(/ /g, ',')), share: Boolean(m[3]) }));
}

/** The share kept at month 12, in percent; null unless the line is a falling curve from month 0 or 1 to month 12. */
function keptAtYear(points: readonly Point[]): number | null {
  const first = points[0];
  const year = points.find((p) => p.month === 12);
  if (!first || !year || points.length < 3 || first.month > 1 || !(first.value > 0)) return null;
  // A curve: months in order, each point no higher than the one before.
  if (points.some((p, i) => i > 0 && (p.month <= (points[i - 1] as Point).month || p.value > (points[i - 1] as Point).value || !Number.isFinite(p.value)))) return null;
  if (points.every((p) => p.share)) return first.value <= 100 ? year.value : null;
  return points.some((p) => p.share) ? null : (100 * year.value) / first.value;
}

export function cohortCurveOnLine(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (let i = 0; i < sentences.length; i += 1) {
    const s = sentences[i] as SentenceFacts;
    // What is counted may be said on the line or in the heading just above it.
    if (s.projected || !s.lower.includes('12') || !(cohortWords.test(s.lower) || cohortWords.test(sentences[i - 1]?.lower ?? ''))) continue;
    const points = pointsOf(s.lower);
    const kept = keptAtYear(points);
    if (kept === null || kept >= 55 || isHedgedAt(s.lower, 0)) continue;
    return highChurnFlag(s.text, kept < 40 ? 'high' : 'medium');
  }
  return null;
}
