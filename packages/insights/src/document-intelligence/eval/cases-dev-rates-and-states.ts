/**
 * Development texts written for the twenty-fourth round's last readers (decision 0036, amendment of 2026-12-03), before
 * their rules: churn said as a fraction of customers a period ('one merchant in ten every month', 'un client sur huit')
 * or as those still active a year on, revenue said to fall in words, a regulator's measure and a licence awaited; beside
 * the same said on the safe side. Half in French.
 */
import type { RedFlagCase } from './case';

export const ratesAndStatesCases: readonly RedFlagCase[] = [
  // One in ten a month: 10 % a month.
  {
    id: 'rs-en-one-in-ten-a-month',
    documentType: 'pitch_deck',
    present: ['high-churn'],
    absent: [],
    traits: ['indirect'],
    text: `Retention

We lose about one merchant in ten every month, mostly kiosks that close after the harvest season. Monthly revenue:
$84k.`,
  },
  {
    id: 'rs-en-six-out-of-hundred',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['indirect'],
    text: `Subscribers

Roughly 6 out of every 100 subscribers cancel each month, most of them after their first bill. Revenue last quarter:
KES 21 million.`,
  },
  // Half gone in eleven months: about 6 % a month.
  {
    id: 'rs-en-half-stopped-by-december',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Cohorts

Half of the shops that signed up in January had stopped ordering by December. Revenue for the year: NGN 640 million.`,
  },
  {
    id: 'rs-en-one-in-fifty-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn'],
    traits: ['indirect'],
    text: `Retention

We lose about one customer in fifty each month, and most of them come back within a quarter. Monthly revenue: $132k.`,
  },
  {
    id: 'rs-fr-un-sur-huit',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['indirect'],
    text: `Fidélisation

Nous perdons environ un client sur huit chaque mois, surtout des petites boutiques de quartier. Chiffre d'affaires
mensuel : 38 M FCFA.`,
  },
  {
    id: 'rs-fr-retention-douze-mois',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
    text: `Indicateurs clients

Taux de rétention à 12 mois : 48 % pour la cohorte 2024. Chiffre d'affaires 2024 : 2,2 millions de dirhams.`,
  },
  {
    id: 'rs-fr-toujours-actifs-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Cohortes

91 % des clients de la cohorte de janvier 2024 sont toujours actifs un an plus tard. Chiffre d'affaires 2024 : 640 k€.`,
  },
  {
    id: 'rs-en-slipped-from',
    documentType: 'financial_statements',
    present: ['declining-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Directors' report

Turnover slipped to $1.1M in 2024 from $1.3M a year earlier, as two distributors cut their orders. Costs were held at
$0.9M.`,
  },
  {
    id: 'rs-en-three-quarters-falling',
    documentType: 'pitch_deck',
    present: ['declining-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Honest numbers

Revenue has fallen for three consecutive quarters since the tariff change, to $310k last quarter. The new pricing
launches in January.`,
  },
  {
    id: 'rs-en-dip-then-record-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['declining-revenue'],
    traits: ['time'],
    text: `Revenue

Revenue dipped in Q2 during the elections but recovered to a record $620k in Q3, up from $540k in Q1.`,
  },
  {
    id: 'rs-en-competitors-fell-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['declining-revenue'],
    traits: ['indirect'],
    text: `Market

Unlike our two largest competitors, whose sales fell by about 20% last year, we grew revenue by 35% to $2.4M.`,
  },
  {
    id: 'rs-fr-recul-sur-un-an',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Rapport de gestion

Le chiffre d'affaires a reculé de 8 % sur un an, à 412 M FCFA, sous l'effet de la baisse des commandes publiques.`,
  },
  {
    id: 'rs-fr-inferieur-a-celui',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Comptes annuels

Le chiffre d'affaires 2024 (412 M FCFA) est inférieur à celui de 2023 (455 M FCFA) ; les charges sont restées
stables à 380 M FCFA.`,
  },
  {
    id: 'rs-fr-progression-apres-recul-clean',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['declining-revenue'],
    traits: ['time'],
    text: `Rapport de gestion

Le chiffre d'affaires a progressé de 14 % en 2024, à 1,6 M€, après un recul en 2023 lié à la fin d'un contrat public.`,
  },
  {
    id: 'rs-en-directed-to-stop-onboarding',
    documentType: 'legal_docs',
    present: ['regulatory'],
    absent: [],
    traits: ['indirect'],
    text: `Regulatory update

The Central Bank of Kenya has directed us to stop onboarding new borrowers until it completes a review of our lending
app's disclosures.`,
  },
  {
    id: 'rs-fr-amende-cndp',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: [],
    traits: ['indirect'],
    text: `Conformité

La CNDP nous a infligé en septembre une amende de 250 000 dirhams pour défaut de déclaration d'un traitement de
données clients.`,
  },
  {
    id: 'rs-en-licence-renewed-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['time'],
    text: `Licences

We hold a payment service provider licence from the Bank of Ghana, renewed in March for five years, and have never
been sanctioned.`,
  },
  {
    id: 'rs-en-application-under-review',
    documentType: 'business_plan',
    present: ['pending-licence'],
    absent: [],
    traits: ['indirect'],
    text: `Regulation

Our application for a microfinance bank licence was lodged with the CBN in May and is under review; until it is
granted we lend through our partner bank. Revenue 2024: NGN 310 million.`,
  },
  {
    id: 'rs-fr-attendons-agrement',
    documentType: 'business_plan',
    language: 'fr',
    present: ['pending-licence'],
    absent: [],
    traits: ['indirect'],
    text: `Cadre réglementaire

Nous attendons toujours l'agrément de l'ARCEP pour exploiter notre propre réseau ; en attendant, nous louons la
capacité d'Orange. Chiffre d'affaires 2024 : 1,1 Md FCFA.`,
  },
  {
    id: 'rs-fr-agrement-obtenu-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['pending-licence'],
    traits: ['time'],
    text: `Cadre réglementaire

L'agrément d'établissement de monnaie électronique, demandé en 2023, a été obtenu en août 2024. Chiffre d'affaires
2024 : 2,4 Md FCFA.`,
  },
];
