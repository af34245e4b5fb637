/**
 * Development set, eighteenth round (w3, part 6; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part6: readonly RedFlagCase[] = [
  // runway: ₦310m / ₦62m = 5 months; burn ₦62m > revenue ₦40m a month
  {
    id: 'd18-w3-en-abuja-edtech-board-minutes-cash',
    documentType: 'business_plan',
    text: `SKOOLPATH LIMITED — Minutes of the Board meeting held virtually on 8 August 2025

Present: all five directors. In attendance: Head of Finance.

2. Finance report
2.1 Cash and equivalents at 31 July: ₦310 million (Access ₦210m, FBN money-market fund ₦100m).
2.2 Average monthly revenue over the quarter: ₦40 million, mostly term fees from 180 private schools.
2.3 Average monthly cash burn over the same quarter: ₦62 million, driven by the sales team in the North-West.
2.4 The Head of Finance noted that at this pace the money-market fund would have to be broken in October.
3. Fundraising
3.1 The CEO reported that two term sheets are expected "within weeks". The Board asked for a cost plan that does not
    assume new money.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['going-concern'],
    traits: ['figures', 'split-lines', 'indirect'],
  },
  // GM 38% -> 29% = -9 pts; Shoprite R18.2m / R41.3m = 44% of sales
  {
    id: 'd18-w3-en-stellenbosch-juice-investor-email',
    documentType: 'business_plan',
    text: `From: Pieter Jacobs, CEO, Boland Cold Press
To: Investors
Subject: H1 FY26 — short version

Hi all, five things.
1. Sales R41.3m for the half, +12% on last year.
2. Gross margin came in at 29%, against 38% in H1 FY25. Oranges from the Citrusdal co-op went up 40% after the
   floods and we only passed on half.
3. Shoprite Checkers bought R18.2m of the R41.3m (private label + Boland brand). Pick n Pay is still under 10%.
4. Cash R22m, no debt.
5. Hiring a Head of Procurement.
Pieter`,
    present: ['gross-margin', 'customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-kano-pharmacy-telegram-export',
    documentType: 'business_plan',
    text: `Telegram — "Lafiya Pharma mgmt" — exported 19/10/2025

[16/10 18:02] Aminu: bailiff brought a writ today. Alhaji Garba (the old Fagge landlord) has sued for ₦27m — 14 months
rent + "damages"
[16/10 18:03] Aminu: High Court Kano, first hearing 3 Dec
[16/10 18:05] Zainab: we left that shop because the roof fell in!!
[16/10 18:06] Aminu: tell the judge 😅 lawyer says we have a defence but it will run into next year
[16/10 18:10] Zainab: and Sterling?
[16/10 18:11] Aminu: september repayment didn't go. ₦11.4m. they've called twice. october one is due on the 30th
[16/10 18:12] Zainab: 😩`,
    present: ['litigation', 'debt-distress'],
    absent: ['regulatory'],
    traits: ['informal', 'indirect', 'split-lines'],
  },
  {
    id: 'd18-w3-en-cairo-logistics-ddq-people',
    documentType: 'legal_docs',
    text: `DDQ — Section H: People & governance — Bosta-style courier "Sahel Express" (Cairo) — answers by management

H1. Have any founders, C-level executives or board members left or given notice in the last 24 months?
    No. The three founders (CEO, CTO, COO) are full-time; the CFO joined in 2023 and remains.
H2. Do any former employees hold shares?
    Two former drivers' supervisors held phantom units, which lapsed on departure under the plan rules. No former
    employee holds shares.
H3. Are there contracts with entities linked to directors or their families?
    None. A proposal to lease a warehouse from a company owned by the CEO's uncle was rejected by the board in 2024.
H4. Pending claims? None.`,
    present: [],
    absent: ['founder-departure', 'dead-equity', 'related-party', 'litigation'],
    traits: ['qa', 'negation', 'time'],
  },
  // lead 49% < 50%; founders 42%
  {
    id: 'd18-w3-en-tunis-agtech-term-sheet-forty-nine',
    documentType: 'legal_docs',
    text: `TERM SHEET — ZITOUNA SENSE SA (Tunisia) — Series A
Lead Investor: Carthage Growth Fund ("CGF")
Amount: EUR 4.0m
Post-money ownership (fully diluted):
   CGF: forty-nine per cent (49.0%)
   Founders (Mehdi Trabelsi, Rim Ben Salah): forty-two per cent (42.0%)
   ESOP: nine per cent (9.0%)
Cap: CGF shall not, without founder consent, acquire further shares that would take it to 50% or more before an IPO or
sale of the Company.
Board: 2 founders, 2 CGF, 1 independent chosen jointly.
Reserved matters: budget, new share classes, sale of the Company.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['words', 'figures', 'negation'],
  },
  {
    id: 'd18-w3-en-douala-brewery-supplier-audit-going-concern',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT — CAMPACK INDUSTRIES SA (Douala, Cameroon) — year ended 31 December 2024

Opinion: In our opinion, the financial statements present fairly, in all material respects, the financial position of
the Company in accordance with the OHADA accounting system (SYSCOHADA).

Material uncertainty related to going concern
We draw attention to Note 3. During 2024 the Company did not meet the debt-service coverage covenant of its XAF 4.2
billion loan from Afriland First Bank and missed the November and December instalments. The bank has the right to demand
immediate repayment; accordingly the whole loan is shown as current. These conditions indicate a material uncertainty
that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in
respect of this matter.

Revenue 2024: XAF 11.6 billion (2023: XAF 10.9 billion).`,
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['figures', 'negation', 'indirect'],
  },
  // claimed +EGP 9/order; CSV Q3: 62.0 - 48.4 - 21.0 = -7.4 per order (costs > revenue); GM 31% -> 22%
  {
    id: 'd18-w3-en-cairo-grocery-delivery-unit-csv',
    documentType: 'financial_statements',
    text: `Talabak Fresh — per-order unit economics (EGP), as presented in deck slide 14: "contribution +EGP 9 per order"
quarter,orders,avg_basket,net_revenue_per_order,cogs_per_order,delivery_per_order,contribution_per_order,gross_margin
Q1-2025,212000,410,62.0,42.8,19.0,0.2,31%
Q2-2025,248000,402,61.5,45.6,20.4,-4.5,26%
Q3-2025,291000,398,62.0,48.4,21.0,-7.4,22%
# net_revenue_per_order = commission + delivery fee charged to customer
# source: finance team export, 4 Oct 2025`,
    present: ['unit-economics', 'gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['csv', 'figures', 'table'],
  },
  // offtaker 36% of sales; FY2025 statements are management drafts, unaudited
  {
    id: 'd18-w3-en-tema-cocoa-trade-finance-application',
    documentType: 'financial_statements',
    text: `AFREXIMBANK TRADE FINANCE — APPLICATION SUMMARY — Golden Pod Processors Ltd, Tema, Ghana

Facility: pre-export finance USD 8m, 12 months, secured on cocoa butter and cake inventory.
Sales FY2025: USD 31.4m, of which Barry Callebaut USD 11.3m; Olam USD 4.1m; 22 smaller buyers the rest.
Financial statements provided: FY2023 and FY2024 audited (KPMG Ghana, clean). FY2025 (year to 30 Sept 2025) — management
draft only; the auditors will start fieldwork in December, so no audit report is available for the latest year.
Existing debt: Ecobank revolving line USD 3m, performing.
Licences: COCOBOD processing licence valid to 2027.`,
    present: ['customer-concentration', 'audit-opinion'],
    absent: ['debt-distress', 'pending-licence'],
    traits: ['figures', 'indirect', 'list'],
  },
  {
    id: 'd18-w3-en-bulawayo-waste-grant-application',
    documentType: 'business_plan',
    text: `INNOVATION GRANT APPLICATION — Clean Cities Challenge 2026
Organisation: Bulawayo Recycle Hub (Pvt) Ltd, Zimbabwe

1. Team
Our founding team was three people. Tatenda Ncube (co-founder, engineering) left in August to join a mining company in
Johannesburg; Nomsa Dube and Farai Sibanda continue.
2. Market
There are no competitors in organised plastic collection in Bulawayo. Households burn or dump waste.
3. What we do
We pay waste pickers per kilo at 12 collection points and bale PET for export to South Africa.
4. Use of the grant (USD 50,000)
Two balers and a used truck.
5. Financials
Not yet available; we will share them once the grant is approved.`,
    present: ['founder-departure', 'no-competition', 'missing-financials'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect', 'negation'],
  },
  {
    id: 'd18-w3-en-kigali-coffee-exporter-ocr-clipping',
    documentType: 'business_plan',
    text: `[OCR — The New Times, Business, p.14]
Huye coffee exp orter posts record year , re pays bank loan ea rly
Mountain Crest Coffee Ltd ear ned RWF 4.8 bil lion in the 2024/25 season, up from RWF 3.9 billion, its man aging
director said on Tues day. The com pany also repaid the remaining RWF 620 million of its BRD loan eight months ahead
of sche dule. " We are debt free and our ac counts are audit ed by EY with a clean opin ion," she said.
The firm ex ports to Japan , the US and Ger many ; no single buyer takes more than a fifth of its vol umes.
The man aging director, who founded the company in 2012 , said she has no plans to step down .`,
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'customer-concentration', 'founder-departure', 'declining-revenue'],
    traits: ['ocr', 'negation', 'time'],
  },
  // Safaricom 22% + Equity Bank 17% = 39% >= 30%
  {
    id: 'd18-w3-en-nairobi-call-centre-contract-summaries',
    documentType: 'business_plan',
    text: `CONTRACT SUMMARIES — Sauti BPO Ltd (Nairobi) — FY2025 revenue KES 684m

• Safaricom PLC — inbound customer care, 180 seats. MSA to June 2027. Share of FY2025 revenue: 22%.
• Equity Bank Kenya — collections and card activation, 130 seats. Renewed 1 July 2025 for 2 years. Share: 17%.
• KPLC — outage hotline, seasonal. Share: 6%.
• 31 other clients, none above 5%.

Termination: Safaricom may terminate on 90 days' notice without cause; Equity on 60 days.`,
    present: ['customer-concentration'],
    absent: ['non-recurring-revenue'],
    traits: ['list', 'split-lines', 'figures'],
  },
  // runway: USD 7.2m / 0.40m = 18 months; burn 0.40m < revenue 2.9m/6 = 0.48m a month; churn 1.9%/month; GM -3 pts
  {
    id: 'd18-w3-en-accra-lending-ic-memo-clean',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO — Adepa Credit Ltd (Ghana) — USD 3m follow-on

Financials (H1 2025): revenue USD 2.9m (H1 2024: USD 2.1m); gross margin 55% (H1 2024: 58%); monthly net burn
USD 0.40m; cash USD 7.2m, i.e. about 18 months before this round.
Portfolio: PAR30 at 4.1%; no facility of Adepa's own lenders is in arrears, and covenants were met in June.
Borrower churn: 1.9% a month.
Audit: FY2024 audited by Deloitte Ghana, unqualified.
Regulation: licensed by the Bank of Ghana as a non-deposit-taking lender since 2021; no sanctions.
Recommendation: approve.`,
    present: [],
    absent: ['short-runway', 'gross-margin', 'debt-distress', 'high-churn', 'regulatory', 'burn-above-revenue'],
    traits: ['figures', 'negation'],
  },
];
