/** Writer 2's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW2P2: readonly RedFlagCase[] = [

  // 07 — Unaudited financial statements, agritech (cocoa and coffee aggregation), Liberia.
  // audit-opinion PRESENT: "UNAUDITED — prepared by management; the audit for 2024 has not started".
  // declining-revenue PRESENT (table): revenue US$1,418,600 (2024) < US$1,763,200 (2023).
  // gross-margin PRESENT (figures): 199,600 / 1,418,600 = 14.1% vs 387,900 / 1,763,200 = 22.0% -> down 7.9 points (>= 5).
  // going-concern PRESENT: directors state a material uncertainty (facility maturing, renewal not confirmed).
  // burn-above-revenue ABSENT: profit before tax positive (199,600 - 176,400 - 16,900 = 6,300), so costs < revenue.
  // debt-distress ABSENT: all repayments and interest paid when due; facility simply matures.
  {
    id: 'h21-en-w2-07',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'modality'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'going-concern'],
    absent: ['burn-above-revenue', 'debt-distress'],
    text: `NIMBA COCOA AGGREGATORS INC.
Financial statements for the year ended 31 December 2024
UNAUDITED — prepared by management for the shareholders and the lender. The audit for 2024 has not started.

Statement of profit or loss (in US$)

| | 2024 | 2023 |
|---|---:|---:|
| Revenue — cocoa and coffee sales | 1,418,600 | 1,763,200 |
| Cost of sales | (1,219,000) | (1,375,300) |
| Gross profit | 199,600 | 387,900 |
| Administrative and selling expenses | (176,400) | (182,500) |
| Finance costs | (16,900) | (19,600) |
| Profit before tax | 6,300 | 185,800 |
| Income tax (25%) | (1,575) | (46,450) |
| Profit for the year | 4,725 | 139,350 |

Notes

1. Activities. The company buys dried cocoa beans and coffee cherries from 3,900 registered smallholders in Nimba and Lofa counties, grades and bags them at its Ganta depot and sells to exporters in Monrovia.

2. Basis of preparation and going concern. The company finances its crop purchases with a US$500,000 working-capital facility from a regional lender. The facility matures on 30 June 2025, and at the date of these statements the lender has not confirmed that it will be renewed. Without it the company cannot pre-finance purchases for the 2025/26 main crop. The directors believe these conditions indicate a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern. All repayments and interest on the facility have been paid when due.

3. Revenue and cost of sales. Volumes fell from 612 tonnes in 2023 to 498 tonnes in 2024, as many farmers sold to cross-border buyers from Guinea and Côte d'Ivoire who paid cash at the farm gate. To hold on to our registered farmers we raised farm-gate prices twice during the year, while exporter prices did not keep pace, so the cost per tonne bought rose faster than the price per tonne sold.

4. Tax. Income tax for 2024 is payable to the Liberia Revenue Authority by the statutory deadline; no tax is overdue.

Approved by the directors on 20 March 2025.
Comfort Gono, Managing Director — Augustine Paye, Director`,
  },

  // 08 — Series A term sheet, insurtech (weather-index micro-insurance), Malawi.
  // investor-control PRESENT (figures/table): the Lead goes from 20% to 20% x 0.55 + 45% = 11% + 45% = 56% post-money (>= 50%).
  // low-founder-ownership PRESENT (split across rows): founders post-money 19.8% + 10.45% = 30.25% (< 40%);
  //   (pre-money 36% + 19% = 55%; post = 55% x 0.55 = 30.25%).
  //   Round: US$1.8m for 45% -> post-money 4.0m, pre-money 2.2m.
  // regulatory PRESENT: "the parties acknowledge that the regulatory position is uncertain" (Registrar of Insurance has not given a view).
  // pending-licence ABSENT: the company has not applied for any licence.
  // cap-table-complexity ABSENT: the table adds up to 100% pre and post.
  {
    id: 'h21-en-w2-08',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'split', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'regulatory'],
    absent: ['pending-licence', 'cap-table-complexity'],
    text: `TERM SHEET — SERIES A PREFERRED SHARES
Mvula Cover Limited (incorporated in Malawi)
Non-binding, except for the sections headed Confidentiality, Exclusivity and Governing Law.
Date: 3 February 2025

Company: Mvula Cover Limited (the "Company"), which distributes weather-index crop cover to smallholder farmers through Airtel Money, underwritten by a licensed partner insurer.
Lead Investor: Rift Valley Agri Fund II (the "Lead"), already a shareholder of the Company.
Amount: US$1,800,000, in one closing, for new Series A Preferred Shares representing 45% of the fully diluted capital after closing.
Pre-money valuation: US$2,200,000 (fully diluted, including the ESOP).

Capitalisation (fully diluted)

| Shareholder | Before closing | After closing |
|---|---:|---:|
| Tadala Mwale (founder, CEO) | 36.0% | 19.8% |
| Yamikani Gondwe (founder, CTO) | 19.0% | 10.45% |
| Rift Valley Agri Fund II | 20.0% | 56.0% |
| Angel investors | 15.0% | 8.25% |
| ESOP | 10.0% | 5.5% |
| Total | 100.0% | 100.0% |

Board: five directors — two appointed by the Lead, one by the founders, the CEO, and one independent director nominated by the Lead and approved by the founders.

Liquidation preference: 1x, non-participating.
Anti-dilution: broad-based weighted average.
Founder vesting: 25% of each founder's shares vested at closing; the balance vests monthly over 36 months.
Protective provisions: Lead consent required for new share issues, debt above US$100,000, changes to the business plan and the sale of any material asset.

Conditions precedent:
(a) satisfactory legal and financial due diligence;
(b) adoption of new articles and a shareholders' agreement;
(c) written guidance from the Registrar of Insurance at the Reserve Bank of Malawi on whether the Company's distribution of weather-index cover is itself insurance business requiring the Company to hold a licence, or may continue under the partner insurer's licence. The Registrar has not yet given a view, and the parties acknowledge that the regulatory position is uncertain. The Company has not applied for any licence and will only do so if the Registrar requires it.

Exclusivity: 60 days from signature.
Governing law: the laws of Malawi.`,
  },

  // 09 — WhatsApp chat export between co-founders, retail (grocery delivery), Liberia.
  // burn-above-revenue PRESENT (figures): March spending US$17,460 > March sales US$7,820.
  // short-runway PRESENT (figures, split across messages): cash 41,300 / monthly loss (17,460 - 7,820 = 9,640) = 4.3 months < 9.
  // customer-concentration PRESENT (indirect): one compound = 3,180 / 7,820 = 40.7% of March sales (>= 30%).
  // unit-economics PRESENT: the deck claims "$3 contribution per order"; their own figures give 23.40 - 18.20 - 4.90 = 0.30.
  // gross-margin ABSENT: goods cost 18.20 / 23.40 = 77.8% of the basket (margin positive, no prior period given).
  // declining-revenue ABSENT: sales up from 6,900 (February) to 7,820 (March).
  {
    id: 'h21-en-w2-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['split', 'figures', 'indirect'],
    present: ['burn-above-revenue', 'short-runway', 'customer-concentration', 'unit-economics'],
    absent: ['gross-margin', 'declining-revenue'],
    text: `WhatsApp chat export — "BasketLib founders"

[02/04/2025, 21:14] Samuel Doe: ok I closed the March books finally
[02/04/2025, 21:14] Samuel Doe: sales 7,820 USD. up from 6,900 in feb at least
[02/04/2025, 21:15] Samuel Doe: spent 17,460 all in. stock, riders, fuel, salaries, Sinkor rent, the app guy
[02/04/2025, 21:16] Ruth Kpadeh: 😬
[02/04/2025, 21:16] Samuel Doe: bank has 41,300 left after the rent went out this morning
[02/04/2025, 21:17] Ruth Kpadeh: so we lost around 9.6k in March
[02/04/2025, 21:17] Ruth Kpadeh: same as feb basically
[02/04/2025, 21:19] Samuel Doe: yes. if nothing changes we're done around August
[02/04/2025, 21:21] Ruth Kpadeh: what about the Mamba Point compound orders, did they come back after easter?
[02/04/2025, 21:23] Samuel Doe: they never stopped. compound was 3,180 of the 7,820
[02/04/2025, 21:23] Samuel Doe: without them honestly we are nothing
[02/04/2025, 21:25] Ruth Kpadeh: ok. for the deck I'm keeping the line "each order makes $3 contribution after delivery"
[02/04/2025, 21:27] Samuel Doe: is that still true?? avg basket was 23.40 in march. goods cost us 18.20 per basket with the Waterside markups, rider + fuel per drop 4.90
[02/04/2025, 21:28] Ruth Kpadeh: that was before fuel went up in January
[02/04/2025, 21:28] Ruth Kpadeh: leave it, we fix pricing next month and it will be true again
[02/04/2025, 21:30] Samuel Doe: fine but you present the unit economics slide, not me
[02/04/2025, 21:31] Ruth Kpadeh: 👍 also send me the customer count for slide 4
[02/04/2025, 21:34] Samuel Doe: 1,140 registered, 286 ordered in March, 334 orders total
[02/04/2025, 21:35] Ruth Kpadeh: perfect. meeting with the Accra fund is Tuesday 10am`,
  },

  // 10 — Business plan, energy (solar mini-grids), Malawi. CLEAN but tempting.
  // pending-licence ABSENT: MERA generation and distribution licences issued March 2024.
  // no-competition ABSENT: competitors named; ESCOM competition is only hypothetical ("could face").
  // short-runway ABSENT (figures): cash K310m / net outflow K12m a month = 25.8 months (>= 9).
  // burn-above-revenue ABSENT: net outflow K12m (capital spending) < monthly revenue about K36m; operating cash flow positive.
  // debt-distress ABSENT: bridge loan repaid in full, ahead of schedule.
  // unrealistic-growth ABSENT: 610/398 = 1.53x, 940/610 = 1.54x, 1,320/940 = 1.40x.
  // gross-margin ABSENT: 63% -> 61% = down 2 points (< 5).  customer-concentration ABSENT: largest customer 8%.
  {
    id: 'h21-en-w2-10',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['pending-licence', 'no-competition', 'short-runway', 'burn-above-revenue', 'debt-distress', 'unrealistic-growth', 'gross-margin', 'customer-concentration'],
    text: `DZIKO POWER LIMITED — BUSINESS PLAN 2025–2027
Solar mini-grids for trading centres in Dedza and Ntcheu districts

Where we are
Dziko Power builds and runs solar-and-battery mini-grids in trading centres that the national grid does not reach. We operate nine sites serving 3,400 households and 260 businesses: maize mills, welding shops, barbers, bars and two health posts. Our generation and distribution licences for all nine sites were issued by the Malawi Energy Regulatory Authority (MERA) in March 2024, together with approval of our tariffs, and run until 2039. Customers pay in advance with Airtel Money or TNM Mpamba through smart meters.

Revenue was K398 million in 2024, up from K271 million in 2023, and is now running at about K36 million a month. Gross margin, after fuel for the backup generators, battery provisions and site staff, was 61% in 2024 against 63% in 2023; the dip came from diesel use during the long cloudy spell in February. No single customer brings more than 8% of revenue; the largest is a maize mill at Golomoti.

Competition
Households in our villages also buy solar home systems from PAYGo companies, and businesses in larger trading centres often run diesel generators. Our price per kWh is higher than a solar home system's but our supply runs mills and welders, which those systems cannot. ESCOM's extension programme could reach two of our sites by 2027. If that happens we could face competition from the grid tariff, which is lower than ours; our licences allow us to become a distributor buying bulk power from ESCOM, and we have modelled that case.

The plan
We will add twelve sites by 2027, financed by a results-based grant (signed in February) and the equity round described in section 6. Projected revenue is K610 million in 2025, K940 million in 2026 and K1.32 billion in 2027.

Cash and funding
At 31 March 2025 we hold K310 million. Operations generate cash; the building of two new sites means a net cash outflow of around K12 million a month, so our cash covers roughly 26 months before the new round. The K150 million bridge loan we took from a local bank in 2023 was repaid in full in January 2025, five months ahead of schedule, and the company has no other borrowings.`,
  },

  // 11 — Pre-seed pitch deck, mobility (keke and motorbike ride-hailing), Liberia.
  // missing-financials PRESENT: a deck with trips, riders and ratings but no revenue or cost figure at all
  //   (only the amount being raised).
  // regulatory PRESENT: restrictions (ban) on motorbikes in central Monrovia and a stated uncertainty
  //   ("we cannot say today whether ... or what permit a platform will need").
  // pending-licence ABSENT: nothing applied for; no permit framework exists yet.
  // no-competition ABSENT: competitors are named (WhatsApp dispatch groups, a paused Ghana-based app).
  {
    id: 'h21-en-w2-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'modality', 'negation'],
    present: ['missing-financials', 'regulatory'],
    absent: ['pending-licence', 'no-competition'],
    text: `KekeGo — Pre-seed deck, Monrovia, May 2025

Slide 1 — KekeGo
Safe, tracked rides on kekehs and pen-pens across Greater Monrovia.

Slide 2 — Problem
• Keke and pen-pen are how most of Monrovia moves, from Red Light to Duala.
• Passengers bargain every fare, have no record of who drove them and no way to share a trip with family at night.
• Riders lose hours waiting at junctions for passengers.

Slide 3 — Product
• Android app and USSD booking (*425#) for passengers without smartphones
• Rider ID and licence checks, photo on every booking
• Live trip sharing with family; SOS button linked to our dispatch desk
• Pay cash or mobile money

Slide 4 — Pilot traction (October 2024 – March 2025)
• 1,150 registered riders, 620 active each week
• 38,400 completed trips
• 71% of passengers booked again within 30 days
• Average rating 4.6 / 5

Slide 5 — Competition
• Informal dispatch through WhatsApp groups run by rider unions
• A Ghana-based ride-hailing app that piloted in Monrovia in 2023 and paused
• Street hailing, still the default

Slide 6 — Regulation
Motorbikes have been restricted from the main routes of central Monrovia, and enforcement and the boundaries of the restricted zone change often. There is no framework yet for licensing ride-hailing platforms in Liberia, so there is no permit we can apply for. We cannot say today whether our pen-pen service will be allowed inside the restricted zone, or what licence a platform like ours will eventually need. Kekehs are not affected by the restriction.

Slide 7 — Team
• Varney Kiazolu, CEO — ran rider operations for a courier company for six years
• Hawa Sherif, CTO — software engineer, built USSD services for a mobile operator

Slide 8 — The ask
US$250,000 pre-seed to launch in Paynesville and Gardnersville, onboard 3,000 riders and complete the USSD payment integration.`,
  },

  // 12 — E-mail from the CFO answering an investor's follow-up questions, logistics (parcel delivery), Malawi. CLEAN but tempting.
  // cap-table-complexity ABSENT: the register was reconciled with the Registrar General's records in February.
  // dead-equity ABSENT: the departed engineer's vested shares were bought back; unvested options lapsed.
  // founder-departure ABSENT: the leaver was an engineer, not a founder or executive; no management changes.
  // customer-concentration ABSENT: largest customer 19% (2023: 27%), both < 30%.
  // high-churn ABSENT: 191 / 212 = 90% retention over the year; 0.9% a month.
  // short-runway ABSENT (figures): K640m / K30m a month = 21.3 months (>= 9).
  // burn-above-revenue ABSENT: net burn K30m < December revenue K52m.
  // litigation ABSENT: landlord dispute settled and discontinued in June 2024.
  // low-founder-ownership ABSENT: founders 58%.  declining-revenue ABSENT: K402m -> K576m.
  {
    id: 'h21-en-w2-12',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['cap-table-complexity', 'dead-equity', 'founder-departure', 'customer-concentration', 'high-churn', 'short-runway', 'burn-above-revenue', 'litigation', 'low-founder-ownership', 'declining-revenue'],
    text: `From: Thokozani Chirwa <thokozani@tumizani.mw>
To: Grace Mhango
Subject: RE: Tumizani — follow-up questions before your IC
Date: 18 February 2025

Hi Grace,

Thanks for the call on Friday. Answers to your six questions below; the supporting documents are in the data room under "IC follow-ups".

1. Cap table. Our lawyers reconciled the share register with the Registrar General's records in early February. The certified register and our fully diluted table now match line by line, and both are in the data room. Lusungu and Blessings, our two founders, hold 58% together; the largest investor holds 21%.

2. The engineer who left. Wongani, a senior backend engineer, left in October 2024. His unvested options lapsed on departure and we bought back his vested 0.8% at the agreed fair value in January 2025, so he no longer holds any shares. There have been no changes in the management team.

3. Customers. Our largest customer, an e-commerce marketplace, was 19% of 2024 revenue (2023: 27%). The next largest is a pharmaceutical distributor at 11%; everyone else is under 5%.

4. Retention. Of the 212 business accounts that shipped with us in January 2024, 191 were still shipping in December, which is 90% retention over the year. Monthly logo churn has averaged about 0.9%.

5. Revenue and cash. Revenue was K576 million in 2024, up from K402 million in 2023, and December alone was K52 million. After the January close we hold K640 million. Net burn is around K30 million a month while we open the Mzuzu hub, which gives us about 21 months.

6. The landlord case. The dispute with our former Blantyre warehouse landlord, which you saw in the 2023 accounts, was settled in June 2024 and the High Court record shows the matter discontinued. There are no open claims against the company.

Happy to go through any of this with your team before the IC.

Best regards,
Thokozani Chirwa
CFO, Tumizani Logistics Ltd, Lilongwe`,
  },

  // 13 — Investor Q&A, health (diagnostic laboratories), Liberia. CLEAN but tempting.
  // pending-licence ABSENT: facility licences granted 2022, renewed 2025; "no applications pending".
  // litigation ABSENT: landlord suit settled in 2023 and dismissed; no open claims.
  // related-party ABSENT: the CEO's brother's pharmacy — "we don't buy from or sell to it" (denied).
  // customer-concentration ABSENT: largest customer 23% (< 30%).
  // unrealistic-growth ABSENT: 1.55 / 1.18 = 1.31x, 2.0 / 1.55 = 1.29x.
  // audit-opinion ABSENT: 2023 and 2024 audited, unmodified.  founder-departure ABSENT: lab director left ANOTHER employer.
  // gross-margin ABSENT: 46% both years.  burn-above-revenue ABSENT: net profit US$142,000.
  {
    id: 'h21-en-w2-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'negation', 'time'],
    present: [],
    absent: ['pending-licence', 'litigation', 'related-party', 'customer-concentration', 'unrealistic-growth', 'audit-opinion', 'founder-departure', 'gross-margin', 'burn-above-revenue'],
    text: `Lifeline Diagnostics Inc. (Monrovia) — Answers to investor questions, May 2025
Prepared by the founders, Dr Miatta Johnson (CEO) and Edwin Tarpeh (COO)

Q1. Do you hold every licence you need to operate?
Yes. The Ministry of Health facility licences for our Sinkor and Paynesville laboratories were granted in 2022 and renewed in January 2025 for three years. We have no licence applications pending. The Ganta lab will need its own licence; we will apply once the building is finished in 2026.

Q2. Is the company involved in any lawsuit?
No. A former landlord sued us in the Civil Law Court in 2022 over a deposit. We settled in March 2023 and the case was dismissed. There are no open claims.

Q3. Does the company do business with family members of the founders?
No. The CEO's brother runs a pharmacy in Paynesville. We do not buy from it or sell to it, and it does not refer patients to us for any payment.

Q4. What are your revenue and margins?
Revenue was US$1.18 million in 2024, up from US$0.94 million in 2023. Gross margin was 46% in both years; reagents and test kits are the main cost. Net profit for 2024 was US$142,000 and we held US$310,000 in cash at 31 December.

Q5. Who is your largest customer?
The corporate health scheme of a Monrovia insurer, at 23% of 2024 revenue. The next largest, an NGO clinic network, was 9%.

Q6. What do you project?
US$1.55 million in 2025 and US$2.0 million in 2026, about 30% a year, mostly from more corporate schemes and the Ganta lab.

Q7. Are your accounts audited?
Yes. The 2023 and 2024 accounts were audited by a Monrovia firm and both opinions are unmodified.

Q8. Any changes in the team?
None at management level since 2021. Our laboratory director joined us in 2021 from JFK Medical Center, which she left after nine years to lead our quality programme.`,
  },
];
