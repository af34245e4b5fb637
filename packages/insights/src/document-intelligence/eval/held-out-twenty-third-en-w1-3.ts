/** Writer 1's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW1P3: readonly RedFlagCase[] = [
  // 16 — Audited financial statements, water ATM operator, Kenya. CLEAN but tempting.
  // debt-distress ABSENT (time: problem over): arrears in 2022 were restructured; since then every instalment paid when due, none at year end.
  // litigation ABSENT (time: over): KRA objection decided in the company's favour in April 2024; matter closed.
  // going-concern ABSENT (negation). audit-opinion ABSENT: unqualified.
  // gross-margin ABSENT: 86,200 / 148,620 = 58.0%; 70,380 / 121,340 = 58.0% (flat).
  //   Table check: 148,620 - 62,420 = 86,200; 86,200 - 71,850 = 14,350; 14,350 - 4,920 = 9,430; 9,430 - 2,830 = 6,600.
  //   121,340 - 50,960 = 70,380; 70,380 - 61,200 = 9,180; 9,180 - 6,110 = 3,070; 3,070 - 920 = 2,150.
  // declining-revenue ABSENT: 148,620 > 121,340. burn-above-revenue ABSENT: profit. customer-concentration ABSENT: county contract 9%.
  {
    id: 'h23-en-w1-16',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['debt-distress', 'litigation', 'going-concern', 'audit-opinion', 'gross-margin', 'declining-revenue', 'customer-concentration'],
    text: `PATO WATER LIMITED
Annual report and audited financial statements for the year ended 31 December 2024 (KSh '000)

DIRECTORS' REPORT (extract)
Pato Water runs 164 prepaid water ATMs in Nairobi, Nakuru and Kisumu and sells water by token and M-Pesa. Volumes sold rose 19%. Our supply contract with a county government for school water points was 9% of revenue.
The directors have made an assessment of the Company's ability to continue as a going concern and have no reason to believe that the business will not be a going concern in the year ahead.

REPORT OF THE INDEPENDENT AUDITOR (extract)
Unqualified opinion — In our opinion the accompanying financial statements give a true and fair view of the financial position of Pato Water Limited as at 31 December 2024 and of its financial performance and cash flows for the year then ended, in accordance with IFRS for SMEs and the requirements of the Kenyan Companies Act, 2015.
Ngugi Odhiambo & Co., Certified Public Accountants (Kenya), Nairobi — 20 March 2025

STATEMENT OF PROFIT OR LOSS
                                      2024          2023
Revenue                             148,620       121,340
Cost of sales                       (62,420)      (50,960)
Gross profit                         86,200        70,380
Operating expenses                  (71,850)      (61,200)
Operating profit                     14,350         9,180
Finance costs                        (4,920)       (6,110)
Profit before tax                     9,430         3,070
Income tax expense                   (2,830)         (920)
Profit for the year                   6,600         2,150

NOTE 14 — BORROWINGS
The KSh 40 million term loan from Ustawi Bank was restructured in June 2022, after the Company fell behind on repayments during the COVID-19 period. Since the restructuring every instalment has been paid on its due date; there were no arrears and no covenant breaches at 31 December 2024 or at 31 December 2023. Balance outstanding: KSh 21.6 million.

NOTE 22 — TAXATION
In 2023 the Kenya Revenue Authority raised an additional assessment of KSh 3.2 million for the 2020 year of income, to which the Company objected. KRA issued its objection decision in the Company's favour in April 2024, withdrawing the assessment; the matter is closed and no amount is payable.

NOTE 25 — CONTINGENT LIABILITIES
None.`,
  },

  // 17 — Shareholders' agreement (extracts), pharmacy chain, Tanzania. CLEAN but tempting.
  // low-founder-ownership ABSENT: founders 30.5 + 22.0 = 52.5% (>= 40%). investor-control ABSENT: lead 31.0% (< 50%).
  //   Table check: 30.5 + 22.0 + 31.0 + 9.0 + 7.5 = 100.0; shares 3,050,000 + 2,200,000 + 3,100,000 + 900,000 + 750,000 = 10,000,000.
  // founder-departure ABSENT (modality): leaver clauses are hypothetical ("If a Founder ceases ...").
  // dead-equity ABSENT (modality): compulsory transfer on leaving is a rule, nobody has left.
  // litigation ABSENT (negation): no litigation pending or threatened. pending-licence ABSENT: Pharmacy Council registration granted.
  // cap-table-complexity ABSENT: register reconciled with BRELA records.
  {
    id: 'h23-en-w1-17',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'modality', 'negation', 'list'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'litigation', 'pending-licence', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT relating to KILELE HEALTH LIMITED (extracts)
Dated 28 February 2025
Between: Dr Halima Said and Joseph Massawe (the "Founders"); Ubunifu Growth Fund I (the "Lead Investor"); the Angel Investors listed in Schedule 2; and Kilele Health Limited (the "Company"), a company incorporated in the United Republic of Tanzania.

Clause 2 — Shareholdings at Completion
| Shareholder             | Shares     | %      |
|-------------------------|------------|--------|
| Dr Halima Said          | 3,050,000  | 30.5%  |
| Joseph Massawe          | 2,200,000  | 22.0%  |
| Ubunifu Growth Fund I   | 3,100,000  | 31.0%  |
| Angel Investors         | 900,000    | 9.0%   |
| ESOP pool (unallocated) | 750,000    | 7.5%   |
| Total                   | 10,000,000 | 100.0% |
The register of members at Completion, reconciled by the Company Secretary with the BRELA records, is set out in Schedule 1.

Clause 6 — Board
6.1 The Board shall have five directors: two appointed by the Founders, one by the Lead Investor, one by the Angel Investors (by majority), and one independent director.
6.2 Reserved matters (Schedule 5) require the consent of the Founders and the Lead Investor.

Clause 11 — Leavers
11.1 If a Founder ceases to be an employee of the Company for any reason within 36 months of Completion, the Company shall have the option, for 120 days, to purchase that Founder's unvested shares at nominal value and vested shares at Fair Market Value (Good Leaver) or nominal value (Bad Leaver).
11.2 A Founder who ceases to be an employee shall resign as a director with immediate effect.
11.3 Any employee who leaves shall transfer shares acquired under the ESOP back to the ESOP trust on the terms of the ESOP rules.

Clause 14 — Warranties (Schedule 4, summary)
(a) No litigation, arbitration, prosecution or administrative proceedings are pending or, so far as the Warrantors are aware, threatened against the Company.
(b) The Company holds all licences needed to operate its 23 retail pharmacies and its online prescription service, including registration of each premises with the Pharmacy Council (most recent premises registered 4 September 2024) and TMDA permits for its warehouse.
(c) No shareholder may hold, alone or with its affiliates, more than 49.9% of the issued shares without the approval of the Founders.

Clause 22 — Governing law: the laws of the United Republic of Tanzania; arbitration in Dar es Salaam.`,
  },
];
