/** The second half of cases-dev-retired-eighth-en-1.ts's texts, kept apart so no file passes 400 lines; cases-dev-retired-eighth-en-1.ts gathers them. */
import type { RedFlagCase } from './case';

export const redFlagEighthEnCases1Rest: readonly RedFlagCase[] = [
  // 1.2 → 4.0 → 12 → 36bn: 3.3×, 3×, 3× a year over three years.
  {
    id: 'h8-en-mwanga-solar-plan',
    documentType: 'business_plan',
    text: `Business plan 2026–2029 — Mwanga Solar Ltd

Revenue projection (TZS):
2026: 1.2bn
2027: 4.0bn
2028: 12bn
2029: 36bn

Regulatory: our application for an EWURA electricity supply licence was submitted in June 2026 and is under review. Until it is granted, we sell only through licensed distributors.

Costs: cost of sales is expected to stay near 60% of revenue.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['missing-financials'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h8-en-lagune-foods-board',
    documentType: 'legal_docs',
    text: `Board of Directors — Lagune Foods SA, Abidjan, 3 March 2026

1. The Chair noted that Aïcha Koné, co-founder and Chief Technology Officer, has given notice that she will step down at the end of June. A handover plan was approved.
2. Legal update: the claim brought by Sotraplast for unpaid invoices (XOF 86m) remains before the Tribunal de Commerce d'Abidjan; the company disputes the amount. Judgment is not expected before Q4.
3. The board approved the 2026 budget.`,
    present: ['founder-departure', 'litigation'],
    absent: ['dead-equity'],
    traits: ['prose', 'time'],
  },
  // Cost of sales ZMW 9.1m > revenue ZMW 8.4m: negative gross margin.
  {
    id: 'h8-en-chiluba-pl',
    documentType: 'financial_statements',
    text: `Chiluba Agritech Ltd — Statement of profit or loss, year ended 31 December 2025 (audited)

Revenue
ZMW 8,400,000
Cost of sales
ZMW 9,100,000
Gross loss
ZMW (700,000)

Prior year revenue
ZMW 6,900,000

The auditors, Grant & Partners Zambia, issued an unqualified opinion on 28 March 2026.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['split', 'figures'],
  },
  {
    id: 'h8-en-gebeya-q3',
    documentType: 'business_plan',
    text: `Q3 update — Gebeya Market

Revenue was ETB 4.7m in Q3, after ETB 5.1m in Q2, as two wholesale partners paused orders during the fuel shortage.

Retention: we lose about 6% of active merchants every month; the team is testing a loyalty scheme to bring that down.

Cash: ETB 62m, enough for 20 months at current burn.`,
    present: ['declining-revenue', 'high-churn'],
    absent: ['short-runway'],
    traits: ['figures', 'time'],
  },
  // Quickmart KES 56m / 200m = 28%; projection 700/200 = 3.5×.
  {
    id: 'h8-en-kenya-distribution-deck',
    documentType: 'pitch_deck',
    text: `Slide 6 — Competition
We are not alone: Twiga, Wasoko and dozens of local distributors compete for the same dukas. Our edge is next-day credit.

Slide 8 — Customers
Top customer (Quickmart): KES 56m of KES 200m revenue in 2025.

Slide 10 — Projection
2026 revenue target: KES 700m (3.5× 2025).`,
    present: [],
    absent: ['no-competition', 'customer-concentration', 'unrealistic-growth', 'missing-financials'],
    traits: ['negation', 'figures'],
  },
  // Runway ₦1.9bn / ₦200m = 9.5 months; burn 200 < revenue 240; margin down 3 points.
  {
    id: 'h8-en-lagos-kitchens-update',
    documentType: 'business_plan',
    text: `November update — Lagos Kitchens

Revenue: ₦240m (October: ₦226m)
Net burn: ₦200m
Cash: ₦1.9bn
Gross margin: 44% (October: 47%), as we absorbed the diesel price rise.

Next: opening the Lekki hub in January and hiring a second kitchen manager.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'gross-margin', 'declining-revenue'],
    traits: ['figures', 'list'],
  },
  {
    id: 'h8-en-ubuntu-learning-audit',
    documentType: 'financial_statements',
    text: `Independent auditor's report — Ubuntu Learning (Pty) Ltd

Opinion
In our opinion, the financial statements present fairly, in all material respects, the financial position of the company as at 28 February 2026, in accordance with IFRS for SMEs.

Going concern
We have concluded that management's use of the going concern basis of accounting is appropriate and that no material uncertainty exists.

Revenue for the year amounted to R31.4m (2025: R26.8m).`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue', 'missing-financials'],
    traits: ['negation', 'prose'],
  },
  // Investor 2,400,000/5,000,000 = 48%; founders 44%.
  {
    id: 'h8-en-gold-coast-sha-leavers',
    documentType: 'legal_docs',
    text: `Clause 9 — Leavers
9.1 The Company confirms that the 240,000 shares held by the two former employees who left in 2024 were bought back at fair value in March 2025 and cancelled.

Clause 10 — Shareholding
10.1 Issued share capital 5,000,000: Founders 2,200,000 (44%); Gold Coast Ventures 2,400,000 (48%); ESOP 400,000 (8%).
10.2 No shareholder may exercise more than 48% of the votes on any resolution.`,
    present: [],
    absent: ['dead-equity', 'investor-control', 'low-founder-ownership'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h8-en-cairo-freight-dd',
    documentType: 'legal_docs',
    text: `Legal due diligence — Cairo Freight Hub S.A.E.

Litigation: the labour claim filed by a former driver in 2023 was settled and the case formally closed in January 2026. We found no pending proceedings.
Related parties: the landlord of the 6th of October warehouse has no connection with any director, shareholder or their families.
Share capital: the cap table reconciles with the commercial register as of 30 June 2026.
Licences: the Ministry of Transport operating licence was granted in May 2026 and runs to 2031.`,
    present: [],
    absent: ['litigation', 'related-party', 'cap-table-complexity', 'pending-licence'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h8-en-maji-safi-minutes',
    documentType: 'legal_docs',
    text: `Minutes — Board of Directors, Maji Safi Ltd, 20 May 2026

The Chair noted press reports that the CFO would leave the company. The CFO confirmed the reports were wrong; her contract was renewed in April for three years.

The CFO confirmed that all instalments on the KCB facility had been paid on time and that the covenant tests at 31 March were met with headroom.

The board approved the hire of a Head of Sales for the Mombasa region.`,
    present: [],
    absent: ['founder-departure', 'debt-distress'],
    traits: ['negation'],
  },
  {
    id: 'h8-en-souk-analytics-h1',
    documentType: 'business_plan',
    text: `H1 2026 update — Souk Analytics

MRR: MAD 1.42m in June (December: MAD 1.08m)
Monthly logo churn: 4.6%, down from 5.8% last year after the onboarding rebuild
Net revenue retention (12 months): 112%
Gross margin: 71% (H2 2025: 74%)

We added 38 new accounts in Casablanca and Rabat.`,
    present: [],
    absent: ['high-churn', 'gross-margin', 'declining-revenue'],
    traits: ['time', 'figures', 'list'],
  },
  // 850 → 2,100 → 4,600 → 9,200: 2.5×, 2.2×, 2× a year.
  {
    id: 'h8-en-kilimo-data-plan',
    documentType: 'business_plan',
    text: `Business plan — Kilimo Data Ltd, 2026–2028

Revenue (TZS m): 2025 actual 850; 2026 2,100; 2027 4,600; 2028 9,200.
Cost of sales is budgeted at 45% of revenue in every year.

Licensing: the TCRA application services licence was granted in March 2025 and is valid for five years. No further approvals are needed for the product.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence'],
    traits: ['figures'],
  },
  // Payback 40,000 / 8,000 = 5 months; LTV 15 × 8,000 = 120,000 = 3× CAC: consistent.
  {
    id: 'h8-en-rwanda-clinics-deck',
    documentType: 'pitch_deck',
    text: `Slide 7 — Unit economics
CAC
RWF 40,000
Gross profit per customer per month
RWF 8,000
Payback
5 months
Average customer life
15 months
LTV/CAC
3×

Slide 8 — Traction
Revenue: RWF 96m in 2025 (2024: RWF 41m); 600 paying clinics.`,
    present: [],
    absent: ['unit-economics', 'missing-financials'],
    traits: ['split', 'figures'],
  },
];
