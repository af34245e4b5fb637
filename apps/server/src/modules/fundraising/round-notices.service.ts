/**
 * What invited investors hear of a round besides its room's moves (decision 0064): new materials in its data room,
 * and its deadlines (the target close coming, a commitment waiting for their confirmation). Only investors invited
 * now, to a raise still raising, are told; each notice's e-mail follows their preference for its kind (at once, or
 * in a daily or weekly digest).
 */
import { message, type Message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { awaitingInvestor } from '@baobab/contracts/round-room-texts';
import type { CommitmentState } from '@baobab/contracts/round-room-texts';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { amountValue, roomHref } from './round-room-commitments';
import * as repo from './round-room.repository';
import { claimReminder, inviteesOfDataRoom, raisingStatuses, reminderCandidates } from './round-notices.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A commitment waiting this long for the investor's confirmation is reminded, once per wait. */
export const CONFIRMATION_REMINDER_AFTER_MS = 2 * DAY_MS;

/**
 * A document arrived in a data room: who of the people it reaches (its grantees covering it, `recipients`) hears of
 * it as a round's material instead, and the notices for them, in the caller's transaction. An investor invited to
 * two raises on the room hears of it in each; the rest of `recipients` is for the data room's own notice.
 */
export async function recordNewMaterialNotices(
  tx: Db,
  input: { dataRoomId: number; documentId: number; documentName: string; version: number; startupName: string; actorId: string; recipients: string[] },
): Promise<{ told: Set<string>; pending: PendingNotification[] }> {
  const invited = (await inviteesOfDataRoom(tx, input.dataRoomId)).filter((i) => input.recipients.includes(i.userId));
  const pending: PendingNotification[] = [];
  const told = new Set<string>();
  for (const { raiseId, userId } of invited) {
    const invitation = await repo.findInvitation(tx, userId, raiseId);
    if (!invitation) continue;
    told.add(userId);
    const title = message(input.version > 1 ? nt.roundMaterialVersion : nt.roundMaterialAdded, { startup: input.startupName, document: input.documentName, round: invitation.raise.name });
    // Collapsed like the data room's own notice: three versions in a row are one bell entry and one e-mail.
    pending.push(await recordNotification(tx, { userId, kind: 'round_material', actorId: input.actorId, title, href: `${roomHref(raiseId)}?document=${input.documentId}` }, { collapse: true }));
  }
  return { told, pending };
}

/** A date `days` after a calendar date, as a calendar date. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The target-close reminder due `daysLeft` days before the close: a week before, then the day before (or the day itself). */
const closeReminderKey = (daysLeft: number) => (daysLeft < 0 || daysLeft > 7 ? null : daysLeft <= 1 ? 'close-1' : 'close-7');

/** States in which an investor has nothing left to decide before the close: no target-close reminder. */
const settledStates: readonly CommitmentState[] = ['confirmed', 'funded', 'declined', 'passed', 'withdrawn'];

/**
 * The deadline sweep (queue task `round-deadline-reminders`, hourly). Each invited investor of a raise still raising
 * hears, once each: that its target close is a week away (`close-7`) and a day away or today (`close-1`; a round
 * opened with a day left sends only that one), unless their commitment is settled; and that their commitment has
 * waited two days for their confirmation (keyed by when the wait began, so a new scale-back or terms change reminds
 * again). Each reminder is claimed (`raise_reminder`, unique) in the transaction that records it, after reading the
 * invitation again there: two sweeps at once, or a retry, send it once, and a revoked investor is told nothing.
 */
export async function sendRoundDeadlineReminders(db: Db, delivery: Delivery, now = new Date()): Promise<number> {
  // Today's UTC calendar date, the one "today" of reminders (decision 0054).
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const candidate of await reminderCandidates(db, today, addDays(today, 7), new Date(now.getTime() - CONFIRMATION_REMINDER_AFTER_MS))) {
    const pending = await db.transaction(async (tx) => {
      const invitation = await repo.findInvitation(tx, candidate.userId, candidate.raiseId);
      if (!invitation || !(raisingStatuses as readonly string[]).includes(invitation.raise.status)) return [];
      const { raise, entry, startupName, founderId } = invitation;
      const commitment = await repo.findCommitmentOfEntry(tx, entry.id);
      const state = (commitment?.state ?? null) as CommitmentState | null;
      const recorded: PendingNotification[] = [];
      const notify = async (key: string, title: Message) => {
        if (!(await claimReminder(tx, raise.id, candidate.userId, key))) return;
        recorded.push(await recordNotification(tx, { userId: candidate.userId, kind: 'round_deadline', actorId: founderId, title, href: roomHref(raise.id) }));
      };
      const daysLeft = raise.targetCloseOn === null ? -1 : Math.round((Date.parse(raise.targetCloseOn) - Date.parse(today)) / DAY_MS);
      const closeKey = closeReminderKey(daysLeft);
      if (closeKey && !(state && settledStates.includes(state))) {
        await notify(closeKey, message(nt.roundCloseSoon, { startup: startupName, round: raise.name, date: raise.targetCloseOn!, days: daysLeft }));
      }
      if (commitment && awaitingInvestor(state) && now.getTime() - commitment.updatedAt.getTime() >= CONFIRMATION_REMINDER_AFTER_MS) {
        const amount = amountValue(commitment.finalMinor ?? commitment.amountMinor ?? 0, raise);
        await notify(`confirm:${commitment.id}:${commitment.updatedAt.getTime()}`, message(nt.roundConfirmAwaited, { startup: startupName, round: raise.name, amount }));
      }
      return recorded;
    });
    sent += pending.length;
    if (pending.length) await deliverNotifications(db, delivery, pending);
  }
  return sent;
}
