import { z } from 'zod';
import { rowIdSchema, rowIdTextSchema } from './common';
import { currencyCodes } from './currencies';
import { organisationRoles } from './organisations-texts';
import { irrMissingReasons, returnsDateProblem, returnsExportFormats, returnsFlowKinds, returnsFlowOrigins, returnsMessages as m, returnsValueSources } from './portfolio-returns-texts';

// The zod-free part (strings, kinds, column headings) is in portfolio-returns-texts.ts; importing it from here works too.
export * from './portfolio-returns-texts';

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
