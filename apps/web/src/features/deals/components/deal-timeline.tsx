import type { DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import { dealTimelineTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { committeeTimelineTexts } from '@baobab/contracts/deal-committee-texts';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useDealTimeline } from '../api/deal-tasks';
import { useStageLabel } from './stage-label';

/** A deal's activity, newest first: each line says who did what (decision 0054); a note's text is shown as written. */
export function DealTimeline({ dealId }: { dealId: number }) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const timeline = useDealTimeline(dealId);
  const line = (event: DealTimelineEvent): string => {
    const name = event.by ?? t(texts.someone);
    switch (event.kind) {
      case 'stage':
        return event.from === null ? t(texts.added, { name, stage: stageLabel(event.to) }) : t(texts.moved, { name, from: stageLabel(event.from), to: stageLabel(event.to) });
      case 'note':
        return t(texts.noted, { name });
      case 'task_created':
        return event.assignee ? t(texts.taskCreatedFor, { name, title: event.title, assignee: event.assignee }) : t(texts.taskCreated, { name, title: event.title });
      case 'task_completed':
        return t(texts.taskCompleted, { name, title: event.title });
      case 'assignment':
        return t(texts.assigned, { name, owner: event.owner ?? t(texts.none), assignees: event.assignees.length ? event.assignees.join(', ') : t(texts.none) });
      case 'committee_opened':
        return t(committeeTimelineTexts.opened, { name });
      case 'committee_vote':
        return t(event.changed ? committeeTimelineTexts.revoted : committeeTimelineTexts.voted, { name });
      case 'committee_memo':
        return t(committeeTimelineTexts.memoEdited, { name, version: event.version });
    }
  };
  return (
    <section aria-labelledby={`deal-${dealId}-activity`} className="flex flex-col gap-3">
      <h3 id={`deal-${dealId}-activity`} className="text-base font-semibold">
        {t(texts.heading)}
      </h3>
      {timeline.isLoading ? (
        <Spinner />
      ) : timeline.data?.length ? (
        <ol className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4" aria-label={t(texts.heading)}>
          {timeline.data.map((event, i) => (
            <li key={`${event.kind}-${event.at}-${i}`} className="relative">
              <span className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-brand-600" aria-hidden="true" />
              <p className="text-sm text-stone-800">{line(event)}</p>
              {event.kind === 'note' ? <p className="mt-1 whitespace-pre-wrap rounded-md bg-stone-50 px-2 py-1 text-sm text-stone-700">{event.body}</p> : null}
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
