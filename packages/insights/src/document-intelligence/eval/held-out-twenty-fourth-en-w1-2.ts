/** Writer 1's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Uganda and Rwanda, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW1P2: readonly RedFlagCase[] = [
  // unrealistic-growth PRESENT: 360/118 = 3.05x, 1,090/360 = 3.03x, 3,300/1,090 = 3.03x: 3x a year over three years.
  // short-runway PRESENT: RWF 126M cash / RWF 21M monthly burn = 6.0 months < 9.
  // burn-above-revenue PRESENT: 2026E costs 262M > revenue 118M; monthly burn 21M vs ~10M monthly revenue.
  // pending-licence absent: Rwanda FDA certificate already obtained.
  {
    id: 'h24-en-w1-07',
    documentType: 'business_plan',
    text: `KIVU REEFER LTD - BUSINESS PLAN 2027-2029
Cold storage and refrigerated transport for fish and produce, Rubavu - Kigali corridor

1. Summary
Kivu Reefer operates two 20-tonne cold rooms at Rubavu and three reefer trucks. We buy nothing: we rent cold space by the pallet-day and charge per trip for transport. Fishing cooperatives on Lake Kivu, two hotels in Kigali and one exporter of avocados are our current clients. We hold the Rwanda FDA food-handling certificate for both sites (obtained in 2025).

2. Market
Fish landed at Rubavu spoils within hours without ice. There are three other cold storage operators in Rubavu, all smaller than 10 tonnes and none offering transport.

3. Financial projections (RWF millions)

Year              Revenue     Total costs     EBITDA
2026E               118           262          (144)
2027P               360           410           (50)
2028P             1,090           780           310
2029P             3,300         1,650         1,650

2026E = nine months actual (Jan-Sep) + Q4 forecast.
Growth assumptions: 6 new cold rooms (Karongi, Rusizi, Musanze), fleet to 14 trucks by 2028, regional exports to Goma and Bukavu from 2028.

4. Current position (30 September 2026)
Cash at bank: RWF 126M
Monthly burn (all costs, including truck loan interest): RWF 21M
Average monthly revenue Jan-Sep 2026: RWF 9.8M

5. Funding requirement
We seek RWF 650M (approx. USD 450k) in equity and a RWF 400M asset-finance line for the trucks. Equity will fund cold rooms (55%), working capital (25%) and the sales team (20%).

6. Team
Eric Niyonzima (MD, 9 years in logistics), Claudine Mukamana (operations), plus 11 staff.`,
    present: ['unrealistic-growth', 'short-runway', 'burn-above-revenue'],
    absent: ['pending-licence', 'no-competition'],
    traits: ['table', 'figures', 'split'],
  },

  // high-churn PRESENT: 190 cancelled / 3,050 active on 1 Oct = 6.2% in a month (>= 5%).
  // non-recurring-revenue PRESENT: UGX 27m one-off onboarding/setup fee booked inside October MRR.
  // cap-table-complexity PRESENT: SAFE conversions unreconciled with URSB filings, fully diluted numbers unknown.
  // short-runway absent: UGX 1.1bn / UGX 70m = 15.7 months. burn-above-revenue absent: net burn 70m < MRR as stated.
  // declining-revenue absent: 101.2m -> 128.6m as stated (and 101.6m excluding the one-off).
  {
    id: 'h24-en-w1-08',
    documentType: 'business_plan',
    text: `WhatsApp chat export: "LedgerMate x Pearl Ridge"
[14/11/2026, 09:12] Ivan Tumusiime: Morning Amina! October MRR closed at UGX 128.6m 🎉 up from 101.2m in Sept
[14/11/2026, 09:14] Amina Kisakye (Pearl Ridge): Nice jump. What's driving it?
[14/11/2026, 09:15] Ivan Tumusiime: Mostly the Mukono traders SACCO deal. 27m from them this month
[14/11/2026, 09:15] Amina Kisakye (Pearl Ridge): 27m/month from one SACCO?? For bookkeeping?
[14/11/2026, 09:18] Ivan Tumusiime: No no, that's the setup + onboarding fee for their 400 shops, paid once. Then the shops pay the normal 35k each per month from December
[14/11/2026, 09:18] Ivan Tumusiime: we put it in MRR for Oct since it came in this month
[14/11/2026, 09:20] Amina Kisakye (Pearl Ridge): Ok, please strip it out for the board deck. What about cancellations?
[14/11/2026, 09:23] Ivan Tumusiime: 3,050 active shops on 1 Oct, 190 cancelled during the month. Mostly small kiosks in Nateete who stopped using the app after the free training ended
[14/11/2026, 09:24] Amina Kisakye (Pearl Ridge): hmm that's a lot in one month
[14/11/2026, 09:24] Ivan Tumusiime: we know 😔 success team is calling all of them
[14/11/2026, 09:31] Amina Kisakye (Pearl Ridge): Cash?
[14/11/2026, 09:32] Ivan Tumusiime: 1.1bn in the bank, net burn ~70m so we're fine into 2028
[14/11/2026, 09:40] Amina Kisakye (Pearl Ridge): Last thing. The cap table your lawyer sent doesn't match the one in the data room. 3 SAFEs aren't in the lawyer's version
[14/11/2026, 09:44] Ivan Tumusiime: Yeah. We haven't reconciled the SAFE conversions with what's filed at URSB. Honestly nobody is sure of the fully diluted numbers right now. Lawyer says end of month
[14/11/2026, 09:45] Amina Kisakye (Pearl Ridge): We can't issue the term sheet until that's clean
[14/11/2026, 09:45] Ivan Tumusiime: 👍 understood`,
    present: ['high-churn', 'non-recurring-revenue', 'cap-table-complexity'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'customer-concentration'],
    traits: ['split', 'figures', 'indirect'],
  },

  // CLEAN. short-runway absent: RWF 470M / RWF 38M net burn = 12.4 months. burn-above-revenue absent: net burn 38M < revenue ~140M a month as stated.
  // litigation absent: threatened claim withdrawn, court search found nothing pending. pending-licence absent: RURA licence granted July 2026.
  // customer-concentration absent: 24%. dead-equity absent: departed angel's shares bought back. founder-departure absent: all founders in place.
  // gross-margin absent: 36% -> 34%, down 2 points. audit-opinion absent: unqualified audit.
  // low-founder-ownership absent: 51%. investor-control absent: largest investor 19%.
  // regulatory absent: the labour-rules point is a hypothetical risk; the text says no change has been announced.
  // unit-economics absent: 1,900 - 1,250 = 650 = 34% of price, matching the 34% gross margin.
  {
    id: 'h24-en-w1-09',
    documentType: 'business_plan',
    text: `CONFIDENTIAL - INVESTMENT COMMITTEE
Due diligence memo: Gisozi Parcel Ltd (Kigali last-mile delivery)
Prepared by: Deal team, 3 November 2026

1. Recommendation
Proceed to term sheet for a USD 1.2M Series A participation, subject to the points in section 9.

2. Financial review
- FY2025 accounts audited by a Kigali audit firm; unqualified opinion. Revenue RWF 1.42bn (FY2024: RWF 0.96bn).
- Gross margin 34% (FY2024: 36%); the dip reflects fuel prices in Q3 2025 and has stabilised.
- H1 2026: average monthly revenue ~RWF 140M; net burn RWF 38M per month.
- Cash at 30 June 2026: RWF 470M. Runway c. 12 months before the new round.
- Unit economics checked against the ledger: average price per parcel RWF 1,900, direct cost RWF 1,250, contribution RWF 650 (34%). Consistent with the gross margin and with management's figures.

3. Customers
The largest client (an e-commerce marketplace) is 24% of revenue; no other client exceeds 6%. We do not view this as concentration but will monitor.

4. Legal and regulatory
- A claim threatened by a riders' association in 2025 over per-trip rates was withdrawn in writing in February 2026. Our search of the court case management system (IECMS) found no pending case against the company or its directors.
- RURA postal/courier licence: applied January 2026, granted July 2026, valid five years.
- RRA tax clearance certificate issued September 2026.

5. Team
All three co-founders are full-time. A COO (ex-regional logistics group) joined in March 2026.

6. Cap table (fully diluted, reconciled to RDB register)
Founders 51% | Seed fund 19% | Angels 14% | ESOP 8% | Accelerator 8%
An early angel who left the board in 2025 sold his 2% back to the company at par; those shares were cancelled.

7. Market and competition
Kigali has at least five delivery operators, two of them regional players with deeper pockets. Gisozi competes on same-day delivery inside the city and on cash-on-delivery reconciliation, which merchants rate highly. Prices have been stable for 18 months; a price war could compress contribution per parcel, which we have stress-tested at RWF 450 without the company running out of cash within the runway.

8. Key risks
- Fuel: a 20% rise in fuel prices would cost about 3 points of gross margin. Partly mitigated by the 60 electric motorcycles leased since May.
- Riders: the company uses contracted riders; a change in labour rules could require employment contracts. No such change has been announced.
- Key person: the CEO drives all major client relationships; the COO hire reduces this risk.

9. Open points before closing
- Insurance cover for riders to be increased.
- Board to adopt a written data protection policy.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'litigation', 'pending-licence', 'customer-concentration', 'dead-equity', 'founder-departure', 'gross-margin', 'audit-opinion', 'low-founder-ownership', 'investor-control', 'regulatory', 'unit-economics'],
    traits: ['list', 'figures', 'negation', 'time', 'clean'],
  },

  // declining-revenue PRESENT (table only): revenue falls every month, UGX 312.4m (Apr) -> 249.8m (Sep).
  // gross-margin PRESENT: 38.0% (Apr) -> 29.0% (Sep), down 9 points (>= 5).
  // burn-above-revenue absent: cost of sales below revenue in every month; no burn or overheads stated.
  // audit-opinion absent: a plan appendix exported from the books, not a set of financial statements.
  {
    id: 'h24-en-w1-10',
    documentType: 'business_plan',
    text: `SOKO YETU KITCHENS LTD - Turnaround plan, Appendix B
Monthly sales export (Zoho Books, exported 02/10/2026 08:41, amounts in UGX)

month,orders,revenue_ugx,cogs_ugx,gross_profit_ugx,gm_pct
2026-04,21480,312400000,193688000,118712000,38.0
2026-05,20710,298900000,188307000,110593000,37.0
2026-06,19950,287100000,189486000,97614000,34.0
2026-07,18870,270500000,183940000,86560000,32.0
2026-08,18300,261000000,180090000,80910000,31.0
2026-09,17560,249800000,177358000,72442000,29.0

Notes from Brenda (ops):
- cogs includes food cost + packaging + delivery app commission (22% on the two big delivery apps, was 18% until May)
- Kisementi kitchen closed for 9 days in June (gas line repair)
- Sept orders exclude 312 refunded orders
- Average basket went from ~14,500 to ~14,200, so the drop is mostly fewer orders, not smaller ones
- Ntinda and Bukoto kitchens account for about 70% of orders; Kisementi and Muyenga are the weak ones
- Plan section 3 covers menu cuts, renegotiating the app commission and the direct-ordering WhatsApp line`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'audit-opinion', 'missing-financials'],
    traits: ['table', 'figures'],
  },

  // regulatory PRESENT: BNR suspension of new loan origination for 90 days and an administrative fine.
  // related-party PRESENT: RWF 214M loans to a company owned by the Managing Director's spouse.
  // pending-licence absent: licence remains valid, nothing applied for. litigation absent: an administrative sanction, no court case.
  {
    id: 'h24-en-w1-11',
    documentType: 'legal_docs',
    text: `BANKI NKURU Y'U RWANDA / NATIONAL BANK OF RWANDA
KN 6 Avenue 4, P.O. Box 531, Kigali

Ref: DFS/NDFI/2026/0417                                   Kigali, 21 October 2026

The Managing Director
Ishema Digital Credit Ltd
KG 9 Avenue, Nyarutarama
KIGALI

Re: Findings of the on-site inspection of 4-15 August 2026; suspension of new loan origination and administrative fine

Dear Madam,

Following the on-site inspection of Ishema Digital Credit Ltd (the "Institution") conducted from 4 to 15 August 2026, and your response dated 30 September 2026, the National Bank of Rwanda ("the Central Bank") writes to communicate its decision.

1. Findings
(a) Between January and June 2026 the Institution granted loans totalling Frw 214,000,000 to Ishema Properties Ltd, a company owned by the spouse of the Managing Director. These loans were approved by management alone, without the approval of the Board of Directors, and were not disclosed in the Institution's prudential returns.
(b) Interest and fees on digital loans were not disclosed to borrowers in Kinyarwanda before acceptance, contrary to the regulation on consumer protection.
(c) The Institution's credit scoring model has not been independently validated.

2. Decision
In accordance with the law governing non-deposit-taking financial service providers and the relevant regulation, the Central Bank has decided:
(i) to suspend the origination of new digital loans by the Institution for a period of ninety (90) days from the date of this letter. Collection of existing loans may continue;
(ii) to impose an administrative fine of Frw 10,000,000, payable within fifteen (15) days;
(iii) to require the Board to present, within thirty (30) days, a remediation plan including the recovery or regularisation of the loans under 1(a).

Please note that this decision does not revoke the Institution's licence, which remains valid. Failure to comply may lead to further measures.

Yours faithfully,

[signed]
Director, Non-Bank Financial Institutions Supervision
cc: Chairperson of the Board, Ishema Digital Credit Ltd`,
    present: ['regulatory', 'related-party'],
    absent: ['pending-licence', 'litigation'],
    traits: ['prose', 'list'],
  },

  // CLEAN. short-runway absent: RWF 300M / RWF 29M net burn = 10.3 months (>= 9).
  // burn-above-revenue absent: net burn RWF 29M compared with revenue as stated (RWF 51M a month) is below it.
  // high-churn absent: 3.8% a month, 12-month retention 58% (>= 55%). unrealistic-growth absent: 1,250/520 = 2.4x, 2,900/1,250 = 2.3x.
  // unit-economics absent: CAC 42,000 / (14,000 x 75% = 10,500 a month) = 4 months, as claimed.
  // low-founder-ownership absent: 47%. investor-control absent: 21%. no-competition absent: competitors named.
  {
    id: 'h24-en-w1-12',
    documentType: 'pitch_deck',
    text: `ISOKO OS  -  Series A  -  Kigali, November 2026

[1] Isoko OS: the till, stock book and credit line for Rwanda's market traders

[2] Problem
Traders in Nyabugogo, Kimironko and Musanze markets run on paper notebooks. Stock-outs, no records, no credit.

[3] Traction (Sept 2026)
• 3,640 paying traders
• ARR RWF 612M (≈ USD 430k), up from RWF 248M in Sept 2025
• Monthly revenue RWF 51M
• Logo churn 3.8% / month; 12-month cohort retention 58%

[4] Unit economics
CAC: RWF 42,000 (agents + training day)
ARPU: RWF 14,000 / month, gross margin 75%  →  RWF 10,500 gross profit / month
Payback ≈ 4 months

[5] Competition: are we alone? No.
• Pan-African POS apps (strong in Kenya, thin in Rwanda, no Kinyarwanda UI)
• Two local bookkeeping apps (no credit product)
• Paper + MoMo (the real competitor)

[6] Financials & runway
Net burn: RWF 29M / month
Cash: RWF 300M → ~10 months
Revenue FY2026E RWF 520M  |  FY2027P RWF 1.25bn  |  FY2028P RWF 2.9bn

[7] Team
Three co-founders, all full-time since 2023 (CEO ex-mobile money operator, CTO ex-software outsourcing firm, COO ex-market trader). 41 staff.

[8] Cap table (fully diluted)
Founders 47% • Seed fund 21% • Angels 14% • ESOP 10% • Accelerator 8%

[9] Compliance
Registered as data controller with NCSA (2025). Credit product via a BNR-licensed MFI partner.

[10] Ask: USD 2.5M to reach 10,000 traders and break-even in 2028`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'unrealistic-growth', 'unit-economics', 'low-founder-ownership', 'investor-control', 'no-competition'],
    traits: ['list', 'figures', 'clean'],
  },
];
