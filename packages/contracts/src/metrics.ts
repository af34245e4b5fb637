import { z } from 'zod';

/**
 * Company metrics (issue 22): what a founder tracks month by month for a startup. The standard
 * kinds have a fixed name and unit; 'custom' ones carry their own. Burn and runway are computed
 * from cash where the months allow it (packages/finance/src/company-metrics.ts).
 */
export const standardMetricKinds = ['mrr', 'revenue', 'cash', 'burn', 'runway', 'customers', 'gross_margin', 'headcount'] as const;
export const metricKinds = [...standardMetricKinds, 'custom'] as const;
export type MetricKind = (typeof metricKinds)[number];

/** money: integer minor units of the metric's currency; percent: 62.5 means 62.5 %. */
export const metricUnits = ['money', 'count', 'percent', 'months'] as const;
export type MetricUnit = (typeof metricUnits)[number];

/** A month as the API writes it: 'YYYY-MM'. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month such as 2026-03');
