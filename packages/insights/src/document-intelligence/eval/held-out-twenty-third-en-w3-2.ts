/** Writer 3's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW3P2: readonly RedFlagCase[] = [
  // 07 — Shareholders' agreement (extracts), online tutoring company, Giza (Egypt). CLEAN.
  // low-founder-ownership ABSENT (figures): founders 24.0% + 20.0% = 44.0% (>= 40%).
  // investor-control ABSENT: largest investor Sphinx Ventures II 27.0%; veto rights are not a 50% holding.
  // cap-table-complexity ABSENT: Schedule 1 reconciled to the register "with no differences".
  // dead-equity ABSENT: the former junior developer's shares were repurchased and cancelled (and he was not an executive).
  // no-competition ABSENT: a founders' non-compete clause, and the text names competitors.
  // related-party ABSENT: only a consent clause, no actual transaction. litigation ABSENT: warranty of none.
  {
    id: 'h23-en-w3-07',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'negation'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'founder-departure', 'no-competition', 'related-party', 'litigation'],
    text: `SHAREHOLDERS' AGREEMENT — EXTRACTS
relating to MADRASA PLUS S.A.E. (the "Company")
Dated 3 November 2024

PARTIES
(1) Karim Abdelaziz ("Founder 1"); (2) Nour Hegazy ("Founder 2") (together the "Founders");
(3) Sphinx Ventures II ("Sphinx"); (4) Cairo Impact Fund S.A.E. ("CIF"); (5) Delta Angels SPV Ltd ("DAN") (together the "Investors");
(6) the Company.

2. SHARE CAPITAL
2.1 Immediately after Completion the issued share capital of the Company is held as set out in Schedule 1.
2.2 The Parties confirm that Schedule 1 has been reconciled with the Company's shareholders' register and with the commercial register extract dated 27 October 2024, with no differences.

5. BOARD
5.1 The Board consists of five directors: the two Founders, one director appointed by Sphinx, one appointed by CIF, and one independent director chosen jointly.

7. RESERVED MATTERS
7.1 The following require the prior written consent of an Investor Majority (Investors holding more than 50% of the shares held by all Investors): (a) issue of new shares; (b) amendment of the articles; (c) any contract between the Company and a Founder, a director or any person connected with them; (d) borrowing above EGP 5,000,000; (e) approval of the annual budget.

9. LEAVERS
9.1 A Founder who ceases to be employed is a Good Leaver or a Bad Leaver as defined in Schedule 3.
9.6 For the avoidance of doubt, the 8,000 shares issued in 2022 to Hany Samir, a former junior developer, were repurchased by the Company at nominal value on his departure in May 2023 and cancelled. He holds no shares.

11. NON-COMPETE
11.1 Each Founder undertakes that, while a shareholder and for 18 months afterwards, he or she will not be engaged in any business competing with the Business in Egypt, Saudi Arabia or Jordan.
11.2 The Parties acknowledge that the Business competes with other online tutoring platforms, with publishers of exam-revision books and with private tutoring centres.

14. WARRANTIES
14.3 The Company warrants that no litigation, arbitration or administrative proceeding is pending or, to its knowledge, threatened against it.

SCHEDULE 1 — SHAREHOLDINGS AFTER COMPLETION
| Shareholder | Shares | % |
|---|---:|---:|
| Karim Abdelaziz (CEO) | 240,000 | 24.0% |
| Nour Hegazy (Chief Product Officer) | 200,000 | 20.0% |
| Sphinx Ventures II | 270,000 | 27.0% |
| Cairo Impact Fund S.A.E. | 120,000 | 12.0% |
| Delta Angels SPV Ltd | 70,000 | 7.0% |
| ESOP pool (held by trustee) | 100,000 | 10.0% |
| Total | 1,000,000 | 100.0% |

18. GOVERNING LAW
This Agreement is governed by the laws of the Arab Republic of Egypt. Disputes are referred to arbitration under the CRCICA rules, seat Cairo.`,
  },

  // 08 — Business plan (extract), medicine delivery, Maputo (Mozambique).
  // no-competition PRESENT (indirect): "We would be the only player: nobody else ... delivers medicines on demand".
  // pending-licence PRESENT: ANARME pharmacy licence (alvará) applied for on 14 October 2024, inspection awaited.
  // unit-economics PRESENT (figures contradict the claim): 216 - 190 - 30 - 15 = MT -19 per order, not +85.
  // burn-above-revenue PRESENT (figures): monthly burn MT 1.4M vs December revenue MT 0.45M
  //   (2,100 orders x MT 216 = MT 453,600).
  // short-runway ABSENT: cash MT 19M / 1.4M = 13.6 months.
  // unrealistic-growth ABSENT: 16.1 / 8.6 = 1.87x, 26.4 / 16.1 = 1.64x.
  {
    id: 'h23-en-w3-08',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'prose'],
    present: ['no-competition', 'pending-licence', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'unrealistic-growth'],
    text: `FARMAKWA — BUSINESS PLAN 2025–2027 (extract)
Maputo, January 2025 — for the seed round

1. SUMMARY
FarmaKwa delivers prescription and over-the-counter medicines in Maputo and Matola within 60 minutes. Orders come in by WhatsApp or our app; a pharmacist checks every prescription by video before dispatch. Delivery is free for the customer.

2. MARKET
Maputo–Matola has about 2.9 million people and roughly 310 licensed pharmacies, most of them in the cement city and along the EN4. Patients with chronic conditions (hypertension, diabetes, HIV) buy every month and many cannot leave work during pharmacy hours.
We would be the only player: nobody else in Maputo delivers medicines on demand. Pharmacies send a staff member now and then for a good client; courier companies do not carry medicines.

3. REGULATORY
To dispense from our own dark-store pharmacy in Sommerschield we need a pharmacy licence (alvará de farmácia) from ANARME. The application was submitted on 14 October 2024 together with our technical director's registration; ANARME's inspection of the premises has not yet been scheduled. Until the licence is issued, two licensed partner pharmacies dispense and we deliver.

4. UNIT ECONOMICS (per order, average of the September–December 2024 pilot)
| Item | MT |
|---|---:|
| Average basket | 1,200 |
| Our margin on the basket (18%) | 216 |
| Rider and fuel | 190 |
| Payment fees (2.5% of basket) | 30 |
| Packaging and cold pack | 15 |
We are contribution-positive from the first order, at about MT 85 per order before marketing — the model works today and improves with density.

5. TRACTION AND MONEY
- December 2024: 2,100 orders, 1,380 repeat customers
- Revenue (our margin on baskets), December 2024: MT 453,600
- Monthly burn (team of 14, rent, riders, WhatsApp ads): MT 1.4 million
- Cash on 31 December 2024: MT 19 million

6. PROJECTIONS
| | 2025 | 2026 | 2027 |
|---|---:|---:|---:|
| Orders per month (December) | 4,500 | 8,000 | 12,500 |
| Revenue (MT million) | 8.6 | 16.1 | 26.4 |
| Riders | 22 | 40 | 60 |

7. TEAM
Dr. Leila Amade (CEO, pharmacist, 8 years in hospital pharmacy), Tomás Macuácua (CTO), Sérgio Nhaca (operations, ex-courier company).`,
  },

  // 09 — Investment committee memo (follow-on), mobile wallet, Luanda (Angola).
  // regulatory PRESENT: BNA ordered a 60-day stop on new wallets and fined the company Kz 25M.
  // high-churn PRESENT (figures only): 4,710 / 12,400 = 38.0% of the January 2024 cohort active after a year (< 55% retention),
  //   which management calls "strong loyalty".
  // related-party PRESENT: agent-network manager Rede Mais is owned by the CEO's brother.
  // declining-revenue ABSENT: Q4 Kz 210M > Q3 Kz 176M; a Q1 fall is only a possibility ("could").
  // burn-above-revenue ABSENT: Q4 costs 185 < revenue 210; Q3 costs 169 < 176.
  // pending-licence ABSENT: payment-institution licence held since 2023.
  {
    id: 'h23-en-w3-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'figures', 'indirect', 'modality', 'list'],
    present: ['regulatory', 'high-churn', 'related-party'],
    absent: ['declining-revenue', 'burn-above-revenue', 'pending-licence'],
    text: `INVESTMENT COMMITTEE MEMO — FOLLOW-ON
Company: Kumbu Pagamentos, S.A. (Luanda) | Instrument: bridge SAFE, USD 1.5M round
Prepared by the deal team, 20 February 2025

RECOMMENDATION
Take our pro rata (USD 400k), conditional on points 2 and 3 below being fixed before signature.

BUSINESS UPDATE
- Revenue Q4 2024: Kz 210 million (Q3: Kz 176 million) — fees on airtime, TV top-ups, school fees and merchant payments
- Operating costs Q4: Kz 185 million (Q3: Kz 169 million)
- 312,000 registered wallets; 96,000 monthly active users in January
- Payment-institution licence from the BNA held since May 2023; switch connection to EMIS live since 2024

POINTS OF ATTENTION
1. BNA inspection. Following its on-site review of KYC files in December, the Banco Nacional de Angola on 3 February ordered Kumbu to stop opening new wallets for 60 days and fined it Kz 25 million. Existing users can transact. Management expects onboarding to restart on 4 April; if it slips, Q1 revenue could come in below Q4.

2. Retention. The cohort file in the data room shows that of the 12,400 users who opened a wallet in January 2024, 4,710 made at least one transaction in January 2025. Management's deck presents this cohort as evidence of "strong loyalty". We would like to see the 2023 cohorts before signing.

3. Agent network. Cash-in/cash-out is run by Rede Mais Agentes, Lda, which recruits, trains and pays the 1,300 agents and invoiced Kumbu Kz 96 million in 2024. Rede Mais belongs to Hélder Baptista, brother of Kumbu's CEO, Edson Baptista. The contract was signed in 2023 without going to the board. We will ask for a board vote, a market benchmark of the commission rates, and a termination right.

TEAM
Edson Baptista (CEO), Luzia Fernandes (CTO), new CFO hired in November from a Luanda bank. No changes expected.`,
  },

  // 10 — CEO e-mail to the board, cold-chain logistics, Alexandria (Egypt). CLEAN.
  // gross-margin ABSENT: 34.0% to 31.5% = down 2.5 points (< 5).
  // customer-concentration ABSENT: largest customer 26% of Q3 revenue (29% in Q2), both < 30%.
  // litigation ABSENT: only a threatened labour claim; "No claim has been filed".
  // regulatory ABSENT: the customs suspension hit a competitor, not this company.
  // founder-departure ABSENT: the CFO had an offer but stays (new three-year contract).
  // debt-distress ABSENT: instalments paid, DSCR 1.6x vs 1.25x covenant.
  // declining-revenue / burn-above-revenue ABSENT: revenue up 38.9M to 41.2M; net profit both quarters.
  {
    id: 'h23-en-w3-10',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'table', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'litigation', 'regulatory', 'founder-departure', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    text: `From: Yasmine Khalil <yasmine@baridcold.com.eg>
To: board@baridcold.com.eg
Date: Wed, 9 Oct 2024, 22:14
Subject: Q3 update — Barid Cold Chain

Dear all,

Short version: a good quarter, one scare, and news about FrostLine.

| EGP | Q3 2024 | Q2 2024 |
|---|---:|---:|
| Revenue | 41.2m | 38.9m |
| Gross margin | 31.5% | 34.0% |
| EBITDA | 6.8m | 6.9m |
| Net profit | 2.9m | 3.1m |
| Cash at quarter end | 58.0m | 51.3m |

- Revenue up 6% on Q2, mainly the two new dairy contracts in Borg El Arab.
- Gross margin down 2.5 points: the July diesel price increase. Our contracts pass fuel through with a lag; the new rates apply from 1 October.
- Our largest customer, the dairy group, was 26% of Q3 revenue, down from 29% in Q2 as the new accounts ramp up.
- Fleet: 64 reefer trucks, 3 cold stores (Amreya, 10th of Ramadan, Sadat City), 91% average utilisation.

The scare: in August a lawyer for a former driver wrote to us threatening a labour claim for unpaid overtime. No claim has been filed, and our counsel's view is that our timesheets answer it. I will keep you posted if anything arrives.

Bank: every instalment on the equipment loan has been paid on its due date; the debt service coverage ratio at 30 September was 1.6x against the 1.25x covenant.

FrostLine: our main competitor in Alexandria had its bonded-warehouse licence suspended by the customs authority in September. Four of their clients have asked us for quotes; we will be careful not to overload Amreya.

People: Tarek, who as you know had an offer from a Gulf logistics group, has decided to stay as CFO and signed a new three-year contract last week.

Next board meeting: 12 November, Smouha office.

Best,
Yasmine`,
  },

  // 11 — Seed+ pitch deck, restaurant operating software, Cairo (Egypt).
  // non-recurring-revenue PRESENT (split: footnote): ARR USD 1.24M includes USD 310k one-time hardware and implementation fee.
  // high-churn PRESENT (indirect): "roughly one in fifteen accounts cancels each month" = 1/15 = 6.7% a month (>= 5%).
  // unrealistic-growth PRESENT (figures): ARR target USD 5.5M / 1.24M = 4.4x in one year (>= 4x); on recurring ARR 0.93M it is 5.9x.
  // customer-concentration ABSENT: the Red Sea Resorts rollout is 310 / 1,240 = 25% (< 30%).
  // burn-above-revenue ABSENT: December subscription revenue EGP 3.9M > total costs EGP 3.6M.
  //   (Check: 1,460 branches x ~EGP 2,670 ≈ EGP 3.9M a month ≈ USD 77k at 50.6 → recurring ARR ≈ USD 0.93M; + 0.31M = 1.24M.)
  {
    id: 'h23-en-w3-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'split', 'indirect', 'figures'],
    present: ['non-recurring-revenue', 'high-churn', 'unrealistic-growth'],
    absent: ['customer-concentration', 'burn-above-revenue', 'no-competition'],
    text: `SUFRA OS — SEED+ ROUND | Cairo, January 2025

01  The operating system for Egyptian restaurants
POS, inventory, staff shifts and delivery-app orders on one tablet. Built in Arabic first, works offline when the internet drops.

02  The problem
A Cairo restaurant takes orders from three or four delivery apps on three or four tablets, re-types them into the POS, and counts stock on paper. Food cost leaks 6–9% a month.

03  Traction
• 1,460 restaurant branches live in Cairo, Giza and Alexandria (plus the Sahel in summer)
• ARR: USD 1.24M*
• Pricing: EGP 2,400 per branch per month (Pro), EGP 4,100 (Multi-brand)
• Profitable at EBITDA level: December subscription revenue EGP 3.9M vs total costs EGP 3.6M
* ARR at December 2024; includes the Red Sea Resorts group roll-out (USD 310k: hardware and implementation, invoiced once in December 2024).

04  Retention
We sign restaurants fast, and we lose some fast: independent cafés open and close all the time in Cairo. Roughly one in fifteen accounts cancels each month; chains churn much less, and chains are now 38% of branches.

05  Competition
• Regional POS players from the Gulf entering Egypt
• Local POS resellers with desktop software
• Pen, paper and Excel (still most of the market)

06  2025 targets
• Branches: 1,460 → 4,000
• ARR: USD 1.24M → USD 5.5M
• Launch Sufra Pay (card acceptance on the same tablet) with a licensed partner bank

07  The ask
USD 2.5M — sales team in Alexandria and Mansoura, hardware financing, Sufra Pay.

08  Team
Ahmed Zaki (CEO, ran operations for a 40-branch burger chain), Mariam Selim (CTO, ex-ride-hailing engineer), Bassem Nour (Sales).`,
  },

  // 12 — Audited financial statements, plastics recycling, Matola (Mozambique). CLEAN.
  // non-recurring-revenue ABSENT: the one-off MZN 3.2M grant is shown as other income, outside revenue.
  // debt-distress ABSENT: prior INSS arrears regularised in 2023; nothing overdue at 31 Dec 2024 (problem over).
  // gross-margin ABSENT: 32,100 / 84,300 = 38.1% vs 28,000 / 71,000 = 39.4%; down 1.3 points.
  // audit-opinion ABSENT: unmodified opinion. going-concern ABSENT: no material uncertainty.
  // pending-licence ABSENT: environmental licence renewed (granted) in March 2024.
  // burn-above-revenue ABSENT: costs 52,200 + 24,600 + 1,100 + 3,072 = 80,972 < revenue 84,300; net profit.
  // customer-concentration ABSENT: no customer above 15%.
  {
    id: 'h23-en-w3-12',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'time'],
    present: [],
    absent: ['non-recurring-revenue', 'debt-distress', 'gross-margin', 'audit-opinion', 'going-concern', 'pending-licence', 'burn-above-revenue', 'customer-concentration'],
    text: `ECOPLÁS MOÇAMBIQUE, LDA
Annual financial statements — year ended 31 December 2024 (extracts)
Amounts in thousands of meticais (MZN '000)

INDEPENDENT AUDITOR'S REPORT (extract)
Opinion: We have audited the financial statements of EcoPlás Moçambique, Lda. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 and of its financial performance and cash flows for the year then ended, in accordance with the Mozambican financial reporting standards (PGC-NIRF).
Basis for opinion: We conducted our audit in accordance with International Standards on Auditing. We are independent of the Company ...
Maputo, 21 March 2025 — Chongo, Matsinhe & Associados, Auditores Certificados

STATEMENT OF PROFIT OR LOSS
| MZN '000 | 2024 | 2023 |
|---|---:|---:|
| Revenue (recycled PET flakes and HDPE pellets) | 84,300 | 71,000 |
| Cost of sales | (52,200) | (43,000) |
| Gross profit | 32,100 | 28,000 |
| Other income | 3,200 | — |
| Operating expenses | (24,600) | (21,300) |
| Operating profit | 10,700 | 6,700 |
| Finance costs | (1,100) | (1,300) |
| Profit before tax | 9,600 | 5,400 |
| IRPC (32%) | (3,072) | (1,728) |
| Profit for the year | 6,528 | 3,672 |

NOTES (extracts)
2. Going concern — The directors have considered the cash position (MZN 11.8 million at year end), the order book and the bank facility, and have concluded that no material uncertainty exists regarding the Company's ability to continue as a going concern.

5. Revenue — Revenue comes from the sale of washed PET flakes (exported through Maputo port) and HDPE pellets sold to local pipe and crate manufacturers. No customer represented more than 15% of revenue in 2024 (2023: 17%).

6. Other income — A one-off grant of MZN 3.2 million from a regional plastic-waste challenge fund, received in June 2024 to co-finance a second washing line. It is presented as other income and not as revenue, and will not recur.

12. Social security — In 2022 the Company fell behind on INSS contributions for four months. The arrears and penalties were paid in full in February 2023; at 31 December 2024 no contributions or taxes were overdue.

15. Environmental licence — The Company's category B environmental licence for the Matola plant was renewed by the provincial environment services in March 2024 and is valid until March 2029.

18. Borrowings — Equipment loan of MZN 9.4 million, repayable monthly until 2027; all instalments paid when due.`,
  },

  // 13 — Legal due-diligence red-flag report, motorbike-taxi platform, Luanda (Angola).
  // cap-table-complexity PRESENT: the quota table "could not be reconciled" with the registry; transfers unregistered; loan conversions undocumented.
  // litigation PRESENT: 14 former drivers' claim at the labour chamber, conciliation failed, trial date not yet set (open).
  // related-party PRESENT: office leased from the CEO's wife; workshop 60% owned by the CTO's uncle.
  // debt-distress ABSENT: bank loan current. regulatory / pending-licence ABSENT: operator licence valid, no sanctions.
  // low-founder-ownership ABSENT: founders hold 50% even on management's table (25% + 25%).
  {
    id: 'h23-en-w3-13',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'list', 'negation', 'time'],
    present: ['cap-table-complexity', 'litigation', 'related-party'],
    absent: ['debt-distress', 'regulatory', 'pending-licence', 'low-founder-ownership'],
    text: `PRIVILEGED AND CONFIDENTIAL
LEGAL DUE DILIGENCE — RED FLAG REPORT
Target: Mbora Mobilidade, Lda ("Mbora")
Prepared for: Savanna Mobility Fund II
Luanda, 7 March 2025

1. CORPORATE AND QUOTA REGISTER
1.1 Mbora is a sociedade por quotas with share capital of Kz 5,000,000, registered at the Conservatória do Registo Comercial de Luanda.
1.2 We could not reconcile the quota-holder table provided by management (data room 1.3) with the registry certificate (certidão permanente) dated 10 February 2025. The certificate shows only the two founders, Domingos Mateus and Carla Lopes, with 50% each. Management's table shows the founders at 25% each, Mbora Holdings Ltd (Mauritius) at 35%, three angels at 9% together and an ESOP at 6%.
1.3 The 2023 quota assignments to Mbora Holdings and to the angels were signed but never registered, and the terms on which the angels' shareholder loans (suprimentos) were to convert into quotas are not documented anywhere we have seen. As things stand we cannot confirm who owns Mbora.

2. LITIGATION
2.1 Fourteen former drivers filed a claim in September 2024 at the labour chamber of the Tribunal da Comarca de Luanda, asking to be reclassified as employees and for back-pay and INSS contributions of about Kz 46 million. The conciliation hearing in January 2025 failed; no trial date has been set.
2.2 A traffic-accident claim against a driver, in which Mbora was joined, was settled in June 2024 and the file is closed.

3. CONTRACTS WITH PERSONS CONNECTED TO THE FOUNDERS
3.1 The Talatona head office is leased from Sra. Rosa Mateus, the wife of the CEO, at Kz 4.2 million a month. Comparable offices in the same building are let at about Kz 2.5 million.
3.2 The 340 company motorbikes are serviced by Oficina Kassequel, Lda, 60% owned by an uncle of the CTO, Carla Lopes. There is no written contract; invoices in 2024 totalled Kz 61 million.

4. LICENCES
4.1 The passenger-transport operator licence (alvará) is valid until November 2026. We found no record of sanctions or pending proceedings before the transport authorities.

5. FINANCING
5.1 Bank loan of Kz 180 million: all instalments paid when due; no covenant issues reported by the bank.

6. RECOMMENDATIONS
Registration of all quota transfers before closing; a reconciled cap table signed by all holders; a specific indemnity for the labour claim; re-negotiation of the office lease at market rent and a written, tendered maintenance contract.`,
  },
];
