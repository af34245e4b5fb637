/**
 * An investor's own stake said in the first person in a chat, the speaker's label naming the fund: '[18:43] Otieno
 * (Kilima Capital): ok. Our own model says we're at 61% post-conversion.', 'Awa (Teranga Ventures) : on est à 55 % du
 * capital après la conversion'. The label is written once per message and a message may run over several sentences,
 * so the speaker is carried until the next label. 50% or more is control. Reads folded text.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** A message's time and speaker: '[02/04/2025, 18:43] Otieno (Kilima Capital): ', 'Awa Ndiaye - Teranga Ventures : '. */
const speakerLabel = /^\W*(\[[^\]]{1,25}\]\s*)?([^:[\]]{1,60}?)\s?:\s/;
const fundWords = /\b(capital|ventures|partners|fund|fonds|invest\w*|vc|growth|equity|angels?)\b/;
/** 'we're at 61%', 'we'll hold 55%', 'our stake is 58%', 'on est à 55 %', 'nous détenons 60 %', 'notre participation sera de 52 %'. */
const firstPersonStake = /\b(we're|we are|we'll be|we will be|we hold|we own|we'll hold|we will hold|our (stake|holding|shareholding|ownership) (is|will be|comes to)|on est a|on sera a|on detient|on aura|nous sommes a|nous serons a|nous detenons|nous detiendrons|notre participation (est|sera) de)\s(at |around |about |roughly |environ )?(\d+(?:[.,]\d+)?)\s?%/;
/** What makes the figure a stake, not a margin or a growth rate. */
const stakeContext = /\b(post-?(conversion|money|round|closing|close)|fully[- ]diluted|of the (company|shares|equity|business)|stake|ownership|shareholding|cap table|du capital|des actions|apres (la )?(conversion|levee|operation))\b/;

export function chatInvestorStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  let investorSpeaking = false;
  for (const s of sentences) {
    if (s.derived) continue;
    const label = speakerLabel.exec(s.lower);
    if (label) investorSpeaking = fundWords.test(label[2] ?? '');
    if (!investorSpeaking) continue;
    const said = firstPersonStake.exec(s.lower);
    if (!said || !stakeContext.test(s.lower) || statedNumber(said[7] ?? '') < 50) continue;
    return {
      ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    };
  }
  return null;
}
