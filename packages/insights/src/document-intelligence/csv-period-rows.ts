/**
 * A CSV export by period, its header of column names and one row a period ('month,revenue,...,total_costs,
 * net_cash_flow,closing_cash' over '2025-07,52.4,...,83.2,-30.8,125.9'; 'quarter,orders,net_revenue_per_order,...,
 * contribution_per_order' over 'Q3-2025,291000,62.0,...,-7.4'), or a French spreadsheet's export, its cells split
 * by ';', its decimals by ',' and its thousands by a space ('mois;chiffre_affaires;cout_des_ventes' over 'mars;31,2;36,4',
 * '2025-07;1 142 800;731 400;36,0 %'). A row opens on its period and may name more of it before its figures
 * ('period,month,revenue,...' over 'Q3,Sep,200,...'); a column named 'period' says its length in its cells ('2025-12'
 * a month, 'Q3-2025' a quarter). A column's name
 * may carry its currency or unit ('revenue_rwf', 'ca_keur'): the measure is the name before it. Every cell of a row
 * is in the same unit, so the figures are compared within the row and no currency is needed. The latest row (the
 * last: exports run in time order) is read:
 * - costs above revenue: its total costs (or, with no total, its cost of sales and running cost columns added), or its
 *   cost of sales alone, above its revenue, or a contribution per unit
 *   below zero (what one unit costs is above what it brings in, the guide's costs above revenue, as
 *   unit-gross-loss.ts reads it in prose);
 * - gross margin: its cost of sales above its revenue, or its gross profit below zero (a negative gross margin), or
 *   its margin (a rate column, or revenue less cost of sales) 5 points or more under the first period's;
 * - revenue falling: its revenue below the period's before (a total row, which sums the periods, is no period);
 * - runway: its closing cash over its net outflow (a net cash flow below zero, a net burn above it, or its costs less
 *   its revenue), counted in months by the row's period (month, week, quarter).
 */
import { runwaySeverity, shortRunwayFlag, statedRunwayMonths } from './runway';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const header = /^[a-z][a-z_]*([,;][a-z][a-z_]*){2,}$/;
/** A figure cell: ',' exports write plain numbers; ';' exports write French ones ('1 284 000', '45,1 %'). */
const figureCell = { ',': /^-?\d+(\.\d+)?%?$/, ';': /^-?\d{1,3}(( |\u00A0|\u202F)?\d{3})*(,\d+)?( ?%)?$/ };
/** A label cell after the row's first (its period): a month beside its quarter ('Q3,Jul'), a name. */
const labelCell = /^[^\d\s][^,;]{0,19}$/;
/** A currency or unit written at the end of a column's name: 'revenue_rwf', 'cout_des_ventes_kxaf', 'sales_usd_000'. */
const unitSuffix = /(_(k|m|000|mn|[a-z]?(usd|eur|gbp|kes|ngn|ghs|zar|rwf|ugx|tzs|zmw|xaf|xof|fcfa|mad|tnd|egp|dzd|etb|mur)))+$/;
const revenueColumn = /^(net_|total_)?(revenues?|sales|turnover|ca|ventes|chiffre_affaires|chiffre_d_affaires)$/;
const costOfSalesColumn = /^(cost_of_sales|cost_of_goods_sold|cogs|cost_of_revenue|direct_costs|couts?_des_ventes|cout_de_revient|couts_directs|achats_consommes)$/;
const grossProfitColumn = /^(gross_profit|gross_margin_amount|marge_brute|resultat_brut)$/;
/** A gross margin written as a rate, one a period: 'gross_margin_pct', 'taux_marge', 'taux_de_marge_brute'. */
const marginRateColumn = /^(gross_margin_(pct|percent|rate)|gm_pct|taux_(de_)?marge(_brute)?)$/;
const totalRow = /\btotal\b/;
// 'total_operating_costs', 'charges_totales': everything the period cost, not one line of it.
const totalCostsColumn = /^total_(operating_)?(costs|expenses|opex|charges|depenses|couts)$|^(charges|depenses)_totales$|^couts_totaux$/;
/** A running cost in a column of its own ('payroll', 'rent_utilities', 'other_opex', 'salaires'): with the cost of sales, the period's costs when no total is given. */
const runningCostColumn = /^(payroll|salaries|staff(_costs)?|wages|rent|rent_utilities|rent_and_utilities|utilities|marketing|admin|administration|overheads|other_opex|other_costs|opex|operating_costs|salaires|masse_salariale|loyers?|loyer_charges|autres_charges|charges_exploitation)$/;
const contributionColumn = /^(contribution|contribution_margin|unit_margin)_per_[a-z]+$/;
const netFlowColumn = /^(net_cash_flow|net_cashflow|net_cash|cash_flow|flux_net)$/;
/** A net burn written as the outflow it is, positive: 'net_burn' 175 is 175 gone. */
const netBurnColumn = /^(net_burn|cash_burn|burn|burn_net|consommation_nette)$/;
const closingCashColumn = /^(closing_cash|cash_balance|ending_cash|closing_balance|cash_end|tresorerie_fin|tresorerie_cloture)$/;
const monthsPerRow: Record<string, number> = { month: 1, mois: 1, week: 12 / 52, semaine: 12 / 52, quarter: 3, trimestre: 3 };
/** A column named only 'period' says its unit in its cells: '2025-12' a month, 'Q3-2025' a quarter, 'W14' a week. */
function monthsOfPeriodCell(cell: string): number | undefined {
  if (/^\d{4}-\d{2}$/.test(cell)) return 1;
  if (/^(q|t)[1-4]\b/.test(cell)) return 3;
  return /^(w|s)\d{1,2}\b/.test(cell) ? 12 / 52 : undefined;
}

/** The table's periods, oldest first: each row's figures under the header's columns (NaN under a label column). */
interface Table { columns: string[]; latest: SentenceFacts; cells: number[]; before: number[] | null; periods: number[][]; months: number | undefined }

/** A row's cells as figures, its opening label cells (period, month, name) NaN; null when the row is no data row of `width` cells. */
function cellsOf(line: string, separator: ',' | ';', width: number, labels: number | null): { cells: number[]; labels: number } | null {
  const raw = line.split(separator).map((c) => c.trim());
  if (raw.length !== width) return null;
  // The first cell is the row's period, whatever it looks like ('2025-07', 'Q3-2025', '2024'); label cells may follow it.
  const opening = raw.findIndex((c, k) => k > 0 && figureCell[separator].test(c));
  if (opening < 1 || !raw[0] || raw[0].length > 20 || (labels !== null && opening !== labels) || !raw.slice(1, opening).every((c) => labelCell.test(c)) || !raw.slice(opening).every((c) => figureCell[separator].test(c))) return null;
  const value = (c: string) => Number((separator === ';' ? c.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.') : c).replace('%', ''));
  return { cells: raw.map((c, k) => (k < opening ? NaN : value(c))), labels: opening };
}

/** A row of its period and empty cells but its last one or two: the balance an export starts from, no period's figures. */
function openingBalanceRow(line: string, separator: ',' | ';', width: number): boolean {
  const raw = line.split(separator).map((c) => c.trim());
  const filled = raw.slice(1).filter((c) => c !== '');
  return raw.length === width && Boolean(raw[0]) && filled.length >= 1 && filled.length <= 2 && raw.slice(-filled.length).every((c) => figureCell[separator].test(c));
}

function latestRow(sentences: readonly SentenceFacts[]): Table | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [h, s] of written.entries()) {
    // Most sentences have no separator without a space after it: passed over before the header's pattern.
    if (!/[,;][a-z]/.test(s.lower) || !header.test(s.lower.trim())) continue;
    const separator = s.lower.includes(';') ? ';' : ',';
    const columns = s.lower.trim().split(separator).map((c) => c.replace(unitSuffix, ''));
    const periods: number[][] = [];
    let latest: { s: SentenceFacts; cells: number[] } | null = null;
    let labels: number | null = null;
    let firstLabel = '';
    for (const next of written.slice(h + 1)) {
      const line = next.lower.trim();
      const read = cellsOf(line, separator, columns.length, labels);
      // The balance the export opens on, before its first period ('2023-12,,,,,,,,,14160'): passed over, not the table's end.
      if (!read && !latest && openingBalanceRow(line, separator, columns.length)) continue;
      if (!read) break;
      labels = read.labels;
      latest = { s: next, cells: read.cells };
      const label = line.split(separator).slice(0, read.labels).join(' ');
      firstLabel ||= line.split(separator)[0]?.trim() ?? '';
      if (!totalRow.test(label)) periods.push(read.cells);
    }
    if (!latest || labels === null) continue;
    const before = periods.length >= 2 && periods[periods.length - 1] === latest.cells ? periods[periods.length - 2] ?? null : null;
    // The period is named by a label column ('month', 'quarter'), or by the cells of one named 'period'.
    const named = columns.slice(0, labels).map((c) => monthsPerRow[c]).find((m) => m !== undefined);
    const months = named ?? (/^(period|periode)$/.test(columns[0] ?? '') ? monthsOfPeriodCell(firstLabel) : undefined);
    return { columns, latest: latest.s, cells: latest.cells, before, periods, months };
  }
  return null;
}

function cell(table: Table, column: RegExp, cells: readonly number[] = table.cells): number | null {
  const at = table.columns.findIndex((c) => column.test(c));
  const value = at > 0 ? cells[at] : undefined;
  return value === undefined || Number.isNaN(value) ? null : value;
}

/** A period's gross margin in points: its rate column, or its revenue less its cost of sales over its revenue. */
function marginOf(table: Table, cells: readonly number[]): number | null {
  const rate = cell(table, marginRateColumn, cells);
  if (rate !== null) return rate;
  const revenue = cell(table, revenueColumn, cells);
  const costOfSales = cell(table, costOfSalesColumn, cells);
  return revenue !== null && revenue > 0 && costOfSales !== null ? (100 * (revenue - costOfSales)) / revenue : null;
}

/** The gross margin of the latest period 5 points or more under the first period's: the guide's margin 'down 5 points'. */
function marginFell(table: Table): boolean {
  const first = table.periods[0];
  const last = table.periods[table.periods.length - 1];
  if (!first || !last || first === last) return false;
  const [was, is] = [marginOf(table, first), marginOf(table, last)];
  return was !== null && is !== null && was - is >= 5;
}

/** With no total costs column, the cost of sales and every running cost column added: what the period cost. */
function costsOfParts(table: Table): number | null {
  const costOfSales = cell(table, costOfSalesColumn);
  const running = table.columns.flatMap((c, k) => (k > 0 && runningCostColumn.test(c) && !Number.isNaN(table.cells[k] ?? NaN) ? [table.cells[k] ?? 0] : []));
  return costOfSales !== null && running.length > 0 ? running.reduce((sum, v) => sum + v, costOfSales) : null;
}

const burnFlag = (evidence: string): RiskFlag => ({
  ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: 'medium', evidence, occurrences: 1,
  recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
});

export function csvPeriodRowFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const table = latestRow(sentences);
  if (!table) return [];
  const evidence = excerpt(table.latest.text);
  const revenue = cell(table, revenueColumn);
  const costs = cell(table, totalCostsColumn) ?? costsOfParts(table);
  const contribution = cell(table, contributionColumn);
  const costOfSales = cell(table, costOfSalesColumn);
  const grossProfit = cell(table, grossProfitColumn);
  const salesCostsMore = revenue !== null && costOfSales !== null && costOfSales > revenue;
  const flags: RiskFlag[] = [];
  if (!raised.has('burn-above-revenue') && ((revenue !== null && costs !== null && costs > revenue) || salesCostsMore || (contribution !== null && contribution < 0))) flags.push(burnFlag(evidence));
  if (!raised.has('gross-margin') && (salesCostsMore || (grossProfit !== null && grossProfit < 0) || marginFell(table))) {
    flags.push({
      ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: 'high', evidence, occurrences: 1,
      recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
    });
  }
  const revenueBefore = table.before ? cell(table, revenueColumn, table.before) : null;
  if (!raised.has('declining-revenue') && revenue !== null && revenueBefore !== null && revenue < revenueBefore) {
    flags.push({
      ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence, occurrences: 1,
      recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
    });
  }
  const months = table.months;
  const cash = cell(table, closingCashColumn);
  const flow = cell(table, netFlowColumn);
  const burn = cell(table, netBurnColumn);
  const outflow = flow !== null ? -flow : burn !== null ? burn : revenue !== null && costs !== null ? costs - revenue : 0;
  if (raised.has('short-runway') || !months || cash === null || cash <= 0 || outflow <= 0 || sentences.some((s) => statedRunwayMonths(s.lower) !== null)) return flags;
  const severity = runwaySeverity(cash / (outflow / months));
  if (severity) {
    flags.push(shortRunwayFlag(evidence, severity));
  }
  return flags;
}
