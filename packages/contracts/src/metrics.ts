import { z } from 'zod';
import { idParamsSchema, rowIdTextSchema } from './common';
import { calendarMonthSchema } from './dates';
import { refusal } from './i18n/message-issue';
import { refusalError } from './refusal-schema';
import type { Message } from './i18n/message';
import { metricCurrencies } from './metric-values';
import { withNameCharacters } from './text';
import { metricKinds, metricUnits, standardMetrics, metricLimits, metricsMessages, latestRecordableMonth, isReservedMetricName } from './metrics-texts';

// The zod-free part (strings, labels, limits) is in metrics-texts.ts; importing it from here works too.
export * from './metrics-texts';

/** A month as the API writes it: 'YYYY-MM' (from 1900-01: PostgreSQL has no year 0). */
export const monthSchema = calendarMonthSchema();

/** A month a value may be recorded for: 1900-01 up to the current month. */
export const recordMonthSchema = z
  .string({ error: metricsMessages.monthFormat })
  .pipe(monthSchema)
  .refine((month) => month <= latestRecordableMonth(), metricsMessages.monthFuture);

const metricNameSchema = withNameCharacters(
  z.string({ error: metricsMessages.nameRequired }).trim().min(1, metricsMessages.nameRequired).max(metricLimits.nameLength, refusalError(metricsMessages.nameTooLong)),
);

const currencySchema = z.enum(metricCurrencies, refusalError(metricsMessages.currency));

const unitSchema = z.enum(metricUnits, { error: metricsMessages.unitRequired });

/**
 * Defines a metric: a standard kind (name and unit fixed; a currency for money ones), or a custom one
 * with its own name and unit (and a currency when it is money).
 */
export const defineMetricInputSchema = z
  .strictObject({
    kind: z.enum(metricKinds, refusalError(metricsMessages.kind)),
    name: metricNameSchema.optional(),
    unit: unitSchema.optional(),
    currency: currencySchema.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, text: string | Message) => ctx.addIssue({ code: 'custom', path: [path], ...(typeof text === 'string' ? { message: text } : refusal(text)) });
    let unit = input.unit;
    if (input.kind === 'custom') {
      if (input.name === undefined) issue('name', metricsMessages.nameRequired);
      else if (isReservedMetricName(input.name)) issue('name', metricsMessages.nameIsStandard(input.name));
      if (unit === undefined) issue('unit', metricsMessages.unitRequired);
    } else {
      const standard = standardMetrics[input.kind];
      if (input.name !== undefined && input.name !== standard.name) issue('name', metricsMessages.standardNameFixed(standard.name));
      if (unit !== undefined && unit !== standard.unit) issue('unit', metricsMessages.standardUnitFixed(standard.name, standard.unit));
      unit = standard.unit;
    }
    if (unit === 'money' && !input.currency) issue('currency', metricsMessages.currencyRequired);
    if (unit !== undefined && unit !== 'money' && input.currency) issue('currency', metricsMessages.currencyOnlyForMoney);
  });

export type DefineMetricInput = z.input<typeof defineMetricInputSchema>;

/** Renames a custom metric, or changes its unit or currency (a standard one: its currency only). */
export const updateMetricInputSchema = z
  .strictObject({
    name: metricNameSchema.optional(),
    unit: unitSchema.optional(),
    currency: currencySchema.nullable().optional(),
  })
  .refine((input) => input.name !== undefined || input.unit !== undefined || input.currency !== undefined, metricsMessages.nothingToUpdate);

export type UpdateMetricInput = z.input<typeof updateMetricInputSchema>;

/** One month of one metric: a value as a person writes it (money in major units, '12500.50'), or null to delete the month. */
export const metricValueEntrySchema = z.strictObject({
  metricId: z.number({ error: metricsMessages.metricId }).int(metricsMessages.metricId).min(1, metricsMessages.metricId).max(2_147_483_647, metricsMessages.metricId),
  month: recordMonthSchema,
  value: z.string().max(40, metricsMessages.valueTooLong).nullable(),
});

/** Upserts months of any of the startup's metrics in one transaction; a null value deletes that month. */
export const recordMetricValuesInputSchema = z
  .strictObject({ values: z.array(metricValueEntrySchema).min(1, metricsMessages.noValues).max(metricLimits.valuesPerSave, refusalError(metricsMessages.tooManyValues)) })
  .superRefine(({ values }, ctx) => {
    const seen = new Set<string>();
    values.forEach((entry, index) => {
      const key = `${entry.metricId} ${entry.month}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['values', index, 'month'], ...refusal(metricsMessages.duplicateValue(entry.month)) });
      seen.add(key);
    });
  });

export type RecordMetricValuesInput = z.input<typeof recordMetricValuesInputSchema>;

/** A CSV of month,metric,value rows: previewed (commit false, nothing saved) or saved (commit true, every valid row). */
export const importMetricsInputSchema = z.strictObject({
  csv: z
    .string({ error: metricsMessages.csvEmpty })
    .max(metricLimits.importBytes, refusalError(metricsMessages.csvTooLarge))
    .refine((csv) => csv.trim() !== '', metricsMessages.csvEmpty)
    .refine((csv) => new TextEncoder().encode(csv).length <= metricLimits.importBytes, refusal(metricsMessages.csvTooLarge)),
  commit: z.boolean({ error: metricsMessages.commit }),
});

export type ImportMetricsInput = z.input<typeof importMetricsInputSchema>;

export const importedRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  month: z.string(),
  /** The metric's name when found, else the text of the file. */
  metric: z.string(),
  /** The value as written in the file. */
  value: z.string(),
  /** Why the row is not saved, starting 'Line N: '; null for a valid row. */
  error: z.string().nullable(),
});

export type ImportedRow = z.infer<typeof importedRowSchema>;

export const importMetricsResultSchema = z.object({
  rows: z.array(importedRowSchema),
  /** Rows written: 0 for a preview. */
  saved: z.number().int(),
});

export type ImportMetricsResult = z.infer<typeof importMetricsResultSchema>;

/** One month of a metric's series: recorded, or computed from cash (burn and runway). */
export const metricPointSchema = z.object({
  month: monthSchema,
  /** Decimal text: money in integer minor units, other units as the quantity. */
  value: z.string(),
  isComputed: z.boolean(),
});

export type MetricPoint = z.infer<typeof metricPointSchema>;

export const metricSchema = z.object({
  id: z.number().int(),
  kind: z.enum(metricKinds),
  name: z.string(),
  unit: z.enum(metricUnits),
  currency: z.string().nullable(),
  /** Every month with a value, oldest first. Runway months where the company is not burning are left out (no finite runway). */
  series: z.array(metricPointSchema),
});

export type Metric = z.infer<typeof metricSchema>;

/** Burn rate and runway as of the latest month with a cash balance (finance/company-metrics.ts). */
/** Whether the recorded months show cash going out; the runway tile says it as a sentence ('Not burning'). */
export const burnStatuses = ['burning', 'not_burning', 'unknown'] as const;

export const cashPositionSchema = z.object({
  month: monthSchema,
  currency: z.string(),
  cash: z.string(),
  /** Average monthly net cash outflow over the last 3 months with data, minor units; null when no month gives one yet. */
  burnRate: z.string().nullable(),
  /** Months; null when not burning or not known (see `status`). */
  runwayMonths: z.string().nullable(),
  status: z.enum(burnStatuses),
});

export type CashPosition = z.infer<typeof cashPositionSchema>;

export const metricsViewSchema = z.object({
  metrics: z.array(metricSchema),
  /** Null until a Cash metric has a value. */
  cashPosition: cashPositionSchema.nullable(),
});

export type MetricsView = z.infer<typeof metricsViewSchema>;

export const metricParamsSchema = idParamsSchema.extend({ metricId: rowIdTextSchema });
