/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): English texts that carry flags stated in words (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthEnFlags: readonly RedFlagCase[] = [
  {
    id: 'h5-enf-01',
    documentType: 'business_plan',
    text: `hey all, quick update before Thursday's call
Tunde told the board on Friday that he'll step down as COO at the end of March
he stays on as an advisor, no drama, he wants to move back to Ibadan for family reasons
Feb revenue came in at ₦48M, up from ₦41M in Jan
we start the search for his replacement this week, will share the JD`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    id: 'h5-enf-02',
    documentType: 'legal_docs',
    text: `Q14. Is the Company party to any litigation, arbitration or other proceedings?
A. Yes. A former distributor, Rift Agro Supplies Ltd, filed a claim in the High Court at Nairobi
in June 2025 for KSh 38M in commissions it says are unpaid. The Company is defending the claim;
a hearing is listed for February 2027.
Q15. Does the Company transact with related parties?
A. No. No director or shareholder, and no relative of one, supplies goods or services to the Company.
Q16. Has any regulator sanctioned, suspended or fined the Company?
A. No.`,
    present: ['litigation'],
    absent: ['related-party', 'regulatory'],
    traits: ['list', 'negation', 'split'],
  },
  {
    // 2025 GHS 1.4M -> 2026 plan GHS 9M is 6.4x in one year.
    id: 'h5-enf-03',
    documentType: 'pitch_deck',
    text: `SLIDE 6 - COMPETITION
Nobody else is doing this in Ghana. We are the first and only traceability platform built for smallholder cocoa farmers.
SLIDE 7 - TRACTION
2025 revenue: GHS 1.4M
11,200 farmers onboarded across Ashanti and Western North
SLIDE 8 - THE PLAN
2026: GHS 9M
2027: GHS 40M`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    // Founders 14 + 11 + 9 = 34% (< 40); largest investor 27%.
    id: 'h5-enf-04',
    documentType: 'business_plan',
    text: `5.2 Ownership
After the bridge round the three founders, all of them full-time, hold 14%, 11% and 9% of the ordinary
shares respectively. The rest sits with the angel syndicate (27%), Kopano Ventures (24%) and the
employee share scheme (15%).
5.3 Performance
Revenue for FY2025 was R18.6M (FY2024: R12.1M), with the Gauteng clinics contributing just over half.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'declining-revenue'],
    traits: ['figures', 'split'],
  },
  {
    // Amani 53% (>= 50). Founders 24 + 16 = 40%, which is not under 40.
    id: 'h5-enf-05',
    documentType: 'legal_docs',
    text: `SCHEDULE 2 - SHAREHOLDINGS ON COMPLETION
Shareholder | Class | Shares | %
Amani Capital Partners LP | Series A Preferred | 5,300,000 | 53.0
Grace Wanjiru (founder, CEO) | Ordinary | 2,400,000 | 24.0
Peter Otieno (founder, CTO) | Ordinary | 1,600,000 | 16.0
ESOP pool (unallocated) | Ordinary | 700,000 | 7.0
Total | | 10,000,000 | 100.0`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-enf-06',
    documentType: 'legal_docs',
    text: `Minutes of the meeting of the board of Kivu Logistics SARL, Goma, 12 September 2026
Present: J. Mukendi (chair), A. Lusamba, external counsel.
3. Shareholding. The chair noted that Mr Bahati, a co-founder who left the company in 2024,
still holds 18% of the shares. The buy-back discussed at the time was never executed and the
articles contain no leaver clause. Counsel will set out the options at the next meeting.
4. Any other business. None.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['prose', 'time', 'split'],
  },
  {
    // Trading fees Q2 NGN 210M < Q1 NGN 380M.
    id: 'h5-enf-07',
    documentType: 'business_plan',
    text: `Section 4 - Risks and recent events
In March 2026 the Securities and Exchange Commission suspended our digital-asset exchange registration
pending a review of our custody arrangements. Spot trading for Nigerian users has been paused since.
Trading fees were ₦210M in Q2 2026, against ₦380M in Q1, because only the OTC desk kept running.
We expect the review to conclude by year end but have no date from the Commission.`,
    present: ['regulatory', 'declining-revenue'],
    absent: [],
    traits: ['time', 'figures', 'modality'],
  },
  {
    // A net loss means the year's costs were above its revenue (UGX 9.8bn revenue, UGX 4.1bn loss).
    id: 'h5-enf-08',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF SAVANNA SOLAR LIMITED (UGANDA)
Opinion
In our opinion the financial statements give a true and fair view of the financial position of the company
as at 30 June 2026 in accordance with IFRS and the Companies Act of Uganda.
Material uncertainty related to going concern
We draw attention to note 2, which indicates that the company made a net loss of UGX 4.1bn on revenue of
UGX 9.8bn for the year and that its current liabilities exceeded its current assets by UGX 2.7bn. These
conditions indicate that a material uncertainty exists that may cast significant doubt on the company's
ability to continue as a going concern. Our opinion is not modified in respect of this matter.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['negation', 'modality', 'split'],
  },
  {
    // Cost of sales 51.0 + operating costs 31.2 = 82.2 < revenue 86.4.
    id: 'h5-enf-09',
    documentType: 'financial_statements',
    text: `MSHAMBA FRESH LTD - MANAGEMENT ACCOUNTS (UNAUDITED) - QUARTER TO 30 SEPTEMBER 2026
                      KSh M
Revenue               86.4
Cost of sales         51.0
Gross profit          35.4
Operating costs       31.2
Operating profit       4.2
Note 7. PAYE and VAT arrears of KSh 9.3M are owed to KRA; a payment plan has been requested, not yet agreed.
Note 8. Feed purchases of KSh 12.0M were made from Mara Feeds Ltd, which is owned by the CEO's father.`,
    present: ['audit-opinion', 'debt-distress', 'related-party'],
    absent: ['burn-above-revenue', 'gross-margin'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h5-enf-10',
    documentType: 'pitch_deck',
    text: `Traction
• EGP 72M revenue in 2025 (2024: EGP 44M)
• Two-thirds of turnover from a single buyer, Nile Retail Group
• 140 SMB merchants live on the ordering app
• Cairo and Alexandria; Giza warehouse opening in Q1`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'h5-enf-11',
    documentType: 'business_plan',
    text: `Regulatory path
We applied to the National Bank of Rwanda for a microinsurance licence on 3 July 2026.
Until it is granted we sell as an appointed agent of an established insurer and earn commission only:
RWF 310M in the first half of 2026, against RWF 190M in the second half of 2025.`,
    present: ['pending-licence'],
    absent: ['regulatory', 'declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    // R5.5M of R24M ARR is 23%, so the Transnet project is not a concentration flag.
    id: 'h5-enf-12',
    documentType: 'business_plan',
    text: `Our ARR reached R24M at 30 September. That figure includes R5.5M for the once-off data-migration
project we delivered for Transnet, which we booked as a twelve-month subscription so that the quarter
stays comparable with the last one. Excluding it, recurring revenue grew 31% year on year.`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'split', 'figures'],
  },
  {
    // 410 of 1,000 learners still paying after a year: 41% retention (< 55%).
    id: 'h5-enf-13',
    documentType: 'pitch_deck',
    text: `RETENTION
Cohort        Start     12 months later
Jan-25        1,000     410
Apr-25          850     372
Revenue, October 2026: KSh 6.2M (October 2025: KSh 4.0M)`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-enf-14',
    documentType: 'business_plan',
    text: `A note on the cap table
Our cap table is not reconciled yet. Four SAFEs from 2023 and 2024 were signed on different templates,
two of them with a discount and no cap, and the register kept by the company secretary does not match
the spreadsheet in the data room. Our lawyers expect to finish the work before closing.
FY2025 revenue was $1.9M, up from $1.1M.`,
    present: ['cap-table-complexity'],
    absent: ['declining-revenue'],
    traits: ['prose', 'modality', 'split'],
  },
  {
    id: 'h5-enf-15',
    documentType: 'legal_docs',
    text: `CREDIT MEMO - SME BANKING, ACCRA
Borrower: Volta Cold Chain Ltd
Facility: GHS 6M term loan, 48 months
Observations:
- DSCR covenant (minimum 1.25x) tested at 0.94x for the June quarter: breach
- May and June instalments both paid more than 40 days late
- Management reports a new fish-processing contract from October
Recommendation: move to watch list; ask the borrower for a waiver request and revised forecast.`,
    present: ['debt-distress'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    id: 'h5-enf-16',
    documentType: 'legal_docs',
    text: `From: Youssef (CFO)
To: Board
Subject: Warehouse lease - for the minutes
The new Casablanca warehouse is leased from Atlas Immo SARL, which is owned by Karim's brother.
Rent is MAD 95,000 a month; our broker says that is close to market.
----
From: Leila (Chair)
Thanks. Please take the lease to the audit committee before the next board.`,
    present: ['related-party'],
    absent: [],
    traits: ['indirect', 'prose'],
  },
  {
    // 38.5% -> 31.0% is down 7.5 points.
    id: 'h5-enf-17',
    documentType: 'financial_statements',
    text: `Directors' commentary on results
Revenue grew to ETB 212M (FY2025: ETB 176M) as the Addis and Hawassa mills ran a second shift.
Gross margin fell from 38.5% in FY2025 to 31.0% in FY2026 because maize prices rose faster than we
could reprice flour to our distributors.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['time', 'figures', 'split'],
  },
  {
    // Net burn $70k > MRR $38k; $350k / $70k = 5 months.
    id: 'h5-enf-18',
    documentType: 'pitch_deck',
    text: `WHERE WE ARE
MRR $38k, growing 9% m/m
Net burn $70k / month
Cash in bank: $350k -> five months of runway
Raising $1.5M seed to reach break-even in 18 months`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-enf-19',
    documentType: 'legal_docs',
    text: `INDICATIVE TERM SHEET - SERIES A - PAYFLO TECHNOLOGIES LTD (LAGOS)
Amount: USD 4,000,000
Post-money ownership of the Investor: 35%
Liquidation preference: 1x, non-participating
Board: 2 founders, 1 Investor, 1 independent
Disclosure: the Company is respondent in an ICC arbitration brought by its former payment
processor (claim of USD 1.1M); hearings continue in 2027.
Conditions precedent: legal DD, updated disclosure letter.`,
    present: ['litigation'],
    absent: ['investor-control'],
    traits: ['list', 'split'],
  },
  {
    id: 'h5-enf-20',
    documentType: 'business_plan',
    text: `Executive summary
Abidjan moves two million people a day, most of them by gbaka and woro-woro. DriveCI gives those
drivers a fleet card, fuel credit and a maintenance network.
The urban mobility market in Côte d'Ivoire is worth more than $3bn a year.
We are a team of six, with founders from Orange and Bolloré Logistics.
We ask for $750k to launch in Cocody and Yopougon next year.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['prose'],
  },
  {
    // LTV = $9/month x 6 months = $54; $54 / $120 CAC = 0.45x, not the 4.2x claimed.
    id: 'h5-enf-21',
    documentType: 'pitch_deck',
    text: `UNIT ECONOMICS
LTV/CAC: 4.2x
Blended CAC: $120
Average revenue per customer: $9 / month
Average customer lifetime: 6 months
Revenue, September 2026: $310k`,
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-enf-22',
    documentType: 'financial_statements',
    text: `Directors' report for the year ended 31 December 2026
Revenue for the year was ₦7.4bn (2025: ₦6.9bn).
In March the company failed to pay the coupon due on its ₦2bn commercial paper and is in talks with
the holders on a rescheduling. Until a restructuring is agreed, the directors consider that there is
significant doubt about the company's ability to continue as a going concern.`,
    present: ['debt-distress', 'going-concern'],
    absent: ['declining-revenue'],
    traits: ['prose', 'indirect', 'split'],
  },
  {
    id: 'h5-enf-23',
    documentType: 'pitch_deck',
    text: `Why now
Kampala boda riders have no insurance product built for them, and no one competes with us for them:
we are alone in this market.
Revenue: UGX 1.2bn in the last twelve months
Partners: two underwriters, three SACCOs`,
    present: ['no-competition'],
    absent: [],
    traits: ['split', 'indirect'],
  },
];
