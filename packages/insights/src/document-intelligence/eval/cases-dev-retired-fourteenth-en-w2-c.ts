/** Part c of cases-dev-retired-fourteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW2C: readonly RedFlagCase[] = [
  // investor 3,800,000 / 7,200,000 = 52.8% >= 50% -> investor-control; founders 3,000,000 / 7,200,000 = 41.7% >= 40%
  // bottles bought from company owned by CEO's husband -> related-party
  // margin (1.62bn - 1.31bn) / 1.62bn = 19%; plan 2.3bn / 1.62bn = 1.4x
  {
    id: 'h14-en-w2-18',
    documentType: 'business_plan',
    language: 'en',
    text: `ZOBO NATION LTD — BUSINESS PLAN 2025
Section 7: Ownership, governance and key suppliers

Following the ₦900 million bridge round completed in March 2024, the register of members reads:

   Sahel Agro Holdings Ltd ................... 3,800,000 ordinary shares
   Folake Okon and Ibrahim Musa (founders) ... 3,000,000 ordinary shares
   Staff share trust ........................... 400,000 ordinary shares
   Total ..................................... 7,200,000

Sahel Agro appoints three of the five directors and the chairman.

Suppliers
Our PET bottles and caps are bought from Okon Plastics Ltd in Ota, which is owned by Folake's
husband. Purchases in 2023 came to ₦182 million, about 14% of cost of sales. Prices are
reviewed each year against two quotes from other suppliers.

Trading summary
2023 revenue was ₦1.62 billion against cost of sales of ₦1.31 billion. The 2025 plan is
₦2.3 billion, with the Abuja and Port Harcourt depots opening in the first half.`,
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership'],
    traits: ['figures', 'indirect', 'list'],
  },
  // GM FY23 (6.40-3.71)/6.40 = 42.0%, FY24 (6.59-4.08)/6.59 = 38.1% -> down 3.9 pts < 5 -> no gross-margin flag
  // revenue up 3%; operating profit positive; unmodified audit opinion
  {
    id: 'h14-en-w2-19',
    documentType: 'financial_statements',
    language: 'en',
    text: `ELGON HIGHLAND COFFEE ROASTERS LIMITED
Annual report and financial statements — year ended 30 June 2024

Statement of profit or loss               FY2024          FY2023
                                          UGX bn          UGX bn
Revenue                                   6.59            6.40
Cost of sales                            (4.08)          (3.71)
Gross profit                              2.51            2.69
Operating expenses                       (2.21)          (2.05)
Operating profit                          0.30            0.64

Directors' review
Revenue grew by 3%, well below the 11% we achieved the year before, as two supermarket chains
cut shelf space for premium coffee. Green-bean prices at the farm gate in Mbale and Kapchorwa
rose sharply through the year and we chose to hold retail prices.

Report of the independent auditor (extract)
In our opinion the financial statements give a true and fair view of the financial position of
the Company as at 30 June 2024 and of its financial performance and cash flows for the year then
ended, in accordance with IFRS and the Companies Act of Uganda.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // investor 51.0% >= 50% -> investor-control; founders 41.0% >= 40%; FRA licence applied for, under review -> pending-licence
  {
    id: 'h14-en-w2-20',
    documentType: 'legal_docs',
    language: 'en',
    text: `TERM SHEET — PROPOSED INVESTMENT IN TAMWEEL SAHL S.A.E.
Strictly confidential. Non-binding except clauses 11 (Exclusivity) and 12 (Governing law).

1. Company: Tamweel Sahl S.A.E., a joint stock company registered in Cairo (the "Company").
2. Investor: Delta Gulf Capital Ltd (the "Investor").
3. Investment: EGP 310,000,000 for newly issued ordinary shares, payable in two tranches of
   EGP 120,000,000 (Tranche 1) and EGP 190,000,000 (Tranche 2).
4. Shareholding after Tranche 2 (fully diluted):
      Investor ........................................ 51.0%
      Karim Mansour and Yasmine Fahmy (founders) ...... 41.0%
      Employee incentive plan .......................... 8.0%
5. Conditions to Tranche 2:
   (a) the Financial Regulatory Authority granting the Company a licence to carry on consumer
       finance activity under Law No. 18 of 2020 — the application was filed on 2 February
       2024 and remains under review;
   (b) no material adverse change.
6. Board: five members; three appointed by the Investor, including the chairman.
7. Reserved matters: annual budget, new debt above EGP 20,000,000 and any change of business
   require the Investor's consent.`,
    present: ['pending-licence', 'investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'time'],
  },
  // runway GHS 3.45m / 0.31m a month = 11.1 months >= 9; net burn 310k < revenue 450k; revenue up (430k -> 450k)
  // loan repayments on schedule; landlord dispute only possible, nothing filed -> no flag
  {
    id: 'h14-en-w2-21',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Nana Yaw Darko
To: Investors — Tema Cold Link
Subject: Q2 note + the warehouse thing

Hi everyone,

Quick Q2 round-up before the proper report next month.

June revenue came in at GHS 450k (May was 430k). Net burn is running at about GHS 310k a
month and we had GHS 3.45m in the bank on 30 June, so call it eleven months on today's numbers,
longer if the two hospital contracts start in September as planned.

Every repayment on the equipment loan is on schedule; the last one went out on 28 June.

The warehouse thing: our old landlord in Tema is talking about keeping the GHS 60k deposit
because of "damage" to the loading bay. If he pushes it, it could end up in court, but nothing
has been filed and our lawyer thinks it won't come to that. I'm mentioning it so nobody hears
it first from someone else.

Shout if you have questions.

Nana`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'litigation', 'debt-distress', 'declining-revenue'],
    traits: ['figures', 'modality', 'negation', 'prose'],
  },
  // revenue ₦412m -> ₦388m -> ₦351m quarter on quarter -> declining-revenue; unaudited interim -> audit-opinion
  // unpaid CIT for 2022-2023 with FIRS demand notices -> debt-distress (tax arrears)
  // GM 133/412 = 32.3%, 125/388 = 32.2%, 113/351 = 32.2% -> stable; operating profit positive each quarter
  {
    id: 'h14-en-w2-22',
    documentType: 'financial_statements',
    language: 'en',
    text: `BRIGHTWAY HAULAGE NIGERIA LIMITED
Interim financial information for the nine months ended 30 September 2024
(These interim figures have not been audited or reviewed by the Company's auditors.)

                          Q1 2024     Q2 2024     Q3 2024
                          ₦'m         ₦'m         ₦'m
Revenue                   412         388         351
Cost of sales            (279)       (263)       (238)
Gross profit              133         125         113
Operating expenses       (110)       (108)       (105)
Operating profit           23          17           8

Note 9 — Taxation
Company income tax for the 2022 and 2023 years of assessment has not been paid. The Federal
Inland Revenue Service has issued demand notices totalling ₦38.4 million, including penalties
and interest, which are included in current liabilities. Management intends to apply for
payment by instalments once the receivable from a state government contract is collected.`,
    present: ['declining-revenue', 'audit-opinion', 'debt-distress'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
  // top customer 11.2 / 46.5 = 24.1% < 30%; inspection closed; table reconciled; leavers' options lapsed; no related parties
  {
    id: 'h14-en-w2-23',
    documentType: 'legal_docs',
    language: 'en',
    text: `SAHLA LOGISTICS TECH S.A.E. — DUE DILIGENCE QUESTIONNAIRE: COMPANY RESPONSES (extract)

Q 3.4  Has the Company been subject to any sanction, fine, warning or suspension by a regulator?
A      No. The Central Bank of Egypt's inspection of our payment-collection operations, which
       began in October 2023, was closed in January 2024 without findings.

Q 5.1  Is the capitalisation table fully reconciled?
A      Yes. Our counsel reconciled it against the commercial register and every SAFE and
       convertible note as at 31 March 2024. The reconciled table is in folder 2.1 of the data
       room.

Q 5.3  Do any former founders, employees or advisers hold shares or options?
A      No founder has left the Company. Two engineers who left in 2023 held only unvested
       options, which lapsed on their departure under the plan rules. Our one adviser holds
       0.4% (vested) and still advises us.

Q 6.2  Please describe any related-party transactions.
A      None. The Smart Village office is leased from an unrelated developer and no director,
       shareholder or relative of either supplies goods or services to the Company.

Q 7.1  Share of revenue from the largest customer?
A      24% in 2023: EGP 11.2m out of total revenue of EGP 46.5m.`,
    present: [],
    absent: ['regulatory', 'cap-table-complexity', 'dead-equity', 'related-party', 'customer-concentration', 'founder-departure'],
    traits: ['negation', 'figures', 'time'],
  },
  // costs SLE 480k a month > revenue SLE 350k a month -> burn-above-revenue
  // runway SLE 2.1m / (480k - 350k) = 16 months >= 9 -> no short-runway
  // missed March and April instalments -> debt-distress; directors' significant doubt -> going-concern
  {
    id: 'h14-en-w2-24',
    documentType: 'business_plan',
    language: 'en',
    text: `TOKEH BAY FISH & ICE LTD — BRIDGE FINANCING PLAN
Paper for the shareholders' meeting of 14 June 2024

1. Where we stand
Since the second ice plant came online, revenue has averaged SLE 350,000 a month against
operating costs of SLE 480,000. Cash at 31 May was SLE 2.1 million.

2. The bank
We did not pay the March and April instalments (SLE 95,000 each) on the Rokel Commercial Bank
asset loan, whose outstanding balance is SLE 3.4 million. The bank has agreed not to act before
31 July but has not waived the default, and under the facility it can call the whole balance.

3. The directors' view
Unless the bridge set out below closes, or the bank agrees to restructure the loan, the
directors consider that there is significant doubt about whether the company can continue as
a going concern beyond the end of this year.

4. The bridge
SLE 4.0 million in convertible notes from existing shareholders, of which SLE 2.6 million is
committed, to clear the arrears, prepay part of the loan and fund the cold-truck route to
Bo and Kenema.`,
    present: ['burn-above-revenue', 'debt-distress', 'going-concern'],
    absent: ['short-runway'],
    traits: ['figures', 'indirect', 'modality'],
  },
  // payback ₦240k / (₦55k ARPA x 72% = ₦40k) = 6 months as stated; LTV ₦40k / 2.5% = ₦1.6m, /₦240k = 6.7x as stated
  // churn 2.5% a month < 5%; one-off fees kept out of MRR; runway ₦410m / ₦20m = 20.5 months; burn ₦20m < MRR ₦62m
  {
    id: 'h14-en-w2-25',
    documentType: 'pitch_deck',
    language: 'en',
    text: `LEDGERLY — BOOKKEEPING ON WHATSAPP FOR NIGERIAN SMEs

SLIDE 7 · The business today (June 2024)
   MRR                          ₦62m   (subscriptions only)
   Paying SMEs                  1,120
   ARPA                         ₦55k / month
   Gross margin                 72%
   Monthly logo churn           2.5%
   One-off integration fees     ₦18m in H1, reported separately — not in MRR

SLIDE 8 · Unit economics
   CAC (blended, incl. field agents)   ₦240k
   Gross profit per SME per month      ₦40k
   Payback                             6 months
   LTV (₦40k ÷ 2.5% churn)             ₦1.6m → LTV:CAC ≈ 6.7x

SLIDE 9 · Cash
   Net burn ₦20m / month · ₦410m in the bank · raising ₦3bn Series A to expand to Accra`,
    present: [],
    absent: ['unit-economics', 'non-recurring-revenue', 'high-churn', 'short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list', 'table'],
  },
  // licence revocation and court challenge concern a rival, not the company; founders 44% >= 40%; largest investor 27% < 50%
  // H1 2024 GHS 5.1m > H1 2023 GHS 3.6m; no merchant above 6% of revenue
  {
    id: 'h14-en-w2-26',
    documentType: 'business_plan',
    language: 'en',
    text: `INVESTMENT MEMO — NKWA PAY LTD (GHANA)
For the Investment Committee, 12 August 2024

Business: merchant acquiring and QR payments for market traders in Kumasi, Accra and Takoradi.

Financials: revenue of GHS 7.9m in FY2023; H1 2024 revenue GHS 5.1m against GHS 3.6m in H1
2023. No merchant accounts for more than 6% of revenue.

Market event: in June the Bank of Ghana revoked the licence of ZipCedi, a competing payments
company, citing anti-money-laundering failures, and ZipCedi has challenged the revocation in the
High Court. Nkwa was not part of that action. Its enhanced payment service provider licence was
renewed in January 2024 and the Bank's last on-site inspection closed with no findings. We see
ZipCedi's exit as an opening: roughly 40,000 of its merchants need a new provider.

Ownership: the three founders, all full-time, hold 44% between them; the largest investor,
a Lagos-based fund, holds 27%.

Recommendation: proceed to term sheet at up to USD 1.5M for 12%.`,
    present: [],
    absent: ['regulatory', 'litigation', 'low-founder-ownership', 'investor-control', 'customer-concentration', 'declining-revenue'],
    traits: ['indirect', 'negation', 'figures'],
  },
];
