/**
 * A revenue-by-customer table whose rows state each customer's share, its columns aligned by spaces ('Chiffre
 * d'affaires 2024 par client (MF CFP)', then 'Société Minière du Nord (SMN)   118,0   35,0 %', ..., 'Total   336,9
 * 100,0 %'). The layout reader may leave such a table as written lines; the share is then read on its own row: the
 * largest share a row gives one named party, when the rows' shares add up to the whole (about 100%). A row for many
 * ('Autres', 'Abonnements PME (231 abonnés)') is no one party, and a split by kind of customer is not by customer.
 */
import { concentrationFlag } from './concentration-flag';
import { restOfCustomers } from './customer-kinds';
import { statedNumber } from './layout-cells';
import { places } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const caption = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes)\b[^.;:]{0,25}\b(by|per|par) (customers?|clients?|buyers?|acheteurs?)\b(?! (groups?|segments?|types?|categor\w+)\b)/;
const average = /\b(average|avg|mean|moyen(ne)?s?|arpu|arpa)\b/;
/** A row: its label, two spaces or a tab, its figures, its share last. */
const shareRow = /^\W*([a-z(][^\t%]*?)(?:\s{2,}|\t)[^%]*?(\d{1,3}(?:[.,]\d+)?)\s?%\s*$/;
const totalRow = /^\W*(grand )?total\b/;
const manyLabel = new RegExp(String.raw`\b${restOfCustomers}\b|\(\d+[^)]*\)`);

export function customerShareRows(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [h, head] of written.entries()) {
    if (!caption.test(head.lower) || average.test(head.lower) || head.lower.length > 90) continue;
    const rows: { label: string; share: number; s: SentenceFacts }[] = [];
    for (const line of written.slice(h + 1, h + 16)) {
      const m = shareRow.exec(line.lower);
      if (!m) { if (rows.length > 0) break; continue; }
      if (totalRow.test(line.lower)) break;
      rows.push({ label: (m[1] ?? '').trim(), share: statedNumber((m[2] ?? '').replace(',', '.')), s: line });
    }
    const sum = rows.reduce((total, r) => total + r.share, 0);
    if (rows.length < 2 || Math.abs(sum - 100) > 1.5) continue;
    const named = rows.filter((r) => !manyLabel.test(r.label) && !places.test(r.label));
    const largest = named.reduce<(typeof named)[number] | null>((best, r) => (!best || r.share > best.share ? r : best), null);
    if (largest && largest.share >= 30) return concentrationFlag(largest.share, largest.s.text);
  }
  return null;
}
