/**
 * Revenue broken down by customer, product or region in a table whose total row falls: 'Revenue by product line
 * (EGP millions)' over 'Product | 2024 | 2025' ... 'Total | 210 | 188'; 'Chiffre d'affaires par client' ... 'Total
 * | 2,3 | 2,0'. The lines name no revenue themselves (a product, a customer, 'Total'): the caption says what the
 * table counts, and its total row, read by the layout as 'total 2024: egp 210m; 2025: egp 188m', is the revenue.
 * True when the latest year's total is below the year before's. A caption that names costs, a plan or a budget,
 * and a document that also breaks down costs, are left out (the total could be either).
 */
import { valuesByYear } from './metric-values';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueCaption = /^\W*(revenues?|sales|net sales|turnover|chiffre d'affaires|ca|ventes)\b[^.]{0,20}\b(by|per|par)\b/;
const otherCaption = /^\W*(costs?|expenses?|opex|charges|depenses|couts?|achats|purchases|cost of sales)\b[^.]{0,20}\b(by|per|par)\b|\b(forecast|projections?|plan|budget|target|previsionnel|previsions?|objectifs?)\b/;
const totalRow = /^\W*(total|grand total|total general|total revenue|total sales)\b(?! (costs?|charges|expenses))/;

function totalRowFalls(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const written = sentences.filter((s) => !s.derived);
  if (!written.some((s) => revenueCaption.test(s.lower)) || written.some((s) => otherCaption.test(s.lower))) return null;
  for (const s of sentences) {
    if (!s.derived || s.projected || !totalRow.test(s.lower)) continue;
    const points = valuesByYear(s.lower);
    const latest = points[points.length - 1];
    const before = points[points.length - 2];
    if (latest && before && latest.year === before.year + 1 && latest.value < before.value) return s;
  }
  return null;
}

export function revenueTotalRowFalls(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const row = totalRowFalls(sentences);
  return row ? {
    ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(row.text), occurrences: 1,
    recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
  } : null;
}
