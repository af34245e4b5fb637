import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW1: readonly RedFlagCase[] = [
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
  // retention = 131 renewed / 260 at start = 50.4% < 55%
  // ARR RWF 412m = subscriptions 24.5m x 12 = 294m + one-off training contract 118m
  {
    id: 'h14-en-w1-09',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Aline Uwase <aline@ishuri.rw>
To: Samuel Okafor
Subject: RE: Ishuri Cloud - follow-up DD questions

Hi Samuel,

Answers below, in the order you sent them.

Q3. How many schools renewed for the 2025 school year?
We started 2024 with 260 paying schools. 131 of them renewed for 2025. We signed 174 new
schools during the year, so we closed December at 305.

Q4. How is the RWF 412m ARR on slide 5 built?
Subscriptions are billed monthly; December billing was RWF 24.5m, so RWF 294m annualised.
We added the RWF 118m teacher-training contract funded through the Ministry, which we delivered
between March and June, because it was invoiced through the platform like everything else. That
contract was for a single cohort and has no renewal clause.

Q5. Headcount?
23 full time, 6 of them in the Huye support centre.

Best,
Aline`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'prose'],
  },
  // runway = ZMW 9.1m / net burn ZMW 0.88m = 10.3 months (>= 9)
  // net burn 0.88m compared with revenue 1.32m as stated: burn below revenue
  {
    id: 'h14-en-w1-10',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KASUPE LOGISTICS - Seed round, June 2025

Slide 11 - Where we are
Monthly revenue
  Jan 2025        ZMW 0.94m
  Feb 2025        ZMW 1.03m
  Mar 2025        ZMW 1.11m
  Apr 2025        ZMW 1.20m
  May 2025        ZMW 1.32m
Net burn, May 2025                       ZMW 0.88m
Cash at bank, 31 May 2025                ZMW 9.1m
Runway at current net burn               about 10 months

Slide 12 - The raise
USD 2.5M seed. Together with cash on hand this takes us to month 26 and to EBITDA break-even
on the Lusaka-Ndola corridor, which we expect in Q3 2026.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'list', 'split'],
  },
  // loss for the year R 9.8m: costs above revenue of R 14.6m; statements reviewed, not audited
  {
    id: 'h14-en-w1-11',
    documentType: 'financial_statements',
    language: 'en',
    text: `UBUNTU MOBILITY (PTY) LTD
Registration number 2019/384112/07
Annual financial statements for the year ended 30 June 2025

Directors' report (extract)

Review of activities
Revenue from the ride-hailing platform for minibus-taxi associations grew to R 14.6 million
(2024: R 11.2 million). The company recorded a loss for the year of R 9.8 million
(2024: R 7.1 million), mainly due to driver-incentive spend in Tshwane and Ekurhuleni.

Going concern
The company's ability to meet its obligations over the next twelve months depends on the
successful closing of a Series A round, for which a term sheet has been signed but funds have not
been committed, and on the continued support of the existing shareholder loan. These conditions
indicate that a material uncertainty exists that may cast significant doubt on the company's
ability to continue as a going concern. The directors nevertheless consider the going concern
basis appropriate.

Independent review
These annual financial statements have been independently reviewed in terms of ISRE 2400 by
Fourie & Khumalo Inc. They have not been audited.`,
    present: ['going-concern', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect', 'figures'],
  },
  // growth 2025F/2024A = 4.8 / 2.9 = 1.66x; 2026F/2025F = 7.3 / 4.8 = 1.52x (< 4x)
  {
    id: 'h14-en-w1-12',
    documentType: 'business_plan',
    language: 'en',
    text: `MOTSE CREDIT (PTY) LTD - Business plan for the 2025 equity raise

Section 3 - Licensing and compliance
Motse Credit applied to the Non-Bank Financial Institutions Regulatory Authority (NBFIRA) for a
micro-lending licence in June 2023. The licence was granted on 12 February 2024 and renewed
for the 2025 year in January. Our 2024 statutory returns were filed on time, and the NBFIRA
on-site review in October 2024 closed without findings.

Section 4 - Financial projections (Botswana pula)
                        2024A        2025F        2026F
Gross loan book        P 8.4m       P 14.0m      P 21.5m
Interest and fee
  income               P 2.9m       P 4.8m       P 7.3m
Operating costs        P 2.1m       P 3.2m       P 4.6m
Credit losses          P 0.3m       P 0.5m       P 0.8m
Profit before tax      P 0.5m       P 1.1m       P 1.9m

Growth in 2025 assumes payroll-deduction agreements with two further parastatals, both of
which are at contract stage.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'unrealistic-growth'],
    traits: ['time', 'table', 'figures', 'split'],
  },
  // largest buyer 21% of revenue, no other above 9% (< 30%)
  {
    id: 'h14-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    text: `Confirmatory due diligence - summary of findings
Target: Yirgalem Specialty Coffee Export PLC
For: Investment committee, 2 June 2025

A. Trading
   Export revenue  2022/23   USD 6.8M
                   2023/24   USD 8.1M
   Largest buyer (a Japanese roaster) took 21% of 2023/24 revenue; the rest is spread across
   37 roasters and importers, none above 9%.

B. Points for negotiation
   (i)  The Aleta Wendo washing station is leased from Gedeo Agro Holdings PLC. Gedeo is 60%
        owned by W/ro Selam Bekele, the wife of the managing director, Ato Dawit Alemu. Rent is
        ETB 3.6m a year, paid a year in advance; no independent rent assessment was obtained.
   (ii) About 15% of cherry purchases in 2023/24 came from a farm at Bensa registered to the
        chairman's brother, at prices 6-8% above the ECX reference for the same grade.
   (iii) Both arrangements were approved by the board, with the interested directors voting.

C. Recommendation
   Require arm's-length review of both arrangements as a condition precedent.`,
    present: ['related-party'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'list', 'split', 'figures'],
  },
  {
    id: 'h14-en-w1-14',
    documentType: 'business_plan',
    language: 'en',
    text: `IMENA PAY - Investor update, Q2 2025

Dear shareholders,

Numbers first:
  - GMV: RWF 14.8bn (Q1: RWF 11.3bn)
  - Net revenue: RWF 221m (Q1: RWF 176m)
  - Active agents at 30 June: 2,140 (31 March: 1,960)

Two harder items.

On 6 May the National Bank of Rwanda suspended our onboarding of new agents for ninety days,
following its on-site inspection of our agent KYC files. Existing agents continue to trade
normally. We submitted a remediation plan on 20 May and have hired a second compliance officer.

Eric, who co-founded Imena with me and has run operations since day one, will be stepping away
at the end of September to take over his family's business in Musanze. He will stay available
to us as an adviser. We have started the search for a Head of Operations.

Thank you for your continued support,
Diane Ingabire, CEO`,
    present: ['regulatory', 'founder-departure'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'prose', 'list', 'figures'],
  },
  // gross margin 2024 = (7 920 - 4 990) / 7 920 = 37.0%; 2023 = (7 410 - 4 370) / 7 410 = 41.0%: down 4.0 points (< 5)
  {
    id: 'h14-en-w1-15',
    documentType: 'financial_statements',
    language: 'en',
    text: `MUTARE PACKAGING (PRIVATE) LIMITED
Audited financial statements for the year ended 31 December 2024
(US dollars)

Statement of profit or loss and other comprehensive income
                                      2024            2023
                                     US$'000         US$'000
Revenue                               7 920           7 410
Cost of sales                        (4 990)         (4 370)
Gross profit                          2 930           3 040
Administrative and selling
  expenses                           (2 210)         (2 160)
Finance costs                          (180)           (205)
Profit before tax                       540             675

Note 9 - Taxation
All returns have been filed and no amounts were overdue at year end. The ZIMRA audit of the
2021 and 2022 tax years was closed in October 2024 with no adjustment.

Auditor's report
Unmodified opinion issued by Chitando Chartered Accountants (Zimbabwe), Harare, 28 March 2025.`,
    present: [],
    absent: ['gross-margin', 'debt-distress', 'audit-opinion'],
    traits: ['table', 'figures', 'split', 'negation'],
  },
  // own figures: LTV = R 380 x 55% x 24 months = R 5,016 (not R 11,200); LTV:CAC = 5,016 / 1,150 = 4.4x (not 9.7x)
  // monthly churn 4.2% (< 5%)
  {
    id: 'h14-en-w1-16',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SPAZAPAY - Series A deck, Cape Town, 2025

Slide 5 - Traction
Revenue FY2025 (to February): R 6.3m, up from R 2.9m
Active merchants: 1,480 spaza shops and taverns in Gauteng and the Western Cape

Slide 8 - Unit economics (per merchant)
  Average revenue per merchant ......... R 380 / month
  Gross margin ......................... 55%
  Monthly merchant churn ............... 4.2%
  Average merchant lifetime ............ 24 months
  Blended CAC .......................... R 1,150
  Lifetime value (LTV) ................. R 11,200
  LTV : CAC ............................ 9.7x

Slide 9 - Why now
Card acceptance in townships is still below 10%, and the two largest wholesalers now
accept payment through our app.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['figures', 'list', 'split', 'indirect'],
  },
  // Karoo holding = 682,000 / 1,240,000 = 55.0% (register) or 682,000 / 1,312,500 = 52.0% (spreadsheet): >= 50% either way
  {
    id: 'h14-en-w1-17',
    documentType: 'legal_docs',
    language: 'en',
    text: `LEGAL DUE DILIGENCE QUESTIONNAIRE - RESPONSES OF SIZWE ROBOTICS (PTY) LTD
Section C: Share capital and securities

C1. Provide the current securities register and a fully diluted capitalisation table.
Response: The securities register is attached as C1-a and the finance team's capitalisation
table as C1-b. The two do not agree. The register records 1,240,000 ordinary shares in issue;
the capitalisation table shows 1,312,500. As far as we can establish, the difference comes from
(i) shares promised to two early engineers in 2021 for which no board resolution or
subscription agreement has been found, and (ii) three convertible notes issued in 2022 which the
spreadsheet treats as converted but which were never entered in the register. Our attorneys are
working through the records and we expect to deliver a reconciled table before signing.

C2. Does any shareholder, alone or with related persons, hold more than half of the shares?
Response: Yes. Karoo Industrial Partners holds 682,000 ordinary shares, which is 55% of the
shares on the register (52% on the capitalisation table figure). It appoints three of the five
directors.

C3. Are there any pledges or encumbrances over shares?
Response: None.`,
    present: ['cap-table-complexity', 'investor-control'],
    absent: [],
    traits: ['figures', 'prose', 'indirect'],
  },
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
