/**
 * A CSV export by period, its header of column names and one row a period ('month,revenue,...,total_costs,
 * net_cash_flow,closing_cash' over '2025-07,52.4,...,83.2,-30.8,125.9'; 'quarter,orders,net_revenue_per_order,...,
 * contribution_per_order' over 'Q3-2025,291000,62.0,...,-7.4'), or a French spreadsheet's export, its cells split
 * by ';' and its decimals by ',' ('mois;chiffre_affaires;cout_des_ventes' over 'mars;31,2;36,4'). A column's name
 * may carry its currency or unit ('revenue_rwf', 'ca_keur'): the measure is the name before it. Every cell of a row
 * is in the same unit, so the figures are compared within the row and no currency is needed. The latest row (the
 * last: exports run in time order) is read:
 * - costs above revenue: its total costs, or its cost of sales alone, above its revenue, or a contribution per unit
 *   below zero (what one unit costs is above what it brings in, the guide's costs above revenue, as
 *   unit-gross-loss.ts reads it in prose);
 * - gross margin: its cost of sales above its revenue, or its gross profit below zero (a negative gross margin);
 * - revenue falling: its revenue below the period's before (a total row, which sums the periods, is no period);
 * - runway: its closing cash over its net outflow (or its costs less its revenue), counted in months by the first
 *   column's period (month, week, quarter).
 */
import { runwaySeverity, statedRunwayMonths } from './runway';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const header = /^[a-z][a-z_]*([,;][a-z][a-z_]*){2,}$/;
const row = { ',': /^[^,]{1,20}(,-?\d+(\.\d+)?%?)+$/, ';': /^[^;]{1,20}(;-?\d+(,\d+)?%?)+$/ };
/** A currency or unit written at the end of a column's name: 'revenue_rwf', 'cout_des_ventes_kxaf', 'sales_usd_000'. */
const unitSuffix = /(_(k|m|000|mn|[a-z]?(usd|eur|gbp|kes|ngn|ghs|zar|rwf|ugx|tzs|zmw|xaf|xof|fcfa|mad|tnd|egp|dzd|etb|mur)))+$/;
const revenueColumn = /^(net_|total_)?(revenues?|sales|turnover|ca|ventes|chiffre_affaires|chiffre_d_affaires)$/;
const costOfSalesColumn = /^(cost_of_sales|cost_of_goods_sold|cogs|cost_of_revenue|direct_costs|couts?_des_ventes|cout_de_revient|couts_directs|achats_consommes)$/;
const grossProfitColumn = /^(gross_profit|gross_margin_amount|marge_brute|resultat_brut)$/;
const totalRow = /\btotal\b/;
const totalCostsColumn = /^total_(costs|expenses|opex|charges|depenses|couts)$/;
const contributionColumn = /^(contribution|contribution_margin|unit_margin)_per_[a-z]+$/;
const netFlowColumn = /^(net_cash_flow|net_cashflow|net_cash|cash_flow|flux_net)$/;
const closingCashColumn = /^(closing_cash|cash_balance|ending_cash|closing_balance|cash_end|tresorerie_fin|tresorerie_cloture)$/;
const monthsPerRow: Record<string, number> = { month: 1, mois: 1, week: 12 / 52, semaine: 12 / 52, quarter: 3, trimestre: 3 };

interface Table { columns: string[]; latest: SentenceFacts; cells: number[]; before: number[] | null }

function cellsOf(line: string, separator: ',' | ';'): number[] {
  return line.split(separator).map((c) => Number((separator === ';' ? c.replace(',', '.') : c).replace('%', '')));
}

function latestRow(sentences: readonly SentenceFacts[]): Table | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [h, s] of written.entries()) {
    // Most sentences have no separator without a space after it: passed over before the header's pattern.
    if (!/[,;][a-z]/.test(s.lower) || !header.test(s.lower.trim())) continue;
    const separator = s.lower.includes(';') ? ';' : ',';
    const columns = s.lower.trim().split(separator).map((c) => c.replace(unitSuffix, ''));
    const periods: SentenceFacts[] = [];
    let latest: SentenceFacts | null = null;
    for (const next of written.slice(h + 1)) {
      const line = next.lower.trim();
      if (!row[separator].test(line) || line.split(separator).length !== columns.length) break;
      latest = next;
      if (!totalRow.test(line.split(separator)[0] ?? '')) periods.push(next);
    }
    const before = periods.length >= 2 && periods[periods.length - 1] === latest ? periods[periods.length - 2] : undefined;
    if (latest) return { columns, latest, cells: cellsOf(latest.lower.trim(), separator), before: before ? cellsOf(before.lower.trim(), separator) : null };
  }
  return null;
}

function cell(table: Table, column: RegExp, cells: readonly number[] = table.cells): number | null {
  const at = table.columns.findIndex((c) => column.test(c));
  const value = at > 0 ? cells[at] : undefined;
  return value === undefined || Number.isNaN(value) ? null : value;
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
  const costs = cell(table, totalCostsColumn);
  const contribution = cell(table, contributionColumn);
  const costOfSales = cell(table, costOfSalesColumn);
  const grossProfit = cell(table, grossProfitColumn);
  const salesCostsMore = revenue !== null && costOfSales !== null && costOfSales > revenue;
  const flags: RiskFlag[] = [];
  if (!raised.has('burn-above-revenue') && ((revenue !== null && costs !== null && costs > revenue) || salesCostsMore || (contribution !== null && contribution < 0))) flags.push(burnFlag(evidence));
  if (!raised.has('gross-margin') && (salesCostsMore || (grossProfit !== null && grossProfit < 0))) {
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
  const months = monthsPerRow[table.columns[0] ?? ''];
  const cash = cell(table, closingCashColumn);
  const flow = cell(table, netFlowColumn);
  const outflow = flow !== null ? -flow : revenue !== null && costs !== null ? costs - revenue : 0;
  if (raised.has('short-runway') || !months || cash === null || cash <= 0 || outflow <= 0 || sentences.some((s) => statedRunwayMonths(s.lower) !== null)) return flags;
  const severity = runwaySeverity(cash / (outflow / months));
  if (severity) {
    flags.push({
      ruleId: 'short-runway', category: 'financial-health', title: 'Short cash runway', severity, evidence, occurrences: 1,
      recommendation: 'Show a bridge plan: costs that can be cut, and the runway after this round.',
    });
  }
  return flags;
}
