/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): English texts that
 * carry flags (second part). Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids
 * and labels unchanged since; see cases-dev-retired-second.ts for the protocol it was written under and why it
 * retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondEnglishFlagsMore: readonly RedFlagCase[] = [
  {
    id: 'h2-en-deck-quarter-costs-rent-arrears',
    documentType: 'pitch_deck',
    text: `Financials, Q2 2025
Revenue: $310k
Operating costs: $540k
Cash at bank: $4.8M
Customers: Unilever Nigeria is 35% of revenue.
We are three months in arrears on the warehouse rent and are negotiating a payment plan with the landlord.`,
    present: ['burn-above-revenue', 'customer-concentration', 'debt-distress'],
    absent: ['short-runway'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-en-dd-note-register-mismatch-majority',
    documentType: 'legal_docs',
    text: `Legal due diligence: findings on share capital
- The share register and the cap table in the data room disagree by 412,000 shares; the company could not reconcile the two before the report date.
- The conversion terms of two SAFEs signed in 2022 are undocumented.
- After the 2024 rescue round Norfund holds 61% of the ordinary shares; the founders together hold 26%.`,
    present: ['cap-table-complexity', 'investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'en',
    traits: ['list', 'prose'],
  },
  {
    id: 'h2-en-statements-gross-loss-unaudited',
    documentType: 'financial_statements',
    text: `Unaudited management accounts, year to 30 June 2025
Revenue: $1.84m
Cost of sales: $2.02m
Gross loss: ($0.18m)
Cash at year end: $310k; net monthly burn: $60k.`,
    present: ['gross-margin', 'burn-above-revenue', 'audit-opinion', 'short-runway'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h2-en-deck-retention-pilot-fee-in-arr',
    documentType: 'pitch_deck',
    text: `Retention and revenue
Cohort retention after 12 months: 49%.
ARR: $1.3M, including the $310k one-off set-up fee from the Ministry of Health pilot.
Net revenue retention: 104%.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'list'],
  },
  {
    id: 'h2-en-plan-tripling-three-years-registration',
    documentType: 'business_plan',
    text: `Five-year plan: revenue (USD millions)
| 2025 | 2026 | 2027 | 2028 |
| 0.8 | 2.6 | 7.9 | 24.0 |
Our second product's NAFDAC registration was filed in May and is still awaited.
Our warehouse in Ikeja is leased from the CEO's father.`,
    present: ['unrealistic-growth', 'pending-licence', 'related-party'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures', 'split'],
  },
  {
    id: 'h2-en-board-memo-ceo-stepping-down-tribunal',
    documentType: 'business_plan',
    text: `Board memo, December 2025
Our CEO and co-founder, Grace Achieng, has told the board she will step down in June 2026 for family reasons.
A former employee has filed an unfair dismissal claim at the Employment and Labour Relations Court; the case is ongoing.
Revenue 2025: $2.2M. Total costs: $1.9M.`,
    present: ['founder-departure', 'litigation'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-en-statements-instalments-behind-supplier-suit',
    documentType: 'financial_statements',
    text: `Directors' report, 2025
Revenue: KES 51m (2024: KES 46m).
The directors have doubts about the company's ability to continue as a going concern.
The company has fallen two instalments behind on its equipment loan.
A supplier has sued the company for unpaid invoices; the case is pending before the High Court.`,
    present: ['going-concern', 'debt-distress', 'litigation'],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'h2-en-deck-quarterly-spend',
    documentType: 'pitch_deck',
    text: `Where we are
Cash: $900k
We spend $600k a quarter, net of revenue.
Revenue: $350k a quarter.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h2-en-deck-two-thirds-one-buyer-classification',
    documentType: 'pitch_deck',
    text: `Customers and risks
Two-thirds of our sales go to one customer, Jumia.
Revenue 2025: $4.0M.
It is uncertain whether the Communications Authority will classify our service as a telecom service, which would bring it under licensing.`,
    present: ['customer-concentration', 'regulatory'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'modality'],
  },
  {
    id: 'h2-en-cap-table-lead-just-over-half',
    documentType: 'legal_docs',
    text: `Pro forma cap table after the Series A
| Holder | Shares | % |
| Lionstone Capital | 520,000 | 52.0% |
| Founders (2) | 400,000 | 40.0% |
| ESOP | 80,000 | 8.0% |`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'h2-en-dd-note-packaging-wife-suspension',
    documentType: 'legal_docs',
    text: `Commercial due diligence: key findings
The company buys all of its packaging from PackRite Ltd, in which the wife of director Kwame Osei holds 70%.
The Food and Drugs Authority suspended the registration of the company's flagship juice in July 2025 after a labelling inspection.`,
    present: ['related-party', 'regulatory'],
    absent: [],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-en-deck-original-cto-still-holds',
    documentType: 'pitch_deck',
    text: `Team and ownership
Our original CTO left in 2022. He still holds 12% of the company; we did not buy his shares back.
Revenue 2025: $600k.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-en-dd-note-certificates-unreconciled',
    documentType: 'legal_docs',
    text: `Due diligence note: capital and accounts
The cap table could not be reconciled with the share certificates, and the 2021 convertible notes are missing from it.
The company's 2024 financial statements were never audited.`,
    present: ['cap-table-complexity', 'audit-opinion'],
    absent: [],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'h2-en-deck-cap-table-being-cleaned',
    documentType: 'pitch_deck',
    text: `Cap table
Being cleaned up: the figures on this slide are unreconciled and may change before closing.
Revenue 2025: $1.5M.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'h2-en-statements-directors-report-no-figures',
    documentType: 'financial_statements',
    text: `Directors' report for the year ended 31 March 2025
The directors present their report. The principal activity of the company is the sale of solar irrigation pumps.
Given the delay in the Series A, the directors have significant doubt about the company's ability to continue as a going concern.`,
    present: ['going-concern', 'missing-financials'],
    absent: [],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'h2-en-accounts-monthly-decline-margin',
    documentType: 'financial_statements',
    text: `Monthly management accounts, H1 2025 (USD thousands)
| Month | Jan | Feb | Mar | Apr | May | Jun |
| Revenue | 180 | 176 | 170 | 166 | 161 | 155 |
| Cost of sales | 99 | 99 | 99 | 101 | 100 | 99 |`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h2-en-deck-lost-half-hardware-in-recurring',
    documentType: 'pitch_deck',
    text: `Customers
We started 2024 with 1,000 paying shops and lost 480 of them during the year.
Our recurring revenue of $900k includes a one-time $150k hardware sale.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h2-en-plan-recycling-permit-fivefold',
    documentType: 'business_plan',
    text: `Growth plan
Our permit for the recycling plant has been applied for with the Environmental Protection Agency; we expect a decision in Q2.
We forecast revenue to grow from $500k this year to $2.5m next year.`,
    present: ['pending-licence', 'unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['time', 'figures'],
  },
  {
    id: 'h2-en-deck-contribution-per-order',
    documentType: 'pitch_deck',
    text: `Unit economics: every order makes money
Contribution margin per order: +$1.20
Average order: $14.00; food cost $9.50; delivery $3.80; packaging $0.90; payment fees $0.40
Revenue 2025: $3.2M.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['figures', 'list', 'indirect'],
  },
  {
    id: 'h2-en-plan-payback-claim',
    documentType: 'business_plan',
    text: `We recover our acquisition cost in six months.
CAC: $240. Gross profit per customer: $12 a month.
Revenue 2025: $780k.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
];
