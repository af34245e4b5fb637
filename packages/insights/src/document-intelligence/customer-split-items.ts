/**
 * Revenue stated, then said to be split as follows, its parts one a line ('CA 2024 : 1 480 k€, réparti ainsi :' then
 * 'marché France Travail (lot 3) : 612 k€', 'Région Réunion : 134 k€', 'OPCO et entreprises privées : 561 k€';
 * 'Revenue for 2024 was USD 2.0m, split as follows:' then 'Contract with Acme Mining: USD 900k', ...). When the parts'
 * amounts add up to the stated revenue, the largest part that names one party over that revenue is its share. A part
 * names a party by a capitalised name after its first word ('marché France Travail'); a kind of customer in the
 * plural ('entreprises privées', 'particuliers', 'retailers') or the rest ('autres') is many parties, not one.
 */
import { concentrationFlag } from './concentration-flag';
import { customerKinds, restOfCustomers } from './customer-kinds';
import { withoutAccents } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const splitLead = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes)\b[^.;]{0,80}\b(reparti\w*|ventile\w*|se decompose\w*|decompose\w*|split|broken down|breaks down|splits)\b[^.;]{0,30}\b(ainsi|comme suit|as follows|de la maniere suivante|like this|:)|\b(revenues?|sales|chiffre d'affaires|ca|ventes)\b[^.;]{0,80}\b(reparti\w*|ventile\w*|split|broken down)\s?:\s*$/;
const manyParties = new RegExp(String.raw`\b(?:${restOfCustomers}|${customerKinds}|clients|customers)\b|\(\d+[^)]*\)`);
/** A capitalised word after the label's first word: a party's name ('marché France Travail', 'Contract with Acme'). */
const laterName = /^\S+\s.*?\b[A-Z][\w&'-]+/;

const labelOf = (s: SentenceFacts) => withoutAccents(s.text).split(/:(?=[^:]*$)/)[0]?.replace(/\([^)]*\)|«[^»]*»|"[^"]*"/g, ' ') ?? '';

export function revenueSplitItems(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [h, lead] of written.entries()) {
    const [whole] = lead.money;
    if (!whole || whole.amount <= 0 || !splitLead.test(lead.lower)) continue;
    const items: { amount: number; s: SentenceFacts }[] = [];
    let sum = 0;
    for (const line of written.slice(h + 1, h + 13)) {
      const colon = line.lower.lastIndexOf(':');
      const amount = line.money.find((m) => m.start > colon && m.currency === whole.currency);
      if (!amount) break;
      items.push({ amount: amount.amount, s: line });
      sum += amount.amount;
      if (Math.abs(sum - whole.amount) <= whole.amount * 0.01 || sum > whole.amount * 1.01) break;
    }
    if (items.length < 2 || Math.abs(sum - whole.amount) > whole.amount * 0.01) continue;
    const named = items.filter((item) => { const label = labelOf(item.s); return laterName.test(label) && !manyParties.test(label.toLowerCase()); });
    const largest = named.reduce<(typeof named)[number] | null>((best, item) => (!best || item.amount > best.amount ? item : best), null);
    const share = largest ? (100 * largest.amount) / whole.amount : 0;
    if (largest && share >= 30) return concentrationFlag(share, `${lead.text} ${largest.s.text}`);
  }
  return null;
}
