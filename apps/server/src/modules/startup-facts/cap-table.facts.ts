/**
 * The cap table read model: the saved snapshot (Financial Tools) as every feature reads it, for
 * the founder and the people the founder shared the cap table with; anyone else is told it was
 * not shared, never that it does not exist.
 */
import type { CapTableResult, CreateCapTableInput } from '@baobab/contracts/financial-tools';
import type { SavedCapTable } from '@baobab/contracts/financial-tools-api';
import type { CapTableSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { findCapTable } from './startup-facts.repository';

export async function readCapTable(db: Db, startupId: number, access: StartupAccess): Promise<Part<SavedCapTable>> {
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) return notShared;
  const row = await findCapTable(db, startupId);
  if (!row) return null;
  return { ...(row.result as CapTableResult), input: row.input as CreateCapTableInput, generatedAt: row.createdAt.toISOString() };
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
