import { KeyRound } from 'lucide-react';
import { relationLabels } from '@baobab/contracts/viewer-relations';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

/** Says that the founder opened this startup's financials or a data room to the reader. */
export function SharedBadge() {
  const t = useT('startups');
  return (
    <Badge variant="accent" className="gap-1" title={t(relationLabels.sharedWithYouTitle)}>
      <KeyRound className="size-3" aria-hidden="true" /> {t(relationLabels.sharedWithYou)}
    </Badge>
  );
}
