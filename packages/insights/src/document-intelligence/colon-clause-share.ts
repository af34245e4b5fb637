/**
 * A customer's share told after a colon that closes a lead of its own: 'Revenue growth came mainly from the framework
 * tender: the ministry's orders of TSh 4.9bn made up a third of revenue', 'Le CA vient surtout des mines : Kasonta
 * représente à elle seule 40 % des ventes'. The lead's words (a growth, a source, a topic) stand beside the clause and
 * make the whole sentence read as something else; the clause after the colon is a statement on its own, read by the
 * concentration rule as if written alone. Lists joined by layout (derived sentences) are read by the list readers.
 */
import { assertedFacts } from './clause-scope';
import { concentrationFlag } from './concentration-flag';
import { parseMoney, parsePercents } from './money';
import { fractionPercents } from './number-words';
import { sentenceRules } from './red-flag-rules';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const concentrationRule = sentenceRules.find((rule) => rule.id === 'customer-concentration');

/** The clause after a sentence's first colon, as facts of its own; null when there is none or the lead is long. */
function clauseAfterColon(s: SentenceFacts): SentenceFacts | null {
  const at = s.lower.indexOf(': ');
  if (s.derived || at < 0 || at > 160 || s.text.length !== s.lower.length) return null;
  const text = s.text.slice(at + 2);
  const lower = s.lower.slice(at + 2);
  return { ...s, text, lower, money: parseMoney(text, s.signCountry), percents: [...parsePercents(text), ...fractionPercents(lower)] };
}

export function shareAfterColon(sentences: readonly SentenceFacts[]): RiskFlag | null {
  if (!concentrationRule) return null;
  for (const s of sentences) {
    const clause = clauseAfterColon(s);
    const severity = clause ? concentrationRule.test(assertedFacts(clause, 'figure')) : null;
    if (severity) return concentrationFlag(severity === 'high' ? 50 : 30, s.text);
  }
  return null;
}
