/**
 * Development set, sixth round, English: the texts that carry no flag but tempt the reader (negations, hypotheticals, problems said to be over, healthy figures) (the round's texts and how they were written: cases-dev-generalise-sixth-en.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthEnglishClean: readonly RedFlagCase[] = [
  {
    id: 'sixth-en-term-sheet-warranties-clean',
    documentType: 'legal_docs',
    text: `SERIES A TERM SHEET - NON-BINDING
Investment: USD 6,000,000 for Series A Preferred Shares.
Liquidation preference: 1x, non-participating.
Warranties: the Company is not in default under any loan agreement; there is no pending or threatened litigation against it; no founder, director or relative of either is party to any contract with the Company.
Post-money fully diluted: Founders 56%, Series A 20%, Seed investors 14%, ESOP 10%.`,
    present: [],
    absent: ['debt-distress', 'litigation', 'related-party', 'investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['negation', 'list'],
  },
  {
    id: 'sixth-en-dd-claim-dismissed',
    documentType: 'legal_docs',
    text: `Legal due diligence - findings
The unfair-dismissal claim brought by a former sales manager was dismissed in June 2024 and the appeal period has expired.
We found no other disputes, threatened or pending, in the court searches run on 3 November.
Like any lender, the company could attract claims from borrowers in future.`,
    present: [],
    absent: ['litigation'],
    language: 'en',
    traits: ['time', 'negation', 'modality'],
  },
  {
    id: 'sixth-en-update-healthy-month',
    documentType: 'business_plan',
    text: `Subject: September investor update
Hi all,
MRR closed September at $212k (August: $198k).
Net burn was $38k and we hold $2.9M, so runway is not a concern this year or next.
Logo churn was 0.8% for the month and we did not lose any of our top ten accounts.
Thanks, Kofi`,
    present: [],
    absent: ['short-runway', 'declining-revenue', 'high-churn', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'negation'],
  },
  {
    id: 'sixth-en-deck-payback-consistent',
    documentType: 'pitch_deck',
    text: `Unit economics
CAC payback: 5 months.
We spend $150 to acquire a clinic, which pays $40 a month at a 75% gross margin.
2025 revenue: $620k.`,
    present: [],
    absent: ['unit-economics'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-deck-nine-in-ten-renew',
    documentType: 'pitch_deck',
    text: `Retention
Nine in ten schools renew every year; the churn we do see is mostly school closures.
Revenue 2024: $2.3M, up from $1.5M.`,
    present: [],
    absent: ['high-churn', 'declining-revenue'],
    language: 'en',
    traits: ['words'],
  },
  {
    id: 'sixth-en-plan-runway-was-short',
    documentType: 'business_plan',
    text: `Financing
Our runway was 5 months in March. After the $3M extension closed in May, it is now 19 months at the current burn.
Revenue for the last twelve months: $1.1M.`,
    present: [],
    absent: ['short-runway'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'sixth-en-auditor-clean-opinion',
    documentType: 'financial_statements',
    text: `Independent auditor's report
Deloitte & Touche audited the financial statements for 2024 and issued an unqualified opinion, with no emphasis of matter on going concern.
Revenue: GHS 22.4m (2023: GHS 19.8m). Total expenses: GHS 20.1m.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-plan-lease-arrears-cleared',
    documentType: 'business_plan',
    text: `Financing history
The arrears on our equipment lease, which reached three instalments in 2023, were cleared in full in January 2024. Every instalment since has been paid on time and we are within all covenants.
Revenue 2025: $960k; costs: $870k.`,
    present: [],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['time', 'negation'],
  },
  {
    id: 'sixth-en-dd-suppliers-checked',
    documentType: 'legal_docs',
    text: `Related parties
We asked management and each director whether they, or anyone in their families, own or work for any supplier or customer. All said no, and the supplier list matched no names in the company-registry searches.`,
    present: [],
    absent: ['related-party'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-deck-competitor-table',
    documentType: 'pitch_deck',
    text: `Competition
| | Us | Wave | Orange Money |
| Merchant fee | 0.8% | 1% | 1.5% |
| Settlement | same day | next day | 2 days |
We are not the only option, but we are the cheapest.
GMV 2025: $48M; revenue: $390k.`,
    present: [],
    absent: ['no-competition'],
    language: 'en',
    traits: ['table', 'negation'],
  },
  {
    id: 'sixth-en-deck-licence-granted',
    documentType: 'pitch_deck',
    text: `Regulation
Our PSSP licence, applied for in 2023, was granted by the CBN in February 2025, and our data-protection registration is complete.
Revenue 2025: N410m; costs: N380m.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'burn-above-revenue'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'sixth-en-plan-measured-growth',
    documentType: 'business_plan',
    text: `Plan
We expect revenue to grow from $2.0M this year to $3.1M in 2026 and $4.5M in 2027, while keeping costs below revenue.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-deck-founders-staying',
    documentType: 'pitch_deck',
    text: `Team
Both founders are full-time, on four-year vesting, and neither plans to leave. We added a CFO from Ecobank in May.
Revenue 2025: $830k.`,
    present: [],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-deck-spread-customers',
    documentType: 'pitch_deck',
    text: `Customers
Our biggest client accounts for 9% of revenue; the top five together for 24%.
We serve 140 hotels in Kenya and Tanzania.
Revenue 2025: $1.7M.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-plan-claims-possible',
    documentType: 'business_plan',
    text: `Risks
As a lender we could face claims from borrowers; none has been brought so far.
Revenue 2025: $2.2M; costs: $2.0M.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
    language: 'en',
    traits: ['modality', 'negation'],
  },
  {
    id: 'sixth-en-shareholding-no-majority',
    documentType: 'legal_docs',
    text: `Shareholding
No single investor holds more than 25% of the company; the three founders, all full-time, hold 52% together.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'sixth-en-plan-churn-peaked',
    documentType: 'business_plan',
    text: `Customers
Monthly churn peaked at 8% in 2023, when our app kept crashing; it has been under 2% every month for the past year.
Revenue 2025: $1.05M.`,
    present: [],
    absent: ['high-churn'],
    language: 'en',
    traits: ['time'],
  },
  {
    id: 'sixth-en-statement-going-concern-fine',
    documentType: 'financial_statements',
    text: `Basis of preparation
The directors have assessed the company's cash forecasts for the next eighteen months and are satisfied that the going-concern basis is appropriate. There is no material uncertainty.
Revenue: $5.6M (2024: $4.8M). Expenses: $5.1M.`,
    present: [],
    absent: ['going-concern', 'burn-above-revenue'],
    language: 'en',
    traits: ['negation'],
  },
];
