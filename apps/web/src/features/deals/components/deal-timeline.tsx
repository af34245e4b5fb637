import { dealTimelineTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useDealTimeline } from '../api/deal-tasks';
import { useTimelineLine } from './use-timeline-line';

/** A deal's activity, newest first: each line says who did what (decision 0054); a note's or a meeting's text is shown as written. */
export function DealTimeline({ dealId }: { dealId: number }) {
  const t = useT('deals');
  const timeline = useDealTimeline(dealId);
  const line = useTimelineLine();
  return (
    <section aria-labelledby={`deal-${dealId}-activity`} className="flex flex-col gap-3">
      <h3 id={`deal-${dealId}-activity`} className="text-base font-semibold">
        {t(texts.heading)}
      </h3>
      {timeline.isLoading ? (
        <Spinner />
      ) : timeline.data?.length ? (
        <ol className="flex flex-col gap-3 border-s-2 border-stone-200 ps-4" aria-label={t(texts.heading)}>
          {timeline.data.map((event, i) => (
            <li key={`${event.kind}-${event.at}-${i}`} className="relative">
              <span className="absolute -inset-s-[1.3rem] top-1.5 size-2 rounded-full bg-brand-600" aria-hidden="true" />
              <p className="text-sm text-stone-800">{line(event)}</p>
              {event.kind === 'note' || event.kind === 'meeting' ? (
                <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-stone-50 px-2 py-1 text-sm text-stone-700">{event.kind === 'note' ? event.body : event.notes}</p>
              ) : null}
              <p className="text-xs text-stone-500">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">{t(texts.empty)}</p>
      )}
    </section>
  );
}
