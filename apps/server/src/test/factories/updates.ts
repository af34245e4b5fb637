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

/**
 * Two metrics of the startup with three months of values, through the metrics endpoints: MRR in USD
 * ($10,000 in January, $10,500 in February, $12,600 in March 2026) and Customers (40, 42, 51).
 * Returns their ids, MRR first.
 */
export async function trackMetrics(t: Pick<TestApp, 'app'>, founder: TestUser, startupId: number): Promise<{ mrr: number; customers: number }> {
  const define = async (payload: object) => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/metrics`, payload }));
    if (response.statusCode !== 201) throw new Error(`defining a metric failed: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const mrr = await define({ kind: 'mrr', currency: 'USD' });
  const customers = await define({ kind: 'customers' });
  const values = [
    ['2026-01', '10000', '40'],
    ['2026-02', '10500', '42'],
    ['2026-03', '12600', '51'],
  ].flatMap(([month, money, count]) => [
    { metricId: mrr, month: month!, value: money! },
    { metricId: customers, month: month!, value: count! },
  ]);
  const recorded = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metric-values`, payload: { values } }));
  if (recorded.statusCode !== 200) throw new Error(`recording metric values failed: ${recorded.statusCode} ${recorded.body}`);
  return { mrr, customers };
}
