import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW2P1Rest } from './cases-dev-retired-nineteenth-en-w2-1-rest';

export const redFlagNineteenthEnW2P1: readonly RedFlagCase[] = [
  // 01 — Seed deck, PAYG solar home kits, Monrovia, Liberia.
  // no-competition PRESENT (indirect): "Nobody else in Liberia is selling solar on a pay-by-the-day plan ... The field is ours".
  // unit-economics PRESENT (figures): per kit, payments 12 x US$ 4.60 = US$ 55; kit cost US$ 41 -> gross profit US$ 14;
  //   LTV/CAC = 14 / 38 = 0.37x (even revenue / CAC = 55 / 38 = 1.45x), against the stated 6x.
  // unrealistic-growth PRESENT (figures): 2025 plan US$ 1,050,000 / 2024 actual US$ 212,000 = 4.95x in one year
  //   (2026: 4,400,000 / 1,050,000 = 4.2x).
  // burn-above-revenue PRESENT (figures): monthly burn US$ 64,000 vs revenue Q4 2024 68,000 / 3 = US$ 22,700 a month.
  // short-runway ABSENT: cash 1,180,000 / burn 64,000 = 18.4 months (28.6 months on net burn 64,000 - 22,700 = 41,300).
  // declining-revenue ABSENT: quarters 38k -> 47k -> 59k -> 68k (sum 212k), every quarter up.
  {
    id: 'h19-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KWAGEI POWER INC. — SEED ROUND
Monrovia, Liberia · March 2025 · Confidential

SLIDE 1 — Light you pay for by the day
Pay-as-you-go solar home kits for rural and peri-urban Liberia.
Raising US$ 1.5M seed.

SLIDE 2 — The problem
- Outside Monrovia, most homes are nowhere near the LEC grid.
- A family in Gbarnga or Ganta spends around L$ 1,900 a month on kerosene,
  torch batteries and phone charging at the video club.
- Kerosene lamps mean smoke, fire risk and poor light for homework.

SLIDE 3 — What we sell
- 50W panel, 3 lights, radio, phone charger.
- Customer pays L$ 900 a month (about L$ 30 a day) by Orange Money or
  MTN MoMo for 12 months, then owns the kit.
- Kit locks remotely if a payment is missed and unlocks minutes after payment.

SLIDE 4 — Where we play
Go to any weekly market in Bong, Nimba or Lofa. The lights people buy there
are torches and lanterns sold off a table. Nobody else in Liberia is selling
solar on a pay-by-the-day plan to households. The field is ours to take, and
we intend to take it before anyone else arrives.

SLIDE 5 — Traction
Kits installed (cumulative, Feb 2025):   4,200
Counties:                                Montserrado, Margibi, Bong, Nimba
Revenue 2024:                            US$ 212,000 (about L$ 41.3 million)
   Q1 US$ 38,000 | Q2 US$ 47,000 | Q3 US$ 59,000 | Q4 US$ 68,000
On-time payment rate:                    91%

SLIDE 6 — Unit economics (per kit)
Customer payments over the plan:   12 x US$ 4.60 = US$ 55
Landed kit + installation:         US$ 41
Customer acquisition (agent commission, demo days, motorbike fuel): US$ 38
LTV / CAC:                         6x — among the best in off-grid solar

SLIDE 7 — Financials
Monthly burn (Jan–Feb 2025 average):  US$ 64,000
   team of 38, 3 pick-ups, 14 motorbikes, Paynesville warehouse, stock
Cash at 28 February 2025:            US$ 1,180,000

Revenue plan
   2024 actual      US$    212,000
   2025             US$  1,050,000
   2026             US$  4,400,000
   2027             US$ 12,000,000
Drivers: 20,000 kits in the field by end-2025; Grand Gedeh and Maryland in 2026.

SLIDE 8 — Team
Korto Freeman, CEO — 8 years with an off-grid distributor in Sierra Leone
Emmanuel G. Tarpeh, COO — former logistics lead, humanitarian agency, Monrovia
Aloysius Dahn, Head of Field Sales — built a 200-agent network for a mobile operator

SLIDE 9 — The ask
US$ 1.5M seed: 55% inventory, 25% agent network, 20% software and collections.
Contact: korto@kwageipower.com.lr · +231 77 000 4411`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // 02 — Management accounts with monthly cash-flow table, cold-chain distributor, Hargeisa, Somaliland.
  // audit-opinion PRESENT: "have not been audited or reviewed".
  // declining-revenue PRESENT (table): Q3 revenue 347,000 < Q2 421,000 (-17.6%).
  // gross-margin PRESENT (figures): Q2 174/421 = 41.3% -> Q3 111/347 = 32.0%, down 9.3 points.
  // burn-above-revenue PRESENT (figures): Q3 costs 236,000 + 177,000 = 413,000 > revenue 347,000 (operating result -66,000).
  // short-runway PRESENT (figures): cash fell 162,000 -> 84,000 over 3 months = 26,000 a month net outflow;
  //   84,000 / 26,000 = 3.2 months (2.9 months on September's 28,800 outflow).
  // going-concern PRESENT (indirect): directors state "significant doubt whether the company can keep trading".
  // customer-concentration ABSENT: largest customer 12%, none other above 8%.
  // debt-distress ABSENT: no borrowings, payables within terms, taxes paid; the facility is only under discussion.
  // Check: Q1 159 - 161 = -2; Q2 174 - 167 = 7; Q3 111 - 177 = -66. Jul 162,000+118,000-80,500-60,000 = 139,500;
  //   Aug 139,500+112,000-79,700-59,000 = 112,800; Sep 112,800+109,000-78,300-59,500 = 84,000.
  {
    id: 'h19-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `HAWD FRESH LOGISTICS LTD
Cold storage and refrigerated distribution — Hargeisa · Berbera
MANAGEMENT ACCOUNTS — QUARTER ENDED 30 SEPTEMBER 2024
Prepared by the finance team for the board meeting of 21 October 2024.
These accounts have not been audited or reviewed by an external accountant.
All figures in US dollars.

1. INCOME STATEMENT BY QUARTER
                                 Q1 2024     Q2 2024     Q3 2024
Revenue                          388,000     421,000     347,000
Cost of sales                   (229,000)   (247,000)   (236,000)
Gross profit                     159,000     174,000     111,000
Gross margin                       41.0%       41.3%       32.0%
Staff costs                      (88,000)    (91,000)    (96,000)
Fuel and generators — depots     (36,000)    (38,000)    (41,000)
Rent (Hargeisa, Berbera)         (18,000)    (18,000)    (18,000)
Other overheads                  (19,000)    (20,000)    (22,000)
Operating result                  (2,000)      7,000     (66,000)

Commentary
- Two Berbera hotel groups took their chilled supply in-house from July.
- Reefer truck HF-03 was off the road for five weeks in August waiting for a
  compressor from Dubai; we hired in trucks at $310 a day to keep deliveries.
- Depot diesel rose from $0.92 to $1.08 a litre; grid supply at the Hargeisa
  depot averaged nine hours a day, so generators ran longer.
- Largest customer in Q3: a Berbera port catering contractor, 12% of revenue.
  No other customer above 8%.

2. CASH FLOW — Q3 2024 BY MONTH
                                 Jul 2024    Aug 2024    Sep 2024
Opening cash                     162,000     139,500     112,800
Receipts from customers          118,000     112,000     109,000
Payments to suppliers            (80,500)    (79,700)    (78,300)
Payroll and overheads            (60,000)    (59,000)    (59,500)
Capital expenditure                    —           —           —
Closing cash                     139,500     112,800      84,000

3. BALANCE SHEET NOTES
- Trade receivables at 30 September: $61,000 (30 June: $53,000).
- Trade payables are within normal 30-day terms; no supplier account is overdue.
- No bank or microfinance borrowings.
- All returns to the Ministry of Finance Development filed and paid through September.

4. BASIS OF PREPARATION — STATEMENT BY THE DIRECTORS
The directors have reviewed cash forecasts to 30 September 2025. At the rate
of outflow shown above, cash on hand will not meet the company's payments
beyond early January 2025. The $250,000 working-capital facility under
discussion with Saaxil Microfinance has not been approved, and no shareholder
has committed further funds. Until new money is secured, there is significant
doubt whether the company can keep trading over the next twelve months.

5. MATTERS FOR THE BOARD
a) Approve the sale of reefer HF-01 (offer received: $38,000).
b) Mandate the CEO to renegotiate the Berbera cold-room lease.
c) Approve a price increase of 6% for hotel and restaurant accounts from November.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway', 'going-concern'],
    absent: ['customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 03 — Amended and restated shareholders' agreement (excerpt), freight platform, Liberia.
  // investor-control PRESENT (table): Harbor Rock 540,000 / 1,000,000 = 54.0%.
  // low-founder-ownership PRESENT (figures): active founders Saydee 18.0% + Dolo 11.0% = 29.0% (< 40%);
  //   even counting the departed Wleh, 38.0%.
  // founder-departure PRESENT (indirect): Recital C, Wleh (founder, Chief Commercial Officer) ceased to be an officer
  //   on 31 Oct 2024 and lives in Accra.
  // dead-equity PRESENT (split): clause 9.6, the 90-day buy-back window expired (31 Oct + 90 days = 29 Jan 2025)
  //   with no purchase; his 90,000 shares remain registered to him.
  // cap-table-complexity ABSENT: Schedule 1 agrees with the register certified 3 Feb 2025; total 540+180+110+90+80 = 1,000k.
  // litigation ABSENT: clause 12 only provides for arbitration of possible future disputes.
  {
    id: 'h19-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `EXCERPT — AMENDED AND RESTATED SHAREHOLDERS' AGREEMENT
SINOE FREIGHT TECHNOLOGIES INC.
(a corporation organised under the Business Corporation Act of Liberia)
Dated 14 February 2025

PARTIES
(1) Harbor Rock Capital Partners LLC ("Harbor Rock");
(2) Amos K. Saydee;
(3) Musu B. Dolo;
(4) Jefferson T. Wleh
    ((2) to (4) together the "Founders"); and
(5) Sinoe Freight Technologies Inc. (the "Company").

RECITALS
(A) The Parties entered into a shareholders' agreement dated 2 May 2022 (the
    "Original Agreement").
(B) On 10 January 2025 Harbor Rock subscribed for 540,000 Series A Preferred
    Shares at US$ 2.50 per share, for a total of US$ 1,350,000.
(C) Mr. Wleh ceased to be Chief Commercial Officer and an employee of the
    Company on 31 October 2024 and now resides in Accra, Ghana.
(D) The Parties wish to amend and restate the Original Agreement as follows.

1. SHARE CAPITAL
1.1 Following completion of the Series A, the issued share capital of the
    Company is as set out in Schedule 1, which agrees with the register of
    shareholders as certified by the Company Secretary on 3 February 2025.

4. BOARD
4.1 The Board shall consist of five (5) Directors: three (3) appointed by
    Harbor Rock, one of whom shall chair; one (1) appointed by Mr. Saydee;
    and one (1) appointed by Ms. Dolo.
4.2 The quorum is three Directors, at least one of whom is a Harbor Rock Director.

6. RESERVED MATTERS
6.1 The following require the prior written consent of Harbor Rock: (a) any
    issue of shares; (b) annual budget; (c) borrowing above US$ 100,000 or
    L$ 19,000,000; (d) sale of the Company or of its trucking software.

9. LEAVERS
9.1 A Founder who ceases to be an employee or officer of the Company is a Leaver.
9.3 Within ninety (90) days of a Founder becoming a Leaver, the Company, or
    Harbor Rock as its nominee, may buy all or part of the Leaver's Shares at
    Fair Value (Good Leaver) or at par (Bad Leaver).
9.6 The Parties acknowledge that the ninety-day period under clause 9.3 of the
    Original Agreement in respect of Mr. Wleh expired on 29 January 2025
    without a notice of purchase being served. Mr. Wleh's 90,000 Ordinary
    Shares remain registered in his name with full rights to dividends and to
    the proceeds of any Sale, but without the right to appoint a Director.

12. DISPUTE RESOLUTION
12.1 Any dispute arising out of this Agreement shall first be referred to the
     chief executive of the Company and a partner of Harbor Rock and, if not
     settled within 30 days, to arbitration in Monrovia.

SCHEDULE 1 — ISSUED SHARE CAPITAL AT 14 FEBRUARY 2025
Holder                                Class            Shares        %
Harbor Rock Capital Partners LLC      Series A Pref    540,000     54.0
Amos K. Saydee                        Ordinary         180,000     18.0
Musu B. Dolo                          Ordinary         110,000     11.0
Jefferson T. Wleh                     Ordinary          90,000      9.0
Employee option pool (unallocated)    Ordinary          80,000      8.0
Total                                                1,000,000    100.0`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity', 'litigation'],
    traits: ['table', 'split', 'figures', 'indirect'],
  },

  // 04 — Grant application, solar water kiosks, Mogadishu. CLEAN.
  // pending-licence ABSENT: BRA operating permit issued 14 May 2024, valid to 2027.
  // customer-concentration ABSENT: largest buyer 35,000 / 318,000 = 11.0%; named three 11% + 5% + 3% = 19%.
  // short-runway ABSENT: profitable (sales 26,500 > costs 22,600 a month); even cash / gross costs = 305,000 / 22,600 = 13.5 months.
  // burn-above-revenue ABSENT: 2024 costs 271,000 < revenue 318,000 (every year in profit).
  // unrealistic-growth ABSENT: 420,000 / 318,000 = 1.32x; 560,000 / 420,000 = 1.33x.
  // declining-revenue ABSENT: 186k -> 243k -> 318k.
  // Budget check: 108+24+9+9 = 150; 36+12+4+8 = 60.
  {
    id: 'h19-en-w2-04',
    documentType: 'business_plan',
    language: 'en',
    text: `HORN RESILIENCE INNOVATION FUND — ROUND 3 (2025)
APPLICATION FORM: GROWTH GRANTS FOR SOMALI SMALL ENTERPRISES

SECTION 1 — APPLICANT
1.1 Legal name: Biyo-Safi Water Services Ltd
1.2 Location: Hodan District, Mogadishu, Banadir Region. Kiosks in Hodan,
    Kaaraan, Dayniile and Afgooye.
1.3 Registration: Ministry of Commerce and Industry, Federal Government of
    Somalia, 2020.
1.4 Operating permit: water service operating permit issued by the Banadir
    Regional Administration on 14 May 2024 (permit BRA/WS/0412), valid until
    13 May 2027. Monthly water-quality tests by an independent laboratory; the
    latest report (3 February 2025) is attached.
1.5 Contact: Ayaan Warsame Hirsi, founder and managing director

SECTION 2 — PROJECT SUMMARY
We sell safe drinking water from 22 solar-powered kiosks, each with a
reverse-osmosis unit fed by a borehole connection or a trucked supply.
Households buy by the 20-litre jerrycan at $0.20 (about SOS 5,000), paid in
cash or by EVC Plus. The grant would fund 18 new kiosks in Dayniile and
Kaaraan, where many families live in settlements for displaced people and buy
untreated water from donkey carts at a higher price per jerrycan.

SECTION 3 — TRACK RECORD
Year   Kiosks   Revenue     Operating costs   Operating profit
2022     12     $186,000       $171,000          $15,000
2023     17     $243,000       $219,000          $24,000
2024     22     $318,000       $271,000          $47,000

SECTION 4 — CUSTOMERS
- About 9,000 households buy from our kiosks in a normal week.
- Institutional buyers (clinics, schools, a hospital) made up 24% of 2024
  revenue. The largest, a private hospital in Hodan, paid $35,000 (11%); the
  next two, a primary-school network and a maternity clinic, 5% and 3%.
- Other sellers: donkey-cart vendors, two kiosk operators in Hodan and
  bottled-water shops. We compete on price per litre and on tested quality.

SECTION 5 — FINANCIAL POSITION
- Cash and EVC Plus balances at 31 December 2024: $305,000.
- Monthly sales average $26,500; monthly operating costs average $22,600.
- No borrowings. 2024 accounts audited; unqualified opinion dated 10 March 2025.

SECTION 6 — BUDGET
Item                                     Grant      Co-funding
18 kiosks (RO unit, tank, panels)       $108,000     $36,000
Borehole connections, trucking contract  $24,000     $12,000
Training of 36 kiosk attendants           $9,000      $4,000
Monitoring and water testing              $9,000      $8,000
Total                                   $150,000     $60,000
Co-funding comes from retained earnings.

SECTION 7 — PROJECTIONS
Year   Kiosks   Revenue
2025     30     $420,000
2026     40     $560,000

SECTION 8 — RISKS AND MITIGATION
- Rising borehole salinity: RO units and a second supplier for trucked water.
- Insecurity in Dayniile: kiosks run with community water committees.
- Membrane and battery wear: replacement budgeted from operating profit.`,
    present: [],
    absent: ['pending-licence', 'customer-concentration', 'short-runway', 'unrealistic-growth'],
    traits: ['table', 'list', 'figures'],
  },

  ...redFlagNineteenthEnW2P1Rest,
];
