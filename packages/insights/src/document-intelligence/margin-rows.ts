/**
 * Gross margin falling across the columns of a statement table: a header of years ('Poste 2025 2024'), a revenue
 * row and a gross-margin row in amounts ('Revenus 2 900 000 € 2 400 000 €', 'Marge brute 1 120 000 € 1 080 000 €';
 * 'Ventes de marchandises 500 420', 'MARGE COMMERCIALE 75 130'). The margin of each year is the gross margin over
 * revenue; the latest year's 5 points or more under the year before is the guide's 'down 5 points', even when the
 * margin grew in value.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueLabel = /\b(revenues?|revenus|sales|turnover|chiffre d'affaires|ventes( de marchandises| de produits)?|recettes)\b/;
const notRevenue = /\b(costs?|couts?|achats?|marge|margin|profit|variation|per|par|growth|croissance)\b|%/;
const marginLabel = /\b(gross (profit|margin)|marge (brute|commerciale))\b/;
const notAmount = /%|\b(taux|rate|ratio)\b/;

function cellValue(cell: string): number | null {
  const t = cell.replace(/[\u20AC$]|\b(k\u20AC|fcfa|f cfa|xof|xaf|eur|usd)\b/gi, '').replace(/[\s\u00A0\u202F]/g, '');
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
/** A column's year, bare or named as the year it closes: '2025', 'FY2025', 'Exercice 2024', 'Year 2024'. */
const yearCell = /^\s*(?:fy\s?|exercice\s|year\s|annee\s)?(20\d\d)\s*$/;
interface Row { label: string; values: number[]; text: string }
function rowOf(s: SentenceFacts): Row | null {
  const cells = s.lower.split(cellBreak).map((c) => c.trim()).filter(Boolean);
  if (cells.length < 2) return null;
  const values = cells.map(cellValue).filter((v): v is number => v !== null);
  return { label: cells.filter((c) => cellValue(c) === null).join(' '), values, text: s.text };
}

export function marginFallAcrossColumns(sentences: readonly SentenceFacts[]): RiskFlag | null {
  let years: number[] = [];
  let revenue: Row | null = null;
  for (const s of sentences) {
    if (s.derived || s.projected) continue;
    const row = rowOf(s);
    if (!row) continue;
    const rowYears = s.lower.split(cellBreak).map((c) => yearCell.exec(c)?.[1]).filter(Boolean).map(Number);
    if (rowYears.length >= 2) { years = rowYears; revenue = null; continue; }
    if (years.length < 2 || row.values.length !== years.length) continue;
    if (!revenue && revenueLabel.test(row.label) && !notRevenue.test(row.label)) { revenue = row; continue; }
    if (!revenue || !marginLabel.test(row.label) || notAmount.test(row.label)) continue;
    const latest = years.indexOf(Math.max(...years));
    const before = years.indexOf(Math.max(...years.filter((y) => y < years[latest]!)));
    const [rNow, rBefore, mNow, mBefore] = [revenue.values[latest]!, revenue.values[before]!, row.values[latest]!, row.values[before]!];
    if (rNow <= 0 || rBefore <= 0) return null;
    const fall = (100 * mBefore) / rBefore - (100 * mNow) / rNow;
    return fall >= 5 ? {
      ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: fall >= 10 ? 'high' : 'medium',
      evidence: excerpt(row.text), occurrences: 1,
      recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
    } : null;
  }
  return null;
}
