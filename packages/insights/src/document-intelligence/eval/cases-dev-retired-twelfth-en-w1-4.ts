import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW1Part4: readonly RedFlagCase[] = [
  // clean: unmodified opinion; auditor states no material uncertainty on going concern; revenue KSh 171.9m -> 212.4m
  {
    id: 'h12-en-w1-nairobi-clinics-auditor-report',
    documentType: 'financial_statements',
    present: [],
    absent: ['going-concern', 'audit-opinion', 'declining-revenue'],
    traits: ['negation'],
    text: `REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF TAUSI HEALTH LIMITED

Opinion
We have audited the accompanying financial statements of Tausi Health Limited, set out on pages 12 to 41, which comprise the statement of financial position as at 31 December 2023, and the statement of profit or loss and other comprehensive income, statement of changes in equity and statement of cash flows for the year then ended, and notes, including material accounting policy information.
In our opinion, the accompanying financial statements give a true and fair view of the financial position of Tausi Health Limited as at 31 December 2023 and of its financial performance and cash flows for the year then ended in accordance with IFRS Accounting Standards and the requirements of the Kenyan Companies Act, 2015.

Basis for opinion
We conducted our audit in accordance with International Standards on Auditing (ISAs). We are independent of the company in accordance with the IESBA Code and ICPAK requirements. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.

Conclusions relating to going concern
In auditing the financial statements, we have concluded that the directors' use of the going concern basis of accounting in the preparation of the financial statements is appropriate. Based on the work we have performed, we have not identified any material uncertainty relating to events or conditions that, individually or collectively, may cast significant doubt on the company's ability to continue as a going concern for a period of at least twelve months from when the financial statements are authorised for issue.

Key audit matter - revenue from multi-year clinic management contracts
Revenue for the year was KSh 212.4 million (2022: KSh 171.9 million), of which KSh 96.3 million arose from multi-year contracts with county governments. We tested the allocation of contract prices to performance obligations and the timing of recognition for a sample of 24 contracts, and found no material exceptions.

The engagement partner responsible for the audit resulting in this independent auditor's report is CPA Lucy Achieng, Practising Certificate No. P/2231.

Achieng Mutiso & Co, Certified Public Accountants (Kenya)
Nairobi, 27 March 2024`,
  },
  // clean: gross margin 720/1,840 = 39.1% -> 1,000/2,610 = 38.3% (-0.8 points); revenue up; audited, unmodified
  // unit economics consistent: margin per farmer 12,000 x 38% = 4,560/month; payback 45,000 / 4,560 = 9.9 months ("about ten");
  // churn 2.5% a month -> 40-month life; LTV 4,560 x 40 = 182,400; 182,400 / 45,000 = 4.05 ("about 4x")
  {
    id: 'h12-en-w1-kasese-poultry-audited-extract-csv',
    documentType: 'financial_statements',
    present: [],
    absent: ['unit-economics', 'gross-margin', 'high-churn', 'audit-opinion'],
    traits: ['table', 'figures'],
    text: `# Enkoko Poultry Tech Ltd (Kasese, Uganda)
# Extract from the audited financial statements, years to 30 June. Auditor: Rwenzori Assurance & Co; opinion unmodified for both years.
# UGX million
line,FY2022,FY2023
revenue,1840,2610
cost_of_sales,1120,1610
gross_profit,720,1000
operating_expenses,610,790
operating_profit,110,210
tax,33,63
profit_after_tax,77,147
cash_at_year_end,240,415
#
# Unit economics (management analysis from the same ledgers, FY2023)
metric,value,note
avg_revenue_per_farmer_per_month,12000,UGX; feed-planning app + vet visits
gross_margin_per_farmer,38%,in line with company gross margin
margin_per_farmer_per_month,4560,UGX
cac_per_farmer,45000,UGX; field agents + demo days
monthly_farmer_churn,2.5%,12-month average
expected_lifetime_months,40,1 / 2.5%
ltv_per_farmer,182400,UGX
ltv_to_cac,about 4x,
cac_payback_months,about 10,`,
  },
];
