/**
 * Factories of investments, made through the real endpoints: recordInvestment records a round an
 * investor claims in a startup (pending until its founder confirms it), and confirmedInvestment
 * records one and has the founder confirm it (decision 0005). Exits and edits are left to the tests
 * that check them.
 */
import { as, type TestApp, type TestUser } from '../test-app';

/** The investor's pending record of a round in `startupId`; returns its id. */
export async function recordInvestment(t: Pick<TestApp, 'app'>, investor: TestUser, startupId: number, amount = 50_000): Promise<number> {
  const payload = { startupId, dealDate: '2025-03-15', investmentAmount: amount, roundType: 'Seed' };
  const response = await t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/investments', payload }));
  if (response.statusCode !== 201) throw new Error(`recording an investment failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** A round the investor recorded and the startup's founder confirmed; returns its id. */
export async function confirmedInvestment(t: Pick<TestApp, 'app'>, investor: TestUser, founder: TestUser, startupId: number, amount = 50_000): Promise<number> {
  const id = await recordInvestment(t, investor, startupId, amount);
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/investments/${id}/confirm`, payload: { revision: 1 } }));
  if (response.statusCode !== 204) throw new Error(`confirming an investment failed: ${response.statusCode} ${response.body}`);
  return id;
}
