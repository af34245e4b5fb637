import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part1: readonly RedFlagCase[] = [
  // runway: N21m/week x 52 / 12 = N91m a month; N310m / N91m = 3.4 months (<9). Net burn N91m < revenue N140m, so no burn-above-revenue.
  {
    id: 'd19-w3-en-weekly-burn-update',
    documentType: 'business_plan',
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'declining-revenue', 'going-concern'],
    traits: ['figures', 'time', 'email', 'indirect'],
    text: `Subject: Haulwise monthly investor update - October

Hi all,

Quick one this month because the team is heads-down on the Kano corridor launch.

Headlines
- Gross merchandise moved: 41,200 tonnes (September: 37,900)
- Revenue for October: N140m, up from N128m in September and N117m in August
- Take rate on brokered loads: 11.8% (September: 11.2%)
- Active trucks on the platform: 1,860 (plus 140 vs. last month)

Cash
We closed October with N310m in the bank across Providus and Zenith. Our net burn has settled at about N21m a week since we added the night-shift dispatch team; we track it weekly now because fuel prices move too fast for a monthly view to mean much.

What we need from you
We are opening conversations for the bridge we discussed in Q2. If you know anyone at the DFIs who covers logistics, an intro would help a lot. We would also welcome introductions to shippers in the cement and FMCG categories.

Hiring
We hired a Head of Fleet Partnerships (ex-Kobo360) and two dispatch leads in Kano. We are not hiring further until the bridge closes.

Product
The load-matching algorithm now books 62% of trips without a human dispatcher, up from 48%. Average time to match dropped from 3.1 hours to 1.4 hours.

Thanks as always for the support,
Ifeoma Chukwu
CEO, Haulwise Technologies Ltd, Lagos`,
  },
  // cost of sales KSh 51.7M > revenue KSh 48.2M: gross margin negative (-7.3%) and costs above revenue.
  {
    id: 'd19-w3-en-cost-lines-above',
    documentType: 'financial_statements',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['table', 'figures'],
    text: `SHAMBA FRESH AGGREGATORS LIMITED
Statement of profit or loss for the year ended 30 June 2025
(Amounts in Kenya Shillings)

                                   Note        2025            2024
Cost of produce and haulage          5    51,714,300      33,082,900
Revenue from produce sales           4    48,209,500      36,540,100
Gross result                              (3,504,800)      3,457,200
Administrative expenses              6    14,880,200      11,230,600
Selling and distribution             7     6,402,000       4,918,300
Other income                         8       512,000         388,000
Operating loss                           (24,275,000)    (12,303,700)
Finance costs                        9     1,190,000         840,000
Loss before tax                          (25,465,000)    (13,143,700)

Notes (extract)
4. Revenue comprises sales of avocados, French beans and mangoes to exporters and supermarkets in Nairobi and Mombasa. Revenue grew by 32% on the prior year as the company added the Meru and Murang'a collection centres.
5. Cost of produce and haulage includes farm-gate purchases, grading labour and refrigerated transport. The increase reflects the higher farm-gate prices paid during the 2024/25 drought and the rejection of two export consignments at the Port of Mombasa, which were resold locally at a discount.

Independent auditor's report (extract)
In our opinion, the financial statements give a true and fair view of the financial position of Shamba Fresh Aggregators Limited as at 30 June 2025 and of its financial performance for the year then ended, in accordance with IFRS and the Companies Act, 2015.
Mwangi & Otieno Certified Public Accountants, Nairobi, 14 October 2025`,
  },
  // churn: 156 lost / 820 at start of quarter = 19.0% a quarter = about 6.3% a month (>=5%).
  {
    id: 'd19-w3-en-churn-counts',
    documentType: 'pitch_deck',
    present: ['high-churn'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'table'],
    text: `Slide 7 - Customers & retention (Q3 FY25)

LedgerLite | Cloud bookkeeping for South African SMEs | Cape Town

Customer movement, quarter ended 30 September
  Paying customers, 1 July ............ 820
  New customers signed ................ 126
  Customers cancelled ................. 156
  Paying customers, 30 September ...... 790

Why customers leave (exit survey, n = 94)
  - Closed their business: 31%
  - Moved to their accountant's software: 27%
  - Price: 22%
  - Other: 20%

Revenue (R'000)            Q1      Q2      Q3
  Subscription            2,410   2,560   2,640
  Payroll add-on            380     430     470
  Total revenue           2,790   2,990   3,110
  Operating costs         2,350   2,520   2,690

Average revenue per customer rose to R1,312 a month in Q3 as we moved customers onto the payroll add-on and raised list prices by 8% in July.

What we are doing about it
  - New onboarding flow with a human call in week one
  - Annual plans at a 15% discount (launched 1 October)
  - Partner channel with 40 bookkeeping firms in the Western Cape

Slide notes: we expect the October cohort on annual plans to change the picture, but we want investors to see the quarter as it is.`,
  },
  {
    id: 'd19-w3-en-clean-disclosure-schedule',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'related-party', 'regulatory', 'pending-licence', 'debt-distress', 'dead-equity'],
    traits: ['negation', 'list', 'words'],
    text: `DISCLOSURE SCHEDULE
to the Share Subscription Agreement between Tamu Pay Limited (the "Company") and the Subscribers named therein

Part 3 - Specific disclosures against the Warranties

3.1 Litigation (Warranty 12.1). There is no litigation, arbitration or administrative proceeding pending or, to the knowledge of the Founders, threatened against the Company. The Company has not received any letter before action in the last three years.

3.2 Related parties (Warranty 14.2). The Company has not entered into any contract, loan or arrangement with any director, shareholder or any person connected with them, other than employment contracts on arm's length terms, copies of which are in the data room at folder 7.2.

3.3 Licences (Warranty 9.4). The Company holds a Payment Service Provider licence issued by the Bank of Tanzania on 3 February 2024, valid until 2 February 2027. No licence application is outstanding. No regulator has imposed any sanction, fine or suspension on the Company, and the Company has received no notice of any investigation.

3.4 Financing (Warranty 11.3). The Company has one facility: a TZS 400 million working-capital line with CRDB Bank Plc. All repayments have been made on their due dates and the Company is in compliance with every covenant under that facility. No tax is overdue; the TRA tax clearance certificate dated 12 August 2025 is disclosed.

3.5 Share capital (Warranty 6.1). The register of members is complete and accurate. No former employee, consultant or founder holds shares in the Company. All vested options of departing employees lapsed unexercised.

3.6 General. Save as set out in this Part 3, there are no matters to disclose against the Warranties.

Signed for the Company: A. Massawe, Director            Dar es Salaam, 21 September 2025`,
  },
  {
    id: 'd19-w3-en-transcript-cto-stepping-back',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: ['dead-equity', 'burn-above-revenue', 'short-runway'],
    traits: ['transcript', 'indirect', 'spoken'],
    text: `Transcript - Veldt Health quarterly board call, 9 October 2025 (auto-generated, lightly edited)

[00:02:11] Naledi (CEO): ...so revenue for the quarter was R6.3 million, roughly R2.1 million a month, and opex came in at about R1.8 million a month, so we are slightly cash-positive for the second quarter running.

[00:02:40] Pieter (Investor, Savanna Ventures): Great. Bank balance?

[00:02:44] Naledi: R14.2 million at the end of September.

[00:03:05] Pieter: Okay. Sipho, you wanted to raise something on the product side?

[00:03:09] Sipho (co-founder, CTO): Yes. So... I've been talking to Naledi about this for a couple of months. Some of you know my wife got the post in Berlin. I'm going to step back from the CTO role at the end of December. I'll stay on as an adviser for six months, and I'm very happy to help with the handover.

[00:03:31] Pieter: Thanks for telling us directly. What's the plan for engineering leadership?

[00:03:36] Naledi: We've started a search with two candidates from Discovery and one from Takealot. Thabo, the head of platform, will act as interim lead from January.

[00:04:02] Sipho: My shares stay on the existing vesting schedule; we agreed the unvested part goes back to the pool when I leave the board in December, and the company has the call option on the vested part at fair value.

[00:04:30] Pieter: Understood. Let's minute that. Next item: the clinic network expansion into Gqeberha...`,
  },
  // founders 1,200,000 + 900,000 = 2,100,000 / 6,000,000 = 35% (<40%); largest investor 2,400,000 / 6,000,000 = 40% (<50%).
  {
    id: 'd19-w3-en-register-founder-stakes',
    documentType: 'legal_docs',
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'indirect'],
    text: `REGISTER OF MEMBERS - KWETU SOLAR LIMITED (Company No. PVT-7HU2L9Q)
Extract certified by the Company Secretary as at 30 September 2025

No. | Name of member                         | Address        | Class      | Shares held | Date entered
1   | Amina Wanjiru Kariuki (Director, CEO)   | Nairobi        | Ordinary   | 1,200,000   | 04/03/2020
2   | Brian Otieno Ochieng (Director, COO)    | Kisumu         | Ordinary   |   900,000   | 04/03/2020
3   | Lakeshore Impact Fund II LP             | Port Louis     | Preference |  2,400,000  | 17/11/2022
4   | Acacia Angels Syndicate SPV Ltd         | Nairobi        | Preference |   780,000   | 17/11/2022
5   | Kwetu Employee Share Trust              | Nairobi        | Ordinary   |   420,000   | 01/02/2023
6   | Greenbridge Climate Partners            | Amsterdam      | Preference |   300,000   | 09/06/2024
    | Total issued                            |                |            | 6,000,000   |

Notes
(a) Members 1 and 2 are the Company's founders and both remain full-time executives.
(b) Member 5 holds shares on trust for current employees under the 2023 ESOP; no shares are held for former employees.
(c) There are no outstanding convertible notes, SAFEs or warrants. The register agrees to the filing at the Business Registration Service (CR12 dated 2 October 2025).
(d) Each preference share converts into one ordinary share at the holder's option.

Certified a true extract.
J. Mutua, Company Secretary`,
  },
  // growth: 2025 revenue $1.9M -> 2026 $7.8M = 4.1x in one year (>=4x).
  {
    id: 'd19-w3-en-projection-table',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'time'],
    text: `AgroLink Egypt - Business plan 2025-2029, section 6: Financial projections

Our model starts from actual 2024 results (audited) and builds bottom-up from the number of cooperatives served in the Nile Delta and Upper Egypt.

Five-year projection (USD millions)

                       2024A    2025F    2026F    2027F    2028F    2029F
Cooperatives served       38       95      420    1,150    2,600    4,100
Revenue                 0.41     1.90     7.80    21.40    44.00    71.00
Cost of revenue         0.22     1.02     4.10    11.00    22.30    35.60
Operating expenses      0.13     0.70     2.60     6.10    11.80    17.90
EBITDA                  0.06     0.18     1.10     4.30     9.90    17.50

Key assumptions
- Average revenue per cooperative of roughly USD 18,500 a year from 2026, from input financing margins and produce off-take fees.
- Cost of revenue at 51-54% of revenue, in line with 2024 actuals (54%).
- Headcount grows from 22 today to 310 by 2029, mostly field agents.
- We assume the Agricultural Bank of Egypt partnership launches in Q1 2026 and supplies working capital for input loans.

Use of funds
The USD 3 million seed extension funds the field team for Upper Egypt (45%), the credit-scoring platform (30%) and working capital (25%).

Sensitivity
If cooperative onboarding runs at half the plan, 2029 revenue would be about USD 36 million and the company would still reach EBITDA break-even in 2026.`,
  },
  {
    id: 'd19-w3-en-hypothetical-risk-factors',
    documentType: 'business_plan',
    present: [],
    absent: ['customer-concentration', 'founder-departure', 'short-runway', 'litigation', 'burn-above-revenue'],
    traits: ['modality', 'negation', 'list'],
    text: `Mazao Grain Traders Ltd - Business Plan 2026
Section 9: Risks and mitigations

We list the risks that we think an investor should weigh. None of them has materialised; they are scenarios we plan against.

9.1 Customer risk. If one of our large milling customers were to switch suppliers, volumes could drop for a season. Today our largest buyer, Unga Holdings, accounts for 17% of revenue and our top five buyers together for 29%, so no single loss would be critical.

9.2 Key people. The company could be affected if either founder were unable to work. Both founders have four-year reverse vesting, we hold key-person insurance of KSh 30 million each, and the operations manager has run the Eldoret depot alone for six months.

9.3 Weather. A failed long-rains season could cut maize volumes by up to 35%. We would then shift to sorghum and imported Ugandan maize, as in 2022.

9.4 Financing. Should banks tighten trade finance, we might need to slow depot expansion. We currently use 40% of our KSh 120 million facility with KCB and have never missed a payment.

9.5 Disputes. Grain contracts sometimes lead to quality claims. No claim is open today; the last one, with a Nakuru feed miller, was settled in full in February 2025.

Financial position (FY2025, audited)
- Revenue: KSh 684 million (FY2024: KSh 571 million)
- Cost of sales: KSh 598 million
- Operating expenses: KSh 52 million
- Net profit after tax: KSh 23 million
- Cash at year end: KSh 61 million`,
  },
  // concentration: Kwik Mart 14.6 / 38.2 = 38.2% of revenue (>=30%).
  {
    id: 'd19-w3-en-customer-share-table',
    documentType: 'financial_statements',
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'indirect'],
    text: `PURE SPRING BEVERAGES (PTY) LTD
Audited annual financial statements for the year ended 28 February 2025
Note 21 - Segment and customer information

The company operates one segment: the bottling and distribution of still and sparkling water in Gauteng and Mpumalanga.

Revenue by customer (R million)                 FY2025      FY2024
Kwik Mart Holdings (national retail chain)        14.6         11.9
Mega Save Wholesalers                               5.1          4.8
Hotel and hospitality accounts (38 customers)       7.2          6.0
Independent spaza and forecourt (1,900+ outlets)    8.4          7.1
Export - Eswatini and Botswana                      2.9          2.2
Total revenue                                     38.2         32.0

Cost of sales                                      23.1         19.8
Gross profit                                       15.1         12.2
Operating expenses                                 11.6         10.1
Profit before tax                                   3.5          2.1

The supply agreement with Kwik Mart Holdings runs to 31 March 2027 and is renewable by mutual consent. Payment terms are 60 days.

Report of the independent auditor (extract)
We have audited the financial statements of Pure Spring Beverages (Pty) Ltd set out on pages 8 to 41. In our opinion, the financial statements present fairly, in all material respects, the financial position of the company as at 28 February 2025, and its financial performance and cash flows for the year then ended in accordance with IFRS for SMEs and the requirements of the Companies Act of South Africa.
Nkosi Dlamini Inc., Registered Auditors, Johannesburg`,
  },
  // revenue falls every month: 241,800 > 228,300 > 215,100 > 203,600; costs stay below revenue.
  {
    id: 'd19-w3-en-semicolon-csv-decline',
    documentType: 'financial_statements',
    present: ['declining-revenue'],
    absent: ['burn-above-revenue', 'short-runway', 'gross-margin'],
    traits: ['csv', 'figures', 'time'],
    text: `# export: management_pl_monthly.csv
# company: Kora Coffee Roasters SARL-U (Kigali) ; currency: USD ; generated 2025-11-04 from QuickBooks
# reviewed and audited as part of FY2025 audit by Ernst & Young Rwanda (unqualified opinion issued 2025-10-28)
month;revenue;cost_of_sales;gross_profit;opex;operating_profit;cash_end
2025-06;241800;118500;123300;86400;36900;512300
2025-07;228300;111900;116400;85100;31300;538700
2025-08;215100;105400;109700;84800;24900;559200
2025-09;203600;99800;103800;83900;19900;574100

# notes
# 1. revenue = green and roasted coffee sales to export buyers (Germany, UAE, Japan) and local cafes
# 2. gross margin held at 51% in every month
# 3. opex includes the 14 permanent staff at the Kicukiro roastery
# 4. the company has no borrowings

Management comment (from the covering email to shareholders):
"The export price reset after the Q2 C-price spike means each container is worth less than in spring. Volumes are flat at about 9 containers a month. We expect the new Japanese buyer to add one container a month from January. Cash keeps building and we have not touched the overdraft. We also renewed the washing-station contracts with the four cooperatives in Nyamasheke and Huye on the same terms as last year, so supply is secure for the 2026 harvest."`,
  },
  // going concern doubt + qualified opinion; costs GHS 5.32M > revenue GHS 4.11M.
  {
    id: 'd19-w3-en-ocr-auditor-report',
    documentType: 'financial_statements',
    present: ['going-concern', 'audit-opinion', 'burn-above-revenue'],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['ocr', 'split-lines', 'words'],
    text: `[scanned page 3 of 29 - OCR output]

INDEPEN DENT AUDITOR 'S REPORT TO THE MEMBERS OF
ASANTE  CL EAN ENERGY  LIMI TED

Qual ified Opin ion
We have aud ited the finan cial state ments of Asante Clean En ergy Limited, which com prise the state ment of finan cial posi tion as at 31 Decem ber 2024 ... In our opin ion, except for the possi ble effects of the matter de scribed in the Basis for Qual ified Opin ion sec tion, the ac compa nying finan cial state ments give a true and fair view ...

Basis for Qual ified Opin ion
We were un able to ob tain suf ficient ap propriate au dit evi dence about the quan tity of solar home sys tem kits held at the Kuma si ware house, car ried at GHS 1, 240, 000. We were un able to at tend the year- end stock count ...

Mate rial Uncer tainty Re lated to Going Con cern
We draw at ten tion to Note 2, which in dicates that the Com pany in curred a net loss of GHS 1, 2 10, 000 dur ing the year, with rev enue of GHS 4, 110, 000 against total costs of GHS 5, 320, 000, and, as at that date, the Com pany's cur rent lia bili ties ex ceeded its cur rent as sets. These events in dicate that a mate rial un cer tainty ex ists that may cast sig nifi cant doubt on the Com pany's abil ity to con tinue as a going con cern.

[smudge] ... Accra, 30 Ju ne 2025
Boa teng, Mensah & Co. (ICAG/F/2 024/118) Char tered Ac count ants`,
  },
  {
    id: 'd19-w3-en-chat-paye-arrears',
    documentType: 'legal_docs',
    present: ['debt-distress'],
    absent: ['litigation', 'regulatory', 'going-concern'],
    traits: ['chat', 'indirect', 'spoken'],
    text: `WhatsApp export - "Mwanga Foods x Baobab Capital DD" group

[14/08/2025, 09:12] Grace (Baobab Capital): Morning Daniel. Two follow-ups from the tax section of the DD list. Q17 asks whether all KRA obligations are current. You ticked "yes", but the iTax statement in the data room shows a balance. Can you explain?

[14/08/2025, 09:40] Daniel (Mwanga Foods CFO): Morning! Yes sorry, should have flagged. We fell behind on PAYE and NHIF remittances during the January-April period when the Carrefour payment was delayed.

[14/08/2025, 09:41] Daniel: KRA agreed a payment plan in May, KSh 1.4M a month over 8 months.

[14/08/2025, 09:55] Grace: OK. Are you current on the plan?

[14/08/2025, 10:17] Daniel: Honestly, not fully. We paid May and June. July's instalment didn't go out, we're hoping to clear July and August together at the end of the month when the Naivas invoices land.

[14/08/2025, 10:18] Daniel: Total outstanding today is about KSh 9.6M including penalties.

[14/08/2025, 10:25] Grace: Thanks for the honesty. Has KRA sent any demand, agency notice, or anything to the bank?

[14/08/2025, 10:31] Daniel: No, nothing like that. Our tax agent is in touch with the Large Taxpayers Office weekly. No court case or objection, just the plan.

[14/08/2025, 10:33] Grace: Understood. Please upload the payment plan letter and the last three iTax ledgers. We'll need to discuss with the IC.`,
  },
];
