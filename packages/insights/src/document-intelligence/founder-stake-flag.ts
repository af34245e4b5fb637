/**
 * The low-founder-ownership flag as one record for every reader of the founders' stake (table rows, rows closed by a
 * total, a pronoun, a chat): the same title, advice and severity by stake wherever the stake is read.
 */
import { excerpt } from './sentence-facts';
import type { RiskFlag } from './types';

/** The founders' stake together, in percent (a flag under 40; a high one under 20), quoting the sentence that shows it. */
export function lowFounderOwnershipFlag(stake: number, sentence: { text: string }, occurrences = 1): RiskFlag {
  return {
    ruleId: 'low-founder-ownership', category: 'cap-table', title: 'Founders hold a small stake', severity: stake < 20 ? 'high' : 'medium',
    evidence: excerpt(sentence.text), occurrences,
    recommendation: 'Show the fully diluted cap table; a founder stake under 40% before later rounds weakens incentives.',
  };
}
