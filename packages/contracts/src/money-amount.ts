import { z } from 'zod';
import { currencyCodes } from './currencies';

/*
 * Kept apart from ./exchange-rates (the admin console's import and its messages), so the public startup
 * pages that show amounts load only these two schemas.
 */

/**
 * An amount in its own currency and, when the viewer's display currency is another one and both have
 * a rate, the same amount converted by the server (the web app does no currency arithmetic). Minor
 * units travel as integer text: a raise of ten trillion francs converted to naira passes 2^53.
 */
export const convertedAmountSchema = z.object({
  amountMinor: z.string(),
  currency: z.enum(currencyCodes),
  /** The older of the two rates' dates, YYYY-MM-DD. */
  rateDate: z.string(),
  source: z.string(),
});
export type ConvertedAmount = z.infer<typeof convertedAmountSchema>;

export const moneyAmountSchema = z.object({
  amountMinor: z.string(),
  currency: z.enum(currencyCodes),
  converted: convertedAmountSchema.nullable(),
});
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;
