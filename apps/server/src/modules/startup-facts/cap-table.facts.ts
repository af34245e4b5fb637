/**
 * The cap table read model, as every feature reads it (Financial Tools, its exports, due diligence, the
 * deal summary): the share ledger's holdings today with the round model on top (decision 0031), for the
 * founder and the people the founder shared the cap table with; anyone else is told it was not shared,
 * never that it does not exist. Ownership is never read from anywhere else.
 */
import type { CapTableResult, LedgerEntryInput } from '@baobab/contracts/financial-tools';
import type { SavedCapTable } from '@baobab/contracts/financial-tools-api';
import { type CapTableModel, capTableInputOn, shareholdersOn } from '@baobab/finance/ledger-cap-table';
import { declareClosedRoundClasses } from '@baobab/finance/round-sequence';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { refusalText } from '@baobab/finance/engine-errors';
import type { RoundOutcome } from '@baobab/contracts/cap-table-rounds';
import type { CapTableSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { findCapTable, listClosedRoundOutcomes, listShareLedger } from './startup-facts.repository';

type LedgerRow = { id: number; entry: unknown; isOpening: boolean; createdAt: Date };
type ModelRow = { input: unknown; openingDate: string | null; createdAt: Date };

/** Today in UTC, the date "holdings today" means everywhere. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The cap table on `asOf` from the ledger's rows and the round model's row, or null when nobody holds
 * anything that day. An engine refusal (a ledger left holding only unvested options, which no exit
 * pays) is a 409 with the engine's reason rather than a 500. `closedRounds`: what closed priced rounds wrote, whose
 * series are declared with their terms (decision 0051).
 */
export function capTableFromLedger(ledger: readonly LedgerRow[], model: ModelRow | undefined, asOf: string, closedRounds: readonly unknown[] = []): SavedCapTable | null {
  const records = ledger.map((r) => ({ id: r.id, entry: r.entry as LedgerEntryInput }));
  let input;
  let result: CapTableResult;
  try {
    input = capTableInputOn(records, declareClosedRoundClasses((model?.input as CapTableModel | undefined) ?? null, closedRounds as (RoundOutcome | null)[]), asOf);
    if (!input) return null;
    result = specCapTable(input);
  } catch (error) {
    if (error instanceof RangeError) throw conflict(refusalText(error));
    throw error;
  }
  const changed = Math.max(model?.createdAt.getTime() ?? 0, ...ledger.map((r) => r.createdAt.getTime()));
  const opening = records.filter((_, i) => ledger[i]?.isOpening);
  const openingShares = opening.length > 0 ? shareholdersOn(opening, opening[0]!.entry.date) : [];
  return { ...result, input, generatedAt: new Date(changed).toISOString(), asOf, openingDate: model?.openingDate ?? null, openingShares };
}

/** What the startup's closed priced rounds wrote, in close order: `capTableFromLedger` declares their series. */
export const closedRoundOutcomes = (db: Db, startupId: number) => listClosedRoundOutcomes(db, startupId);

export async function readCapTable(db: Db, startupId: number, access: StartupAccess, asOf = todayUtc()): Promise<Part<SavedCapTable>> {
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) return notShared;
  const [ledger, model, closedRounds] = await Promise.all([listShareLedger(db, startupId), findCapTable(db, startupId), listClosedRoundOutcomes(db, startupId)]);
  return capTableFromLedger(ledger, model, asOf, closedRounds);
}

/**
 * The cap table as a fact other features weigh (due diligence, the deal summary): a ledger the engine
 * cannot make a table of (only unvested options outstanding) counts as no table there, instead of
 * failing the whole report; the cap table's own screen still says why.
 */
export async function readCapTableFact(db: Db, startupId: number, access: StartupAccess): Promise<Part<SavedCapTable>> {
  try {
    return await readCapTable(db, startupId, access);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return null;
    throw error;
  }
}

// Shareholder types are free text on the form ('Founder', 'co-founder', 'ESOP', 'Option pool').
const isFounder = (type: string) => /founder/i.test(type);
const isOptionPool = (type: string) => /option|pool|esop/i.test(type);

/** What due diligence reads of a cap table: founder ownership and vesting, the option pool, the highest preference. */
export function summariseCapTable(table: CapTableResult): CapTableSummary {
  const founders = table.shareholders.filter((s) => isFounder(s.shareholderType));
  const pool = table.shareholders.filter((s) => isOptionPool(s.shareholderType));
  return {
    founderOwnershipPct: founders.reduce((sum, s) => sum + s.percentage, 0),
    founderSharesVest: founders.length > 0 && founders.every((s) => s.vesting.total > 0),
    shareholderCount: table.shareholders.length,
    optionPoolPct: pool.length ? pool.reduce((sum, s) => sum + s.percentage, 0) : null,
    maxLiquidationPreference: Math.max(1, ...table.shareholders.map((s) => s.liquidationPreference)),
  };
}
