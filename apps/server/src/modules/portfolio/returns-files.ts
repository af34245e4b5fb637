/**
 * The returns as files: CSV and Excel, with the same rows (one per company, then the portfolio's
 * figures: the fund's name for a fund's returns, the reporting currency, and every company left out of the
 * totals for want of a rate, with the currency and date that had none, so a file never hides one). Amounts are in major units of their currency, the exact minor units divided by the
 * currency's 10^exponent (no rounding beyond the currency's own decimals); ratios unrounded. Both writers
 * are the cap table exports' (csv.ts, cap-table-files.ts), so guarding against formulas is the same.
 */
import { currencyExponents } from '@baobab/contracts/currencies';
import { returnsExportColumns as col, returnsExportSheetNames as sheets } from '@baobab/contracts/portfolio-returns';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import type { PortfolioReturns } from '@baobab/finance/returns/returns';
import { addSheet, newWorkbook, toBuffer } from '../financial-tools/exports/cap-table-files';
import { type CsvCell, toCsv } from '../financial-tools/exports/csv';
import type { CompanyEntries } from './returns.inputs';

const major = (minor: number, currency: keyof typeof currencyExponents) => minor / 10 ** currencyExponents[currency];
const ratio = (value: number | null): CsvCell => (value === null ? '' : value);

const companyHeader = [col.company, col.currency, col.invested, col.distributed, col.currentValue, col.moic, col.valueSource, col.valueDate];

function companyRows(companies: readonly CompanyEntries[], result: PortfolioReturns): CsvCell[][] {
  return result.companies.map((r, i) => [
    companies[i]!.startup.name,
    r.currency,
    major(r.investedMinor, r.currency),
    major(r.distributedMinor, r.currency),
    major(r.currentValueMinor, r.currency),
    ratio(r.moic),
    r.basis.source,
    r.basis.date ?? '',
  ]);
}

type Organisation = PortfolioReturnsView['organisation'];

function portfolioRows(companies: readonly CompanyEntries[], result: PortfolioReturns, organisation: Organisation): CsvCell[][] {
  const c = result.currency;
  const names = new Map(companies.map((company) => [company.startup.id, company.startup.name]));
  return [
    ...(organisation ? [[col.fund, organisation.name]] : []),
    [col.reportingCurrency, c],
    [col.asOf, result.asOf],
    [col.paidIn, major(result.paidInMinor, c)],
    [col.distributed, major(result.distributedMinor, c)],
    [col.residualValue, major(result.residualValueMinor, c)],
    ['TVPI', ratio(result.tvpi)],
    ['DPI', ratio(result.dpi)],
    ['RVPI', ratio(result.rvpi)],
    ['IRR', ratio(result.irr)],
    ...result.unconverted.map((u) => [col.leftOut, `${names.get(u.companyId) ?? ''}: ${u.currency} → ${c}, ${u.date}`]),
  ];
}

/** One table: the companies, an empty line, then the portfolio's figures as metric, value. */
export function returnsCsv(companies: readonly CompanyEntries[], result: PortfolioReturns, organisation: Organisation): Buffer {
  return toCsv([companyHeader, ...companyRows(companies, result), [], [col.metric, col.value], ...portfolioRows(companies, result, organisation)]);
}

export async function returnsXlsx(companies: readonly CompanyEntries[], result: PortfolioReturns, organisation: Organisation): Promise<Buffer> {
  const workbook = await newWorkbook();
  const money = '#,##0.00##';
  addSheet(
    workbook,
    sheets.companies,
    [
      { header: col.company, width: 28 },
      { header: col.currency, width: 10 },
      { header: col.invested, width: 16, format: money },
      { header: col.distributed, width: 16, format: money },
      { header: col.currentValue, width: 16, format: money },
      { header: col.moic, width: 10, format: '0.00"x"' },
      { header: col.valueSource, width: 14 },
      { header: col.valueDate, width: 12 },
    ],
    companyRows(companies, result),
  );
  addSheet(workbook, sheets.portfolio, [{ header: col.metric, width: 20 }, { header: col.value, width: 18 }], portfolioRows(companies, result, organisation));
  return toBuffer(workbook);
}
