import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW2: readonly RedFlagCase[] = [
  // runway: Q1 net burn ₦79m / 3 = ₦26.3m a month; cash ₦192m / 26.3 = 7.3 months < 9 -> short-runway
  // burn ₦26.3m a month < revenue ₦41.5m a month -> no burn-above-revenue; largest off-taker 21% < 30%
  {
    id: 'h14-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SLIDE 9 — WHERE WE ARE (JUNE 2024)

• Monthly revenue: ₦41.5m in May, up from ₦33.0m in January
• 31 solar cold rooms live across Lagos, Ogun and Oyo
• 2,300 farmers and 140 market traders storing with us every week
• Largest off-taker (a Lekki supermarket group): 21% of revenue
• Net burn, Q1 2024: ₦79m — mostly diesel backup, fleet repairs and the Ibadan hub fit-out
• Bank balance at 31 May: ₦192m

SLIDE 10 — THE ASK

We are raising a ₦1.2bn seed extension (about USD 800k at today's rate) to take the network
to 60 rooms and reach operating break-even in Q2 2025. Lead investor in conversation; we'd
like to close by end of Q3.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'customer-concentration', 'declining-revenue'],
    traits: ['figures', 'indirect', 'list', 'time'],
  },
  // revenue GH₵8,412k < GH₵9,655k -> declining-revenue; loss before tax -> burn-above-revenue
  // gross margin 3,111/8,412 = 37.0% vs 3,571/9,655 = 37.0% -> flat, no gross-margin flag
  {
    id: 'h14-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `AKOMA FRESH LIMITED
Financial statements for the year ended 31 December 2023

Statement of profit or loss (extract)      2023        2022
                                           GH₵'000     GH₵'000
Revenue                                    8,412       9,655
Cost of sales                             (5,301)     (6,084)
Gross profit                               3,111       3,571
Administrative and distribution costs     (5,988)     (4,702)
Finance costs                               (642)       (318)
Loss before tax                           (3,519)     (1,449)

Note 2.1 — Going concern
The company incurred a loss of GH₵3.5 million for the year and, at the reporting date, its
current liabilities exceeded its current assets by GH₵2.2 million. The directors are in
discussion with the existing shareholders for additional equity of GH₵6.0 million, which had
not been committed at the date these financial statements were approved. These conditions
indicate that a material uncertainty exists that may cast significant doubt on the company's
ability to continue as a going concern.

Independent auditor's report (extract)
In our opinion, the financial statements give a true and fair view of the financial position
of Akoma Fresh Limited as at 31 December 2023 in accordance with IFRS and the Companies Act,
2019 (Act 992). We draw attention to Note 2.1. Our opinion is not modified in respect of this
matter.`,
    present: ['declining-revenue', 'going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'gross-margin', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },
  // founders 46.2% >= 40%; largest investor 19.0% < 50%; licence already granted; no pending litigation
  {
    id: 'h14-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
KOBOLINK TECHNOLOGIES LIMITED (RC 1654321)
Non-binding, save for the Confidentiality, Exclusivity and Governing Law sections.

Issuer: KoboLink Technologies Limited, a private company incorporated in Nigeria (the "Company").
Lead Investor: Savannah Frontier Fund II LP (the "Lead"), USD 4,000,000.
Other Investors: existing seed holders exercising pro-rata rights, up to USD 1,000,000.
Pre-money valuation: USD 16,000,000 on a fully diluted basis, including an ESOP top-up to 10%.

Post-closing capitalisation (fully diluted):
  Founders (Chidi Okafor, Halima Bello) ........ 46.2%
  Lead ......................................... 19.0%
  Seed and angel investors ..................... 24.8%
  ESOP (allocated and unallocated) ............. 10.0%

Board: five directors — two nominated by the Founders, one by the Lead, one by the seed
investors, and one independent director agreed by the Founders and the Lead.

Licences: The Company holds a Payment Solution Service Provider licence granted by the Central
Bank of Nigeria on 9 February 2024. Keeping that licence in good standing is a condition of
Closing.

Representations: customary for a transaction of this kind, including that no litigation,
arbitration or regulatory proceeding is pending or, to the Company's knowledge, threatened
against the Company or either Founder.

Founder vesting: 25% of each Founder's shares vested at Closing; the balance vests monthly over
36 months.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'regulatory'],
    traits: ['negation', 'figures', 'list'],
  },
  // one-time pilot EGP 8.7M counted inside ARR EGP 24.6M -> non-recurring-revenue
  // anchor account "a little over 60%" of subscription ARR EGP 15.9M ≈ EGP 9.6M / 24.6M ≈ 39% >= 30% -> customer-concentration
  // target EGP 40M by Dec-2025 vs 24.6M in Mar-2024 ≈ 1.6x over 21 months -> not unrealistic-growth
  {
    id: 'h14-en-w2-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `06 | TRACTION

ARR (March 2024): EGP 24.6M
   – 1,140 pharmacies on monthly Dawaa+ plans ............ EGP 15.9M annualised
   – Ministry of Health e-dispensing pilot ............... EGP 8.7M
     (one-time contract, delivered and paid November 2023)

Pharmacies live: 1,140 in Cairo, Giza and Alexandria
Monthly logo churn: 1.8%

07 | HOW WE SELL

Our anchor account, Nour Pharmacies (412 branches), rolled us out group-wide last summer and
now makes up a little over 60% of subscription revenue. Independents come in through our
field team and through the two largest wholesalers, who bundle Dawaa+ with credit lines.

08 | WHERE WE'RE GOING

Target ARR of EGP 40M by December 2025, driven by Upper Egypt and the Delta.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['unrealistic-growth', 'high-churn'],
    traits: ['figures', 'indirect', 'list', 'split'],
  },
  // revenue UGX 2.1bn (2024) -> 9.4bn (2025) = 4.5x in one year -> unrealistic-growth
  // ERA licence applied for Feb 2024, not yet granted -> pending-licence
  {
    id: 'h14-en-w2-05',
    documentType: 'business_plan',
    language: 'en',
    text: `LAKESIDE POWER (U) LTD — BUSINESS PLAN 2024–2026
Section 5: Financial projections

                         2024 (budget)    2025          2026
Active connections       3,800            16,500        41,000
Revenue (UGX)            2.1bn            9.4bn         21.6bn
Gross margin             38%              41%           44%

Key assumptions
a) Tariff of UGX 1,100 per kWh on the island grids and UGX 950 on the mainland sites, in line
   with the rates we charge today.
b) Average consumption rises from 9 kWh to 14 kWh per household per month as customers add
   fridges, clippers and milling machines.
c) The 2025 and 2026 columns include the eleven Kalangala and Buvuma island sites. Our
   application for generation and distribution licences for these sites was lodged with the
   Electricity Regulatory Authority in February 2024; the public hearing took place in May and
   we are waiting for the Authority's decision, which we expect in the third quarter.
d) Capital for the island sites (about USD 3.4M) is financed 60/40 by a blended-finance
   facility and equity.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['gross-margin', 'missing-financials'],
    traits: ['table', 'figures', 'time'],
  },
  // revenue SLE 14.6m up from 11.2m; margin (14.6-6.1)/14.6 = 58.2% vs (11.2-4.6)/11.2 = 58.9% (-0.7 pt)
  // profit before tax positive; loan repaid early; covenants met; unmodified opinion; no going-concern doubt
  {
    id: 'h14-en-w2-06',
    documentType: 'financial_statements',
    language: 'en',
    text: `SALONE CREDIT LIMITED
Audited financial statements — year ended 31 December 2023 (extracts)

                                   2023          2022
                                   SLE'000       SLE'000
Revenue (fees and interest)        14,640        11,210
Direct costs                       (6,120)       (4,590)
Operating expenses                 (5,910)       (4,930)
Profit before tax                   2,610         1,690

Note 14 — Borrowings
The USD 250,000 term facility from a regional development lender was repaid in full in August
2023, four months ahead of its contractual maturity. The company met every financial covenant
on its remaining SLE-denominated overdraft throughout the year and at the reporting date.

Note 2 — Basis of preparation
The directors have assessed the company's ability to continue as a going concern for at least
twelve months from the date of approval and are satisfied that it has adequate resources to do
so. They are not aware of any material uncertainty in this respect.

Report of the independent auditors (extract)
We have audited the financial statements of Salone Credit Limited ... In our opinion, the
financial statements present fairly, in all material respects, the financial position of the
company as at 31 December 2023 in accordance with IFRS and the Companies Act 2009 of Sierra
Leone.`,
    present: [],
    absent: ['debt-distress', 'going-concern', 'audit-opinion', 'gross-margin'],
    traits: ['negation', 'table', 'figures', 'time'],
  },
  // open suit in Commercial Court -> litigation; warehouse leased from CEO's brother-in-law's company -> related-party;
  // overdue GST assessment with LRA -> debt-distress (tax arrears)
  {
    id: 'h14-en-w2-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `GBARNGA FRESH INC. — RESPONSES TO INVESTOR DUE DILIGENCE QUESTIONNAIRE (Section 4–9)

4.1 Is the Company a party to any pending or threatened litigation, arbitration or
administrative proceeding?
One matter. In November 2023 Sinoe Trading Inc., formerly our distributor for Grand Bassa
County, filed an action of damages in the Commercial Court of Liberia at Monrovia claiming
USD 182,000 for alleged wrongful termination of its distribution agreement. We filed our
answer in January. The next hearing is set for 18 July 2024. Counsel views the claim as weak.

4.2 Any other claims threatened in writing?
No.

6.3 List all transactions between the Company and any director, shareholder or their relatives.
Our Paynesville warehouse is leased from Kollie Holdings Inc. at USD 4,500 per month.
Kollie Holdings is owned by Mr. James Kollie, brother-in-law of our CEO. The lease was signed
in 2021 and we consider the rent to be in line with the market.

7.2 Are all tax returns filed and all taxes paid?
Returns are filed. Following its audit in March 2024, the Liberia Revenue Authority assessed
USD 46,300 of GST for FY2022 plus penalties. That amount is now past due; we are negotiating a
payment schedule with the LRA.

9.1 Changes in key management in the last 24 months?
None at management level. The finance manager position was newly created and filled in
September 2023.`,
    present: ['litigation', 'related-party', 'debt-distress'],
    absent: ['founder-departure'],
    traits: ['indirect', 'negation', 'figures'],
  },
  // runway GHS 9.8m / 0.70m net burn a month = 14 months >= 9; net burn 700k < revenue 820k a month
  // churn 3.1% a month < 5%; no school group above 12% of revenue; competitors named
  {
    id: 'h14-en-w2-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KASA LEARN — SERIES A, SEPTEMBER 2024

Numbers that matter
   Monthly revenue (Aug)         GHS 820k
   Paying learners               61,400
   Monthly subscriber churn      3.1%
   Net burn                      GHS 700k / month
   Cash in bank                  GHS 9.8m

Who we sell to: parents direct (72% of revenue) and 210 private schools. No school group is
above 12% of revenue.

Competition — yes, there is plenty
uLesson and Siyavula do video and practice well, and WhatsApp tutor groups cost almost nothing.
Where we win: the whole WASSCE syllabus in Twi and English, offline on a GHS 600 Android, and a
teacher dashboard that the schools actually open every day.`,
    present: [],
    absent: ['no-competition', 'high-churn', 'short-runway', 'burn-above-revenue', 'customer-concentration'],
    traits: ['figures', 'list', 'negation'],
  },
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
  // investor 3,800,000 / 7,200,000 = 52.8% >= 50% -> investor-control; founders 3,000,000 / 7,200,000 = 41.7% >= 40%
  // bottles bought from company owned by CEO's husband -> related-party
  // margin (1.62bn - 1.31bn) / 1.62bn = 19%; plan 2.3bn / 1.62bn = 1.4x
  {
    id: 'h14-en-w2-18',
    documentType: 'business_plan',
    language: 'en',
    text: `ZOBO NATION LTD — BUSINESS PLAN 2025
Section 7: Ownership, governance and key suppliers

Following the ₦900 million bridge round completed in March 2024, the register of members reads:

   Sahel Agro Holdings Ltd ................... 3,800,000 ordinary shares
   Folake Okon and Ibrahim Musa (founders) ... 3,000,000 ordinary shares
   Staff share trust ........................... 400,000 ordinary shares
   Total ..................................... 7,200,000

Sahel Agro appoints three of the five directors and the chairman.

Suppliers
Our PET bottles and caps are bought from Okon Plastics Ltd in Ota, which is owned by Folake's
husband. Purchases in 2023 came to ₦182 million, about 14% of cost of sales. Prices are
reviewed each year against two quotes from other suppliers.

Trading summary
2023 revenue was ₦1.62 billion against cost of sales of ₦1.31 billion. The 2025 plan is
₦2.3 billion, with the Abuja and Port Harcourt depots opening in the first half.`,
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership'],
    traits: ['figures', 'indirect', 'list'],
  },
  // GM FY23 (6.40-3.71)/6.40 = 42.0%, FY24 (6.59-4.08)/6.59 = 38.1% -> down 3.9 pts < 5 -> no gross-margin flag
  // revenue up 3%; operating profit positive; unmodified audit opinion
  {
    id: 'h14-en-w2-19',
    documentType: 'financial_statements',
    language: 'en',
    text: `ELGON HIGHLAND COFFEE ROASTERS LIMITED
Annual report and financial statements — year ended 30 June 2024

Statement of profit or loss               FY2024          FY2023
                                          UGX bn          UGX bn
Revenue                                   6.59            6.40
Cost of sales                            (4.08)          (3.71)
Gross profit                              2.51            2.69
Operating expenses                       (2.21)          (2.05)
Operating profit                          0.30            0.64

Directors' review
Revenue grew by 3%, well below the 11% we achieved the year before, as two supermarket chains
cut shelf space for premium coffee. Green-bean prices at the farm gate in Mbale and Kapchorwa
rose sharply through the year and we chose to hold retail prices.

Report of the independent auditor (extract)
In our opinion the financial statements give a true and fair view of the financial position of
the Company as at 30 June 2024 and of its financial performance and cash flows for the year then
ended, in accordance with IFRS and the Companies Act of Uganda.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // investor 51.0% >= 50% -> investor-control; founders 41.0% >= 40%; FRA licence applied for, under review -> pending-licence
  {
    id: 'h14-en-w2-20',
    documentType: 'legal_docs',
    language: 'en',
    text: `TERM SHEET — PROPOSED INVESTMENT IN TAMWEEL SAHL S.A.E.
Strictly confidential. Non-binding except clauses 11 (Exclusivity) and 12 (Governing law).

1. Company: Tamweel Sahl S.A.E., a joint stock company registered in Cairo (the "Company").
2. Investor: Delta Gulf Capital Ltd (the "Investor").
3. Investment: EGP 310,000,000 for newly issued ordinary shares, payable in two tranches of
   EGP 120,000,000 (Tranche 1) and EGP 190,000,000 (Tranche 2).
4. Shareholding after Tranche 2 (fully diluted):
      Investor ........................................ 51.0%
      Karim Mansour and Yasmine Fahmy (founders) ...... 41.0%
      Employee incentive plan .......................... 8.0%
5. Conditions to Tranche 2:
   (a) the Financial Regulatory Authority granting the Company a licence to carry on consumer
       finance activity under Law No. 18 of 2020 — the application was filed on 2 February
       2024 and remains under review;
   (b) no material adverse change.
6. Board: five members; three appointed by the Investor, including the chairman.
7. Reserved matters: annual budget, new debt above EGP 20,000,000 and any change of business
   require the Investor's consent.`,
    present: ['pending-licence', 'investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'time'],
  },
  // runway GHS 3.45m / 0.31m a month = 11.1 months >= 9; net burn 310k < revenue 450k; revenue up (430k -> 450k)
  // loan repayments on schedule; landlord dispute only possible, nothing filed -> no flag
  {
    id: 'h14-en-w2-21',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Nana Yaw Darko
To: Investors — Tema Cold Link
Subject: Q2 note + the warehouse thing

Hi everyone,

Quick Q2 round-up before the proper report next month.

June revenue came in at GHS 450k (May was 430k). Net burn is running at about GHS 310k a
month and we had GHS 3.45m in the bank on 30 June, so call it eleven months on today's numbers,
longer if the two hospital contracts start in September as planned.

Every repayment on the equipment loan is on schedule; the last one went out on 28 June.

The warehouse thing: our old landlord in Tema is talking about keeping the GHS 60k deposit
because of "damage" to the loading bay. If he pushes it, it could end up in court, but nothing
has been filed and our lawyer thinks it won't come to that. I'm mentioning it so nobody hears
it first from someone else.

Shout if you have questions.

Nana`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'litigation', 'debt-distress', 'declining-revenue'],
    traits: ['figures', 'modality', 'negation', 'prose'],
  },
  // revenue ₦412m -> ₦388m -> ₦351m quarter on quarter -> declining-revenue; unaudited interim -> audit-opinion
  // unpaid CIT for 2022-2023 with FIRS demand notices -> debt-distress (tax arrears)
  // GM 133/412 = 32.3%, 125/388 = 32.2%, 113/351 = 32.2% -> stable; operating profit positive each quarter
  {
    id: 'h14-en-w2-22',
    documentType: 'financial_statements',
    language: 'en',
    text: `BRIGHTWAY HAULAGE NIGERIA LIMITED
Interim financial information for the nine months ended 30 September 2024
(These interim figures have not been audited or reviewed by the Company's auditors.)

                          Q1 2024     Q2 2024     Q3 2024
                          ₦'m         ₦'m         ₦'m
Revenue                   412         388         351
Cost of sales            (279)       (263)       (238)
Gross profit              133         125         113
Operating expenses       (110)       (108)       (105)
Operating profit           23          17           8

Note 9 — Taxation
Company income tax for the 2022 and 2023 years of assessment has not been paid. The Federal
Inland Revenue Service has issued demand notices totalling ₦38.4 million, including penalties
and interest, which are included in current liabilities. Management intends to apply for
payment by instalments once the receivable from a state government contract is collected.`,
    present: ['declining-revenue', 'audit-opinion', 'debt-distress'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
  // top customer 11.2 / 46.5 = 24.1% < 30%; inspection closed; table reconciled; leavers' options lapsed; no related parties
  {
    id: 'h14-en-w2-23',
    documentType: 'legal_docs',
    language: 'en',
    text: `SAHLA LOGISTICS TECH S.A.E. — DUE DILIGENCE QUESTIONNAIRE: COMPANY RESPONSES (extract)

Q 3.4  Has the Company been subject to any sanction, fine, warning or suspension by a regulator?
A      No. The Central Bank of Egypt's inspection of our payment-collection operations, which
       began in October 2023, was closed in January 2024 without findings.

Q 5.1  Is the capitalisation table fully reconciled?
A      Yes. Our counsel reconciled it against the commercial register and every SAFE and
       convertible note as at 31 March 2024. The reconciled table is in folder 2.1 of the data
       room.

Q 5.3  Do any former founders, employees or advisers hold shares or options?
A      No founder has left the Company. Two engineers who left in 2023 held only unvested
       options, which lapsed on their departure under the plan rules. Our one adviser holds
       0.4% (vested) and still advises us.

Q 6.2  Please describe any related-party transactions.
A      None. The Smart Village office is leased from an unrelated developer and no director,
       shareholder or relative of either supplies goods or services to the Company.

Q 7.1  Share of revenue from the largest customer?
A      24% in 2023: EGP 11.2m out of total revenue of EGP 46.5m.`,
    present: [],
    absent: ['regulatory', 'cap-table-complexity', 'dead-equity', 'related-party', 'customer-concentration', 'founder-departure'],
    traits: ['negation', 'figures', 'time'],
  },
  // costs SLE 480k a month > revenue SLE 350k a month -> burn-above-revenue
  // runway SLE 2.1m / (480k - 350k) = 16 months >= 9 -> no short-runway
  // missed March and April instalments -> debt-distress; directors' significant doubt -> going-concern
  {
    id: 'h14-en-w2-24',
    documentType: 'business_plan',
    language: 'en',
    text: `TOKEH BAY FISH & ICE LTD — BRIDGE FINANCING PLAN
Paper for the shareholders' meeting of 14 June 2024

1. Where we stand
Since the second ice plant came online, revenue has averaged SLE 350,000 a month against
operating costs of SLE 480,000. Cash at 31 May was SLE 2.1 million.

2. The bank
We did not pay the March and April instalments (SLE 95,000 each) on the Rokel Commercial Bank
asset loan, whose outstanding balance is SLE 3.4 million. The bank has agreed not to act before
31 July but has not waived the default, and under the facility it can call the whole balance.

3. The directors' view
Unless the bridge set out below closes, or the bank agrees to restructure the loan, the
directors consider that there is significant doubt about whether the company can continue as
a going concern beyond the end of this year.

4. The bridge
SLE 4.0 million in convertible notes from existing shareholders, of which SLE 2.6 million is
committed, to clear the arrears, prepay part of the loan and fund the cold-truck route to
Bo and Kenema.`,
    present: ['burn-above-revenue', 'debt-distress', 'going-concern'],
    absent: ['short-runway'],
    traits: ['figures', 'indirect', 'modality'],
  },
  // payback ₦240k / (₦55k ARPA x 72% = ₦40k) = 6 months as stated; LTV ₦40k / 2.5% = ₦1.6m, /₦240k = 6.7x as stated
  // churn 2.5% a month < 5%; one-off fees kept out of MRR; runway ₦410m / ₦20m = 20.5 months; burn ₦20m < MRR ₦62m
  {
    id: 'h14-en-w2-25',
    documentType: 'pitch_deck',
    language: 'en',
    text: `LEDGERLY — BOOKKEEPING ON WHATSAPP FOR NIGERIAN SMEs

SLIDE 7 · The business today (June 2024)
   MRR                          ₦62m   (subscriptions only)
   Paying SMEs                  1,120
   ARPA                         ₦55k / month
   Gross margin                 72%
   Monthly logo churn           2.5%
   One-off integration fees     ₦18m in H1, reported separately — not in MRR

SLIDE 8 · Unit economics
   CAC (blended, incl. field agents)   ₦240k
   Gross profit per SME per month      ₦40k
   Payback                             6 months
   LTV (₦40k ÷ 2.5% churn)             ₦1.6m → LTV:CAC ≈ 6.7x

SLIDE 9 · Cash
   Net burn ₦20m / month · ₦410m in the bank · raising ₦3bn Series A to expand to Accra`,
    present: [],
    absent: ['unit-economics', 'non-recurring-revenue', 'high-churn', 'short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list', 'table'],
  },
  // licence revocation and court challenge concern a rival, not the company; founders 44% >= 40%; largest investor 27% < 50%
  // H1 2024 GHS 5.1m > H1 2023 GHS 3.6m; no merchant above 6% of revenue
  {
    id: 'h14-en-w2-26',
    documentType: 'business_plan',
    language: 'en',
    text: `INVESTMENT MEMO — NKWA PAY LTD (GHANA)
For the Investment Committee, 12 August 2024

Business: merchant acquiring and QR payments for market traders in Kumasi, Accra and Takoradi.

Financials: revenue of GHS 7.9m in FY2023; H1 2024 revenue GHS 5.1m against GHS 3.6m in H1
2023. No merchant accounts for more than 6% of revenue.

Market event: in June the Bank of Ghana revoked the licence of ZipCedi, a competing payments
company, citing anti-money-laundering failures, and ZipCedi has challenged the revocation in the
High Court. Nkwa was not part of that action. Its enhanced payment service provider licence was
renewed in January 2024 and the Bank's last on-site inspection closed with no findings. We see
ZipCedi's exit as an opening: roughly 40,000 of its merchants need a new provider.

Ownership: the three founders, all full-time, hold 44% between them; the largest investor,
a Lagos-based fund, holds 27%.

Recommendation: proceed to term sheet at up to USD 1.5M for 12%.`,
    present: [],
    absent: ['regulatory', 'litigation', 'low-founder-ownership', 'investor-control', 'customer-concentration', 'declining-revenue'],
    traits: ['indirect', 'negation', 'figures'],
  },
];
