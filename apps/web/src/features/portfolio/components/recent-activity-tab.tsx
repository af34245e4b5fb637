import { Link } from 'wouter';
import { Activity } from 'lucide-react';
import { roundTypeLabel } from '@baobab/contracts/enums';
import { pageText } from '@baobab/contracts/ui-strings';
import type { PortfolioOverview } from '@baobab/contracts/portfolio';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatDate, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { ConfirmationBadge } from './confirmation-badge';
import { UserText } from '@/components/ui/user-text';

export function RecentActivityTab({ recent }: { recent: PortfolioOverview['recentInvestments'] }) {
  const t = useT('portfolio');
  const translate = useTranslateMessage();

  if (recent.length === 0) return <EmptyState icon={Activity} title={t(pageText.noRecentActivity)} />;
  return (
    <Card>
      <ul className="flex flex-col divide-y divide-stone-100">
        {recent.map((item) => (
          <li key={item.id} className="flex items-center gap-3 p-4">
            <StartupLogo name={item.startupName} logoUrl={item.logoUrl} />
            <div className="min-w-0 flex-1">
              <Link href={`/portfolio/company/${item.startupId}`} className="block truncate font-medium hover:underline">
                <UserText>{item.startupName}</UserText>
              </Link>
              <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <Badge variant="secondary">{translate(roundTypeLabel(item.roundType))}</Badge>

                {formatDate(`${item.date}T00:00:00`)}
                <ConfirmationBadge status={item.confirmationStatus} />
              </p>
            </div>
            <p className="font-semibold">{formatUsd(item.amount)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
