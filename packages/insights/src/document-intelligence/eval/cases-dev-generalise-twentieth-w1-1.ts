import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part1: readonly RedFlagCase[] = [
  // short-runway: cash KES 19.8m / net burn KES 3.2m = 6.2 months < 9. customer-concentration: Mavuno Fresh KES 2.3m / 5.4m = 43% >= 30%. burn-above-revenue absent: net burn 3.2m < revenue 5.4m (compared as stated). Revenue rose 5.1m -> 5.4m, margin held: no declining-revenue, no gross-margin.
  {
    id: 'd20-w1-en-001-shambaflow-october-update',
    documentType: 'business_plan',
    present: ['short-runway', 'customer-concentration'],
    absent: ['burn-above-revenue', 'declining-revenue', 'gross-margin'],
    traits: ['email', 'figures', 'indirect'],
    text: `From: Wanjiru Kamau <wanjiru@shambaflow.co.ke>
To: ShambaFlow investors
Date: 4 November 2025
Subject: ShambaFlow - October update

Hi all,

Short one this month, the team is deep in the short-rains season.

Numbers
- Revenue: KES 5.4m (September: KES 5.1m)
- Gross margin: 38%, same as September
- Active farmer groups: 214 (+11)
- Cash at 31 October: KES 19.8m
- Net burn: KES 3.2m, roughly where it has sat for the last quarter

Do the division and you will see why the raise moves up: we want to open the round in January rather than in Q2 as planned.

Customers
Mavuno Fresh remains our biggest offtaker and took KES 2.3m of October revenue. We like them, they pay in 14 days, but we know it is too much of the book. Two supermarket chains are in pilot in Nakuru and Eldoret and should start ordering in December.

Product
The new grading app cut rejected crates at the aggregation centre from 9% to 5%. Drivers now get paid through the app on delivery.

Asks
1. Intros to agri-focused debt funds for inventory finance.
2. Anyone who knows the procurement team at a regional supermarket chain.

Thanks as always,
Wanjiru`,
  },
  // Clean: the licence is granted (resolved, not pending-licence); sanctions appear only as "may result" (modality), so no regulatory. "Settlement" is payment settlement, not a legal settlement.
  {
    id: 'd20-w1-en-002-bog-emi-licence-granted',
    documentType: 'legal_docs',
    present: [],
    absent: ['pending-licence', 'regulatory', 'litigation'],
    traits: ['resolved', 'modality', 'boilerplate'],
    text: `BANK OF GHANA
Fintech and Innovation Office

Ref: FID/EMI/2025/117
22 August 2025

The Managing Director
KwikPay Ghana Limited
Accra

RE: APPLICATION FOR DEDICATED ELECTRONIC MONEY ISSUER LICENCE

Further to your application dated 14 March 2025, the supplementary documents received on 30 June 2025 and the on-site assessment of 18 July 2025, the Bank is pleased to inform you that your application has been approved and a Dedicated Electronic Money Issuer licence has been granted under the Payment Systems and Services Act, 2019 (Act 987), with effect from 1 September 2025.

The licence is subject to the following conditions:
1. The company shall maintain a minimum paid-up capital of GHS 2,000,000 at all times.
2. Float balances shall be held in trust accounts with at least two universal banks, and settlement of customer transactions shall be completed on T+0.
3. Monthly returns shall be submitted by the 10th day of the following month.
4. Any change in significant shareholding (10% or more) requires the prior written approval of the Bank.

Please note that failure to comply with any of the conditions above may result in sanctions under Act 987, including monetary penalties or suspension of the licence.

The original licence certificate may be collected from the Fintech and Innovation Office upon presentation of this letter.

Yours faithfully,

(signed)
Head, Fintech and Innovation Office`,
  },
  // investor-control: Nile Ventures 52.4% >= 50%. low-founder-ownership: founders 30.1% combined < 40%. Cap table is set out and adds to 100%: no cap-table-complexity. Revenue 31m -> 48m and plan 80m (1.7x): no unrealistic-growth, no declining-revenue.
  {
    id: 'd20-w1-en-003-ic-memo-nile-majority',
    documentType: 'business_plan',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'unrealistic-growth', 'declining-revenue'],
    traits: ['table', 'figures'],
    text: `INVESTMENT COMMITTEE MEMO - CONFIDENTIAL
Company: Rakeeb Health (Cairo, Egypt) - B2B pharmacy inventory platform
Proposed: EGP 150m Series A extension, Nile Ventures Fund II as sole investor

1. Summary
Rakeeb supplies 2,300 independent pharmacies across Greater Cairo and Alexandria with a procurement app and next-day delivery. FY2025 revenue was EGP 48m (FY2024: EGP 31m). Management projects EGP 80m for FY2026, which we consider achievable given the Alexandria ramp.

2. Post-money capitalisation (fully diluted)
  Nile Ventures Fund II (incl. this round)   52.4%
  Ahmed Samir (CEO, co-founder)              17.6%
  Laila Fawzy (COO, co-founder)              12.5%
  Angel syndicate (2023 SAFE, converted)      9.5%
  ESOP (allocated and unallocated)            8.0%
  Total                                     100.0%

Counsel has reconciled the register against the commercial registry extract dated 2 October.

3. Considerations
- After this round the Fund will hold a majority and will appoint three of five directors. We should be mindful of the signalling this creates for a Series B lead.
- The founders' combined stake is low for this stage. We recommend a top-up of the ESOP reserved for the two founders, vesting over four years.
- Gross margin of 14% is typical for pharma distribution; the upside is in credit and data products.

4. Recommendation
Approve, subject to the ESOP top-up and the customary reserved matters.`,
  },
  // Clean: routine examination with "no material exceptions"; late filings were regularised (resolved); letter states it is not a sanction. "Settlement" = payment settlement. No arrears.
  {
    id: 'd20-w1-en-004-cbn-routine-examination',
    documentType: 'legal_docs',
    present: [],
    absent: ['regulatory', 'debt-distress', 'pending-licence'],
    traits: ['boilerplate', 'negation', 'resolved'],
    text: `CENTRAL BANK OF NIGERIA
Payments System Supervision Department

PSSD/DIR/PSP/2025/441
9 October 2025

The Managing Director/CEO
Oja Switch Limited
Lekki, Lagos

REPORT OF ROUTINE EXAMINATION - PAYMENT SOLUTION SERVICE PROVIDER

We write to communicate the outcome of the routine examination of your company conducted between 1 and 12 September 2025, covering the period 1 January to 30 June 2025.

1. No material exceptions were noted in the areas of corporate governance, information security, transaction monitoring and consumer protection.
2. Settlement timeliness across the period under review averaged 99.7% of transactions settled within the prescribed window. This is satisfactory.
3. Two monthly returns (March and April 2025) were filed after the due date. The examiners confirmed that the filing calendar has since been automated and all subsequent returns were filed on time. This matter is considered regularised and no further action is required.
4. Management is reminded that the annual AML/CFT compliance report for 2025 is due on or before 31 January 2026.

For the avoidance of doubt, this letter does not constitute a sanction or a finding of contravention under the Banks and Other Financial Institutions Act, 2020.

Kindly acknowledge receipt within five working days.

Yours faithfully,

For: Director, Payments System Supervision Department`,
  },
  // litigation: suit FHC/L/CS/1123/2025 filed, defence filed, hearing pending = open dispute. dead-equity: former engineer (not an executive) holds 6.5%, repurchase not exercised. No founder/executive left, related-party "None", sanctions "None", tax clearance attached: those absent.
  {
    id: 'd20-w1-en-005-dataroom-checklist-haulage-suit',
    documentType: 'legal_docs',
    present: ['litigation', 'dead-equity'],
    absent: ['founder-departure', 'related-party', 'regulatory', 'debt-distress'],
    traits: ['checklist', 'negation'],
    text: `KORA FREIGHT LTD - LEGAL DUE DILIGENCE REQUEST LIST (responses by company secretary, 17 Nov 2025)

#  | Request                                              | Response
1  | Certificate of incorporation and CAC forms            | Provided, folder 1.1
2  | Memorandum and articles                               | Provided, folder 1.2
3  | Pending or threatened litigation                      | Yes. Suit FHC/L/CS/1123/2025, Ikeja Haulage Ltd v. Kora Freight Ltd, Federal High Court Lagos, claim of NGN 86m for alleged breach of a sub-haulage contract. Company filed its defence and counterclaim in October; next hearing 12 Feb 2026.
4  | Regulatory sanctions or investigations                | None
5  | Shareholders who are no longer employed by the Company| One. Chidi Okeke, former lead engineer (left June 2024), holds 6.5% of ordinary shares issued on exercise of his options. The SHA gives the Company a call option at fair value; the Company has not exercised it.
6  | Contracts with directors or their relatives          | None
7  | Tax clearance certificate (3 years)                   | TCC 2023-2025 attached, folder 6.4
8  | Loan and security agreements                          | Asset finance with Sterling (trucks), current, folder 7.1
9  | Key licences                                          | NIPOST courier licence valid to 2027, folder 8.1`,
  },
  // Clean: enforcement notice closed, no penalty (resolved); registration renewed. No sanction or uncertainty remains.
  {
    id: 'd20-w1-en-006-odpc-enforcement-closed',
    documentType: 'legal_docs',
    present: [],
    absent: ['regulatory', 'pending-licence', 'litigation'],
    traits: ['resolved', 'negation'],
    text: `OFFICE OF THE DATA PROTECTION COMMISSIONER
Republic of Kenya

ODPC/ENF/2025/0382
14 July 2025

The Chief Executive Officer
Afya Link Limited
Westlands, Nairobi

RE: CLOSURE OF ENFORCEMENT NOTICE DATED 3 MARCH 2025

We refer to the enforcement notice issued to your organisation on 3 March 2025 under section 58 of the Data Protection Act, 2019, which required you to (a) complete a data protection impact assessment for the patient-records module, (b) appoint a data protection officer and (c) amend your consent forms.

The Office has reviewed the compliance report submitted on 20 June 2025 and the evidence provided during the verification visit of 8 July 2025. We are satisfied that all three requirements have been met in full.

Accordingly, the enforcement notice is hereby closed. No penalty notice will be issued in respect of this matter.

We further confirm that your registration as a data controller and data processor has been renewed for a period of twenty-four months with effect from 1 July 2025 (Certificate No. DC-2025-11872).

Should you have any questions, please contact the Compliance and Enforcement Directorate.

Yours faithfully,

(signed)
For: Data Protection Commissioner`,
  },
  // debt-distress: instalments unpaid, 62 days past due, watchlist. declining-revenue: turnover NGN 412m < 528m. EBITDA positive, no loss stated: no burn-above-revenue; no auditor or director doubt: no going-concern.
  {
    id: 'd20-w1-en-007-bank-credit-note-62dpd',
    documentType: 'financial_statements',
    present: ['debt-distress', 'declining-revenue'],
    absent: ['going-concern', 'burn-above-revenue', 'litigation'],
    traits: ['figures', 'formal'],
    text: `CREDIT REVIEW NOTE - SME BANKING, LAGOS MAINLAND
Obligor: Farmgate Mills Ltd        Relationship since: 2019
Facility: Term loan NGN 150,000,000, 48 months, monthly instalments NGN 9.4m
Review type: Annual + exception

1. Conduct of account
Instalments due 30 July and 30 August 2025 were not received. As at the date of this note the facility is 62 days past due and has been moved to the Watchlist in line with the prudential guidelines. The obligor attributes the shortfall to delayed payments from two state school-feeding programmes. A demand letter was issued on 15 September; no legal action has been initiated by the Bank and none is recommended at this stage.

2. Financial performance
                        FY2025        FY2024
Turnover (NGN m)         412.0         528.4
EBITDA (NGN m)            31.2          58.9
Net debt (NGN m)         118.5         131.0

Turnover fell mainly on lower volumes of fortified flour; prices held.

3. Security
Legal mortgage over the Ota mill (forced-sale value NGN 210m, valuation May 2025) and debenture over fixed and floating assets.

4. Recommendation
Grant a 90-day moratorium on principal only, interest to be serviced monthly; obligor to inject NGN 20m of fresh equity by 31 December 2025. Reassess classification at next review.

Relationship Manager: T. Adebayo    Credit Risk: O. Nwosu`,
  },
  // Clean: the lawsuit and the bond default belong to other companies; the company's own revenue rose USD 0.9m -> 1.1m; "if a merchant ever sued us" is hypothetical; no debt.
  {
    id: 'd20-w1-en-008-blog-peers-troubles',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation', 'debt-distress', 'declining-revenue', 'regulatory'],
    traits: ['other-company', 'modality', 'prose'],
    text: `What a rough month for our industry taught us

By Emeka Obi, co-founder, Paystride

October was not a good month to be an African fintech founder reading the news. A well-known Lagos payments company was taken to court by a group of merchants over withheld settlements. A lender we admire in Nairobi missed a coupon on its local bond and is now negotiating with noteholders. And a regulator in the region suspended a wallet operator's onboarding for KYC gaps.

None of this is our story, but all of it is a useful mirror.

First, on settlements: we settle merchants on T+1 from a segregated account, and we publish our settlement times every week. If a merchant ever sued us over a delayed payout, the first thing a judge would see is that log. We would rather it be boring.

Second, on debt: we have none. We fund card terminals from equity and from the revenue they generate. Paystride did USD 1.1m of revenue last quarter, up from USD 0.9m the quarter before, and our cost lines sit below that.

Third, on KYC: our compliance team is six people out of forty-one. That ratio surprises investors. It should not.

I am not writing this to gloat. The founders of those companies are friends, and markets like ours need more of them to succeed, not fewer. But every cycle teaches the same lesson: the unglamorous parts of a payments business are the business.

Back to work.`,
  },
];
