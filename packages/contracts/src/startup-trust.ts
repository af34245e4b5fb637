import { z } from 'zod';
import { isIsoCountryCode } from './countries';
import { startupTrustMessages, registrationNumberPattern } from './startup-trust-texts';

// The zod-free part (strings, labels, limits) is in startup-trust-texts.ts; importing it from here works too.
export * from './startup-trust-texts';

/**
 * Optional on create and edit, so older clients keep working: left out keeps what is stored,
 * '' or null clears it. Inner runs of spaces are collapsed before the check.
 */
export const registrationNumberInputSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(z.union([z.literal(''), z.string().regex(registrationNumberPattern, startupTrustMessages.registrationNumber)]))
  .nullable()
  .optional();

export const registrationCountryInputSchema = z
  .union([z.literal(''), z.string().refine((code): boolean => isIsoCountryCode(code), startupTrustMessages.registrationCountry)])
  .nullable()
  .optional();

/** PUT /api/startups/:id/request-settings: the founder's switch, owner only. */
export const startupRequestSettingsInputSchema = z.strictObject({ verifiedInvestorsOnly: z.boolean() });

export type StartupRequestSettingsInput = z.infer<typeof startupRequestSettingsInputSchema>;

export const startupRequestSettingsSchema = z.object({ verifiedInvestorsOnly: z.boolean() });

export type StartupRequestSettings = z.infer<typeof startupRequestSettingsSchema>;

/**
 * The facts a startup page shows under "Verification". `registration*` are what the founder
 * states; `matchedWebsiteDomain` is set only when the founder's e-mail is verified and its domain
 * is the website's (websiteMatchesEmailDomain in ./domains), never for a free-mail domain.
 */
export const startupVerificationFactsSchema = z.object({
  registrationNumber: z.string().nullable(),
  registrationCountry: z.string().nullable(),
  matchedWebsiteDomain: z.string().nullable(),
});

export type StartupVerificationFacts = z.infer<typeof startupVerificationFactsSchema>;
