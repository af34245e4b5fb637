/**
 * A count of customers, users or shops as written: thousands grouped by a comma, a space or a narrow space ('1,240',
 * '1 240') or up to six plain digits, captured for `statedNumber` (layout-cells.ts). One pattern for the readers of
 * dated counts (churn-balance.ts, churn-dated-fall.ts, cohort-counts-kept.ts, churn-of-these.ts).
 */
export const statedCount = String.raw`(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d{1,6})`;
