import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part2: readonly RedFlagCase[] = [
  // gross-margin: cost of sales above revenue every month (gross profit negative). burn-above-revenue: the guide counts cost of sales above revenue as costs above revenue. Revenue rises 41.2m -> 43.8m -> 46.5m: no declining-revenue. No cash figure: no runway.
  {
    id: 'd20-w1-en-009-csv-negative-gross-profit',
    documentType: 'financial_statements',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['csv', 'figures'],
    text: `Ingoga Cold Chain Ltd - monthly P&L extract, Q3 2025 (RWF)
Prepared by finance for the board pack, pasted from the accounting system.

month,revenue_rwf,cost_of_sales_rwf,gross_profit_rwf,delivered_tonnes,active_clients
2025-07,41200000,44900000,-3700000,612,38
2025-08,43800000,47100000,-3300000,655,41
2025-09,46500000,49000000,-2500000,701,44
Q3 total,131500000,141000000,-9500000,1968,44

Notes
1. Cost of sales includes diesel, reefer truck leases, driver wages and cold-room electricity at Kigali and Rubavu hubs.
2. Diesel averaged RWF 1,689 per litre in Q3.
3. The new Musanze route started 12 August; it runs at 60% load for now.
4. Price review with the three largest clients is scheduled for November; a 9% increase is proposed from 1 January 2026.
5. Volumes grew every month of the quarter, and the Rubavu hub reached full occupancy in September.
6. Finance will present a route-by-route margin analysis at the next board meeting, together with options to move two reefer leases to owned trucks financed by asset finance.`,
  },
  // Clean: the founder names many competitors (no-competition is denied, negation). Projection "roughly double" = 2x < 4x: no unrealistic-growth. Revenue UGX 1.2bn -> 2.1bn, a figure is given: no missing-financials.
  {
    id: 'd20-w1-en-010-blog-who-are-your-competitors',
    documentType: 'business_plan',
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'missing-financials'],
    traits: ['negation', 'prose'],
    text: `"So who are your competitors?"

Every investor asks it, and every founder is tempted to answer "nobody does exactly what we do". I have given that answer myself. It is never true, and it makes you look like you have not done the homework.

Here is our honest list at Sente Books, the bookkeeping app for Ugandan retailers:

- MTN MoMo and Airtel Money, whose merchant apps now include basic sales records. They own the wallet and they are free.
- Two local startups funded in 2024 that sell stock-management tablets to supermarkets in Kampala.
- International tools (QuickBooks, Zoho) used by the larger shops and by most accountants.
- Paper. The school exercise book under the counter is still our largest competitor by far.

We win when a shop owner wants credit from a lender and needs six months of clean records. That is a narrow wedge, and we know it.

Where we are: 14,200 paying shops, and revenue of UGX 2.1bn in 2025, up from UGX 1.2bn in 2024. Our plan for 2026 is to roughly double again, mostly by selling through the two microfinance partners who already use our reports to underwrite loans.

Competition keeps us honest about price. Our subscription is UGX 15,000 a month and we have not raised it in two years, because the wallet apps are free and we have to be clearly better than free.

If you are building in a market where you think you have no competitors, go and sit in a shop for a day.

- Grace Namutebi, CEO`,
  },
  // going-concern: auditor's "material uncertainty ... significant doubt". audit-opinion: qualified opinion (inventory evidence). Net current liabilities is not default or arrears: no debt-distress. No loss or burn figure stated: no burn-above-revenue. Revenue figure present: no missing-financials.
  {
    id: 'd20-w1-en-011-auditor-qualified-going-concern',
    documentType: 'financial_statements',
    present: ['going-concern', 'audit-opinion'],
    absent: ['debt-distress', 'burn-above-revenue', 'missing-financials'],
    traits: ['boilerplate', 'formal'],
    text: `INDEPENDENT AUDITOR'S REPORT
To the shareholders of Ubuntu Solar Distribution (Pty) Ltd

Qualified opinion
We have audited the financial statements of Ubuntu Solar Distribution (Pty) Ltd set out on pages 8 to 41, which comprise the statement of financial position as at 28 February 2025, and the statement of comprehensive income, changes in equity and cash flows for the year then ended, including revenue of ZAR 58.3 million.

In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section of our report, the financial statements present fairly, in all material respects, the financial position of the company in accordance with IFRS for SMEs and the requirements of the Companies Act of South Africa.

Basis for qualified opinion
We were unable to attend the physical count of inventory held at the Polokwane and Mthatha depots at 28 February 2025, carried at ZAR 7.4 million, and were unable to satisfy ourselves by alternative means concerning those quantities.

Material uncertainty related to going concern
We draw attention to note 2 to the financial statements, which indicates that, as at 28 February 2025, the company's current liabilities exceeded its current assets by ZAR 11.2 million. As stated in note 2, these events or conditions, along with other matters set forth in note 2, indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

(signed) Mokoena & Partners Inc., Registered Auditors
Johannesburg, 30 June 2025`,
  },
  // Clean: the departed employee's 3% was bought back (resolved); counsel reconciled the cap table; founders 41% >= 40; largest investor 22% < 50. Revenue GHS 6.8m stated. Nobody listed as founder or executive left.
  {
    id: 'd20-w1-en-012-blog-buying-back-shares',
    documentType: 'business_plan',
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    traits: ['resolved', 'figures', 'prose'],
    text: `The most boring thing we did this year, and why it mattered

By Yaw Boateng, CEO of Tiwa Logistics (Accra)

When we raised our seed round in 2022, our cap table fit on a sticky note. By the time our Series A lawyers looked at it this spring, it had picked up the usual debris: an early developer who left in 2023 still holding 3% of the company, two angels whose SAFE conversion maths had been done in a spreadsheet nobody could find, and an option pool that had been "topped up" in a board WhatsApp group.

So we stopped and cleaned it up.

In September we bought back the developer's 3% at the price set in our shareholders' agreement. She was gracious about it and we paid in cash on signature. The two angels signed conversion confirmations. Our lawyers then reconciled every line against the Registrar-General's filings, and the register now matches to the share.

After the round, my co-founder and I hold 41% together, the option pool is 12%, and our largest investor owns 22%. Everyone knows these numbers, and that alone has made board meetings calmer.

Why bother? Because dead equity and fuzzy conversions are the first thing a serious investor's counsel finds, and every week they spend on it is a week they are not spending on your business. Our business, for the record, did GHS 6.8m of revenue last year.

If your cap table lives in a spreadsheet with "v7_final_FINAL" in the name, fix it before you need to.`,
  },
  // regulatory: CBK directive to cease onboarding and a KES 2m penalty (sanction). pending-licence: DCP licence application "remains under consideration". No court dispute: no litigation.
  {
    id: 'd20-w1-en-013-cbk-dcp-directive',
    documentType: 'legal_docs',
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['formal', 'indirect'],
    text: `CENTRAL BANK OF KENYA
Bank Supervision Department - Digital Credit Providers

CBK/BSD/DCP/2025/219
3 November 2025

The Chief Executive Officer
Pesa Haraka Limited
Nairobi

RE: APPLICATION FOR A DIGITAL CREDIT PROVIDER LICENCE AND DIRECTIVE UNDER SECTION 59(2)

1. We acknowledge receipt of your application for a Digital Credit Provider licence dated 12 May 2025. The application remains under consideration. The Bank awaits (a) audited financial statements of the majority shareholder, (b) the fit-and-proper forms for two directors, and (c) your revised debt-collection policy.

2. It has come to the attention of the Bank that Pesa Haraka Limited has continued to onboard new borrowers and disburse loans through its mobile application after the deadline set in our letter of 17 March 2025.

3. Pursuant to section 59(2) of the Central Bank of Kenya Act, you are hereby directed to cease the onboarding of new borrowers with immediate effect until such time as a licence is issued. Loans already disbursed may be collected in accordance with the Central Bank of Kenya (Digital Credit Providers) Regulations, 2022.

4. A monetary penalty of KES 2,000,000 is hereby imposed for the contravention described in paragraph 2, payable within fourteen days of the date of this letter.

5. Please confirm compliance with this directive within seven days.

(signed)
Director, Bank Supervision Department`,
  },
  // Clean: every sensitive line answered "None" or "N/A", licence granted, clearance held, options reconciled (negation / checklist).
  {
    id: 'd20-w1-en-014-dd-list-all-none',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'regulatory', 'related-party', 'debt-distress', 'pending-licence', 'dead-equity', 'cap-table-complexity'],
    traits: ['checklist', 'negation'],
    text: `MALIPO TANZANIA LTD - DUE DILIGENCE QUESTIONNAIRE, LEGAL AND COMPLIANCE (answers as at 31 October 2025)

A. Disputes
A1. Pending, threatened or past (5 years) litigation or arbitration: None.
A2. Claims by employees or former employees: None.

B. Regulatory
B1. Licences held: Bank of Tanzania Payment Service Provider licence No. PSP-0042, granted 11 April 2024, valid to April 2029 (copy in 3.1).
B2. Sanctions, penalties or investigations by BoT, FCC or TRA: None.

C. Related parties
C1. Transactions with directors, shareholders or their relatives: None. Signed director declarations in 4.2.

D. Tax and debt
D1. Tax arrears: None. TRA tax clearance certificate 2025 in 5.1.
D2. Borrowings, guarantees and security: N/A. The company has no borrowings.

E. Equity
E1. Share register and fully diluted cap table: Provided in 6.1; agrees to BRELA filings.
E2. Shares held by former founders, directors or employees: N/A.
E3. Option pool: 10%; 34 grants, each matched to a signed grant letter.

F. Other
F1. Material contracts with dispute-resolution clauses: Standard merchant agreement (arbitration under the Arbitration Act, Cap. 15, seat Dar es Salaam). No arbitration has ever been commenced.`,
  },
  // founder-departure: co-founder Esi leaving end of December ("it's final"). high-churn: 61 / 1,020 schools = 6.0% a month >= 5%. MRR GHS 405k -> 412k: no declining-revenue.
  {
    id: 'd20-w1-en-015-board-call-cofounder-leaving',
    documentType: 'business_plan',
    present: ['founder-departure', 'high-churn'],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['transcript', 'figures', 'indirect'],
    text: `[Board call - SkulPay Ghana - 6 November 2025 - auto-transcript, lightly edited]

Chair (Mensah): Let's start with people before numbers. Kofi?

Kofi (CEO): Yes. Esi told me last week that she will leave at the end of December. She co-founded SkulPay with me and has run product since day one. She wants to go back to Toronto for family reasons.

Halima (Savanna Capital): I'm sorry to hear that. Is it final, or is there a conversation to have?

Kofi: It's final. We've agreed a handover. Her deputy, Nii, takes product from January, and Esi will be on a three-month advisory contract.

Halima: Understood. Numbers?

Kofi: MRR is GHS 412k, up a little from 405k, but honestly that's the price increase. Retention is the problem. We lost 61 of our 1,020 paying schools last month, and it has been around that level since July.

Mensah: Why are they leaving?

Kofi: Mostly the smaller private schools. Parents pay fees by MoMo directly to the proprietor and the school decides it doesn't need us. We're testing a free tier to keep them on the platform.

Halima: Can we see a cohort chart by next meeting?

Kofi: Yes, Nii will bring it.

Mensah: Good. Cash?

Kofi: Comfortable. The bridge from April is untouched. I'll send the full pack on Friday.`,
  },
  // Clean: arbitration clause is boilerplate; "if the distributor sued" is hypothetical; leaver's shares bought back (resolved). No claim exists.
  {
    id: 'd20-w1-en-016-minutes-distribution-agreement',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'dead-equity', 'related-party'],
    traits: ['boilerplate', 'modality', 'resolved'],
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF NUTRIKID FOODS LTD
held at the company's offices, Kigali, on 20 October 2025 at 10:00

Present: J. Uwase (Chair), P. Habimana (CEO), A. Mugisha (non-executive), R. Kayitesi (investor director)
In attendance: D. Nkurunziza (company secretary)

1. Minutes of the previous meeting
Approved as a true record.

2. Distribution agreement with Great Lakes Wholesale Ltd (Uganda)
The CEO presented the final draft. Clause 18 provides that any dispute shall first be referred to negotiation between senior executives and, failing agreement within 30 days, to arbitration under the rules of the Kigali International Arbitration Centre. The investor director asked what would happen if the distributor sued for loss of profits after termination. The company secretary explained that clause 14 caps liability at six months of margin and excludes consequential loss. The Board noted that no dispute exists or is anticipated with the distributor.
RESOLVED that the agreement be approved and that the CEO be authorised to sign.

3. Share buy-back - former employee
The company secretary confirmed that the 12,000 shares held by Mr. E. Ndayisaba, former warehouse manager who left in March, were repurchased on 30 September 2025 at the price set in the shareholders' agreement and cancelled. The register has been updated with RDB.

4. Any other business
None.

The meeting closed at 11:05.

(signed) Chair`,
  },
];
