/** Writer 1's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW1P2: readonly RedFlagCase[] = [
  // 08 — Advocates' notice of default and demand letter to an agri-tech company, Tanzania.
  // debt-distress PRESENT (direct + figures): three instalments of TZS 42,500,000 unpaid = TZS 127,500,000 in arrears; DSCR covenant breached (1.05x vs 1.25x).
  // litigation ABSENT (modality): proceedings are only threatened ("shall institute") — a possible future dispute, not an existing one.
  {
    id: 'h23-en-w1-08',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'modality', 'figures', 'list'],
    present: ['debt-distress'],
    absent: ['litigation'],
    text: `MSUYA, RAJABU & CO. ADVOCATES
Plot 412, Ali Hassan Mwinyi Road, Dar es Salaam

Our ref: MRC/BCB/118/2024                                   10 December 2024

The Managing Director
Kilimo Tech Solutions Limited
P.O. Box 33190, Dar es Salaam

BY HAND AND BY EMAIL

Dear Sir,

RE: TERM LOAN FACILITY OF TZS 850,000,000 DATED 14 MARCH 2023 — NOTICE OF EVENTS OF DEFAULT AND DEMAND FOR PAYMENT

We act for Bahari Commercial Bank Plc (the "Bank") in respect of the above facility, under which you were to repay the principal in twenty equal monthly instalments of TZS 42,500,000 together with interest.

Our instructions are that:
1. the instalments due on 30 September 2024, 31 October 2024 and 30 November 2024 have not been paid, and the sum of TZS 127,500,000 is in arrears, together with default interest of TZS 6,375,000 computed to the date of this letter;
2. your compliance certificate for the quarter ended 30 September 2024 reports a debt-service cover ratio of 1.05 times, against the minimum of 1.25 times required by Clause 21.2 of the facility agreement, which is a further Event of Default under Clause 23.1(c).

TAKE NOTICE that the Bank hereby demands payment of TZS 133,875,000 within thirty (30) days of the date of this letter. Should you fail to pay, our client shall, without further reference to you, institute legal proceedings for recovery of the whole outstanding amount and/or exercise its rights under the debenture dated 14 March 2023.

This letter is written without prejudice to any other rights of the Bank.

Yours faithfully,
For MSUYA, RAJABU & CO. ADVOCATES

c.c. Bahari Commercial Bank Plc — Head of Credit Remedial`,
  },

  // 09 — Business plan, digital lender, Kenya.
  // pending-licence PRESENT: CBK Digital Credit Provider licence applied for in February 2024, still under review.
  // regulatory PRESENT (time): since 12 March 2025 CBK has directed the company to suspend onboarding of new borrowers.
  // unrealistic-growth PRESENT (figures): loan book 900 / 120 = 7.5x in one year; revenue 1,020 / 168 = 6.1x (>= 4x).
  // burn-above-revenue ABSENT: FY2024 costs 38 + 29 + 41 + 18 + 14 + 11 = 151 < revenue 168.
  // debt-distress ABSENT: borrowers' NPLs are not the company's debt; its own facility is current (negation).
  // declining-revenue ABSENT: 168 > 96.
  {
    id: 'h23-en-w1-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'table', 'time', 'figures', 'indirect'],
    present: ['pending-licence', 'regulatory', 'unrealistic-growth'],
    absent: ['debt-distress', 'burn-above-revenue', 'declining-revenue'],
    text: `TUWEZESHE CREDIT LIMITED
Business plan FY2025 — prepared for the Series A data room, April 2025

A. The business
Tuwezeshe lends working capital of KSh 2,000–50,000 to market traders and boda boda riders through an Android app and USSD, with repayment by M-Pesa. 61,000 borrowers since launch; 68% of loans in 2024 went to repeat borrowers. 30-day NPL ratio: 6.1%.

B. FY2024 results (KSh million)
| Line                              | FY2023 | FY2024 |
|-----------------------------------|--------|--------|
| Interest and fee income           | 96     | 168    |
| Cost of funds                     | (24)   | (38)   |
| Credit losses                     | (17)   | (29)   |
| Staff                             | (27)   | (41)   |
| Technology                        | (11)   | (18)   |
| Marketing and collections         | (9)    | (14)   |
| Other                             | (6)    | (11)   |
| Profit before tax                 | 2      | 17     |

Our KSh 60M facility from Faraja Capital is current: all 14 monthly repayments to date were made on time.

C. Regulatory position
- Our application for a Digital Credit Provider licence was lodged with the Central Bank of Kenya in February 2024. CBK has twice requested further information (on our collections scripts and our shareholders); we responded in full most recently in January 2025. The application remains under review.
- On 12 March 2025 CBK directed us to stop onboarding new borrowers through the app until the application is determined. Existing customers continue to borrow and repay normally.
- All collections calls are now recorded and scripted; we no longer contact borrowers' phone-book contacts.

D. FY2025 plan
- Loan book from KSh 120M (Dec 2024) to KSh 900M (Dec 2025)
- Revenue KSh 1.02 billion
- Borrowers from 61,000 to 400,000
- New products: asset finance for boda bodas (with two dealers), stock finance for dukas
- Funding: USD 3M equity + KSh 500M debt from two local banks (term sheets under discussion)

E. Team
Founders Grace Wambui (CEO, ex-bank credit risk) and Samuel Onyango (CTO). Head of Compliance joined from a SACCO regulator in 2024.`,
  },

  // 10 — Audited financial statements of a loss-making e-commerce company, Kenya.
  // going-concern PRESENT: directors state a material uncertainty that may cast significant doubt; auditor draws attention to it.
  // short-runway PRESENT (figures, annual period): operating outflow 126.4 / 12 = KSh 10.5M a month; cash 18.6 / 10.5 = 1.8 months.
  //   Even with the September 2024 bridge: (18.6 + 40) / 10.5 = 5.6 months (< 9).
  //   Cash check: 54.8 - 126.4 - 4.8 + 95.0 = 18.6.
  // burn-above-revenue PRESENT: loss for the year KSh 141.3M (costs 171.4 + 178.9 + 3.6 = 353.9 > revenue 212.6).
  //   Table check: 212.6 - 171.4 = 41.2; 41.2 - 178.9 = -137.7; -137.7 - 3.6 = -141.3. 168.0 - 137.5 = 30.5; 30.5 - 142.2 = -111.7; -111.7 - 2.1 = -113.8.
  // audit-opinion ABSENT: opinion "not modified" (material-uncertainty paragraph is not a modification).
  // declining-revenue ABSENT: 212.6 > 168.0. gross-margin ABSENT: 41.2 / 212.6 = 19.4% vs 30.5 / 168.0 = 18.2% (up).
  {
    id: 'h23-en-w1-10',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'split', 'time'],
    present: ['going-concern', 'short-runway', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    text: `SOKO MTAANI LIMITED
Annual report and financial statements for the year ended 30 June 2024 (KSh million)

STATEMENT OF PROFIT OR LOSS
                                      FY2024      FY2023
Revenue                                212.6       168.0
Cost of sales                         (171.4)     (137.5)
Gross profit                            41.2        30.5
Operating expenses                    (178.9)     (142.2)
Operating loss                        (137.7)     (111.7)
Finance costs                           (3.6)       (2.1)
Loss for the year                     (141.3)     (113.8)

STATEMENT OF CASH FLOWS (summary)
                                                   FY2024
Net cash used in operating activities              (126.4)
Net cash used in investing activities                (4.8)
Net cash from financing activities (equity)           95.0
Cash and cash equivalents at 1 July 2023              54.8
Cash and cash equivalents at 30 June 2024             18.6

NOTE 2 — BASIS OF PREPARATION: GOING CONCERN
The Company incurred a loss of KSh 141.3 million for the year and, at 30 June 2024, its current liabilities exceeded its current assets by KSh 22.7 million. The Company's ability to meet its obligations depends on closing the Series A round currently under negotiation. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. The directors nevertheless believe the round will close and have prepared the financial statements on the going-concern basis.

NOTE 27 — EVENTS AFTER THE REPORTING PERIOD
In September 2024 existing shareholders advanced a bridge convertible note of KSh 40.0 million.

INDEPENDENT AUDITOR'S REPORT (extract)
Opinion — In our opinion, the financial statements give a true and fair view of the financial position of Soko Mtaani Limited as at 30 June 2024 in accordance with IFRS and the Companies Act, 2015.
Material uncertainty related to going concern — We draw attention to Note 2 in the financial statements, which indicates that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.
Waweru Mutiso & Partners LLP, Certified Public Accountants, Nairobi — 31 October 2024`,
  },

  // 11 — Pitch deck, tour-operator booking software, Tanzania (USD for investors). CLEAN but tempting.
  // customer-concentration ABSENT: top operator 27% (< 30%); no other customer named with a share.
  // high-churn ABSENT: 12-month operator retention 61% (>= 55%); annual churn 39% (< 45%).
  // regulatory ABSENT: the suspension hit a competitor (another company's problem); own licence renewed.
  // pending-licence ABSENT: TALA licence renewed January 2025.
  // low-founder-ownership ABSENT: founders 47% (>= 40%). Table check: 47 + 21 + 24 + 8 = 100.
  // unrealistic-growth ABSENT: 2.6 / 1.24 = 2.1x; 4.7 / 2.6 = 1.8x. burn-above-revenue ABSENT: costs 1.11M < revenue 1.24M (2023: 0.78M < 0.81M).
  {
    id: 'h23-en-w1-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'list'],
    present: [],
    absent: ['customer-concentration', 'high-churn', 'regulatory', 'pending-licence', 'low-founder-ownership', 'unrealistic-growth', 'burn-above-revenue'],
    text: `TWENDE SAFARIS DIGITAL — Investor presentation, March 2025 (Arusha, Tanzania)

1 | Problem
Most of northern Tanzania's 1,500+ licensed tour operators still quote by WhatsApp and confirm lodges and park permits by hand. Agents in Europe wait days for a price.

2 | Product
Booking engine + itinerary builder for operators; live lodge availability; TANAPA and NCAA permit tracking; payments in USD, EUR and TSh. Operators pay a subscription plus 2.5% per confirmed booking.

3 | Traction
• 214 operators on the platform (2023: 131)
• Bookings processed in 2024: USD 18.6M
• Top operator (Serengeti Plains Tours) = 27% of our revenue; no other operator above 6%
• 12-month retention of operators onboarded in 2023: 61%

4 | Financials (USD)
| FY     | Revenue   | Operating costs | EBITDA   |
|--------|-----------|-----------------|----------|
| 2023   | 810,000   | 780,000         | 30,000   |
| 2024   | 1,240,000 | 1,110,000       | 130,000  |
| 2025P  | 2,600,000 | 2,250,000       | 350,000  |
| 2026P  | 4,700,000 | 3,900,000       | 800,000  |

5 | Licences
Tour operator licence from the Tourism Agency Licensing Authority (TALA), renewed January 2025. In 2023 a rival booking app was suspended by the Tanzania Tourist Board for selling park packages without a licence; that is exactly why we hold ours.

6 | Competition
Global OTAs (for lodges, not full safaris), two Nairobi-based safari CRMs, spreadsheets.

7 | Cap table
Founders (Neema Mushi, CEO; Baraka Lema, CTO) 47% · Angels 21% · Mzalendo Capital 24% · ESOP 8%

8 | Ask
USD 1.8M seed-plus — Zanzibar and southern circuit, channel deals with four European agencies.`,
  },

  // 12 — Disclosure letter against warranties in a share subscription, HR platform, Kenya.
  // investor-control PRESENT (table): Tausi Capital Partners holds 54.0% (>= 50%).
  // cap-table-complexity PRESENT (indirect): register not updated since 2022; ESOP allotments not filed; note conversions unsettled;
  //   the company "cannot confirm" the fully diluted share count until a reconciliation is done.
  // related-party PRESENT: office leased from a company owned by the CEO's brother.
  // low-founder-ownership ABSENT: founders 41.0% per the register (>= 40%). Table check: 54.0 + 23.5 + 17.5 + 5.0 = 100.0.
  // litigation ABSENT: the contractor complaint was resolved by mediation in 2023 (over). founder-departure ABSENT: both founders full-time.
  {
    id: 'h23-en-w1-12',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'list', 'indirect', 'negation'],
    present: ['investor-control', 'cap-table-complexity', 'related-party'],
    absent: ['low-founder-ownership', 'litigation', 'founder-departure'],
    text: `DISCLOSURE LETTER
From: Kazi Connect Limited and the Warrantors (Lucy Achieng and Dennis Ng'ang'a)
To: Umoja Growth Partners (the "Subscriber")
Date: 3 February 2025
Re: Share Subscription Agreement — disclosures against the Warranties in Schedule 4

General: these disclosures are made against each Warranty to which they reasonably relate. Paragraph numbers follow Schedule 4.

Warranty 4 — Share capital
4.1 Shareholding as shown in the register of members at the date of this letter:

| Shareholder                           | Ordinary shares | %      |
|---------------------------------------|-----------------|--------|
| Tausi Capital Partners Fund I         | 1,080,000       | 54.0%  |
| Lucy Achieng (co-founder, CEO)        | 470,000         | 23.5%  |
| Dennis Ng'ang'a (co-founder, CTO)     | 350,000         | 17.5%  |
| ESOP trust                            | 100,000         | 5.0%   |
| Total                                 | 2,000,000       | 100.0% |

4.2 The register of members has not been written up since the 2022 bridge round. Allotments to three employees under 2021 ESOP letters (believed to total about 180,000 shares) were approved by the board but the returns of allotment were never lodged with the Registrar of Companies. Two convertible notes issued in 2023 (KSh 15,000,000 in aggregate) remain outstanding; the notes do not state clearly whether the 20% discount applies before or after the valuation cap. Accordingly the Company cannot confirm the fully diluted share capital, and the Subscriber has agreed that the Company's advocates will complete a reconciliation before Completion.

Warranty 7 — Transactions with connected persons
7.1 The Company's offices on Argwings Kodhek Road, Kilimani, are leased from Kilimani Heights Limited, a company wholly owned by Mr. Paul Achieng, the brother of the CEO, at KSh 420,000 per month under a five-year lease signed in May 2023.
7.2 No other contracts exist between the Company and any Warrantor or any person connected with them.

Warranty 9 — Litigation
9.1 The Company is not party to any litigation, arbitration or administrative proceedings. A complaint by a former contractor about unpaid fees was resolved through mediation in August 2023 and the file closed.

Warranty 11 — Employees
11.1 Both Warrantors are employed full-time by the Company and have not given notice.

Signed for and on behalf of Kazi Connect Limited ................................  Director`,
  },

  // 13 — Business plan section (traction and unit economics) with CFO e-mail, retail POS platform, Tanzania.
  // high-churn PRESENT (figures, table): Jan 2024 cohort 172 / 400 = 43% retained after 12 months (< 55%);
  //   implied monthly churn: 1 - 0.43^(1/12) = 6.8% (>= 5%).
  // unit-economics PRESENT: claimed LTV:CAC 5.2x rests on a 54-month lifetime (1 / 1.85%); the cohort implies 1 / 6.8% = 14.7 months,
  //   so LTV = 45,000 x 30% x 14.7 = TSh 198,000; 198,000 / 140,000 = 1.4x, not 5.2x.
  //   Claim check: 45,000 x 30% x 54 = 729,000; 729,000 / 140,000 = 5.2x.
  // non-recurring-revenue PRESENT (indirect): "MRR" of TSh 132.3M includes a single-invoice hardware and installation rollout of TSh 36.0M.
  //   Check: 2,140 x 45,000 = 96.3M; 96.3 + 36.0 = 132.3.
  // customer-concentration ABSENT: Mwanza Fresh Markets 36.0 / 132.3 = 27.2% of March revenue (< 30%).
  // unrealistic-growth ABSENT: 1.9bn / 0.82bn = 2.3x.
  {
    id: 'h23-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['high-churn', 'unit-economics', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'unrealistic-growth'],
    text: `DUKA HUB LIMITED — Business plan 2025, Section 4: Traction and unit economics
Dar es Salaam · April 2025

4.1 Headline numbers (March 2025)
- Active merchants: 2,140 shops in Dar es Salaam, Mwanza and Dodoma
- Average revenue per merchant (subscription + payments take): TSh 45,000 per month
- MRR: TSh 132.3M (includes TSh 36.0M Mwanza Fresh Markets rollout — POS hardware and installation for 60 stalls, invoiced once at go-live)
- Revenue FY2024: TSh 0.82bn · Plan FY2025: TSh 1.9bn

4.2 Cohorts (merchants still transacting)
| Cohort    | Onboarded | Month 3 | Month 6 | Month 12 |
|-----------|-----------|---------|---------|----------|
| Jan 2024  | 400       | 318     | 251     | 172      |
| Apr 2024  | 520       | 409     | 326     | n/a      |
| Jul 2024  | 610       | 492     | 388     | n/a      |

4.3 Unit economics
- Blended monthly churn: 1.85%, giving an average merchant lifetime of 54 months
- Gross margin: 30%
- CAC: TSh 140,000 (field agents, device subsidy)
- LTV: TSh 729,000 → LTV:CAC 5.2x

4.4 Note from the CFO (e-mail to the founders, 2 April)
"Happy with the deck version of 4.3 — investors like anything above 3x. For the 1.85% I used February alone, which was our best month since the new agent incentives. Let's keep the cohort table in the appendix rather than in the main deck."

4.5 What the money is for
TSh 4.6bn (about USD 1.75M): 120 more field agents, Arusha and Mbeya launch, a lending product with a partner bank.`,
  },

  // 14 — Seed-extension pitch deck, battery-swap e-mobility, Kenya.
  // no-competition PRESENT (indirect): "Competition: none. ... the only battery-swap network built for boda bodas" / "the field is ours".
  // missing-financials PRESENT: a deck with no revenue figure and no cost figure (only fleet, stations, swaps, market size, the ask).
  // unrealistic-growth PRESENT (figures): 1,200 -> 20,000 bikes in 12 months = 16.7x; stations 38 -> 400 = 10.5x (>= 4x a year).
  // burn-above-revenue / short-runway ABSENT: not computable, no such figures stated.
  {
    id: 'h23-en-w1-14',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'indirect', 'figures'],
    present: ['no-competition', 'missing-financials', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'short-runway'],
    text: `ZAPRIDE KENYA — Seed extension | Nairobi | 2025

[1] Kenya's 1.4 million boda bodas burn petrol all day. Riders spend a third of their takings on fuel.

[2] ZapRide: electric motorbikes + battery-swap stations. Ride in, swap in 90 seconds, ride out. Pay per swap on M-Pesa.

[3] Traction
• 1,200 ZapRide bikes on the road (Nairobi, Thika, Machakos)
• 38 swap stations, open 5 a.m. – 11 p.m.
• 5,400 swaps a day; 2.1 million swaps since launch
• Riders save up to 40% on daily energy spend vs petrol

[4] Market
Kenyan boda boda energy spend: an estimated USD 1.9 billion a year. East Africa: over 4 million motorbikes.

[5] Competition: none.
ZapRide is the only battery-swap network built for boda bodas in Kenya. Petrol stations are not competitors — they are what we replace. The field is ours.

[6] The next 12 months
• Bikes: 1,200 → 20,000
• Swap stations: 38 → 400
• Counties: 3 → 15
• Local assembly line in Athi River (with our frame partner)

[7] Team
Collins Wafula (CEO, ex-motorbike distributor), Dr Aisha Noor (CTO, battery systems, PhD Strathclyde), Peter Kamau (Operations, ex-fleet manager).

[8] Raising USD 4M seed extension. Lead in discussion.`,
  },

  // 15 — Legal due-diligence summary for an investor, biopesticide maker, Tanzania.
  // litigation PRESENT (direct): Commercial Division case by a former distributor, hearing set for 17 June 2025.
  // regulatory PRESENT: TPHPA suspended the registration of ShieldNeem 2EC in January 2025; product cannot be sold until lifted.
  // related-party PRESENT (indirect): exclusive distributor Ziwa Inputs is 60% owned by the Managing Director's spouse.
  // litigation near-miss: labour dispute settled and withdrawn in 2023 (over) — the Commercial Division case still makes litigation present.
  // pending-licence ABSENT: fumigation permit renewed (granted) 3 March 2025; TBS certificate valid.
  // cap-table-complexity ABSENT: register reconciled with BRELA. debt-distress ABSENT: tax clearance issued, no arrears.
  {
    id: 'h23-en-w1-15',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'split', 'negation', 'indirect'],
    present: ['litigation', 'regulatory', 'related-party'],
    absent: ['pending-licence', 'cap-table-complexity', 'debt-distress'],
    text: `MKAMA & MUSHI ADVOCATES
PRIVILEGED AND CONFIDENTIAL — LEGAL DUE DILIGENCE: KEY FINDINGS
Target: Shamba Shield Limited (Arusha) · Prepared for: Nyota Impact Fund · Date: 21 March 2025

1. Corporate and capitalisation
1.1 Certificate of incorporation, memorandum and articles reviewed. The register of members reconciles with the BRELA Online Registration System records as at 14 March 2025; no discrepancies noted.
1.2 Directors: Mr. Emmanuel Lyimo (Managing Director), Ms. Zawadi Kessy, Mr. Arvind Patel (non-executive).

2. Disputes
2.1 Civil Case No. 114 of 2024, High Court of Tanzania (Commercial Division) at Dar es Salaam — Kagera Agro Dealers Ltd v. Shamba Shield Ltd. The plaintiff, a former regional distributor, claims TZS 486,000,000 for wrongful termination of its distribution agreement. Pleadings are closed; court-annexed mediation failed on 11 February 2025 and the matter is fixed for hearing on 17 June 2025. Management considers the claim weak; no provision is made in the 2024 accounts.
2.2 Labour dispute CMA/ARS/211/2022 (former driver): settled by deed of settlement and withdrawn on 4 August 2023. Nothing outstanding.

3. Regulatory
3.1 By letter dated 9 January 2025 the Tanzania Plant Health and Pesticides Authority (TPHPA) suspended the registration of ShieldNeem 2EC pending re-analysis of its active-ingredient concentration. Until the suspension is lifted the product may not be sold or distributed; ShieldNeem 2EC accounted for about 22% of 2024 sales. The Company has submitted new samples; TPHPA has given no date for its decision.
3.2 The warehouse fumigation permit was renewed on 3 March 2025; the TBS product certificates for the other four products are valid to 2026.

4. Material contracts
4.1 Since January 2024 the Lake Zone (Mwanza, Geita, Shinyanga, Simiyu) has been served under an exclusive five-year distribution agreement with Ziwa Inputs Limited. BRELA records show that 60% of Ziwa Inputs is held by Mrs. Neema Lyimo, the wife of the Managing Director. The agreement was not put to the board for approval.

5. Tax
5.1 A tax clearance certificate was issued by TRA in February 2025; no arrears of tax are recorded.

Recommendations: specific indemnity for Civil Case No. 114 of 2024; condition precedent on the TPHPA outcome or a price adjustment; board ratification or renegotiation of the Ziwa Inputs agreement at arm's length.`,
  },
];
