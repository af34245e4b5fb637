import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { currencyExponents } from '@baobab/contracts/currencies';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { formatCompact } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/**
 * The portfolio's total value (distributed + held) against what was paid in, after each dated event, in the
 * reporting currency; loaded lazily (recharts is large). The axis and tooltip show the server's exact minor
 * units through the one money writer; only the line's height is a float.
 */
export default function ReturnsChart({ history, currency }: { history: PortfolioReturnsView['history']; currency: PortfolioReturnsView['currency'] }) {
  const t = useT('portfolio');
  const locale = useLocale();
  const unit = 10 ** currencyExponents[currency];
  // The x axis is time itself (days since 1970), so a year between two flows looks longer than a week.
  const points = history.map((p) => ({ day: Date.parse(`${p.date}T00:00:00Z`) / 86_400_000, date: p.date, paidIn: Number(p.paidInMinor) / unit, value: Number(p.valueMinor) / unit, valueMinor: p.valueMinor, paidInMinor: p.paidInMinor }));
  const money = (minor: string) => formatMinorAmount(minor, currency, { locale, whole: true });
  return (
    <div className="h-64 w-full" role="img" aria-label={t('Value over time: {{points}}', { points: points.map((p) => `${p.date} ${money(p.valueMinor)}`).join(', ') })}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="day" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(day: number) => new Date(day * 86_400_000).toISOString().slice(0, 7)} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => formatCompact(v)} tick={{ fontSize: 12 }} width={48} />
          <Tooltip labelFormatter={(_label, payload) => payload[0]?.payload.date ?? ''} formatter={(_value, name, item) => [money(name === 'value' ? item.payload.valueMinor : item.payload.paidInMinor), name === 'value' ? t('Total value') : t('Paid in')]} />
          <Legend formatter={(name) => (name === 'value' ? t('Total value') : t('Paid in'))} />
          <Line type="stepAfter" dataKey="value" name="value" stroke="#15683a" strokeWidth={2} dot isAnimationActive={false} />
          <Line type="stepAfter" dataKey="paidIn" name="paidIn" stroke="#b45309" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
