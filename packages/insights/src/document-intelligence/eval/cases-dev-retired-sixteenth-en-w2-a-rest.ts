/** The rest of held-out-sixteenth-en-w2-a.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthEnW2ARest: readonly RedFlagCase[] = [
  // h16-en-w2-08 — Tanzania, SaaS for SACCOs, shareholders' agreement. CLEAN.
  // low-founder-ownership absent: founders 22.0 % + 19.0 % = 41.0 % (≥ 40 %).
  // investor-control absent: Serengeti Ventures I holds 48.0 % (< 50 %). Check: 22 + 19 + 48 + 11 = 100 %.
  // dead-equity absent: the former engineer's vested options were repurchased and cancelled; she was not a founder or
  //   executive, so founder-departure is absent too. The leaver clause is hypothetical.
  // cap-table-complexity absent: register reconciled with BRELA, no differences.
  {
    id: 'h16-en-w2-08',
    documentType: 'legal_docs',
    text: `HISA CLOUD LIMITED — SHAREHOLDERS' AGREEMENT (extracts)

Schedule 1 — Capitalisation at completion
Holder                                   Shares          %
Amani Mollel (founder, CEO)           2,200,000       22.0
Rehema Swai (founder, CTO)            1,900,000       19.0
Serengeti Ventures I                  4,800,000       48.0
ESOP (600,000 granted, 500,000 free)  1,100,000       11.0
Total                                10,000,000      100.0

Clause 7 — Leavers. If a Founder ceases to be employed before the fourth anniversary of completion, the Company may
buy back that Founder's unvested shares at nominal value and vested shares at fair value.

Clause 7.5 — A former software engineer who left in 2023 held 40,000 vested options. The Company repurchased them on
15 January 2024 and they were cancelled; they are not included in Schedule 1.

Clause 8 — Board. Serengeti Ventures I may appoint two of five directors; the Founders appoint two; the fifth is an
independent director agreed by both.

Clause 12 — The Company secretary reconciled the register of members with the BRELA records on 12 March 2024 and
found no differences.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    traits: ['table', 'prose', 'figures', 'modality', 'time'],
  },

  // h16-en-w2-09 — Liberia, motorbike and keke ride-hailing with lease-to-own, pitch deck.
  // no-competition: "There is no competitor" / no other app in Monrovia.
  // unit-economics: claim "pays back in under 6 months"; own figures: net per bike 165 − 80 = USD 85 a month;
  //   USD 1,450 / 85 = 17.1 months, contradicting the claim.
  // unrealistic-growth: revenue USD 0.26m (2024) → 1.9m (2025) = 7.3× in a year (≥ 4×).
  //   (2024 check: USD 21,400 a month × 12 ≈ 0.26m.)
  // Tempting but absent: pending-licence (Ministry of Transport permit granted March 2024);
  //   missing-financials (revenue and per-bike cost figures given).
  {
    id: 'h16-en-w2-09',
    documentType: 'pitch_deck',
    text: `KekeGo — Seed deck, September 2024

Slide 2 — Problem
Monrovia commuters wait 40 minutes for a keke at peak. Riders can't afford their own bikes.

Slide 3 — Competition
There is no competitor. No other ride-hailing app operates in Monrovia, and nobody finances bikes for riders.

Slide 4 — Traction
38 keke and 120 motorbikes on the platform. Average fare LRD 180. Revenue August 2024: USD 21,400.
Operating permit from the Ministry of Transport granted in March 2024.

Slide 5 — Unit economics: every bike pays back in under 6 months
- Landed cost of a motorbike in Monrovia: USD 1,450
- Lease income per bike: USD 165 a month
- Maintenance, insurance and tracker per bike: USD 80 a month

Slide 6 — Revenue plan
2024: USD 0.26m    2025: USD 1.9m    2026: USD 6.5m

Slide 7 — The ask
USD 750k to put 400 more bikes on the road in Monrovia and Gbarnga.`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth'],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },

  // h16-en-w2-10 — Liberia, school-fee collections fintech, pitch deck. CLEAN.
  // no-competition absent: named competitors (bank portals, wallets).
  // unrealistic-growth absent: 0.40 → 1.1 (2.75×) → 2.6 (2.36×) → 5.5 (2.12×); over three years 5.5 / 0.40 = 13.75×
  //   (< 27× = 3× a year for three years); no single year at 4×.
  // burn-above-revenue absent: June costs USD 71k < revenue USD 96k.
  // pending-licence absent: CBL PSP licence held since 2022.
  // declining-revenue absent: H1 2024 USD 0.49m already above full-year 2023 USD 0.40m.
  {
    id: 'h16-en-w2-10',
    documentType: 'pitch_deck',
    text: `Kwagei Pay — Series A deck (text)

Problem: parents in Liberia queue at banks to pay school fees; schools reconcile by hand.
Solution: one collection account per school, paid from Orange Money, MTN MoMo or a bank card, reconciled automatically.

Competition
We are not the only option. Two commercial banks run fee portals, and Orange Money and MTN MoMo let parents pay
merchants directly. We win on reconciliation and on USD/LRD dual-currency receipts.

Licensing: payment service provider licence from the Central Bank of Liberia since 2022.

Traction
- 2023 revenue: USD 0.40m
- January–June 2024 revenue: USD 0.49m
- June 2024: revenue USD 96k, operating costs USD 71k
- 312 schools, 41,000 paying parents

Plan (USD m)
2024: 1.1    2025: 2.6    2026: 5.5

Raising USD 3m to expand to Ghana's Volta region schools.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'burn-above-revenue', 'pending-licence', 'declining-revenue'],
    traits: ['list', 'figures', 'negation'],
  },

  // h16-en-w2-11 — Egypt, treasury-reconciliation B2B SaaS, investor update.
  // non-recurring-revenue: ARR of EGP 42.0m includes the EGP 9.0m one-off integration fee (true run-rate 42.0 − 9.0 = 33.0m).
  // customer-concentration (fraction in words): Bank X brings "roughly two-fifths" of revenue year to date:
  //   (9.0 fee + 2 × 0.6 subscription) = 10.2 / (Q1 7.6 + Q2 17.3 = 24.9) = 41 % (≥ 30 %).
  // founder-departure (paraphrase): co-founder/CTO Dina has handed in her notice (announced departure).
  // Tempting but absent: short-runway (19.0 / 1.2 = 15.8 months); burn-above-revenue (net burn EGP 1.2m a month vs
  //   monthly revenue above EGP 2.5m); declining-revenue (Q2 17.3 > Q1 7.6); dead-equity (she has not left yet; nothing
  //   said about her shares).
  {
    id: 'h16-en-w2-11',
    documentType: 'business_plan',
    text: `Mizan Cloud — Q2 2024 update to investors

Hi all,

Good quarter on the numbers, one difficult piece of team news.

Numbers
- ARR at 30 June: EGP 42.0m. This includes the EGP 9.0m integration fee Bank X paid in May for the core-banking
  connector; we have put it in ARR because it was billed under the same master subscription agreement.
- Revenue: Q1 EGP 7.6m, Q2 EGP 17.3m.
- Bank X is now roughly two-fifths of our revenue year to date.
- Cash at 30 June: EGP 19.0m; net burn about EGP 1.2m a month.

Team
Dina, my co-founder and our CTO, has handed in her notice. She will stay until 31 August to hand over to Karim,
who has led the platform team since 2022. Dina and I are on good terms and she will remain available to us.

Next quarter: two more banks in pilot.

Youssef`,
    present: ['non-recurring-revenue', 'customer-concentration', 'founder-departure'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'dead-equity'],
    traits: ['list', 'prose', 'indirect', 'figures', 'time'],
  },

  // h16-en-w2-12 — Ethiopia, exam-prep edtech, business plan.
  // pending-licence: application to the Education and Training Authority filed February 2024, under review, not granted.
  // unrealistic-growth: no single year reaches 4× (21.6/6.0 = 3.6×; 72.0/21.6 = 3.33×; 228.0/72.0 = 3.17×), but over
  //   three years 228.0 / 6.0 = 38× ≥ 27× (3× a year for three years). Revenue check: learners × ETB 1,200.
  // Tempting but absent: regulatory (no sanction and no uncertainty stated, only an application in review);
  //   burn-above-revenue (FY2024 costs ETB 4.8m < revenue ETB 6.0m).
  {
    id: 'h16-en-w2-12',
    documentType: 'business_plan',
    text: `FIDEL LEARN PLC — Business plan 2025–2027 (summary)

1. What we do
Grade 12 national-exam preparation in Amharic, Afaan Oromo and English, delivered by app and Telebirr-paid SMS
bundles. Annual subscription: ETB 1,200 per learner.

2. Accreditation
To issue certificates for our teacher-upgrade courses we need accreditation as a distance-education provider. We
applied to the Education and Training Authority in February 2024; the application is under review and no decision
has been issued yet.

3. Projections
Year               Paying learners    Revenue (ETB m)
FY2024 (actual)         5,000              6.0
FY2025                 18,000             21.6
FY2026                 60,000             72.0
FY2027                190,000            228.0

4. Costs
FY2024 operating costs were ETB 4.8 million, mostly tutors and content.

5. Funding
We seek ETB 60 million to fund regional content and marketing in Oromia and Amhara.`,
    present: ['pending-licence', 'unrealistic-growth'],
    absent: ['regulatory', 'burn-above-revenue'],
    traits: ['table', 'prose', 'figures', 'indirect', 'time'],
  },

  // h16-en-w2-13 — Uganda, agri marketplace, pitch deck with no financial figures.
  // missing-financials (indirect): a deck with users, tonnes and districts but no revenue or cost figure anywhere.
  // cap-table-complexity (paraphrase): still working out which SAFE holders converted and at what price; table to follow.
  // Tempting but absent: no-competition (brokers and two apps named as competitors);
  //   low-founder-ownership (no percentages given).
  {
    id: 'h16-en-w2-13',
    documentType: 'pitch_deck',
    text: `KASUKU AGRO — Seed deck

1. Problem: smallholder maize farmers in Uganda sell to brokers at the farm gate and lose up to a third of value.
2. Solution: a USSD and app marketplace linking farmer groups directly to feed millers, with weighed and graded lots.
3. Traction: 4,200 farmers registered, 37 offtakers, 11 districts, 9,800 tonnes traded since launch.
4. Competition: village brokers; two apps (FarmLink and SokoShamba) active in the Eastern region.
5. Why now: mobile money is everywhere; millers want traceable grain.
6. Team: Ronald Okello (CEO, ex-Olam) and Grace Atim (CTO).
7. Cap table: to follow. We are still working through which of the 2022 SAFE holders converted at the pre-seed and
   at what price, so we cannot yet show final percentages.
8. The ask: we are raising a seed round to expand into Northern Uganda.`,
    present: ['missing-financials', 'cap-table-complexity'],
    absent: ['no-competition', 'low-founder-ownership'],
    traits: ['list', 'indirect'],
  },
];
