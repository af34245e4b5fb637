/** The second half of held-out-eleventh-en-4.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases4Rest: readonly RedFlagCase[] = [
  // revenue 2024 MAD 18.4M < 2023 MAD 21.0M; "recurring" 12.6M includes a one-off 3.2M installation contract
  {
    id: 'h11-en-sahara-solar-ic-memo',
    documentType: 'business_plan',
    present: ['declining-revenue', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['memo', 'figures', 'indirect'],
    text: `INVESTMENT COMMITTEE — DISCUSSION MEMO
Fund: Maghreb Climate Partners | Company: Sahara Solar Maroc SA (Marrakech)
Proposal: MAD 25M minority stake | Prepared by: Y. El Amrani | 6 October 2025

1. Business
Sahara Solar installs and operates rooftop solar systems for agro-industrial sites, hotels and cold stores in the Marrakech–Safi and Souss regions. It sells through two models: (i) installation contracts (EPC), paid once; and (ii) power purchase agreements and maintenance contracts, paid monthly over 10–15 years.

2. Financial history (MAD M)
          2023    2024
Revenue   21.0    18.4
EBITDA     2.6     2.1

Management explains the decrease by delays in two hotel projects and by a slower market for EPC after subsidy changes in 2024.

3. Recurring revenue
The management presentation states that recurring revenue (PPA + maintenance) reached MAD 12.6M in 2024 and calls it "two-thirds of revenue, contracted for the long term". Our review of the revenue ledger shows that the 12.6M includes a MAD 3.2M installation contract for a citrus packing station in Taroudant, billed once on commissioning in May 2024. Management classified it as recurring because the customer also signed a five-year maintenance contract worth MAD 0.2M a year.

4. Customers
Apart from the Taroudant packing station (about 18% of 2024 revenue), no customer accounts for more than 9%; PPA counterparties are spread across 64 sites.

5. Plan
Management projects revenue of MAD 24M in 2025 and MAD 31M in 2026.

6. Points for the committee
- Restated recurring revenue and its growth
- Why total revenue fell in 2024
- Pipeline quality for EPC in 2026`,
  },
  {
    id: 'h11-en-lalibela-analytics-profile',
    documentType: 'pitch_deck',
    present: ['founder-departure', 'dead-equity', 'missing-financials'],
    absent: ['low-founder-ownership', 'no-competition', 'cap-table-complexity'],
    traits: ['profile', 'words', 'time'],
    text: `LALIBELA ANALYTICS — Company profile
Addis Ababa, Ethiopia | Founded 2020 | 27 staff

Who we are
Lalibela Analytics builds credit-scoring and fraud-detection software for Ethiopian microfinance institutions and savings cooperatives. Our models use repayment histories, mobile-money data (with customer consent) and cooperative records to help lenders approve small loans in minutes rather than weeks.

Products
- Lalibela Score: credit scores delivered by API or through a web dashboard
- Lalibela Watch: real-time detection of unusual transactions for teller and agent networks
- Training for loan officers in Amharic, Afaan Oromo and Tigrinya

Clients
Microfinance institutions in Addis Ababa, Oromia and Amhara regions, and two savings and credit cooperative unions.

Competition
International credit-bureau vendors and in-house teams at the larger banks. We differ by local languages and our work with cooperatives.

Team
- Meron Tadesse, co-founder & CEO — statistician, formerly at a regional development bank; holds 45% of the shares.
- Samuel Girma, Head of Engineering (joined 2024).

Ownership note
Our co-founder and former CTO, Yonas Bekele, left the company in March 2024 to pursue a PhD abroad. He remains a shareholder with 25% of the company; his shares had vested and were not repurchased when he left. The remaining shares are held by angel investors and an employee pool.

Looking ahead
We plan to open an office in Nairobi in 2026 and to extend Lalibela Score to digital lenders.

Contact: hello@lalibela-analytics.example`,
  },
  // CAC EGP 600 / EGP 100 monthly gross profit = 6-month payback (consistent); growth 2× a year (< 4×)
  {
    id: 'h11-en-cairo-fintech-panel-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['unrealistic-growth', 'unit-economics', 'no-competition', 'burn-above-revenue'],
    traits: ['transcript', 'spoken', 'figures', 'negation'],
    text: `RISEUP CAIRO 2025 — Panel: "Building fintech for Egypt's freelancers"
Transcript excerpt. Panellist: Mariam Gaber, co-founder of Kalam Pay.

MODERATOR: Mariam, people keep saying Kalam Pay has no competitors. Is that true?

GABER: No, and I'd be worried if it were. We compete with the banks' own apps, with Payoneer for freelancers paid from abroad, and with two local startups that launched last year. The market is big enough for several of us.

MODERATOR: Give us the numbers.

GABER: We'll finish this year at around EGP 40 million in revenue, up from 19 million last year. We're profitable at the company level: our total costs this year will be about 34 million.

MODERATOR: And the unit economics?

GABER: It costs us about EGP 600 to acquire an active user, mostly through referral bonuses. Each active user brings about EGP 100 a month of gross profit from card fees and FX spread. So we get our money back in about six months, and the average user stays well over two years.

MODERATOR: What about growth? Some founders here promised 10× next year.

GABER: We plan to roughly double revenue each year for the next three years — to around 80 million next year. That's ambitious but it's based on what we see in our current cohorts, not on hope.

MODERATOR: Any regulatory hurdles?

GABER: We operate under a licensed bank partner's approval from the Central Bank of Egypt, which has been in place since 2023.

MODERATOR: Thank you, Mariam.`,
  },
  // largest investor 31% (< 50%); founders 46% together (>= 40%)
  {
    id: 'h11-en-chipata-agri-data-room-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['related-party', 'investor-control', 'dead-equity', 'cap-table-complexity', 'litigation', 'low-founder-ownership'],
    traits: ['checklist', 'negation', 'list'],
    text: `CHIPATA AGRI SOLUTIONS LTD (Zambia) — Legal due diligence checklist
Responses by: Company Secretary | Reviewed by: Mulenga & Associates, Advocates | 30 September 2025

Item | Question | Answer
1 | Is the share register at PACRA up to date and consistent with the cap table provided? | Yes. Counsel reconciled the register, the cap table and all share certificates on 15 September 2025; no differences were found.
2 | Largest shareholders | Zambezi Seed Fund 31%; founders Mwila Tembo 26% and Natasha Lungu 20%; angels 13%; ESOP 10%.
3 | Does any one shareholder control 50% or more of votes? | No.
4 | Do any former founders, employees or advisers hold shares or options? | No. One adviser's options lapsed unvested in 2024 when his agreement ended.
5 | Transactions with directors, shareholders or their relatives | None. The board's register of interests is attached.
6 | Litigation or arbitration, pending or threatened | None.
7 | Regulatory licences (ZEMA, ZABS, Ministry of Agriculture seed registration) | All held and valid; copies in folder 7.
8 | Loans in arrears or covenant waivers | None.
9 | Founders' employment | Both founders employed full-time; service agreements with non-compete clauses attached.
10 | Intellectual property | Trademark "ChipaGro" registered; software developed in-house and assigned to the company.

Counsel's comment: No issues identified that would require special conditions in the investment agreement.`,
  },
  // runway TSh 420M / 35M net burn = 12 months; net burn 35M < revenue 60M a month; plan 2.5× next year (< 4×)
  {
    id: 'h11-en-kijiji-water-accelerator-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['burn-above-revenue', 'short-runway', 'unrealistic-growth', 'pending-licence'],
    traits: ['form', 'figures', 'time'],
    text: `Dar es Salaam Startup Accelerator — Cohort 2026 application
Company: Kijiji Water Ltd | Location: Dodoma, Tanzania

1. One-line description
Solar-powered water kiosks with prepaid smart meters in peri-urban and rural settlements.

2. Traction
We operate 74 kiosks in Dodoma and Singida serving about 41,000 people. Customers buy water with prepaid tokens through mobile money.

3. Revenue and costs
- Revenue, September 2025: TSh 60M
- Revenue, September 2024: TSh 31M
- Net burn (after all operating costs and kiosk maintenance): TSh 35M a month
- Cash at bank: TSh 420M, which covers twelve months at the current burn

4. Permits
Each kiosk operates under a permit from the local water authority (RUWASA or the urban utility). All 74 permits have been issued; new sites are only built once their permit is in hand.

5. Plan for the next 12 months
We plan to add 110 kiosks, bringing revenue to about TSh 150M a month by September 2026 (2.5× today's level). This requires the kiosks already financed by a blended-finance facility signed in June.

6. What we need from the programme
Support with a tariff model acceptable to local authorities, and introductions to impact investors for a USD 1.5M round in 2026.

7. Team
Halima Said (CEO, water engineer), Erick Massawe (CTO, IoT), Joyce Mrema (operations). All full-time.`,
  },
  {
    id: 'h11-en-tradebridge-lawyer-thread-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'regulatory', 'pending-licence', 'founder-departure'],
    traits: ['email', 'quoted', 'negation', 'time'],
    text: `From: Oluwaseun Adebayo <seun@adebayolegal.ng>
To: Zainab Bello <zainab@tradebridge.ng>
Date: 7 October 2025, 16:42
Subject: RE: Investor questions — disputes and regulators

Zainab,

Please find my answers below, which you may forward to the investors' counsel.

1. Disputes. The company is not a party to any pending suit or arbitration, and we have received no letter threatening proceedings. The debt-recovery claim you brought against a former distributor in 2023 was resolved by payment and the suit was withdrawn in January 2024.

2. NDPC. The compliance audit that the Nigeria Data Protection Commission opened in May was closed on 2 September 2025. The Commission's closing letter records no findings and no penalty, and no further action is required.

3. CBN. Your switching and processing licence was granted in 2022 and renewed in July 2025. There is no application outstanding.

4. Founders. You and Emeka remain directors and full-time executives; no change is planned.

Regards,
Seun

> From: Zainab Bello
> Sent: 7 October 2025, 09:10
> Seun, the investors' lawyers sent a last round of questions: (1) any litigation? (2) where is the NDPC audit? (3) are all our licences in place? (4) any changes to the founders or management? Could you answer in writing today?
> Thanks, Z.

--
Oluwaseun Adebayo, Partner, Adebayo Legal, Ikoyi, Lagos`,
  },
  // revenue R142m > R118m > R97m; three years audited, unqualified; competitors named
  {
    id: 'h11-en-karoo-cold-chain-profile-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['missing-financials', 'no-competition', 'audit-opinion', 'declining-revenue', 'customer-concentration'],
    traits: ['profile', 'figures', 'list'],
    text: `KAROO COLD CHAIN (PTY) LTD — Company profile
Cape Town, South Africa | Founded 2016 | 290 employees

Business
Karoo Cold Chain provides refrigerated warehousing and temperature-controlled transport for fruit exporters, meat processors and pharmaceutical distributors in the Western and Northern Cape. We run three cold stores (Epping, Paarl and Upington) with 24,000 pallet positions and a fleet of 85 reefer trucks.

Financial summary (ZAR, audited)
- FY2023 revenue: R97m
- FY2024 revenue: R118m
- FY2025 revenue: R142m
- FY2025 EBITDA: R24m
- All three years audited by a national audit firm with unqualified opinions.

Customers
More than 150 active customers. The largest, a citrus exporter, represented 11% of FY2025 revenue; no other customer exceeded 7%.

Market and competitors
Cold-chain capacity in the Western Cape is tight during the citrus and deciduous-fruit seasons. We compete with large listed logistics groups and several family-owned cold stores around the port. We win on uptime, our own solar-plus-battery power at all three sites, and our pharma-grade temperature monitoring.

Management
- Pieter van der Merwe, CEO
- Nomsa Khumalo, CFO
- Ayesha Patel, COO

Funding
Expansion capital is sought to build a fourth cold store in Saldanha Bay, serving fish and agri exports.`,
  },
];
