import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

const BarChart = lazy(() => import('./bar-chart'));

export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  return (
    <Suspense fallback={<Spinner label="Loading chart" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
