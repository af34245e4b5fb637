/** The second half of held-out-eleventh-en-3.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases3Rest: readonly RedFlagCase[] = [
  {
    id: 'h11-en-mpika-millers-thread',
    documentType: 'legal_docs',
    present: ['litigation', 'debt-distress'],
    absent: ['going-concern', 'regulatory', 'founder-departure'],
    traits: ['email', 'quoted', 'words'],
    text: `From: Mutale Banda (CFO) <mutale@mpikamillers.co.zm>
To: Board <board@mpikamillers.co.zm>
Date: 15 October 2025
Subject: Re: Re: Bank instalments and the Chanda Steel case

Dear Directors,

Following Monday's call, here is where we stand.

On the bank: we did not pay the instalments due on 31 August and 30 September on the ZMW 9m term loan. The bank has sent a formal notice of default and has frozen the undrawn part of the overdraft. I am meeting their credit team on Friday to propose a six-month restructuring.

On Chanda Steel: their claim for ZMW 2.1m for the silo steelwork is before the High Court in Lusaka. We filed our defence and counterclaim for late delivery in September. The hearing is set for 18 November. Our lawyers think settlement is possible but Chanda has not responded to our offer.

Mutale

> From: Chilufya Phiri (Chair)
> Date: 14 October 2025
> Mutale — can you confirm in writing (a) whether the August and September loan payments were made, and (b) the status of the Chanda Steel matter? The investors will ask at the AGM.
>
>> From: Mutale Banda
>> Date: 13 October 2025
>> Chair, I'll send a full note tomorrow. Short version: maize intake is strong and the mill is running at 80%, but cash is tight because the Food Reserve Agency still owes us for the June deliveries.

--
Mutale Banda, Chief Financial Officer, Mpika Millers Ltd, Lusaka`,
  },
  // "10× every year" is a projection of >= 4× a year; no revenue or cost figure anywhere
  {
    id: 'h11-en-motogo-accelerator-application',
    documentType: 'business_plan',
    present: ['missing-financials', 'no-competition', 'unrealistic-growth'],
    absent: ['pending-licence', 'regulatory'],
    traits: ['form', 'words', 'modality'],
    text: `Kigali Innovation City Accelerator — Application 2026
Startup: MotoGo Electric Ltd (Kigali, Rwanda)

1. What problem are you solving?
Kigali has tens of thousands of motorcycle taxis running on petrol. Riders spend a large share of what they earn on fuel and maintenance, and the bikes pollute the city. MotoGo gives riders electric motorcycles and a network of battery-swap stations so they never wait to charge.

2. How does it work?
A rider joins through the MotoGo app, leases an electric motorcycle and swaps an empty battery for a full one in under two minutes at any of our stations. Payment is by mobile money.

3. What stage are you at?
We have a working prototype of the swap station, built with students from the University of Rwanda College of Science and Technology, and 20 riders testing bikes in Kicukiro. The e-mobility incentives and import permits we need are already in place.

4. Who are your competitors?
We have no competitors. No other company in Rwanda combines electric bikes, battery swapping and rider financing in one product. We are the only ones.

5. Where will you be in three years?
We will grow 10× every year for the next three years: from 20 riders today to thousands across Kigali, then Musanze and Huye, then Bujumbura and Goma.

6. Why this team?
Jean-Paul Habimana (CEO) ran operations for a ride-hailing app; Diane Mukamana (CTO) is an electrical engineer who designed battery systems for solar mini-grids.

7. What do you want from the accelerator?
Mentorship on hardware manufacturing, introductions to energy investors, and help designing our rider financing.`,
  },
  // DSCR 1.8× (> covenant 1.3×); top customer 18% (< 30%); revenue ₦9.6bn vs ₦7.9bn; GM 27% vs 26%
  {
    id: 'h11-en-eko-agro-credit-note-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue', 'litigation'],
    traits: ['memo', 'figures', 'time', 'negation'],
    text: `CREDIT COMMITTEE PAPER — Lagoon Commercial Bank Plc, Corporate Banking
Obligor: Eko Agro Processing Ltd (Ikorodu, Lagos State)
Request: Renewal of ₦1.5bn working-capital line for 12 months
Prepared by: Adaeze Nwosu, Relationship Manager | 3 November 2025

1. Summary
Eko Agro mills cassava into high-quality cassava flour and starch for bakeries and brewers. Obligor since 2019, facility rated 2 (good).

2. Financial performance (audited, ₦bn)
              FY2023   FY2024
Revenue         7.9      9.6
Gross margin    26%      27%
EBITDA          1.1      1.4
Debt service    0.6      0.8

Debt service cover ratio FY2024: 1.8× (covenant minimum 1.3×). FY2024 financial statements were audited by a Big Four firm and received an unqualified opinion on 28 April 2025.

3. Conduct of account
All interest and principal payments were made on or before due dates throughout the facility life. No excesses, no covenant waivers requested.

4. Customers
The largest customer, a Lagos brewer, accounted for 18% of FY2024 revenue; the top five together for 26%, with the other four between 1% and 3% each.

5. Legal
A 2023 dispute with the landlord of the Ikorodu warehouse was settled and the suit struck out in February 2024. Management confirms no other litigation.

6. Recommendation
Renew the ₦1.5bn line on existing terms, with pricing at MPR + 4%.`,
  },
  // runway KSh 84M / 6M net burn = 14 months; net burn 6M < revenue 9M a month
  {
    id: 'h11-en-tuma-vesting-blog-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['founder-departure', 'dead-equity', 'short-runway', 'burn-above-revenue'],
    traits: ['blog', 'modality', 'negation'],
    text: `What would happen if one of us left? Why we put founder vesting in place
Tuma Freight blog | Kevin Otieno, co-founder | Nairobi, 18 August 2025

A founder friend called me last month in a panic. Her co-founder had walked away after two years and still owned 30% of their company. Investors in her Series A were asking how they could fund a business where a third of the shares belonged to someone who no longer worked there. She had no good answer.

It made me think about what would happen at Tuma Freight if Mercy or I left. The short answer is: not much damage, because we set up vesting from day one.

Here is how it works for us:
- Each of us holds our shares subject to four-year vesting with a one-year cliff.
- If either of us were to leave, unvested shares would go back to the company automatically, and the company would have the right to buy vested shares at fair value.
- The right applies to any future co-founder or senior hire who receives equity.

To be clear, this is a hypothetical. Mercy and I are both full-time, we're both staying, and nobody has left the founding team or the leadership team.

A few numbers, since several readers asked how we're doing. Tuma's revenue is now about KSh 9M a month. Our net burn is KSh 6M a month and we have KSh 84M in the bank, which gives us 14 months. We expect to be break-even before then.

If you're starting out: put vesting in place before you need it. It is a ten-minute conversation in year one and a six-month nightmare in year four.`,
  },
  // revenue 62,400 < 81,900 < 104,300; GM 35.0%, 36.2%, 37.1%; costs below revenue
  {
    id: 'h11-en-habesha-agro-audited-csv-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'audit-opinion', 'burn-above-revenue', 'debt-distress'],
    traits: ['csv', 'table', 'figures', 'semicolon'],
    text: `Habesha Agro Export PLC (Addis Ababa) — three-year income statement summary
Source: audited financial statements | ETB thousands | fiscal years ending 7 July
export: habesha_is_3y.csv

line;EFY2015 (2022/23);EFY2016 (2023/24);EFY2017 (2024/25)
Revenue - coffee export;51 200;67 800;86 900
Revenue - sesame and pulses;11 200;14 100;17 400
Total revenue;62 400;81 900;104 300
Cost of sales;40 560;52 252;65 605
Gross profit;21 840;29 648;38 695
Gross margin %;35.0;36.2;37.1
Selling and distribution;6 300;8 100;10 200
Administrative expenses;7 900;10 200;12 700
Operating profit;7 640;11 348;15 795
Finance costs;1 100;1 250;1 300
Profit before tax;6 540;10 098;14 495
Bank loan outstanding;12 000;10 500;9 000

Notes
1. All three years were audited by an Addis Ababa audit firm registered with AABE. Each year's report carries an unqualified opinion; there is no emphasis-of-matter paragraph.
2. Loan repayments to the commercial bank were made on schedule; the company has no tax arrears with the Ministry of Revenues.
3. Export proceeds are surrendered in line with National Bank of Ethiopia rules; no penalties have been imposed.
4. Gross margin improvement reflects the new washing station in Sidama, which reduced third-party processing fees.`,
  },
  {
    id: 'h11-en-boz-zed-wallet-licence-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['letter', 'time', 'negation'],
    text: `BANK OF ZAMBIA
Bank Square, Cairo Road, Lusaka

Ref: BOZ/NPS/LIC/2025/031
5 May 2025

The Chief Executive Officer
Zed Wallet Ltd
Plot 1120, Great East Road, Lusaka

Dear Madam,

RE: GRANT OF LICENCE — PAYMENT SYSTEM BUSINESS (ELECTRONIC MONEY ISSUER)

We refer to your application dated 12 November 2024 for a licence to carry on payment system business as an electronic money issuer under the National Payment Systems Act, 2007, and to the subsequent correspondence and meetings.

We are pleased to inform you that the Bank of Zambia has granted Zed Wallet Ltd a licence to operate as an Electronic Money Issuer, with effect from 5 May 2025. The licence certificate is enclosed and is valid for five years, subject to the payment of annual fees and compliance with the conditions attached.

The conditions include:
1. maintaining the minimum capital required for electronic money issuers at all times;
2. holding customer funds in trust accounts with licensed commercial banks;
3. submitting monthly returns on transaction volumes, agent numbers and customer complaints;
4. notifying the Bank before any change in shareholding of 10% or more.

The Bank has no outstanding supervisory concerns in respect of your application, and no further approvals are required before you commence operations.

Please acknowledge receipt of this letter and the licence conditions within 14 days.

Yours faithfully,

Director, Payment and Settlement Systems
For and on behalf of the BANK OF ZAMBIA`,
  },
  // monthly churn 1.8% (< 5%); ARR MAD 14.2M excludes one-off consulting MAD 1.1M; costs MAD 1.05M < revenue 1.28M a month
  {
    id: 'h11-en-darna-hr-update-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'burn-above-revenue', 'declining-revenue'],
    traits: ['email', 'figures', 'negation'],
    text: `Subject: Darna HR — Q3 2025 shareholder letter

Dear shareholders,

Q3 was our strongest quarter since launch.

Key metrics (MAD)
- Annual recurring revenue at 30 September: 14.2M (30 June: 12.9M)
- ARR counts only subscription contracts in force. One-off consulting and data-migration work (1.1M in Q3) is invoiced separately and is not included in ARR or in the recurring revenue line of our accounts.
- Total revenue, September: 1.28M, including 0.09M of one-off services
- Total costs, September: 1.05M
- Customer churn: 1.8% a month on average over the quarter (Q2: 2.0%)
- Net revenue retention: 112%

Product
We released the CNSS declaration module in July and 61% of customers activated it within six weeks. The Arabic and French mobile app now covers leave requests and payslips.

Commercial
We signed 47 new companies, including our first two clients in Tangier's free zone. Our partnership with an accounting firm network in Casablanca produced 14 of those leads.

Team
We are now 38 people. Meryem Alaoui joined as Head of Customer Success.

Outlook
Our 2026 budget assumes ARR of around 20M by December 2026. We'll share the detail at the AGM in January.

Thank you for your continued trust,
Othmane Berrada
CEO, Darna HR SAS, Casablanca`,
  },
];
