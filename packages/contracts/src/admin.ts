import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { ADMIN_REASON_MAX, adminMessages } from './admin-texts';
import { refusalError } from './refusal-schema';

// The zod-free part (strings, labels, limits) is in admin-texts.ts; importing it from here works too.
export * from './admin-texts';

export const adminReasonSchema = z
  .string()
  .trim()
  .min(1, adminMessages.reasonRequired)
  .max(ADMIN_REASON_MAX, refusalError(adminMessages.reasonTooLong));

/** Every admin write names why; the reason goes to the audit log (and, where it says so, to the person concerned). */
export const adminReasonInputSchema = z.strictObject({ reason: adminReasonSchema });

export type AdminReasonInput = z.infer<typeof adminReasonInputSchema>;

export const inviteAdminInputSchema = z.strictObject({
  email: z.email(adminMessages.emailInvalid).max(254, adminMessages.emailInvalid),
  reason: adminReasonSchema,
});

export type InviteAdminInput = z.infer<typeof inviteAdminInputSchema>;

/** The invitation waiting for the signed-in person's verified address, as the accept screen shows it. */
export const myAdminInvitationSchema = z.object({
  invitation: z.object({ id: z.number().int(), invitedBy: z.string(), expiresAt: z.string() }).nullable(),
});

export type MyAdminInvitation = z.infer<typeof myAdminInvitationSchema>;

export const adminSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export type Admin = z.infer<typeof adminSchema>;

export const adminInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const adminTeamSchema = z.object({ admins: z.array(adminSchema), invitations: z.array(adminInvitationSchema) });

export type AdminTeam = z.infer<typeof adminTeamSchema>;

/** The console's first tab: what waits for an admin. */
export const adminOverviewSchema = z.object({
  pendingVerifications: z.number().int(),
  openReports: z.number().int(),
  restrictedAccounts: z.number().int(),
  admins: z.number().int(),
});

export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** One admin action as the audit log keeps it: who, what (the action and its target) and why. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  admin: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditQuerySchema = z.object({ before: z.optional(rowIdTextSchema) });

export const adminAuditPageSchema = z.object({ items: z.array(adminAuditEntrySchema), nextBefore: z.number().int().nullable() });

export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
