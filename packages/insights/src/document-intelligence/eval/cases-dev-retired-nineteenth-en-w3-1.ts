import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW3P1Rest } from './cases-dev-retired-nineteenth-en-w3-1-rest';

export const redFlagNineteenthEnW3P1: readonly RedFlagCase[] = [
  // 01 — Annual report with directors' statement, medical-supplies distributor, Botswana.
  // declining-revenue PRESENT (table + prose): revenue P'000 18,612 in 2024 vs 23,940 in 2023 (-22%).
  // debt-distress PRESENT (indirect): FNBB instalments paid 23 and 41 days late, June instalment P 212,000
  //   unpaid at year end; VAT P 1.34 million declared but not paid to BURS (tax arrears).
  // going-concern PRESENT: directors acknowledge a material uncertainty about the ability to continue operating.
  // audit-opinion PRESENT: auditor's opinion is qualified (inventory count not observed).
  // burn-above-revenue ABSENT: costs 12,842 + 4,610 + 690 + 103 = 18,245 < revenue 18,612 (profit 367).
  // gross-margin ABSENT: 5,770 / 18,612 = 31.0% vs 7,565 / 23,940 = 31.6%, down 0.6 points only.
  // customer-concentration ABSENT: largest customer 17% of sales (< 30%).
  {
    id: 'h19-en-w3-01',
    documentType: 'financial_statements',
    language: 'en',
    text: `KGALE MEDICAL SUPPLIES (PTY) LTD
(Incorporated in the Republic of Botswana, company number BW00000871342)
ANNUAL REPORT FOR THE YEAR ENDED 30 JUNE 2024

DIRECTORS' STATEMENT

The directors present their report together with the financial statements of the company for the year ended 30 June 2024.

Principal activity
The company imports and distributes medical consumables, wound-care products and diagnostic test kits to private hospitals, clinics and pharmacies in Gaborone, Francistown and Maun.

Review of the year
The year was a difficult one. Two private hospital groups that had bought from us since 2017 moved their purchasing to a regional procurement office in Johannesburg from October 2023, and sales for the year came to P 18.6 million. Our largest remaining customer, Segoditshane Private Hospital, accounted for 17% of sales (2023: 15%). Gross margin held at 31.0% (2023: 31.6%) because supplier price increases were passed on to customers.

Financing and obligations
The company's borrowings consist of a term loan and an overdraft with First National Bank Botswana. The loan instalments due on 30 April and 31 May 2024 were paid 23 and 41 days after their due dates, and the instalment of P 212,000 due on 30 June 2024 had not been paid at the year end. Output VAT of P 1.34 million for the tax periods September 2023 to April 2024 was declared but has not been paid over to the Botswana Unified Revenue Service. In July 2024 the company asked BURS to accept the amount in twelve monthly instalments; no reply had been received at the date of this report.

Ability to continue operating
Meeting the payments due to the bank and to BURS over the next twelve months depends on collecting P 2.7 million of trade receivables that are more than 120 days overdue, and on First National Bank Botswana keeping the overdraft facility in place after its review in November 2024. The bank has not given written confirmation. The directors therefore acknowledge that a material uncertainty exists which may cast significant doubt on the company's ability to continue operating and to realise its assets and discharge its liabilities in the normal course of business. The financial statements have nevertheless been prepared on the basis that the company will continue to trade, because the directors expect the overdue collections to be made.

Approved by the board on 18 October 2024 and signed on its behalf by:
O. Ntshole, Managing Director          B. Kgosiemang, Finance Director

EXTRACT FROM THE INDEPENDENT AUDITOR'S REPORT
Mosadi & Partners, Certified Auditors, Gaborone

Qualified opinion
In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section of our report, the financial statements present fairly, in all material respects, the financial position of Kgale Medical Supplies (Pty) Ltd at 30 June 2024 and its financial performance for the year then ended.

Basis for qualified opinion
We were appointed auditors of the company on 12 August 2024 and therefore did not observe the counting of physical inventories at 30 June 2024, carried at P 3,215,000. We were unable to satisfy ourselves by alternative means concerning the quantities held.

Material uncertainty
We draw attention to the section "Ability to continue operating" in the directors' statement. Our opinion is not further modified in respect of this matter.

STATEMENT OF PROFIT OR LOSS (P'000)        2024        2023
Revenue                                  18,612      23,940
Cost of sales                           (12,842)    (16,375)
Gross profit                              5,770       7,565
Operating expenses                       (4,610)     (5,020)
Finance costs                              (690)       (540)
Profit before tax                           470       2,005
Income tax                                 (103)       (441)
Profit for the year                         367       1,564

SELECTED BALANCES AT 30 JUNE (P'000)        2024        2023
Cash and bank                               184       1,020
Trade receivables                         5,410       4,380
Inventories                               3,215       3,640
Term loan, First National Bank Botswana   4,800       5,600
VAT payable                               1,340         210`,
    present: ['declining-revenue', 'debt-distress', 'going-concern', 'audit-opinion'],
    absent: ['burn-above-revenue', 'gross-margin', 'customer-concentration'],
    traits: ['table', 'prose', 'indirect', 'figures', 'split'],
  },

  // 02 — Five-year business plan with projections table, PAYG solar, Malawi. CLEAN.
  // unrealistic-growth ABSENT: revenue MK million 1,920 -> 2,590 (1.35x) -> 3,340 (1.29x) -> 4,150 (1.24x)
  //   -> 4,900 (1.18x) -> 5,560 (1.13x); 2024 -> 2027 = 2.16x over three years (far below 4x a year / 27x).
  // gross-margin ABSENT: 35% (2023) -> 36% (2024), projected 36-38%; rising, never down 5 points.
  // burn-above-revenue ABSENT: 2024 profit after tax MK 74 million; EBITDA 691 - 505 = 186 > 0.
  // declining-revenue ABSENT: MK 1.41 billion (2023) -> MK 1.92 billion (2024).
  // pending-licence ABSENT: MERA licence granted September 2022, valid to 2027; renewal only planned.
  // customer-concentration ABSENT: largest payer group 12% of revenue, no other payer above 2%.
  // high-churn ABSENT: repossessions 1.1% of active accounts a month (< 5%).
  // Table check: cost of sales = revenue - gross profit (1,920 - 691 = 1,229; 2,590 - 932 = 1,658; 3,340 - 1,236 = 2,104;
  //   4,150 - 1,535 = 2,615; 4,900 - 1,862 = 3,038; 5,560 - 2,113 = 3,447); EBITDA = GP - overheads.
  {
    id: 'h19-en-w3-02',
    documentType: 'business_plan',
    language: 'en',
    text: `KUWALA ENERGY LIMITED
Business Plan 2025-2029
Prepared for prospective lenders and investors | Lilongwe, February 2025

1. Summary
Kuwala Energy sells solar home systems and small solar irrigation pumps to rural households and smallholder farmers on pay-as-you-go terms. Customers pay a deposit and then weekly or monthly instalments through Airtel Money or TNM Mpamba over 12 to 24 months, after which they own the system. At 31 December 2024 we served 41,000 active customers in 19 districts through 310 field agents.

2. Where we are today
- Revenue for 2024: MK 1.92 billion (2023: MK 1.41 billion).
- Gross margin: 36% (2023: 35%).
- Profit after tax for 2024: MK 74 million. The 2024 accounts were audited by Chirwa Nkhoma & Associates, who gave an unmodified opinion.
- Cash at 31 December 2024: MK 410 million.
- NBS Bank receivables facility of MK 600 million, drawn to MK 380 million; every instalment to date has been paid on its due date.
- Sales to NGOs and to the Ministry of Energy's off-grid programme for schools and health posts made up 12% of 2024 revenue; no other single payer exceeded 2%.
- On average 1.1% of active accounts are repossessed each month after sustained non-payment; repossessed units are refurbished and resold.

3. Licence
Our off-grid electricity distribution licence from the Malawi Energy Regulatory Authority (MERA) was granted in September 2022 and runs to September 2027. We intend to apply for its renewal in the first half of 2027.

4. Five-year projections (MK million)

                   2024A    2025F    2026F    2027F    2028F    2029F
Active customers  41,000   55,000   71,000   88,000  104,000  118,000
Revenue            1,920    2,590    3,340    4,150    4,900    5,560
Cost of sales     (1,229)  (1,658)  (2,104)  (2,615)  (3,038)  (3,447)
Gross profit         691      932    1,236    1,535    1,862    2,113
Gross margin         36%      36%      37%      37%      38%      38%
Overheads           (505)    (640)    (790)    (930)  (1,060)  (1,180)
EBITDA               186      292      446      605      802      933

5. Main assumptions
- The customer base grows by 14,000 in 2025 and by 15,000 to 17,000 a year after that, limited by the number of field agents we can recruit and train each season.
- Revenue per active customer stays close to MK 47,000 a year; prices are adjusted each quarter for the kwacha exchange rate, which we assume weakens by about 15% a year.
- Gross margin improves by about one point every two years as we import panels and batteries in larger consignments through Nacala.
- Overheads grow more slowly than revenue once the northern region depot in Mzuzu is open (2026).

6. Funding
We are seeking an additional MK 1.5 billion of debt, in kwacha, to finance customer receivables from 2025 to 2027. No new equity is required under this plan.

7. Risks we watch
Exchange-rate movements, maize prices (which drive our customers' ability to pay after harvest), and mobile-money outages. Each is reviewed monthly by the board.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence', 'customer-concentration', 'high-churn'],
    traits: ['table', 'list', 'modality', 'figures'],
  },

  // 03 — Convertible note, cold-chain trucking company, Malawi.
  // related-party PRESENT (indirect): the lender is a company wholly owned by the wife of the co-founder and MD.
  // cap-table-complexity PRESENT (indirect): register of members (1,000,000 shares) does not agree with
  //   certificates and allotment letters (1,180,000 shares); difference of 180,000 unexplained.
  // litigation ABSENT: warranty that there are no proceedings (negation).
  // debt-distress ABSENT: event-of-default clause is hypothetical.
  // founder-departure ABSENT: key-person clause is hypothetical ("if ... ceases").
  {
    id: 'h19-en-w3-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `CONVERTIBLE LOAN NOTE INSTRUMENT

NTHAMBI LOGISTICS LIMITED
(a company incorporated in Malawi under the Companies Act, 2013)

Dated 3 March 2025

BETWEEN
(1) NTHAMBI LOGISTICS LIMITED, of Plot 12, Ginnery Corner, Blantyre (the "Company"); and
(2) CHISOMO HOLDINGS LIMITED, of Area 47, Lilongwe (the "Noteholder"), whose sole shareholder and director is Mrs Tionge Banda, the wife of Mr Kondwani Banda, co-founder and Managing Director of the Company.

IT IS AGREED as follows:

1. Loan. The Noteholder shall advance to the Company the sum of MK 250,000,000 (two hundred and fifty million kwacha) on the date of this instrument, against issue of one convertible note.

2. Interest. Interest accrues at 14% per year, simple, and is payable only on conversion or redemption.

3. Maturity. Unless converted earlier, the principal and accrued interest fall due 36 months after the date of this instrument.

4. Conversion. On the first issue of equity shares raising not less than MK 1,500,000,000 (a "Qualifying Financing"), the principal and accrued interest shall convert into shares of the class issued in that financing, at the lower of (a) 80% of the price per share paid by the new investors and (b) MK 6,000,000,000 divided by the Fully Diluted Shares.

5. Fully Diluted Shares. The Company has disclosed to the Noteholder that its register of members records 1,000,000 ordinary shares in issue, while the share certificates issued since 2021, taken together with the allotment letters given to two angel investors in 2023, account for 1,180,000 shares. The parties record that the difference of 180,000 shares has not yet been explained, and agree that "Fully Diluted Shares" for clause 4 shall mean the number certified by the Company Secretary once the register has been corrected and filed with the Registrar General.

6. Use of proceeds. The Company shall use the loan for working capital and for the purchase of four refrigerated trailers for the Blantyre-Lilongwe-Mzuzu route.

7. Warranties. The Company warrants to the Noteholder that at the date of this instrument:
   7.1 it is not a party to any litigation, arbitration or administrative proceedings, and no such claim has been notified to it;
   7.2 all returns due to the Malawi Revenue Authority for PAYE, VAT and income tax have been filed and the tax shown paid;
   7.3 it holds the road service permits required for each vehicle it operates.

8. Events of default. If the Company fails to pay any amount due under this instrument within 30 days of its due date, or a liquidator or receiver is appointed over any of its assets, the Noteholder may by notice declare the principal and accrued interest immediately payable.

9. Key person. If Mr Kondwani Banda ceases to be Managing Director before conversion, the Noteholder may elect either to convert at the price in clause 4(b) or to be repaid.

10. Board approval. This instrument was approved by the board of the Company on 24 February 2025. Mr Kondwani Banda declared his interest and did not vote.

11. Governing law. This instrument is governed by the laws of Malawi, and the courts of Malawi have exclusive jurisdiction.

Signed for the Company: ____________________ (Director)
Signed for the Noteholder: ____________________ (Director)`,
    present: ['related-party', 'cap-table-complexity'],
    absent: ['litigation', 'debt-distress', 'founder-departure'],
    traits: ['list', 'prose', 'indirect', 'negation', 'modality'],
  },

  ...redFlagNineteenthEnW3P1Rest,
];
