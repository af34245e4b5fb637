/**
 * A list of clients set as rows under a header that opens on the client column ('Client   Plan   Monthly fee ...'),
 * or a revenue split by channel whose row names one party ('Supermarkets \u2014 Naivas: KES 210m'), each row
 * with its amount, and no total row: when the rows' first amounts add up to an amount the document states
 * elsewhere ('MRR: USD 8,000 in recurring fees'), the rows are all the revenue of that kind, and the largest row over their
 * sum is one client's share of it. A list of a few top clients adds up to no stated amount, so it is never read as the
 * whole. Rows for many ('Others', 'Autres clients') are no one client; what clients owe or may buy is no revenue.
 */
import { concentrationFlag } from './concentration-flag';
import { foldName, isParty, places, withoutAccents } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** A header whose first column names clients, followed by at least one more column. */
const clientHeader = /^\W*(clients?|customers?|buyers?|acheteurs?|accounts?|comptes?)(\s{2,}|\s?\|\s?|\t)\S/;
/** A heading that splits revenue by channel or segment: its rows are no clients, unless a row names one ('Supermarkets \u2014 Naivas'). */
const splitHeading = /^\W*(sales|revenues?|turnover|chiffre d'affaires|ca|ventes) (by|par) (channel|segment|canal|canaux|segments?|source|type|activite|activity)\b/;
/** A row label that names one party after a dash, brackets left out: 'Supermarkets \u2014 Naivas (one contract)'. */
const dashName = /[\u2013\u2014-]\s+([A-Z][\w&'.-]*(?:\s[A-Z][\w&'.-]*){0,3})\s*(?:\(|:|$)/;
function namesOneParty(row: SentenceFacts): boolean {
  const m = dashName.exec(withoutAccents(row.text).split(':')[0] ?? '');
  return Boolean(m && isParty(m[1] ?? '') && !places.test(foldName(m[1] ?? '')));
}
const manyLabel = /\b(others?|autres?|rest|remaining|divers|various|all other|total)\b/;
const notRevenue = /\b(receivables?|creances?|overdue|outstanding|owed|owes|impayes?|pipeline|prospects?|proposals?|devis|offres?|backlog|arrears|arrieres)\b/;
/** At most this many rows: a longer list is a register, not a few clients. */
const maxRows = 12;

export function customerRowsOfStatedTotal(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [h, header] of written.entries()) {
    const byClient = clientHeader.test(header.lower);
    if (header.money.length > 0 || (!byClient && !splitHeading.test(header.lower)) || notRevenue.test(header.lower)) continue;
    const rows: SentenceFacts[] = [];
    for (const row of written.slice(h + 1, h + 1 + maxRows)) {
      const first = row.money[0];
      const head = rows[0]?.money[0];
      if (!first || (head && (first.currency !== head.currency || first.period !== head.period))) break;
      rows.push(row);
    }
    if (rows.length < 2) continue;
    const amounts = rows.map((r) => r.money[0]?.amount ?? 0);
    const sum = amounts.reduce((total, x) => total + x, 0);
    const currency = rows[0]?.money[0]?.currency;
    const stated = written.some((s) => !rows.includes(s) && !notRevenue.test(s.lower) && s.money.some((m) => m.currency === currency && Math.abs(m.amount - sum) <= sum * 0.005));
    if (!stated || sum <= 0) continue;
    const named = rows.filter((r) => (byClient ? !manyLabel.test(r.lower.slice(0, r.money[0]?.start ?? 0)) : namesOneParty(r)));
    const largest = named.reduce<SentenceFacts | null>((best, r) => (!best || (r.money[0]?.amount ?? 0) > (best.money[0]?.amount ?? 0) ? r : best), null);
    const share = largest ? (100 * (largest.money[0]?.amount ?? 0)) / sum : 0;
    if (!largest || share < 30) continue;
    return concentrationFlag(share, largest.text);
  }
  return null;
}
