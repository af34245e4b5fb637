/**
 * Development texts written for the twenty-fourth round's revenue-share reader (decision 0036, amendment of
 * 2026-12-03), before its rules: one customer's or a named few's share of revenue said as an amount of the whole, a
 * fraction in words, a split by customer, and one-off revenue said inside a recurring figure; beside shares under the
 * line and one-off revenue kept apart. Half in French.
 */
import type { RedFlagCase } from './case';

export const sharesOfRevenueCases: readonly RedFlagCase[] = [
  // 41 / 98 = 42 %.
  {
    id: 'sr-en-customer-amount-of-whole',
    documentType: 'financial_statements',
    present: ['customer-concentration'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Note 4: Revenue

Revenue for the year was KES 98 million, of which Safaricom accounted for KES 41 million under the agency contract
renewed in July. The remainder came from 230 small businesses.`,
  },
  {
    id: 'sr-en-named-few-share',
    documentType: 'pitch_deck',
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect'],
    text: `Customers

Our top three customers, Shoprite, Pick n Pay and Spar, made up 58% of sales last year; we are adding independent
stores to spread the book. Revenue 2024: ZAR 46 million.`,
  },
  {
    id: 'sr-en-third-in-words',
    documentType: 'business_plan',
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect'],
    text: `Commercial

MTN alone brings in roughly a third of our turnover through the bulk SMS contract, with the rest spread over 400
businesses. Turnover last year: GHS 12.4 million.`,
  },
  // 120 / (120 + 40 + 90) = 48 %.
  {
    id: 'sr-en-split-by-customer',
    documentType: 'financial_statements',
    present: ['customer-concentration'],
    absent: [],
    traits: ['table', 'figures'],
    text: `Revenue by customer (NGN million)

Dangote Group        120
Flour Mills           40
Other customers       90
Total                250`,
  },
  {
    id: 'sr-en-largest-under-line-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures'],
    text: `Customers

Shoprite is our largest customer at 22% of revenue, followed by Spar at 9%; 300 independent stores make up the rest.
Revenue 2024: ZAR 31 million.`,
  },
  {
    id: 'sr-en-no-customer-over-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['customer-concentration'],
    traits: ['negation'],
    text: `Concentration

No customer accounted for more than 8% of revenue in 2024; the largest, Jumia, was 7.5%. Revenue for the year was
USD 3.2 million.`,
  },
  {
    id: 'sr-fr-part-a-lui-seul',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect'],
    text: `Nos clients

Orange représente à lui seul près de 40 % de notre chiffre d'affaires, au titre du contrat de maintenance des
pylônes. Chiffre d'affaires 2024 : 1,9 Md FCFA.`,
  },
  {
    id: 'sr-fr-trois-premiers-nommes',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect'],
    text: `Portefeuille clients

Les trois premiers clients (TotalEnergies, CFAO et Bolloré) pèsent 62 % du chiffre d'affaires ; l'objectif est de
ramener cette part sous 40 % d'ici 2027. Chiffre d'affaires 2024 : 780 M FCFA.`,
  },
  // 45 / 90 = 50 %.
  {
    id: 'sr-fr-repartition-par-client',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['customer-concentration'],
    absent: [],
    traits: ['table', 'figures'],
    text: `Répartition du chiffre d'affaires par client (en M FCFA)

SONATEL           45
Free Sénégal      12
Autres clients    33
Total             90`,
  },
  {
    id: 'sr-fr-aucun-client-clean',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration'],
    traits: ['negation'],
    text: `Dépendance commerciale

Aucun client ne dépasse 10 % du chiffre d'affaires ; le premier, Marjane, en représente 6 %. Chiffre d'affaires de
l'exercice : 48 millions de dirhams.`,
  },
  {
    id: 'sr-en-arr-includes-one-off',
    documentType: 'pitch_deck',
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Traction

ARR of $1.2M, which includes the $300k one-time implementation fee paid by the Ministry of Health for the national
rollout. 48 hospitals on subscription.`,
  },
  {
    id: 'sr-en-recurring-with-hardware',
    documentType: 'financial_statements',
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Management accounts, Q3 2025

Recurring revenue (subscriptions plus the one-off sale of 400 POS terminals to KCB) reached $410k for the quarter.
Operating costs: $350k.`,
  },
  {
    id: 'sr-en-one-off-kept-apart-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['negation'],
    text: `Traction

ARR of $900k from subscriptions only; the $300k implementation fee from the Ministry of Health is reported separately
as one-off revenue and is not in ARR.`,
  },
  {
    id: 'sr-fr-mrr-frais-ponctuels',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Indicateurs

Le MRR atteint 46 M FCFA en octobre, dont 8 M FCFA de frais d'installation ponctuels facturés à Moov Africa pour le
déploiement initial.`,
  },
  {
    id: 'sr-fr-ponctuel-a-part-clean',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['negation'],
    text: `Chiffre d'affaires

Le chiffre d'affaires récurrent (abonnements) atteint 3,1 M€ ; les ventes ponctuelles de matériel, 0,4 M€, sont
présentées à part et ne sont pas comprises dans le récurrent.`,
  },
];
