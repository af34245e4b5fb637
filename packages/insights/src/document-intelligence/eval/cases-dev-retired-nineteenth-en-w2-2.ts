import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW2P2Rest } from './cases-dev-retired-nineteenth-en-w2-2-rest';

export const redFlagNineteenthEnW2P2: readonly RedFlagCase[] = [
  // 08 — Series A deck, humanitarian beneficiary-data platform, Hargeisa, Somaliland.
  // customer-concentration PRESENT (table): Badbaado Cash Consortium 412,000 / 842,000 = 48.9% of 2024 revenue.
  // non-recurring-revenue PRESENT (split): ARR $1.1M = December invoicing 91,700 x 12 = 1,100,400, and December includes the
  //   $40,000 one-time archive migration; recurring ARR = 51,700 x 12 = 620,400.
  // gross-margin PRESENT (figures): 2023 220/488 = 45.1% -> 2024 268/842 = 31.8%, down 13.3 points.
  // burn-above-revenue ABSENT: 2024 costs 574,000 + 236,000 = 810,000 < revenue 842,000 (operating profit 32,000);
  //   2023: 268,000 + 199,000 = 467,000 < 488,000.
  // unrealistic-growth ABSENT: target ARR 2.0M / 1.1M = 1.8x (3.2x even against the recurring 620k: still under 4x).
  // no-competition ABSENT: competitors named.
  {
    id: 'h19-en-w2-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `MAANDEEQ DATA — SERIES A, 2025
Hargeisa, Somaliland · Garowe · Nairobi

1 | One household, one record
Maandeeq is the registration and payment-verification platform humanitarian
agencies use to run cash-transfer programmes in Somaliland, Puntland and
south-central Somalia.

2 | The problem
- The same household registered by three agencies, three times.
- Paper lists, Excel sheets, and SIM numbers used as identity.
- Donors now require de-duplication before every payout.

3 | Product
- Offline-first tablet enrolment with fingerprint and photo
- Cross-agency de-duplication engine
- Payout reconciliation with Zaad, eDahab and EVC Plus

4 | Traction
ARR: $1.1M (December 2024), up from $520k (December 2023)
14 agency and ministry clients · 612,000 households enrolled
ARR = December invoicing x 12. December 2024 invoicing: $91,700, including
the $40,000 fee for migrating the Ministry of Planning's 2019–2023
beneficiary archive onto the platform.

5 | Clients — revenue for the year to 31 December 2024
Client                             Service                      Revenue      Share
Badbaado Cash Consortium (7 NGOs)  enrolment + verification    $412,000     48.9%
13 other agencies and ministries   licences + support          $430,000     51.1%
Total                                                          $842,000    100.0%
No other single client above 7%.

6 | Margins
                               2023          2024
Revenue                      $488,000      $842,000
Cost of revenue              $268,000      $574,000
  (hosting, field enumerators, tablets)
Gross profit                 $220,000      $268,000
Gross margin                   45.1%         31.8%
Operating expenses           $199,000      $236,000
Operating profit              $21,000       $32,000
Field enumerators for the Badbaado rollout stay on our payroll until the
consortium's own staff are trained (expected Q3 2025).

7 | Competition
- KoboToolbox plus spreadsheets: free, no de-duplication across agencies
- Two international platforms: priced in euros, no Somali interface, weak offline mode
- In-house systems at the largest UN agencies

8 | Where we go next
- ARR target: $2.0M by December 2025
- New regions: Banadir, Jubaland, Ethiopia's Somali Region
- Payment-rail integrations with two more mobile wallets

9 | Team
Khadar Ismail Duale, founder and CEO — 9 years in cash-transfer programmes
Nimco Hassan Egal, CTO — biometrics and offline sync

10 | The raise
$3M Series A: 45% product and data security, 30% regional expansion,
25% working capital.`,
    present: ['customer-concentration', 'non-recurring-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'unrealistic-growth', 'no-competition'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },

  // 09 — Due-diligence questionnaire with answers, cassava processor, Bong County, Liberia. CLEAN.
  // low-founder-ownership ABSENT: founders 34% + 27% = 61%; investor-control ABSENT: largest investor 22%.
  // cap-table-complexity ABSENT: register reconciled and certified; 34+27+22+9+8 = 100.
  // dead-equity ABSENT: the departed adviser's 1.5% was bought back (14 Aug 2023) and the transfer registered.
  // litigation ABSENT: the 2022 claim was settled and withdrawn in March 2023; nothing pending.
  // related-party ABSENT: the cousin's bid was not accepted; no business ever done with her.
  // debt-distress ABSENT: every loan instalment paid on its due date; tax clearance valid.
  // customer-concentration ABSENT: named few 12% + 7% + 5% = 24% (< 30%).
  // burn-above-revenue ABSENT: net profit both years; declining-revenue ABSENT: 486k -> 612k.
  {
    id: 'h19-en-w2-09',
    documentType: 'legal_docs',
    language: 'en',
    text: `KPATAWEE AGRO-PROCESSING INC.
RESPONSES TO DUE DILIGENCE QUESTIONNAIRE — MANO RIVER GROWTH FUND
(follow-on investment) · Suakoko, Bong County, Liberia · 18 February 2025

1. CORPORATE
1.1 Registered with the Liberia Business Registry on 11 March 2019. We make
    gari, cassava flour and fufu at our factory in Suakoko and sell from a
    depot in Red Light, Paynesville.
1.2 Shareholders at 31 January 2025 (certified by our corporate secretary and
    reconciled to the share register and every share certificate issued):
    Comfort Y. Gbeh (founder, CEO)           34%
    Samuel K. Flomo (founder, operations)    27%
    Mano River Growth Fund                   22%
    Four individual investors                 9%
    Employee share pool                       8%
1.3 Does any former employee, officer or adviser hold shares?
    No. Mr. Varney Sirleaf, who advised us on equipment in 2020–2021 and was
    never an employee or officer, received a 1.5% grant. When his contract
    ended, the company bought the shares back for the agreed US$ 3,000 on
    14 August 2023, and the transfer was registered the same month.

2. DISPUTES
2.1 Pending or threatened proceedings: none.
2.2 Past proceedings: in 2022 a haulage contractor sued the company in the
    Debt Court for Montserrado County for L$ 1,200,000 over a fuel surcharge.
    The claim was settled in March 2023 for L$ 750,000 and the case was
    withdrawn; the withdrawal and the contractor's release are in Annex 4.

3. TRANSACTIONS WITH INSIDERS
3.1 None. The factory land is leased from the Kpatawee town community under a
    20-year lease registered in 2019; no director or relative has an interest.
3.2 In 2024 a cousin of Ms. Gbeh bid in our transport tender. Ms. Gbeh declared
    the relationship and stayed out of the evaluation; the contract went to
    another haulier, and the company has never done business with the cousin.

4. LICENCES AND COMPLIANCE
- Manufacturing licence, Ministry of Commerce and Industry: renewed 8 January 2025.
- Food safety certificate, Ministry of Health: issued 2022, renewed November 2024.
- Environmental permit, EPA of Liberia: issued 2021, renewed 2024.
- No fines, sanctions or adverse inspection reports.

5. FINANCIAL INFORMATION
                        FY2023          FY2024
Revenue            US$ 486,000     US$ 612,000  (about L$ 117 million)
Net profit         US$  18,000     US$  41,000
- Audited by Dennis & Associates, Certified Public Accountants, Monrovia:
  unqualified opinions for FY2023 (30 April 2024) and FY2024 (11 February 2025).
- Working-capital loan of US$ 120,000 from Ducor Commercial Bank (May 2023,
  24 months). Every monthly instalment has been paid on its due date; balance
  at 31 January 2025: US$ 20,000.
- LRA tax clearance certificate valid to 30 June 2025; GST and payroll taxes
  filed monthly.

6. CUSTOMERS
- About 140 trade customers: supermarkets, market wholesalers, schools, two NGOs.
- Largest: a Monrovia supermarket chain, 12% of FY2024 revenue. Next: a school
  feeding contractor (7%) and a Red Light wholesaler (5%). No other customer
  above 4%.`,
    present: [],
    absent: ['litigation', 'dead-equity', 'related-party', 'debt-distress', 'customer-concentration'],
    traits: ['list', 'negation', 'time'],
  },

  // 10 — Founder's podcast transcript, school-lunch central kitchen, Monrovia, Liberia. CLEAN.
  // high-churn ABSENT: 45 of 48 schools renewed = 93.75% yearly retention (6.25% churn a year).
  // founder-departure ABSENT: the co-founder turned the offer down and signed a new four-year agreement.
  // no-competition ABSENT: founder denies the claim and names four caterers, in-house cooks, gate vendors.
  // customer-concentration ABSENT: largest school ~9%, no other above 6%.
  // burn-above-revenue ABSENT: ~8% profit after all costs. declining-revenue ABSENT: 380,000 -> 540,000 (1.42x).
  // unrealistic-growth ABSENT: "one and a half times" next year.
  // Check: 48 - 3 + 15 = 60 schools; US$ 540,000 x ~190 = L$ 102.6 million ("more than a hundred million").
  {
    id: 'h19-en-w2-10',
    documentType: 'business_plan',
    language: 'en',
    text: `LIB STARTUP TALK — EPISODE 18
Guest: Massa Kiazolu, co-founder and CEO, Kola Kitchen
Host: Prince Toe · Recorded in Sinkor, Monrovia · Transcript corrected by the show

PRINCE: Massa, Kola Kitchen cooks lunch for schools. How did that start?

MASSA: In 2020 my co-founder Josephine and I were both teaching. Parents kept
asking why their children ate cold rice from the gate vendors. So we started
cooking for one school. Today we cook in a central kitchen in Congo Town and
deliver in insulated boxes to sixty schools and a few offices in Sinkor,
Congo Town and Paynesville.

PRINCE: How do schools pay?

MASSA: Per term, per child. The school signs for the term, parents pay the
school, the school pays us. Most pay in US dollars, some smaller schools in
Liberian dollars, so we keep both accounts.

PRINCE: How big is it now?

MASSA: Last year, about five hundred and forty thousand US dollars of sales —
more than a hundred million Liberian dollars. The year before, three hundred
and eighty thousand. After everything — food, cooks, fuel, delivery, rent —
we keep about eight cents on the dollar.

PRINCE: Do schools stay with you?

MASSA: Forty-five of the forty-eight schools we had in the 2023–24 year
renewed for 2024–25. Of the three that left, two closed and one started
cooking in-house. We added fifteen new ones, so sixty now.

PRINCE: Is there one big school you depend on?

MASSA: The biggest is a mission school in Paynesville with about nine hundred
pupils. That's around nine percent of our sales. Nobody else is above six.

PRINCE: People say you have no competition.

MASSA: That's not true, and I tell investors that. At least four caterers do
school lunch in Monrovia, and many schools have their own cooks or let
vendors sell at the gate. We win on hygiene and on showing up every day.

PRINCE: There was talk that Josephine was leaving for an NGO job.

MASSA: She got an offer last year and turned it down. She's our COO, and in
January she signed a new four-year agreement with the company. She runs the
kitchen; I run sales and finance. Neither of us is going anywhere.

PRINCE: Permits?

MASSA: Ministry of Health food-handling certificate for the kitchen since
2022, every cook has a health card, and the inspectors come every quarter.
Monrovia City Corporation business permit, renewed in January.

PRINCE: What's next?

MASSA: A second kitchen in Paynesville so the boxes travel less. We plan to
grow about one and a half times next year — steady, not crazy.`,
    present: [],
    absent: ['high-churn', 'founder-departure', 'no-competition', 'customer-concentration'],
    traits: ['chat', 'negation', 'words', 'time'],
  },

  ...redFlagNineteenthEnW2P2Rest,
];
