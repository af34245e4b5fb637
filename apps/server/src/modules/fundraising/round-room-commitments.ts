import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { Commitment, CommitmentInput } from '@baobab/contracts/fundraising';
import { message, type AmountValue } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import {
  boardStageOf,
  commitmentActionLabels,
  type CommitmentParty,
  type CommitmentState,
  commitmentStateLabels,
  nextCommitment,
  roundRoomMessages as m,
} from '@baobab/contracts/round-room';
import type { Db } from '../../db/client';
import { badRequest, conflict, conflictAt, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { money, readRaiseAmount } from './fundraising-amounts';
import { updateBoardEntry, type RaiseRow } from './fundraising.repository';
import { loadRoomTerms } from './room-terms';
import * as repo from './round-room.repository';

/** Where the founder works the round, and where the investor reads it. */
export const boardHref = (raiseId: number) => `/fundraising?raise=${raiseId}`;
export const roomHref = (raiseId: number) => `/rounds/${raiseId}`;

export const isFinished = (status: string) => status === 'closed' || status === 'cancelled';

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The parties of one commitment, read under the locks: the raise, the board entry, the founder, the investor. */
export type CommitmentParties = { raise: RaiseRow; entry: repo.EntryRow; startupName: string; founderId: string; investor: { id: string; firstName: string; lastName: string } };

function readAmount(value: string | number, currency: CurrencyCode): number {
  const read = readRaiseAmount(value, currency, 'amount', { notAmount: m.amount, notPositive: m.amountPositive });
  if ('issue' in read) throw badRequest(read.issue.message, [read.issue]);
  return read.amountMinor;
}

/** Refusals as the judge gives them: the wrong side is a 403, a move the state does not allow a 409 at `action`. */
function judge(current: repo.CommitmentRow | undefined, input: CommitmentInput, party: CommitmentParty): CommitmentState {
  const from = (current?.state ?? null) as CommitmentState | null;
  const move = nextCommitment(from, input.action, party, current?.finalMinor != null);
  const action = message(commitmentActionLabels[input.action]);
  if (move.ok) return move.to;
  if (move.refusal === 'party') throw forbidden(message(party === 'investor' ? m.onlyFounder : m.onlyInvestor, { action }));
  throw conflictAt('action', message(m.move, { from: message(from === null ? m.noCommitment : commitmentStateLabels[from]), action }));
}

/**
 * One move of an investor's commitment, by either side, inside the caller's transaction and under its locks (the raise
 * in share mode, then the board entry for update: round-room.repository.ts, findInvitation). The judge is
 * round-room-texts.ts's `nextCommitment`; the founder's board follows the commitment's stage and amount; the other
 * side is told. Signing (confirming the final amount) records who, when, the terms version and the terms as read.
 */
export async function moveCommitment(tx: Db, actor: SessionUser, party: CommitmentParty, parties: CommitmentParties, input: CommitmentInput): Promise<PendingNotification> {
  const { raise, entry } = parties;
  if (isFinished(raise.status)) throw conflict(m.roundFinished);
  const current = await repo.findCommitmentOfEntry(tx, entry.id);
  const to = judge(current, input, party);
  const currency = raise.currency as CurrencyCode;
  const now = new Date();
  const base = { raiseId: raise.id, entryId: entry.id, state: to };
  let values: Omit<Parameters<typeof repo.saveCommitment>[2], 'raiseId' | 'entryId' | 'state'>;
  switch (input.action) {
    case 'soft-circle':
    case 'commit': {
      const amountMinor = readAmount(input.amount!, currency);
      // A commitment is to terms: none linked, or none the room can show, and there is nothing to commit to.
      if (input.action === 'commit' && !(await loadRoomTerms(tx, raise)).terms) throw conflictAt('terms', m.noTerms);
      values = { amountMinor, finalMinor: null, passReason: null, termsVersion: raise.termsVersion, decidedBy: null, decidedAt: null };
      break;
    }
    case 'pass':
      values = { amountMinor: null, finalMinor: null, passReason: input.reason!, termsVersion: null };
      break;
    case 'withdraw':
      values = { finalMinor: null };
      break;
    case 'accept':
      values = { finalMinor: current!.amountMinor, decidedBy: actor.id, decidedAt: now };
      break;
    case 'scale-back': {
      const finalMinor = readAmount(input.amount!, currency);
      const committed = current!.amountMinor!;
      if (finalMinor >= committed) {
        const sentence = message(m.scaleBackBelow, { amount: amountValue(committed, raise) });
        throw badRequest(sentence, [{ path: 'amount', message: sentence }]);
      }
      values = { finalMinor, decidedBy: actor.id, decidedAt: now };
      break;
    }
    case 'decline':
      values = { finalMinor: null, decidedBy: actor.id, decidedAt: now };
      break;
    case 'confirm': {
      if (input.termsVersion !== raise.termsVersion) throw conflictAt('termsVersion', message(m.termsChanged, { version: raise.termsVersion }));
      const { terms } = await loadRoomTerms(tx, raise);
      if (!terms) throw conflictAt('terms', m.noTerms);
      values =
        to === 'confirmed'
          ? { termsVersion: raise.termsVersion, signedBy: actor.id, signerName: nameOf(actor) || actor.email, signedAt: now, signedTermsVersion: raise.termsVersion, signedTerms: terms }
          : { termsVersion: raise.termsVersion };
      break;
    }
  }
  await repo.saveCommitment(tx, current, { ...base, ...values });
  const amountMinor = values.amountMinor === undefined ? (current?.amountMinor ?? null) : values.amountMinor;
  const finalMinor = values.finalMinor === undefined ? (current?.finalMinor ?? null) : values.finalMinor;
  const stage = boardStageOf[to];
  // The board shows what is on the table now: the founder's decided amount once there is one, else the investor's.
  await updateBoardEntry(tx, entry.id, { stage, amountMinor: stage === 'passed' ? null : (finalMinor ?? amountMinor) });
  return tell(tx, actor, parties, input, to, { amountMinor, finalMinor });
}

/** An amount of the round as a message's value, in the round's currency. */
export const amountValue = (amountMinor: number, raise: RaiseRow): AmountValue => ({ amount: money(amountMinor, raise.currency as CurrencyCode).amount, currency: raise.currency });

/** The other side hears of the move: the founder of the investor's, the investor of the founder's. */
async function tell(tx: Db, actor: SessionUser, parties: CommitmentParties, input: CommitmentInput, to: CommitmentState, amounts: { amountMinor: number | null; finalMinor: number | null }): Promise<PendingNotification> {
  const { raise, startupName, founderId, investor } = parties;
  const round = raise.name;
  const name = nameOf(investor);
  const amount = (minor: number | null) => amountValue(minor ?? 0, raise);
  const toFounder = (title: string, values: Record<string, AmountValue | string>, body?: string) =>
    recordNotification(tx, { userId: founderId, kind: 'round_room', actorId: actor.id, title: message(title, { name, round, ...values }), ...(body ? { body: personsWords(body) } : {}), href: boardHref(raise.id) });
  const toInvestor = (title: string, values: Record<string, AmountValue | string>) =>
    recordNotification(tx, { userId: investor.id, kind: 'round_room', actorId: actor.id, title: message(title, { startup: startupName, round, ...values }), href: roomHref(raise.id) });
  switch (input.action) {
    case 'soft-circle':
      return toFounder(nt.roundSoftCircled, { amount: amount(amounts.amountMinor) });
    case 'commit':
      return toFounder(nt.roundCommitted, { amount: amount(amounts.amountMinor) });
    case 'pass':
      return toFounder(nt.roundPassed, {}, input.reason);
    case 'withdraw':
      return toFounder(nt.roundWithdrawn, {});
    case 'confirm':
      // Confirming again after a change of terms, before the founder decided, is committing again.
      return to === 'confirmed' ? toFounder(nt.roundConfirmed, { amount: amount(amounts.finalMinor) }) : toFounder(nt.roundCommitted, { amount: amount(amounts.amountMinor) });
    case 'accept':
      return toInvestor(nt.roundAccepted, { amount: amount(amounts.finalMinor) });
    case 'scale-back':
      return toInvestor(nt.roundScaledBack, { amount: amount(amounts.finalMinor) });
    case 'decline':
      return toInvestor(nt.roundDeclined, {});
  }
}

/** A commitment as both sides read it. */
export function toCommitment(row: repo.CommitmentRow, currency: CurrencyCode): Commitment {
  return {
    id: row.id,
    state: row.state as CommitmentState,
    amount: row.amountMinor === null ? null : money(row.amountMinor, currency),
    finalAmount: row.finalMinor === null ? null : money(row.finalMinor, currency),
    passReason: row.passReason,
    termsVersion: row.termsVersion,
    signature: row.signedAt && row.signedTermsVersion !== null ? { name: row.signerName ?? '', signedAt: row.signedAt.toISOString(), termsVersion: row.signedTermsVersion } : null,
    fundedOn: row.fundedOn,
    updatedAt: row.updatedAt.toISOString(),
  };
}
