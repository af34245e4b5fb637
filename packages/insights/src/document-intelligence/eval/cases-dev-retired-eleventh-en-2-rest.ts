/** The second half of held-out-eleventh-en-2.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases2Rest: readonly RedFlagCase[] = [
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
