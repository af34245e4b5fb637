/**
 * Revenue by customer set as a table (a pipe table, columns aligned by spaces, or one cell a line), which layout.ts
 * reads into one derived sentence a row ('kivu fresh ltd 2024: rwf 610m; 2025: rwf 880m.', 'naivas: kes 38m.'): under a
 * caption or header naming customers ('Revenue by customer', 'Top buyers FY25', '| Client | 2024 | 2025 |'), the
 * largest row that names one party, over the table's total, is that party's share of revenue. The rows are those just
 * above the total that add up to it, so that a second table of the document is never read as this one; a row that
 * stands for many ('Others', 'Autres clients (212)', 'Hotels (41 accts)') is no one party. Also: the largest customer's
 * amount on one line over the revenue stated on another.
 */
import { concentrationFlag } from './concentration-flag';
import { parsePercents } from './money';
import { revenueRow } from './revenue-series';
import { places, topFew } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const customerCaption = /\b(by|per|par) (customers?|clients?|buyers?|accounts?|acheteurs?|offtakers?)\b|\b(top|largest|biggest|main|principaux|premiers|plus gros) (customers|clients|buyers|accounts|acheteurs|offtakers)\b|^\W*(customers?|clients?|buyers?|acheteurs?)\s*\|/;
/** 'Average revenue per customer rose to $40': a metric per customer, no split by customer. */
const averagePerCustomer = /\b(average|avg|mean|moyen(ne)?s?|arpu|arpa)\b/;
const totalLabel = /^\W*(grand )?total\b/;
/** A row for many parties: 'Others', 'Autres clients', 'Rest of market', or a count in brackets ('(41 accts)', '(212)'). */
const manyLabel = /\b(others?|autres?|rest|remaining|divers|various|all other|sundry)\b|\(\d+[^)]*\)/;

/** The row's figure for its latest period: the amount after the highest year ('2025: rwf 880m'), else its last amount. */
function latestAmount(s: SentenceFacts): { amount: number; currency: string } | null {
  let best: { year: number; amount: number; currency: string } | null = null;
  for (const m of s.money) {
    const year = Number(/(20\d\d)\s?:\s?$/.exec(s.lower.slice(Math.max(0, m.start - 8), m.start))?.[1] ?? 0);
    if (!best || year >= best.year) best = { year, amount: m.amount, currency: m.currency };
  }
  return best;
}

const rowLabel = (s: SentenceFacts) => s.lower.split(/\s(?:fy\s?)?20\d\d\s?:|:/)[0] ?? '';

/** The customer-concentration flag a revenue-by-customer table states; null when the document has none. */
export function customerTableShare(sentences: readonly SentenceFacts[]): RiskFlag | null {
  // 'Receivables by customer' splits what customers owe, not revenue: its rows are no customer's part of revenue.
  if (!sentences.some((s) => !s.derived && customerCaption.test(s.lower) && !averagePerCustomer.test(s.lower) && !owedWords.test(s.lower))) return null;
  for (const [t, total] of sentences.entries()) {
    if (!total.derived || !totalLabel.test(total.lower)) continue;
    const whole = latestAmount(total);
    if (!whole || whole.amount <= 0) continue;
    const rows: { label: string; amount: number; s: SentenceFacts }[] = [];
    let sum = 0;
    for (let j = t - 1; j >= 0; j -= 1) {
      const row = sentences[j] as SentenceFacts;
      const figure = row.derived ? latestAmount(row) : null;
      if (!figure || figure.currency !== whole.currency) break;
      rows.push({ label: rowLabel(row), amount: figure.amount, s: row });
      sum += figure.amount;
      if (Math.abs(sum - whole.amount) <= whole.amount * 0.01) break;
    }
    if (rows.length < 2 || Math.abs(sum - whole.amount) > whole.amount * 0.01) continue;
    const named = rows.filter((r) => !manyLabel.test(r.label));
    const largest = named.reduce<(typeof named)[number] | null>((best, r) => (!best || r.amount > best.amount ? r : best), null);
    const share = largest ? (100 * largest.amount) / whole.amount : 0;
    if (!largest || share < 30) continue;
    return concentrationFlag(share, largest.s.text);
  }
  return null;
}

/** The one customer a line singles out: 'our biggest buyer', 'notre premier acheteur', 'the top account'. */
// 'our anchor account', 'notre client phare': the one account the business leans on.
export const largestParty = /\b(largest|biggest|top|main|anchor|premier|principal|plus gros)( [a-z]+)? (customer|client|buyer|acheteur|offtaker|distributor|distributeur|account)\b|\b(client|compte) (phare|principal|d'ancrage)\b/;
const partyPronoun = /^\W*(it|this (customer|client|account|buyer)|that (customer|client)|il|elle|ce client|cet acheteur)\b/;
/**
 * Or singled out otherwise: by 'alone' ('la Société minière de Boké a généré à elle seule 61 milliards'), as a named few
 * counted by rank ('nos trois principaux distributeurs ... ont totalisé 3,97 milliards'), or by name as the subject that
 * bought ('a) Kalulushi Mills bought ZMW 21.4m of product in FY2025'). The company itself, 'we' or 'the Company', buys nothing here.
 */
const aloneParty = /\b(a (elle|lui) seule?|a eux seuls|a elles seules|on (its|their) own|by itself|alone|single-handedly)\b/;
const namedBuyer = /^\W*(?:[a-z][.)]\s+|[A-Za-z]+\s?:\s*)?([A-Z][\w&'.-]*(?:\s(?:[A-Z][\w&'.-]*|de|du|des|of|&))*)\s(?:alone\s)?(?:bought|purchased|paid|ordered|took|a achete|a commande|a paye|a regle)\b/;
const ownSubject = /^(the company|company|management|we|our|the group|le groupe|la societe|societe|nous|notre)\b/;
function namedBuyerSubject(s: SentenceFacts): boolean {
  const m = namedBuyer.exec(s.text.normalize('NFD').replace(/\p{M}/gu, ''));
  const name = (m?.[1] ?? '').toLowerCase();
  return m !== null && name.length >= 3 && !ownSubject.test(name) && !places.test(name);
}
/** What it paid or bought: an amount of revenue, not a credit line or a valuation. */
// 'nous a confié 1,2 M TND de prestations' (work entrusted is work billed); 'R27.5m of FY25 rev' (a note's shorthand).
// 'accounted for EGP 22.4m', 'a pesé 690 M FCFA': a party's part of revenue said with the verbs of a share.
const paidWords = /\b(paid|pays|bought|buys|purchased|ordered|billed|invoiced|spent|totall?ed|totalise\w*|commandes|orders|sales|revenues?|rev|regle|paye|verse|achete|commande|facture\w*|ventes|chiffre d'affaires|confie|prestations|accounted for|accounts for|brought in|generated|contributed|(a )?(pese|represente|genere|rapporte|apporte))\b/;
/** What a customer owes or may buy is not what it paid: 'accounted for KES 9m of receivables', 'a pipeline of $2m'. */
const owedWords = /\b(receivables?|creances?|overdue|owes?|outstanding|impayes?|pipeline|backlog|prospects?|dettes?)\b/;
/** A revenue line, or a note's shorthand for one ('Rev FY24 R61.2m \u2192 FY25 R72.4m'). */
// A year may lead the line ('2025 revenue: EGP 64m', 'FY25 sales: ...').
// Or recurring revenue stated as such ('ARR déclaré au 30/06/2025 : 14,6 M MAD'), against which a customer's part of ARR is read.
const totalLine = (lower: string) => revenueRow.test(lower.replace(/^\W*(fy\s?)?(20)?\d\d\s/, '')) || /^\W*(total )?rev\.?\s/.test(lower) || /^\W*(arr|mrr)\b/.test(lower);
/** The year an amount is labelled with just before it ('FY25 R72.4m', '2025: KES 3m'): its last two digits, or null. */
const yearBefore = (lower: string, at: number) => /(?:fy\s?|20)(\d\d)\s?:?\s*$/.exec(lower.slice(Math.max(0, at - 10), at))?.[1] ?? null;
/** The total's amount for the year the part names ('R27.5m of FY25 rev' against 'FY24 R61.2m \u2192 FY25 R72.4m'); its first amount otherwise. */
function totalForPart(total: SentenceFacts, part: string): SentenceFacts['money'][number] | undefined {
  const years = [...part.matchAll(/\b(?:fy\s?|20)(\d\d)\b/g)].map((m) => m[1]);
  const labelled = total.money.filter((m) => yearBefore(total.lower, m.start) !== null);
  if (new Set(years).size !== 1 || labelled.length < 2) return total.money[0];
  return labelled.find((m) => yearBefore(total.lower, m.start) === years[0]) ?? total.money[0];
}

/**
 * One customer's amount on its line and the revenue on another ('Chiffre d'affaires : 1,84 milliard FCFA' then 'Ivoire
 * Cacao Négoce, notre premier acheteur, nous a réglé 690 M FCFA de ventes facturées'): its share of that revenue, in the
 * same currency and period (a period unnamed on one side is taken as the other's).
 */
export function largestCustomerOfStatedRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const totalSentence = written.find((s) => totalLine(s.lower) && s.money.length >= 1);
  if (!totalSentence) return null;
  for (const [i, s] of written.entries()) {
    const [part] = s.money;
    // 'Our top client ... renewed. It paid us KES 71m over the period': the pronoun names the party of the sentence before.
    const before = written[i - 1];
    // A party singled out by 'alone', by rank or by name is read against the latest revenue the text states: a later
    // year's revenue below ('Revenue FY2022: $3.0m.' 'Acme paid us $1.5m of that.' 'Revenue FY2025: $9.0m') makes it history.
    const laterRevenue = written.slice(i + 1).some((t) => t !== totalSentence && totalLine(t.lower) && t.money.length >= 1);
    const singledOut = !laterRevenue && (aloneParty.test(s.lower) || topFew.test(s.lower) || namedBuyerSubject(s));
    const party = largestParty.test(s.lower) || singledOut || (partyPronoun.test(s.lower) && before !== undefined && before.money.length === 0 && largestParty.test(before.lower));
    // A note's line may go on after ';' about other customers ('; next 2 clients ~9% each'): the part's own clause is read.
    const clause = part ? (s.lower.slice(0, part.end).split(';').pop() ?? '') + (s.lower.slice(part.end).split(';')[0] ?? '') : '';
    if (s.money.length !== 1 || !part || parsePercents(clause).length > 0 || !party || !paidWords.test(clause) || owedWords.test(clause)) continue;
    const total = totalForPart(totalSentence, clause);
    if (!total || total.amount <= 0) continue;
    if (part.currency !== total.currency || part.amount >= total.amount || (part.period && total.period && part.period !== total.period)) continue;
    const share = (100 * part.amount) / total.amount;
    if (share < 30) continue;
    return concentrationFlag(share, s.text);
  }
  return null;
}
