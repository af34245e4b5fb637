/**
 * Development set, more ways of stating each class in English and French: quarterly and yearly
 * figures, burn stated as spend, a monthly P&L table, shares of revenue per customer in words and
 * figures, term-sheet and memo wording. Written from the classes' definitions in cases-dev-retired-test.ts (then test-set.ts), never
 * from the test set's texts; part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const developmentCasesMixed: readonly RedFlagCase[] = [
  {
    id: 'dev-mixed-en-spend-quarter',
    documentType: 'business_plan',
    text: `RideHub runs electric motorbike taxis in Kigali.
We spend about $120,000 a month on salaries, batteries and rent.
Revenue last quarter was $150,000.
Our biggest customer, the city council, represents 35% of sales.
The founders together hold 38% of the company after the seed and Series A.
Annual churn among riders is 60%.`,
    present: ['burn-above-revenue', 'customer-concentration', 'low-founder-ownership', 'high-churn'],
    absent: ['missing-financials'],
    language: 'en',
    traits: ['figures', 'prose'],
  },
  {
    id: 'dev-mixed-en-monthly-table',
    documentType: 'financial_statements',
    text: `Management accounts, monthly (USD)
| | 2023 | 2024 |
| Revenue | 840,000 | 960,000 |
| Cost of revenue | 610,000 | 690,000 |
Operating expenses were $95,000 per month in 2024 against monthly revenue of $80,000.
These management accounts are unaudited.
Our auditors have raised substantial doubt about the company's ability to continue as a going concern.`,
    present: ['burn-above-revenue', 'audit-opinion', 'going-concern'],
    absent: ['declining-revenue', 'gross-margin', 'missing-financials'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'dev-mixed-en-termsheet',
    documentType: 'legal_docs',
    text: `Term sheet: Series A preferred shares of Zuri Health Ltd.
Lead investor: Savannah Capital, which will hold 52% of the fully diluted share capital after closing.
The founders' shareholding after closing: 31%.
Conditions precedent include the grant of the pharmacy licence, for which the company has applied.
The company is party to an ongoing arbitration with its former landlord.
The company leases its warehouse from a company controlled by the CEO's brother.`,
    present: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'related-party'],
    absent: ['missing-financials'],
    language: 'en',
    traits: ['term-sheet'],
  },
  {
    id: 'dev-mixed-en-clean-deck',
    documentType: 'pitch_deck',
    text: `Mkulima Pay lets farmers pay for inputs in instalments.
Revenue grew from $1.1M in 2023 to $1.9M in 2024.
Gross margin improved from 31% to 38%.
No single customer accounts for more than 8% of revenue.
We compete with One Acre Fund and Apollo Agriculture.
Monthly burn of $90,000 against monthly revenue of $160,000.
Our cap table is clean: the two founders hold 72% and the ESOP 10%.
We hold a licence from the Central Bank of Kenya, granted in 2023.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'customer-concentration', 'no-competition', 'burn-above-revenue', 'low-founder-ownership', 'cap-table-complexity', 'pending-licence', 'missing-financials'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'dev-mixed-fr-deck',
    documentType: 'pitch_deck',
    text: `LivrExpress livre les commerces de Casablanca en moins de deux heures.
Nous dépensons environ 1,1 M MAD par mois, pour un chiffre d'affaires mensuel de 700 000 MAD.
Notre premier client, Marjane, pèse 41 % des ventes.
Le taux de churn annuel atteint 58 %.
Notre CFO nous a quittés en mars.
Nous visons un chiffre d'affaires de 2 M€ en 2025 et de 12 M€ en 2026.`,
    present: ['burn-above-revenue', 'customer-concentration', 'high-churn', 'founder-departure', 'unrealistic-growth'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'dev-mixed-fr-memo-clean',
    documentType: 'business_plan',
    text: `Note d'investissement : TerraFarm, fournisseur d'engrais organiques en Côte d'Ivoire.
Le chiffre d'affaires est passé de 800 000 € en 2023 à 1,3 M€ en 2024.
La marge brute s'est améliorée, de 28 % à 34 %.
Aucun client ne représente plus de 10 % du chiffre d'affaires.
La société fait face à plusieurs concurrents, notamment Yara.
Les fondateurs détiennent 64 % du capital.
La société ne fait l'objet d'aucune procédure judiciaire.
L'agrément du ministère de l'Agriculture a été obtenu en 2022.
La consommation de trésorerie est de 60 k€ par mois pour un chiffre d'affaires mensuel de 110 k€.
Trésorerie disponible : 1,4 M€.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'customer-concentration', 'no-competition', 'low-founder-ownership', 'litigation', 'pending-licence', 'burn-above-revenue', 'short-runway', 'missing-financials'],
    language: 'fr',
    traits: ['negation', 'time'],
  },
  {
    id: 'dev-mixed-fr-statements',
    documentType: 'financial_statements',
    text: `États financiers au 31 décembre 2024 (non audités).
| (en k€) | 2023 | 2024 |
| Chiffre d'affaires | 950 | 1 150 |
| Achats consommés | 1 020 | 1 240 |
| Charges de personnel | 600 | 700 |
La société est en retard sur le paiement de la TVA depuis six mois.
Le prêt BPI a été rééchelonné après le non-respect des ratios financiers prévus au contrat.`,
    present: ['audit-opinion', 'gross-margin', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'dev-mixed-fr-governance',
    documentType: 'business_plan',
    text: `Gouvernance et équipe de SantéPlus.
Notre directrice générale quittera ses fonctions à la fin de l'année.
Le principal actionnaire, le fonds Amethis, contrôle 61 % des droits de vote.
Une procédure est engagée contre nous devant le conseil de prud'hommes par un ancien salarié.
Chiffre d'affaires 2024 : 2,4 M€, contre 3,1 M€ en 2023.
Nous pourrions perdre notre principal client si le contrat n'est pas renouvelé.`,
    present: ['founder-departure', 'investor-control', 'litigation', 'declining-revenue'],
    absent: ['customer-concentration', 'missing-financials'],
    language: 'fr',
    traits: ['prose', 'modality'],
  },
];
