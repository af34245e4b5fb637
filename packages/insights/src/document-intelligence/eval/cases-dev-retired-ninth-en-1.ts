/** NINTH held-out set, English 1 (see cases-dev-retired-ninth.ts). */
import type { RedFlagCase } from './case';

export const heldOutNinthEnglish1: readonly RedFlagCase[] = [
  // projection: KSh 210m / KSh 38.2m = 5.5x in one year >= 4x; largest client 17% < 30%
  { id: 'h9-en-ledgerlink-deck', documentType: 'pitch_deck', traits: ['list', 'figures', 'indirect'],
    text: `LEDGERLINK — Series A deck | Nairobi, March 2025
Slide 4 · Traction
• 1,940 paying SMEs across Nairobi, Mombasa and Eldoret
• FY2024 revenue: KSh 38.2m (FY2023: KSh 21.5m)
• Largest client (a Nairobi FMCG distributor with 60 outlets) = 17% of revenue
Slide 7 · Why we win
Nobody else in East Africa reconciles M-Pesa till statements with KRA eTIMS invoices automatically. We have the market to ourselves: there is simply no competitor doing what we do, and the banks have told us they would rather partner than build.
Slide 9 · The plan
• FY2025 revenue target: KSh 210m, driven by the bank-partner channel (two pilots signed)
• Headcount 34 → 80
• Raising US$3.5m for 20%`,
    present: ['unrealistic-growth', 'no-competition'], absent: ['customer-concentration'] },
  // gross margin 2024 994,110/2,412,880 = 41.2%; 2023 900,520/2,051,300 = 43.9%: down 2.7 points < 5; revenue up; costs below revenue
  { id: 'h9-en-ndani-audited', documentType: 'financial_statements', traits: ['table', 'figures', 'negation'],
    text: `INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF NDANI COLD CHAIN LIMITED
Opinion
We have audited the financial statements of Ndani Cold Chain Limited ("the Company"), which comprise the statement of financial position as at 31 December 2024 and the statement of profit or loss for the year then ended. In our opinion, the financial statements give a true and fair view of the financial position of the Company in accordance with IFRS and the Companies and Allied Matters Act 2020.
Conclusions relating to going concern
We have concluded that the directors' use of the going concern basis of accounting is appropriate. We have not identified any material uncertainty relating to events or conditions that may cast significant doubt on the Company's ability to continue as a going concern.
Statement of profit or loss (₦'000)        2024          2023
Revenue                              2,412,880     2,051,300
Cost of sales                       (1,418,770)   (1,150,780)
Gross profit                           994,110       900,520
Operating expenses                    (702,450)     (655,010)
Operating profit                       291,660       245,510
Lagos, 21 March 2025 — Adewale Okonkwo & Co., Chartered Accountants`,
    present: [], absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue'] },
  // cash ZMW 6.3m / net outflow ZMW 1.1m a month = 5.7 months < 9; net burn 1.1m < revenue 1.42m
  { id: 'h9-en-savanna-minutes', documentType: 'legal_docs', traits: ['split', 'figures', 'indirect', 'time'],
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF SAVANNA GRAIN LOGISTICS LIMITED
Held at Plot 2214, Great East Road, Lusaka, on 14 August 2024 at 10:00
Present: C. Mwansa (Chair), B. Phiri (CEO), R. Tembo (independent NED), J. Hamoonga (investor director)
In attendance: L. Zulu (CFO); M. Sakala (Company Secretary)
4. Finance update
4.1 The CFO reported closing cash at 31 July 2024 of ZMW 6.3 million. Revenue for July was ZMW 1.42 million; the net cash outflow for the month was ZMW 1.1 million, in line with the average of the last quarter.
4.2 The board noted that the bridge discussions with Kafue Capital had not progressed since the last meeting and asked the CEO to widen the process.
5. Management
5.1 The CFO confirmed that he has tendered his resignation and will leave the Company on 30 September 2024 to take up a role in Johannesburg. The CEO will lead the search for a replacement, with an interim appointment from the finance team if required.
5.2 The board thanked Mr Zulu for his service.
6. Any other business — none. The meeting closed at 11:40.`,
    present: ['founder-departure', 'short-runway'], absent: ['burn-above-revenue', 'going-concern'] },
  // founders 1.8m + 1.5m = 3.3m / 10m = 33% < 40%; largest investor 2.2m = 22% < 50%
  { id: 'h9-en-kiboko-captable', documentType: 'legal_docs', traits: ['table', 'figures', 'indirect'],
    text: `Kiboko Health, Inc. — Capitalization table (fully diluted) as at 30 June 2024
Prepared by: Finance, Dar es Salaam office; reconciled to the Carta ledger on 2 July 2024
| Holder | Class | Shares |
|---|---|---|
| Amina Mrema (co-founder, CEO) | Common | 1,800,000 |
| Joseph Kimaro (co-founder, CTO) | Common | 1,500,000 |
| Pangani Ventures | Series Seed Preferred | 2,200,000 |
| Lakeshore Angels SPV | Series Seed Preferred | 1,350,000 |
| Serengeti Impact Fund I | Series A Preferred | 1,950,000 |
| ESOP (granted 640,000; unallocated 560,000) | Options | 1,200,000 |
| Total | | 10,000,000 |
Notes: Both founders work full-time in the business. No shares or options are held by former employees; the two leavers in 2023 left before their cliff.`,
    present: ['low-founder-ownership'], absent: ['investor-control', 'dead-equity', 'cap-table-complexity'] },
  // cash US$1.27m / net burn US$88k = 14.4 months; burn 88k < MRR 112k; churn 3.1% a month < 5%
  { id: 'h9-en-mamba-update', documentType: 'business_plan', traits: ['list', 'figures', 'informal', 'negation'],
    text: `Subject: Mamba Pay — October investor update
Hi all,
Quick one this month, the team is heads-down on the fuel-station rollout.
- MRR: US$112k (September: US$104k). UGX collections are now 71% of volume, the rest KES and RWF.
- Net burn: US$88k. Cash in bank US$1.27m, so roughly 14 months at the current burn.
- Merchant churn 3.1% monthly (was 3.4%). Still not where we want it, but below the 5% line we committed to in the seed docs.
- Hiring: our new Head of Compliance starts on 1 November; she joins from a tier-one bank in Kampala.
- Ask: intros to fuel-station chains in Mbarara and Gulu, and to anyone at the big sugar estates in Jinja.
Thanks as always,
Ruth`,
    present: [], absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'declining-revenue'] },
  { id: 'h9-en-jollofbox-email', documentType: 'legal_docs', traits: ['prose', 'list', 'negation'],
    text: `From: Kwame Asante <kwame@jollofbox.com.gh>
To: Efua Mensah (Adinkra Partners)
Subject: RE: follow-ups from Tuesday
Efua,
Answers to your two open points:
1. Tema warehouse. We lease the 1,200 m² unit at Community 9 from Asante Properties Ltd at GH₵ 38,000 a month. For full transparency, Asante Properties is owned by my brother Yaw; the lease was signed in 2022 without a tender. Happy to share the lease and a comparable quote we got from a broker last month.
2. The Ofori Foods matter. Our former Kumasi distributor filed a claim in the High Court (Commercial Division) in Accra in June for GH₵ 1.1m of commission it says is unpaid. We dispute it: the agreement capped commission on institutional sales. The next hearing is on 19 November; Osei & Partners are handling it for us. We have not made a provision.
For completeness: no loans in arrears, and all SSNIT and GRA filings are current.
Best,
Kwame`,
    present: ['related-party', 'litigation'], absent: ['debt-distress'] },
  { id: 'h9-en-ubuntu-dd', documentType: 'legal_docs', traits: ['list', 'negation', 'figures'],
    text: `VENDOR DUE-DILIGENCE RESPONSES — UBUNTU FRESH (PTY) LTD (Cape Town)
Section C: Finance and tax — responses by the CFO, 9 September 2024
C.1 Have the annual financial statements for FY2024 (year ended 28 February 2024) been audited?
Not yet. The FY2024 AFS were compiled by our external accountants and approved by the directors. The audit by Mokoena Inc. is scheduled to start in October.
C.2 Was the FY2023 audit opinion modified in any way?
Yes. The FY2023 opinion was qualified because the auditors could not attend the year-end stock count at the Epping depot and could not verify closing inventory of R 3 880 000 by other means.
C.3 Are all SARS obligations up to date?
VAT for the periods March to June 2024, R 1 240 310,00 in total, has not been paid. We have asked SARS for a deferred payment arrangement and have had no response yet. PAYE and UIF are current.
C.4 Is the company involved in any litigation?
None pending or threatened.`,
    present: ['audit-opinion', 'debt-distress'], absent: ['litigation'] },
  // Q3 revenue 861 < Q2 905; gross margin Q2 308/905 = 34.0%, Q3 224/861 = 26.0%: down 8 points; Q3 costs 637 + 214 = 851 < 861
  { id: 'h9-en-tembo-mgmt', documentType: 'financial_statements', traits: ['table', 'figures', 'indirect'],
    text: `TEMBO DAIRIES LTD — MANAGEMENT ACCOUNTS, Q3 2024
Unaudited — prepared by management for the board meeting of 24 October 2024 (Lilongwe)
MWK million          Q1 2024    Q2 2024    Q3 2024
Revenue                 812        905        861
Cost of sales          (534)      (597)      (637)
Gross profit            278        308        224
Overheads              (190)      (201)      (214)
EBITDA                   88        107         10
Commentary
Milk intake from the Dowa and Ntchisi collection centres fell after the August power cuts, and we bought imported milk powder at higher prices to keep the yoghurt lines running. Fuel for the generators is booked in cost of sales. Retail volumes held up in Lilongwe but the Blantyre distributor ordered less in September. Management expects intake to recover with the rains.`,
    present: ['gross-margin', 'declining-revenue', 'audit-opinion'], absent: ['burn-above-revenue'] },
  // top customer 24%, top three 29% < 30%; plan 1.5bn / 612m = 2.45x < 4x
  { id: 'h9-en-zuri-deck', documentType: 'pitch_deck', traits: ['list', 'figures', 'negation'],
    text: `ZURI — Seed extension | Kigali, February 2025
Slide 5 — Traction
• 2024 revenue: RWF 612m (2023: RWF 248m)
• 146 clinics live in Rwanda, 38 in the Burundi pilot
• Top customer (a Kigali hospital group): 24% of 2024 revenue; top three together: 29%
Slide 6 — Competition
We are not alone. Two Kenyan and one Nigerian EMR vendor sell into Rwanda, and two local start-ups (Afya Link, MedRec Rwanda) target private clinics. Most facilities still run on paper registers. Our edge: offline-first records and direct claims submission to RSSB and the private insurers.
Slide 8 — 2025 plan
• Revenue target RWF 1.5bn (about 2.5×)
• Gross margin held at ~64%
• 250 clinics in Rwanda; Burundi pilot to paid contracts`,
    present: [], absent: ['customer-concentration', 'no-competition', 'unrealistic-growth'] },
  // churn 376 / 4,180 = 9.0% in one month >= 5%; revenue Feb 3.9m > Jan 3.7m
  { id: 'h9-en-nilewallet-chat', documentType: 'legal_docs', traits: ['informal', 'figures', 'indirect'],
    text: `[WhatsApp — "NileWallet founders"]
[09/03/2025, 08:12] Karim: CBE letter came in last night. They've suspended onboarding of new wallet users until their KYC review is finished. Existing users can keep transacting
[09/03/2025, 08:14] Salma: for how long??
[09/03/2025, 08:15] Karim: no date given. the licence itself isn't touched, it was granted in 2022, this is only about onboarding
[09/03/2025, 08:16] Salma: ok we need to tell the board today
[09/03/2025, 08:20] Salma: and merchant numbers for Feb?
[09/03/2025, 08:22] Karim: not great. started Feb with 4,180 active merchants, 376 cancelled during the month, 210 new signups
[09/03/2025, 08:23] Salma: so we lost almost a tenth of the base in one month 😬
[09/03/2025, 08:25] Karim: yeah the fee change hurt. revenue EGP 3.9m in Feb vs 3.7m in Jan so volume is ok for now
[09/03/2025, 08:26] Salma: for now. call at 10`,
    present: ['regulatory', 'high-churn'], absent: ['pending-licence', 'declining-revenue'] },
  // post-money 4m + 3m = 7m; SGF 3/7 = 42.9% + 20% x 4/7 = 11.4% -> 54.3% >= 50%; founders 60% x 4/7 = 34.3% < 40%
  { id: 'h9-en-harmattan-closing', documentType: 'legal_docs', traits: ['list', 'figures', 'indirect', 'time'],
    text: `CLOSING MEMORANDUM — SERIES A PREFERRED SHARES
Prepared by company counsel for the board of Harmattan Foods Limited (RC 1457723), Kano — 17 March 2025
Closing: the Series A completed on 14 March 2025; the shares were allotted and the return of allotment filed with the CAC the same day.
Investor: Sahel Growth Fund II ("SGF"), sole subscriber
Amount received: US$3,000,000
Pre-money valuation: US$4,000,000 on a fully diluted basis, including the unallocated pool
Holdings immediately before closing (fully diluted): founders Halima Bello and Chidi Okeke 60%; SGF (from its 2022 seed note, converted in January) 20%; ESOP 12%; angels 8%
Board: five directors — two appointed by SGF, two by the founders, one independent nominated by SGF
Liquidation preference: 1× non-participating; anti-dilution: broad-based weighted average
Protective provisions: SGF consent required for budget, new debt above US$250,000 and senior hires
Post-closing: the updated register of members will be circulated with the board pack.`,
    present: ['investor-control', 'low-founder-ownership'], absent: ['cap-table-complexity'] },
  { id: 'h9-en-kora-auditor', documentType: 'legal_docs', traits: ['prose', 'negation', 'time'],
    text: `REPORT OF THE INDEPENDENT AUDITORS TO THE SHAREHOLDERS OF KORA WATER SYSTEMS INC.
Opinion
We have audited the financial statements of Kora Water Systems Inc. (the "Company"), Monrovia, for the year ended 31 December 2023. In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Company as at 31 December 2023 in accordance with the IFRS for SMEs.
Material Uncertainty Related to Going Concern
We draw attention to Note 2 to the financial statements, which indicates that as at 31 December 2023 the Company's current liabilities exceeded its current assets by US$642,300, and that its US$1,200,000 term facility falls due for repayment in full on 30 June 2024. At the date of this report, no refinancing or extension had been agreed. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.
Sirleaf, Kamara & Associates, Certified Public Accountants
Monrovia, Liberia — 12 February 2024`,
    present: ['going-concern'], absent: ['audit-opinion', 'debt-distress'] },
  // 6.8 -> 14.9 = 2.2x, 14.9 -> 24.6 = 1.65x; FY2024 costs 6.8 x 62% + 2.1 = 6.3 < 6.8
  { id: 'h9-en-baobab-plan', documentType: 'business_plan', traits: ['table', 'figures', 'negation', 'time'],
    text: `Baobab Cold Rooms (Pty) Ltd — Business plan 2025–2026, section 3 and 4
3. Financial plan (BWP)
                      FY2024 actual   FY2025 forecast   FY2026 forecast
Revenue                   P 6.8m           P 14.9m           P 24.6m
Gross margin                38%              40%               41%
Operating costs           P 2.1m           P 4.0m            P 6.2m
Growth in FY2025 comes from the two solar cold rooms already under construction in Francistown and Maun, each pre-let to horticulture co-operatives for 24 months.
4. Licensing
Our Ministry of Agriculture cold-storage permit (no. MoA/CS/0417) and our BURS VAT registration were both granted in 2023. The Francistown and Maun sites fall under the same permit, so no further approvals are required before opening.`,
    present: [], absent: ['unrealistic-growth', 'pending-licence', 'gross-margin'] },
  // costs 121,900 + 146,330 + 31,480 = 299,710 > revenue 184,250
  { id: 'h9-en-arewa-solar-ocr', documentType: 'financial_statements', traits: ['ocr', 'figures', 'table'],
    text: `AREWA SOLAR HUBS LlMITED — Kano
NOTES T0 THE FlNANCIAL STATEMENTS (EXTRACT) FOR THE YEAR ENDED 31 DEC 2O23
Auditor's opinion: unmodified (see page 3)
STATEMENT 0F PROFIT OR L0SS                N'000
Revenue ................................ 184,250
Cost of sales ......................... (121,900)
Administrative expenses ............... (146,330)
Finance costs .......................... (31,480)
Loss for the year ..................... (115,460)
Note 14 - Borrowings
The term loan from a development bank (N 250m, drawn 2021) is repayable in quarterly instaIments of N 17.9m. The instalments due on 31 March, 30 June and 30 September 2O23 were not paid; at year end N 53.7m was overdue and the lender has classified the facility as non-performing. Discussions on a restructuring are continuing.`,
    present: ['debt-distress', 'burn-above-revenue'], absent: ['audit-opinion', 'gross-margin'] },
  // LTV 1,200 x 68% / 4.6% = N$17,739; CAC 2.36m / 400 = N$5,900; LTV/CAC 3.0 consistent; churn 4.6%/month (about 43% a year) < 5% and < 45%; margin down 3 points
  { id: 'h9-en-kalahari-deck', documentType: 'pitch_deck', traits: ['list', 'figures'],
    text: `KALAHARI FLEET — Slide 11: Unit economics (12 months to September 2025, Windhoek)
• ARR: N$9.8m across 680 fleet customers
• Average revenue per customer: N$1,200 / month
• Gross margin: 68% (prior 12 months: 71%) — new satellite data contract
• Monthly logo churn: 4.6%
• Implied customer lifetime: ~22 months
• LTV (gross-margin basis): ~N$17,700
• Blended CAC: N$5,900 (N$2.36m sales & marketing ÷ 400 new customers)
• LTV / CAC: 3.0×
• CAC payback: ~7 months
Speaker note: we'd rather show a conservative 3× that survives diligence than a headline number.`,
    present: [], absent: ['high-churn', 'unit-economics', 'gross-margin'] },
  // CAC stated KSh 1,500 but 9.0m / 2,400 = KSh 3,750; Safaricom 39.3 / 61.4 = 64% of revenue
  { id: 'h9-en-wakala-plan', documentType: 'business_plan', traits: ['prose', 'figures', 'indirect', 'split'],
    text: `Wakala Connect — Business plan 2025, section 5: Go-to-market and unit economics
We recruit and train mobile-money agents through field teams based in Kisumu, Nakuru and Machakos. Each new agent receives a branded kiosk kit, float financing of up to KSh 50,000 and a week of on-the-job training. Our acquisition cost per active agent is KSh 1,500, recovered within the first two months of commission income, which is why we can scale the network without large marketing budgets.
In FY2024 we spent KSh 9.0m on field recruitment, agent kits and regional radio, and activated 2,400 new agents (network at year end: 6,150 agents, 83% active in December).
Revenue for FY2024 was KSh 61.4m. Of this, KSh 39.3m was float and commission income paid by Safaricom under our super-agent agreement, which is renewable annually; the balance comes from 11 banks and two bill-payment aggregators.`,
    present: ['unit-economics', 'customer-concentration'], absent: [] },
  // 12-month logo retention 212 / 410 = 51.7% < 55%; ARR 18.6m includes once-off implementation fees R2.1m
  { id: 'h9-en-fynbos-call', documentType: 'legal_docs', traits: ['transcript', 'figures', 'indirect'],
    text: `Call transcript — Fynbos HR / Tidewater Capital, 4 February 2025 (auto-generated, lightly edited)
Priya (Tidewater): So what's ARR at the moment?
Dawid (Fynbos, CEO): R18,6 million as at end January. That's the number in the deck.
Priya: And how is that built up?
Dawid: Subscriptions are about R16,5 million. Then the implementation fees from the two enterprise onboardings last quarter, R2,1 million, we've put into ARR as well, because both clients are on three-year contracts.
Priya: The implementation fees are once-off though?
Dawid: They're billed once, yes. But the relationship is recurring.
Priya: OK. Retention: of the customers you had in January 2024, how many are still with you?
Dawid: 212 of the 410. The SME book is tough, a lot of them close or move to payroll bureaus. The bigger logos are sticky.
Priya: Right. Let's pick that up with your CFO on Thursday.`,
    present: ['high-churn', 'non-recurring-revenue'], absent: ['customer-concentration'] },
  // largest buyer 28% < 30%; audited, unqualified
  { id: 'h9-en-abol-accounts', documentType: 'financial_statements', traits: ['prose', 'figures', 'negation'],
    text: `ABOL COFFEE EXPORTERS PLC — Audited financial statements for the year ended 30 June 2024 (extracts)
Independent auditor's report: "In our opinion, the financial statements present fairly, in all material respects, the financial position of Abol Coffee Exporters PLC as at 30 June 2024 ... in accordance with IFRS." (Addis Ababa, 14 October 2024; unqualified.)
Statement of profit or loss (ETB '000): revenue 412,640 (2023: 355,010); cost of sales 298,100 (2023: 254,300); operating expenses 61,900 (2023: 55,200); profit before tax 52,640 (2023: 45,510).
Note 21 — Concentration of customers. Export sales are made to 19 roasters and importers in Germany, Japan, Saudi Arabia and the United States. The largest buyer, a Hamburg roaster, accounted for 28% of revenue (2023: 26%). No other buyer exceeded 12%.
Note 24 — Related parties. There were no related-party transactions during the year. Washing stations in Sidama and Guji are owned by unrelated co-operatives and paid at Ethiopian Commodity Exchange reference prices.`,
    present: [], absent: ['customer-concentration', 'related-party', 'audit-opinion'] },
  // no revenue or cost figure anywhere in the deck (market size and funding ask only)
  { id: 'h9-en-danfo-deck', documentType: 'pitch_deck', traits: ['list', 'time'],
    text: `DANFO PARCEL — Pre-seed deck, Lagos (April 2025)
01 Problem — 60% of Lagos SMEs we surveyed (n = 412) say last-mile delivery is their biggest operating headache; riders are late, parcels vanish, cash-on-delivery leaks.
02 Solution — lockers at 40 busy bus stops plus a vetted bike fleet; shippers drop once, customers collect with a code.
03 Traction — 38,000 parcels delivered since launch; 214 SME shippers; 96% on time; NPS 61.
04 Market — the Nigerian courier and logistics market is estimated at ₦1.3 trillion a year.
05 Regulatory — our courier operator licence application was filed with the postal regulator in February 2025 and approval is pending. Until then we deliver under a licensed partner's permit.
06 Team — ex-Jumia and ex-GIG operators; CTO built routing at a Berlin start-up.
07 Ask — ₦450m pre-seed.`,
    present: ['missing-financials', 'pending-licence'], absent: ['regulatory'] },
  { id: 'h9-en-sikaflow-bog-letter', documentType: 'legal_docs', traits: ['prose', 'figures'],
    text: `BANK OF GHANA — FINTECH AND INNOVATION OFFICE
Ref: FIO/PSP/2024/117                                             11 October 2024
The Managing Director
SikaFlow Payments Limited
East Legon, Accra
RE: ADMINISTRATIVE PENALTY AND DIRECTIVE — BREACH OF AML/CFT OBLIGATIONS
Following the onsite examination of SikaFlow Payments Limited conducted from 3 to 14 June 2024, the Bank found that the company (i) failed to file suspicious transaction reports on 41 flagged transactions within the statutory period, and (ii) onboarded 2,318 merchant accounts without completed know-your-customer documentation.
Pursuant to the Payment Systems and Services Act, 2019 (Act 987), the Bank hereby:
(a) imposes an administrative penalty of GH₵ 1,500,000, payable within thirty (30) days of the date of this letter; and
(b) directs SikaFlow to suspend the issuance of new merchant wallets with immediate effect, until the Bank confirms in writing that the remediation plan has been completed.
Yours faithfully,
Head, Fintech and Innovation Office`,
    present: ['regulatory'], absent: ['pending-licence', 'litigation'] },
  // cash 612m / net burn 61m = 10.0 months >= 9; net burn 61m < revenue 85m; 2025 3.1/1.05 = 2.95x, then 1.74x and 1.59x
  { id: 'h9-en-mavuno-plan', documentType: 'business_plan', traits: ['prose', 'figures', 'modality'],
    text: `Mavuno Inputs Ltd — 2025 operating plan (extract), Dodoma
Where we are. At 30 September 2024 we held TZS 612m in cash. Monthly revenue averaged TZS 85m over July–September and net burn averaged TZS 61m a month over the same period. At that rate we have ten months before the Series A must close, which is why the plan below front-loads the depot openings rather than new hires.
Targets. We expect 2024 revenue of TZS 1.05bn and target TZS 3.1bn in 2025 — roughly triple — driven by the Mbeya and Iringa depots opening in Q1 and the input-credit partnership with two SACCOs. Growth then slows as depot count stabilises: TZS 5.4bn in 2026 and TZS 8.6bn in 2027.
What could go wrong. A late rainy season would push input purchases into Q2; a fall in maize prices at harvest could squeeze farmers' ability to repay input credit. Neither is in the base case.`,
    present: [], absent: ['short-runway', 'unrealistic-growth', 'burn-above-revenue'] },
  // active founders 2.9m + 1.7m = 46%; SGF-style investor 24%; Bakare (founder, left 2023) keeps 12%
  { id: 'h9-en-oyoledger-sha', documentType: 'legal_docs', traits: ['table', 'prose', 'time'],
    text: `SHAREHOLDERS' AGREEMENT — OYO LEDGER TECHNOLOGIES LIMITED (Ibadan) — extract
Schedule 3 — Shareholding at the Effective Date
Adebayo Ogunleye (Founder, CEO) .................. 2,900,000 Ordinary
Folake Adeyemi (Founder, COO) .................... 1,700,000 Ordinary
Tunde Bakare (Founder) ........................... 1,200,000 Ordinary
Iroko Seed Fund I ................................ 2,400,000 Preferred
ESOP pool ........................................ 1,800,000 (reserved)
Total ........................................... 10,000,000
9.4 Departed Founder. The parties acknowledge that Tunde Bakare ceased to be an employee and director of the Company on 15 March 2023. The Company did not exercise the call option under clause 9.2 within the ninety-day window, and Mr Bakare's 1,200,000 Ordinary Shares remain registered in his name with full economic and voting rights. Mr Bakare is not a party to clauses 12 (non-compete) and 13 (drag-along).`,
    present: ['dead-equity', 'founder-departure'], absent: ['low-founder-ownership', 'investor-control'] },
  // "recurring revenue" 826,500 includes the once-off Ministry tender of 180,000; costs 701,300 < revenue
  { id: 'h9-en-msasa-mgmt', documentType: 'financial_statements', traits: ['table', 'figures'],
    text: `MSASA TELEHEALTH (PVT) LTD — Management accounts, six months to 30 June 2024
Unaudited. Prepared by the finance team in Harare for the board pack. All figures in USD.
Recurring revenue
  Clinic subscriptions .............................. 412,600
  Insurer per-member fees ........................... 233,900
  Ministry of Health tender — rural rollout (once-off, March) 180,000
Total recurring revenue ............................ 826,500
Other income ........................................ 14,200
Total costs ....................................... (701,300)
Operating surplus ................................. 139,400
Commentary: recurring revenue is up 38% on H2 2023. The clinic base grew from 212 to 268, mainly in Bulawayo and Mutare, and two medical aid societies went live on per-member pricing in May.`,
    present: ['non-recurring-revenue', 'audit-opinion'], absent: ['burn-above-revenue', 'declining-revenue'] },
  // founders 24.2 + 19.8 = 44% >= 40%; largest investor 38% < 50%; register reconciled
  { id: 'h9-en-lagoon-register', documentType: 'legal_docs', traits: ['table', 'figures', 'negation'],
    text: `LAGOON ANALYTICS LTD (Ebène, Mauritius) — Register of shareholders
Reconciled by the company secretary with the Registrar of Companies filing on 30 June 2025
Shareholder                              Shares        %
Priya Ramdin (founder, CEO)           2,420,000     24.2
Olivier Lagesse (founder, CTO)        1,980,000     19.8
Indian Ocean Growth Partners          3,800,000     38.0
Port Louis Angels (12 persons)          950,000      9.5
ESOP (allocated and unallocated)        850,000      8.5
Total                                10,000,000    100.0
Notes: (1) All options held by former employees lapsed on departure and returned to the pool; no former employee or founder holds shares. (2) There are no convertible notes, SAFEs or warrants outstanding.`,
    present: [], absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'] },
  { id: 'h9-en-ishuri-email', documentType: 'legal_docs', traits: ['prose', 'negation', 'time'],
    text: `Subject: Re: two things I heard at the AVCA dinner
Hi Jean-Paul,
Thanks for flagging — both are out of date.
1) Eric (CTO and co-founder) is not leaving. He had an offer from a Nairobi scale-up in the spring and turned it down. He signed a new three-year service agreement with us on 2 September, and the board refreshed his vesting at the same time.
2) The dispute with our former landlord in Kacyiru was settled in May. Both sides signed the settlement agreement, the consent order was filed with the Commercial Court, and the file is closed. We paid RWF 14m, which is already booked in our Q2 numbers.
Happy to get on a call if your IC wants to hear it from Eric directly.
Diane Uwase
CEO, Ishuri Learn`,
    present: [], absent: ['founder-departure', 'litigation'] },
  // costs R1.92m a month > revenue R1.31m; net burn 0.61m, cash 7.4m / 0.61m = 12.1 months >= 9
  { id: 'h9-en-mzansifix-plan', documentType: 'business_plan', traits: ['list', 'figures', 'indirect'],
    text: `Mzansi Fix — Bridge plan, September 2024 (Durban)
Current monthly position (average June–August 2024):
- Revenue (commissions and call-out fees): R1.31m
- Operating costs: R1.92m (people R1.05m, marketing R0.48m, tech and other R0.39m)
- Cash at 31 August: R7.4m, which gives us about a year at the current gap
What changes:
- Take rate from 12% to 15% on plumbing and electrical jobs from 1 October (already tested in Umhlanga and Pinetown with no drop in bookings)
- Paid acquisition cut by half; referral credits instead
- Two regional coordinator roles left unfilled
Target: monthly break-even by month 14, without further equity. The bridge of R5m from existing shareholders is insurance, not the plan.`,
    present: ['burn-above-revenue'], absent: ['short-runway'] },
];
