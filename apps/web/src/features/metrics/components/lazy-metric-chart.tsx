import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

const MetricChart = lazy(() => import('./metric-chart'));

/** The chart's chunk (recharts) loads after the screen has rendered. */
export function LazyMetricChart(props: ComponentProps<typeof MetricChart>) {
  return (
    <Suspense fallback={<Spinner label="Loading chart" />}>
      <MetricChart {...props} />
    </Suspense>
  );
}
