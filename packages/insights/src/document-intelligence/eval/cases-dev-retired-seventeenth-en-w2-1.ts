import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW2P1: readonly RedFlagCase[] = [
  // 01 — pitch deck, payments / agent network, Sierra Leone (USD).
  // pending-licence PRESENT (directly): own PSP licence application filed with the Bank of Sierra Leone on 12 Nov 2024, decision "expected in Q2", not issued.
  // customer-concentration PRESENT (figures only): Network A 81,400 / 186,000 = 43.8% of Q1 revenue ≥ 30%.
  // short-runway PRESENT (figures, a quarter's burn): net burn Q1 144k / 3 = 48k a month; cash 310k / 48k = 6.5 months < 9.
  // burn-above-revenue ABSENT: net burn 48k a month < revenue 186k / 3 = 62k a month (net burn compared with revenue as stated).
  {
    id: 'h17-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `MABELA PAY — Series A deck
Freetown · April 2025 · confidential

SLIDE 2 — WHAT WE DO
Cash-in/cash-out, airtime and bill payments through 1,340 agent kiosks in Western Area, Bo, Kenema and Makeni. Agents keep a commission; we keep a margin on every transaction plus a monthly software fee from the networks we connect.

SLIDE 5 — TRACTION, Q1 2025
| Revenue by source              | Q1 2025 (USD) |
|--------------------------------|---------------|
| Network A (mobile money MNO)   | 81,400        |
| EDSA prepaid electricity       | 38,900        |
| Guma Valley water bills        | 21,700        |
| Agent software fees            | 44,000        |
| Total                          | 186,000       |

2.9m transactions in the quarter, 71% of them outside Freetown.

SLIDE 7 — REGULATION
Today we settle through the e-money licence of our partner bank. Our own payment service provider licence application went to the Bank of Sierra Leone on 12 November 2024; the on-site inspection was completed in February and the decision is expected in Q2. Until it is issued we cannot hold customer float in our own name.

SLIDE 9 — FINANCIALS
- Gross margin: 41%
- Net burn, Q1 2025 (after revenue): USD 144k
- Cash at bank, 31 March 2025: USD 310k

SLIDE 10 — THE ASK
USD 1.5m Series A: 600 new agents in the Northern and Eastern provinces, a compliance team, and break-even by Q3 2026.`,
    present: ['pending-licence', 'customer-concentration', 'short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 02 — unaudited management accounts, cashew processing, The Gambia (GMD).
  // audit-opinion PRESENT (directly): "Not reviewed or audited; the FY2024 audit has not yet started".
  // declining-revenue PRESENT (table): revenue D 44.1m FY2024 < D 48.6m FY2023.
  // gross-margin PRESENT (figures only): 15,100 / 48,600 = 31.1% → 9,700 / 44,100 = 22.0%, down 9.1 points ≥ 5.
  // debt-distress PRESENT (indirectly): two GRA payment-plan instalments (tax) not paid on their due dates = tax arrears.
  // customer-concentration ABSENT: largest buyer 27% < 30%. burn-above-revenue ABSENT: costs 34,400 + 8,900 + 600 = 43,900 < revenue 44,100 (profit D 200k).
  {
    id: 'h17-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `KOMBO CASHEW PROCESSORS LTD
Brikama, West Coast Region — The Gambia
Management accounts, year to 31 December 2024
Prepared by the finance manager for the board meeting of 20 February 2025. Not reviewed or audited; the FY2024 audit has not yet started.

Income statement (GMD '000)              FY2024      FY2023
Revenue (kernel exports and local)       44,100      48,600
Cost of sales                           (34,400)    (33,500)
Gross profit                              9,700      15,100
Selling and administrative expenses      (8,900)     (9,300)
Finance costs                              (600)       (700)
Profit before tax                           200       5,100

Notes from the finance manager
1. Raw nut prices at the Farafenni and Basse buying points rose by about 40% over the season, while the kernel price to our main Vietnamese buyer stayed fixed under the 2023 contract. We processed fewer tonnes rather than buy at a loss.
2. Customers: the Vietnamese buyer took 27% of FY2024 revenue (FY2023: 24%); the balance went to eleven European and Gulf importers and to the local market.
3. GRA: the 2023 income tax and VAT assessment of D 2.3m is being paid under a six-instalment plan agreed in November 2024. The December and January instalments, D 383k each, were not paid on their due dates; I have written to GRA to ask for a new schedule.
4. Bank overdraft: D 3.1m drawn of a D 4.0m limit.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'debt-distress'],
    absent: ['customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 03 — monthly investor update (e-mail), tourism booking platform, Seychelles (SCR). CLEAN.
  // short-runway ABSENT: cash 5.7m / net burn 570k = 10 months ≥ 9.
  // high-churn ABSENT: 9 / 212 = 4.2% a month < 5%.
  // customer-concentration ABSENT: largest partner 26% now (was 31% a year ago; the current figure counts).
  // litigation ABSENT: claim withdrawn, file closed. founder-departure ABSENT: maternity leave, she stays CTO.
  // burn-above-revenue ABSENT: net burn 570k < commission revenue 812k. declining-revenue ABSENT: 690k → 744k → 812k.
  {
    id: 'h17-en-w2-03',
    documentType: 'business_plan',
    language: 'en',
    text: `Subject: IslandStay — March 2025 update
From: Marie-Claire Hoareau <mc@islandstay.sc>
To: IslandStay investors

Hi everyone,

Short one this month, the Easter rush has started on Praslin.

Numbers
• Commission revenue SCR 812k in March (February SCR 744k, January SCR 690k). Gross bookings through the platform: SCR 6.9m.
• Partner guesthouses and villas: 212 on 1 March; 9 left during the month and 17 joined, so 220 on 31 March. That's 4.2% churn for the month, our worst since November, mostly small La Digue places closing for renovation.
• Net burn SCR 570k, close to the Q1 average. Cash on 31 March SCR 5.7m, so roughly ten months at this pace. We don't plan to raise before September.
• The Anse Volbert villa group is now 26% of commission revenue. A year ago it was 31%, and bringing it down was one of the things you asked us for.

Housekeeping
• The dispute with our former web agency is over: they withdrew their SCR 180k claim in February and the Magistrates' Court closed the file on 3 March. No costs were paid on either side.
• Nadia is on maternity leave from 1 April to 30 June. She remains CTO and a director; Kevin Esparon leads engineering until she is back.

Thanks as always,
Marie-Claire`,
    present: [],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'litigation', 'founder-departure', 'burn-above-revenue'],
    traits: ['list', 'figures', 'near-threshold', 'time', 'negation'],
  },

  // 04 — shareholders' agreement extract, logistics, South Sudan.
  // investor-control PRESENT (table): Equatoria Frontier Fund 52.0% ≥ 50%.
  // low-founder-ownership PRESENT (table): active founders Deng Garang 19.0 + Rebecca Achol 12.0 = 31.0% < 40%.
  // founder-departure PRESENT (indirectly): co-founder Peter Lado "ceased to be an employee and director" on 30 June 2023.
  // dead-equity PRESENT (indirectly): no Leaver notice served, he "continues to hold" 9.0%; nothing bought back.
  // cap-table-complexity ABSENT: the schedule reconciles to 1,000,000 shares = 100.0%.
  {
    id: 'h17-en-w2-04',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHAREHOLDERS' AGREEMENT — NILE GATE LOGISTICS LIMITED (Juba)
Extract placed in the data room: Recitals, clause 4 and Schedule 2

Recital (C). Peter Lado, one of the three persons who founded the Company in 2019, ceased to be an employee and a director of the Company on 30 June 2023. No Leaver notice was served under the 2019 founders' agreement, and he continues to hold his Ordinary Shares, which rank pari passu in all respects with the other Ordinary Shares.

Recital (D). The Investor has agreed to subscribe for 520,000 Ordinary Shares on the terms of the Subscription Agreement of even date.

4.1 The Board shall consist of five directors: three appointed by the Investor for so long as it holds more than one half of the issued shares, one appointed by the Founders acting together, and the Chief Executive Officer.
4.2 The chair of the Board shall be appointed by the Investor and shall have a casting vote.

SCHEDULE 2 — Shareholdings at Completion
| Shareholder                                  | Ordinary shares | %     |
|----------------------------------------------|-----------------|-------|
| Equatoria Frontier Fund I LP ("Investor")    | 520,000         | 52.0  |
| Deng Garang (Founder, Chief Executive)       | 190,000         | 19.0  |
| Rebecca Achol (Founder, Chief Operating Off.)| 120,000         | 12.0  |
| Peter Lado                                   | 90,000          | 9.0   |
| Employee share pool (unallocated)            | 80,000          | 8.0   |
| Total                                        | 1,000,000       | 100.0 |`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'indirect', 'figures', 'time'],
  },

  // 05 — business plan with projections, PAYG solar, Somaliland (USD, SLSH).
  // unrealistic-growth PRESENT (figures only): revenue 220k FY2024 → 1,100k FY2025 = 5.0× ≥ 4× (then 3,900 / 1,100 = 3.5×).
  // no-competition PRESENT (directly): "no other pay-as-you-go solar company operating in Somaliland"; market sellers "not competition".
  // related-party PRESENT (indirectly): warehouse leased from Jama Brothers Trading, company of the CEO's brother.
  // pending-licence ABSENT: both registrations already issued (2021, March 2023). missing-financials ABSENT: revenue figures given.
  {
    id: 'h17-en-w2-05',
    documentType: 'business_plan',
    language: 'en',
    text: `SOLARHOME SOMALILAND LTD — Business plan 2025–2027
Hargeisa · prepared for the Series A data room · January 2025

1. Business
We sell pay-as-you-go solar home systems (panel, battery, four lights, phone charging, optional TV) to households in Hargeisa, Burao, Borama and Gabiley. Customers pay a deposit and daily instalments by mobile money over 18 months; the system locks remotely when a payment is missed. Founders: Abdirahman Hassan Jama (CEO) and Hodan Abdi (CFO).

2. Market and competition
About 60% of households outside Hargeisa have no grid connection. There is currently no other pay-as-you-go solar company operating in Somaliland. Households buy unbranded panels for cash in the Waheen market, which we do not regard as competition.

3. Operations
Assembly, storage and repairs are at the Berbera Road warehouse, leased from Jama Brothers Trading, the company of our CEO's brother Yusuf Hassan Jama, at USD 3,000 a month (three-year lease approved by the board in 2023). Kits are imported through Berbera port.

4. Licences
Registered with the Ministry of Trade and Tourism (2021); Ministry of Energy and Minerals certificate issued in March 2023.

5. Projections
| USD '000        | FY2024 actual | FY2025 | FY2026 | FY2027 |
|-----------------|---------------|--------|--------|--------|
| Systems sold    | 1,150         | 5,800  | 20,500 | 44,000 |
| Revenue         | 220           | 1,100  | 3,900  | 8,600  |
| Gross margin    | 28%           | 34%    | 38%    | 40%    |
Shilling receipts converted at SLSH 8,600 per USD throughout.`,
    present: ['unrealistic-growth', 'no-competition', 'related-party'],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 06 — audited financial statements (extract), palm-oil processing, Sierra Leone (SLE). CLEAN.
  // audit-opinion ABSENT: unmodified opinion signed by the auditors.
  // gross-margin ABSENT: 14,700 / 38,400 = 38.3% → 15,600 / 45,900 = 34.0%, down 4.3 points < 5.
  // declining-revenue ABSENT: revenue up 38.4m → 45.9m (only profit before tax dips, 3,100 → 3,000).
  // debt-distress ABSENT: all covenants met, no waiver. going-concern ABSENT: no material uncertainty, "nothing to report".
  {
    id: 'h17-en-w2-06',
    documentType: 'financial_statements',
    language: 'en',
    text: `GOLA PALM PROCESSING (SL) LIMITED — Kenema
Financial statements for the year ended 31 December 2024 (extracts)

Independent auditor's report to the members
Opinion. We have audited the financial statements of Gola Palm Processing (SL) Limited. In our opinion they give a true and fair view of the financial position of the Company at 31 December 2024 and of its performance for the year then ended, in accordance with the IFRS for SMEs and the Companies Act 2009.
Conclusions relating to going concern. We have concluded that the directors' use of the going-concern basis of accounting is appropriate and we have nothing to report in this respect.
Sesay, Conteh & Co., Chartered Accountants — Freetown, 28 March 2025

Statement of profit or loss (Le '000)      2024        2023
Revenue                                   45,900      38,400
Cost of sales                            (30,300)    (23,700)
Gross profit                              15,600      14,700
Operating expenses                       (11,200)    (10,100)
Finance costs                             (1,400)     (1,500)
Profit before tax                          3,000       3,100

Note 9 — Cost of sales. Fresh fruit bunch prices paid to outgrowers around Kenema and Tongo rose in the second half; the Company passed most of the increase on to Freetown buyers.
Note 14 — Borrowings. Term loan from Rokel Commercial Bank, Le 9.6m outstanding (2023: Le 11.2m), repayable quarterly to 2028. The Company met all financial covenants at 31 December 2024 and 2023 and no waiver was requested.`,
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'debt-distress', 'going-concern'],
    traits: ['table', 'figures', 'near-threshold', 'negation'],
  },

  // 07 — e-mail pasted into a data room, remittances, The Gambia.
  // regulatory PRESENT (directly): Central Bank of The Gambia directed a 60-day suspension of payouts and of agent onboarding.
  // founder-departure PRESENT (directly): co-founder Ousman "will leave at the end of June" (announced).
  // litigation PRESENT (directly): former sub-agent's D 1.9m claim filed at the High Court, hearing adjourned, open.
  // dead-equity ABSENT: his 140,000 shares bought back under the leaver clause, transfer signed 12 May (and he has not left yet).
  {
    id: 'h17-en-w2-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `[Data room 7.3 — Correspondence, copied as received]

From: Isatou Njie <isatou@kairasend.gm>
To: Abdoulie Sowe (Wuli Capital); Helen Marsh (Lakeside Impact)
Date: 14 May 2025
Subject: Three things before Thursday's call

Abdoulie, Helen,

I would rather you hear these from me than find them in the folders.

1. Central Bank of The Gambia. After its on-site AML/CFT examination in March, the CBG directed us to stop onboarding new inbound-remittance agents and to suspend payouts through our Basse and Farafenni agents for 60 days from 2 May, while we complete the remediation plan. Outbound transfers and wallets are unaffected.

2. Ousman has told the board he will leave at the end of June to join a bank in Dakar. He is being generous with the handover. His shares fall under the leaver clause: the board resolved on 10 May to buy back all 140,000 of them at the agreed price and the transfer was signed on 12 May.

3. Brikama Forex Bureau. You will remember the former sub-agent who says we owe it D 1.9m in commissions. It filed at the High Court in Banjul in January; the first hearing was adjourned to 19 June. Our lawyers think the claim is weak, but it is very much open.

April numbers are in folder 4.2 as usual.

Isatou`,
    present: ['regulatory', 'founder-departure', 'litigation'],
    absent: ['dead-equity'],
    traits: ['list', 'time'],
  },
];
