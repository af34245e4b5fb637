/** Writer 2's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW2P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck (slides), upriver eco-tourism booking platform, The Gambia.
  // missing-financials PRESENT: a deck with no revenue or cost figure at all (only counts, a 15% commission rate,
  //   the USD 250,000 ask and use-of-funds percentages).
  // pending-licence PRESENT (time): tour-operator licence applied for on 11 Feb 2025, "awaiting the Board's decision".
  // no-competition ABSENT: competitors are listed (ground handlers, global booking sites, lodges' WhatsApp lines);
  //   "None bundles..." is a differentiation claim, not a claim of no competitors.
  {
    id: 'h20-en-w2-08',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'time', 'indirect'],
    present: ['missing-financials', 'pending-licence'],
    absent: ['no-competition'],
    text: `RIVERROUTE — Book the real Gambia, upriver
Pre-seed deck, March 2025

Slide 1 — Problem
Visitors stay on the coast: Kololi, Kotu, Cape Point. Upriver lodges at Tendaba, Janjanbureh and Bintang have empty rooms because transfers are hard to arrange and bookings go through cash and WhatsApp.

Slide 2 — Solution
One app for lodge rooms, river-boat transfers and village guides, paid by card or mobile money. We take a 15% commission on each booking.

Slide 3 — Traction
• 14 partner lodges signed; exclusive online inventory for 9 of them
• 3,200 travellers on the waitlist, mostly from the UK, the Netherlands and Scandinavia
• 6 pilot boat transfers run with a Janjanbureh operator in January
• Talks under way with two charter tour operators for the 2025/26 season

Slide 4 — Competition
Coastal ground handlers selling day trips; global booking sites that list a few upriver lodges; lodges' own WhatsApp lines. None of them bundles room, transfer and guide in one booking.

Slide 5 — Licences
• Tour operator licence: application filed with the Gambia Tourism Board on 11 February 2025; we are awaiting the Board's decision.
• River passenger boats: our partner operator holds the permits; we do not run boats ourselves.

Slide 6 — Team
Isatou Njie, CEO — nine years in hotel revenue management in Senegambia.
Lamin Darboe, CTO — built two booking apps for Dakar travel agencies.
Both full-time since October 2024.

Slide 7 — The ask
USD 250,000 pre-seed.
Use of funds: product 40%, lodge and guide onboarding 35%, marketing in source markets 25%.`,
  },
  // 09 — Investor update email, point-of-sale SaaS for shops, Sierra Leone.
  // declining-revenue PRESENT (table): revenue NLe 1,284,000 (Q2) -> NLe 1,117,000 (Q3).
  // non-recurring-revenue PRESENT (split): one-time NLe 72,000 integration fee included in September MRR.
  // high-churn PRESENT (time, figures): monthly churn "was 2.9% in Q1 ... now about 6.4%" (>= 5%);
  //   check: 117 lost / 612 / 3 months = 6.4% a month.
  // short-runway ABSENT (figures): cash NLe 3,400,000 / net burn NLe 270,000 = 12.6 months (>= 9);
  //   burn check: (4,210,000 - 3,400,000) / 3 = 270,000.
  // burn-above-revenue ABSENT: net burn NLe 270,000 a month vs Q3 revenue 1,117,000 / 3 = NLe 372,000 a month.
  // customer-concentration ABSENT (negation): no customer above 12% of revenue.
  {
    id: 'h20-en-w2-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'prose', 'figures', 'time', 'split', 'negation'],
    present: ['declining-revenue', 'non-recurring-revenue', 'high-churn'],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration'],
    text: `From: Aminata Sesay <aminata@kashapos.sl>
To: Kasha investors
Subject: Kasha — Q3 2025 update

Hi all,

Here is our update for July to September. Short version: a hard quarter, and I want to be straight with you about it.

Numbers
                              Q2 2025       Q3 2025
Revenue (NLe)               1,284,000     1,117,000
MRR at quarter end (NLe)      398,000       431,000
Paying merchants                  612           540
Cash at quarter end (NLe)   4,210,000     3,400,000

What happened
- Merchants: we signed 45 new shops and lost 117. Monthly churn was 2.9% in Q1; it is now running at about 6.4%. Most of the shops we lost are small provision stores in Kissy and Wellington that stopped paying after our June price change.
- MRR: the September figure includes the NLe 72,000 integration fee that Freetown Mall Supermarkets paid once for connecting their stock system. We counted it because it is contracted revenue.
- Burn: net burn was about NLe 270,000 a month, so we have a little over a year of cash at the current rate.
- Customers: no customer is above 12% of revenue, so the supermarket deal does not make us dependent on them.

What we are doing
- Reverting the June price change for shops on the basic plan from 1 October.
- A customer-success hire to call every shop in its first 60 days.
- Pausing paid marketing in Bo until churn is back under 4%.

Asks
- Introductions to wholesalers in Freetown who could bundle Kasha with stock credit.
- Anyone with experience of mobile-money collections for subscriptions.

Thanks for the support,
Aminata`,
  },
  // 10 — Board minutes, school-subscription edtech, The Gambia. CLEAN.
  // declining-revenue ABSENT: Q4 revenue D 2,480,000 > Q3 D 2,210,000.
  // gross-margin ABSENT (figures): 63% vs 66% = down 3 points (< 5).
  // non-recurring-revenue ABSENT (negation): one-off training fees shown as other revenue, "not included in ARR".
  // high-churn ABSENT (figures): 84 of 118 schools renewed = 71.2% annual retention (>= 55%); churn 28.8% a year (< 45%).
  // founder-departure ABSENT (negation): co-founder changes role, stays full-time; report that he was leaving is "incorrect".
  // short-runway ABSENT (figures): cash D 7.9M / net burn D 720,000 = 11.0 months (>= 9).
  // burn-above-revenue ABSENT: net burn D 720,000 a month below revenue of about D 830,000 a month.
  // litigation ABSENT (over + modality): parent's complaint withdrawn, no proceedings; "could face claims" is hypothetical.
  {
    id: 'h20-en-w2-10',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'negation', 'modality', 'figures', 'time'],
    present: [],
    absent: [
      'declining-revenue',
      'gross-margin',
      'non-recurring-revenue',
      'high-churn',
      'founder-departure',
      'short-runway',
      'burn-above-revenue',
      'litigation',
    ],
    text: `KARAMO LEARN LIMITED
Minutes of the meeting of the Board of Directors held on 20 March 2025 at the company's office, Bijilo

Present: Fatou Sowe (Chair and CEO), Lamin Sanneh (co-founder), Pa Modou Faye (investor director), Haddy Jatta (independent director)
In attendance: Omar Bah (finance manager), minuting

1. Trading
The finance manager reported Q4 2024 revenue of D 2,480,000, against D 2,210,000 in Q3. Q4 includes D 340,000 of one-off teacher-training fees; these are shown as other revenue and are not included in ARR, which stood at D 9.1 million at 31 December. Gross margin was 63% in Q4 against 66% in Q3, mainly because of depreciation on tablets placed in new schools.

2. Retention
Of the 118 schools subscribed in January 2024, 84 renewed for the 2025 school year. The board noted that this is below the 80% target and asked management for a report on the reasons given by the schools that did not renew.

3. Management
Lamin Sanneh will move from Chief Technology Officer to Chief Product Officer on 1 April. He remains full-time and keeps his seat on the board. The Chair referred to a newspaper item suggesting that he was leaving the company; the board confirmed that the report is incorrect. Kebba Ceesay joins as head of engineering on 1 April.

4. Cash
Cash at 28 February was D 7.9 million. Net burn for January and February averaged D 720,000 a month, against revenue of about D 830,000 a month. The board noted roughly eleven months of runway and agreed that talks on a seed extension should start in the third quarter.

5. Legal
A parent's complaint about access to exam data, raised with the Ministry of Basic and Secondary Education in December, was withdrawn in February; no proceedings exist. Counsel advised that the company could face claims from parents if school data were ever shared without consent, and recommended updated data clauses in school contracts.

6. Any other business
None. The meeting closed at 17:15.`,
  },
  // 11 — Business plan (track record, unit economics, projections), egg farm, The Gambia.
  // gross-margin PRESENT (figures): 1,950,000/9,300,000 = 21.0% (2024) vs 2,290,000/7,900,000 = 29.0% (2023),
  //   down 8.0 points (>= 5); 33.0% in 2022.
  // unit-economics PRESENT (figures): stated D 1,150 contribution per bird; the plan's own per-bird figures give
  //   (3,300 + 250) - (650 + 2,320 + 180) = 3,550 - 3,150 = D 400.
  // declining-revenue ABSENT: revenue 6.4M -> 7.9M -> 9.3M.
  // burn-above-revenue ABSENT: operating profit positive every year (930k, 1,030k, 550k).
  // unrealistic-growth ABSENT (figures): 9.3 -> 12.5 = 1.34x; 12.5 -> 16.8 = 1.34x; 16.8 -> 21.0 = 1.25x.
  // customer-concentration ABSENT: largest buyer 26% of revenue (< 30%).
  // audit-opinion ABSENT: track-record figures from audited accounts with unmodified opinions.
  // debt-distress ABSENT (negation): existing loan repayments on schedule.
  {
    id: 'h20-en-w2-11',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'list', 'figures', 'time'],
    present: ['gross-margin', 'unit-economics'],
    absent: [
      'declining-revenue',
      'burn-above-revenue',
      'unrealistic-growth',
      'customer-concentration',
      'audit-opinion',
      'debt-distress',
    ],
    text: `TANJI LAYERS LIMITED
Business plan 2025–2027 (extract) — supporting an asset-finance request of D 3.5 million for two new laying houses

3. Track record
Figures are taken from our audited accounts (unmodified opinions for 2022, 2023 and 2024).

| GMD               | 2022      | 2023      | 2024      |
|-------------------|-----------|-----------|-----------|
| Revenue           | 6,400,000 | 7,900,000 | 9,300,000 |
| Cost of sales     | 4,290,000 | 5,610,000 | 7,350,000 |
| Gross profit      | 2,110,000 | 2,290,000 | 1,950,000 |
| Overheads         | 1,180,000 | 1,260,000 | 1,400,000 |
| Operating profit  |   930,000 | 1,030,000 |   550,000 |

Imported feed became dearer as the dalasi weakened in 2023–24. We passed part of the increase on through egg prices. Our existing equipment loan (balance D 420,000) is being repaid on schedule.

4. Unit economics
Each layer earns us a net contribution of D 1,150 over its laying cycle, which is why a new house pays for itself in under two years.
Per bird, 72-week cycle, at 2024 prices:
• 300 eggs sold at D 11 each: D 3,300
• spent hen sold at the end of the cycle: D 250
• pullet at point of lay: D 650
• feed, 58 kg at D 40 per kg: D 2,320
• vaccines, lighting, water and share of labour: D 180

5. Customers
Supermarkets on Kairaba Avenue, hotels on the Senegambia strip, and market women in Brikama and Serrekunda. Our largest buyer, a supermarket group, took 26% of 2024 revenue.

6. Projections
| GMD million    | 2025F | 2026F | 2027F |
|----------------|-------|-------|-------|
| Revenue        | 12.5  | 16.8  | 21.0  |
| Birds in lay   | 5,200 | 7,000 | 8,800 |

The two new houses (2,400 birds each) are stocked in March 2025 and March 2026.`,
  },
  // 12 — Business plan with projection table, ice and cold storage for artisanal fishers, Sierra Leone. CLEAN.
  // unrealistic-growth ABSENT (figures): 3,150 -> 11,300 = 3.59x (< 4x); 11,300 -> 19,800 = 1.75x;
  //   19,800 -> 28,400 = 1.43x; not 3x a year over three years (28,400 / 3,150 = 9.0x, far below 27x).
  // gross-margin ABSENT (figures): 1,320/3,150 = 41.9%; 4,650/11,300 = 41.2%; 8,310/19,800 = 42.0%;
  //   12,210/28,400 = 43.0% (no fall of 5 points).
  // unit-economics ABSENT (figures): 4.5 t x NLe 1,500 x 300 days = NLe 2,025,000; 45% left = NLe 911,250 a year;
  //   payback 874,000 / 911,250 = 0.96 year = about 11.5 months, consistent with "roughly 12 months".
  // burn-above-revenue ABSENT: EBITDA positive every year (310, 1,700, 3,610, 5,910).
  // pending-licence ABSENT: EPA-SL licence and fisheries cold-store permit both granted in 2024.
  // no-competition ABSENT: two Freetown ice plants and freezer owners named as competitors.
  // customer-concentration ABSENT (negation): no single buyer above 6% of revenue.
  // debt-distress ABSENT (negation): existing loan repaid on time, no arrears.
  {
    id: 'h20-en-w2-12',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'prose'],
    present: [],
    absent: [
      'unrealistic-growth',
      'gross-margin',
      'unit-economics',
      'burn-above-revenue',
      'pending-licence',
      'no-competition',
      'customer-concentration',
      'debt-distress',
    ],
    text: `TOMBO COLD CHAIN LIMITED
Business plan 2025–2027 — summary for lenders

1. What we do
We make block and flake ice and rent cold-room space to artisanal fishers and fish traders at Tombo, Western Area Rural. Today we run one 5-tonne-a-day ice machine and a 40 m3 cold room on solar-diesel hybrid power.

2. Market and competitors
Demand peaks in the dry-season catch (November to April), when fishers queue for ice before dawn. We compete with two ice plants in Freetown and with traders who run chest freezers; we win on distance and on reliable power.

3. Licences
The EPA-SL licence and the Ministry of Fisheries and Marine Resources cold-store permit were both granted in 2024 and are valid until 2026.

4. Financial projections (NLe '000; 2024A from audited accounts)
                    2024A    2025F    2026F    2027F
Revenue             3,150   11,300   19,800   28,400
Cost of sales       1,830    6,650   11,490   16,190
Gross profit        1,320    4,650    8,310   12,210
Operating costs     1,010    2,950    4,700    6,300
EBITDA                310    1,700    3,610    5,910

The 2025 step-up comes from three more ice machines (two installed in January 2025, one due in May), the new 20-tonne cold room from the second quarter and a refrigerated van service to Freetown markets.

5. Unit economics of one ice machine
Installed cost USD 38,000 (about NLe 874,000). Output of 4.5 tonnes a day, sold at NLe 1,500 a tonne for 300 working days, gives about NLe 2.03 million a year. Power, water and bags take 55% of sales, leaving about NLe 911,000 a year: a payback of roughly 12 months.

6. Customers
About 420 fishers and 35 fish traders buy from us each season. No single buyer accounts for more than 6% of revenue.

7. Funding request
NLe 4.5 million (about USD 196,000) over five years for the 20-tonne cold room and the van. Our first loan, for the original machine, has been repaid on time with no arrears.`,
  },
  // 13 — Term sheet (Series A), agro-input distribution, Sierra Leone.
  // investor-control PRESENT (figures): USD 1,800,000 / post-money USD 3,200,000 = 56.25% (>= 50%) for the Lead Investor.
  // cap-table-complexity PRESENT: "current cap table is not reconciled"; register 1,000,000 vs spreadsheet 1,180,000
  //   shares; unclear whether 2022 notes converted.
  // litigation ABSENT (negation): warranty that no litigation is pending or threatened.
  // pending-licence ABSENT: fertiliser import permit already renewed on 2 May 2025; only a copy is to be delivered.
  {
    id: 'h20-en-w2-13',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'figures', 'prose', 'negation'],
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['litigation', 'pending-licence'],
    text: `TERM SHEET — SERIES A PREFERRED SHARES
AGRILINK SALONE LIMITED
Date: 16 June 2025
Non-binding, except for the Confidentiality, Exclusivity and Governing Law sections.

Company: AgriLink Salone Limited, Bo, Sierra Leone (the "Company"), a distributor of seed, fertiliser and crop-protection products through 160 agro-dealers.

Lead Investor: West Africa Growth Partners II LP.

Amount: USD 1,800,000 in a single closing.

Valuation: pre-money valuation of USD 1,400,000; post-money valuation of USD 3,200,000, both on a fully diluted basis.

Price per share: the pre-money valuation divided by the fully diluted share capital immediately before Closing, including any shares issued on conversion of the 2022 notes and the unallocated option pool.

Liquidation preference: 1x non-participating.

Anti-dilution: broad-based weighted average.

Board: five directors — three appointed by the Lead Investor and two by the Founders. The Lead Investor appoints the Chair.

Protective provisions: consent of the Lead Investor for new share issues, borrowing above USD 250,000, sale of the business and changes to the annual budget.

Founder vesting: 25% of each Founder's shares vested at Closing; the remaining 75% vest monthly over 36 months.

Conditions precedent:
(a) satisfactory legal, financial and commercial due diligence;
(b) capitalisation table — the Company's current cap table is not reconciled. The register of members filed with the Corporate Affairs Commission shows 1,000,000 ordinary shares, management's spreadsheet shows 1,180,000, and it is unclear whether the two 2022 convertible notes (USD 90,000 in total) have converted. The Company shall deliver a reconciled cap table, certified by the company secretary, before Closing;
(c) delivery of a certified copy of the fertiliser import permit, renewed by the Ministry of Agriculture on 2 May 2025.

Warranties: customary warranties, including that no litigation is pending or, to the Company's knowledge, threatened against the Company.

Exclusivity: 60 days from signature.

Governing law: the laws of Sierra Leone.`,
  },
];
