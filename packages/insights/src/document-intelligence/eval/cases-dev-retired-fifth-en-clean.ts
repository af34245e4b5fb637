/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): English texts with no flag that tempt the reader (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthEnClean: readonly RedFlagCase[] = [
  {
    id: 'h5-enc-01',
    documentType: 'pitch_deck',
    text: `COMPETITION
The market is crowded: Paystack, Flutterwave and Moniepoint all serve SMEs, and the banks are catching up.
We win on reconciliation: our merchants close their books in minutes, not days.
Revenue: ₦1.3bn in 2026, twice 2025.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth'],
    traits: ['prose', 'negation'],
  },
  {
    // Now 16 months of runway; net burn $60k < revenue $140k.
    id: 'h5-enc-02',
    documentType: 'business_plan',
    text: `Update for the data room
In January our runway was four months. The Series A closed in March, and at today's net burn of
$60k a month it is now sixteen months. Monthly revenue is $140k and has grown every month this year.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['time', 'split', 'figures'],
  },
  {
    id: 'h5-enc-03',
    documentType: 'legal_docs',
    text: `Warranty 11 - Litigation
11.1 No litigation, arbitration or administrative proceeding is pending or, to the Warrantors' knowledge,
threatened by or against the Company.
11.2 The Company is not subject to any order or judgment of a court or regulator.`,
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['negation', 'list', 'split'],
  },
  {
    // GM 44% -> 41%: down 3 points, under 5.
    id: 'h5-enc-04',
    documentType: 'financial_statements',
    text: `Summary of audited results (year to 30 June 2026)
Revenue: KSh 612M (2025: KSh 488M)
Gross margin: 41% (2025: 44%)
Profit before tax: KSh 37M
The auditors, a Big Four firm, gave an unqualified opinion.`,
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'declining-revenue'],
    traits: ['figures', 'negation'],
  },
  {
    // Largest customer 24% (< 30).
    id: 'h5-enc-05',
    documentType: 'pitch_deck',
    text: `Customers
• 62 hospitals and clinics across Ghana and Côte d'Ivoire
• Largest customer: Korle Bu Teaching Hospital, 24% of 2026 revenue
• Revenue 2026: GHS 18M`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h5-enc-06',
    documentType: 'business_plan',
    text: `Licensing
We applied for a payment service provider licence in October 2025. The Central Bank of Kenya granted it
in May 2026, and since June we process payments in our own name.
Transaction revenue in Q3: KSh 44M.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['time', 'split'],
  },
  {
    // Founders 41% (not under 40); largest investor 31%.
    id: 'h5-enc-07',
    documentType: 'legal_docs',
    text: `Shareholder          Shares       %
Founders (3)         4,100,000    41.0
Oasis Ventures       3,100,000    31.0
Angels (11)          1,800,000    18.0
Option pool          1,000,000    10.0`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-enc-08',
    documentType: 'business_plan',
    text: `Key-person risk
Should either founder leave, the company holds key-person cover of $500k on each, and the shareholders'
agreement requires unvested shares to be returned. Both founders are full-time and have four-year vesting
that began in 2025. Revenue this year: $2.6M.`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['modality', 'split'],
  },
  {
    id: 'h5-enc-09',
    documentType: 'financial_statements',
    text: `Note 18 - Borrowings
The company has a USD 3M term loan from a development finance institution. At 30 June 2026 it was not in
default under any facility, had missed no payment and met all financial covenants.
Revenue for the year: USD 11.2M (2025: USD 9.4M).`,
    present: [],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['negation', 'split'],
  },
  {
    // 3.8% a month (< 5) and 62% annual retention (>= 55).
    id: 'h5-enc-10',
    documentType: 'pitch_deck',
    text: `RETENTION
Monthly churn: 3.8%
12-month retention of the 2025 cohort: 62%
MRR: R2.9M`,
    present: [],
    absent: ['high-churn'],
    traits: ['figures', 'list'],
  },
  {
    // R10M -> R25M is 2.5x.
    id: 'h5-enc-11',
    documentType: 'business_plan',
    text: `Projections
We expect revenue to grow from R10M this year to R25M next year, and could reach R50M in 2028 if the
Western Cape roll-out goes to plan. These figures assume no new funding beyond this round.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['modality', 'split'],
  },
  {
    id: 'h5-enc-12',
    documentType: 'legal_docs',
    text: `Share register note
An early engineer who left in 2024 held 1.5% through the option plan. The Company exercised its call
option at the time and bought the shares back in full; they were cancelled.
No former employee or officer holds shares.`,
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['negation', 'time', 'split'],
  },
  {
    id: 'h5-enc-13',
    documentType: 'business_plan',
    text: `Suppliers and conflicts
We buy packaging from three suppliers in Nairobi and Mombasa. None of the directors, founders or their
families has any interest in them, and no related-party transactions took place in 2026.
Cost of packaging: KSh 14M on revenue of KSh 210M.`,
    present: [],
    absent: ['related-party'],
    traits: ['negation', 'split'],
  },
  {
    id: 'h5-enc-14',
    documentType: 'financial_statements',
    text: `Revenue analysis, FY2026 (USD)
Subscription revenue (recurring)        2,840,000
Implementation fees (one-off, shown separately and excluded from ARR)    120,000
Total revenue                           2,960,000`,
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['table', 'negation'],
  },
  {
    id: 'h5-enc-15',
    documentType: 'pitch_deck',
    text: `Licensed and compliant
- Switching licence from the Central Bank of Nigeria since 2024
- No sanction, fine or suspension from any regulator
- Revenue 2026: ₦3.4bn`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h5-enc-16',
    documentType: 'business_plan',
    text: `The VAT and PAYE arrears we disclosed in last year's plan were paid in full in March 2026. We are
current with KRA and hold a valid tax compliance certificate.
Revenue 2026: KSh 320M.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['time', 'negation', 'split'],
  },
  {
    id: 'h5-enc-17',
    documentType: 'financial_statements',
    text: `Independent auditor's report (extract)
Opinion: the financial statements give a true and fair view. Conclusions relating to going concern:
we have concluded that the directors' use of the going-concern basis is appropriate and we have not
identified a material uncertainty. Revenue: EGP 148M (2025: EGP 121M).`,
    present: [],
    absent: ['going-concern', 'audit-opinion'],
    traits: ['negation', 'split'],
  },
  {
    // LTV = $30 x 18 months = $540; $540 / $150 = 3.6x, as claimed.
    id: 'h5-enc-18',
    documentType: 'pitch_deck',
    text: `UNIT ECONOMICS
ARPU: $30 / month
Average lifetime: 18 months
LTV: $540
CAC: $150
LTV/CAC: 3.6x
Revenue 2026: $1.4M`,
    present: [],
    absent: ['unit-economics'],
    traits: ['figures', 'list'],
  },
  {
    // Investor 45% (< 50).
    id: 'h5-enc-19',
    documentType: 'legal_docs',
    text: `Key terms
The Investor will subscribe for Series A preference shares giving it 45% of the fully diluted capital.
The founders will hold 47% and the pool 8%. The Investor may appoint two of five directors.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['modality', 'figures'],
  },
  {
    id: 'h5-enc-20',
    documentType: 'financial_statements',
    text: `Chair's letter
2024 was our drought year. Revenue recovered in 2025 and grew again in 2026, to R40M from R31M.
All three farms are now irrigated.`,
    present: [],
    absent: ['declining-revenue'],
    traits: ['time', 'indirect'],
  },
  {
    id: 'h5-enc-21',
    documentType: 'business_plan',
    text: `Capitalisation
Our cap table is simple: two founders, one seed fund and an option pool. It is reconciled with the share
register and has been reviewed by the investors' counsel.
2026 revenue: $780k.`,
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['negation', 'split'],
  },
  {
    // Burn $80k < revenue $120k; $1.2M / $80k = 15 months.
    id: 'h5-enc-22',
    documentType: 'pitch_deck',
    text: `Monthly revenue      $120k
Monthly burn (gross) $80k
Cash                 $1.2M
We are cash-generative at the operating level.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['table', 'figures'],
  },
  {
    // GM 31% -> 37%: up.
    id: 'h5-enc-23',
    documentType: 'financial_statements',
    text: `Gross margin improved from 31% to 37% after we moved bottling to Thika.
Revenue: KSh 540M (prior year: KSh 502M).
Cost of sales: KSh 340M.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['figures', 'time'],
  },
  {
    id: 'h5-enc-24',
    documentType: 'business_plan',
    text: `We considered applying for our own lending licence but decided against it. Loans are booked by a
licensed partner bank and we earn a servicing fee: ₦410M in 2026.
The arrangement needs no further approval.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['negation', 'split'],
  },
  {
    id: 'h5-enc-25',
    documentType: 'legal_docs',
    text: `DDQ - Section C (People)
C.3 Has any founder or executive resigned, or given notice, in the last 24 months? No.
C.4 Does any former employee or founder hold shares? No.
C.5 Is any key person expected to leave within twelve months? Not to the Company's knowledge.`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h5-enc-26',
    documentType: 'business_plan',
    text: `Market
Three competitors sell soil-testing kits in Ethiopia, and two NGOs give them away in Oromia. Our edge is
the agronomy advice that comes with the result, in Amharic and Afaan Oromo.
Revenue 2026: ETB 38M; operating costs ETB 31M.`,
    present: [],
    absent: ['no-competition', 'burn-above-revenue'],
    traits: ['prose', 'split'],
  },
];
