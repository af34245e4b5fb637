/**
 * Development set, fifteenth round, informal founder and investor writing in English (2026-11-30), part 1 of 2,
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthInformalEn1: readonly RedFlagCase[] = [
  // Kano Mills ₦61m / ₦182m = 33.5% of quarterly revenue (>= 30%).
  {
    id: 'd15-w3-lagos-slack-anchor-account',
    documentType: 'business_plan',
    text: `#finance (Slack export)
[09:12] Ifeoma: Q3 closed. rev ₦182m, up from ₦151m in Q2 🎉
[09:13] Ifeoma: gross margin held at 31%, same as Q2
[09:15] Segun: nice. how much of that is Kano Mills?
[09:17] Ifeoma: they paid ₦61m in the quarter, the rest is spread over ~140 smaller shops
[09:18] Segun: ok so still our anchor account 😬 we need to fix that before the raise
[09:20] Ifeoma: pipeline has 3 more distributors, none signed yet. will chase next week`,
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['split', 'figures', 'indirect'],
  },
  {
    id: 'd15-w3-nairobi-whatsapp-cto-keeps-shares',
    documentType: 'business_plan',
    text: `[14/11 08:41] Wanjiru: Morning Peter. Heads-up before the update goes out: Otieno's last day as CTO was Friday. Amicable, he's joining a bank.
[14/11 08:43] Peter (angel): Sorry to hear. What happens to his shares?
[14/11 08:47] Wanjiru: that's the annoying bit. He keeps the full 18%. We never signed the reverse-vesting docs, so there's no buyback. Lawyer confirmed 🙃
[14/11 08:48] Peter: Ouch. And the numbers?
[14/11 08:52] Wanjiru: MRR KES 3.4M, up from 3.1M in Oct. Burn about KES 2.9M. Hiring a lead dev in Jan to replace him.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    language: 'en',
    traits: ['split', 'time', 'indirect'],
  },
  {
    id: 'd15-w3-nairobi-fwd-freight-claim',
    documentType: 'legal_docs',
    text: `---------- Forwarded message ---------
From: Achieng Odhiambo
To: Board
Subject: Fwd: Re: Mombasa Freight claim

FYI below. Short version: still in court.

> On 21 Nov, our counsel wrote:
> The claim filed by Mombasa Freight Ltd in the High Court (Commercial Division) in August, seeking KES 14.6M in damages for alleged breach of the exclusivity clause, is ongoing. The hearing set for 19 Nov was adjourned to 12 February. Settlement talks have not progressed.
>
> On 3 Nov, Achieng wrote:
> Any chance this is done before year end?

Separately, the landlord matter from last year was settled in March and is closed. November revenue was KES 9.8M, our best month so far.`,
    present: ['litigation'],
    absent: [],
    traits: ['split', 'time'],
  },
  {
    id: 'd15-w3-accra-update-family-rate-warehouse',
    documentType: 'business_plan',
    text: `Subject: Kente Logistics – October update

Hi all,
Quick one this month.
- Revenue: GHS 612k (Sept: GHS 574k)
- Gross margin: 27%, flat on September
- New warehouse: we moved into the Tema unit on the 1st. It belongs to Kwame's brother-in-law, who gave us a "family rate" of GHS 14k/month on a 3-year lease. Saves us about GHS 3k a month vs the market, and Kwame stepped out of the decision.
- Hiring: 2 dispatch leads joined.
Asks: intros to FMCG distributors in Kumasi.
Best, Esi`,
    present: ['related-party'],
    absent: ['declining-revenue'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'd15-w3-kampala-linkedin-nobody-else',
    documentType: 'pitch_deck',
    text: `🚀 12 months ago we launched SokoFresh from a garage in Kampala.
Today: UGX 410M in revenue over the year, 2,300 vendors, 9 people.
People keep asking me "who are your competitors?" Honest answer: there aren't any. Nobody else in Uganda is building a cold-chain marketplace for informal vendors. Not Jumia, not the supermarkets, nobody.
Grateful to the team 🙏 and to our first angels who believed before the numbers did. We're raising a seed round in Q1, DMs open.
#startups #Uganda #agritech`,
    present: ['no-competition'],
    absent: [],
    traits: ['prose', 'words'],
  },
  // Active founders 21.5% + 16.0% = 37.5% (< 40%); largest investor 30% (< 50%).
  {
    id: 'd15-w3-lagos-pasted-cap-table-rows',
    documentType: 'legal_docs',
    text: `Cap table (fully diluted), pasted from the sheet, 30 Nov

Holder | Class | %
Amara Nwosu (CEO) | Ordinary
| 21.5
Chidi Eze (COO) | Ordinary | 16.0
ESOP (6.0 unallocated) | Options
| 10.0
Harmattan Capital | Pref A
| 30.0
Angels (x11) | Pref Seed | 22.5
TOTAL | | 100.0
note from Amara: both founders are full time, no one else from the founding team`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'split', 'figures'],
  },
  // Savanna now 52% (>= 50%); founders 41% (not under 40%).
  {
    id: 'd15-w3-accra-call-notes-bridge-converted',
    documentType: 'business_plan',
    text: `Call w/ Savanna Ventures, 26 Nov, notes (Kofi)
- the $600k bridge converted on 15 Nov, so Savanna now sits at 52% (was 38%)
- founders together 41% post-conversion, ESOP 7%
- they want 2 of 3 board seats 🤔 pushing back
- they liked Oct numbers: rev $71k, burn $48k
- next: their term sheet draft for the A by Fri, our lawyer to review
- remind them about the Kumasi expansion plan`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'burn-above-revenue'],
    traits: ['list', 'figures', 'time'],
  },
  {
    id: 'd15-w3-kigali-accelerator-cap-table-mismatch',
    documentType: 'pitch_deck',
    text: `Q7. Describe your current shareholding structure.
A: Three founders, one angel syndicate, a small option pool. Honestly, the cap table is not fully reconciled yet: our lawyer's register and our own spreadsheet differ by about 4 percentage points, because two early SAFEs were converted at different caps in each version. New counsel is fixing it in December.

Q8. What is your current revenue?
A: About $23k MRR (November), growing ~9% MoM since June.

Q9. Biggest risk?
A: Hiring senior engineers in Kigali fast enough.`,
    present: ['cap-table-complexity'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'words'],
  },
  {
    id: 'd15-w3-kigali-slack-p2p-circular',
    documentType: 'business_plan',
    text: `[10:02] Jean-Paul: BNR circular is out. wallet-to-wallet transfers might now need a separate authorisation 😐
[10:04] Claudine: might?? what does legal say
[10:11] Jean-Paul: they honestly don't know. the circular is vague and BNR hasn't answered our letter from October. worst case we pause P2P
[10:12] Claudine: P2P is what, 20% of rev?
[10:13] Jean-Paul: ~RWF 18M of the RWF 95M last month yeah
[10:15] Claudine: ok put it in the investor update as a risk, no spin`,
    present: ['regulatory'],
    absent: ['pending-licence', 'customer-concentration'],
    traits: ['split', 'modality'],
  },
  // Cash $310k / net burn $41k a month = 7.6 months (< 9).
  {
    id: 'd15-w3-capetown-update-cash-and-burn-apart',
    documentType: 'business_plan',
    text: `Hi investors 👋 November update from Cape Town

1) Highlights
We signed Pick n Pay's regional DC pilot. Cash in bank at 30 Nov: $310k.

2) Numbers
Revenue $55k (Oct $51k). Gross margin 44%, same as October.

3) Spend
Net burn came in at $41k this month, mostly the two new engineers. Expect it to stay around there until Q2.

4) Asks
Intros to retail ops people in Joburg, please.
Lindiwe`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['split', 'figures', 'indirect'],
  },
  {
    id: 'd15-w3-joburg-director-email-going-concern',
    documentType: 'business_plan',
    text: `From: Naledi (board)
To: founders
Re: directors' report draft

Team, I've marked up the directors' report. We can't leave the going-concern section as drafted. As directors we have to say plainly that there is significant doubt about the company's ability to continue as a going concern unless the Series A closes by March, and I won't sign anything softer. Revenue for the year is ZAR 8.4M (ZAR 6.9M last year), which is good, but the bank facility ends in February and nobody has offered to roll it.
Let's discuss Thursday.
N.`,
    present: ['going-concern'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['prose', 'modality'],
  },
  {
    id: 'd15-w3-nairobi-voice-note-term-break',
    documentType: 'business_plan',
    text: `[voice note, 2:14, auto-transcribed]
hey Musa it's Grace, sorry, I'm driving. so, quick numbers before the call... revenue for October, it came in around, um, 2.1 million shillings, Kenya shillings, and September was 2.6, so yeah it dipped, it's the school term break, parents pay less for the tutoring bundle. November looks better so far but I don't want to promise. burn is like 1.4, same as always. oh and the Mombasa pilot school renewed, so that's good. okay call you at five.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'figures', 'time'],
  },
  {
    id: 'd15-w3-accra-whatsapp-missed-instalments',
    documentType: 'business_plan',
    text: `[22/11 19:05] Kwabena: did Ecobank call you too?
[22/11 19:06] Abena: yes. We missed the Oct instalment and now Nov as well, they sent a formal notice today
[22/11 19:08] Kwabena: how much are we behind
[22/11 19:09] Abena: GHS 186k incl. penalty interest
[22/11 19:12] Kwabena: ok. rev this month ~GHS 540k so we can catch up if MTN pays the invoice on time
[22/11 19:13] Abena: 🙏 let's tell the angels before they hear it elsewhere`,
    present: ['debt-distress'],
    absent: [],
    traits: ['split', 'time'],
  },
  // Gross margin 736,924 / 1,842,310 = 40.0% in 2026 and 602,768 / 1,506,920 = 40.0% in 2025: unchanged.
  {
    id: 'd15-w3-kampala-ocr-income-statement-unaudited',
    documentType: 'financial_statements',
    text: `KAMPALA AGRI-DIRECT LIMlTED
STATEMENT OF C0MPREHENSIVE INC0ME
for the year end ed 30 June 2026
                         2026          2025
                         UGX'000      UGX'000
Rev enue              1,842,  310   1,506,920
Cost of sa les       (1,105, 386)   (904,152)
Gross prof it           736,924      602,768
0perating exp enses    (611, 040)   (529,300)
...
Note 1. Basis of prep aration
These financial state ments have not been aud ited and were pre pared by man agement
for the purp ose of the fund raising.`,
    present: ['audit-opinion'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'split', 'words'],
  },
  // Gross margin 2024: (24.0 - 15.6) / 24.0 = 35%; 2025: (31.5 - 22.1) / 31.5 = 29.8%: down about 5 points.
  {
    id: 'd15-w3-cairo-sheet-margin-slide',
    documentType: 'business_plan',
    text: `Sheet "P&L summary", copied into the chat:
year | revenue (EGP m) | COGS (EGP m) | GM
2024 | 24.0 | 15.6 | 35%
2025 | 31.5 | 22.1
| 30%
2026 budget | 38.0 | 26.6 | 30%

Hany: GM dropped because of the pound devaluation, most of the packaging is imported. Suppliers won't fix prices in EGP anymore.
Mariam: ok, but revenue still grew nicely. let's show the margin line honestly and explain the local packaging plan.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'unrealistic-growth'],
    traits: ['table', 'split', 'figures'],
  },
  // Churn 71 / 1,240 = 5.7% in the month (>= 5%).
  {
    id: 'd15-w3-cairo-slack-subscriber-counts',
    documentType: 'business_plan',
    text: `[Mon 09:30] Yasmin: Oct subscriber numbers are in
[Mon 09:31] Yasmin: opened the month at 1,240 paying, 71 cancelled, 138 new → closed at 1,307
[Mon 09:33] Omar: net growth 👍
[Mon 09:34] Yasmin: net yes. but look at the cancellations...
[Mon 09:36] Omar: fine, we'll look at onboarding again. MRR?
[Mon 09:37] Yasmin: EGP 1.57M, up from 1.49M in Sept`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['split', 'figures', 'indirect'],
  },
  // Without the one-off $9k, recurring revenue is $39.2k, still above October's $37.5k.
  {
    id: 'd15-w3-lagos-update-setup-fee-in-mrr',
    documentType: 'business_plan',
    text: `Payvault monthly update, Lagos, November

MRR: $48.2k (Oct $37.5k) 📈
That includes the $9k integration fee from the Access Bank pilot. It's a one-time payment, but we booked it in MRR because it landed in November.
Active merchants: 1,180
Burn: $36k
Team: 14
Next month: close the Access Bank production contract and hire a second support agent.`,
    present: ['non-recurring-revenue'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['list', 'indirect'],
  },
];
