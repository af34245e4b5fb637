/** Writer 1's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW1P2: readonly RedFlagCase[] = [

  // 09 — pitch deck, school software, Eswatini.
  // no-competition PRESENT: "not one other software company sells a school system in Eswatini", "we have the field to ourselves".
  // customer-concentration PRESENT: the Ministry's licence brings "close to half" of 2025 revenue (~48%, >= 30%).
  // unrealistic-growth PRESENT: "quintuple revenue next year" = 5x.
  // high-churn ABSENT: 2 of 58 schools did not renew in 2025 = 3.4% a year.
  // burn-above-revenue ABSENT: revenue E 2.4m / 12 = E 200k a month > costs E 160k.
  // non-recurring-revenue ABSENT: the Ministry licence is annual and renewed, not a one-off.
  {
    id: 'h22-en-w1-09',
    documentType: 'pitch_deck',
    traits: ['words', 'list', 'indirect'],
    present: ['no-competition', 'customer-concentration', 'unrealistic-growth'],
    absent: ['high-churn', 'burn-above-revenue', 'non-recurring-revenue'],
    text: `SIFUNDZA LIVE — Seed round, Manzini, Eswatini

Slide 1 — Every Eswatini school, online.

Slide 2 — The problem
About 830 primary and secondary schools keep marks, fees and attendance on paper. Parents learn about unpaid fees or failing grades at the end of term, when it is too late.

Slide 3 — The product
A school management system (fees, attendance, report cards, SMS to parents) plus an exam-prep app in SiSwati and English for EGCSE learners. Works offline, syncs when a phone finds signal.

Slide 4 — The landscape
We have the field to ourselves. Schools here run on paper registers and WhatsApp groups, and not one other software company sells a school system in Eswatini today.

Slide 5 — Traction
- 61 schools paying at the end of 2025
- Of the 58 schools we started 2025 with, 2 did not renew
- 2025 revenue: E 2.4m
- Monthly operating costs: E 160k

Slide 6 — Where the money comes from
The Ministry of Education and Training's exam-prep licence (annual, renewed each January since 2023) brings in close to half of 2025 revenue. School subscriptions, at about E 20,000 a school a year, make up the rest.

Slide 7 — The plan
300 more schools in 2026 through the regional education offices. With that, we will quintuple revenue next year.

Slide 8 — The ask
E 6m seed: 8 field trainers, a parents' app, and a tablet-loan scheme for rural schools.

Slide 9 — Team
Zanele Dube (CEO, former teacher and deputy principal), Mthunzi Gama (CTO, ex-telecoms engineer).`,
  },

  // 10 — business plan, vehicle telematics, Namibia.
  // non-recurring-revenue PRESENT: a single hardware order (N$420,000) is a line of "Total ARR".
  // high-churn PRESENT: "roughly one in twelve" vehicles leave every month = 8.3% a month (>= 5%).
  // customer-concentration ABSENT: hardware buyer 420k / 2,142k = 19.6%; largest fleet client 12%.
  // burn-above-revenue ABSENT: costs N$1.46m < revenue N$2.1m.
  // unrealistic-growth ABSENT: target ARR N$3.1m / 2.142m = 1.45x.
  {
    id: 'h22-en-w1-10',
    documentType: 'business_plan',
    traits: ['table', 'words', 'figures'],
    present: ['non-recurring-revenue', 'high-churn'],
    absent: ['customer-concentration', 'burn-above-revenue', 'unrealistic-growth'],
    text: `ETOSHA FLEET IQ (PTY) LTD — Business plan FY2026 (Windhoek, Namibia)

1. What we do
GPS tracking, fuel monitoring and driver scoring for fleets in Namibia: couriers, construction contractors, farms and taxi operators. Customers pay a monthly subscription per vehicle; we also sell fuel-level sensors.

2. Where we are — ARR at 30 June 2025
| ARR component | N$ |
|---|---|
| Tracking subscriptions (410 vehicles x N$350 x 12) | 1,722,000 |
| Fuel-sensor hardware, NamRoads Contractors (single order, July 2025) | 420,000 |
| Total ARR | 2,142,000 |

FY2025 revenue was N$2.1m against operating costs of N$1.46m. Our largest fleet client, Khomas Couriers, accounts for 12% of subscriptions.

3. Retention
Large fleets stay with us. Small operators do not: across the base, roughly one vehicle in twelve is taken off the service by its owner every month, mostly taxi owners who sell or park the car. We replace them through dealer partnerships, which is why the vehicle count still grows.

4. Plan for FY2026
- Target ARR: N$3.1m
- Two dealer partnerships (Oshakati and Walvis Bay) to add 35 vehicles a month
- A 12-month minimum term for taxi operators from January
- Launch of a driver-behaviour report for insurers

5. Funding
We are raising N$3m in convertible notes to fund sensor stock and two sales staff. Cash at 30 June 2025: N$910,000.

6. Team
Kaarina Shilongo (CEO, ex-fleet manager at a mining contractor), Dawid Swartz (CTO), and a support team of four in Windhoek.`,
  },

  // 11 — business plan, fruit processing, Eswatini. NO FLAG.
  // unrealistic-growth ABSENT: 14,000 / 5,600 = 2.5x over three years (about 1.36x a year); yearly steps 1.30x, 1.40x, 1.37x.
  // no-competition ABSENT: competitors named ("we are not the only ones").
  // customer-concentration ABSENT: Spar Eswatini 26% (< 30%).
  // gross-margin ABSENT: 43% -> 41%, down 2 points (< 5).
  // declining-revenue ABSENT: the fall "by a fifth" is hypothetical.
  // pending-licence ABSENT: export permit granted.
  // unrealistic-growth ABSENT (second tempt): 38% is the market's growth.
  {
    id: 'h22-en-w1-11',
    documentType: 'business_plan',
    traits: ['table', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'customer-concentration', 'gross-margin', 'declining-revenue', 'pending-licence'],
    text: `MALKERNS FRUIT PROCESSORS (PTY) LTD — Business plan 2026–2028
Malkerns, Eswatini

1. Summary
We dry pineapple, mango and litchi bought from 240 smallholders in the Malkerns valley and sell them as snack packs and as bulk ingredient. 2025 revenue (audited) was E 5.6 million with a net profit of E 620,000. We seek an E 4.5 million loan-and-equity package for a second drying line.

2. Market
The regional dried-fruit snack market grew 38% last year, driven by school-tuck-shop and forecourt sales in South Africa. We do not plan on matching that pace.

3. Competition
We are not the only ones: two South African brands dominate forecourts, and a producer in Manzini sells dried mango at a lower price. Our edge is pineapple quality and traceable smallholder sourcing.

4. Customers
Spar Eswatini takes 26% of our sales; a Durban ingredient buyer takes 15%; the rest go to 60 shops and wholesalers.

5. Projections (E'000)
| | 2025 actual | 2026 | 2027 | 2028 |
|---|---|---|---|---|
| Revenue | 5,600 | 7,300 | 10,200 | 14,000 |
| Gross margin | 41% | 42% | 43% | 43% |
| Net profit | 620 | 780 | 1,250 | 1,900 |

Gross margin was 43% in 2024; it slipped two points in 2025 because of fuel costs for the driers. The new line runs on solar-assisted heat.

6. Risks
If the mango crop failed in a drought year, revenue could fall by about a fifth; we are adding guava growers to spread the risk. Our export permit for the EU organic channel was granted in May 2025 and runs to 2028.

7. Use of funds
Second drying line E 3.1m, working capital E 1.0m, certification E 0.4m.`,
  },

  // 12 — due-diligence note, health-tech (e-prescriptions), Eswatini.
  // short-runway PRESENT: "11 months" is as of 31 March 2025; 7 months at E 210k since then: 2.31m - 7 x 0.21m = 0.84m; 0.84m / 0.21m = 4 months left on 10 Nov.
  // litigation PRESENT: unfair-dismissal claim open before the Industrial Court, next hearing Feb 2026.
  // related-party PRESENT: integration contractor's sole director is the CEO's brother-in-law.
  // burn-above-revenue ABSENT: stated net burn E 210k < revenue E 390k a month (net burn compared with revenue as stated).
  // pending-licence ABSENT: approval granted 2023, renewed Aug 2025.
  // founder-departure ABSENT: the claimant is a dismissed pharmacist, not a founder or executive; founders all full-time.
  // customer-concentration ABSENT: no pharmacy group above 14%.
  // audit-opinion ABSENT: FY2024 statements audited with an unmodified opinion.
  {
    id: 'h22-en-w1-12',
    documentType: 'business_plan',
    traits: ['prose', 'time', 'indirect', 'figures'],
    present: ['short-runway', 'litigation', 'related-party'],
    absent: ['burn-above-revenue', 'pending-licence', 'founder-departure', 'customer-concentration', 'audit-opinion'],
    text: `DUE-DILIGENCE NOTE — Lubombo Health Link (Pty) Ltd
To: Ubuntu Impact Partners, Investment Committee | From: deal team | 10 November 2025

1. Cash
The most recent cash forecast in the data room is dated 31 March 2025. It shows cash of E 2.31m and a net burn of E 210k a month, and the founders' deck repeats the "11 months of runway" taken from it. On our call of 6 November the CFO confirmed that the burn has stayed at that level since March and that no new equity or debt has come in. Revenue in March was E 390k (pharmacy subscriptions and e-prescription fees) and has been broadly flat. The FY2024 annual financial statements were audited, with an unmodified opinion.

2. Licences
The e-prescription service operates under an approval from the Eswatini Medicines Regulatory Authority granted in 2023 and renewed in August 2025 for three years.

3. Disputes
A former dispatch pharmacist filed an unfair-dismissal claim with the Industrial Court of Eswatini in June 2025, seeking E 180k. The matter is open; the next hearing is set for 3 February 2026. The company has made no provision.

4. Suppliers
Integration and hosting are contracted to Mbabane Code Works at E 46k a month under a three-year agreement signed in 2024. Company registry records show that its sole director is Sipho Mamba, the CEO's brother-in-law. No tender was run and the contract was not put to the board.

5. Customers
112 pharmacies are connected; no pharmacy group exceeds 14% of revenue.

6. Team
The three founders (CEO, CFO, head of pharmacy) all work full-time in the business; a product manager joined in September.

7. Next steps
Updated 13-week cash flow; independent quote for the integration work; legal opinion on the Industrial Court matter.`,
  },

  // 13 — investment committee memo, community ISP, Namibia. NO FLAG.
  // litigation ABSENT: the 2023 landlord dispute was settled and the case withdrawn in March 2024.
  // founder-departure ABSENT: all three founders remain; nobody has left.
  // low-founder-ownership ABSENT: 18 + 16 + 13 = 47% (>= 40%).
  // investor-control ABSENT: largest investor 29%.
  // high-churn ABSENT: own churn 2.8% a month; the ~7% is a rival's.
  // unit-economics ABSENT: LTV = 450 x 60% / 2.8% = N$9,643; / CAC N$3,100 = 3.1x, as stated.
  // pending-licence ABSENT: CRAN licence granted in 2022.
  // related-party ABSENT: checked, no supplier connected to founders.
  // burn-above-revenue ABSENT: costs N$350k < revenue N$410k a month.
  {
    id: 'h22-en-w1-13',
    documentType: 'business_plan',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['litigation', 'founder-departure', 'low-founder-ownership', 'investor-control', 'high-churn', 'unit-economics', 'pending-licence', 'related-party', 'burn-above-revenue'],
    text: `INVESTMENT COMMITTEE MEMO — Zambezi Wi-Fi (Pty) Ltd, Katima Mulilo, Namibia
Date: 27 October 2025 | Proposed: N$6m in a N$9m round

Business
Fixed-wireless home and small-business internet in the Zambezi and Kavango East regions, from 14 masts. 910 paying connections.

Figures (September 2025)
- Revenue: N$410k a month; operating costs N$350k a month
- Average revenue per connection: N$450 a month; gross margin 60%
- Churn: 2.8% of connections a month (12-month average)
- Acquisition cost per connection: N$3,100, including the roof antenna
- Management's LTV/CAC: about 3.1x; we rebuilt it from the figures above and agree

Competition
The mobile operators' fixed-wireless bundles and a fibre reseller in town. The largest rival's churn is reportedly close to 7% a month, which is Zambezi's main sales argument: local installers fix faults the same day.

Ownership after the round
| Holder | % |
|---|---|
| Mulisa Sitali (co-founder, CEO) | 18 |
| Charles Mwilima (co-founder, network) | 16 |
| Esther Lubinda (co-founder, finance) | 13 |
| Kavango Capital (our fund) | 29 |
| Earlier angels | 14 |
| Option pool | 10 |

Team
The three founders have run the company together since 2019 and all remain full-time; nobody has left the management team.

Legal and regulatory
- The 2023 dispute with a mast-site landlord was settled in full and the case withdrawn in March 2024; nothing is outstanding.
- CRAN licence for the service was granted in 2022.
- We checked the mast contractor and the equipment importer against BIPA records: neither is connected to a founder or a founder's family.

Recommendation
Approve, with a board seat and a quarterly KPI pack.`,
  },
];
