import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW3P1: readonly RedFlagCase[] = [
  // 01 — pitch deck, fintech (QR payments), Libya.
  // missing-financials PRESENT (indirect, by absence): the deck gives users, merchants, a raise and use-of-funds percentages, but no revenue or cost figure anywhere.
  // no-competition PRESENT (words, Q&A style): "Who else does this in Libya? Nobody ... We are alone in this market."
  // pending-licence PRESENT (split across lines): PSP licence application lodged with the Central Bank of Libya on 12 Nov 2024, "still under review", not granted.
  // founder-departure ABSENT: the CEO left Carthage Retail Bank (another company) in 2019; both founders are full-time here.
  // regulatory ABSENT: no sanction, ban or suspension and no stated uncertainty; the only regulatory point is the pending application (pending-licence).
  // burn-above-revenue ABSENT: no burn, cost or revenue figure is given, so nothing can be compared.
  {
    id: 'h18-en-w3-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `QAFILA PAY — Seed deck, September 2025 (Tripoli, Libya)

1 | The problem
Most retail payments in Libya are still made in cash. Queues for bank
withdrawals run to hours, and small shops cannot take cards.

2 | Our answer
A QR wallet on any Android phone: customers pay straight from their bank
account, merchants are settled the same day into their own account.

3 | Traction (pilot in Misrata since May 2025)
- 18 pilot merchants live; 4,300 merchants on the waiting list
- 11,900 registered users; 62% used the wallet in the last 30 days
- Integration with two Libyan banks completed

4 | Competition
Who else does this in Libya? Nobody. Bank cards are accepted in a few
hundred shops and no one offers merchant QR payments. We are alone in
this market.

5 | Regulation
Payment service provider licence: application lodged with the Central
Bank of Libya on 12 November 2024 —
still under review.

6 | Team
Hana Elmabrouk, CEO — 9 years in retail banking; left Carthage Retail
Bank (Tunis) in 2019.
Moez Ferjani, CTO — built payment switches in Tunis and Cairo.
Both founders work full-time on Qafila Pay.

7 | The raise
LYD 3.5m seed round. Use of funds: 45% engineering, 30% compliance and
licensing, 25% merchant acquisition.`,
    present: ['missing-financials', 'no-competition', 'pending-licence'],
    absent: ['founder-departure', 'regulatory', 'burn-above-revenue'],
    traits: ['list', 'split', 'indirect', 'prose'],
  },

  // 02 — audited accounts with auditor's report, packaging manufacturer, Libya. CLEAN.
  // audit-opinion ABSENT: audited, unmodified opinion ("present fairly, in all material respects").
  // going-concern ABSENT (negation): "We have not identified a material uncertainty related to going concern".
  // declining-revenue ABSENT: current year is the left column; revenue 14,820 (2024) > 12,960 (2023), up 14.4%.
  // gross-margin ABSENT: 4,890 / 14,820 = 33.0% vs 4,340 / 12,960 = 33.5%: down 0.5 pt, far from 5.
  // burn-above-revenue ABSENT: profit for the year 1,550 (2023: 1,160); costs below revenue.
  // debt-distress ABSENT (negation): loan repaid on schedule, no instalment overdue, no covenant breached.
  // litigation ABSENT (time): the 2022 distributor claim was settled in March 2024 and the case closed.
  // related-party ABSENT (negation): no transactions with parties related to directors or shareholders.
  // customer-concentration ABSENT: largest customer 16% of revenue (2023: 18%), under 30%.
  {
    id: 'h18-en-w3-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `WADI ATLAS PACKAGING CO. (joint stock company, Misrata, Libya)
Audited financial statements for the year ended 31 December 2024

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Opinion
We have audited the financial statements of Wadi Atlas Packaging Co., which
comprise the statement of financial position at 31 December 2024, the income
statement and the statement of cash flows for the year then ended, and notes.
In our opinion, the financial statements present fairly, in all material
respects, the financial position of the Company at 31 December 2024 and its
performance for the year then ended, in accordance with IFRS.
Going concern
We have not identified a material uncertainty related to going concern, and
the directors' use of the going-concern basis is appropriate.
Al-Sharif & Partners, Chartered Accountants — Misrata, 27 March 2025

INCOME STATEMENT (LYD'000)           2024        2023
Revenue                            14,820      12,960
Cost of sales                      (9,930)     (8,620)
Gross profit                        4,890       4,340
Operating expenses                 (2,610)     (2,480)
Finance costs                        (340)       (410)
Profit before tax                   1,940       1,450
Income tax                           (390)       (290)
Profit for the year                 1,550       1,160

Cash and cash equivalents at 31 December: LYD'000 3,480 (2023: 2,640).

Note 14 Borrowings. The term loan (LYD'000 2,900) is repaid on schedule; no
instalment was overdue at year end and no covenant was breached.
Note 19 Contingencies. The claim brought by a former distributor in 2022 was
settled by agreement in March 2024 and the court closed the case. No other
claim is pending.
Note 20 Related parties. The Company had no transactions with entities or
persons related to its directors or shareholders in 2024 or 2023.
Note 21 Customers. The largest customer, a dairy producer, accounted for
16% of revenue (2023: 18%).`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue', 'gross-margin', 'burn-above-revenue', 'debt-distress', 'litigation', 'related-party', 'customer-concentration'],
    traits: ['table', 'negation', 'time', 'figures'],
  },

  // 03 — SaaS metrics dashboard, HR/payroll software, Mauritius.
  // high-churn PRESENT (indirect, figures only): customers lost / customers at start = 30/412 = 7.3%, 31/418 = 7.4%, 33/425 = 7.8% a month, all over 5%.
  // non-recurring-revenue PRESENT (footnote): June MRR 1,455 includes Rs 160k one-off onboarding and migration fee for Island Freight Group.
  // unit-economics PRESENT (indirect, figures): stated LTV/CAC 6.0x rests on a 36-month lifetime and ignores margin (3,000 x 36 = 108,000);
  //   the table's own churn (~7.5%/month) gives a lifetime of ~13 months: LTV = 3,000 x 75% / 0.075 = Rs 30,000; 30,000 / 18,000 = 1.7x.
  // declining-revenue ABSENT: MRR 1,240 -> 1,275 -> 1,455 (1,295 without the one-off fee); rises every month either way.
  // burn-above-revenue ABSENT: operating costs 1,020 / 1,050 / 1,090 below recurring MRR 1,240 / 1,275 / 1,295.
  // customer-concentration ABSENT: Island Freight Group's recurring Rs 38k = 38/1,295 = 2.9%; even with the one-off, 198/1,455 = 13.6%.
  {
    id: 'h18-en-w3-03',
    documentType: 'business_plan',
    language: 'en',
    text: `KAZIDESK LTD — SaaS metrics dashboard, Q2 2025 (Ebène, Mauritius)
Prepared for the investor update of 10 July 2025. Amounts in Rs'000 unless stated.

                                Apr-25    May-25    Jun-25
Customers at start of month        412       418       425
New customers                       36        38        41
Customers lost                      30        31        33
Customers at end of month          418       425       433
MRR                              1,240     1,275     1,455*
Operating costs                  1,020     1,050     1,090

* June MRR includes Rs 160k billed to Island Freight Group for its
  onboarding and the migration of its payroll history, invoiced once.
  Its monthly subscription is Rs 38k.

Highlights
- Net customer growth: +21 in the quarter (+5.1%)
- 115 new customers signed, our best quarter so far

Unit economics (management view)
- ARPA: Rs 3,000 per month; gross margin 75%
- Average customer lifetime: 36 months
- LTV: Rs 108,000 | blended CAC in Q2: Rs 18,000
- LTV/CAC: 6.0x, well above the 3x benchmark`,
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['declining-revenue', 'burn-above-revenue', 'customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 04 — cap table with notes, solar installer, Libya. CLEAN.
  // low-founder-ownership ABSENT: three active co-founders 24.0 + 20.0 + 14.0 = 58.0% fully diluted (64.4% of issued shares, 5.8m / 9.0m).
  // investor-control ABSENT: largest investor Tripoli Ventures Fund I at 23.0%, far below 50%.
  // dead-equity ABSENT (time): the engineer who left in Feb 2024 had his 150,000 shares bought back and cancelled; he holds nothing.
  // cap-table-complexity ABSENT (negation): register, ESOP ledger and SAFE conversions reconciled by counsel; "No differences remain".
  // founder-departure ABSENT: Salem Ghariani left Green Mountain Telecom (another company) in 2015; all three founders are full-time.
  {
    id: 'h18-en-w3-04',
    documentType: 'legal_docs',
    language: 'en',
    text: `SABRATHA SOLAR SYSTEMS CO. — Capitalisation table at 30 June 2025
(ordinary shares of LYD 1 each; fully diluted)

Holder                                      Shares        %
Salem Ghariani (co-founder, CEO)         2,400,000     24.0
Yusuf Dabbashi (co-founder, CTO)         2,000,000     20.0
Mariam Elhouni (co-founder, COO)         1,400,000     14.0
Tripoli Ventures Fund I                  2,300,000     23.0
Angel investors (6 persons)                900,000      9.0
ESOP pool (520,000 granted;
  480,000 not yet granted)               1,000,000     10.0
Total                                   10,000,000    100.0

Notes
1. Ahmed Krayem, an early engineer, left the Company in February 2024. The
   150,000 shares he held were bought back by the Company on 20 March 2024
   at the price set in his shareholder agreement and cancelled; he holds no
   shares or options today.
2. The share register, the ESOP ledger and the conversion of the 2023 SAFEs
   (LYD 600,000) were reconciled by the Company's counsel on 30 June 2025.
   No differences remain and no SAFE is outstanding.
3. Tripoli Ventures Fund I has one board seat out of five and the usual
   reserved matters; it holds no other class of shares.
4. Before founding the Company, Salem Ghariani left Green Mountain Telecom
   in 2015, where he was head of network planning.
5. All three co-founders are full-time executives of the Company.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['table', 'split', 'negation', 'time', 'list'],
  },

  // 05 — investment committee memo, food manufacturing, Mauritius.
  // customer-concentration PRESENT (indirect, amount vs total): Lagoon Crest Rs 21.6m of Rs 48.0m revenue = 45%.
  // founder-departure PRESENT (words): co-founder Jean-Marc Labonne "will step back from day-to-day operations on 30 September" to a non-executive seat.
  // unrealistic-growth PRESENT (figures only): management case Rs 240m next year vs Rs 48.0m = 5.0x in one year.
  // related-party ABSENT (negation): Lagoon Crest "has no link to the founders or directors".
  // gross-margin ABSENT: 30.4% -> 31.0%, up 0.6 pt.
  // burn-above-revenue ABSENT: EBITDA Rs 6.1m and net profit Rs 3.2m; costs below revenue.
  // debt-distress ABSENT (negation): term loan serviced on schedule, no covenant breached.
  // pending-licence ABSENT (time): the Réunion export permit was granted on 2 May 2025.
  {
    id: 'h18-en-w3-05',
    documentType: 'business_plan',
    language: 'en',
    text: `INVESTMENT COMMITTEE MEMORANDUM — CONFIDENTIAL
To: Investment Committee, Tamarin Capital Partners
From: Deal team (R. Bhujun, S. Li Kam Wa)
Re: Proposed Rs 60 million Series A in Saveurs du Nord Ltd (Grand Baie, Mauritius)
Date: 4 August 2025

1. Business
Saveurs du Nord prepares chilled ready meals and pastries for hotels and
supermarkets from a 2,400 m² kitchen in Grand Baie.

2. Financial summary (audited, years to 30 June)
                       FY2023/24     FY2024/25
Revenue                Rs 39.5m      Rs 48.0m
Gross margin             30.4%         31.0%
EBITDA                 Rs 4.8m       Rs 6.1m
Net profit             Rs 2.1m       Rs 3.2m
Management case for FY2025/26: revenue of Rs 240m, driven by two new
supermarket contracts and exports to Réunion.

3. Customers
Lagoon Crest Hotels, the island's largest resort group, bought Rs 21.6m of
meals in FY2024/25; the balance came from about 140 smaller hotels and
restaurants and two supermarket chains. Lagoon Crest has no link to the
founders or directors.

4. Management
Priya Seebaluck (CEO) and Jean-Marc Labonne (head of production) founded the
company in 2017. Jean-Marc has told us he will step back from day-to-day
operations on 30 September and join the board as a non-executive director;
a production manager is being recruited.

5. Other points
- The Réunion export permit was granted on 2 May 2025.
- The Rs 18m term loan is serviced on schedule; no covenant has been breached.

6. Recommendation: proceed to due diligence, subject to points 3 and 4.`,
    present: ['customer-concentration', 'founder-departure', 'unrealistic-growth'],
    absent: ['related-party', 'gross-margin', 'burn-above-revenue', 'debt-distress', 'pending-licence'],
    traits: ['prose', 'table', 'figures', 'indirect', 'time'],
  },

  // 06 — quarterly board pack, last-mile logistics, Mauritius. CLEAN.
  // declining-revenue ABSENT: revenue 28,400 -> 30,100 -> 32,700 (Q3 up 8.6% on Q2).
  // gross-margin ABSENT: 11,600/28,400 = 40.8%, 12,200/30,100 = 40.5%, 13,400/32,700 = 41.0%; the fall to ~37% is a hypothetical ("could").
  // burn-above-revenue ABSENT: EBITDA and net profit positive each quarter (net 520 / 610 / 900).
  // short-runway ABSENT: cash fell Rs 13.5m in Q3 because of a one-off Rs 16.0m van purchase, operating cash flow +Rs 2.5m;
  //   even reading the whole fall as burn, 13.5 / 3 = Rs 4.5m a month and 81.1 / 4.5 = 18 months.
  // debt-distress / litigation ABSENT (time): the MRA VAT assessment was settled and paid in full; MRA confirmed nothing remains due.
  // related-party ABSENT (negation): landlord chosen by tender, no director or shareholder has an interest.
  // founder-departure ABSENT: the COO returned full-time from a sabbatical; nobody has left.
  // customer-concentration ABSENT: largest customer 14%, top three 22%, both under 30%.
  {
    id: 'h18-en-w3-06',
    documentType: 'business_plan',
    language: 'en',
    text: `ILOT LOGISTICS LTD — Quarterly board pack, Q3 2025 (July–September)
Board meeting of 21 October 2025, Port Louis

1. Management accounts (Rs'000)
                       Q1 2025    Q2 2025    Q3 2025
Revenue                 28,400     30,100     32,700
Cost of sales           16,800     17,900     19,300
Gross profit            11,600     12,200     13,400
Overheads                9,900     10,400     11,100
EBITDA                   1,700      1,800      2,300
Net profit                 520        610        900

2. Cash
Cash fell from Rs 94.6m to Rs 81.1m during the quarter. This reflects the
planned Rs 16.0m purchase of 40 electric vans, paid in cash; operating cash
flow for the quarter was positive at Rs 2.5m.

3. Customers
Largest customer (a supermarket chain): 14% of Q3 revenue. Top three: 22%.

4. Matters arising from the last minutes
- MRA VAT assessment on the 2022 returns: settled and paid in full on
  18 July. The MRA has confirmed in writing that nothing remains due;
  the matter is closed.
- Riche Terre depot lease: signed with a landlord chosen by tender. No
  director or shareholder has an interest in the landlord.
- The COO, Anjali Doorgakant, returned full-time from her three-month
  sabbatical on 1 September.

5. Risks discussed
A 20% rise in fuel prices could cut gross margin to about 37%; the CFO is
negotiating fixed-price fuel contracts. No such rise has happened yet.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway', 'debt-distress', 'litigation', 'related-party', 'founder-departure', 'customer-concentration'],
    traits: ['table', 'list', 'time', 'modality', 'negation', 'figures'],
  },

  // 07 — convertible note, cold-chain logistics, Libya.
  // related-party PRESENT (indirect, in the parties clause): the Noteholder is wholly owned by the father of the founder and managing director.
  // litigation PRESENT (schedule list): claim 211/2025 for LYD 265,000 before the Benghazi court, disputed, next hearing 14 Oct 2025 — open.
  // regulatory PRESENT (schedule list): warehouse operating permit suspended on 3 June 2025 by the health inspectorate, "not been lifted".
  // debt-distress ABSENT (negation): warranty that the Company is not in default under any loan or lease and has no overdue tax.
  // investor-control ABSENT: on conversion the Noteholder would hold under 10%; 1.74m (principal + 2 years' interest) / 18m cap = 9.7%.
  // (the 2023 customs penalty was paid and the file closed: past, not a current sanction; the suspension in (b) is what makes regulatory present.)
  {
    id: 'h18-en-w3-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `CONVERTIBLE LOAN NOTE INSTRUMENT
constituted on 15 September 2025 by MEDINA COLD CHAIN CO. (the "Company"),
a joint stock company registered in Benghazi, Libya

Parties
(1) The Company, represented by Ms. Amal Zlitni, founder and managing director.
(2) Al-Khadra Investments (the "Noteholder"), a company wholly owned by
    Mr. Tarek Zlitni, father of Ms. Amal Zlitni.

1. Principal: LYD 1,500,000, paid in one amount on signing.
2. Interest: 8% a year, accruing; payable only on maturity or conversion.
3. Maturity: 24 months after signing.
4. Conversion: at the next equity round of at least LYD 5,000,000, at a 20%
   discount to the round price, subject to a valuation cap of LYD 18,000,000.
   On conversion the Noteholder will hold less than 10% of the Company.
5. Events of default: non-payment at maturity, insolvency, or breach of
   clause 7. The Company warrants that at signing it is not in default under
   any loan or lease and has no overdue tax.
6. Use of proceeds: two refrigerated trucks and working capital.
7. Warranties: save as disclosed in Schedule 2, there is no claim, dispute
   or regulatory action against the Company.

Schedule 2 — Disclosures
(a) Claim no. 211/2025 filed by Jabal Refrigeration Supplies before the
    Benghazi North Court of First Instance for LYD 265,000 of equipment
    invoices. The Company disputes the invoices; the next hearing is set
    for 14 October 2025.
(b) On 3 June 2025 the municipal health inspectorate suspended the
    operating permit of the Company's Gwarsha warehouse pending repairs
    to its cold rooms. At the date of this Instrument the suspension has
    not been lifted.
(c) A customs penalty of LYD 12,000 from 2023 was paid in full in 2024;
    the file is closed.`,
    present: ['related-party', 'litigation', 'regulatory'],
    absent: ['debt-distress', 'investor-control'],
    traits: ['list', 'split', 'indirect', 'negation', 'time'],
  },
];
