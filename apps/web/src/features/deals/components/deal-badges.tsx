import { dealPriorityLabels, type DealPriority, type DealStage } from '@baobab/contracts/enums';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { useStageLabel } from './stage-label';

const priorityVariants = { high: 'destructive', medium: 'accent', low: 'secondary' } as const;

export function PriorityBadge({ priority }: { priority: DealPriority }) {
  const t = useT('deals');
  return <Badge variant={priorityVariants[priority]}>{t(dealPriorityLabels[priority])}</Badge>;
}

export function StageBadge({ stage }: { stage: DealStage }) {
  const stageLabel = useStageLabel();
  return (
    <Badge variant={stage === 'closed' ? 'default' : 'outline'}>
      <span dir="auto">{stageLabel(stage)}</span>
    </Badge>
  );
}
