// A fund's own pipeline stages (decision 0068): the words, limits and zod-free helpers the screens import.
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
