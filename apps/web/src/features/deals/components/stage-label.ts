import { dealStageLabels, type DealStage } from '@baobab/contracts/enums';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** A stage's name in the current language (enums.ts holds the English; the deals catalog its French). */
export function useStageLabel(): (stage: DealStage) => string {
  useT('deals'); // loads the catalog the stage names' French is in
  const translate = useTranslateMessage();
  return (stage) => translate(dealStageLabels[stage]);
}
