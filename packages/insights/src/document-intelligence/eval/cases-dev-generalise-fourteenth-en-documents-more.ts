/**
 * Development set, fourteenth round, English documents of the due-diligence room (2026-11-30), continued:
 * investor updates, founder messages, KPI exports, DDQ answers, cap tables, minutes, term sheets,
 * auditor extracts and deck slides from Nigeria, Kenya, Ghana, South Africa, Egypt and Rwanda.
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthEnDocumentsMore: readonly RedFlagCase[] = [
  { id: 'd14a-sr-update-cairo', documentType: 'business_plan', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['list', 'figures'],
    text: `Investor update - Cairo, September 2025
Revenue: $241k for the month (+6% m/m)
Net burn: $188k
Cash at month end: $1.31m
We are opening the seed-extension conversation in October.` },
  { id: 'd14a-sr-whatsapp-ceo', documentType: 'business_plan', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['figures', 'indirect'],
    text: `[14/10/2025, 21:12] Ifeoma (CEO): quick one before tmrw's call
[14/10/2025, 21:12] Ifeoma (CEO): bank is at ₦310m after payroll
[14/10/2025, 21:13] Ifeoma (CEO): we're going through roughly ₦45m a month net, sales were ₦62m last month
[14/10/2025, 21:13] Ifeoma (CEO): so let's talk bridge options tmrw pls` },
  { id: 'd14a-sr-treasury-export-split', documentType: 'financial_statements', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['split', 'figures'],
    text: `KPI export - treasury view (generated 03/10/2025 06:00 EAT)
Cash and equivalents, 30 Sep
KES 84.0m
Net operating burn, 3-month average
KES 11.2m / month
Revenue, 3-month average
KES 19.6m / month
Committed undrawn facilities
nil` },
  { id: 'd14a-sr-quarterly-letter', documentType: 'business_plan', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue', 'declining-revenue'], traits: ['figures', 'time'],
    text: `Q3 2025 shareholder letter (extract)
Revenue for the quarter was GH₵ 3.1m against GH₵ 2.7m in Q2. Net cash outflow for the
quarter was GH₵ 2.4m, in line with the last two quarters, and we ended September holding
GH₵ 5.4m.` },
  { id: 'd14a-hc-dr-subscriber-table', documentType: 'business_plan', language: 'en',
    present: ['high-churn', 'declining-revenue'], absent: [], traits: ['table', 'figures'],
    text: `Subscriber KPIs - January to April 2025 (extract from the board pack)
Month      Opening subs   Cancelled   Revenue (R)
January        9,800         610      1,842,000
February       9,420         580      1,771,000
March          9,060         560      1,703,000
April          8,720         540      1,640,000` },
  { id: 'd14a-hc-cohort-slide', documentType: 'pitch_deck', language: 'en',
    present: ['high-churn'], absent: [], traits: ['figures', 'indirect'],
    text: `Slide 9 - Retention
Cohort: restaurants onboarded Jan-Jun 2024 (1,150)
Still ordering after 12 months: 47%
Average order value EGP 2,340, up from EGP 1,980 | GMV Q3 2025: EGP 41m
"Restaurants that stay, stay for years."` },
  { id: 'd14a-hc-solar-households', documentType: 'business_plan', language: 'en',
    present: ['high-churn'], absent: [], traits: ['list', 'figures'],
    text: `DDQ attachment C - customer metrics (prepaid solar, Rwanda)
- Paying households at 30 June 2025: 18,400
- Average monthly churn (households ending their plans early), H1 2025: 6.5%
- ARPU: RWF 4,900 per month
- Field agents: 212` },
  { id: 'd14a-ue-contribution-slide', documentType: 'pitch_deck', language: 'en',
    present: ['unit-economics'], absent: ['gross-margin', 'burn-above-revenue'], traits: ['figures', 'list'],
    text: `Slide 7 - Unit economics: a 35% contribution margin on every drop
Average delivery fee          ₦1,800
Rider payout per drop         ₦1,050
Fuel and packaging per drop     ₦350
Revenue, Q3 2025: ₦212m across Lagos and Abuja` },
  { id: 'd14a-ue-ltv-cac-memo', documentType: 'business_plan', language: 'en',
    present: ['unit-economics'], absent: ['high-churn', 'no-competition'], traits: ['figures', 'indirect'],
    text: `Growth model (investor memo, section 4)
We acquire a paying SME at a blended CAC of $42. ARPU is $1.40 a month and the average
account stays 30 months, giving an LTV/CAC of 3.5x - the best in our peer set.
Monthly revenue: $96k.` },
  { id: 'd14a-ue-agent-payback-slide', documentType: 'pitch_deck', language: 'en',
    present: ['unit-economics'], absent: [], traits: ['figures', 'list'],
    text: `Slide 11 - Economics of a new agent
CAC (training and kit):             GH₵ 900
Monthly contribution per agent:     GH₵ 60
Payback:                            under 6 months
Active agents: 1,240 | Monthly revenue: GH₵ 310k` },
  { id: 'd14a-de-fd-former-cto-schedule', documentType: 'legal_docs', language: 'en',
    present: ['dead-equity', 'founder-departure'], absent: ['cap-table-complexity'], traits: ['figures'],
    text: `Disclosure Schedule 2.4 - Capitalisation
(a) Issued shares: 2,500,000 ordinary shares.
(b) Mr T. Naidoo, former Chief Technology Officer, resigned on 30 April 2025. He holds
    275,000 ordinary shares (11.0%), all vested; the Company did not exercise its call
    option, which lapsed on 31 July 2025.
(c) The remaining shares are held as set out in Annexure B.` },
  { id: 'd14a-de-early-engineers-ddq', documentType: 'legal_docs', language: 'en',
    present: ['dead-equity'], absent: ['founder-departure'], traits: ['negation', 'figures'],
    text: `DDQ 5.6 - Former staff holding equity
Two engineers from the 2021 team (not co-founders, not executives) left in 2022. Between
them they still hold 6.2% of the ordinary shares; the good-leaver buy-back in the
shareholders' agreement was never exercised and has now expired.` },
  { id: 'd14a-ctc-ddq-safes', documentType: 'legal_docs', language: 'en',
    present: ['cap-table-complexity'], absent: [], traits: ['indirect'],
    text: `DDQ 4.1 - Please provide a fully diluted capitalisation table.
Response: Attached as 4.1A. Please note this version has not yet been reconciled to the
CAC register of members: three SAFEs (2022-2023) are shown as converted on our own
assumptions, and two allotments made in 2021 were never filed.
We expect counsel to finish the reconciliation in January.` },
  { id: 'd14a-ctc-board-minutes-register', documentType: 'legal_docs', language: 'en',
    present: ['cap-table-complexity'], absent: [], traits: ['figures'],
    text: `Minutes - Board of Directors, Accra, 2 September 2025
6. Capitalisation. Counsel reported discrepancies between the register of members held
   at the Registrar of Companies and the cap table circulated to investors in July: the
   share counts differ by 412,000 shares and two convertible notes are not shown.
   Resolved that management reconciles the two records before the Series A closing.` },
  { id: 'd14a-ctc-term-sheet-cp', documentType: 'legal_docs', language: 'en',
    present: ['cap-table-complexity'], absent: [], traits: ['list'],
    text: `TERM SHEET - SERIES A PREFERRED (NON-BINDING)
Conditions precedent:
1. Satisfactory legal and financial due diligence.
2. Delivery of a reconciled capitalisation table: the version provided on 4 November
   does not agree to the CIPC records or to the share certificates issued.
3. Adoption of the amended MOI.` },
  { id: 'd14a-ic-post-series-a-table', documentType: 'legal_docs', language: 'en',
    present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['table', 'figures'],
    text: `Cap table - post Series A (Cairo, October 2025)
| Holder                         | Shares     | %     |
| Founders (3, all full-time)    |  4,100,000 |  41.0 |
| Delta Growth Fund II           |  5,200,000 |  52.0 |
| ESOP pool                      |    700,000 |   7.0 |
| Total                          | 10,000,000 | 100.0 |` },
  { id: 'd14a-ic-egm-minutes', documentType: 'legal_docs', language: 'en',
    present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['figures'],
    text: `Minutes of the Extraordinary General Meeting, Nairobi, 21 July 2025
1. The meeting noted that, following completion of the rights issue, Equator Capital
   Partners holds 56% of the issued share capital and may appoint three of the five
   directors. The two founders together hold 40.5% and the ESOP 3.5%.
2. Resolved to adopt the amended Articles.` },
  { id: 'd14a-ic-ddq-exactly-half', documentType: 'legal_docs', language: 'en',
    present: ['investor-control'], absent: ['low-founder-ownership', 'related-party'], traits: ['figures'],
    text: `Q 3.2 Does any single shareholder hold a controlling stake?
A: Yes. Akwaaba Holdings Ltd holds exactly 50.0% of the ordinary shares following the 2024
conversion of its loan notes; the two founders hold 44% and the ESOP 6%.` },
  { id: 'd14a-nc-ug-deck-rwanda', documentType: 'pitch_deck', language: 'en',
    present: ['no-competition', 'unrealistic-growth'], absent: [], traits: ['figures'],
    text: `Slide 4 - Market
No one else in Rwanda offers digital cold-storage booking for farmers - we are the only
player.
Slide 10 - Projections
Revenue 2025: RWF 310m (actual) | 2026: RWF 1.6bn | 2027: RWF 5.9bn` },
  { id: 'd14a-mf-deck-clinics', documentType: 'pitch_deck', language: 'en',
    present: ['missing-financials'], absent: ['unrealistic-growth'], traits: ['list'],
    text: `Slide 1 - Tiba Link: the operating system for Kenya's private clinics
Slide 2 - Problem: clinics lose patients between referral and follow-up
Slide 3 - Solution: booking, records and M-Pesa payments in one app
Slide 4 - Traction: live in 38 clinics across Nairobi and Kisumu
Slide 5 - Team: former telco and teaching-hospital operators
Slide 6 - Ask: seed round to open Mombasa and Nakuru` },
  { id: 'd14a-clean-lit-settled-schedule', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['litigation'], traits: ['time', 'negation'],
    text: `Disclosure Schedule 3.12 - Litigation
The claim brought by the former landlord of the Heliopolis warehouse (Cairo Economic Court,
case 772/2024) was settled on 14 May 2025 for EGP 1.1m, paid in full; the case was struck
out on 2 June 2025. There are no other pending or, to the Company's knowledge, threatened
proceedings.` },
  { id: 'd14a-clean-lit-risk-factors', documentType: 'business_plan', language: 'en',
    present: [], absent: ['litigation'], traits: ['modality', 'negation', 'list'],
    text: `Risk factors (business plan, section 9)
- Intellectual property: a larger rival could bring a claim over our brand name. No claim
  has been threatened or filed, and our mark was registered in 2024.
- Cost base: diesel is 14% of operating costs (₦61m of ₦436m in FY2025).` },
  { id: 'd14a-clean-sr-sixteen-months', documentType: 'business_plan', language: 'en',
    present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['figures'],
    text: `Q3 2025 update
Cash at 30 Sep: $4.2m | Net burn: $260k/month | Revenue: $390k/month
Runway: about 16 months at the current burn, before the receivables facility.` },
  { id: 'd14a-clean-sr-bridge-closed', documentType: 'business_plan', language: 'en',
    present: [], absent: ['short-runway'], traits: ['time', 'figures'],
    text: `Investor update - May 2025
In January we told you we had about four months of runway. The $3.0m bridge closed on
14 April; with cash now at $3.6m and net burn down to $190k a month, we have around 19
months. Revenue for April was $212k.` },
  { id: 'd14a-clean-sr-treasury-ten-months', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['split', 'figures'],
    text: `Treasury KPIs (ZAR)
Cash on hand, 31 October
R 21.0m
Average monthly net burn, May-October
R 2.1m
Average monthly revenue, May-October
R 3.4m` },
  { id: 'd14a-clean-hc-staff-churn', documentType: 'business_plan', language: 'en',
    present: [], absent: ['high-churn', 'founder-departure'], traits: ['figures'],
    text: `People and customers, FY2025
Staff churn: 18% (9 of 50 employees left, mostly field agents hired in 2024).
Customer churn: 1.2% a month on average; 4,310 active clinics at year end.
Revenue: RWF 2.1bn (FY2024: RWF 1.6bn).` },
  { id: 'd14a-clean-hc-logo-churn-slide', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['high-churn'], traits: ['figures'],
    text: `Slide 8 - Retention
Annual logo churn: 31% (SMEs), 9% (enterprise)
Net revenue retention: 112%
ARR: KES 186m` },
  { id: 'd14a-clean-ue-consistent-slide', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unit-economics'], traits: ['figures'],
    text: `Slide 6 - Unit economics (H1 2025 cohort)
CAC: $18 | Contribution per customer per month: $4.50 | Payback: 4 months
LTV (first 12 months of contribution only): $54 | LTV/CAC: 3.0x
Revenue H1 2025: $1.02m` },
  { id: 'd14a-clean-ue-per-order', documentType: 'business_plan', language: 'en',
    present: [], absent: ['unit-economics', 'gross-margin'], traits: ['figures'],
    text: `Per-order economics, October 2025 (Lagos)
Average basket fee: ₦2,400
Rider cost: ₦1,300 | Packaging and payment fees: ₦350
Contribution: ₦750 per order (31%), positive in every zone we operate.
Orders in October: 61,200.` },
  { id: 'd14a-clean-de-bought-back', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['dead-equity', 'founder-departure'], traits: ['time', 'negation'],
    text: `Disclosure Schedule 2.6 - Former employees
Two software engineers who left in 2023 held vested options over 1.5% in total. Their
unvested options lapsed on departure and the Company repurchased the vested shares at fair
value in November 2023. No former employee or adviser holds shares today.` },
  { id: 'd14a-clean-ctc-reconciled', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['cap-table-complexity', 'investor-control'], traits: ['negation', 'figures'],
    text: `Capitalisation - confirmation by counsel
The fully diluted cap table at Annexure 4 was reconciled to the register of members and to
the CR12 issued by the Business Registration Service on 12 September 2025. All SAFEs have
converted. Founders hold 58%, Baraka Ventures 24%, angels 10% and the ESOP 8%.` },
  { id: 'd14a-clean-ic-forty-five', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['investor-control', 'low-founder-ownership'], traits: ['table', 'figures'],
    text: `Post-money shareholding (Lagos, seed extension)
| Shareholder               | %     |
| Founders (2, full-time)   | 47.0  |
| Lagoon Capital Fund I     | 45.0  |
| ESOP                      |  8.0  |` },
  { id: 'd14a-clean-ic-protective-provisions', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['investor-control'], traits: ['modality', 'figures'],
    text: `TERM SHEET - Series A (Cairo)
Investment: USD 6m by the Lead Investor for a 28% fully diluted stake.
Protective provisions: the consent of the Lead Investor is required to (i) issue shares
senior to the Series A, (ii) sell the company, (iii) change the business.
Board: five seats - two founders, one Lead Investor, two independents.` },
  { id: 'd14a-clean-nrr-revenue-note', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['non-recurring-revenue', 'pending-licence'], traits: ['negation', 'figures'],
    text: `Note 4 - Revenue
Recurring subscription revenue (ARR at year end): KES 96.4m
One-off implementation fees: KES 3.2m, recognised on delivery and excluded from ARR.
Software licences used in the platform are held under enterprise agreements renewed in 2025.` },
  { id: 'd14a-clean-gc-ao-auditor-extract', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['going-concern', 'audit-opinion'], traits: ['negation', 'figures'],
    text: `Isoko Agri Ltd - audited financial statements, year ended 31 December 2025 (extract)
Auditor's opinion: unmodified (true and fair view).
Material uncertainty related to going concern: none reported by the auditor or directors.
Revenue: RWF 3.8bn (2024: RWF 3.1bn).` },
  { id: 'd14a-clean-ug-nc-plan-slide', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unrealistic-growth', 'no-competition'], traits: ['figures'],
    text: `Slide 5 - Competition: two funded players (one in Cairo, one in Alexandria) and many
informal brokers; we win on price and delivery time.
Slide 12 - Plan: revenue EGP 48m (2025) -> EGP 110m (2026) -> EGP 210m (2027).` },
];
