/** Third held-out set: English business plans, board memos and investor-update emails that carry flags. */
import type { RedFlagCase } from './case';

export const thirdEnPlans: readonly RedFlagCase[] = [
  {
    id: 'h3-en-september-update-weekly-burn',
    documentType: 'business_plan',
    language: 'en',
    text: `Subject: September update
Hi all, quick numbers. MRR closed at $61k, up 7% MoM. Cash at bank at month end: $486k. Net burn has settled at around $19k a week, so we are starting the bridge conversation now rather than in Q1.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'figures', 'time'],
  },
  {
    id: 'h3-en-psb-licence-under-review',
    documentType: 'business_plan',
    language: 'en',
    text: `Regulatory position
We applied to the Central Bank of Nigeria for a Payment Service Bank licence in August 2025. The application is under review and the licence has not been issued. Until it is, customer wallets are held through our partner bank.
Financial plan: revenue ₦640m in FY2025, ₦1.9bn in FY2026.`,
    present: ['pending-licence'],
    absent: ['unrealistic-growth'],
    traits: ['prose', 'time', 'figures'],
  },
  {
    id: 'h3-en-crowd-investing-suspended',
    documentType: 'business_plan',
    language: 'en',
    text: `2025 review. On 2 October the Securities and Exchange Commission of Ghana suspended our crowd-investing module until 31 December, after an inspection found gaps in investor onboarding. We also still owe the Ghana Revenue Authority GHS 210k of PAYE arrears, which we are paying down at GHS 30k a month.
Revenue 2025: GHS 3.1m.`,
    present: ['regulatory', 'debt-distress'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-en-revenue-plan-to-2028',
    documentType: 'business_plan',
    language: 'en',
    text: `Revenue plan (USD)
2025 (actual): 0.8M
2026: 3.1M
2027: 9.5M
2028: 26M
Operating costs 2025: 0.7M`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-school-renewals',
    documentType: 'business_plan',
    language: 'en',
    text: `Renewals. Of the 1,200 schools that subscribed in September 2024, 610 renewed this September. Subscription revenue for the 2024/25 school year was KES 86m.`,
    present: ['high-churn'],
    absent: [],
    traits: ['indirect', 'figures', 'time'],
  },
  {
    id: 'h3-en-january-update-coo-stepping-down',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Kemi (CEO)
Subject: January update + team news
Revenue for January: $74k (December: $69k).
Team news: Tunde, my co-founder and our COO, will step down at the end of Q1 to move back to London. We are hiring his replacement now.`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    id: 'h3-en-stanbic-cash-floor',
    documentType: 'business_plan',
    language: 'en',
    text: `Update to shareholders — November
We fell below the minimum cash covenant in our Stanbic facility in October: it requires KES 25m and we held KES 18m at month end. Stanbic has been informed and has not yet responded.
Revenue for October: KES 9.2m; operating costs KES 8.7m.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-en-funding-need-quarterly',
    documentType: 'business_plan',
    language: 'en',
    text: `Funding need
Cash on hand: ZAR 2.4m
Quarterly spend: ZAR 1.6m
Quarterly revenue: ZAR 0.7m
We need to close the round before the cash runs out.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-payg-solar-still-paying',
    documentType: 'business_plan',
    language: 'en',
    text: `Retention. A little under half of the households who bought a solar kit on PAYG in 2024 were still paying twelve months later; the rest defaulted or returned the kit. Revenue 2024: $3.4M.`,
    present: ['high-churn'],
    absent: ['debt-distress'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-kivu-cold-chain-summary',
    documentType: 'business_plan',
    language: 'en',
    text: `Business plan summary — Kivu Cold Chain
Vision: a refrigerated corridor from Goma to Kigali.
Market: 2.1 million tonnes of perishables cross the border each year.
Competition: none; no operator runs refrigerated trucks on this corridor today.
Milestones: first two trucks in Q2 2026; customs-bonded warehouse in Q4 2026.
Team: founders from Bralirwa and DHL.`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    traits: ['list'],
  },
  {
    id: 'h3-en-cbe-payfac-pending',
    documentType: 'business_plan',
    language: 'en',
    text: `Licensing: our application to the Central Bank of Egypt for a payment facilitator licence was filed in May 2025 and is still pending. We cannot onboard merchants directly until it is approved.
Revenue 2025 (est.): EGP 62m; 2024: EGP 41m.`,
    present: ['pending-licence'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-en-merchant-payback-claim',
    documentType: 'business_plan',
    language: 'en',
    text: `Unit economics: we recover the cost of acquiring a merchant in under 4 months. CAC per merchant is $180; each merchant pays a $25 monthly subscription at an 80% gross margin.
Revenue: $1.05M ARR.`,
    present: ['unit-economics'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-recurring-base-with-migration',
    documentType: 'business_plan',
    language: 'en',
    text: `Revenue base. Recurring revenue for 2025 is $1.6M: $1.1M of SaaS subscriptions and $0.5M from the one-time data-migration project we delivered for Ecobank.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h3-en-board-memo-four-fifths',
    documentType: 'business_plan',
    language: 'en',
    text: `Memo to the board, 14 January 2026. H1 2025 revenue was $1.2M. H2, now closed, came in at roughly four fifths of that, because the Kano distributor paused orders in August. Costs were held at about $150k a month throughout.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['indirect', 'time'],
  },
  {
    id: 'h3-en-fra-disbursements-suspended',
    documentType: 'business_plan',
    language: 'en',
    text: `Egypt. In September the Financial Regulatory Authority suspended new consumer-finance disbursements by our Cairo subsidiary pending a review of its collection practices. Disbursements remain suspended. Revenue (Egypt, nine months): EGP 48m.`,
    present: ['regulatory'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-en-dangote-share-of-q3',
    documentType: 'business_plan',
    language: 'en',
    text: `Q3 note to investors: Dangote Cement's orders made up 31% of our Q3 revenue of ₦540m. We are working to broaden the base in Q4.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['figures'],
  },
  {
    id: 'h3-en-kigali-e-pharmacy',
    documentType: 'business_plan',
    language: 'en',
    text: `Market position: we are the only licensed e-pharmacy in Rwanda and face no competition, online or offline, for prescription delivery. Revenue 2025: RWF 1.1bn.`,
    present: ['no-competition'],
    absent: ['pending-licence'],
    traits: ['prose'],
  },
  {
    id: 'h3-en-october-update-pos-terminals',
    documentType: 'business_plan',
    language: 'en',
    text: `Investor update — October
• MRR: $88k (+9% MoM). That includes $19k from the one-off sale of POS terminals to Chicken Republic franchisees during the month.
• Net burn: $41k.
• Cash: $1.3M.`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
];
