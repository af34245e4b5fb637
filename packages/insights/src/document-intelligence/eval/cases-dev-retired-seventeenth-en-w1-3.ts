import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW1P3: readonly RedFlagCase[] = [
  // 14 — Series A term sheet, fintech, Eswatini.
  // investor-control PRESENT (figures, table): Kalahari Frontier Fund II 5,200,000 / 10,000,000 shares = 52.0% >= 50%; also USD 2.6m / post-money 5.0m = 52%.
  // low-founder-ownership PRESENT (table): active founders Dlamini 18.0% + Shongwe 13.0% = 31.0% < 40% (Magagula has left, so he is not an active founder).
  // founder-departure PRESENT (directly, in a table row): co-founder Bheki Magagula resigned as COO and director in August 2023.
  // dead-equity PRESENT (indirectly): his 900,000 shares (9.0%) are fully vested and not subject to repurchase, so they stay outstanding.
  // cap-table-complexity ABSENT: the table is certified against the register by the company secretary.
  // pending-licence ABSENT: the Central Bank of Eswatini payment-service-provider licence was granted in March 2023.
  {
    id: 'h17-en-w1-14',
    documentType: 'legal_docs',
    language: 'en',
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
Lutsango Pay (Pty) Ltd, Mbabane, Kingdom of Eswatini ("the Company")
Non-binding except for Confidentiality, Exclusivity and Governing Law. Draft 3, 18 October 2024.

Investor:            Kalahari Frontier Fund II LP ("KFF")
Amount:              USD 2,600,000 (approx. E47.1m at the CBE mid-rate on signing)
Pre-money valuation: USD 2,400,000, fully diluted, including the unallocated pool
Security:            5,200,000 Series A Preferred Shares at USD 0.50 each
Licence status:      Payment-service-provider licence issued by the Central Bank of Eswatini on 14 March 2023 (no conditions outstanding)

Post-closing capitalisation (certified by the company secretary against the register of members, 15 October 2024):

| Holder                                              | Shares     | %      |
|-----------------------------------------------------|-----------:|-------:|
| Sibusiso Dlamini (CEO, co-founder)                  | 1,800,000  | 18.0%  |
| Nomcebo Shongwe (CTO, co-founder)                   | 1,300,000  | 13.0%  |
| Bheki Magagula (co-founder; resigned as COO and director, Aug 2023) | 900,000 | 9.0% |
| Angel holders (3), converted notes                  | 300,000    | 3.0%   |
| Employee pool (unallocated)                         | 500,000    | 5.0%   |
| Kalahari Frontier Fund II LP                        | 5,200,000  | 52.0%  |
| Total                                               | 10,000,000 | 100.0% |

Board:          Five directors: three appointed by KFF, the CEO, and one independent chosen by KFF after consulting the founders.
Vesting:        Founder shares of Mr Dlamini and Ms Shongwe re-vest over 36 months from closing. The 900,000 shares held by
                Mr Magagula are fully vested and are not subject to any repurchase or call right; they remain in issue.
Protective provisions: Consent of KFF for new issues, debt above USD 150,000, change of business, related-party contracts.
Liquidation preference: 1x non-participating.
Conditions:     Legal and financial due diligence; new shareholders' agreement; amended memorandum of incorporation.`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity', 'pending-licence'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 15 — Legal due-diligence note, agri-logistics, Malawi.
  // cap-table-complexity PRESENT (directly): the company's register (1,150,000 shares) could not be reconciled with the Registrar General's filing (1,000,000).
  // litigation PRESENT (indirectly): Civil Cause No. 412 of 2023 is open, a defence has been filed and a hearing is set — never called "litigation".
  // related-party PRESENT (indirectly): the Kanengo warehouse is leased from Nkhoma Properties, whose sole director is the MD's mother.
  // debt-distress PRESENT (indirectly): PAYE of MK 23.7m for January–May 2024 unpaid to the MRA with penalties accruing = tax arrears.
  // litigation near-miss: the Lilongwe City Council ground-rent claim was settled and withdrawn (closed) — but another case is open, so the class stays present.
  // pending-licence ABSENT: the warehouse registration certificate is granted and valid to 2026.
  // regulatory ABSENT: the 2023 Ministry inspection closed with no sanction.
  {
    id: 'h17-en-w1-15',
    documentType: 'legal_docs',
    language: 'en',
    text: `MKANDAWIRE & BANDA — LEGAL DUE DILIGENCE: RED-FLAG MEMORANDUM
Target: Chuma Agri-Logistics Limited (Kanengo, Lilongwe)
Prepared for: Tikwere Impact Partners | Status: privileged and confidential | 2 September 2024

1. Share capital
   The Registrar General's file shows 1,000,000 issued ordinary shares. The company's own register of members lists
   1,150,000. The difference appears to be the 150,000 shares allotted to Mr Lusungu Nyirenda in 2022; no return of
   allotment was ever lodged. Management could not produce board minutes approving the allotment and we have not been
   able to reconcile the two registers. Any subscription should wait for rectification.

2. Proceedings
   (a) Civil Cause No. 412 of 2023, High Court (Lilongwe District Registry): Mphatso Transporters claims MK 86.4m
       for haulage invoices from the 2022/23 tobacco season. The company filed its defence in March 2024 and
       counter-claims MK 12m for lost bales. The matter is set down for hearing on 11 November 2024.
   (b) Lilongwe City Council claim for ground rent (MK 3.1m): settled and withdrawn by consent, February 2024.

3. Property
   The Kanengo warehouse (4,200 m²) is rented at MK 4.5m a month from Nkhoma Properties Limited. Its sole director
   and shareholder is Mrs Grace Phiri, mother of the managing director, Mr Kondwani Phiri. The lease was not put to
   the board and has no break clause before 2029.

4. Tax
   The MRA taxpayer statement dated 20 August 2024 shows PAYE of MK 23.7m for January to May 2024 still outstanding,
   with penalties and interest accruing monthly. No payment plan has been agreed.

5. Permits
   Warehouse registration certificate (Ministry of Agriculture) valid to 30 June 2026. The 2023 inspection closed
   with no findings.`,
    present: ['cap-table-complexity', 'litigation', 'related-party', 'debt-distress'],
    absent: ['pending-licence', 'regulatory'],
    traits: ['list', 'indirect', 'figures'],
  },

  // 16 — Business plan, animal-feed manufacturing, Malawi. CLEAN but tempting.
  // unrealistic-growth ABSENT: MK 620m -> 2.2bn = 3.55x (< 4x); -> 4.8bn = 2.18x; -> 7.9bn = 1.65x; three years 7.9 / 0.62 = 12.7x (< 3^3 = 27x).
  // customer-concentration ABSENT: largest customer MK 174m / 620m = 28.1% (< 30%).
  // no-competition ABSENT: competitors are named with their share.
  // pending-licence ABSENT: MEPA licence issued 2 May 2024, MBS certification granted June 2024.
  // burn-above-revenue ABSENT: FY2024 costs 468 + 101 = 569m < revenue 620m. gross-margin ABSENT: 25.0% -> 24.5%, down 0.5 points.
  {
    id: 'h17-en-w1-16',
    documentType: 'business_plan',
    language: 'en',
    text: `DZUKA FEEDS LIMITED — BUSINESS PLAN 2025–2027 (Limbe, Blantyre)

Where we are
Dzuka mixes broiler and layer feed for small and mid-sized poultry farmers in the Southern Region. Our largest
customer, the Chitakale outgrower scheme, bought MK 174m of feed in FY2024. The rest goes to 1,900 farmers through
eleven agro-dealers.

| MK million         | FY2023 (audited) | FY2024 (audited) |
|--------------------|-----------------:|-----------------:|
| Revenue            | 540              | 620              |
| Cost of sales      | 405              | 468              |
| Operating expenses | 92               | 101              |
| Operating profit   | 43               | 51               |

The plan
The new 6 t/hour pelleting line at Maone is being installed now and runs from March 2025. The environmental licence
from MEPA was issued on 2 May 2024 and Malawi Bureau of Standards certification of the line was granted in June.
Funding: MK 1.1bn NBS Bank term loan (first drawdown July 2024) plus MK 350m of shareholder equity already paid in.

| MK million | FY2025 | FY2026 | FY2027 |
|------------|-------:|-------:|-------:|
| Revenue    | 2,200  | 4,800  | 7,900  |

Competition
We are far from alone: Central Poultry's feed arm and imported Zambian brands hold roughly 60% of the regional
market, and a dozen hammer-mill operators sell loose mash at lower prices. Our edge is pellet quality and credit
terms through the agro-dealers.`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'no-competition', 'pending-licence', 'burn-above-revenue', 'gross-margin'],
    traits: ['table', 'figures', 'negation'],
  },

  // 17 — Quarterly management accounts, garment manufacturing, Lesotho.
  // audit-opinion PRESENT (directly): "unaudited management accounts".
  // declining-revenue PRESENT (figures only): revenue M 14.8m in Q2 -> M 12.9m in Q3.
  // gross-margin PRESENT (figures only): GM Q2 5.03 / 14.8 = 34.0%; Q3 3.48 / 12.9 = 27.0%; down 7.0 points >= 5.
  // customer-concentration PRESENT (figures): Ridgeway Apparel M 8.1m / 12.9m = 62.8% of Q3 sales >= 30%.
  // burn-above-revenue ABSENT: Q3 costs 9.42 + 2.91 = 12.33m < revenue 12.9m; operating profit M 0.57m.
  // debt-distress ABSENT: overdraft within limit and loan instalment paid on the due date.
  {
    id: 'h17-en-w1-17',
    documentType: 'financial_statements',
    language: 'en',
    text: `MALOTI KNITWEAR (PTY) LTD — Thetsane Industrial Area, Maseru
Unaudited management accounts for the quarter ended 30 September 2024 — prepared by the finance team for the board meeting of 24 October

| Maloti (M)        | Q2 Apr–Jun 2024 | Q3 Jul–Sep 2024 |
|-------------------|----------------:|----------------:|
| Revenue           | 14,800,000      | 12,900,000      |
| Cost of sales     | 9,770,000       | 9,420,000       |
| Gross profit      | 5,030,000       | 3,480,000       |
| Overheads         | 2,950,000       | 2,910,000       |
| Operating profit  | 2,080,000       | 570,000         |

Commentary (Mpho Letsie, Financial Controller)
- Shipments to Ridgeway Apparel (USA, under AGOA) were M 8.1m in the quarter; Pep Africa took M 2.2m and the
  balance went to local uniform contracts.
- Ridgeway cut its September order by 40,000 units after a change of style; we ran the lines at 70% load in August.
- Yarn is bought in rand and the price rose 9% from July; we could not pass it on under the fixed-price contract.
- The Standard Lesotho Bank overdraft stayed within its M 5m limit throughout, and the August instalment on the
  knitting-machine loan was paid on the due date.
- Headcount 1,140 at quarter end (1,180 at 30 June).`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'customer-concentration'],
    absent: ['burn-above-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 18 — Seed extension term sheet, telemedicine, Malawi. CLEAN but tempting.
  // low-founder-ownership ABSENT: founders 2,760,000 + 2,220,000 = 4,980,000 / 12,000,000 = 41.5% (>= 40%).
  // investor-control ABSENT: Zambezi Seed Partners 5,736,000 / 12,000,000 = 47.8% (< 50%); Nyasa Angels are a separate, unconnected holder.
  // dead-equity ABSENT: the departed engineer's shares were repurchased and cancelled. founder-departure ABSENT: he was an employee, not a founder or executive.
  // cap-table-complexity ABSENT: the table is reconciled to the register.
  {
    id: 'h17-en-w1-18',
    documentType: 'legal_docs',
    language: 'en',
    text: `KHOLA HEALTH LIMITED (Blantyre) — TERM SHEET: SEED-2 EXTENSION
Date: 7 November 2024 | Lead: Zambezi Seed Partners ("ZSP") | Amount: USD 900,000 | Instrument: Seed-2 preference shares

Post-money holdings (reconciled by the company secretary to the register of members as at 30 September 2024):

  Tiyamike Banda, CEO & co-founder ............ 2,760,000   23.0%
  Limbani Chirwa, COO & co-founder ............ 2,220,000   18.5%
  Zambezi Seed Partners (incl. this round) ...... 5,736,000   47.8%
  Nyasa Angels Syndicate ...................... 564,000    4.7%
  Option pool ................................... 720,000    6.0%
  Total ...................................... 12,000,000  100.0%

Nyasa Angels is not an affiliate of ZSP and has no voting agreement with it.

Former employee shares: 120,000 shares issued to Mr Yamikani Kaunda, a software engineer who left in March 2024,
were bought back by the Company at par on his departure and cancelled; they are not included above.

Board: 2 founders, 1 ZSP director, 1 independent. ZSP has a veto on budget approval only while it holds more than 40%.
Anti-dilution: broad-based weighted average. Pro rata: all existing preference holders.
Use of proceeds: expand the nurse-led call centre from Blantyre to Lilongwe and Mzuzu; 12 months of marketing.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['table', 'figures', 'negation'],
  },

  // 19 — Business plan, solar mini-grids, Eswatini.
  // pending-licence PRESENT (directly): generation and distribution licence applied for at ESERA in February 2024, decision still awaited.
  // unrealistic-growth PRESENT (figures): E1.1m (FY2024) -> E6.9m (FY2025) = 6.3x in one year >= 4x; three years 24.0 / 1.1 = 21.8x is below 27x, but the first year alone qualifies.
  // no-competition PRESENT (directly): "Langa has no competitor in its service area".
  // burn-above-revenue PRESENT (figures only): FY2024 operating costs E2.6m > revenue E1.1m.
  // customer-concentration ABSENT: anchor client E198k / 1.1m = 18% (< 30%).
  {
    id: 'h17-en-w1-19',
    documentType: 'business_plan',
    language: 'en',
    text: `LANGA ENERGY ESWATINI (PTY) LTD — BUSINESS PLAN FY2025–FY2027
Siteki, Lubombo Region

1. Opportunity
About 14,000 homesteads in the Lubombo lowveld sit more than 5 km from the EEC grid. They light with paraffin and
charge phones at shops for E5 a charge. Langa has no competitor in its service area: no other company sells
power there, and grid extension is not on EEC's plan before 2030.

2. Track record
Two pilot sites at Siphofaneni and Big Bend (90 kW in total) run under ESERA's small-system exemption.
FY2024 (to 31 March): revenue E1.1m, operating costs E2.6m. The anchor client, the Big Bend clinic, paid E198k.

3. Expansion
The 1.2 MW network of twelve mini-grids needs a generation and distribution licence. We applied to the Eswatini
Energy Regulatory Authority in February 2024; the public hearing took place in August and the decision is awaited.
Construction starts once the licence is issued.

4. Projections (E million)
              FY2024 actual   FY2025   FY2026   FY2027
  Revenue          1.1          6.9     15.2     24.0
  Connections      610        4,200    9,800   14,000

5. Funding request
E38m blended: E22m concessional debt, E10m equity, E6m results-based grant from the rural electrification fund.`,
    present: ['pending-licence', 'unrealistic-growth', 'no-competition', 'burn-above-revenue'],
    absent: ['customer-concentration'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 20 — Monthly investor update, school-administration SaaS, Lesotho.
  // short-runway PRESENT (figures, quarter): Q3 net burn M 1.17m / 3 = M 390k a month; cash M 1.92m / 390k = 4.9 months < 9.
  // burn-above-revenue PRESENT (figures): monthly net burn M 390k > MRR M 148k (quarter: 1.17m > about 0.44m).
  // high-churn PRESENT (figures): of 180 schools live in November 2023, 88 still pay = 48.9% retention over a year < 55%.
  // declining-revenue ABSENT: MRR rose from M 131k to M 148k (new schools and a price rise hide the churn).
  // going-concern ABSENT: a bridge is being discussed; nobody expresses going-concern doubt.
  {
    id: 'h17-en-w1-20',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Subject: Thuto Cloud — investor update, October 2024

Hi all,

Quick one this month, as Lineo and I are on the road in the Free State.

Numbers
- MRR at 31 October: M 148k (30 June: M 131k). The January price rise to M 950 per school per month is holding.
- Schools paying: 156, including 68 signed since January.
- Cash at bank at 31 October: M 1.92m.
- Net burn for July–September: M 1.17m (we hired two implementation staff for the SA launch).

Cohorts
We looked hard at last year's cohort. Of the 180 schools that were live in November 2023, 88 are paying today.
Most of the rest are church schools that lost their bursar or went back to Excel after the holiday. We are
rebuilding onboarding so a school cannot go live without two trained users.

Fundraising
We have had good first meetings with two South African funds about a bridge. No term sheet yet; we will share
more when there is something concrete.

Asks
Introductions to district education offices in Thabo Mofutsanyana, and anyone who has sold to the Catholic
schools secretariat in Maseru.

Thabo Mokoena, CEO`,
    present: ['short-runway', 'burn-above-revenue', 'high-churn'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['figures', 'indirect', 'time'],
  },
];
