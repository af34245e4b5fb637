/** The rest of held-out-sixteenth-en-w2-b.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthEnW2BRest: readonly RedFlagCase[] = [
  // h16-en-w2-21 — Tanzania, reefer trucking, business plan. CLEAN.
  // unit-economics absent: payback claim "within 14 months": TZS 280m / 21m a month = 13.3 months, consistent.
  //   Per truck: revenue 48m − direct costs 27m = 21m contribution.
  // unrealistic-growth absent: revenue = trucks × 48m × 12: 4.6 → 6.9 (1.5×) → 11.5 (1.67×) → 17.3 (1.5×);
  //   three years 17.3 / 6.9 = 2.5× (from 2024) or 17.3 / 4.6 = 3.8× (from 2023); far below 4× a year / 27× over three.
  // customer-concentration absent: largest customer 22 %, no other above 10 %.
  // pending-licence absent: LATRA permits held for all 12 trucks.
  // burn-above-revenue absent: 2023 contribution 21m × 8 × 12 = 2.0bn − overhead 1.1bn = profit ≈ 0.9bn.
  {
    id: 'h16-en-w2-21',
    documentType: 'business_plan',
    text: `FRIJI FREIGHT LIMITED — Business plan 2024–2026

Refrigerated trucking for dairy, fish and horticulture on the Dar es Salaam – Morogoro – Arusha corridor.

Per-truck economics (monthly)
- Revenue per truck: TSh 48m
- Fuel, driver, maintenance and insurance: TSh 27m
- Contribution: TSh 21m
- Truck and reefer unit: TSh 280m, paid back within 14 months

Fleet and revenue
Year          Trucks (average)    Revenue
2023 actual          8            TSh 4.6bn
2024 plan           12            TSh 6.9bn
2025 plan           20            TSh 11.5bn
2026 plan           30            TSh 17.3bn

Head-office overhead was TSh 1.1bn in 2023.

Customers: Kilimanjaro Dairies is our largest customer at 22% of 2023 revenue; no other customer is above 10%.
Permits: LATRA goods-vehicle licences are held for all 12 trucks in service.`,
    present: [],
    absent: ['unit-economics', 'unrealistic-growth', 'customer-concentration', 'pending-licence', 'burn-above-revenue'],
    traits: ['table', 'list', 'figures'],
  },

  // h16-en-w2-22 — Uganda, e-commerce, board minutes.
  // founder-departure (paraphrase): co-founder and COO resigned, effective 30 June 2024; he has left.
  // dead-equity: he keeps his 1,100,000 shares (11 %); the board chose not to exercise the call option.
  // litigation: HCCS No. 233 of 2024 by Jenga Couriers is pending; mediation failed, hearing fixed for October.
  // related-party (indirect): courier contract with Kasana Riders Ltd, majority-owned by the CEO's spouse.
  // Tempting but absent: debt-distress (the claim is for damages for termination, not unpaid debt; no arrears stated);
  //   cap-table-complexity (nothing unclear about the register).
  {
    id: 'h16-en-w2-22',
    documentType: 'legal_docs',
    text: `SOKO MART UGANDA LIMITED
Minutes of the meeting of the Board of Directors held at Plot 7, Kira Road, Kampala on 18 July 2024

Present: Moses Kaggwa (Chair, CEO), Patricia Akello, Henrik Dahl (investor director). In attendance: company secretary.

1. Resignation of Mr Brian Ssekandi
The board noted Mr Ssekandi's letter resigning as Chief Operating Officer and director with effect from 30 June 2024.
Mr Ssekandi co-founded the company in 2019. The board thanked him for his service.

2. Mr Ssekandi's shareholding
Mr Ssekandi holds 1,100,000 ordinary shares (11%). After discussion the board resolved not to exercise the call
option under clause 9 of the shareholders' agreement at this time. The shares remain registered in his name.

3. Litigation
Counsel reported on HCCS No. 233 of 2024 (Commercial Division), in which Jenga Couriers Ltd claims UGX 340 million
in damages for termination of its delivery contract. The company has filed its defence. Court-annexed mediation
failed on 2 July; the hearing is fixed for October.

4. Last-mile delivery contract
The board approved a 24-month delivery contract with Kasana Riders Ltd. Mrs Diana Namutebi, the spouse of the CEO, is
the majority shareholder of Kasana Riders Ltd. The CEO declared his interest and did not vote.

There being no other business, the meeting closed at 12:40.`,
    present: ['founder-departure', 'dead-equity', 'litigation', 'related-party'],
    absent: ['debt-distress', 'cap-table-complexity'],
    traits: ['list', 'prose', 'indirect', 'time'],
  },

  // h16-en-w2-23 — Liberia, school-management edtech, audited financial statements. CLEAN.
  // audit-opinion absent: unmodified opinion.
  // going-concern absent: directors state no doubt.
  // debt-distress absent: 2021 tax arrears were settled in full in March 2023 (problem over); nothing overdue at year end.
  // litigation absent: only a possible future claim; no proceedings filed.
  // gross-margin absent: 1,284,600 − 512,000 = 772,600 → 60.1 %; 1,041,300 − 418,900 = 622,400 → 59.8 %.
  // declining-revenue / burn-above-revenue absent: revenue up, profit USD 96,400.
  {
    id: 'h16-en-w2-23',
    documentType: 'financial_statements',
    text: `PROVIDENCE LEARNING SYSTEMS INC. — Financial statements for the year ended 31 December 2023 (extracts)

Report of the independent auditor — Kollie, Dunbar & Co., Certified Public Accountants, Monrovia
In our opinion, the financial statements give a true and fair view of the financial position of the company at
31 December 2023 and of its performance for the year, in accordance with IFRS. Our opinion is unmodified.

Statement of comprehensive income (USD)
                          2023           2022
Revenue               1,284,600      1,041,300
Cost of sales          (512,000)      (418,900)
Gross profit            772,600        622,400
Profit for the year      96,400         61,800

Note 2 — Going concern: the directors have no doubt about the company's ability to continue as a going concern.

Note 18 — Taxation: the 2021 income-tax arrears owed to the Liberia Revenue Authority (USD 38,200) were settled in
full in March 2023. At 31 December 2023 no tax was overdue.

Note 21 — Contingent liabilities: a former supplier has written suggesting it may bring a claim over a cancelled
tablet order. No proceedings have been filed, and the directors consider that any claim would be unlikely to succeed.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'litigation', 'gross-margin'],
    traits: ['table', 'prose', 'negation', 'time', 'modality', 'figures'],
  },

  // h16-en-w2-24 — Tanzania, Swahili-first primary learning, pitch deck with no financials.
  // no-competition: "Competition: none" / no other such product in Tanzania.
  // missing-financials (indirect): pupils, schools and regions, a business model without a price, no revenue or cost figure.
  // Tempting but absent: pending-licence (TIE approval was granted in 2023); unrealistic-growth (500,000 pupils is a
  //   target with no time frame and no revenue projection, so no yearly multiple can be read).
  {
    id: 'h16-en-w2-24',
    documentType: 'pitch_deck',
    text: `DARASA PLUS — Deck

Problem: one teacher for every 60+ pupils in many public primary schools; most homes have a basic phone, not a
smartphone.
Solution: Swahili-first maths and reading lessons over SMS, USSD and voice, built with teachers from Dodoma.
Traction: 62,000 pupils used the pilot in Dodoma and Mwanza; 340 schools signed up.
Curriculum: content approved by the Tanzania Institute of Education (TIE) in 2023.
Competition: none. There is no other Swahili-first, offline learning product in Tanzania.
Business model: schools and district councils pay a fee per pupil per term.
Team: Halima Juma (CEO, former teacher), Peter Mrema (CTO, ex-Vodacom).
Ask: seed round to reach 500,000 pupils.`,
    present: ['no-competition', 'missing-financials'],
    absent: ['pending-licence', 'unrealistic-growth'],
    traits: ['list', 'indirect'],
  },

  // h16-en-w2-25 — Liberia, fish cold storage, term sheet.
  // investor-control: the Fund will hold 55.0 % post-closing (≥ 50 %). Check: 2.4 / (1.96 + 2.4) = 2.4 / 4.36 = 55.0 %.
  // low-founder-ownership: founders Musu Kollie 16.0 % + Emmanuel Tarr 12.0 % = 28.0 % (< 40 %).
  //   Sum: 55.0 + 16.0 + 12.0 + 9.0 + 8.0 = 100.0 %.
  // cap-table-complexity: the register, the angel subscription letters and the LBR filing disagree on three holders;
  //   a reconciled table is a condition precedent.
  // Tempting but absent: founder-departure and dead-equity (the leaver clause is hypothetical; nobody has left).
  {
    id: 'h16-en-w2-25',
    documentType: 'legal_docs',
    text: `TERM SHEET — SERIES A PREFERRED SHARES (non-binding except Confidentiality and Exclusivity)

Company: Mesurado Cold Storage Inc., Freeport of Monrovia, Liberia
Investor: West Africa Food Systems Fund I ("the Fund")
Investment: USD 2,400,000 for Series A Preferred Shares
Pre-money valuation: USD 1,960,000

Capitalisation after closing
  Fund                         55.0%
  Musu Kollie (founder)        16.0%
  Emmanuel Tarr (founder)      12.0%
  2021 angels                   9.0%
  Option pool                   8.0%

Board: three seats for the Fund, one for the founders.
Founder vesting: four years; a founder who leaves before month 24 must sell back unvested shares at par.
Conditions precedent:
  (a) delivery of a reconciled capitalisation table. The share register, the 2021 angel subscription letters and the
      Liberia Business Registry filing currently show different holdings for three of the angels;
  (b) a valid EPA environmental permit for the Freeport site (copy provided, valid to 2026).
Exclusivity: 60 days.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['founder-departure', 'dead-equity', 'pending-licence'],
    traits: ['list', 'figures', 'indirect', 'modality'],
  },

  // h16-en-w2-26 — Egypt, K-12 tutoring edtech, audited financial statements.
  // going-concern: the auditor's "material uncertainty related to going concern" section and the directors' Note 2.
  // gross-margin: cost of revenue 26.8m > revenue 24.1m; gross margin 2023 = −2.7 / 24.1 = −11.2 % (negative);
  //   2022 = 4.4 / 19.8 = 22.2 %; down 33.4 points.
  // burn-above-revenue: loss for the year EGP 21.6m; costs 26.8 + 18.9 = 45.7m > revenue 24.1m.
  //   Check: 24.1 − 26.8 = −2.7; −2.7 − 18.9 = −21.6. 2022: 19.8 − 15.4 = 4.4; 4.4 − 14.1 = −9.7.
  // Tempting but absent: audit-opinion (the opinion is stated as unmodified; a going-concern section does not modify it);
  //   declining-revenue (24.1 > 19.8).
  {
    id: 'h16-en-w2-26',
    documentType: 'financial_statements',
    text: `KUTTAB LEARNING S.A.E. — Financial statements for the year ended 31 December 2023

Auditor's report (extract) — Hassan, Samy & Co., Cairo
Opinion: in our opinion the financial statements present fairly, in all material respects, the financial position of
the company in accordance with Egyptian Accounting Standards. Our opinion is not modified.
Material uncertainty related to going concern: we draw attention to Note 2. As stated there, events or conditions
indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as
a going concern.

Income statement (EGP million)
                                               2023      2022
Revenue                                        24.1      19.8
Cost of revenue (tutor fees, content, hosting) (26.8)    (15.4)
Gross (loss) / profit                          (2.7)      4.4
Operating expenses                            (18.9)    (14.1)
Loss for the year                             (21.6)     (9.7)

Note 2 — Going concern
The company had net current liabilities of EGP 7.3 million at year end. The directors are negotiating a new equity
round; until it closes, there is significant doubt about the company's ability to continue as a going concern.`,
    present: ['going-concern', 'gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['table', 'prose', 'figures', 'indirect'],
  },
];
