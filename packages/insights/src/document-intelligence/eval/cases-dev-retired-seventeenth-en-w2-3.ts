import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW2P3: readonly RedFlagCase[] = [
  // 14 — pre-seed pitch deck, tourism marketplace, The Gambia.
  // missing-financials PRESENT (indirectly, by absence): only guides, downloads, ratings and the ask; no revenue or cost figure anywhere.
  // no-competition PRESENT (directly): "Nobody offers this in The Gambia."
  // pending-licence PRESENT (directly): tour-operator licence application lodged with the Gambia Tourism Board in February, awaiting inspection.
  // unrealistic-growth ABSENT: no projection given (download counts are history, not a forecast).
  {
    id: 'h17-en-w2-14',
    documentType: 'pitch_deck',
    language: 'en',
    text: `BOLONG TRIPS — book the real Gambia: creeks, birding, family compounds
Pre-seed deck · Kololi · 2025

1 / Problem
Visitors on the Senegambia strip book river and birding trips through hotel desks or beach touts. Prices change from one day to the next, guides are paid late, and half the good trips never reach tourists.

2 / Solution
A mobile marketplace of vetted local guides: Tanji bird reserve, Makasutu creeks, Janjanbureh overnight trips. Tourists pay in the app; guides are paid by mobile money the same evening.

3 / Traction
146 guides signed · 2,300 app downloads since the December soft launch · 4.8★ average review · partnerships with 11 hotels in Kololi and Kotu

4 / Competition
Nobody offers this in The Gambia. Hotel desks are not a digital product, and the international platforms do not list Gambian guides.

5 / Licensing
Our tour-operator licence application to the Gambia Tourism Board was lodged in February; we are waiting for the inspection visit. Until then, trips run under our guides' own permits.

6 / Team
Ebrima Darboe (CEO, eight years at a Kololi eco-lodge) · Awa Sowe (CTO, ex-fintech, Dakar)

7 / Ask
USD 250k pre-seed to take us to a Series A.`,
    present: ['missing-financials', 'no-competition', 'pending-licence'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
  },

  // 15 — business plan with projections, fish processing, Sierra Leone (SLE). CLEAN.
  // unrealistic-growth ABSENT: 4,100 → 6,200 = 1.5×; → 16,100 = 2.6×; → 29,000 = 1.8×; three years 7.1× (3× a year would be 27×).
  // customer-concentration ABSENT: largest buyer 28% < 30%.
  // related-party ABSENT: cold store rented from a cooperative in which no founder or director has an interest.
  // gross-margin ABSENT: 33.7% → 34.0% flat. burn-above-revenue ABSENT: operating profit every year (330 → 4,660).
  {
    id: 'h17-en-w2-15',
    documentType: 'business_plan',
    language: 'en',
    text: `TOMBO FRESH LTD — Business plan 2025–2027 (summary for lenders and investors)
Tombo, Western Area Rural District · founders Kadiatu Turay and Foday Mansaray

What we do. We buy bonga, herring and barracuda from the canoe fleet at Tombo wharf, then freeze or smoke and pack them for Freetown supermarkets, hotels and market traders. Our improved smoking ovens cut firewood use by half.

Buyers. Our largest buyer, a Freetown supermarket group, takes 28% of sales. The rest goes to about forty traders in Dove Cot and Kroo Town Road markets and to two Lumley hotels.

Premises. The cold store and ice plant are rented from the Tombo Fishermen's Cooperative. None of our founders or directors is a member of, or has any interest in, the cooperative.

Projections (Le '000)
|                   | 2024 actual | 2025     | 2026      | 2027      |
|-------------------|-------------|----------|-----------|-----------|
| Revenue           | 4,100       | 6,200    | 16,100    | 29,000    |
| Cost of sales     | (2,720)     | (4,090)  | (10,630)  | (19,140)  |
| Gross margin      | 33.7%       | 34.0%    | 34.0%     | 34.0%     |
| Operating costs   | (1,050)     | (1,480)  | (3,150)   | (5,200)   |
| Operating profit  | 330         | 630      | 2,320     | 4,660     |

The 2026 step comes from the second freezing line (to be financed by the equipment loan we have been offered) and the export contract with a Conakry distributor, signed in March and starting in January 2026. The EPA operating permit for the smoking site was renewed in February.`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'related-party'],
    traits: ['table', 'figures', 'near-threshold', 'negation'],
  },

  // 16 — business plan, narrative draft without figures, internet provider, South Sudan.
  // missing-financials PRESENT (indirectly): financial annex "not yet available"; towers and sites only, no revenue or cost figure.
  // regulatory PRESENT (directly): National Communication Authority suspended the Wau spectrum and imposed a fine.
  // cap-table-complexity PRESENT (directly): records "do not agree", percentages cannot yet be stated.
  // pending-licence ABSENT: ISP licence already renewed by the NCA in 2024 for five years.
  {
    id: 'h17-en-w2-16',
    documentType: 'business_plan',
    language: 'en',
    text: `JEBEL NET LTD — Business plan, narrative section
Draft 3 · Juba, March 2025 · financial annexes to follow

1. Company
Jebel Net provides fixed-wireless internet to offices, NGO compounds, embassies and hotels in Juba and Wau from 14 tower sites, with satellite backup on every site.

2. Market
Demand comes from organisations that cannot wait for fibre: UN agencies and their contractors, banks, schools and the growing number of hotels along the Juba–Nimule road.

3. Regulatory position
Our ISP licence was renewed by the National Communication Authority in 2024 for five years. In January, however, the NCA suspended our use of the 5.8 GHz band in Wau, citing interference with a licensed operator, and imposed a fine. Wau customers are now served over satellite backhaul while we carry out the interference tests the NCA asked for. Our Juba frequencies are not affected.

4. Ownership
The share register is being rebuilt. After the 2022 rights issue, which not every shareholder took up, and the conversion of the 2023 bridge notes, the lawyers' schedule and our own records do not agree, and we cannot yet say what percentage each holder owns. A reconciled table will be included in the next draft.

5. Plan 2025–2027
- nine new tower sites in Gudele, Munuki, Hai Malakal and Jebel
- a second upstream link through Uganda
- a Malakal pilot once security allows

6. Financial projections
To be provided by the finance team (Annex C, not yet available).`,
    present: ['missing-financials', 'regulatory', 'cap-table-complexity'],
    absent: ['pending-licence'],
    traits: ['list', 'indirect'],
  },

  // 17 — company secretary's note on shareholdings, payments, Seychelles. CLEAN.
  // low-founder-ownership ABSENT: founders 23.0 + 18.0 = 41.0% ≥ 40% (just above).
  // investor-control ABSENT: Indian Ocean Ventures 46.0% < 50% (just below).
  // founder-departure ABSENT: Patrick changes role (CTO → Executive Chairman), stays full-time, keeps vesting.
  // dead-equity ABSENT: the departed adviser's 1% was bought back and cancelled. cap-table-complexity ABSENT: reconciled on 14 January.
  {
    id: 'h17-en-w2-17',
    documentType: 'legal_docs',
    language: 'en',
    text: `TAKAMAKA PAY LTD — Note to incoming investors on shareholdings
Prepared by Nadège Ernesta, Company Secretary · Victoria, 20 January 2025

Issued share capital, as filed with the Registrar of Companies
| Shareholder                                   | Shares    | %     |
|-----------------------------------------------|-----------|-------|
| Anne Dubignon (co-founder, CEO)               | 230,000   | 23.0  |
| Patrick Labiche (co-founder, CTO)             | 180,000   | 18.0  |
| Indian Ocean Ventures Fund LP                 | 460,000   | 46.0  |
| Seychellois angel syndicate (6 members)       | 40,000    | 4.0   |
| Employee option trust                         | 90,000    | 9.0   |
| Total                                         | 1,000,000 | 100.0 |

Points raised in your diligence questions
1. Indian Ocean Ventures appoints two of five directors. Reserved matters need a 75% special majority, so no single holder can pass them alone.
2. From 1 February Patrick moves from CTO to Executive Chairman. He remains full-time, keeps all his shares and his vesting continues unchanged. Rohan Pillay joins as CTO in March.
3. Dr Cyril Hoareau, a former adviser, held 1% until November 2024. The company bought his shares back at par when his advisory agreement ended, and they were cancelled.
4. The register was reconciled against the option trust deed and the Registrar's filings on 14 January. There are no SAFEs, convertible notes or warrants outstanding.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    traits: ['table', 'near-threshold', 'negation', 'time'],
  },

  // 18 — unaudited quarterly management accounts, camel-milk dairy, Somaliland (USD, SLSH).
  // audit-opinion PRESENT (directly): "Unaudited".
  // gross-margin PRESENT (figures only): Q3 14 / 182 = 7.7% → Q4 −12 / 191 = −6.3%: negative, and down 14 points.
  // burn-above-revenue PRESENT (figures only): Q4 cost of sales 203 > revenue 191; operating loss both quarters.
  // customer-concentration PRESENT (figures only): Maandeeq Mart 88 / 191 = 46.1% of Q4 sales.
  // declining-revenue ABSENT: Q4 191 > Q3 182. debt-distress ABSENT: no borrowings, suppliers paid within terms.
  {
    id: 'h17-en-w2-18',
    documentType: 'financial_statements',
    language: 'en',
    text: `CAANO FRESH LTD — Quarterly management accounts, Q4 2024
Unaudited · Hargeisa
Presented in USD. Shop and café sales are collected in Somaliland shillings and translated at the quarter's average market rate (Q4: SLSH 8,950 per USD).

| USD '000                                            | Q3 2024 | Q4 2024 |
|-----------------------------------------------------|---------|---------|
| Revenue                                             | 182     | 191     |
| Cost of sales (raw milk, packaging, cold transport) | (168)   | (203)   |
| Gross profit                                        | 14      | (12)    |
| Overheads                                           | (37)    | (39)    |
| Operating result                                    | (23)    | (51)    |

Managing director's commentary
- Raw camel milk bought at the Burao and Oodweyne collection centres cost 22% more per litre in the dry season. We did not pass the increase on, to protect volumes.
- Q4 sales by customer: Maandeeq Mart, the Hargeisa supermarket chain, USD 88k; the other USD 103k came from more than 60 shops, cafés and the Berbera hotels.
- The company has no borrowings and all milk suppliers were paid within seven days.
- Price increases of 10–12% take effect on 1 February.

Mohamed Farah Warsame, Managing Director`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'customer-concentration'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 19 — legal due-diligence summary, solar installer, The Gambia. CLEAN.
  // litigation ABSENT: only a lawyer's letter "reserving the right to sue"; no claim filed (possible future dispute).
  // debt-distress ABSENT: past GRA arrears of D 1.2m paid in full in September 2024, clearance certificate on file; loan current, DSCR 1.9× ≥ 1.5×.
  // regulatory ABSENT: PURA licence runs to 2027; net-metering rules published, tariff within them (uncertainty resolved).
  // cap-table-complexity ABSENT: register matches Registrar; founders hold 71%.
  {
    id: 'h17-en-w2-19',
    documentType: 'legal_docs',
    language: 'en',
    text: `LEGAL DUE DILIGENCE — RED-FLAG SUMMARY
Target: Tanji Solar Ltd, rooftop and mini-grid installer, Brusubi
For: Atlantic Green Fund · By: Manneh, Secka & Co., Banjul · 11 March 2025

No finding is rated "high".

1. Disputes (low). A hotel in Kotu has sent a lawyer's letter about inverter failures and "reserves its right to sue". No claim has been filed; the Company replaced the inverters under warranty in January and the hotel has paid its latest invoice.
2. Tax (closed). The income-tax and PAYE arrears of D 1.2m found in our 2023 review were paid in full in September 2024, as GRA confirmed in writing. A tax clearance certificate dated 2 October 2024 is on file.
3. Regulatory (low). The PURA licence for mini-grid operation was granted in 2022 and runs to 2027. The net-metering rules consulted on during 2024 were published in January 2025; the Company's tariffs fall within them.
4. Financing (low). All instalments on the term loan have been paid on schedule; the debt-service cover covenant of 1.5× was met at 31 December 2024 (actual 1.9×).
5. Corporate (none). The share register matches the Registrar of Companies' records. The two founders, Lamin Sanneh and Haddy Jatta, hold 71% between them and both remain full-time executives.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'regulatory', 'cap-table-complexity'],
    traits: ['list', 'negation', 'hypothetical', 'time'],
  },

  // 20 — seed pitch deck, exam-prep edtech, Sierra Leone (SLE).
  // unrealistic-growth PRESENT (figures only): revenue Le 1.9m FY2024 → Le 9.5m FY2025 = 5.0× ≥ 4×.
  // unit-economics PRESENT (figures contradict the claim): CAC claimed Le 40, but Q4 marketing Le 620k / 5,100 new learners = Le 121.6;
  //   payback then 121.6 / (128 / 12) ≈ 11.4 months, not "under 4".
  // burn-above-revenue PRESENT (figures): monthly burn Le 310k > December revenue Le 160k (≈ 1.9m / 12 = 158k a month).
  // short-runway ABSENT: cash Le 3.4m / 310k = 11.0 months ≥ 9.
  {
    id: 'h17-en-w2-20',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SABIBOX — exam prep on any phone
Seed deck · Freetown · March 2025

TRACTION (FY2024)
• 14,800 paying learners preparing for BECE and WASSCE, over USSD and WhatsApp
• 5,100 of them joined in Q4, after our "Pass Am" radio campaign on SLBC and Radio Democracy
• Revenue FY2024: Le 1.9m; December alone Le 160k
• Q4 marketing spend: Le 620k

UNIT ECONOMICS
• CAC: Le 40 per learner
• Revenue per learner per year: Le 128
• Payback: under 4 months

PLAN
|                    | FY2024 | FY2025 | FY2026  |
|--------------------|--------|--------|---------|
| Revenue (Le m)     | 1.9    | 9.5    | 24.0    |
| Paying learners    | 14,800 | 62,000 | 140,000 |

BURN
• Monthly burn: Le 310k
• Cash at bank: Le 3.4m

ASK
USD 600k to reach every district headquarter town before the 2026 exam season.`,
    present: ['unrealistic-growth', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
];
