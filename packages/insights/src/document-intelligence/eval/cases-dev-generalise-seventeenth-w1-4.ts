/**
 * Development set, seventeenth round (w1, part 4; 2026-11-30): English, in many genres and voices (board minutes, investor updates, chats, transcripts, lender and auditor letters, memos) from anglophone Africa, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW1Part4: readonly RedFlagCase[] = [
  // cash UGX 640m / (Q3 net outflow 315m / 3 = 105m a month) = 6.1 months < 9; net burn 105m < monthly revenue 540m / 3 = 180m
  {
    id: 'd17-w1-046',
    documentType: 'legal_docs',
    text: `KIGEZI COFFEE ROASTERS LIMITED
Minutes of the Board meeting held on 16 October 2024 at the Company's office, Plot 4 Kabale Road, Kabale, and on Zoom
Present: Rev. Canon E. Tumwine (Chair), Ms. Joan Ahimbisibwe (MD, co-founder), Mr. Ivan Mugisha (co-founder, Operations), Ms. Sarah Kyomugisha (independent). In attendance: Mr. Peter Ochan (Accountant)
MIN 04/10/24: FINANCIAL REPORT FOR Q3 2024
The Accountant presented the Q3 accounts. Revenue for the quarter was UGX 540 million (Q2: UGX 510 million). Net cash outflow for the quarter was UGX 315 million. Cash at bank on 30 September 2024 was UGX 640 million. Instalments under the URA payment plan for 2022 PAYE were paid on schedule and the plan was completed in August.
MIN 05/10/24: GOING CONCERN
The MD informed the Board that the convertible note round of USD 400,000 had not yet closed; two of the three investors had asked for more time. After discussion the directors agreed that, until the round closes, there is significant doubt about the Company's ability to continue as a going concern on its current cost base. The Board RESOLVED that the FY2024 financial statements disclose a material uncertainty related to going concern, and that the auditors be informed.
MIN 06/10/24: COST MEASURES
The Board approved (i) suspending the Kisoro café opening; (ii) deferring the new roaster purchase; (iii) a hiring freeze to December.
MIN 07/10/24: AOB
Nil. The meeting closed at 4:10 p.m.`,
    present: ['going-concern', 'short-runway'],
    absent: ['debt-distress', 'burn-above-revenue', 'declining-revenue'],
    traits: ['prose', 'indirect', 'figures', 'time'],
  },
  // Q2 EGP 21.4m < Q1 23.9m; 12-month retention 48% < 55%; GM 72% → 71% = −1 pt; cash 96m / net burn 3.0m = 32 months; burn 3.0m < monthly revenue 7.1m
  {
    id: 'd17-w1-047',
    documentType: 'business_plan',
    text: `From: Sherif Nabil, CFO, Kalimat Learning
To: Investors
Date: 8 July 2025
Subject: Q2-25 numbers

All,
Q2-25 below. Short.
Revenue: EGP 21.4m (Q1-25: 23.9m).
Paying subscribers end of quarter: 41.2k (Q1: 44.0k).
12-month retention, Q2-24 cohort: 48%. Q1-24 cohort was 51%.
Gross margin: 71% (Q1: 72%).
Net burn: EGP 3.0m/month. Cash: EGP 96m.
Headcount: 58 (Q1: 61).

Comments:
1. Drop in subscribers mostly the Thanaweya Amma segment after exams. Expected, but larger than last year.
2. Retention is the problem, not acquisition. CAC flat.
3. Price increase from EGP 149 to 179/month on 1 June. Too early to read.
4. B2B school licences: 14 schools signed, revenue from Q3.
No change to the plan. Board pack to follow on the 15th.
Sherif`,
    present: ['high-churn', 'declining-revenue'],
    absent: ['gross-margin', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd17-w1-048',
    documentType: 'legal_docs',
    text: `NKWANTA RECYCLING LIMITED: DUE DILIGENCE QUESTIONNAIRE, SECTION 6 (PERMITS) AND SECTION 7 (DISPUTES)
Responses prepared by Kwesi Amponsah & Co. (Solicitors), Accra, 24 March 2025

6.1 List all permits and licences held.
(a) EPA Environmental Permit for the Tema plastics washing and pelletising plant: held, valid to 31 December 2026.
(b) Tema Metropolitan Assembly business operating permit: held, renewed January 2025.
(c) Ghana Standards Authority certification of recycled PET flakes: held.

6.2 List any permits applied for and not yet granted.
The EPA Environmental Permit for the new Kpone plant, where the company plans to move 70% of production, was applied for on 12 September 2024. The environmental impact statement was submitted, the EPA site inspection took place on 30 January 2025, and the permit has not yet been issued. The company cannot start operations at Kpone until it is granted.

6.3 Has the company been sanctioned by any regulator? No.

7.1 List all current or threatened litigation.
Suit No. LD/0412/2024, High Court (Land Division), Accra: the Nii Adjei Okine family claims title to approximately 1.2 acres of the 5-acre Kpone site, which the company bought in 2023 from the Kpone Traditional Council. Pleadings have closed and the case is fixed for hearing on 17 June 2025. The company's title was registered with the Lands Commission in November 2023.
There is no other litigation.`,
    present: ['pending-licence', 'litigation'],
    absent: ['regulatory'],
    traits: ['list', 'time', 'split'],
  },
  // Kilima holds 58–61% on every version of the table ≥ 50%
  {
    id: 'd17-w1-049',
    documentType: 'legal_docs',
    text: `[02/04/2025, 18:21] Otieno (Kilima Capital): Hi Achieng. Now that our note converted on 1 March, can you send the updated cap table for our LP report?
[02/04/2025, 18:40] Achieng Were: Hi Otieno 🙏🏾 honestly I can't send a clean one yet. Our lawyer has three versions and they don't match
[02/04/2025, 18:41] Achieng Were: the 2022 SAFEs were never recorded properly, and one angel's shares were never transferred on the CR12
[02/04/2025, 18:43] Otieno (Kilima Capital): ok. Our own model says we're at 61% post-conversion. What does yours say?
[02/04/2025, 18:45] Achieng Were: 58 on the lawyer's version, 60 on ours. Either way you're the majority now, we know that
[02/04/2025, 18:46] Otieno (Kilima Capital): Yes. That's why our IC wants the numbers exact. We need to consolidate you in our reporting if it's above half
[02/04/2025, 18:47] Achieng Were: understood. The lawyer promised reconciliation by end of April, I'll push for earlier
[02/04/2025, 18:48] Otieno (Kilima Capital): pls do. And loop me in with him directly
[02/04/2025, 18:50] Achieng Were: will do. Asante`,
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['informal', 'figures', 'split'],
  },
  // interest cover 2.1x ≥ 2.0x minimum; net debt/EBITDA 2.9x ≤ 3.0x maximum; no default
  {
    id: 'd17-w1-050',
    documentType: 'legal_docs',
    text: `HIGHVELD MUTUAL BANK LIMITED, Business Banking, 40 Commissioner Street, Johannesburg
14 August 2024
The Financial Director, Ubuntu Bricks (Pty) Ltd, Plot 112, Olifantsfontein, Midrand

Dear Mr Govender

ACKNOWLEDGEMENT OF COMPLIANCE CERTIFICATE: 30 JUNE 2024

We acknowledge receipt of the compliance certificate for the half-year ended 30 June 2024, signed by two directors, together with the half-year management accounts.

Based on the certificate, the financial covenants under the Term Loan Agreement of R38,000,000 were met:
- Interest cover: 2.1 times (minimum 2.0 times)
- Net debt to EBITDA: 2.9 times (maximum 3.0 times)
- Capital expenditure: R4.6m (limit R6.0m)

All capital and interest instalments have been paid on their due dates and no Event of Default has occurred or is continuing.

We note that headroom on the first two covenants is narrow. We recommend that the Company share its revised budget for the second half of 2024 with us by 30 September, so that any potential pressure can be discussed early. This is not a condition of the facility.

Yours faithfully
Nadia Fourie, Senior Credit Manager, Business Banking`,
    present: [],
    absent: ['debt-distress'],
    traits: ['list', 'figures', 'negation', 'modality'],
  },
  // one-off fees EGP 12.0m counted in subscription revenue and in ARR 64m; qualified opinion
  {
    id: 'd17-w1-051',
    documentType: 'financial_statements',
    text: `HASSAN, EZZAT & CO. (Chartered Accountants), Dokki, Giza
Letter to the Board of Directors of Tadbeer Systems S.A.E. on the audit for the year ended 31 December 2024
Date: 22 April 2025

1. Audit opinion
We have issued a qualified opinion on the financial statements for the year. Basis for qualification: the Company presented EGP 12.0 million of one-time implementation and data-migration fees, earned on the onboarding of three government clients, within "Subscription revenue". Under EAS 48 these fees are not a separate recurring performance obligation and should be presented as implementation revenue. Total revenue for the year was EGP 58.3 million, of which subscription revenue was reported as EGP 51.6 million.

2. Key performance indicators
Management's investor KPI pack reports ARR of EGP 64 million at 31 December 2024. Our review shows that this figure annualises the December subscription invoicing, including the last instalment of the one-time fees mentioned above. We recommend that ARR be restated to exclude them before the KPI pack is shared with investors.

3. Going concern
We have no comments. The Company had cash of EGP 71 million at year end and no borrowings.

4. Payroll
Social insurance contributions were paid on time. We noted four employees with no signed contract, and recommend these be regularised.

We thank management for their co-operation.`,
    present: ['audit-opinion', 'non-recurring-revenue'],
    absent: ['going-concern', 'debt-distress'],
    traits: ['list', 'prose', 'figures'],
  },
  // burn KES 30m a month > revenue KES 18m a month; cash 520m / 30m = 17 months
  {
    id: 'd17-w1-052',
    documentType: 'business_plan',
    text: `"WE ACCEPT THE REGULATOR WAS RIGHT": Mkopo Smart CEO speaks after suspension
(Nairobi Business Daily, 11 February 2025. By Faith Chelangat)

Mkopo Smart, a digital lender with 1.3 million registered borrowers, has not disbursed a new loan since the Central Bank of Kenya suspended its digital credit provider licence on 20 January over complaints about debt-collection practices. CEO Daniel Kiprono spoke to us.
Q: What exactly did CBK do?
A: They suspended our licence for three months. During that time we cannot disburse new loans. We can collect existing loans, but only using the collection script CBK approved. The Data Protection Commissioner is also looking at the complaints separately.
Q: How are you managing financially?
A: It is tough. We are burning around KES 30 million a month, and revenue, which is interest and fees on the existing book, is about KES 18 million a month. We have KES 520 million in the bank, so we can hold on, but we cannot go like this forever.
Q: Have staff been affected?
A: We redeployed 40 agents to customer care. Nobody has been laid off.
Q: What have you changed?
A: We fired the third-party collection agency, we now record every call, and we hired a compliance head from a tier-one bank.
Q: Will you get the licence back?
A: I cannot speak for the regulator. We are doing everything they asked.`,
    present: ['regulatory', 'burn-above-revenue'],
    absent: ['short-runway', 'pending-licence'],
    traits: ['prose', 'figures', 'modality'],
  },
  // CAC GHS 45 / contribution GHS 6 per order = 7.5 orders to recover, not the first order
  {
    id: 'd17-w1-053',
    documentType: 'business_plan',
    text: `[auto-captions] Accra Founders Pod ep. 19 "Chop Express and the economics of jollof"

host so Selasi you said something on Twitter that got people talking you said chop express is profitable from day one on every customer
selasi yes yes so the thing people don't understand is our acquisition is very cheap we recover the CAC on the very first order
host on the first order
selasi yes first order so the customer is profitable immediately
host break it down for us
selasi ok so to get a new customer we give a welcome voucher of thirty cedis and we spend on average fifteen cedis on ads and influencers per new customer so about forty-five cedis and then per order after we pay the rider and the packaging we keep about six cedis contribution
host ok and the average basket
selasi around one hundred and ten cedis and our commission from the restaurant is fifteen percent
host and how many orders does a customer do
selasi the good ones like three four a month people in Osu East Legon they order a lot
host nice nice and you're in Kumasi also
selasi Kumasi since January yes Takoradi next
host ok before we go to the break tell people how to download`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    traits: ['transcript', 'indirect', 'figures'],
  },
  // Tax Court matter settled and withdrawn, settlement paid in full, tax clearance issued; revenue up from R29m to R38m
  {
    id: 'd17-w1-054',
    documentType: 'business_plan',
    text: `Two years, four months and eleven days. ⚖️

That's how long Vuka Rentals has been in a dispute with SARS over the VAT treatment of our deposit-protection product. Today I can finally say: it's over.
We reached a settlement in December, paid the agreed amount in full in January, and last week the matter before the Tax Court was formally withdrawn. Our tax clearance status is compliant, and there are no outstanding tax arrears or other disputes with SARS.
A few lessons for other founders:
1️⃣ Get a tax opinion BEFORE you launch a product that touches VAT. Not after.
2️⃣ Don't hide it from your investors. Ours knew from day one, and that's why they stayed.
3️⃣ Keep building. During the dispute we grew revenue from R29m to R38m and went from 6,000 to 14,500 managed units across Gauteng and the Western Cape.
Huge thanks to our tax attorneys, to our finance lead Bongani who read more VAT Act sections than any human should, and to our landlords and tenants who stuck with us.
Onwards. 🏠
#PropTech #SouthAfrica #StartupLessons #Tax
Karabo Mahlangu, Founder & CEO, Vuka Rentals`,
    present: [],
    absent: ['litigation', 'debt-distress'],
    traits: ['informal', 'negation', 'time'],
  },
  // post-money: founders 27.0% + 20.0% = 47% ≥ 40%; investor 38% < 50%; leaver shares bought back and cancelled in 2023
  {
    id: 'd17-w1-055',
    documentType: 'legal_docs',
    text: `KIVU BEAN COMPANY LTD: SERIES A TERM SHEET, MARK-UP COMMENTS OF INVESTOR'S COUNSEL
Prepared by Mukamana & Gasana Advocates, Kigali. Draft of 10 June 2025

Cl. 1 (Investment): Great Lakes Agri Fund to invest USD 2.2 million for 38% post-money. Founders' combined holding post-money: 47% (Mr. Eric Mugabo 27.0%, Ms. Solange Uwera 20.0%); ESOP 10%; friends-and-family 5%. No change requested.
Cl. 4 (Capitalisation warranty): We have checked the company's capitalisation table against the shareholder register certified by the Rwanda Development Board on 2 June 2025. They agree. Please keep the warranty but the CP for a reconciled table can be deleted, as the work is done.
Cl. 5 (Former employees): We confirm from the board minutes of 14 November 2023 that the 3% held by a former roasting supervisor, who left in September 2023, was bought back by the company at nominal value and cancelled. No former employee or founder holds shares.
Cl. 7 (Board): Investor to appoint 1 of 5 directors plus 1 observer. Agreed.
Cl. 9 (Reserved matters): Please remove "approval of annual budget" from the list. Investor's protective rights should not extend to day-to-day management.
Cl. 12 (Export licence): The NAEB coffee export licence was renewed on 3 March 2025 and is valid to March 2027. The CP can be satisfied by delivery of a copy.`,
    present: [],
    absent: ['cap-table-complexity', 'dead-equity', 'investor-control', 'low-founder-ownership', 'pending-licence'],
    traits: ['list', 'figures', 'negation'],
  },
  // plan $9.0m ARR Mar-26 / $1.8m Mar-25 = 5x in a year ≥ 4x; cash $1.9m / net burn $260k = 7.3 months < 9; net burn $260k > revenue $150k a month
  {
    id: 'd17-w1-056',
    documentType: 'business_plan',
    text: `IC memo DRAFT v0.1, Clinicly (Lagos). Prepared by: T. Ogunleye, analyst. Pls don't fwd

Co: B2B marketplace for clinic & pharmacy supplies, Lagos/Abuja/PH. 2,300 active clinics. Raising $6m Series A, we'd take $2.5m.

KPIs (mgmt, Mar-25):
- ARR $1.8m (₦ rev converted @ ₦1,550/$), i.e. ~$150k/mo
- Rev growth +2.1x yoy in $ (+3.4x in ₦, FX flatters)
- Take rate 11%, GM 24%
- Net burn ~$260k/mo
- Cash $1.9m (mix of USD dom acct + ₦)

Mgmt plan: ARR $9.0m by Mar-26 (5x), driven by Kano & Ibadan launch + credit product.

My take:
1) Plan is aggressive vs. 2.1x actual. Our base case 2.5x.
2) Runway tight, they need this round closed by ~Q3 or they're in trouble. Bridge from existing investors mentioned but not committed.
3) Burn > rev, opex heavy (field sales 140 ppl).
4) Positive: clinic churn ~2%/mo, NPS 54, no big customer (top clinic chain <4%).

Q for mgmt: FX hedge? Why credit now? Path to contribution +ve per city?`,
    present: ['unrealistic-growth', 'short-runway', 'burn-above-revenue'],
    absent: ['customer-concentration', 'high-churn'],
    traits: ['list', 'figures', 'informal', 'indirect'],
  },
  {
    id: 'd17-w1-057',
    documentType: 'pitch_deck',
    text: `NILEPATH: Investment Teaser | Seed Extension | Cairo, March 2025

Who we are: Nilepath is a mobile-first booking platform for domestic trips in Egypt: Nile cruises, Red Sea resorts, Siwa and the Western Desert, with instalment payments for middle-income families.
Why now
• Domestic tourism is recovering strongly, with hotel occupancy in Hurghada and Sharm above pre-2020 levels.
• 70% of Egyptian families we surveyed want to pay trips in instalments.
• Online booking penetration for domestic travel is still below 15%.
Traction
• 42,000 trips booked since launch in 2023
• 310,000 app downloads, 4.7★ rating
• 1,150 hotels, cruise boats and tour operators on the platform
• Partnerships with two banks and one BNPL provider for instalments
Competition: Three regional online travel agencies and many Facebook-based agents. Our edge: instalments, Arabic-first service, and curated domestic packages.
Team: Youssef Gamal (CEO, ex-tour operator), Mariam Hafez (CTO, ex-fintech), Amr Zaki (COO).
The ask: USD 1.5 million seed extension to launch corporate travel and Saudi inbound.
Contact: youssef@nilepath.com.eg`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list', 'indirect'],
  },
  // Bojanala R96m / total R218m = 44% ≥ 30%
  {
    id: 'd17-w1-058',
    documentType: 'legal_docs',
    text: `CUSTOMER CONTRACT SUMMARY: BOPHELO MINE SERVICES (PTY) LTD
Prepared for Series B data room by the Company's legal adviser, 12 May 2025

Customer: Bojanala Platinum Mines Ltd (Rustenburg operations)
Contract: Occupational health services agreement: on-site clinics at four shafts, medical surveillance, HIV/TB programme. Signed 1 April 2022; five years.
Contract value: R96m invoiced in FY2025 (year to 28 February 2025). Company revenue for FY2025 was R218m.
Pricing: Fixed monthly fee per shaft plus per-examination fees; CPI escalation each April.
Termination: Customer may terminate on 6 months' notice after 31 March 2026, or immediately for material breach not cured within 30 days.

Dispute: Since October 2024 the customer has withheld R14.2m of invoices, alleging that clinic staffing fell below the agreed levels at two shafts. The Company disputes this. After negotiations failed, the Company referred the dispute to arbitration under the AFSA rules on 3 February 2025. An arbitrator has been appointed and the hearing is set for August 2025. The customer has also filed a counterclaim for R3.1m in service credits. The contract continues to be performed by both parties.

Related parties: None.
Other: The customer has indicated informally that it may re-tender the services at the end of the term. No formal notice has been given.`,
    present: ['customer-concentration', 'litigation'],
    absent: ['related-party'],
    traits: ['prose', 'figures', 'indirect'],
  },
  {
    id: 'd17-w1-059',
    documentType: 'legal_docs',
    text: `MEMO
From: People & Culture, Sokoni Data Ltd
To: CEO, CFO; cc: Board
Date: 6 February 2025
Re: Shares held by former staff (ahead of Series A)

1. Background. Under the 2021 employee share plan, staff could exercise vested options early and hold ordinary shares directly. The plan says that when a staff member leaves, the company must buy back the shares at cost within 60 days.
2. The issue. Three former staff members still hold shares:
   - Former regional sales manager, Western Kenya (left May 2023): 2.4%
   - Former data analyst (left January 2024): 1.8%
   - Former data analyst (left August 2024): 1.4%
   Total: 5.6% of issued shares.
   In each case the buy-back was not done. We did not have cash in 2023, and the two 2024 cases were simply missed during the transition to the new HR system. They are still on the register and receive shareholder notices.
3. Founders and executives. Both founders and the whole executive team are in post. No founder or executive has left or given notice.
4. Register. The CR12 and our internal register agree, including these three holdings.
5. Recommendation. Offer to buy the shares at the Series A price before closing, funded from the round, subject to board approval.`,
    present: ['dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['list', 'figures', 'time'],
  },
  // cash EGP 52m / net burn 3.4m = 15 months; net burn 3.4m < revenue 5.1m; revenue up from 4.8m
  {
    id: 'd17-w1-060',
    documentType: 'business_plan',
    text: `My notes, Thursday 15 May 2025, Smouha office, Alexandria

Today Mrs. Heba our accountant ask me if we need a going concern note in the 2024 statements, because the auditor ask all the startups this year. We sit together one hour and check everything. Cash is EGP 52 million after the round in March. The net burn is around 3.4 million per month. So about 15 months. She said no need for the note, the directors can sign the assessment with no material uncertainty, and she will send it to the auditor on Sunday. Good.

Revenue in April was EGP 5.1 million, March 4.8 million. Slowly slowly but it is going up. Orders per day 2,900 in Alexandria, Cairo is 1,100 only since we open in February.

Competition: the two big apps in Cairo raise a lot of money, they give discounts like crazy. We don't follow. Our farmers in Beheira give us better tomatoes and customers know.

Worry list:
- the fridge truck contract renew in July, price will go up maybe 20%
- Ahmed my partner is tired, we must hire head of ops so he can focus on farmers. He is not leaving, only tired like me
- I must sleep more

Tomorrow: call with the investor, send them April numbers.`,
    present: [],
    absent: ['going-concern', 'short-runway', 'burn-above-revenue', 'founder-departure'],
    traits: ['informal', 'negation', 'figures', 'time'],
  },
];
