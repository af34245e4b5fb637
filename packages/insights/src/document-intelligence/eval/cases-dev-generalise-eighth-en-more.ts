/**
 * Development set, eighth round, English, second part (2026-11-28): paraphrases of the retired second held-out
 * set's phenomena (a regulator's uncertainty or act in other words, a margin falling across quarters, customers
 * named or counted in other ways, claims before a court, a burn net of sales, amounts in words, licences
 * requested, churn from counts and cohorts, one-off revenue, runway in months of costs, related parties and
 * unaudited accounts), written and labelled from the labelling guide (held-out.ts) before any rule was changed
 * for them; see cases-dev-generalise-eighth-en.ts. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthEnglishMore: readonly RedFlagCase[] = [
  {
    id: 'd8-en-plan-central-bank-whether-deposit',
    documentType: 'business_plan',
    text: `Regulation
We do not yet know whether the Central Bank will treat our wallet as a deposit-taking product; if it does, we will need a banking licence.
Revenue 2025: $1.1M.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['modality', 'indirect'],
  },
  {
    id: 'd8-en-deck-whether-insurance-remains-unclear',
    documentType: 'pitch_deck',
    text: `Risks
Whether the Insurance Regulatory Authority regards our device cover as insurance remains unclear.
Revenue 2025: $600k.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-dd-approval-withdrawn-by-authority',
    documentType: 'legal_docs',
    text: `Regulatory findings
In May the Medicines Control Authority withdrew the marketing approval of our main syrup after failed stability tests.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'd8-en-dd-registration-cancelled-passive',
    documentType: 'legal_docs',
    text: `Product registrations
The registration of our flagship fertiliser was cancelled by the Ministry of Agriculture in June 2025.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-en-accounts-quarterly-gross-profit-row',
    documentType: 'financial_statements',
    text: `Quarterly P&L 2025 (KES millions)
| | Q1 | Q2 | Q3 | Q4 |
| Sales | 40 | 44 | 47 | 50 |
| Gross profit | 18 | 18 | 17 | 16 |`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-en-deck-three-largest-insurers',
    documentType: 'pitch_deck',
    text: `Customers
The three largest insurers we serve, Jubilee, Britam and CIC, brought in 47% of 2025 revenue.
Revenue 2025: $2.7M.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['prose', 'figures'],
  },
  {
    id: 'd8-en-deck-buyers-lead-in-was-share',
    documentType: 'pitch_deck',
    text: `Revenue mix
Buyers: Shoprite was 36% of what we invoiced in 2025.
Revenue 2025: $1.4M.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-deck-list-largest-customer-item',
    documentType: 'pitch_deck',
    text: `At a glance
- Largest customer: 41% of revenue
- Monthly churn: 1.5%
- Revenue 2025: $3.3M`,
    present: ['customer-concentration'],
    absent: ['high-churn'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-en-memo-claim-magistrates-court',
    documentType: 'business_plan',
    text: `Legal
A supplier filed a breach of contract claim against us at the Magistrates' Court in March; no hearing date has been set.
Revenue 2025: $800k.`,
    present: ['litigation'],
    absent: [],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'd8-en-memo-wage-claims-labour-court',
    documentType: 'business_plan',
    text: `People and legal
Two former drivers have filed wage claims at the Labour Court, and both remain open.
Revenue 2025: $1.5M.`,
    present: ['litigation'],
    absent: ['founder-departure'],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'd8-en-deck-quarterly-spend-net-comma',
    documentType: 'pitch_deck',
    text: `Cash
We spend $450k every quarter, net of sales, and hold $800k in cash.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-en-update-sales-in-words-compared',
    documentType: 'business_plan',
    text: `Quarterly letter
Sales this quarter were three hundred and forty thousand dollars, compared with four hundred and ten thousand in the previous quarter.`,
    present: ['declining-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'time'],
  },
  {
    id: 'd8-en-plan-permit-requested-passive',
    documentType: 'business_plan',
    text: `Expansion
An operating permit for the new depot has been requested from the county government; no decision yet.
Revenue 2025: $1.2M.`,
    present: ['pending-licence'],
    absent: [],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'd8-en-plan-import-licence-submitted-awaited',
    documentType: 'business_plan',
    text: `Supply
The import licence was submitted to the ministry in April and is still awaited.
Revenue 2025: $2.0M.`,
    present: ['pending-licence'],
    absent: [],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'd8-en-deck-began-year-lost-clinics',
    documentType: 'pitch_deck',
    text: `Customers
We began 2025 with 600 subscribing clinics and lost 290 of them over the year.
Revenue 2025: $1.0M.`,
    present: ['high-churn'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-en-deck-cohort-retention-month-12',
    documentType: 'pitch_deck',
    text: `Retention
Retention of the January 2025 cohort at month 12: 50%.
Revenue 2025: $1.8M.`,
    present: ['high-churn'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'd8-en-deck-arr-project-billed-once',
    documentType: 'pitch_deck',
    text: `ARR
Our ARR of $3.2M includes a $400k integration project billed only once.`,
    present: ['non-recurring-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-en-deck-cash-months-of-operating-expenses',
    documentType: 'pitch_deck',
    text: `Balance sheet
Cash on hand: $380k, roughly five months of operating expenses at today's rate.
Revenue 2025: $1.1M.`,
    present: ['short-runway'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-deck-no-other-product-like-ours',
    documentType: 'pitch_deck',
    text: `Market
There is no other product like ours on the market today.
Revenue 2025: $450k.`,
    present: ['no-competition'],
    absent: [],
    language: 'en',
    traits: ['prose'],
  },
  {
    id: 'd8-en-deck-bulk-of-sales-one-buyer',
    documentType: 'pitch_deck',
    text: `Buyers
One buyer, Olam, takes the bulk of our cocoa sales.
Revenue 2025: $3.9M.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-memo-office-from-husband-of-cfo',
    documentType: 'business_plan',
    text: `Related dealings
We rent our Kumasi office from a company owned by the husband of our CFO.
Revenue 2025: $1.0M.`,
    present: ['related-party'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-memo-agency-run-by-sister-of-ceo',
    documentType: 'business_plan',
    text: `Suppliers
Marketing is outsourced to an agency run by the sister of the chief executive officer, billed at $8k a month.
Revenue 2025: $2.5M.`,
    present: ['related-party'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-legal-accounts-not-audited',
    documentType: 'legal_docs',
    text: `Due diligence summary
The 2023 and 2024 accounts have not been audited by an independent firm.`,
    present: ['audit-opinion'],
    absent: [],
    language: 'en',
    traits: ['negation'],
  },
  {
    id: 'd8-en-deck-net-spend-comma-revenue-stated',
    documentType: 'pitch_deck',
    text: `Cash position
Cash: $1.1M.
We spend $780k each quarter, net of revenue.
Revenue: $420k a quarter.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'split'],
  },
];
