/** The retired sixth held-out set, English texts 17–32 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthEnCases2: readonly RedFlagCase[] = [
  // MTN Uganda 1.4 / 3.9 = 35.9% of revenue (>= 30%).
  {
    id: 'sixth-en-017',
    documentType: 'financial_statements',
    text: `Note 5 — Revenue by customer (UGX '000,000)
Customer	FY2024
MTN Uganda	1,400
Stanbic Bank Uganda	620
Other (212 customers)	1,880
Total revenue	3,900`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['table-tab', 'figures', 'indirect'],
  },
  // Largest customer 27% < 30%.
  {
    id: 'sixth-en-018',
    documentType: 'pitch_deck',
    text: `Customers
Our largest account, a national retail chain, was 27% of revenue in 2024, down from 41% in 2022 as we added 60 mid-size clients. Total revenue 2024: ZAR 48m.`,
    present: [],
    absent: ['customer-concentration', 'declining-revenue'],
    traits: ['prose', 'time', 'figures'],
  },
  // Revenue FY2024 41.7 < FY2023 48.2.
  {
    id: 'sixth-en-019',
    documentType: 'financial_statements',
    text: `STATEMENT OF PROFIT OR LOSS (EGP millions)
                         FY2024     FY2023
Revenue                   41.7       48.2
Gross profit              17.9       20.6
Operating profit           3.1        5.4`,
    present: ['declining-revenue'],
    absent: ['gross-margin'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'sixth-en-020',
    documentType: 'pitch_deck',
    text: `Nine-month update: revenue came in 8% below our budget of EGP 64m, but at EGP 58.9m it is still 22% above the same nine months of last year. The miss is timing — two hospital contracts slipped into Q4.`,
    present: [],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'time'],
  },
  // Cost of sales 3.6 > revenue 3.2: negative gross margin; costs above revenue.
  {
    id: 'sixth-en-021',
    documentType: 'financial_statements',
    text: `Management P&L, H1 2025 (ZAR m)
- Revenue ............ 3.2
- Cost of sales ...... 3.6
- Gross profit ....... (0.4)
Comment: input prices for maize rose faster than we could pass them on.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['list', 'figures'],
  },
  // Gross margin 41% -> 34%: down 7 points.
  {
    id: 'sixth-en-022',
    documentType: 'pitch_deck',
    text: `KEY METRICS
Revenue 2023 → 2024: USD 2.1m → USD 2.9m
Gross margin 2023 → 2024: 41% → 34%
Headcount: 46`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['slide', 'figures'],
  },
  // Gross margin 38% -> 34.5%: down 3.5 points (< 5).
  {
    id: 'sixth-en-023',
    documentType: 'business_plan',
    text: `Gross margin eased from 38.0% in 2023 to 34.5% in 2024 as we subsidised delivery in two new cities; on revenue of MAD 21m it remains well above the sector average. We expect it back to 37% in 2025.`,
    present: [],
    absent: ['gross-margin'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-en-024',
    documentType: 'pitch_deck',
    text: `SaaS metrics (Sept)
MRR: USD 84k
Logo churn: 6.2% monthly (trailing 3-month average)
Net revenue retention: 92%`,
    present: ['high-churn'],
    absent: [],
    traits: ['slide', 'figures', 'direct'],
  },
  // 3.8% monthly < 5%; retention 68% >= 55%.
  {
    id: 'sixth-en-025',
    documentType: 'pitch_deck',
    text: `Retention
Monthly merchant churn averaged 3.8% in 2024 (4.9% in the worst month, March). Twelve-month cohort retention stands at 68%. ARR: USD 1.4m.`,
    present: [],
    absent: ['high-churn'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-en-026',
    documentType: 'business_plan',
    text: `Subscriber base — learning app (Ethiopia)
Of the students who subscribed in January 2024, 51% were still paying twelve months later. Subscription revenue 2024: ETB 38m.`,
    present: ['high-churn'],
    absent: [],
    traits: ['prose', 'figures', 'indirect'],
  },
  {
    id: 'sixth-en-027',
    documentType: 'pitch_deck',
    text: `Traction
ARR KES 180m (Dec 2024), of which KES 40m is the one-time integration fee paid by a telco partner in November. Recurring subscriptions make up the balance.`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['slide', 'indirect'],
  },
  {
    id: 'sixth-en-028',
    documentType: 'financial_statements',
    text: `Revenue analysis (USD '000)
| Stream                     | 2024  |
| Subscriptions (recurring)  | 1,100 |
| Set-up fees (one-off)      |    90 |
| Total revenue              | 1,190 |
ARR is reported on subscriptions only; set-up fees are excluded from ARR and from MRR.`,
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['table-pipe', 'negation'],
  },
  // 0.8 -> 4.0 = 5x in one year.
  {
    id: 'sixth-en-029',
    documentType: 'business_plan',
    text: `Financial projections (revenue in USD m)
Year      2025A   2026F   2027F
Revenue    0.8     4.0     9.5
Clinics     12      55     130`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  // 0.5 -> 1.6 -> 5.0 -> 15.5: about 3.1-3.2x each year for three years.
  {
    id: 'sixth-en-030',
    documentType: 'pitch_deck',
    text: `THE PLAN
2024: USD 0.5m revenue
2025: USD 1.6m
2026: USD 5.0m
2027: USD 15.5m
Path to 1 million riders across Accra, Kumasi and Abidjan.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['slide', 'list', 'figures'],
  },
  // 1.2 -> 2.6 -> 4.9 -> 8.1: 2.2x, 1.9x, 1.7x (under 3x).
  {
    id: 'sixth-en-031',
    documentType: 'business_plan',
    text: `Revenue outlook: USD 1.2m in 2024, then a plan of USD 2.6m, USD 4.9m and USD 8.1m for 2025–2027. Growth slows each year as the Lagos market matures.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-en-032',
    documentType: 'pitch_deck',
    text: `--- slide 1 --- MAJI SMART — pay-as-you-go water for peri-urban Dar es Salaam
--- slide 2 --- Problem: 4 million people buy water from vendors at 10x the utility price
--- slide 3 --- Solution: prepaid smart taps, M-Pesa top-up
--- slide 4 --- Market: USD 600m a year in East Africa
--- slide 5 --- Team: ex-Vodacom, ex-DAWASA engineers
--- slide 6 --- Ask: USD 1.5m seed`,
    present: ['missing-financials'],
    absent: [],
    traits: ['slide-dump', 'indirect'],
  },
];
