import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part4: readonly RedFlagCase[] = [
  // cap-table-complexity: founder says the cap table is "not reconciled", lawyer's and registry versions differ. dead-equity: two departed employees (not executives) keep 5%, never bought back. Founders at 44% >= 40: no low-founder-ownership; no founder or executive left.
  {
    id: 'd20-w1-en-025-dd-call-cap-table-mess',
    documentType: 'legal_docs',
    present: ['cap-table-complexity', 'dead-equity'],
    absent: ['low-founder-ownership', 'founder-departure', 'investor-control'],
    traits: ['transcript', 'indirect'],
    text: `Transcript - legal DD call, Project Kestrel (Lagos), 19 Nov 2025
Participants: Ngozi (counsel, investor side), Ibrahim (analyst), Dapo (CEO, Kestrel)

Ngozi: Dapo, before we get into the contracts, can we get a cap table we can rely on? The one in the data room has three tabs and they don't agree.

Dapo: Honestly, it isn't reconciled. We have SAFEs from 2021, four angels, and two of them think they converted at the 2M cap and two think it was the 3M cap. Our old lawyer's version and the CAC filing differ by roughly four percent.

Ibrahim: Which one do you use internally?

Dapo: The spreadsheet our CFO keeps, which is the third version. I know.

Ngozi: Okay. And who is on the register who is no longer with the company?

Dapo: Two early engineers who left in 2022. They exercised options before leaving and between them they hold about five percent. We never bought them back; there was no cash at the time.

Ngozi: Are they still in touch?

Dapo: One is. The other moved to Berlin and doesn't reply to emails.

Ibrahim: And the founders together?

Dapo: My co-founder and I are at about forty-four percent on the spreadsheet version, forty-two on the lawyer's.

Ngozi: Right. We'll need a single reconciled table and signed conversion notices before we can draft the SPA. Can you send us the SAFE documents tonight?

Dapo: Yes.`,
  },
  // Clean: unmodified opinion; boilerplate inquiries about litigation "no matters came to our attention"; going-concern basis appropriate, "no material uncertainty". Revenue ETB 312m given: no missing-financials.
  {
    id: 'd20-w1-en-026-auditor-report-clean-ethiopia',
    documentType: 'financial_statements',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'litigation', 'missing-financials'],
    traits: ['boilerplate', 'negation'],
    text: `INDEPENDENT AUDITOR'S REPORT
To the shareholders of Gebeya Fresh Share Company

Opinion
We have audited the financial statements of Gebeya Fresh Share Company for the year ended 30 June 2025 (Hamle 2017 E.C.), which report revenue of ETB 312.4 million. In our opinion, the accompanying financial statements give a true and fair view of the financial position of the company as at 30 June 2025, and of its financial performance and cash flows for the year then ended, in accordance with International Financial Reporting Standards.

Basis for opinion
We conducted our audit in accordance with International Standards on Auditing. We are independent of the company in accordance with the IESBA Code and the requirements of the Accounting and Auditing Board of Ethiopia.

Going concern
In auditing the financial statements, we concluded that management's use of the going-concern basis of accounting is appropriate. Based on the audit evidence obtained, we have not identified a material uncertainty related to events or conditions that may cast significant doubt on the company's ability to continue as a going concern.

Litigation and claims
As part of our procedures, we have made inquiries of management and of the company's external legal counsel concerning litigation and claims. No matters came to our attention requiring adjustment or disclosure in the financial statements.

Responsibilities of management
Management is responsible for the preparation of financial statements that give a true and fair view and for such internal control as management determines is necessary.

(signed) Tadesse & Associates, Chartered Certified Accountants
Addis Ababa, 28 October 2025`,
  },
  // declining-revenue: ZMW 1.82m -> 1.66m -> 1.49m. short-runway: cash falls ~1.3m a month, 7.3 / 1.3 = 5.6 months < 9. Net outflow 1.3m < revenue 1.49m, compared as stated: no burn-above-revenue. No costs shown. Active farmers fall 4.3% and 3.7% a month, net and under 5%: no high-churn.
  {
    id: 'd20-w1-en-027-table-ocr-zambia-decline',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'short-runway'],
    absent: ['burn-above-revenue', 'gross-margin', 'high-churn'],
    traits: ['table', 'figures', 'ocr', 'indirect'],
    text: `CHUMA  AGRO  SERVICES  LTD   -   Board pack,  p. 3
Monthly  summary   (ZMW  '000)

                       Jul-25      Aug-25      Sep-25
Re venue               1 ,820      1 ,660      1 ,490
Input  loans  book     6 ,400      6 ,310      6 ,150
Farmers  active        4 ,210      4 ,030      3 ,880
Net  cash  outflow    (1 ,290)    (1 ,300)    (1 ,300)
Closing  cash          9 ,900      8 ,600      7 ,300

Comments  from  management
-  Sales  of  seed  and  fertiliser  packs  were  lower  as  FISP  e-voucher  deliveries  started  early  and  farmers  bought  from  the  programme  instead.
-  Recovery  on  the  input  loan  book  remains  at  94%.
-  Net  cash  outflow  is  stable  at  about  ZMW  1.3m  a  month.
-  The  board  is  asked  to  approve  the  start  of  a  bridge  round  in  December.
-  Staff  costs  were  frozen  from  1  September;  no  new  hires  are  planned  before  the  bridge  closes.`,
  },
  // Clean: last year's PAYE arrears "fully settled" (resolved); unmodified opinion issued; findings are control points only.
  {
    id: 'd20-w1-en-028-management-letter-minor-points',
    documentType: 'legal_docs',
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'related-party'],
    traits: ['boilerplate', 'resolved', 'list'],
    text: `Nairobi, 12 May 2025

The Board of Directors
Soko Direct Limited

MANAGEMENT LETTER - AUDIT FOR THE YEAR ENDED 31 DECEMBER 2024

Dear Directors,

Following our audit of the financial statements of Soko Direct Limited for the year ended 31 December 2024, on which we issued an unmodified opinion on 30 April 2025, we set out below matters that came to our attention. These matters do not affect our opinion and are not a complete list of all weaknesses that may exist.

1. Fixed asset register (medium)
Twelve laptops issued to staff were not tagged. Management response: tagging completed in May 2025.

2. Segregation of duties in payments (medium)
The finance manager can both create and approve supplier payments below KES 500,000 in the banking portal. Management response: dual approval to be enabled by 30 June 2025.

3. Follow-up of prior-year matter: statutory deductions
Our 2023 letter reported PAYE and housing levy arrears of KES 1.9 million. We confirmed that these arrears, together with the related penalties, were fully settled in March 2024 and that all 2024 remittances were made by the 9th of the following month. This matter is closed.

4. Related-party register
We reviewed the register of directors' interests; no transactions with related parties were identified during the year.

We thank management and staff for their cooperation.

Yours faithfully,
Wairimu Njoroge, Engagement Partner
Njoroge Okello & Co., Certified Public Accountants`,
  },
  // audit-opinion: FY2024 audit not completed, "we have not issued an opinion". debt-distress: PAYE/NSSF unremitted for five months, UGX 236m outstanding. No going-concern statement by auditor: absent.
  {
    id: 'd20-w1-en-029-auditor-letter-no-opinion-arrears',
    documentType: 'legal_docs',
    present: ['audit-opinion', 'debt-distress'],
    absent: ['going-concern'],
    traits: ['formal', 'indirect'],
    text: `Kampala, 3 October 2025

The Directors
Boda Finance Uganda Ltd

STATUS OF THE AUDIT FOR THE YEAR ENDED 31 DECEMBER 2024

Dear Directors,

We write to inform you of the status of our audit, which under our engagement letter was due for completion by 30 June 2025.

1. Status. We have not been able to complete our audit, and accordingly we have not issued an opinion on the financial statements for the year ended 31 December 2024. The principal outstanding items are (a) the loan-book reconciliation between the core system and the general ledger, which shows an unexplained difference of UGX 412 million, and (b) confirmations from two funding partners.

2. Statutory deductions. During our fieldwork we noted that PAYE and NSSF contributions for April to August 2025 have not been remitted. The amount outstanding at 31 August 2025 is UGX 236 million, excluding penalties and interest, which continue to accrue. The directors should be aware of the personal liability that may arise for unremitted deductions.

3. Next steps. We propose to resume fieldwork on 20 October 2025, subject to the items in paragraph 1 being provided by 15 October 2025.

We would be pleased to discuss this letter at your convenience.

Yours faithfully,
Partner, Kato Mugisha & Co., Certified Public Accountants (Uganda)`,
  },
  // Clean: the auditor reports no related-party transactions beyond directors' remuneration approved by shareholders; the largest investor holds 48% < 50. Formal vocabulary only.
  {
    id: 'd20-w1-en-030-auditor-related-party-review',
    documentType: 'legal_docs',
    present: [],
    absent: ['related-party', 'investor-control', 'audit-opinion'],
    traits: ['boilerplate', 'negation'],
    text: `To: Audit Committee, Savanna Agritech Holdings Ltd (Mauritius)
From: Engagement team, Ramdin & Partners
Date: 22 September 2025
Subject: Related parties and shareholder matters - year ended 30 June 2025

1. Scope
As required by ISA 550, we obtained management's list of related parties, the register of directors' interests, minutes of board and shareholder meetings, and confirmations from the two principal shareholders.

2. Shareholding
The principal shareholders at 30 June 2025 were Kestrel Africa Fund LP (48.0%) and the three founding directors (together 39.5% directly and 4.5% through Savanna Founders Trust, 44.0% in total). No shareholder controls the company.

3. Transactions
We identified no transactions between the group and its directors, shareholders, or entities connected with them, other than directors' remuneration approved by the shareholders at the AGM of 14 November 2024 and disclosed in note 24.

4. Searches
Our searches of the Corporate and Business Registration Department did not identify any undisclosed directorships of the founding directors in suppliers or customers of the group.

5. Conclusion
We have no matters to report in this area. Our unmodified opinion on the consolidated financial statements was signed on 18 September 2025.`,
  },
  // high-churn: "7% of paying clinics cancelled each month" >= 5%. gross-margin: 58% -> 51%, down 7 points >= 5. Revenue up NGN 38.2m -> 41.0m: no declining-revenue. No burn stated.
  {
    id: 'd20-w1-en-031-update-margin-and-churn',
    documentType: 'business_plan',
    present: ['high-churn', 'gross-margin'],
    absent: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    traits: ['email', 'figures', 'list'],
    text: `Subject: MediStock Q3 investor update
From: Tolu Akande <tolu@medistock.ng>
To: investors@medistock.ng

Hello everyone,

Q3 in one line: we grew, but we paid for it.

Headline numbers (Q3 vs Q2)
- Revenue: NGN 41.0m vs NGN 38.2m
- Gross margin: 51% vs 58%
- Paying clinics at end of quarter: 642 vs 601

What happened to margin. We moved from air-freighting reagents to sea freight too late: the naira weakened in July and our cost of goods followed within weeks, while our prices to clinics are fixed for six months. The new price card takes effect in January.

Retention. I want to be direct about this. About 7% of paying clinics cancelled each month in Q3, the same as Q2. Most are small clinics that buy a starter bundle and then go back to the open market once their first order runs out. We gained net clinics only because sales added more than we lost. Our fix is a consignment model for the smallest clinics, piloting in Ibadan now.

Team. We hired a head of procurement from a multinational pharma distributor; she starts 1 December.

Asks. Introductions to FX hedging providers who work with SMEs, and to any hospital group procurement leads in Abuja.

Thanks,
Tolu`,
  },
  // Clean: minutes discuss a hypothetical ("should a customer bring a claim"), approve an indemnity and insurance, and note a competitor's court case (other-company). No claim against the company.
  {
    id: 'd20-w1-en-032-minutes-insurance-hypothetical',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'regulatory', 'founder-departure'],
    traits: ['modality', 'other-company', 'boilerplate'],
    text: `NJIA MOBILITY LTD - EXTRACT OF BOARD MINUTES, 7 OCTOBER 2025

Present: S. Wekesa (Chair), M. Otieno (CEO, co-founder), J. Achieng (CTO, co-founder), P. Ruto (investor director)

Item 4 - Insurance and indemnities
4.1 The CEO reported that the professional indemnity and product liability cover has been renewed with Jubilee Insurance for KES 100m per claim, effective 1 October 2025.
4.2 The investor director asked how the company would respond should a rider or passenger bring a claim for injury on a Njia-booked trip. The CEO explained that drivers carry their own PSV insurance, that the platform terms include an arbitration clause (Nairobi Centre for International Arbitration), and that the new cover would respond to any claim against the company. No such claim has been received to date.
4.3 The Board noted press reports that a competitor, a regional ride-hailing platform, is defending a class action by drivers in the Employment and Labour Relations Court. Management does not consider the company exposed, as its driver agreements were reviewed by counsel in 2024, but will monitor the outcome.
4.4 RESOLVED that the directors' and officers' indemnity deeds in the agreed form be approved and executed.

Item 5 - People
5.1 Both co-founders confirmed their continued full-time commitment; the CTO's reverse vesting completes in June 2026.

Certified a true extract.
(signed) Company Secretary`,
  },
];
