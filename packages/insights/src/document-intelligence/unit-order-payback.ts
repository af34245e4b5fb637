/**
 * A CAC said to be earned back within a number of orders ('we recover the CAC on the very first order', 'le coût
 * d'acquisition est remboursé dès la deuxième commande', 'paid back within 2 orders') or of a seasonal business's
 * seasons ('chaque producteur est rentabilisé dès sa première saison'), against what the text itself
 * says a customer costs to win and what each order leaves: a CAC of 45 and 6 left per order take about eight orders,
 * not one. The claim is contradicted when it names half the orders or fewer. Reads folded text; amounts come from
 * the one money reader (money.ts), words included ('forty-five cedis').
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt, isNegatedAt } from './assertion';
import type { MoneyMatch } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { orderContribution, statedAcquisitionCost } from './unit-metrics';

const ordinals: Record<string, number> = {
  first: 1, '1st': 1, one: 1, a: 1, single: 1, second: 2, '2nd': 2, two: 2, third: 3, '3rd': 3, three: 3, fourth: 4, four: 4,
  premiere: 1, premier: 1, une: 1, un: 1, seule: 1, deuxieme: 2, seconde: 2, deux: 2, troisieme: 3, trois: 3, quatrieme: 4, quatre: 4,
};
const ordinal = String.raw`(?<n>\d+|${Object.keys(ordinals).join('|')})`;
/** 'recover the CAC on the very first order', 'earn back acquisition within two orders', 'CAC remboursé dès la première commande'. */
const paidWithinOrders = new RegExp(
  String.raw`\b(recover|recovers|recovered|recoup|recoups|recouped|earn back|earns back|earned back|pay back|pays back|paid back|pays for itself|rembours\w*|recuper\w*|amorti\w*|rentabilis\w*)\b[^.;]{0,40}?\b(on|from|with|in|within|by|after|des|en|a|avec|sur|apres) (the |its |their |la |sa |leur |une |un )?(very |toute )?${ordinal} (orders?|purchases?|deliver(y|ies)|commandes?|achats?|livraisons?|seasons?|harvests?|saisons?|recoltes?)\b`,
);
/** A target, not a fact: 'we aim to recover', 'we hope to earn back', 'nous visons à rentabiliser', 'devrait être remboursé'. */
const aimedAt = /\b(hope|hopes|aim|aims|expect|expects|plan|plans|target|targets|want|wants|intend|intends|goal|objective|esperons|visons|vise|objectif|comptons|souhaitons|devrait|devraient)\b[^.;]{0,25}$/;
export function ordersToRecover(lower: string): number | null {
  const m = paidWithinOrders.exec(lower);
  if (!m) return null;
  // The words just before the verb ('we do not recover', 'we could recoup'): a transcript runs its clauses together
  // ('the thing people don't understand is ... we recover the CAC'), so its clause is no scope.
  const from = Math.max(0, m.index - 40);
  if (isHedgedAt(lower.slice(from), m.index - from) || isNegatedAt(lower.slice(from), m.index - from) || aimedAt.test(lower.slice(from, m.index))) return null;
  const n = m.groups?.n ?? '';
  return ordinals[n] ?? Number(n);
}

/** What one order leaves, said: 'per order ... we keep about six cedis', 'sur chaque commande il nous reste 300 FCFA'. */
const keptAfterOrder = /\b(per|each|every|on each|on every|par|sur chaque|chaque) (order|commande)\b[^.;]{0,80}?\b(we|nous|il nous)? ?(keep|keeps|make|makes|net|nets|clear|clears|pocket|earn|gardons|gagnons|reste|degageons)\s(about |around |roughly |some |environ |a peu pres )?$/;
/** A seasonal business counts its margin per season or harvest: 'Marge nette par producteur et par saison : 6 500 Ar', 'Contribution per farmer per season: $12'. */
const marginPerSeason = /\b(marge( nette| brute)?|margin|contribution|profit)\b[^.;\d]{0,40}\b(per|par) (season|saison|harvest|recolte)\s?:?\s?$/;
function keptPerOrder(s: SentenceFacts): MoneyMatch | null {
  return orderContribution(s) ?? s.money.find((x) => x.period === null && (keptAfterOrder.test(s.lower.slice(Math.max(0, x.start - 140), x.start)) || marginPerSeason.test(s.lower.slice(Math.max(0, x.start - 80), x.start)))) ?? null;
}

function first<T>(sentences: readonly SentenceFacts[], read: (s: SentenceFacts) => T | null): { value: T; sentence: string } | null {
  for (const s of sentences) {
    const value = read(s);
    if (value !== null) return { value, sentence: s.text };
  }
  return null;
}

export function orderPaybackContradicted(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const claimed = first(written, (s) => ordersToRecover(s.lower));
  if (!claimed) return null;
  const cost = first(written, (s) => statedAcquisitionCost(s));
  const perOrder = first(written, keptPerOrder);
  if (!cost || !perOrder || perOrder.value.currency !== cost.value.currency || !(perOrder.value.amount > 0)) return null;
  const implied = cost.value.amount / perOrder.value.amount;
  if (claimed.value > implied / 2) return null;
  return {
    ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', evidence: excerpt(claimed.sentence), occurrences: 1,
    title: message('Unit economics figures contradict each other'),
    recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
  };
}
