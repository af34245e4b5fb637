/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): English texts in document genres: auditors, boards, lenders, lawyers (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthEnDocuments: readonly RedFlagCase[] = [
  {
    id: 'h5-end-01',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITOR
Qualified opinion
We have audited the financial statements of Tana River Feeds Limited, which show revenue of KSh 1.9bn.
In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion
section, the financial statements present fairly, in all material respects, the financial position of the
company at 31 December 2025.
Basis for qualified opinion
We were unable to attend the year-end count of inventories carried at KSh 142M and could not satisfy
ourselves by alternative means as to their quantity.`,
    present: ['audit-opinion'],
    absent: ['going-concern'],
    traits: ['split', 'prose'],
  },
  {
    id: 'h5-end-02',
    documentType: 'financial_statements',
    text: `Disclaimer of opinion
We were engaged to audit the financial statements of Lekki Agro Processing Ltd for the year ended
31 December 2025 (revenue ₦2.2bn). We do not express an opinion on these statements.
Basis for disclaimer of opinion
The company's bankers have withdrawn the overdraft and the directors have not prepared a cash-flow
forecast. Owing to the significance of these matters, there is significant doubt about the company's
ability to continue as a going concern, and we were not able to obtain sufficient evidence on which to
base an opinion.`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['debt-distress'],
    traits: ['negation', 'split'],
  },
  {
    // Investor 22%, founders 61% post-money.
    id: 'h5-end-03',
    documentType: 'legal_docs',
    text: `TERM SHEET (NON-BINDING) - SEED PREFERRED
Issuer: Sahel Grid SA, Dakar
Investment: EUR 1,500,000
Post-money holdings: founders 61%, Investor 22%, existing angels 9%, option pool 8%
Liquidation preference: 1x non-participating
Warranties: the founders confirm that no litigation is pending or threatened against the Company.
Exclusivity: 45 days`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h5-end-04',
    documentType: 'legal_docs',
    text: `Extract from the minutes of the board of directors, 4 October 2026
Item 2 - Management changes
The Chief Financial Officer, Ms Funmi Adeyemi, has tendered her resignation, effective 31 December 2026.
The board thanked her and asked the CEO to propose an interim arrangement by the November meeting.
Item 3 - Budget 2027: deferred to November.`,
    present: ['founder-departure'],
    absent: [],
    traits: ['time', 'prose'],
  },
  {
    id: 'h5-end-05',
    documentType: 'legal_docs',
    text: `SCHEDULE 5 - FORMER EMPLOYEES WHO HOLD SHARES
Name            Left      Holding   Status
J. Mensah       2024      3.5%      call option not exercised
A. Boateng      2025      2.0%      call option not exercised
Both were software engineers in the Kumasi office. The Company has not bought back either holding.`,
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['table', 'negation'],
  },
  {
    // OCR: revenue 4,210,000 < cost of sales 4,650,000.
    id: 'h5-end-06',
    documentType: 'financial_statements',
    text: `INC0ME STATEMENT F0R THE YEAR ENDED 31 MARCH 2026 (ZAR)
REVENUE ........................ 4,2l0,000
C0ST 0F SALES .................. (4,65O,OOO)
GR0SS (L0SS) ................... (44O,OOO)
0PERATING EXPENSES ............. (1,9l2,000)
page 3 of l2`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-end-07',
    documentType: 'legal_docs',
    text: `ANNUAL CREDIT REVIEW - Kigali branch
Borrower: Inzozi Dairy Ltd. Facility: RWF 850M working-capital line.
Repayment record: all instalments paid on or before the due date; no arrears at any month-end.
Covenants: DSCR 1.6x (minimum 1.2x); leverage 1.9x (maximum 3.0x). Both met.
Recommendation: renew for twelve months on the same terms.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h5-end-08',
    documentType: 'business_plan',
    text: `DD questionnaire - section F (regulation)
F.1 Which licences does the company hold? A payment-aggregator licence from the Bank of Uganda (2025).
F.2 Is there any regulatory uncertainty? Yes. The Bank of Uganda has not yet issued rules for
wallet-to-wallet savings products. It is uncertain whether our Akiba product will need a separate
licence, and the Bank could ask us to stop offering it while it decides.
F.3 Revenue from Akiba: UGX 640M of UGX 3.8bn total in 2026.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['modality', 'list', 'split'],
  },
  {
    id: 'h5-end-09',
    documentType: 'legal_docs',
    text: `WRITTEN RESOLUTION OF THE DIRECTORS OF TERANGA FOODS SA
RESOLVED that the Company accept a loan of USD 250,000 from Ms Aminata Diallo, a director and
the sister of the chief executive, at an interest rate of 12% a year, repayable in 24 months.
Ms Diallo declared her interest and did not vote.`,
    present: ['related-party'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  {
    // Revenue R84M > R71M; audited, unmodified opinion; no material uncertainty.
    id: 'h5-end-10',
    documentType: 'financial_statements',
    text: `Directors' report - going concern
The directors have assessed the company's ability to continue as a going concern for at least twelve
months from the date of approval. Revenue rose to R84M (2025: R71M) and the company holds R19M in cash
with no borrowings. The directors are not aware of any material uncertainty that may cast doubt on the
going-concern basis, which they consider appropriate. The auditors issued an unmodified opinion.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'declining-revenue'],
    traits: ['negation', 'modality', 'split'],
  },
  {
    id: 'h5-end-11',
    documentType: 'pitch_deck',
    text: `REGULATION & COMPLIANCE
- PSP licence application submitted to the Central Bank of Nigeria, February 2026
- Approval expected in Q1 2027; until then we operate through a licensed partner bank
- Revenue 2026 YTD: ₦640M`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['list', 'modality', 'time'],
  },
  {
    id: 'h5-end-12',
    documentType: 'legal_docs',
    text: `From: Wanjiku (General Counsel)
To: Investors
Re: the dispute with Tembo Logistics
The dispute was settled in August. Tembo withdrew its claim, we paid nothing beyond costs already
provided for, and the court closed the file on 2 September. Nothing is outstanding.`,
    present: [],
    absent: ['litigation'],
    traits: ['time', 'negation'],
  },
  {
    id: 'h5-end-13',
    documentType: 'financial_statements',
    text: `Note 14 - Taxation
Revenue for the year was R38.2M (2025: R33.0M).
At year end the company owed SARS R3.8M in overdue VAT, including penalties and interest.
A deferment request was lodged in October and has not been answered.`,
    present: ['debt-distress'],
    absent: ['declining-revenue'],
    traits: ['time', 'indirect'],
  },
  {
    id: 'h5-end-14',
    documentType: 'legal_docs',
    text: `Board minutes - Lagos, 18 November 2026
1. The CEO, Mr Obi, informed the board that he plans to step down once a successor is found, and
   in any case by June 2027.
2. The company secretary reported that the cap table could not be reconciled with the register:
   two share transfers from 2023 were never stamped and an option exercise is missing.
3. Next meeting: 15 January 2027.`,
    present: ['founder-departure', 'cap-table-complexity'],
    absent: [],
    traits: ['list', 'modality', 'split'],
  },
  {
    // Founders 20 + 16 = 36% (< 40); Kilimanjaro Fund exactly 50%.
    id: 'h5-end-15',
    documentType: 'legal_docs',
    text: `ANNEX B - CAPITALISATION AFTER THE SERIES A
Kilimanjaro Fund II ............. 50.0%
Mwajuma Said (CEO, founder) ..... 20.0%
Daudi Kimaro (CTO, founder) ..... 16.0%
Angels (5) ...................... 6.0%
Option pool ..................... 8.0%`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-end-16',
    documentType: 'pitch_deck',
    text: `COMPETITIVE LANDSCAPE
We have no competitors. No one else in Rwanda offers pay-as-you-go cold storage for potato growers.
TRACTION
RWF 420M revenue in 2026 from 38 cold rooms`,
    present: ['no-competition'],
    absent: [],
    traits: ['prose'],
  },
  {
    id: 'h5-end-17',
    documentType: 'financial_statements',
    text: `Management accounts, nine months to 30 September 2026. These accounts have not been audited.
                   9M 2026     9M 2025
Revenue (USD k)     2,940       2,310
Direct costs        1,520       1,190
Overheads           1,100         980`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue', 'gross-margin'],
    traits: ['table', 'negation'],
  },
  {
    id: 'h5-end-18',
    documentType: 'legal_docs',
    text: `Disclosure letter, paragraph 9 (Regulatory)
On 4 August 2026 the Central Bank of Egypt fined the Company EGP 2M for breaches of its customer-onboarding
rules and suspended the onboarding of new wallet users for sixty days. The suspension ended on 3 October;
the fine has been paid.`,
    present: ['regulatory'],
    absent: [],
    traits: ['time', 'split'],
  },
  {
    id: 'h5-end-19',
    documentType: 'business_plan',
    text: `Revenue mix
Recurring revenue 2026: ₦1.1bn (includes ₦180M from the one-time sale of our legacy POS hardware stock)
Transaction fees: ₦2.4bn
Our target is for recurring revenue to reach half of the total by 2028.`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h5-end-20',
    documentType: 'legal_docs',
    text: `Minutes of the annual general meeting, Nairobi, 30 June 2026
The chair confirmed that both founders remain in their executive roles and that no director or
officer has resigned during the year.
The company secretary confirmed that the cap table has been reconciled with the share register
and the CR12 filed with the Registrar.`,
    present: [],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['negation', 'split'],
  },
  {
    id: 'h5-end-21',
    documentType: 'legal_docs',
    text: `Legal due diligence - key findings
1. Capitalisation. We could not reconcile the cap table provided with the statutory register; the
   differences total 4.1% of the issued shares and management could not explain them.
2. Former officers. Mr Hassan, the former COO, resigned in 2023 and still holds 6.5%. No buy-back or
   leaver provision was applied.
3. Litigation. None pending.`,
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    absent: ['litigation'],
    traits: ['list', 'negation', 'split'],
  },
  {
    // Top three 58% of revenue.
    id: 'h5-end-22',
    documentType: 'business_plan',
    text: `Customers
Our top three customers - Shoprite, Pick n Pay and Spar - accounted for 58% of FY2026 revenue of R146M.
Each contract runs to 2028.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['figures', 'prose'],
  },
  {
    id: 'h5-end-23',
    documentType: 'legal_docs',
    text: `Letter from the Company's attorneys, 12 November 2026
Our client submitted its application for registration as a crypto-asset service provider to the
Financial Sector Conduct Authority on 19 May 2026. The Authority has acknowledged receipt and asked
two follow-up questions; it has not yet granted the licence.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['time', 'negation', 'split'],
  },
  {
    // $300k -> $1.5M is 5x in one year.
    id: 'h5-end-24',
    documentType: 'pitch_deck',
    text: `FINANCIALS
2026 revenue: $300k
2027 forecast: $1.5M
2028 forecast: $3.6M
Gross margin 55% -> 62%`,
    present: ['unrealistic-growth'],
    absent: ['gross-margin'],
    traits: ['figures', 'list', 'modality'],
  },
  {
    id: 'h5-end-25',
    documentType: 'pitch_deck',
    text: `THE TEAM
Chipo (CEO) - ten years at Econet, built EcoCash's agent network in two provinces
Kwame (CTO) - ex-Andela, led payments at a Series B startup
Nadia (COO) - ran operations for Jumia Egypt
Advisors: a former deputy governor of a central bank; a partner at a pan-African fund
We are hiring six engineers in Accra and Harare.`,
    present: ['missing-financials'],
    absent: ['founder-departure'],
    traits: ['list'],
  },
];
