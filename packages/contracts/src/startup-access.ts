/**
 * Who sees a startup's confidential data (decision 0005): its founder, and the people
 * the founder explicitly shared it with. A financials share names the parts of the financial
 * tools one person may see, whether they may also download them, and until when.
 */
import { z } from 'zod';
import { idParamsSchema } from './common';

export const financialParts = ['cap_table', 'financial_model', 'valuation', 'funding_tracker'] as const;
export type FinancialPart = (typeof financialParts)[number];

export const financialPartLabels: Record<FinancialPart, string> = {
  cap_table: 'Cap table',
  financial_model: 'Financial model',
  valuation: 'Valuation',
  funding_tracker: 'Funding tracker',
};

export const sharePermissions = ['view', 'download'] as const;
export type SharePermission = (typeof sharePermissions)[number];

export const sharePermissionLabels: Record<SharePermission, string> = {
  view: 'View in Baobab',
  download: 'View and download (PDF summary)',
};

export const financialsShareStatuses = ['active', 'expired', 'revoked'] as const;
export type FinancialsShareStatus = (typeof financialsShareStatuses)[number];

export const startupAccessMessages = {
  sharingTitle: 'Who can see these financials',
  sharingEmpty: 'Only you can see these financials. Share them with a person when you are ready.',
  shareButton: 'Share financials',
  shareDialogTitle: 'Share financials',
  personLabel: 'Person',
  personPlaceholder: 'Choose one of your connections',
  noConnections: 'Connect with a person first: you can share financials with your connections.',
  partsLabel: 'What they may see',
  permissionLabel: 'Permission',
  expiresLabel: 'Access until (optional)',
  shareSubmit: 'Share',
  shareGranted: 'Financials shared',
  shareRevoked: 'Access revoked',
  revokeButton: 'Revoke',
  granteeRequired: 'Choose a person to share with',
  granteeNotConnected: 'You can share financials only with your connections',
  notYourself: 'You already see your own startup\u2019s financials',
  partsRequired: 'Choose at least one part to share',
  expiryInPast: 'The access end date must be in the future',
  sharedWithYou: (until: string | null) => (until ? `Shared with you until ${until}` : 'Shared with you by the founder'),
  notSharedPart: 'The founder has not shared this part with you.',
} as const;

const m = startupAccessMessages;

/** POST /api/startups/{id}/financial-shares: share (or renew a share of) the financials with one person. */
export const createFinancialsShareInputSchema = z.strictObject({
  userId: z.string({ error: m.granteeRequired }).trim().min(1, m.granteeRequired).max(100, m.granteeRequired),
  scopes: z
    .array(z.enum(financialParts), { error: m.partsRequired })
    .min(1, m.partsRequired)
    .max(financialParts.length)
    .transform((parts) => [...new Set(parts)]),
  permission: z.enum(sharePermissions).default('view'),
  /** An ISO date-time; the share ends then. Null or absent: until revoked. */
  expiresAt: z.iso.datetime({ offset: true, error: m.expiryInPast }).nullable().optional(),
});
export type CreateFinancialsShareInput = z.input<typeof createFinancialsShareInputSchema>;

export const financialsShareSchema = z.object({
  id: z.number().int(),
  grantee: z.object({ id: z.string(), name: z.string() }),
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

/** GET /api/startup-access/shared-with-me (the type, zod-free, is in viewer-relations.ts). */
export const sharedWithMeSchema = z.object({ startupIds: z.array(z.number().int()) });
