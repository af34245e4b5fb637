// The moderation contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in moderation.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message } from './i18n/message';

/**
 * Reporting and moderation: any signed-in person reports a profile, startup, job, message or data-room
 * access request; admins review the queue and act (hide content, warn, suspend, ban) and can reverse
 * what they did. docs/security.md, "Reporting and moderation", states the rules.
 */

export const REPORT_DETAILS_MAX = 1000;

export const MODERATION_SUPPORT_EMAIL = 'safety@baobab.africa';

export const reportTargetTypes = ['profile', 'startup', 'job', 'message', 'access_request'] as const;

export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = ['scam', 'impersonation', 'spam', 'harassment', 'inappropriate', 'other'] as const;

export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  impersonation: 'Fake profile or impersonation',
  spam: 'Spam',
  harassment: 'Harassment or abuse',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** What the reported thing is called in the dialog title and the reporter's outcome notice. */
export const reportTargetLabels: Record<ReportTargetType, string> = {
  profile: 'profile',
  startup: 'startup',
  job: 'job post',
  message: 'message',
  access_request: 'data-room access request',
};

/** The report dialog's title for each kind of content, a whole sentence each (its translation agrees with the noun). */
export const reportTitles = {
  profile: 'Report this profile',
  startup: 'Report this startup',
  job: 'Report this job post',
  message: 'Report this message',
  access_request: 'Report this data-room access request',
} as const satisfies Record<ReportTargetType, string>;

/** What a reporter hears back, one whole sentence per kind of content and outcome (so each has its French). */
export const reportOutcomeBodies: Record<ReportTargetType, { actioned: string; dismissed: string }> = {
  profile: { actioned: 'We reviewed your report of a profile and took action.', dismissed: 'We reviewed your report of a profile and found no breach of our rules.' },
  startup: { actioned: 'We reviewed your report of a startup and took action.', dismissed: 'We reviewed your report of a startup and found no breach of our rules.' },
  job: { actioned: 'We reviewed your report of a job post and took action.', dismissed: 'We reviewed your report of a job post and found no breach of our rules.' },
  message: { actioned: 'We reviewed your report of a message and took action.', dismissed: 'We reviewed your report of a message and found no breach of our rules.' },
  access_request: {
    actioned: 'We reviewed your report of a data-room access request and took action.',
    dismissed: 'We reviewed your report of a data-room access request and found no breach of our rules.',
  },
};

/**
 * Sentences with values, as translation keys (decision 0023): the screens fill them through `t`, and
 * moderationMessages gives the refusals as messages (decision 0046), a limit a number, an address a string.
 */
export const moderationTemplates = {
  reportsAgainst: '{{count}} reports against this account',
  joined: 'Joined {{count}} days ago',
  selectAccount: 'Open {{name}}',
  reportedContent: 'Reported {{what}}',
  detailsTooLong: 'Keep the details under {{max}} characters',
  accountSuspended: 'This account is suspended. Write to {{email}} if you think this is a mistake.',
  accountBanned: 'This account is banned. Write to {{email}} if you think this is a mistake.',
} as const;

export const moderationMessages = {
  reportAction: 'Report',
  reportTitle: (target: ReportTargetType): string => reportTitles[target],
  reportIntro: 'Tell us what is wrong. An admin reviews every report; the person you report is not told who reported them.',
  reasonLabel: 'Reason',
  reasonRequired: 'Choose a reason',
  detailsLabel: 'Details',
  detailsOptional: 'Details (optional)',
  detailsRequired: 'Tell us what is wrong in a few words',
  detailsTooLong: message(moderationTemplates.detailsTooLong, { max: REPORT_DETAILS_MAX }),
  submit: 'Send report',
  cancel: 'Cancel',
  reported: 'Thanks. An admin will review your report.',
  cannotReportSelf: 'You cannot report yourself',
  messageRemoved: 'This message was removed by a moderator',
  startupHiddenNotice: 'An admin has hidden this startup: only you can see it. Write to us if you think this is a mistake.',
  accountSuspended: message(moderationTemplates.accountSuspended, { email: MODERATION_SUPPORT_EMAIL }),
  accountBanned: message(moderationTemplates.accountBanned, { email: MODERATION_SUPPORT_EMAIL }),
  // Admin console
  queueTitle: 'Reports',
  queueEmpty: 'No open reports. Thank you for keeping Baobab safe.',
  reportedBy: 'Reported by',
  reportedAccount: 'Reported account',
  joinedToday: 'Joined today',
  contentGone: 'The reported content no longer exists.',
  actionReasonLabel: 'Reason (kept in the audit log)',
  warnReasonLabel: 'Reason (sent to the account in the warning)',
  alsoResolveOthers: 'Also resolve other open reports of the same content',
  dismiss: 'Dismiss',
  hide: 'Hide content',
  unhide: 'Unhide content',
  warn: 'Warn',
  suspend: 'Suspend account',
  unsuspend: 'Lift suspension',
  ban: 'Ban account',
  unban: 'Lift ban',
  dismissed: 'Report dismissed',
  actionDone: 'Done. The action is in the audit log.',
  reportAlreadyResolved: 'Another admin has already resolved this report',
  notActionable: 'This action does not apply to this content',
  alreadyHidden: 'This content is already hidden',
  notHidden: 'This content is not hidden',
  alreadyRestricted: 'This account is already suspended or banned',
  notRestricted: 'This account is not suspended or banned',
  cannotActOnSelf: 'You cannot suspend or ban yourself',
  cannotActOnAdmin: 'Remove this person as an admin before suspending or banning them',
  accountsTitle: 'Accounts',
  accountSearchLabel: 'Search accounts by name or e-mail',
  accountSearchEmpty: 'No accounts match',
  accountSearchHint: 'Type at least two characters',
  historyTitle: 'Moderation history',
  historyEmpty: 'No moderation actions on this account',
  reversed: 'Reversed',
  actionLabel: 'Action',
  apply: 'Apply',
  chooseAction: 'Choose an action',
  actionLabels: {
    dismiss: 'Dismiss: no breach',
    hide: 'Hide the content',
    unhide: 'Show the content again',
    warn: 'Warn the account',
    suspend: 'Suspend the account',
    ban: 'Ban the account',
    unsuspend: 'Lift the suspension',
    unban: 'Lift the ban',
  } as Record<string, string>,
  detailsFromReporter: 'The reporter wrote',
  hiddenBadge: 'Hidden',
  adminBadge: 'Admin',
  reverseReasonLabel: 'Reason for reversing',
  warningTitle: 'A warning from Baobab moderators',
  suspendedTitle: 'Your Baobab account is suspended',
  outcomeTitle: 'We reviewed your report',
  outcomeBody: (target: ReportTargetType, actioned: boolean) => reportOutcomeBodies[target][actioned ? 'actioned' : 'dismissed'],
} as const;

/** The account actions an admin takes, and their reversals. Content actions: hide and unhide. */
/** A reported account's standing; shown by accountStatusLabels (the moderation queue's badge). */
export const accountStatuses = ['active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountStatusLabels = { active: 'Active', suspended: 'Suspended', banned: 'Banned' } as const satisfies Record<AccountStatus, string>;

/** Where a report stands: the queue lists open ones; a closed one is told to its reporter as a sentence. */
export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;

export const moderationActionKinds = ['dismiss', 'hide', 'unhide', 'warn', 'suspend', 'unsuspend', 'ban', 'unban'] as const;

export type ModerationActionKind = (typeof moderationActionKinds)[number];

export const REPORT_QUEUE_PAGE_SIZE = 50;
