/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): English texts with
 * no flag: negations, hypotheticals, problems said to be over and healthy figures near the guide's thresholds.
 * Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids and labels unchanged since;
 * see cases-dev-retired-second.ts for the protocol it was written under and why it retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondEnglishClean: readonly RedFlagCase[] = [
  {
    id: 'h2-en-clean-deck-denials',
    documentType: 'pitch_deck',
    text: `Risk slide
- We are not in default on any facility and have never missed a repayment.
- There is no related-party contract of any kind.
- No founder or executive has left the company.
Revenue 2025: $3.0M; total costs: $2.4M. Runway: 24 months.`,
    present: [],
    absent: ['debt-distress', 'related-party', 'founder-departure', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation', 'list'],
  },
  {
    id: 'h2-en-clean-plan-could-face-suit',
    documentType: 'business_plan',
    text: `Risks
If a hospital's data were leaked we could face litigation; no claim has ever been brought against us.
Competitors could enter the market; today we compete with Helium Health and two local vendors.
Revenue 2025: $900k, up from $610k.`,
    present: [],
    absent: ['litigation', 'no-competition', 'declining-revenue'],
    language: 'en',
    traits: ['modality', 'negation'],
  },
  {
    id: 'h2-en-clean-update-runway-restored',
    documentType: 'business_plan',
    text: `Investor update, October
In January our runway was 4 months. After closing the $3M round in March it is now 16 months.
Monthly churn was 9% in 2023; it has been 2.1% for the last six months.
MRR: $140k. Net burn: $110k a month.`,
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue'],
    language: 'en',
    traits: ['time', 'figures'],
  },
  {
    id: 'h2-en-clean-deck-just-under-thresholds',
    documentType: 'pitch_deck',
    text: `Key metrics
- Largest customer: 28% of revenue
- Monthly churn: 4.5%
- 12-month retention: 58%
- Revenue 2025: $2.6M (2024: $1.7M)
- Plan: 3.5x revenue in 2026`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'unrealistic-growth', 'declining-revenue'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-en-clean-statements-clean-opinion',
    documentType: 'financial_statements',
    text: `Independent auditor's report
In our opinion, the financial statements give a true and fair view of the financial position of Mavuno Foods Ltd as at 31 December 2025. Our opinion is unmodified.
Revenue: KES 310m (2024: KES 262m). Cost of sales: KES 180m. Operating expenses: KES 95m.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['prose', 'negation'],
  },
  {
    id: 'h2-en-clean-term-sheet-minority',
    documentType: 'legal_docs',
    text: `Term sheet: seed preference shares
Investor: Baobab Angels SPV
Investment: $1.5M for 22% post-money
Founders after the round: 58%; option pool 20%.
No single investor will hold more than 25%.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['term-sheet', 'list', 'negation'],
  },
  {
    id: 'h2-en-clean-cap-table-reconciled',
    documentType: 'legal_docs',
    text: `Cap table, reconciled with the share register on 1 November 2025
| Holder | % |
| Founder A (CEO) | 33% |
| Founder B (CTO) | 28% |
| Seed investors | 24% |
| ESOP | 15% |
Options held by two early employees who left lapsed unexercised; no leaver holds shares.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'dead-equity'],
    language: 'en',
    traits: ['table', 'negation'],
  },
  {
    id: 'h2-en-clean-accounts-debt-repaid',
    documentType: 'financial_statements',
    text: `Note 9. Borrowings
The bridge loan was repaid in full in March 2025. The tax arrears of 2022 were settled in 2023 and the company is up to date with the revenue authority.
All covenants were met throughout the year.
Revenue: GHS 12.4m. Total expenses: GHS 10.9m.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'h2-en-clean-deck-licence-granted',
    documentType: 'pitch_deck',
    text: `Regulation
Our payment service provider licence was granted by the Central Bank of Kenya in May 2025.
We have never been fined or sanctioned by any regulator.
Revenue 2025: $1.9M.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'h2-en-clean-plan-doubling',
    documentType: 'business_plan',
    text: `Revenue plan (USD millions)
| 2025 | 2026 | 2027 |
| 1.2 | 2.6 | 5.0 |
Gross margin is expected to stay between 42% and 45%.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'h2-en-clean-deck-competitors-named',
    documentType: 'pitch_deck',
    text: `Competition
Flutterwave and Paystack serve large merchants; Chipper Cash serves consumers. We are the only one focused on market traders, but not the only payment option they have.
Revenue 2025: $740k.`,
    present: [],
    absent: ['no-competition'],
    language: 'en',
    traits: ['prose', 'negation'],
  },
  {
    id: 'h2-en-clean-plan-ltv-consistent',
    documentType: 'business_plan',
    text: `Unit economics
CAC: $90. ARPU: $10 a month at a 60% gross margin. Average lifetime: 40 months.
LTV: $240, so LTV/CAC is about 2.7x.
Revenue 2025: $1.1M.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'h2-en-clean-statements-no-doubt',
    documentType: 'financial_statements',
    text: `Going concern
The directors have no doubt about the company's ability to continue as a going concern: the company holds $4.2M of cash and made a profit in each of the last two years.
Revenue: $5.6M; costs: $5.1M. The audit opinion is unqualified.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation', 'figures'],
  },
  {
    id: 'h2-en-clean-update-dip-recovered',
    documentType: 'business_plan',
    text: `Annual update
Revenue fell in 2023, but it recovered in 2024:
- 2022: $1.1M
- 2023: $0.9M
- 2024: $1.6M`,
    present: [],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['time', 'list', 'split'],
  },
  {
    id: 'h2-en-clean-accounts-margin-up',
    documentType: 'financial_statements',
    text: `Management accounts, 2025 versus 2024
Gross margin rose from 38% to 44% as the new mill came online.
Revenue: $6.3M (2024: $5.2M).`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    language: 'en',
    traits: ['figures', 'time'],
  },
  {
    id: 'h2-en-clean-deck-burn-below-revenue',
    documentType: 'pitch_deck',
    text: `Finances
Monthly revenue: $120k
Net burn: $40k a month
Cash: $1.2M
ARR excludes the $200k of one-off installation fees we billed this year.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway', 'non-recurring-revenue'],
    language: 'en',
    traits: ['list', 'figures', 'negation'],
  },
];
