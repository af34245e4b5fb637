import type { RoundInput } from '@baobab/contracts/cap-table-rounds';
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import {
  type AddRaiseInvestorInput,
  canMoveRaise,
  type CreateRaiseInput,
  hasAmountStage,
  type MoveRaiseInput,
  type PipelineStage,
  type Raise,
  type RaiseInstrument,
  raiseInstrumentLabels,
  raiseLimits,
  raiseMessages as m,
  type Raises,
  type RaiseStatus,
  raiseStatusLabels,
  raiseTransitions,
  type UpdateRaiseInput,
  type UpdateRaiseInvestorInput,
} from '@baobab/contracts/fundraising';
import { message } from '@baobab/contracts/i18n/message';
import { roundRoomMessages as rm } from '@baobab/contracts/round-room-texts';
import { isOverdue, raiseProgress } from '@baobab/finance/raise-progress';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError, badRequest, conflict, conflictAt, type Issue, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { dropModelledRoundIn, findCapTableRound, listCapTableRounds, modelRoundIn } from '../financial-tools/cap-table-rounds.service';
import { roundClosingMessages as rc } from '@baobab/contracts/round-closing';
import { countConfirmed } from './raise-closing.repository';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { deliverNotifications, type PendingNotification } from '../notifications/notifications.service';
import { findCompanyCurrency, requireStartupOwner } from '../startup-access/startup-access.service';
import { money, readRaiseAmount } from './fundraising-amounts';
import * as repo from './fundraising.repository';
import { termsChangedIn } from './raise-room.service';
import { isFinished, toCommitment } from './round-room-commitments';
import * as rooms from './round-room.repository';

/**
 * A startup's rounds being raised and the founder's private board of investors for each (decision 0057). Every
 * function first checks the caller is the startup's founder (anyone else: 404, as for a startup that does not
 * exist). Terms are the cap table's rounds (decision 0051), linked or modelled here, never copied. Status moves
 * and board writes take the raise row's lock, so of two racing moves the second is judged from the first's result.
 */

/** Today in UTC, the day a next step is late after. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const companyCurrency = async (db: Db, startupId: number): Promise<CurrencyCode> => {
  const currency = await findCompanyCurrency(db, startupId);
  return isCurrencyCode(currency) ? currency : 'USD';
};

/** The instrument a cap-table round models: a SAFE in the form it names (post-money when it names none). */
function instrumentOf(round: RoundInput): RaiseInstrument {
  if (round.kind === 'safe') return round.safeType === 'pre-money' ? 'pre-money-safe' : 'post-money-safe';
  return round.kind;
}

function throwIssues(issues: Issue[]): void {
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

/** Target and minimum in minor units, each refusal at its field, the minimum never above the target. */
function readAmounts(input: { targetAmount?: string | number; minimumAmount?: string | number | null }, currency: CurrencyCode, current?: { targetMinor: number; minimumMinor: number | null }) {
  const issues: Issue[] = [];
  let targetMinor = current?.targetMinor ?? 0;
  let minimumMinor = current?.minimumMinor ?? null;
  if (input.targetAmount !== undefined) {
    const read = readRaiseAmount(input.targetAmount, currency, 'targetAmount', { notAmount: m.targetAmount, notPositive: m.targetPositive });
    if ('issue' in read) issues.push(read.issue);
    else targetMinor = read.amountMinor;
  }
  if (input.minimumAmount === null) minimumMinor = null;
  else if (input.minimumAmount !== undefined) {
    const read = readRaiseAmount(input.minimumAmount, currency, 'minimumAmount', { notAmount: m.minimumAmount, notPositive: m.minimumAmount });
    if ('issue' in read) issues.push(read.issue);
    else minimumMinor = read.amountMinor;
  }
  if (issues.length === 0 && minimumMinor !== null && minimumMinor > targetMinor) issues.push({ path: 'minimumAmount', message: m.minimumAboveTarget });
  throwIssues(issues);
  return { targetMinor, minimumMinor };
}

/** A linked round must be this startup's, of the raise's instrument, and no other raise's terms. */
async function checkLinkedTerms(db: Db, startupId: number, roundId: number, instrument: RaiseInstrument, raiseId: number | null): Promise<void> {
  const round = await findCapTableRound(db, startupId, roundId);
  if (!round) throw badRequest(m.termsNotFound, [{ path: 'capTableRoundId', message: m.termsNotFound }]);
  if (instrumentOf(round) !== instrument) {
    const sentence = message(m.termsKind, { instrument: message(raiseInstrumentLabels[instrument]) });
    throw badRequest(sentence, [{ path: 'capTableRoundId', message: sentence }]);
  }
  const user = await repo.findRaiseUsingRound(db, roundId);
  if (user && user.id !== raiseId) throw conflictAt('capTableRoundId', m.termsLinked);
}

/** The founder's raise, or 404 for anyone else and for a raise of another startup. */
async function requireRaise(db: Db, user: SessionUser, startupId: number, raiseId: number) {
  await requireStartupOwner(db, user, startupId);
  const raise = await repo.findRaise(db, startupId, raiseId);
  if (!raise) throw notFound('Round');
  return raise;
}

const summary = (row: repo.RaiseRow, investorCount: number) => {
  const currency = row.currency as CurrencyCode;
  return {
    id: row.id,
    name: row.name,
    instrument: row.instrument as RaiseInstrument,
    status: row.status as RaiseStatus,
    currency,
    target: money(row.targetMinor, currency),
    minimum: row.minimumMinor === null ? null : money(row.minimumMinor, currency),
    openedOn: row.openedOn,
    targetCloseOn: row.targetCloseOn,
    closedOn: row.closedOn,
    capTableRoundId: row.capTableRoundId,
    investorCount,
  };
};

async function view(db: Db, user: SessionUser, startupId: number, raiseId: number): Promise<Raise> {
  const row = await repo.findRaise(db, startupId, raiseId);
  if (!row) throw notFound('Round');
  const currency = row.currency as CurrencyCode;
  const today = todayUtc();
  const [board, terms, commitments, questions] = await Promise.all([
    repo.listBoard(db, raiseId),
    row.capTableRoundId === null ? null : listCapTableRounds(db, user, startupId).then((r) => r.rounds.find((round) => round.id === row.capTableRoundId) ?? null),
    rooms.listCommitments(db, raiseId),
    rooms.listRaiseQuestions(db, raiseId),
  ]);
  const commitmentOf = new Map(commitments.map((c) => [c.entryId, c]));
  const entries = board.map((e) => ({ stage: e.stage as PipelineStage, amountMinor: e.amountMinor, nextStepOn: e.nextStepOn }));
  const figures = raiseProgress({ targetMinor: row.targetMinor, minimumMinor: row.minimumMinor, entries, today });
  // The terms' problem, when the round cannot be computed, is a message: sent as its English with its key and values.
  return toWire({
    ...summary(row, board.length),
    terms,
    nextStatuses: [...raiseTransitions[row.status as RaiseStatus]],
    investors: board.map((e) => ({
      id: e.id,
      investorId: e.investorProfileId,
      email: e.email,
      name: e.investorProfileId === null ? (e.name ?? '') : `${e.investorFirstName ?? ''} ${e.investorLastName ?? ''}`.trim(),
      stage: e.stage as PipelineStage,
      amount: e.amountMinor === null ? null : money(e.amountMinor, currency),
      nextStep: e.nextStep,
      nextStepOn: e.nextStepOn,
      isOverdue: isOverdue({ stage: e.stage as PipelineStage, nextStepOn: e.nextStepOn }, today),
      notes: e.notes,
      updatedAt: e.updatedAt.toISOString(),
      invitedAt: e.invitedAt?.toISOString() ?? null,
      commitment: commitmentOf.has(e.id) ? toCommitment(commitmentOf.get(e.id)!, currency) : null,
    })),
    termsVersion: row.termsVersion,
    leadEntryId: row.leadEntryId,
    showLead: row.showLead,
    showCommitted: row.showCommitted,
    dataRoomId: row.dataRoomId,
    series: row.seriesName !== null && row.seriesPricePerShare !== null ? { name: row.seriesName, pricePerShare: row.seriesPricePerShare } : null,
    questions: questions.map((q) => ({
      id: q.id,
      askedBy: `${q.askerFirstName} ${q.askerLastName}`.trim(),
      question: q.question,
      answer: q.answer,
      isPublic: q.isPublic,
      askedAt: q.createdAt.toISOString(),
      answeredAt: q.answeredAt?.toISOString() ?? null,
    })),
    progress: {
      byStage: figures.byStage.map((s) => ({ stage: s.stage, count: s.count, total: money(s.totalMinor, currency) })),
      softCircled: money(figures.softCircledMinor, currency),
      committed: money(figures.committedMinor, currency),
      funded: money(figures.fundedMinor, currency),
      softCircledPercent: figures.softCircledPercent,
      committedPercent: figures.committedPercent,
      minimumPercent: figures.minimumPercent,
      isMinimumReached: figures.isMinimumReached,
      overdueCount: figures.overdueCount,
    },
  });
}

export async function listRaises(db: Db, user: SessionUser, startupId: number): Promise<Raises> {
  await requireStartupOwner(db, user, startupId);
  const [rows, currency] = await Promise.all([repo.listRaises(db, startupId), companyCurrency(db, startupId)]);
  return { currency, raises: rows.map((r) => summary(r, r.investorCount)) };
}

export async function getRaise(db: Db, user: SessionUser, startupId: number, raiseId: number): Promise<Raise> {
  await requireRaise(db, user, startupId, raiseId);
  return view(db, user, startupId, raiseId);
}

/** A cap-table round's refusal, said at the raise's `round` field it came from. */
function underRound(error: unknown): never {
  if (error instanceof AppError && error.issues) throw new AppError(error.statusCode, error.code, error.text, error.issues.map((i) => ({ ...i, path: `round.${i.path}` })));
  throw error;
}

/**
 * The amounts are read in the company's currency of the day and kept with it (as the funding target is). Terms
 * modelled here are added to the cap table's rounds in the same transaction, so a refused raise models nothing.
 */
export async function createRaise(db: Db, user: SessionUser, startupId: number, input: CreateRaiseInput): Promise<Raise> {
  const startup = await requireStartupOwner(db, user, startupId);
  const currency = await companyCurrency(db, startupId);
  const { targetMinor, minimumMinor } = readAmounts(input, currency);
  if (input.round && instrumentOf(input.round) !== input.instrument) {
    const sentence = message(m.termsKind, { instrument: message(raiseInstrumentLabels[input.instrument]) });
    throw badRequest(sentence, [{ path: 'round.kind', message: sentence }]);
  }
  const raiseId = await db.transaction(async (tx) => {
    let capTableRoundId = input.capTableRoundId ?? null;
    if (input.round) capTableRoundId = await modelRoundIn(tx, user, startup, input.round).catch(underRound);
    else if (capTableRoundId !== null) await checkLinkedTerms(tx, startupId, capTableRoundId, input.instrument, null);
    // Counted under the startup's lock (the cap table's, taken here too), so two quick creates cannot pass the limit together.
    await repo.lockStartupRaises(tx, startupId);
    if ((await repo.countRaises(tx, startupId)) >= raiseLimits.raisesPerStartup) throw conflict(m.tooMany);
    return repo.insertRaise(tx, { startupId, name: input.name, instrument: input.instrument, currency, targetMinor, minimumMinor, capTableRoundId, targetCloseOn: input.targetCloseOn ?? null, createdBy: user.id });
  });
  return view(db, user, startupId, raiseId);
}


/** The round room's lead must be on this board, and its materials a data room of this company that the founder owns. */
async function checkRoomSettings(db: Db, user: SessionUser, startupId: number, raiseId: number, input: UpdateRaiseInput): Promise<void> {
  if (input.leadEntryId != null && !(await rooms.lockEntry(db, raiseId, input.leadEntryId))) throw badRequest(rm.leadNotOnBoard, [{ path: 'leadEntryId', message: rm.leadNotOnBoard }]);
  if (input.dataRoomId != null) {
    const room = await rooms.findDataRoom(db, input.dataRoomId);
    if (!room || room.startupId !== startupId || room.ownerId !== user.id) throw badRequest(rm.dataRoomNotFound, [{ path: 'dataRoomId', message: rm.dataRoomNotFound }]);
  }
}

/**
 * Changing the instrument or the linked terms is a change of terms (decision 0058): its version goes up and committed
 * investors are asked to confirm again, in the same transaction, under the raise's lock.
 */
export async function updateRaise(db: Db, delivery: Delivery, user: SessionUser, startupId: number, raiseId: number, input: UpdateRaiseInput): Promise<Raise> {
  await requireRaise(db, user, startupId, raiseId);
  const pending = await db.transaction(async (tx): Promise<PendingNotification[]> => {
    const row = (await repo.findRaise(tx, startupId, raiseId, true))!;
    if (isFinished(row.status)) throw conflict(m.finished);
    const amounts = readAmounts(input, row.currency as CurrencyCode, row);
    const instrument = input.instrument ?? (row.instrument as RaiseInstrument);
    const capTableRoundId = input.capTableRoundId === undefined ? row.capTableRoundId : input.capTableRoundId;
    // A priced raise's first close wrote its series at its price (decision 0059): later tranches issue at that price.
    if (row.seriesName !== null && (instrument !== row.instrument || capTableRoundId !== row.capTableRoundId)) throw conflictAt(instrument !== row.instrument ? 'instrument' : 'capTableRoundId', rc.seriesWritten);
    if (capTableRoundId !== null) await checkLinkedTerms(tx, startupId, capTableRoundId, instrument, raiseId);
    await checkRoomSettings(tx, user, startupId, raiseId, input);
    await repo.updateRaise(tx, raiseId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.targetCloseOn !== undefined ? { targetCloseOn: input.targetCloseOn } : {}),
      ...(input.leadEntryId !== undefined ? { leadEntryId: input.leadEntryId } : {}),
      ...(input.showLead !== undefined ? { showLead: input.showLead } : {}),
      ...(input.showCommitted !== undefined ? { showCommitted: input.showCommitted } : {}),
      ...(input.dataRoomId !== undefined ? { dataRoomId: input.dataRoomId } : {}),
      instrument,
      capTableRoundId,
      ...amounts,
    });
    const termsChanged = instrument !== row.instrument || capTableRoundId !== row.capTableRoundId;
    return termsChanged ? termsChangedIn(tx, row, user.id) : [];
  });
  await deliverNotifications(db, delivery, pending);
  return view(db, user, startupId, raiseId);
}

/**
 * One move of the round's life. Opening dates it opened (the first time), closing dates it closed. The raise row is
 * locked, so of two moves sent together the second is judged from where the first left it (a 409 if now invalid).
 */
export async function moveRaise(db: Db, user: SessionUser, startupId: number, raiseId: number, input: MoveRaiseInput): Promise<Raise> {
  await requireRaise(db, user, startupId, raiseId);
  await db.transaction(async (tx) => {
    // The startup row before the raise's, the order a close takes them (closing may drop the modelled terms).
    await repo.lockStartupRaises(tx, startupId);
    const row = (await repo.findRaise(tx, startupId, raiseId, true))!;
    const from = row.status as RaiseStatus;
    if (!canMoveRaise(from, input.status)) throw conflictAt('status', message(m.transition, { from: message(raiseStatusLabels[from]), to: message(raiseStatusLabels[input.status]) }));
    if (input.status === 'closed') await closeRaiseIn(tx, row);
    const today = todayUtc();
    await repo.updateRaise(tx, raiseId, {
      status: input.status,
      ...(input.status === 'open' && row.openedOn === null ? { openedOn: today } : {}),
      ...(input.status === 'closed' ? { closedOn: today } : {}),
    });
  });
  return view(db, user, startupId, raiseId);
}

/**
 * A raise closes once every confirmed commitment's money is received (decision 0059); what is left of its modelled terms
 * leaves the cap table's sequence then, since the closed SAFEs and notes are the record. The caller holds the startup's
 * lock, then the raise's.
 */
async function closeRaiseIn(tx: Db, row: repo.RaiseRow): Promise<void> {
  const left = await countConfirmed(tx, row.id);
  if (left > 0) throw conflictAt('status', message(rc.unfunded, { count: left }));
  if (row.capTableRoundId !== null && row.instrument !== 'priced') await dropModelledRoundIn(tx, row.startupId, row.capTableRoundId);
}

/** The amount an entry keeps after a change: required from soft-circled on, refused at `amount` otherwise. */
function boardAmount(input: { amount?: string | number | null }, stage: PipelineStage, currency: CurrencyCode, current: number | null): number | null {
  let amountMinor = current;
  if (input.amount === null) amountMinor = null;
  else if (input.amount !== undefined) {
    const read = readRaiseAmount(input.amount, currency, 'amount', { notAmount: m.amount, notPositive: m.amountPositive });
    if ('issue' in read) throw badRequest(read.issue.message, [read.issue]);
    amountMinor = read.amountMinor;
  }
  if (hasAmountStage(stage) && amountMinor === null) throw badRequest(m.amountForStage, [{ path: 'amount', message: m.amountForStage }]);
  return amountMinor;
}

/** Adds an investor to the founder's private board. Nobody is notified: the board is the founder's own CRM (decision 0057). */
export async function addRaiseInvestor(db: Db, user: SessionUser, startupId: number, raiseId: number, input: AddRaiseInvestorInput): Promise<Raise> {
  await requireRaise(db, user, startupId, raiseId);
  await db.transaction(async (tx) => {
    const row = (await repo.findRaise(tx, startupId, raiseId, true))!;
    const stage = input.stage ?? 'target';
    const amountMinor = boardAmount(input, stage, row.currency as CurrencyCode, null);
    if (input.investorId !== undefined && !(await repo.investorProfileExists(tx, input.investorId))) throw badRequest(m.investorNotFound, [{ path: 'investorId', message: m.investorNotFound }]);
    if ((await repo.countBoard(tx, raiseId)) >= raiseLimits.investorsPerRaise) throw conflict(m.tooManyInvestors);
    const id = await repo.insertBoardEntry(tx, {
      raiseId,
      investorProfileId: input.investorId ?? null,
      email: input.email?.toLowerCase() ?? null,
      name: input.investorId === undefined ? (input.name ?? null) : null,
      stage,
      amountMinor,
      nextStep: input.nextStep || null,
      nextStepOn: input.nextStepOn ?? null,
      notes: input.notes ?? '',
    });
    if (id === null) throw conflictAt(input.investorId !== undefined ? 'investorId' : 'email', m.alreadyOnBoard);
  });
  return view(db, user, startupId, raiseId);
}

/** A move to another stage, the amount, the next step or the notes; the entry's row is locked for the change. */
export async function updateRaiseInvestor(db: Db, user: SessionUser, startupId: number, raiseId: number, entryId: number, input: UpdateRaiseInvestorInput): Promise<Raise> {
  const raise = await requireRaise(db, user, startupId, raiseId);
  await db.transaction(async (tx) => {
    const entry = await repo.findBoardEntry(tx, raiseId, entryId);
    if (!entry) throw notFound('Investor');
    const stage = input.stage ?? (entry.stage as PipelineStage);
    const amountMinor = boardAmount(input, stage, raise.currency as CurrencyCode, entry.amountMinor);
    await repo.updateBoardEntry(tx, entryId, {
      stage,
      amountMinor,
      ...(input.nextStep !== undefined ? { nextStep: input.nextStep || null } : {}),
      ...(input.nextStepOn !== undefined ? { nextStepOn: input.nextStepOn } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    });
  });
  return view(db, user, startupId, raiseId);
}

export async function removeRaiseInvestor(db: Db, user: SessionUser, startupId: number, raiseId: number, entryId: number): Promise<void> {
  await requireRaise(db, user, startupId, raiseId);
  if (!(await repo.deleteBoardEntry(db, raiseId, entryId))) throw notFound('Investor');
}
