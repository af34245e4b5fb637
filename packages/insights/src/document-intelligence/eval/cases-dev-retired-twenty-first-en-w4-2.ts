/** Writer 4's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW4P2: readonly RedFlagCase[] = [

  // 07 — Audited financial statements (extract), radio and digital media, Juba, South Sudan.
  // audit-opinion PRESENT: qualified opinion ("except for").
  // going-concern PRESENT: auditor's material uncertainty related to going concern.
  // declining-revenue PRESENT (table): total revenue 805,700 (2024) < 1,120,000 (2023), -28%.
  // burn-above-revenue PRESENT: net loss of USD 286,400 for 2024 (costs above revenue).
  // Arithmetic: 684,200 + 121,500 = 805,700; 805,700 - 447,200 = 358,500; 358,500 - 611,300 = -252,800; -252,800 - 33,600 = -286,400.
  // gross-margin ABSENT: 358,500/805,700 = 44.5% vs 521,600/1,120,000 = 46.6%, down 2.1 points (< 5).
  // debt-distress ABSENT: no amounts past due to lenders or the tax authority; overdraft renewed.
  {
    id: 'h21-en-w4-07',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'negation'],
    present: ['audit-opinion', 'going-concern', 'declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'debt-distress'],
    text: `SUDD MEDIA LTD (Sudd FM 98.4 and Sudd Digital)
Financial statements for the year ended 31 December 2024
Functional and presentation currency: United States dollar

Report of the independent auditor to the members
Qualified opinion. We have audited the financial statements of Sudd Media Ltd set out on pages 6 to 24. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 and of its financial performance and cash flows for the year then ended in accordance with IFRS for SMEs.
Basis for qualified opinion. Trade receivables include USD 214,000 due from government ministries and agencies for advertising aired in 2022 and 2023. We were unable to obtain confirmations or other sufficient appropriate evidence of their recoverability, and consequently could not determine whether any adjustment to this amount was necessary.
Material uncertainty related to going concern. We draw attention to Note 2, which indicates that the Company incurred a net loss of USD 286,400 during the year ended 31 December 2024 and that, as of that date, its current liabilities exceeded its current assets by USD 173,900. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.
Juba, 30 April 2025 — Lokudu & Partners, Certified Public Accountants

Statement of comprehensive income (USD)
| | 2024 | 2023 |
|---|---|---|
| Advertising and sponsorship | 684,200 | 951,700 |
| Production services | 121,500 | 168,300 |
| Total revenue | 805,700 | 1,120,000 |
| Cost of sales | (447,200) | (598,400) |
| Gross profit | 358,500 | 521,600 |
| Operating expenses | (611,300) | (540,200) |
| Operating loss | (252,800) | (18,600) |
| Finance costs | (33,600) | (41,900) |
| Loss for the year | (286,400) | (60,500) |

Note 2 — Basis of preparation and going concern
Several development-partner media programmes ended in 2024 and advertising by NGOs fell sharply. The directors have prepared the financial statements on a going-concern basis, relying on letters of financial support from two of its shareholders and on the new mobile-data advertising contract signed in March 2025.

Note 11 — Borrowings
The overdraft facility of USD 150,000 was renewed in November 2024 on unchanged terms. No amounts are past due to lenders or to the National Revenue Authority at the reporting date.`,
  },

  // 08 — Telegram chat export, online grocery delivery, Addis Ababa, Ethiopia. CLEAN.
  // high-churn ABSENT: subscriber churn 1.8–2.4% a month (< 5).
  // burn-above-revenue ABSENT: January costs Br 3.05m < revenue Br 3.2m.
  // Founders 72% together: low-founder-ownership ABSENT. Largest customer ~12%: customer-concentration ABSENT.
  // Landlord case settled, file closed: litigation ABSENT. Competitors named: no-competition ABSENT. Licence came through: pending-licence ABSENT.
  {
    id: 'h21-en-w4-08',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['high-churn', 'burn-above-revenue', 'low-founder-ownership', 'customer-concentration', 'litigation', 'no-competition', 'pending-licence', 'declining-revenue'],
    text: `Telegram chat export — "Gebeya Basket / Yonas" — exported 14/02/2025

[12/02/2025 09:14] Yonas Kebede: Read the deck last night. A few questions before Friday's call, ok?
[12/02/2025 09:15] Selam Ayele: Of course, go ahead
[12/02/2025 09:17] Yonas Kebede: Subscription baskets. What's monthly churn?
[12/02/2025 09:21] Selam Ayele: Between 1.8% and 2.4% a month over the last six months. December was the 2.4, people travelling for Genna. We send the cohort sheet tonight
[12/02/2025 09:22] Yonas Kebede: Good. Revenue for January?
[12/02/2025 09:24] Selam Ayele: Br 3.2 million. December was Br 2.9m, January last year Br 1.9m
[12/02/2025 09:25] Yonas Kebede: And costs? Are you still burning?
[12/02/2025 09:28] Selam Ayele: No, EBITDA positive since October. January all-in costs were Br 3.05m including the riders and the Lebu cold room
[12/02/2025 09:30] Yonas Kebede: Biggest B2B account?
[12/02/2025 09:31] Selam Ayele: A hotel group in Kazanchis, around 12% of revenue. Then offices and two schools, each under 5%
[12/02/2025 09:33] Yonas Kebede: Someone told me you had a court case with the warehouse landlord
[12/02/2025 09:36] Selam Ayele: We did in 2023, over the deposit. Settled in August last year, we paid Br 150k, the court file is closed. I'll send the settlement agreement
[12/02/2025 09:37] Yonas Kebede: 👍 Cap table?
[12/02/2025 09:39] Selam Ayele: Bereket and I hold 72% together. Angels 18%, pool 10%
[12/02/2025 09:41] Yonas Kebede: Competition? The deck slide was a bit thin
[12/02/2025 09:44] Selam Ayele: Fair. Two other apps in Addis do groceries, plus the supermarket chains have their own delivery now. Our edge is fresh produce direct from farmers in Holeta and Sebeta, same-day
[12/02/2025 09:45] Yonas Kebede: Licences all fine?
[12/02/2025 09:47] Selam Ayele: Yes, the e-commerce trade licence from the Addis Ababa Trade Bureau came through in November, and the food handling certificate was renewed in January
[12/02/2025 09:48] Yonas Kebede: Great. See you Friday`,
  },

  // 09 — Shareholders' agreement (schedule and clause extract), mobile-money agent network, South Sudan.
  // investor-control PRESENT: Equatoria Growth Fund holds 5,400,000 / 10,000,000 = 54.0% (>= 50).
  // low-founder-ownership PRESENT (split across table rows): founders 21.0% + 12.0% = 33.0% (< 40).
  // cap-table-complexity PRESENT: conversion of the 2022 notes "has not been reconciled"; register and table differ.
  // Check: 54.0 + 21.0 + 12.0 + 7.0 + 6.0 = 100.0.
  // pending-licence / regulatory ABSENT: payment service provider licence issued by the Bank of South Sudan in 2023.
  {
    id: 'h21-en-w4-09',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'split', 'figures'],
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['pending-licence', 'regulatory', 'dead-equity'],
    text: `SHAREHOLDERS' AGREEMENT relating to AGENTLINK SOUTH SUDAN LTD
(extract: Recitals, Clause 2 and Schedule 2)

RECITALS
(A) The Company operates a network of mobile-money and bill-payment agents in Juba, Wau, Yei and Bor under a payment service provider licence issued by the Bank of South Sudan on 14 March 2023.
(B) Equatoria Growth Fund I LP ("EGF") has subscribed for Series A preference shares on the terms of the Subscription Agreement of even date.

CLAUSE 2 — SHARE CAPITAL
2.1 The issued share capital of the Company at Completion is as set out in Schedule 2.
2.2 Each Series A preference share carries one vote and ranks ahead of the ordinary shares on a return of capital.
2.3 EGF shall be entitled to appoint three of the five directors for so long as it holds not less than 40% of the issued shares.
2.4 The Parties acknowledge that the conversion of the convertible notes issued in 2022 has not been reconciled. The figure of 700,000 shares in Schedule 2 is provisional: the conversion price applied to two of the notes has not been confirmed, and the register of members filed with the Business Registry still shows the position before conversion. The Company shall deliver a reconciled register, signed by its legal counsel, within ninety (90) days of Completion.
2.5 No further shares or options shall be issued without the consent of EGF.

SCHEDULE 2 — CAPITALISATION AT COMPLETION
| Shareholder | Ordinary | Series A | Total | % |
|---|---|---|---|---|
| Equatoria Growth Fund I LP | — | 5,400,000 | 5,400,000 | 54.0% |
| Nyakim Gatdet (founder, Chief Executive) | 2,100,000 | — | 2,100,000 | 21.0% |
| Lado Wani (founder, Chief Technology Officer) | 1,200,000 | — | 1,200,000 | 12.0% |
| 2022 noteholders (provisional, see 2.4) | — | 700,000 | 700,000 | 7.0% |
| Employee share option pool (unallocated) | 600,000 | — | 600,000 | 6.0% |
| Total | 3,900,000 | 6,100,000 | 10,000,000 | 100.0% |

Both founders remain full-time employees of the Company and are bound by the non-compete in Clause 11.`,
  },

  // 10 — Due-diligence questionnaire answers, bottled water and water kiosks, Juba, South Sudan. CLEAN.
  // related-party ABSENT: landlord denied to be connected, registry search attached; no related-party transactions.
  // debt-distress ABSENT: no arrears, tax clearance certificate issued. audit-opinion ABSENT: audited, unqualified.
  // pending-licence ABSENT: extension application approved in October.
  // Revenue 1,340,000 vs 1,180,000 (grew): declining-revenue ABSENT.
  // Gross margin 41% vs 42%: down 1 point: gross-margin ABSENT. Costs: 790,600 + 352,400 + 18,000 = 1,161,000 < 1,340,000: burn-above-revenue ABSENT.
  // Largest customer 14% (< 30): customer-concentration ABSENT.
  {
    id: 'h21-en-w4-10',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['related-party', 'debt-distress', 'audit-opinion', 'pending-licence', 'customer-concentration', 'litigation', 'declining-revenue', 'gross-margin'],
    text: `CLEARSPRING WATER SERVICES LTD — Responses to investor due-diligence questionnaire
Prepared by management, Juba, 20 January 2025

1. Financial statements
Q: Are the FY2024 financial statements audited?
A: Yes. The accounts for the year to 31 December 2024 were audited by Wani, Lomoro & Co. and signed on 15 January 2025 with an unqualified opinion. A copy is in folder 2.1 of the data room.

2. Trading
Q: Summarise revenue, margins and profit.
A: Revenue USD 1,340,000 (FY2023: USD 1,180,000). Cost of sales USD 790,600, giving a gross margin of 41% (FY2023: 42%). Operating expenses USD 352,400 and finance costs USD 18,000, for a profit before tax of USD 179,000.

3. Related parties
Q: Is the Gudele bottling plant leased from a shareholder, a director or a relative of either?
A: No. The landlord, Kator Estates Ltd, has no connection with any shareholder, director or their families. The company search from the Business Registry is attached as 3.1. The Company had no related-party transactions in FY2024.

4. Tax
Q: Are there any arrears with the National Revenue Authority?
A: None. All monthly returns were filed and paid on time, and a tax clearance certificate was issued on 8 January 2025.

5. Licences and permits
Q: List your licences and any pending applications.
A: Product certification from the South Sudan National Bureau of Standards (granted June 2023, renewed June 2024) and the water-quality permit from the Ministry of Health. Our application to extend the certification to 20-litre dispenser bottles was approved in October 2024. There are no pending applications.

6. Customers
Q: What share of revenue comes from your largest customers?
A: Our largest customer, a catering contractor to UN compounds, was 14% of FY2024 revenue. No other customer exceeded 5%; most sales go through 61 kiosks and 140 retail shops.

7. Litigation
Q: Is the Company party to any legal proceedings?
A: No proceedings are pending or, to management's knowledge, threatened.`,
  },

  // 11 — Unaudited management accounts, edible-oil refining and packaging, Ethiopia.
  // audit-opinion PRESENT: "unaudited, prepared by management".
  // gross-margin PRESENT (figures): 12,700/48,600 = 26.1% vs 14,000/41,200 = 34.0%, down 7.9 points (>= 5).
  // debt-distress PRESENT (indirect): VAT for three months not remitted to the Ministry of Revenues (tax arrears).
  // Arithmetic: 12,700 - 8,950 = 3,750; 3,750 - 1,320 = 2,430 (profit). burn-above-revenue ABSENT.
  // declining-revenue ABSENT: revenue 48,600 vs 41,200, up 18%.
  {
    id: 'h21-en-w4-11',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'time'],
    present: ['audit-opinion', 'gross-margin', 'debt-distress'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    text: `GOJO FOODS PLC
Management accounts — nine months to 30 Megabit 2017 E.C. (8 April 2025)
Unaudited, prepared by management for the Board and shareholders

Summary income statement (Br '000)
| | 9M EFY 2017 | 9M EFY 2016 |
|---|---|---|
| Revenue | 48,600 | 41,200 |
| Cost of sales | (35,900) | (27,200) |
| Gross profit | 12,700 | 14,000 |
| Operating expenses | (8,950) | (8,100) |
| Operating profit | 3,750 | 5,900 |
| Finance costs | (1,320) | (960) |
| Profit before tax | 2,430 | 4,940 |

Commentary
Volumes. We sold 1.92 million litres of packaged edible oil against 1.81 million in the same period last year. Revenue growth is mostly price: we raised wholesale prices twice, in Meskerem and Tir.

Input costs. Nearly all our crude palm and soybean oil is imported. Since the birr was floated in July 2024 the landed cost per tonne has risen faster than we have been able to pass on to distributors in Addis Ababa, Adama and Dessie, who resisted the second increase. Packaging (PET preforms, also imported) rose by a similar proportion.

Finance costs. The working-capital overdraft was fully drawn from Hidar onwards to pay for letters of credit.

Tax. To protect the supply of crude oil, we used the VAT collected in Tir, Yekatit and Megabit (Br 3.4 million in total) to settle supplier invoices, and these amounts have not yet been paid to the Ministry of Revenues. Penalties and interest are accruing. We submitted a request for an instalment arrangement on 2 April and are waiting for the tax centre's reply.

Outlook. Management expects the fourth quarter to benefit from the Fasika season. The statutory audit for EFY 2017 will be carried out after the year-end on 30 Sene.`,
  },

  // 12 — Seed pitch deck, solar mini-grid, Wau, South Sudan.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only households, market and percentages).
  // pending-licence PRESENT: generation and distribution licence applied for in August 2024, "not yet been issued".
  // litigation PRESENT: a case over the site pending before the Wau High Court.
  // no-competition ABSENT: competitors named on slide 6.
  {
    id: 'h21-en-w4-12',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'time', 'negation'],
    present: ['missing-financials', 'pending-licence', 'litigation'],
    absent: ['no-competition'],
    text: `NURU GRID — Seed deck, January 2025
Clean, metered power for the towns of Western Bahr el Ghazal

Slide 1 — Wau runs on diesel
Fewer than one household in ten in Wau has a reliable electricity connection. Shops, clinics and mills run private generators, and fuel arrives by road from Juba or across the border, with long delays in the rainy season.

Slide 2 — Our solution
A 600 kWp solar mini-grid with battery storage, prepaid smart meters and mobile-money top-ups, starting in Hai Jebel and the main market, then expanding to Kuajiena and Jur River.

Slide 3 — Pilot
- 140 households and 22 shops connected on a 40 kWp pilot system since May 2024
- 99.1% uptime in the dry season
- Two grain mills switched from diesel to our supply

Slide 4 — Market
- Wau town: around 230,000 residents
- Western Bahr el Ghazal: over 500,000 people, most without grid access
- Three further towns identified for replication: Aweil, Kuajok and Tonj

Slide 5 — Licences and land
- Generation and distribution licence: application lodged with the Ministry of Energy and Dams in August 2024. The Ministry has acknowledged receipt; the licence has not yet been issued.
- Site: the 2-hectare plot in Hai Jebel allocated by the state Ministry of Physical Infrastructure. A family claiming customary ownership of part of the plot has filed a case, now pending before the Wau High Court; the next hearing is listed for March.

Slide 6 — Competition
Private diesel generators, solar home-system distributors selling on credit, and an NGO-funded mini-grid in Aweil. None offer metered power to commercial users in Wau.

Slide 7 — Team
Deng Akol Garang (CEO), electrical engineer, eight years with a Kenyan mini-grid developer. Rebecca Ayen (COO), formerly logistics lead for a health NGO in Wau. Angelo Ukec (CTO), metering and payments.

Slide 8 — The ask
Raising USD 900,000 in seed equity.
Use of funds: 70% generation and storage equipment, 15% distribution network and meters, 10% team, 5% legal and licensing.`,
  },

  // 13 — Quarterly investor update with metrics, school-management SaaS, Ethiopia.
  // high-churn PRESENT (figures): 310 schools at start + 23 new - churned = 275, so 58 churned in Q1;
  //   58/310 = 18.7% a quarter, about 6.2% a month (>= 5).
  // non-recurring-revenue PRESENT: March MRR Br 1.86m includes Br 410,000 of one-off onboarding and migration fees.
  // unit-economics PRESENT: claimed LTV/CAC 6.1x; own figures: subscription MRR 1.45m / 275 = Br 5,270 ARPA;
  //   lifetime 1/0.062 = 16 months; LTV = 5,270 x 72% x 16 = about Br 61,000; / CAC Br 38,000 = 1.6x, not 6.1x.
  // declining-revenue ABSENT: subscription MRR Br 1.45m in March vs Br 1.38m in December (all subscription).
  {
    id: 'h21-en-w4-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['declining-revenue', 'customer-concentration'],
    text: `TEMARI CLOUD — Investor update, Q1 2025 (January–March)

Hi everyone,

Q1 was our first quarter on the new price list (+18% from 1 January) and our first full quarter selling outside Addis Ababa. Highlights below; the full metrics pack is in the data room.

Key metrics
- MRR at 31 March: Br 1.86 million (31 December: Br 1.38 million), +35% in the quarter
- Paying schools: 275 at 31 March. We started the quarter with 310 and signed 23 new schools (Bahir Dar 9, Hawassa 8, Adama 6)
- Average subscription per school: Br 5,270 a month
- Gross margin: 72%
- Blended CAC: Br 38,000 per school (sales team, demos, travel)
- LTV/CAC: 6.1x

Notes on MRR
March MRR includes Br 410,000 of onboarding and data-migration fees from the 23 schools that went live during the quarter. These are charged once, at go-live; we show them in MRR because they are invoiced monthly with the first subscription payment. Subscription-only MRR was Br 1.45 million.

Product
- Grade 6 and Grade 8 regional exam modules released in Amharic and Afaan Oromoo
- Parent app with SMS fallback for families without smartphones
- Integration with telebirr for fee collection went live in February

Sales
Most of the schools that did not renew were small private kindergartens and primary schools in Addis that moved back to paper registers after the price increase. We are testing a "Lite" plan at Br 2,500 a month for them in Q2.

Asks
- Introductions to private school associations in Dire Dawa and Mekelle
- A finance lead with IFRS experience (part-time is fine)

Thanks,
Kalkidan & Robel`,
  },
];
