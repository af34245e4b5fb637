/** Writer 4's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW4P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), coffee direct-trade marketplace, Uganda.
  // customer-concentration PRESENT (indirect, figures): Roestwerk Hamburg UGX 1.50bn of UGX 3.4bn revenue = 44%; with Rift Commodities (0.78bn) 2.28/3.4 = 67%.
  // no-competition PRESENT: "No one else in Uganda does this ... there is no competitor".
  // unrealistic-growth PRESENT (table): 2025F 34.0/8.1 = 4.2x; 2026F 140/34 = 4.1x (4x a year or more).
  // high-churn ABSENT (negation-like healthy figure): 91% of 2022 farmers sold again = retention 91%, not under 55%.
  // declining-revenue ABSENT: revenue 2.1bn (2022) -> 3.4bn (2023), up.
  {
    id: 'h20-en-w4-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'indirect', 'figures'],
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['high-churn', 'declining-revenue'],
    text: `BEANROUTE UGANDA — Seed round, USD 1.5M
Direct, traceable trade for smallholder coffee from Bugisu and Bushenyi

SLIDE 2 — THE PROBLEM
- A Bugisu farmer gets about UGX 7,000 for a kilo of parchment that sells for 4-5x that in Europe.
- Three to four middlemen sit between the farm gate and the exporter.
- Roasters cannot prove where their beans come from.

SLIDE 3 — OUR SOLUTION
- Farmer app (USSD + Android) with MTN MoMo and Airtel Money payouts within 48 hours.
- Four partner washing stations with lot-level traceability.
- We sell green coffee straight to roasters and take a commission plus a logistics fee.

SLIDE 4 — TRACTION
- 6,800 registered farmers, 41 cooperatives.
- Revenue (commission + logistics fees): UGX 2.1bn in 2022, UGX 3.4bn in 2023 (about USD 900k).
- 91% of the farmers who sold through us in 2022 sold through us again in 2023.

SLIDE 5 — WHO BUYS
Roestwerk Hamburg, our anchor roaster, paid UGX 1.50bn of our 2023 revenue. Rift Commodities Ltd in Nairobi paid a further UGX 0.78bn. Fourteen smaller roasters in Europe, the Gulf and Korea share the rest — and that list grows every quarter.

SLIDE 6 — COMPETITION
No one else in Uganda does this. Exporters buy at the farm gate through agents and sell in bulk; there is no competitor offering end-to-end traceable direct trade from the cooperative to the roaster. We are the category.

SLIDE 7 — WHERE WE ARE GOING
| Year            | 2023A | 2024F | 2025F  | 2026F   |
|-----------------|-------|-------|--------|---------|
| Farmers         | 6,800 | 15,000| 60,000 | 240,000 |
| Revenue (UGX bn)| 3.4   | 8.1   | 34.0   | 140.0   |
| Revenue (USD m) | 0.9   | 2.1   | 8.9    | 36.8    |

SLIDE 8 — THE ASK
USD 1.5M seed:
- 45% — six new washing stations in Kapchorwa, Sironko and Ibanda
- 30% — product and traceability platform
- 25% — working capital for pre-harvest farmer advances

Team: Esther Nabwire (CEO, ex-UCDA quality officer), Martin Tumusiime (CTO), Joel Wamala (Head of Trade).`,
  },
  // 02 — Audited financial statements (extract), fish processing, Eritrea.
  // audit-opinion PRESENT: qualified opinion ("except for the possible effects"), stock count not observed.
  // declining-revenue PRESENT (table): revenue ERN 14,200,000 (2023) vs 16,850,000 (2022), down 15.7%.
  // gross-margin PRESENT (figures): 3,120,000/14,200,000 = 22.0% vs 5,230,000/16,850,000 = 31.0%; down 9.0 points (>= 5).
  // burn-above-revenue ABSENT: profit for the year ERN 182,000; costs below revenue.
  // debt-distress ABSENT (negation): all instalments paid on due dates, not in arrears.
  // going-concern ABSENT (negation): directors found no material uncertainty.
  {
    id: 'h20-en-w4-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress', 'going-concern'],
    text: `DAHLAK FRESH FISH PROCESSING PRIVATE LIMITED COMPANY, MASSAWA
Financial statements for the year ended 31 December 2023 (extract)

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Qualified Opinion
We have audited the financial statements of Dahlak Fresh Fish Processing PLC. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion paragraph, the financial statements present fairly, in all material respects, the financial position of the Company as at 31 December 2023.

Basis for Qualified Opinion
We were appointed after 31 December 2023 and were therefore unable to observe the physical count of frozen fish inventory, carried at ERN 2,340,000. We could not satisfy ourselves by alternative means as to the quantity and condition of this inventory.

STATEMENT OF PROFIT OR LOSS (in Nakfa)
                                   2023           2022
Revenue                      14,200,000     16,850,000
Cost of sales               (11,080,000)   (11,620,000)
Gross profit                  3,120,000      5,230,000
Selling and administrative   (2,650,000)    (2,900,000)
Operating profit                470,000      2,330,000
Finance costs                  (210,000)      (240,000)
Profit before tax               260,000      2,090,000
Business profit tax (30%)       (78,000)      (627,000)
Profit for the year             182,000      1,463,000

NOTE 4 — REVENUE
Export sales of frozen grouper and snapper to Saudi Arabia and the UAE fell after two trawlers were out of service from May to September 2023. Local sales to hotels and fish shops in Asmara and Massawa were stable.

NOTE 11 — BORROWINGS
The term loan from the Commercial Bank of Eritrea (balance at year end ERN 1,900,000) is repayable in quarterly instalments until 2027. All instalments due in 2023 were paid on their due dates and the Company is not in arrears.

NOTE 17 — GOING CONCERN
The directors have prepared these financial statements on a going concern basis. The Company remained profitable in 2023, both trawlers returned to service in October, and the directors have not identified any material uncertainty about the Company's ability to continue operating.`,
  },
  // 03 — Term sheet, SACCO core-banking software, Uganda. CLEAN.
  // investor-control ABSENT (near threshold): largest investor Pearl Strategic Holdings 34.0%; investors together 48.5% but no single investor >= 50%; 49% cap is a clause.
  // low-founder-ownership ABSENT (figures): founders 22.0 + 19.5 = 41.5% (>= 40%).
  // pending-licence ABSENT: BoU payment service provider licence already issued 14 March 2024.
  // litigation ABSENT (negation): warranty of no pending or threatened litigation.
  // founder-departure / dead-equity ABSENT (modality): leaver clause is hypothetical; both founders full-time.
  {
    id: 'h20-en-w4-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'founder-departure', 'dead-equity'],
    text: `SACCOCORE LIMITED — SUMMARY OF PRINCIPAL TERMS, SERIES A PREFERENCE SHARES
Non-binding except for Confidentiality, Exclusivity and Governing Law. Kampala, 8 July 2024.

Issuer: SaccoCore Limited, a company incorporated in Uganda (the "Company").
Lead Investor: Pearl Strategic Holdings Ltd ("PSH").
Existing Investor: Kampala Angels Syndicate ("KAS"), which will not invest in this round.
Amount: USD 2,400,000 for Series A Preference Shares.
Valuation: USD 4,660,000 pre-money; USD 7,060,000 post-money, including an unallocated ESOP of 10%.

Post-closing shareholding (fully diluted):
  Sarah Namubiru (Founder, CEO)     22.0%
  Isaac Okello (Founder, CTO)       19.5%
  Pearl Strategic Holdings          34.0%
  Kampala Angels Syndicate          14.5%
  ESOP (unallocated)                10.0%
  Total                            100.0%

Ownership cap: No single Investor shall, together with its affiliates, hold more than 49% of the fully diluted share capital without the prior written consent of both Founders.

Board: Five directors — two appointed by the Founders, one by PSH, one by KAS, and one independent director agreed by all.

Founder vesting: Each Founder's shares will re-vest over 36 months from Closing. If a Founder should cease to be employed before the end of that period, the Company will have an option to buy back unvested shares at nominal value. Both Founders are full-time employees at the date of this term sheet.

Conditions precedent:
(a) satisfactory legal and financial due diligence;
(b) the Company's payment service provider licence issued by the Bank of Uganda on 14 March 2024 remaining in full force;
(c) adoption of new Articles of Association.

Warranties: customary, including that there is no litigation, arbitration or claim pending or, to the Founders' knowledge, threatened against the Company, and that the Company has filed all tax returns due to the Uganda Revenue Authority.

Use of proceeds: expansion to 300 SACCOs in Western and Northern Uganda, integration with MTN MoMo and Airtel Money, compliance team.

Exclusivity: 45 days from signature. Governing law: the laws of Uganda.`,
  },
  // 04 — Board minutes, school and clinic software, Eritrea.
  // founder-departure PRESENT: co-founder/CTO's resignation took effect 31 May 2024.
  // dead-equity PRESENT: the departed co-founder keeps his 18% stake; the board chose not to buy it back.
  // short-runway PRESENT (split, figures): cash ERN 1,140,000 (item 2) / net burn ERN 210,000 a month (item 3) = 5.4 months.
  // litigation ABSENT (modality): his counsel "may dispute" a future valuation; no dispute exists.
  // burn-above-revenue ABSENT (figures): net burn ERN 210,000 compared with monthly revenue ERN 260,000 as stated; burn is lower.
  {
    id: 'h20-en-w4-04',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'split', 'figures', 'time', 'modality'],
    present: ['founder-departure', 'dead-equity', 'short-runway'],
    absent: ['litigation', 'burn-above-revenue'],
    text: `SEMBEL SYSTEMS PRIVATE LIMITED COMPANY
Minutes of the meeting of the Board of Directors held at the Company's office, Sematat Avenue, Asmara, on 6 June 2024 at 16:00

Present: Yonas Tesfamariam (Chair, CEO and co-founder); Dr. Helen Ghebremedhin (director, representing the diaspora investor group); Senait Andemariam (director).
In attendance: Robel Kahsay (finance manager), secretary. Filmon Asmerom attended item 1 only, at the Board's invitation.

1. Departure of the Chief Technology Officer
1.1 The Chair recorded that the resignation of Filmon Asmerom, co-founder and CTO, took effect on 31 May 2024 following his relocation abroad. The Board thanked him for building the school and clinic management platform.
1.2 Mr. Asmerom holds 18% of the issued shares. Article 14 of the Articles gives the Company an option to buy back a departing founder's shares at fair value within six months. The finance manager advised that the Company cannot fund a purchase at present. The Board resolved not to exercise the option now; Mr. Asmerom will keep his shares.
1.3 Mr. Asmerom said that his counsel may dispute any future valuation below the price paid by the investor group in 2022. No claim has been made. Mr. Asmerom then left the meeting.
1.4 Technical leadership passes to the senior developer, Mehari Yosief, as acting head of engineering.

2. Financial position
2.1 The finance manager presented the May management accounts. Cash at bank and in hand at 31 May stood at ERN 1,140,000.
2.2 Revenue from software subscriptions and IT support averaged ERN 260,000 a month over March to May. Two private clinics in Keren and one school network in Mendefera signed in May.

3. Funding
3.1 The finance manager reported that net cash outflow after collections has run at about ERN 210,000 a month since January, mainly salaries for the enlarged development team and server costs.
3.2 Dr. Ghebremedhin said the investor group would consider a bridge of up to ERN 1,500,000 but needs a revised plan that accounts for the loss of the CTO.
3.3 Resolved: the CEO to present a revised budget and bridge proposal at a meeting before 30 June 2024.

4. Any other business
None. The meeting closed at 17:45.

Signed: ______________ Chair      ______________ Secretary`,
  },
  // 05 — Investor update email (Q2), PAYGo solar, Uganda. CLEAN.
  // short-runway ABSENT (figures): stress case cash UGX 2,460m / (149m opex + 94m debt service = 243m) = 10.1 months (>= 9).
  // high-churn ABSENT (figures): monthly churn 2.8% (Q1 3.3%); x12 = 34% / 40%, under 5% a month and 45% a year.
  // gross-margin ABSENT (figures): 38.5% vs 40.1% = down 1.6 points (< 5).
  // burn-above-revenue ABSENT: Q2 revenue 1,410m vs cost of sales 867m + opex 447m = 1,314m; net profit UGX 21m.
  // debt-distress ABSENT (negation): June instalment paid on time; DSCR 1.42x vs 1.25x minimum.
  // regulatory ABSENT (time): the uncertainty from Q1 is said to be over; final guidelines need no changes.
  // founder-departure ABSENT (negation): no leadership changes.
  {
    id: 'h20-en-w4-05',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'negation', 'figures', 'time'],
    present: [],
    absent: ['short-runway', 'high-churn', 'gross-margin', 'burn-above-revenue', 'debt-distress', 'regulatory', 'founder-departure'],
    text: `From: Okot Denis <denis@acholipower.ug>
To: Investors
Subject: Acholi Power — Q2 2024 update

Dear all,

A short update on April to June. Headline: third profitable quarter in a row, and the regulatory question we raised in April is behind us.

Numbers (UGX, Q2 vs Q1)
- Revenue: 1,410m (Q1: 1,320m)
- Cost of sales: 867m; gross margin 38.5% (Q1: 40.1%). The small dip is the shilling against the dollar on panel imports.
- Operating expenses: 447m
- EBITDA: 96m; net profit after depreciation and interest: 21m
- Active PAYGo customers: 18,940 (Q1: 17,210)
- Monthly churn (accounts repossessed or written off): 2.8% average, down from 3.3% in Q1

Cash and debt
- Cash at 30 June: UGX 2,460m.
- We paid the June instalment on our UGX 4.0bn receivables facility on time. The DSCR covenant test came in at 1.42x against a 1.25x minimum; no waiver was needed and none is expected.
- Stress case we run every quarter: if collections stopped completely tomorrow, cash would cover operating expenses (about 149m a month) plus debt service (about 94m a month) for roughly ten months.

Regulation
In April we told you the draft consumer-protection guidelines for off-grid solar sales could force changes to our PAYGo contracts. The final guidelines were published in May. We have reviewed them with our lawyers and nothing in the final text requires a change to our contracts or pricing. We consider the matter closed.

Operations
- Opened a service centre in Kitgum; Lira branch moved to larger premises.
- Repayment by MTN MoMo and Airtel Money is now 97% of collections.

Team
No changes to the leadership team this quarter. Grace Lamaro (COO) has renewed her contract to 2027.

Next quarter: launch of solar-powered milling kits with two cooperatives in Omoro, and the first drawdown on the new 2025 facility, which we expect to sign in September.

Warm regards,
Denis
Acholi Power Ltd, Gulu`,
  },
  // 06 — Business plan, dairy processing, Eritrea.
  // missing-financials PRESENT: a business plan with no revenue or cost figure at all (only litres, farmers, outlets; projections deferred to an annex).
  // pending-licence PRESENT: manufacturing licence applied for in February 2024, "under review"; food-safety certification not yet requested.
  // related-party PRESENT: premises leased from a company owned by co-founder Luwam Haile's father; milk bought from co-founder Daniel's brother's farm.
  // unrealistic-growth ABSENT (figures): volumes 1,500 -> 2,600 -> 3,400 litres/day = 1.7x then 1.3x.
  // no-competition ABSENT: competitors named (state dairy farm, raw-milk sellers, imported UHT).
  // customer-concentration ABSENT (negation): no outlet expected above 10% of volume.
  {
    id: 'h20-en-w4-06',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'list', 'indirect', 'negation'],
    present: ['missing-financials', 'pending-licence', 'related-party'],
    absent: ['unrealistic-growth', 'no-competition', 'customer-concentration'],
    text: `HAMASIEN DAIRY — BUSINESS PLAN (DRAFT 3, MAY 2024)

1. Summary
Hamasien Dairy will collect milk from smallholder farms around Asmara, pasteurise it and sell packaged fresh milk and yoghurt to shops, cafes and hotels in Asmara. Founders: Luwam Haile (food technologist) and Daniel Tewolde (logistics).

2. Market
Asmara has more than 600 cafes, most of which buy unpasteurised milk daily from vendors of uneven quality. Families increasingly ask for packaged milk for children. Our competitors are the state dairy farm, which supplies some of the city, the many raw-milk sellers, and imported UHT milk, which is expensive and often out of stock.

3. Operations
- Collection from about 120 farms in Zoba Maekel by two refrigerated pickups, twice a day.
- Pasteurisation, yoghurt fermentation and pouch filling on one line.
- Deliveries before 7:00 to retailers and cafes.

4. Licences and approvals
We applied to the Ministry of Trade and Industry for a manufacturing licence for the processing unit in February 2024. The application is under review and the Ministry has visited the premises once. After the licence is issued we will request food-safety certification of the processing room from the Ministry of Health. We will not sell to the public before both are in hand.

5. Premises and suppliers
The plant will operate from a building in Godaif leased from Semhar Trading, a company owned by Luwam's father, Mr. Haile Berhane, on a five-year lease. About a third of the raw milk in the first year will come from the Tewolde family farm in Adi Guadad, run by Daniel's brother, which already has cooling tanks.

6. Growth plan
                 Year 1   Year 2   Year 3
Litres per day    1,500    2,600    3,400
Supplying farms     120      190      240
Retail outlets      150      260      330

No single shop, cafe or hotel is expected to take more than 10% of our volume.

7. Financial projections
Detailed revenue and cost projections will be provided in a separate annex once equipment quotations from suppliers in Italy and Kenya are final and the lease terms are signed.

8. Team and next steps
Luwam leads production and quality; Daniel leads collection and sales. Next steps: licence decision, equipment order, hiring of eight staff.`,
  },
  // 07 — Unaudited management accounts with notes, last-mile delivery, Uganda.
  // audit-opinion PRESENT: "unaudited management accounts ... not been reviewed by the external auditor".
  // burn-above-revenue PRESENT (figures): loss for the period UGX 574,000k; costs 1,920,000 + 742,000 + 96,000 = 2,758,000k > revenue 2,184,000k.
  // going-concern PRESENT: directors state a material uncertainty casting significant doubt on going concern.
  // debt-distress PRESENT: PAYE 118m and VAT 194m overdue to URA since April; September loan instalment of 38m not paid.
  // litigation ABSENT (time): landlord claim settled February 2024 and suit withdrawn; "no other litigation".
  // gross-margin ABSENT (figures): 264,000/2,184,000 = 12.1% vs 315,000/1,905,000 = 16.5%; down 4.4 points (< 5).
  // declining-revenue ABSENT: 9M 2024 revenue 2,184,000k vs 9M 2023 1,905,000k, up.
  {
    id: 'h20-en-w4-07',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation', 'time'],
    present: ['audit-opinion', 'burn-above-revenue', 'going-concern', 'debt-distress'],
    absent: ['litigation', 'gross-margin', 'declining-revenue'],
    text: `KAMPALOGIX LIMITED
Management accounts for the nine months ended 30 September 2024

Statement of profit or loss (UGX '000)
Line item,9M 2024,9M 2023
Revenue,2184000,1905000
Cost of services (riders; fuel; vehicle hire),(1920000),(1590000)
Gross profit,264000,315000
Operating expenses,(742000),(655000)
Operating loss,(478000),(340000)
Finance costs,(96000),(71000)
Loss for the period,(574000),(411000)

Notes to the management accounts

1. Basis of preparation
These are unaudited management accounts prepared by the Company's finance team from the accounting system. They have not been reviewed or audited by the external auditor, whose audit of the full year 2024 will begin in February 2025.

2. Going concern
The Company made a loss of UGX 574 million in the nine months and, at 30 September 2024, its current liabilities exceeded its current assets by UGX 690 million. The directors consider that these conditions indicate a material uncertainty which may cast significant doubt on the Company's ability to continue as a going concern. Continuation depends on closing the bridge round of USD 400,000 currently under negotiation with existing shareholders.

3. Taxes payable
Payables include PAYE of UGX 118 million and VAT of UGX 194 million which have been overdue to the Uganda Revenue Authority since April 2024. The Company has applied to URA for an instalment arrangement; no arrangement had been agreed at the reporting date.

4. Borrowings
The asset-finance loan for 22 delivery motorcycles and 3 vans has a balance of UGX 410 million. The September 2024 instalment of UGX 38 million was not paid; the lender has issued a written reminder but has not demanded full repayment.

5. Contingencies
The claim by the former landlord of the Nalukolongo warehouse was settled in February 2024 and the suit was withdrawn. There is no other litigation against the Company.

6. Revenue
Revenue grew 15% against the same period last year, driven by e-commerce parcel contracts in Kampala and Wakiso. Fuel prices and the move to hired vans in Entebbe compressed the gross margin.`,
  },
];
