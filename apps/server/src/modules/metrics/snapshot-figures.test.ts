import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFigureSchema } from '@baobab/contracts/updates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { snapshotFigures } from './metrics.service';

/** The figures an investor update copies when it is sent (called by the updates module). */
let t: TestApp;
let founder: TestUser;
let startupId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
  const define = async (key: string, body: Record<string, unknown>) => {
    ids[key] = (await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/metrics`, payload: body }))).json().id;
  };
  await define('cash', { kind: 'cash', currency: 'USD' });
  await define('burn', { kind: 'burn', currency: 'USD' });
  await define('runway', { kind: 'runway' });
  await define('mrr', { kind: 'mrr', currency: 'USD' });
  await define('team', { kind: 'headcount' });
  // 15 months of cash falling by $10,000 a month from $300,000 (2024-01 … 2025-03), MRR for a few.
  const values = Array.from({ length: 15 }, (_, i) => ({ metricId: ids.cash!, month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value: String(300_000 - i * 10_000) }));
  values.push({ metricId: ids.mrr!, month: '2025-02', value: '4000' }, { metricId: ids.mrr!, month: '2025-03', value: '4500.25' });
  const saved = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metric-values`, payload: { values } }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(() => t.close());

describe('snapshotFigures', () => {
  it('gives each metric in the order asked: the period, the month before and 12 months of series, computed burn and runway included', async () => {
    const figures = await snapshotFigures(t.db, startupId, [ids.runway!, ids.mrr!, ids.burn!, ids.cash!], '2025-03');
    expect(figures.map((f) => f.name)).toEqual(['Runway', 'MRR', 'Net burn', 'Cash']);
    for (const figure of figures) expect(updateFigureSchema.parse(figure)).toEqual(figure);

    const [runway, mrr, burn, cash] = figures;
    expect(mrr).toEqual({
      metricId: ids.mrr,
      kind: 'mrr',
      name: 'MRR',
      unit: 'money',
      currency: 'USD',
      value: '450025',
      previous: '400000',
      series: [
        { month: '2025-02', value: '400000' },
        { month: '2025-03', value: '450025' },
      ],
    });
    // Cash: 12 months ending at the period, oldest first.
    expect(cash!.series.map((p) => p.month)).toEqual(['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03']);
    expect(cash!.value).toBe('16000000');
    // Burn from cash: $10,000 a month; runway in March: $160,000 ÷ $10,000 = 16 months, February 17.
    expect(burn).toMatchObject({ value: '1000000', previous: '1000000' });
    expect(burn!.series).toHaveLength(12);
    expect(runway).toMatchObject({ unit: 'months', value: '16', previous: '17', currency: null });
  });

  it('leaves out ids of other startups and unknown ids, and gives null for months without a value', async () => {
    const other = await signUpWithRole(t, 'founder');
    const theirs = (await buildStartup(t, other.id, { name: 'Other' })).id;
    const theirMetric = (await t.app.inject(as(other, { method: 'POST', url: `/api/startups/${theirs}/metrics`, payload: { kind: 'customers' } }))).json().id as number;
    const figures = await snapshotFigures(t.db, startupId, [theirMetric, 999_999, ids.team!, ids.mrr!], '2025-02');
    expect(figures.map((f) => f.metricId)).toEqual([ids.team, ids.mrr]);
    expect(figures[0]).toMatchObject({ value: null, previous: null, series: [] });
    expect(figures[1]).toMatchObject({ value: '400000', previous: null, series: [{ month: '2025-02', value: '400000' }] });
  });
});
