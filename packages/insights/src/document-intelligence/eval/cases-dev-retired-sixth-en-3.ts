/** The retired sixth held-out set, English texts 33–51 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthEnCases3: readonly RedFlagCase[] = [
  {
    id: 'sixth-en-033',
    documentType: 'business_plan',
    text: `Executive summary
AgriPay Zambia will give smallholder farmers a wallet that receives crop payments and buys inputs on credit. We will start in Eastern Province with cooperatives we already know, then expand along the Great East Road. Our team combines banking, agronomy and software. We are raising a seed round to build the product and hire a field team.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  // LTV = 6 x 40% x 14 = USD 33.6; 33.6 / 120 = 0.28x, not the 4.5x claimed.
  {
    id: 'sixth-en-034',
    documentType: 'pitch_deck',
    text: `Unit economics
• LTV/CAC: 4.5x
• Blended CAC: USD 120
• ARPU: USD 6 / month, gross margin 40%
• Average customer lifetime: 14 months
Revenue last quarter: USD 310k`,
    present: ['unit-economics'],
    absent: [],
    traits: ['slide', 'list', 'figures'],
  },
  // LTV = 5 x 24 = USD 120; 120 / 40 = 3x, as claimed.
  {
    id: 'sixth-en-035',
    documentType: 'pitch_deck',
    text: `Unit economics (Nigeria, 2024 cohorts)
Blended CAC USD 40, monthly gross profit per user USD 5, expected lifetime 24 months, so LTV USD 120 and LTV/CAC 3.0x. Revenue 2024: USD 2.2m.`,
    present: [],
    absent: ['unit-economics'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-en-036',
    documentType: 'pitch_deck',
    text: `Founder note to investors (confidential)
We missed the June and July instalments on the Stanbic asset-finance facility after the fleet was grounded for three weeks. The bank has agreed a 90-day standstill while we restructure. July revenue recovered to ZAR 1.9m.`,
    present: ['debt-distress'],
    absent: ['declining-revenue'],
    traits: ['letter', 'direct', 'time'],
  },
  {
    id: 'sixth-en-037',
    documentType: 'financial_statements',
    text: `Note 18 — Other payables (TZS '000)
Trade payables	412,300
PAYE and SDL outstanding to TRA (overdue since March)	310,000
Accruals	88,150
Revenue for the year (note 4): TZS 5.6bn.`,
    present: ['debt-distress'],
    absent: [],
    traits: ['table-tab', 'indirect'],
  },
  {
    id: 'sixth-en-038',
    documentType: 'legal_docs',
    text: `PRIVILEGED & CONFIDENTIAL
Dear Sirs,
Re: Suit No. FHC/L/CS/1182/2024 — Delta Fibre Ltd v. Kora Networks Ltd
We act for Kora Networks in the above matter, in which the claimant seeks NGN 780 million for alleged breach of a capacity agreement. Pleadings have closed and the hearing has been adjourned to 14 February 2026. We consider the claim defensible but it is too early to estimate the outcome.
Yours faithfully,`,
    present: ['litigation'],
    absent: [],
    traits: ['lawyer-letter', 'direct'],
  },
  {
    id: 'sixth-en-039',
    documentType: 'legal_docs',
    text: `Risk factors (extract)
If we terminate the warehousing contract with our current provider before 2027, we could face a claim for the remaining fees. No such claim has been made and we have no plan to terminate. The company is not, and has never been, a party to any court proceedings.`,
    present: [],
    absent: ['litigation'],
    traits: ['prose', 'modality', 'negation'],
  },
  {
    id: 'sixth-en-040',
    documentType: 'financial_statements',
    text: `Note 24 — Related party transactions
Outbound logistics are provided by Kasi Freight (Pty) Ltd, a company owned by the brother of the chief executive. Amounts paid in FY2024: ZAR 2.4m (FY2023: ZAR 1.7m). Revenue FY2024: ZAR 31m.`,
    present: ['related-party'],
    absent: [],
    traits: ['note', 'direct'],
  },
  {
    id: 'sixth-en-041',
    documentType: 'legal_docs',
    text: `Q: Do any directors, founders or members of their families have an interest in a supplier, customer or landlord of the company?
A: No. Each director signed a declaration in September. The office lease is with Westlands Properties Ltd, an unrelated landlord; we checked its shareholders at the registry.`,
    present: [],
    absent: ['related-party'],
    traits: ['q-and-a', 'negation'],
  },
  {
    id: 'sixth-en-042',
    documentType: 'financial_statements',
    text: `Directors' report (extract)
Revenue for the year rose to GHS 26.3m. The company relies on the renewal of its overdraft, which the bank has not yet confirmed. The directors therefore consider that a material uncertainty exists which may cast significant doubt on the company's ability to continue as a going concern.`,
    present: ['going-concern'],
    absent: ['debt-distress'],
    traits: ['directors-report', 'direct'],
  },
  {
    id: 'sixth-en-043',
    documentType: 'financial_statements',
    text: `Independent auditor's report — Opinion: unqualified. We have audited the financial statements of Nile Pay S.A.E. (revenue EGP 212m). Based on the audit evidence obtained, we have not identified any material uncertainty relating to going concern, and we have nothing to report in this respect.`,
    present: [],
    absent: ['going-concern', 'audit-opinion'],
    traits: ['auditor-report', 'negation'],
  },
  {
    id: 'sixth-en-044',
    documentType: 'financial_statements',
    text: `MANAGEMENT ACCOUNTS — NINE MONTHS TO 30 SEPTEMBER 2025 (UNAUDITED)
Prepared by management for the data room; the 2025 audit has not started.
Revenue ETB 46.0m | Operating expenses ETB 39.2m`,
    present: ['audit-opinion'],
    absent: [],
    traits: ['header', 'direct'],
  },
  // OCR: revenue 12,450 vs cost of sales 13,120 (XOF '000 000): negative gross margin; costs above revenue.
  {
    id: 'sixth-en-045',
    documentType: 'financial_statements',
    text: `INC0ME STATEMENT Year end 31 Dec 2O24 (XOF '000 000)
Rev enue ............ 12,4 50
Cost of sa les ...... (13,1 20)
Gr0ss (loss) ........ (67 0)
Adm in exp enses .... (2,3 10)`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['ocr', 'figures', 'split'],
  },
  {
    id: 'sixth-en-046',
    documentType: 'legal_docs',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS — 3 November 2025
5. Management changes. The chair informed the board that the Chief Financial Officer, Ms. Achieng Otieno, has tendered her resignation, effective 31 January 2026. The board thanked her and asked the CEO to start a search.`,
    present: ['founder-departure'],
    absent: [],
    traits: ['minutes', 'time', 'direct'],
  },
  // Q3 outflow 540k / 3 = 180k a month; 1.2m / 180k = 6.7 months.
  {
    id: 'sixth-en-047',
    documentType: 'financial_statements',
    text: `Cash flow summary, Q3 2025 (USD)
Opening cash	1,740,000
Net operating outflow for the quarter	(540,000)
Closing cash	1,200,000
Revenue for the quarter	610,000`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['table-tab', 'figures', 'indirect'],
  },
  // 2.1m / 190k = 11 months; net burn 190k below monthly revenue 240k.
  {
    id: 'sixth-en-048',
    documentType: 'pitch_deck',
    text: `Runway
Cash: USD 2.1m
Monthly net burn: USD 190k
Monthly revenue: USD 240k
→ about 11 months, before the Series A we plan to start in Q2.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['slide', 'figures'],
  },
  {
    id: 'sixth-en-049',
    documentType: 'legal_docs',
    text: `Shareholders' agreement — Schedule 1 (Shareholders)
Kijani Development Finance Fund ("the Investor"): 50.0% of the issued ordinary shares
Founders (Chidi Eze, Bola Ade): 45.0% together
Employee trust: 5.0%
The Investor may appoint the chair.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['schedule', 'figures'],
  },
  // Largest investor 46% < 50%; founders 44% >= 40%.
  {
    id: 'sixth-en-050',
    documentType: 'legal_docs',
    text: `Cap table after the bridge:
- Impala Ventures — 46%
- Founders (3, all full-time) — 44%
- ESOP — 10%
Impala has no casting vote and two of five board seats.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['list', 'figures'],
  },
  {
    id: 'sixth-en-051',
    documentType: 'pitch_deck',
    text: `Risks we are watching
Nigeria's draft rules on digital-asset intermediaries may prohibit the peer-to-peer model we run today; until the SEC publishes final rules our regulatory position is uncertain. Revenue 2024: USD 1.8m.`,
    present: ['regulatory'],
    absent: [],
    traits: ['prose', 'modality'],
  },
];
