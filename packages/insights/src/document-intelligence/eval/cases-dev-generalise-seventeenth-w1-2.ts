/**
 * Development set, seventeenth round (w1, part 2; 2026-11-30): English, in many genres and voices (board minutes, investor updates, chats, transcripts, lender and auditor letters, memos) from anglophone Africa, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW1Part2: readonly RedFlagCase[] = [
  // cash EGP 220m / net burn 11m = 20 months; net burn 11m < monthly revenue 14.2m
  {
    id: 'd17-w1-016',
    documentType: 'legal_docs',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF MASAREF PAY S.A.E., HELD AT THE COMPANY'S OFFICES, 90TH STREET, NEW CAIRO, ON 17 JULY 2024

Present: Eng. Hossam Fathy (Chairman), Ms. Dina Ragab (CEO), Mr. Sherif Mansour, Mr. Adel Kamel (independent). Secretary: Mr. Mostafa Lotfy.
1. Regulatory matters. The CEO informed the Board that by letter dated 2 July 2024 the Central Bank of Egypt instructed the Company to suspend onboarding of new merchants on its payment facilitation service until a review of the Company's KYC procedures is completed. Existing merchants may continue to transact. External counsel expects the review to take eight to twelve weeks.
2. Licence application. The Company's application to the Central Bank for a full payment service provider licence, submitted in February 2024, remains under review. No decision has been communicated. Until it is granted the Company continues to operate under its sponsor bank arrangement with a local commercial bank.
3. Financial position. The CFO presented the June management accounts: revenue EGP 14.2 million for the month, cash balances EGP 220 million and average net burn of EGP 11 million per month. The Board noted that cash is sufficient for more than eighteen months on current plans.
4. Resolutions. The Board RESOLVED (a) to appoint a KYC remediation consultant at a fee not exceeding EGP 1.8 million; and (b) that the CEO reports weekly to the Chairman on the CBE review.
There being no further business, the meeting closed at 1:15 p.m.`,
    present: ['regulatory', 'pending-licence'],
    absent: ['short-runway', 'burn-above-revenue', 'litigation'],
    traits: ['prose', 'list', 'time'],
  },
  // Q3 ₦184m < Q2 ₦201m; ARR ₦1.1bn includes one-off ₦140m Kano project; net burn ₦35m < ₦61m monthly revenue; cash ₦540m / 35m = 15 months; logo churn 2.1% a month
  {
    id: 'd17-w1-017',
    documentType: 'business_plan',
    text: `Subject: Akawo Cloud, Q3 2024 update (and a big one coming!!)
Dear investors and friends of Akawo,

Hope you are all doing well! Q3 was a rollercoaster but we ended strong. Quick highlights:

ARR crossed ₦1.1bn 🎉 This includes the ₦140m Kano State payroll integration project we delivered in August. It was a one-time implementation fee, but it shows state governments are buying and we are counting it in ARR since we believe more states will follow.
Revenue for Q3 was ₦184m against ₦201m in Q2. Honestly this is mostly timing: two big SME clients in Abuja delayed their annual renewals to October because of the fuel price wahala, and we expect them to land in Q4.
Customers: 1,430 paying SMEs, logo churn 2.1% a month (down from 2.8% in Q2). NPS 61.
Cash: ₦540m in the bank. Net burn about ₦35m a month, so we are well covered into 2026.
Team: we hired a Head of Sales from a big telco, Tolu Adebayo. She started 1 October and she is already killing it.
Asks:
1. Intros to HR heads at manufacturing companies in Ogun and Lagos
2. Anyone with a contact at the Kaduna or Oyo State Ministry of Finance

Thank you as always. E go better pass this!

Chukwudi Obi
CEO, Akawo Cloud Ltd`,
    present: ['non-recurring-revenue', 'declining-revenue'],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue'],
    traits: ['prose', 'informal', 'figures', 'indirect'],
  },
  {
    id: 'd17-w1-018',
    documentType: 'legal_docs',
    text: `PWANI AQUA LIMITED: RESPONSES TO INVESTOR DUE DILIGENCE QUESTIONNAIRE (SECTIONS 3 AND 5)
Prepared by: Fatuma Said, Finance Manager, with input from Wekesa & Co. Advocates. 12 May 2025
3.1 Provide the audited financial statements for the last two years.
FY2023 (year to 31 December 2023): audited by a registered audit firm in Mombasa; unqualified opinion; copy in folder 3.1.
FY2024: the audit has not started. We provide draft financial statements prepared by management (revenue KES 188.4m; cost of sales KES 121.7m). These have not been audited or reviewed. We expect the auditors to start fieldwork in June.
3.2 Are there any outstanding tax liabilities? No. KRA compliance certificate valid to 30 November 2025 is attached.
5.1 Provide the current capitalisation table.
We provide our best current version in folder 5.1, but we must note that the share register, the CR12 from the Business Registration Service and the ESOP ledger do not agree at present. The differences arise from (a) the 2022 share split, which was not filed with the Registrar, and (b) transfers by two angel investors to family members which were agreed by email but not stamped or recorded. The total number of shares on the three documents differs by about 4%. Wekesa & Co. are reconciling and will provide a certified table before signing.
5.2 Has any shareholder left the company with shares? No. All leavers' options lapsed unexercised.
5.3 Litigation: None.`,
    present: ['cap-table-complexity', 'audit-opinion'],
    absent: ['dead-equity', 'litigation', 'debt-distress'],
    traits: ['list', 'prose', 'time'],
  },
  // cash R14.6m / net burn R1.5m = 9.7 months ≥ 9; net burn 1.5m < monthly revenue 2.1m; SARS arrears settled
  {
    id: 'd17-w1-019',
    documentType: 'legal_docs',
    text: `[08/10/2024 07:42] Lindiwe (Mosaic Capital): Morning Thabo, quick q before our IC on Thursday. What's the runway looking like post-Sept?
[08/10/2024 07:55] Thabo Nkosi: Morning Lindi! Cash R14.6m at 30 Sept. Net burn averaged R1.5m the last 3 months, revenue R2.1m in Sept. So just under 10 months without the new round
[08/10/2024 07:56] Lindiwe (Mosaic Capital): ok. and the SARS thing from last year?
[08/10/2024 07:58] Thabo Nkosi: Fully settled in June. VAT and PAYE arrears paid in full, we got the tax clearance pin on 3 July. I'll drop it in the data room
[08/10/2024 07:59] Lindiwe (Mosaic Capital): 👍 and I heard Sipho is stepping back?
[08/10/2024 08:03] Thabo Nkosi: No no, he's on 6 weeks paternity leave from the 14th 😄 baby girl due any day. He's not going anywhere, he's literally running the Soweto expansion when he's back
[08/10/2024 08:04] Lindiwe (Mosaic Capital): haha congrats to him. Last one, top spaza wholesaler still ~20% of GMV?
[08/10/2024 08:06] Thabo Nkosi: 19% in Sept. Next biggest is 8%
[08/10/2024 08:06] Lindiwe (Mosaic Capital): perfect, thanks. Speak Thursday
[08/10/2024 08:07] Thabo Nkosi: Shot 🙏🏾`,
    present: [],
    absent: ['short-runway', 'debt-distress', 'founder-departure', 'customer-concentration', 'burn-above-revenue'],
    traits: ['informal', 'negation', 'figures', 'split'],
  },
  // DSCR 1.62x ≥ 1.30x; March excess regularised in five days and closed
  {
    id: 'd17-w1-020',
    documentType: 'legal_docs',
    text: `ADANSI COMMERCIAL BANK PLC, Corporate & Commercial Banking, Ridge, Accra
11 February 2025 | Ref: ACB/CCB/VAC/25/014

The Managing Director, Volta Agro-Chem Limited, Plot 14 Heavy Industrial Area, Tema
Dear Madam,

ANNUAL REVIEW AND RENEWAL OF CREDIT FACILITIES

We are pleased to advise that, following our annual review, the Bank has approved the renewal of the following facilities for a further twelve months to 31 January 2026:
(i) Overdraft: GHS 5,000,000, interest at the Ghana Reference Rate plus 4.5%;
(ii) Term loan: GHS 12,000,000 outstanding, repayable in monthly instalments of GHS 410,000.

Our review of the audited financial statements for 2024 and the management accounts for January 2025 confirms that all financial covenants were met: the Debt Service Coverage Ratio was 1.62 times (minimum 1.30 times) and the Current Ratio 1.41 times (minimum 1.20 times). All instalments were paid on their due dates.

We note that the temporary excess of GHS 230,000 on the overdraft in March 2024 was regularised within five days and has not recurred. The Bank considers the matter closed.

All other terms and conditions of the Facility Letter dated 2 February 2022 remain unchanged. Kindly sign and return the duplicate copy of this letter as acceptance.
Yours faithfully,
For: ADANSI COMMERCIAL BANK PLC
Yaw Boakye-Ansah, Relationship Manager | Nana Adjoa Frimpong, Head of Credit`,
    present: [],
    absent: ['debt-distress'],
    traits: ['prose', 'list', 'negation', 'time'],
  },
  // opinion unmodified (material uncertainty paragraph only); net operating outflow ₦290m < revenue ₦2.31bn; PAYE ₦47.3m and pension ₦18.9m unremitted = arrears
  {
    id: 'd17-w1-021',
    documentType: 'financial_statements',
    text: `OKONKWO BALOGUN & CO. (Chartered Accountants), 22 Awolowo Road, Ikoyi, Lagos
REPORT TO THE BOARD OF DIRECTORS OF SABO AGRO-PROCESSING LIMITED ON THE AUDIT FOR THE YEAR ENDED 31 DECEMBER 2024
1. Audit opinion. We have issued an unmodified opinion on the financial statements. Revenue for the year was ₦2.31 billion (2023: ₦2.04 billion).
2. Material uncertainty related to going concern. The Company had net operating cash outflows of ₦290 million for the year (2023: inflow of ₦45 million) and, as at 31 December 2024, its current liabilities exceeded its current assets by ₦630 million. The directors' plans depend on a rights issue that has not been underwritten. These conditions indicate that a material uncertainty exists which may cast significant doubt on the Company's ability to continue as a going concern. Our report draws attention to this matter; our opinion is not modified in respect of it.
3. Statutory deductions. PAYE deducted from staff salaries for July to December 2024, amounting to ₦47.3 million, had not been remitted to the Lagos State Internal Revenue Service at the year end. Pension contributions of ₦18.9 million for the same months were also unremitted. Penalties and interest may apply. We recommend that these arrears be regularised immediately.
4. Fixed asset register. The register was not reconciled to the general ledger until after year end. This has now been done and no differences remain.

We thank management and staff for their cooperation during the audit.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    traits: ['list', 'prose', 'figures'],
  },
  {
    id: 'd17-w1-022',
    documentType: 'business_plan',
    text: `"NOBODY ELSE IS DOING THIS": Q&A with DawaDrop founder Patricia Nalwoga
(Kampala Business Weekly, 4 April 2025)
Q: DawaDrop delivers prescription medicine by boda boda across Kampala. How big is it now?
A: We did about UGX 1.9 billion in sales last year, roughly 11,000 orders a month now, mostly Kampala, Wakiso and Mukono.
Q: Who do you compete with?
A: Honestly, there is no one else doing what we do in Uganda. Pharmacies deliver sometimes, yes, but no one is doing verified prescriptions, cold chain and delivery in one place. We are alone in this market.
Q: What about regulation? Online pharmacy is sensitive.
A: The rules are clear, the National Drug Authority published guidelines in 2023. We applied for our online pharmacy licence in August last year and we are still waiting for the approval. Meanwhile every order is dispensed by our partner pharmacy in Ntinda, which has its own full licence, so patients are safe.
Q: Are you raising?
A: Yes, USD 1.2 million seed. We want to open Entebbe and Jinja this year.
Q: Your biggest lesson?
A: Riders are the brand. If the rider is rude, the patient never comes back.`,
    present: ['no-competition', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['prose', 'time'],
  },
  // contribution = 2,500 × 12% = RWF 300 a month; payback 12,000 / 300 = 40 months (claimed ~6); LTV 300 × 30 = 9,000 < CAC 12,000 (claimed 3x)
  {
    id: 'd17-w1-023',
    documentType: 'business_plan',
    text: `[call recording transcript, auto-generated, Isoko Box x Akagera Partners intro call, 21 Jan 2025]

analyst ok so walk me through the unit economics
founder yes so our customer acquisition cost is about twelve thousand francs per subscriber blended mostly from the agents in Kimironko and Nyamirambo and a bit of Instagram
analyst twelve thousand rwandan francs ok
founder yes and the LTV is like three times CAC so it's very healthy and the payback is around six months
analyst and the inputs to that
founder so the average basket is two thousand five hundred francs a month per subscriber the gross margin on the basket is around twelve percent because vegetables and delivery you know and we model thirty months lifetime because people stay very long once they are used to the box
analyst ok
founder so yes the unit economics are strong that's why we want to push marketing with this round
analyst and how many subscribers today
founder six thousand two hundred active we were four thousand in june
analyst ok let me I'll go through the model and come back to you with questions probably next week
founder perfect murakoze`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['transcript', 'indirect', 'figures'],
  },
  // 56m / 18m = 3.1x is past growth; plan "roughly double" = 2x < 4x
  {
    id: 'd17-w1-024',
    documentType: 'business_plan',
    text: `We get asked a lot: "Who are Fundi Connect's competitors?" 🤔

Short answer: plenty. WhatsApp groups in every estate. Your neighbour's cousin who "knows a plumber". Two well-funded home-services startups in Nairobi, and the big classifieds sites. Anyone who says they have no competition in home services in Kenya has not tried to book an electrician in Kilimani on a Sunday. 😅

What we do differently: every fundi on our platform is ID-verified, trained, insured for the job, and paid through M-Pesa within an hour of the customer confirming the work.

Some numbers from 2024, because the team earned it:
✅ Revenue KES 56m, up from KES 18m in 2023 (3.1x)
✅ 2,900 active fundis across Nairobi, Kiambu and Mombasa
✅ 71% of customers booked again within 90 days
✅ Contribution positive on every job category since August

For 2025 we plan to roughly double revenue, not more. Growing responsibly means our fundis get enough jobs to stay with us.

Asante to the 46 people who make this happen, and to every mama mboga who referred a fundi. 💪🏾

#Kenya #HomeServices #GigEconomy #Startups

Njeri Mwangi, Co-founder & CEO, Fundi Connect`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'high-churn'],
    traits: ['informal', 'negation', 'figures'],
  },
  // post-money: founders 22.1% + 19.3% = 41.4% ≥ 40%; Harmattan 44.6% < 50%; total 44.6 + 41.4 + 10.0 + 4.0 = 100
  {
    id: 'd17-w1-025',
    documentType: 'legal_docs',
    text: `AGBADO AGRITECH LIMITED: SERIES A TERM SHEET, COMMENTS OF ADEBAYO & NNAMANI LP (FOUNDERS' COUNSEL), 27 MAY 2025

General: We have reviewed draft 2 circulated by Harmattan Ventures on 21 May. Our comments are numbered to the clauses.
Cl. 3 (Valuation and pro forma): Pre-money USD 9m; Harmattan invests USD 7.25m. The pro forma post-money table in Annex A shows Harmattan Ventures 44.6%, Chinedu Okeke (CEO) 22.1%, Bisi Adewale (CTO) 19.3%, ESOP 10.0% and seed angels 4.0%. Current table (pre-round): founders 57.9% together. We are comfortable with the dilution. Please confirm Annex A will be re-run after the ESOP top-up so that the founders do not fall below 40% combined at completion.
Cl. 6 (Pro rata): Accepted, subject to a cap so that no single investor holds 50% or more of the issued shares without founder consent.
Cl. 8 (Liquidation preference): 1x non-participating accepted. Please delete the reference to "participating" in 8.2, which appears to be a drafting error.
Cl. 10 (Founder vesting): Founders agree to re-vest 25% of their shares over 24 months. Good leaver / bad leaver definitions to follow the Nigerian market standard; bad leaver limited to fraud and gross misconduct.
Cl. 13 (Conditions precedent): The CAC status report and register of members are attached; they agree with Annex A (pre-round). No further reconciliation is required.
Kind regards,
Ngozi Nnamani, Partner`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'figures', 'modality'],
  },
  // churn avg 6.5% a month ≥ 5%; payback 3,000 / 150 = 20 months (claimed 6); cash 40m / net burn 1.1m = 36 months; burn 1.1m < MRR 2.9m
  {
    id: 'd17-w1-026',
    documentType: 'business_plan',
    text: `IC memo DRAFT, Tabkha (home-cooked meal subs, Cairo/Giza), prepared by: Y. Saad (analyst), v1, not reviewed
Deal: EGP 60m pre-A, 18% stake, co-lead w/ regional fund.
KPIs (mgmt data, Mar-25):
- Active subs 4,100 (Dec-24: 3,650)
- MRR EGP 2.9m, +7% mom avg L3M
- Mo churn avg 6.5% L6M (range 5.8–7.4%), mgmt says "seasonal, Ramadan effect"
- CAC EGP 3,000 blended (mgmt deck p.14)
- Contribution/sub/mo EGP 150 after food cost, packaging, delivery (mgmt model tab "UE")
- Cash EGP 40m, net burn EGP 1.1m/mo
My comments:
1. Mgmt headline "CAC payback 6 mo" doesn't tie to their own inputs. 3,000 / 150 = 20 mo. Even at 2x contribution it's 10 mo. Need to ask which numbers they used
2. Churn is the real issue. At 6.5%/mo the avg sub lives ~15 mo, i.e. less than payback on our calc
3. Home cooks (420) are great, quality + NPS strong, waitlist in Maadi and Sheikh Zayed
4. Competitors: 2 funded meal-kit players + cloud kitchens, Tabkha differentiated on "home food"
Next: cohort data by month, confirm contribution calc, 5 cook interviews.`,
    present: ['high-churn', 'unit-economics'],
    absent: ['short-runway', 'burn-above-revenue', 'no-competition'],
    traits: ['list', 'figures', 'informal', 'indirect'],
  },
  // FY26 R41.0m / FY25 R8.2m = 5.0x in one year ≥ 4x; metro 46% of FY25 revenue ≥ 30%
  {
    id: 'd17-w1-027',
    documentType: 'pitch_deck',
    text: `AMANZI METERS (PTY) LTD | ONE-PAGE TEASER | SERIES A | JUNE 2025

Problem: South African municipalities lose an estimated 40% of treated water as non-revenue water, and billing disputes are endemic.
Solution: Prepaid and smart post-paid water meters with a municipal billing dashboard and a USSD/app top-up channel for residents.
Traction
• 31,400 meters installed in Gauteng and the Eastern Cape
• FY25 (to 28 Feb 2025) revenue: R8.2m, gross margin 38%
• One metropolitan municipality accounted for 46% of FY25 revenue; two district municipalities make up most of the rest
• SABS approval and NRCS letter of authority held for all meter models
Forecast
| | FY25A | FY26F | FY27F |
| Revenue (Rm) | 8.2 | 41.0 | 118.0 |
| Meters installed (000) | 31 | 160 | 420 |
Why now: New national guidelines push municipalities to cut non-revenue water; metro tenders worth R1.2bn are expected over 3 years.
Competition: Two incumbent meter importers and one listed smart-metering company; we win on software and the resident top-up channel.
Raise: R60m Series A (equity), 24 months of runway to FY27 plan.
Contact: Zanele Khumalo, CEO | Ruan Botha, CFO`,
    present: ['unrealistic-growth', 'customer-concentration'],
    absent: ['pending-licence', 'no-competition'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },
  // Ofori Beverages GHS 31.2m / GHS 60.0m = 52% ≥ 30%; chairman is the CEO's brother
  {
    id: 'd17-w1-028',
    documentType: 'legal_docs',
    text: `CUSTOMER CONTRACT SUMMARY (for investors). Prampram Packaging Ltd. Prepared by: Legal & Finance, 6 March 2025
Counterparty: Ofori Beverages Ltd, Spintex Road, Accra. Ofori Beverages is chaired by Mr. Kofi Ofori, brother of our CEO and co-founder Ama Ofori-Atta. Mr. Kofi Ofori holds 35% of Ofori Beverages. He has no shares in Prampram Packaging.
Agreement: Supply Agreement for PET preforms and closures, dated 1 January 2023, term 5 years, exclusive supply for 70% of Ofori Beverages' preform needs.
Pricing: Cost-plus 14%, reviewed every 6 months against the cedi/dollar rate for resin. Prices were last revised on 1 January 2025 (+9%).
Volume and value: 2024 sales under the agreement were GHS 31.2 million. Total Prampram Packaging revenue for 2024 was GHS 60.0 million.
Payment: 45 days. Average collection in 2024 was 52 days. No amounts are in dispute.
Approval: The agreement was approved by the board in December 2022, with Ms. Ofori-Atta abstaining. There is no written policy on related-party pricing; the board intends to adopt one before the Series A closes.
Termination: Either party on 12 months' notice after 31 December 2025; immediate termination for insolvency or material breach.
Disputes: Ghana Arbitration Centre. No dispute has arisen.`,
    present: ['related-party', 'customer-concentration'],
    absent: ['litigation'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd17-w1-029',
    documentType: 'legal_docs',
    text: `MEMO: HR & LEGAL, Nabta Software S.A.E.
To: Chief Executive Officer; cc: Chairman, Series A data room
From: Mai Abdelrahman, Head of People
Date: 19 January 2025
Subject: Equity held by former employees (response to investor DD request 7.4)
1. Background. Under the 2021 ESOP, employees could exercise vested options and hold ordinary shares directly. The company has a call option over leaver shares, exercisable within 90 days of the leaving date at fair market value.
2. Current position. Three former software engineers (Ahmed Samir, left March 2023; Rania Fouad, left October 2023; Mohamed Tarek, left June 2024) exercised their vested options before leaving and together still hold 7.2% of the issued share capital. The company did not exercise the call option in any of the three cases, mainly because cash was reserved for the Alexandria expansion. The 90-day windows have now expired, so the shares remain with them with full voting rights.
3. Other leavers. All other leavers had unexercised options, which lapsed on departure. None of the founders or executive team has left the company.
4. Register. The shareholders' register at GAFI has been updated for all these transfers and agrees with our internal capitalisation table; no differences remain.
5. Recommendation. Approach the three holders to buy back at the Series A price, funded from the round, or accept them as minority shareholders and add drag-along rights in the new SHA.`,
    present: ['dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['list', 'prose', 'time'],
  },
  // cash UGX 1.4bn / net burn 95m = 14.7 months; hotel chain 22% < 30%; net burn 95m < revenue 310m; revenue up from 290m
  {
    id: 'd17-w1-030',
    documentType: 'business_plan',
    text: `Diary, Sunday 2 March 2025, Ntinda

Long week. Writing the worries down so I can put them away.
1. The hotel group. If they pull out after the new GM starts, we would feel it. But they are 22% of sales now, not 40% like in 2023. Mama's advice to spread our eggs has finally worked: the supermarkets and the two schools in Wakiso carry us more now.
2. The bank. Paid the February instalment on the 25th, on time, like every month. Stanley at the bank says our file is clean. I keep imagining what happens if they call the loan, but there is no reason for them to. Stop it, Grace.
3. Money. UGX 1.4bn on the accounts after the angel top-up. We are burning about 95m a month net. So about 14 months if nothing improves, and things are improving. February sales UGX 310m, January 290m.
4. Competition. Two new cold rooms opened in Nakawa. Good. The market is big enough, and it means banks understand the business now.
5. Me. Sleep before midnight. Gym twice. Call Daddy in Masaka.
Tomorrow: meet the Entebbe butchery, sign the new freezer truck lease, interview the accountant.`,
    present: [],
    absent: ['customer-concentration', 'debt-distress', 'short-runway', 'burn-above-revenue'],
    traits: ['informal', 'modality', 'negation', 'figures', 'time'],
  },
];
