import type { RedFlagCase } from './case';

export const redFlagTenthEnCases1: readonly RedFlagCase[] = [
  {
    id: 'h10-en-kudipay-board-minutes-nov',
    documentType: 'legal_docs',
    text: `KUDIPAY TECHNOLOGIES LIMITED (RC 1548812)
Minutes of the meeting of the Board of Directors held at 14 Adeola Odeku Street, Victoria Island, Lagos, on 21 November 2025

Present: Mrs. F. Adebayo (Chair), Mr. T. Okonkwo (CEO), Ms. H. Bello (COO), Mr. J. Mensah (investor director)

1. Minutes of the previous meeting were read and adopted.
2. COO contract: the Board approved the renewal of the COO's service agreement for a further two years.
3. Legal: Counsel reported on Suit No. FHC/L/CS/1182/2025, Meridian Microfinance Bank v. Kudipay Technologies Ltd, concerning settlement balances of about N310m. The hearing was adjourned to 14 February 2026; counsel's view is that the matter is not close to settlement and the Company should keep defending it.
4. Regulatory: The CEO tabled the letter from the Central Bank of Nigeria dated 3 November 2025 directing the Company to stop onboarding new wallet customers until the KYC remediation review is concluded. Onboarding has been halted since 5 November. Existing customers may continue to transact.
5. Finance: The overdraft with Sterling Coast Bank stays within its N150m limit and all interest payments are current.
6. There being no other business, the meeting closed at 4.40 p.m.

Signed: ______________ Chair`,
    present: ['litigation', 'regulatory'],
    absent: ['founder-departure', 'debt-distress'],
    traits: ['words', 'indirect', 'time'],
  },
  // runway: KES 18.2m / KES 3.2m net burn = 5.7 months; MRR 4.1m -> 3.9m -> 3.7m falling; net burn 3.2m < revenue 3.7m
  {
    id: 'h10-en-dukaledger-january-investor-update',
    documentType: 'business_plan',
    text: `Subject: Duka Ledger – January update (confidential)

Hi all,

Quick numbers before the detail:
- MRR: KES 3.7m in December, after KES 3.9m in November and KES 4.1m in October
- Paying shops: 640 at the start of December, 11 cancelled during the month
- Net burn: KES 3.2m / month
- Cash in bank at 31 Dec: KES 18.2m

The MRR drop is mostly the Mombasa distributor bundle we switched off; we think it bottoms out in Q1.
We are opening a bridge round of USD 400k and would love to hear from those of you with pro-rata rights by end of month.

Wins: signed Rafiki Stores, a Kisumu mini-chain (pilot, 12 branches), shipped M-Pesa reconciliation v2.
Asks: intros to FMCG distributors in Uganda.

Thanks,
Wanjiru
CEO, Duka Ledger Ltd, Nairobi`,
    present: ['declining-revenue', 'short-runway'],
    absent: ['burn-above-revenue', 'high-churn'],
    traits: ['figures', 'list', 'indirect'],
  },
  // runway: 4.6m / 380k = 12.1 months; churn 23 / 710 = 3.2% a month; burn 380k < revenue 520k
  {
    id: 'h10-en-accra-cofounders-whatsapp-march',
    documentType: 'business_plan',
    text: `[14/03/2026, 09:12] Kwame Asante: Adom Foods signed the settlement yesterday 🙏 their lawyers filed the notice of withdrawal at the High Court this morning. That matter is finished.
[14/03/2026, 09:13] Ama Owusu: Finally!! no more lawyer invoices
[14/03/2026, 09:15] Ama Owusu: Feb numbers: 23 shops cancelled out of 710 at start of month
[14/03/2026, 09:15] Ama Owusu: so 3.2% churn. lower than Jan
[14/03/2026, 09:17] Kwame Asante: revenue?
[14/03/2026, 09:18] Ama Owusu: GHS 520k for Feb. burn about GHS 380k
[14/03/2026, 09:20] Kwame Asante: bank says 4.6m GHS this morning so we're ok for a year even if nothing improves
[14/03/2026, 09:21] Ama Owusu: 👍 PayLink launched a copycat in Kumasi btw, cheaper plan
[14/03/2026, 09:22] Kwame Asante: saw it. let's talk pricing Monday`,
    present: [],
    absent: ['litigation', 'high-churn', 'short-runway', 'burn-above-revenue'],
    traits: ['informal', 'time', 'figures'],
  },
  // investor: USD 6.0m / post-money USD 11.5m = 52.2%; founders 19% + 17% = 36%
  {
    id: 'h10-en-raseed-series-a-term-sheet',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS – SERIES A PREFERRED SHARES
Raseed Technologies S.A.E. (Cairo, Egypt)
Non-binding except for Confidentiality, Exclusivity and Governing Law.

Investor:            Nile Ventures Fund II L.P. ("Lead Investor")
Amount:              USD 6,000,000
Pre-money valuation: USD 5,500,000 (fully diluted, including the expanded option pool)
Post-closing capitalisation (fully diluted):
    Lead Investor ............................. 52.2%
    Ahmed Fathy (Founder, CEO) ................ 19.0%
    Mona Saleh (Founder, CTO) ................. 17.0%
    Employee option pool ...................... 11.8%
Liquidation preference: 1x, non-participating
Board:               5 seats – 3 appointed by the Lead Investor, 2 by the Founders
Founder vesting:     re-vesting over 36 months with 12-month cliff
Governing law:       Arab Republic of Egypt; disputes to CRCICA arbitration, Cairo`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['related-party', 'litigation'],
    traits: ['table', 'figures', 'split-lines'],
  },
  // GM FY2026: 19.9 / 48.6 = 40.9%; FY2025: 17.2 / 41.2 = 41.7% -> down 0.8 pts; costs below revenue; profit
  {
    id: 'h10-en-khula-freight-audited-fy2025',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
To the shareholders of Khula Freight (Pty) Ltd

Opinion
We have audited the financial statements of Khula Freight (Pty) Ltd set out on pages 8 to 31. In our opinion, the financial statements present fairly, in all material respects, the financial position of the company as at 28 February 2026 and its financial performance and cash flows for the year then ended in accordance with the IFRS for SMEs Accounting Standard and the Companies Act of South Africa.

Ngwenya & Pillay Inc., Registered Auditors – Durban, 12 May 2026

STATEMENT OF PROFIT OR LOSS (R'000)            2026        2025
Revenue                                       48 600      41 200
Cost of sales                                (28 700)    (24 000)
Gross profit                                  19 900      17 200
Operating expenses                           (14 100)    (12 600)
Profit before tax                              5 800       4 600

Directors' report (extract): The directors have assessed the company's ability to continue as a going concern and are satisfied that no material uncertainty exists.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue'],
    traits: ['table', 'negation', 'figures'],
  },
  {
    id: 'h10-en-inzozi-health-ddq',
    documentType: 'legal_docs',
    text: `INZOZI HEALTH LTD – LEGAL DUE DILIGENCE QUESTIONNAIRE (Kigali, Rwanda)

Q4. Does the Company transact with any entity in which a director, founder or their relative holds an interest?
A4. Yes. The Kigali head office (Kacyiru) is leased from Gasabo Residences Ltd, which is owned by the father of our CEO, Dr. Aline Uwase. Rent is RWF 4.5 million per month under a five-year lease signed in 2023.

Q5. Has any founder, director or senior manager left the Company in the last 24 months?
A5. Our co-founder and former CTO, Eric Nshimiyimana, resigned in August 2024 and now lives in Toronto.

Q6. Please list all shareholders and confirm that the register is reconciled.
A6. The register held at RDB matches the attached cap table. Shareholders: Dr. Aline Uwase 48%, Eric Nshimiyimana 15%, Kasha Impact Fund 27%, ESOP 10%. Mr. Nshimiyimana's shares were not repurchased on his departure; no buy-back has been agreed.

Q7. Is the Company party to any litigation, pending or threatened?
A7. No.`,
    present: ['related-party', 'founder-departure', 'dead-equity'],
    absent: ['litigation', 'cap-table-complexity', 'low-founder-ownership'],
    traits: ['words', 'indirect', 'negation'],
  },
  // GM negative: Mar COGS 489,000 > revenue 451,000 (-8.4%); Jan -10.4%; costs above revenue every month
  {
    id: 'h10-en-mavuno-fresh-management-accounts-q1',
    documentType: 'financial_statements',
    text: `Mavuno Fresh Ltd - Management accounts Q1 2026 (unaudited; prepared by Finance, Kampala)
Amounts in UGX '000

month,revenue,cost_of_sales,gross_profit,opex,ebitda
Jan-2026,412000,455000,-43000,210000,-253000
Feb-2026,436000,471000,-35000,214000,-249000
Mar-2026,451000,489000,-38000,221000,-259000
Q1 total,1299000,1415000,-116000,645000,-761000

Notes:
1. Cost of sales includes farm-gate purchases of tomatoes and onions, cold-room power and the Nakasero market handling fees.
2. Volumes rose 9% over the quarter after the Mbarara collection hub opened.
3. Figures have not been reviewed by the external auditors.`,
    present: ['gross-margin', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h10-en-tesfa-move-press-article',
    documentType: 'business_plan',
    text: `Addis Ababa logistics start-up Tesfa Move raises $3m to expand trucking marketplace

ADDIS ABABA — Tesfa Move, which matches cargo owners with independent truckers on the Djibouti corridor, has closed a USD 3 million seed round led by a Nairobi-based fund.

The company, founded in 2022 by Dawit Alemu and Selamawit Haile, booked ETB 96 million in revenue last year and expects "roughly to double" that in 2026, Alemu said.

Tesfa Move received its freight-forwarding licence from the Ministry of Transport and Logistics in March, after a wait of almost a year.

Haile, the COO, dismissed reports on social media that she was leaving the company. "I'm not going anywhere. We're hiring under me, not replacing me," she said.

The start-up competes with Kenyan-backed platforms and with a dozen brokers who dominate loading at Modjo dry port, as well as the informal brokers who still handle most loads.`,
    present: [],
    absent: ['founder-departure', 'pending-licence', 'no-competition', 'unrealistic-growth'],
    traits: ['negation', 'time', 'words'],
  },
  // concentration: 21.4 / 56.3 = 38% of FY2025 turnover from Kalulushi Mills
  {
    id: 'h10-en-chuma-agro-ic-memo',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO – Chuma Agro Processing Ltd (Lusaka, Zambia)
Proposed: ZMW 35m mezzanine facility, 5 years

1. Business. Chuma mills and packs maize meal and soya chunks at its Makeni plant and sells to millers, wholesalers and two supermarket chains.

2. Financial summary (audited FY2025, unqualified opinion):
   Turnover ZMW 56.3m (FY2024: ZMW 49.0m); EBITDA ZMW 7.9m; net profit ZMW 3.1m.

3. Key risks
   a) Kalulushi Mills bought ZMW 21.4m of product in FY2025 under an annual off-take contract renewed each May.
   b) The Zambia Revenue Authority has confirmed outstanding VAT and PAYE of ZMW 2.1m from 2024 returns. Management is negotiating a payment plan; penalties continue to accrue.
   c) Maize price volatility after the drought season.

4. Recommendation: approve subject to a ZRA payment plan being signed before first drawdown.`,
    present: ['customer-concentration', 'debt-distress'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['figures', 'indirect', 'list'],
  },
  // largest customer 22%; prior loan repaid; profitable; turnover up
  {
    id: 'h10-en-kgalagadi-cold-chain-loan-application',
    documentType: 'business_plan',
    text: `TERM LOAN APPLICATION – SME BANKING
Applicant: Kgalagadi Cold Chain (Pty) Ltd, Plot 2245 Gaborone West Industrial
Facility requested: BWP 4.5 million, 60 months, to buy three refrigerated trucks

Section C – Financial history
Turnover 2025: BWP 18.2m (2024: BWP 15.9m)
Net profit after tax 2025: BWP 1.9m
Accounts audited by Mosadi & Partners; unqualified opinion for both years.

Section D – Existing and previous borrowings
Vehicle asset finance with Letlhakeng Bank (BWP 1.2m, 2021) – fully repaid October 2025; never in arrears.
No other borrowings. BURS tax clearance certificate attached (valid to June 2026).

Section E – Customers
Our largest customer, Motse Supermarkets, was 22% of turnover in 2025; the next four range from 6% to 11%.`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue'],
    traits: ['negation', 'time', 'figures'],
  },
  // growth: 320m / 40m FCFA = 8x in one year
  {
    id: 'h10-en-jang-agri-accelerator-application',
    documentType: 'business_plan',
    text: `Accelerator application – Cohort 7 (Dakar)
Company: Jàng Agri SAS, Thiès, Senegal

3. What problem are you solving?
Millet and cowpea farmers around Thiès and Diourbel sell at harvest at the lowest price because they have no storage. We run hermetic-bag warehouses with warehouse receipts financed by our partner bank.

4. Who else is doing this?
Nobody. There is no company in Senegal offering warehouse receipts to smallholders, and we do not have any competitor in our region.

5. Traction and financials
Revenue 2025: 40 million FCFA (storage fees and commission on sales)
Operating costs 2025: 34 million FCFA
Revenue target 2026: 320 million FCFA, as we open 14 warehouses in Kaolack and Kaffrine

6. How much are you raising? 150 million FCFA in grants and equity.`,
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['figures', 'words'],
  },
  // churn ~8% of merchants a month; runway 2.1bn / 150m = 14 months; burn 150m < revenue 210m
  {
    id: 'h10-en-soko-pesa-podcast-transcript',
    documentType: 'business_plan',
    text: `[Transcript – "Dar Founders" podcast, episode 41]

HOST: Last time you were on, you and your co-founder Baraka were sharing the mic. Where is he?
NEEMA (CEO, Soko Pesa): Baraka left in January. He took a role at a bank in Nairobi. No drama, but it's me running things now.
HOST: And the business?
NEEMA: We do about TZS 210 million a month in revenue from merchant subscriptions and float fees. Net burn is around TZS 150 million; we have TZS 2.1 billion in the bank, so about fourteen months.
HOST: What keeps you awake?
NEEMA: Honestly, retention. Every month we lose around eight percent of the merchants we start it with – kiosks close, or they go back to cash. We replace them, but it's a treadmill.
HOST: Competitors?
NEEMA: Plenty, the telcos first of all.`,
    present: ['founder-departure', 'high-churn'],
    absent: ['short-runway', 'burn-above-revenue', 'no-competition'],
    traits: ['informal', 'words', 'time'],
  },
  {
    id: 'h10-en-mali-pay-data-room-index',
    documentType: 'legal_docs',
    text: `MaliPay Kenya Ltd – Virtual data room index (reviewer: A. Kimani, 9 Feb 2026)

01 Corporate
  01.1 Certificate of incorporation ............. OK
  01.3 CR12 (Registrar of Companies) ............ matches cap table v9; reconciled 12 Jan 2026, no differences
02 Financials
  02.1 FY2025 audited financial statements ...... unqualified opinion (Mwangi & Otieno CPA)
  02.2 Management accounts Jan 2026 ............. revenue KES 21m, in line with budget
03 Licences
  03.1 CBK Payment Service Provider licence ..... granted June 2024; copy on file
04 Litigation
  04.1 Settlement deed – former landlord ........ matter closed Sept 2025, nothing outstanding
  04.2 Counsel letter ........................... confirms no pending or threatened proceedings
05 Commercial
  05.2 Top 10 customers ......................... largest is 14% of FY2025 revenue`,
    present: [],
    absent: ['cap-table-complexity', 'audit-opinion', 'pending-licence', 'litigation', 'customer-concentration'],
    traits: ['list', 'negation', 'time'],
  },
];
