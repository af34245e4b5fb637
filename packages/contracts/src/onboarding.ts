import { z } from 'zod';
import { wholeAmountInputSchema } from './amount-input';
import { optionalUrlSchema } from './common';
import { expertiseAreas, investorGeographies, investorSectors, investorStages, investorTypes, userTypes } from './enums';
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
    sectors: z.array(z.enum(investorSectors)).min(1, validationMessages.sectors).max(investorSectors.length),
    geographies: z.array(z.enum(investorGeographies)).min(1, validationMessages.geographies).max(investorGeographies.length),
    stages: z.array(z.enum(investorStages)).min(1, validationMessages.stages).max(investorStages.length),
    linkedinUrl: optionalUrlSchema,
  })
  .refine((v) => v.minTicketSize <= v.averageTicketSize && v.averageTicketSize <= v.maxTicketSize, {
    message: validationMessages.ticketOrder,
    path: ['averageTicketSize'],
  });
export type InvestorProfileInput = z.infer<typeof investorProfileInputSchema>;

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
  geographies: z.array(z.string()),
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
