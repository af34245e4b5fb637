import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW1BRest } from './cases-dev-retired-sixteenth-en-w1-b-rest';

export const redFlagSixteenthEnW1B: readonly RedFlagCase[] = [
  // 14 — Zimbabwe edtech pre-seed deck.
  // missing-financials: a deck with no revenue or cost figure anywhere (learner counts, market size and the ask only).
  // no-competition: slide 6 claims "we have no competitors".
  // cap-table-complexity: slide 9 says notes and promised staff shares are not reconciled with the register.
  // Absent unrealistic-growth: the only projection is learners (not revenue), 40,000 -> 120,000 = 3x in about 14 months (< 4x a year).
  {
    id: 'h16-en-w1-14',
    documentType: 'pitch_deck',
    text: `ZIMSCHOLAR — Pre-seed deck (slide text)

1. Every learner, every syllabus, no data bundle needed.
2. Problem: most rural secondary schools in Zimbabwe have no reliable internet, and learners sit ZIMSEC O-Level exams sharing one textbook between five.
3. Solution: solar-charged offline tablets preloaded with ZIMSEC-aligned lessons, past papers and marking guides. Content syncs by Bluetooth whenever a teacher's phone finds a signal.
4. Traction: 40,000 learners in 120 schools across Masvingo and Matabeleland South; heads of school report better mock-exam results.
5. Market: roughly 1 million secondary learners in Zimbabwe, and the same need in Zambia and Malawi.
6. Competition: none. Nobody in Zimbabwe offers offline, syllabus-aligned learning — we have no competitors.
7. Goal: 120,000 learners by December 2026.
8. Team: Tatenda Mushonga (former maths teacher, CEO), Kudzai Ndlovu (electrical engineer, CTO), nine staff in Masvingo.
9. Cap table: still being tidied up. Two angel convertible notes and the shares promised to our first three employees in 2023 have not been reconciled with the share register, so we cannot yet show a post-money table.
10. The ask: US$1.5 million seed round.`,
    present: ['missing-financials', 'no-competition', 'cap-table-complexity'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
  },

  // 15 — SA insurtech legal due-diligence report (share capital section).
  // cap-table-complexity: register shows 1,000,000 shares, spreadsheet 1,082,000; the 82,000 difference could not be reconciled.
  // dead-equity: co-founder resigned August 2023, buy-back option lapsed, he still holds 15%.
  // founder-departure: that co-founder (and COO) has left (paraphrase: "resigned ... no role since").
  // Absent low-founder-ownership: active founders 28 + 14 = 42% (>= 40); the departed founder's 15% does not count.
  // Absent investor-control: largest investor 22%. Sum 28 + 14 + 15 + 22 + 9 + 12 = 100.
  // Absent regulatory: licence in good standing, no enforcement.
  {
    id: 'h16-en-w1-15',
    documentType: 'legal_docs',
    text: `PRIVILEGED & CONFIDENTIAL
Legal due diligence report — CoverKasi (Pty) Ltd
Prepared by Van Wyk Mokoena Inc., Cape Town, for Ubuntu Ventures Fund III

Section 4 — Share capital and shareholders
4.1 The securities register and the latest CIPC annual return record 1,000,000 ordinary shares in issue. The company's own cap-table spreadsheet shows 1,082,000 shares on a fully diluted basis. Management could not explain the 82,000-share difference; it appears to relate to two 2022 convertible loan notes whose conversion is recorded in the spreadsheet but for which there is no board resolution and no share certificate. We were unable to reconcile the two records.

4.2 According to the spreadsheet, fully diluted holdings are:
    Ayanda Khumalo (co-founder, CEO)       28%
    Riaan Botha (co-founder, CTO)          14%
    Sipho Dlamini (co-founder)             15%
    Mzansi Seed Partners                   22%
    Angel investors                         9%
    ESOP                                   12%

4.3 Mr Dlamini resigned as Chief Operating Officer in August 2023 and has had no role in the business since. Clause 11 of the 2021 shareholders' agreement gave the company 90 days to buy back a leaver's shares at fair value. No notice was served, the option has lapsed, and Mr Dlamini remains a shareholder with full voting rights.

4.4 The company's FSP licence (FSCA, Category I) is in good standing and no enforcement action is recorded against it.`,
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'investor-control', 'regulatory'],
    traits: ['table', 'prose', 'time', 'indirect'],
  },

  // 16 — Botswana poultry: lender's annual monitoring report. CLEAN.
  // debt-distress absent: arrears nil, all instalments paid on time, DSCR 1.45x vs 1.25x minimum.
  // customer-concentration absent: largest offtaker 26%, no other buyer above 3% (26 + 3 = 29 < 30 even for two).
  // regulatory absent: the 2023 import restriction was lifted in March 2024 (over, and not aimed at the borrower).
  // gross-margin absent: 26.1% -> 24.8% = 1.3 points. declining-revenue absent: P19.1m -> P22.4m.
  // audit-opinion absent: FY2025 audited, unmodified opinion.
  {
    id: 'h16-en-w1-16',
    documentType: 'financial_statements',
    text: `NOTWANE DEVELOPMENT FINANCE — Annual loan monitoring report
Borrower: Tsholofelo Poultry (Pty) Ltd, Lobatse
Facility: P12.0 million term loan, 7 years, quarterly instalments
Review date: 15 July 2025 — based on the audited financial statements for the year ended 31 March 2025 (unmodified opinion)

| Item                          | FY2024  | FY2025  |
|-------------------------------|---------|---------|
| Revenue                       | P19.1m  | P22.4m  |
| Gross margin                  | 26.1%   | 24.8%   |
| EBITDA                        | P3.1m   | P3.9m   |
| DSCR (covenant minimum 1.25x) | 1.38x   | 1.45x   |
| Instalments in arrears        | nil     | nil     |

Comments
- All eight quarterly instalments due to date were paid on or before their due dates. No covenant has been breached.
- The largest offtaker, Kgale Foods, took 26% of FY2025 sales; no other buyer exceeds 3%.
- The 2023 restriction by the Department of Veterinary Services on imports of day-old chicks from South Africa was lifted in March 2024. The borrower now hatches 60% of its chicks in-house.
- Cash at 31 March 2025: P3.6 million. The business generates cash after debt service.
- BURS tax clearance certificate valid to 31 December 2025.

Risk rating: maintained at 2 (satisfactory).`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'regulatory', 'gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'list', 'negation', 'time'],
  },

  // 17 — SA telehealth quarterly shareholder letter.
  // declining-revenue: R6.10m -> R5.70m -> R5.20m (table).
  // gross-margin: Q1 (6.10 - 2.56) / 6.10 = 58.0%; Q2 (5.70 - 2.62) / 5.70 = 54.0%; Q3 (5.20 - 2.65) / 5.20 = 49.0%
  //   -> down 9 points (>= 5), figures only.
  // investor-control: Umthombo Capital now holds 51.5% (>= 50).
  // low-founder-ownership: the two founders hold "a third" = 33.3% (< 40). Sum 51.5 + 33.3 + 15.2 = 100.
  // Absent high-churn: 3.1% a month (x 12 = 37.2% a year, < 45).
  {
    id: 'h16-en-w1-17',
    documentType: 'business_plan',
    text: `Dokta Connect — Q3 2025 letter to shareholders

Dear shareholders,

Q3 was a hard quarter. The numbers:

                 Q1 2025    Q2 2025    Q3 2025
Revenue           R6.10m     R5.70m     R5.20m
Cost of sales     R2.56m     R2.62m     R2.65m

The medical-scheme contract behind our corporate wellness line ended in May, and clinician costs did not fall with volumes because our nurse contracts run to December.

Subscriber churn was 3.1% a month (Q2: 2.9%).

Capital. On 1 September the R18m bridge notes converted. Umthombo Capital's stake goes from 38% to 51.5% of the fully diluted share capital. Pieter Joubert, my co-founder, and I now hold a third of the company between us; the balance sits with the angels and the ESOP.

Next quarter we will reprice the clinician panel and relaunch the corporate product.

Thandi Mokoena
Co-founder and CEO`,
    present: ['declining-revenue', 'gross-margin', 'investor-control', 'low-founder-ownership'],
    absent: ['high-churn'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 18 — Zimbabwe agri-inputs leadership chat. CLEAN.
  // short-runway absent: cash US$520k / net burn US$40k a month = 13 months.
  // burn-above-revenue absent: burn US$40k < sales US$182k. declining-revenue absent: 182k > 164k.
  // debt-distress absent: VAT arrears cleared on 21 August, tax clearance issued; nothing outstanding.
  // litigation absent: the threatened claim was never filed and has been dropped.
  // pending-licence absent: AMA renewal granted. founder-departure absent: CFO relocates but stays CFO.
  {
    id: 'h16-en-w1-18',
    documentType: 'business_plan',
    text: `WhatsApp group "MbeuLink leadership", 3–4 October 2025

Farai (CEO): Sept numbers in?
Rudo (CFO): Yes. Sales US$182k, August was US$164k. Net burn US$40k for the month. Cash at month end US$520k.
Farai: Good. And the ZIMRA thing is closed?
Rudo: Closed. We cleared the last of the VAT arrears on 21 August and the tax clearance (ITF263) came through on 2 September. Nothing outstanding.
Farai: The Mutare seed supplier who said he'd sue us?
Rudo: He never filed. His lawyer wrote last week to say they are not pursuing it.
Tino (COO): Also the AMA licence renewal was approved yesterday, valid to September 2026.
Farai: Rudo, people keep asking if you're leaving because of the Bulawayo move.
Rudo: Not leaving! Moving to Bulawayo to open the new depot, still CFO.
Farai: Let's put all of that in the investor note.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'debt-distress', 'litigation', 'pending-licence', 'founder-departure'],
    traits: ['split', 'negation', 'time', 'figures'],
  },

  // 19 — SA regulator's letter (FSCA) to a broker.
  // regulatory: provisional suspension of authorisation for subcategory B1 under section 9 of FAIS.
  // pending-licence: the 3 March 2025 application to add Short-term Personal Lines is still under consideration (not granted).
  // Absent litigation: the Tribunal is mentioned only as a possible future step; no proceedings exist.
  {
    id: 'h16-en-w1-19',
    documentType: 'legal_docs',
    text: `FINANCIAL SECTOR CONDUCT AUTHORITY
Pretoria

Our ref: ENF-2025-118
14 August 2025

The Key Individual
Sizwe Cover Brokers (Pty) Ltd
Sandton

NOTICE OF PROVISIONAL SUSPENSION OF AUTHORISATION — SECTION 9 OF THE FINANCIAL ADVISORY AND INTERMEDIARY SERVICES ACT, 37 OF 2002

1. The Authority has found that eleven of your representatives rendered financial services in respect of Long-term Insurance subcategory B1 without meeting the fit and proper requirements for qualifications and regulatory examinations.
2. The Authority has therefore provisionally suspended your authorisation in respect of Long-term Insurance subcategory B1 with effect from the date of this notice. While the suspension is in force you may not render financial services in that subcategory or enter into new business in it.
3. Your application dated 3 March 2025 to add Short-term Insurance: Personal Lines to your licence remains under consideration. The Authority will not decide on it while the suspension is in force.
4. You may make written representations within 30 days of this notice. Should a final decision be taken, you may apply to the Financial Services Tribunal for its reconsideration.

Yours faithfully
Divisional Executive: Licensing`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['list', 'modality'],
  },

  // 20 — Mozambique cashew processor business plan summary.
  // missing-financials: a business plan with no revenue or cost figure (capacity, staff, permit only; amounts "will follow").
  // Absent unrealistic-growth: "triple throughput by the 2027 season" is capacity over about two years, not a revenue projection.
  // Absent pending-licence: processor registration held and export permit valid to 2027.
  {
    id: 'h16-en-w1-20',
    documentType: 'business_plan',
    text: `CAJU NORTE, LDA — Business plan summary for impact investors
Nampula, September 2025

1. The business. Caju Norte buys raw cashew nuts from smallholders in Nampula and Cabo Delgado provinces, and shells, dries, peels and grades them at our factory in Monapo for export as W240 and W320 kernels.

2. Why now. Most of the northern crop still leaves the country raw, and the value of shelling is captured in India and Vietnam. Buyers in Europe want traceable kernels from smallholders.

3. Operations. One shelling line with capacity for 3,000 tonnes of raw nuts a year. We employ 410 people, 70% of them women. We are registered with INCAJU as a processor and hold an export permit valid to 2027.

4. Growth. A second line would triple throughput by the 2027 season.

5. Team. Alberto Mussa (CEO, 15 years in cashew trading), Fátima Nhantumbo (operations and quality), Rui Macamo (export sales).

6. Funding. We are seeking equity from impact investors. The amount and use of funds will be set out once our advisers finish the financial model.`,
    present: ['missing-financials'],
    absent: ['unrealistic-growth', 'pending-licence'],
    traits: ['prose', 'indirect'],
  },

  ...redFlagSixteenthEnW1BRest,
];
