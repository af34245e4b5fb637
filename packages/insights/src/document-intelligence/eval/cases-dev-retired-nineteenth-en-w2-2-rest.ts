/** The rest of cases-dev-retired-nineteenth-en-w2-2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW2P2Rest: readonly RedFlagCase[] = [
  // 11 — Pre-seed deck, freight marketplace, Mogadishu.
  // missing-financials PRESENT: no revenue or cost figure anywhere (only tonnes, trips, trucks, the $750k ask and
  //   use-of-funds percentages).
  // unrealistic-growth ABSENT: verified trucks 340 -> 900 = 2.6x in a year (< 4x).
  // no-competition ABSENT: brokers, two Nairobi apps and importers' fleets named.
  // pending-licence ABSENT: brokerage permit granted 6 Aug 2024.
  {
    id: 'h19-en-w2-11',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SAHAN CARGO
Book a truck from Mogadishu port to anywhere on the road.
Pre-seed deck · Mogadishu · January 2025

01 | Why now
- Most of southern Somalia's imports come through Mogadishu port and leave
  by truck to Afgooye, Baidoa, Beledweyne and Kismayo.
- Today a trader finds a truck through a broker at Bakaara market, by phone,
  on trust, with no tracking.
- Truck owners drive back empty on more than half of their return trips
  (our driver survey, 212 owners).

02 | What Sahan does
- Trader posts a load on the app or by USSD
- Verified truck owners bid; the trader picks price and driver
- SMS location update at each checkpoint, photo proof of delivery
- Payment by EVC Plus or eDahab on delivery

03 | Pilot, September–December 2024
- 340 truck owners verified (ID, logbook, two references)
- 96 traders posted loads
- 1,250 tonnes moved on 118 trips, Mogadishu–Afgooye and Mogadishu–Baidoa
- Average time to match a load: 3 h 40 min (brokers: one to two days)
- No consignment lost

04 | Business model
Commission on each load, paid by the trader at booking.
Premium listing for fleets of five trucks or more.

05 | Market
More than 2 million tonnes a year leave Mogadishu port by road (our estimate
from port throughput).

06 | Who else
- Bakaara brokers: the real competition; trusted, give credit, no tracking
- Two Nairobi-based freight apps testing in Mogadishu
- Large importers' own fleets
We win on tracking, matching speed and discounted return loads.

07 | Licences
Registered with the Ministry of Commerce and Industry (November 2023).
Freight brokerage permit from the Ministry of Transport and Civil Aviation
granted 6 August 2024.

08 | Plan for 2025
- Verified trucks: 340 -> 900
- New routes: Mogadishu–Beledweyne, Mogadishu–Kismayo
- Team: 6 -> 14

09 | Team
Ilhan Abdullahi Farah, CEO — six years at a Mogadishu clearing and forwarding agent
Yusuf Ali Warsame, CTO — built USSD services for a Mogadishu telecom
Founders hold 85%; angels 15%.

10 | The ask
Raising $750,000 pre-seed.
Use of funds: product 40%, driver onboarding 35%, operations 25%.`,
    present: ['missing-financials'],
    absent: ['unrealistic-growth', 'no-competition', 'pending-licence'],
    traits: ['list', 'indirect'],
  },

  // 12 — Shareholders' agreement (extract), pharmacy chain, Mogadishu. CLEAN.
  // low-founder-ownership ABSENT: founders 31.0% + 24.0% = 55.0% (>= 40%).
  // investor-control ABSENT: Gacal 260,000 / 1,000,000 = 26.0% (< 50%), despite its reserved-matter consent.
  // cap-table-complexity ABSENT: warranted complete and agreeing with the register; 310+240+260+110+80 = 1,000k.
  // dead-equity ABSENT: the adviser's 15,000 shares bought back and cancelled on 30 June 2024.
  // related-party ABSENT: clause 9.1, no contract with any Founder or relative.
  // litigation ABSENT: none pending or threatened; clause 14 covers only future disputes.
  // Check: $1,100,000 / 260,000 = $4.23 per share.
  {
    id: 'h19-en-w2-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHAREHOLDERS' AGREEMENT — EXTRACT (clauses 3, 4, 7, 9, 11, 14 and Schedule 2)
HIIL HEALTH LTD
A company registered with the Ministry of Commerce and Industry,
Federal Government of Somalia · Dated 20 January 2025

PARTIES
(1) Dr. Fartuun Ali Osman and (2) Ahmed Yusuf Dirie (the "Founders");
(3) Gacal Diaspora Fund I LP ("Gacal");
(4) the Angel Investors listed in Schedule 1; and
(5) Hiil Health Ltd (the "Company").

3. SHARE CAPITAL
3.1 The share capital of the Company at the date of this Agreement is set out
    in Schedule 2. The Company and the Founders warrant that Schedule 2 is
    complete, agrees with the register of members and the share certificates
    issued, and that no options, warrants, convertible notes, SAFEs or other
    rights to shares exist other than the Option Pool.
3.2 Gacal has subscribed $1,100,000 for 260,000 Preference Shares at $4.23
    per share.

4. BOARD
4.1 The Board has five directors: two appointed by the Founders, one by Gacal,
    one by a majority of the Angel Investors, and one independent director
    chosen by the Founders with Gacal's consent.
4.2 The consent of the Gacal director is required for the Reserved Matters in
    Schedule 3.

7. LEAVERS AND BUY-BACK
7.1 A Founder who ceases to be employed by the Company within four years of
    this Agreement is a Leaver, and the Company shall buy back the Leaver's
    unvested shares within sixty days.
7.5 The Parties record that the 15,000 Ordinary Shares issued in 2022 to
    Mr. Liban Cabdi Nuur under his advisory agreement were bought back by the
    Company for $6,000 on 30 June 2024 and cancelled. Mr. Nuur, who was never
    an employee or officer, is no longer a member of the Company.

9. TRANSACTIONS WITH FOUNDERS
9.1 The Founders confirm that at the date of this Agreement the Company has no
    contract, lease or supply arrangement with any Founder, any relative of a
    Founder, or any company in which any of them holds an interest.
9.2 Any such arrangement in future requires the prior written approval of the
    Gacal director.

11. WARRANTIES (extract)
11.3 No litigation, arbitration or administrative proceedings are pending or,
     so far as the Warrantors are aware, threatened against the Company.
11.4 Each of the Company's nine pharmacies in Mogadishu operates under a
     current licence from the Federal Ministry of Health and Human Services;
     the licences are listed in Schedule 4.

14. DISPUTES
14.1 Any dispute under this Agreement that the Parties cannot settle within
     30 days shall be referred to arbitration under the rules of the Nairobi
     Centre for International Arbitration, seated in Nairobi, in English.

SCHEDULE 2 — SHARE CAPITAL (FULLY DILUTED) AT 20 JANUARY 2025
Shareholder                         Class          Shares        %
Dr. Fartuun Ali Osman               Ordinary      310,000      31.0
Ahmed Yusuf Dirie                   Ordinary      240,000      24.0
Gacal Diaspora Fund I LP            Preference    260,000      26.0
Angel Investors (7, Schedule 1)     Ordinary      110,000      11.0
Option Pool (reserved, unissued)    Ordinary       80,000       8.0
Total                                           1,000,000     100.0`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'related-party'],
    traits: ['table', 'negation', 'time'],
  },

  // 13 — Seed-extension deck, medicine distribution to private clinics, Monrovia, Liberia. CLEAN.
  // unit-economics ABSENT: stated figures agree: 522,000 / (avg 187 clinics x 12) = ~US$ 233 a month per clinic (deck: 235);
  //   235 x 23% = 54 gross profit; x 36 months = 1,944 LTV; / CAC 410 = 4.7x, as stated.
  // high-churn ABSENT: 1.8% a month (< 5%).
  // burn-above-revenue ABSENT: costs 402,000 + 105,000 = 507,000 < revenue 522,000 (operating profit 15,000).
  // unrealistic-growth ABSENT: 1,100,000 / 522,000 = 2.1x; 2,000,000 / 1,100,000 = 1.8x.
  // gross-margin ABSENT: 22% -> 24%, rising; 2024 overall 120/522 = 23.0%.
  // customer-concentration ABSENT: largest customer 8%. pending-licence ABSENT: LMHRA licence granted and renewed.
  // Check: quarters 96+118+141+167 = 522; Q4 167,000 x ~194 = L$ 32.4 million.
  {
    id: 'h19-en-w2-13',
    documentType: 'pitch_deck',
    language: 'en',
    text: `TULU HEALTH SUPPLY
Medicines for Liberia's private clinics — ordered on WhatsApp, delivered same day
Seed extension · US$ 900,000 · Monrovia, April 2025

1 | The problem
- Liberia's private clinics and pharmacies buy most of their stock at Waterside
  market or from walk-in reps.
- Stock-outs of basics (amoxicillin, ORS, malaria test kits) are common, and
  fake products circulate.
- Owners close the clinic for half a day to go and buy stock.

2 | What we do
- Clinic orders on WhatsApp or our app by 10 a.m.; delivered by motorbike in
  Monrovia by 4 p.m., next day in Gbarnga and Buchanan.
- Only products registered with the LMHRA, bought from licensed importers.
- 30-day credit for clinics with six months of order history.

3 | Licences
Wholesale licence from the Liberia Medicines and Health Products Regulatory
Authority (LMHRA): first granted February 2023, renewed February 2025.
Pharmacist-in-charge registered with the Pharmacy Board of Liberia.

4 | Traction — 2024
                      Q1 2024    Q2 2024    Q3 2024    Q4 2024
Revenue (US$)          96,000    118,000    141,000    167,000
Gross margin              22%        23%        23%        24%
Clinics ordering          142        171        203        231
Q4 revenue: about L$ 32.4 million.
Average monthly clinic churn in 2024: 1.8%.
Largest customer: a faith-based network of four clinics, 8% of 2024 revenue.

5 | Unit economics (2024 averages)
Revenue per clinic per month                      US$ 235
Gross profit per clinic per month (23%)           US$ 54
Lifetime used in our model (1 / 1.8% = 55 months,
  capped at 36)                                   36 months
LTV                                               US$ 1,944
CAC (field rep visits + first-order discount)     US$ 410
LTV / CAC                                         4.7x

6 | P&L 2024
Revenue                          US$ 522,000
Cost of goods                   (US$ 402,000)
Gross profit                     US$ 120,000
Operating expenses              (US$ 105,000)
Operating profit                 US$  15,000
Cash at 31 March 2025            US$ 380,000

7 | Plan
2025 revenue US$ 1.1M · 2026 revenue US$ 2.0M
Second depot in Gbarnga (Q3 2025); Buchanan route daily from Q1 2026.

8 | Competition
Waterside wholesalers, three licensed distributors with their own reps, and
importers selling direct to the big hospitals. We are not the only way to buy
medicines; we are the fastest reliable one.

9 | Team and ownership
Dr. Wede Kpoto, CEO — pharmacist, 10 years in hospital supply
Marvin T. Sumo, CTO — built the ordering bot and route planner
Founders 64% · seed investors 28% · option pool 8%

10 | The ask
US$ 900,000: clinic credit 50%, Gbarnga depot 30%, technology 20%.`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['table', 'figures'],
  },
];
