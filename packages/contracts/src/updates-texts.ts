// The updates contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in updates.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message, type Message } from './i18n/message';
import { updateTemplates as t } from './update-templates';
import { formatMinorAmount } from './money-display';
import type { MetricUnit } from './metrics-texts';

/** An update's e-mail, one sentence per key (French in i18n/fr/email.ts; apps/server/src/modules/updates/update-email.service.ts).
 * Near the top of the file: scripts/check-i18n.ts finds keys as string literals, before any template literal. */
export const updateEmail = {
  subject: '{{startup}} update: {{title}}',
  greeting: 'Hello {{name}},',
  sentYou: '{{startup}} sent you an update: {{title}}',
  from: 'From {{startup}}',
  readAt: 'Read it and reply on Baobab: {{url}}',
  readButton: 'Read it and reply on Baobab',
  why: 'You receive this because "{{kind}}" e-mails are on.',
  turnOff: 'Turn them off',
  months: '{{value}} months',
  period: 'Period',
  figuresTitle: 'Figures',
  previousMonth: 'previous month',
} as const;

/** Limits of an update's parts, in characters of Markdown. */
export const UPDATE_TITLE_MAX = 200;

export const UPDATE_BODY_MAX = 20_000;

export const UPDATE_SECTION_MAX = 5_000;

export const UPDATE_REPLY_MAX = 5_000;

/** At most this many metrics' figures and charts in one update. */
export const UPDATE_METRICS_MAX = 12;

/** Updates per page of the feed. */
export const UPDATE_FEED_PAGE_SIZE = 20;

export const updateStatuses = ['draft', 'sent'] as const;
export const updateStatusLabels = { draft: 'Draft', sent: 'Sent' } as const satisfies Record<(typeof updateStatuses)[number], string>;

export type UpdateStatus = (typeof updateStatuses)[number];

/** Why a person received an update: the first audience rule that included them, in this order. */
export const recipientReasons = ['investor', 'share', 'connection', 'chosen'] as const;

export type RecipientReason = (typeof recipientReasons)[number];

export const recipientReasonLabels = {
  investor: 'Confirmed investor',
  share: 'Holds a share',
  connection: 'Connection',
  chosen: 'Chosen by you',
} as const satisfies Record<RecipientReason, string>;

/** The audience groups as the compose form offers them. */
export const audienceGroupLabels = {
  confirmedInvestors: 'Investors with confirmed investments',
  shareHolders: 'People holding a data-room or financials share',
  connections: 'Your accepted connections',
} as const;

export const updateMessages = {
  title: 'Updates',
  intro: 'Investor updates: what happened this month, the figures behind it, and what the founders ask for.',
  feedTitle: 'Updates for you',
  feedEmpty: 'No updates yet. Founders who count you among their investors, share holders or connections send them here.',
  yourUpdatesTitle: 'Your updates',
  yourUpdatesEmpty: 'You have not written an update yet.',
  newUpdate: 'New update',
  editUpdate: 'Edit update',
  draft: updateStatusLabels.draft,
  sent: updateStatusLabels.sent,
  // Compose
  titleLabel: 'Title',
  periodLabel: 'Period (month)',
  bodyLabel: 'Update',
  bodyHint: 'Markdown: # headings, - lists, **bold**, _italic_, [links](https://example.com), > quotes and `code`.',
  highlightsLabel: 'Highlights',
  lowlightsLabel: 'Lowlights',
  asksLabel: 'Asks',
  asksHint: 'What you need from your investors; each recipient can answer in a private thread with you.',
  metricsLabel: 'Figures and charts',
  metricsHint: 'The chosen metrics are embedded with their value for the period and the months before.',
  noMetrics: 'This startup tracks no metrics yet: add them under Metrics to embed figures.',
  audienceLabel: 'Send to',
  choosePeopleLabel: 'Chosen people',
  choosePeopleHint: 'Anyone among your confirmed investors, share holders and connections, whether or not they are in a group above.',
  noConnectionsToChoose: 'Nobody to choose from yet: no confirmed investor, share holder or connection.',
  saveDraft: 'Save draft',
  saved: 'Draft saved',
  preview: 'Preview',
  backToEdit: 'Back to editing',
  send: 'Send',
  sendConfirmTitle: 'Send this update?',
  sentToast: 'Update sent',
  deleteDraft: 'Delete draft',
  deleted: 'Draft deleted',
  startupLabel: 'Startup',
  // Reading
  period: 'Period',
  figuresTitle: 'Figures',
  previousMonth: 'previous month',
  notRecorded: 'Not recorded',
  recipientsTitle: 'Recipients',
  notOpened: 'Not opened yet',
  repliesTitle: 'Replies',
  replyThreadTitle: 'Your thread with the founder',
  replyPlaceholder: 'Answer an ask or write to the founder',
  founderReplyPlaceholder: 'Write back; only this person and you read this thread',
  replyLabel: 'Your reply',
  replySend: 'Send reply',
  replySent: 'Reply sent',
  noReplies: 'No replies yet.',
  companyUpdatesTitle: 'Updates from this company',
  companyUpdatesEmpty: 'This company has not sent you an update yet.',
  readUpdate: 'Read update',
  unread: 'New',
  // Public link
  publicLinkTitle: 'Public link',
  publicLinkOff: 'Only the recipients can read this update.',
  publicLinkOn: 'Anyone with this link can read the update (without recipients, opens or replies).',
  publicLinkSwitch: 'Anyone with the link can read it',
  publicLinkCopied: 'Link copied',
  copyLink: 'Copy link',
  publicBadge: 'Public update',
  // Errors; a sentence with values is a message (decision 0046), a limit a number.
  titleRequired: 'Give the update a title',
  titleTooLong: message(t.titleTooLong, { max: UPDATE_TITLE_MAX }),
  periodInvalid: 'Choose the month the update reports on, such as 2026-03',
  bodyTooLong: message(t.bodyTooLong, { max: UPDATE_BODY_MAX }),
  /** `label`: the section's label (Highlights, Lowlights, Asks), a label in each language. */
  sectionTooLong: (label: string) => message(t.sectionTooLong, { label: message(label), max: UPDATE_SECTION_MAX }),
  tooManyMetrics: message(t.tooManyMetrics, { max: UPDATE_METRICS_MAX }),
  tooManyPeople: 'Choose at most 500 people',
  /** A chosen person outside the sender's relationships (decision 0020): named by the id given, so an unknown id reads the same. */
  /** A refusal's message (decision 0046): the id is the client's own, shown as sent. */
  chosenNotRelated: (id: string): Message => message(t.chosenNotRelated, { id }),
  audienceRequired: 'Choose who receives the update: at least one group or one person',
  noRecipients: 'Nobody matches the chosen audience right now: confirm investments, share access, connect, or choose people, then send again',
  alreadySent: 'This update has already been sent',
  sentCannotChange: 'A sent update cannot be changed',
  sentCannotDelete: 'A sent update cannot be deleted',
  onlySentPublic: 'Only a sent update can have a public link',
  metricNotFound: 'One of the chosen metrics does not belong to this startup',
  replyEmpty: 'Write a reply first',
  replyTooLong: message(t.replyTooLong, { max: UPDATE_REPLY_MAX }),
  replyRecipientRequired: 'Choose whose thread to reply in',
  replyRecipientUnknown: 'That person did not receive this update',
  replyOwnThread: 'You can reply only in your own thread with the founder',
  draftNoReplies: 'Replies open once the update is sent',
  publicNotFound: 'This update is not public, or its link was turned off',
} as const;

const m = updateMessages;

/**
 * A figure as people read it in an update and in portfolio monitoring, the same in the web app and
 * the e-mail: money from minor units in its currency rounded to whole units, counts with separators,
 * percent and months to one decimal. The metrics screen shows the exact stored value instead
 * (metric-values.ts `formatMetricValue`); both read the currency's minor unit from `currencyExponent`.
 */
export function formatFigureValue(figure: { unit: MetricUnit; currency: string | null }, value: string | null): string {
  if (value === null) return m.notRecorded;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
  switch (figure.unit) {
    case 'money': {
      // The one spelling per currency (money-display.ts), in whole units: 'XOF 25,000,000', '$12,501'.
      return /^-?\d+$/.test(value) ? formatMinorAmount(value, figure.currency ?? 'USD', { whole: true }) : value;
    }
    case 'percent':
      return `${oneDecimal(amount)}%`;
    case 'months':
      return `${oneDecimal(amount)} months`;
    default:
      return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(amount);
  }
}

/** The change from the month before, as "+12.5%" (null when either month is missing or the previous is zero). */
export function figureChange(figure: { value: string | null; previous: string | null }): string | null {
  if (figure.value === null || figure.previous === null) return null;
  const now = Number(figure.value);
  const before = Number(figure.previous);
  if (!Number.isFinite(now) || !Number.isFinite(before) || before === 0) return null;
  const change = ((now - before) / Math.abs(before)) * 100;
  return `${change >= 0 ? '+' : ''}${Math.round(change * 10) / 10}%`;
}

/** 'YYYY-MM' as "March 2026". */
export function formatPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${names[(month ?? 1) - 1] ?? ''} ${year}`;
}
