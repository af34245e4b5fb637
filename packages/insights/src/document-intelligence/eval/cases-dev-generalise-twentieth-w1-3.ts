import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part3: readonly RedFlagCase[] = [
  // no-competition: "there are no competitors". unrealistic-growth: XOF 96m (2025) -> 600m (2026) = 6.25x in a year >= 4x. Revenue figure given: no missing-financials. 2025 above 2024 (XOF 41m): no declining-revenue.
  {
    id: 'd20-w1-en-017-blog-school-fees-senegal',
    documentType: 'business_plan',
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['prose', 'figures'],
    text: `Why 2026 is the year school fees go digital in West Africa

By Aminata Diallo, founder of EkolPay (Dakar)

Three years ago I stood in a queue at my nephew's school in Pikine with forty other parents, each holding an envelope of cash. The bursar wrote receipts by hand. That queue is why EkolPay exists.

Today 310 private schools in Senegal and Côte d'Ivoire collect fees through EkolPay, by Wave, Orange Money or card. Parents pay in instalments, schools get paid on time, and bursars stop counting cash.

People often ask who else is doing this. We looked hard, across all eight UEMOA countries, and the answer is simple: there are no competitors. Banks have not built it, the wallets are not interested in schools, and the school-management software vendors do not touch payments.

That gives us a rare window. EkolPay earned XOF 96 million in 2025, up from XOF 41 million in 2024. Our plan for 2026 is XOF 600 million, driven by three things:
- the Ministry-approved rollout to 900 additional schools from January,
- instalment credit for parents, launched with a partner bank,
- entry into Mali and Burkina Faso in the second half.

We are hiring a head of partnerships and two sales leads in Abidjan. If you run a school and still count cash at the gate, write to us.`,
  },
  // Clean: the litigation, default and licence questions are asked but not answered ("to be provided", "awaiting counsel") - a question without an answer is not present. Top customer 18% < 30%.
  {
    id: 'd20-w1-en-018-dd-tracker-open-items',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'debt-distress', 'pending-licence', 'customer-concentration'],
    traits: ['checklist', 'table', 'modality'],
    text: `DD TRACKER - PROJECT BAOBAB (target: Tembo Energy Ltd, Zambia)   status as of 24 Nov 2025

Ref  Item                                                   Owner      Status     Response
F1   Audited FS FY2023, FY2024                              Company    Done       Folder 2.1, unmodified opinions
F2   Revenue by customer FY2024                             Company    Done       Largest customer (ZESCO feeder contract) 18%; no other above 9%
F3   Management accounts YTD Sep 2025                       Company    Done       Folder 2.4
L1   Pending or threatened claims, litigation, arbitration  Counsel    Open       Awaiting counsel's confirmation
L2   Any default or waiver under loan agreements            Company    Open       To be provided
L3   Licences held (ERB generation/distribution)            Company    Open       See folder 4.2 (to be uploaded)
L4   Environmental permits (ZEMA)                           Company    Open       To be provided
L5   Employment contracts of key staff                      Company    Done       Folder 5.1
T1   Tax clearance (ZRA)                                    Company    Requested  -
C1   Fully diluted cap table                                Company    Done       Folder 6.1

Next call with management: Thursday 27 Nov, 14:00 CAT. Priority: L1-L4 before IC paper is drafted.`,
  },
  // missing-financials: a deck with no revenue or cost figure (only market size, counts, and the amount raised). no-competition: "We have no competitors". No projection of revenue: no unrealistic-growth.
  {
    id: 'd20-w1-en-019-deck-dar-logistics',
    documentType: 'pitch_deck',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
    text: `DAR LOGISTICS - SEED DECK (text export)

Slide 1 - Dar Logistics: the operating system for Moroccan freight

Slide 2 - Problem
Moroccan shippers book 80% of domestic truck loads by phone, through brokers, with no tracking and payment terms of 90 days or more for drivers.

Slide 3 - Solution
A marketplace app that matches loads with verified owner-drivers, tracks every trip and pays drivers within 48 hours.

Slide 4 - Market
Domestic road freight in Morocco: MAD 45bn a year. 1.2 million trucks on the road, 70% owned by individuals.

Slide 5 - Competition
We have no competitors. Brokers are not technology companies, and the international freight platforms have never entered Morocco.

Slide 6 - Traction
- 120 shippers onboarded, including two of the top five cement producers
- 1,900 verified drivers
- 3,400 trips per week in October, from 400 per week in March

Slide 7 - Team
Youssef Alami (CEO), ex-operations lead at a national 3PL; Salma Bennani (CTO), ex-engineer at a European mobility company.

Slide 8 - The ask
Raising USD 2m seed to expand to Tangier, Agadir and Fès and to launch driver fuel cards.`,
  },
  // Clean: audited, unmodified. Revenue NGN 1,516m -> 1,842m; gross margin 774/1,842 = 42.0% vs 667/1,516 = 44.0%, down 2 points < 5; cost of sales and opex below revenue, operating profit positive.
  {
    id: 'd20-w1-en-020-audited-extract-ngn',
    documentType: 'financial_statements',
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures', 'boilerplate'],
    text: `MERCHANTBOX NIGERIA LTD
Extract from the audited financial statements for the year ended 31 December 2025
(Auditors: Adeyemi Oduya & Co., unmodified opinion dated 14 March 2026)

Statement of profit or loss (NGN million)
                           FY2025       FY2024
Revenue                     1,842        1,516
Cost of sales              (1,068)        (849)
Gross profit                  774          667
Gross margin                  42%          44%
Operating expenses           (611)        (540)
Operating profit              163          127
Finance costs                 (22)         (25)
Profit before tax             141          102
Income tax                    (45)         (33)
Profit for the year            96           69

Selected notes
Note 4. Cost of sales rose faster than revenue because of the naira depreciation on imported POS terminals; management has moved to local assembly from Q1 2026.
Note 17. Contingent liabilities: the company has made inquiries of its legal advisers; there are no pending legal proceedings against the company at the reporting date (2024: none).
Note 19. Related parties: key management compensation only (2024: same). There were no other related-party transactions.`,
  },
  // related-party: warehouse lease from a company owned by the CEO's brother. founder-departure: resignation of co-founder/COO accepted. Lease approved at arm's length by valuer: still related-party (tie to founder's family is what counts).
  {
    id: 'd20-w1-en-021-minutes-brother-lease-coo-resigns',
    documentType: 'legal_docs',
    present: ['related-party', 'founder-departure'],
    absent: ['litigation', 'dead-equity'],
    traits: ['formal', 'indirect'],
    text: `MINUTES OF THE BOARD OF DIRECTORS - CHOWBOX TECHNOLOGIES LTD
Meeting held by video conference on 11 November 2025

Present: Mrs. B. Adeleke (Chair), Mr. T. Okafor (CEO), Mr. F. Adeyemi (COO), Ms. K. Mensah (investor director, Oasis Partners)
In attendance: Mr. L. Eze (CFO), Ms. R. Bello (company secretary)

1. Warehouse, Ikeja
1.1 The CEO presented a proposal to lease a 2,400 sqm warehouse at Oregun from Okafor Holdings Ltd at NGN 2.4m per month for three years. Mr. Okafor declared that Okafor Holdings Ltd is owned by his brother and did not take part in the vote.
1.2 The CFO presented an independent valuer's report indicating the rent is in line with market.
1.3 RESOLVED (Mr. Okafor abstaining) that the lease be approved and that the CFO sign on behalf of the company.

2. Management changes
2.1 The Chair read the letter dated 3 November 2025 from Mr. Femi Adeyemi, co-founder and Chief Operating Officer, resigning his executive office with effect from 31 January 2026.
2.2 The Board accepted the resignation and thanked Mr. Adeyemi for his contribution since the founding of the company. Mr. Adeyemi will remain a director until the next AGM.
2.3 The CEO will assume operations responsibilities in the interim; a search for a Head of Operations will begin immediately.

3. Any other business
The investor director asked for a summary of all contracts with parties connected to directors at the next meeting.

There being no other business, the meeting closed at 16:40.`,
  },
  // Clean (choice): runway = cash USD 1.52m / net burn USD 152k = 10 months >= 9. Net burn 152k < revenue 231k, compared as stated per the guide, so no burn-above-revenue. Revenue rises each month.
  {
    id: 'd20-w1-en-022-mgmt-accounts-ten-months',
    documentType: 'financial_statements',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures'],
    text: `KILIMO DATA LTD - MANAGEMENT ACCOUNTS SUMMARY, Q3 2025 (USD '000)

                          Jul      Aug      Sep
Revenue                   198      214      231
Gross profit              121      131      142
Gross margin %             61%      61%      61%
Net cash burn            (160)    (148)    (148)
Closing cash            1,820    1,672    1,524

Commentary
- Revenue grew 8% a month on the back of two new county contracts (Nakuru, Kericho) for soil-testing data.
- Average net burn over the quarter was USD 152k. At that rate, closing cash of USD 1.52m gives ten months of runway, to the end of July 2026.
- We expect net burn to fall below USD 120k from Q1 2026 as the Kericho contract moves to full billing.
- The Series A process starts in February; we are not dependent on it closing before Q3 2026.

Headcount: 46 (Q2: 44). No change to the leadership team.`,
  },
  // non-recurring-revenue: one-off USD 310k implementation fee counted inside ARR of USD 1.2m. unit-economics: claims 3-month payback, but CAC USD 120 / gross profit USD 8 per month = 15 months. No churn figure: no high-churn.
  {
    id: 'd20-w1-en-023-ic-memo-arr-and-payback',
    documentType: 'business_plan',
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'unrealistic-growth'],
    traits: ['figures', 'indirect'],
    text: `IC MEMO - AFRIKASH (Kenya / Uganda) - USD 4m SERIES A
Prepared by: Deal team   Date: 18 November 2025

Headline metrics (company-provided)
- ARR: USD 1.2m (Oct 2025), up from USD 0.7m a year ago
- Customers: 10,400 SME subscribers on the invoicing-and-payments plan
- CAC payback: "under 3 months" (management deck, slide 11)

Composition of ARR
Management's ARR figure annualises October revenue and includes the USD 310k implementation fee received in October from the Uganda Revenue Authority pilot (a single milestone payment for integration work; no further fees are contracted). Subscription ARR alone is about USD 890k.

Unit economics (from the data room)
- Blended CAC, last two quarters: USD 120 per new subscriber (paid marketing + field agents)
- ARPU: USD 7.10 per month
- Gross margin on subscription: 53%
- Gross profit per subscriber per month: about USD 3.80; including payments take-rate, about USD 8

Deal team view
The business is growing and the product is loved by its users. However, the payback claim does not survive the arithmetic above, and the headline ARR should be restated before we rely on it for valuation. We propose pricing off subscription ARR and asking management to revisit the deck.

Plan: management forecasts ARR of USD 2.1m by end-2026, which we view as stretching but possible.`,
  },
  // Clean: top customer 29% < 30%; churn 4.0% a month < 5% (annual 1-0.96^12 = 39% < 45%); gross margin 61% -> 57%, down 4 points < 5; revenue rises each month.
  {
    id: 'd20-w1-en-024-csv-near-thresholds',
    documentType: 'financial_statements',
    present: [],
    absent: ['customer-concentration', 'high-churn', 'gross-margin', 'declining-revenue'],
    traits: ['csv', 'figures'],
    text: `Jumla Hub (Tanzania) - KPI export, Q3 2025, amounts in TZS million

month,revenue,cost_of_sales,gross_margin_pct,paying_shops_start,shops_lost,monthly_churn_pct,top_customer,top_customer_share_pct
2025-07,612,239,61.0,2150,86,4.0,Mlimani Supermarkets,29
2025-08,648,266,59.0,2210,88,4.0,Mlimani Supermarkets,28
2025-09,690,297,57.0,2280,91,4.0,Mlimani Supermarkets,29

Finance notes:
- Margin compression comes from the new cold-chain SKUs, priced at launch discounts until November.
- Churn is measured on shops at start of month; shops that reactivate within 30 days are not counted as lost.
- Mlimani is a wholesale buyer for its 14 outlets; its share has been between 27% and 29% all year.
- Figures agree to the general ledger; Q3 bank reconciliations completed 8 October.
- Paying shops grew every month despite churn, because field agents added 140 to 160 new shops a month in Dar es Salaam, Arusha and Mwanza.
- The board asked for a cohort view of churn by region for the November meeting, and for a plan to bring two more wholesale buyers onto the platform in Q4.`,
  },
];
