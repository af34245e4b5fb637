import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages } from '@baobab/contracts/enums';
import { deals, dealStageChanges } from '../../db/schema/deals';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createDeal } from '../../test/factories/deals';

/**
 * Concurrency (docs/security.md, "Concurrency"): many stage moves of one deal at the same moment. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL), where they run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('concurrent stage moves of one deal', () => {
  it('all succeed and leave one unbroken stage history that ends at the deal’s stage', async () => {
    const [founder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
    const startup = await buildStartup(t, founder.id);
    const dealId = await createDeal(t, investor, startup.id);
    // 30 moves cycling through every stage, starting away from 'sourced'.
    const targets = Array.from({ length: 30 }, (_, i) => dealStages[(i + 1) % dealStages.length]!);

    const responses = await fireTogether(t, targets.map((stage) => as(investor, { method: 'PUT', url: `/api/portfolio/deal-flow/${dealId}`, payload: { stage } })));

    expect(statusCounts(responses)).toEqual({ 200: targets.length });
    const history = await t.db.select().from(dealStageChanges).where(eq(dealStageChanges.dealId, dealId)).orderBy(asc(dealStageChanges.changedAt), asc(dealStageChanges.id));
    expect(history[0]).toMatchObject({ fromStage: null, toStage: 'sourced' });
    // No forks: each move starts where the one before it ended, and a move to the current stage is no move.
    for (let i = 1; i < history.length; i += 1) {
      expect(history[i]!.fromStage).toBe(history[i - 1]!.toStage);
      expect(history[i]!.toStage).not.toBe(history[i]!.fromStage);
    }
    // Time order is commit order, so "time in each stage" never goes negative.
    expect(history.map((h) => h.id)).toEqual([...history.map((h) => h.id)].sort((a, b) => a - b));
    // At most one history row per successful move.
    expect(history.length - 1).toBeGreaterThanOrEqual(1);
    expect(history.length - 1).toBeLessThanOrEqual(targets.length);
    const [deal] = await t.db.select().from(deals).where(eq(deals.id, dealId));
    const last = history.at(-1)!;
    expect(deal!.stage).toBe(last.toStage);
    expect(deal!.stageEnteredAt).toEqual(last.changedAt);
  });
});
