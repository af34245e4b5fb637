import type { RedFlagCase } from './case';

export const redFlagTenthEnCases3: readonly RedFlagCase[] = [
  {
    id: 'h10-en-oja-direct-data-room-review',
    documentType: 'legal_docs',
    text: `Oja Direct Ltd (Lagos) – Data room index with reviewer notes – prepared for Series A confirmatory diligence

Folder / document                              Status      Reviewer note
01.2 CAC Form CAC2 (allotments)                received    CAC shows 2,400,000 shares allotted
01.4 Cap table v3 (xlsx)                       received    totals 2,100,000 shares; two SAFE holders from 2023 not shown. Company could not explain the 300,000 difference; ownership % cannot be confirmed
02.1 FY2024 financial statements               received    DRAFT, unsigned. Auditor (Eze & Co.) has not issued an opinion yet
02.3 Management accounts 2025                  received    revenue N2.3bn, gross margin 31%
03.1 Litigation schedule                       received    counsel confirms no pending claims
04.2 NAFDAC product registrations              received    all 14 products registered, certificates valid to 2027

Overall: do not proceed to signing until 01.4 and 02.1 are resolved.`,
    present: ['cap-table-complexity', 'audit-opinion'],
    absent: ['litigation', 'pending-licence', 'missing-financials'],
    traits: ['table', 'list', 'indirect'],
  },
  {
    id: 'h10-en-nkoso-health-accelerator-application',
    documentType: 'business_plan',
    text: `Founders Programme – Application form
Company: Nkoso Health Ltd (Tamale, Ghana)

1. Describe your product in two sentences.
A mobile app that lets community health nurses in the Northern Region book video consultations with doctors in Accra and Kumasi, and send lab results in real time.

2. Who are your competitors?
There is no competition in this space in Ghana. No other company connects CHPS compounds with specialists, and the big telemedicine apps only serve urban patients.

3. Traction
Pilots running in three clinics in Tamale and Savelugu; strong interest from district health directorates; 2 nurses trained as champions.

4. Financials
Financial details will be shared at the interview stage.

5. How much are you raising?
USD 100k in a pre-seed round.`,
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['words', 'negation'],
  },
  // Mulika 24% of sales; March revenue KES 6.1m vs costs KES 5.4m
  {
    id: 'h10-en-mkate-bakery-whatsapp-investor',
    documentType: 'business_plan',
    text: `[02/04/2026, 18:40] Grace (Mkate Bakeries): Hi Daniel, March numbers: revenue KES 6.1m, total costs KES 5.4m. second profitable month in a row
[02/04/2026, 18:41] Daniel (Acacia Angels): 👏 what happened with the KRA audit?
[02/04/2026, 18:43] Grace (Mkate Bakeries): closed last week, no findings, no penalty. letter attached
[02/04/2026, 18:43] Grace (Mkate Bakeries): <attached: KRA_closure_letter.pdf>
[02/04/2026, 18:44] Daniel (Acacia Angels): and the Kiambu county permit for the new oven line?
[02/04/2026, 18:46] Grace (Mkate Bakeries): came through on Tuesday. we start baking there on the 15th
[02/04/2026, 18:47] Daniel (Acacia Angels): how dependent are we on Mulika now?
[02/04/2026, 18:49] Grace (Mkate Bakeries): 24% of sales in March, down from 29% in Jan. the school contracts are growing faster`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'customer-concentration', 'burn-above-revenue'],
    traits: ['informal', 'time', 'negation'],
  },
  // runway: cash EGP 9.8m / net burn (3.4 - 2.1 = 1.3m) = 7.5 months; costs above revenue each month
  {
    id: 'h10-en-wasfa-egypt-management-accounts-csv',
    documentType: 'financial_statements',
    text: `Wasfa Health S.A.E. - monthly management pack (unaudited) - EGP
period,revenue,total_operating_costs,net_cash_flow,closing_cash
2025-12,1900000,3300000,-1400000,12500000
2026-01,2000000,3400000,-1400000,11100000
2026-02,2100000,3400000,-1300000,9800000

Comments from the CFO:
- Revenue grew for the sixth month in a row (pharmacy orders in Giza and Alexandria).
- Cost base stable after January salary review.
- No external audit of these figures; FY2025 audit fieldwork starts in April.
- Fundraising: Series A conversations ongoing with two Gulf funds.`,
    present: ['short-runway', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  // investor: 51.0% fully diluted; founders 24% + 18% = 42%
  {
    id: 'h10-en-eko-cargo-term-sheet',
    documentType: 'legal_docs',
    text: `EKO CARGO TECHNOLOGIES LIMITED – INDICATIVE TERM SHEET (Series A)

1. Issuer: Eko Cargo Technologies Limited, Lagos, Nigeria
2. Investor: Gulf Frontier Logistics Fund LP
3. Investment: USD 8,000,000 in Series A Preferred Shares
4. Post-money capitalisation (fully diluted):
   Investor 51.0% | Chinedu Obi (Founder/CEO) 24.0% | Adaeze Nwosu (Founder/COO) 18.0% | ESOP 7.0%
5. Existing contracts: The Company shall continue its warehousing and trucking agreement with Obi Haulage Services Ltd, a company owned by the CEO's brother, on the current terms until 31 December 2026, after which the agreement shall be re-tendered.
6. Board: 3 Investor directors, 2 Founder directors; Investor appoints the Chair.
7. Conditions precedent: satisfactory legal and financial due diligence; adoption of new articles.`,
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership'],
    traits: ['split-lines', 'figures', 'indirect'],
  },
  // GM: 62% -> 54% = down 8 pts; ARR R18m includes R3.5m once-off installations
  {
    id: 'h10-en-bheka-solar-ic-memo',
    documentType: 'business_plan',
    text: `IC MEMO – BHEKA SOLAR (PTY) LTD – Johannesburg – USD 2.5m Series A

Summary of management case
- Annual recurring revenue of R18.0m at 31 March 2026, per management's KPI pack. On review, R3.5m of this is once-off installation and hardware revenue from the Limpopo school programme, which will not repeat.
- Revenue FY2026 R24.6m vs FY2025 R19.2m.
- Gross margin FY2026 54% (FY2025: 62%), mainly from higher panel and inverter costs after the rand weakened and from subsidised installations.
- Customers: 1,140 commercial sites; largest customer 9% of revenue.

Team: two founders, both full-time; CFO hired in January.

Recommendation: proceed to term sheet, with the valuation based on R14.5m of subscription revenue only.`,
    present: ['non-recurring-revenue', 'gross-margin'],
    absent: ['declining-revenue', 'customer-concentration'],
    traits: ['list', 'figures', 'indirect'],
  },
  // founders 24% + 22% = 46%; largest investor 29%
  {
    id: 'h10-en-umurava-agri-sha-excerpt',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT – UMURAVA AGRI LTD (Republic of Rwanda) – extract

Clause 3. Shareholding. On the Completion Date the issued shares are held as set out in Schedule 1: Jean-Paul Habimana 24%, Diane Ingabire 22%, Rwanda Harvest Fund 29%, Akagera Angels 15%, ESOP Trust 10%. The Parties confirm that Schedule 1 agrees with the register of members kept by the Office of the Registrar General.

Clause 9. Leavers. 9.1 If a Founder ceases to be an employee of the Company for any reason, the Company shall have the right within 90 days to purchase, and the Founder shall be obliged to sell, (a) all of the Founder's unvested shares at nominal value and (b) in the case of a Bad Leaver, all vested shares at the lower of nominal value and fair value.
9.2 Shares so purchased shall be cancelled or transferred to the ESOP Trust.

Clause 12. Reserved matters. The following require Investor Majority consent: ... (f) any transaction with a Founder or a person connected with a Founder.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'related-party'],
    traits: ['hedge', 'figures', 'words'],
  },
  // turnover 14.8m < 16.3m prior year; two missed instalments
  {
    id: 'h10-en-copperbelt-hardware-loan-application',
    documentType: 'business_plan',
    text: `WORKING CAPITAL FACILITY APPLICATION – Copperbelt Hardware & Building Supplies Ltd, Kitwe, Zambia

Part 2 – Trading history (ZMW)
                     2024            2025
Turnover        16,300,000      14,800,000
Gross profit     3,900,000       3,400,000
Net profit         820,000         310,000

Explanation: mine contractors delayed projects after the power cuts of 2024-25.

Part 3 – Existing borrowings
Asset finance with Kafue Commercial Bank, balance ZMW 2.2m. The instalments due in November and December 2025 were not paid and remain outstanding; the bank has been informed and we propose that part of this facility clears the arrears.

Part 4 – Security offered: stock and debtors, personal guarantee of the managing director.`,
    present: ['debt-distress', 'declining-revenue'],
    absent: ['going-concern', 'gross-margin'],
    traits: ['table', 'figures', 'words'],
  },
  // costs XOF 538m > revenue XOF 412m; qualified opinion; directors' doubt on going concern
  {
    id: 'h10-en-teranga-foods-ocr-audit-translation',
    documentType: 'financial_statements',
    text: `TERANGA F00DS SA – Dakar
REP0RT 0F THE STATUT0RY AUDIT0R 0N THE ANNUAL FINANCIAL STATEMENTS (free translation from French)
Qualified opinion
In our opinion, except for the possible effects of the matter described in the "Basis for qual-
ified opinion" paragraph, the annual financial statements are regular and sincere and give a true image of the results of the financial year ended 31 Decemb er 2025 in accordance with SYSCOHADA.
Basis for qualified opinion
We were not able to attend the physical count of inven tories, which are stated at XOF 96 million. We could not satisfy ourselves as to this amount by other means.
INC0ME STATEMENT (XOF million)        2025
Turnover                              412
Purchases and external charges       (389)
Staff costs                          (121)
Depreciation and financial charges    (28)
Net result                           (126)
Note 2 - Going concern: The Board of Directors notes that, without new financing in 2026, there is significant doubt about the company's ability to continue its activities.
Cabinet Ndiaye Audit & Conseil, Dakar, 28 April 2026`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['ocr', 'split-lines', 'table', 'words'],
  },
  // Q3 EGP 41m > Q2 EGP 37m
  {
    id: 'h10-en-masar-pay-board-minutes-cairo',
    documentType: 'legal_docs',
    text: `MASAR PAY S.A.E. – Minutes of the Board of Directors' meeting, Cairo, 28 October 2025

Item 1 – Legal. The General Counsel reported that the Court of Cassation dismissed the former distributor's final appeal on 16 September 2025. The judgment is final; no further recourse is available and the provision of EGP 4m was released.
Item 2 – Regulatory. The licence from the Financial Regulatory Authority for the nano-finance activity was received on 2 October 2025. The Board thanked the compliance team.
Item 3 – Results. Revenue for Q3 2025 was EGP 41m against EGP 37m in Q2 2025; EBITDA was positive for the second consecutive quarter.
Item 4 – Budget. Management will present the 2026 budget at the December meeting.

The meeting closed at 6:15 p.m.`,
    present: [],
    absent: ['litigation', 'regulatory', 'pending-licence', 'declining-revenue'],
    traits: ['time', 'negation', 'words'],
  },
  // growth: BWP 3m -> BWP 30m = 10x; LTV = 45 x 24 x 30% = BWP 324 vs CAC 600 -> 0.54x, not 5x
  {
    id: 'h10-en-spaza-stock-radio-interview',
    documentType: 'business_plan',
    text: `[Transcript – Gabz FM "Business Hour", interview with Onalenna Tau, founder of SpazaStock, Gaborone]

PRESENTER: How big is SpazaStock today?
TAU: About BWP 3 million of revenue this year. Next year we will do thirty million – ten times – because we are going into Francistown, Maun and then Namibia.
PRESENTER: That's ambitious. Do the numbers work per shop?
TAU: Very much. Our lifetime value to acquisition cost is five to one. We spend around P600 to sign up a tuck shop, with agents and airtime. Each shop pays P45 a month and stays with us about two years, and we keep roughly 30% of that as gross margin after delivery.
PRESENTER: And competitors?
TAU: There are wholesalers with apps, but they don't deliver to villages.`,
    present: ['unrealistic-growth', 'unit-economics'],
    absent: ['high-churn', 'no-competition'],
    traits: ['informal', 'figures', 'words'],
  },
  // runway: UGX 2.3bn / 230m = 10 months; churn 4.1% a month; 2.2x projection; burn 230m < revenue 260m
  {
    id: 'h10-en-kalo-farm-q4-investor-update',
    documentType: 'business_plan',
    text: `Subject: Kalo Farm Supply – Q4 2025 investor update

Dear investors,

Q4 revenue was UGX 780m (Q3: UGX 690m); December alone was UGX 260m.
Cash at 31 December: UGX 2.3bn. Net burn is about UGX 230m a month, so we have ten months of runway and we plan to start the Series A process in March.
Monthly customer churn averaged 4.1% in Q4, down from 4.8% in Q2, thanks to the agro-dealer loyalty scheme.
For 2026 our base case is revenue of UGX 5.4bn, about 2.2 times 2025.

Thank you for your support,
Moses & Irene`,
    present: [],
    absent: ['short-runway', 'high-churn', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['figures', 'time', 'words'],
  },
  // churn: 140 / 900 agents = 15.6% in one month
  {
    id: 'h10-en-wakala-pay-slack-cofounders',
    documentType: 'business_plan',
    text: `#founders (Slack export, Wakala Pay, Dar es Salaam)

Rehema 08:05  BoT letter arrived. we have to stop onboarding new agents from today until they finish the inspection on our float accounts. no end date given
Juma 08:07  seriously?? what about existing agents
Rehema 08:08  they can keep transacting. only new onboarding is suspended
Juma 08:12  ok. this on top of January… we started Jan with 900 agents and 140 left us during the month
Rehema 08:13  I know. Jan revenue was TZS 310m, a bit up on Dec only because of the salary-week volumes
Juma 08:15  let's get the lawyers and Faraji on a call at 10`,
    present: ['regulatory', 'high-churn'],
    absent: ['declining-revenue', 'litigation'],
    traits: ['informal', 'figures', 'indirect'],
  },
];
