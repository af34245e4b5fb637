import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW4P2: readonly RedFlagCase[] = [
  // 08 — Leadership announcement, managed IT services for hotels, Cabo Verde.
  // founder-departure PRESENT (words, indirect): the co-founder and COO "will step back from day-to-day work at the end of October" and will hold no executive role after 31 October — an announced departure.
  // customer-concentration PRESENT (figures, indirect): one resort group CVE 41.3m of CVE 96.0m revenue = 43.0% (≥ 30%).
  // burn-above-revenue ABSENT: operating costs CVE 81.5m < revenue CVE 96.0m.
  // declining-revenue ABSENT: revenue up from CVE 88.2m to CVE 96.0m.
  {
    id: 'h18-en-w4-08',
    documentType: 'business_plan',
    language: 'en',
    text: `NHA TERRA TECH, S.A.
Mindelo, São Vicente — 2 September 2025
To: shareholders and staff
Subject: Leadership changes

Dear all,

Djamila Ramos, who founded Nha Terra Tech with Paulo Andrade in 2017 and has been
our Chief Operating Officer since, has told the board that she will step back from
day-to-day work at the end of October. Djamila is moving to Lisbon for family
reasons and will not hold an executive role with the company after 31 October.

Until a new COO is appointed, Paulo (CEO) will lead operations directly. The search
is under way with a recruiter in Praia.

Djamila built our largest account, the managed-IT and Wi-Fi contract with the
Grupo Monte Cara Hotéis resorts on Sal and Boa Vista, and will introduce Paulo and
the service team to the group's management in person in October.

Year to 30 June 2025 (CVE million)
  Revenue ..................................... 96.0   (prior year: 88.2)
    of which Grupo Monte Cara Hotéis .......... 41.3
  Operating costs ............................. 81.5
  Staff at 30 June ............................ 54

We thank Djamila for eight years of work that built this company.
The Board of Directors`,
    present: ['founder-departure', 'customer-concentration'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['prose', 'table', 'indirect', 'figures', 'time'],
  },

  // 09 — Business plan with five-year projection, fish cold chain, Cabo Verde (São Nicolau). CLEAN.
  // unrealistic-growth ABSENT: 58/42 = 1.38×, 79/58 = 1.36×, 101/79 = 1.28×, 120/101 = 1.19×, 134/120 = 1.12×; three years 2025A→2028: 101/42 = 2.40× (< 27×).
  // gross-margin ABSENT: 14 300/42 000 = 34.0%; 19 100/58 000 = 32.9%; 26 100/79 000 = 33.0%; 34 300/101 000 = 34.0%; 40 800/120 000 = 34.0%; 46 900/134 000 = 35.0% — never down more than 1.1 points.
  // burn-above-revenue ABSENT: cost of sales + operating costs below revenue every year (EBITDA 4 500 → 22 300; 2025A net profit CVE 1.9m).
  // pending-licence ABSENT (modality): an export sanitary approval "would" be needed for a 2028 plan; nothing applied for, no figure depends on it.
  // no-competition ABSENT: three competitors are named.
  // customer-concentration ABSENT: no buyer above 12% (< 30%).
  // debt-distress ABSENT (negation): every loan instalment paid on its due date.
  {
    id: 'h18-en-w4-09',
    documentType: 'business_plan',
    language: 'en',
    text: `Gelo Norte SN, Lda. — Business plan 2026–2030
Tarrafal de São Nicolau, Cabo Verde — for the EUR 250k equity round (CVE 27.6 million)

1. What we do
We make flake ice and keep fish cold for 140 artisanal boats on the west coast of
São Nicolau, and sell chilled catch to traders in Mindelo and Praia.

2. Competition
Two diesel-powered ice plants in Tarrafal and the municipal cold store in Ribeira
Brava compete with us on price. We win on reliability: our solar plant has not
missed a landing day since 2023.

3. Five-year projection (CVE '000)
                    2025A    2026    2027     2028     2029     2030
Revenue            42 000  58 000  79 000  101 000  120 000  134 000
Cost of sales      27 700  38 900  52 900   66 700   79 200   87 100
Gross margin          34%     33%     33%      34%      34%      35%
Operating costs     9 800  12 600  15 900   19 400   22 300   24 600
EBITDA              4 500   6 500  10 200   14 900   18 500   22 300

Notes
- 2025A is the year to June 2025: net profit CVE 1.9 million after depreciation
  and interest.
- Growth comes from a second cold room (2026) and ice sales to hotels on Sal (2027).
- Equipment loan of CVE 16 million (2023): every instalment has been paid on its
  due date; CVE 9.4 million outstanding.
- If we add filleting for export in 2028, we would need an EU sanitary approval
  number. We have not applied, and no figure above depends on it.
- No buyer takes more than 12% of our sales.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'pending-licence', 'no-competition', 'customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'modality', 'negation', 'list'],
  },

  // 10 — Board deck, telemedicine, São Tomé and Príncipe.
  // missing-financials PRESENT (by absence): the deck gives consultations, patients, pharmacies, headcount and a cap table, but no revenue or cost figure; the financial pack is "to be circulated separately".
  // low-founder-ownership PRESENT (list split across lines): 19.0% + 14.0% = 33.0% (< 40%).
  // investor-control ABSENT: largest investor 24.0% (< 50%); 19 + 14 + 24 + 12 + 22 + 9 = 100.
  // pending-licence ABSENT: telemedicine authorisation granted in June 2025.
  {
    id: 'h18-en-w4-10',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KiaMed STP, S.A. — Board meeting deck, 16 October 2025
(The Q3 financial pack will be circulated separately by the finance team.)

Slide 1 — Agenda
  1. Operations   2. Product   3. People   4. Shareholding after the seed extension

Slide 2 — Operations, Q3 2025
  - Consultations completed: 7 840 (Q2: 6 110)
  - Registered patients: 21 300 (Q2: 17 900)
  - Partner pharmacies: 14 on São Tomé, 3 on Príncipe
  - Average wait for a video consultation: 11 minutes

Slide 3 — Product
  - Prescription module live since August
  - SMS triage pilot in Lembá district
  - Telemedicine authorisation from the Ministry of Health: granted June 2025,
    valid for three years

Slide 4 — People
  - Headcount 23 (Q2: 19), including 6 doctors under contract
  - Open roles: 2 engineers, 1 clinical lead

Slide 5 — Shareholding after the seed extension (fully diluted)
  - Kátia Bragança, co-founder and CEO ................ 19.0%
  - Hélder Lima, co-founder and CTO ................... 14.0%
  - Gulf Horizon Seed Fund ............................ 24.0%
  - Lusophone Health Ventures ......................... 22.0%
  - Angel syndicate ................................... 12.0%
  - Employee option pool ............................... 9.0%

Slide 6 — Decisions requested
  - Approve option grants to the two new engineers
  - Approve the pharmacy partnership framework`,
    present: ['missing-financials', 'low-founder-ownership'],
    absent: ['investor-control', 'pending-licence'],
    traits: ['list', 'split', 'indirect', 'figures'],
  },

  // 11 — Quarterly investor letter, hotel booking software, Cabo Verde.
  // non-recurring-revenue PRESENT (prose): ARR CVE 62.0m "includes" CVE 9.8m of installation and training fees charged once at go-live (58 × 75 000 × 12 = 52.2m recurring + 9.8m = 62.0m).
  // unit-economics PRESENT (figures contradict claim): claimed payback under 6 months; 900 000 / (75 000 × 80%) = 900 000 / 60 000 = 15 months (12 months even on revenue).
  // high-churn ABSENT: 1 of 47 hotels left in the quarter = 2.1% a quarter ≈ 0.7% a month.
  // burn-above-revenue ABSENT: operating costs 10 900k < revenue 21 400k (and < subscriptions 11 600k alone).
  // customer-concentration ABSENT: no hotel group above a tenth of revenue (< 30%).
  {
    id: 'h18-en-w4-11',
    documentType: 'business_plan',
    language: 'en',
    text: `Reserva Kriol, S.A. — Q3 2025 letter to shareholders
Mindelo, 14 October 2025

Dear shareholders,

Annual recurring revenue (ARR) reached CVE 62.0 million at 30 September, against
CVE 42.3 million at 30 June. The ARR figure includes the CVE 9.8 million of
installation and staff-training fees that we charge once, at go-live, to the
12 hotels that joined in the quarter.

Hotels live: 58 (30 June: 47; 12 joined, 1 left). No hotel group brings more than
a tenth of our revenue.

Q3 2025 (CVE '000)
  Subscriptions                    11 600
  Installation and training         9 800
  Total revenue                    21 400
  Operating costs                  10 900

Unit economics remain our strongest argument: we earn back what we spend to win a
hotel in under six months.
  - Average cost to acquire a hotel (sales team, travel to Sal and Boa Vista,
    free pilot): CVE 900 000
  - Average subscription: CVE 75 000 per hotel per month
  - Gross margin on subscriptions: 80%

Next quarter we start selling on Santiago and Fogo, where 30 guesthouses have
asked for a demo.

Vanda Lopes, CEO`,
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'burn-above-revenue', 'customer-concentration'],
    traits: ['prose', 'table', 'figures', 'indirect', 'list'],
  },

  // 12 — Data-room index with notes, drip irrigation, Cabo Verde. Written as clean; founder-departure present (corrected 2026-12-05, see the label).
  // cap-table-complexity ABSENT: cap table reconciled to the share register by the auditors; "no differences remain".
  // dead-equity ABSENT: the departed co-founder's 12% was bought back and cancelled in January 2023; he holds no shares.
  // low-founder-ownership ABSENT: executive founders 41% + 29% = 70% (≥ 40%); investor-control ABSENT: largest investor 18% (< 50%).
  // audit-opinion ABSENT: FY2023 and FY2024 audited, unqualified opinions.
  // litigation ABSENT: labour claim settled and closed in April 2024; the distributor has only threatened a claim, none filed (a possible future dispute).
  // pending-licence ABSENT: water-use licence granted 2021, renewed 2024.
  // debt-distress ABSENT (negation): clearance certificates show no tax debt; every instalment paid on its due date.
  // related-party ABSENT (negation): no transactions with shareholders, directors or their families.
  {
    id: 'h18-en-w4-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `REGA VERDE SANTIAGO, S.A. — Series A data room: index and notes
Assomada, Cabo Verde — status at 12 September 2025

Folder  Document                                                        Note
1.1     Articles of association and registry certificate (2025)
2.1     Cap table at 30 June 2025 and share register                      A
2.5     Share buy-back deed, Luís Gomes, 16 January 2023                  B
3.1     Financial statements FY2023 and FY2024, with auditor's reports   C
4.1     Water-use licence (ANAS), granted 2021, renewed 2024              D
4.2     Tax and social-security clearance certificates, August 2025      E
4.3     Equipment loan agreement and covenant certificates               E
5.4     Related-party register                                           F
6.1     Litigation file                                                  G

Notes
A. The auditors reconciled the cap table to the share register at 30 June 2025;
   no differences remain. Executive founders Ana Mendes (41%) and Pedro Mendes
   (29%) hold 70%; the largest investor holds 18%.
B. Co-founder Luís Gomes left in 2022. The company bought back all of his 12%
   under clause 8 of the shareholders' agreement and cancelled the shares; he
   holds no shares today.
C. Both years audited by Barros Pina & Associados; both opinions unqualified.
D. Valid to 2029.
E. The certificates show no tax or social-security debt. Every loan instalment
   has been paid on its due date.
F. No transactions with shareholders, directors or their families in 2023–2025.
G. A former employee's labour claim was settled in March 2024 and the court closed
   the case on 2 April 2024. A former distributor on Fogo has written threatening
   a claim over the end of its contract; no claim has been filed. No proceedings
   are open.`,
    // founder-departure added 2026-12-05: note B says co-founder Luís Gomes left in 2022; the guide counts a founder who has left, bought back or not.
    present: ['founder-departure'],
    absent: ['cap-table-complexity', 'dead-equity', 'low-founder-ownership', 'investor-control', 'audit-opinion', 'litigation', 'pending-licence', 'debt-distress', 'related-party'],
    traits: ['table', 'list', 'negation', 'time', 'modality', 'split'],
  },

  // 13 — Quarterly investor letter, pay-as-you-go solar kits, São Tomé and Príncipe. CLEAN.
  // short-runway ABSENT: operating profit in both quarters, so no burn; the cash fall (14 200 → 9 600 = −4 600 = 1 600 from operations − 5 700 kits − 500 loan repayments) is a one-time stock purchase.
  // burn-above-revenue ABSENT: Q3 costs 4 300 + 2 500 = 6 800 < revenue 7 900.
  // gross-margin ABSENT: (6 400 − 3 500) / 6 400 = 45.3% → (7 900 − 4 300) / 7 900 = 45.6%, up 0.3 points.
  // declining-revenue ABSENT: revenue up 6 400 → 7 900.
  // high-churn ABSENT: 21 / 2 610 = 0.8% a quarter ≈ 0.3% a month.
  // non-recurring-revenue ABSENT: the one-off grant is booked as other income, not revenue.
  // debt-distress, litigation, regulatory ABSENT: instalments paid on time; dispute settled and case closed; AGER confirmed the new rules do not apply.
  {
    id: 'h18-en-w4-13',
    documentType: 'business_plan',
    language: 'en',
    text: `Sol Obô Energia, Lda. — Investor letter, third quarter 2025
São Tomé, 20 October 2025

Dear investors,

At first sight our cash looks worse than in June: it fell by almost a third. That
was deliberate. In August we paid STN 5.7 million for 600 solar home kits so that
we can serve cocoa-harvest demand in Lobata and Cantagalo without running out of
stock. Operations brought in STN 1.6 million and loan repayments took STN 0.5 million.

Quarter at a glance (STN '000)      Q2 2025     Q3 2025
Revenue                               6 400       7 900
Cost of sales                         3 500       4 300
Operating costs                       2 100       2 500
Operating profit                        800       1 100
Cash at quarter end                  14 200       9 600

- Customers paying for their kits: 2 950 at 30 September (30 June: 2 610).
- Kits repossessed or contracts cancelled in the quarter: 21.
- Cost of sales rose 23%, in step with revenue.
- A STN 600k training grant from a donor programme is shown as other income,
  not as revenue.
- Development-bank loan: every instalment paid on time; covenants met.
- The dispute with our former kit importer over a faulty battery batch was settled
  in January; the court closed the case in February.
- AGER confirmed in writing in August that the new on-grid tariff rules do not
  apply to off-grid kits.

Thank you for your continued support.
Filipe Sacramento, Managing Director`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'gross-margin', 'declining-revenue', 'high-churn', 'non-recurring-revenue', 'debt-distress', 'litigation', 'regulatory'],
    traits: ['table', 'figures', 'negation', 'time', 'list', 'prose'],
  },
];
