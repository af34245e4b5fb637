/**
 * Development set, seventh round, clean texts (2026-11-28): texts with no flag written to tempt the round's new
 * readers (modest count moves and relative-year plans, a lifetime value above its cost, a contribution up from
 * negative, standard preferences, converted SAFEs, leavers holding nothing, a licence renewed, a long cash
 * horizon), labelled before they were run. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventhClean: readonly RedFlagCase[] = [
  {
    id: 'seventh-clean-en-markets-next-year',
    documentType: 'pitch_deck',
    text: `Expansion
We expect to grow from 3 markets to 5 next year.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-en-team-went-from',
    documentType: 'pitch_deck',
    text: `Team
Our team went from 4 to 40 people in two years.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-clean-en-schools-by-2027',
    documentType: 'pitch_deck',
    text: `Goal
Our goal is to reach 100 schools by 2027, from 20 today.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-en-lifetime-above-cost',
    documentType: 'pitch_deck',
    text: `Unit economics
Each customer brings in $1,200 over its lifetime and costs $300 to acquire.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-en-contribution-up-from',
    documentType: 'pitch_deck',
    text: `Order economics
Contribution margin per order: $1.10 (up from -$0.40 a year ago).
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-clean-en-no-participation',
    documentType: 'legal_docs',
    text: `Terms
The Series A preferred carries a 1x liquidation preference; there is no participation.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-clean-en-two-classes',
    documentType: 'legal_docs',
    text: `Share capital
We have two share classes: ordinary shares and Series A preferred shares.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: [],
  },
  {
    id: 'seventh-clean-en-cto-full-time',
    documentType: 'pitch_deck',
    text: `Team
Our CTO, who joined in 2021, holds 12% and works full-time.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    language: 'en',
    traits: [],
  },
  {
    id: 'seventh-clean-en-former-hold-none',
    documentType: 'legal_docs',
    text: `Employee equity
Former employees hold no shares; all unvested options lapsed on departure.`,
    present: [],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-clean-en-investors-minority',
    documentType: 'legal_docs',
    text: `Ownership after the round
Investors will hold 35% after the round; the founders keep 55%.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-en-licence-renewed',
    documentType: 'business_plan',
    text: `Licences
Our licence was renewed in August for five years.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-clean-en-margin-since',
    documentType: 'business_plan',
    text: `Margins
Gross margin was negative in our first pilot in 2021 but has been above 40% since 2023.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['gross-margin'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-clean-fr-agences',
    documentType: 'business_plan',
    text: `Développement
Nous comptons passer de 12 à 20 agences l'an prochain.
Chiffre d'affaires 2025 : 1,2 M€.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-fr-cac-valeur-vie',
    documentType: 'pitch_deck',
    text: `Économie unitaire
Le CAC est de 40 € et la valeur vie client de 310 €.
Chiffre d'affaires 2025 : 1,2 M€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-fr-aucun-ancien',
    documentType: 'legal_docs',
    text: `BSPCE
Aucun ancien salarié ne détient d'actions ni de BSPCE exerçables.`,
    present: [],
    absent: ['dead-equity'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'seventh-clean-en-relative-years-modest',
    documentType: 'business_plan',
    text: `Plan
Year 1: 2,000 users; Year 2: 5,000 users; Year 3: 11,000 users.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-clean-en-payback-under-life',
    documentType: 'pitch_deck',
    text: `Unit economics
Payback is 14 months and customers stay on average four years.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-clean-en-safes-all-converted',
    documentType: 'legal_docs',
    text: `Capitalisation
12 SAFEs were issued in 2021 and all converted at the Seed.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'seventh-clean-fr-preference-simple',
    documentType: 'legal_docs',
    text: `Pacte
Les actions de préférence bénéficient d'une préférence de liquidation simple (1x), non participative.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'seventh-clean-en-cash-more-months',
    documentType: 'business_plan',
    text: `Cash
After the bridge we have cash for another 22 months.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['short-runway'],
    language: 'en',
    traits: ['figures'],
  },
];
