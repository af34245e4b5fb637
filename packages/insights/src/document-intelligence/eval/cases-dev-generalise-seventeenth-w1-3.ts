/**
 * Development set, seventeenth round (w1, part 3; 2026-11-30): English, in many genres and voices (board minutes, investor updates, chats, transcripts, lender and auditor letters, memos) from anglophone Africa, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW1Part3: readonly RedFlagCase[] = [
  // cash KES 310m / net burn 15m = 20.7 months; net burn 15m < revenue 42m a month; Baobab 49.5% < 50%; suit withdrawn
  {
    id: 'd17-w1-031',
    documentType: 'legal_docs',
    text: `SHAMBA BORA INPUTS LIMITED
Minutes of the 22nd meeting of the Board of Directors held on 14 November 2024 at Westlands, Nairobi and by video link
Present: P. Mutua (Chair), J. Chebet (MD and co-founder), S. Odhiambo (co-founder, Commercial Director), R. Gitau (Baobab Impact Fund), A. Lunani (independent). In attendance: K. Njoroge (Company Secretary), M. Wafula (Finance Manager)
1. Litigation. The Company Secretary reported that the suit filed in the High Court at Eldoret by Rift Valley Agrovets Ltd (former distributor) was withdrawn by consent on 3 October 2024, each party bearing its own costs. The file is closed and no other claims are pending or threatened.
2. Going concern assessment for the FY2024 accounts. The Finance Manager presented the cash flow forecast to December 2025. Cash at 31 October 2024 was KES 310 million; average net burn over the last six months was KES 15 million per month against average monthly revenue of KES 42 million. After discussion the Board concluded that there is no material uncertainty about the Company's ability to continue as a going concern, and directed that the auditors be given the forecast.
3. Shareholding. The Chair noted that following the secondary purchase from the founders' angel investors, Baobab Impact Fund now holds 49.5% of the issued shares. The shareholders' agreement caps any single investor below 50% without unanimous board approval. The register has been updated and agrees with the CR12.
4. Regulatory. The Kenya Plant Health Inspectorate Service renewed all product registrations in September 2024, valid to 2027.
5. There being no other business the meeting ended at 12:50 p.m.
Confirmed as a true record: ____________ Chair`,
    present: [],
    absent: ['litigation', 'going-concern', 'investor-control', 'short-runway'],
    traits: ['list', 'negation', 'figures', 'time'],
  },
  // revenue May RWF 412m < April 455m; gross margin 38% → 31% = −7 pts; cash 1.1bn / net burn 60m = 18 months; burn 60m < revenue 412m
  {
    id: 'd17-w1-032',
    documentType: 'business_plan',
    text: `Subject: Umucyo Solar, monthly update May 2025

Dear investors,
Please find our update for the month of May. This month was not easy for us and I prefer to tell you directly.
Sales: we installed 1,840 solar home systems (April 2,310). The revenue of the month is RWF 412 million compare to RWF 455 million in April. The reason is mostly the long rain season, our agents could not reach many households in Nyamagabe and Rusizi, and also the subsidy programme payments were delayed.
Margin: gross margin was 31% in May, it was 38% in April. The batteries we imported in March came with the new price after the franc depreciation and the freight from Dar es Salaam also increased. We are negotiating with a second supplier in Shenzhen.
Collections: PAYGo repayment rate is 91% (April 92%), stable.
Cash: RWF 1.1 billion at end of May. Our net burn is around RWF 60 million per month, so we are fine for more than one year.
Team: we have recruited a new Head of Agents Network, Mr. Claude Niyonzima, from a big telco. He will start 1 July.
Next month: we launch the fridge product in Musanze, and we will share the first numbers in the June update.
Thank you for your trust and if you have question please do not hesitate.
Best regards,
Clarisse Ingabire
CEO, Umucyo Solar Ltd, Kigali`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['short-runway', 'burn-above-revenue', 'debt-distress'],
    traits: ['prose', 'figures', 'time'],
  },
  {
    id: 'd17-w1-033',
    documentType: 'legal_docs',
    text: `SAHLA INVEST: ANSWERS TO DUE DILIGENCE QUESTIONNAIRE, PART C (LEGAL, REGULATORY, FINANCIAL)
Prepared by Dr. Hany Salem, General Counsel, and Marwa Gaber, CFO. Cairo, 9 February 2025

C.1 Does the Company hold all licences required for its activities?
Sahla operates a mobile app that lets retail users buy units of money-market and equity funds managed by licensed asset managers. It is not yet clear whether this activity requires the Company itself to be licensed by the Financial Regulatory Authority as an investment adviser or fund distributor, or whether it falls outside the regulated perimeter as a technology provider. We submitted a request for guidance to the FRA in September 2024 and have received no answer. We have not applied for any licence pending that guidance. Our external counsel considers both readings possible.

C.2 Has the Company been subject to any regulatory sanction? No.

C.3 Please provide audited financial statements for the last two years.
FY2023: audited; the auditor's report contains a qualified opinion because the auditor could not verify EGP 14.6 million of customer balances held with a payment aggregator at year end.
FY2024: audit fieldwork in progress; revenue per management accounts EGP 31.2 million.

C.4 Litigation: none pending or threatened.

C.5 Related parties: none. No director or shareholder has an interest in any supplier.`,
    present: ['regulatory', 'audit-opinion'],
    absent: ['pending-licence', 'litigation', 'related-party'],
    traits: ['list', 'modality', 'negation'],
  },
  // cash ₦96m / net burn ₦21m = 4.6 months < 9; costs ₦35m and net burn ₦21m both above revenue ₦14m; revenue up from ₦12.5m
  {
    id: 'd17-w1-034',
    documentType: 'legal_docs',
    text: `#founders (Slack), Bukka Box, Tue 11 Mar 2025

Funmi Oladipo 23:02: ok I finally finished Feb close
Funmi Oladipo 23:02: total spend ₦35m. revenue ₦14m (Jan was 12.5 so at least up)
Funmi Oladipo 23:03: bank is ₦96m after the Lekki kitchen deposit
Tayo Bello 23:05: so 96 over 21 net...
Tayo Bello 23:05: thats like 4 and a half months??
Funmi Oladipo 23:06: yes. not the 9+ months we told the angels in December. the Ikeja kitchen fit-out ran over and generator diesel is killing us
Tayo Bello 23:08: ok we need to cut. pause the Ajah kitchen, kill the billboard on Third Mainland
Funmi Oladipo 23:09: and the 3 ops hires. I'll talk to Ngozi about the rider fleet contract tomorrow
Tayo Bello 23:10: and we start the bridge convo this week, not April
Tayo Bello 23:11: btw i'm not going anywhere before you ask lol. just tired
Funmi Oladipo 23:11: I know 😂 sleep. tomorrow 9am call with Chidi from the fund`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'founder-departure'],
    traits: ['informal', 'indirect', 'figures', 'split'],
  },
  // arrears cleared 30 Sept 2024 and account performing; covenants met at Dec 2024 test
  {
    id: 'd17-w1-035',
    documentType: 'legal_docs',
    text: `MASHARIKI DEVELOPMENT FINANCE LIMITED
Upper Hill, Nairobi | 20 January 2025 | Ref: MDF/PF/KTP/017

The Chief Executive Officer, Kericho Tea Packers Limited, Kericho
Dear Mr. Langat,
RE: TERM LOAN OF KES 180,000,000: CONFIRMATION OF ACCOUNT STATUS
We refer to your request of 13 January 2025 for a letter for your prospective investors.
We confirm that:
1. Following the restructuring agreed on 14 August 2024, the instalment schedule was extended by 18 months and the arrears of KES 23.6 million that had accrued between April and July 2024 were cleared in full on 30 September 2024.
2. Since then all instalments have been paid on or before their due dates, and the account is classified as Normal (performing) in our books and in our submissions to the credit reference bureaus.
3. At the covenant test of 31 December 2024 the Company met all reset covenants: Debt Service Coverage Ratio 1.48 times (minimum 1.20 times) and Debt to Equity 0.9 times (maximum 1.5 times).
4. No event of default is outstanding, and the Lender has not issued and does not intend to issue any notice of default or demand.
This letter is issued at the request of the Company, without liability on the part of the Lender, and reflects our records as at its date.
Yours sincerely,
Beatrice Wanjala, Head of Portfolio Management`,
    present: [],
    absent: ['debt-distress'],
    traits: ['list', 'negation', 'time'],
  },
  // cost of sales GHS 16.8m > revenue 16.1m: gross margin negative (2023: (15.2 − 12.1) / 15.2 = 20%), and costs of sales above revenue = burn-above-revenue; revenue up from 15.2m
  {
    id: 'd17-w1-036',
    documentType: 'financial_statements',
    text: `MANAGEMENT LETTER, KINTAMPO POULTRY LIMITED, YEAR ENDED 31 DECEMBER 2024
From: Addo, Quaye & Associates, Chartered Accountants, Kumasi. 30 April 2025

1. Audit opinion
We have issued a qualified opinion on the financial statements. The biological assets (layers and broilers) of GHS 3.4 million were valued by management without a headcount at year end, and we were unable to obtain sufficient appropriate evidence of their quantity by other procedures.

2. Results for the year
| | 2024 (GHS m) | 2023 (GHS m) |
| Revenue | 16.1 | 15.2 |
| Cost of sales | 16.8 | 12.1 |
| Gross (loss)/profit | (0.7) | 3.1 |
The increase in cost of sales is mainly due to maize and soya prices, which rose by more than 60% in the year, while egg prices were held to protect market share in Kumasi and Techiman.

3. Going concern
The shareholders provided a written letter of support and converted GHS 2.0 million of loans into equity in March 2025. Based on this and the 2025 budget, the directors concluded, and we agree, that no material uncertainty exists.

4. Internal control
Cash sales at the farm gate are not reconciled daily. We recommend daily reconciliation by someone other than the cashier.

Management comments are included in Appendix 1.`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['table', 'list', 'figures'],
  },
  // revenue R46m up from R31m; departure rumour denied; no legal action
  {
    id: 'd17-w1-037',
    documentType: 'business_plan',
    text: `"LERATO ISN'T GOING ANYWHERE": Siyahamba Mobility CEO on safety, drivers and growth
(The Jozi Tech Review, 22 October 2024. Interview by Megan Pillay)

Siyahamba runs women-driven e-hailing in Johannesburg and Pretoria. Co-founder and CEO Nomsa Dube spoke to us at the company's Braamfontein office.
Q: There have been reports that your co-founder and CTO Lerato Sithole is leaving.
A: That is simply not true. Lerato moved to Cape Town in August to open our office there, and she is still CTO and still a director. I spoke to her an hour ago. People saw her LinkedIn location change and made a story.
Q: Some drivers protested outside your office in July. Is there legal action?
A: No. We met the drivers' committee, we reduced our commission from 20% to 17% for drivers with more than 500 trips, and the matter was resolved. No case was opened by anyone.
Q: Who do you compete with?
A: Two global giants and a few local apps. We are not alone. Our difference is that every driver is a woman and every trip is tracked by our own control room.
Q: And the numbers?
A: Revenue was R46 million in the last financial year, up from R31 million. We have 2,100 active drivers, and we have been EBITDA positive since March.
Q: What's next?
A: Durban in 2025, and a product for schools.`,
    present: [],
    absent: ['founder-departure', 'litigation', 'no-competition'],
    traits: ['prose', 'negation', 'time'],
  },
  // recurring ₦80m a month includes one-time inverter sales; ₦12bn next year / ~₦1bn this year = 12x ≥ 4x
  {
    id: 'd17-w1-038',
    documentType: 'business_plan',
    text: `[speech-to-text] Naija Builders Podcast episode 88 "Solar is the new NEPA" guest Ifeanyi Okoro CEO PowerBox

host welcome welcome so PowerBox, give us the numbers
ifeanyi ok so today our monthly recurring revenue is about eighty million naira a month
host eighty million monthly
ifeanyi yes and that's including the outright sales of inverters and batteries to the big houses in Lekki and Abuja you know some customers just want to buy the whole system cash one time so we put it in MRR because those customers usually take the maintenance plan later
host ok interesting
ifeanyi so this year we will close around one billion naira total
host and next year
ifeanyi next year we are targeting twelve billion I'm very serious Kano Kaduna Port Harcourt Enugu all launching Q1 we have the demand the demand is crazy every business in this country needs power
host twelve billion wow
ifeanyi yes we've hired the team already
host and competition
ifeanyi there are many solar companies o we are not the only one but our subscription model is what makes the difference
host ok let's talk about the funding`,
    present: ['non-recurring-revenue', 'unrealistic-growth'],
    absent: ['no-competition'],
    traits: ['transcript', 'informal', 'figures', 'indirect'],
  },
  // licence granted, so no pending licence; revenue GHS 2.3m a month stated
  {
    id: 'd17-w1-039',
    documentType: 'business_plan',
    text: `It's official. 🇬🇭🎉

Yesterday the Bank of Ghana granted Susu Wallet our Enhanced Payment Service Provider licence. Fourteen months after we submitted the application, after three rounds of questions, two on-site inspections and more documents than I ever want to see again, we are fully licensed.
What this means for our 340,000 users, mostly market traders and susu collectors in Kumasi, Accra and Takoradi:
✔️ Higher wallet limits
✔️ Direct settlement, no more waiting for a partner bank
✔️ Interoperability with all mobile money networks
Some people asked me during those 14 months why we didn't just "find a way around it". My answer was always the same: people trust us with their daily savings. We do it properly or we don't do it.
Where we are today: GHS 120m in monthly transaction value and revenue of about GHS 2.3m a month, up from GHS 1.4m a year ago.
Big thanks to our compliance lead Akosua, our board, and the regulator's fintech office for their patience and guidance.
Now back to work. 💪🏾
#Fintech #Ghana #Susu #FinancialInclusion
Yaw Darko, Co-founder & CEO, Susu Wallet`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['informal', 'time'],
  },
  // founders 21.5% + 14.8% = 36.3% < 40%; largest investor 27.0% < 50%; table 36.3 + 27.0 + 14.2 + 10.5 + 12.0 = 100
  {
    id: 'd17-w1-040',
    documentType: 'legal_docs',
    text: `FYNBOS HEALTH (PTY) LTD: SERIES A TERM SHEET (DRAFT 2)
Comments of Hendricks Moosa Attorneys on behalf of the lead investor, 4 March 2025

1. Capitalisation (Annex 1). The company's capitalisation table v4, as provided, shows: Dr Ayesha Patel (co-founder, CEO) 21.5%; Johan Erasmus (co-founder, CPO) 14.8%; Kalahari Ventures 27.0%; Table Mountain Angels 14.2%; holders of 2022 convertible notes 10.5%; ESOP 12.0%.
Comment: This table does not reconcile with the securities register or with the CIPC records. In particular (a) the conversion shares for the 2022 notes appear in the table but were never allotted by board resolution; (b) the ESOP is shown as 12% in the table but 8% in the 2023 board resolution; and (c) the register lists a shareholder, "FH Trust", that does not appear in the table at all. We require a reconciled capitalisation table, certified by the company's attorneys, as a condition precedent.
2. Founder ownership. On the company's own figures the two active founders hold 36.3% together before this round. Our client is concerned about founder incentives and proposes a founder top-up option pool of 5%, vesting over four years.
3. Board. Agreed: 2 founders, 2 investors, 1 independent.
4. Warranties. Add a specific warranty that the reconciled table is complete and accurate, with an uncapped indemnity for any claim by a person not shown in it.`,
    present: ['low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'indirect'],
  },
  // LTV = 28k × 45% × 23 months = UGX 290k; / CAC 85k = 3.4x, matches claim; top buyer 29% < 30%; GM 48% → 45% = −3 pts; cash 2.2bn / burn 200m = 11 months; churn 4.3% < 5%
  {
    id: 'd17-w1-041',
    documentType: 'business_plan',
    text: `IC MEMO (DRAFT v0.2), Gulu AgriHub Ltd, seed+ USD 1.5m. Author: D. Okello (analyst). Not for circulation.

Biz: farmer aggregation + input credit + offtake, Northern UG (Gulu, Lira, Kitgum). Subscription "Hub Plus" for farmer groups + margin on produce sold to processors.

Numbers (mgmt accts to Apr-25):
- Rev FY24 UGX 5.1bn (+62% yoy), Apr-25 monthly UGX 520m
- GM 45% (FY23 48%), mix shift to sesame
- Net burn ~UGX 200m/mo, cash UGX 2.2bn → ~11 mo
- Top buyer (an oilseed processor in Lira) 29% of FY24 rev, next 3 ~10% each
- Hub Plus groups 1,240, mo churn 4.3% avg L6M

Unit econ check (mgmt claims LTV/CAC 3.4x):
CAC UGX 85k per group (field officers + demo days), ARPU 28k/mo, GM 45%, avg life 23 mo
→ LTV = 28k × 0.45 × 23 ≈ 290k → 290/85 = 3.4x ✔ ties out

Comments:
- Concentration just under 30%, watch it. Mgmt adding 2 sunflower buyers in Q3
- Churn close-ish to 5% mo, but improving (4.8% → 3.9% over 6 mo)
- Runway ok for the round timeline, not generous

Recommend: proceed to full DD.`,
    present: [],
    absent: ['unit-economics', 'customer-concentration', 'gross-margin', 'short-runway', 'high-churn'],
    traits: ['list', 'figures', 'informal'],
  },
  {
    id: 'd17-w1-042',
    documentType: 'pitch_deck',
    text: `MTAA HEALTH | Confidential Teaser | Seed round | Nairobi, April 2025

The problem: 60% of Kenyans in informal settlements skip care because a clinic visit costs a day's wages. Most do not own a smartphone.
Our solution: Doctor consultations by USSD and voice callback in Kiswahili, Sheng and English, with prescriptions sent to a partner chemist within 500 m of the patient.
Traction
• 212,000 registered users in Kibera, Mathare, Kawangware and Mukuru
• 38,000 consultations completed since launch (July 2024)
• 140 partner chemists, 26 licensed clinical officers on rota
• Average callback time: 7 minutes
Market: KES 180bn outpatient market in Kenya; 9 million people in urban informal settlements.
Competition: We have no direct competitors. No other tele-health platform in East Africa is built for USSD and feature phones.
Business model: Per-consultation fee paid by M-Pesa, plus commission from partner chemists.
Team: Dr. Wairimu Njoroge (CEO, former county health officer), Kevin Otieno (CTO, ex-telco USSD engineer).
The ask: USD 2 million seed to reach 500,000 users by end of 2026 and expand to Mombasa and Kisumu.
Contact: wairimu@mtaahealth.co.ke`,
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
  },
  // Shifa Hospitals EGP 9.4m / 52.0m = 18% < 30%
  {
    id: 'd17-w1-043',
    documentType: 'legal_docs',
    text: `CUSTOMER CONTRACT SUMMARY
Company: Shifa Diagnostics Systems S.A.E. | Prepared by: Legal department | 15 January 2025

Customer: General Authority for Teaching Hospitals and Institutes (11 hospitals in Cairo and Giza)
Contract: Supply, installation and maintenance of laboratory information systems; signed 1 March 2023; term 4 years.
Value: EGP 9.4 million recognised in FY2024, being 18% of total company revenue of EGP 52.0 million. The next largest customer, a private hospital group, represented 9%.
Pricing: Fixed annual licence per hospital plus maintenance; indexed annually to the CBE core inflation rate, capped at 20%.
Payment: Quarterly in arrears. Receivables at 31 December 2024: EGP 2.1 million, all within terms.
Termination: The customer may terminate for convenience on 6 months' notice, paying for services rendered and unamortised installation costs. This right has never been exercised.
Disputes: Amicable settlement, then the State Council administrative courts. There are no disputes, claims or notices of breach outstanding. A 2023 disagreement over installation delays was resolved by an agreed amendment in June 2023.
Related parties: None. No director, shareholder or family member has any interest in the customer or its officers.
Conclusion: A material but not dominant contract, on standard public-sector terms.`,
    present: [],
    absent: ['customer-concentration', 'litigation', 'related-party'],
    traits: ['list', 'figures', 'negation', 'time'],
  },
  {
    id: 'd17-w1-044',
    documentType: 'legal_docs',
    text: `INTERNAL MEMO: NAIJA HAUL LOGISTICS LIMITED
From: Human Resources | To: All Heads of Department | Date: 2 June 2025
Subject: Resignation of the Chief Financial Officer and interim finance arrangements

1. This is to inform you that our Chief Financial Officer, Mr. Femi Olatunji, has resigned from the company. His resignation was accepted by the Board on 30 May 2025 and his last working day is 30 June 2025. He is joining a bank in Lagos Island.
2. Handover: Mr. Olatunji will hand over treasury and bank relationships to the Financial Controller, Mrs. Kemi Afolabi, and the FIRS and LIRS filings to the Tax Manager. The handover checklist is attached and must be signed off by 27 June.
3. Interim arrangement: With effect from 1 July 2025, the finance function will be supported by Adeyemi & Co. (Chartered Accountants) under an outsourced CFO engagement at a fee of ₦2.5 million per month, for an initial period of six months. The principal partner of Adeyemi & Co., Mrs. Bola Adeyemi, is the wife of our Managing Director, Mr. Kunle Adeyemi. The engagement letter was signed by the Managing Director.
4. Recruitment of a permanent CFO will start after the Q3 board meeting.
5. All payment approvals above ₦5 million will, until further notice, require the signature of the Managing Director and the Financial Controller.
Kindly bring this memo to the attention of your teams.
Signed: Toyin Bakare, Head, Human Resources`,
    present: ['founder-departure', 'related-party'],
    absent: ['debt-distress'],
    traits: ['list', 'prose', 'time'],
  },
  // cash R6.2m / net burn R600k = 10.3 months ≥ 9; churn 4.6% < 5%; net burn 0.6m < revenue 1.1m
  {
    id: 'd17-w1-045',
    documentType: 'business_plan',
    text: `journal, 1 June 2025 (Sunday, Observatory)

May close done. Writing it down before the board pack turns it into slides.
Cash R6.2m. Burn averaged R600k a month net over the last quarter. Ten months and a bit. Not 9, not 12. Ten. I keep wanting to round it down to scare myself into fundraising, but it's ten.
Revenue R1.1m in May, R1.04m in April. Subscriptions up to 2,380 families.
Churn 4.6% in May, April was 4.9%. The "Matric crunch" cohort from last year is finally settling. Below 5 for three months running. I want it below 3.
Tutors: 310 active. Two complaints escalated this month, both resolved, one tutor let go. No disputes outstanding, thank God, after last year's mess with the Durban agency that was settled in February.
Competition: the big ed-tech guys launched a live tutoring tier at R99. Ours is R449. Parents who care about results still pay. For now.
Board on the 12th. Things to say straight: runway is ten months, the Series A needs to start in August, and I want to hire a second sales person anyway.
Things not to say: that I'm tired. Everyone's tired.`,
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'litigation'],
    traits: ['informal', 'figures', 'negation', 'time'],
  },
];
