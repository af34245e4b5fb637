import type { NoteRoundInput, SafeRoundInput } from '@baobab/contracts/cap-table-rounds';
import { type CurrencyCode, currencyExponents } from '@baobab/contracts/currencies';
import { roundTypes } from '@baobab/contracts/enums';
import { raiseInstrumentLabels, raiseMessages, type RaiseInstrument } from '@baobab/contracts/fundraising';
import { message } from '@baobab/contracts/i18n/message';
import { decimalPriceToMinor } from '@baobab/contracts/price-per-share';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { type CloseCommitmentsInput, roundClosingMessages as m } from '@baobab/contracts/round-closing';
import { commitmentStateLabels, type CommitmentState, type RoomTerms } from '@baobab/contracts/round-room';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError, badRequest, conflict, conflictAt, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { closeFirstPricedTrancheIn, issueSeriesSharesIn } from '../financial-tools/cap-table-round-tranches';
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
 * terms shrink by what closed, so the sequence never counts money twice. A priced raise's first close closes its modelled
 * round with that tranche's investors and stores the series and price; later tranches issue that series at that price.
 * A retried or raced close finds the commitment funded and writes nothing.
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
  // A raise's instrument never changes and its commitments sign its terms, so a priced signature is never closed as a SAFE.
  throw new Error('a priced commitment has no SAFE or note to write');
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

/** Where one commitment's close is on the cap table: its closed SAFE or note, or its issuance of a priced round's series. */
type Written = { capTableRoundId: number | null; ledgerEntryId: number | null };

type Startup = { id: number; name: string; foundedYear: number | null };

/** Each commitment's SAFE or note as a closed round of the sequence, on the terms it signed, in order. */
async function writeInstruments(tx: Db, user: SessionUser, startup: Startup, raise: raises.RaiseRow, toClose: repo.ClosingCommitment[], receivedOn: string): Promise<Written[]> {
  const written: Written[] = [];
  for (const { commitment, investor } of toClose) {
    const round = signedInstrument(commitment.signedTerms as RoomTerms, nameOf(investor), commitment.finalMinor!, receivedOn, raise.currency as CurrencyCode);
    written.push({ capTableRoundId: await writeClosedInstrumentIn(tx, user, startup, round).catch(atReceivedOn), ledgerEntryId: null });
  }
  return written;
}

async function closeEach(tx: Db, user: SessionUser, startup: Startup, raise: raises.RaiseRow, toClose: repo.ClosingCommitment[], receivedOn: string): Promise<PendingNotification[]> {
  const currency = raise.currency as CurrencyCode;
  const instrument = message(raiseInstrumentLabels[raise.instrument as RaiseInstrument]);
  const isPriced = raise.instrument === 'priced';
  const written = isPriced ? await writePricedTranche(tx, user, startup, raise, toClose, receivedOn) : await writeInstruments(tx, user, startup, raise, toClose, receivedOn);
  const pending: PendingNotification[] = [];
  let closedMinor = 0;
  for (const [i, { commitment, investor }] of toClose.entries()) {
    const terms = commitment.signedTerms as RoomTerms;
    const amountMinor = commitment.finalMinor!;
    const investment = await recordClosedRoundInvestment(tx, {
      investorId: investor.id,
      startupId: startup.id,
      dealDate: receivedOn,
      amountMinor,
      currency,
      roundType: investmentRoundType(terms),
      leadInvestor: raise.leadEntryId === commitment.entryId,
      // A SAFE or note buys no shares yet: no post-money valuation is stated, so the company's recorded valuation
      // (startup-facts, a confirmed priced round) never reads a cap as a price; a priced round states its post-money.
      // The equity is the cap table's (the ledger's holdings), never a second figure here. The terms are `fromRound`'s.
      valuationMinor: terms.kind === 'priced' ? terms.postMoneyValuation.amountMinor : null,
      equityPercentage: null,
    });
    if (!(await repo.markFunded(tx, commitment.id, { fundedOn: receivedOn, fundedBy: user.id, investmentId: investment.id, ...written[i]! }))) throw conflict(raiseMessages.finished);
    await raises.updateBoardEntry(tx, commitment.entryId, { stage: 'funded', amountMinor });
    closedMinor += amountMinor;
    const amount = { amount: money(amountMinor, currency).amount, currency };
    const title = terms.kind === 'priced' ? message(nt.roundFundedShares, { startup: startup.name, amount, round: raise.name, series: terms.seriesName }) : message(nt.roundFunded, { startup: startup.name, amount, round: raise.name, instrument });
    pending.push(await recordNotification(tx, { userId: investor.id, kind: 'round_room', actorId: user.id, title, href: roomHref(raise.id) }));
  }
  // A priced round's modelled terms closed whole with the first tranche (writePricedTranche): nothing modelled is left to shrink.
  if (!isPriced && raise.capTableRoundId !== null) await shrinkModelledInstrumentIn(tx, startup.id, raise.capTableRoundId, closedMinor / 10 ** currencyExponents[currency], receivedOn);
  const total = { amount: money(closedMinor, currency).amount, currency };
  pending.push(await recordNotification(tx, { userId: user.id, kind: 'round_room', actorId: user.id, title: message(nt.roundTrancheClosed, { count: toClose.length, round: raise.name, amount: total }), href: boardHref(raise.id) }));
  return pending;
}

/** The portfolio's round type: a SAFE or note is Convertible; a priced round is its series when named as one (Series A), else Seed. */
function investmentRoundType(terms: RoomTerms): (typeof roundTypes)[number] {
  if (terms.kind !== 'priced') return 'Convertible';
  return roundTypes.find((t) => t !== 'Convertible' && t.toLowerCase() === terms.seriesName.trim().toLowerCase()) ?? 'Seed';
}

/**
 * A priced raise's tranche on the cap table (decision 0059). The first close closes the raise's modelled round with this
 * tranche's investors (one price, every earlier SAFE and note converted, the pool topped up: decision 0051's close) and
 * stores the series and its price on the raise; the rest is issuances of that series at that price. Each commitment's
 * issuance, in order.
 */
async function writePricedTranche(tx: Db, user: SessionUser, startup: Startup, raise: raises.RaiseRow, toClose: repo.ClosingCommitment[], receivedOn: string): Promise<Written[]> {
  const currency = raise.currency as CurrencyCode;
  const names = toClose.map((c) => nameOf(c.investor));
  const ids = new Map<number, number>();
  let series = raise.seriesName !== null && raise.seriesPricePerShare !== null ? { seriesName: raise.seriesName, pricePerShare: raise.seriesPricePerShare } : null;
  if (series === null) {
    if (raise.capTableRoundId === null) throw conflictAt('commitmentIds', m.pricedNoTerms);
    // The round's investors are named once each (the ledger holds shares by name); a namesake of this tranche is issued
    // the series below, at the price this close writes, as a later tranche would be.
    const keys = names.map((n) => n.toLowerCase());
    const first = keys.map((_, i) => i).filter((i) => keys.indexOf(keys[i]!) === i);
    const investors = first.map((i) => ({ holderName: names[i]!, investment: toClose[i]!.commitment.finalMinor! / 10 ** currencyExponents[currency] }));
    const closed = await closeFirstPricedTrancheIn(tx, user, startup, raise.capTableRoundId, receivedOn, investors).catch(atReceivedOn);
    await repo.storeSeries(tx, raise.id, closed.seriesName, closed.pricePerShare);
    first.forEach((i, k) => ids.set(i, closed.entryIds[k]!));
    series = closed;
  }
  const { seriesName, pricePerShare: price } = series;
  const later = toClose.map((_, i) => i).filter((i) => !ids.has(i));
  const issuances = later.map((i) => {
    const shares = sharesBought(toClose[i]!.commitment.finalMinor!, currencyExponents[currency], price);
    if (shares === 0) throw conflictAt('commitmentIds', message(m.buysNoShare, { name: names[i]!, price: { amount: Number(price), currency, digits: price.split('.')[1]?.length ?? 0 } }));
    return { kind: 'issuance' as const, date: receivedOn, holder: names[i]!, shareClass: seriesName, shares, pricePerShareMinor: decimalPriceToMinor(price, currency), pricePerShare: price, currency, isOption: false };
  });
  if (issuances.length > 0) (await issueSeriesSharesIn(tx, user, startup, issuances).catch(atReceivedOn)).forEach((id, k) => ids.set(later[k]!, id));
  return toClose.map((_, i) => ({ capTableRoundId: null, ledgerEntryId: ids.get(i)! }));
}

/**
 * Whole shares an amount buys at a decimal price ('1.1144' in major units), rounded down as the priced round's engine
 * rounds an investor's new-money shares; exact in integers: minor × 10^decimals ÷ (price digits × 10^exponent).
 */
export function sharesBought(amountMinor: number, exponent: number, price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  const priceUnits = BigInt(whole + fraction);
  return Number((BigInt(amountMinor) * 10n ** BigInt(fraction.length)) / (priceUnits * 10n ** BigInt(exponent)));
}
