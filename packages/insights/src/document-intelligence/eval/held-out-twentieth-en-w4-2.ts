/** Writer 4's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW4P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck (slides), solar installation for businesses, Eritrea. CLEAN.
  // customer-concentration ABSENT (figures): largest client 14%; named top three together 27% (< 30%).
  // no-competition ABSENT (negation): "We are not alone" — three kinds of competitors named.
  // pending-licence ABSENT (time): electrical contractor licence granted 2021 and renewed January 2024.
  // unrealistic-growth ABSENT (table): 4.1/2.76 = 1.49x, 6.2/4.1 = 1.51x, 8.7/6.2 = 1.40x.
  // high-churn ABSENT (figures): maintenance renewal 92% a year (churn 8%).
  // burn-above-revenue ABSENT: net profit ERN 310,000 in 2023.
  {
    id: 'h20-en-w4-08',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'negation', 'figures', 'time'],
    present: [],
    absent: ['customer-concentration', 'no-competition', 'pending-licence', 'unrealistic-growth', 'high-churn', 'burn-above-revenue'],
    text: `ADULIS SOLAR WORKS — Investor presentation, March 2024
Asmara · Keren · Mendefera

1 | Problem
- Shops, clinics and small hotels lose hours of trading to power cuts every week.
- Diesel for generators is rationed and expensive.

2 | What we do
- Design and install solar + battery systems of 3 to 40 kW.
- Annual maintenance contracts with a 48-hour call-out promise.

3 | Traction
- 212 systems installed since 2021; 148 on maintenance contracts.
- 92% of maintenance contracts were renewed at their anniversary in 2023.

4 | Revenue (ERN)
2021 ........ 1,150,000
2022 ........ 1,980,000
2023 ........ 2,760,000
Net profit 2023: ERN 310,000

5 | Customers
- Largest client, a hotel group in Keren: 14% of 2023 revenue.
- Top three clients (Keren hotel group, Medhanie Clinic, Asmara Bakery Cooperative): 27% together.
- More than 120 other clients, none above 4%.

6 | Competition
We are not alone. Two Asmara importers sell panels over the counter, a handful of electricians install systems informally, and some customers still prefer generators. Our edge: engineered designs, imported lithium batteries with warranty, and the only maintenance contract with a guaranteed response time.

7 | Licences
Electrical contractor licence from the Ministry of Energy and Mines granted in 2021 and renewed in January 2024, valid to 2027. Import permits obtained per shipment through our trading partner.

8 | Plan (ERN)
           2024F       2025F       2026F
Revenue    4,100,000   6,200,000   8,700,000
Systems    95          140         190

9 | The ask
ERN 3,000,000 (about USD 200,000) for battery inventory, a second installation vehicle and training of six technicians. Founders keep 64% after the round.

10 | Team
Tedros Gebrehiwet (CEO, electrical engineer, 12 years in Saudi Arabia); Rahel Negash (operations and finance).`,
  },
  // 09 — Legal due-diligence memo, healthtech (teleconsultation and e-pharmacy), Uganda.
  // cap-table-complexity PRESENT: URSB register (4 holders) vs company table (11); "we could not reconcile the two".
  // low-founder-ownership PRESENT (figures): founders 21.3 + 13.2 = 34.5% (< 40%).
  // litigation PRESENT: HCCS No. 412 of 2023, hearing adjourned to 18 November 2024; open.
  // regulatory PRESENT: NDA suspended the e-pharmacy delivery service; suspension remains in force.
  // investor-control ABSENT (figures): largest investor 27.8% (< 50%).
  // related-party ABSENT (negation): no contracts with founder-connected entities found.
  // founder-departure ABSENT (negation): no key person has left; CTO renewed.
  {
    id: 'h20-en-w4-09',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'list', 'figures', 'negation'],
    present: ['cap-table-complexity', 'low-founder-ownership', 'litigation', 'regulatory'],
    absent: ['investor-control', 'related-party', 'founder-departure'],
    text: `PRIVILEGED AND CONFIDENTIAL
MEMORANDUM
To: Investment Committee, Rwenzori Impact Fund
From: Nsubuga & Atim Advocates
Date: 14 October 2024
Re: Legal due diligence on Ddwaliro Health Limited — key findings

1. Share capital
1.1 The register of members on file at the Uganda Registration Services Bureau lists four shareholders. The cap table supplied by the company lists eleven holders, including holders of convertible notes issued in 2022 and two SAFEs from 2023 whose conversion the company treats as completed but which have not been recorded by allotment or filed. We could not reconcile the two documents; the difference is about 9% of the issued shares.
1.2 On the company's own table, co-founder Dr. Ruth Akello (CEO) holds 21.3% and co-founder Brian Ssemwogerere (COO) holds 13.2%. The largest investor, a Nairobi-based fund, holds 27.8%; no other holder exceeds 10%.
1.3 Recommendation: completion should be conditional on a rectified register and board resolutions confirming each conversion.

2. Litigation
2.1 HCCS No. 412 of 2023 (High Court, Commercial Division): a former clinic partner in Mbarara claims UGX 286 million in damages for wrongful termination of a partnership agreement. The company denies liability. The hearing was adjourned to 18 November 2024. The matter is open; we estimate the exposure at the amount claimed plus costs.
2.2 We found no other suits, arbitrations or labour complaints.

3. Regulatory
3.1 On 2 August 2024 the National Drug Authority suspended the company's e-pharmacy delivery service pending re-inspection of its Ntinda dispensing premises. The suspension remains in force at the date of this memo. The teleconsultation service, licensed through its partner doctors, is not affected.
3.2 The company's data protection registration with the Personal Data Protection Office is current.

4. Related parties
We reviewed all contracts above UGX 20 million. We found no contracts between the company and entities connected to the founders, directors or their families. The laboratory partner and the premises landlord are unrelated third parties.

5. Employment and key persons
No founder or senior manager has left the company. The CTO's contract was renewed in June 2024 for three years.

6. Conclusion
Items 1, 2.1 and 3.1 should be addressed through conditions precedent, specific indemnities and a price adjustment mechanism.`,
  },
  // 10 — Shareholders' agreement (extract), packaging and printing, Eritrea. CLEAN.
  // low-founder-ownership ABSENT (table, figures): founders 16.0 + 14.5 + 11.5 = 42.0% (>= 40%).
  // investor-control ABSENT (figures): Hagos Family Holdings 45.0% (< 50%); 50% cap is a clause.
  // founder-departure / dead-equity ABSENT (modality): leaver clause is hypothetical; all founders full-time at signing.
  // related-party ABSENT (negation): consent clause only; parties confirm no such contract exists.
  // cap-table-complexity ABSENT (negation): Schedule 1 reconciled with the register as at 30 April 2024.
  // litigation ABSENT (modality): arbitration clause for any future dispute only.
  {
    id: 'h20-en-w4-10',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'related-party', 'cap-table-complexity', 'litigation'],
    text: `SHAREHOLDERS' AGREEMENT relating to ASMARA PRINT & PACK PRIVATE LIMITED COMPANY (extract)
Dated 15 May 2024

Parties: (1) Ruth Kidane, Samuel Berhe and Mussie Tekle (the "Founders"); (2) Hagos Family Holdings GmbH, Frankfurt (the "Investor"); (3) the other persons listed in Schedule 1; and (4) the Company.

3. Shareholding
3.1 Immediately after Completion the issued shares of the Company shall be held as set out in Schedule 1.
3.2 The Parties confirm that Schedule 1 has been reconciled with the register of shareholders kept with the Ministry of Trade and Industry as at 30 April 2024, and that no options, convertible instruments or promises of shares exist other than the Employee Pool.

Schedule 1
Shareholder,Category,Shares,Percent
Ruth Kidane,Founder,16000,16.0%
Samuel Berhe,Founder,14500,14.5%
Mussie Tekle,Founder,11500,11.5%
Hagos Family Holdings GmbH,Investor,45000,45.0%
Six diaspora individuals,Other,8000,8.0%
Employee Pool,Reserved,5000,5.0%
Total,,100000,100.0%

7. Transfers and limits
7.1 No Shareholder shall, alone or together with its Affiliates, acquire Shares that would bring its holding to 50% or more of the issued shares without the written consent of all other Shareholders.

9. Leavers
9.1 If a Founder ceases to be a director or employee of the Company (a "Leaver"), the Company shall, within 90 days, purchase the Leaver's unvested Shares at nominal value and the vested Shares at Fair Value.
9.2 A Leaver shall not retain any Shares after completion of that purchase. Each Founder confirms that, at the date of this Agreement, he or she is a full-time employee of the Company and has no intention of leaving.

11. Related-party contracts
11.1 Any contract between the Company and a Shareholder, a director, or a relative of either, requires the prior written consent of the Investor Director.
11.2 The Parties confirm that at the date of this Agreement the Company has no such contract, and that the Company's premises in the Godaif industrial area are leased from an unrelated landlord.

18. Disputes
18.1 Any dispute arising out of this Agreement that the Parties cannot settle amicably within 30 days shall be referred to arbitration in Asmara under the Civil Procedure Code of Eritrea.

19. Governing law
This Agreement is governed by the laws of the State of Eritrea.`,
  },
  // 11 — Pitch deck (slides), school-management SaaS, Uganda.
  // high-churn PRESENT (indirect, figures): 201 of 420 schools renewed = 47.9% annual retention (< 55%).
  // non-recurring-revenue PRESENT: ARR UGX 2.9bn "includes UGX 0.62bn" of one-time tablet rollout and setup fees.
  // unit-economics PRESENT (figures): claimed LTV/CAC 4.0x uses a 5-year lifetime (370k x 12 x 70% x 5 = 15.5m / 3.9m); the deck's own retention of 47.9% gives a lifetime of about 1/(1-0.479) = 1.9 years, LTV about 5.9m, LTV/CAC about 1.5x.
  // customer-concentration ABSENT (negation): no school group above 4% of ARR.
  // declining-revenue ABSENT: ARR 1.6bn -> 2.9bn, up (even recurring 2.28bn is above 1.6bn).
  {
    id: 'h20-en-w4-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['customer-concentration', 'declining-revenue'],
    text: `SOMESA SCHOOLS — Series A, USD 3M
School management + parent payments for Uganda's private secondary schools

01  The problem
- Bursars chase fees in cash and on paper; 30-40% of term fees arrive late.
- Parents queue at banks; report cards are printed by hand.

02  The product
- Fees, timetables, report cards and SMS to parents in one system.
- Parents pay by MTN MoMo and Airtel Money; the bursar sees the payment in seconds.

03  Traction
- ARR: UGX 2.9bn (about USD 780k), up from UGX 1.6bn a year ago.*
- 511 paying schools in 48 districts.
- UGX 41bn in school fees collected through the platform in 2023.

04  Our schools
- January 2023: 420 paying schools.
- Renewed for 2024: 201 of them.
- New schools signed in 2023-24: 310.
- No school group above 4% of ARR.

05  Unit economics
- ARPU: UGX 370,000 per school per month
- Gross margin: 70%
- CAC: UGX 3.9m per school (field sales + onboarding)
- Average school lifetime: 5 years
- LTV: UGX 15.5m  ->  LTV/CAC 4.0x

06  Market
3,500+ private secondary schools in Uganda; 11,000 in Kenya and Tanzania. Competitors: SchoolPay-style payment rails, local desktop software, Excel.

07  Use of funds
- 50% sales teams in Mbarara, Gulu, Mbale
- 30% product (offline mode, UNEB results module)
- 20% customer success

* ARR includes UGX 0.62bn from the one-time tablet rollout and setup fees for 60 pilot schools, completed in March 2024.

Founders: Patricia Nakato (CEO), Emmanuel Ochieng (CTO). Kampala, September 2024.`,
  },
  // 12 — Legal due-diligence memo, quarry and concrete blocks, Eritrea.
  // investor-control PRESENT (table): Red Sea Diaspora Investments S.C. holds 58.0% (>= 50%).
  // low-founder-ownership PRESENT (table, figures): founders 19.0 + 12.0 = 31.0% (< 40%).
  // regulatory PRESENT (time): quarry permit suspended 12 March 2024, extended 10 June, still in force.
  // litigation ABSENT (time): boundary claim dismissed October 2023; appeal period lapsed; closed.
  // debt-distress ABSENT (negation): overdraft within limit, no arrears, no covenant breach; tax clearance current.
  {
    id: 'h20-en-w4-12',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'prose', 'negation', 'figures', 'time'],
    present: ['investor-control', 'low-founder-ownership', 'regulatory'],
    absent: ['litigation', 'debt-distress'],
    text: `LEGAL DUE DILIGENCE REPORT — SUMMARY
Target: Ghinda Stone & Block Private Limited Company
Prepared for: East Africa Building Materials Fund I
Prepared by: Berhane Weldemichael, Advocate, Asmara — 20 August 2024

A. Corporate and shareholding
The Company was registered in 2017 and holds a valid business licence for the manufacture of concrete blocks and paving stones. Its shareholding, confirmed against the register and the share certificates we inspected, is:

  Shareholder                                   Role                      Holding
  Red Sea Diaspora Investments S.C.             Investor                  58.0%
  Eng. Tesfay Woldu                             Founder, Managing Dir.    19.0%
  Amanuel Habte                                 Founder, Operations Dir.  12.0%
  Seven individual shareholders                 Minority                  11.0%
  Total                                                                  100.0%

Red Sea Diaspora Investments appoints three of the five directors and, under the Articles, its consent is required for the budget, new borrowing and the appointment of the Managing Director.

B. Permits
On 12 March 2024 the Ministry of Land, Water and Environment suspended the Company's quarry permit for the Ghinda site for 90 days after an environmental inspection found that blasting had been carried out outside the approved perimeter. On 10 June 2024 the Ministry extended the suspension until a rehabilitation plan is approved. The suspension remains in force. Block production continues using stockpiled aggregate and stone bought from the Dekemhare quarry of a third party.

C. Litigation
A boundary claim brought by a neighbouring landholder was dismissed by the regional court in October 2023. The appeal period lapsed without an appeal and the matter is closed. We found no other pending proceedings.

D. Finance
The Company's overdraft with the Housing and Commerce Bank of Eritrea is within its approved limit. The bank confirmed in writing that there are no arrears and no breach of any loan condition. The Company holds a current tax clearance certificate from the Inland Revenue Department.

E. Employment
The Company employs 64 permanent staff and seasonal workers during the dry season. Employment contracts follow the Labour Proclamation No. 118/2001.

F. Recommendations
1. Make completion conditional on the Ministry approving the rehabilitation plan and lifting the suspension.
2. Negotiate reserved matters with Red Sea Diaspora Investments before completion.`,
  },
  // 13 — Audited financial statements (extract), maize milling, Uganda. CLEAN.
  // audit-opinion ABSENT: unmodified opinion ("true and fair view").
  // going-concern ABSENT (negation): auditor identified no material uncertainty.
  // gross-margin ABSENT (figures): 1,880/8,420 = 22.3% vs 1,990/7,615 = 26.1%; down 3.8 points (< 5).
  // declining-revenue ABSENT (figures): revenue up 8,420m vs 7,615m; only profit fell (343.0m -> 271.6m).
  // customer-concentration ABSENT (figures): largest customer 27% (2022: 24%), under 30%.
  // debt-distress ABSENT (negation): all covenants met, no overdue instalments, no tax arrears.
  // related-party ABSENT (negation): none other than key management compensation.
  {
    id: 'h20-en-w4-13',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue', 'customer-concentration', 'debt-distress', 'related-party'],
    text: `BUSOGA GRAIN MILLERS LIMITED, JINJA
Annual report and financial statements for the year ended 31 December 2023 (extract)

REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS
Opinion
We have audited the financial statements of Busoga Grain Millers Limited. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2023 and of its financial performance and cash flows for the year then ended, in accordance with IFRS for SMEs and the Companies Act, 2012 of Uganda.
Going concern
We have not identified any material uncertainty relating to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.

STATEMENT OF PROFIT OR LOSS (UGX '000)
| Item                        | 2023        | 2022        |
|-----------------------------|-------------|-------------|
| Revenue                     | 8,420,000   | 7,615,000   |
| Cost of sales               | (6,540,000) | (5,625,000) |
| Gross profit                | 1,880,000   | 1,990,000   |
| Distribution and admin      | (1,310,000) | (1,295,000) |
| Operating profit            | 570,000     | 695,000     |
| Finance costs               | (182,000)   | (205,000)   |
| Profit before tax           | 388,000     | 490,000     |
| Income tax (30%)            | (116,400)   | (147,000)   |
| Profit for the year         | 271,600     | 343,000     |

NOTE 5 — REVENUE
Revenue comprises sales of maize flour and bran. Volumes rose 14% as the Company won school-feeding contracts in Busoga. The largest customer, a supermarket chain, accounted for 27% of revenue (2022: 24%). No other customer exceeded 8%.

NOTE 6 — COST OF SALES
Grain prices rose after the short second-season harvest, which reduced the gross margin. Management has since agreed forward purchase contracts with three farmer cooperatives.

NOTE 14 — BORROWINGS
The term loan from a commercial bank (balance UGX 1.46 billion) is repayable monthly until 2027. The Company met all financial covenants at 31 December 2023 and had no overdue instalments during the year.

NOTE 18 — TAXATION
All returns due to the Uganda Revenue Authority have been filed and paid. The URA audit of the 2021 year of income was concluded in September 2023 with no additional assessment. There are no tax arrears.

NOTE 21 — RELATED PARTIES
Other than key management compensation of UGX 312 million (2022: UGX 290 million), the Company had no transactions with related parties during the year.`,
  },
];
