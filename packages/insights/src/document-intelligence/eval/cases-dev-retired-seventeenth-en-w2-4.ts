import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW2P4: readonly RedFlagCase[] = [
  // 21 — business plan for a development-bank loan, aquaculture, Seychelles (SCR).
  // pending-licence PRESENT (directly): sea-cage licence applied for with the SFA in July 2024, "not yet issued".
  // investor-control PRESENT (figures): Ocean Blue Holdings 61% ≥ 50%.
  // low-founder-ownership PRESENT (figures): the only founder holds 39% < 40%.
  // related-party PRESENT (indirectly): feed bought (SCR 640k) from a company owned by the founder-director's brother-in-law.
  // unrealistic-growth ABSENT: 2,100 → 3,900 = 1.9×; → 7,400 = 1.9×; → 12,600 = 1.7×.
  // burn-above-revenue ABSENT: every year profitable, e.g. 2024: 2,100 − 1,300 − 720 = +80.
  {
    id: 'h17-en-w2-21',
    documentType: 'business_plan',
    language: 'en',
    text: `PRASLIN MARINE FARMS LTD — Business plan 2025–2027
Prepared for the Development Bank of Seychelles loan application · Grand Anse, Praslin · February 2025

1. Summary
A land-based hatchery at Grand Anse producing rabbitfish and sea cucumber, sold fresh to hotels on Praslin and La Digue and, for sea cucumber, dried for export. The loan would finance a sea-cage farm in Baie Ste Anne.

2. Licences
- Land-based hatchery: Seychelles Fishing Authority aquaculture licence held since 2022.
- Sea-cage farm, Baie Ste Anne: application lodged with the SFA in July 2024; environmental scoping accepted in October; the licence has not yet been issued. The 2026 and 2027 figures depend on it.

3. Shareholding
Ocean Blue Holdings Ltd, the investment company of a Mahé hotel family, 61%; Jean-Paul Morel, founder and managing director, 39%.

4. Suppliers
Feed and the transport of fingerlings are bought from Mahé Feeds (Pty) Ltd, owned by Christian Savy, Jean-Paul Morel's brother-in-law: SCR 640k in 2024, at the supplier's standard price list.

5. Projections (SCR '000)
|                 | 2024 actual | 2025    | 2026    | 2027    |
|-----------------|-------------|---------|---------|---------|
| Revenue         | 2,100       | 3,900   | 7,400   | 12,600  |
| Cost of sales   | (1,300)     | (2,300) | (4,250) | (7,050) |
| Operating costs | (720)       | (1,000) | (1,500) | (2,300) |
| Operating profit| 80          | 600     | 1,650   | 3,250   |`,
    present: ['pending-licence', 'investor-control', 'low-founder-ownership', 'related-party'],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 22 — monthly investor update (e-mail), merchant payments, South Sudan (USD, SSP). CLEAN.
  // non-recurring-revenue ABSENT: the USD 40k one-off NGO integration fee is excluded from recurring revenue and shown separately.
  // high-churn ABSENT: 41% of last year's merchants stopped = retention 59% ≥ 55%; 41% a year < 45% (the 52% is the previous year's, now improved).
  // regulatory ABSENT: new Bank of South Sudan rules already met, licence renewed for three years; the SSP fall is currency risk, not regulation.
  // short-runway ABSENT: cash 1.12m / net burn 86k = 13.0 months. burn-above-revenue ABSENT: 86k < 141k.
  {
    id: 'h17-en-w2-22',
    documentType: 'business_plan',
    language: 'en',
    text: `Subject: Luri Pay — June 2025 update
From: Akech Majok, CEO

Hello all,

Numbers (USD unless stated)
- Recurring revenue (merchant fees and subscriptions): June 141k, May 133k, April 127k.
- One-off: in May an NGO paid us 40k to integrate its cash-transfer programme. We show it separately and it is not in the recurring figures above.
- Merchants live: 2,460. Of the merchants who were live in June 2024, 41% have stopped transacting since, mostly small shops in Konyokonyo and Custom markets. Last year that figure was 52%.
- Net burn, excluding the NGO payment: 86k. Cash at 30 June: 1.12m, so about 13 months.

Regulation
The Bank of South Sudan published revised mobile-money regulations in March. We already meet the new capital and agent due-diligence rules, and our payment service provider licence was renewed on 30 May for three years.

Currency
Merchant fees are priced in SSP and converted weekly. The pound lost roughly a quarter of its value against the dollar this half-year; that is already reflected in the USD figures above.

Akech`,
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'regulatory', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'near-threshold', 'negation', 'time'],
  },

  // 23 — audited financial statements with a going-concern material uncertainty, poultry, The Gambia (GMD).
  // going-concern PRESENT (auditor's doubt): "material uncertainty ... significant doubt" on going concern.
  // debt-distress PRESENT (directly): net-worth and debt-service covenants breached; loan callable, shown as current.
  // burn-above-revenue PRESENT (figures): loss D 6.8m → costs 42,600 + 12,900 + 3,600 = 59,100 > revenue 52,300.
  // audit-opinion ABSENT: "Our opinion is not modified in respect of this matter" (unmodified opinion with a going-concern paragraph).
  // gross-margin ABSENT: 9,500 / 49,800 = 19.1% → 9,700 / 52,300 = 18.5%, down 0.6 points. declining-revenue ABSENT: 49.8m → 52.3m.
  {
    id: 'h17-en-w2-23',
    documentType: 'financial_statements',
    language: 'en',
    text: `JAMBANJELLY POULTRY FARMS LTD — Financial statements for the year ended 31 December 2024 (extracts)

Independent auditor's report to the shareholders
Opinion. We have audited the financial statements of Jambanjelly Poultry Farms Ltd. In our opinion they give a true and fair view of the financial position of the Company at 31 December 2024 and of its financial performance for the year, in accordance with IFRS.
Material uncertainty related to going concern. We draw attention to note 2, which indicates that the Company incurred a net loss of D 6.8m for the year and that, at 31 December 2024, it was in breach of the net-worth and debt-service covenants on its term loan, which the lender may therefore call at any time. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.
Ceesay Njie & Associates, Chartered Accountants — Kanifing, 16 May 2025

Statement of profit or loss (GMD '000)    2024       2023
Revenue (broilers, eggs, day-old chicks)  52,300     49,800
Cost of sales                            (42,600)   (40,300)
Gross profit                               9,700      9,500
Operating expenses                       (12,900)    (7,400)
Finance costs                             (3,600)    (2,300)
Loss for the year                         (6,800)      (200)

Note 2 — Going concern. Operating expenses include D 3.9m for birds culled after the avian influenza outbreak in March. The directors are negotiating a covenant waiver and a rescheduling with the lender, and a capital injection from the shareholders.
Note 15 — Borrowings. Term loan of D 38.5m. Because the covenants were breached at the reporting date, the whole balance is presented as a current liability.`,
    present: ['going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
  },

  // 24 — business plan (growth and market extract), road haulage, Somaliland (USD). CLEAN.
  // unrealistic-growth ABSENT: 1.4 → 4.2 = 3.0× in one year only (< 4×), then 6.7 / 4.2 = 1.6× and 9.4 / 6.7 = 1.4×; not 3× a year over three years.
  // pending-licence ABSENT: the bonded-warehouse licence is a plan for 2026, not yet applied for; current licences in force.
  // no-competition ABSENT: four other haulage companies on the corridor, two of them bigger.
  // burn-above-revenue ABSENT: costs below revenue each year (2024: 1.2 < 1.4).
  {
    id: 'h17-en-w2-24',
    documentType: 'business_plan',
    language: 'en',
    text: `SAAXIL LOGISTICS — Business plan 2025–2027 (extract: growth, market, licences)
Berbera · Mustafe Ali Dualeh, Managing Director

Revenue and costs (USD m)
            Revenue   Operating costs   Trucks
2024 act.   1.4       1.2               38
2025        4.2       3.6               96
2026        6.7       5.6               140
2027        9.4       7.7               180

2025 triples revenue because the fleet grows from 38 to 96 trucks under the lease signed in December; from 2026 growth slows to the pace at which we can hire and train drivers.

Market
Four other haulage companies run the Berbera–Wajaale corridor, two of them with bigger fleets than ours. We compete on GPS tracking and on-time delivery to Ethiopian importers, not on price.

Licences
Our road-haulage and customs-agent licences are current. We intend to apply for a bonded-warehouse licence in 2026, once the Berbera yard is built; nothing in the plan depends on it before 2027.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence', 'no-competition', 'burn-above-revenue'],
    traits: ['table', 'figures', 'near-threshold', 'hypothetical'],
  },

  // 25 — e-mail to board and investors, core-banking SaaS for microfinance, Sierra Leone (SLE).
  // founder-departure PRESENT (indirectly): CEO Hawa Kargbo "has decided to hand over the CEO role at the end of September" (announced).
  // high-churn PRESENT (figures only): 24 of the 47 institutions live a year ago still subscribe = 51% retention < 55%.
  // non-recurring-revenue PRESENT (indirectly): MRR includes one-off go-live training and migration packages (Le 58k of June's 488k).
  // declining-revenue ABSENT: MRR rises every month 402 → 488; even without one-offs June is 488 − 58 = 430 > 402.
  // regulatory ABSENT: the central bank's recapitalisation deadline hit the customers, not the company (no sanction, no stated uncertainty for it).
  {
    id: 'h17-en-w2-25',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Alhaji Kamara, co-founder and CTO, Bintumani Software Ltd
To: Board and investors
Date: 3 July 2025
Subject: Leadership transition and H1 numbers

Dear all,

Hawa has decided to hand over the CEO role at the end of September and move back to Accra with her family. She stays on the board until the AGM. The board has asked me to act as CEO while we search, and I have accepted.

H1 in brief
| Month | MRR (Le '000) |
|-------|---------------|
| Jan   | 402           |
| Feb   | 415           |
| Mar   | 431           |
| Apr   | 447           |
| May   | 466           |
| Jun   | 488           |

MRR includes the training and data-migration package we sell to each new MFI at go-live (Le 35k–60k, invoiced once). In June those packages were Le 58k of the 488k.

Customers: 47 microfinance institutions and credit unions were live on 1 July 2024; 24 of them still subscribe today. Most of the others merged or went back to spreadsheets after the Bank of Sierra Leone's recapitalisation deadline. New sign-ups keep the live base at 52.

Hawa and I will take your questions on Thursday's call.

Alhaji`,
    present: ['founder-departure', 'high-churn', 'non-recurring-revenue'],
    absent: ['declining-revenue', 'regulatory'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // 26 — one-page investor teaser, parcel delivery, The Gambia (GMD). CLEAN, short.
  // customer-concentration ABSENT: biggest client 22% < 30%, no other above 9%.
  // no-competition ABSENT: three competitors named.
  // debt-distress ABSENT: no bank loans, GRA and suppliers up to date.
  // unrealistic-growth ABSENT: budget 44 / 31.5 = 1.4×. burn-above-revenue ABSENT: net profit D 2.2m.
  {
    id: 'h17-en-w2-26',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KERR EXPRESS — investor teaser (one page)
Same-day parcels across Greater Banjul and the Kombos

• Revenue 2024: D 31.5m, up from D 24.9m in 2023. Net profit after tax: D 2.2m.
• 14 depots from Banjul to Brikama; 62 motorbikes, 9 vans, 118 staff.
• Biggest client: an online marketplace, 22% of 2024 revenue. No other client above 9%.
• Competition: DHL for international parcels; Sanyang Dispatch and QuickBox locally. We win on same-day delivery inside the Kombos.
• No bank loans. GRA returns and supplier accounts are up to date.
• Raising D 20m (≈ USD 290k) to open depots in Farafenni and Basse. 2025 budget: revenue D 44m.`,
    present: [],
    absent: ['customer-concentration', 'no-competition', 'debt-distress', 'unrealistic-growth'],
    traits: ['list', 'figures', 'negation', 'near-threshold'],
  },
];
