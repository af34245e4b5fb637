/**
 * The columns of a statement table written as text, for the readers that compare its latest column with the one before
 * (margin-rows.ts, revenue-columns.ts): a header of periods, then rows of a label and one figure per column
 * ('Revenue      21 600      26 300'). Each table is read into its revenue row, its cost-of-sales row and its
 * gross-margin row, the walk restarting at each new header.
 */
import type { SentenceFacts } from './sentence-facts';
import { costOfSalesLabel } from './layout-cells';

function cellValue(cell: string): number | null {
  const t = cell.replace(/[\u20AC$]|\b(k\u20AC|fcfa|f cfa|xof|xaf|eur|usd)\b/gi, '')
    // A footnote mark on a figure ('10,4*') is no part of it.
    .replace(/[\s\u00A0\u202F]/g, '').replace(/\*+$/, '');
  if (!/^[+-]?\(?\d[\d.,]*\)?$/.test(t)) return null;
  const digits = t.replace(/[()+-]/g, '');
  const value = Number(/^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.'));
  return Number.isFinite(value) ? (/^-|^\(/.test(t) ? -value : value) : null;
}

/**
 * A cell ends at a tab, at a run of spaces that aligns a column ('Marge brute      550      795'), at a bar ('5 660 | 5
 * 740') or after a label's leader dots, read as ': ' ('Ventes de marchandises ....... 18 400'); a single space stays
 * inside a cell, where it groups thousands ('18 400').
 */
const cellBreak = /\t| {2,}|\||:\s/;
/**
 * A column's period and its place in time (year × 100 + the month it closes), so that columns written out of time
 * order ('Q3 FY25  Q2 FY25  Q3 FY24') compare the latest with the one just before it: a year, bare or named as the
 * year it closes ('2025', 'FY2025', 'Exercice 2024'), marked actual or forecast ('2024A', '2026P'); a quarter, a half
 * or a run of months with its year ('Q2 2025', 'T3 2025', 'Q2 Apr–Jun 2024', 'H1 FY24', '9M 2024'); a closing date
 * ('31 Aug 2025'). A forecast column is no result: the fall is read on the actual ones only.
 */
/** `months`: the length of the column's period (12 a year, 3 a quarter, 9 for '9M'; 0 a closing date, its length unsaid). */
export interface Column { at: number; forecast: boolean; months: number }
const yearCell = /^\s*(?:fy\s?|exercice\s|year\s|annee\s)?(20\d\d)([aepbf])?\s*$/;
const partCell = /^\s*(?:([qt])([1-4])|([hs])([12])|(\d{1,2})m)\b[^|]*?\s(?:fy\s?|')?(20\d\d|\d\d)\s*$/;
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const frenchMonths = ['janv', 'fevr', 'mars', 'avr', 'mai', 'juin', 'juil', 'aout', 'sept', 'oct', 'nov', 'dec'];
const dateCell = /^\s*\d{1,2}(?:er)?\s([a-z\u00e0-\u00fb]{3,9})\.?\s(20\d\d)\s*$/;
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function monthOf(word: string): number | null {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '');
  const at = [months, frenchMonths].map((names) => names.findIndex((m) => folded.startsWith(m))).find((i) => i >= 0);
  return at === undefined ? null : at + 1;
}

function columnOf(cell: string): Column | null {
  const year = yearCell.exec(cell);
  if (year) return { at: Number(year[1]) * 100 + 12, forecast: /[epbf]/.test(year[2] ?? ''), months: 12 };
  const part = partCell.exec(cell);
  if (part) {
    const closes = part[2] ? 3 * Number(part[2]) : part[4] ? 6 * Number(part[4]) : Number(part[5]);
    const length = part[2] ? 3 : part[4] ? 6 : closes;
    return closes >= 1 && closes <= 12 ? { at: fullYear(part[6]!) * 100 + closes, forecast: false, months: length } : null;
  }
  const date = dateCell.exec(cell);
  const month = date ? monthOf(date[1]!) : null;
  return date && month ? { at: Number(date[2]) * 100 + month, forecast: false, months: 0 } : null;
}

/**
 * The latest actual column and the actual one of the same length just before it in time, or null when the header
 * gives no two: a half year beside whole years ('2024  H1 2025') is no fall from the year.
 */
export function latestPair(columns: readonly Column[]): [number, number] | null {
  const actual = columns.map((c, i) => ({ ...c, i })).filter((c) => !c.forecast).sort((a, b) => b.at - a.at);
  const latest = actual[0];
  const before = actual.find((c) => c.months === latest?.months && c.at < latest.at);
  return latest && before && before.at < latest.at ? [latest.i, before.i] : null;
}
export interface Row { label: string; values: number[]; text: string }
function rowOf(s: SentenceFacts): Row | null {
  const cells = s.lower.split(cellBreak).map((c) => c.trim()).filter(Boolean);
  if (cells.length < 2) return null;
  const values = cells.map(cellValue).filter((v): v is number => v !== null);
  return { label: cells.filter((c) => cellValue(c) === null).join(' '), values, text: s.text };
}

const revenueLabel = /\b(revenues?|revenus|sales|turnover|chiffre d'affaires|ventes( de marchandises| de produits)?|recettes)\b/;
const notRevenue = /\b(costs?|couts?|achats?|marge|margin|profit|variation|per|par|growth|croissance)\b|%/;
const marginLabel = /\b(gross (profit|margin)|marge (brute|commerciale))\b/;
const notAmount = /%|\b(taux|rate|ratio)\b/;
/** A revenue row named as the whole ('Revenue', 'Total revenue') stands for the table over the product lines above it. */
const wholeRevenue = /^(total )?(revenues?|revenus|sales|net sales|turnover|chiffre d'affaires)$/;

export interface StatementTable {
  columns: Column[];
  revenue: Row | null;
  /** Whether the revenue row is the table's whole revenue: named so, or the only revenue row of its table. */
  revenueWhole: boolean;
  cost: Row | null;
  margin: Row | null;
}

function addRow(table: StatementTable, row: Row, revenueRows: number): void {
  if (table.margin) return;
  if (revenueLabel.test(row.label) && !notRevenue.test(row.label)) {
    if (!table.revenue || wholeRevenue.test(row.label)) table.revenue = row;
    table.revenueWhole = wholeRevenue.test(table.revenue.label) || revenueRows === 1;
    return;
  }
  if (table.revenue && !table.cost && costOfSalesLabel.test(row.label)) table.cost = row;
  else if (table.revenue && marginLabel.test(row.label) && !notAmount.test(row.label)) table.margin = row;
}

/** The document's statement tables in order, each from a header of two periods or more to the next header. */
export function statementTables(sentences: readonly SentenceFacts[]): StatementTable[] {
  const tables: StatementTable[] = [];
  let revenueRows = 0;
  for (const s of sentences) {
    if (s.derived || s.projected) continue;
    const row = rowOf(s);
    if (!row) continue;
    const header = s.lower.split(cellBreak).map(columnOf).filter((c): c is Column => c !== null);
    if (header.length >= 2) { tables.push({ columns: header, revenue: null, revenueWhole: false, cost: null, margin: null }); revenueRows = 0; continue; }
    const table = tables[tables.length - 1];
    if (!table || row.values.length !== table.columns.length) continue;
    if (revenueLabel.test(row.label) && !notRevenue.test(row.label)) revenueRows += 1;
    addRow(table, row, revenueRows);
  }
  return tables.filter((t) => t.revenue);
}
