/**
 * Development set, eighth round, English (2026-11-28): paraphrases of the phenomena behind the retired second
 * held-out set's mistakes (cases-dev-retired-second*.ts), written and labelled from the labelling guide
 * (held-out.ts) before any rule was changed for them. Each says a flag the way the retired texts did (a lifetime
 * given as a label, a payback claimed in words, an order's costs itemised, a register that disagrees with the cap
 * table, a leaver's stake said in the next sentence, a projection table without a row label, a regulator's
 * uncertainty or act in other words, a margin falling across quarters) in other words and layouts, never their
 * exact words. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthEnglish: readonly RedFlagCase[] = [
  {
    id: 'd8-en-plan-lifetime-label-ratio-claim',
    documentType: 'business_plan',
    text: `Unit economics (2025 cohort)
CAC: $300
ARPU: $10 per month, gross margin 60%
Customer lifetime: 24 months
We report an LTV:CAC ratio of 4x.
Revenue 2025: $1.9M.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    language: 'en',
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd8-en-deck-unit-table-ratio-cell',
    documentType: 'pitch_deck',
    text: `Unit economics
| Metric | Value |
| Customer acquisition cost | $500 |
| Average monthly revenue per customer | $20 |
| Gross margin | 40% |
| Average customer lifetime | 30 months |
| LTV/CAC | 3.2x |
Revenue 2025: $2.4M.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-memo-earn-back-cac-in-words',
    documentType: 'business_plan',
    text: `Investment memo: acquisition economics
Management says it earns back what it costs to acquire a customer within three months.
CAC is $180, and each customer brings in $15 of gross profit a month.
Revenue 2025: $950k.`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'd8-en-deck-payback-list-profit-per-month',
    documentType: 'pitch_deck',
    text: `Why growth pays
- Payback on acquisition spend: 4 months
- Customer acquisition cost: $420
- Gross profit per customer per month: $21
- Revenue 2025: $3.1M`,
    present: ['unit-economics'],
    absent: [],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-deck-basket-costs-next-line',
    documentType: 'pitch_deck',
    text: `Order economics
We make a positive contribution on every order.
Typical basket: $22.00. Per order we pay $13.50 for groceries, $6.20 for the rider, $1.10 for bags and $1.60 in card fees.
Revenue 2025: $5.4M.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'gross-margin'],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-en-memo-aov-breakdown-table',
    documentType: 'business_plan',
    text: `Meal-kit delivery: per-box economics
| Item | USD |
| Average order value | 31.00 |
| Ingredients | 17.40 |
| Courier | 7.90 |
| Packaging | 3.20 |
| Payment processing | 1.10 |
| Marketing per order | 2.60 |
Revenue for 2025 was $2.8M.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'gross-margin'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-dd-register-differs-cap-table',
    documentType: 'legal_docs',
    text: `Share capital review
Our register of members and the capitalisation table differ by 35,000 ordinary shares, and management has not been able to reconcile them.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-en-dd-cap-table-vs-certificates',
    documentType: 'legal_docs',
    text: `Findings
- Cap table vs. share certificates: the two do not tally (a difference of 8,400 shares).
- Board minutes for 2024 are complete.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['list', 'indirect'],
  },
  {
    id: 'd8-en-dd-three-versions-cap-table',
    documentType: 'legal_docs',
    text: `Equity review
We were sent three different versions of the cap table, and none of them agrees with the others.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-en-dd-options-not-on-cap-table',
    documentType: 'legal_docs',
    text: `Employee equity
The options granted to the first twelve employees in 2023 do not appear on the cap table provided to us.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-en-deck-shareholding-heading-not-reconciled',
    documentType: 'pitch_deck',
    text: `Shareholding
Work in progress: the percentages below are not yet reconciled.
Founders 61%, seed investors 24%, option pool 15%.
Revenue 2025: $900k.`,
    present: ['cap-table-complexity'],
    absent: ['low-founder-ownership'],
    language: 'en',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-en-memo-cfo-honorific-stake-kept',
    documentType: 'business_plan',
    text: `Board update, November 2025
Our CFO, Mr. Okello, stepped down in May.
Mr. Okello still owns 7% of the company; the shares were not bought back.
Revenue 2025: $1.6M.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    language: 'en',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-en-deck-cofounder-left-she-kept-stake',
    documentType: 'pitch_deck',
    text: `Team
Our co-founder Ama left the business last year.
She has kept her 14% stake, and the company has no right to buy it back.
Revenue 2025: $700k.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    language: 'en',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-en-memo-former-cto-his-stake-never-repurchased',
    documentType: 'business_plan',
    text: `Ownership notes
Our CTO departed in 2023. His 10% was never repurchased.
Revenue 2025: $2.2M.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    language: 'en',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-en-legal-table-departed-row',
    documentType: 'legal_docs',
    text: `Shareholders at 31 March 2025
| Name | Shares | % |
| Adaeze Eze (founder, CEO) | 400,000 | 40% |
| Chinedu Obi (ex-CTO, departed 2022) | 150,000 | 15% |
| Angel investors | 250,000 | 25% |
| ESOP | 200,000 | 20% |`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership'],
    language: 'en',
    traits: ['table', 'indirect'],
  },
  {
    id: 'd8-en-deck-ownership-list-leaver-excluded',
    documentType: 'pitch_deck',
    text: `Ownership today
| Holder | Stake |
| Kwesi Boateng (CEO, co-founder) | 18% |
| Efua Mensah (COO, co-founder) | 15% |
| Yaw Asante (co-founder, left 2023) | 20% |
| Investors | 35% |
| Option pool | 12% |
| Total | 100% |
Revenue 2025: $1.3M.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-plan-forecast-table-no-row-label',
    documentType: 'business_plan',
    text: `Revenue forecast (USD thousands)
| 2025 | 2026 | 2027 |
| 300 | 1,500 | 4,000 |`,
    present: ['unrealistic-growth'],
    absent: ['missing-financials'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-deck-target-line-after-revenue',
    documentType: 'pitch_deck',
    text: `Traction
2025 revenue: $400k
2026 target: $2.0M
Team of 14.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-plan-goal-two-years-out',
    documentType: 'business_plan',
    text: `Ambition
Revenue (2025): $1.0M. Goal for 2027: $18M.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures', 'time'],
  },
];
