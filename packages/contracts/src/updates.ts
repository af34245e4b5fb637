import { z } from 'zod';
import { rowIdSchema, rowIdTextSchema } from './common';
import { calendarMonthSchema } from './dates';
import { refusalError } from './refusal-schema';
import { metricKinds, metricUnits } from './metric-kinds';
import { UPDATE_TITLE_MAX, UPDATE_BODY_MAX, UPDATE_SECTION_MAX, UPDATE_REPLY_MAX, UPDATE_METRICS_MAX, UPDATE_FEED_PAGE_SIZE, updateStatuses, recipientReasons, updateMessages, audienceGroupLabels } from './updates-texts';

// The zod-free part (strings, labels, limits) is in updates-texts.ts; importing it from here works too.
export * from './updates-texts';

const m = updateMessages;

/** A month as the API writes it, 'YYYY-MM' (metrics.ts's monthSchema: made here so the update forms do not load the metrics schemas). */
const monthSchema = calendarMonthSchema();

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

// Every audience group has its label (audienceGroupLabels lives in updates-texts.ts, which cannot import this type).
const _everyGroupLabelled: Record<Exclude<keyof UpdateAudience, 'userIds'>, string> = audienceGroupLabels;

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

const sectionSchema = (label: string) => z.string().max(UPDATE_SECTION_MAX, refusalError(m.sectionTooLong(label))).default('');

/** POST /api/startups/:id/updates and PUT /api/updates/:id: the whole draft. The audience may stay empty until sending. */
export const updateDraftInputSchema = z.strictObject({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(UPDATE_TITLE_MAX, refusalError(m.titleTooLong)),
  period: calendarMonthSchema(m.periodInvalid),
  body: z.string().max(UPDATE_BODY_MAX, refusalError(m.bodyTooLong)).default(''),
  highlights: sectionSchema('Highlights'),
  lowlights: sectionSchema('Lowlights'),
  asks: sectionSchema('Asks'),
  metricIds: z
    .array(rowIdSchema)
    .max(UPDATE_METRICS_MAX, refusalError(m.tooManyMetrics))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  audience: updateAudienceSchema
    .extend({ userIds: z.array(z.string().min(1).max(100)).max(500, m.tooManyPeople).transform((ids) => [...new Set(ids)]) })
    .default({ confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] }),
});

export type UpdateDraftInput = z.input<typeof updateDraftInputSchema>;

export type UpdateDraft = z.output<typeof updateDraftInputSchema>;

export const updateParamsSchema = z.strictObject({ id: rowIdTextSchema });

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

/**
 * GET /api/startups/:id/updates/audience-people: everyone the founder may choose by name, with each
 * relationship that allows it (a confirmed investment, a live share, an accepted connection).
 */
export const audiencePeopleSchema = z.array(
  z.object({ person: personSchema, reasons: z.array(z.enum(recipientReasons).exclude(['chosen'])).min(1) }),
);

export type AudiencePerson = z.infer<typeof audiencePeopleSchema>[number];

/** POST /api/updates/:id/replies. The founder names the recipient whose thread they answer in. */
export const createUpdateReplyInputSchema = z.strictObject({
  body: z.string({ error: m.replyEmpty }).trim().min(1, m.replyEmpty).max(UPDATE_REPLY_MAX, refusalError(m.replyTooLong)),
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
