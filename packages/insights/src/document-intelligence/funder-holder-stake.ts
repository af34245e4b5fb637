/**
 * A holder said to be the company's investor by what it did rather than by its name or kind: 'La Holding Ekwalla, le
 * family office qui nous a financés dès le départ, détient 60 %', 'Baobab Holdings, which has funded the company since
 * 2019, owns 55%'. The relative clause of funding stands between the holder and its holding verb, too far for the
 * investor-word rule (red-flag-rules.ts). The funding must be of the company ('us', 'nous', 'the company', 'la
 * société'), so a holder that funded another business is none; the stake held now (not 'held', 'détenait'), not denied
 * or supposed. 50% or more is control. Reads folded text.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const fundedUs = /\b(qui nous (a|ont) (finance|soutenu|accompagne)e?s?|qui (a|ont) (finance|investi dans|soutenu) (la societe|l'entreprise|notre societe)|(who|which|that) (has |have |had )?(funded|financed|backed|invested in) (us|the company|our company))\b/;
const heldAfter = /^[^.;%]{0,60}?\b(detient|detiennent|possede|possedent|controle|controlent|holds|owns|controls)\b([^.;%\d]{0,20})(\d+(?:[.,]\d+)?)\s?%/;

export function funderHolderStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    if (s.derived) continue;
    const funded = fundedUs.exec(s.lower);
    if (!funded) continue;
    const from = funded.index + funded[0].length;
    const held = heldAfter.exec(s.lower.slice(from));
    if (!held) continue;
    const at = from + held.index + held[0].length - (held[3] ?? '').length;
    // 'ne détient plus que 60 %' restricts the figure, it does not deny it.
    const restrictive = /\bque\b/.test(held[2] ?? '');
    if ((!restrictive && isNegatedAt(s.lower, at)) || isHedgedAt(s.lower, at) || isHedgedAt(s.lower, funded.index) || statedNumber(held[3] ?? '') < 50) continue;
    return {
      ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    };
  }
  return null;
}
