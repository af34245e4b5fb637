/** The second half of held-out-eleventh-en-1.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases1Rest: readonly RedFlagCase[] = [
  // growth projection: $2.5m / $310k = 8.1× in one year (>= 4×)
  {
    id: 'h11-en-imboni-podcast',
    documentType: 'pitch_deck',
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials', 'customer-concentration'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `THE KIGALI BUILD — Episode 41 (auto-transcript, lightly edited)
Guest: Aline Uwase, co-founder & CEO, Imboni Health

HOST: Aline, welcome. Start with the basics: what is Imboni?

UWASE: Thanks for having me. Imboni is a diagnostics network. We put low-cost eye screening devices in pharmacies and health centres, a nurse takes the images, and our ophthalmologists in Kigali read them remotely within the hour.

HOST: Who pays?

UWASE: Mostly pharmacies pay us a per-screen fee, and two insurers reimburse it for their members. We'll do about three hundred and ten thousand dollars of revenue this year — $310k — across 84 sites.

HOST: And who else is doing this? I assume you have competition.

UWASE: Honestly, no. There's no competition. Nobody in East Africa does remote eye screening at pharmacy level. The hospitals do eye care, sure, but they're not a competitor, they're a referral partner. We're alone in this space.

HOST: So what does next year look like?

UWASE: Next year we go to 600 sites in Rwanda, Uganda and Burundi, and our plan puts revenue at two and a half million dollars. We have the devices on order and the insurer conversations in Uganda are going well.

HOST: That's a big jump.

UWASE: It is, but the demand is there. Every pharmacy owner we've shown it to wants one.

HOST: Last question: what are you raising?

UWASE: A $1.5 million seed, mostly for devices and for training nurses.

HOST: Aline Uwase, thank you.`,
  },
  // LTV claimed $180; own figures: $6 ARPU / 9% monthly churn = $66.7 even at 100% margin; monthly churn 9% (>= 5%); costs $17,000 < MRR 3,400 × $6 = $20,400
  {
    id: 'h11-en-duka-books-accelerator',
    documentType: 'business_plan',
    present: ['high-churn', 'unit-economics'],
    absent: ['burn-above-revenue', 'unrealistic-growth'],
    traits: ['form', 'figures', 'indirect'],
    text: `Kampala Founders Accelerator — Cohort 7 application
Company: Duka Books Ltd (Kampala, Uganda)

Q1. Describe your product in two sentences.
Duka Books is an Android bookkeeping app for small shops. Shopkeepers record sales and credit by voice in Luganda or English, and the app sends mobile-money reminders to customers who owe.

Q2. Traction.
We have 3,400 paying shops on a plan of USD 6 a month (billed in shillings). Monthly recurring revenue is about USD 20,400. Every month roughly 9% of paying shops cancel, mainly in the first quarter after they sign up, and we replace them through our field agents.

Q3. Unit economics.
Our customer acquisition cost through agents is USD 30. Customer lifetime value is USD 180, so LTV/CAC is 6×, well above the 3× benchmark. Gross margin on the subscription is around 85% after SMS and hosting.

Q4. Costs.
Our monthly costs of about USD 17,000 (team of nine, agents, hosting) are covered by subscription revenue.

Q5. What will you do in the programme?
We want to work on onboarding so that shops see value in week one, and on a lending partnership using shop sales data.

Q6. Competition.
Paper notebooks, Excel, and two bookkeeping apps from Kenya and Nigeria that have not localised for Uganda.

Q7. Team.
Joseph Ssempijja (CEO, ex-MTN MoMo), Rebecca Nansubuga (CTO), both full-time since 2023.`,
  },
  {
    id: 'h11-en-okada-express-update-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['short-runway', 'high-churn', 'debt-distress', 'declining-revenue'],
    traits: ['email', 'figures', 'other-company'],
    text: `Subject: Okada Express — September update

Dear investors,

September was our best month so far.

Numbers (GH₵)
- Revenue: 2.9m (August: 2.6m; September last year: 1.4m)
- Gross margin: 31% (August: 30%)
- Operating profit: 0.21m, our fourth profitable month in a row
- Cash: 14.0m; at our current spend, cash covers 21 months even if we stopped making a profit
- Business customer churn: 2.1% a month, down from 2.8% in Q2

Operations
We added 140 riders in Kumasi and opened the Takoradi hub on 15 September. On-time delivery reached 94%.

Market
Some of you asked about SwiftRide. They stopped operating in August after missing repayments on their motorbike lease facility and defaulting on their supplier credit. We have hired eleven of their riders and taken on two of their e-commerce clients. Our own asset finance with Fidelity is current, and we have never missed a payment.

People
Efua Boateng joined as Head of Finance from a listed FMCG company. Kojo and I remain full-time and are not planning any change to the leadership team.

Next month
- Launch same-day delivery in Tamale
- Roll out the new dispatch app to all riders
- Board meeting on 22 October

Thanks for your support,
Kwame Asante, CEO, Okada Express Ltd, Accra`,
  },
  {
    id: 'h11-en-ca-kenya-closure-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['regulatory', 'pending-licence', 'litigation'],
    traits: ['letter', 'negation', 'time'],
    text: `COMMUNICATIONS AUTHORITY OF KENYA
CA Centre, Waiyaki Way, Nairobi

Ref: CA/CCP/QoS/2025/044
17 July 2025

The Chief Executive Officer
Mtandao Connect Ltd
Mombasa Road, Nairobi

Dear Madam,

RE: CLOSURE OF INVESTIGATION INTO QUALITY OF SERVICE COMPLAINTS

We refer to the complaints received by the Authority between January and March 2025 concerning fixed broadband outages in Kitengela and Syokimau, to our letter of 2 April 2025, and to your response of 30 April 2025.

Having reviewed your network logs, the independent drive-test results and the customer compensation records you provided, the Authority is satisfied that:

(a) the outages were caused by third-party fibre cuts during road works and were restored within the timelines set in your licence conditions;
(b) affected customers were credited in accordance with your published service terms; and
(c) no breach of the Kenya Information and Communications Act or of your licence conditions has been established.

Accordingly, the Authority has closed this investigation. No penalty or other enforcement action will be taken, and no further response is required from you on this matter.

For the avoidance of doubt, the renewal of your Network Facilities Provider licence was approved on 3 June 2025 and the licence remains valid until 2 June 2035.

The Authority thanks you for your cooperation and encourages you to continue reporting major outages through the online portal.

Yours faithfully,

Director, Competition, Tariffs and Market Analysis
For: DIRECTOR GENERAL`,
  },
  // growth FY23/FY22 = 1,655/1,240 = 1.33×; GM 40.0%, 40.2%, 40.3%; costs below revenue every year
  {
    id: 'h11-en-eko-fresh-audited-csv-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'audit-opinion', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['csv', 'table', 'figures'],
    text: `Eko Fresh Foods Ltd (Lagos) — summary P&L export
file: ekofresh_pl_fy22_fy25b.csv | currency: NGN million | comma separated

item,FY2022,FY2023,FY2024,FY2025 budget
Revenue,1240,1655,2310,3000
Cost of sales,744,990,1379,1785
Gross profit,496,665,931,1215
Gross margin %,40.0,40.2,40.3,40.5
Staff costs,198,241,309,390
Distribution,112,141,190,240
Admin & other,70,88,111,140
Operating expenses,380,470,610,770
Operating profit,116,195,321,445
Finance costs,18,22,24,24
Profit before tax,98,173,297,421
Term loan balance (year end),160,140,120,100
Cash (year end),88,141,236,310

Notes to the export
1. FY2022 to FY2024 figures agree to the audited financial statements. The auditors issued an unqualified opinion for each of the three years, with no emphasis of matter.
2. FY2025 budget was approved by the board on 20 January 2025 and assumes revenue growth of 30%, in line with the new Abuja depot.
3. The term loan from a commercial bank is amortising; all instalments have been paid on the due dates and covenant tests have been met at every quarter.
4. Cost of sales includes cold-chain haulage; packaging moved in-house in FY2023.
5. No single distributor accounts for more than 11% of revenue.`,
  },
  {
    id: 'h11-en-ikaze-data-room-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'related-party', 'debt-distress', 'pending-licence', 'dead-equity'],
    traits: ['checklist', 'negation', 'list'],
    text: `IKAZE PAY LTD (Kigali, Rwanda) — Due diligence data-room checklist
Prepared for: Kivu Capital (Series A) | Completed by: Company Secretary | Version 3, 22 Sept 2025

Section A — Corporate
A1. Certificate of incorporation (RDB) — Provided, folder 1.1
A2. Memorandum and articles as amended — Provided, folder 1.2
A3. Are all founders still working full-time in the company? — Yes. Both founders are full-time; no founder or former founder holds shares without an active role.
A4. Share register reconciled to RDB filings? — Yes, reconciled by counsel on 12 Sept 2025, see folder 1.4.

Section B — Regulatory
B1. Payment service provider licence from the National Bank of Rwanda — Granted 12 May 2024, licence no. PSP/024/2024, folder 2.1.
B2. Any sanction, warning or penalty from BNR, RURA or the data-protection office? — No.
B3. Any licence application pending? — No.

Section C — Litigation
C1. Is the company party to any court case, arbitration or labour claim, current or threatened in writing? — No.
C2. Any claims settled in the last three years? — None.

Section D — Finance
D1. Loans and facilities — One working-capital facility with Bank of Kigali; all repayments made on time; no waivers requested.
D2. Tax clearance certificate from RRA — Provided, valid to 31 Dec 2025.
D3. Transactions with directors, shareholders or their relatives? — None in the last three financial years.

Section E — Employment
E1. Employment contracts and ESOP rules — Provided, folder 5.1.
E2. Options held by former employees — None; unvested options lapse on departure under the rules.`,
  },
  // largest customer 14%; top three 27% (< 30%); revenue EGP 86m vs 61m
  {
    id: 'h11-en-sanad-logistics-profile-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['no-competition', 'customer-concentration', 'missing-financials', 'declining-revenue'],
    traits: ['profile', 'figures', 'list'],
    text: `SANAD LOGISTICS — Company profile (one page)
Cairo, Egypt | Founded 2019 | 212 employees | www.sanad-logistics.example

What we do
Sanad runs middle-mile trucking for fast-moving consumer goods between the ports of Alexandria and Ain Sokhna and distribution centres in Greater Cairo, the Delta and Upper Egypt. Shippers book loads on our platform; we match them with 1,400 vetted owner-operators and handle documentation, tracking and payment.

Key figures
- Revenue 2024: EGP 86m (2023: EGP 61m)
- Gross margin 2024: 19% (2023: 18%)
- Loads completed 2024: 38,500
- Active shippers: 164
- Largest shipper: 14% of 2024 revenue; top three together: 27%

Competition
We compete with digital freight platforms such as Trella and with the traditional brokers who still move most of Egypt's freight. We win on reliability of payment to truckers (paid within 48 hours) and on our cold-chain capacity, which most digital rivals do not offer.

Team
- Omar Farouk, CEO — ex-Aramex operations
- Nour El-Sayed, COO — ex-Maersk
- Hany Mostafa, CTO — built two marketplaces

Investors
Local angels and two regional seed funds. Series A planned for 2026.

Contact: omar@sanad-logistics.example`,
  },
];
