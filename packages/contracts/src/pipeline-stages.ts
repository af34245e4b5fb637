import { z } from 'zod';
import { dealStageLabels, dealStages, type DealStage } from './enums';

/** The longest name a fund may give a stage: a column heading, not a sentence. */
export const PIPELINE_STAGE_NAME_MAX = 40;

/** Where new deals land unless the person adding one chooses otherwise: always in use. */
export const ENTRY_STAGE: DealStage = 'sourced';

export const pipelineStageMessages = {
  nameTooLong: 'A stage name must be at most 40 characters',
  everyStageOnce: 'List every stage of the pipeline exactly once',
  namesDistinct: 'Two stages in use cannot have the same name',
  tooFewInUse: 'A pipeline uses at least two stages',
  entryStageInUse: 'New deals land in {{stage}}, so it stays in use',
  stageHoldsDeals: '{{count}} deals are still in {{stage}}: move them to another stage before switching it off',
  stageNotInUse: 'This pipeline does not use the stage {{stage}}',
  adminsOnly: 'Only the organisation’s admins can change its pipeline stages',
} as const;

/** The settings form on the organisation's screen. */
export const pipelineStageTexts = {
  title: 'Pipeline stages',
  intro: 'Choose the stages your team works with and name them as you call them. The order stays the pipeline’s.',
  readOnly: 'Only admins change the stages; this is how the pipeline is set up.',
  inUse: 'Use {{stage}}',
  nameLabel: 'Your name for {{stage}}',
  namePlaceholder: 'Standard name',
  save: 'Save stages',
  saved: 'Pipeline stages saved',
  saveFailed: 'Could not save the pipeline stages',
  entryStage: 'New deals land here',
} as const;

export type PipelineStageSetting = { stage: DealStage; inUse: boolean; name: string | null };

/** A pipeline as it is when nobody configured it: every stage, its standard name (a solo investor's, always). */
export const defaultPipelineStages: readonly PipelineStageSetting[] = dealStages.map((stage) => ({ stage, inUse: true, name: null }));

/** The English label to translate when the fund gave the stage no name of its own. */
export const standardStageLabel = (stage: DealStage) => dealStageLabels[stage];

/** A person's words: trimmed, empty meaning "the standard name", never translated. */
const stageName = z
  .string()
  .trim()
  .max(PIPELINE_STAGE_NAME_MAX, pipelineStageMessages.nameTooLong)
  .nullable()
  .default(null)
  .transform((value) => value || null);

const stageSetting = z.strictObject({ stage: z.enum(dealStages), inUse: z.boolean(), name: stageName });

/**
 * Every stage once (the order sent does not matter: the pipeline's order is `dealStages`'). The rules that read
 * stored deals (a stage still holding deals stays in use) are the server's, under the organisation's lock.
 */
export const pipelineStagesInputSchema = z.strictObject({
  stages: z
    .array(stageSetting)
    .refine((list) => list.length === dealStages.length && new Set(list.map((s) => s.stage)).size === dealStages.length, pipelineStageMessages.everyStageOnce)
    .refine((list) => {
      const names = list.filter((s) => s.inUse && s.name).map((s) => s.name!.toLocaleLowerCase());
      return new Set(names).size === names.length;
    }, pipelineStageMessages.namesDistinct),
});

export type PipelineStagesInput = z.infer<typeof pipelineStagesInputSchema>;
export type PipelineStagesFormValues = z.input<typeof pipelineStagesInputSchema>;

export const pipelineStagesSchema = z.object({
  organisationId: z.number().int(),
  /** All six, in the pipeline's order, used or not; `name` null where the fund kept the standard name. */
  stages: z.array(z.object({ stage: z.enum(dealStages), inUse: z.boolean(), name: z.string().nullable() })),
  /** Deals per stage now, so the form can say which stages cannot be switched off. */
  dealCounts: z.record(z.string(), z.number().int()),
});

export type PipelineStages = z.infer<typeof pipelineStagesSchema>;
