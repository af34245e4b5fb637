/** Writer 3's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Ethiopia, Zimbabwe and Sierra Leone, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW3P3: readonly RedFlagCase[] = [
  // missing-financials PRESENT: a deck with no revenue or cost figure (USD 350 000 is the raise, not revenue or cost).
  // unrealistic-growth PRESENT: 3 000 -> 36 000 consultations a month within 12 months = 12x.
  // no-competition absent: competitors named. pending-licence absent: registered, doctors licensed.
  {
    id: 'h24-en-w3-13',
    documentType: 'pitch_deck',
    text: `BINTUMANI HEALTH LINK
Telemedicine for up-country Sierra Leone
Pre-seed deck | Freetown | January 2026

01  THE GAP
Outside Western Area there is roughly one doctor for every 45 000 people. A mother in Koinadugu can travel a full day to see a nurse.

02  WHAT WE BUILT
A USSD + voice line that connects community health workers to on-call doctors in Freetown. Works on any phone, in Krio, Temne, Mende and Limba.

03  WHERE WE ARE
- 14 clinics signed up (Bo, Kenema, Kabala, Port Loko)
- 3 000 consultations a month
- Registered with the Medical and Dental Council; all 11 doctors on our roster hold current licences

04  WHERE WE ARE GOING
3 000 consultations a month today -> 36 000 a month by January 2027
Every district headquarter town covered within 12 months

05  COMPETITION
Two NGO-funded hotlines (grant-dependent, daytime only) and one Ghanaian app aimed at urban users.

06  TEAM
Dr Mariama Sow (CEO) | Abu Bakarr Fofanah (CTO) | Christiana Williams (Partnerships). All full-time.

07  THE ASK
We are raising USD 350 000 pre-seed to hire six nurses and run the line 24/7.`,
    present: ['missing-financials', 'unrealistic-growth'],
    absent: ['no-competition', 'pending-licence', 'founder-departure'],
    traits: ['list', 'figures'],
  },

  // short-runway PRESENT: ETB 7.8M / 2.4M net burn a month = 3.25 months (about 14 weeks).
  // burn-above-revenue PRESENT: net burn 2.4M a month > Yekatit revenue 1.9M.
  // declining-revenue PRESENT: Yekatit 1.9M < Tir 2.3M.
  // founder-departure absent: Meron on maternity leave, "nobody is leaving".
  {
    id: 'h24-en-w3-14',
    documentType: 'business_plan',
    text: `Telegram export - chat "Injera Hub / Lidya"
[10.03.26 21:02] Lidya Worku: Natnael, quick one before the board call tomorrow. Where is cash?
[10.03.26 21:05] Natnael Getachew: ETB 7.8M in the bank as of today
[10.03.26 21:06] Natnael Getachew: net burn is running about 2.4M a month since we opened the Bole and CMC kitchens
[10.03.26 21:06] Lidya Worku: so roughly 14 weeks 😬
[10.03.26 21:07] Natnael Getachew: a bit more than three months yes. I know.
[10.03.26 21:09] Lidya Worku: and sales?
[10.03.26 21:11] Natnael Getachew: Yekatit sales 1.9M, Tir was 2.3M. Abiy Tsom started, half of Addis is fasting and our meat bowls died
[10.03.26 21:11] Natnael Getachew: fasting menu launches Monday - shiro, misir, gomen bowls
[10.03.26 21:13] Lidya Worku: ok. Is Meron leaving? someone at the Kazanchis event told me she was
[10.03.26 21:14] Natnael Getachew: no no, she is on maternity leave until Ginbot and comes back after. nobody is leaving
[10.03.26 21:15] Lidya Worku: good. bring the 13-week cash plan tomorrow pls, and the delivery partner fees by kitchen
[10.03.26 21:15] Natnael Getachew: 👍 will do`,
    present: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    absent: ['founder-departure'],
    traits: ['split', 'figures', 'indirect'],
  },

  // CLEAN. customer-concentration absent: largest client 21 % < 30 % ("if we lost" is hypothetical).
  // short-runway absent: no burn (costs 39k < revenue 44-51k); 410k / 39k = 10.5 months of full costs anyway.
  // high-churn absent: 38 % a year < 45 %; 3.0 % a month < 5 %. pending-licence / regulatory absent: approvals granted.
  {
    id: 'h24-en-w3-15',
    documentType: 'business_plan',
    text: `Subject: Mapepa Digital - Q1 2026 investor update
From: Nyasha Chikore <nyasha@mapepa.co.zw>
Date: 9 April 2026

Hi everyone,

Q1 was our best quarter so far.

Revenue (USD): Jan 44.1k | Feb 47.3k | Mar 51.0k
Total costs: about 39k a month, flat (team of 14 across Harare and Bulawayo)
Cash on 31 March: USD 410k, all held in USD accounts

So we are cash-generative. Even if revenue stopped tomorrow, cash would cover about ten and a half months of full costs - we don't plan for that scenario, but the board asked us to state it.

Customers
- 1 940 paying SMEs, up from 1 720 in December
- Logo churn over the last 12 months: 38%, mostly micro-retailers that closed their shops. Monthly churn in Q1 averaged 3.0%.
- Our biggest client, a Bulawayo hardware chain, is 21% of revenue. If we lost them we would still be above break-even.

Regulation
ZIMRA approved our fiscal device integration in February, so invoices issued through Mapepa are now fiscalised automatically. The RBZ registered us as a payment aggregator in January; the registration runs for three years. Invoicing works in both ZiG and USD, and about 30% of value is now billed in ZiG.

Asks: intros to hardware and pharmacy associations in Masvingo and Gweru.

Thanks for the support,
Nyasha`,
    present: [],
    absent: ['customer-concentration', 'short-runway', 'high-churn', 'pending-licence', 'burn-above-revenue', 'regulatory'],
    traits: ['figures', 'modality', 'negation', 'clean'],
  },

  // customer-concentration PRESENT: Kopje Value Stores 412 000 / 1 210 000 = 34 % (figures only).
  // high-churn PRESENT: lost / active_start each month: 12/196 = 6.1 %, 13/205 = 6.3 %, 12/212 = 5.7 %,
  //   14/219 = 6.4 %, 13/225 = 5.8 %, 15/233 = 6.4 % - all >= 5 % a month.
  // declining-revenue absent: monthly revenue rises Jul-Dec. gross-margin absent: 18.1-18.9 %, stable.
  {
    id: 'h24-en-w3-16',
    documentType: 'pitch_deck',
    text: `TSANGA FRESH (PVT) LTD - Seed deck, Appendix C: data room export
Source: accounting system export, 15 Jan 2026. All figures USD, excluding VAT.
Note from the finance lead: exported as-is for the data room, no adjustments. Customer counts are outlets with at least one delivered order in the month; a customer is counted as lost after 30 days with no order. Gross margin is after produce cost and cold-chain delivery.

--- sheet: revenue_by_customer_FY2025 ---
customer;segment;city;revenue_usd
Kopje Value Stores (14 branches);supermarket chain;Harare;412000
Msasa Grill House;restaurant;Harare;96500
Avondale Fresh Market;grocer;Harare;88200
Hillside Lodge & Conference;hotel;Bulawayo;71400
Other customers (228);mixed;mixed;541900
TOTAL;;;1210000

--- sheet: customer_movement_H2_2025 ---
month;active_start;lost;new;active_end
Jul-25;196;12;21;205
Aug-25;205;13;20;212
Sep-25;212;12;19;219
Oct-25;219;14;20;225
Nov-25;225;13;21;233
Dec-25;233;15;14;232

--- sheet: monthly_revenue_gm_H2_2025 ---
month;revenue_usd;gross_margin_pct
Jul-25;92400;18.4
Aug-25;96100;18.1
Sep-25;99800;18.6
Oct-25;104300;18.2
Nov-25;109700;18.5
Dec-25;118900;18.9`,
    present: ['customer-concentration', 'high-churn'],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
  },

  // regulatory PRESENT: BSL suspension of agent onboarding + administrative penalty.
  // debt-distress absent: penalty due within 30 days of the letter, not overdue. pending-licence absent: licence valid.
  // litigation absent: a regulator's directive, no court case.
  {
    id: 'h24-en-w3-17',
    documentType: 'legal_docs',
    text: `BANK OF SIERRA LEONE
Financial Technology & Payment Systems Depart-
ment
Siaka Stevens Street, Freetown

Ref: BSL/PSD/ENF/026/2026                18 March 2026

The Managing Director
Tokeh Digital Finance Ltd
22 Wilkinson Road, Freetown

Dear Sir,

RE: SUSPENSION OF AGENT ONBOARDING AND
ADMINISTRATIVE PENALTY

1. Following the on-site exam ination con-
ducted between 12 and 23 January 2026, the
Bank found that 1,417 of your agents were on-
boarded without completed KYC files and that
suspicious transaction reports were not filed
for 9 flagged transactions, contrary to the
Bank's AML/CFT Guidelines for Payment Ser-
vice Providers.

2. The Bank hereby directs that, with effect
from the date of this letter, Tokeh Digital
Finance Ltd shall SUSPEND the onboarding of
new agents until the Bank confirms in wri-
ting that the deficiencies have been remedied.

3. An administrative penalty of SLE 250,000
(Two Hundred and Fifty Thousand Leones) is
imposed and shall be paid within thirty (30)
days of the date of this letter.

4. Your Payment Service Provider licence re-
mains valid. Existing agents may continue
to operate.

5. A remediation plan shall be submitted to
the Bank by 3 April 2026.

Yours faithfully,

[signature illegible]
Director, Financial Technology & Payment Systems
cc: Governor
    Deputy Governor (Financial Stability)`,
    present: ['regulatory'],
    absent: ['debt-distress', 'pending-licence', 'litigation'],
    traits: ['split', 'prose'],
  },

  // CLEAN. founder-departure absent: nobody has left or signalled leaving.
  // declining-revenue absent: 1 420 -> 1 510 -> 1 550 -> 1 710 (sum 6 190), FY 6 190 > 4 880; Q3 growth 1 550/1 510 = +2.6 %.
  // gross-margin absent: 34.1 % vs 35.9 % = -1.8 pt. non-recurring-revenue absent: grant excluded from revenue.
  // unit-economics absent: 210k / 9.5k = 22.1 months, consistent with "under two years".
  // burn-above-revenue absent: costs 5 600k < revenue 6 190k. audit-opinion absent: unmodified opinion reported.
  {
    id: 'h24-en-w3-18',
    documentType: 'business_plan',
    text: `LUNGI COLD STORE LTD
Due diligence summary for the investment committee of Kaba Impact Fund
Prepared by E. Thomas-Cole, Freetown, 2 March 2026

Team. The three founders (Sahr Kamanda, CEO; Hawa Sesay, operations; Emmanuel Pratt, engineering) are full-time. No founder or senior manager has left since incorporation in 2021, and none has signalled any intention to.

Revenue (SLE '000, 2025)
Q1 1 420 | Q2 1 510 | Q3 1 550 | Q4 1 710 | FY 6 190 (2024: 4 880)
Growth slowed to 2.6% in Q3 as the rainy season cut fish landings at Tombo and Goderich, then picked up again in Q4.

Costs and margin. Total costs for 2025 were SLE 5 600k. Gross margin was 34.1% (2024: 35.9%); the 1.8-point dip came from higher diesel prices in Q2.

Revenue quality. About 93% of revenue comes from monthly cold-storage contracts with fish traders and processors; the rest is spot ice sales. No trader is above 11%. The one-off SLE 380k grant received from a donor fisheries programme in September is booked as other income and is excluded from both revenue and recurring revenue above.

Unit economics. A 20-ft solar-hybrid cold unit costs SLE 210k installed and earns about SLE 9.5k of gross profit a month at 80% occupancy, so payback is about 22 months. Management's deck says "payback under two years", which matches.

Accounts. The 2025 financial statements were audited by a Freetown firm and carry an unmodified opinion.

Other. The EPA-SL environmental licence for the Lungi site was renewed in January 2026. No litigation. No tax arrears (NRA tax clearance certificate dated 15 February 2026).

Recommendation: proceed to term sheet.`,
    present: [],
    absent: ['founder-departure', 'declining-revenue', 'gross-margin', 'non-recurring-revenue', 'unit-economics', 'burn-above-revenue', 'audit-opinion'],
    traits: ['prose', 'figures', 'negation', 'time', 'clean'],
  },
];
