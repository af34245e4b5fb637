/** Writer 3's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW3P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), hospitality payments fintech, Mauritius.
  // customer-concentration PRESENT (figures, indirect): two named clients Rs 3,9 M of Rs 6,1 M FY2024 revenue = 63.9% (>= 30%).
  // no-competition PRESENT: "no competitor in Mauritius ... we are the only player".
  // unrealistic-growth PRESENT (table): FY2025 Rs 31,5 M / FY2024 Rs 6,1 M = 5.2x in one year (>= 4x).
  // pending-licence ABSENT: the Bank of Mauritius PSP licence was issued in August 2023 (granted, not pending).
  // burn-above-revenue ABSENT: Dec 2024 costs Rs 560k < revenue Rs 640k.
  // declining-revenue ABSENT: FY2022 1,4 M -> FY2023 3,2 M -> FY2024 6,1 M, rising.
  {
    id: 'h20-en-w3-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures', 'indirect'],
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['pending-licence', 'burn-above-revenue', 'declining-revenue'],
    text: `LAGOONPAY — Seed+ round, March 2025
Port Louis, Mauritius

Slide 1 — The problem
- Hotels and restaurants in Mauritius take cards in 9+ currencies and reconcile by hand.
- A 200-room resort spends about 60 staff-hours a month matching card settlements to folios.

Slide 2 — Our product
- One terminal + one dashboard: multi-currency acceptance, automatic folio matching, next-day MUR settlement.
- PSP licence issued by the Bank of Mauritius in August 2023.

Slide 3 — Traction
- 38 properties live, 1 140 terminals deployed.
- Processed volume 2024: Rs 1,02 bn.
- Anchor clients: Azur Hotels Group and Coralline Resorts — together Rs 3,9 M of our FY2024 revenue.

Slide 4 — Revenue so far
FY2022  Rs 1,4 M
FY2023  Rs 3,2 M
FY2024  Rs 6,1 M
December 2024: revenue Rs 640k, total operating costs Rs 560k — we cover our costs from fees.

Slide 5 — Competition
There is no competitor in Mauritius offering multi-currency settlement built for hospitality. Banks sell generic terminals; nobody else reconciles to the folio. We are the only player in this space.

Slide 6 — Plan
| Year    | Properties | Revenue    | EBITDA    |
|---------|-----------:|-----------:|----------:|
| FY2024A |         38 | Rs 6,1 M   | Rs 0,4 M  |
| FY2025F |        160 | Rs 31,5 M  | Rs 9,8 M  |
| FY2026F |        310 | Rs 58,0 M  | Rs 21,0 M |
Drivers: Réunion and Seychelles launch in Q3 2025, restaurant bundle, FX margin on settlement.

Slide 7 — Team
Nadia Ramphul (CEO, ex-hotel finance director), Yannick Li Wan Po (CTO, ex-bank card systems), 14 staff.

Slide 8 — The ask
USD 1,5 M for 18 months: 40% sales team, 35% product, 25% regional expansion and working capital.`,
  },
  // 02 — Audited financial statements (auditor's report excerpt, P&L, notes), boat excursions & booking platform, Seychelles.
  // going-concern PRESENT: auditor's "material uncertainty ... significant doubt on the Company's ability to continue as a going concern".
  // burn-above-revenue PRESENT (figures): loss for the year SCR 2 386 000, i.e. costs above revenue
  //   (gross profit 5 544 000 - admin 7 212 000 - finance 718 000 = -2 386 000).
  // debt-distress PRESENT: two DBS instalments (Sept, Dec 2024) not paid, no waiver; SCR 538 000 tax arrears to the SRC.
  // declining-revenue PRESENT (table): revenue 14 215 000 (2024) < 16 940 000 (2023).
  // audit-opinion ABSENT: opinion is unmodified ("Our opinion is not modified in respect of this matter"); emphasis only.
  // gross-margin ABSENT: 5 544/14 215 = 39.0% vs 6 776/16 940 = 40.0%, down 1 point (< 5).
  {
    id: 'h20-en-w3-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'prose', 'figures', 'split'],
    present: ['going-concern', 'burn-above-revenue', 'debt-distress', 'declining-revenue'],
    absent: ['audit-opinion', 'gross-margin'],
    text: `KANNEL MARINE EXCURSIONS LTD
Financial statements for the year ended 31 December 2024 (extracts)

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Opinion
We have audited the financial statements of Kannel Marine Excursions Ltd. In our opinion, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024 and of its financial performance for the year then ended, in accordance with the IFRS for SMEs and the Companies Act 1972.

Material uncertainty related to going concern
We draw attention to Note 2, which indicates that the Company incurred a loss for the year and that its current liabilities exceeded its current assets by SCR 3 140 000 at year end. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.

Morne & Associates, Chartered Accountants — Victoria, Mahé, 28 April 2025

STATEMENT OF PROFIT OR LOSS (SCR)
                          2024          2023
Revenue             14 215 000    16 940 000
Cost of sales       (8 671 000)  (10 164 000)
Gross profit         5 544 000     6 776 000
Administrative exp. (7 212 000)   (6 590 000)
Finance costs         (718 000)     (642 000)
Loss for the year   (2 386 000)     (456 000)

Note 2 — Basis of preparation
The directors have prepared the statements on a going concern basis, relying on a bank overdraft facility of EUR 90 000 under negotiation for Q3 2025, which had not been signed at the date of approval.

Note 14 — Borrowings
The term loan from the Development Bank of Seychelles (balance SCR 4 950 000) is repayable in quarterly instalments of SCR 412 000. The instalments due on 30 September and 31 December 2024 were not paid. No waiver had been obtained at the reporting date, and the full balance is therefore presented as current.

Note 15 — Trade and other payables
Other payables include SCR 538 000 of Business Tax and VAT owed to the Seychelles Revenue Commission for periods before July 2024, on which penalties continue to accrue.`,
  },
  // 03 — Term sheet, telemedicine, Mauritius. CLEAN.
  // investor-control ABSENT (figures): lead investor 48.0% post-money (< 50%); board 2 of 5 seats.
  // low-founder-ownership ABSENT (table): founders 22.5% + 18.5% = 41.0% (>= 40%).
  // litigation ABSENT: the 2023 Pharmalys claim was settled, withdrawn and closed in March 2024; no pending claims.
  // pending-licence ABSENT: Health Services licence granted 14 February 2025.
  // cap-table-complexity ABSENT: cap table stated as reconciled with the share register.
  {
    id: 'h20-en-w3-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation', 'figures', 'time'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation', 'pending-licence', 'cap-table-complexity'],
    text: `TERM SHEET — SERIES A PREFERRED SHARES
MediLink Maurice Ltd (the "Company"), Ebène, Mauritius
Non-binding except for Confidentiality, Exclusivity and Governing Law.

1. Investment: USD 2 400 000 by Indian Ocean Growth Partners Fund I (the "Lead Investor").
2. Valuation: USD 2 600 000 pre-money, fully diluted, including the option pool below.
3. Post-money capitalisation:

Shareholder                    | Shares    | %
Dr Priya Ramdin (founder, CEO) |   450 000 | 22.5
Kevin Lam Po Tang (founder, CTO)|  370 000 | 18.5
Indian Ocean Growth Partners   |   960 000 | 48.0
ESOP (unallocated)             |   220 000 | 11.0
Total                          | 2 000 000 | 100.0

The Company confirms that the table above has been reconciled with the share register as at 31 January 2025 and that no convertible instruments are outstanding.

4. Liquidation preference: 1x, non-participating.
5. Board: five directors — two appointed by the founders, two by the Lead Investor, one independent chair agreed by both. No single shareholder may appoint a majority.
6. Protective provisions: consent of the Lead Investor for new share classes, sale of the Company and annual budgets above Rs 120 M.
7. Founder vesting: four years, one-year cliff, credit for time served since 2021. Both founders remain full-time.
8. Representations: there is no pending or threatened litigation against the Company. The claim brought in 2023 by the former distributor Pharmalys Ltd was settled by agreement; the Supreme Court case was withdrawn and closed in March 2024, and no amount remains payable.
9. Conditions precedent: (a) satisfactory legal and financial due diligence; (b) a copy of the Health Services licence granted by the Ministry of Health and Wellness on 14 February 2025; (c) adoption of the new constitution.
10. Exclusivity: 45 days from signature.
11. Governing law: Mauritius.

Signed for the Company: ________   Signed for the Lead Investor: ________`,
  },
  // 04 — Board minutes, seafood cold-chain exporter, Seychelles.
  // founder-departure PRESENT: co-founder and CTO Marc Hoareau resigned, effective 31 July 2025.
  // dead-equity PRESENT: his 15% stays with him; no buy-back agreed, articles have no leaver clause.
  // litigation PRESENT: Ocean Ice Ltd's claim of SCR 780 000 is before the Supreme Court, hearing set for September (open).
  // short-runway PRESENT (figures): cash SCR 2 100 000 / average net burn SCR 310 000 a month = 6.8 months (< 9).
  // burn-above-revenue ABSENT: net burn SCR 310 000 < revenue SCR 450 000 a month, compared as stated.
  // debt-distress ABSENT: the DBS instalment of 30 June was paid on the due date; no arrears.
  // pending-licence ABSENT: the export establishment approval was renewed on 2 July 2025 (granted).
  {
    id: 'h20-en-w3-04',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'figures', 'time', 'negation'],
    present: ['founder-departure', 'dead-equity', 'litigation', 'short-runway'],
    absent: ['burn-above-revenue', 'debt-distress', 'pending-licence'],
    text: `PRASLIN FRESH LTD
Minutes of a meeting of the Board of Directors held at Providence Industrial Estate, Mahé, on 9 July 2025 at 10:00

Present: Anne-Marie Bibi (Chair, CEO), Marc Hoareau (CTO), Ravi Pillay (investor director)
In attendance: Josette Laporte (finance manager), minute-taker

1. Apologies and quorum
No apologies. Quorum confirmed.

2. Resignation of Marc Hoareau
Mr Hoareau confirmed the letter he sent on 30 June: he resigns as CTO and director with effect from 31 July 2025 to join a shipping group in Mauritius. The Board thanked him for building the cold-room monitoring system. He will hand over to the senior engineer during July.
The Chair raised his shareholding. Mr Hoareau holds 15% of the issued shares, fully vested. The articles contain no leaver clause, and the Company has no funds to buy the shares. Mr Hoareau stated he intends to keep them. The Board noted the position; no transfer or repurchase was agreed.

3. Finance
Ms Laporte presented the June figures. Cash at bank on 30 June: SCR 2 100 000. Average monthly revenue in Q2: SCR 450 000; average monthly net cash outflow over the same quarter: SCR 310 000. The DBS instalment of 30 June (SCR 96 000) was paid on the due date, and there are no arrears with the bank or the Seychelles Revenue Commission.
Mr Pillay asked the CEO to present options for new funding at the August meeting, including a bridge from existing shareholders.

4. Ocean Ice Ltd
The CEO reported that the claim filed by Ocean Ice Ltd for SCR 780 000 (alleged unpaid ice deliveries, 2023-2024) remains before the Supreme Court. The Company's defence was filed in May; the hearing is set for 16 September 2025. Counsel's advice is that the claim is partly unfounded. No settlement offer is on the table.

5. Export licence renewal
The Fisheries Authority renewed the export establishment approval on 2 July 2025 for three years.

6. Any other business
None. The meeting closed at 11:40.

Signed: Chair ______________`,
  },
  // 05 — Unaudited financial statements with notes, K-12 edtech SaaS, Mauritius.
  // audit-opinion PRESENT: "prepared by management ... have not been audited or reviewed".
  // gross-margin PRESENT (figures): FY2023 10 366 000/15 200 000 = 68.2%; FY2024 10 993 000/18 600 000 = 59.1%; down 9.1 points (>= 5).
  // non-recurring-revenue PRESENT (indirect): the Rs 3,4 M one-off Ministry teacher-training contract, "not expected to be renewed",
  //   sits inside "Subscription revenue (recurring)".
  // customer-concentration ABSENT: Ministry contract 3 400 000/18 600 000 = 18.3% (< 30%); no school group above 6%.
  // burn-above-revenue ABSENT: operating profit Rs 893 000 (costs below revenue).
  // declining-revenue ABSENT: revenue 15,2 M -> 18,6 M, up.
  {
    id: 'h20-en-w3-05',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['audit-opinion', 'gross-margin', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'burn-above-revenue', 'declining-revenue'],
    text: `SKOOLNET LTD — Rose-Hill, Mauritius
Financial statements for the year ended 30 June 2024

These financial statements were prepared by management for the shareholders and the MCB overdraft review. They have not been audited or reviewed by an independent auditor.

Statement of profit or loss (MUR)
                                     FY2024        FY2023
Subscription revenue (recurring)  17 900 000    14 650 000
Other revenue                        700 000       550 000
Total revenue                     18 600 000    15 200 000
Cost of sales                     (7 607 000)   (4 834 000)
Gross profit                      10 993 000    10 366 000
Operating expenses               (10 100 000)   (9 650 000)
Operating profit                     893 000       716 000

Note 1 — Business
SkoolNet sells annual platform subscriptions to private secondary schools and school groups (182 schools at 30 June 2024, 149 a year earlier). No school group accounts for more than 6% of revenue.

Note 3 — Revenue
Subscription revenue (recurring) is recognised over the subscription term. It includes Rs 3,4 M invoiced to the Ministry of Education for a teacher-training programme delivered between February and May 2024. The programme was a single delivery contract; it is complete and is not expected to be renewed. Other revenue consists of hardware resale.

Note 4 — Cost of sales
Cost of sales comprises cloud hosting, content licences and the trainers engaged for the Ministry programme (Rs 2,1 M). Hosting costs also rose after the migration to a new provider in October 2023.

Note 7 — Borrowings
The MCB overdraft limit of Rs 2,5 M was drawn at Rs 0,6 M at year end. All covenants were met.

Note 9 — Events after the reporting date
In August 2024 the company signed 11 new schools for the 2024-2025 academic year.`,
  },
  // 06 — Pitch deck (slides), inter-island boat booking marketplace, Seychelles. CLEAN.
  // short-runway ABSENT (figures): cash USD 640k / net burn USD 58k a month = 11.0 months (>= 9).
  // burn-above-revenue ABSENT: net burn USD 58k < December revenue USD 71k, compared as stated.
  // customer-concentration ABSENT (negation): no operator above 14% of commission revenue.
  // high-churn ABSENT: monthly operator churn 3.2% (< 5%; about 32% a year compounded, < 45%).
  // no-competition ABSENT: competitors are named.
  // unrealistic-growth ABSENT: 0,72 M -> 1,5 M (2.1x) -> 2,9 M (1.9x).
  {
    id: 'h20-en-w3-06',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'negation'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration', 'high-churn', 'no-competition', 'unrealistic-growth'],
    text: `ISLANDHOP — Series A deck, May 2025
Victoria, Mahé, Seychelles

1 / Problem
Visitors hop between Mahé, Praslin and La Digue, but half the boat operators still take bookings by WhatsApp and cash.

2 / Solution
A single app for ferries, water taxis and day trips: live seats, card and mobile payment, e-tickets, weather rebooking.

3 / Traction
- 64 operators live; 212 000 tickets sold in 2024
- Commission revenue: USD 410k (2023) -> USD 720k (2024)
- December 2024 revenue: USD 71k
- No single operator brings more than 14% of commission revenue
- Monthly operator churn: 3.2% (Q4 2024)

4 / Licences
Tour operator and booking agent licence from the Tourism Department, held since 2022 and renewed in January 2025.

5 / Competition
We are not alone. Travellers also book through the ferry company's own website, hotel concierges and global activity platforms such as GetYourGuide and Viator. Our edge: local inventory of small operators that those channels do not list, and SCR settlement within 24 hours.

6 / Financial position
- Cash at 30 April 2025: USD 640k
- Net burn: USD 58k a month
- Gross margin on commission: 81%, stable over eight quarters

7 / Plan
2025: USD 1,5 M revenue (Réunion tourists, inter-hotel transfers)
2026: USD 2,9 M revenue (Mauritius pilot, insurance add-on)

8 / Team
Stéphanie Morel (CEO), Dinesh Naidoo (CTO), Lisa Payet (operations), 19 staff.

9 / Ask
USD 2 M for 24 months of growth; lead investor sought, EUR or USD.`,
  },
  // 07 — Shareholders' agreement (excerpt with Schedule 1), B2B grocery wholesale platform, Mauritius.
  // low-founder-ownership PRESENT (table): founders 19.5% + 16.5% = 36.0% (< 40%).
  // investor-control PRESENT (table): Savannah Africa Ventures LP 52.0% (>= 50%).
  // cap-table-complexity PRESENT: Schedule 1 "has not been reconciled" with the register (1 012 400 vs 1 000 000 shares; note conversions unrecorded).
  // related-party PRESENT: warehouse leased from Seebaluck Properties Ltd, owned by the father of founder-director Arvind Seebaluck.
  // dead-equity ABSENT (negation): no leaver holds shares; leaver shares repurchased.
  {
    id: 'h20-en-w3-07',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'negation', 'split'],
    present: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'related-party'],
    absent: ['dead-equity'],
    text: `SHAREHOLDERS' AGREEMENT relating to BAZARPRO LTD (the "Company")
dated 12 March 2025 (extract — clauses 4, 9 and 14 and Schedule 1)

Parties: (1) Arvind Seebaluck; (2) Mélanie Chan Kin (together the "Founders"); (3) Savannah Africa Ventures LP (the "Investor"); (4) the Angel Shareholders listed in Schedule 1; (5) the Company.

4. SHARE CAPITAL
4.1 The issued share capital of the Company at the date of this Agreement is as set out in Schedule 1.
4.2 The Parties acknowledge that Schedule 1 has not been reconciled with the register of members kept by the company secretary. The register records 1 012 400 ordinary shares in issue, against 1 000 000 shown in Schedule 1, and the conversion of the two convertible notes issued in 2022 (principal Rs 4,5 M in total) has not been recorded in either document. The Company shall complete the reconciliation within 90 days, failing which the Investor may appoint an accounting firm at the Company's cost.
4.3 No person who has ceased to be an employee, consultant or officer of the Company holds Shares. All leaver shares under the 2021 share option plan were repurchased at nominal value before the date of this Agreement.

9. RESERVED MATTERS AND RELATED PARTIES
9.1 The matters in Schedule 3 require the prior written consent of the Investor.
9.3 The Company's warehouse at Riche Terre is leased from Seebaluck Properties Ltd, a company wholly owned by Mr Dev Seebaluck, father of the Founder Arvind Seebaluck, at a rent of Rs 185 000 per month. The lease shall continue on its existing terms until 31 December 2027. Any renewal or increase shall be a Reserved Matter.

14. TRANSFERS
14.1 Drag-along: if holders of more than 50% of the Shares accept an offer for the whole of the Company, all other Shareholders shall sell on the same terms.
14.2 Tag-along applies to any transfer of more than 20% of the Shares.

SCHEDULE 1 — Shareholders (as presented by the Company)
Shareholder,Class,Shares,%
Arvind Seebaluck (Founder; CEO and director),Ordinary,195000,19.5
Mélanie Chan Kin (Founder; COO and director),Ordinary,165000,16.5
Savannah Africa Ventures LP,Preferred A,520000,52.0
Angel Shareholders (6 persons),Ordinary,40000,4.0
Option pool (unallocated),—,80000,8.0
Total,,1000000,100.0`,
  },
  // 08 — Business plan with projection table, rooftop solar leasing for SMEs, Seychelles.
  // pending-licence PRESENT: generation licence applied for at the Seychelles Energy Commission in November 2024, "not yet been granted".
  // regulatory PRESENT: stated uncertainty — net-metering tariff under SEC review, new rate and grandfathering "not known".
  // unit-economics PRESENT (figures): stated CAC ~SCR 12 000, payback 4 months; own figures: S&M SCR 1 440 000 / 40 new installations
  //   = SCR 36 000 CAC, i.e. 36 000 / 3 000 contribution a month = 12 months payback.
  // unrealistic-growth ABSENT: 3,8 M -> 6,9 M (1.8x) -> 11,2 M (1.6x) -> 16,0 M (1.4x).
  // burn-above-revenue ABSENT: 2024 costs SCR 3 520 000 < revenue SCR 3 800 000; projected costs below revenue each year.
  {
    id: 'h20-en-w3-08',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'prose', 'figures', 'modality'],
    present: ['pending-licence', 'regulatory', 'unit-economics'],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    text: `SOLKAZ ENERGY LTD — Business plan 2025-2027 (summary)
Anse aux Pins, Mahé, Seychelles

1. Business
SolKaz installs rooftop solar systems on shops, guesthouses and small factories and leases them for ten years. The client pays a fixed monthly fee (average SCR 4 200) that is lower than the electricity it saves. At 31 December 2024 we had 95 systems in operation, 40 of them installed during 2024.

2. Unit economics
Each system brings a contribution of about SCR 3 000 a month after maintenance and insurance. Customer acquisition cost is about SCR 12 000 per installation, recovered in four months of contribution. This is the core of our model: cheap acquisition through referrals and hardware partners.

3. 2024 results (SCR)
Revenue 3 800 000; operating costs 3 520 000, of which sales and marketing 1 440 000 (two sales staff, site surveys, radio campaign, referral fees); EBITDA 280 000.

4. Projections (SCR)
Year   | Systems (end) | Revenue     | Operating costs | EBITDA
2025F  |           160 |  6 900 000  |   6 100 000     |   800 000
2026F  |           240 | 11 200 000  |   9 300 000     | 1 900 000
2027F  |           330 | 16 000 000  |  12 800 000     | 3 200 000

5. Licensing and regulation
Systems above 50 kW, which make up most of the 2026-2027 pipeline, require a generation licence. SolKaz filed its application with the Seychelles Energy Commission in November 2024; the licence has not yet been granted and the Commission has given no date.
The Commission is also reviewing the net-metering framework. The new export tariff, and whether existing contracts will keep the current rate, are not known; a lower rate would reduce the savings we can offer new clients by an estimated 15-25%.

6. Funding
We seek EUR 400 000 in debt from a development finance institution to fund 2025 installations, secured on the lease receivables.

7. Risks
Import delays for panels from Dubai; SCR/EUR exchange rate; PUC grid-connection waiting times (currently 6-8 weeks).`,
  },
];
