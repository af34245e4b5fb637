/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): English texts that
 * carry flags (first part). Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids
 * and labels unchanged since; see cases-dev-retired-second.ts for the protocol it was written under and why it
 * retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondEnglishFlags: readonly RedFlagCase[] = [
  {
    id: 'h2-en-deck-shippers-three-named',
    documentType: 'pitch_deck',
    text: `FreightPal: digital freight booking for East African shippers
Traction
Revenue 2025: $3.1M (2024: $1.9M)
Our three largest shippers, Maersk Kenya, Bolloré Logistics and Twiga Foods, together account for 58% of revenue.
Net burn: $70k a month. Cash: $1.4M.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-en-board-memo-cto-resigned-shares-kept',
    documentType: 'business_plan',
    text: `Board memo, 14 October 2025
1. People. Our co-founder and CTO, Amaka Obi, resigned on 30 September and has now left the company.
Her 18% shareholding was not repurchased and remains on the register in her name.
2. Trading. Q3 revenue was NGN 412m, up 9% on Q2; operating costs were NGN 350m.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-en-statements-unaudited-doubt-lower-revenue',
    documentType: 'financial_statements',
    text: `Notes to the financial statements for the year ended 31 December 2025
Revenue: KES 84.2m (2024: KES 97.5m)
Operating expenses: KES 70.1m
Current liabilities exceed current assets by KES 40m. The directors note a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern.
These financial statements have not been audited.`,
    present: ['going-concern', 'declining-revenue', 'audit-opinion'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures', 'prose'],
  },
  {
    id: 'h2-en-update-email-weekly-burn',
    documentType: 'business_plan',
    text: `Subject: November investor update
Hi all,
MRR reached $48k this month (October: $44k), and we signed two new hospital groups.
Cash in the bank is $190k and we are burning about $15k a week net.
We are talking to two funds about a bridge. More soon,
Wanjiru`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['indirect', 'figures', 'prose'],
  },
  {
    id: 'h2-en-term-sheet-fund-majority',
    documentType: 'legal_docs',
    text: `Summary of principal terms: Series A preferred shares
Issuer: Kilimo Data Ltd
Investor: Savannah Growth Fund II
Post-money ownership (fully diluted):
- Investor: 54%
- Founders: 31%
- Employee option pool: 15%
Board: two investor directors, one founder director.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['missing-financials'],
    language: 'en',
    traits: ['term-sheet', 'list', 'figures'],
  },
  {
    id: 'h2-en-cap-table-former-cofounder',
    documentType: 'legal_docs',
    text: `Capitalisation table as at 30 June 2025
| Shareholder | Ordinary shares | % |
| Tolu Adeyemi (CEO, founder) | 175,000 | 17.5% |
| Femi Okafor (COO, founder) | 140,000 | 14.0% |
| Jide Bello (co-founder, left in 2023) | 185,000 | 18.5% |
| Seed fund | 280,000 | 28.0% |
| Angel syndicate | 120,000 | 12.0% |
| Option pool | 100,000 | 10.0% |
| Total | 1,000,000 | 100% |`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'indirect', 'figures'],
  },
  {
    id: 'h2-en-dd-note-lease-brother-court-claim',
    documentType: 'legal_docs',
    text: `Due diligence note: HydroPure Ltd
Premises. The company leases its bottling plant from Mwangi Holdings, a company owned by the CEO's brother, at KES 1.1m a month.
Disputes. A former distributor has a claim for KES 14m against the company before the Nairobi Commercial Court; the next hearing is set for March.`,
    present: ['related-party', 'litigation'],
    absent: [],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-en-deck-lockers-alone-fivefold',
    documentType: 'pitch_deck',
    text: `ColdBox: cold-chain lockers for fresh produce
Competition: we have no competitors. Nobody else runs refrigerated pick-up lockers in West Africa.
Revenue 2025: $220k
Forecast: $1.1M in 2026 and $5.5M in 2027.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    language: 'en',
    traits: ['figures', 'list'],
  },
  {
    id: 'h2-en-accounts-quarterly-margin-slide',
    documentType: 'financial_statements',
    text: `Management accounts 2025 (USD thousands)
| | Q1 | Q2 | Q3 | Q4 |
| Revenue | 500 | 540 | 580 | 610 |
| Cost of sales | 295 | 335 | 380 | 409 |
| Gross profit | 205 | 205 | 200 | 201 |`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h2-en-deck-subscriptions-monthly-churn',
    documentType: 'pitch_deck',
    text: `Metrics, September 2025
- Paying households: 12,400
- MRR: $86k
- Monthly logo churn: 7.5%
- There is no competition in our segment.`,
    present: ['high-churn', 'no-competition'],
    absent: [],
    language: 'en',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-en-plan-ltv-claim-does-not-add-up',
    documentType: 'business_plan',
    text: `Unit economics
Revenue 2025: $410k.
Customer acquisition cost: $400. Average revenue per user: $8 a month at a 50% gross margin.
Average customer lifetime: 36 months.
On these figures our LTV/CAC is 3.5x.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h2-en-deck-psp-licence-awaited',
    documentType: 'pitch_deck',
    text: `Regulation
We applied to the Central Bank of Kenya for a payment service provider licence in June 2025. Approval is pending.
Until it is granted we operate under our partner bank's licence.
Revenue 2025: $1.2M, up from $700k.`,
    present: ['pending-licence'],
    absent: ['declining-revenue'],
    language: 'en',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-en-board-memo-fine-and-one-off-in-arr',
    documentType: 'business_plan',
    text: `Board memo: regulatory and revenue matters
The Nigeria Data Protection Commission fined the company NGN 10m in August for processing rider data without consent.
Lagos State suspended our motorbike operations on the mainland for 60 days from 1 September.
Our ARR of $2.4M includes a one-off $600k integration fee paid by a telecom partner.
Annual revenue $2.1M against annual costs of $1.8M.`,
    present: ['regulatory', 'non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-en-statements-tax-arrears-covenant',
    documentType: 'financial_statements',
    text: `Extract from the annual financial statements, 2025 (GHS)
Revenue: 18.0m
Cost of sales: 11.0m
Administrative expenses: 5.0m
Note 14. At year end, PAYE and VAT arrears of GHS 2.3m were owed to the Ghana Revenue Authority.
Note 15. The company breached the debt service cover covenant on its term loan in Q4; the bank has since granted a waiver.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue', 'gross-margin'],
    language: 'en',
    traits: ['figures', 'prose'],
  },
  {
    id: 'h2-en-deck-vision-no-numbers',
    documentType: 'pitch_deck',
    text: `Slide 1. UrbanRoots: vertical farms in every Lagos estate
Slide 2. The problem: 70% of vegetables spoil before they reach the table
Slide 3. Competition: there is no one else doing this in Nigeria
Slide 4. Team: two agronomists and a former Uber operations lead
Slide 5. The ask: $2M seed`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'h2-en-plan-roadmap-coo-leaving',
    documentType: 'business_plan',
    text: `Business plan 2026-2028: roadmap
2026: open Kumasi and Tamale hubs; hire 40 field agents.
2027: launch the farmer credit product with a partner bank.
2028: expand to Côte d'Ivoire.
Team: our COO, Kojo Mensah, will leave at the end of Q1 2026; the search for a successor has started.`,
    present: ['missing-financials', 'founder-departure'],
    absent: [],
    language: 'en',
    traits: ['list', 'time'],
  },
  {
    id: 'h2-en-update-quarter-in-words',
    documentType: 'business_plan',
    text: `Q3 update to shareholders
Revenue for the quarter came in at two hundred and ten thousand dollars, against two hundred and sixty thousand in Q2.
Safaricom alone brought 31% of the quarter's revenue.
Net burn is $45k a month and we hold $600k of cash.`,
    present: ['declining-revenue', 'customer-concentration'],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['prose', 'figures', 'indirect'],
  },
  {
    id: 'h2-en-statements-qualified-inventory',
    documentType: 'financial_statements',
    text: `Independent auditor's report to the shareholders of Kasi Retail (Pty) Ltd
Qualified opinion: except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements present fairly...
Basis for qualified opinion: we were unable to attend the year-end inventory count.
Revenue ZAR 42m; cost of sales ZAR 25m; operating expenses ZAR 12m.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue', 'going-concern'],
    language: 'en',
    traits: ['prose'],
  },
];
