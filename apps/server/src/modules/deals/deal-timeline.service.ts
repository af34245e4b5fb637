import type { DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import type { CommitteeDecision } from '@baobab/contracts/deal-committee';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { listTasks, namesOf } from './deal-tasks.repository';
import { dealAccess } from './deals.policy';
import * as repo from './deals.repository';
import { findCommittee, listMemoSaves, listVotes } from './deal-committee.repository';
import { listMeetings } from './deal-meetings.repository';
import { startupFactEvents } from './deal-timeline-facts';

/**
 * A deal's activity, newest first, read from where each fact is stored (decision 0054): stage changes with
 * who made them, notes with their authors, tasks created and completed, the owner and assignee changes
 * (the one fact kept for the timeline alone), meetings logged, and the startup's facts its readers may read
 * (deal-timeline-facts.ts). People are named as they are now; nothing here is a copy.
 */
export async function getTimeline(db: Db, user: SessionUser, dealId: number): Promise<DealTimelineEvent[]> {
  const deal = await repo.findDeal(db, dealId);
  await dealAccess(db, user, deal, 'read');
  const [stages, notes, tasks, assignments, committee, votes, memoSaves, meetings, startupFacts] = await Promise.all([
    repo.listDealStageChanges(db, dealId),
    repo.listNotes(db, dealId),
    listTasks(db, dealId),
    repo.listAssignmentChanges(db, dealId),
    findCommittee(db, dealId),
    listVotes(db, dealId),
    listMemoSaves(db, dealId),
    listMeetings(db, dealId),
    startupFactEvents(db, user, deal!),
  ]);
  const names = await namesOf(db, [
    ...stages.map((s) => s.changedBy),
    ...tasks.flatMap((t) => [t.createdBy, t.doneBy, t.assigneeId]),
    ...assignments.flatMap((a) => [a.changedBy, a.ownerUserId, ...a.assigneeIds]),
    committee?.openedBy ?? null,
    committee?.decidedBy ?? null,
    ...votes.map((v) => v.userId),
    ...memoSaves.map((m) => m.savedBy),
    ...meetings.map((m) => m.loggedBy),
  ]);
  const nameOf = (id: string | null) => (id && names.get(id)) || null;
  const events: DealTimelineEvent[] = [
    ...stages.map((s): DealTimelineEvent => ({ kind: 'stage', at: s.changedAt.toISOString(), by: nameOf(s.changedBy), from: s.fromStage as never, to: s.toStage as never })),
    ...notes.map((n): DealTimelineEvent => ({ kind: 'note', at: n.createdAt.toISOString(), by: `${n.firstName} ${n.lastName}`.trim(), noteId: n.id, body: n.body })),
    ...tasks.map((t): DealTimelineEvent => ({ kind: 'task_created', at: t.createdAt.toISOString(), by: nameOf(t.createdBy), taskId: t.id, title: t.title, assignee: nameOf(t.assigneeId) })),
    ...tasks
      .filter((t) => t.doneAt !== null)
      .map((t): DealTimelineEvent => ({ kind: 'task_completed', at: t.doneAt!.toISOString(), by: nameOf(t.doneBy), taskId: t.id, title: t.title })),
    ...assignments.map((a): DealTimelineEvent => ({
      kind: 'assignment',
      at: a.changedAt.toISOString(),
      by: nameOf(a.changedBy),
      owner: nameOf(a.ownerUserId),
      assignees: a.assigneeIds.map(nameOf).filter((n): n is string => n !== null),
    })),
    ...committeeEvents(committee, votes, memoSaves, nameOf),
    ...meetings.map((m): DealTimelineEvent => ({ kind: 'meeting', at: m.loggedAt.toISOString(), by: nameOf(m.loggedBy), meetingId: m.id, heldOn: m.heldOn, attendees: m.attendees, notes: m.notes })),
    ...startupFacts,
  ];
  // Newest first; at one instant, the later kind of fact in a deal's life first (a completion after its creation).
  const order = {
    stage: 0,
    assignment: 1,
    committee_opened: 2,
    task_created: 3,
    note: 4,
    meeting: 5,
    committee_vote: 6,
    committee_memo: 7,
    committee_decision: 8,
    task_completed: 9,
    update_received: 10,
    messages: 11,
    round_invited: 12,
    commitment: 13,
    room_view: 14,
  } as const;
  return events.sort((a, b) => b.at.localeCompare(a.at) || order[b.kind] - order[a.kind]);
}

/**
 * The committee's facts (decision 0060): when it opened, each member's first vote and their latest change (a
 * vote row keeps both times; how they voted stays in the committee, where it is shown after one's own vote),
 * each memo version saved, and the decision once recorded.
 */
function committeeEvents(
  committee: Awaited<ReturnType<typeof findCommittee>>,
  votes: Awaited<ReturnType<typeof listVotes>>,
  memoSaves: Awaited<ReturnType<typeof listMemoSaves>>,
  nameOf: (id: string | null) => string | null,
): DealTimelineEvent[] {
  if (!committee) return [];
  return [
    { kind: 'committee_opened', at: committee.openedAt.toISOString(), by: nameOf(committee.openedBy) },
    ...votes.map((v): DealTimelineEvent => ({ kind: 'committee_vote', at: v.votedAt.toISOString(), by: nameOf(v.userId), changed: false })),
    ...votes
      .filter((v) => v.updatedAt.getTime() > v.votedAt.getTime())
      .map((v): DealTimelineEvent => ({ kind: 'committee_vote', at: v.updatedAt.toISOString(), by: nameOf(v.userId), changed: true })),
    ...memoSaves.map((m): DealTimelineEvent => ({ kind: 'committee_memo', at: m.savedAt.toISOString(), by: nameOf(m.savedBy), version: m.version })),
    ...(committee.decidedAt && committee.decision
      ? [{ kind: 'committee_decision', at: committee.decidedAt.toISOString(), by: nameOf(committee.decidedBy), outcome: committee.decision as CommitteeDecision } satisfies DealTimelineEvent]
      : []),
  ];
}
