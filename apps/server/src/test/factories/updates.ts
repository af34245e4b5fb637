/**
 * Factories of investor updates, made through the real endpoints: a valid draft body
 * (buildUpdateInput), a founder's draft (writeUpdate) and a draft written and sent (sendUpdate).
 * Each takes overrides for the fields a test checks; the default audience is nobody, so a test names
 * the groups or people it sends to.
 */
import type { UpdateDraftInput } from '@baobab/contracts/updates';
import { as, type TestApp, type TestUser } from '../test-app';

export const buildUpdateInput = (overrides: Partial<UpdateDraftInput> = {}): UpdateDraftInput => ({
  title: 'March update',
  period: '2026-03',
  body: '## Summary\n\nWe signed **three** new distributors and [hired a CFO](https://example.com/cfo).',
  highlights: '- Revenue up 20%\n- Two enterprise pilots',
  lowlights: '- Churn in the informal segment',
  asks: '- Intros to logistics investors in Nairobi',
  metricIds: [],
  audience: { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] },
  ...overrides,
});

/** The founder's new draft of `startupId`; returns its id. */
export async function writeUpdate(t: Pick<TestApp, 'app'>, founder: TestUser, startupId: number, overrides: Partial<UpdateDraftInput> = {}): Promise<number> {
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/updates`, payload: buildUpdateInput(overrides) }));
  if (response.statusCode !== 201) throw new Error(`writing an update failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** A draft written and sent by the founder; returns its id. */
export async function sendUpdate(t: Pick<TestApp, 'app'>, founder: TestUser, startupId: number, overrides: Partial<UpdateDraftInput> = {}): Promise<number> {
  const id = await writeUpdate(t, founder, startupId, overrides);
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/updates/${id}/send` }));
  if (response.statusCode !== 200) throw new Error(`sending an update failed: ${response.statusCode} ${response.body}`);
  return id;
}
