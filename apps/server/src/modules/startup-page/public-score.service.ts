/**
 * The directory's score (`startup.score`, which GET /api/startups shows and sorts by) is the
 * startup's public assessment: the one a visitor who is not signed in sees on the startup page
 * (decision 0042). A visitor's assessment reads the profile row, whether a data room exists and the
 * market of the startup's sector and country (every other group reads as not shared), so it is
 * refreshed after the founder's profile writes (startups routes, injected from app.ts) and by a
 * sweep over every startup (task-workers.ts: at each start, which fills rows written before this
 * rule and by the seed, and hourly, for data rooms and the market, which other companies move).
 */
import type { CachedDb } from '../../lib/cache-registry';
import { computeAssessmentRange, forgetPublicAssessments } from '../insights/assessment.service';
import { listStartupIdsAfter, storeDirectoryScore } from '../startups/startups.service';

const SWEEP_BATCH = 100;

export async function refreshPublicScore(cached: CachedDb, startupId: number): Promise<void> {
  const { score } = await computeAssessmentRange(cached, null, startupId);
  forgetPublicAssessments(cached);
  await storeDirectoryScore(cached, startupId, score);
}

/** Every startup's public score, one after another (the sweep's task; its cost is one visitor's page per startup). */
export async function refreshAllPublicScores(cached: CachedDb): Promise<number> {
  let refreshed = 0;
  for (let after = 0; ; ) {
    const ids = await listStartupIdsAfter(cached.db, after, SWEEP_BATCH);
    if (ids.length === 0) return refreshed;
    for (const id of ids) await refreshPublicScore(cached, id);
    refreshed += ids.length;
    after = ids.at(-1)!;
  }
}
