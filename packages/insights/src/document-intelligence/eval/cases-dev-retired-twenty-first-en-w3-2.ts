/** Writer 3's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW3P2: readonly RedFlagCase[] = [

  // 07 — Extract of audited financial statements, haulage (logistics), Zambia.
  // audit-opinion PRESENT: qualified opinion (inventories not counted).
  // going-concern PRESENT: auditor's material-uncertainty paragraph + directors' note.
  // debt-distress PRESENT: breach of the debt-service cover covenant; unpaid 2023 provisional tax with ZRA penalties accruing.
  // declining-revenue PRESENT (table): revenue K 48,620k (2023) -> K 39,184k (2024), -19%.
  // gross-margin ABSENT: 11,715 / 48,620 = 24.1% -> 9,077 / 39,184 = 23.2%, down 0.9 points.
  // burn-above-revenue ABSENT: profit for the year K 330k; costs 30,107 + 6,214 + 2,391 + 142 = 38,854 < 39,184.
  {
    id: 'h21-en-w3-07',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue'],
    text: `ZAMCORRIDOR HAULAGE LIMITED
Extracts from the audited financial statements for the year ended 31 December 2024
(Amounts in Zambian kwacha)

Report of the independent auditor to the members — Qualified opinion
We have audited the financial statements of Zamcorridor Haulage Limited. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section of our report, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 and of its financial performance for the year then ended, in accordance with IFRS for SMEs and the Companies Act of Zambia.

Basis for qualified opinion
The Company's fuel, tyre and spare-parts inventories, carried at K 3,412,000 in the statement of financial position, were not counted at the year end, and we were unable to satisfy ourselves as to their existence and condition by alternative procedures.

Material uncertainty related to going concern
We draw attention to note 2, which states that at 31 December 2024 the Company's current liabilities exceeded its current assets by K 6,905,000 and that the Company was not in compliance with a financial covenant of its term loan. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Statement of profit or loss (extract)

| K '000                   | 2024     | 2023     |
|--------------------------|----------|----------|
| Revenue                  | 39,184   | 48,620   |
| Direct operating costs   | (30,107) | (36,905) |
| Gross profit             | 9,077    | 11,715   |
| Administrative expenses  | (6,214)  | (6,880)  |
| Finance costs            | (2,391)  | (2,140)  |
| Profit before tax        | 472      | 2,695    |
| Income tax               | (142)    | (809)    |
| Profit for the year      | 330      | 1,886    |

Note 2 — Going concern
Two Copperbelt mining customers moved their concentrate haulage in-house during 2024, and volumes on the Dar es Salaam corridor were reduced by congestion at Nakonde. At 31 December 2024 the Company's debt-service cover ratio was 0.86x against the minimum of 1.25x required under its term loan agreement. The bank has not demanded early repayment but has reserved its rights. The directors are negotiating a rescheduling of the loan and the sale of eight older trucks, and believe the going-concern basis remains appropriate; however, the outcome of these negotiations is not certain.

Note 14 — Taxation
Current tax payable includes K 1,120,000 of provisional income tax instalments for 2023 that were not paid by their due dates. Penalties and interest are accruing and have been provided for. The Company has applied to the Zambia Revenue Authority for a payment plan.`,
  },

  // 08 — WhatsApp chat export between co-founders before an investor call, ride-hailing (mobility), Zimbabwe.
  // related-party PRESENT (split): fleet leased from Mazowe Motors; next lines: "my brother Tatenda's company", above market rate.
  // litigation PRESENT: Labour Court case with drivers' association still open, hearing 8 July.
  // pending-licence PRESENT: operator licence applied for in February, "still waiting".
  // unrealistic-growth PRESENT (figures): US$38.2k/month now -> US$190k/month in 12 months = ~5x in a year.
  // declining-revenue ABSENT: 33.9k -> 38.2k. (The RideZW dispute was settled and withdrawn: a closed near-miss inside a text that has litigation anyway.)
  {
    id: 'h21-en-w3-08',
    documentType: 'business_plan',
    language: 'en',
    traits: ['split', 'modality', 'figures', 'time', 'indirect'],
    present: ['related-party', 'litigation', 'pending-licence', 'unrealistic-growth'],
    absent: ['declining-revenue'],
    text: `WhatsApp chat export — "HopOn founders"
[12/06/2025, 07:41] Tinashe: Morning. Call with Harare Angels Network at 11. They will ask about the fleet and the court case, let's agree what we say
[12/06/2025, 07:43] Kuda: Fleet is 30 cars, all on lease from Mazowe Motors
[12/06/2025, 07:43] Tinashe: Say it straight, Mazowe Motors is my brother Tatenda's company. They'll find it in DD anyway
[12/06/2025, 07:44] Kuda: Ok. US$420 per car per month, 30 cars = US$12,600 a month. Market rate is closer to 350 tbh
[12/06/2025, 07:45] Tinashe: We disclose it and say we'll retender the lease when it ends in Dec
[12/06/2025, 07:46] Tinashe: Court case?
[12/06/2025, 07:49] Kuda: The drivers' association matter at the Labour Court is still open. They claim we misclassified 46 drivers as independent contractors. Next hearing is 8 July. Lawyer says it could drag into 2026
[12/06/2025, 07:50] Kuda: Also remind them the RideZW trademark dispute was settled last year and withdrawn, that one is closed
[12/06/2025, 07:51] Tinashe: 👍 And the operator licence?
[12/06/2025, 07:53] Kuda: Applied to the Ministry of Transport in Feb. Inspection done in April. Still waiting for the licence to be issued
[12/06/2025, 07:55] Tinashe: Numbers for the call: May revenue US$38.2k, up from 33.9k in April. Take rate 22%
[12/06/2025, 07:56] Tinashe: Model has us at US$190k a month by June next year once we're live in Bulawayo and Mutare. That's the slide I'll open with
[12/06/2025, 07:58] Kuda: 5x in twelve months? They'll push on that
[12/06/2025, 07:58] Tinashe: It's the plan. Bulawayo alone is half the size of Harare
[12/06/2025, 08:01] Kuda: Ok. I'll send you the updated deck by 10
[12/06/2025, 08:01] Tinashe: 🙏`,
  },

  // 09 — Business plan extract, micro-insurance intermediary (insurance), Zambia. CLEAN but tempting.
  // customer-concentration ABSENT: largest distribution partner = 21% of revenue (< 30%); no other above 12%.
  // unrealistic-growth ABSENT: 6.1 -> 8.4 -> 11.3 -> 14.9 (about 1.3-1.4x a year).
  // high-churn ABSENT: 12-month retention 78% (>= 55%).
  // pending-licence / regulatory ABSENT: PIA broker licence granted 2022, renewed Jan 2025; inspection closed with no findings.
  // burn-above-revenue ABSENT: operating profit every year. audit-opinion ABSENT: 2024 audited, unqualified.
  // declining-revenue ABSENT: K 4.6m (2023) -> K 6.1m (2024).
  {
    id: 'h21-en-w3-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'negation', 'prose'],
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'high-churn', 'pending-licence', 'regulatory', 'burn-above-revenue', 'audit-opinion', 'declining-revenue'],
    text: `MULIMI COVER LIMITED
Business plan 2025–2027 (extract for investors)
Lusaka, May 2025

1. What we do
Mulimi Cover sells hospital-cash, funeral and crop-input cover to smallholder farmers and market traders across Eastern, Southern and Central provinces. Premiums start at K 5 a week and are collected by mobile money. Policies are underwritten by two licensed Zambian insurers; Mulimi designs the products, distributes them and administers claims, and earns commission and administration fees.

2. Regulatory position
Mulimi has held an insurance broker's licence from the Pensions and Insurance Authority since 2022; it was renewed in January 2025 for a further three years. The Authority's last compliance inspection, in November 2024, closed with no findings, and we are not subject to any sanction or open inquiry.

3. Distribution
We reach farmers through cooperatives, agro-dealers and out-grower schemes. Our largest partner, the Eastern Province Farmers' Cooperative Union, brought in 21% of our 2024 revenue; no other partner exceeds 12%. In 2025 we are adding two tobacco out-grower schemes in Central Province and a market-traders' association in Lusaka, which should reduce the Union's share further.

4. Customers and retention
At 31 March 2025 we had 61,400 active policyholders. 78% of the policyholders who joined in the first quarter of 2024 were still paying twelve months later, helped by automatic renewal through mobile money and by paying valid claims within 48 hours.

5. Financial plan
The 2024 figures are taken from our audited financial statements, on which the auditors issued an unqualified opinion in April 2025. Revenue in 2023 was K 4.6 million.

| K million          | 2024 (actual) | 2025 | 2026 | 2027 |
|--------------------|---------------|------|------|------|
| Revenue            | 6.1           | 8.4  | 11.3 | 14.9 |
| Operating costs    | 5.3           | 7.1  | 9.2  | 11.8 |
| Operating profit   | 0.8           | 1.3  | 2.1  | 3.1  |

The plan assumes growth of roughly a third a year, in line with the last two years, and does not rely on any new product launch.

6. Funding
We are raising K 12 million to build a claims-processing platform and open offices in Choma and Kabwe. The company is profitable today; the raise accelerates expansion but is not needed to sustain operations.`,
  },

  // 10 — Investment committee due-diligence memo, blueberry exporter (agritech), Zimbabwe.
  // gross-margin PRESENT (table): 34.0% -> 22.1%, down 11.9 points.
  // customer-concentration PRESENT (figures): Greenleaf 3,760 / 6,480 = 58% of FY2024 sales.
  // debt-distress PRESENT: overdue ZIMRA taxes (US$212k) on a payment plan, two instalments paid late.
  // cap-table-complexity PRESENT: three different share counts, not reconciled.
  // audit-opinion ABSENT: both years audited, unqualified. declining-revenue ABSENT: 5,210 -> 6,480.
  // low-founder-ownership ABSENT: founders 61-68% on every version. litigation ABSENT: searches show none.
  // burn-above-revenue ABSENT: net profit in both years.
  {
    id: 'h21-en-w3-10',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'split', 'negation'],
    present: ['gross-margin', 'customer-concentration', 'debt-distress', 'cap-table-complexity'],
    absent: ['audit-opinion', 'declining-revenue', 'low-founder-ownership', 'litigation', 'burn-above-revenue'],
    text: `CONFIDENTIAL — Investment Committee
Due-diligence memo: Msasa Berries (Private) Limited, Marondera
Prepared by: A. Nkomo, Associate | Reviewed by: S. Gumbo, Partner
Date: 18 June 2025

1. Summary
Msasa Berries grows, packs and exports blueberries from 64 ha near Marondera to the UK, the Netherlands and the Gulf. Management seeks US$2.5m for 30 ha of new plantings and a second cold room. We recommend proceeding to a term sheet only once the points in sections 3 to 5 are resolved.

2. Financial performance
Both years audited; the auditors issued unqualified opinions.

| US$ '000        | FY2023 | FY2024 |
|-----------------|--------|--------|
| Revenue         | 5,210  | 6,480  |
| Cost of sales   | 3,440  | 5,050  |
| Gross profit    | 1,770  | 1,430  |
| Gross margin    | 34.0%  | 22.1%  |
| Net profit      | 610    | 145    |

Management attributes the margin change to higher air-freight rates after a carrier cut cargo capacity out of Harare, and to fixed-price programmes with the main customer that did not allow the extra cost to be passed on.

3. Customers
FY2024 sales by customer (US$ '000):
Greenleaf Produce UK Ltd — 3,760
Gulf Fresh Trading LLC — 1,170
Other importers and local sales — 1,550
The Greenleaf programme is renewed season by season, with no multi-year commitment.

4. Tax and creditors
In January 2025 the company agreed a payment plan with ZIMRA for US$212k of corporate income tax for 2023 (quarterly payment date instalments) that was overdue. The March and April instalments under the plan were paid late. Trade creditors are within terms.

5. Shareholding
The share register kept by the company secretary, the 2021 shareholders' agreement and management's cap-table spreadsheet give three different totals of issued shares (1,000,000; 1,150,000; 1,240,000). Management could not explain the differences and counsel has not been able to reconcile them. On every version the two founders together hold between 61% and 68%, and no outside shareholder holds more than 15%.

6. Legal
Searches at the High Court and the Magistrates' Court in Marondera returned no pending matters against the company or its directors.

7. Recommendation
Proceed to term sheet, subject to a reconciled and certified register of members, evidence that the ZIMRA plan is current, and a plan to diversify offtake beyond a single UK importer.`,
  },

  // 11 — Seed+ deck, quick-commerce grocery delivery (retail), Zambia. CLEAN but tempting.
  // no-competition ABSENT: names competitors ("We're not alone").
  // customer-concentration ABSENT: largest account ~18% of June revenue (< 30%).
  // unit-economics ABSENT (consistent): basket K 300 x 21% = K 63 per order; x 1.6 orders/month = ~K 101/month; CAC K 95 -> payback ~0.94 month, "under one month" holds.
  // high-churn ABSENT: 2.4% a month. unrealistic-growth ABSENT: K 1.6m -> 3.5m -> 6.3m (2.2x, 1.8x).
  // low-founder-ownership ABSENT: 38 + 26 = 64%. burn-above-revenue ABSENT: June costs K 271,000 < revenue K 287,300; costs below revenue every month of 2025.
  // declining-revenue ABSENT: monthly revenue rising.
  {
    id: 'h21-en-w3-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'list', 'negation'],
    present: [],
    absent: ['no-competition', 'customer-concentration', 'unit-economics', 'high-churn', 'unrealistic-growth', 'low-founder-ownership', 'burn-above-revenue', 'declining-revenue'],
    text: `SOKO NOW — Seed+ deck | Lusaka, August 2025

01 | What we do
Groceries and household essentials delivered in under 60 minutes in Lusaka, from three dark stores in Kabulonga, Woodlands and Chelston. Order on WhatsApp or the app, pay with mobile money, card or cash on delivery.

02 | Traction

| Month (2025) | Orders | Revenue (K) |
|--------------|--------|-------------|
| March        | 820    | 246,000     |
| April        | 860    | 258,900     |
| May          | 905    | 271,500     |
| June         | 950    | 287,300     |

- 2024 revenue: K 1.6 million. 2025 forecast: K 3.5 million
- Total monthly costs, including depreciation and interest, have stayed below revenue every month of 2025 (June: K 271,000)
- Our largest account, a private hospital's staff canteen, was about 18% of June revenue

03 | Unit economics
- Average basket: K 300
- Contribution margin after product cost, picking and delivery: 21%, i.e. K 63 per order
- Active customers order 1.6 times a month on average
- Blended CAC: K 95 (paid social plus referral credit)
- CAC payback: under one month
- 2.4% of active customers lapse each month (no order in 60 days)

04 | Competition
We're not alone. Two supermarket chains offer click-and-collect, and a Lusaka food-delivery app carries a limited grocery range. We win on speed (median delivery 41 minutes), price parity with the supermarkets, and a range built around what Lusaka households actually buy weekly.

05 | Plan
- 2026 plan: K 6.3 million revenue, with a fourth dark store in Ibex Hill and an office-pantry subscription
- Only one new city considered before 2027: Kitwe, after a pilot

06 | Team and ownership
- Chipo Mwale, CEO (38%) — ex-category manager at a national supermarket chain
- Lubinda Sitali, CTO (26%) — built logistics software for a regional courier
- Angel investors: 24% | ESOP: 12%

07 | The ask
Raising US$400,000 to open the fourth store, add 15 electric motorbikes and expand the office-pantry pilot.

hello@sokonow.co.zm`,
  },

  // 12 — Unaudited management accounts, diagnostic and medical centres (health), Zimbabwe.
  // audit-opinion PRESENT: "Unaudited — prepared by management".
  // burn-above-revenue PRESENT (figures): H1 2025 costs 356,300 + 612,500 + 248,900 + 183,700 = 1,401,400 > revenue 1,018,400 (loss 383,000).
  // short-runway PRESENT (figures only): monthly burn 383,000 / 6 = ~63,800; cash 352,600 / 63,800 = ~5.5 months < 9.
  // pending-licence PRESENT: HPA registration of the Mutare centre applied for in March, not yet issued.
  // gross-margin ABSENT: 610,800 / 942,700 = 64.8% -> 662,100 / 1,018,400 = 65.0%.
  // declining-revenue ABSENT: 942,700 -> 1,018,400. debt-distress ABSENT: lease payments up to date.
  // (The RPAZ licence for the CT scanner is already granted: a near-miss inside the text.)
  {
    id: 'h21-en-w3-12',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'time'],
    present: ['audit-opinion', 'burn-above-revenue', 'short-runway', 'pending-licence'],
    absent: ['gross-margin', 'declining-revenue', 'debt-distress'],
    text: `PULSECARE MEDICAL CENTRES (PRIVATE) LIMITED
Management accounts for the six months ended 30 June 2025
Unaudited — prepared by management for the board and prospective investors
Presentation currency: US dollars. ZiG receipts are translated at the Reserve Bank of Zimbabwe interbank rate on the date of the transaction.

Income statement

| US$                              | H1 2025    | H2 2024    |
|----------------------------------|------------|------------|
| Patient revenue                  | 1,018,400  | 942,700    |
| Medical consumables and reagents | (356,300)  | (331,900)  |
| Gross profit                     | 662,100    | 610,800    |
| Staff costs                      | (612,500)  | (548,200)  |
| Premises and equipment leases    | (248,900)  | (236,400)  |
| Other operating costs            | (183,700)  | (171,300)  |
| Loss for the period              | (383,000)  | (345,100)  |

Statement of financial position (extract) at 30 June 2025

| US$                                   |           |
|---------------------------------------|-----------|
| Cash and bank (US$ and ZiG accounts)  | 352,600   |
| Trade receivables (medical aids)      | 418,900   |
| Trade and other payables              | (226,700) |
| Lease liabilities                     | (1,104,000) |

Notes
1. Revenue. Patient numbers across the Harare (Avondale) and Bulawayo centres rose 9% on the previous half-year. Medical-aid receivables average 74 days; two large medical-aid societies pay in ZiG.

2. Leases. Equipment and premises lease payments are up to date; no lessor has issued a notice of default.

3. New centre in Mutare. The fit-out was completed in April 2025. The application to the Health Professions Authority for registration of the centre was submitted on 4 March 2025 and the inspection took place on 22 May; the registration certificate has not yet been issued and the centre cannot open to patients until it is. The licence for the centre's CT scanner was granted by the Radiation Protection Authority of Zimbabwe on 11 April 2025.

4. Capital. The board is in discussions with two investors regarding a Series A round of US$2.5 million. No term sheet has been signed.

Approved by the board on 21 July 2025.`,
  },

  // 13 — Responses to an investor's due-diligence questionnaire, solar mini-grids (energy), Zambia. CLEAN but tempting.
  // litigation ABSENT: contractor case settled Nov 2024, consent order, closed; "could face claims" is hypothetical, none made.
  // related-party ABSENT: EPC contractor denied to be related; competitive tender.
  // pending-licence ABSENT: ERB licence granted; no applications outstanding.
  // founder-departure ABSENT: a founder left ANOTHER company (2019); both founders full-time.
  // non-recurring-revenue ABSENT: one-off connection fees shown apart from recurring energy sales.
  // customer-concentration ABSENT: largest customer ~6% of energy sales. high-churn ABSENT: 0.8%/month.
  // low-founder-ownership ABSENT: 30 + 24 = 54%. investor-control ABSENT: largest investor 22%.
  // burn-above-revenue ABSENT: operating profit both years. declining-revenue ABSENT: 5.12m -> 7.38m.
  {
    id: 'h21-en-w3-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'negation', 'modality', 'time'],
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence', 'founder-departure', 'non-recurring-revenue', 'customer-concentration', 'high-churn', 'low-founder-ownership', 'investor-control', 'burn-above-revenue', 'declining-revenue'],
    text: `LUANGWA LIGHT LIMITED
Responses to investor due-diligence questions
Prepared for: Chongwe Capital Partners | 9 September 2025

Q1. Is the company licensed to generate and sell electricity at all its sites?
Yes. The Energy Regulation Board granted our licence for generation and distribution at Mfuwe, Lundazi and Chama on 20 February 2025, valid until 2040. The Chama extension commissioned in June is covered by the same licence. We have no applications outstanding with the ERB.

Q2. Has the company been involved in any litigation?
One matter. In 2023 a civil-works contractor sued us in the Lusaka High Court over retention money of K 640,000. We settled in November 2024 for K 410,000; a consent order was recorded and the case is closed. Nothing is pending. Like any utility we could face claims from customers for appliance damage after outages, but none has been made.

Q3. Is the EPC contractor related to any founder, director or shareholder?
No. Zambezi Solar Works is independently owned; none of our founders, directors or their families holds shares or a position in it. The 2024 works were competitively tendered (four bids).

Q4. Revenue and costs (audited; unqualified opinions for both years)

| K                                   | FY2023      | FY2024      |
|-------------------------------------|-------------|-------------|
| Recurring energy sales              | 4,760,000   | 6,910,000   |
| Connection fees (one-off)           | 360,000     | 470,000     |
| Total revenue                       | 5,120,000   | 7,380,000   |
| Operating costs incl. depreciation  | (4,610,000) | (6,220,000) |
| Operating profit                    | 510,000     | 1,160,000   |

When we quote recurring revenue to investors we use energy sales only; connection fees are always reported separately.

Q5. Are both founders still with the company?
Yes, both are full-time. Mapalo Tembo (CEO) co-founded a solar retailer in Kitwe, which she left in 2019 to start Luangwa Light. Joseph Ngoma (CTO) has been with us since incorporation.

Q6. Ownership
Mapalo Tembo 30%, Joseph Ngoma 24%, an impact fund 22%, a development-finance shareholder 9%, ESOP 15%. The cap table was reconciled with the PACRA register of members on 31 July 2025.

Q7. Customers
4,870 households and 312 businesses are connected. The largest customer, a safari lodge near Mfuwe, pays about 6% of energy sales. On average 0.8% of connections are disconnected each month, mostly households that relocate.`,
  },
];
