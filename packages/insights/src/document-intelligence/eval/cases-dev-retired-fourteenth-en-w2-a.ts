/** Part a of cases-dev-retired-fourteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW2A: readonly RedFlagCase[] = [
  // runway: Q1 net burn ₦79m / 3 = ₦26.3m a month; cash ₦192m / 26.3 = 7.3 months < 9 -> short-runway
  // burn ₦26.3m a month < revenue ₦41.5m a month -> no burn-above-revenue; largest off-taker 21% < 30%
  {
    id: 'h14-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SLIDE 9 — WHERE WE ARE (JUNE 2024)

• Monthly revenue: ₦41.5m in May, up from ₦33.0m in January
• 31 solar cold rooms live across Lagos, Ogun and Oyo
• 2,300 farmers and 140 market traders storing with us every week
• Largest off-taker (a Lekki supermarket group): 21% of revenue
• Net burn, Q1 2024: ₦79m — mostly diesel backup, fleet repairs and the Ibadan hub fit-out
• Bank balance at 31 May: ₦192m

SLIDE 10 — THE ASK

We are raising a ₦1.2bn seed extension (about USD 800k at today's rate) to take the network
to 60 rooms and reach operating break-even in Q2 2025. Lead investor in conversation; we'd
like to close by end of Q3.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'customer-concentration', 'declining-revenue'],
    traits: ['figures', 'indirect', 'list', 'time'],
  },
  // revenue GH₵8,412k < GH₵9,655k -> declining-revenue; loss before tax -> burn-above-revenue
  // gross margin 3,111/8,412 = 37.0% vs 3,571/9,655 = 37.0% -> flat, no gross-margin flag
  {
    id: 'h14-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `AKOMA FRESH LIMITED
Financial statements for the year ended 31 December 2023

Statement of profit or loss (extract)      2023        2022
                                           GH₵'000     GH₵'000
Revenue                                    8,412       9,655
Cost of sales                             (5,301)     (6,084)
Gross profit                               3,111       3,571
Administrative and distribution costs     (5,988)     (4,702)
Finance costs                               (642)       (318)
Loss before tax                           (3,519)     (1,449)

Note 2.1 — Going concern
The company incurred a loss of GH₵3.5 million for the year and, at the reporting date, its
current liabilities exceeded its current assets by GH₵2.2 million. The directors are in
discussion with the existing shareholders for additional equity of GH₵6.0 million, which had
not been committed at the date these financial statements were approved. These conditions
indicate that a material uncertainty exists that may cast significant doubt on the company's
ability to continue as a going concern.

Independent auditor's report (extract)
In our opinion, the financial statements give a true and fair view of the financial position
of Akoma Fresh Limited as at 31 December 2023 in accordance with IFRS and the Companies Act,
2019 (Act 992). We draw attention to Note 2.1. Our opinion is not modified in respect of this
matter.`,
    present: ['declining-revenue', 'going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'gross-margin', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },
  // founders 46.2% >= 40%; largest investor 19.0% < 50%; licence already granted; no pending litigation
  {
    id: 'h14-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
KOBOLINK TECHNOLOGIES LIMITED (RC 1654321)
Non-binding, save for the Confidentiality, Exclusivity and Governing Law sections.

Issuer: KoboLink Technologies Limited, a private company incorporated in Nigeria (the "Company").
Lead Investor: Savannah Frontier Fund II LP (the "Lead"), USD 4,000,000.
Other Investors: existing seed holders exercising pro-rata rights, up to USD 1,000,000.
Pre-money valuation: USD 16,000,000 on a fully diluted basis, including an ESOP top-up to 10%.

Post-closing capitalisation (fully diluted):
  Founders (Chidi Okafor, Halima Bello) ........ 46.2%
  Lead ......................................... 19.0%
  Seed and angel investors ..................... 24.8%
  ESOP (allocated and unallocated) ............. 10.0%

Board: five directors — two nominated by the Founders, one by the Lead, one by the seed
investors, and one independent director agreed by the Founders and the Lead.

Licences: The Company holds a Payment Solution Service Provider licence granted by the Central
Bank of Nigeria on 9 February 2024. Keeping that licence in good standing is a condition of
Closing.

Representations: customary for a transaction of this kind, including that no litigation,
arbitration or regulatory proceeding is pending or, to the Company's knowledge, threatened
against the Company or either Founder.

Founder vesting: 25% of each Founder's shares vested at Closing; the balance vests monthly over
36 months.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'regulatory'],
    traits: ['negation', 'figures', 'list'],
  },
  // one-time pilot EGP 8.7M counted inside ARR EGP 24.6M -> non-recurring-revenue
  // anchor account "a little over 60%" of subscription ARR EGP 15.9M ≈ EGP 9.6M / 24.6M ≈ 39% >= 30% -> customer-concentration
  // target EGP 40M by Dec-2025 vs 24.6M in Mar-2024 ≈ 1.6x over 21 months -> not unrealistic-growth
  {
    id: 'h14-en-w2-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `06 | TRACTION

ARR (March 2024): EGP 24.6M
   – 1,140 pharmacies on monthly Dawaa+ plans ............ EGP 15.9M annualised
   – Ministry of Health e-dispensing pilot ............... EGP 8.7M
     (one-time contract, delivered and paid November 2023)

Pharmacies live: 1,140 in Cairo, Giza and Alexandria
Monthly logo churn: 1.8%

07 | HOW WE SELL

Our anchor account, Nour Pharmacies (412 branches), rolled us out group-wide last summer and
now makes up a little over 60% of subscription revenue. Independents come in through our
field team and through the two largest wholesalers, who bundle Dawaa+ with credit lines.

08 | WHERE WE'RE GOING

Target ARR of EGP 40M by December 2025, driven by Upper Egypt and the Delta.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['unrealistic-growth', 'high-churn'],
    traits: ['figures', 'indirect', 'list', 'split'],
  },
  // revenue UGX 2.1bn (2024) -> 9.4bn (2025) = 4.5x in one year -> unrealistic-growth
  // ERA licence applied for Feb 2024, not yet granted -> pending-licence
  {
    id: 'h14-en-w2-05',
    documentType: 'business_plan',
    language: 'en',
    text: `LAKESIDE POWER (U) LTD — BUSINESS PLAN 2024–2026
Section 5: Financial projections

                         2024 (budget)    2025          2026
Active connections       3,800            16,500        41,000
Revenue (UGX)            2.1bn            9.4bn         21.6bn
Gross margin             38%              41%           44%

Key assumptions
a) Tariff of UGX 1,100 per kWh on the island grids and UGX 950 on the mainland sites, in line
   with the rates we charge today.
b) Average consumption rises from 9 kWh to 14 kWh per household per month as customers add
   fridges, clippers and milling machines.
c) The 2025 and 2026 columns include the eleven Kalangala and Buvuma island sites. Our
   application for generation and distribution licences for these sites was lodged with the
   Electricity Regulatory Authority in February 2024; the public hearing took place in May and
   we are waiting for the Authority's decision, which we expect in the third quarter.
d) Capital for the island sites (about USD 3.4M) is financed 60/40 by a blended-finance
   facility and equity.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['gross-margin', 'missing-financials'],
    traits: ['table', 'figures', 'time'],
  },
  // revenue SLE 14.6m up from 11.2m; margin (14.6-6.1)/14.6 = 58.2% vs (11.2-4.6)/11.2 = 58.9% (-0.7 pt)
  // profit before tax positive; loan repaid early; covenants met; unmodified opinion; no going-concern doubt
  {
    id: 'h14-en-w2-06',
    documentType: 'financial_statements',
    language: 'en',
    text: `SALONE CREDIT LIMITED
Audited financial statements — year ended 31 December 2023 (extracts)

                                   2023          2022
                                   SLE'000       SLE'000
Revenue (fees and interest)        14,640        11,210
Direct costs                       (6,120)       (4,590)
Operating expenses                 (5,910)       (4,930)
Profit before tax                   2,610         1,690

Note 14 — Borrowings
The USD 250,000 term facility from a regional development lender was repaid in full in August
2023, four months ahead of its contractual maturity. The company met every financial covenant
on its remaining SLE-denominated overdraft throughout the year and at the reporting date.

Note 2 — Basis of preparation
The directors have assessed the company's ability to continue as a going concern for at least
twelve months from the date of approval and are satisfied that it has adequate resources to do
so. They are not aware of any material uncertainty in this respect.

Report of the independent auditors (extract)
We have audited the financial statements of Salone Credit Limited ... In our opinion, the
financial statements present fairly, in all material respects, the financial position of the
company as at 31 December 2023 in accordance with IFRS and the Companies Act 2009 of Sierra
Leone.`,
    present: [],
    absent: ['debt-distress', 'going-concern', 'audit-opinion', 'gross-margin'],
    traits: ['negation', 'table', 'figures', 'time'],
  },
  // open suit in Commercial Court -> litigation; warehouse leased from CEO's brother-in-law's company -> related-party;
  // overdue GST assessment with LRA -> debt-distress (tax arrears)
  {
    id: 'h14-en-w2-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `GBARNGA FRESH INC. — RESPONSES TO INVESTOR DUE DILIGENCE QUESTIONNAIRE (Section 4–9)

4.1 Is the Company a party to any pending or threatened litigation, arbitration or
administrative proceeding?
One matter. In November 2023 Sinoe Trading Inc., formerly our distributor for Grand Bassa
County, filed an action of damages in the Commercial Court of Liberia at Monrovia claiming
USD 182,000 for alleged wrongful termination of its distribution agreement. We filed our
answer in January. The next hearing is set for 18 July 2024. Counsel views the claim as weak.

4.2 Any other claims threatened in writing?
No.

6.3 List all transactions between the Company and any director, shareholder or their relatives.
Our Paynesville warehouse is leased from Kollie Holdings Inc. at USD 4,500 per month.
Kollie Holdings is owned by Mr. James Kollie, brother-in-law of our CEO. The lease was signed
in 2021 and we consider the rent to be in line with the market.

7.2 Are all tax returns filed and all taxes paid?
Returns are filed. Following its audit in March 2024, the Liberia Revenue Authority assessed
USD 46,300 of GST for FY2022 plus penalties. That amount is now past due; we are negotiating a
payment schedule with the LRA.

9.1 Changes in key management in the last 24 months?
None at management level. The finance manager position was newly created and filled in
September 2023.`,
    present: ['litigation', 'related-party', 'debt-distress'],
    absent: ['founder-departure'],
    traits: ['indirect', 'negation', 'figures'],
  },
  // runway GHS 9.8m / 0.70m net burn a month = 14 months >= 9; net burn 700k < revenue 820k a month
  // churn 3.1% a month < 5%; no school group above 12% of revenue; competitors named
  {
    id: 'h14-en-w2-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KASA LEARN — SERIES A, SEPTEMBER 2024

Numbers that matter
   Monthly revenue (Aug)         GHS 820k
   Paying learners               61,400
   Monthly subscriber churn      3.1%
   Net burn                      GHS 700k / month
   Cash in bank                  GHS 9.8m

Who we sell to: parents direct (72% of revenue) and 210 private schools. No school group is
above 12% of revenue.

Competition — yes, there is plenty
uLesson and Siyavula do video and practice well, and WhatsApp tutor groups cost almost nothing.
Where we win: the whole WASSCE syllabus in Twi and English, offline on a GHS 600 Android, and a
teacher dashboard that the schools actually open every day.`,
    present: [],
    absent: ['no-competition', 'high-churn', 'short-runway', 'burn-above-revenue', 'customer-concentration'],
    traits: ['figures', 'list', 'negation'],
  },
];
