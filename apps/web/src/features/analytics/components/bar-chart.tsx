import { formatCount } from '@/lib/format';

/**
 * A horizontal bar chart drawn with CSS, one labelled row per bar; the same figures are always shown as text too.
 * It was a recharts chart: on a throttled phone the charting library's first render held /analytics' main thread for
 * most of its 0.7-1.0 s of blocking time (bench/README.md "A screen's figures in one statement"), for bars that need
 * no axis arithmetic. In a right-to-left language the bars grow from the right, as the text does.
 */
export function BarChart({ data, label, valueLabel }: { data: { name: string; value: number }[]; label: string; valueLabel: string }) {
  const longest = Math.max(1, ...data.map((d) => d.value));
  return (
    <figure aria-label={label} className="flex w-full flex-col gap-2">
      {data.map((d) => (
        <div key={d.name} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-xs">
          <span className="truncate text-stone-700" title={d.name} dir="auto">
            {d.name}
          </span>
          <span className="h-4 rounded-e bg-brand-700" style={{ width: `${(d.value / longest) * 100}%` }} aria-hidden="true" />
          <span className="tabular-nums text-stone-700">
            <span className="sr-only">{valueLabel}: </span>
            {formatCount(d.value)}
          </span>
        </div>
      ))}
    </figure>
  );
}
