import { z } from 'zod';
import { rowIdSchema, rowIdTextSchema } from './common';
import { currencyCodes } from './currencies';
import { organisationRoles } from './organisations-texts';
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

const m = returnsMessages;

const dateSchema = z.string({ error: m.dateRequired }).superRefine((value, ctx) => {
  const problem = returnsDateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * An amount as a person writes it ('25 000', '$1.2M', 'XOF 500 000'): the server reads it with the one money reader
 * (decision 0032) in the company's currency, so a refusal names this field.
 */
const amountText = (required: string) => z.string({ error: required }).trim().min(1, required).max(64, required);

/** The fund whose returns these are (decision 0065); left out, the caller's own. */
const organisationIdQuery = z.coerce.number().int().min(1).optional();
const organisationIdBody = z.number().int().min(1).optional();

export const recordReturnsFlowInputSchema = z.strictObject({
  organisationId: organisationIdBody,
  startupId: rowIdSchema,
  kind: z.enum(returnsFlowKinds, { error: m.kind }),
  amount: amountText(m.amountRequired),
  date: dateSchema,
  note: z.string().trim().max(500, m.noteTooLong).optional(),
});
export type RecordReturnsFlowInput = z.infer<typeof recordReturnsFlowInputSchema>;

export const recordReturnsMarkInputSchema = z.strictObject({
  organisationId: organisationIdBody,
  startupId: rowIdSchema,
  value: amountText(m.valueRequired),
  date: dateSchema,
  source: z.string({ error: m.sourceRequired }).trim().min(1, m.sourceRequired).max(200, m.sourceTooLong),
});
export type RecordReturnsMarkInput = z.infer<typeof recordReturnsMarkInputSchema>;

/** The reporting currency; left out, the viewer's display currency (US dollars when they chose none). */
export const returnsQuerySchema = z.strictObject({ currency: z.enum(currencyCodes).optional(), organisationId: organisationIdQuery });
export type ReturnsQuery = z.infer<typeof returnsQuerySchema>;

export const returnsExportQuerySchema = z.strictObject({
  currency: z.enum(currencyCodes).optional(),
  organisationId: organisationIdQuery,
  format: z.enum(returnsExportFormats, { error: m.format }),
});
export type ReturnsExportQuery = z.infer<typeof returnsExportQuerySchema>;

export const returnsEntryParamsSchema = z.strictObject({ id: rowIdTextSchema });

/** Minor units travel as integer text (as in money-amount.ts): a portfolio in francs passes 2^53 quickly. */
const minor = z.string();

export const returnsFlowSchema = z.object({
  /** The row's id for the investor's own entries; the investment's or null (the exit) for derived ones. */
  id: z.number().int().nullable(),
  origin: z.enum(returnsFlowOrigins),
  kind: z.enum(returnsFlowKinds),
  date: z.string(),
  amountMinor: minor,
  currency: z.enum(currencyCodes),
  note: z.string().nullable(),
});
export type ReturnsFlowView = z.infer<typeof returnsFlowSchema>;

export const returnsMarkSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  valueMinor: minor,
  currency: z.enum(currencyCodes),
  source: z.string(),
});
export type ReturnsMarkView = z.infer<typeof returnsMarkSchema>;

export const companyReturnsSchema = z.object({
  startup: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }),
  currency: z.enum(currencyCodes),
  investedMinor: minor,
  distributedMinor: minor,
  currentValueMinor: minor,
  /** (distributed + current value) ÷ invested, unrounded; null with nothing invested. */
  moic: z.number().nullable(),
  valueSource: z.enum(returnsValueSources),
  /** The mark's, exit's or write-off's date; null when carried at cost. */
  valueDate: z.string().nullable(),
  /** The manual mark's source as the investor wrote it; null otherwise. */
  valueNote: z.string().nullable(),
  flows: z.array(returnsFlowSchema),
  marks: z.array(returnsMarkSchema),
});
export type CompanyReturnsView = z.infer<typeof companyReturnsSchema>;

/** GET /api/portfolio/returns: the owner's returns in `currency`, each flow converted at its date's rate. */
export const portfolioReturnsSchema = z.object({
  /** The fund whose returns these are, with the caller's role there (viewers read only); null for the caller's own. */
  organisation: z.object({ id: z.number().int(), name: z.string(), role: z.enum(organisationRoles) }).nullable(),
  currency: z.enum(currencyCodes),
  asOf: z.string(),
  paidInMinor: minor,
  distributedMinor: minor,
  residualValueMinor: minor,
  tvpi: z.number().nullable(),
  dpi: z.number().nullable(),
  rvpi: z.number().nullable(),
  /** Annual rate as a fraction (0.12 = 12 %); null with `irrMissingReason` saying why. */
  irr: z.number().nullable(),
  irrMissingReason: z.enum(irrMissingReasons).nullable(),
  companies: z.array(companyReturnsSchema),
  /** Companies left out of the totals: one of their amounts has no rate to `currency` on its date. */
  unconverted: z.array(z.object({ startupId: z.number().int(), currency: z.enum(currencyCodes), date: z.string() })),
  /** After each dated event: the running totals, and TVPI = value ÷ paid in (null before anything is paid in). */
  history: z.array(z.object({ date: z.string(), paidInMinor: minor, distributedMinor: minor, valueMinor: minor, tvpi: z.number().nullable() })),
});
export type PortfolioReturnsView = z.infer<typeof portfolioReturnsSchema>;
