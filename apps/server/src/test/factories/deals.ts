/**
 * Factories of deals in an investor's pipeline (deal flow), made through the real endpoint:
 * createDeal adds a startup to the investor's pipeline with POST /api/portfolio/deal-flow
 * and returns the deal's id. Tests of that endpoint itself send their own requests;
 * notes and stage moves are left to the tests that check them.
 * (Recorded investments belong to the portfolio tests.)
 */
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';

/** `startupId` in the investor's pipeline; returns the deal's id. */
export async function createDeal(t: Pick<TestApp, 'app'>, investor: TestUser, startupId: number): Promise<number> {
  const response = await t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { startupId } }));
  if (response.statusCode !== 201) throw new Error(`deal creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}
