import { describe, expect, it } from 'vitest';
import { latestCashPosition } from '@baobab/finance/company-metrics';
import { demoMetrics } from './demo-metrics';

describe("the demo company's recorded months", () => {
  it('give the runway every screen states for Ledgerline: 7.8 months on $326,996 of cash and a $41,679 burn', () => {
    const { metrics, values } = demoMetrics(new Date('2026-11-26T00:00:00Z'));
    const cashId = metrics.find((m) => m.kind === 'cash')!.id;
    const cash = new Map(values.filter((v) => v.metricId === cashId).map((v) => [v.month.slice(0, 7), Number(v.value)]));
    const position = latestCashPosition({ cash });
    expect(position).toMatchObject({ month: '2026-10', burnRateMinor: 4_167_900, runway: { months: 7.8 } });
    expect(cash.get('2026-10')).toBe(32_699_600);
  });
});
