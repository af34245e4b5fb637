/**
 * Development set, seventeenth round (w1, part 1; 2026-11-30): English, in many genres and voices (board minutes, investor updates, chats, transcripts, lender and auditor letters, memos) from anglophone Africa, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW1Part1: readonly RedFlagCase[] = [
  // cash ₦412m / net outflow ₦58m a month = 7.1 months < 9; net burn 58m < August revenue 96.5m, so no burn-above-revenue
  {
    id: 'd17-w1-001',
    documentType: 'legal_docs',
    text: `MINUTES OF THE MEETING OF THE BOARD OF DIRECTORS OF KUDIFLOW TECHNOLOGIES LIMITED HELD AT 14B ADMIRALTY WAY, LEKKI PHASE 1, LAGOS ON THURSDAY 12 SEPTEMBER 2024 AT 10:00 A.M.

Present: Mr. Tunde Bakare (Chairman), Mrs. Ifeoma Okafor (CEO), Mr. Segun Adeyemi (CTO), Ms. Halima Yusuf (Investor Director)
In attendance: Mr. Chidi Eze (Company Secretary)

1. APOLOGIES: None.
2. MINUTES OF THE LAST MEETING: The minutes of the meeting of 6 June 2024 were adopted as a true record, moved by Ms. Yusuf and seconded by Mrs. Okafor.
3. CTO MATTERS: Mr. Adeyemi informed the Board that he has accepted an offer with a payments company in Toronto and has tendered his resignation with effect from 31 December 2024. He will support the handover until then. The Board thanked him for his service and directed the CEO to commence the search for a replacement immediately.
4. FINANCE UPDATE: The CEO reported closing cash and bank balances of ₦412 million as at 31 August 2024. Average net cash outflow for June to August was ₦58 million per month. Revenue for August was ₦96.5 million, up from ₦88.0 million in July. The Board noted that bridge discussions with existing investors are ongoing and that no commitment has been received as at date.
5. LEGAL: The Company Secretary confirmed that the dispute with the former landlord of the Ikeja office was settled in May 2024, the consent judgment has been entered and there is no further liability to the Company.
6. ANY OTHER BUSINESS: None. There being no other business, the meeting closed at 11:40 a.m.`,
    present: ['founder-departure', 'short-runway'],
    absent: ['litigation', 'burn-above-revenue', 'declining-revenue'],
    traits: ['prose', 'list', 'indirect', 'figures', 'time'],
  },
  // churn 9/215 = 4.2% a month < 5%; cash 41.5m / net burn 3.9m = 10.6 months ≥ 9; GM 71% → 68% = −3 pts; largest customer 24% < 30%; net burn 3.9m < MRR 14.2m
  {
    id: 'd17-w1-002',
    documentType: 'business_plan',
    text: `Subject: Tuhesabu — October 2024 investor update 🚀

Hi friends,
Quick one this month because we are deep in SACCO AGM season in Nyeri and Meru and I am writing this from a matatu!

Headlines
- MRR: KES 14.2m (Sept: KES 13.6m), +4.4% mom
- SACCOs live: started October with 215, lost 9 (4.2%, still higher than I'd like, mostly small SACCOs that merged into bigger ones), signed 6, so 212 at month end
- Gross margin: 68% (71% in Sept). We moved hosting to a Nairobi data centre and paid both providers for three weeks of overlap. Should be back above 70 in November
- Cash in bank: KES 41.5m. Net burn KES 3.9m. So roughly 10.6 months at current burn, and the gap closes every month MRR grows
- Biggest customer, Kirinyaga Teachers SACCO, is now 24% of MRR, down from 31% back in March as the base widens
Wins
- Signed our first SACCO in Kisii, 14,000 members
- Loan-appraisal module now live for 38 SACCOs
Lowlights
- Lost two good engineers to a bank. We were honestly outbid on salary
Asks
- Intros to SACCO unions in Uganda and Tanzania, we want to test one pilot there in Q1
- Anyone who knows the new SASRA IT guidelines well, we'd love 30 minutes

Asante sana for the support,
Wanjiru Kamau
Co-founder & CEO, Tuhesabu Ltd`,
    present: [],
    absent: ['high-churn', 'short-runway', 'gross-margin', 'customer-concentration', 'burn-above-revenue'],
    traits: ['list', 'figures', 'informal', 'time'],
  },
  {
    id: 'd17-w1-003',
    documentType: 'legal_docs',
    text: `[14/03/2025, 21:07] Kwame Asante: Chale did you see the letter from Akuapem Savings & Loans
[14/03/2025, 21:08] Kwame Asante: we missed Feb AND March instalments. GHS 86,400 each
[14/03/2025, 21:10] Efua Mensah: I saw it. They are saying arrears GHS 172,800 plus penalty interest
[14/03/2025, 21:11] Efua Mensah: they haven't gone to court o, it's just a demand letter. The RM says if we pay one instalment by end of month they will hold off
[14/03/2025, 21:12] Kwame Asante: where will that one come from 😩 the Kasoa distributor still owes us
[14/03/2025, 21:13] Kwame Asante: also the warehouse rent. Your uncle's company wants the GHS 18k for April upfront
[14/03/2025, 21:14] Efua Mensah: Uncle Kobby's Nsawam Properties?? We already pay him more than the place next door was asking
[14/03/2025, 21:15] Kwame Asante: I know. And the investors will ask about it in the DD. We have to disclose that the landlord is your family
[14/03/2025, 21:16] Efua Mensah: fine. Let me call him tomorrow and beg for monthly. And pls let's not mention the loan in the team group chat
[14/03/2025, 21:16] Kwame Asante: 👍🏾 goodnight
[14/03/2025, 21:17] Efua Mensah: goodnight. We will be fine. Gari prices are going up anyway`,
    present: ['debt-distress', 'related-party'],
    absent: ['litigation'],
    traits: ['informal', 'indirect', 'split'],
  },
  // active founder Mokoena 42% ≥ 40%, so no low-founder-ownership; van Wyk left in 2023 and still holds 15%
  {
    id: 'd17-w1-004',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE: RESPONSES OF KHANYISA SOLAR (PTY) LTD
Prepared by Mokoena Naidoo Inc., attorneys for the Company, 3 February 2025
4.1 Please list all current, pending or threatened litigation.
Response: The Company is the respondent in a referral to the Commission for Conciliation, Mediation and Arbitration by a former installer, Mr L. Dlamini, alleging unfair dismissal (case GAJB 18422-24). Conciliation failed on 22 January 2025 and the matter has been set down for arbitration. The amount claimed is approximately R310,000. There is no other litigation. A letter of demand received from a supplier in 2023 was paid in full and that matter is closed.
4.2 Has any founder, director or officer left the Company in the past 36 months?
Response: Yes. Mr Pieter van Wyk, co-founder and former technical director, resigned with effect from 30 June 2023.
4.3 Please provide the current shareholding.
Response:
| Shareholder | Shares | % |
| Thandi Mokoena (CEO, co-founder) | 4,200 | 42.0% |
| Pieter van Wyk (co-founder, no longer active) | 1,500 | 15.0% |
| Ubuntu Seed Fund I | 2,800 | 28.0% |
| ESOP pool (allocated and unallocated) | 1,500 | 15.0% |
| Total | 10,000 | 100.0% |

Mr van Wyk's shares were not subject to a leaver clause and have not been repurchased. The securities register agrees to the share certificates issued and to the CIPC filings.`,
    present: ['litigation', 'founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['table', 'list', 'time'],
  },
  {
    id: 'd17-w1-005',
    documentType: 'legal_docs',
    text: `NILE CREST BANK UGANDA LIMITED, Corporate Banking Division, Plot 9 Kampala Road, Kampala
18 November 2024
Our Ref: NCB/CB/RDP/2024/117
The Managing Director, Rwenzori Dairy Processors Limited, Plot 22, Mbarara–Kasese Road, Mbarara
Dear Sir,

RE: TERM LOAN FACILITY OF UGX 2,400,000,000: NOTICE OF COVENANT BREACH AND ARREARS

We refer to the Facility Letter dated 4 March 2022 (the "Facility").

We have reviewed the management accounts for the quarter ended 30 September 2024 submitted to us on 8 November 2024. The Debt Service Coverage Ratio for the period is computed at 0.92 times against the minimum of 1.25 times required under Clause 14.2(b) of the Facility. This constitutes a breach of financial covenant.

Further, the instalments due on 30 September and 31 October 2024, each of UGX 96,500,000, remain unpaid. As at the date of this letter the total amount in arrears is UGX 193,000,000, exclusive of penalty interest.

The Bank reserves all its rights under the Facility, including the right to declare the outstanding amount immediately due and payable and to realise the security. Without prejudice to those rights, we invite you to a meeting at our Kampala Road office on 26 November 2024 at 10:00 a.m. to discuss a remediation plan.
Yours faithfully,
Agnes Nakato, Relationship Manager, Corporate Banking
Daniel Ssempala, Head, Credit Risk Management`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['prose', 'figures', 'modality'],
  },
  {
    id: 'd17-w1-006',
    documentType: 'financial_statements',
    text: `MANAGEMENT LETTER: YEAR ENDED 30 JUNE 2024
To: The Board of Directors, Inzira Agro-Logistics Ltd, KG 7 Ave, Kigali
From: Mugisha & Partners, Certified Public Accountants
Date: 21 October 2024

Following our audit of the financial statements of the company for the year ended 30 June 2024 (revenue RWF 2.14 billion; cost of sales RWF 1.52 billion), we bring the following matters to your attention.
1. Inventory count. We were unable to attend the year-end stock count at the Rubavu depot and could not satisfy ourselves by alternative procedures as to maize stocks carried at RWF 186 million. Our audit report therefore contains a qualified ("except for") opinion in respect of this matter.
2. Transactions with related parties. During the year the company bought transport services of RWF 241 million from Kivu Haulage SARL, a company in which the spouse of the Managing Director holds 60% of the shares. These purchases were not approved by the Board and were not disclosed in the draft financial statements. We recommend disclosure under IAS 24 and prior Board approval for future contracts.
3. Going concern. We reviewed management's cash flow forecast to June 2025. We did not identify a material uncertainty relating to going concern.
4. Taxes. VAT and PAYE returns were filed on time and no arrears are outstanding with the Rwanda Revenue Authority.

Management's responses are attached in Appendix A.`,
    present: ['audit-opinion', 'related-party'],
    absent: ['going-concern', 'debt-distress'],
    traits: ['list', 'negation'],
  },
  // recorded March 2025, cash "till mid 2026" ≈ 15 months; net burn EGP 1.5m a month < revenue 48m/12 = 4m a month; plan 80–85m / 48m = 1.7x < 4x
  {
    id: 'd17-w1-007',
    documentType: 'business_plan',
    text: `[auto transcript] Startup Nile podcast ep 41 recorded march 2025 guest Karim Abdelaziz cofounder Darbak Logistics

host so Karim people always say in Egypt logistics is crowded how do you see the competition
karim yeah look I never go to an investor and say we have no competitors that's not true there's at least four players doing B2B last mile in Cairo and Alex some of them raised more than us what we do different is the cold chain piece pharma and dairy
host and numbers wise where are you
karim so last year we closed around EGP 48 million revenue the year before was around 19 so it's like two and a half x and this year the plan is more modest maybe 80 85 million because of the devaluation effect on fuel and and we want to be positive on contribution in every city
host what about the licence question I remember there was a lot of talk about couriers needing a licence from the postal regulator
karim yeah we got it in april last year it took eight months honestly it was painful but it's done it's behind us
host and burn
karim we're burning something like one and a half million a month net and we have enough till I think mid 2026 so we are not in a rush to raise we'll do it when it makes sense
host nice ok let's talk about hiring because I know you`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence', 'short-runway', 'burn-above-revenue'],
    traits: ['transcript', 'negation', 'informal', 'figures'],
  },
  // ₦3.5bn target / ₦310m this year = 11.3x in one year ≥ 4x
  {
    id: 'd17-w1-008',
    documentType: 'business_plan',
    text: `🚀 Big news from the Oja Connect family!

When I started Oja Connect in my one-room apartment in Yaba three years ago, people told me market women will never order stock on their phones. Today, over 18,000 retailers across Lagos, Ibadan and Abeokuta restock through our app every single week. 🙌🏾

This year we will close at about ₦310m in revenue. Next year our target is ₦3.5bn as we launch in Kano, Port Harcourt and Enugu. Yes, you read that right. Over 11x. Our team is hungry and we are not slowing down.

What makes us different? Simple. We have no competitor in this space. Nobody else is doing credit-enabled restocking for open-market traders in West Africa. We are not competing, we are creating the category.

Shoutout to my co-founder Emeka, our 64 amazing Ojanauts, and every mama put and provision store owner who trusted us with their business. This is just the beginning.

If you are an investor who understands the informal market, my DMs are open. 💚

#StartupNigeria #BuildingInAfrica #Ecommerce #Fintech #Grateful

Adaeze Nwosu
Co-founder & CEO, Oja Connect`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['informal', 'figures'],
  },
  // Savanna 54.1% ≥ 50% today; founders 17.2% + 14.6% = 31.8% < 40%
  {
    id: 'd17-w1-009',
    documentType: 'legal_docs',
    text: `TERM SHEET: SERIES A EXTENSION, MAVUNO COLD CHAIN LIMITED
Mark-up comments of Kamau & Otieno Advocates (for the Founders), draft 3, 9 April 2025
Cl. 2 (Investment): Savanna Growth Partners II to subscribe USD 1.5m for further Series A Preferred at the 2024 price.
Comment: Schedule 1 (current capitalisation as at 31 March 2025, before this extension) shows:
- Savanna Growth Partners II: 54.1%
- Grace Wambui (co-founder, CEO): 17.2%
- Brian Ochieng (co-founder, COO): 14.6%
- Nairobi Angels syndicate (converted notes): 6.1%
- ESOP (allocated and unallocated): 8.0%
Total: 100.0%
Savanna already holds a majority of the issued shares following conversion of its 2024 bridge note. On the terms proposed its stake would rise to about 61%. We ask that the extension be opened to at least one co-investor on the same terms.
Cl. 7 (Board): Investor proposes 3 of 5 seats. Founders' position: 2 founders, 2 investor, 1 independent jointly agreed.
Cl. 9 (Anti-dilution): Delete full ratchet; broad-based weighted average only.
Cl. 11 (Information rights): Accepted, save that monthly management accounts are to be delivered within 30 days (not 15).
Cl. 14 (Capitalisation): No comment. The capitalisation table has been reconciled to the CR12 issued by the Business Registration Service on 2 April 2025 and agrees in full.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['list', 'figures', 'indirect'],
  },
  // GM FY24 25.7/61.2 = 42.0% → FY25 25.3/72.4 = 35.0%: −7 pts; Umhlanga 27.5/72.4 = 38% ≥ 30%; revenue +18% yoy
  {
    id: 'd17-w1-010',
    documentType: 'business_plan',
    text: `DRAFT IC memo: Karoo Table Foods (Pty) Ltd, Series A R45m, v0.3 (TM, pls don't circulate yet)

What they do: B2B frozen ready-meals to retail + corporate canteens, Gauteng & W Cape. Ask R45m for 22% post.

Fin snapshot (FYE Feb, mgmt accts):
- Rev FY24 R61.2m → FY25 R72.4m (+18% yoy)
- GP FY24 R25.7m → FY25 R25.3m
- EBITDA FY25 R3.1m, +ve 2nd yr running
- Top client Umhlanga Fresh Markets = R27.5m of FY25 rev; next 2 clients ~9% each
- Debt: only R4m asset finance on delivery vans, all payments current

My notes:
- GP flat while rev +18%, so margin compressed hard. Mgmt blames chicken input costs + diesel for gensets during load-shedding. Says new price list from Jul will fix it. Not in the numbers yet, so I wouldn't underwrite it
- Umhlanga contract is 2yr, renews Mar-26. Need to see the termination clause
- Founders both FT, own 71% btw them post-round, no other shareholders apart from angels (9%)
- Comps: 3 listed-co subsidiaries do this at scale, Karoo wins on regional recipes + smaller MOQ

TODO: ref calls w/ 2 clients, q/q rev split, check CoS allocation (are van costs in CoS or opex?)`,
    present: ['customer-concentration', 'gross-margin'],
    absent: ['declining-revenue', 'debt-distress', 'low-founder-ownership', 'no-competition'],
    traits: ['list', 'figures', 'informal', 'indirect'],
  },
  // largest buyer 28% < 30%; 2026 target 105m vs 2024 38.6m = 2.7x over two years < 4x a year
  {
    id: 'd17-w1-011',
    documentType: 'pitch_deck',
    text: `ASAASE SHEA PROCESSING LTD: INVESTMENT TEASER (STRICTLY CONFIDENTIAL), MAY 2025

The business: Women-sourced shea butter and shea stearin processor in Tamale, Northern Region, Ghana. Sells to cosmetics and confectionery buyers in the EU and Ghana.

Highlights
• Revenue 2024: GHS 38.6 million (2023: GHS 27.1 million)
• Gross margin 2024: 31% (2023: 29%)
• EBITDA 2024: GHS 5.2 million
• Largest buyer (a Netherlands-based cosmetics ingredients distributor): 28% of 2024 revenue; no other buyer above 12%
• 4,200 women collectors across 63 communities, paid by mobile money within 48 hours
• FDA Ghana product registration and export permit granted January 2024; EU organic certification renewed April 2025

Competition: We compete with three larger processors in the north and many informal women's groups for kernels. Our edge is traceability and prompt payment to collectors.

Plan: Revenue target of GHS 105 million in 2026 once the second press line is commissioned (capacity from 9,000 t to 20,000 t of kernels).

Raise: USD 3.0 million (equity and mezzanine) for the second line and working capital.

Contact: Abena Owusu-Boateng, CFO, abena@asaaseshea.com.gh`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'pending-licence', 'no-competition'],
    traits: ['list', 'figures'],
  },
  // Lakeside 7.3bn / 27.1bn = 26.9% < 30% (FY2023 33% is past)
  {
    id: 'd17-w1-012',
    documentType: 'legal_docs',
    text: `CONTRACT SUMMARY: PREPARED FOR INVESTOR DATA ROOM (Folder 6.2)

Contract: Master Services Agreement between Lakeside Mobile Uganda Ltd ("Customer") and Pearl Tower Services Ltd ("PTS")
Signed: 1 July 2023. Term: 3 years, renewing annually unless either party gives 90 days' notice.
Scope: Preventive and corrective maintenance of 412 tower sites in the Central and Western regions; diesel supply to 120 off-grid sites.
Fees: UGX 1.38 million per site per month for maintenance; diesel at cost plus 6%.
Value FY2024: UGX 7.3 billion, being 27% of PTS revenue of UGX 27.1 billion (FY2023: 33%, before the Western region sites were added under separate contracts).
Payment terms: 60 days. No amounts overdue beyond 90 days at 31 March 2025.
SLA penalties: Up to 10% of monthly fee where site availability falls below 99.5%. UGX 41 million deducted in FY2024, none disputed.
Termination: For convenience by the Customer on 6 months' notice; for cause on 30 days' notice after a cure period.
Disputes: Negotiation between senior officers, then arbitration in Kampala under the Arbitration and Conciliation Act. No dispute has been notified by either party.
Related parties: The Customer is not affiliated with any director or shareholder of PTS.
Reviewer: S. Namubiru, Legal Counsel, 2 April 2025`,
    present: [],
    absent: ['customer-concentration', 'litigation', 'related-party'],
    traits: ['list', 'figures', 'negation', 'time'],
  },
  {
    id: 'd17-w1-013',
    documentType: 'legal_docs',
    text: `INTERNAL MEMO | To: All staff, Ikaze Health Ltd | From: Jean-Paul Habimana, CEO | Date: 3 March 2025
Subject: Handover of operations responsabilities

Dear team,
With a mixed feelings I inform you that our co-founder and COO, Mrs. Aline Uwase, has decided to leave the company at end of April 2025 for personal and family reason. She will relocate to Canada with her family. Aline is with us since the first day in Remera in 2019 and she build the partner clinics network from 3 to 41 clinics.

The handover will be like this:
- Partner clinics relations: to Eric Nkurunziza (from 15 March)
- Procurement and stock of devices: to Diane Mukamana
- Payroll and RSSB declarations: to finance team (Olivier)
- Aline will stay available by phone until end of June for any questions.

About her shares: the board has agreed with Aline that the unvested shares are cancelled and the vested part (4%) is bought back by the company at the agreed price. The share transfer was signed on 28 February and registered with RDB, so there is no open matter about this.

Please do not share this memo outside the company before the official announcement on 10 March.

Murakoze cyane,
Jean-Paul`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['prose', 'list', 'time'],
  },
  // cash 22.4m / net burn 3.1m = 7.2 months < 9 (≈30 weeks); churn 11/150 = 7.3% in a month ≥ 5%; costs 5.6m > rider revenue 2.5m in January
  {
    id: 'd17-w1-014',
    documentType: 'business_plan',
    text: `Notes, Sun 9 Feb 2025

Couldn't sleep again. Writing it down so I stop doing the maths in my head.

Bank (KCB + M-Pesa float) as of Friday: KES 22.4m. January we spent KES 5.6m all-in (salaries 2.1, battery leases 1.9, swap station rent, the van, airtime, etc). Money in from riders: KES 2.5m. So we're going backwards about 3.1m a month. Achieng says "maybe 30 weeks if nothing changes". She is being kind, it is about that.

Riders: started Jan with 150 on subscription. 11 cancelled during the month, mostly the Githurai lot, went back to petrol bikes when the Roysambu swap station kept running out of charged packs. 9 new signed. So 148 at month end. December was similar, 10 out.

Nobody has promised the bridge. Mwangi at the fund said "probably Q2". Probably.

Things I can actually control:
1. Fix Roysambu charging (second charger, KES 380k, worth it)
2. Park the van
3. Renegotiate battery leases, Joseph said the lessor might give 3 months' holiday

Don't tell the team yet. Tell the board on Thursday.`,
    present: ['short-runway', 'high-churn', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['informal', 'indirect', 'figures', 'time'],
  },
  // opex EGP 27.9m < revenue 38.4m; revenue up from 35.1m; inquiry and claim both closed
  {
    id: 'd17-w1-015',
    documentType: 'legal_docs',
    text: `#finance-leadership, Slack export, 2 Dec 2024

Nour Elsayed (CFO) 10:14: FRA letter in. Inquiry into our consumer finance disclosures is closed. No findings, no penalty. Scan is in the DD folder.
Omar Hegazy (CEO) 10:15: 🙏 finally. 7 months of that
Nour Elsayed 10:16: Also Cairo Economic Court: El-Nasr Packaging appeal period expired 28 Nov. Their claim against us was dismissed in Sept, so it's final. Nothing open on the litigation schedule.
Omar Hegazy 10:18: ok so in the deck we can say no pending legal or regulatory matters?
Nour Elsayed 10:19: Yes, accurately. And the licence renewal came through last week, valid to Dec 2027.
Omar Hegazy 10:20: Nov numbers?
Nour Elsayed 10:23: Portfolio EGP 612m, NPL 90+ at 2.9%. Revenue EGP 38.4m vs 35.1m Oct. Opex 27.9m. Cash EGP 410m. All bank covenants tested fine at 30 Sep, nothing overdue.
Omar Hegazy 10:24: 👍 send me the one-pager by Thursday`,
    present: [],
    absent: ['regulatory', 'litigation', 'pending-licence', 'debt-distress'],
    traits: ['informal', 'negation', 'time'],
  },
];
