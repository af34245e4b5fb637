import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part5: readonly RedFlagCase[] = [
  // customer-concentration: Zuri Foods 46% of FY sales >= 30%. related-party: Zuri Foods has the MD's wife as a director. Facility current, no arrears: no debt-distress. The MD's 62% is an owner-manager's stake, not an investor's: no investor-control (choice). Sales KES 286m vs 241m: no declining-revenue.
  {
    id: 'd20-w1-en-033-credit-note-zuri-foods',
    documentType: 'financial_statements',
    present: ['customer-concentration', 'related-party'],
    absent: ['debt-distress', 'declining-revenue', 'investor-control'],
    traits: ['formal', 'figures', 'indirect'],
    text: `CREDIT APPLICATION NOTE - COMMERCIAL BANKING, NAIROBI
Applicant: Pwani Packaging Ltd
Request: Invoice discounting line KES 40m (new); renewal of overdraft KES 15m

1. Background
Pwani Packaging manufactures printed cartons and flexible packaging for food processors from its Athi River plant. Managing Director and majority shareholder: Mr. Hassan Omar (62%).

2. Performance (audited)
                      FY2024/25     FY2023/24
Sales (KES m)           286.0         241.3
EBITDA (KES m)           38.6          31.9
Gearing (x)              0.6           0.7

3. Conduct
Overdraft has been within limit throughout the review period; no excesses or returned cheques. Existing asset-finance loans are current.

4. Debtors and concentration
The largest debtor and customer is Zuri Foods Ltd, which accounted for KES 131m of FY2024/25 sales (46%). Our search at the Business Registration Service shows that Mrs. Amina Omar, the spouse of the Managing Director, is a director and 30% shareholder of Zuri Foods Ltd. The applicant confirms sales to Zuri are on standard price lists and 60-day terms.

5. Risk assessment
The proposed invoice discounting line would be heavily exposed to Zuri invoices. We recommend a sub-limit of KES 15m on Zuri paper and a requirement that the applicant obtain written confirmation of the arm's-length nature of the trading relationship, signed by the independent director.

6. Recommendation
Approve overdraft renewal. Approve invoice discounting line subject to the conditions in section 5.

Relationship Manager: L. Wambui   Credit Analyst: D. Kiprop`,
  },
  // Clean: loan fully repaid (resolved), covenants met, CFO joins (an arrival, nobody leaves), auditors' opinion unmodified.
  {
    id: 'd20-w1-en-034-minutes-loan-repaid',
    documentType: 'legal_docs',
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'founder-departure'],
    traits: ['resolved', 'boilerplate'],
    text: `MINUTES OF THE MEETING OF THE BOARD OF DIRECTORS OF ZEBRA SOLAR RWANDA LTD
Held on 2 December 2025 at 09:00, Kigali Heights

Present: Mr. C. Mutabazi (Chair), Ms. D. Ingabire (CEO and co-founder), Mr. O. Ntwari (CTO and co-founder), Ms. H. Larsen (investor director)
In attendance: Mr. K. Byiringiro (Finance Manager), Ms. F. Uwimana (incoming CFO, for item 3)

1. Debt
1.1 The Finance Manager reported that the final instalment of the USD 750,000 working-capital loan from the development bank was paid on 28 November 2025, ahead of the contractual maturity of March 2026. The lender's release of the charge over receivables is expected within 30 days.
1.2 The Board noted that all financial covenants (DSCR minimum 1.3x, actual 2.1x) were met at every test date during the life of the loan.

2. Audited financial statements FY2024/25
2.1 The auditors' report, containing an unmodified opinion, was tabled. RESOLVED that the financial statements be approved and signed by two directors.

3. Appointments
3.1 The Board welcomed Ms. Uwimana, who joins as Chief Financial Officer on 5 January 2026. The Finance Manager will report to her.

4. Dividend
4.1 The Board resolved that no dividend be declared, cash being retained for the Burundi expansion.

The meeting closed at 10:30.`,
  },
  // unrealistic-growth: revenue ZAR 6.1m (FY2025) -> 31m planned (FY2026) = 5.1x in one year >= 4x. pending-licence: NCR registration applied for in June, "not yet been granted". Revenue up from ZAR 4.2m: no declining-revenue.
  {
    id: 'd20-w1-en-035-ic-memo-ncr-pending',
    documentType: 'business_plan',
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['declining-revenue', 'regulatory', 'missing-financials'],
    traits: ['figures', 'list'],
    text: `INVESTMENT COMMITTEE - SHORT MEMO
Target: Lenda Home (Cape Town) - buy-now-pay-later for home solar and backup power
Proposed ticket: USD 1.5m in a USD 5m seed+ round

What they do
Lenda lets households finance inverters and batteries at point of sale in 6 to 24 monthly instalments. Today it operates as a referral agent: the credit is written by a partner bank and Lenda earns a commission.

Numbers
- FY2025 revenue (commission): ZAR 6.1m (FY2024: ZAR 4.2m)
- Management plan FY2026: ZAR 31m, once Lenda writes loans on its own book
- Installers live: 180

Licensing
Writing loans on its own book requires registration as a credit provider with the National Credit Regulator. Lenda submitted its application in June 2025. It has not yet been granted; the NCR has asked for further information on affordability assessments, which Lenda filed in October. Until registration, the FY2026 plan cannot start.

Our view
- The plan assumes a five-fold jump in a single year; our base case is ZAR 11m.
- The team is strong (ex-bank credit risk and ex-installer sales).
- Load-shedding tailwinds are real but fading as grid supply improves.

Recommendation: proceed to term sheet, with a tranche linked to NCR registration.`,
  },
  // Clean: a competitor's default and a peer's licence suspension are other companies; the company's own licence was renewed (granted); the hypothetical is modality.
  {
    id: 'd20-w1-en-036-minutes-peer-default',
    documentType: 'legal_docs',
    present: [],
    absent: ['debt-distress', 'regulatory', 'pending-licence'],
    traits: ['other-company', 'resolved', 'modality'],
    text: `MIZANI MICROFINANCE PLATFORM LTD - BOARD MINUTES (EXTRACT)
Meeting of 14 October 2025, Dar es Salaam

Present: Dr. E. Massawe (Chair), Mr. G. Lyimo (CEO), Ms. N. Shayo (COO), Mr. R. Patel (investor director)

3. Market and regulatory update
3.1 The CEO reported that a competing digital lender, whose name has been in the press, has defaulted on a USD 5m facility from a European debt fund and entered talks with its lenders. Several of its agents have approached Mizani.
3.2 The CEO further reported that the Bank of Tanzania has suspended the licence of another tier-2 lender for breaches of the interest-rate disclosure rules. The COO confirmed that Mizani's disclosures were reviewed against the same rules in August and comply.
3.3 The Board noted that Mizani's own Tier 2 microfinance licence was renewed by the Bank of Tanzania on 30 September 2025 for a further three years.
3.4 Mr. Patel asked what the company would do if the debt fund sought to sell the defaulted competitor's loan book. The CEO said the company could consider a bid, subject to board approval and due diligence.

4. Funding
4.1 The CEO confirmed that all of Mizani's lenders have been paid on schedule and that no waivers have been requested.

RESOLVED that management prepare a short paper on the competitor's agent network for the November meeting.

(signed) Chair`,
  },
  // going-concern: directors record a material uncertainty about continuing as a going concern. litigation: arbitration brought by former distributor "ongoing", hearing set. burn-above-revenue: monthly operating costs EGP 3.1m > revenue EGP 1.9m. No cash figure given: runway not computable.
  {
    id: 'd20-w1-en-037-minutes-directors-doubt',
    documentType: 'legal_docs',
    present: ['going-concern', 'litigation', 'burn-above-revenue'],
    absent: ['short-runway', 'debt-distress'],
    traits: ['formal', 'figures'],
    text: `MINUTES - BOARD OF DIRECTORS, WASLA FOODTECH S.A.E. (Cairo)
Extraordinary meeting, 25 November 2025

Present: Mr. Karim Hassan (Chair), Ms. Dina Mostafa (CEO), Mr. Omar Fathy (CFO, director), Mr. Tarek Zaki (investor director)

1. Trading update
The CFO reported that monthly operating costs averaged EGP 3.1m in Q3 against average monthly revenue of EGP 1.9m. Kitchen closures in Heliopolis and Maadi have reduced costs from October but the gap remains.

2. Arbitration with Delta Distribution Co.
The CEO reported that the arbitration brought by Delta Distribution Co., the company's former distributor, before the Cairo Regional Centre for International Commercial Arbitration is ongoing. Delta claims EGP 14m for early termination. The tribunal has fixed the hearing for 18 February 2026. Counsel considers the company's position reasonable but cannot predict the outcome.

3. Going concern
After discussion, the directors recorded that, in the absence of new funding or a successful outcome in the arbitration, there is a material uncertainty which may cast significant doubt on the company's ability to continue as a going concern. The directors resolved that this be disclosed in the interim financial statements.

4. Funding
The investor director confirmed that the existing investors are considering a convertible bridge; a proposal will be circulated by 5 December.

The meeting closed at 19:15.`,
  },
  // Clean: runway = cash USD 1.26m / net burn USD 90k = 14 months >= 9; net burn 90k < revenue 118k; top customer 27% < 30% (34% in March is over); plan 2.5x < 4x; revenue rising.
  {
    id: 'd20-w1-en-038-update-fourteen-months',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway', 'customer-concentration', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['email', 'figures', 'resolved'],
    text: `From: Chinedu Eze <chinedu@fleetiq.africa>
To: FleetIQ investors
Subject: FleetIQ | September 2025

Hi all,

Good month. Three things.

1) Numbers
Revenue USD 118k (Aug: 109k, Jul: 101k). Net burn USD 90k. Cash at bank USD 1.26m, which is fourteen months at the current burn, before the two contracts below start billing.

2) Customers
We signed Trans-Sahel Haulage (Kano) and a second cement distributor in Ogun. Our largest customer, Dangana Logistics, is now 27% of revenue, down from 34% in March. No other customer is above 11%. We are deliberately selling to mid-size fleets to spread the book.

3) Plan
Our 2026 budget targets revenue of about 2.5 times 2025, which is what the pipeline supports if our conversion rates hold. We've stress-tested a case at 1.8x and the runway still reaches the Series A.

What we're thinking about: whether to build our own telematics hardware. Vendors want 16 weeks' lead time and a 40% deposit, and that is slowing installs. A note on this will go to the board in October.

Asks: intros to fleet managers at FMCG distributors in Ghana.

Thanks,
Chinedu`,
  },
  // investor-control: Sahel Growth Fund 54% >= 50%. cap-table-complexity: ESOP grants and 2022 notes "not yet reconciled". Founders 41% >= 40: no low-founder-ownership. Litigation "None".
  {
    id: 'd20-w1-en-039-checklist-majority-fund',
    documentType: 'legal_docs',
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'litigation', 'dead-equity'],
    traits: ['checklist', 'figures', 'indirect'],
    text: `Project Harmattan - Corporate information request (target: Baraka Agro SA, Côte d'Ivoire)
Responses received 21 November 2025

1. Extract from RCCM and statutes ............................ Received (folder 1)
2. Shareholders holding more than 10% ........................ Sahel Growth Fund II: 54.0%
                                                                Founders (K. Traoré, A. Koné): 41.0% together
                                                                ESOP: 5.0%
3. Shareholders' agreement and any side letters ............. Received; Sahel holds consent rights over budget and hiring of C-level
4. Fully diluted capitalisation table ........................ Partial. The company states that ESOP grants made in 2023-2024 and the conversion of the 2022 convertible notes have not yet been reconciled with the share register; a reconciled table is promised "after the year-end audit".
5. Former shareholders or employees holding shares ........... None
6. Pending litigation or claims ............................... None
7. Loans and guarantees ....................................... BOAD-backed facility with SGCI, current; folder 7
8. Licences .................................................... Export licence (cocoa by-products) valid to 2027

Reviewer comment: items 2 and 4 to be raised with the Sahel partner before term sheet.`,
  },
  // Clean: the supplier dispute was settled and paid (resolved); the licence was received (granted); churn 3.5% a month < 5% (annual ~35% < 45%). "Settlement" vocabulary only.
  {
    id: 'd20-w1-en-040-update-dispute-settled',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation', 'pending-licence', 'high-churn', 'regulatory'],
    traits: ['email', 'resolved', 'figures'],
    text: `Subject: Lipa Later Rwanda - October update
To: Investors

Dear all,

Two pieces of good news and one number to watch.

The dispute is over. You will remember the claim brought in June by our former device supplier over the cancelled handset order. We reached a settlement on 14 October: we paid RWF 18m, below the provision we had booked, and the supplier has withdrawn the case from the Commercial Court. There are no other claims outstanding.

The licence is here. The National Bank of Rwanda granted our non-deposit-taking lending licence on 2 October. We can now lend from our own balance sheet instead of through the partner SACCO, which improves our margin by about six points from January.

The number to watch: customer churn was 3.5% this month, up from 2.9% in September. Most of it is customers who finished paying off a phone and did not take a second product. We are launching a top-up loan for them in November.

October figures
Revenue: RWF 96m (Sept: RWF 88m)
Loan book: RWF 1.4bn
Repayment rate (30 days): 97.1%
Settlement of merchant payouts: T+1, unchanged

Thank you for your patience through the summer.

Best,
Aline Mukamana, CEO`,
  },
];
