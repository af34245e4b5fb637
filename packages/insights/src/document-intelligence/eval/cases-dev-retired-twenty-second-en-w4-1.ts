/** Writer 4's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW4P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slide text), cold-chain trucking, Mozambique.
  // customer-concentration PRESENT: key-account table, 2024 MZN M: Hortifruti Manica 21.1 + Pescas do Índico 15.3 = 36.4 of 96.0 = 37.9% (two named customers together >= 30%; neither alone does).
  // no-competition PRESENT: "we checked the INATTER register ... nobody else ... we are alone on the corridor" = a claim that there are no competitors, without the word "competitor".
  // burn-above-revenue ABSENT: 2024 revenue 96.0 > operating costs 81.5, EBITDA positive.
  // unrealistic-growth ABSENT: 2026 target 240 / 2024 96.0 = 2.5x over two years.
  // missing-financials ABSENT: revenue and cost figures given.
  // declining-revenue ABSENT: 71.0 (2023) -> 96.0 (2024).
  {
    id: 'h22-en-w4-01',
    documentType: 'pitch_deck',
    traits: ['table', 'figures', 'indirect', 'words'],
    present: ['customer-concentration', 'no-competition'],
    absent: ['burn-above-revenue', 'unrealistic-growth', 'missing-financials', 'declining-revenue'],
    text: `FRIOLINK — Refrigerated trucking on the Beira corridor
Series A deck · March 2025

SLIDE 1 — What we do
FrioLink moves chilled and frozen cargo between the port of Beira, Chimoio, Manica and Tete. 34 reefer trucks, 61 drivers, own depot at Dondo with 900 pallet positions.

SLIDE 2 — Why now
Horticulture exports from Manica grew strongly after the 2023 season; fish landings at Beira are recovering. Most of this cargo still travels in dry vans packed with ice and loses 15–25% on the way.

SLIDE 3 — Traction (MZN million)
                      2023     2024
Revenue               71.0     96.0
Operating costs       63.2     81.5
EBITDA                 7.8     14.5

SLIDE 4 — Key accounts, 2024 invoicing (MZN million)
Hortifruti Manica, Lda          21.1
Pescas do Índico, S.A.          15.3
Supermercados Moz                8.6
Farmácias Centrais               4.4
41 other shippers               46.6
Total                           96.0

SLIDE 5 — The landscape
Who else runs reefer trucks between Beira and Tete? We went through the INATTER road-haulage register line by line and asked every freight forwarder in Beira port: nobody. Shippers either use FrioLink or ice and luck. We are alone on the corridor, and the 2026 plan is about staying that way by owning the depots.

SLIDE 6 — Plan
- 20 additional reefers (Scania, refurbished, delivered from Durban)
- Second depot at Tete, 600 pallet positions
- 2026 revenue target: MZN 240 million

SLIDE 7 — The ask
USD 3.0 million equity, 18 months of fleet deployment. Team: Célia Macamo (CEO, ex-CFM logistics), Hélder Tembe (COO, 12 years at a Maputo cold store).`,
  },

  // 02 — term sheet (legal), telehealth, Angola.
  // investor-control PRESENT: post-money Kwanza Growth Fund I 28.0% + KGF Co-Invest I 24.0% = 52.0%; the note says both are controlled by the same manager and vote as one -> one investor >= 50%.
  // low-founder-ownership PRESENT: active founders Kiala 19.0% + Ndala 14.0% = 33.0% < 40%.
  // cap-table-complexity ABSENT: table stated reconciled to the commercial register.
  // no-competition ABSENT: only a founders' non-compete covenant, no claim of no competitors.
  // dead-equity ABSENT: all holders are active founders, investors, angels or an unallocated pool.
  {
    id: 'h22-en-w4-02',
    documentType: 'legal_docs',
    traits: ['table', 'figures', 'indirect'],
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'no-competition', 'dead-equity'],
    text: `TERM SHEET — SERIES A PREFERRED SHARES
KUBANGA SAÚDE, S.A. (Luanda, Angola) — non-binding except Confidentiality and Exclusivity

1. Issuer: Kubanga Saúde, S.A., operator of the Kubanga telemedicine app and 14 partner clinics in Luanda and Benguela.
2. Investors: Kwanza Growth Fund I, SCA ("KGF I") and KGF Co-Invest I, Lda ("Co-Invest").
3. Amount: USD 6,000,000 for 5,200,000 Series A Preferred Shares at USD 1.1538 per share.
4. Pre-money valuation: USD 5.54 million on a fully diluted basis (4,800,000 shares).
5. Post-money capitalisation (reconciled to the register at the Conservatória do Registo Comercial de Luanda on 14 February 2025):

| Holder                          | Class        | Shares     | %      |
|---------------------------------|--------------|------------|--------|
| Ana Kiala (CEO, co-founder)     | Ordinary     | 1,900,000  | 19.0%  |
| Rui Ndala (CTO, co-founder)     | Ordinary     | 1,400,000  | 14.0%  |
| Kwanza Growth Fund I, SCA       | Series A     | 2,800,000  | 28.0%  |
| KGF Co-Invest I, Lda            | Series A     | 2,400,000  | 24.0%  |
| Seed angels (7 individuals)     | Seed Pref.   |   900,000  |  9.0%  |
| Option pool (unallocated)       | Ordinary     |   600,000  |  6.0%  |
| Total                           |              | 10,000,000 | 100.0% |

Co-Invest is a vehicle managed and wholly controlled by Kwanza Growth Partners, the manager of KGF I. For all purposes of this term sheet KGF I and Co-Invest vote together as a single Investor.
6. Liquidation preference: 1x non-participating.
7. Board: five seats — two appointed by the founders, two by the Investor, one independent chosen by the Investor after consultation.
8. Protective provisions: Investor consent required for budgets, new share issues, debt above USD 250,000 and any change of CEO.
9. Founder covenants: each founder agrees not to compete with the Company, directly or indirectly, for 24 months after leaving. Founder shares vest over 36 months from closing.
10. Use of funds: expansion to Huambo and Lubango, clinic integration, insurer partnerships.
11. Exclusivity: 45 days.`,
  },

  // 03 — due-diligence note (legal), agri-inputs marketplace, Angola.
  // cap-table-complexity PRESENT: the company's own spreadsheet adds up to 108.5%, register lists nine holders vs eleven; "we cannot yet say who owns 8.5%" = unreconciled cap table, never called "unclear".
  // dead-equity PRESENT: two early agronomists left in 2022, their 3% each was never repurchased (call option lapsed), they remain shareholders.
  // founder-departure ABSENT: the leavers were early employees, not founders or executives; both founders active.
  // low-founder-ownership ABSENT: founders 31% + 27% = 58%.
  // audit-opinion ABSENT: 2024 accounts audited, unqualified opinion.
  // litigation ABSENT: no claim filed; none threatened.
  // related-party ABSENT: supply agreements involve no shareholder or family member.
  {
    id: 'h22-en-w4-03',
    documentType: 'legal_docs',
    traits: ['prose', 'list', 'figures', 'indirect', 'negation'],
    present: ['cap-table-complexity', 'dead-equity'],
    absent: ['founder-departure', 'low-founder-ownership', 'audit-opinion', 'litigation', 'related-party'],
    text: `CONFIDENTIAL — Legal & financial due-diligence note
Target: Lavra Digital, Lda (Huambo) — agri-inputs marketplace
Prepared for the Investment Committee, 22 April 2025

1. Financial position
The 2024 accounts were audited by Capemba & Associados, whose opinion is unqualified. Revenue 2024: AOA 1,420 million (2023: AOA 1,050 million). Net profit 2024: AOA 96 million. No bank debt.

2. Ownership
We asked for the share register and the company's ownership spreadsheet. They do not tell the same story:
- the register at the Guiché Único lists nine holders; the spreadsheet lists eleven;
- adding the percentages in the company's own spreadsheet gives 108.5%;
- management attributes the gap to two convertible notes from 2023 that were "converted informally"; neither the notes nor any conversion minutes were produced.
Until this is resolved we cannot say who owns 8.5% of the company, or what the Series A investors would be buying a percentage of.

The two founders, Paulo Chissende (CEO) and Luísa Ngueve (COO), hold 31% and 27% on both documents, and both are full-time in the business.

3. Former staff
Teresa Chipenda and Mário Kalei, two of the first agronomists hired in 2020, received 3% each as founding employees. Both left in mid-2022 to join an NGO. The company's call option over their shares expired in 2023 without being exercised, and both remain shareholders with full voting and dividend rights. Neither takes any part in the business today. No claim has been filed or threatened by either of them.

4. Contracts
Supply agreements with three fertiliser importers were reviewed; terms are market-standard and none involves a shareholder or family member.

5. Recommendation
Make the Series A conditional on (i) a notarised, complete register agreed by every holder, and (ii) a documented repurchase of the 6% held by the two former agronomists before closing.`,
  },

  // 04 — audited financial statements (extract), mobile wallet, Mozambique.
  // regulatory PRESENT: Note 18 — Banco de Moçambique suspended onboarding of new wallet holders; still in force.
  // short-runway PRESENT: cash 14,700 / Q4 operating outflow 8,900 per quarter = 1.65 quarters = ~5.0 months (annual: 27,300/12 = 2,275/month -> 6.5 months); both < 9.
  // burn-above-revenue PRESENT: operating loss 25,100 — costs (27,600 + 58,900 = 86,500) above revenue 61,400.
  // pending-licence ABSENT: e-money licence granted 2021 and valid.
  // audit-opinion ABSENT: audited, unqualified opinion.
  // going-concern ABSENT: no doubt expressed by directors or auditor.
  // gross-margin ABSENT: 55.0% (2024) vs 52.6% (2023), up.
  // declining-revenue ABSENT: 44,900 -> 61,400.
  {
    id: 'h22-en-w4-04',
    documentType: 'financial_statements',
    traits: ['table', 'figures', 'split', 'time', 'indirect'],
    present: ['regulatory', 'short-runway', 'burn-above-revenue'],
    absent: ['pending-licence', 'audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue'],
    text: `CARTEIRA MKHAYA, S.A. — Financial statements for the year ended 31 December 2024 (extract)
Audited by Nhantumbo & Associados, Auditores. Opinion: unqualified, dated 27 March 2025.

Statement of profit or loss (MZN thousand)
                                   2024        2023
Revenue (fees and commissions)   61,400      44,900
Cost of services                (27,600)    (21,300)
Gross profit                     33,800      23,600
Administrative and staff costs  (58,900)    (41,200)
Operating loss                  (25,100)    (17,600)

Statement of financial position, 31 December (MZN thousand)
                                   2024        2023
Cash and cash equivalents        14,700      39,100
Customer float (restricted)     212,300     148,800
Total equity                     11,900      37,000

Statement of cash flows (MZN thousand)
Net cash used in operating activities, year 2024        (27,300)
  of which fourth quarter 2024 (Note 21)                  (8,900)
No financing was received in 2024 or after year end up to the approval date.

Note 3 — Licence
The Company holds an electronic-money institution licence granted by Banco de Moçambique in June 2021, valid without term.

Note 18 — Supervisory matters
Following an on-site inspection in September 2024, Banco de Moçambique on 12 November 2024 suspended the Company's onboarding of new wallet holders until customer due-diligence findings are remediated to its satisfaction. The suspension remained in force at the date these statements were approved. Existing holders may continue to transact.

Note 21 — Quarterly cash flows
Operating cash outflow by quarter, 2024 (MZN thousand): Q1 5,100; Q2 6,000; Q3 7,300; Q4 8,900.

Approved by the Board on 25 March 2025.`,
  },

  // 05 — monthly investor update, pharmacy inventory SaaS, Angola.
  // high-churn PRESENT: from counts — 380 paying on 1 January, 207 still paying in June: 173 lost in six months = 45.5% in half a year (~9.6% a month; six-month retention 54.5%).
  // related-party PRESENT: warehouse leased from Imobiliária Ngola, owned by the CEO's mother, no competing quote.
  // declining-revenue ABSENT: June 41.2M vs May 38.5M.
  // burn-above-revenue ABSENT: June costs 37.6M < revenue 41.2M.
  // customer-concentration ABSENT: largest chain 9% of revenue.
  {
    id: 'h22-en-w4-05',
    documentType: 'business_plan',
    traits: ['list', 'figures', 'indirect', 'words'],
    present: ['high-churn', 'related-party'],
    absent: ['declining-revenue', 'burn-above-revenue', 'customer-concentration'],
    text: `From: Nelson Pacavira, CEO, FarmaRede
To: FarmaRede investors
Subject: June 2025 update

Hi all,

Numbers first.
- Revenue June: AOA 41.2M (May: AOA 38.5M).
- Total operating costs June: AOA 37.6M.
- Paying pharmacies at 30 June: 519.
- Largest customer: Farmácia Central chain, about 9% of June revenue.

Where the 519 come from. Of the 380 pharmacies that were paying us on 1 January, 207 were still paying in June. The other 312 (519 minus 207) signed up since January, mostly in Viana, Cacuaco and Benguela, thanks to the two new field reps. The people who stopped mostly say the stock-count module is too slow on old Android phones; the product team ships a lighter version in August.

Operations. On 1 June we moved the Viana warehouse (barcode printers, handheld scanners, spare tablets) into a 600 m² unit leased from Imobiliária Ngola, Lda. Ngola belongs to my mother, Dona Helena Pacavira, and it was available immediately, which mattered after the flooding at the old site. Rent is AOA 2.4M a month on a three-year lease; we did not ask for other quotes given the urgency.

Product. Integration with the two largest distributors' ordering systems went live; pharmacies can now reorder from inside FarmaRede.

Team. We hired a head of customer success (ex-Unitel) and two support agents.

Asks. Introductions to insurers running pharmacy networks, and to anyone who has fixed Android performance on low-end devices.

Best,
Nelson`,
  },

  // 06 — business plan (financial section), cashew traceability SaaS, Mozambique.
  // non-recurring-revenue PRESENT: "ARR" of MZN 13.2M = subscriptions 9.8 + scale kits 3.4; the kits are a one-time purchase (hardware sale) counted in recurring revenue.
  // unrealistic-growth PRESENT: 2025 revenue 14.0 -> 2026 target 70.0 = 5.0x in one year.
  // customer-concentration ABSENT: largest processor 24% of 2025 revenue (3.36/14.0).
  // burn-above-revenue ABSENT: 2025 costs 12.6 < revenue 14.0.
  // missing-financials ABSENT: revenue and costs given.
  {
    id: 'h22-en-w4-06',
    documentType: 'business_plan',
    traits: ['table', 'figures', 'split', 'indirect'],
    present: ['non-recurring-revenue', 'unrealistic-growth'],
    absent: ['customer-concentration', 'burn-above-revenue', 'missing-financials'],
    text: `CAJUTRACK — Business plan 2026–2028
Section 4: Financials

4.1 Where we stand (year 2025, MZN million)
| Line                                             | 2025  |
|--------------------------------------------------|-------|
| Traceability subscriptions (monthly, 23 sites)   |  9.8  |
| IoT weighing-scale kits (one-time purchase)      |  3.4  |
| Training of warehouse staff                      |  0.8  |
| Total revenue                                    | 14.0  |
| Operating costs                                  | 12.6  |
| Operating profit                                 |  1.4  |

Our annual recurring revenue (ARR) at December 2025 is MZN 13.2 million — subscriptions plus scale kits — and this is the base on which the plan is built. Kits are bought once per warehouse and last about five years.

Our largest customer, Caju Ilha Processadora in Nampula, represented 24% of 2025 revenue; the remaining 22 sites are spread across Nampula, Cabo Delgado and Zambézia.

4.2 Market
Mozambique processes around 40% of its raw cashew crop locally. Export buyers in Vietnam and Europe increasingly require lot-level traceability, which processors cannot provide with paper ledgers.

4.3 Plan
The plan assumes we sign the 17 processors on the INCAJU list that we do not yet serve, and launch in Tanzania's Mtwara region in the second half of 2026.

Revenue
2025 (actual): MZN 14.0 million
2026 (plan):   MZN 70.0 million
2027 (plan):   MZN 150.0 million

4.4 Funding
We are raising USD 1.2 million to hire eight field engineers and build the Swahili interface.`,
  },

  // 07 — pitch deck, route-planning SaaS for distributors, Angola.
  // unit-economics PRESENT: stated LTV/CAC 5.1x and payback 4 months. From the deck's own figures: gross profit per customer = 45,000 x 60% = 27,000/month; LTV = 27,000 / 3.5% = ~771,000 -> LTV/CAC = 771,000 / 310,000 = 2.5x (not 5.1x); payback = 310,000 / 27,000 = 11.5 months (not 4). Stated LTV of 1.58M does not follow either.
  // high-churn ABSENT: 3.5% a month (1 - 0.965^12 = 34.8% a year).
  // burn-above-revenue ABSENT: monthly costs 49M < MRR 54M.
  // unrealistic-growth ABSENT: 120M / 54M = 2.2x.
  {
    id: 'h22-en-w4-07',
    documentType: 'pitch_deck',
    traits: ['list', 'figures', 'split', 'indirect'],
    present: ['unit-economics'],
    absent: ['high-churn', 'burn-above-revenue', 'unrealistic-growth'],
    text: `ROTA KWANZA — Seed+ deck, May 2025

1 | Problem
Luanda's beverage and FMCG distributors plan 30–80 delivery routes a day by hand. Trucks sit in traffic on the Via Expressa while half-empty.

2 | Product
Route optimisation, proof-of-delivery and cash-collection tracking in one Android app, working offline. Average fuel saving reported by customers: 18%.

3 | Traction
- 1,200 paying distributors
- Average subscription (ARPU): AOA 45,000 per month
- MRR: AOA 54 million
- Gross margin: 60% (hosting, maps licences, support)
- Logo churn: 3.5% per month
- Total monthly costs, all-in: AOA 49 million

4 | Unit economics
Blended CAC (2024, field sales + WhatsApp campaigns): AOA 310,000
Customer lifetime value: AOA 1.58 million
LTV / CAC: 5.1x
CAC payback: 4 months

5 | Go-to-market
Field sales team of 14 in Luanda; reseller agreements with two truck dealers in Benguela and Lobito.

6 | Competition
Global route planners (priced in USD, no offline mode), spreadsheets, and two local start-ups focused on motorbike delivery.

7 | Plan
MRR target for December 2026: AOA 120 million. Launch of a fuel-card integration with a national fuel retailer.

8 | Ask
USD 1.5 million to grow field sales to Huíla and Huambo and build the fuel-card product.`,
  },

  // 08 — WhatsApp-style founder message, payment aggregator, Mozambique.
  // short-runway PRESENT: as a date — cash 4.1M / (costs 1.38M - collections 0.52M = 0.86M net a month) = 4.8 months from 3 Feb -> "good until end of June".
  // burn-above-revenue PRESENT: January costs 1.38M above January collections (revenue) 0.52M.
  // regulatory PRESENT: stated regulatory uncertainty — lawyer cannot tell whether the draft Aviso on payment aggregators applies; if it does, a licence and capital they lack.
  // pending-licence ABSENT: nothing has been applied for.
  // debt-distress ABSENT: overdraft never used, no arrears.
  // going-concern ABSENT: no going-concern doubt stated by a director or auditor.
  {
    id: 'h22-en-w4-08',
    documentType: 'business_plan',
    traits: ['prose', 'time', 'modality', 'figures', 'negation'],
    present: ['short-runway', 'burn-above-revenue', 'regulatory'],
    absent: ['pending-licence', 'debt-distress', 'going-concern'],
    text: `[03/02/25, 07:52] Dércio Mabunda (PagaJá): Morning all 🙏 quick and honest update before Thursday's call, so nobody is surprised.

[03/02/25, 07:53] Dércio Mabunda (PagaJá): 1) Cash. Bank balance this morning: MZN 4.1M. January collections (our fee revenue) were MZN 0.52M. Payroll + servers + office + the two agents' commissions came to MZN 1.38M. At that pace we are fine until end of June, not beyond. We have never touched the BCI overdraft and we owe nobody anything.

[03/02/25, 07:55] Dércio Mabunda (PagaJá): 2) Regulation. Banco de Moçambique published the draft Aviso on payment aggregators on 20 Jan. Our lawyer has read it twice and honestly cannot tell us whether we are inside it. If we are, we'd need a payment-institution licence we don't have and minimum capital we don't have either. Nobody at BdM will give a straight answer before the final text, and there is no date for the final text. We have NOT applied for anything yet — no point until we know which category we'd be in.

[03/02/25, 07:57] Dércio Mabunda (PagaJá): 3) Good news: merchant count up to 640 (Dec: 575), Chimoio pilot with the chapas association went live last week, and the Vodacom integration is finally stable.

[03/02/25, 07:58] Dércio Mabunda (PagaJá): Plan: bridge of USD 250k from existing angels, SAFE on the same terms as last year. Nélia and I are cutting our own salaries by half from this month. Ideas and intros welcome — especially anyone who has been through a BdM consultation before.

[03/02/25, 08:04] Sara (angel): Thanks for being straight. Can you send the merchant cohort sheet before Thursday?

[03/02/25, 08:05] Dércio Mabunda (PagaJá): Will do 👍`,
  },
];
