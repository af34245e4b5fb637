import { KeyRound } from 'lucide-react';
import { relationLabels } from '@baobab/contracts/viewer-relations';
import { Badge } from '@/components/ui/badge';

/** Says that the founder opened this startup's financials or a data room to the reader. */
export function SharedBadge() {
  return (
    <Badge variant="accent" className="gap-1" title={relationLabels.sharedWithYouTitle}>
      <KeyRound className="size-3" aria-hidden="true" /> {relationLabels.sharedWithYou}
    </Badge>
  );
}
