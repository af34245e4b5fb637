import { z } from 'zod';
import { wholeAmountInputSchema } from './amount-input';
import { optionalUrlSchema } from './common';
import { countryCodeOf } from './geography';
import { isoCountryCodes } from './countries';
import { allRegions, allSectors, expertiseAreas, fundingStages, investorTypes, userTypes } from './enums';
import { readGeography } from './taxonomy';
import { sectorSchema, stageSchema } from './vocabulary-schemas';

/** 'Fintech' and 'FinTech' sent together are one sector once read. */
const distinct = <T>(values: T[]) => [...new Set(values)];
import { validationMessages } from './ui-strings';

/** Messages this feature adds to the spec's (which fixes none for these cases). */
export const onboardingMessages = {
  role: 'Role must be founder or investor',
  investorType: 'Select an investor type',
  previousExits: 'Previous exits must be a whole number from 0 to 100',
  alreadyFounder: 'You have already completed founder onboarding. Edit your founder profile instead.',
  alreadyInvestor: 'You have already completed investor onboarding. Edit your investor profile instead.',
  noFounderProfile: 'You have no founder profile yet. Complete founder onboarding first.',
  noInvestorProfile: 'You have no investor profile yet. Complete investor onboarding first.',
  unknownSector: 'Choose sectors from the list',
  unknownStage: 'Choose stages from the list',
  unknownGeography: 'Choose regions from the list, or name a country',
  unknownCountry: 'Choose countries from the list',
} as const;

export const roleSchema = z.enum(userTypes, { error: onboardingMessages.role });

/** A ticket size in whole US dollars, typed as people write it ('$500K', '1,5 M', '250 000') or sent as a number. */
const ticket = (message: string) => wholeAmountInputSchema('USD', { min: 1000, max: 10_000_000_000, outside: message });

export const founderProfileInputSchema = z.strictObject({
  bio: z.string().trim().min(10, validationMessages.bio).max(2000),
  location: z.string().trim().min(2, validationMessages.location).max(120),
  linkedinUrl: optionalUrlSchema,
  previousExits: z.number({ error: onboardingMessages.previousExits }).int(onboardingMessages.previousExits).min(0, onboardingMessages.previousExits).max(100, onboardingMessages.previousExits).optional(),
  expertiseTags: z.array(z.enum(expertiseAreas)).min(1, validationMessages.expertise).max(expertiseAreas.length),
  lookingForCofounder: z.boolean().optional(),
});
export type FounderProfileInput = z.infer<typeof founderProfileInputSchema>;

/** The spec's validation rules plus the one it forgot: minimum ≤ average ≤ maximum. */
export const investorProfileInputSchema = z
  .strictObject({
    type: z.enum(investorTypes, { error: onboardingMessages.investorType }),
    investmentThesis: z.string().trim().min(20, validationMessages.investmentThesis).max(4000),
    averageTicketSize: ticket(validationMessages.minTicketSize),
    minTicketSize: ticket(validationMessages.minTicketSize),
    maxTicketSize: ticket(validationMessages.maxTicketSize),
    sectors: z.array(sectorSchema(onboardingMessages.unknownSector)).min(1, validationMessages.sectors).max(allSectors.length + 20).transform(distinct),
    /** Regions, and the spec's country and grouping values ('Nigeria', 'MENA'), which are read into countries. */
    geographies: z.array(z.string().trim().max(80)).max(allRegions.length + 20).refine((values) => values.every((v) => readGeography(v) !== null), onboardingMessages.unknownGeography),
    /** Countries by ISO code or name ('SN', 'Senegal'): added to the spec's fields, optional. */
    countries: z.array(z.string().trim().max(80)).max(isoCountryCodes.length).refine((values) => values.every((v) => countryCodeOf(v) !== null), onboardingMessages.unknownCountry).optional(),
    stages: z.array(stageSchema(onboardingMessages.unknownStage)).min(1, validationMessages.stages).max(fundingStages.length + 20).transform(distinct),
    linkedinUrl: optionalUrlSchema,
  })
  .refine((v) => v.minTicketSize <= v.averageTicketSize && v.averageTicketSize <= v.maxTicketSize, {
    message: validationMessages.ticketOrder,
    path: ['averageTicketSize'],
  })
  .refine((v) => v.geographies.length + (v.countries?.length ?? 0) > 0, { message: validationMessages.geographies, path: ['geographies'] })
  // Stored as the vocabulary's regions and ISO countries: 'Nigeria' sent as a geography becomes the country NG.
  .transform(({ geographies, countries = [], ...rest }) => {
    const read = geographies.map((g) => readGeography(g)!);
    const regions = new Set(read.flatMap((r) => r.regions));
    const codes = new Set([...read.flatMap((r) => r.countries), ...countries.map((c) => countryCodeOf(c)!)]);
    return { ...rest, geographies: allRegions.filter((r) => regions.has(r)), countries: isoCountryCodes.filter((c) => codes.has(c)) };
  });
/** What a client sends (any accepted spelling); the server stores InvestorProfileValues. */
export type InvestorProfileInput = z.input<typeof investorProfileInputSchema>;
export type InvestorProfileValues = z.output<typeof investorProfileInputSchema>;

export const founderProfileSchema = z.object({
  id: z.number(),
  bio: z.string(),
  location: z.string(),
  linkedinUrl: z.string().nullable(),
  previousExits: z.number(),
  expertiseTags: z.array(z.string()),
  lookingForCofounder: z.boolean(),
});
export type FounderProfile = z.infer<typeof founderProfileSchema>;

export const investorOwnProfileSchema = z.object({
  id: z.number(),
  type: z.enum(investorTypes),
  investmentThesis: z.string(),
  averageTicketSize: z.number(),
  minTicketSize: z.number(),
  maxTicketSize: z.number(),
  sectors: z.array(z.string()),
  /** Regions of the vocabulary. */
  geographies: z.array(z.string()),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.string()),
  stages: z.array(z.string()),
  linkedinUrl: z.string().nullable(),
});
export type InvestorOwnProfile = z.infer<typeof investorOwnProfileSchema>;

/** Which onboarding profiles the signed-in user has: the onboarding screen offers editing instead of a second onboarding. */
export const onboardingStatusSchema = z.object({
  userType: z.enum(userTypes).nullable(),
  founder: founderProfileSchema.nullable(),
  investor: investorOwnProfileSchema.nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
