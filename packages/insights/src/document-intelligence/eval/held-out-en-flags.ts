/**
 * The red-flag reader's HELD-OUT set (written 2026-11-26), English texts that carry flags: written and
 * labelled before any rule was changed, from the classes' definitions only (held-out.ts), by someone who
 * had not read the development texts. Never tune a rule on these texts; see held-out.ts for the protocol.
 */
import type { RedFlagCase } from './case';

export const heldOutEnglishFlags: readonly RedFlagCase[] = [
  {
    id: 'ho26-accra-haulage-costs-list',
    documentType: 'pitch_deck',
    present: ['burn-above-revenue'],
    absent: ['short-runway', 'missing-financials'],
    traits: ['list', 'figures', 'split'],
    text: `Traction, Q3 2026
- Trucks on platform: 412 (up from 260 in Q1)
- Monthly revenue (average):
  USD 42,000
- Monthly operating costs (average):
  USD 118,000
We are investing ahead of the Kumasi corridor launch; headcount went from 19 to 31.`,
  },
  {
    id: 'ho26-lusaka-agri-cash-over-burn',
    documentType: 'pitch_deck',
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'split', 'indirect'],
    text: `Use of funds
Cash in bank at 30 September 2026: $310k
Net monthly burn: $64k
Monthly revenue: $71k
The round extends the business into Copperbelt province and funds two new aggregation hubs.`,
  },
  {
    id: 'ho26-nairobi-cold-chain-instalments',
    documentType: 'financial_statements',
    present: ['debt-distress'],
    absent: ['going-concern'],
    traits: ['prose', 'indirect'],
    text: `Management commentary, FY2025.
Revenue for the year was KES 148m against operating costs of KES 131m.
The company did not pay the March and April 2026 instalments on its Stanbic asset-finance facility.
The bank has agreed a standstill until 31 December while the facility is restructured.`,
  },
  {
    id: 'ho26-kigali-edtech-cto-gone',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['indirect', 'prose'],
    text: `Leadership update. Kwame Asante, our co-founder and CTO, stepped back from day-to-day work in August
and is no longer with the company; his shares were bought back at par under the founders' agreement.
Ama Uwase, previously head of platform, now leads engineering.
August figures: revenue RWF 96m, operating expenses RWF 81m.`,
  },
  {
    id: 'ho26-lagos-cement-buyer-table',
    documentType: 'financial_statements',
    present: ['customer-concentration'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `Revenue by customer, FY2025 (NGN millions)
Customer | Revenue
Dangote Cement | 412
Other 37 customers | 298
Total | 710
Operating costs for the year: NGN 560 millions.`,
  },
  {
    id: 'ho26-lagos-distributor-claim',
    documentType: 'business_plan',
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose', 'time'],
    text: `Legal. A former distributor filed a claim against us in the Lagos High Court in June 2026 seeking
NGN 85 million for wrongful termination. Hearings are scheduled for February 2027 and our counsel
is defending the action. 2025 revenue: NGN 1.2 billion; operating costs NGN 1.05 billion.`,
  },
  {
    id: 'ho26-mombasa-warehouse-father',
    documentType: 'pitch_deck',
    present: ['related-party'],
    absent: ['litigation'],
    traits: ['indirect', 'prose'],
    text: `Operations. Our 2,000-pallet cold store in Mombasa is leased from Pwani Holdings, a company owned by
the CEO's father, at KES 1.4m per month, about 10% above comparable rents in the port area.
Monthly revenue reached KES 9.8m in September against operating costs of KES 8.9m.`,
  },
  {
    id: 'ho26-dakar-logistics-only-player',
    documentType: 'pitch_deck',
    present: ['no-competition'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'prose'],
    text: `Competition
Nobody else is doing this in West Africa: we are the only platform that books, tracks and insures
inter-city freight in one app, so we face no real competition today.
Revenue 2025: USD 1.9M (2024: USD 1.1M).`,
  },
  {
    id: 'ho26-lagos-payroll-founders-split',
    documentType: 'pitch_deck',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'split', 'figures'],
    text: `Cap table (fully diluted, post-seed)
Founders
  Tunde Bakare      14.0%
  Ifeoma Obi        11.5%
Investors
  Ventures Platform 22.0%
  Angel syndicate   18.5%
  Launch Africa     21.0%
ESOP                13.0%
ARR: USD 640k, growing 9% month on month.`,
  },
  {
    id: 'ho26-savanna-term-sheet-majority',
    documentType: 'legal_docs',
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['term-sheet', 'figures'],
    text: `Summary of principal terms: Series A preferred shares
Investment: USD 6,000,000 by Savanna Growth Fund II.
Post-money capitalisation: Savanna Growth Fund II will hold 54.2% of the fully diluted share capital;
the founders will together hold 41.3%; the option pool 4.5%.
Board: five directors, three appointed by the Investor.`,
  },
  {
    id: 'ho26-kisumu-cofounder-still-holds',
    documentType: 'legal_docs',
    present: ['dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    traits: ['time', 'prose'],
    text: `Data room note on the share register.
Samuel Otieno, co-founder, left the company in 2023 and still holds 17% of the ordinary shares.
No buy-back or transfer has been agreed with him, and his shares carry full voting rights.`,
  },
  {
    id: 'ho26-abuja-register-mismatch',
    documentType: 'legal_docs',
    present: ['cap-table-complexity'],
    absent: ['dead-equity'],
    traits: ['indirect', 'prose'],
    text: `Corporate records review.
The cap table in the deck does not match the register of members filed with the Corporate Affairs
Commission. Two SAFE conversions and one angel's allotment are still being reconciled by counsel, and
the fully diluted share count cannot yet be confirmed.`,
  },
  {
    id: 'ho26-nairobi-wallet-onboarding-halt',
    documentType: 'pitch_deck',
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['time', 'indirect'],
    text: `Regulatory update
In May 2026 the Central Bank of Kenya ordered us to stop onboarding new wallet customers pending a
review of our KYC procedures. The order is still in force.
Monthly revenue: KES 14.2m; monthly costs: KES 12.6m.`,
  },
  {
    id: 'ho26-joburg-directors-material-uncertainty',
    documentType: 'financial_statements',
    present: ['going-concern'],
    absent: ['audit-opinion'],
    traits: ['modality', 'prose'],
    text: `Note 2. Basis of preparation.
Revenue for the year was ZAR 18.4m (2024: ZAR 15.1m) and the financial statements were audited.
At year end current liabilities exceeded current assets by ZAR 6.3m. The directors have identified a
material uncertainty that may cast significant doubt on the company's ability to continue as a going
concern; they are negotiating a bridge facility with the existing shareholders.`,
  },
  {
    id: 'ho26-harare-revenue-three-years',
    documentType: 'pitch_deck',
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'split', 'figures'],
    text: `Financial history (USD '000)
          2023    2024    2025
Revenue   1,240   1,080   910
Opex      720     760     780
We refocused on enterprise accounts in 2025 and closed the retail desk.`,
  },
  {
    id: 'ho26-nakuru-topline-coo-leaving',
    documentType: 'business_plan',
    present: ['declining-revenue', 'founder-departure'],
    absent: ['burn-above-revenue'],
    traits: ['indirect', 'time', 'prose'],
    text: `Founder update, October 2026.
Top line came in at KES 62m for FY2025, down from KES 79m a year earlier, as we exited the wholesale
channel; operating costs were KES 55m.
Our co-founder and COO, Zanele, has told the board she will leave at the end of the year.`,
  },
  {
    id: 'ho26-accra-gra-arrears-qualified',
    documentType: 'financial_statements',
    present: ['debt-distress', 'audit-opinion'],
    absent: ['going-concern', 'litigation'],
    traits: ['prose', 'indirect'],
    text: `Notes to the 2025 accounts.
Revenue GHS 31.5m; operating expenses GHS 27.9m.
The company owes the Ghana Revenue Authority GHS 1.9m in unpaid VAT and PAYE dating back to 2024 and is
negotiating a payment plan.
Our auditors issued a qualified opinion because they could not verify inventory held at third-party depots.`,
  },
  {
    id: 'ho26-kampala-management-accounts-lawsuit',
    documentType: 'financial_statements',
    present: ['audit-opinion', 'litigation'],
    absent: ['debt-distress'],
    traits: ['prose', 'indirect'],
    text: `FY2025 financial pack.
The accounts attached are management accounts and have not been audited; the audit by PKF is expected
in Q1 2027. Revenue UGX 4.1bn, total expenses UGX 3.6bn.
Contingent liabilities: a customer has sued the company for UGX 450m for alleged breach of contract.
The directors believe the claim is without merit; the case is ongoing.`,
  },
  {
    id: 'ho26-mwanza-solar-cogs-over-sales',
    documentType: 'pitch_deck',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
    text: `Unit sales, January to September 2026
Revenue: $412k
Cost of goods sold: $467k (imported panels and freight)
We expect local assembly to bring panel costs down by a third from Q2 2027.`,
  },
  {
    id: 'ho26-eldoret-fertiliser-margin-points',
    documentType: 'business_plan',
    present: ['gross-margin'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['time', 'figures'],
    text: `H1 2026 review.
Revenue rose to $1.3M in H1 2026 (H1 2025: $1.1M) and EBITDA stayed positive at $65k.
Gross margin fell to 21% from 33% a year earlier as imported fertiliser prices rose.`,
  },
  {
    id: 'ho26-lagos-streaming-monthly-churn',
    documentType: 'pitch_deck',
    present: ['high-churn'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'list'],
    text: `Subscribers
- 12,400 paying subscribers
- MRR: NGN 37m; monthly costs NGN 31m
- Average monthly churn over the last two quarters: 9.5%`,
  },
  {
    id: 'ho26-cairo-merchants-cohort',
    documentType: 'pitch_deck',
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'figures'],
    text: `Merchant cohorts
Of the merchants who signed up in 2025, only 38% were still transacting twelve months later.
Total payment volume reached EGP 310m in Q3 2026, and revenue EGP 6.2m against costs of EGP 5.4m.`,
  },
  {
    id: 'ho26-accra-arr-integration-fee',
    documentType: 'pitch_deck',
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'figures'],
    text: `Key metrics
ARR of $1.8M as of September 2026, which includes the $120k one-time integration fee paid by a
regional bank in March. Operating costs run at $110k per month.`,
  },
  {
    id: 'ho26-lagos-psp-application',
    documentType: 'pitch_deck',
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['time', 'prose'],
    text: `Licensing
We submitted our application for a Payment Service Provider licence to the Central Bank of Nigeria
in January 2026 and are awaiting approval, expected in Q1 2027. Until then we process payments
through a partner bank. Monthly revenue NGN 48m, monthly costs NGN 44m.`,
  },
  {
    id: 'ho26-tema-recycling-projections',
    documentType: 'business_plan',
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'split'],
    text: `Five-year plan, Tema plastics recycling plant.
The EPA environmental permit for the plant is still under review.
Revenue projections (USD m)
2026   2027   2028
0.3    1.6    6.5
2025 actuals: revenue USD 0.21m, costs USD 0.18m.`,
  },
  {
    id: 'ho26-pharmacy-os-no-numbers',
    documentType: 'pitch_deck',
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['prose'],
    text: `We are building the operating system for Africa's 120,000 independent pharmacies.
Problem: stock-outs and counterfeit drugs cost pharmacies and patients every day.
Solution: inventory, ordering and credit in one tablet app.
Team: ex-Jumia and ex-mPharma operators. Competitors: mPharma, Field Intelligence.
Ask: we are raising a seed round to launch in Ghana and Nigeria.`,
  },
  {
    id: 'ho26-kigali-ltv-cac-contradiction',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'list'],
    text: `Unit economics
- LTV/CAC: 5x
- Customer lifetime value: $90
- Customer acquisition cost: $60
Revenue last month: $84k; total costs: $79k.`,
  },
  {
    id: 'ho26-durban-spend-three-times',
    documentType: 'business_plan',
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['indirect', 'prose'],
    text: `Founder update. We spend roughly three times what we bring in each month: about ZAR 2.7 million goes
out against ZAR 0.9 million of revenue. The Series A we closed in July gives us well over two years of
cash at that rate.`,
  },
  {
    id: 'ho26-ibadan-yearly-loss-covenant',
    documentType: 'financial_statements',
    present: ['burn-above-revenue', 'debt-distress'],
    absent: ['going-concern'],
    traits: ['figures', 'split'],
    text: `Statement of profit or loss, year ended 31 December 2025
Revenue                      NGN 420,000,000
Total operating expenses     NGN 655,000,000
At 30 June 2026 the company was in breach of the minimum debt service cover covenant on its term
loan (1.05x against 1.25x required); a waiver has been requested.`,
  },
  {
    id: 'ho26-nairobi-update-weeks-of-cash',
    documentType: 'business_plan',
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['indirect', 'time'],
    text: `Investor update, October 2026.
October revenue: $38k; October total spend: $31k before the hiring plan.
Once the six new engineers start in November, we have roughly 20 weeks of cash left at the planned spend.`,
  },
  {
    id: 'ho26-addis-cash-burn-revenue',
    documentType: 'pitch_deck',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['figures', 'list'],
    text: `Financial position, September 2026
• Cash: $380k
• Net burn: $95k a month
• Revenue: $40k a month, up from $31k in June`,
  },
  {
    id: 'ho26-kumasi-audit-emphasis',
    documentType: 'financial_statements',
    present: ['going-concern'],
    absent: ['audit-opinion'],
    traits: ['prose', 'negation'],
    text: `Independent auditor's report.
In our opinion the financial statements give a true and fair view. Revenue GHS 24.6m (2024: GHS 21.0m).
Emphasis of matter: we draw attention to Note 1, which indicates that the company's current liabilities
exceed its current assets by GHS 3.1m. These conditions indicate that a material uncertainty exists that
may cast significant doubt on the company's ability to continue as a going concern.
Our opinion is not modified in respect of this matter.`,
  },
];
