/**
 * One customer's part of revenue found by arithmetic on the revenue it belongs to, when no line states it:
 * - the rest told after one party was singled out: 'ARR: USD 1.2m.' 'This includes our Lagos State contract: ...' 'Our
 *   other 140 customers make up the remaining USD 650k' (the party is the whole less the rest), 'Les 212 autres
 *   clients représentent les 38 M FCFA restants';
 * - a revenue split into parts that add up to it, one part told as a named party's: 'Revenue for 2025 is $1.6M: $1.1M
 *   of subscriptions and $0.5M from the project we delivered for Ecobank', 'CA 2025 : 410 M, dont 250 M de ventes en
 *   boutique et 160 M facturés à la Sonatel'.
 * Each gives the party's share of revenue; named-revenue-share.ts, which reads a part stated outright, flags 30% or more.
 */
import { foldName, isParty, places } from './customer-names';
import { largestParty } from './customer-table';
import type { SentenceFacts } from './sentence-facts';

/** The many others, said as such: 'our other 140 customers', 'les 212 autres clients', 'the other shops'. */
const otherCustomers = /\b(?:other|autres)\s(?:~?\d[\d,. ]*\s)?(?:[a-z]+\s)?(?:customers|clients|accounts|buyers|shops|stores|retailers|distributors|pharmacies|schools|hospitals|acheteurs|comptes|boutiques|magasins|distributeurs|ecoles|hopitaux)\b/;
/** One party singled out: 'our largest client', 'our Lagos State contract', 'le contrat avec la SOTRAC'. */
const contractWord = /\b(contracts?|contrats?|agreement|accord|account|compte)\b/;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
/** A name with a capital after the first word, a chat's time and speaker left out. */
const capitalName = /^\W*(?:\[[^\]]{1,25}\]\s*)?(?:[A-Z][\w.-]*\s?:\s*)?\S+\s.*?\b([A-Z][\w&'.-]+)/;
const singlesOut = (s: SentenceFacts) => largestParty.test(s.lower) || (contractWord.test(s.lower) && capitalName.test(fold(s.text)));

type Amount = SentenceFacts['money'][number];

/** The share left to the party singled out between the revenue and the rest, or null. */
export function remainderShare(written: readonly SentenceFacts[], i: number, totals: readonly { at: number; amount: Amount }[]): number | null {
  const s = written[i] as SentenceFacts;
  const others = otherCustomers.exec(s.lower);
  const rest = s.money.length === 1 ? s.money[0] : undefined;
  if (!others || !rest || rest.start < others.index) return null;
  const total = [...totals].reverse().find((t) => t.amount.currency === rest.currency && rest.amount < t.amount.amount && (!rest.period || !t.amount.period || rest.period === t.amount.period));
  if (!total || !written.slice(total.at, i).some(singlesOut)) return null;
  return (100 * (total.amount.amount - rest.amount)) / total.amount.amount;
}

/** After the whole, the split begins: 'is $1.6M: ...', '410 M, dont ...', '$2m, of which ...'. */
const splitOpens = /^\s*(?::|\u2014|\u2013|,?\s(?:of which|including|incl\.|dont|soit))/;
/** A part's party after its amount: 'from the project we delivered for Ecobank', 'facturés à la Sonatel'. */
const partyAfter = /\b(?:for|from|with|to|by|avec|pour|aupres d[eu']\s?|chez|(?:factur|vendu|livre)\w* a)\s(?:the |le |la |les |l')?([A-Z][\w&'.-]*(?:\s[A-Z][\w&'.-]*)*)/g;

/** `whole` is the revenue the sentence states (named-revenue-share.ts). */
export function splitShare(s: SentenceFacts, whole: Amount | undefined): number | null {
  if (!whole || !splitOpens.test(s.lower.slice(whole.end))) return null;
  const parts = s.money.filter((m) => m.start > whole.start);
  const sum = parts.reduce((total, m) => total + m.amount, 0);
  if (parts.length < 2 || parts.some((m) => m.currency !== whole.currency) || Math.abs(sum - whole.amount) > whole.amount * 0.02) return null;
  const text = fold(s.text);
  let best: number | null = null;
  for (const [k, part] of parts.entries()) {
    const clause = text.slice(part.end, parts[k + 1]?.start ?? text.length).split(/[;.]/)[0] ?? '';
    const named = [...clause.matchAll(partyAfter)].some((m) => isParty(m[1] ?? '') && !places.test(foldName(m[1] ?? '')));
    if (named) best = Math.max(best ?? 0, (100 * part.amount) / whole.amount);
  }
  return best;
}
