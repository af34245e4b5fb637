/**
 * The figures of the documents a founder sends for a modelled round (decision 0048): the term-sheet
 * summary and the pro-forma cap table. Both read the engine (`specCapTable`, `specPricedRound`,
 * `capTableExport`) and never recompute a price, a conversion or a percentage.
 *
 * - The round's terms are the result's (`roundPrice`, `series`, `roundOrdering`, `proRata`) with the
 *   input's terms the result does not repeat (valuations, investors, pool, timing); each investor's
 *   shares and each SAFE's or note's conversion are the priced round's own (`newMoney`, `conversion`).
 * - "Before" is the cap table without the round and the instruments it converts: the holders' shares,
 *   options and the unallocated pool, as the engine counts them. A SAFE or a note is not a share until
 *   it converts, so it appears after the round only (the term sheet lists what it was and became).
 * - "After" is the scenario's cap table: the engine's as-converted shares and exact percentages.
 * - Printed percentages are rounded to 0.01% by largest remainder (`apportion`), so each printed column
 *   adds up to exactly 100.00% and each row is within 0.01% of its exact figure; the spreadsheet keeps
 *   the exact fractions.
 */
import type { ShareClassKind } from './cap-table';
import { apportion } from './allocation';
import { refuse } from './engine-errors';
import { type CapTableExport, capTableExport } from './cap-table-export';
import type { ConversionBasis } from './conversions';
import { centsToDollars } from './rounding';
import { type SpecCapTableInput, type SpecPricedRound, specCapTable, specEngineTable } from './spec-cap-table';
import type { SpecAntiDilutionAdjustment, SpecProRata, SpecRoundOrdering, SpecSeriesResult } from './spec-round-details';

export type RoundDocumentInvestor = { name: string; investment: number; shares: number };

export type RoundDocumentConversion = {
  holder: string;
  instrument: 'safe' | 'note';
  /** The purchase amount, or the principal with its interest to the closing date. */
  amount: number;
  interest: number;
  /** To 0.0001, as financing documents state prices. */
  conversionPrice: number;
  basis: ConversionBasis;
  shares: number;
  shareClass: string;
};

export type TermSheetSummary = {
  seriesName: string;
  closingDate: string;
  investors: RoundDocumentInvestor[];
  totalInvestment: number;
  preMoneyValuation: number;
  /** The pre-money plus the new money, as a term sheet states it. */
  postMoneyValuation: number;
  pricePerShare: number;
  preMoneyShares: number;
  newMoneyShares: number;
  /** Fully diluted after the round: the pro-forma's total. */
  postMoneyShares: number;
  pool: { target: { kind: 'percent'; percent: number } | { kind: 'shares'; shares: number } | null; increaseShares: number; timing: 'pre-money' | 'post-money'; unallocatedAfter: number };
  convertiblesInPreMoney: boolean;
  series: SpecSeriesResult;
  roundOrdering: SpecRoundOrdering;
  antiDilutionAdjustments: SpecAntiDilutionAdjustment[];
  conversions: RoundDocumentConversion[];
  proRata: SpecProRata[];
};

export type ProFormaRow = {
  holder: string;
  holderType: string;
  shareClass: string;
  classKind: ShareClassKind;
  sharesBefore: number;
  /** Exact fully diluted percentages (0–100). */
  percentBefore: number;
  sharesAfter: number;
  percentAfter: number;
  /** Printed percentages in hundredths of a percent (basis points), each column adding up to 10,000. */
  basisPointsBefore: number;
  basisPointsAfter: number;
};

export type ProFormaCapTable = {
  holders: ProFormaRow[];
  classes: ProFormaRow[];
  totalBefore: number;
  totalAfter: number;
};

/** The round a document is written for: refused (RangeError) when the scenario models none. */
export function requirePricedRound(input: SpecCapTableInput): SpecPricedRound {
  if (!input.pricedRound) throw refuse('noPricedRound');
  return input.pricedRound;
}

/** Prices in cents to two decimals become major units to four, as the result states them. */
const priceOf = (cents: number) => Math.round(cents * 100) / 10_000;

export function termSheetSummary(input: SpecCapTableInput): TermSheetSummary {
  const round = requirePricedRound(input);
  const result = specCapTable(input);
  const { round: outcome } = specEngineTable(input);
  if (!outcome || !result.roundPrice || !result.series || !result.roundOrdering) throw refuse('noPricedRound');
  const series = result.series;
  const className = new Map(outcome.table.classes.map((c) => [c.id, c.name]));
  // The round appends one holding per converting instrument with shares, in conversion order, after the holders' own.
  let next = input.shares.length;
  const conversions = outcome.conversion.conversions.map((c): RoundDocumentConversion => {
    const holding = c.shares > 0 ? outcome.table.holdings[next++] : undefined;
    return {
      holder: c.holderId,
      instrument: c.instrument,
      amount: centsToDollars(c.amountCents),
      interest: centsToDollars(c.interestCents),
      conversionPrice: priceOf(c.conversionPriceCents),
      basis: c.basis,
      shares: c.shares,
      shareClass: holding ? (className.get(holding.classId) ?? series.name) : series.name,
    };
  });
  const lead = { investorName: round.investorName, investment: round.investment };
  const investors = [lead, ...(round.coInvestors ?? [])].map((i, k) => ({ name: i.investorName, investment: i.investment, shares: outcome.newMoney[k]?.shares ?? 0 }));
  const totalInvestment = centsToDollars(investors.reduce((sum, i) => sum + Math.round(i.investment * 100), 0));
  return {
    seriesName: round.seriesName,
    closingDate: round.closingDate,
    investors,
    totalInvestment,
    preMoneyValuation: round.preMoneyValuation,
    postMoneyValuation: centsToDollars(Math.round(round.preMoneyValuation * 100) + Math.round(totalInvestment * 100)),
    pricePerShare: result.roundPrice.pricePerShare,
    preMoneyShares: result.roundPrice.preMoneyShares,
    newMoneyShares: result.roundPrice.newMoneyShares,
    postMoneyShares: result.totalShares,
    pool: {
      target: round.optionPoolTargetPercent !== undefined ? { kind: 'percent', percent: round.optionPoolTargetPercent } : round.optionPoolIncrease !== undefined ? { kind: 'shares', shares: round.optionPoolIncrease } : null,
      increaseShares: result.roundPrice.poolIncreaseShares,
      timing: round.poolTiming ?? 'pre-money',
      unallocatedAfter: outcome.table.unallocatedOptionPool,
    },
    convertiblesInPreMoney: round.convertiblesInPreMoney ?? true,
    series: result.series,
    roundOrdering: result.roundOrdering,
    antiDilutionAdjustments: result.antiDilutionAdjustments ?? [],
    conversions,
    proRata: result.proRata ?? [],
  };
}

/** The cap table before the round: the holders' shares, options and pool, without the round and the SAFEs and notes it converts. */
export const beforeRoundInput = (input: SpecCapTableInput): SpecCapTableInput => ({
  shares: input.shares,
  ...(input.shareClasses ? { shareClasses: input.shareClasses } : {}),
  ...(input.unallocatedOptionPool !== undefined ? { unallocatedOptionPool: input.unallocatedOptionPool } : {}),
});

type Side = { shares: number; percent: number };
type Keyed = { holder: string; holderType: string; shareClass: string; classKind: ShareClassKind };

/** Rows keyed by holder and class (two entries of one holder in one class are one row), in first-seen order. */
function merge<T extends Keyed>(before: (T & Side)[], after: (T & Side)[], key: (row: T) => string): Omit<ProFormaRow, 'basisPointsBefore' | 'basisPointsAfter'>[] {
  const rows = new Map<string, Omit<ProFormaRow, 'basisPointsBefore' | 'basisPointsAfter'>>();
  const add = (row: T & Side, side: 'before' | 'after') => {
    const k = key(row);
    const found = rows.get(k) ?? { holder: row.holder, holderType: row.holderType, shareClass: row.shareClass, classKind: row.classKind, sharesBefore: 0, percentBefore: 0, sharesAfter: 0, percentAfter: 0 };
    if (side === 'before') Object.assign(found, { sharesBefore: found.sharesBefore + row.shares, percentBefore: found.percentBefore + row.percent });
    else Object.assign(found, { sharesAfter: found.sharesAfter + row.shares, percentAfter: found.percentAfter + row.percent });
    rows.set(k, found);
  };
  before.forEach((row) => add(row, 'before'));
  after.forEach((row) => add(row, 'after'));
  return [...rows.values()];
}

/** Each column's printed hundredths of a percent, adding up to exactly 10,000 (100.00%) when the column has shares. */
function withBasisPoints(rows: Omit<ProFormaRow, 'basisPointsBefore' | 'basisPointsAfter'>[]): ProFormaRow[] {
  const points = (weights: number[]) => (weights.some((w) => w > 0) ? apportion(10_000, weights) : weights.map(() => 0));
  const before = points(rows.map((r) => r.sharesBefore > 0 ? r.percentBefore : 0));
  const after = points(rows.map((r) => r.percentAfter));
  return rows.map((r, i) => ({ ...r, basisPointsBefore: before[i] ?? 0, basisPointsAfter: after[i] ?? 0 }));
}

const holderRows = (data: CapTableExport) => data.holders.map((h) => ({ holder: h.holder, holderType: h.holderType, shareClass: h.shareClass, classKind: h.classKind, shares: h.shares, percent: h.fullyDilutedPercent }));
/**
 * One row per class of the holder rows (the pool's row in its option class even when no grant made the class), its
 * as-converted shares and exact percentage the sums of its holders', so the classes add up as the holders do.
 */
function classRows(data: CapTableExport) {
  const classes = new Map<string, { holder: string; holderType: string; shareClass: string; classKind: ShareClassKind; shares: number; percent: number }>();
  for (const h of data.holders) {
    const found = classes.get(h.shareClass) ?? { holder: '', holderType: '', shareClass: h.shareClass, classKind: h.classKind, shares: 0, percent: 0 };
    classes.set(h.shareClass, { ...found, shares: found.shares + h.shares, percent: found.percent + h.fullyDilutedPercent });
  }
  return [...classes.values()];
}

export function proFormaCapTable(input: SpecCapTableInput): ProFormaCapTable {
  requirePricedRound(input);
  const before = capTableExport(beforeRoundInput(input));
  const after = capTableExport(input);
  return {
    holders: withBasisPoints(merge(holderRows(before), holderRows(after), (r) => `${r.holder}\u0000${r.shareClass}`)),
    classes: withBasisPoints(merge(classRows(before), classRows(after), (r) => r.shareClass)),
    totalBefore: before.totalShares,
    totalAfter: after.totalShares,
  };
}
