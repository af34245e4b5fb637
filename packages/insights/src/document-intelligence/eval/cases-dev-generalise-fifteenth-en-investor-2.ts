/**
 * Development set, fifteenth round, English investor-side documents (2026-11-30), written and labelled
 * from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthEnInvestor2: readonly RedFlagCase[] = [
  {
    id: 'd15-w1-deck-kampala-nocomp',
    documentType: 'pitch_deck',
    text: `Slide 5 — Market position. Nobody else does this. There is no competitor in Uganda running solar milk chilling for dairy cooperatives: we have the market to ourselves.

Slide 6 — Traction. Revenue UGX 1.9bn in 2025, up from UGX 0.8bn; 64 cooperatives; 11,000 farmers paid by mobile money every ten days.

Slide 7 — Raise. USD 2M to expand into western Kenya and Rwanda.`,
    present: ['no-competition'],
    absent: ['missing-financials'],
    traits: ['words'],
  },
  {
    id: 'd15-w1-deck-kigali-nofin',
    documentType: 'pitch_deck',
    text: `AfyaLink — Seed deck (Kigali), November 2026

• Problem: 70% of rural clinic stock-outs go unreported.
• Solution: a USSD ordering app linking clinics to licensed distributors.
• Traction: 240 clinics, 9 distributors, 18,000 orders since launch.
• Regulatory: registration with the Rwanda FDA as a medical-supply intermediary was filed in August 2026; a decision is expected in Q1 2027.
• Team: founders from Zipline and Babyl Rwanda.
• Ask: USD 2M seed.`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['list', 'time'],
  },
  // Revenue USD 310k > operating costs USD 280k.
  {
    id: 'd15-w1-deck-nairobi-thin-fin',
    documentType: 'pitch_deck',
    text: `Jenga Homes — Series Seed (Nairobi)

Slide 2: Affordable housing finance for informal earners through a rent-to-own savings wallet.
Slide 3: 1,900 families saving; 140 units delivered in Kitengela and Ruiru.
Slide 4: A team of 14, led by two founders from Housing Finance and Safaricom.
Slide 5: FY2025 revenue USD 310k; operating costs USD 280k.
Slide 6: Raising USD 3M.`,
    present: [],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['list', 'split'],
  },
  {
    id: 'd15-w1-fund-accra-cto-left',
    documentType: 'financial_statements',
    text: `Q3 2026 portfolio report — Ananse Ventures Fund II
Company: Kudi Grid Ltd (Accra)

Q3 revenue GHS 3.4m (Q2: GHS 3.1m).

People. Co-founder and CTO Kwame Boateng resigned with effect from 30 September to join a bank. He keeps his 1.8m shares (18% of the company): the company did not exercise its buy-back option before it lapsed on 31 October. Engineering is led ad interim by the head of platform.

Fund view: hold. We will ask for a CTO search to be approved at the December board.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['declining-revenue'],
    traits: ['prose', 'time'],
  },
  // "Triples" three years running: 3× a year over three years.
  {
    id: 'd15-w1-model-lagos-triple',
    documentType: 'business_plan',
    text: `Assumptions page — Growth — Ọjà Logistics Ltd (Lagos), management case

• Revenue 2026 (budget): ₦2.3bn
• Growth: revenue triples in 2027, triples again in 2028 and again in 2029, driven by the Abuja, Port Harcourt and Kano hubs
• Contribution margin per delivery rising from ₦210 to ₦340 as route density improves
• Headcount from 180 to 640 by 2029`,
    present: ['unrealistic-growth'],
    absent: ['unit-economics'],
    traits: ['list', 'words'],
  },
  {
    id: 'd15-w1-directors-lagos-gc',
    documentType: 'financial_statements',
    text: `Directors' report (extract) — Ndani Foods Plc (Lagos) — year ended 31 December 2025

Revenue rose to ₦2.3bn (2024: ₦1.7bn). In September 2025 the company breached the interest-cover covenant on its ₦900m facility with Ndovu Credit; the lender has reserved its rights and no waiver has been granted.

Going concern. The directors have considered cash-flow forecasts for the twelve months from the date of approval of these financial statements. Because the facility could be called at any time, the directors have concluded that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['declining-revenue'],
    traits: ['prose'],
  },
  {
    id: 'd15-w1-audit-cairo-clean',
    documentType: 'financial_statements',
    text: `Independent auditor's report — Fasla Mobility S.A.E. (Cairo) — year ended 31 December 2025

Opinion. We have audited the financial statements of Fasla Mobility S.A.E. In our opinion, they present fairly, in all material respects, the financial position of the company as at 31 December 2025 in accordance with Egyptian Accounting Standards.

Going concern. We have concluded that management's use of the going concern basis of accounting is appropriate and that no material uncertainty exists.

Key figures: revenue EGP 146m (2024: EGP 97m); cost of sales EGP 101m.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin'],
    traits: ['negation'],
  },
  // Q3 KES 96m < Q2 KES 118m.
  {
    id: 'd15-w1-ic-nairobi-cbk-suspended',
    documentType: 'business_plan',
    text: `IC update — Haraka Credit Ltd (Nairobi) — 6 November 2026

On 3 October the Central Bank of Kenya suspended Haraka's digital credit provider licence pending an inspection of its debt-collection practices. New lending stopped the same day; collections on the existing book continue.

Q3 revenue was KES 96m, against KES 118m in Q2, as disbursements slowed ahead of the suspension.

We recommend deferring the follow-on until CBK concludes its review.`,
    present: ['regulatory', 'declining-revenue'],
    absent: ['pending-licence'],
    traits: ['prose', 'time'],
  },
  // Revenue EGP 54m > operating costs EGP 41m over the same nine months.
  {
    id: 'd15-w1-ic-cairo-fra-granted',
    documentType: 'business_plan',
    text: `IC memo (extract) — Sanad Microfinance Tech (Cairo)

Regulation. The FRA licence for nano-finance was granted on 14 April 2026 with no conditions attached. There are no open inspections or sanctions. Management's earlier concern about the new capital rules fell away when the FRA published the final rules in June.

Trading. Revenue of EGP 54m for the nine months to September (same period 2025: EGP 31m); operating costs EGP 41m over the same nine months.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'burn-above-revenue'],
    traits: ['time', 'negation'],
  },
  // Q2 (11.8 − 6.6) / 11.8 = 44%; Q3 (12.4 − 7.8) / 12.4 = 37%; down 7 points.
  {
    id: 'd15-w1-board-casablanca-gm',
    documentType: 'financial_statements',
    text: `Board pack — Q3 2026 — Baraka Foods SARL (Casablanca) — Financial summary

|                     | Q2 2026   | Q3 2026   |
| Revenue (MAD)       | 11.8m     | 12.4m     |
| Cost of sales (MAD) | 6.6m      | 7.8m      |
| Headcount           | 143       | 151       |

Commentary: olive-oil input prices rose 22% during the quarter and have not yet been passed on to retail customers.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // Cost of sales ₦1.02bn > revenue ₦940m; per order 8,500 − 7,300 − 1,450 − 130 = −380, as stated.
  {
    id: 'd15-w1-ue-lagos-qcommerce',
    documentType: 'pitch_deck',
    text: `Slide 11 — Unit economics per order — Zap Basket (Lagos), October 2026

Average order value        ₦8,500
Product cost               ₦7,300
Rider and dispatch         ₦1,450
Payment fees               ₦130
Contribution per order    −₦380

FY2025: revenue ₦940m, cost of sales ₦1.02bn. We are buying growth until dark-store density improves.`,
    present: ['gross-margin', 'burn-above-revenue', 'unit-economics'],
    absent: [],
    traits: ['list', 'figures'],
  },
  // GM 52.0% → 49.1% = −2.9 points; cost of sales ~R 108m + overheads R 78m = R 186m < revenue R 212m.
  {
    id: 'd15-w1-dd-joburg-gm-3pts',
    documentType: 'financial_statements',
    text: `Financial due diligence — key findings — Protea Pharmacy Group (Johannesburg)
Prepared by Nkosi Dlamini Advisory

Revenue: R 212m in FY2026 (FY2025: R 189m).
Gross margin: 49.1% (FY2025: 52.0%), a decline of about three points as the generics mix increased.
Overheads: R 78m.
Quality of earnings: no once-off items were identified in revenue; the audit opinions for both years are unmodified.`,
    present: [],
    absent: ['gross-margin', 'non-recurring-revenue', 'audit-opinion', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'd15-w1-ic-lusaka-haulage',
    documentType: 'business_plan',
    text: `IC memo — Mpika Grain Traders Ltd (Lusaka) — USD 1.2M growth debt

Trading. Revenue USD 5.8M in 2025 (2024: USD 4.9M); gross margin 18%.

Findings. All trucking is sub-contracted to Kafue Haulage Ltd, which is owned by the CEO's brother. Payments to Kafue were USD 610k in 2025 under a contract signed without board approval, at rates that appear 10–15% above market.

Mitigant. We will require an independent freight tender within six months of closing.`,
    present: ['related-party'],
    absent: ['declining-revenue'],
    traits: ['indirect'],
  },
  // ARR bridge 39.5 + 3.1 + 1.0 − 1.6 + 6.0 = 48.0: R 6.0m once-off fees inside ARR.
  {
    id: 'd15-w1-saas-cape-arr',
    documentType: 'financial_statements',
    text: `Quarterly KPI report — Fynbos Payroll (Cape Town) — September 2026

ARR: R 48.0m (June: R 39.5m)
ARR bridge for the quarter:
  new subscriptions                          +R 3.1m
  expansion                                  +R 1.0m
  churned subscriptions                      −R 1.6m
  once-off implementation and data-migration fees  +R 6.0m
Annual logo churn: 22%
Gross margin: 76%`,
    present: ['non-recurring-revenue'],
    absent: ['high-churn'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd15-w1-saas-kigali-arr-clean',
    documentType: 'financial_statements',
    text: `Investor update — Inzira HR (Kigali) — October 2026

ARR: USD 1.14M, subscriptions only. One-off setup and training fees of USD 85k earned this year are reported separately as services revenue and are not included in ARR.
Net revenue retention: 108%. Monthly logo churn: 1.9%.
Operating costs: USD 0.9M annualised.
Next milestone: first enterprise customer in Uganda.`,
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'burn-above-revenue'],
    traits: ['negation'],
  },
  // Total 210 → 188 (EGP m).
  {
    id: 'd15-w1-rev-cairo-products',
    documentType: 'financial_statements',
    text: `Revenue by product line — Nour Retail Tech (Cairo) — EGP millions

Product              2024    2025
POS subscriptions      92     101
Payments               78      61
Hardware sales         40      26
Total                 210     188

Note: hardware sales are recognised on delivery and are not included in the subscription metrics. Figures are taken from the audited accounts for both years; the payments line fell after two bank partners moved merchants to their own acquiring.`,
    present: ['declining-revenue'],
    absent: ['non-recurring-revenue'],
    traits: ['table', 'figures'],
  },
  // Q3 UGX 2.6bn > Q2 2.3bn and > Q3 2025 1.8bn; costs 2.1bn < revenue 2.6bn.
  {
    id: 'd15-w1-board-kampala-below-budget',
    documentType: 'financial_statements',
    text: `Board pack (extract) — Q3 2026 — Sente Agro Ltd (Kampala)

Revenue for Q3 was UGX 2.6bn: 14% below budget, but ahead of Q2 (UGX 2.3bn) and of Q3 2025 (UGX 1.8bn). The shortfall against budget comes from the delayed coffee harvest in Masaka. Operating costs for the quarter were UGX 2.1bn.

Outlook: management could revise the full-year budget down if the harvest slips further.`,
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['modality', 'prose'],
  },
  // Burn USD 310k > revenue USD 120k a month; runway 4.2M / 310k = 13.5 months.
  {
    id: 'd15-w1-fund-joburg-burn',
    documentType: 'financial_statements',
    text: `Portfolio company dashboard — Kasi Mobility (Johannesburg) — October 2026

Revenue: USD 120k per month
Monthly burn: USD 310k
Cash: USD 4.2M (about 13.5 months)
Fleet: 860 e-scooters; utilisation 61%
Fund note: the Series A in March gives room to prove utilisation in Soweto before the next raise.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  // ₦780m / 3 = ₦260m a month; 1.9bn / 260m = 7.3 months (< 9); net outflow 780m < revenue 1.1bn in the quarter.
  {
    id: 'd15-w1-credit-kano-quarter-burn',
    documentType: 'financial_statements',
    text: `Lender credit note — Kano Agro-Processing Ltd — review of Q3 2026 management accounts

Revenue in Q3 was ₦1.1bn. Net cash outflow from operations and capex for the quarter was ₦780m. Cash at 30 September stood at ₦1.9bn. The undrawn ₦500m tranche cannot be drawn until the borrower meets the conditions precedent.

Repayments: all instalments paid on schedule.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'debt-distress'],
    traits: ['figures', 'indirect'],
  },
  // Runway 190m / 20m = 9.5 months (>= 9); net burn 20m < revenue 26m a month.
  {
    id: 'd15-w1-ic-nairobi-9-5-months',
    documentType: 'business_plan',
    text: `IC memo — Soko Fresh Ltd (Nairobi) — bridge of USD 500k

Cash at 31 October: KES 190m. Net burn: KES 20m a month. Revenue: KES 26m a month, growing about 6% month on month.

Runway therefore stands at about nine and a half months before the bridge. If the Series A slipped beyond June 2027, runway could become tight.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['modality', 'figures', 'words'],
  },
  {
    id: 'd15-w1-credit-kumasi-arrears',
    documentType: 'financial_statements',
    text: `CREDIT MEMO — watch list — Ashanti Agro-Inputs Ltd (Kumasi) — GHS 5.0m term loan

The borrower missed the July and August 2026 instalments (GHS 210,000 each). The account is now 62 days past due and has been moved to Stage 2. Management attributes the shortfall to late payments from the government fertiliser subsidy programme.

Trading: revenue GHS 22.4m for the year to June 2026 (prior year GHS 19.8m).`,
    present: ['debt-distress'],
    absent: ['declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    id: 'd15-w1-credit-mombasa-hypothetical',
    documentType: 'financial_statements',
    text: `Annual credit review — Bahari Fisheries Ltd (Mombasa) — KES 120m facility

Covenants at 30 September 2026: leverage 2.4× (maximum 3.0×); interest cover 3.1× (minimum 2.0×). All repayments are up to date and there are no arrears with KRA.

Sensitivity: if revenue fell 25% from the current KES 640m a year, the leverage covenant could be breached in 2027. We do not expect this.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['modality', 'negation'],
  },
];
