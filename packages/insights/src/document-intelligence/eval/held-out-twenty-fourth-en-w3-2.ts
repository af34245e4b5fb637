/** Writer 3's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Ethiopia, Zimbabwe and Sierra Leone, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW3P2: readonly RedFlagCase[] = [
  // unrealistic-growth PRESENT: FY2026F 640 000 / FY2025A 118 000 = 5.4x in one year.
  // high-churn PRESENT: 8 % of paying students cancel every month.
  // unit-economics PRESENT: 8 % monthly churn -> expected life 1 / 0.08 = 12.5 months -> LTV about 12.5 x 5 = USD 62.5,
  //   not USD 150 (30 months); LTV/CAC about 6x, not 15x.
  // burn-above-revenue absent: costs 101 000 < revenue 118 000. no-competition absent: competitors named.
  {
    id: 'h24-en-w3-07',
    documentType: 'business_plan',
    text: `MUFUNDISI LEARN (PVT) LTD
Business Plan 2026-2028 | Harare, January 2026

1. SUMMARY
Mufundisi Learn sells ZIMSEC O- and A-level revision over WhatsApp: daily quizzes, voice notes from experienced teachers and marking of past papers. Students pay USD 5 a month, or the ZiG equivalent by mobile money.

2. WHERE WE ARE (FY2025, USD)
Revenue ................ 118 000
Teacher fees ............ 41 000
Marketing ............... 24 000
Staff & admin ........... 36 000
Total costs ............ 101 000
Paying students (Dec 2025): 2 400

3. STUDENTS AND RETENTION
Demand peaks before the June and November exam sittings. On average 8% of paying students cancel each month, and after the November results most do not come back until the new school term.

4. UNIT ECONOMICS
Average revenue per student ......... USD 5.00 / month
Customer acquisition cost (CAC) ..... USD 10
Lifetime value (LTV) ................ USD 150 (30 months x USD 5)
LTV / CAC ........................... 15x - every dollar of marketing returns fifteen.

5. PROJECTIONS (USD)
               FY2025A     FY2026F      FY2027F      FY2028F
Students         2 400      14 000       42 000       95 000
Revenue        118 000     640 000    2 100 000    5 000 000
Total costs    101 000     470 000    1 450 000    3 200 000
EBITDA          17 000     170 000      650 000    1 800 000

6. MARKET AND COMPETITION
Roughly 300 000 candidates sit O-levels every year. We compete with free teacher-run WhatsApp groups, private extra lessons and two paid revision apps.

7. FUNDING
We are raising USD 250 000 to hire 20 more teachers and to market in Bulawayo, Mutare and Gweru.`,
    present: ['unrealistic-growth', 'high-churn', 'unit-economics'],
    absent: ['burn-above-revenue', 'no-competition'],
    traits: ['table', 'figures', 'list'],
  },

  // litigation PRESENT: HCC 112/2025 open, hearing adjourned. related-party PRESENT: warehouse lease from company
  //   owned by the Chair's brother-in-law. founder-departure PRESENT: co-founder COO will step down 31 March 2026.
  // debt-distress / regulatory absent: NRA audit closed with no assessment, nothing outstanding.
  {
    id: 'h24-en-w3-08',
    documentType: 'legal_docs',
    text: `KISSY AGRO-PROCESSING LIMITED
Minutes of the meeting of the Board of Directors held at 14 Wilkinson Road, Freetown, on Saturday 14 February 2026 at 10:00

Present: Mrs Adama Koroma (Chair); Ms Isatu Jalloh (CEO, co-founder); Mr Ibrahim Sesay (COO, co-founder); Mr David Cole (independent); Mr Alhaji Turay (investor director)
In attendance: Mr Foday Kargbo (Company Secretary)

1. QUORUM - All directors present; quorum confirmed.

2. MINUTES of 8 November 2025 - approved and signed.

3. MANAGEMENT REPORT
The CEO reported January sales of 38 tonnes of gari and cassava flour (SLE 1.1M). The new Makeni line was commissioned on 20 January.

4. MANSARAY TRADING ENTERPRISES v. KISSY AGRO-PROCESSING LTD (HCC 112/2025)
Counsel's note was tabled. The former distributor claims SLE 1.8M for alleged breach of the 2023 exclusive distribution agreement. Pleadings have closed and the High Court in Freetown has adjourned the hearing to 22 April 2026. Counsel considers the claim defensible. RESOLVED: to continue the defence and to make no settlement offer at this stage.

5. WAREHOUSE LEASE, WELLINGTON
The lease of the Wellington warehouse from Hillside Estates (SL) Ltd, a company owned by the Chair's brother-in-law, expires on 31 March 2026. Management proposed a three-year renewal at SLE 42,000 a month (current rent SLE 38,000). The Chair declared her interest and left the room. The remaining directors approved the renewal.

6. MANAGEMENT CHANGES
Mr Sesay informed the Board that he will step down as COO and as a director with effect from 31 March 2026 to take up a post with a development agency in Accra. The Board thanked him for his work since 2019. The CEO will cover operations until a successor is recruited.

7. NRA TAX AUDIT
The NRA audit of the 2024 year of assessment closed on 30 January with no additional assessment. Nothing is outstanding.

8. AOB - None. The meeting closed at 12:40.

Signed: ____________ Chair            ____________ Company Secretary`,
    present: ['litigation', 'related-party', 'founder-departure'],
    absent: ['debt-distress', 'regulatory'],
    traits: ['prose', 'list', 'indirect'],
  },

  // CLEAN. unrealistic-growth absent: 48/26 = 1.85x, 91/48 = 1.9x, 160/91 = 1.76x, 262/160 = 1.64x;
  //   three years 26 -> 160 = 6.2x = 1.83x a year < 3x.
  // customer-concentration absent: largest 24 %, no other above 9 %. pending-licence absent: licence granted.
  // litigation absent: none pending; 2024 claim settled and withdrawn. burn-above-revenue absent: costs 24 < 26.
  {
    id: 'h24-en-w3-09',
    documentType: 'business_plan',
    text: `SHEGER HAUL LOGISTICS PLC
Business plan FY2018-FY2021 E.C. (July 2025 - July 2029)
Prepared for the Series A data room - Addis Ababa, Hidar 2018 E.C.

1. WHAT WE DO
Digital freight booking between shippers on the Addis-Djibouti corridor and 1 150 independent truck owners. Shippers book and track on the app; truckers get paid within 48 hours instead of 30 days.

2. PROJECTIONS (ETB million)
                          FY2017 (actual)  FY2018  FY2019  FY2020  FY2021
Gross booking value             310          560     980   1 610   2 500
Net revenue (take rate)          26           48      91     160     262
Operating costs                  24           44      80     138     221
EBITDA                            2            4      11      22      41

3. CUSTOMERS
Our largest shipper, a cement producer, was 24% of FY2017 net revenue. No other shipper was above 9%.

4. LICENCES AND LEGAL
The freight forwarding and logistics licence from the Ministry of Transport and Logistics was granted in Tikimt 2018 E.C. No litigation is pending against the company. A 2024 claim by a truck owner over a delayed payment was settled and withdrawn in Megabit 2016 E.C.

5. CASH AND FUNDING
Cash at 30 Hidar 2018: ETB 22M. We are EBITDA positive; the Series A (USD 2.5M) funds the Adama and Dire Dawa hubs, not operating losses.

6. COMPETITION
Two app-based brokers and the traditional delala brokers at Kality and Mojo. Our edge is payment speed.`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'pending-licence', 'litigation', 'burn-above-revenue'],
    traits: ['table', 'figures', 'negation', 'time', 'clean'],
  },

  // audit-opinion PRESENT: management accounts marked UNAUDITED.
  // gross-margin PRESENT: 29.4 % (FY2017 audited) -> 22.1 % (41 100 / 186 000) = -7.3 pt >= 5.
  // debt-distress PRESENT: ETB 3.4M VAT/withholding overdue to Ministry of Revenues (tax arrears).
  // declining-revenue absent: 58.2 -> 61.7 -> 66.1. burn-above-revenue absent: PBT positive each quarter.
  // pending-licence absent: EFDA licence renewed.
  {
    id: 'h24-en-w3-10',
    documentType: 'financial_statements',
    text: `ABAY MEDSUPPLY PLC
Management accounts - nine months to 30 Megabit 2018 E.C. (8 April 2026)
UNAUDITED. Prepared by the finance department for the Board and the company's lenders; not reviewed by the external auditor.

INCOME STATEMENT (ETB '000)
                      Q1            Q2            Q3            9M
                 Hamle-Meskerem Tikimt-Tahsas  Tir-Megabit     total
Revenue              58 200        61 700        66 100       186 000
Cost of sales       (44 900)      (48 300)      (51 700)     (144 900)
Gross profit         13 300        13 400        14 400        41 100
Operating expenses   (9 800)      (10 100)      (10 300)      (30 200)
Finance costs        (1 300)       (1 400)       (1 400)       (4 100)
Profit before tax     2 200         1 900         2 700         6 800

KEY RATIOS
Gross margin, FY2017 E.C. (audited): 29.4%
Gross margin, 9M FY2018 E.C.: 22.1%

COMMENTARY
Since the birr was floated, the landed cost of imported medicines and consumables has risen faster than we can pass on: our tender prices with public hospitals are fixed for the budget year. Volumes keep growing, mostly in Oromia and Sidama regional hospitals.

BALANCE SHEET HIGHLIGHTS (ETB '000)
Trade receivables ........ 52 400
Inventory ................ 38 900
Bank overdraft ........... 11 200 (within the ETB 15M limit)
VAT and withholding tax payable ... 7 900, of which 3 400 relates to the Tir and Yekatit returns not yet paid to the Ministry of Revenues; the due dates have passed and late-payment interest is accruing.

OTHER
The EFDA wholesale licence was renewed in Hamle 2018 E.C. and is valid until Sene 2019 E.C.`,
    present: ['audit-opinion', 'gross-margin', 'debt-distress'],
    absent: ['declining-revenue', 'burn-above-revenue', 'pending-licence'],
    traits: ['table', 'figures', 'indirect'],
  },

  // non-recurring-revenue PRESENT: USD 22 000 one-off set-up fee inside reported MRR of USD 96 000.
  // regulatory PRESENT: POTRAZ suspended the Bulawayo courier licence.
  // cap-table-complexity PRESENT: cap table could not be reconciled.
  // customer-concentration absent: one-off client 22/96 = 23 %; largest recurring client 17 %.
  // burn-above-revenue absent: costs 71 000 < restated revenue 74 000 (and < 96 000).
  // litigation absent: no claims filed, injury claim settled. low-founder-ownership absent: 58 % (580/1 250 = 46 % even on the spreadsheet).
  {
    id: 'h24-en-w3-11',
    documentType: 'business_plan',
    text: `CONFIDENTIAL - INVESTMENT COMMITTEE MEMO
To: Investment Committee, Msasa Frontier Capital
From: Rutendo Ncube, Associate
Re: Project Mbira - commercial and legal due diligence on Tsika Mobility (Pvt) Ltd
Date: 23 March 2026

1. SUMMARY
Tsika runs 140 motorbike riders delivering for pharmacies, restaurants and SMEs in Harare and Bulawayo. We recommend proceeding only if points 3 and 4 are resolved before signing.

2. REVENUE QUALITY
Management's pack shows "MRR" of USD 96 000 for December 2025. USD 22 000 of that is a one-off fleet set-up and rider-training fee from a Gwanda mining contractor that has no ongoing contract with Tsika. Restated recurring revenue is USD 74 000. Monthly operating costs are about USD 71 000. The largest recurring client, a pharmacy chain, is 17% of recurring billings.

3. REGULATORY
POTRAZ, which licenses courier operators, suspended Tsika's courier licence for Bulawayo on 2 February 2026 for operating an unregistered depot. Bulawayo deliveries (about a fifth of volume) continue only through a licensed subcontractor at a lower margin. Management expects reinstatement after a re-inspection; no date has been given.

4. CAP TABLE
We could not reconcile the cap table. The share register at the Companies Registry shows 1 000 ordinary shares; the founders' spreadsheet shows 1 250, including 250 shares "promised" to three early riders and an adviser with no board resolution behind them. Two 2023 convertible notes (USD 60 000 in total) have no stated conversion price. Management could not produce a fully diluted table.

5. OTHER
- Founders Tatenda Moyo and Kudakwashe Dube work full-time; on the register they hold 58%.
- No claims have been filed against the company. A rider injury in 2025 was settled by the insurer.
- Cash USD 1.1M after the 2025 bridge round.

Recommendation: conditional approval.`,
    present: ['non-recurring-revenue', 'regulatory', 'cap-table-complexity'],
    absent: ['customer-concentration', 'burn-above-revenue', 'litigation', 'low-founder-ownership'],
    traits: ['list', 'figures', 'negation'],
  },

  // CLEAN. USD 3.0M at USD 10.6M pre-money -> 3.0 / 13.6 = 22 % post.
  // low-founder-ownership absent: 18 + 17 + 17 = 52 %. investor-control absent: 22 %.
  // founder-departure / dead-equity absent: leaver clause is hypothetical; all founders full-time, none gave notice.
  // cap-table-complexity absent: reconciled by counsel. related-party absent: negation. pending-licence absent: EIC permit issued.
  {
    id: 'h24-en-w3-12',
    documentType: 'legal_docs',
    text: `TERM SHEET - SERIES A PREFERRED SHARES
ENTOTO AGRITECH PRIVATE LIMITED COMPANY
Non-binding, except for the Confidentiality, Exclusivity and Governing Law sections
Addis Ababa, 3 Miyazia 2018 E.C. (11 April 2026)

Issuer: Entoto Agritech PLC, registered with the Ministry of Trade and Regional Integration.
Lead investor: Semien Capital Partners I ("Semien"). Semien's investment permit from the Ethiopian Investment Commission was issued on 20 Megabit 2018 E.C.
Amount: USD 3 000 000 in Series A preferred shares.
Pre-money valuation: USD 10 600 000.

Post-closing capitalisation (fully diluted):
  Bethlehem Assefa (founder, CEO) ........ 18%
  Kirubel Tadesse (founder, CTO) ......... 17%
  Ruth Mengistu (founder, COO) ........... 17%
  Semien Capital Partners I .............. 22%
  Seed investors (four angels) ........... 14%
  ESOP ................................... 12%

Capitalisation: the table above has been reconciled by the Company's counsel against the register of shareholders as at 28 Yekatit 2018 E.C. There are no options, convertible notes or warrants outstanding other than the ESOP.

Board: five seats - two founders, one Semien nominee and two independent directors agreed jointly.

Founder vesting and leaver: founder shares vest over 36 months from closing. Should a founder cease to be employed before being fully vested, the Company may repurchase the unvested shares at nominal value; a good leaver's vested shares may be bought at fair market value at the Company's option. At the date of this term sheet all three founders work full-time and none has given notice.

Related parties: the founders confirm that neither they nor any member of their families holds an interest in any supplier, customer or landlord of the Company.

Liquidation preference: 1x, non-participating.
Protective provisions: Semien's consent is required to change the rights of the Series A shares or to liquidate the Company.
Conditions: satisfactory legal and financial due diligence; final documents.
Governing law: the laws of the Federal Democratic Republic of Ethiopia, including the Commercial Code of 2021.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'cap-table-complexity', 'related-party', 'pending-licence'],
    traits: ['list', 'modality', 'negation', 'clean'],
  },
];
