/** The financial model contract: the founder's assumptions and the projection, in the company's currency (`currency`; US dollars when absent). */
import { z } from 'zod';
import { numberField, wholeNumberField } from './financial-tools-fields';
import { financialToolsMessages } from './financial-tools-messages';
import { typedAssumptions, type TypedAssumption } from './financial-tools-model-input';
import { cashPositionSchema } from './metrics';
import { refusalError } from './refusal-schema';

const m = financialToolsMessages;

/** The spec's defaults; the spec sets no bounds on these six. */
export const defaultFinancialAssumptions = {
  revenueGrowthRate: 100,
  marketSize: 10_000_000,
  customerAcquisitionCost: 50,
  lifetimeValue: 500,
  churnRate: 5,
  grossMargin: 80,
} as const;

export const financialAssumptionsSchema = z.strictObject({
  revenueGrowthRate: numberField(m.assumptionNumber('Revenue growth rate')).default(defaultFinancialAssumptions.revenueGrowthRate),
  marketSize: numberField(m.assumptionNumber('Market size')).default(defaultFinancialAssumptions.marketSize),
  customerAcquisitionCost: numberField(m.assumptionNumber('Customer acquisition cost')).default(defaultFinancialAssumptions.customerAcquisitionCost),
  lifetimeValue: numberField(m.assumptionNumber('Lifetime value')).default(defaultFinancialAssumptions.lifetimeValue),
  churnRate: numberField(m.assumptionNumber('Churn rate')).default(defaultFinancialAssumptions.churnRate),
  grossMargin: numberField(m.assumptionNumber('Gross margin')).default(defaultFinancialAssumptions.grossMargin),
  startingMonthlyRevenue: numberField(m.assumptionNumber('Starting monthly revenue')).optional(),
  startingCash: numberField(m.assumptionNumber('Starting cash')).optional(),
  monthlyOperatingCosts: numberField(m.assumptionNumber('Monthly operating costs')).optional(),
  /** Net burn (costs − gross profit) at the start; sets the costs when they are not given (finance/financial-model.ts, costsFromBurn). */
  startingMonthlyBurn: numberField(m.assumptionNumber('Starting monthly burn')).optional(),
  salaryPerHead: numberField(m.assumptionNumber('Salary per head')).optional(),
  startingHeadcount: wholeNumberField(m.startingHeadcount).optional(),
  revenuePerEmployee: numberField(m.assumptionNumber('Revenue per employee')).optional(),
  projectionYears: z.number({ error: m.projectionYears }).int(m.projectionYears).min(1, m.projectionYears).max(10, m.projectionYears).optional(),
  startYear: z.number().int().min(1900).max(2200).optional(),
});
export type FinancialAssumptions = z.infer<typeof financialAssumptionsSchema>;

/** A typed assumption as it arrives: a JSON number as the spec sends it, or text as a person types it (financial-tools-model-input.ts). */
const typedField = (field: TypedAssumption) => {
  const refused = refusalError(m.assumptionNumber(typedAssumptions[field].label));
  return z.union([z.number(), z.string().trim().min(1, refused).max(64, refused)], refused);
};
const typedDefault = (field: keyof typeof defaultFinancialAssumptions) => typedField(field).default(defaultFinancialAssumptions[field]);

/**
 * The assumptions of a request: each amount and percentage may be text ('18 000 000', '1,5 M', '62,5 %'),
 * which the server reads in the company's currency before the model runs (readAssumptionText).
 */
export const financialAssumptionsInputSchema = financialAssumptionsSchema.extend({
  revenueGrowthRate: typedDefault('revenueGrowthRate'),
  marketSize: typedDefault('marketSize'),
  customerAcquisitionCost: typedDefault('customerAcquisitionCost'),
  lifetimeValue: typedDefault('lifetimeValue'),
  churnRate: typedDefault('churnRate'),
  grossMargin: typedDefault('grossMargin'),
  startingMonthlyRevenue: typedField('startingMonthlyRevenue').optional(),
  startingCash: typedField('startingCash').optional(),
  monthlyOperatingCosts: typedField('monthlyOperatingCosts').optional(),
  startingMonthlyBurn: typedField('startingMonthlyBurn').optional(),
  salaryPerHead: typedField('salaryPerHead').optional(),
  revenuePerEmployee: typedField('revenuePerEmployee').optional(),
});
export type FinancialAssumptionsInput = z.infer<typeof financialAssumptionsInputSchema>;

/** POST /api/startups/{id}/financial-model. */
export const createFinancialModelInputSchema = z.strictObject({ assumptions: financialAssumptionsInputSchema });
export type CreateFinancialModelInput = z.infer<typeof createFinancialModelInputSchema>;

/** The figures the model starts from, and the six assumptions (model-starting-point.ts in packages/finance). */
export const startingSettings = [
  'startingCash',
  'startingMonthlyRevenue',
  'startingMonthlyBurn',
  'monthlyOperatingCosts',
  'startingHeadcount',
  'revenueGrowthRate',
  'marketSize',
  'customerAcquisitionCost',
  'lifetimeValue',
  'churnRate',
  'grossMargin',
] as const;
export type StartingSetting = (typeof startingSettings)[number];

/** One figure the model used and where it came from: what the founder typed, company metrics (with the month), the profile, or a default. */
export const startingPointItemSchema = z.object({
  setting: z.enum(startingSettings),
  value: z.number(),
  source: z.enum(['founder', 'company_metrics', 'profile', 'default']),
  month: z.string().optional(),
});
export type StartingPointItem = z.infer<typeof startingPointItemSchema>;

const nullableMetric = z.number().nullable();
export const financialModelResultSchema = z.object({
  metrics: z.object({ ltv_cac: nullableMetric, burnRate: z.number(), runway: nullableMetric, rule40: nullableMetric, burnMultiple: nullableMetric.optional(), cacPayback: nullableMetric.optional() }),
  projections: z.array(
    z.object({ year: z.number().int(), revenue: z.number(), ebitda: z.number(), cashFlow: z.number(), headcount: z.number().int(), grossProfit: z.number().optional(), endingCash: z.number().optional() }),
  ),
  adjustments: z.array(z.string()).optional(),
  /** ISO 4217 code of every amount (the company's currency); USD when absent (models saved before it). */
  currency: z.string().optional(),
  startingPoint: z.array(startingPointItemSchema).optional(),
  /**
   * The company's cash, burn and runway as of its latest recorded month (company metrics), read when the
   * model is read: `metrics.burnRate` and `metrics.runway` are these figures whenever they are known, so
   * every screen states one runway.
   */
  actuals: cashPositionSchema.optional(),
});
export type FinancialModelResult = z.infer<typeof financialModelResultSchema>;
