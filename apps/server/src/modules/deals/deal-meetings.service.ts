import { dealTaskMessages, type CreateDealMeetingInput, type DealMeeting } from '@baobab/contracts/deal-tasks';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { insertMeeting, type DealMeetingRow } from './deal-meetings.repository';
import { dealAccess } from './deals.policy';
import * as repo from './deals.repository';
import { todayUtc } from './utc-today';

/**
 * A meeting may be logged once it has happened. "Today" is the UTC date (decision 0054), so a reader ahead of
 * UTC may log a meeting of their own today, which is at most tomorrow in UTC.
 */
function checkHeldOn(heldOn: string, now: Date): void {
  const latest = todayUtc(new Date(now.getTime() + 86_400_000));
  if (heldOn <= latest) return;
  const message = dealTaskMessages.meetingInFuture;
  throw badRequest(message, [{ path: 'heldOn', message }]);
}

const toMeeting = (row: DealMeetingRow, loggedBy: string): DealMeeting => ({
  id: row.id,
  dealId: row.dealId,
  heldOn: row.heldOn,
  attendees: row.attendees,
  notes: row.notes,
  loggedAt: row.loggedAt.toISOString(),
  loggedBy,
});

/** Logs a meeting as a note is written (admins and members of the deal's fund), under the deal's lock: a deal removed meanwhile is a 404. */
export async function logMeeting(db: Db, user: SessionUser, dealId: number, input: CreateDealMeetingInput): Promise<DealMeeting> {
  await dealAccess(db, user, await repo.findDeal(db, dealId), 'write');
  const now = new Date();
  checkHeldOn(input.heldOn, now);
  const row = await db.transaction(async (tx) => {
    if (!(await repo.lockDeal(tx, dealId))) throw notFound('Deal');
    const row = await insertMeeting(tx, { dealId, heldOn: input.heldOn, attendees: input.attendees, notes: input.notes, loggedBy: user.id, loggedAt: now });
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    return row;
  });
  return toMeeting(row, `${user.firstName} ${user.lastName}`.trim());
}
