/**
 * Development texts written for the figures-first reader (decision 0036, amendment of 2026-12-02), before its rules:
 * figure classes stated only as figures (series in prose, lines and tables with their header, weekly and quarterly
 * periods, shares as fractions in words), in English and French, beside clean texts whose figures tempt a flag they do
 * not carry (a supposition, a denial, another company's figures, figures under the thresholds the rules use).
 */
import type { RedFlagCase } from './case';

export const figuresFirstCases: readonly RedFlagCase[] = [
  // Weekly burn $21k ≈ $91k a month against $30k monthly revenue; $118k of cash ≈ 1.3 months.
  {
    id: 'ff-en-weekly-burn-friday-note',
    documentType: 'business_plan',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
    text: `Friday note to the board

We spend about $21,000 a week all-in, payroll included. Bank balance this morning: $118,000.
Revenue is running at about $30,000 a month and grew a little on October.
We are talking to two angels about a bridge and will update you next week.`,
  },
  // Revenue row falls Q1 -> Q3; gross margin 39.0% -> 36.3% -> 31.8% (7.2 points down).
  {
    id: 'ff-en-quarter-table-revenue-cogs',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `Kilimo Supply Ltd - management accounts, figures in USD thousands

| | Q1 2025 | Q2 2025 | Q3 2025 |
|---|---|---|---|
| Revenue | 410 | 388 | 352 |
| Cost of sales | 250 | 247 | 240 |
| Operating expenses | 120 | 118 | 104 |

Notes: distribution to Mwanza started in Q2.`,
  },
  // Three months of sales in one sentence, each lower than the one before.
  {
    id: 'ff-en-prose-month-sales',
    documentType: 'pitch_deck',
    present: ['declining-revenue'],
    absent: ['unrealistic-growth'],
    traits: ['figures', 'prose'],
    text: `Traction. We launched the Ikeja hub in December. Sales were N42 million in January, N39 million in February and N33 million in March, as two wholesale buyers paused orders after the fuel price increase. We now have 1,300 retailers on the app.`,
  },
  // 190 of 2,400 subscribers cancelled in July: 7.9% in a month.
  {
    id: 'ff-en-churn-counts-lines',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
    text: `Subscriber movements, July 2025
- Subscribers at 1 July: 2,400
- New subscribers: 310
- Cancelled during July: 190
- Subscribers at 31 July: 2,520
- Subscription revenue for July: KES 3.1m`,
  },
  // Two-fifths of last year's billing from one client: 40%.
  {
    id: 'ff-en-two-fifths-client',
    documentType: 'pitch_deck',
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['figures', 'words'],
    text: `Customers. We sell airtime-backed device financing through telcos. Roughly two-fifths of everything we billed last year came from Safaricom, with the rest spread over forty dealers. Revenue last year was $2.3m.`,
  },
  // LTV below CAC, as a two-column KPI table.
  {
    id: 'ff-en-kpi-table-ltv-cac',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['table', 'figures'],
    text: `Key metrics (September 2025)

Metric | Value
Clinics live | 212
CAC (blended) | USD 140
Customer lifetime value | USD 95
Monthly churn | 2.1%`,
  },
  // Revenue plan 120 -> 900 -> 4,500 (7.5x then 5x a year).
  {
    id: 'ff-en-plan-line-years',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: ['declining-revenue'],
    traits: ['figures', 'list'],
    text: `Five-year plan (summary)
Revenue plan (EUR k): 2025: 120 | 2026: 900 | 2027: 4,500
Headcount plan: 2025: 9 | 2026: 22 | 2027: 48`,
  },
  // Quarter's net outflow GHS 2.7m ≈ 0.9m a month; GHS 4.1m of cash ≈ 4.6 months.
  {
    id: 'ff-en-quarter-outflow-cash',
    documentType: 'financial_statements',
    present: ['short-runway'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
    text: `Quarterly report to shareholders - Q3 2025
Net cash outflow for the quarter: GHS 2.7m.
Cash at 30 September: GHS 4.1m.
The board has approved a cost review.`,
  },
  // Monthly revenue in lines, each month lower.
  {
    id: 'ff-en-month-lines-revenue',
    documentType: 'business_plan',
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures'],
    text: `Monthly revenue
Apr: $64k
May: $58k
Jun: $51k
Team: 14 people, of whom 6 engineers.`,
  },
  // Cash 96 MFCFA over 18 MFCFA a month: 5.3 months; burn above the 7 MFCFA monthly revenue.
  {
    id: 'ff-fr-tresorerie-decaissements',
    documentType: 'business_plan',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
    text: `Point financier au 30 septembre 2025
Trésorerie disponible au 30 septembre : 96 millions FCFA.
Nous décaissons en moyenne 18 millions FCFA par mois.
Le chiffre d'affaires mensuel tourne autour de 7 millions FCFA.`,
  },
  // Semicolon export: CA falls, margin 25.6% -> 19.0% -> 9.2%.
  {
    id: 'ff-fr-export-mois-ca-achats',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
    text: `Export comptable - 3e trimestre
Mois;CA (kMAD);Achats consommés (kMAD)
Juillet;820;610
Août;790;640
Septembre;760;690`,
  },
  // 1,150 of 3,200 subscribers gone in a quarter: about 14% a month.
  {
    id: 'ff-fr-resiliations-trimestre',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
    text: `Abonnés. Sur les 3 200 abonnés du début du trimestre, 1 150 ont résilié avant la fin du trimestre ; nous en avons recruté 1 400 nouveaux. Chiffre d'affaires du trimestre : 41 millions FCFA.`,
  },
  // A third of sales from one group.
  {
    id: 'ff-fr-tiers-des-ventes',
    documentType: 'pitch_deck',
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['words', 'figures'],
    text: `Clients. Nous livrons 140 boulangeries à Dakar et Thiès. Le groupe Sedima pèse environ le tiers de nos ventes de l'année. Chiffre d'affaires 2024 : 380 millions FCFA.`,
  },
  // 4.5 MFCFA a week ≈ 19.5 a month; 52 MFCFA left: 2.7 months.
  {
    id: 'ff-fr-chat-semaine',
    documentType: 'business_plan',
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['chat', 'figures'],
    text: `[09:12] Awa : on brûle environ 4 500 000 FCFA par semaine en ce moment
[09:13] Awa : et il reste 52 millions FCFA sur le compte
[09:15] Ibrahima : ok, je relance les business angels aujourd'hui`,
  },
  // Payback of 14 months beyond a 10-month life.
  {
    id: 'ff-fr-payback-duree',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['figures'],
    text: `Économie unitaire. Le CAC est remboursé en 14 mois. Un client reste en moyenne 10 mois chez nous. Chiffre d'affaires 2025 : 210 M FCFA.`,
  },
  // Clean: a supposition of doubled burn; today 16.7 months of cash and revenue above burn.
  {
    id: 'ff-en-clean-hypothetical-burn',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'modality'],
    text: `Funding. We hold $1.5m in cash and burn about $90k a month, against revenue of $120k a month. If our burn doubled to $200k a month, the cash would last only 7.5 months; that is why hiring is staged.`,
  },
  // Clean: a rising quarterly series under a denial.
  {
    id: 'ff-en-clean-denied-decline',
    documentType: 'pitch_deck',
    present: [],
    absent: ['declining-revenue'],
    traits: ['figures', 'negation'],
    text: `Revenue has not declined in any quarter since launch: Q1 $310k, Q2 $325k, Q3 $341k.`,
  },
  // Clean: a rising table with a steady margin.
  {
    id: 'ff-en-clean-rising-table',
    documentType: 'financial_statements',
    present: [],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `Income statement extract (KES m)

| | H1 2024 | H2 2024 | H1 2025 |
|---|---|---|---|
| Revenue | 38.0 | 44.5 | 51.2 |
| Cost of sales | 22.1 | 25.9 | 29.6 |
| Gross profit | 15.9 | 18.6 | 21.6 |`,
  },
  // Clean: 2.8% churn in a month.
  {
    id: 'ff-en-clean-churn-low',
    documentType: 'business_plan',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Retention. Of 5,000 subscribers at the start of March, 140 cancelled during the month. Subscription revenue in March: $41,000.`,
  },
  // Clean: no client above a fifth.
  {
    id: 'ff-en-clean-no-client-above-fifth',
    documentType: 'pitch_deck',
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures', 'negation', 'words'],
    text: `Customers. No client weighs more than a fifth of revenue; the largest, Orange Money, is 18%. Revenue 2024: $3.2m.`,
  },
  // Clean: a supposed hiring plan shortens runway; the current runway is 16 months.
  {
    id: 'ff-fr-clean-si-embauche',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['figures', 'modality'],
    text: `Trésorerie. Au rythme actuel de 25 M FCFA de dépenses par mois, nos 400 M FCFA couvrent 16 mois. Si nous devions embaucher les 12 personnes prévues sans lever, elle ne couvrirait que 7 mois.`,
  },
  // Clean: another company's burn.
  {
    id: 'ff-en-clean-competitor-burn',
    documentType: 'pitch_deck',
    present: [],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'other-company'],
    text: `Competition. Our main competitor, RideCo, reportedly burns $400k a month against $150k of monthly revenue. We are profitable at the contribution level, with revenue of $210k a month and costs of $180k a month.`,
  },
  // Clean: weekly burn below monthly revenue and a long runway.
  {
    id: 'ff-en-clean-weekly-burn-covered',
    documentType: 'business_plan',
    present: [],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['chat', 'figures'],
    text: `[14:02] Thabo: we're burning ~R85k a week on opex
[14:03] Thabo: but revenue is R520k a month now
[14:03] Thabo: and R6m in the bank after the seed`,
  },
  // Clean: a plan that doubles and then nearly doubles.
  {
    id: 'ff-en-clean-plan-modest',
    documentType: 'business_plan',
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['figures', 'list'],
    text: `Revenue plan (USD m): 2025: 1.0 | 2026: 2.1 | 2027: 3.8`,
  },
  // Clean: a stable French margin table.
  {
    id: 'ff-fr-clean-marge-stable',
    documentType: 'financial_statements',
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
    text: `Compte de résultat simplifié (en millions FCFA)
Rubrique | 2023 | 2024 | 2025
Chiffre d'affaires | 410 | 468 | 530
Coût des ventes | 262 | 300 | 338
Marge brute | 148 | 168 | 192`,
  },
  // Clean: a share of a market, not of revenue.
  {
    id: 'ff-en-clean-market-two-thirds',
    documentType: 'pitch_deck',
    present: [],
    absent: ['customer-concentration'],
    traits: ['words'],
    text: `Market. Lagos accounts for roughly two-thirds of Nigeria's formal pharmacy market, which is why we started there; we now serve 600 pharmacies in four states. Revenue last year: NGN 410m.`,
  },
  // Clean: one subscriber in five cancels in a year (20%, under 45%).
  {
    id: 'ff-fr-clean-un-sur-cinq',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['words', 'figures'],
    text: `Fidélité. Environ un abonné sur cinq résilie dans l'année, ce qui est bas pour une offre prépayée. Chiffre d'affaires 2024 : 95 M FCFA.`,
  },
  // Clean: payback shorter than a customer's life.
  {
    id: 'ff-fr-clean-payback-court',
    documentType: 'pitch_deck',
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures'],
    text: `Économie unitaire. Le CAC est remboursé en 5 mois ; un client reste en moyenne 26 mois. Chiffre d'affaires 2025 : 180 M FCFA.`,
  },
  // Weekly sales in a table, falling week on week (French).
  {
    id: 'ff-fr-semaines-ventes',
    documentType: 'business_plan',
    present: ['declining-revenue'],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['table', 'figures'],
    text: `Suivi hebdomadaire
Semaine | Ventes (FCFA) | Commandes
S36 | 6 400 000 | 512
S37 | 5 900 000 | 470
S38 | 5 100 000 | 401
S39 | 4 700 000 | 380`,
  },
  // Costs above revenue per month in a table with its header (French).
  {
    id: 'ff-fr-tableau-charges-ca',
    documentType: 'financial_statements',
    present: ['burn-above-revenue'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
    text: `Synthèse mensuelle (en milliers d'euros)
Poste | Juillet | Août | Septembre
Chiffre d'affaires | 48 | 51 | 55
Charges totales | 92 | 95 | 97`,
  },
];
