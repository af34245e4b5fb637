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
  {
    id: 'd19-w3-en-email-no-lawsuit',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'related-party', 'regulatory'],
    traits: ['email', 'quoted-reply', 'negation', 'time'],
    text: `From: Yaw Darko <yaw@sankofafoods.com>
To: Nomsa Khumalo <nomsa@ubuntucapital.co.za>
Date: 10 October 2025
Subject: RE: RE: Quick questions before IC

Hi Nomsa, replies below in blue (pasting here in case formatting breaks).

>> 1. Is anyone suing you, or threatening to?
No. Nobody. The only thing close was the demand letter from Accra Distributors Ltd in late 2024 about the termination of their contract. Their lawyers withdrew it in writing on 22 January 2025 after we paid the last invoice they said was outstanding; I've put the withdrawal letter in folder 9.

>> 2. Any contracts with family members or companies owned by the founders?
None. Our warehouse is leased from SSNIT's property arm, and we buy packaging from three suppliers none of us has any interest in.

>> 3. Has the FDA or GSA ever fined or suspended you?
No. All 14 SKUs are FDA-registered, and our last inspection (June 2025) had no findings.

>> 4. Would a product recall be covered?
Yes, by our product liability policy with Enterprise Insurance up to GHS 2 million.

> Thanks Yaw, very clear. One more: will the shea supplier dispute you mentioned at the dinner be an issue?
That was a different company, actually: it's our competitor Northern Shea that is in arbitration with the cooperative, not us. We have no dispute with any supplier.

Best,
Yaw`,
  },
  // founders: 3,100,000 + 2,600,000 = 5,700,000 / 10,000,000 = 57% (>=40%); largest investor 18% (<50%).
  {
    id: 'd19-w3-en-spoken-cap-table',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `Transcript excerpt - founder interview, Ubuntu Capital screening call, 2 September 2025
Company: Kazi Connect Ltd (blue-collar hiring platform, Kigali)

Interviewer: Let's do the cap table quickly. How many shares are there in total?

Jean (CEO): Ten million ordinary shares, all issued, nothing convertible outstanding. The last SAFE converted at the seed and it's in the RDB filing from March.

Interviewer: And the two of you?

Jean: I have three point one million. Alice has two point six million.

Alice (COO): Right, two million six hundred thousand. We both work full-time, obviously.

Interviewer: Who else?

Jean: Kalisimbi Ventures from the seed, they have one point eight million. Then an angel group, about nine hundred thousand across eleven people. And the option pool has six hundred thousand, of which four hundred thousand are granted to the team.

Interviewer: Anyone who left the company still holding shares?

Alice: No. We had one early engineer with options who left in 2023; his unvested options lapsed and he never exercised the vested ones, which expired after 90 days.

Interviewer: Great. And the register and your spreadsheet match?

Jean: Yes, our lawyers at K-Solutions reconciled them in March. I'll send the signed extract.

Interviewer: Perfect, that's all I needed on that.`,
  },
  // unit economics: stated payback 3 months vs CAC $180 / monthly gross profit per customer $15 = 12 months.
  {
    id: 'd19-w3-en-payback-contradiction',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'high-churn'],
    traits: ['figures', 'indirect'],
    text: `CLEANWAVE - Water purifier subscriptions for urban households | Lagos & Abuja
Series Seed+ deck, August 2025

Slide 5 - How we make money
Customers rent a purifier for N25,000 a month (about USD 16). We install, service and replace filters. No upfront cost to the household.

Slide 6 - Unit economics (per household)
  Monthly subscription ................... USD 16.00
  Filter, servicing and collection cost .. USD 1.00
  Gross profit per month ................. USD 15.00
  Customer acquisition cost (CAC) ........ USD 180
  CAC payback ............................ 3 months
  Monthly churn .......................... 1.8%

Slide 7 - Traction
  Households subscribed: 6,200 (August 2025)
  Monthly revenue: USD 99,200
  Monthly operating costs incl. marketing: USD 84,500
  Estates covered: 48 in Lekki, Ajah, Gwarinpa and Wuse

Slide 8 - Why now
Rising cost of bottled and sachet water; frequent contamination of borehole water reported by the Lagos State Water Regulatory Commission.

Slide 9 - Plan
  Reach 20,000 households by end of 2026
  Add Port Harcourt and Ibadan
  Partner with two estate developers for pre-installed units

Slide 10 - Ask
USD 2M to fund device inventory and acquisition.`,
  },
  {
    id: 'd19-w3-en-ocr-bank-arrears',
    documentType: 'legal_docs',
    present: ['debt-distress'],
    absent: ['litigation', 'going-concern'],
    traits: ['ocr', 'split-lines', 'figures'],
    text: `[OCR scan - letterhead partly illegible]

EQ UITY BANK (KE NYA) LIMITED
Credit Remedial Unit, Upper Hill, Nairobi

Our ref: CRU /2025 / 0 9 8 1 4
Date : 1 7th Octo ber 2 025

The Direc tors
Jiko Smart Appliances Limited
P.O. Box 4 6 7 2 1 - 0 0 1 0 0 NAIROBI

RE: TERM LOAN A/C NO. 0 1 7 0 2 9 8 4 4 1 5 7 - NOTICE OF ARREARS

We refer to the above facility of KSh 3 5 , 0 0 0 , 0 0 0 advanced to you under our letter of offer dated 3 March 2 0 2 4.

Our records show that the monthly instal ments due on 5th July, 5th Au gust and 5th Sep tember 2 0 2 5 have not been paid. The arrears on the ac count stand at KSh 4, 2 8 0, 0 0 0 (inclu sive of pen alty inter est) as at the date of this letter.

You are here by requested to regu larise the ac count with in thirty ( 3 0 ) days. Should you fail to do so, the Bank will, with out further ref erence to you, exercise its rights under the facility, including the call ing up of the full out standing bal ance.

This letter is sent with out prejudice to the Bank's other rights.

Yours faith fully,

[signature]
Head, Credit Re medial
cc: Relationship Manager, Westlands Branch`,
  },
  // concentration: MTN Business 41% of FY revenue (>=30%).
  {
    id: 'd19-w3-en-split-bullets-client-cfo',
    documentType: 'business_plan',
    present: ['customer-concentration', 'founder-departure'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['split-lines', 'list', 'words'],
    text: `LINKSTAR FIELD SERVICES - 2026 plan (board draft v3, pasted from slides; bullets wrapped)

Highlights of FY2025
 - Revenue of
   UGX 14.9 billion, up
   27% on FY2024
 - Operating costs of
   UGX 12.6 billion
 - Tower maintenance
   sites served: 2,140
   across Uganda and
   South Sudan

Key facts the board should note
 - Largest client (MTN
   Business Uganda)
   accounts for 41% of
   FY revenue; the master
   services agreement renews
   in August 2026
 - Second-largest client,
   Airtel Uganda, at 14%
 - CFO Sarah Nabukenya
   resigned in September,
   effective 31 December;
   search under way with
   Korn Ferry
 - No borrowings; cash of
   UGX 3.1 billion

Context
 - Contracts are
   priced per site per
   month and indexed
   to fuel costs
 - Field staff: 412
   technicians in 19
   depots

Priorities for 2026
 - Win two more tower
   companies as clients
 - Expand solar hybrid
   retrofits
 - Fill CFO role by
   Q1 2026
 - Launch Rwanda
   operations in Q3`,
  },
  {
    id: 'd19-w3-en-director-family-loan',
    documentType: 'financial_statements',
    present: ['related-party', 'audit-opinion'],
    absent: ['debt-distress', 'going-concern', 'burn-above-revenue'],
    traits: ['words', 'figures', 'notes'],
    text: `NILE GATE LOGISTICS (U) LIMITED
Management accounts for the nine months ended 30 September 2025
These accounts have not been audited or reviewed by an external accountant. They were prepared by the finance team for the board and prospective investors.

Income statement (UGX million)           9M 2025     9M 2024
Revenue                                   7,840       6,510
Direct costs                             (5,210)     (4,390)
Gross profit                              2,630       2,120
Overheads                                (1,890)     (1,640)
Interest                                   (298)       (211)
Profit before tax                           442         269

Note 7 - Borrowings
The company has a loan of UGX 1,800 million from Kagga Holdings Limited, drawn in two tranches in 2023 and 2024, at 22% a year, repayable in 2027. Kagga Holdings Limited is owned by Mrs. Harriet Kagga, the mother of the Managing Director, Mr. Moses Kagga. Interest is paid quarterly and is up to date. The loan is unsecured.

Note 8 - Other transactions
Two of the company's twelve trucks are hired from Mr. Peter Kagga (a director's brother) at UGX 9 million a month each.

Note 9 - Cash
Cash and bank balances of UGX 612 million at 30 September 2025.`,
  },
];
