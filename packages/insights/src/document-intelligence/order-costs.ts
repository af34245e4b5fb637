/**
 * One order's economics itemised: its value ('Average order: $14.00', 'Panier moyen : 18 €', 'Typical basket:
 * $22.00') and the costs of serving it listed after it: in the same sentence ('food cost $9.50; delivery $3.80;
 * packaging $0.90'), in the next sentence when that one says it is per order ('Per order we pay $13.50 for
 * groceries, $6.20 for the rider...'), or on the lines of a list or table that follow, one cost a line. Costs that
 * add up to more than the value lose money on every order (unit-losses.ts); and all these amounts are one order's,
 * not a period's revenue or costs (findings.ts leaves them out). Reads folded text; amounts come from the one money
 * reader (money.ts).
 */
import type { MoneyMatch } from './money';
import type { SentenceFacts } from './sentence-facts';

// What one delivery, ride or parcel brings in is an order's value too ('Average revenue per delivery: GH₵ 38', 'Recette moyenne par course : 2 500 FCFA').
export const orderValueWord = /\b((average )?(revenue|income|fare|price|ticket) per (order|delivery|ride|trip|parcel|meal|box|shipment|booking)|(revenu|recette|chiffre d'affaires|prix) (moyen(ne)? )?par (commande|livraison|course|trajet|colis|repas|expedition|reservation)|average (order|basket|ticket)( value| size| price)?|aov|prix moyen (d'une|par|de la) commande|average price (of an|per) order|typical (order|basket)|order value|basket size|panier( moyen)?|ticket moyen|valeur (moyenne )?(d'une|de la|par) commande|commande moyenne)\b/;
/** A word every order-value label contains: most sentences have none, and are passed over at once. */
const orderStem = /order|basket|aov|panier|ticket|commande|deliver|livraison|ride|trip|parcel|course|trajet|colis|shipment|booking|expedition|reservation/;
/** A sentence that says its amounts are per order: 'Per order we pay ...', 'coûts par commande'. */
const perOrder = /\b(per|each|every|a) (order|box|basket|delivery|meal|ride|trip|parcel)\b|\b(par|chaque) (commande|livraison|panier|repas|course|trajet|colis)\b/;
/** Labels that are not a cost of serving the order: what the customer pays, other unit metrics, results. */
const notACost = /\b(cac|ltv|arpu|acquisition|lifetime|revenues?|revenus?|chiffre|ca|sales|ventes|margin|marge|profit|contribution|charged|we charge|factur\w*|price|prix|earn\w*|gagn\w*|take rate|mrr|arr|gmv|cash|tresorerie|total)\b/;

interface Breakdown { value: MoneyMatch; costs: number; sentences: SentenceFacts[] }

/** The amounts of a sentence, after `from`, that read as costs in the value's currency: each one's label is what stands before it. */
function costsIn(s: SentenceFacts, currency: string, from: number): number[] {
  const out: number[] = [];
  let labelStart = from;
  for (const m of s.money) {
    if (m.start < from) continue;
    const label = s.lower.slice(labelStart, m.start);
    labelStart = m.end;
    if (m.currency !== currency || m.period !== null || notACost.test(label)) continue;
    out.push(m.amount);
  }
  return out;
}

/**
 * Lines headed as one order's ('Par commande (moyenne du T4) : Revenu net : 34,4 MAD ; Rémunération du livreur : 23,5 MAD',
 * 'Per order: Revenue $9.80; Rider $6.10', or the heading on a line of its own over 'Revenue: $9.80'): the heading makes
 * the bare revenue or price label the order's value.
 */
const perOrderHeading = String.raw`^\W*(?:per (?:order|delivery)|par (?:commande|livraison)|for each order|pour chaque commande)\b[^:;]{0,30}:`;
const bareValueLabel = String.raw`(?:(?:net |average )?revenue|revenu(?: net| moyen)?|recette|chiffre d'affaires|prix(?: de vente)?|price)\b`;
const perOrderHeadedValue = new RegExp(String.raw`${perOrderHeading}\s*${bareValueLabel}`);
const headingAlone = new RegExp(String.raw`${perOrderHeading}\s*$`);
const valueUnderHeading = new RegExp(String.raw`^\W*${bareValueLabel}`);
const headedValue = (lower: string, previous: string | undefined) => perOrderHeadedValue.exec(lower) ?? (previous !== undefined && headingAlone.test(previous) ? valueUnderHeading.exec(lower) : null);

function breakdownAt(sentences: readonly SentenceFacts[], i: number): Breakdown | null {
  const s = sentences[i];
  const previous = sentences[i - 1]?.lower;
  if (!s || !(orderStem.test(s.lower) || (previous !== undefined && orderStem.test(previous)))) return null;
  const word = orderValueWord.exec(s.lower) ?? headedValue(s.lower, previous);
  if (!word) return null;
  const value = s.money.find((m) => m.start >= word.index + word[0].length && m.start - (word.index + word[0].length) <= 25 && m.period === null);
  if (!value) return null;
  const costs = costsIn(s, value.currency, value.end);
  const taken = [s];
  if (costs.length < 2) {
    const next = sentences[i + 1];
    if (next && perOrder.test(next.lower) && next.money.length >= 2) {
      costs.push(...costsIn(next, value.currency, 0));
      taken.push(next);
    } else {
      // A list or table: the lines after the value, one cost each, up to the first line that is not one.
      for (let j = i + 1; j < sentences.length; j += 1) {
        const line = sentences[j];
        if (!line || line.money.length !== 1 || line.derived !== s.derived) break;
        const cost = costsIn(line, value.currency, 0);
        if (cost.length !== 1) break;
        costs.push(...cost);
        taken.push(line);
      }
    }
  }
  // One cost line said to be per order is the whole cost of it ('Rider pay, fuel and packaging per delivery: GH₵ 44').
  const wholeCost = costs.length === 1 && taken.length === 2 && perOrder.test(taken[1]?.lower ?? '');
  return costs.length >= 2 || wholeCost ? { value, costs: costs.reduce((a, b) => a + b, 0), sentences: taken } : null;
}

/** A document's itemised orders, read once for both of their readers (findings.ts, unit-losses.ts). */
const read = new WeakMap<readonly SentenceFacts[], Breakdown[]>();
function breakdowns(sentences: readonly SentenceFacts[]): Breakdown[] {
  let found = read.get(sentences);
  if (!found) {
    found = [];
    for (let i = 0; i < sentences.length; i += 1) {
      const one = breakdownAt(sentences, i);
      if (one) found.push(one);
    }
    read.set(sentences, found);
  }
  return found;
}

/** The first itemised order in the text whose costs add up to more than its value; null when none. */
export function orderCostsAboveValue(sentences: readonly SentenceFacts[]): { value: number; costs: number; sentence: string } | null {
  const found = breakdowns(sentences).find((b) => b.costs > b.value.amount);
  return found ? { value: found.value.amount, costs: found.costs, sentence: found.sentences.map((s) => s.text).join(' ') } : null;
}

/** The sentences that itemise one order: their amounts are an order's, not a period's revenue or costs. */
export function orderBreakdownSentences(sentences: readonly SentenceFacts[]): Set<SentenceFacts> {
  return new Set(breakdowns(sentences).flatMap((b) => b.sentences));
}
