import { lazy, Suspense } from 'react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFigureFormat } from './figure-format';

const FigureChart = lazy(() => import('./figure-chart'));

/** A figure's card: its value for the period, the month before and the change, and a small chart of its months. */
function FigureCard({ figure, withChart }: { figure: UpdateFigure; withChart: boolean }) {
  const t = useT('updates');
  const format = useFigureFormat();
  const formatFigureValue = format.value;
  const change = format.change(figure);
  const isDown = change?.startsWith('-') ?? false;
  const shown = formatFigureValue(figure, figure.value);
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <span dir="auto" className="text-sm font-medium text-stone-600">{figure.name}</span>
      {/* A long figure ('XOF 500,000,000,000') steps down a size and may break, never spilling out of its card. */}
      <span className={cn('font-bold tracking-tight text-stone-900 tabular-nums [overflow-wrap:anywhere]', shown.length > 14 ? 'text-xl' : 'text-2xl')}>{shown}</span>
      {figure.previous !== null ? (
        <span className="text-xs text-stone-600">
          {change ? <span className={cn('me-1 font-semibold', isDown ? 'text-red-700' : 'text-brand-700')}>{change}</span> : null}
          {t('previous month: {{value}}', { value: formatFigureValue(figure, figure.previous) })}
        </span>
      ) : null}
      {withChart && figure.series.length > 1 ? (
        <Suspense fallback={<div className="h-24" />}>
          <FigureChart figure={figure} />
        </Suspense>
      ) : null}
    </li>
  );
}

/** The update's figures for its period, as sent (or, in a draft's preview, as they stand now). */
export function FiguresPanel({ figures, withCharts = true, title: givenTitle, heading: Heading = 'h2' }: { figures: UpdateFigure[]; withCharts?: boolean; title?: string; heading?: 'h2' | 'h3' | 'h4' | 'h5' }) {
  const t = useT('updates');
  const title = givenTitle ?? t(m.figuresTitle);
  if (figures.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <FigureCard key={figure.metricId} figure={figure} withChart={withCharts} />
        ))}
      </ul>
    </section>
  );
}
