import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW2ARest } from './cases-dev-retired-sixteenth-en-w2-a-rest';

export const redFlagSixteenthEnW2A: readonly RedFlagCase[] = [
  // h16-en-w2-01 — Egypt, grocery quick-commerce, investor update.
  // declining-revenue: net revenue falls every month, EGP 3,140,000 (Jun) > 2,910,000 (Jul) > 2,760,000 (Aug) > 2,580,000 (Sep).
  // short-runway (implied): September net burn = costs 5,400,000 − revenue 2,580,000 = EGP 2,820,000;
  //   cash 16,200,000 / 2,820,000 = 5.7 months < 9.
  // burn-above-revenue: costs EGP 5.4m > revenue EGP 2.58m; net burn 2.82m > revenue 2.58m as well.
  // Tempting but absent: gross-margin (said to be stable at 19 %, no drop given); going-concern (nobody voices a doubt;
  //   bridge talks are not a going-concern statement); missing-financials (revenue and cost figures are given).
  {
    id: 'h16-en-w2-01',
    documentType: 'business_plan',
    text: `Khodar Express S.A.E. — investor update, Q3 2024
To: shareholders and board observers
From: Omar Farid, CEO

Dear all,

A short note ahead of the board call on 14 October.

Orders and net revenue by month (EGP)
Month        Orders     Net revenue
June         61,200     3,140,000
July         58,900     2,910,000
August       55,400     2,760,000
September    52,100     2,580,000

Basket size held at roughly EGP 50 but order frequency softened after we raised the free-delivery threshold in
Heliopolis and New Cairo. Gross margin was stable at about 19% across the quarter.

Cash
- Cash and deposits at CIB on 30 September: EGP 16.2 million
- Operating costs in September (riders, dark-store rent, staff, marketing): EGP 5.4 million
- No bank debt outstanding

We have started conversations with two Gulf funds about a bridge and will share a plan at the board.

Omar`,
    present: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    absent: ['gross-margin', 'going-concern', 'missing-financials'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },

  // h16-en-w2-02 — Egypt, merchant payments fintech, investor update. CLEAN.
  // short-runway absent: cash EGP 31.0m / net burn EGP 3.1m a month = 10.0 months (≥ 9).
  // burn-above-revenue absent: only a net burn is stated, EGP 3.1m < June revenue EGP 4.8m (no gross cost figure given).
  // high-churn absent: merchant churn 4.0 % a month (< 5 %).
  // customer-concentration absent: largest merchant 27 % (< 30 %), no other merchant named or above 6 %.
  // declining-revenue absent: revenue 4.1 → 4.4 → 4.8 (EGP m), rising.
  // regulatory / pending-licence absent: the CBE licence is held (granted 2023), no sanction or uncertainty stated.
  {
    id: 'h16-en-w2-02',
    documentType: 'business_plan',
    text: `Dafaa Pay — monthly investor update, June 2024

Headlines
- Revenue: April EGP 4.1m, May EGP 4.4m, June EGP 4.8m
- Active merchants: 11,840 (+620 on May)
- Merchant churn: 4.0% in June, 4.2% in May
- Largest merchant (a Delta pharmacy chain) brought 27% of processing revenue; no other merchant is above 6%
- Net burn: EGP 3.1m in June
- Cash at 30 June: EGP 31.0m, which gives us about ten months at the current burn

We have held our CBE payment-facilitator licence since 2023 and renewed our PCI DSS certification in May.
Hiring: two senior engineers joined in June; the team is now 74 people.

Ask: intros to supermarket chains in Alexandria.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'declining-revenue', 'pending-licence'],
    traits: ['list', 'figures'],
  },

  // h16-en-w2-03 — Ethiopia, pharma distribution, audited financial statements (extract).
  // audit-opinion: "qualified opinion" — "except for" the inventory the auditor could not observe.
  // going-concern: Note 2 states a material uncertainty casting significant doubt.
  // debt-distress: three CBE instalments (3 × ETB 12.0m) not paid when due; VAT of ETB 5.3m overdue to the Ministry of Revenues.
  // related-party (indirect): purchases of ETB 41.7m from Selam Pharma Import PLC, owned by the managing director's brother.
  // Tempting but absent: burn-above-revenue (profit before tax ETB 3.2m; costs below revenue);
  //   gross-margin (412.5 − 331.2 = 81.3 → 19.7 %; 388.0 − 310.4 = 77.6 → 20.0 %; down 0.3 points);
  //   declining-revenue (412.5 > 388.0).
  {
    id: 'h16-en-w2-03',
    documentType: 'financial_statements',
    text: `ABYSSINIA MEDSUPPLY PLC
Financial statements for the year ended 30 Hamle 2016 E.C. (7 July 2024)

Independent auditor's report (extract) — Tesfaye & Partners, Authorised Accountants, Addis Ababa
Qualified opinion
In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section,
the financial statements present fairly, in all material respects, the financial position of the company.
Basis for qualified opinion
We were appointed after the year end and were unable to observe the counting of inventories carried at
ETB 96.4 million. We could not satisfy ourselves by other means as to the quantities held.

Statement of profit or loss (ETB '000)
                         2016 E.C.     2015 E.C.
Revenue                  412,500       388,000
Cost of sales           (331,200)     (310,400)
Gross profit              81,300        77,600
Profit before tax          3,200         6,900

Note 2 — Going concern
Current liabilities exceed current assets by ETB 38.6 million. Continued operation depends on the bank agreeing to
reschedule the term loan. These conditions indicate a material uncertainty that may cast significant doubt on the
company's ability to continue as a going concern.

Note 14 — Borrowings
Three quarterly instalments of ETB 12.0 million each on the Commercial Bank of Ethiopia term loan, due during the
year, had not been paid at the reporting date. VAT payable includes ETB 5.3 million overdue to the Ministry of Revenues.

Note 22 — Related parties
Purchases include ETB 41.7 million from Selam Pharma Import PLC, a company owned by the brother of the managing
director. Balances due to Selam Pharma Import PLC at year end: ETB 9.8 million.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'related-party'],
    absent: ['burn-above-revenue', 'gross-margin', 'declining-revenue'],
    traits: ['table', 'prose', 'figures', 'indirect'],
  },

  // h16-en-w2-04 — Ethiopia, cold chain for flower exporters, audited financial statements. CLEAN.
  // audit-opinion absent: unmodified opinion by the auditor.
  // going-concern absent: directors state they have no doubt; no material uncertainty.
  // debt-distress absent: DBE instalments paid on schedule, DSCR 1.8× vs covenant 1.3×, nothing overdue to the Ministry of Revenues.
  // related-party absent: explicitly none.
  // customer-concentration absent: largest customer 24 % (< 30 %); no other above 8 %.
  // gross-margin absent: 186.4 − 121.1 = 65.3 → 35.0 %; 152.9 − 100.2 = 52.7 → 34.5 %; margin up 0.5 points.
  // declining-revenue absent: 186.4 > 152.9. burn-above-revenue absent: profit ETB 14.8m.
  {
    id: 'h16-en-w2-04',
    documentType: 'financial_statements',
    text: `ENTOTO COLD LOGISTICS PLC — Annual financial statements, year ended 7 July 2024 (extracts)

Independent auditor's report
Opinion: We have audited the financial statements of Entoto Cold Logistics PLC. In our opinion, they present fairly,
in all material respects, the financial position of the company at 7 July 2024 and its financial performance for the
year then ended, in accordance with IFRS for SMEs. — Alemu, Girma & Co., Authorised Accountants

Statement of profit or loss (ETB million)
                        2024      2023
Revenue                 186.4     152.9
Cost of sales          (121.1)   (100.2)
Gross profit             65.3      52.7
Profit for the year      14.8      10.1

Note 3 — Going concern
With cash of ETB 58.2 million and an undrawn DBE facility, the directors have no doubt about the company's ability to
continue as a going concern and have prepared the statements on that basis.

Note 11 — Borrowings
All instalments on the Development Bank of Ethiopia loan were paid on their due dates. The debt-service cover ratio
was 1.8x against a covenant minimum of 1.3x. No amounts were overdue to the Ministry of Revenues at year end.

Note 17 — Revenue by customer
The largest customer, Koka Roses PLC, accounted for 24% of revenue (2023: 26%). No other customer exceeded 8%.

Note 19 — Related parties
The company had no transactions with related parties during the year.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'related-party', 'customer-concentration', 'gross-margin'],
    traits: ['table', 'prose', 'negation', 'figures'],
  },

  // h16-en-w2-05 — Uganda, digital lending fintech, CEO email to investors.
  // regulatory (paraphrase): UMRA directed the company to stop issuing new loans — a suspension by a regulator.
  // litigation: a suit by 212 borrowers is pending in the Commercial Division, hearing set for September.
  // high-churn (figures only): 7,900 / 18,400 = 42.9 % of 2023 first-time borrowers came back within 12 months;
  //   a year's retention under 55 %.
  // Tempting but absent: declining-revenue (UGX 1.9bn April > 1.7bn March); missing-financials (income figures given);
  //   debt-distress (the company says it has met every payment on its lender facility).
  {
    id: 'h16-en-w2-05',
    documentType: 'business_plan',
    text: `From: Esther Nakato <esther@mpolalending.ug>
To: Investors — Mpola Lending Ltd
Subject: Update on UMRA and the borrower case

Dear all,

I want you to hear this from me before the board pack goes out.

1. On 3 May the Uganda Microfinance Regulatory Authority wrote directing us to stop issuing new loans until it has
   completed a review of our debt-collection practices. Repeat loans to existing borrowers are also covered. We have
   complied and are preparing our response with counsel.

2. The suit brought by 212 borrowers over contact-list messaging is still before the High Court (Commercial
   Division). Mediation did not produce a settlement; the hearing is fixed for September.

3. Some numbers: interest and fee income was UGX 1.9bn in April against UGX 1.7bn in March. Of the 18,400 people who
   took a first loan with us in 2023, 7,900 had taken a second loan within twelve months.

We have met every payment on our facility with the lender and remain within its covenants.

Esther Nakato
CEO`,
    present: ['regulatory', 'litigation', 'high-churn'],
    absent: ['declining-revenue', 'missing-financials', 'debt-distress'],
    traits: ['list', 'prose', 'indirect', 'figures', 'negation'],
  },

  // h16-en-w2-06 — Uganda, online grocer, deed of settlement. CLEAN.
  // litigation absent: the suit was withdrawn by consent on 14 March 2024 and the court closed the file; the dispute is over.
  //   The clause on reinstatement is only a hypothetical.
  // debt-distress absent: the settlement sum was paid in full on 2 April 2024; nothing is outstanding.
  // related-party absent: the supplier is an unrelated third party (stated).
  {
    id: 'h16-en-w2-06',
    documentType: 'legal_docs',
    text: `DEED OF SETTLEMENT

Between NILE FRESH FOODS LIMITED ("the Company") of Plot 14, Luthuli Avenue, Bugolobi, Kampala
and KIGEZI HONEY PRODUCERS LIMITED ("the Supplier").

Recitals
A. The Supplier brought Civil Suit No. 412 of 2023 against the Company in the High Court of Uganda (Commercial
   Division) claiming sums for deliveries made between March and August 2023.
B. The parties agreed terms, and on 14 March 2024 a consent order was filed withdrawing the suit with no order as to
   costs. The court has closed the file.

Terms
1. The Company paid the Supplier UGX 86,000,000 in full and final settlement on 2 April 2024. The Supplier acknowledges
   receipt and confirms that no further amount is owed.
2. Neither party admits liability.
3. The parties confirm that no other claim or proceeding is pending between them.
4. Should either party breach this deed, the other may apply to the court to enforce it.
5. The Supplier confirms that it is not connected with any director or shareholder of the Company.

Signed as a deed in Kampala on 5 April 2024.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'related-party'],
    traits: ['list', 'time', 'negation', 'modality'],
  },

  // h16-en-w2-07 — Tanzania, cold chain, shareholders' agreement schedule.
  // investor-control: Kilima Agri Fund II holds 520,000 / 1,000,000 = 52.0 % (≥ 50 %).
  // low-founder-ownership: active founders Neema Mushi 18.0 % + Baraka Kimaro 12.0 % = 30.0 % (< 40 %).
  //   Ownership check: 52.0 + 18.0 + 12.0 + 9.0 + 9.0 = 100.0 %.
  // founder-departure (paraphrase): co-founder Joseph Lyimo ceased to be an employee and director on 31 March 2022.
  // dead-equity: he still holds 90,000 shares (9.0 %); no transfer notice served, nothing bought back.
  // Tempting but absent: cap-table-complexity (the schedule is said to agree with the register of members).
  {
    id: 'h16-en-w2-07',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT — BARIDI LOGISTICS LIMITED (Dar es Salaam)

Recital C. Joseph Lyimo, one of the three persons who founded the Company, ceased to be an employee and a director on
31 March 2022. He continues to hold the shares set out in Schedule 1. No transfer notice has been served in respect
of those shares.

Clause 6 — Reserved matters. The matters in Schedule 3 require the prior written consent of the Investor.
Clause 9 — Drag-along. Holders of more than 50% of the shares may require all other shareholders to sell.

Schedule 1 — Shareholding at 1 July 2024
Shareholder                              Ordinary shares       %
Kilima Agri Fund II LP                       520,000        52.0
Neema Mushi (founder, CEO)                   180,000        18.0
Baraka Kimaro (founder, COO)                 120,000        12.0
Joseph Lyimo                                  90,000         9.0
Employee share pool (unallocated)             90,000         9.0
Total                                      1,000,000       100.0

The Company confirms that Schedule 1 agrees with its register of members and with the filings at BRELA.`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'prose', 'figures', 'indirect', 'time'],
  },

  ...redFlagSixteenthEnW2ARest,
];
