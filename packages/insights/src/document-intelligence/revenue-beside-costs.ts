/**
 * Which revenue and cost figures the monthly burn comparison of red-flags.ts may set against each other. A revenue
 * per subscriber ('Revenu moyen par abonné : 30 € par mois', 'ARPU of $12 a month') is one customer's, not the
 * company's; and costs stated in the sentence that states a larger revenue first ('le chiffre d'affaires 2025 atteint
 * 1,52 M€ (2024 : 1,35 M€), pour des charges totales de 1,41 M€') are below that revenue, whatever period another
 * word of the sentence ('le quatrième trimestre') lends the cost figure alone.
 */
import { foldText } from './sentence-facts';
import { unitNouns } from './unit-nouns';
import type { Finding } from './types';

/**
 * The words just before a revenue figure that make it one customer's: 'revenue per user', 'revenu moyen par abonné', 'ARPU';
 * the customer may be a merchant, a shop, a kiosk, a school or a farmer ('Revenu moyen par marchand : 7 $ par mois').
 */
const perCustomerWords = String.raw`\b(arpu|arpa|(revenues?|revenus?|chiffre d'affaires|sales|ventes)( moyens?| moyennes?| mensuels?| average| monthly)? (per|par|by each|for each|pour chaque) ${unitNouns}s?|(average|moyens?|moyennes?) (revenue|revenu|chiffre d'affaires) (per|par))\b`;
const perCustomerBefore = new RegExp(String.raw`${perCustomerWords}[^.;\d]{0,30}$`);

/** The revenue figure is one customer's, read from the words before it. */
export function perCustomerRevenue(f: Finding): boolean {
  if (!f.amount) return false;
  const at = f.sentence.indexOf(f.amount.text);
  return at >= 0 && (perCustomerBefore.test(foldText(f.sentence.slice(Math.max(0, at - 80), at))) || perCustomerLabel.test(foldText(f.sentence.slice(0, at))));
}

/** A line labelled per customer lists its later figures under that label too ('par kiosque : 17,8 M en 2024, 20,8 M en 2027'). */
const perCustomerLabel = new RegExp(String.raw`^\W*${perCustomerWords}(?:[^.;]|\.\d){0,120}$`);

/**
 * A price set after what is sold or rented ('terminal rental at $15 a month', 'abonnement à 5 000 FCFA par mois',
 * 'licences priced at $9 per seat'): what one customer pays for one thing, not the company's revenue for the month,
 * though it stands in a revenue line's bracket ('Revenue 2024: $1.0M (merchant fees, terminal rental at $15 a month)').
 */
const unitPriceBefore = /\b(rentals?|rent|leases?|subscriptions?|licen[cs]es?|fees?|seats?|plans?|priced|charged|sold|location|abonnements?|forfaits?|loyers?|tarife?e?s?|vendue?s?|louee?s?)\s+(at|a|au prix de|for|pour)\s+(only\s+|just\s+|seulement\s+)?$/;

/** The revenue figure is a unit's price, read from the words just before it. */
export function unitPriceRevenue(f: Finding): boolean {
  if (!f.amount) return false;
  const at = f.sentence.indexOf(f.amount.text);
  return at >= 0 && unitPriceBefore.test(foldText(f.sentence.slice(Math.max(0, at - 40), at)));
}

/**
 * A revenue figure given as a share of the revenue ('115 M FBu en 2024, soit 14 % du chiffre d'affaires', '$210k, or 12%
 * of revenue'): one customer's or one product's part of it, not the company's revenue.
 */
const shareOfRevenueAfter = /^[^.;]{0,40}?\b(soit|or|i\.e\.|representing|representant|about|environ)?\s*\d{1,2}(?:[.,]\d+)?\s?% (of|du|de notre|de nos|des|de la|de l'|of our|of total|of the) ?(total |company's |group )?(revenues?|sales|turnover|chiffre d'affaires|ventes|recettes|revenus?)\b/;

/** The revenue figure is a part of revenue, read from the words just after it. */
export function revenueSharePart(f: Finding): boolean {
  if (!f.amount) return false;
  const at = f.sentence.indexOf(f.amount.text);
  return at >= 0 && shareOfRevenueAfter.test(foldText(f.sentence.slice(at + f.amount.text.length, at + f.amount.text.length + 80)));
}

/** Two figures' periods agree: the same, or one left unstated and so read as the other's. */
const samePeriod = (a: Finding, b: Finding) => a.amount?.period === b.amount?.period || a.amount?.period === null || b.amount?.period === null;

/**
 * The cost figure stands in a sentence whose first revenue figure, of its currency and period, is as large or larger:
 * the sentence itself says revenue covers it ('costs of 1.6 M€ against revenue of 1.5 M€' is not covered).
 */
export function costsCoveredInSentence(cost: Finding, revenues: readonly Finding[]): boolean {
  if (!cost.amount) return false;
  const first = revenues.find((r) => r.sentence === cost.sentence && r.amount?.currency === cost.amount?.currency);
  return first?.amount !== undefined && first.amount !== null && samePeriod(first, cost) && first.amount.amount >= cost.amount.amount;
}
