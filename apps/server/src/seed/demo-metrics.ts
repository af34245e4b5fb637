import { demoAccounts } from './demo';
import type { CompanyMetricRow, CompanyMetricValueRow } from './types';

/** Ledgerline (startup 1) is the demo founder's company with a year of figures. */
const LEDGERLINE_ID = 1;

/** 'YYYY-MM-01' of the month `back` months before the epoch's month. */
function monthBefore(epoch: Date, back: number): string {
  return new Date(Date.UTC(epoch.getUTCFullYear(), epoch.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/**
 * Ledgerline's company metrics (/company-metrics) for the twelve months before the epoch, told
 * the same story as its profile: MRR growing about 14 % a month to $18,500, 12,400 active traders,
 * a team of eight, and a seed-round cash balance falling by a burn that eases as revenue grows.
 * Money is in cents (integer minor units), as the metrics module stores it.
 */
export function demoMetrics(epoch: Date): { metrics: CompanyMetricRow[]; values: CompanyMetricValueRow[] } {
  const createdAt = new Date(Date.UTC(epoch.getUTCFullYear(), epoch.getUTCMonth() - 12, 1));
  const metric = (id: number, kind: string, name: string, unit: string, currency: string | null): CompanyMetricRow => ({
    id,
    startupId: LEDGERLINE_ID,
    kind,
    name,
    unit,
    currency,
    position: id,
    createdAt,
    updatedAt: createdAt,
  });
  const metrics = [
    metric(1, 'mrr', 'MRR', 'money', 'USD'),
    metric(2, 'cash', 'Cash', 'money', 'USD'),
    metric(3, 'customers', 'Customers', 'count', null),
    metric(4, 'headcount', 'Headcount', 'count', null),
  ];
  const values: CompanyMetricValueRow[] = [];
  let cashCents = 0;
  for (let back = 12; back >= 1; back -= 1) {
    const month = monthBefore(epoch, back);
    const mrrCents = Math.round((1_850_000 / 1.14 ** (back - 1)) / 100) * 100;
    // Costs of $52,000 a month at the start, $2,000 more every quarter; cash from the seed round.
    const costsCents = 5_200_000 + Math.floor((12 - back) / 3) * 200_000;
    cashCents = back === 12 ? 82_000_000 : cashCents - (costsCents - mrrCents);
    const customers = Math.round(12_400 / 1.12 ** (back - 1));
    const headcount = 8 - Math.floor((back - 1) / 4);
    const updatedAt = new Date(`${month}T00:00:00Z`);
    for (const [metricId, value] of [[1, mrrCents], [2, cashCents], [3, customers], [4, headcount]] as const) {
      values.push({ metricId, month, value: String(value), recordedBy: demoAccounts.founder.userId, updatedAt });
    }
  }
  return { metrics, values };
}
