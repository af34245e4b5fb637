/** The shape of a red-flag rule that reads one sentence at a time. */
import type { DocumentType } from '@baobab/contracts/enums';
import type { AssertionScope } from './clause-scope';
import type { SentenceFacts } from './sentence-facts';
import type { RiskCategory, Severity } from './types';

export interface SentenceRule {
  id: string;
  category: RiskCategory;
  title: string;
  recommendation: string;
  /** Document types the rule applies to; all when absent. */
  documentTypes?: readonly DocumentType[];
  /** Which clauses the rule reads (clause-scope.ts); 'state' when absent. */
  assertion?: AssertionScope;
  test(sentence: SentenceFacts): Severity | null;
  /** A later sentence that says the flagged state is over ('We applied in 2025.' then 'The bank granted it in May.'). */
  overLater?(later: SentenceFacts, flagged: SentenceFacts, distance: number): boolean;
  /** How many written sentences after a flagged one `overLater` reads; two when absent. */
  overReach?: number;
}
