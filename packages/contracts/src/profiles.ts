import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { experienceLevels, experienceTypes, userTypes } from './enums';
import { refusalError } from './refusal-schema';
import { validationMessages } from './ui-strings';
import { withNameCharacters } from './text';
import { profileMessages, MAX_LIST_ITEMS, remotePreferences, matchTypes } from './profiles-texts';

// The zod-free part (strings, labels, limits) is in profiles-texts.ts; importing it from here works too.
export * from './profiles-texts';

/**
 * An optional web address: empty is allowed, otherwise http(s) only, so a profile link can
 * never carry a javascript: URL into an href.
 */
export const optionalUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: validationMessages.url }).max(500, refusalError(profileMessages.tooLong(500))),
]);

const text = (max: number) => z.string().trim().max(max, refusalError(profileMessages.tooLong(max)));

const tagList = z
  .array(z.string().trim().min(1).max(40, refusalError(profileMessages.tooLong(40))))
  .max(MAX_LIST_ITEMS, refusalError(profileMessages.tooManyItems(MAX_LIST_ITEMS)));

/** PUT /api/users/profile: the spec's fields, plus the name and avatar URL the profile page edits. */
export const updateProfileInputSchema = z.strictObject({
  firstName: withNameCharacters(z.string().trim().min(1, profileMessages.firstName).max(80, refusalError(profileMessages.tooLong(80)))).optional(),
  lastName: withNameCharacters(z.string().trim().min(1, profileMessages.lastName).max(80, refusalError(profileMessages.tooLong(80)))).optional(),
  profileImageUrl: optionalUrlSchema.optional(),
  headline: text(120).optional(),
  location: text(100).optional(),
  bio: text(2000).optional(),
  linkedinUrl: optionalUrlSchema.optional(),
  githubUrl: optionalUrlSchema.optional(),
  twitterUrl: optionalUrlSchema.optional(),
  personalWebsite: optionalUrlSchema.optional(),
  skills: tagList.optional(),
  interests: tagList.optional(),
  isOpenToWork: z.boolean().optional(),
  isOpenToCofounder: z.boolean().optional(),
  isOpenToInvest: z.boolean().optional(),
  experienceLevel: z.enum(experienceLevels).nullable().optional(),
  remotePreference: z.enum(remotePreferences).nullable().optional(),
  salaryExpectation: text(60).optional(),
});

export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  personalWebsite: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  isOpenToWork: z.boolean(),
  isOpenToCofounder: z.boolean(),
  isOpenToInvest: z.boolean(),
  experienceLevel: z.enum(experienceLevels).nullable(),
  remotePreference: z.enum(remotePreferences).nullable(),
  salaryExpectation: z.string().nullable(),
  userType: z.enum(userTypes).nullable(),
  /** The investor verification badge (investor profile verified). */
  isVerifiedInvestor: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;

/** Counts behind the profile's stats card. */
export const profileStatsSchema = z.object({
  connections: z.number().int(),
  recommendations: z.number().int(),
  matches: z.number().int(),
  experiences: z.number().int(),
});

export type ProfileStats = z.infer<typeof profileStatsSchema>;

// Empty or missing reads 'Start date is required'; any other text must be a real date.
const startDate = z.string({ error: profileMessages.startDate }).min(1, profileMessages.startDate).pipe(calendarDateSchema());

/** Experience dates: an end date after the start, or the item is current (and has none). */
export const experienceInputSchema = z
  .strictObject({
    type: z.enum(experienceTypes),
    title: z.string().trim().min(1, profileMessages.experienceTitle).max(120, refusalError(profileMessages.tooLong(120))),
    company: z.string().trim().min(1, profileMessages.experienceOrganisation).max(120, refusalError(profileMessages.tooLong(120))),
    startDate,
    endDate: z.union([z.literal(''), calendarDateSchema()]).nullable().optional(),
    isCurrent: z.boolean(),
    description: text(2000).optional(),
  })
  .superRefine((value, ctx) => {
    const end = value.endDate || null;
    if (value.isCurrent && end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: profileMessages.endDateWithCurrent });
    } else if (!value.isCurrent && !end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: profileMessages.endDateRequired });
    } else if (end && end <= value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: profileMessages.endDateAfterStart });
    }
  });

export type ExperienceInput = z.infer<typeof experienceInputSchema>;

export const experienceSchema = z.object({
  id: z.number().int(),
  type: z.enum(experienceTypes),
  title: z.string(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
});

export type Experience = z.infer<typeof experienceSchema>;

const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** A recommendation someone wrote and that now shows on the profile (the spec's recommendation entity). */
export const recommendationSchema = z.object({
  id: z.number().int(),
  fromUser: personSchema,
  relationship: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});

export type Recommendation = z.infer<typeof recommendationSchema>;

export const requestRecommendationInputSchema = z.strictObject({
  authorId: z.string().min(1).max(64),
  relationship: z.string().trim().min(3, profileMessages.relationship).max(120, refusalError(profileMessages.tooLong(120))),
  message: text(500).optional(),
});

export type RequestRecommendationInput = z.infer<typeof requestRecommendationInputSchema>;

/** A request someone sent the signed-in user, or one the user sent and that is still open. */
export const recommendationRequestSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['incoming', 'outgoing']),
  otherUser: personSchema,
  relationship: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});

export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const writeRecommendationInputSchema = z.strictObject({
  title: text(120).optional(),
  content: z.string().trim().min(20, profileMessages.recommendationContent).max(3000, refusalError(profileMessages.tooLong(3000))),
});

export type WriteRecommendationInput = z.infer<typeof writeRecommendationInputSchema>;

/** An AI match for a person (the spec's match entity), with the evidence behind its score. */
export const userMatchSchema = z.object({
  id: z.number().int(),
  matchType: z.enum(matchTypes),
  score: z.number().int().min(0).max(100),
  targetId: z.string(),
  targetName: z.string(),
  targetHref: z.string(),
  aiAnalysis: z.object({ summary: z.string() }),
  reasons: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
});

export type UserMatch = z.infer<typeof userMatchSchema>;

export const generateMatchesResponseSchema = z.object({ count: z.number().int(), matches: z.array(userMatchSchema) });
