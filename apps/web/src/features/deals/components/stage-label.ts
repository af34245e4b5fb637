import { useContext } from 'react';
import { dealStageLabels, type DealStage } from '@baobab/contracts/enums';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { PipelineStagesContext } from './pipeline-stages-context';

/**
 * A stage's name: the fund's own, as its admin wrote it (never translated; shown with dir="auto"), or the standard
 * name in the current language (enums.ts holds the English; the catalogs its French and Arabic).
 */
export function useStageLabel(): (stage: DealStage) => string {
  useT('deals'); // loads the catalog the stage names' French is in
  const translate = useTranslateMessage();
  const { names } = useContext(PipelineStagesContext);
  return (stage) => names[stage] ?? translate(dealStageLabels[stage]);
}
