import { assessmentRangeSchema } from './assessment';
import { z } from 'zod';
import { cursorSchema, optionalUrlSchema, pagingQuery } from './common';
import { currencyCodes } from './currencies';
import { moneyAmountSchema } from './money-amount';
import { businessModels, fundingStages } from './enums';
import { validationMessages } from './ui-strings';
import { pagingMessages } from './paging';
import { startupListSort, startupSorts, tractionTiers } from './startup-directory';
import { regionsForFilter, stagesForFilter, canonicalSector } from './taxonomy';
import { regionSchema, sectorSchema, stageSchema } from './vocabulary-schemas';
import { withNameCharacters } from './text';
import { registrationCountryInputSchema, registrationIsPaired, registrationNumberInputSchema, startupTrustMessages, startupVerificationFactsSchema } from './startup-trust';
import { message, type Message } from './i18n/message';

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); startupMessages fills them for English. */
export const startupTemplates = {
  raiseCurrencyNoRate: 'There is no exchange rate for {{currency}} yet, so raises cannot be compared in it: filter in USD',
} as const;

export const startupMessages = {
  founderRequired: 'Only founders can create startup profiles. Complete founder onboarding first (an investor can add a founder profile from the onboarding page).',
  unknownSector: 'Unknown sector filter',
  unknownRegion: 'Unknown region filter',
  unknownStage: 'Unknown stage filter',
  scoreRange: 'The minimum score must not exceed the maximum score',
  raiseRange: 'The minimum raise must not exceed the maximum raise',
  raiseCurrency: 'Choose a currency Baobab knows for the raise filter',
  /** Asked to compare raises in a currency that has no exchange rate yet: never guessed. */
  raiseCurrencyNoRate: (currency: string): Message => message(startupTemplates.raiseCurrencyNoRate, { currency }),
  tractionUsers: 'Users must be a whole number of 0 or more',
  monthlyRevenue: 'Monthly revenue must be a whole number of US dollars, 0 or more',
  connectSignedOut: 'Sign in to request an introduction.',
} as const;

/** The sector a directory filter names, given as a slug ('fintech') or any spelling ('Fintech'); none when unknown. */
export const sectorsForFilter = (value: string) => {
  const sector = canonicalSector(value);
  return sector ? [sector] : [];
};

export const scoreOrder = (v: { scoreMin?: number; scoreMax?: number }) => v.scoreMin === undefined || v.scoreMax === undefined || v.scoreMin <= v.scoreMax;

const optionalCount = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(10_000_000_000, message).nullable().optional();

/** The spec's startup form plus optional traction figures, which feed the score. */
export const startupInputSchema = z.strictObject({
  name: withNameCharacters(z.string().trim().min(2, validationMessages.companyName).max(120)),
  description: z.string().trim().min(10, validationMessages.description).max(5000),
  /** Any spelling clients sent ('Fintech', 'Pre-seed', 'Latin America') is stored as the vocabulary's value. */
  sector: sectorSchema(validationMessages.sector),
  region: regionSchema(validationMessages.region),
  fundingStage: stageSchema(validationMessages.fundingStage),
  raisingAmount: z.string().trim().min(1, validationMessages.raisingAmount).max(60),
  teamSize: z.number({ error: validationMessages.teamSize }).int(validationMessages.teamSize).min(1, validationMessages.teamSize).max(1_000_000),
  businessModel: z.enum(businessModels, { error: validationMessages.businessModel }),
  logoUrl: optionalUrlSchema,
  website: optionalUrlSchema,
  tractionUsers: optionalCount(startupMessages.tractionUsers),
  monthlyRevenueUsd: optionalCount(startupMessages.monthlyRevenue),
  /** Additive and optional (./startup-trust): left out keeps the stored value, '' or null clears it. */
  registrationNumber: registrationNumberInputSchema,
  registrationCountry: registrationCountryInputSchema,
}).refine(registrationIsPaired, { message: startupTrustMessages.registrationPair, path: ['registrationCountry'] });

export type StartupInput = z.infer<typeof startupInputSchema>;

/** Accepts a directory slug ('series-a') or a form value ('Series A'); 'all' means no filter. */
const filter = (known: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => (v === undefined || v === '' || v.toLowerCase() === 'all' ? undefined : v))
    .refine((v) => v === undefined || known(v), message);

/**
 * A raise bound as typed ('700K', '1,5 M€', 'XOF 500 000 000'): read on the server by the one amount
 * reader, in the currency it names, else raiseCurrency, else the viewer's display currency, so that a
 * text it cannot read is answered with the reader's own message on this field.
 */
const raiseBound = z.string().trim().max(64).optional().transform((v) => (v === '' ? undefined : v));

const startupFilterShape = {
  sector: filter((v) => sectorsForFilter(v).length > 0, startupMessages.unknownSector),
  region: filter((v) => regionsForFilter(v).length > 0, startupMessages.unknownRegion),
  stage: filter((v) => stagesForFilter(v, fundingStages).length > 0, startupMessages.unknownStage),
  q: z.string().trim().max(200).optional(),
  traction: z.enum(tractionTiers).optional(),
  scoreMin: z.coerce.number().int().min(0).max(100).optional(),
  scoreMax: z.coerce.number().int().min(0).max(100).optional(),
  /**
   * The raise as typed, in the currency it names, else raiseCurrency, else the viewer's display currency
   * (USD for a visitor): converted to dollars at the latest rates and compared with each startup's raise in dollars.
   */
  raiseMin: raiseBound,
  raiseMax: raiseBound,
  raiseCurrency: z.enum(currencyCodes, { error: startupMessages.raiseCurrency }).optional(),
};

export const startupStatsQuerySchema = z
  .strictObject(startupFilterShape)
  .refine(scoreOrder, { message: startupMessages.scoreRange, path: ['scoreMin'] });

export type StartupStatsQuery = z.infer<typeof startupStatsQuerySchema>;

/** GET /api/startups: the spec's sector, region, stage, limit, offset, plus search, traction, score and sort. */
export const listStartupsQuerySchema = z
  .strictObject({ ...startupFilterShape, sort: z.enum(startupSorts).optional(), ...pagingQuery, cursor: cursorSchema })
  .refine(scoreOrder, { message: startupMessages.scoreRange, path: ['scoreMin'] })
  .refine((v) => v.cursor === undefined || startupListSort(v) === 'recent', { message: pagingMessages.cursorSort, path: ['cursor'] });

export type ListStartupsQuery = z.infer<typeof listStartupsQuerySchema>;

export const startupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  sector: z.string(),
  region: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  fundingStage: z.string(),
  raisingAmount: z.string(),
  raisingAmountUsd: z.number().nullable(),
  /**
   * The raise in its own currency and, for the viewer's display currency (USD for a visitor), converted
   * at the latest rates with the rate's date; null when the text could not be read as money.
   */
  raise: moneyAmountSchema.nullable(),
  teamSize: z.number(),
  /** The spec's traction.users. */
  traction: z.object({ users: z.number().nullable() }),
  tractionTier: z.enum(tractionTiers).nullable(),
  score: z.number().nullable(),
  createdAt: z.string(),
});

export type StartupSummary = z.infer<typeof startupSummarySchema>;

export const scoreFactorSchema = z.object({
  key: z.string(),
  label: z.string(),
  points: z.number(),
  max: z.number(),
  evidence: z.string(),
});

export const scoreBreakdownSchema = z.object({ total: z.number(), factors: z.array(scoreFactorSchema) });

export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

export const startupDetailSchema = startupSummarySchema.extend({
  businessModel: z.string(),
  website: z.string().nullable(),
  raisingAmountMinor: z.number().nullable(),
  raisingCurrency: z.string().nullable(),
  monthlyRevenueUsd: z.number().nullable(),
  foundedYear: z.number().nullable(),
  isOwner: z.boolean(),
  /** Shown to the owner only. */
  profileViews: z.number().nullable(),
  scoreBreakdown: scoreBreakdownSchema,
  /** The startup's one assessment for this viewer (decision 0042): `score` is its point; here its range, coverage and critical findings. */
  assessment: assessmentRangeSchema,
  similar: z.array(startupSummarySchema),
  founder: z.object({ firstName: z.string(), lastName: z.string() }),
  /** The founder's switch (./startup-trust): intro and data-room requests from verified investors only. */
  verifiedInvestorsOnly: z.boolean(),
  /** Whether the signed-in viewer is a verified investor, so the page can say before they try; false when signed out. */
  viewerIsVerifiedInvestor: z.boolean(),
  verificationFacts: startupVerificationFactsSchema,
  /** Taken down by moderation (hidden, or its founder suspended): only the owner reads it, with a notice. */
  isHidden: z.boolean().optional(),
});

export type StartupDetail = z.infer<typeof startupDetailSchema>;

export const startupStatsSchema = z.object({
  total: z.number(),
  raisingNow: z.number(),
  countries: z.number(),
  sectors: z.number(),
});

export type StartupStats = z.infer<typeof startupStatsSchema>;

export const myStartupsResponseSchema = z.object({ profile: z.object({ startups: z.array(startupSummarySchema) }) });

export type MyStartupsResponse = z.infer<typeof myStartupsResponseSchema>;
