import { excerpt } from './sentence-facts';
import type { RiskFlag } from './types';

/** The customer-concentration flag every reader of a customer's share raises: high from half of revenue, medium below. */
export const concentrationFlag = (share: number, evidence: string): RiskFlag => ({
  ruleId: 'customer-concentration', category: 'customer-concentration', title: 'Revenue depends on a few customers', severity: share >= 50 ? 'high' : 'medium',
  evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.',
});
