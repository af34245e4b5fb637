/** Writer 1's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW1P1: readonly RedFlagCase[] = [
  // 01 — Seed pitch deck, cold-chain agritech, Kenya.
  // customer-concentration PRESENT (table): Kijani Supermarkets KSh 15.9M / KSh 46.8M = 34.0% of FY2024 revenue (>= 30%).
  //   Check of the table: 15.9 + 6.2 + 13.4 + 11.3 = 46.8.
  // short-runway PRESENT (figures only): cash KSh 38.0M / net burn KSh 5.2M a month = 7.3 months (< 9).
  // burn-above-revenue PRESENT (figures only): net burn KSh 5.2M a month > revenue KSh 4.1M in Dec 2024.
  // unrealistic-growth ABSENT: FY2025 plan 96 / 46.8 = 2.05x; FY2026 180 / 96 = 1.9x (< 4x; not 3x a year for three years).
  // declining-revenue ABSENT: 46.8 > 29.5. gross-margin ABSENT: 31% up from 29%.
  // no-competition ABSENT: competitors are named.
  {
    id: 'h23-en-w1-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures', 'list', 'split'],
    present: ['customer-concentration', 'short-runway', 'burn-above-revenue'],
    absent: ['unrealistic-growth', 'declining-revenue', 'no-competition', 'gross-margin'],
    text: `BARIDI FRESH — Seed deck, January 2025

Slide 1 — Cover
Baridi Fresh Ltd · Solar cold rooms + reefer logistics for fresh produce · Nairobi, Kenya
Raising USD 1.5M seed

Slide 2 — Problem
Up to 40% of fruit and vegetables grown by Kenyan smallholders spoil between the farm gate and the market.
Farmers in Kirinyaga, Meru and Nyandarua sell at whatever the broker offers that morning because they cannot store.

Slide 3 — Solution
- 14 solar-powered cold rooms (5–20 t) at aggregation points
- 6 refrigerated trucks on the Nairobi and Mombasa routes
- Pay-per-crate storage (KSh 35 per crate per day) plus delivery to buyers
- Farmer app (USSD + Android): book space, see buyer prices, get paid on M-Pesa

Slide 4 — Traction
- 3,200 farmers registered, 1,150 active each month
- 2,870 t of produce moved in 2024 (2023: 1,640 t)
- Revenue FY2024: KSh 46.8M (FY2023: KSh 29.5M)
- Gross margin 31% (FY2023: 29%)

Slide 5 — Who pays us (FY2024)
| Customer                              | Revenue (KSh M) | Terms                           |
|---------------------------------------|-----------------|---------------------------------|
| Kijani Supermarkets Ltd               | 15.9            | 2-year supply deal, renews Sept 2025 |
| Tamu Hotels Group                     | 6.2             | PO-based                        |
| Export aggregators (11 firms)         | 13.4            | Seasonal (Oct–Apr)              |
| Restaurants, grocers, kiosks (140+)   | 11.3            | Cash / M-Pesa                   |
| Total                                 | 46.8            |                                 |

Slide 6 — Competition
Our real rival is the informal broker with an open pick-up. Two funded cold-chain start-ups (Frio Hub, Sasa Cold) focus on dairy and fish; supermarkets run some in-house logistics.

Slide 7 — Financial snapshot
Monthly revenue (Dec 2024) ........... KSh 4.1M
Monthly net burn (Q4 2024 average) ... KSh 5.2M
Cash at bank, 31 Dec 2024 ............ KSh 38.0M
Plan: FY2025 revenue KSh 96M · FY2026 KSh 180M

Slide 8 — Team
Achieng Odera, CEO — ex-regional supply-chain lead at an FMCG multinational
Kevin Mutua, COO — ran a 40-truck fleet for a Mombasa transporter
Dr Faith Njeri, Head of Agronomy — PhD in post-harvest physiology (JKUAT)

Slide 9 — The ask
USD 1.5M (about KSh 194M): 20 more cold rooms, 8 trucks, working capital.`,
  },

  // 02 — Audited financial statements, PAYG solar, Tanzania. CLEAN but tempting.
  // audit-opinion ABSENT: audited, opinion unmodified ("true and fair", no qualification).
  // gross-margin ABSENT: 2024 3,275 / 8,420 = 38.9%; 2023 2,950 / 7,160 = 41.2%; down 2.3 points (< 5).
  // declining-revenue ABSENT: 8,420 > 7,160 (+17.6%).
  // burn-above-revenue ABSENT: profit for the year TZS 248m; costs 5,145 + 2,610 + 310 + 107 = 8,172 < 8,420.
  // going-concern ABSENT (negation: "not aware of any material uncertainty").
  // debt-distress ABSENT (negation: covenants met, no late instalment; PAR30 is customers' arrears, not the company's; TRA audit closed with no assessment).
  {
    id: 'h23-en-w1-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    text: `JUA BORA SOLAR LIMITED
Financial statements for the year ended 31 December 2024
(Amounts in TZS million unless otherwise stated)

REPORT OF THE DIRECTORS (extract)
The Company sells solar home systems on pay-as-you-go terms in 19 regions of Tanzania. At year end it served 214,000 paying customers (2023: 176,000). Revenue grew 17.6% to TSh 8.42 billion. Gross margin eased to 38.9% (2023: 41.2%) as we absorbed higher sea-freight costs on panels and batteries imported from China; freight rates have since normalised.

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF JUA BORA SOLAR LIMITED
Opinion
We have audited the financial statements of Jua Bora Solar Limited set out on pages 14 to 52. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024, and of its financial performance and its cash flows for the year then ended, in accordance with International Financial Reporting Standards and the requirements of the Companies Act, 2002 (Cap. 212).
Basis for opinion
We conducted our audit in accordance with International Standards on Auditing (ISAs). We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.
Mwakalinga Kessy & Co., Certified Public Accountants (T), Dar es Salaam — 28 March 2025

STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME
                                      2024        2023
Revenue                              8,420       7,160
Cost of sales                       (5,145)     (4,210)
Gross profit                         3,275       2,950
Operating expenses                  (2,610)     (2,480)
Operating profit                       665         470
Finance costs                         (310)       (290)
Profit before tax                      355         180
Income tax expense                    (107)        (54)
Profit for the year                    248         126

NOTES (extracts)
2. Going concern — The directors have assessed the Company's ability to continue as a going concern for at least twelve months from the date of approval of these financial statements, including the repayment profile of the senior loan, and are not aware of any material uncertainty that may cast significant doubt on that ability.

18. Borrowings — The USD 2.4 million senior loan from an impact debt fund carries two covenants: portfolio-at-risk over 30 days (PAR30) below 20% and a debt-service cover ratio above 1.20x. At 31 December 2024 PAR30 was 13.6% and DSCR 1.41x. The Company complied with all covenants throughout the year and no instalment was paid after its due date.

24. Taxation — The Tanzania Revenue Authority's compliance audit of the years 2021 and 2022 was concluded in October 2024 with no additional assessment.`,
  },

  // 03 — Series A term sheet, payments fintech, Kenya.
  // low-founder-ownership PRESENT (table): founders 2,400,000 + 1,480,000 = 3,880,000 / 10,720,000 = 36.2% post-money (< 40%).
  //   Table check: 2,400,000 + 1,480,000 + 2,360,000 + 1,530,000 + 2,950,000 = 10,720,000;
  //   22.4 + 13.8 + 22.0 + 14.3 + 27.5 = 100.0. Price: 2,950,000 x USD 0.85 = USD 2,507,500; pre-money 7,770,000 x 0.85 = USD 6,604,500.
  // pending-licence PRESENT (indirect, as a condition precedent): CBK PSP authorisation applied for on 14 August 2024, not yet issued.
  // investor-control ABSENT: lead investor 27.5% (< 50%). cap-table-complexity ABSENT: cap table confirmed against the register.
  {
    id: 'h23-en-w1-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
    present: ['low-founder-ownership', 'pending-licence'],
    absent: ['investor-control', 'cap-table-complexity'],
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
HESABU PAY LIMITED (the "Company"), a private company incorporated in Kenya
Non-binding except for Confidentiality, Exclusivity and Governing Law. Draft of 9 December 2024.

1. Investor: Savanna Ventures Fund II LP (the "Lead Investor").
2. Amount: USD 2,507,500 for 2,950,000 Series A Preferred Shares at USD 0.85 per share (the "Original Issue Price").
3. Pre-money valuation: USD 6,604,500 on a fully diluted basis, including an ESOP pool of 1,530,000 shares.
4. Capitalisation at Completion (fully diluted):

| Holder                                        | Shares     | %      |
|-----------------------------------------------|------------|--------|
| Brian Otieno (co-founder, CEO)                | 2,400,000  | 22.4%  |
| Amina Hassan (co-founder, CTO)                | 1,480,000  | 13.8%  |
| Seed investors (Kiota Angels + converted SAFEs) | 2,360,000 | 22.0%  |
| ESOP (granted and unallocated)                | 1,530,000  | 14.3%  |
| Savanna Ventures Fund II LP                   | 2,950,000  | 27.5%  |
| Total                                         | 10,720,000 | 100.0% |

The table above has been confirmed by the Company's counsel against the register of members and the SAFE conversion schedule as at 2 December 2024.

5. Liquidation preference: 1x the Original Issue Price, non-participating, senior to ordinary shares.
6. Anti-dilution: broad-based weighted average.
7. Board: five directors — two appointed by the founders, one by the Lead Investor, one by the seed investors, one independent chair agreed by all.
8. Founder vesting: the founders' shares re-vest over 36 months from Completion, 12-month cliff credited for time served since 2021.
9. Conditions precedent to Completion:
   (a) satisfactory legal, financial and technical due diligence;
   (b) issuance by the Central Bank of Kenya of the Company's authorisation as a Payment Service Provider under the National Payment System Act, 2011 — the application was lodged on 14 August 2024 and the Company has answered the CBK's first set of queries;
   (c) adoption of new Articles of Association reflecting these terms.
10. Use of proceeds: merchant acquisition in Nairobi, Mombasa and Kisumu; engineering hires; regulatory capital.
11. Exclusivity: 60 days from countersignature.
12. Governing law: Laws of Kenya; disputes to arbitration in Nairobi under the NCIA Rules.`,
  },

  // 04 — Business plan, school software and digital lessons, Tanzania. CLEAN but tempting.
  // unrealistic-growth ABSENT: 4,580 / 1,910 = 2.4x; 8,700 / 4,580 = 1.9x; 13,900 / 8,700 = 1.6x (none >= 4x; not 3x each year).
  // high-churn ABSENT: home-app churn 38% a year (< 45%); school renewal 89% (retention > 55%).
  // pending-licence ABSENT: TIE approval granted February 2024 (time: done).
  // gross-margin ABSENT: 64% vs 66% = down 2 points (< 5). burn-above-revenue ABSENT: costs 1,720 < revenue 1,910 (FY2023: 1,080 < 1,120).
  // no-competition ABSENT: competitors named. customer-concentration ABSENT: largest group 7%. low-founder-ownership ABSENT: 58%.
  {
    id: 'h23-en-w1-04',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'time', 'prose'],
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'pending-licence', 'gross-margin', 'no-competition', 'customer-concentration', 'burn-above-revenue', 'low-founder-ownership'],
    text: `SOMO HUB LIMITED — Business Plan 2025–2027 (for discussion with investors)
Dar es Salaam, January 2025

1. Summary
Somo Hub sells a school-management system (fees, attendance, report cards) to private primary and secondary schools, and a Kiswahili/English home-learning app to parents. We are profitable at the operating level and are raising TSh 5.5 billion (about USD 2.1M) to enter Mwanza, Arusha and Dodoma and to add the Form 1–4 syllabus.

2. Where we are
- 412 paying schools (Dec 2023: 268); the largest school group (9 campuses) is 7% of revenue
- 31,800 paying parent subscribers on the home app
- Schools renewing at the end of the 2024 academic year: 89%
- Home-app subscriber churn over 2024: 38% (2023: 44%)
- Lesson content approved by the Tanzania Institute of Education in February 2024; all 2025 content goes through the same review before release

3. Financial history and plan (TZS million)
| Year            | Revenue | Total costs | Operating result | Gross margin |
|-----------------|---------|-------------|------------------|--------------|
| FY2023 (actual) | 1,120   | 1,080       | 40               | 66%          |
| FY2024 (actual) | 1,910   | 1,720       | 190              | 64%          |
| FY2025 (plan)   | 4,580   | 4,150       | 430              | 63%          |
| FY2026 (plan)   | 8,700   | 7,650       | 1,050            | 64%          |
| FY2027 (plan)   | 13,900  | 11,900      | 2,000            | 65%          |

The FY2025 step-up assumes 520 new schools in three cities, in line with the 144 we added in Dar es Salaam alone in 2024 with a team one third the size. Gross margin dips in 2025 as we put servers and content staff in place before revenue arrives.

4. Competition
ElimuApp and two other Kiswahili-first platforms compete for parents; for schools we replace Excel, paper ledgers and a few foreign SaaS products priced in USD. Printed revision books remain the default for most families.

5. Ownership
Founders Rehema Mollel and Daudi Kimaro hold 58% together; angels 27%; staff option pool 15%.

6. Risks we watch
Schools pay late in January and July when fees come in, so we invoice at the start of each term and chase through head teachers.`,
  },

  // 05 — Board memo with WhatsApp excerpt, trucking company, Kenya.
  // founder-departure PRESENT (indirect, chat): co-founder and CTO Wanjiru Kamau has accepted a job in Kigali; last day 30 November.
  // dead-equity PRESENT (split): former COO Peter Mwangi left in March 2023 and still holds 600,000 shares (6.0%); no buy-back was made.
  // debt-distress PRESENT (indirect): August and September instalments of KSh 3.4M each unpaid; bank letter notes arrears of KSh 6.8M.
  // burn-above-revenue ABSENT: Q3 costs 24.6 + 11.2 + 7.9 + 3.1 + 2.6 + 8.5 = 57.9 < revenue 62.4.
  // declining-revenue ABSENT: Q3 62.4 > Q2 58.1. customer-concentration ABSENT: largest client 17%.
  // litigation ABSENT (negation: no recovery proceedings filed).
  {
    id: 'h23-en-w1-05',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'indirect', 'split', 'negation', 'list'],
    present: ['founder-departure', 'dead-equity', 'debt-distress'],
    absent: ['litigation', 'customer-concentration', 'declining-revenue', 'burn-above-revenue'],
    text: `SAFIRI HAUL LTD — Memo to the Board
From: James Kiprono, CEO · Date: 14 October 2024 · Re: Q3 2024 update and items for decision

1. Trading
Q3 revenue was KSh 62.4M (Q2: KSh 58.1M). Costs for the quarter:
- Fuel KSh 24.6M
- Driver wages and allowances KSh 11.2M
- Maintenance and tyres KSh 7.9M
- Insurance, NTSA inspection and licences KSh 3.1M
- Finance costs KSh 2.6M
- Overheads KSh 8.5M
Operating profit KSh 4.5M. Our largest client (a beverage distributor) was 17% of Q3 revenue.

2. Cash and the truck facility
Two FMCG clients now pay at 95 days against 60 contracted, and this squeezed August and September. The August and September instalments on the Jamii Bank asset-finance facility (KSh 3.4M each, for the 12 Actros units) did not go out on their due dates. Jamii's relationship manager wrote on 7 October confirming that KSh 6.8M is outstanding plus penalty interest and asking for a regularisation plan. No recovery proceedings have been filed and the trucks remain with us. Proposal: clear both instalments from October collections and ask Jamii to move the due date to the 25th of each month.

3. People
Forwarding the message Wanjiru sent to the founders' group on Friday (with her consent):

  [11/10/24, 18:42] Wanjiru Kamau: Guys, I've accepted the Kigali offer. Very hard decision. I'll hand over the routing platform properly — my last day at Safiri will be 30 Nov.
  [11/10/24, 18:45] James Kiprono: Understood. Thank you for 4 years. Let's agree the handover plan Monday.

We will appoint an interim Head of Engineering from within and start a search.

4. Shareholding matters
(a) Wanjiru holds 1,180,000 ordinary shares (11.8%), fully vested. Under clause 9 of the 2021 Shareholders' Agreement the Company may buy vested shares back at fair value within 90 days of a founder ceasing to be employed. Given item 2, management recommends that the Board does not exercise the option.
(b) For completeness: Peter Mwangi, our first COO, left the business in March 2023. His 600,000 shares (6.0%) were never bought back at the time and are still registered in his name.

Decisions requested: approve the Jamii regularisation plan; note the handover plan; confirm the recommendation in 4(a).`,
  },

  // 06 — Audited financial statements with a qualified opinion, maize miller, Tanzania.
  // audit-opinion PRESENT: "qualified opinion" (inventory count not observed).
  // declining-revenue PRESENT (table/figures): 3,842 < 4,215.
  // gross-margin PRESENT (figures): 2024 665 / 3,842 = 17.3%; 2023 1,016 / 4,215 = 24.1%; down 6.8 points (>= 5).
  // burn-above-revenue PRESENT: loss for the year TZS 143m (costs 3,177 + 712 + 96 = 3,985 > revenue 3,842).
  //   Table check: 4,215 - 3,199 = 1,016; 1,016 - 688 = 328; 328 - 104 = 224; 224 - 67 = 157. 3,842 - 3,177 = 665; 665 - 712 = -47; -47 - 96 = -143.
  // short-runway ABSENT: loss 143 / 12 = 11.9 a month; cash 214 / 11.9 = 18 months (>= 9).
  // going-concern ABSENT (directors satisfied, no doubt). debt-distress ABSENT (covenants complied with; borrowings reduced).
  {
    id: 'h23-en-w1-06',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'burn-above-revenue'],
    absent: ['going-concern', 'debt-distress', 'short-runway'],
    text: `NAFAKA MILLERS LIMITED — Arusha, Tanzania
Financial statements for the year ended 31 December 2024 (TZS million)

REPORT OF THE INDEPENDENT AUDITOR
Qualified Opinion
We have audited the financial statements of Nafaka Millers Limited. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the accompanying financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 in accordance with IFRS and the Companies Act, 2002.
Basis for Qualified Opinion
We were appointed after 31 December 2024 and did not observe the counting of maize and flour inventories, carried at TZS 612 million. We were unable to satisfy ourselves by alternative means concerning those quantities. Consequently we were unable to determine whether adjustments to inventories and cost of sales were necessary.
Kilimanjaro & Associates, Certified Public Accountants — Arusha, 30 April 2025

STATEMENT OF PROFIT OR LOSS
                                          2024        2023
Revenue                                  3,842       4,215
Cost of sales                           (3,177)     (3,199)
Gross profit                               665       1,016
Distribution and administrative costs     (712)       (688)
Operating (loss)/profit                     (47)        328
Finance costs                              (96)       (104)
(Loss)/profit before tax                  (143)        224
Income tax                                   –         (67)
(Loss)/profit for the year                (143)        157

STATEMENT OF FINANCIAL POSITION (extract)
                                          2024        2023
Inventories                                612         540
Cash and bank balances                     214         305
Borrowings (term loan + overdraft)         780         850

DIRECTORS' REPORT (extract)
Short rains failed in the Southern Highlands and we paid more per tonne of maize for most of the year, while flour prices in Arusha and Moshi could not be raised to match. Volumes sold were 9% lower.
Going concern: the directors have reviewed cash-flow forecasts to June 2026, including the renewal of the NMB overdraft to December 2025, and are satisfied that the Company has adequate resources to continue in operation; the financial statements are therefore prepared on the going-concern basis.
Borrowings: the Company complied with all covenants of its term loan during the year and every instalment was paid when due.`,
  },

  // 07 — Series A pitch deck, clinic software (SaaS), Kenya. CLEAN but tempting.
  // non-recurring-revenue ABSENT (negation): one-off onboarding fees KSh 4.2M reported separately, NOT in ARR.
  // unit-economics ABSENT (consistent): payback = 38,000 / (9,500 x 78%) = 38,000 / 7,410 = 5.1 months ("about 5").
  //   LTV = 9,500 x 78% x (1 / 2.1%) = 7,410 x 47.6 = KSh 352,800 ("KSh 350k"); 350,000 / 38,000 = 9.2x ("about 9x").
  //   MRR check: 716 x 9,500 = KSh 6,802,000 = KSh 6.8M; ARR 6.8 x 12 = KSh 81.6M.
  // high-churn ABSENT: 2.1% a month (< 5%); 1 - 0.979^12 = 22.5% a year.
  // burn-above-revenue ABSENT: monthly costs KSh 6.3M < monthly revenue KSh 6.8M.
  // unrealistic-growth ABSENT: 160 / 81.6 = 1.96x. pending-licence ABSENT: ODPC registration granted Nov 2023.
  // customer-concentration ABSENT: largest account 6%. no-competition ABSENT: competitors named.
  {
    id: 'h23-en-w1-07',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'negation'],
    present: [],
    absent: ['non-recurring-revenue', 'unit-economics', 'high-churn', 'burn-above-revenue', 'unrealistic-growth', 'pending-licence', 'customer-concentration', 'no-competition'],
    text: `AFYADESK — Series A | Nairobi | February 2025

01 What we do
Cloud clinic software for Kenya's 9,000+ private outpatient clinics: patient records, Social Health Authority and insurance claims, pharmacy stock, M-Pesa billing. Works offline, syncs when the network returns.

02 Traction
• 716 paying clinics in 31 counties (Feb 2024: 402)
• MRR KSh 6.8M → ARR KSh 81.6M (subscriptions only)
• One-off onboarding and data-migration fees (KSh 4.2M in 2024) are shown separately and are NOT in ARR
• Largest account: a 14-clinic chain in Mombasa, 6% of MRR

03 Unit economics (trailing 6 months)
• Average revenue per clinic: KSh 9,500 / month
• Gross margin: 78%
• Logo churn: 2.1% / month
• Blended CAC: KSh 38,000 (field sales + webinars)
• Payback: about 5 months · LTV about KSh 350k · LTV:CAC about 9x

04 Profitability
Monthly revenue KSh 6.8M vs monthly operating costs KSh 6.3M — EBITDA-positive since March 2024. Cash: KSh 52M.

05 Compliance
Registered as data controller and data processor with the Office of the Data Protection Commissioner (certificate issued November 2023). Claims module certified by two insurers' integration teams.

06 Competition
Two Kenyan EMR vendors sell to hospitals, not clinics; an Indian practice-management product is priced in USD; most clinics still use paper and Excel.

07 Plan
ARR KSh 160M by Dec 2025 (1,300 clinics). Expansion to Uganda in 2026.

08 Team & ownership
Dr Brian Kiptoo (CEO, clinician), Mercy Wairimu (CTO, ex-telco), Otieno Ouma (Sales). Founders hold 61%.

09 Ask
USD 2M Series A: sales team in six regional hubs, insurance integrations, Uganda pilot.`,
  },
];
