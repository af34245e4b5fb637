import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW4P1Rest } from './cases-dev-retired-nineteenth-en-w4-1-rest';

export const redFlagNineteenthEnW4P1: readonly RedFlagCase[] = [
  // 01 — Quarterly management accounts, coffee and sesame exporter, Ethiopia (ETB '000).
  // declining-revenue PRESENT (figures): revenue 41,860 in Jan-Mar against 52,340 in Oct-Dec, down 20.0%
  //   (the commentary only quotes the year-on-year rise: 41,860 / 38,900 = +7.6%).
  // gross-margin PRESENT (figures): 7,740 / 41,860 = 18.5% against 16,230 / 52,340 = 31.0%, down 12.5 points.
  // burn-above-revenue PRESENT (figures): result for the quarter -4,690, i.e. costs 46,550 above revenue 41,860.
  // debt-distress PRESENT (indirect): net VAT of ETB 3.6m for two months not paid to the Ministry of Revenues, penalty accrued.
  // audit-opinion PRESENT: the accounts are stated to be neither audited nor reviewed.
  // short-runway ABSENT: cash 46,200 / (4,690 / 3 = 1,563 a month) = 29.6 months.
  // customer-concentration ABSENT: largest buyer 16%, the next 9% (together 25%).
  // pending-licence ABSENT: the ECTA export licence was renewed in January 2025.
  {
    id: 'h19-en-w4-01',
    documentType: 'financial_statements',
    language: 'en',
    text: `YIRGA AGRO TRADING PLC
Quarterly Management Accounts - Q3 FY2024/25
(1 January - 31 March 2025 / Tir - Megabit 2017 E.C.)
Addis Ababa, Bole Sub-city, Woreda 03

Issued to the Board of Directors and shareholders on 18 April 2025.
Prepared by the finance team from the trial balance at 31 March 2025. These accounts
have not been audited or reviewed by Getachew & Partners, our external auditors;
fieldwork for the year-end audit starts in August.

1. Income statement (ETB '000)

                              Q3 FY25     Q2 FY25     Q3 FY24
                              Jan-Mar     Oct-Dec     Jan-Mar
Export sales - coffee          33,410      43,980      31,050
Export sales - sesame           6,920       6,870       6,320
Domestic sales                  1,530       1,490       1,530
Revenue                        41,860      52,340      38,900
Cost of sales                 (34,120)    (36,110)    (27,230)
Gross profit                    7,740      16,230      11,670
  gross margin                  18.5%       31.0%       30.0%
Selling and export costs       (6,310)     (5,620)     (4,880)
Administration                 (4,640)     (4,250)     (3,520)
Operating result               (3,210)      6,360       3,270
Finance costs                  (1,480)     (1,350)     (1,100)
Result before tax              (4,690)      5,010       2,170

2. Commentary
- Revenue of ETB 41.9 million is 7.6% ahead of the same quarter last year. We shipped
  412 tonnes of washed and natural coffee, against 548 tonnes in Oct-Dec: the harvest
  tail was thin and two containers for Jeddah rolled over to April.
- Red cherry bought at our Bensa and Shakiso collection points averaged ETB 142 per kg,
  against ETB 96 in the first half, while most of our sales prices were fixed in USD in
  the September contracts. Cost of sales per tonne therefore rose sharply.
- Our largest buyer, a Hamburg importer, took 16% of the quarter's revenue; the next,
  a Jeddah roaster, 9%. No other buyer exceeded 6%.
- Selling and export costs include ETB 0.9 million of demurrage on the rolled containers.

3. Balance sheet extracts at 31 March 2025 (ETB '000)
Cash and bank (CBE, Awash Bank)                 46,200
Trade receivables                               18,400
Inventory (green coffee, sesame)                27,900
Awash Bank term loan                            22,500
Export pre-shipment facility (Awash Bank)       19,000
Tax payable                                      4,120

The term-loan instalments were paid on their due dates; the next falls due on
30 April 2025. The pre-shipment facility is within its ETB 30 million limit.

4. Tax payable
VAT returns for Tir, Yekatit and Megabit were filed on time. The net VAT of
ETB 3.6 million declared for Yekatit and Megabit has not yet been paid to the Ministry
of Revenues (Bole branch): management is holding it back until the refund on export
inputs is released. Late-payment penalty and interest of ETB 0.52 million are accrued
in the tax payable above.

5. Licences and outlook
The ECTA coffee export licence was renewed on 9 January 2025 for the 2017/18 E.C.
marketing year. Q4 volumes depend on the April shipments; management expects the
cherry price to ease once the main harvest is cleared.

Meron Alemayehu, Finance Manager`,
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'debt-distress', 'audit-opinion'],
    absent: ['short-runway', 'customer-concentration', 'pending-licence'],
    traits: ['table', 'figures', 'indirect', 'split', 'time'],
  },
  // 02 — Slack thread exported as text, fresh-fish distributor, Djibouti (FDJ).
  // Clean. burn-above-revenue ABSENT: March costs FDJ 12.6M (6.8 + 2.9 + 2.2 + 0.7) below revenue FDJ 14.2M.
  // declining-revenue ABSENT: March 14.2M against February 12.9M (up 10.1%).
  // customer-concentration ABSENT: largest client 2.4M / 14.2M = 16.9%; the next 1.3M / 14.2M = 9.2% (together 26.1%).
  // pending-licence ABSENT: the sanitary approval for the new cold room was granted.
  // litigation ABSENT: the invoice dispute was paid before anything was filed.
  // founder-departure ABSENT: the co-founder travels to a trade fair and comes back.
  // no-competition ABSENT: competitors (Obock cooperative, frozen importer) are named.
  {
    id: 'h19-en-w4-02',
    documentType: 'business_plan',
    language: 'en',
    text: `Slack export - Tadjourah Fresh SARL - channel #finance-weekly
Exported 7 April 2025 (times in EAT)

Hodan Abdi [09:12]
Morning all. March is closed. Revenue FDJ 14.2M (Feb was 12.9M).
Costs all-in FDJ 12.6M: fish bought from the Tadjourah and Obock boats 6.8M,
fuel for the boat and the two reefer vans 2.9M, salaries 2.2M, rest 0.7M.
So we made about 1.6M in the month.

Moustapha Djama [09:15]
good. is Hotel Bab Sahel still our biggest?

Hodan Abdi [09:16]
yes, 2.4M in March, so just under 17% of sales. Restaurant Le Heron is next at 1.3M.
Everyone else is below 1M, we have 46 active accounts now.

Moustapha Djama [09:18]
and Cafe de la Gare? last week they were threatening to go to the lawyer about the
spoiled delivery

Hodan Abdi [09:20]
sorted. we credited the one crate, they paid the remaining 380k on Thursday.
nothing was ever filed, I told Me Farah to close his file.

Ilyas Warsama [09:31]
news from PK12: the sanitary approval for the new cold room came through on Sunday
from the fisheries directorate. certificate is in the drive under /Permits.
we can start storing from the 10th.

Moustapha Djama [09:33]
great. Hodan, you're off to Dubai next week?

Hodan Abdi [09:35]
only for Seafood Expo week, 10 days, back on the 27th. not going anywhere, don't
worry :) Ilyas covers payments while I'm away.

Moustapha Djama [09:36]
ok. cash?

Hodan Abdi [09:38]
BCIMR 38.5M, Salaam African Bank 6.1M. the second van is fully paid, no loan left
on it. Ramadan dip in hotel orders was smaller than last year.

Ilyas Warsama [09:40]
for the board note: Obock cooperative now sells direct to two hotels as well, and the
Lebanese importer still does frozen. we're not alone, but we are the only ones doing
same-day fresh to restaurants.

Moustapha Djama [09:41]
fine, put that in. thanks both.`,
    present: [],
    absent: ['customer-concentration', 'pending-licence', 'litigation', 'founder-departure', 'no-competition'],
    traits: ['chat', 'negation', 'time', 'figures'],
  },
  // 03 — Investment committee memo, agri-inputs marketplace, Ethiopia (ETB).
  // investor-control PRESENT (table, indirect): the Fund holds 11,400,000 / 20,000,000 = 57.0% after closing.
  // low-founder-ownership PRESENT (figures): the two remaining founders hold 18.0% + 10.5% = 28.5%.
  // founder-departure PRESENT (indirect): the co-founder and CTO stepped down in February 2025 and works elsewhere.
  // dead-equity ABSENT: his 1,800,000 shares were repurchased and cancelled.
  // unrealistic-growth ABSENT: 185 / 112 = 1.65x and 290 / 185 = 1.57x a year.
  // burn-above-revenue ABSENT: Jan-Mar average monthly costs ETB 8.7m below revenue ETB 9.4m.
  // gross-margin ABSENT: 21.9% to 21.1%, down 0.8 point. high-churn ABSENT: 12-month retention 71% (>= 55%).
  // customer-concentration ABSENT: 40% is a supplier share; no customer cluster above 8%.
  // pending-licence ABSENT: the input-distribution certificate was granted in January 2025.
  // Share price check: Series A ETB 270m for 7,200,000 new shares = ETB 37.50; post-money 20m x 37.50 = ETB 750m.
  {
    id: 'h19-en-w4-03',
    documentType: 'business_plan',
    language: 'en',
    text: `HIGHLAND FRONTIER FUND I - INVESTMENT COMMITTEE MEMO
Company: Mekina Agri Marketplace PLC, Addis Ababa (operations in Oromia and Amhara)
Proposal: Series A of ETB 270 million (about USD 2.1m at ETB 129/USD), Fund only,
7,200,000 new shares at ETB 37.50; post-money ETB 750 million
Date: 14 May 2025 | Deal team: Rahel Worku, Samuel Bekele | Decision: final approval

1. Summary
Mekina sells certified seed, fertiliser top-ups, agro-chemicals and small tools to
smallholders through 340 kebele-level agents who order by USSD or app and collect
from six hubs (Adama, Shashemene, Bishoftu, Debre Markos, Bahir Dar, Woliso).
FY2023/24 revenue was ETB 74.6 million (audited by Tesfaye & Co., unqualified
opinion). In Jan-Mar 2025 monthly revenue averaged ETB 9.4 million against operating
costs of ETB 8.7 million; costs have stayed below revenue in every month of
FY2024/25 to date.

2. Team
Dawit Mengistu (CEO, co-founder, formerly with the Agricultural Transformation
Institute) and Liya Tadesse (COO, co-founder). The third co-founder and original CTO,
Henok Assefa, stepped down in February 2025 and has since taken a role with a payments
company in Nairobi. Engineering is now led by Abel Girma, Head of Engineering since
October 2024. Henok's 1,800,000 shares were repurchased by the company at par in March
under the leaver clause of the 2022 shareholders' agreement and cancelled; he holds no
shares or options.

3. Capitalisation after closing (fully diluted)
Counsel (Mesfin & Associates) has reconciled this table to the share register and
the MoTRI commercial registration.

Shareholder                        Shares        %
Highland Frontier Fund I       11,400,000     57.0
Dawit Mengistu                  3,600,000     18.0
Liya Tadesse                    2,100,000     10.5
ESOP (granted and pool)         1,800,000      9.0
Addis Angels (seed, 2023)       1,100,000      5.5
Total                          20,000,000    100.0

The Fund's 4,200,000 seed shares plus the new issue give the position above. The
Fund will appoint three of the five directors and approve the annual budget. The deal
team proposes a performance ratchet of up to 1,200,000 shares from the pool for Dawit
and Liya, vesting on the FY2026/27 revenue target.

4. Track record and plan (ETB million)
                     FY2022/23   FY2023/24   FY2024/25F   FY2025/26P   FY2026/27P
Revenue                 41.2        74.6       112.0        185.0        290.0
Gross margin           22.4%       21.9%       21.1%        21.5%        22.0%
Active agents            120         245         340          520          760

Repeat buyers: 71% of farmers who bought in the 2023 belg season bought again within
twelve months. The plan above is management's case after a 15% haircut by the deal team.

5. Key risks
- Supply: about 40% of input volume comes from Oromia Seed Enterprise and the regional
  cooperative unions; a late delivery would hit the meher planting window. Sales are
  spread: no agent cluster or cooperative union buys more than 8% of revenue.
- Permits: the Ministry of Agriculture input-distribution certificate was granted in
  Tir 2017 E.C. (January 2025) for three years.
- Key person: technical knowledge now sits with Abel Girma and two contractors.
- FX: fertiliser top-ups are imported; prices are passed on within about six weeks.
- Competition: cooperative unions, private agro-dealers and one app-based rival in Oromia.

6. Recommendation
Approve the Series A on the terms above, subject to the ratchet and a 12-month lock-up
on the founders' shares.`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure'],
    absent: ['dead-equity', 'unrealistic-growth', 'customer-concentration', 'pending-licence', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect', 'split', 'time'],
  },

  ...redFlagNineteenthEnW4P1Rest,
];
