/** Part a of cases-dev-retired-fifteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthEnW1A: readonly RedFlagCase[] = [
  // net burn = 12.9m − 5.3m = KES 7.6m a month; 41.6m / 7.6m ≈ 5.5 months < 9 (short-runway)
  // costs 12.9m > revenue 5.3m in February (burn-above-revenue)
  // CFO has given notice (executive leaving) -> founder-departure; threatened claim only -> no litigation
  {
    id: 'h15-en-w1-01',
    documentType: 'legal_docs',
    text: `KIFARU PAY LIMITED
Minutes of the 41st meeting of the Board of Directors
held at The Mirage, Westlands, Nairobi, on 14 March 2025 at 9:00 a.m.

Present: J. Mutua (Chair), D. Kariuki (CEO), S. Odhiambo, F. Noor (Mara Ridge Capital nominee)
In attendance: W. Kamau (CFO), L. Chebet (Company Secretary)

1. Minutes of 12 December 2024 confirmed and signed.
2. Finance (February 2025 management accounts)
   - Cash at bank and M-Pesa float: KES 41.6m at 28 February.
   - February revenue KES 5.3m; total operating costs KES 12.9m.
   - The CFO noted that costs have been broadly flat month on month.
3. Central Bank of Kenya
   The CEO tabled the CBK letter dated 6 March 2025 directing the company not to onboard
   any new merchants to the Kifaru wallet until the CBK's AML/CFT review is concluded.
   Existing merchants may continue to transact.
4. Legal
   A merchant in Mombasa has threatened a claim over chargebacks; counsel's view is that
   no claim is likely to be filed. No proceedings are pending.
5. CFO
   The Chair recorded that Ms Kamau has given notice of resignation; her last working day
   will be 30 April 2025. The CEO to lead the search with an executive search firm.
6. Resolved that management present bridge-financing options by 31 March 2025.

There being no other business, the meeting closed at 11:40 a.m.`,
    present: ['founder-departure', 'regulatory', 'short-runway', 'burn-above-revenue'],
    absent: ['litigation'],
    traits: ['prose', 'list', 'indirect', 'figures', 'hedge'],
  },

  // revenue falls every month: 812.4m → 790.1m → 751.3m → 702.8m → 668.5m → 631.9m (declining-revenue)
  // GM 251,844/812,400 = 31.0% → 139,018/631,900 = 22.0%: down 9 points (gross-margin)
  // Apr–Jun: gross profit < overheads 205,000 → net loss, costs above revenue (burn-above-revenue)
  // "not been audited or reviewed" (audit-opinion); largest buyer 24% < 30 (no customer-concentration)
  {
    id: 'h15-en-w1-02',
    documentType: 'financial_statements',
    text: `NILE HARVEST FOODS LTD — Plot 22, Jinja Road Industrial Area, Kampala
Management accounts January–June 2025 — UGX '000
Prepared by management. These figures have not been audited or reviewed.

| Month | Revenue | Cost of sales | Gross profit | GM % | Overheads | Net result |
|-------|---------|---------------|--------------|------|-----------|------------|
| Jan   | 812,400 | 560,556       | 251,844      | 31.0 | 205,000   | 46,844     |
| Feb   | 790,100 | 553,070       | 237,030      | 30.0 | 205,000   | 32,030     |
| Mar   | 751,300 | 540,936       | 210,364      | 28.0 | 205,000   | 5,364      |
| Apr   | 702,800 | 520,072       | 182,728      | 26.0 | 205,000   | (22,272)   |
| May   | 668,500 | 508,060       | 160,440      | 24.0 | 205,000   | (44,560)   |
| Jun   | 631,900 | 492,882       | 139,018      | 22.0 | 205,000   | (65,982)   |

Notes
1. Maize and sorghum prices rose after the weak first-season harvest; supply contracts
   with the mills have not yet been repriced.
2. Largest buyer (Kampala Fresh Mart) took 24% of H1 sales; no other buyer above 8%.
3. Overheads held flat at UGX 205m a month.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion', 'burn-above-revenue'],
    absent: ['customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // CLEAN. Runway 3.05bn / 325m = 9.4 months ≥ 9 (no short-runway).
  // Net burn 325m is compared with revenue as stated (640m): 325m < 640m, no cost total is given (no burn-above-revenue).
  // Suit settled and withdrawn (no litigation); tax clearance, loan paid on time (no debt-distress).
  {
    id: 'h15-en-w1-03',
    documentType: 'legal_docs',
    text: `RWENZORI AGRO-INPUTS LIMITED
Minutes of the Board meeting held at the company's offices, Fort Portal, 20 March 2025

Present: A. Kabasinguzi (Chair), R. Tumusiime (Managing Director), P. Okello,
H. Nankya (Pearl Lake Impact nominee)

Min 1/03/25 Litigation
The MD reported that the suit by Mbarara Traders Ltd (HCCS No. 114 of 2023) was settled
in January; a consent order was recorded and the suit withdrawn on 12 February 2025.
The company is not a party to any other case.
Min 2/03/25 Tax and bank
URA issued a tax clearance certificate on 3 March 2025; there are no arrears of PAYE,
VAT or income tax. All instalments on the term loan were paid on their due dates.
Min 3/03/25 Cash
Bank and mobile-money balances stood at UGX 3.05bn on 28 February. Revenue averaged
UGX 640m a month in Q1; net burn averaged UGX 325m a month while the Kasese warehouse
is fitted out. Management expects net burn to fall from June.
Min 4/03/25 Risks
The Board noted that a poor second season could reduce input sales and asked
management for a downside case at the next meeting.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'short-runway', 'burn-above-revenue'],
    traits: ['prose', 'negation', 'time', 'figures', 'hedge'],
  },

  // churn: 45 cancelled / 240 at start of quarter = 18.75% a quarter ≈ 6.25% a month ≥ 5 (high-churn)
  // concentration: (3.4m + 2.9m) / 15.0m = 42% ≥ 30, two named clients (customer-concentration)
  // ARPU 15.0m / 233 ≈ RWF 64.4k; LTV ≈ 64.4k × 70% / 0.0625 ≈ RWF 721k vs CAC 1.2m → LTV/CAC ≈ 0.6x, not 4.5x (unit-economics)
  {
    id: 'h15-en-w1-04',
    documentType: 'business_plan',
    text: `From: Diane Uwimana <diane@umurageledger.rw>
To: Investors — Umurage Ledger Ltd
Subject: Q2 2025 update (Kigali)

Muraho all,

Quick Q2 numbers:
- MRR at 30 June: RWF 15.0m (31 March: RWF 13.4m)
- SACCO clients: 240 on 1 April, 38 signed, 45 cancelled → 233 on 30 June
- Twisungane SACCO Union pays RWF 3.4m a month and Iterambere Network RWF 2.9m
- Gross margin steady at 70%
- Blended CAC this quarter: RWF 1.2m per new SACCO (field onboarding + training)

Unit economics remain excellent: LTV/CAC is 4.5x, so we are doubling down on the
field team in Musanze and Huye.

Asks: intros to CIOs at Rwandan banks, and to umbrella SACCO bodies in the Eastern Province.

Murakoze,
Diane`,
    present: ['customer-concentration', 'high-churn', 'unit-economics'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // two instalments of TZS 92.4m unpaid (debt-distress); suit filed by Jitegemee, hearing pending (litigation)
  // truck lessor confirmed unconnected to directors (no related-party)
  {
    id: 'h15-en-w1-05',
    documentType: 'legal_docs',
    text: `MWANGA COMMERCIAL BANK PLC
Corporate Banking Division, Samora Avenue, Dar es Salaam

5 August 2025
The Managing Director
Kilimo Bora Logistics Ltd
Plot 114, Nyerere Road, Dar es Salaam

RE: TERM LOAN FACILITY OF TZS 1,450,000,000 (FACILITY LETTER DATED 12 MAY 2023)

1. The monthly instalments of TZS 92,400,000 each that fell due on 30 June 2025 and
   31 July 2025 have not been received. The loan account is overdue by TZS 184,800,000.
2. Under clause 14.1(a), non-payment of any sum when due is an Event of Default. Default
   interest of 3% p.a. above the contract rate applies from 1 July 2025.
3. We refer to your letter of 2 August 2025 disclosing that Jitegemee Transporters Ltd
   has filed Commercial Case No. 61 of 2025 against the company in the High Court
   (Commercial Division), claiming TZS 310m. We note the first hearing is set for
   18 September 2025. Please keep us informed under clause 12.3.
4. We have no objection to the proposed lease of six trucks from Mzee Fleet Hire Ltd,
   which you have confirmed has no connection with any director or shareholder.
5. Please contact the undersigned within seven (7) days to agree a regularisation plan.

Yours faithfully,
for MWANGA COMMERCIAL BANK PLC
Head, Corporate Credit`,
    present: ['debt-distress', 'litigation'],
    absent: ['related-party'],
    traits: ['prose', 'list', 'indirect', 'figures', 'negation'],
  },

  // CLEAN. Top customer 27% < 30, no other above 4% (no customer-concentration)
  // churn 3.0% a month < 5; 1 − 0.97^12 ≈ 31% a year < 45 (no high-churn)
  // one-off fees kept out of ARR (no non-recurring-revenue); costs 7.4m < revenue 8.0m (no burn-above-revenue)
  // ARR 84.2m → 96.0m: +14% (no declining-revenue)
  {
    id: 'h15-en-w1-06',
    documentType: 'business_plan',
    text: `Subject: Tatu Cloud — Q2 2025 investor update

Hi everyone,

Headline numbers (Nairobi, 30 June 2025):
• ARR KES 96.0m, up 14% on March (KES 84.2m). ARR counts subscription fees only; the
  KES 3.1m of one-off implementation fees billed this quarter sits on its own line.
• Monthly revenue KES 8.0m; operating costs KES 7.4m. Cash-flow positive since April.
• Logo churn 3.0% a month (Q1: 3.4%).
• Largest customer, Lakeside Cement Ltd, is 27% of ARR after its group-wide rollout;
  no other customer is above 4%.
• Cash KES 61m; no debt.

Lakeside's renewal falls in December. If they left we would lose about a quarter of
ARR, so we are widening the base in Mombasa and Kisumu.

Thanks,
Achieng Otieno (CEO)`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'non-recurring-revenue', 'burn-above-revenue'],
    traits: ['list', 'figures', 'hedge', 'negation'],
  },

  // ARR 54.0m = 3.6m × 12 (43.2m subscriptions) + 10.8m one-time county install (non-recurring-revenue)
  // supplier owned by the CEO's wife (related-party); county install 10.8/54 = 20% < 30 (no customer-concentration)
  {
    id: 'h15-en-w1-07',
    documentType: 'pitch_deck',
    text: `[09/04/2025, 21:14] Brian Kiprono: slide 9 done. ARR KES 54.0m 🔥
[09/04/2025, 21:15] Aisha Hassan: how? subscriptions are KES 3.6m a month = 43.2m
[09/04/2025, 21:16] Brian Kiprono: plus the Kiambu County cold-store install, 10.8m
[09/04/2025, 21:16] Aisha Hassan: that's a one-time install tho. they're not paying it again next year
[09/04/2025, 21:17] Brian Kiprono: keep it in the ARR line, we'll footnote "contracted revenue"
[09/04/2025, 21:18] Aisha Hassan: 🙄 ok. leaving it
[09/04/2025, 21:25] Aisha Hassan: DD list asks about suppliers above KES 5m. Kiambu Cool Logistics is on it
[09/04/2025, 21:26] Aisha Hassan: KES 6.2m last year. that's Mercy's company no? your wife's
[09/04/2025, 21:27] Brian Kiprono: she's the shareholder, not me. rates are market
[09/04/2025, 21:27] Brian Kiprono: just write "third-party cold-chain provider"
[09/04/2025, 21:29] Aisha Hassan: sawa`,
    present: ['non-recurring-revenue', 'related-party'],
    absent: ['customer-concentration'],
    traits: ['chat', 'indirect', 'figures'],
  },

  // revenue 14.2m → 71.0m = 5.0×, 71.0m → 355.0m = 5.0× a year ≥ 4 (unrealistic-growth)
  // "no competitors in Ethiopia" (no-competition); permit applied Nov 2024, not issued (pending-licence)
  {
    id: 'h15-en-w1-08',
    documentType: 'pitch_deck',
    text: `ABOL MOBILITY PLC · Series A · Addis Ababa · 2025
--- slide 3 ---
THE GAP
Delivery riders in Addis spend ETB 1,100+/wk on
fuel. E-bikes cut that by ~60%.
--- slide 4 ---
COMPETITION
We have no com-
petitors in Ethi opia: nobody else
runs electric 2-wheelers for deliv ery.
--- slide 7 ---
TRACTION & PLAN (ETB)
Reve nue FY2024A 14.2m
FY2025F 71.0m   FY2026F 355.0m
1,150 bikes → 6,000 → 30,000
--- slide 9 ---
LICENSING
Commercial e-motorcycle operating permit: appli-
cation filed with Addis Ababa City Transport
Bureau, Nov 2024 — not yet issued. Pilot runs
under a temporary test letter.`,
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['ocr', 'split', 'figures', 'indirect'],
  },

  // CLEAN. Competitor's lawsuit, own case closed (no litigation); April 38.4m > March 35.1m (no declining-revenue)
  // costs 33.9m < revenue 38.4m (no burn-above-revenue); founder denies leaving (no founder-departure); nothing owed to RRA
  {
    id: 'h15-en-w1-09',
    documentType: 'business_plan',
    text: `[12/05/2025 08:02] Claudine Mukeshimana: Did you see? SafiriEats is being sued by 40 of their ex-riders at the Commercial Court
[12/05/2025 08:03] Eric Nshimiyimana: saw it. their problem not ours
[12/05/2025 08:03] Eric Nshimiyimana: our Kimironko vendor case closed in Jan, judgment paid, file closed
[12/05/2025 08:05] Claudine Mukeshimana: ok. board pack: April revenue RWF 38.4m vs March 35.1m. total costs April RWF 33.9m
[12/05/2025 08:06] Eric Nshimiyimana: RRA?
[12/05/2025 08:07] Claudine Mukeshimana: VAT audit finished, nothing owed, clearance cert is in the folder
[12/05/2025 08:09] Eric Nshimiyimana: and pls kill the rumour that I'm joining MTN. I'm not going anywhere 😂
[12/05/2025 08:10] Claudine Mukeshimana: noted. will say so at the board`,
    present: [],
    absent: ['litigation', 'founder-departure', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    traits: ['chat', 'negation', 'time', 'figures'],
  },

  // founders (1,400,000 + 1,150,000) / 10,000,000 = 25.5% < 40 (low-founder-ownership)
  // Acacia 5,300,000 / 10,000,000 = 53% ≥ 50 (investor-control); schedule agrees with CR12 (no cap-table-complexity)
  {
    id: 'h15-en-w1-10',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT — MAJI SAFI TECHNOLOGIES LIMITED (Kenya)
Schedule 2: Shareholding at Completion (ordinary shares of KES 1.00 each)

Holder                                   Shares
Peter Njoroge (co-founder, CEO)        1,400,000
Grace Atieno (co-founder, CTO)         1,150,000
Acacia Impact Fund II LP               5,300,000
Savannah Angels SPV Ltd                1,350,000
Employee share pool (unallocated)        800,000
Total issued                          10,000,000

The parties confirm that this Schedule agrees with the CR12 issued by the Registrar of
Companies on 2 May 2025 and that no options, warrants or convertible instruments are
outstanding.

Clause 6.2 Board. For so long as Acacia holds more than one half of the issued shares
it may appoint three (3) of the five (5) directors, including the Chair.
Clause 6.5 Reserved matters require Investor Consent (as defined).`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures', 'indirect'],
  },

  // runway 1.12bn / 245m ≈ 4.6 months < 9 (short-runway)
  // net loss 2.36bn → costs above revenue; also 245m a month > 1.84bn / 12 ≈ 153m a month (burn-above-revenue)
  // directors state material uncertainty (going-concern); opinion unmodified — a going-concern section is not a modification (no audit-opinion)
  // revenue 1.22bn → 1.84bn (no declining-revenue)
  {
    id: 'h15-en-w1-11',
    documentType: 'financial_statements',
    text: `KYEYO HEALTH LIMITED — Annual report for the year ended 30 June 2025
Directors' report (extract)

Results: Revenue for the year was UGX 1.84bn (2024: UGX 1.22bn). The company made a
net loss of UGX 2.36bn (2024: UGX 1.71bn).

Going concern: At 30 June 2025 the company held cash of UGX 1.12bn. Net cash outflow
from operations averaged UGX 245m a month in the final quarter. Completion of the
Series A round now under negotiation is not assured. These conditions indicate that a
material uncertainty exists which may cast significant doubt on the company's ability
to continue as a going concern. The directors nevertheless consider the going-concern
basis of preparation appropriate.

Auditors: Nsubuga & Partners, Certified Public Accountants, Kampala, expressed an
unmodified opinion on these financial statements, with a separate section on the
material uncertainty relating to going concern.

By order of the Board
Company Secretary, Kampala, 26 September 2025`,
    present: ['going-concern', 'short-runway', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['prose', 'figures', 'indirect'],
  },

  // CLEAN. GM 5,586/15,960 = 35.0% → 5,710/18,420 = 31.0%: down 4.0 points < 5 (no gross-margin)
  // revenue up 15,960 → 18,420 (no declining-revenue; only profit fell); unmodified opinion; no going-concern doubt
  {
    id: 'h15-en-w1-12',
    documentType: 'financial_statements',
    text: `KILELE PACKAGING LIMITED (Arusha)
Financial statements for the year ended 31 December 2024

Report of the independent auditor (extract)
Opinion: In our opinion the financial statements give a true and fair view of the
financial position of Kilele Packaging Limited as at 31 December 2024 and of its
financial performance and cash flows for the year then ended, in accordance with IFRS
and the Companies Act, 2002.
Mwambene & Co., Certified Public Accountants, Dar es Salaam — 28 March 2025

Statement of profit or loss (TZS million)
                       2024        2023
Revenue              18,420      15,960
Cost of sales       (12,710)    (10,374)
Gross profit          5,710       5,586
Gross margin          31.0%       35.0%
Operating expenses   (4,380)     (4,120)
Profit before tax     1,330       1,466

Note 2 Going concern: the directors have assessed cash-flow forecasts to March 2026
and concluded that no material uncertainty exists.`,
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
  },
];
