/** Writer 2's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdEnW2P2: readonly RedFlagCase[] = [
  // 07 — Audited financial statements, cassava starch and flour mill, Ibadan (Nigeria).
  // audit-opinion PRESENT: "Qualified Opinion" (inventory count not observed).
  // going-concern PRESENT: auditor's material-uncertainty paragraph and Note 2.
  // debt-distress PRESENT: two BOI instalments of ₦29.2m not paid; DSCR covenant breached, no waiver.
  // burn-above-revenue PRESENT (figures): loss for the year ₦88.8m — costs above revenue.
  // declining-revenue ABSENT: ₦612.4m vs ₦588.1m (up).
  // gross-margin ABSENT: 117.6 / 612.4 = 19.2% vs 123.5 / 588.1 = 21.0%; down 1.8 points (< 5).
  // short-runway ABSENT (implied check): cash ₦71.4m / (₦88.8m / 12 = ₦7.4m a month) = 9.6 months (≥ 9).
  {
    id: 'h23-en-w2-07',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'prose'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'short-runway'],
    text: `OYO STARCH & FLOUR MILLS LIMITED (RC 988214)
Financial statements for the year ended 31 December 2024
All amounts in ₦'000 unless otherwise stated

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF OYO STARCH & FLOUR MILLS LIMITED

Qualified Opinion
We have audited the financial statements of Oyo Starch & Flour Mills Limited, which comprise the statement of financial position as at 31 December 2024, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, and notes. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the financial statements give a true and fair view of the financial position of the Company as at 31 December 2024, and of its financial performance and cash flows for the year then ended, in accordance with IFRS Accounting Standards and the Companies and Allied Matters Act 2020.

Basis for Qualified Opinion
We were appointed auditors on 10 February 2025 and therefore did not observe the counting of physical inventories at 31 December 2024. We were unable to satisfy ourselves by alternative means concerning the quantities of inventory held at that date, carried at ₦142,380,000 in the statement of financial position.

Material Uncertainty Related to Going Concern
We draw attention to Note 2, which indicates that the Company incurred a loss of ₦88.8 million for the year ended 31 December 2024 and that, as of that date, its current liabilities exceeded its current assets by ₦177.4 million. As stated in Note 2, these events or conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Adekunle Fashola, FCA (FRC/2014/ICAN/00000004521)
For: Fashola, Ojo & Co. (Chartered Accountants), Ring Road, Ibadan
28 May 2025

STATEMENT OF PROFIT OR LOSS

|                                         |     2024  |     2023  |
|-----------------------------------------|----------:|----------:|
| Revenue                                 |  612,400  |  588,100  |
| Cost of sales                           | (494,800) | (464,600) |
| Gross profit                            |  117,600  |  123,500  |
| Administrative and distribution costs   | (142,300) |  (68,400) |
| Operating (loss)/profit                 |  (24,700) |   55,100  |
| Finance costs                           |  (61,000) |  (44,500) |
| (Loss)/profit before tax                |  (85,700) |   10,600  |
| Income tax / minimum tax                |   (3,100) |   (3,200) |
| (Loss)/profit for the year              |  (88,800) |    7,400  |

STATEMENT OF FINANCIAL POSITION (EXTRACT) AT 31 DECEMBER 2024
Cash and bank balances 71,400 · Inventories 142,380 · Trade receivables 17,720 · Total current assets 231,500
Trade payables 96,300 · Borrowings (current) 254,600 · Accruals and taxes 58,000 · Total current liabilities 408,900

2. GOING CONCERN
The Company did not pay the instalments of ₦29.2 million each that fell due on 30 September 2024 and 31 December 2024 under its ₦350 million term loan from the Bank of Industry, and at 31 December 2024 its debt service cover ratio was below the 1.2x required by the loan agreement. The whole outstanding balance of ₦254.6 million has therefore been classified as current. Discussions on a restructured repayment schedule are in progress, but no waiver had been received when these financial statements were approved. The directors expect cassava supply from the 2025 outgrower scheme to restore volumes; however, the conditions above indicate a material uncertainty that may cast significant doubt on the Company's ability to continue as a going concern.`,
  },

  // 08 — Monthly investor update e-mail, school-management SaaS, Abuja (Nigeria). CLEAN but tempting.
  // non-recurring-revenue ABSENT: the ₦40m one-off setup fees are kept OUT of ARR (₦65m × 12 = ₦780m, subscriptions only).
  // high-churn ABSENT: 12-month logo retention 61% (≥ 55%), i.e. 39% a year (< 45%).
  // short-runway ABSENT: ₦590m / ₦52m = 11.3 months. burn-above-revenue ABSENT: ₦52m < ₦68m.
  // declining-revenue ABSENT: ₦64m (Aug) → ₦68m (Sept).
  // litigation ABSENT: landlord suit settled and struck out (over).
  // founder-departure ABSENT: a competitor's CEO stepped down (another company); own team unchanged.
  // regulatory ABSENT: NDPC audit return filed, no queries.
  {
    id: 'h23-en-w2-08',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'time', 'negation', 'figures'],
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'short-runway', 'burn-above-revenue', 'declining-revenue', 'litigation', 'founder-departure', 'regulatory'],
    text: `From: Zainab Musa <zainab@ilimicloud.ng>
To: Ilimi Cloud investors
Date: Mon, 6 Oct 2025, 08:12
Subject: Ilimi Cloud — September 2025 update

Hi all,

Short one this month, the third term started and the whole team has been in schools.

NUMBERS
• ARR: ₦780m — subscriptions only. The ₦40m of one-off setup and data-migration fees we've billed so far this year stays outside ARR, as always.
• September revenue: ₦68m (₦65m subscriptions + ₦3m setup fees). August: ₦64m.
• Schools live: 1,140 private secondary schools across FCT, Kaduna, Niger and Nasarawa (+38 in Sept).
• 12-month logo retention, Sept 2024 cohort: 61%. Net revenue retention: 104%.
• Net burn: ₦52m. Cash at 30 Sept: ₦590m.

WINS
• Signed the Kaduna private-schools association (proprietors' group, 96 schools) on a 2-year deal.
• Parent-app fee collection went live: ₦1.9bn of school fees paid through it in September.

THINGS THAT CAME UP
• The dispute with our old Wuse 2 landlord over the office deposit: settled in July, and the suit was struck out on 22 September. Nothing further on that.
• Some of you have seen that the founder-CEO of one of our competitors stepped down last week. No change on our side — leadership is all here, and Kelechi Nnaji joined as VP Sales on 1 September.
• NDPC: our annual data-protection compliance audit return was filed in March; no queries have been raised.

ASKS
Intros to school groups in Kano and Plateau, and to anyone who has priced a microfinance partner for school-fee loans.

Thanks,
Zainab`,
  },

  // 09 — Business plan for a lender, shea butter processor, Tamale (Ghana).
  // customer-concentration PRESENT (figures): Nyankpala Exports GH₵ 1.9m / GH₵ 4.2m = 45.2% (≥ 30%).
  // related-party PRESENT (split across sections 3 and 4): Nyankpala Exports is owned by the Chairman's wife.
  // pending-licence PRESENT: FDA Ghana product registration applied for Nov 2024, certificate awaited.
  // unrealistic-growth ABSENT: 5.6 / 4.2 = 1.33×; 7.4 / 5.6 = 1.32×; 9.3 / 7.4 = 1.26×.
  // gross-margin ABSENT: 31.0% → 30.0% (1 point). no-competition ABSENT: competitors described.
  // regulatory ABSENT: EPA permit renewed, tax clearance valid; no sanction or stated uncertainty.
  // audit-opinion ABSENT: track-record figures stated as audited.
  {
    id: 'h23-en-w2-09',
    documentType: 'business_plan',
    language: 'en',
    traits: ['split', 'table', 'figures', 'indirect'],
    present: ['customer-concentration', 'related-party', 'pending-licence'],
    absent: ['unrealistic-growth', 'gross-margin', 'no-competition', 'regulatory', 'audit-opinion'],
    text: `SAVANNA GOLD SHEA COMPANY LIMITED
Business Plan 2025–2027 — submitted in support of a GH₵ 3.5m working-capital and equipment loan
Tamale, Northern Region · March 2025

1. SUMMARY
Savanna Gold buys shea nuts from about 3,400 women collectors in 27 communities around Tamale and Savelugu, processes them into unrefined and filtered butter at our Kalpohin factory, and sells to exporters and cosmetics makers. The loan will fund nut stocks during the June–August buying season and a second roasting and kneading line.

2. TRACK RECORD (audited, GH₵)

| | 2023 | 2024 |
|---|---:|---:|
| Sales | 3,100,000 | 4,200,000 |
| Cost of sales | 2,139,000 | 2,940,000 |
| Gross margin | 31.0% | 30.0% |
| Net profit | 212,000 | 318,000 |
| Butter sold (tonnes) | 118 | 152 |

3. CUSTOMERS
Our 2024 sales went to:
- Nyankpala Exports Ltd — bulk butter for EU cosmetics houses: GH₵ 1.9m
- Four Accra cosmetics and soap manufacturers: GH₵ 1.45m
- Traders in Tamale and Techiman markets, and retail: GH₵ 0.85m

4. MANAGEMENT AND GOVERNANCE
Board: Alhaji Abdul-Rahman Iddrisu (Chairman, 22% shareholder), Ms Fuseina Alhassan (Managing Director, 41%), Mr Kofi Ntim (independent, retired banker).
Nyankpala Exports Ltd is owned by Hajia Hawa Iddrisu, the Chairman's wife. Sales to it are made on the same price list as to other bulk buyers and are approved by the MD and the independent director.
Women collectors are paid by MoMo within 48 hours of delivery.

5. PERMITS AND APPROVALS
- Factory: EPA environmental permit issued 2022, renewed February 2025 to 2028.
- FDA Ghana: bulk butter sold for export needs no product registration. For our new 250 g "Savanna Gold" retail tubs, the product registration application was submitted in November 2024; FDA inspected the factory in January 2025 and we are waiting for the registration certificate. The retail launch in Accra supermarkets will follow its issue.
- GRA tax clearance certificate valid to 31 December 2025.

6. MARKET AND COMPETITION
Ghana is one of the three largest shea exporters. Two large mechanised processors in the north compete with us for nuts in the buying season, and many women's group centres sell hand-processed butter. Our edge is filtered, lab-tested butter with lot traceability to the community.

7. PROJECTIONS (GH₵m)

| | 2025 | 2026 | 2027 |
|---|---:|---:|---:|
| Sales | 5.6 | 7.4 | 9.3 |
| Gross margin | 30% | 31% | 31% |
| Net profit | 0.45 | 0.66 | 0.90 |`,
  },

  // 10 — Seed+ pitch deck, checkout BNPL for informal retail, Lagos (Nigeria).
  // non-recurring-revenue PRESENT: the $300k one-off Meridian Bank integration fee is inside the $2.4m ARR.
  // no-competition PRESENT: "Competition: none … no one else".
  // regulatory PRESENT (stated uncertainty): unclear whether FCCPC rules cover the model; CBN position "unclear".
  // short-runway PRESENT (figures): $900k / $140k a month = 6.4 months (< 9).
  // burn-above-revenue ABSENT: net burn $140k vs September revenue $175k ($2.1m / 12).
  // high-churn ABSENT: partner-shop churn 1.8% a month. debt-distress ABSENT: facility performing, no missed payment.
  // pending-licence ABSENT: nothing has been applied for (they have not registered).
  {
    id: 'h23-en-w2-10',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'modality', 'indirect'],
    present: ['non-recurring-revenue', 'no-competition', 'regulatory', 'short-runway'],
    absent: ['burn-above-revenue', 'high-churn', 'debt-distress', 'pending-licence'],
    text: `PADDI — pay small small at checkout
Seed+ round · Lagos · October 2025

01 / WHAT WE DO
Shoppers at 2,100 partner shops in Computer Village, Alaba, Trade Fair, Bodija and Onitsha Main Market buy phones, generators, solar kits and building materials and pay in 4–12 weekly instalments. Approval in 90 seconds with BVN + bank-statement scoring.

02 / TRACTION (to 30 Sept 2025)
• ARR: $2.4m — $2.1m merchant fees and interest share (Sept × 12) + $300k Meridian Bank integration fee, paid once at go-live in August
• Revenue, September: $175k
• Loans originated to date: ₦9.8bn (≈ 41,000 loans)
• Repayment rate: 96.4%
• Partner-shop churn: 1.8% a month

03 / MARKET
Over 80% of Nigerian retail happens in open markets and neighbourhood shops where no card, no BNPL and no bank credit exist at the counter.

04 / COMPETITION
None. Banks don't lend to informal shoppers at the point of sale, and the BNPL apps you know serve formal e-commerce checkouts. No one else offers instalments inside an open-market shop — we are alone in this market.

05 / REGULATION
The FCCPC's 2025 digital lending regulations: our counsel cannot yet tell us whether merchant-embedded instalments fall in scope, so we have not registered. If they do, fee and disclosure rules could force us to reprice. The CBN's position on non-bank BNPL also remains unclear.

06 / FINANCIALS
• Cash in bank (30 Sept): $900k
• Net burn: $140k/month
• Loan book funded from a ₦3bn warehouse facility with a Lagos commercial bank — all repayments to date on schedule

07 / TEAM
Adaeze Nwankwo (CEO, ex-consumer-credit risk lead), Segun Ajayi (CTO), Ibrahim Lawal (Head of Merchants, 9 yrs in Alaba electronics trade)

08 / THE ASK
$3m seed+ to reach 5,000 partner shops across Lagos, Ibadan, Onitsha and Aba.`,
  },

  // 11 — Seed pitch deck, electric-motorbike lease-to-own, Accra (Ghana).
  // unit-economics PRESENT (figures): claimed payback 9 months; net per bike GH₵ 350 − 150 = GH₵ 200 a week;
  //   GH₵ 28,000 / 200 = 140 weeks ≈ 32 months — contradicts "9 months".
  // unrealistic-growth ABSENT: 25.0 / 7.8 = 3.2× (one year, < 4×); then 1.8× and 1.5× (not 3× a year over three years).
  // high-churn ABSENT: 4.2% a month (< 5%); 0.958^12 ≈ 60% retained (≥ 55%).
  // customer-concentration ABSENT: ChopBox 27% (< 30%).
  // pending-licence ABSENT: DVLA registrations done, Energy Commission licence granted Oct 2024.
  // short-runway ABSENT: GH₵ 7.2m / 0.6m = 12 months. burn-above-revenue ABSENT: 0.6m < December revenue 1.1m.
  {
    id: 'h23-en-w2-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures'],
    present: ['unit-economics'],
    absent: ['unrealistic-growth', 'high-churn', 'customer-concentration', 'pending-licence', 'short-runway', 'burn-above-revenue'],
    text: `VOLTA RIDE ⚡ Seed round — Accra, January 2025

01 | Electric motorbikes, lease-to-own, for delivery riders in Accra and Tema.
Riders swap batteries in 2 minutes at our 9 stations (Madina, Kaneshie, Spintex, Tema Comm. 1 …). No fuel, no queue at the pump.

02 | Traction
• 700 bikes on the road at 31 Dec 2024 (250 in January)
• 2024 revenue: GH₵ 7.8m · December alone: GH₵ 1.1m
• Rider churn: 4.2% a month (riders handing bikes back before end of lease)
• Largest fleet client, ChopBox Delivery: 27% of 2024 revenue

03 | Unit economics — per bike
  Landed cost (bike + 2 batteries, after duty) ....... GH₵ 28,000
  Rider pays ........................................ GH₵ 350 / week
  Our running cost (maintenance, insurance,
  swap-station power and attendants) ................ GH₵ 150 / week
  ➜ Payback per bike: 9 months
  ➜ After payback each bike earns us ~GH₵ 10,400 a year

04 | Licensed and registered
DVLA registration and plates for all 700 bikes. Energy Commission licence for our charging and swap stations granted October 2024.

05 | Plan
| | 2024A | 2025F | 2026F | 2027F |
|---|---:|---:|---:|---:|
| Bikes on road | 700 | 2,200 | 4,000 | 6,000 |
| Revenue (GH₵m) | 7.8 | 25.0 | 45.0 | 67.5 |
| Swap stations | 9 | 22 | 35 | 48 |

06 | Money
Cash: GH₵ 7.2m (31 Dec 2024) · Net burn: GH₵ 0.6m/month
Raising: US$2.5m equity + US$4m asset finance for bikes

07 | Team
Kwaku Frimpong (CEO, ex-fleet manager, ride-hailing), Naa Adjeley Tetteh (COO), Samuel Agyeman (CTO, battery systems)`,
  },

  // 12 — Quarterly management accounts, HR and payroll SaaS, Accra (Ghana).
  // audit-opinion PRESENT: stated "unaudited".
  // declining-revenue PRESENT (table): total revenue GH₵ 2,480k (Q2) → 2,310k (Q3).
  // gross-margin PRESENT (figures): Q2 1,610 / 2,480 = 64.9%; Q3 1,305 / 2,310 = 56.5%; down 8.4 points (≥ 5).
  // high-churn PRESENT (figures): 150 cancelled / 820 at start = 18.3% a quarter = 6.1% a month (≥ 5%).
  // burn-above-revenue ABSENT: operating profit both quarters (400k, 155k).
  // non-recurring-revenue ABSENT: implementation fees shown on their own line, not in subscriptions.
  // debt-distress ABSENT: SSNIT, PAYE and VAT paid on time; no borrowings.
  {
    id: 'h23-en-w2-12',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'high-churn'],
    absent: ['burn-above-revenue', 'non-recurring-revenue', 'debt-distress'],
    text: `KENTE PAYROLL LIMITED
Management accounts — quarter ended 30 September 2025
Unaudited. Prepared by the finance team for the board meeting of 21 October 2025.
Amounts in GH₵ '000

INCOME STATEMENT
| | Q2 2025 | Q3 2025 |
|---|---:|---:|
| Subscription revenue | 2,180 | 2,040 |
| Implementation & training fees | 300 | 270 |
| Total revenue | 2,480 | 2,310 |
| Cost of sales (hosting, SMS, MoMo/bank payout fees, support staff) | (870) | (1,005) |
| Gross profit | 1,610 | 1,305 |
| Operating expenses | (1,210) | (1,150) |
| Operating profit | 400 | 155 |

CUSTOMERS
| | Q3 2025 |
|---|---:|
| Paying customers at 1 July | 820 |
| New customers | 96 |
| Cancelled | (150) |
| Paying customers at 30 September | 766 |

BALANCE SHEET HIGHLIGHTS (30 September)
Cash and bank GH₵ 3,100k · Trade receivables GH₵ 1,240k · No borrowings

COMMENTARY
- Two hospital groups moved payroll back in-house in July after their ERP upgrade; several small schools left at the end of the holidays.
- Our SMS aggregator raised its per-message rate from 1 July and payout fees went up with the new bank partner.
- Statutory: SSNIT, PAYE and VAT returns for the quarter were filed and paid on time.
- Hiring paused except for two support roles.`,
  },

  // 13 — Disclosure letter against subscription-agreement warranties, packaged foods, Lagos (Nigeria).
  // litigation PRESENT: Suit LD/4417GCM/2024 pending before the Lagos High Court, adjourned to March 2026.
  // debt-distress PRESENT (indirect): PAYE deducted Jan–Jun 2025 (₦23.4m) not remitted to LIRS — tax arrears.
  // cap-table-complexity PRESENT: register, CAC report and internal cap table disagree; being reconciled.
  // related-party PRESENT (indirect): factory leased from a company owned by the CEO's mother.
  // pending-licence ABSENT: all 14 NAFDAC registrations current, none pending.
  // regulatory ABSENT: no disclosure against the compliance warranty (no sanction).
  {
    id: 'h23-en-w2-13',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'indirect', 'prose'],
    present: ['litigation', 'debt-distress', 'cap-table-complexity', 'related-party'],
    absent: ['pending-licence', 'regulatory'],
    text: `From: Ayo Foods Limited (RC 1204567) and the Founders named in the Agreement (the "Warrantors")
To: Crestline Africa Consumer Fund II LP (the "Investor")
Date: 12 November 2025

DISCLOSURE LETTER

Dear Sirs,

Subscription Agreement relating to the issue of Series A Preference Shares in Ayo Foods Limited (the "Agreement")

1. This is the Disclosure Letter referred to in clause 7.2 of the Agreement. Words defined in the Agreement have the same meanings here. The Warranties are qualified by the matters fairly disclosed in this letter.

2. GENERAL DISCLOSURES
2.1 The contents of the virtual data room as at 7 November 2025 (index at Annex A).
2.2 All matters on public record at the Corporate Affairs Commission and in the Lagos State High Court registry on 7 November 2025.

3. SPECIFIC DISCLOSURES

3.1 Warranty 9.1 (Litigation). The Company is the defendant in Suit No. LD/4417GCM/2024, Delta Crest Distributors Limited v. Ayo Foods Limited, before the High Court of Lagos State, in which the claimant seeks ₦86,000,000 as damages for the termination of its distribution agreement for Oyo and Osun States. Pleadings have closed and the matter is adjourned to 3 March 2026 for trial. The Company intends to defend the claim.

3.2 Warranty 11.4 (Taxation). PAYE deducted from staff salaries for January to June 2025, totalling ₦23,400,000, was not remitted to the Lagos State Internal Revenue Service when due. The Company has written to LIRS asking to pay the amount in six monthly instalments; no reply has been received and penalties and interest have not yet been assessed.

3.3 Warranty 4.2 (Share capital). The register of members shows 1,150,000 issued ordinary shares; the CAC status report dated 28 October 2025 shows 1,000,000. The difference arises from 150,000 shares allotted to three early employees in 2022 for which no return of allotment was filed. The internal cap table in the data room (document 2.1.4, "Cap table v7") agrees with neither record. The Company's counsel is reconciling the three and will deliver a confirmed capitalisation table before Completion.

3.4 Warranty 13.1 (Arrangements with connected persons). The Company's factory at Plot 14, Oregun Industrial Estate, Ikeja, is leased from Adeola Properties Limited, whose sole shareholder is Mrs Adeola Akande, the mother of the Chief Executive Officer, Mr Tobi Akande. The rent is ₦30,000,000 a year under a five-year lease expiring in 2028.

3.5 Warranty 15 (Licences). No disclosure. Each of the Company's 14 products holds a current NAFDAC registration number; none is due for renewal before 2027.

3.6 Warranty 16 (Compliance with laws). No disclosure.

Yours faithfully,

Tobi Akande, Director, for and on behalf of Ayo Foods Limited
Tobi Akande and Funmi Ojo, Founders`,
  },
];
