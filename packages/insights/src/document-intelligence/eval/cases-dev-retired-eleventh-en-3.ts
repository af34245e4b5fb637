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
];
