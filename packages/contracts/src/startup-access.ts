import { z } from 'zod';
import { dateTimeSchema } from './dates';
import { idParamsSchema } from './common';
import { financialParts, sharePermissions, financialsShareStatuses, startupAccessMessages } from './startup-access-texts';

// The zod-free part (strings, labels, limits) is in startup-access-texts.ts; importing it from here works too.
export * from './startup-access-texts';

const m = startupAccessMessages;

/**
 * POST /api/startups/{id}/financial-shares: share (or renew a share of) the financials with one person
 * (`userId`) or with one organisation (`organisationId`, decision 0055): exactly one of the two.
 */
export const createFinancialsShareInputSchema = z
  .strictObject({
  userId: z.string({ error: m.granteeRequired }).trim().min(1, m.granteeRequired).max(100, m.granteeRequired).optional(),
  organisationId: z.number({ error: m.organisationRequired }).int(m.organisationRequired).positive(m.organisationRequired).optional(),
  scopes: z
    .array(z.enum(financialParts), { error: m.partsRequired })
    .min(1, m.partsRequired)
    .max(financialParts.length)
    .transform((parts) => [...new Set(parts)]),
  permission: z.enum(sharePermissions).default('view'),
  /** An ISO date-time; the share ends then. Null or absent: until revoked. */
  expiresAt: dateTimeSchema(m.expiryInPast).nullable().optional(),
})
  .superRefine((input, ctx) => {
    if (input.userId === undefined && input.organisationId === undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: m.granteeRequired });
    if (input.userId !== undefined && input.organisationId !== undefined) ctx.addIssue({ code: 'custom', path: ['organisationId'], message: m.personOrFund });
  });

export type CreateFinancialsShareInput = z.input<typeof createFinancialsShareInputSchema>;

export const financialsShareSchema = z.object({
  id: z.number().int(),
  /** The person shared with; null for a share with an organisation. */
  grantee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The organisation shared with (decision 0055): its current members read; null for a share with a person. */
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  scopes: z.array(z.enum(financialParts)),
  permission: z.enum(sharePermissions),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(financialsShareStatuses),
  createdAt: z.string(),
});

export type FinancialsShare = z.infer<typeof financialsShareSchema>;

export const financialsSharesSchema = z.array(financialsShareSchema);

export const financialsShareParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, shareId: idParamsSchema.shape.id });

/** GET /api/startup-access/organisations: the organisations the founder may share with (decision 0055). */
export const shareableOrganisationSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.string() });
export const shareableOrganisationsSchema = z.array(shareableOrganisationSchema);
export type ShareableOrganisation = z.infer<typeof shareableOrganisationSchema>;

/** GET /api/startup-access/shared-with-me (the type, zod-free, is in viewer-relations.ts). */
export const sharedWithMeSchema = z.object({ startupIds: z.array(z.number().int()) });
