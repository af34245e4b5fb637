/** Part a of cases-dev-retired-fifteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthEnW2A: readonly RedFlagCase[] = [
  // Net loss of ₦412.7m for the year → costs above revenue (burn-above-revenue).
  // Unremitted VAT ₦61.8m + PAYE ₦34.5m = ₦96.3m of tax arrears (debt-distress).
  {
    id: 'h15-en-w2-01',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
TO THE MEMBERS OF KOBOHAUL LOGISTICS LIMITED

Qualified Opinion
We have audited the financial statements of KoboHaul Logistics Limited ("the Company"), which comprise the statement of financial position as at 31 December 2023, the statements of profit or loss and other comprehensive income, changes in equity and cash flows for the year then ended, and the notes.
In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the accompanying financial statements give a true and fair view of the financial position of the Company as at 31 December 2023 in accordance with IFRS and the Companies and Allied Matters Act, 2020.

Basis for Qualified Opinion
Trade receivables of ₦611.4 million include ₦238.0 million due from fleet sub-contractors in Kano and Onitsha for which no confirmations were received and no alternative evidence was available. We were unable to determine whether any adjustment to this amount was necessary.

Material Uncertainty Related to Going Concern
We draw attention to Note 2.3, which indicates that the Company incurred a net loss of ₦412.7 million during the year ended 31 December 2023 and, as of that date, its current liabilities exceeded its current assets by ₦587.2 million. As disclosed in Note 2.3, VAT of ₦61.8 million due to the Federal Inland Revenue Service and PAYE deductions of ₦34.5 million due to the Lagos State Internal Revenue Service had not been remitted at the year end. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Adeleke, Nwosu & Co.
Chartered Accountants, Lagos
29 April 2024`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['litigation'],
    traits: ['prose', 'indirect', 'figures'],
  },
  {
    id: 'h15-en-w2-02',
    documentType: 'legal_docs',
    text: `DATA ROOM 2.1 — LEGAL DUE DILIGENCE QUESTIONNAIRE
Company: Dwumadie Logistics Limited, Tema | Completed by: Company Secretary | 14 October 2024

Q1. Is the Company, or has it in the last three years been, a party to any litigation, arbitration or regulatory proceedings?
A1. Not currently. Suit No. CM/BDC/0218/2022, Gyamfi Haulage Ltd v. Dwumadie Logistics Ltd (High Court, Commercial Division, Accra) was settled; Terms of Settlement were filed and the suit was struck out as withdrawn on 9 March 2023. No further claim has been made.

Q2. Does the Company owe any tax, SSNIT contributions or other statutory payments past their due date?
A2. No. GRA Tax Clearance Certificate valid to 31 December 2024 and SSNIT clearance for Q3 2024 are at Docs 4.2 and 4.3.

Q3. List all licences and permits held. Are any applications outstanding?
A3. Ghana Shippers' Authority registration (renewed January 2024); GPHA port access permit valid to 30 June 2025; EPA permit for the Community 9 depot (issued 2021, valid to 2026). No applications are outstanding.

Q4. Does any director, shareholder or relative of either supply goods, services or premises to the Company?
A4. No. The depot is leased from Tema Development Corporation, which is unrelated to any director or shareholder.

Q5. Has any founder or senior executive resigned or given notice in the last 24 months?
A5. No. Both founders remain full-time executive directors.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'pending-licence', 'related-party', 'founder-departure'],
    traits: ['form', 'negation', 'time'],
  },
  // LTV = ₦1,500 × 40% × 10 months = ₦6,000; ₦6,000 / ₦18,000 CAC = 0.33x, not the claimed 6x → unit-economics.
  // FY2024 ₦120m → FY2025 ₦1.2bn = 10× in one year (≥ 4×) → unrealistic-growth.
  {
    id: 'h15-en-w2-03',
    documentType: 'pitch_deck',
    text: `SabiStock — Seed Deck (OCR export, slides 4-9)
---- slide 4 ----
MARKET
3m+ kiosks & provision stores in Nige-
ria. We have NO competitors: no one
else digitises kiosk stock & re-orders
---- slide 6 ----
TRACTlON
FY2024 revenue      ₦120m
Paying shops        6,800 (Lagos, Kano,
                    Ibadan)
---- slide 7 ----
UNIT ECONOMlCS
ARPU ........... ₦1,500 / shop / month
Gross margin ... 40%
Avg shop life .. 10 months
CAC ............ ₦18,000
LTV : CAC ...... 6x   (best in class)
---- slide 9 ----
PROJECTIONS (₦)
FY2025   1.2bn      FY2026   6bn
FY2027   24bn`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['ocr', 'list', 'figures', 'indirect'],
  },
  // DSCR 0.91x against a 1.25x minimum (covenant breach) and two instalments unpaid → debt-distress.
  {
    id: 'h15-en-w2-04',
    documentType: 'legal_docs',
    text: `SHIRE COMMERCIAL BANK PLC — Corporate Credit, Victoria Avenue, Blantyre
Our ref: SCB/CRD/2024/1187                                  14 August 2024

The Directors
Nyasa Solar Grids Limited
Area 47, Lilongwe

Dear Sirs,
RE: TERM LOAN FACILITY OF MK 1,200,000,000 — NOTICE OF EVENTS OF DEFAULT
1. We refer to the facility letter dated 3 March 2022 and its amendment of 11 May 2023.
2. The instalments of MK 48,600,000 each due on 30 June 2024 and 31 July 2024 remain unpaid. Overdue amounts now stand at MK 97,200,000, on which default interest of 5% above the contract rate is accruing.
3. Your management accounts to 30 June 2024 show a debt service cover ratio of 0.91x against the minimum of 1.25x required under clause 14.2.
4. We further note from your letter of 2 August 2024 that MERA has suspended the generation and distribution licence of the Nkhata Bay mini-grid pending a safety inspection, and that Mr Chikondi Phiri, co-founder and Managing Director, resigned with effect from 31 July 2024.
5. Each of the above constitutes an Event of Default under clause 18. The Bank reserves all its rights, including the right to accelerate the facility, but has not at this stage taken any action.
6. We invite the Board to a meeting on or before 23 August 2024 to present a remediation plan and the name of the incoming Managing Director.

Yours faithfully,
Head, Credit Risk Management`,
    present: ['debt-distress', 'regulatory', 'founder-departure'],
    absent: ['litigation'],
    traits: ['prose', 'list', 'indirect', 'figures'],
  },
  {
    id: 'h15-en-w2-05',
    documentType: 'legal_docs',
    text: `ATLANTIC TRUST BANK (SL) LIMITED
Siaka Stevens Street, Freetown                               2 September 2024

The Managing Director
Tonkolili Rice Mills Ltd, Magburaka

Dear Madam,
ANNUAL REVIEW — TERM LOAN SLE 4,500,000 AND OVERDRAFT SLE 800,000
We are pleased to confirm that, following our annual review, both facilities are renewed for a further twelve months on the terms below.
Our review found that all twelve monthly instalments in the review period were paid on or before their due dates and that the accounts carry no arrears. The debt service cover ratio for FY2023 was 1.38x against the covenant minimum of 1.25x, and you have supplied the NRA tax clearance certificate for 2024.
As you will recall, the term loan was rescheduled in October 2022 after the fire at the Magburaka warehouse. That rescheduling period ended in June 2023 and the facility has performed normally since then.
Pricing: Monetary Policy Rate of the Bank of Sierra Leone + 4.5% p.a. Security: unchanged (legal mortgage over the mill site and debenture).
Kindly sign and return the duplicate of this letter within 14 days.

Yours faithfully,
Relationship Manager, Corporate Banking`,
    present: [],
    absent: ['debt-distress'],
    traits: ['prose', 'negation', 'time', 'figures'],
  },
  // Revenue GH₵ 16,918k (2023) < GH₵ 20,258k (2022) → declining-revenue.
  {
    id: 'h15-en-w2-06',
    documentType: 'financial_statements',
    text: `AKWAABA FRESH FOODS LIMITED
NOTES TO THE AUDITED FINANCIAL STATEMENTS (continued) — YEAR ENDED 31 DECEMBER 2023

6. REVENUE                                   2023        2022
                                          GH₵'000     GH₵'000
   Processed cassava products (gari, flour) 14,812      16,940
   Export sales (Côte d'Ivoire, Togo)        2,106       3,318
                                            16,918      20,258

24. RELATED PARTY TRANSACTIONS
   The Suame warehouse is leased from Owusu Estates Limited, whose sole shareholder is Mrs Efua Owusu,
   spouse of the Managing Director. Rent paid: GH₵ 864,000 (2022: GH₵ 720,000).
   Haulage of GH₵ 1,210,000 (2022: GH₵ 1,040,000) was purchased from Kofi Owusu Transport,
   a sole proprietorship of the Managing Director's brother.

27. CONTINGENT LIABILITIES
   Suit No. BFS/0412/2023 — Maxwell Agro Distribution Ltd v. Akwaaba Fresh Foods Ltd.
   The plaintiff, a former distributor, claims GH₵ 2.4 million in damages for termination of its
   distribution agreement. The matter is before the High Court (Commercial Division), Kumasi, and
   the next hearing is fixed for 12 June 2024. On legal advice the directors have made no provision.`,
    present: ['declining-revenue', 'related-party', 'litigation'],
    absent: ['audit-opinion'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Revenue K 39.7m (FY2024) < K 48.2m (FY2023) → declining-revenue.
  {
    id: 'h15-en-w2-07',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS OF KAFUE AGRO-PROCESSORS LIMITED

Disclaimer of Opinion
We were engaged to audit the financial statements of Kafue Agro-Processors Limited, set out on pages 9 to 41, for the year ended 31 March 2024.
We do not express an opinion on the accompanying financial statements. Because of the significance of the matters described in the Basis for Disclaimer of Opinion section, we have not been able to obtain sufficient appropriate audit evidence to provide a basis for an audit opinion.

Basis for Disclaimer of Opinion
1. Inventories of maize and soya meal are carried at K 22.4 million. We were appointed after the year end and could not observe the physical count, nor satisfy ourselves by other means as to the quantities held.
2. Accounting records for October 2023 to January 2024 were lost in a server failure at the Kafue plant and have been only partly reconstructed.

Material Uncertainty Related to Going Concern
Note 2 states that revenue for the year fell to K 39.7 million (2023: K 48.2 million) and that the Company's bankers have not yet confirmed renewal of the K 15 million overdraft falling due in August 2024. These conditions indicate a material uncertainty that may cast significant doubt on the Company's ability to continue as a going concern.

Mwansa Tembo & Partners
Chartered Accountants, Lusaka
30 June 2024`,
    present: ['audit-opinion', 'going-concern', 'declining-revenue'],
    absent: ['debt-distress'],
    traits: ['prose', 'figures'],
  },
  // Gross margin 2023: (1,840.4 − 1,082.6) / 1,840.4 = 41.2%; 2022: (1,520.7 − 838.4) / 1,520.7 = 44.9% → down 3.7 points (< 5).
  // Largest customer ₦496.9m / ₦1,840.4m = 27.0% (< 30%). Revenue up.
  {
    id: 'h15-en-w2-08',
    documentType: 'financial_statements',
    text: `AREWA DAIRIES NIGERIA LIMITED — EXTRACT FROM NOTES TO THE FINANCIAL STATEMENTS
For the year ended 31 December 2023 (audited by Okonkwo Bello & Co., unmodified opinion dated 28 March 2024)

5. Revenue                          2023 ₦'000      2022 ₦'000
   Fresh milk and yoghurt             1,412,300       1,166,800
   Cheese and butter                    428,100         353,900
                                      1,840,400       1,520,700
   Revenue from the largest customer, a Kano-based distributor, was ₦496.9m
   (2022: ₦441.0m). No other customer exceeded 10% of revenue.

6. Cost of sales                      1,082,600         838,400

11. Profit before tax                   212,400         188,000

28. Contingent liabilities
   A competitor, Sahel Milk Processors Ltd, is defendant in a suit brought by the Federal
   Competition and Consumer Protection Commission over pricing. The Company is not a party
   to that suit, and no claim has been made or threatened against it. The Company has no
   pending litigation.`,
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'litigation', 'audit-opinion', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
  },
  // Only active founder (CEO) holds 41% (≥ 40%): the departed CTO's 18% is dead equity, not active ownership.
  // No revenue or cost figure anywhere in the deck (market, users, ask only) → missing-financials.
  {
    id: 'h15-en-w2-09',
    documentType: 'pitch_deck',
    text: `KwachaGrow — Seed Round | OCR of PDF deck
=== Slide 3 ===
THE PROBLEM
Smallholders in Eastern Prov-
ince wait 3-4 wks for input
loans -> 70% plant late
=== Slide 5 ===
TRACTION
• 42,000 farmers onboarded
• 6 districts: Chipata, Katete, Petauke,
  Lundazi, Nyimba, Mambwe
• 31 agro-dealers live on the app
=== Slide 8 ===
TEAM
Chanda Mulenga — Co-founder & CEO
Mwila Banda — Co-founder & CTO (left
  Mar 2024; still holds his 18%, no buy-
  back agreed)
Natasha Zulu — Head of Operations
=== Slide 9 ===
CAP TABLE*
Chanda Mulenga ....... 41%
Mwila Banda .......... 18%
Angels (x7) .......... 2?%
ESOP ................. 1O%
*indicative: PACRA register and our internal
table do not yet agree — reconciliation ongoing
=== Slide 10 ===
THE ASK: USD 750k seed, 18 months`,
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity', 'missing-financials'],
    absent: ['low-founder-ownership'],
    traits: ['ocr', 'list', 'indirect'],
  },
  // "Two out of every three leones" from one client = 67% of revenue (≥ 30%) → customer-concentration.
  {
    id: 'h15-en-w2-10',
    documentType: 'business_plan',
    text: `"WE WANT COLD CHAIN IN EVERY DISTRICT" — Interview with Fatmata Kamara, founder of SaloneCold

Q: Who are you up against in this market?
A: Honestly, nobody. We have no competitors — no one else in Sierra Leone runs refrigerated trucks for both fish and vaccines.

Q: How big is the business today?
A: We did about SLE 14 million in revenue in 2023, up from SLE 9 million the year before. Roughly two out of every three leones come from one client, a fish exporter at Tombo. They have been with us since day one.

Q: You talked about Kenema and Bo last year. What happened?
A: We applied to the Environment Protection Agency for the permit for the Kenema depot in November. We are still waiting for it, so the trucks for Kenema are parked in Wellington for now.

Q: What keeps you up at night?
A: Diesel. And the roads in the rainy season.`,
    present: ['no-competition', 'customer-concentration', 'pending-licence'],
    absent: ['declining-revenue'],
    traits: ['chat', 'prose', 'indirect', 'figures'],
  },
  // Revenue GH₵ 18.4m up from GH₵ 11.2m; biggest merchant ~22% (< 30%).
  {
    id: 'h15-en-w2-11',
    documentType: 'business_plan',
    text: `INTERVIEW | Akosua Boateng, CEO of Nkoso Pay, on licences, rivals and growth

Q: CediWave, your closest rival, was fined by the Bank of Ghana last month. Does that worry you?
A: That is their matter. We got our Enhanced Payment Service Provider licence in 2022 and it was renewed in March. We hold every licence our business needs.

Q: Who else are you competing with?
A: Three or four serious players in Accra, plus the telcos' own wallets. It is a competitive market and that keeps us honest.

Q: Can you share numbers?
A: Revenue last year was GH₵ 18.4 million, up from GH₵ 11.2 million. Our biggest merchant is about 22% of that, and the top five together are under 40%.

Q: There were reports of a dispute with your former processor.
A: That was settled out of court in January and the case was withdrawn. There is nothing outstanding.`,
    present: [],
    absent: ['regulatory', 'no-competition', 'customer-concentration', 'litigation'],
    traits: ['chat', 'prose', 'negation', 'time'],
  },
  // Volta: 5,200,000 / 10,000,000 = 52% (≥ 50%) → investor-control.
  // Founders: (1,650,000 + 1,450,000) / 10,000,000 = 31% (< 40%) → low-founder-ownership.
  {
    id: 'h15-en-w2-12',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES (non-binding save for clauses 9 and 10)
Company: FarePoint Ghana Limited, a company incorporated in Ghana
Amount: USD 3,000,000
Lead Investor: Volta Growth Fund II LP

Post-closing capitalisation (fully diluted):
  Volta Growth Fund II LP ............ 5,200,000 Series A Preferred
  Kwame Asante (co-founder, CEO) ..... 1,650,000 Ordinary
  Abena Darko (co-founder, CTO) ...... 1,450,000 Ordinary
  Seed investors ..................... 700,000 Ordinary
  ESOP (unallocated) ................. 1,000,000 Ordinary
  Total .............................. 10,000,000

Board: five directors — three appointed by the Lead Investor, two by the founders.
Liquidation preference: 1x, non-participating.
Founder vesting: 4 years from closing; if a founder leaves, unvested shares are repurchased at nominal value.
Conditions precedent: satisfactory due diligence; certified copy of the Company's Bank of Ghana payment service provider licence; new constitution.
Governing law: Ghana. Exclusivity: 45 days.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['dead-equity', 'cap-table-complexity'],
    traits: ['list', 'figures', 'indirect'],
  },
];
