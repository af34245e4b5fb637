/** Third held-out set: English pitch decks that carry flags. */
import type { RedFlagCase } from './case';

export const thirdEnDecks: readonly RedFlagCase[] = [
  {
    id: 'h3-en-rift-dairy-no-competition',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Slide 6 — Competition
There is no competition. Nobody else gives smallholder dairy farmers in the Rift Valley credit against their milk deliveries.

Slide 7 — Traction & plan
FY2024 revenue: KES 9.6m from 12,400 paying farmers.
FY2025 target: KES 58m.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-en-grocery-ltv-cac-slide',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Unit economics (slide 9)
- LTV/CAC: 5.2x
- Average order value: $14
- Gross margin: 22%
- Orders per customer per month: 1.6
- Average customer life: 6 months
- Blended CAC: $41
Q3 revenue: $310k`,
    present: ['unit-economics'],
    absent: [],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-sme-accounts-movement-table',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Customer movement, Q1 2025 (SME accounts)
Month | Opening | Lost | Won | Closing
Jan | 820 | 41 | 96 | 875
Feb | 875 | 47 | 88 | 916
Mar | 916 | 50 | 91 | 957
MRR in March: $96k, up from $84k in January.`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-arr-with-implementation-fee',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Traction
ARR $2.4M (Sept 2025), including a $300k implementation fee paid once by MTN for the Uganda roll-out.
61 enterprise clients; the largest is 17% of revenue.`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-abuja-contribution-claim',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Why we win: every order is contribution-positive.
Average basket: ₦6,800
Product cost per order: ₦5,300
Last-mile delivery cost per order: ₦2,100
Q3 revenue: ₦91m; cost of sales: ₦99m (we subsidise delivery in Abuja to win share).`,
    present: ['unit-economics', 'gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-joburg-post-seed-cap-table',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Cap table (post-seed)
Zanele Dube, CEO — 19%
Sipho Nkosi, CTO — 16%
Seed investors (four funds) — 41%
Angels — 12%
ESOP — 12%
Revenue run-rate: ZAR 14m.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-twenty-percent-mom-plan',
    documentType: 'pitch_deck',
    language: 'en',
    text: `The plan: we grow 20% month on month for the next twelve months, taking GMV from $400k to over $3.5M a month. Revenue today is $52k a month at a 13% take rate.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-lagos-cold-rooms-deck',
    documentType: 'pitch_deck',
    language: 'en',
    text: `1. Problem: 60% of Lagos traders lose stock to poor storage.
2. Solution: solar cold rooms rented by the crate.
3. Market: $14bn of fresh produce moves through Nigerian open markets each year.
4. Team: ex-Jumia and ex-Coca-Cola operators.
5. Ask: $2M seed to open 40 hubs.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['list'],
  },
  {
    id: 'h3-en-ride-hailing-where-money-goes',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Where the money goes: we spend roughly ZAR 1.9m a month, two thirds of it on the driver fleet, and bring in ZAR 1.2m. We closed the bridge in August, so there is ZAR 31m in the bank.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'h3-en-team-slide-cofounder-stake',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Team
Amina Yusuf — co-founder & CEO (ex-Andela)
Ifeoma Chukwu — Head of Growth
Our co-founder Bayo Adeyemi stepped away from the business in mid-2024; he keeps his 12% stake.
Revenue 2024: ₦420m.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-en-financials-snapshot-runway',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Financials snapshot
Revenue (last 12 months): $1.1M
Gross margin: 58%
Runway: 7 months at current spend
Raising: $3M Series A`,
    present: ['short-runway'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-en-contact-list-scoring-risk',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Risks we are watching
The Office of the Data Protection Commissioner has opened a consultation on whether digital lenders may use phone contact lists for credit scoring, and it has not said when it will rule. Our current model relies on those lists, so its legal footing is uncertain until then.
Revenue: KES 74m in the last twelve months.`,
    present: ['regulatory'],
    absent: [],
    traits: ['prose', 'modality'],
  },
  {
    id: 'h3-en-safes-being-reconciled',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Cap table: we are still reconciling the 2021–2022 SAFEs (seven notes, three different caps) with the share register, so the post-money table is indicative only and may move by a few points.
2024 revenue: $640k.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose', 'modality'],
  },
  {
    id: 'h3-en-korle-bu-third',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Customers: we serve 38 hospitals across Ghana. Korle Bu Teaching Hospital alone accounts for a little over a third of our revenue of GHS 11.4m.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-strategic-half-shareholding',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Shareholding after this round
Dangote Ventures (strategic) — 50.0%
Founders (Obi and Halima, full-time) — 41.5%
ESOP — 8.5%
2025 revenue forecast: ₦1.4bn (2024: ₦0.9bn)`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'unrealistic-growth'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-en-dakar-bus-tickets-deck',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Seed deck — Tamtam Mobility (Dakar)
• 1.2M daily bus riders, no digital ticketing
• Our product: QR tickets on the Dem Dikk network
• Why now: the BRT line opened in 2025
• Competitive landscape: we have no competitors; nobody else has an agreement with Dem Dikk
• Raising: €1.5M`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    traits: ['list'],
  },
  {
    id: 'h3-en-cedi-revenue-by-year',
    documentType: 'pitch_deck',
    language: 'en',
    text: `Revenue by year (GHS m): 2022 — 6.1; 2023 — 7.4; 2024 — 6.9. The cedi's fall hit volumes in 2024; we expect to recover in 2025.`,
    present: ['declining-revenue'],
    absent: [],
    traits: ['figures', 'time'],
  },
];
