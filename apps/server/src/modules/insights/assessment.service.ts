/**
 * The one assessment of a startup for one viewer (GET /api/startups/:id/assessment, decision 0042):
 * the facts the viewer may see, read once (viewer-facts.ts), assessed by the pure engine. Every
 * score the product shows is this assessment or a named part of it.
 */
import type { AssessmentRange, AssessmentRisk } from '@baobab/contracts/assessment';
import type { Text } from '@baobab/contracts/i18n/message';
import { assess, type Assessment } from '@baobab/insights/assessment/assess';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { insightsPolicy } from './insights.policy';
import { readViewerFacts, toAssessmentInput, type ViewerFacts } from './viewer-facts';

/**
 * The range as the engine writes it: its critical findings are messages (decision 0046), which the
 * routes send through toWire and the PDF writer renders in the reader's language.
 */
export type AssessmentRangeText = Omit<AssessmentRange, 'criticalFindings'> & { criticalFindings: Text[] };
export type AssessmentRiskText = AssessmentRangeText & Pick<AssessmentRisk, 'riskLevel'>;
export type AssessmentAnswer = Assessment & AssessmentRangeText & { startupId: number };

export function assessFacts(facts: ViewerFacts): Assessment {
  return assess(toAssessmentInput(facts));
}

/** The point, range, coverage and critical findings every other score carries. */
export function rangeOf(assessment: Assessment): AssessmentRangeText {
  return {
    score: assessment.score,
    low: assessment.low,
    high: assessment.high,
    coverage: assessment.coverage,
    criticalFindings: assessment.findings.filter((f) => f.severity === 'critical').map((f) => f.text),
  };
}

export async function getAssessment(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentAnswer> {
  if (!insightsPolicy.canAnalyse(user)) throw unauthenticated();
  const facts = await readViewerFacts(cached, user, startupId);
  const assessment = assessFacts(facts);
  return { ...assessment, ...rangeOf(assessment), startupId: facts.startup.id };
}

/**
 * A visitor's assessment by startup id: the public startup page, the most read page there is, would
 * otherwise read the facts and assess on every load. It reads only the profile (the `startups` topic
 * empties it), whether a data room exists and the market; the public-score refresh after a data room
 * opens empties it too (`forgetPublicAssessments`), and the time to live bounds the market's drift.
 */
const publicAssessments = defineCache<AssessmentRangeText>({ name: 'public-assessment', ttlMs: 30_000, maxEntries: 500, forgetOn: ['startups'] });

/** The assessment's range for a viewer (a visitor: the public facts, cached), for screens that show a score beside their own figures. */
export async function getAssessmentRange(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentRangeText> {
  if (user === null) return cached.caches.use(publicAssessments).get(String(startupId), () => computeAssessmentRange(cached, null, startupId));
  return computeAssessmentRange(cached, user, startupId);
}

/** The range read fresh, never from the visitors' cache: what the public-score refresh stores. */
export async function computeAssessmentRange(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentRangeText> {
  return rangeOf(assessFacts(await readViewerFacts(cached, user, startupId)));
}

/** After a public fact changed outside the `startups` topic (a data room opened): visitors' pages read it at once. */
export function forgetPublicAssessments(cached: CachedDb): void {
  cached.caches.use(publicAssessments).invalidate();
}

/**
 * The range with its risk level, for portfolio risk. app.ts hands this to the portfolio routes:
 * portfolio cannot import insights (insights → analytics → portfolio would be a module cycle).
 */
export async function getAssessmentRisk(cached: CachedDb, user: SessionUser, startupId: number): Promise<AssessmentRiskText> {
  const assessment = assessFacts(await readViewerFacts(cached, user, startupId));
  return { ...rangeOf(assessment), riskLevel: assessment.riskLevel };
}
