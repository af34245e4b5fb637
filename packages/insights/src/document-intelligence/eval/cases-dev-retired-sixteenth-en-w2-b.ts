import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW2BRest } from './cases-dev-retired-sixteenth-en-w2-b-rest';

export const redFlagSixteenthEnW2B: readonly RedFlagCase[] = [
  // h16-en-w2-14 — Tanzania, pharma distribution, management accounts.
  // gross-margin (figures only): H1 2024 3,555 / 14,820 = 24.0 %; H1 2023 4,018 / 12,960 = 31.0 %; down 7.0 points (≥ 5).
  //   (14,820 − 11,265 = 3,555; 12,960 − 8,942 = 4,018.)
  // customer-concentration (fraction in words): MSD "a third of revenue": 4,940 / 14,820 = 33.3 % (≥ 30 %).
  // audit-opinion: the accounts are marked unaudited.
  // Tempting but absent: declining-revenue (revenue 14,820 > 12,960; only gross profit fell);
  //   burn-above-revenue (costs 11,265 + 2,910 = 14,175 < revenue 14,820; operating profit 645).
  {
    id: 'h16-en-w2-14',
    documentType: 'financial_statements',
    text: `DAWA LINK LIMITED — Management accounts for the six months to 30 June 2024 (unaudited)
Prepared by the finance team for the board. Figures in TZS million.

                         H1 2024     H1 2023
Revenue                   14,820      12,960
Cost of sales            (11,265)     (8,942)
Gross profit               3,555       4,018
Operating expenses        (2,910)     (2,610)
Operating profit             645       1,408

Commentary
- Revenue growth came mainly from the Medical Stores Department framework tender: MSD deliveries of TSh 4,940m made
  up a third of revenue in the half.
- Tender prices were fixed in shillings while about 70% of our purchases are in US dollars.
- Private pharmacies and hospitals in Dar es Salaam, Mwanza and Arusha make up the rest; none is above 4%.
- Inventory days rose from 71 to 84 ahead of the rainy-season antimalarial orders.`,
    present: ['gross-margin', 'customer-concentration', 'audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },

  // h16-en-w2-15 — Egypt, pharma distribution, legal due-diligence memo. CLEAN.
  // pending-licence absent: the Sadat City cold-store licence was applied for in November and GRANTED on 9 April 2024.
  // litigation absent: the labour claim was settled and struck off; no other proceedings pending.
  // debt-distress absent: the ETA tax assessment was paid in full; no arrears.
  // related-party absent: no contracts with directors or relatives found.
  // regulatory absent: no sanction, inspection closed with no observations, licence valid to 2029.
  // founder-departure absent: management unchanged; the "former" person is a warehouse worker, not an executive.
  {
    id: 'h16-en-w2-15',
    documentType: 'legal_docs',
    text: `PRIVILEGED & CONFIDENTIAL
Memo — Project Nour: legal due diligence on Delta Pharma Distribution S.A.E.
From: Zaki Hamdy & Partners, Cairo        Date: 20 June 2024

1. Licences. The EDA distribution licence was first issued in 2019 and renewed on 11 February 2024 until 2029. The
   cold-store licence for the new Sadat City warehouse was applied for in November 2023 and granted on 9 April 2024
   (data room 4.2.3).
2. Inspections. The last EDA inspection (March 2024) closed with no observations. We found no sanctions, warnings or
   suspensions on file.
3. Litigation. A claim by a former warehouse worker was settled in May 2024 and the labour court struck the case off
   on 2 June. No other proceedings are pending against the company.
4. Tax. The Egyptian Tax Authority assessment for 2019–2020 was finalised and paid in full. No tax is overdue.
5. Related parties. Management confirmed that the company has no contracts with directors, shareholders or their
   relatives; we checked the supplier and landlord lists against the shareholder register and found no matches.
6. Management. The senior team has been unchanged since 2021; the CEO's contract runs to 2027.

Conclusion: no red-flag findings from the legal workstream.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'debt-distress', 'related-party', 'regulatory', 'founder-departure'],
    traits: ['list', 'time', 'negation'],
  },

  // h16-en-w2-16 — Liberia, mobile money, letter from the Central Bank of Liberia.
  // pending-licence: MMSP licence application of 14 March 2024 remains under review; no licence issued.
  // regulatory: administrative penalty of LRD 1,900,000 imposed by the CBL (a regulator's sanction), plus an order not
  //   to onboard new customers.
  // Tempting but absent: debt-distress (the penalty is payable within 30 days; it is not yet overdue).
  {
    id: 'h16-en-w2-16',
    documentType: 'legal_docs',
    text: `CENTRAL BANK OF LIBERIA
Regulation and Supervision Department, Lynch & Ashmun Streets, Monrovia

12 June 2024

The Managing Director
Sende Mobile Money Inc.
Broad Street, Monrovia

Re: Application for a Mobile Money Service Provider licence and administrative penalty

1. The Bank acknowledges your application dated 14 March 2024 for a Mobile Money Service Provider licence. The
   application remains under review and no licence has been issued. Until the Bank communicates its decision, you
   shall not onboard new customers or agents.

2. Following the on-site examination of 6 May 2024, the Bank found that suspicious-transaction reports for the period
   January to April 2024 were not filed with the Financial Intelligence Unit within the required time. The Bank
   hereby imposes an administrative penalty of LRD 1,900,000, payable within thirty (30) days of this letter.

3. You are required to submit a remediation plan for your AML/CFT function by 30 June 2024.

Yours faithfully,
Director, Regulation and Supervision`,
    present: ['pending-licence', 'regulatory'],
    absent: ['debt-distress'],
    traits: ['list', 'prose', 'time'],
  },

  // h16-en-w2-17 — Ethiopia, B2B ordering for kiosks, pitch-deck traction slide. CLEAN.
  // declining-revenue absent: orders fall (41,200 → 39,800 → 38,900) but revenue rises (18.6 → 19.4 → 21.3 ETB m).
  // gross-margin absent: 22 % → 21 % → 19 %: down 3 points in total (< 5).
  // short-runway absent: cash ETB 21.0m / net burn ETB 1.9m a month = 11.1 months (≥ 9).
  // burn-above-revenue absent: net burn ETB 1.9m < monthly revenue (Q2 21.3 / 3 = 7.1m).
  // customer-concentration absent: no kiosk above 2 %.
  {
    id: 'h16-en-w2-17',
    documentType: 'pitch_deck',
    text: `MERKATO DIRECT — Slide 6: Traction

Quarter
  Orders
  Revenue (ETB m)
  Gross margin
Q4 2023
  41,200
  18.6
  22%
Q1 2024
  39,800
  19.4
  21%
Q2 2024
  38,900
  21.3
  19%

- Fewer, larger orders: average basket up from ETB 451 to ETB 548 as kiosks consolidate weekly restocking.
- 3,900 active kiosks in Addis Ababa and Adama; no kiosk is above 2% of revenue.
- Net burn ETB 1.9m a month; cash ETB 21.0m at 30 June.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'short-runway', 'burn-above-revenue', 'customer-concentration'],
    traits: ['split', 'table', 'list', 'figures'],
  },

  // h16-en-w2-18 — Egypt, cold chain, lender's annual monitoring report.
  // debt-distress: DSCR 9.1 / 10.4 = 0.88× vs covenant minimum 1.25× (breach); two instalments of EGP 2.6m not paid.
  // short-runway (figures, quarter): cash EGP 6.2m; forecast net outflow EGP 9.6m for the quarter = 3.2m a month;
  //   6.2 / 3.2 = 1.9 months (< 9).
  // declining-revenue: FY2023 revenue EGP 84.6m < FY2022 EGP 97.2m.
  // Tempting but absent: audit-opinion (FY2023 accounts audited, unqualified); going-concern (no doubt expressed by the
  //   auditor or the directors in the text); burn-above-revenue (quarterly net outflow 9.6m < quarterly revenue
  //   about 84.6 / 4 = 21.2m; EBITDA positive). DSCR 2022: 17.8 / 9.6 = 1.85×.
  {
    id: 'h16-en-w2-18',
    documentType: 'financial_statements',
    text: `NILE GROWTH DEBT FUND — Annual monitoring report
Borrower: Saqee Cold Chain S.A.E. (Sokhna and 6th of October hubs)      Facility: EGP 40m senior term loan
Report date: 15 August 2024

Financial summary (EGP million; FY2023 accounts audited, unqualified opinion)
                       FY2023     FY2022
Revenue                  84.6       97.2
EBITDA                    9.1       17.8
Debt service             10.4        9.6
DSCR                    0.88x      1.85x
Covenant DSCR (min)     1.25x      1.25x

Observations
1. Two frozen-food exporters moved volume to their own stores in 2023, and rates on the Sokhna route were cut.
2. The borrower did not pay the instalments due on 30 April and 31 July 2024 (EGP 2.6m each). We have reserved our
   rights under the facility agreement.
3. At 31 July the borrower held cash of EGP 6.2m. Management forecasts a net cash outflow of EGP 9.6m for the quarter
   to 31 October, including the catch-up on payroll and the Sokhna compressor replacement.

Recommendation: move the loan to the watch list; request a 13-week cash-flow forecast every fortnight.`,
    present: ['debt-distress', 'short-runway', 'declining-revenue'],
    absent: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },

  // h16-en-w2-19 — Uganda, payroll SaaS, CEO email to investors. CLEAN.
  // founder-departure absent: the CFO is NOT leaving; she signed a new three-year contract.
  // debt-distress absent: not in default, no missed repayment, June instalment paid on 28 June.
  // non-recurring-revenue absent: ARR counts subscriptions only; one-off fees of UGX 410m reported separately.
  // high-churn absent: monthly logo churn 3.1 % (Q2) and 3.4 % (Q1), under 5 %.
  // declining-revenue absent: Q2 UGX 880m > Q1 UGX 790m. missing-financials absent: revenue figures given.
  {
    id: 'h16-en-w2-19',
    documentType: 'business_plan',
    text: `From: David Mugisha
To: Kanzu HR investors
Subject: Re: rumours about Sarah + Q2 numbers

Hi all,

Answering the two questions I got this week.

Sarah is not leaving. She signed a new three-year contract as CFO on 1 July, and the story going around Kampala is
simply wrong.

On the Stanbic facility: we are not in default and have never missed a repayment. The June instalment of UGX 120m
was paid on 28 June.

Q2 in brief
- Revenue: UGX 880m (Q1: UGX 790m)
- ARR at 30 June: UGX 3.1bn, subscriptions only. The UGX 410m of one-off onboarding and data-migration fees in H1 is
  reported separately and is not in ARR.
- Monthly logo churn: 3.1% (Q1: 3.4%)
- URA: PAYE and VAT filed and paid on time.

David`,
    present: [],
    absent: ['founder-departure', 'debt-distress', 'non-recurring-revenue', 'high-churn', 'declining-revenue', 'missing-financials'],
    traits: ['list', 'prose', 'negation', 'figures'],
  },

  // h16-en-w2-20 — Ethiopia, fleet-tracking SaaS for the Djibouti corridor, pitch deck.
  // non-recurring-revenue: June MRR of ETB 2.87m includes ETB 0.74m of one-off GPS tracker hardware sales.
  //   (410 fleets × ETB 5,200 = 2.13m subscriptions + 0.74m hardware = 2.87m.)
  // high-churn (figures only): 400 + 150 − 410 = 140 fleets lost in six months = 23.3 a month; 23.3 / 400 = 5.8 % a
  //   month (≥ 5 %).
  // unit-economics: claim LTV/CAC above 4×; LTV = 5,200 × 60 % / 5.8 % = ETB 53,800; CAC = 5.1m / 150 = ETB 34,000;
  //   LTV/CAC = 1.6×, contradicting the claim.
  // Tempting but absent: gross-margin (60 %, no drop given); missing-financials (revenue and cost figures given).
  {
    id: 'h16-en-w2-20',
    documentType: 'pitch_deck',
    text: `CORRIDOR TRACK — Series A deck (metrics slides)

Slide 7 — June 2024 snapshot
- MRR: ETB 2.87m (includes ETB 0.74m of GPS tracker hardware sold to fleets that joined in June)
- Paying fleets: 410
- Subscription price: ETB 5,200 per fleet per month
- Gross margin on subscriptions: 60%

Slide 8 — Fleet movement, H1 2024
- Fleets on 1 January: 400
- New fleets signed January–June: 150
- Fleets on 30 June: 410

Slide 9 — Efficient growth: LTV/CAC above 4x
- Sales and marketing spend H1 2024: ETB 5.1m
- Every fleet we sign pays for itself many times over

Slide 10 — Ask
ETB 180m to open Dire Dawa and Djibouti offices.`,
    present: ['non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: ['gross-margin', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },

  ...redFlagSixteenthEnW2BRest,
];
