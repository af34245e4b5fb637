import { z } from 'zod';
import { dealPriorities, dealStages } from './enums';
import { dealMessages } from './deals-texts';

// The zod-free part (strings, labels, limits) is in deals-texts.ts; importing it from here works too.
export * from './deals-texts';

const stageSchema = z.enum(dealStages, { error: dealMessages.stage });

const prioritySchema = z.enum(dealPriorities, { error: dealMessages.priority });

const interestSchema = z
  .number({ error: dealMessages.interestLevel })
  .int(dealMessages.interestLevel)
  .min(1, dealMessages.interestLevel)
  .max(10, dealMessages.interestLevel);

const nextActionSchema = z.string().trim().max(200, dealMessages.nextActionTooLong);

const sourceChannelSchema = z.string().trim().max(100, dealMessages.sourceChannelTooLong);

/** An organisation's pipeline instead of the caller's own (decision 0047); absent means the caller's own. */
const organisationIdSchema = z.coerce.number().int().min(1);

export const createDealInputSchema = z.strictObject({
  organisationId: z.number().int().min(1).optional(),
  startupId: z.number({ error: 'Please select a startup' }).int().min(1, 'Please select a startup'),
  stage: stageSchema.default('sourced'),
  priority: prioritySchema.default('medium'),
  interestLevel: interestSchema.default(5),
  sourceChannel: sourceChannelSchema.optional(),
  nextAction: nextActionSchema.optional(),
});

export type CreateDealInput = z.infer<typeof createDealInputSchema>;

export type CreateDealFormValues = z.input<typeof createDealInputSchema>;

/** PUT /api/portfolio/deal-flow/{id}: the spec sends {stage}; the Update dialog sends the rest. */
export const updateDealInputSchema = z
  .strictObject({
    stage: stageSchema.optional(),
    priority: prioritySchema.optional(),
    interestLevel: interestSchema.optional(),
    nextAction: nextActionSchema.optional(),
    sourceChannel: sourceChannelSchema.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), dealMessages.nothingToUpdate);

export type UpdateDealInput = z.infer<typeof updateDealInputSchema>;

export const dealsQuerySchema = z.strictObject({
  organisationId: organisationIdSchema.optional(),
  stage: z.union([z.literal('all'), stageSchema]).optional(),
  priority: z.union([z.literal('all'), prioritySchema]).optional(),
});

export type DealsQuery = z.infer<typeof dealsQuerySchema>;

/** Which pipeline the analytics describe. */
export const pipelineQuerySchema = z.strictObject({ organisationId: organisationIdSchema.optional() });

export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

/** A fund deal's owner and assignees, all current members; the owner may be none. */
export const assignDealInputSchema = z.strictObject({
  ownerUserId: z.string().min(1).nullable(),
  assigneeIds: z.array(z.string().min(1)).max(30, dealMessages.tooManyAssignees),
});

export type AssignDealInput = z.infer<typeof assignDealInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const createDealNoteInputSchema = z.strictObject({
  body: z.string({ error: dealMessages.noteRequired }).trim().min(1, dealMessages.noteRequired).max(5000, dealMessages.noteTooLong),
});

export type CreateDealNoteInput = z.infer<typeof createDealNoteInputSchema>;

/** The spec's deal entity, plus the startup id (for links) and when it entered its stage. */
export const dealSchema = z.object({
  id: z.number(),
  stage: z.enum(dealStages),
  priority: z.enum(dealPriorities),
  interestLevel: z.number(),
  lastActivity: z.string(),
  stageEnteredAt: z.string(),
  sourceChannel: z.string().nullable(),
  nextAction: z.string().nullable(),
  noteCount: z.number(),
  /** The deal's open tasks, and those of them due before today (decision 0054): the board flags the overdue. */
  openTaskCount: z.number(),
  overdueTaskCount: z.number(),
  /** The organisation whose pipeline holds the deal; null in a person's own pipeline. */
  organisationId: z.number().nullable(),
  /** The member responsible, and the members working on it (fund deals only; empty otherwise). */
  owner: personSchema.nullable(),
  assignees: z.array(personSchema),
  startup: z.object({
    id: z.number(),
    name: z.string(),
    sector: z.string(),
    region: z.string(),
    fundingStage: z.string(),
    logoUrl: z.string().nullable(),
  }),
});

export type Deal = z.infer<typeof dealSchema>;

export const dealsSchema = z.array(dealSchema);

/**
 * The board (decision 0066): each stage's count and one page of its cards, newest activity first. The search
 * (startup name or sector) and the priority filter apply to counts and cards alike.
 */
export const dealBoardQuerySchema = z.strictObject({
  organisationId: organisationIdSchema.optional(),
  priority: z.union([z.literal('all'), prioritySchema]).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export type DealBoardQuery = z.input<typeof dealBoardQuerySchema>;

/** The next page of one column: `cursor` is the `nextCursor` its last page returned (a keyset, never an offset). */
export const dealColumnQuerySchema = dealBoardQuerySchema.extend({ cursor: z.string().max(200).optional() });

export type DealColumnQuery = z.input<typeof dealColumnQuerySchema>;

export const dealColumnParamsSchema = z.strictObject({ stage: stageSchema });

export const dealColumnSchema = z.object({
  stage: z.enum(dealStages),
  /** Every deal of the stage that matches the filters, not only those on this page. */
  count: z.number(),
  deals: z.array(dealSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export type DealColumn = z.infer<typeof dealColumnSchema>;

export const dealBoardSchema = z.object({ columns: z.array(dealColumnSchema) });

export type DealBoard = z.infer<typeof dealBoardSchema>;

/** A pipeline's companies by name, for a picker: the first `limit` matching the search, never the whole pipeline. */
export const pipelineStartupsQuerySchema = z.strictObject({
  organisationId: organisationIdSchema.optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export type PipelineStartupsQuery = z.input<typeof pipelineStartupsQuerySchema>;

export const pipelineStartupsSchema = z.array(z.object({ id: z.number(), name: z.string() }));


/** The author is named so a fund's members know who wrote what. */
export const dealNoteSchema = z.object({ id: z.number(), body: z.string(), createdAt: z.string(), author: z.string().nullable() });

export type DealNote = z.infer<typeof dealNoteSchema>;

export const dealNotesSchema = z.array(dealNoteSchema);

export const dealAnalyticsSchema = z.object({
  totalDeals: z.number(),
  inDueDiligence: z.number(),
  closedDeals: z.number(),
  /** Closed over total as a rounded whole percent; 0 when there are no deals (the spec's Deal Flow screen). */
  conversionRate: z.number(),
  timeInStage: z.array(z.object({ stage: z.enum(dealStages), averageDays: z.number().nullable(), deals: z.number() })),
});

export type DealAnalytics = z.infer<typeof dealAnalyticsSchema>;
