import { z } from 'zod';
import { wholeAmountInputSchema } from './amount-input';
import { rowIdTextSchema } from './common';
import { isoCountryCodes } from './countries';
import { allSectors, fundingStages } from './enums';
import { countryCodeOf } from './geography';
import { onboardingMessages } from './onboarding';
import { sectorSchema, stageSchema } from './vocabulary-schemas';
import { withNameCharacters } from './text';
import { ORGANISATION_CHEQUE_MAX_USD, ORGANISATION_NAME_MAX, ORGANISATION_THESIS_MAX, organisationKinds, organisationMessages, organisationRoles } from './organisations-texts';

export * from './organisations-texts';

/** A cheque size as a person types it ('250K', '$1.5M', 50000), read by the one reader of amounts, in dollars. */
const cheque = wholeAmountInputSchema('USD', { min: 1, max: ORGANISATION_CHEQUE_MAX_USD, outside: organisationMessages.chequeOutside });
const distinct = <T>(values: T[]) => [...new Set(values)];

const profileFields = {
  name: withNameCharacters(z.string().trim().min(1, organisationMessages.nameRequired).max(ORGANISATION_NAME_MAX, organisationMessages.nameTooLong)),
  kind: z.enum(organisationKinds),
  thesis: z.string().trim().max(ORGANISATION_THESIS_MAX, organisationMessages.thesisTooLong).default(''),
  stages: z.array(stageSchema(onboardingMessages.unknownStage)).max(fundingStages.length + 20).default([]).transform(distinct),
  sectors: z.array(sectorSchema(onboardingMessages.unknownSector)).max(allSectors.length + 20).default([]).transform(distinct),
  /** Countries by ISO code or name ('SN', 'Senegal'), stored as codes. */
  countries: z
    .array(z.string().trim().max(80))
    .max(isoCountryCodes.length)
    .refine((values) => values.every((v) => countryCodeOf(v) !== null), onboardingMessages.unknownCountry)
    .default([])
    .transform((values) => distinct(values.map((v) => countryCodeOf(v)!))),
  chequeMinUsd: cheque.nullable().default(null),
  chequeMaxUsd: cheque.nullable().default(null),
  /** Shown to everyone in the directory of funds and networks; off until an admin turns it on. */
  listed: z.boolean().default(false),
};

const chequesInOrder = (value: { chequeMinUsd?: number | null; chequeMaxUsd?: number | null }) =>
  value.chequeMinUsd == null || value.chequeMaxUsd == null || value.chequeMinUsd <= value.chequeMaxUsd;

export const organisationInputSchema = z.strictObject(profileFields).refine(chequesInOrder, { message: organisationMessages.chequeOrder, path: ['chequeMinUsd'] });
export type OrganisationInput = z.infer<typeof organisationInputSchema>;

export const organisationParamsSchema = z.strictObject({ id: rowIdTextSchema });
export const organisationMemberParamsSchema = z.strictObject({ id: rowIdTextSchema, userId: z.string().min(1).max(64) });
export const organisationInvitationParamsSchema = z.strictObject({ id: rowIdTextSchema, invitationId: rowIdTextSchema });

export const inviteMemberInputSchema = z.strictObject({
  email: z.email(organisationMessages.emailInvalid).max(254, organisationMessages.emailInvalid),
  role: z.enum(organisationRoles),
});
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

export const memberRoleInputSchema = z.strictObject({ role: z.enum(organisationRoles) });

export const organisationSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(organisationKinds),
  /** The signed-in person's role in it. */
  role: z.enum(organisationRoles),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const organisationMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(organisationRoles),
  joinedAt: z.string(),
});

export const organisationInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(organisationRoles),
  invitedBy: z.string(),
  expiresAt: z.string(),
});

/** The profile as answers state it, to its members and (when listed) to anyone. */
const profileView = {
  slug: z.string(),
  name: z.string(),
  kind: z.enum(organisationKinds),
  thesis: z.string(),
  stages: z.array(z.enum(fundingStages)),
  sectors: z.array(z.enum(allSectors)),
  countries: z.array(z.string()),
  chequeMinUsd: z.number().int().nullable(),
  chequeMaxUsd: z.number().int().nullable(),
};

export const organisationSchema = z.object({
  id: z.number().int(),
  ...profileView,
  listed: z.boolean(),
  role: z.enum(organisationRoles),
  members: z.array(organisationMemberSchema),
  /** Open invitations; admins only (empty for others). */
  invitations: z.array(organisationInvitationSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const myOrganisationInvitationsSchema = z.object({
  invitations: z.array(z.object({ id: z.number().int(), organisation: z.string(), role: z.enum(organisationRoles), invitedBy: z.string(), expiresAt: z.string() })),
});
export type MyOrganisationInvitations = z.infer<typeof myOrganisationInvitationsSchema>;

/**
 * What anyone may read of a listed organisation: its profile and how many people act for it. Members are
 * not named: joining a fund is not consent to be listed publicly as one of its people.
 */
export const publicOrganisationSchema = z.object({ ...profileView, memberCount: z.number().int() });
export type PublicOrganisation = z.infer<typeof publicOrganisationSchema>;

export const ORGANISATION_DIRECTORY_PAGE_SIZE = 20;

/** The directory's filters: a name or thesis word, a kind, a sector, a stage, a country (code or name); pages of 20. */
export const organisationDirectoryQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(organisationKinds).optional(),
  sector: sectorSchema(onboardingMessages.unknownSector).optional(),
  stage: stageSchema(onboardingMessages.unknownStage).optional(),
  country: z
    .string()
    .trim()
    .max(80)
    .refine((value) => countryCodeOf(value) !== null, onboardingMessages.unknownCountry)
    .transform((value) => countryCodeOf(value)!)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrganisationDirectoryQuery = z.infer<typeof organisationDirectoryQuerySchema>;

export const organisationDirectorySchema = z.object({
  organisations: z.array(publicOrganisationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrganisationDirectory = z.infer<typeof organisationDirectorySchema>;

export const organisationSlugParamsSchema = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,140}$/, organisationMessages.notFound) });
