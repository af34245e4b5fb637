import type { DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { namesOf } from './deal-tasks.repository';
import type { DealRow } from './deals.repository';
import { messageDays, roomViews, roundEntries, updatesReceived, type Readers } from './deal-timeline-facts.repository';
import { currentMembers } from './fund-membership.repository';

/**
 * The startup's facts in a deal's timeline (decision 0054, "consent"): data-room views, updates received, round
 * invitations and commitments, and days of messages with the founder, of the people who read the pipeline now. Each event says only what every reader
 * may read elsewhere: views of what the fund itself holds a grant to, the fact and month of an update (never its
 * text), a round's name and a commitment's amount to the member in that round alone, and that a member and the
 * founder wrote to each other on a day (never what, nor how much).
 */
export async function startupFactEvents(db: Db, user: SessionUser, deal: DealRow): Promise<DealTimelineEvent[]> {
  const people = deal.organisationId === null ? [user.id] : (await currentMembers(db, deal.organisationId)).map((m) => m.userId);
  const readers: Readers = { startupId: deal.startupId, people, organisationId: deal.organisationId };
  const [views, updates, rounds, messaged] = await Promise.all([roomViews(db, readers), updatesReceived(db, readers), roundEntries(db, readers), messageDays(db, readers)]);
  const names = await namesOf(db, [...people, ...updates.map((u) => u.authorId)]);
  const nameOf = (id: string | null) => (id && names.get(id)) || null;
  return [
    ...views.map((v): DealTimelineEvent => ({ kind: 'room_view', at: v.at.toISOString(), by: nameOf(v.actorId), room: v.room, document: v.document })),
    ...updateEvents(updates, nameOf),
    ...messaged.map((m): DealTimelineEvent => ({ kind: 'messages', at: m.at!.toISOString(), by: nameOf(m.userId) })),
    ...rounds.flatMap((r): DealTimelineEvent[] => {
      const own = r.userId === user.id;
      const invited: DealTimelineEvent = { kind: 'round_invited', at: r.invitedAt!.toISOString(), by: nameOf(r.userId), round: own ? r.round : null };
      if (r.state === null || r.movedAt === null) return [invited];
      const minor = r.finalMinor ?? r.amountMinor;
      const amount = own && minor !== null ? { amountMinor: String(minor), currency: r.currency } : null;
      return [invited, { kind: 'commitment', at: r.movedAt.toISOString(), by: nameOf(r.userId), state: r.state as never, round: own ? r.round : null, amount }];
    }),
  ];
}

/** One event per update, naming the readers it reached. */
function updateEvents(rows: Awaited<ReturnType<typeof updatesReceived>>, nameOf: (id: string | null) => string | null): DealTimelineEvent[] {
  const byUpdate = new Map<number, { at: string; by: string | null; period: string; recipients: string[] }>();
  for (const row of rows) {
    const event = byUpdate.get(row.updateId) ?? { at: row.sentAt!.toISOString(), by: nameOf(row.authorId), period: row.period.slice(0, 7), recipients: [] };
    const name = nameOf(row.recipientId);
    if (name) event.recipients.push(name);
    byUpdate.set(row.updateId, event);
  }
  return [...byUpdate.values()].map((e): DealTimelineEvent => ({ kind: 'update_received', ...e, recipients: e.recipients.sort() }));
}
