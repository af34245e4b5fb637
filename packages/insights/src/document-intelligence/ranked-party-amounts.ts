/**
 * The largest customer, or the two largest, given with amounts and no verb of paying, against the revenue said before:
 * 'Revenue: E 6.8m' then 'The two largest accounts are Lubombo Beverages (E 1.6m) and Swazi Sugar (E 1.3m)'; 'Les ventes
 * tournent autour de 38 000 dollars par mois' then 'le plus gros contrat, c'est le camp minier : 17 000 dollars par mois';
 * 'shipments to Ridgeway Apparel were M 8.1m in the quarter' against the quarter's revenue. The two largest are a named
 * few, their amounts summed. Same currency, and the same period when both name one; a contract's value over several
 * years, an amount owed or one hoped for is no part of revenue.
 */
import { concentrationFlag } from './concentration-flag';
import type { MoneyMatch } from './money';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'Les deux premiers comptes sont A (USD 340k) et B (USD 255k)': the first accounts by rank are the largest.
const rankedParty = /\b(largest|biggest|main|top|principal|principaux|plus gros|plus grands?|premiers?)\b[^.;:]{0,30}\b(accounts?|customers?|clients?|buyers?|offtakers?|acheteurs?|comptes|contrats?|contracts?)\b/;
const twoLargest = /\b(two|deux|2) (largest|biggest|main|plus gros|plus grands|principaux|premiers)\b|\btop (two|2)\b/;
/** Goods sent to a named party: 'shipments to Ridgeway', 'deliveries to MSD', 'livraisons à la SONABEL'. */
const salesToName = /\b(shipments|deliveries|exports|livraisons|expeditions) (to|a|au|aux) (la |le |l')?[a-z]/;
/** A sentence of revenue: the word leads it, or a verb of amounting follows it ('Revenue: E 6.8m', 'les ventes tournent autour de', 'un chiffre d'affaires total de'); 'sales cycle' is no revenue. */
const revenueLead = /^\W*(our |the |le |la |les |total |net )?(revenues?|turnover|chiffre d'affaires|ca|ventes|sales)\b|\b(revenues?|turnover|chiffre d'affaires|ventes|sales) (total |totale?s? |global |globales? |annuel |annuelles? )?(for|in|of|du|de|was|were|came|tourn\w+|s'eleve\w*|atteint|reached|totall?ed|stood|amounted)\b/;
/** An amount owed, hoped for, or a contract's value over its term: no part of the period's revenue. */
const notRevenuePart = /\b(no|not|none|aucune?|pas|could|would|might|if|si|pipeline|prospects?|targets?|objectifs?|potential|expected|negotiat\w*|negoci\w*|owed|owes|receivables?|outstanding|overdue|creances?|impayee?s?|over (the )?(\w+ )?years|sur (\w+ )?ans|total value|valeur totale|per (customer|client)|par client|average|moyenne?)\b/;

/** The revenue the text says before sentence `i`: the first amount of the latest sentence of revenue. */
function revenueBefore(written: readonly SentenceFacts[], i: number): MoneyMatch | null {
  for (let j = i - 1; j >= Math.max(0, i - 12); j -= 1) {
    const s = written[j]!;
    if (s.money.length > 0 && revenueLead.test(s.lower) && !notRevenuePart.test(s.lower)) return s.money[0]!;
  }
  return null;
}

function partOf(s: SentenceFacts): number | null {
  if (notRevenuePart.test(s.lower) || s.lower.includes('%')) return null;
  if (rankedParty.test(s.lower)) {
    const [first, second] = s.money;
    if (!first) return null;
    return twoLargest.test(s.lower) ? (second && second.currency === first.currency ? first.amount + second.amount : null) : first.amount;
  }
  return salesToName.test(s.lower) && s.money.length >= 1 ? s.money[0]!.amount : null;
}

export function rankedPartyOfRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.projected);
  for (const [i, s] of written.entries()) {
    if (s.derived || s.money.length === 0) continue;
    const part = partOf(s);
    const revenue = part === null ? null : revenueBefore(written, i);
    const first = s.money[0]!;
    if (part === null || !revenue || revenue.currency !== first.currency || (revenue.period && first.period && revenue.period !== first.period)) continue;
    const share = (100 * part) / revenue.amount;
    if (share >= 30 && share < 100) return concentrationFlag(share, s.text);
  }
  return null;
}
