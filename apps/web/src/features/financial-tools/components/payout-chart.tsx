import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/lib/i18n/use-t';
import { useMoneyWriters } from './use-money-writers';

/** A fixed, colour-blind-safe palette (Okabe-Ito), cycled when there are more holders. */
const colours = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#F0E442'];

type Props = { points: Record<string, number>[]; holders: string[]; exitValue: number };

/** Each holder's payout against the exit value; loaded lazily (recharts is large). */
export default function PayoutChart({ points, holders, exitValue }: Props) {
  const t = useT('financial-tools');
  const money = useMoneyWriters();
  return (
    <div className="h-72 w-full" role="img" aria-label={t('Payouts against exit value for {{holders}}, up to {{max}}', { holders: holders.join(', '), max: money.amount(points.at(-1)?.exitValue ?? 0) })}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="exitValue" type="number" domain={[0, 'dataMax']} tickFormatter={(v: number) => money.compact(v)} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => money.compact(v)} tick={{ fontSize: 12 }} width={56} />
          <Tooltip formatter={(v) => money.amount(Number(v))} labelFormatter={(v) => t('Exit {{value}}', { value: money.amount(Number(v)) })} />
          <Legend />
          <ReferenceLine x={exitValue} stroke="#78716c" strokeDasharray="4 4" />
          {holders.map((h, i) => (
            <Line key={h} type="linear" dataKey={h} name={h} stroke={colours[i % colours.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
