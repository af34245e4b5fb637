/**
 * Shares that are not one customer's, for the concentration rule (red-flag-rules.ts): a split of revenue by kind of
 * customer, and a share of what the company buys rather than of what it sells.
 */
import { parsePercents } from './money';
import type { SentenceFacts } from './sentence-facts';
import { blank } from '../text/blank';

/**
 * A split of revenue by kind of customer ('Revenue by customer group: private clinics 58%; hospitals 25%', 'CA par
 * type de clients : ...'): each kind is many customers, so no kind's share is a customer's. Only a single customer
 * the split singles out ('the largest 12%', 'le plus gros 9 %') is read.
 */
const kindSplit = /\b(?:by|per) (?:customer|client|buyer) (?:groups?|segments?|types?|categor(?:y|ies)|class(?:es)?|kinds?)\b|\bby (?:type|category|kind|segment|class) of (?:customers?|clients?|buyers?)\b|\bpar (?:types?|categories?|segments?|familles?) de clients?\b|\bpar segment de clientele\b/;
const largestInSplit = /\b(?:the (?:largest|biggest)(?: (?:single )?(?:customer|client|buyer|one))?|le plus (?:gros|grand|important)(?: client| acheteur)?)\s?(?:at |with |is |was |=|:|a |avec |de |pese )?(?:about |around |environ )?(\d+(?:[.,]\d+)?)\s?%/;

/**
 * Sales to a kind of customer in the bare plural, with no count and no name ('Sales of bottled water to wholesalers
 * and retailers made up 81% of revenue', 'Les ventes aux grossistes représentent 60 %'): a channel of many buyers,
 * not one customer or a named few. 'our two largest retailers' or 'Shoprite' keep the rule's other readings.
 */
export const customerKinds = String.raw`(?:wholesalers|retailers|distributors|supermarkets|pharmacies|shops|stores|hotels|restaurants|schools|hospitals|clinics|households|consumers|individuals|farmers|smallholders|traders|smes|businesses|companies|corporates|agents|resellers|dealers|grossistes|detaillants|distributeurs|supermarches|pharmacies|boutiques|commercants|hotels|restaurants|ecoles|hopitaux|cliniques|menages|particuliers|consommateurs|agriculteurs|producteurs|entreprises|pme|revendeurs)`;
const kindSales = new RegExp(String.raw`\b(?:sales|revenues?|ventes|chiffre d'affaires|ca)(?: of [^;:%\d]{1,40}?)? (?:to|aux|a des|aupres des) (?:[a-z-]+ )?${customerKinds}(?:(?:,| and| et| or| ou) (?:to |aux |a des )?(?:[a-z-]+ )?${customerKinds})*,? (?:made up|make up|makes up|accounted for|account for|accounts for|represented|represent|represents|were|was|are|is|brought in|bring in|representent|represente|pesent|pese|ont represente|ont pese) (?:about |around |nearly |almost |over |some |environ |pres de |plus de )?\d+(?:[.,]\d+)?\s?%`);

/** A row or part for the rest of the customers ('Autres', 'Others', 'Divers'), many parties, no one party. */
export const restOfCustomers = String.raw`(?:others?|autres?|rest|reste|remaining|divers|various|all other|sundry)`;

/** A customer's share told by a split by kind: null when the sentence is no such split, else the single customer's share (0 when none is told). */
export function customerKindShare(s: SentenceFacts): number | null {
  if (kindSplit.test(s.lower)) {
    const largest = largestInSplit.exec(s.lower);
    return largest ? (parsePercents(`${largest[1] ?? ''}%`)[0] ?? 0) : 0;
  }
  return null;
}

/**
 * Revenue said paid by a kind of payer in the bare plural ('environ 60 % du chiffre d'affaires est réglé directement par
 * les patients', '55% of revenue is paid by households'): many payers, not one customer.
 */
const kindPaid = new RegExp(String.raw`\d+(?:[.,]\d+)?\s?% (?:du|of|de la|des) (?:chiffre d'affaires|ca|revenues?|sales|ventes|recettes) (?:est|sont|is|are|was|were) (?:regle|paye|paid|settled|verse|encaisse)e?s? (?:directement |directly |en especes |in cash )?(?:par|by) (?:les |des |the )?(?:[a-z-]+ )?(?:patients|${customerKinds})\b`, 'g');
/** The sentence with its shares of sales to (or paid by) a bare-plural kind of customer blanked (spaces, so positions hold). */
const kindSalesAll = new RegExp(kindSales.source, 'g');
export const withoutKindSales = (lower: string): string => (/\b(sales|revenues?|ventes|chiffre d'affaires|ca)\b/.test(lower) ? lower.replace(kindSalesAll, blank).replace(kindPaid, blank) : lower);

/**
 * A share of what the company buys ('Supply: about 40% of input volume comes from X', '60 % de nos achats viennent
 * de Y'): the party is a supplier, and a supplier's share is no share of revenue. Blanked before the rule reads.
 */
// A figure is read from its first digit only ('(?<![\d.,])'), so a long run of digits is scanned once.
const supplyShare = /(?<![\d.,])\d+(?:[.,]\d+)?\s?%\s(?:of (?:our |the |its |all )?(?:inputs?|input volumes?|purchases|purchasing|procurement|supplies|supply|raw materials?|feedstock|stock purchases|cost of (?:sales|goods)|seed and fertili[sz]er)\b|(?:de |des )(?:nos |ses |leurs )?(?:achats|approvisionnements?|intrants|matieres premieres|fournitures)\b)/g;
const supplyLead = /^\W*(?:supply|suppliers?|sourcing|procurement|inputs|approvisionnements?|fournisseurs?|achats)\s?:/;
export const withoutSupplyShares = (lower: string): string => (!lower.includes('%') ? lower : supplyLead.test(lower) ? lower.replace(/(?<![\d.,])\d+(?:[.,]\d+)?\s?%/g, blank) : lower.replace(supplyShare, blank));
