import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW1P2: readonly RedFlagCase[] = [
  // 08 — board memo, digital lender, Zambia.
  // regulatory PRESENT (indirectly): Bank of Zambia letter bars new disbursements through the USSD channel (a suspension)
  //   until it accepts a remediation plan.
  // investor-control PRESENT (table): Kalahari 6,300,000 / 12,000,000 = 52.5% ≥ 50%; appoints three of five directors.
  // low-founder-ownership ABSENT: founders (2,900,000 + 2,100,000) / 12,000,000 = 41.7% ≥ 40%.
  // pending-licence ABSENT: the NBFI licence was renewed in January; the remediation plan has not been filed yet (nothing applied for).
  // customer-concentration ABSENT: 70% is a share of disbursements by channel, not revenue from one customer.
  {
    id: 'h17-en-w1-08',
    documentType: 'legal_docs',
    language: 'en',
    text: `CHUMA CREDIT LIMITED — MEMORANDUM TO THE BOARD
From: Natasha Banda, Company Secretary
Date: 2 June 2025 · For the board meeting of 9 June, Lusaka

1. Letter from the Bank of Zambia
Following its on-site examination in March, the Bank of Zambia's Non-Bank Financial Institutions Supervision Department wrote to us on 14 May. With effect from that date we may not disburse any new loan through the *727# USSD channel until the Bank has reviewed and accepted a remediation plan on affordability checks and fee disclosure. Collections on existing loans continue. The USSD channel carried about 70% of our 2024 disbursements; branch and agent lending are not affected. Management will table the draft plan at the meeting and intends to file it by 16 June. Our NBFI licence itself was renewed in January.

2. Completion of Tranche 2
Kalahari Impact Partners LP paid the second tranche of USD 1.2m on 30 May, and 2,100,000 new shares were allotted the same day. The register now reads:

| Shareholder                     | Ordinary shares |
|---------------------------------|-----------------|
| Kalahari Impact Partners LP     | 6,300,000       |
| Mutale Chanda (founder, CEO)    | 2,900,000       |
| Joseph Mwanza (founder, CTO)    | 2,100,000       |
| Staff share trust               |   500,000       |
| Lusaka Angel Network            |   200,000       |
| Total                           | 12,000,000      |

Under clause 6.2 of the shareholders' agreement, board seats follow holdings: from today Kalahari appoints three of the five directors and the founders two.

3. Resolutions proposed
(a) To note the Bank of Zambia letter and approve the remediation plan for filing.
(b) To ratify the allotment of 30 May and instruct the secretary to file the return of allotment with PACRA.`,
    present: ['regulatory', 'investor-control'],
    absent: ['low-founder-ownership', 'pending-licence', 'customer-concentration'],
    traits: ['table', 'indirect', 'figures'],
  },

  // 09 — pitch deck, drone delivery for dairy farms, Rwanda.
  // missing-financials PRESENT (indirectly, by absence): a deck with no revenue or cost figure at all — only deliveries,
  //   herd size, a market estimate and the amount being raised.
  // regulatory PRESENT (indirectly): RCAA rules for beyond-visual-line-of-sight flights unpublished, "we cannot say today whether
  //   our routes … will qualify" = stated regulatory uncertainty.
  // no-competition ABSENT: Zipline and moto couriers are named as alternatives.
  // pending-licence ABSENT: the operator certificate was issued in August 2024; no BVLOS application has been filed (rules not out).
  {
    id: 'h17-en-w1-09',
    documentType: 'pitch_deck',
    language: 'en',
    text: `UMUYAGA AIR — pre-seed deck, Kigali, April 2025

Slide 1 · Vaccines and insemination straws to dairy farms, by drone, in under 40 minutes.

Slide 2 · The problem
Nyagatare and Gicumbi are Rwanda's two biggest dairy districts. An insemination technician on a motorbike reaches a farm in half a day on a good day; in the rainy season many feeder roads close and heat-sensitive vaccines spoil on the way.

Slide 3 · What we have done
- 14-month pilot with the Rwanda Agriculture and Animal Resources Development Board (RAB) and 38 dairy cooperatives
- 1,450 deliveries flown, 97% on time, no cargo lost
- Operator certificate from the Rwanda Civil Aviation Authority, issued August 2024, for flights within visual line of sight

Slide 4 · The catch
Our routes out of the Nyagatare hub are 25–40 km, well beyond line of sight. RCAA has not published its rules for beyond-visual-line-of-sight cargo flights. It has told operators a framework is being drafted, with no date, and we cannot say today whether our routes, aircraft or pilots will qualify once it appears.

Slide 5 · Who else is there
Zipline flies blood and medicines to hospitals across the country but carries no veterinary products. District vet pharmacies deliver by moto courier, usually the next day.

Slide 6 · Market
About 400,000 cattle in the two districts; we estimate cold-chain veterinary logistics at USD 6m a year in Rwanda, more with Uganda and Tanzania.

Slide 7 · Team
Olivier Rugamba (CEO), former RAB veterinarian · Grace Ingabire (CTO), aerospace engineer, 6 years on fixed-wing UAVs · Eric Mugisha, chief pilot

Slide 8 · Ask
Raising USD 900k pre-seed: second hub at Gicumbi, a BVLOS safety case ready for RCAA, two more pilots.`,
    present: ['missing-financials', 'regulatory'],
    absent: ['no-competition', 'pending-licence'],
    traits: ['list', 'indirect', 'modality'],
  },

  // 10 — audited financial statements with notes, maize milling, Zambia. CLEAN but tempting.
  // gross-margin ABSENT: 35,210 / 96,480 = 36.5% vs 36,230 / 88,150 = 41.1% → down 4.6 points < 5.
  // declining-revenue ABSENT: revenue up 88,150 → 96,480; only profit fell (7,322 → 5,047).
  // customer-concentration ABSENT: largest customer 27.1 / 96.48 = 28.1% (2023: 25.9 / 88.15 = 29.4%) < 30%.
  // debt-distress ABSENT: instalments on time; covenant ≥ 3.0×, actual (7,210 + 3,120) / 3,120 = 3.3×.
  // litigation ABSENT: a threatened claim, none lodged. going-concern / audit-opinion ABSENT: clean opinion, no material uncertainty.
  // related-party ABSENT: directors' interests in suppliers/customers explicitly denied; only key-management pay referred to.
  {
    id: 'h17-en-w1-10',
    documentType: 'financial_statements',
    language: 'en',
    text: `LUNSEMFWA FOODS LIMITED — Kabwe, Central Province, Zambia
Financial statements for the year ended 31 December 2024 — extracts

Report of the independent auditor (Kalulu Chartered Accountants, Lusaka)
Opinion: In our opinion, the financial statements give a true and fair view of the financial position of Lunsemfwa Foods Limited at 31 December 2024, and of its financial performance and cash flows for the year then ended, in accordance with IFRS Accounting Standards and the Companies Act No. 10 of 2017.
Conclusions relating to going concern: We have concluded that the directors' use of the going-concern basis of accounting is appropriate, and we have not identified a material uncertainty relating to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.

Income statement (K'000)          2024        2023
Revenue                          96,480      88,150
Cost of sales                   (61,270)    (51,920)
Gross profit                     35,210      36,230
Distribution and administration (24,880)    (22,310)
Finance costs                    (3,120)     (3,460)
Profit before tax                 7,210      10,460
Income tax                       (2,163)     (3,138)
Profit for the year               5,047       7,322

Note 5 — Revenue
Sales of roller and breakfast meal to the Ministry of Education's school meals programme were K 27.1m (2023: K 25.9m). No other customer exceeded 10% of revenue.

Note 16 — Borrowings
Stanbic Bank term loan, K 22.5m. All four quarterly instalments due in 2024 were paid on their due dates. The facility requires EBIT of at least 3.0 times finance costs; the 2024 figure was 3.3 times.

Note 24 — Related parties
No director or close family member of a director has an interest in any supplier or customer of the Company. Key management compensation is disclosed in Note 9.

Note 26 — Contingencies
A depot manager dismissed in October 2024 has written that he may bring a claim for unfair dismissal. No complaint had been lodged with the Industrial Relations Court at the date of approval, and the directors do not expect one to succeed.`,
    present: [],
    absent: [
      'gross-margin',
      'declining-revenue',
      'customer-concentration',
      'debt-distress',
      'litigation',
      'going-concern',
      'audit-opinion',
      'related-party',
    ],
    traits: ['table', 'figures', 'negation', 'modality'],
  },

  // 11 — monthly investor update, pharmacy software, Rwanda. CLEAN but tempting.
  // high-churn ABSENT: 19 lost of 420 = 4.5% in the month < 5%.
  // short-runway ABSENT: cash RWF 362m / net burn RWF 38m = 9.5 months ≥ 9 (close).
  // customer-concentration ABSENT: largest customer 28% of MRR < 30%.
  // non-recurring-revenue ABSENT: set-up fees (RWF 6.1m) reported separately, explicitly not in MRR.
  // litigation ABSENT: a reseller threatens to sue; nothing filed. regulatory ABSENT: Rwanda FDA confirmed no registration needed.
  // unrealistic-growth ABSENT: RWF 140m / 52.4m = 2.7× in a year < 4×.
  // burn-above-revenue ABSENT: net burn 38m < revenue 58.5m. Customer count check: 420 − 19 + 47 = 448.
  {
    id: 'h17-en-w1-11',
    documentType: 'business_plan',
    language: 'en',
    text: `Farumasi Cloud — May 2025 update for investors
Kigali, 4 June 2025

Hello all. Headline first: May was our best month for new pharmacies and our worst for cancellations.

Revenue
MRR (software subscriptions only): RWF 52.4m, up from RWF 49.8m in April.
Set-up and data-migration fees: RWF 6.1m. These are one-off; we report them on their own line and keep them out of MRR.
Total May revenue: RWF 58.5m.

Customers
We started May with 420 paying pharmacies and lost 19 of them (4.5%), mostly single-outlet shops in Huye and Rusizi that closed or merged. 47 new pharmacies went live, so we end the month at 448. Vitalis Pharmacies, with 41 branches, is our largest customer at 28% of MRR.

Cash
Net burn RWF 38m; cash RWF 362m, so roughly nine and a half months at this pace. We will not let it drop below nine: hiring is frozen until the bridge decision in July.

Other
- A former reseller in Huye says it will sue us over 2023 commissions. Nothing has been filed, and our counsel at Murenzi & Co. Advocates sees no basis for a claim.
- Rwanda FDA confirmed in writing on 20 May that our dispensing module is not a medical device and needs no registration.
- The board has set a target of RWF 140m MRR by May 2026.`,
    present: [],
    absent: [
      'high-churn',
      'short-runway',
      'customer-concentration',
      'non-recurring-revenue',
      'litigation',
      'regulatory',
      'unrealistic-growth',
      'burn-above-revenue',
    ],
    traits: ['list', 'negation', 'modality', 'figures'],
  },

  // 12 — board paper on share capital, cold storage, Zambia. CLEAN but tempting.
  // low-founder-ownership ABSENT: founders 24.5% + 17.0% = 41.5% ≥ 40% (490,000 + 340,000 = 830,000 of 2,000,000).
  // investor-control ABSENT: Mukuba 960,000 / 2,000,000 = 48.0% < 50%.
  // cap-table-complexity ABSENT: issued shares 1,880,000 match the PACRA register; + 120,000 pool = 2,000,000 fully diluted.
  // dead-equity ABSENT: leavers held options only, all lapsed or expired; no former employee holds shares.
  // pending-licence ABSENT: ZEMA permit granted on 10 April. litigation ABSENT: landlord disagreement settled, no proceedings ever filed.
  {
    id: 'h17-en-w1-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `CHIPATA COLD CHAIN LIMITED
Board paper 4/2025 — Share capital after conversion of the 2023 SAFEs
Prepared by Mwansa Phiri (CEO) with Kabwe Mulenga (company secretary) · Meeting of 22 April 2025, Chipata

1. Conversion
The three SAFEs held by Mukuba Growth Fund converted on 1 April into 310,000 ordinary shares, taking Mukuba to 960,000 shares.

2. Capital table (fully diluted)
| Holder                                  | Shares    | %      |
|-----------------------------------------|-----------|--------|
| Mwansa Phiri (co-founder, CEO)          | 490,000   | 24.5%  |
| Chileshe Tembo (co-founder, operations) | 340,000   | 17.0%  |
| Mukuba Growth Fund                      | 960,000   | 48.0%  |
| Employee option pool (unissued)         | 120,000   | 6.0%   |
| Eastern Province angels (four)          | 90,000    | 4.5%   |
| Total                                   | 2,000,000 | 100.0% |

Kabwe has checked the 1,880,000 issued shares against the PACRA register, which shows the same figure, and every allotment since incorporation in 2021 has a filed return.

3. Leavers
Two engineers who left in 2024 held options only. Their unvested options lapsed when they left, and the 12,000 vested options expired unexercised after 90 days and went back to the pool. No former employee holds shares.

4. Mukuba's rights
Mukuba appoints two of the five directors. Its consent is needed only for the reserved matters in Schedule 3; under clause 9 it may not buy further shares from other holders without board approval.

5. Other matters
- ZEMA granted the environmental permit for the ammonia refrigeration plant on 10 April.
- The disagreement with the landlord of the Katete depot was settled by a signed agreement in March; no proceedings were ever filed.`,
    present: [],
    absent: [
      'low-founder-ownership',
      'investor-control',
      'cap-table-complexity',
      'dead-equity',
      'pending-licence',
      'litigation',
    ],
    traits: ['table', 'negation', 'figures'],
  },

  // 13 — business plan, electric motorbike leasing, Rwanda and Zambia. CLEAN but tempting.
  // unrealistic-growth ABSENT: 2.60 / 1.10 = 2.4×, 5.90 / 2.60 = 2.3×, 13.20 / 5.90 = 2.2× a year; 13.2 / 1.1 = 12× over three
  //   years < 27× (3× a year).
  // unit-economics ABSENT: figures agree with the claims — 38 − 14 = USD 24 a week; 24 × 104 = 2,496; 2,496 / 1,450 = 1.7×;
  //   1,450 / 24 = 60.4 weeks → paid back in week 61.
  // no-competition ABSENT: two Kigali lessors and petrol-bike dealers named.
  // pending-licence ABSENT: RTSA licence received in February 2025. debt-distress ABSENT: BRD facility current, never late.
  // burn-above-revenue ABSENT: operating costs USD 0.94m < revenue 1.10m; profit after interest USD 61k.
  {
    id: 'h17-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    text: `AMAHORO MOBILITY LTD — Business plan 2025–2027 (summary for investors)
Kigali (head office) · Lusaka (subsidiary since 2024)

What we do
Lease-to-own electric motorbikes for moto-taxi riders, with battery swapping at 31 stations in Kigali and 6 in Lusaka.

2024 in brief
Revenue USD 1.10m (2023: USD 0.62m). Operating costs USD 0.94m. Profit after interest USD 61k.

One bike, one rider
- Landed cost of a bike with two batteries: USD 1,450
- The rider pays USD 38 a week for 104 weeks
- Battery swaps, maintenance and insurance cost us USD 14 a week
- Contribution USD 24 a week, or USD 2,496 over the lease: 1.7× the bike's cost, paid back in week 61

Plan
| USD m                         | 2024A | 2025  | 2026  | 2027  |
|-------------------------------|-------|-------|-------|-------|
| Revenue                       | 1.10  | 2.60  | 5.90  | 13.20 |
| Swap stations (year end)      | 37    | 60    | 95    | 140   |

Competition
Two other e-moto lessors work in Kigali (Volta Moto and Kigali E-Ride), and a petrol bike is still the rider's default. In Lusaka we compete with hire-purchase dealers selling petrol bikes.

Licences and financing
Our Zambian subsidiary received its Road Transport and Safety Agency operator licence in February 2025. The USD 1.8m asset-finance facility from BRD is current; no instalment has ever been paid late.`,
    present: [],
    absent: [
      'unrealistic-growth',
      'unit-economics',
      'no-competition',
      'pending-licence',
      'debt-distress',
      'burn-above-revenue',
    ],
    traits: ['table', 'list', 'figures', 'negation'],
  },
];
