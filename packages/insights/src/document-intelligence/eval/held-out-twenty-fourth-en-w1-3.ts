/** Writer 1's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Uganda and Rwanda, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW1P3: readonly RedFlagCase[] = [
  // debt-distress PRESENT: three instalments (June-August 2026) unpaid, 3 x UGX 52.3m = UGX 156.9m in arrears; facility in default.
  // litigation PRESENT: Civil Suit No. 1045 of 2026 filed and pending against the company and guarantor.
  {
    id: 'h24-en-w1-13',
    documentType: 'legal_docs',
    text: `KATO, NABIRYE & CO. ADVOCATES
Plot 7, Kampala Road, 3rd Floor, P.O. Box 12xxx, Kampala
Tel: +256 414 xxx xxx

Our Ref: KNA/LIT/0912/26                         14th October 2026

The Managing Director
Zeri Boda Electric Limited
Plot 33, 6th Street Industrial Area
Kampala

And to:
Mr. Godfrey Byaruhanga (Guarantor)

WITHOUT PREJUDICE SAVE AS TO COSTS

RE: ASSET FINANCE FACILITY OF UGX 1,500,000,000 DATED 2ND FEBRUARY 2025 - NOTICE OF DEFAULT AND FILING OF SUIT

We act for Pearlstone Asset Finance Limited ("our client") upon whose instructions we write.

1. Under the above facility our client financed 300 electric motorcycles for your leasing fleet, repayable in 36 monthly instalments of UGX 52,300,000.

2. You have failed to pay the instalments due on 30th June, 31st July and 31st August 2026, amounting to UGX 156,900,000, together with default interest at 3% per month. Our client's reminders of 8th July and 12th August 2026 went unanswered. The September instalment was paid late and in part.

3. The said failure constitutes an Event of Default under clause 14.1 of the facility, and our client has accelerated the whole outstanding balance of UGX 1,046,000,000.

4. TAKE NOTICE that on 9th October 2026 our client filed Civil Suit No. 1045 of 2026 in the High Court of Uganda (Commercial Division) against Zeri Boda Electric Limited and against you, Mr. Byaruhanga, as guarantor, and the suit is pending. Summons will be served on you by a court process server.

5. Our client remains open to discussing a settlement if a proposal with a down payment of not less than UGX 156,900,000 reaches us within seven (7) days of this letter. This does not stay the suit.

6. Our client further reserves the right to repossess the financed motorcycles under clause 16.

Yours faithfully,

[signed]
For: KATO, NABIRYE & CO. ADVOCATES

c.c. Pearlstone Asset Finance Limited`,
    present: ['debt-distress', 'litigation'],
    absent: ['regulatory'],
    traits: ['prose', 'figures', 'time'],
  },

  // audit-opinion PRESENT: management accounts marked unaudited.
  // gross-margin PRESENT: Q3 cost of sales UGX 801.3m > revenue UGX 742.8m (negative); Q2 was +11.1%.
  // burn-above-revenue PRESENT: cost of sales above revenue; net loss UGX 268.2m for the quarter.
  // short-runway absent: UGX 1,024.6m / (268.2m / 3 = 89.4m a month) = 11.5 months (>= 9).
  // declining-revenue absent: Q2 688.4m -> Q3 742.8m.
  {
    id: 'h24-en-w1-14',
    documentType: 'financial_statements',
    text: `GGABA LAYER HUB LTD
MANAGEMENT ACC0UNTS - UNAUDITED
Quarter ended 30 Sept 2026        (UGX)

                          Q3 2026        Q2 2026
Revenue               742,800,000    688,400,000
(eggs, point-of-lay
 pullets, manure)
Cost of sales        (801,300,000)  (612,000,000)
Gross (loss)/profit   (58,500,000)    76,400,000
Overheads            (209,700,000)  (198,300,000)
Net loss for the
quarter              (268,200,000)  (121,900,000)

Cash & bank at 30/09/2026 .... 1,024,600,000

Comments by management:
- Feed prices (maize bran, soya) up c. 30% since
  June; we could not pass this on to
  supermarket buyers due to fixed-price con-
  tracts to Dec 2026.
- Flock at 30 Sept: 41,200 layers (Q2: 38,900).
- Egg price per tray held at UGX 11,500.

Prepared by: Accounts Dept.   Page 1 of 3
[stamp: RECEIVED - 06 OCT 2026]`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['table', 'figures', 'split'],
  },

  // CLEAN. low-founder-ownership absent: founders 30% + 24% = 54% (>= 40%). investor-control absent: largest investor 26%.
  // founder-departure / dead-equity absent: leaver clauses are hypothetical. cap-table-complexity absent: reconciled to RDB register.
  // related-party absent: only a consent right for any future transaction. litigation / pending-licence / debt-distress absent: negated or granted.
  {
    id: 'h24-en-w1-15',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - INGANZO LEARNING LTD (extract: clauses 4, 7, 9, 12 and Schedule 1)

4. SHAREHOLDING
4.1 At the Completion Date the issued shares of the Company are held as set out in Schedule 1, which the Company Secretary has reconciled with the register of shareholders kept by the Rwanda Development Board.
4.2 No Shareholder, together with its Affiliates, shall acquire Shares that would result in it holding more than forty-nine per cent (49%) of the issued Shares without the prior written consent of Shareholders holding 75% of the Shares.

7. RESERVED MATTERS
7.1 The Company shall not, without Investor Consent: (a) enter into any transaction with a Founder, a Director or any member of their family, or any company in which any of them holds an interest; (b) incur borrowings above Frw 100,000,000; (c) change the nature of the business.

9. LEAVERS
9.1 If a Founder ceases to be an employee or director of the Company (a "Leaver"), the Company shall, within sixty (60) days, buy back all Shares held by that Founder: at fair market value for a Good Leaver, and at the lower of nominal value and fair market value for a Bad Leaver.
9.2 Vested options of a departing employee lapse if not exercised within ninety (90) days.

12. WARRANTIES (extract)
12.1 No litigation, arbitration or administrative proceeding is pending or, to the Founders' knowledge, threatened against the Company.
12.2 The Company holds all licences required for its business, including its accreditation from the Rwanda Basic Education Board granted on 11 March 2025.
12.3 The Company has no arrears of tax with the Rwanda Revenue Authority.

SCHEDULE 1 - SHAREHOLDING AT COMPLETION
Shareholder                              Shares     %
Founder: Olivier Nkurunziza              30,000   30.0
Founder: Diane Ingabire                  24,000   24.0
Lakeshore Impact Fund I                  26,000   26.0
Angel investors (4)                       8,000    8.0
Employee share option pool (reserved)    12,000   12.0
Total                                   100,000  100.0`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'cap-table-complexity', 'related-party', 'litigation', 'pending-licence', 'debt-distress'],
    traits: ['table', 'negation', 'modality', 'clean'],
  },

  // missing-financials PRESENT: a deck with no revenue or cost figure (market size, sign-ups and percentages only).
  // no-competition PRESENT: "no competitors" claimed.
  // regulatory PRESENT: stated regulatory uncertainty (no VASP rules, unclear whether a licence is needed).
  // pending-licence absent: no application made yet.
  {
    id: 'h24-en-w1-16',
    documentType: 'pitch_deck',
    text: `UMOJA RAILS
Stablecoin remittances Kigali <-> Kampala <-> Goma
Pre-seed deck - 2026

01 / Problem
A trader sending USD 100 from Kigali to Kampala through a bank loses up to 9% in fees and waits 2-3 days. Cross-border traders at Gatuna and Rusumo carry cash.

02 / Solution
A mobile wallet that converts RWF or UGX to a USD stablecoin and pays out to any mobile money wallet on the other side in under 2 minutes.

03 / Market
Intra-EAC informal remittances estimated at USD 2.1bn a year. 40,000+ cross-border traders on the Northern and Central corridors.

04 / Traction
• 14,000 wait-list sign-ups
• 3 pilot partners (a forex bureau in Kigali, two traders' SACCOs)
• Closed beta with 250 users since August

05 / Competition
There is nobody doing this in the region. Banks and money transfer operators are too slow and too expensive, and no crypto player serves Rwanda-Uganda corridors. We have no competitors.

06 / Regulation
Rwanda does not yet have rules for virtual asset service providers; the draft law has been under discussion since 2024. We cannot say today whether BNR or the Capital Market Authority will supervise us, or whether our model will need a licence at all. In Uganda the position of the Bank of Uganda on crypto-asset payouts is also unclear. We have not applied for any licence yet and will apply once a framework exists.

07 / Team
Kevin Mugabo (CEO, ex-payments engineer, Kigali), Esther Namutebi (COO, 6 years in mobile money agent networks, Kampala)

08 / Ask
USD 750k SAFE
Use of funds: 40% product & engineering, 35% compliance & legal, 25% go-to-market`,
    present: ['missing-financials', 'no-competition', 'regulatory'],
    absent: ['pending-licence'],
    traits: ['list', 'prose', 'modality'],
  },

  // CLEAN. unrealistic-growth absent: 1,910/1,240 = 1.54x, 3,050/1,910 = 1.60x, 4,880/3,050 = 1.60x.
  // gross-margin absent: 38.7% -> 39.3% -> 40.0% -> 40.6%, never down. burn-above-revenue absent: EBITDA positive every year.
  // customer-concentration absent: 22% (< 30%), loss only hypothetical. pending-licence absent: NEMA permit granted August 2026.
  // debt-distress absent: existing loan instalments current. founder-departure absent: "no plans to step down".
  {
    id: 'h24-en-w1-17',
    documentType: 'business_plan',
    text: `JINJA BRIQUETTE COMPANY LIMITED
Business Plan 2026-2028 (submitted to our development bank lender and equity investors)

1. Overview
Jinja Briquette Company (JBC) makes carbonised briquettes from sugarcane bagasse, coffee husks and maize cobs, sold to schools, prisons, restaurants and households in Busoga and Kampala as a cheaper, cleaner replacement for charcoal. Founded 2021 by Sarah Nabwire (CEO) and Paul Waiswa (Operations). Both founders work full-time in the business and have no plans to step down.

2. Performance and projections (UGX millions)

                    2025A    2026E    2027P    2028P
Revenue             1,240    1,910    3,050    4,880
Cost of sales        (760)  (1,160)  (1,830)  (2,900)
Gross profit          480      750    1,220    1,980
Gross margin        38.7%    39.3%    40.0%    40.6%
Operating expenses   (330)    (450)    (640)    (950)
EBITDA                150      300      580    1,030

Key assumptions: second kiln site at Buwenge from Q2 2027; school contracts in Iganga and Kamuli districts; price held at UGX 1,400/kg.

3. Funding
We seek UGX 2.4bn: UGX 1.4bn development bank term loan (our existing equipment loan from the same bank is fully current, all instalments paid on time) and UGX 1.0bn equity.

4. Permits
NEMA environmental permit for the Buwenge site was granted in August 2026. UNBS certification for our briquettes was renewed in June 2026.

5. Risks
- Customers: our largest distributor, a Kampala wholesaler, accounts for 22% of sales. If we lost it, we could redirect about half of that volume to schools within two quarters.
- Competition: charcoal remains the main competitor; an LPG subsidy could also reduce demand for briquettes in Kampala.
- Raw materials: if sugar factories raise bagasse prices, margins could fall; we hold 3-year supply agreements with two factories.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'customer-concentration', 'pending-licence', 'debt-distress', 'founder-departure'],
    traits: ['table', 'figures', 'modality', 'negation', 'clean'],
  },
];
