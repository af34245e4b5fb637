// The portfolio-returns contract's strings, kinds and column headings (zod-free). The screens import them from here, so the
// schemas in portfolio-returns.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { dateProblem } from './dates-texts';
import { latestAllowedDate } from './portfolio-texts';

/** Cash in (first cheque, follow-on), cash back (distribution), and a write-off (no cash; the value left is zero). Decision 0041. */
export const returnsFlowKinds = ['first-cheque', 'follow-on', 'distribution', 'write-off'] as const;
export const returnsFlowKindLabels = { 'first-cheque': 'First cheque', 'follow-on': 'Follow-on', distribution: 'Distribution', 'write-off': 'Write-off' } as const satisfies Record<(typeof returnsFlowKinds)[number], string>;
export type ReturnsFlowKind = (typeof returnsFlowKinds)[number];

/** Where a flow comes from: a round the founder confirmed, the recorded exit, or the investor's own entry (the only kind deleted here). */
export const returnsFlowOrigins = ['investment', 'exit', 'recorded'] as const;
/** What a company's current value rests on. */
export const returnsValueSources = ['round', 'manual', 'exit', 'write-off', 'cost'] as const;
export type ReturnsValueSource = (typeof returnsValueSources)[number];
/** Why there is no IRR (xirr.ts): nothing both in and out, everything on one day, or no rate makes NPV zero. */
export const irrMissingReasons = ['one-sign', 'same-day', 'too-high', 'no-root'] as const;

export const returnsExportFormats = ['csv', 'xlsx'] as const;

export const returnsMessages = {
  kind: 'Kind must be first-cheque, follow-on, distribution or write-off',
  amountRequired: 'Amount is required',
  valueRequired: 'Value is required',
  dateRequired: 'Date is required',
  dateFormat: 'Date must be a date (YYYY-MM-DD)',
  dateFuture: 'Date cannot be in the future',
  dateTooEarly: 'Date cannot be before 1900-01-01',
  noteTooLong: 'Note must be at most 500 characters',
  sourceRequired: 'Say where the value comes from (a report, a secondary sale, a new round)',
  sourceTooLong: 'Source must be at most 200 characters',
  flowNotFound: 'Flow',
  markNotFound: 'Mark',
  format: "Format must be 'csv' or 'xlsx' (format)",
  viewersReadOnly: 'Viewers can read the fund’s returns but not change them',
} as const;

/** The one message a flow or mark date shows: required, then format, then 1900-01-01..today. */
export function returnsDateProblem(value: string): string | undefined {
  if (!value) return returnsMessages.dateRequired;
  const problem = dateProblem(value);
  if (problem === 'invalid') return returnsMessages.dateFormat;
  if (problem === 'tooEarly') return returnsMessages.dateTooEarly;
  if (value > latestAllowedDate()) return returnsMessages.dateFuture;
  return undefined;
}

/** Column headings of the returns files (CSV and Excel), in English like the other exports. */
export const returnsExportColumns = {
  company: 'Company',
  currency: 'Currency',
  invested: 'Invested',
  distributed: 'Distributed',
  currentValue: 'Current value',
  moic: 'MOIC',
  valueSource: 'Value source',
  valueDate: 'Value date',
  metric: 'Metric',
  value: 'Value',
  reportingCurrency: 'Reporting currency',
  asOf: 'As of',
  paidIn: 'Paid in',
  residualValue: 'Residual value',
  fund: 'Fund',
  leftOut: 'Left out of the totals (no rate on or before)',
} as const;

export const returnsExportSheetNames = { companies: 'Companies', portfolio: 'Portfolio' } as const;
