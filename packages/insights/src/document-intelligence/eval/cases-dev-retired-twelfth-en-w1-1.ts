import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW1Part1: readonly RedFlagCase[] = [
  // runway: cash KSh 3.9m; net outflow 905k - 640k = 265k a week = 265k x 52 / 12 = KSh 1.148m a month; 3.9 / 1.148 = 3.4 months (< 9)
  // burn-above-revenue: weekly costs KSh 905k above weekly sales KSh 640k
  // debt-distress: instalments 24 and 25 unpaid, KSh 820k past due for 37 days
  {
    id: 'h12-en-w1-nakuru-feeds-loan-statement',
    documentType: 'financial_statements',
    present: ['short-runway', 'debt-distress', 'burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['ocr', 'table', 'figures', 'indirect', 'time'],
    text: `[SCANNED ATTACHMENT - OCR TEXT, PAGE 1 OF 1]
RIFT COMMERCIAL BANK LTD - NAKURU BRANCH
LOAN ACCOUNT STATEMENT        Printed: 11/04/2O24
Customer : NAKURU ANIMAL FEEDS LTD        A/C No. 01-22O3-55817
Facility : TERM LOAN KES 12,000,000 @ 14.5% p.a.   Tenor 48 months
Instalment : KES 41O,000 monthly (due 5th)

Date        Narrative                        Amount (KES)   Status
05/01/2024  Instalment 22                      410,000      PAlD
05/02/2024  Instalment 23                      410,000      PAID
05/03/2024  Instalment 24                      41O,000      UNPAID - INSUFF. FUNDS
05/04/2024  Instalment 25                      410,000      UNPAID - INSUFF. FUNDS
            Penalty interest                    18,45O
Amount past due : KES 820,00O      Days past due : 37
Outstanding principal : KES 7,804,3OO

--- end of scan ---

Cover note from Wanjiru M. (Finance Manager) for Thursday's investor call:
Attached as requested. Cash across our two current accounts stood at KSh 3.9m on 12 April. Over the last eight weeks, sales to our distributors averaged about KSh 640k a week, while payroll, maize bran, molasses, packaging and transport averaged KSh 905k a week. Our FY2023 accounts were audited by Gachanja & Partners and carry a clean opinion; they are in folder 3 of the data room. I have spoken to the branch manager about the two instalments and he has asked for a revised cash-flow plan by month end.`,
  },
  {
    id: 'h12-en-w1-kigali-agritech-ddq',
    documentType: 'legal_docs',
    present: [],
    absent: ['customer-concentration', 'litigation', 'pending-licence', 'regulatory', 'related-party', 'audit-opinion', 'debt-distress'],
    traits: ['list', 'negation', 'time'],
    text: `VENDOR DUE DILIGENCE QUESTIONNAIRE - RESPONSES
Company: Imbuto Analytics Ltd (Kigali, Rwanda)
Prepared by: Claudine Mukamana, CFO - 14 May 2024

1. CUSTOMERS
1.1 Share of FY2023 revenue from the largest customer: the Abahuzamugambi coffee cooperative union accounted for 17% of revenue of RWF 1.46bn. No other customer exceeded 9%.
1.2 Contracts with change-of-control clauses: none.

2. LITIGATION AND DISPUTES
2.1 Pending or threatened litigation: none.
2.2 Past disputes: a 2021 claim by a former hardware supplier was withdrawn by the claimant in August 2022. No amount was paid and nothing remains open.

3. LICENCES AND REGULATORY
3.1 Licences held: registration as a data controller and processor with the National Cyber Security Authority, granted November 2023 (certificate attached as 3.1a).
3.2 Applications outstanding: none.
3.3 Sanctions, inspections or warnings by any regulator in the last five years: none.

4. RELATED PARTIES
4.1 The company does not lease property from, buy from or sell to any director, shareholder or member of their families. Directors' fees are disclosed in note 22 of the accounts.

5. FINANCIAL STATEMENTS
5.1 FY2022 and FY2023 accounts audited by Ubumwe Audit Partners; unqualified opinions on both years.
5.2 Revenue: FY2022 RWF 1.12bn; FY2023 RWF 1.46bn.

6. TAX AND DEBT
6.1 RRA tax clearance certificate valid to 31 December 2024; no arrears.
6.2 Borrowings: the company has no loans or overdraft facilities.`,
  },
  // declining-revenue: revenue RWF 231m (Q4 2023) -> 219m (Q1 2024) -> 208m (Q2 2024)
  // founder-departure: co-founder stepping back from day-to-day at end of August (announced)
  {
    id: 'h12-en-w1-kigali-logistics-q2-letter',
    documentType: 'business_plan',
    present: ['declining-revenue', 'founder-departure'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'indirect', 'figures', 'words', 'time'],
    text: `Hillside Logistics Rwanda - letter to shareholders, Q2 2024

Dear shareholders,

A record quarter for volume: we completed 46,000 deliveries between April and June, the most in our history, and our on-time rate held at 94%.

Quarterly summary
                      Q3 2023   Q4 2023   Q1 2024   Q2 2024
Deliveries ('000)        41.2      44.8      43.9      46.0
Revenue (RWF m)           212       231       219       208
Gross margin              31%       32%       31%       31%

The mix shifted towards shorter intra-Kigali runs for our e-commerce clients, which carry lower fees per drop, and two hotel groups moved part of their linen logistics in-house. We remained profitable at the operating level, at RWF 11m for the quarter, and closed June with RWF 1.9bn in the bank.

People. After five years of building Hillside with me, Aline Uwase has decided to step back from day-to-day operations at the end of August to spend more time with her young family. Aline will hand over the operations team to Eric Nshimiyimana, who joined us from a regional courier in January. I want to thank her for everything; none of this exists without her.

Outlook. We are re-pricing short runs from 1 September and expect the new tariffs to show in Q4.

With thanks,
Patrick Habimana, CEO`,
  },
  // gross margin: FY2023 8,3 / 18,4 = 45.1%; FY2024 8,3 / 21,2 = 39.2%; down 5.9 points (>= 5)
  // concentration: Mzansi Fresh Retail 7,1 / 21,2 = 33.5% (>= 30); 7,1 + 2,4 + 11,7 = 21,2
  {
    id: 'h12-en-w1-karoo-coldchain-board-pack',
    documentType: 'financial_statements',
    present: ['gross-margin', 'customer-concentration'],
    absent: ['burn-above-revenue', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'indirect'],
    text: `KAROO COLD CHAIN (PTY) LTD - BOARD PACK, JUNE 2024
Section 3: Financial performance, years to 29 February (audited; FY2024 opinion unmodified, signed 28 May 2024)

ZAR million                    FY2023      FY2024
Revenue                          18,4        21,2
Cost of sales                    10,1        12,9
Gross profit                      8,3         8,3
Operating expenses                6,9         7,4
Operating profit                  1,4         0,9

Revenue by customer, FY2024 (ZAR million)
Mzansi Fresh Retail               7,1
Bayside Foods                     2,4
Other customers (61)             11,7
Total                            21,2

Management commentary (CFO, Ruan Pretorius)
Revenue grew 15% year on year, driven by the new distribution-centre contract with our anchor retail partner, which added four refrigerated routes into the Northern Cape. Diesel and electricity costs rose sharply through the year, with load-shedding forcing us to run generators at the Upington depot for an average of six hours a day. We absorbed most of this rather than pass it through, as the anchor contract only allows one tariff review a year.
Operating profit remained positive at ZAR 0,9 million. The board is asked to approve the tariff review proposal in Section 5 and the solar installation at Upington (capex ZAR 1,2 million).`,
  },
  // runway: KSh 34.5m / KSh 3.1m net burn a month = 11.1 months (>= 9)
  // net burn KSh 3.1m a month compared as stated with MRR KSh 7.4m: not above
  // churn 3.1% a month (< 5)
  {
    id: 'h12-en-w1-nairobi-pharmacy-saas-q1-letter',
    documentType: 'business_plan',
    present: [],
    absent: ['high-churn', 'short-runway', 'litigation', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'time', 'modality', 'negation'],
    text: `Duka Stack - Q1 2024 investor update

Hi all,

Headline numbers first. MRR closed March at KSh 7.4m, up from KSh 6.6m in December. We now serve 1,930 pharmacies across Nairobi, Mombasa and Kisumu.

Churn. Logo churn averaged 3.1% a month across the quarter, the lowest since launch, and net revenue retention was 104%. Most cancellations are still single-outlet chemists that close altogether. If churn went back above 5% we would pause field sales in new towns and put the team on retention, but nothing in the April data points that way.

Cash. We had KSh 34.5m in the bank on 31 March. Net burn was KSh 3.1m a month in Q1, which gives us roughly 11 months. We are not raising now; we plan to open conversations in Q3 from a position of strength.

Housekeeping. The claim brought by our former landlord over the Westlands office deposit was settled in February and the suit was withdrawn by consent; nothing is outstanding. Our Pharmacy and Poisons Board listing as a software vendor was confirmed in January.

Asks. Introductions to pharmaceutical distributors in Uganda and Tanzania would be gold.

Thanks as always,
Njeri & Tom`,
  },
  // Savanna Growth Fund: 1,900,000 + 3,200,000 = 5,100,000 / 10,000,000 = 51% (>= 50)
  // founders: 1,650,000 + 1,450,000 = 3,100,000 / 10,000,000 = 31% (< 40)
  // total: 1,650,000 + 1,450,000 + 1,900,000 + 3,200,000 + 900,000 + 900,000 = 10,000,000
  {
    id: 'h12-en-w1-mavuno-pay-series-a-termsheet',
    documentType: 'legal_docs',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures', 'indirect'],
    text: `MAVUNO PAY LIMITED (Kenya)
SUMMARY OF PRINCIPAL TERMS - SERIES A PREFERRED SHARES
Non-binding except for Confidentiality, Exclusivity and Costs

Investment: KSh 520,000,000 (approx. USD 4.0m) for 3,200,000 Series A Preferred Shares, subscribed in full by Savanna Growth Fund II LP ("Lead").
Liquidation preference: 1x non-participating.
Board: five directors - two appointed by the Lead, two by the Founders, one independent agreed by both.
Protective provisions: customary, by majority of the Preferred.

Schedule 1 - Capitalisation immediately after Closing (fully diluted)

Holder                                        Class            Shares
Wambui Kariuki (Founder, CEO)                 Ordinary      1,650,000
Daniel Otieno (Founder, CTO)                  Ordinary      1,450,000
Savanna Growth Fund II LP                     Seed Pref     1,900,000
Savanna Growth Fund II LP                     Series A      3,200,000
Angel investors (7)                           Ordinary        900,000
Employee share option pool                    Ordinary        900,000
Total                                                      10,000,000

Schedule 1 has been reconciled against the statutory share register and the Registrar of Companies records by company counsel (Mwangi & Odera Advocates) on 2 May 2024.

Conditions precedent: satisfactory legal and financial due diligence; adoption of amended articles; board and shareholder resolutions approving the issue.`,
  },
  // clean: rival's problems only; Mbeu's largest buyer "about a fifth" = 20% (< 30); target doubling = 2x (< 4x)
  {
    id: 'h12-en-w1-lusaka-agritech-news',
    documentType: 'business_plan',
    present: [],
    absent: ['regulatory', 'founder-departure', 'litigation', 'customer-concentration', 'unrealistic-growth', 'no-competition'],
    traits: ['words', 'negation', 'modality'],
    text: `Lusaka agritech Mbeu raises USD 3.5m as rival's suspension rattles the sector

By a staff reporter, Lusaka

Mbeu, a Lusaka start-up that sells seed and fertiliser to smallholders on credit, has raised USD 3.5 million in a round led by a Nairobi-based fund, it said on Tuesday.

The raise comes three weeks after the Bank of Zambia suspended the electronic money licence of KwachaLink, another farm-finance platform, over weaknesses in its agent network. KwachaLink's co-founder and chief operating officer resigned days later, and the firm is being sued by a former distribution partner over unpaid commissions.

Mbeu said it was not affected. "Our own licence was renewed in January for three years, and our agents are employees, not third parties," said chief executive Chanda Mwila. "There are at least five serious players in this market, and that competition keeps us honest."

The company said revenue rose to USD 1.8 million in 2023 from USD 1.1 million a year earlier, with about a fifth of sales going to its largest buyer, a grain trader in Mkushi. Mwila said the new money would fund an expansion into Eastern Province and that the company aimed to roughly double revenue next year.

An analyst at a Lusaka brokerage said KwachaLink's problems appeared specific to the firm. "Investors will ask harder questions about agents, but this is not a sector-wide crisis," she said.`,
  },
  // audit-opinion: FY2023 financial statements in draft, audit not started (unaudited)
  // cap-table-complexity: cap table does not tie to the share register
  // litigation: HCCS 218 of 2023 open, defence filed, mention fixed
  {
    id: 'h12-en-w1-kampala-wholesale-dataroom-index',
    documentType: 'legal_docs',
    present: ['litigation', 'audit-opinion', 'cap-table-complexity'],
    absent: ['debt-distress', 'pending-licence'],
    traits: ['table', 'list', 'indirect'],
    text: `PROJECT JACKFRUIT - VIRTUAL DATA ROOM INDEX (v3, 18 June 2024)
Target: Kikuubo Wholesale Tech Ltd (Kampala, Uganda)
Maintained by: Nabirye & Co. Advocates

Ref  | Document                                   | Status         | Notes
1.1  | Certificate of incorporation               | Uploaded       |
1.2  | Memorandum & Articles (amended 2022)       | Uploaded       |
2.1  | Statutory share register                   | Uploaded       | Certified by company secretary
2.2  | Cap table (fully diluted)                  | Uploaded (v7)  | Does not yet tie to 2.1; difference of 412,000 shares under review
2.3  | ESOP rules and grant letters               | Uploaded       | Grant letters for 2021 not located
3.1  | FY2022 financial statements                | Uploaded       | Audited, unqualified
3.2  | FY2023 financial statements                | Uploaded       | Draft; audit fieldwork not yet started
3.3  | Management accounts Jan-May 2024           | Uploaded       | Revenue UGX 2.9bn YTD
4.1  | Supplier and distributor agreements        | Uploaded       |
5.1  | Litigation schedule                        | Uploaded       | HCCS No. 218 of 2023 (Commercial Division): former distributor claims UGX 640m; defence filed; next mention 9 Sept 2024
5.2  | Threatened claims                          | N/A            | None known to management
6.1  | URA tax clearance certificate              | Uploaded       | Valid to 31 Dec 2024
6.2  | Bank facilities                            | Uploaded       | Overdraft UGX 300m; within limit
7.1  | KCCA trading licence 2024                  | Uploaded       | Renewed Feb 2024

Open requests: 2.2 reconciliation memo; 2.3 missing grant letters; 3.2 audit timetable.`,
  },
];
