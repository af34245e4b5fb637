import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part3: readonly RedFlagCase[] = [
  {
    id: 'd19-w3-en-bog-suspension-minutes',
    documentType: 'legal_docs',
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence', 'founder-departure'],
    traits: ['minutes', 'words', 'indirect'],
    text: `MINUTES OF AN EMERGENCY MEETING OF THE BOARD OF DIRECTORS OF KUDI WALLET GHANA LIMITED
Held by video conference on 18 September 2025 at 19:00 GMT

Present: E. Owusu (Chair), A. Boateng (CEO), K. Danso (CFO), M. Agyei (Investor Director), L. Tetteh (Independent)
In attendance: S. Quaye (Head of Compliance), Counsel from Bentsi-Enchill, Letsa & Ankomah

1. Letter from the Bank of Ghana
1.1 The CEO reported that on 16 September the Bank of Ghana's FinTech and Innovation Office issued a directive suspending the company's onboarding of new merchants and agents for 60 days, with effect from 17 September, and imposing an administrative penalty of GHS 420,000.
1.2 The directive follows the Bank's on-site examination in July, which found that 1,340 agent accounts had been opened without complete KYC and that suspicious transaction reports had been filed late on eleven occasions.
1.3 Existing customers may continue to transact. The company's Dedicated EMI licence itself remains in force.

2. Response
2.1 Counsel advised that the directive can be appealed, but recommended compliance and remediation instead. The board agreed not to appeal.
2.2 The Head of Compliance presented a remediation plan: re-verification of all 1,340 agents within 30 days, a new transaction-monitoring vendor, and weekly reporting to the Bank.
2.3 The penalty will be paid by 30 September from operating cash.

3. Communication
3.1 The board approved a short notice to investors and to the company's two partner banks.

There being no other business, the meeting closed at 20:25.
Signed: E. Owusu, Chair`,
  },
  // covenant: DSCR 0.92x against a minimum of 1.25x, so the covenant is breached.
  {
    id: 'd19-w3-en-compliance-certificate-dscr',
    documentType: 'legal_docs',
    present: ['debt-distress'],
    absent: ['going-concern', 'litigation'],
    traits: ['figures', 'table', 'indirect'],
    text: `COMPLIANCE CERTIFICATE
To: Stanbic Bank Botswana Limited (as Lender)
From: Kalahari Agro-Processors (Pty) Ltd (as Borrower)
Date: 31 October 2025

We refer to the term loan agreement dated 12 May 2023 for BWP 18,000,000 (the "Agreement"). Terms defined in the Agreement have the same meaning in this certificate.

1. We confirm that for the Relevant Period ending 30 September 2025:

   Covenant                                  Required          Actual
   Debt Service Cover Ratio (clause 21.2)    not less than 1.25x   0.92x
   Net Debt to EBITDA (clause 21.3)          not more than 3.00x   2.71x
   Minimum cash balance (clause 21.4)        BWP 1,500,000         BWP 1,640,000

   Workings: Cash flow available for debt service BWP 3,310,000 / Debt service BWP 3,600,000 = 0.92x.

2. The Debt Service Cover Ratio requirement in clause 21.2 was therefore not met for the Relevant Period. The shortfall arose from lower sorghum throughput during the mill upgrade in June-August.

3. Save as set out in paragraph 2, no Default is continuing. All scheduled payments of principal and interest have been made on their due dates.

4. We request a waiver of clause 21.2 for this Relevant Period and will provide a revised budget showing a DSCR above 1.3x for the period ending 31 March 2026.

Signed
T. Molefe, Chief Financial Officer
For and on behalf of Kalahari Agro-Processors (Pty) Ltd`,
  },
  // runway: cash 1,150,000 / net burn 160,000 a month = 7.2 months (<9); costs 360,000 > revenue 200,000.
  {
    id: 'd19-w3-en-csv-cash-burn',
    documentType: 'financial_statements',
    present: ['short-runway', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['csv', 'figures'],
    text: `cashflow_summary_FY25Q3.csv  (management accounts, unaudited - prepared for the board pack)
company,Zuri Beauty Labs Ltd
currency,KES thousands
period,month,revenue,total_costs,net_burn,closing_cash
Q3,Jul,176,351,175,1470
Q3,Aug,189,355,166,1310
Q3,Sep,200,360,160,1150

memo,line
1,"Revenue = D2C sales via website and Jumia plus wholesale to 42 salons in Nairobi"
2,"Total costs include manufacturing at the Ruiru contract plant, 19 staff, and digital marketing"
3,"No debt; the company is funded by the 2024 angel round (KES 4.8M)"
4,"Next external audit will cover FY2025 once the year closes in December"

Note from the CFO (pasted under the CSV in the board pack):
Revenue grew for the ninth month in a row, driven by the new sunscreen line. Burn is coming down slowly as marketing becomes more efficient: cost per acquired customer fell from KES 1,140 in April to KES 860 in September. We will present options for the next raise at the November meeting, including a bridge from existing angels. In the meantime we have paused the planned Kampala pop-up store and renegotiated the contract plant's minimum batch size, which should lower inventory tied up in slow-moving shades from November.`,
  },
  // churn 1.1% a month; annual logo retention 88% (>=55%).
  {
    id: 'd19-w3-en-retention-healthy',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn', 'customer-concentration', 'burn-above-revenue'],
    traits: ['figures', 'table'],
    text: `DUKA POS | Point-of-sale and inventory for Ethiopian retailers
Slide 8 - Retention and revenue

Logo retention by annual cohort (share of shops still paying after 12 months)
  2022 cohort (410 shops): 86%
  2023 cohort (1,120 shops): 88%
  2024 cohort (2,630 shops): 89% (11 months observed)

Average monthly churn, last 12 months: 1.1% of paying shops
Net revenue retention: 112%

Why retention is high: shops keep their stock and sales records in Duka POS and pay in birr through telebirr; switching means losing their history.

Revenue and costs (ETB millions)
                      2023       2024       9M 2025
  Revenue            18.4       36.9        38.2
  Cost of revenue     6.1       11.8        11.5
  Operating costs     9.8       19.7        21.1

Customers
 - 4,020 paying shops in Addis Ababa, Adama, Hawassa and Bahir Dar
 - Largest customer: a 46-outlet pharmacy chain, 4% of revenue
 - Top 10 customers: 15% of revenue

Team
 - Hana Tesfaye (CEO), previously at Ethio Telecom digital services
 - Yonas Bekele (CTO), previously at Gebeya

Ask
USD 2.5M to expand to Dire Dawa and Mekelle and launch supplier credit with Awash Bank.`,
  },
  // growth: $1.2M (2025) -> $38M (2028) = 31.7x in three years = 3.16x a year (>=3x over three years).
  {
    id: 'd19-w3-en-three-year-multiple',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'time'],
    text: `SOLARIS MOBILITY - electric motorcycle leasing for riders in Kampala and Nairobi
Business plan 2025-2028, Chapter 7: Financial plan

7.1 Starting point (2025, forecast on 9 months actual)
 - Bikes on the road: 820
 - Revenue: USD 1.2 million
 - Cost of revenue (battery swaps, maintenance, insurance): USD 0.66 million
 - Operating costs: USD 0.41 million

7.2 Projection
                        2025      2026      2027      2028
 Bikes on the road        820     2,900     9,500    31,000
 Revenue (USD m)          1.2       3.9      12.0      38.0
 Cost of revenue (USD m)  0.66      2.1       6.3      19.4
 Gross margin             45%       46%       48%       49%
 EBITDA (USD m)          0.13      0.52      2.40       9.60

7.3 Drivers
 - Each bike earns about USD 1,230 a year in lease payments.
 - Battery swap stations grow from 14 to 260.
 - We assume asset financing of USD 45 million over three years from development lenders and local banks, secured on the bikes.
 - Riders come mainly from conversion of petrol boda-boda; we assume 1.5% of Kampala and Nairobi's riders switch by 2028.

7.4 What could go wrong
Battery prices, rider default, and the pace of asset financing. A 30% slower fleet build would leave 2028 revenue at about USD 26 million.`,
  },
  // gross margin: 41.2% (FY2024) -> 33.1% (FY2025), down 8.1 points (>=5).
  {
    id: 'd19-w3-en-margin-slide',
    documentType: 'financial_statements',
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
    text: `MARA PACKAGING LIMITED (Lusaka, Zambia)
Extract from the audited financial statements for the year ended 31 March 2025
Auditor: Deloitte & Touche Zambia - unmodified opinion dated 27 June 2025

Statement of profit or loss (ZMW '000)
                                         FY2025        FY2024
Revenue                                  96,300        81,700
Cost of sales                           (64,400)      (48,000)
Gross profit                             31,900        33,700
Distribution costs                       (9,100)       (8,200)
Administrative expenses                 (14,700)      (13,300)
Operating profit                          8,100        12,200
Net finance costs                        (1,900)       (2,400)
Profit before tax                         6,200         9,800

Directors' commentary
Volumes of corrugated boxes grew 22% with new contracts from two copper mines and a Zambeef subsidiary. The kwacha's weakness raised the cost of imported kraft paper, and our largest contracts have annual price reviews, so we could not pass the increase on until April 2025. New prices are now in place for 70% of volumes.

Revenue by market: copper mining 38 contracts (34% of revenue in total, no single customer above 9%); food and beverage 41%; agriculture 25%.`,
  },
];
