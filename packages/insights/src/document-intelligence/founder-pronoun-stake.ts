/**
 * The founders' stake said with a pronoun in the sentence after the one that names them: 'Avant l'opération, les
 * deux fondatrices détiennent ensemble 60 %. ... elles conserveront donc à elles deux un peu plus d'un tiers de la
 * société', 'The two founders hold 70% today. After the round they will keep a little under a third of the company'.
 * The sentence rule reads one sentence and sees no founder there; here the pronoun takes the founders of the last
 * two sentences before it, only when those named the founders as holders (a stake or a holding verb), so that a
 * pronoun for customers or investors is never read as the founders.
 */
import { founderStakeInWords } from './cap-table-words';
import type { SentenceFacts } from './sentence-facts';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import type { RiskFlag } from './types';

const founderWord = /\b(co-?founders?|founders?|founding team|fondat\w+|cofondat\w+|co-fondat\w+|equipe fondatrice)\b/;
const founderAsHolder = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+)\b[^.;]{0,40}\b(hold|holds|held|own|owns|owned|detien\w+|possede\w*|conserve\w*)\b/;
// A subject pronoun for several people: 'they', 'ils', 'elles' (and 'à elles deux', 'between them' after it).
const pronoun = /\b(they|ils|elles)\b/;
/** Another holder named before the pronoun: 'the investors ... they' is not the founders. */
const otherHolder = /\b(investors?|investisseurs?|funds?|fonds|lead|customers?|clients?|employees?|salaries)\b/;

export function founderStakeByPronoun(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const [i, s] of sentences.entries()) {
    if (s.derived || founderWord.test(s.lower)) continue;
    const m = pronoun.exec(s.lower);
    if (!m || otherHolder.test(s.lower.slice(0, m.index))) continue;
    const before = sentences.slice(Math.max(0, i - 2), i).filter((b) => !b.derived);
    const last = before[before.length - 1];
    // The founders must be the last people named as holders before the pronoun.
    if (!before.some((b) => founderAsHolder.test(b.lower)) || (last && !founderWord.test(last.lower) && otherHolder.test(last.lower))) continue;
    const stake = founderStakeInWords(`les fondateurs ${s.lower.slice(m.index + m[0].length)}`);
    if (stake === null || stake >= 40) continue;
    return lowFounderOwnershipFlag(stake, s);
  }
  return null;
}
