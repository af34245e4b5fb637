/** Writer 3's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW3P1: readonly RedFlagCase[] = [
  // 01 — Seed pitch deck, cashew sourcing marketplace, Nampula (Mozambique).
  // customer-concentration PRESENT (figures, table): Zambezi Kernel Exports 6,150,000 / 18,400,000 = 33.4% of 2024 revenue (>= 30%).
  //   The "Nampula processors (4)" line (26.5%) is an unnamed group and below 30% anyway.
  // unrealistic-growth PRESENT (figures, table): 2026F / 2025F = 175.0 / 41.0 = 4.27x in one year (>= 4x).
  //   (2025F / 2024A = 41.0 / 18.4 = 2.23x.)
  // burn-above-revenue PRESENT (figures): monthly burn MT 2.1M vs 2024 revenue 18.4M / 12 = MT 1.53M a month.
  // short-runway ABSENT: cash 31M / burn 2.1M = 14.8 months (>= 9).
  // no-competition ABSENT: a competition slide lists intermediaries, integrated processors and pilots.
  {
    id: 'h23-en-w3-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures', 'list', 'split'],
    present: ['customer-concentration', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['short-runway', 'no-competition'],
    text: `CAJULINK — SEED ROUND | Nampula, Mozambique | February 2025
(slide text)

SLIDE 1 — CajuLink
Digital sourcing for Mozambique's raw cashew. We connect 9,800 smallholders in Nampula and Cabo Delgado to processors and exporters, and pay them at the farm gate by mobile money.

SLIDE 2 — The problem
• Farmers sell to roaming intermediaries at 20–35% below the reference price announced each campaign
• Processors cannot trace origin; exporters lose quality premiums
• Cash at the farm gate = theft, no records, no credit history

SLIDE 3 — What we do
• 41 village collection points with on-site grading (nut count, KOR test)
• Payment by M-Pesa / e-Mola within 24 h of weighing
• A traceability record per lot, shared with the buyer

SLIDE 4 — Traction, 2024 campaign
• 3,150 t of raw cashew traded (2023: 1,120 t)
• 9,800 registered farmers, 62% of them women-led households
• Revenue (commission + transport fees): MT 18.4 million

SLIDE 5 — Who buys from us
| Buyer | Type | 2024 revenue (MT) |
|---|---|---|
| Zambezi Kernel Exports, Lda | exporter (India, Vietnam) | 6,150,000 |
| Nampula processors (4) | local processing | 4,870,000 |
| Angoche Agro Trading | exporter | 2,940,000 |
| Small traders (31) | mixed | 4,440,000 |
| Total | | 18,400,000 |

SLIDE 6 — Competition
• Informal intermediaries ("comerciantes") — the real incumbent
• Vertically integrated processors with their own buying teams
• Two donor-funded traceability pilots (no payment rail, no logistics)
Our edge: grading + payment + trucks in one app.

SLIDE 7 — Plan
| | 2024A | 2025F | 2026F |
|---|---|---|---|
| Tonnes traded | 3,150 | 6,500 | 26,000 |
| Revenue (MT million) | 18.4 | 41.0 | 175.0 |
| Collection points | 41 | 80 | 260 |

SLIDE 8 — Money
• Monthly burn (January 2025): MT 2.1 million — 38 people incl. seasonal graders, 6 leased trucks
• Cash at 31 January 2025: MT 31 million
• Raising USD 1.2M seed (≈ MT 76.7 million at 63.9) for campaign working capital and 40 new collection points

SLIDE 9 — Team
Fátima Nhantumbo, CEO — 9 years in agricultural extension, Nampula
Rui Cossa, CTO — built agent apps for a mobile-money operator
Abdul Momade, COO — 12 years buying cashew around Angoche and Moma`,
  },

  // 02 — Audited summary financial statements, pharmacy-software company, Cairo (Egypt). CLEAN.
  // gross-margin ABSENT (figures): 2024 34.52 / 48.62 = 71.0%; 2023 28.99 / 39.18 = 74.0%; down 3.0 points (< 5).
  // declining-revenue ABSENT: revenue up from 39.18M to 48.62M; only profit fell (3.774M to 2.495M).
  // burn-above-revenue ABSENT: profit in both years (costs below revenue).
  // audit-opinion ABSENT: audited, unmodified ("present fairly"); going-concern ABSENT: directors found no material uncertainty.
  // customer-concentration ABSENT: largest customer 22% (2023: 25%), no other above 6%.
  // debt-distress ABSENT: covenant complied with, no overdue amounts. related-party ABSENT: negated.
  {
    id: 'h23-en-w3-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation'],
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'burn-above-revenue', 'audit-opinion', 'going-concern', 'customer-concentration', 'debt-distress', 'related-party'],
    text: `DAWAA SYSTEMS S.A.E.
Summary financial statements for the year ended 31 December 2024
(All amounts in Egyptian pounds, EGP)

INDEPENDENT AUDITOR'S REPORT (extract)
To the shareholders of Dawaa Systems S.A.E.
Opinion
We have audited the financial statements of Dawaa Systems S.A.E., which comprise the statement of financial position as at 31 December 2024, the statement of profit or loss, the statement of changes in equity and the statement of cash flows for the year then ended, and notes. In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Company as at 31 December 2024 and its financial performance and its cash flows for the year then ended in accordance with Egyptian Accounting Standards.
Mansour & Co. — Chartered Accountants, Cairo, 18 March 2025

STATEMENT OF PROFIT OR LOSS
| | 2024 | 2023 |
|---|---:|---:|
| Revenue | 48,620,000 | 39,180,000 |
| Cost of revenue (hosting, support, SMS) | (14,100,000) | (10,190,000) |
| Gross profit | 34,520,000 | 28,990,000 |
| Selling and marketing | (11,870,000) | (9,420,000) |
| General and administrative | (10,940,000) | (8,610,000) |
| Research and development | (6,150,000) | (5,300,000) |
| Foreign exchange loss | (1,720,000) | (310,000) |
| Finance cost | (620,000) | (480,000) |
| Profit before tax | 3,220,000 | 4,870,000 |
| Income tax (22.5%) | (725,000) | (1,096,000) |
| Profit for the year | 2,495,000 | 3,774,000 |

SELECTED NOTES
Note 1 — Activity. The Company develops and licenses pharmacy-management and e-prescription software (subscription, EGP 1,150 per branch per month) to 4,200 pharmacy branches in Greater Cairo, Alexandria and the Delta.

Note 3 — Going concern. The directors have assessed the Company's ability to continue as a going concern for at least twelve months from the date of approval of these statements, taking into account cash of EGP 19.4 million at year end and an undrawn facility. They have concluded that there is no material uncertainty.

Note 9 — Foreign exchange. Following the flotation of the Egyptian pound on 6 March 2024, the Company's USD-denominated hosting contracts were revalued, producing the loss shown above. Prices to pharmacies were raised by 18% from 1 May 2024.

Note 14 — Borrowings. Revolving facility of EGP 8,000,000 with a local bank, EGP 5,200,000 drawn at 31 December 2024. The facility requires net debt / EBITDA below 2.0x; the Company complied at every test date in 2024 and no amounts were overdue.

Note 17 — Concentration of revenue. The largest customer, a pharmacy chain with 140 branches, accounted for 22% of revenue in 2024 (2023: 25%). No other customer exceeded 6% of revenue.

Note 19 — Related parties. The Company had no transactions during 2024 with entities controlled by its directors or shareholders, or by members of their families.`,
  },

  // 03 — CEO board memo, last-mile delivery start-up, Luanda (Angola).
  // founder-departure PRESENT (indirect): co-founder and COO Paula Neto's last day was 31 January.
  // dead-equity PRESENT (indirect): the board let the buy-back option lapse; Paula, who left, keeps her 18% quota.
  // short-runway PRESENT (figures only): cash Kz 410M / net burn Kz 62.4M a month = 6.6 months (< 9).
  // burn-above-revenue PRESENT (figures): January net burn Kz 62.4M > January revenue Kz 41.2M
  //   (costs 48.2 + 31.5 + 12.4 + 11.5 = 103.6M; 103.6 - 41.2 = 62.4M).
  // declining-revenue ABSENT: deliveries fell from December but revenue rose (41.2M vs 40.5M).
  // debt-distress ABSENT: it is a client that is late paying the company, not the company in arrears.
  // customer-concentration ABSENT: largest client about 21% of January revenue (< 30%).
  {
    id: 'h23-en-w3-03',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'figures', 'indirect', 'list'],
    present: ['founder-departure', 'dead-equity', 'short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress', 'customer-concentration'],
    text: `KUIA ENTREGAS, LDA — MEMO TO THE BOARD
From: Nelson Tavares (CEO) | Luanda, 12 February 2025
Re: January close, Paula, cash

1. January in numbers
- Deliveries: 48,300 (December: 51,900 — Christmas peak)
- Revenue: Kz 41.2 million (December: Kz 40.5 million; the new tariff applied from 2 January)
- Operating costs: Kz 103.6 million — payroll Kz 48.2M, fuel and motorbike maintenance Kz 31.5M, hubs rent Kz 12.4M, IT and other Kz 11.5M
- Net burn (costs minus revenue): Kz 62.4 million
- Cash in bank (BFA + Standard Bank), 31 January: Kz 410 million
- Riders: 214 (of whom 61 on their own motorbikes)

2. Paula
As you all know, Paula Neto's last day as COO was 31 January. She co-founded Kuia with me in 2021 and built the hubs in Viana and Talatona; she has moved to Lisbon for family reasons and joined a freight forwarder there. We parted on good terms.
Clause 9 of the quota-holders' agreement gave the company 60 days to buy back her 18% quota at the formula price. The formula gives roughly Kz 96 million, which we obviously cannot spend right now, so at the January call the board decided not to exercise the option. Paula therefore remains a quota-holder with her 18% and her vote at the general assembly. I will take over operations myself until we hire.

3. Clients
- Our largest client, a supermarket chain (about 21% of January revenue), is 70 days late on Kz 23 million of invoices. This is their FX problem with suppliers, not a dispute with us; they have confirmed payment in March.
- Two pharmacy chains signed in January (pilot in Maianga and Alvalade).

4. Next
- Seed extension: talks with two Lisbon funds and one Luanda family office; no term sheet yet.
- Hiring a head of operations (shortlist of three).
- Moving the Viana hub to a cheaper warehouse in April.

Nelson`,
  },

  // 04 — Series A term sheet, BNPL fintech, Cairo (Egypt).
  // investor-control PRESENT (figures, split across two rows): NDGF 12.5% (Seed Preferred) + 40.0% (Series A) = 52.5% (>= 50%).
  //   Series A: USD 6M / (9M pre + 6M) = 40.0% post-money.
  // low-founder-ownership PRESENT (figures): founders 17.0% + 14.0% = 31.0% (< 40%); both active (CEO, CTO).
  // pending-licence PRESENT: FRA consumer-finance licence applied for on 9 September 2024, its grant a condition precedent.
  // cap-table-complexity ABSENT: the table is complete and adds to 100%.
  // regulatory ABSENT: no sanction and no stated uncertainty, only a pending application.
  {
    id: 'h23-en-w3-04',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'split'],
    present: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    absent: ['cap-table-complexity', 'regulatory'],
    text: `SUMMARY OF PRINCIPAL TERMS
SERIES A PREFERRED SHARES — QEST PAY S.A.E.
Cairo, 21 January 2025
This term sheet is not binding, except for the sections headed Confidentiality, Exclusivity, Costs and Governing Law.

Issuer: Qest Pay S.A.E., a joint stock company registered in the Cairo commercial registry (the "Company").
Lead Investor: Nile Delta Growth Fund I, L.P. ("NDGF").
Amount: USD 6,000,000, paid in EGP at the Central Bank of Egypt official rate on the Closing Date.
Pre-money valuation: USD 9,000,000 on a fully diluted basis, including an ESOP of 10% post-money.
Security: Series A Preferred Shares, 1x non-participating liquidation preference, convertible into ordinary shares 1:1.
Anti-dilution: broad-based weighted average.

Capitalisation after Closing (fully diluted):
| Holder | Class | % |
|---|---|---:|
| Omar El-Sherif (co-founder, CEO) | Ordinary | 17.0% |
| Salma Fawzy (co-founder, CTO) | Ordinary | 14.0% |
| Nile Delta Growth Fund I | Seed Preferred | 12.5% |
| Nile Delta Growth Fund I | Series A Preferred | 40.0% |
| Angel investors (7) | Seed Preferred | 6.5% |
| ESOP (granted and ungranted) | Ordinary | 10.0% |
| Total | | 100.0% |

Board: five directors — two appointed by NDGF, the CEO, the CTO, and one independent director nominated by NDGF and approved by the founders.
Protective provisions: consent of NDGF required for new share issues, changes to the articles, annual budget, debt above USD 250,000, sale of the business, and any change to the credit policy.
Founder vesting: the founders' ordinary shares re-vest over 36 months from Closing, 25% vested at Closing; good/bad leaver provisions as customary.
Use of proceeds: on-lending capital for the instalment product, merchant acquisition in Greater Cairo and Alexandria, risk and collections team.

Conditions precedent:
(a) grant by the Financial Regulatory Authority (FRA) of the Company's consumer finance licence under Law No. 18 of 2020 — the Company filed its application on 9 September 2024 (FRA file no. CF-2024-0918) and the licence has not yet been issued;
(b) satisfactory legal, financial and technical due diligence;
(c) amended and restated articles of association and shareholders' agreement in agreed form.

Exclusivity: 60 days from signature.
Costs: the Company bears NDGF's legal costs up to USD 40,000.
Governing law: Egyptian law. Disputes: arbitration under the rules of the Cairo Regional Centre for International Commercial Arbitration (CRCICA), seat Cairo, in English.`,
  },

  // 05 — Series A pitch deck, solar pay-as-you-go, Beira (Mozambique). CLEAN.
  // unit-economics ABSENT (figures agree): MT 220 x 36 = 7,920 x 46% = 3,643 ≈ MT 3,640 lifetime gross profit; 3,640 / 880 = 4.14 ≈ 4.1x as stated.
  // unrealistic-growth ABSENT: 160 / 97 = 1.65x, 250 / 160 = 1.56x, 360 / 250 = 1.44x (3.7x over three years).
  // burn-above-revenue ABSENT: net profit in 2024 and 2023.
  // customer-concentration ABSENT: largest B2B client 12%.
  // pending-licence ABSENT: ARENE registration granted in November 2023.
  // debt-distress ABSENT: negated ("all instalments paid on schedule"). no-competition ABSENT: competitors listed.
  // declining-revenue ABSENT: the cyclone hit collections in 2023 but the problem is over and yearly revenue rose.
  {
    id: 'h23-en-w3-05',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures', 'negation', 'time'],
    present: [],
    absent: ['unit-economics', 'unrealistic-growth', 'burn-above-revenue', 'customer-concentration', 'pending-licence', 'debt-distress', 'no-competition', 'declining-revenue'],
    text: `LUZ JÁ MOÇAMBIQUE — SERIES A | Beira, March 2025

1 | Light and water, paid a little at a time
Solar home systems and solar irrigation pumps on pay-as-you-go for Sofala, Manica and Zambézia. Customers pay by M-Pesa or e-Mola; the system locks if they stop paying and unlocks when they top up.

2 | Traction
• 41,200 active PAYG customers (Dec 2024), 212 village agents, 14 district shops
• Revenue: 2022 MT 38M → 2023 MT 62M → 2024 MT 97M
• Net profit 2024: MT 4.8M (2023: MT 1.9M)
• Cyclone Freddy (March 2023) destroyed 1,100 systems around Quelimane; all were replaced under our insurance policy and collections were back to normal by June 2023.

3 | Unit economics — solar home system, per customer
• Average collected payment: MT 220 per month over a 36-month contract
• Gross margin on the system: 46%
• Lifetime gross profit per customer: MT 3,640
• Customer acquisition cost (agent commission + radio + demo days): MT 880
• LTV / CAC ≈ 4.1x

4 | Competition
• Two regional PAYG brands active in Nampula and Maputo provinces
• Unbranded panels imported informally from Malawi and Zimbabwe
• Diesel gensets and pumps for irrigation
We win on service: 72-hour repair promise in all 14 districts, spare parts in every shop.

5 | Customers, partners, permissions
• 88% of revenue from household contracts; our largest B2B client, a telecom-tower maintenance company (backup power), was 12% in 2024
• MT 60M working-capital line with a commercial bank: all instalments paid on schedule, no waiver ever requested
• Registered with ARENE as an off-grid energy service provider — registration granted November 2023

6 | Plan
| | 2024A | 2025F | 2026F | 2027F |
|---|---:|---:|---:|---:|
| Active customers | 41,200 | 63,000 | 92,000 | 125,000 |
| Revenue (MT million) | 97 | 160 | 250 | 360 |
| Net profit (MT million) | 4.8 | 9.5 | 18.0 | 29.0 |

7 | The ask
USD 4M (≈ MT 256M): USD 2.5M equity + USD 1.5M local-currency debt, to finance 45,000 new systems and enter Tete.

8 | Team
Célia Mussa (CEO, ex-energy access programme manager), Jorge Sitoe (CFO, 10 years at a Maputo bank), Ivan Bila (Operations, built the agent network).`,
  },

  // 06 — Audited financial statements (extracts), cassava flour processor, Malanje (Angola).
  // audit-opinion PRESENT (direct): qualified opinion ("except for"), inventory count not observed.
  // going-concern PRESENT: auditor and directors (note 2) state a material uncertainty.
  // debt-distress PRESENT: October and December 2024 loan instalments not paid; IVA overdue to AGT since Q3 2024.
  // declining-revenue PRESENT (figures only, table): revenue AOA 1,284m in 2024 vs 1,412m in 2023.
  // gross-margin ABSENT: 354 / 1,284 = 27.6% vs 427 / 1,412 = 30.2%; down 2.7 points (< 5).
  // burn-above-revenue ABSENT: net profit AOA 9m; total costs 930 + 240 + 101 + 4 = 1,275 < 1,284.
  {
    id: 'h23-en-w3-06',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'prose'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue'],
    text: `FUBA DO NORTE, S.A.
Financial statements for the year ended 31 December 2024 — extracts
Amounts in millions of kwanzas (AOA m)

REPORT OF THE INDEPENDENT AUDITOR (extract)
Qualified opinion
We have audited the financial statements of Fuba do Norte, S.A. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the accompanying financial statements present fairly, in all material respects, the financial position of the Company as at 31 December 2024 in accordance with the Angolan General Accounting Plan.
Basis for qualified opinion
We were appointed after the year end and were unable to observe the physical count of inventories of cassava roots, flour and packaging held at the Malanje plant and the Cacuaco depot, carried at AOA 212 million. We were unable to satisfy ourselves by alternative means as to the quantities held.
Material uncertainty related to going concern
We draw attention to note 2. Our opinion is not further modified in respect of this matter.
Kianda Auditores & Associados — Luanda, 28 April 2025

INCOME STATEMENT
| AOA m | 2024 | 2023 |
|---|---:|---:|
| Sales of goods | 1,284 | 1,412 |
| Cost of sales | (930) | (985) |
| Gross profit | 354 | 427 |
| Distribution and administrative costs | (240) | (251) |
| Operating profit | 114 | 176 |
| Finance costs | (101) | (74) |
| Profit before tax | 13 | 102 |
| Industrial tax | (4) | (26) |
| Net profit for the year | 9 | 76 |

DIRECTORS' REPORT (extract)
2024 was a difficult year. Volumes to the wholesale markets of Luanda held up, but the provincial school-meals programme did not renew its orders after June, and the kwanza's depreciation raised the cost of diesel for the dryers. We remained profitable.

NOTES (extracts)
Note 2 — Going concern. At 31 December 2024 current liabilities exceeded current assets by AOA 318 million. The Company's ability to meet its obligations over the next twelve months depends on the restructuring of its bank loan (note 11) and on new working-capital finance. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. The directors nevertheless believe the going-concern basis remains appropriate.

Note 11 — Borrowings. Term loan from a commercial bank, AOA 620 million, interest 21% a year, quarterly instalments of AOA 48 million. The instalments due on 15 October and 15 December 2024 were not paid. The bank has not accelerated the loan and has agreed a standstill until 31 May 2025 while new terms are negotiated.

Note 15 — Taxes payable. Includes IVA of AOA 38 million overdue since the third quarter of 2024. The Company has asked the AGT for a payment plan; no reply had been received at the date of these statements.`,
  },
];
