// The metric kinds and units alone, with no message or schema: what the update schemas need of the metrics contract,
// so the update forms do not load its strings (decision 0083).
/**
 * Company metrics: what a founder tracks month by month for a startup. The standard
 * kinds have a fixed name and unit; 'custom' ones carry their own. Burn and runway are computed
 * from cash where the months allow it (packages/finance/src/company-metrics.ts).
 */
export const standardMetricKinds = ['mrr', 'revenue', 'cash', 'burn', 'runway', 'customers', 'gross_margin', 'headcount'] as const;

export type StandardMetricKind = (typeof standardMetricKinds)[number];

export const metricKinds = [...standardMetricKinds, 'custom'] as const;

export type MetricKind = (typeof metricKinds)[number];

/** money: integer minor units of the metric's currency; percent: 62.5 means 62.5 %. */
export const metricUnits = ['money', 'count', 'percent', 'months'] as const;

export type MetricUnit = (typeof metricUnits)[number];
