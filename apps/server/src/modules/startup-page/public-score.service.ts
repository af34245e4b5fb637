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
 * (visitor-rules.ts in the insights package). The sweep reads each market once, hands the database the
 * basis every startup should carry and recomputes only the ids whose stored basis differs, so a sweep over
 * an unchanged platform reads the markets and one scan in the database, not 100,000 rows (comparing them
 * here took about 0.4 s of the server's CPU a sweep on the bench's 100,000 startups; the 312 markets' figures,
 * which the sweep needs either way, take the other 1.1–1.3 s), and a sweep cut short (a restart, its expiry)
 * leaves what it stored done.
 */
import { visitorAssessmentRules } from '@baobab/insights/assessment/visitor-rules';
import type { MarketFacts } from '@baobab/insights/due-diligence/people-and-market';
import type { CachedDb } from '../../lib/cache-registry';
import { forgetPublicAssessments } from '../insights/assessment.service';
import { viewerAssessmentFrom } from '../insights/assessment-cache';
import { readMarketOf } from '../insights/viewer-facts';
import { listStalePublicScoreIdsAfter, listStartupMarketKeys, storeDirectoryScores, type PublicScoreWrite } from '../startups/startups.service';

const SWEEP_BATCH = 500;

/**
 * A basis is three parts: the rules' version before the facts version, the market after it. The sweep hands the
 * database the first and the last (repository's stalePublicScoreIdsAfter), so the format lives here alone.
 * Of the market, the assessment reads only its two figures (MarketFacts).
 */
const basisBefore = (): string => `r${visitorAssessmentRules.version}:v`;
const basisAfter = (market: MarketFacts | null): string => `:m${market === null ? 'none' : `${market.growthPotential}/${market.competitiveIntensity}`}`;

/** What a public score was computed from; equal bases give equal scores. Nothing in a visitor's assessment reads the clock. */
export function publicScoreBasis({ factsVersion, market }: { factsVersion: number; market: MarketFacts | null }): string {
  return `${basisBefore()}${factsVersion}${basisAfter(market)}`;
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

export type SweepCounts = { markets: number; recomputed: number; changed: number };

/** Every startup's public score, recomputed where its basis moved; one write and at most one signal per batch. */
export async function refreshAllPublicScores(cached: CachedDb): Promise<SweepCounts> {
  const markets: { sector: string; country: string; basisAfter: string }[] = [];
  for (const key of await listStartupMarketKeys(cached.db)) markets.push({ ...key, basisAfter: basisAfter(await readMarketOf(cached, key)) });
  const basis = { before: basisBefore(), markets, withoutMarket: basisAfter(null) };
  const counts: SweepCounts = { markets: markets.length, recomputed: 0, changed: 0 };
  for (let after = 0; ; ) {
    const ids = await listStalePublicScoreIdsAfter(cached.db, { after, limit: SWEEP_BATCH, basis });
    if (ids.length === 0) return counts;
    const writes: PublicScoreWrite[] = [];
    for (const id of ids) writes.push(await publicScoreNow(cached, id));
    counts.recomputed += writes.length;
    counts.changed += await storeDirectoryScores(cached, writes);
    after = ids.at(-1)!;
  }
}
