/**
 * Development set, fifteenth round, informal founder and investor writing in English (2026-11-30), part 2 of 2,
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthInformalEn2: readonly RedFlagCase[] = [
  {
    id: 'd15-w3-lagos-accelerator-psp-applied',
    documentType: 'pitch_deck',
    text: `Licences & regulation: do you hold all the licences you need to operate?
We applied to the Central Bank of Nigeria for a Payment Solution Service Provider licence in March 2026. The application is complete and acknowledged; approval is still pending. In the meantime we process through our sponsor bank, Wema, under their licence.

Revenue in the last 12 months: ₦212m. Monthly costs: ~₦14m.

Team: 2 founders, 9 staff, all in Yaba.`,
    present: ['pending-licence'],
    absent: ['regulatory', 'burn-above-revenue'],
    traits: ['prose', 'time'],
  },
  // 2027 projection $2.0m / 2026 $0.4m = 5× in one year (>= 4×).
  {
    id: 'd15-w3-abidjan-one-pager-five-x',
    documentType: 'pitch_deck',
    text: `AquaPay one-pager (Abidjan)
Problem: water utilities in West Africa collect under 60% of what they bill.
Solution: mobile-money metering and collections for small utilities.
Traction: $400k revenue in 2026, 12 utilities live, 3 countries.
Plan: revenue of $2.0m in 2027 and $5.5m in 2028 as we sign the national utilities.
Team: ex-Orange and ex-SODECI engineers.
Ask: $1.5m seed.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['list', 'figures'],
  },
  // Burn ~$26k > revenue ~$18k a month; runway $640k / $26k = 24.6 months.
  {
    id: 'd15-w3-amani-call-notes-burn-over-rev',
    documentType: 'business_plan',
    text: `Call notes, Tuesday w/ Amani (Nairobi, B2B payroll)
- rev ~ $18k/mo, flat-ish since Aug
- burn ~ $26k/mo (team of 11, AWS, office)
- cash ~ $640k after the angel top-up
- they think breakeven mid-2027 if the two bank deals land
- I asked about churn: "basically none" on the enterprise side
- follow up: data room link + references`,
    present: ['burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w3-nairobi-deck-no-money-lines',
    documentType: 'pitch_deck',
    text: `SLIDE 1: FarmLink Kenya, "the post-harvest layer for smallholders"
SLIDE 2: Problem: smallholders lose up to 40% of their harvest after it leaves the field
SLIDE 3: Solution: shared cold rooms + a booking app for cooperatives
SLIDE 4: Traction: 40 pilot cooperatives, 6,200 farmers registered, NPS 71
SLIDE 5: Team: Njeri (ex-Twiga), Brian (ex-Safaricom)
SLIDE 6: Ask: $750k seed to reach 200 cooperatives`,
    present: ['missing-financials'],
    absent: [],
    traits: ['list', 'indirect'],
  },
  // Paid CAC = $36,000 / 1,500 new borrowers = $24, not the stated ~$12.
  {
    id: 'd15-w3-nairobi-update-cac-doesnt-add-up',
    documentType: 'business_plan',
    text: `Q3 update, Nairobi (SME lending app)
- Revenue Q3: $212k (Q2: $174k)
- Unit economics: CAC steady at ~$12, payback under 2 months
- Paid acquisition in Q3: $36k of spend, 1,500 new borrowers
- NPL ratio 3.1%
- Next: launch in Mombasa, second lender partner
Thanks all, M.`,
    present: ['unit-economics'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd15-w3-kampala-fwd-accountant-vat-paye',
    documentType: 'business_plan',
    text: `Fwd from our accountant, lightly edited:

"Hi Daniel, as discussed: you are behind on VAT and PAYE by UGX 86m in total (July–October). I have asked URA for a payment plan, no reply yet.
Also, Q3 revenue closed at UGX 640m against UGX 702m in Q2, mostly the lost Jinja contract. Please don't let the board hear this from someone else."

Daniel's note to the board: I'd rather you read it from me. Plan attached, we'll catch up on the arrears by February.`,
    present: ['debt-distress', 'declining-revenue'],
    absent: ['regulatory'],
    traits: ['split', 'figures', 'time'],
  },
  // Largest customer ₦50.4m / ₦180m = 28% (< 30%); no other customer named.
  {
    id: 'd15-w3-lagos-slack-concentration-28',
    documentType: 'business_plan',
    text: `#board-prep
[11:02] Tolu: someone will ask about concentration again
[11:03] Tolu: biggest client this year = Shoprite NG, ₦50.4m of ₦180m total rev
[11:05] Bisi: and after them?
[11:05] Tolu: long tail. nobody else is above 5% each
[11:07] Bisi: ok so we're fine. put the number on the slide before they ask
[11:08] Tolu: 👍 revenue up 40% on last year too, I'll add that`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['split', 'figures', 'negation'],
  },
  // Cash $470k / net burn $50k = 9.4 months (not under 9); burn $50k < revenue $62k.
  {
    id: 'd15-w3-kigali-newsletter-runway-just-over',
    documentType: 'business_plan',
    text: `Kigali newsletter, November ✉️

Cash at month end: $470k.
Revenue: $62k, up from $58k.
Net burn: $50k.

Before anyone does the maths and emails me: yes, that's a bit over nine months of runway, and the bridge from our existing investors is signed, wiring in December. We're not raising in a panic.

Team news: Diane joined as head of sales from MTN.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['split', 'figures', 'negation'],
  },
  {
    id: 'd15-w3-lagos-whatsapp-rumour-not-leaving',
    documentType: 'business_plan',
    text: `[08:15] Chuka (angel): Saw a tweet saying Amina is leaving for Flutterwave??
[08:20] Kemi: 😂 no. She interviewed their CTO for a podcast. She's not going anywhere
[08:21] Amina: confirmed, still here, just re-signed my vesting for 4 more years lol
[08:23] Chuka: good. numbers for the update?
[08:25] Kemi: rev ₦96m in Oct vs ₦88m Sept, burn ₦61m. cap table unchanged`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['split', 'negation'],
  },
  {
    id: 'd15-w3-cairo-investor-call-qa-settled',
    documentType: 'business_plan',
    text: `Q&A from the investor call (Cairo), notes by Reem

Q: What about the lawsuit with your former distributor?
A: Settled in September. The case was formally withdrawn on 2 October and the settlement (EGP 350k) is fully paid. There's nothing open today.
Q: Any other disputes, or threats of one?
A: None.
Q: Revenue?
A: EGP 4.8M in Q3, EGP 4.1M in Q2.
Q: Biggest customer?
A: Under 15% of sales.`,
    present: [],
    absent: ['litigation', 'customer-concentration'],
    traits: ['list', 'negation', 'time'],
  },
  // Churn 92 / 2,000 = 4.6% in the month (< 5%).
  {
    id: 'd15-w3-nairobi-notion-churn-under-five',
    documentType: 'business_plan',
    text: `Customer metrics (pasted from Notion), Nairobi, October
Start of Oct: 2,000 active subscribers
Cancelled in Oct: 92
New in Oct: 160
End of Oct: 2,068
MRR: KES 4.1M (Sept: KES 3.97M)
Comment: cancellations mostly from the free-trial cohort in Eldoret; call-centre outreach starts Monday.`,
    present: [],
    absent: ['high-churn'],
    traits: ['list', 'figures'],
  },
  // 2027: $3.3m / $1.1m = 3× (< 4×); 2026 to 2029: $12.5m / $1.1m = 11.4× over three years (< 27×).
  {
    id: 'd15-w3-accra-plan-three-x-then-slower',
    documentType: 'business_plan',
    text: `Plan slide (Accra), copied out of the deck for the angels

2026 revenue: $1.1m (actual YTD + December forecast)
2027: $3.3m (3×, driven by the two hospital groups already signed)
2028: $7.0m
2029: $12.5m

Assumptions: no new country before 2028, prices flat in cedi terms, headcount from 22 to 60.
Happy to walk anyone through the model.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['table', 'figures'],
  },
  // Cash ₦1.1bn / burn ₦52m = 21 months; burn ₦52m < revenue ₦74m.
  {
    id: 'd15-w3-lagos-random-channel-jokes',
    documentType: 'business_plan',
    text: `#random
[16:40] Dayo: new investor asked if we have competitors. I said "only every bank in Lagos" 😂
[16:41] Ife: should've told him we're going 100x by Friday
[16:41] Dayo: and that our runway is infinite because vibes
[16:42] Ife: lol. seriously though: rev ₦74m this month, burn ₦52m, cash ₦1.1bn. send him that
[16:43] Dayo: sent. with the competitor slide. all six of them`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'short-runway'],
    traits: ['split', 'words', 'negation'],
  },
  // GM 2025 (61.2 - 30.6) / 61.2 = 50%; 2024 (44.0 - 22.9) / 44.0 = 48%; total costs 54.7 < 61.2.
  {
    id: 'd15-w3-nairobi-audited-summary-clean',
    documentType: 'financial_statements',
    text: `NAIROBI HEALTHTECH LTD, summary of audited financial statements, FY ended 31 Dec 2025
(sent to the angels by WhatsApp, retyped)

Auditor's opinion: unmodified. No emphasis of matter, no material uncertainty on going concern.
Revenue: KES 61.2M (2024: KES 44.0M)
Cost of sales: KES 30.6M (2024: KES 22.9M)
Operating expenses: KES 24.1M (2024: KES 20.3M)
Bank loan: current on all repayments.
Directors: "no doubt about the company continuing as a going concern."`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress'],
    traits: ['list', 'negation'],
  },
  {
    id: 'd15-w3-accra-slack-licence-granted',
    documentType: 'business_plan',
    text: `#general
[12:01] Efua: 🎉🎉 BoG granted the EMI licence this morning!!!
[12:02] Kojo: after 14 months of waiting lol
[12:03] Efua: letter is in the drive. No conditions beyond the standard ones.
[12:05] Kojo: so we can finally switch off the partner-bank setup in Jan. that's GHS 40k/month saved, vs our GHS 780k monthly rev
[12:06] Efua: drinks on Friday 🥂`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['split', 'time'],
  },
  {
    id: 'd15-w3-casablanca-update-loan-on-time',
    documentType: 'business_plan',
    text: `Monthly update, Casablanca, November

Revenue: MAD 1.1M (October: MAD 1.02M)
Total costs: MAD 0.9M
Debt: people asked after the news about another startup's default, so to be clear: our MAD 2.4M loan from Bank of Africa is current. Every instalment has been paid on time, and the DSCR covenant sits at 1.6× against a 1.25× minimum. No waiver requested, none needed.
Hiring: one ops manager in Tangier.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    traits: ['prose', 'negation'],
  },
  // Gross margin 42% → 38%: down 4 points (< 5).
  {
    id: 'd15-w3-tunis-call-notes-margin-four-points',
    documentType: 'business_plan',
    text: `Call notes, Tunis, olive-oil export startup (Hatem + Leila)
- GM was 42% last year, 38% this year (fuel + glass bottles)
- revenue TND 3.9M this year vs TND 3.2M last year
- opex TND 1.1M, profitable at EBITDA level
- they're hedging bottle prices with a 12-month contract from January
- ask: TND 2M for a second bottling line
- my take: solid, margin dip explained`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['list', 'figures', 'time'],
  },
];
