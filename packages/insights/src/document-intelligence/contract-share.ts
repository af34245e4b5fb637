/**
 * A customer named through its contract: 'Le contrat de transport avec la Compagnie des Bauxites représente 41 % du
 * chiffre d'affaires', 'Our supply agreement with Acme Mining accounts for 35% of revenue'. The subject is the
 * contract, not the customer, so the named-subject reading (customer-names.ts) passes it over; the counterparty is
 * one customer all the same. A share of 30% or more of revenue or sales is the guide's concentration. The contract
 * must name one counterparty with a capital letter: 'our government contracts' names no one.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const contractShare = /\b(?:contract|agreement|framework agreement|partnership|contrat|accord|accord-cadre|partenariat|marche)\b[^.;%]{0,50}?\b(?:with|avec|aupres d[eu']?|for|pour)\s(?:(?:the|le|la|les)\s|l')?([A-Z][\w&'\u2019.-]*(?:\s(?:[A-Z][\w&'\u2019.-]*|de|du|des|of|d[u']))*)[^.;%]{0,40}?\b(?:accounts? for|accounted for|represents?|represented|makes? up|made up|brings?|brought in|generates?|generated|represente|representait|pese|apporte|compte pour|genere)\s(?:about |around |nearly |almost |over |more than |pres de |environ |plus de )?(\d+(?:[.,]\d+)?)\s?%\s(?:of|du|de|des)\s(?:our |the |total |notre |nos |le |la |l')?(?:\w+\s){0,2}?(revenues?|sales|turnover|chiffre d'affaires|ventes|revenus|recettes)\b/;

export function contractShareOfRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    // Capitals name the counterparty: read the folded letters with their case kept.
    const text = s.text.normalize('NFD').replace(/\p{M}/gu, '');
    const m = contractShare.exec(text);
    if (!m || isNegatedAt(s.lower, m.index) || isHedgedAt(s.lower, m.index)) continue;
    const share = Number((m[2] ?? '').replace(',', '.'));
    if (share >= 30 && share <= 100) {
      return {
        ruleId: 'customer-concentration', category: 'customer-concentration', title: 'Revenue depends on a few customers', severity: share >= 50 ? 'high' : 'medium',
        evidence: excerpt(s.text), occurrences: 1,
        recommendation: 'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.',
      };
    }
  }
  return null;
}
