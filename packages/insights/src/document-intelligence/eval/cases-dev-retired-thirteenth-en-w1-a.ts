/** Part a of cases-dev-retired-thirteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW1A: readonly RedFlagCase[] = [
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
];
