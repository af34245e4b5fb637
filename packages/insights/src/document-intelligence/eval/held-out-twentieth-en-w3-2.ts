/** Writer 3's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW3P2: readonly RedFlagCase[] = [
  // 09 — Investor update email, SME payroll and HR SaaS, Mauritius.
  // high-churn PRESENT (figures, indirect): 96 of the 200 SMEs signed in Q1 2024 still paying in Q1 2025 = 48% one-year retention (< 55%).
  // burn-above-revenue PRESENT (figures): March gross burn Rs 1,9 M > March revenue Rs 1,35 M.
  // short-runway ABSENT (figures): cash Rs 5,6 M / net burn Rs 0,55 M a month = 10.2 months (>= 9).
  // declining-revenue ABSENT: monthly revenue 1,21 -> 1,28 -> 1,35 M, rising.
  // founder-departure ABSENT: head of sales is on maternity leave and returns in June (not leaving); founders unchanged.
  {
    id: 'h20-en-w3-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'time'],
    present: ['high-churn', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue', 'founder-departure'],
    text: `From: Shane Ramsamy <shane@kasehr.mu>
To: KaseHR investors
Subject: KaseHR — Q1 2025 update

Dear all,

Quick update on the first quarter, with numbers first as usual.

Revenue (monthly, MUR)
- January: Rs 1,21 M
- February: Rs 1,28 M
- March: Rs 1,35 M
Paying SMEs at 31 March: 412 (vs 388 at 31 December).

Cash and burn
- Cash at 31 March: Rs 5,6 M
- Gross burn in March: Rs 1,9 M (payroll is 70% of it)
- Net burn: Rs 0,55 M
We are not planning new hires before the round closes.

Cohorts
We finally have a full year of data on our first big cohort. Of the 200 SMEs that signed up in Q1 2024, 96 were still paying in Q1 2025. Most of those who left were micro-businesses with fewer than five staff that went back to spreadsheets, or closed. From April, new sign-ups under five staff will go on a cheaper self-serve plan with no onboarding call.

Product
- MRA e-filing of PAYE and CSG returns went live in February; 240 clients used it for the March return.
- Leave and overtime module in beta with 18 clients.

Team
Priya, our head of sales, is on maternity leave and returns in June; Kevin covers the pipeline until then. No other changes — Ameenah and I are both full-time, as always.

Round
We are raising USD 800k (about Rs 36 M) and have soft commitments of USD 350k. Data room access on request.

Thanks for the support, and for the three introductions in February — two are now clients.

Shane
CEO & co-founder, KaseHR Ltd, Port Louis`,
  },
  // 10 — Legal due-diligence memo, remittance / payment service provider, Seychelles. CLEAN.
  // litigation ABSENT (time): the Employment Tribunal claim was settled; file closed on 14 January 2025; nothing pending or threatened.
  // pending-licence ABSENT: CBS payment service provider licence granted 3 March 2023, valid to March 2026.
  // regulatory ABSENT (negation): CBS inspection closed with no findings; no sanction, ban or suspension.
  // related-party ABSENT (negation): no contract with a company linked to directors or their families.
  // debt-distress ABSENT (figures): repayments on time; DSCR 1.31x vs covenant 1.25x; tax clearance certificate issued.
  // cap-table-complexity ABSENT: register of members agrees with the cap table.
  {
    id: 'h20-en-w3-10',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['litigation', 'pending-licence', 'regulatory', 'related-party', 'debt-distress', 'cap-table-complexity'],
    text: `PRIVILEGED AND CONFIDENTIAL
LEGAL DUE DILIGENCE MEMORANDUM — ZILREMIT LTD
To: Mahé Frontier Fund (investment committee)
From: Ally, Esparon & Partners, Attorneys-at-Law, Victoria
Date: 22 April 2025

Scope: documents in the data room at 15 April 2025, management interviews on 16-17 April, searches at the Registry and the Supreme Court.

1. Corporate and share capital
ZilRemit Ltd was incorporated on 8 June 2020 under the Companies Act 1972. The register of members agrees with the cap table supplied by management (1 250 000 shares); we found no options, warrants or convertible instruments outside it.

2. Licences and regulators
- Payment service provider licence granted by the Central Bank of Seychelles on 3 March 2023, valid until March 2026; annual fees paid.
- The CBS on-site inspection of October 2024 closed on 11 December 2024 with no findings. No sanction, ban or suspension has ever been imposed on the Company.

3. Litigation
A former customer-service agent filed a claim before the Employment Tribunal in August 2024. It was settled in December 2024 for SCR 45 000; the Tribunal recorded the settlement and closed the file on 14 January 2025. Our court searches show no other proceedings pending, and management confirmed none is threatened.

4. Material contracts
We reviewed the correspondent agreements with two banks in Mauritius and the UAE, the mobile-wallet integration with a local telecom operator and the office lease at Providence. We identified no contract with any company or person linked to the directors or their families.

5. Financing
Nouvobanq term loan of SCR 1 500 000 (balance SCR 910 000). All repayments have been made on their due dates. The debt service cover covenant (minimum 1.25x) was met at 31 December 2024 at 1.31x. The Seychelles Revenue Commission issued a tax clearance certificate on 2 April 2025.

6. Management
The two founders and the CFO hold signed service agreements with 6-month notice periods. None has given notice.

7. Conclusion
We have found no matter that should prevent completion. We recommend the usual warranties on licences and tax, and a condition that the CBS licence renewal be filed by December 2025.`,
  },
  // 11 — Audited financial statements (report extract, P&L, notes), hydroponic vegetable grower, Mauritius. CLEAN.
  // audit-opinion ABSENT: unmodified ("true and fair") opinion, signed.
  // going-concern ABSENT (negation): directors state no material uncertainty; no emphasis paragraph.
  // gross-margin ABSENT (figures): 17 548 000/42 800 000 = 41.0% vs 15 884 000/36 100 000 = 44.0%, down 3 points (< 5).
  // customer-concentration ABSENT (figures): largest customer 27% (2023: 29%), both < 30%.
  // debt-distress ABSENT: covenant 1.2x met at 1.6x; no instalment in arrears.
  // pending-licence ABSENT: EIA licence for the second site granted November 2024.
  // related-party ABSENT (negation): no related-party transactions.
  {
    id: 'h20-en-w3-11',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'split'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'customer-concentration', 'debt-distress', 'pending-licence', 'related-party'],
    text: `VERTIGREEN LTD — Plaine des Papayes, Mauritius
Audited financial statements, year ended 31 December 2024 (extracts)

Independent auditor's report
Opinion: We have audited the financial statements of VertiGreen Ltd, which comprise the statement of financial position at 31 December 2024, the statement of profit or loss and other comprehensive income, and the notes. In our opinion, they give a true and fair view in accordance with IFRS and comply with the Companies Act 2001.
Basis for opinion: We conducted our audit in accordance with International Standards on Auditing.
Bhujun & Co, Chartered Accountants, Port Louis — 31 March 2025

Statement of profit or loss (Rs)
                          2024          2023
Revenue             42 800 000    36 100 000
Cost of sales      (25 252 000)  (20 216 000)
Gross profit        17 548 000    15 884 000
Operating expenses (13 900 000)  (12 700 000)
Finance costs         (610 000)     (680 000)
Profit before tax    3 038 000     2 504 000
Income tax            (456 000)     (376 000)
Profit for the year  2 582 000     2 128 000

Note 2 — Going concern
The directors have assessed the Company's ability to continue as a going concern for at least twelve months from approval, including the loan repayments below, and consider that no material uncertainty exists.

Note 5 — Revenue and major customers
Revenue comes from sales of lettuce, herbs and tomatoes to supermarkets, hotels and restaurants. The largest customer, a supermarket chain, accounted for 27% of revenue (2023: 29%). No other customer exceeded 8%.

Note 6 — Cost of sales
Cost of sales rose with higher electricity and imported nutrient prices; gross margin was 41% (2023: 44%).

Note 12 — Borrowings
MauBank term loan, balance Rs 9,4 M. The debt service cover covenant (minimum 1.2x) was met at 1.6x. No instalment was in arrears at any time during the year.

Note 15 — Commitments
The EIA licence for the second greenhouse site at Mon Loisir was granted in November 2024; construction contracts of Rs 6,8 M were signed in February 2025.

Note 17 — Related parties
The Company did not enter into any transaction with related parties during the year.`,
  },
  // 12 — Pitch deck (slides), home-services marketplace app, Seychelles.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only downloads, users, market size, ask, percentages).
  // high-churn PRESENT (figures, indirect): month-on-month user retention 93% = 7% monthly churn (>= 5%).
  // no-competition ABSENT: competitors named (Facebook groups, word of mouth, the classified-ads site).
  // pending-licence ABSENT: business licence held; no application outstanding.
  {
    id: 'h20-en-w3-12',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'indirect', 'figures'],
    present: ['missing-financials', 'high-churn'],
    absent: ['no-competition', 'pending-licence'],
    text: `DOKONEK — Pre-seed deck, 2025
"The right fundi, at your door, today." Mahé & Praslin, Seychelles

Slide 1 — Problem
Finding a reliable plumber, electrician or AC technician in Seychelles takes phone calls, favours and luck. Tradespeople lose days between jobs, and there is no way to see who is qualified.

Slide 2 — Solution
An app where households and small businesses post a job, get quotes from verified tradespeople within the hour, and rate the work. Payment by card, bank transfer or mobile wallet.

Slide 3 — Traction (since launch in September 2024)
- 14 800 downloads
- 5 200 monthly active users
- 420 verified tradespeople, 61 of them on Praslin
- Month-on-month user retention: 93%
- Letters of intent from 3 property-management firms

Slide 4 — Market
Around 34 000 households and 9 000 registered businesses on Mahé, Praslin and La Digue. Home repairs are a frequent need: salt air, storms and ageing AC units.

Slide 5 — Business model
Commission on each completed job paid through the app (from Q3 2025), plus a monthly "Pro" badge for tradespeople who want priority placement.

Slide 6 — Competition
Today people use Facebook groups, word of mouth and the classified-ads website. None of them checks qualifications or guarantees the job. Our edge: verification with the trade-certificate register, in-app payment, and Creole, English and French support.

Slide 7 — Team
Joëlle Esparon (CEO, ex-telecom product manager), Kurt Rosalie (CTO, built two banking apps), Hanna Morel (community lead). Business licence held since August 2024.

Slide 8 — Roadmap
Q2 2025 payments in app — Q3 2025 commission live — Q1 2026 La Digue and Mauritius pilot.

Slide 9 — The ask
USD 300k pre-seed on a SAFE.
Use of funds: 45% product, 35% tradesperson onboarding and marketing, 20% operations.`,
  },
  // 13 — Business plan with projection table, home sample-collection diagnostics, Mauritius. CLEAN.
  // unrealistic-growth ABSENT (figures): 8,2 M -> 28,7 M (3.5x) -> 68,9 M (2.4x) -> 130,9 M (1.9x); no year >= 4x and not 3x each year
  //   over three years (130,9 / 8,2 = 16x < 27x).
  // customer-concentration ABSENT (figures): largest payer 28% (< 30%); no other above 10%.
  // gross-margin ABSENT (figures): 52% -> 48% projected, down 4 points (< 5).
  // pending-licence ABSENT (time): laboratory licence granted June 2023, home-collection approval granted January 2025.
  // no-competition ABSENT: C-Care and Lancet named as competitors.
  // burn-above-revenue ABSENT: FY2024 costs Rs 7,6 M < revenue Rs 8,2 M; EBITDA positive in every year.
  {
    id: 'h20-en-w3-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'time'],
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'gross-margin', 'pending-licence', 'no-competition', 'burn-above-revenue'],
    text: `LABEXPRESS LTD — Business plan FY2025-FY2027
Quatre Bornes, Mauritius — prepared for the Development Bank of Mauritius and equity investors, April 2025

1. What we do
LabExpress collects blood and other samples at home or at work, runs routine tests in our own laboratory and sends results by app within 24 hours. Doctors, insurers and employers can order tests for patients and staff.

2. Where we are
FY2024 (our first full year): revenue Rs 8,2 M, total costs Rs 7,6 M, EBITDA Rs 0,6 M; 11 400 home visits.
Our laboratory licence was granted by the Ministry of Health and Wellness in June 2023, and the approval for home collection in all districts was granted in January 2025.
Payers: the largest, a health insurer, brought 28% of FY2024 revenue. No other payer exceeded 10%.

3. Projections (Rs M)
| FY     | Visits  | Revenue | Gross margin | EBITDA |
|--------|--------:|--------:|-------------:|-------:|
| 2024A  |  11 400 |     8,2 |          52% |    0,6 |
| 2025F  |  38 000 |    28,7 |          48% |    2,9 |
| 2026F  |  86 000 |    68,9 |          49% |    9,6 |
| 2027F  | 158 000 |   130,9 |          50% |   21,0 |

Growth in FY2025 comes from the district approval (we could only serve Port Louis and Plaines Wilhems before), three corporate wellness contracts signed in March 2025 and the second phlebotomist team. Gross margin dips in FY2025 while the new teams ramp up, then recovers with volume.

4. Competition
C-Care and Lancet offer home collection in the main towns. We compete on turnaround, evening slots and coverage in the north and east, where their rounds are less frequent.

5. Funding
We are raising Rs 22 M: Rs 14 M equity and Rs 8 M equipment loan. The equity would fund two analysers and working capital; the loan is secured on the equipment.

6. Risks
A price cut by insurers; staff turnover among phlebotomists; delays in reagent imports, which we cover with six weeks of stock.`,
  },
];
