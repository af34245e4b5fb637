/** Writer 3's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW3P3: readonly RedFlagCase[] = [
  // 14 — Pre-seed extension pitch deck, exam-prep app, Luanda (Angola).
  // missing-financials PRESENT: a deck with no revenue figure and no cost figure (only users, market size, raise).
  // low-founder-ownership PRESENT (figures, table): 19% + 15% = 34% (< 40%); both founders full-time.
  // investor-control ABSENT: largest investor Kianda Ventures 28%.
  // unrealistic-growth ABSENT: 20,000 / 8,200 = 2.4x users.
  // no-competition ABSENT: competitors listed.
  {
    id: 'h23-en-w3-14',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures', 'list'],
    present: ['missing-financials', 'low-founder-ownership'],
    absent: ['investor-control', 'unrealistic-growth', 'no-competition'],
    text: `ESTUDA+ | Pre-seed extension | Luanda, November 2024

1. Estuda+
Exam preparation on the phone for Angolan students sitting the university entrance exams (exames de acesso) — public and private universities.

2. The problem
• More than 180,000 candidates a year compete for a limited number of places
• Private tutoring (explicações) is out of reach for most families outside central Luanda
• Past papers circulate as blurry photos on WhatsApp

3. Product
• Video lessons in Portuguese, mapped to each faculty's exam programme
• 2015–2024 past papers with worked answers
• Offline mode for low-data users; WhatsApp tutor bot
• Teacher dashboard for partner schools

4. Traction
• 8,200 registered students, 41% weekly active
• 34 minutes average session
• 12 partner colégios in Luanda and Benguela
• NPS 61

5. Market
~2.8 million secondary students in Angola; addressable market estimated at USD 90M a year (tutoring + exam prep).

6. Competition
• Private tutors and explicação centres
• Free YouTube channels by Angolan teachers
• Two Portuguese e-learning platforms localising for Angola

7. 2025 roadmap
• 20,000 registered students
• Premium tier and school licences
• Content for 10th–12th classe

8. Team
Mateus Kiala (CEO, full-time) — former maths teacher, 7 years
Ana Domingos (CTO, full-time) — former mobile developer at a telecom operator

9. Cap table (today)
| Holder | % |
|---|---:|
| Mateus Kiala | 19% |
| Ana Domingos | 15% |
| Kianda Ventures (pre-seed) | 28% |
| Angel syndicate (11 angels) | 13% |
| Luanda accelerator programme | 10% |
| ESOP | 15% |
| Total | 100% |

10. The ask
USD 600k at USD 3M pre-money, to build premium content and a school sales team.`,
  },

  // 15 — Business plan (summary for lenders and investors), solar irrigation leasing, Minya (Egypt). CLEAN.
  // unrealistic-growth ABSENT: 40.3 / 22.4 = 1.80x, 68.5 / 40.3 = 1.70x, 102.8 / 68.5 = 1.50x.
  // unit-economics ABSENT (figures agree): 128,000 / 3,900 = 32.8 months, i.e. "under three years" as stated.
  // gross-margin ABSENT: 30.5% to 29.0% (down 1.5 points); forecast 28% then 27%.
  // burn-above-revenue ABSENT: net profit 0.4 and 1.6.
  // pending-licence ABSENT: FRA leasing licence granted 2022; NREA qualification renewed June 2024.
  // customer-concentration ABSENT: largest offtaker about 12%. no-competition ABSENT: competitors listed.
  // audit-opinion ABSENT: 2024 figures audited with an unmodified opinion.
  {
    id: 'h23-en-w3-15',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'list'],
    present: [],
    absent: ['unrealistic-growth', 'unit-economics', 'gross-margin', 'burn-above-revenue', 'pending-licence', 'customer-concentration', 'no-competition', 'audit-opinion', 'debt-distress'],
    text: `SHAMS EL-REIF FOR FINANCIAL LEASING S.A.E.
Business plan 2025–2027 — summary for lenders and investors
Minya, Upper Egypt, January 2025

1. WHAT WE DO
Lease-to-own solar water pumps (5–15 kW) for farmers with 5 to 30 feddans who today irrigate with diesel pumps. Leases run 48 months and are paid monthly by mobile wallet or at our six branches (Minya, Mallawi, Samalut, Beni Mazar, Maghagha, Beni Suef).

2. 2024 RESULTS (audited; unmodified opinion issued 20 February 2025)
| EGP m | 2023 | 2024 |
|---|---:|---:|
| Revenue | 13.1 | 22.4 |
| Cost of sales | (9.1) | (15.9) |
| Gross profit | 4.0 | 6.5 |
| Gross margin | 30.5% | 29.0% |
| Operating expenses | (3.3) | (4.1) |
| Finance cost | (0.2) | (0.3) |
| Net profit after tax | 0.4 | 1.6 |

3. UNIT ECONOMICS — typical 10 kW lease
- Installed system cost: EGP 128,000
- Lease instalment: EGP 3,900 a month for 48 months (EGP 187,200 in total)
- Payback on system cost: under three years
- For the farmer: diesel spend of about LE 5,200 a month in the summer season falls to zero; the instalment is lower than the fuel bill it replaces

4. CUSTOMERS
610 active leases at 31 December 2024; arrears over 30 days 2.1% of the portfolio. Our largest single client, a farmers' cooperative in Mallawi with 58 pumps, brought about 12% of 2024 revenue.

5. COMPETITION
- Diesel pump dealers selling on instalments
- Two solar installers in Assiut and Sohag selling for cash
- A donor-funded programme that subsidised about 400 pumps in 2023–24
Our difference: no down-payment, maintenance included, and a branch within 40 km of every client.

6. LICENCES
Financial leasing licence from the Financial Regulatory Authority (FRA) since 2022; installer qualification with the New and Renewable Energy Authority renewed in June 2024.

7. PROJECTIONS
| EGP m | 2025F | 2026F | 2027F |
|---|---:|---:|---:|
| Revenue | 40.3 | 68.5 | 102.8 |
| Gross margin | 28% | 27% | 27% |
| Net profit | 3.4 | 6.9 | 11.6 |
| Active leases (year end) | 1,150 | 1,900 | 2,700 |

8. FUNDING
EGP 60M green credit line from a local bank, of which EGP 21M drawn; repayments up to date. We are raising USD 1.5M (about E£ 76M) in equity to keep leverage below 3x as we grow.`,
  },

  // 16 — Quarterly management accounts, quick-commerce groceries, Maputo (Mozambique).
  // audit-opinion PRESENT: "Unaudited — the FY2024 audit has not yet started".
  // gross-margin PRESENT (figures, table): Q4 2024 3,000 / 21,600 = 13.9% vs Q4 2023 3,400 / 16,000 = 21.3%; down 7.4 points (>= 5).
  // burn-above-revenue PRESENT (figures): Q4 2024 costs 18,600 + 7,900 = 26,500 > revenue 21,600 (operating loss 4,900).
  // short-runway PRESENT (figures, period conversion): cash 14,500 / (4,900 / 3 = 1,633 a month) = 8.9 months (< 9),
  //   although the commentary says "roughly nine months".
  // declining-revenue ABSENT: revenue 16,000 → 20,100 → 21,600.
  {
    id: 'h23-en-w3-16',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue'],
    text: `CESTA RÁPIDA, LDA — MANAGEMENT ACCOUNTS, Q4 2024
Maputo | Prepared by Finance, 24 January 2025
Unaudited — the FY2024 audit has not yet started.

PROFIT AND LOSS (MZN '000)
| | Q4 2023 | Q3 2024 | Q4 2024 |
|---|---:|---:|---:|
| Revenue (net of returns) | 16,000 | 20,100 | 21,600 |
| Cost of goods sold | (12,600) | (16,900) | (18,600) |
| Gross profit | 3,400 | 3,200 | 3,000 |
| Riders and delivery | (2,900) | (3,700) | (3,900) |
| Staff (dark stores, HQ) | (1,900) | (2,200) | (2,300) |
| Marketing | (900) | (1,000) | (1,000) |
| Rent and utilities | (500) | (700) | (700) |
| Operating result | (2,800) | (4,400) | (4,900) |

CASH
- Cash at 31 December 2024: MZN 14,500k (BCI and Millennium bim)
- Net cash outflow in Q4 2024: MZN 4,900k
- No bank debt.

COMMENTARY
- Orders: 61,800 in Q4 (Q3: 57,400); average basket MT 350.
- Gross margin slipped as we matched the supermarket chains on staples (rice, oil, sugar, chicken) from September, and as supplier prices rose after the port delays in November.
- Third dark store (Matola, Machava) opened 15 October.
- At the Q4 burn we have roughly nine months of runway; the seed extension of USD 750k is in discussion with existing investors.`,
  },

  // 17 — Disclosure letter to a Series A subscription agreement, insurance broker platform, Luanda (Angola). CLEAN.
  // low-founder-ownership ABSENT (figures): 18.0 + 16.0 + 12.0 = 46.0% (>= 40%), all full-time.
  // investor-control ABSENT: largest investor 38.5%.
  // cap-table-complexity ABSENT: table agrees with register and registry certificate.
  // dead-equity ABSENT: the former claims analyst's 0.6% was repurchased (and he was not an executive).
  // litigation ABSENT: threatened claim withdrawn, no proceedings started (closed).
  // regulatory / pending-licence ABSENT: ARSEG registration granted and renewed; inspection closed with no findings.
  // debt-distress ABSENT: nothing overdue to AGT or INSS. related-party / founder-departure / going-concern ABSENT: negated.
  {
    id: 'h23-en-w3-17',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'litigation', 'regulatory', 'pending-licence', 'debt-distress', 'related-party', 'founder-departure', 'going-concern'],
    text: `DISCLOSURE LETTER
From: Kamba Seguros Digitais, S.A. (the "Company") and its Founders
To: Atlântico Growth Partners (the "Investor")
Luanda, 14 April 2025

Subscription agreement for Series A shares in the Company (the "Agreement")

Dear Sirs,
This is the Disclosure Letter referred to in clause 6 of the Agreement. Words defined in the Agreement have the same meaning here. The disclosures below qualify the Warranties to the extent stated.

1. Warranty 4.2 (Share capital)
The capitalisation table below is complete and agrees with the Company's share register and with the certificate of the Conservatória do Registo Comercial de Luanda dated 2 April 2025. After Completion:
| Shareholder | % |
|---|---:|
| Joel Sebastião (co-founder, CEO) | 18.0% |
| Marta Cassule (co-founder, COO) | 16.0% |
| Hélder Nunes (co-founder, CTO) | 12.0% |
| Atlântico Growth Partners | 38.5% |
| ESOP | 8.0% |
| Angels (6) | 7.5% |
| Total | 100.0% |
The 0.6% formerly held by a claims analyst who left the Company in August 2024 was repurchased by the Company under the leaver provisions on 30 September 2024 and cancelled; it is not shown above. All three founders work full-time in the Company, and none of them or any member of the executive committee has resigned or given notice.

2. Warranty 7.1 (Litigation)
No litigation or arbitration is pending. In June 2024 a former distribution partner threatened a claim for unpaid commissions; it withdrew the threat by letter of 3 September 2024 and no proceedings were ever started.

3. Warranty 8 (Licences)
The Company is registered with ARSEG as an insurance broker (mediador de seguros); registration granted 11 March 2023 and renewed in March 2025. ARSEG's routine inspection in November 2024 closed with no findings and no sanctions.

4. Warranty 9 (Tax and social security)
All tax returns have been filed with the AGT and no tax is overdue. The Company is not in arrears of INSS contributions.

5. Warranty 10 (Connected parties)
The Company has no contracts with any company owned by a founder or director, or with members of their families.

6. Warranty 11 (Solvency)
The directors have no doubt as to the Company's ability to continue as a going concern; the Company's audited 2024 accounts (unmodified opinion) were approved by the general meeting on 28 March 2025.

Yours faithfully,
Joel Sebastião, for the Company and on behalf of the Founders`,
  },

  // 18 — Lender's notice of events of default, microfinance company, Maputo (Mozambique).
  // debt-distress PRESENT: MZN 26.7M instalment due 31 March 2025 unpaid; PAR30 9.8% vs 6.0% covenant maximum (breach).
  // regulatory PRESENT: Banco de Moçambique fined the borrower MZN 2.5M (sanction) for late prudential reporting.
  // founder-departure PRESENT: co-founder and CEO announced he will step down on 30 June 2025.
  // litigation ABSENT: no acceleration and no proceedings commenced (reservation of rights only).
  {
    id: 'h23-en-w3-18',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'prose', 'negation', 'figures'],
    present: ['debt-distress', 'regulatory', 'founder-departure'],
    absent: ['litigation'],
    text: `SUL IMPACT DEBT FUND S.C.A., SICAV-RAIF
Luxembourg, 17 April 2025

To: Hlayiseka Microcrédito, S.A.
Av. 24 de Julho, Maputo, Mozambique
Attention: the Board of Directors
By e-mail and courier

NOTICE OF EVENTS OF DEFAULT AND RESERVATION OF RIGHTS
Senior loan agreement dated 12 May 2023 — MZN 320,000,000 (the "Agreement")

Dear Sirs,

We refer to the Agreement. Terms defined there have the same meaning in this letter.

1. Non-payment. The instalment of MZN 26,700,000 (principal and interest) due on 31 March 2025 has not been received. The grace period of five Business Days under clause 21.1 expired on 7 April 2025. This is an Event of Default.

2. Portfolio quality. Your compliance certificate for the quarter ended 31 December 2024 reports a PAR30 of 9.8%. Clause 19.2(b) requires PAR30 not to exceed 6.0% on any test date. This is an Event of Default under clause 21.3.

3. Regulatory matter. Your compliance officer has confirmed that in February 2025 the Banco de Moçambique imposed a fine of MZN 2,500,000 on the Borrower for late submission of prudential returns. Under clause 18.4 we should have been informed within ten Business Days.

4. Management. Your letter of 2 April 2025 informs us that Mr. Jaime Uamusse, co-founder and Chief Executive Officer, will step down on 30 June 2025. Under clause 18.9 (key persons) we must be consulted on his successor.

5. Reservation of rights. We have not, at this stage, declared the Loan immediately due and payable and no proceedings have been commenced. Nothing in this letter is a waiver of any Event of Default or of any of our rights, which are fully reserved.

We propose a meeting in Maputo in the week of 28 April 2025 and ask you to send, by 25 April, (i) a cash-flow forecast to 31 December 2025, (ii) the PAR30 figures for January to March 2025 by branch, and (iii) a copy of the Banco de Moçambique decision.

Yours faithfully,
For and on behalf of Sul Impact Debt Fund S.C.A., SICAV-RAIF
Investment Manager — Private Credit Africa`,
  },
];
