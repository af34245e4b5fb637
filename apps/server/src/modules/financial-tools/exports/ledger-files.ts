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

const major = (minor: number | undefined) => (minor === undefined ? '' : minor / 100);

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
];

/** One row per entry, every column present so the kinds line up; a column that does not apply to a kind is empty. */
function entryRow({ id, entry }: LedgerEntry): CsvCell[] {
  const issuance = entry.kind === 'issuance' ? entry : undefined;
  const vesting = issuance?.vesting;
  return [
    id,
    entry.date,
    ledgerKindLabels[entry.kind],
    entry.kind === 'transfer' ? '' : entry.holder,
    entry.kind === 'transfer' ? entry.fromHolder : '',
    entry.kind === 'transfer' ? entry.toHolder : '',
    entry.kind === 'exercise' ? '' : entry.shareClass,
    entry.shares,
    entry.kind === 'issuance' || entry.kind === 'repurchase' ? major(entry.pricePerShareMinor) : '',
    entry.kind === 'issuance' || entry.kind === 'repurchase' ? entry.currency : '',
    issuance ? (issuance.isOption ? labels.yes : labels.no) : '',
    entry.kind === 'exercise' || entry.kind === 'cancellation' ? (entry.grantId ?? '') : '',
    issuance?.isOption ? major(issuance.exercisePriceMinor) : '',
    vesting?.vestingStart ?? '',
    vesting?.vestingMonths ?? '',
    vesting?.cliffMonths ?? '',
    vesting?.frequency ?? '',
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
  return toBuffer(workbook);
}
