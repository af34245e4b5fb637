import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases2: readonly RedFlagCase[] = [
  {
    id: 'h11-en-kilimo-bora-data-room',
    documentType: 'legal_docs',
    present: ['litigation', 'related-party', 'debt-distress'],
    absent: ['regulatory', 'pending-licence', 'founder-departure'],
    traits: ['checklist', 'list', 'words'],
    text: `KILIMO BORA LTD (Arusha, Tanzania)
Due diligence request list — responses from management
Investor: Serengeti Agri Fund | Date: 3 October 2025

No. | Request | Response | Ref
1 | Certificate of incorporation and BRELA filings | Provided | 1.1
2 | Business licence and TFDA/TBS product permits | All valid; TBS certificate renewed June 2025 | 1.2
3 | Any sanctions from regulators in the last 3 years? | No | —
4 | Pending or threatened litigation
  | Yes. A former warehouse manager has filed a claim for unfair termination at the Commission for Mediation and Arbitration (CMA), Arusha, for TSh 48M. Mediation failed; the arbitration hearing was adjourned to 14 November 2025. Management believes the claim is weak but it has not been withdrawn. | 4.1
5 | Transactions with directors, shareholders or their families
  | Yes. All outbound deliveries are carried by Meru Haulage Ltd, which is owned by Mr. Emmanuel Lyimo, son of our chairman. Payments in FY2024: TSh 310M. No competitive quote was obtained. | 5.1
6 | Tax compliance (TRA)
  | VAT returns are filed, but VAT of TSh 112M for the months of March to August 2024 remains unpaid. We have asked TRA for an instalment arrangement; no agreement has been reached yet and interest continues to accrue. | 6.1
7 | Bank facilities | CRDB overdraft TSh 200M, within limit, interest paid monthly | 7.1
8 | Founders and key staff | Both founders remain full-time; CFO joined in January 2025 | 8.1
9 | Insurance | Stock and motor policies in force | 9.1
10 | Environmental permits | NEMC certificate for the Usa River plant, valid to 2027 | 10.1

Open points for the investor's counsel: items 4, 5 and 6. Supporting documents are in the folders shown.`,
  },
  // Konkola Mining share = ZMW 37.1m / 64m = 58% (>= 30%); DSCR 0.92 < covenant 1.25
  {
    id: 'h11-en-copperbelt-packaging-credit-note',
    documentType: 'financial_statements',
    present: ['customer-concentration', 'debt-distress', 'audit-opinion'],
    absent: ['going-concern', 'burn-above-revenue', 'declining-revenue'],
    traits: ['memo', 'figures', 'table'],
    text: `LUSAKA COMMERCIAL BANK PLC — CREDIT COMMITTEE NOTE
Borrower: Copperbelt Packaging Ltd (Kitwe)
Request: Restructure of ZMW 18m term loan and renewal of ZMW 6m overdraft
Relationship manager: Chola Mwansa | Date: 21 August 2025

1. Background
The company manufactures corrugated cartons and bulk bags for mining and agro-processing customers on the Copperbelt. Customer since 2017.

2. Performance (ZMW m)
                FY2023    FY2024
Revenue          51.0      64.0
EBITDA            8.9       7.1
Net finance cost  3.4       4.6

FY2024 figures are from management accounts. The statutory audit for FY2024 has not yet been carried out; the auditor has indicated fieldwork will start in October, so no audited statements are available for this review.

3. Customer base
Konkola Mining Services bought ZMW 37.1m of product in FY2024. The remaining revenue is spread across about 40 smaller customers. Contract with Konkola is renewable annually and was last renewed in March 2025.

4. Covenants
At the 30 June 2025 test date, the debt service cover ratio was 0.92× against a covenant minimum of 1.25×. This is a breach of the facility agreement. The borrower has asked for a waiver and a 12-month capital holiday.

5. Security
First-ranking charge over the Kitwe factory (valued ZMW 29m in 2024) and a debenture over stock and debtors.

6. Recommendation
Approve the restructure subject to: (a) audited FY2024 accounts by 31 December 2025; (b) monthly reporting of Konkola receivables; (c) a step-up fee of 1%; (d) no dividends until DSCR is above 1.25× for two consecutive quarters.`,
  },
  {
    id: 'h11-en-atlas-drone-profile',
    documentType: 'pitch_deck',
    present: ['missing-financials', 'no-competition'],
    absent: ['customer-concentration', 'pending-licence'],
    traits: ['profile', 'words', 'list'],
    text: `ATLAS DRONE SERVICES — Company profile
Casablanca, Morocco | Founded 2021 | Team of 14

Who we are
Atlas Drone Services inspects solar farms, power lines and agricultural land using drones equipped with thermal and multispectral cameras. Our pilots are certified by the civil aviation authority and our operating authorisation was issued in 2022.

What we offer
- Thermal inspection of solar plants: detection of faulty panels and hot spots
- Power-line corridor surveys for utilities
- Crop-health mapping for citrus and olive growers in the Souss and Gharb
- Reports delivered through our web portal within 72 hours

Why us
Atlas is the first and only company in Morocco offering end-to-end drone inspection with its own analytics software. We have no competitors: other drone operators in the country do aerial photography for weddings and tourism, not industrial inspection. Large international firms fly in for one-off jobs, but none has a local team.

Clients and partners
We work with independent power producers, agricultural cooperatives and an engineering firm in Rabat. Our software was developed with researchers from a Moroccan engineering school.

Team
- Youssef Benali, CEO — former pilot in the Royal Air Force
- Salma Idrissi, CTO — computer vision engineer, previously in Paris
- Karim Tazi, Head of Operations

Our ambition
To become the reference for drone inspection in North and West Africa, starting with Senegal and Côte d'Ivoire in 2026.

Contact: contact@atlasdrone.example | +212 5 22 00 00 00`,
  },
  {
    id: 'h11-en-merkato-link-founder-blog',
    documentType: 'business_plan',
    present: ['founder-departure', 'investor-control'],
    absent: ['dead-equity', 'low-founder-ownership', 'declining-revenue'],
    traits: ['blog', 'words', 'time'],
    text: `Why Dawit is stepping back — and what comes next for Merkato Link
Posted by Hanna Tesfaye, co-founder & CEO | Addis Ababa | 10 June 2025

Five years ago Dawit Alemu and I started Merkato Link with a spreadsheet of 40 wholesalers in Merkato and a borrowed pickup truck. Today we deliver to more than 5,200 kiosks and mini-markets across Addis Ababa, Adama and Hawassa.

Some personal news first. Dawit has decided to step down as co-founder and COO at the end of September. He told the team last week. After five intense years he wants to spend time with his family in Bahir Dar and, eventually, build something in agriculture. He will help us through the handover and has agreed to sell his shares back to the company; that buyback was signed and completed on 3 June.

I want to be open about the other change. When we raised our bridge round in February, Horn Growth Partners led it and converted its earlier notes at the same time. As a result, Horn now holds 54% of Merkato Link's shares. They have been supportive partners and they have two of five board seats. Some of you have asked whether this changes how we run the company. Day to day, it does not. But it is right that you know who our largest shareholder is.

On the business: revenue for the Ethiopian fiscal year just ended was ETB 48M, up from ETB 31M the year before, and our gross margin stayed around 14%. We also recruited a new Head of Operations, Selam, who will take over Dawit's responsibilities in October.

Thank you to Dawit for everything. Merkato Link would not exist without him.`,
  },
  // monthly logo churn: Jul 25/410 = 6.1%, Aug 27/428 = 6.3%, Sep 26/441 = 5.9% (>= 5%); once-off fees inside MRR; costs Jul 1,330k < subscription-only 1,472k
  {
    id: 'h11-en-kasi-hr-csv',
    documentType: 'financial_statements',
    present: ['non-recurring-revenue', 'high-churn', 'audit-opinion'],
    absent: ['burn-above-revenue', 'gross-margin', 'declining-revenue'],
    traits: ['csv', 'table', 'figures'],
    text: `KasiHR (Pty) Ltd, Cape Town — Monthly management accounts, Q3 FY2026
Status: UNAUDITED, prepared by management, not reviewed by the auditors
Export: kasihr_mgmt_q3.csv (ZAR)

metric,Jul-2025,Aug-2025,Sep-2025
Customers at start of month,410,428,441
New customers,43,40,38
Customers lost,25,27,26
Customers at end of month,428,441,453
Monthly recurring revenue (MRR) as reported,1712000,1795000,1842000
  of which subscription fees,1472000,1510000,1532000
  of which once-off onboarding & implementation fees,240000,285000,310000
Cost of sales (hosting + support),430000,450000,460000
Gross profit,1282000,1345000,1382000
Operating expenses,900000,930000,950000
Operating profit,382000,415000,432000
Cash at month end,9850000,10210000,10590000

Commentary
- MRR continues to grow: R1.84m in September, up 7.6% since July.
- Implementation fees are charged once, when a customer migrates from its old payroll system; they are included in MRR because we invoice them through the same billing run.
- Customers lost are mainly micro-businesses on the Starter plan.
- The auditors will review the year-end figures only after 28 February 2026.
- Headcount at 30 September: 58 (June: 55). Two support agents joined in Durban.
- The company has no borrowings; the overdraft facility with our bank remained undrawn throughout the quarter.
- Gross margin is stable at about 75%; hosting costs were renegotiated in July with our cloud provider.
- Next pack (Q4) will include the leave-management add-on, which launched on 1 October.`,
  },
  {
    id: 'h11-en-adashe-ndpc-response',
    documentType: 'legal_docs',
    present: ['regulatory', 'litigation'],
    absent: ['debt-distress', 'pending-licence'],
    traits: ['letter', 'words'],
    text: `ADASHE FINANCE LIMITED
14 Adeola Odeku Street, Victoria Island, Lagos

The National Commissioner
Nigeria Data Protection Commission
Abuja

29 August 2025

Dear Sir,

RE: FINAL ORDER NDPC/ENF/2025/017 — PENALTY OF ₦86,000,000

We acknowledge receipt of the Commission's Final Order dated 30 July 2025, which found that Adashe Finance Limited processed customers' contact lists without a lawful basis and imposed a penalty of ₦86,000,000 together with a directive to delete contact data collected before January 2025.

1. Compliance with the directive
We confirm that contact-list access has been removed from our mobile application (version 4.2, released 11 August 2025) and that historical contact data has been deleted. A deletion certificate from our external data-protection compliance organisation is enclosed.

2. Penalty
Without admitting the findings, the penalty has been paid under protest on 26 August 2025, as shown by the enclosed remittance.

3. Appeal
Please note that the company has filed an originating summons at the Federal High Court, Lagos Division (Suit No. FHC/L/CS/1432/2025) challenging the quantum of the penalty and the procedure followed. The first hearing is fixed for 6 November 2025. We respectfully ask that the Commission refrain from publishing the Final Order until the court has ruled.

4. Ongoing engagement
We remain committed to working with the Commission and have appointed a Data Protection Officer reporting directly to the board.

Yours faithfully,

Chinedu Okafor
Managing Director`,
  },
];
