/**
 * A buyer's share of what the company sells, said in quantities or in words rather than in money: 'Kafue Milling buys
 * about seven in every ten tonnes we sell', 'deux maisons achètent à elles deux près des trois quarts de notre huile',
 * 'notre premier client a enlevé 9,1 t sur les 14 t exportées'. A producer or trader writes its sales as its output;
 * the part one named buyer (or a named few) takes of that output is its part of revenue when no price gap is said.
 * A buyer of the company's capital is an investor, not a customer; a denial, a condition or a plan raises nothing.
 */
import { concentrationFlag } from './concentration-flag';
import { statedNumber } from './layout-cells';
import { parsePercents } from './money';
import { fractionPercents } from './number-words';
import { isParty, withoutAccents } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** Taking goods, said of a buyer: 'buys', 'took', 'offtakes', 'achète', 'a enlevé', 'absorbent'. */
const buyingVerb = /\b(buys|bought|purchases|purchased|takes|took|offtakes|absorbs|absorbed|achete|achetent|a achete|ont achete|enleve|enlevent|a enleve|ont enleve|absorbe|absorbent|prend|prennent|a pris|ont pris)\b/;
/** What is bought is the company's own output: 'of the tonnes we sell', 'de notre huile', 'of our crop', 'sur les 14 t exportées'. */
const ownOutput = /\b(we (sell|sold|ship|shipped|export|exported|produce|produced|make|made|process|processed|grow|grew|deliver|delivered)|(of|from) (our|the company's) [a-z-]+|(de|du|des) (notre|nos) [a-z-]+|(exportee?s|vendue?s|produite?s|livree?s|expediee?s|sold|exported|shipped|produced|delivered)\b)/;
/**
 * A holding bought is capital, not output ('bought a third of our shares', 'a acheté 40 % de notre capital'); a part a
 * distributor takes of a price is its cut ('takes 30% of our selling price as commission').
 */
const notOutput = /\b(shares?|equity|stake|capital|stock options|actions|parts sociales|titres|debt|bonds?|notes|company|societe|entreprise|commissions?|cut|margins?|marges?|fees?|frais|remises?|discounts?|prix|price)\b/;
/** A buyer the words name as one: 'our main customer', 'deux maisons de parfumerie', 'notre premier client'. */
const buyerWords = /\b(customers?|clients?|buyers?|offtakers?|acheteurs?|importers?|importateurs?|exporters?|exportateurs?|millers?|processors?|maisons?|groupes?|groups?|retailers?|distributors?|distributeurs?|industriels?|negociants?|traders?)\b/;
/** A denial, a condition, a plan or a past that ended: no buyer takes that share now. */
const notNow = /\b(no|none|nobody|not|never|neither|aucune?|jamais|pas|ni|could|may|might|would|will|if|unless|plans?|expects?|aims?|hopes?|pourrait|pourraient|pourra|envisage\w*|prevoi\w*|devrait|devraient|si|sauf|used to|no longer|until|jusqu'(en|a|au))\b|n't\b|\bne \w+ plus\b|\bn'\w+ plus\b/;
/** '9,1 t sur les 14 t', '620 of the 900 tonnes', '3 out of 5 containers': a part of a quantity in one unit. */
const quantityOf = /(\d+(?:[.,]\d+)?)\s?(t|tonnes?|tons?|kg|bags?|sacs?|litres?|l|units?|unites?|cartons?|containers?|conteneurs?|lots?)?\s(?:sur|of|out of) (?:les |the |nos |our )?(\d+(?:[.,]\d+)?)\s?(t|tonnes?|tons?|kg|bags?|sacs?|litres?|l|units?|unites?|cartons?|containers?|conteneurs?|lots?)\b/;

/** A capitalised word other than the sentence's first: a party's name ('Kafue Milling Ltd', 'Grasse'). */
function namesParty(before: string): boolean {
  const words = withoutAccents(before).replace(/^\W*\S+/, '').match(/\b[A-Z][A-Za-z&'-]{2,}/g) ?? [];
  return words.some(isParty);
}

function quantityShare(after: string): number | null {
  const m = quantityOf.exec(after);
  if (!m) return null;
  const part = statedNumber(m[1] ?? '');
  const whole = statedNumber(m[3] ?? '');
  const unitsAgree = !m[2] || m[2].charAt(0) === (m[4] ?? '').charAt(0);
  return unitsAgree && whole > 0 && part > 0 && part < whole ? (100 * part) / whole : null;
}

/** The buyer's share in one sentence, or null. */
function buyerShare(s: SentenceFacts): number | null {
  const verb = buyingVerb.exec(s.lower);
  if (!verb || notNow.test(s.lower)) return null;
  const before = s.lower.slice(0, verb.index);
  if (!buyerWords.test(before) && !namesParty(s.text.slice(0, verb.index))) return null;
  // The clause the verb governs, to the next ', ' or ';' (a decimal comma has no space after it: '9,1 t').
  const after = s.lower.slice(verb.index + verb[0].length).split(/;|, /)[0] ?? '';
  if (notOutput.test(after) || !ownOutput.test(after)) return null;
  return quantityShare(after) ?? parsePercents(after)[0] ?? fractionPercents(after)[0] ?? null;
}

/** The first sentence where one buyer, or a named few, takes 30% or more of what the company sells. */
export function buyerOutputShare(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    const share = buyerShare(s);
    if (share !== null && share >= 30) return concentrationFlag(share, s.text);
  }
  return null;
}
