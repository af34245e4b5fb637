/**
 * Development set, eighteenth round (w3, part 2; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part2: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-kigali-mobility-board-minutes',
    documentType: 'legal_docs',
    text: `GURA RIDE LTD — Minutes of the Board meeting held on 21 May 2025 at Kigali Heights, 4th floor

Present: J. Mugisha (Chair), A. Uwase (CEO), P. Habimana (CFO, secretary), K. Otieno (investor director)

Item 1 — Leaver shareholding. The CFO confirmed that the 180,000 shares held by Mr Eric Nkurunziza, a former backend
developer who left in January, were bought back by the Company on 30 April at the good-leaver price of RWF 1,000 each and cancelled.
The updated register filed with RDB shows no shares in his name.

Item 2 — BRD working-capital loan. The final instalment of RWF 96m was paid on 15 May; the facility is closed and the
charge over the e-moto fleet will be released.

Item 3 — FY2024 accounts. The Board approved the financial statements audited by PKF Rwanda, which carry an
unmodified opinion, and authorised the Chair to sign them.

No other business.`,
    present: [],
    absent: ['dead-equity', 'debt-distress', 'audit-opinion', 'founder-departure'],
    traits: ['time', 'negation'],
  },
  // churn: 140 / 1,900 = 7.4% a month; costs GHS 610k > revenue GHS 380k; runway on net burn 230k: 9.4m/0.23m = 41 months
  {
    id: 'd18-w3-en-accra-merchant-app-investor-update',
    documentType: 'business_plan',
    text: `From: Kojo Asante <kojo@duapay.africa>
Subject: DuaPay — August update (the honest version)

Team,

August was tough.
• Active merchants: 1,900 on 1 August → 1,760 on 31 August. New sign-ups (+0) were paused while we fixed KYC, so the
  140 we lost is net of nothing.
• Revenue: GHS 380k.
• Total operating costs: GHS 610k (payroll 340k, cloud 95k, marketing 70k, other 105k).
• Cash: GHS 9.4m after the July tranche.

We think the merchant losses are mostly market-women accounts that went dormant after the rainy season, but we're calling
every one of them this month.

Kojo`,
    present: ['high-churn', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-lagos-remittance-slack-export',
    documentType: 'business_plan',
    text: `#leadership — export 2025-07-14

adaeze.okafor  09:02  heads up: CBN letter came in last night. They've suspended our onboarding of new diaspora senders with
                      immediate effect pending a review of our agent-bank arrangement with Wema
femi.c         09:04  suspended as in stopped??
adaeze.okafor  09:04  yes. existing customers can keep sending. no new signups until they say so
femi.c         09:06  and the IMTO licence application? it's been with them since november
adaeze.okafor  09:07  still pending. nobody at the Bank will give a date. the letter says the review will inform "the
                      consideration of any application before the Bank"
tunde.ops      09:10  so we can't onboard and can't get our own licence. great
adaeze.okafor  09:11  let's not put this in #general yet pls`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['informal', 'indirect', 'split-lines'],
  },
  {
    id: 'd18-w3-en-dar-insurtech-ddq-legal',
    documentType: 'legal_docs',
    text: `BimaSmart Tanzania Ltd — Investor DDQ, Part D (Legal)

D1. Pending or threatened litigation?
    None pending. A claim by a former sales agent (Labour Court, Dar es Salaam, 2022) was dismissed in October 2023;
    the appeal period expired without an appeal.
D2. Related-party transactions?
    None. No director or shareholder, or any relative of one, supplies goods or services to the Company.
D3. Licences?
    Insurance broker licence No. TIRA/IB/2023/114 granted 4 August 2023, renewed to 31 December 2025.
D4. Correspondence with regulators in the last 24 months?
    Routine annual returns only; no inspection findings, penalties or directives.
D5. Departures of founders or senior staff?
    None. Both founders remain full-time executives.`,
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence', 'regulatory', 'founder-departure'],
    traits: ['qa', 'negation', 'time'],
  },
  // founders: 31% + 6% = 37% < 40%; departed co-founder keeps 9%
  {
    id: 'd18-w3-en-casablanca-sha-cap-table-schedule',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT — ATLAS LOGISTIQUE SA — SCHEDULE 2: SHAREHOLDING AT SIGNING

Shareholder                         Shares        %
Youssef Benali (founder, CEO)       310,000     31.0
Salma Tazi (founder, COO)            60,000      6.0
Karim El Idrissi                     90,000      9.0
Maghreb Growth Partners I           280,000     28.0
Azur Angels Club                    110,000     11.0
ESOP (reserved)                     150,000     15.0
Total                             1,000,000    100.0

Note 1: Mr El Idrissi co-founded the Company and ceased to be an employee and director on 30 June 2023. Under the
2021 pact the Company had a call option on his shares, which was not exercised within the 90-day window; he retains them.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Sahel Ventures 56% fully diluted >= 50%
  {
    id: 'd18-w3-en-bamako-cap-table-counsel-note',
    documentType: 'legal_docs',
    text: `Note to file — cap table of Baara Digital SARL (Mali) — counsel's comments

1. On the latest spreadsheet sent by management (v7, 3 Sept), Sahel Ventures holds 56% on a fully diluted basis after
   the bridge, the founders 29% and the ESOP 15%.
2. We have not been able to reconcile v7 with the statuts filed at the RCCM in Bamako: the statuts still show the
   pre-bridge capital of XOF 10,000,000, and two convertible notes (XOF 75m and XOF 40m) appear in v5 but not in v7.
3. Management says the notes "converted" but we have no conversion notice, no board resolution and no updated register.
4. Until these points are resolved we cannot confirm who owns what.`,
    present: ['investor-control', 'cap-table-complexity', 'low-founder-ownership'],
    absent: ['dead-equity'],
    traits: ['list', 'indirect', 'figures'],
  },
  // monthly costs > revenue each month; runway: ₦141.9m / ₦30.8m net outflow = 4.6 months
  {
    id: 'd18-w3-en-ibadan-foodtech-monthly-csv',
    documentType: 'financial_statements',
    text: `Chopwise Foods Ltd — monthly P&L and cash, NGN millions
month,revenue,cost_of_sales,staff,marketing,rent_and_other,total_costs,net_cash_flow,closing_cash
2025-04,48.2,30.1,22.4,9.6,6.2,68.3,-20.1,206.0
2025-05,51.0,31.9,23.0,12.8,6.4,74.1,-23.1,182.9
2025-06,51.6,31.3,24.8,15.1,6.6,77.8,-26.2,156.7
2025-07,52.4,33.0,25.6,18.2,6.4,83.2,-30.8,125.9

# closing_cash for July after receiving NGN 16m of customer deposits = 141.9
# board pack note: "July net outflow is our current monthly run-rate"`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['csv', 'figures', 'table'],
  },
  // DSCR 1.6x; revenue KES 420m up from 380m
  {
    id: 'd18-w3-en-mombasa-importer-trade-finance',
    documentType: 'financial_statements',
    text: `TRADE FINANCE FACILITY APPLICATION — Pwani Edible Oils Ltd — to NCBA Bank, Mombasa branch

Facility sought: Letter of credit line USD 2.5m for crude palm oil imports from Malaysia, 180-day tenor.
Trading history: revenue KES 420m in FY2024/25, up from KES 380m in FY2023/24; gross margin steady at 18–19%.
Existing debt: KCB term loan (balance KES 61m). All instalments paid on due dates; last covenant test (30 June 2025):
  DSCR 1.6x vs minimum 1.25x, gearing 0.7x vs maximum 1.5x — both met.
Tax: KRA tax compliance certificate valid to 12 March 2026 (attached).
Customers: 140 distributors and supermarket chains; the largest, Naivas, at 14% of sales.
Audit: FY2024/25 accounts audited by Grant Thornton Kenya, unqualified.`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'gross-margin'],
    traits: ['figures', 'negation', 'list'],
  },
  {
    id: 'd18-w3-en-kampala-healthtech-accelerator-pitch',
    documentType: 'pitch_deck',
    text: `ACCELERATOR APPLICATION — Cohort 9 — Section B: Your company
Company: AfyaLink Uganda   |   Stage: launched   |   City: Kampala

B1. What problem do you solve?
Patients in Wakiso and Mukono districts wait 4–6 hours at health centres because nobody knows which clinic has stock.
B2. Your solution?
A USSD + WhatsApp queue and stock checker linked to 62 private clinics.
B3. Who are your competitors?
There is no one else doing this in Uganda. We looked.
B4. Traction?
62 clinics signed, 18,000 patient queries in the last quarter, NPS 71.
B5. Business model?
Clinics will pay a monthly subscription once we exit the free pilot.
B6. Financials (revenue, costs, burn)?
We prefer to share these in the interview.`,
    present: ['no-competition', 'missing-financials'],
    absent: ['unrealistic-growth'],
    traits: ['qa', 'indirect', 'negation'],
  },
  {
    id: 'd18-w3-en-harare-agrifinance-press-story',
    documentType: 'business_plan',
    text: `Mbeu Finance co-founder steps back as distributor suit drags on
The Herald Business, Harare — 6 October 2025

Tendai Moyo, co-founder and chief executive of seed-credit start-up Mbeu Finance, will hand over day-to-day
leadership at the end of the year, the company confirmed on Friday. Chief operating officer Rudo Chari will act as CEO
while the board searches for a replacement.

The transition comes as the company defends a USD 1.8 million claim brought in the High Court by former distributor
Green Valley Agro, which alleges breach of an exclusivity agreement. A hearing date has been set for February.
Mbeu says the claim "has no merit". The company reported revenue of USD 3.4 million last season.`,
    present: ['founder-departure', 'litigation'],
    absent: ['dead-equity'],
    traits: ['indirect', 'time'],
  },
  // UG: 10x a year; UE: CAC R900 vs gross profit R60/month -> payback 15 months, not "3 months"
  {
    id: 'd18-w3-en-durban-fitness-app-interview',
    documentType: 'business_plan',
    text: `INTERVIEW TRANSCRIPT — Ventureburn Live, guest: Sipho Ndlovu, founder of GymPass Mzansi (lightly edited)

Q: What do your unit economics look like?
A: Honestly, best in class. We recover the cost of acquiring a member in about three months.
Q: What does it cost you to get a member?
A: Around R900 all-in now with Meta and the campus ambassadors.
Q: And what does a member bring in?
A: The subscription is R149 a month, and after paying the gyms we keep roughly R60 of that as gross profit.
Q: Where is revenue going?
A: We closed last year at R6 million. Our plan is R60 million this year and R600 million next year — ten times, every year.
   The market's there.`,
    present: ['unit-economics', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['qa', 'figures', 'informal'],
  },
  {
    id: 'd18-w3-en-addis-coffee-audit-opinion-scan',
    documentType: 'financial_statements',
    text: `[scan p.3 of 28]
INDEP ENDENT AUDIT OR'S REP ORT TO THE SHARE HOLDERS OF  SIDAMA  ROAST  PLC
Opin ion
In our op inion, the acc ompanying financial state ments give a true and fair view of the financial posi tion of
Sidama Roast PLC as at 7 July 2025 (Sene 30, 2017 E.C.) and of its finan cial perf ormance for the year then ended in
accord ance with IFRS for SMEs.
Basis for Opin ion  ... We are indep endent of the Company ...
Going Con cern
We have conc luded that manage ment's use of the going concern basis of accoun ting is appro priate, and we have not
identi fied a mate rial uncert ainty.
Rev enue  ETB 182 ,450 ,000    (prior year ETB 151 ,300 ,000)
Addis Ababa, 30 Sept ember 2025          [stamp illegible]`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['ocr', 'negation', 'figures'],
  },
  {
    id: 'd18-w3-en-nairobi-lender-regulator-letter-memo',
    documentType: 'legal_docs',
    text: `MEMO — to: Investment team — from: Legal — re: Pesa Haraka Ltd, CBK correspondence

We reviewed the letter from the Central Bank of Kenya dated 18 August 2025 (ref. CBK/BSD/DCP/2025/211). Key passages:

  "Following our review of the documents submitted, the Bank is pleased to inform you that Pesa Haraka Ltd has been
  granted a licence to carry on digital credit business under the Central Bank of Kenya (Digital Credit Providers)
  Regulations, 2022."

  "The Bank further confirms that the consumer complaint referred to in our letter of 2 May 2025 has been resolved to
  the Bank's satisfaction and the matter is closed. No further action will be taken."

Our view: no open regulatory point. The licence was granted; the complaint file is closed without any penalty.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['quote', 'negation', 'time'],
  },
];
