/**
 * Development set, sixth round, English: the texts that carry a flag, in decks, term sheets and other legal documents (how the round's texts were written: cases-dev-generalise-sixth-en.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthEnglishFlagsDecks: readonly RedFlagCase[] = [
  {
    id: 'sixth-en-deck-two-thirds-offtaker',
    documentType: 'pitch_deck',
    text: `Slide 6 - Traction
| | FY2024 | FY2025 |
| Revenue (USD k) | 410 | 690 |
| Buyers under contract | 3 | 5 |
Roughly two-thirds of FY2025 revenue was invoiced to a single offtaker, Twiga Foods.
All-in monthly costs run at about $45k.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'indirect'],
  },
  {
    id: 'sixth-en-terms-fund-majority',
    documentType: 'legal_docs',
    text: `Summary of terms - Series A
On completion Savanna Growth Fund II will hold 54.2% of the fully diluted share capital.
The two founders will hold 12.4% and 11.1%; the option pool is 10%, and angels hold the remainder.
Board: three seats for the Fund, one for the founders.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-dd-distributor-claim',
    documentType: 'legal_docs',
    text: `Legal due diligence - findings
3.2 A former distributor filed a claim in the Federal High Court, Lagos, in May 2025 for N240m in unpaid commissions. The next hearing is in February. Management hopes to settle; nothing has been signed.
3.3 No other proceedings were disclosed.`,
    present: ['litigation'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'list'],
  },
  {
    id: 'sixth-en-deck-delivery-cost-of-sales',
    documentType: 'pitch_deck',
    text: `Where we are
Last quarter we delivered 230,000 orders for revenue of KES 41m.
Rider pay, fuel and packaging - our cost of sales - came to KES 48m.
Density in Nairobi should bring the cost per order down during 2026.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-deck-ltv-cac-contradicted',
    documentType: 'pitch_deck',
    text: `Unit economics
LTV/CAC: 4.1x
The average subscriber pays $30 a month at a 60% gross margin and stays 10 months.
We spend about $180 in paid acquisition per subscriber.
ARR: $1.4M; monthly operating costs: $95k.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['figures'],
  },
  {
    id: 'sixth-en-deck-school-renewals',
    documentType: 'pitch_deck',
    text: `Retention
Of the 1,000 schools that signed up in 2023, 510 renewed for 2024.
We are fixing onboarding with a new customer-success team.
Revenue 2024: $2.3M.`,
    present: ['high-churn'],
    absent: [],
    language: 'en',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'sixth-en-dd-warehouse-in-law',
    documentType: 'legal_docs',
    text: `Commercial due diligence - property
The company leases its Kigali warehouse from Ikaze Properties Ltd for RWF 4m a month. Ikaze is owned by the CEO's brother-in-law; the lease was never put to the board.`,
    present: ['related-party'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-nobody-else',
    documentType: 'pitch_deck',
    text: `Competition
Nobody else offers invoice financing to Sahel exporters. Banks will not touch the segment and fintechs have ignored it.
Revenue 2025: EUR 740k, from 38 exporters.`,
    present: ['no-competition'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-cap-table-founders-third',
    documentType: 'legal_docs',
    text: `Capitalisation table (fully diluted, post-Series A)
| Shareholder | Shares | % |
| Kwame Mensah (founder, CEO) | 1,800,000 | 18.0% |
| Esi Boateng (founder, CTO) | 1,500,000 | 15.0% |
| Seed investors | 2,700,000 | 27.0% |
| Series A lead | 3,000,000 | 30.0% |
| ESOP | 1,000,000 | 10.0% |`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'en',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-en-dd-register-mismatch',
    documentType: 'legal_docs',
    text: `Corporate due diligence
The share register kept by the company secretary does not agree with the cap table in the data room: 312,000 shares issued to angels in 2021 appear in the cap table but not in the register. Management says it is reconciling the two.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-psb-under-review',
    documentType: 'pitch_deck',
    text: `Regulation
We applied to the CBN for a payment service bank licence in January 2025; the application is still under review.
Until then we operate through a partner bank.
Revenue 2025: N620m.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-no-numbers',
    documentType: 'pitch_deck',
    text: `Problem: 60% of Senegal's informal retailers cannot get stock on credit.
Solution: buy-now-pay-later for shop owners, repaid through mobile money.
Team: ex-Wave and ex-Jumia.
Market: a $4bn opportunity across francophone West Africa.
Ask: $1.5M seed.`,
    present: ['missing-financials'],
    absent: [],
    language: 'en',
    traits: ['list'],
  },
  {
    id: 'sixth-en-deck-two-telcos',
    documentType: 'pitch_deck',
    text: `Customers
MTN and Airtel together brought in 41% of 2025 revenue of $3.2M; the rest comes from 60 enterprises.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'sixth-en-deck-runway-in-words',
    documentType: 'pitch_deck',
    text: `Finances
We have about three hundred thousand dollars left and spend around sixty thousand dollars a month net of revenue.
Revenue is running at ninety thousand dollars a month.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'en',
    traits: ['words', 'figures'],
  },
];
