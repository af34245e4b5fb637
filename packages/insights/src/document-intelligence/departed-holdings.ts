/**
 * Dead equity stated across two sentences: 'Our COO, Sipho Dlamini, left in June.' and later
 * 'Sipho still holds 18% of the shares.' The people named in a departure sentence are
 * remembered; a later sentence in which one of them holds a percentage is the flag's evidence.
 */
import { isDeparture } from './red-flag-rules';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** Capitalised words that are not names of people. */
const notNames = new Set(['Our', 'The', 'We', 'His', 'Her', 'Their', 'In', 'On', 'After', 'Since', 'CEO', 'CTO', 'COO', 'CFO', 'CPO', 'Co', 'Founder', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
const holds = (name: string) => new RegExp(`^(${name})\\b[^.;]{0,20}\\b(still )?(holds|owns|retains|keeps|has)\\b[^.;]{0,20}\\d+(\\.\\d+)?\\s?%`);

export function departedHoldings(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const departed = new Set<string>();
  for (const s of sentences) {
    for (const name of departed) {
      if (holds(name).test(s.text)) {
        return {
          ruleId: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity', severity: 'high', evidence: excerpt(s.text), occurrences: 1,
          recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.',
        };
      }
    }
    if (isDeparture(s.lower)) for (const word of s.text.match(/\b[A-Z][a-z]+\b/g) ?? []) if (!notNames.has(word)) departed.add(word);
  }
  return null;
}
