/** Writer 2's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW2P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slide text), B2B agro-input marketplace, Uganda.
  // high-churn PRESENT: 360 dealers active on 1 Jan 2024, only 149 still ordering in Dec -> 211/360 = 58.6% lost in a year (retention 41.4% < 55%).
  // unrealistic-growth PRESENT: "quintuple" revenue, UGX 1.46bn -> 7.4bn in one year = 5.07x (>= 4x a year).
  // customer-concentration ABSENT: no dealer above 3% of revenue.
  // burn-above-revenue ABSENT: 2024 operating costs UGX 1.38bn < revenue UGX 1.46bn.
  // no-competition ABSENT: competitors are named (wholesalers, two Kenyan platforms).
  {
    id: 'h22-en-w2-01',
    documentType: 'pitch_deck',
    traits: ['list', 'figures', 'indirect', 'words'],
    present: ['high-churn', 'unrealistic-growth'],
    absent: ['customer-concentration', 'burn-above-revenue', 'no-competition'],
    text: `ShambaLink — Series A deck (Kampala)

Slide 1 — The problem
Uganda's 14,000 rural agro-dealers restock seed, fertiliser and crop protection through two or three layers of wholesalers. They pay 18–25% above Kampala prices and wait up to nine days for delivery.

Slide 2 — Our answer
A B2B ordering app (and USSD for feature phones) with next-day delivery from four hubs: Mbale, Lira, Masaka and Hoima. We earn a 6% commission on every order plus a flat delivery fee.

Slide 3 — Traction, calendar 2024
• Dealers active on 1 January 2024: 360
• Of those 360, dealers still placing orders in December 2024: 149
• New dealers onboarded during 2024: 305
• Active dealers at 31 December 2024: 454
• GMV: UGX 20.9bn
• Revenue (commission + delivery): UGX 1.46bn
• Operating costs: UGX 1.38bn
• No single dealer above 3% of revenue

Slide 4 — Why now
Mobile-money wallets now reach 70% of rural households, input subsidies are moving to e-vouchers, and fertiliser importers want direct shelf data.

Slide 5 — Competition
Informal wholesalers in every district town, and two VC-backed ordering platforms from Kenya testing the Eastern region. Our edge: hub density and credit-scored delivery.

Slide 6 — 2025 plan
We intend to quintuple revenue in 2025, from UGX 1.46bn to UGX 7.4bn, by opening eight new hubs and signing 1,500 additional dealers.

Slide 7 — The ask
USD 3.5M Series A to fund hub expansion and a dealer working-capital product with a partner bank.`,
  },

  // 02 — business plan, dairy processor, Uganda. NO FLAG.
  // customer-concentration ABSENT: largest buyer 22% of revenue (< 30%); no other customer above 6%, no second one named.
  // unrealistic-growth ABSENT: 6.4bn -> 16.0bn over three years = 2.5x in total (~1.36x a year).
  // short-runway ABSENT: profitable; cash UGX 1.9bn / fixed costs 135M a month = 14 months (61 weeks), and there is no burn.
  // debt-distress ABSENT: "never missed or rescheduled a repayment"; covenant 1.25x met at 2.1x.
  // declining-revenue ABSENT: hypothetical only ("if we lost ... could fall").
  // audit-opinion ABSENT: FY2024 audited, unmodified opinion.
  // pending-licence ABSENT: UNBS marks held and renewed.
  // burn-above-revenue ABSENT: costs 5.7bn < revenue 6.4bn; projected costs below revenue every year.
  // low-founder-ownership ABSENT: founders 72%.
  {
    id: 'h22-en-w2-02',
    documentType: 'business_plan',
    traits: ['table', 'negation', 'modality', 'time', 'figures'],
    present: [],
    absent: [
      'customer-concentration',
      'unrealistic-growth',
      'short-runway',
      'debt-distress',
      'declining-revenue',
      'audit-opinion',
      'pending-licence',
      'burn-above-revenue',
    ],
    text: `Rwenzori Fresh Dairies Ltd — Business Plan 2025–2027 (Fort Portal, Uganda)

1. What we do
We collect 38,000 litres of milk a day from 2,900 smallholder farmers in Kabarole and Bunyangabu and process it into UHT milk, yoghurt and ghee for Kampala and western Uganda.

2. Track record
FY2024 accounts were audited by Byaruhanga & Associates, who issued an unmodified opinion. Revenue was UGX 6.4bn, operating costs UGX 5.7bn and net profit UGX 410M.

3. Projections (UGX bn, years to 31 December)

| | FY2024 actual | FY2025 | FY2026 | FY2027 |
|---|---|---|---|---|
| Revenue | 6.4 | 8.6 | 11.9 | 16.0 |
| Operating costs | 5.7 | 7.6 | 10.4 | 13.8 |
| Litres processed per day ('000) | 38 | 50 | 68 | 90 |

Growth comes from a second UHT line (commissioning Q3 2025) and school-feeding tenders.

4. Customers
Our largest buyer, a Kampala supermarket chain, took 22% of FY2024 revenue. No other customer is above 6%.

5. Risks and how we manage them
• Customer: if we lost our largest buyer, revenue could fall by about a fifth for two or three quarters; UHT volumes can be redirected to distributors in Mbarara and South Sudan within a quarter.
• Milk price: a drought could lift farm-gate prices by 15%; our contracts allow a price review every quarter.
• Financing: we carry a UGX 1.2bn asset loan from Centenary Bank. We have never missed or rescheduled a repayment, and the debt-service cover covenant (minimum 1.25x) stood at 2.1x at 31 December 2024.
• Liquidity: cash of UGX 1.9bn at 31 March 2025 would cover 61 weeks of fixed costs (about UGX 135M a month) even if sales stopped entirely.
• Standards: UNBS quality marks are held for all six products and were renewed in January 2025.

6. Ownership and the raise
Founders Peace Kabasinguzi and Moses Atwine hold 72%. We seek UGX 4.5bn in equity for the second UHT line and chilling centres.`,
  },

  // 03 — financial statements with auditor's report, payments processor, Rwanda.
  // audit-opinion PRESENT: qualified opinion ("except for"; unable to verify agent float balances of RWF 412M).
  // declining-revenue PRESENT: revenue RWF 2,480M (FY2024) < 2,910M (FY2023), read across the table.
  // burn-above-revenue ABSENT: profit after tax 189M; total costs below revenue.
  // gross-margin ABSENT: 1,290/2,480 = 52.0% vs 1,540/2,910 = 52.9%: down 0.9 points (< 5).
  // going-concern ABSENT: directors state no material uncertainty; auditor raises none.
  // debt-distress ABSENT: instalments paid on schedule, no covenant breached.
  // customer-concentration ABSENT: largest channel partner 18%.
  {
    id: 'h22-en-w2-03',
    documentType: 'financial_statements',
    traits: ['table', 'figures', 'indirect', 'negation'],
    present: ['audit-opinion', 'declining-revenue'],
    absent: ['burn-above-revenue', 'gross-margin', 'going-concern', 'debt-distress', 'customer-concentration'],
    text: `IMENA PAY LTD — Annual financial statements for the year ended 31 December 2024 (extract)

Independent auditor's report to the shareholders
Qualified opinion. We have audited the financial statements of Imena Pay Ltd. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024.
Basis for qualified opinion. Agent float balances of RWF 412 million are included in cash and equivalents. We were unable to obtain sufficient appropriate audit evidence over these balances, as agent-level confirmations were not available and the reconciliation system was replaced during the year.
— Kalisa & Partners, Certified Public Accountants, Kigali, 28 April 2025

Statement of profit or loss (RWF millions)

| | 2024 | 2023 |
|---|---:|---:|
| Revenue | 2,480 | 2,910 |
| Cost of sales | (1,190) | (1,370) |
| Gross profit | 1,290 | 1,540 |
| Operating expenses | (980) | (1,050) |
| Operating profit | 310 | 490 |
| Finance costs | (40) | (45) |
| Profit before tax | 270 | 445 |
| Income tax | (81) | (134) |
| Profit for the year | 189 | 311 |

Selected balances at 31 December (RWF millions)

| | 2024 | 2023 |
|---|---:|---:|
| Cash and equivalents (incl. agent float) | 1,140 | 980 |
| Bank borrowings | 300 | 400 |

Note 4 — Revenue. Revenue comprises merchant transaction fees and payout fees. Fees earned through the MTN Rwanda merchant channel represented 18% of revenue (2023: 16%). Lower interchange rates set by card schemes from March 2024 reduced fee income per transaction.

Note 11 — Borrowings. The BK term loan is repayable in quarterly instalments to 2027. All instalments fell due and were paid on schedule, and no covenant was breached during the year.

Note 15 — Going concern. The directors have assessed the Company's ability to continue as a going concern for at least twelve months from approval of these statements and have identified no material uncertainty.`,
  },

  // 04 — pitch deck, e-motorbike leasing, Rwanda. NO FLAG.
  // unrealistic-growth ABSENT: "five-fold" is the government's market target, not the company's; own projection 1.8bn -> 3.3bn = 1.8x.
  // high-churn ABSENT: own rider churn 3% a month (< 5%); the 9% a month belongs to petrol fleets.
  // unit-economics ABSENT: payback 14 months stated = 1.4M / 100k per month = 14 months; consistent.
  // pending-licence ABSENT: RURA licence granted March 2024.
  // investor-control ABSENT: lead 34% post-money; founders 52% (low-founder-ownership absent too).
  // burn-above-revenue ABSENT: monthly costs RWF 139M < revenue RWF 152M.
  // no-competition ABSENT: competitors named.
  {
    id: 'h22-en-w2-04',
    documentType: 'pitch_deck',
    traits: ['list', 'figures', 'indirect', 'modality'],
    present: [],
    absent: [
      'unrealistic-growth',
      'high-churn',
      'unit-economics',
      'pending-licence',
      'investor-control',
      'burn-above-revenue',
      'no-competition',
    ],
    text: `VOLTA MOTO — Seed+ round, Kigali

1 | Problem
Kigali's moto-taxi riders spend about RWF 9,000 a day on petrol and repairs, close to half of what they take in fares.

2 | Product
Electric motorbikes leased on a daily plan with unlimited battery swaps at 22 stations across Gasabo, Kicukiro and Nyarugenge. Riders own the bike after 36 months.

3 | Market
Government policy targets a five-fold increase in the electric share of new two-wheeler registrations by 2027.

4 | Traction (June 2025)
• 1,150 riders on active leases
• Monthly revenue: RWF 152M
• Monthly operating costs, incl. swap network: RWF 139M
• Rider churn: 3% a month. For comparison, petrol fleet operators in Kigali lose an estimated 9% of their riders every month (2024 operator survey).

5 | Unit economics per bike
• Bike plus two batteries: RWF 1.4M
• Net contribution per bike: RWF 100,000 a month
• Payback: 14 months, on a 48-month asset life

6 | Projections
Revenue 2024: RWF 1.3bn (actual) · 2025: RWF 1.8bn (forecast) · 2026: RWF 3.3bn (plan). With the new swap corridor to Bugesera we could reach 3,000 riders by end-2026.

7 | Licensing & competition
RURA granted our commercial leasing licence in March 2024. We compete with two other e-moto lessors and with petrol fleet owners; our advantage is swap-station density.

8 | The round
RWF 4.2bn (≈ USD 3M). Post-money, the lead investor would hold 34% and the founders 52%.`,
  },

  // 05 — investor memo, solar equipment for institutions, Uganda.
  // customer-concentration PRESENT: customer table — Busoga WASH Programme 1,640 + Jinja City Council 1,230 = 2,870 / 8,200 = 35% from two named customers.
  // debt-distress PRESENT: DSCR covenant minimum 1.3x, actual 1.05x at 30 June = covenant breach; waiver not yet granted.
  // burn-above-revenue ABSENT: net profit UGX 290M; costs below revenue.
  // audit-opinion ABSENT: FY2024 audited, unmodified opinion.
  // going-concern ABSENT: no doubt expressed by directors or auditor.
  // declining-revenue ABSENT: 8.2bn vs 6.9bn the year before (up).
  {
    id: 'h22-en-w2-05',
    documentType: 'business_plan',
    traits: ['table', 'figures', 'indirect'],
    present: ['customer-concentration', 'debt-distress'],
    absent: ['burn-above-revenue', 'audit-opinion', 'going-concern', 'declining-revenue'],
    text: `INVESTMENT MEMO — Nile Sunworks Ltd (Jinja, Uganda)
Prepared for the Investment Committee, 12 August 2025

Company. Nile Sunworks designs and installs solar power and solar water pumping for schools, health centres and municipal buildings. Founded 2017, 64 staff.

Financial snapshot. FY2024 accounts (year to 31 December) were audited by Mukasa Ssempala & Co., unmodified opinion. Revenue UGX 8.2bn (FY2023: UGX 6.9bn), gross margin 31%, net profit UGX 290M.

Customers, FY2024 sales

| Customer | Sales (UGX m) |
|---|---:|
| Busoga Rural WASH Programme (EU-funded) | 1,640 |
| Jinja City Council | 1,230 |
| Busoga Health Centres group | 410 |
| Other customers (112) | 4,920 |
| Total | 8,200 |

Financing. The company has a UGX 2.4bn term loan from DFCU Bank, used for inventory and installation vehicles. The facility requires a debt-service coverage ratio of at least 1.3x, tested semi-annually. At the 30 June 2025 test date the ratio was 1.05x, mainly because Jinja City Council paid two large invoices late. Management asked the bank for a waiver in July; the bank has not yet responded, and the memo assumes the facility stays in place on current terms.

Thesis. Public and donor demand for off-grid power at health facilities is growing; Nile Sunworks has 300 installations with an uptime record donors trust.

Proposed deal. USD 1.5M in convertible preference shares, half to reduce the DFCU facility and half for working capital.

Open questions for IC
1. What happens to pricing if the Busoga WASH programme is not renewed in 2026?
2. Can Jinja City Council payment terms be shortened or backed by invoice insurance?
3. Whether the waiver comes with a fee or a margin step-up.`,
  },

  // 06 — term sheet (Series A), digital health, Rwanda.
  // investor-control PRESENT: three Savanna-managed entities 29.0 + 7.0 + 17.0 = 53.0% post-money (>= 50%), only visible by adding rows; even with SAFE conversion (max 1.2%) >= 52.4%.
  // cap-table-complexity PRESENT: register not reconciled with SAFE conversions; percentages "indicative"; reconciled table a condition precedent.
  // low-founder-ownership ABSENT: founders 45.0% (>= 44.4% after SAFEs), above 40%.
  // dead-equity ABSENT: no departed holder; vesting clause forward-looking only.
  // founder-departure ABSENT: both founders active.
  {
    id: 'h22-en-w2-06',
    documentType: 'legal_docs',
    traits: ['table', 'split', 'indirect', 'figures'],
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    text: `TERM SHEET — SERIES A PREFERRED SHARES
Ubuzima Connect Ltd (Kigali, Rwanda) — non-binding except for Confidentiality and Exclusivity

Investment: USD 3.6M, of which USD 2.9M from Savanna Health Fund II LP and USD 0.7M from Savanna Health II Co-Invest SPV, both managed by Savanna Capital Partners Ltd.
Pre-money valuation: USD 6.4M. Post-money: USD 10.0M.

Pro forma capitalisation (post-money, fully diluted)

| Holder | Class | % |
|---|---|---:|
| Aline Uwase and Eric Mugisha (founders) | Ordinary | 45.0 |
| Savanna Health Fund II LP | Series A Pref | 29.0 |
| Savanna Health II Co-Invest SPV | Series A Pref | 7.0 |
| Savanna Health Fund I LP | Seed Pref | 17.0 |
| Employee option pool | Ordinary | 2.0 |
| Total | | 100.0 |

Capitalisation note. The Company's register of members does not yet reflect the conversion of three 2022 SAFEs (aggregate USD 120,000), and the company secretary has not reconciled the share count in the register with the share certificates issued at seed. The percentages above are therefore indicative only; conversion of the SAFEs would add at most 1.2% on a fully diluted basis.

Liquidation preference: 1x non-participating, pari passu between Seed and Series A.
Board: five directors — two founders, two appointed by the Savanna funds, one independent chosen jointly.
Protective provisions: approval of a majority of the preferred shares for new share classes, debt above USD 250,000, sale of the Company.
Founder vesting: founder shares re-vest over 36 months from closing; unvested shares of a founder who leaves may be repurchased at nominal value.
Anti-dilution: broad-based weighted average.
Conditions precedent: (i) a capitalisation table reconciled to the register and certified by the company secretary; (ii) satisfactory legal and financial due diligence; (iii) RDB filing of amended articles.
Governing law: Rwanda.`,
  },

  // 07 — audited financial statements, SACCO core-banking software, Uganda. NO FLAG.
  // audit-opinion ABSENT: unmodified opinion.
  // debt-distress ABSENT: 2022 PAYE arrears settled in full in March 2023; nothing overdue at either year end (problem over).
  // going-concern ABSENT: directors find no material uncertainty.
  // declining-revenue ABSENT: revenue 4,860,000 vs 3,920,000 (UGX '000) — up.
  // gross-margin ABSENT: 3,110/4,860 = 64.0% vs 2,530/3,920 = 64.5% (down 0.5 pt).
  // burn-above-revenue ABSENT: profit for the year; costs below revenue.
  // customer-concentration ABSENT: largest client 12%.
  {
    id: 'h22-en-w2-07',
    documentType: 'financial_statements',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: [
      'audit-opinion',
      'debt-distress',
      'going-concern',
      'declining-revenue',
      'gross-margin',
      'burn-above-revenue',
      'customer-concentration',
    ],
    text: `AKIBA SYSTEMS LIMITED (Kampala) — Financial statements, year ended 31 December 2024

Report of the independent auditor (extract)
Opinion: In our opinion, the accompanying financial statements give a true and fair view of the financial position of Akiba Systems Limited as at 31 December 2024, and of its financial performance and cash flows for the year then ended, in accordance with IFRS and the Companies Act, 2012. Our opinion is unmodified.
— Mugerwa & Co., Certified Public Accountants, 21 March 2025

Statement of comprehensive income (UGX '000)

| | 2024 | 2023 |
|---|---:|---:|
| Revenue — software licences and support | 4,860,000 | 3,920,000 |
| Cost of sales | (1,750,000) | (1,390,000) |
| Gross profit | 3,110,000 | 2,530,000 |
| Administrative and selling expenses | (2,610,000) | (2,240,000) |
| Operating profit | 500,000 | 290,000 |
| Income tax | (150,000) | (87,000) |
| Profit for the year | 350,000 | 203,000 |

Notes (extract)
2. Going concern. The directors have reviewed cash-flow forecasts to June 2026 and are satisfied that the Company has adequate resources; they have identified no material uncertainty regarding going concern.
6. Revenue. Revenue is earned from 214 SACCOs and microfinance institutions. The largest client, Elgon Teachers' SACCO, accounted for 12% of revenue (2023: 14%).
9. Taxation. The PAYE arrears of UGX 96 million disclosed in the 2022 financial statements were paid in full in March 2023 under an agreement with URA. No tax balances were overdue at 31 December 2024 or at 31 December 2023.
12. Borrowings. The equipment loan from Stanbic Bank was repaid ahead of schedule in October 2024; the Company has no borrowings at year end.
14. Events after the reporting date. None requiring adjustment or disclosure.`,
  },

  // 08 — board minutes, mobile-wallet and nano-loans, Uganda.
  // regulatory PRESENT: Bank of Uganda directed suspension of new wallet onboarding (a regulator's suspension).
  // short-runway PRESENT: cash UGX 2.6bn at 30 April; Q1 net cash outflow 1.35bn = 450M a month -> 2.6 / 0.45 = 5.8 months (< 9), stated in quarters.
  // burn-above-revenue PRESENT: net outflow 450M a month vs revenue 0.9bn / 3 = 300M a month.
  // debt-distress ABSENT: current on all lender obligations.
  // declining-revenue ABSENT: Q1 2025 revenue 0.9bn vs Q4 2024 0.82bn — up.
  // pending-licence ABSENT: no application pending; the issue is a suspension of an existing activity.
  {
    id: 'h22-en-w2-08',
    documentType: 'legal_docs',
    traits: ['prose', 'time', 'indirect', 'figures', 'negation'],
    present: ['regulatory', 'short-runway', 'burn-above-revenue'],
    absent: ['debt-distress', 'declining-revenue', 'pending-licence'],
    text: `PESA RAHISI LIMITED
Minutes of the meeting of the Board of Directors held at Plot 14, Kira Road, Kampala on 20 May 2025

Present: J. Nsubuga (Chair), S. Akello (CEO), D. Okello (CFO), R. Mwesigwa (investor director), K. Naluwooza (independent).

1. Regulatory matters
The Chair tabled the letter from Bank of Uganda dated 14 May 2025. Following its on-site inspection in March, the Bank has directed the Company to suspend onboarding of new wallet customers until its anti-money-laundering remediation plan has been approved. Existing customers may continue to transact and repay. The CEO confirmed onboarding was stopped on 15 May and that the remediation plan will be submitted by 6 June. The Board asked for weekly updates.

2. Financial report
The CFO presented the Q1 2025 management figures:
- Revenue (interest and fees) for the quarter: UGX 0.9bn, compared with UGX 0.82bn in Q4 2024.
- Net cash outflow from operations for the quarter: UGX 1.35bn.
- Cash and equivalents at 30 April 2025: UGX 2.6bn.
The CFO noted that the April figures were in line with the Q1 run-rate and that the onboarding suspension is likely to slow revenue growth over the summer. The Company is current on all obligations to its two lenders and no covenant is at risk before the December test.

3. Fundraising
R. Mwesigwa reported that two existing investors have indicated interest in an extension round, subject to the Bank of Uganda matter being resolved. The Board resolved to appoint an adviser and to prepare a cost-reduction plan for approval at the June meeting.

4. Any other business
None. The meeting closed at 12:40.

Signed: J. Nsubuga, Chair`,
  },
];
