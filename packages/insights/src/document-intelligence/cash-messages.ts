/**
 * Cash held told in a chat the way people tell it: one message announces the count ('just did the cash count', 'point
 * tréso', 'what's the bank balance?') and the next message opens on the amount ('₦92m in GTB + Providus combined',
 * 'Moussa : 38 M FCFA sur les deux comptes'). The amount opening the answer, with no period of its own, is the cash
 * held; a message that opens on anything else, or a rate ('₦23m a month'), is not.
 */
import type { SentenceFacts } from './sentence-facts';

const cashAnnounced = /\b(cash (count|position|check|balance)|bank balances?|balance (at|in the) bank|how much (cash|money|is in the bank|do we have)|point (de )?treso(rerie)?|solde (bancaire|des comptes|en banque)|combien (en banque|sur le compte|sur les comptes|de treso(rerie)?))\b/;
/** A message's time and sender before its words: '[03/06/2025, 21:14] Chidi (CEO): ', '[14/02 21:03] Mamadou : '. */
const messageHead = /^\s*(\[[^\]]{0,25}\]\s*)?([a-z][a-z .'()-]{0,30}\s?:\s*)?/;

export function cashToldAfterAnnouncement(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (!cashAnnounced.test(s.lower)) continue;
    for (const answer of written.slice(i + 1, i + 3)) {
      const first = answer.money[0];
      const opening = messageHead.exec(answer.lower)?.[0].length ?? 0;
      if (first && first.start === opening && first.period === null) return { amount: first.amount, currency: first.currency, sentence: answer.text };
    }
  }
  return null;
}
