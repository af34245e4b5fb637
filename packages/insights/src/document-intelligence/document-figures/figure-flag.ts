/**
 * A flag decided on figures, in the shape every rule's flag has: the class's own title and recommendation from the
 * sentence rules (red-flag-rules.ts) unless a title with the figures is given, and as evidence the document's words
 * that state the figures it was decided on (each rows, lines or sentence once, cut to an excerpt).
 */
import type { Text } from '@baobab/contracts/i18n/message';
import { sentenceRules } from '../red-flag-rules';
import { excerpt } from '../sentence-facts';
import type { RiskFlag, Severity } from '../types';

/** The recommendation red-flags.ts gives burn above revenue, which has no sentence rule of its own. */
const breakEvenPlan = 'Show the path to break-even: monthly burn, revenue growth and the month they cross.';

export function figureFlag(ruleId: string, severity: Severity, evidence: readonly string[], title?: Text): RiskFlag {
  const rule = sentenceRules.find((r) => r.id === ruleId);
  return {
    ruleId,
    category: rule?.category ?? 'burn',
    title: title ?? rule?.title ?? 'Monthly burn exceeds monthly revenue',
    severity,
    evidence: excerpt([...new Set(evidence)].join(' … ')),
    occurrences: 1,
    recommendation: rule?.recommendation ?? breakEvenPlan,
  };
}
