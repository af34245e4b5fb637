/** Third held-out set: English financial statements, auditors' reports and management accounts that carry flags. */
import type { RedFlagCase } from './case';

export const thirdEnAccounts: readonly RedFlagCase[] = [
  {
    id: 'h3-en-lagos-management-accounts-q3',
    documentType: 'financial_statements',
    language: 'en',
    text: `Okeke Foods Ltd — management accounts, nine months to 30 September 2025 (unaudited)
All figures in ₦ millions

                    Q1 2025   Q2 2025   Q3 2025
Revenue               412       389       351
Cost of sales         247       233       211
Gross profit          165       156       140
Operating expenses    120       118       121
Operating profit       45        38        19

Commentary: the Q3 figure reflects the loss of two modern-trade accounts in Ibadan; gross margin held at about 40%.`,
    present: ['declining-revenue', 'audit-opinion'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures', 'time'],
  },
  {
    id: 'h3-en-nairobi-auditor-qualified',
    documentType: 'financial_statements',
    language: 'en',
    text: `Independent auditor's report to the members of Shamba Credit Limited

Qualified opinion
We have audited the financial statements of Shamba Credit Limited for the year ended 31 December 2024. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements give a true and fair view of the financial position of the company.

Basis for qualified opinion
We were unable to obtain sufficient appropriate audit evidence about the recoverability of loans receivable of KES 38.2 million.

Material uncertainty related to going concern
We draw attention to note 2, which states that the company breached the interest-cover covenant on its KES 150 million term loan in November 2024 and that the lender has not waived the breach. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Key figures (note 5): interest and fee income KES 214 million (2023: KES 198 million).`,
    present: ['audit-opinion', 'going-concern', 'debt-distress'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-en-mzansi-refills-margin',
    documentType: 'financial_statements',
    language: 'en',
    text: `Extract from the audited financial statements of Mzansi Refills (Pty) Ltd. The auditor's opinion is unmodified.

Statement of profit or loss (ZAR '000) | FY2023 | FY2024
Revenue | 5 820 | 6 410
Cost of sales | (3 260) | (4 010)
Gross profit | 2 560 | 2 400
Operating expenses | (2 100) | (2 250)
Operating profit | 460 | 150

The higher cost of sales reflects the new Gauteng refill stations, whose site rentals are booked in cost of sales.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-cairo-directors-report',
    documentType: 'financial_statements',
    language: 'en',
    text: `Directors' report — Nile Cart S.A.E., year ended 30 June 2025

Revenue fell to EGP 38.4 million from EGP 45.1 million the year before, as the pound's devaluation cut average basket sizes. The company's bridge facility falls due in February 2026 and no refinancing has yet been agreed. The directors have considered these circumstances and believe that they indicate a material uncertainty which may cast significant doubt on the company's ability to continue as a going concern. The financial statements have nevertheless been prepared on the going-concern basis.`,
    present: ['going-concern', 'declining-revenue'],
    absent: ['debt-distress'],
    traits: ['prose', 'figures', 'time'],
  },
  {
    id: 'h3-en-accra-borrowings-note',
    documentType: 'financial_statements',
    language: 'en',
    text: `Note 14 — Borrowings
The company has a USD 1.2 million term facility with Fidelity Bank Ghana, repayable in quarterly instalments of USD 100,000. The instalments due on 30 June 2025 and 30 September 2025 were not paid. The bank has issued a reservation-of-rights letter and the full outstanding balance of USD 900,000 is therefore classified as current.

Revenue for the nine months was USD 2.35 million (nine months 2024: USD 2.02 million).`,
    present: ['debt-distress'],
    absent: ['declining-revenue', 'litigation'],
    traits: ['prose', 'time', 'figures'],
  },
  {
    id: 'h3-en-mombasa-disclaimer',
    documentType: 'financial_statements',
    language: 'en',
    text: `Tamu Logistics Ltd — financial statements for the year ended 31 March 2025

Auditor's report: disclaimer of opinion. Because of the significance of the matters described in the Basis for disclaimer section — the destruction of warehouse records in the Mombasa fire and the absence of a stock count at year end — we have not been able to obtain sufficient appropriate audit evidence, and we do not express an opinion on these financial statements.

Revenue KES 612 million (2024: KES 540 million); cost of sales KES 401 million; administrative expenses KES 166 million.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['prose', 'negation', 'figures'],
  },
  {
    id: 'h3-en-tema-related-party-note',
    documentType: 'financial_statements',
    language: 'en',
    text: `Note 21 — Related party transactions
During the year the company bought packaging worth GHS 2.3 million (2023: GHS 1.9 million) from Nyame Plastics Ltd. Nyame Plastics is controlled by Mrs Abena Asante, the spouse of the managing director. GHS 0.4 million was owed to Nyame Plastics at the year end, on normal 60-day terms.

Revenue for the year: GHS 18.2 million (2023: GHS 15.7 million).`,
    present: ['related-party'],
    absent: ['debt-distress'],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-en-kasi-bikes-monthly-pack',
    documentType: 'financial_statements',
    language: 'en',
    text: `Monthly management pack — Kasi Bikes (ZAR)

Month    Revenue    Cost of sales    Opex
Jul      412 000    455 000          190 000
Aug      436 000    471 000          188 000
Sep      449 000    482 000          195 000

Hardware subsidies on the rent-to-own bikes sit in cost of sales.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-revenue-by-customer-split',
    documentType: 'financial_statements',
    language: 'en',
    text: `Note 4 — Revenue by customer, FY2024 (KES m)
Customer
Revenue
Safaricom PLC
41.0
Equity Bank
12.5
KCB Group
9.8
All other customers (212)
38.7
Total
102.0`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['split', 'table', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-firs-taxation-payable',
    documentType: 'financial_statements',
    language: 'en',
    text: `Note 19 — Taxation payable
Included in taxation payable is ₦146 million of VAT and withholding tax for 2023 and 2024 that fell due to the Federal Inland Revenue Service and has not been remitted. Interest of ₦22 million has been accrued on the late amounts.

Revenue for the year: ₦2.9 billion (2023: ₦2.1 billion).`,
    present: ['debt-distress'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-en-directors-responsibilities-doubt',
    documentType: 'financial_statements',
    language: 'en',
    text: `Statement of directors' responsibilities (extract)
The company made a loss before tax of USD 1.9 million on revenue of USD 3.2 million, and its current liabilities exceed its current assets. The directors are seeking new equity, but no commitment has been received at the date of this report. These conditions cast significant doubt on the company's ability to continue as a going concern.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
];
