/**
 * Development set, sixth round, English: the texts that carry a flag, in plans, board memos and financial statements (how the round's texts were written: cases-dev-generalise-sixth-en.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthEnglishFlagsAccounts: readonly RedFlagCase[] = [
  {
    id: 'sixth-en-accounts-weekly-burn',
    documentType: 'financial_statements',
    text: `Unaudited management accounts - October 2025 (KES)
Cash at bank, 31 October: 18.4m
Net cash burn, average per week this quarter: 1.1m
Revenue, October: 9.6m
Receivables over 90 days: 2.3m`,
    present: ['short-runway', 'audit-opinion'],
    absent: ['burn-above-revenue', 'debt-distress'],
    language: 'en',
    traits: ['figures', 'list'],
  },
  {
    id: 'sixth-en-memo-coo-last-day',
    documentType: 'business_plan',
    text: `Board memo - 14 November
1. People. Amina Diallo, co-founder and COO, has told the board that her last day will be 31 March; she will stay until her successor is hired.
2. Trading. Q3 revenue was $1.24M against $1.31M in Q2, mainly because the Ecobank contract ended.
3. Operating costs for Q3 were $1.02M.`,
    present: ['founder-departure', 'declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['list', 'indirect', 'figures'],
  },
  {
    id: 'sixth-en-update-mrr-slipping',
    documentType: 'business_plan',
    text: `Subject: Q3 update
MRR: July $84.0k / August $81.2k / September $77.5k. Two reseller contracts were not renewed.
Net burn averaged $52k a month; cash on hand $1.6M.
We are hiring a new head of partnerships.`,
    present: ['declining-revenue'],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-plan-cancellations-table',
    documentType: 'business_plan',
    text: `Subscriber movements, Q1 2025
| Month | Subscribers at start | Cancellations | New |
| January | 4,000 | 260 | 310 |
| February | 4,050 | 255 | 290 |
| March | 4,085 | 270 | 300 |
Subscription revenue for the quarter: $312k.`,
    present: ['high-churn'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-en-interim-quarter-cash',
    documentType: 'financial_statements',
    text: `Interim financial information, quarter ended 30 June 2025
Revenue: $510,000
Net cash used in operating activities: $420,000
Cash and cash equivalents at 30 June: $640,000`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'list'],
  },
  {
    id: 'sixth-en-directors-material-uncertainty',
    documentType: 'financial_statements',
    text: `Directors' report for the year ended 28 February 2025
Revenue for the year was R18.6m (2024: R16.1m).
At year end current liabilities exceeded current assets by R4.2m. The directors note that these conditions indicate a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern; they are negotiating new facilities.`,
    present: ['going-concern'],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'sixth-en-auditor-except-for',
    documentType: 'financial_statements',
    text: `Report of the independent auditor
In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements present fairly the financial position of the company.
Basis for Qualified Opinion: we were unable to observe the counting of inventories at 31 December 2024.
Revenue: TZS 5.8bn. Cost of sales: TZS 3.9bn.`,
    present: ['audit-opinion'],
    absent: ['gross-margin'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-update-audit-not-started',
    documentType: 'business_plan',
    text: `Subject: Year-end numbers
Full-year revenue came in at $2.05M against $1.62M in 2024.
These are management figures: the 2025 audit has not started and we expect signed accounts in May.
Total operating costs for the year: $1.9M.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-notes-tax-owed',
    documentType: 'financial_statements',
    text: `Notes to the accounts
Note 14 - Other payables
PAYE and VAT owed to the Uganda Revenue Authority for April to September 2025: UGX 310m, together with late-payment penalties of UGX 28m.
Revenue for the year: UGX 4.1bn (2024: UGX 3.6bn).`,
    present: ['debt-distress'],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-memo-covenant-outside',
    documentType: 'business_plan',
    text: `Board memo - banking
At the 30 June test date we were outside the debt-service cover covenant on the Stanbic working-capital line (1.05x against a minimum of 1.25x). The bank has reserved its rights while talks on a waiver continue.
H1 revenue: $3.4M; H1 costs: $3.1M.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'sixth-en-memo-cofounder-kept-shares',
    documentType: 'business_plan',
    text: `Board memo - shareholding
Joseph Otieno, a co-founder who left the business in 2023, still owns 22% of the ordinary shares. The board has not agreed terms for a buy-back.
Revenue last year was KES 64m.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'sixth-en-memo-cto-shares-repurchased',
    documentType: 'business_plan',
    text: `Shareholding
When our first CTO left in 2022, the company exercised its right to repurchase all her shares at nominal value; she holds nothing today.
Revenue 2025: $1.3M; operating costs: $1.1M.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'sixth-en-update-licence-suspended',
    documentType: 'business_plan',
    text: `Subject: Urgent - licence
On 12 August the Bank of Ghana suspended our electronic money issuer licence for 60 days pending an inspection of our agent network. Wallet top-ups are paused.
July revenue: GHS 2.8m; July costs: GHS 2.5m.`,
    present: ['regulatory'],
    absent: ['pending-licence', 'burn-above-revenue'],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'sixth-en-plan-hockey-stick-table',
    documentType: 'business_plan',
    text: `Five-year plan (USD)
| | 2025 | 2026 | 2027 | 2028 |
| Revenue | 0.9M | 4.2M | 16M | 38M |
| Headcount | 14 | 40 | 95 | 160 |`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-en-update-arr-includes-fee',
    documentType: 'business_plan',
    text: `Subject: ARR milestone
We crossed $1.9M ARR in October. That figure includes the $350k one-time implementation fee from the Ministry of Health project, which we annualised with the subscription lines.
Monthly costs are about $130k.`,
    present: ['non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-statement-margin-slide',
    documentType: 'financial_statements',
    text: `Income statement (USD thousands)
| | 2024 | 2025 |
| Revenue | 3,200 | 3,650 |
| Cost of sales | (1,600) | (2,080) |
| Gross profit | 1,600 | 1,570 |
| Operating expenses | (1,100) | (1,300) |`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-en-memo-sales-down-fifth',
    documentType: 'business_plan',
    text: `Chair's note
Sales fell by a fifth last year, to ZAR 8 million, as two retail chains moved to in-house brands. Costs were cut to ZAR 7.2 million.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['words'],
  },
  {
    id: 'sixth-en-update-spend-twice-billing',
    documentType: 'business_plan',
    text: `Subject: where we are
We bill about $60k a month and spend roughly twice that. The bridge left us with $2.5M, so there is no cash squeeze yet.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    language: 'en',
    traits: ['words', 'indirect'],
  },
  {
    id: 'sixth-en-update-rough-quarter',
    documentType: 'business_plan',
    text: `Subject: Q3 - a rough quarter
Hi everyone,
Revenue for Q3 was $380k, down from $455k in Q2.
Our head of sales, who joined as the third co-founder, resigned in September.
We have $700k in the bank and are burning about $190k a month.`,
    present: ['declining-revenue', 'founder-departure', 'short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-statement-quarters-row',
    documentType: 'financial_statements',
    text: `Quarterly revenue (USD thousands)
| Q1 | Q2 | Q3 | Q4 |
| 310 | 295 | 280 | 262 |
Operating costs were stable at about 240 a quarter.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
];
