/** Part b of cases-dev-retired-thirteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW2B: readonly RedFlagCase[] = [
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
