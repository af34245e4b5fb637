import { and, eq, notExists } from 'drizzle-orm';
import { investments, portfolioExits } from '../../db/schema/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { fireTogether } from '../../test/concurrency';

/**
 * An exit belongs to a position: recording it while the investor deletes their only round in the company must never
 * leave an exit without a round (deleting the last round drops the exit in its transaction). Twenty of each at once,
 * each pair for its own company (the rounds are written directly: twenty through the API meet the account's rate limit). Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite it still passes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an exit racing the deletion of the last round', () => {
  it('leaves either both gone or the round and its exit, never an exit alone', async () => {
    const founder = await signUpWithRole(t, 'founder');
    const investor = await signUpWithRole(t, 'investor');
    const pairs: { startupId: number; investmentId: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const startupId = (await buildStartup(t, founder.id, { name: `Exit Race ${i}` })).id;
      const [row] = await t.db.insert(investments).values({ investorId: investor.id, startupId, dealDate: '2024-03-15', amountMinor: 1_000_000, roundType: 'Seed' }).returning({ id: investments.id });
      pairs.push({ startupId, investmentId: row!.id });
    }
    const requests = pairs.flatMap(({ startupId, investmentId }) => [
      as(investor, { method: 'PUT', url: `/api/portfolio/companies/${startupId}/exit`, payload: { exitAmount: 50_000, exitDate: '2025-06-01' } }),
      as(investor, { method: 'DELETE', url: `/api/portfolio/investments/${investmentId}` }),
    ]);
    const answers = await fireTogether(t, requests);
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    const rounds = t.db.select({ id: investments.id }).from(investments).where(and(eq(investments.investorId, portfolioExits.investorId), eq(investments.startupId, portfolioExits.startupId)));
    const rows = await t.db.select({ startupId: portfolioExits.startupId }).from(portfolioExits).where(and(eq(portfolioExits.investorId, investor.id), notExists(rounds)));
    expect(rows).toEqual([]);
  });
});
