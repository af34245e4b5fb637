import { dealStageLabels, type DealPriority, type DealStage } from '@baobab/contracts/enums';
import { Badge } from '@/components/ui/badge';

const priorityVariants = { high: 'destructive', medium: 'accent', low: 'secondary' } as const;

export function PriorityBadge({ priority }: { priority: DealPriority }) {
  return <Badge variant={priorityVariants[priority]}>{priority}</Badge>;
}

export function StageBadge({ stage }: { stage: DealStage }) {
  return <Badge variant={stage === 'closed' ? 'default' : 'outline'}>{dealStageLabels[stage]}</Badge>;
}
