/**
 * Financial tools persistence and access (decision 0005): what the stored
 * results look like when read back, the funding tracker as the screen shows it, and the
 * inputs that change it. The calculation inputs and results themselves live in
 * `financial-tools.ts`. The funding tracker's money is in the company's currency; the server stores minor units.
 */
import { z } from 'zod';
import { raiseInstruments, raiseStatuses } from './fundraising-texts';
import { idParamsSchema } from './common';
import { currencyCodes } from './currencies';
import { moneyAmountSchema } from './money-amount';
import { financialParts } from './startup-access';
import {
  capTableResultSchema,
  capTableShareholderSchema,
  createCapTableInputSchema,
  financialAssumptionsSchema,
  financialModelResultSchema,
  financialToolsMessages,
  valuationResultSchema,
} from './financial-tools';

/**
 * A startup the signed-in user may open in Financial Tools, whether they may change it, and
 * which parts they may read: every part for the founder, the shared parts for a person the
 * founder shared them with (until `sharedUntil`, when the share has an end).
 */
export const financialToolsStartupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  fundingStage: z.string(),
  /** The company's currency (its cash metric's, else its raise's): the model, valuation and funding tracker work in it. */
  currency: z.string().optional(),
  canEdit: z.boolean(),
  parts: z.array(z.enum(financialParts)),
  sharedUntil: z.string().nullable(),
});
export type FinancialToolsStartup = z.infer<typeof financialToolsStartupSchema>;
export const financialToolsStartupsSchema = z.array(financialToolsStartupSchema);

const generatedAt = z.string();

/**
 * GET /api/startups/{id}/cap-table: the share ledger's holdings on `asOf` (today) with the round model on
 * top (decision 0031): the result, the input it was computed from (its shares are the holdings), when the
 * ledger or the model last changed, and the opening position's date; null while the ledger is empty.
 */
export const savedCapTableSchema = capTableResultSchema.extend({
  input: createCapTableInputSchema,
  generatedAt,
  asOf: z.string(),
  openingDate: z.string().nullable(),
  /** The opening position as "Generate Cap Table" wrote it (what the editor edits); entries recorded since are on top of it in `input`. */
  openingShares: z.array(capTableShareholderSchema),
});
export type SavedCapTable = z.infer<typeof savedCapTableSchema>;

export const savedFinancialModelSchema = financialModelResultSchema.extend({ assumptions: financialAssumptionsSchema, generatedAt });
export type SavedFinancialModel = z.infer<typeof savedFinancialModelSchema>;

export const savedValuationSchema = valuationResultSchema.extend({ generatedAt });
export type SavedValuation = z.infer<typeof savedValuationSchema>;

export const fundingMilestoneSchema = z.object({ id: z.number().int(), task: z.string(), completed: z.boolean(), dueDate: z.string() });
export type FundingMilestone = z.infer<typeof fundingMilestoneSchema>;

/** An amount in another currency counted in the company's at the latest stored rates: what it was, what it counts for, and the rate's date and source. */
export const fundingConversionSchema = z.object({
  from: z.object({ amountMinor: z.string(), currency: z.string() }),
  amountMinor: z.string(),
  rateDate: z.string(),
  source: z.string(),
});
export type FundingConversion = z.infer<typeof fundingConversionSchema>;

/**
 * GET /api/startups/{id}/funding-tracker: the spec's {targetAmount, raisedAmount, milestones}, in the
 * company's currency (`currency`, decision 0035), plus the progress (raised over target, percent, exact)
 * and where the target came from: 'profile' is the raise on the startup profile until the founder sets one.
 * `target` and `raised` are the same figures exact (minor units as text), with the reader's display
 * currency beside them when it is another one; amounts in other currencies are listed with their rate.
 */
/** An amount of a raise in its currency: minor units (exact) and major units for display. */
const trackerMoneySchema = z.object({ amountMinor: z.number().int(), amount: z.number() });

export const fundingTrackerViewSchema = z.object({
  targetAmount: z.number().min(0),
  raisedAmount: z.number().min(0),
  currency: z.enum(currencyCodes),
  target: moneyAmountSchema,
  raised: moneyAmountSchema,
  targetConversion: fundingConversionSchema.nullable(),
  raisedConversions: z.array(fundingConversionSchema),
  /** Confirmed amounts (or a target) in a currency with no rate to the company's: shown beside, not added in. */
  unconverted: z.array(z.object({ amountMinor: z.string(), currency: z.string() })),
  progressPercent: z.number().min(0),
  targetSource: z.enum(['profile', 'founder']),
  investorCount: z.number().int().min(0),
  milestones: z.array(fundingMilestoneSchema),
  /**
   * The company's raises with money received (decision 0059): closed ones and those partly closed in tranches, each
   * with its own target and what its funded commitments brought in, in the round's currency. Their money is in
   * `raised` already (the confirmed investments their closes wrote): one source, no second tally.
   */
  rounds: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      instrument: z.enum(raiseInstruments),
      status: z.enum(raiseStatuses),
      currency: z.enum(currencyCodes),
      target: trackerMoneySchema,
      raised: trackerMoneySchema,
      fundedCount: z.number().int().min(0),
      openedOn: z.string().nullable(),
      closedOn: z.string().nullable(),
    }),
  ),
});
export type FundingTrackerView = z.infer<typeof fundingTrackerViewSchema>;

const m = financialToolsMessages;

/**
 * PUT /api/startups/{id}/funding-tracker: the founder's target for the round in the company's currency, a
 * JSON number (major units, rounded half up to the minor unit, as the spec's clients send it) or text as
 * typed ('500 000 000', '1,5 M'), which the server reads with the one reader in that currency.
 */
export const setFundingTargetInputSchema = z.strictObject({
  targetAmount: z.union([z.number().min(0, m.targetAmount).max(1e12, m.targetAmount), z.string().trim().min(1, m.targetAmount).max(64, m.targetAmount)], { error: m.targetAmount }),
});
export type SetFundingTargetInput = z.infer<typeof setFundingTargetInputSchema>;

export const milestoneParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, milestoneId: idParamsSchema.shape.id });
