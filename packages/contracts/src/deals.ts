import { z } from 'zod';
import { dealPriorities, dealStages } from './enums';

export const dealMessages = {
  stage: `Stage must be one of: ${dealStages.join(', ')}`,
  priority: `Priority must be one of: ${dealPriorities.join(', ')}`,
  interestLevel: 'Interest level must be a whole number from 1 to 10',
  nextActionTooLong: 'Next action must be at most 200 characters',
  sourceChannelTooLong: 'Source channel must be at most 100 characters',
  noteRequired: 'Write a note first',
  noteTooLong: 'A note must be at most 5,000 characters',
  nothingToUpdate: 'Send at least one field to update',
  alreadyInPipeline: 'This startup is already in your pipeline',
  dealAdded: 'Added to your pipeline',
  dealAddFailed: 'Could not add to pipeline',
  dealRemoved: 'Removed from your pipeline',
  noteAdded: 'Note added',
  noteAddFailed: 'Could not add the note',
  downloadFailed: 'Could not download the deal summary',
} as const;

const stageSchema = z.enum(dealStages, { error: dealMessages.stage });
const prioritySchema = z.enum(dealPriorities, { error: dealMessages.priority });
const interestSchema = z
  .number({ error: dealMessages.interestLevel })
  .int(dealMessages.interestLevel)
  .min(1, dealMessages.interestLevel)
  .max(10, dealMessages.interestLevel);
const nextActionSchema = z.string().trim().max(200, dealMessages.nextActionTooLong);
const sourceChannelSchema = z.string().trim().max(100, dealMessages.sourceChannelTooLong);

export const createDealInputSchema = z.strictObject({
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
  stage: z.union([z.literal('all'), stageSchema]).optional(),
  priority: z.union([z.literal('all'), prioritySchema]).optional(),
});
export type DealsQuery = z.infer<typeof dealsQuerySchema>;

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

export const dealNoteSchema = z.object({ id: z.number(), body: z.string(), createdAt: z.string() });
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

/** The spec's rule, in one place for the server's analytics and the browser's filtered view. */
export function conversionRate(closed: number, total: number): number {
  return total === 0 ? 0 : Math.round((closed / total) * 100);
}

/** Whether a deal's startup name or sector contains the search text, case-insensitive (the spec's Deal Flow screen). */
export function dealMatchesSearch(deal: Pick<Deal, 'startup'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return deal.startup.name.toLowerCase().includes(needle) || deal.startup.sector.toLowerCase().includes(needle);
}
