/**
 * The figures the cap table downloads carry, read from the engine rather than recomputed:
 * holders with their class, shares, exact fully diluted percentage (`specCapTable`) and the
 * shares vested today, the share classes, and the exit waterfall at one exit value, per holder
 * and per class (`runWaterfall`, whose whole-cent payouts add up to the exit value exactly).
 *
 * Vested today follows the engine's conventions (spec-cap-table.ts): an option holding counts
 * its vested options, `vesting.vested`, capped at the holding (what the waterfall pays on);
 * stock is outstanding in full and its unvested part is `vesting.total − vesting.vested`, so
 * the vested part is the rest of the holding. Instruments the engine adds (converted safes,
 * notes, a round's new shares) are vested in full; the unallocated pool has nothing vested.
 */
import type { ShareClassKind } from './cap-table';
import { asConvertedCount } from './cap-table';
import { centsToDollars, dollarsToCents } from './rounding';
import { type SpecCapTableInput, specCapTable, specEngineTable } from './spec-cap-table';
import { createWaterfallModel, runWaterfall } from './waterfall';

export type CapTableExportHolderRow = {
  holder: string;
  holderType: string;
  shareClass: string;
  classKind: ShareClassKind;
  shares: number;
  /** Exact fully diluted percentage (0–100), as the engine gives it. */
  fullyDilutedPercent: number;
  vestedShares: number;
};

export type CapTableExportClassRow = { shareClass: string; classKind: ShareClassKind; shares: number; fullyDilutedPercent: number };

export type CapTableExport = { totalShares: number; holders: CapTableExportHolderRow[]; classes: CapTableExportClassRow[] };

export function capTableExport(input: SpecCapTableInput): CapTableExport {
  const { table } = specEngineTable(input);
  const result = specCapTable(input);
  const classById = new Map(table.classes.map((c) => [c.id, c]));
  const classByName = new Map(table.classes.map((c) => [c.name, c]));
  const optionClass = table.classes.find((c) => c.kind === 'option');
  const holders = result.shareholders.map((row, index): CapTableExportHolderRow => {
    const holding = table.holdings[index];
    const isPool = index >= table.holdings.length;
    const shareClass = isPool ? optionClass : holding ? classById.get(holding.classId) : classByName.get(row.shareClass);
    const kind = shareClass?.kind ?? 'option';
    const vestedShares = isPool
      ? 0
      : kind === 'option'
        ? (holding?.vestedShares ?? row.shares)
        : index < input.shares.length
          ? row.shares - (row.vesting.total - row.vesting.vested)
          : row.shares;
    return { holder: row.shareholderName, holderType: row.shareholderType, shareClass: row.shareClass, classKind: kind, shares: row.shares, fullyDilutedPercent: row.percentage, vestedShares };
  });
  const total = result.totalShares;
  const classes = table.classes.map((c): CapTableExportClassRow => {
    const held = table.holdings.filter((h) => h.classId === c.id);
    const pool = c === optionClass ? table.unallocatedOptionPool : 0;
    const shares = held.reduce((sum, h) => sum + h.shares, 0) + pool;
    const asConverted = held.reduce((sum, h) => sum + asConvertedCount(h.shares, c), 0) + pool;
    return { shareClass: c.name, classKind: c.kind, shares, fullyDilutedPercent: total > 0 ? (asConverted / total) * 100 : 0 };
  });
  return { totalShares: total, holders, classes };
}

export type WaterfallExport = {
  /** USD, rounded once to the cent as the screen's scenarios are. */
  exitValue: number;
  holders: { holder: string; holderType: string; payout: number }[];
  classes: { shareClass: string; classKind: ShareClassKind; payout: number; converted: boolean }[];
};

/** Payouts at one exit value (USD), per holder in cap table order and per class; each list adds up to the exit value. */
export function waterfallExport(input: SpecCapTableInput, exitValue: number): WaterfallExport {
  const { table } = specEngineTable(input);
  const exitCents = dollarsToCents(exitValue);
  const result = runWaterfall(createWaterfallModel(table), exitCents);
  const kindById = new Map(table.classes.map((c) => [c.id, c.kind]));
  return {
    exitValue: centsToDollars(exitCents),
    holders: table.holders.map((h, i) => ({ holder: h.name, holderType: h.type, payout: centsToDollars(result.holderPayoutsCents[i] ?? 0) })),
    classes: result.classes.map((c) => ({ shareClass: c.name, classKind: kindById.get(c.classId) ?? 'common', payout: centsToDollars(c.payoutCents), converted: c.converted })),
  };
}
