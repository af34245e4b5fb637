/**
 * Development texts written for the twenty-fourth round's last figure readers (decision 0036, amendment of 2026-12-03),
 * before their rules: a gross margin said to narrow or cost of goods said above sales, runway said as how far the cash
 * takes the company, and a plan said as a multiple in words; beside the same on the safe side. Half in French.
 */
import type { RedFlagCase } from './case';

export const marginsRunwayPlansCases: readonly RedFlagCase[] = [
  {
    id: 'mr-en-cogs-exceeded-sales',
    documentType: 'financial_statements',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['indirect'],
    text: `Quarterly commentary

Cost of goods sold exceeded sales in the first quarter as maize prices spiked before our contracts with buyers were
repriced. Sales for the quarter: KES 48 million.`,
  },
  // 38 → 29: nine points down.
  {
    id: 'mr-en-margin-narrowed',
    documentType: 'pitch_deck',
    present: ['gross-margin'],
    absent: [],
    traits: ['figures'],
    text: `Unit economics

Gross margin narrowed from 38% to 29% over the year as we absorbed the fuel levy instead of passing it on. Revenue
2024: $3.1M.`,
  },
  {
    id: 'mr-en-margin-improved-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['gross-margin'],
    traits: ['figures'],
    text: `Unit economics

Gross margin improved from 31% to 36% after we renegotiated freight, and dipped only slightly in December. Revenue
2024: $2.2M.`,
  },
  {
    id: 'mr-fr-marge-passee-de',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin'],
    absent: [],
    traits: ['figures'],
    text: `Rapport de gestion

La marge brute est passée de 41 % à 33 % sous l'effet de la hausse du prix du blé importé. Chiffre d'affaires de
l'exercice : 5,6 millions de dinars.`,
  },
  // 212 > 198: cost of sales above revenue.
  {
    id: 'mr-fr-cout-achat-depasse',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Compte de résultat simplifié

Le coût d'achat des marchandises vendues (212 M FCFA) dépasse le chiffre d'affaires (198 M FCFA) sur l'exercice, du
fait de ventes à perte pour écouler le stock.`,
  },
  {
    id: 'mr-fr-marge-maintenue-clean',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['gross-margin'],
    traits: ['figures'],
    text: `Rapport de gestion

La marge brute s'est maintenue à 42 % (41 % en 2023). Chiffre d'affaires : 3,3 M€, charges totales : 3,0 M€.`,
  },
  // $400k / $70k a month = 5.7 months.
  {
    id: 'mr-en-cash-takes-us-to',
    documentType: 'pitch_deck',
    present: ['short-runway'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `The raise

At the current burn of about $70k a month, the $400k in the bank takes us to roughly the end of next quarter. Monthly
revenue: $85k.`,
  },
  // 180 / 30 = 6 mois.
  {
    id: 'mr-fr-nous-tenons-six-mois',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['short-runway'],
    absent: [],
    traits: ['figures'],
    text: `Financement

Avec 180 M FCFA en banque et des sorties nettes d'environ 30 M FCFA par mois, nous tenons six mois. Chiffre
d'affaires mensuel : 34 M FCFA.`,
  },
  // 2.1M / 140k = 15 months.
  {
    id: 'mr-en-cash-and-burn-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['short-runway'],
    traits: ['figures'],
    text: `Key figures, 30 September 2025

Cash: $2.1M
Net burn: $140k/month
Revenue: $160k/month`,
  },
  // November 2025 to March 2026: four months.
  {
    id: 'mr-en-cash-until-march',
    documentType: 'business_plan',
    present: ['short-runway'],
    absent: [],
    traits: ['time', 'indirect'],
    text: `Board update, November 2025

We have enough cash to operate until March 2026 at the current headcount. Revenue in October: $61k.`,
  },
  {
    id: 'mr-fr-deux-ans-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['short-runway'],
    traits: ['indirect'],
    text: `Financement

Notre trésorerie de 1,2 M€ couvre plus de deux ans de dépenses au rythme actuel. Chiffre d'affaires mensuel : 38 k€.`,
  },
  // 0.5 → 2.5 → 9: 5× then 3.6×.
  {
    id: 'mr-en-plan-by-year',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures'],
    text: `Projections

We project revenue of $0.5M in 2025, $2.5M in 2026 and $9M in 2027, as the wholesale channel opens in three more
countries.`,
  },
  {
    id: 'mr-en-quadruple-next-year',
    documentType: 'pitch_deck',
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['indirect'],
    text: `2026

Revenue is planned to quadruple next year, from $600k to $2.4M, on the back of the government contract. Costs this
year: $550k.`,
  },
  {
    id: 'mr-en-double-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['indirect'],
    text: `2026

We aim to double revenue next year, from $600k to $1.2M, with the two distributors already signed. Costs this year:
$550k.`,
  },
  {
    id: 'mr-fr-multiplier-par-six',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['indirect'],
    text: `Plan

Nous prévoyons de multiplier notre chiffre d'affaires par six l'an prochain, de 300 k€ à 1,8 M€, grâce à l'ouverture
de quatre villes. Charges de l'exercice : 280 k€.`,
  },
  {
    id: 'mr-fr-objectif-modere-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['figures'],
    text: `Plan

Objectif : un chiffre d'affaires de 2,4 M€ en 2026, contre 1,5 M€ en 2025. Charges 2025 : 1,4 M€.`,
  },
];
