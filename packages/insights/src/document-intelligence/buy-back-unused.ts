/**
 * Dead equity told as the company's right to buy a leaver's shares back gone unused: 'X left in 2022.' then 'The call
 * option over his shares lapsed unexercised'; 'the Company did not exercise its option to buy them back'; 'did not
 * repurchase them'; 'M. X n'exerce plus aucune fonction ...' then 'Aucun rachat de ses actions n'est intervenu'. The
 * shares stay with the one who left though no sentence says they still hold them. The unused right is said in the
 * past, in the sentence of the departure or one of the next two; a clause that supposes it ('if the option is not
 * exercised') or a sentence that says the shares were bought back after all raises nothing. Reads folded text.
 */
import { personLeftAt } from './leaver-words';
import { equityReturned } from './red-flag-rules';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const buyBackUnused = /\b((call option|buy-?back (option|right)|option to (buy|repurchase)|right to (buy|repurchase)|promesse de (vente|cession)|option d'achat)[^.;]{0,100}?\b(lapsed|expired|(was|were) not exercised|(has|have|had) not been exercised|without being exercised|unexercised|n'a (pas|jamais) ete exercee|est (desormais )?caduque|a expire)|did not (exercise (its|the|their) (call )?(option|right) to (buy|repurchase) (them|it|his|her|their)|repurchase (them|it|his|her|their)|buy (them|it) back)|aucun (rachat|cession ni aucun rachat) de (ses|leurs) (actions|parts|titres) n'(est|a ete) intervenu)\b/;
/** A supposed case, not a fact: 'if the call option is not exercised'. */
const supposed = /\b(if|unless|should|si|sauf|faute de)\b/;
/** Leavings the common departure words miss: 'ceased to hold any office', 'no longer work for', 'n'exerce plus aucune fonction'. */
const leftPost = /\b(ceased (to hold any office|to be an? (employee|officer|director)|all (functions|duties))|no longer (works?|employed) (for|by|at)|n'exerce(nt)? plus (aucune|ses) fonctions?|a quitte la societe|ont quitte la societe)\b/;

/** Dead equity said as a buy-back right left unused after someone left; null when none. */
export function buyBackUnusedFlag(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const m = buyBackUnused.exec(s.lower);
    if (!m) continue;
    const clause = s.lower.slice(0, m.index + m[0].length).split(/[.;]/).pop() ?? '';
    if (supposed.test(clause) || equityReturned.test(s.lower.slice(m.index + m[0].length))) continue;
    const near = written.slice(Math.max(0, i - 2), i + 1);
    if (!near.some((n) => personLeftAt(n.lower) >= 0 || leftPost.test(n.lower))) continue;
    return {
      ruleId: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity', severity: 'high', evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.',
    };
  }
  return null;
}
