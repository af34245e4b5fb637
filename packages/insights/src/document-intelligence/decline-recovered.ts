/**
 * A fall in revenue that the next sentences say is over: 'Le chiffre d'affaires était passé de 412 M FCFA en 2022 à
 * 365 M FCFA en 2023' then 'Il s'établit à 431 M FCFA en 2024, au-dessus de son niveau de 2022'. The sentence rule
 * reads this with its `overLater` (red-flag-rules.ts); a fall the figures-first reader finds (document-figures/) in the
 * same sentence is over by the same words, so that a company back above its earlier level is not called declining.
 */
import { revenueBackAbove } from './not-flag-readings';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** True when `flag` is a revenue fall whose sentence is followed, within two written sentences, by revenue back above its earlier level. */
export function declineSinceRecovered(flag: RiskFlag, sentences: readonly SentenceFacts[]): boolean {
  const evidence = (flag.evidence ?? '').trim();
  if (flag.ruleId !== 'declining-revenue' || evidence.length < 20) return false;
  const written = sentences.filter((s) => !s.derived);
  // The evidence is the sentence as excerpted (sentence-facts.ts): its opening words find it.
  const at = written.findIndex((s) => s.text.trim().startsWith(evidence.slice(0, 60)));
  return at >= 0 && written.slice(at + 1, at + 3).some((later) => revenueBackAbove.test(later.lower));
}
