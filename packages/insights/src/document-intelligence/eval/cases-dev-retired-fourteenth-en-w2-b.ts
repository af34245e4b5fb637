/** Part b of cases-dev-retired-fourteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW2B: readonly RedFlagCase[] = [
  // active founders 23.0% + 11.0% = 34.0% < 40% -> low-founder-ownership
  // co-founder left Oct 2022, keeps 14% with no buy-back -> dead-equity + founder-departure
  // SAFE conversions estimated, register not reconciled -> cap-table-complexity; largest investor 26% < 50%
  {
    id: 'h14-en-w2-09',
    documentType: 'legal_docs',
    language: 'en',
    text: `TANDA HEALTH LIMITED — CAPITALISATION TABLE (DRAFT v4, 30 April 2024)

Holder                                        Shares         % fully diluted
Tunde Adebayo (CEO, co-founder)            2,300,000         23.0%
Ngozi Eze (CTO, co-founder)                1,100,000         11.0%
Segun Bakare (co-founder)                  1,400,000         14.0%
Acacia Ventures I (seed preferred)         2,600,000         26.0%
Angel syndicate                              800,000          8.0%
SAFE holders (estimated on conversion)       800,000          8.0%
ESOP pool                                  1,000,000         10.0%
Total                                     10,000,000        100.0%

Notes
1. Segun Bakare stepped away from the business in October 2022 and has had no role since.
   His shares were fully vested under the 2019 founders' agreement, which gives the Company no
   repurchase right; they remain registered in his name.
2. SAFE figures are estimates. The two SAFEs signed in 2021 carry different valuation caps and
   the one signed with the Lagos angel group has no discount clause in its executed copy,
   although the unsigned draft did.
3. The register at the Corporate Affairs Commission still reflects the 2021 allotment and does
   not yet match this table. Counsel is reconciling the two and we expect a final version
   before the Series A data room opens.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },
  // gross margin FY24 (48.2-31.1)/48.2 = 35.5% vs FY23 (39.1-21.5)/39.1 = 45.0% -> down 9.5 pts -> gross-margin
  // management accounts, audit not started -> audit-opinion; revenue up; operating profit positive
  {
    id: 'h14-en-w2-10',
    documentType: 'financial_statements',
    language: 'en',
    text: `BAYT EL FATEER FOODS S.A.E.
Management accounts — financial year ended 30 June 2024
(prepared by management; the statutory audit for FY2024 has not yet begun)

                                  FY2024        FY2023
                                  EGP m         EGP m
Revenue                           48.2          39.1
Cost of goods sold               (31.1)        (21.5)
Gross profit                      17.1          17.6
Selling, general and admin       (12.4)        (10.3)
Operating profit                   4.7           7.3
Profit after tax                   3.3           5.4

Management commentary
Volumes grew across all three channels and revenue rose by 23%. The March float of the pound
pushed the cost of imported flour, butter and packaging up much faster than we could pass it
on; the price rises on our main SKUs only took effect in May. We expect to recover part of the
gap in FY2025 through local sourcing of dairy.`,
    present: ['gross-margin', 'audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // central bank halt on onboarding pending review -> regulatory; co-founder stepping back -> founder-departure
  // revenue USD 38.2k (May) > 35.6k (April) -> no declining-revenue
  {
    id: 'h14-en-w2-11',
    documentType: 'business_plan',
    language: 'en',
    text: `Subject: NilePay — May update (a couple of hard things)

Hi all,

Shorter than usual this month, and not all good news, so I'll just go through it.

Numbers. May revenue was USD 38.2k, up from 35.6k in April. Remittance volume through the
Port Sudan and Kassala agents keeps climbing, and 71% of transactions now start on the app
rather than at an agent.

The central bank. On 2 June the Central Bank of Sudan instructed us, along with every other
e-money provider that moved operations out of Khartoum, to stop onboarding new wallet users
while it reviews our systems and reporting. Existing users can still send and cash out. Nobody
at CBoS will give us a date for the end of the review, and I honestly can't tell you whether
it's weeks or months.

Team. My co-founder Amira has decided to step back from day-to-day work at the end of June to be with her
family in Cairo. She'll stay on the board as a non-executive. Omer takes over product from
July and is already running the sprint planning.

Happy to get on a call with anyone who wants more detail.

Mohamed`,
    present: ['regulatory', 'founder-departure'],
    absent: ['declining-revenue', 'pending-licence'],
    traits: ['prose', 'indirect', 'modality', 'time'],
  },
  // revenue ₦640m -> 1.10bn (1.72x) -> 1.80bn (1.64x) -> 2.70bn (1.50x): below 4x a year and below 3x a year over three years
  // gross margin 31% -> 30% -> 31% -> 32%: no drop of 5 pts; NAFDAC registration already granted
  {
    id: 'h14-en-w2-12',
    documentType: 'business_plan',
    language: 'en',
    text: `OYO GOLDEN CASSAVA PROCESSING LTD
Business plan 2025–2027 — summary of projections

                         2024 (est.)    2025        2026        2027
Tonnes processed         5,200          8,600       13,500      19,800
Revenue                  ₦640m          ₦1.10bn     ₦1.80bn     ₦2.70bn
Gross margin             31%            30%         31%         32%
Operating profit         ₦58m           ₦105m       ₦212m       ₦365m

What drives the numbers
The second drying line at Ogbomoso comes on stream in March 2025 and the third in 2026. Each
adds roughly 4,000 tonnes a year of high-quality cassava flour. NAFDAC registration for our
three SKUs (HQCF 25kg, HQCF 50kg and packaged garri) was granted in January 2024, so nothing in
these figures waits on a regulator.

What we have left out
We are in talks with a Ghanaian biscuit maker about an export contract. It is not in these
projections; if it comes through it would sit on top of the 2026 figures.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence', 'gross-margin', 'missing-financials'],
    traits: ['table', 'figures', 'negation', 'modality'],
  },
  // retention 1,950 / 4,200 = 46.4% < 55% -> high-churn
  // claimed payback 4 months vs CAC UGX 120,000 / UGX 8,000 contribution a month = 15 months -> unit-economics
  {
    id: 'h14-en-w2-13',
    documentType: 'pitch_deck',
    language: 'en',
    text: `AFYA JAMII — HEALTH COVER FOR BODA RIDERS AND MARKET VENDORS

Slide 5 · Traction
   Premium income 2023: UGX 1.9bn
   4,200 paying members in our January 2023 cohort
   1,950 of them renewed for 2024 — and they claim less in year two
   Registered with the Insurance Regulatory Authority of Uganda as an insurance broker since 2022

Slide 6 · Unit economics
   CAC: UGX 120,000 per member (agent commission + airtime + onboarding day)
   Contribution after claims: UGX 8,000 per member per month
   Payback: 4 months

Slide 7 · Why now
   NHIS still not rolled out; out-of-pocket spending above 35% of health costs in Uganda.`,
    present: ['high-churn', 'unit-economics'],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['figures', 'indirect', 'list'],
  },
  // suit settled and struck out; tax arrears cleared; CTO not leaving; lease with unrelated landlord -> no flag
  {
    id: 'h14-en-w2-14',
    documentType: 'legal_docs',
    language: 'en',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF PESAPOA LIMITED
held at the Company's offices, Airport City, Accra, on 16 April 2024 at 10:00

Present: Efua Mensah (Chair), Kofi Asante (CEO), Kwabena Ofori (CTO), Akua Boateng, Daniel Quaye
In attendance: Adjoa Nkrumah (General Counsel, secretary)

3. LEGAL
The General Counsel reported that the claim brought by Sika Logistics Ltd in the High Court
(Commercial Division) was settled on 4 March 2024 for GH₵120,000. Terms of settlement were filed
and the suit has been struck out. No other proceedings are open against the Company.

4. TAX
The VAT for Q4 2023, paid late in February, has been regularised together with the penalty.
The CEO confirmed that the Company is up to date with the Ghana Revenue Authority on all taxes.

5. MANAGEMENT
The Chair referred to press speculation that Mr Ofori would leave to join a commercial bank.
Mr Ofori confirmed that he has no such intention and that he signed a renewed three-year
service agreement on 2 April 2024. The Board noted this.

6. OFFICE LEASE
The Board approved renewal of the Airport City lease with Laterite Properties Ltd for three
years. The CEO confirmed that Laterite is not connected with any director or shareholder.

There being no other business, the meeting closed at 11:40.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'related-party'],
    traits: ['negation', 'time', 'prose'],
  },
  // "except for" opinion -> audit-opinion; DSCR 1.08x below 1.25x covenant, no waiver -> debt-distress
  // revenue USD 5.84m > 5.12m; profit after tax positive; directors see no material uncertainty
  {
    id: 'h14-en-w2-15',
    documentType: 'financial_statements',
    language: 'en',
    text: `LONESTAR AGRO-LOGISTICS INC.
Financial statements for the year ended 31 December 2023

Statement of comprehensive income (extract)     2023 USD       2022 USD
Revenue                                         5,842,000      5,118,000
Profit after tax                                  311,000        264,000

INDEPENDENT AUDITOR'S REPORT — Qualified opinion
In our opinion, except for the possible effects of the matter described in the Basis for
Qualified Opinion section of our report, the accompanying financial statements present fairly,
in all material respects, the financial position of the Company as at 31 December 2023.
Basis for qualified opinion: we were appointed after the year end and were unable to observe
the counting of inventories held at the Ganta and Buchanan depots (carried at USD 612,000). We
could not satisfy ourselves about those quantities by other means.

Note 17 — Borrowings
The term loan from a commercial bank (balance USD 1,400,000) requires a debt service coverage
ratio of at least 1.25x, tested annually. At 31 December 2023 the ratio was 1.08x. No waiver had
been received from the bank by the reporting date and the whole balance is therefore shown
within current liabilities.

Note 2 — Going concern
The directors expect the bank to grant a waiver and have prepared these financial statements on
a going-concern basis. They do not consider that a material uncertainty exists.`,
    present: ['audit-opinion', 'debt-distress'],
    absent: ['going-concern', 'declining-revenue', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'table'],
  },
  // claims nobody else does this -> no-competition; deck has only user counts and the raise, no revenue or cost figure -> missing-financials
  {
    id: 'h14-en-w2-16',
    documentType: 'pitch_deck',
    language: 'en',
    text: `RIDEMAT — BOOK YOUR MICROBUS SEAT
Seed deck · Cairo · 2024

The problem
Ten million people in Greater Cairo ride microbuses every day. No schedule, no fixed stops,
no idea if the next one has a seat. Women tell us the crowding is the worst part.

What we built
An app that lets riders reserve a seat on a route, track the bus live and pay with Meeza or
cash. Drivers get a guaranteed minimum of booked seats before they leave the terminal.

Traction (12 months)
   84,000 downloads
   23,000 monthly active riders
   410 drivers on 37 routes in Giza and Nasr City
   4.7★ average rating

Competition
There isn't any. Uber and Careem sell cars, not seats, and the informal microbus market has
never been digitised. Nobody else in Egypt is doing what we do.

Team
Ex-Careem ops lead, ex-Fawry engineer, and a second-generation microbus owner.

The ask
USD 2M seed for 120 new routes across Greater Cairo and Alexandria.`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
    traits: ['prose', 'list'],
  },
  // largest partner 29% < 30%; FY2024 annualised 11.4m / 6.2m = 1.8x, plan 19.0m / 11.4m = 1.7x; licence granted; rivals named
  {
    id: 'h14-en-w2-17',
    documentType: 'pitch_deck',
    language: 'en',
    text: `LEONELINK — MERCHANT PAYMENTS & PAYROLL FOR SIERRA LEONE

Revenue
   FY2023 ......................... SLE 6.2m
   FY2024 (Jan–Sep, annualised) .... SLE 11.4m
   FY2025 plan ..................... SLE 19.0m

Channels
Our largest channel partner, a mobile network operator, brings in 29% of revenue; the rest
comes from 3,900 merchants and 61 employers paying salaries through us.

Regulation
The Bank of Sierra Leone granted our Payment Service Provider licence in November 2023, after
fourteen months in its regulatory sandbox.

Competition
Orange Money and Afrimoney own person-to-person transfers and we don't try to beat them there.
Banks offer payroll but only to account holders. We sit between the two: salary straight to
any wallet or account, and a QR till for the shop where the worker spends it.`,
    present: [],
    absent: ['customer-concentration', 'no-competition', 'pending-licence', 'unrealistic-growth'],
    traits: ['figures', 'list', 'negation'],
  },
];
