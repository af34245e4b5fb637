/**
 * Gross margin falling across the columns of a statement table (statement-columns.ts): a header of years ('Poste 2025
 * 2024'), quarters or months ('9M 2024  9M 2025', 'Q3 FY25  Q2 FY25'), a revenue row and a gross-margin row in amounts
 * ('Revenus 2 900 000 € 2 400 000 €', 'Marge brute 1 120 000 € 1 080 000 €'; 'MARGE COMMERCIALE 75 130'), or a
 * cost-of-sales row when it gives no gross margin. The margin of each column is the gross margin over revenue; the
 * latest actual column's 5 points or more under the one before it in time is the guide's 'down 5 points', even when
 * the margin grew in value; a gross loss in it is a margin below zero.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import { latestPair, statementTables, type Column, type Row } from './statement-columns';
import type { RiskFlag } from './types';

function marginFlag(row: Row, fall: number, latest: number): RiskFlag | null {
  if (latest >= 0 && fall < 5) return null;
  return {
    ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: latest < 0 || fall >= 10 ? 'high' : 'medium',
    evidence: excerpt(row.text), occurrences: 1,
    recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  };
}

/** The gross margin of the latest actual column against the one before it, from a margin row or a cost row. */
function columnsFall(columns: readonly Column[], revenue: Row, row: Row, isCost: boolean): RiskFlag | null {
  const pair = latestPair(columns);
  if (!pair) return null;
  const [rNow, rBefore] = [revenue.values[pair[0]]!, revenue.values[pair[1]]!];
  if (rNow <= 0 || rBefore <= 0) return null;
  // A cost written in brackets or with a minus is a cost all the same: the margin is revenue less its size.
  const [mNow, mBefore] = isCost ? [rNow - Math.abs(row.values[pair[0]]!), rBefore - Math.abs(row.values[pair[1]]!)] : [row.values[pair[0]]!, row.values[pair[1]]!];
  return marginFlag(row, (100 * mBefore) / rBefore - (100 * mNow) / rNow, mNow);
}

/** The first table with a gross-margin row decides on it; tables before it with only a cost row are read on that. */
export function marginFallAcrossColumns(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const { columns, revenue, cost, margin } of statementTables(sentences)) {
    if (!revenue) continue;
    if (margin) return columnsFall(columns, revenue, margin, false);
    const flag = cost ? columnsFall(columns, revenue, cost, true) : null;
    if (flag) return flag;
  }
  return null;
}
