/**
 * A margin on one unit claimed as an amount, and the unit's price and costs told in the sentences around it, in prose or
 * as a list ('Our contribution per order is about ₦600' then 'Average order is ₦5,000. Food cost is ₦3,100. The rider
 * costs us ₦1,200 per trip. Packaging is ₦400 and payment fees are about ₦150.'; 'Chaque tonne dégage une marge positive
 * d'environ 40 000 FCFA' then 'prix de vente moyen : 180 000 FCFA ; coût de collecte : 95 000 FCFA ; coût de
 * transformation : 125 000 FCFA'). The price less the costs is what the unit leaves; a claim above it by the tolerance the
 * order lines' check allows (unit-contradictions.ts: 2% of the price, and a quarter above it or any claim over a loss)
 * is contradicted by the text's own figures. unit-waterfall.ts reads the same lines laid out as a bare table; this is
 * how a speaker or a grant application tells them.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt, isNegatedWithin } from './assertion';
import { aboutAnotherCompany } from './other-company';
import type { MoneyMatch } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { valueWords } from './unit-waterfall';

/** The unit the margin is on, named after 'per', 'each', 'chaque': an order, a delivery, a tonne, a crate. */
const perUnit = /\b(per|par|each|every|chaque|sur chaque|on every|on each) (order|commande|delivery|livraison|tonne|ton|unit|unite|kg|kilo|trip|course|ride|box|basket|panier|meal|repas|bag|sac|crate|caisse|bottle|bouteille)s?\b/;
/** The margin's word just before its amount: 'contribution per order is about ₦600', 'une marge positive d'environ 40 000 FCFA'. */
const marginBefore = /\b(contribution( margin)?|marge( positive| nette| brute| contributive| de contribution)?|margin|profit|benefice)\b[^.;\d]{0,30}$/;
const valueSaid = new RegExp(String.raw`\b${valueWords}\b`);
/** How many sentences apart the claim and the lines may stand (a question between them, a line announcing the list). */
const reach = 5;

function claimedMargin(s: SentenceFacts): MoneyMatch | null {
  // 'Our main competitor says its contribution per order is ₦600': another company's claim.
  if (!perUnit.test(s.lower) || aboutAnotherCompany(s.lower)) return null;
  const m = s.money.find((x) => x.period === null && marginBefore.test(s.lower.slice(Math.max(0, x.start - 60), x.start)));
  // 'Our contribution per order is not yet ₦600': a negation anywhere before the amount denies the claim.
  return m && !isHedgedAt(s.lower, m.start) && !isNegatedWithin(s.lower.slice(0, m.start)) ? m : null;
}

/** The unit's price, then the sum of the costs told in the sentences right after it, each of its amounts a cost. */
function priceAndCosts(written: readonly SentenceFacts[], from: number, currency: string): { price: number; costs: number; lines: number } | null {
  for (let i = from; i < Math.min(written.length, from + reach); i += 1) {
    const s = written[i] as SentenceFacts;
    if (s.money.length === 0) continue;
    const [price] = s.money;
    if (s.money.length !== 1 || !price || price.currency !== currency || price.period !== null || !valueSaid.test(s.lower)) return null;
    let costs = 0;
    let lines = 0;
    for (const line of written.slice(i + 1)) {
      if (line.money.length === 0) break;
      if (!line.money.every((x) => x.currency === currency && x.period === null && x.amount < price.amount)) return null;
      costs += line.money.reduce((sum, x) => sum + x.amount, 0);
      lines += line.money.length;
    }
    return lines >= 2 ? { price: price.amount, costs, lines } : null;
  }
  return null;
}

export function marginToldAboveLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    const claim = claimedMargin(s);
    const told = claim ? priceAndCosts(written, i + 1, claim.currency) : null;
    if (!claim || !told) continue;
    const left = told.price - told.costs;
    if (claim.amount - left < 0.02 * told.price || (left > 0 && claim.amount < 1.25 * left)) continue;
    return {
      ruleId: 'unit-economics', category: 'financial-health', title: message('Unit economics figures contradict each other'), severity: 'medium',
      evidence: excerpt(s.text), occurrences: 1,
      recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
    };
  }
  return null;
}
