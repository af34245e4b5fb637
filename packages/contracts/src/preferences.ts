import { z } from 'zod';
import { displayCurrencies } from './currencies';
import { locales } from '@baobab/i18n/locales';

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
