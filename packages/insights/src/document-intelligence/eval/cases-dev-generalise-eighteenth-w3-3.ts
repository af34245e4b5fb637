/**
 * Development set, eighteenth round (w3, part 3; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part3: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-lusaka-milling-board-minutes',
    documentType: 'legal_docs',
    text: `CHIPATA MILLING COMPANY LIMITED
Extract from the minutes of a meeting of the Directors held in Lusaka on 2 October 2025

4. Financial position
4.1 The Finance Director presented the accounts to 30 September. Cumulative losses now stand at ZMW 48.6 million and
    current liabilities exceed current assets by ZMW 17.2 million.
4.2 Zanaco has confirmed in writing that the interest cover and leverage covenants in the ZMW 60m term facility were
    breached at the June test date. A waiver was requested on 14 July; the bank has not granted it and has reserved
    its rights.
4.3 After discussion the Directors agreed that, unless the shareholder loan of USD 1.2m is received by December, there is
    significant doubt about the Company's ability to continue as a going concern, and that this must be disclosed in the
    FY2025 financial statements.
5. Next meeting: 6 November 2025.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion'],
    traits: ['indirect', 'hedge', 'figures'],
  },
  // revenue EGP 4.1m (Oct) < 4.6m (Sep); one-off MoH pilot EGP 3.0m inside ARR
  {
    id: 'd18-w3-en-cairo-clinic-software-update-email',
    documentType: 'business_plan',
    text: `Subject: Shifa Cloud — monthly update, October 2025

Dear investors,

Headline: ARR is now EGP 52.3m 🎉, up from EGP 49.0m. This includes the EGP 3.0m Ministry of Health pilot we
delivered in October (a fixed-fee, one-time engagement — we hope it turns into a national contract next year).

Recognised revenue for the month was EGP 4.1m vs EGP 4.6m in September, mainly because two private hospital groups in
Alexandria delayed renewals after the price increase.

Hiring: two senior engineers joined. Cash: EGP 71m.

Thanks, Nour`,
    present: ['declining-revenue', 'non-recurring-revenue'],
    absent: ['high-churn'],
    traits: ['indirect', 'figures', 'time'],
  },
  {
    id: 'd18-w3-en-douala-logistics-telegram-export',
    documentType: 'business_plan',
    text: `Telegram export — group "Kribi Freight founders" — 12 Nov 2025

Arnaud: did anyone tell the investors Amina is leaving??
Amina: 😂 I'm NOT leaving. I'm going on maternity leave for 4 months. Paul covers ops, I'm back in March.
Arnaud: ok phew, the rumour is all over Akwa
Paul: also — the CNPS and tax arrears are gone. We paid the last XAF 6.8m on Monday, I have the attestation de
      non-redevance. I'll put it in the data room.
Amina: good. October revenue?
Paul: XAF 142m, vs 131m in September. Costs XAF 118m.
Arnaud: 👍`,
    present: [],
    absent: ['founder-departure', 'debt-distress', 'burn-above-revenue', 'declining-revenue'],
    traits: ['informal', 'negation', 'time'],
  },
  // investor 52% post-money >= 50%; founders 41%
  {
    id: 'd18-w3-en-kumasi-agri-series-a-term-sheet',
    documentType: 'legal_docs',
    text: `TERM SHEET — SERIES A PREFERENCE SHARES — ASHANTI AGROTECH LTD
Investor: Pan-African Food Systems Fund LP ("PAFS")
Investment: USD 6,000,000 for Series A Preference Shares
Pre-money valuation: USD 5,500,000
Resulting ownership (fully diluted, post-closing):
   PAFS .............................. 52.2%
   Founders (K. Owusu, A. Mensah) ....... 40.8%
   ESOP ................................ 7.0%
Board: five directors — three appointed by PAFS, two by the Founders.
Liquidation preference: 1x non-participating.
Conditions: satisfactory due diligence; EPA permit for the Ejisu processing plant to be in hand before closing.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'pending-licence'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd18-w3-en-port-harcourt-disclaimer-opinion',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITORS TO THE MEMBERS OF DELTAFLOW ENERGY SERVICES LIMITED

Disclaimer of Opinion
We were engaged to audit the financial statements of Deltaflow Energy Services Limited for the year ended 31 December
2024. We do not express an opinion on the accompanying financial statements. Because of the significance of the matters
described below, we have not been able to obtain sufficient appropriate audit evidence to provide a basis for an
audit opinion.

Basis for Disclaimer of Opinion
The Company's accounting records for the period January to July 2024 were lost in a server failure and were only
partially reconstructed. Revenue of ₦2.31 billion and cost of sales of ₦1.64 billion for the year could not be
agreed to source documents.

Lagos, 18 August 2025 — Chartered Accountants`,
    present: ['audit-opinion'],
    absent: ['going-concern', 'gross-margin'],
    traits: ['indirect', 'figures'],
  },
  // cost of sales > revenue in both months: GM negative; costs > revenue
  {
    id: 'd18-w3-en-nairobi-ecommerce-fixed-width-pl',
    documentType: 'financial_statements',
    text: `SOKO SASA LTD            MANAGEMENT P&L            KES '000
---------------------------------------------------------------
                          AUG-25      SEP-25      OCT-25
GROSS MERCHANDISE VALUE   58,400      61,900      66,300
NET REVENUE               21,800      23,100      24,750
  PRODUCT COST            19,900      21,400      23,300
  DELIVERY & PACKAGING     3,100       3,350       3,600
COST OF SALES             23,000      24,750      26,900
GROSS PROFIT              (1,200)     (1,650)     (2,150)
OPEX                       9,800      10,100      10,400
EBITDA                   (11,000)    (11,750)    (12,550)
---------------------------------------------------------------
Notes: delivery subsidised to win Kisumu and Eldoret. Prices under review.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'fixed-width', 'figures'],
  },
  // runway: ZAR 31.5m / 3.0m = 10.5 months; churn 4.2%/month; GM -3 pts; top customer 28%
  {
    id: 'd18-w3-en-pretoria-hrtech-ic-memo',
    documentType: 'business_plan',
    text: `IC MEMO — PayDay Pro (Pty) Ltd — R45m Series A — prepared by Thandi M.

Financial snapshot (Sep 2025): monthly revenue R4.3m; monthly net burn R3.0m; cash R31.5m → runway c.10.5 months
before this round. Gross margin 66% vs 69% a year ago (−3 pts, more payroll-bureau costs).
Customers: 410 employers. Monthly logo churn averaged 4.2% over the last two quarters, below our 5% red line.
Largest client (a Gauteng security firm) is 28% of revenue — close to our threshold, so we ask for a covenant report.
Legal: no claims. Team: unchanged since seed.
Recommendation: invest, subject to standard conditions.`,
    present: [],
    absent: ['short-runway', 'high-churn', 'gross-margin', 'customer-concentration', 'burn-above-revenue'],
    traits: ['figures', 'hedge', 'negation'],
  },
  // Uganda Breweries 48% of sales; supplier owned by MD's wife
  {
    id: 'd18-w3-en-jinja-packaging-bank-loan-application',
    documentType: 'financial_statements',
    text: `STANBIC BANK UGANDA — BUSINESS LOAN APPLICATION
Applicant: Nile Cartons Ltd, Plot 14 Main Street, Jinja
Amount requested: UGX 2.8 billion, 5 years, for a second corrugator line

Part 4 — Customers (FY2024/25 sales UGX 11.6bn)
   Uganda Breweries Ltd ............ UGX 5.6bn
   Coca-Cola Beverages Uganda ...... UGX 1.3bn
   Others (37 customers) ........... UGX 4.7bn

Part 5 — Suppliers
   Kraft paper is bought mainly through Mbale Paper Traders Ltd (UGX 3.9bn in FY2024/25). Mbale Paper Traders is owned by
   Mrs Grace Wasswa, the wife of our Managing Director, Mr Peter Wasswa.

Part 6 — Existing borrowings: none.`,
    present: ['customer-concentration', 'related-party'],
    absent: ['debt-distress'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-mwanza-fish-processing-grant-application',
    documentType: 'business_plan',
    text: `GRANT APPLICATION — Lake Victoria Blue Economy Fund — Window 3

Applicant: Ziwa Fresh Processing Ltd, Mwanza, Tanzania
Project: a 20-tonne/day Nile perch fillet and fishmeal plant at Igogo

Section 3: Permits and approvals
  - Business licence: held.
  - Environmental Impact Assessment certificate (NEMC): application and EIS submitted 3 July 2025; site visit done;
    certificate not yet issued.
  - TBS product certification: will be applied for after construction.

Section 4: Impact
  320 direct jobs, 60% women; 1,100 fishers supplying through landing-site cooperatives.

Section 5: Financial information
  The company is pre-operational. Financial projections will be provided at the second stage.`,
    present: ['pending-licence', 'missing-financials'],
    absent: ['regulatory'],
    traits: ['list', 'time', 'indirect'],
  },
  {
    id: 'd18-w3-en-tunis-saas-data-room-cap-table-notes',
    documentType: 'legal_docs',
    text: `DATA ROOM REVIEW — Qarta Software SA (Tunis) — Corporate & cap table — reviewer notes, 2 Dec 2025

• Three cap tables in the room (folder 2.1 "cap_table_final.xlsx", 2.2 "captable_v2_REAL.xlsx", 5.3 in the Series A
  deck). Total shares differ: 1,204,000 / 1,187,500 / 1,250,000. Management could not say which is correct.
• The RNE extract shows TND 120,450 of capital, consistent with none of them.
• Hatem Gharbi, co-founder, left in March 2024 and still holds 12% per all three versions; no buy-back or leaver
  clause was ever exercised.
• ESOP grants to 14 employees are documented by e-mail only.
Action: ask counsel for a reconciled register before signing.`,
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'indirect'],
  },
  // top three 11% + 9% + 8% = 28% < 30%
  {
    id: 'd18-w3-en-accra-cleaning-services-contract-summaries',
    documentType: 'business_plan',
    text: `Key customer contracts — Spotless Ghana Ltd — FY2025 revenue GHS 14.2m

| Customer                 | Contract                      | Term        | FY2025 revenue | Share |
|--------------------------|-------------------------------|-------------|---------------:|------:|
| Kotoka Int'l Airport Ltd | Terminal 3 cleaning           | 3 yrs, 2027 |   GHS 1.56m    |  11%  |
| Accra Mall               | Facilities cleaning + waste   | 2 yrs, 2026 |   GHS 1.28m    |   9%  |
| Ridge Hospital           | Ward cleaning, 24/7           | 1 yr, rolling|  GHS 1.14m    |   8%  |
| 54 other customers       | various                       |             |  GHS 10.22m    |  72%  |

No customer has a termination-for-convenience right shorter than 60 days.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd18-w3-en-abuja-crowdfunding-sec-letter-memo',
    documentType: 'legal_docs',
    text: `INTERNAL MEMO — Re: FarmShare Nigeria Ltd — SEC correspondence

Quoting the Securities and Exchange Commission's letter of 29 September 2025:
  "The Commission has observed that FarmShare Nigeria Ltd is offering investment units in agricultural projects to the
  public without registration as a crowdfunding intermediary. You are hereby directed to suspend all new offerings
  with immediate effect until your registration is concluded."

Management's position: the registration application was filed on 5 August 2025 and fees paid; the SEC has not yet
decided it. Existing investors continue to receive payouts. Revenue for 2024 was ₦640m.

Our view: new offerings — which generate all origination fees — are stopped for an unknown period.`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['quote', 'indirect', 'time'],
  },
  // burn R2.1m < revenue R2.6m; growth 2.2x < 4x
  {
    id: 'd18-w3-en-cape-town-logistics-podcast',
    documentType: 'business_plan',
    text: `[Podcast transcript — "Mother City Startups", episode 47, guest: Lindiwe Khumalo, CEO of Kargo Route]

HOST: Do you have competitors, or is it a blue ocean?
LINDIWE: Ha, there are always competitors. Lori, Sendy before it closed, and the big 3PLs like Imperial. We just price
  better on the Cape–Joburg lane.
HOST: Are you burning a lot?
LINDIWE: Our gross spend is about R2.1 million a month, revenue is around R2.6 million a month, so we're actually
  slightly cash generative at the operating level.
HOST: Growth?
LINDIWE: We'll do about 2.2 times last year. People want 5x stories. That's not us and I'm fine with that.`,
    present: [],
    absent: ['no-competition', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['informal', 'negation', 'figures'],
  },
];
