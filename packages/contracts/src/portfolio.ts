import { z } from 'zod';
import { idParamsSchema, rowIdSchema, rowIdTextSchema } from './common';
import { antiDilutionOptions, portfolioSortOptions, roundTypes } from './enums';
import { assessmentRiskSchema } from './assessment';
import { sectorSchema } from './vocabulary-schemas';
import { raiseInstruments } from './fundraising-texts';
import { roomTermsSchema } from './round-room';
import { validationMessages } from './ui-strings';
import { portfolioMessages, investmentConfirmationStatuses, MAX_INVESTMENT_USD, MAX_VALUATION_USD, hasAtMostTwoDecimals, pastDateProblem, riskLevels } from './portfolio-texts';

// The zod-free part (strings, labels, limits) is in portfolio-texts.ts; importing it from here works too.
export * from './portfolio-texts';

/** A calendar date 'YYYY-MM-DD' between 1900-01-01 and today (the spec's validation rules). */
export const pastDateSchema = (required: string) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    const problem = pastDateProblem(value, required);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Whole US dollars with cents at most: the server stores them as integer cents. */
const usdAmount = (required: string, max: number, maxMessage: string) =>
  z
    .number({ error: required })
    .min(1, required)
    .max(max, maxMessage)
    .refine(hasAtMostTwoDecimals, portfolioMessages.amountCents);

/** The spec's record-investment form: fields, defaults and messages verbatim. */
export const recordInvestmentInputSchema = z.strictObject({
  startupId: z.number({ error: validationMessages.startupId }).int(validationMessages.startupId).min(1, validationMessages.startupId),
  dealDate: pastDateSchema(validationMessages.dealDate),
  investmentAmount: usdAmount(validationMessages.investmentAmount, MAX_INVESTMENT_USD, portfolioMessages.investmentAmountTooLarge),
  equityPercentage: z
    .number({ error: portfolioMessages.equityRange })
    .gt(0, portfolioMessages.equityRange)
    .max(100, portfolioMessages.equityRange)
    .optional(),
  valuation: z
    .number({ error: portfolioMessages.valuationRange })
    .min(1, portfolioMessages.valuationRange)
    .max(MAX_VALUATION_USD, portfolioMessages.valuationRange)
    .refine(hasAtMostTwoDecimals, portfolioMessages.amountCents)
    .optional(),
  roundType: z.enum(roundTypes, { error: validationMessages.roundType }),
  leadInvestor: z.boolean().default(false),
  boardSeat: z.boolean().default(false),
  liquidationPreference: z
    .number({ error: portfolioMessages.liquidationPreferenceRange })
    .min(0, portfolioMessages.liquidationPreferenceRange)
    .max(10, portfolioMessages.liquidationPreferenceRange)
    .default(1),
  antiDilutionRights: z.enum(antiDilutionOptions, { error: portfolioMessages.antiDilution }).optional(),
  notes: z.string().trim().max(2000, portfolioMessages.notesTooLong).optional(),
});

export type RecordInvestmentInput = z.infer<typeof recordInvestmentInputSchema>;

export type RecordInvestmentFormValues = z.input<typeof recordInvestmentInputSchema>;

export const recordExitInputSchema = z.strictObject({
  exitAmount: z
    .number({ error: portfolioMessages.exitAmountRange })
    .min(0, portfolioMessages.exitAmountRange)
    .max(MAX_VALUATION_USD, portfolioMessages.exitAmountRange)
    .refine(hasAtMostTwoDecimals, portfolioMessages.amountCents),
  exitDate: pastDateSchema('Exit date is required'),
});

export type RecordExitInput = z.infer<typeof recordExitInputSchema>;

export const startupIdParamsSchema = z.strictObject({ startupId: idParamsSchema.shape.id });

export const portfolioCompaniesQuerySchema = z.strictObject({
  sortBy: z.enum(portfolioSortOptions).default('name'),
  /** 'All', or a sector in any spelling the spec's filter used ('Fintech'), read as the vocabulary's. */
  sector: z.union([z.literal('All'), sectorSchema('Unknown sector filter')]).default('All'),
});

export type PortfolioCompaniesQuery = z.infer<typeof portfolioCompaniesQuerySchema>;

/** An investment as its owner sees it; amounts in US dollars (stored as integer cents). */
export const investmentSchema = z.object({
  id: z.number(),
  startupId: z.number(),
  dealDate: z.string(),
  investmentAmount: z.number(),
  currency: z.string(),
  equityPercentage: z.number().nullable(),
  valuation: z.number().nullable(),
  roundType: z.enum(roundTypes),
  leadInvestor: z.boolean(),
  boardSeat: z.boolean(),
  liquidationPreference: z.number(),
  antiDilutionRights: z.enum(antiDilutionOptions).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the startup's founder confirmed this record (revision by revision). */
  confirmationStatus: z.enum(investmentConfirmationStatuses),
  revision: z.number().int(),
  /**
   * The round room's commitment this investment was written by, when the founder closed it (decision 0059): the
   * instrument and the terms the investor signed, with the signature's version and time. Such an investment is the
   * record: its investor cannot edit or delete it. Null for a round the investor recorded themselves.
   */
  fromRound: z
    .object({ raiseId: z.number().int(), name: z.string(), instrument: z.enum(raiseInstruments), terms: roomTermsSchema, termsVersion: z.number().int(), signedAt: z.string() })
    .nullable(),
});

export type Investment = z.infer<typeof investmentSchema>;
export type InvestmentFromRound = NonNullable<Investment['fromRound']>;

/**
 * GET /api/startups/{id}/investments: the rounds investors recorded in the founder's startup,
 * for the founder to confirm or decline. Only confirmed ones count in the funding tracker.
 */
export const startupInvestmentSchema = z.object({
  id: z.number().int(),
  investor: z.object({ id: z.string(), name: z.string() }),
  dealDate: z.string(),
  investmentAmount: z.number(),
  currency: z.string(),
  equityPercentage: z.number().nullable(),
  valuation: z.number().nullable(),
  roundType: z.enum(roundTypes),
  confirmationStatus: z.enum(investmentConfirmationStatuses),
  revision: z.number().int(),
  updatedAt: z.string(),
});

export type StartupInvestment = z.infer<typeof startupInvestmentSchema>;

export const startupInvestmentsSchema = z.array(startupInvestmentSchema);

/** POST …/investments/{investmentId}/confirm|decline: the revision the founder reviewed. */
export const decideInvestmentInputSchema = z.strictObject({ revision: rowIdSchema });

export type DecideInvestmentInput = z.infer<typeof decideInvestmentInputSchema>;

export const startupInvestmentParamsSchema = z.strictObject({
  id: rowIdTextSchema,
  investmentId: rowIdTextSchema,
});

export const startupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  sector: z.string(),
  logoUrl: z.string().nullable(),
});

export const portfolioOverviewSchema = z.object({
  summary: z.object({
    totalInvested: z.number(),
    activeCompanies: z.number(),
    totalInvestments: z.number(),
    avgOwnership: z.number(),
  }),
  recentInvestments: z.array(
    z.object({
      id: z.number(),
      startupId: z.number(),
      startupName: z.string(),
      logoUrl: z.string().nullable(),
      roundType: z.string(),
      date: z.string(),
      amount: z.number(),
      /** A record is the investor's claim until the startup's founder confirms it. */
      confirmationStatus: z.enum(investmentConfirmationStatuses),
    }),
  ),
});

export type PortfolioOverview = z.infer<typeof portfolioOverviewSchema>;

/** Spec's portfolio company plus the figures and reasons behind its score and risk. */
export const portfolioCompanySchema = z.object({
  id: z.number(),
  startup: startupSummarySchema,
  totalInvested: z.number(),
  currentValuation: z.number(),
  companyValuation: z.number().nullable(),
  ownershipPercentage: z.number(),
  multiple: z.number(),
  performanceScore: z.number(),
  performanceExplanation: z.string(),
  /** The company's assessment as this investor sees it (decision 0042): riskLevel and riskReasons are read from it. */
  assessment: assessmentRiskSchema,
  riskLevel: z.enum(riskLevels),
  /** The assessment's critical findings, or its score and range when it has none. */
  riskReasons: z.array(z.string()),
  /** What the position itself carries (marked down, early stage, no or stale valuation, concentration, exited): shown, not scored. */
  positionFactors: z.array(z.string()),
  isExited: z.boolean(),
  investmentCount: z.number(),
});

export type PortfolioCompany = z.infer<typeof portfolioCompanySchema>;

export const portfolioCompaniesSchema = z.array(portfolioCompanySchema);

export const portfolioPerformanceSchema = z.object({
  overview: z.object({
    totalCommitted: z.number(),
    activeInvestments: z.number(),
    exitedInvestments: z.number(),
    avgMultiple: z.number(),
  }),
  topPerformers: z.array(
    z.object({
      startup: startupSummarySchema,
      exitMultiple: z.number().nullable(),
      currentMultiple: z.number(),
      investmentAmount: z.number(),
    }),
  ),
});

export type PortfolioPerformance = z.infer<typeof portfolioPerformanceSchema>;

export const exitSchema = z.object({ exitAmount: z.number(), exitDate: z.string(), currency: z.string() });

export const portfolioCompanyDetailSchema = z.object({
  company: portfolioCompanySchema,
  startup: startupSummarySchema.extend({ region: z.string(), fundingStage: z.string() }),
  rounds: z.array(investmentSchema),
  exit: exitSchema.nullable(),
  valueHistory: z.array(z.object({ date: z.string(), invested: z.number(), value: z.number() })),
});

export type PortfolioCompanyDetail = z.infer<typeof portfolioCompanyDetailSchema>;
