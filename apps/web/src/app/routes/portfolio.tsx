import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Plus, Workflow } from 'lucide-react';
import { InvestorOnlyNotice } from '@/components/layouts/investor-only-notice';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePortfolioOverview } from '@/features/portfolio/api/get-portfolio';
import { useT } from '@/lib/i18n/use-t';
import { CompaniesTab } from '@/features/portfolio/components/companies-tab';
import { RecentActivityTab } from '@/features/portfolio/components/recent-activity-tab';
import { SummaryCards } from '@/features/portfolio/components/summary-cards';
import { monitoringMessages } from '@baobab/contracts/portfolio-monitoring-texts';
import { preloadable } from '@/lib/preloadable';
import { useUrlTab } from '@/lib/use-url-tab';
import type { ScreenProps } from '../screen-props';

// The companies open first; monitoring (its settings form brings zod), performance and returns load when
// opened (or pointed at), not before the screen's first paint.
/** The screen's tabs, in the address (`?tab=returns`): a reload, a shared link or a change of language keeps the one open. */
const portfolioTabs = ['companies', 'monitoring', 'performance', 'returns', 'activity'] as const;
const MonitoringTab = preloadable(() => import('@/features/portfolio/components/monitoring-tab').then((m) => ({ default: m.MonitoringTab })));
const PerformanceTab = preloadable(() => import('@/features/portfolio/components/performance-tab').then((m) => ({ default: m.PerformanceTab })));
const ReturnsTab = preloadable(() => import('@/features/portfolio/components/returns-tab').then((m) => ({ default: m.ReturnsTab })));

// The dialog, its form and zod load once the portfolio is there, not before its first paint.
const RecordInvestmentDialog = lazy(() => import('@/features/portfolio/components/record-investment-dialog').then((m) => ({ default: m.RecordInvestmentDialog })));

/** The dialog's button, inactive until the dialog loads (same size: nothing shifts). */
function AddInvestmentPlaceholder() {
  const t = useT('portfolio');
  return (
    <Button disabled>
      <Plus aria-hidden="true" /> {t('Add Investment')}
    </Button>
  );
}

/**
 * The fund whose returns are shown is in the address (`?fund=ID`): a shared link or a reload opens the Returns tab
 * on the same fund; the person's own returns have no parameter.
 */
function useReturnsFund(): [number | undefined, (id: number | undefined) => void] {
  const [, navigate] = useLocation();
  const raw = Number(new URLSearchParams(useSearch()).get('fund'));
  const fund = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  // Choosing one's own returns stays on the Returns tab (a fund's opens on it anyway).
  return [fund, (id) => navigate(id === undefined ? '/portfolio?tab=returns' : `/portfolio?fund=${id}`, { replace: true })];
}

function InvestorPortfolio() {
  const t = useT('portfolio');
  const overview = usePortfolioOverview();
  const [fund, chooseFund] = useReturnsFund();
  const [tab, setTab] = useUrlTab(portfolioTabs, fund === undefined ? 'companies' : 'returns');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Portfolio')}</h1>
          <p className="mt-1 text-stone-600">{t('Your investments, what they are worth now, and why.')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/portfolio/deal-flow">
              <Workflow aria-hidden="true" /> {t('Deal Flow')}
            </Link>
          </Button>
          <Deferred placeholder={<AddInvestmentPlaceholder />}>
            <RecordInvestmentDialog />
          </Deferred>
        </div>
      </div>
      <SummaryCards summary={overview.data?.summary} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="companies">{t('Portfolio Companies')}</TabsTrigger>
          <TabsTrigger value="monitoring" {...MonitoringTab.preloadOnIntent}>{t(monitoringMessages.title)}</TabsTrigger>
          <TabsTrigger value="performance" {...PerformanceTab.preloadOnIntent}>{t('Performance')}</TabsTrigger>
          <TabsTrigger value="returns" {...ReturnsTab.preloadOnIntent}>{t('Returns')}</TabsTrigger>
          <TabsTrigger value="activity">{t('Recent Activity')}</TabsTrigger>
        </TabsList>
        <TabsContent value="companies">
          <CompaniesTab />
        </TabsContent>
        <TabsContent value="monitoring">
          <Suspense fallback={<Spinner />}>
            <MonitoringTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="performance">
          <Suspense fallback={<Spinner />}>
            <PerformanceTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="returns">
          <Suspense fallback={<Spinner />}>
            <ReturnsTab organisationId={fund} onChooseOwner={chooseFund} />
          </Suspense>
        </TabsContent>
        <TabsContent value="activity">{overview.data ? <RecentActivityTab recent={overview.data.recentInvestments} /> : <Spinner />}</TabsContent>
      </Tabs>
    </div>
  );
}

export default function Portfolio({ user }: ScreenProps) {
  if (user?.userType !== 'investor') return <InvestorOnlyNotice user={user} screen="Portfolio" />;
  return <InvestorPortfolio />;
}
