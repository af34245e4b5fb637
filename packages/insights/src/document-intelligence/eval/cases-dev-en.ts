/**
 * Development set, English: texts written to develop the reader's general abilities (flags stated
 * indirectly or implied by figures, lists and tables split across lines, negation, modality and
 * time). Written from the classes' definitions in cases-dev-retired-test.ts (then test-set.ts), never from the test set's texts;
 * tuning on these is allowed, they are part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const developmentCasesEnglish: readonly RedFlagCase[] = [
  {
    id: 'dev-en-indirect-agritrade',
    documentType: 'pitch_deck',
    text: `AgriLink buys maize from smallholders in Zambia and sells it to millers.
Two-thirds of our turnover comes from a single buyer, National Milling.
Our CTO plans to step down after the round closes.
We missed two repayments on our working-capital facility in the third quarter.
We have 14 weeks of cash left at the current pace.
Monthly revenue of $40,000 against monthly costs of $95,000.`,
    present: ['customer-concentration', 'founder-departure', 'debt-distress', 'short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'prose'],
  },
  {
    id: 'dev-en-figures-runway-margin',
    documentType: 'business_plan',
    text: `SunBox rents solar kits to households in northern Ghana.
Cash at bank: $310k.
Net burn is $85k a month.
In 2024 revenue was $600,000 and cost of goods sold was $720,000.
Our 12-month customer retention is 81%.`,
    present: ['short-runway', 'gross-margin', 'burn-above-revenue'],
    absent: ['high-churn'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'dev-en-table-declining',
    documentType: 'financial_statements',
    text: `Summary income statement (USD thousands)
| | 2022 | 2023 | 2024 |
| Revenue | 2,400 | 2,150 | 1,780 |
| Cost of sales | 1,300 | 1,200 | 1,050 |
| Operating expenses | 1,500 | 1,450 | 1,400 |
The accounts have been audited by KPMG with an unqualified opinion.`,
    present: ['declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'audit-opinion', 'missing-financials'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'dev-en-list-concentration',
    documentType: 'pitch_deck',
    text: `Customers
Our revenue by customer in 2024:
- Shoprite: 48%
- Pick n Pay: 21%
- others: 31%
Revenue 2024: ZAR 14 million, up from ZAR 9 million in 2023.
Monthly burn of ZAR 600,000.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['list', 'split'],
  },
  {
    id: 'dev-en-negation-clean',
    documentType: 'pitch_deck',
    text: `PayNest runs payroll for small employers in Kenya.
The company is not in default on any loan and has never missed a repayment.
There is no related-party contract and no founder has left the company.
We are not aware of any litigation, and no regulator has fined or sanctioned us.
Revenue of KES 9 million a month against monthly costs of KES 7 million.
Runway: 22 months.`,
    present: [],
    absent: ['debt-distress', 'related-party', 'founder-departure', 'litigation', 'regulatory', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'dev-en-modality-time',
    documentType: 'business_plan',
    text: `ClinicBook schedules appointments for private clinics in Accra.
If the data-protection rules change we could face litigation from patients, but none exists today.
We may lose our largest customer, which accounts for 12% of revenue.
Our runway was 4 months in January; after the bridge it is now 16 months.
Churn was 9% a month in 2023 and is now 2% a month.
Revenue of GHS 800,000 a month against monthly costs of GHS 650,000.`,
    present: [],
    absent: ['litigation', 'customer-concentration', 'short-runway', 'high-churn', 'burn-above-revenue'],
    language: 'en',
    traits: ['modality', 'time'],
  },
  {
    id: 'dev-en-half-customer',
    documentType: 'pitch_deck',
    text: `FreshCold runs cold rooms for fish traders in Lagos.
Half of our revenue comes from one distributor.
Cash of ₦120 million and a burn of ₦30 million a month.
Revenue of ₦18 million a month.`,
    present: ['customer-concentration', 'short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
];
