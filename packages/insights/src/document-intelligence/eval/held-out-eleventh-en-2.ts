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
  // Delta Ventures 61% (>= 50%); founders 14% + 10% = 24% (< 40%)
  {
    id: 'h11-en-kemet-health-ic-memo',
    documentType: 'business_plan',
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['declining-revenue', 'founder-departure', 'burn-above-revenue'],
    traits: ['memo', 'figures', 'list'],
    text: `Investment Committee Memorandum
Fund: Pyramid Impact Ventures I
Target: Kemet Health S.A.E. (Cairo) — clinic-management software and e-pharmacy
Ticket: USD 1.2M in a USD 5M extension round
Date: 2 October 2025

Summary
Kemet sells clinic-management software to 2,300 private clinics and runs an e-pharmacy that delivers prescriptions written through the software. Revenue grew from EGP 52M in 2023 to EGP 74M in 2024. The company has been EBITDA-positive since Q2 2024.

Ownership after the extension
- Delta Ventures (Series A lead, with its conversion of the 2023 bridge note): 61%
- Founders: Ahmed Samir (CEO) 14%, Laila Hassan (CTO) 10%
- Angels and accelerators: 9%
- ESOP (granted and unallocated): 6%

Key issues
1. Control. With 61%, Delta can pass ordinary resolutions alone and appoints three of five directors. Our protective provisions will need to be negotiated carefully.
2. Founder incentives. Both founders are full-time and committed, but their combined stake is small for a company at this stage. We propose an ESOP top-up reserved for them.
3. Cap table. The company issued eleven SAFEs between 2022 and 2023 on three different templates, some with discounts and some with caps. Management's cap table and the one prepared by Delta's counsel differ by about 4% on a fully diluted basis, and neither has yet been reconciled to the commercial register. We cannot confirm our post-money percentage until this is done.

Recommendation
Approve, conditional on a reconciled, counsel-certified cap table before signing.`,
  },
  // projection: 1,200 -> 3,600 -> 10,800 -> 32,400 households = 3× a year over three years; 2025 costs GH₵ 0.9m < revenue GH₵ 1.1m
  {
    id: 'h11-en-greencook-grant-application',
    documentType: 'business_plan',
    present: ['pending-licence', 'unrealistic-growth'],
    absent: ['regulatory', 'burn-above-revenue'],
    traits: ['form', 'figures', 'table'],
    text: `West Africa Clean Energy Challenge Fund — Round 4 application
Applicant: GreenCook Ghana Ltd, Kumasi

Section 1. Project summary
GreenCook supplies household biogas digesters and improved cookstoves on pay-as-you-go terms to peri-urban households in the Ashanti Region. Customers pay GH₵ 2–4 a day via mobile money. We are requesting a grant of USD 250,000 to build a digester assembly plant in Kumasi.

Section 2. Permits and approvals
- Business registration (ORC) — obtained 2021
- Ghana Standards Authority certification of our cookstove model — obtained 2023
- Environmental permit for the Kumasi assembly plant — application submitted to the Environmental Protection Agency on 18 February 2025; site inspection done in May; decision still awaited at the date of this application. Construction will begin when the permit is issued.

Section 3. Current performance
In 2025 we expect revenue of GH₵ 1.1m from 1,200 households, with operating costs of GH₵ 0.9m.

Section 4. Five-year projection
Year | Households served | Revenue (GH₵)
2025 | 1,200 | 1.1m
2026 | 3,600 | 3.3m
2027 | 10,800 | 9.9m
2028 | 32,400 | 29.7m

Our model assumes each year we triple the number of households, driven by the new plant, a network of 60 women sales agents and a partnership with a rural bank for customer financing.

Section 5. Impact
Each digester replaces about 1.5 tonnes of charcoal a year and cuts indoor smoke exposure for women and children.

Section 6. Team
Abena Owusu (CEO, engineer), Yaw Darko (finance), supported by two technicians trained in India.`,
  },
  {
    id: 'h11-en-bokamoso-closing-thread-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'dead-equity', 'founder-departure'],
    traits: ['email', 'quoted', 'time', 'negation'],
    text: `From: Naledi Mokoena <naledi@mokoena-attorneys.co.za>
To: Sipho Dlamini <sipho@bokamoso.africa>
Cc: Investor counsel <deals@jacarandacap.example>
Date: 24 September 2025
Subject: RE: Closing conditions — litigation and ESOP confirmations

Sipho, all,

Confirmations as requested by Jacaranda's counsel:

1. Litigation. The Labour Court matter brought by the former sales contractor (case J1184/24) was settled on 12 March 2025. The settlement amount was paid on 20 March and the applicant withdrew the claim; the notice of withdrawal is in folder 7.3. There are no other proceedings, pending or threatened, against Bokamoso.

2. ESOP. Two employees who left in 2024 held options that had not vested. Under rule 9 of the scheme these lapsed on their last day of employment, and they were removed from the register. No former employee, contractor or founder holds shares or options.

3. Founders. Sipho and Lerato remain employed full-time under their 2023 service agreements and have signed the new lock-in.

Kind regards,
Naledi

> From: Sipho Dlamini
> Sent: 23 September 2025
> Naledi, Jacaranda's lawyers want written confirmation on (1) the old Labour Court case, (2) whether any leavers still hold equity, and (3) founder status. Can you send something today? We want to close on the 30th.
>
> Thanks, Sipho

--
Naledi Mokoena, Director, Mokoena Attorneys Inc., Sandton`,
  },
  {
    id: 'h11-en-boda-credit-podcast-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['going-concern', 'high-churn', 'burn-above-revenue', 'no-competition', 'declining-revenue'],
    traits: ['transcript', 'spoken', 'other-company'],
    text: `NAIROBI FOUNDERS HOUR — episode transcript (excerpt)
Guest: Peter Mwangi, founder of Boda Credit (asset finance for motorcycle taxi riders)

HOST: Peter, the last two years have been rough for motorbike financing. Several lenders have gone under.

MWANGI: True. One of the bigger players had its auditors flag a going-concern doubt last year, and their rider churn was something like 12% a month. Once riders stop paying and walk away with the bike, it's very hard to recover.

HOST: How is Boda Credit different?

MWANGI: We only lend to riders who've been in a stage association for at least a year, and the association co-signs. Our monthly churn — riders who stop paying or leave — has been about 2.5% for the past four quarters.

HOST: And the numbers?

MWANGI: Last quarter revenue was KSh 38 million, up from 31 million the quarter before. We've been profitable on a monthly basis since March; our total costs last quarter were about KSh 33 million. Our FY2024 accounts came back with a clean audit opinion.

HOST: Competitors?

MWANGI: Plenty. Watu and Mogo are much bigger than us, and there are dozens of small SACCOs doing the same. We don't pretend to be alone. We just try to be the most careful.

HOST: What's next?

MWANGI: Electric bikes. We're piloting 150 e-bikes in Kisumu with a battery-swap partner.

HOST: Peter Mwangi, thanks for coming in.`,
  },
  {
    id: 'h11-en-mwanza-fisheries-letter-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'related-party'],
    traits: ['letter', 'negation', 'list'],
    text: `KAHAMA & PARTNERS — Certified Public Accountants
Plot 45, Kenyatta Road, Mwanza, Tanzania

The Board of Directors
Mwanza Fisheries Ltd

Management letter for the year ended 30 June 2025

Dear Members of the Board,

We have completed our audit of the financial statements of Mwanza Fisheries Ltd for the year ended 30 June 2025 and issued an unmodified opinion dated 26 September 2025. For the year the company reported revenue of TSh 18.4bn (2024: TSh 15.9bn) and profit before tax of TSh 1.7bn.

This letter sets out control observations that came to our attention during the audit. None of them affected our opinion.

Going concern
We considered the directors' assessment and the twelve-month cash-flow forecast. We did not identify any material uncertainty relating to going concern, and no such paragraph is included in our report.

Observations
1. Fixed-asset register — Three refrigerated trucks purchased in April 2025 had not been tagged. Management has since tagged them.
2. Bank reconciliations — Reconciliations for the Musoma branch account were prepared late in two months. They were up to date at year end.
3. IT access — Two former employees still had ERP user accounts; these were disabled in August 2025.

Taxes and loans
All TRA returns and payments were up to date at the reporting date, and the company met all repayment dates and covenants on its NMB term loan.

Related parties
We reviewed the register of directors' interests and found no transactions with related parties during the year.

We thank management and staff for their assistance.

Yours faithfully,
Rehema Kahama, Engagement Partner`,
  },
  // founders 31% + 21% = 52% (>= 40%); largest investor 22%; plan 15.6/7.8 = 2.0×; runway 4.1bn / 180M = 22.8 months; net burn 180M < revenue 650M a month
  {
    id: 'h11-en-mpola-logistics-ic-memo-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'unrealistic-growth', 'short-runway', 'burn-above-revenue'],
    traits: ['memo', 'figures', 'list'],
    text: `INVESTMENT COMMITTEE MEMO
Fund: Nile Basin Growth Fund | Company: Mpola Logistics Ltd (Kampala, Uganda)
Proposed investment: USD 1.5M for 18% post-money | Date: 8 September 2025

1. The company
Mpola operates temperature-controlled delivery for pharmacies, dairies and supermarkets in Kampala, Entebbe and Jinja, with 46 refrigerated vans.

2. Financials (UGX)
- Revenue FY2024: 7.8bn (FY2023: 5.1bn)
- Monthly revenue, August 2025: 650M
- Net burn, August 2025: 180M
- Cash at 31 August: 4.1bn
- Management plan FY2026: revenue 15.6bn, driven by the Jinja hub and a new pharmacy chain contract

3. Ownership (post-money, fully diluted)
- Sarah Namutebi (CEO, co-founder): 31%
- Isaac Okello (COO, co-founder): 21%
- East Africa seed fund: 22%
- Nile Basin Growth Fund (us): 18%
- ESOP: 8%
The cap table has been reconciled to the URSB register and certified by the company's advocates; the one outstanding SAFE converted at the seed round and is fully reflected.

4. Risks
- Fuel prices: pass-through clauses cover about 70% of revenue.
- Key-person: both founders are full-time; we will require key-person insurance.

5. Recommendation
Approve. The FY2026 plan is ambitious but achievable given signed volume commitments; our base case assumes revenue of 13.0bn.`,
  },
  {
    id: 'h11-en-argan-labs-grant-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['pending-licence', 'unrealistic-growth', 'burn-above-revenue', 'regulatory'],
    traits: ['form', 'figures', 'time'],
    text: `Green Growth Morocco — Export Readiness Grant, application form
Applicant: Argan Labs Souss SARL, Agadir

A. Company overview
Argan Labs buys argan kernels from eleven women's cooperatives in the Souss-Massa region and produces certified organic argan oil, soaps and creams for export to Europe and the Gulf.

B. Authorisations held
- ONSSA sanitary authorisation for the Agadir processing unit: granted 14 March 2024 (authorisation no. 2024/AGA/118).
- Organic certification (EU regulation), issued by an accredited body: obtained 2023, renewed 2025.
- Export registration with the Moroccan export promotion agency: obtained 2024.
No further permit is needed to carry out the project described below.

C. Financial performance (MAD)
2023: revenue 4.8M; total costs 4.5M
2024: revenue 6.2M; total costs 5.5M
January–August 2025: revenue 4.9M (January–August 2024: 3.9M)

D. Project
The grant of MAD 900,000 would finance a second cold-press line and the EU retailer listing fees. The line will raise capacity from 60 to 110 tonnes of kernels a year.

E. Projections
We expect revenue to grow by about 40% a year over the next three years, reaching MAD 17M in 2027, as the second line comes on stream and two German retailers move from trial orders to annual contracts.

F. Social impact
Cooperatives are paid 20% above market price, and 310 women receive income from the supply chain.

G. Contact
Fatima Zahra Amrani, Managing Director — fz.amrani@arganlabs.example`,
  },
];
