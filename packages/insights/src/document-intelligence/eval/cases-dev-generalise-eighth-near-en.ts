/**
 * Development set, eighth round, near-misses in English (2026-11-28): texts that tempt the readers changed for
 * the retired second held-out set's phenomena without carrying their flag (consistent paybacks and ratios, an
 * order's costs below its value, registers that agree, leavers bought out, modest targets and projection tables,
 * doubts that are not about a regulator, registrations renewed, stable margins, markets rather than customers,
 * list items under the thresholds, cases dismissed, runways past, arrears paid, information-rights clauses),
 * written and labelled from the labelling guide (held-out.ts) before any rule was changed for them. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthNearMissesEnglish: readonly RedFlagCase[] = [
  {
    id: 'd8-en-near-payback-consistent',
    documentType: 'pitch_deck',
    text: `Acquisition
CAC payback: 6 months.
CAC is $120 and gross profit per customer is $22 a month.
Revenue 2025: $1.4M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-lifetime-ratio-consistent',
    documentType: 'business_plan',
    text: `Unit economics
CAC: $200
ARPU: $25 per month at a 70% gross margin
Customer lifetime: 36 months
LTV/CAC: 3.2x
Revenue 2025: $2.0M.`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-near-basket-costs-below',
    documentType: 'pitch_deck',
    text: `Order economics
Average order: $30.00; food $17.00, delivery $6.00, packaging $1.00, card fees $0.60.
Revenue 2025: $2.2M.`,
    present: [],
    absent: ['unit-economics', 'burn-above-revenue', 'gross-margin'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-aov-with-cac-ltv',
    documentType: 'pitch_deck',
    text: `Metrics
Average order value: $25; CAC: $40; LTV: $310.
Revenue 2025: $3.0M.`,
    present: [],
    absent: ['unit-economics', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-register-reconciled',
    documentType: 'legal_docs',
    text: `Share capital
The register of members and the cap table were reconciled in September and now agree.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-financials-being-reconciled',
    documentType: 'pitch_deck',
    text: `Financials
Figures below are still being reconciled by our accountant.
Revenue 2025: $1.2M; operating costs: $1.0M.`,
    present: [],
    absent: ['cap-table-complexity', 'burn-above-revenue'],
    language: 'en',
    traits: ['split'],
  },
  {
    id: 'd8-en-near-versions-merged',
    documentType: 'legal_docs',
    text: `Equity
The three versions of the cap table were merged into one reconciled table in October 2025.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-leaver-shares-bought-back',
    documentType: 'pitch_deck',
    text: `Team
Our co-founder Kojo left in 2022. His shares were bought back at nominal value.
Revenue 2025: $1.0M.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['split'],
  },
  {
    id: 'd8-en-near-honorific-joined-holds',
    documentType: 'pitch_deck',
    text: `Team
Our CEO, Mr. Diop, joined in 2021 from Orange.
He holds 6% of the company through options.
Revenue 2025: $2.1M.`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    language: 'en',
    traits: ['split'],
  },
  {
    id: 'd8-en-near-forecast-table-doubling',
    documentType: 'business_plan',
    text: `Sales plan (EUR millions)
| 2025 | 2026 | 2027 |
| 2.0 | 3.6 | 6.1 |`,
    present: [],
    absent: ['unrealistic-growth', 'missing-financials'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-near-target-three-years',
    documentType: 'business_plan',
    text: `Ambition
Revenue 2025: $2.0M. Target for 2028: $12M.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures', 'time'],
  },
  {
    id: 'd8-en-near-unclear-whether-demand',
    documentType: 'pitch_deck',
    text: `Outlook
It is unclear whether demand will recover in the northern region next year.
Revenue 2025: $900k.`,
    present: [],
    absent: ['regulatory'],
    language: 'en',
    traits: ['modality'],
  },
  {
    id: 'd8-en-near-registration-renewed',
    documentType: 'legal_docs',
    text: `Product registrations
The Ministry of Agriculture renewed the registration of our flagship fertiliser in June 2025.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-quarterly-margin-stable',
    documentType: 'financial_statements',
    text: `Quarterly P&L 2025 (USD thousands)
| | Q1 | Q2 | Q3 | Q4 |
| Revenue | 100 | 110 | 120 | 130 |
| Cost of sales | 60 | 66 | 72 | 78 |`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-near-three-largest-markets',
    documentType: 'pitch_deck',
    text: `Footprint
Our three largest markets, Kenya, Uganda and Tanzania, make up 80% of revenue.
Revenue 2025: $5.0M.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-list-top-customer-under',
    documentType: 'pitch_deck',
    text: `Snapshot
- Top customer: 22% of sales
- Net revenue retention: 96%
- Gross margin: 61%
- Revenue 2025: $4.2M`,
    present: [],
    absent: ['customer-concentration', 'high-churn'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-near-claim-dismissed',
    documentType: 'business_plan',
    text: `Legal
A supplier's claim at the Magistrates' Court was dismissed in March 2025.
Revenue 2025: $700k.`,
    present: [],
    absent: ['litigation'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-spend-net-comfortable',
    documentType: 'pitch_deck',
    text: `Cash
We spend $150k every quarter, net of sales, and hold $2.4M in cash.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-permit-requested-granted',
    documentType: 'business_plan',
    text: `Expansion
An operating permit for the depot was requested in January and granted in March 2025.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-began-year-lost-few',
    documentType: 'pitch_deck',
    text: `Customers
We began 2025 with 600 subscribing clinics and lost 40 of them over the year.
Revenue 2025: $1.0M.`,
    present: [],
    absent: ['high-churn'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-near-arr-excludes-project',
    documentType: 'pitch_deck',
    text: `ARR
Our ARR of $3.2M excludes a $400k integration project billed only once.`,
    present: [],
    absent: ['non-recurring-revenue'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'd8-en-near-only-provider-named-rivals',
    documentType: 'pitch_deck',
    text: `Competition
We are the only provider focused on rural schools, although Eneza and M-Shule offer similar content.
Revenue 2025: $400k.`,
    present: [],
    absent: ['no-competition'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-near-runway-back-then',
    documentType: 'business_plan',
    text: `Update
Back in January we had four months of cash; since the bridge round we have 15.
Monthly revenue: $120k; net burn: $70k a month.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'd8-en-near-legal-info-rights-unaudited',
    documentType: 'legal_docs',
    text: `Information rights
The company shall deliver unaudited quarterly management accounts within 30 days of each quarter end.`,
    present: [],
    absent: ['audit-opinion'],
    language: 'en',
    traits: ['term-sheet'],
  },
  {
    id: 'd8-en-near-wife-of-director-no-dealings',
    documentType: 'business_plan',
    text: `Governance
The wife of director Kwame Asare has no role in the business and no dealings with it.
Revenue 2025: $1.1M.`,
    present: [],
    absent: ['related-party'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'd8-en-near-bulk-of-sales-many-pharmacies',
    documentType: 'pitch_deck',
    text: `Customers
The bulk of our sales comes from 300 independent pharmacies.
Revenue 2025: $2.6M.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['indirect'],
  },
];
