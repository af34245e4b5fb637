// The notifications contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in notifications.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
export const notificationKinds = ['intro_request', 'connection_request', 'request_accepted', 'request_declined', 'message', 'recommendation_request', 'data_room_request', 'data_room_decision', 'data_room_document', 'data_room_shared', 'financials_shared', 'investment_confirmation', 'investment_decision', 'investor_update', 'update_reply', 'admin_invitation', 'organisation_invitation', 'deal_mention', 'deal_task', 'deal_committee', 'verification_decision', 'report_outcome', 'moderation_notice', 'round_room', 'round_material', 'round_deadline'] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** Labels of the preference switches and the e-mail footer. */
export const notificationKindLabels = {
  intro_request: 'Intro requests',
  connection_request: 'Connection requests',
  request_accepted: 'Accepted requests',
  request_declined: 'Declined requests',
  message: 'New messages',
  recommendation_request: 'Recommendation requests',
  data_room_request: 'Data room access requests',
  data_room_decision: 'Answers to your data room requests',
  data_room_document: 'New documents in data rooms shared with you',
  data_room_shared: 'Data rooms shared with your fund',
  financials_shared: 'Financials shared with you',
  investment_confirmation: 'Investments to confirm',
  investment_decision: 'Answers to your recorded investments',
  investor_update: 'Investor updates sent to you',
  update_reply: 'Replies to investor updates',
  admin_invitation: 'Invitations to be a Baobab admin',
  organisation_invitation: 'Invitations to join a fund, angel network or syndicate',
  deal_mention: 'Mentions in notes on your fund’s deals',
  deal_task: 'Tasks assigned to you on deals, and their due dates',
  deal_committee: 'Deals put to your fund’s investment committee, and its decisions',
  verification_decision: 'Decisions on your investor verification',
  report_outcome: 'Outcomes of your reports',
  moderation_notice: 'Warnings and notices about your account',
  round_room: 'Round rooms: invitations, questions and commitments',
  round_material: 'New materials in rounds you are invited to',
  round_deadline: 'Deadlines of rounds you are invited to: the target close, and commitments awaiting your confirmation',
} as const satisfies Record<NotificationKind, string>;

/** A notification's e-mail, one sentence per key (French in i18n/fr/email.ts). */
export const notificationEmail = {
  greeting: 'Hello {{name}},',
  open: 'Open Baobab: {{url}}',
  footer: 'You receive this because "{{kind}}" e-mails are on. Turn them off: {{url}}',
} as const;

/**
 * How a kind's e-mails come while they are on (decision 0064): each one at once, or a digest of the kind's
 * notifications once a day or once a week. In-app notifications always arrive at once.
 */
export const notificationFrequencies = ['immediate', 'daily', 'weekly'] as const;

export type NotificationFrequency = (typeof notificationFrequencies)[number];

/** Kinds whose e-mail is the thing itself, sent in full by its own module (an investor update): on or off, never in a digest. */
export const notificationKindsWithoutDigest = ['investor_update'] as const satisfies readonly NotificationKind[];

/** The settings screen's one choice per kind: a frequency, or e-mails off. */
export const notificationDeliveryLabels = {
  immediate: 'Immediately',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'Off',
} as const satisfies Record<NotificationFrequency | 'off', string>;

/** A digest e-mail, one sentence per key (French in i18n/fr/email.ts). */
export const notificationDigestEmail = {
  dailySubject: 'Your daily digest: {{kind}}',
  weeklySubject: 'Your weekly digest: {{kind}}',
  intro: '{{count}} notifications since your last digest:',
  more: 'And more on Baobab: {{url}}',
  footer: 'You receive this because "{{kind}}" e-mails come as a digest. Choose how they come: {{settings}}. Turn them off: {{url}}',
} as const;

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationMessages = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  preferencesTitle: 'E-mail notifications',
  preferencesSaved: 'Preferences saved',
  noDigestForKind: 'These e-mails come at once, or not at all',
  preferencesHint: 'In-app notifications always arrive at once; choose how each kind reaches your inbox.',
  unsubscribed: 'You will no longer receive these e-mails',
  invalidToken: 'This unsubscribe link is not valid',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeManage: 'Manage all e-mail notifications',
} as const;

/** The question on the page an unsubscribe link opens, before anything changes. */
export const unsubscribeQuestionTemplate = 'Stop "{{label}}" e-mails?';
