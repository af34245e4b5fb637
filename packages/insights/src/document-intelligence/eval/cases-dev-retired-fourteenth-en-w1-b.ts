/** Part b of cases-dev-retired-fourteenth-en-w1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthEnW1B: readonly RedFlagCase[] = [
  // retention = 131 renewed / 260 at start = 50.4% < 55%
  // ARR RWF 412m = subscriptions 24.5m x 12 = 294m + one-off training contract 118m
  {
    id: 'h14-en-w1-09',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Aline Uwase <aline@ishuri.rw>
To: Samuel Okafor
Subject: RE: Ishuri Cloud - follow-up DD questions

Hi Samuel,

Answers below, in the order you sent them.

Q3. How many schools renewed for the 2025 school year?
We started 2024 with 260 paying schools. 131 of them renewed for 2025. We signed 174 new
schools during the year, so we closed December at 305.

Q4. How is the RWF 412m ARR on slide 5 built?
Subscriptions are billed monthly; December billing was RWF 24.5m, so RWF 294m annualised.
We added the RWF 118m teacher-training contract funded through the Ministry, which we delivered
between March and June, because it was invoiced through the platform like everything else. That
contract was for a single cohort and has no renewal clause.

Q5. Headcount?
23 full time, 6 of them in the Huye support centre.

Best,
Aline`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'prose'],
  },
  // runway = ZMW 9.1m / net burn ZMW 0.88m = 10.3 months (>= 9)
  // net burn 0.88m compared with revenue 1.32m as stated: burn below revenue
  {
    id: 'h14-en-w1-10',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KASUPE LOGISTICS - Seed round, June 2025

Slide 11 - Where we are
Monthly revenue
  Jan 2025        ZMW 0.94m
  Feb 2025        ZMW 1.03m
  Mar 2025        ZMW 1.11m
  Apr 2025        ZMW 1.20m
  May 2025        ZMW 1.32m
Net burn, May 2025                       ZMW 0.88m
Cash at bank, 31 May 2025                ZMW 9.1m
Runway at current net burn               about 10 months

Slide 12 - The raise
USD 2.5M seed. Together with cash on hand this takes us to month 26 and to EBITDA break-even
on the Lusaka-Ndola corridor, which we expect in Q3 2026.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'list', 'split'],
  },
  // loss for the year R 9.8m: costs above revenue of R 14.6m; statements reviewed, not audited
  {
    id: 'h14-en-w1-11',
    documentType: 'financial_statements',
    language: 'en',
    text: `UBUNTU MOBILITY (PTY) LTD
Registration number 2019/384112/07
Annual financial statements for the year ended 30 June 2025

Directors' report (extract)

Review of activities
Revenue from the ride-hailing platform for minibus-taxi associations grew to R 14.6 million
(2024: R 11.2 million). The company recorded a loss for the year of R 9.8 million
(2024: R 7.1 million), mainly due to driver-incentive spend in Tshwane and Ekurhuleni.

Going concern
The company's ability to meet its obligations over the next twelve months depends on the
successful closing of a Series A round, for which a term sheet has been signed but funds have not
been committed, and on the continued support of the existing shareholder loan. These conditions
indicate that a material uncertainty exists that may cast significant doubt on the company's
ability to continue as a going concern. The directors nevertheless consider the going concern
basis appropriate.

Independent review
These annual financial statements have been independently reviewed in terms of ISRE 2400 by
Fourie & Khumalo Inc. They have not been audited.`,
    present: ['going-concern', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect', 'figures'],
  },
  // growth 2025F/2024A = 4.8 / 2.9 = 1.66x; 2026F/2025F = 7.3 / 4.8 = 1.52x (< 4x)
  {
    id: 'h14-en-w1-12',
    documentType: 'business_plan',
    language: 'en',
    text: `MOTSE CREDIT (PTY) LTD - Business plan for the 2025 equity raise

Section 3 - Licensing and compliance
Motse Credit applied to the Non-Bank Financial Institutions Regulatory Authority (NBFIRA) for a
micro-lending licence in June 2023. The licence was granted on 12 February 2024 and renewed
for the 2025 year in January. Our 2024 statutory returns were filed on time, and the NBFIRA
on-site review in October 2024 closed without findings.

Section 4 - Financial projections (Botswana pula)
                        2024A        2025F        2026F
Gross loan book        P 8.4m       P 14.0m      P 21.5m
Interest and fee
  income               P 2.9m       P 4.8m       P 7.3m
Operating costs        P 2.1m       P 3.2m       P 4.6m
Credit losses          P 0.3m       P 0.5m       P 0.8m
Profit before tax      P 0.5m       P 1.1m       P 1.9m

Growth in 2025 assumes payroll-deduction agreements with two further parastatals, both of
which are at contract stage.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'unrealistic-growth'],
    traits: ['time', 'table', 'figures', 'split'],
  },
  // largest buyer 21% of revenue, no other above 9% (< 30%)
  {
    id: 'h14-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    text: `Confirmatory due diligence - summary of findings
Target: Yirgalem Specialty Coffee Export PLC
For: Investment committee, 2 June 2025

A. Trading
   Export revenue  2022/23   USD 6.8M
                   2023/24   USD 8.1M
   Largest buyer (a Japanese roaster) took 21% of 2023/24 revenue; the rest is spread across
   37 roasters and importers, none above 9%.

B. Points for negotiation
   (i)  The Aleta Wendo washing station is leased from Gedeo Agro Holdings PLC. Gedeo is 60%
        owned by W/ro Selam Bekele, the wife of the managing director, Ato Dawit Alemu. Rent is
        ETB 3.6m a year, paid a year in advance; no independent rent assessment was obtained.
   (ii) About 15% of cherry purchases in 2023/24 came from a farm at Bensa registered to the
        chairman's brother, at prices 6-8% above the ECX reference for the same grade.
   (iii) Both arrangements were approved by the board, with the interested directors voting.

C. Recommendation
   Require arm's-length review of both arrangements as a condition precedent.`,
    present: ['related-party'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'list', 'split', 'figures'],
  },
  {
    id: 'h14-en-w1-14',
    documentType: 'business_plan',
    language: 'en',
    text: `IMENA PAY - Investor update, Q2 2025

Dear shareholders,

Numbers first:
  - GMV: RWF 14.8bn (Q1: RWF 11.3bn)
  - Net revenue: RWF 221m (Q1: RWF 176m)
  - Active agents at 30 June: 2,140 (31 March: 1,960)

Two harder items.

On 6 May the National Bank of Rwanda suspended our onboarding of new agents for ninety days,
following its on-site inspection of our agent KYC files. Existing agents continue to trade
normally. We submitted a remediation plan on 20 May and have hired a second compliance officer.

Eric, who co-founded Imena with me and has run operations since day one, will be stepping away
at the end of September to take over his family's business in Musanze. He will stay available
to us as an adviser. We have started the search for a Head of Operations.

Thank you for your continued support,
Diane Ingabire, CEO`,
    present: ['regulatory', 'founder-departure'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'prose', 'list', 'figures'],
  },
  // gross margin 2024 = (7 920 - 4 990) / 7 920 = 37.0%; 2023 = (7 410 - 4 370) / 7 410 = 41.0%: down 4.0 points (< 5)
  {
    id: 'h14-en-w1-15',
    documentType: 'financial_statements',
    language: 'en',
    text: `MUTARE PACKAGING (PRIVATE) LIMITED
Audited financial statements for the year ended 31 December 2024
(US dollars)

Statement of profit or loss and other comprehensive income
                                      2024            2023
                                     US$'000         US$'000
Revenue                               7 920           7 410
Cost of sales                        (4 990)         (4 370)
Gross profit                          2 930           3 040
Administrative and selling
  expenses                           (2 210)         (2 160)
Finance costs                          (180)           (205)
Profit before tax                       540             675

Note 9 - Taxation
All returns have been filed and no amounts were overdue at year end. The ZIMRA audit of the
2021 and 2022 tax years was closed in October 2024 with no adjustment.

Auditor's report
Unmodified opinion issued by Chitando Chartered Accountants (Zimbabwe), Harare, 28 March 2025.`,
    present: [],
    absent: ['gross-margin', 'debt-distress', 'audit-opinion'],
    traits: ['table', 'figures', 'split', 'negation'],
  },
  // own figures: LTV = R 380 x 55% x 24 months = R 5,016 (not R 11,200); LTV:CAC = 5,016 / 1,150 = 4.4x (not 9.7x)
  // monthly churn 4.2% (< 5%)
  {
    id: 'h14-en-w1-16',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SPAZAPAY - Series A deck, Cape Town, 2025

Slide 5 - Traction
Revenue FY2025 (to February): R 6.3m, up from R 2.9m
Active merchants: 1,480 spaza shops and taverns in Gauteng and the Western Cape

Slide 8 - Unit economics (per merchant)
  Average revenue per merchant ......... R 380 / month
  Gross margin ......................... 55%
  Monthly merchant churn ............... 4.2%
  Average merchant lifetime ............ 24 months
  Blended CAC .......................... R 1,150
  Lifetime value (LTV) ................. R 11,200
  LTV : CAC ............................ 9.7x

Slide 9 - Why now
Card acceptance in townships is still below 10%, and the two largest wholesalers now
accept payment through our app.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['figures', 'list', 'split', 'indirect'],
  },
  // Karoo holding = 682,000 / 1,240,000 = 55.0% (register) or 682,000 / 1,312,500 = 52.0% (spreadsheet): >= 50% either way
  {
    id: 'h14-en-w1-17',
    documentType: 'legal_docs',
    language: 'en',
    text: `LEGAL DUE DILIGENCE QUESTIONNAIRE - RESPONSES OF SIZWE ROBOTICS (PTY) LTD
Section C: Share capital and securities

C1. Provide the current securities register and a fully diluted capitalisation table.
Response: The securities register is attached as C1-a and the finance team's capitalisation
table as C1-b. The two do not agree. The register records 1,240,000 ordinary shares in issue;
the capitalisation table shows 1,312,500. As far as we can establish, the difference comes from
(i) shares promised to two early engineers in 2021 for which no board resolution or
subscription agreement has been found, and (ii) three convertible notes issued in 2022 which the
spreadsheet treats as converted but which were never entered in the register. Our attorneys are
working through the records and we expect to deliver a reconciled table before signing.

C2. Does any shareholder, alone or with related persons, hold more than half of the shares?
Response: Yes. Karoo Industrial Partners holds 682,000 ordinary shares, which is 55% of the
shares on the register (52% on the capitalisation table figure). It appoints three of the five
directors.

C3. Are there any pledges or encumbrances over shares?
Response: None.`,
    present: ['cap-table-complexity', 'investor-control'],
    absent: [],
    traits: ['figures', 'prose', 'indirect'],
  },
];
