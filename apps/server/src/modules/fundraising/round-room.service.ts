import type { CurrencyCode } from '@baobab/contracts/currencies';
import { currencyExponents } from '@baobab/contracts/currencies';
import type { CommitmentInput, PipelineStage } from '@baobab/contracts/fundraising';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { raiseInstrumentLabels, type RaiseInstrument, type RaiseStatus } from '@baobab/contracts/fundraising-texts';
import {
  type AskQuestionInput,
  commitmentActionsFor,
  type CommitmentState,
  type ProForma,
  type RoomTerms,
  type RoundRoom,
  type RoundRooms,
  roundRoomLimits,
  roundRoomMessages as m,
} from '@baobab/contracts/round-room';
import { chequeProForma } from '@baobab/finance/cheque-pro-forma';
import { raiseProgress } from '@baobab/finance/raise-progress';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError, badRequest, conflict, conflictAt, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getRoom as getDataRoom } from '../data-rooms/data-rooms.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { money, readRaiseAmount } from './fundraising-amounts';
import { listBoard } from './fundraising.repository';
import { boardHref, isFinished, moveCommitment, toCommitment } from './round-room-commitments';
import { loadRoomTerms } from './room-terms';
import * as repo from './round-room.repository';

/**
 * The round room, an invited investor's side of a raise (decision 0058). Every function reads the caller's invitation
 * afresh (round-room.repository.ts, findInvitation): without one now (never invited, revoked, the founder, an admin)
 * the round does not exist, a 404 like any other. What the room shows comes from its one source each: terms from the
 * cap table's sequence, the committed total from the founder's board, the materials from the data room's grants.
 */

/** The room as the service gives it: sentences the engine or the room writes stay messages until the route sends them (toWire). */
export type RoomAnswer = Omit<RoundRoom, 'termsProblem'> & { termsProblem: Text | null };
export type ProFormaAnswer = Omit<ProForma, 'reason'> & { reason: Text | null };

async function requireInvitation(db: Db, user: SessionUser, raiseId: number, lock = false): Promise<repo.Invitation> {
  const invitation = await repo.findInvitation(db, user.id, raiseId, lock);
  if (!invitation) throw notFound('Round');
  return invitation;
}

const nameOf = (row: { firstName: string | null; lastName: string | null; name: string | null; investorProfileId: number | null }) =>
  row.investorProfileId === null ? (row.name ?? '') : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

/** The data room's documents this investor's own grants cover, or why there are none (the data room's rules, read now). */
async function materialsOf(db: Db, user: SessionUser, dataRoomId: number | null): Promise<RoundRoom['materials']> {
  if (dataRoomId === null) return null;
  const room = await repo.findDataRoom(db, dataRoomId);
  if (!room) return null;
  try {
    const detail = await getDataRoom(db, user, room.id);
    if (detail.isNdaPending) return { roomId: room.id, name: room.name, access: 'nda', documents: [] };
    return { roomId: room.id, name: room.name, access: 'granted', documents: detail.documents.map((d) => ({ id: d.id, name: d.name, fileType: d.fileType })) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { roomId: room.id, name: room.name, access: 'none', documents: [] };
    throw error;
  }
}

async function roomView(db: Db, user: SessionUser, invitation: repo.Invitation): Promise<RoomAnswer> {
  const { raise, entry } = invitation;
  const currency = raise.currency as CurrencyCode;
  const [terms, board, questions, commitment, materials] = await Promise.all([
    loadRoomTerms(db, raise),
    raise.showLead || raise.showCommitted ? listBoard(db, raise.id) : Promise.resolve([]),
    repo.listRoomQuestions(db, raise.id, entry.id),
    repo.findCommitmentOfEntry(db, entry.id),
    materialsOf(db, user, raise.dataRoomId),
  ]);
  const lead = raise.showLead ? board.find((e) => e.id === raise.leadEntryId) : undefined;
  const progress = raise.showCommitted
    ? raiseProgress({ targetMinor: raise.targetMinor, minimumMinor: raise.minimumMinor, entries: board.map((e) => ({ stage: e.stage as PipelineStage, amountMinor: e.amountMinor, nextStepOn: e.nextStepOn })), today: new Date().toISOString().slice(0, 10) })
    : null;
  const state = (commitment?.state ?? null) as CommitmentState | null;
  // The judge's moves, less those that wait for terms (committing and signing need them) and all of them once the round is over.
  const open = isFinished(raise.status) ? [] : commitmentActionsFor(state, 'investor', commitment?.finalMinor != null).filter((a) => terms.terms !== null || (a !== 'commit' && a !== 'confirm'));
  return {
    id: raise.id,
    name: raise.name,
    startup: { id: raise.startupId, name: invitation.startupName },
    instrument: raise.instrument as RaiseInstrument,
    status: raise.status as RaiseStatus,
    currency,
    target: money(raise.targetMinor, currency),
    minimum: raise.minimumMinor === null ? null : money(raise.minimumMinor, currency),
    targetCloseOn: raise.targetCloseOn,
    ...(terms.terms ? { terms: terms.terms } : {}),
    termsProblem: terms.problem,
    termsVersion: raise.termsVersion,
    lead: lead ? { name: nameOf({ ...lead, firstName: lead.investorFirstName, lastName: lead.investorLastName }) } : null,
    committed: progress ? { total: money(progress.committedMinor, currency), percentOfTarget: progress.committedPercent } : null,
    materials,
    questions: questions.map((q) => ({ id: q.id, question: q.question, answer: q.answer, isPublic: q.isPublic, isMine: q.entryId === entry.id, askedAt: q.createdAt.toISOString(), answeredAt: q.answeredAt?.toISOString() ?? null })),
    commitment: commitment ? toCommitment(commitment, currency) : null,
    ...(commitment?.signedAt ? { signedTerms: commitment.signedTerms as RoomTerms } : {}),
    nextActions: open,
    invitedAt: entry.invitedAt!.toISOString(),
  };
}

export async function listRoundRooms(db: Db, user: SessionUser): Promise<RoundRooms> {
  const rows = await repo.listInvitations(db, user.id);
  return {
    rooms: rows.map(({ raise, entry, startupName, commitment }) => {
      const currency = raise.currency as CurrencyCode;
      return {
        id: raise.id,
        name: raise.name,
        startup: { id: raise.startupId, name: startupName },
        instrument: raise.instrument as RaiseInstrument,
        status: raise.status as RaiseStatus,
        currency,
        target: money(raise.targetMinor, currency),
        commitment: commitment ? toCommitment(commitment, currency) : null,
        invitedAt: entry.invitedAt!.toISOString(),
      };
    }),
  };
}

export async function getRoundRoom(db: Db, user: SessionUser, raiseId: number): Promise<RoomAnswer> {
  return roomView(db, user, await requireInvitation(db, user, raiseId));
}

/**
 * A cheque's shares and fully diluted ownership on the round's terms (packages/finance, cheque-pro-forma.ts, on the
 * cap table's own computed rounds). The cheque is read by the one reader in the round's currency; a bad one is
 * refused at `cheque`; without terms it is a 409 at `terms`.
 */
export async function roundRoomProForma(db: Db, user: SessionUser, raiseId: number, cheque: string): Promise<ProFormaAnswer> {
  const { raise } = await requireInvitation(db, user, raiseId);
  const currency = raise.currency as CurrencyCode;
  const read = readRaiseAmount(cheque, currency, 'cheque', { notAmount: m.cheque, notPositive: m.chequePositive });
  if ('issue' in read) throw badRequest(read.issue.message, [read.issue]);
  const { terms, rounds, round } = await loadRoomTerms(db, raise);
  if (!terms || !round) throw conflictAt('terms', m.noTerms);
  const result = chequeProForma(rounds, round.id, read.amountMinor, currencyExponents[currency]);
  const base = { cheque: money(read.amountMinor, currency) };
  if (result.kind === 'ownership') return { ...base, shares: result.shares, ownershipPercent: result.ownershipPercent, basis: result.basis, isAboveRound: result.isAboveRound, reason: null };
  const reason = result.reason === 'not-computed' ? message(m.proFormaNotComputed, { problem: result.problem }) : message(m.proFormaUnknown, { instrument: message(raiseInstrumentLabels[raise.instrument as RaiseInstrument]) });
  return { ...base, shares: null, ownershipPercent: null, basis: null, isAboveRound: 'isAboveRound' in result ? result.isAboveRound : false, reason };
}

/** A question to the founder, who is told; at most 30 per investor and round, counted under the entry's lock. */
export async function askQuestion(db: Db, delivery: Delivery, user: SessionUser, raiseId: number, input: AskQuestionInput): Promise<RoomAnswer> {
  const pending = await db.transaction(async (tx) => {
    const { raise, entry, founderId } = await requireInvitation(tx, user, raiseId, true);
    if (isFinished(raise.status)) throw conflict(m.roundFinished);
    if ((await repo.countQuestionsOf(tx, entry.id)) >= roundRoomLimits.questionsPerInvestor) throw conflict(m.tooManyQuestions);
    await repo.insertQuestion(tx, { raiseId, entryId: entry.id, askedBy: user.id, question: input.question });
    return recordNotification(tx, { userId: founderId, kind: 'round_room', actorId: user.id, title: message(nt.roundQuestion, { name: `${user.firstName} ${user.lastName}`.trim(), round: raise.name }), href: boardHref(raiseId) });
  });
  await deliverNotifications(db, delivery, [pending]);
  return getRoundRoom(db, user, raiseId);
}

/** The investor's move of their own commitment (the judge refuses a founder's action with 403); the founder is told. */
export async function actOnCommitment(db: Db, delivery: Delivery, user: SessionUser, raiseId: number, input: CommitmentInput): Promise<RoomAnswer> {
  const pending = await db.transaction(async (tx) => {
    const { raise, entry, startupName, founderId } = await requireInvitation(tx, user, raiseId, true);
    return moveCommitment(tx, user, 'investor', { raise, entry, startupName, founderId, investor: user }, input);
  });
  await deliverNotifications(db, delivery, [pending]);
  return getRoundRoom(db, user, raiseId);
}
