import { z } from 'zod';
import { dealStages } from './enums';
import { PIPELINE_STAGE_NAME_MAX, pipelineStageMessages } from './pipeline-stages-texts';

export * from './pipeline-stages-texts';

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
