// The admin contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in admin.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message } from './i18n/message';

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

/**
 * Sentences with values, as translation keys (decision 0023): the screens fill them through `t`, and
 * adminMessages gives the refusal with its limit as a message (decision 0046).
 */
export const adminTemplates = {
  revokeTitle: 'Remove {{name}} as admin?',
  invitedBy: '{{name}} invited you. The invitation expires on {{date}}.',
  reasonTooLong: 'Keep the reason under {{max}} characters',
} as const;

export const adminMessages = {
  title: 'Admin',
  intro: 'Verify investors, review reports and keep Baobab safe. Every action here is logged with your reason.',
  reasonRequired: 'Give a reason: it is kept in the audit log',
  reasonTooLong: message(adminTemplates.reasonTooLong, { max: ADMIN_REASON_MAX }),
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
  revokeIntro: 'They keep their account and lose access to the admin console at once.',
  cancel: 'Cancel',
  acceptSignIn: 'Sign in with the invited e-mail address to accept this invitation.',
  acceptVerifyFirst: 'Verify your e-mail address first: open the link we e-mailed you, then come back here.',
  alreadyAdminHere: 'You are already an admin.',
  openConsole: 'Open the admin console',
} as const;

export const ADMIN_AUDIT_PAGE_SIZE = 50;
