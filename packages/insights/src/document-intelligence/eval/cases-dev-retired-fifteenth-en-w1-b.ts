/** Part b of cases-dev-retired-fifteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthEnW1B: readonly RedFlagCase[] = [

  // USSD product approval applied Oct 2024, not issued (pending-licence); BoT stop on agent lending (regulatory)
  // TRA instalments for March and April missed (debt-distress, tax included); complaint dismissed (no litigation)
  {
    id: 'h15-en-w1-13',
    documentType: 'legal_docs',
    text: `TUMAINI MICROCREDIT LIMITED — Due-diligence questionnaire (legal & compliance)
Prepared for Kijani Growth Fund, Mwanza, 10 May 2025

Q3.1 Licences held and applied for?
A: Tier 2 microfinance service provider licence from the Bank of Tanzania (issued 2022,
renewed 2025). Application to the BoT for approval of the USSD digital-lending product
lodged on 14 October 2024; the BoT has acknowledged receipt and sent further questions;
no approval has been issued.
Q3.2 Any directive, penalty or other action by a regulator in the last three years?
A: Yes. After its inspection in January 2025 the BoT directed the company to stop new
disbursements through agents for 90 days (to 20 May 2025) pending corrected pricing
disclosures. Branch lending continues.
Q3.3 Tax position?
A: TRA assessment for 2023 income tax: TZS 86m. An instalment plan was agreed in
January; the March and April instalments were not paid.
Q3.4 Litigation?
A: None pending. A borrower's complaint filed in 2023 was dismissed by the District
Court in June 2024 and no appeal was lodged.`,
    present: ['pending-licence', 'regulatory', 'debt-distress'],
    absent: ['litigation'],
    traits: ['form', 'indirect', 'time', 'negation'],
  },

  // revenue 112.4m → 104.9m → 97.6m (declining-revenue)
  // (21.3m + 9.1m) / 97.6m = 31.1% ≥ 30, two named buyers (customer-concentration)
  // payback = 14,500 / 1,200 a month ≈ 12 months, not "under 4 months" (unit-economics); churn 3.8–4.1% a month < 5
  {
    id: 'h15-en-w1-14',
    documentType: 'business_plan',
    text: `From: Kevin Mwangi, CEO, Duka Direct Ltd (Nairobi)
Subject: Q3 2025 investor update

Quarter    Revenue (KES m)   Active retailers   Monthly retailer churn
Q1 2025        112.4              3,820               4.1%
Q2 2025        104.9              3,910               3.9%
Q3 2025         97.6              4,050               3.8%

- We exited low-margin cooking-oil and sugar SKUs in Q2, so basket per retailer is down.
- Wholesale buyers: Mwangaza Supermarkets took KES 21.3m and Jirani Wholesalers
  KES 9.1m of Q3 revenue.
- Unit economics: CAC payback is under 4 months. It costs us about KES 14,500 to
  acquire a retailer (agent commission + onboarding kit) and each active retailer
  brings in about KES 1,200 of gross profit a month.
- Next: Eldoret and Nakuru hubs in Q1 2026.

Kevin`,
    present: ['declining-revenue', 'customer-concentration', 'unit-economics'],
    absent: ['high-churn'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // CLEAN. Licence granted (no pending-licence); inspection closed without action (no regulatory);
  // threat only, never filed (no litigation); tax clearance (no debt-distress)
  {
    id: 'h15-en-w1-15',
    documentType: 'legal_docs',
    text: `HULU PAY S.C. — Legal due-diligence responses (Addis Ababa, 3 June 2025)

1. Licences
   Payment instrument issuer licence granted by the National Bank of Ethiopia on
   14 March 2024 (licence PII/012/2024), valid to 13 March 2027. Copy: data room 2.1.
2. Regulatory actions
   None. The NBE on-site inspection of November 2024 closed with no findings requiring
   action. No fine, directive or suspension has been issued to the company.
3. Litigation
   None. A former agent in Hawassa threatened in January 2025 to sue over commissions;
   no claim has been filed and the commissions were paid in February.
4. Tax
   Ministry of Revenues tax clearance valid to 7 July 2025; no arrears.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'litigation', 'debt-distress'],
    traits: ['form', 'list', 'negation'],
  },

  // GM 1,206,800 / 4,310,000 = 28.0% → 923,400 / 4,860,000 = 19.0%: down 9 points (gross-margin)
  // milk bought from a farm owned by the chairman/co-founder's spouse (related-party); profit still positive
  {
    id: 'h15-en-w1-16',
    documentType: 'financial_statements',
    text: `AKAGERA DAIRY LTD — Notes to the financial statements, year ended 30 June 2025
(audited; the auditor's opinion is unmodified)

Note 5 Revenue and gross profit (RWF '000)
                       FY2025        FY2024
Revenue             4,860,000     4,310,000
Cost of sales      (3,936,600)   (3,103,200)
Gross profit          923,400     1,206,800

Note 9 Profit for the year: RWF 212m (FY2024: RWF 398m).

Note 22 Related parties
Raw milk was bought from Nyagatare Heights Farm Ltd for RWF 1,140m (FY2024: RWF 820m)
on 30-day terms; RWF 96m was owed to it at year end. Nyagatare Heights Farm Ltd is
wholly owned by Mrs Uwase Mukamana, spouse of Mr Jean Habimana, co-founder and
chairman of the board.
Key management compensation: RWF 184m (FY2024: RWF 161m).`,
    present: ['gross-margin', 'related-party'],
    absent: ['audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // active founders 21.0% + 15.0% = 36.0% < 40 (low-founder-ownership); Equator 33% < 50 (no investor-control)
  // departed co-founder Kato keeps 11%, not bought back (dead-equity); Kato left and Akello announced leaving (founder-departure)
  // register 940,000 vs 1,000,000 untraced, notes not modelled (cap-table-complexity)
  {
    id: 'h15-en-w1-17',
    documentType: 'legal_docs',
    text: `PAKASA ENERGY LIMITED — Capitalisation table (DRAFT), Kampala, 30 September 2025
Prepared by the company secretary for the Series A data room

| Holder                                  | Shares    | %      |
| Daniel Ssempala (co-founder, CEO)       | 210,000   | 21.0%  |
| Rebecca Akello (co-founder, COO)        | 150,000   | 15.0%  |
| Moses Kato (co-founder, left Aug 2023)  | 110,000   | 11.0%  |
| Equator Climate Fund I                  | 330,000   | 33.0%  |
| Angel investors (14 holders)            | 120,000   | 12.0%  |
| ESOP (granted and unallocated)          | 80,000    | 8.0%   |
| Total                                   | 1,000,000 | 100.0% |

Notes
1. Mr Kato's shares have not been bought back; the leaver call option in the 2021
   shareholders' agreement was never exercised and has lapsed.
2. The URSB register shows 940,000 shares in issue. The 60,000-share difference
   (2022 angel top-up) has not been traced to a resolution or a filed return.
3. Two convertible notes (USD 150,000 in total) are not shown; their conversion has
   not been modelled.
4. Ms Akello has told the board she will step down as COO on 31 December 2025 and
   leave the company.`,
    present: ['low-founder-ownership', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // CLEAN. founders 19.5 + 14.0 + 10.5 = 44.0% ≥ 40 (no low-founder-ownership); top investor 38% < 50 (no investor-control)
  // reconciled to CR12 (no cap-table-complexity); no leaver holds equity (no dead-equity)
  {
    id: 'h15-en-w1-18',
    documentType: 'legal_docs',
    text: `MAVUNO ANALYTICS LIMITED — Cap table after seed close (Nairobi, 31 August 2025)

Holder                                   %
Wanjiku Mwangi (co-founder, CEO)       19.5
Otieno Ouma (co-founder, CTO)          14.0
Halima Yusuf (co-founder, CPO)         10.5
Baobab Seed Fund I                     38.0
Nairobi Angels syndicate (9 members)    9.0
ESOP: 3.2 granted, 5.8 unallocated      9.0
Total                                 100.0

- Reconciled by the company secretary to the CR12 dated 14 August 2025; no SAFEs,
  notes or warrants are outstanding.
- All option grants are to current staff. Nobody who has left the company holds
  shares or options.
- All three founders are full-time and have signed four-year reverse-vesting terms.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'negation'],
  },

  // qualified ("except for") opinion (audit-opinion); auditor's material uncertainty (going-concern)
  // distributor's suit pending at pre-trial (litigation); facility not yet renewed is no default (no debt-distress)
  // revenue 188.0m → 212.5m (no declining-revenue)
  {
    id: 'h15-en-w1-19',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF BARAKA SOLAR KENYA LIMITED

Qualified opinion
We have audited the financial statements of Baraka Solar Kenya Limited for the year
ended 31 December 2024 (revenue KES 212.5m; 2023: KES 188.0m). In our opinion, except
for the possible effects of the matter described below, the financial statements give
a true and fair view in accordance with IFRS and the Companies Act, 2015.

Basis for qualified opinion
We were not able to attend the inventory count at the Mombasa depot at 31 December 2024
and could not satisfy ourselves by other means as to the quantity of inventory carried
at KES 64.2m.

Material uncertainty related to going concern
We draw attention to Note 2: current liabilities exceed current assets by KES 112m and
the working-capital facility expires in March 2025 with no renewal yet agreed. These
conditions indicate a material uncertainty that may cast significant doubt on the
company's ability to continue as a going concern.

Extract from Note 27 (contingent liabilities)
Pwani Energy Supplies Ltd, a former distributor, has sued the company in the High Court
at Mombasa for KES 48m for alleged wrongful termination. The case is at the pre-trial
stage and the directors intend to defend it.

Kimani Wafula & Associates, Certified Public Accountants (Kenya), Nairobi, 30 April 2025`,
    present: ['audit-opinion', 'going-concern', 'litigation'],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['prose', 'indirect', 'figures'],
  },

  // Lead Investor 52% ≥ 50 (investor-control); founders 21.0 + 19.0 = 40.0%, not under 40 (no low-founder-ownership)
  // former CTO left Nov 2024 (founder-departure) and keeps 5%, call option lapsed (dead-equity)
  // pre-money table disagrees with BRELA, unidentified SAFEs (cap-table-complexity)
  {
    id: 'h15-en-w1-20',
    documentType: 'legal_docs',
    text: `ZANZI PAY LIMITED — SERIES A TERM SHEET (non-binding save for confidentiality)
Dar es Salaam / Zanzibar, 18 July 2025

Investment: USD 3.0m by Kilimanjaro Growth Partners II ("Lead Investor") for Series A
Preferred Shares.
Post-money fully diluted capitalisation:
  Lead Investor ................................ 52.0%
  Amina Said (co-founder, CEO) ................. 21.0%
  Yusuf Mbarouk (co-founder, COO) .............. 19.0%
  Joseph Lema (former CTO; left Nov 2024) ....... 5.0%
  ESOP ........................................... 3.0%
Mr Lema's shares remain with him: the company's call option under the 2022 founders'
agreement expired unexercised in February 2025.
Board: five seats; the Lead Investor appoints three.
Condition precedent 4: the Company to deliver a reconciled capitalisation table. The
pre-money table supplied on 2 June 2025 does not agree with the BRELA register and lists
two SAFEs whose holders and amounts the Company has not yet confirmed.
Governing law: Tanzania.`,
    present: ['investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'indirect'],
  },

  // CLEAN. growth 3,360/1,120 = 3.0× (< 4), then 2.0×, 1.6×; three years 10,750/1,120 ≈ 9.6× < 27× (no unrealistic-growth)
  // costs below revenue every year, FY2025A 1,010 < 1,120 (no burn-above-revenue); competitors named (no no-competition)
  // new sites not yet applied for, nothing outstanding (no pending-licence)
  {
    id: 'h15-en-w1-21',
    documentType: 'business_plan',
    text: `TUNZA DIAGNOSTICS LTD — Business plan 2025–2028 (Gulu, northern Uganda)
Section 6: Financial projections (UGX million)

                 FY2025A   FY2026F   FY2027F   FY2028F
Revenue            1,120     3,360     6,720    10,750
Operating costs    1,010     2,950     5,610     8,600
EBITDA               110       410     1,110     2,150

Growth assumptions: ×3.0 in FY2026 as labs open in Lira and Arua; ×2.0 in FY2027;
×1.6 in FY2028 as utilisation matures.
Competition: two Kampala-based lab chains have collection points in Gulu, and hospital
labs serve in-patients. We win on 24-hour turnaround and outreach to Health Centre IIIs.
Regulatory: the Gulu lab is registered with the Allied Health Professionals Council
(granted 2024). Lira and Arua will apply once built; no application is outstanding.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'pending-licence', 'burn-above-revenue'],
    traits: ['table', 'figures', 'time', 'negation'],
  },

  // "1 in 10 cancels each month" = 10% a month ≥ 5 (high-churn)
  // 18,000 → 150,000 paying learners in one year ≈ 8.3× ≥ 4 (unrealistic-growth)
  // no revenue or cost figure anywhere in the deck (missing-financials); rivals listed (no no-competition)
  {
    id: 'h15-en-w1-22',
    documentType: 'pitch_deck',
    text: `FIDEL LEARN · Seed deck · Addis Ababa
--- p.2 ---
Grade 8 & 12 nat ional exam prep
over Telegram + SMS, in Amharic,
Afaan Oromo & English
--- p.5 --- TRACTION
18,000 paying learn-
ers (Sept 2025)
Roughly 1 in 10 subscribers can-
cels each month (most after exams)
--- p.6 --- 2026 TARGET
150,000 paying learners by Sept 2026
--- p.7 --- COMPETITION
Printed guides, private tutors,
2 school-run apps
--- p.9 --- ASK
USD 600k seed`,
    present: ['high-churn', 'unrealistic-growth', 'missing-financials'],
    absent: ['no-competition'],
    traits: ['ocr', 'split', 'indirect', 'figures'],
  },

  // runway 19.8m / 4.6m ≈ 4.3 months < 9 (short-runway); net burn 4.6m > May revenue 3.1m (burn-above-revenue)
  // MRR 4.5m = 3.1m + 1.4m one-off advisory fee (non-recurring-revenue)
  {
    id: 'h15-en-w1-23',
    documentType: 'business_plan',
    text: `[03/06/2025, 07:41] Njeri Wambui (CFO): Balance this morning KES 19.8m. May net burn 4.6m again
[03/06/2025, 07:43] Tom Odhiambo (CEO): so we're fine till December?
[03/06/2025, 07:44] Njeri Wambui (CFO): no. that's about 4 months at this rate. May revenue was 3.1m
[03/06/2025, 07:47] Tom Odhiambo (CEO): ok. for the investor pack put MRR at 4.5m
[03/06/2025, 07:48] Njeri Wambui (CFO): 4.5 only works if we add the 1.4m from the Ruiru county housing project. that's a one-off advisory fee, not rent
[03/06/2025, 07:50] Tom Odhiambo (CEO): include it for now, we'll explain on the call
[03/06/2025, 07:50] Njeri Wambui (CFO): 👍 updating the MRR line`,
    present: ['short-runway', 'burn-above-revenue', 'non-recurring-revenue'],
    absent: [],
    traits: ['chat', 'figures', 'indirect'],
  },

  // CLEAN. payback 27,000 / (9,000 × 50% = 4,500) = 6 months, as stated (no unit-economics)
  // 12-month retention 61% ≥ 55 (no high-churn); target 43m / 21.6m ≈ 2.0× (no unrealistic-growth)
  // rivals named (no no-competition); revenue 12.9m → 21.6m (no declining-revenue)
  {
    id: 'h15-en-w1-24',
    documentType: 'pitch_deck',
    text: `ZAFU AGRI · Bahir Dar · Investor deck 2025
--- slide 3 COMPETITION ---
Few direct rivals: two NGO-run advi-
sory hotlines and one telco VAS offer
--- slide 5 TRACTION ---
Revenue FY2024 ETB 21.6m (FY2023: ETB 12.9m)
Cooperatives still paying 12 months af-
ter signing: 61%
--- slide 6 UNIT ECONOMICS (per cooperative) ---
Revenue ETB 9,000 / month · gross margin 50%
CAC ETB 27,000 → payback 6 months
--- slide 8 PLAN ---
FY2025 revenue target ETB 43m (2.0x)`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'no-competition', 'unrealistic-growth'],
    traits: ['ocr', 'split', 'figures'],
  },

  // "no other company ... first and only provider" (no-competition)
  // a plan with no revenue or cost figure at all (missing-financials); NEMC certificate granted (no pending-licence)
  {
    id: 'h15-en-w1-25',
    documentType: 'business_plan',
    text: `SAFARI COLD CHAIN LTD — Business plan summary (draft v2), Arusha, July 2025

1. Problem: horticulture growers around Arusha, Moshi and Karatu lose a large share of
   their French beans and avocados between farm gate and Kilimanjaro International
   Airport because no refrigerated trucks take small lots.
2. Solution: pay-per-crate reefer trucking and two pack-house cold rooms at Usa River
   and Boma Ng'ombe.
3. Competition: there is no other company offering cold-chain transport in northern
   Tanzania. We will be the first and only provider.
4. Permits: NEMC environmental certificate for the Usa River site granted May 2025.
5. Team: Neema Mollel (ex-export manager), Baraka Swai (fleet operations).
6. Financials: to be prepared once the site leases are signed.
7. Funding sought: long-term loan and grant for trucks and cold rooms.`,
    present: ['no-competition', 'missing-financials'],
    absent: ['pending-licence'],
    traits: ['list', 'prose', 'indirect'],
  },

  // CLEAN. No arrears, covenants met with headroom (DSCR 1.41x ≥ 1.25x; 2.6x ≤ 3.0x) (no debt-distress)
  // licence renewed (no pending-licence, no regulatory); claim settled and closed (no litigation); waiver only hypothetical
  {
    id: 'h15-en-w1-26',
    documentType: 'legal_docs',
    text: `INKINGI COMMERCIAL BANK PLC
KN 4 Avenue, Kigali

12 August 2025
The Managing Director, Virunga Agro Processors Ltd, Musanze

ANNUAL REVIEW — TERM LOAN RWF 820,000,000

Following our annual review we confirm that:
(a) all instalments due up to 30 June 2025 were received on their due dates and no
    amount is in arrears;
(b) the debt-service cover ratio for FY2024/25 was 1.41x against a covenant minimum of
    1.25x, and net debt/EBITDA was 2.6x against a maximum of 3.0x;
(c) the RRA tax clearance certificate dated 2 July 2025 shows no tax outstanding;
(d) the Rwanda FDA manufacturing licence was renewed on 11 April 2025 for three years;
(e) the 2023 claim against a former packaging supplier was settled by consent and the
    case closed.
Should FY2025/26 revenue fall below RWF 1.5bn, covenant headroom could become tight; we
would then expect to discuss a waiver in advance.
The facility continues on its existing terms.

Yours faithfully,
Relationship Manager, Corporate Banking`,
    present: [],
    absent: ['debt-distress', 'pending-licence', 'litigation', 'regulatory'],
    traits: ['list', 'negation', 'hedge', 'figures'],
  },
];
