/**
 * A party's part of the sales in bare figures, as people write in chats and notes, the currency said once before:
 * 'compound was 3,180 of the 7,820' (the 7,820 of sales just said), '2.1m of the Q2 invoices were the hotel group alone'
 * (the invoices just said to come to 4.6m), 'sur 38M de ventes ils en ont fait 25M' (the whole in the sentence itself).
 * The whole must be the sales: a figure of a sentence of revenue before, or sales named beside it; the part must be a
 * party's (a name, a customer word, or 'they'/'ils' for the one just spoken of). A denial or a plan in the same
 * statement raises nothing. 30% or more of the whole is the guide's concentration.
 */
import { concentrationFlag } from './concentration-flag';
import { statedNumber } from './layout-cells';
import { suffixScales } from './money';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const figure = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)\s?(k|m|mn|bn)?`;
const salesNoun = String.raw`(?:invoices|invoicing|sales|revenues?|billings?|turnover|ventes|chiffre d'affaires|ca|factur\w*|encaissements)`;
/** 'A of the B', 'A out of B': two bare figures, the second the whole. */
const partOfFigure = new RegExp(String.raw`(?<![\d.,])${figure}\s(?:of|out of) (?:the |our )?${figure}(?![\d%])`);
/** 'A of the Q2 invoices', '2.1m of our sales': a figure out of sales named, their amount said before. */
// The sales are those already said ('of the', 'of our'): 'R 11.6m of revenue in the year' is the revenue itself.
const partOfNamedSales = new RegExp(String.raw`(?<![\d.,])${figure}\s(?:of|out of) (?:the|our|this) (?:[a-z0-9]+ ){0,2}(${salesNoun})\b`);
/** 'sur 38M de ventes ils en ont fait 25M', 'out of 38m in sales they did 25m': the whole first, then the party's part. */
const wholeThenPart = new RegExp(String.raw`\b(?:sur|out of) (?:les |nos |the |our )?${figure} (?:de |d'|in |of )${salesNoun}\b[^.;%]{0,50}?\b(?:en (?:ont|a) fait|(?:ont|a) fait|did|made|took|brought in|bought) ${figure}(?![\d%])`);
/** A party in the statement: a pronoun for the one just spoken of, a customer word, or a name (a capital after the first word). */
const partyWords = /\b(they|them|ils|elles|eux|customers?|clients?|buyers?|acheteurs?|accounts?|group|groupe)\b/;
const denialOrPlan = /\b(no|not|none|never|aucune?|pas|jamais|could|would|might|if|si|pourrait|target|objectif|budget|plan)\b|n't\b/;
/** A chat line's or a speaker's prefix ('[03/07/2025, 21:15] Isatou Jatta: ', 'P. M. : '): no part of what is said. */
const speakerPrefix = /^\s*(\[[^\]]{4,30}\]\s*)?[^:.!?[]{1,40}\s?:\s/;
const revenueSentence = new RegExp(String.raw`\b(${salesNoun}|sold|we made|on a fait|nous avons (vendu|facture))\b`);

const valueOf = (digits: string | undefined, scale: string | undefined, fallback: number) => statedNumber(digits ?? '') * (scale ? suffixScales[scale] ?? 1 : fallback);

/** The statements of a sentence, its speaker's prefix dropped: a chat message may hold several. */
function statements(s: SentenceFacts): { lower: string; text: string }[] {
  const prefix = speakerPrefix.exec(s.text);
  const at = prefix && /\d/.test(prefix[0]) ? prefix[0].length : 0;
  const text = s.text.slice(at);
  const lower = s.lower.slice(at);
  const out: { lower: string; text: string }[] = [];
  let start = 0;
  for (const m of lower.matchAll(/[.!?]\s/g)) {
    out.push({ lower: lower.slice(start, m.index), text: text.slice(start, m.index) });
    start = (m.index ?? 0) + 2;
  }
  out.push({ lower: lower.slice(start), text: text.slice(start) });
  return out;
}

/** A month or a day has a capital and names no party. */
const calendarWord = /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
const namesParty = (lower: string, text: string) => partyWords.test(lower) || (text.slice(1).match(/(?<=\s)[A-Z][a-z]{2,}/g) ?? []).some((word) => !calendarWord.test(word));

const revenueBefore = (sentences: readonly SentenceFacts[], i: number) => sentences.slice(Math.max(0, i - 10), i).filter((before) => revenueSentence.test(before.lower));

/** Every bare number of the sentences of sales just before: the whole a bare part is read against. */
function salesNumbersBefore(sentences: readonly SentenceFacts[], i: number): Set<number> {
  const numbers = new Set<number>();
  for (const before of revenueBefore(sentences, i)) {
    for (const m of before.lower.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d%])/g)) numbers.add(statedNumber(m[1] ?? ''));
  }
  return numbers;
}

/** The first amount of the latest sentence before that names the same sales ('Q2 invoices came to GMD 4.6m, up from 4.1m'). */
const namedSalesBefore = (sentences: readonly SentenceFacts[], i: number, noun: string) => revenueBefore(sentences, i).filter((before) => before.lower.includes(noun) && before.money.length > 0).at(-1)?.money[0]?.amount;

function shareIn(sentences: readonly SentenceFacts[], i: number, lower: string): number | null {
  const inside = wholeThenPart.exec(lower);
  if (inside) {
    const whole = valueOf(inside[1], inside[2], 1);
    return whole > 0 ? (100 * valueOf(inside[3], inside[4] ?? inside[2], 1)) / whole : null;
  }
  const bare = partOfFigure.exec(lower);
  if (bare) {
    const whole = statedNumber(bare[3] ?? '');
    const known = salesNumbersBefore(sentences, i).has(whole) && !bare[2] && !bare[4];
    return known && whole > 0 ? (100 * statedNumber(bare[1] ?? '')) / whole : null;
  }
  const named = partOfNamedSales.exec(lower);
  if (!named || !named[2]) return null;
  const whole = namedSalesBefore(sentences, i, named[3] ?? '');
  return whole ? (100 * valueOf(named[1], named[2], 1)) / whole : null;
}

export function partOfSalesInFigures(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const [i, s] of sentences.entries()) {
    if (s.derived || !/\d\s?[kmb]?n?\s(of|out of) |\bsur \d/.test(s.lower)) continue;
    const said = statements(s);
    // The party may be named in the message's other statement ('they never stopped. compound was 3,180 of the 7,820').
    if (!said.some(({ lower, text }) => namesParty(lower, text))) continue;
    for (const { lower } of said) {
      if (denialOrPlan.test(lower)) continue;
      const share = shareIn(sentences, i, lower);
      if (share !== null && share >= 30 && share < 100) return concentrationFlag(share, s.text);
    }
  }
  return null;
}
