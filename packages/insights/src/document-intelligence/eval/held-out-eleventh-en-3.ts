import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases3: readonly RedFlagCase[] = [
  // revenue KSh 11.8M (Sep) < 14.2M (Aug); runway 40M / 6M net burn = 6.7 months; net burn 6M < revenue 11.8M
  {
    id: 'h11-en-soko-hub-september-update',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'founder-departure', 'short-runway'],
    absent: ['burn-above-revenue', 'dead-equity', 'high-churn'],
    traits: ['email', 'figures', 'time'],
    text: `Subject: Soko Hub — September 2025 investor update

Hi all,

September numbers and two pieces of news.

Numbers (KSh)
- Gross merchandise value: 96.4M (Aug: 112.0M)
- Revenue: 11.8M (Aug: 14.2M)
- Net burn: 6.0M
- Cash in bank, 30 Sept: 40M
- Retailer retention: 97% of August buyers ordered again in September

Why revenue dropped
Two large wholesalers in Eastleigh moved their orders to a competitor that is subsidising delivery, and the fuel price increase forced us to pass on a delivery surcharge, which slowed orders in Nakuru. October's first two weeks are tracking in line with September.

People
Grace Wanjiru, our COO and the first person to join Philip and me in 2021, has decided to leave Soko Hub at the end of October. She is moving to Kigali to lead operations for a regional logistics group. Grace has been central to everything we've built and we're sad to see her go. Grace held options only and has agreed to waive them on leaving, so they return to the pool and she will hold no equity. We are recruiting a Head of Operations and, in the meantime, Philip will cover her responsibilities.

Fundraise
We are in talks with two funds about a USD 3M bridge-to-A. At the current burn, we need to have money in the bank by the end of Q1 2026, so we're also preparing a cost plan that brings burn down to KSh 4M from November.

Asks
- Introductions to candidates for Head of Operations
- Any contacts at Kenyan FMCG distributors

Thank you,
Wanjiku Kamau
Co-founder & CEO, Soko Hub Ltd, Nairobi`,
  },
  // claimed contribution ₦600/order; own figures: 5,000 - 3,100 - 1,200 - 400 - 150 = ₦150; GM 31% -> 24% (down 7 pts)
  {
    id: 'h11-en-ofada-foods-panel',
    documentType: 'pitch_deck',
    present: ['unit-economics', 'gross-margin'],
    absent: ['burn-above-revenue', 'declining-revenue', 'no-competition'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `LAGOS STARTUP WEEK 2025 — Panel: "Can food delivery ever make money in Nigeria?"
Transcript excerpt. Moderator: Bisi Adeyemi. Panellist: Tunde Bakare, CEO of Ofada Foods.

ADEYEMI: Tunde, everyone says food delivery is a cash furnace. You disagree.

BAKARE: I do. Every order we deliver makes money. Our contribution per order is about ₦600 after all variable costs. People don't believe it until they see the numbers.

ADEYEMI: Walk us through it.

BAKARE: Average order is ₦5,000. Food cost from our central kitchens is ₦3,100. The rider costs us ₦1,200 per trip. Packaging is ₦400 — we moved to paper, which is more expensive — and payment fees are about ₦150. So, yes, positive on every order.

ADEYEMI: What happened with food inflation this year?

BAKARE: It hurt. Our gross margin was 31% last year, and this year it's 24%. Rice, palm oil and tomatoes all went up more than we could pass on. We've raised menu prices twice, but customers in Lekki and Yaba are price-sensitive.

ADEYEMI: And volume?

BAKARE: Still growing. We're at about ₦1.9 billion annualised revenue, up from ₦1.2 billion last year, across 14 kitchens in Lagos and 3 in Abuja.

ADEYEMI: Who do you compete with?

BAKARE: Chowdeck and Glovo on delivery, and every mama put on the street on price. That's the real competition.

ADEYEMI: Last word?

BAKARE: Unit economics first, growth second. That's how we'll survive.`,
  },
  {
    id: 'h11-en-rwenzori-dairies-management-letter',
    documentType: 'financial_statements',
    present: ['audit-opinion', 'related-party'],
    absent: ['going-concern', 'litigation', 'debt-distress'],
    traits: ['letter', 'words', 'figures'],
    text: `MUGISHA, OKELLO & CO. — Certified Public Accountants
Plot 7, Kampala Road, Kampala

The Board of Directors
Rwenzori Dairies Ltd, Fort Portal

Management letter — year ended 31 December 2024

Dear Directors,

1. Our report
We have been unable to obtain sufficient appropriate audit evidence on which to base an opinion. The accounting records for the months of January to May 2024 were held on a server that failed in June 2024 and no backup was available; management reconstructed the ledgers from bank statements and delivery notes, but we could not verify the completeness of sales or of milk purchases for that period. Accordingly, we do not express an opinion on the financial statements for the year. Reported revenue for the year was UGX 21.0bn.

2. Milk purchases from Kabarole Farm Estates
Kabarole Farm Estates supplied UGX 2.3bn of raw milk to the company during the year, about 16% of all milk purchased. The estate is owned by Mrs. Grace Atuhaire, who is the wife of the Managing Director. The price paid per litre was 9% above the average paid to other suppliers in the same months. The relationship and the transactions are not disclosed in the draft financial statements. We recommend disclosure in accordance with IAS 24 and board approval of the supply contract, with the Managing Director abstaining.

3. Backup and IT controls
We recommend daily off-site backup of the accounting system and a tested recovery plan.

4. Stock of finished goods
Cold-room temperature logs were incomplete for six weeks; expired stock of UGX 41M was written off.

We are available to discuss these matters at the audit committee meeting.

Yours faithfully,
Daniel Mugisha, Partner`,
  },
  {
    id: 'h11-en-tcra-licence-status-letter',
    documentType: 'legal_docs',
    present: ['pending-licence'],
    absent: ['regulatory', 'litigation'],
    traits: ['letter', 'time', 'words'],
    text: `TANZANIA COMMUNICATIONS REGULATORY AUTHORITY
Mawasiliano Towers, Dar es Salaam

Ref: TCRA/LIC/NF/2025/0772
11 September 2025

The Managing Director
Zuri Fibre Networks Ltd
Msasani Peninsula, Dar es Salaam

Dear Sir,

RE: APPLICATION FOR NETWORK FACILITIES LICENCE (REGIONAL) — STATUS

We acknowledge receipt of your letter dated 28 August 2025 requesting an update on the application for a Regional Network Facilities Licence lodged with the Authority on 9 April 2025.

We wish to inform you that:

1. The application was found complete on 30 May 2025 and a public notice inviting comments was published on 12 June 2025. The comment period closed on 12 July 2025.

2. The Authority's technical team has completed its evaluation of your network rollout plan for Dodoma, Morogoro and Iringa.

3. The application is scheduled for consideration by the Board of the Authority at its next sitting. The Authority will communicate its decision to you in writing after that meeting. At this stage no licence has been issued, and no date can be confirmed for the decision.

4. Kindly note that the applicable licence fees, as set out in the Electronic and Postal Communications (Licensing) Regulations, will be payable within 30 days of the grant of the licence, if granted.

Should you require any clarification, please contact the Directorate of Licensing.

Yours faithfully,

For: DIRECTOR GENERAL
Directorate of Licensing`,
  },
  // monthly burn Sep = 1,230,000 - 462,000 = 768,000; runway 4,300,000 / 768,000 = 5.6 months; costs above revenue every month
  {
    id: 'h11-en-souk-cloud-monthly-csv',
    documentType: 'financial_statements',
    present: ['burn-above-revenue', 'short-runway', 'audit-opinion', 'going-concern'],
    absent: ['declining-revenue', 'gross-margin', 'debt-distress'],
    traits: ['csv', 'table', 'figures', 'semicolon'],
    text: `SOUK CLOUD SARL — Rabat, Morocco
Monthly management accounts — unaudited — amounts in MAD
souk_cloud_mgmt_2025Q3.csv

poste;juil-25;août-25;sept-25
Revenue (subscriptions);352 000;374 000;396 000
Revenue (payment commissions);58 000;62 000;66 000
Total revenue;410 000;436 000;462 000
Cost of sales (hosting, SMS, payment fees);180 000;190 000;200 000
Salaries and social charges;720 000;730 000;740 000
Office rent Rabat + Casablanca;95 000;95 000;95 000
Marketing;120 000;125 000;130 000
Other overheads;65 000;65 000;65 000
Total costs;1 180 000;1 205 000;1 230 000
Net result;-770 000;-769 000;-768 000
Cash at month end;5 837 000;5 068 000;4 300 000
Bank debt;0;0;0
Merchants on platform;1 940;2 050;2 170

Notes from the CFO
1. These figures have not been audited; the 2024 statutory audit by the commissaire aux comptes is expected in November.
2. Revenue grows ~6% a month, but costs grow as we hire for the Marrakech launch.
3. Directors' note: the company depends on closing its Series A. Should the round not close by the end of Q1 2026, the directors consider that a material uncertainty exists which may cast significant doubt on the company's ability to continue as a going concern.
4. No loans, no overdue payables to suppliers or to the tax administration.`,
  },
  // Mlimani Distributors ≈ two-thirds (~67%) of sales (>= 30%); Amina (only founder, active) 58%
  {
    id: 'h11-en-pesa-shamba-profile',
    documentType: 'pitch_deck',
    present: ['customer-concentration', 'dead-equity'],
    absent: ['founder-departure', 'low-founder-ownership', 'missing-financials'],
    traits: ['profile', 'words', 'indirect'],
    text: `PESA SHAMBA LTD — Company profile
Dar es Salaam, Tanzania | Agri-input distribution with embedded credit

What we do
Pesa Shamba sells seed, fertiliser and crop-protection products to smallholder farmers in Morogoro, Mbeya and Iringa on "buy now, pay at harvest" terms. Farmers order by USSD, collect from 210 agro-dealer shops, and repay through mobile money after harvest.

Traction
- Revenue 2024: TSh 2.4bn (2023: TSh 1.7bn)
- Farmers served: 38,000
- Repayment rate at harvest: 94%

How we sell
Most of our volume flows through one channel. About two-thirds of our sales are made through Mlimani Distributors, the agro-dealer network that owns most of the shops we work with; the rest comes from independent dealers and cooperatives. We are building direct relationships with cooperatives to broaden the base.

Ownership
Pesa Shamba was founded in 2020 by Amina Rashidi, who is full-time CEO and holds 58% of the shares. Angel investors and a seed fund hold 24%. Two early employees — a field supervisor and a software developer — received 9% each under the 2020 share awards. Both left the company in 2023; the shares had fully vested and the company did not buy them back, so they remain shareholders.

Team
- Amina Rashidi, CEO — agronomist, ex-Yara
- Baraka Mollel, CFO
- Neema Kweka, Head of Credit

Raising
USD 2M seed extension to expand into the Southern Highlands.`,
  },
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
