/** Writer 4's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW4P1: readonly RedFlagCase[] = [
  // 01 — Seed pitch deck, coffee traceability agritech, Ethiopia.
  // customer-concentration PRESENT (indirect): two named buyers = Br 13.1m of Br 21.4m = 61% (>= 30%).
  // unrealistic-growth PRESENT (figures): EFY2017 Br 96.0m / EFY2016 Br 21.4m = 4.49x in one year (>= 4x).
  // no-competition PRESENT: "We have no competitor in this market."
  // burn-above-revenue ABSENT: operating costs Br 17.9m < revenue Br 21.4m.
  // pending-licence ABSENT: export licence renewed (granted) in March 2024.
  {
    id: 'h21-en-w4-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'indirect', 'figures'],
    present: ['customer-concentration', 'unrealistic-growth', 'no-competition'],
    absent: ['burn-above-revenue', 'pending-licence', 'missing-financials', 'founder-departure'],
    text: `BUNA LINK — Seed round, November 2024
Traceable specialty coffee from Sidama and Guji, washing station to roaster

Slide 2 — The problem
Smallholders deliver red cherry to washing stations with no record of who grew what. Roasters in Europe and Asia pay premiums for lots they can trace to a kebele and a farmer, but most Ethiopian exporters cannot prove origin below the washing-station level.

Slide 3 — What we do
- Farmer registration and cherry weighing on a USSD and Android app, in Sidaamu Afoo, Afaan Oromoo and Amharic
- Lot-level traceability from cherry to container, with a QR code the roaster can print on the bag
- Pre-financing of washing stations, repaid from the export proceeds

Slide 4 — Traction, EFY 2016 (July 2023 – June 2024)
- 412 tonnes of green coffee exported under our traceability
- 38 washing stations and 11,600 farmers registered
- Revenue: Br 21.4 million (traceability fees plus export margin)
- Operating costs: Br 17.9 million

Slide 5 — Customers
Nordkaffee GmbH (Hamburg) and Hanbit Roasters (Busan) signed repeat forward contracts for the 2024/25 harvest. Between them they accounted for Br 13.1 million of the Br 21.4 million we invoiced last year. Fourteen other roasters bought trial lots.

Slide 6 — Competition
Nobody else in Ethiopia traces specialty coffee down to the individual farmer. Traditional exporters stop at the washing station and foreign traceability software has no field teams here. We have no competitor in this market.

Slide 7 — Licences
Coffee export licence renewed by the Ethiopian Coffee and Tea Authority in March 2024, valid to 2026.

Slide 8 — Where we are going
| | EFY 2016 (actual) | EFY 2017 | EFY 2018 |
|---|---|---|---|
| Tonnes exported | 412 | 1,650 | 3,900 |
| Washing stations | 38 | 120 | 260 |
| Revenue (Br million) | 21.4 | 96.0 | 240.0 |

Slide 9 — The ask
USD 1.2 million seed to fund pre-financing for 80 new washing stations and a cupping lab in Hawassa. Founders: Meron Tadesse (ex-exporter, 12 years in the Sidama trade) and Abel Gebremariam (software, formerly at a Nairobi payments company).`,
  },

  // 02 — Audited financial statements (extract), last-mile logistics, Ethiopia. CLEAN.
  // Revenue 58,340 vs 52,610 (+10.9%): declining-revenue ABSENT.
  // Gross margin 18,080/58,340 = 31.0% vs 17,360/52,610 = 33.0%: down 2.0 points (< 5), gross-margin ABSENT.
  // Profit for both years: burn-above-revenue ABSENT. Unmodified opinion: audit-opinion ABSENT.
  // Lawsuit settled and withdrawn: litigation ABSENT. Instalments paid on due dates: debt-distress ABSENT.
  {
    id: 'h21-en-w4-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['litigation', 'gross-margin', 'declining-revenue', 'audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    text: `FETAN EXPRESS LOGISTICS PLC
Financial statements for the year ended 7 July 2024 (30 Sene 2016 E.C.)

Independent auditor's report to the shareholders
Opinion. We have audited the financial statements of Fetan Express Logistics PLC, which comprise the statement of financial position as at 7 July 2024, the statement of profit or loss, the statement of changes in equity and the statement of cash flows for the year then ended, and notes. In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Company as at 7 July 2024 and its financial performance for the year then ended in accordance with IFRS for SMEs.
Basis for opinion. We conducted our audit in accordance with International Standards on Auditing. We are independent of the Company and have fulfilled our other ethical responsibilities.
Addis Ababa, 28 October 2024 — Tsegaye, Worku & Co., Chartered Certified Accountants

Statement of profit or loss (Br '000)
| | 2024 | 2023 |
|---|---|---|
| Revenue | 58,340 | 52,610 |
| Cost of services | (40,260) | (35,250) |
| Gross profit | 18,080 | 17,360 |
| Administrative expenses | (9,420) | (8,710) |
| Selling and distribution | (2,150) | (1,980) |
| Operating profit | 6,510 | 6,670 |
| Finance costs | (1,240) | (1,410) |
| Profit before tax | 5,270 | 5,260 |
| Income tax (30%) | (1,581) | (1,578) |
| Profit for the year | 3,689 | 3,682 |

Note 2 — Going concern
The directors have assessed the Company's ability to continue as a going concern, taking into account the order book and undrawn facilities, and are satisfied that it has adequate resources for at least twelve months from the date of approval. No material uncertainty has been identified.

Note 14 — Borrowings
The term loan of Br 9.6 million for the purchase of 22 delivery vans is repayable in quarterly instalments to 2027. All instalments during the year were paid on their due dates and the Company complied with all loan covenants.

Note 18 — Contingent liabilities
In EFY 2015 a former subcontractor filed a claim of Br 1.9 million before the Federal First Instance Court. The matter was settled out of court in November 2023 for Br 420,000, paid in full, and the case was formally withdrawn. There are no other claims against the Company.`,
  },

  // 03 — Monthly investor update (email), digital wallet fintech, Ethiopia.
  // regulatory PRESENT: NBE instructed the company to suspend its pay-later feature (a regulator's suspension).
  // pending-licence PRESENT: payment instrument issuer licence filed in March, "still under review".
  // short-runway PRESENT (figures): cash Br 38.5m / net burn Br 6.2m a month = 6.2 months (< 9).
  // burn-above-revenue PRESENT (figures): net burn Br 6.2m > net revenue Br 2.9m for October.
  // declining-revenue ABSENT: net revenue Br 2.9m in October vs Br 2.7m in September.
  {
    id: 'h21-en-w4-03',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'split', 'time'],
    present: ['regulatory', 'pending-licence', 'short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress', 'going-concern'],
    text: `From: Rahel Bekele <rahel@qelalpay.et>
To: Qelal Pay investors
Date: 6 November 2024
Subject: Qelal Pay — October update (please read the regulatory section)

Dear all,

October numbers first.
- Transaction volume: Br 412 million (September: Br 371 million)
- Active wallets (30-day): 186,000 (September: 171,000)
- Merchants accepting QR: 9,840
- Net revenue: Br 2.9 million (September: Br 2.7 million)
- Net burn: Br 6.2 million
- Cash at bank, 31 October: Br 38.5 million

Regulatory
On 14 October the National Bank of Ethiopia wrote to us and to our partner bank instructing us to suspend the "Pay in 30 days" feature with immediate effect, pending a review of whether it amounts to extending credit without a lending licence. We switched it off the same afternoon. Pay-later was about 18% of September volume, so you will see the effect in November. We have met the Payment Systems Directorate twice; they have not given us a date for a decision.

Licensing
Separately, our application for a Payment Instrument Issuer licence, filed with the NBE in March, is still under review. Until it is granted we keep operating as a technology service provider under the partner bank's licence, which limits us on wallet balances and on agent onboarding.

Team
Hiring is frozen except for two compliance roles. We have moved the customer support team from Bole to our Piassa office to save on rent.

Fundraising
We intend to open the bridge round in January, once we have clarity from the NBE. Several of you asked about the devaluation: our fees are percentage-based, so the float has helped revenue more than it has hurt our costs, which are mostly salaries and cloud hosting billed in birr.

Thank you for the introductions last month — the conversation with the telecom operator is moving.

Rahel
CEO, Qelal Pay`,
  },

  // 04 — Series A term sheet, motorcycle-taxi booking app, Juba, South Sudan. CLEAN.
  // Founders post-money: 36.0% + 24.0% = 60.0% (>= 40): low-founder-ownership ABSENT.
  // Largest investor: 1,466,667 / 10,000,000 = 14.7% (< 50): investor-control ABSENT.
  // Share maths: pre-money USD 6.0m / 8,000,000 shares = USD 0.75; USD 1.5m / 0.75 = 2,000,000 new shares.
  // Founder who left ANOTHER company (Nile Swift Couriers): founder-departure ABSENT.
  // Repurchase of unvested shares only "if a founder ceases": dead-equity ABSENT. Operating permit already issued: pending-licence ABSENT.
  {
    id: 'h21-en-w4-04',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'list', 'modality', 'negation'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'cap-table-complexity', 'pending-licence'],
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
BODA CONNECT LTD (incorporated in the Republic of South Sudan)
Non-binding except for Confidentiality, Exclusivity and Governing Law. Juba, 3 February 2025.

1. Amount: USD 1,500,000, of which Savanna Mobility Fund II ("Lead") USD 1,100,000 and Juba Angel Network USD 400,000.
2. Valuation: USD 6,000,000 pre-money on a fully diluted basis, including the existing option pool. Price per share USD 0.75.
3. Capitalisation after closing:

| Shareholder | Shares | % |
|---|---|---|
| Gatluak Deng (co-founder, CEO) | 3,600,000 | 36.0% |
| Achol Majok (co-founder, COO) | 2,400,000 | 24.0% |
| Seed investors (three) | 1,200,000 | 12.0% |
| Employee option pool | 800,000 | 8.0% |
| Savanna Mobility Fund II | 1,466,667 | 14.7% |
| Juba Angel Network | 533,333 | 5.3% |
| Total | 10,000,000 | 100.0% |

The Company's counsel has reconciled this table with the register of members kept at the registered office; no other shares, options, warrants or convertible instruments are outstanding.

4. Liquidation preference: 1x the original issue price, non-participating.
5. Board: five directors — two appointed by the founders, one by the Lead, one by the seed investors, one independent chosen jointly.
6. Founder vesting: the founders' shares will re-vest monthly over 36 months from closing. If a founder ceases to work for the Company before then, the Company may repurchase that founder's unvested shares at nominal value.
7. Key persons: Mr Deng confirms that he has no continuing obligations to Nile Swift Couriers Ltd, the courier business he co-founded and left in 2021, and that he holds no shares in it.
8. Conditions precedent: (a) satisfactory legal and financial due diligence; (b) copy of the commercial motorcycle-hire operating permit issued by the Ministry of Transport and Roads and Juba City Council on 2 September 2024 (already provided); (c) amended articles of association.
9. Use of proceeds: expansion to Wau and Nimule, rider insurance and the driver-financing pilot.
10. Exclusivity: 45 days from signature.
11. Governing law: the laws of the Republic of South Sudan; disputes to arbitration in Kigali.`,
  },

  // 05 — Board minutes, pharmacy chain and e-pharmacy, Addis Ababa, Ethiopia.
  // founder-departure PRESENT: co-founder and COO resigned, effective 31 January.
  // related-party PRESENT (indirect): warehouse lease with a company owned by the CEO's wife.
  // dead-equity PRESENT: co-founder who left in 2022 still holds 15%; the buy-back was never exercised.
  // litigation ABSENT: a supplier "may" go to court; no case filed.
  // pending-licence ABSENT: EFDA licence for the Adama branch already granted.
  // burn-above-revenue ABSENT: Q1 revenue Br 14.2m with operating profit Br 1.1m.
  {
    id: 'h21-en-w4-05',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'indirect', 'time', 'modality'],
    present: ['founder-departure', 'related-party', 'dead-equity'],
    absent: ['litigation', 'pending-licence', 'burn-above-revenue'],
    text: `TENA PHARMACY NETWORK PLC
Minutes of the meeting of the Board of Directors held on 18 December 2024 at the head office, Bole Sub-City, Addis Ababa

Present: Ato Samuel Girma (Chair, CEO), W/ro Hiwot Alemu (COO), Ato Biniam Haile (investor director), Dr Lemlem Assefa (independent). In attendance: Ato Yared Tilahun (Finance Manager), company secretary.

1. Minutes of the previous meeting were approved without amendment.

2. Trading. The Finance Manager reported first-quarter EFY 2017 revenue of Br 14.2 million across the nine branches and the delivery app, 6% above budget, with an operating profit of Br 1.1 million. Stock-outs of insulin have eased since the new import allocation.

3. Adama branch. The Ethiopian Food and Drug Authority issued the retail pharmacy licence for the Adama branch on 3 December. Opening is planned for the second week of January.

4. Management changes. W/ro Hiwot Alemu, co-founder and COO, tabled her letter of resignation, effective 31 January 2025, to relocate to Toronto with her family. The Board thanked her for building the branch network since 2019. The CEO will cover operations until a successor is hired; the Chair will circulate a job description.

5. Warehouse lease. The Board reviewed the proposed five-year lease of the Bole Bulbula warehouse from Kidus Properties PLC at Br 180,000 per month. The CEO declared that Kidus Properties is owned by his wife, W/ro Meskerem Tesfaye, and left the room. The remaining directors approved the lease, noting that the rent is within the range of two other quotes obtained.

6. Shareholding. Ato Biniam raised again the position of Ato Dawit Mengistu, who left the Company in August 2022 and continues to hold 15% of the issued shares. The buy-back right in clause 9 of the shareholders' agreement lapsed without being exercised. The Board asked the company secretary to approach Ato Dawit about a voluntary transfer before the Series A process starts.

7. Supplier dispute. A Mumbai-based supplier has said it may take the Company to court over the batch of amoxicillin returned in October. Legal counsel considers the claim weak; no proceedings have been filed.

8. Any other business: none. The meeting closed at 17:40.`,
  },

  // 06 — Business plan extract, sorghum and groundnut processing, Torit, South Sudan. CLEAN.
  // Revenue grew 498k -> 612k (2023 -> 2024): declining-revenue ABSENT.
  // Costs below revenue each year: 2024 401k + 139k = 540k < 612k; 2023 330k + 120k = 450k < 498k: burn-above-revenue ABSENT.
  // Gross margin 2024 (612-401)/612 = 34.5% vs 2023 (498-330)/498 = 33.7%: up, gross-margin ABSENT.
  // Projection 2025 780/612 = 1.27x; 2027 1,150/612 = 1.88x over three years: unrealistic-growth ABSENT.
  // Largest buyer 21% (< 30): customer-concentration ABSENT. "could face claims": litigation ABSENT.
  {
    id: 'h21-en-w4-06',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'litigation', 'declining-revenue', 'burn-above-revenue', 'debt-distress'],
    text: `IMATONG AGRO-PROCESSING LTD — Business plan 2025–2027 (extract)
Torit, Eastern Equatoria State

3. Operations
We buy sorghum, groundnuts and sesame from 2,300 farmers in Magwi, Torit and Ikotos counties, clean and mill them at our Torit plant, and sell flour, groundnut paste and sesame oil to traders in Juba and Torit, schools, and humanitarian agencies. All sales are invoiced in US dollars or in South Sudanese pounds at the day's market rate; we report in USD.

4. Track record and plan (USD)
| | 2023 | 2024 | 2025P | 2026P | 2027P |
|---|---|---|---|---|---|
| Revenue | 498,000 | 612,000 | 780,000 | 960,000 | 1,150,000 |
| Cost of goods sold | 330,000 | 401,000 | 507,000 | 614,000 | 725,000 |
| Operating expenses | 120,000 | 139,000 | 172,000 | 205,000 | 240,000 |
| Operating profit | 48,000 | 72,000 | 101,000 | 141,000 | 185,000 |

Growth assumptions are modest: a second milling line in 2025 and a depot in Juba in 2026. We have not assumed any new export market.

5. Customers
Our largest buyer is the World Food Programme's local procurement programme, which took 21% of 2024 sales. The next largest, a wholesaler in Konyokonyo market, took 9%. No other customer is above 5%.

6. Financing
A USD 120,000 equipment loan from a commercial bank in Juba is being repaid in 36 monthly instalments; 14 have been paid, all on time. The plan asks for USD 250,000 of equity for the second line and working capital for the harvest.

7. Risks
- Security on the Torit–Juba road can delay deliveries; we hold three weeks of finished stock in Juba.
- Exchange-rate swings in the pound raise the cost of imported packaging; we price in USD where we can.
- Like any food processor, we could face claims from customers if a batch were contaminated. We have had none since we started in 2020, test every batch for aflatoxin and carry product-liability insurance.`,
  },
];
