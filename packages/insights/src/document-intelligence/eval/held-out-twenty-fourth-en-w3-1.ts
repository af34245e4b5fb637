/** Writer 3's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Ethiopia, Zimbabwe and Sierra Leone, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW3P1: readonly RedFlagCase[] = [
  // customer-concentration PRESENT: anchor exporter ETB 9.4M / revenue ETB 14.2M = 66 % >= 30 %.
  // no-competition PRESENT: "There isn't any ... we are the only player".
  // unrealistic-growth absent: budget 29.5M / 14.2M = 2.1x. No burn (cash-flow positive), costs below revenue.
  // low-founder-ownership absent: founders 68 %.
  {
    id: 'h24-en-w3-01',
    documentType: 'pitch_deck',
    text: `YIRGA LEDGER PLC
Seed round | Addis Ababa | Megabit 2018 E.C. (March 2026)

1 / THE PROBLEM
Sidama and Guji cherries lose their story at the washing station. Roasters in Hamburg and Seoul pay a premium for proven origin, but most Ethiopian specialty lots still travel with paper tally sheets.

2 / OUR SOLUTION
QR tag on every sack at the washing station -> farmer-level lot records -> EUDR-ready deforestation reports for the exporter. Works offline, syncs over 3G when a signal appears.

3 / TRACTION
- 41 washing stations live (Sidama, Guji, West Arsi)
- 9 600 smallholders registered, 71% paid via mobile wallet
- Revenue FY2017 E.C.: ETB 14.2M (FY2016 E.C.: ETB 8.9M)

4 / WHO PAYS US
Exporters pay ETB 310 per traced tonne plus a reporting fee.
Anchor partner: Abyssinia Highland Green Coffee Exporters - ETB 9.4M of services bought in FY2017 E.C.
The other 11 exporters on the platform account for the balance.

5 / COMPETITION
Honestly? There isn't any. Nobody else in Ethiopia does farm-to-container traceability at lot level - we are the only player in this market.

6 / FINANCIALS (ETB)
                  FY2016 E.C.   FY2017 E.C.   FY2018 E.C. (budget)
Revenue              8.9M          14.2M          29.5M
Operating costs      8.1M          11.6M          23.0M
EBITDA               0.8M           2.6M           6.5M
Cash at 30 Sene 2017 E.C.: ETB 6.1M. Cash-flow positive since Tir 2016 E.C.

7 / TEAM
Hanna Bekele, CEO (ex-cupping lead at a Jimma exporter) | Dawit Alemu, CTO (built warehouse-receipt tools for commodity traders). Founders hold 68%; angels 24%; ESOP 8%.

8 / THE ASK
USD 600k (about ETB 93M at today's rate) to reach 120 stations and open a Yirgacheffe office.`,
    present: ['customer-concentration', 'no-competition'],
    absent: ['unrealistic-growth', 'short-runway', 'burn-above-revenue', 'low-founder-ownership'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // audit-opinion PRESENT: qualified opinion (inventory count).
  // going-concern PRESENT: material uncertainty paragraph + Note 2.
  // debt-distress PRESENT: DSCR covenant breached, no waiver.
  // burn-above-revenue PRESENT: net loss USD 1 380 000 for the year (costs above revenue).
  // declining-revenue absent: 4 620 000 > 4 050 000. gross-margin absent: 34.8 % vs 35.8 % (-1.0 pt).
  // short-runway absent: loss 1 380 000 / 12 = 115 000 a month; cash 1 940 000 / 115 000 = 16.9 months
  //   (cash fell 670 000 over the year, i.e. 56 000 a month -> 35 months).
  {
    id: 'h24-en-w3-02',
    documentType: 'financial_statements',
    text: `ZUVA POWER SOLUTIONS (PRIVATE) LIMITED
Abridged audited financial statements for the year ended 31 December 2025
Presentation currency: United States Dollar (USD). Transactions in Zimbabwe Gold (ZiG) are translated at the RBZ interbank rate.

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF ZUVA POWER SOLUTIONS (PRIVATE) LIMITED

Qualified Opinion
We have audited the financial statements of Zuva Power Solutions (Private) Limited set out on pages 6 to 31. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the financial statements present fairly, in all material respects, the financial position of the company as at 31 December 2025 in accordance with IFRS Accounting Standards.

Basis for Qualified Opinion
Inventory of solar home systems held by sales agents in Masvingo, Mutare and Gweru, carried at USD 412 000, was not counted at year end. We were unable to satisfy ourselves by alternative means as to the existence of this inventory.

Material Uncertainty Related to Going Concern
We draw attention to Note 2, which indicates that the company incurred a net loss of USD 1 380 000 for the year and that, at 31 December 2025, its current liabilities exceeded its current assets by USD 2 100 000. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Mapfumo Chigwedere & Associates, Chartered Accountants (Zimbabwe)
Harare, 24 March 2026

STATEMENT OF PROFIT OR LOSS (USD)
                           2025           2024
Revenue                 4 620 000      4 050 000
Cost of sales          (3 010 000)    (2 600 000)
Gross profit            1 610 000      1 450 000
Operating expenses     (2 350 000)    (1 980 000)
Finance costs            (520 000)      (410 000)
Exchange loss (ZiG)      (120 000)       (90 000)
Loss for the year      (1 380 000)    (1 030 000)

Cash and cash equivalents at 31 December: USD 1 940 000 (2024: USD 2 610 000)

NOTE 2 - GOING CONCERN
The company's USD 3 000 000 term loan carries a debt service cover ratio covenant of at least 1.25x. The company breached this covenant at the 30 September 2025 and 31 December 2025 test dates. The lender has not granted a waiver and the full balance has therefore been classified as a current liability. The directors are negotiating a rescheduling of the facility and are raising new equity; until these are concluded, a material uncertainty exists.

NOTE 9 - BORROWINGS
Term loan from a commercial bank: USD 3 000 000, 14% p.a., secured over pay-as-you-go receivables. Scheduled instalments were paid on their due dates during 2025.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'short-runway'],
    traits: ['table', 'figures', 'split'],
  },

  // CLEAN. high-churn absent: 4.2 % a month < 5 %; 0.958^12 = 0.60 -> 12-month retention 60 % >= 55 %, annual churn 40 % < 45 %.
  // low-founder-ownership absent: 23 + 23 = 46 % >= 40 %. investor-control absent: 38 % < 50 %.
  // no-competition absent: competitors named. unrealistic-growth absent: 6.1 / 2.9 = 2.1x.
  // burn-above-revenue absent: costs 2.5M < revenue 2.9M.
  {
    id: 'h24-en-w3-03',
    documentType: 'pitch_deck',
    text: `PHARMAROUTE SL LTD - Investor presentation, Freetown, February 2026

Slide 1. Every pharmacy in Salone runs out of something every week.

Slide 2. PharmaRoute: a stock app for pharmacies + next-day ordering from licensed wholesalers. Keeps working offline when the network drops in Kenema.

Slide 3. Traction
* 412 paying pharmacies (Freetown 268, Bo 81, Kenema 63)
* Revenue 2025: SLE 2.9M (2024: SLE 1.6M)
* Total costs 2025: SLE 2.5M - we made money last year

Slide 4. Retention
* Monthly logo churn: 4.2% (target under 3% by Q4 2026)
* 12-month cohort retention: 60%
* Krio voice support launched in October

Slide 5. Competition
Two Freetown players (a wholesaler ordering app and a POS vendor) and a Lagos-based platform expected to enter in 2026. We win on offline mode and on direct wholesaler integration.

Slide 6. Plan 2026
Revenue SLE 6.1M | 700 pharmacies | Makeni and Port Loko launch

Slide 7. Cap table (pre-round)
Founders 46% (Aminata Conteh, CEO, 23% | Mohamed Bangura, CTO, 23%)
Freetown Angels Syndicate 38%
ESOP 8%
Diaspora angels 8%

Slide 8. Raising USD 750k seed.`,
    present: [],
    absent: ['high-churn', 'no-competition', 'low-founder-ownership', 'investor-control', 'unrealistic-growth'],
    traits: ['list', 'figures', 'clean'],
  },

  // short-runway PRESENT: cash SLE 2.35M / net burn SLE 385k a month = 6.1 months < 9.
  // pending-licence PRESENT: BSL PSP licence filed Nov 2025, not yet issued.
  // burn-above-revenue absent (guide: a net burn is compared with revenue as stated): net burn 385k < revenue 612k.
  // high-churn absent: agent attrition 3.1 % a month. customer-concentration absent: 18 %.
  {
    id: 'h24-en-w3-04',
    documentType: 'business_plan',
    text: `From: Fatmata Kamara <fatmata@lumleypay.sl>
To: Lumley Pay investors
Date: Tue, 7 Apr 2026 08:52 GMT
Subject: Lumley Pay - March 2026 update

Dear all,

Good month on the ground, mixed month on paper. Short version:

Numbers (SLE)
- Fee revenue March: 612k (Feb: 574k, Jan: 541k)
- Net burn March: 385k (Feb: 402k)
- Cash at bank 31 March: 2.35M
- Active agents: 1,186 (+64 in the month); agent attrition 3.1%
- Largest distribution partner: 18% of fee income

Licence
Our application to the Bank of Sierra Leone for a Payment Service Provider licence, filed in November 2025, is still being reviewed. BSL sent a second round of questions on our AML/CFT manual on 20 March and we answered on the 27th. Until the licence is issued we keep running agents under Tagrin Trust Bank's sponsorship, as we have since launch. BSL has told us it aims to conclude in Q3.

Fundraising
We are opening the seed extension this week. I would rather close it by July than slow the Kono and Kailahun rollout, so please expect a call from me.

Asks
1. Intros to founders who have been through BSL licensing recently.
2. Intros to diaspora angels in the UK and US.
3. Any fintech-literate lawyer in Freetown you trust.

Thank you all - tenki.
Fatmata`,
    present: ['short-runway', 'pending-licence'],
    absent: ['burn-above-revenue', 'high-churn', 'customer-concentration'],
    traits: ['list', 'figures', 'indirect'],
  },

  // investor-control PRESENT: fund 55 %. low-founder-ownership PRESENT: active founders 19.5 + 11.5 = 31 % < 40 %.
  // dead-equity PRESENT: departed co-founder keeps 8 %, repurchase not exercised.
  // founder-departure PRESENT: co-founder resigned as CTO on 30 June 2025.
  // cap-table-complexity absent: register reconciled. litigation absent: no dispute pending.
  {
    id: 'h24-en-w3-05',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - MERKATO COLD CHAIN PRIVATE LIMITED COMPANY
(extract: parties, recitals, clauses 4-5 and Schedule 1)
Made at Addis Ababa on 12 Yekatit 2018 E.C. (19 February 2026)

BETWEEN
(1) Horn Agri Growth Fund II LP (the "Investor");
(2) Selamawit Tesfaye and Yonas Girma (the "Founders");
(3) Mikias Haile (the "Former Founder"); and
(4) Merkato Cold Chain PLC (the "Company").

RECITALS
A. The Company operates refrigerated collection centres for milk and vegetables in the Oromia and Amhara regions.
B. Mikias Haile, a co-founder of the Company, resigned as Chief Technology Officer with effect from 30 June 2025 and holds no office or employment with the Company. The Company did not exercise its option under the 2022 founders' agreement to repurchase his shares, and he remains a shareholder.
C. Following the Investor's subscription under the Share Subscription Agreement of even date, the issued capital is held as set out in Schedule 1.

4. BOARD AND RESERVED MATTERS
4.1 The Board shall have five directors: three appointed by the Investor, one appointed by the Founders jointly, and one independent director nominated by the Investor and approved by the Founders.
4.2 For so long as the Investor holds more than one half of the shares, the following require its prior written consent: (a) the annual budget; (b) any borrowing above ETB 5 000 000; (c) the appointment or dismissal of the General Manager; (d) any issue or transfer of shares.
4.3 Each Founder shall devote his or her full working time to the Company.

5. NO DISPUTES
Each party confirms that no claim or dispute is pending between it and any other party.

SCHEDULE 1 - SHAREHOLDING AFTER COMPLETION
Shareholder                          Shares        %
Horn Agri Growth Fund II LP          55 000     55.0
Selamawit Tesfaye (CEO)              19 500     19.5
Yonas Girma (COO)                    11 500     11.5
Mikias Haile                          8 000      8.0
Employee share pool (unallocated)     6 000      6.0
Total                               100 000    100.0

The register of shareholders kept with the Ministry of Trade and Regional Integration has been reconciled to this Schedule as at the date of this Agreement.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity', 'litigation'],
    traits: ['table', 'figures', 'indirect', 'negation'],
  },

  // CLEAN. audit-opinion absent: unmodified opinion. going-concern absent: directors' assessment, no material uncertainty.
  // gross-margin absent: 41.2 % vs 43.0 % = -1.8 pt. debt-distress absent: 2024 covenant breach waived Aug 2024, compliant since.
  // related-party absent: negation in Note 14. Profit both years -> no burn-above-revenue; revenue up.
  // Arithmetic: 3 840 000 - 2 258 000 = 1 582 000; 1 582 000 - 1 004 000 - 96 000 = 482 000; -119 000 = 363 000.
  //             3 120 000 - 1 778 000 = 1 342 000; 1 342 000 - 876 000 - 112 000 = 354 000; -88 000 = 266 000.
  {
    id: 'h24-en-w3-06',
    documentType: 'financial_statements',
    text: `DZIVA WATER TECHNOLOGIES (PRIVATE) LIMITED
Audited financial statements for the year ended 31 December 2025 (extracts)
All amounts in US dollars. ZiG transactions translated at the RBZ willing-buyer willing-seller rate.

REPORT OF THE INDEPENDENT AUDITOR
Opinion
In our opinion, the financial statements present fairly, in all material respects, the financial position of Dziva Water Technologies (Private) Limited as at 31 December 2025, and its financial performance and cash flows for the year then ended, in accordance with IFRS Accounting Standards and the Companies and Other Business Entities Act (Chapter 24:31).
Key audit matter: revenue recognition on pay-as-you-go solar pump contracts.
Mhlanga Chikomba, Chartered Accountants (Zimbabwe), Bulawayo, 11 March 2026

STATEMENT OF PROFIT OR LOSS
                          2025          2024
Revenue              3 840 000     3 120 000
Cost of sales       (2 258 000)   (1 778 000)
Gross profit          1 582 000     1 342 000
  Gross margin            41.2%         43.0%
Operating expenses  (1 004 000)     (876 000)
Finance costs          (96 000)     (112 000)
Profit before tax       482 000       354 000
Income tax            (119 000)      (88 000)
Profit for the year     363 000       266 000

NOTE 3 - GOING CONCERN
The directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval of these statements, taking into account cash of USD 1 120 000 at year end and an undrawn overdraft of USD 500 000. Were the ZiG to depreciate sharply, the cost of imported pumps could rise; the directors have modelled this case and it does not change their conclusion. They have no doubt about the company's ability to continue as a going concern, and no material uncertainty exists.

NOTE 11 - BORROWINGS
The USD 800 000 term loan carries a minimum current ratio covenant of 1.2x. In the second quarter of 2024 the ratio fell to 1.1x; the lender waived that breach in August 2024. The company has met every covenant at each test date since, including 31 December 2025, and all instalments were paid on time. There are no arrears with ZIMRA.

NOTE 14 - RELATED PARTIES
No director or shareholder, nor any member of their families, had an interest in any contract with the company during the year.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'debt-distress', 'related-party'],
    traits: ['table', 'figures', 'negation', 'time', 'modality', 'clean'],
  },
];
