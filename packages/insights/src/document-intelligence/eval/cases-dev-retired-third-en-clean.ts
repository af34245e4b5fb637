/** Third held-out set: English texts with no flag, worded to tempt (accounts, decks and plans). */
import type { RedFlagCase } from './case';

export const thirdEnClean: readonly RedFlagCase[] = [
  {
    id: 'h3-en-clean-churn-came-down',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Retention
Logo churn averaged 4.1% a month in H1 2025, down from 6.3% a month in 2023, after we moved onboarding in-house.
MRR: $120k.`,
    present: [],
    absent: ['high-churn'],
    traits: ['time', 'figures'],
  },
  {
    id: 'h3-en-clean-ten-months-cash',
    documentType: 'business_plan',
    language: 'en',
    text: `Cash and runway: $1.45M in the bank at 30 September; net burn has averaged $140k a month over the quarter. Monthly revenue: $180k.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h3-en-clean-no-related-transactions',
    documentType: 'financial_statements',
    language: 'en',
    text: `Note 24 — Related parties. The company did not enter into any transaction with its directors, its shareholders or entities connected to them during the year.
Revenue: GHS 24.6 million (2024: GHS 21.0 million). The financial statements were audited by Deloitte & Touche Ghana, which issued an unmodified opinion.`,
    present: [],
    absent: ['related-party', 'audit-opinion'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-named-competitors',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Competition. Paystack, Flutterwave and a dozen bank-led aggregators all sell to the same merchants. We do not claim to have no competitors; we claim faster settlement (T+0 against T+1).
Revenue: $2.2M in the last twelve months.`,
    present: [],
    absent: ['no-competition'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-margin-down-under-four',
    documentType: 'financial_statements',
    language: 'en',
    text: `Audited statement of profit or loss (KES '000). Unmodified opinion.
                2023      2024
Revenue        84 200    97 500
Cost of sales  49 700    61 200
Gross profit   34 500    36 300
Overheads      28 900    30 100
Profit          5 600     6 200`,
    present: [],
    absent: ['gross-margin', 'audit-opinion'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h3-en-clean-two-and-a-half-times',
    documentType: 'business_plan',
    language: 'en',
    text: `Revenue plan: from $1.2M this year to $3.0M in 2026 (2.5×) and $6.0M in 2027, funded by this round. We could go faster if the Kenyan launch lands early, but the plan does not assume it.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['modality', 'figures'],
  },
  {
    id: 'h3-en-clean-shoprite-under-a-quarter',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Customer base: 140 retailers. Our largest customer, Shoprite Nigeria, accounted for 24% of 2024 revenue of ₦860m; the next largest, 5%.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures'],
  },
  {
    id: 'h3-en-clean-cbk-licence-granted',
    documentType: 'business_plan',
    language: 'en',
    text: `Licensing: the Central Bank of Kenya granted our digital credit provider licence in March 2025, eighteen months after we applied. No other licence is needed for our current products.
Revenue 2025 (January to September): KES 131m.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['time', 'negation'],
  },
  {
    id: 'h3-en-clean-auditor-nothing-to-report',
    documentType: 'financial_statements',
    language: 'en',
    text: `Auditor's report — Umoja Health Ltd, year ended 31 December 2024
In our opinion the financial statements give a true and fair view of the company's financial position. Our opinion is unmodified. We have nothing to report in respect of going concern: the directors' use of the going-concern basis is appropriate and we have identified no material uncertainty.
Revenue: USD 4.8 million; profit after tax: USD 0.3 million.`,
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-covenants-met',
    documentType: 'business_plan',
    language: 'en',
    text: `Q3 letter to shareholders. Both bank facilities were tested at 30 September and every covenant was met with headroom; no repayment has been late this year and our tax filings and payments are current. Revenue for the quarter: ₦780m, up 11% on Q2.`,
    present: [],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-bog-rules-settled',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Regulation. The Bank of Ghana issued its final rules for digital lenders in 2024 and we were licensed under them in January 2025. We have never been fined or suspended. If we expand to Côte d'Ivoire we would need a BCEAO authorisation; we have not applied yet.
Revenue 2025: GHS 19m.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['negation', 'modality'],
  },
  {
    id: 'h3-en-clean-unit-economics-add-up',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Unit economics
ARPU: $22 a month
Gross margin: 70%
Average lifetime: 20 months
LTV: $308
CAC: $99
LTV/CAC: 3.1x
MRR: $210k`,
    present: [],
    absent: ['unit-economics'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-en-clean-costs-fell',
    documentType: 'financial_statements',
    language: 'en',
    text: `Management commentary. Costs fell 12% year on year to ZAR 18.4m as we closed the Durban depot, while revenue rose 18% to ZAR 23.1m. Nothing in the year's revenue was one-off.`,
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue', 'non-recurring-revenue'],
    traits: ['figures', 'negation'],
  },
  {
    id: 'h3-en-clean-arr-excludes-setup',
    documentType: 'pitch_deck',
    language: 'en',
    text: `ARR: $1.8M (September). One-off set-up fees ($240k this year) are reported separately and are not in ARR.`,
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h3-en-clean-clinics-retention',
    documentType: 'business_plan',
    language: 'en',
    text: `Retention: 62% of the clinics that signed up in 2024 are still subscribed a year later, and monthly logo churn is 3.9%. Subscription revenue: KES 54m in 2025.`,
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
  },
];
