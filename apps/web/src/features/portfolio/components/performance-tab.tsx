import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import { pageText } from '@baobab/contracts/ui-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatUsd } from '@/lib/format';
import { usePortfolioPerformance } from '../api/get-portfolio';

export function PerformanceTab() {
  const performance = usePortfolioPerformance();
  if (performance.isLoading || !performance.data) return <Spinner />;
  const { overview, topPerformers } = performance.data;
  const figures = [
    ['Total committed', formatUsd(overview.totalCommitted)],
    ['Active investments', String(overview.activeInvestments)],
    ['Exited investments', String(overview.exitedInvestments)],
    ['Average multiple', `${overview.avgMultiple.toFixed(2)}x`],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Portfolio performance</CardTitle>
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
          <p className="mt-4 text-xs text-stone-500">Multiples use the exit amount for exited companies and the latest recorded post-money valuation for the rest.</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Top Performers</CardTitle>
        </CardHeader>
        <CardContent>
          {topPerformers.length === 0 ? (
            <EmptyState icon={Trophy} title={pageText.noExits} />
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100">
              {topPerformers.map((p) => (
                <li key={p.startup.id} className="flex items-center gap-3 py-3">
                  <StartupLogo name={p.startup.name} logoUrl={p.startup.logoUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Link href={`/portfolio/company/${p.startup.id}`} className="block truncate font-medium hover:underline">
                      {p.startup.name}
                    </Link>
                    <p className="text-xs text-stone-600">
                      {formatUsd(p.investmentAmount)} invested · now {p.currentMultiple.toFixed(2)}x
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="text-xs text-stone-500">Exit multiple</p>
                    <p className="font-semibold">{p.exitMultiple === null ? 'N/A' : `${p.exitMultiple.toFixed(2)}x`}</p>
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
