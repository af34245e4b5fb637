/** EIGHTH held-out set, English texts 27–52 (see cases-dev-retired-eighth.ts). */
import type { RedFlagCase } from './case';

export const redFlagEighthEnCases2: readonly RedFlagCase[] = [
  // Largest client EGP 22.4m / EGP 64m = 35%.
  {
    id: 'h8-en-egypt-pharma-deck',
    documentType: 'pitch_deck',
    text: `Slide 4 — Why now
Egypt's B2B pharma ordering is still 90% phone-based.

Slide 5 — Competition
None. No other company offers a marketplace for pharmacy restocking in Egypt.

Slide 6 — Traction
• 2025 revenue: EGP 64m
• Largest client, a pharmacy chain in Alexandria, accounted for EGP 22.4m
• 2,300 pharmacies ordering monthly`,
    present: ['no-competition', 'customer-concentration'],
    absent: ['missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Investor 6,100/10,000 = 61%; founders 3,000/10,000 = 30%.
  {
    id: 'h8-en-karoo-termsheet',
    documentType: 'legal_docs',
    text: `Term sheet — Series A Preference Shares, Karoo Robotics (Pty) Ltd

Investment: R90m by Ubuntu Capital Partners (the Investor)
Post-money capitalisation: 10,000 shares
– Investor: 6,100 Series A shares
– Founders (Naledi Khumalo and Pieter van Wyk): 3,000 ordinary shares
– ESOP: 900 shares
Board: five seats, three appointed by the Investor.
Liquidation preference: 1× non-participating.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h8-en-naira-vault-dd',
    documentType: 'legal_docs',
    text: `Regulatory findings — Naira Vault Ltd

(a) In April 2026 the Securities and Exchange Commission fined the company ₦25m for offering digital asset trading to the public without registration, and ordered it to stop onboarding new users until registered.
(b) The company applied for registration as a Digital Asset Exchange in May 2026. The application is still under review and no date for a decision has been given.
(c) The company's CAC annual returns are up to date.`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['list', 'time'],
  },
  {
    id: 'h8-en-pwani-fisheries-audit',
    documentType: 'financial_statements',
    text: `Report of the independent auditor — Pwani Fisheries Ltd

Disclaimer of opinion
We were engaged to audit the financial statements of Pwani Fisheries Ltd for the year ended 30 June 2026. We do not express an opinion on them. Because of the significance of the matters described in the Basis for Disclaimer of Opinion section, we were not able to obtain sufficient appropriate audit evidence over sales records and trade receivables.

The statement of profit or loss shows revenue of KES 210m (2025: KES 265m).`,
    present: ['audit-opinion', 'declining-revenue'],
    absent: ['going-concern', 'missing-financials'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'h8-en-ghana-email-lawyers',
    documentType: 'legal_docs',
    text: `Subject: cap table questions from the Series A lawyers

Hi Efua,

Two points they raised:
1. Three early engineers who left in 2023 still hold their vested shares, about 6% of the company together. We never bought them back.
2. Our packaging supplier, Asante Print Ltd, is owned by the wife of our co-founder Yaw. We spent GH₵410k with them last year.

Can we discuss before Friday?
Kojo`,
    present: ['dead-equity', 'related-party'],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['list', 'indirect'],
  },
  // Burn MAD 210k × 52 / 12 = MAD 910k a month; runway 6.0m / 0.91m = 6.6 months; burn < revenue 1.1m.
  {
    id: 'h8-en-darna-homes-update',
    documentType: 'business_plan',
    text: `Monthly update — Darna Homes, September 2026

Cash on hand
MAD 6.0m
Weekly net burn
MAD 210k
Recurring revenue (monthly)
MAD 1.1m, including a MAD 300k one-off payment from the Casablanca municipality pilot

We believe we are well funded into next year and will open the Marrakech office in Q1.`,
    present: ['short-runway', 'non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['split', 'figures', 'indirect'],
  },
  // Payback MWK 60,000 / 5,000 = 12 months, not 4; gross margin 48% → 40% (−8 points).
  {
    id: 'h8-en-malawi-deck-unit',
    documentType: 'pitch_deck',
    text: `Slide 9 — Unit economics
CAC
MWK 60,000
Gross margin per customer per month
MWK 5,000
CAC payback
4 months

Slide 10 — Financials
Revenue 2025: MWK 310m (2024: MWK 190m)
Gross margin: 40% (2024: 48%)`,
    present: ['unit-economics', 'gross-margin'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['split', 'figures'],
  },
  {
    id: 'h8-en-carthage-minutes',
    documentType: 'legal_docs',
    text: `Extract from the minutes of the board of Carthage Mobility SARL, 30 October 2026

The managing director informed the board that the company has missed the July and September repayments on its STB loan (TND 180,000 each). The bank has sent a formal notice.

The FY2025 financial statements remain unaudited: the statutory auditor has not yet issued a report because the inventory count was incomplete.

The board asked for a cash plan by 15 November.`,
    present: ['debt-distress', 'audit-opinion'],
    absent: ['going-concern'],
    traits: ['prose'],
  },
  // Debswana BWP 3.3m / 9.8m = 33.7%.
  {
    id: 'h8-en-kgalagadi-plan',
    documentType: 'business_plan',
    text: `Business plan 2026 — Kgalagadi Pay (Pty) Ltd

Revenue 2025: BWP 9.8m, of which BWP 3.3m came from the Debswana payroll contract.
Cost of sales: BWP 4.1m.

Regulatory risk: the Bank of Botswana has not yet decided whether our wage-advance product is an e-money service or credit. Until it rules, the rules that apply to us remain uncertain, and the product may need to be restructured.`,
    present: ['customer-concentration', 'regulatory'],
    absent: ['pending-licence', 'gross-margin'],
    traits: ['indirect', 'figures', 'modality'],
  },
  {
    id: 'h8-en-lagos-chat-dataroom',
    documentType: 'business_plan',
    text: `Femi: Before the data room opens — revenue was ₦42m in October, up from ₦38m in September.
Femi: Emeka (co-founder, product) left last month, we're covering his role between us.
Zainab: And the cap table?
Femi: Honestly a mess. We have 11 SAFEs from 2022–24 and nobody has reconciled the conversion maths. The lawyers say two different versions are floating around.`,
    present: ['founder-departure', 'cap-table-complexity'],
    absent: ['declining-revenue', 'dead-equity'],
    traits: ['words', 'indirect'],
  },
  // Burn MZN 14m > revenue MZN 9m; runway 160/14 = 11.4 months; 12-month retention 51% < 55%.
  {
    id: 'h8-en-maputo-fresh-q2',
    documentType: 'business_plan',
    text: `Q2 2026 — Maputo Fresh Box

Monthly revenue: MZN 9m
Monthly burn: MZN 14m
Cash: MZN 160m

Retention: of the customers who subscribed in Q2 2025, 51% were still ordering twelve months later.

We are cutting delivery zones to improve route density.`,
    present: ['high-churn', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  // Projection XOF 1.5bn / 300m = 5× in one year; costs 270m < revenue 300m.
  {
    id: 'h8-en-sahel-agri-ic',
    documentType: 'business_plan',
    text: `IC memo — Sahel Agri Logistics SA

The founders' model projects revenue of XOF 1.5bn in 2027, against XOF 300m in 2026. Costs in 2026 are budgeted at XOF 270m.

Legal: a former distributor sued the company in the Dakar Commercial Court in 2025 for breach of exclusivity, claiming XOF 120m. The case is ongoing; counsel expects a ruling in 2027.

We like the team but would want a more conservative plan.`,
    present: ['unrealistic-growth', 'litigation'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'h8-en-jenga-credit-dd',
    documentType: 'legal_docs',
    text: `Legal DD — Jenga Credit Ltd: key findings

• Licensing: the company has applied to the Central Bank of Kenya for a non-deposit-taking credit provider licence. The application was lodged in February 2026 and is still pending.
• Related-party loan: the company borrowed KES 20m from the Mwangi Family Trust, whose beneficiaries include the CEO's parents, at 14% a year.
• Employment: all senior staff have written contracts.`,
    present: ['pending-licence', 'related-party'],
    absent: ['regulatory', 'debt-distress'],
    traits: ['list'],
  },
  {
    id: 'h8-en-veld-ai-deck',
    documentType: 'pitch_deck',
    text: `VELD AI — Investor presentation

1. Problem: South African farmers lose crops to late pest detection.
2. Solution: drone imaging and an AI model that spots pests a week earlier.
3. Competition: there are no competitors in this space in Africa.
4. Team: PhDs from Stellenbosch and Wits.
5. Pilots: 12 farms in Limpopo and the Western Cape.
6. The ask: R25m to scale to 500 farms.`,
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['list'],
  },
  {
    id: 'h8-en-kampala-energy-letter',
    documentType: 'business_plan',
    text: `Dear investors,

September revenue was UGX 620m, up 8% on August. We have about three months of cash left at the current rate of spending.

The directors want to be transparent: without the bridge round we are discussing, there is significant doubt about our ability to continue as a going concern into 2027.

We'll share the bridge terms next week.
Ruth, CEO, Kampala Clean Energy`,
    present: ['going-concern', 'short-runway'],
    absent: ['declining-revenue'],
    traits: ['words', 'modality'],
  },
  {
    id: 'h8-en-kumasi-saas-mgmt',
    documentType: 'financial_statements',
    text: `Management accounts (unaudited) — Kumasi SaaS Ltd, Q3 2026

| GH₵ | Jul | Aug | Sep |
| Subscription MRR | 410,000 | 432,000 | 598,000 |
| Gross profit | 287,000 | 302,000 | 418,000 |

Note: September MRR includes the GH₵150,000 one-time set-up fee paid by Ashanti Water for its onboarding project.`,
    present: ['non-recurring-revenue', 'audit-opinion'],
    absent: ['gross-margin'],
    traits: ['table', 'indirect'],
  },
  // LTV 150 × 8 = ETB 1,200; 1,200 / 600 = 2×, not 6×. Investor 55%; founders 28%.
  {
    id: 'h8-en-addis-ride-plan',
    documentType: 'business_plan',
    text: `Business plan — Addis Ride Share plc

Unit economics
Average gross profit per rider
ETB 150 a month
Average rider life
8 months
CAC
ETB 600
LTV/CAC
6×

Ownership after the 2025 round
Addis Capital Partners: 55%
Founders (Meron and Dawit): 28%
Others: 17%

Revenue 2025: ETB 38m`,
    present: ['unit-economics', 'investor-control', 'low-founder-ownership'],
    absent: ['missing-financials'],
    traits: ['split', 'figures'],
  },
  // Carrefour EGP 13m / 41m = 31.7%; sales 44m → 41m.
  {
    id: 'h8-en-fayoum-dairy-letter',
    documentType: 'business_plan',
    text: `Q3 letter — Fayoum Dairy Co.

Sales slipped this quarter compared with last: EGP 41m against EGP 44m, as the export order to Saudi Arabia moved into Q4.

Our largest client, Carrefour Egypt, bought EGP 13m of that.

Milk collection volumes rose 6%, and the new chilling centre in Sinnuris is running at full capacity.`,
    present: ['declining-revenue', 'customer-concentration'],
    absent: ['missing-financials'],
    traits: ['words', 'figures'],
  },
  {
    id: 'h8-en-uganda-email-no-dip',
    documentType: 'business_plan',
    text: `Subject: Re: March dip?

Hi Paul — no dip. March revenue was UGX 410m, our best month so far, up from UGX 385m in February. The slow week you saw on the dashboard was the Easter holiday.

On the Bank of Uganda point: our payment-service-provider licence was renewed in full in January for three years, with no conditions.

Best, Sarah`,
    present: [],
    absent: ['declining-revenue', 'regulatory', 'pending-licence'],
    traits: ['negation', 'time'],
  },
  // Founders 4,200,000/10,000,000 = 42%; lead 25%.
  {
    id: 'h8-en-eko-health-termsheet',
    documentType: 'legal_docs',
    text: `Summary of terms — Seed Preferred, Eko Health Ltd

Post-money fully diluted shares: 10,000,000
– Founders (Chidi Okafor, Amina Bello): 4,200,000
– Lead investor (Lagos Seed Fund): 2,500,000
– Other investors: 1,800,000
– ESOP: 1,500,000
Board: two founders, one investor director.
Liquidation preference: 1× non-participating.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'figures'],
  },
  // Gross margin 4.5/12.4 = 36.3% vs 4.1/11.1 = 36.9%.
  {
    id: 'h8-en-windhoek-water-fs',
    documentType: 'financial_statements',
    text: `Windhoek Water Tech (Pty) Ltd — audited financial statements, year ended 31 December 2025

| NAD m | 2025 | 2024 |
| Revenue | 12.4 | 11.1 |
| Cost of sales | 7.9 | 7.0 |
| Gross profit | 4.5 | 4.1 |

Auditor's opinion: unqualified.
Taxation: all returns filed; no tax arrears; tax good-standing certificate valid to June 2026.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'debt-distress'],
    traits: ['table', 'negation'],
  },
  // Biggest client GH₵136k / 620k = 21.9%.
  {
    id: 'h8-en-accra-chat-mrr',
    documentType: 'business_plan',
    text: `Kofi: what's in the MRR figure?
Ama: MRR is GH₵620k. The one-off consulting fee from GCB (GH₵180k) is booked separately as project income, NOT in MRR.
Kofi: and concentration?
Ama: Biggest client is GH₵136k a month of the 620k. Next one is about half that.`,
    present: [],
    absent: ['non-recurring-revenue', 'customer-concentration'],
    traits: ['negation', 'figures'],
  },
  // Runway XOF 1.5bn / 150m = 10 months; monthly revenue 2.1bn / 12 = 175m > burn 150m.
  {
    id: 'h8-en-baobab-retail-ic',
    documentType: 'business_plan',
    text: `IC memo — Baobab Retail CI SA

Financials: 2025 revenue XOF 2.1bn (2024: XOF 1.6bn). Net burn XOF 150m a month; cash XOF 1.5bn at 30 September.
Audit: the 2025 accounts were audited by a Big Four firm, which gave an unqualified opinion with no going-concern emphasis.
Cap table: founders hold 46%; no single investor holds more than 30%.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'going-concern', 'audit-opinion', 'low-founder-ownership', 'investor-control'],
    traits: ['figures', 'negation'],
  },
  // Projection DZD 930m / 310m = 3× in one year; churn 2% a month (4% if doubled).
  {
    id: 'h8-en-algiers-deck',
    documentType: 'pitch_deck',
    text: `Slide 8 — Retention
Monthly churn: 2%. Even if it doubled, it would stay under 5%.

Slide 9 — Financials
Revenue: DZD 180m (2024) → DZD 310m (2025)
Gross margin: 52%
2026 target: DZD 930m (3× 2025)`,
    present: [],
    absent: ['high-churn', 'unrealistic-growth', 'missing-financials'],
    traits: ['modality', 'figures'],
  },
  {
    id: 'h8-en-harare-momo-plan',
    documentType: 'business_plan',
    text: `Business plan — Harare Mobile Money Services (Pvt) Ltd

Licences: we hold the Reserve Bank of Zimbabwe payment-systems licence, granted in 2024.
Competition: EcoCash and OneMoney are the two main competitors; we target small merchants they underserve.
Debt: the company has no borrowings and no tax arrears.
Revenue 2025: USD 2.4m; cost of sales USD 1.1m.`,
    present: [],
    absent: ['pending-licence', 'no-competition', 'debt-distress'],
    traits: ['negation', 'list'],
  },
  {
    id: 'h8-en-okavango-minutes',
    documentType: 'legal_docs',
    text: `Minutes — Okavango Tours (Pty) Ltd, board meeting of 2 October 2026

1. Litigation: the dispute with Maun Coachworks was settled; the court case was withdrawn in August and no other claims are open.
2. Conflicts: each director confirmed having no interest in Delta Logistics, the proposed new transport supplier.
3. Share register: the company secretary confirmed that the register has been reconciled with the cap table, and that all shares of former staff were repurchased in 2025.`,
    present: [],
    absent: ['litigation', 'related-party', 'cap-table-complexity', 'dead-equity'],
    traits: ['list', 'negation'],
  },
];
