/**
 * The founders' own stakes said in the first and second person in a chat between founders: '[09:16] Aminata : 19 % toi,
 * 18 % moi.', 'Kofi: you've got 21%, I've got 16%', 'à nous deux on a 37 %'. The sentence rule sees no founder there:
 * the chat is the founders' when its header names them ('[WhatsApp \u2013 groupe \u00ab Fondateurs Kaba Pay \u00bb]',
 * 'Co-founders channel') or its speakers carry a founder's title ('Awa (CEO, co-founder): '). Both speakers' stakes (me
 * and you) or the two together, added under 40%, are a small founder stake; a stake said of him or her (a third person,
 * a leaver) is not theirs. The talk must be of equity (the message or the two before it name shares, the pact, dilution,
 * dividends...), so a split of a commission is none; a hedged figure ('if we raise, I'd be at 15%') is none. Reads folded text.
 */
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import type { RiskFlag } from './types';

/** A message opened by its time and speaker: '[09:16] Aminata : ', '[02/04/2025, 18:43] Kofi (CEO): ', '09:16 - Awa: '. */
const message = /^\W*\[?[^\]a-z]{0,12}\d{1,2}[:h]\d{2}\]?\s*(?:-\s*)?([^:[\]]{1,60}?)\s?:\s/;
const founderWord = /\b(co-?founders?|founders?|fondat(eurs?|rices?)|cofondat(eurs?|rices?)|co-fondat(eurs?|rices?)|associes fondateurs)\b/;
/** The stake's owner just after the figure, no comma between: '19 % toi', '18% for me', '20 % pour moi'. */
const ownerAfter = /^\s?(?:pour |for )?(moi|toi|me|you)\b/;
/** The stake's owner just before it: 'moi 19 %', "j'ai 19 %", "you've got 21%", "I'm at 16%", 'tu es à 18 %'. */
const ownerBefore = /\b(moi|toi|me|you|i|j'ai|je suis a|je detiens|je garde|tu as|tu es a|tu detiens|tu gardes|i have|i've got|i've|i hold|i own|i'm at|i'm on|i keep|you have|you've got|you've|you hold|you own|you're at|you're on|you keep)\s?[:=,\u2013-]?\s?(?:(?:only|just|still|about|around|roughly|seulement|encore|environ|que) )?$/;
const together = /\b(a nous deux|nous deux|the two of us|between us|both of us|we two|toi et moi|moi et toi|you and (?:i|me))\b[^.;%\d]{0,40}?(\d+(?:[.,]\d+)?)\s?%(\s(?:chacun|chacune|each)\b)?/;
const percent = /(\d+(?:[.,]\d+)?)\s?%/g;
/** The talk is of the company's equity, in the message or the two before it: not a commission or a discount split. */
const equityTalk = /\b(capital|parts|actions|equity|shares?|stake|cap table|pacte|shareholders'? agreement|dilu\w+|dividends?|dividendes?|leaver|valo\w*|levee|round|pese\w*|weigh)\b/;
const isSelf = (word: string) => /^(moi$|me$|i$|j'|je |i'|i )/.test(word);

/** The stakes of the speaker and of the one spoken to, in one message; null unless both are stated. */
function speakerStakes(lower: string): number | null {
  let mine: number | null = null;
  let yours: number | null = null;
  percent.lastIndex = 0;
  for (let m = percent.exec(lower); m; m = percent.exec(lower)) {
    if (isHedgedAt(lower, m.index)) continue;
    const owner = ownerAfter.exec(lower.slice(m.index + m[0].length))?.[1] ?? ownerBefore.exec(lower.slice(Math.max(0, m.index - 20), m.index))?.[1];
    if (!owner) continue;
    const stake = statedNumber(m[1] ?? '');
    if (isSelf(owner)) mine ??= stake;
    else yours ??= stake;
  }
  return mine !== null && yours !== null ? mine + yours : null;
}

export function founderStakeInChat(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const firstMessage = written.findIndex((s) => message.test(s.lower));
  if (firstMessage < 0 || written.filter((s) => message.test(s.lower)).length < 2) return null;
  // The header above the first message, or the speakers' own labels, say the chat is the founders'.
  const foundersChat = written.slice(0, firstMessage).some((s) => founderWord.test(s.lower)) || written.some((s) => founderWord.test(message.exec(s.lower)?.[1] ?? ''));
  if (!foundersChat) return null;
  for (const [i, s] of written.entries()) {
    if (!written.slice(Math.max(0, i - 2), i + 1).some((w) => equityTalk.test(w.lower))) continue;
    const both = together.exec(s.lower);
    // 'toi et moi on reste à 19 % chacun', 'you and I keep 18% each': the one figure is each speaker's, twice over.
    const stake = both && !isHedgedAt(s.lower, both.index) ? statedNumber(both[2] ?? '') * (both[3] ? 2 : 1) : speakerStakes(s.lower);
    if (stake === null || stake >= 40) continue;
    return lowFounderOwnershipFlag(stake, s);
  }
  return null;
}
