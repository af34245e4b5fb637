/** Part b of cases-dev-retired-thirteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW1B: readonly RedFlagCase[] = [
  // two named customers "just under two-fifths" (~39%) >= 30% -> customer-concentration
  // ARR 1.32m includes one-off 290k -> non-recurring-revenue; ex one-off 1.03m > 0.98m -> no decline
  // runway 1.1m/48k = 22.9 months; monthly revenue ~86k > 48k burn
  {
    id: 'h13-en-w1-zw-update-arr-migration',
    documentType: 'business_plan',
    text: `Ledgerline (Harare) - investor letter, Q1 2025

Dear friends of Ledgerline,

Q1 was our best quarter yet. ARR closed at USD 1.32m on 31 March, against USD 0.98m at
31 December. That figure now includes the Ministry of Health data-migration project
(USD 290k), which we invoiced once in February and delivered in six weeks; it sits in ARR
because the Ministry is on our platform for the long run.

Customers
We now serve 61 institutions. Between them, Great Dyke Bank and Zambezi Mobile account for
just under two-fifths of our revenue, and both renewed for three years in January.

Cash
Net burn averaged USD 48k a month in the quarter. Cash at quarter-end: USD 1.1m, after the
bridge from our existing investors.

Currency
Billing moved fully to USD in January; ZiG exposure is now limited to local salaries.

Team
We hired a head of customer success from Johannesburg. No changes at founder level.

With thanks,
Tendai and Rufaro`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['short-runway', 'burn-above-revenue', 'founder-departure', 'declining-revenue'],
    language: 'en',
    traits: ['words', 'indirect', 'figures'],
  },
  // founders 1,850,000 + 1,250,000 = 3,100,000 / 10,000,000 = 31% < 40%
  // Savanna seed 1,500,000 + Series A 3,700,000 = 5,200,000 = 52% >= 50%
  {
    id: 'h13-en-w1-ke-termsheet-proforma-cap',
    documentType: 'legal_docs',
    text: `SOKONI HEALTH LIMITED - TERM SHEET, SERIES A PREFERRED SHARES
Schedule A: Pro forma capitalisation at closing (fully diluted)

| Holder                                   | Class       | Shares     |
|------------------------------------------|-------------|------------|
| Amani Kariuki (co-founder, CEO)          | Ordinary    | 1,850,000  |
| Njeri Wambugu (co-founder, COO)          | Ordinary    | 1,250,000  |
| Savanna Growth Fund I LP                 | Seed Pref   | 1,500,000  |
| Savanna Growth Fund I LP                 | Series A    | 3,700,000  |
| Nairobi Angels syndicate                 | Seed Pref   |   900,000  |
| ESOP pool (unallocated 620,000)          | Options     |   800,000  |
| Total                                    |             | 10,000,000 |

Notes
1. Both founders are full-time and will sign new four-year vesting at closing.
2. The table above was reconciled by the company secretary against the register of members on
   2 September 2024; no differences.
3. No former employee or founder holds shares.
4. Board: 2 founder seats, 2 Savanna seats, 1 independent agreed by both.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity', 'dead-equity'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // DSCR 6.1/5.8 = 1.05x < 1.25x covenant -> covenant breach (debt-distress)
  // net profit ZMW 1.4m -> costs below revenue
  {
    id: 'h13-en-w1-zm-credit-memo-dscr',
    documentType: 'financial_statements',
    text: `LUANGWA COMMERCIAL BANK - CREDIT MEMORANDUM (ANNUAL REVIEW)
Borrower: Kabwe Grain Storage Ltd     Facility: ZMW 22m term loan     Date: 12 August 2024

1. Financial performance (source: audited FY2024 accounts, unmodified opinion)
   Revenue ZMW 48.2m (FY2023: ZMW 44.9m); EBITDA ZMW 6.1m; net profit ZMW 1.4m.

2. Covenant test at 30 June 2024
   Debt service cover ratio - covenant: minimum 1.25x
   EBITDA (last 12 months) ZMW 6.1m / debt service ZMW 5.8m
   Leverage covenant (net debt / EBITDA, max 3.5x): 3.1x

3. Repayment conduct
   All monthly instalments were paid on the due date during the review period.

4. Concentration
   Kafue Milling Plc took 41% of FY2024 sales under a two-season offtake contract.

5. Recommendation
   Credit recommends a one-off waiver of the DSCR test, subject to a 50 bps fee and a cash
   sweep of 30% of excess cash until the ratio is restored.`,
    present: ['debt-distress', 'customer-concentration'],
    absent: ['audit-opinion', 'burn-above-revenue', 'going-concern'],
    language: 'en',
    traits: ['figures', 'indirect', 'list'],
  },
  {
    id: 'h13-en-w1-rw-dataroom-index',
    documentType: 'legal_docs',
    text: `PROJECT IMPALA - VIRTUAL DATA ROOM INDEX (Umurima Tech Ltd, Kigali) - status 3 March 2025

01 Corporate
   01.1 Certificate of incorporation (RDB)
   01.2 Articles of association (amended 2023)
   01.3 Cap table v7.xlsx  -- NOTE: not final. The RDB share register and the cap-table
        spreadsheet differ by 184,000 shares since the 2022 SAFE conversion; counsel is still
        working out which is correct.
02 Commercial contracts
   02.1 Top 10 customer contracts
   02.2 Supplier agreements
03 Financials
   03.1 Audited financial statements FY2023, FY2024 (unmodified opinions)
   03.2 Management accounts Jan 2025
04 Regulatory
   04.1 RURA licence - renewed January 2025, valid to 2030
   04.2 Data protection registration (NCSA) - certificate issued
05 Litigation
   05.1 Labour claim, former head of sales v. Umurima Tech Ltd, Intermediate Court of
        Nyarugenge, filed August 2024 - pending, next hearing 24 April 2025
06 HR
   06.1 Employment contracts, ESOP plan rules`,
    present: ['cap-table-complexity', 'litigation'],
    absent: ['pending-licence', 'regulatory', 'audit-opinion'],
    language: 'en',
    traits: ['list', 'time'],
  },
  {
    id: 'h13-en-w1-ke-ocr-cbk-suspension',
    documentType: 'legal_docs',
    text: `[scan p.1/2]  CENTRAL BANK 0F KENYA
Haile Se1assie Avenue  P.O. Box 60000 - 00200  NAIROBI

Ref: BSD/DCP/0412/2024                               29 Ju1y 2024

The Chief Executive 0fficer
Haraka Credit Limited
Westlands, Nairobi

RE: SUSPENSl0N OF NEW LENDlNG

Pursuant to the Digital Credit Providers Regu1ations, 2022, and fo11owing the on-site
inspection of 10-14 June 2024, the Bank has found that Haraka Credit Limited contacted
the referees of defau1ting borrowers without consent, in breach of the conduct and
data protection requirements.

The Bank therefore DlRECTS Haraka Credit Limited to suspend the disbursement of al1 new
loans with effect from 1 August 2024 unti1 the Bank is satisfied that the corrective
measures listed in the annex have been implemented. Existing loans may continue to be
serviced and co11ected in the ordinary course.

This direction is without prejudice to any further action the Bank may take.

Yours faithfu11y,
[signature i11egible]
Director, Bank Supervision`,
    present: ['regulatory'],
    absent: ['debt-distress', 'litigation', 'pending-licence'],
    language: 'en',
    traits: ['ocr', 'words'],
  },
  {
    id: 'h13-en-w1-ug-deck-no-numbers',
    documentType: 'pitch_deck',
    text: `KILIMO LINK - Pre-seed deck (Gulu, Uganda)

1 | Problem
Smallholders in northern Uganda lose up to a third of their maize and beans after harvest and sell
at the farm gate to whoever arrives first.

2 | Solution
A USSD marketplace that connects farmer groups with aggregators and warehouse operators, with
weighing and payment confirmed by SMS.

3 | Traction
- 14,200 farmers onboarded in 9 districts
- 37 aggregators active
- 3 pilot buyers, including a regional school-feeding programme

4 | Market
Uganda's maize and beans trade is worth about USD 1.9 billion a year.

5 | Competition
FarmGate and AgriHub are active around Kampala and Masaka; neither works in the north or on
feature phones.

6 | Team
Grace (CEO, ex-World Food Programme), Denis (CTO, built two USSD products), Alice (field operations).

7 | The ask
We are raising USD 750k. Use of funds: product 40%, field team 35%, working capital 25%.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    language: 'en',
    traits: ['list', 'indirect'],
  },
  // churn: 560 of 1,180 merchants lost in a year = 47.5% >= 45% (retention 52.5% < 55%)
  // revenue TZS 2.6bn < 3.3bn -> declining; EBITDA positive
  {
    id: 'h13-en-w1-tz-call-notes-merchants',
    documentType: 'business_plan',
    text: `Call notes - Duka Pay (Arusha / Dar es Salaam), founder Neema Mushi
Date: 12 February 2025. Notes taken by the analyst, lightly edited.

Q: How did 2024 go?
A: Honestly, harder than 2023. We closed the year at TZS 2.6 billion of revenue. The year before it
was TZS 3.3 billion. The fuel-price shock in the first half hit our retailers badly.

Q: And the merchant base?
A: On 1 January 2024 we had 1,180 active merchants. By 31 December, 560 of those had stopped
transacting with us. We signed 700 new ones during the year, so the headline number, 1,320, looks
fine, but we know the cohort picture is what matters.

Q: Profitability?
A: We stayed EBITDA-positive, about TZS 140 million for the year, because we cut the field team.

Q: Team changes?
A: My co-founder Juma is still with us full time; he moved from operations to product in June.

Q: What are you raising for?
A: Working capital for the merchant-credit product and a retention team.`,
    present: ['high-churn', 'declining-revenue'],
    absent: ['founder-departure', 'burn-above-revenue'],
    language: 'en',
    traits: ['indirect', 'figures', 'time'],
  },
  // operating costs R6.1m < revenue R6.8m
  {
    id: 'h13-en-w1-za-grant-app-supplier-sahpra',
    documentType: 'business_plan',
    text: `TECHNOLOGY INNOVATION GRANT - APPLICATION FORM
Applicant: Ubuntu Diagnostics (Pty) Ltd, Cape Town

Section 5: Financials and compliance

5.1 Revenue and costs
Revenue FY2024 (March year-end): R6.8 million (FY2023: R4.9 million).
Operating costs FY2024: R6.1 million.

5.2 Key suppliers
Reagent kits are bought from Medilab Supplies (Pty) Ltd, whose sole director is Mrs T. Dlamini,
the spouse of our CEO, Sipho Dlamini. Purchases from Medilab in FY2024 totalled R1.2 million
on standard 30-day terms.

5.3 Regulatory status
Our point-of-care anaemia test is a Class C medical device. The registration dossier was
submitted to SAHPRA in May 2024 and is under evaluation. Sales to private clinics continue under
our existing distribution; public-sector tenders open to us once registration is issued.

5.4 Tax
SARS tax compliance status: compliant (PIN valid to 2025).

5.5 Use of grant
R2.5 million for a 600-patient validation study in the Eastern Cape.`,
    present: ['related-party', 'pending-licence'],
    absent: ['burn-above-revenue', 'debt-distress', 'regulatory'],
    language: 'en',
    traits: ['list', 'indirect'],
  },
  // CLEAN: runway 214/12.9 = 16.6 months >= 9; burn 12.9m vs revenue 61.5/3 = 20.5m a month -> below
  {
    id: 'h13-en-w1-ke-update-runway-fixed',
    documentType: 'business_plan',
    text: `Pesa Shamba - H1 2024 letter to shareholders

Dear shareholders,

Twelve months ago I wrote to you that we had roughly four months of runway and that the year
would decide the company. I am glad to say that is behind us.

- The KES 180 million extension closed in March, led by our existing investors.
- Cash at 30 June stood at KES 214 million.
- Net burn averaged KES 12.9 million a month over Q2, down from KES 21 million a year ago.
- Revenue in Q2 was KES 61.5 million (Q1: KES 54.2 million).

We are not in default on any facility: the overdraft we drew in the difficult months was repaid
in April and the line has been closed.

Some of you asked about rumours that Kevin, our co-founder and CTO, was leaving. He is not;
he signed a new four-year vesting schedule in May.

Priorities for H2: the Eldoret branch, the insurance partnership, and getting net burn below
KES 10 million a month by December.

Warm regards,
Faith Chebet, CEO`,
    present: [],
    absent: ['short-runway', 'debt-distress', 'founder-departure', 'burn-above-revenue'],
    language: 'en',
    traits: ['time', 'negation', 'figures', 'indirect', 'list'],
  },
];
