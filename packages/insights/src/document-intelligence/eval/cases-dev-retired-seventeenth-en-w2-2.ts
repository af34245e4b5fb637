import type { RedFlagCase } from './case';

export const redFlagSeventeenthEnW2P2: readonly RedFlagCase[] = [
  // 08 — pitch deck, hotel software (SaaS), Seychelles (SCR).
  // high-churn PRESENT (table only): Jan 5 / 82 = 6.1%, Feb 6 / 84 = 7.1%, Mar 6 / 84 = 7.1% a month ≥ 5%.
  // unit-economics PRESENT (figures contradict the claim): claimed 48-month lifetime, but ~7% monthly churn gives 1 / 0.071 ≈ 14 months;
  //   LTV ≈ 4,200 × 72% × 14 = SCR 42,300 → LTV/CAC ≈ 42,300 / 23,000 = 1.8×, not 6.3×.
  // non-recurring-revenue PRESENT (indirectly, footnote): ARR 84 × 4,200 × 12 = 4.23m + one-off go-live fees 1.07m = 5.3m.
  // customer-concentration ABSENT: largest client 6 / 84 properties = 7% of billings.
  {
    id: 'h17-en-w2-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `LAGON — the property-management system built for small islands
Seed extension · Victoria, Mahé · May 2025

WHERE WE ARE
• 84 hotels, guesthouses and self-catering units live on Mahé, Praslin and La Digue
• ARR: SCR 5.3m*
• Average subscription: SCR 4,200 per property per month
• Subscription gross margin: 72%
• Largest client: a six-property group, 7% of billings

PROPERTIES, Q1 2025
| Month | Live at start | Cancelled | New | Live at end |
|-------|---------------|-----------|-----|-------------|
| Jan   | 82            | 5         | 7   | 84          |
| Feb   | 84            | 6         | 6   | 84          |
| Mar   | 84            | 6         | 6   | 84          |

UNIT ECONOMICS
• CAC: SCR 23,000 (two site visits, on-site training, first-month support)
• Expected property lifetime: 48 months
• LTV: SCR 145,000 → LTV/CAC 6.3×

THE ASK
SCR 9m (≈ USD 650k) to open Mauritius and Rodrigues.

* ARR = March subscription billings × 12, plus the implementation and data-migration fees invoiced over the last twelve months (SCR 1.07m); these fees are charged once per property at go-live.`,
    present: ['high-churn', 'unit-economics', 'non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 09 — term sheet, e-pharmacy, Sierra Leone (USD). CLEAN.
  // investor-control ABSENT: LMV 22.0% post-money (900k / 4.1m); veto rights are protective provisions, not a majority.
  // low-founder-ownership ABSENT: founders 31.0 + 27.0 = 58.0% ≥ 40%.
  // dead-equity / founder-departure ABSENT: leaver terms are hypothetical ("if a Founder ceases..."), nobody has left.
  // cap-table-complexity ABSENT: cap table already reconciled with the CAC register (draft of 3 March 2025).
  // pending-licence ABSENT: Pharmacy Board premises licence renewed in January 2025 and in force.
  {
    id: 'h17-en-w2-09',
    documentType: 'legal_docs',
    language: 'en',
    text: `SUMMARY OF TERMS — SERIES SEED PREFERRED SHARES
MedSalone Limited, Wilkinson Road, Freetown
Non-binding, save for Confidentiality, Exclusivity and Governing Law

Investor: Lion Mountain Ventures II ("LMV")
Amount: USD 900,000
Pre-money valuation: USD 3.2m, fully diluted, including the enlarged option pool
Liquidation preference: 1× non-participating

Post-money capitalisation (fully diluted)
| Holder                                | %     |
|---------------------------------------|-------|
| Isatu Jalloh (founder, CEO)           | 31.0  |
| Abu Bakarr Koroma (founder, COO)      | 27.0  |
| LMV                                   | 22.0  |
| Angel investors (2023 notes, converted)| 8.0  |
| Option pool                           | 12.0  |
| Total                                 | 100.0 |

Board: three seats — two appointed by the Founders, one by LMV.
Protective provisions: LMV consent needed to create a senior share class, sell the Company, or adopt a budget above 120% of the prior year's.
Founder vesting: 48 months from 1 January 2023, 12-month cliff already passed. If a Founder ceases to be employed before 31 December 2026, unvested shares may be repurchased at nominal value (Bad Leaver) or at fair value (Good Leaver).
Conditions to closing: (i) a capitalisation table certified by the company secretary and matching the register at the Corporate Affairs Commission, already reconciled in the draft of 3 March 2025; (ii) confirmation that the Pharmacy Board of Sierra Leone premises licence, renewed in January 2025, remains in force.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure', 'cap-table-complexity', 'pending-licence'],
    traits: ['table', 'hypothetical', 'negation'],
  },

  // 10 — board memo, cold storage, South Sudan (USD, SSP).
  // short-runway PRESENT (figures, weekly): cash falls ~9,500 a week ≈ 41k a month (= 59k costs − 18k sales); 96k / 41k = 2.3 months < 9.
  // burn-above-revenue PRESENT (figures): monthly costs 59k > monthly sales 18k.
  // debt-distress PRESENT (directly): April and May loan instalments (USD 14,200 each) not paid.
  // going-concern PRESENT (directors' doubt): directors "cannot conclude" the company can continue for twelve months.
  // litigation ABSENT: final demand sent to the Ministry, no claim filed.
  {
    id: 'h17-en-w2-10',
    documentType: 'business_plan',
    language: 'en',
    text: `KATOR COLD STORES LTD — Memo to the Board
From: Nyandeng Mayen, CEO · Juba, 9 June 2025
Re: Cash, the equipment loan and what we tell investors

1. Cash
Cash in bank and mobile wallets on 6 June: USD 96,000. Over the last six weeks the balance has fallen by about USD 9,500 a week. Sales to hotels, restaurants and NGO compounds have averaged USD 18,000 a month since February; generator fuel, staff, rent and vehicle costs have averaged USD 59,000 a month.

2. Equipment loan
We did not pay the April and May instalments (USD 14,200 each) on the Equatoria Commercial Bank loan for the two reefer trucks. The bank has written to us twice but has not yet demanded full repayment.

3. Receivable
The State Ministry of Health still owes us SSP 210m for vaccine storage in 2024. We sent a final demand in May; we have not filed a claim, because our lawyer expects a court case to take years.

4. Going concern
Given points 1 and 2, the directors cannot today conclude that the company will be able to continue in operation for the next twelve months without new equity or a rescheduled loan. I propose we minute this and tell our investors before the end of the month.

5. Options for discussion
a) a bridge of USD 250k from existing shareholders;
b) sale of the Wau depot and its two cold rooms;
c) a 60-day standstill request to the bank.`,
    present: ['short-runway', 'burn-above-revenue', 'debt-distress', 'going-concern'],
    absent: ['litigation'],
    traits: ['figures', 'indirect', 'time', 'list'],
  },

  // 11 — company secretary's e-mail with cap table, edtech, The Gambia.
  // cap-table-complexity PRESENT (directly): register and investor spreadsheet "do not agree"; register totals 96%; SAFEs unfiled.
  // low-founder-ownership PRESENT (table): founders 24 + 13 = 37% on the register (25 + 14 = 39% on the spreadsheet), both < 40%.
  // dead-equity PRESENT (indirectly): Modou Bah left in August 2022 and still holds 9%; no buy-back or transfer found.
  // founder-departure ABSENT: Modou Bah was a junior developer, not a founder or executive.
  // investor-control ABSENT: Kora Ventures 27% (26% on the spreadsheet) < 50%.
  {
    id: 'h17-en-w2-11',
    documentType: 'legal_docs',
    language: 'en',
    text: `From: Binta Jobe, Company Secretary (Jobe & Sowe Chambers, Serrekunda)
To: Fatou Ceesay, CEO, Jangi Learn Ltd; cc: data room
Date: 2 April 2025
Subject: RE: cap table for the Seed+ round

Dear Fatou,

As asked, here is the register as it stands at the Registrar of Companies, next to the spreadsheet your CFO sent the investors in February. I have not been able to make the two agree.

| Holder                   | Register (ROC) | Investor spreadsheet (Feb) |
|--------------------------|----------------|----------------------------|
| Fatou Ceesay             | 24%            | 25%                        |
| Lamin Jallow             | 13%            | 14%                        |
| Kora Ventures            | 27%            | 26%                        |
| Angels (5 individuals)   | 13%            | 12%                        |
| Modou Bah                | 9%             | —                          |
| ESOP (reserved)          | 10%            | 10%                        |
| SAFEs (2023)             | not registered | 13%                        |
| Total                    | 96%            | 100%                       |

Points I cannot close:
- The missing 4% on the register. I believe these are shares allotted at incorporation to a nominee and never transferred on, but I cannot find the instrument.
- Modou Bah. The spreadsheet leaves him out. He received 9% as sweat equity in 2021, when he was the junior developer on the first app, left the company in August 2022, and the register still shows him as a holder. There is no buy-back or transfer on file.
- The two 2023 SAFEs are shown as converted, but no conversion notice or allotment return has been filed.

I suggest we fix these before the investors' lawyers ask.

Kind regards,
Binta`,
    present: ['cap-table-complexity', 'low-founder-ownership', 'dead-equity'],
    absent: ['founder-departure', 'investor-control'],
    traits: ['table', 'indirect', 'list'],
  },

  // 12 — monthly investor update, grocery delivery, Somaliland (USD). CLEAN.
  // pending-licence ABSENT: import licence applied for in November, granted on 17 April.
  // high-churn ABSENT: 118 / 3,105 = 3.8% a month < 5%.
  // short-runway ABSENT: cash 560k / net burn 46k = 12.2 months. burn-above-revenue ABSENT: 46k < revenue 104k.
  // unrealistic-growth ABSENT: 0.82m → 1.5m = 1.8×; 1.5m → 3.4m = 2.3× (< 4×, and not 3× for three years).
  // declining-revenue ABSENT: 88k → 96k → 104k. gross-margin ABSENT: 23.1% → 23.5%.
  {
    id: 'h17-en-w2-12',
    documentType: 'business_plan',
    language: 'en',
    text: `SUUQ EXPRESS — investor update, April 2025
Hargeisa

The month in numbers
- Orders: 21,400 (March: 19,800)
- Revenue: USD 104k (March USD 96k, February USD 88k)
- Gross margin: 23.5% (March 23.1%)
- Members on the free-delivery plan: 3,105 at the start of April; 118 cancelled and 133 joined, 3,120 at month-end
- Net burn: USD 46k. Cash on 30 April: USD 560k, a little over a year at this rate

Licences
The import licence for packaged foods we applied for last November was granted by the Ministry of Trade and Tourism on 17 April. From May we import directly through Berbera instead of buying from Hargeisa wholesalers.

Outlook
2024 revenue was USD 0.82m. The board plan has USD 1.5m for 2025 and USD 3.4m for 2026; no new city is assumed before 2026.

Team
Khadar Ismail joined as head of operations from a Berbera port logistics firm.

— Ayan Yusuf, CEO`,
    present: [],
    absent: ['pending-licence', 'high-churn', 'short-runway', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['list', 'figures', 'near-threshold', 'time'],
  },

  // 13 — audited financial statements with a qualified opinion, furniture manufacturing, Liberia (USD).
  // audit-opinion PRESENT (directly): "Qualified opinion", auditor could not observe the year-end stock count.
  // declining-revenue PRESENT (table): 2,510,000 in 2024 < 2,840,000 in 2023.
  // burn-above-revenue PRESENT (figures): loss of 90,000 → costs 1,760 + 790 + 50 = 2,600k > revenue 2,510k.
  // related-party PRESENT (indirectly, note 18): USD 486k of hardwood bought from a business owned by the MD's wife.
  // litigation PRESENT (note 21): USD 140k suit filed in November 2024, being defended.
  // gross-margin ABSENT: 880 / 2,840 = 31.0% → 750 / 2,510 = 29.9%, down 1.1 points. going-concern ABSENT: no doubt expressed.
  {
    id: 'h17-en-w2-13',
    documentType: 'financial_statements',
    language: 'en',
    text: `GBARNGA TIMBER & JOINERY INC. — Paynesville, Montserrado County, Liberia
Financial statements for the year ended 31 December 2024

Independent auditor's report (extract)
Qualified opinion. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements present fairly, in all material respects, the financial position of the Company at 31 December 2024.
Basis for qualified opinion. We were appointed after 31 December 2024 and were therefore unable to observe the counting of timber and finished furniture stocks, carried at USD 612,000. We could not satisfy ourselves about these quantities by alternative means.
Going concern. The directors' assessment is set out in note 2; we have nothing to add.
Doe, Kpoto & Partners, Certified Public Accountants — Monrovia, 30 April 2025

Statement of comprehensive income (USD)     2024          2023
Revenue                                   2,510,000     2,840,000
Cost of sales                            (1,760,000)   (1,960,000)
Gross profit                                750,000       880,000
Operating expenses                         (790,000)     (740,000)
Finance costs                               (50,000)      (50,000)
(Loss)/profit for the year                  (90,000)       90,000

Note 18 — Related party transactions
The Company bought sawn hardwood of USD 486,000 (2023: USD 402,000) from CK Hardwood Supplies, a business owned by Mrs Comfort Kollie, wife of the Managing Director, Mr Joseph Kollie. Amount payable at year end: USD 71,000.

Note 21 — Contingent liabilities
In November 2024 Tubman Boulevard Hotel Ltd filed suit in the Civil Law Court at the Temple of Justice claiming USD 140,000 for defective fitted furniture. The Company is defending the claim. No provision has been recognised.`,
    present: ['audit-opinion', 'declining-revenue', 'burn-above-revenue', 'related-party', 'litigation'],
    absent: ['gross-margin', 'going-concern'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
];
