import { Bar, BarChart as Chart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@/lib/format';

/**
 * A horizontal bar chart (recharts). Loaded lazily by the tabs that use it, so no other
 * screen downloads the charting library. The same figures are always shown as text too.
 */
export default function BarChart({ data, label, valueLabel }: { data: { name: string; value: number }[]; label: string; valueLabel: string }) {
  return (
    // Every bar gets a labelled row of 28 px, so no category label is skipped.
    <figure aria-label={label} className="w-full" style={{ height: Math.max(120, data.length * 28 + 40) }}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={data} layout="vertical" margin={{ left: 8, right: 16, top: 8, bottom: 8 }}>
          <CartesianGrid horizontal={false} stroke="#e7e5e4" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={(v: number) => formatCount(v)} />
          <YAxis type="category" dataKey="name" width={104} interval={0} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatCount(Number(value)), valueLabel]} />

          <Bar dataKey="value" name={valueLabel} fill="#15683a" radius={[0, 4, 4, 0]} />
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
