/** Part c of cases-dev-retired-fourteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW1C: readonly RedFlagCase[] = [
  {
    id: 'h14-en-w1-18',
    documentType: 'pitch_deck',
    language: 'en',
    text: `CHUMA FARM FINANCE - Seed deck, Lusaka, June 2025

1. Problem
   About 1.5 million smallholder households in Eastern and Central provinces buy seed and
   fertiliser on credit from traders at effective rates above 10% a month, or not at all.

2. Solution
   Input loans delivered as vouchers at agro-dealers, repaid at harvest through deductions by
   the off-taker that buys the crop.

3. Traction
   - 4,200 farmers onboarded for the 2024/25 season
   - 3 off-takers signed (cotton, soya, maize)
   - 93% of pilot loans repaid by 31 May

4. Market
   USD 380M annual gap in smallholder input finance in Zambia (World Bank estimate)

5. Competition
   Microfinance lenders and two agri-fintechs on the Copperbelt; none ties repayment to the
   off-taker, which is why our repayment rate is higher.

6. Team
   Founders from Zanaco and a cotton ginnery; advisers from the Zambia National Farmers' Union

7. Ask
   USD 1.2M seed to reach 25,000 farmers by the 2026/27 season`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list', 'split', 'indirect'],
  },
  // largest customer 19%, top five together 29% (< 30%); the WFP contract is a possibility, not signed
  {
    id: 'h14-en-w1-19',
    documentType: 'business_plan',
    language: 'en',
    text: `TENA FOODS MANUFACTURING PLC - Business plan EFY 2018-2020
Section 5: Customers and revenue

Revenue
  EFY 2016          ETB 212 million
  EFY 2017          ETB 248 million
  EFY 2018 (plan)   ETB 291 million

Customer mix in EFY 2017
Our largest customer, a national supermarket chain, accounted for 19% of revenue. The top five
customers together accounted for 29%. The remaining 71% came from about 1,100 shops and
wholesalers served through our depots in Adama, Bahir Dar and Hawassa.

Pipeline
We are negotiating a three-year supply agreement for fortified flour with the World Food
Programme. If it is signed on the volumes under discussion it could, on its own, exceed 30% of
EFY 2019 revenue. The board has asked management to limit the committed volume so that no single
customer goes above a quarter of sales.

Cost of sales in EFY 2017 was ETB 179 million, giving a gross margin of 27.8%.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['modality', 'figures', 'list', 'split'],
  },
  // growth 2024/2023 = 265 / 140 = 1.9x; 2025F/2024 = 470 / 265 = 1.8x (< 4x)
  // costs above revenue: 2023 RWF 190m > 140m; 2024 RWF 300m > 265m
  {
    id: 'h14-en-w1-20',
    documentType: 'pitch_deck',
    language: 'en',
    text: `TUMBA HEALTH - Pre-Series A, Kigali

Slide 9 - Team
Grace Mukamana, co-founder and CEO: previously Ministry of Health e-health unit
Jean-Paul Habimana, co-founder and CTO: moved to our Nairobi office in January to lead the
  Kenya launch; he remains CTO and a full-time employee
Claudine Uwera, CFO: joined in 2024 from a Kigali audit firm

Slide 10 - Competition
We are not alone. Three companies sell clinic software in Rwanda, two local and one South
African; the South African product is the market leader in private hospitals. We win in
rural health centres because we work offline and integrate with Mutuelle de Sante claims.

Slide 11 - Numbers
                 2023        2024        2025F
Revenue        RWF 140m    RWF 265m    RWF 470m
Operating
  costs        RWF 190m    RWF 300m    RWF 430m
Health centres    88          171         290`,
    present: ['burn-above-revenue'],
    absent: ['founder-departure', 'no-competition', 'unrealistic-growth'],
    traits: ['negation', 'table', 'figures', 'split'],
  },
  // two instalments of US$ 31,250 unpaid; DSCR 0.84x below the 1.25x covenant
  {
    id: 'h14-en-w1-21',
    documentType: 'legal_docs',
    language: 'en',
    text: `MATOPOS COMMERCIAL BANK LIMITED
Corporate Banking, 3rd Floor, Fife Street, Bulawayo

12 June 2025

The Directors
Kariba Solar Installations (Private) Limited
14 Coghlan Avenue, Harare

BY HAND AND BY EMAIL

Dear Sirs

TERM LOAN FACILITY AGREEMENT DATED 3 MARCH 2023 (US$ 750,000) - NOTICE OF EVENTS OF DEFAULT

1. The instalments of US$ 31,250 each that fell due on 30 April 2025 and 31 May 2025 have not
   been received.
2. Your compliance certificate for the quarter ended 31 March 2025 shows a debt service cover
   ratio of 0.84 times. Clause 19.2 requires a ratio of not less than 1.25 times.
3. Each of the above is an Event of Default under clauses 22.1(a) and 22.1(c).
4. The Bank reserves all of its rights. At the date of this letter the Bank has not accelerated
   the facility and has not instituted proceedings. We invite you to meet us by 20 June 2025 to
   present a plan for bringing the facility up to date.

Yours faithfully
T. Ncube, Head of Credit Risk Management`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['figures', 'list', 'negation'],
  },
  {
    id: 'h14-en-w1-22',
    documentType: 'business_plan',
    language: 'en',
    text: `KALAHARI COLD STORAGE (PTY) LTD - Business plan update for shareholders, August 2025

1. Financial summary
                     FY2024         FY2025
   Revenue           P 18.6m        P 21.3m
   EBITDA            P 3.1m         P 3.9m
   Capex             P 1.2m         P 4.4m (Francistown cold room)

2. Legal matters
   In January 2025 Ntlo Foods (Pty) Ltd, our former franchise partner in Francistown, issued
   summons in the High Court of Botswana claiming P 2.7 million in damages for what it says was
   the wrongful termination of its franchise agreement in 2024. We have filed our plea and a
   counterclaim of P 0.9 million for unpaid royalties. No trial date has been allocated. Our
   attorneys believe our defence is strong, but no provision has been raised pending the
   outcome. Ntlo Foods has no connection with any director or shareholder of the company.

3. Outlook
   Two new supermarket distribution contracts begin in October.`,
    present: ['litigation'],
    absent: ['related-party'],
    traits: ['prose', 'figures', 'negation'],
  },
  // growth: 30.0 / 12.0 = 2.5x, 63.0 / 30.0 = 2.1x, 113.4 / 63.0 = 1.8x; three years 113.4 / 12.0 = 9.45x (< 27x)
  // churn 3.6% a month (< 5%); implementation fees kept out of ARR
  {
    id: 'h14-en-w1-23',
    documentType: 'business_plan',
    language: 'en',
    text: `SEBENZA HR (PTY) LTD - Three-year plan, prepared for the Series A data room

Table 4 - Recurring revenue and customers
                          FY2025A    FY2026F    FY2027F    FY2028F
ARR (R million)             12.0       30.0       63.0      113.4
Year-on-year growth           -        2.5x       2.1x       1.8x
Paying customers             410        960      1,850      3,100
Monthly logo churn          3.6%       3.4%       3.2%       3.0%

Notes to table 4
(a) ARR is December monthly subscription billing multiplied by twelve. Implementation and
    payroll-migration fees (R 1.4m in FY2025) are one-off and are shown as services revenue,
    not in ARR.
(b) FY2026 growth depends on the reseller agreement with a Big Four payroll bureau signed in
    May 2025; without it we would plan for about 1.8x.
(c) Operating costs are planned at R 19.5m in FY2026, against total revenue of R 22.8m.`,
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'non-recurring-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'split', 'modality'],
  },
  // Q3 2024: cost of goods 41,650 > revenue 38,200: gross margin -3,450 / 38,200 = -9.0%
  // Q2 2024: 3,500 / 36,900 = 9.5%; down 18.5 points; costs above revenue in Q3
  {
    id: 'h14-en-w1-24',
    documentType: 'business_plan',
    language: 'en',
    text: `GENET PHARMA IMPORT & DISTRIBUTION PLC
Bridge financing request to shareholders - November 2024

Table 2: Import unit, quarterly results (ETB '000)
                         Apr-Jun 2024      Jul-Sep 2024
Revenue                      36,900            38,200
Cost of goods sold          (33,400)          (41,650)
Gross result                  3,500            (3,450)

Why it happened
Most of our sales are to public hospitals under tenders priced in birr before the exchange
rate was liberalised in July. The stock we landed from August onwards cost us roughly twice as
much in birr, while tender prices stayed where they were until the next tender cycle.

What we propose
- renegotiate the two largest tenders under their price-adjustment clauses;
- import only against confirmed orders until March 2025;
- a shareholder bridge of ETB 25 million to fund the letters of credit already opened.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },
  // gross margin 2024 = (64.2 - 39.1) / 64.2 = 39.1%; 2023 = (57.8 - 34.9) / 57.8 = 39.6%
  // covenants met: 1.9x vs max 3.0x; 4.1x vs min 2.5x
  {
    id: 'h14-en-w1-25',
    documentType: 'financial_statements',
    language: 'en',
    text: `LUANGWA BUILDING SUPPLIES LIMITED
Financial statements for the year ended 31 December 2024

Report of the independent auditor (extracts)
Opinion: In our opinion the financial statements give a true and fair view of the financial
position of the company as at 31 December 2024 in accordance with IFRS and the Companies Act,
2017 of Zambia.
Conclusions relating to going concern: we have concluded that the directors' use of the going
concern basis of accounting is appropriate, and we have not identified a material uncertainty
related to events or conditions that may cast significant doubt on the company's ability to
continue as a going concern.

Statement of profit or loss (ZMW million)      2024        2023
Revenue                                        64.2        57.8
Cost of sales                                 (39.1)      (34.9)
Operating expenses                            (16.7)      (15.9)
Finance costs                                  (1.3)       (1.5)
Profit for the year                             5.6         4.2

Note 21 - Borrowings
The ZMW 18 million term facility carries two covenants, tested half-yearly:
  net debt / EBITDA, maximum 3.0x ............ 31 December 2024: 1.9x
  interest cover, minimum 2.5x ............... 31 December 2024: 4.1x
Both covenants were met at every test date, and all instalments were paid when due.`,
    present: [],
    absent: ['going-concern', 'debt-distress', 'audit-opinion', 'gross-margin'],
    traits: ['negation', 'table', 'figures', 'split'],
  },
  {
    id: 'h14-en-w1-26',
    documentType: 'legal_docs',
    language: 'en',
    text: `KIVU INSURETECH LTD
Minutes of the meeting of the board of directors held in Kigali on 22 July 2025

3. REGULATORY MATTERS
3.1 The CEO reported that the National Bank of Rwanda, by letter dated 30 June 2025, confirmed
    that all findings from its 2024 inspection have been closed. The restriction on filing new
    micro-insurance products, imposed in October 2024, was lifted with effect from 1 July 2025.
3.2 The board noted that there are no open regulatory matters.

4. SHARE REPURCHASE
4.1 Following the resignation in March of Innocent K., senior backend engineer, the company
    exercised its call option under his share award: 18,000 vested shares were bought back at
    nominal value for RWF 1,800,000, paid on 15 July 2025, and his certificate was cancelled.
4.2 The company secretary tabled the updated register, which reconciles to the cap table
    maintained by the CFO.

5. FINANCE
5.1 Gross written premium for H1 2025 was RWF 486 million (H2 2024: RWF 431 million).
5.2 The CFO confirmed that the company remained within its approved operating budget.`,
    present: [],
    absent: ['regulatory', 'dead-equity', 'cap-table-complexity'],
    traits: ['time', 'negation', 'list', 'split'],
  },
];
