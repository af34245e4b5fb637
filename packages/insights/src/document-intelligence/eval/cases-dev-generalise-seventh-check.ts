/**
 * Development set, seventh round, check texts (2026-11-28): written and labelled after the round's first rule
 * change, in wordings that change did not read (a payback against 'churn out after a year', a contribution in
 * brackets, LTV and CAC in prose, participating preferences, disputed ownership, leavers in a cap-table column,
 * counts by year, regulators' orders, a cost of goods above sales, an anchor customer measured by what is left
 * without it), to measure how far the change carries before any rule is changed for them. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventhCheck: readonly RedFlagCase[] = [
  {
    id: 'seventh-check-en-payback-churn-out',
    documentType: 'business_plan',
    text: `Growth memo
Payback on paid social is 27 months, and our subscribers churn out after a year on average.
Revenue 2025: $1.3M.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-check-en-contribution-brackets',
    documentType: 'pitch_deck',
    text: `Order economics (average, Q3 2025)
| | Per order |
| Basket | $11.40 |
| Product cost | $8.10 |
| Picking and delivery | $7.90 |
| Contribution | ($4.60) |
Quarterly revenue: $2.1M.`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-check-fr-commande-fait-perdre',
    documentType: 'pitch_deck',
    text: `Nos chiffres
Chaque commande nous fait perdre 1,20 € une fois la livraison et les remises payées.
Chiffre d'affaires 2025 : 2,4 M€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-check-en-farmer-earn-less',
    documentType: 'business_plan',
    text: `Field economics
We acquire a farmer for roughly $35 and earn about $22 from them over the two seasons they typically stay.
Revenue in 2025 was $410k.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-check-en-spend-per-dollar',
    documentType: 'pitch_deck',
    text: `Honest numbers
Negative unit economics today: we spend $1.40 to deliver each $1.00 of revenue.
Revenue 2025: $880k.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-fr-ratio-inferieur',
    documentType: 'business_plan',
    text: `Note de synthèse
Le ratio LTV/CAC est de 0,6 sur la dernière cohorte, contre 1,1 un an plus tôt.
Chiffre d'affaires 2025 : 3,1 M€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'time'],
  },
  {
    id: 'seventh-check-en-healthy-ue',
    documentType: 'pitch_deck',
    text: `Unit economics
CAC $60, 12-month LTV $210, payback 4 months.
Revenue 2025: $1.6M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-fr-ltv-couvre',
    documentType: 'pitch_deck',
    text: `Économie unitaire
Le CAC (45 €) est largement couvert par la LTV (260 €).
Chiffre d'affaires 2025 : 700 k€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-en-angels-side-letters',
    documentType: 'legal_docs',
    text: `Capitalisation findings
The cap table includes 37 angel investors, five SAFEs and two convertible notes, several of them with side letters granting pro-rata and most-favoured-nation rights.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-check-en-participating-uncapped',
    documentType: 'legal_docs',
    text: `Liquidation preferences
Series A: 1x participating, with no cap on participation.
Seed: 1.5x non-participating, junior to the Series A.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-check-fr-categories-plans',
    documentType: 'legal_docs',
    text: `Synthèse capital
Le capital est réparti entre 4 catégories d'actions et 3 plans de BSPCE, auxquels s'ajoutent des BSA AIR non convertis pour 800 k€.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'seventh-check-en-disputed-ownership',
    documentType: 'legal_docs',
    text: `Title to shares
Ownership of 12% of the ordinary shares is disputed: a former adviser claims them under a 2019 agreement that the company says was never signed.`,
    present: ['cap-table-complexity'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-check-en-reconciled',
    documentType: 'legal_docs',
    text: `Capitalisation
The cap table is fully reconciled with the share register, and all notes converted in the Series A.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-check-fr-une-categorie',
    documentType: 'legal_docs',
    text: `Capital social
Une seule catégorie d'actions ordinaires ; aucun BSA AIR ni obligation convertible en circulation.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'seventh-check-en-cofounder-second-largest',
    documentType: 'pitch_deck',
    text: `Shareholders
Paul Otieno, who co-founded the company and left in 2021, is still our second-largest shareholder with 19%.
Revenue 2025: $2.2M.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-check-en-people-no-longer-here',
    documentType: 'business_plan',
    text: `Cap table notes
About 11% of the equity sits with people who no longer work here (two ex-engineers and an early sales lead).
Revenue 2025: $760k.`,
    present: ['dead-equity'],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-check-fr-ex-cofondateur-concurrent',
    documentType: 'pitch_deck',
    text: `Équipe
Notre ex-cofondateur, qui a rejoint un concurrent en 2022, a gardé l'intégralité de ses 25 %.
Chiffre d'affaires 2025 : 1,2 M€.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-check-en-role-column-left',
    documentType: 'business_plan',
    text: `Shareholding
| Shareholder | % | Role |
| J. Banda | 34% | CEO |
| M. Phiri | 21% | Left in 2022 |
| Angels | 30% | - |
| ESOP | 15% | - |
Revenue 2025: $1.1M.`,
    present: ['dead-equity'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'indirect'],
  },
  {
    id: 'seventh-check-en-coo-bought-back',
    documentType: 'pitch_deck',
    text: `Team
Our former COO's shares were bought back at fair value when she left in 2024.
Revenue 2025: $950k.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['negation', 'time'],
  },
  {
    id: 'seventh-check-fr-associes-operationnels',
    documentType: 'pitch_deck',
    text: `Équipe
Les trois associés fondateurs sont opérationnels à plein temps et détiennent 72 % du capital.
Chiffre d'affaires 2025 : 540 k€.`,
    present: [],
    absent: ['dead-equity', 'low-founder-ownership'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'seventh-check-en-users-by-year',
    documentType: 'business_plan',
    text: `Projections
Year 1: 500 users. Year 2: 25,000 users. Year 3: 400,000 users.
Revenue 2025: $60k.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'seventh-check-en-thousand-percent',
    documentType: 'pitch_deck',
    text: `2026 plan
We will grow revenue by 1,000% in 2026 on the back of the new distributor contract.
Revenue 2025: $310k.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-fr-multiplier-commercants',
    documentType: 'business_plan',
    text: `Feuille de route
Objectif : multiplier par 15 le nombre de commerçants actifs d'ici 18 mois.
Chiffre d'affaires 2025 : 320 k€.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-en-base-case',
    documentType: 'business_plan',
    text: `Base case
Our base case has revenue rising from $150k this year to $6m in 2027.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-en-modest-forecast',
    documentType: 'business_plan',
    text: `Forecast
We forecast 45% revenue growth next year, in line with the last two years. Revenue 2025: $2.0M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-fr-multiplie-passe',
    documentType: 'pitch_deck',
    text: `Traction
Nous avons multiplié nos ventes par 12 depuis 2021. Chiffre d'affaires 2025 : 1,5 M€.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'seventh-check-en-without-psp-licence',
    documentType: 'business_plan',
    text: `Compliance
We currently process payments without the PSP licence the central bank requires; our lawyers say we have until June to regularise.
Revenue 2025: $1.9M.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-check-fr-mise-en-demeure',
    documentType: 'business_plan',
    text: `Conformité
La CNIL nous a mis en demeure en septembre de cesser la collecte de données biométriques de nos clients.
Chiffre d'affaires 2025 : 890 k€.`,
    present: ['regulatory'],
    absent: ['litigation'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-check-en-no-sanction',
    documentType: 'business_plan',
    text: `Regulation
We hold every licence required to operate, and no regulator has ever sanctioned the company.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-check-en-margin-slid',
    documentType: 'business_plan',
    text: `Margins
Gross margin slid from 41% in 2023 to 29% in 2025 as input costs rose.
Revenue 2025: $3.4M.`,
    present: ['gross-margin'],
    absent: [],
    language: 'en',
    traits: ['time', 'figures'],
  },
  {
    id: 'seventh-check-fr-achats-depassent-ventes',
    documentType: 'financial_statements',
    text: `Comptes 2025 (non audités)
Le coût d'achat des marchandises vendues (1,9 M€) a dépassé les ventes (1,7 M€) sur l'exercice 2025.`,
    present: ['gross-margin', 'burn-above-revenue', 'audit-opinion'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-check-en-anchor-without-it',
    documentType: 'pitch_deck',
    text: `Customers
Safaricom is our anchor customer: without it, 2025 revenue would have been $0.9M instead of $2.6M.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-check-fr-trois-premiers-clients',
    documentType: 'pitch_deck',
    text: `Clients
Nos trois premiers clients pèsent 78 % du chiffre d'affaires 2025, qui atteint 1,3 M€.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
];
