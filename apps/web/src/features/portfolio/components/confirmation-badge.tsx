import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { portfolioMessages, type InvestmentConfirmationStatus } from '@baobab/contracts/portfolio-texts';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const looks = {
  confirmed: { variant: 'default', Icon: BadgeCheck, label: portfolioMessages.confirmedBadge },
  pending: { variant: 'outline', Icon: Clock, label: portfolioMessages.pendingBadge },
  declined: { variant: 'destructive', Icon: XCircle, label: portfolioMessages.declinedBadge },
} as const;

/** Whether the startup's founder confirmed a recorded investment: until then it is the investor's own claim. */
export function ConfirmationBadge({ status }: { status: InvestmentConfirmationStatus }) {
  const t = useT('portfolio');
  const { variant, Icon, label } = looks[status];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3" aria-hidden="true" /> {t(label)}

    </Badge>
  );
}
