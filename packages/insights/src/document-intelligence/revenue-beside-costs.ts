/**
 * Which revenue and cost figures the monthly burn comparison of red-flags.ts may set against each other. A revenue
 * per subscriber ('Revenu moyen par abonné : 30 € par mois', 'ARPU of $12 a month') is one customer's, not the
 * company's; and costs stated in the sentence that states a larger revenue first ('le chiffre d'affaires 2025 atteint
 * 1,52 M€ (2024 : 1,35 M€), pour des charges totales de 1,41 M€') are below that revenue, whatever period another
 * word of the sentence ('le quatrième trimestre') lends the cost figure alone.
 */
import { foldText } from './sentence-facts';
import type { Finding } from './types';

/** The words just before a revenue figure that make it one customer's: 'revenue per user', 'revenu moyen par abonné', 'ARPU'. */
const perCustomerBefore = /\b(arpu|arpa|(revenues?|revenus?|chiffre d'affaires|sales|ventes)( moyens?| moyennes?| mensuels?| average| monthly)? (per|par|by each|for each|pour chaque) (customer|subscriber|user|account|member|client|abonne|utilisateur|compte|membre|adherent)s?|(average|moyens?|moyennes?) (revenue|revenu|chiffre d'affaires) (per|par))\b[^.;\d]{0,30}$/;

/** The revenue figure is one customer's, read from the words before it. */
export function perCustomerRevenue(f: Finding): boolean {
  if (!f.amount) return false;
  const at = f.sentence.indexOf(f.amount.text);
  return at >= 0 && perCustomerBefore.test(foldText(f.sentence.slice(Math.max(0, at - 80), at)));
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
