/**
 * An Open Cap Format package imported as the company's dated share ledger history (decision 0061).
 * The package must pass the published schemas, the ledger's contract entry by entry, the ledger's
 * replay from the company's founding year, Baobab's cap-table contract and the engine; then, in one
 * transaction under the startup row's lock (every ledger write's lock, 0017), the ledger is replaced
 * by the package's entries, each on its own date, and the round model by the package's classes,
 * SAFEs and notes. A reader sees the old history or the new one, never a mixture; of two racing
 * imports one history stands, whole. Only the founder imports; anyone else gets 404.
 *
 * A package Baobab can read but whose history the ledger cannot hold (a split, a pool reduced, prices in
 * another currency, dates before the founding year) is not refused: the holdings it ends with are
 * imported as one opening position, and the warning names the transaction and why its history was not kept.
 */
import { ocfImportMessages as m, ocfTemplates } from '@baobab/contracts/cap-table-exports';
import { type CapTableResult, type CreateCapTableInput, createCapTableInputSchema, type LedgerEntryInput, ledgerLimits, ledgerMessages } from '@baobab/contracts/financial-tools';
import { issueMessage } from '@baobab/contracts/i18n/message-issue';
import { capTableCurrency } from '@baobab/contracts/financial-tools-cap-table-amounts';
import { type CapTableModel, capTableInputOn } from '@baobab/finance/ledger-cap-table';
import { type HistoryEntry, type OcfModel, historyRefusal, ocfToLedgerHistory } from '@baobab/finance/ocf/ocf-import-history';
import { type OcfWarning, ocfToCapTable } from '@baobab/finance/ocf/ocf-import';
import type { Message, Text } from '@baobab/contracts/i18n/message';
import { validateLedger } from '@baobab/finance/share-ledger';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import type { Db } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session-user';
import type { DocumentReader } from '../../insights/document-text/document-reader';
import { requireStartupOwner } from '../../startup-access/startup-access.service';
import { capTableFromLedger, closedRoundOutcomes, todayUtc } from '../../startup-facts/cap-table.facts';
import { lockStartup } from '../../../db/lock-startup';
import * as repo from '../financial-tools.repository';
import { calculateCapTable, createCapTable } from '../financial-tools.service';
import * as ledgerRepo from '../share-ledger.repository';
import { foundedOn } from '../share-ledger.service';
import { companyCurrencyOf, md5, unpack } from './ocf.service';

/** The cap table read back from the imported ledger today, and what the import did not read (each with the package's object id and why). */
export async function importOcf(db: Db, documents: Pick<DocumentReader, 'unpack'>, user: SessionUser, startupId: number, body: unknown): Promise<CapTableResult & { importWarnings: OcfWarning[] }> {
  const startup = await requireStartupOwner(db, user, startupId);
  // A JSON or empty body reaches here parsed, not as the package's bytes.
  if (!Buffer.isBuffer(body)) throw badRequest(m.notZip);
  const currency = await companyCurrencyOf(db, startupId);
  const files = await unpack(documents, body);
  const history = readHistory(files, currency, startup.foundedYear);
  if ('notKept' in history) return importEndPosition(db, user, startupId, files, currency, history.notKept);
  const { entries, warnings } = history;
  const today = todayUtc();
  const model = checkedModel(entries, history.model as CapTableModel, today);
  const saved = await db.transaction(async (tx) => {
    await clearLedgerForImport(tx, startupId);
    await insertHistory(tx, startupId, user.id, entries);
    const openingDate = entries.find((e) => e.isOpening)?.entry.date ?? null;
    const modelRow = await repo.saveCapTableModel(tx, { startupId, input: model, openingDate, createdBy: user.id });
    return capTableFromLedger(await ledgerRepo.listEntries(tx, startupId), modelRow, today, await closedRoundOutcomes(tx, startupId));
  });
  if (!saved) throw badRequest(m.noHoldings);
  const { input: _input, generatedAt: _at, asOf: _asOf, openingDate: _opening, openingShares: _shares, ...table } = saved;
  return { ...table, currency: capTableCurrency(currency), importWarnings: warnings };
}

type History = { entries: HistoryEntry[]; model: OcfModel; warnings: OcfWarning[] };

/**
 * The package's dated history, or why the share ledger cannot hold it (`notKept`: the transaction and the reason); a package
 * Baobab cannot read at all (not OCF, a schema or checksum problem, too many entries) is refused with its reason.
 */
function readHistory(files: Map<string, string>, currency: string, foundedYear: number | null): History | { notKept: Text } {
  const result = ocfToLedgerHistory(files, md5, currency);
  if (!result.ok) {
    if (isCannotHold(result.message)) return { notKept: result.message };
    throw badRequest(result.message);
  }
  if (result.entries.length > ledgerLimits.entriesPerStartup) throw badRequest(ledgerMessages.tooManyEntries);
  const problem = validateLedger(result.entries, { foundedOn: foundedOn(foundedYear) });
  return problem ? { notKept: historyRefusal(result.entries, problem) } : result;
}

const isCannotHold = (text: Text): text is Message => typeof text !== 'string' && text.i18nKey === ocfTemplates.cannotHold;

/**
 * A package whose history the ledger cannot hold, imported as the holdings it ends with (the replay of ocf-import.ts, which
 * reads splits, conversions and the rest security by security): the whole ledger replaced by one opening position, as
 * "Generate Cap Table" writes one, in one transaction. The first warning says which transaction kept the history out, and why.
 */
async function importEndPosition(db: Db, user: SessionUser, startupId: number, files: Map<string, string>, currency: string, why: Text): Promise<CapTableResult & { importWarnings: OcfWarning[] }> {
  const result = ocfToCapTable(files, md5, currency);
  if (!result.ok) throw badRequest(result.message);
  const input = importedCapTable(result.input);
  const table = await db.transaction(async (tx) => {
    await clearLedgerForImport(tx, startupId);
    return createCapTable(tx, user, startupId, input);
  });
  const values = isCannotHold(why) ? why.values : undefined;
  const notKept: OcfWarning = { objectType: String(values?.transactionType ?? ''), objectId: String(values?.transactionId ?? ''), message: m.historyNotKept((values?.reason as Text | undefined) ?? why) };
  return { ...table, importWarnings: [notKept, ...result.warnings] };
}

/** The imported table as Baobab's cap-table contract reads it, or 400 at its first wrong field (the message keeps its key). */
function importedCapTable(input: unknown): CreateCapTableInput {
  const parsed = createCapTableInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const texts = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: issueMessage((i as { params?: unknown }).params) ?? i.message }));
  throw badRequest(m.capTable(texts[0]?.message ?? ''), texts);
}

/** Inside the import's transaction: the startup locked, refused (409) once a round is closed (its entries would go), the ledger emptied. */
async function clearLedgerForImport(tx: Db, startupId: number): Promise<void> {
  await lockStartup(tx, startupId);
  const closed = await ledgerRepo.firstClosedRoundDate(tx, startupId);
  if (closed) throw conflict(m.closedRound(closed));
  await ledgerRepo.deleteAllEntries(tx, startupId);
}

/**
 * The round model as "Generate Cap Table" would accept it with the imported holdings of today: Baobab's cap-table
 * contract (400 at its field) and the engine's refusals (400 at the field they are about).
 */
function checkedModel(entries: readonly HistoryEntry[], model: CapTableModel, today: string): CapTableModel {
  const input = importedCapTable(capTableInputOn(entries, model, today) ?? { ...model, shares: [] });
  if (input.shares.length > 0) calculateCapTable(() => specCapTable(input));
  const { shares: _shares, openingDate: _date, ...kept } = input;
  return kept;
}

/**
 * The entries in the order the ledger replays them, one insert each: a grant names its plan, an exercise or cancellation its grant,
 * by the stored id, which the database gives as each is written (ids grow, so the order within a day is the package's).
 */
async function insertHistory(db: Db, startupId: number, createdBy: string, entries: readonly HistoryEntry[]): Promise<void> {
  const stored = new Map<number, number>();
  const idOf = (batchId: number) => stored.get(batchId) ?? batchId;
  for (const { id, entry, isOpening } of entries) {
    const written: LedgerEntryInput =
      entry.kind === 'issuance' && entry.planId !== undefined ? { ...entry, planId: idOf(entry.planId) }
      : entry.kind === 'pool-increase' ? { ...entry, planId: idOf(entry.planId) }
      : (entry.kind === 'exercise' || entry.kind === 'cancellation') && entry.grantId !== undefined ? { ...entry, grantId: idOf(entry.grantId) }
      : entry;
    const row = await ledgerRepo.insertEntry(db, { startupId, entryDate: written.date, kind: written.kind, entry: written, isOpening, createdBy });
    stored.set(id, row.id);
  }
}
