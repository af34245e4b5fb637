import { z } from 'zod';
import { fillText } from './i18n/fill';

/**
 * Platform admins (the admin console at /admin): who they are, how more are invited, and the log of
 * what admins did. Every admin action carries a reason, which the log keeps with who and what.
 */

export const ADMIN_INVITATION_DAYS = 7;

/** The e-mail to an invited address with no account yet, one sentence per key (French in i18n/fr/email.ts). */
export const adminInvitationEmail = {
  greeting: 'Hello,',
  invited: '{{name}} invited you to be an admin of Baobab, where emerging-market startups meet investors.',
  signUp: 'Sign up with this address ({{email}}) and verify it, then accept the invitation here within {{days}} days:',
} as const;
export const ADMIN_REASON_MAX = 500;

/** Sentences with values, as translation keys (decision 0023); adminMessages fills them for English. */
export const adminTemplates = {
  revokeTitle: 'Remove {{name}} as admin?',
  invitedBy: '{{name}} invited you. The invitation expires on {{date}}.',
} as const;

export const adminMessages = {
  title: 'Admin',
  intro: 'Verify investors, review reports and keep Baobab safe. Every action here is logged with your reason.',
  reasonRequired: 'Give a reason: it is kept in the audit log',
  reasonTooLong: fillText('Keep the reason under {{max}} characters', { max: ADMIN_REASON_MAX }),
  emailInvalid: 'Enter a valid email address',
  alreadyAdmin: 'This person is already an admin',
  invitationPending: 'An invitation to this address is already waiting',
  invitationSent: 'Invitation sent',
  invitationInvalid: 'This invitation is used, expired or for another e-mail address. Sign in with the invited address, or ask an admin for a new one.',
  noInvitation: 'There is no admin invitation for your e-mail address',
  invitationNeedsVerifiedEmail: 'Verify your e-mail address first, then open the invitation again.',
  invitationAccepted: 'You are now a Baobab admin',
  acceptTitle: 'Admin invitation',
  acceptIntro: 'You have been invited to help run Baobab as an admin. Admins verify investors and handle reports; every action is logged.',
  acceptButton: 'Accept invitation',
  adminsTitle: 'Admins',
  inviteTitle: 'Invite an admin',
  inviteButton: 'Send invitation',
  invitationsTitle: 'Waiting invitations',
  noInvitations: 'No invitations waiting',
  revokeAdmin: 'Remove admin',
  adminRevoked: 'Admin removed',
  cannotRevokeLastAdmin: 'Baobab needs at least one admin: invite another before removing this one',
  auditTitle: 'Audit log',
  auditEmpty: 'No admin actions yet',
  overviewTitle: 'Overview',
  pendingVerifications: 'Investors waiting for verification',
  openReports: 'Open reports',
  restrictedAccounts: 'Suspended or banned accounts',
  adminCount: 'Admins',
  emailLabel: 'E-mail address',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the audit log with your name.',
  expires: 'Expires',
  invitedByLabel: 'Invited by',
  you: 'you',
  showOlder: 'Show older',
  auditWhen: 'When',
  auditWho: 'Admin',
  auditWhat: 'Action',
  auditTarget: 'Target',
  auditWhy: 'Reason',
  revokeTitle: (name: string) => fillText(adminTemplates.revokeTitle, { name }),
  revokeIntro: 'They keep their account and lose access to the admin console at once.',
  cancel: 'Cancel',
  acceptSignIn: 'Sign in with the invited e-mail address to accept this invitation.',
  acceptVerifyFirst: 'Verify your e-mail address first: open the link we e-mailed you, then come back here.',
  alreadyAdminHere: 'You are already an admin.',
  openConsole: 'Open the admin console',
  invitedBy: (name: string, date: string) => fillText(adminTemplates.invitedBy, { name, date }),
} as const;

export const adminReasonSchema = z
  .string()
  .trim()
  .min(1, adminMessages.reasonRequired)
  .max(ADMIN_REASON_MAX, adminMessages.reasonTooLong);

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

export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const adminAuditQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });
export const adminAuditPageSchema = z.object({ items: z.array(adminAuditEntrySchema), nextBefore: z.number().int().nullable() });
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
