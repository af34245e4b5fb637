import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { currencyExponents } from '@baobab/contracts/currencies';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { formatCompact } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { formatMultiple } from './figures';

type History = PortfolioReturnsView['history'];
/** The two lines, by their recharts `name`. */
type Series = 'value' | 'paidIn';
const seriesLabels = { value: 'Total value', paidIn: 'Paid in' } as const satisfies Record<Series, string>;

// The x axis is time itself (days since 1970), so a year between two flows looks longer than a week.
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const month = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 7);
// Clipped: when the screen narrows (a phone turned), the old drawing is wider until the container measures
// again, and it must not widen the page meanwhile.
const frame = (height: string) => `${height} w-full overflow-hidden`;
const xAxis = <XAxis dataKey="day" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={month} tick={{ fontSize: 12 }} minTickGap={24} />;

/**
 * The returns over time, in the reporting currency, after each dated event: the total value (distributed +
 * held) against what was paid in, then TVPI (the server's value ÷ paid in) against the 1.0x line. Loaded
 * lazily (recharts is large). Axis and tooltip show the server's exact minor units and ratios; only the
 * lines' heights are floats.
 */
export default function ReturnsChart({ history, currency }: { history: History; currency: PortfolioReturnsView['currency'] }) {
  const t = useT('portfolio');
  const locale = useLocale();
  const unit = 10 ** currencyExponents[currency];
  const points = history.map((p) => ({ day: dayOf(p.date), date: p.date, paidIn: Number(p.paidInMinor) / unit, value: Number(p.valueMinor) / unit, valueMinor: p.valueMinor, paidInMinor: p.paidInMinor, tvpi: p.tvpi }));
  const money = (minor: string) => formatMinorAmount(minor, currency, { locale, whole: true });
  const multiples = points.filter((p) => p.tvpi !== null);
  return (
    <div className="flex flex-col gap-6">
      <div className={frame('h-64')} role="img" aria-label={t('Value over time: {{points}}', { points: points.map((p) => `${p.date} ${money(p.valueMinor)}`).join(', ') })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            {xAxis}
            <YAxis tickFormatter={(v: number) => formatCompact(v)} tick={{ fontSize: 12 }} width={48} />
            <Tooltip labelFormatter={(_label, payload) => payload[0]?.payload.date ?? ''} formatter={(_value, name, item) => [money(name === 'value' ? item.payload.valueMinor : item.payload.paidInMinor), t(seriesLabels[name as Series])]} />
            <Legend formatter={(name: Series) => t(seriesLabels[name])} />
            <Line type="stepAfter" dataKey="value" name="value" stroke="#15683a" strokeWidth={2} dot isAnimationActive={false} />
            <Line type="stepAfter" dataKey="paidIn" name="paidIn" stroke="#b45309" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('TVPI over time')}</h3>
        <div className={frame('h-48')} role="img" aria-label={t('TVPI over time: {{points}}', { points: multiples.map((p) => `${p.date} ${formatMultiple(p.tvpi!)}`).join(', ') })}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={multiples} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
              {xAxis}
              <YAxis tickFormatter={(v: number) => formatMultiple(v)} tick={{ fontSize: 12 }} width={48} domain={[0, 'auto']} />
              {/* 1.0x: everything paid in is back or held; below it the portfolio is under water. */}
              <ReferenceLine y={1} stroke="#a8a29e" strokeDasharray="4 4" />
              <Tooltip labelFormatter={(_label, payload) => payload[0]?.payload.date ?? ''} formatter={(value) => [formatMultiple(Number(value)), 'TVPI']} />
              <Line type="stepAfter" dataKey="tvpi" name="tvpi" stroke="#1d4ed8" strokeWidth={2} dot isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>
    </div>
  );
}
