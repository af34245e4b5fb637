/**
 * Development set, English, written for generalisation (decision 0036, amendment of 2026-11-27): for each class, the
 * same fact said indirectly, in figures, in a table read with its header or a list split over lines,
 * and under a negation, a hypothesis or an earlier date that must not raise it. Written and labelled
 * from the labelling guide (cases-dev-retired-test.ts) before any rule was changed for them, by
 * someone who has not read the held-out set (held-out*.ts); part of the development set.
 */
import type { RedFlagCase } from './case';

export const generaliseCasesEnglish: readonly RedFlagCase[] = [
  {
    id: 'gen-en-concentration-words',
    documentType: 'pitch_deck',
    text: `Kuza Foods supplies school meals in Nairobi.
Three out of every four shillings we earn come from the county government contract.
Revenue was KES 48 million in 2024.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['indirect', 'words'],
  },
  {
    id: 'gen-en-concentration-table',
    documentType: 'pitch_deck',
    text: `Revenue by customer (2024)
| Customer | Share of revenue |
| Safaricom | 58% |
| Airtel | 12% |
| Others | 30% |
Total revenue: $2.1M for 2024.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['table'],
  },
  {
    id: 'gen-en-concentration-negated-time',
    documentType: 'pitch_deck',
    text: `Our largest customer accounts for 6% of revenue, and no single client may exceed 10% under our credit policy.
In 2021 one retailer made up 70% of our revenue; today Shoprite is 18% of sales and our largest account.
Revenue was $3.4M last year.`,
    present: [],
    absent: ['customer-concentration', 'missing-financials'],
    traits: ['negation', 'time'],
  },
  {
    id: 'gen-en-concentration-hypothetical',
    documentType: 'business_plan',
    text: `If the Lagos State contract is renewed, it could represent 60% of next year's revenue.
Today our revenue of $900,000 a year comes from more than 300 clinics, none above 4%.`,
    present: [],
    absent: ['customer-concentration', 'missing-financials'],
    traits: ['modality'],
  },
  {
    id: 'gen-en-concentration-split-list',
    documentType: 'pitch_deck',
    text: `Where our revenue comes from
- Dangote Group
  62% of 2024 revenue
- 40 smaller buyers
  38% of 2024 revenue
Revenue 2024: $1.3M`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['list', 'split'],
  },
  {
    id: 'gen-en-decline-table',
    documentType: 'financial_statements',
    text: `Income statement summary (USD thousands)
| | 2022 | 2023 | 2024 |
| Revenue | 3,200 | 2,750 | 2,100 |
| Cost of sales | 1,600 | 1,375 | 1,050 |
| Operating expenses | 500 | 500 | 500 |
The accounts were audited by KPMG, who issued an unqualified opinion.`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue', 'audit-opinion', 'missing-financials'],
    traits: ['table', 'figures'],
  },
  {
    id: 'gen-en-decline-list-split',
    documentType: 'pitch_deck',
    text: `Sales by year:
- 2022: $640k
- 2023: $590k
- 2024: $410k
We expect to return to growth in 2025.`,
    present: ['declining-revenue'],
    absent: ['missing-financials', 'unrealistic-growth'],
    traits: ['list', 'figures'],
  },
  {
    id: 'gen-en-decline-indirect',
    documentType: 'pitch_deck',
    text: `Turnover slipped to GHS 8.2 million this year from GHS 9.6 million last year as two distributors closed.
Gross margin held at 41%.`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'missing-financials'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'gen-en-decline-negated-modality',
    documentType: 'pitch_deck',
    text: `Revenue has not declined in any quarter since launch.
A weaker naira could reduce our dollar revenue next year.
Revenue: $1.8M in 2023, $2.6M in 2024.`,
    present: [],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['negation', 'modality'],
  },
  {
    id: 'gen-en-regulatory-order',
    documentType: 'pitch_deck',
    text: `In March the Central Bank of Kenya ordered us to stop onboarding new borrowers until our data-protection review is complete.
Revenue is $90,000 per month and costs are $70,000 per month.`,
    present: ['regulatory'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-regulatory-fine',
    documentType: 'pitch_deck',
    text: `The Nigerian Data Protection Commission fined the company ₦25 million in 2024 after a data breach.
Monthly revenue is ₦40 million.`,
    present: ['regulatory'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-regulatory-negated',
    documentType: 'pitch_deck',
    text: `We hold every licence our business needs, and no regulator has ever fined or suspended us.
Revenue reached $2.2M in 2024.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'missing-financials'],
    traits: ['negation'],
  },
  {
    id: 'gen-en-growth-table',
    documentType: 'business_plan',
    text: `Revenue plan (USD)
| | 2025 | 2026 | 2027 |
| Revenue | 150,000 | 1,200,000 | 6,000,000 |
Revenue last year was $60,000.`,
    present: ['unrealistic-growth'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['table', 'figures'],
  },
  {
    id: 'gen-en-growth-words',
    documentType: 'pitch_deck',
    text: `We expect revenue to grow tenfold next year, from $200k to $2M.
Our costs are $30k a month against revenue of $17k a month.`,
    present: ['unrealistic-growth', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['words'],
  },
  {
    id: 'gen-en-growth-past',
    documentType: 'pitch_deck',
    text: `We grew revenue fivefold last year, from $40k to $200k, and we plan for it to double in 2025.
Monthly costs are $14k.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'missing-financials'],
    traits: ['time'],
  },
  {
    id: 'gen-en-debt-indirect',
    documentType: 'pitch_deck',
    text: `We are two instalments behind on the equipment loan from Stanbic.
The lender has agreed to restructure the facility after we failed to pay the March and April repayments.
Revenue was $75,000 a month in 2024.`,
    present: ['debt-distress'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-debt-negated-hypothetical',
    documentType: 'financial_statements',
    text: `The company has never missed a repayment and is not in breach of any covenant.
If sales fell by 40%, it could breach the debt-service covenant on the Afreximbank facility.
Revenue for the year was $4.1M and total costs were $3.6M. The accounts were audited without qualification.`,
    present: [],
    absent: ['debt-distress', 'declining-revenue', 'burn-above-revenue', 'audit-opinion', 'missing-financials'],
    traits: ['negation', 'modality'],
  },
  {
    id: 'gen-en-debt-time',
    documentType: 'pitch_deck',
    text: `We fell into arrears on our PAYE in 2022; all arrears were cleared in 2023 and we are current on every obligation.
Revenue: $1.1M in 2024.`,
    present: [],
    absent: ['debt-distress', 'missing-financials'],
    traits: ['time'],
  },
  {
    id: 'gen-en-dead-equity-indirect',
    documentType: 'legal_docs',
    text: `Our first CTO, who left in 2022, kept his 12% stake; we have no agreement to buy it back.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-dead-equity-bought-back',
    documentType: 'legal_docs',
    text: `When our co-founder Amina left in 2023, the company bought back all of her shares at nominal value.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['negation', 'time'],
  },
  {
    id: 'gen-en-runway-split-figures',
    documentType: 'pitch_deck',
    text: `Financial snapshot
Cash at bank:
$310,000
Net burn:
$85,000 per month
Revenue:
$120,000 per month`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['split', 'figures'],
  },
  {
    id: 'gen-en-runway-quarter',
    documentType: 'pitch_deck',
    text: `We spend about $240,000 a quarter more than we earn, and we have $400,000 in the bank.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'gen-en-runway-hypothetical-time',
    documentType: 'pitch_deck',
    text: `If we lost our largest grant, our runway could shrink to five months.
Today we have 20 months of cash.
Revenue is $50,000 a month.`,
    present: [],
    absent: ['short-runway', 'missing-financials'],
    traits: ['modality', 'time'],
  },
  {
    id: 'gen-en-no-burn',
    documentType: 'pitch_deck',
    text: `Monthly revenue: $150,000.
Monthly operating costs: $120,000.
We raised $2M in 2024, most of which is still in the bank.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway', 'missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'gen-en-other-currency-table',
    documentType: 'pitch_deck',
    text: `Key figures
| Metric | 2024 |
| Turnover | UGX 1.2 billion |
| Operating costs | UGX 900 million |`,
    present: [],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['table'],
  },
  {
    id: 'gen-en-related-indirect-negated',
    documentType: 'legal_docs',
    text: `Logistics are handled by Swift Haulage Ltd, a company owned by our CEO's brother-in-law.
No director has any interest in our other suppliers.`,
    present: ['related-party'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-related-negated',
    documentType: 'pitch_deck',
    text: `There are no related-party transactions, and our office is leased from an unrelated landlord.
Revenue was $700,000 in 2024.`,
    present: [],
    absent: ['related-party', 'missing-financials'],
    traits: ['negation'],
  },
  {
    id: 'gen-en-litigation',
    documentType: 'legal_docs',
    text: `A former supplier has taken us to court over the termination of its contract.
We could also face claims from former agents if the new commission structure is challenged.`,
    present: ['litigation'],
    absent: [],
    traits: ['indirect', 'modality'],
  },
  {
    id: 'gen-en-litigation-hypothetical',
    documentType: 'pitch_deck',
    text: `We could face claims from former agents if the new commission structure is challenged, but there is no litigation today.
Revenue was $1.5M in 2024.`,
    present: [],
    absent: ['litigation', 'missing-financials'],
    traits: ['modality', 'negation'],
  },
  {
    id: 'gen-en-departure-modality',
    documentType: 'legal_docs',
    text: `Our CFO may take a sabbatical next year; she remains with the company.
None of the founders intends to leave.`,
    present: [],
    absent: ['founder-departure'],
    traits: ['modality', 'negation'],
  },
  {
    id: 'gen-en-departure-announced',
    documentType: 'legal_docs',
    text: `Our CEO, Kofi Mensah, will hand over day-to-day management in June and leave the company at the end of the year.`,
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-ownership-time',
    documentType: 'legal_docs',
    text: `At incorporation the founders held 100%; after the seed and Series A rounds they now hold 34% together.
Following the round, Savannah Fund's holding rises to 51% of the fully diluted shares.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: [],
    traits: ['time', 'indirect'],
  },
  {
    id: 'gen-en-investor-negated',
    documentType: 'legal_docs',
    text: `No investor will hold more than 25% after the round; Acme Ventures will hold 22% and the founders 61%.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['negation'],
  },
  {
    id: 'gen-en-churn-time-words',
    documentType: 'pitch_deck',
    text: `Monthly churn was 9% in 2023; it is now 2.5%.
Revenue is $64,000 a month.`,
    present: [],
    absent: ['high-churn', 'missing-financials'],
    traits: ['time'],
  },
  {
    id: 'gen-en-gross-margin-lines',
    documentType: 'financial_statements',
    text: `Statement of profit or loss for 2024 (audited)
Revenue 2024: KES 60 million
Cost of goods sold 2024: KES 66 million`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion', 'missing-financials'],
    traits: ['split', 'figures'],
  },
  {
    id: 'gen-en-unaudited-indirect',
    documentType: 'financial_statements',
    text: `These management accounts have not been reviewed by an external auditor.
Revenue for the year was $820,000 and operating costs were $610,000.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'gen-en-licence-time-plan',
    documentType: 'pitch_deck',
    text: `We applied for the PSP licence in 2023 and received it in May 2024.
We plan to apply for an insurance broking licence next year.
Revenue is $40,000 a month.`,
    present: [],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['time', 'modality'],
  },
  {
    id: 'gen-en-competition-negated',
    documentType: 'pitch_deck',
    text: `We are not the only provider: M-Kopa and Sun King compete with us in every county.
Revenue was $5.2M in 2024.`,
    present: [],
    absent: ['no-competition', 'missing-financials'],
    traits: ['negation'],
  },
];
