/** The rest of cases-dev-retired-nineteenth-en-w4-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW4P1Rest: readonly RedFlagCase[] = [
  // 04 — Pitch deck in slide form, cold-chain logistics, Djibouti (FDJ).
  // customer-concentration PRESENT (figures): anchor client FDJ 142M / 312M = 45.5% of 2024 revenue.
  // unrealistic-growth PRESENT (figures): 2025 plan FDJ 1,450M / 2024 FDJ 312M = 4.65x in one year.
  // unit-economics PRESENT (figures): LTV = 2.36M x 30% x 14 months = FDJ 9.9M; 9.9 / 4.2 CAC = 2.4x, not the 6.0x claimed.
  //   (average billing check: 312M / 11 clients / 12 = FDJ 2.36M a month.)
  // gross-margin ABSENT: 36% to 34%, down 2 points.
  // burn-above-revenue ABSENT: EBITDA positive, FDJ 46M in 2024 (costs below revenue).
  // no-competition ABSENT: three kinds of competitor are named.
  {
    id: 'h19-en-w4-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `FRIGOPORT DJIBOUTI SARL - Series A presentation - April 2025

Slide 1 - FrigoPort
The cold chain of the Addis-Djibouti corridor
Reefer warehousing at Doraleh + temperature-controlled trucking to Galafi and Dewele

Slide 2 - The problem
- Ethiopian chilled meat, fruit and vegetables wait 2-4 days at the port for a vessel
- Exporters lose 8-12% of the value of a load to heat and delays
- Most reefer boxes sit on generators in open yards

Slide 3 - What we do
- 2,400 pallet positions at -25 to +12 C in the Djibouti International Free Trade Zone
- 18 reefer trucks with GPS and live temperature logging
- One contract from the Ethiopian abattoir gate to the quay

Slide 4 - Traction
                      2023       2024
Revenue (FDJ M)        205        312
Gross margin           36%        34%
EBITDA (FDJ M)          21         46
Clients                  8         11
- Anchor client: Modjo Export Abattoir PLC (Ethiopia), FDJ 142 M billed in 2024
- 10 of 11 clients renewed for 2025

Slide 5 - Unit economics
- Average billing per client: FDJ 2.36 M per month
- Contribution margin per client: 30%
- Average client life: 14 months
- CAC per exporter (Addis sales office, trial loads, first container free): FDJ 4.2 M
- LTV / CAC: 6.0x - best in corridor logistics

Slide 6 - Market and competition
- Our estimate: 1,900 reefer containers a year leave Ethiopia through Djibouti
- State cold store at the old port: 1,100 positions, no trucking
- Horn Cold Logistics (free zone): storage only, trucking planned for 2026
- Exporters' own trucks: no storage at the port
- Our edge: storage and trucking under one temperature log

Slide 7 - Plan
                      2024A     2025P     2026P     2027P
Revenue (FDJ M)         312     1,450     3,200     5,800
Pallet positions      2,400     8,400    12,000    18,000
Reefer trucks            18        60       110       160
- Damerjog site (6,000 positions) opens in Q3 2025

Slide 8 - Team
- Ahmed Daher Robleh, CEO - 12 years in port operations at Doraleh
- Fatouma Youssouf Ali, COO - formerly fleet manager for a corridor hauler
- Ibrahim Kamil Hassan, CFO - chartered accountant, Djibouti and Dubai

Slide 9 - The ask
- FDJ 890 M (USD 5 M) Series A
- 70% Damerjog facility, 30% trucks
- Contact: invest@frigoport.dj`,
    present: ['customer-concentration', 'unrealistic-growth', 'unit-economics'],
    absent: ['gross-margin', 'burn-above-revenue', 'no-competition'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },
  // 05 — Board pack with KPIs, pay-as-you-go solar, Djibouti (FDJ M). Clean.
  // high-churn ABSENT: 390 closed / about 11,525 average customers = 3.4% a quarter, about 1.1% a month (about 13% a year).
  //   (customer bridge: 11,210 + 1,020 - 390 = 11,840.)
  // debt-distress ABSENT: the company's instalment was paid and DSCR is 2.1x against 1.25x; the 6.1% past due are its customers' accounts.
  // non-recurring-revenue ABSENT: the FDJ 12.0M donor payment is booked below EBITDA, outside revenue.
  // burn-above-revenue ABSENT: costs 81.0 below revenue 96.4 (EBITDA 15.4); 91.2 - 78.9 = 12.3; 70.8 - 64.0 = 6.8.
  // declining-revenue ABSENT: 96.4 against 91.2 (+5.7%) and 70.8 (+36%).
  // gross-margin ABSENT: 45.2% to 44.0%, down 1.2 points. audit-opinion ABSENT: FY2024 audit unqualified.
  {
    id: 'h19-en-w4-05',
    documentType: 'business_plan',
    language: 'en',
    text: `BAB EL SOLAR SARL
Board of Directors - meeting of 24 April 2025, Djibouti
Item 3: Q1 2025 KPI dashboard and management commentary
Circulated by Kadra Mohamed Ali, CFO

A. Dashboard
                                     Q1 2025    Q4 2024    Q1 2024
Active pay-as-you-go customers        11,840     11,210      8,950
New installations                      1,020        980        840
Systems closed or repossessed            390        360        300
Average monthly churn                   1.1%       1.1%       1.1%
Collection rate (paid / billed)        93.4%      92.8%      91.5%
Customer accounts > 30 days late        6.1%       6.8%       7.9%
Revenue (FDJ M)                         96.4       91.2       70.8
Gross margin                           44.0%      45.2%      43.1%
Total costs incl. cost of kits (FDJ M)  81.0       78.9       64.0
EBITDA (FDJ M)                          15.4       12.3        6.8
Cash at quarter end (FDJ M)            148.0      139.5      102.0

B. Commentary
1. Revenue rose 5.7% on Q4 and 36% on Q1 2024. Growth came mainly from Dikhil and
   Ali Sabieh, where the new agents installed 610 of the 1,020 kits.
2. Gross margin slipped slightly because the January container of panels was bought
   at a higher freight rate; the Q2 container is already priced lower.
3. Donor payment: the results-based financing window paid FDJ 12.0 M for 1,020
   verified connections. It is booked as grant income below EBITDA and is not part of
   the revenue or the EBITDA shown above.
4. Customer arrears: 6.1% of our customer accounts were more than 30 days late at
   31 March (down from 7.9% a year ago). These systems are locked remotely until the
   customer tops up; write-offs in the quarter were FDJ 1.9 M, within budget.
5. Bank: the Salaam African Bank term loan (FDJ 120 M, FDJ 84 M outstanding) is
   current. The March instalment of FDJ 6.2 M was paid on 28 March. The debt service
   cover ratio was 2.1x at 31 March against a minimum of 1.25x.
6. Audit: the FY2024 financial statements were audited by Cabinet Issa & Associes,
   who signed an unqualified opinion on 20 March 2025. They go to the AGM in June.

C. Decisions requested
- Approve the three-year lease of the Dikhil hub (FDJ 0.45 M a month).
- Approve the Q2 panel and battery order of FDJ 38 M.
- Note the dashboard.`,
    present: [],
    absent: ['high-churn', 'debt-distress', 'non-recurring-revenue'],
    traits: ['table', 'figures', 'negation'],
  },
  // 06 — Slack thread exported as text, pharmacy software, Ethiopia (ETB).
  // non-recurring-revenue PRESENT (indirect): a one-off ETB 480k training job is counted in May MRR of ETB 2.46m.
  // high-churn PRESENT (figures): 41 cancellations / 540 pharmacies at the start of May = 7.6% in one month.
  // burn-above-revenue PRESENT (figures): May cash out ETB 4.6m (2.6 + 0.42 + 0.88 + 0.7) and net burn ETB 2.9m
  //   (4.6 out - 1.7 in), both above May revenue of ETB 2.46m.
  // short-runway PRESENT (figures): cash 14.9 + 1.2 = ETB 16.1m / 2.9m net burn = 5.6 months ("around mid-November").
  // declining-revenue ABSENT: underlying MRR 2.46 - 0.48 = 1.98m against April 1.95m (up).
  // customer-concentration ABSENT: the regional bureau is 0.48 / 2.46 = 19.5% of May.
  // founder-departure ABSENT: the CTO is on paternity leave and returns on 20 June.
  {
    id: 'h19-en-w4-06',
    documentType: 'business_plan',
    language: 'en',
    text: `Slack export - Kebena Health Technologies PLC (Kebena Rx) - #leadership
Exported 3 June 2025, times EAT

Yonas Getachew [09:02]
May close is in. MRR ETB 2.46m, best month we have ever had. I want this on the first
page of the angel update.

Bethlehem Girma [09:10]
before it goes out: the 2.46m includes the Amhara Regional Health Bureau training,
right? the 480k?

Yonas Getachew [09:11]
yes. invoiced 28 May, three days of stock-management training for 180 pharmacists in
Bahir Dar. it went through the platform billing so it sits in MRR

Bethlehem Girma [09:13]
it's a single job, no second cohort signed. without it May is 1.98m, April was 1.95m

Yonas Getachew [09:14]
the bureau said maybe another round in Tir. leave it in, I'll add a footnote later

Selam Hailu [09:20]
subscriber movement for May: opened with 540 pharmacies, 41 cancelled, 22 new,
closed at 521. most cancellations are Dire Dawa and Adama, after the 1 Ginbot price
change

Bethlehem Girma [09:22]
41 out of 540 in a single month. third month running with more than 30 cancellations

Selam Hailu [09:31]
cash at 31 May: Dashen 14.9m, CBE 1.2m.
May cash out 4.6m: payroll 2.6m, hosting 0.42m, field reps and transport 0.88m,
office and other 0.7m. cash in 1.7m (the bureau hasn't paid yet). net 2.9m out.

Yonas Getachew [09:34]
with the bureau renewal and the bridge from the angels we're fine well past next year

Bethlehem Girma [09:36]
neither of those is signed. on today's numbers the two accounts carry us to around
mid-November

Selam Hailu [09:37]
that's right, 16.1 over 2.9

Yonas Getachew [09:40]
ok ok. also FYI Abel (CTO) is on paternity leave until 20 June, ping me for prod issues.
for the update: lead with 2.46m, 521 pharmacies and the Gishen chain pilot. I'll do
the wording.`,
    present: ['non-recurring-revenue', 'high-churn', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue', 'customer-concentration', 'founder-departure'],
    traits: ['chat', 'figures', 'indirect', 'split', 'modality'],
  },
  // 07 — Share purchase agreement excerpt, dairy processor, Ethiopia (ETB). Clean.
  // pending-licence ABSENT: EIC permit and competition clearance both issued before signing; EFDA certificate renewed.
  // cap-table-complexity ABSENT: the register and the MoTRI registration are warranted consistent; the 2021
  //   sale by an early investor (never a director or employee) was registered.
  // litigation ABSENT: the only claim was settled, paid and closed in February 2025.
  // debt-distress ABSENT: no default, every instalment paid on its due date.
  // investor-control / low-founder-ownership not tempted: Buyer 1,500 / 5,000 = 30%; active co-founders
  //   (2,000 + 1,000) / 5,000 = 60% after Completion. Price check: 1,500 x ETB 136,800 = ETB 205,200,000.
  // related-party ABSENT: warranty that no Seller or relative has any contract with the Company.
  {
    id: 'h19-en-w4-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHARE PURCHASE AGREEMENT (EXCERPT)
dated 22 May 2025

between
(1) Ato Girma Wolde, W/ro Tsehay Bekele and Ato Nahom Girma (together the "Sellers"); and
(2) Rift Valley Foods Holdings B.V. (the "Buyer"),
relating to shares in Tana Dairy Processing PLC, Bahir Dar (the "Company").

2. SALE AND PRICE
2.1 The issued capital of the Company is 5,000 shares of ETB 1,000 each. The Sellers
sell, and the Buyer buys, 1,500 shares (the "Sale Shares"): 600 from Ato Girma Wolde,
400 from W/ro Tsehay Bekele and 500 from Ato Nahom Girma.
2.2 The price is ETB 205,200,000 (ETB 136,800 per share), payable at Completion.
2.3 After Completion the shares are held as follows: Ato Girma Wolde (co-founder and
general manager) 2,000; W/ro Tsehay Bekele (co-founder and finance director) 1,000;
Ato Nahom Girma 500; the Buyer 1,500. Both co-founders remain in their executive roles
under the service agreements signed today.

4. CONDITIONS
4.1 Completion was conditional on (a) the investment permit of the Ethiopian
Investment Commission for the Buyer, and (b) clearance of the transaction by the
Ethiopian Trade Competition and Consumers Protection Authority.
4.2 The parties record that the permit under 4.1(a) was issued on 6 May 2025 and the
clearance under 4.1(b) on 14 April 2025. Both conditions are satisfied and Completion
takes place on the date of this Agreement.

7. WARRANTIES (EXTRACT)
7.4 The 5,000 shares in clause 2.1 are the whole issued capital. The register of members and the
registration with the Ministry of Trade and Regional Integration are complete,
accurate and consistent with each other. Ato Kebede Tadesse, an early investor who was
never a director or employee of the Company, sold his 750 shares to Ato Girma Wolde by
the share transfer agreement of 12 Hamle 2013 E.C. (19 July 2021), registered on
3 September 2021; he holds no shares, options or other rights in the Company. The
Company has never issued shares or options to employees.
7.9 Save as set out in paragraph 9.1 of the Disclosure Letter, the Company is not and
has not in the last three years been party to any court, arbitration or
administrative proceedings. Paragraph 9.1 discloses a labour claim by a former
driver before the Bahir Dar City First Instance Court, settled by a compromise
agreement approved by the court on 10 February 2025; ETB 185,000 was paid and the
court file is closed.
7.11 The only borrowing of the Company is the Dashen Bank S.C. term loan, of which
ETB 96,500,000 is outstanding. No event of default has occurred, and every instalment
and interest payment has been made on its due date.
7.12 The financial statements for the year ended 30 Sene 2016 E.C. (7 July 2024) were
audited by Alemu Tesfaye Authorised Accountants, whose opinion is unqualified.
7.14 The Company holds its EFDA food establishment certificate, renewed on 2 March
2025, and has received no notice of suspension or withdrawal of any permit.
7.16 Apart from the co-founders' service agreements, no Seller, and no relative of a
Seller, is party to any contract or arrangement with the Company, and none has any
interest in a supplier or customer of the Company.

9. LIMITATION
9.1 The Sellers' total liability under the warranties is limited to 30% of the price.
9.2 No claim may be brought after 24 months from Completion (tax warranties: five years).`,
    present: [],
    absent: ['pending-licence', 'cap-table-complexity', 'litigation', 'debt-distress', 'related-party'],
    traits: ['list', 'negation', 'time'],
  },
];
