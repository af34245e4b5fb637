/** Writer 2's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), South Africa, Zambia and Botswana, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW2P2: readonly RedFlagCase[] = [
  // regulatory PRESENT: NBFIRA suspends the micro-lending licence
  // debt-distress ABSENT: the levy arrears were paid on 3 November (problem over)
  // litigation ABSENT: only a right of appeal, nothing filed
  {
    id: 'h24-en-w2-07',
    documentType: 'legal_docs',
    text: `NON-BANK FINANCIAL INSTITUTIONS REGULATORY AUTHORITY
Private Bag 00314, Gaborone

Ref: NBFIRA/ML/2026/0917                                  20 November 2026

The Managing Director
Mophane Credit (Pty) Ltd
Plot 54368, CBD, Gaborone

BY HAND AND E-MAIL

NOTICE OF SUSPENSION OF MICRO LENDING LICENCE No. ML/0388

1. The Authority refers to its on-site inspection of 8-12 September 2026 and to its letter of 2 October 2026.
2. The inspection found that Mophane Credit (Pty) Ltd ("the Licensee") (a) granted loans through its mobile application without the affordability assessments required by the Micro Lending Regulations; (b) charged fees not disclosed in the loan agreement; and (c) failed to submit its quarterly returns for Q1 and Q2 2026.
3. The Authority acknowledges that the outstanding supervisory levies for 2025/26 were settled in full on 3 November 2026.
4. Having considered the Licensee's response of 16 October 2026, the Authority has decided, in terms of the NBFIRA Act, to SUSPEND the Licensee's micro lending licence for a period of ninety (90) days with effect from 25 November 2026.
5. During the suspension the Licensee shall not grant, renew or advertise any new loan. It may continue to collect repayments on existing loans.
6. The suspension will be lifted only upon the Authority being satisfied that the remedial action plan in Annexure A has been implemented.
7. The Licensee may appeal against this decision to the Tribunal within the period provided in the Act.

Yours faithfully,

[signed]
Director: Supervision — Micro Lending`,
    present: ['regulatory'],
    absent: ['debt-distress', 'litigation', 'pending-licence'],
    traits: ['prose', 'list', 'time'],
  },

  // customer-concentration PRESENT: K14.3M of K21.6M FY2025 turnover from one buyer = 66% ("two-thirds")
  // related-party PRESENT: cold store leased from a company owned by the CEO's brother-in-law
  // cap-table-complexity PRESENT: register does not reconcile with PACRA return; note conversions unclear
  // litigation ABSENT: High Court search clean; declining-revenue ABSENT: K17.9M -> K21.6M
  // gross-margin ABSENT: 22.1% -> 23.4% (up); founder-departure ABSENT: both co-founders intend to stay
  {
    id: 'h24-en-w2-08',
    documentType: 'legal_docs',
    text: `CONFIDENTIAL — DUE DILIGENCE MEMORANDUM
To: Investment Committee, Miombo Growth Fund
From: Deal team (N. Phiri, R. Sakala)
Re: Chambeshi Fresh Limited — proposed USD 2.5M Series A
Date: 27 November 2026

1. Summary
Chambeshi Fresh aggregates vegetables from about 1 900 smallholders around Lusaka and Chongwe, packs them and supplies retailers. The business is real, growing and well run on the operations side. Three points need to be resolved before signing.

2. Commercial
FY2025 turnover was K21.6M (FY2024: K17.9M). Roughly two-thirds of it — K14.3M — came from one buyer, the Lusaka supermarket chain Kabwata Retail Group, under a supply agreement that either party can end on 60 days' notice. Management says a second chain is "close" but there is nothing signed.

3. Related parties
The Chongwe cold store is leased from Lumbwe Properties Limited for K38 000 a month. PACRA records show Lumbwe Properties is owned by Mr Joseph Mumba, brother-in-law of the CEO, Mrs Agnes Chanda. The lease was not approved by the board and is not disclosed in the FY2025 accounts.

4. Share capital
We could not reconcile the register of members with the latest PACRA annual return: the register shows 10 000 issued shares, PACRA shows 8 500. In addition three convertible notes (total K2.1M) were issued in 2024 and the company has been unable to tell us whether, or at what price, they convert. Until this is clear we cannot state the fully diluted cap table or the fund's post-money stake.

4A. Financial quality
FY2025 gross margin was 23.4% (FY2024: 22.1%). Net profit was K0.8M after a full year of Chongwe depot costs. Debtor days are long (52) because Kabwata pays on 45-day terms, but the company has not needed its overdraft since April. Our accountants re-performed the revenue cut-off for March and September and found no material differences. Cash at 31 October 2026 was K3.4M.

4B. Operations and team
We visited the Chongwe pack house and two collection points in Rufunsa. Grading, cold-chain logs and farmer payment records are better than at most companies we have seen at this stage. Farmers are paid by mobile money within 7 days; we spoke to eleven of them and none reported late payment. The CEO and the operations director (co-founders) run the business day to day and both intend to stay through the investment period; a finance manager with a ZICA qualification joined in July 2026.

5. Legal
A search of the High Court and Subordinate Court registries in Lusaka found no proceedings against the company. ZRA tax clearance certificate valid to 31 March 2027.

6. Recommendation
Proceed only if (i) the cap table is reconciled and the notes are converted or cancelled before completion, (ii) the Lumbwe lease is re-approved by independent directors at a market rent, and (iii) the fund is comfortable with the Kabwata exposure.`,
    present: ['customer-concentration', 'related-party', 'cap-table-complexity'],
    absent: ['litigation', 'declining-revenue', 'debt-distress', 'gross-margin', 'founder-departure'],
    traits: ['prose', 'figures', 'indirect'],
  },

  // audit-opinion PRESENT: management accounts stated as not audited or reviewed
  // declining-revenue PRESENT: revenue R15 912 400 (FY2025) < R18 406 900 (FY2024)
  // gross-margin PRESENT: 41.0% -> 32.0%, down 9 points >= 5
  // burn-above-revenue ABSENT: profit after tax in both years (costs below revenue)
  // going-concern ABSENT: directors state no doubt
  // customer-concentration ABSENT: corporate accounts are a segment of unnamed customers, 29.6% (FY2025) and 29.4% (FY2024), both < 30%
  {
    id: 'h24-en-w2-09',
    documentType: 'financial_statements',
    text: `Sebenza Workwear Online (Pty) Ltd - Income statement export (accounting system) - DRAFT
Prepared by management for the board pack of 10 Dec 2026. These figures have not been audited or independently reviewed.

Line,FY2025 (12m to 28 Feb 2026) R,FY2024 (12m to 28 Feb 2025) R
Revenue - online orders,11 204 600,12 988 300
Revenue - corporate accounts,4 707 800,5 418 600
Total revenue,15 912 400,18 406 900
Cost of sales,-10 820 300,-10 860 100
Gross profit,5 092 100,7 546 800
Gross margin %,32.0%,41.0%
Salaries,-2 310 000,-2 940 000
Marketing,-1 120 000,-1 870 000
Courier & warehousing (non-COS),-640 000,-610 000
Other overheads,-540 000,-560 000
Operating profit,482 100,1 566 800
Finance costs,-40 000,-55 000
Profit before tax,442 100,1 511 800
Income tax (27%),-119 400,-408 200
Profit after tax,322 700,1 103 600

Management comments:
- Steel-toe boot prices from the Chinese supplier rose ~18% in rand terms; we only passed part of that on.
- Corporate accounts down because two mining contractors moved to a tender panel.
- The directors have no doubt about the company's ability to continue trading; the bank overdraft (R1.5M limit) is undrawn.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'going-concern', 'debt-distress', 'customer-concentration'],
    traits: ['table', 'figures'],
  },

  // CLEAN. investor-control ABSENT: Jacaranda 25% post-money < 50%
  // low-founder-ownership ABSENT: founders 52% post-money >= 40%
  // founder-departure ABSENT: leaver clauses are hypothetical; pending-licence ABSENT: FSP licence already held
  // litigation ABSENT: warranty that none is pending
  {
    id: 'h24-en-w2-10',
    documentType: 'legal_docs',
    text: `INDICATIVE TERM SHEET — SERIES A PREFERENCE SHARES
Company: Fynbos Wealth (Pty) Ltd, Cape Town ("the Company")
Lead investor: Jacaranda Ventures Fund III ("Jacaranda")
Date: 1 December 2026 | Non-binding except clauses 12 (Confidentiality) and 13 (Exclusivity)

1. Amount: R45 000 000 for Series A Preference Shares.
2. Pre-money valuation: R135 000 000 on a fully diluted basis, including a 10% option pool.
3. Post-money shareholding: Jacaranda 25.0%; Founders (Aisha Daniels, Johan Botha, Themba Zulu) 52.0%; existing angels 13.0%; option pool 10.0%.
4. Liquidation preference: 1x non-participating.
5. Anti-dilution: broad-based weighted average.
6. Board: five directors — three nominated by the Founders, one by Jacaranda, one independent chair agreed by both.
7. Leaver provisions: if a Founder ceases to be employed within 36 months of completion, the Company may buy back unvested shares — at fair value for a Good Leaver, at the lower of cost and fair value for a Bad Leaver.
8. Regulatory: the Company holds a Category I FSP licence from the FSCA (FSP No. 53117). Completion is not conditional on any further licence.
9. Warranties: customary, including that no litigation, arbitration or regulatory investigation is pending or, to the Founders' knowledge, threatened against the Company.
10. Conditions precedent: legal and financial due diligence; approval of Jacaranda's investment committee; signature of the amended MOI.
11. Use of proceeds: product, advisor hiring in Gauteng and KwaZulu-Natal, compliance systems.
12. Confidentiality. 13. Exclusivity: 45 days.

Signed for the Company: ______________   Signed for Jacaranda: ______________`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'pending-licence', 'litigation', 'regulatory'],
    traits: ['list', 'negation', 'modality', 'clean'],
  },

  // missing-financials PRESENT: a deck with no revenue or cost figure (only counts, percentages and the size of the raise)
  // no-competition PRESENT: "no competitor in Botswana or anywhere in the region"
  {
    id: 'h24-en-w2-11',
    documentType: 'pitch_deck',
    text: `MOTSWEDI SENSE
Smart borehole monitoring for Botswana's farmers

[1] THE PROBLEM
Cattle die when boreholes fail. Most farmers in the Central and Kweneng districts find out a pump has stopped only when someone drives out to the post — sometimes days later.

[2] OUR SOLUTION
A solar-powered sensor that clips onto any borehole pump and sends an SMS the minute water flow stops, the tank runs low or the diesel is stolen.
 - Works without internet: GSM SMS only
 - Installed in 40 minutes by our technicians
 - Designed and assembled in Gaborone with support from BITRI

[3] PILOT
 - 40 farms around Serowe and Mahalapye since March 2026
 - 112 pump failures detected, average alert time under 3 minutes
 - 9 of 10 pilot farmers say they would pay for it

[4] MARKET
Around 60 000 registered cattle posts and several thousand commercial boreholes nationwide.

[5] COMPETITION
There is no competitor in Botswana or anywhere in the region. Nobody else is doing borehole monitoring for small farmers — we are creating the category.

[6] BUSINESS MODEL
Device sold at cost, monthly subscription for alerts and dashboard. Distribution through agricultural co-operatives and the farmers' associations.

[7] TEAM
Tumelo Seretse (CEO) — agricultural engineer, 8 years at a water utility
Boitumelo Moeng (CTO) — embedded systems, UB graduate

[8] THE ASK
Raising a P4.5 million seed round. Use of funds: 50% manufacturing, 30% sales and installers, 20% software.`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    traits: ['list', 'indirect'],
  },

  // litigation PRESENT: Nkana Pharma claim in the High Court, defence filed, matter open
  // debt-distress PRESENT: ZRA arrears of K1.36M in PAYE and VAT
  // short-runway PRESENT: K2.3M cash / K410k average net burn a month = 5.6 months < 9
  // going-concern ABSENT: no doubt is expressed by directors or auditor
  // related-party ABSENT: no director declared an interest
  {
    id: 'h24-en-w2-12',
    documentType: 'legal_docs',
    text: `KALULU MOBILE HEALTH LIMITED
MINUTES OF A MEETING OF THE BOARD OF DIRECTORS HELD AT PLOT 11, KABULONGA ROAD, LUSAKA, ON 24 NOVEMBER 2026 AT 14:00

PRESENT: Dr Mutinta Hamoonga (Chair), Mr Kelvin Zulu (CEO), Ms Precious Lungu (CFO), Mr David Mwansa (non-executive)
IN ATTENDANCE: Mrs R. Siame (Company Secretary)

1. DECLARATION OF INTERESTS
No director declared an interest in any matter on the agenda.

2. MINUTES OF THE PREVIOUS MEETING
The minutes of 29 September 2026 were approved as a true record.

3. LEGAL MATTERS
3.1 The Company Secretary reported on Nkana Pharma Distributors Limited v Kalulu Mobile Health Limited (High Court for Zambia, Commercial List). The plaintiff claims K2 800 000 for alleged wrongful termination of the distribution agreement. The defence was filed on 3 November 2026; the matter comes up for scheduling on 19 January 2027. Counsel has not yet advised on prospects.
3.2 The Board noted that settlement talks held in October did not succeed.

4. FINANCE
4.1 The CFO reported cash at bank of K2 300 000 at 20 November. Average net cash outflow over the last three months was K410 000 per month.
4.2 The CFO reported that PAYE and VAT for May to September 2026, totalling K1 360 000, remain unpaid. ZRA issued a demand notice on 11 November. Management proposes to apply for an instalment arrangement.
4.3 RESOLVED that the CFO approach ZRA for a 12-month payment plan and that the CEO circulate a revised cash plan by 5 December.

5. FUNDRAISING
The CEO reported that two funds had received the data room. No term sheet has been received.

6. ANY OTHER BUSINESS
None. The meeting closed at 16:10.

_____________________ Chair            _____________________ Company Secretary`,
    present: ['litigation', 'debt-distress', 'short-runway'],
    absent: ['going-concern', 'related-party'],
    traits: ['prose', 'figures', 'list'],
  },
];
