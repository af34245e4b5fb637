/**
 * A whole split between named parties by their amounts, as due-diligence answers write it:
 * - the question states the whole and asks the split ('Q3. Répartition du chiffre d'affaires 2023 (1 060 M FCFA) par
 *   client :'), the answer lists each party with its amount ('Brasseries du Cameroun : 212 M FCFA ; Eneo : 131 M FCFA ;
 *   1 400 marchands PME : le solde');
 * - or the answer states the whole, the named parts and the rest left to many ('Total 612 M FRW, dont MTN MoMo 208 M
 *   FRW, Airtel Money 61 M FRW, le solde réparti sur 2 300 marchands'): the rest to many says the parts are customers.
 * - or a line led by the split gives the named party's amount and the others' ('Q4 sales by customer: Maandeeq Mart,
 *   USD 88k; the other USD 103k came from more than 60 shops'): the whole is their sum.
 * The named parties (two to five, or one) are the guide's named few: their amounts added over the whole, 30% or more,
 * is concentration. A label for many ('1 400 marchands PME', 'Autres') or a place is no party; percentages are read by
 * customer-split.ts, which this leaves alone.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { concentrationFlag } from './concentration-flag';
import { foldName, isParty, places } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

type Amount = SentenceFacts['money'][number];

/** A request for the split by party, as customer-split.ts reads it. */
const splitAsked = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b[^.?;]{0,40}\b(by|par) ([a-z]+ )?(customers?|clients?|buyers?|accounts?|partners?|acheteurs?|partenaires?|comptes?)\b/;
/** The whole opened as a total split: 'Total 612 M FRW, dont', 'Total revenue $4.0m, of which'. */
const totalThenParts = /^\s*,?\s*(?:\([^)]*\)\s*,?\s*)?(?:dont|of which|including)\b/;
const totalWord = /\btotal\b/;
/** The rest left to many: 'le solde réparti sur 2 300 marchands', 'the balance from 140 smaller hotels', 'the rest'. */
const restToMany = /\b(le solde|le reste|the balance|the rest|the remainder)\b/;
/** A label for many or for the rest: 'Autres clients', '1 400 marchands PME', 'others'. */
const manyLabel = /\b(others?|autres?|all|rest|reste|solde|balance|remaining|divers|various|total)\b|^\d/i;
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\u2019/g, "'");

/**
 * The label just before an amount: the words since the amount before or the split's opening, from its last colon
 * ('R : Brasseries du Cameroun :') and up to its first comma ('Maandeeq Mart, the Hargeisa supermarket chain,').
 */
function labelBefore(text: string, from: number, at: number): string {
  const clause = text.slice(from, at).replace(/[\s:=-]+$/, '').split(/[:;]/).pop() ?? '';
  return (clause.replace(/^[\s,.)]*(?:(?:dont|of which|including|et|and)\s+)?/i, '').split(',')[0] ?? '').trim();
}

/** The share the named parties' amounts make of `whole`, or null when no party is named or they exceed it. */
function namedShare(s: SentenceFacts, whole: Amount, parts: readonly Amount[], textStart: number): number | null {
  const text = plain(s.text);
  let sum = 0;
  let named = 0;
  let from = textStart;
  for (const part of parts) {
    const label = labelBefore(text, from, part.start);
    from = part.end;
    if (part.currency !== whole.currency || label.split(/\s+/).length > 6) return null;
    if (!/^[A-Z]/.test(label) || !isParty(label) || manyLabel.test(label) || places.test(foldName(label))) continue;
    sum += part.amount;
    named += 1;
  }
  if (named === 0 || named > 5 || sum >= whole.amount) return null;
  return (100 * sum) / whole.amount;
}

/**
 * Or the whole is the parts' sum, when a line led by the split ('Q4 sales by customer:') gives the named party's amount
 * and the others' ('the other USD 103k came from more than 60 shops'): all of it, told in parts.
 */
const splitCaption = /\b(sales|revenues?|turnover|chiffre d'affaires|ventes|ca)\b[^.;:\d]{0,30}\b(by|par) (customers?|clients?|buyers?|acheteurs?)\s?:/;
const othersLabel = /\b(other|others|autres|rest|reste|remaining|balance|solde)\b/;
function othersSum(s: SentenceFacts): Amount | undefined {
  const [first] = s.money;
  if (!first || s.money.length < 2 || !splitCaption.test(s.lower.slice(0, first.start))) return undefined;
  const othersTold = s.money.some((m, k) => k > 0 && othersLabel.test(s.lower.slice(s.money[k - 1]?.end ?? 0, m.start)));
  if (!othersTold || s.money.some((m) => m.currency !== first.currency)) return undefined;
  return { ...first, amount: s.money.reduce((sum, m) => sum + m.amount, 0) };
}

export function splitAmountsShare(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (s.money.length === 0 || isNegatedAt(s.lower, 0) || isHedgedAt(s.lower, 0)) continue;
    const [first] = s.money;
    // The whole in the answer itself, the rest told as going to many.
    const ownWhole = first && totalWord.test(s.lower.slice(0, first.start)) && totalThenParts.test(s.lower.slice(first.end)) && restToMany.test(s.lower) ? first : undefined;
    // Or in the question just before, which asks for the split.
    const question = ownWhole ? undefined : written.slice(Math.max(0, i - 2), i).reverse().find((q) => splitAsked.test(q.lower) && q.money.length === 1);
    const summed = ownWhole || question ? undefined : othersSum(s);
    const whole = ownWhole ?? question?.money[0] ?? summed;
    if (!whole) continue;
    const parts = ownWhole ? s.money.slice(1) : s.money;
    const share = namedShare(s, whole, parts, ownWhole ? ownWhole.end : 0);
    if (share !== null && share >= 30) return concentrationFlag(share, s.text);
  }
  return null;
}
