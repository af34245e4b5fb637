import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW1P4: readonly RedFlagCase[] = [
  // 21 — Legal due-diligence summary, micro-insurance, Eswatini. CLEAN but tempting.
  // litigation ABSENT: High Court case 1183/2022 settled and withdrawn (closed); the ex-employee's CMAC complaint is only possible, nothing filed.
  // regulatory ABSENT: FSRA inspection closed, observations remediated, no sanction imposed.
  // pending-licence ABSENT: micro-insurance licence renewed on 1 July 2024 (granted, not pending).
  // debt-distress ABSENT: 2022 provisional-tax arrears of E64,000 paid in September 2023; clearance certificate valid — problem over.
  // related-party ABSENT: landlord checked, no director, shareholder or relative holds an interest.
  // founder-departure ABSENT: both founders remain full-time under service agreements.
  {
    id: 'h17-en-w1-21',
    documentType: 'legal_docs',
    language: 'en',
    text: `MAMBA & NXUMALO ATTORNEYS — Due diligence summary for Southern Lights Capital
Target: Siyakha Microinsure (Pty) Ltd, Manzini | 29 October 2024

Litigation and disputes
- Sikhulu Trading v Siyakha (High Court case 1183/2022, agent commissions): settled in April 2024 for E180,000,
  paid in full; notice of withdrawal filed 22 April 2024. No other matter is pending before any court.
- A former claims officer dismissed in August has told HR she "may take the matter to CMAC". Nothing has been
  filed, and the prescribed period for her to do so runs until February 2025.

Regulation
- Micro-insurance licence renewed by the Financial Services Regulatory Authority on 1 July 2024 for twelve months.
- FSRA on-site inspection (March 2024) closed with two minor observations on complaint logs, both remediated in
  May. No penalty or directive was issued.

Tax
- Eswatini Revenue Service tax clearance certificate valid until 31 March 2025. Provisional-tax arrears of E64,000
  for 2022 were settled in September 2023; the ERS statement now shows a nil balance.

Contracts
- Manzini head office leased from Hlanganani Properties (Pty) Ltd. A search at the Registrar of Companies and the
  directors' written declarations confirm that no director, shareholder or relative has an interest in the landlord.

People
- Both founders, Thandeka Mkhonta (CEO) and Mandla Simelane (CFO), remain full-time executives under service
  agreements running to December 2027.`,
    present: [],
    absent: ['litigation', 'regulatory', 'pending-licence', 'debt-distress', 'related-party', 'founder-departure'],
    traits: ['list', 'negation', 'time', 'modality'],
  },

  // 22 — Pitch deck, on-demand delivery, Malawi.
  // unit-economics PRESENT (figures contradict the claim): claimed LTV MK 94,000 / CAC 18,500 = 5.1x, but 6 orders x MK 1,150 contribution = MK 6,900 LTV; 6,900 / 18,500 = 0.37x.
  // non-recurring-revenue PRESENT (indirectly): the "ARR" of MK 1.02bn includes MK 240m from a single MEC election-logistics contract completed in August 2024.
  // customer-concentration ABSENT: MEC 240m / 1,020m = 23.5% (< 30%); next client far smaller.
  // missing-financials ABSENT: the deck gives revenue (MK 1.02bn, monthly GMV).
  {
    id: 'h17-en-w1-22',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SITOLO EXPRESS — Seed deck, November 2024 (Lilongwe · Blantyre)

Slide 2 — What we do
Groceries, pharmacy and hardware delivered in under 90 minutes by our own 140 motorbike riders.

Slide 4 — Traction
• ARR: MK 1.02bn (last twelve months of revenue, annualised run-rate)
• 38,000 registered customers, 11,400 ordered in October
• Average basket MK 23,000

Slide 5 — Where revenue comes from
• Consumer delivery fees and merchant commissions: MK 780m
• Malawi Electoral Commission: MK 240m — delivery of voter-registration kits to 1,200 centres (Jan–Aug 2024, completed)

Slide 7 — Unit economics
• CAC: MK 18,500 (blended, Facebook + rider flyers)
• LTV: MK 94,000
• LTV : CAC = 5.1x

Slide 9 — Cohorts
Customers place 6 orders on average before lapsing. Contribution per order after rider pay, fuel and packaging:
MK 1,150.

Slide 10 — Competition
Informal kabaza couriers, supermarket in-house delivery (Chipiku, Shoprite), and ride-hailing apps adding
parcels in Lilongwe. We win on speed and on stocking pharmacy items.

Slide 12 — The ask
USD 1.2m to open Mzuzu and Zomba and build the merchant app.`,
    present: ['unit-economics', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'missing-financials'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },

  // 23 — Audited financial statements (extracts), microfinance, Malawi.
  // audit-opinion PRESENT (directly): qualified opinion ("except for") over MK 412m of Mangochi branch loans.
  // going-concern PRESENT (directly): auditor's material-uncertainty paragraph and directors' Note 2.
  // regulatory PRESENT (indirectly): the Reserve Bank of Malawi directed the company to stop disbursing new loans — a sanction, not called one.
  // debt-distress PRESENT (indirectly): the PAR covenant of the MK 650m term loan was not met (PAR30 23% vs 10% maximum), not waived, loan reclassified current.
  // burn-above-revenue PRESENT (figures): total income MK 1,310m < total expenses MK 1,596m; loss MK 286m.
  // declining-revenue ABSENT: interest and fee income rose from MK 1,240m (2022) to MK 1,310m (2023).
  {
    id: 'h17-en-w1-23',
    documentType: 'financial_statements',
    language: 'en',
    text: `PAMODZI MICROFINANCE LIMITED (Zomba) — Annual financial statements for the year ended 31 December 2023 (extracts)

Independent auditor's report to the shareholders
Qualified opinion. In our opinion, except for the possible effects of the matter described below, the financial
statements give a true and fair view ...
Basis for qualified opinion. We were unable to obtain sufficient appropriate audit evidence over loans and advances
of MK 412m recorded at the Mangochi branch, whose loan files were lost in the March 2023 flooding.
Material uncertainty related to going concern. We draw attention to Note 2, which indicates that the company made a
loss of MK 286m and that its core capital was below the regulatory minimum at year end. These conditions indicate
that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going
concern. Our opinion is not further modified in respect of this matter.

Statement of comprehensive income (MK million)      2023      2022
  Interest and fee income                           1,310     1,240
  Total expenses incl. impairment                  (1,596)   (1,188)
  Profit / (loss) for the year                       (286)       52

Note 2 — Basis of preparation
On 16 October 2023 the Reserve Bank of Malawi instructed the company to stop disbursing new loans until core
capital is restored to the minimum. Shareholders have pledged MK 500m of new capital, of which none had been
received when these statements were approved.

Note 17 — Borrowings
The MK 650m term loan from Lake Capital Finance requires portfolio at risk (PAR30) below 10%. At 31 December 2023
PAR30 stood at 23%. The lender has not granted a waiver, and the full balance is presented as a current liability.`,
    present: ['audit-opinion', 'going-concern', 'regulatory', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },

  // 24 — Pitch deck, payroll SaaS, Eswatini. CLEAN but tempting.
  // short-runway ABSENT: runway "was 5 months before the July bridge, now 14 months" — current runway 14 >= 9.
  // high-churn ABSENT: logo churn now 4.3% a month (< 5%); the 6.1% figure is H2 2023 and is over.
  // non-recurring-revenue ABSENT: ARR E7.34m = 12 x MRR E612k of subscriptions; one-off set-up fees (E410k) kept out.
  // customer-concentration ABSENT: the Ministry share (330 / (612 + 330) = 35%) is only hypothetical, if the pilot converts; largest actual client 6%.
  // gross-margin ABSENT: 72% -> 71%, down 1 point.
  {
    id: 'h17-en-w1-24',
    documentType: 'pitch_deck',
    language: 'en',
    text: `HLALA PAYROLL — Series A deck (Mbabane) — December 2024

Traction
  MRR (Nov 2024) ............... E612k   (Nov 2023: E455k)
  ARR .......................... E7.34m  = 12 x subscription MRR. One-off set-up and data-migration fees
                                          (E410k in 2024) are reported separately and not included.
  Paying employers ............. 1,380, largest single client 6% of MRR
  Gross margin ................. 71% (2023: 72%)

Retention
  Monthly logo churn, last six months: 4.3% average. In H2 2023 it was 6.1%, before we moved
  onboarding in-house and added siSwati payslips.

Runway
  14 months at the current plan. Before the E2.5m bridge from Inhlanhla Capital in July we had 5.

Pipeline
  Ministry of Public Service pilot (2,300 teachers' allowances). If it converts — decision expected in
  February — it would add about E330k of MRR, roughly 35% of the enlarged base. Not in any number above.

Competition
  Sage VIP and SimplePay from South Africa, plus bureau-run Excel. We win on local PAYE, ENPF and
  graded-tax filing out of the box.

Ask
  USD 3m to launch in Lesotho and Botswana.`,
    present: [],
    absent: ['short-runway', 'high-churn', 'non-recurring-revenue', 'customer-concentration', 'gross-margin'],
    traits: ['list', 'time', 'modality', 'figures'],
  },

  // 25 — Pitch deck, digital health, Lesotho.
  // missing-financials PRESENT (indirectly, by absence): the deck gives patients, clinics, response rates, the ask and use-of-funds percentages, but no revenue or cost figure at all.
  // pending-licence PRESENT (stated in words): registration as a digital-health service provider applied for at the Ministry of Health in May 2024, approval "expected".
  // no-competition ABSENT: competing tools are named.
  // regulatory ABSENT: no sanction; the pending application is the pending-licence class, and the LCA short-code is already allocated.
  {
    id: 'h17-en-w1-25',
    documentType: 'pitch_deck',
    language: 'en',
    text: `BOPHELO LINK — Seed round, 2024

1 | Problem: patients on ARVs in Lesotho travel up to four hours to a clinic; one missed pick-up in five leads to a
    treatment gap.
2 | Solution: SMS and USSD reminders, queue booking, and community pick-up points run by village health workers.
3 | Traction: 27 clinics in Maseru, Berea and Leribe · 41,000 patients enrolled · 68% of reminders answered ·
    missed pick-ups down from 21% to 9% at the first eight clinics (Ministry of Health district data).
4 | Status: Our registration as a digital-health service provider was lodged with the Ministry of Health in May 2024.
    We expect approval before the end of the year. USSD short-code *161# allocated by the Lesotho Communications
    Authority.
5 | Alternatives: paper appointment books, donor-run CommCare pilots, and the WhatsApp reminder service of one
    private hospital group in Maseru.
6 | Team: Dr Palesa Mokhothu (CEO, ex-Baylor Lesotho), Teboho Ramakatane (CTO, ex-Econet Telecom Lesotho).
7 | Ask: USD 750k seed. Use of funds: 45% product, 30% roll-out to six more districts, 25% team.`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['no-competition', 'regulatory'],
    traits: ['list', 'indirect'],
  },

  // 26 — Audited annual financial statements (extracts), maize milling, Lesotho. CLEAN but tempting.
  // audit-opinion ABSENT: unmodified opinion.
  // gross-margin ABSENT: 2024 (58.4 - 36.1) / 58.4 = 38.2%; 2023 (52.1 - 30.3) / 52.1 = 41.8%; down 3.6 points (< 5).
  // customer-concentration ABSENT: Shoprite Lesotho M 16.9m / 58.4m = 28.9% (< 30%).
  // going-concern ABSENT: directors state no material uncertainty.
  // declining-revenue ABSENT: revenue rose M 52.1m -> M 58.4m. burn-above-revenue ABSENT: profit before tax M 6.4m.
  {
    id: 'h17-en-w1-26',
    documentType: 'financial_statements',
    language: 'en',
    text: `MOHALE FOODS (PTY) LTD, Maputsoe — Annual financial statements, year ended 31 March 2024

Report of the independent auditor (Mokhesi & Associates, Registered Auditors)
In our opinion, the financial statements present fairly, in all material respects, the financial position of
Mohale Foods (Pty) Ltd as at 31 March 2024 and its financial performance and cash flows for the year then ended,
in accordance with IFRS for SMEs and the Companies Act, 2011.

Statement of profit or loss (Maloti '000)          2024       2023
  Revenue                                        58,400     52,100
  Cost of sales                                 (36,100)   (30,300)
  Gross profit                                   22,300     21,800
  Operating expenses                            (15,200)   (14,100)
  Finance costs                                    (700)      (900)
  Profit before tax                               6,400      6,800

Directors' report (extract)
Going concern: the directors have assessed the company's cash-flow forecasts to June 2025 and are satisfied that
it has adequate resources; no material uncertainty exists.
White-maize prices rose sharply after the 2023/24 El Niño harvest and were passed on with a lag of about two months.

Note 12 — Revenue by customer
Sales to Shoprite Lesotho were M 16.9m (2023: M 15.4m). No other customer exceeded 10% of revenue.

Note 15 — Borrowings
Nedbank Lesotho term loan, balance M 6.2m. All instalments were paid when due and all covenants were met at year end.`,
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'customer-concentration', 'going-concern', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'negation'],
  },
];
