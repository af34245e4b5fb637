import { metricName } from '../metric-name';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Metric } from '@baobab/contracts/metrics';
import { chartNumber } from '@baobab/contracts/metric-values';
import { formatCompact } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { formatMetricValue } from './metric-format';
import { monthLabel, shortMonthLabel } from './months';

const brand = '#15683a'; // brand-700

/** Axis ticks stay short enough for a 390 px screen: compact figures ('12.5K'), the unit said once in the card. */
function tickOf(metric: Metric) {
  return (value: number) => {
    const sign = value < 0 ? '-' : '';
    const compact = formatCompact(Math.abs(value));
    return metric.unit === 'percent' ? `${sign}${compact}${getLocale() === 'fr' ? '\u00a0%' : '%'}` : `${sign}${compact}`;
  };
}

/**
 * One metric over time; loaded lazily (recharts is large). At phone width recharts drops x ticks that
 * would overlap (minTickGap) and keeps the first and last month; the y axis has at most 4 ticks.
 */
export default function MetricChart({ metric }: { metric: Metric }) {
  const t = useT('metrics');
  const points = metric.series.map((point) => ({ month: point.month, value: chartNumber(metric, point.value), stored: point.value, isComputed: point.isComputed }));
  const first = points[0];
  const last = points.at(-1);
  const label =
    first && last
      ? t('{{name}} by month, {{from}} to {{to}}; latest {{latest}}', { name: metric.name, from: monthLabel(first.month), to: monthLabel(last.month), latest: formatMetricValue(metric, last.stored) })
      : t('{{name}}: no values yet', { name: metricName(t, metric) });
  return (
    <div className="h-48 w-full sm:h-56" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="month" tickFormatter={shortMonthLabel} tick={{ fontSize: 12, fill: '#57534e' }} interval="preserveStartEnd" minTickGap={16} tickMargin={6} />
          <YAxis tickFormatter={tickOf(metric)} tick={{ fontSize: 12, fill: '#57534e' }} width={44} tickCount={4} allowDecimals={metric.unit !== 'count'} />
          <Tooltip
            formatter={(_value, _name, item) => {
              const point = item.payload as (typeof points)[number];
              return [`${formatMetricValue(metric, point.stored)}${point.isComputed ? ` (${t('computed from cash')})` : ''}`, metric.name];
            }}
            labelFormatter={(month) => monthLabel(String(month))}
          />
          <Line type="linear" dataKey="value" name={metricName(t, metric)} stroke={brand} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
