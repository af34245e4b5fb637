/** Writer 1's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW1P1: readonly RedFlagCase[] = [
  // 01 — Seed pitch deck, merchant payments fintech, Botswana.
  // no-competition PRESENT (direct): "There is simply no other player doing what we do".
  // pending-licence PRESENT: EMI licence application lodged with the Bank of Botswana, "under review".
  // unrealistic-growth PRESENT (figures, table): revenue FY2025 P 2.9m -> FY2026 P 14.5m = 5.0x in one year (>= 4x).
  // regulatory ABSENT: no sanction, ban or suspension and no stated uncertainty; the pending application is its own class.
  // missing-financials ABSENT: revenue P 2.1m is given.
  {
    id: 'h21-en-w1-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures', 'modality'],
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['regulatory', 'missing-financials'],
    text: `Kgwebo Pay — Seed round, June 2025
Gaborone, Botswana

SLIDE 1 — THE PROBLEM
More than 60,000 informal traders in Botswana (tuck-shops, hair salons, combi operators, market vendors) still take cash only. Without a record of their takings they cannot prove income, so the banks will not lend to them.

SLIDE 2 — OUR SOLUTION
A QR and USSD merchant wallet: traders accept payment from any mobile money account or bank card, see their daily takings on a basic phone, and after 90 days of history qualify for short-term working-capital advances scored on their own transaction data.

SLIDE 3 — TRACTION (12 months to 31 May 2025)
- 4,200 active merchants in Gaborone, Francistown and Maun
- Total payment value processed: P 38.6 million
- Revenue: P 2.1 million (transaction fees and advance income)
- 1,150 advances disbursed, 96% repaid on time

SLIDE 4 — WHY WE WIN
Kgwebo Pay is the only merchant wallet in Botswana built for the informal sector. There is simply no other player doing what we do: the banks ignore this segment and the mobile operators only offer person-to-person transfers.

SLIDE 5 — REGULATION
Today we operate under a sponsorship arrangement with a licensed commercial bank, which holds the customer float. Our own application for an Electronic Money Issuer licence was lodged with the Bank of Botswana in February 2025 and is under review. We expect a decision before the end of the year; once granted, we will hold float in our own name and cut our processing cost by about a third.

SLIDE 6 — THE NEXT THREE YEARS
| | FY2025 | FY2026 | FY2027 |
|---|---|---|---|
| Active merchants | 9,000 | 45,000 | 120,000 |
| Advances disbursed | 3,000 | 21,000 | 64,000 |
| Revenue (BWP m) | 2.9 | 14.5 | 41.0 |

SLIDE 7 — TEAM
Onalenna Sebego, CEO (8 years in retail banking, Gaborone). Tumelo Kgosidintsi, CTO (built the USSD stack for a regional mobile operator). Kagiso Moremi, Head of Credit (ex-microfinance).

SLIDE 8 — THE ASK
USD 1.5 million (approx. P 20 million) seed, for 18 months: 45% merchant acquisition, 30% product and credit scoring, 25% compliance and team.`,
  },

  // 02 — Audited annual financial statements (extract), mohair and wool processing, Lesotho.
  // going-concern PRESENT: auditor's "Material uncertainty related to going concern" paragraph.
  // declining-revenue PRESENT (table): revenue M 10,092,750 (2024) -> M 8,416,300 (2025), -16.6%.
  // burn-above-revenue PRESENT: loss for the year M 3,412,000 (and M 2,238,800 in 2024) = costs above revenue.
  //   2025: 1,511,200 - 4,108,900 - 814,300 = -3,412,000 ; 2024: 2,018,550 - 3,655,200 - 602,150 = -2,238,800.
  // debt-distress PRESENT: DSCR covenant (>= 1.25x) breached at 0.41x, not waived.
  // audit-opinion ABSENT: the opinion is unmodified ("Our opinion is not modified in respect of this matter").
  // gross-margin ABSENT: 2,018,550 / 10,092,750 = 20.0% -> 1,511,200 / 8,416,300 = 18.0%, down 2.0 points (< 5).
  {
    id: 'h21-en-w1-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures', 'split'],
    present: ['going-concern', 'declining-revenue', 'burn-above-revenue', 'debt-distress'],
    absent: ['audit-opinion', 'gross-margin'],
    text: `THABA FIBRE (PTY) LTD
Annual financial statements for the year ended 31 March 2025
(All amounts in Maloti)

EXTRACT FROM THE INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS

Opinion
We have audited the financial statements of Thaba Fibre (Pty) Ltd set out on pages 8 to 31. In our opinion, the financial statements present fairly, in all material respects, the financial position of the Company as at 31 March 2025 and its financial performance and cash flows for the year then ended in accordance with the IFRS for SMEs Accounting Standard and the requirements of the Companies Act, 2011 of Lesotho.

Material uncertainty related to going concern
We draw attention to Note 18, which indicates that the Company incurred a loss of M 3,412,000 for the year ended 31 March 2025 and that, as of that date, its current liabilities exceeded its current assets by M 2,870,000. As stated in Note 18, these events or conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.

Maloti & Partners, Chartered Accountants (Lesotho), Maseru, 27 June 2025

STATEMENT OF PROFIT OR LOSS
| | 2025 | 2024 |
|---|---:|---:|
| Revenue | 8,416,300 | 10,092,750 |
| Cost of sales | (6,905,100) | (8,074,200) |
| Gross profit | 1,511,200 | 2,018,550 |
| Operating expenses | (4,108,900) | (3,655,200) |
| Finance costs | (814,300) | (602,150) |
| Loss before taxation | (3,412,000) | (2,238,800) |
| Taxation | – | – |
| Loss for the year | (3,412,000) | (2,238,800) |

NOTE 12 — BORROWINGS
The term loan from Standard Lesotho Bank (balance M 5,940,000) is secured over the scouring plant in Maseru West and carries a covenant requiring a debt service cover ratio of at least 1.25 times, tested annually. At 31 March 2025 the ratio was 0.41 times and the covenant was therefore breached. The bank had not waived the breach at the reporting date; accordingly the full balance has been classified as a current liability.

NOTE 18 — GOING CONCERN
Lower clip volumes from the shearing sheds after the 2024 drought and the loss of a broker contract in Gqeberha reduced throughput during the year. The directors are negotiating a restructuring of the term loan and have received letters of support from the two largest shareholders, which are not legally binding. The financial statements have been prepared on the going-concern basis; they do not include any adjustments that would result should the Company be unable to continue as a going concern.`,
  },

  // 03 — Investor due-diligence memo, digital funeral-cover broker, Botswana. CLEAN (tempting).
  // litigation ABSENT: vendor dispute settled, paid and withdrawn by consent (closed); no other claims.
  // pending-licence ABSENT: NBFIRA broker licence granted 2022 and renewed to March 2026.
  // regulatory ABSENT: 2024 NBFIRA inspection closed with no findings; no sanction or stated uncertainty.
  // founder-departure ABSENT: the CEO left ANOTHER company (2019) to found this one; no founder or executive has left.
  // audit-opinion ABSENT: FY2024 audited, unmodified opinion.
  // customer-concentration ABSENT: largest of six insurers 24% of commission income (< 30%).
  // burn-above-revenue ABSENT: net profit both years. Ownership: founders 61%, largest investor 17%.
  {
    id: 'h21-en-w1-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'negation', 'time'],
    present: [],
    absent: ['litigation', 'pending-licence', 'regulatory', 'founder-departure', 'audit-opinion', 'customer-concentration'],
    text: `MOKOLODI CAPITAL — INVESTMENT COMMITTEE MEMO
Target: Sireletso Cover (Pty) Ltd, Gaborone
Prepared by: T. Masire, Associate | Date: 18 June 2025
Subject: Confirmatory due diligence — summary of findings

1. Business
Sireletso distributes funeral and hospital-cash policies underwritten by six licensed Botswana insurers (the largest accounted for 24% of FY2024 commission income), sold through USSD, WhatsApp and a network of 320 commission agents. It earns broker commission and administration fees; it carries no insurance risk on its own balance sheet.

2. Licensing and regulation
Sireletso holds an insurance broker licence issued by NBFIRA in August 2022. The licence was renewed on 31 March 2025 and is valid to 31 March 2026; we have seen the certificate. NBFIRA carried out an on-site inspection in October 2024 and closed it with no findings. We found nothing outstanding with the regulator.

3. Financial position
The FY2024 financial statements (December year-end) were audited by Kgale & Associates, who issued an unmodified opinion. Commission and fee income grew from P 6.2 million in FY2023 to P 8.1 million in FY2024, and net profit after tax from P 0.6 million to P 1.1 million. The company has no borrowings.

4. Legal
In 2023 a former IT vendor claimed ownership of parts of the policy administration code. The matter was settled out of court in November 2024: Sireletso paid P 140,000 in full and final settlement, the vendor assigned all rights in the code, and the High Court action was withdrawn by consent on 2 December 2024. The company's attorneys confirmed in writing that no other claims are pending or threatened.

5. Team
Boitumelo Kgari (CEO) founded Sireletso in 2020 after leaving her previous venture, a consumer-lending startup in Johannesburg, where she resigned from the board in 2019 and holds no remaining role or shares. The CFO and CTO have both been in post since 2021, and the full leadership team is staying through and after the round. The founders jointly hold 61% of the company; the largest outside investor holds 17%.

6. Recommendation
The findings are consistent with management's disclosures. We recommend proceeding to signing on the terms approved at the June committee.`,
  },

  // 04 — Board minutes, road-freight logistics, Botswana.
  // short-runway PRESENT (figures, split): cash P 1,870,000 / net outflow P 312,000 a month = 6.0 months (< 9);
  //   the CFO's "until roughly the end of October" from 30 April says the same indirectly.
  // founder-departure PRESENT: co-founder and COO announced she will step down on 30 June 2025.
  // dead-equity PRESENT: co-founder who left in 2022 still holds 12%; buy-back never concluded.
  // litigation PRESENT: unfair-dismissal claim still pending before the Industrial Court (the tyre dispute is settled).
  // burn-above-revenue ABSENT: net outflow P 312,000 < revenue P 418,000 for the month (net burn compared as stated).
  // declining-revenue ABSENT: P 401,000 (March) -> P 418,000 (April).
  {
    id: 'h21-en-w1-04',
    documentType: 'business_plan',
    language: 'en',
    traits: ['figures', 'split', 'indirect', 'time'],
    present: ['short-runway', 'founder-departure', 'dead-equity', 'litigation'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    text: `TSELA LOGISTICS (PTY) LTD
Minutes of a meeting of the Board of Directors held at the Company's offices, Fairgrounds Office Park, Gaborone, on Thursday 22 May 2025 at 09:00

Present: K. Molefhe (Chair; CEO and co-founder); O. Dintwe (Director; COO and co-founder); B. Nkwe (Investor Director)
In attendance: L. Sebina (CFO); T. Ramotswa (Company Secretary)

1. APOLOGIES AND QUORUM
No apologies. The Chair confirmed a quorum was present.

2. MINUTES OF THE PREVIOUS MEETING
The minutes of 20 March 2025 were approved without amendment.

3. MANAGEMENT ACCOUNTS — APRIL 2025
3.1 The CFO presented the April pack. Revenue for the month was P 418,000 (March: P 401,000), driven by the new Francistown–Kazungula route.
3.2 Net cash outflow for April was P 312,000, in line with the trailing three-month average of P 305,000.
3.3 Cash at bank at 30 April 2025 was P 1,870,000. The CFO noted that at the current rate of spend this would carry the Company to roughly the end of October and recommended that the bridge discussion planned for September be brought forward to June.
3.4 RESOLVED that the CEO and CFO approach existing shareholders for a bridge before the next meeting.

4. EXECUTIVE MATTERS
4.1 Ms Dintwe informed the Board that, for family reasons, she will step down as COO and resign as a director with effect from 30 June 2025 and relocate to Cape Town. The Board thanked her for her contribution since the Company's founding in 2019.
4.2 RESOLVED that recruitment of a Head of Operations begin immediately; the CEO will cover operations in the interim.

5. SHARE REGISTER
5.1 The Chair reminded the Board that Mr P. Kgosi, co-founder, who left the Company in August 2022, still holds 120,000 ordinary shares, being 12% of the issued share capital. The buy-back discussed at the time of his departure was never concluded and Mr Kgosi has not responded to the offer sent in February.
5.2 The Investor Director asked that this be resolved before any new equity round.

6. LEGAL MATTERS
6.1 The Company Secretary reported that the unfair-dismissal claim brought by a former driver, Mr G. Seleka, remains pending before the Industrial Court; the hearing has been postponed to 14 August 2025. Counsel estimates the exposure at P 85,000 plus costs.
6.2 The invoice dispute with Kalahari Tyres was settled in March and is closed.

7. GENERAL
There being no further business, the meeting closed at 11:10.

Signed: ______________ Chair          Date: ______________`,
  },

  // 05 — WhatsApp chat export shared in a data room, pharmacy chain, Lesotho.
  // regulatory PRESENT: Ministry of Health suspended the Mafeteng branch's dispensing licence for 30 days.
  // related-party PRESENT (indirect): premises leased from the COO's father's company; main supplier owned by the CEO's brother-in-law.
  // debt-distress PRESENT: VAT for February–April unpaid to RSL (tax arrears), no payment arrangement signed.
  // pending-licence ABSENT: the TY licence renewal "came through in April" (granted).
  // declining-revenue ABSENT: M 612k (April) -> M 640k (May); the Mafeteng revenue is only "at risk".
  {
    id: 'h21-en-w1-05',
    documentType: 'business_plan',
    language: 'en',
    traits: ['indirect', 'split', 'figures'],
    present: ['regulatory', 'related-party', 'debt-distress'],
    absent: ['pending-licence', 'declining-revenue'],
    text: `WhatsApp chat export — "Bophelo Pharmacies – founders + finance"
Exported 03/06/2025 for the Sechaba Partners due-diligence folder

[03/06/2025, 07:42] Lineo Mokhethi: Morning all. The inspector from the Ministry of Health came to Mafeteng yesterday. They've suspended the dispensing licence for that branch for 30 days because the scheduled-medicines register wasn't up to date.
[03/06/2025, 07:44] Tšepo Ramakau: Eish. So Mafeteng can only sell OTC until 2 July?
[03/06/2025, 07:45] Lineo Mokhethi: Yes. That's roughly M 95k a month of script revenue at risk. Maseru and TY are not affected.
[03/06/2025, 07:46] Lineo Mokhethi: At least the TY licence renewal came through in April, so it's only the one branch.
[03/06/2025, 07:51] Tšepo Ramakau: OK. Sechaba also want the list of "connected transactions" for the DD. We have the Kingsway lease – that building belongs to my dad's company, Ramakau Holdings.
[03/06/2025, 07:52] Tšepo Ramakau: And most of our stock still comes from Lesotho Pharma Distributors.
[03/06/2025, 07:53] Lineo Mokhethi: LPD is my brother-in-law's business, so that goes on the list too. Pricing is at market, we can show them the competing quotes from Bloemfontein.
[03/06/2025, 08:10] 'Mamello Letsie (accountant): Also for the DD: we're still behind with RSL. VAT for Feb, March and April hasn't been paid, about M 212,000 plus penalties and interest. I've asked them for a payment arrangement but nothing is signed yet.
[03/06/2025, 08:12] Lineo Mokhethi: Put it in the pack. Better they hear it from us than find it.
[03/06/2025, 08:15] 'Mamello Letsie (accountant): Noted. Sales for May were M 640k across the three branches, April was M 612k. I'll send the May pack tonight.
[03/06/2025, 08:16] Tšepo Ramakau: 👍`,
  },

  // 06 — Quarterly investor update, payroll and HR software for SMEs, Lesotho. CLEAN (tempting).
  // high-churn ABSENT: monthly logo churn 1.6% (was 3.8% a year ago; both < 5%); 0.984^12 = 82% annual retention.
  // short-runway ABSENT: cash M 4.05m / net burn M 175k = 23.1 months (was about 14 in January; both >= 9).
  // burn-above-revenue ABSENT: net burn M 175k < monthly revenue M 610k (net burn compared as stated).
  // declining-revenue ABSENT: M 1.49m (Q1 2024) -> M 1.71m (Q4 2024) -> M 1.83m (Q1 2025).
  // founder-departure ABSENT: the CTO co-founder takes maternity leave and returns; she is not leaving.
  // customer-concentration ABSENT: largest client about 6% of revenue.
  {
    id: 'h21-en-w1-06',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'time', 'negation'],
    present: [],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue', 'declining-revenue', 'founder-departure', 'customer-concentration'],
    text: `Subject: Moputso — Q1 2025 investor update

Dumelang,

A steady quarter. The short version: more customers, fewer cancellations, and the bridge has given us room to hire carefully.

Numbers (Q1 2025)
- Revenue: LSL 1.83m (Q4 2024: LSL 1.71m; Q1 2024: LSL 1.49m), an average of about M 610k a month
- Paying SME customers: 1,140 at 31 March (31 December: 1,062)
- Gross margin: 71% (Q4: 69%), helped by moving SMS payslips to a cheaper gateway
- Monthly logo churn: 1.6% on average over the quarter; a year ago it was 3.8%
- Net burn: M 175k a month on average
- Cash at 31 March: M 4.05m

Runway
In January, before the bridge from our existing angels closed, runway was about 14 months. At the current net burn it is now roughly 23 months, and we do not plan to raise again before Q2 2026.

Customers
Most of the growth came from textile factories in Maseru and Maputsoe adopting the shift-based payroll module. No single client is above 6% of revenue; the largest is a hotel group with four properties.

Team
Palesa, our co-founder and CTO, starts maternity leave in May and is back in September. She remains CTO and on the board, and Lerato, our lead engineer, will run the sprint cycle while she is away. We hired two customer-success staff in Maputsoe.

Compliance
Our FY2024 accounts were audited by Lerotholi & Co. with an unqualified opinion and filed in March. We are up to date with RSL on PAYE and VAT.

Asks
1. Introductions to HR heads at the bigger garment exporters.
2. Anyone who knows the payroll teams at the banks in Maseru — we want a direct salary-file integration.

Kea leboha,
Neo Phafoli, CEO`,
  },

  // 07 — Monthly investor update, school-management SaaS, Botswana.
  // high-churn PRESENT (indirect, figures): 14 schools cancelled out of 198 at the start of April
  //   (200 - 16 + 14 = 198) = 7.1% a month (>= 5%); "between 12 and 15 schools each month" last quarter.
  // non-recurring-revenue PRESENT: ARR = MRR x 12 (P 240,000 x 12 = P 2.88m) + the one-off P 360,000 Ministry contract = P 3.24m.
  // unit-economics PRESENT: claimed LTV/CAC 4.2x assumes a 48-month life (1,200 x 70% x 48 = P 40,320 / 9,500 = 4.2);
  //   at 7% monthly churn the life is 1 / 0.07 = 14.3 months, LTV = 1,200 x 70% x 14.3 = P 12,000, LTV/CAC = 1.3x.
  // short-runway ABSENT: cash P 2.6m / net burn P 190k = 13.7 months.
  // burn-above-revenue ABSENT: net burn P 190k < MRR P 240k (net burn compared as stated).
  // customer-concentration ABSENT: the P 360k contract is about 11% of a year's revenue (360k / 3.24m), and about 18%
  //   of the September–March revenue it was delivered in (7 x ~P 235k = P 1.65m; 360k / (1.65m + 360k)).
  {
    id: 'h21-en-w1-07',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration'],
    text: `From: Masego Tau <masego@thutocloud.co.bw>
To: Thuto Cloud investors
Subject: Thuto Cloud — April 2025 update

Dear all,

Headline numbers (30 April 2025)
- ARR: BWP 3.24m (31 March: BWP 3.21m)
- Schools on paid plans: 200
- Average subscription: P 1,200 per school per month
- Gross margin: 70%
- Blended CAC: P 9,500 per school
- LTV/CAC: 4.2x (on a 48-month school lifetime)
- Net burn: P 190k a month; cash at bank P 2.6m

How we report ARR
ARR is month-end MRR multiplied by twelve (P 240,000 × 12 = P 2.88m), plus the Ministry of Basic Education teacher-training contract of P 360,000, which we delivered between September and March. The contract was a one-off engagement, but we include it because it shows the scale of work we can win with government, and we are in talks about a second phase.

Renewals
April was a tough month. We signed 16 new schools, most of them community junior secondary schools in the Central District, but 14 schools cancelled, mainly private primary schools in Gaborone that moved to free WhatsApp-based tools for parent communication. This is in line with the previous quarter, when we lost between 12 and 15 schools every month. We are building a parent-app feature that we think will make us stickier.

Product
- Timetabling module live in 40 schools
- Setswana interface for parents shipped on 14 April
- Offline mode for the attendance app in beta

Team
We hired a second sales lead for the northern region, based in Francistown.

Asks
1. Introductions to private school groups in Gaborone and Francistown.
2. Anyone with contacts at the Ministry's ICT unit, for the phase-two discussion.

Thank you for your continued support.

Masego Tau
Co-founder & CEO, Thuto Cloud`,
  },
];
