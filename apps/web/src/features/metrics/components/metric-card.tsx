import { metricName } from '../metric-name';
import { useId, type ReactNode } from 'react';
import { metricUnitLabels, metricsText } from '@baobab/contracts/metrics-texts';
import type { Metric } from '@baobab/contracts/metrics';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { getLocale } from '@/lib/i18n/locale';
import { LazyMetricChart } from './lazy-metric-chart';
import { formatMetricValue } from './metric-format';
import { monthLabel } from './months';

/** Change from the month before as a percentage of it, when both exist and the earlier is not zero. */
function changeText(t: Translate<'metrics'>, metric: Metric): string | null {
  const [before, latest] = metric.series.slice(-2);
  if (!before || !latest || metric.series.length < 2) return null;
  const a = Number(before.value);
  const b = Number(latest.value);
  if (a === 0) return null;
  const percent = ((b - a) / Math.abs(a)) * 100;
  const figure = percent.toFixed(1);
  const change = `${percent >= 0 ? '+' : ''}${getLocale() === 'fr' ? `${figure.replace('.', ',')}\u00a0%` : `${figure}%`}`;
  return t('{{change}} on {{month}}', { change, month: monthLabel(before.month) });
}

/** One metric: its latest value, the change on the month before, and its chart; `actions` holds its settings button. */
export function MetricCard({ metric, actions }: { metric: Metric; actions?: ReactNode }) {
  const t = useT('metrics');
  const latest = metric.series.at(-1);
  const change = changeText(t, metric);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader layout="row">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={titleId} className="truncate">
            {metricName(t, metric)}
          </CardTitle>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{metric.currency ?? t(metricUnitLabels[metric.unit])}</Badge>
            {latest?.isComputed ? <Badge variant="outline">{t(metricsText.computedFromCash)}</Badge> : null}
          </div>
        </div>
        {actions}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {latest ? (
          <>
            <div>
              <p className="text-2xl font-bold tracking-tight tabular-nums">{formatMetricValue(metric, latest.value)}</p>
              <p className="text-xs text-stone-600">
                <FactLine facts={[monthLabel(latest.month), change]} />
              </p>
            </div>
            <LazyMetricChart metric={metric} />
            <details className="text-sm">
              <summary className="cursor-pointer text-brand-700">{t('Values by month')}</summary>
              <table className="mt-2 w-full text-start">
                <caption className="sr-only">{t('{{name}} by month', { name: metricName(t, metric) })}</caption>
                <thead className="text-xs text-stone-500">
                  <tr>
                    <th scope="col" className="py-1 pe-3 font-medium">{t('Month')}</th>
                    <th scope="col" className="py-1 text-end font-medium">{metricName(t, metric)}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...metric.series].reverse().map((point) => (
                    <tr key={point.month} className="border-t border-stone-100">
                      <td className="py-1 pe-3">{monthLabel(point.month)}</td>
                      <td className="py-1 text-end tabular-nums">
                        {formatMetricValue(metric, point.value)}
                        {point.isComputed ? <span className="sr-only"> ({t('computed from cash')})</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="text-sm text-stone-600">{t('No values yet: record one below or import a CSV.')}</p>
        )}
      </CardContent>
    </Card>
  );
}
