import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases1: readonly RedFlagCase[] = [
  // runway = ₦380m / ₦62m net burn a month = 6.1 months (< 9); net burn ₦62m > revenue ₦41m
  {
    id: 'h11-en-kudipay-october-update',
    documentType: 'financial_statements',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'regulatory', 'high-churn'],
    traits: ['email', 'figures', 'indirect'],
    text: `Subject: Kudipay — October investor update

Hi everyone,

Quick one this month as the team is heads-down on the Kano launch.

Headlines
- Total payment volume: ₦6.8bn (September: ₦6.1bn)
- Revenue: ₦41m (September: ₦37m)
- Active merchants: 11,940, up 7% month on month; merchant churn held at 2.2%
- Net burn: ₦62m for the month
- Cash at bank on 31 October: ₦380m

What went well
Our PSSP licence from the CBN has been in place since 2023 and the annual compliance return went in on time. The new settlement engine cut failed payouts from 1.9% to 0.6%, and our take rate is stable at 0.60%.

What didn't
Kano cost more than we planned. We hired 14 field agents ahead of volume and paid for two months of radio. That shows up in the burn, which is now well above what the business brings in each month.

Fundraising
We are starting Series A conversations in November. Realistically the round will not close before the end of Q1, so we are looking at options to stretch what we have: freezing non-critical hiring, renegotiating the cloud contract, and moving agent pay to a commission-heavy structure. If any of you can make introductions to funds active in Nigerian payments, we would be grateful.

Asks
1. Intros to Series A leads (payments, SME software).
2. Anyone with experience negotiating with Interswitch on switching fees.

Thanks as always,
Ifeoma Chukwu
CEO, Kudipay Technologies Ltd, Lagos`,
  },
  // Mavuno share = KSh 97.5M / 212M = 46% (>= 30%); founders 22% + 14% = 36% (< 40%)
  {
    id: 'h11-en-shamba-direct-ic-memo',
    documentType: 'business_plan',
    present: ['customer-concentration', 'related-party', 'low-founder-ownership'],
    absent: ['investor-control', 'burn-above-revenue', 'gross-margin'],
    traits: ['memo', 'figures', 'list'],
    text: `INVESTMENT COMMITTEE MEMO — CONFIDENTIAL
Savanna Seed Partners Fund II
Company: Shamba Direct Ltd (Nairobi / Eldoret, Kenya)
Proposed: USD 2.0M Series A participation, 12% post-money
Prepared by: W. Odhiambo, Principal — 14 November

1. Business
Shamba Direct aggregates fresh produce from about 6,300 smallholders in the Rift Valley and sells graded, packed produce to retailers and hotels in Nairobi. It runs two cold stores and 19 leased trucks.

2. Financial snapshot (KSh)
FY2023 revenue: 138M
FY2024 revenue: 212M
Gross margin: 17% (FY2023), 18% (FY2024)
EBITDA FY2024: 9M positive
Cash at 30 September: 95M; no bank debt.

3. Customers
Mavuno Fresh Supermarkets bought KSh 97.5M of produce in FY2024. The next largest buyer, a hotel group, accounted for KSh 14M. Management says a second supermarket contract is "close" but nothing is signed.

4. Premises
The Eldoret cold store is leased from Kiprono Holdings Ltd at KSh 1.1M a month. Kiprono Holdings is owned by David Kiprono, the CEO's brother. The lease was not tendered and has no break clause for seven years.

5. Cap table (pre-money, fully diluted)
- Faith Kiprono (CEO): 22%
- Brian Otieno (CTO): 14%
- Acacia Impact Fund: 19%
- Angel syndicate: 17%
- Kilimo Growth Fund: 16%
- ESOP: 12%

6. Recommendation
Proceed to term sheet subject to (a) an independent valuation of the Eldoret lease, (b) a plan to diversify buyers, and (c) a top-up of founder options to restore alignment.`,
  },
  // GM Q1 (48,200-31,800)/48,200 = 34.0%; Q3 (41,300-30,900)/41,300 = 25.2% (down 8.8 pts); revenue 48,200 > 45,900 > 41,300; Q3 costs 30,900 + 8,800 = 39,700 < 41,300
  {
    id: 'h11-en-nilecart-q3-csv',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'short-runway', 'debt-distress'],
    traits: ['csv', 'table', 'figures', 'semicolon'],
    text: `Nilecart for Trading S.A.E. — Management accounts (UNAUDITED)
Export: finance_pack_Q3_2025.csv ; amounts in EGP thousands ; prepared by Finance, Heliopolis office

line_item;Q1 2025;Q2 2025;Q3 2025
Revenue - grocery delivery;39 600;37 400;33 500
Revenue - B2B wholesale;8 600;8 500;7 800
Total revenue;48 200;45 900;41 300
Cost of goods sold;31 800;31 200;30 900
Gross profit;16 400;14 700;10 400
Gross margin %;34.0;32.0;25.2
Staff costs;4 900;5 000;4 800
Delivery fleet & fuel;2 300;2 350;2 300
Marketing;1 100;1 050;1 000
Rent & utilities;700;700;700
Total operating expenses;9 000;9 100;8 800
Operating profit;7 400;5 600;1 600
Cash and equivalents (period end);22 400;24 100;23 700
Bank borrowings;0;0;0
Active customers ('000);118;121;124
Average basket (EGP);412;389;351

Notes
1. These accounts have not been audited or reviewed. FY2024 statutory audit was completed by the external auditor; FY2025 audit is scheduled for February 2026.
2. COGS includes the impact of the EGP price increases by suppliers in Q2 and Q3; selling prices were not fully adjusted.
3. B2B wholesale revenue is recognised on delivery.
4. No related-party purchases in the period.`,
  },
  // going concern on liquidity: current liabilities exceed current assets by GH₵ 6.4m; PBT positive (0.4m) so costs below revenue
  {
    id: 'h11-en-volta-agro-management-letter',
    documentType: 'financial_statements',
    present: ['going-concern', 'debt-distress', 'audit-opinion'],
    absent: ['burn-above-revenue', 'related-party', 'litigation'],
    traits: ['letter', 'words', 'figures'],
    text: `ADDO & MENSAH — Chartered Accountants
Ring Road Central, Accra

The Board of Directors
Volta Agro-Processing Ltd
Community 9, Tema

Management letter — audit for the year ended 31 December 2024

Dear Directors,

Following completion of our audit, we set out below the matters we wish to bring to your attention. This letter should be read with our auditor's report dated 18 June 2025.

1. Basis for qualified opinion — inventory
We were appointed after the year-end stock count and could not observe it. Inventories of GH₵ 7.9m are therefore stated without sufficient audit evidence, and our opinion on the financial statements is qualified in this respect.

2. Going concern
For the year the company reported revenue of GH₵ 31.5m and a profit before tax of GH₵ 0.4m. However, at 31 December 2024 current liabilities exceeded current assets by GH₵ 6.4m. The directors' cash-flow forecast depends on a refinancing that had not been agreed at the date of our report. These conditions indicate that a material uncertainty exists which may cast significant doubt on the company's ability to continue as a going concern.

3. Bank facility
The instalments of the term loan with the bank due in September and December 2024 were not paid. The bank has not yet accelerated the facility but has reserved its rights in writing.

4. Taxes
PAYE and withholding tax of GH₵ 1.2m owed to the Ghana Revenue Authority for the months of July to December 2024 remained unpaid at the date of this letter, and penalties are accruing.

5. Other control matters
- Sales invoices are raised manually in two depots; we recommend integration into the ERP.
- Fixed-asset register does not record asset tag numbers.

We would be pleased to discuss these points with you.

Yours faithfully,
Kwabena Addo, Partner`,
  },
  {
    id: 'h11-en-cbk-pesafiti-directive',
    documentType: 'legal_docs',
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation', 'debt-distress'],
    traits: ['letter', 'words', 'time'],
    text: `CENTRAL BANK OF KENYA
Haile Selassie Avenue, Nairobi

Ref: CBK/BSD/DCP/2025/118
2 September 2025

The Managing Director
Pesafiti Credit Ltd
Westlands, Nairobi

Dear Sir,

RE: DIRECTION UNDER THE CENTRAL BANK OF KENYA (DIGITAL CREDIT PROVIDERS) REGULATIONS

We refer to your application for a Digital Credit Provider licence received by the Bank on 14 March 2025, and to our on-site inspection carried out between 4 and 8 August 2025.

1. Status of application
Your application remains under consideration. The Bank has requested further information on your beneficial ownership and on your data-sharing agreements, and no decision on the licence will be taken until that information has been received and assessed.

2. Findings
The inspection found that your collection agents contacted third parties listed in borrowers' phone contacts, and that your loan agreements did not disclose the full cost of credit as required.

3. Direction
In view of these findings, you are hereby directed, with immediate effect, to stop onboarding new borrowers. You may continue to service and collect existing loans in accordance with the Regulations. This direction remains in force until the Bank notifies you in writing that it has been lifted.

4. Remedial plan
You are required to submit, within 30 days of this letter, a board-approved remedial plan covering debt-collection practices, disclosure of charges and customer complaint handling.

Failure to comply with this direction may result in further administrative action, including rejection of your licence application.

Yours faithfully,

Director, Bank Supervision
For: GOVERNOR`,
  },
  // only active founder: Thandi at 44–46% on either version (>= 40%)
  {
    id: 'h11-en-tshepo-cap-table-thread',
    documentType: 'legal_docs',
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'litigation', 'investor-control'],
    traits: ['email', 'quoted', 'indirect'],
    text: `From: Thandi Nkosi <thandi@tshepologistics.co.za>
To: Ruan Botha <ruan@bothainc.co.za>
Date: Thu, 9 Oct 2025 21:14
Subject: Re: Re: Cap table for the Series A data room

Ruan, thanks. Answers inline below.

> On 9 Oct 2025, Ruan Botha wrote:
> 1. Which cap table is right — the Carta export or the CIPC share register?
Honestly, neither agrees with the other. Carta shows 1,000,000 shares issued; the register shows 940,000. The 2022 convertible notes were converted on paper but we never filed the share issue, so the noteholders appear on Carta and not on the register. I also think one angel's top-up in 2023 was recorded twice. I'm at about 44% on one version and 46% on the other.

> 2. Pieter's position — is he still an employee?
No. Pieter resigned as CTO with effect from 31 August. He is not coming back and has joined a bank in Cape Town.

> 3. Did the company buy back his shares?
No. His 18% was fully vested by the time he left, and the shareholders' agreement only gives us an option to repurchase at fair value. We didn't have the cash to exercise it, so he still holds all of it. He has said he is happy to stay passive but won't sign a voting proxy.

> 4. Anything else the investors' counsel will ask about?
The ESOP pool was approved at 10% but grant letters add up to 11.5%. We need your help to work out which grants are valid.

Can we do a call on Monday? The lead investor wants a clean, reconciled cap table before the term sheet is signed.

Thandi

--
Thandi Nkosi, CEO, Tshepo Logistics (Pty) Ltd, Johannesburg`,
  },
];
