import type { DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import { dealTimelineTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { committeeTimelineTexts } from '@baobab/contracts/deal-committee';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { commitmentStateLabels } from '@baobab/contracts/round-room-texts';
import { formatDate, formatMonth } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { useStageLabel } from './stage-label';

/** The sentence of each kind of timeline event (decision 0054); names, titles and attendees are people's words, passed as values. */
export function useTimelineLine(): (event: DealTimelineEvent) => string {
  const t = useT('deals');
  const tRound = useT('fundraising');
  const locale = useLocale();
  const stageLabel = useStageLabel();
  return (event) => {
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
      case 'committee_decision':
        return t(event.outcome === 'invest' ? committeeTimelineTexts.decidedInvest : committeeTimelineTexts.decidedPass, { name });
      case 'meeting': {
        const date = formatDate(`${event.heldOn}T00:00:00`);
        return event.attendees ? t(texts.meetingWith, { name, date, attendees: event.attendees }) : t(texts.meeting, { name, date });
      }
      case 'room_view':
        return t(texts.roomView, { name, document: event.document, room: event.room });
      case 'update_received':
        return t(texts.updateReceived, { name, period: formatMonth(event.period), recipients: event.recipients.join(', ') || t(texts.none) });
      case 'messages':
        return t(texts.messages, { name });
      case 'round_invited':
        return event.round ? t(texts.roundInvitedTo, { name, round: event.round }) : t(texts.roundInvited, { name });
      case 'commitment': {
        const state = tRound(commitmentStateLabels[event.state]);
        if (!event.round) return t(texts.commitment, { name, state });
        if (!event.amount) return t(texts.commitmentIn, { name, round: event.round, state });
        return t(texts.commitmentAmount, { name, round: event.round, state, amount: formatMinorAmount(event.amount.amountMinor, event.amount.currency, { locale }) });
      }
    }
  };
}
