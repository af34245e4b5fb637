/** The high-churn finding every churn reader raises: its title and advice said once, its severity and evidence the reader's. */
import { excerpt } from './sentence-facts';
import type { RiskFlag, Severity } from './types';

export const highChurnFlag = (evidence: string, severity: Severity): RiskFlag => ({
  ruleId: 'high-churn', category: 'financial-health', title: 'Customer churn is high', severity, evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Show churn by monthly cohort, why customers leave, and what has been done about it.',
});
