import { z } from 'zod';
import englishUpdates from './i18n/en/updates';
import { fillCounted, fillText } from './i18n/fill';
import { updateTemplates as t } from './update-templates';
import { currencyExponent } from './metric-values';
import { metricKinds, metricUnits, monthSchema } from './metrics';

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

/**
 * Investor updates (decision 0020). These are the shapes the updates, metrics and portfolio modules
 * share: who an update goes to, and the figures it carries once sent.
 */

/** Who an update goes to; resolved into people when it is sent, from the consent live then. */
export const updateAudienceSchema = z.strictObject({
  /** Investors whose recorded investment in the startup its founders confirmed. */
  confirmedInvestors: z.boolean(),
  /** People holding a live data-room grant or financials share of the startup. */
  shareHolders: z.boolean(),
  /** The sending founder's accepted connections. */
  connections: z.boolean(),
  /** Chosen people, by user id. */
  userIds: z.array(z.string().min(1).max(100)).max(500),
});
export type UpdateAudience = z.infer<typeof updateAudienceSchema>;

/** One metric as an update carries it: the period's figure, the month before, and the series for its chart. */
export const updateFigureSchema = z.object({
  metricId: z.number().int(),
  kind: z.enum(metricKinds),
  name: z.string(),
  unit: z.enum(metricUnits),
  currency: z.string().nullable(),
  /** The value for the update's period, as a decimal string (money in minor units); null when not recorded. */
  value: z.string().nullable(),
  previous: z.string().nullable(),
  /** Up to 12 months ending at the period, oldest first. */
  series: z.array(z.object({ month: monthSchema, value: z.string() })),
});
export type UpdateFigure = z.infer<typeof updateFigureSchema>;

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
} as const satisfies Record<Exclude<keyof UpdateAudience, 'userIds'>, string>;

export const updateMessages = {
  title: 'Updates',
  intro: 'Investor updates: what happened this month, the figures behind it, and what the founders ask for.',
  feedTitle: 'Updates for you',
  feedEmpty: 'No updates yet. Founders who count you among their investors, share holders or connections send them here.',
  yourUpdatesTitle: 'Your updates',
  yourUpdatesEmpty: 'You have not written an update yet.',
  newUpdate: 'New update',
  editUpdate: 'Edit update',
  draft: 'Draft',
  sent: 'Sent',
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
  choosePeopleHint: 'Any of your connections, whether or not they are in a group above.',
  noConnectionsToChoose: 'You have no connections to choose from yet.',
  saveDraft: 'Save draft',
  saved: 'Draft saved',
  preview: 'Preview',
  backToEdit: 'Back to editing',
  send: 'Send',
  sendConfirmTitle: 'Send this update?',
  sendConfirm: (count: number) => fillCounted(englishUpdates, t.sendConfirm, { count }),
  sendConfirmButton: (count: number) => fillCounted(englishUpdates, t.sendConfirmButton, { count }),
  sentToast: 'Update sent',
  deleteDraft: 'Delete draft',
  deleted: 'Draft deleted',
  startupLabel: 'Startup',
  // Reading
  from: (startup: string) => fillText(t.from, { startup }),
  period: 'Period',
  figuresTitle: 'Figures',
  previousMonth: 'previous month',
  notRecorded: 'Not recorded',
  recipientsTitle: 'Recipients',
  opened: (when: string) => fillText(t.opened, { when }),
  notOpened: 'Not opened yet',
  openCount: (opened: number, total: number) => fillText(t.openCount, { opened, total }),
  repliesTitle: 'Replies',
  replyThreadTitle: 'Your thread with the founder',
  replyPlaceholder: 'Answer an ask or write to the founder',
  founderReplyPlaceholder: 'Write back; only this person and you read this thread',
  replyLabel: 'Your reply',
  replySend: 'Send reply',
  replySent: 'Reply sent',
  noReplies: 'No replies yet.',
  threadWith: (name: string) => fillText(t.threadWith, { name }),
  founderReplyLabel: (name: string) => fillText(t.founderReplyLabel, { name }),
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
  // Errors
  titleRequired: 'Give the update a title',
  titleTooLong: fillText(t.titleTooLong, { max: UPDATE_TITLE_MAX }),
  periodInvalid: 'Choose the month the update reports on, such as 2026-03',
  bodyTooLong: fillText(t.bodyTooLong, { max: UPDATE_BODY_MAX.toLocaleString('en-US') }),
  sectionTooLong: (label: string) => fillText(t.sectionTooLong, { label, max: UPDATE_SECTION_MAX.toLocaleString('en-US') }),
  tooManyMetrics: fillText(t.tooManyMetrics, { max: UPDATE_METRICS_MAX }),
  tooManyPeople: 'Choose at most 500 people',
  audienceRequired: 'Choose who receives the update: at least one group or one person',
  noRecipients: 'Nobody matches the chosen audience right now: confirm investments, share access, connect, or choose people, then send again',
  alreadySent: 'This update has already been sent',
  sentCannotChange: 'A sent update cannot be changed',
  sentCannotDelete: 'A sent update cannot be deleted',
  onlySentPublic: 'Only a sent update can have a public link',
  metricNotFound: 'One of the chosen metrics does not belong to this startup',
  replyEmpty: 'Write a reply first',
  replyTooLong: `Replies are limited to ${UPDATE_REPLY_MAX.toLocaleString('en-US')} characters`,
  replyRecipientRequired: 'Choose whose thread to reply in',
  replyRecipientUnknown: 'That person did not receive this update',
  replyOwnThread: 'You can reply only in your own thread with the founder',
  draftNoReplies: 'Replies open once the update is sent',
  publicNotFound: 'This update is not public, or its link was turned off',
} as const;

const m = updateMessages;

const sectionSchema = (label: string) => z.string().max(UPDATE_SECTION_MAX, m.sectionTooLong(label)).default('');

/** POST /api/startups/:id/updates and PUT /api/updates/:id: the whole draft. The audience may stay empty until sending. */
export const updateDraftInputSchema = z.strictObject({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(UPDATE_TITLE_MAX, m.titleTooLong),
  period: z.string({ error: m.periodInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.periodInvalid),
  body: z.string().max(UPDATE_BODY_MAX, m.bodyTooLong).default(''),
  highlights: sectionSchema('Highlights'),
  lowlights: sectionSchema('Lowlights'),
  asks: sectionSchema('Asks'),
  metricIds: z
    .array(z.number().int().positive())
    .max(UPDATE_METRICS_MAX, m.tooManyMetrics)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  audience: updateAudienceSchema
    .extend({ userIds: z.array(z.string().min(1).max(100)).max(500, m.tooManyPeople).transform((ids) => [...new Set(ids)]) })
    .default({ confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] }),
});
export type UpdateDraftInput = z.input<typeof updateDraftInputSchema>;
export type UpdateDraft = z.output<typeof updateDraftInputSchema>;

export const updateParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const personSchema = z.object({ id: z.string(), name: z.string() });
const startupRefSchema = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() });

/** The Markdown parts rendered to sanitised HTML on the server (headings, lists, links, emphasis, code, quotes). */
export const renderedPartsSchema = z.object({
  bodyHtml: z.string(),
  highlightsHtml: z.string(),
  lowlightsHtml: z.string(),
  asksHtml: z.string(),
});

export const updateReplySchema = z.object({
  id: z.number().int(),
  author: personSchema,
  /** Written by the startup's founder (otherwise by the recipient whose thread it is). */
  isFounder: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type UpdateReply = z.infer<typeof updateReplySchema>;

/** One recipient's private thread with the founder. */
export const updateThreadSchema = z.object({ recipient: personSchema, replies: z.array(updateReplySchema) });
export type UpdateThread = z.infer<typeof updateThreadSchema>;
export const updateThreadsSchema = z.object({ threads: z.array(updateThreadSchema) });
export type UpdateThreads = z.infer<typeof updateThreadsSchema>;

export const updateRecipientSchema = z.object({
  person: personSchema,
  reason: z.enum(recipientReasons),
  openedAt: z.string().nullable(),
  replyCount: z.number().int(),
});
export type UpdateRecipient = z.infer<typeof updateRecipientSchema>;

/** What only the founder sees of their update: the Markdown to edit, the audience, who received and opened it, every thread. */
export const founderUpdateViewSchema = z.object({
  body: z.string(),
  highlights: z.string(),
  lowlights: z.string(),
  asks: z.string(),
  metricIds: z.array(z.number().int()),
  audience: updateAudienceSchema,
  isPublic: z.boolean(),
  /** Set while the public link is on. */
  publicToken: z.string().nullable(),
  recipients: z.array(updateRecipientSchema),
  threads: z.array(updateThreadSchema),
});

/**
 * GET /api/updates/:id. A recipient gets the update as sent and their own thread; the founder also
 * gets `founder`. For a draft, `figures` are computed now (the preview); once sent, they are the snapshot.
 */
export const updateDetailSchema = renderedPartsSchema.extend({
  id: z.number().int(),
  startup: startupRefSchema,
  author: personSchema,
  title: z.string(),
  period: monthSchema,
  status: z.enum(updateStatuses),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  figures: z.array(updateFigureSchema),
  viewer: z.enum(['founder', 'recipient']),
  /** The recipient's first opening (null for the founder). */
  openedAt: z.string().nullable(),
  founder: founderUpdateViewSchema.nullable(),
});
export type UpdateDetail = z.infer<typeof updateDetailSchema>;

/** GET /api/startups/:id/updates: the founder's drafts and sent updates, newest first. */
export const founderUpdateListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: monthSchema,
  status: z.enum(updateStatuses),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  recipientCount: z.number().int(),
  openCount: z.number().int(),
  replyCount: z.number().int(),
  isPublic: z.boolean(),
});
export type FounderUpdateListItem = z.infer<typeof founderUpdateListItemSchema>;
export const founderUpdateListSchema = z.array(founderUpdateListItemSchema);

/** An update in a recipient's feed. */
export const receivedUpdateSchema = z.object({
  id: z.number().int(),
  startup: startupRefSchema,
  title: z.string(),
  period: monthSchema,
  sentAt: z.string(),
  openedAt: z.string().nullable(),
  /** The start of the update's text, as plain text. */
  excerpt: z.string(),
  hasAsks: z.boolean(),
});
export type ReceivedUpdate = z.infer<typeof receivedUpdateSchema>;

export const updateFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(UPDATE_FEED_PAGE_SIZE).default(UPDATE_FEED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type UpdateFeedQuery = z.input<typeof updateFeedQuerySchema>;
export const updateFeedSchema = z.object({ items: z.array(receivedUpdateSchema), hasMore: z.boolean() });
export type UpdateFeed = z.infer<typeof updateFeedSchema>;

/** GET /api/startups/:id/updates/received: that company's updates sent to the signed-in user, with their figures. */
export const companyUpdateSchema = receivedUpdateSchema.omit({ startup: true }).extend({ figures: z.array(updateFigureSchema) });
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;
export const companyUpdatesSchema = z.array(companyUpdateSchema);

/** GET /api/updates/:id/audience: who a draft would go to if sent now. */
export const audiencePreviewSchema = z.object({
  count: z.number().int(),
  byReason: z.object({ investor: z.number().int(), share: z.number().int(), connection: z.number().int(), chosen: z.number().int() }),
  people: z.array(z.object({ person: personSchema, reason: z.enum(recipientReasons) })),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** POST /api/updates/:id/replies. The founder names the recipient whose thread they answer in. */
export const createUpdateReplyInputSchema = z.strictObject({
  body: z.string({ error: m.replyEmpty }).trim().min(1, m.replyEmpty).max(UPDATE_REPLY_MAX, m.replyTooLong),
  recipientId: z.string().min(1).max(100).optional(),
});
export type CreateUpdateReplyInput = z.infer<typeof createUpdateReplyInputSchema>;

/** PUT /api/updates/:id/public. */
export const setUpdatePublicInputSchema = z.strictObject({ isPublic: z.boolean() });
export type SetUpdatePublicInput = z.infer<typeof setUpdatePublicInputSchema>;
export const updatePublicStateSchema = z.object({ isPublic: z.boolean(), publicToken: z.string().nullable() });
export type UpdatePublicState = z.infer<typeof updatePublicStateSchema>;

export const publicUpdateParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, m.publicNotFound) });

/** GET /api/public-updates/:token: the update as sent, without recipients, opens or replies. */
export const publicUpdateSchema = renderedPartsSchema.extend({
  startup: startupRefSchema,
  title: z.string(),
  period: monthSchema,
  sentAt: z.string(),
  figures: z.array(updateFigureSchema),
});
export type PublicUpdate = z.infer<typeof publicUpdateSchema>;

/**
 * A figure as people read it in an update and in portfolio monitoring, the same in the web app and
 * the e-mail: money from minor units in its currency rounded to whole units, counts with separators,
 * percent and months to one decimal. The metrics screen shows the exact stored value instead
 * (metric-values.ts `formatMetricValue`); both read the currency's minor unit from `currencyExponent`.
 */
export function formatFigureValue(figure: Pick<UpdateFigure, 'unit' | 'currency'>, value: string | null): string {
  if (value === null) return m.notRecorded;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
  switch (figure.unit) {
    case 'money': {
      const currency = figure.currency ?? 'USD';
      return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount / 10 ** currencyExponent(currency));
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
export function figureChange(figure: Pick<UpdateFigure, 'value' | 'previous'>): string | null {
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
