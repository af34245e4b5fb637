import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part2: readonly RedFlagCase[] = [
  // runway: $540k a quarter = $180k a month; $2.4M / $180k = 13.3 months (>=9). Net burn $180k < revenue $260k a month.
  {
    id: 'd19-w3-en-quarterly-burn-healthy',
    documentType: 'pitch_deck',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'time', 'indirect'],
    text: `Slide 11 - Financial snapshot | Sokoni Cart (B2B grocery ordering, Kampala & Kigali)

Trading
  Monthly revenue (Sept 2025): USD 260k
  Monthly revenue (Sept 2024): USD 142k
  Gross margin: 19.5% (Sept 2024: 18.9%)
  Retailers ordering at least once a month: 6,480

Cash
  Cash at bank, 30 Sept 2025: USD 2.4M (Stanbic Uganda and Bank of Kigali)
  Net cash burn, Q3 2025: USD 540k for the quarter
  Net cash burn, Q2 2025: USD 585k for the quarter

Revenue by quarter (USD k)
  Q4 24: 471  |  Q1 25: 556  |  Q2 25: 664  |  Q3 25: 752

Unit economics (Kampala, mature cohorts)
  Average order value: USD 86
  Orders per retailer per month: 3.4
  Contribution per order after delivery: USD 4.10
  Cost to acquire a retailer (field agent + incentives): USD 38
  Payback: about 3 months (USD 38 / (3.4 x USD 4.10 = USD 13.9 a month) = 2.7 months)

Plan
  The USD 4M Series A extends our cash into 2028 and funds Nairobi in Q2 2026. We are not dependent on the round to continue operating; on the current path we reach contribution break-even in Kigali in Q1 2026 and company break-even in Q4 2026.

Competitors: Marketforce (exited the market), Copia, informal wholesalers.`,
  },
  {
    id: 'd19-w3-en-related-warehouse-lease',
    documentType: 'business_plan',
    present: ['related-party'],
    absent: ['litigation', 'burn-above-revenue', 'missing-financials'],
    traits: ['indirect', 'words'],
    text: `Kivu Cold Chain Ltd - Business plan, March 2025
Section 5: Operations

Facilities. The company operates a 2,400 m2 refrigerated warehouse in Goma (DRC) and a 900 m2 transit store in Gisenyi (Rwanda). The Goma warehouse is leased for ten years from Lac Vert Immobilier SARL at USD 14,500 a month, with a 5% annual escalation. Lac Vert Immobilier is owned by Mr. Jean-Paul Mukendi, the brother of our CEO, Patrick Mukendi. The lease was signed before the company raised outside capital and has not been benchmarked against market rents; the board intends to commission a valuation in Q3.

Transport. Our fleet of eleven reefer trucks is owned outright. Maintenance is contracted to Garage Umoja in Gisenyi, an unrelated firm chosen by tender in 2023.

Trading performance (USD)
                          FY2023       FY2024
  Revenue               1,912,000    2,486,000
  Cost of sales         1,204,000    1,541,000
  Operating expenses      498,000      612,000
  Operating profit        210,000      333,000

Customers. We store and move fish from Lake Kivu, dairy from Masisi and imported frozen chicken for 64 wholesalers and two supermarket chains. No customer accounts for more than 12% of revenue.

Staffing. 58 employees, of whom 41 in Goma. The operations director, Claudine Uwase, joined from Bralirwa in 2022.

Next steps. The plan requires USD 1.8 million to build a second warehouse in Bukavu, which would be owned by the company.`,
  },
  // unit economics: stated LTV $240 vs own figures ARPU $3 x 40% margin x 24-month life = $28.80 (LTV/CAC 2.4x, not 20x).
  {
    id: 'd19-w3-en-no-competitors-ltv',
    documentType: 'pitch_deck',
    present: ['no-competition', 'unit-economics'],
    absent: ['unrealistic-growth', 'high-churn', 'burn-above-revenue'],
    traits: ['figures', 'words', 'list'],
    text: `EDUKA - The tutoring app for West African secondary students

Slide 4 - Market
  26 million secondary students in Nigeria, Ghana and Senegal
  WAEC and BEPC exams drive USD 1.1bn of private tutoring spend a year
  Nobody is doing this: there are no competitors offering exam-aligned tutoring by voice notes in local languages. We are the first and only player.

Slide 6 - Traction (Sept 2025)
  Paying subscribers: 41,000
  Monthly revenue: USD 123,000
  Monthly costs (team, content, cloud, marketing): USD 97,000
  Subscription price: USD 3 a month

Slide 7 - Unit economics
  Customer acquisition cost (CAC): USD 12
  Lifetime value (LTV): USD 240
  LTV / CAC: 20x
  Gross margin: 40%
  Average subscriber lifetime: 24 months (students subscribe through their two exam years)

Slide 8 - Plan
  2026: 90,000 subscribers | 2027: 160,000 subscribers
  Launch in Cote d'Ivoire and Cameroon in 2026
  Add a parents' dashboard and school licences

Slide 9 - Team
  Kofi Asare (CEO) - ex-Andela, Ghana
  Adaeze Obi (CTO) - ex-Flutterwave, Nigeria
  Moussa Diop (Head of Content) - former WAEC examiner, Senegal

Slide 10 - Ask
  USD 1.5M seed for content in four new languages and marketing through school WhatsApp groups.`,
  },
  {
    id: 'd19-w3-en-email-cbn-aip',
    documentType: 'legal_docs',
    present: ['pending-licence'],
    absent: ['regulatory', 'litigation'],
    traits: ['email', 'quoted-reply', 'indirect'],
    text: `From: Tolu Adeyemi <tolu@vaultpay.ng>
To: Rachel Mensah <rachel@kumasicapital.com>
Date: 3 November 2025, 18:22
Subject: Re: Licence status - question 4 of the legal DD list

Hi Rachel,

Answers inline below.

> 4(a) Please confirm which CBN licence VaultPay currently operates under.

We currently process payments as a technical service provider to Wema Bank, under their licence and our service agreement (copy in folder 3.1). We do not hold a licence in our own name yet.

> 4(b) What is the status of the Payment Solution Service Provider (PSSP) application?

We received Approval-in-Principle from the CBN in April 2025. We filed the final licence documents in July (capital deposit of N250m evidenced, board and management fit-and-proper forms, IT audit by a CBN-accredited firm). The CBN's Payments System Management Department acknowledged receipt on 4 August. We are still waiting for the final licence; our lawyers at Udo Udoma expect a decision in Q1 2026 but there is no guaranteed timetable.

> 4(c) Has the CBN raised any queries, sanctions or objections?

No sanctions or objections. They asked two clarifying questions about our data-residency set-up in September, which we answered within a week.

> 4(d) Would the business be able to operate if the licence were delayed?

Yes, under the Wema arrangement, which runs to December 2026.

Best,
Tolu
Head of Legal & Compliance, VaultPay Technologies Ltd`,
  },
  // dead equity: former co-founder holds 1,800,000 / 10,000,000 = 18% after leaving in 2022, no buyback; active founders 2,500,000 + 2,000,000 = 45% (>=40%).
  {
    id: 'd19-w3-en-dead-equity-register',
    documentType: 'legal_docs',
    present: ['dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['table', 'figures', 'time', 'indirect'],
    text: `LEGAL DUE DILIGENCE REPORT - MOTO RIDE LIMITED (Uganda)
Prepared by Kato & Nakazzi Advocates for Horizon Seed Fund, 12 June 2025
Section 4: Share capital

4.1 The issued share capital is 10,000,000 ordinary shares of UGX 100 each. The register of members, the URSB annual returns and the shareholder agreement dated 1 March 2023 all agree. We found no unregistered transfers and no outstanding convertible instruments.

4.2 Shareholders:
  Ruth Namutebi (CEO, co-founder) ................ 2,500,000 (25.0%)
  Allan Ssekandi (CTO, co-founder) ............... 2,000,000 (20.0%)
  Denis Okello (co-founder until June 2022) ...... 1,800,000 (18.0%)
  Pearl Mobility Fund LP ......................... 2,600,000 (26.0%)
  Employee option pool (reserved, unissued) ...... 1,100,000 (11.0%)

4.3 Mr. Okello resigned as a director and employee on 30 June 2022 to join a bank. The 2021 founders' agreement gave the company the right to buy back his shares at nominal value within twelve months of his departure. The company did not exercise this right, which has now lapsed, and Mr. Okello retains his full holding with the same voting and dividend rights as the active founders. He does not participate in the business.

4.4 We recommend that the investors consider requiring, as a condition of the round, a negotiated repurchase or a transfer of part of Mr. Okello's shares to the option pool.

4.5 We identified no share pledges, liens or options over the founders' shares.`,
  },
  {
    id: 'd19-w3-en-cap-table-unreconciled-memo',
    documentType: 'legal_docs',
    present: ['cap-table-complexity'],
    absent: ['dead-equity', 'investor-control', 'low-founder-ownership'],
    traits: ['words', 'indirect'],
    text: `MEMORANDUM - PRIVILEGED AND CONFIDENTIAL

To: Investment Committee, Okavango Partners
From: Legal team
Date: 22 October 2025
Re: Pre-closing review of the capitalisation of Chipo Health Ltd (Zambia)

1. We were asked to confirm the fully diluted capitalisation before the Series A closing. We are not yet able to do so.

2. The register of members held at PACRA lists five shareholders and 4,000,000 shares. The capitalisation spreadsheet supplied by the company lists nine holders and 4,620,000 shares on a fully diluted basis. The company explains the difference by three SAFEs issued in 2023 that it says "converted" at the seed round, and by an option pool. However:
   (a) no share certificates or board resolutions for the SAFE conversions were provided;
   (b) two SAFE holders gave us conversion figures that differ from the company's by a combined 74,000 shares;
   (c) the option pool was never approved by shareholders, and grant letters exist for 11 employees but the spreadsheet lists 14;
   (d) a 2022 transfer between the co-founders appears in the spreadsheet but was never filed.

3. The founders, who remain full-time, hold a majority under either version, and no single investor would exceed 30% after the round.

4. We recommend that closing be conditional on a reconciled cap table signed off by company counsel, the filing of the missing returns with PACRA, and written confirmations from each SAFE holder.

5. We have not identified any litigation or regulatory issue in the course of this review.`,
  },
  {
    id: 'd19-w3-en-audited-no-going-concern',
    documentType: 'financial_statements',
    present: [],
    absent: ['going-concern', 'audit-opinion', 'declining-revenue', 'debt-distress'],
    traits: ['negation', 'words', 'table'],
    text: `BAHARI FISHERIES LIMITED (Mombasa)
Annual report and financial statements - year ended 31 December 2024

Directors' report (extract)
Going concern. The directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval of these financial statements. The company made a profit after tax of KSh 38.4 million (2023: KSh 29.1 million), holds cash of KSh 71 million and has undrawn facilities of KSh 50 million. The directors have not identified any material uncertainty that may cast significant doubt on that ability, and the financial statements are therefore prepared on the going concern basis.

Borrowings. The asset finance loan from I&M Bank was serviced on schedule throughout the year. No covenant was breached and no waiver was requested.

Summary income statement (KSh '000)        2024        2023
  Revenue                                 612,400     538,900
  Cost of sales                          (441,300)   (391,800)
  Gross profit                            171,100     147,100
  Operating expenses                     (112,900)    (99,400)
  Finance costs                           (3,600)      (4,900)
  Profit before tax                        54,600      42,800

Report of the independent auditor
Opinion. We have audited the financial statements of Bahari Fisheries Limited... In our opinion the accompanying financial statements give a true and fair view of the financial position of the company as at 31 December 2024 and of its financial performance and cash flows for the year then ended in accordance with IFRS Accounting Standards and the requirements of the Kenyan Companies Act, 2015.
We have nothing to report in respect of going concern.
PKF Kenya LLP, Certified Public Accountants, 28 March 2025`,
  },
  // investor control: Sahel Growth Fund 52% post-money (>=50%); founders 41% (>=40%).
  {
    id: 'd19-w3-en-term-sheet-majority-fund',
    documentType: 'legal_docs',
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['table', 'figures', 'words'],
    text: `SUMMARY OF TERMS - SERIES A PREFERRED SHARES
Sunu Irrigation SAS (Dakar, Senegal) - Non-binding except for Confidentiality and Exclusivity

Issuer: Sunu Irrigation SAS (the "Company")
Lead Investor: Sahel Growth Fund I ("SGF")
Amount: EUR 3,500,000 in one closing
Pre-money valuation: EUR 2,900,000 (fully diluted, including the enlarged pool)

Post-closing capitalisation (fully diluted)
  Aissatou Ndiaye (CEO, founder) ............... 24%
  Ibrahima Fall (COO, founder) ................. 17%
  Sahel Growth Fund I .......................... 52%
  Option pool .................................. 7%
  Total ........................................ 100%

Board: Five seats - two appointed by the founders, two by SGF, and one independent chosen by SGF with the founders' consent.

Protective provisions: The consent of SGF is required for any budget, new borrowing above EUR 100,000, issue of shares, sale of the Company, and hiring or dismissal of the CEO.

Liquidation preference: 1x non-participating.

Vesting: Founders' shares re-vest over 36 months from closing, with 12 months already credited.

Conditions: Satisfactory legal and financial due diligence; SGF investment committee approval; the Company's existing licences remaining in force.

Exclusivity: 60 days from signature.

Governing law: OHADA Uniform Acts and Senegalese law; arbitration at the CCJA in Abidjan.`,
  },
  {
    id: 'd19-w3-en-settled-and-granted',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation', 'pending-licence', 'regulatory', 'burn-above-revenue'],
    traits: ['time', 'negation', 'words'],
    text: `Lumbe Pharmacy Network - Business plan update for shareholders, November 2025

1. Where we are
Lumbe operates 23 community pharmacies in Lusaka, Ndola and Kitwe and a central warehouse in Lusaka's Lightindustrial area.

Trading, year to September 2025 (ZMW)
  Revenue ................. 41.8 million (prior year 33.6 million)
  Cost of goods ........... 29.7 million
  Operating costs ......... 8.9 million
  Operating profit ........ 3.2 million

2. Matters from last year's plan that are now closed
 - The wholesale licence. Last year we reported that our application to ZAMRA for a pharmaceutical wholesale licence was under review. ZAMRA granted the licence on 14 May 2025 (licence no. ZAMRA/WL/2025/0417), valid for three years. The Ndola warehouse was inspected and passed in the same visit.
 - The dispute with Medisource Ltd. The supplier's claim over the 2023 delivery of expired stock was settled in March 2025. Lumbe paid ZMW 180,000 in full and final settlement, and Medisource withdrew its case at the Lusaka High Court on 2 April. Nothing remains outstanding.
 - The landlord at Kabulonga. The lease renewal was signed in June on market terms.

3. Plan for 2026
 - Open six new pharmacies in Copperbelt towns.
 - Launch a chronic-medication delivery service for hypertension and diabetes patients.
 - Revenue target: ZMW 52 million (+24%).

4. Funding
We are raising ZMW 15 million in preference shares to finance new stores and stock. The company has no overdue debts.`,
  },
  // non-recurring: a one-off $90k integration fee is counted inside the $1.02M ARR.
  {
    id: 'd19-w3-en-arr-includes-setup-fee',
    documentType: 'pitch_deck',
    present: ['non-recurring-revenue'],
    absent: ['unrealistic-growth', 'customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `FLEETSENSE - Telematics for African logistics fleets
Investor deck, Series A, October 2025 - Slide 9: Revenue

ARR build (USD, September 2025)
  Subscriptions - 4,900 connected trucks x USD 14.50 x 12 ...... 852,600
  Fuel-card analytics module (38 fleets) ...................... 77,400
  Onboarding & integration fee - Dangote Transport (one-off,
    invoiced Aug 2025, not repeating) ........................... 90,000
  ARR (reported) ............................................ 1,020,000

Monthly P&L (September 2025, USD)
  Revenue recognised ........................................ 85,000
  Cost of revenue (SIMs, devices amortisation, cloud) ....... 29,800
  Operating expenses ........................................ 51,200
  Operating result ........................................... 4,000

Growth
  ARR September 2024: USD 540,000
  ARR September 2025: USD 1,020,000 (+89%)

Customer mix: 212 fleet operators in Nigeria, Ghana and Kenya. Largest customer: Dangote Transport, 11% of subscription revenue.

Retention: 97% of fleets active a year ago are still active; net revenue retention 118%.

What the round funds: USD 5M to add cold-chain monitoring and open Francophone West Africa from Abidjan. We plan to hire a country manager for Cote d'Ivoire in Q1 2026 and to sign a local installation partner before launch. The round also funds a second data engineer for the fuel-theft detection model, which customers cite as the main reason they renew.`,
  },
  {
    id: 'd19-w3-en-revenue-falls-columns',
    documentType: 'financial_statements',
    present: ['declining-revenue'],
    absent: ['gross-margin', 'audit-opinion', 'burn-above-revenue', 'going-concern'],
    traits: ['table', 'figures', 'time'],
    text: `TSWANA CRAFT BREWING (PTY) LTD
Five-year summary (extracted from the audited financial statements; all years audited by Grant Thornton Botswana with unmodified opinions)

BWP '000                  FY2020    FY2021    FY2022    FY2023    FY2024
Revenue                    4,210     5,380     6,120     5,440     4,830
Cost of sales              2,230     2,850     3,240     2,890     2,560
Gross profit               1,980     2,530     2,880     2,550     2,270
Gross margin                47.0%     47.0%     47.1%     46.9%     47.0%
Operating expenses         1,610     1,920     2,140     2,060     1,990
Operating profit             370       610       740       490       280
Cash at year end             920     1,310     1,880     2,140     2,290
Employees                     24        29        33        31        28

Chairman's statement (extract)
The company remained profitable for the fifth consecutive year. The closure of two hotel accounts in Maun and the entry of an imported lager at lower prices weighed on volumes in FY2023 and FY2024. We kept our margin by holding prices and reducing waste. The board has approved a new taproom in Gaborone and an export trial to Namibia, which we expect to support sales from FY2026. The company has no borrowings and paid a dividend of BWP 150,000.`,
  },
  {
    id: 'd19-w3-en-deck-no-figures',
    documentType: 'pitch_deck',
    present: ['missing-financials'],
    absent: ['unrealistic-growth', 'no-competition'],
    traits: ['words', 'list'],
    text: `NJIA - Digital land records for East African smallholders
Seed round deck, September 2025

1. The problem
Two-thirds of farmers in Tanzania and Uganda cannot prove ownership of the land they farm. Without proof they cannot borrow, insure, or sell. Paper records at district land offices are lost, duplicated or disputed.

2. Our solution
A mobile app used by trained village agents to map plots by GPS walk, collect witness signatures and produce a certificate that local authorities can endorse. Records are stored on a tamper-evident ledger and shared with partner lenders.

3. Traction
 - 14,200 plots mapped in Mbeya and Iringa regions
 - 3 district councils using Njia certificates in land committees
 - Pilot agreements with two microfinance institutions
 - 96 village agents trained

4. Market
 - 19 million smallholder farms in Tanzania, Uganda and Kenya
 - Total addressable market estimated at USD 600 million for mapping and related services

5. Competition
Government titling programmes (slow and expensive), Cadasta Foundation (NGO tools), and local surveyors. Our edge is cost per plot and speed.

6. Business model
Lenders pay per verified record; farmers pay a small fee for a certificate; councils pay for data access.

7. Team
Neema Mollel (CEO), former land officer, Arusha; David Kiprotich (CTO), ex-Safaricom.

8. The ask
We are raising a seed round to expand to four more regions and build the lender API.`,
  },
];
