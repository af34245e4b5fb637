/**
 * One customer's part of a revenue stated just before, told by its amount with the party after it, which
 * named-revenue-share.ts (the party before its amount, or the part and its whole in one sentence) does not read:
 * - 'Revenue for FY2025 was USD 8.2m.' then 'Of this, USD 4.1m was licence income paid by Equity Bank', 'Sur ce
 *   montant, 180 M FCFA ont été facturés à la SOTRAC';
 * - a line of a revenue split with its own part: 'Travaux d'entretien : 420 M FCFA, dont 400 M facturés à la Société des
 *   Eaux' (the part may leave its currency unsaid: it is the line's);
 * - the largest customer said as such, then what it took, after the revenue in the same note: 'revenue KES 300m; 900
 *   shops; our largest buyer, a supermarket chain, took KES 120m'.
 * The caller (named-revenue-share.ts) measures the part against the revenue the document stated last, so a line's
 * part is a share of all revenue, not of its line.
 */
import type { SentenceFacts } from './sentence-facts';

type Amount = SentenceFacts['money'][number];
/** The part found: where its clause opens, its amount and currency, and the party named ('' for one said by rank). */
export interface PartAfter { index: number; amount: number; currency: string; party: string; refersBack: boolean }

/** 'Of this,', 'of which', 'dont', 'sur ce montant': a part of the amount just named. */
const partOpens = /(?:^\W*|[,;:(]\s*)(of (?:this|that|it|which)|out of (?:this|that)|sur ce (?:montant|total|chiffre)|de ce (?:montant|total)|dont),?\s/g;
/** A bare amount whose currency is the line's: '400 M', '1,2 milliard'. A scale word is required. */
const bareAmount = /^(\d+(?:[.,]\d+)?)\s?(k|m|mn|md|bn|millions?|milliards?|billion)\b/;
const scaleOf = (unit: string) => (/^(md|bn|milliards?|billion)$/.test(unit) ? 1e9 : /^(m|mn|millions?)$/.test(unit) ? 1e6 : 1e3);
/** What the part was: paid by, billed to, received from a party. */
const paidBy = /^[^.;]{0,80}?\b(?:paid by|billed to|invoiced to|received from|came from|comes from|from|factur\w* (?:a|au|aux)|vers\w* par|pay\w* par|regl\w* par|revers\w* par|provenant d[eu']?|realis\w* (?:avec|aupres d[eu']?))\s?(?:the |le |la |les |l')?/;
/** The party's name, with its capital, on the folded text. */
const nameAt = /^([A-Z][\w&'.-]*(?:\s(?:[A-Z][\w&'.-]*|de|du|des|of|d'))*)/;

/** The amount that opens at `at`: a money the sentence reads there, else a bare amount in the currency of the money before. */
function amountAt(s: SentenceFacts, at: number): { amount: number; currency: string; end: number } | null {
  const money = s.money.find((m) => m.start >= at && m.start <= at + 4);
  if (money) return { amount: money.amount, currency: money.currency, end: money.end };
  const bare = bareAmount.exec(s.lower.slice(at));
  const before = [...s.money].reverse().find((m: Amount) => m.end <= at);
  if (!bare || !before) return null;
  return { amount: Number((bare[1] ?? '').replace(',', '.')) * scaleOf(bare[2] ?? ''), currency: before.currency, end: at + bare[0].length };
}

/** Money raised or owed is no revenue: 'we raised $6m, of which $4m came from Acme Ventures', 'accounted for $2m of receivables'. */
const notRevenue = /\b(rais\w+|round|funding|invest\w*|loans?|grants?|levee|financement|pret|subventions?|receivables?|creances?|overdue|owes?|outstanding|impayes?|pipeline|backlog|prospects?|dettes?)\b/;

/** The part of a stated amount paid by a named party ('Of this, X was paid by Acme', '..., dont 400 M facturés à la Société des Eaux'), or null. */
export function partPaidByParty(s: SentenceFacts, text: string): PartAfter | null {
  if (!/\b(of (this|that|it|which)|out of|dont|sur ce|de ce)\b/.test(s.lower) || notRevenue.test(s.lower)) return null;
  partOpens.lastIndex = 0;
  for (let m = partOpens.exec(s.lower); m; m = partOpens.exec(s.lower)) {
    const part = amountAt(s, m.index + m[0].length);
    const paid = part ? paidBy.exec(s.lower.slice(part.end)) : null;
    const named = part && paid ? nameAt.exec(text.slice(part.end + paid[0].length)) : null;
    if (part && named) return { index: m.index, amount: part.amount, currency: part.currency, party: named[1] ?? '', refersBack: !/^(dont|of which)$/.test(m[1] ?? '') };
  }
  return null;
}

/** 'our largest buyer, a supermarket chain, took KES 120m', 'notre premier client a acheté pour 190 M': one customer by rank, then what it paid. */
const largestPaid = /\b(?:our|the|notre|le|la) (?:single largest|largest|biggest|top|main|anchor|premier|principal|plus gros)( [a-z-]+)? (?:customer|client|buyer|acheteur|offtaker|account|compte|distributor|distributeur)\b[^.;]{0,80}?\b(?:took|bought|purchased|ordered|paid( us)?|spent|accounted for|brought in|generated|contributed|a achete( pour)?|a commande( pour)?|a paye|nous a (?:paye|verse|regle)|a pese|a represente|a genere|a rapporte)\s/;
export function largestPartyPaid(s: SentenceFacts): PartAfter | null {
  const m = notRevenue.test(s.lower) ? null : largestPaid.exec(s.lower);
  const money = m ? s.money.find((x) => x.start >= m.index + m[0].length && x.start <= m.index + m[0].length + 6) : undefined;
  return m && money ? { index: m.index, amount: money.amount, currency: money.currency, party: '', refersBack: true } : null;
}
