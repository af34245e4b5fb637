import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyMetricValues } from '../../db/schema/updates';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): saves of the same months at once. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests run side by side on the pool; on PGlite they
 * interleave between statements and the same assertions hold.
 */
let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());

const define = async (body: Record<string, unknown>) =>
  (await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/metrics`, payload: body }))).json().id as number;
const saveRequest = (values: { metricId: number; month: string; value: string | null }[]) =>
  as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metric-values`, payload: { values } });
const valuesOf = (metricId: number) => t.db.select().from(companyMetricValues).where(eq(companyMetricValues.metricId, metricId));

describe('saving the same months at once', () => {
  it('keeps one row per month when 24 saves of one month race, holding one of the values sent', async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    const responses = await fireTogether(t, Array.from({ length: 24 }, (_, i) => saveRequest([{ metricId: mrr, month: '2025-06', value: String(1000 + i) }])));
    expect(statusCounts(responses)).toEqual({ 200: 24 });
    const rows = await valuesOf(mrr);
    expect(rows).toHaveLength(1);
    expect(Array.from({ length: 24 }, (_, i) => (1000 + i) * 100)).toContain(Number(rows[0]!.value));
  });

  it('never deadlocks when saves name the same months in opposite orders', async () => {
    const cash = await define({ kind: 'cash', currency: 'USD' });
    const team = await define({ kind: 'headcount' });
    const months = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
    const batch = (value: string) => months.flatMap((month) => [{ metricId: cash, month, value }, { metricId: team, month, value }]);
    const requests = Array.from({ length: 16 }, (_, i) => saveRequest(i % 2 ? batch(String(i)) : batch(String(i)).reverse()));
    expect(statusCounts(await fireTogether(t, requests))).toEqual({ 200: 16 });
    expect(await valuesOf(cash)).toHaveLength(12);
    expect(await valuesOf(team)).toHaveLength(12);
  });

  it('saves into a metric being deleted either before it goes (then with it) or not at all: 200 or 404, never an error', async () => {
    const burn = await define({ kind: 'custom', name: 'Doomed', unit: 'count' });
    const saves = Array.from({ length: 12 }, (_, i) => saveRequest([{ metricId: burn, month: '2025-01', value: String(i) }]));
    const remove = as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/metrics/${burn}` });
    const responses = await fireTogether(t, [...saves.slice(0, 6), remove, ...saves.slice(6)]);
    const counts = statusCounts(responses);
    expect(counts[204]).toBe(1);
    expect((counts[200] ?? 0) + (counts[404] ?? 0)).toBe(12);
    expect(await valuesOf(burn)).toEqual([]);
  });

  it('never deadlocks when values are saved while their metric is renamed (both lock the startup first: the facts version)', async () => {
    const custom = await define({ kind: 'custom', name: 'Pilots', unit: 'count' });
    const saves = Array.from({ length: 8 }, (_, i) => saveRequest([{ metricId: custom, month: `2023-${String(i + 1).padStart(2, '0')}`, value: String(i) }]));
    const renames = Array.from({ length: 8 }, (_, i) => as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metrics/${custom}`, payload: { name: `Pilots ${i}` } }));
    const responses = await fireTogether(t, saves.flatMap((save, i) => [save, renames[i]!]));
    expect(statusCounts(responses)).toEqual({ 200: 16 });
    expect(await valuesOf(custom)).toHaveLength(8);
  });

  it('imports one file many times at once without duplicating a month', async () => {
    const customers = await define({ kind: 'customers' });
    const csv = ['month,metric,value', ...Array.from({ length: 24 }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},customers,${i * 10}`)].join('\n');
    const imports = Array.from({ length: 8 }, () => as(founder, { method: 'POST', url: `/api/startups/${startupId}/metrics/import`, payload: { csv, commit: true } }));
    const responses = await fireTogether(t, imports);
    expect(statusCounts(responses)).toEqual({ 200: 8 });
    for (const response of responses) expect(response.json().saved).toBe(24);
    expect(await valuesOf(customers)).toHaveLength(24);
  });
});
