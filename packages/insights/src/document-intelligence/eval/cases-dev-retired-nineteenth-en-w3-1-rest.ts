/** The rest of cases-dev-retired-nineteenth-en-w3-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW3P1Rest: readonly RedFlagCase[] = [
  // 04 — Internal risk memo from an investor, pharmacy SaaS, Botswana.
  // non-recurring-revenue PRESENT (indirect): P 140,000 one-off migration fee booked in "subscriptions" / MRR.
  // gross-margin PRESENT (figures): 47% (FY2023) -> 38% (Dec 2024) = down 9 points.
  //   Check: cost of sales 508,000 / revenue 820,000 = 62% -> margin 38%.
  // unit-economics PRESENT (figures): claimed LTV/CAC 5.2x, payback 7 months. Own figures:
  //   CAC = 270,000 / 15 = P 18,000; gross profit per pharmacy = 1,200 x 38% = P 456/month;
  //   life = 1 / 2.5% = 40 months; LTV = 456 x 40 = P 18,240; LTV/CAC = 1.0x; payback = 18,000 / 456 = 39 months.
  // burn-above-revenue PRESENT (figures): costs 508,000 + 270,000 + 150,000 = P 928,000 > revenue P 820,000.
  // short-runway ABSENT: net burn 928,000 - 820,000 = 108,000/month; cash 4,600,000 / 108,000 = 42.6 months.
  // high-churn ABSENT: 2.5% a month; annual 1 - 0.975^12 = 26% (< 45%).
  // customer-concentration ABSENT: Sechaba 140,000 + 14 x 1,200 = 156,800 / 820,000 = 19%.
  // declining-revenue ABSENT: recurring 680,000 (Dec) vs 655,000 (Nov).
  {
    id: 'h19-en-w3-04',
    documentType: 'business_plan',
    language: 'en',
    text: `OKAVANGO CAPITAL PARTNERS - INTERNAL
Investment Committee risk memo

To: Investment Committee
From: Neo Sithole, Associate
Date: 21 January 2025
Re: Pharmalink Botswana (Pty) Ltd - proposed BWP 6 million Series A participation

Purpose: to set out what diligence has turned up before we issue a term sheet.

1. What the December revenue number contains
Management's deck gives December MRR of P 820,000 and an annualised run rate of P 9.8 million. The December invoice ledger shows P 140,000 billed to Sechaba Pharmacy Group for moving the stock records of its 14 branches from their old system onto Pharmalink. That work was a single project, finished on 19 December, and nothing further will be billed for it; it is nevertheless posted on the "subscriptions" line and included in the MRR figure. Without it, subscription income for December was P 680,000 (November: P 655,000). Sechaba in total (project fee plus 14 subscriptions) came to P 156,800, about 19% of December revenue.

2. Margin
The FY2023 audited accounts show a gross margin of 47%. The December figures give a blended gross margin of 38%: hosting is now invoiced in US dollars from the Cape Town cloud region, and the four support staff hired in July are charged to cost of sales.

3. Unit economics: deck versus company data
The deck claims an LTV/CAC of 5.2x and a CAC payback of 7 months. From the company's own data room:
- sales and marketing spend of P 270,000 a month, with 15 new pharmacies signed a month on average: CAC of about P 18,000;
- subscription price P 1,200 per pharmacy per month, at the current 38% margin: P 456 of gross profit a month;
- logo churn of 2.5% a month over the last six months: an expected customer life of about 40 months;
- so lifetime gross profit of roughly P 18,240 per pharmacy, barely one times CAC, and a payback of over three years.
Asked about the gap, the CFO said the deck uses list price before discounts and a 70% "target" margin.

4. Cash
December costs were P 508,000 cost of sales, P 270,000 sales and marketing and P 150,000 general and administrative, P 928,000 in all, against the P 820,000 reported. Cash at 31 December stood at P 4.6 million.

5. Recommendation
Proceed to term sheet only if management restates MRR without project fees, shows a pricing plan that restores margin, and agrees to monthly reporting of cohort retention.`,
    present: ['non-recurring-revenue', 'gross-margin', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'declining-revenue'],
    traits: ['prose', 'list', 'indirect', 'figures'],
  },

  // 05 — Pitch deck, agri-market USSD platform, Malawi.
  // no-competition PRESENT (indirect): "There is no other platform in Malawi ..."; only alternative a roadside vendor.
  // unrealistic-growth PRESENT (figures): farmers 8,200 -> 45,000 (5.5x) -> 220,000 (4.9x) -> 1,000,000 (4.5x);
  //   tonnes 1,150 -> 6,500 (5.7x) -> 32,000 (4.9x) -> 150,000 (4.7x): over 4x every year.
  // missing-financials PRESENT: the deck gives no revenue or cost figure at all (only a raise amount and volumes).
  // pending-licence ABSENT: USSD short code already allocated by MACRA and live.
  {
    id: 'h19-en-w3-05',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SLIDE 1 - MlimiLink
Sell your harvest at the right price, from any phone.
Lilongwe, Malawi | Seed round | March 2025

SLIDE 2 - The problem
- More than two million smallholder households grow maize, soya and groundnuts.
- At harvest most of them sell at the farm gate to vendors who set the price and often use tampered scales.
- Farmers do not know what processors, exporters or ADMARC are paying that week.

SLIDE 3 - What we built
- A USSD menu (*848#) that works on any handset, in Chichewa, Tumbuka and English.
- The farmer lists crop, quantity and location; verified buyers bid; payment lands in Airtel Money or TNM Mpamba after weighing at a MlimiLink collection point.
- Short code allocated by MACRA and live on both networks since August 2024.

SLIDE 4 - Traction
- 8,200 farmers registered in Kasungu, Mchinji and Dedza
- 14 verified buyers, including two soya processors
- 1,150 tonnes traded in the 2024 season
- MoU with the Kasungu District Farmers' Union

SLIDE 5 - Who else does this?
- There is no other platform in Malawi connecting smallholders to verified buyers.
- A farmer's only alternative today is the roadside vendor.
- Our USSD integration and collection-point network would take anyone years to copy.

SLIDE 6 - Where we are going
                   2024       2025       2026        2027
Farmers           8,200     45,000    220,000   1,000,000
Tonnes traded     1,150      6,500     32,000     150,000
Districts             3         10         22          28

SLIDE 7 - How we make money
- Buyers pay a commission on every tonne bought through the platform.
- Farmers' clubs subscribe to premium SMS price alerts.

SLIDE 8 - Team
- Chikondi Phiri, CEO - eight years at a Lilongwe commodity exchange
- Yamikani Gondwe, CTO - built mobile-money integrations for a Blantyre bank
- Grace Mwale, Head of Field Operations - former agricultural extension officer

SLIDE 9 - The ask
- Raising USD 500,000 (about MK 870 million) in a seed round.
- 18-month plan: 25 collection points, 40 field agents, a second season of price data.`,
    present: ['no-competition', 'unrealistic-growth', 'missing-financials'],
    absent: ['pending-licence'],
    traits: ['list', 'table', 'indirect', 'figures'],
  },

  // 06 — Licence application letter to NBFIRA, micro-lender, Botswana.
  // pending-licence PRESENT: micro lending licence applied for, not yet granted (lending to start only once granted).
  // low-founder-ownership PRESENT (figures): active co-founders 19.0% + 16.0% = 35.0% (< 40%).
  // investor-control PRESENT (figures): Kgolagano Investments Ltd holds 5,500 / 10,000 = 55.0% (>= 50%).
  // cap-table-complexity ABSENT: table adds up (5,500 + 1,900 + 1,600 + 1,000 = 10,000 shares, 100%).
  // dead-equity ABSENT: staff trust shares are unallocated, held for future awards; nobody has left.
  // litigation ABSENT: negated fit-and-proper declaration.
  {
    id: 'h19-en-w3-06',
    documentType: 'legal_docs',
    language: 'en',
    text: `TLHALOGANYO CREDIT (PTY) LTD
Plot 54368, Block 8, Gaborone | Private Bag BO 412, Bontleng
Registration number BW00004417290

12 February 2025

The Chief Executive Officer
Non-Bank Financial Institutions Regulatory Authority
Gaborone

Dear Sir/Madam

APPLICATION FOR A MICRO LENDING LICENCE - TLHALOGANYO CREDIT (PTY) LTD

1. We hereby apply for a licence to carry on the business of micro lending under the Non-Bank Financial Institutions Regulatory Authority Act and the Micro Lending Regulations. The completed application form and the prescribed fee are enclosed.

2. The company was registered with the Companies and Intellectual Property Authority on 7 October 2024. It intends to offer term loans of P 2,000 to P 40,000 to employees of private-sector companies, repaid by salary deduction under written agreements with their employers.

3. The company has not advanced any loan and will not do so until the Authority has granted the licence. Its loan-management system and two offices, in Gaborone and Francistown, are ready for inspection.

4. The paid-up share capital is P 2,500,000, fully paid in cash; a confirmation from Absa Bank Botswana is attached as Annexure C.

5. Shareholding and beneficial ownership at the date of this letter:

   Shareholder                          Shares     %       Role
   Kgolagano Investments Ltd (Mauritius) 5,500   55.0     financial investor (owners in Annexure D)
   Onalenna Dikgang                      1,900   19.0     co-founder, Managing Director
   Thato Mmolawa                         1,600   16.0     co-founder, Head of Credit
   Tlhaloganyo Staff Share Trust         1,000   10.0     unallocated, for future staff awards
   Total                                10,000  100.0

6. The board has four directors: the two co-founders and two independent non-executive directors. Fit and proper declarations for each are attached. None of the directors has been convicted of an offence, disqualified from acting as a director, or party to civil proceedings relating to financial services.

7. Enclosures:
   A. Certificate of incorporation and constitution
   B. Business plan with three-year financial projections
   C. Bank confirmation of paid-up capital
   D. Beneficial ownership declarations
   E. Credit policy, and AML/CFT compliance manual
   F. Proof of payment of the application fee

We would be glad to meet the Authority's licensing team at its convenience.

Yours faithfully

Onalenna Dikgang
Managing Director`,
    present: ['pending-licence', 'low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity', 'dead-equity', 'litigation'],
    traits: ['table', 'prose', 'figures', 'indirect'],
  },

  // 07 — Customer cohort export, fleet telematics SaaS, Botswana. CLEAN.
  // high-churn ABSENT: monthly logo churn 1.4-1.9% (< 5%); 12-month logo retention of 2023 H2 cohorts
  //   = (18 + 15 + 21 + 17 + 14 + 12) / (22 + 18 + 25 + 21 + 17 + 14) = 97 / 117 = 82.9% (>= 55%).
  // customer-concentration ABSENT: largest account 39,680 / 452,600 = 8.8% of December MRR.
  // non-recurring-revenue ABSENT: once-off hardware/installation fees excluded from MRR, shown separately.
  // declining-revenue ABSENT: MRR rises every month, 402,300 -> 452,600.
  // gross-margin ABSENT: (402,300 - 104,500) / 402,300 = 74.0% (Jul) vs (452,600 - 118,900) / 452,600 = 73.7% (Dec).
  // burn-above-revenue ABSENT: cost to serve P 118,900 < MRR P 452,600 (only costs stated).
  {
    id: 'h19-en-w3-07',
    documentType: 'business_plan',
    language: 'en',
    text: `fleeteye_bw_cohort_retention_2025-01-06.txt
Company: FleetEye Botswana (Pty) Ltd | Currency: BWP
Source: billing database, accounts invoiced monthly | Generated 06/01/2025 08:14 by t.modise
Definitions: an account is retained in month N if it was invoiced for at least one vehicle in that month.
MRR = monthly subscription fees only. Once-off hardware and installation fees are NOT in MRR; they are shown in their own column.

TABLE 1 - Logo retention by signup cohort
cohort    new_accts   m1     m3     m6     m9     m12
2023-07      22      100%    95%    91%    86%    82%
2023-08      18      100%    94%    89%    89%    83%
2023-09      25      100%    96%    92%    88%    84%
2023-10      21      100%    95%    90%    86%    81%
2023-11      17      100%   100%    94%    88%    82%
2023-12      14      100%    93%    93%    86%    86%
2024-01      26      100%    96%    92%    88%     -
2024-02      23      100%    96%    91%    87%     -
2024-03      28      100%    96%    93%    89%     -
2024-04      24      100%    96%    92%     -      -
2024-05      27      100%    96%    93%     -      -
2024-06      30      100%    97%    93%     -      -

TABLE 2 - Monthly summary, July-December 2024
month     active_accts  vehicles  MRR (P)   logo_churn  once-off fees (P)  cost_to_serve (P)
2024-07       281        2,562    402,300     1.4%         71,200            104,500
2024-08       287        2,618    411,800     1.7%         64,900            106,900
2024-09       293        2,689    423,500     1.5%         92,300            110,100
2024-10       299        2,741    431,900     1.9%         58,700            112,300
2024-11       305        2,802    444,200     1.6%         77,100            115,500
2024-12       312        2,874    452,600     1.8%         86,400            118,900

TABLE 3 - Largest accounts by December 2024 MRR
account                        vehicles   MRR (P)   share of MRR
Kalahari Freight (Pty) Ltd        248      39,680       8.8%
Gaborone City Couriers            131      20,960       4.6%
Tswelelo Construction              97      15,520       3.4%
Maun Safari Transfers              74      11,840       2.6%

Notes
- cost_to_serve = SIM data, map licences and hosting.
- 12-month logo retention, cohorts 2023-07 to 2023-12: 97 of 117 accounts still billed.
- 12-month net MRR retention for the same cohorts: 104% (fleet additions outweigh lost accounts).
- Average December MRR per vehicle: P 158.`,
    present: [],
    absent: ['high-churn', 'customer-concentration', 'non-recurring-revenue', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
  },
];
