/**
 * An OCF package as the company's dated share ledger history and round model (decision 0061): the
 * package is checked as any import is (ocf-import.ts: manifest, MD5s, the vendored schemas, ids and
 * references), its transactions become ledger entries on their own dates (ocf-history-entries.ts),
 * each entry is checked against the ledger's contract and the whole history replayed by the ledger
 * itself, and what the ledger refuses is the import's refusal, naming the transaction it came from.
 * The classes' terms, SAFEs, notes and the round being modelled become the round model, as before.
 */
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { type LedgerEntryInput, ledgerEntryInputSchema } from '@baobab/contracts/financial-tools';
import { issueMessage } from '@baobab/contracts/i18n/message-issue';
import type { Text } from '@baobab/contracts/i18n/message';
import { type LedgerProblem, validateLedger } from '../share-ledger';
import type { SpecCapTableInput } from '../spec-cap-table';
import { builtInClassKind } from '../spec-cap-table';
import { type HistoryEntry, historyEntries } from './ocf-history-entries';
import { type OcfWarning, type Reader, OcfImportError, capTableOf, fail, readPackage } from './ocf-import';

export type { HistoryEntry } from './ocf-history-entries';
/** The round model the package gives: the cap table without its holdings (those are the ledger's). */
export type OcfModel = Omit<SpecCapTableInput, 'shares'>;
export type OcfHistoryResult = { ok: true; entries: HistoryEntry[]; model: OcfModel; warnings: OcfWarning[] } | { ok: false; message: Text };

/** The ledger's refusal of an entry the import wrote, said of the transaction (or plan) it came from. */
export function historyRefusal(entries: readonly HistoryEntry[], problem: LedgerProblem): Text {
  const source = entries.find((e) => e.id === problem.id)?.source;
  return source ? m.cannotHold(source.id, source.type, problem.message) : problem.message;
}

/** `currency`: the company's own; an amount in another is refused (the ledger states prices in the company's currency). */
export function ocfToLedgerHistory(files: Map<string, string>, md5: (text: string) => string, currency: string): OcfHistoryResult {
  try {
    const reader: Reader = { warnings: [], currency };
    const pkg = readPackage(reader, files, md5);
    const entries = historyEntries(reader, pkg).map(checkedEntry);
    if (entries.length === 0) fail(m.noHoldings);
    const problem = validateLedger(entries);
    if (problem) fail(historyRefusal(entries, problem));
    const { shares: _holdings, ...model } = capTableOf(reader, pkg, true);
    return { ok: true, entries, model: withUsedOptionClasses(model, entries), warnings: once(reader.warnings) };
  } catch (error) {
    if (error instanceof OcfImportError) return { ok: false, message: error.text };
    throw error;
  }
}

/** An entry as the ledger's contract reads it (names trimmed, limits), or the import refused at the entry's first wrong field. */
function checkedEntry(history: HistoryEntry): HistoryEntry {
  const parsed = ledgerEntryInputSchema.safeParse(history.entry);
  if (parsed.success) return { ...history, entry: parsed.data as LedgerEntryInput };
  const issue = parsed.error.issues[0];
  const reason = m.entryField(issue?.path.join('.') ?? '', issueMessage((issue as { params?: unknown } | undefined)?.params) ?? issue?.message ?? '');
  return fail(m.cannotHold(history.source.id, history.source.type, reason));
}

/**
 * Option classes the model declares only when an entry holds that class: a plan's options are ledger grants into its stock
 * class (the plan itself is an entry), so a plan's name is no class of the cap table unless the form's rows used it.
 */
function withUsedOptionClasses(model: OcfModel, entries: readonly HistoryEntry[]): OcfModel {
  const used = new Set(entries.flatMap(({ entry }) => (entry.kind === 'issuance' ? [entry.shareClass.toLowerCase()] : [])));
  const shareClasses = model.shareClasses?.filter((c) => c.kind !== 'option' || used.has(c.name.toLowerCase()) || builtInClassKind(c.name) === 'option');
  const { shareClasses: _all, ...rest } = model;
  return shareClasses && shareClasses.length > 0 ? { ...rest, shareClasses } : rest;
}

/** Each warning once: the history and the round model's replay read the same package, and both say a right was left out. */
function once(warnings: readonly OcfWarning[]): OcfWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = JSON.stringify(w);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
