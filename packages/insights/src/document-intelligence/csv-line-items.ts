/**
 * A CSV export of accounts laid out the other way round from csv-period-rows.ts: one row a line of the accounts and one
 * column a period ('line_item,Q1_2024,Q2_2024,Q3_2024' over 'total_revenue,3100,3400,3050' and 'cost_of_sales,1800,
 * 1970,2100'; 'poste;T1 2025;T2 2025' over 'chiffre_affaires;...'), as management accounts are exported from a ledger.
 * The header names a label column, then periods (quarters, halves, months or years, each with its year) in time order.
 * Each row's label is read as the figures-first reader reads a label (document-figures/account-lines.ts); the figures of
 * a row are in one unit, so they are compared within the export and no currency is needed. Two readings:
 * - revenue falling: the latest period's revenue below the period's before;
 * - gross margin: the latest period's gross margin (gross profit, or revenue less cost of sales, over revenue) below
 *   zero, or 5 points or more under the period's before.
 */
import { accountLine } from './document-figures/account-lines';
import { monthIndex, monthNamesPattern } from './month-names';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** The label column's name: 'line_item', 'item', 'account', 'poste', 'libelle', 'rubrique', 'metric'. */
const labelColumn = /^(line_?items?|items?|accounts?|lines?|postes?|libelles?|rubriques?|metrics?|indicateurs?|category|categorie)$/;
/** A period column: 'q1_2024', 't2-2025', 'h1 2024', 'jan_2025', '2024_q3', 'fy2024', '2024'. */
const periodColumn = new RegExp(String.raw`^(?:(?:([qth])([1-4])|(${monthNamesPattern}))[\s_-]?(?:fy)?(20\d\d)|(20\d\d)[\s_-]?(?:([qth])([1-4])|(${monthNamesPattern}))|(?:fy[\s_-]?)?(20\d\d))$`);

/**
 * A fiscal year that straddles two calendar years, alone or beside the ledger's own name for it: '2023/24', 'fy2023-24',
 * 'EFY2016 (2023/24)' (an Ethiopian year, its Gregorian span in brackets), 'exercice 2024/25'. It counts as the year it ends.
 */
const splitYear = /^(?:[a-z]{0,9}[\s_-]?(?:\d{4})?\s*)?\(?(20\d\d)\s?[/-]\s?(\d\d|20\d\d)\)?$/;

/** A period's place in time, in months; a quarter or a half counts as its last month. Null when it is no period. */
function periodKey(name: string): number | null {
  const split = splitYear.exec(name.trim());
  if (split) return (Number(split[1]?.slice(0, 2)) * 100 + Number(split[2]?.slice(-2))) * 12 + 11;
  const m = periodColumn.exec(name.trim());
  if (!m) return null;
  const part = m[1] ?? m[6];
  const index = Number(m[2] ?? m[7] ?? 0);
  const month = m[3] ?? m[8];
  const year = Number(m[4] ?? m[5] ?? m[9]);
  if (part) return year * 12 + (part === 'h' ? index * 6 : index * 3) - 1;
  if (month) return year * 12 + (monthIndex.get(month) ?? 11);
  return year * 12 + 11;
}

interface Row { text: string; values: number[] }
interface LineItems { header: string; rows: Map<string, Row> }

/** The first line-item export of the written lines: its header of periods in time order and its rows by account line. */
function lineItems(sentences: readonly SentenceFacts[]): LineItems | null {
  const written = sentences.filter((s) => !s.derived).map((s) => s.lower.trim());
  for (const [at, line] of written.entries()) {
    const separator = line.includes(';') ? ';' : ',';
    const names = line.split(separator).map((n) => n.trim());
    if (names.length < 3 || !labelColumn.test(names[0] ?? '')) continue;
    const keys = names.slice(1).map(periodKey);
    if (keys.some((k, i) => k === null || (i > 0 && k <= (keys[i - 1] ?? 0)))) continue;
    const rows = new Map<string, Row>();
    for (const [k, next] of written.slice(at + 1).entries()) {
      const cells = next.split(separator).map((c) => c.trim());
      // A ';' export writes French figures ('1 284,5'): its spaces group thousands and its comma is the decimal point.
      const values = cells.slice(1).map((c) => Number((separator === ';' ? c.replace(/\s/g, '').replace(',', '.') : c).replace('\u2212', '-')));
      if (cells.length !== names.length || values.some((v) => !Number.isFinite(v))) break;
      const kind = accountLine(cells[0] ?? '');
      // The first row of a line wins: a total row is named 'total_revenue', its parts are no line.
      if (kind && !rows.has(kind)) rows.set(kind, { text: sentences.filter((s) => !s.derived)[at + 1 + k]?.text ?? next, values });
    }
    return rows.size > 0 ? { header: sentences.filter((s) => !s.derived)[at]?.text ?? line, rows } : null;
  }
  return null;
}

const flag = (ruleId: 'declining-revenue' | 'gross-margin', severity: 'high' | 'medium', evidence: string, title: string, recommendation: string): RiskFlag => ({
  ruleId, category: 'financial-health', title, severity, evidence: excerpt(evidence), occurrences: 1, recommendation,
});

/** True when an export of line items gives revenue: a document holding one does not lack financial figures. */
export const statesLineItemRevenue = (sentences: readonly SentenceFacts[]): boolean => lineItems(sentences)?.rows.has('revenue') ?? false;

/** The flags the export's latest two periods raise, for the classes not raised yet. */
export function csvLineItemFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const items = lineItems(sentences);
  const revenue = items?.rows.get('revenue');
  if (!items || !revenue || revenue.values.length < 2) return [];
  const flags: RiskFlag[] = [];
  const [before, now] = revenue.values.slice(-2) as [number, number];
  if (!raised.has('declining-revenue') && now > 0 && now < before) {
    flags.push(flag('declining-revenue', 'medium', `${items.header} ${revenue.text}`, 'Revenue is declining', 'Explain the cause of the decline and show the most recent months\' trend.'));
  }
  const profit = items.rows.get('gross-profit');
  const cost = items.rows.get('cost-of-sales');
  const margin = (i: number) => {
    const sales = revenue.values[i] ?? 0;
    const gross = profit ? profit.values[i] ?? 0 : sales - Math.abs(cost?.values[i] ?? sales);
    return sales > 0 ? (100 * gross) / sales : null;
  };
  const last = revenue.values.length - 1;
  const [marginBefore, marginNow] = [margin(last - 1), margin(last)];
  if (!raised.has('gross-margin') && (profit || cost) && marginBefore !== null && marginNow !== null && (marginNow < 0 || marginBefore - marginNow >= 5)) {
    flags.push(flag('gross-margin', marginNow < 0 ? 'high' : 'medium', `${items.header} ${(profit ?? cost)?.text ?? ''}`, 'Gross margin is negative or falling',
      'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.'));
  }
  return flags;
}
