import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW2: readonly RedFlagCase[] = [
  // CTO "stepping back ... will leave at end of Q3" = announced departure; CBN halt on onboarding still in force = regulatory sanction.
  // Revenue N1.9bn vs N1.3bn: rising, not declining.
  {
    id: 'h13-en-w2-press-lagos-wallet',
    documentType: 'business_plan',
    text: `PRESS CLIPPING (appendix C to business plan) - The Lagos Ledger, Tuesday 8 July 2025

Kobopay co-founder steps back as CBN curbs wallet sign-ups

LAGOS - Tunde Bakare, the co-founder and chief technology officer of wallet app Kobopay, is "stepping back from day-to-day operations" and will leave the company at the end of the third quarter, according to an internal memo seen by The Ledger. A company spokesperson confirmed the memo but declined to name a successor.

The news comes three weeks after the Central Bank of Nigeria directed Kobopay to stop onboarding new customers until it completes a review of its know-your-customer procedures. Two people familiar with the matter said the directive remains in force; existing users can still send and receive money.

Kobopay processed N212bn in payments last year and booked revenue of N1.9bn, up from N1.3bn a year earlier, helped by a surge in merchant collections in the South-West.

The spokesperson said the company "is not in any legal dispute with the regulator" and had "no plans to challenge the directive in court", adding that remediation work was "well advanced".`,
    present: ['founder-departure', 'regulatory'],
    absent: ['litigation', 'declining-revenue', 'missing-financials'],
    language: 'en',
    traits: ['words', 'indirect', 'time', 'negation', 'figures'],
  },
  // net burn = 550k - 240k = GHS 310k/month; runway 1,200k / 310k = 3.9 months < 9 -> short-runway
  // monthly operating costs 550k > monthly revenue 240k -> burn-above-revenue
  // projection 4.1m / 2.9m = 1.4x -> not unrealistic
  {
    id: 'h13-en-w2-loan-app-kumasi-cold',
    documentType: 'business_plan',
    text: `WORKING CAPITAL & EXPANSION LOAN - APPLICATION FORM (SME Desk, Kumasi Branch)

Section A - Applicant
Name: Ashanti FreshChain Ltd (cold storage and distribution of tomatoes, pepper and leafy greens)
Years trading: 4 | Staff: 37 | Existing facilities: GHS 600,000 asset finance (vehicle), all repayments up to date

Section B - Financial position (figures from management accounts)
- Cash and bank balances at 30 June 2025: GHS 1.2 million
- Average monthly sales, Jan-Jun 2025: GHS 240,000
- Average monthly operating costs (staff, power, fuel, rent, produce): GHS 550,000
- FY2024 sales: GHS 2.9 million | FY2025 projected: GHS 4.1 million

Section C - Amount requested and purpose
GHS 2,500,000 over 48 months, to install two solar-backed cold rooms in Techiman and Ejura and cut diesel spend.

Section D - Declarations
We confirm that we have no overdue amounts with any lender and no outstanding tax liabilities. The directors are not aware of any claim against the company.

Signed: Kofi Owusu-Ansah, Managing Director`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['debt-distress', 'unrealistic-growth', 'litigation'],
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'negation'],
  },
  // Orange SL Le 9.1bn of turnover Le 14.0bn = 65% >= 30 -> customer-concentration
  // DSCR 0.94x below 1.20x covenant, April instalment outstanding -> debt-distress
  {
    id: 'h13-en-w2-credit-note-freetown-towers',
    documentType: 'financial_statements',
    text: `CREDIT NOTE - CORPORATE BANKING, FREETOWN
Obligor: Salone Tower Services Ltd  |  Request: renewal of Le 2.0bn overdraft; term loan review
Prepared by: Relationship Manager  |  Date: 19 May 2025

1. Financial performance (FY2024 accounts, audited, unqualified opinion)
   Turnover                      Le 14.0bn   (FY2023: Le 12.6bn)
   of which Orange Sierra Leone  Le 9.1bn
   EBITDA                        Le 3.2bn

2. Conduct of account
   The DSCR at the December 2024 test date was 0.94x against a covenant
   minimum of 1.20x. No waiver has been requested. The March 2025
   instalment was settled 47 days after due date; the April 2025
   instalment of Le 410m remains
   unpaid at the date of this note.

3. Security
   Legal charge over tower sites at Hastings and Waterloo; assignment of
   receivables from the main tenant.

4. Recommendation
   Renewal of the overdraft is not recommended at this stage. The Bank has
   not initiated any legal action; Credit Risk to agree a remediation plan
   with management within 30 days.`,
    present: ['customer-concentration', 'debt-distress'],
    absent: ['audit-opinion', 'litigation', 'declining-revenue'],
    language: 'en',
    traits: ['table', 'split', 'figures', 'indirect', 'negation'],
  },
  // Qualified ("except for") opinion -> audit-opinion; material uncertainty on going concern -> going-concern
  // Net loss EGP 38.5m -> costs above revenue for the year -> burn-above-revenue
  {
    id: 'h13-en-w2-auditor-cairo-coldchain',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
To the Shareholders of Delta Cold Chain S.A.E.

Qualified Opinion
We have audited the financial statements of Delta Cold Chain S.A.E. for the year ended 31 December 2024. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the accompanying financial statements present fairly, in all material respects, the financial position of the Company in accordance with Egyptian Accounting Standards.

Basis for Qualified Opinion
We were not able to attend the physical count of inventories held at the Sadat City warehouse, carried at EGP 46.2 million, nor to satisfy ourselves by alternative means as to their quantity.

Material Uncertainty Related to Going Concern
We draw attention to Note 2, which indicates that the Company incurred a net loss of EGP 38.5 million on revenue of EGP 212 million during the year and, as of that date, its current liabilities exceeded its current assets by EGP 61 million. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter. Note 14 records that the Company remained within its bank covenants at year end.

Cairo, 27 April 2025`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['words', 'indirect', 'figures', 'negation'],
  },
  // Lead post-money: 6 / (5 + 6) = 54.5% >= 50 -> investor-control
  // Founders post-money: 70% x 5/11 = 31.8% < 40 -> low-founder-ownership
  {
    id: 'h13-en-w2-term-sheet-farmcrowd',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS - SERIES A PREFERRED SHARES
Farmcrowd Technologies Ltd (Lagos, Nigeria)
Non-binding save for Confidentiality, Exclusivity and Governing Law

Issuer:              Farmcrowd Technologies Ltd (the "Company")
Lead Investor:       Sahel Growth Fund II LP
Investment:          US$6,000,000, in one closing
Pre-money valuation: US$5,000,000 on a fully diluted basis
Current holdings:    Founders (Ada Okafor, Ifeanyi Eze) 70%; angel investors 20%;
                     ESOP pool (unallocated) 10% - fully diluted, pre-money
Liquidation pref.:   1x non-participating
Board:               Five directors: three appointed by the Lead Investor, two by the
                     Founders. Chair appointed by the Lead Investor.
Reserved matters:    Usual list, approval of the Lead Investor required
Cap table:           Schedule 1, reconciled to the register of members by the
                     Company's counsel on 2 June 2025
Vesting:             Founder shares subject to 4-year reverse vesting from Closing
Governing law:       Nigeria; arbitration in Lagos`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // Former employees who left in 2021 still hold 7%, repurchase option lapsed -> dead-equity
  // register not reconciled with ESOP ledger and note conversions -> cap-table-complexity
  // Founders still full-time, hold 61% -> no founder-departure, no low-founder-ownership
  {
    id: 'h13-en-w2-sha-accra-legacy',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - Kente Pay Ltd (Ghana) - execution version, extract

9.3 Founders. The Founders, Yaw Boateng and Abena Ofori, together hold 1,220,000 Ordinary Shares (61.0% of the issued share capital) and remain full-time executive directors of the Company.

9.4 Legacy holdings. The Parties acknowledge that Kwame Asante and Efua Mensah, early employees whose employment with the Company ended in 2021, together hold 140,000 Ordinary Shares (7.0%). The Company's repurchase option under the 2019 subscription letters lapsed on 30 June 2022 without having been exercised, and those shares remain in issue with full voting and economic rights.

9.5 Register. The Parties further acknowledge that the register of members as at the date of this Agreement has not been reconciled with the ESOP ledger or with the conversion of the 2023 convertible notes. The differences identified so far amount to up to 3.5% of the fully diluted share capital. The Company undertakes to deliver a reconciled capitalisation table within ninety (90) days of Completion.

9.6 The Investors' aggregate holding after Completion shall be 24.0%.`,
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure', 'low-founder-ownership', 'investor-control'],
    language: 'en',
    traits: ['words', 'indirect', 'time'],
  },
  // "Nobody else offers ... the field is ours" -> no-competition
  // 2025F 58 / 2024A 11.8 = 4.9x in one year >= 4 -> unrealistic-growth
  // 2024A total costs 10.4 < revenue 11.8 -> no burn-above-revenue
  {
    id: 'h13-en-w2-deck-cairo-fleetcard',
    documentType: 'pitch_deck',
    text: `FLEETLY - fuel cards + telematics for Egyptian fleets | Seed deck, 2025

[Slide 3] The problem
Egypt's 400,000 commercial vehicles still buy fuel in cash. Drivers keep paper receipts; owners lose 8-12% of fuel spend to leakage.

[Slide 4] Landscape
Every fleet we have met runs on paper and WhatsApp. Nobody else offers a fuel card wired to telematics in this market - the field is ours to take.

[Slide 7] Traction
- 212 fleets, 6,900 vehicles
- Partnerships with two national fuel station chains

[Slide 9] Financials (EGP m)
            2024A   2025F   2026F
Revenue     11.8    58.0    210.0
Total costs 10.4    41.0    128.0

[Slide 10] The ask
US$3m seed to open Alexandria and the Canal cities.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'list', 'figures', 'indirect'],
  },
  // churn: 66 lost of 400 over a quarter = 16.5%/quarter = ~5.5%/month >= 5 -> high-churn
  // ARR $1.1m includes $280k one-time integration fee -> non-recurring-revenue
  // that contract: 280/1100 = 25% < 30 -> no customer-concentration
  {
    id: 'h13-en-w2-interview-lagos-pos',
    documentType: 'business_plan',
    text: `TRANSCRIPT - DD call, Stockline (inventory SaaS for Lagos retailers)
Participants: F. Adeyemi (CEO), analyst (AN). Recorded 11 July 2025.

AN: Let's start with retention. What happened in Q2?
FA: Honestly, a tough quarter. We started April with 400 paying merchants, and by the end of June 66 of them had cancelled. Mostly provision stores that closed when the naira moved. We won new ones, so the headline count looks flat.

AN: Understood. The deck says ARR of $1.1m. How is that built?
FA: It's our annualised revenue. It includes the $280k we billed the state revenue service in May for the one-time integration and data migration - that's in the number - and the rest is subscriptions.

AN: Is that state contract your biggest customer?
FA: By far, but it's a one-off project; our largest subscriber pays about $40k a year.

AN: And competition?
FA: Plenty - two Nigerian players and a Kenyan one that just came in.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'no-competition'],
    language: 'en',
    traits: ['indirect', 'figures', 'time'],
  },
  // GM Q1 = (3850-2270)/3850 = 41.0%; Q2 = (3410-2290)/3410 = 32.8% -> down 8.2 pts >= 5 -> gross-margin
  // revenue Q2 3410 < Q1 3850 -> declining-revenue; "unaudited" -> audit-opinion
  // costs Q2 2290 + 960 = 3250 < 3410 -> no burn-above-revenue
  {
    id: 'h13-en-w2-mgmt-csv-tamale-shea',
    documentType: 'financial_statements',
    text: `Tamale Agro-Processing Ltd - management accounts (unaudited) - export from accounting system
currency,GHS_000
period,revenue,cost_of_sales,operating_expenses,closing_cash
Q1-2025,3850,2270,990,2140
Q2-2025,3410,2290,960,2300

Notes from the Finance Manager:
1. Shea butter export volumes were lower in Q2 because one container was rolled to July.
2. Raw nut prices rose at the farm gate; we did not pass the increase on to buyers under fixed-price contracts.
3. The FY2024 statutory audit is scheduled for September.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'short-runway'],
    language: 'en',
    traits: ['csv', 'figures', 'indirect'],
  },
  // PSP licence applied for Feb 2025, under review -> pending-licence
  // subcontract to company owned by CEO's brother -> related-party
  // 2024 costs 265k < revenue 310k -> no burn-above-revenue
  {
    id: 'h13-en-w2-grant-monrovia-agents',
    documentType: 'business_plan',
    text: `DIGITAL INCLUSION CHALLENGE FUND - ROUND 4 - FULL APPLICATION
Applicant: LoneStar Agent Network Inc. (Monrovia, Liberia)

Q5. Describe the project (max 150 words)
We will recruit and train 300 mobile-money agents in Bong, Nimba and Lofa counties, so that rural traders can cash in and cash out within 5 km of their market.

Q6. Current operations
2024 revenue: US$310,000 (agent commissions and float services). 2024 operating costs: US$265,000.

Q7. Licences and approvals
We submitted our application for a Payment Service Provider licence to the Central Bank of Liberia in February 2025. The CBL acknowledged receipt in March and the file is under review. Until it is issued we operate as a sub-agent of a licensed mobile network operator.

Q8. Implementation partners
Field recruitment and agent training will be subcontracted to Kpelle Logistics Inc., a company owned by Moses Kollie, brother of our CEO, Jartu Kollie. Contract value: US$84,000 over 18 months.

Q9. Grant requested: US$250,000`,
    present: ['pending-licence', 'related-party'],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'en',
    traits: ['indirect', 'time', 'figures', 'list'],
  },
  // deck with traction, team and an ask but no revenue or cost figure -> missing-financials
  {
    id: 'h13-en-w2-deck-ocr-freetown-solar',
    documentType: 'pitch_deck',
    text: `[scan p.1]  SALONE SOLARSHARE
Pay-as-you-go so1ar for Freetown's market traders

[scan p.2]  THE PROBLEM
74 % of hous eholds in the Western Area rely on kerosene, candles or
shared generators. Traders lose 2-3 selling hours after dark.

[scan p.3]  TR4CTION
* 3,400 households connected across 11 districts
* 96% on-time repayment on PAYG plans
* 41 field agents, 60 % women

[scan p.4]  C0MPETITION
Two larger PAYG distributors operate in Freetown; we win on
market-stall sized kits and daily pricing via mobile money.

[scan p.5]  TEAM
Mariama Sesay (CEO, ex-utility engineer) | Abdul Kamara (COO)

[scan p.6]  THE ASK
Raising US$750k seed. Use of funds: inventory 50 %, agents 30 %,
software 20 %.
--- end of scan ---`,
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    language: 'en',
    traits: ['ocr', 'list', 'indirect'],
  },
  // claim LTV/CAC > 3x; LTV = 14,500 x 12% x 22 = N38,280; 38,280 / 52,000 = 0.74x -> unit-economics
  // runway 620/41 = 15.1 months >= 9; burn 41m < revenue 118m; lifetime 22 months => churn ~4.5%/month < 5
  {
    id: 'h13-en-w2-investor-update-chowbox',
    documentType: 'business_plan',
    text: `Chowbox - Q2 2025 investor update
To: investors and board observers

Hi all,

Headline numbers
- June revenue: N118m (May: N109m, April: N101m)
- Net burn: N41m a month; cash at 30 June: N620m
- Active subscribers: 8,140 across Lagos and Abuja

Unit economics
We're proud to report that LTV/CAC is now comfortably above 3x. For those who like to check our work:
  blended CAC this quarter ..................... N52,000
  average subscription ......................... N14,500 / month
  contribution margin after food, packaging
  and delivery ................................. 12%
  average subscriber lifetime .................. 22 months

Asks
Intros to corporate canteens in Victoria Island and Wuse II.

Thanks,
Bisi`,
    present: ['unit-economics'],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'declining-revenue'],
    language: 'en',
    traits: ['list', 'split', 'figures', 'indirect'],
  },
  // open claim before Cairo Economic Court, hearing adjourned -> litigation
  // office lease with company owned by CEO's father -> related-party
  {
    id: 'h13-en-w2-dataroom-cairo-edtech',
    documentType: 'legal_docs',
    text: `PROJECT PAPYRUS - VIRTUAL DATA ROOM - INDEX (v3, 14 Sept 2025)

1. Corporate
   1.1 Commercial register extract (Cairo)
   1.2 Articles of association, as amended 2024
2. Financial
   2.1 FY2023 financial statements - audited, unqualified opinion
   2.2 FY2024 financial statements - audited, unqualified opinion
3. Regulatory
   3.1 Ministry of Education accreditation of online curriculum - granted 11/2023
4. Material contracts
   4.1 Content licence - Ministry-approved textbooks
   4.2 Office lease, 5th Settlement - counterparty Nour Real Estate Co., a company owned
       by the CEO's father; rent EGP 1.8m per year
5. Disputes
   5.1 Claim by former content partner Ma'arifa Publishing before the Cairo Economic
       Court for EGP 14m (alleged breach of licence) - hearing adjourned to 12 Nov 2025
   5.2 Labour claim by ex-employee - settled June 2024, release signed`,
    present: ['litigation', 'related-party'],
    absent: ['audit-opinion', 'pending-licence'],
    language: 'en',
    traits: ['list', 'split', 'indirect', 'time'],
  },
  // weekly net outflow 60k x 52/12 = GHS 260k/month; runway 900/260 = 3.5 months < 9 -> short-runway
  // missed GRA payment-plan instalment on PAYE/VAT arrears -> debt-distress (tax)
  // net burn 260k < collections 400k -> no burn-above-revenue
  {
    id: 'h13-en-w2-board-minutes-accra-ride',
    documentType: 'legal_docs',
    text: `ACCRA RIDE LTD - MINUTES OF THE MEETING OF THE BOARD OF DIRECTORS
Held at the registered office, East Legon, on 7 October 2025 at 10:00

Present: E. Quaye (Chair), N. Addo (CEO), S. Appiah (CFO), two non-executive directors

1. Minutes of the previous meeting were approved.

2. Trading. The CEO reported that monthly fare collections are running at about GHS 400,000, in line with the budget.

3. Cash. The CFO reported cash at bank of GHS 900,000 at 30 September. Average weekly net outflow over the last eight weeks was GHS 60,000. A director asked whether the auditors had raised any going-concern point on the FY2024 accounts; the CFO confirmed the audit was signed without one.

4. Taxes. PAYE and VAT arrears of GHS 1.3m relating to 2024 remain outstanding with the Ghana Revenue Authority. The instalment due in August under the agreed payment plan was not paid, and GRA has issued a reminder letter.

5. Resolved: the CEO and CFO to present a financing plan at the next meeting.`,
    present: ['short-runway', 'debt-distress'],
    absent: ['burn-above-revenue', 'going-concern'],
    language: 'en',
    traits: ['indirect', 'figures', 'time', 'negation'],
  },
  // November billing = two-thirds of October's N69m (~N46m) -> declining-revenue
  // one customer "about a third" of November billing >= 30% -> customer-concentration
  {
    id: 'h13-en-w2-chat-lagos-haulage',
    documentType: 'business_plan',
    text: `WhatsApp chat export - "TruckNaija founders"

[14/12/2024, 09:12] Chidi: Numbers for November are in 📊
[14/12/2024, 09:13] Chidi: We billed roughly two-thirds of what we did in October. October was N69m
[14/12/2024, 09:15] Halima: Ouch. Fuel queues + the Apapa gridlock?
[14/12/2024, 09:16] Chidi: Mostly. Also the cement depots job - that one order alone was about a third of everything we billed in November
[14/12/2024, 09:18] Halima: We need to stop leaning on them like that
[14/12/2024, 09:20] Chidi: Agreed. Good news: the Sterling loan instalment went out on the 10th, we're not behind on anything
[14/12/2024, 09:21] Halima: OK. Send me the deck draft tonight, I'll do the December investor note
[14/12/2024, 09:22] Chidi: 👍`,
    present: ['declining-revenue', 'customer-concentration'],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['words', 'indirect', 'split', 'negation'],
  },
  // retention: 610 of 1,200 Jan-2024 pharmacies still paying in Jan-2025 = 50.8% < 55 -> high-churn
  // EDA rules in draft, certification unsettled -> stated regulatory uncertainty
  // revenue 19.4 vs 11.0 rising; no licence applied for -> no pending-licence
  {
    id: 'h13-en-w2-deck-cairo-pharmacy-saas',
    documentType: 'pitch_deck',
    text: `DAWAA OS - the operating system for Egypt's 80,000 pharmacies
Series A | Cairo | 2025

Slide 5 - Growth
Revenue: EGP 11.0m (2023) -> EGP 19.4m (2024)
Pharmacies on platform: 2,950

Slide 6 - Cohorts
Cohort          Started     Still paying 12 months later
Jan-2024        1,200       610
Jul-2024          740       (n/a yet)

Slide 8 - Regulation
The Egyptian Drug Authority's e-prescription rules are still in draft.
Whether pharmacy-management software will need to be certified - and by
which body - has not been settled. We have not applied for any licence,
as no licensing route exists yet.

Slide 9 - Competition
Two local ERP vendors and paper ledgers.`,
    present: ['high-churn', 'regulatory'],
    absent: ['pending-licence', 'declining-revenue', 'no-competition'],
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'split', 'modality'],
  },

  // ---------------- CLEAN (no flag) ----------------

  // founder denies leaving; lawsuit concerns a rival; revenue up 24 -> 38; top shipper 12% < 30
  {
    id: 'h13-en-w2-clean-press-accra-logistics',
    documentType: 'business_plan',
    text: `MEDIA COVERAGE (annex to business plan) - Ghana Business Daily, 3 March 2025

Darko dismisses exit rumours as ShipGH posts record year

ACCRA - Akosua Darko, founder and chief executive of freight platform ShipGH, has dismissed market talk that she is preparing to step down. "I'm not going anywhere. We are just getting started," she told the Daily.

ShipGH said revenue rose to GHS 38m in 2024 from GHS 24m a year earlier, as it added cross-border routes to Ouagadougou and Lome. No single shipper accounts for more than 12% of volumes, the company said.

The comments come as a rival haulage app, which is not connected to ShipGH, is being sued by two of its former investors over the use of grant funds. Darko declined to comment on the case.`,
    present: [],
    absent: ['founder-departure', 'litigation', 'customer-concentration', 'declining-revenue'],
    language: 'en',
    traits: ['negation', 'words', 'figures'],
  },
  // runway was ~4 months in January; now 4.6m / 0.27m = 17 months >= 9; net burn 270k < MRR 390k
  {
    id: 'h13-en-w2-clean-update-lagos-runway',
    documentType: 'business_plan',
    text: `EduPay - monthly investor letter, April 2025

Dear investors,

A quick reminder of where we were: in January we had about four months of runway and we said so plainly in that letter.

Where we are now:
  - Extension round of US$4m closed on 21 March (thank you to everyone who came back in)
  - Cash at 31 March: US$4.6m
  - Net burn: US$270k a month, flat on Q4
  - MRR: US$390k, up from US$352k in February
  - Venture debt: March instalment paid on schedule, no amounts overdue

So the runway question is behind us for now. Our focus for Q2 is collections in the north, where school fees come in later in the term.

Warmly,
Ngozi and Femi`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'debt-distress', 'declining-revenue'],
    language: 'en',
    traits: ['time', 'figures', 'indirect', 'list', 'negation'],
  },
  // clean unqualified opinion, no material uncertainty; revenue up; profit
  {
    id: 'h13-en-w2-clean-auditor-freetown',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITORS TO THE MEMBERS OF SWEET SALONE BEVERAGES LTD

Opinion
We have audited the financial statements of Sweet Salone Beverages Ltd for the year ended 31 December 2024. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 and of its financial performance for the year then ended, in accordance with IFRS and the Companies Act 2009 of Sierra Leone.

Key audit matter - revenue recognition
Distributor rebates are material to revenue. We tested rebate accruals against signed agreements and post year-end credit notes, without exception.

Going concern
We have not identified a material uncertainty related to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.

Highlights (Le)
Revenue 21.4bn (2023: 17.9bn) | Profit after tax 2.6bn (2023: 1.9bn)

Freetown, 30 April 2025`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    language: 'en',
    traits: ['negation', 'figures', 'words'],
  },
  // lead 150 / (450 + 150) = 25% < 50; founders 80% x 450/600 = 60% >= 40
  // leaver clause hypothetical; cap table reconciled
  {
    id: 'h13-en-w2-clean-term-sheet-cairo',
    documentType: 'legal_docs',
    text: `TERM SHEET - SERIES A
Company: Nilebox Logistics S.A.E. (Cairo)

1. Investment: EGP 150,000,000 for Series A preferred shares, led by Crescent Ventures II.
2. Pre-money valuation: EGP 450,000,000, fully diluted.
3. Pre-money ownership: founders (Omar Fathy, Salma Hegazy) 80%; seed investors 20%.
4. Board: five seats - two founders, one Lead, one seed representative, one independent agreed by all.
5. Leaver provisions: should a founder cease to be employed, the Company may buy back that founder's unvested shares at nominal value (bad leaver) or at fair market value (good leaver). Vested shares of a leaver may be bought back at fair market value within 6 months.
6. Capitalisation table: attached as Schedule 2, reconciled to the share register by Company counsel on 3 March 2025.
7. Conditions: legal and financial due diligence; FRA and GAFI filings where required.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    language: 'en',
    traits: ['list', 'figures', 'modality', 'indirect'],
  },
  // largest customer 1.1 / 5.0 = 22% < 30; DSCR 1.62x > 1.25x; current on instalments; audited unqualified
  {
    id: 'h13-en-w2-clean-credit-note-monrovia',
    documentType: 'financial_statements',
    text: `CREDIT NOTE - SME BANKING - MONROVIA
Obligor: Mesurado Power Installations Inc.
Facility: US$400,000 term loan (renewal of 2022 facility)

Financial summary (FY2024 audited accounts, unqualified audit report)
+------------------------------+-----------+-----------+
|                              |  FY2023   |  FY2024   |
+------------------------------+-----------+-----------+
| Turnover (US$)               | 4,300,000 | 5,000,000 |
| Largest customer (LEC)       |   990,000 | 1,100,000 |
| Operating profit (US$)       |   410,000 |   520,000 |
| DSCR (covenant min. 1.25x)   |    1.48x  |    1.62x  |
+------------------------------+-----------+-----------+

Account conduct: all instalments on the existing facility paid on or before due date; no arrears, no covenant breaches. Valid LRA tax clearance certificate on file.

Risk: a slowdown in public-sector grid projects could affect volumes; management is diversifying into private mini-grids.

Recommendation: approve renewal on existing terms.`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'negation', 'modality', 'indirect'],
  },
  // licence already granted; litigation hypothetical; growth 1.77x, 1.73x, 1.68x < 3x; costs 540 < revenue 620
  {
    id: 'h13-en-w2-clean-loan-app-abuja-psp',
    documentType: 'business_plan',
    text: `BUSINESS LOAN APPLICATION - Development Finance Window
Applicant: AgentLink Payments Ltd, Abuja

1. Regulatory status
Payment Solution Service Provider licence granted by the Central Bank of Nigeria on 14 August 2023 and renewed in 2025. No approvals are outstanding.

2. Historic and projected performance (N million)
   Year      Revenue   Total costs
   2024A       620        540
   2025F     1,100        930
   2026F     1,900      1,560
   2027F     3,200      2,560

3. Key risks
- We could face claims from merchants if settlement delays recur; none has been made to date.
- A sharp naira depreciation would raise our hardware costs.

4. Amount requested
N450 million over five years for 6,000 new POS terminals in the North-Central zone.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'unrealistic-growth', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'modality', 'negation', 'figures'],
  },
  // revenue rises every quarter; GM 44% -> 42% = -2 pts < 5; monthly costs 3.3m < revenue 3.7m; competitors named
  {
    id: 'h13-en-w2-clean-deck-alex-clinics',
    documentType: 'pitch_deck',
    text: `SHIFA CONNECT - clinic management software, Alexandria & Delta
Investor deck, Q1 2025

Slide 6 - Performance 2024
| EGP m          | Q1 24 | Q2 24 | Q3 24 | Q4 24 |
|----------------|-------|-------|-------|-------|
| Revenue        |  8.2  |  9.0  |  9.9  | 11.1  |
| Gross margin   |  44%  |  43%  |  43%  |  42%  |

Average monthly revenue in Q4: EGP 3.7m; average monthly costs including cost of sales: EGP 3.3m.

Slide 8 - Competition
We compete with two Cairo-based clinic SaaS vendors and with in-house IT at hospital groups. A larger regional rival reported an 18% fall in Egyptian revenue last year; we won 41 of its former clinics.

Slide 9 - Ask
US$2.5m to expand to Upper Egypt.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'no-competition', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // churn: 14 of 610 schools over 12 months = 2.3%/year (was 9%/month in 2022); ARR excludes one-off fees
  {
    id: 'h13-en-w2-clean-interview-kumasi-schools',
    documentType: 'business_plan',
    text: `INTERVIEW NOTES - founder call, SchoolDesk GH (fees & attendance software, Kumasi)
Interviewer: investment associate | Interviewee: Adwoa Mensah-Bonsu, CEO

Q: Churn was the big concern at seed. Where is it now?
A: In 2022 we were losing about 9% of schools a month - it was awful. Over the last twelve months we lost 14 schools out of the 610 we started with, mostly mergers.

Q: Your ARR is GHS 6.2m. What's in it?
A: Subscriptions only. Onboarding and training fees, GHS 0.4m last year, are one-off and we show them on a separate line, never in ARR.

Q: Any single district or chain that dominates?
A: The largest group of schools is about 9% of ARR.

Q: Is your co-founder still on board?
A: Yes, Kojo still runs product and engineering full time.`,
    present: [],
    absent: ['high-churn', 'non-recurring-revenue', 'customer-concentration', 'founder-departure'],
    language: 'en',
    traits: ['time', 'negation', 'figures', 'indirect'],
  },
  // index with explicit "none" for disputes and related parties; licence granted; audited unqualified
  {
    id: 'h13-en-w2-clean-dataroom-lagos-insurtech',
    documentType: 'legal_docs',
    text: `DATA ROOM INDEX - COVERLY INSURANCE BROKERS LTD (LAGOS) - as at 30 June 2025

01 Corporate
   01.1 CAC certificate of incorporation and CAC status report
   01.2 Memorandum and articles; board resolutions 2023-2025
02 Licences
   02.1 NAICOM insurance broker licence - granted 2022, renewed 2025 (copy)
   02.2 NDPC data-protection compliance audit filing - filed and acknowledged
03 Financials
   03.1 FY2023 and FY2024 financial statements, audited, unqualified opinions
04 Disputes
   04.1 Litigation confirmation letter from external counsel: no pending or threatened claims
05 Related parties
   05.1 Directors' declarations of interest - no transactions with directors, founders or their relatives
06 Cap table
   06.1 Share register and fully diluted cap table, reconciled by counsel (June 2025)`,
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence', 'audit-opinion', 'cap-table-complexity', 'regulatory'],
    language: 'en',
    traits: ['list', 'negation'],
  },
  // LTV = 9 x 0.70 x 30 = $189; 189 / 40 = 4.7x as claimed; payback 40 / (9 x 0.70) = 6.3 months < 7 as claimed
  // implied churn 1/30 = 3.3%/month < 5
  {
    id: 'h13-en-w2-clean-deck-accra-unit-econ',
    documentType: 'pitch_deck',
    text: `TROTRO+ - commuter subscriptions for Accra and Kumasi
Seed extension deck

Slide 4 - Traction
MRR: US$85k (Dec 2024), up from US$61k in June

Slide 5 - Unit economics
  CAC (paid + referral, blended)      US$40
  ARPU                                US$9 / month
  Gross margin                        70%
  Average rider lifetime              30 months
  -> LTV                              ~US$189
  -> LTV / CAC                        ~4.7x
  -> CAC payback                      under 7 months

Slide 6 - Competition
Ride-hailing apps and informal trotro operators; we sell guaranteed seats on fixed routes.`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'missing-financials', 'no-competition'],
    language: 'en',
    traits: ['list', 'figures', 'indirect'],
  },
];
