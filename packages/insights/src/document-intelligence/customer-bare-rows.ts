/**
 * Revenue by customer set as rows of a name and a bare number, the unit said once above ('2. Revenue by customer,
 * March–May 2025 (MZN '000)' then 'Carvão Zambeze Contractors   19,800' ... 'Total   47,500'; '| Client | CA 2024 (k
 * USD) |' then '| Lualaba Copper SA | 2 520 |' ... '| 38 autres clients | 1 630 |'; "Répartition du chiffre d'affaires
 * 2024 :" then '- Union des coopératives de Sikasso : 236'). No cell is money, so the readers of money rows
 * (customer-table.ts, customer-rows-total.ts) find no row; but a share needs no unit: one row over the whole of the
 * same table is one customer's share of revenue. The whole is the total row, or the rows' sum when a row stands for
 * the many others ('Autres clients (27)', '420 maraîchers individuels'), which says the rows are all the customers.
 * The largest row that names one party, 30% or more of the whole, is the guide's concentration; a kind of customer
 * ('Grossistes du marché', 'Supermarkets') or a place is no party.
 * Also one row under the revenue row that names its party ('Revenue ....... 96.0 (prior year: 88.2)' then 'of which
 * Grupo Monte Cara Hotéis ....... 41.3'; 'Turnover   Le 14.0bn' then 'of which Orange Sierra Leone   Le 9.1bn'): the
 * party's figure over the revenue's, both the first of their lines, in the same unit.
 */
import { concentrationFlag } from './concentration-flag';
import { namedFewShare } from './named-few';
import { foldName, isParty, places } from './customer-names';
import { cellsOf, ruleLine, statedNumber } from './layout-cells';
import { foldText } from './sentence-facts';
import type { RiskFlag } from './types';

/** A caption or header of revenue split by customer: 'Revenue by customer', "Répartition du chiffre d'affaires 2024 :", '| Client | CA 2024 |'. */
// What was invoiced is revenue too: 'Key accounts, 2024 invoicing', 'montants facturés'.
const revenueWord = String.raw`(?:revenues?|sales|turnover|chiffre d'affaires|ventes|ca|invoic\w*|billings?|factur\w*)`;
// Or a caption naming the key accounts or the client portfolio with what they were invoiced ('Key accounts, 2024 invoicing
// (MZN million)', 'Portefeuille clients 2024 (montants facturés)').
const byCustomer = new RegExp(String.raw`\b(?:key|top|largest|main|principaux|portefeuille|portfolio) (?:de )?(?:accounts|customers|clients|comptes)\b[^.;|]{0,40}\b${revenueWord}\b|\b${revenueWord}\b[^.;|]{0,40}\b(?:by|par|per) (?:[a-z]+ )?(?:customers?|clients?|buyers?|acheteurs?)\b|\b(?:repartition|breakdown|split|ventilation) (?:du |of |de )?(?:the |l')?${revenueWord}\b[^.;|]{0,20}:\s*$`);
const customerHeader = new RegExp(String.raw`^\s*\|?\s*(?:customers?|clients?|buyers?|acheteurs?)\s*\|.*\b${revenueWord}\b`);
/** What is owed or planned is no revenue: receivables, a pipeline, a budget. */
const notRevenue = /\b(receivables?|creances?|overdue|aged|ageing|pipeline|budget|forecast|previsionnel|prevision)\b/;
/** A row for many: the others, a count of customers, a bracketed count. */
const manyRow = /\b(others?|autres?|rest|remaining|divers|various|sundry)\b|\(\d+[^)]*\)|^\d/;
/** A kind of customer, not one: 'Grossistes du marché', 'Supermarkets', 'Private pharmacies'. */
const kindRow = /\b(grossistes|wholesalers|retailers|supermarkets?|supermarches|pharmacies|hotels|restaurants|shops|stores|boutiques|particuliers|individuals?|individuels|menages|households|schools|ecoles|government|public sector)\b/;
const totalRow = /^(grand )?total\b/;
/** A kind followed by a name is one party of that kind: 'Supermarchés Baobab', 'Restaurants Mami Wata' (not 'Grossistes du marché'). */
const namedKind = /^\S+\s+[A-Z]/;

interface Row { label: string; value: number }

/** A row of the table: its label and its last figure ('Tete Hauliers   6,200', '| Mine B | 840 |', '- Union ... : 236', 'Mine C — 1,170'). */
function rowOf(line: string): Row | null {
  const cells = cellsOf(line.replace(/^\s*[-\u2022*]\s+/, '').replace(/\s[:\u2013\u2014]\s*(?=[\d(])/, '   '));
  const last = cells[cells.length - 1] ?? '';
  const value = /^\(?-?\d[\d\s,.]*\)?$/.test(last) ? statedNumber(last.replace(/\s/g, '')) : NaN;
  const label = cells[0] ?? '';
  return cells.length >= 2 && Number.isFinite(value) && value > 0 && /[a-z]/i.test(label) ? { label: label.replace(/\s*\([^)]*\)\s*$/, (m) => (/\d/.test(m) ? m : '')).trim(), value } : null;
}

/** The share of the largest named row (or of the two largest, a named few) among the rows under the caption at `at`, or null. */
function shareUnder(lines: readonly string[], at: number): { share: number; label: string } | null {
  const rows: Row[] = [];
  let total: number | null = null;
  // Before the rows, a header, a rule or a line giving the unit ('R2. (en millions de MRU)') may stand.
  let before = 0;
  for (const line of lines.slice(at + 1, at + 14)) {
    if (ruleLine.test(line.trim()) || (rows.length === 0 && (customerHeader.test(foldText(line)) || line.trim() === ''))) continue;
    const row = rowOf(line);
    if (!row && rows.length === 0 && before < 2) {
      before += 1;
      continue;
    }
    if (!row) break;
    if (totalRow.test(foldText(row.label))) {
      total = row.value;
      break;
    }
    rows.push(row);
  }
  const sum = rows.reduce((s, r) => s + r.value, 0);
  const rest = rows.some((r) => manyRow.test(foldText(r.label)));
  if (rows.length < 2 || (total === null && !rest) || (total !== null && Math.abs(sum - total) > total * 0.01)) return null;
  const named = rows.filter((r) => {
    const folded = foldText(r.label);
    return /^[A-Z]/.test(r.label) && isParty(r.label) && !manyRow.test(folded) && !(kindRow.test(folded) && !namedKind.test(r.label)) && !places.test(foldName(r.label));
  });
  const few = namedFewShare(named, (r) => r.value, sum);
  return few ? { share: few.share, label: few.rows.map((r) => r.label).join(', ') } : null;
}

export function customerBareRowsShare(text: string): RiskFlag | null {
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const lower = foldText(line);
    if (!(byCustomer.test(lower) || customerHeader.test(lower)) || notRevenue.test(lower)) continue;
    // A header row is the table's first line: its rows start just below it.
    const found = shareUnder(lines, i);
    if (found && found.share >= 30 && found.share < 100) return concentrationFlag(found.share, `${line.trim()} ${found.label}`);
  }
  return null;
}

/** The first figure after a line's label, with its scale when written against it ('96.0', 'Le 14.0bn', '19,800'). */
const firstFigure = /^[^\d]*?(\d[\d,.]*)\s?(k|m|mn|bn|millions?|billions?|milliards?)?(?![\w])/i;
const scaleOf = (unit: string | undefined) => (/^(bn|billions?|milliards?)$/i.test(unit ?? '') ? 1e9 : /^(m|mn|millions?)$/i.test(unit ?? '') ? 1e6 : /^k$/i.test(unit ?? '') ? 1e3 : 1);
function figureAfter(text: string): number | null {
  const m = firstFigure.exec(text);
  const digits = m?.[1] ?? '';
  // A year is a column's period, not a figure ('Revenue 2024 ...').
  if (!m || /^(19|20)\d\d$/.test(digits)) return null;
  const value = statedNumber(digits.replace(/[.,]$/, ''));
  return Number.isFinite(value) ? value * scaleOf(m[2]) : null;
}
const revenueLine = /^\s*(?:total\s)?(?:revenues?|turnover|sales|chiffre d'affaires|ventes|ca)\b(?!\s+(?:by|par|per)\b)/i;
const ofWhichLine = /^\s*(?:of which|dont|including)\s+([A-Z][^\d.:]*?)\s*(?:[.:]{2,}|:|\s{2,})/;

export function ofWhichRowShare(text: string): RiskFlag | null {
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const party = ofWhichLine.exec(line.normalize('NFD').replace(/\p{M}/gu, ''));
    const above = lines[i - 1] ?? '';
    const label = (party?.[1] ?? '').trim();
    if (!party || !revenueLine.test(foldText(above)) || !isParty(label) || kindRow.test(foldText(label)) || places.test(foldName(label))) continue;
    const whole = figureAfter(above.replace(revenueLine, ''));
    const part = figureAfter(line.slice(party[0].length));
    if (whole === null || part === null || whole <= 0 || part >= whole) continue;
    const share = (100 * part) / whole;
    if (share >= 30) return concentrationFlag(share, `${above.trim()} ${line.trim()}`);
  }
  return null;
}
