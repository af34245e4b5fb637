import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WhenVisible } from '@/components/ui/when-visible';
import { useT } from '@/lib/i18n/use-t';

const BarChart = lazy(() => import('./bar-chart'));

/** The chart's height (bar-chart.tsx: a 28 px row per bar), kept while it loads so nothing below it moves. */
const chartHeight = (bars: number) => Math.max(120, bars * 28 + 40);

export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  const t = useT('analytics');
  const style = { height: chartHeight(props.data.length) };
  return (
    <WhenVisible style={style}>
      <Suspense fallback={<div className="flex items-center justify-center" style={style}><Spinner label={t('Loading chart')} />
</div>}>
        <BarChart {...props} />
      </Suspense>
    </WhenVisible>
  );
}
