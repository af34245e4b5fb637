/**
 * The share ledger as files: every entry as recorded, one row each, oldest first (CSV and the
 * first Excel sheet), and in Excel a second sheet with the holdings on a date, computed from the
 * ledger by the finance engine as the screen shows them. Prices are in major units of the
 * entry's currency (the ledger stores cents; a price may carry two decimals of a cent).
 */
import { capTableExportColumns, capTableExportLabels as labels, ledgerExportColumns as col, ledgerExportSheetNames as sheets } from '@baobab/contracts/cap-table-exports';
import { ledgerKindLabels, type LedgerEntry, type LedgerHoldings } from '@baobab/contracts/financial-tools';
import { type CsvCell, toCsv } from './csv';
import { addSheet, type Column, formats, newWorkbook, toBuffer } from './cap-table-files';
import { minorToDecimalPrice } from '@baobab/contracts/price-per-share';

/** A price in the entry currency's major units with its real decimals (XOF has no cents: its minor unit is the franc). */
const major = (minor: number | undefined, currency: string, decimal?: string) => (minor === undefined ? '' : Number(decimal ?? minorToDecimalPrice(minor, currency)));

const entryColumns: Column[] = [
  { header: col.entry, width: 8 },
  { header: col.date, width: 12 },
  { header: col.kind, width: 13 },
  { header: col.holder, width: 24 },
  { header: col.fromHolder, width: 24 },
  { header: col.toHolder, width: 24 },
  { header: col.shareClass, width: 18 },
  { header: col.shares, width: 14, format: formats.shares },
  { header: col.pricePerShare, width: 15, format: formats.money },
  { header: col.currency, width: 10 },
  { header: col.isOption, width: 13 },
  { header: col.grant, width: 10 },
  { header: col.exercisePrice, width: 15, format: formats.money },
  { header: col.vestingStart, width: 13 },
  { header: col.vestingMonths, width: 15 },
  { header: col.cliffMonths, width: 13 },
  { header: col.frequency, width: 18 },
  { header: col.plan, width: 24 },
  { header: col.fromPlan, width: 10 },
  { header: col.boardApprovalDate, width: 14 },
];

/** One row per entry, every column present so the kinds line up; a column that does not apply to a kind is empty. */
function entryRow({ id, entry }: LedgerEntry): CsvCell[] {
  const issuance = entry.kind === 'issuance' ? entry : undefined;
  const vesting = issuance?.vesting;
  const plan = entry.kind === 'plan' ? entry : undefined;
  // A pool increase names its plan by id in the From plan column, as a grant from the plan does.
  const increase = entry.kind === 'pool-increase' ? entry : undefined;
  return [
    id,
    entry.date,
    ledgerKindLabels[entry.kind],
    entry.kind === 'transfer' || entry.kind === 'plan' || entry.kind === 'pool-increase' ? '' : entry.holder,
    entry.kind === 'transfer' ? entry.fromHolder : '',
    entry.kind === 'transfer' ? entry.toHolder : '',
    entry.kind === 'exercise' || entry.kind === 'pool-increase' ? '' : entry.shareClass,
    entry.shares,
    entry.kind === 'issuance' || entry.kind === 'repurchase' ? major(entry.pricePerShareMinor, entry.currency, entry.pricePerShare) : '',
    entry.kind === 'issuance' || entry.kind === 'repurchase' ? entry.currency : '',
    issuance ? (issuance.isOption ? labels.yes : labels.no) : '',
    entry.kind === 'exercise' || entry.kind === 'cancellation' ? (entry.grantId ?? '') : '',
    issuance?.isOption ? major(issuance.exercisePriceMinor, issuance.currency, issuance.exercisePrice) : '',
    vesting?.vestingStart ?? '',
    vesting?.vestingMonths ?? '',
    vesting?.cliffMonths ?? '',
    vesting?.frequency ?? '',
    plan?.planName ?? '',
    issuance?.planId ?? increase?.planId ?? '',
    plan?.boardApprovalDate ?? increase?.boardApprovalDate ?? '',
  ];
}

export function ledgerCsv(entries: LedgerEntry[]): Buffer {
  return toCsv([entryColumns.map((c) => c.header), ...entries.map(entryRow)]);
}

export async function ledgerXlsx(entries: LedgerEntry[], holdings: LedgerHoldings): Promise<Buffer> {
  const workbook = await newWorkbook();
  addSheet(workbook, sheets.entries, entryColumns, entries.map(entryRow));
  const sheet = addSheet(
    workbook,
    sheets.holdings(holdings.asOf),
    [
      { header: col.holder, width: 24 },
      { header: col.shareClass, width: 18 },
      { header: col.shares, width: 14, format: formats.shares },
      { header: col.optionsGranted, width: 16, format: formats.shares },
      { header: col.optionsVested, width: 15, format: formats.shares },
      { header: col.optionsExercised, width: 17, format: formats.shares },
      { header: col.optionsOutstanding, width: 19, format: formats.shares },
      { header: col.fullyDiluted, width: 14, format: formats.shares },
      { header: col.fullyDilutedPercent, width: 15, format: formats.percent },
    ],
    holdings.rows.map((h) => [h.holder, h.shareClass, h.shares, h.optionsGranted, h.optionsVested, h.optionsExercised, h.optionsOutstanding, h.fullyDiluted, h.fullyDilutedPercent / 100]),
  );
  sheet.addRow([capTableExportColumns.total, '', holdings.totalShares, '', '', '', '', holdings.totalFullyDiluted, 1]).font = { bold: true };
  if (holdings.plans.length > 0) addPlansSheet(workbook, holdings);
  return toBuffer(workbook);
}

/** Each equity incentive plan's pool on the date: what it reserves, granted, exercised, returned, outstanding and left. */
function addPlansSheet(workbook: Parameters<typeof addSheet>[0], holdings: LedgerHoldings): void {
  const count = (header: string) => ({ header, width: 16, format: formats.shares });
  addSheet(
    workbook,
    sheets.plans(holdings.asOf),
    [
      { header: col.entry, width: 8 },
      { header: col.plan, width: 24 },
      { header: col.shareClass, width: 18 },
      { header: col.date, width: 12 },
      { header: col.boardApprovalDate, width: 14 },
      count(col.planSize), count(col.optionsGranted), count(col.optionsExercised), count(col.returned), count(col.optionsOutstanding), count(col.remaining),
    ],
    holdings.plans.map((p) => [p.planId, p.planName, p.shareClass, p.date, p.boardApprovalDate ?? '', p.size, p.granted, p.exercised, p.returned, p.outstanding, p.remaining]),
  );
}
