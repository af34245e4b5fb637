import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW1P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck, online livestock auctions, Namibia. CLEAN.
  // burn-above-revenue ABSENT (units differ by header): costs in N$ '000, revenue in N$ million — 8.9m < 9.4m, 11.7m < 13.1m, 14.2m < 18.6m.
  // unrealistic-growth ABSENT: 26 / 18.6 = 1.40× and 35 / 26 = 1.35× a year.
  // unit-economics ABSENT: N$ 18.6m / 49,000 head = N$ 380 per animal, as stated; gross margin 61% is consistent with costs below revenue.
  // high-churn ABSENT: 86% of sellers returned → 14% a year, retention ≥ 55%.
  // gross-margin ABSENT: 60% → 61%, up.
  // no-competition ABSENT: auction houses and two South African platforms are named as competitors.
  // founder-departure ABSENT: the CEO left another company (Kalahari Mutual) in 2017 to found this one.
  // low-founder-ownership ABSENT: founders hold 71% ≥ 40%.
  {
    id: 'h18-en-w1-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KALAHARI HERD EXCHANGE — Investor presentation · Windhoek, April 2025

1. What we do
Online and on-farm livestock auctions for Namibian cattle and small-stock farmers: listing, grading, bidding by phone or app, and payment held in escrow until delivery.

2. Traction
FY (to 31 March)              2023      2024      2025
Animals sold ('000 head)        21        34        49
Revenue (N$ million)           9.4      13.1      18.6
Operating costs (N$ '000)    8,900    11,700    14,200

3. Unit economics
• Average commission per animal: N$ 380 (FY2025: N$ 18.6m ÷ 49,000 head)
• Gross margin after grading, transport coordination and payment fees: 61% (FY2024: 60%)
• Repeat sellers: 86% of FY2024's sellers sold again in FY2025

4. Market and competition
Traditional auction houses in Windhoek, Gobabis and Otjiwarongo handle most formal sales, and two South African platforms list Namibian stock. We win on commission (4% against 6–8%) and on paying farmers within 48 hours.

5. Team
Ndapewa Iipumbu (CEO): left Kalahari Mutual's agricultural lending desk in 2017 to found the company.
Gerhard Visser (CTO): former lead engineer at a Cape Town e-commerce firm.
Together the founders hold 71% of the company.

6. Plan and ask
Revenue target FY2026: N$ 26 million; FY2027: N$ 35 million.
Raising N$ 30 million to open sales points facing Botswana and Zambia. Cash on hand: N$ 6.2 million.`,
    present: [],
    absent: ['burn-above-revenue', 'unrealistic-growth', 'unit-economics', 'high-churn', 'gross-margin', 'no-competition', 'founder-departure', 'low-founder-ownership'],
    traits: ['table', 'figures', 'list', 'time'],
  },

  // 09 — Financial statements with auditor's report, concrete blocks manufacturing, Angola.
  // audit-opinion PRESENT (direct): "Qualified opinion" — inventory of AOA 612 million not verified.
  // declining-revenue PRESENT (table columns only): revenue 5,420 (2023) → 4,860 (2024), −10.3%.
  // gross-margin PRESENT (table only): 2,050 / 5,420 = 37.8% → 1,420 / 4,860 = 29.2%, down 8.6 points ≥ 5.
  // related-party PRESENT (split): transport bought for AOA 184m from a company owned by the father of the Managing Director (named in the header).
  // burn-above-revenue ABSENT: still a profit of AOA 109m; costs 3,440 + 1,180 + 95 + 36 = 4,751 < revenue 4,860.
  // going-concern ABSENT: directors satisfied; no material uncertainty in the auditor's report.
  // customer-concentration ABSENT: no customer above 11% of revenue.
  // debt-distress ABSENT: overdraft within its limit, covenants met.
  {
    id: 'h18-en-w1-09',
    documentType: 'financial_statements',
    language: 'en',
    text: `BLOCOS KUANZA SUL, S.A.
Sumbe, Cuanza Sul Province
Financial statements for the year ended 31 December 2024
Board of Directors: Eng. Rui Chipenda (Managing Director), Dra. Helena Kassoma, Sr. Lukeny Tomás

REPORT OF THE INDEPENDENT AUDITOR
Qualified opinion
We have audited the financial statements of Blocos Kuanza Sul, S.A. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements present fairly, in all material respects, the financial position of the Company at 31 December 2024 and its financial performance for the year then ended, in accordance with IFRS.
Basis for qualified opinion
We were appointed after 31 December 2024 and did not observe the year-end count of cement and aggregate inventory at the Lobito depot, carried at AOA 612 million. We were unable to satisfy ourselves about those quantities by alternative procedures.
Mbanza & Associados, Auditores Independentes · Luanda, 28 April 2025

INCOME STATEMENT (AOA million)
                          2024        2023
Revenue                  4,860       5,420
Cost of sales           (3,440)     (3,370)
Gross profit             1,420       2,050
Operating expenses      (1,180)     (1,240)
Operating profit           240         810
Net finance costs          (95)       (110)
Profit before tax          145         700
Income tax                 (36)       (175)
Profit for the year        109         525

NOTES (extracts)
7. Revenue. Sales of blocks and pavers to construction firms and hardware stores. No customer accounted for more than 11% of revenue in either year.
14. Borrowings. The bank overdraft (AOA 300 million) stayed within its limit throughout the year and its covenants were met.
21. Related parties. The Company bought transport of blocks to customers for AOA 184 million (2023: AOA 152 million) from Transportes Chipenda & Filhos, Lda. That company is owned by Mr Domingos Chipenda and his sons; Mr Domingos Chipenda is the father of the Managing Director.
22. Going concern. The directors are satisfied that the Company will continue to operate for the foreseeable future.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'related-party'],
    absent: ['burn-above-revenue', 'going-concern', 'customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 10 — Board minutes, fibre internet provider, Namibia. CLEAN.
  // burn-above-revenue ABSENT: quarter's total costs N$ 9.1m (cost of sales + opex) < revenue N$ 11.8m; the board notes a profit.
  // declining-revenue ABSENT: Q3 10.2 → Q4 10.9 → Q1 11.8 (N$ million), rising.
  // gross-margin ABSENT: 57% → 58%, up.
  // high-churn ABSENT: 132 / 11,900 = 1.1% a quarter ≈ 0.4% a month.
  // founder-departure ABSENT: the CTO denies press reports and is not leaving (negation).
  // litigation ABSENT: the High Court claim was withdrawn and the file closed; a City claim is only hypothetical and none has been made.
  // debt-distress ABSENT: loan up to date, covenants met.
  // related-party ABSENT: no director declared an interest.
  // unrealistic-growth ABSENT: budget 51 / 40.6 = 1.26×.
  {
    id: 'h18-en-w1-10',
    documentType: 'business_plan',
    language: 'en',
    text: `KHOMAS CONNECT (PTY) LTD
Minutes of the board meeting held at the company's offices in Klein Windhoek on 24 April 2025

Present: Selma Nakale (Chair, independent), Martha Amukoto (co-founder, CEO), Jan Burger (co-founder, CTO), Vivian Chen (Zambezi Ventures nominee)

1. Declarations of interest
No director declared an interest in any matter on the agenda.

2. Results for the quarter to 31 March 2025
The CEO presented:
– Revenue N$ 11.8 million (Q4 2024: N$ 10.9 million; Q3 2024: N$ 10.2 million)
– Gross margin 58% (Q4 2024: 57%)
– Total costs (cost of sales and operating expenses) N$ 9.1 million, including
  N$ 0.8 million of trenching overruns in Olympia
– Active fibre subscribers 11,900; 132 disconnected during the quarter
– Cash N$ 14.6 million
The board noted that the quarter was profitable.

3. Funding
The term loan with Etosha Merchant Bank (balance N$ 12 million) is up to date; the bank confirmed in writing that all covenants were met at 31 March.

4. Legal
Counsel reported that the contractor's High Court claim over the Eros trenching contract was withdrawn by agreement on 3 March and the file is closed. Asked whether the City could bring a claim over road reinstatement, she considered this unlikely; none has been made.

5. Team
Mr Burger addressed press reports that he would join a South African operator. The reports are wrong: he has no intention of leaving and remains full-time as CTO.

6. Budget 2025
Approved at revenue of N$ 51 million (2024: N$ 40.6 million).

The meeting closed at 11:15.`,
    present: [],
    absent: ['burn-above-revenue', 'declining-revenue', 'gross-margin', 'high-churn', 'founder-departure', 'litigation', 'debt-distress', 'related-party', 'unrealistic-growth'],
    traits: ['minutes', 'list', 'split', 'negation', 'modality', 'figures'],
  },

  // 11 — Investor update email thread, pharmacy stock-management SaaS, Angola.
  // non-recurring-revenue PRESENT (indirect): the Kz 15m one-time installation project is inside January's MRR of Kz 84m, and the founder treats it as run-rate.
  // litigation PRESENT (direct): the former landlord's claim is before the Luanda Provincial Court; defence filed, no hearing yet.
  // declining-revenue ABSENT: recurring part 84 − 15 = Kz 69m > December Kz 66m.
  // customer-concentration ABSENT: the Ministry's Kz 15m is 15 / 84 = 17.9% of January revenue (< 30%).
  // burn-above-revenue ABSENT: costs Kz 58m < recurring Kz 69m and < stated Kz 84m.
  // short-runway ABSENT: costs below revenue, no burn; cash Kz 1.1bn.
  // high-churn ABSENT: 0.9% a month.
  {
    id: 'h18-en-w1-11',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Edson Lumbo <edson@farmalink.ao>
To: FarmaLink investors
Date: 6 February 2025
Subject: FarmaLink: January 2025 update

Hi all,

Headline numbers for January:
- MRR: Kz 84 million (December: Kz 66 million)
- Pharmacies on paid plans: 1,140 (December: 1,105)
- Logo churn: 0.9% in the month
- Monthly operating costs: Kz 58 million
- Cash: Kz 1.1 billion

The jump in MRR comes mainly from the Kz 15 million we invoiced the Ministry of Health's central medicines store in January for installing and configuring our stock module at its 18 provincial warehouses, a one-time project, fully paid. It sits in MRR because it was billed through the platform like our subscriptions.

Legal: the claim by our former Talatona landlord for the unexpired lease (Kz 140 million) is now before the Luanda Provincial Court. We filed our defence in December; no hearing date yet.

Product: the e-prescription pilot is live in 12 pharmacies in Viana.

Best,
Edson

> From: Rosa Feijó (Muxima Angel Network), 6 February 2025
> Congratulations, Edson. Should we read Kz 84m as the new run-rate?

>> From: Edson Lumbo, 7 February 2025
>> Rosa, yes: we report it as January MRR, and February should be similar plus the new pharmacies.`,
    present: ['non-recurring-revenue', 'litigation'],
    absent: ['declining-revenue', 'customer-concentration', 'burn-above-revenue', 'short-runway', 'high-churn'],
    traits: ['email', 'thread', 'list', 'indirect', 'figures'],
  },

  // 12 — Term sheet (follow-on subscription), seaweed aquaculture, Namibia.
  // investor-control PRESENT (share counts only): TICF holds 6,300,000 / 11,000,000 = 57.3% now; after closing 8,300,000 / 13,000,000 = 63.8%.
  // low-founder-ownership PRESENT (share counts only): founders (1,800,000 + 1,400,000) / 11,000,000 = 29.1% now; 3,200,000 / 13,000,000 = 24.6% after.
  // dead-equity ABSENT: no former employee or founder holds shares.
  // cap-table-complexity ABSENT: the register is stated as reconciled; the counts add up (1.8 + 1.4 + 1.0 + 6.3 + 0.5 = 11.0 million).
  // founder-departure ABSENT: leaver provisions are hypothetical; both founders sign new service agreements.
  // pending-licence ABSENT: the aquaculture licence was issued in 2022 and renewed in January 2025.
  {
    id: 'h18-en-w1-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `TERM SHEET: FOLLOW-ON SUBSCRIPTION FOR ORDINARY SHARES
Company: Skeleton Coast Seaweed (Pty) Ltd, Lüderitz, Namibia
Investor: Tsumeb Impact Capital Fund En Commandite Partnership ("TICF")
Date: 11 March 2025. Indicative and non-binding, save for clauses 9 and 10.

1. Subscription. TICF subscribes for 2,000,000 new ordinary shares at N$ 6.00 per share (N$ 12,000,000), paid in full on closing.

2. Issued shares (ordinary shares only; no options outstanding outside the pool below)
                                             Today        After closing
   Ilse Mouton (co-founder, CEO)           1,800,000        1,800,000
   Jonas Haufiku (co-founder, COO)         1,400,000        1,400,000
   Oryx Angel Syndicate                    1,000,000        1,000,000
   TICF (Series A, 2023)                   6,300,000        8,300,000
   Employee share pool (unallocated)         500,000          500,000
   Total                                  11,000,000       13,000,000
   The register has been reconciled by the company secretary. No former employee or founder holds shares.

3. Board. Five directors: TICF appoints three, the founders two. The chair is appointed by TICF.
4. Reserved matters. Budget, senior hires, new share issues and any sale of the Company require TICF's consent.
5. Founders. Both founders sign three-year service agreements; customary good- and bad-leaver provisions.
6. Licences. The Company holds its marine aquaculture licence (issued 2022, renewed January 2025).
7. Use of funds. Extension of the long-line farm to 120 hectares and a second drying shed.
8. Conditions. Satisfactory due diligence; approval by the shareholders in general meeting.
9. Confidentiality. 10. Governing law: Namibia.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['dead-equity', 'cap-table-complexity', 'founder-departure', 'pending-licence'],
    traits: ['table', 'figures', 'indirect', 'legal'],
  },

  // 13 — Due-diligence questionnaire with answers, digital education, Angola.
  // dead-equity PRESENT (split across A1 and A2): Filipe Ngola, an employee who left in August 2022, still holds 6,000 shares (6%); the company did not repurchase them.
  // cap-table-complexity PRESENT (words): option grants "have not yet been reconciled with the register"; whether the 2021 notes converted is unclear.
  // founder-departure ABSENT: the leaver was the first employee, a curriculum designer, neither a founder nor an executive; both founders remain.
  // low-founder-ownership ABSENT: founders 44,000 + 30,000 = 74,000 / 100,000 = 74% ≥ 40%.
  // investor-control ABSENT: largest investor Sementes Capital 14,000 / 100,000 = 14%.
  // regulatory ABSENT: the INADEC complaint was closed without penalty in 2023. pending-licence ABSENT: accreditation granted July 2024.
  // burn-above-revenue / declining-revenue ABSENT: costs 276 < 310 and 398 < 465; revenue 310 → 465.
  // customer-concentration ABSENT: 12%. related-party / litigation / debt-distress ABSENT: answered "none"/"no", no borrowings, tax certificate.
  {
    id: 'h18-en-w1-13',
    documentType: 'legal_docs',
    language: 'en',
    text: `PALANCA VENTURES: LEGAL AND FINANCIAL DUE-DILIGENCE QUESTIONNAIRE
Target: Kuia Educação Digital, S.A., Luanda. Answers by management, 18 March 2025

A. Corporate and shareholding
A1. Provide the current list of shareholders.
    Share register at 31 December 2024 (ordinary shares of Kz 1,000 each):
    Nádia Cassule (co-founder, CEO) .............. 44,000
    Bruno Tavares (co-founder, CTO) .............. 30,000
    Sementes Capital, S.A. (seed) ................ 14,000
    Filipe Ngola .................................  6,000
    Angel investors (4) ..........................  6,000
    Total ....................................... 100,000
A2. Has anyone who holds or held shares left the company? What happened to the shares?
    Filipe Ngola, our first employee (curriculum designer), left in August 2022. His shares were not subject to vesting and the company did not repurchase them.
A3. Are there options, warrants, convertible notes or side letters?
    An option plan was approved in 2023. Grants to 11 employees were made by email offer letters; the number of options granted and their exercise prices have not yet been reconciled with the register. Two convertible notes from 2021 (Kz 18 million together) are with our lawyers to establish whether they have converted. We expect a reconciled fully diluted table in May.

B. Litigation and regulatory
B1. Is the company party to any litigation? No. A consumer complaint to INADEC in 2023 was closed without penalty the same year.
B2. Does the company hold every licence it needs? Yes. Ministry of Education accreditation of our secondary-school content was granted in July 2024.

C. Financial
C1. Revenue and costs, last two years (Kz million):
                    2023      2024
    Revenue          310       465
    Total costs      276       398
C2. Largest customer (a private school group): 12% of 2024 revenue.
C3. Borrowings: none. Tax: all returns filed; AGT certificate of no tax debt issued in January 2025.

D. Related parties
D1. Any transactions with shareholders, directors or their relatives? None in 2023 or 2024.`,
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure', 'low-founder-ownership', 'investor-control', 'regulatory', 'pending-licence', 'burn-above-revenue', 'declining-revenue', 'customer-concentration', 'related-party', 'litigation', 'debt-distress'],
    traits: ['qa', 'list', 'split', 'negation', 'time', 'figures'],
  },
];
