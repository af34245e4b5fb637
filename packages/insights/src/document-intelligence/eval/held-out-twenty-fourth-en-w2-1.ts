/** Writer 2's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), South Africa, Zambia and Botswana, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW2P1: readonly RedFlagCase[] = [
  // customer-concentration PRESENT: R1.5M of R3.9M FY2026 revenue from Mzansi Cash & Carry = 38% >= 30%
  // unrealistic-growth PRESENT: FY2027F R17.5M / FY2026A R3.9M = 4.5x in one year >= 4x
  // pending-licence PRESENT: NCR registration applied for on 14 Aug 2026, not yet granted
  // no-competition ABSENT: slide 8 names competitors
  {
    id: 'h24-en-w2-01',
    documentType: 'pitch_deck',
    text: `KASIKREDIT
Working-capital loans for spaza shops, repaid through the till.
Seed extension | Johannesburg | November 2026

--- 1 / PROBLEM
• 100 000+ informal grocers in Gauteng alone
• Banks want 2 years of financials + collateral. Spaza owners have neither.
• Result: stock-outs on month-end weekends, owners borrow from mashonisas at 30-50% a month

--- 2 / SOLUTION
• Point-of-sale app + card machine, free to the merchant
• We see daily takings -> we underwrite on real cash flow
• 7 to 30 day stock loans, repaid as a % of daily sales

--- 3 / TRACTION
• Revenue FY2026 (Feb year-end): R3.9M, up from R1.1M in FY2025
• 2 140 active merchants, 61% in Soweto and Tembisa
• R1.5M of FY2026 revenue came from platform fees paid by Mzansi Cash & Carry, our wholesale partner
• Average loan R6 800, average term 19 days

--- 4 / REGULATORY
• Application for registration as a credit provider with the National Credit Regulator (NCR) lodged 14 August 2026 — outcome awaited
• In the meantime loans are booked on our partner bank's balance sheet under its own registration
• POPIA: Information Officer registered with the Information Regulator

--- 5 / PROJECTIONS
            FY2026A   FY2027F   FY2028F
Revenue     R3.9M     R17.5M    R41.0M
Merchants   2 140     9 500     21 000

--- 6 / COMPETITION
Bank SME desks (slow, collateral-based) | two Cape Town lending apps | the mashonisa.
Our edge: till data, not paperwork.

--- 7 / TEAM
Nomvula Khumalo, CEO (ex-retail banking, 9 yrs)
Riaan Pretorius, CTO (built POS for a regional chain)

--- 8 / THE ASK
R12M seed extension: 60% loan book first-loss, 25% product, 15% field sales.`,
    present: ['customer-concentration', 'unrealistic-growth', 'pending-licence'],
    absent: ['no-competition', 'missing-financials'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // going-concern PRESENT: directors state a material uncertainty casting significant doubt (note 2)
  // audit-opinion PRESENT: qualified opinion (inventory count not observed)
  // debt-distress PRESENT: two missed instalments, covenant breach, NAPSA arrears
  // burn-above-revenue PRESENT: loss for the year K3 412 000 -> costs above revenue
  // gross-margin ABSENT: 29.7% (2024) -> 28.9% (2025), down 0.8 points only
  // declining-revenue ABSENT: K14.2M up from K11.8M
  {
    id: 'h24-en-w2-02',
    documentType: 'financial_statements',
    text: `LUANGWA AGRILINK LIMITED
(Incorporated in the Republic of Zambia — PACRA No. 120190004471)
ANNUAL FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2025
Extract: pages 3-4, 11-14

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS
Qualified Opinion
We have audited the financial statements of Luangwa AgriLink Limited... In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements give a true and fair view...
Basis for Qualified Opinion
We were appointed after 31 December 2025 and did not observe the counting of maize and soya inventory held at the Mkushi and Chipata depots, carried at K2 960 400. We were unable to satisfy ourselves by alternative means...
Material Uncertainty Related to Going Concern
We draw attention to Note 2...
Mwale Chanda & Associates, Chartered Accountants, Lusaka, 28 May 2026

STATEMENT OF PROFIT OR LOSS                 2025 (K)       2024 (K)
Revenue                                  14 203 700     11 790 200
Cost of sales                           (10 098 800)    (8 288 500)
Gross profit                              4 104 900      3 501 700
Distribution and admin expenses          (6 381 200)    (4 977 900)
Finance costs                            (1 136 700)      (702 300)
Loss before tax                          (3 413 000)    (2 178 500)
Income tax                                    1 000              -
Loss for the year                        (3 412 000)    (2 178 500)

NOTE 2 — GOING CONCERN
The company made a loss of K3 412 000 for the year and, at the reporting date, its current liabilities exceeded its current assets by K4 870 000. The directors are seeking new equity from existing shareholders, which has not been committed at the date of approval. These conditions indicate that a material uncertainty exists which may cast significant doubt on the company's ability to continue as a going concern.

NOTE 14 — BORROWINGS
The term loan from Zambezi Commercial Bank Plc (K9 500 000, interest at BoZ policy rate + 6%) is repayable in quarterly instalments. The instalments due 30 September and 31 December 2025 were not paid, and the debt service cover ratio of 1,25x required by the facility agreement was not met at year end. The whole balance has therefore been classified as current. The bank has not demanded repayment but has reserved its rights.
Included in other payables are NAPSA contributions in arrears of K418 300 and related penalties of K61 200.`,
    present: ['going-concern', 'audit-opinion', 'debt-distress', 'burn-above-revenue'],
    absent: ['gross-margin', 'declining-revenue', 'litigation'],
    traits: ['table', 'figures', 'prose'],
  },

  // CLEAN. short-runway ABSENT: P1 550 000 cash / P140 000 net burn a month = 11.1 months >= 9
  // burn-above-revenue ABSENT: net burn P140k compared with revenue (MRR) P412k, as the guide says
  // high-churn ABSENT: 4% logo churn a month < 5%
  // customer-concentration ABSENT: largest chain 24% of MRR < 30%
  // gross-margin ABSENT: 73% -> 71%, down 2 points
  // pending-licence ABSENT: IDPC registration granted in October
  {
    id: 'h24-en-w2-03',
    documentType: 'business_plan',
    text: `From: Onalenna Kgosi <onalenna@pilisirx.co.bw>
To: investors@pilisirx.co.bw
Subject: PilisiRx — November update (month 14)

Dumelang all,

Quick one this month as we are deep in the Francistown rollout.

Numbers
- MRR: P412 000 (Oct: P388 000)
- Pharmacies live: 163 (Oct: 151). 6 cancelled, roughly 4% of the base at the start of the month, mostly single-store owners who sold up.
- Gross margin: 71% (Oct 73%) — SMS costs went up when our messaging provider changed its bulk pricing. We have a fix in testing.
- Cash in bank: P1 550 000. Net burn for November was P140 000, so about 11 months at the current rate.

Customers
Our biggest customer is still the Kalahari Pharmacies group at 24% of MRR. Two independent groups in Maun and Palapye signed this month, which brings that share down a little each time.

Compliance
Our registration with the Information and Data Protection Commission came through in October, so we can now show it in tenders. Nothing else outstanding on that front.

Asks
1. Intros to anyone at the government medical stores — we'd like to understand their e-ordering plans.
2. If you know a strong Setswana-speaking support lead in Gaborone, please send them our way.

Re a robala,
Onalenna`,
    present: [],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'gross-margin', 'pending-licence', 'burn-above-revenue'],
    traits: ['list', 'figures', 'clean'],
  },

  // low-founder-ownership PRESENT: active founders Mokoena 18% + van Wyk 13% = 31% < 40%
  // investor-control PRESENT: Highveld Growth Partners Fund II 52% >= 50%
  // dead-equity PRESENT: departed co-founder Ndlovu keeps 8%, call option lapsed, no buy-back
  // founder-departure PRESENT: co-founder Ndlovu resigned in 2025
  // cap-table-complexity ABSENT: register stated as reconciled to CIPC and share certificates
  {
    id: 'h24-en-w2-04',
    documentType: 'legal_docs',
    text: `SCHEDULE 2 TO THE SHAREHOLDERS' AGREEMENT
KWELA FREIGHT TECHNOLOGIES (PTY) LTD (Registration No. 2021/448120/07)
("the Company")

PART A — SHAREHOLDING AS AT THE SIGNATURE DATE

Shareholder                                   Ordinary shares    %
Highveld Growth Partners Fund II En Commandite     520 000       52.0
Lindiwe Mokoena (Founder, CEO)                     180 000       18.0
Pieter van Wyk (Founder, CTO)                      130 000       13.0
Sipho Ndlovu                                        80 000        8.0
Kwela Employee Share Trust                          60 000        6.0
Angel investors (3)                                 30 000        3.0
TOTAL                                            1 000 000      100.0

PART B — NOTES
1. The register of members has been reconciled by the company secretary to the CIPC records and to the issued share certificates as at 30 September 2026. No discrepancies were found.
2. Sipho Ndlovu, a co-founder and former Chief Operating Officer, resigned as a director and employee with effect from 31 July 2025. The Company's call option over his shares under clause 14 of the 2022 agreement was not exercised within the 90-day window and has lapsed. Mr Ndlovu retains his 80 000 shares, which carry full voting and dividend rights. He is not a party to the operational covenants in clause 9.
3. The shares held by the Kwela Employee Share Trust are unallocated except for 12 500 options granted in March 2026.
4. By virtue of its shareholding, Highveld Growth Partners Fund II may pass any ordinary resolution alone and, subject to the Reserved Matters in Schedule 4, appoint three of the five directors.

PART C — BOARD
Directors: L. Mokoena, P. van Wyk, T. Bezuidenhout (Highveld), A. Naidoo (Highveld), M. Dlamini (Highveld).`,
    present: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures', 'split'],
  },

  // CLEAN. unrealistic-growth ABSENT: 8.4 -> 17.6 (2.1x) -> 30.9 (1.76x) -> 46.0 (1.49x); no year >= 4x, not 3x a year over 3 years
  // gross-margin ABSENT: 38% -> 36% -> 37% -> 38%, largest fall 2 points
  // burn-above-revenue ABSENT: net profit positive in every column
  // pending-licence ABSENT: ERB licence granted 2024; litigation ABSENT: none pending; no-competition ABSENT: competitors named
  {
    id: 'h24-en-w2-05',
    documentType: 'business_plan',
    text: `MULILO SOLAR HUBS LIMITED — BUSINESS PLAN 2026-2028 (Summary)
Kitwe, Copperbelt Province | Prepared for the Series A data room

1. What we do
Mulilo runs pay-as-you-go solar kiosks in peri-urban compounds on the Copperbelt: phone charging, battery rental, and solar home systems paid in mobile-money instalments. 41 hubs are open today in Kitwe, Ndola, Chingola and Mufulira.

2. Licences and legal
We hold an Energy Regulation Board licence for the supply of solar energy systems (granted June 2024, valid to 2029) and are registered with ZRA for VAT. There is no litigation pending against the company or its directors.

3. Market and competition
We are not alone. Two international PAYG brands sell home systems through agents, and hardware shops on every main road sell cheap panels. Our difference is the hub: a physical place where customers swap batteries and get repairs the same day.

4. Financial summary (ZMW millions)
                    2025A    2026F    2027F    2028F
Hubs (year end)       41       80      130      180
Revenue              8.4     17.6     30.9     46.0
Gross margin %        38%      36%      37%      38%
Net profit           0.2      1.1      3.0      5.6

Assumptions: revenue per hub rises from K205 000 to K255 000 a year as battery rental matures; the dip in 2026 margin reflects launch discounts in the 39 new hubs. Exchange rate assumed at K26.5 / USD.

5. Funding
We are raising USD 1.8M: 70% for new hubs, 20% for inventory, 10% for systems. The two founders, Mwila Bwalya and Chileshe Tembo, remain full-time and will hold 61% after the round.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'pending-licence', 'litigation', 'no-competition', 'low-founder-ownership'],
    traits: ['table', 'figures', 'negation', 'clean'],
  },

  // short-runway PRESENT: R1.9M cash / ~R380k net burn a month = 5 months < 9
  // founder-departure PRESENT: CTO (executive) has handed in notice, last day 31 Jan
  // high-churn PRESENT: 7% logo churn in November >= 5% a month
  // burn-above-revenue ABSENT: net burn R380k compared with MRR R610k, as the guide says
  {
    id: 'h24-en-w2-06',
    documentType: 'business_plan',
    text: `[WhatsApp export — "Shesha Eats x Amber Capital" group]
[02/12/2026, 07:41] Kagiso (Shesha): Morning Yusuf, can we jump on a call today? Few things you need to hear from me first
[02/12/2026, 07:43] Yusuf Amber Cap: Sure, 11:00 works. Anything urgent?
[02/12/2026, 07:52] Kagiso (Shesha): Ja. Thabo, our CTO, handed in his notice on Friday. Last day is 31 Jan. He's going to a bank in Sandton, no drama, but it's a big hole in the tech team
[02/12/2026, 07:53] Yusuf Amber Cap: Eish. OK. Who's covering?
[02/12/2026, 07:55] Kagiso (Shesha): Lerato can hold the platform for now. We'll start looking for a head of eng this week
[02/12/2026, 07:58] Kagiso (Shesha): Other thing — Nov numbers. MRR R610k, flat on Oct. But we lost 7% of restaurants in the month, mostly the Durban ones after the delivery fee change
[02/12/2026, 08:01] Yusuf Amber Cap: 7% in one month?? what was it before
[02/12/2026, 08:02] Kagiso (Shesha): 3-4%. Durban was a mistake, I own that
[02/12/2026, 08:04] Yusuf Amber Cap: And cash?
[02/12/2026, 08:06] Kagiso (Shesha): R1.9m in the bank. Burning about R380k net a month
[02/12/2026, 08:07] Yusuf Amber Cap: ok so we need to talk bridge sooner rather than later. Send me the model before 11 pls
[02/12/2026, 08:07] Kagiso (Shesha): Will do 👍`,
    present: ['short-runway', 'founder-departure', 'high-churn'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['split', 'figures', 'indirect'],
  },
];
