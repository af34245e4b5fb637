/**
 * Development set, eighteenth round (w3, part 1; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part1: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-kano-grain-board-minutes',
    documentType: 'legal_docs',
    text: `MINUTES OF THE 14TH MEETING OF THE BOARD OF DIRECTORS — AREWA GRAINS PROCESSING LTD
Held at the Company's office, Zaria Road, Kano, on 9 September 2025
Present: Alh. Musa Danjuma (Chair), Hauwa Bello (MD), Tunde Ogun (NED), Ifeoma Eze (Investor Director)
In attendance: Company Secretary

1. Management changes
The MD reported that Mr Kabiru Sani, co-founder and Chief Operating Officer, submitted his letter of resignation on 28 August.
His last working day will be 30 September. The Board thanked him and asked the MD to cover operations in the interim.

2. Bank of Industry facility
The Finance Manager reported that the instalments due to BOI on 30 June and 31 July (₦38.5m each) were not paid.
BOI has issued a reminder letter. The Board resolved to seek a rescheduling meeting before the August instalment also falls due.

3. Maize procurement
The Board approved the purchase of 1,200 tonnes of maize at ₦610,000/tonne from Danjuma Family Farms Ltd, a company owned by
the Chairman's brother. The Chairman declared his interest and left the room for this item.

4. AOB — none. Meeting closed at 1:40pm.`,
    present: ['founder-departure', 'debt-distress', 'related-party'],
    absent: ['litigation'],
    traits: ['indirect', 'time', 'figures'],
  },
  // runway: KES 210m / KES 15m net burn = 14 months; churn 3.1% < 5%; revenue 18.4m > burn
  {
    id: 'd18-w3-en-nairobi-saas-october-update',
    documentType: 'business_plan',
    text: `Subject: Tandaa HR — October investor update

Hi all,

Quick numbers for October:
- Revenue: KES 18.4m (September: KES 17.1m)
- Net burn: KES 15.0m — highest since Q1 because of the Kampala hires
- Cash at bank: KES 210m
- Logo churn: 3.1% in the month (we lost 11 of 352 accounts, mostly micro-SMEs that closed)

People: no changes in the leadership team. Wanjiru (co-founder, CPO) is back from parental leave on 3 November.
Asks: intros to HR leads at Safaricom-tier employers in Uganda.

Best,
Otieno`,
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'founder-departure', 'declining-revenue'],
    traits: ['list', 'figures', 'negation'],
  },
  // runway: ₦92m / ₦23m a month = 4 months; Jumia 41% of revenue
  {
    id: 'd18-w3-en-lagos-logistics-whatsapp-export',
    documentType: 'business_plan',
    text: `[03/06/2025, 21:14] Chidi (CEO): guys I just did the cash count for the board pack
[03/06/2025, 21:14] Chidi (CEO): ₦92m in GTB + Providus combined
[03/06/2025, 21:15] Bisola (Finance): and we're spending roughly ₦23m every month after collections
[03/06/2025, 21:15] Bisola (Finance): so do the maths 😬
[03/06/2025, 21:17] Chidi (CEO): yeah. we need the bridge closed before september
[03/06/2025, 21:20] Emeka (Ops): also the Jumia thing. they're 41% of our revenue now, if they move volume to their in-house fleet we're dead
[03/06/2025, 21:21] Bisola (Finance): don't say that in the board pack lol
[03/06/2025, 21:21] Chidi (CEO): I'll phrase it as "key account dependency"`,
    present: ['short-runway', 'customer-concentration'],
    absent: ['burn-above-revenue'],
    traits: ['informal', 'figures', 'split-lines', 'indirect'],
  },
  {
    id: 'd18-w3-en-accra-fintech-ddq',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE — SIKAPAY TECHNOLOGIES LTD (GHANA)
Section C: Legal & Regulatory

C.4 Does the Company hold all licences required for its current and planned activities?
Answer: The Company operates today as a technical service provider to Fidelity Bank. A Payment Service Provider (Enhanced)
licence application was lodged with the Bank of Ghana on 12 March 2025. The BoG acknowledged receipt and requested
additional AML documentation, which we submitted in June. No decision has been communicated yet.

C.5 Describe any transactions with directors, shareholders or their relatives.
Answer: Our Accra head office at East Legon is leased from Adwoa Properties Ltd, which is owned by the CEO's brother,
at GHS 22,000 per month. The lease was approved by the board.

C.6 Is the Company party to any litigation or arbitration?
Answer: No.`,
    present: ['pending-licence', 'related-party'],
    absent: ['litigation', 'regulatory'],
    traits: ['qa', 'indirect', 'negation'],
  },
  // founders 54% post-money; lead 22% — below 50%
  {
    id: 'd18-w3-en-dakar-edtech-seed-term-sheet',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES SEED PREFERRED SHARES
Issuer: Jàngal Education SAS, Dakar, Senegal
Lead Investor: Teranga Capital Fund II ("Lead")
Amount: XOF 1,150,000,000 in aggregate, of which the Lead XOF 800,000,000
Pre-money valuation: XOF 2,900,000,000 on a fully diluted basis including a 10% post-money option pool
Post-closing ownership (fully diluted): Founders (A. Diop, F. Ndiaye) 54.0%; Lead 22.1%; other seed investors 9.9%; ESOP 10.0%; angels 4.0%
Board: 3 seats — two Founder seats, one Lead seat
Protective provisions: customary; Lead consent needed for new senior securities
Founder vesting: 4 years, 1-year cliff, with 25% credit for time served
Exclusivity: 45 days. This term sheet is non-binding except confidentiality and exclusivity.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'figures'],
  },
  // net loss EGP 63.2m on revenue 214.5m: costs 277.7m > revenue
  {
    id: 'd18-w3-en-cairo-foods-auditor-report',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
To the shareholders of Nile Harvest Foods S.A.E.

Qualified Opinion
We have audited the financial statements of Nile Harvest Foods S.A.E. for the year ended 31 December 2024. In our opinion,
except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements
present fairly, in all material respects, the financial position of the Company.

Basis for Qualified Opinion
We were not able to attend the physical count of inventories at the Sadat City warehouse, stated at EGP 41.7 million, and
could not satisfy ourselves by alternative procedures as to the quantities held.

Material Uncertainty Related to Going Concern
We draw attention to Note 2, which indicates that the Company incurred a net loss of EGP 63.2 million during the year and,
as of that date, its current liabilities exceeded its current assets by EGP 28.9 million. These conditions indicate that a
material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern.

Revenue for the year: EGP 214.5 million (2023: EGP 198.0 million).
Cairo, 29 April 2025`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['figures'],
  },
  // revenue Q3 ZAR 6.2m < Q2 6.9m; GM 42% -> 34% = -8 pts
  {
    id: 'd18-w3-en-cape-town-quarterly-management-accounts',
    documentType: 'financial_statements',
    text: `Fynbos Skincare (Pty) Ltd — Management accounts, Q3 FY2025 (ZAR '000)

| Line                 | Q1 FY25 | Q2 FY25 | Q3 FY25 |
|----------------------|--------:|--------:|--------:|
| Retail sales         |   4,120 |   4,480 |   3,950 |
| Online sales         |   2,210 |   2,420 |   2,250 |
| **Total revenue**    | **6,330** | **6,900** | **6,200** |
| Cost of sales        |   3,610 |   4,000 |   4,090 |
| Gross profit         |   2,720 |   2,900 |   2,110 |
| Gross margin         |     43% |     42% |     34% |
| Operating expenses   |   1,840 |   1,910 |   1,960 |

Commentary: Q3 was hit by the Clicks ranging reset and higher shea butter import costs after the rand weakened.`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // top customer 24% < 30%; founders 47% > 40%
  {
    id: 'd18-w3-en-kigali-agritech-ic-memo',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO — Imbuto Analytics Ltd (Rwanda) — USD 1.5m Series A participation

Summary: recommend approval. FY2024 revenue USD 1.16m (FY2023: USD 0.71m), gross margin 61%.

Key risks reviewed
- Concentration: largest customer (One Acre Fund) was 24% of FY2024 revenue; top three combined 29%... the team expects
  this to fall as the cooperatives channel scales.
- Ownership: after this round the two founders hold 47% together; no single investor above 20%.
- Legal: the IP dispute with a former contractor was settled in February 2025 with a one-off payment of RWF 14m; the
  settlement deed is in the data room and the claim is withdrawn.
- Team: full founding team in place; a CFO joined in July.

Recommendation: approve USD 1.5m at the terms negotiated.`,
    present: [],
    absent: ['customer-concentration', 'low-founder-ownership', 'litigation', 'founder-departure'],
    traits: ['list', 'negation', 'time', 'figures'],
  },
  // growth: XOF 400m (2024) -> 2bn (2025) = 5x; -> 9bn (2026) = 4.5x
  {
    id: 'd18-w3-en-abidjan-cold-chain-press-article',
    documentType: 'business_plan',
    text: `Abidjan start-up FroidPlus bets big on cold chain
By Staff Reporter, West Africa Business Daily

FroidPlus, the Abidjan company that rents solar-powered cold rooms to fish traders in Treichville and Abobo, says it has
the market to itself. "There is nobody else doing pay-per-crate cold storage in Francophone West Africa. Nobody," said
co-founder Serge Kouassi. "Traders either use ice blocks or they lose the fish."

The company booked XOF 400 million in revenue in 2024 and is telling investors it will reach XOF 2 billion this year and
XOF 9 billion in 2026 as it rolls out 300 rooms in Côte d'Ivoire, Ghana and Togo. It is raising EUR 3 million.

Kouassi declined to name the company's investors.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['indirect', 'figures', 'quote'],
  },
  {
    id: 'd18-w3-en-nakuru-dairy-loan-application-ocr',
    documentType: 'financial_statements',
    text: `EQUITY BANK KENYA — SME CREDIT APPLICATION (scanned)
Appl icant : RIFT VALLEY FRESH DAIRY LTD     Branch: Nakuru
Facil ity req uested : Asset finance, KES 24,000,000 (2 x refrigerated trucks)

SEC TION 6 - STATUTORY OBLIG ATIONS
6.1 Is the appl icant current on all KRA obligations ?   [ ] Yes   [X] No
6.2 If No, give deta ils :  VAT for Jan - Apr 2025 and PAYE for Mar - Apr 2025 not remitted.
    Outsta nding principal KES 3,4 80,000 plus pena lties and interest. Payment plan requested
    from KRA on 2 June 2025, not yet agreed.
SEC TION 7 - TRADING
7.1 Turnover last FY :  KES 96.2 m    7.2 Turnover prior FY :  KES 81.5 m
Sig ned: ........ P. Kiprono (Director)    Date: 11/06/2025`,
    present: ['debt-distress'],
    absent: ['declining-revenue', 'regulatory'],
    traits: ['ocr', 'form', 'figures'],
  },
  // largest shareholder 38% < 50%
  {
    id: 'd18-w3-en-lusaka-solar-data-room-notes',
    documentType: 'legal_docs',
    text: `DATA ROOM REVIEW NOTES — Zambezi Sun Energy Ltd — folder 03 Corporate
Reviewer: M. Phiri, associate — 14 Oct 2025

03.1 Share register (PACRA extract, 2 Oct 2025): agrees line by line to the cap table in 03.4 — no differences.
03.2 Departed staff: two engineers who left in 2023 held 1.5% each; both repurchased at cost under clause 9 of the
     SHA (board resolution and transfer forms filed, 03.7). No leaver still on the register.
03.3 Largest holder: Kafue Impact Fund at 38% fully diluted; founders 44%; ESOP 8%; others 10%.
03.4 SAFE notes: none outstanding; the 2022 notes converted in the seed round.
03.5 Outstanding points: none for this folder.`,
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'investor-control', 'low-founder-ownership'],
    traits: ['list', 'negation', 'time'],
  },
  // implementation fee ZAR 2.4m one-off included in ARR; MTN 35% of revenue
  {
    id: 'd18-w3-en-johannesburg-contract-summaries',
    documentType: 'business_plan',
    text: `CUSTOMER CONTRACT SUMMARIES — Lwazi Data (Pty) Ltd — prepared for Series A data room

1) MTN South Africa — Master Services Agreement, 3 years from 1 March 2024
   Annual subscription: ZAR 9.8m. Auto-renew, 90 days' notice.
   Share of FY2025 revenue: 35%.
   One-time integration and data-migration fee of ZAR 2.4m invoiced May 2025 — management includes this
   within the ZAR 28.0m "ARR" reported in the deck.

2) Discovery Health — pilot SOW, 6 months, ZAR 1.1m fixed.

3) Capitec — annual licence ZAR 3.2m, renewal due Jan 2026.

Remaining 40+ customers each below 5% of revenue.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['list', 'indirect', 'figures'],
  },
  // growth 2.5x < 4x
  {
    id: 'd18-w3-en-payments-podcast-transcript',
    documentType: 'business_plan',
    text: `[Transcript — "Founders in Lagos" podcast, Ep. 112, guest: Kemi Adeyemi, CEO of Ledgerly]

HOST: People say you have no competition in SME bookkeeping. True?
KEMI: No, that's not true at all. Paystack and Moniepoint both have bookkeeping features, and Kippa was there before us.
  We win on the accountant network, not because the space is empty.
HOST: Numbers?
KEMI: We did about $1.2 million of revenue last year, two and a half times the year before. I'd love to say we'll 10x
  but realistically we plan for doubling again.
HOST: And your co-founder? There were rumours.
KEMI: Tobi is still CTO, still here, still writing code at 2am. He took a month off in March, that's all.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'founder-departure'],
    traits: ['informal', 'negation', 'hedge'],
  },
];
