import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import { pageText } from '@baobab/contracts/ui-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { usePortfolioPerformance } from '../api/get-portfolio';
import { formatMultiple } from './figures';
import { UserText } from '@/components/ui/user-text';

export function PerformanceTab() {
  const t = useT('portfolio');
  const performance = usePortfolioPerformance();
  if (performance.isLoading || !performance.data) return <Spinner />;
  const { overview, topPerformers } = performance.data;
  const figures = [
    [t('Total committed'), formatUsd(overview.totalCommitted)],
    [t('Active investments'), String(overview.activeInvestments)],
    [t('Exited investments'), String(overview.exitedInvestments)],
    [t('Average multiple'), formatMultiple(overview.avgMultiple)],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('Portfolio performance')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-stone-500">{t('Multiples use the exit amount for exited companies and the latest recorded post-money valuation for the rest.')}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Top Performers')}</CardTitle>
        </CardHeader>
        <CardContent>
          {topPerformers.length === 0 ? (
            <EmptyState icon={Trophy} title={t(pageText.noExits)} />
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100">
              {topPerformers.map((p) => (
                <li key={p.startup.id} className="flex items-center gap-3 py-3">
                  <StartupLogo name={p.startup.name} logoUrl={p.startup.logoUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Link href={`/portfolio/company/${p.startup.id}`} className="block truncate font-medium hover:underline">
                      <UserText>{p.startup.name}</UserText>
                    </Link>
                    <p className="text-xs text-stone-600">
                      {t('{{amount}} invested · now {{multiple}}', { amount: formatUsd(p.investmentAmount), multiple: formatMultiple(p.currentMultiple) })}
                    </p>
                  </div>
                  <div className="text-end">
                    <p className="text-xs text-stone-500">{t('Exit multiple')}</p>
                    <p className="font-semibold">{p.exitMultiple === null ? t('N/A') : formatMultiple(p.exitMultiple)}</p>

                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
