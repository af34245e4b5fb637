import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { useT } from '@/lib/i18n/use-t';
import { useFigureFormat } from './figure-format';

/**
 * A small chart of one figure's months (up to 12, oldest first), sized for a card at phone width:
 * no y-axis, month labels below, the value on touch or hover. Loaded lazily (recharts is large).
 */
export default function FigureChart({ figure }: { figure: UpdateFigure }) {
  const t = useT('updates');
  const { value: formatFigureValue, shortMonth } = useFigureFormat();
  const points = figure.series.map((point) => ({ month: point.month, label: shortMonth(point.month), value: Number(point.value) }));
  const description = figure.series.map((point) => `${shortMonth(point.month)}: ${formatFigureValue(figure, point.value)}`).join(', ');
  const gradient = `figure-${figure.metricId}`;
  return (
    <div className="h-24 w-full" role="img" aria-label={t('{{name}} by month: {{values}}', { name: figure.name, values: description })}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#15683a" stopOpacity={0.25} />
              <stop offset="100%" stopColor="#15683a" stopOpacity={0} />
            </linearGradient>
          </defs>
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#78716c' }} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={12} />
          <Tooltip formatter={(value) => [formatFigureValue(figure, String(value)), figure.name]} labelStyle={{ color: '#44403c' }} />
          <Area type="monotone" dataKey="value" stroke="#15683a" strokeWidth={2} fill={`url(#${gradient})`} dot={points.length < 4} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
