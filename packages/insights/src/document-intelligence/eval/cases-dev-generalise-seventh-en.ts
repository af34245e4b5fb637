/**
 * Development set, seventh round, English (2026-11-28): texts for the classes the second held-out set's
 * aggregates name as weakest (unit economics, cap-table complexity, dead equity, unrealistic growth), written
 * and labelled before any rule was changed for them, from the class titles, the case shape and the earlier
 * development texts; no held-out text was read. Unit economics here is economics that lose money per customer
 * or per order (LTV below CAC, a payback longer than a customer stays, a negative contribution, a cost per
 * order above the order's value) as well as figures that contradict a claim. About a third carry no flag
 * but tempt the reader. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventhEnglish: readonly RedFlagCase[] = [
  {
    id: 'seventh-en-deck-ltv-below-cac-table',
    documentType: 'pitch_deck',
    text: `Slide 9 - Unit economics (2025 cohorts)
| Metric | Value |
| Blended CAC | $240 |
| LTV (24-month, gross margin basis) | $190 |
| Paying households | 6,100 |
Revenue in 2025: $1.1M.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-en-memo-each-merchant-costs-more',
    documentType: 'business_plan',
    text: `Investment memo - Duka Pay (Nairobi)
Each new merchant costs us about KES 9,000 to sign up (field agents and onboarding kits) and brings in roughly KES 6,500 of gross profit over its life with us.
Revenue for 2025 was KES 84m and the team is 41 people.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-en-board-payback-longer-than-life',
    documentType: 'business_plan',
    text: `Board pack, Q3 2025
CAC payback is now 31 months, while the average customer stays 18 months before cancelling.
Monthly revenue: $210k. Monthly operating costs: $190k.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'high-churn'],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'seventh-en-deck-contribution-per-order',
    documentType: 'pitch_deck',
    text: `How an order works today
Average delivery fee charged: $2.90
Rider, fuel and insurance per order: $4.10
Contribution per order: -$1.20
We completed 96,000 orders last quarter; revenue for the quarter was $410k.`,
    present: ['unit-economics'],
    absent: ['gross-margin', 'burn-above-revenue'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'seventh-en-email-lose-on-every-delivery',
    documentType: 'pitch_deck',
    text: `Hi both - quick update before Thursday.
Honestly, we still lose about $3 on every delivery outside the two dense zones, and those are 60% of volume. Route batching should fix that by mid-2026.
Revenue last month: $58k.`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-en-dd-ratio-below-one',
    documentType: 'business_plan',
    text: `Commercial due diligence - key findings
1. LTV/CAC stands at 0.7x on the 2024 and 2025 cohorts once refunds are netted off.
2. Revenue of $2.3M in 2025, up from $1.5M in 2024.
3. Top customer: 8% of revenue.`,
    present: ['unit-economics'],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'seventh-en-plan-cost-per-order-above-basket',
    documentType: 'business_plan',
    text: `Operations plan
Our fully loaded cost per order is ₦2,400 against an average order value of ₦1,900, because we still run our own riders in every zone.
Annual revenue: ₦640 million.`,
    present: ['unit-economics'],
    absent: ['gross-margin', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-deck-healthy-unit-economics',
    documentType: 'pitch_deck',
    text: `Unit economics
LTV/CAC of 3.8x and CAC payback of 9 months on the 2025 cohorts.
Contribution margin per order: +$0.85.
Revenue: $1.9M ARR.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-memo-hypothetical-cac',
    documentType: 'business_plan',
    text: `Risks
If CAC rose above $400, LTV would no longer cover it; today CAC is $150 and LTV $520.
Revenue of $700k in 2025.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['modality', 'figures'],
  },
  {
    id: 'seventh-en-board-contribution-turned-positive',
    documentType: 'business_plan',
    text: `Q3 board update
Contribution margin turned positive in Q3 at +6%, after -4% in Q1; we no longer lose money on deliveries in Lusaka.
Revenue for the quarter: $320k.`,
    present: [],
    absent: ['unit-economics', 'gross-margin'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'seventh-en-legal-safe-stack',
    documentType: 'legal_docs',
    text: `Corporate due diligence - capitalisation
Since 2021 the company has issued 14 SAFEs on three different templates (post-money, pre-money and one with a most-favoured-nation clause), none of which has converted. The fully diluted ownership after the Series A therefore depends on which cap applies to each.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-en-terms-stacked-preferences',
    documentType: 'legal_docs',
    text: `Existing rights (summary)
Seed Preferred: 1.5x participating liquidation preference.
Series A Preferred: 2x participating liquidation preference, senior to the Seed.
Bridge notes (2024): 3x liquidation preference on conversion, senior to both.`,
    present: ['cap-table-complexity'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-en-legal-seven-classes',
    documentType: 'legal_docs',
    text: `Share capital
The company has seven classes of shares (Ordinary, A Ordinary, Seed Preferred, Seed-2 Preferred, Series A, Series A-1 and Growth Preferred), each with its own conversion ratio and anti-dilution terms.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'seventh-en-dd-undocumented-promises',
    documentType: 'legal_docs',
    text: `Employees and equity
Several early employees were promised equity by e-mail or orally between 2020 and 2022; none of these promises has been documented or approved by the board, and the founders estimate they amount to 4-6% of the company.`,
    present: ['cap-table-complexity'],
    absent: ['low-founder-ownership'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-en-memo-notes-outstanding',
    documentType: 'business_plan',
    text: `Financing history
Convertible notes totalling $1.3m from 22 angels remain outstanding, with four different valuation caps and discounts from 10% to 30%.
Revenue in 2025: $900k; monthly costs average $70k.`,
    present: ['cap-table-complexity'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-deck-clean-cap-table',
    documentType: 'pitch_deck',
    text: `Cap table
Two founders 64%, Seed fund 18%, angels 8%, option pool 10%. Every SAFE converted at the seed round; one class of preferred with a standard 1x non-participating preference.
Revenue 2025: $1.2M.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership'],
    language: 'en',
    traits: ['list', 'negation'],
  },
  {
    id: 'seventh-en-terms-single-safe',
    documentType: 'legal_docs',
    text: `Term sheet - pre-seed
Instrument: one post-money SAFE of $250,000 with a $4M cap. No other convertible instruments are outstanding, and the cap table is simple: the two founders and this SAFE.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-en-deck-former-cto-stepped-back',
    documentType: 'pitch_deck',
    text: `Team
Our former CTO, who stepped back from day-to-day work in 2023, still holds 18% of the company.
Engineering is now led by Chipo Banda, who joined from Zoona.
Revenue 2025: $640k.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-en-table-inactive-cofounder',
    documentType: 'business_plan',
    text: `Shareholding at 30 September 2025
| Holder | Stake |
| Amina Yusuf (CEO) | 48% |
| Kofi Mensah (co-founder, not involved since 2022) | 22% |
| Seed fund | 15% |
| ESOP | 15% |
Revenue for 2025: $1.4M.`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'indirect'],
  },
  {
    id: 'seventh-en-memo-passive-cofounder',
    documentType: 'business_plan',
    text: `Team risks
David, one of the three co-founders, owns 15% but has not worked in the business since 2021; he has no role and no vesting applies to his shares.
Revenue of $520k in 2025.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-en-dd-leaver-employees-options',
    documentType: 'legal_docs',
    text: `Option plan review
Three early engineers who have since left the company hold a combined 9% of the fully diluted capital in fully vested options, exercisable until 2031.`,
    present: ['dead-equity'],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'seventh-en-deck-cofounder-kept-all',
    documentType: 'pitch_deck',
    text: `Founding story
Our co-founder Sizwe left in 2022 to start his own company and kept all of his 20%: there was no vesting in place at the time.
Revenue 2025: R14 million.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-en-memo-leaver-bought-back',
    documentType: 'business_plan',
    text: `Governance
When our third co-founder left in 2023, the company repurchased all of his shares at nominal value under the leaver clause.
The remaining founders hold 71%. Revenue in 2025: $830k.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'en',
    traits: ['negation', 'time'],
  },
  {
    id: 'seventh-en-deck-all-full-time',
    documentType: 'pitch_deck',
    text: `Team and ownership
Both founders are full-time and hold 70% between them; no former employee or founder holds shares.
Revenue: $450k in 2025.`,
    present: [],
    absent: ['dead-equity', 'low-founder-ownership'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'seventh-en-plan-table-hockey-stick',
    documentType: 'business_plan',
    text: `Financial plan
| | 2025 | 2026 | 2027 | 2028 |
| Revenue ($k) | 120 | 1,400 | 6,800 | 22,000 |
| Headcount | 9 | 40 | 110 | 260 |`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-en-deck-schools-target',
    documentType: 'pitch_deck',
    text: `Where we are going
We expect to go from 40 paying schools today to 2,000 paying schools by the end of next year.
Revenue 2025: $95k.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-en-memo-arr-path',
    documentType: 'business_plan',
    text: `The plan
ARR of $300k this year, $3.5M in 2026 and $15M in 2027, driven by the Egypt and Kenya launches.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-deck-gmv-monthly-target',
    documentType: 'pitch_deck',
    text: `Targets
Monthly GMV: from KES 2m in December 2025 to KES 40m by December 2026.
Revenue (take rate 8%): KES 1.9m in 2025.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-plan-modest-growth',
    documentType: 'business_plan',
    text: `Projections
We plan to double revenue next year, to $2.4M, and to grow 60% the year after.
Monthly costs: $150k.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'seventh-en-deck-past-growth-small-base',
    documentType: 'pitch_deck',
    text: `Traction
Revenue grew 9x last year, from a small base of $20k to $180k, and we expect 2x in 2026.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'en',
    traits: ['time', 'figures'],
  },
];
