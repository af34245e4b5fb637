import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW1P1: readonly RedFlagCase[] = [
  // 01 — monthly investor update, payments / agent network, Rwanda.
  // short-runway PRESENT (figures only, weekly burn + two currencies): cash RWF 131m + USD 18,200 (≈ RWF 25m) ≈ RWF 156m;
  //   net burn RWF 6m a week × 52/12 ≈ RWF 26m a month; 156 / 26 ≈ 6.0 months < 9 (even RWF alone: 131 / 26 = 5.0).
  // high-churn PRESENT (figures only): 1,240 agents active in January, 1,023 still transacting in February → 217 / 1,240 = 17.5% in one month ≥ 5%.
  // pending-licence PRESENT (indirectly): PSP file sent to BNR in October, questions answered, "no date for a decision".
  // burn-above-revenue ABSENT: net burn ≈ RWF 26m a month < revenue RWF 41.2m.
  // regulatory ABSENT: no sanction and no stated regulatory uncertainty; only an application awaiting a decision.
  // declining-revenue ABSENT: revenue 41.2m vs 37.9m, up. High-churn is hidden by the flat headline count (1,023 + 260 = 1,283).
  {
    id: 'h17-en-w1-01',
    documentType: 'business_plan',
    language: 'en',
    text: `Ihuza Pay — monthly investor update, February 2025
From: Diane Mukamana, CEO · To: shareholders and board observers

Hi everyone,

February in numbers
- Transaction value through our agents: RWF 4.6bn (January: RWF 4.1bn)
- Revenue (merchant fees + float commissions): RWF 41.2m (January: RWF 37.9m)
- Net cash out: roughly RWF 6m every week, the same pace as January
- Bank balances on 28 Feb: RWF 131m at I&M Bank and USD 18,200 in our Bank of Kigali dollar account

Agent network
We went into February with 1,240 agents who had transacted in January across Nyabugogo, Kimironko, Remera and Musanze town. By 28 February only 1,023 of them had made a single transaction in the month; most of the others moved their float to MTN MoMo after it raised agent commissions in Gasabo. We signed 260 new agents, so the total looks flat at 1,283, which hides what is happening in the base.

National Bank of Rwanda
Our payment service provider file went to BNR on 9 October 2024. Their January letter asked for more detail on the safeguarding account and the IT audit; Jean-Bosco Ndayisaba, our compliance lead, sent the answers on 3 February. We have no date for a decision. Until then we keep processing under the Equity Bank sponsorship agreement.

Fundraise
Two Nairobi funds are in diligence for a USD 1.5m extension. We would like a term sheet signed by the end of April.

Asks
- Introductions to the finance teams at Simba and Sawa City supermarkets
- Anyone who has been through the BNR PSP process recently: 30 minutes with Jean-Bosco would help`,
    present: ['short-runway', 'high-churn', 'pending-licence'],
    absent: ['burn-above-revenue', 'regulatory', 'declining-revenue'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },

  // 02 — audited financial statements with notes, soya processing, Zambia.
  // audit-opinion PRESENT (indirectly, the word "qualified" never used): "except for the possible effects", inventory count not observed.
  // declining-revenue PRESENT (figures only): revenue K 184,620k in 2024 vs K 211,340k in 2023.
  // debt-distress PRESENT (indirectly): covenant max 3.5× net debt / EBITDA, actual 4.2× → breach, no waiver, loan reclassified current.
  // related-party PRESENT (indirectly): K 21.7m of beans bought from a company owned by the managing director's spouse.
  // gross-margin ABSENT: 45,410 / 184,620 = 24.6% vs 56,640 / 211,340 = 26.8% → down 2.2 points < 5.
  // going-concern ABSENT: directors use the going-concern basis with the bank's letter; no doubt stated by directors or auditor.
  // litigation ABSENT: no claim outstanding; the 2023 transporter claim was settled and withdrawn.
  // burn-above-revenue ABSENT: profit for the year K 5,173k (costs below revenue).
  {
    id: 'h17-en-w1-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `CHISANGA SOYA PROCESSORS LIMITED (Lusaka, Zambia)
Financial statements for the year ended 31 December 2024 — extracts

Independent auditor's report to the members (Mwale & Partners, Chartered Accountants)
Opinion
We have audited the financial statements of Chisanga Soya Processors Limited set out on pages 9 to 41. In our opinion, except for the possible effects of the matter described in the next paragraph, the financial statements give a true and fair view of the financial position of the Company at 31 December 2024 in accordance with IFRS Accounting Standards and the Companies Act No. 10 of 2017.
We were appointed on 20 February 2025 and so did not observe the counting of soya bean and soya cake inventories at 31 December 2024, stated at K 38.4m. We could not satisfy ourselves about those quantities by other means.

Statement of profit or loss (K'000)
                              2024        2023
Revenue                    184,620     211,340
Cost of sales             (139,210)   (154,700)
Gross profit                45,410      56,640
Operating expenses         (31,880)    (30,950)
Finance costs               (6,140)     (4,870)
Profit before tax            7,390      20,820
Income tax (30%)            (2,217)     (6,246)
Profit for the year          5,173      14,574

Note 2 — Basis of preparation
The directors have prepared these statements on the going-concern basis. Zanaco has confirmed in writing that it will not demand early repayment of the term loan before 31 March 2026.

Note 14 — Borrowings
The Zanaco term loan (K 48.0m at 31 December 2024) requires net debt not to exceed 3.5 times EBITDA at each year end. At 31 December 2024 the ratio was 4.2 times. No waiver had been received when these statements were approved, and the whole balance is therefore shown within current liabilities.

Note 22 — Related parties
During the year the Company bought soya beans for K 21.7m (2023: K 9.3m) from Mwila Farms Limited, which is owned by Mrs Bupe Chisanga, wife of the managing director, Mr Kelvin Chisanga. Purchase prices were agreed by the managing director.

Note 25 — Contingent liabilities
No legal claims were outstanding against the Company at 31 December 2024. The claim brought by a transporter in 2023 was settled and withdrawn in March 2024.`,
    present: ['audit-opinion', 'declining-revenue', 'debt-distress', 'related-party'],
    absent: ['gross-margin', 'going-concern', 'litigation', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 03 — board memo, B2B grocery marketplace, Rwanda.
  // founder-departure PRESENT (indirectly): co-founder and COO will hand over operations by 30 June and move to Toronto (announced);
  //   a third co-founder also left in 2022.
  // dead-equity PRESENT (indirectly): Aline Uwase left in 2022, the call option lapsed unexercised, she still holds 9%.
  // low-founder-ownership PRESENT (table): active founders 20.0% + 13.0% = 33.0% < 40% (Aline's 9% is not an active founder's).
  // cap-table-complexity PRESENT (indirectly): RDB register 1,254,000 shares vs cap table 1,320,000 → 66,000-share gap
  //   that counsel cannot trace; management will not send the table to investors until it is cleared up.
  // investor-control ABSENT: largest investor 409,200 / 1,320,000 = 31.0% < 50%.
  {
    id: 'h17-en-w1-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `BOARD MEMO — CONFIDENTIAL
Soko Connect Ltd, Kigali
To: Board of Directors
From: Eric Niyonzima, CEO and co-founder
Date: 12 May 2025
Re: Management changes and shareholding ahead of the Series A

1. Operations
Jean-Paul Habimana, co-founder and COO, told me last week that he will hand over operations by 30 June and move to Toronto with his family. He has offered to advise us informally until December. We are interviewing two candidates for Head of Operations, one from Bralirwa's distribution team.

2. Shareholding (our cap table, fully diluted)
| Holder                              | Shares    | %      |
|-------------------------------------|-----------|--------|
| Eric Niyonzima                      | 264,000   | 20.0%  |
| Jean-Paul Habimana                  | 171,600   | 13.0%  |
| Aline Uwase                         | 118,800   | 9.0%   |
| Imbuto Capital                      | 409,200   | 31.0%  |
| Volcano Seed Fund                   | 198,000   | 15.0%  |
| ESOP (granted and unallocated)      | 158,400   | 12.0%  |
| Total                               | 1,320,000 | 100.0% |

Aline, our third co-founder, left in 2022 to join the Ministry of Trade. The shareholders' agreement gave the company a call option on her shares at nominal value for twelve months; it lapsed in 2023 without being exercised, and she is still on the register.

3. Register
The RDB register shows 1,254,000 issued shares. Our counsel at Kalisa & Associates has not yet been able to say which allotments explain the 66,000-share gap with the table above, or whether some were never filed. I propose that we do not send the cap table to Series A investors until this is cleared up.

4. Decisions requested
Approve the Head of Operations search; instruct counsel to report on the register by 15 June.`,
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control'],
    traits: ['table', 'indirect', 'split'],
  },

  // 04 — pitch deck, pay-as-you-go solar, Zambia.
  // no-competition PRESENT (indirectly): "the only pay-as-you-go solar company selling in these three districts… kerosene or nothing".
  // unit-economics PRESENT (figures only): claimed LTV/CAC 4.8x, but LTV = K 58 margin × 15 months = K 870; 870 / 1,850 = 0.47x.
  // unrealistic-growth PRESENT (figures only): K 4.1m → 18.5m = 4.5× in one year (then 3.3×; 140 / 4.1 = 34× over three years ≥ 27×).
  // short-runway ABSENT: cash K 3.3m / net burn K 260k a month = 12.7 months ≥ 9.
  // burn-above-revenue ABSENT: net burn K 260k < monthly revenue K 410k.
  // missing-financials ABSENT: revenue and burn figures are given.
  {
    id: 'h17-en-w1-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KUWALA SOLAR — Seed round deck, March 2025 (Kitwe, Zambia)

1 / Problem
In Mpongwe, Masaiti and Lufwanyama districts fewer than one household in seven is on the ZESCO grid. Families spend K 150–200 a month on kerosene, candles and phone charging at the market.

2 / Our answer
A 50 W solar home system (four lights, radio, phone charging) paid by mobile money over 18 months, installed and serviced by 64 village agents.

3 / Market position
Kuwala is the only pay-as-you-go solar company selling in these three districts. Households there have kerosene or nothing.

4 / Traction
- 2,350 systems sold since launch in mid-2023
- 2024 revenue K 4.1m; March 2025 revenue K 410k
- Net burn K 260k a month; cash in bank K 3.3m

5 / Unit economics
CAC (agent commission, marketing, installation)    K 1,850
Average monthly payment                             K 145
Gross margin per customer per month                 K 58
Average paying life of a customer                   15 months
LTV / CAC                                           4.8x

6 / Plan
Revenue (K m)     2024A    2025F    2026F    2027F
                   4.1     18.5     61.0    140.0

7 / Team
Bwalya Mwape (CEO, ex-ZESCO rural electrification), Chola Kasonde (COO, 9 years in PAYG distribution)

8 / The ask
USD 750k seed (about K 20m) for 6,000 more systems and a branch in Solwezi.`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth'],
    absent: ['short-runway', 'burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 05 — monthly investor update (e-mail), fleet-tracking SaaS, Zambia.
  // non-recurring-revenue PRESENT (indirectly): April MRR K 612,000 includes a one-off K 71,000 onboarding fee.
  // gross-margin PRESENT (figures only, table): 62% in March → 51% in April = down 11 points ≥ 5.
  // customer-concentration PRESENT (in words): two named accounts are "a little over a third" of subscription billing ≥ 30%.
  // high-churn ABSENT: 3 cancellations out of 88 fleets = 3.4% in the month < 5%.
  // short-runway ABSENT: K 3.9m / K 290k = 13.4 months.
  // burn-above-revenue ABSENT: net burn K 290k < revenue (K 541k subscriptions, K 612k with the fee).
  // declining-revenue ABSENT: even without the fee, 612 − 71 = K 541k > March K 528k.
  {
    id: 'h17-en-w1-05',
    documentType: 'business_plan',
    language: 'en',
    text: `Subject: Tenga Fleet — April 2025 investor update
From: Mapalo Siame <mapalo@tengafleet.co.zm>
To: Tenga investors

Hi all,

Quick numbers for April (Kwacha):

|                          | April      | March      |
|--------------------------|------------|------------|
| MRR                      | K 612,000  | K 528,000  |
| Fleets on subscription   | 86         | 88         |
| Gross margin             | 51%        | 62%        |
| Net burn                 | K 290,000  | K 305,000  |
| Cash at month end        | K 3.9m     | K 4.2m     |

Notes on the table
- April MRR includes K 71,000 that Zambezi Haulage paid for onboarding its 140 trucks (installation and driver training). It is billed once, but it went through the same invoice run as the subscriptions, so it sits in the figure.
- Three fleets cancelled (two small Kitwe operators and a school-bus firm in Ndola) and one joined.
- Margin: Airtel's new IoT data tariff applied from 1 April, and we replaced 38 faulty trackers at our own cost.

Where the money comes from
Zambezi Haulage and Copperbelt Bulk Carriers are now our two biggest accounts. Between them they pay a little over a third of our subscription billing, before counting the onboarding fee. We want to dilute that by signing mid-sized fleets on the Lusaka–Nakonde corridor.

People
A second support engineer starts in Kitwe on 2 June.

Mapalo`,
    present: ['non-recurring-revenue', 'gross-margin', 'customer-concentration'],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 06 — audited financial statements with notes, diagnostics laboratories, Rwanda.
  // going-concern PRESENT (directly): auditor's "material uncertainty … significant doubt" paragraph.
  // burn-above-revenue PRESENT (figures): loss for the year RWF 418.3m → costs above revenue RWF 694.3m.
  // debt-distress PRESENT (indirectly): RRA taxes of RWF 62.9m declared but not paid by their due dates, penalties added = tax arrears.
  // litigation PRESENT (indirectly): supplier's RWF 57m suit in the Commercial Court, next hearing July 2025 (open).
  // audit-opinion ABSENT: opinion "present fairly", explicitly "not modified" by the going-concern paragraph.
  // declining-revenue ABSENT: 694,300 vs 612,800, up.
  // gross-margin ABSENT: 291,600 / 694,300 = 42.0% vs 271,700 / 612,800 = 44.3% → down 2.3 points < 5.
  {
    id: 'h17-en-w1-06',
    documentType: 'financial_statements',
    language: 'en',
    text: `KEZA DIAGNOSTICS LTD — Kigali, Rwanda
Audited financial statements for the year ended 31 December 2024 (extracts)

Independent auditor's report (Ingabo Audit & Advisory Ltd, Kigali)
Opinion: In our opinion, the financial statements present fairly, in all material respects, the financial position of Keza Diagnostics Ltd at 31 December 2024 and its financial performance for the year then ended, in accordance with IFRS for SMEs and Law No. 007/2021 governing companies.
Material uncertainty related to going concern: We draw attention to Note 2, which indicates that the Company incurred a loss of RWF 418.3m for the year and that, at 31 December 2024, its current liabilities exceeded its current assets by RWF 265.0m. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.

Statement of comprehensive income (RWF '000)
                               2024        2023
Revenue                     694,300     612,800
Cost of services           (402,700)   (341,100)
Gross profit                291,600     271,700
Operating expenses         (668,400)   (521,300)
Finance costs               (41,500)    (22,900)
Loss for the year          (418,300)   (272,500)

Note 2 — Going concern
The directors are negotiating USD 600k of new equity with a Kigali-based health investment fund. No agreement had been signed at the date these statements were approved.

Note 17 — Trade and other payables
Includes PAYE, VAT and withholding tax owed to the Rwanda Revenue Authority of RWF 86.4m (2023: RWF 31.0m). Of this, RWF 62.9m relates to returns for periods from March 2023 to May 2024 that were filed but not paid by their due dates; RRA has added penalties and late-payment interest of RWF 9.8m.

Note 23 — Contingent liabilities
In September 2024 Kivu Medical Supplies Ltd sued the Company in the Commercial Court of Nyarugenge for RWF 57m for reagents it says were delivered and not paid for. The Company disputes the quantities. The next hearing is set for 14 July 2025; no provision has been recognised.`,
    present: ['going-concern', 'burn-above-revenue', 'debt-distress', 'litigation'],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    traits: ['table', 'figures', 'indirect', 'negation'],
  },

  // 07 — monthly investor update, specialty coffee exports, Rwanda. CLEAN but tempting.
  // short-runway ABSENT (time): "under five months in October", now cash USD 612k / net burn USD 54k = 11.3 months ≥ 9.
  // customer-concentration ABSENT: largest buyer 27% of Q1 sales < 30%.
  // high-churn ABSENT: 2 of 48 subscription roasters did not renew for the quarter = 4.2% a quarter.
  // litigation ABSENT: cooperative dispute settled and withdrawn from court (closed).
  // pending-licence ABSENT: NAEB export licence renewed (granted) on 4 March.
  // debt-distress ABSENT: BRD loan current, instalment paid early. founder-departure ABSENT: rumour denied, new vesting signed.
  // gross-margin ABSENT: 33% → 31% = down 2 points. burn-above-revenue ABSENT: net burn 54k < sales 71k.
  {
    id: 'h17-en-w1-07',
    documentType: 'business_plan',
    language: 'en',
    text: `Ikawa Direct — investor update, March 2025
Claudine Mukeshimana & Patrick Nsengimana

The short version: a calmer month.

Money
• Sales in March: USD 71k (February: USD 66k). Gross margin 31% (February: 33%) on the last of the 2024 lots.
• Net burn: USD 54k. Cash on 31 March: USD 612k.
• In October we were looking at under five months of cash. With the USD 500k bridge note closed in January, we now have a little over eleven.

Buyers
Our Melbourne roaster is still the largest account, at 27% of Q1 sales. Roasters in Seoul and Oslo took their first containers. Of the 48 roasters on our sample subscription in January, 46 renewed for Q2.

Housekeeping
• The dispute with the Nyamasheke cooperative over the 2023 cherry price is over: we signed a settlement on 12 February and the case was withdrawn from the Rusizi Intermediate Court on 21 February.
• NAEB renewed our export licence on 4 March; it is valid until March 2027.
• The BRD working-capital loan is current. The March instalment went out on the 10th, five days early.
• Some of you heard from a roaster that Claudine was leaving. She is not: she signed a new four-year vesting agreement with the board last week.

Next month
The first 2025 cherry arrives at the Gisakura washing station in mid-April; we will send cupping scores with the April update.`,
    present: [],
    absent: [
      'short-runway',
      'customer-concentration',
      'high-churn',
      'litigation',
      'pending-licence',
      'debt-distress',
      'founder-departure',
      'gross-margin',
      'burn-above-revenue',
    ],
    traits: ['list', 'negation', 'time', 'figures'],
  },
];
