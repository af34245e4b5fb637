/** Part a of cases-dev-retired-fourteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW1A: readonly RedFlagCase[] = [
  // gross margin FY2025 = 19 140 / 31 480 = 60.8%; FY2024 = 17 445 / 27 905 = 62.5%: down 1.7 points (< 5)
  // revenue up (31 480 vs 27 905); profit for the year, so costs below revenue; opinion unmodified
  {
    id: 'h14-en-w1-01',
    documentType: 'financial_statements',
    language: 'en',
    text: `KHANYA LEARNING SYSTEMS (PTY) LTD
Extracts from the audited annual financial statements
for the year ended 28 February 2025

Independent auditor's report (extract)
Opinion
We have audited the financial statements of Khanya Learning Systems (Pty) Ltd set out on pages 8 to 31.
In our opinion, the financial statements present fairly, in all material respects, the financial
position of the company as at 28 February 2025, and its financial performance and cash flows for the
year then ended in accordance with IFRS for SMEs and the requirements of the Companies Act of South Africa.
Mokoena & Partners Inc., Registered Auditors, Johannesburg, 19 May 2025

Statement of profit or loss                  2025          2024
                                            R'000         R'000
Revenue                                    31 480        27 905
Cost of sales                             (12 340)      (10 460)
Gross profit                               19 140        17 445
Operating expenses                        (16 870)      (15 210)
Operating profit                            2 270         2 235
Income tax                                   (660)         (645)
Profit for the year                         1 610         1 590

Note 14 - Cost of sales
Cost of sales includes mobile data bundles zero-rated for learners. Data costs rose faster than
subscription prices during the year, which explains the lower gross margin of 60.8%
(2024: 62.5%). Management has renegotiated the carrier agreement from March 2025.`,
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'split'],
  },
  // monthly burn = costs 1.91m - revenue 0.86m = ZMW 1.05m; runway = 5.2m / 1.05m = 4.95 months < 9
  // costs 1.91m above revenue 0.86m for February; statutory arrears ZMW 388,000 unpaid
  {
    id: 'h14-en-w1-02',
    documentType: 'legal_docs',
    language: 'en',
    text: `MWEZI AGRI-LOGISTICS LIMITED
Minutes of a meeting of the board of directors held at Plot 4471, Kabelenga Road, Lusaka
on Friday 14 March 2025 at 09h00

Present: C. Banda (Chair); M. Phiri (CEO); N. Zulu (CFO); R. Hansen (investor director)
In attendance: K. Mwanza (company secretary)

4. FINANCE REPORT
4.1 The CFO tabled the February management pack. The main lines were:
    - cash at bank and on hand at 28 February:     ZMW 5.2 million
    - revenue invoiced in February:                ZMW 0.86 million
    - operating costs paid in February:            ZMW 1.91 million
4.2 The CFO reminded the board that at the September meeting the cash balance had covered
    roughly fourteen months of spend. At February's rate of spend it now covers about five.
4.3 PAYE for November, December and January and the matching NAPSA contributions, together
    ZMW 388,000, have not been remitted. ZRA wrote on 3 March asking the company to settle
    or propose a payment plan.
4.4 Mr Hansen asked whether the haulage contract with the Copperbelt mines would start in April
    as planned. The CEO said it had slipped to June.

RESOLVED:
  (a) that the CFO submits a payment plan to ZRA by 21 March;
  (b) that the CEO and Mr Hansen approach existing shareholders for a bridge of up to USD 400,000.`,
    present: ['short-runway', 'burn-above-revenue', 'debt-distress'],
    absent: [],
    traits: ['figures', 'time', 'indirect', 'list', 'split'],
  },
  // concentration = ETB 27.5m / ETB 41.6m = 66% of FY2023/24 revenue from one customer (>= 30%)
  {
    id: 'h14-en-w1-03',
    documentType: 'business_plan',
    language: 'en',
    text: `INVESTMENT COMMITTEE MEMO - CONFIDENTIAL
Company: Abay Pay Solutions PLC, Addis Ababa
Prepared by: Hanna Tesfaye, Associate    Date: 9 April 2025

1. What they do
Abay Pay sells bill-payment and collection software to utilities and FMCG distributors, priced as a
share of the value collected.

2. Revenue
    FY2022/23 (EFY 2015)        ETB 24.1m
    FY2023/24 (EFY 2016)        ETB 41.6m
    FY2024/25 (EFY 2017), 9 months to March    ETB 36.8m
Growth is real, but look at where it comes from: ETB 27.5m of last year's ETB 41.6m was billed
under one contract with a regional electricity distributor. The other ETB 14.1m is spread across
roughly 310 merchants, none of them large.

3. The wallet
The consumer wallet, which is the core of the growth case, needs a payment instrument issuer
licence from the National Bank of Ethiopia. The application went in on 18 November 2024; NBE asked
for board resolutions and AML policies in February, which were sent on 27 February. No decision has
been communicated. Management's plan assumes launch in Q1 FY2025/26.

4. Recommendation
Proceed to term sheet, with the wallet tranche conditional on the licence.`,
    present: ['customer-concentration', 'pending-licence'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect', 'list', 'split'],
  },
  // growth 2024A -> 2025F = RWF 480m / RWF 96m = 5x in one year (>= 4x)
  {
    id: 'h14-en-w1-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `AMATA CHAIN - Seed deck, Kigali, March 2025

Slide 6 - Why we win
Nobody else in Rwanda tracks milk temperature from the cooperative to the processor.
We are the only player in this space: there are no direct or indirect competitors today,
and the processors have told us they will not build it themselves.

Slide 9 - Traction and plan
                         2024A        2025F        2026F
Revenue                  RWF 96m      RWF 480m     RWF 1.9bn
Cooperatives connected   14           70           260
Litres tracked / day     31,000       150,000      560,000
Gross margin             38%          44%          51%

Slide 10 - The ask
USD 900k seed to fund sensors for 56 new cooperatives and a team of 11.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['table', 'figures', 'split'],
  },
  // active founders = 22.0% + 14.0% = 36.0% < 40%; largest investor 31.0% (< 50%)
  // departed co-founder still holds 11.0%, no repurchase
  {
    id: 'h14-en-w1-05',
    documentType: 'legal_docs',
    language: 'en',
    text: `SCHEDULE 2 TO THE SHAREHOLDERS' AGREEMENT
Capitalisation table of Thuso Health (Pty) Ltd (Gaborone) as at 31 January 2025

Shareholder                              Ordinary shares        %
Kagiso Molefe (co-founder, CEO)              2,200,000        22.0
Lesedi Sebego (co-founder, CTO)              1,400,000        14.0
Tumelo Ramotswe (co-founder)                 1,100,000        11.0
Okavango Ventures Fund I                     3,100,000        31.0
Angel syndicate (7 holders)                  1,200,000        12.0
Employee share pool (allocated
  and unallocated)                           1,000,000        10.0
Total                                       10,000,000       100.0

Notes
1. All shares rank pari passu. There are no convertible instruments outstanding.
2. The employee share pool is held by the Thuso Employee Trust.
3. Mr Ramotswe resigned as an employee and as a director on 31 August 2023 and now lives in
   Cape Town. His shares were issued fully vested at incorporation and the company holds no
   repurchase right over them; he remains on the register.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },
  // revenue 2024 US$ 4 324k < 2023 US$ 5 057k; opinion qualified ("except for")
  {
    id: 'h14-en-w1-06',
    documentType: 'financial_statements',
    language: 'en',
    text: `ZAMBEZI FRESH PRODUCE (PRIVATE) LIMITED
Abridged financial statements for the year ended 31 December 2024
Presentation currency: United States dollar

Extract from the independent auditor's report
Qualified opinion
In our opinion, except for the possible effects of the matter described in the Basis for
Qualified Opinion section of our report, the financial statements present fairly, in all
material respects, the financial position of the company as at 31 December 2024.
Basis for qualified opinion
We were appointed after 31 December 2023 and did not observe the counting of opening
inventories of US$ 612 000 held at the Mazowe packhouse. We were unable to satisfy ourselves
by alternative means concerning those quantities.

Revenue by segment                 2024          2023
                                  US$'000       US$'000
Export horticulture                 3 418         4 102
Local retail and
  wholesale                           906           955
Total revenue                       4 324         5 057

Profit for the year                   118           406

Directors' commentary
Lower volumes to the two UK retail programmes, after the loss of the mange-tout line in
the second quarter, account for most of the movement in export sales.`,
    present: ['audit-opinion', 'declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },
  // post-money R 100m: lead investor R 48m = 48.0% (< 50%); founders 44.0% together (>= 40%)
  {
    id: 'h14-en-w1-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `INDICATIVE TERM SHEET - SERIES A PREFERENCE SHARES
Lumo Grid Energy (Pty) Ltd ("the Company"), Durban
Non-binding, save for the clauses headed Confidentiality, Exclusivity and Costs.

Investor:            Highveld Climate Fund II En Commandite Partnership ("Lead Investor")
Amount:              R 48,000,000
Pre-money:           R 52,000,000, on a fully diluted basis including the option pool below
Post-money:          R 100,000,000

Pro forma shareholding at closing
  Anesh Naidoo (co-founder, CEO)        24.0%
  Thandiwe Dlamini (co-founder, COO)    20.0%
  Lead Investor                         48.0%
  Employee option pool                   8.0%

Board:               five directors: two appointed by the founders while they together hold
                     more than 25%, one by the Lead Investor, and two independents approved by both.
Ownership cap:       the Lead Investor shall not acquire further shares that would take its
                     holding to 50% or more without the prior written consent of both founders.
Vesting:             founders' shares re-vest over 36 months from closing, with credit for 12 months.
Protective
  provisions:        customary, including approval of budgets above R 5m and any new share class.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['figures', 'list', 'split', 'negation'],
  },
  {
    id: 'h14-en-w1-08',
    documentType: 'business_plan',
    language: 'en',
    text: `SHEBA LEATHER WORKS PLC - Business plan 2025-2027
Section 6: Risks and past matters

6.1 Dispute with our former Italian agent
In 2023 our former agent in Milan claimed EUR 180,000 in commissions before the Federal High Court
in Addis Ababa. The parties signed a settlement agreement in March 2024; we paid ETB 4.2 million
in full and the claim was withdrawn on 2 April 2024. There are no other claims by or against the
company.

6.2 Bank facility
When foreign-currency allocations dried up in 2022-23, our bank agreed to reschedule the ETB 22
million term loan before any instalment fell due. Since the rescheduling, all eighteen monthly
instalments have been paid on or before their due dates; the balance at 30 June 2025 was
ETB 13.6 million.

6.3 Financial summary (ETB million)
                          EFY 2015     EFY 2016     EFY 2017 (budget)
Revenue                     96.4        118.0          139.5
Gross margin                 31%          32%            32%
Net profit                   4.1          6.8            8.2`,
    present: [],
    absent: ['litigation', 'debt-distress'],
    traits: ['time', 'negation', 'table', 'figures'],
  },
];
