/**
 * Development texts written for the churn period reading (decision 0036, amendment of 2026-12-03), before its rule:
 * churn rates stated over a week, a quarter or a half-year, in English and French. The guide's 5% a month is the same
 * loss as 1 − 0.95^months over another period: about 1.2% a week, 14.3% a quarter, 26.5% a half-year, 45% a year.
 * Clean texts state rates under those lines that a monthly reading would flag.
 */
import type { RedFlagCase } from './case';

export const churnPeriodCases: readonly RedFlagCase[] = [
  // 9% a quarter ≈ 3.1% a month: under the line.
  {
    id: 'cp-en-quarterly-churn-under',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Retention slide

Quarterly logo churn: 9% (Q3 2025), down from 11% in Q2.
Most cancellations are shops that closed, not shops that moved to a competitor.
Revenue in Q3 was KES 41 million against KES 36 million in Q2.`,
  },
  // 19% a quarter ≈ 6.8% a month: over the line.
  {
    id: 'cp-en-quarterly-churn-over',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
    text: `Operating review, third quarter

We booked revenue of $212,000 in the quarter, up from $190,000, with costs of $180,000.
Churn per quarter reached 19% of paying schools, mostly after the fee increase in July.
The new onboarding team starts in October.`,
  },
  // 22% a half-year ≈ 4.1% a month: under the line.
  {
    id: 'cp-en-half-year-churn-under',
    documentType: 'financial_statements',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Management accounts, six months to 30 June 2025

Revenue for the half: ZAR 6.4 million (H2 2024: ZAR 5.9 million). Cost of sales ZAR 3.1 million.
Subscriber churn of 22% per half-year, measured on subscribers at 1 January.
Cash at 30 June: ZAR 9.8 million; average monthly net burn ZAR 310,000.`,
  },
  // 34% every six months ≈ 6.6% a month: over the line.
  {
    id: 'cp-en-six-monthly-churn-over',
    documentType: 'pitch_deck',
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Traction

4,100 riders on the app, GMV of GHS 2.3m last month, revenue GHS 180k a month.
Rider churn runs at 34% every six months; we are testing a loyalty bonus to bring it down.`,
  },
  // 3% a week ≈ 12% a month: over the line.
  {
    id: 'cp-en-weekly-churn-over',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'chat'],
    text: `Update for angels, week 14

Weekly churn is about 3% of active users, which hurts: we add 900 users a week and lose most of the gain.
Revenue this month: NGN 14.2m; costs NGN 11.8m.`,
  },
  // 0.8% a week ≈ 3.4% a month: under the line.
  {
    id: 'cp-en-weekly-churn-under',
    documentType: 'business_plan',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Product metrics, March

Weekly active merchants: 2,640. Churn per week: 0.8% of active merchants, stable for ten weeks.
Revenue in March: $61,000; operating costs $54,000.`,
  },
  // 12% a quarter ≈ 4.2% a month: under the line, in a list.
  {
    id: 'cp-en-quarter-list-under',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn'],
    traits: ['figures', 'list'],
    text: `Key figures
- ARR: $1.9m
- Gross margin: 61%
- Customer churn: 12% a quarter
- Net revenue retention: 104%
- Revenue: $158k a month, costs $149k a month`,
  },
  // 8% a month, reported each quarter: the month is the rate's period.
  {
    id: 'cp-en-monthly-reported-quarterly',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
    text: `Board pack, Q1 2025

Revenue for the quarter was EGP 18 million; operating costs EGP 15 million.
Churn was 8% a month on average over the quarter, reported quarterly to the board since January.`,
  },
  // 10 % par trimestre ≈ 3,5 % par mois : sous le seuil.
  {
    id: 'cp-fr-churn-trimestriel-sous',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Indicateurs clés

Taux d'attrition trimestriel : 10 % des boutiques abonnées (T3 2025).
Chiffre d'affaires : 42 millions FCFA au T3, contre 37 millions au T2 ; charges : 39 millions FCFA.`,
  },
  // 21 % par trimestre ≈ 7,6 % par mois : au-dessus du seuil.
  {
    id: 'cp-fr-resiliation-trimestre-dessus',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
    text: `Note au conseil d'administration

Le taux de résiliation atteint 21 % par trimestre depuis la hausse des tarifs de juillet.
Chiffre d'affaires du trimestre : 96 000 € ; charges : 88 000 €.
Nous lançons un programme de fidélisation en novembre.`,
  },
  // 20 % par semestre ≈ 3,7 % par mois : sous le seuil.
  {
    id: 'cp-fr-attrition-semestrielle-sous',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Rapport de gestion, premier semestre 2025

Chiffre d'affaires du semestre : 3,2 M MAD (S2 2024 : 2,9 M MAD), charges d'exploitation : 2,7 M MAD.
Attrition semestrielle des abonnés : 20 %, calculée sur la base au 1er janvier.`,
  },
  // 31 % par semestre ≈ 6 % par mois : au-dessus du seuil.
  {
    id: 'cp-fr-desabonnement-semestre-dessus',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
    text: `Traction et limites

12 400 ménages abonnés au service d'eau, revenus mensuels de 18 millions FCFA, charges de 16 millions FCFA.
Le taux de désabonnement est de 31 % par semestre : un ménage sur trois quitte le service en six mois.`,
  },
  // 2,5 % par semaine ≈ 10 % par mois : au-dessus du seuil.
  {
    id: 'cp-fr-churn-hebdomadaire-dessus',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'chat'],
    text: `Point hebdo avec les investisseurs

Churn hebdomadaire : 2,5 % des utilisateurs actifs, en hausse depuis trois semaines.
Revenus du mois : 14 000 € ; dépenses : 12 500 €.`,
  },
  // 0,6 % par semaine ≈ 2,6 % par mois : sous le seuil.
  {
    id: 'cp-fr-churn-hebdomadaire-sous',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Tableau de bord produit, avril

Marchands actifs par semaine : 1 820. Taux de churn par semaine : 0,6 % des marchands actifs.
Chiffre d'affaires d'avril : 9,1 millions FCFA ; charges : 8,4 millions FCFA.`,
  },
];
