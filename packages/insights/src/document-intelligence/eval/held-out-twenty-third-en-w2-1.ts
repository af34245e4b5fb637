/** Writer 2's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW2P1: readonly RedFlagCase[] = [
  // 01 — Series A pitch deck, B2B agri-input marketplace, Lagos (Nigeria).
  // customer-concentration PRESENT (figures only): Sahel Agro Processors ₦112m of ₦320m FY2024 revenue
  //   = 112 / 320 = 35.0% (≥ 30%); the top three together 150 / 320 = 46.9%.
  // unrealistic-growth PRESENT (figures): FY2025 target ₦1.6bn / FY2024 ₦320m = 5.0× in one year (≥ 4×).
  // high-churn ABSENT: 3.1% a month (< 5%); 0.969^12 = 68.5% retained over a year (≥ 55%).
  // declining-revenue ABSENT: 64 → 150 → 320. gross-margin ABSENT: 14.1% → 15.0% → 15.8% (rising).
  // no-competition ABSENT: the competition slide names rivals.
  {
    id: 'h23-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures', 'list'],
    present: ['customer-concentration', 'unrealistic-growth'],
    absent: ['high-churn', 'declining-revenue', 'gross-margin', 'no-competition'],
    text: `OKODIRECT — Series A deck
Lagos · June 2025 · Confidential

SLIDE 1 — OkoDirect
Fertiliser, seed and crop-protection delivered to agro-dealers and processors in 11 northern and middle-belt states.
Raising US$4m Series A.

SLIDE 2 — The problem
• A dealer in Zaria or Makurdi buys through 3–4 middlemen; landed prices run 18–25% above ex-factory.
• Dealers tell us roughly 1 bag in 5 of "NPK 15-15-15" bought in open markets is underweight or adulterated.
• Manufacturer depots sell in 10-tonne minimums, cash up front.

SLIDE 3 — What we do
Order by app, USSD (*347*66#) or WhatsApp → we buy direct from 14 manufacturers → delivery from our hubs in Kaduna, Minna and Makurdi within 48 hours.
30-day credit for dealers with 6+ months of order history (scored on our own data).

SLIDE 4 — Traction
| Year | Revenue (₦m) | Gross margin | Active buyers |
|------|-------------:|-------------:|--------------:|
| 2022 |           64 |        14.1% |           310 |
| 2023 |          150 |        15.0% |           820 |
| 2024 |          320 |        15.8% |         1,460 |

Monthly buyer churn, Q1 2025 average: 3.1%
Dealer NPS: 61

SLIDE 5 — Who buys from us
Top accounts, FY2024 (₦m)
  Sahel Agro Processors Ltd (Kaduna) ............ 112
  Benue Valley Rice Mills ........................ 21
  Kaduna Dealers Multipurpose Co-op .............. 17
  All other buyers (1,457) ...................... 170
  Total ......................................... 320

SLIDE 6 — Competition
Dealers today buy from: open-market wholesalers (Kano, Onitsha), manufacturer depots, two Lagos-based input marketplaces, and a Kano distributor that launched an app in 2024.
Why dealers pick us: 48-hour delivery, verified product, credit.

SLIDE 7 — Where we're going
• FY2025 revenue target: ₦1.6bn — Kano and Jos hubs open Q3, three new processor supply contracts, dealer credit scaled
• FY2026: ₦3.2bn
• Add blended fertiliser under our own label in 2026

SLIDE 8 — Team
Bisi Ogunleye — CEO (12 yrs grain and inputs trading)
Musa Garba — COO (ran a 40-truck haulage fleet out of Kaduna)
Chioma Obi — CTO (ex-lead engineer at a Lagos payments company)

SLIDE 9 — The ask
US$4m: hubs, dealer credit book, product and data team.`,
  },

  // 02 — Audited financial statements, freight and warehousing, Accra (Ghana). CLEAN but tempting.
  // audit-opinion ABSENT: unmodified ("true and fair") opinion, signed.
  // going-concern ABSENT: the auditor states it has NOT identified a material uncertainty (negation).
  // gross-margin ABSENT: 2024 (18,640,215 − 12,301,880) / 18,640,215 = 34.0%; 2023 (15,918,402 − 9,868,950) / 15,918,402
  //   = 38.0%; down 4.0 points (< 5).
  // declining-revenue ABSENT: revenue 15.92m → 18.64m. burn-above-revenue ABSENT: profit for the year 1,362,551.
  // customer-concentration ABSENT: largest customer 24% (2023: 26%), both < 30%.
  // debt-distress ABSENT: instalments paid on due dates, covenants met, no tax overdue.
  // related-party ABSENT: the note says no trade with director-connected entities.
  {
    id: 'h23-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue', 'burn-above-revenue', 'customer-concentration', 'debt-distress', 'related-party'],
    text: `KWAHU FREIGHT LIMITED
Annual report and financial statements for the year ended 31 December 2024
(Amounts in Ghana cedis, GH₵)

REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF KWAHU FREIGHT LIMITED

Opinion
We have audited the financial statements of Kwahu Freight Limited (the "Company"), which comprise the statement of financial position at 31 December 2024, the statement of comprehensive income, statement of changes in equity and statement of cash flows for the year then ended, and the notes. In our opinion, the financial statements give a true and fair view of the financial position of the Company at 31 December 2024 and of its financial performance and cash flows for the year then ended in accordance with the IFRS for SMEs and the requirements of the Companies Act, 2019 (Act 992).

Conclusions relating to going concern
We have not identified a material uncertainty related to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.

Osei-Mensah & Partners (ICAG/F/2019/118)
Chartered Accountants, Accra
Engagement partner: Kwabena Osei-Mensah (ICAG/P/1432)
27 March 2025

STATEMENT OF COMPREHENSIVE INCOME FOR THE YEAR ENDED 31 DECEMBER

| | Note | 2024 GH₵ | 2023 GH₵ |
|---|---|---:|---:|
| Revenue | 4 | 18,640,215 | 15,918,402 |
| Cost of sales | 5 | (12,301,880) | (9,868,950) |
| Gross profit | | 6,338,335 | 6,049,452 |
| Administrative expenses | 6 | (4,102,700) | (3,796,110) |
| Operating profit | | 2,235,635 | 2,253,342 |
| Finance costs | 7 | (418,900) | (507,300) |
| Profit before tax | | 1,816,735 | 1,746,042 |
| Income tax expense | 8 | (454,184) | (436,511) |
| Profit for the year | | 1,362,551 | 1,309,531 |

DIRECTORS' REPORT (EXTRACT)
Haulage volumes rose 14%, helped by the new Tema–Kumasi–Techiman cement contract. Diesel prices, which rose by more than a third over the year, lowered gross margin; fuel surcharges agreed in the third quarter recovered part of the increase.

NOTES (EXTRACTS)
4. Revenue — haulage GH₵ 14,902,330 (2023: 12,811,040); warehousing and handling GH₵ 3,737,885 (2023: 3,107,362). The largest customer, a beverage manufacturer, accounted for 24% of revenue (2023: 26%).
15. Borrowings — term loan from a commercial bank, GH₵ 3,200,000 outstanding (2023: GH₵ 4,400,000), repayable quarterly to 2027, secured on six tractor-heads. All instalments falling due in the year were paid on their due dates and the Company complied with all financial covenants throughout the year.
18. Taxation — corporate income tax, VAT and PAYE are filed and paid monthly or quarterly as required; no amount was overdue to the Ghana Revenue Authority at 31 December 2024.
21. Related parties — during the year the Company did not trade with any entity in which a director, or a member of a director's family, holds an interest (2023: none).`,
  },

  // 03 — Series A term sheet, payments company, Lagos (Nigeria).
  // investor-control PRESENT (table): Harbour Strategic Holdings 52.4% post-money (≥ 50%).
  //   Check: pre-money Harbour 18%; new money 4.2 / (5.8 + 4.2) = 42%; 18 × 0.58 + 42 = 52.44%.
  // low-founder-ownership PRESENT (figures, summed): 13.9 + 9.9 + 7.0 = 30.8% (< 40%); all three founders active.
  // pending-licence PRESENT: CBN PSSP licence applied for 14 January 2025, approval not yet received.
  // cap-table-complexity ABSENT: table stated to be reconciled against the register and CAC filings.
  // litigation ABSENT: arbitration clause only governs possible future disputes.
  {
    id: 'h23-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'list'],
    present: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    absent: ['cap-table-complexity', 'litigation'],
    text: `TRADEPORT PAYMENTS LIMITED (RC 1789342)
SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
7 April 2025
Non-binding, save for the Confidentiality, Exclusivity, Costs and Governing Law paragraphs.

Issuer:            Tradeport Payments Limited, 14B Admiralty Way, Lekki Phase 1, Lagos (the "Company")
Lead Investor:     Harbour Strategic Holdings Ltd ("Harbour"), an existing seed shareholder
Amount:            US$4,200,000, paid into the Company's domiciliary account and recorded in naira at the NFEM closing rate on the Closing Date
Pre-money:         US$5,800,000, fully diluted, including the existing ESOP
Security:          Series A Preferred Shares; 1x non-participating liquidation preference; broad-based weighted-average anti-dilution
Use of proceeds:   merchant acquisition in Lagos, Kano and Port Harcourt; settlement infrastructure; compliance team

Board:             Five directors — three nominated by Harbour (one of them Chair), two by the Founders acting jointly
Reserved matters:  standard, including new share issues, annual budget, related-party transactions, disposal of material assets

Conditions precedent to Closing:
  (a) satisfactory legal, financial and tax due diligence;
  (b) grant by the Central Bank of Nigeria of the Payment Solution Service Provider (PSSP) licence for which the Company applied on 14 January 2025 (application acknowledged on 3 February 2025; no approval-in-principle has been received as of the date of this term sheet);
  (c) new service agreements for the three Founders;
  (d) adoption of amended Articles of Association.

Pro forma capitalisation at Closing (fully diluted)

| Holder                                   | Class                          | % post-money |
|------------------------------------------|--------------------------------|-------------:|
| Emeka Nwosu (Founder, CEO)               | Ordinary                       |         13.9 |
| Halima Bello (Founder, CTO)              | Ordinary                       |          9.9 |
| Dayo Adeyemi (Founder, COO)              | Ordinary                       |          7.0 |
| Harbour Strategic Holdings Ltd           | Seed Preferred + Series A Pref |         52.4 |
| Angel investors (9)                      | Ordinary                       |          8.1 |
| ESOP pool (3.5 allocated, 5.2 unallocated)| Options                       |          8.7 |
| Total                                    |                                |        100.0 |

The table was reconciled by the Company's counsel against the register of members and the CAC status report on 31 March 2025.

Founder vesting:   Founders' shares re-vest over 36 months from Closing, 12-month cliff credited for time served since 2021.
Exclusivity:       60 days from signature.
Governing law:     Laws of the Federal Republic of Nigeria. Any dispute arising from this term sheet or the definitive agreements will be settled by arbitration seated in Lagos under the Arbitration and Mediation Act 2023.

For Harbour Strategic Holdings Ltd: ____________    For the Company: ____________`,
  },

  // 04 — Series A pitch deck, pay-as-you-go solar, Kumasi (Ghana). CLEAN but tempting.
  // short-runway ABSENT: $1.3m / $120k a month = 10.8 months (≥ 9).
  // burn-above-revenue ABSENT: net burn $120k vs 2024 revenue $1.92m / 12 = $160k a month.
  // unrealistic-growth ABSENT: 3.4 / 1.92 = 1.8×; 5.6 / 3.4 = 1.6×.
  // unit-economics ABSENT: claimed payback under 6 months; $85 / $4 a week = 21.25 weeks ≈ 4.9 months — consistent.
  // debt-distress ABSENT: PAR30 and write-offs are customers' arrears, not the company's; company has no borrowings.
  // no-competition ABSENT: competitors named. gross-margin ABSENT: 39% → 41% (up).
  {
    id: 'h23-en-w2-04',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'negation'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'unrealistic-growth', 'unit-economics', 'debt-distress', 'no-competition', 'gross-margin'],
    text: `ASANTE SUNBOX — Series A
Kumasi, Ghana · March 2025

1 | What we do
Pay-as-you-go solar home systems (4 lights, phone charging, radio, optional 24" TV) for off-grid and weak-grid homes in Ashanti, Bono and Ahafo. Customers pay weekly by MoMo — about GH₵ 62 a week — and own the kit after 52 weeks.

2 | Traction
- 18,400 systems sold since 2021; 11,900 customers currently paying
- Revenue (USD, converted at GH₵ 15.5 = $1): 2023 $1.05m → 2024 $1.92m
- Gross margin: 2023 39% → 2024 41%
- 64 village agents, 7 branch shops

3 | Unit economics (standard kit)
- Landed cost of device: $85
- Customer pays: $4/week for 52 weeks = $208
- Device payback: under 6 months (≈ 21 weeks of payments)
- Portfolio at risk >30 days (customer receivables): 7.8%; write-offs 3.1% of receivables

4 | Competition
Two international PAYG brands with national distribution, plus hundreds of cash-sale solar shops selling unbranded panels. We win on after-sales: a technician within 48 hours in every district we serve.

5 | Balance sheet & runway
- Cash: $1.3m (28 Feb 2025)
- Net burn: $120k/month — mostly device stock bought ahead of the dry season
- Borrowings: none
- Runway: ~11 months before this round

6 | Plan
| | 2024A | 2025F | 2026F |
|---|---:|---:|---:|
| Revenue ($m) | 1.92 | 3.4 | 5.6 |
| Paying customers | 11,900 | 19,000 | 29,000 |

7 | Team
Yaa Asantewaa Mensah (CEO, founder), Kwame Boakye (COO, co-founder), Dr Esi Nkansah (Head of Credit).

8 | Ask
$3m equity: stock, 4 new branches in Bono East, credit-scoring build.`,
  },

  // 05 — CEO memo to the board, e-pharmacy delivery, Lagos (Nigeria).
  // founder-departure PRESENT (indirect): co-founder Tunde's "last day was Friday 31 May".
  // dead-equity PRESENT: he keeps his vested 12%; the company is not buying it back.
  // low-founder-ownership PRESENT (figures): active founders Ifeoma 23% + Chidi 15% = 38% (< 40%);
  //   Tunde's 12% no longer counts as he has left.
  // short-runway ABSENT: ₦410m / ₦31.0m = 13.2 months. burn-above-revenue ABSENT: net burn ₦31.0m < revenue ₦48.2m.
  // declining-revenue ABSENT: ₦44.9m (April) → ₦48.2m (May). investor-control ABSENT: largest investor 21%.
  // litigation ABSENT: "no dispute"; separation agreement signed.
  {
    id: 'h23-en-w2-05',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'list', 'indirect', 'figures'],
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'investor-control', 'litigation'],
    text: `MEDIRUN HEALTH LTD — MEMO TO THE BOARD
From: Ifeoma Okafor, CEO
Date: 9 June 2025
Re: Engineering leadership, May numbers, and Tunde's shares

1. Tunde
As discussed on our call, Tunde Bakare — who started MediRun with Chidi and me in 2019 — had his last day on Friday 31 May. He has relocated to Toronto with his family and has taken a role with a Canadian health insurer. We part on good terms: there is no dispute, the separation agreement was signed on 28 May, and the handover to Bolaji Adewale (now interim Head of Engineering) ran over three weeks. The rider-app release went out on schedule on 4 June.

2. His shareholding
Tunde's 12% is fully vested (his four-year schedule ended in February). The SHA gives the company a right, but not an obligation, to buy back a leaver's shares at fair value. At the last round price that is about ₦540m, which we cannot spare this year, and Tunde has said he would like to keep them. Unless the board decides otherwise, he stays on the register at 12%.

Cap table after 31 May:
- Ifeoma Okafor — 23%
- Chidi Eze — 15%
- Tunde Bakare — 12%
- Kinetic Africa Fund I — 21%
- Other investors (6) — 17%
- ESOP — 12%

3. May numbers
- Revenue: ₦48.2m (April: ₦44.9m) on 61,300 orders
- Net burn: ₦31.0m
- Cash at 31 May: ₦410m
- Partner pharmacies live: 212 (Lagos 171, Abuja 41)
- Average delivery time, Lagos mainland: 47 minutes

4. What I need from the board
(a) Ratify Bolaji's interim appointment and a retention bonus of ₦6m over 12 months.
(b) Approve a CTO search with a Lagos firm (fee capped at ₦18m).
(c) Decide, at the July meeting, whether we revisit the buy-back after the bridge closes.

Ifeoma`,
  },

  // 06 — Shareholders' agreement extract, edtech, Accra (Ghana). CLEAN but tempting.
  // investor-control ABSENT: Savannah Growth Fund 49.0% (< 50%).
  // low-founder-ownership ABSENT: 24.0 + 18.0 = 42.0% (≥ 40%).
  // dead-equity / founder-departure ABSENT: the leaver clause is hypothetical ("If a Founder ceases..."); nobody has left.
  // related-party ABSENT: only a reserved-matter rule for any future related-party deal.
  // litigation ABSENT: dispute clause is prospective; warranty says none pending.
  // cap-table-complexity ABSENT: Schedule 1 warranted to match the register and ORC filings.
  {
    id: 'h23-en-w2-06',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'modality', 'negation'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure', 'related-party', 'litigation', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT — SANKOFA LEARN LIMITED
(Extract: clauses 6, 9, 14, 15 and Schedule 1)
Dated 2 September 2025

BETWEEN
(1) AKOSUA BOATENG of East Legon, Accra, and (2) KOJO ASARE of Dzorwulu, Accra (together the "Founders");
(3) SAVANNAH GROWTH FUND II LP (the "Investor"); and
(4) SANKOFA LEARN LIMITED, a company incorporated under the Companies Act, 2019 (Act 992), registration no. CS084512207 (the "Company").

6. RESERVED MATTERS
6.1 The Company shall not, and the Shareholders shall procure that it does not, without Investor Consent:
    (a) issue, allot or redeem any Shares;
    (b) approve or vary the Annual Budget;
    (c) incur borrowings above GH₵ 500,000 in aggregate;
    (f) enter into, vary or terminate any transaction with a Related Party, being any Shareholder, Director or a person connected with either (including a spouse, parent, child or sibling) or any entity in which such a person holds 10% or more.

9. LEAVERS
9.1 If a Founder ceases to be a director or employee of the Company (a "Leaver"), the Company shall, within 90 days of the Leaver's termination date, buy back or procure a purchaser for all Shares then held by the Leaver.
9.2 The price shall be Fair Value for a Good Leaver and the lower of nominal value and Fair Value for a Bad Leaver.
9.3 Until completion of the transfer, a Leaver's Shares carry no votes.

14. DISPUTES
14.1 Any dispute arising out of or in connection with this Agreement which is not resolved by negotiation within 30 days shall be referred to arbitration at the Ghana Arbitration Centre under the Alternative Dispute Resolution Act, 2010 (Act 798). The seat shall be Accra.

15. WARRANTIES (EXTRACT)
15.1 Each Founder warrants that, at the date of this Agreement:
    (a) no litigation, arbitration or regulatory proceedings are pending against the Company or, to the Founder's knowledge, threatened;
    (b) Schedule 1 is a true record of the Company's issued shares and agrees with the register of members and the filings at the Office of the Registrar of Companies.

SCHEDULE 1 — SHAREHOLDINGS ON COMPLETION

| Shareholder                  | Ordinary shares | %     |
|------------------------------|----------------:|------:|
| Akosua Boateng (Founder, CEO)|         240,000 |  24.0 |
| Kojo Asare (Founder, CTO)    |         180,000 |  18.0 |
| Savannah Growth Fund II LP   |         490,000 |  49.0 |
| Sankofa ESOP Trust           |          90,000 |   9.0 |
| Total                        |       1,000,000 | 100.0 |

Board composition: five directors — two nominated by the Founders, two by the Investor, one independent chair appointed jointly.`,
  },
];
