import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW1ARest } from './cases-dev-retired-sixteenth-en-w1-a-rest';

export const redFlagSixteenthEnW1A: readonly RedFlagCase[] = [
  // 01 — SA agritech pitch deck.
  // customer-concentration: "two-fifths of FY2025 sales" through one distributor = 40% >= 30% (stated as a fraction in words).
  // unrealistic-growth: FY2025 R8.5m -> FY2026 R42m = 42 / 8.5 = 4.94x in one year (>= 4x).
  // no-competition: slide 5 says outright there are no competitors.
  // Absent short-runway: cash R9.0m / net burn R0.6m a month = 15 months (>= 9).
  // Absent burn-above-revenue: net burn R600k a month < current monthly revenue of about R760k.
  {
    id: 'h16-en-w1-01',
    documentType: 'pitch_deck',
    text: `VeldFresh — Series A deck (slide text)

Slide 1 — The digital fresh-produce exchange for the Western Cape
Slide 2 — Problem: small growers in the Breede River Valley lose up to a third of their harvest between farm gate and shelf.
Slide 3 — Solution: app-based aggregation, refrigerated pick-ups within 12 hours, next-day payment via PayShap.
Slide 4 — Traction
  • 412 growers onboarded, 9,300 tonnes moved since launch
  • FY2025 revenue (year to 31 March): R8.5m; current monthly revenue about R760k
  • Two-fifths of FY2025 sales went through a single distributor, Karoo Fresh Distributors (Pty) Ltd
Slide 5 — Competition
  Nobody else does this. VeldFresh has no competitors in South Africa: the informal middlemen we replace are not a business model.
Slide 6 — Financial plan
  FY2026: R42m revenue | FY2027: R95m | FY2028: R180m
Slide 7 — The ask
  Raising R25m. Cash at 30 September 2025: R9.0m; net burn R600k a month.`,
    present: ['customer-concentration', 'unrealistic-growth', 'no-competition'],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // 02 — Botswana mining-services audited accounts (extract).
  // audit-opinion: the auditor's opinion is qualified ("except for" — inventory not counted).
  // going-concern: note 24, directors acknowledge a material uncertainty / significant doubt (auditor also draws attention).
  // debt-distress: the debt-service cover covenant was not met, no waiver, loan reclassified as current (covenant breach).
  // declining-revenue: revenue P36.9m in 2025 vs P48.2m in 2024 (table only).
  // burn-above-revenue: loss before tax P4.1m for the year, so costs exceeded revenue:
  //   36.9 - 27.3 = 9.6 gross profit; 9.6 - 11.8 - 1.9 = -4.1. (2024: 48.2 - 35.2 = 13.0; 13.0 - 10.9 - 1.4 = 0.7.)
  // Absent gross-margin: 9.6 / 36.9 = 26.0% vs 13.0 / 48.2 = 27.0% -> down about 1 point (< 5).
  // Absent short-runway: no cash balance or monthly burn is given.
  {
    id: 'h16-en-w1-02',
    documentType: 'financial_statements',
    text: `KALAHARI DRILL & BLAST SERVICES (PTY) LTD
Annual financial statements for the year ended 30 June 2025 (extract)

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Qualified opinion
We have audited the financial statements of Kalahari Drill & Blast Services (Pty) Ltd. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section of our report, the financial statements present fairly, in all material respects, the financial position of the company as at 30 June 2025 in accordance with IFRS and the Companies Act (Cap. 42:01).
Basis for qualified opinion
Explosives and consumables inventory of P3.4 million held at the company's two contract sites in the Central District was not counted at year end, and we were unable to satisfy ourselves by alternative procedures as to its existence.
Material uncertainty related to going concern
We draw attention to note 24 to the financial statements.

STATEMENT OF PROFIT OR LOSS (BWP '000)
                               2025        2024
Revenue                      36 900      48 200
Cost of sales               (27 300)    (35 200)
Gross profit                  9 600      13 000
Administrative expenses     (11 800)    (10 900)
Finance costs                (1 900)     (1 400)
(Loss)/profit before tax     (4 100)        700

NOTE 24 — GOING CONCERN
At 30 June 2025 the company's current liabilities exceeded its current assets by P6.3 million. During the year the company did not achieve the debt-service cover ratio required by its term loan agreement. The lender has reserved its rights and has not granted a waiver; the full outstanding balance of P14.2 million is therefore presented as a current liability. The directors acknowledge that these conditions indicate a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'short-runway'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 03 — Zimbabwe logistics board minutes.
  // founder-departure: co-founder and COO announces he will step down and leave on 31 March 2026 (paraphrase: "relocate").
  // litigation: the Labour Court claim by eleven former drivers is still before the court (open dispute).
  // debt-distress: PAYE and VAT not remitted to ZIMRA in full -> tax arrears of US$63,400 + ZiG 410,000; payment plan not agreed.
  // Absent dead-equity: his 12% was repurchased, agreement signed and consideration paid the same day.
  // Absent regulatory / pending-licence: ZINARA permits renewed (granted) on 3 November.
  // Absent declining-revenue: October US$612,000 > September US$588,000.
  {
    id: 'h16-en-w1-03',
    documentType: 'legal_docs',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF ZAMBEZI CORRIDOR FREIGHT (PRIVATE) LIMITED
held in Harare on 6 November 2025 at 10:00

Present: R. Chikowore (Chair), T. Moyo, N. Sibanda, P. Mutasa (independent)
In attendance: G. Marufu (Company Secretary), L. Gumbo (Finance Manager)

1. CHIEF OPERATING OFFICER
Mr T. Moyo, co-founder and Chief Operating Officer, informed the Board that he will relocate to Johannesburg with his family and that 31 March 2026 will be his last day with the Company. The Board thanked him for eight years of service. In terms of clause 14.2 of the Shareholders' Agreement the Company repurchased his 1,200 ordinary shares (12%) at the agreed fair value of US$96,000; the sale agreement was signed at the meeting and the consideration was paid by transfer the same day.

2. LEGAL MATTERS
The Company Secretary reported that the claim brought in the Labour Court by eleven former drivers, who dispute the calculation of their retrenchment packages (about US$58,000 in total), is still before the court. The next hearing is set down for 12 February 2026.

3. TAX
The Finance Manager reported that PAYE and VAT for July to October 2025 have not been remitted to ZIMRA in full. The amount outstanding is US$63,400 plus ZiG 410,000. A request for a payment plan was lodged on 30 October; ZIMRA has not yet responded.

4. FLEET
ZINARA operator permits for all 38 trucks were renewed on 3 November 2025 and are valid to 31 December 2026.

5. TRADING
Revenue for October was US$612,000 (September: US$588,000).`,
    present: ['founder-departure', 'litigation', 'debt-distress'],
    absent: ['dead-equity', 'regulatory', 'pending-licence', 'declining-revenue'],
    traits: ['prose', 'indirect', 'time'],
  },

  // 04 — Namibia solar investor update. CLEAN.
  // short-runway absent: N$6.0m / N$0.6m a month = 10 months (>= 9).
  // burn-above-revenue absent: net burn N$600k < September revenue N$1.42m.
  // customer-concentration absent: largest customer 27% (< 30); no other customer above 2%, none named (27 + 2 = 29 at most for two).
  // gross-margin absent: 38% -> 35% = down 3 points (< 5).
  // pending-licence absent: ECB generation licence granted on 14 February 2025.
  // no-competition absent: a named competitor is described.
  // founder-departure absent: the CTO takes maternity leave and is explicitly not leaving.
  // declining-revenue absent: N$1.42m vs N$1.31m in August.
  {
    id: 'h16-en-w1-04',
    documentType: 'business_plan',
    text: `Subject: Namib Sun Energy — investor update, September 2025

Dear investors,

Headline numbers for September:
- Revenue: N$1.42 million (August: N$1.31 million; September 2024: N$0.86 million)
- Gross margin: 35% (Q2 average: 38%), down because of diesel back-up costs at two sites during the July cold spell
- Net burn: N$600,000
- Cash at bank on 30 September: N$6.0 million, ten months at the current burn

Customers. We now supply 46 commercial sites. Our largest customer, a cold-storage operator in Walvis Bay, accounted for 27% of September revenue; no other customer exceeds 2%.

Regulation. The Electricity Control Board granted our generation licence for the 5 MW Mariental plant on 14 February 2025. Construction is on schedule for first power in March 2026.

Competition. SunGrid Namibia opened a depot in Oshakati in August and is pricing aggressively in the north. We lost one tender to them this month and won two.

Team. Anna Shilongo, our co-founder and CTO, starts three months of maternity leave on 1 November. She is not leaving the business; Jonas Kamati will cover engineering in the meantime.

Thank you for your continued support,
Elias Nangolo, CEO`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration', 'gross-margin', 'pending-licence', 'no-competition', 'founder-departure', 'declining-revenue'],
    traits: ['list', 'prose', 'figures', 'negation'],
  },

  // 05 — SA edtech deck.
  // high-churn: Jan 2024 cohort 2,400 -> 1,150 still paying a year later: 1,150 / 2,400 = 47.9% retention (< 55%).
  // unit-economics: claimed LTV R3,200 and LTV:CAC 5.0x, but own figures give LTV = R90 x 70% x 7 months = R441;
  //   441 / 640 = 0.69x (even revenue alone, 90 x 7 = R630, is below CAC).
  // non-recurring-revenue: ARR R11.2m includes the R2.4m once-off tablet set-up contract (footnote).
  //   Check: recurring 8,150 households x R90 x 12 = R8.80m; 8.80 + 2.4 = 11.2.
  // Absent customer-concentration: the department contract is 2.4 / 11.2 = 21.4% (< 30).
  // Absent unrealistic-growth: target R24.6m / R11.2m = 2.2x.
  {
    id: 'h16-en-w1-05',
    documentType: 'pitch_deck',
    text: `LEARNLOOP — Seed+ deck (extract), October 2025

Slide 3 — Traction
| Metric                        | Value          |
|-------------------------------|----------------|
| ARR (September 2025)          | R11.2m*        |
| Paying households             | 8,150          |
| Partner schools               | 214            |
| Average subscription (ARPU)   | R90 per month  |
| Gross margin                  | 70%            |

Slide 4 — Retention
January 2024 cohort: 2,400 paying households at sign-up; 1,150 of them were still paying in January 2025.
Average paying life across all cohorts: 7 months.

Slide 5 — Unit economics
CAC (blended, paid + school channel): R640
LTV: R3,200
LTV:CAC = 5.0x — best in class for South African consumer edtech

Slide 9 — Plan
ARR target for September 2026: R24.6m (2.2x)

* includes R2.4m from the provincial education department's tablet set-up and teacher-training contract, a once-off project delivered May–July 2025.`,
    present: ['high-churn', 'unit-economics', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'unrealistic-growth'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 06 — Mozambique insurtech shareholders' agreement. CLEAN.
  // low-founder-ownership absent: founders 24 + 18 = 42% (>= 40).
  // investor-control absent: largest investor 31% (< 50). Sum 24 + 18 + 31 + 17 + 10 = 100.
  // cap-table-complexity absent: Schedule 2 reconciled to the register and certified.
  // dead-equity absent: leaver clause is forward-looking; no founder or employee shareholder has left.
  // related-party absent: only a reserved-matter clause, no transaction.
  // regulatory / pending-licence absent: licence held, no notice received; suspension only as a contractual hypothesis.
  {
    id: 'h16-en-w1-06',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT relating to SEGURA DIGITAL, S.A. (Maputo) — execution version, English text

3. SHAREHOLDING AT COMPLETION
3.1 Immediately after Completion the fully diluted share capital of the Company will be held as set out below and in Schedule 2, which has been reconciled to the Company's share register as at 30 June 2025 and certified by the Company's attorneys:
    Nélio Machava (Founder, Chief Executive)            24.0%
    Célia Tembe (Founder, Chief Technology Officer)     18.0%
    Índico Ventures Fund I                               31.0%
    Angel investors (seven persons)                      17.0%
    Employee option pool                                 10.0%
    Total                                               100.0%

9. LEAVERS
9.1 If a Founder ceases to be employed by the Company, the Company shall have the option, exercisable within 60 days, to acquire that Founder's unvested shares at nominal value and vested shares at Fair Value (Good Leaver) or at nominal value (Bad Leaver).
9.2 The Founders warrant that, at the date of this Agreement, no Founder or employee shareholder has ceased to be employed by the Company.

11. RESERVED MATTERS
11.1 The Company shall not, without the prior written consent of the Investor Director, enter into any contract or transaction with a Related Party of a Founder or director.

15. LICENCE
15.1 The Company warrants that it holds a valid microinsurance agency licence issued by the Instituto de Supervisão de Seguros de Moçambique (ISSM) and that it has received no notice of suspension or revocation.
15.2 If the licence is suspended or revoked after Completion as a result of a breach by the Company, the Investor may require the Founders to procure a remediation plan within 30 days.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'related-party', 'regulatory', 'pending-licence'],
    language: 'en',
    traits: ['table', 'modality', 'negation'],
  },

  // 07 — Zimbabwe horticulture management accounts.
  // audit-opinion: accounts are stated as unaudited and not reviewed by the auditors.
  // gross-margin: cost of sales US$448,000 > revenue US$412,000 -> gross loss US$36,000 (margin -8.7%; prior 64 / 365 = 17.5%).
  // burn-above-revenue: costs 448,000 + 192,000 = 640,000 > revenue 412,000 (operating loss 228,000).
  // short-runway: cash fell 418,000 -> 190,000 = 228,000 in 6 months = 38,000 a month; 190,000 / 38,000 = 5.0 months (< 9).
  // Absent declining-revenue: 412,000 vs 365,000 in the previous six months (up).
  // Absent debt-distress: facility current, no instalment missed (interest-only period).
  {
    id: 'h16-en-w1-07',
    documentType: 'financial_statements',
    text: `MAZOWE BERRIES & BLOOMS (PVT) LTD
Management accounts for the six months ended 31 August 2025
Unaudited — prepared by management and not reviewed by the company's auditors.
All amounts in US$. Local sales invoiced in ZiG are translated at the interbank rate on the date of sale.

                                   6 months to      6 months to
                                   31 Aug 2025      28 Feb 2025
Export sales (blueberries, roses)      351,000          318,000
Local sales (ZiG, translated)           61,000           47,000
Total revenue                          412,000          365,000
Cost of sales                         (448,000)        (301,000)
Gross profit / (loss)                  (36,000)          64,000
Overheads                             (192,000)        (171,000)
Operating loss                        (228,000)        (107,000)

Cash and bank at 1 March 2025          418,000
Cash and bank at 31 August 2025        190,000

Notes
1. Cost of sales includes airfreight surcharges out of Robert Gabriel Mugabe International Airport and the cost of replanting a hail-damaged blueberry block.
2. The working-capital facility is interest-only until March 2026. All interest payments have been made on time and no instalment has been missed.`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },

  ...redFlagSixteenthEnW1ARest,
];
