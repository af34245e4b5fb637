/**
 * The startup page's payload: the startup's detail (startups.service.ts) with its score replaced
 * by the startup's one assessment for this viewer, with its range, coverage and critical findings
 * (decision 0042). A module of its own: it reads both the startups and the insights modules, and
 * insights reads startups, so neither may read the other back.
 */
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { getAssessmentRange, type AssessmentRangeText } from '../insights/assessment.service';
import { getStartupDetail } from '../startups/startups.service';

/** The page as the services write it: the route sends its messages through toWire (decision 0046). */
export type StartupPage = Awaited<ReturnType<typeof getStartupDetail>> & { assessment: AssessmentRangeText };

export async function getStartupPage(cached: CachedDb, viewer: SessionUser | null, id: number): Promise<StartupPage> {
  // The detail first, so a startup the viewer may not open answers 404 before any fact is read.
  const detail = await getStartupDetail(cached, viewer, id);
  const assessment = await getAssessmentRange(cached, viewer, detail.id);
  return { ...detail, score: assessment.score, assessment };
}
