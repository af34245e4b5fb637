import { type CapTableRound, type CapTableRounds, type NoteRoundInput, type RoundInput, type SafeRoundInput, type RoundOutcome, roundLimits, roundMessages as m, roundName } from '@baobab/contracts/cap-table-rounds';
import { type CreateCapTableInput, type LedgerEntryInput, ledgerLimits, ledgerMessages } from '@baobab/contracts/financial-tools';
import { capTableCurrency } from '@baobab/contracts/financial-tools-cap-table-amounts';
import { capTableBounds } from '@baobab/contracts/financial-tools-cap-table-texts';
import { type SequenceRound, roundOrder, roundSequence } from '@baobab/finance/round-sequence';
import { validateLedger } from '@baobab/finance/share-ledger';
import type { Text } from '@baobab/contracts/i18n/message';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findCompanyCurrency, getStartupAccess, requireStartupOwner, startupAccessPolicy } from '../startup-access/startup-access.service';
import { lockStartup } from '../../db/lock-startup';
import * as repo from './cap-table-rounds.repository';
import { listEntries } from './share-ledger.repository';
import { foundedOn } from './share-ledger.service';

/**
 * Rounds as a dated sequence on the share ledger (decision 0051). Readers of the cap table list them with what
 * each does (the engine computes it on every read, nothing cached); the founder adds, edits and deletes modelled
 * rounds and closes them in date order. Closing writes the round's entries to the ledger and marks it closed in
 * one transaction under the startup row's lock, the lock every ledger write takes, so of two racing closes one
 * writes and the other finds the round closed; a modelled round is never counted as ownership.
 */

const toSequenceRound = (row: repo.CapTableRoundRow): SequenceRound => ({
  id: row.id,
  status: row.status === 'closed' ? 'closed' : 'modelled',
  round: row.round as RoundInput,
  closedOutcome: (row.closedOutcome as RoundOutcome | null) ?? null,
});

type Model = Pick<CreateCapTableInput, 'shareClasses' | 'unallocatedOptionPool'> | null;

async function computeSequence(db: Db, startupId: number) {
  const [rows, ledger, model, currency] = await Promise.all([repo.listRounds(db, startupId), listEntries(db, startupId), repo.findCapTableModel(db, startupId), findCompanyCurrency(db, startupId)]);
  const declared = model as Model;
  const records = ledger.map((r) => ({ id: r.id, entry: r.entry as LedgerEntryInput }));
  const ledgerCurrency = capTableCurrency(currency);
  const sequenced = roundSequence({
    ledger: records,
    rounds: rows.map(toSequenceRound),
    ...(declared?.shareClasses ? { declaredClasses: declared.shareClasses } : {}),
    ...(declared?.unallocatedOptionPool !== undefined ? { unallocatedPool: declared.unallocatedOptionPool } : {}),
    currency: ledgerCurrency,
  });
  return { rows, records, sequenced, currency: ledgerCurrency };
}

/** A round as the server holds it: why it cannot be computed is a message (decision 0046); a route sends it through toWire. */
export type RoundView = Omit<CapTableRound, 'problem'> & { problem: Text | null };
export type RoundsView = Omit<CapTableRounds, 'rounds'> & { rounds: RoundView[] };

async function view(db: Db, startupId: number): Promise<RoundsView> {
  const { rows, sequenced, currency } = await computeSequence(db, startupId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rounds: RoundView[] = sequenced.map((s) => {
    const row = byId.get(s.id);
    return { id: s.id, status: s.status, round: s.round, ...(s.outcome ? { outcome: s.outcome } : {}), problem: s.problem, closedAt: row?.closedAt?.toISOString() ?? null, entryIds: (row?.entryIds as number[] | undefined) ?? [] };
  });
  return { currency, rounds };
}

/** The rounds as the sequence computes them, for a caller that has authorised the read its own way (a round room, decision 0058). */
export const computedCapTableRounds = (db: Db, startupId: number): Promise<RoundsView> => view(db, startupId);

/**
 * Told, inside the transaction, that a modelled round's terms changed or it is being deleted, so what sells those terms
 * (a raise, decision 0058) can ask for its commitments again. Its answer runs after the commit (notices to deliver).
 */
export type RoundTermsChanged = (tx: Db, startupId: number, roundId: number) => Promise<() => Promise<void>>;

export async function listCapTableRounds(db: Db, user: SessionUser, startupId: number): Promise<RoundsView> {
  const { access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) throw notFound('Startup');
  return view(db, startupId);
}

/**
 * A round's date is refused at its field before the company's founding year and before the last closed round
 * (a round closed since would have converted it, or would have been closed before it).
 */
export function assertDate(round: Pick<RoundInput, 'date'>, founded: string | null, rows: readonly repo.CapTableRoundRow[]): void {
  if (founded !== null && round.date < founded) throw badRequest(m.beforeFounding(founded), [{ path: 'date', message: m.beforeFounding(founded) }]);
  const lastClosed = rows.filter((r) => r.status === 'closed').reduce<string | null>((last, r) => (last === null || r.roundDate > last ? r.roundDate : last), null);
  if (lastClosed !== null && round.date < lastClosed) throw badRequest(m.beforeClosed(lastClosed), [{ path: 'date', message: m.beforeClosed(lastClosed) }]);
}

export async function addCapTableRound(db: Db, user: SessionUser, startupId: number, round: RoundInput): Promise<RoundsView> {
  const startup = await requireStartupOwner(db, user, startupId);
  await db.transaction(async (tx) => modelRoundIn(tx, user, startup, round));
  return view(db, startupId);
}

/**
 * Adds a modelled round inside the caller's transaction (a raise that models its terms, decision 0057), under the
 * startup row's lock like every round write; the caller has checked the user is the founder. The new round's id.
 */
export async function modelRoundIn(tx: Db, user: SessionUser, startup: { id: number; foundedYear: number | null }, round: RoundInput): Promise<number> {
  await lockStartup(tx, startup.id);
  const rows = await repo.listRounds(tx, startup.id);
  if (rows.length >= roundLimits.perStartup) throw conflict(m.tooMany);
  assertDate(round, foundedOn(startup.foundedYear), rows);
  return repo.insertRound(tx, { startupId: startup.id, roundDate: round.date, kind: round.kind, round, createdBy: user.id });
}

/** A round of this startup's sequence by id, in its contract shape, or null (the caller has checked access). */
export async function findCapTableRound(db: Db, startupId: number, roundId: number): Promise<RoundInput | null> {
  const row = (await repo.listRounds(db, startupId)).find((r) => r.id === roundId);
  return row ? (row.round as RoundInput) : null;
}

export async function updateCapTableRound(db: Db, user: SessionUser, startupId: number, roundId: number, round: RoundInput, termsChanged?: RoundTermsChanged): Promise<RoundsView> {
  const startup = await requireStartupOwner(db, user, startupId);
  const afterCommit = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    const rows = await repo.listRounds(tx, startupId);
    const target = rows.find((r) => r.id === roundId);
    if (!target) throw notFound('Round');
    if (target.status === 'closed') throw conflict(m.alreadyClosed);
    assertDate(round, foundedOn(startup.foundedYear), rows);
    await repo.updateModelledRound(tx, startupId, roundId, { roundDate: round.date, kind: round.kind, round });
    return termsChanged?.(tx, startupId, roundId);
  });
  await afterCommit?.();
  return view(db, startupId);
}

export async function deleteCapTableRound(db: Db, user: SessionUser, startupId: number, roundId: number, termsChanged?: RoundTermsChanged): Promise<void> {
  await requireStartupOwner(db, user, startupId);
  const afterCommit = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    const target = (await repo.listRounds(tx, startupId)).find((r) => r.id === roundId);
    if (!target) throw notFound('Round');
    if (target.status === 'closed') throw conflict(m.alreadyClosed);
    // Told before the row goes: the raise still names the round (its link is then cleared by the foreign key).
    const after = await termsChanged?.(tx, startupId, roundId);
    await repo.deleteModelledRound(tx, startupId, roundId);
    return after;
  });
  await afterCommit?.();
}

/**
 * Closes a round: every round before it must be closed already (rounds close in date order); a priced round's
 * issuances, conversions and anti-dilution shares are written to the ledger on its date, the whole ledger
 * validated with them, and the outcome it wrote is kept on the round. A SAFE or note writes nothing until the
 * priced round that converts it closes.
 */
export async function closeCapTableRound(db: Db, user: SessionUser, startupId: number, roundId: number): Promise<RoundsView> {
  const startup = await requireStartupOwner(db, user, startupId);
  await db.transaction(async (tx) => closeRoundIn(tx, user, startup, roundId));
  return view(db, startupId);
}

/** Closes a round inside the caller's transaction (the rules above), under the startup row's lock: what it wrote. */
export async function closeRoundIn(tx: Db, user: SessionUser, startup: { id: number; foundedYear: number | null }, roundId: number): Promise<{ outcome: RoundOutcome | null; entries: { role: string; entryId: number }[] }> {
  const startupId = startup.id;
  await lockStartup(tx, startupId);
  const { rows, records, sequenced } = await computeSequence(tx, startupId);
  const target = rows.find((r) => r.id === roundId);
  if (!target) throw notFound('Round');
  if (target.status === 'closed') throw conflict(m.alreadyClosed);
  const ordered = roundOrder(rows.map(toSequenceRound));
  const open = ordered.slice(0, ordered.findIndex((r) => r.id === roundId)).find((r) => r.status === 'modelled');
  if (open) throw conflict(m.closeEarlierFirst(open.round.date, roundName(open.round)));
  const computed = sequenced.find((r) => r.id === roundId);
  if (!computed || computed.problem !== null) throw conflict(computed?.problem ?? m.alreadyClosed);
  const written = computed.outcome?.kind === 'priced' ? computed.outcome.entries : [];
  const entries = written.map((e) => e.entry);
  if (records.length + entries.length > ledgerLimits.entriesPerStartup) throw conflict(ledgerMessages.tooManyEntries);
  const problem = validateLedger([...records, ...entries.map((entry, i) => ({ id: Number.MAX_SAFE_INTEGER - entries.length + i, entry }))], { foundedOn: foundedOn(startup.foundedYear) });
  if (problem) throw conflict(problem.message);
  const ids = await repo.insertLedgerEntries(tx, entries.map((entry) => ({ startupId, entryDate: entry.date, kind: entry.kind, entry, createdBy: user.id })));
  const outcome = computed.outcome?.kind === 'priced' ? computed.outcome : null;
  // The startup lock already judges racing closes one after the other; the status check in the update is a second guard.
  if (!(await repo.markClosed(tx, startupId, roundId, outcome, ids))) throw conflict(m.alreadyClosed);
  return { outcome, entries: written.map((e, i) => ({ role: e.role, entryId: ids[i]! })) };
}

/**
 * A SAFE or note signed and paid for (a raise's close, decision 0059), written inside the caller's transaction as a
 * closed round of the sequence, as closing a modelled SAFE or note is (it writes no ledger entry: its shares come with
 * the priced round that converts it). Under the startup row's lock, dated no earlier than the last closed round.
 */
export async function writeClosedInstrumentIn(tx: Db, user: SessionUser, startup: { id: number; foundedYear: number | null }, round: SafeRoundInput | NoteRoundInput): Promise<number> {
  await lockStartup(tx, startup.id);
  const rows = await repo.listRounds(tx, startup.id);
  if (rows.length >= roundLimits.perStartup) throw conflict(m.tooMany);
  assertDate(round, foundedOn(startup.foundedYear), rows);
  const id = await repo.insertRound(tx, { startupId: startup.id, roundDate: round.date, kind: round.kind, round, createdBy: user.id });
  await repo.markClosed(tx, startup.id, id, null, []);
  return id;
}

/**
 * The modelled part of a round still to come, after some of it closed (decision 0059): its amount less what closed,
 * dated no earlier than the close, or gone when nothing is left (so the sequence never counts money twice). Not a
 * change of terms: the instrument's terms stay as signed. Under the caller's startup lock; whether it is still there.
 */
export async function shrinkModelledInstrumentIn(tx: Db, startupId: number, roundId: number, closedMajor: number, closedOn: string): Promise<boolean> {
  const row = (await repo.listRounds(tx, startupId)).find((r) => r.id === roundId && r.status === 'modelled');
  if (!row) return false;
  const round = row.round as RoundInput;
  if (round.kind === 'priced') return true;
  const left = (round.kind === 'safe' ? round.investment : round.principal) - closedMajor;
  if (left < capTableBounds.minAmount) {
    await repo.deleteModelledRound(tx, startupId, roundId);
    return false;
  }
  const date = round.date < closedOn ? closedOn : round.date;
  const rest: RoundInput = round.kind === 'safe' ? { ...round, date, investment: left } : { ...round, date, principal: left };
  await repo.updateModelledRound(tx, startupId, roundId, { roundDate: date, kind: rest.kind, round: rest });
  return true;
}

/** A modelled round taken off the sequence by what it modelled (a raise that closed, decision 0059), under the caller's lock. */
export async function dropModelledRoundIn(tx: Db, startupId: number, roundId: number): Promise<void> {
  await lockStartup(tx, startupId);
  await repo.deleteModelledRound(tx, startupId, roundId);
}
