/**
 * The public score's sweep recomputes a startup only when what its score was computed from moved
 * (public-score.service.ts): its facts version, the market's figures or the rules' version. These tests
 * check what is stored, not only what the sweep reports: the app's own hourly run may sweep first.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startups } from '../../db/schema/startups';
import { createInProcessChangeFeed } from '../../integrations/change-feed';
import { createCacheRegistry, type CachedDb } from '../../lib/cache-registry';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';
import { computeAssessmentRange } from '../insights/assessment.service';
import { storeDirectoryScores } from '../startups/startups.service';
import { publicScoreBasis, refreshAllPublicScores } from './public-score.service';

let t: TestApp;
let founder: TestUser;
let cached: CachedDb;
let first: number;
let second: number;

const stored = async (id: number) => (await t.db.select({ score: startups.score, basis: startups.publicScoreBasis, version: startups.factsVersion }).from(startups).where(eq(startups.id, id)))[0]!;
const pageScore = async (id: number): Promise<number> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/startups/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().score;
};

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  first = await createStartup(t, founder, { fundingStage: 'Seed', raisingAmount: '$500K' });
  second = await createStartup(t, founder, { fundingStage: 'Series A', raisingAmount: '$3M' });
  cached = { db: t.db, caches: createCacheRegistry(createInProcessChangeFeed(), (error) => { throw error; }) };
});
afterAll(async () => {
  cached.caches.close();
  await t.close();
});

describe('the public score sweep', () => {
  it('stores each score with its basis when the startup is written, and a sweep after it recomputes none', async () => {
    for (const id of [first, second]) {
      const row = await stored(id);
      expect(row.score).toBe(await pageScore(id));
      expect(row.basis).toMatch(new RegExp(`^r\\d+:v${row.version}:m`));
    }
    await refreshAllPublicScores(cached);
    expect(await refreshAllPublicScores(cached)).toMatchObject({ recomputed: 0, changed: 0 });
  });

  it('does not raise the facts version by storing a score or its basis', async () => {
    const before = await stored(first);
    await t.db.update(startups).set({ score: 1, publicScoreBasis: 'r0:v0:mnone' }).where(eq(startups.id, first));
    expect((await stored(first)).version).toBe(before.version);
  });

  it('recomputes a startup whose basis names other rules, or none (a row from before the basis)', async () => {
    await t.db.update(startups).set({ score: 1, publicScoreBasis: 'r0:v0:mnone' }).where(eq(startups.id, first));
    await t.db.update(startups).set({ score: 1, publicScoreBasis: null }).where(eq(startups.id, second));
    const counts = await refreshAllPublicScores(cached);
    expect(counts.recomputed).toBeLessThanOrEqual(2);
    for (const id of [first, second]) expect((await stored(id)).score).toBe(await pageScore(id));
  });

  it('recomputes a startup whose market moved since its score, and only it', async () => {
    await refreshAllPublicScores(cached);
    const before = await stored(first);
    // The basis as it would read had the market's figures been others when the score was stored.
    const movedMarket = before.basis!.replace(/:m.*$/, ':m0/0');
    await t.db.update(startups).set({ score: 1, publicScoreBasis: movedMarket }).where(eq(startups.id, first));
    expect(await refreshAllPublicScores(cached)).toMatchObject({ recomputed: 1, changed: 1 });
    expect(await stored(first)).toEqual(before);
  });

  it('recomputes a startup whose facts moved without a refresh of its own (a write the routes do not follow)', async () => {
    const before = await stored(first);
    // Straight to the row: the facts-version trigger sees it, no route refreshes the score.
    await t.db.execute(sql`update startup set traction_users = 900000, monthly_revenue_usd = 400000 where id = ${first}`);
    expect((await stored(first)).version).toBeGreaterThan(before.version);
    await refreshAllPublicScores(cached);
    const after = await stored(first);
    // The page's visitors' cache has not heard of a write made straight to the row: the assessment read fresh.
    expect(after.score).toBe((await computeAssessmentRange(cached, null, first)).score);
    expect(after.score).not.toBe(before.score);
    expect(after.basis).toContain(`:v${after.version}:`);
  });

  it('never stores a score computed before a fact that was written since', async () => {
    const now = await stored(second);
    const stale = { id: second, score: now.score === 0 ? 1 : 0, basis: 'r1:v-stale:mnone', factsVersion: now.version - 1 };
    expect(await storeDirectoryScores(cached, [stale])).toBe(0);
    expect(await stored(second)).toEqual(now);
  });
});

describe('the basis of a public score', () => {
  const market = (growthPotential: number, competitiveIntensity: number) => ({ growthPotential, competitiveIntensity });
  it('moves with the facts version and with either market figure, and only with them', () => {
    const base = publicScoreBasis({ factsVersion: 3, market: market(60, 40) });
    expect(publicScoreBasis({ factsVersion: 3, market: market(60, 40) })).toBe(base);
    expect(publicScoreBasis({ factsVersion: 4, market: market(60, 40) })).not.toBe(base);
    expect(publicScoreBasis({ factsVersion: 3, market: market(61, 40) })).not.toBe(base);
    expect(publicScoreBasis({ factsVersion: 3, market: market(60, 39) })).not.toBe(base);
    expect(publicScoreBasis({ factsVersion: 3, market: null })).not.toBe(base);
  });
});
