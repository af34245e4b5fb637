/**
 * Development set, sixth round, English (2026-11-28): texts written and labelled from the labelling guide
 * (held-out.ts's doc comment) and the case shape only, before any rule of the reader was read for this
 * round. Genres: deck slides, management accounts, board memos, term sheets, due-diligence notes and
 * investor e-mails; forms: tables, lists, prose and numbers in words. About a third carry no flag but
 * tempt the reader (negation, hypotheticals, problems said to be over, healthy figures). Tuning on them
 * is allowed: they are part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthEnglish: readonly RedFlagCase[] = [
  {
    id: 'sixth-en-deck-two-thirds-offtaker',
    documentType: 'pitch_deck',
    text: `Slide 6 - Traction
| | FY2024 | FY2025 |
| Revenue (USD k) | 410 | 690 |
| Buyers under contract | 3 | 5 |
Roughly two-thirds of FY2025 revenue was invoiced to a single offtaker, Twiga Foods.
All-in monthly costs run at about $45k.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'indirect'],
  },
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
    id: 'sixth-en-term-sheet-warranties-clean',
    documentType: 'legal_docs',
    text: `SERIES A TERM SHEET - NON-BINDING
Investment: USD 6,000,000 for Series A Preferred Shares.
Liquidation preference: 1x, non-participating.
Warranties: the Company is not in default under any loan agreement; there is no pending or threatened litigation against it; no founder, director or relative of either is party to any contract with the Company.
Post-money fully diluted: Founders 56%, Series A 20%, Seed investors 14%, ESOP 10%.`,
    present: [],
    absent: ['debt-distress', 'litigation', 'related-party', 'investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['negation', 'list'],
  },
  {
    id: 'sixth-en-terms-fund-majority',
    documentType: 'legal_docs',
    text: `Summary of terms - Series A
On completion Savanna Growth Fund II will hold 54.2% of the fully diluted share capital.
The two founders will hold 12.4% and 11.1%; the option pool is 10%, and angels hold the remainder.
Board: three seats for the Fund, one for the founders.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-dd-distributor-claim',
    documentType: 'legal_docs',
    text: `Legal due diligence - findings
3.2 A former distributor filed a claim in the Federal High Court, Lagos, in May 2025 for N240m in unpaid commissions. The next hearing is in February. Management hopes to settle; nothing has been signed.
3.3 No other proceedings were disclosed.`,
    present: ['litigation'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'list'],
  },
  {
    id: 'sixth-en-dd-claim-dismissed',
    documentType: 'legal_docs',
    text: `Legal due diligence - findings
The unfair-dismissal claim brought by a former sales manager was dismissed in June 2024 and the appeal period has expired.
We found no other disputes, threatened or pending, in the court searches run on 3 November.
Like any lender, the company could attract claims from borrowers in future.`,
    present: [],
    absent: ['litigation'],
    language: 'en',
    traits: ['time', 'negation', 'modality'],
  },
  {
    id: 'sixth-en-update-healthy-month',
    documentType: 'business_plan',
    text: `Subject: September investor update
Hi all,
MRR closed September at $212k (August: $198k).
Net burn was $38k and we hold $2.9M, so runway is not a concern this year or next.
Logo churn was 0.8% for the month and we did not lose any of our top ten accounts.
Thanks, Kofi`,
    present: [],
    absent: ['short-runway', 'declining-revenue', 'high-churn', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'negation'],
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
    id: 'sixth-en-deck-delivery-cost-of-sales',
    documentType: 'pitch_deck',
    text: `Where we are
Last quarter we delivered 230,000 orders for revenue of KES 41m.
Rider pay, fuel and packaging - our cost of sales - came to KES 48m.
Density in Nairobi should bring the cost per order down during 2026.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-deck-ltv-cac-contradicted',
    documentType: 'pitch_deck',
    text: `Unit economics
LTV/CAC: 4.1x
The average subscriber pays $30 a month at a 60% gross margin and stays 10 months.
We spend about $180 in paid acquisition per subscriber.
ARR: $1.4M; monthly operating costs: $95k.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-deck-payback-consistent',
    documentType: 'pitch_deck',
    text: `Unit economics
CAC payback: 5 months.
We spend $150 to acquire a clinic, which pays $40 a month at a 75% gross margin.
2025 revenue: $620k.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
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
    id: 'sixth-en-deck-school-renewals',
    documentType: 'pitch_deck',
    text: `Retention
Of the 1,000 schools that signed up in 2023, 510 renewed for 2024.
We are fixing onboarding with a new customer-success team.
Revenue 2024: $2.3M.`,
    present: ['high-churn'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-deck-nine-in-ten-renew',
    documentType: 'pitch_deck',
    text: `Retention
Nine in ten schools renew every year; the churn we do see is mostly school closures.
Revenue 2024: $2.3M, up from $1.5M.`,
    present: [],
    absent: ['high-churn', 'declining-revenue'],
    language: 'en',
    traits: ['words'],
  },
  {
    id: 'sixth-en-plan-runway-was-short',
    documentType: 'business_plan',
    text: `Financing
Our runway was 5 months in March. After the $3M extension closed in May, it is now 19 months at the current burn.
Revenue for the last twelve months: $1.1M.`,
    present: [],
    absent: ['short-runway'],
    language: 'en',
    traits: ['time'],
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
    id: 'sixth-en-auditor-clean-opinion',
    documentType: 'financial_statements',
    text: `Independent auditor's report
Deloitte & Touche audited the financial statements for 2024 and issued an unqualified opinion, with no emphasis of matter on going concern.
Revenue: GHS 22.4m (2023: GHS 19.8m). Total expenses: GHS 20.1m.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation'],
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
    id: 'sixth-en-plan-lease-arrears-cleared',
    documentType: 'business_plan',
    text: `Financing history
The arrears on our equipment lease, which reached three instalments in 2023, were cleared in full in January 2024. Every instalment since has been paid on time and we are within all covenants.
Revenue 2025: $960k; costs: $870k.`,
    present: [],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'sixth-en-dd-warehouse-in-law',
    documentType: 'legal_docs',
    text: `Commercial due diligence - property
The company leases its Kigali warehouse from Ikaze Properties Ltd for RWF 4m a month. Ikaze is owned by the CEO's brother-in-law; the lease was never put to the board.`,
    present: ['related-party'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-dd-suppliers-checked',
    documentType: 'legal_docs',
    text: `Related parties
We asked management and each director whether they, or anyone in their families, own or work for any supplier or customer. All said no, and the supplier list matched no names in the company-registry searches.`,
    present: [],
    absent: ['related-party'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-deck-nobody-else',
    documentType: 'pitch_deck',
    text: `Competition
Nobody else offers invoice financing to Sahel exporters. Banks will not touch the segment and fintechs have ignored it.
Revenue 2025: EUR 740k, from 38 exporters.`,
    present: ['no-competition'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-competitor-table',
    documentType: 'pitch_deck',
    text: `Competition
| | Us | Wave | Orange Money |
| Merchant fee | 0.8% | 1% | 1.5% |
| Settlement | same day | next day | 2 days |
We are not the only option, but we are the cheapest.
GMV 2025: $48M; revenue: $390k.`,
    present: [],
    absent: ['no-competition'],
    language: 'en',
    traits: ['table', 'negation'],
  },
  {
    id: 'sixth-en-cap-table-founders-third',
    documentType: 'legal_docs',
    text: `Capitalisation table (fully diluted, post-Series A)
| Shareholder | Shares | % |
| Kwame Mensah (founder, CEO) | 1,800,000 | 18.0% |
| Esi Boateng (founder, CTO) | 1,500,000 | 15.0% |
| Seed investors | 2,700,000 | 27.0% |
| Series A lead | 3,000,000 | 30.0% |
| ESOP | 1,000,000 | 10.0% |`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'figures'],
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
    id: 'sixth-en-dd-register-mismatch',
    documentType: 'legal_docs',
    text: `Corporate due diligence
The share register kept by the company secretary does not agree with the cap table in the data room: 312,000 shares issued to angels in 2021 appear in the cap table but not in the register. Management says it is reconciling the two.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
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
    id: 'sixth-en-deck-psb-under-review',
    documentType: 'pitch_deck',
    text: `Regulation
We applied to the CBN for a payment service bank licence in January 2025; the application is still under review.
Until then we operate through a partner bank.
Revenue 2025: N620m.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-licence-granted',
    documentType: 'pitch_deck',
    text: `Regulation
Our PSSP licence, applied for in 2023, was granted by the CBN in February 2025, and our data-protection registration is complete.
Revenue 2025: N410m; costs: N380m.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'burn-above-revenue'],
    language: 'en',
    traits: ['time'],
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
    id: 'sixth-en-plan-measured-growth',
    documentType: 'business_plan',
    text: `Plan
We expect revenue to grow from $2.0M this year to $3.1M in 2026 and $4.5M in 2027, while keeping costs below revenue.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
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
    id: 'sixth-en-deck-no-numbers',
    documentType: 'pitch_deck',
    text: `Problem: 60% of Senegal's informal retailers cannot get stock on credit.
Solution: buy-now-pay-later for shop owners, repaid through mobile money.
Team: ex-Wave and ex-Jumia.
Market: a $4bn opportunity across francophone West Africa.
Ask: $1.5M seed.`,
    present: ['missing-financials'],
    absent: [],
    language: 'en',
    traits: ['list'],
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
    id: 'sixth-en-deck-founders-staying',
    documentType: 'pitch_deck',
    text: `Team
Both founders are full-time, on four-year vesting, and neither plans to leave. We added a CFO from Ecobank in May.
Revenue 2025: $830k.`,
    present: [],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-deck-spread-customers',
    documentType: 'pitch_deck',
    text: `Customers
Our biggest client accounts for 9% of revenue; the top five together for 24%.
We serve 140 hotels in Kenya and Tanzania.
Revenue 2025: $1.7M.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-deck-two-telcos',
    documentType: 'pitch_deck',
    text: `Customers
MTN and Airtel together brought in 41% of 2025 revenue of $3.2M; the rest comes from 60 enterprises.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-plan-claims-possible',
    documentType: 'business_plan',
    text: `Risks
As a lender we could face claims from borrowers; none has been brought so far.
Revenue 2025: $2.2M; costs: $2.0M.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
    language: 'en',
    traits: ['modality', 'negation'],
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
  {
    id: 'sixth-en-shareholding-no-majority',
    documentType: 'legal_docs',
    text: `Shareholding
No single investor holds more than 25% of the company; the three founders, all full-time, hold 52% together.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-deck-runway-in-words',
    documentType: 'pitch_deck',
    text: `Finances
We have about three hundred thousand dollars left and spend around sixty thousand dollars a month net of revenue.
Revenue is running at ninety thousand dollars a month.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['words', 'figures'],
  },
  {
    id: 'sixth-en-plan-churn-peaked',
    documentType: 'business_plan',
    text: `Customers
Monthly churn peaked at 8% in 2023, when our app kept crashing; it has been under 2% every month for the past year.
Revenue 2025: $1.05M.`,
    present: [],
    absent: ['high-churn'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'sixth-en-statement-going-concern-fine',
    documentType: 'financial_statements',
    text: `Basis of preparation
The directors have assessed the company's cash forecasts for the next eighteen months and are satisfied that the going-concern basis is appropriate. There is no material uncertainty.
Revenue: $5.6M (2024: $4.8M). Expenses: $5.1M.`,
    present: [],
    absent: ['going-concern', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation'],
  },
];
