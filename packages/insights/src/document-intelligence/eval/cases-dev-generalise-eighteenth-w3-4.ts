/**
 * Development set, eighteenth round (w3, part 4; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part4: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-windhoek-construction-board-minutes',
    documentType: 'legal_docs',
    text: `NAMIB BUILD TECH (PTY) LTD — MINUTES OF BOARD MEETING — Windhoek, 17 June 2025

Present: H. Shikongo (Chair), L. van Wyk (CEO), N. Amupolo (CFO), two non-executive directors

5. Disputes
5.1 The CEO updated the Board on the arbitration brought by Kalahari Civils CC over the Ondangwa clinic project
    (claim: NAD 7.4 million for unpaid variations). Hearings before the arbitrator took place in May; the award is
    expected in Q4. Counsel puts the Company's prospects at "reasonable".
6. Advisory services
6.1 The Board approved a twelve-month advisory agreement with Shikongo & Partners Consulting at NAD 85,000 per month
    for tender preparation. Shikongo & Partners is owned by the Chair, who declared his interest and abstained.
7. Revenue for the five months to May: NAD 38.2 million.`,
    present: ['litigation', 'related-party'],
    absent: ['regulatory'],
    traits: ['indirect', 'time', 'figures'],
  },
  // runway stated as ~19 weeks = ~4.4 months
  {
    id: 'd18-w3-en-lagos-proptech-investor-update-weeks',
    documentType: 'business_plan',
    text: `Subject: Rentwise — Q3 update + a change in the team

Hi everyone,

1) Numbers. Revenue for the quarter was ₦186m (Q2: ₦151m). Cash at 30 Sept covers about 19 weeks of spend at the
   current pace, so the Series A has to close by January. We're in diligence with two funds.

2) Team. Segun, our co-founder and CTO, told the board last week that he will leave at the end of November to
   relocate to Toronto. He'll help hire his successor and stays on as an advisor.

3) Product. Rent-now-pay-later is live in Lekki and Yaba.

Thanks for the support,
Ngozi`,
    present: ['short-runway', 'founder-departure'],
    absent: ['declining-revenue', 'dead-equity'],
    traits: ['time', 'indirect', 'list'],
  },
  // retention: 380 of 950 January customers still active in December = 40% < 55%;
  // UE: "payback 2 months" vs CAC KES 6,000 / KES 400 contribution per month = 15 months
  {
    id: 'd18-w3-en-nairobi-solar-whatsapp-retention',
    documentType: 'business_plan',
    text: `[12/01/2026 08:41] Brian: cohort numbers for the investor call are in the sheet
[12/01/2026 08:42] Brian: Jan-2025 cohort: 950 households signed
[12/01/2026 08:42] Brian: still paying in Dec-2025: 380
[12/01/2026 08:45] Faith: ouch
[12/01/2026 08:46] Faith: and the deck still says "payback in 2 months" on slide 9
[12/01/2026 08:47] Brian: we spend KES 6,000 to install a kit and the contribution after airtime and collections is like
KES 400 a month per home
[12/01/2026 08:49] Faith: so that slide is wrong. change it before Thursday pls
[12/01/2026 08:50] Brian: 👍`,
    present: ['high-churn', 'unit-economics'],
    absent: ['burn-above-revenue'],
    traits: ['informal', 'figures', 'split-lines'],
  },
  {
    id: 'd18-w3-en-kumasi-textiles-ddq-finance',
    documentType: 'legal_docs',
    text: `DDQ — Section F (Finance & Tax) — Kente Modern Ltd

F1. Please provide audited financial statements for the last three years.
    FY2022 and FY2023: audited by Baker Tilly Ghana (uploaded, 4.2). FY2024: the draft accounts are in the data room
    (4.3) but the audit has not started; we expect the auditors in January.
F2. Are all taxes and statutory deductions up to date?
    GRA has assessed PAYE arrears of GHS 412,000 for 2023–2024. We have paid GHS 60,000 and are negotiating
    instalments; SSNIT is current.
F3. Are any loans in default?
    No. The CalBank overdraft is within limits.`,
    present: ['audit-opinion', 'debt-distress'],
    absent: ['going-concern'],
    traits: ['qa', 'indirect', 'negation'],
  },
  // founders 44%; largest investor 35%
  {
    id: 'd18-w3-en-gaborone-sha-recitals-clean',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT — KGALAGADI WATER TECHNOLOGIES (PTY) LTD (Botswana) — extracts

Recital C. Immediately after Completion the issued shares are held as set out in Schedule 1, under which the Founders
(together) hold 44.0%, Limpopo Impact Partners holds 35.0%, the Angel Investors 9.0% and the Employee Pool 12.0%.

Recital D. The shares formerly held by Mr Kabelo Dube (an early employee, resigned 2023) were repurchased by the Company under
the leaver provisions of the 2021 agreement and cancelled before the date of this Agreement.

Clause 4.2. The Parties acknowledge that Schedule 1 has been reconciled by the Company's attorneys to the share
register and to the CIPA filings and that there are no outstanding options, notes or warrants other than those listed.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['negation', 'time', 'figures'],
  },
  // loss MUR 96.4m on revenue 58.9m: costs 155.3m > revenue
  {
    id: 'd18-w3-en-mauritius-fintech-going-concern-emphasis',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT to the members of IslandPay Ltd (Port Louis)

Opinion
In our opinion, the financial statements give a true and fair view of the financial position of IslandPay Ltd as at
30 June 2025 in accordance with IFRS and the Mauritius Companies Act 2001.

Material Uncertainty Related to Going Concern
We draw attention to note 1.3, which states that the Company made a loss of MUR 96.4 million and had negative operating
cash flows of MUR 71.0 million for the year, and that its continuation depends on completing a capital raise not yet
committed. These events or conditions indicate that a material uncertainty exists that may cast significant doubt on
the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.

Revenue: MUR 58.9m (2024: MUR 41.2m).`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['figures', 'negation'],
  },
  // revenue rising each quarter; online dips but total rises; GM 37->36->38
  {
    id: 'd18-w3-en-addis-bakery-chain-quarterly-table',
    documentType: 'financial_statements',
    text: `Mulu Bakeries PLC — Revenue by channel (ETB '000), FY2025/26

Channel                  Q1        Q2        Q3
Own shops             14,210    15,060    16,340
Hotels & cafés         6,880     7,420     7,990
Online / delivery      2,140     1,980     2,010
Total                 23,230    24,460    26,340

Cost of sales          14,640    15,650    16,330
Gross margin            37.0%     36.0%     38.0%

The dip in online orders in Q2 came from the switch of delivery partner; total sales kept growing quarter on quarter.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
  },
  // founders 16% + 12% = 28% < 40%; projection USD 0.6m -> 5m (8.3x) -> 24m (4.8x)
  {
    id: 'd18-w3-en-lagos-b2b-marketplace-ic-memo',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO — Kasuwa B2B Ltd (Nigeria) — Series A, USD 4m ticket

1. Ownership after the round
   Founders: Ibrahim Lawal 16%, Chiamaka Obi 12%. Previous investors 46%. New money 18%. ESOP 8%.
   Comment: founder stake is thin for a Series A; we propose a 4% top-up pool vesting on milestones.
2. Management plan
   FY2025 revenue (actual, est.): USD 0.6m
   FY2026 plan: USD 5.0m
   FY2027 plan: USD 24.0m
   Drivers: 40 new cities, FMCG distributor credit product.
3. Our view: plan is aggressive; our base case haircuts it heavily.`,
    present: ['low-founder-ownership', 'unrealistic-growth'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'split-lines'],
  },
  {
    id: 'd18-w3-en-kisumu-hardware-bank-loan-clean',
    documentType: 'financial_statements',
    text: `KCB BANK — SME LOAN APPLICATION — Lakeside Hardware & Builders Ltd, Kisumu

Amount: KES 15m working capital, 24 months.
Turnover: FY2024 KES 212m; FY2025 KES 238m.
Gross margin: 21% (FY2024: 22%).
Existing facilities: a KES 20m loan restructured in 2021 during COVID was fully repaid in March 2023; no facilities
outstanding today. CRB report: no defaults, no listings.
Tax: KRA compliance certificate valid to April 2026; no arrears.
Statements: FY2025 accounts audited by a local firm with an unmodified opinion.
Directors: Mr & Mrs Otieno, both full-time; no other related businesses.`,
    present: [],
    absent: ['debt-distress', 'gross-margin', 'audit-opinion', 'related-party'],
    traits: ['negation', 'time', 'figures'],
  },
  {
    id: 'd18-w3-en-lagos-lending-app-press-fine',
    documentType: 'business_plan',
    text: `FCCPC fines QuickNaira ₦250m over debt-shaming; app pulled from store pending compliance
TechPoint Africa — 21 July 2025

The Federal Competition and Consumer Protection Commission has fined digital lender QuickNaira ₦250 million and ordered
it to stop contacting borrowers' phone contacts. The Commission also directed Google to delist the app until the
company's data practices are audited and approved.

QuickNaira, which says it disbursed ₦9.1 billion in loans last year and earned ₦1.4 billion in revenue, said it "respects
the regulator" and is working to be relisted. Its founder did not answer questions about whether the company would
contest the fine in court.`,
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence'],
    traits: ['indirect', 'figures'],
  },
  // costs MAD 2.46m > revenue MAD 1.62m; runway: cash MAD 5.1m / net burn 0.84m = 6.1 months
  {
    id: 'd18-w3-en-rabat-agritech-ocr-monthly-accounts',
    documentType: 'financial_statements',
    text: `[scan — page 2/2 — Management report, September 2025 — SOUSS IRRIGATION TECH SARL]
Chiffre d'affaires / Rev enue ............................ MAD 1 ,620 ,000
Tot al operating costs (incl. cost of sal es) ........... MAD 2 ,460 ,000
Net cash outf low of the mon th ........................ MAD (840 ,000)
Cash at bank 30 /09 /2025 ............................... MAD 5 ,100 ,000
Comment: Sep tember costs are rep resen tative of the next quar ters (team of 34, Agadir warehouse).
No new fun ding signed yet; discus sions with CDG Invest and two angels on going.`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['going-concern'],
    traits: ['ocr', 'figures', 'indirect'],
  },
  // revenue XOF 310m; growth 2x < 4x; competitors listed
  {
    id: 'd18-w3-en-ouagadougou-payments-accelerator-clean',
    documentType: 'pitch_deck',
    text: `ACCELERATOR APPLICATION — Faso Pay SARL, Ouagadougou, Burkina Faso

1. Traction: XOF 310 million revenue in 2024 (XOF 155m in 2023). 2,400 merchants, 70% in Ouagadougou.
2. Costs: monthly operating costs about XOF 22 million; profitable at contribution level since Q2 2024.
3. Competition: Orange Money and Moov Money for wallets; Wave since 2023; CinetPay for online merchants. We differentiate
   on same-day settlement to merchants' bank accounts.
4. Plan: double revenue again in 2025 through Bobo-Dioulasso and Koudougou.
5. Licence: we operate under the BCEAO authorisation of our partner bank Coris Bank International.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'missing-financials', 'burn-above-revenue', 'pending-licence'],
    traits: ['list', 'figures', 'negation'],
  },
  // one-off fees USD 15,500 inside reported MRR 24,350; Marriott (4,200 + 6,000) / 24,350 = 42% >= 30%
  {
    id: 'd18-w3-en-kigali-hotel-software-contract-summary',
    documentType: 'business_plan',
    text: `CONTRACT SUMMARY SHEET — Akagera Cloud PMS Ltd — prepared by management for investors

Client               Type            Recurring fee         One-time fees              Counted in MRR?
Marriott Kigali      SaaS 3 yrs      USD 4,200 / month     USD 18,000 onboarding      yes (spread over 3 months)
Radisson Blu         SaaS 2 yrs      USD 3,100 / month     USD 9,500 training         yes
Akagera Lodges       SaaS 1 yr       USD 900 / month       —                          —
Bisate Lodge         SaaS 1 yr       USD 650 / month       USD 4,000 custom report    yes

Reported MRR, Sept 2025: USD 24,350 — recurring fees of USD 8,850 plus USD 15,500 of onboarding instalment and
training fees invoiced in September.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['table', 'indirect', 'figures'],
  },
];
