/** Writer 3's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW3P2: readonly RedFlagCase[] = [

  // 09 — pitch deck (bullets), health membership plan, The Gambia.
  // unit-economics PRESENT: stated LTV/CAC 5.1x; own figures: LTV = ARPU 350 x GM 40% / churn 3% = GMD 4,667; CAC 2,400 -> 1.9x. Payback 2,400 / 140 = 17 months.
  // high-churn ABSENT: member churn 3% a month (~36% a year simple), below 5%/45%.
  // missing-financials ABSENT: monthly revenue GMD 2.87m stated.
  // burn-above-revenue ABSENT: no burn or operating costs stated; gross margin positive.
  // unrealistic-growth ABSENT: 8,200 members -> 40,000 by end 2027 = 4.9x over two years = ~2.2x a year (< 4x).
  {
    id: 'h22-en-w3-09',
    documentType: 'pitch_deck',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['unit-economics'],
    absent: ['high-churn', 'missing-financials', 'burn-above-revenue', 'unrealistic-growth'],
    text: `KANU HEALTH — Investor presentation, 2025

Slide 1: Primary care for GMD 350 a month
Kanu Health is a monthly membership that gives families unlimited consultations and basic lab tests at 26 partner clinics in Kanifing, Brikama and Banjul, paid by mobile money.

Slide 2: Problem
- Most households pay for clinic visits in cash, and many delay care until it is expensive.
- Clinics have no predictable income.

Slide 3: Traction
- 8,200 paying members (December 2025)
- Monthly revenue: GMD 2.87 million
- Gross margin after clinic payouts: 40%
- Member churn: 3% a month
- 4.6 visits per member per year

Slide 4: Acquisition
- Community agents and radio spots on Paradise FM
- Blended customer acquisition cost: GMD 2,400 per member
- Employer channel launched in October with two hotels and one telecom distributor

Slide 5: Unit economics
- Lifetime value per member: strong and rising
- LTV/CAC: 5.1x
- Members referred by other members cost almost nothing to acquire

Slide 6: Market
- 2.7 million people, fewer than 10% with any health cover
- Target: 40,000 members by end 2027

Slide 7: Team
- Dr Binta Sowe, CEO (former medical officer, Edward Francis Small Teaching Hospital)
- Omar Drammeh, CTO (built payment rails for a mobile operator)

Slide 8: The ask
USD 800,000 seed to expand the clinic network to the North Bank and Upper River regions and build the employer channel.`,
  },

  // 10 — pitch deck (slide text, no financial figure), edtech, Tanzania.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only learners, schools, market size, amount raised and percentages of use of funds).
  // unrealistic-growth ABSENT: no projection given.
  // pending-licence ABSENT: TIE approval was granted in 2024.
  // no-competition ABSENT: competitors are named.
  {
    id: 'h22-en-w3-10',
    documentType: 'pitch_deck',
    traits: ['list', 'words', 'indirect'],
    present: ['missing-financials'],
    absent: ['unrealistic-growth', 'pending-licence', 'no-competition'],
    text: `DARASA PLUS — Seed round deck

1. Mission
Every Form 1–4 student in Tanzania should be able to practise mathematics and physics in Kiswahili and English, on any phone, every day.

2. Problem
- Secondary classrooms in Dodoma and Morogoro regions often have more than 70 students per teacher.
- Fewer than one student in three passes Form Four mathematics.
- Printed revision books are scarce outside regional towns.

3. Solution
- Short lessons and quizzes delivered by USSD, SMS and a light Android app
- Teacher dashboard showing which topics each class has not mastered
- Content aligned to the national syllabus and approved by the Tanzania Institute of Education in 2024

4. Traction
- 14,300 weekly active learners
- 62 partner secondary schools, public and private
- 71% of learners who start a topic complete it
- Pilot schools improved mock-exam mathematics averages by 11 points

5. Business model
Private schools pay per learner per term; public schools are covered by district and donor sponsorship. Parents can upgrade to a premium exam-preparation pack.

6. Competition
Shule Direct and Ubongo reach many students with broadcast and web content; we differ by running on basic phones and giving teachers class-level data.

7. Market
About 2.6 million students in Tanzanian secondary schools.

8. Team
- Asha Mwakyusa, CEO — former mathematics teacher and TIE curriculum reviewer
- Peter Kimaro, CTO — previously built USSD services for a mobile-money provider

9. The ask
Raising USD 750,000 seed.
Use of funds: 45% content, 35% school acquisition, 20% team.`,
  },

  // 11 — business plan (markdown table), solar irrigation, The Gambia. NO FLAG.
  // unrealistic-growth ABSENT: highest year 14.0/8.0 = 1.75x; 2025->2028 32/8 = 4x over three years ("quadruple") = ~1.6x a year, far below 3x a year.
  // gross-margin ABSENT: 39% -> 40%, stable.
  // burn-above-revenue ABSENT: 2025 costs 4.9 + 2.4 = 7.3m < revenue 8.0m.
  // customer-concentration ABSENT: largest client 24% (hypothetical loss only).
  // founder-departure ABSENT: co-founder's leave is over; she returned full-time.
  // pending-licence / regulatory ABSENT: a PURA licence would be needed only for grid sales, which are not planned; no application made, no uncertainty stated.
  {
    id: 'h22-en-w3-11',
    documentType: 'business_plan',
    traits: ['table', 'modality', 'words', 'time', 'figures'],
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'customer-concentration', 'founder-departure', 'pending-licence', 'regulatory'],
    text: `SunPump Gambia — Business plan 2026–2028

Who we are
SunPump installs solar-powered irrigation for women's vegetable gardens and commercial horticulture farms in the West Coast and Lower River regions, and sells water-as-a-service on monthly contracts.

Performance and projections (GMD million)

| Year            | 2024A | 2025A | 2026P | 2027P | 2028P |
|-----------------|-------|-------|-------|-------|-------|
| Revenue         |   5.1 |   8.0 |  14.0 |  22.0 |  32.0 |
| Cost of sales   |   3.1 |   4.9 |   8.5 |  13.3 |  19.2 |
| Gross margin    |   39% |   39% |   39% |   40% |   40% |

Operating expenses were GMD 2.4 million in 2025, so the company was profitable at operating level.

Growth
2026 is our fastest planned year, at 1.75 times 2025, driven by the 60 community gardens already contracted under a donor-funded programme. Over 2025–2028 revenue would roughly quadruple, which requires about 60% growth a year — in line with what we achieved in 2025.

Customers
Our largest client, a commercial horticulture exporter, accounted for 24% of 2025 revenue. If we lost that client, revenue could fall by about a quarter in the following year; we are therefore adding community gardens, which now number 94 and are each below 2% of revenue.

Team
Co-founder Fatou Bah, who took maternity leave for most of 2024, returned full-time as COO in February 2025. The founding team of three is unchanged.

Regulation
We generate solar power only for our own pumps. Selling surplus power to NAWEC would require a licence from PURA; this plan contains no grid sales and we have not applied.

Funding
We seek GMD 9 million of blended finance: GMD 6 million of asset finance for pumps and GMD 3 million of equity.`,
  },

  // 12 — WhatsApp-style founder messages (split lines), fish cold-chain logistics, The Gambia.
  // short-runway PRESENT: on 3 July, cash covers costs only until about the second week of September: ~10 weeks (~2.3 months < 9).
  // customer-concentration PRESENT: Coco Ocean group 2.1m of Q2 invoices 4.6m = 45.7% (>= 30%).
  // burn-above-revenue ABSENT: no burn stated; implied net burn ~1.2m / 2.3 = ~0.5m a month < monthly revenue ~1.5m (4.6m / 3).
  // debt-distress ABSENT: truck loan up to date, never missed (negation).
  // declining-revenue ABSENT: Q2 4.6m > Q1 4.1m.
  {
    id: 'h22-en-w3-12',
    documentType: 'business_plan',
    traits: ['split', 'time', 'indirect', 'negation', 'figures'],
    present: ['short-runway', 'customer-concentration'],
    absent: ['burn-above-revenue', 'debt-distress', 'declining-revenue'],
    text: `[03/07/2025, 21:14] Isatou Jatta: Hi Ebrima, quick update before Friday's call 🙏
[03/07/2025, 21:14] Isatou Jatta: Q2 invoices came to GMD 4.6m, up from 4.1m in Q1. Volumes from Tanji landing site up almost 20%
[03/07/2025, 21:15] Isatou Jatta: Honest bit: 2.1m of the Q2 invoices were Coco Ocean group alone (their 3 hotels + the catering arm)
[03/07/2025, 21:15] Isatou Jatta: We're talking to the Kololi hotels to spread it out but that takes time
[03/07/2025, 21:16] Ebrima Sanneh: ok. and cash?
[03/07/2025, 21:17] Isatou Jatta: Bank balance today GMD 1.2m
[03/07/2025, 21:17] Isatou Jatta: That covers payroll, fuel and the truck loan instalments until about the second week of September
[03/07/2025, 21:18] Isatou Jatta: After that we need the bridge to have closed
[03/07/2025, 21:18] Ebrima Sanneh: the GTBank truck loan is fine?
[03/07/2025, 21:19] Isatou Jatta: Yes, fully up to date, we've never missed an instalment 👍
[03/07/2025, 21:20] Isatou Jatta: Third reefer truck arrives from Dakar next week, so Brikama–Soma route starts in August
[03/07/2025, 21:21] Isatou Jatta: I'll send the deck and the Q2 management pack tomorrow morning
[03/07/2025, 21:21] Ebrima Sanneh: 👍 send the bridge terms too`,
  },

  // 13 — investor memo (prose), B2B pharmacy supply, Tanzania. NO FLAG.
  // unit-economics ABSENT: GP per clinic 1.5m x 12% = 180k/month; LTV capped at 36 months = 6.48m; CAC 1.6m -> 4.05x (stated "about 4x"); payback 1.6m / 180k = 8.9 months (stated "about 9"): consistent.
  // unrealistic-growth ABSENT: "quintuple" is the market's forecast to 2030, not the company's; company projection 11.0 / 7.1 = 1.55x.
  // high-churn ABSENT: the 8% a month is the clinics' own patient churn (another subject); DawaLink's clinic retention is 91% a year.
  // litigation ABSENT: only a threatened claim, none filed.
  // burn-above-revenue / short-runway ABSENT: EBITDA-positive since May, no burn.
  // pending-licence ABSENT: wholesale permit granted in 2023.
  {
    id: 'h22-en-w3-13',
    documentType: 'business_plan',
    traits: ['prose', 'figures', 'modality', 'indirect', 'words'],
    present: [],
    absent: ['unit-economics', 'unrealistic-growth', 'high-churn', 'litigation', 'burn-above-revenue', 'short-runway', 'pending-licence'],
    text: `INVESTMENT MEMO — DawaLink Ltd (Series A, USD 5 million)
Prepared for the investment committee, 10 February 2026

Business
DawaLink supplies medicines and consumables to private clinics and dispensaries in Dar es Salaam, Dodoma and Mwanza, ordering by app or WhatsApp with next-day delivery. It holds a wholesale permit from the Pharmacy Council, granted in 2023.

Trading
410 clinics ordered in January 2026, with an average order value of TZS 1.5 million a month; monthly revenue is about TZS 620 million and 2025 revenue was TZS 7.1 billion. Gross margin is 12%. The company has been EBITDA-positive since May 2025 and holds TZS 2.4 billion in cash. Management projects TZS 11.0 billion of revenue for 2026.

Unit economics
Each clinic brings about TZS 180,000 of gross profit a month. Management caps lifetime at 36 months, giving an LTV of TZS 6.5 million against a customer acquisition cost of TZS 1.6 million: about 4x, with payback in about nine months. Of the clinics active in January 2025, 91% were still ordering in January 2026.

Market
A market study commissioned by a development finance institution forecasts that Tanzania's B2B pharmaceutical e-commerce market will quintuple by 2030 as distributors digitise. We treat that as context, not as a basis for our case. Our interviews also showed that the clinics themselves lose about 8% of their patients a month to competing facilities, which is why they value a reliable stock of chronic-care medicines.

Risks
A competing distributor has written to DawaLink claiming its name is confusingly similar and could bring a claim; no proceedings have been filed, and counsel considers the risk low. Pricing pressure could compress margin if multinational distributors move down-market.

Recommendation
Proceed to term sheet at the valuation discussed, subject to legal due diligence on the trademark question.`,
  },
];
