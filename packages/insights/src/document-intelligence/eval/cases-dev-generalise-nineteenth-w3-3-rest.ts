/** The second half of cases-dev-generalise-nineteenth-w3-3.ts. */
import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part3Rest: readonly RedFlagCase[] = [
  {
    id: 'd19-w3-en-email-no-lawsuit',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'related-party', 'regulatory'],
    traits: ['email', 'quoted-reply', 'negation', 'time'],
    text: `From: Yaw Darko <yaw@sankofafoods.com>
To: Nomsa Khumalo <nomsa@ubuntucapital.co.za>
Date: 10 October 2025
Subject: RE: RE: Quick questions before IC

Hi Nomsa, replies below in blue (pasting here in case formatting breaks).

>> 1. Is anyone suing you, or threatening to?
No. Nobody. The only thing close was the demand letter from Accra Distributors Ltd in late 2024 about the termination of their contract. Their lawyers withdrew it in writing on 22 January 2025 after we paid the last invoice they said was outstanding; I've put the withdrawal letter in folder 9.

>> 2. Any contracts with family members or companies owned by the founders?
None. Our warehouse is leased from SSNIT's property arm, and we buy packaging from three suppliers none of us has any interest in.

>> 3. Has the FDA or GSA ever fined or suspended you?
No. All 14 SKUs are FDA-registered, and our last inspection (June 2025) had no findings.

>> 4. Would a product recall be covered?
Yes, by our product liability policy with Enterprise Insurance up to GHS 2 million.

> Thanks Yaw, very clear. One more: will the shea supplier dispute you mentioned at the dinner be an issue?
That was a different company, actually: it's our competitor Northern Shea that is in arbitration with the cooperative, not us. We have no dispute with any supplier.

Best,
Yaw`,
  },
  // founders: 3,100,000 + 2,600,000 = 5,700,000 / 10,000,000 = 57% (>=40%); largest investor 18% (<50%).
  {
    id: 'd19-w3-en-spoken-cap-table',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `Transcript excerpt - founder interview, Ubuntu Capital screening call, 2 September 2025
Company: Kazi Connect Ltd (blue-collar hiring platform, Kigali)

Interviewer: Let's do the cap table quickly. How many shares are there in total?

Jean (CEO): Ten million ordinary shares, all issued, nothing convertible outstanding. The last SAFE converted at the seed and it's in the RDB filing from March.

Interviewer: And the two of you?

Jean: I have three point one million. Alice has two point six million.

Alice (COO): Right, two million six hundred thousand. We both work full-time, obviously.

Interviewer: Who else?

Jean: Kalisimbi Ventures from the seed, they have one point eight million. Then an angel group, about nine hundred thousand across eleven people. And the option pool has six hundred thousand, of which four hundred thousand are granted to the team.

Interviewer: Anyone who left the company still holding shares?

Alice: No. We had one early engineer with options who left in 2023; his unvested options lapsed and he never exercised the vested ones, which expired after 90 days.

Interviewer: Great. And the register and your spreadsheet match?

Jean: Yes, our lawyers at K-Solutions reconciled them in March. I'll send the signed extract.

Interviewer: Perfect, that's all I needed on that.`,
  },
  // unit economics: stated payback 3 months vs CAC $180 / monthly gross profit per customer $15 = 12 months.
  {
    id: 'd19-w3-en-payback-contradiction',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'high-churn'],
    traits: ['figures', 'indirect'],
    text: `CLEANWAVE - Water purifier subscriptions for urban households | Lagos & Abuja
Series Seed+ deck, August 2025

Slide 5 - How we make money
Customers rent a purifier for N25,000 a month (about USD 16). We install, service and replace filters. No upfront cost to the household.

Slide 6 - Unit economics (per household)
  Monthly subscription ................... USD 16.00
  Filter, servicing and collection cost .. USD 1.00
  Gross profit per month ................. USD 15.00
  Customer acquisition cost (CAC) ........ USD 180
  CAC payback ............................ 3 months
  Monthly churn .......................... 1.8%

Slide 7 - Traction
  Households subscribed: 6,200 (August 2025)
  Monthly revenue: USD 99,200
  Monthly operating costs incl. marketing: USD 84,500
  Estates covered: 48 in Lekki, Ajah, Gwarinpa and Wuse

Slide 8 - Why now
Rising cost of bottled and sachet water; frequent contamination of borehole water reported by the Lagos State Water Regulatory Commission.

Slide 9 - Plan
  Reach 20,000 households by end of 2026
  Add Port Harcourt and Ibadan
  Partner with two estate developers for pre-installed units

Slide 10 - Ask
USD 2M to fund device inventory and acquisition.`,
  },
  {
    id: 'd19-w3-en-ocr-bank-arrears',
    documentType: 'legal_docs',
    present: ['debt-distress'],
    absent: ['litigation', 'going-concern'],
    traits: ['ocr', 'split-lines', 'figures'],
    text: `[OCR scan - letterhead partly illegible]

EQ UITY BANK (KE NYA) LIMITED
Credit Remedial Unit, Upper Hill, Nairobi

Our ref: CRU /2025 / 0 9 8 1 4
Date : 1 7th Octo ber 2 025

The Direc tors
Jiko Smart Appliances Limited
P.O. Box 4 6 7 2 1 - 0 0 1 0 0 NAIROBI

RE: TERM LOAN A/C NO. 0 1 7 0 2 9 8 4 4 1 5 7 - NOTICE OF ARREARS

We refer to the above facility of KSh 3 5 , 0 0 0 , 0 0 0 advanced to you under our letter of offer dated 3 March 2 0 2 4.

Our records show that the monthly instal ments due on 5th July, 5th Au gust and 5th Sep tember 2 0 2 5 have not been paid. The arrears on the ac count stand at KSh 4, 2 8 0, 0 0 0 (inclu sive of pen alty inter est) as at the date of this letter.

You are here by requested to regu larise the ac count with in thirty ( 3 0 ) days. Should you fail to do so, the Bank will, with out further ref erence to you, exercise its rights under the facility, including the call ing up of the full out standing bal ance.

This letter is sent with out prejudice to the Bank's other rights.

Yours faith fully,

[signature]
Head, Credit Re medial
cc: Relationship Manager, Westlands Branch`,
  },
  // concentration: MTN Business 41% of FY revenue (>=30%).
  {
    id: 'd19-w3-en-split-bullets-client-cfo',
    documentType: 'business_plan',
    present: ['customer-concentration', 'founder-departure'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['split-lines', 'list', 'words'],
    text: `LINKSTAR FIELD SERVICES - 2026 plan (board draft v3, pasted from slides; bullets wrapped)

Highlights of FY2025
 - Revenue of
   UGX 14.9 billion, up
   27% on FY2024
 - Operating costs of
   UGX 12.6 billion
 - Tower maintenance
   sites served: 2,140
   across Uganda and
   South Sudan

Key facts the board should note
 - Largest client (MTN
   Business Uganda)
   accounts for 41% of
   FY revenue; the master
   services agreement renews
   in August 2026
 - Second-largest client,
   Airtel Uganda, at 14%
 - CFO Sarah Nabukenya
   resigned in September,
   effective 31 December;
   search under way with
   Korn Ferry
 - No borrowings; cash of
   UGX 3.1 billion

Context
 - Contracts are
   priced per site per
   month and indexed
   to fuel costs
 - Field staff: 412
   technicians in 19
   depots

Priorities for 2026
 - Win two more tower
   companies as clients
 - Expand solar hybrid
   retrofits
 - Fill CFO role by
   Q1 2026
 - Launch Rwanda
   operations in Q3`,
  },
  {
    id: 'd19-w3-en-director-family-loan',
    documentType: 'financial_statements',
    present: ['related-party', 'audit-opinion'],
    absent: ['debt-distress', 'going-concern', 'burn-above-revenue'],
    traits: ['words', 'figures', 'notes'],
    text: `NILE GATE LOGISTICS (U) LIMITED
Management accounts for the nine months ended 30 September 2025
These accounts have not been audited or reviewed by an external accountant. They were prepared by the finance team for the board and prospective investors.

Income statement (UGX million)           9M 2025     9M 2024
Revenue                                   7,840       6,510
Direct costs                             (5,210)     (4,390)
Gross profit                              2,630       2,120
Overheads                                (1,890)     (1,640)
Interest                                   (298)       (211)
Profit before tax                           442         269

Note 7 - Borrowings
The company has a loan of UGX 1,800 million from Kagga Holdings Limited, drawn in two tranches in 2023 and 2024, at 22% a year, repayable in 2027. Kagga Holdings Limited is owned by Mrs. Harriet Kagga, the mother of the Managing Director, Mr. Moses Kagga. Interest is paid quarterly and is up to date. The loan is unsecured.

Note 8 - Other transactions
Two of the company's twelve trucks are hired from Mr. Peter Kagga (a director's brother) at UGX 9 million a month each.

Note 9 - Cash
Cash and bank balances of UGX 612 million at 30 September 2025.`,
  },
];
