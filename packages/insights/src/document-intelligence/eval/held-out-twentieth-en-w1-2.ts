/** Writer 1's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW1P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck (slides), live tutoring edtech, Eswatini.
  // missing-financials PRESENT: a deck with no revenue and no cost figure (business model slide has no prices; only users, market size, raise amount and percentages).
  // no-competition PRESENT: "We have no competitors."
  // unrealistic-growth ABSENT (figures): 12 400 -> 30 000 learners over about 18 months = 2.4x.
  // pending-licence ABSENT (time): curriculum approval was granted in 2024.
  {
    id: 'h20-en-w1-08',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'prose'],
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth', 'pending-licence'],
    text: `FundaLive — Seed round, 2025
Mbabane, Eswatini

Slide 1 — FundaLive
A live tutor in every learner's pocket.

Slide 2 — The problem
- Too many learners fail EGCSE mathematics and science.
- In many rural schools one teacher faces more than 40 learners.
- Private tuition exists, but only in Mbabane and Manzini, and only for families who can pay.

Slide 3 — Our solution
- Live group tutoring over low-data audio, in English and siSwati.
- WhatsApp quizzes after every session, marked automatically.
- Aligned to the EGCSE and primary syllabuses; works on one basic smartphone shared by a household.

Slide 4 — Traction
- 12 400 learners registered
- 37 pilot schools across all four regions
- 3,1 sessions per learner per week on average
- Parents rate us 4,6 out of 5

Slide 5 — Market
About 240 000 learners in primary and secondary schools in Eswatini, and 80% of households own at least one smartphone. Lesotho and Botswana follow the same model.

Slide 6 — Competition
Nobody else is doing this in Eswatini. We have no competitors: no other company offers live, curriculum-aligned tutoring in siSwati.

Slide 7 — Business model
Schools and parents pay a per-learner subscription each term. A zero-rating partnership with a mobile network operator is under discussion.

Slide 8 — Milestones
- 2024: content approved by the National Curriculum Centre
- 2025: 37 schools, 12 400 learners
- December 2026: 30 000 learners
- 2027: Lesotho launch

Slide 9 — Team
Lindiwe Dube (CEO, former mathematics teacher, 11 years), Bongani Matsebula (CTO, built a USSD banking product), Dr Zodwa Mkhonta (academic lead).

Slide 10 — The ask
We are raising USD 400 000 in seed funding: 45% for content and tutors, 35% for product, 20% for school sales.`,
  },
  // 09 — Audited annual financial statements (extracts), oyster farming, Namibia.
  // audit-opinion PRESENT: qualified opinion ("except for") on biological assets of N$ 2 340 000.
  // going-concern PRESENT: auditor's material-uncertainty paragraph on going concern.
  // declining-revenue PRESENT (table): revenue 6 410 000 in 2025 < 7 980 000 in 2024.
  // burn-above-revenue PRESENT (figures): loss for the year (1 870 000), so costs were above revenue.
  // gross-margin ABSENT (figures): 2 390/6 410 = 37.3% vs 3 110/7 980 = 39.0%, down 1.7 points < 5.
  // debt-distress ABSENT (negation): all Agribank instalments paid on due dates, no covenant breached.
  {
    id: 'h20-en-w1-09',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'split', 'negation'],
    present: ['audit-opinion', 'going-concern', 'declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'debt-distress'],
    text: `LÜDERITZ BAY OYSTERS (PTY) LTD
Annual financial statements for the year ended 28 February 2025 — extracts
Amounts in Namibia dollars (N$)

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS
Qualified opinion
We have audited the financial statements of Lüderitz Bay Oysters (Pty) Ltd. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements present fairly, in all material respects, the financial position of the company at 28 February 2025 and its financial performance for the year then ended, in accordance with the IFRS for SMEs and the Companies Act, 2004.

Basis for qualified opinion
Biological assets (live oyster stock on the growing rafts) are carried at N$ 2 340 000. We were appointed after year-end, could not observe the stock count, and were unable to satisfy ourselves by other procedures about the quantities on hand.

Material uncertainty related to going concern
We draw attention to note 2, which indicates that the company incurred a loss of N$ 1 870 000 for the year and that, at 28 February 2025, its current liabilities exceeded its current assets by N$ 960 000. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.
Kamati & Co., Registered Accountants and Auditors — Swakopmund, 30 June 2025

STATEMENT OF PROFIT OR LOSS
| | 2025 | 2024 |
|---|---|---|
| Revenue | 6 410 000 | 7 980 000 |
| Cost of sales | (4 020 000) | (4 870 000) |
| Gross profit | 2 390 000 | 3 110 000 |
| Operating expenses | (3 980 000) | (3 240 000) |
| Operating loss | (1 590 000) | (130 000) |
| Finance costs | (280 000) | (250 000) |
| Loss for the year | (1 870 000) | (380 000) |

NOTES (extracts)
2. Going concern. The directors have prepared the statements on a going-concern basis. The shareholders have indicated, but not confirmed in writing, that they will provide further loans during 2025/26.
7. Revenue. Low-oxygen events in the bay in July and October 2024 killed about 30% of the grow-out stock, which reduced export volumes to Hong Kong and Cape Town.
14. Borrowings. Agribank term loan: N$ 3 100 000 (2024: N$ 3 450 000). All instalments were paid on their due dates and no covenant was breached during the year.`,
  },
  // 10 — Shareholders' agreement (extract), mobile wallet and remittances, Eswatini.
  // low-founder-ownership ABSENT (figures): founders 2 300 000 + 1 900 000 = 4 200 000 / 10 000 000 = 42% >= 40%.
  // investor-control ABSENT (figures): largest investor 4 600 000 / 10 000 000 = 46% < 50%; clause 9 caps holdings below 50%.
  // dead-equity / founder-departure ABSENT (modality): leaver buy-back is a future rule; both founders employed full-time.
  // pending-licence ABSENT: e-money licence already granted on 14 November 2024.
  // related-party / litigation / cap-table-complexity ABSENT (negation): warranties deny contracts with shareholders or relatives, litigation, and register mismatches.
  {
    id: 'h20-en-w1-10',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'modality', 'negation'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'pending-licence', 'related-party', 'litigation', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT
between Nomsa Dlamini, Sipho Mamba (the "Founders"), Ubuntu Rails Fund I LP (the "Investor"), the persons listed in Schedule 2 (the "Angel Syndicate") and Imali Pay (Pty) Ltd (the "Company")
Extract: clauses 2, 3, 7, 9 and 11

2. Background
2.1 The Company operates a mobile wallet and a cross-border remittance service between Eswatini and South Africa.
2.2 The Company holds an electronic money issuer licence granted by the Central Bank of Eswatini on 14 November 2024.

3. Shareholding
3.1 On the Signature Date the issued share capital of the Company is held as follows:

Holder                          Ordinary shares        %
Nomsa Dlamini (Founder, CEO)          2 300 000     23,0
Sipho Mamba (Founder, CTO)            1 900 000     19,0
Ubuntu Rails Fund I LP                4 600 000     46,0
Angel Syndicate (9 persons)             700 000      7,0
ESOP pool (unallocated)                 500 000      5,0
Total                                10 000 000    100,0

3.2 Both Founders are employed full-time by the Company.

7. Leavers
7.1 If a Founder ceases to be an employee of the Company for any reason (a "Leaver"), the Company shall buy back, and the Leaver shall sell, all of the Leaver's unvested shares at nominal value within 90 days of the date of leaving.
7.2 The vested shares of a Good Leaver shall be bought back at fair value and those of a Bad Leaver at the lower of fair value and nominal value.
7.3 No person may keep shares after ceasing to be an employee unless the Board, with the Investor's consent, decides otherwise in writing.

9. Limits on holdings
9.1 No Shareholder may acquire shares that would take its holding to 50% or more of the issued shares unless every other Shareholder consents in writing and the Central Bank of Eswatini has approved the change of control.

11. Warranties by the Company
11.1 The Company warrants to the Investor that, on the Signature Date:
(a) it has not entered into any contract with a Shareholder, a director, or a relative of either;
(b) it is not a party to any litigation or arbitration, and no claim has been threatened against it;
(c) its register of shareholders agrees with the table in clause 3.1 and with the returns filed with the Registrar of Companies;
(d) all amounts due to the Eswatini Revenue Service have been paid.`,
  },
  // 11 — Pitch deck (Series A extract), booking and channel-manager SaaS for lodges, Namibia.
  // non-recurring-revenue PRESENT: ARR N$ 4,8 M includes N$ 1,1 M from a once-off portal integration project (310 x 1 000 x 12 = 3,72 M + 1,1 M = 4,82 M).
  // high-churn PRESENT (figures, indirect): 140 of 280 properties kept over 2024 = 50% annual retention < 55%.
  // unit-economics PRESENT (figures): CAC 9 600 / gross profit 800 a month (1 000 x 80%) = 12-month payback, not the stated 3 months; LTV/CAC 5x needs a 60-month life, impossible at 50% annual retention.
  // customer-concentration ABSENT (figures): largest single customer is the portal project, 1,1 / 4,8 = 22.9% < 30%; no lodge group above 4%.
  // no-competition ABSENT: competitors listed.
  // unrealistic-growth / declining-revenue ABSENT: ARR 2,9 -> 4,8 M; 2025 target 8,0 / 4,8 = 1.7x.
  {
    id: 'h20-en-w1-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: ['customer-concentration', 'no-competition', 'unrealistic-growth', 'declining-revenue'],
    text: `StayNam — Series A deck (extract), February 2025
Windhoek, Namibia

Slide 2 — What we do
One calendar for every room, campsite and game drive. StayNam connects Namibian lodges, guest farms and campsites to the online travel agencies and tour operators, and works over the satellite links most of them depend on.

Slide 3 — Traction
- ARR at 31 December 2024: N$ 4,8 M (December 2023: N$ 2,9 M)
- 310 properties on a paid plan
- N$ 212 M of bookings processed in 2024
- ARR includes N$ 1,1 M from the national tourism portal integration, a once-off project delivered and invoiced in Q3 2024

Slide 4 — Customers
- 280 properties were live on 1 January 2024; 140 of them were still subscribed on 31 December 2024.
- 170 new properties signed in 2024, mostly in Erongo and Kunene.
- Many small guest farms pause their subscription in the off-season and do not come back.
- No lodge group is above 4% of ARR.

Slide 5 — Unit economics
- Average subscription: N$ 1 000 per property per month
- Gross margin: 80%
- Blended CAC: N$ 9 600
- CAC payback: 3 months
- LTV/CAC: 5x

Slide 6 — Competition
- Two South African channel managers sold through Namibian resellers
- The extranets of the global booking sites
- Email, phone and spreadsheets
Our edge: offline-tolerant sync, park-permit handling and self-drive itinerary tools.

Slide 7 — 2025 plan
- ARR target: N$ 8,0 M
- Launch in Botswana (Maun and Kasane)
- Payments module for deposits in N$, ZAR and EUR

Slide 8 — The ask
N$ 25 M Series A for sales in Botswana, the payments module and customer success.`,
  },
  // 12 — Board minutes, bottled water and dispensers, Eswatini.
  // litigation ABSENT: Lubombo Plastics claim settled and withdrawn in February 2025; nothing else pending or threatened.
  // pending-licence ABSENT (time): water-use permit applied for in 2023 and granted on 4 March 2025.
  // regulatory ABSENT: standards surveillance audit closed with no non-conformities.
  // short-runway ABSENT (figures): cash 4 200 000 / net burn 300 000 a month = 14 months >= 9.
  // burn-above-revenue ABSENT (figures): net burn 300 000 a month < revenue 1 870 000 / 3 = 623 000 a month.
  // going-concern ABSENT (negation): board concluded no material uncertainty exists.
  // debt-distress ABSENT: all FINCORP instalments on time, cover 1,6x against a 1,3x covenant.
  // declining-revenue / gross-margin ABSENT: Q2 1 740 000 -> Q3 1 870 000; margin 45% -> 46%.
  {
    id: 'h20-en-w1-12',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'negation', 'time', 'figures', 'modality'],
    present: [],
    absent: ['litigation', 'pending-licence', 'regulatory', 'short-runway', 'burn-above-revenue', 'going-concern', 'debt-distress', 'declining-revenue', 'gross-margin'],
    text: `MLAWULA PURE WATER (PTY) LTD
Minutes of the quarterly meeting of the Board of Directors held at the Matsapha plant on 21 October 2025 at 10:00

Present: S. Hlophe (Chair), B. Magagula (Managing Director, co-founder), N. Shongwe (Operations Director, co-founder), T. Lukhele (non-executive, FINCORP nominee)
In attendance: P. Dlamini (Financial Manager), Company Secretary

1. Previous minutes
The minutes of 15 July 2025 were approved without amendment.

2. Legal
Company counsel confirmed that the claim by Lubombo Plastics (Pty) Ltd over rejected bottle preforms was settled and formally withdrawn in February 2025, and that the settlement of E 85 000 was paid in March. No other matter is pending or threatened against the company.

3. Permits and standards
The water-use permit for the second borehole, applied for in 2023, was granted by the Water Apportionment Board on 4 March 2025; the borehole has been in production since May. The Eswatini Standards Authority surveillance audit in September closed with no non-conformities.

4. Finance
The Financial Manager reported:
- Revenue for Q3: E 1 870 000 (Q2: E 1 740 000)
- Gross margin: 46% (Q2: 45%)
- Cash at 30 September: E 4 200 000
- Average monthly net burn during the office-dispenser roll-out: E 300 000, or about 14 months of cash at the current rate
The Board noted that should preform prices rise again in 2026, the gross margin could fall by one to two points.

5. Going concern
The Board reviewed management's going-concern assessment to December 2026 and agreed that no material uncertainty exists.

6. FINCORP loan
All instalments have been paid on their due dates. The debt-service cover ratio at 30 September was 1,6 times against a covenant minimum of 1,3 times.

7. People
The Board approved the appointment of Ms Phindile Nxumalo as Head of Sales, a new position, from 1 November 2025. Both co-founders continue in their full-time executive roles.

8. Next meeting
20 January 2026. The meeting closed at 12:15.

Confirmed: ______________ Chair`,
  },
  // 13 — Business plan (extract with projection table), solar cold rooms at informal markets, Namibia.
  // unrealistic-growth ABSENT (figures): 13,0/5,4 = 2.4x, 24,0/13,0 = 1.85x, 38,0/24,0 = 1.58x; no year at 4x, not 3x for three years.
  // gross-margin ABSENT (figures): 48% -> 44%, down 4 points < 5.
  // customer-concentration ABSENT: largest customer 11%, top five (unnamed) 26% < 30%.
  // no-competition ABSENT: municipal cold room, two diesel operators and a Windhoek start-up named as competitors.
  // declining-revenue ABSENT: 3 600 000 -> 5 400 000.
  // burn-above-revenue ABSENT: positive EBITDA both years; no loss or burn stated.
  {
    id: 'h20-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'modality'],
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'customer-concentration', 'no-competition', 'declining-revenue', 'burn-above-revenue'],
    text: `OSHANA COLD HUBS (PTY) LTD
Business plan 2025-2028 — extract
Oshakati and Ongwediva, Namibia

1. What we do
We run solar-powered walk-in cold rooms at the Oshakati and Ongwediva open markets. Traders pay per crate per day to keep fish, meat and vegetables fresh overnight instead of selling at a loss before closing time.

2. Performance so far
| | FY2024 | FY2025 |
|---|---|---|
| Revenue (N$) | 3 600 000 | 5 400 000 |
| Gross margin | 48% | 44% |
| EBITDA (N$) | 150 000 | 420 000 |

The gross margin fell by four points in FY2025 because we rented a diesel back-up generator for eleven weeks of overcast weather in the rainy season. A second battery bank installed in May 2025 removes that need.

3. Customers
About 1 900 traders are registered. The largest customer, a fish wholesaler supplying the Oshakati market from Walvis Bay, brought 11% of FY2025 revenue, and the top five together 26%. Most traders pay N$ 15 to N$ 25 a crate per day by mobile money.

4. Competition
- The municipal cold room at the Oshakati market, often out of order
- Two private operators running diesel cold rooms in Ongwediva
- A Windhoek start-up that has announced plans to open in the north in 2026
We compete on reliability, on price per crate and on opening at 05:00.

5. Projections
| | FY2025 (actual) | FY2026 | FY2027 | FY2028 |
|---|---|---|---|---|
| Cold hubs | 2 | 5 | 8 | 11 |
| Revenue (N$ M) | 5,4 | 13,0 | 24,0 | 38,0 |
| Gross margin | 44% | 47% | 48% | 48% |
New hubs: Rundu, Katima Mulilo and Eenhana in FY2026.

6. Risks
- Should the Windhoek start-up open in Ongwediva, our prices there could fall by 10-15%.
- A poor fishing season would reduce crate volumes from fish traders.
- None of our hubs depends on the grid, so load-shedding in the north does not affect us.

7. Funding
We are seeking N$ 12 M (about USD 650 000): N$ 8 M in equity and a N$ 4 M facility from the Development Bank of Namibia, to build three hubs.`,
  },
];
