/** The valuation contract: the recommendation, each method's value and the recorded peers behind comparables. */
import { z } from 'zod';
import { recordedPeersSchema } from './comparables';
import { currencyCodes } from './currencies';
import { cashPositionSchema } from './metrics';

/**
 * The valuation in the company's currency (decision 0035): the engine values in US dollars (its
 * comparables and scores are dollar-based); the fair value, range and each method's value are converted
 * once, when the valuation is calculated, at the latest stored rate, whose date and source travel with
 * them; the reasoning's sentences state the same converted amounts.
 */
export const valuationInCurrencySchema = z.object({
  currency: z.enum(currencyCodes),
  fairValueMinor: z.string(),
  minMinor: z.string(),
  maxMinor: z.string(),
  /** Each method's value (the spec's `methods`) in the company's currency; absent from results saved before it. */
  methods: z.record(z.string(), z.string()).optional(),
  /** Each recorded peer's valuation (the result's `comparables.peers`, in order) at the same rate; absent from results saved before it. */
  peers: z.array(z.string()).optional(),
  rateDate: z.string(),
  source: z.string(),
});
export type ValuationInCurrency = z.infer<typeof valuationInCurrencySchema>;

export const valuationResultSchema = z.object({
  recommendation: z.object({ fairValue: z.number().min(0), range: z.object({ min: z.number().min(0), max: z.number().min(0) }), reasoning: z.array(z.string()) }),
  methods: z.record(z.string(), z.object({ value: z.number().min(0), confidence: z.number().min(0).max(1) })),
  /** Not in the spec's payload: the recorded peers behind the comparables method; absent from results saved before it. */
  comparables: recordedPeersSchema.optional(),
  /** Not in the spec's payload: the recommendation in the company's currency when it is not the US dollar; absent from results saved before it. */
  inCompanyCurrency: valuationInCurrencySchema.optional(),
  /**
   * Not in the spec's payload: the company's cash, burn and runway as of its latest recorded month
   * (company metrics), read when the valuation is read, for a reader who may see the financial model.
   */
  actuals: cashPositionSchema.optional(),
});
export type ValuationResult = z.infer<typeof valuationResultSchema>;
