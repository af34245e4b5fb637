/**
 * Development set, both languages: negation, modality and time for every class (decision 0036, amendment of 2026-11-27).
 * Each text holds a claim under a hypothesis, a denial, a plan or an earlier date beside a real figure,
 * so that a class fires only on what the text asserts now. Written and labelled from the labelling guide
 * (cases-dev-retired-test.ts) before any rule was changed for them, by someone who has not read the
 * held-out set (held-out*.ts); part of the development set.
 */
import type { RedFlagCase } from './case';

export const generaliseScopeCases: readonly RedFlagCase[] = [
  {
    id: 'scope-en-ownership-hypothetical',
    documentType: 'legal_docs',
    text: `The founders hold 68% today.
If the convertible notes convert at the cap, the founders could fall to 36% and Lion Capital could hold 52%.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['modality', 'time'],
  },
  {
    id: 'scope-en-competition-modality',
    documentType: 'pitch_deck',
    text: `Competition may intensify if a telco enters the market; today we compete with Jumia and Kilimall.
Revenue was $2.4M in 2024.`,
    present: [],
    absent: ['no-competition', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-captable-negated-time',
    documentType: 'legal_docs',
    text: `Our cap table was messy in 2022, with eleven SAFEs on different terms; it was reconciled with the share register in 2023 and is now clean.`,
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['time', 'negation'],
  },
  {
    id: 'scope-en-going-concern-time',
    documentType: 'financial_statements',
    text: `The 2022 audit report contained a material uncertainty about going concern; after the Series A the auditor removed it, and the 2024 opinion is unqualified with no going-concern emphasis.
Revenue for 2024 was $3.1M against total costs of $2.8M.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'burn-above-revenue', 'missing-financials'],
    traits: ['time', 'negation'],
  },
  {
    id: 'scope-en-margin-hypothetical',
    documentType: 'pitch_deck',
    text: `Gross margin is 38% and has risen for six quarters.
If fertiliser prices doubled, our gross margin could turn negative.
Revenue is $120,000 a month.`,
    present: [],
    absent: ['gross-margin', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-churn-hypothetical-negated',
    documentType: 'pitch_deck',
    text: `Monthly churn is 1.8%.
Churn could exceed 6% a month if the subsidy ends, which our model assumes it will not.
MRR is $45,000.`,
    present: [],
    absent: ['high-churn', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-recurring-excluded',
    documentType: 'pitch_deck',
    text: `Our ARR of $1.4M excludes the one-off installation fees we charge new hospitals, which we report separately.`,
    present: [],
    absent: ['non-recurring-revenue', 'missing-financials'],
    traits: ['negation'],
  },
  {
    id: 'scope-en-growth-negated',
    documentType: 'business_plan',
    text: `We do not expect revenue to grow tenfold next year; our plan assumes growth of 80% in 2025, from $500k to $900k.`,
    present: [],
    absent: ['unrealistic-growth', 'missing-financials'],
    traits: ['negation'],
  },
  {
    id: 'scope-en-burn-hypothetical',
    documentType: 'pitch_deck',
    text: `Monthly revenue is $80,000 and monthly costs are $65,000.
If we open three cities at once, costs could exceed revenue for a year.`,
    present: [],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-concentration-plan',
    documentType: 'pitch_deck',
    text: `We plan to reduce our reliance on Shoprite, which still accounts for 45% of sales.
Revenue was ZAR 18 million in 2024.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-litigation-time',
    documentType: 'legal_docs',
    text: `In 2022 a former distributor sued the company for breach of contract; the case was settled in 2023 and no claim is outstanding.`,
    present: [],
    absent: ['litigation'],
    traits: ['time'],
  },
  {
    id: 'scope-en-dead-equity-hypothetical',
    documentType: 'legal_docs',
    text: `Under the shareholders' agreement, a founder who leaves would keep only vested shares, and the company may buy those back at fair value.
All three founders are full-time.`,
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-licence-expects',
    documentType: 'pitch_deck',
    text: `We expect to apply for a microfinance licence in 2026 once we pass 10,000 borrowers.
Revenue is $60,000 a month.`,
    present: [],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-en-debt-expects',
    documentType: 'pitch_deck',
    text: `We expect to breach the leverage covenant in the third quarter unless the round closes, and the bank has been told.
Revenue is $210,000 a month.`,
    present: [],
    absent: ['debt-distress', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'scope-fr-ownership-hypothetical',
    documentType: 'legal_docs',
    text: `Les fondateurs détiennent aujourd'hui 72 % du capital.
Si les BSA AIR étaient convertis, leur participation pourrait tomber à 35 %.`,
    present: [],
    absent: ['low-founder-ownership'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-competition-modality',
    documentType: 'pitch_deck',
    text: `La concurrence pourrait se renforcer si Wave entre sur le segment des PME ; nous faisons déjà face à Orange Money.
Chiffre d'affaires 2024 : 1,1 M€.`,
    present: [],
    absent: ['no-competition', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-captable-time',
    documentType: 'legal_docs',
    text: `La table de capitalisation, incomplète en 2022, a été rapprochée du registre des titres en 2023 et est désormais à jour.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'scope-fr-margin-churn-hypothetical',
    documentType: 'pitch_deck',
    text: `Notre marge brute est de 42 %.
Elle pourrait devenir négative si le prix du cacao doublait.
Le churn mensuel est de 2 % ; il pourrait dépasser 8 % si nous augmentions nos prix.
Chiffre d'affaires mensuel : 70 000 €.`,
    present: [],
    absent: ['gross-margin', 'high-churn', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-growth-negated',
    documentType: 'business_plan',
    text: `Nous ne prévoyons pas de multiplier nos ventes par dix ; le plan retient une croissance de 50 % en 2025.
Chiffre d'affaires 2024 : 400 k€.`,
    present: [],
    absent: ['unrealistic-growth', 'missing-financials'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'scope-fr-burn-hypothetical',
    documentType: 'pitch_deck',
    text: `Chiffre d'affaires mensuel : 90 000 € ; charges mensuelles : 75 000 €.
En cas d'ouverture de Dakar, nos charges pourraient dépasser nos revenus pendant six mois.`,
    present: [],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-concentration-plan',
    documentType: 'pitch_deck',
    text: `Nous envisageons de réduire notre dépendance à Carrefour, qui représente encore 48 % de nos ventes.
Chiffre d'affaires 2024 : 2,2 M€.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-litigation-time',
    documentType: 'legal_docs',
    text: `Le litige qui nous opposait à un ancien fournisseur a été réglé à l'amiable en 2023 ; aucune procédure n'est en cours.`,
    present: [],
    absent: ['litigation'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'scope-fr-debt-expects',
    documentType: 'pitch_deck',
    text: `Nous risquons de ne pas respecter le covenant de levier au troisième trimestre si la levée tarde.
Chiffre d'affaires mensuel : 150 000 €.`,
    present: [],
    absent: ['debt-distress', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-licence-plan',
    documentType: 'pitch_deck',
    text: `Nous envisageons de demander un agrément d'établissement de paiement en 2026.
Chiffre d'affaires 2024 : 500 k€.`,
    present: [],
    absent: ['pending-licence', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-departure-modality',
    documentType: 'legal_docs',
    text: `Notre directeur financier pourrait réduire son temps de travail l'an prochain ; il reste associé et salarié.
La directrice générale envisage de quitter ses fonctions opérationnelles en 2026.`,
    present: [],
    absent: ['founder-departure'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'scope-fr-audit-time',
    documentType: 'financial_statements',
    text: `Les comptes 2022 avaient été certifiés avec réserve ; les comptes 2024 ont été certifiés sans réserve.
Chiffre d'affaires 2024 : 3 400 000 € ; charges 2024 : 3 100 000 €.`,
    present: [],
    absent: ['audit-opinion', 'burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['time'],
  },
];
