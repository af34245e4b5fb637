/**
 * Development set, eighteenth round (w3, part 5; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part5: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-alexandria-edtech-board-minutes',
    documentType: 'legal_docs',
    text: `MINUTES — BOARD OF DIRECTORS — MADRASA PLUS S.A.E. — Alexandria, 3 November 2025

Item 3: Shareholding of leavers
The CFO reported that Mr Omar Fathy (former senior engineer, left April 2024) and Ms Dina Samir (former operations
associate, left September 2024) still hold 4.5% and 2.0% of the share capital respectively. The buy-back under Article 12
of the articles was never triggered because the board did not serve notice within the deadline.

Item 4: Cap table
The Chair noted that the cap table provided to the Series A investors (32 holders) does not agree with the commercial
register extract (29 holders) and that the 2022 angel SAFEs have not been reflected in either. Counsel was asked to
produce a reconciled register; no date was given.

Item 5: Any other business — none.`,
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure'],
    traits: ['indirect', 'time', 'figures'],
  },
  // churn 2.8%/month; runway: GHS 26m / 1.6m = 16 months; revenue up
  {
    id: 'd18-w3-en-accra-logistics-monthly-update-healthy',
    documentType: 'business_plan',
    text: `Subject: Tema Trucking Network — September update

Hello investors,

• Revenue GHS 3.9m (Aug GHS 3.5m). Best month so far, thanks to the cocoa season.
• Shipper churn: 2.8% of active shippers in the month, down from 3.6% in August.
• Net burn GHS 1.6m; cash GHS 26m → about 16 months of runway.
• Team: no departures. We hired a Head of Finance (ex-Ghana Link).
• Risks: fuel prices; we've hedged nothing, but we pass fuel through to shippers within 7 days.

Onwards,
Esi & Kwame`,
    present: [],
    absent: ['high-churn', 'short-runway', 'declining-revenue', 'founder-departure'],
    traits: ['list', 'figures', 'negation'],
  },
  // claimed payback 4 months; CAC KES 45,000 / KES 2,500 monthly contribution = 18 months
  {
    id: 'd18-w3-en-nairobi-boda-financing-slack-unit-economics',
    documentType: 'business_plan',
    text: `#finance — Slack export — 2025-09-02

grace.m   10:14  investor asked again about payback. deck says 4 months
ken.w     10:16  the 4 months is from 2023 when we got riders through the stage chairmen for free
grace.m   10:16  what's it now
ken.w     10:18  blended CAC this quarter: KES 45,000 per rider (agents + radio + the free helmet)
ken.w     10:18  contribution per rider per month after defaults: ~KES 2,500
grace.m   10:19  so 18 months
ken.w     10:19  yeah
grace.m   10:21  ok we keep "4-month payback" in the deck for now, I'll explain on the call`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['informal', 'figures', 'split-lines'],
  },
  // largest customer 19%; founders 61%
  {
    id: 'd18-w3-en-lusaka-agri-inputs-ddq-commercial',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE — MBEWE AGRI-INPUTS LTD (Zambia) — Responses of management, 10 Oct 2025

Q12. What share of revenue does your largest customer represent? Your top five?
A: The Zambia Cooperative Federation is 19% of FY2025 revenue; the top five together are 46%, but no other single
   buyer is above 8%.
Q13. Do any former employees or founders still hold shares?
A: No. All leavers' shares have been repurchased; the register (Annex 5) lists only current holders.
Q14. What is the founders' combined shareholding?
A: 61% fully diluted (Mr Mbewe 38%, Mrs Zulu 23%).
Q15. Does any one investor hold more than half the company?
A: No. The largest outside investor holds 22%.`,
    present: [],
    absent: ['customer-concentration', 'dead-equity', 'low-founder-ownership', 'investor-control'],
    traits: ['qa', 'negation', 'figures'],
  },
  // founders post-money: 20% + 14% = 34% < 40%
  {
    id: 'd18-w3-en-lagos-healthtech-series-a-term-sheet',
    documentType: 'legal_docs',
    text: `INDICATIVE TERM SHEET — SERIES A — CLINIQ HEALTH LTD (NIGERIA)

Investors: Savannah Growth II (lead, USD 5.0m), Ikeja Angels SPV (USD 0.5m)
Valuation: USD 14.5m pre-money
Post-money capitalisation (fully diluted):
  Dr Funmi Akande (founder, CEO)       20.0%
  Dr Yusuf Garba (founder, CMO)        14.0%
  Seed and pre-seed investors          23.3%
  Savannah Growth II                   25.0%
  Ikeja Angels SPV                      2.5%
  Option pool (post-money)             15.2%
Board: 5 seats (2 founders, 1 Savannah, 1 seed investors, 1 independent)
Anti-dilution: broad-based weighted average.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'figures'],
  },
  // revenue TZS 8.7bn < 9.9bn prior year
  {
    id: 'd18-w3-en-arusha-tour-operator-qualified-audit',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF SERENGETI TRAILS LIMITED

Qualified opinion
In our opinion, except for the effects of the matter described below, the financial statements give a true and fair
view of the financial position of Serengeti Trails Limited as at 30 June 2025.

Basis for qualified opinion
Customer deposits of TZS 1.9 billion received through agents in Europe were recognised as revenue on receipt rather than
when the safaris took place. Had they been deferred, revenue would be lower by TZS 620 million.

Statement of profit or loss (extract)          2025 (TZS m)      2024 (TZS m)
Revenue                                           8,710             9,930
Cost of sales                                    (5,890)           (6,720)
Gross profit                                      2,820             3,210`,
    present: ['audit-opinion', 'declining-revenue'],
    absent: ['gross-margin', 'going-concern'],
    traits: ['table', 'figures'],
  },
  // monthly churn 6.1%, 6.8%, 7.0% >= 5%
  {
    id: 'd18-w3-en-johannesburg-meal-kit-churn-table',
    documentType: 'financial_statements',
    text: `### UCook-style meal kit — "Braai Box" — subscriber KPIs (Q2 2025)

| Month | Opening subs | New | Cancelled | Closing subs | Revenue (ZAR) |
|-------|-------------:|----:|----------:|-------------:|--------------:|
| Apr   | 8,200        | 910 | 500       | 8,610        | 4.18m         |
| May   | 8,610        | 880 | 585       | 8,905        | 4.33m         |
| Jun   | 8,905        | 940 | 623       | 9,222        | 4.49m         |

Management note: cancellations are mostly people pausing for winter; we don't call them lost.`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // growth 2.5x < 4x; founders 41%; claim only threatened
  {
    id: 'd18-w3-en-kampala-insurtech-ic-memo-clean',
    documentType: 'business_plan',
    text: `IC MEMO — Ensuro Uganda Ltd — UGX 9bn (c. USD 2.4m) seed extension

Revenue FY2025: UGX 3.1bn commission income (FY2024: UGX 1.24bn, i.e. 2.5x). Management plan: 2x in FY2026.
Ownership post-deal: founders 41%, lead investor 27%, others 32%.
Legal: a former agent network has written to threaten a claim over unpaid commissions. No claim has been filed, and
our counsel thinks that if one is, it could be settled below UGX 150m.
Regulatory: broker licence from the Insurance Regulatory Authority held since 2022, renewed in June.
View: founders are close to our 40% comfort level; we will reserve for a top-up pool.`,
    present: [],
    absent: ['litigation', 'low-founder-ownership', 'unrealistic-growth', 'pending-licence', 'regulatory'],
    traits: ['hedge', 'figures', 'negation'],
  },
  {
    id: 'd18-w3-en-lagos-crypto-exchange-press-reinstated',
    documentType: 'business_plan',
    text: `SEC lifts suspension on Lagos crypto exchange after six months
BusinessDay — 14 March 2025

The Securities and Exchange Commission has lifted the suspension it placed on Naira Bits Exchange last September and
granted the company a full Digital Asset Exchange licence, ending a six-month freeze on new customer sign-ups.

In a statement, chief executive Halima Yusuf said the company "came out stronger" and that trading revenue for 2024
reached ₦3.2 billion despite the freeze, compared with ₦2.7 billion a year earlier.

The exchange now says there are "no open matters" with any regulator. It plans to expand into Ghana, where it will
apply for a licence in 2026.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'declining-revenue'],
    traits: ['time', 'negation', 'hedge'],
  },
  // plan: KES 40m -> 400m -> 2bn (10x, 5x)
  {
    id: 'd18-w3-en-nairobi-agri-drone-interview',
    documentType: 'business_plan',
    text: `TRANSCRIPT — "Silicon Savannah Sessions", guest: Wambui Kariuki, founder of AnGaza Drones

WAMBUI: What people don't get is we have zero competitors. Nobody in East Africa sprays smallholder farms by drone as a
  service. Zero. The multinationals sell chemicals, not the spraying.
HOST: So how big can it get?
WAMBUI: This year we'll close around KES 40 million. Next year, with the Rift Valley cooperatives, KES 400 million. The
  year after, two billion. That's the plan we showed the investors.
HOST: That's... steep.
WAMBUI: It's a land grab. Whoever gets the cooperatives first wins.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['informal', 'words', 'figures'],
  },
  {
    id: 'd18-w3-en-nairobi-isp-regulator-fine-memo',
    documentType: 'legal_docs',
    text: `MEMO — Legal & Compliance — Re: Mtandao Fibre Ltd — CA penalty and appeal

The Communications Authority of Kenya, in its letter of 2 June 2025, stated:
  "The Authority has determined that Mtandao Fibre Ltd operated last-mile fibre in Kiambu County outside the scope of
  its licence and hereby imposes a penalty of KES 18,500,000, payable within 30 days."

The Company paid under protest and on 24 June filed an appeal before the Communications and Multimedia Appeals
Tribunal seeking the refund and a declaration that its licence covers Kiambu. The Tribunal has fixed a mention for
January 2026. Until then, the CA letter also bars new connections in Kiambu.`,
    present: ['regulatory', 'litigation'],
    absent: ['pending-licence'],
    traits: ['quote', 'indirect', 'time'],
  },
  {
    id: 'd18-w3-en-dakar-retail-data-room-clean',
    documentType: 'legal_docs',
    text: `DATA ROOM REVIEW NOTES — Kër Market SA (Dakar) — Finance, tax and corporate folders — 8 Oct 2025

• Accounts: FY2022–FY2024 audited by Mazars Sénégal; unqualified opinions each year; no emphasis of matter.
• Revenue FY2024 XOF 6.8bn (FY2023 XOF 5.9bn); gross margin 24.1% vs 24.6%.
• Tax: DGID attestation de régularité fiscale dated 30 Sept 2025; CSS and IPRES up to date. No arrears.
• Bank: SGBS overdraft XOF 400m, all covenants met at June test.
• Cap table: reconciled to the RCCM filings and the share register; no convertible instruments outstanding.
• Litigation: none. Open points: none.`,
    present: [],
    absent: ['audit-opinion', 'debt-distress', 'cap-table-complexity', 'gross-margin', 'litigation'],
    traits: ['list', 'negation', 'figures'],
  },
];
