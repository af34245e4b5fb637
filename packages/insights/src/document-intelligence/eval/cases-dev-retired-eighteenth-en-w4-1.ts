import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW4P1: readonly RedFlagCase[] = [
  // 01 — Quarterly investor letter, merchant payments, Cabo Verde.
  // declining-revenue PRESENT (table columns, unit in header): revenue CVE 14 200k in Q1 → 12 900k in Q2 (−9.2%).
  // burn-above-revenue PRESENT (table): Q2 operating costs 29 400k > revenue 12 900k.
  // short-runway PRESENT (implied, in weeks): net outflow (29 400 − 12 900) / 3 = 5 500k a month; cash 27 500 / 5 500 = 5.0 months (≈ 22 weeks) < 9.
  // high-churn PRESENT (counts): 132 / 600 = 22% of merchants lost in one quarter ≈ 7.3% a month (7.9% compounded); 1 − 0.78^4 = 63% a year.
  // going-concern ABSENT: bridge talks and cost cuts, but no director or auditor states a going-concern doubt.
  {
    id: 'h18-en-w4-01',
    documentType: 'business_plan',
    language: 'en',
    text: `Kaminhu Pay, S.A. — Letter to investors, second quarter 2025
Praia, 18 July 2025

Dear investors,

The quarter was harder than we planned. Merchant sign-ups on Santiago held up, but
tourist spending on Sal and Boa Vista was weak and several of our larger cafés went
back to cash.

Key figures (CVE '000)                 Q1 2025      Q2 2025
Payment and subscription revenue        14 200       12 900
Operating costs                         28 600       29 400
Cash at end of quarter                  44 000       27 500

Merchants active on 1 April: 600. Of these, 132 had closed their accounts by
30 June; new sign-ups (118) did not make up the gap.

At the Q2 rate of spending, the cash we held on 30 June covers roughly twenty-two
weeks. We have opened talks with two regional funds and with you, our existing
investors, about a bridge, and we will share terms as soon as we have them.

What we are doing now:
- hiring is frozen until a bridge is signed;
- the Mindelo support desk moves into the Praia office in August;
- the Plus plan goes from CVE 1 500 to CVE 1 900 a month from September.

Thank you for your patience and for your introductions.
Edna Tavares, CEO`,
    present: ['declining-revenue', 'burn-above-revenue', 'short-runway', 'high-churn'],
    absent: ['going-concern'],
    traits: ['table', 'figures', 'indirect', 'time', 'prose', 'list'],
  },

  // 02 — Lender's covenant compliance certificate, cocoa export, São Tomé and Príncipe. CLEAN.
  // debt-distress ABSENT (negation, figures): 12 700 / 9 100 = 1.40× vs max 3.00×; 9 030 / 4 300 = 2.10× vs min 1.25×; cash 6 800k vs min 2 000k; "no Default is continuing". Rising net debt is a scheduled drawdown.
  // audit-opinion ABSENT: the 2024 statements are audited with an unqualified opinion.
  // gross-margin ABSENT: (33 100 − 19 600) / 33 100 = 40.8% → (38 400 − 23 200) / 38 400 = 39.6%, down 1.2 points (< 5).
  // customer-concentration ABSENT: offtake buyer 8 500 / 38 400 = 22.1% (< 30%).
  // burn-above-revenue ABSENT: net profit 3 800k and 4 200k; costs below revenue in both periods.
  {
    id: 'h18-en-w4-02',
    documentType: 'legal_docs',
    language: 'en',
    text: `COMPLIANCE CERTIFICATE

To:   Fundo Golfo da Guiné para PME, as Lender
From: Obô Frio Cacau, Lda., as Borrower
Date: 28 July 2025

STN 20 000 000 term loan agreement dated 14 March 2023 (the "Agreement")

1. We refer to the Agreement. This is a Compliance Certificate; terms defined in
   the Agreement have the same meaning in it.
2. We confirm that on the Test Date (30 June 2025), for the twelve months then ended:

   Covenant (clause 21)            Required        Actual
   Net Debt / EBITDA               max 3.00x       1.40x
   Debt Service Cover Ratio        min 1.25x       2.10x
   Minimum Cash                    STN 2 000k      STN 6 800k

3. Supporting figures (STN '000, twelve months to 30 June)
                                      2024         2025
   Revenue                          33 100       38 400
   Cost of sales                    19 600       23 200
   EBITDA                            8 000        9 100
   Net profit                        3 800        4 200
   Net Debt                          8 200       12 700
   Cash available for debt service               9 030
   Debt service                                  4 300
   Net Debt rose because the second tranche (STN 6 000k) was drawn in January 2025,
   as scheduled, to pay for the solar bean dryers.
4. Sales under the offtake agreement with our Swiss buyer were STN 8 500k.
5. The audited financial statements for 2024, on which Neves & Lima, Auditores issued
   an unqualified opinion on 30 April 2025, were delivered to you on 15 May 2025.
6. We confirm that no Default is continuing.

Signed: Managing Director                    Finance Director`,
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'gross-margin', 'customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'negation', 'figures', 'indirect'],
  },

  // 03 — Business plan with five-year projection, eco-tourism, São Tomé and Príncipe (Príncipe island).
  // unrealistic-growth PRESENT (table): revenue 4 100k (2025E) → 20 500k (2026) = 5.0× in one year (≥ 4×).
  // related-party PRESENT (words, indirect): construction contract with the firm of the co-founder's brother.
  // no-competition PRESENT (prose): "in practice we have no competitors".
  // pending-licence PRESENT: tourism operating licence applied for on 10 February 2025, not yet issued.
  // burn-above-revenue ABSENT: costs below revenue every year (EBITDA 500; 5 100; 13 100; 21 700; 28 100; 33 300).
  // regulatory ABSENT: no sanction and no stated uncertainty about the rules; the environmental licence was granted in 2024.
  {
    id: 'h18-en-w4-03',
    documentType: 'business_plan',
    language: 'en',
    text: `Praia Ôbô Retreats, Lda. — Business plan 2026–2030 (summary for investors)
Santo António, Príncipe — September 2025

1. Where we are
Since 2022 we have run a four-room eco-lodge above the southern beaches of Príncipe,
a UNESCO biosphere reserve. Occupancy was 68% in 2024.

2. What we will build
Twelve bungalows and a restaurant. We are raising EUR 1.1m (about STN 27 million).
The works will be done under a fixed-price contract by Construções Neves Irmãos, Lda.,
the building firm of Jaime Neves, brother of our co-founder and managing director,
Sónia Neves.

3. Market
There is no other eco-lodge on the southern coast and no operator offers guided
overnight treks in the Obô park: in practice we have no competitors.

4. Licences
Environmental licence: granted 2024. Tourism operating licence for the twelve
bungalows: application lodged with the Direcção-Geral do Turismo on 10 February 2025;
site inspection held in June; licence not yet issued.

5. Five-year projection (STN '000)
                      2025E    2026    2027    2028    2029    2030
Rooms in operation        4      16      16      24      24      24
Revenue               4 100  20 500  41 000  62 000  78 000  90 000
Operating costs       3 600  15 400  27 900  40 300  49 900  56 700
EBITDA                  500   5 100  13 100  21 700  28 100  33 300`,
    present: ['unrealistic-growth', 'related-party', 'no-competition', 'pending-licence'],
    absent: ['burn-above-revenue', 'regulatory'],
    traits: ['table', 'figures', 'indirect', 'prose', 'list'],
  },

  // 04 — Leadership announcement, cold-chain logistics, Cabo Verde. CLEAN.
  // founder-departure ABSENT: a new CFO joins in a new post; the COO stays and only hands over interim finance duties; the founder-CEO left a Lisbon shipping group in 2014 (another company, years ago).
  // debt-distress ABSENT: the 2022 debt restructuring was at the new CFO's former employer, another company.
  // customer-concentration ABSENT: 39 / 212 = 18.4% (< 30%).
  // burn-above-revenue ABSENT: operating costs CVE 188m < revenue CVE 212m.
  // declining-revenue ABSENT: H1 revenue up from CVE 176m to CVE 212m.
  {
    id: 'h18-en-w4-04',
    documentType: 'business_plan',
    language: 'en',
    text: `Ilhas Frio Logística, S.A. — Announcement to shareholders
Praia, 3 September 2025

Appointment of a Chief Financial Officer

The board is pleased to announce that Carla Semedo will join Ilhas Frio as Chief
Financial Officer on 1 October 2025. This is a new position.

Carla joins from Seguradora Mar Alto, where she led the finance team through that
insurer's 2022 debt restructuring and its return to profit. Before that she spent
seven years in audit in Lisbon.

Pedro Barros, our Chief Operating Officer, has run finance on an interim basis
since January alongside his operations role. He will hand the finance function to
Carla in October and go back to operations full-time. Our co-founder Rui Fonseca,
who left a Lisbon shipping group in 2014 to start Ilhas Frio, remains Chief
Executive. There are no other changes to the executive team.

Why now — first half of 2025
- Revenue: CVE 212 million (H1 2024: CVE 176 million)
- Operating costs: CVE 188 million
- Cold-store capacity: 2 900 pallets on Santiago, Sal and São Vicente
- Largest customer, a supermarket chain: CVE 39 million of revenue

With a third island hub planned for 2026, the board wants a full-time finance
lead before the next round of bank discussions.

For the Board, Amílcar Lima, Chairman`,
    present: [],
    absent: ['founder-departure', 'debt-distress', 'customer-concentration', 'burn-above-revenue', 'declining-revenue'],
    traits: ['prose', 'list', 'time', 'negation', 'figures'],
  },

  // 05 — Loan agreement, solar mini-grid, Cabo Verde.
  // debt-distress PRESENT (schedule, indirect): corporate tax 2023 "assessed and unpaid", INPS contributions Jan–May 2025 "unpaid" — tax and social-security arrears (9 400 000 + 3 100 000 + 5 500 000 = 18 000 000).
  // litigation PRESENT (schedule): pending claim for CVE 12 600 000, disputed, hearing listed for 18 November 2025.
  // related-party PRESENT (indirect, split across lines): the lender's sole shareholder is the wife of the borrower's chairman.
  // pending-licence ABSENT: generation licence granted by ARME on 2 March 2022 and in force.
  // debt-distress near-miss in clause 10: the Event of Default clause is a hypothetical (the arrears in Schedule 2 are what make the flag).
  {
    id: 'h18-en-w4-05',
    documentType: 'legal_docs',
    language: 'en',
    text: `TERM LOAN AGREEMENT (extract)
Dated 4 August 2025

BETWEEN
(1) SALINA RENOVÁVEIS, S.A., registered office in Espargos, Ilha do Sal, Cabo Verde
    (the "Borrower"); and
(2) TCHUBA CAPITAL, LDA., registered office in Praia (the "Lender"), whose sole
    shareholder and manager is Ms Helena Fortes, wife of the Borrower's
    chairman, Mr Armindo Fortes.

1. FACILITY. The Lender grants the Borrower a term loan of CVE 55 000 000.
2. PURPOSE. The Borrower shall apply the Loan:
   (a) CVE 18 000 000 to settle, within 10 Business Days of drawdown, the amounts
       listed in Schedule 2; and
   (b) the balance to working capital for the Santa Maria mini-grid.
3. INTEREST. 9.5% per annum, payable quarterly in arrears.
4. REPAYMENT. Twelve equal quarterly instalments, the first on 30 September 2026.
5. SECURITY. Pledge over receivables under the hotel power-purchase contracts.
8. REPRESENTATIONS. The Borrower represents that:
   (a) it holds generation licence no. 014/2022, granted by ARME on 2 March 2022,
       which is in full force; and
   (b) save as disclosed in Schedule 3, no litigation, arbitration or administrative
       proceeding is current or pending against it.
10. EVENTS OF DEFAULT. If the Borrower fails to pay any amount on its due date, the
    Lender may declare the Loan immediately due and payable.

SCHEDULE 2 — Amounts to be settled from the Loan
   Corporate income tax 2023 (DNRE), assessed and unpaid ...... CVE  9 400 000
   INPS employer contributions, January–May 2025, unpaid ...... CVE  3 100 000
   Inverter supplier invoices more than 90 days past due ....... CVE  5 500 000
   Total ....................................................... CVE 18 000 000

SCHEDULE 3 — Disclosed proceedings
   Action by Construções Atlântida, Lda. before the Tribunal Judicial da Comarca
   do Sal claiming CVE 12 600 000 for civil works on the Murdeira substation. The
   Borrower disputes the claim; hearing listed for 18 November 2025.`,
    present: ['debt-distress', 'litigation', 'related-party'],
    absent: ['pending-licence'],
    traits: ['list', 'split', 'indirect', 'figures', 'modality'],
  },

  // 06 — Data-room index with notes, mobile wallet, São Tomé and Príncipe.
  // cap-table-complexity PRESENT (note A): two cap tables differ by 4 200 shares; "not yet been able to reconcile them".
  // dead-equity PRESENT (note B, indirect): co-founder left in October 2023, still holds 18 000 of 100 000 shares (18%); buy-back option lapsed unexercised.
  // audit-opinion PRESENT (note C): FY2024 accounts prepared by management and not audited.
  // regulatory PRESENT (note D): BCSTP suspension of customer onboarding, still in force.
  // litigation ABSENT: the dispute with the former agent was settled and the proceedings closed (item 5.2).
  // pending-licence ABSENT: e-money authorisation granted in 2023.
  {
    id: 'h18-en-w4-06',
    documentType: 'legal_docs',
    language: 'en',
    text: `ILHÉU PAGAMENTOS, S.A. — Series A data room: index and notes
Version 3, 22 September 2025 — prepared for Gulf Atlantic Ventures

1 Corporate
  1.1 Articles of association (consolidated, 2024)
  1.2 Commercial registry certificate, June 2025
2 Capital
  2.1 Cap tables (two versions) ............................ see note A
  2.2 Shareholders' agreement (2022), deed of adherence (2024)
  2.3 Share register ....................................... see note B
3 Financial
  3.1 FY2023 financial statements and auditor's report (unqualified)
  3.2 FY2024 financial statements .......................... see note C
4 Regulatory
  4.1 E-money institution authorisation, BCSTP, granted 2023
  4.2 BCSTP correspondence, 2025 ........................... see note D
5 Contracts and disputes
  5.1 Agent agreements (Água Grande, Mé-Zóchi, Príncipe)
  5.2 Settlement deed with a former agent, 2024 — proceedings closed

Notes
A. Folder 2.1 holds the March 2025 cap table from our finance team and the July 2025
   version from our lawyers. They differ by 4 200 shares and treat the 2023
   convertible notes differently; we have not yet been able to reconcile them.
B. Tomé Aguiar, co-founder, left the company in October 2023. He is still the
   registered holder of 18 000 of the 100 000 shares in issue; the buy-back option
   in clause 9 of the shareholders' agreement lapsed without being exercised.
C. The FY2024 accounts were prepared by management and have not been audited; the
   auditor's engagement was postponed to 2026.
D. On 14 May 2025 BCSTP suspended the onboarding of new wallet customers pending a
   review of our KYC procedures. The suspension is still in force at this date.`,
    // founder-departure added 2026-12-05: note B says a co-founder left the company in October 2023, which the guide counts.
    present: ['cap-table-complexity', 'dead-equity', 'audit-opinion', 'regulatory', 'founder-departure'],
    absent: ['litigation', 'pending-licence'],
    traits: ['list', 'split', 'indirect', 'time'],
  },

  // 07 — Board deck, cocoa processing, São Tomé and Príncipe.
  // gross-margin PRESENT (table, indirect): 8 200 / 21 600 = 38.0% → 7 600 / 26 300 = 28.9%, down 9.1 points.
  // burn-above-revenue PRESENT (table): costs 18 700 + 9 800 = 28 500 > revenue 26 300 (operating result −2 200).
  // going-concern PRESENT: the directors state a material uncertainty about continuing as a going concern.
  // investor-control PRESENT (table): Atlantic Cocoa Partners II holds 58.0% (≥ 50%).
  // low-founder-ownership PRESENT (table): the two executive founders hold 27.5% together (< 40%).
  // short-runway ABSENT: cash STN 3 100k / net outflow 240k a month = 12.9 months (≥ 9).
  // declining-revenue ABSENT: revenue up 21 600 → 26 300.
  {
    id: 'h18-en-w4-07',
    documentType: 'pitch_deck',
    language: 'en',
    text: `RIBEIRA FUNDA COCOA, S.A. — Board meeting, 9 October 2025

Slide 2 — Trading, nine months to 30 September (STN '000)
                          9M 2024     9M 2025
  Revenue                  21 600      26 300
  Cost of sales            13 400      18 700
  Gross profit              8 200       7 600
  Overheads                 6 900       9 800
  Operating result          1 300      (2 200)

Slide 3 — What happened
  - Farm-gate bean prices paid to our 410 partner growers rose by about 40%.
  - Most 2025 export volumes were sold at prices fixed in 2024 contracts.
  - Overheads include the new fermentation centre in Trindade (opened in March).

Slide 4 — Cash and going concern
  - Cash at 30 September: STN 3.1 million. Average monthly net cash outflow
    in 2025: STN 240k.
  - The directors' assessment runs to December 2026. Unless the capital increase
    on slide 5 completes, they consider that a material uncertainty exists that
    may cast significant doubt on the company's ability to continue as a going concern.

Slide 5 — Shareholders and proposed capital increase
  Atlantic Cocoa Partners II (fund)                      58.0%
  Inês Costa (CEO) and Mário Costa (COO), founders       27.5%
  Employee share scheme                                   6.5%
  Angel investors (7)                                     8.0%
  Proposal: ACP II subscribes STN 24 million in new shares at the June 2024 price.

Slide 6 — Decisions
  - Approve the capital increase term sheet
  - Mandate management to reprice the 2026 export contracts`,
    present: ['gross-margin', 'burn-above-revenue', 'going-concern', 'investor-control', 'low-founder-ownership'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },
];
