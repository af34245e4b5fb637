import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW1: readonly RedFlagCase[] = [
  // runway: net burn 17.1/3 = 5.7m a month; cash 38.7/5.7 = 6.8 months < 9 -> short-runway
  // burn 5.7m a month vs revenue 29.4/3 = 9.8m a month -> burn below revenue; revenue 29.4 > 26.1 -> no decline
  {
    id: 'h13-en-w1-ke-q3-update-runway',
    documentType: 'business_plan',
    text: `Subject: Mavuno Haulage - Q3 2024 investor update

Hi everyone,

A short one this quarter, as most of the team is on the road in the Rift Valley.

Headlines
- Loads moved: 4,310 (Q2: 3,880), up 11% quarter on quarter.
- Revenue for the quarter: KES 29.4 million (Q2: KES 26.1 million).
- Gross margin held at 31%, same as Q2.
- Our largest shipper is now 21% of revenue, down from 27% a year ago.

Cash
Closing cash at 30 September was KES 38.7 million. Net burn for the three months came to
KES 17.1 million, slightly above plan because of the Mombasa depot fit-out, which is now finished.

What's next
We are not raising this quarter. We intend to open the round in the first quarter of next year,
once the Mombasa volumes show up in the numbers. Introductions to logistics-focused funds are welcome.

Asks
1. Fleet-finance contacts in Nairobi.
2. Anyone who knows the procurement team at the big cement producers.

Thanks as always,
Wambui`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'customer-concentration', 'declining-revenue'],
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'time'],
  },
  {
    id: 'h13-en-w1-ug-board-minutes-cto-step-back',
    documentType: 'legal_docs',
    text: `NILE GRAIN PROCESSORS LIMITED
Minutes of the meeting of the Board of Directors held at Plot 22, Lugogo Bypass, Kampala
on 14 November 2024 at 10:00

Present: J. Mukasa (Chair), A. Nabirye (CEO, co-founder), B. Okello (CTO, co-founder),
P. Osei (investor director). In attendance: company secretary.

1. Quorum. A quorum being present, the Chair opened the meeting.

4. CEO and management update
4.1 Mr Okello informed the Board that, after eight years with the company, he will step back
from his executive responsibilities with effect from 31 January 2025 in order to take up a
doctoral fellowship in Nairobi. He has offered to remain available as an informal adviser.
4.2 The Board thanked Mr Okello and asked the CEO to begin the search for a successor.

5. Shareholding matters
5.1 The company secretary reported that the 9.5% shareholding registered to Ms G. Nakato,
whose employment ended in June 2023, remains in her name. The repurchase foreseen under
clause 12 of the shareholders' agreement was not carried out, as the company did not have
distributable reserves at the time.
5.2 The register is otherwise up to date and agrees with the cap table circulated.

6. Legal
6.1 Counsel confirmed that the claim threatened by the former EPC contractor was formally
withdrawn in September; there are no proceedings open against the company.

There being no other business, the meeting closed at 12:40.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['litigation', 'cap-table-complexity'],
    language: 'en',
    traits: ['words', 'indirect', 'time', 'negation'],
  },
  {
    id: 'h13-en-w1-tz-ddq-legal-section',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE - SECTION C: LEGAL, TAX AND GOVERNANCE
Respondent: Bahari Fresh Limited, Dar es Salaam
Completed by: Company Secretary, 6 January 2025

C.1 Please list all pending or threatened legal proceedings.
Answer: Commercial Case No. 57 of 2024, High Court of Tanzania (Commercial Division), Dar es Salaam.
A former distributor, Pwani Traders, claims TZS 340 million for early termination of its
distribution contract. Our defence was filed in August 2024; the next hearing is scheduled for
19 March 2025. Separately, a packaging supplier mentioned possible action over late payment in
2023, but nothing was ever filed.

C.2 Describe any transactions with directors, shareholders or persons connected to them.
Answer: Our cold store in Kurasini is leased from Kurasini Holdings Ltd. Kurasini Holdings is
owned by Mr. Salim Bakari senior, the father of our CEO. Rent is TZS 18 million per month on a
five-year lease signed in 2022 and approved by the board.

C.3 Are all tax returns filed and taxes paid?
Answer: Yes. All TRA returns are filed and there are no arrears. Our tax clearance certificate
is valid until 30 June 2025.

C.4 List licences and permits required for the business.
Answer: TBS product certification (granted 2023) and the municipal trading licence (renewed
January 2025). No applications are outstanding.`,
    present: ['litigation', 'related-party'],
    absent: ['debt-distress', 'pending-licence'],
    language: 'en',
    traits: ['list', 'indirect', 'negation'],
  },
  // revenue Q3 371,200 -> Q4 356,900: declining
  // gross margin Q3 148,480/371,200 = 40.0%; Q4 117,777/356,900 = 33.0% -> down 7 points >= 5
  // EBITDA positive every quarter and net profit positive -> costs below revenue; top customer 24% < 30%
  {
    id: 'h13-en-w1-rw-mgmt-accounts-csv',
    documentType: 'financial_statements',
    text: `Ingoma Foods Ltd - quarterly management accounts FY2024 (UNAUDITED)
All amounts in RWF '000. Prepared by finance, Kigali, 21 January 2025.

quarter,revenue,cost_of_sales,gross_profit,opex,ebitda,net_profit
Q1-2024,412000,243080,168920,96000,72920,51300
Q2-2024,398500,237108,161392,97500,63892,44100
Q3-2024,371200,222720,148480,98200,50280,33900
Q4-2024,356900,239123,117777,99100,18677,6140

Notes
1. Q4 cost of sales includes the higher maize flour price following the poor season B harvest.
2. Largest customer (Simba Supermarkets) accounted for 24% of Q4 sales.
3. The FY2024 statutory audit will start in March 2025; figures above may change.
4. No borrowings outstanding at 31 December 2024.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['customer-concentration', 'burn-above-revenue', 'debt-distress'],
    language: 'en',
    traits: ['csv', 'table', 'figures', 'indirect'],
  },
  // weekly net burn 850k x 52/12 = 3.68m a month; runway 6.2/3.68 = 1.7 months < 9
  // net burn 3.68m a month > May sales 3.1m -> burn-above-revenue; missed April and May instalments -> debt-distress
  {
    id: 'h13-en-w1-ke-whatsapp-missed-instalments',
    documentType: 'business_plan',
    text: `WhatsApp chat export - "Jiko Bora founders" (exported 4 June 2024)

[03/06/2024, 08:14] Wanjiru: Imara Bank called again this morning.
[03/06/2024, 08:14] Wanjiru: They say the April and the May instalments on the asset
finance line are both still unpaid.
[03/06/2024, 08:16] Otieno: I know. The relationship manager wants a restructuring
proposal on his desk by Friday. No lawyers yet, just the call and an email.
[03/06/2024, 08:17] Wanjiru: Where are we on cash?
[03/06/2024, 08:21] Otieno: KES 6.2m in the bank as of this morning.
[03/06/2024, 08:21] Otieno: We are going through roughly 850k a week,
[03/06/2024, 08:22] Otieno: and that's net of collections.
[03/06/2024, 08:24] Wanjiru: And sales?
[03/06/2024, 08:25] Otieno: May closed at KES 3.1m, same as April. Stoves are selling,
it's the installment customers paying late that hurts.
[03/06/2024, 08:27] Wanjiru: OK. Let's put both options in the proposal: 6-month
moratorium or extend the tenor. I'll call Mercy at the fund too.
[03/06/2024, 08:28] Otieno: 👍`,
    present: ['debt-distress', 'short-runway', 'burn-above-revenue'],
    absent: ['litigation', 'declining-revenue'],
    language: 'en',
    traits: ['split', 'indirect', 'figures', 'time'],
  },
  // growth: FY2025 target 118 / FY2024 21 = 5.6x in one year >= 4x
  {
    id: 'h13-en-w1-et-deck-coffee-settlement',
    documentType: 'pitch_deck',
    text: `BUNNA PAY - Seed deck, January 2025

SLIDE 2 | The problem
Ethiopian coffee cooperatives wait 3 to 6 weeks to be paid after delivery to the ECX warehouse.

SLIDE 3 | Our solution
Same-day settlement to farmers' mobile wallets, funded against warehouse receipts.

SLIDE 4 | Competition
There is no competitor offering instant settlement to coffee cooperatives in Ethiopia.
Banks do not serve this segment and no fintech has tried. The field is ours.

SLIDE 6 | Traction
- 38 cooperatives signed in Sidama and Yirgacheffe
- FY2024 (year to Sene 2016 E.C.) revenue: ETB 21 million

SLIDE 7 | Plan
- FY2025 revenue target: ETB 118 million
- 150 cooperatives by end of FY2025

SLIDE 9 | Regulation
Our application for a payment instrument issuer licence was lodged with the National Bank of
Ethiopia in October 2024. We expect a decision in Q2 2025. Until then we settle through our
partner bank's licensed wallet.

SLIDE 10 | The ask
USD 1.5 million seed to scale to the southern coffee belt.`,
    present: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    absent: ['regulatory', 'missing-financials'],
    language: 'en',
    traits: ['list', 'figures', 'indirect'],
  },
  // churn 91/1,400 = 6.5% a month >= 5% -> high-churn
  // LTV = 195 x 0.42 / 0.065 = R1,260; LTV/CAC = 1,260/2,350 = 0.54x, not 5.2x -> unit-economics
  {
    id: 'h13-en-w1-za-deck-salon-ltv',
    documentType: 'pitch_deck',
    text: `GLOWBOOK - Series A deck (Johannesburg)
Slide 8: Unit economics - FY25 year to date

  Blended CAC ........................ R2,350 per salon
  ARPU ............................... R195 per salon per month
  Gross margin ....................... 42%
  Salons live on 1 July .............. 1,400
  Salons that cancelled in July ...... 91
  MRR (July) ......................... R2.7m

  LTV:CAC = 5.2x  -  best in class for SMB software in Africa
  Payback under 5 months

Slide 9: Why now
Load-shedding has pushed salons to cashless and pre-booked appointments; bookings per salon are up
34% since January. We compete with two global booking apps, but neither has a local payments rail
or WhatsApp reminders.`,
    present: ['unit-economics', 'high-churn'],
    absent: ['no-competition', 'missing-financials'],
    language: 'en',
    traits: ['list', 'figures', 'indirect'],
  },
  // net loss ZMW 3.6m on revenue ZMW 15.8m -> costs above revenue
  {
    id: 'h13-en-w1-zm-auditor-qualified-gc',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
To the members of Chambeshi Agro Limited (Lusaka)

Qualified Opinion
We have audited the financial statements of Chambeshi Agro Limited, which comprise the statement of
financial position as at 31 December 2024, and the statement of profit or loss, changes in equity and
cash flows for the year then ended. In our opinion, except for the possible effects of the matter
described in the Basis for Qualified Opinion section, the financial statements present fairly, in all
material respects, the financial position of the company.

Basis for Qualified Opinion
We were unable to attend the year-end count of inventory of ZMW 2.4 million held at the Mpika depot
and could not satisfy ourselves by alternative means as to the quantities held.

Material Uncertainty Related to Going Concern
We draw attention to note 2, which indicates that the company incurred a net loss of ZMW 3.6 million
for the year ended 31 December 2024 on revenue of ZMW 15.8 million and, as of that date, its current
liabilities exceeded its current assets by ZMW 1.9 million. These conditions indicate that a material
uncertainty exists that may cast significant doubt on the company's ability to continue as a going
concern. Our opinion is not modified in respect of this matter.

Other matter
The company has met all scheduled repayments on its term loan during the year.

Mwale & Partners, Chartered Accountants - Lusaka, 17 April 2025`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['words', 'indirect', 'figures'],
  },
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
  // CLEAN: GM 2024 43.3/84.2 = 51.4%; 2023 38.2/71.6 = 53.4% -> down 1.9 points < 5
  // revenue up; profit for the year positive
  {
    id: 'h13-en-w1-za-audited-clean',
    documentType: 'financial_statements',
    text: `Karoo Pantry (Pty) Ltd - Annual financial statements for the year ended 28 February 2025

Independent auditor's report - extract
Opinion: In our opinion, the financial statements present fairly, in all material respects, the
financial position of Karoo Pantry (Pty) Ltd as at 28 February 2025 and its financial performance
and cash flows for the year then ended, in accordance with IFRS for SMEs. Our opinion is unmodified.
Going concern: the directors have assessed the company's ability to continue as a going concern
and no material uncertainty has been identified.

Statement of comprehensive income (R'000)
                          2025        2024
Revenue                  84,200      71,600
Cost of sales           (40,900)    (33,400)
Gross profit             43,300      38,200
Operating expenses      (35,100)    (31,800)
Operating profit          8,200       6,400
Finance costs            (1,000)     (1,150)
Tax                      (1,600)     (1,300)
Profit for the year       5,600       3,950

Note 24 - Contingent liabilities
None. The claim lodged by a former franchisee in 2023 was settled in February 2024 and the
matter is closed.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'litigation', 'declining-revenue'],
    language: 'en',
    traits: ['table', 'negation', 'figures'],
  },
  {
    id: 'h13-en-w1-et-ddq-clean',
    documentType: 'legal_docs',
    text: `Due diligence questionnaire - answers of Addis Ledger PLC (Addis Ababa), 18 February 2025

1. Licences. Is any licence or approval required for the business still pending?
   No. The National Bank of Ethiopia granted our payment system operator licence on 14 November
   2024 (licence no. PSO/011/2024). The trade licence was renewed in January 2025.

2. Litigation. Is the company party to any legal proceedings, pending or threatened?
   None. In 2023 a former landlord threatened proceedings over a rent deposit; the deposit was
   returned and no claim was ever filed.

3. Related parties. Does the company buy from or sell to any director, shareholder or their family?
   No. No director or relative of a director supplies, leases to or buys from the company.

4. Management. Has any founder or senior executive left or given notice in the past 24 months?
   No. The three founders are full-time; the CFO joined in 2023 and remains in post.

5. Shares. Does any former employee hold shares?
   No. Unvested options of departing staff lapse under the plan rules; no shares have been issued
   to employees.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'related-party', 'founder-departure', 'dead-equity'],
    language: 'en',
    traits: ['list', 'negation', 'time'],
  },
  // CLEAN: founders 19.0 + 15.5 + 11.5 = 46.0% >= 40%; largest investor 22.0% < 50%
  // total 46.0 + 22.0 + 12.5 + 9.5 + 10.0 = 100.0
  {
    id: 'h13-en-w1-ug-sha-schedule-clean',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - SCHEDULE 1
Capitalisation of Entebbe Cold Chain Limited at Completion

Shareholder                              Role                         %
Ruth Namutebi                            Co-founder, CEO (full-time)  19.0
Daniel Ssempala                          Co-founder, CTO (full-time)  15.5
Isaac Mugisha                            Co-founder, COO (full-time)  11.5
Rwenzori Ventures Fund II                Investor                     22.0
East Africa Impact Partners              Investor                     12.5
Angel investors (7 individuals)          Investors                     9.5
Employee share option pool               Reserved                     10.0
TOTAL                                                                100.0

Notes to Schedule 1
(a) The Company Secretary has reconciled this schedule to the register of members and to the
    option ledger as at the Completion Date; there are no differences.
(b) Options granted to two former employees lapsed unexercised when they left in 2023; no
    shares are held by any person who is no longer with the Company.
(c) No single shareholder may appoint more than two of the five directors.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    language: 'en',
    traits: ['table', 'figures', 'negation'],
  },
  // CLEAN: GM Q1 38.2 -> Q3 36.0 = -2.2 points < 5; revenue rising each quarter;
  // churn <= 3.4% a month < 5%; largest customer <= 19% < 30%; total costs below revenue each quarter
  {
    id: 'h13-en-w1-zm-board-pack-kpis',
    documentType: 'business_plan',
    text: `ZAMLINK FIBRE LTD - BOARD PACK, Q3 2024 - Section 2: KPI dashboard

| Metric                              | Q1 2024 | Q2 2024 | Q3 2024 |
|-------------------------------------|---------|---------|---------|
| Revenue (ZMW '000)                  |  7,420  |  7,980  |  8,610  |
| Total costs incl. cost of sales     |  7,050  |  7,560  |  8,020  |
| Gross margin                        |  38.2%  |  37.1%  |  36.0%  |
| Average monthly subscriber churn    |   3.4%  |   3.1%  |   2.9%  |
| Share of revenue, largest customer  |   19%   |   18%   |   17%   |
| Cash at quarter-end (ZMW '000)      | 11,900  | 12,150  | 12,480  |

Commentary
Revenue grew 7.5% in Q2 and 7.9% in Q3; the slower month of Copperbelt installations in August
was made up in September.
Gross margin drifted down slightly on imported equipment costs after the kwacha depreciation; the
hedging policy on the agenda (item 6) is meant to stop the slide before it becomes material.
Churn continued to improve after the new installation standard.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'high-churn', 'customer-concentration', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  // CLEAN: 2024A 640 -> 2025F 1,500 (2.34x) -> 2026F 3,300 (2.2x) -> 2027F 6,600 (2.0x); all < 3x, 3-yr CAGR 2.18x
  // runway 520/38 = 13.7 months; burn 38m < monthly revenue 640/12 = 53m
  {
    id: 'h13-en-w1-rw-deck-pharmacy-projection',
    documentType: 'pitch_deck',
    text: `AFYA HUB - Series A deck - Kigali, March 2025

Slide 5 - Competition
MediGo and SokoHealth both deliver medicines in Kigali and are larger than us today. We win on
rural delivery times (under 24 hours in 22 districts) and on integration with Mutuelle de Sante claims.

Slide 8 - Financial projections (RWF million)

  Year        Revenue     Growth
  2024A         640         -
  2025F       1,500       2.3x
  2026F       3,300       2.2x
  2027F       6,600       2.0x

Assumptions: 9 new district hubs a year, basket size flat in real terms.

Slide 9 - Use of funds and runway
Cash at 28 February 2025: RWF 520 million. Current monthly burn: RWF 38 million. The Series A
(USD 4m) funds the 2025-2026 hub roll-out.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'short-runway', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // CLEAN: net burn 3.9m / 3 = 1.3m a month; runway 21.6/1.3 = 16.6 months; burn 1.3m < MRR 1.8m
  // troubles belong to other companies
  {
    id: 'h13-en-w1-za-slack-others-troubles',
    documentType: 'business_plan',
    text: `Slack export - #founders - 7 October 2024

09:02 thabo: did you see PayRoute got suspended by the FSCA? their CEO resigned this morning too
09:04 lerato: yikes. glad we never integrated with them
09:05 thabo: and apparently Kasi Kitchens is in default with their lender, that's the third
             food-delivery startup this year
09:07 lerato: ok focus. for the board deck: cash R21.6m at end Sept, net burn over the last
             three months R3.9m in total
09:08 thabo: so about 1.3m a month. 16-ish months
09:09 lerato: MRR closed Sept at R1.8m, Aug was R1.66m
09:10 thabo: nice. and for the DD list - no, we're not waiting on any licence, our FSP
             licence came through in June
09:11 lerato: put that in bold. investors keep asking after the PayRoute news
09:12 thabo: will do. also nobody on our side is leaving, tell Sipho to stop asking lol`,
    present: [],
    absent: ['regulatory', 'founder-departure', 'debt-distress', 'short-runway', 'pending-licence', 'burn-above-revenue'],
    language: 'en',
    traits: ['split', 'indirect', 'negation', 'figures'],
  },
  // CLEAN: DSCR 1.58x >= 1.30x; stress case 1.31x still above; top buyer 23% < 30%; net profit positive
  {
    id: 'h13-en-w1-tz-credit-memo-clean',
    documentType: 'financial_statements',
    text: `KILIMANJARO COMMERCIAL BANK PLC - CREDIT REVIEW
Borrower: Msitu Timber Ltd (Iringa)     Facility: TZS 3.5bn term loan     Review date: 9 May 2025

Financials (audited FY2024, unmodified opinion issued 28 March 2025)
- Revenue TZS 9.4bn (FY2023: TZS 8.7bn)
- Gross margin 34% (FY2023: 33%)
- Net profit TZS 610m

Conduct of account
24 of 24 instalments paid on the due date; no arrears, no excesses on the overdraft.
TRA tax clearance certificate valid to 30 June 2025.

Covenants
DSCR minimum 1.30x - actual 1.58x. Gearing maximum 60% - actual 41%.

Risks
Should export timber prices fall sharply, the borrower could come under pressure on debt service;
our stress case (prices -20%) still gives a DSCR of 1.31x. The largest buyer, a Mombasa exporter,
took 23% of FY2024 sales.

Recommendation: renew on existing terms.`,
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'customer-concentration', 'going-concern', 'gross-margin'],
    language: 'en',
    traits: ['list', 'modality', 'negation', 'figures'],
  },
  {
    id: 'h13-en-w1-zw-ocr-zimra-clearance',
    documentType: 'legal_docs',
    text: `ZIMBABWE REVENUE AUTH0RITY
Kurima House, Cnr Nelson Mandela Ave / 4th Street, Harare
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
TAX CLEARANCE CERTIFlCATE (ITF 263)           No. 2025/HRE/0O1187

This is to certify that
   MUTAPA C0LD CHAIN (PVT) LTD     BP No: 200114l9
has fulfi11ed its tax obligations and has no outstanding tax
liabi1ities as at 15 January 2025.

Remarks:  The payment p1an agreed on 02/05/2023 in respect of PAYE
arrears of USD 38 412 was comp1eted on 30/11/2023. N0 amounts remain
due under that p1an.

Valid unti1: 31 December 2025

[stamp: ZIMRA - REGI0N 1 - HARARE]   signed: ______ (i11egible)
Commissioner, Domestic Taxes`,
    present: [],
    absent: ['debt-distress', 'regulatory'],
    language: 'en',
    traits: ['ocr', 'time', 'negation'],
  },
  // CLEAN: churn 41/1,620 = 2.5% a year; payback 85 / (22 x 0.70 = 15.4) = 5.5 months < 6 as claimed
  {
    id: 'h13-en-w1-ke-interview-edtech-clean',
    documentType: 'business_plan',
    text: `Interview transcript - Darasa Cloud (Nairobi), with co-founders Achieng and Mutua
Recorded for the investment committee, 20 January 2025

Q: Any changes in the founding team?
Achieng: None. We are both full-time. I took three months of parental leave last year and was back
in May.

Q: How sticky are schools?
Mutua: We started the 2024 school year with 1,620 paying schools and lost 41 of them by December,
mostly closures and mergers.

Q: Who do you compete with?
Achieng: Plenty of people. Elimu Plus is the biggest, and two Nairobi startups sell similar
report-card tools. We win on offline mode.

Q: Unit economics?
Mutua: CAC is around USD 85 per school. Each school pays about USD 22 a month and our gross margin
is 70%, so payback is under six months.

Q: Revenue?
Mutua: USD 412k in 2024, up from USD 265k in 2023.`,
    present: [],
    absent: ['founder-departure', 'high-churn', 'unit-economics', 'no-competition'],
    language: 'en',
    traits: ['indirect', 'figures', 'negation'],
  },
];
