import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part4: readonly RedFlagCase[] = [
  // runway at current burn: $1.6M / $100k a month = 16 months (>=9); the 7-month figure is only a hypothetical hiring scenario.
  {
    id: 'd19-w3-en-hypothetical-hiring-runway',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['modality', 'figures', 'time'],
    text: `Twiga Insights Ltd - Hiring plan and cash scenarios (memo to the board, 6 November 2025)

Current position
 - Cash at 31 October: USD 1.6 million
 - Monthly revenue (October): USD 140,000, up from USD 121,000 in July
 - Monthly net burn: USD 100,000 on average over the last quarter
 - Runway at the current burn: 16 months

The question for the board
Product and sales leads have asked for eleven additional hires in Q1 2026 to accelerate the enterprise pipeline in Nairobi and Johannesburg.

Scenarios
A. No change. Runway stays at about 16 months; we reach break-even in month 14 if revenue keeps growing at 5% a month.
B. Moderate plan (five hires). Net burn rises to about USD 135,000 a month; runway would be roughly 12 months.
C. Full plan (eleven hires). If we hired everyone in January, net burn would climb to around USD 230,000 a month and runway would fall to about 7 months. We do not recommend this without new funding.

Recommendation
Management recommends Scenario B now and Scenario C only after the Series A closes. No offer letters will be sent until the board approves.

Revenue outlook
2026 revenue target: USD 2.3 million (2025 expected: USD 1.45 million), i.e. 1.6x.

Risks
A slower enterprise sales cycle would delay break-even by one to two quarters. We have no debt and no other commitments that would reduce cash.`,
  },
  {
    id: 'd19-w3-en-nafdac-registration-pending',
    documentType: 'business_plan',
    present: ['pending-licence'],
    absent: ['regulatory', 'burn-above-revenue', 'missing-financials'],
    traits: ['words', 'time', 'indirect'],
    text: `GreenLeaf Naturals Ltd - Business plan 2026 (extract: Product & regulatory roadmap)

Our company manufactures herbal teas and moringa supplements in Ibadan and sells through 1,100 pharmacies and supermarkets in the South-West.

FY2025 (NGN million)
 - Revenue: 612
 - Cost of sales: 338
 - Operating costs: 191

Regulatory position
 - The existing teas (6 SKUs) have valid NAFDAC registration numbers, renewed in 2024.
 - The new moringa capsule range, which makes up 38% of the 2026 revenue plan, needs its own NAFDAC registration as a food supplement. We submitted the dossiers on 9 June 2025 and the product samples passed laboratory analysis in September. The Agency's facility inspection has been scheduled but not yet carried out, and the registration certificates have not been issued.
 - We will not manufacture the capsules for sale until the numbers are granted. If registration arrives by March, we launch in April; every month of delay moves about NGN 40 million of 2026 revenue into 2027.

Operations
 - A second production line arrives in January and is financed from the NGN 150 million we are raising.
 - We buy moringa leaves from 300 outgrowers in Oyo and Kwara states on annual contracts.

Team
 - Funmi Adebayo (CEO), pharmacist, 12 years at Emzor
 - Chidi Nwosu (Operations), ex-Nestle Agbara`,
  },
  // dead equity: two early engineers who left in 2023 still hold 450,000 + 450,000 = 900,000 / 10,000,000 = 9%; active founders 3,000,000 + 1,500,000 = 45% (>=40%).
  {
    id: 'd19-w3-en-leavers-and-messy-ledger',
    documentType: 'legal_docs',
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure'],
    traits: ['list', 'figures', 'words'],
    text: `Investor call notes - Paylane Africa (Cairo) - cap table section
Written up by A. Farouk, Nile Angels, 4 August 2025

What the founders told us
 * Total shares: 10,000,000 per the commercial register.
 * Omar Hassan (CEO) 3,000,000 and Mariam Soliman (CPO) 1,500,000. Both full-time.
 * Seed investors: Delta Ventures 2,200,000; Falak angels 1,400,000.
 * Two of the first engineers, Karim and Youssef, were given 450,000 shares each in 2021 (shares, not options, no vesting agreement). Both left the company in early 2023 to work in Dubai. Nobody bought the shares back and there is no leaver clause to force it; together they still hold 900,000 shares (9%) and vote.
 * The remaining 1,000,000 shares are described as "ESOP".

Our concerns
 * The "ESOP" block is held in Omar's name pending a trust structure. Omar's spreadsheet shows 1,340,000 shares promised to staff against the 1,000,000 available; he agreed the numbers do not add up.
 * The spreadsheet also shows a convertible note from a family office (EGP 4 million) with "conversion TBD". The note terms sent to us do not state a cap or discount.
 * The lawyer who kept the register left the firm; nobody has reconciled the register to the spreadsheet since 2023.

Next steps
 * Ask for a reconciled, signed fully diluted cap table before any term sheet.
 * Propose a buyback of the leavers' 9% as part of the round.`,
  },
  // investor control: Kilimanjaro Holdings 5,500,000 / 10,000,000 = 55% (>=50%); founders 2,000,000 + 1,500,000 = 35% (<40%).
  {
    id: 'd19-w3-en-register-majority-holder',
    documentType: 'legal_docs',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'indirect'],
    text: `BRELA - Particulars of shareholding (extract from annual return filed 30 June 2025)
Company: TANZAGRO DIGITAL LIMITED, Arusha. Incorporation no. 1483021.

Shareholder                              Nationality    Shares        Class
Kilimanjaro Holdings Limited             Tanzania       5,500,000     Ordinary
Zawadi Mushi (founder, managing director) Tanzania      2,000,000     Ordinary
Baraka Lyimo (founder, technical director) Tanzania     1,500,000     Ordinary
Serengeti Angels Network                 Tanzania         600,000     Ordinary
Employee Share Trust                     Tanzania         400,000     Ordinary
Total issued and fully paid                            10,000,000

Attached note from the company's advocates (Mkono & Partners):
1. The return above matches the register of members kept at the registered office. No transfers are pending and no convertible instruments are outstanding.
2. Kilimanjaro Holdings Limited acquired its shares in two subscriptions (2022 and 2024). Under article 34 of the articles of association, it may appoint three of five directors for as long as it holds more than 40% of the shares.
3. Both founders are employed full-time by the company under service agreements dated 1 January 2022.
4. The Employee Share Trust holds shares for nine current employees. No former employee or director holds shares.
5. We are not aware of any pledge or encumbrance over any shares.

Dar es Salaam, 8 July 2025`,
  },
  // costs TZS 3.94bn > revenue TZS 2.86bn; directors' going-concern doubt.
  {
    id: 'd19-w3-en-directors-going-concern',
    documentType: 'financial_statements',
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'debt-distress', 'declining-revenue'],
    traits: ['words', 'figures'],
    text: `AFYA DIGITAL CLINICS LIMITED
Report of the directors for the year ended 31 December 2024 (extract)

Principal activity. The company runs 14 telemedicine-enabled clinics in Dar es Salaam and Mwanza.

Results. Revenue for the year was TZS 2.86 billion (2023: TZS 1.97 billion). Total operating costs, including clinical staff, medicines and technology, were TZS 3.94 billion (2023: TZS 3.12 billion), giving a loss for the year of TZS 1.08 billion.

Going concern. The company has incurred losses since incorporation and relies on funding from its shareholders. At the date of this report, the shareholders have not committed to providing further funds, and the company's ability to meet its obligations for the next twelve months depends on completing a new equity round, for which discussions are at an early stage. The directors consider that these conditions indicate the existence of a material uncertainty which may cast significant doubt upon the company's ability to continue as a going concern. Nevertheless, having regard to the progress of the discussions, the directors have prepared the financial statements on a going concern basis.

Borrowings. The company has no bank borrowings and no overdue statutory payments.

Auditors. Ernst & Young Tanzania audited the financial statements and issued an unmodified opinion, with a paragraph drawing attention to the directors' disclosure above.

By order of the Board
R. Mollel, Company Secretary, 15 April 2025`,
  },
  {
    id: 'd19-w3-en-competitors-named',
    documentType: 'pitch_deck',
    present: [],
    absent: ['no-competition', 'burn-above-revenue', 'unit-economics', 'customer-concentration'],
    traits: ['negation', 'list', 'figures'],
    text: `KOBO COLLECT - Payments and reconciliation for Nigerian schools
Deck v5, October 2025

Slide 3 - Problem
Schools lose 6-9% of fees to cash leakage and spend days reconciling bank transfers by hand.

Slide 4 - Product
Virtual accounts per pupil, automatic receipts to parents by WhatsApp, and a ledger the bursar can close in minutes.

Slide 5 - Competition (we are not alone, and that is fine)
  - Paystack and Flutterwave: payment rails; no school ledger. We use both.
  - SAFSMS and Edves: school management suites with basic fee modules.
  - Banks' own "school collections" products (GTBank, Access).
  - Spreadsheets and cash: still the main competitor in 70% of private schools.
Our edge: reconciliation accuracy (99.6%) and onboarding a school in one day.

Slide 6 - Traction
  Schools live: 412 in Lagos, Abuja and Port Harcourt
  Fees processed, 2024/25 school year: N19.6bn
  Revenue, last 12 months: N402m (prior 12 months: N188m)
  Operating costs, last 12 months: N351m
  Largest school group: 6% of revenue

Slide 7 - Unit economics
  Revenue per school per year: N976k
  Cost to sign a school: N310k (sales + onboarding)
  Payback: about 4 months (N310k / N81k a month)

Slide 8 - Ask
N1.2bn seed extension for Ghana and a parent-credit product with a licensed lender partner.`,
  },
  {
    id: 'd19-w3-en-regulation-unclear',
    documentType: 'business_plan',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation', 'burn-above-revenue'],
    traits: ['words', 'modality'],
    text: `CoinBridge NG - Business plan 2026, section 8: Legal and regulatory environment

8.1 What we do. CoinBridge lets Nigerian freelancers receive stablecoin payments from foreign clients and convert them to naira at partner bureaux.

8.2 Trading (2025, 10 months to October, NGN million)
 - Revenue (spread and fees): 1,140
 - Costs (staff, compliance, cloud, partner fees): 860

8.3 The rules that apply to us are not settled. The SEC's 2022 rules on digital assets and its 2024 amendments require virtual asset service providers to register, but the SEC has not yet published the final framework for stablecoin conversion services, and its "Accelerated Regulatory Incubation Programme" does not say whether firms like ours must hold a full VASP licence or only partner with one. The Central Bank lifted its 2021 restriction on banks serving crypto firms in December 2023, but the guidelines on bank accounts for VASPs are partial, and two of our competitors had their accounts frozen in 2024 without explanation. The Investments and Securities Act 2025 gives the SEC wider powers that have not been tested.

We therefore cannot say today which licence we will ultimately need, or whether our current model will be permitted in its present form. We have not applied for any licence because no application route exists for our service yet.

8.4 What we do about it. We keep regular contact with the SEC's FinTech Office, follow the Travel Rule voluntarily, and have engaged Banwo & Ighodalo to monitor changes.`,
  },
  // declining revenue: Q3 2,910 < Q2 3,140 and Q4 2,880 < Q3 (RWF million).
  {
    id: 'd19-w3-en-quarterly-columns-dip',
    documentType: 'financial_statements',
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'time'],
    text: `INYANGE ORCHARD FOODS LTD (Rwanda)
Quarterly results FY2024/25 - extract from the reviewed interim reports and the audited year-end accounts (KPMG Rwanda, unmodified opinion)

RWF million             Q1 (Jul-Sep)   Q2 (Oct-Dec)   Q3 (Jan-Mar)   Q4 (Apr-Jun)
Revenue                     2,980          3,140          2,910          2,880
Cost of sales               1,760          1,850          1,720          1,700
Gross profit                1,220          1,290          1,190          1,180
Gross margin                 40.9%          41.1%          40.9%          41.0%
Operating expenses            890            910            880            870
Operating profit              330            380            310            310

Commentary
Juice volumes peaked in the holiday quarter as usual. In the second half, supermarket sales in Kigali softened and the Burundi export channel was closed for most of Q4 because of the border situation. Management cut promotional spending to protect margins. The company has no debt, and cash increased from RWF 640 million to RWF 1,210 million over the year.

Outlook
A new distribution agreement with a DRC importer starts in August and a 1-litre pack launches in September.`,
  },
  // non-recurring: ARR $1.8M includes a $400k one-time government training contract.
  {
    id: 'd19-w3-en-arr-government-contract',
    documentType: 'pitch_deck',
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'burn-above-revenue', 'declining-revenue'],
    traits: ['words', 'figures', 'indirect'],
    text: `SKILLHIVE - Workforce training SaaS for African employers
Series A deck, November 2025 - Slides 6 to 8

Slide 6 - ARR: USD 1.8M
 Where it comes from
 - 96 corporate subscribers on annual licences (banks, telcos, retailers): USD 1.28M
 - Content marketplace commissions: USD 0.12M
 - Rwanda Ministry of ICT digital-skills bootcamp: USD 0.40M
   (a single contract signed March 2025 to train 8,000 civil servants by December; delivered once, no renewal foreseen)

Slide 7 - Financials (trailing 12 months)
 - Revenue recognised: USD 1.52M
 - Cost of revenue: USD 0.41M
 - Operating expenses: USD 0.97M
 - EBITDA: USD 0.14M

Slide 8 - Growth
 - ARR a year ago: USD 0.9M
 - Net revenue retention (corporate subscribers): 121%
 - Logo churn: 0.8% a month
 - Largest corporate subscriber: 7% of subscription ARR

Slide 9 - Use of funds
 USD 6M to build the Francophone content library, open Lagos and Casablanca sales offices and integrate with SAP SuccessFactors and Workday.`,
  },
  // burn above revenue: monthly burn R520k > monthly revenue R380k; runway R9.4M / R520k = 18 months (>=9).
  {
    id: 'd19-w3-en-burn-exceeds-revenue',
    documentType: 'pitch_deck',
    present: ['burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue', 'going-concern'],
    traits: ['figures', 'list'],
    text: `STOKVEL.APP - Digital savings clubs for South African households
Investor update deck, Q3 2025

Key numbers (September 2025)
  - Active savings groups: 3,240
  - Members: 71,300
  - Monthly revenue: R380,000 (fees on group wallets and insurance commissions)
  - Monthly revenue a year ago: R196,000
  - Monthly burn: R520,000
  - Cash in bank: R9.4 million (after the June seed extension)

What drives the burn
  - 24 staff, of whom 11 engineers in Durban
  - Member acquisition through community ambassadors (R64 per member)
  - Compliance: partnership with a registered FSP and our own FSCA applications (both approved in 2024)

Path to break-even
  - Monthly revenue needs to reach about R600,000 at the current cost base
  - We add a funeral-cover product with Old Mutual in Q1 2026
  - Average revenue per group grew from R82 to R117 a month in the last year

Ask
We are not raising now. This update is for existing shareholders and for two funds we have met about a Series A in H2 2026.`,
  },
  // retention: 410 of 1,000 January-2024 customers still active after 12 months = 41% (<55%).
  {
    id: 'd19-w3-en-cohort-and-lawsuit',
    documentType: 'business_plan',
    present: ['high-churn', 'litigation'],
    absent: ['regulatory', 'declining-revenue', 'burn-above-revenue'],
    traits: ['figures', 'table', 'words'],
    text: `Chakula Box - Meal kits for Nairobi professionals
Business plan refresh, October 2025 (for the board and the new investors)

1. Trading
Revenue for the 12 months to September 2025 was KSh 186 million, against KSh 121 million in the prior 12 months. Food and packaging cost KSh 104 million, delivery KSh 21 million and overheads KSh 47 million, so the business made a small operating profit of KSh 14 million.

2. Customers
Cohort retention (subscribers still ordering at least twice a month)
  Cohort        Started   After 3 mo   After 6 mo   After 12 mo
  Jan 2024       1,000        720          540          410
  Jul 2024       1,450      1,030          770           -
  Jan 2025       2,100      1,510           -            -
Most leavers tell us they cook more at home after the first months. We keep adding customers faster than we lose them, thanks to corporate lunch partnerships.

3. Legal
A former packaging supplier, Eco Wrap EA Ltd, filed a claim in the Milimani Commercial Court in May 2025 for KSh 6.8 million, alleging breach of a two-year supply contract that we terminated after repeated late deliveries. We filed our defence and a counterclaim in June. The case is at pre-trial stage and the next mention is in January 2026. Our advocates think our position is strong, but the outcome is not certain.

4. Plan
Launch a lunch-only plan at KSh 450 a meal and expand to Mombasa in 2026.`,
  },
  {
    id: 'd19-w3-en-plan-no-numbers-no-rivals',
    documentType: 'business_plan',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth', 'regulatory'],
    traits: ['words', 'list'],
    text: `KIDOGO MOVERS - Business plan (summary for prospective investors)

Vision
To become the trusted way to move household goods between Ghana's cities, using a network of vetted independent truck owners coordinated through our app.

The opportunity
Every year hundreds of thousands of Ghanaian families move house, mostly between Accra, Kumasi, Takoradi and Tamale. Today they rely on informal "loading boys" and trucks hired at the roadside, with no insurance, no fixed price and frequent damage.

Our position
There is simply no one else doing this. No company in Ghana offers insured, fixed-price, app-booked household moves, and we have no competitors today, formal or digital.

How it works
 1. Customer books on the app or by phone and gets a fixed quote from photos.
 2. We assign a vetted truck owner and a trained crew.
 3. Goods are insured during transit through our partner insurer.
 4. Payment by MTN MoMo after delivery.

Milestones
 - 2024: app launched in Accra; 14 truck owners onboarded
 - 2025: Kumasi route opened; corporate relocation partnership with two banks
 - 2026: Takoradi and Tamale; storage add-on

Team
Kwame Asante (CEO), former operations manager at a courier company; Efua Mensah (COO), logistics engineer; 9 staff.

What we are asking for
A seed investment to buy two company-owned trucks, expand the crew training programme and market the service in Kumasi. A detailed budget will be shared after a first meeting.`,
  },
];
