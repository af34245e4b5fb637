import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';

const MetricChart = lazy(() => import('./metric-chart'));

/** The chart's chunk (recharts) loads after the screen has rendered. */
export function LazyMetricChart(props: ComponentProps<typeof MetricChart>) {
  const t = useT('metrics');
  return (
    <Suspense fallback={<Spinner label={t('Loading chart')} />}>
      <MetricChart {...props} />
    </Suspense>
  );
}
