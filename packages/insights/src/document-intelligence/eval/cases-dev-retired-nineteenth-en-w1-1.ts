import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW1P1Rest } from './cases-dev-retired-nineteenth-en-w1-1-rest';

export const redFlagNineteenthEnW1P1: readonly RedFlagCase[] = [
  // 01 — Audit report with notes, fruit processor, Mutare, Zimbabwe.
  // audit-opinion PRESENT: "except for the possible effects" = qualified opinion (inventory count not observed).
  // going-concern PRESENT: auditor's material uncertainty paragraph and directors' note 2.
  // declining-revenue PRESENT (figures): revenue 2 846 500 (2024) < 3 312 800 (2023), i.e. -14.1%.
  // burn-above-revenue PRESENT (figures): costs 2 201 600 + 1 021 700 + 241 600 = 3 464 900 > revenue 2 846 500 (loss 618 400).
  // short-runway PRESENT (figures): operating cash outflow 402 000 / 12 = 33 500 a month; cash 61 800 / 33 500 = 1.8 months.
  // debt-distress PRESENT (indirect): two instalments of US$ 95 000 unpaid, DSCR 0.6 against 1.3 minimum, ZIMRA PAYE/VAT unpaid since August.
  // related-party PRESENT: purchases of US$ 486 200 from a partnership 70% held by the managing director's wife.
  // gross-margin ABSENT: 764 100 / 3 312 800 = 23.1% (2023) vs 644 900 / 2 846 500 = 22.7% (2024): down 0.4 points only.
  // litigation ABSENT: the bank "has not demanded early repayment"; no claim exists.
  {
    id: 'h19-en-w1-01',
    documentType: 'financial_statements',
    language: 'en',
    text: `CHIMANIMANI FRESH PRODUCE (PRIVATE) LIMITED
Annual financial statements for the year ended 31 December 2024

INDEPENDENT AUDITOR'S REPORT
To the members of Chimanimani Fresh Produce (Private) Limited

Qualified opinion
We have audited the financial statements of Chimanimani Fresh Produce (Private) Limited (the
"Company") set out on pages 9 to 34, which comprise the statement of financial position as at
31 December 2024, the statement of profit or loss and other comprehensive income, the statement
of changes in equity and the statement of cash flows for the year then ended, and the notes,
including material accounting policy information.

In our opinion, except for the possible effects of the matter described in the Basis for
qualified opinion section of our report, the financial statements present fairly, in all
material respects, the financial position of the Company as at 31 December 2024 and its
financial performance and cash flows for the year then ended in accordance with IFRS Accounting
Standards and the Companies and Other Business Entities Act (Chapter 24:31).

Basis for qualified opinion
Inventories of dried fruit, pulp and packaging are carried at US$ 412 300 (2023: US$ 388 900).
We were appointed on 20 February 2025 and therefore did not observe the counting of physical
inventories at 31 December 2024. We were unable to satisfy ourselves by alternative means
concerning the quantities held at that date. Consequently, we were unable to determine whether
any adjustments to inventories, cost of sales and the loss for the year were necessary.

Material uncertainty related to going concern
We draw attention to note 2, which indicates that the Company incurred a loss of US$ 618 400
for the year ended 31 December 2024 and that, at that date, its current liabilities exceeded
its current assets by US$ 534 700. As stated in note 2, these conditions indicate that a
material uncertainty exists that may cast significant doubt on the Company's ability to
continue as a going concern. Our opinion is not further modified in respect of this matter.

Mutasa Chikomo & Associates, Chartered Accountants (Zimbabwe)
Per: L. Chikomo, PAAB practice number 0419
Mutare, 28 May 2025

EXTRACTS FROM THE FINANCIAL STATEMENTS                     2024 US$        2023 US$
Revenue                                                 2 846 500       3 312 800
Cost of sales                                          (2 201 600)     (2 548 700)
Gross profit                                              644 900         764 100
Distribution and administrative expenses               (1 021 700)       (842 300)
Finance costs                                            (241 600)       (168 400)
Loss before tax                                          (618 400)       (246 600)

Net cash used in operating activities                    (402 000)       (151 300)
Cash and cash equivalents at 31 December                   61 800         233 500

NOTES (EXTRACTS)

2. Basis of preparation
The directors have prepared these statements on the going concern basis. Continuing to trade
depends on the bank not calling the term loan (note 14), on settling the tax balances in
note 9 and on raising new equity; talks with two investors have not yet produced a term sheet.

9. Trade and other payables
Includes PAYE and VAT owed to the Zimbabwe Revenue Authority of ZWG 3 450 000 (US$ 128 600),
which fell due between August and December 2024 and remained unpaid at year end. Interest
accrues on the outstanding amounts.

14. Borrowings
The term loan of US$ 1 150 000 from Kariba Merchant Bank Limited is secured over the Mutare
packhouse. The quarterly instalments of US$ 95 000 due on 30 September and 31 December 2024
were not paid. At 31 December 2024 the debt service cover ratio was 0.6 times, against the
minimum of 1.3 times set in the facility agreement. The bank has not demanded early
repayment; the whole balance is shown under current liabilities.

21. Related party transactions
During the year the Company bought fresh mangoes and bananas for US$ 486 200 (2023:
US$ 401 700) from Birchenough Growers, a partnership in which Mrs R. Nhamo, the wife of the
managing director, Mr T. Nhamo, holds a 70% share. Prices were agreed by the managing director.
US$ 112 400 was owed to the partnership at year end.`,
    present: [
      'audit-opinion',
      'going-concern',
      'declining-revenue',
      'burn-above-revenue',
      'short-runway',
      'debt-distress',
      'related-party',
    ],
    absent: ['gross-margin', 'litigation'],
    traits: ['table', 'prose', 'split', 'figures', 'indirect'],
  },

  // 02 — Term sheet, payments start-up, Port Sudan, Sudan.
  // investor-control PRESENT (figures): Al-Rawabi holds 6,000 / 10,000 = 60% today (and 6,000 / 11,500 = 52.2% after both tranches).
  // low-founder-ownership PRESENT (figures): founders 1,500 + 1,100 = 2,600 / 10,000 = 26% today (2,600 / 11,500 = 22.6% after).
  // dead-equity PRESENT (indirect): Osman and Hamid left in 2023 and 2024; their 900 shares were never bought back.
  // cap-table-complexity PRESENT (indirect): register inaccessible, spreadsheet not matched against the 2022 notes, "final table may differ".
  // pending-licence PRESENT (indirect): CBoS payment service provider licence applied for 12 Feb 2025, no decision.
  // founder-departure ABSENT: the two leavers were an engineer and an operations associate, not founders or executives; both founders stay.
  // missing-financials ABSENT: a legal document, to which the class does not apply.
  // Price check: US$ 375,000 / 1,500 shares = US$ 250 a share; 10,000 x 250 = US$ 2.5m pre-money.
  {
    id: 'h19-en-w1-02',
    documentType: 'legal_docs',
    language: 'en',
    text: `SAHIL PAY CO. LTD
SUMMARY OF PRINCIPAL TERMS - INVESTMENT BY SAVANNA IMPACT FUND
Port Sudan, 17 June 2025. Non-binding, except clauses 13 (Confidentiality) and 14 (Exclusivity).

1. Company: Sahil Pay Co. Ltd, registered under the Companies Act 2015, operating office in
   Port Sudan, Red Sea State (the "Company"): agent-based mobile payments and cash-in/cash-out.
2. Investor: Savanna Impact Fund LP (the "Investor").
3. Founders: Amna Elfadil (Chief Executive Officer) and Yousif Babiker (Chief Technology Officer).
4. Amount: US$ 375,000 for 1,500 new ordinary shares at US$ 250 per share, in two tranches:
   (a) US$ 150,000 for 600 shares at Completion;
   (b) US$ 225,000 for 900 shares within 15 business days of the condition in clause 5(b).
   Any amount paid locally in SDG will be converted at the Central Bank of Sudan indicative rate
   published on the payment date.
5. Conditions
   (a) Completion: satisfactory legal and financial due diligence; adoption of amended Articles.
   (b) Second tranche: grant to the Company of a payment service provider licence by the Central
       Bank of Sudan. The Company filed its application on 12 February 2025. The Payment Systems
       Department acknowledged receipt and asked for further documents, which were delivered on
       30 April 2025. No decision has been communicated to the Company.
6. Shareholding

   Holder                          Shares today     After both tranches
   Al-Rawabi Holding Co. Ltd              6,000                   6,000
   Amna Elfadil                           1,500                   1,500
   Yousif Babiker                         1,100                   1,100
   Mohamed Osman                            500                     500
   Sara Hamid                               400                     400
   Option pool (unallocated)                500                     500
   Savanna Impact Fund LP                     -                   1,500
   Total                                 10,000                  11,500

   Mr Osman (software engineer, 2021-2023) and Ms Hamid (field operations associate,
   2021-2024) no longer work for the Company. Their shares had vested in full when they left,
   and the Company did not exercise its option to buy them back.

   The share register kept by the Registrar General of Commercial Registration in Khartoum has
   not been accessible since April 2023. The figures above are taken from the Company's own
   spreadsheet and have not been checked against the convertible notes issued in 2022
   (SDG 14.5 million face value), whose conversion into shares is still being calculated by
   the Company's counsel. The final table may differ from the one above.
7. Board: five directors; Al-Rawabi keeps its three seats (including the Chair), the Founders
   one seat, and the Investor one seat.
8. Information rights: quarterly reports within 45 days; audited annual accounts within 150
   days of year end; annual budget before the start of each year.
9. Anti-dilution: broad-based weighted average.
10. Founder undertakings: the Founders will work full time for the Company; their shares will
    be subject to a 36-month reverse vesting schedule from Completion.
11. Use of proceeds: agent network in Kassala and Gedaref, float for agents, compliance staff.
12. Costs: each party bears its own costs.
13. Confidentiality: the terms of this summary may not be disclosed without consent.
14. Exclusivity: 60 days from signature.
15. Governing law: the laws of Sudan; any dispute under the definitive agreements to be
    resolved by arbitration seated in Port Sudan.

For the Company: ______________   For the Investor: ______________`,
    present: [
      'investor-control',
      'low-founder-ownership',
      'dead-equity',
      'cap-table-complexity',
      'pending-licence',
    ],
    absent: ['founder-departure', 'missing-financials'],
    traits: ['table', 'list', 'figures', 'indirect', 'split'],
  },

  // 03 — Investor update e-mail, pharmacy ordering platform, Harare, Zimbabwe. CLEAN.
  // customer-concentration ABSENT: largest customer 13% of Q2 revenue; no other above 6%.
  // high-churn ABSENT: 2 pharmacies lost out of 198 at the start of the quarter = 1.0% a quarter, about 0.3% a month.
  // pending-licence ABSENT: ZIMRA certification granted on 12 June.
  // founder-departure ABSENT: CTO on paternity leave and back on 7 July.
  // declining-revenue ABSENT: 52 400 < 55 700 < 58 900; Q2 167 000 > Q1 146 300.
  // burn-above-revenue ABSENT: June costs 41 800 < revenue 58 900 (every month costs below revenue).
  // gross-margin ABSENT: 62% -> 61%, down 1 point.
  // unrealistic-growth ABSENT: Q3 guidance 185 000 / 167 000 = 1.11x.
  {
    id: 'h19-en-w1-03',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Rudo Chidavaenzi <rudo@chemlink.co.zw>
To: investors@chemlink.co.zw
Date: Tue, 8 Jul 2025 07:42
Subject: ChemLink - Q2 2025 investor update

Hi everyone,

Short version: a good quarter. Revenue grew every month, we stayed profitable at the operating
line, and the fiscalisation work that was holding back the big chains is done.

1. Numbers (US$; ZWG receipts converted at the interbank rate on the day received)

   Month         Revenue    Operating costs    Pharmacies live
   April 2025     52 400             39 900                198
   May 2025       55 700             40 600                205
   June 2025      58 900             41 800                212

   Q2 revenue was US$ 167 000 against US$ 146 300 in Q1. Gross margin 61% (Q1: 62%); the small
   slip is the higher bulk-SMS price since May. About 22% of collections came in ZWG; we convert
   within the week. Cash on 30 June: US$ 318 400 plus ZWG 1 240 000.
   For Q3 we expect revenue of roughly US$ 185 000.

2. Customers
   - We started the quarter with 198 pharmacies and ended with 212: 16 joined, 2 left. One
     closed its Chitungwiza branch; the other was bought by a chain that already uses ChemLink.
   - Our largest customer, Greenwood Pharmacies (27 branches), brought 13% of Q2 revenue. No
     other customer is above 6%.

3. Approvals
   ZIMRA certified our fiscalisation integration on 12 June, so pharmacies on ChemLink can now
   issue fiscal receipts straight from the till. Two of the three chains that were waiting for
   this have signed; the third is piloting in four branches.

4. Team
   Tonderai (CTO) was on paternity leave for most of June and is back from 7 July - mother and
   baby are well. Nyasha Moyo joins on 1 August as head of sales for Bulawayo and Gweru.

5. Accounts
   The FY2024 financial statements were signed off in May with an unmodified audit opinion.
   Copies are in the data room.

6. Asks
   - Introductions to pharmacy groups in Mutare and Masvingo.
   - Anyone who knows the procurement team at a medical aid society: we want to talk claims.

Thanks as always,
Rudo
CEO, ChemLink Zimbabwe`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'pending-licence', 'founder-departure'],
    traits: ['table', 'list', 'figures', 'negation'],
  },

  ...redFlagNineteenthEnW1P1Rest,
];
