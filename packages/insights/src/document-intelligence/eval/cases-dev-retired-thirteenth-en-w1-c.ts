/** Part c of cases-dev-retired-thirteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW1C: readonly RedFlagCase[] = [
  // CLEAN: GM 2024 43.3/84.2 = 51.4%; 2023 38.2/71.6 = 53.4% -> down 1.9 points < 5
  // revenue up; profit for the year positive
  {
    id: 'h13-en-w1-za-audited-clean',
    documentType: 'financial_statements',
    text: `Karoo Pantry (Pty) Ltd - Annual financial statements for the year ended 28 February 2025

Independent auditor's report - extract
Opinion: In our opinion, the financial statements present fairly, in all material respects, the
financial position of Karoo Pantry (Pty) Ltd as at 28 February 2025 and its financial performance
and cash flows for the year then ended, in accordance with IFRS for SMEs. Our opinion is unmodified.
Going concern: the directors have assessed the company's ability to continue as a going concern
and no material uncertainty has been identified.

Statement of comprehensive income (R'000)
                          2025        2024
Revenue                  84,200      71,600
Cost of sales           (40,900)    (33,400)
Gross profit             43,300      38,200
Operating expenses      (35,100)    (31,800)
Operating profit          8,200       6,400
Finance costs            (1,000)     (1,150)
Tax                      (1,600)     (1,300)
Profit for the year       5,600       3,950

Note 24 - Contingent liabilities
None. The claim lodged by a former franchisee in 2023 was settled in February 2024 and the
matter is closed.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'litigation', 'declining-revenue'],
    language: 'en',
    traits: ['table', 'negation', 'figures'],
  },
  {
    id: 'h13-en-w1-et-ddq-clean',
    documentType: 'legal_docs',
    text: `Due diligence questionnaire - answers of Addis Ledger PLC (Addis Ababa), 18 February 2025

1. Licences. Is any licence or approval required for the business still pending?
   No. The National Bank of Ethiopia granted our payment system operator licence on 14 November
   2024 (licence no. PSO/011/2024). The trade licence was renewed in January 2025.

2. Litigation. Is the company party to any legal proceedings, pending or threatened?
   None. In 2023 a former landlord threatened proceedings over a rent deposit; the deposit was
   returned and no claim was ever filed.

3. Related parties. Does the company buy from or sell to any director, shareholder or their family?
   No. No director or relative of a director supplies, leases to or buys from the company.

4. Management. Has any founder or senior executive left or given notice in the past 24 months?
   No. The three founders are full-time; the CFO joined in 2023 and remains in post.

5. Shares. Does any former employee hold shares?
   No. Unvested options of departing staff lapse under the plan rules; no shares have been issued
   to employees.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'related-party', 'founder-departure', 'dead-equity'],
    language: 'en',
    traits: ['list', 'negation', 'time'],
  },
  // CLEAN: founders 19.0 + 15.5 + 11.5 = 46.0% >= 40%; largest investor 22.0% < 50%
  // total 46.0 + 22.0 + 12.5 + 9.5 + 10.0 = 100.0
  {
    id: 'h13-en-w1-ug-sha-schedule-clean',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - SCHEDULE 1
Capitalisation of Entebbe Cold Chain Limited at Completion

Shareholder                              Role                         %
Ruth Namutebi                            Co-founder, CEO (full-time)  19.0
Daniel Ssempala                          Co-founder, CTO (full-time)  15.5
Isaac Mugisha                            Co-founder, COO (full-time)  11.5
Rwenzori Ventures Fund II                Investor                     22.0
East Africa Impact Partners              Investor                     12.5
Angel investors (7 individuals)          Investors                     9.5
Employee share option pool               Reserved                     10.0
TOTAL                                                                100.0

Notes to Schedule 1
(a) The Company Secretary has reconciled this schedule to the register of members and to the
    option ledger as at the Completion Date; there are no differences.
(b) Options granted to two former employees lapsed unexercised when they left in 2023; no
    shares are held by any person who is no longer with the Company.
(c) No single shareholder may appoint more than two of the five directors.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    language: 'en',
    traits: ['table', 'figures', 'negation'],
  },
  // CLEAN: GM Q1 38.2 -> Q3 36.0 = -2.2 points < 5; revenue rising each quarter;
  // churn <= 3.4% a month < 5%; largest customer <= 19% < 30%; total costs below revenue each quarter
  {
    id: 'h13-en-w1-zm-board-pack-kpis',
    documentType: 'business_plan',
    text: `ZAMLINK FIBRE LTD - BOARD PACK, Q3 2024 - Section 2: KPI dashboard

| Metric                              | Q1 2024 | Q2 2024 | Q3 2024 |
|-------------------------------------|---------|---------|---------|
| Revenue (ZMW '000)                  |  7,420  |  7,980  |  8,610  |
| Total costs incl. cost of sales     |  7,050  |  7,560  |  8,020  |
| Gross margin                        |  38.2%  |  37.1%  |  36.0%  |
| Average monthly subscriber churn    |   3.4%  |   3.1%  |   2.9%  |
| Share of revenue, largest customer  |   19%   |   18%   |   17%   |
| Cash at quarter-end (ZMW '000)      | 11,900  | 12,150  | 12,480  |

Commentary
Revenue grew 7.5% in Q2 and 7.9% in Q3; the slower month of Copperbelt installations in August
was made up in September.
Gross margin drifted down slightly on imported equipment costs after the kwacha depreciation; the
hedging policy on the agenda (item 6) is meant to stop the slide before it becomes material.
Churn continued to improve after the new installation standard.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'high-churn', 'customer-concentration', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  // CLEAN: 2024A 640 -> 2025F 1,500 (2.34x) -> 2026F 3,300 (2.2x) -> 2027F 6,600 (2.0x); all < 3x, 3-yr CAGR 2.18x
  // runway 520/38 = 13.7 months; burn 38m < monthly revenue 640/12 = 53m
  {
    id: 'h13-en-w1-rw-deck-pharmacy-projection',
    documentType: 'pitch_deck',
    text: `AFYA HUB - Series A deck - Kigali, March 2025

Slide 5 - Competition
MediGo and SokoHealth both deliver medicines in Kigali and are larger than us today. We win on
rural delivery times (under 24 hours in 22 districts) and on integration with Mutuelle de Sante claims.

Slide 8 - Financial projections (RWF million)

  Year        Revenue     Growth
  2024A         640         -
  2025F       1,500       2.3x
  2026F       3,300       2.2x
  2027F       6,600       2.0x

Assumptions: 9 new district hubs a year, basket size flat in real terms.

Slide 9 - Use of funds and runway
Cash at 28 February 2025: RWF 520 million. Current monthly burn: RWF 38 million. The Series A
(USD 4m) funds the 2025-2026 hub roll-out.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // CLEAN: net burn 3.9m / 3 = 1.3m a month; runway 21.6/1.3 = 16.6 months; burn 1.3m < MRR 1.8m
  // troubles belong to other companies
  {
    id: 'h13-en-w1-za-slack-others-troubles',
    documentType: 'business_plan',
    text: `Slack export - #founders - 7 October 2024

09:02 thabo: did you see PayRoute got suspended by the FSCA? their CEO resigned this morning too
09:04 lerato: yikes. glad we never integrated with them
09:05 thabo: and apparently Kasi Kitchens is in default with their lender, that's the third
             food-delivery startup this year
09:07 lerato: ok focus. for the board deck: cash R21.6m at end Sept, net burn over the last
             three months R3.9m in total
09:08 thabo: so about 1.3m a month. 16-ish months
09:09 lerato: MRR closed Sept at R1.8m, Aug was R1.66m
09:10 thabo: nice. and for the DD list - no, we're not waiting on any licence, our FSP
             licence came through in June
09:11 lerato: put that in bold. investors keep asking after the PayRoute news
09:12 thabo: will do. also nobody on our side is leaving, tell Sipho to stop asking lol`,
    present: [],
    absent: ['regulatory', 'founder-departure', 'debt-distress', 'short-runway', 'pending-licence', 'burn-above-revenue'],
    language: 'en',
    traits: ['split', 'indirect', 'negation', 'figures'],
  },
  // CLEAN: DSCR 1.58x >= 1.30x; stress case 1.31x still above; top buyer 23% < 30%; net profit positive
  {
    id: 'h13-en-w1-tz-credit-memo-clean',
    documentType: 'financial_statements',
    text: `KILIMANJARO COMMERCIAL BANK PLC - CREDIT REVIEW
Borrower: Msitu Timber Ltd (Iringa)     Facility: TZS 3.5bn term loan     Review date: 9 May 2025

Financials (audited FY2024, unmodified opinion issued 28 March 2025)
- Revenue TZS 9.4bn (FY2023: TZS 8.7bn)
- Gross margin 34% (FY2023: 33%)
- Net profit TZS 610m

Conduct of account
24 of 24 instalments paid on the due date; no arrears, no excesses on the overdraft.
TRA tax clearance certificate valid to 30 June 2025.

Covenants
DSCR minimum 1.30x - actual 1.58x. Gearing maximum 60% - actual 41%.

Risks
Should export timber prices fall sharply, the borrower could come under pressure on debt service;
our stress case (prices -20%) still gives a DSCR of 1.31x. The largest buyer, a Mombasa exporter,
took 23% of FY2024 sales.

Recommendation: renew on existing terms.`,
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'customer-concentration', 'going-concern', 'gross-margin'],
    language: 'en',
    traits: ['list', 'modality', 'negation', 'figures'],
  },
  {
    id: 'h13-en-w1-zw-ocr-zimra-clearance',
    documentType: 'legal_docs',
    text: `ZIMBABWE REVENUE AUTH0RITY
Kurima House, Cnr Nelson Mandela Ave / 4th Street, Harare
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
TAX CLEARANCE CERTIFlCATE (ITF 263)           No. 2025/HRE/0O1187

This is to certify that
   MUTAPA C0LD CHAIN (PVT) LTD     BP No: 200114l9
has fulfi11ed its tax obligations and has no outstanding tax
liabi1ities as at 15 January 2025.

Remarks:  The payment p1an agreed on 02/05/2023 in respect of PAYE
arrears of USD 38 412 was comp1eted on 30/11/2023. N0 amounts remain
due under that p1an.

Valid unti1: 31 December 2025

[stamp: ZIMRA - REGI0N 1 - HARARE]   signed: ______ (i11egible)
Commissioner, Domestic Taxes`,
    present: [],
    absent: ['debt-distress', 'regulatory'],
    language: 'en',
    traits: ['ocr', 'time', 'negation'],
  },
  // CLEAN: churn 41/1,620 = 2.5% a year; payback 85 / (22 x 0.70 = 15.4) = 5.5 months < 6 as claimed
  {
    id: 'h13-en-w1-ke-interview-edtech-clean',
    documentType: 'business_plan',
    text: `Interview transcript - Darasa Cloud (Nairobi), with co-founders Achieng and Mutua
Recorded for the investment committee, 20 January 2025

Q: Any changes in the founding team?
Achieng: None. We are both full-time. I took three months of parental leave last year and was back
in May.

Q: How sticky are schools?
Mutua: We started the 2024 school year with 1,620 paying schools and lost 41 of them by December,
mostly closures and mergers.

Q: Who do you compete with?
Achieng: Plenty of people. Elimu Plus is the biggest, and two Nairobi startups sell similar
report-card tools. We win on offline mode.

Q: Unit economics?
Mutua: CAC is around USD 85 per school. Each school pays about USD 22 a month and our gross margin
is 70%, so payback is under six months.

Q: Revenue?
Mutua: USD 412k in 2024, up from USD 265k in 2023.`,
    present: [],
    absent: ['founder-departure', 'high-churn', 'unit-economics', 'no-competition'],
    language: 'en',
    traits: ['indirect', 'figures', 'negation'],
  },
];
