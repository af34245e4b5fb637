import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioCompanyDetail } from '@baobab/contracts/portfolio';
import { formatCompact, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** Value of the position against money put in, after each round; loaded lazily (recharts is large). */
export default function ValueChart({ points }: { points: PortfolioCompanyDetail['valueHistory'] }) {
  const t = useT('portfolio');
  return (
    <div className="h-64 w-full" role="img" aria-label={t('Value over time: {{points}}', { points: points.map((p) => `${p.date} ${formatUsd(p.value)}`).join(', ') })}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => t('${{amount}}', { amount: formatCompact(v) })} tick={{ fontSize: 12 }} width={56} />
          <Tooltip formatter={(v) => formatUsd(Number(v))} />
          <Legend />
          <Line type="monotone" dataKey="value" name={t('Value')} stroke="#15683a" strokeWidth={2} dot isAnimationActive={false} />
          <Line type="stepAfter" dataKey="invested" name={t('Invested')} stroke="#b45309" strokeDasharray="4 4" dot={false} isAnimationActive={false} />

        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
