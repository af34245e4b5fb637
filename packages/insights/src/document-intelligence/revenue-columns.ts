/**
 * Revenue falling across the columns of a statement table (statement-columns.ts) whose header gives quarters, halves,
 * runs of months or closing dates ('Q2 Apr–Jun 2024 | Q3 Jul–Sep 2024', 'Q3 FY25  Q2 FY25  Q3 FY24'): the latest
 * actual column's revenue below the one just before it in time, the rule's reading of a fall (red-flag-rules.ts).
 * Only the table's whole revenue counts: a product line may fall while the total grows. Tables of years are left to
 * the year readers (revenue-total-row.ts, document-figures/).
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import { latestPair, statementTables } from './statement-columns';
import type { RiskFlag } from './types';

const yearsOnly = (at: readonly number[]) => at.every((a) => a % 100 === 12);

export function revenueFallAcrossColumns(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const { columns, revenue, revenueWhole } of statementTables(sentences)) {
    if (!revenue || !revenueWhole || yearsOnly(columns.map((c) => c.at))) continue;
    const pair = latestPair(columns);
    if (!pair) continue;
    const [now, before] = [revenue.values[pair[0]]!, revenue.values[pair[1]]!];
    if (now > 0 && now < before) {
      return { ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(revenue.text), occurrences: 1,
        recommendation: 'Explain the cause of the decline and show the most recent months\' trend.' };
    }
  }
  return null;
}
