import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases4: readonly RedFlagCase[] = [
  // runway = EGP 11m / EGP 2.4m net cash outflow a month = 4.6 months; outflow 2.4m < monthly revenue 8m; profit after finance costs positive
  {
    id: 'h11-en-sinai-glass-credit-note',
    documentType: 'financial_statements',
    present: ['going-concern', 'debt-distress', 'short-runway'],
    absent: ['audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    traits: ['memo', 'figures', 'indirect'],
    text: `NILE COMMERCIAL BANK — Credit Committee Note (Watch-list review)
Borrower: Sinai Glass Company S.A.E. (10th of Ramadan City)
Exposure: EGP 42m medium-term loan + EGP 15m letters of credit
Prepared by: Corporate Credit Risk, 12 October 2025

1. Audited results FY2024
Revenue: EGP 96m (FY2023: EGP 88m)
Operating profit: EGP 3.1m
Finance costs: EGP 2.6m
Net profit: EGP 0.5m
The auditor issued an unmodified opinion on the FY2024 financial statements but included a separate section headed "Material uncertainty related to going concern", referring to the company's dependence on the rescheduling of its bank debt and on new equity from shareholders.

2. Account conduct
The monthly instalments of EGP 1.4m due on 31 July and 31 August 2025 were not paid. The September instalment was paid eleven days late. The account is now classified as stage 2.

3. Liquidity
Cash at 30 September 2025: EGP 11m. Management's forecast shows net cash outflows of about EGP 2.4m per month over the next two quarters, after debt service and the furnace repair, against monthly sales of around EGP 8m. On these figures, available cash lasts until roughly mid-February 2026 unless the shareholder injection of EGP 20m, promised for Q4, arrives.

4. Security
Mortgage over the factory land and building (valuation EGP 61m, 2023) and pledge over the float-glass line.

5. Recommendation
(a) Keep the borrower on the watch list; (b) accept a three-month deferral of principal, conditional on the shareholder injection being deposited by 31 December 2025; (c) no new LC lines until arrears are cleared.`,
  },
  // annual logo retention 48% (< 55%); GM 61% -> 52% (down 9 pts); ARR includes R3.1m once-off hardware; net burn R1.2m < revenue R2.6m a month; runway 31 / 1.2 = 25.8 months
  {
    id: 'h11-en-ubuntu-fleet-q3-update',
    documentType: 'financial_statements',
    present: ['high-churn', 'gross-margin', 'non-recurring-revenue'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['email', 'figures', 'list'],
    text: `Subject: Ubuntu Fleet — Q3 2025 investor update

Hi everyone,

Here's our Q3 update.

Headline numbers
- ARR: R28.4m (Q2: R24.9m). This includes R3.1m of once-off telematics hardware sold to the Gauteng bus operator in August, which we've annualised into ARR because the customer also signed a software contract.
- Revenue for September: R2.6m
- Net burn: R1.2m a month
- Cash: R31m

Customers
We ended the quarter with 412 fleet customers. Looking at the cohort that was with us on 1 October 2024, only 48% are still customers today. Most of the losses are small fleets of fewer than ten vehicles that signed up during our 2024 free-installation promotion and cancelled when the promotional pricing ended.

Margins
Gross margin was 52% in Q3, compared with 61% in Q3 last year. Two reasons: the rand weakened against the dollar, which pushed up the cost of imported trackers, and we moved from SIM cards on a fixed bundle to pay-as-you-use data, which proved more expensive than expected. We're renegotiating with two network operators.

Product
- Driver-behaviour scoring launched for all customers
- Fuel-theft alerts in beta with 20 fleets

Team
We hired a VP Sales from a large fleet-management company and now employ 64 people.

What we need
Introductions to logistics companies in Durban and Gqeberha.

Best,
Lindiwe Zulu, CEO, Ubuntu Fleet (Pty) Ltd, Johannesburg`,
  },
  // founders 17% + 14% = 31% (< 40%); largest investor 23%; revenue ₦620m vs ₦410m
  {
    id: 'h11-en-four-rounds-blog',
    documentType: 'business_plan',
    present: ['low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control', 'founder-departure', 'dead-equity', 'declining-revenue'],
    traits: ['blog', 'words', 'figures'],
    text: `What four funding rounds did to our cap table
Chidi Eze, co-founder & CEO, Lokoja Labs | Lagos | 2 September 2025

When Ngozi and I started Lokoja Labs in 2019 we owned 100% of a company with no customers. Six years, four rounds and a lot of SAFEs later, we run a logistics software business that did ₦620m of revenue last year, up from ₦410m the year before. We also own a lot less of it than we imagined.

Today I hold about 17% and Ngozi about 14%, so together we are at roughly 31%. Our largest investor holds 23%, and the rest is spread across two other funds, about thirty angels and the employee pool. We're both full-time and not going anywhere, but I won't pretend the numbers don't matter when we think about the next round.

Here's the harder confession: I can't tell you our exact fully diluted cap table. We have three spreadsheets — one from our first lawyer, one from our current lawyer and one maintained by our finance team — and they don't agree. The differences come from a 2021 SAFE with an unclear valuation cap, a dollar note that converted at an exchange rate nobody wrote down, and option grants made before the board formally approved the pool. Our current lawyers are working through it and have told us it will take another two months to reconcile with the CAC register.

Lessons for other founders:
1. Use one template for every SAFE.
2. Record every conversion the day it happens, with the rate used.
3. Don't grant options until the pool is approved.
4. Model dilution for the next three rounds before you sign the first.

None of this is fatal. But it is the conversation I least enjoy having with new investors.`,
  },
  // Acacia Holdings 57% (>= 50%); founders 41% (>= 40%)
  {
    id: 'h11-en-jenga-homes-data-room',
    documentType: 'legal_docs',
    present: ['investor-control', 'related-party', 'audit-opinion'],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    traits: ['checklist', 'list', 'negation'],
    text: `JENGA HOMES LTD (Nairobi, Kenya) — Data-room checklist with management answers
Transaction: proposed Series A led by Lake Victoria Partners | Status at 20 October 2025

CORPORATE
[x] 1. Certificate of incorporation and CR12 — uploaded (folder 01)
[x] 2. Current shareholding
      Acacia Holdings Ltd: 57%
      Founders (Otieno, Wairimu): 41%
      ESOP: 2%
[x] 3. Shareholders' agreement — uploaded. Acacia appoints 3 of 5 directors.

LEGAL
[x] 4. Litigation, current or threatened — None.
[x] 5. Regulatory correspondence (NCA, county permits) — All construction permits current; no enforcement notices received.
[x] 6. Related-party transactions
      Yes. The head office at Riverside Drive is leased from Mrs. Esther Otieno, mother of the CEO, at KSh 450,000 per month under a five-year lease signed in 2023. Board approval was not recorded at the time; ratification is proposed.

FINANCIAL
[x] 7. Financial statements FY2023 — audited, unqualified opinion (folder 07)
[ ] 8. Financial statements FY2024 — not audited. The audit has not started; management accounts are provided instead (folder 08). Expected audit completion: February 2026.
[x] 9. Loans — Equity Bank construction facility, all repayments current; no covenant breaches.
[x] 10. KRA tax compliance certificate — valid to March 2026.

PEOPLE
[x] 11. Key employment contracts — uploaded. Both founders full-time.`,
  },
  // claimed payback 3 months; own figures: CAC GH₵ 450 / GH₵ 30 gross profit per month = 15 months; burn $90k > revenue $60k a month; runway $1.5m / $90k = 16.7 months
  {
    id: 'h11-en-kente-health-podcast',
    documentType: 'pitch_deck',
    present: ['unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'high-churn', 'no-competition'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `ACCRA VENTURES PODCAST — Episode 58
Guest: Esi Mensah, founder of Kente Health (health insurance for informal workers)

HOST: Esi, tell us what Kente Health does.

MENSAH: We sell micro health insurance to market traders, tailors, hairdressers — people the big insurers ignore. Premiums start at GH₵ 45 a month, paid by mobile money, and members get outpatient care at 160 partner clinics.

HOST: How do you get customers?

MENSAH: Agents in the markets. Makola, Kejetia, Kaneshie. It costs us about GH₵ 450 to sign up a member once you count the agent commission, the onboarding day and the health check.

HOST: And what do you make on each member?

MENSAH: After claims and the clinic fees, we keep roughly GH₵ 30 per member per month in gross profit. So we recover what we spend to acquire a member in about three months. That's why investors like us.

HOST: Are members sticking around?

MENSAH: Yes, monthly cancellation is around 3%.

HOST: What about the overall business?

MENSAH: We're investing ahead of revenue. We spend about ninety thousand dollars a month and our revenue is around sixty thousand dollars a month. We raised a $1.5 million seed in June, so we're fine for well over a year.

HOST: Competition?

MENSAH: The NHIS, of course, and a couple of startups in Nigeria and Kenya looking at Ghana. But nobody has our agent network in the markets.

HOST: Esi Mensah, thanks for joining us.`,
  },
  {
    id: 'h11-en-nbe-birr-link-penalty',
    documentType: 'legal_docs',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation', 'debt-distress'],
    traits: ['letter', 'words', 'time'],
    text: `NATIONAL BANK OF ETHIOPIA
Payment and Settlement Systems Directorate
Addis Ababa

Ref: NBE/PSSD/1147/2025
18 August 2025

The Chief Executive Officer
Birr Link S.C.
Bole Sub-City, Addis Ababa

Subject: Administrative measures following the on-site examination of your agent network

The National Bank of Ethiopia conducted an on-site examination of Birr Link S.C., licensed as a payment instrument issuer, between 2 and 13 June 2025. The examination found that:

1. 212 agents were operating without the know-your-customer records required by the applicable directive;
2. transaction limits for level-one wallets were exceeded on 1,930 occasions between January and May 2025; and
3. suspicious transaction reports were filed with the Financial Intelligence Service late or not at all.

On the basis of these findings, and in accordance with the Payment Instrument Issuers Directive, the Bank hereby:

(a) suspends Birr Link's authority to recruit and register new agents for a period of ninety (90) days from the date of this letter;
(b) imposes an administrative penalty of ETB 500,000, payable within fifteen days; and
(c) requires the company to submit a corrective action plan approved by its board within thirty days.

Existing wallet services to customers may continue. The Bank will conduct a follow-up examination at the end of the suspension period. Failure to comply may lead to further measures, including revocation of the licence.

Sincerely,

Director, Payment and Settlement Systems Directorate`,
  },
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
