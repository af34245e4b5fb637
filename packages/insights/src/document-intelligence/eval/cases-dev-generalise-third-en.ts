/**
 * Development set, English: a third generalisation batch (decision 0036, amendment of 2026-11-27 on the third round):
 * flags said indirectly, flags implied only by figures, and lists and tables split across lines. Written
 * from the labelling guide (cases-dev-retired-test.ts) and labelled before any rule was changed for it, by
 * someone who has not opened the held-out set (held-out*.ts) or any per-case result of it. Its first score,
 * on the reader before it was changed, is in the decision.
 */
import type { RedFlagCase } from './case';

export const generaliseThirdEnglish: readonly RedFlagCase[] = [
  {
    id: 'third-en-concentration-half',
    documentType: 'pitch_deck',
    text: `Kilimo Link: farm inputs on credit.
Just over half of last year's sales went to a single distributor, Agrovet Holdings.
Revenue 2024: $1.6M. Operating costs 2024: $1.2M.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-concentration-three-quarters',
    documentType: 'business_plan',
    text: `Three quarters of our turnover is earned on the Ministry of Health supply contract.
Turnover for 2024 was $900,000 against total costs of $780,000.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-departure-step-down',
    documentType: 'pitch_deck',
    text: `Team update: our CTO, Amina Yusuf, has told the board she will step down at the end of the quarter to start a doctorate.
Monthly revenue is $85,000 and monthly costs are $70,000.`,
    present: ['founder-departure'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-departure-no-longer',
    documentType: 'pitch_deck',
    text: `Co-founder Brian Otieno is no longer with the company; the COO has taken over his accounts.
We closed 2024 with $2.3M of revenue, up from $1.5M.`,
    present: ['founder-departure'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-debt-missed-instalments',
    documentType: 'business_plan',
    text: `We missed three instalments on the equipment loan from Stanbic between March and May while the plant was down.
Revenue: $1.1M in 2024. Costs: $950k in 2024.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-debt-overdraft-overdue',
    documentType: 'financial_statements',
    text: `Note 9 - Borrowings
The overdraft has been overdue since August 2024 and the bank has frozen the facility pending a restructuring.
Revenue for the year: USD 3,400,000. Total expenses for the year: USD 3,150,000.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue', 'missing-financials', 'going-concern'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-runway-weeks-payroll',
    documentType: 'pitch_deck',
    text: `At the current pace the bank balance covers about eleven weeks of payroll and rent.
Monthly revenue is $40,000; monthly costs are $52,000.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-runway-weekly-spend',
    documentType: 'pitch_deck',
    text: `Cash in bank: $420,000.
We spend roughly $30,000 a week.
Revenue is $60,000 a month.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures', 'split'],
  },
  {
    id: 'third-en-runway-long-figures',
    documentType: 'pitch_deck',
    text: `Cash: $2.4M after the seed round.
Monthly revenue: $200k. Net burn: $120k per month.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'third-en-runway-cash-burn-one-line',
    documentType: 'business_plan',
    text: `With $310k in the bank and a burn of $85k a month, we need to close this round before the summer.
Revenue last month was $22k.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'third-en-statement-cogs-above-revenue',
    documentType: 'financial_statements',
    text: `Income statement, year ended 31 December 2024 (USD)
Revenue 2,150,000
Cost of goods sold 2,480,000
Gross loss (330,000)
Operating expenses 640,000`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures', 'table'],
  },
  {
    id: 'third-en-table-revenue-falling',
    documentType: 'financial_statements',
    text: `Five-year summary (KES millions)
| Year | 2022 | 2023 | 2024 |
| Revenue | 84 | 77 | 69 |
| Operating costs | 60 | 58 | 55 |`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures'],
  },
  {
    id: 'third-en-list-revenue-falling',
    documentType: 'pitch_deck',
    text: `Annual revenue:
- 2022: $1.9M
- 2023: $1.6M
- 2024: $1.4M
Operating costs stayed near $1.2M a year.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['list', 'split', 'figures'],
  },
  {
    id: 'third-en-table-revenue-rising',
    documentType: 'business_plan',
    text: `Track record (USD thousands)
| | 2022 | 2023 | 2024 |
| Revenue | 640 | 910 | 1,380 |
| Total costs | 700 | 880 | 1,100 |`,
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue', 'missing-financials', 'unrealistic-growth'],
    traits: ['table', 'figures'],
  },
  {
    id: 'third-en-list-top-customers',
    documentType: 'pitch_deck',
    text: `Top customers by share of 2024 revenue
  • Vodacom: 46%
  • Airtel: 12%
  • All others: 42%
Revenue 2024: $3.1M.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['list', 'split'],
  },
  {
    id: 'third-en-list-shareholding',
    documentType: 'pitch_deck',
    text: `Shareholding after the seed round:
- Founders (two): 31%
- Savannah Ventures: 52%
- Option pool: 10%
- Angels: 7%
Revenue run rate: $480k a year.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['missing-financials', 'dead-equity'],
    traits: ['list', 'split'],
  },
  {
    id: 'third-en-quarterly-costs',
    documentType: 'pitch_deck',
    text: `Q3 2024 revenue: $90k. Q3 2024 operating expenses: $270k.`,
    present: ['burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'third-en-runway-words',
    documentType: 'pitch_deck',
    text: `We have about five months of cash left at today's spend.
Revenue grew to $75,000 a month; costs are $95,000 a month.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-related-warehouse',
    documentType: 'legal_docs',
    text: `Property: the main warehouse in Tema is rented from a company owned by the CEO's brother, at a rent set without tender.`,
    present: ['related-party'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'third-en-litigation-court',
    documentType: 'legal_docs',
    text: `A former supplier has taken us to court over unpaid invoices of $85,000; the hearing is set for June.`,
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-dead-equity-first-cto',
    documentType: 'legal_docs',
    text: `Our first CTO left in 2022 and still holds 12% of the company; no buy-back was agreed.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
  },
  {
    id: 'third-en-management-accounts',
    documentType: 'financial_statements',
    text: `The figures below are management accounts and have not been audited.
Revenue 2024: $1.25M. Operating expenses 2024: $1.05M.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-growth-jump',
    documentType: 'business_plan',
    text: `2024 revenue: $250k.
We project revenue of $600k in 2025 and $3.5M in 2026.`,
    present: ['unrealistic-growth'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['figures'],
  },
  {
    id: 'third-en-arr-one-time-fee',
    documentType: 'pitch_deck',
    text: `ARR: $1.2M, which includes a one-time $400k implementation fee from the Ministry of Education.`,
    present: ['non-recurring-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'third-en-churn-subscribers-left',
    documentType: 'pitch_deck',
    text: `Of the 1,200 households that subscribed in January 2024, 430 were still paying in January 2025.
Monthly subscription revenue: $31,000.`,
    present: ['high-churn'],
    absent: ['missing-financials'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'third-en-clean-deck',
    documentType: 'pitch_deck',
    text: `Revenue grew from $2.1M in 2023 to $3.4M in 2024; gross margin held at 46%.
Net burn is $60k a month against $2.4M of cash, about 40 months.
Our largest customer is 14% of revenue.
The founders hold 64% together; no investor holds more than 18%.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'short-runway', 'customer-concentration', 'low-founder-ownership', 'investor-control', 'burn-above-revenue', 'missing-financials'],
    traits: ['figures'],
  },
];
