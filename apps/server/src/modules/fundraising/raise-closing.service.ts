import type { NoteRoundInput, SafeRoundInput } from '@baobab/contracts/cap-table-rounds';
import { type CurrencyCode, currencyExponents } from '@baobab/contracts/currencies';
import { raiseInstrumentLabels, raiseMessages, type RaiseInstrument } from '@baobab/contracts/fundraising';
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { type CloseCommitmentsInput, roundClosingMessages as m } from '@baobab/contracts/round-closing';
import { commitmentStateLabels, type CommitmentState, type RoomTerms } from '@baobab/contracts/round-room';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError, badRequest, conflict, conflictAt, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { shrinkModelledInstrumentIn, writeClosedInstrumentIn } from '../financial-tools/cap-table-rounds.service';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { recordClosedRoundInvestment } from '../portfolio/portfolio.service';
import { requireStartupOwner } from '../startup-access/startup-access.service';
import { money } from './fundraising-amounts';
import * as raises from './fundraising.repository';
import * as repo from './raise-closing.repository';
import { boardHref, isFinished, roomHref } from './round-room-commitments';

/**
 * Closing a raise (decision 0059): the founder marks the money of confirmed commitments received, one or a tranche at a
 * time. Each commitment's close writes, in one transaction under the startup row's lock (every cap-table write's lock)
 * and the raise's: the investor's SAFE or note as a closed round of the cap table's sequence (decision 0051) on the
 * terms they signed, their confirmed portfolio investment, the commitment funded and the board at `funded`. The modelled
 * terms shrink by what closed, so the sequence never counts money twice. A retried or raced close finds the commitment
 * funded and writes nothing.
 */

const todayUtc = () => new Date().toISOString().slice(0, 10);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The instrument the investor signed, for them, at the amount received and on the day it arrived. */
function signedInstrument(terms: RoomTerms, holderName: string, amountMinor: number, date: string, currency: CurrencyCode): SafeRoundInput | NoteRoundInput {
  const major = (minor: number) => minor / 10 ** currencyExponents[currency];
  const cap = terms.kind !== 'priced' && terms.valuationCap ? { valuationCap: terms.valuationCap.amount } : {};
  const discount = terms.kind !== 'priced' && terms.discountPercent !== null ? { discountPercent: terms.discountPercent } : {};
  if (terms.kind === 'safe') {
    return { kind: 'safe', date, holderName, investment: major(amountMinor), safeType: terms.safeType, ...cap, ...discount, isMfn: terms.isMfn, proRata: terms.proRata };
  }
  if (terms.kind === 'note') {
    return { kind: 'note', date, holderName, principal: major(amountMinor), interestRatePercent: terms.interestRatePercent, dayCount: terms.dayCount, ...cap, ...discount, proRata: terms.proRata };
  }
  throw conflictAt('commitmentIds', m.pricedNotBuilt);
}

/** The day the money arrived: today when not given, never after today; refused at `receivedOn`. */
function receivedOnOf(input: CloseCommitmentsInput): string {
  const today = todayUtc();
  const day = input.receivedOn ?? today;
  if (day > today) throw badRequest(m.receivedInFuture, [{ path: 'receivedOn', message: m.receivedInFuture }]);
  return day;
}

/** The cap table's date refusals (before founding, before the last closed round) are about the day the money arrived. */
function atReceivedOn(error: unknown): never {
  if (error instanceof AppError && error.issues?.some((i) => i.path === 'date')) {
    throw new AppError(error.statusCode, error.code, error.text, error.issues.map((i) => (i.path === 'date' ? { ...i, path: 'receivedOn' } : i)));
  }
  throw error;
}

export async function closeCommitments(db: Db, delivery: Delivery, user: SessionUser, startupId: number, raiseId: number, input: CloseCommitmentsInput): Promise<void> {
  const startup = await requireStartupOwner(db, user, startupId);
  if (!(await raises.findRaise(db, startupId, raiseId))) throw notFound('Round');
  const receivedOn = receivedOnOf(input);
  const ids = [...new Set(input.commitmentIds)];
  const pending = await db.transaction(async (tx): Promise<PendingNotification[]> => {
    // The startup row first (the cap table's lock, as a terms change takes it), then the raise: racing closes queue here.
    await raises.lockStartupRaises(tx, startupId);
    const raise = (await raises.findRaise(tx, startupId, raiseId, true))!;
    if (isFinished(raise.status)) throw conflict(raiseMessages.finished);
    if (raise.status === 'draft') throw conflict(m.notOpen);
    if (raise.instrument === 'priced') throw conflictAt('commitmentIds', m.pricedNotBuilt);
    const found = await repo.lockCommitments(tx, raiseId, ids);
    const missing = ids.find((id) => !found.some((f) => f.commitment.id === id));
    if (missing !== undefined) {
      const sentence = message(m.commitmentNotFound, { id: missing });
      throw badRequest(sentence, [{ path: 'commitmentIds', message: sentence }]);
    }
    // A commitment funded already was closed by an earlier or racing request: it is skipped, never written twice.
    const toClose = found.filter((f) => f.commitment.state !== 'funded');
    const refused = toClose.find((f) => f.commitment.state !== 'confirmed' || f.commitment.signedTerms === null);
    if (refused) throw conflictAt('commitmentIds', message(m.notConfirmed, { name: nameOf(refused.investor), state: message(commitmentStateLabels[refused.commitment.state as CommitmentState]) }));
    if (toClose.length === 0) return [];
    return closeEach(tx, user, startup, raise, toClose, receivedOn);
  });
  await deliverNotifications(db, delivery, pending);
}

async function closeEach(tx: Db, user: SessionUser, startup: { id: number; name: string; foundedYear: number | null }, raise: raises.RaiseRow, toClose: repo.ClosingCommitment[], receivedOn: string): Promise<PendingNotification[]> {
  const currency = raise.currency as CurrencyCode;
  const instrument = message(raiseInstrumentLabels[raise.instrument as RaiseInstrument]);
  const pending: PendingNotification[] = [];
  let closedMinor = 0;
  for (const { commitment, investor } of toClose) {
    const terms = commitment.signedTerms as RoomTerms;
    const amountMinor = commitment.finalMinor!;
    const capTableRoundId = await writeClosedInstrumentIn(tx, user, startup, signedInstrument(terms, nameOf(investor), amountMinor, receivedOn, currency)).catch(atReceivedOn);
    const investment = await recordClosedRoundInvestment(tx, {
      investorId: investor.id,
      startupId: startup.id,
      dealDate: receivedOn,
      amountMinor,
      currency,
      roundType: 'Convertible',
      leadInvestor: raise.leadEntryId === commitment.entryId,
      // A SAFE or note buys no shares yet: no post-money valuation or equity is stated, so the company's recorded
      // valuation (startup-facts, a confirmed priced round) never reads a cap as a price. Its terms are `fromRound`'s.
      valuationMinor: null,
      equityPercentage: null,
    });
    if (!(await repo.markFunded(tx, commitment.id, { fundedOn: receivedOn, fundedBy: user.id, investmentId: investment.id, capTableRoundId }))) throw conflict(raiseMessages.finished);
    await raises.updateBoardEntry(tx, commitment.entryId, { stage: 'funded', amountMinor });
    closedMinor += amountMinor;
    const amount = { amount: money(amountMinor, currency).amount, currency };
    pending.push(await recordNotification(tx, { userId: investor.id, kind: 'round_room', actorId: user.id, title: message(nt.roundFunded, { startup: startup.name, amount, round: raise.name, instrument }), href: roomHref(raise.id) }));
  }
  if (raise.capTableRoundId !== null) await shrinkModelledInstrumentIn(tx, startup.id, raise.capTableRoundId, closedMinor / 10 ** currencyExponents[currency], receivedOn);
  const total = { amount: money(closedMinor, currency).amount, currency };
  pending.push(await recordNotification(tx, { userId: user.id, kind: 'round_room', actorId: user.id, title: message(nt.roundTrancheClosed, { count: toClose.length, round: raise.name, amount: total }), href: boardHref(raise.id) }));
  return pending;
}
