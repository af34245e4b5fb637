/** The retired sixth held-out set, English texts 1–16 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthEnCases1: readonly RedFlagCase[] = [
  // 410 / 62 = 6.6 months of runway; net burn 62k above monthly revenue 38k.
  {
    id: 'sixth-en-001',
    documentType: 'pitch_deck',
    text: `Investor update — October
Hi all, quick one this month.
- Revenue: USD 38k (Sept: USD 35k)
- Net burn: USD 62k / month
- Cash at bank end of October: USD 410k
We are talking to two funds about a bridge and will share more at the November call.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'sixth-en-002',
    documentType: 'pitch_deck',
    text: `[WhatsApp, 21:14] Ama: heads up before Thursday's call — Kwame told the board on Friday he's stepping down as CTO end of Q1, wants to go back to Toronto. We'll hire. Sales this month GHS 1.2m, about the same as Aug. 👍`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    traits: ['chat', 'time', 'direct'],
  },
  {
    id: 'sixth-en-003',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE — SECTION 7 (DISPUTES)
7.1 Is the Company party to any pending or threatened litigation or arbitration?
Answer: No. The 2023 claim brought by a former distributor in the High Court at Nairobi was settled by consent in June 2024 and the suit was formally withdrawn; the court file is closed.
7.2 Has any regulator opened an investigation? Answer: No.`,
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['q-and-a', 'negation', 'time'],
  },
  {
    id: 'sixth-en-004',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF SHAMBA FRESH LIMITED
Qualified opinion
We have audited the financial statements, which show revenue of KES 1.9 billion for the year. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements give a true and fair view.
Basis for qualified opinion
We were unable to attend the physical count of inventories carried at KES 84 million at year end and could not satisfy ourselves by alternative means.`,
    present: ['audit-opinion'],
    absent: ['going-concern'],
    traits: ['auditor-report', 'direct'],
  },
  {
    id: 'sixth-en-005',
    documentType: 'financial_statements',
    text: `Report of the independent auditor — Ubuntu Solar (Pty) Ltd
Opinion: In our opinion the financial statements present fairly, in all material respects, the financial position of the company. Revenue for the year was ZAR 22.0 million.
Material uncertainty related to going concern
We draw attention to note 2, which indicates that the company's current liabilities exceed its current assets by ZAR 6.1 million. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.`,
    present: ['going-concern'],
    absent: ['audit-opinion'],
    traits: ['auditor-report', 'direct'],
  },
  {
    id: 'sixth-en-006',
    documentType: 'financial_statements',
    text: `CREDIT MEMO — ANNUAL REVIEW
Borrower: Oduya Agro-Processing Ltd        Facility: NGN 450m term loan (2021)
Status: the term loan was repaid in full in March 2025, ahead of schedule. No arrears at any point in the last 24 months.
Revenue FY2024: NGN 3.1bn (FY2023: NGN 2.6bn)
Covenant test (DSCR >= 1.30x): 1.62x — met.
Recommendation: renew the NGN 200m working-capital line.`,
    present: [],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['credit-memo', 'time', 'negation'],
  },
  // Lead 52% >= 50%; founders 41% is not under 40%.
  {
    id: 'sixth-en-007',
    documentType: 'legal_docs',
    text: `SERIES A — SUMMARY OF TERMS (NON-BINDING)
Issuer: Kilele Health Ltd (Kenya)
Investors: Savanna Growth Partners ("Lead") and existing shareholders
Post-money ownership (fully diluted): Lead 52.0%; Founders 41.0%; ESOP 7.0%
Board: five seats — three appointed by the Lead, two by the Founders.
Protective provisions: customary.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['term-sheet', 'figures'],
  },
  // Founders 18 + 15 = 33% < 40%; largest investor 30% < 50%.
  {
    id: 'sixth-en-008',
    documentType: 'legal_docs',
    text: `SCHEDULE 2 — SHAREHOLDING AT COMPLETION
| Shareholder              | Ordinary shares | %     |
|--------------------------|-----------------|-------|
| Adaeze Okafor (founder)  | 1,800,000       | 18.0  |
| Tunde Bello (founder)    | 1,500,000       | 15.0  |
| Lagoon Seed Fund I       | 3,000,000       | 30.0  |
| Angel syndicate          | 2,200,000       | 22.0  |
| Option pool              | 1,500,000       | 15.0  |
| Total                    | 10,000,000      | 100.0 |`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table-pipe', 'figures', 'indirect'],
  },
  {
    id: 'sixth-en-009',
    documentType: 'legal_docs',
    text: `Memo to IC — cap table points
1. Thabo Nkosi, one of the three co-founders, left the business in mid-2023 to join a bank. He still holds 12% in ordinary shares; the company did not exercise its repurchase right and there is no leaver clause in the 2020 shareholders' agreement.
2. The remaining two founders are full-time.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['numbered-list', 'time', 'direct'],
  },
  {
    id: 'sixth-en-010',
    documentType: 'legal_docs',
    text: `Board minutes, 4 September — item 6 (share matters)
The board noted that the 3% held by the company's former adviser, Mr. Ouma, who ended his advisory engagement in June, was bought back at nominal value on 30 June under the advisory share agreement and the shares cancelled. The register has been updated and reconciles with the certificates issued.`,
    present: [],
    absent: ['dead-equity', 'cap-table-complexity'],
    traits: ['minutes', 'time', 'negation'],
  },
  {
    id: 'sixth-en-011',
    documentType: 'legal_docs',
    text: `From: counsel@lexafrica.example
To: deals@fund.example
Subject: RE: Pesa Loop — share capital review

We have not been able to reconcile the statutory register with the SAFE ledger the founders sent. Three convertible notes issued in 2022 carry conflicting conversion caps (USD 4m in the note, USD 6m in the board resolution), and 140,000 shares appear in the register with no allotment return. Until this is cleaned up we cannot give a fully diluted number.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['email', 'indirect'],
  },
  {
    id: 'sixth-en-012',
    documentType: 'pitch_deck',
    text: `Q3 shareholder letter — Haraka Credit
Loan book: KES 612m | Revenue (interest and fees) Q3: KES 94m
Regulatory: on 12 August the Central Bank of Kenya suspended our digital credit provider licence pending a review of our debt-collection practices. The suspension remains in force; we cannot originate new loans until it is lifted.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['letter', 'direct'],
  },
  {
    id: 'sixth-en-013',
    documentType: 'business_plan',
    text: `4.3 Licensing
Our brokerage product requires a digital sub-broker licence from the Securities and Exchange Commission of Nigeria. The application was filed in May 2025 and the Commission has acknowledged receipt; we expect a decision in the first quarter of 2026. Until then we operate only the savings product, which brought NGN 210m of revenue last year.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['plan-section', 'time', 'direct'],
  },
  {
    id: 'sixth-en-014',
    documentType: 'pitch_deck',
    text: `SLIDE 9 — LICENCES & COMPLIANCE
• Payment Service Provider licence (Bank of Ghana): applied 2023 → granted February 2024
• Data protection registration: complete
• Revenue 2024: GHS 14.8m`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['slide', 'list', 'time'],
  },
  {
    id: 'sixth-en-015',
    documentType: 'pitch_deck',
    text: `Why now
Rwanda's dairy farmers lose a third of their milk before it reaches a chiller. We have no competitors: nobody else in the country runs solar cold-chain collection at village level.
Traction: RWF 410m revenue in the last 12 months, 38 collection points.`,
    present: ['no-competition'],
    absent: [],
    traits: ['slide', 'direct'],
  },
  {
    id: 'sixth-en-016',
    documentType: 'pitch_deck',
    text: `Competition
Unlike the informal brokers who dominate the market, and the two funded aggregators (FarmLink and Soko Direct), we hold the produce in our own cold rooms. No one else combines storage and credit — that is our edge, not an absence of rivals.
FY2024 revenue: TZS 3.4bn.`,
    present: [],
    absent: ['no-competition'],
    traits: ['slide', 'negation'],
  },
];
