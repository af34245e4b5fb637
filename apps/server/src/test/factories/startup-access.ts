/**
 * Factories of a founder's sharing of a startup's financials (the startup-access module),
 * made through the real endpoint: shareFinancials shares the given parts (cap table, financial
 * model, valuation, funding tracker) with a connected user, with a permission when the test
 * names one, and returns the share's id.
 * Data-room grants are in ./data-rooms.
 */
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';
import { connect } from './network';
import { buildStartup } from './startups';
import { signUpWithRole } from './users';

/** Shares `scopes` of the startup's financials with `user` (connect them first); returns the share's id. */
export async function shareFinancials(t: TestApp, founder: TestUser, startupId: number, user: TestUser, scopes: string[], permission?: 'view' | 'download'): Promise<number> {
  const payload = { userId: user.id, scopes, ...(permission ? { permission } : {}) };
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/financial-shares`, payload }));
  if (response.statusCode !== 201) throw new Error(`financials share failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/**
 * Everyone a cap-table route's permission tests need: the startup's founder, another founder, a connected
 * investor the cap table is shared with (view), and a stranger.
 */
export async function capTableAudience(t: TestApp, startup: { fundingStage: string }) {
  const [founder, otherFounder, viewer, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  const startupId = (await buildStartup(t, founder.id, startup)).id;
  await connect(t, founder, viewer);
  await shareFinancials(t, founder, startupId, viewer, ['cap_table']);
  return { founder, otherFounder, viewer, stranger, startupId };
}
