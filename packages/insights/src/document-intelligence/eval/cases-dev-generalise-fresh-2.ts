/**
 * Development set, both languages: a second check batch, written after the first (cases-dev-generalise-
 * fresh.ts) had been used to change the rules, and run once on that reader before any rule was changed
 * for it (its first score is in decision 0036's amendment of 2026-11-27). Labelled from the labelling
 * guide (cases-dev-retired-test.ts) by someone who has not read the held-out set (held-out*.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFreshCasesSecond: readonly RedFlagCase[] = [
  {
    id: 'fresh2-en-deck-logistics',
    documentType: 'pitch_deck',
    text: `Bodaa — last-mile delivery in Kampala and Nairobi
2024 revenue: $1.05M (2023: $1.32M) after we exited food delivery.
Jumia is our biggest client at 41% of deliveries billed.
We have 7 months of runway at today's burn.`,
    present: ['declining-revenue', 'customer-concentration', 'short-runway'],
    absent: ['missing-financials'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'fresh2-en-memo-clean-negations',
    documentType: 'pitch_deck',
    text: `Diligence summary: Amana Insurtech.
No litigation is pending or threatened. There are no related-party transactions.
All founders remain full-time; none has left.
The company is current on all tax filings and has no debt.
Revenue was $2.9M in 2024, up from $1.7M; operating costs were $2.5M.`,
    present: [],
    absent: ['litigation', 'related-party', 'founder-departure', 'debt-distress', 'declining-revenue', 'burn-above-revenue', 'missing-financials'],
    traits: ['negation'],
  },
  {
    id: 'fresh2-en-statement-going-concern',
    documentType: 'financial_statements',
    text: `Note 1 — Basis of preparation
The company incurred a net loss of $1.4M and its current liabilities exceed its current assets by $600k.
These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern.
Revenue for the year: $2.2M. Total expenses for the year: $3.6M.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['prose'],
  },
  {
    id: 'fresh2-en-deck-projection-table-modest',
    documentType: 'business_plan',
    text: `Plan (USD thousands)
| | 2024A | 2025F | 2026F |
| Revenue | 800 | 1,300 | 2,100 |
| Operating costs | 950 | 1,200 | 1,700 |`,
    present: ['burn-above-revenue'],
    absent: ['unrealistic-growth', 'declining-revenue', 'missing-financials'],
    traits: ['table'],
  },
  {
    id: 'fresh2-en-memo-churn-retention',
    documentType: 'pitch_deck',
    text: `Only 38% of the riders who subscribed in 2023 renewed for a second year.
Monthly subscription revenue is $22,000.`,
    present: ['high-churn'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'fresh2-en-term-sheet-control',
    documentType: 'legal_docs',
    text: `Post-money capitalisation: Sahara Ventures 53.5%; founders 31%; angels 6%; option pool 9.5%.
Sahara Ventures will appoint three of five directors.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['list'],
  },
  {
    id: 'fresh2-en-deck-nonrecurring',
    documentType: 'pitch_deck',
    text: `ARR: $960k, including a $300k one-off data-migration project for the Ministry of Health.
Monthly burn: $70k. Monthly revenue: $55k.`,
    present: ['non-recurring-revenue', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'fresh2-en-deck-hypothetical-runway',
    documentType: 'pitch_deck',
    text: `With the current team we have 19 months of runway.
Should we hire the full sales team before the round, runway would drop to about 8 months, which we will not do.
Monthly revenue: $95k; monthly costs: $80k.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'fresh2-fr-deck-logistique',
    documentType: 'pitch_deck',
    text: `Livraison Express Abidjan
Chiffre d'affaires 2024 : 640 millions FCFA (2023 : 790 millions FCFA).
Le groupe CFAO représente à lui seul 46 % de nos livraisons facturées.
Notre trésorerie nous permet de tenir encore 5 mois.`,
    present: ['declining-revenue', 'customer-concentration', 'short-runway'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'fresh2-fr-memo-propre',
    documentType: 'pitch_deck',
    text: `Synthèse de due diligence : Nafa Santé.
Aucun litige n'est en cours ni annoncé. Il n'existe aucune convention réglementée.
Les fondateurs sont tous à temps plein ; aucun n'a quitté la société.
La société est à jour de ses obligations fiscales et sociales et n'a pas de dette.
Chiffre d'affaires 2024 : 1,9 M€, contre 1,2 M€ en 2023 ; charges : 1,6 M€.`,
    present: [],
    absent: ['litigation', 'related-party', 'founder-departure', 'debt-distress', 'declining-revenue', 'burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'fresh2-fr-comptes-continuite',
    documentType: 'financial_statements',
    text: `Le commissaire aux comptes a certifié les comptes avec une réserve portant sur l'évaluation des stocks.
Il attire l'attention sur une incertitude significative relative à la continuité d'exploitation.
Chiffre d'affaires de l'exercice : 2,3 M€ ; charges de l'exercice : 2,9 M€.`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'fresh2-fr-plan-modeste',
    documentType: 'business_plan',
    text: `Prévisions de chiffre d'affaires : 1,1 M€ en 2025, 1,6 M€ en 2026 et 2,2 M€ en 2027.
Chiffre d'affaires 2024 : 780 k€ ; charges 2024 : 700 k€.`,
    present: [],
    absent: ['unrealistic-growth', 'declining-revenue', 'burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'fresh2-fr-pacte-controle',
    documentType: 'legal_docs',
    text: `Répartition du capital après l'opération : Teranga Capital 51 % ; fondateurs 35 % ; salariés 14 %.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'fresh2-fr-deck-churn-marge',
    documentType: 'pitch_deck',
    text: `Nous perdons environ 7 % de nos abonnés chaque mois.
Notre marge brute est passée de 45 % en 2023 à 31 % en 2024.
Chiffre d'affaires mensuel : 60 000 €.`,
    present: ['high-churn', 'gross-margin'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'fresh2-fr-regulateur-hypothese',
    documentType: 'pitch_deck',
    text: `Si la BCEAO durcissait les règles du crédit numérique, notre activité pourrait être suspendue.
Nous détenons un agrément définitif depuis 2023 et n'avons jamais été sanctionnés.
Chiffre d'affaires 2024 : 2,1 milliards FCFA.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'missing-financials'],
    language: 'fr',
    traits: ['modality', 'negation'],
  },
  {
    id: 'fresh2-fr-depart-dette',
    documentType: 'pitch_deck',
    text: `Notre directrice financière a remis sa démission en janvier.
Nous avons accumulé six mois de retard sur le remboursement du prêt de la BOAD.
Chiffre d'affaires mensuel : 30 millions FCFA.`,
    present: ['founder-departure', 'debt-distress'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
];
