/** Writer 1's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Uganda and Rwanda, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW1P1: readonly RedFlagCase[] = [
  // customer-concentration PRESENT (figures only): UGX 1.21bn / UGX 1.84bn = 65.8% from one offtaker >= 30%.
  // unrealistic-growth PRESENT: FY2026 projection UGX 9.5bn / FY2025 UGX 1.84bn = 5.2x in one year >= 4x.
  // unit-economics PRESENT: claimed payback "under 2 months", but UGX 180,000 onboarding cost / UGX 20,000 gross profit
  //   per farmer per month = 9 months.
  // gross-margin absent: 33% -> 31% is down 2 points (< 5). no-competition absent: competitors are named.
  {
    id: 'h24-en-w1-01',
    documentType: 'pitch_deck',
    text: `LWERA FRESH LTD  |  Seed round deck  |  Mbale / Kampala  |  Oct 2026

SLIDE 1
Lwera Fresh: farm-to-shelf for Eastern Uganda
Pineapple, passion fruit, tomatoes & green pepper, graded, crated and delivered in 24 hrs

SLIDE 2 - THE PROBLEM
- Up to 40% of fresh produce from Bugisu & Teso is lost between farm gate and Kampala
- Farmers sell to brokers at whatever price is shouted on the day
- Supermarkets cannot get consistent grade A supply

SLIDE 3 - TRACTION
- 2,300 smallholder farmers onboarded (Mbale, Sironko, Kumi)
- FY2025 revenue: UGX 1.84bn  (FY2024: UGX 0.97bn)
- Gross margin: 31%  (FY2024: 33%)
- Our anchor offtaker, a Kampala supermarket group with 19 outlets, took UGX 1.21bn of FY2025 sales. Great partner, great volumes!

SLIDE 4 - UNIT ECONOMICS
- Onboarding cost per farmer (training, crates, app set-up, field agent time): UGX 180,000
- Average gross profit per active farmer: UGX 20,000 / month
- => Every farmer we onboard pays back in under 2 months

SLIDE 5 - COMPETITION
We are not alone in this space:
- Informal brokers (the real incumbent)
- Two Kampala aggregators focused on matooke and Irish potatoes
- Cold-chain start-ups in Wakiso that do not yet source from the East
Our edge: grading at collection centres + 24 hr delivery

SLIDE 6 - PROJECTIONS (UGX)
FY2025 actual ......... 1.84bn
FY2026 plan ........... 9.50bn
FY2027 plan ........... 21.0bn
Driven by: 3 new collection centres, export of passion fruit to Dubai, second supermarket chain

SLIDE 7 - THE ASK
USD 1.5M seed (approx. UGX 5.5bn)
- 45% collection centres & cold rooms
- 30% field team & farmer onboarding
- 25% working capital

Contact: ceo@lwerafresh.example | +256 7xx xxx xxx`,
    present: ['customer-concentration', 'unrealistic-growth', 'unit-economics'],
    absent: ['no-competition', 'gross-margin', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },

  // audit-opinion PRESENT: qualified opinion. going-concern PRESENT: material uncertainty stated by auditor and directors.
  // debt-distress PRESENT: covenant breach not waived + RRA arrears past due.
  // burn-above-revenue PRESENT: net loss RWF 466.2M for 2025 means costs above revenue.
  // short-runway absent: cash RWF 742.6M / (466.2M / 12 = 38.85M a month) = 19.1 months >= 9.
  // gross-margin absent: 56.4% -> 55.3%, down 1.1 points. declining-revenue absent: 988.4M -> 1,146.2M.
  {
    id: 'h24-en-w1-02',
    documentType: 'financial_statements',
    text: `INZIRA PAY LTD
Financial statements for the year ended 31 December 2025 (extract)
(All amounts in Rwandan Francs, Frw)

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF INZIRA PAY LTD

Qualified opinion
We have audited the financial statements of Inzira Pay Ltd set out on pages 9 to 34. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2025 in accordance with IFRS and the requirements of Law No 007/2021 governing companies in Rwanda.

Basis for qualified opinion
Agent float balances of Frw 312,450,000 are carried under trade and other receivables. We were unable to obtain sufficient appropriate audit evidence about these balances, as agent confirmations were not returned and the Company's reconciliations were incomplete.

Material uncertainty related to going concern
We draw attention to Note 2, which indicates that the Company incurred a net loss of Frw 466,200,000 and that its bank term loan of Frw 1,100,000,000 falls due in June 2026. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

STATEMENT OF PROFIT OR LOSS                2025              2024
Revenue                           1,146,200,000       988,400,000
Cost of sales                      (512,100,000)     (431,300,000)
Gross profit                         634,100,000       557,100,000
Operating expenses               (1,020,400,000)     (812,600,000)
Operating loss                     (386,300,000)     (255,500,000)
Finance costs                       (79,900,000)      (61,200,000)
Loss for the year                  (466,200,000)     (316,700,000)

Cash and cash equivalents at year end: Frw 742,600,000 (2024: Frw 1,135,400,000)
Net cash used in operating activities: Frw 392,800,000

NOTE 2 - GOING CONCERN
The directors have considered the Company's cash flow forecasts. At 31 December 2025 the Company did not meet the net debt to EBITDA covenant of its term loan; the bank has not granted a waiver and may call the loan. In addition, VAT and PAYE of Frw 96,400,000 were owed to the Rwanda Revenue Authority at year end, of which Frw 41,000,000 had been overdue for more than 90 days; a payment plan is under discussion. The directors are negotiating a refinancing and a Series A round, neither of which is committed. The directors therefore acknowledge a material uncertainty that may cast significant doubt on the Company's ability to continue as a going concern.

NOTE 21 - CONTINGENT LIABILITIES
No legal proceedings were outstanding against the Company at 31 December 2025.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['short-runway', 'litigation', 'gross-margin', 'declining-revenue'],
    traits: ['table', 'figures', 'prose', 'negation'],
  },

  // CLEAN. short-runway absent: UGX 1.06bn / UGX 96m net burn = 11.0 months >= 9.
  // burn-above-revenue absent: net burn UGX 96m compared with revenue as stated (UGX 412m) is below it.
  // high-churn absent: 4.1% a month (< 5%). customer-concentration absent: 24% (< 30%).
  // debt-distress / regulatory absent: the URA query is closed, no penalty, no arrears. pending-licence absent: renewal granted.
  {
    id: 'h24-en-w1-03',
    documentType: 'business_plan',
    text: `From: Daphne Nansubuga <daphne@tibaroute.example>
To: Tiba Route investors
Subject: Tiba Route - October 2026 update

Hi all,

Short one this month, we are deep in year-end planning.

Numbers (UGX)
- Revenue Oct: 412m (Sep: 389m)
- Gross margin: 18.5% (Sep: 17.9%); we renegotiated with two importers
- Net burn: 96m
- Cash at bank 31 Oct: 1.06bn, so about 11 months of runway at current burn
- Active pharmacies ordering: 1,184 (+61 net)
- Pharmacy churn: 4.1% in October (Q2 average was 4.6%). Still higher than we'd like; the new credit terms should help

Customers
Our biggest account, the 14-branch chain in Ntinda/Kira, is now 24% of revenue. We're watching this. If we lost them we would feel it, so the sales team has a target to keep any single account below 25% through 2027.

Regulatory / admin
- NDA wholesale licence renewal came through on 3 October. Valid to Sept 2027.
- The URA PAYE query from July is closed: the difference was a posting error on their portal, no penalty was charged and the tax clearance certificate was reissued in August. No arrears.

Team
Grace Atim joined as Finance Manager (ex-Big 4, Kampala). All three founders remain full-time.

Competition
Two funded players have entered Kampala this year. So far we have lost no accounts to them, but they are discounting hard in Wakiso.

Asks
- Intros to hospital procurement heads in Mbarara and Gulu
- Anyone who has worked with PSFU on export credit?

Thanks as always,
Daphne`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'debt-distress', 'pending-licence', 'regulatory'],
    traits: ['list', 'figures', 'negation', 'modality', 'time', 'clean'],
  },

  // investor-control PRESENT: lead investor 55% post-money fully diluted (>= 50%).
  // low-founder-ownership PRESENT: founders 15% + 15% = 30% (< 40%).
  // pending-licence PRESENT: BNR lending licence applied for on 14 July 2026, not yet granted.
  // regulatory absent: no sanction and no stated regulatory uncertainty, only a pending application.
  // dead-equity / founder-departure absent: leaver clause is hypothetical.
  {
    id: 'h24-en-w1-04',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS - SERIES A PREFERRED SHARES
UMUCYO LEND LTD (the "Company"), a company incorporated in Rwanda, RDB registration code 1xxxxxxxx
Non-binding except for the sections headed Confidentiality, Exclusivity and Governing Law

Issuer: Umucyo Lend Ltd
Lead Investor: Kalisimbi Frontier Fund II LP ("KFF")
Amount: USD 4,200,000 in one closing
Security: Series A Preferred Shares, 1x non-participating liquidation preference
Pre-money valuation: USD 3,436,000 (fully diluted, including the post-money option pool)

Post-money capitalisation (fully diluted):
  KFF ........................................ 55.0%
  Founder 1 (Jean-Claude Habimana) ............ 15.0%
  Founder 2 (Aline Uwase) ..................... 15.0%
  Angel investors (3) .......................... 5.0%
  ESOP (unallocated) .......................... 10.0%
  Total ...................................... 100.0%
The pro forma cap table in Annex A has been reconciled with the shareholder register held at RDB.

Board: Five directors: two appointed by KFF, two Founders, one independent chosen by KFF with Founder consent.

Conditions precedent to closing:
(a) satisfactory legal, financial and IT due diligence;
(b) grant by the National Bank of Rwanda of a licence to carry out non-deposit-taking lending activities. The Company filed its application on 14 July 2026; the licence has not yet been granted;
(c) adoption of the new Articles of Association.

Founder vesting: Founder shares vest over 48 months from closing with a 12-month cliff. If a Founder ceases to be employed before full vesting, unvested shares shall be bought back by the Company at nominal value.

Warranties: customary, including that no litigation, claim or proceeding is pending or, to the Company's knowledge, threatened against the Company.

Use of proceeds: loan book growth, credit-scoring team, compliance.

Exclusivity: 60 days from signature.
Governing law: laws of the Republic of Rwanda; disputes to the Kigali International Arbitration Centre.

Signed in Kigali on ___ November 2026`,
    present: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    absent: ['regulatory', 'litigation', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    traits: ['list', 'figures', 'negation', 'modality'],
  },

  // founder-departure PRESENT: CTO co-founder announced she will step down on 31 January 2027 (and co-founder Moses left in 2025).
  // dead-equity PRESENT: Moses left in March 2025 and still holds 14%; buyback option lapsed, not exercised.
  // litigation PRESENT: HCCS No. 611 of 2026 pending at mediation stage.
  // debt-distress absent: facility current. cap-table-complexity absent: register reconciled. related-party absent: no interest declared.
  {
    id: 'h24-en-w1-05',
    documentType: 'legal_docs',
    text: `RWENZORI PAY-GO SOLAR LIMITED
MINUTES OF THE 19TH MEETING OF THE BOARD OF DIRECTORS
Held on Thursday 12 November 2026 at Plot 14, Kololo Hill Drive, Kampala, at 10:00 a.m.

PRESENT:  Mr. Daniel Okello (Chairman, non-executive)
          Mr. Ronald Mugisha (CEO, co-founder)
          Ms. Patricia Akello (CTO, co-founder)
          Ms. Helen Kyomuhendo (investor director)
IN ATTENDANCE: Mr. Isaac Wasswa (Company Secretary); Counsel from M/s Wasswa, Lubega & Co. Advocates (item 4 only)

MIN 1/19/2026  OPENING AND QUORUM
The Chairman called the meeting to order at 10:05 a.m. and confirmed quorum.

MIN 2/19/2026  CONFLICTS OF INTEREST
Each director was asked to declare any interest in the matters on the agenda. No director declared an interest, including in the proposed lease of the Kasese warehouse, whose landlord is unconnected to any director.

MIN 3/19/2026  MANAGEMENT REPORT
The CEO reported October revenue of UGX 655m against a budget of UGX 610m. 3,420 solar home systems were sold in the month. The working capital facility with the company's bank is current and no instalment has been missed.

MIN 4/19/2026  LITIGATION
Counsel updated the Board on HCCS No. 611 of 2026, the suit filed in the High Court (Commercial Division) by Elgon Power Traders Ltd, a former distributor, claiming UGX 340m in unpaid commissions. The matter is at court-annexed mediation; the next date is 20 January 2027. Counsel's view is that the claim is overstated but it remains open. The Board resolved to maintain the provision of UGX 120m.

MIN 5/19/2026  SENIOR MANAGEMENT
Ms. Akello informed the Board that she will step down as CTO with effect from 31 January 2027 to relocate to Nairobi for family reasons. The Board thanked her and asked the CEO to present a handover plan and a search brief at the next meeting.

MIN 6/19/2026  SHARE REGISTER
The Company Secretary confirmed that the register of members filed with URSB agrees with the cap table. He reminded the Board that Mr. Moses Ssempijja, the co-founder who left the company in March 2025, still holds 1,200 ordinary shares, being 14% of the issued share capital. The 90-day buyback option under clause 9.3 of the shareholders' agreement was not exercised at the time and has lapsed. The Board noted the matter; no further action was resolved.

MIN 7/19/2026  CLOSURE
There being no other business, the meeting closed at 12:40 p.m.

Signed ........................ Chairman          Date ..................`,
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['debt-distress', 'cap-table-complexity', 'related-party'],
    traits: ['prose', 'negation', 'time'],
  },

  // CLEAN. audit-opinion absent: unmodified opinion. going-concern absent: "no material uncertainty".
  // gross-margin absent: 32.0% -> 29.0%, down 3.0 points (< 5). customer-concentration absent: 27% (< 30%).
  // litigation absent: supplier claim settled and withdrawn in May 2025, nothing pending. debt-distress absent: loan current, covenants met.
  // related-party absent: negated. burn-above-revenue absent: profit in both years.
  {
    id: 'h24-en-w1-06',
    documentType: 'financial_statements',
    text: `KYAGGWE MILK LINK LIMITED
ANNUAL REPORT AND FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2025
(Amounts in Uganda Shillings)

REPORT OF THE INDEPENDENT AUDITORS
Opinion
We have audited the financial statements of Kyaggwe Milk Link Limited, which comprise the statement of financial position as at 31 December 2025, the statement of comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, and notes. In our opinion, the accompanying financial statements give a true and fair view of the financial position of the Company as at 31 December 2025 and of its financial performance and cash flows for the year then ended in accordance with International Financial Reporting Standards and the requirements of the Companies Act, 2012 of Uganda.
Going concern: we have concluded that the directors' use of the going concern basis of accounting is appropriate and that no material uncertainty exists.
Certified Public Accountants, Kampala, 28 March 2026

STATEMENT OF COMPREHENSIVE INCOME           2025 (Shs)          2024 (Shs)
Revenue                                 6,482,115,000       5,210,340,000
Cost of sales                          (4,602,302,000)     (3,543,031,000)
Gross profit                            1,879,813,000       1,667,309,000
Administrative and selling expenses    (1,302,466,000)     (1,188,900,000)
Operating profit                          577,347,000         478,409,000
Finance costs                             (96,200,000)       (104,500,000)
Profit before tax                         481,147,000         373,909,000
Income tax expense (30%)                 (144,344,000)       (112,173,000)
Profit for the year                       336,803,000         261,736,000

Gross margin moved from 32.0% to 29.0% as raw milk prices in Mukono and Kayunga rose after the dry season.

NOTES (extract)
5. Revenue. The largest customer, a Kampala processor, accounted for 27% of revenue (2024: 29%). No other customer exceeded 10%.
14. Borrowings. Term loan of Shs 800,000,000 from a commercial bank, secured on cooling equipment. All instalments were paid on schedule and all financial covenants were complied with at 31 December 2025.
17. Taxation. All PAYE, VAT and income tax obligations to the Uganda Revenue Authority were settled by their due dates; there were no tax arrears at year end.
19. Contingent liabilities. A claim lodged by a former transport contractor in 2024 was settled and withdrawn in May 2025. No legal proceedings were pending against the Company at year end.
20. Related parties. The Company did not trade with any entity connected with its directors or their families during the year.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'customer-concentration', 'litigation', 'debt-distress', 'related-party'],
    traits: ['table', 'figures', 'negation', 'time', 'clean'],
  },
];
