import { createContext, useContext } from 'react';
import { dealStages, type DealStage } from '@baobab/contracts/enums';
import type { PipelineStageSetting } from '@baobab/contracts/pipeline-stages';

/**
 * The pipeline on screen as its stages show (decision 0068): the stages it uses, in the pipeline's order, and the
 * fund's own names. Every column, selector, filter, badge, analytics row and timeline line reads it, so a fund's
 * pipeline is named one way everywhere; outside a fund's pipeline it is the standard one.
 */
export type PipelineStagesView = { inUse: readonly DealStage[]; names: Partial<Record<DealStage, string>> };

export const standardPipeline: PipelineStagesView = { inUse: dealStages, names: {} };

export function pipelineView(settings: readonly PipelineStageSetting[] | undefined): PipelineStagesView {
  if (!settings) return standardPipeline;
  return {
    inUse: dealStages.filter((stage) => settings.find((s) => s.stage === stage)?.inUse ?? true),
    names: Object.fromEntries(settings.filter((s) => s.name).map((s) => [s.stage, s.name!])),
  };
}

export const PipelineStagesContext = createContext<PipelineStagesView>(standardPipeline);

/** The stages the pipeline on screen uses, in order: its columns and the choices of every stage selector. */
export const useStagesInUse = () => useContext(PipelineStagesContext).inUse;
