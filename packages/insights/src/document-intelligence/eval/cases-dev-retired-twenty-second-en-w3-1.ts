/** Writer 3's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW3P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slide text + table), pharmacy software, Tanzania.
  // high-churn PRESENT: of the 380 pharmacies paying on 1 Jan 2024, only 197 still paid in December: retention 197/380 = 51.8% (< 55%); 183 left = 48% a year.
  // gross-margin PRESENT: 2023 GM 590/1,180 = 50.0%; 2024 GM 625/1,520 = 41.1%: down 8.9 points (>= 5).
  // unrealistic-growth ABSENT: 2025 target 2.0bn / 1.52bn = 1.3x.
  // burn-above-revenue ABSENT: only cost of sales is given (895m < 1,520m revenue); no burn stated.
  // missing-financials ABSENT: revenue and cost of sales given.
  {
    id: 'h22-en-w3-01',
    documentType: 'pitch_deck',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['high-churn', 'gross-margin'],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'missing-financials', 'customer-concentration'],
    text: `DukaRx — Seed deck, February 2025

Slide 1 — DukaRx
Stock, dispensing and NHIF-claims software for Tanzania's retail pharmacies and duka la dawa muhimu.

Slide 2 — The problem
A typical Dar es Salaam pharmacy loses 6–9% of stock value a year to expiry and untracked sales. Owners reconcile on paper, and claims to insurers are rejected for missing data.

Slide 3 — Our product
- Android till plus barcode scanner, works offline and syncs over 3G
- Expiry alerts and automatic reorder lists sent to the owner by SMS
- Monthly subscription, hardware sold at cost

Slide 4 — Traction in 2024
- Paying pharmacies on 1 January 2024: 380
- New pharmacies signed during 2024: 258, mostly in Mwanza and Arusha
- Paying pharmacies on 31 December 2024: 455
- Of the 380 pharmacies that were paying on 1 January,
  197 were still subscribed in December.

Slide 5 — Financials (TZS million, years to 31 December)

| Line                                         | 2023  | 2024  |
|----------------------------------------------|-------|-------|
| Revenue (subscriptions + hardware)           | 1,180 | 1,520 |
| Cost of sales (hardware, SMS, support staff) |   590 |   895 |
| Gross profit                                 |   590 |   625 |

Revenue grew 29% year on year. Cost of sales rose faster because we moved support staff into the field and subsidised scanners for new sign-ups in the Lake Zone.

Slide 6 — 2025 plan
- Revenue target: TZS 2.0 billion
- Launch insurer claims module with two private insurers
- Open Dodoma support hub

Slide 7 — The ask
Raising USD 1.5 million seed to fund field sales and the claims module. Contact: founders@dukarx.co.tz`,
  },

  // 02 — monthly investor update (list), freight marketplace, Tanzania. NO FLAG.
  // short-runway ABSENT: cash TZS 545m / net burn TZS 38m a month = 14.3 months ("about 62 weeks").
  // burn-above-revenue ABSENT: stated net burn 38m < September revenue 212m; no costs or loss stated.
  // high-churn ABSENT: shipper churn 3.1% a month (~37% a year simple), below 5%/45%.
  // gross-margin ABSENT: 33% -> 31%, down 2 points (< 5).
  // customer-concentration ABSENT: largest shipper 22% of revenue (< 30%).
  // debt-distress ABSENT: negation, never missed a repayment.
  // founder-departure ABSENT: all three founders remain; a hire is not a departure.
  // pending-licence ABSENT: LATRA registration was renewed (granted).
  {
    id: 'h22-en-w3-02',
    documentType: 'business_plan',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'gross-margin', 'customer-concentration', 'debt-distress', 'founder-departure', 'pending-licence'],
    text: `Safirisha — investor update, September 2025

Hello everyone,

A solid month on the corridor routes. The short version:

- Revenue (commission on loads booked): TZS 212 million in September, up from TZS 198 million in August.
- Net burn: TZS 38 million for the month, the lowest since launch.
- Cash at 30 September: TZS 545 million, which is about 62 weeks at the current net burn.
- Gross margin: 31% for Q3 against 33% in Q2; the dip is the fuel-price subsidy we gave carriers on the Dar–Tunduma route in July, which ended on 31 August.
- Shipper churn: 3.1% a month on a trailing three-month basis, down from 3.8%.
- Largest shipper: a Dar es Salaam flour miller, 22% of September revenue. We are deliberately growing the mid-size shippers in Mbeya and Iringa so that this keeps falling.

Debt
We have never missed a repayment on the CRDB working-capital line since it was drawn in 2023; the September instalment was paid on the 28th.

Team
All three founders remain full-time. Grace Mollel joined as Head of Operations from a regional 3PL and now runs the Tunduma and Kasumulu border desks.

Regulatory
Our LATRA registration as a freight-booking platform was renewed in August for three years, with no new conditions.

What we need from you
1. Introductions to cement and fertiliser distributors moving volume into Zambia and Malawi.
2. Candidates for a senior data engineer.

Thank you for the continued support,
Baraka, Neema and Hamisi`,
  },

  // 03 — e-mail investor update (prose), remittance wallet, The Gambia.
  // short-runway PRESENT: cash GMD 14.2m less the committed GMD 5.0m capital deposit = 9.2m; 9.2 / 1.40 net burn = 6.6 months (< 9), though the simple division gives ~10.
  // burn-above-revenue PRESENT: net burn GMD 1.40m > March revenue GMD 0.95m (operating spend 2.35m > 0.95m).
  // pending-licence PRESENT: PSP licence applied for with the Central Bank in November 2024, not yet granted.
  // regulatory ABSENT: no sanction, ban or suspension and no stated regulatory uncertainty; the firm operates under a partner bank's agency agreement.
  // declining-revenue ABSENT: revenue up from 0.81m to 0.95m.
  {
    id: 'h22-en-w3-03',
    documentType: 'business_plan',
    traits: ['prose', 'figures', 'time', 'indirect'],
    present: ['short-runway', 'burn-above-revenue', 'pending-licence'],
    absent: ['regulatory', 'declining-revenue'],
    text: `From: Kaddy Touray <kaddy@kaddypay.gm>
To: KaddyPay investors
Subject: KaddyPay — March 2025 update

Dear all,

March was our best month so far. Inbound remittance volume from the UK, Spain and the US reached GMD 61 million, up 18% on February, and active wallets passed 23,000, mostly in Serrekunda, Brikama and Farafenni.

Net revenue (our fees and FX spread) was GMD 0.95 million, up from GMD 0.81 million in February. Operating spend was GMD 2.35 million, so net burn for the month was GMD 1.40 million. Most of that is agent float incentives and the compliance team we built last year.

Cash at 31 March stood at GMD 14.2 million. On a simple division that looks like ten months, but please read the next paragraph before taking that figure away.

Our application for a payment service provider licence, filed with the Central Bank of The Gambia in November 2024, has not yet been granted. Applicants must place minimum capital of GMD 5.0 million on deposit before the licence is issued, and we have committed to make that deposit in May. After it, we will hold GMD 9.2 million of usable cash. Until the licence is issued we continue to run wallets under our agency agreement with our partner bank, which has been renewed to December.

Plan for Q2:
- Launch cash-out at 40 new agents along the North Bank.
- Cut agent incentives by a third once our own licence allows us to settle directly.
- Open the bridge round: we are looking for USD 600k, and would welcome introductions to diaspora-focused funds.

As always, happy to go through the numbers on a call.

Best,
Kaddy`,
  },

  // 04 — shareholders' agreement excerpts (schedule table + disclosure), agri-input distribution, Tanzania.
  // investor-control PRESENT: Kilimo Growth Fund I LP 31.5% + Kilimo Growth Fund I Co-Invest LP 20.0% = 51.5%, both managed by Kilimo Capital Partners and treated as one Investor.
  // litigation PRESENT: Mwanza Agro Supplies v Mazao Hub, Commercial Case No. 87 of 2025, defence filed, hearing listed for February 2026 (open).
  // low-founder-ownership ABSENT: founders 22.5% + 22.5% = 45% (>= 40%).
  // debt-distress ABSENT: the 2022 VAT objection was resolved and paid; no arrears.
  // dead-equity ABSENT: no departed holder; cap-table-complexity ABSENT: shares total and reconcile to 10,000,000.
  {
    id: 'h22-en-w3-04',
    documentType: 'legal_docs',
    traits: ['table', 'indirect', 'figures', 'split'],
    present: ['investor-control', 'litigation'],
    absent: ['low-founder-ownership', 'debt-distress', 'dead-equity', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT — MAZAO HUB LIMITED (extracts)

1.4 "Investor" means Kilimo Growth Fund I LP and Kilimo Growth Fund I Co-Invest LP, each managed by Kilimo Capital Partners Ltd, which shall be treated as a single Investor for all consents, notices and rights under this Agreement.

SCHEDULE 1 — Shareholdings at Completion

| Shareholder                          | Class              | Shares     | %      |
|--------------------------------------|--------------------|------------|--------|
| Joseph Mrema (Founder)               | Ordinary           | 2,250,000  | 22.5%  |
| Halima Said (Founder)                | Ordinary           | 2,250,000  | 22.5%  |
| Kilimo Growth Fund I LP              | Series A Preferred | 3,150,000  | 31.5%  |
| Kilimo Growth Fund I Co-Invest LP    | Series A Preferred | 2,000,000  | 20.0%  |
| Employee option pool (reserved)      | Ordinary           |   350,000  |  3.5%  |
| Total                                |                    | 10,000,000 | 100.0% |

7.2 Reserved Matters. The Company shall not, without the prior written consent of the Investor, (a) approve the annual budget, (b) incur borrowings above TZS 500 million, (c) appoint or remove the Chief Executive Officer, or (d) issue any shares.

8.1 Board. The Board shall consist of five directors: two appointed by the Founders, two appointed by the Investor and one independent director nominated by the Investor and approved by the Founders.

SCHEDULE 4 — Disclosure Letter (extract)

4.1 Mwanza Agro Supplies Ltd v Mazao Hub Ltd, High Court of Tanzania (Commercial Division), Commercial Case No. 87 of 2025. The claimant, a former sub-distributor in the Lake Zone, claims TZS 310 million in commissions it says were due under a distribution agreement the Company terminated in 2024. The Company filed its defence in May 2025. Court-annexed mediation ended without agreement in August 2025, and the hearing is listed for February 2026. The Company's counsel estimates legal costs of TZS 45 million to judgment.

4.2 The Company's objection to the Tanzania Revenue Authority's 2022 VAT assessment was resolved in 2024. All agreed sums were paid and no tax is outstanding.

4.3 Other than as set out in 4.1, no litigation, arbitration or administrative proceedings are pending or, to the Founders' knowledge, threatened against the Company.`,
  },

  // 05 — audited financial statements (aligned-space table), cold storage, The Gambia. NO FLAG.
  // audit-opinion ABSENT: audited, unqualified opinion.
  // gross-margin ABSENT: 15,900/41,200 = 38.6% -> 18,500/48,600 = 38.1%, down 0.5 point.
  // burn-above-revenue ABSENT: profit before tax in both years; costs below revenue.
  // non-recurring-revenue ABSENT: one-off grant shown under other income, not in revenue; no ARR/MRR claim.
  // customer-concentration ABSENT: largest customer 22% of revenue.
  // litigation ABSENT: 2023 supplier claim settled and withdrawn; nothing pending.
  // pending-licence ABSENT: PURA licence renewal granted in January 2025.
  // debt-distress ABSENT: loan repaid on schedule, no covenant breach. going-concern ABSENT: no doubt expressed.
  {
    id: 'h22-en-w3-05',
    documentType: 'financial_statements',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'non-recurring-revenue', 'customer-concentration', 'litigation', 'pending-licence', 'debt-distress', 'going-concern'],
    text: `KOMBO ICE & COLD STORAGE LIMITED
Financial statements for the year ended 31 December 2024

Statement of profit or loss (GMD '000)
                                   2024        2023
Revenue                          48,600      41,200
Cost of sales                   (30,100)    (25,300)
Gross profit                     18,500      15,900
Operating expenses              (12,900)    (11,400)
Other income                      1,200           -
Operating profit                  6,800       4,500
Finance costs                      (900)     (1,100)
Profit before tax                 5,900       3,400

Independent auditor's report
In our opinion, the financial statements give a true and fair view of the financial position of Kombo Ice & Cold Storage Limited as at 31 December 2024 and of its financial performance for the year then ended, in accordance with IFRS for SMEs. Our opinion is unmodified.
Njie & Sarr Chartered Accountants, Banjul, 28 March 2025.

Selected notes

Note 3 — Revenue. Revenue comprises block-ice sales and cold-room rental to fish traders at Tanji and Brufut and to hotels along the Senegambia strip. The largest customer, a hotel group, accounted for 22% of revenue (2023: 25%).

Note 5 — Other income. Other income is a one-off equipment grant of GMD 1.2 million received from a donor-funded fisheries programme. It is non-recurring and is shown separately from revenue.

Note 9 — Borrowings. All instalments on the Trust Bank term loan were paid on schedule during the year and the Company complied with all covenants. The outstanding balance at year end was GMD 4.1 million.

Note 12 — Contingencies. A claim brought in 2023 by a former refrigeration supplier was settled in June 2024 and the case withdrawn. No legal proceedings were pending at the reporting date.

Note 13 — Licences. The Company's PURA licence to generate electricity for its own use was renewed on 12 January 2025 for five years.

Note 15 — Going concern. The directors have assessed the Company's cash flow forecasts to June 2026 and consider the going-concern basis appropriate.`,
  },

  // 06 — business plan (sections, prose + list), eco-tourism booking, The Gambia.
  // unrealistic-growth PRESENT: 2025 revenue GMD 6.2m -> 2026 target GMD 31.0m = 5.0x in one year (>= 4x).
  // founder-departure PRESENT: co-founder and CTO will step down at the end of June 2026 (announced).
  // burn-above-revenue ABSENT: 2025 costs 5.4m < revenue 6.2m; 2026 planned costs 24.5m < 31.0m.
  // customer-concentration ABSENT: largest partner 12% of bookings.
  // short-runway ABSENT: profitable, no burn.
  {
    id: 'h22-en-w3-06',
    documentType: 'business_plan',
    traits: ['prose', 'list', 'figures', 'time', 'indirect'],
    present: ['unrealistic-growth', 'founder-departure'],
    absent: ['burn-above-revenue', 'customer-concentration', 'short-runway'],
    text: `Kunta Trails — Business plan 2026

1. Summary
Kunta Trails is an online booking platform for river tours, birding trips and village stays along the Gambia River, from Tendaba to Janjanbureh. Travellers book and pay online; we pay local operators within seven days and keep a 15% commission.

2. Where we are
- 2024 revenue: GMD 4.1 million
- 2025 revenue: GMD 6.2 million, on bookings of about GMD 41 million
- 2025 operating costs: GMD 5.4 million, so the business made a small operating profit
- 138 listed operators; the largest, a lodge in Tendaba, brought 12% of 2025 bookings

3. The 2026 plan
For 2026 we are planning revenue of GMD 31.0 million. Three things drive it:
- cross-border packages with partners in the Sine-Saloum delta in Senegal;
- a contract to sell shore excursions to two cruise lines calling at Banjul;
- a diaspora "roots" programme sold through agents in London and Atlanta.
Planned 2026 costs are GMD 24.5 million, mostly marketing, guide training and a second office in Janjanbureh.

4. Team
Fatoumata Jobe (CEO, co-founder) leads partnerships and operations. Our co-founder and CTO, Lamin Ceesay, has told the board he will step down at the end of June 2026 to take up a doctoral scholarship in Canada. He will remain available as an adviser, and we have begun recruiting a Head of Engineering; until then the booking engine is maintained by our two developers and an agency in Dakar.

5. Risks
- Seasonality: November to April brings about 70% of bookings.
- Flight capacity: the number of charter flights into Banjul affects volumes.
- Exchange rate: most customers pay in GBP or EUR while operators are paid in dalasi.

6. Funding
We are raising GMD 14 million in equity to fund the 2026 growth plan.`,
  },

  // 07 — board minutes (markdown table), SACCO software, Tanzania.
  // non-recurring-revenue PRESENT: a one-off PO-RALG pilot implementation fee (TZS 58m, "invoiced once") is inside June MRR (166m) and the ARR of 1.99bn (166 x 12).
  // customer-concentration PRESENT: two named clients 158m + 132m = 290m of H1 revenue 760m = 38.2% (>= 30%).
  // high-churn ABSENT: 2 of 142 SACCOs cancelled in six months = 1.4%.
  // burn-above-revenue / short-runway ABSENT: no costs, burn or cash stated.
  {
    id: 'h22-en-w3-07',
    documentType: 'legal_docs',
    traits: ['table', 'indirect', 'figures', 'split'],
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['high-churn', 'burn-above-revenue', 'short-runway'],
    text: `HESABU CLOUD LIMITED
Minutes of the meeting of the Board of Directors held on 15 July 2025 at the Company's offices, Masaki, Dar es Salaam

Present: Amani Kweka (Chair), Rehema Nyoni (CEO), Daudi Massawe (CFO), Esther Mbwambo (independent director), Tom Ochieng (investor director).

1. Minutes of the previous meeting were approved.

2. Operations. The CEO reported that 140 SACCOs were live on the platform at 30 June. Two of the 142 SACCOs live on 1 January had cancelled during the half-year, both after merging with larger societies.

3. Half-year results. The CFO presented revenue for January–June 2025 of TZS 760 million. He noted that Kibo Farmers' Co-operative Union contributed TZS 158 million and Ushirika Bora SACCO TZS 132 million in the half, both including their branch licences.

4. Recurring revenue for the Series A deck. The CFO tabled the June 2025 figures:

| Revenue line (TZS million)                                | June MRR |
|-----------------------------------------------------------|----------|
| Subscriptions — 140 SACCOs                                |       96 |
| SMS bundle resale                                         |       12 |
| Implementation fee — PO-RALG district pilot (invoiced once, June) | 58 |
| Total MRR                                                 |      166 |

The CEO proposed that the deck present ARR of TZS 1.99 billion, being June MRR of TZS 166 million multiplied by twelve. Mr Ochieng asked whether the pilot would be repeated; the CEO said a national roll-out was being discussed with PO-RALG but no contract had been signed. After discussion the Board approved the deck figures as tabled.

5. Office lease. The Board approved renewal of the Masaki lease for two years.

6. There being no other business, the meeting closed at 12:40.

Signed: ____________________ Chair`,
  },

  // 08 — Series A term sheet (table + clauses), agri-lending, Tanzania. NO FLAG.
  // investor-control ABSENT: Savanna LP 24% + Savanna Sidecar 17% = 41% (< 50%); 8.0 / 19.5 post-money = 41%.
  // low-founder-ownership ABSENT: founders 25% + 20% = 45% (>= 40%).
  // founder-departure ABSENT: leaver clause is hypothetical ("If a Founder ceases...").
  // litigation ABSENT: warranty that none is pending or threatened (negation).
  // pending-licence ABSENT: Tier 2 licence was granted in March 2024.
  // debt-distress ABSENT: warranty of no arrears (negation).
  {
    id: 'h22-en-w3-08',
    documentType: 'legal_docs',
    traits: ['table', 'modality', 'negation', 'indirect'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'litigation', 'pending-licence', 'debt-distress', 'dead-equity'],
    text: `SUMMARY OF TERMS — SERIES A PREFERRED SHARES
Pesa Shamba Limited ("the Company"), Arusha, Tanzania
Non-binding except for Confidentiality and Exclusivity.

Investment: USD 8.0 million in Series A Preferred Shares at a pre-money valuation of USD 11.5 million (post-money USD 19.5 million).

Investors: Savanna Impact Fund II LP (USD 4.68 million) and Savanna Impact Fund II Sidecar LP (USD 3.32 million), both advised by Savanna Capital.

Post-money capitalisation:

| Holder                                  | %     |
|-----------------------------------------|-------|
| Neema Mushi (Founder, CEO)              | 25.0% |
| Baraka Lyimo (Founder, COO)             | 20.0% |
| Savanna Impact Fund II LP               | 24.0% |
| Savanna Impact Fund II Sidecar LP       | 17.0% |
| Seed angels (seven individuals)         |  6.0% |
| Employee option pool                    |  8.0% |
| Total                                   | 100%  |

Board: five seats — two Founders, one Savanna, two independents chosen jointly.

Liquidation preference: 1x non-participating.

Founder vesting and leavers: The Founders' shares will vest over 36 months from Completion. If a Founder ceases to be employed by the Company before full vesting, the Company may buy back unvested shares at nominal value (bad leaver) or at fair value (good leaver).

Warranties: The Company and the Founders will warrant, among other things, that (i) no litigation, arbitration or regulatory proceedings are pending or threatened; (ii) the Company is not in arrears with the Tanzania Revenue Authority, NSSF or any lender; and (iii) the Company's Tier 2 microfinance licence, granted by the Bank of Tanzania on 14 March 2024, remains in full force.

Use of proceeds: loan book growth for smallholder input loans in Arusha, Manyara and Kilimanjaro; credit-scoring team; working capital.

Conditions precedent: satisfactory legal and financial due diligence; adoption of new articles; Investors' investment committee approval.

Exclusivity: 45 days from signature.`,
  },
];
