/**
 * A list of customers, one item each, where the share of revenue stands on a line of its own lines below the name that
 * opens the item, as contract summaries and data-room lists write them:
 *   'Safaricom PLC \u2014 inbound customer care, 180 seats.' ... 'Share of FY2025 revenue: 22%.'
 *   'Equity Bank \u2014 collections.' ... 'Share: 17%.'
 *   'SOTRAC \u2014 contrat-cadre de 3 ans.' ... 'Part du chiffre d'affaires : 35 %.'
 * The share line belongs to the item last opened by a name and a dash. A bare 'Share: 17%' is a share of revenue only
 * when a share line of the same list said so. One named customer or the named few together (the three largest) at 30%
 * or more is the guide's concentration.
 */
import { concentrationFlag } from './concentration-flag';
import { isHedgedAt, isNegatedAt } from './assertion';
import { foldName, isParty, places } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** An item opened by a name and a dash: 'MTN South Africa \u2014 Master Services Agreement', 'La SOTRAC - contrat'. */
const itemOpening = /^\W*(?:\d{1,2}[.)]\s*)?(?:(?:the|la|le|les)\s|l')?([A-Z][\w&'.()-]*(?:\s(?:[A-Z][\w&'.()-]*|de|du|des|of|d'))*)\s[\u2013\u2014-]\s/;
/** The item's share line: 'Share of FY2025 revenue: 35%', 'Share: 17%', 'Part du CA : 22 %', 'Poids dans les ventes : 40 %'. */
const shareLine = /^\W*(?:share|revenue share|part|poids|weight|contribution)\b([^:%]{0,40}?)\s?:\s?(?:about |around |~\s?|environ |pres de )?(\d{1,2}(?:[.,]\d+)?)\s?%/;
const revenueWord = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes|billings?|factur\w*)\b/;
/** Words that open a heading or a section, not a customer: 'CUSTOMER CONTRACT SUMMARIES \u2014 Acme'. */
const notCustomer = /\b(summar(y|ies)|contracts?|customers?|clients?|revenues?|sales|schedule|annex|annexe|synthese|liste|list|part|section|total|others?|autres?)\b/;

function flag(s: SentenceFacts, share: number): RiskFlag {
  return concentrationFlag(share, s.text);
}

/** An item's share reaches only a few lines: past them the line belongs to something else. */
const itemReach = 4;

export function customerItemShares(sentences: readonly SentenceFacts[]): RiskFlag | null {
  let party: { name: string; at: number } | null = null;
  let ofRevenue = false;
  const shares: number[] = [];
  for (const [i, s] of sentences.entries()) {
    const text = s.text.normalize('NFD').replace(/\p{M}/gu, '');
    const opening = itemOpening.exec(text);
    const name = opening?.[1] ?? '';
    if (opening && isParty(name) && !places.test(foldName(name)) && !notCustomer.test(foldName(name))) {
      party = { name, at: i };
      continue;
    }
    const m = shareLine.exec(s.lower);
    if (!m || !party || i - party.at > itemReach || isNegatedAt(s.lower, 0) || isHedgedAt(s.lower, 0)) continue;
    // 'Share of FY2025 revenue', or a bare 'Share' after one that said revenue; 'share of seats' is no revenue.
    const said = m[1] ?? '';
    if (revenueWord.test(said)) ofRevenue = true;
    else if (said.trim() !== '' || !ofRevenue) continue;
    shares.push(Number((m[2] ?? '').replace(',', '.')));
    party = null;
    const few = [...shares].sort((a, b) => b - a).slice(0, 3).reduce((a, b) => a + b, 0);
    if (few >= 30) return flag(s, few);
  }
  return null;
}
