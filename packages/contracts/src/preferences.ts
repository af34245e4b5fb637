import { z } from 'zod';
import { displayCurrencies } from './currencies';

/** The languages the product is written in; English is the spec's and the default. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/**
 * A signed-in person's own choices, remembered on their account. Null means "not chosen": the
 * language then follows the browser, and amounts are shown in US dollars besides their own currency.
 */
export const preferencesSchema = z.object({
  locale: z.enum(locales).nullable(),
  displayCurrency: z.enum(displayCurrencies).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Either choice alone; a field left out keeps its saved value. */
export const updatePreferencesInputSchema = preferencesSchema.partial().strict();
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInputSchema>;
