/**
 * Development set, seventh round, probe texts (2026-11-28): written and labelled after the round's second rule
 * change and before any rule was changed for them, to test both ways what that change reads: near-misses for
 * the new readers (a standard preference, a modest plan by relative year, converted SAFEs, a hypothetical CAC, a
 * former title held elsewhere, a counterfactual without a money pair) and flags in wordings still unread
 * (counts 'up from', a crowd of shareholders, a co-founder who 'stopped working on the business'). Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventhProbe: readonly RedFlagCase[] = [
  {
    id: 'seventh-probe-en-standard-preference',
    documentType: 'legal_docs',
    text: `Key terms
The Series A carries a 1x non-participating liquidation preference, pari passu with the Seed.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-probe-en-modest-relative-years',
    documentType: 'business_plan',
    text: `Plan
Year 1: $400k revenue
Year 2: $900k
Year 3: $1.6M`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'seventh-probe-en-former-cto-elsewhere',
    documentType: 'pitch_deck',
    text: `Team
Before founding the company, our CEO was the CTO of Jumia Pay; our COO is a former McKinsey partner.
Revenue 2025: $1.0M.`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-probe-en-never-unlicensed',
    documentType: 'business_plan',
    text: `Regulation
We are licensed by the Central Bank of Nigeria and have never operated without a licence.
Revenue 2025: ₦1.2 billion.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-probe-fr-aucune-mise-en-demeure',
    documentType: 'business_plan',
    text: `Conformité
Aucune mise en demeure n'a été reçue de la CNIL ni d'aucune autre autorité.
Chiffre d'affaires 2025 : 640 k€.`,
    present: [],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'seventh-probe-en-healthy-ratio-lines',
    documentType: 'pitch_deck',
    text: `Unit economics
LTV/CAC: 5.2x
CAC: $80
LTV: $420
Revenue 2025: $2.4M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'seventh-probe-fr-cac-hypothese',
    documentType: 'business_plan',
    text: `Sensibilités
Si le CAC dépassait 300 €, chaque client nous coûterait plus qu'il ne rapporte ; il est aujourd'hui de 90 €.
Chiffre d'affaires 2025 : 1,3 M€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'seventh-probe-en-safes-converted',
    documentType: 'legal_docs',
    text: `Capitalisation
The company issued 6 SAFEs in 2022 and 2023; all of them converted into Seed Preferred shares in 2024.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-probe-en-cofounder-sold-back',
    documentType: 'pitch_deck',
    text: `Team
Both co-founders work full-time; the third co-founder, who left in 2020, sold her shares back to the company.
Revenue 2025: $700k.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['negation', 'time'],
  },
  {
    id: 'seventh-probe-en-users-modest',
    documentType: 'pitch_deck',
    text: `Outlook
We expect users to go from 12,000 to 30,000 next year. Revenue 2025: $500k.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-fr-cout-ventes-part',
    documentType: 'financial_statements',
    text: `Comptes annuels 2025 (audités)
Chiffre d'affaires : 2,1 M€. Le coût des ventes représente 62 % du chiffre d'affaires.`,
    present: [],
    absent: ['gross-margin'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-without-wfp-growth',
    documentType: 'pitch_deck',
    text: `Customers
Without the World Food Programme contract, revenue would still have grown 40% in 2025, to $1.4M.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['modality'],
  },
  {
    id: 'seventh-probe-en-rider-three-weeks',
    documentType: 'business_plan',
    text: `Supply side
Each rider on our platform costs $48 to recruit and stays only three weeks, generating about $30 of margin in that time.
Revenue 2025: $3.2M.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-probe-fr-cac-passe-a',
    documentType: 'business_plan',
    text: `Acquisition
Le coût d'acquisition client est passé à 210 €, alors qu'un client génère en moyenne 150 € de marge avant de partir.
Chiffre d'affaires 2025 : 900 k€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-probe-en-burning-per-transaction',
    documentType: 'pitch_deck',
    text: `Payments
We are burning cash on every transaction: average revenue per transaction is $0.45 and processing costs $0.61.
Revenue 2025: $1.1M.`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-capitalisation-layers',
    documentType: 'legal_docs',
    text: `Capitalisation
The company's capital includes ordinary shares, three series of preferred shares, warrants issued to a lender and an unconverted $2m convertible loan.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-probe-fr-preference-2x',
    documentType: 'legal_docs',
    text: `Pacte d'associés
Le pacte prévoit une préférence de liquidation de 2x au bénéfice du fonds.`,
    present: ['cap-table-complexity'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-140-shareholders',
    documentType: 'business_plan',
    text: `Shareholders
Our cap table has 140 shareholders, mostly friends-and-family investors from the 2019 crowdfunding.
Revenue 2025: $600k.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-stopped-working',
    documentType: 'pitch_deck',
    text: `Team
Our second co-founder stopped working on the business in 2022 but kept 30% of the shares.
Revenue 2025: $450k.`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership'],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-probe-fr-directeur-commercial-capital',
    documentType: 'business_plan',
    text: `Actionnariat
Un ancien directeur commercial, parti en 2021, figure toujours au capital avec 8 %.
Chiffre d'affaires 2025 : 1,7 M€.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-probe-en-employees-quit-own',
    documentType: 'legal_docs',
    text: `Employee equity
Two early employees who quit in 2023 still own 4% each.`,
    present: ['dead-equity'],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-probe-en-cities-up-from',
    documentType: 'pitch_deck',
    text: `Vision
We plan to be in 500 cities by 2027, up from 3 today.
Revenue 2025: $240k.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-fr-clients-contre',
    documentType: 'business_plan',
    text: `Prévisions
Le business plan prévoit 120 000 clients fin 2026 contre 2 500 aujourd'hui.
Chiffre d'affaires 2025 : 300 k€.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-fy-table',
    documentType: 'business_plan',
    text: `Financial forecast
| | FY25 (actual) | FY26 | FY27 |
| Revenue ($m) | 0.3 | 2.9 | 11.0 |`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-probe-en-barred-policies',
    documentType: 'business_plan',
    text: `Regulatory
The insurance regulator has barred us from selling new policies until our capital is topped up.
Gross written premiums 2025: $4.1M; revenue $1.2M.`,
    present: ['regulatory'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-probe-fr-sans-agrement',
    documentType: 'business_plan',
    text: `Cadre réglementaire
Nous opérons sans agrément de l'ARCEP depuis notre lancement.
Chiffre d'affaires 2025 : 480 k€.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-probe-en-margin-brackets',
    documentType: 'financial_statements',
    text: `Key figures (audited)
Revenue FY25: $2.2M. Gross margin: -6% in FY25 (FY24: 4%).`,
    present: ['gross-margin'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-en-top-two',
    documentType: 'pitch_deck',
    text: `Customers
Our top two customers bring in 71% of revenue, which reached $1.8M in 2025.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-probe-fr-carrefour-seul',
    documentType: 'pitch_deck',
    text: `Clients
Carrefour représente à lui seul 58 % de nos ventes, qui atteignent 2,6 M€ en 2025.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
];
