import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW3P2: readonly RedFlagCase[] = [
  // 08 — pitch deck, B2B grocery ordering, Mauritius. CLEAN.
  // missing-financials ABSENT: revenue, margin, EBITDA and net profit are given for two years.
  // burn-above-revenue ABSENT: net profit Rs 0.1m and Rs 1.1m; the business is cash-generative.
  // no-competition ABSENT: three competitors are named.
  // unrealistic-growth ABSENT: 78 / 38.4 = 2.0x, 140 / 78 = 1.8x, 230 / 140 = 1.6x; over three years 230 / 38.4 = 6.0x, far below 27x (3x a year).
  // gross-margin ABSENT: 18.2% -> 18.9% (up); the plan's 17.5% is 1.4 pt below 18.9%, and the price cut is a hypothetical ("could").
  // unit-economics ABSENT: gross profit 38.4 x 18.9% = Rs 7.26m over an average (1,150 + 1,940) / 2 = 1,545 retailers
  //   = Rs 4,700 a year = ~Rs 390 a month; CAC 2,300 / 390 = 5.9 months, matching the stated ~6-month payback.
  // high-churn ABSENT: 1.6% a month, under 5%.
  // founder-departure ABSENT: the CEO left Oceanic Beverages (another company) in 2016; both founders full-time.
  // customer-concentration ABSENT: no retailer above 1% of revenue.
  {
    id: 'h18-en-w3-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `TI MARCHÉ — Series A deck, 2025 (Port Louis, Mauritius)

Slide 1 — What we do
A B2B ordering app for the island's 4,800 corner shops ("laboutik"): one app,
300 suppliers, next-day delivery everywhere from Grand Baie to Souillac.

Slide 2 — Traction (years to 30 June)
                         FY2023/24     FY2024/25
Revenue                  Rs 21.0m      Rs 38.4m
Gross margin               18.2%         18.9%
EBITDA                   Rs 0.6m       Rs 2.9m
Net profit               Rs 0.1m       Rs 1.1m
Active retailers           1,150         1,940
Monthly retailer churn: 1.6% (12-month average)

Slide 3 — Unit economics
CAC Rs 2,300 per retailer · gross profit per active retailer ≈ Rs 390 a month
· payback ≈ 6 months

Slide 4 — Competition
- Wholesalers' own sales reps (still the habit for most shops)
- Bazar Express (app; mainly Curepipe and Quatre Bornes)
- DistriNet (supplier-owned; 60 brands)
We win on range and island-wide next-day delivery.

Slide 5 — Plan
FY2025/26 Rs 78m · FY2026/27 Rs 140m · FY2027/28 Rs 230m
If a large wholesaler cut prices, our margin could come under pressure;
the plan already assumes 17.5%.

Slide 6 — Team
Nadia Goolam, CEO — left Oceanic Beverages in 2016 after eight years in
sales; founded Ti Marché in 2019.
Kevin Ah-Sue, CTO and co-founder — formerly lead engineer in a bank's
digital unit. Both founders are full-time.

Slide 7 — The ask
Rs 45m Series A. Cash today Rs 12.5m; the business is cash-generative.
No retailer brings more than 1% of revenue.`,
    present: [],
    absent: ['missing-financials', 'burn-above-revenue', 'no-competition', 'unrealistic-growth', 'gross-margin', 'unit-economics', 'high-churn', 'founder-departure', 'customer-concentration'],
    traits: ['table', 'list', 'modality', 'figures', 'time'],
  },

  // 09 — audited accounts with auditors' report, aquaculture, Mauritius.
  // audit-opinion PRESENT (words): "Qualified opinion ... except for the possible effects" (fish stock count not observed).
  // going-concern PRESENT (words): auditors' "material uncertainty that may cast significant doubt" paragraph.
  // gross-margin PRESENT (indirect, figures only): 13,600 / 52,300 = 26.0% vs 16,300 / 47,900 = 34.0%: down 8.0 pts.
  // burn-above-revenue PRESENT (table): loss for the year Rs'000 14,200 — costs above revenue.
  // short-runway PRESENT (indirect, figures): operating cash outflow 11,400 / 12 = Rs'000 950 a month; cash 1,300 / 950 = 1.4 months.
  // related-party PRESENT (note): feed bought for Rs'000 3,100 from a company owned by the managing director's brother.
  // declining-revenue ABSENT: current year is the left column; 52,300 (2025) > 47,900 (2024), up 9.2%.
  // debt-distress ABSENT (negation): overdraft within its limit, instalments paid on due dates, no covenant breached.
  {
    id: 'h18-en-w3-09',
    documentType: 'financial_statements',
    language: 'en',
    text: `TAMARIND BAY AQUACULTURE LTD (Mauritius)
Audited financial statements — year ended 30 June 2025

INDEPENDENT AUDITORS' REPORT TO THE MEMBERS
Qualified opinion
We have audited the financial statements of Tamarind Bay Aquaculture Ltd. In
our opinion, except for the possible effects of the matter described in the
Basis for qualified opinion, the financial statements give a true and fair view
of the financial position of the Company at 30 June 2025 and of its performance.
Basis for qualified opinion
We were appointed after 30 June 2025 and could not observe the count of live
fish stock carried at Rs'000 6,400, nor satisfy ourselves of it by other means.
Material uncertainty related to going concern
We draw attention to Note 2: current liabilities exceeded current assets by
Rs'000 9,800 at 30 June 2025. These conditions indicate a material uncertainty
that may cast significant doubt on the Company's ability to continue as a going
concern. Lagesse Moothoo & Co, Chartered Accountants — Port Louis, 30 September 2025

STATEMENT OF PROFIT OR LOSS (Rs'000)      2025        2024
Revenue                                 52,300      47,900
Cost of sales                          (38,700)    (31,600)
Gross profit                            13,600      16,300
Administrative expenses                (24,100)    (17,800)
Finance costs                           (3,700)     (2,900)
Loss for the year                      (14,200)     (4,400)

STATEMENT OF CASH FLOWS (extract, Rs'000)  2025        2024
Net cash used in operating activities  (11,400)     (3,900)
Cash and cash equivalents at 30 June     1,300       5,100

Note 17 Borrowings. The bank overdraft of Rs'000 4,200 is within its facility
limit of Rs'000 6,000. All term-loan instalments were paid on their due dates
and no covenant was breached at 30 June 2025.
Note 21 Related parties. Feed purchases of Rs'000 3,100 (2024: 2,700) were made
from Mahebourg Marine Feeds Ltd, owned by the brother of Mr. Devanand Ramsamy,
managing director and shareholder.`,
    present: ['audit-opinion', 'going-concern', 'gross-margin', 'burn-above-revenue', 'short-runway', 'related-party'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'prose'],
  },

  // 10 — SaaS metrics dashboard, fleet-tracking software, Libya. CLEAN.
  // high-churn ABSENT: 14/1,104 = 1.27%, 14/1,112 = 1.26%, 13/1,123 = 1.16% a month; 12-month gross revenue retention 87% (over 55%).
  // non-recurring-revenue ABSENT (negation): one-off hardware/installation fees are reported as Other revenue, "never included in MRR or ARR".
  // unit-economics ABSENT: ARPA 463 / 1,137 = LYD 407 ≈ 400; LTV = 400 x 0.80 / 0.0125 = 25,600; 25,600 / 6,400 = 4.0x as stated.
  // burn-above-revenue ABSENT: operating costs 395 / 401 / 409 below MRR alone 442 / 451 / 463.
  // declining-revenue ABSENT: MRR 442 -> 451 -> 463 rises; Other revenue is one-off and varies (41, 37, 58), total revenue 483 -> 488 -> 521 still rises.
  // customer-concentration ABSENT: largest account 6% of MRR.
  // pending-licence ABSENT (time): tracker type approval granted in May 2025.
  {
    id: 'h18-en-w3-10',
    documentType: 'business_plan',
    language: 'en',
    text: `RAHLA FLEET — Monthly SaaS dashboard, Q2 2025 (Tripoli, Libya)
Fleet-tracking software for haulage and bus companies. LYD'000 unless stated.

                                  Apr       May       Jun
MRR                               442       451       463
Other revenue (hardware and
  installation, billed once)       41        37        58
Operating costs                   395       401       409
Accounts at start               1,104     1,112     1,123
New accounts                       22        25        27
Churned accounts                   14        14        13
Accounts at end                 1,112     1,123     1,137

Notes
- One-off hardware and installation fees are reported as Other revenue and
  are never included in MRR or ARR. ARR at June: LYD 5.56m (MRR x 12).
- Logo churn: 1.2–1.3% a month. Gross revenue retention over the last
  12 months: 87%.
- Largest account (a Misrata haulier): 6% of MRR.
- Unit economics: ARPA about LYD 400 a month, gross margin 80%, CAC LYD 6,400.
  LTV at 1.25% monthly churn = 400 x 0.80 / 0.0125 = LYD 25,600; LTV/CAC 4.0x.
- Cash at 30 June: LYD 2.87m. MRR alone covered operating costs in every month.
- Type approval for the new RT-4 tracker was granted in May 2025.`,
    present: [],
    absent: ['high-churn', 'non-recurring-revenue', 'unit-economics', 'burn-above-revenue', 'declining-revenue', 'customer-concentration', 'pending-licence'],
    traits: ['table', 'split', 'figures', 'negation', 'list'],
  },

  // 11 — cap table with notes, solar energy, Mauritius.
  // low-founder-ownership PRESENT (indirect, table only): founders 18.5 + 12.0 = 30.5%, under 40%.
  // investor-control PRESENT (indirect, table only): Indian Ocean Growth Fund I LP holds 5,400,000 / 10,000,000 = 54.0%.
  // dead-equity PRESENT (notes): two former employees who left in 2023 keep 250,000 + 150,000 = 400,000 shares (4.0%); no buy-back.
  // cap-table-complexity PRESENT (notes): option ledger shows 612,000 options vs a 450,000 pool; the 162,000 difference "has not been reconciled".
  // founder-departure ABSENT: the leavers are a sales engineer and an installer team lead, not founders or executives; both founders stay.
  // Check: 1,850 + 1,200 + 5,400 + 700 + 250 + 150 + 450 = 10,000 (thousand shares).
  {
    id: 'h18-en-w3-11',
    documentType: 'legal_docs',
    language: 'en',
    text: `LAGON BLEU ENERGY LTD — Cap table with notes at 31 August 2025
(ordinary shares; private company incorporated in Mauritius)

Shareholder                                  Shares        %
Anil Ramphul (founder, CEO)               1,850,000     18.5
Marie-Claire Lebon (founder, CTO)         1,200,000     12.0
Indian Ocean Growth Fund I LP             5,400,000     54.0
Angel investors (9)                         700,000      7.0
K. Ramdin (former employee)                 250,000      2.5
J. Pillay (former employee)                 150,000      1.5
ESOP pool (unissued)                        450,000      4.5
Total                                    10,000,000    100.0

Notes
1. K. Ramdin (sales engineer) and J. Pillay (installer team lead) left in
   March and September 2023. Both exercised their options before leaving;
   the Company did not use its right to buy the shares back and they remain
   on the register in their names.
2. The HR option ledger lists 612,000 options granted against the
   450,000-share pool. The 162,000 difference has not been reconciled with
   the share register; counsel is reviewing it.
3. Both founders are full-time; neither has announced any change of role.
4. The Fund appoints three of the five directors.`,
    present: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure'],
    traits: ['table', 'figures', 'indirect', 'split', 'list'],
  },

  // 12 — investment committee memo (Q&A), clinical laboratories, Libya. CLEAN.
  // customer-concentration ABSENT: largest payer LYD 1.36m / 8.0m = 17%; the three largest together 26%, under 30%.
  // unrealistic-growth ABSENT: 8.0 / 5.9 = 1.36x, 11.5 / 8.0 = 1.44x, 15.5 / 11.5 = 1.35x.
  // burn-above-revenue ABSENT: net profit positive in every year shown (0.5, 0.9, 1.4, 2.0).
  // pending-licence ABSENT (time): the Misrata licence was granted on 9 February 2025.
  // regulatory ABSENT: the licence suspension concerns another company (Qasr Labs), not the target.
  // litigation ABSENT (modality): "could face malpractice claims. None has been made."
  // debt-distress ABSENT (negation): "no default has occurred and all payments are current".
  // founder-departure ABSENT: the founder left a hospital group in Tunis before founding Nakhla in 2017; both founders full-time.
  // investor-control / low-founder-ownership ABSENT: post-deal fund 28%, founders 61% (61 + 28 + 11 = 100).
  {
    id: 'h18-en-w3-12',
    documentType: 'business_plan',
    language: 'en',
    text: `INVESTMENT COMMITTEE MEMO — Green Crescent Partners II — 2 September 2025
Target: Nakhla Diagnostics Co. (clinical laboratories, Tripoli and Misrata)
Proposal: USD 2.5m for new shares (about LYD 13.5m)

Key figures (LYD m; 2023 and 2024 audited)
               2023     2024     2025 budget     2026 plan
Revenue         5.9      8.0        11.5            15.5
EBITDA          1.1      1.7         2.5             3.4
Net profit      0.5      0.9         1.4             2.0

Q: Is revenue concentrated?
A: The largest payer, Jufra Oilfield Services (staff testing contract), paid
   LYD 1.36m of 2024 revenue. The three largest payers together brought 26%;
   the rest is walk-in patients and about 40 corporate accounts.
Q: Licences?
A: Both labs hold Ministry of Health licences; the Misrata licence was
   granted on 9 February 2025.
Q: Any regulatory issues?
A: None at Nakhla. A Benghazi competitor, Qasr Labs, had its licence
   suspended in 2024, which is one reason Nakhla's accreditation matters.
Q: Legal exposure?
A: Like any clinical business, Nakhla could face malpractice claims. None
   has been made, and it carries professional liability insurance.
Q: Debt?
A: A LYD 1.2m equipment lease; no default has occurred and all payments
   are current.
Q: Team?
A: Dr. Laila Ben Omran founded Nakhla in 2017 after leaving a private
   hospital group in Tunis; her co-founder Dr. Anas Keshlaf runs the
   Misrata lab. Both remain full-time.
Q: Ownership after the deal?
A: Founders 61%, Green Crescent 28%, others 11%.`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'burn-above-revenue', 'pending-licence', 'regulatory', 'litigation', 'debt-distress', 'founder-departure', 'investor-control'],
    traits: ['table', 'figures', 'negation', 'modality', 'time'],
  },

  // 13 — quarterly board pack (minutes + management accounts), packaged foods, Libya.
  // declining-revenue PRESENT (indirect, table columns): revenue 2,410 -> 2,180 -> 1,870.
  // burn-above-revenue PRESENT (indirect, table): Q3 costs 1,050 + 1,760 = 2,810 above revenue 1,870; operating loss 940.
  // short-runway PRESENT (indirect, quarter figures): Q3 outflow 960 / 3 = LYD'000 320 a month; cash 1,920 / 320 = 6.0 months.
  // debt-distress PRESENT (minutes, words): the August instalment of LYD 140,000 "was not paid on its due date" (missed repayment, rescheduled).
  // gross-margin ABSENT: 1,060/2,410 = 44.0%, 950/2,180 = 43.6%, 820/1,870 = 43.9%: flat.
  // litigation ABSENT (modality, time): a supplier "might take legal action"; no claim filed, invoice paid on 2 October.
  {
    id: 'h18-en-w3-13',
    documentType: 'business_plan',
    language: 'en',
    text: `ZAHRAT AL-SAHEL FOODS CO. — Quarterly board pack, Q3 2025
Management accounts and minutes — board meeting of 16 October 2025, Tripoli

Management accounts (LYD'000)
                        Q1 2025    Q2 2025    Q3 2025
Revenue                   2,410      2,180      1,870
Cost of sales             1,350      1,230      1,050
Gross profit              1,060        950        820
Operating costs           1,640      1,700      1,760
Operating result           (580)      (750)      (940)

Cash at 30 September: LYD'000 1,920.
Net cash outflow in Q3: LYD'000 960.

Minutes
1. The CEO presented the accounts. Gross margin held at about 44% in
   each quarter of the year.
2. Finance. The August instalment of LYD 140,000 on the bank facility was
   not paid on its due date. The bank has agreed to add it to the final
   instalment in 2027; the September instalment was paid.
3. A packaging supplier said it might take legal action over a late
   invoice. No claim has been filed and the invoice was paid on 2 October.
4. The board asked management to present cost reductions at the
   November meeting.`,
    present: ['declining-revenue', 'burn-above-revenue', 'short-runway', 'debt-distress'],
    absent: ['gross-margin', 'litigation'],
    traits: ['table', 'figures', 'indirect', 'time', 'modality', 'list'],
  },
];
