/**
 * The directory's score (`startup.score`, which GET /api/startups shows and sorts by) is the
 * startup's public assessment: the one a visitor who is not signed in sees on the startup page
 * (decision 0042). A visitor's assessment reads the profile row, whether a data room exists and the
 * market of the startup's sector and country (every other group reads as not shared), so it is
 * refreshed after the founder's profile and data-room writes (startups and data-rooms routes, injected
 * from app.ts) and by a sweep (task-workers.ts: at start and hourly, for the market, which other
 * companies move).
 *
 * Each stored score carries its basis: the facts version it was read at (raised by a trigger with any
 * fact, migration 0048), the market's two figures the assessment reads and the rules' version
 * (visitor-rules.ts in the insights package). The sweep
 * reads the basis with the row and recomputes only a startup whose basis moved, so a sweep over an
 * unchanged platform reads rows and markets, not 100,000 assessments, and a sweep cut short (a restart,
 * its expiry) leaves what it stored done.
 */
import { visitorAssessmentRules } from '@baobab/insights/assessment/visitor-rules';
import type { MarketFacts } from '@baobab/insights/due-diligence/people-and-market';
import type { CachedDb } from '../../lib/cache-registry';
import { forgetPublicAssessments } from '../insights/assessment.service';
import { viewerAssessmentFrom } from '../insights/assessment-cache';
import { readMarketOf } from '../insights/viewer-facts';
import { listPublicScoreRowsAfter, storeDirectoryScores, type PublicScoreWrite } from '../startups/startups.service';

const SWEEP_BATCH = 500;

/**
 * What a public score was computed from; equal bases give equal scores. Of the market, the assessment
 * reads only its two figures (MarketFacts); nothing in a visitor's assessment reads the clock.
 */
export function publicScoreBasis({ factsVersion, market }: { factsVersion: number; market: MarketFacts | null }): string {
  const marketPart = market === null ? 'none' : `${market.growthPotential}/${market.competitiveIntensity}`;
  return `r${visitorAssessmentRules.version}:v${factsVersion}:m${marketPart}`;
}

/** A visitor's assessment of the startup now, as the score and basis to store. */
async function publicScoreNow(cached: CachedDb, startupId: number): Promise<PublicScoreWrite> {
  const from = await viewerAssessmentFrom(cached, null, startupId);
  return { id: startupId, score: from.assessment.score, basis: publicScoreBasis(from), factsVersion: from.factsVersion };
}

/** After a write to the startup's profile or data room: its score now, whatever its basis says. */
export async function refreshPublicScore(cached: CachedDb, startupId: number): Promise<void> {
  const write = await publicScoreNow(cached, startupId);
  // A data room opening changes no startup row, so no `startups` signal empties the visitors' cache.
  forgetPublicAssessments(cached);
  await storeDirectoryScores(cached, [write]);
}

export type SweepCounts = { checked: number; recomputed: number; changed: number };

/** Every startup's public score, recomputed where its basis moved; one write and at most one signal per batch. */
export async function refreshAllPublicScores(cached: CachedDb): Promise<SweepCounts> {
  const counts: SweepCounts = { checked: 0, recomputed: 0, changed: 0 };
  for (let after = 0; ; ) {
    const rows = await listPublicScoreRowsAfter(cached.db, after, SWEEP_BATCH);
    if (rows.length === 0) return counts;
    const writes: PublicScoreWrite[] = [];
    for (const row of rows) {
      const basis = publicScoreBasis({ factsVersion: row.factsVersion, market: await readMarketOf(cached, row) });
      if (basis !== row.basis) writes.push(await publicScoreNow(cached, row.id));
    }
    counts.checked += rows.length;
    counts.recomputed += writes.length;
    counts.changed += await storeDirectoryScores(cached, writes);
    after = rows.at(-1)!.id;
  }
}
