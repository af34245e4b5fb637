/** Part b of cases-dev-retired-fifteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthEnW2B: readonly RedFlagCase[] = [
  // Founders 23% + 23% = 46% (≥ 40%); largest investor 28% (< 50%). Total 46 + 28 + 14.5 + 11.5 = 100%.
  {
    id: 'h15-en-w2-13',
    documentType: 'legal_docs',
    text: `DANFO LOGISTICS TECHNOLOGIES LIMITED — SERIES A TERM SHEET
Date: 7 October 2024 | Investment: USD 4,000,000 | Lead: Harmattan Ventures Fund I

1. Pro forma fully diluted shareholding after closing (Schedule 1):
   Ifeoma Eze (co-founder, CEO) .............. 23.0%
   Segun Adebayo (co-founder, COO) ........... 23.0%
   Harmattan Ventures Fund I ................. 28.0%
   Existing seed investors ................... 14.5%
   ESOP (including top-up) ................... 11.5%
2. Schedule 1 has been reconciled by Company counsel to the register of members filed with the Corporate Affairs Commission as at 30 September 2024.
3. Board: 2 founder directors, 1 Harmattan director, 1 seed-investor director, 1 independent.
4. Leaver provisions: if a Founder ceases to be employed within 36 months of closing, unvested shares shall be bought back at nominal value; vested shares of a bad leaver at the lower of cost and fair value.
5. Use of proceeds: expansion to Abuja and Port Harcourt; fleet-management software.
6. Governing law: Federal Republic of Nigeria; disputes to arbitration in Lagos.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity', 'dead-equity'],
    traits: ['list', 'figures', 'hedge'],
  },
  // Runway: ZMW 2.11m / ZMW 421.6k net burn = 5.0 months (< 9) → short-runway.
  // Costs ZMW 604k > revenue ZMW 182.4k in August → burn-above-revenue.
  // Churn: 38 / 520 = 7.3% in one month (≥ 5%) → high-churn.
  {
    id: 'h15-en-w2-14',
    documentType: 'business_plan',
    text: `From: Mutale Chisenga <mutale@somazed.co.zm>
To: SomaZed investors
Subject: SomaZed — August 2024 update

Hi all,

Quick numbers for August:
- Revenue: ZMW 182,400 (July: ZMW 176,900)
- Total spend: ZMW 604,000 → net burn ZMW 421,600
- Cash at bank, 31 Aug: ZMW 2.11m
- Paying schools: 520 on 1 Aug; 38 cancelled, 41 new → 523 on 31 Aug

Load-shedding has been brutal — many schools in Kabwe and Kitwe now get 4-6 hours of power a day, which is why cancellations are up. We have shipped offline mode and solar-bank bundles with a partner.

Asks: intros to Copperbelt school networks, and anyone who knows the Ministry of Education ICT team.

Thanks,
Mutale`,
    present: ['short-runway', 'burn-above-revenue', 'high-churn'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Revenue 248.6 → 241.0 → 226.3 → 210.4 (falls each quarter) → declining-revenue.
  // Gross margin 31.2% (Q1 2024) → 26.0% (Q2 2024) = −5.2 points (≥ 5) → gross-margin.
  // Costs Q2: 155.7 + 47.6 = 203.3 < 210.4 revenue → no burn-above-revenue.
  {
    id: 'h15-en-w2-15',
    documentType: 'financial_statements',
    text: `OJAFRESH LIMITED — MANAGEMENT ACCOUNTS, QUARTERLY (₦ million)
Prepared by management. Not reviewed or audited.

Quarter ended         Sep-23   Dec-23   Mar-24   Jun-24
Revenue                248.6    241.0    226.3    210.4
Cost of sales          164.1    161.5    155.6    155.7
Gross profit            84.5     79.5     70.7     54.7
Gross margin           34.0%    33.0%    31.2%    26.0%
Operating expenses      47.2     48.0     47.9     47.6
EBITDA                  37.3     31.5     22.8      7.1

Commentary (CFO):
- Basket sizes in Abuja and Lagos down as customers trade to cheaper brands.
- Imported packaging and cold-room diesel repriced after the naira moved from ~₦900 to ~₦1,500/USD.
- Head-count frozen; opex flat.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Cash ZMW 4.4m / ZMW 400k a month of capex outflow = 11 months (≥ 9) → no short-runway.
  // Opex ZMW 1.09m < revenue ZMW 1.31m; outflow ZMW 400k < revenue → no burn-above-revenue.
  // Churn 1 / 34 clients in a quarter = 2.9% a quarter ≈ 1% a month (< 5%).
  {
    id: 'h15-en-w2-16',
    documentType: 'business_plan',
    text: `SunCopper Energy Ltd (Kitwe) — Q2 2024 investor update

Highlights
- Revenue (lease + O&M): average ZMW 1.31m a month in Q2 (Q1: ZMW 1.18m).
- Operating costs: ZMW 1.09m a month. Operating profit positive for the third quarter running.
- Cash at 30 June: ZMW 4.4m. We are deliberately spending about ZMW 400k a month of it on new rooftop builds (capex), so at this pace cash covers 11 months of builds, before the ZMW 8m asset-finance line signed in June starts drawing.
- Clients: 34 commercial & industrial sites. One terminated in Q2 (a hardware store in Ndola that closed down); three signed.

Next quarter: first mine-township site in Chingola; second O&M crew for Solwezi.

— Bwalya Musonda, CEO`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn'],
    traits: ['list', 'figures', 'hedge'],
  },
  // Revenue for August vs budget (not vs a prior period) → no declining-revenue.
  {
    id: 'h15-en-w2-17',
    documentType: 'legal_docs',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF SANKOFA PHARMA DIGITAL LIMITED
held at the Company's office, East Legon, Accra, on 18 September 2024 at 10:00

Present: Dr Yaw Ofori (Chair), Kojo Appiah (CEO), Esi Quartey (CFO), Nana Agyeman (investor director)
In attendance: Company Secretary; Mr Kwesi Ampofo, external counsel (item 5)

3. MANAGEMENT
The Chair informed the Board that Mrs Adwoa Mensah, co-founder and Chief Operating Officer, had submitted a letter dated 2 September 2024 resigning with effect from 31 December 2024. The Board accepted the resignation and asked the CEO to present a handover plan.

4. TAX
The CFO reported that the instalments for July and August under the payment plan agreed with GRA in April for outstanding VAT, NHIL and GETFund levies of GH₵ 1.32m had not been paid. GRA has issued a demand notice with penalties.

5. LEGAL
Counsel reported that in the suit by Dzorwulu Properties Ltd over the terminated lease of the Osu branch, pleadings have closed and the hearing was adjourned to 7 November 2024.

6. TRADING
Revenue for August was GH₵ 2.9m against a budget of GH₵ 3.1m.

There being no other business, the meeting closed at 12:40.`,
    present: ['founder-departure', 'debt-distress', 'litigation'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect', 'time'],
  },
  // ARR FY2024 MK 150m includes a one-time MK 60m implementation fee → non-recurring-revenue.
  // MK 150m → MK 620m = 4.1× in FY2025 (≥ 4×); MK 620m → MK 2,500m = 4.0× → unrealistic-growth.
  {
    id: 'h15-en-w2-18',
    documentType: 'business_plan',
    text: `CHIPATALA CLOUD LTD — BUSINESS PLAN 2025-2027 (extract)

4. FINANCIAL PROJECTIONS
Annual recurring revenue (ARR), FY2024 actual: MK 150m, made up of
   Clinic subscriptions (212 private clinics) .................... MK 90m
   Ministry of Health, Dowa & Ntchisi roll-out — one-time
   implementation and training fee ............................... MK 60m

                  FY2024A   FY2025F   FY2026F   FY2027F
ARR (MK m)           150       620     2,500     9,800
Clinics              212       700     2,100     5,600

5. OPERATIONS AND SUPPLY
Tablets, routers and the Lilongwe server rack are bought from Kalulu Technologies Ltd, Blantyre,
whose managing shareholder, Mr Yamikani Kalulu, is the brother of our CEO, Thoko Kalulu.
Purchases in FY2024: MK 38m, on 60-day credit.

6. TEAM
CEO Thoko Kalulu (ex-Baobab Health); CTO Grace Nyirenda; 14 staff in Lilongwe and Mzuzu.`,
    present: ['unrealistic-growth', 'non-recurring-revenue', 'related-party'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  // LTV = MK 1,600 × (1 / 3%) ≈ MK 53,000; MK 53,000 / MK 9,000 = 5.9x → consistent with the claim.
  // Growth 420 → 1,100 (2.6×) → 2,500 (2.3×) → 4,800 (1.9×): below 4× a year and below 3× a year over three years.
  {
    id: 'h15-en-w2-19',
    documentType: 'pitch_deck',
    text: `CHUMA LENDING — Series Seed | deck.pdf (text layer)
--- slide 5: COMPETITI0N ---
Direct: 2 bank-led VSLA apps (pilots in
Zomba & Dedza)
Indirect: MNO nano-loans, katapila lenders
Our edge: 6 yrs of group repayment data
--- slide 7: UNIT ECONOMICS ---
Contribution / member / month .. MK 1,600
Monthly churn .................. 3%
Lifetime (1 / 3%) .............. ~33 mo
LTV ............................ MK 53,000
CAC ............................ MK 9,000
LTV / CAC ...................... 5.9x
--- slide 9: FINANCIALS ---
            2024A    2025F    2026F    2027F
Rev MK m     420     1,100    2,500    4,800`,
    present: [],
    absent: ['no-competition', 'unit-economics', 'unrealistic-growth', 'high-churn'],
    traits: ['ocr', 'table', 'figures'],
  },
  // Tunde is an early engineer (not a founder or executive): dead-equity without founder-departure.
  // "MRR" ₦18.2m includes a one-off ₦6m onboarding fee → non-recurring-revenue.
  {
    id: 'h15-en-w2-20',
    documentType: 'pitch_deck',
    text: `#founders — Slack export, AjoBox
[09:14] Emeka Obi: investor call at 2. they will ask for the cap table again
[09:15] Zainab Bello: which one 😅 the Carta one or the sheet Tolu's lawyer sent? they don't match, the 2022 SAFE conversions were never reconciled
[09:16] Emeka Obi: we say it's being reconciled. honestly I don't know who owns what after the notes
[09:18] Zainab Bello: and Tunde. our first engineer, left in 2022, still has his 4%. the buyback never happened
[09:18] Emeka Obi: on the list
[09:19] Emeka Obi: revenue slide: MRR ₦18.2m for September
[09:20] Zainab Bello: that includes the ₦6m Lagos State onboarding fee, it's a one-off. if they diligence it...
[09:21] Emeka Obi: it sits in "recurring" on the slide for now. we'll footnote it later
[09:21] Zainab Bello: 🙄 ok`,
    present: ['cap-table-complexity', 'dead-equity', 'non-recurring-revenue'],
    absent: ['founder-departure'],
    traits: ['chat', 'indirect'],
  },
  // Founders 3 × 11% = 33% (< 40%) → low-founder-ownership. Largest investor 28% (< 50%).
  // No revenue or cost figure (only market size and the ask) → missing-financials.
  {
    id: 'h15-en-w2-21',
    documentType: 'pitch_deck',
    text: `SusuPlus — Investor deck (scanned, OCR)
[p.2] THE PROBLEM
 7 in 10 market women save with
 susu collectors — no receipts, no
 interest, collectors disappear
[p.4] MARKET
 TAM US$2.1bn informal savings (Ghana)
 SAM US$640m Greater Accra + Ashanti
[p.6] REGULATORY
 Bank of Ghana Dedicated EMI licence:
 application filed Feb 2024 — under
 review; live today via partner bank
[p.8] OWNERSHIP
 Founders (3) ............ 11% each
 Accra Seed Partners ..... 28%
 Angel syndicate ......... 22%
 ESOP .................... 17%
[p.9] THE ASK
 Raising US$800k — 60% product,
 40% agent network in Kumasi`,
    present: ['missing-financials', 'low-founder-ownership', 'pending-licence'],
    absent: ['investor-control'],
    traits: ['ocr', 'list', 'indirect'],
  },
  // Revenue ZMW 14.2m (H1 2024) > ZMW 11.6m (H1 2023); churn 3.8% a month (< 5%).
  {
    id: 'h15-en-w2-22',
    documentType: 'legal_docs',
    text: `MULUNGUSHI CONNECT LIMITED
Minutes of the Board meeting held at Plot 4, Addis Ababa Drive, Lusaka, on 22 July 2024

1. Apologies: none. Quorum confirmed.
2. Regulatory: The CEO reported that ZICTA approved the renewal of the Company's network and service licences on 14 May 2024 for ten years, with no new conditions. The ZRA compliance audit opened in 2023 was closed in June with no assessment raised. No regulatory matters are open.
3. Management: The Chair referred to press speculation about the CTO. Ms Mirriam Lungu, co-founder and CTO, confirmed that she is not leaving and has signed a new three-year service agreement.
4. Trading: Revenue for H1 2024 was ZMW 14.2m (H1 2023: ZMW 11.6m). Monthly subscriber churn averaged 3.8% (H1 2023: 4.4%). EBITDA margin 21%.
5. Capex: approved ZMW 3.5m for fibre extension to Chalala and Ibex Hill.
6. Next meeting: 21 October 2024.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'founder-departure', 'high-churn', 'declining-revenue'],
    traits: ['prose', 'negation', 'time', 'figures'],
  },
  // One customer: SLE 9,800k / SLE 24,600k = 39.8% (≥ 30%) → customer-concentration.
  // Cost of sales SLE 26,100k > revenue SLE 24,600k → gross margin −6.1% (2022: +6.4%) → gross-margin and burn-above-revenue.
  {
    id: 'h15-en-w2-23',
    documentType: 'financial_statements',
    text: `LUMLEY AGGREGATES & HAULAGE (SL) LIMITED
NOTES TO THE FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2023

5. REVENUE                              2023       2022
                                     SLE'000    SLE'000
   Haulage                            17,310     14,820
   Aggregate sales                     7,290      6,010
                                      24,600     20,830
   Revenue from one customer, a mining company in Moyamba District, amounted to
   SLE 9,800k (2022: SLE 6,100k). No other customer exceeded 10% of revenue.

6. COST OF SALES
   Fuel                               14,920     10,440
   Drivers and site labour             5,480      4,610
   Depreciation — trucks               3,870      3,150
   Repairs and tyres                   1,830      1,290
                                      26,100     19,490

19. TAXATION PAYABLE
   Includes GST of SLE 1,240k assessed by the National Revenue Authority, of which
   SLE 880k relates to 2021-2022 and is overdue; penalties of SLE 96k have been accrued.`,
    present: ['customer-concentration', 'gross-margin', 'burn-above-revenue', 'debt-distress'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Sable: 5,100,000 / 10,000,000 = 51% (≥ 50%) → investor-control.
  // Founders (2,600,000 + 1,600,000) / 10,000,000 = 42% (≥ 40%) → no low-founder-ownership.
  // Payback: MK 240,000 / MK 12,000 a month = 20 months, not the claimed 4 → unit-economics.
  {
    id: 'h15-en-w2-24',
    documentType: 'legal_docs',
    text: `TIYENI PAY LIMITED — RESPONSES TO INVESTOR DUE DILIGENCE QUESTIONNAIRE (v2, 9 Sept 2024)

SECTION C — REGULATORY
C1. Describe any current or past action by a regulator.
    On 1 August 2024 the Reserve Bank of Malawi directed the Company to suspend onboarding of new agents for 90 days, pending remediation of KYC findings from its June on-site examination. Existing agents continue to transact.
C2. Licences held: Payment Systems Service Provider licence (RBM), granted 2021, renewed 2024.

SECTION D — OWNERSHIP
D1. Shareholders (ordinary shares):
    Sable Capital Partners (Mauritius) .... 5,100,000
    Grace Chirwa (founder, CEO) ........... 2,600,000
    Peter Mwale (co-founder, CTO) ......... 1,600,000
    Tiyeni Employee Trust ................... 700,000
    Total ................................ 10,000,000

SECTION E — UNIT ECONOMICS
E1. What is the payback period on a new agent?
    New agents pay back their acquisition cost within 4 months.
E2. Supporting data:
    Acquisition cost per agent (training, branding kit, float advance written off): MK 240,000
    Average monthly margin retained by Tiyeni per active agent: MK 12,000`,
    present: ['regulatory', 'investor-control', 'unit-economics'],
    absent: ['low-founder-ownership', 'pending-licence'],
    traits: ['form', 'figures', 'indirect'],
  },
  {
    id: 'h15-en-w2-25',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS OF LIKUNI DAIRY PRODUCTS LIMITED

Opinion
We have audited the financial statements of Likuni Dairy Products Limited for the year ended 31 March 2024, which show revenue of MK 3.42 billion and profit for the year of MK 286 million. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 March 2024 and of its financial performance and cash flows for the year then ended, in accordance with IFRS and the Companies Act, 2013.

Basis for Opinion
We conducted our audit in accordance with International Standards on Auditing. We believe the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.

Emphasis of Matter — Settlement of tax dispute
We draw attention to Note 27, which describes the settlement in March 2024 of the Company's dispute with the Malawi Revenue Authority over withholding tax for 2020 and 2021. The agreed amount of MK 41.5 million was paid in full in April 2024. Our opinion is not modified in respect of this matter.

Conclusions relating to going concern
We have concluded that the directors' use of the going concern basis of accounting is appropriate and, based on the audit evidence obtained, no material uncertainty exists related to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.

Banda Nkhoma & Co., Chartered Accountants, Lilongwe — 27 June 2024`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'litigation', 'debt-distress'],
    traits: ['prose', 'negation', 'time'],
  },
  // Costs SLE 430k > collections SLE 118k in August → burn-above-revenue.
  // Net burn 430k − 118k = 312k; SLE 1.9m / 312k = 6.1 months (< 9) → short-runway.
  // Retention: 610 / 1,200 = 50.8% after 12 months (< 55%) → high-churn.
  {
    id: 'h15-en-w2-26',
    documentType: 'business_plan',
    text: `WhatsApp — Kanu Solar / Dr Bangura
[12/09/2024, 19:02] Ibrahim Sesay (Kanu Solar): Good evening sir. August numbers as promised
[12/09/2024, 19:03] Ibrahim Sesay (Kanu Solar): Collections SLE 118k. Payroll + field agents + stock + office ≈ SLE 430k
[12/09/2024, 19:03] Ibrahim Sesay (Kanu Solar): Bank balance SLE 1.9m
[12/09/2024, 19:05] Dr Alhaji Bangura: Ok. And the Q1 2023 cohort in Makeni?
[12/09/2024, 19:07] Ibrahim Sesay (Kanu Solar): 1,200 homes connected in Q1 2023. 12 months on, 610 still paying. the rest repossessed or stopped paying
[12/09/2024, 19:08] Dr Alhaji Bangura: That is far below the 70% you showed us at seed
[12/09/2024, 19:09] Ibrahim Sesay (Kanu Solar): I know sir. new credit scoring goes live in October, and we have cut Kabala
[12/09/2024, 19:10] Dr Alhaji Bangura: Let's talk Saturday. Bring the bridge proposal.`,
    present: ['burn-above-revenue', 'short-runway', 'high-churn'],
    absent: [],
    traits: ['chat', 'figures', 'indirect'],
  },
];
