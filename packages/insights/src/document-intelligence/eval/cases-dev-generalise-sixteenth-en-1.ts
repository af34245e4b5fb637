/**
 * Development set, sixteenth round, English (2026-11-30): cap tables, ownership, unit economics and customer concentration in many shapes, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixteenthEn1: readonly RedFlagCase[] = [
  // founders (1,700,000 + 1,400,000) / 8,000,000 = 38.75% < 40; Kola 4,000,000 / 8,000,000 = 50% ≥ 50
  {
    id: 'd16-w4-lagos-pipe-captable',
    documentType: 'legal_docs',
    text: `Cap table export — Ifeoma Health Ltd (pasted from Sheets, 30 Sep 2026)
| Holder | Class | Shares |
| Adaeze Okafor (CEO, founder) | Ordinary | 1,700,000 |
| Tunde Bakare (CTO, founder) | Ordinary | 1,400,000 |
| ESOP (allocated + unallocated) | Ordinary | 800,000 |
| Kola Ventures Fund I | Pref A | 4,000,000 |
| Angels (4) | Ordinary | 100,000 |
| TOTAL | | 8,000,000 |
Note: totals agree with the register of members kept by the company secretary; no notes, SAFEs or warrants are outstanding.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd16-w4-accra-cleanup-email',
    documentType: 'legal_docs',
    text: `From: Kwame Mensah, CEO, Tro-Tro Pay
To: investor counsel
Re: data room item 4.2

Honest answer on the cap table: we're still cleaning it up. Our spreadsheet shows 4,120,000 shares in issue; the Registrar-General's file shows 3,980,000. The difference comes from two transfers between early angels in 2022 that were signed but never filed, and we have not found one of the signed instruments. Until the filings are regularised I can't give you a fully diluted table I would sign. The founders' stakes are not affected either way — Efua and I hold 2,300,000 shares between us.`,
    present: ['cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['prose', 'figures', 'indirect'],
  },
  // founders 21.5 + 21.5 = 43% (not under 40); Savannah 47% (under 50)
  {
    id: 'd16-w4-nairobi-sha-schedule-clean',
    documentType: 'legal_docs',
    text: `Schedule 2 — Shareholdings at Completion (Baraka Agritech Ltd, Kenya)
Shareholder              Shares       %
Wanjiru Kamau            1,075,000    21.5
Otieno Odhiambo          1,075,000    21.5
Savannah Seed Fund LP    2,350,000    47.0
ESOP pool                  500,000    10.0
Total                    5,000,000   100.0
The Company Secretary confirms that this schedule agrees with the register of members and with every allotment return filed. There are no outstanding convertible instruments, warrants or promised allocations.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    traits: ['table', 'figures', 'negation'],
  },
  // LTV = 4,500 × 0.40 × (1 / 0.04 = 25 months) = ₦45,000; CAC = ₦180m / 3,000 = ₦60,000; LTV/CAC = 0.75, not 5.2
  {
    id: 'd16-w4-lagos-grocer-ltv-cac',
    documentType: 'pitch_deck',
    text: `Slide 9 — Unit economics (Kudi Grocer, Lagos)
• Monthly revenue: ₦94m (October 2026)
• ARPU: ₦4,500 per active household per month
• Gross margin: 40%
• Monthly customer churn: 4%
• Marketing spend, Jan–Sep 2026: ₦180m for 3,000 new households
• LTV/CAC: 5.2x — best in class for Nigerian e-grocery`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['list', 'figures'],
  },
  // top client KES 71m / KES 210m = 33.8% ≥ 30
  {
    id: 'd16-w4-nairobi-top-client-update',
    documentType: 'pitch_deck',
    text: `Q3 investor update — Lipa Ledger (Nairobi)

Revenue for the twelve months to September reached KES 210m, up from KES 164m a year earlier. The headline win: our top client, a tier-1 bank we can't name under our NDA, renewed for three more years. It paid us KES 71m over the period, so the renewal removes what we saw as our biggest risk. Gross margin held at 61%. We signed 14 new SME lenders this quarter and expect the pipeline to keep growing steadily.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect', 'figures'],
  },
  // LTV = 12 × 0.60 × (1 / 0.03 ≈ 33.3) = $240; CAC = 90,000 / 1,500 = $60; LTV/CAC = 4; payback = 60 / 7.2 ≈ 8.3 months — all agree
  {
    id: 'd16-w4-dar-ue-consistent',
    documentType: 'pitch_deck',
    text: `Unit economics — Shule Direct (Dar es Salaam), October 2026
MRR: $54,000 from 4,500 paying teachers (ARPU $12 a month)
Gross margin: 60%
Monthly churn: 3%
Acquisition spend last quarter: $90,000 for 1,500 new teachers (CAC $60)
LTV: $240 · LTV/CAC: 4x · CAC payback: about 8 months`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['list', 'figures'],
  },
  // founders = 100 − 28 − 12 − 12 − 12 = 36% < 40; the lead at 28% is the largest investor
  {
    id: 'd16-w4-kampala-termsheet-third',
    documentType: 'legal_docs',
    text: `Term sheet — summary for the board (Zuri Logistics Ltd, Kampala)
Series A: USD 6m at USD 9m pre-money. Rift Valley Partners leads with USD 4.2m and will hold 28% post-money; co-investors take the other 12% of the round. Existing seed investors dilute to 12% combined and the option pool is topped up to 12% post-money. The founders, who held 62% before the round, will together hold a little over a third afterwards. Board: two founders, one Rift Valley seat, one independent.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['prose', 'words', 'indirect'],
  },
  // Sahel Fund II 31% + Sahel Co-Invest I 22% = 53% under one manager; founders 41% (not under 40)
  {
    id: 'd16-w4-dakar-same-manager',
    documentType: 'legal_docs',
    text: `Legal due diligence — Sahel Solar SA (Dakar)
3.4 Shareholding. The register shows Sahel Capital Fund II LP at 31.0% and Sahel Capital Co-Invest I LP at 22.0%. Both vehicles are managed by Sahel Capital Management and vote under a single investment committee. The founders, Aminata Sow and Ibrahima Ndiaye, hold 41.0% between them; the ESOP trust holds 6.0%. We compared the register with the cap table and the allotment filings and found them in agreement.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['prose', 'indirect', 'figures'],
  },
  // active founders 4,500,000 / 10,000,000 = 45% (not under 40); departed co-founder keeps 15%
  {
    id: 'd16-w4-abidjan-lapsed-call',
    documentType: 'legal_docs',
    text: `Legal DD report, Kora Pay SARL (Abidjan) — key findings
1. Co-founder Moussa Diallo resigned as CTO in March 2025. His 1,500,000 shares (15% of 10,000,000) remain registered in his name: the company did not exercise its call option under clause 9 of the shareholders' agreement, and the option lapsed in September 2025.
2. The remaining founders, Awa Koné and Yao N'Guessan, hold 4,500,000 shares (45%).
3. The register, the cap table and the allotment filings agree.`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'time', 'figures'],
  },
  // FY2025: Vodacom R9.1m / R38.2m = 23.8%; next largest R1.9m (top two 28.8%); 48% was 2023
  {
    id: 'd16-w4-joburg-past-concentration',
    documentType: 'pitch_deck',
    text: `Slide 7 — Customers (Tala Freight, Johannesburg)
In 2023 Vodacom alone was 48% of our revenue. It was the one risk every investor raised, and we have spent two years fixing it.
FY2025 revenue: R38.2m (FY2024: R29.7m)
Vodacom: R9.1m
Next largest: Bidvest, R1.9m
No other customer above 5% of revenue; 212 active accounts.`,
    present: [],
    absent: ['customer-concentration', 'declining-revenue'],
    traits: ['time', 'figures', 'list'],
  },
  {
    id: 'd16-w4-kigali-safe-sideletter',
    documentType: 'legal_docs',
    text: `Data room Q&A — Mazao Markets Ltd (Kigali)
Q14. Please provide a fully diluted cap table including the SAFEs.
A. Three SAFEs are outstanding, USD 650,000 in total. Two carry a USD 5m valuation cap. The third (USD 150,000, signed in 2022) shows no cap or discount on the copy we hold; the investor says a side letter sets one, and we have not located it. Until that is settled we cannot say how many shares the SAFEs convert into, so the fully diluted table is not final.`,
    present: ['cap-table-complexity'],
    absent: ['litigation'],
    traits: ['prose', 'indirect', 'modality'],
  },
  // 1,440 − 1,100 − 160 − 120 − 400 = −340 per order, not +650
  {
    id: 'd16-w4-kigali-order-waterfall',
    documentType: 'pitch_deck',
    text: `Per-order economics, Q3 2026 — Hoza Eats (Kigali)
Average basket            RWF 8,000
Commission (18%)          RWF 1,440
Rider cost               −RWF 1,100
Payment fees               −RWF 160
Packaging subsidy          −RWF 120
Customer discounts         −RWF 400
Contribution per order   RWF +650
Q3 revenue: RWF 412m on 286,000 orders. We are contribution-positive on every order we deliver.`,
    present: ['unit-economics'],
    absent: [],
    traits: ['table', 'figures'],
  },
  // (₦1.1bn) / ₦3.0bn = 36.7% ≥ 30 from two named buyers; costs ₦2.6bn < revenue
  {
    id: 'd16-w4-kano-anchor-buyers',
    documentType: 'business_plan',
    text: `Business plan 2027 — Tiga Foods Ltd (Kano)
Market position. Our two anchor buyers, Dangote Foods and BUA Foods, together bought ₦1.1bn of our ₦3.0bn revenue in 2025. Operating costs for the year were ₦2.6bn.
Expansion. We will add a fortified flour line. NAFDAC product registration for it was filed in August 2026 and is still awaiting approval; production will start once the registration number is issued.`,
    present: ['customer-concentration', 'pending-licence'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'figures'],
  },
  // fully diluted founders 2,600,000 / 6,150,000 = 42.3%; basic 52%; largest investor 28% basic
  {
    id: 'd16-w4-cairo-basic-vs-fd',
    documentType: 'legal_docs',
    text: `Capitalisation table — Sanduk Health SAE (Cairo), basic vs fully diluted
                      Basic       %      Fully diluted    %
Founders (3)          2,600,000   52.0   2,600,000        42.3
Nile Angels           1,400,000   28.0   1,400,000        22.8
Delta VC              1,000,000   20.0   1,000,000        16.3
ESOP (granted+pool)   -           -        700,000        11.4
Convertible note      -           -        450,000         7.3
Total                 5,000,000  100.0   6,150,000       100.0
Counsel has reconciled the basic column to the register and the note line to the note's signed conversion terms.`,
    present: [],
    absent: ['low-founder-ownership', 'cap-table-complexity', 'investor-control'],
    traits: ['table', 'figures'],
  },
  // founders 36% < 40; largest investor 22%; runway $420k / $70k = 6 months < 9; burn $70k < revenue $85k
  {
    id: 'd16-w4-dakar-pie-legend',
    documentType: 'pitch_deck',
    text: `Slide 12 — Ownership after the seed extension (pie chart), Kaabu Mobility, Dakar
Legend: ■ Founders 36%  ■ Investors 49% (Teranga Ventures 22%, Baobab Seed 18%, angels 9%)  ■ ESOP 15%
Slide 13 — Finances
Revenue: $85k a month
Monthly burn: $70k
Cash in bank at 31 October: $420k`,
    present: ['low-founder-ownership', 'short-runway'],
    absent: ['investor-control', 'burn-above-revenue'],
    traits: ['split', 'figures'],
  },
  {
    id: 'd16-w4-lusaka-register-mismatch',
    documentType: 'legal_docs',
    text: `Legal due diligence — Tembo Insure Ltd (Lusaka)
Share capital. The register of members lists 9 shareholders; the management cap table lists 11. Two angel allotments from 2021 (together 240,000 shares) appear in the cap table but in no board resolution, allotment return or share certificate. We could not reconcile the two records.
Disputes. A former sales associate has filed a claim at the Industrial Relations Court for unpaid options and wrongful dismissal; the hearing is set for February 2027.`,
    present: ['cap-table-complexity', 'litigation'],
    absent: ['founder-departure'],
    traits: ['prose', 'figures'],
  },
  // after conversion: Nile 5,600,000 / 10,400,000 = 53.8% ≥ 50; founders 3,500,000 / 10,400,000 = 33.7% < 40
  {
    id: 'd16-w4-mombasa-note-conversion',
    documentType: 'legal_docs',
    text: `Term sheet extract — conversion of the 2025 note (Fahari Energy Ltd, Mombasa)
On closing, the USD 2m convertible note converts at the Series A price. Pro forma shareholding:
- Nile Growth Partners (noteholder and Series A lead): 5,600,000
- Founders Halima Said and Juma Mwinyi: 3,500,000
- ESOP: 900,000
- Angels: 400,000
Total: 10,400,000 shares.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Atlas 48.5% (< 50); founders 44% (not under 40)
  {
    id: 'd16-w4-joburg-atlas-declined',
    documentType: 'legal_docs',
    text: `Board paper — proposed Atlas round (Kasi Learning (Pty) Ltd, Johannesburg)
After the round Atlas Growth would hold 48.5% fully diluted, the founders 44.0% and the option pool 7.5%. Atlas asked for a majority stake and a casting vote; we declined both, and the term sheet now gives Atlas two of five board seats. Our attorneys reconciled the cap table with the share register on 12 November and found no differences.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['prose', 'modality', 'negation', 'figures'],
  },
  // CAC = GH₵600,000 / 1,000 = GH₵600; monthly GP = 150 × 0.5 = GH₵75; payback = 8 months, not 4; churn 6% ≥ 5%
  {
    id: 'd16-w4-accra-pos-payback',
    documentType: 'pitch_deck',
    text: `Merchant growth — Dwaso POS (Accra), Q3 2026
Revenue: GH₵ 1.8m for the quarter (Q2: GH₵ 1.4m)
Sales & marketing: GH₵ 600,000 → 1,000 new merchants
ARPU: GH₵ 150 per merchant per month, gross margin 50%
Monthly logo churn: 6%
CAC payback: 4 months`,
    present: ['unit-economics', 'high-churn'],
    absent: [],
    traits: ['list', 'figures'],
  },
  // Rawbank USD 0.8m / USD 3.2m = 25%; no one else above 2%
  {
    id: 'd16-w4-kinshasa-top-quarter',
    documentType: 'pitch_deck',
    text: `Slide 8 — Who pays us (Mbongo Logistics, Kinshasa)
Revenue 2025: USD 3.2m.
Largest customer: Rawbank, USD 0.8m.
Everyone else: more than 400 small retailers and pharmacies, none above 2% of revenue.
Rawbank renewed in June and has asked us to quote for double the volume next year; we have not priced it yet.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['list', 'figures', 'modality'],
  },
  // about a third of billings from one partner ≥ 30%; CBE suspension is a regulator's sanction
  {
    id: 'd16-w4-cairo-wallet-suspension',
    documentType: 'pitch_deck',
    text: `Investor update, November 2026 — Wallety (Cairo)
Revenue January–October: EGP 46m (same period 2025: EGP 31m).
Distribution: our agent partner Kemet Agents accounts for about a third of billings; the rest comes through 1,900 independent kiosks.
Regulatory: in June the Central Bank of Egypt suspended our onboarding of new wallets for 60 days pending a KYC review. Onboarding resumed in August.`,
    present: ['customer-concentration', 'regulatory'],
    absent: ['declining-revenue'],
    traits: ['words', 'time', 'prose'],
  },
  {
    id: 'd16-w4-gqeberha-fs-note14',
    documentType: 'financial_statements',
    text: `Ubuntu Cold Chain (Pty) Ltd — extracts from the financial statements, year ended 28 February 2026
Revenue: R 14.2m (2025: R 12.9m).
Auditor's report: qualified opinion — the auditor could not verify the completeness of share capital.
Going concern: the directors draw attention to net current liabilities of R 4.1m and note a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern.
Note 14, share capital: the share register is being reconciled against allotments; 250,000 shares promised to early employees in 2022 were never issued and do not appear in the register.`,
    present: ['going-concern', 'audit-opinion', 'cap-table-complexity'],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'time'],
  },
  // 8,000 − 4,500 − 600 − 1,200 = 1,700 ✓; 170,000 × 8,000 = UGX 1.36bn ✓
  {
    id: 'd16-w4-kampala-waterfall-agrees',
    documentType: 'pitch_deck',
    text: `Order waterfall — Sokoni Go (Kampala), October 2026
Average order value: UGX 40,000
Take rate 20% → UGX 8,000 revenue per order
Rider: −UGX 4,500 | Payments: −UGX 600 | Promotions: −UGX 1,200
Contribution: UGX 1,700 per order
October revenue: UGX 1.36bn from 170,000 orders.`,
    present: [],
    absent: ['unit-economics'],
    traits: ['list', 'figures'],
  },
  // founders 3 × 12% = 36% < 40; largest investor Comoé 24%
  {
    id: 'd16-w4-abidjan-no-rival',
    documentType: 'pitch_deck',
    text: `Yako Agri (Abidjan) — seed deck
Slide 4, Competition: there is no other company offering input credit to cocoa cooperatives in Côte d'Ivoire.
Slide 10, Traction: 2025 revenue XOF 640m across 38 cooperatives.
Slide 14, Cap table: founders Koffi, Mariam and Serge, 12% each; Comoé Capital 24%; Lagune Angels 20%; other angels 10%; ESOP 10%.`,
    present: ['no-competition', 'low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['split', 'figures'],
  },
  {
    id: 'd16-w4-arusha-rectified-register',
    documentType: 'legal_docs',
    text: `Legal opinion on share capital — Hewa Air Services Ltd (Arusha)
In 2024 the management cap table and the register of members differed by 180,000 shares because of an unregistered transfer. The transfer was stamped and registered, and the register rectified, in February 2025. We have compared the register, the allotment returns, the cap table and the share certificates as at 31 October 2026 and found them consistent. There are no outstanding options, notes or SAFEs.`,
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['time', 'negation', 'prose'],
  },
];
