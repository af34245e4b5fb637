/** NINTH held-out set, English 2 (see cases-dev-retired-ninth.ts). */
import type { RedFlagCase } from './case';

export const heldOutNinthEnglish2: readonly RedFlagCase[] = [
  // LTV from own figures: 4,000 x 40% / 8% = ₦20,000; / CAC 9,500 = 2.1x, not 6.0x; payback 9,500 / 1,600 = 5.9 months; churn 8%/month >= 5%
  { id: 'h9-en-likita-deck', documentType: 'pitch_deck', traits: ['list', 'figures', 'indirect'],
    text: `LIKITA+ — Seed round | Abuja, 2025
Slide 9: Unit economics (Q4 2024)

ARPU ............................ ₦4,000 per member per month
Contribution margin ............. 40%
Monthly member churn ............ 8%
Blended CAC ..................... ₦9,500
LTV ............................. ₦57,000
LTV / CAC ....................... 6.0×
CAC payback ..................... under 3 months
Q4 2024 revenue ................. ₦186m (Q3: ₦151m)

Why it works: members join through their employer's HR portal, so acquisition rides on payroll; clinics in Wuse, Garki and Gwarinpa are paid per visit, not per member.`,
    present: ['unit-economics', 'high-churn'], absent: ['declining-revenue'] },
  { id: 'h9-en-kombo-minutes', documentType: 'legal_docs', traits: ['prose', 'time', 'negation'],
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF KOMBO ECO-LODGES LIMITED
Kololi, The Gambia — 22 January 2025
Present: Fatou Jallow (Chair), Lamin Ceesay (Managing Director), Awa Njie, Pieter de Vries (investor director)
Item 3 — Bank facility
The Managing Director reported that the instalments of D 1,150,000 due on 30 November and 31 December 2024 under the Atlantic Commercial Bank term loan were not paid. On 15 January 2025 the bank served a notice of default and reserved its rights under the facility agreement; it has not started recovery proceedings. Management has proposed a six-month capital holiday.
Item 4 — Going concern
The directors discussed whether the company can meet its obligations as they fall due over the next twelve months. Given the default, the weak booking curve for the 2024/25 season and the absence of confirmed new funding, the board agreed that a material uncertainty exists which casts significant doubt on the company's ability to continue as a going concern, and instructed that this be disclosed in the 2024 financial statements.
Item 5 — Next meeting: 19 February 2025.`,
    present: ['debt-distress', 'going-concern'], absent: ['litigation'] },
  // founders 41 + 23 = 64%; Jozi Catalyst 19%; two former engineers keep 7.5%; SAFEs not reflected, register not reconciled
  { id: 'h9-en-tsela-register-ocr', documentType: 'legal_docs', traits: ['ocr', 'table', 'figures'],
    text: `TSELA MOBILITY (PTY) LTD  -  SHARE REGISTER / CAP TABLE   (scan, p.1 of 2)

Shareholder                Class     No. shares      %
N. Dlamini (founder)       Ord       4 100 000    41,0
S. Pillay (founder)        Ord       2 300 000    23,0
Jozi Catalyst Fund         Pref A    1 900 000    19,0
K. Mahlangu *              Ord         450 000     4,5
T. Naidoo *                Ord         300 000     3,0
Angels (SAFE - see note)   -               ?         ?
ESOP                       Opt         950 000     9,5

* former engineers, resigned 2022 and 2023; shares issued on exercise of options, not repurchased.

Note (CFO, handwritten in margin): SAFE holders (R3,2m in total) not yet reflected. Valuation cap in the signed SAFEs differs from the board resolution of May 2023 - which one applies?? Register also not reconciled with the CIPC filing of 2023. Do not send to investors until fixed.`,
    present: ['cap-table-complexity', 'dead-equity'], absent: ['low-founder-ownership', 'investor-control', 'founder-departure'] },
  { id: 'h9-en-tokeh-press', documentType: 'legal_docs', traits: ['prose', 'time'],
    text: `FREETOWN BUSINESS DAILY — 14 May 2025

FISH-PROCESSING START-UP HALTED AS EPA SUSPENDS PERMIT
By Mariatu Kamara

The Environment Protection Agency has suspended the operating permit of Tokeh Blue Foods, the Freetown start-up that raised US$2.1 million last year to build a chilled fish-processing plant at Goderich, after residents complained of waste being discharged into the bay. The suspension, dated 3 April, remains in force until an independent audit of the effluent system is completed and reviewed by the Agency.

Separately, a group of 46 Goderich fishermen is suing the company in the High Court of Sierra Leone for damage to nets and lost catch, claiming Le 4.6 million. The case was adjourned last week to 28 May.

Tokeh's chief executive, Abdul Sesay, said the company "takes the concerns of the community seriously" and expected the plant to reopen "within weeks". The plant employed 84 people, most of them women from Goderich and Lumley, who have been sent home on half pay.`,
    present: ['regulatory', 'litigation'], absent: ['pending-licence'] },
  // gross margin 131.3/486.3 = 27.0% vs 121.1/441.9 = 27.4%; covenants met; no arrears
  { id: 'h9-en-pwani-accounts', documentType: 'financial_statements', traits: ['table', 'negation', 'figures'],
    text: `PWANI BOXES LIMITED (Mombasa) — Audited financial statements for the year ended 31 December 2024, extract
Report of the independent auditor: unqualified opinion, signed 28 March 2025.

Statement of profit or loss (KShs '000)      2024       2023
Revenue                                   486,300    441,900
Cost of sales                            (355,000)  (320,800)
Gross profit                              131,300    121,100
Distribution and admin                    (82,400)   (76,900)
Operating profit                           48,900     44,200

Note 19 — Borrowings
The KShs 120m asset-finance facility for the corrugator line requires net debt/EBITDA below 2.5x and a debt service cover ratio above 1.3x. Both covenants were met at every quarterly test date in 2024 (lowest DSCR: 1.41x in Q2). No instalments were in arrears at the year end or at the date of approval of these statements.`,
    present: [], absent: ['debt-distress', 'audit-opinion', 'gross-margin', 'declining-revenue'] },
  // June 137 < May 149 and H1 900 < H2 2024 961; supermarket chain 369/900 = 41% of sales
  { id: 'h9-en-dala-mgmt', documentType: 'financial_statements', traits: ['table', 'figures', 'indirect'],
    text: `DALA SNACKS LTD — Monthly management pack, June 2025 (unaudited, Kano)

Sales by month, ₦ million
Jan 142 | Feb 151 | Mar 163 | Apr 158 | May 149 | Jun 137
H1 2025 total: ₦900m (H2 2024: ₦961m)

Sales by channel, H1 2025
- Modern retail — SaveMart Nigeria (all stores, one national contract): ₦369m
- Open markets and wholesalers (Kano, Kaduna, Katsina): ₦412m
- Institutional (schools, barracks): ₦119m

Commentary
June volumes were hit by the groundnut price spike and a two-week delay in SaveMart's new listing. Open-market sales held up in Kurmi and Sabon Gari. Gross margin was broadly stable; we will present it with the Q2 pack.`,
    present: ['declining-revenue', 'customer-concentration', 'audit-opinion'], absent: ['gross-margin'] },
  // cash EGP 41.2m / net burn 5.6m = 7.4 months < 9; net burn 5.6m < revenue 7.4m
  { id: 'h9-en-kottab-update', documentType: 'business_plan', traits: ['prose', 'figures', 'time', 'indirect'],
    text: `Subject: Kottab — Q2 update and a team change

Dear investors,

Team news first. Mariam Fathy, our co-founder and Chief Product Officer, has told the board she will step down at the end of September to return to research at university. She has been central to everything we built and will help us hand over the curriculum team over the summer. We are interviewing two internal candidates for Head of Product.

The numbers for June:
• Revenue EGP 7.4m (May: EGP 6.9m), driven by the Thanaweya Amma exam-prep bundle
• Net burn EGP 5.6m
• Cash EGP 41.2m at 30 June
• 61,000 paying students, 38% outside Cairo and Giza

We will open the Series A process in September with the aim of closing before year end. Thank you for the introductions to Gulf investors — three first meetings are booked.

Omar Hassan, CEO`,
    present: ['founder-departure', 'short-runway'], absent: ['burn-above-revenue', 'declining-revenue'] },
  // Copperbelt 49.9% < 50%; founders 41% >= 40%; leaver's shares bought back and cancelled
  { id: 'h9-en-chanda-deed', documentType: 'legal_docs', traits: ['prose', 'figures', 'negation'],
    text: `DEED OF ADHERENCE AND AMENDMENT — CHANDA AGRITECH LIMITED (Lusaka)

Recital C. On 12 March 2024 Mr Mulenga Banda, a field agronomist employed by the Company until 31 January 2024, transferred his 180,000 Ordinary Shares to the Company under the good leaver provisions of clause 11 at fair value of ZMW 396,000. The shares were cancelled on 20 March 2024, and no former employee now holds shares in the Company.

Clause 2. Shareholding after completion. Following the issue of the Series A Preferred Shares, the issued share capital of 10,000,000 shares is held as follows: Copperbelt Ventures 4,990,000 (49.9%); Chanda Mumba (founder) 2,300,000 and Grace Lungu (founder) 1,800,000 (41.0% together); employee share trust 910,000 (9.1%).

Clause 3. Reserved matters. Copperbelt Ventures shall not, by itself, be able to pass any shareholder resolution; reserved matters require the consent of an investor majority and a founder majority.`,
    present: [], absent: ['dead-equity', 'investor-control', 'low-founder-ownership'] },
  // revenue 3.9 -> 12.0 -> 36.5 -> 110: about 3x every year for three years
  { id: 'h9-en-motshelo-plan', documentType: 'business_plan', traits: ['table', 'figures', 'negation'],
    text: `Motshelo Digital (Pty) Ltd — Five-year plan, summary (BWP), Gaborone

                     2024 actual   2025 plan   2026 plan   2027 plan
Revenue                 P 3.9m       P 12.0m     P 36.5m     P 110m
Operating costs         P 3.4m       P 8.8m      P 21.0m     P 52m
Savings groups served     1,150        3,600      11,000      33,000

Commentary. Our model digitises motshelo (rotating savings) groups and earns a fee on every contribution and payout. Tripling every year is achievable because each group brings its members' households onto the wallet, and the wallet product is already live. The Bank of Botswana e-money licence was granted in July 2024, so no further approvals are required for the plan.`,
    present: ['unrealistic-growth'], absent: ['pending-licence'] },
  // largest customer 29% < 30%; competitors named; revenue up
  { id: 'h9-en-dune-deck', documentType: 'pitch_deck', traits: ['list', 'negation', 'figures'],
    text: `DUNE FREIGHT — Series A | Windhoek, 2025

Slide 6 — Competitive landscape
We are not the only ones trying to fix cross-border trucking paperwork on the Walvis Bay corridor. Two South African freight platforms and one Kenyan digital forwarder are active here, and most shippers still use brokers in Katima Mulilo and Oshikango. We win on border-post integration with NamRA and on payments in N$ and kwacha.

Slide 7 — Customers and revenue
• 118 active shippers (fish, copper concentrate, beverages)
• Largest customer, a Walvis Bay fish exporter: 29% of FY2025 revenue
• FY2025 revenue N$14.2m (FY2024: N$9.1m); gross margin 33%

Slide 9 — Use of funds: N$40m for Zambia and DRC corridors.`,
    present: [], absent: ['no-competition', 'customer-concentration'] },
  { id: 'h9-en-rwenzori-dd', documentType: 'legal_docs', traits: ['list', 'negation', 'time'],
    text: `RWENZORI REMIT LTD — Due diligence request list v3: management responses (Kampala, 18 November 2024)

4.1 Licences held. Bank of Uganda: none yet. Our application for a Payment Service Provider licence under the National Payment Systems Act was submitted on 22 January 2024. BoU asked for additional information on our settlement arrangements in June; we supplied it in July. We are awaiting the decision. In the meantime inbound remittances are paid out through our partner bank under its licence.

4.2 Litigation. There is no pending or threatened litigation.

5.3 Premises. Our office at Plot 18, Kololo, is leased from Nakato Holdings Ltd at UGX 14.5m per month. Nakato Holdings is owned by Sarah Nakato, the wife of our CFO, Peter Ssemwogerere. The lease was approved by the board, with the CFO abstaining, and is renewable in 2026.`,
    present: ['pending-licence', 'related-party'], absent: ['litigation', 'regulatory'] },
  // ARR includes US$420k of one-off hardware sales; gross margin 62% -> 55% = down 7 points; hardware 420k/1.82m = 23% < 30%
  { id: 'h9-en-sankofa-deck', documentType: 'pitch_deck', traits: ['list', 'figures'],
    text: `SANKOFA POS — Slide 9: Key metrics at 31 December 2024 (Kumasi / Accra)

• ARR: US$1.82m (+71% YoY)
   – of which US$420k: 3,500 POS terminals sold outright in Q4 to a supermarket group
• Gross margin: 55% (2023: 62%) — terminals carry a thin margin
• Retailers on the platform: 2,940
• Net revenue retention: 118%
• Monthly logo churn: 1.9%

Next 12 months: move terminal buyers onto the US$19/month software plan and open Takoradi and Tamale.`,
    present: ['non-recurring-revenue', 'gross-margin'], absent: ['customer-concentration', 'high-churn'] },
  // possible lawsuit only (nothing filed); rider churn 7/214 = 3.3% < 5%
  { id: 'h9-en-sheba-chat', documentType: 'legal_docs', traits: ['informal', 'modality', 'negation'],
    text: `[Telegram — Sheba Rides ops, Addis Ababa]
Hanna: Mercato Traders still haven't paid the 1.8m birr for the Q3 deliveries
Dawit: I spoke to their finance guy yesterday. they say end of month
Hanna: if they don't pay by December we might have to take them to court
Dawit: let's not get there. our lawyer says send a formal demand letter first. nothing is filed and I'd rather keep them as a client
Hanna: ok I'll draft it today
Hanna: also riders: we lost 7 of 214 last month, about 3%
Dawit: much better than the summer. the fuel allowance is working
Hanna: 👍 will put both in Friday's report`,
    present: [], absent: ['litigation', 'high-churn'] },
  { id: 'h9-en-mazao-auditor', documentType: 'legal_docs', traits: ['prose', 'negation'],
    text: `REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF MAZAO GRAIN TRADERS LIMITED (Eldoret)
Qualified Opinion
We have audited the financial statements of Mazao Grain Traders Limited for the year ended 30 June 2024. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the financial statements give a true and fair view of the financial position of the Company in accordance with IFRS and the Kenyan Companies Act, 2015.
Basis for Qualified Opinion
Inventories are carried in the statement of financial position at KShs 48.2 million. We were appointed after the year end and were unable to observe the physical count at the Eldoret and Kitale stores, nor to satisfy ourselves by alternative means about the quantities held at 30 June 2024.
Conclusions relating to going concern
We have not identified a material uncertainty related to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.
Nairobi, 30 October 2024`,
    present: ['audit-opinion'], absent: ['going-concern'] },
  { id: 'h9-en-ileya-minutes', documentType: 'legal_docs', traits: ['prose', 'time'],
    text: `EXTRACT — MINUTES OF AN EMERGENCY MEETING OF THE BOARD OF ILEYA RENTALS LIMITED
Held virtually on 6 May 2025

1. Resignation. The Chair read the letter from Mr Segun Alade, co-founder and Chief Executive Officer, resigning as CEO and as a director with immediate effect. The board accepted the resignation.

2. Interim leadership. Ms Ngozi Eze, Chief Operating Officer, was appointed interim CEO pending a search.

3. Shares. The board noted that on 2 May the Company served a leaver notice and bought back Mr Alade's 2,400,000 Ordinary Shares at nominal value under clause 8 of the shareholders' agreement; the transfer has been registered. Mr Alade has since filed a claim at the Lagos State High Court challenging his classification as a bad leaver and the buy-back price. Counsel advised that the claim is defensible. The first hearing is fixed for 23 June.

4. Communication. The interim CEO will write to investors and staff by Friday.`,
    present: ['founder-departure', 'litigation'], absent: ['dead-equity'] },
  // cost of sales 3,918,200 > revenue 3,412,800: negative gross margin, so costs above revenue
  { id: 'h9-en-volta-statements', documentType: 'financial_statements', traits: ['table', 'figures', 'negation'],
    text: `VOLTA TOMATO PROCESSORS LTD — Financial statements for the year ended 31 December 2024
Audited; unmodified opinion signed in Accra on 30 April 2025

Statement of comprehensive income (GH₵)        2024           2023
Revenue                                   3,412,800      2,906,400
Cost of sales                            (3,918,200)    (2,271,500)
Gross (loss) / profit                      (505,400)       634,900

Note 3 — Going concern. The directors have assessed the company's ability to continue as a going concern. The 2024 gross loss arose from the collapse of tomato supply in the Upper East during the dry-season drought, which forced the company to buy paste from importers at spot prices. The shareholders have injected GH₵ 2.5m of equity in March 2025 and the directors are satisfied that no material uncertainty exists.`,
    present: ['gross-margin', 'burn-above-revenue'], absent: ['audit-opinion', 'going-concern', 'declining-revenue'] },
  // cash RWF 832m / net burn 88m = 9.45 months >= 9; net burn 88m < revenue 95m
  { id: 'h9-en-inzira-plan', documentType: 'business_plan', traits: ['table', 'figures'],
    text: `INZIRA FREIGHT — Cash plan to the Series A (Kigali, May 2025)

| Item (RWF) | Amount |
|---|---|
| Cash at 30 April 2025 | 832m |
| Average monthly revenue, Jan–Apr | 95m |
| Average monthly net burn, Jan–Apr | 88m |
| Runway at current burn | about 9.5 months |

The Series A process starts in June. Management will not hire ahead of the round; two truck leases are on 90-day notice and can be released if the close slips. The Rusizi corridor contract signed in April adds RWF 12m of monthly revenue from July, which would extend the runway further.`,
    present: [], absent: ['short-runway', 'burn-above-revenue'] },
  // cash US$486k / net burn 95k = 5.1 months (about 22 weeks) < 9; costs 135k and net burn 95k both above revenue 40k
  { id: 'h9-en-chikondi-email', documentType: 'business_plan', traits: ['prose', 'informal', 'figures', 'indirect'],
    text: `From: Grace Banda <grace@chikondisolar.mw>
To: Board; Malawi Impact Angels
Subject: Where we are — the honest version

Dear all,

I'd rather you hear this from me before the board pack. We have US$486k in the bank. Monthly revenue is averaging US$40k from pay-as-you-go collections in Lilongwe, Kasungu and Mzuzu, and we are spending about US$135k a month all-in, so net we go down roughly $95k a month. That gives us about 22 weeks unless the DFI loan lands.

The loan is at credit committee in Johannesburg on the 18th. If it comes through we will have working capital for the 6,000 home systems already ordered. If it doesn't, we will stop new installations in the Northern Region and keep only collections staff.

I know the kwacha devaluation made the import bill much worse than planned. I will walk you through a revised budget on Thursday.

Grace`,
    present: ['short-runway', 'burn-above-revenue'], absent: ['going-concern'] },
  { id: 'h9-en-coralwealth-fsc', documentType: 'legal_docs', traits: ['prose', 'negation', 'time'],
    text: `FINANCIAL SERVICES COMMISSION — MAURITIUS
Ebène, 4 March 2025

The Chief Executive Officer
Coral WealthTech Ltd

Re: Investment Dealer (Digital Trading Platform) Licence — lifting of restriction

We refer to our letter of 9 October 2024 by which the Commission restricted the onboarding of new clients by Coral WealthTech Ltd pending remediation of the deficiencies identified in its client due-diligence procedures.

Following review of the independent compliance report dated 14 February 2025 and the follow-up onsite visit of 26 February 2025, the Commission is satisfied that all remedial actions have been completed. The restriction is accordingly lifted with immediate effect and the matter is closed.

Your licence remains in full force. No further conditions apply beyond the standard reporting obligations.

Yours faithfully,
Director, Licensing`,
    present: [], absent: ['regulatory', 'pending-licence'] },
  // FY2025 ₦4.9bn / FY2024 ₦612m = 8x; largest buyer 233/612 = 38%
  { id: 'h9-en-kasuwa-deck', documentType: 'pitch_deck', traits: ['list', 'figures', 'indirect'],
    text: `KASUWA — the B2B grocery rail for Northern Nigeria | Kaduna, 2025

• Problem: 180,000 kiosks in Kaduna, Kano and Zaria buy stock in cash from open markets, twice a week, at retail-ish prices.
• Solution: app ordering, next-day delivery, 14-day credit underwritten on order history.
• Competition: there is no competition. Nobody else serves kiosk owners in the North with next-day delivery and credit.
• Traction FY2024: revenue ₦612m; 4,100 active kiosks; our largest buyer, a Kano wholesale co-operative that resells to its members, took ₦233m.
• FY2025 forecast: ₦4.9bn revenue from 30,000 kiosks.
• Raise: US$2m seed.`,
    present: ['no-competition', 'unrealistic-growth', 'customer-concentration'], absent: [] },
  // post-money 20m; Delta 18% < 50%; founders 52% >= 40%; leavers' options lapsed
  { id: 'h9-en-pharos-termsheet', documentType: 'legal_docs', traits: ['list', 'figures', 'negation'],
    text: `TERM SHEET — SERIES A PREFERENCE SHARES (non-binding)

Company: Pharos Diagnostics S.A.E., Alexandria
Investment: US$5.0m, led by Delta Health Partners (US$3.6m) with two co-investors (US$1.4m)
Pre-money valuation: US$15.0m; post-money US$20.0m (fully diluted)
Post-closing shareholding (fully diluted):
  Founders — Dr Nour El-Din and Dr Yasmine Hafez: 52.0%
  Delta Health Partners: 18.0%
  Co-investors: 7.0%
  Seed investors: 13.0%
  ESOP: 10.0%
Former employees: all options granted to former employees lapsed on departure and were returned to the pool; none holds shares.
Board: 5 seats (2 founders, 1 Delta, 1 seed, 1 independent)
Liquidation preference: 1× non-participating`,
    present: [], absent: ['investor-control', 'low-founder-ownership', 'dead-equity'] },
  // revenue 2,184,000 < 2,596,000; costs 1,610,000 + 498,000 = 2,108,000 < revenue; margin 26.3% vs 27.2%
  { id: 'h9-en-matopos-accounts', documentType: 'financial_statements', traits: ['table', 'figures', 'split'],
    text: `MATOPOS POULTRY (PVT) LTD — Audited financial statements for the year ended 30 June 2024 (extract)
Independent auditor's report: unqualified opinion (Bulawayo, 31 October 2024)

Statement of profit or loss (US$)     2024          2023
Revenue                          2,184,000     2,596,000
Cost of sales                   (1,610,000)   (1,890,000)
Gross profit                       574,000       706,000
Operating expenses                (498,000)     (541,000)
Operating profit                    76,000       165,000

Note 17 — Tax payable
Tax payable includes US$211,400 of ZIMRA income tax and VAT arrears for periods in 2023, on which penalties and interest continue to accrue. A payment plan was proposed to ZIMRA in July 2024 but had not been accepted at the date of these statements.`,
    present: ['declining-revenue', 'debt-distress'], absent: ['audit-opinion', 'gross-margin'] },
  // gross margin 62.7% -> 58.2% = down 4.5 points < 5; revenue up; audited
  { id: 'h9-en-stonetown-accounts', documentType: 'financial_statements', traits: ['prose', 'figures', 'negation'],
    text: `STONE TOWN BOUTIQUE STAYS LTD — Directors' report and audited financial statements, year ended 31 December 2024 (Zanzibar)

The auditors have issued an unmodified opinion on the financial statements.

Results. Revenue from rooms, food and beverage and excursions rose to US$3.41m (2023: US$2.98m) as occupancy recovered to 71% across the three properties in Shangani and Kiponda. Gross margin after direct costs was 58.2% (2023: 62.7%), 4.5 points lower, mainly because of food inflation and higher diesel costs during the long rains. Operating profit was US$0.52m (2023: US$0.49m).

Outlook. Forward bookings for the 2025 high season are ahead of last year. The directors have renegotiated supply contracts with two Unguja farms and expect margin to recover part of the decline.`,
    present: [], absent: ['gross-margin', 'declining-revenue', 'audit-opinion'] },
  // fund 5.06m / 9.0m = 56.2% >= 50%; founders 3.69m / 9.0m = 41.0% >= 40% (40.7% even on the trust's 310,000 count); register not reconciled with the trust deed
  { id: 'h9-en-maloti-register-ocr', documentType: 'legal_docs', traits: ['ocr', 'table', 'figures', 'indirect'],
    text: `MALOTI W00L TECH (PTY) LTD — Maseru
SHAREH0LDING AS AT 31/03/2025  (scanned copy)

Holder ......................................... Shares
Lerato Mokoena (founder) ................... 2 050 000
Thabo Ntsane (founder) ..................... 1 640 000
Highlands Development Fund ................. 5 060 000
Staff trust .................................. 250 000
T0TAL ...................................... 9 000 000

Company secretary's note: the staff trust's own records show 310 000 units allocated to employees against the 250 000 shares registered in its name, and two 2024 transfers between employees are not reflected. The register has therefore not been reconciled with the trust deed; the figures above are as registered. There are no convertible notes or options outstanding.`,
    present: ['investor-control', 'cap-table-complexity'], absent: ['low-founder-ownership'] },
  // no revenue or cost figure in the plan (students, tutors, use of funds in % only)
  { id: 'h9-en-coalcity-plan', documentType: 'business_plan', traits: ['list', 'time'],
    text: `COAL CITY TUTORS — Business plan summary (Enugu, 2025)

Mission: affordable exam coaching for every secondary student in the South-East.
Market: about 2.1 million secondary students across the five South-East states; WAEC and NECO pass rates in Mathematics trail the national average.
Product: live evening classes on low-data video, WhatsApp homework review, and monthly mock exams marked by vetted teachers.
Traction: 11,400 registered students; 3,200 weekly active; 140 vetted tutors; partnerships with 22 private schools in Enugu and Nsukka.
Team: Chiamaka Obi (CEO, ex-teacher). Our co-founder and CTO, Emeka Nwosu, left the company in April; the app is maintained by a contractor while we recruit his replacement.
Use of funds: product 45%, tutor acquisition 30%, marketing 25%.
Milestones: 25,000 registered students and two new states by December.`,
    present: ['missing-financials', 'founder-departure'], absent: [] },
  // stated regulatory uncertainty; costs ETB 31.2m < revenue ETB 38.6m; no licence application made
  { id: 'h9-en-sidama-plan', documentType: 'business_plan', traits: ['prose', 'modality', 'figures'],
    text: `Sidama Agri-Credit — Business plan 2025 (Hawassa), section 8: Risks

Financial summary. Revenue for the year to 7 July 2024 was ETB 38.6m against operating costs of ETB 31.2m. We lend only through our partner microfinance institution, which holds the loans on its balance sheet and pays us a servicing fee.

8.1 Regulatory. Our model relies on that partnership. In November 2024 the National Bank of Ethiopia circulated a draft directive on digital credit which, if adopted in its current form, would require platforms that originate loans to hold their own licence. Whether our partnership structure will remain permissible is unclear, and we cannot yet say how much capital such a licence would require. We have not applied for any licence while the text is in draft.

8.2 Foreign exchange. The float of the birr in 2024 raised the cost of our imported tablets by 90%.

8.3 Weather. A failed belg season would delay repayments by smallholders.`,
    present: ['regulatory'], absent: ['pending-licence', 'burn-above-revenue'] },
];
