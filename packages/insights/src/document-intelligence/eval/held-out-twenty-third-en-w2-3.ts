/** Writer 2's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW2P3: readonly RedFlagCase[] = [
  // 14 — Board paper, plastics recycler, Port Harcourt (Nigeria). CLEAN but tempting.
  // declining-revenue ABSENT: ₦198.1m (Q1) → ₦212.4m (Q2).
  // gross-margin ABSENT: 33.0% → 31.0% (down 2 points, < 5).
  // customer-concentration ABSENT: largest buyer 29% of Q2 revenue (Q1: 27%), both < 30%.
  // debt-distress ABSENT: instalment paid on time; DSCR 1.6× vs 1.25× minimum.
  // pending-licence / regulatory ABSENT: NESREA permit renewed on 4 July (the delay is over).
  // litigation ABSENT: community threat only ("may go to court"); no claim filed.
  // going-concern ABSENT: directors say no matter casts doubt (negation).
  // burn-above-revenue ABSENT: profit after tax ₦19.3m.
  {
    id: 'h23-en-w2-14',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'time', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'customer-concentration', 'debt-distress', 'pending-licence', 'regulatory', 'litigation', 'going-concern', 'burn-above-revenue'],
    text: `GARDEN CITY RECYCLERS LTD
Board paper — Q2 2025 review
Prepared by the Managing Director for the meeting of 14 August 2025

1. HEADLINES
- Q2 revenue ₦212.4m, up from ₦198.1m in Q1, despite three weeks of heavy rain that slowed collection in Obio/Akpor.
- Gross margin 31.0% (Q1: 33.0%) — PET bale prices eased in June.
- Profit after tax ₦19.3m.
- Tonnage collected: 2,940 t PET and HDPE (Q1: 2,710 t); 1,180 registered collectors paid by transfer every Friday.

2. PERMITS
Our NESREA facility permit expired on 31 March and the renewal took longer than expected. Some of you asked in May whether the delay could force us to stop operating. That question no longer arises: the permit was renewed on 4 July for three years, and the Rivers State Ministry of Environment inspection in late July raised no issues.

3. BANK FACILITY
The ₦15m quarterly instalment on the ₦120m Bank of Industry facility was paid on 30 June, on the due date. Debt service cover for the 12 months to June: 1.6× against the 1.25× minimum in the facility letter.

4. COMMUNITY
Leaders in Rumuolumeni have told us they may go to court over truck traffic on the access road. No claim has been filed. We have offered speed bumps, a 7 pm curfew on trucks and a youth collection scheme; a meeting is fixed for 20 August.

5. CUSTOMERS
Our largest buyer, a flake producer in Aba, took 29% of Q2 revenue (Q1: 27%). Two new buyers in Onne began taking HDPE regrind in June, which should bring that share down in Q3.

6. OUTLOOK
The directors are not aware of any matter that casts doubt on the company's ability to continue trading over the next twelve months. Second baler commissioning is on track for October (budget ₦38m, funded from cash).`,
  },

  // 15 — Business plan and funding request, solar cold rooms at markets, Kano (Nigeria).
  // burn-above-revenue PRESENT (table): monthly costs ₦22.0m > monthly revenue ₦14.0m.
  // short-runway PRESENT (figures): net burn 22.0 − 14.0 = ₦8.0m a month; ₦60m / 8.0 = 7.5 months (< 9).
  // unrealistic-growth PRESENT (figures): 540 / 168 = 3.2×; 1,700 / 540 = 3.1×; 5,400 / 1,700 = 3.2× — 3× a year over three years.
  // customer-concentration ABSENT: no trader group above 15%.
  // pending-licence ABSENT: site permits held for all six markets.
  {
    id: 'h23-en-w2-15',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures'],
    present: ['burn-above-revenue', 'short-runway', 'unrealistic-growth'],
    absent: ['customer-concentration', 'pending-licence'],
    text: `AREWA COLD HUBS LTD
Business plan and funding request — Kano, September 2025

1. WHAT WE DO
Walk-in, solar-powered cold rooms inside six produce markets in Kano and Kaduna states (Yankaba, Sharada, Janguza, Zaria Road, Giwa and Kawo). Tomato, pepper and leafy-vegetable traders rent space at ₦200 per crate per day and cut spoilage from about 40% to under 5%. Site permits from the market management committees and the Kano State Ministry of Commerce are held for all six sites.

2. CURRENT POSITION (August 2025)
Monthly revenue: ₦14.0m (around 2,300 crates a day across six hubs)

Monthly operating costs
| Item | ₦m |
|---|---:|
| Staff (64, incl. hub attendants and night security) | 7.9 |
| Site rents and market levies | 3.1 |
| Maintenance, inverters and batteries | 4.6 |
| Reefer van hire (farm-gate pickups) | 3.8 |
| Head office, software, insurance | 2.6 |
| Total | 22.0 |

Cash at bank, 31 August 2025: ₦60m
Customers: ~1,900 traders; no single trader association brings more than 15% of revenue.

3. GROWTH PLAN
| | 2025 (annualised) | 2026 | 2027 | 2028 |
|---|---:|---:|---:|---:|
| Hubs | 6 | 20 | 60 | 180 |
| Revenue (₦m) | 168 | 540 | 1,700 | 5,400 |
| EBITDA margin | — | 8% | 22% | 31% |

New hubs will open in Katsina, Jigawa, Bauchi and the FCT, and from 2027 in the south-west.

4. FUNDING REQUEST
₦850m in equity and blended finance: 14 new hubs in 2026, a second reefer fleet, and working capital.

5. TEAM
Aminu Sani Dantata (MD, 15 years in produce trading), Dr Hadiza Yusuf (post-harvest specialist, ABU Zaria), Emeka Ugwu (operations).`,
  },

  // 16 — Pre-seed extension pitch deck, WhatsApp-first social commerce, Accra (Ghana).
  // missing-financials PRESENT: users, sellers, retention, team and the ask — no revenue or cost figure anywhere.
  // founder-departure PRESENT (indirect): co-founder/CTO "stepped back" in March 2025 to study abroad.
  // high-churn PRESENT (figures): 12-month buyer retention 41% (< 55%).
  // dead-equity ABSENT: his shares were bought back. low-founder-ownership ABSENT: remaining founders 71%.
  // no-competition ABSENT: competitors named.
  {
    id: 'h23-en-w2-16',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'indirect', 'figures'],
    present: ['missing-financials', 'founder-departure', 'high-churn'],
    absent: ['dead-equity', 'low-founder-ownership', 'no-competition'],
    text: `MAAME MARKET
Pre-seed extension · Accra · August 2025

1 — Ghana sells on WhatsApp. We make it a shop.
Catalogue links, MoMo checkout and rider booking for the Instagram and WhatsApp sellers of Makola, Kantamanto and every Accra estate.

2 — Traction
• 14,800 sellers onboarded · 3,900 active each month
• 212,000 buyer downloads · 61,000 monthly active buyers
• Buyer retention after 12 months (Aug 2024 cohort): 41%
• 4.6★ on Play Store (3,100 reviews)

3 — Why now
MoMo interoperability is everywhere, data is cheaper, and sellers are tired of screenshotting price lists.

4 — Competition
Jumia and Tonaton for formal listings, Facebook Marketplace, and plain WhatsApp groups. Our edge: checkout and delivery inside the chat the buyer already uses.

5 — Team
Ama Owusu — CEO, co-founder (ex-product lead at a Ghanaian fintech)
Yaw Darko — COO, co-founder (built a 60-rider dispatch network in Kumasi)
Kwesi Mensimah — co-founder and CTO until March 2025, when he stepped back to take up an MSc in Edinburgh. The company bought back his shares under the leaver clause. Engineering is now led by Efua Quaye (Head of Engineering, joined April 2025).
Founders' holding after the buy-back: 71%

6 — Business model
Commission on each completed sale, plus paid delivery booking; pricing still being tested by seller tier.

7 — The ask
US$750k to reach 10,000 active sellers and launch seller financing with a partner bank.`,
  },

  // 17 — Compliance certificate from borrower to lender, payments company, Accra (Ghana). CLEAN but tempting.
  // debt-distress ABSENT: all covenants met (DSCR 1.31× vs ≥ 1.30×; cash GH₵ 5.41m vs ≥ 5.0m; net debt/EBITDA 2.90× vs ≤ 3.00×;
  //   current ratio 1.25× vs ≥ 1.20×), no Default, instalments paid on due dates.
  // regulatory ABSENT: BoG licence in force, no suspension or fine. pending-licence ABSENT: licence granted 2023.
  // litigation ABSENT: none current, pending or threatened (negation).
  // audit-opinion ABSENT: FY2024 audited with an unqualified opinion.
  {
    id: 'h23-en-w2-17',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['debt-distress', 'regulatory', 'pending-licence', 'litigation', 'audit-opinion'],
    text: `COMPLIANCE CERTIFICATE

To:    Gold Coast Capital Partners Limited (the "Lender")
From:  Adom Pay Limited (the "Borrower")
Date:  15 May 2025

Facility agreement dated 3 August 2023 for a GH₵ 20,000,000 term loan facility (the "Agreement")

1. We refer to the Agreement. This is a Compliance Certificate. Terms defined in the Agreement have the same meaning when used in this certificate.

2. We confirm that, for the Relevant Period ended 31 March 2025:

| Covenant (clause)                 | Requirement      | Actual          | Met |
|-----------------------------------|------------------|-----------------|-----|
| Minimum cash balance (22.1)       | ≥ GH₵ 5,000,000  | GH₵ 5,410,000   | Yes |
| Debt service cover ratio (22.2)   | ≥ 1.30x          | 1.31x           | Yes |
| Net debt to EBITDA (22.3)         | ≤ 3.00x          | 2.90x           | Yes |
| Current ratio (22.4)              | ≥ 1.20x          | 1.25x           | Yes |

3. We confirm that no Default is continuing. The instalments of principal and interest due on 31 January 2025 and 30 April 2025 were paid in full on their due dates.

4. The Borrower's licence as an Enhanced Payment Service Provider, issued by the Bank of Ghana on 12 June 2023 under the Payment Systems and Services Act, 2019 (Act 987), remains in full force. No suspension, penalty or directive has been issued to the Borrower by the Bank of Ghana during the Relevant Period.

5. No litigation, arbitration or administrative proceedings are current or, to our knowledge, pending or threatened against the Borrower.

6. The audited financial statements for the year ended 31 December 2024, carrying an unqualified audit opinion from the Borrower's auditors, were delivered to the Lender on 29 April 2025 under clause 21.1.

Signed:

_______________________                _______________________
Nana Ama Sarpong                        Kofi Adu-Gyamfi
Chief Financial Officer                 Director
for and on behalf of Adom Pay Limited`,
  },
];
