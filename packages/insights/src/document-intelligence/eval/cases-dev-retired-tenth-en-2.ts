import type { RedFlagCase } from './case';

export const redFlagTenthEnCases2: readonly RedFlagCase[] = [
  // PBT: 14.2 - 9.1 - 3.9 - 0.8 = +0.4m (costs below revenue); covenant breach on facility; MURGC, opinion not modified
  {
    id: 'h10-en-ashanti-agrochem-ocr-audit-report',
    documentType: 'financial_statements',
    text: `ASHANTI AGR0CHEM LlMITED
lNDEPENDENT AUDIT0R'S REP0RT T0 THE MEMBERS
0pinion
We have audited the fin ancial statem ents of Ashanti Agrochem Limited ... In our opin ion the financial statements give a true and fair view of the fin-
ancial position of the Company as at 31 December 2025 in accordance with IFRS and the Companies Act, 2019 (Act 992).
Material Uncertainty Related to Going Concern
We draw attention to Note 2 7 which indicates that the Company breached the debt service cover ratio cov-
enant on its GHS 11.0m term loan with Kumasi Trust Bank; the lender has not waived the breach and the full balance is repayable on demand and shown as current.
As at that date current liabilities exceeded current assets by GHS 6.3 m. These conditions indicate that a material uncertainty exists that may cast sign-
ificant doubt on the Company's ability to continue as a going concern. Our opinion is not modi fied in respect of this matter.

STATEMENT 0F PR0FIT 0R L0SS            2025 GHS'000     2024 GHS'000
Revenue                                   14 2OO          12 9OO
Cost of sales                             (9 1OO)         (8 4OO)
Administrative expenses                   (3 9OO)         (3 6OO)
Finance costs                               (8OO)           (6OO)
Profit before tax                             4OO             3OO
Osei Mensah & Co. Chartered Accountants, Accra        pg 4`,
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    traits: ['ocr', 'split-lines', 'table', 'words'],
  },
  // runway: N1.1bn / N85m net burn = 12.9 months; churn 2.8% a month; net burn 85m < MRR 120m
  {
    id: 'h10-en-ledgerly-ng-october-investor-update',
    documentType: 'business_plan',
    text: `From: Tobi Adeyemi <tobi@ledgerly.ng>
To: Ledgerly investors
Subject: Ledgerly – October 2025 update

Hello everyone,

1) Revenue: MRR reached N120m (September: N104m). Growth came mostly from Abuja and Port Harcourt SMEs.
2) Churn: 2.8% of paying accounts cancelled in October, our best month so far.
3) Cash: N1.1bn at month end; net burn N85m, which gives us roughly 13 months before we need new money.
4) Licence: after a nine-month wait, the CBN granted our PSSP licence in August, so collections now run in-house instead of through our partner.
5) Next: we intend to apply for an IMTO licence in 2027 if the diaspora pilot works.

As always, replies welcome.
Tobi`,
    present: [],
    absent: ['short-runway', 'high-churn', 'pending-licence', 'burn-above-revenue'],
    traits: ['list', 'time', 'figures'],
  },
  // ARR R4.2m includes R0.9m once-off integration project (21%)
  {
    id: 'h10-en-siyakhula-slack-investor-thread',
    documentType: 'business_plan',
    text: `#deal-siyakhula-logistics (Slack export)

Lerato M. (Umoja Capital) 10:02
before IC on Thursday – the cap table in the data room shows 1,000,000 ordinary shares, the CIPC filing shows 1,240,000. which one is right?
Sipho D. (CEO) 10:09
honestly not sure yet 😬 the 2023 SAFEs converted at two different caps and our lawyer and our accountant get different share counts. working through it with both
Lerato M. 10:11
ok. and the R4.2m ARR on slide 6?
Sipho D. 10:15
that includes the R900k from the Durban port integration project. it's once-off, but it's invoiced monthly over the year so we put it into ARR
Lerato M. 10:16
that one will need to come out for IC. can you send the split by customer too
Sipho D. 10:18
sure, will do tonight`,
    present: ['cap-table-complexity', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'litigation'],
    traits: ['informal', 'indirect', 'figures'],
  },
  // concentration: 24% + 17% = 41% from two named merchant partners
  {
    id: 'h10-en-sahl-finance-ddq-egypt',
    documentType: 'legal_docs',
    text: `SAHL FINANCE S.A.E. – INVESTOR DUE DILIGENCE QUESTIONNAIRE (responses dated 2 March 2026)

2.1 List all licences and regulatory approvals held or applied for.
Response: The Company applied to the Financial Regulatory Authority (FRA) in February 2025 for a consumer finance licence. The FRA's review is ongoing and no decision has been issued. Until then, instalment products are offered through our partner bank under its own licence.

2.2 Has the Company been subject to any sanction, fine or investigation by the FRA or the Central Bank of Egypt?
Response: No.

3.4 Please give revenue by merchant partner for FY2025.
Response: Nour Electronics 24%, Dar El Mobile 17%, all other merchants (212) 59%. Total FY2025 revenue EGP 186m.

4.1 Is the Company party to any pending legal proceedings?
Response: None.`,
    present: ['pending-licence', 'customer-concentration'],
    absent: ['regulatory', 'litigation'],
    traits: ['figures', 'negation', 'indirect'],
  },
  // investor: 4.0 / 16.5 = 24.2%; founders 58% post-money
  {
    id: 'h10-en-shamba-data-series-a-term-sheet',
    documentType: 'legal_docs',
    text: `SHAMBA DATA LIMITED – TERM SHEET FOR SERIES A INVESTMENT (Nairobi, 18 February 2026)

Investor: Savanna Growth Fund I
Investment: USD 4,000,000 for Series A Preference Shares
Pre-money valuation: USD 12,500,000

Pro forma shareholding post-completion (fully diluted):
  Founders (J. Kariuki 31%, M. Achieng 27%) ...... 58.0%
  Savanna Growth Fund I .......................... 24.2%
  Seed investors ................................. 7.8%
  ESOP ........................................... 10.0%

Conflicts: Any transaction between the Company and a Founder, a director or any of their relatives will require the prior written consent of the Investor Director.
Leavers: A Founder who ceases to be employed within 36 months shall offer his or her unvested shares to the Company at nominal value.
Drag-along: holders of 75% of the shares.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'related-party', 'dead-equity'],
    traits: ['table', 'hedge', 'figures'],
  },
  // unit economics: CAC 216,000 / 120 = MAD 1,800; GP per customer 190 x 50% = MAD 95/month -> payback 19 months, not ~4
  {
    id: 'h10-en-pharmalink-maroc-management-accounts',
    documentType: 'financial_statements',
    text: `## PharmaLink Maroc SARL – Management accounts, February 2026 (unaudited)

| KPI / line (MAD)                  | Jan 2026  | Feb 2026  |
|-----------------------------------|-----------|-----------|
| Pharmacies subscribed (end)       | 5,880     | 6,000     |
| Revenue                           | 1,117,200 | 1,140,000 |
| Gross profit                      | 558,600   | 570,000   |
| Sales & marketing spend           | 205,000   | 216,000   |
| New pharmacies acquired           | 112       | 120       |
| Other opex                        | 300,000   | 304,000   |
| EBITDA                            | 53,600    | 50,000    |
| Monthly logo churn                | 1.6%      | 1.5%      |

Management comment: ARPU holds at MAD 190 per pharmacy per month at a 50% gross margin. CAC payback remains at around 4 months, which supports stepping up paid acquisition in Marrakech and Agadir.`,
    present: ['unit-economics', 'audit-opinion'],
    absent: ['high-churn', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures'],
  },
  // runway: RWF 1.9bn / RWF 150m = 12.7 months
  {
    id: 'h10-en-isoko-mobility-board-minutes',
    documentType: 'legal_docs',
    text: `ISOKO MOBILITY LTD – MINUTES OF THE BOARD MEETING, Kigali, 12 May 2026

1. Management. The Chair noted press speculation that Ms. Claudine Mukamana, co-founder and CFO, had been approached by a regional bank. Ms. Mukamana confirmed that she is staying with the Company; her renewed employment contract was signed on 2 May.
2. Licence. The RURA operating licence for the electric-moto fleet was granted on 4 May 2026; the certificate has been filed with the company secretary.
3. Finance. Monthly revenue RWF 210m; cash at 30 April RWF 1.9bn; monthly net burn RWF 150m. The CFO presented the funding plan for the Series A in Q4.
4. Declarations. Each director confirmed that no transaction with the Company in which they or a relative has an interest took place in the period. None was declared.
5. AOB. None.`,
    present: [],
    absent: ['founder-departure', 'pending-licence', 'related-party', 'short-runway'],
    traits: ['negation', 'time', 'words'],
  },
  // retention: 48% of Jan-2025 subscribers still paying after 12 months (< 55%); growth 20k -> 120k = 6x in a year
  {
    id: 'h10-en-somo-kids-founder-blog',
    documentType: 'business_plan',
    text: `What a year of Somo Kids taught me (founder blog, Nairobi, 20 January 2026)

Twelve months ago we launched our Kiswahili and maths lessons over WhatsApp for primary-school children. Some honest numbers:

- We now have 20,000 paying families at KES 400 a month, so about KES 8m in monthly revenue.
- Of the parents who subscribed in January 2025, 48% are still paying today. School holidays hurt us more than we expected.
- Our tutors now cost us less per lesson than a year ago.

And the plan: we will reach 120,000 paying families by December 2026. We are launching in Uganda and Tanzania in March, and our school partnership programme should bring in whole classes at once.

If you are a head teacher and want to try Somo Kids, reply to this post!`,
    present: ['high-churn', 'unrealistic-growth'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['figures', 'words', 'list'],
  },
  // founders 20% + 14% = 34%; largest investor 28%; ex-employees' 6% never repurchased
  {
    id: 'h10-en-kazi-connect-ic-memo',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE MEMO – Kazi Connect Ltd (Kampala) – Series B participation, USD 1.5m

Business: online hiring platform for blue-collar workers; 2025 revenue UGX 6.8bn (2024: UGX 4.1bn).

Capitalisation (pre-round, fully diluted):
  Joan Namubiru (co-founder, CEO)       20%
  Peter Okello (co-founder, CTO)        14%
  Pearl East Africa Fund (Series A)     28%
  Seed investors                        19%
  Angels                                 9%
  Former engineers (3)                   6%
  ESOP                                   4%

Observations:
- The three engineers left in 2024. The company had a right to buy back their shares at nominal value but did not exercise it, so the shares remain in their names with full voting rights.
- After this round the founders will be further diluted; management has proposed a top-up grant, not yet approved.
Recommendation: participate, conditional on a founder top-up plan.`,
    present: ['low-founder-ownership', 'dead-equity'],
    absent: ['investor-control', 'founder-departure', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h10-en-pwani-packaging-ocr-audited-fs',
    documentType: 'financial_statements',
    text: `PWANI PACKAGING LIMITED
REP0RT 0F THE INDEPENDENT AUDIT0R
In our opinion, the  financial statements give a true and fair view of the financial position of Pwani Packaging Limited as at 30 June 2025 and of its financial perf-
ormance and cash flows for the year then ended in accordance with IFRS and the Companies Act, Cap 212.
Basis for opinion ... We believe the audit evidence we have obtained is sufficient and appro-
priate to provide a basis for our opinion.
                                    2025 TZS m      2024 TZS m
Revenue                              8,412           7,630
Cost of sales                       (5,990)         (5,460)
Operating expenses                  (1,604)         (1,512)
Profit before tax                      818             658
Note 14 Borrowings: the overdraft with Azania Coast Bank was fully repaid in June 2025; the company had no borrowings at year end and was not in arrears at any time.
Note 22: The directors consider the going concern basis appropriate.
Kilimo & Associates, Certified Public Accountants, Dar es Salaam`,
    present: [],
    absent: ['audit-opinion', 'debt-distress', 'going-concern'],
    traits: ['ocr', 'split-lines', 'table', 'negation'],
  },
  {
    id: 'h10-en-hakim-link-grant-application',
    documentType: 'business_plan',
    text: `Health Innovation Challenge 2026 – Full application
Applicant: Hakim Link PLC, Addis Ababa, Ethiopia

B1. Summary. Hakim Link connects patients with licensed pharmacies for home delivery of prescribed medicines in Addis Ababa and Adama.

B4. Traction. 2025 revenue ETB 4.2m from delivery fees and pharmacy commissions; operating costs ETB 3.6m.

B6. Regulatory status and risks.
- We applied to the Ethiopian Food and Drug Authority (EFDA) in October 2025 for registration of our tele-pharmacy service. The application is still under review and we have not received a decision.
- There is currently no clear rule in Ethiopia on whether an electronic prescription is valid. A draft directive discussed this year could require the patient to present a paper prescription at delivery, which would change our model; we do not know when or whether it will be adopted.

B7. Use of grant: ETB 6m for a prescription verification tool and pharmacist training.`,
    present: ['pending-licence', 'regulatory'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['hedge', 'words', 'time'],
  },
  // largest client ~20%; churn ~4% a month; revenue EGP 9m/month
  {
    id: 'h10-en-tawseel-podcast-interview',
    documentType: 'business_plan',
    text: `Transcript – "Cairo Builds" podcast, ep. 58, guest: Karim Adel, co-founder, Tawseel (B2B delivery)

Q: Some people say Tawseel has the market to itself.
A: That's not true at all. Shahn Express, Wasla and a lot of small courier companies fight us on every contract. We win on reliability, not because there's nobody else.
Q: How big are you now?
A: Around EGP 9 million of revenue a month. Our biggest client is an electronics retailer, roughly a fifth of that. Nobody else is above ten percent.
Q: And do merchants stay?
A: We lose about four percent of active merchants a month. We'd like it lower.
Q: There was a fight with a courier partner last year?
A: It went to arbitration and was resolved in our favour last summer. It's behind us.`,
    present: [],
    absent: ['no-competition', 'customer-concentration', 'high-churn', 'litigation'],
    traits: ['informal', 'negation', 'words'],
  },
  {
    id: 'h10-en-nyumba-keys-press-article',
    documentType: 'business_plan',
    text: `Cape Town proptech Nyumba Keys says CEO will step down

CAPE TOWN – Thandiwe Mokoena, co-founder and chief executive of rental platform Nyumba Keys, will step down at the end of June, the company told staff on Monday. The board has started a search for a successor; Mokoena said she would help with the handover until then.

The company, which says it manages about 9,000 rental units in the Western Cape and Gauteng, reported revenue of R62 million for the year to February.

Nyumba Keys is also defending a R14 million damages claim brought by a former building contractor in the Western Cape High Court. The trial is set down for September; the company says the claim is without merit.

Investors include two Johannesburg venture funds and a Dutch development lender.`,
    present: ['founder-departure', 'litigation'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['words', 'time', 'indirect'],
  },
];
