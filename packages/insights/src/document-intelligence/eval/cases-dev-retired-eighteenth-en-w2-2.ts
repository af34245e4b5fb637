import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW2P2: readonly RedFlagCase[] = [
  // 08 — Audited annual financial statements, flour milling, Eritrea. CLEAN.
  // audit-opinion ABSENT: audited, "Our opinion is not modified".
  // going-concern ABSENT: auditor found no material uncertainty; directors state no doubt.
  // gross-margin ABSENT: 5,020/15,960 = 31.5 % → 5,710/18,420 = 31.0 %, down 0.5 point.
  // non-recurring-revenue ABSENT: the Nfk 300k one-off insurance payment is shown as other income, outside revenue.
  // short-runway / burn-above-revenue ABSENT: cash fell 4,120 → 2,930 only because of an early loan repayment; profitable both years (1,815 and 1,210), no burn.
  // debt-distress ABSENT: every instalment paid on time, no covenant breach.  litigation ABSENT: claim dismissed, no appeal, closed.
  // related-party ABSENT: none in either year.  customer-concentration ABSENT: largest customer ≤ 8 %.  declining-revenue ABSENT: 15,960 → 18,420.
  {
    id: 'h18-en-w2-08',
    documentType: 'financial_statements',
    language: 'en',
    text: `MENDEFERA AGRO-MILLS SHARE COMPANY
Financial statements for the year ended 31 December 2024 (extract)

Independent auditor's report to the shareholders
We have audited the financial statements of Mendefera Agro-Mills Share Company. In our opinion they
give a true and fair view of the Company's financial position at 31 December 2024 and of its
performance for the year then ended, in accordance with IFRS for SMEs. Our opinion is not modified.
We have not identified any material uncertainty relating to going concern.
Habte & Woldu, Certified Public Accountants — Asmara, 28 March 2025

Statement of profit or loss (Nfk '000)          2024        2023
Revenue                                        18,420      15,960
Cost of sales                                 (12,710)    (10,940)
Gross profit                                    5,710       5,020
Other income                                      300           –
Operating expenses                             (3,180)     (2,950)
Operating profit                                2,830       2,070
Finance costs                                    (410)       (460)
Profit before tax                               2,420       1,610
Income tax                                       (605)       (400)
Profit for the year                             1,815       1,210

Selected notes
6. Other income: a one-off insurance payment for storm damage to the warehouse roof, shown outside revenue.
9. Cash: cash fell from Nfk 4,120k to Nfk 2,930k, mainly because the Company repaid Nfk 1,800k of
   its term loan ahead of schedule.
11. Borrowings: remaining term loan Nfk 3,600k. Every instalment has been paid on or before its due
    date, and no covenant was breached during the year or since.
14. Contingencies: a claim by a former distributor was dismissed by the High Court in March 2024; no
    appeal was lodged within the appeal period and the matter is closed.
15. Related parties: there were no transactions with related parties in 2024 or 2023.
16. Going concern: the Company is profitable and the directors have no doubt about its ability to
    continue in operation for at least twelve months from the date of approval.
17. Customers: no single customer accounted for more than 8% of revenue in either year.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'non-recurring-revenue', 'short-runway', 'burn-above-revenue', 'debt-distress', 'litigation', 'related-party', 'customer-concentration'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 09 — Regulator's letter, online pharmacy, Mozambique.
  // regulatory PRESENT (indirect, ban in words without "suspend"): "shall not deliver prescription-only medicines" 15 Apr–14 Jul 2025, plus a MZN 450,000 fine.
  // pending-licence PRESENT (words): wholesale distribution licence applied for on 2 Dec 2024, "remains under review".
  // debt-distress PRESENT (words): inspection fees for 2023 and 2024 (MZN 184,000) "remain unpaid" after two reminders = arrears to the State.
  // litigation ABSENT: an appeal is only possible ("may appeal"); none has been lodged.
  {
    id: 'h18-en-w2-09',
    documentType: 'legal_docs',
    language: 'en',
    text: `AUTORIDADE NACIONAL DE INSPECÇÃO FARMACÊUTICA (ANIF)
Ref. ANIF/INS/112/2025                                           Maputo, 4 April 2025

To: The Managing Director, FarmaJá, Lda, Matola
Subject: Outcome of the inspection of 18 February 2025

1. During the inspection of your Matola warehouse on 18 February 2025, inspectors found that 37
   home-delivery orders for prescription-only medicines had been dispatched between November 2024
   and February 2025 without a verified prescription.
2. Having considered your written reply of 10 March 2025, the Authority has decided that:
   (a) from 15 April 2025 to 14 July 2025 inclusive, FarmaJá shall not deliver prescription-only
       medicines to patients' homes; over-the-counter sales at your two licensed pharmacies in
       Maputo and Matola may continue;
   (b) a fine of MZN 450,000 is payable within 30 days of the date of this letter.
3. Your application of 2 December 2024 for a wholesale distribution licence remains under review.
   It will not be decided before the period in 2(a) has ended and a follow-up inspection has
   taken place.
4. We also record that the annual inspection fees for 2023 and 2024, totalling MZN 184,000,
   remain unpaid despite our reminders of 10 September 2024 and 20 January 2025.
5. You may appeal against this decision to the Minister within 30 days. An appeal does not
   suspend the measure in 2(a).

Fernando Muianga
Head of Inspection`,
    present: ['regulatory', 'pending-licence', 'debt-distress'],
    absent: ['litigation'],
    traits: ['list', 'indirect', 'modality', 'time'],
  },

  // 10 — Investor screening memo, school-management software, Eritrea.
  // going-concern PRESENT (directors' note, quoted): "material uncertainty that may cast significant doubt ... going concern".
  // burn-above-revenue PRESENT (figures): FY2024 costs Nfk 10.9m > revenue Nfk 5.1m (loss 5.8m); FY2023 loss too.
  // non-recurring-revenue PRESENT (words): ARR of Nfk 6.2m "includes" the Nfk 1.1m one-time migration fee.
  // high-churn PRESENT (figures only): cohort retention 58/120 = 48.3 % (< 55 %); churn 51.7 % a year (≥ 45 %).
  // unit-economics PRESENT (figures contradict claim): deck CAC Nfk 8,000, payback < 3 months; actual CAC 2,400,000 / 60 = Nfk 40,000, payback 40,000 / 3,900 = 10.3 months.
  // short-runway ABSENT: 6.1m / 0.45m = 13.6 months (≥ 9).
  // audit-opinion ABSENT: FY2024 audited, opinion unmodified (the going-concern doubt is the directors').
  // customer-concentration ABSENT: largest subscriber 6 % of FY2024 revenue; the exam board's one-off is 1.1/6.2 = 17.7 % of ARR.
  // declining-revenue ABSENT: 4.3m → 5.1m.  investor-control / low-founder-ownership ABSENT: founders 64 %, largest investor 21 %.
  {
    id: 'h18-en-w2-10',
    documentType: 'business_plan',
    language: 'en',
    text: `SEMENAWI CAPITAL — SCREENING MEMO (internal)
Company: Mereb Systems PLC, Asmara · school-management software for private and public schools
Ask: Nfk 15 million for 20% · Prepared by T. Asfaha, 12 May 2025

Key figures supplied by the company (FY2024 audited by Tesfazion & Partners, opinion unmodified)
- Revenue FY2024 Nfk 5.1m (FY2023 Nfk 4.3m); total costs FY2024 Nfk 10.9m; loss Nfk 5.8m
  (FY2023 loss Nfk 4.9m).
- ARR at 31 March 2025: Nfk 6.2m. This includes the Nfk 1.1m fee for the one-time migration of
  exam records for the national exam board, invoiced in February 2025.
- Cash at 31 March 2025: Nfk 6.1m; average net cash outflow Jan–Mar 2025: Nfk 450k a month.
- Schools: 120 were subscribing in January 2024; 58 of them were still subscribing in
  January 2025. 60 new schools signed during 2024; 110 schools subscribing at January 2025.
- Average subscription: Nfk 3,900 a month per school. Largest subscriber: 6% of FY2024 revenue.
- Sales and marketing spend FY2024: Nfk 2.4m.
- Management deck, slide 9: "CAC of Nfk 8,000 per school, paid back in under three months."

Going concern
The directors' note in the FY2024 accounts states that without new equity before the second
quarter of 2026 "a material uncertainty exists that may cast significant doubt on the Company's
ability to continue as a going concern".

Ownership: founders (CEO and CTO) 64%; largest outside investor 21%; no borrowings.

Next steps: cohort data by school type; sales pipeline; reference calls with five head teachers.`,
    present: ['going-concern', 'burn-above-revenue', 'non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: ['short-runway', 'audit-opinion', 'customer-concentration', 'declining-revenue', 'investor-control', 'low-founder-ownership'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },

  // 11 — One-page teaser, pay-as-you-go solar irrigation, Mozambique. CLEAN.
  // missing-financials ABSENT: revenue and net profit figures given.
  // unrealistic-growth ABSENT: 52.0/31.5 = 1.65×, 84.2/52.0 = 1.62×, budget 130/84.2 = 1.54× a year.
  // unit-economics ABSENT: (58,000 - 36,000) / 58,000 = 37.9 % ≈ the stated 38 % and the 38 % gross margin in the accounts.
  // debt-distress ABSENT: the 3.2 % overdue is farmers' instalments owed to Kuwanga, not Kuwanga's debt; its own loan is current.
  // no-competition ABSENT: three competitors named.  pending-licence ABSENT: licence granted March 2023.
  // founder-departure ABSENT: the CEO left a different company in 2017, before founding.  burn-above-revenue ABSENT: profit every year.
  // gross-margin ABSENT: 37 % → 38 %, up.  low-founder-ownership ABSENT: founders 66 %.  audit-opinion ABSENT: 2022–2024 audited.
  {
    id: 'h18-en-w2-11',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KUWANGA SOLAR IRRIGATION — ONE-PAGE TEASER
Chimoio, Manica, Mozambique · Series A: USD 2.5m

What we do
Pay-as-you-go solar water pumps for smallholder vegetable growers, who pay over 18 months from
harvest income.

Traction (FY2022–FY2024 audited; FY2025 is budget)
  Revenue      MZN 31.5m (2022) → 52.0m (2023) → 84.2m (2024) → 130m (2025 budget)
  Net profit   MZN 1.9m → 4.6m → 7.9m
  Pumps installed: 5,480 since launch

Unit economics
A pump sells for MZN 58,000 over 18 months and costs us MZN 36,000 landed and installed: a margin
of about 38% per pump, in line with our 2024 gross margin of 38% (2023: 37%).

Collections
96.8% of farmer instalments collected on time in 2024; 3.2% of the farmer portfolio is more than
30 days overdue. Kuwanga's own bank loan: all payments current.

Competition
Three PAYG solar firms sell home systems in Manica; two of them also sell pumps, but without
harvest-linked payment plans.

Licence: consumer-credit operator licence granted in March 2023, valid for five years.
Team: Zacarias Muchanga (CEO) co-founded a cashew exporter, which he left in 2017 before starting
Kuwanga; Felismina Tivane (COO). The founders hold 66% of the shares.`,
    present: [],
    absent: ['missing-financials', 'unrealistic-growth', 'unit-economics', 'debt-distress', 'no-competition', 'pending-licence', 'founder-departure', 'burn-above-revenue', 'gross-margin'],
    traits: ['list', 'figures', 'negation', 'time'],
  },

  // 12 — Shareholders' agreement, dairy, Eritrea. CLEAN.
  // low-founder-ownership ABSENT: founders (340,000 + 280,000) / 1,000,000 = 62 % fully diluted.
  // investor-control ABSENT: investor 240,000 / 1,000,000 = 24 %; consent rights are not a 50 % holding.
  // founder-departure / dead-equity ABSENT: the leaver buy-back is a hypothetical clause ("If a Founder ceases"); the departed supervisor (not an executive) held only options, which lapsed.
  // related-party ABSENT: consent clause for any future founder/family contract; no such transaction exists.
  // cap-table-complexity ABSENT: Schedule 1 reconciled to the register, no other instruments.
  // litigation / regulatory / pending-licence ABSENT: warranties of none; milk-processing permit issued 2022, valid to 2027.
  {
    id: 'h18-en-w2-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHAREHOLDERS' AGREEMENT — HALHALE DAIRY SHARE COMPANY, Asmara, Eritrea
Dated 3 March 2025

PARTIES: Semenawi Capital Ltd (the "Investor"); Meron Tekle and Filmon Asmerom (the "Founders");
Aklilu Ghebreyesus (the "Angel"); and Halhale Dairy Share Company (the "Company").

1. SHARES. The shares and options are held as set out in Schedule 1, which the company secretary
   has reconciled to the share register. There are no other shares, options, warrants or
   convertible instruments outstanding.
2. BOARD. Five directors: two appointed by the Founders, one by the Investor and two independent
   directors appointed jointly.
3. INVESTOR CONSENT. The Investor's prior written consent is required for: (a) any issue of new
   shares; (b) borrowing above Nfk 5 million; (c) any contract between the Company and a Founder,
   a director or a member of their families.
4. LEAVERS. 4.1 If a Founder ceases to be employed by the Company within four years of this
   Agreement, the Company shall buy back that Founder's unvested shares at nominal value within
   90 days. 4.2 Options held by an employee lapse on leaving and return to the pool; the 20,000
   options of a former milk-collection supervisor lapsed in this way in 2024.
5. WARRANTIES. The Founders warrant that no litigation is pending or threatened against the
   Company and that no authority has imposed any sanction on it. The Company's milk-processing
   permit was issued by the Ministry of Agriculture in 2022 and is valid until 2027.

SCHEDULE 1 — FULLY DILUTED HOLDINGS AT SIGNING
Meron Tekle                       340,000 shares
Filmon Asmerom                    280,000 shares
Semenawi Capital Ltd              240,000 shares
Aklilu Ghebreyesus                 60,000 shares
Option pool (reserved)             80,000 options
Total                           1,000,000`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'related-party', 'cap-table-complexity', 'litigation', 'pending-licence'],
    traits: ['table', 'modality', 'negation', 'figures'],
  },

  // 13 — Monthly management accounts with covering notes, mining-equipment maintenance, Mozambique.
  // audit-opinion PRESENT (direct): "Unaudited; prepared by management"; FY2024 audit still in progress.
  // customer-concentration PRESENT (table, MZN '000 in header): Carvão Zambeze 19,800 / 47,500 = 41.7 % of Mar–May revenue.
  // cap-table-complexity PRESENT (words): register 100,000 quotas vs investor schedule 104,700; "the two do not agree and we have not yet traced the difference".
  // declining-revenue ABSENT: 14,900 → 15,800 → 16,800.
  // gross-margin ABSENT: 5,360/14,900 = 36.0 %, 5,720/15,800 = 36.2 %, 6,030/16,800 = 35.9 %.
  // burn-above-revenue ABSENT: operating profit every month (1,460; 1,710; 1,910).
  // debt-distress ABSENT: loan instalment paid as scheduled; the customer's late payment is the customer's, since received.
  {
    id: 'h18-en-w2-13',
    documentType: 'financial_statements',
    language: 'en',
    text: `MOATIZE ENGINEERING SERVICES, LDA — MANAGEMENT ACCOUNTS, MAY 2025
Tete, Mozambique · Unaudited; prepared by management. The FY2024 statutory audit is still in progress.

1. Profit and loss (MZN '000)        Mar-25     Apr-25     May-25
Revenue                              14,900     15,800     16,800
Cost of sales                        (9,540)   (10,080)   (10,770)
Gross profit                          5,360      5,720      6,030
Overheads                            (3,900)    (4,010)    (4,120)
Operating profit                      1,460      1,710      1,910

2. Revenue by customer, March–May 2025 (MZN '000)
Carvão Zambeze Contractors           19,800
Tete Hauliers                         6,200
Benga Drilling Services               4,900
37 other customers                   16,600
Total                                47,500

3. Notes
- Cash at 31 May: MZN 12.3m. The equipment-loan instalment of MZN 850k was paid on 5 May as
  scheduled; nothing is overdue.
- Carvão Zambeze paid its April invoice 20 days late; it has since been received in full.
- Shareholding: the quota register at the notary shows 100,000 quotas held by four quota-holders;
  the investor schedule used in last year's round shows 104,700 after conversion of the 2023
  notes. The two do not agree and we have not yet traced the difference. Counsel expects to
  revert in June.`,
    present: ['audit-opinion', 'customer-concentration', 'cap-table-complexity'],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
];
