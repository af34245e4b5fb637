import { Link, useSearchParams } from 'wouter';
import { LineChart } from 'lucide-react';
import { metricsText } from '@baobab/contracts/metrics-texts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { InStages } from '@/components/ui/in-stages';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useOwnStartups } from '@/lib/my-startups';
import { useMetrics } from '@/features/metrics/api/get-metrics';
import { CashPosition } from '@/features/metrics/components/cash-position';
import { DefineMetricDialog } from '@/features/metrics/components/define-metric-dialog';
import { ImportCsvDialog } from '@/features/metrics/components/import-csv-dialog';
import { MetricCard } from '@/features/metrics/components/metric-card';
import { MetricSettingsDialog } from '@/features/metrics/components/metric-settings-dialog';
import { MonthlyEntry } from '@/features/metrics/components/monthly-entry';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

function Header({ children }: { children?: React.ReactNode }) {
  const t = useT('metrics');
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t(metricsText.title)}</h1>
        <p className="mt-1 text-stone-600">{t(metricsText.intro)}</p>
      </div>
      {children}
    </div>
  );
}

/** One startup's metrics: cash position, the monthly entry table, and a chart per metric. */
/** `ownCurrency`: the startup's own (its raise's), which a new money metric starts in. */
function StartupMetrics({ startupId, ownCurrency }: { startupId: number; ownCurrency: string | null }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const metrics = useMetrics(startupId);
  if (metrics.isPending) return <Spinner />;
  if (metrics.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(metrics.error))}</p>;
  const { metrics: list, cashPosition } = metrics.data;
  // The month's table, the cash position and a chart card per metric: drawn in stages.
  return (
    <InStages fallback={<Spinner />}>
      <div className="flex flex-wrap gap-2">
        <DefineMetricDialog startupId={startupId} metrics={list} ownCurrency={ownCurrency} />
        {list.length ? <ImportCsvDialog startupId={startupId} /> : null}
      </div>
      {list.length === 0 ? (
        <EmptyState icon={LineChart} title={t(metricsText.noMetrics)}>
          <p className="max-w-md text-sm text-stone-600">{t(metricsText.noMetricsHint)}</p>
        </EmptyState>
      ) : (
        <>
          {/* The cash position first on a phone; from lg, the month's table with the cash position it feeds beside it. */}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <MonthlyEntry startupId={startupId} metrics={list} />
            {cashPosition ? (
              <div className="order-first lg:order-none">
                <CashPosition position={cashPosition} />
              </div>
            ) : null}
          </div>
          <section aria-labelledby="metric-charts-title" className="flex flex-col gap-3">
            <h2 id="metric-charts-title" className="text-lg font-semibold">
              {t('Over time')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {list.map((metric) => (
                <MetricCard key={metric.id} metric={metric} actions={<MetricSettingsDialog startupId={startupId} metric={metric} />} />
              ))}
            </div>
          </section>
        </>
      )}
    </InStages>
  );
}

function Workspace({ isInvestor }: { isInvestor: boolean }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const startups = useOwnStartups(true);
  const [params, setParams] = useSearchParams();
  if (startups.isPending) return <Spinner />;
  if (startups.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(startups.error))}</p>;
  const list = startups.data;
  const chosen = list.find((s) => s.id === Number(params.get('startup'))) ?? list[0];
  if (!chosen) {
    return (
      <>
        <Header />
        <EmptyState icon={LineChart} title={isInvestor ? t(metricsText.investorNote) : t(metricsText.noStartup)}>
          {isInvestor ? null : (
            <Button asChild variant="outline">
              <Link href="/dashboard">{t('Create your startup profile')}</Link>
            </Button>
          )}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <Header>
        {list.length > 1 ? (
          <div className="flex w-full flex-col gap-1.5 sm:w-80">
            <Label htmlFor="metrics-startup">{t('Startup')}</Label>
            <NativeSelect id="metrics-startup" value={String(chosen.id)} onChange={(e) => setParams({ startup: e.target.value })}>
              {list.map((s) => (
                <option dir="auto" key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </Header>
      <StartupMetrics key={chosen.id} startupId={chosen.id} ownCurrency={chosen.raise?.currency ?? null} />
    </>
  );
}

/** /company-metrics: a founder's company metrics, month by month; only the founder sees them. */
export default function Metrics({ user }: ScreenProps) {
  const t = useT('metrics');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      {user ? (
        <Workspace isInvestor={user.userType === 'investor'} />
      ) : (
        <>
          <Header />
          <EmptyState icon={LineChart} title={t(metricsText.signIn)}>
            <Button asChild>
              <a href="/api/login">{t('Sign In')}</a>
            </Button>
          </EmptyState>
        </>
      )}
    </div>
  );
}
