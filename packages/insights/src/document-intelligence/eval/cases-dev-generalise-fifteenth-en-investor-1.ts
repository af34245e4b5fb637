/**
 * Development set, fifteenth round, English investor-side documents (2026-11-30), written and labelled
 * from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthEnInvestor1: readonly RedFlagCase[] = [
  // Kudi Switch 1.1bn / 3.2bn = 34.4% (>= 30%); net burn 180m < monthly revenue ~270m; runway 2.4bn / 180m = 13.3 months.
  {
    id: 'd15-w1-ic-lagos-aggregator',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO — PayRail Technologies Ltd (Lagos) — Series A, USD 6M

Recommendation: proceed to term sheet, subject to the points below.

Trading. FY2025 revenue was ₦3.2bn (FY2024: ₦1.9bn). Net burn averaged ₦180m a month in H2 2025 against monthly revenue of roughly ₦270m; cash at 31 October stood at ₦2.4bn.

Customers. Revenue comes from 1,140 merchants and four aggregator partners. Transactions routed by the largest partner, Kudi Switch, generated ₦1.1bn of FY2025 revenue; the next largest partner accounted for ₦290m.

Team. The three founders are full-time and hold 58% between them.

Next steps: confirmatory legal DD, technology review, and reference calls with two aggregator partners.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue', 'short-runway', 'low-founder-ownership'],
    traits: ['prose', 'figures', 'indirect', 'split'],
  },
  // Founders (1,800,000 + 1,500,000) / 10,000,000 = 33% (< 40%); Savannah 4,400,000 / 10,000,000 = 44% (< 50%).
  {
    id: 'd15-w1-cap-nairobi-counts',
    documentType: 'legal_docs',
    text: `Capitalisation table — Shamba Data Ltd (Nairobi) — as at 30 September 2026 (pasted from CAPTABLE_v12.xlsx)

Holder | Class | Shares
Wanjiru Kamau (CEO, founder) | Ordinary | 1,800,000
Brian Otieno (CTO, founder) | Ordinary | 1,500,000
Savannah Growth Fund II | Series A Preferred | 4,400,000
Angel syndicate (12 holders) | Ordinary | 1,400,000
ESOP (granted and unallocated) | Options | 900,000
Total | | 10,000,000

Register reconciled to the CR12 on 2 October 2026. Both founders remain full-time.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Founders 22.5% + 18.5% = 41.0% (>= 40%); Harmattan 48.0% (< 50%); 41.0 + 48.0 + 8.0 + 3.0 = 100.0.
  {
    id: 'd15-w1-cap-accra-reconciles',
    documentType: 'legal_docs',
    text: `Cap table — Nkabom Health Ltd (Accra) — post-seed, 31 October 2026

Holder                     Class          Shares        %
Efua Mensah (CEO)          Ordinary       2,250,000     22.5%
Kojo Asante (CTO)          Ordinary       1,850,000     18.5%
Harmattan Capital          Seed Pref      4,800,000     48.0%
ESOP pool                  Options          800,000      8.0%
Angels (4)                 Ordinary         300,000      3.0%
Total                                    10,000,000    100.0%

Reconciled to the register of members and to the Registrar-General filings. No SAFEs, warrants or convertible notes are outstanding.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
  },
  {
    id: 'd15-w1-dd-accra-suit-lease',
    documentType: 'legal_docs',
    text: `RED-FLAG MEMO — Project Kente (target: Tro Logistics Ltd, Accra)
Prepared by Bentsi & Osei, Solicitors — 12 November 2026

1. Permits. Ghana Highway Authority haulage permits were renewed in July 2026 and are valid to 2028.

2. Litigation. Suit No. BDC/0417/25, brought by Asafo Motors Ltd for GHS 2.6m for alleged breach of an exclusivity clause, is pending in the Commercial Division of the High Court; the next hearing is listed for 19 February 2027. The company denies liability.

3. Related parties. The Tema depot is leased from Nkrumah Estates Ltd, whose sole director is the wife of the CEO. Rent of GHS 45,000 a month was agreed without an independent valuation or board approval.

4. Employment. Standard contracts; no senior departures in the last 24 months.`,
    present: ['litigation', 'related-party'],
    absent: ['pending-licence', 'founder-departure'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'd15-w1-dd-nairobi-settled',
    documentType: 'legal_docs',
    text: `LEGAL DUE DILIGENCE — SUMMARY OF FINDINGS
Kiprop & Mwangi Advocates — Target: Mavuno Pay Ltd (Nairobi)

Litigation. The claim filed by the company's former landlord (HCCOMM E211 of 2025) was settled in March 2026 for KES 1.2m; the consent order marking the suit as withdrawn is in folder 7.3. Searches of the High Court and Milimani Commercial registries on 4 November 2026 revealed no other pending proceedings.

Related parties. We reviewed the contracts register and the directors' declarations of interest and found no transactions with directors, founders or members of their families.

Potential exposure. A former contractor could, in theory, bring a claim for commissions under the 2023 agency agreement, which expired in June. No demand has been received; if a claim were made, we would put exposure below KES 400,000.`,
    present: [],
    absent: ['litigation', 'related-party'],
    traits: ['prose', 'negation', 'time', 'modality'],
  },
  {
    id: 'd15-w1-audit-kampala-qualified',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT to the members of Nile Cold Chain Ltd (Kampala) — year ended 30 June 2026

Qualified opinion. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements give a true and fair view of the financial position of the company.

Basis for qualified opinion. We were unable to obtain sufficient appropriate audit evidence over inventory of UGX 640m held at the Mbarara depot at year end, as we were appointed after the stock count.

Material uncertainty related to going concern. We draw attention to note 2, which indicates that the company's current liabilities exceeded its current assets by UGX 810m and that a UGX 2.0bn term loan falls due in March 2027. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern.

Revenue for the year was UGX 4.1bn (2025: UGX 3.6bn).`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['prose', 'words'],
  },
  {
    id: 'd15-w1-mgmt-letter-sars-vat',
    documentType: 'financial_statements',
    text: `MANAGEMENT LETTER — Karoo Fresh (Pty) Ltd — year ended 28 February 2026
Mokoena & Partners, Chartered Accountants (SA)

Finding 3 — VAT. The VAT201 returns for the periods ending October 2025 to January 2026 were filed but the amounts due were not paid. At year end the company owed SARS R 1 350 000 including interest. Management intends to apply for a deferred payment arrangement.

Finding 4 — Revenue cut-off. Turnover for the year of R 38.6 million was correctly cut off; no adjustments were required.

Our audit opinion on the annual financial statements is unmodified. We do not consider that the VAT matter casts doubt on the going concern basis of preparation.`,
    present: ['debt-distress'],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['indirect', 'negation'],
  },
  // Runway 1.9M / 200k = 9.5 months (>= 9); net burn 200k < revenue ~300k a month (3.6M / 12).
  {
    id: 'd15-w1-credit-lusaka-clean',
    documentType: 'financial_statements',
    text: `CREDIT MEMO — Annual review — Chilanga Solar Rentals Ltd (Lusaka)
Facility: USD 2.5M amortising term loan

Performance: 14 of 14 monthly instalments paid on or before the due date. DSCR for the twelve months to September: 1.6× (covenant minimum 1.25×). Leverage 2.1× (covenant maximum 3.0×). ZRA tax clearance certificate current; no arrears.

Trading: revenue of USD 3.6M for the last twelve months, about USD 300k a month. Net cash burn, including fleet purchases, is USD 200k a month while the rental fleet expands; cash at 30 September was USD 1.9M.

Recommendation: renew on existing terms.`,
    present: [],
    absent: ['debt-distress', 'short-runway', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
  },
  // LTV/CAC = 2,250 / 900 = 2.5×, not the stated 4.5×.
  {
    id: 'd15-w1-ue-cairo-ltv-cac',
    documentType: 'pitch_deck',
    text: `Slide 9 — Unit economics (Tabibi Health, Cairo)

• Blended CAC: EGP 900
• LTV (24-month gross-margin lifetime value): EGP 2,250
• LTV/CAC: 4.5× — best in class for Egyptian healthtech
• Payback: 7 months
• FY2025 revenue: EGP 38m, up from EGP 21m
• 62% of new patients come through referral partners`,
    present: ['unit-economics'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures'],
  },
  // 60 × 60% = R 36/month; 1 / 0.046 = 21.7 months; 36 × 21.7 = R 782; 782 / 180 = 4.3×; payback 180 / 36 = 5 months; costs 8.9m < revenue 9.8m.
  {
    id: 'd15-w1-ue-joburg-consistent',
    documentType: 'pitch_deck',
    text: `UNIT ECONOMICS — Spaza Connect (Johannesburg), SME subscription tier

CAC (paid + field sales): R 180
ARPU: R 60 per month; gross margin 60% → R 36 contribution per month
Monthly churn: 4.6% → expected lifetime ≈ 21.7 months
LTV ≈ R 782 → LTV/CAC 4.3×
CAC payback: 5 months

Trailing-twelve-month revenue R 9.8m; operating costs R 8.9m over the same twelve months.`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  // 2027F / 2026F = 5.1bn / 1.2bn = 4.25× (>= 4×).
  {
    id: 'd15-w1-proj-kigali-4x',
    documentType: 'business_plan',
    text: `Projections — Imboni Agritech Ltd (Kigali), base case

Year  | Revenue (RWF)   | Cooperatives | Staff
2025A |    310,000,000  |      42      |  18
2026F |  1,200,000,000  |     120      |  31
2027F |  5,100,000,000  |     410      |  64
2028F | 17,000,000,000  |   1,150      | 120

Assumptions: average revenue per cooperative rises as mobile-money collection is rolled out to all member farmers; expansion into Burundi from 2027.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['table', 'figures'],
  },
  // 0.36 → 1.0 = 2.8×; 1.0 → 2.8 = 2.8×; 2.8 → 7.8 = 2.8×; 7.8 → 19.0 = 2.4× (all < 3×).
  {
    id: 'd15-w1-proj-accra-2-8x',
    documentType: 'business_plan',
    text: `Financial model — Projections tab (USD) — Kola Health Ltd (Accra)

FY     Revenue   Gross margin   Clinics
2025A  0.36M     44%            12
2026F  1.00M     46%            30
2027F  2.80M     48%            75
2028F  7.80M     50%            190
2029F  19.0M     51%            420

Growth assumption: revenue grows 2.8× a year to 2028, slowing to about 2.4× in 2029 as the Greater Accra market saturates.`,
    present: [],
    absent: ['unrealistic-growth', 'missing-financials'],
    traits: ['table', 'figures'],
  },
  // MRR 14.5m includes a 2.1m one-off fee; 14.5 − 2.1 = 12.4m vs 11.9m in September (+4%).
  {
    id: 'd15-w1-board-nairobi-mrr-oneoff',
    documentType: 'financial_statements',
    text: `Board pack — October 2026 — Kilele Cloud Ltd (Nairobi) — Section 2: KPIs

• MRR (October): KES 14.5m, up from KES 11.9m in September
• Of which: KES 2.1m integration fee invoiced once to Jamii Sacco for its core-banking migration
• Customers: 212 at 1 July, 201 at 30 September, 209 at 31 October
• Gross margin: 71% (September: 70%)

Commentary: the jump in MRR is mainly the Jamii migration; underlying subscription growth was about 4%.`,
    present: ['non-recurring-revenue'],
    absent: ['high-churn', 'declining-revenue', 'gross-margin'],
    traits: ['list', 'indirect', 'figures'],
  },
  // Jan-2025 cohort: 298 / 640 = 46.6% retained at month 12 (< 55%).
  {
    id: 'd15-w1-cohort-lagos-retention',
    documentType: 'business_plan',
    text: `Merchant cohort retention — Duka Boost (Lagos) — active merchants by month since onboarding

Cohort    | M0  | M3  | M6  | M9  | M12
Jan-2025  | 640 | 512 | 421 | 350 | 298
Apr-2025  | 710 | 590 | 480 | 402 | —
Jul-2025  | 820 | 672 | 551 | —   | —

FY2025 revenue: ₦840m (FY2024: ₦310m). Merchants pay a monthly fee plus 0.8% of processed value.`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  // GM 41% → 38% = −3 points; churn 4.6% < 5%; runway 3.1M / 260k = 11.9 months; burn 260k < revenue ~473k a month.
  {
    id: 'd15-w1-fund-q3-churn-46',
    documentType: 'financial_statements',
    text: `Msingi Fund I — Quarterly portfolio report, Q3 2026
Company update: Bidhaa Express (Dar es Salaam)

Revenue: USD 1.42M in Q3, against USD 1.21M in Q2 (+17%).
Gross margin: 38%, down from 41% in Q2 — a mix shift towards lower-margin bulk orders.
Retailer churn: 4.6% a month on average over the quarter (Q2: 4.9%).
Cash: USD 3.1M; net burn USD 260k a month, i.e. about 12 months of runway.
Team: no changes; a head of finance was hired in August.`,
    present: [],
    absent: ['high-churn', 'gross-margin', 'declining-revenue', 'short-runway'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w1-ic-addis-nbe-pending',
    documentType: 'business_plan',
    text: `IC MEMO — Birr Wallet PLC (Addis Ababa) — USD 1.8M seed extension

Licensing. The company applied to the National Bank of Ethiopia for a payment instrument issuer licence in May 2026. The file is complete and NBE has acknowledged receipt, but no licence has been issued; until then the wallet runs as a closed-loop pilot with two cooperatives.

Trading. Revenue from agency commissions and merchant fees was ETB 62m in the year to June 2026 (prior year ETB 35m); operating costs were ETB 48m.

Competition. Telebirr and M-Pesa Ethiopia dominate; Birr competes on distribution through cooperatives.`,
    present: ['pending-licence'],
    absent: ['regulatory', 'no-competition', 'burn-above-revenue'],
    traits: ['prose', 'time'],
  },
  {
    id: 'd15-w1-moi-durban-control',
    documentType: 'legal_docs',
    text: `Extract from the Memorandum of Incorporation of Umhlanga Robotics (Pty) Ltd, as amended 14 August 2026

7.1 The Board shall comprise five Directors. For so long as Ubuntu Capital Partners holds the 52.4% of the issued Ordinary Shares it holds at the date of this amendment, it may appoint three Directors, one of whom shall be Chairperson with a casting vote.
7.2 The Founders, acting together, may appoint one Director.
9.3 Reserved Matters. None of the following shall be effected without the prior written consent of Ubuntu Capital Partners: (a) any issue of shares; (b) approval of the annual budget; (c) any disposal of assets above R 2 000 000; (d) appointment or removal of the CEO.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures'],
  },
  // Sahara 48.0% (< 50%); founders 44.0%; 48.0 + 44.0 + 8.0 = 100.0.
  {
    id: 'd15-w1-sha-casablanca-48',
    documentType: 'legal_docs',
    text: `Shareholders' Agreement — Atlas Freight SAS (Casablanca) — clause excerpts

4.1 Board. Five seats: two appointed by the Founders, two by Sahara Ventures, one independent chosen jointly.
4.2 Sahara Ventures, which holds 48.0% of the share capital on a fully diluted basis, has a veto over the Reserved Matters in Schedule 3.
11 Drag-along. Holders of 75% of the shares may require all other holders to sell on the same terms.
12 Tag-along. If any holder sells more than 50% of its shares, every other holder may join the sale pro rata.
Schedule 1. Founders (Yassine El Idrissi, Salma Bennani): 44.0%; ESOP: 8.0%.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w1-dataroom-rabat-captable',
    documentType: 'legal_docs',
    text: `Data-room index notes — Project Argan (target: Souk Digital SA, Rabat) — reviewed 20 November 2026

1.1 Statuts (2024 consolidated version) — received
2.3 Board minutes 2023–2026 — received; 2024 minutes unsigned
4.2 Cap table — v7 (January 2026) and v9 (September 2026) differ by 212,000 shares; the 2023 ESOP grants have not been reconciled to board approvals, and management could not say which version is correct
6.1 Litigation — folder empty; management confirms there are no pending proceedings (to be covered in the disclosure letter)
8.4 Licences — Bank Al-Maghrib payment institution licence, granted March 2025 — received`,
    present: ['cap-table-complexity'],
    absent: ['litigation', 'pending-licence'],
    traits: ['list', 'indirect', 'negation'],
  },
  // Runway 1.40M / 0.19M = 7.4 months (< 9); net burn 190k < revenue 240k a month.
  {
    id: 'd15-w1-model-nairobi-runway',
    documentType: 'business_plan',
    text: `Model assumptions — Cash tab — Tuma Freight Ltd (Nairobi)

• Opening cash (1 December 2026): USD 1.40M
• Monthly revenue (December run-rate): USD 240k, growing 3% a month
• Net monthly burn: USD 190k, held flat
• No new equity assumed before the Series A closes; no debt drawdowns
• FX: KES 129 to the dollar throughout`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Azam 620,000 / 2,000,000 = 31% (>= 30%); total 2,300,000 → 2,000,000.
  {
    id: 'd15-w1-rev-dar-customers',
    documentType: 'financial_statements',
    text: `Revenue by customer — Pwani Cold Store Ltd (Dar es Salaam) — USD

Customer              | FY2024     | FY2025
Azam Dairy            |   540,000  |   620,000
Bakhresa Foods        |   410,000  |   250,000
Sayona Fruits         |   300,000  |   180,000
Other (61 customers)  | 1,050,000  |   950,000
Total                 | 2,300,000  | 2,000,000

Source: sales ledger, agreed to the general ledger by the accountants.`,
    present: ['customer-concentration', 'declining-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
  {
    id: 'd15-w1-deck-accra-competitors',
    documentType: 'pitch_deck',
    text: `Slide 6 — Competition. We are not alone: Hubtel, ExpressPay and the banks' own apps all offer bill payments. Our edge is offline USSD collection for market women's susu groups, which none of them serve well.

Slide 7 — Traction. 2025 revenue GHS 6.2m (2024: GHS 2.9m); 38,000 active payers; no single customer above 12% of revenue.

Slide 8 — Ask. USD 1.5M seed to reach Kumasi and Takoradi.`,
    present: [],
    absent: ['no-competition', 'customer-concentration', 'missing-financials'],
    traits: ['negation', 'split'],
  },
];
