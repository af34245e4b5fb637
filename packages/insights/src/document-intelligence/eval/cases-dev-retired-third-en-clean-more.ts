/** Third held-out set: more English texts with no flag (legal documents, management packs, updates). */
import type { RedFlagCase } from './case';

export const thirdEnCleanMore: readonly RedFlagCase[] = [
  {
    id: 'h3-en-clean-claim-struck-out',
    documentType: 'legal_docs',
    language: 'en',
    text: `Disclosure letter — litigation. The claim brought by Lagos Ventures Ltd against the Company in 2023 was settled by consent in May 2025 and the suit was struck out. No other litigation, arbitration or claim is pending or, so far as the Company is aware, threatened.`,
    present: [],
    absent: ['litigation'],
    traits: ['negation', 'time'],
  },
  {
    id: 'h3-en-clean-register-forty-two',
    documentType: 'legal_docs',
    language: 'en',
    text: `Register of shareholders (fully diluted), 1 October 2025
Chidi Okafor (founder, CEO)    23.0%
Ngozi Eze (founder, COO)       19.0%
Lagos Angels Network            9.5%
Ventures Platform              31.0%
ESOP                           17.5%`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-en-clean-term-sheet-forty-five',
    documentType: 'legal_docs',
    language: 'en',
    text: `Term sheet — Series A (non-binding)
Lead investor: Norrsken22, 45% post-money, fully diluted. No investor will hold a majority of the shares or of the votes.
Founders (three, all full-time): 44% post-money.
Option pool: 11%.
Board: two founders, one investor director, two independents.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['term-sheet', 'negation', 'figures'],
  },
  {
    id: 'h3-en-clean-leaver-shares-bought-back',
    documentType: 'legal_docs',
    language: 'en',
    text: `Leaver note. Yaw Darko, an early engineer who left in March 2024, held 2% of the shares. Under the good-leaver clause the company bought them back at fair value in May 2024 and cancelled them. No former employee or founder holds shares today.`,
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['time', 'negation'],
  },
  {
    id: 'h3-en-clean-dd-section-six',
    documentType: 'legal_docs',
    language: 'en',
    text: `Due-diligence questionnaire — section 6
6.1 Pending or threatened litigation: none.
6.2 Sanctions, fines or suspensions by any regulator: none.
6.3 Related-party contracts: none.
6.4 Founders: both founders are full-time and neither has given notice or said they intend to leave.
6.5 Loans: the Access Bank overdraft is within its limit and no payment is overdue.`,
    present: [],
    absent: ['litigation', 'regulatory', 'related-party', 'founder-departure', 'debt-distress'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h3-en-clean-cash-generative-quarters',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Cash: GHS 9.6m. We spend about GHS 2.4m a quarter and invoice about GHS 2.7m a quarter, so we are cash-generative before capex.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h3-en-clean-going-concern-if-not',
    documentType: 'business_plan',
    language: 'en',
    text: `Risk register. If the Series A had not closed by June, the directors would have had to consider whether the company remained a going concern. The round closed in April, and the auditors' 2024 report carries no going-concern paragraph. Revenue 2025 to date: $2.6M.`,
    present: [],
    absent: ['going-concern'],
    traits: ['modality', 'time', 'negation'],
  },
  {
    id: 'h3-en-clean-cto-not-leaving',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Team update: despite press reports, our CTO and co-founder, Yusuf Bello, is not leaving; he has signed a new four-year vesting schedule. Revenue last quarter: ₦310m.`,
    present: [],
    absent: ['founder-departure'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-cap-table-certificate',
    documentType: 'legal_docs',
    language: 'en',
    text: `Cap table certificate. We, Bowmans Kenya, confirm that the capitalisation table dated 30 September 2025 agrees with the register of members and with every option grant letter; we found no discrepancy.`,
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['negation'],
  },
  {
    id: 'h3-en-clean-monthly-pnl-pipes',
    documentType: 'financial_statements',
    language: 'en',
    text: `Monthly P&L (USD '000) | Apr | May | Jun
Revenue | 212 | 226 | 241
Cost of sales | 118 | 125 | 133
Payroll and overheads | 71 | 73 | 74
EBITDA | 23 | 28 | 34`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h3-en-clean-one-and-a-half-times',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Revenue in 2025 was a little over one and a half times 2024's $900k, with no single customer above 12%.`,
    present: [],
    absent: ['declining-revenue', 'customer-concentration'],
    traits: ['indirect'],
  },
  {
    id: 'h3-en-clean-margin-turned-positive',
    documentType: 'financial_statements',
    language: 'en',
    text: `Gross margin turned positive in 2024: 18%, against -6% in 2023, once the Kumasi plant reached full shifts. Revenue 2024: USD 2.1M; cost of sales: USD 1.72M.`,
    present: [],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['time', 'figures'],
  },
  {
    id: 'h3-en-clean-licences-schedule',
    documentType: 'legal_docs',
    language: 'en',
    text: `Schedule 5 — Licences
(a) NCC value-added service licence: held, renewed in 2025.
(b) NDPC data-controller registration: held.
No licence or permit application is outstanding.`,
    present: [],
    absent: ['pending-licence'],
    traits: ['list', 'negation'],
  },
];
