/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): English texts whose flags (or near-misses) are implied by figures (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthEnFigures: readonly RedFlagCase[] = [
  {
    // Q3 744 < Q2 790 < Q1 812.
    id: 'h5-enx-01',
    documentType: 'financial_statements',
    text: `Quarterly revenue, USD thousands (unaudited extract reviewed by the audit committee)
| Quarter | Revenue | Gross profit |
| Q1 2026 | 812 | 301 |
| Q2 2026 | 790 | 296 |
| Q3 2026 | 744 | 281 |`,
    present: ['declining-revenue', 'audit-opinion'],
    absent: ['gross-margin'],
    traits: ['table', 'figures'],
  },
  {
    // Net burn = 260 - 95 = $165k; $1.1M / 165k = 6.7 months. Costs $260k > revenue $95k.
    id: 'h5-enx-02',
    documentType: 'pitch_deck',
    text: `Financial snapshot (October 2026)
Cash at bank ........ $1.1M
Monthly opex ........ $260k
Monthly revenue ..... $95k
Headcount ........... 34`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'table'],
  },
  {
    // 14 weeks of cash is about 3.2 months. Net burn R0.9M < revenue R2.3M as stated.
    id: 'h5-enx-03',
    documentType: 'business_plan',
    text: `Founder note to angels, 2 November
October revenue was R2.3M and net burn R0.9M, both roughly flat on September.
At that rate we have about 14 weeks of cash left, so the bridge we discussed is
no longer optional. Term sheet to follow this week.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['indirect', 'figures', 'split'],
  },
  {
    // Cost of sales NGN 340M > revenue NGN 312M: gross loss, costs above revenue.
    id: 'h5-enx-04',
    documentType: 'financial_statements',
    text: `STATEMENT OF PROFIT OR LOSS - SIX MONTHS TO 30 JUNE 2026
Revenue                    ₦312,400,000
Cost of sales             (₦340,150,000)
Gross loss                 (₦27,750,000)
Administrative expenses    (₦96,300,000)`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
  {
    // 140 lost / 620 at start = 22.6% a quarter, about 7.5% a month.
    id: 'h5-enx-05',
    documentType: 'pitch_deck',
    text: `MERCHANT BASE, Q3 2026
Active merchants 1 July: 620
Added in the quarter: 260
Lost in the quarter: 140
Active merchants 30 September: 740
Take-rate revenue in Q3: $126k (Q2: $104k)`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['figures', 'list'],
  },
  {
    // 40M -> 120M -> 360M -> 1.08bn: 3x a year for three years.
    id: 'h5-enx-06',
    documentType: 'business_plan',
    text: `Five-year plan (KSh)
2026 revenue: 40M (actual to date plus pipeline)
2027: 120M
2028: 360M
2029: 1.08bn
We reach EBITDA break-even in 2028.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    // FY25 GM = (50 - 30) / 50 = 40%; FY26 GM = (64 - 42) / 64 = 34.4%: down 5.6 points.
    id: 'h5-enx-07',
    documentType: 'financial_statements',
    text: `Income statement summary (MAD M)
            FY2025    FY2026
Revenue      50.0      64.0
COGS         30.0      42.0
Opex         14.5      17.8`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  {
    // MTN 2.9 / 7.6 = 38% of revenue.
    id: 'h5-enx-08',
    documentType: 'pitch_deck',
    text: `Revenue by customer, FY2026 (UGX)
MTN Uganda      2.9bn
Airtel Uganda   0.6bn
Other clients   4.1bn
Total           7.6bn`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    // 1,150 cancelled / 2,400 at the start of the year = 47.9% a year.
    id: 'h5-enx-09',
    documentType: 'business_plan',
    text: `We started 2025 with 2,400 subscribers to the meal-kit service in Nairobi and 1,150 of them
cancelled during the year; new sign-ups took us to 3,050 by December.
Subscription revenue for 2025 was KSh 96M against KSh 71M in 2024.`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['figures', 'split', 'indirect'],
  },
  {
    // GHS 11.4M < GHS 12.1M the year before.
    id: 'h5-enx-10',
    documentType: 'financial_statements',
    text: `Chairman's statement
Turnover for the year was eleven million four hundred thousand cedis, against twelve million
one hundred thousand cedis the year before. We kept every branch open and every employee paid.`,
    present: ['declining-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'split'],
  },
  {
    // Payback = CAC 4,500 / gross profit 600 a month = 7.5 months, not the 3 months claimed.
    id: 'h5-enx-11',
    documentType: 'pitch_deck',
    text: `Efficient growth
CAC payback: 3 months
CAC: KSh 4,500
Gross profit per customer per month: KSh 600
MRR: KSh 9.8M`,
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    // Net burn XOF 45M > revenue XOF 38M a month. Runway 600 / 45 = 13.3 months.
    id: 'h5-enx-12',
    documentType: 'business_plan',
    text: `Financial position at 30 September (Dakar and Thiès)
Monthly revenue: XOF 38M
Monthly net burn: XOF 45M
Cash: XOF 600M after the seed extension
Hiring freeze until the Thiès hub is profitable.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['figures', 'list'],
  },
  {
    // 2026 EGP 54.7M < 2025 EGP 61.0M.
    id: 'h5-enx-13',
    documentType: 'financial_statements',
    text: `Revenue
2024
EGP 58.2M
2025
EGP 61.0M
2026
EGP 54.7M`,
    present: ['declining-revenue'],
    absent: [],
    traits: ['table', 'split', 'figures'],
  },
  {
    // Founders 1.9 / 6.0 = 31.7%; seed investors 60% in total but spread over seven holders.
    id: 'h5-enx-14',
    documentType: 'pitch_deck',
    text: `CAP TABLE (fully diluted)
Founders (2, both full-time): 1.9M shares
Seed investors (seven funds and angels): 3.6M shares
ESOP: 0.5M shares
Total: 6.0M shares
ARR: $640k`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['figures', 'list', 'indirect'],
  },
  {
    // 6,120,000 / 11,400,000 = 53.7%.
    id: 'h5-enx-15',
    documentType: 'legal_docs',
    text: `Register of members, extract at 30 June 2026
Zenith Growth Fund I LP holds 6,120,000 Series B preference shares.
Total issued share capital: 11,400,000 shares of all classes.
No other member holds more than 15%.`,
    present: ['investor-control'],
    absent: [],
    traits: ['figures', 'indirect'],
  },
  {
    // Monthly burn = 620k / 3 = 206.7k; 1.35M / 206.7k = 6.5 months. Net outflow 620k < revenue 900k for the quarter.
    id: 'h5-enx-16',
    documentType: 'business_plan',
    text: `Treasury
Cash at 30 June: €1.35M
Net cash outflow in Q2: €620k
Q2 revenue: €900k
The board approved a cost plan in July; its effect shows from Q4.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'time'],
  },
  {
    // $0.8M -> $3.2M is 4x in one year.
    id: 'h5-enx-17',
    documentType: 'pitch_deck',
    text: `Revenue: $0.8M (2026)
Plan: $3.2M (2027), driven by the Kenya and Tanzania launches
Gross margin 48%`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures', 'modality'],
  },
  {
    // Operating expenses XAF 1.71bn > revenue XAF 1.26bn.
    id: 'h5-enx-18',
    documentType: 'financial_statements',
    text: `Comptes annuels 2026 - English summary for investors (Douala)
Total revenue: XAF 1.26bn
Total operating expenses: XAF 1.71bn
The statements were audited; the auditor issued an unmodified opinion.`,
    present: ['burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['figures', 'negation'],
  },
  {
    // $2.0M / $200k = 10 months (>= 9). Net burn $200k < revenue $350k.
    id: 'h5-enx-19',
    documentType: 'business_plan',
    text: `Cash: $2.0M
Net burn: $200k per month
Revenue: $350k per month
Runway: ten months on today's numbers, before any of the pipeline closes.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  {
    // 4.2% a month is under 5%; $1.1M -> $3.1M is 2.8x.
    id: 'h5-enx-20',
    documentType: 'pitch_deck',
    text: `Monthly logo churn: 4.2% (trailing six months)
Revenue 2026: $1.1M
Revenue 2027 (plan): $3.1M
Largest customer: 9% of revenue`,
    present: [],
    absent: ['high-churn', 'unrealistic-growth', 'customer-concentration'],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-enx-21',
    documentType: 'pitch_deck',
    text: `ARR: $2.4M
of which: $600k one-time perpetual licence sold to a Kenyan bank in August
Net revenue retention: 112%
Customers: 46 banks and MFIs in 9 countries`,
    present: ['non-recurring-revenue'],
    absent: ['high-churn', 'customer-concentration'],
    traits: ['figures', 'list', 'indirect'],
  },
  {
    id: 'h5-enx-22',
    documentType: 'pitch_deck',
    text: `THE ASK
Raising: $2M seed
Use of funds: 45% product, 35% sales, 20% working capital
Market: 24M smallholder households in Ethiopia, a $6bn input market
Users: 38,000 farmers registered, 12,500 monthly active`,
    present: ['missing-financials'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    // Contribution per order = 2,400 - 1,500 - 450 - 120 = 330 FCFA, 13.75% of the order, not the 35% claimed.
    id: 'h5-enx-23',
    documentType: 'pitch_deck',
    text: `Per-order economics (Dakar, FCFA)
Average order value ........ 2,400
Food cost .................. 1,500
Delivery cost ................ 450
Payment and packaging ........ 120
Contribution margin per order: 35%
Revenue, Q3 2026: 186M FCFA`,
    present: ['unit-economics'],
    absent: [],
    traits: ['table', 'figures'],
  },
];
