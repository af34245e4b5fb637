/**
 * The one assessment of a startup for one viewer (GET /api/startups/:id/assessment, decision 0042):
 * the facts the viewer may see, read once (viewer-facts.ts), assessed by the pure engine, kept by
 * facts version and access (assessment-cache.ts, decision 0075). Every score the product shows is
 * this assessment or a named part of it.
 */
import type { AssessmentRange, AssessmentRisk } from '@baobab/contracts/assessment';
import type { Text } from '@baobab/contracts/i18n/message';
import { assess, type Assessment } from '@baobab/insights/assessment/assess';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { unauthenticated } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { insightsPolicy } from './insights.policy';
import { assessedFromStart, viewerAssessment } from './assessment-cache';
import { readViewerStarts, toAssessmentInput, type ViewerFacts } from './viewer-facts';

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
  const assessment = await viewerAssessment(cached, user, startupId);
  return { ...assessment, ...rangeOf(assessment), startupId };
}

/**
 * A visitor's assessment by startup id: the public startup page, the most read page there is, would
 * otherwise read the facts and assess on every load. It reads only the profile (the `startups` topic
 * empties it), whether a data room exists and the market; the public-score refresh after a data room
 * opens empties it too (`forgetPublicAssessments`), and the time to live bounds the market's drift: an aged
 * answer is given 30 s more while one computation replaces it, so a list of startups never waits for its cold market.
 */
const publicAssessments = defineCache<AssessmentRiskText>({ name: 'public-assessment', ttlMs: 30_000, staleWhileRefreshMs: 30_000, maxEntries: 500, forgetOn: ['startups'] });

/** A visitor's assessment of the startup, with its risk level: from the cache, or read and stored. */
function publicRisk(cached: CachedDb, startupId: number): Promise<AssessmentRiskText> {
  return cached.caches.use(publicAssessments).get(String(startupId), () => computeAssessmentRisk(cached, null, startupId));
}

const withoutRisk = ({ riskLevel: _riskLevel, ...range }: AssessmentRiskText): AssessmentRangeText => range;

/** The assessment's range for a viewer (a visitor: the public facts, cached), for screens that show a score beside their own figures. */
export async function getAssessmentRange(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentRangeText> {
  if (user === null) return withoutRisk(await publicRisk(cached, startupId));
  return computeAssessmentRange(cached, user, startupId);
}

/**
 * The range as of the facts now, never from the visitors' cache: through the per-viewer cache, whose key
 * holds the startup's facts version (assessment-cache.ts), so an answer from it is never stale.
 */
export async function computeAssessmentRange(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentRangeText> {
  return rangeOf(await viewerAssessment(cached, user, startupId));
}

const riskOf = (assessment: Assessment): AssessmentRiskText => ({ ...rangeOf(assessment), riskLevel: assessment.riskLevel });

async function computeAssessmentRisk(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<AssessmentRiskText> {
  return riskOf(await viewerAssessment(cached, user, startupId));
}

/**
 * Many startups' assessments as this viewer sees them, in the order asked: for a screen that scores
 * a list (the investor dashboard's deal score, the portfolio's companies). Each startup the viewer
 * sees no more of than a visitor (not theirs, nothing shared with them) is the visitor's assessment
 * from the shared cache, which holds nothing personal; only the others (`seenBeyondPublic`, which the screen
 * reads with its other figures: startup-access's startupsSeenBeyondPublicFigure) are read for the viewer.
 * app.ts hands this to the portfolio routes: portfolio cannot import insights (insights → analytics
 * → portfolio would be a module cycle).
 */
export async function getAssessmentRisksSeen(cached: CachedDb, user: SessionUser, startupIds: readonly number[], seenBeyondPublic: ReadonlySet<number>): Promise<AssessmentRiskText[]> {
  // The startups seen beyond a visitor and the viewer's access to each, in a few statements for the whole list.
  const starts = await readViewerStarts(cached.db, user, startupIds.filter((id) => seenBeyondPublic.has(id)));
  return Promise.all(
    startupIds.map(async (id) => {
      const start = starts.get(id);
      return start ? riskOf((await assessedFromStart(cached, user, start)).assessment) : publicRisk(cached, id);
    }),
  );
}

/** getAssessmentRisksSeen without the risk levels. */
export async function getAssessmentRangesSeen(cached: CachedDb, user: SessionUser, startupIds: readonly number[], seenBeyondPublic: ReadonlySet<number>): Promise<AssessmentRangeText[]> {
  return (await getAssessmentRisksSeen(cached, user, startupIds, seenBeyondPublic)).map(withoutRisk);
}

/** After a public fact changed outside the `startups` topic (a data room opened): visitors' pages read it at once. */
export function forgetPublicAssessments(cached: CachedDb): void {
  cached.caches.use(publicAssessments).invalidate();
}
