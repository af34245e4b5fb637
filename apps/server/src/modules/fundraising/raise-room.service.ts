import type { AnswerQuestionInput, CommitmentInput } from '@baobab/contracts/fundraising';
import { raiseMessages } from '@baobab/contracts/fundraising';
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { committedStates, roundInvitationEmail, roundRoomMessages as m } from '@baobab/contracts/round-room';
import type { Db } from '../../db/client';
import type { Task } from '../../integrations/queue';
import type { Delivery } from '../../lib/delivery';
import { translatorFor } from '../../lib/i18n';
import { conflict, conflictAt, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import type { RoundTermsChanged } from '../financial-tools/cap-table-rounds.service';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { requireStartupOwner } from '../startup-access/startup-access.service';
import * as raises from './fundraising.repository';
import { isFinished, moveCommitment, roomHref } from './round-room-commitments';
import * as repo from './round-room.repository';

/**
 * The founder's side of the round room (decision 0058): inviting board investors (by account or by address), revoking
 * them, answering questions, deciding commitments, and asking committed investors to confirm again when the terms
 * change. Every function checks the caller is the startup's founder first (anyone else: 404). Each answers nothing of
 * its own: the routes answer the whole raise (fundraising.service.ts, getRaise).
 */

async function requireOwnRaise(db: Db, user: SessionUser, startupId: number, raiseId: number) {
  const startup = await requireStartupOwner(db, user, startupId);
  const raise = await raises.findRaise(db, startupId, raiseId);
  if (!raise) throw notFound('Round');
  return { startup, raise };
}

/**
 * Invites an investor on the board to the round's room: a directory investor is told in the app, an entry by e-mail
 * address is e-mailed (either way the invitation reaches someone who may have no relationship with the founder yet:
 * it spends one of the founder's daily invitations, decision 0029). Only an open or closing round invites; the entry's
 * row is locked, so of two invitations sent together one is made.
 */
export async function inviteToRoom(db: Db, delivery: Delivery, user: SessionUser, startupId: number, raiseId: number, entryId: number): Promise<void> {
  const { startup, raise } = await requireOwnRaise(db, user, startupId, raiseId);
  const pending = await db.transaction(async (tx) => {
    const row = (await raises.findRaise(tx, startupId, raiseId, 'share'))!;
    if (isFinished(row.status)) throw conflict(raiseMessages.finished);
    if (row.status === 'draft') throw conflict(m.openFirst);
    const entry = await repo.lockEntry(tx, raiseId, entryId);
    if (!entry) throw notFound('Investor');
    if (entry.invitedAt !== null) throw conflictAt('entryId', m.alreadyInvited);
    await spendDailyAllowance(tx, user.id, 'invitations', 1, delivery.limits);
    const invitedAt = new Date();
    await repo.setInvitation(tx, entry.id, invitedAt);
    // An entry by address is e-mailed, whether or not the address has an account: the founder's answer and the
    // e-mail are the same either way (decision 0057). The invitation reaches whoever verifies the address (entry-invitee.ts).
    if (entry.email !== null) return { entryId: entry.id, invitedAt: invitedAt.toISOString() } satisfies RoundInvitationEmailTask;
    const investor = (await repo.findEntryUser(tx, entry))!;
    return recordNotification(tx, {
      userId: investor.id,
      kind: 'round_room',
      actorId: user.id,
      title: message(nt.roundInvitation, { startup: startup.name, round: raise.name }),
      body: message(nt.roundInvitationBody),
      href: roomHref(raiseId),
    });
  });
  if ('entryId' in pending) await delivery.queue.send('round-invitation-email', pending).catch(delivery.logError);
  else await deliverNotifications(db, delivery, [pending]);
}

/** The queue's task for an invitation to an entry by e-mail address; `invitedAt` names the invitation it was sent for. */
export type RoundInvitationEmailTask = { entryId: number; invitedAt: string };

/**
 * The queue's worker for an invitation by e-mail address. Sent only while that very invitation stands (a revoked one,
 * or one revoked and made again, which queued its own, sends nothing). The recipient may have no account, so no saved
 * language: the founder's, else English.
 */
export async function emailRoundInvitation(db: Db, delivery: Delivery, task: Task<RoundInvitationEmailTask>): Promise<void> {
  const invitation = await repo.findEmailInvitation(db, task.data.entryId);
  if (!invitation?.email || invitation.invitedAt?.toISOString() !== task.data.invitedAt) return;
  const { t } = translatorFor(invitation.founderLocale);
  const text = [
    t(roundInvitationEmail.greeting),
    '',
    t(roundInvitationEmail.invited, { startup: invitation.startupName, round: invitation.round }),
    t(roundInvitationEmail.signIn, { email: invitation.email }),
    `${delivery.publicUrl}${roomHref(invitation.raiseId)}`,
  ].join('\n');
  const messageId = `round-invitation-${task.id}@${new URL(delivery.publicUrl).hostname}`;
  await delivery.mailer.send({ to: invitation.email, subject: t(nt.roundInvitation, { startup: invitation.startupName, round: invitation.round }), text, messageId });
}

/** Takes the room away: the invitation is cleared under the entry's lock, and every room route reads it afresh. Nobody is told. */
export async function revokeInvitation(db: Db, user: SessionUser, startupId: number, raiseId: number, entryId: number): Promise<void> {
  await requireOwnRaise(db, user, startupId, raiseId);
  await db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, raiseId, entryId);
    if (!entry) throw notFound('Investor');
    if (entry.invitedAt === null) throw conflictAt('entryId', m.notInvited);
    await repo.setInvitation(tx, entry.id, null);
  });
}

/** The founder's answer, for the asker alone or for every invited investor; the asker is told. */
export async function answerQuestion(db: Db, delivery: Delivery, user: SessionUser, startupId: number, raiseId: number, questionId: number, input: AnswerQuestionInput): Promise<void> {
  const { startup, raise } = await requireOwnRaise(db, user, startupId, raiseId);
  const pending = await db.transaction(async (tx) => {
    const question = await repo.findQuestion(tx, raiseId, questionId);
    if (!question) throw notFound('Question');
    await repo.answerQuestion(tx, question.id, { answer: input.answer, isPublic: input.isPublic, answeredBy: user.id });
    return recordNotification(tx, { userId: question.askedBy, kind: 'round_room', actorId: user.id, title: message(nt.roundAnswer, { startup: startup.name, round: raise.name }), href: roomHref(raiseId) });
  });
  await deliverNotifications(db, delivery, [pending]);
}

/** Accept, scale back or decline a commitment (or be refused: the judge answers 403 to an investor's action, 409 to a move the state does not allow). */
export async function decideCommitment(db: Db, delivery: Delivery, user: SessionUser, startupId: number, raiseId: number, commitmentId: number, input: CommitmentInput): Promise<void> {
  const { startup } = await requireOwnRaise(db, user, startupId, raiseId);
  const pending = await db.transaction(async (tx) => {
    const raise = (await raises.findRaise(tx, startupId, raiseId, 'share'))!;
    const commitment = await repo.findCommitment(tx, raiseId, commitmentId);
    if (!commitment) throw notFound('Commitment');
    const entry = (await repo.lockEntry(tx, raiseId, commitment.entryId))!;
    const investor = (await repo.findEntryUser(tx, entry))!;
    return moveCommitment(tx, user, 'founder', { raise, entry, startupName: startup.name, founderId: user.id, investor }, input);
  });
  await deliverNotifications(db, delivery, [pending]);
}

/**
 * The raise's terms changed (linked, unlinked, or the linked round edited or deleted), inside the transaction that
 * changed them with the raise row locked for update: the version goes up, and every commitment that promised money
 * waits for its investor to confirm again on the new terms. Each of them is told.
 */
export async function termsChangedIn(tx: Db, raise: raises.RaiseRow, actorId: string): Promise<PendingNotification[]> {
  await repo.bumpTermsVersion(tx, raise.id);
  const investors = await repo.moveCommitmentsOf(tx, raise.id, committedStates, 'reconfirm');
  const pending: PendingNotification[] = [];
  for (const { userId } of investors) {
    pending.push(await recordNotification(tx, { userId, kind: 'round_room', actorId, title: message(nt.roundTermsChanged, { round: raise.name }), href: roomHref(raise.id) }));
  }
  return pending;
}

/** The cap table's hook (cap-table-rounds.service.ts, RoundTermsChanged): the raise selling an edited or deleted round, if any. */
export const raiseTermsChanged =
  (db: Db, delivery: Delivery): RoundTermsChanged =>
  async (tx, startupId, roundId) => {
    const raise = await repo.lockRaiseUsingRound(tx, startupId, roundId);
    if (!raise) return async () => {};
    // Only the startup's founder edits its rounds: the raise's founder is who changed the terms.
    const pending = await termsChangedIn(tx, raise, raise.createdBy);
    return () => deliverNotifications(db, delivery, pending);
  };
