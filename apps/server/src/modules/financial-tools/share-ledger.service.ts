import { type LedgerEntry, type LedgerEntryInput, type LedgerHoldings, ledgerLimits, ledgerMessages as m } from '@baobab/contracts/financial-tools';
import { type LedgerProblem, type LedgerRecord, holdingsOn, validateLedger } from '@baobab/finance/share-ledger';
import { refusalText } from '@baobab/finance/engine-errors';
import { minorToDecimalPrice } from '@baobab/contracts/price-per-share';
import type { Db } from '../../db/client';
import { conflict, conflictAt, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getStartupAccess, requireStartupOwner, startupAccessPolicy } from '../startup-access/startup-access.service';
import { assertNotWrittenByRound } from './cap-table-round-entries';
import { lockStartup } from '../../db/lock-startup';
import * as repo from './share-ledger.repository';

/**
 * The share ledger is part of the cap table (decision 0017): the founder writes it, a person the
 * founder shared the cap table with reads it and its holdings, anyone else gets 404 as for a
 * missing startup. Every write replays the whole ledger with the change under a lock on the
 * startup row, so racing writes are judged one after the other against what the others stored.
 */
const toEntry = (row: repo.ShareLedgerRow): LedgerEntry => ({ id: row.id, entry: withDecimalPrice(row.entry as LedgerEntryInput), createdAt: row.createdAt.toISOString() });

/**
 * Every priced entry is answered with its decimal price (`pricePerShare`, major units with its real decimals),
 * and every grant with its decimal exercise price (`exercisePrice`): the one it was given, else (an entry
 * recorded with the minor units only) the minor units' own value.
 */
function withDecimalPrice(entry: LedgerEntryInput): LedgerEntryInput {
  if (entry.kind !== 'issuance' && entry.kind !== 'repurchase') return entry;
  const priced = { ...entry, pricePerShare: entry.pricePerShare ?? minorToDecimalPrice(entry.pricePerShareMinor, entry.currency) };
  if (priced.kind !== 'issuance' || priced.exercisePriceMinor === undefined) return priced;
  return { ...priced, exercisePrice: priced.exercisePrice ?? minorToDecimalPrice(priced.exercisePriceMinor, priced.currency) };
}
const toRecord = (row: repo.ShareLedgerRow): LedgerRecord => ({ id: row.id, entry: row.entry as LedgerEntryInput });

/** The profile states only the year founded, so the ledger starts on 1 January of it (as the cap table's dates do). */
export const foundedOn = (foundedYear: number | null) => (foundedYear === null ? null : `${String(foundedYear).padStart(4, '0')}-01-01`);

/** A new entry is recorded after every stored one, so it replays after them on its date; no stored id is this large. */
const NEW_ENTRY_ID = Number.MAX_SAFE_INTEGER;

/** The first id of a batch of new entries (the opening position), above every stored id. */
export const NEW_ENTRY_IDS = 2 ** 52;

async function requireCapTableReader(db: Db, user: SessionUser, startupId: number): Promise<void> {
  const { access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) throw notFound('Startup');
}

export async function listLedger(db: Db, user: SessionUser, startupId: number): Promise<LedgerEntry[]> {
  await requireCapTableReader(db, user, startupId);
  return (await repo.listEntries(db, startupId)).map(toEntry);
}

/** Holdings at the end of `asOf` (default: today, UTC), vesting counted on that date. */
export async function ledgerHoldings(db: Db, user: SessionUser, startupId: number, asOf?: string): Promise<LedgerHoldings> {
  await requireCapTableReader(db, user, startupId);
  const records = (await repo.listEntries(db, startupId)).map(toRecord);
  try {
    return holdingsOn(records, asOf ?? new Date().toISOString().slice(0, 10));
  } catch (error) {
    // Only a ledger stored before a rule existed could fail; say which entry instead of a 500.
    if (error instanceof RangeError) throw conflict(refusalText(error));
    throw error;
  }
}

/**
 * Every ledger refusal's key ends with the field it is about ('… (shares)'). When the refused entry is the one being
 * added, the 409 names that field too (a grant larger than its plan's pool is refused at `shares`), so the form
 * shows the reason beside it; a later entry the new one would break is about that entry, not a field of this one.
 */
function refusal(problem: LedgerProblem, entry: LedgerEntryInput) {
  const field = /\(([A-Za-z.]+)(?:, [A-Za-z.]+)*\)$/.exec(problem.message.i18nKey)?.[1];
  return problem.id === NEW_ENTRY_ID && field !== undefined && field in entry ? conflictAt(field, problem.message) : conflict(problem.message);
}

export async function addLedgerEntry(db: Db, user: SessionUser, startupId: number, entry: LedgerEntryInput): Promise<LedgerEntry> {
  const startup = await requireStartupOwner(db, user, startupId);
  const row = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    const rows = await repo.listEntries(tx, startupId);
    if (rows.length >= ledgerLimits.entriesPerStartup) throw conflict(m.tooManyEntries);
    const problem = validateLedger([...rows.map(toRecord), { id: NEW_ENTRY_ID, entry }], { foundedOn: foundedOn(startup.foundedYear) });
    if (problem) throw refusal(problem, entry);
    return repo.insertEntry(tx, { startupId, entryDate: entry.date, kind: entry.kind, entry, createdBy: user.id });
  });
  return toEntry(row);
}

/** Refused with the reason when a later entry depends on this one (shares it issued, a grant it exercised). */
export async function deleteLedgerEntry(db: Db, user: SessionUser, startupId: number, entryId: number): Promise<void> {
  const startup = await requireStartupOwner(db, user, startupId);
  await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    const rows = await repo.listEntries(tx, startupId);
    if (!rows.some((r) => r.id === entryId)) throw notFound('Ledger entry');
    await assertNotWrittenByRound(tx, startupId, entryId);
    const problem = validateLedger(rows.filter((r) => r.id !== entryId).map(toRecord), { foundedOn: foundedOn(startup.foundedYear) });
    if (problem) throw conflict(m.cannotDelete(problem.message));
    await repo.deleteEntry(tx, startupId, entryId);
  });
}
