/** Writer 2's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW2P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), cashew processing, The Gambia.
  // customer-concentration PRESENT (indirect, figures): one buyer took "two of every three tonnes", about D 6.5M of D 9.8M = 66%.
  // no-competition PRESENT: "Competitive landscape: none ... the only cashew processor"; middlemen are not named as competitors.
  // unrealistic-growth PRESENT (figures): revenue D 9.8M (2024A) to D 44.0M (2025F) = 4.49x in one year (>= 4x).
  // short-runway ABSENT (figures): cash D 7.4M / net burn D 610k a month = 12.1 months (>= 9).
  // burn-above-revenue ABSENT: net burn D 610k a month is below revenue of D 1.1M a month in the same quarter.
  // missing-financials ABSENT: revenue figures are given (2023, 2024, projections).
  {
    id: 'h20-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures', 'indirect'],
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['short-runway', 'burn-above-revenue', 'missing-financials'],
    text: `KOMBO KERNELS — Seed round deck, April 2025

Slide 1 — Who we are
Kombo Kernels Ltd turns raw cashew from Foni and Kombo East into graded white kernels for export. Factory at Sibanor, West Coast Region. 46 staff, 70% of them women.

Slide 2 — The problem
• Most Gambian raw cashew still leaves the country unshelled, through traders at the Senegal and Guinea-Bissau borders.
• Farmers get D 45–55 per kg at the farm gate, often paid late and in cash.

Slide 3 — Our answer
• Local processing: a 1,200 t/year shelling and peeling line, commissioned in 2023.
• We pay D 62/kg on delivery, by mobile money.

Slide 4 — Traction
• Revenue 2023: D 5.1M → 2024: D 9.8M (≈ USD 140k)
• 600 registered farmers; 105 t of raw nuts bought in 2024; 24 t of kernels shipped
• Export partner Viet Golden Kernel (Ho Chi Minh City) took roughly two of every three tonnes we shipped last year — about D 6.5M of our sales

Slide 5 — Competitive landscape: none
We are the only cashew processor operating in The Gambia. Nobody else competes for the farmer's nut at a fair local price — only middlemen who ship it out raw.

Slide 6 — Projections
| D million        | 2024A | 2025F | 2026F | 2027F |
|------------------|-------|-------|-------|-------|
| Revenue          | 9.8   | 44.0  | 118.0 | 260.0 |
| Kernels shipped t| 24    | 105   | 280   | 620   |
| EBITDA           | 0.6   | 7.9   | 24.8  | 59.0  |

Slide 7 — Cash and the ask
• Cash at 31 March 2025: D 7.4M
• Net burn in Q1 2025 (raw-nut buying season): D 610k a month, against revenue of about D 1.1M a month in the same quarter
• Raising USD 450,000 (≈ D 31.5M) for a second shelling line and season working capital
• Founders: Binta Sonko (CEO) and Musa Bojang (operations), both full-time`,
  },
  // 02 — Pitch deck (slides), digital group savings (osusu) fintech, Sierra Leone. CLEAN.
  // short-runway ABSENT (figures): cash USD 420,000 / net burn USD 41,000 a month = 10.2 months (>= 9).
  // burn-above-revenue ABSENT: June net burn USD 41,000 x 23 = NLe 943,000, below June revenue NLe 1,520,000.
  // customer-concentration ABSENT (negation): no partner above 24% of revenue (< 30%).
  // no-competition ABSENT: competitors are named (Orange Money, Afrimoney, bank susu accounts, collectors).
  // pending-licence ABSENT: PSP licence issued Aug 2023 and renewed; nothing applied for and waiting.
  // high-churn ABSENT: monthly churn 4.1% (< 5%).
  // unrealistic-growth ABSENT (figures): 17.5 -> 41.0 = 2.34x; 41.0 -> 86.0 = 2.10x (< 4x, not 3x a year for three years).
  // declining-revenue ABSENT: monthly revenue rises every month Jan-Jun.
  // low-founder-ownership ABSENT: founders hold 61%.
  {
    id: 'h20-en-w2-02',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures', 'negation'],
    present: [],
    absent: [
      'short-runway',
      'burn-above-revenue',
      'customer-concentration',
      'no-competition',
      'pending-licence',
      'high-churn',
      'unrealistic-growth',
      'declining-revenue',
      'low-founder-ownership',
    ],
    text: `SaveBox — digital osusu for Sierra Leone
Seed deck | July 2025 | Freetown

1. Problem
Most adults in Sierra Leone save informally. Osusu collectors lose cash, take a cut of the pot and keep no records.

2. Product
Group savings pots on USSD and app. Pots sit in a trust account at a commercial bank; payouts go to Orange Money or Afrimoney wallets.
Licence: Payment Service Provider licence issued by the Bank of Sierra Leone in August 2023, renewed for 2025/26.

3. Traction — monthly revenue (NLe)
Jan 1,050,000 | Feb 1,120,000 | Mar 1,190,000 | Apr 1,310,000 | May 1,400,000 | Jun 1,520,000
• 38,400 active savers; monthly churn of active savers 4.1% (Q2 average)
• 210 employer and agent partners; no single partner brings more than 24% of revenue

4. Competition
Orange Money and Afrimoney savings wallets, bank "susu" accounts, and thousands of informal collectors. We win on group features, payout reminders and trust-account protection.

5. Plan
| NLe million | 2025F | 2026F | 2027F |
| Revenue     | 17.5  | 41.0  | 86.0  |
| Savers (k)  | 62    | 135   | 260   |

6. Cash
• Cash at 30 June 2025: USD 420,000
• Net burn in June: USD 41,000 (≈ NLe 943,000), against June revenue of NLe 1.52 million
• Runway: about 10 months before this round

7. The ask
USD 1.2 million seed: 45% product and security, 35% partner growth in Bo, Kenema and Makeni, 20% working capital.
Founders Aminata Kargbo (CEO) and David Macauley (CTO) hold 61% today.`,
  },
  // 03 — Audited financial statements (extracts with notes), solar pay-as-you-go, Sierra Leone.
  // audit-opinion PRESENT: "Qualified opinion ... except for the possible effects" (inventory not counted).
  // going-concern PRESENT: auditor's "Material uncertainty related to going concern" and note 2 (directors).
  // debt-distress PRESENT: current-ratio covenant breached (0.74x vs 1.20x required), not waived.
  // burn-above-revenue PRESENT (figures): loss for the year NLe 6,680k (11,650 - 15,920 - 2,410), so costs exceed revenue.
  // declining-revenue ABSENT: revenue 31,480 (2024) > 27,950 (2023).
  // gross-margin ABSENT (figures): 11,650/31,480 = 37.0% vs 10,620/27,950 = 38.0%, down 1.0 point (< 5).
  // litigation ABSENT: distributor claim settled and withdrawn in Sept 2024; no proceedings pending.
  {
    id: 'h20-en-w2-03',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'prose', 'figures', 'negation'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'litigation'],
    text: `SALONE SUN POWER LIMITED
Financial statements for the year ended 31 December 2024 — extracts

INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS
Qualified opinion
We have audited the financial statements of Salone Sun Power Limited. In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements give a true and fair view of the financial position of the company at 31 December 2024 and of its performance for the year, in accordance with IFRS.

Basis for qualified opinion
Solar home systems held by field agents, carried at NLe 4.6 million, were not counted at year end and we could not verify their existence by other means.

Material uncertainty related to going concern
We draw attention to note 2. Our opinion is not further modified in respect of this matter.
Chartered Accountants, Freetown — 28 May 2025

STATEMENT OF PROFIT OR LOSS (NLe '000)
                          2024        2023
Revenue                 31,480      27,950
Cost of sales          (19,830)    (17,330)
Gross profit            11,650      10,620
Operating expenses     (15,920)    (13,140)
Finance costs           (2,410)     (1,690)
Loss for the year       (6,680)     (4,210)

Note 2 — Going concern
The company made a loss of NLe 6.68 million for the year and, at 31 December 2024, its current liabilities exceeded its current assets by NLe 5.2 million. The directors are negotiating new equity with existing shareholders, but no agreement has been signed. These conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern.

Note 14 — Borrowings
Term loan of USD 800,000 (NLe 18.2 million) from a development finance lender at 9%. The facility requires a current ratio of at least 1.20x; at 31 December 2024 the ratio was 0.74x. The lender has not waived the breach, so the whole balance is presented as current.

Note 22 — Contingent liabilities
A claim by a former distributor in Kenema was settled in September 2024 and withdrawn from the High Court. No legal proceedings were pending at the year end.`,
  },
  // 04 — Audited financial statements (extract with notes), bottled water, The Gambia. CLEAN.
  // audit-opinion ABSENT: unmodified opinion ("give a true and fair view"), signed.
  // going-concern ABSENT (negation): "We have not identified any material uncertainty".
  // gross-margin ABSENT (figures): 18,530,000/48,620,000 = 38.1% vs 16,950,000/41,350,000 = 41.0%, down 2.9 points (< 5).
  // declining-revenue ABSENT: revenue 48.62M (2024) > 41.35M (2023).
  // burn-above-revenue ABSENT: profit for the year in both years.
  // debt-distress ABSENT (negation): instalments paid on due dates, covenants met, "not in default"; no tax overdue.
  // litigation ABSENT (over): supplier dispute "settled and closed in March 2024"; no pending claims.
  // related-party ABSENT (negation): no transactions with directors, shareholders or connected entities.
  // customer-concentration ABSENT: largest distributor 21% of revenue (< 30%).
  {
    id: 'h20-en-w2-04',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'prose', 'negation', 'figures', 'time'],
    present: [],
    absent: [
      'audit-opinion',
      'going-concern',
      'gross-margin',
      'declining-revenue',
      'burn-above-revenue',
      'debt-distress',
      'litigation',
      'related-party',
      'customer-concentration',
    ],
    text: `GAMBIA PURE WATER COMPANY LIMITED
Annual report and financial statements for the year ended 31 December 2024 (extract)

REPORT OF THE INDEPENDENT AUDITORS TO THE MEMBERS
Opinion
We have audited the financial statements of Gambia Pure Water Company Limited, which comprise the statement of financial position at 31 December 2024, the statement of comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, and the notes. In our opinion, the financial statements give a true and fair view of the financial position of the company at 31 December 2024 and of its financial performance and cash flows for the year then ended, in accordance with the IFRS for SMEs and the Companies Act 2013.

Conclusions relating to going concern
We have not identified any material uncertainty relating to events or conditions that may cast significant doubt on the company's ability to continue as a going concern.
Chartered Accountants, Kanifing — 14 April 2025

STATEMENT OF COMPREHENSIVE INCOME (GMD)
                              2024           2023
Revenue                 48,620,000     41,350,000
Cost of sales          (30,090,000)   (24,400,000)
Gross profit            18,530,000     16,950,000
Operating expenses     (11,240,000)   (10,080,000)
Finance costs           (1,310,000)    (1,460,000)
Profit before tax        5,980,000      5,410,000
Income tax (27%)        (1,614,600)    (1,460,700)
Profit for the year      4,365,400      3,949,300

NOTES (extract)
7. Borrowings — Term loan from a Banjul commercial bank, D 9.4 million outstanding (2023: D 12.1 million). Every instalment was paid on its due date and all covenants were met; the loan is not in default.
9. Taxation — The GRA assessment for 2023 was agreed and paid in full. No tax is overdue.
11. Contingent liabilities — The dispute with a preform supplier over a 2023 shipment was settled and closed in March 2024. There are no pending claims against the company.
12. Related parties — There were no sales, purchases, loans or leases with directors, shareholders or entities connected with them during the year.
13. Concentration — The largest distributor accounted for 21% of revenue (2023: 23%).
14. Licences — FSQA product certification was renewed in June 2024 for three years.`,
  },
  // 05 — Shareholders' agreement (recitals and cap-table schedule), last-mile delivery, The Gambia.
  // founder-departure PRESENT (time): co-founder/CTO Modou Jallow resigned with effect from 30 Nov 2023.
  // dead-equity PRESENT: buy-back right "not exercised and has lapsed"; his 12% stays registered in his name.
  // low-founder-ownership PRESENT (figures): active Founders = Awa 23.0% + Ebrima 15.0% = 38.0% (< 40%);
  //   the departed co-founder's 12% does not count (not active).
  // investor-control ABSENT: largest investor Sahel Gateway Fund II holds 36.0% (< 50%).
  // cap-table-complexity ABSENT: schedule "reconciled ... to the register of members"; total 10,000,000 = 100.0%.
  {
    id: 'h20-en-w2-05',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'prose', 'figures', 'time', 'split'],
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT relating to SUKU DELIVERY LIMITED (extract)
Dated 12 February 2025

PARTIES
(1) Suku Delivery Limited (the "Company"); (2) Awa Ceesay and Ebrima Touray (together the "Founders"); (3) Sahel Gateway Fund II and the persons listed as Angel Investors in Schedule 1 (the "Investors"); (4) Modou Jallow.

RECITALS
(A) The Company is a private company limited by shares incorporated in The Gambia under the Companies Act 2013. It carries on a last-mile delivery business in the Greater Banjul Area.
(B) Modou Jallow, a co-founder and formerly Chief Technology Officer, resigned as an employee and as a director with effect from 30 November 2023 and has no continuing role in the business (the "Departed Founder").
(C) Under clause 9.3 of the 2022 founders' agreement the Company could buy back the Departed Founder's shares at nominal value within six months of his departure. That right was not exercised and has lapsed. His shares remain registered in his name and carry full voting and dividend rights.

1. DEFINITIONS
"Founders" means Awa Ceesay and Ebrima Touray, each of whom is employed full-time by the Company.

SCHEDULE 1 — SHAREHOLDINGS ON COMPLETION
(reconciled by the company secretary to the register of members on 10 February 2025)

Shareholder                        Shares        %
Awa Ceesay (CEO)                2,300,000     23.0
Ebrima Touray (COO)             1,500,000     15.0
Modou Jallow                    1,200,000     12.0
Sahel Gateway Fund II           3,600,000     36.0
Angel Investors (6)               900,000      9.0
Unallocated ESOP pool             500,000      5.0
Total                          10,000,000    100.0

4. BOARD
4.1 The board shall have three directors: two appointed by the Founders and one by Sahel Gateway Fund II for so long as it holds at least 15% of the shares.
4.2 The Departed Founder shall have no right to appoint or remove a director.

5. RESERVED MATTERS
The Company shall not, without Investor Majority consent: (a) issue shares other than under the ESOP pool; (b) borrow more than D 3,000,000 in aggregate; (c) change the nature of the business.`,
  },
  // 06 — Board minutes, pharmacy chain, Sierra Leone.
  // regulatory PRESENT: Pharmacy Board of Sierra Leone suspended the Bo branch premises licence for 60 days.
  // litigation PRESENT: former Kenema franchisee's High Court claim of NLe 380,000; defence filed; pending, hearing 3 July.
  // related-party PRESENT: supply agreement renewed with a distributor owned by the CEO's brother-in-law.
  // short-runway PRESENT (figures, split): cash NLe 1.86M / net outflow NLe 305,000 a month = 6.1 months (< 9).
  // burn-above-revenue ABSENT: net outflow NLe 305,000 a month is below April revenue NLe 910,000.
  // pending-licence ABSENT: Makeni licence "was granted" on 18 March.
  {
    id: 'h20-en-w2-06',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'list', 'figures', 'split', 'indirect'],
    present: ['regulatory', 'litigation', 'related-party', 'short-runway'],
    absent: ['burn-above-revenue', 'pending-licence'],
    text: `MEDPLUS PHARMACIES (SL) LIMITED
Minutes of the meeting of the Board of Directors held on 14 May 2025 at 41 Wilkinson Road, Freetown

Present: Dr Isatu Kamara (Chair), Mohamed Bangura (CEO), Christiana Cole (non-executive director), Abdul Sesay (investor director)
In attendance: Fatmata Conteh (CFO), Joseph Koroma (company secretary)

1. Quorum
A quorum was present. No apologies.

2. Bo branch
The CEO reported that after its inspection on 22 April, the Pharmacy Board of Sierra Leone suspended the premises licence of the Bo branch for 60 days because of inadequate cold-chain storage for vaccines and insulin. The branch has been closed since 29 April. A corrective plan (new fridges, daily temperature logs) will be submitted by 30 May.

3. Kenema franchise claim
The company secretary reported that the former franchise partner in Kenema has filed a claim in the High Court for NLe 380,000, alleging wrongful termination of the franchise agreement. The company's defence was filed on 9 May. The next hearing is fixed for 3 July.

4. Supply agreement
Management proposed to renew for twelve months the supply agreement with Lumley Medical Distributors Ltd, worth about NLe 2.4 million a year. The CEO declared that Lumley Medical Distributors is owned by his brother-in-law and left the room. The remaining directors approved the renewal on the existing price terms.

5. Finance
The CFO presented the April management accounts:
- Revenue for April: NLe 910,000
- Cash and bank at 30 April: NLe 1.86 million
The CFO added that the average net cash outflow for February to April was NLe 305,000 a month and is expected to rise while Bo is closed. The board asked her to present funding options at the June meeting.

6. Makeni branch
The retail pharmacy licence for the planned Makeni branch was granted by the Pharmacy Board on 18 March. Fit-out starts in June.

There being no other business, the meeting closed at 12:40.`,
  },
  // 07 — Legal due-diligence memo, cassava (gari) processing, Sierra Leone. CLEAN.
  // litigation ABSENT (over + modality): transporter claim settled and struck out, file closed; searches show
  //   nothing pending; "could face claims" from landowning families is a possible future dispute only.
  // pending-licence ABSENT: EPA-SL licence renewed, SLSB certificate granted; "No licence application is outstanding."
  // regulatory ABSENT (negation): no sanction, suspension or enforcement notice.
  // cap-table-complexity ABSENT: cap table reconciled with register and CAC filings; no discrepancy.
  // low-founder-ownership ABSENT: three active founders hold 64% (>= 40%).
  // investor-control ABSENT: largest investor 22% (< 50%).
  // founder-departure ABSENT (negation): all founders full-time, none resigned; the leaver was an operations manager.
  // dead-equity ABSENT: the former manager's 40,000 shares were bought back and cancelled.
  // related-party ABSENT (negation): offtaker unconnected to founders, directors or family.
  // debt-distress ABSENT (negation): repayments up to date, no covenant breach; tax clearance issued.
  {
    id: 'h20-en-w2-07',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'list', 'negation', 'modality', 'time'],
    present: [],
    absent: [
      'litigation',
      'pending-licence',
      'regulatory',
      'cap-table-complexity',
      'low-founder-ownership',
      'investor-control',
      'founder-departure',
      'dead-equity',
      'related-party',
      'debt-distress',
    ],
    text: `PRIVILEGED AND CONFIDENTIAL
LEGAL DUE DILIGENCE MEMORANDUM

To: Investment Committee, Tropical Seed Capital
From: Legal counsel, Freetown
Re: Makeni Gari Processing Limited (the "Company") — proposed USD 600,000 equity investment
Date: 3 March 2025

1. Corporate and share capital
1.1 The Company is incorporated in Sierra Leone and is in good standing with the Corporate Affairs Commission (CAC); annual returns are filed up to 2024.
1.2 We compared management's cap table with the register of members and the CAC filings. All three show 2,500,000 issued ordinary shares and the same holders; we found no discrepancy.
1.3 The three founders together hold 64% and all remain employed full-time; none has resigned or given notice. The largest investor, an impact fund, holds 22%.
1.4 A former operations manager who left in 2024 held 40,000 shares. The Company bought them back at nominal value in January 2025 and the shares were cancelled.

2. Licences and regulators
2.1 The EPA-SL environmental licence was issued in 2023 and renewed in January 2025. The Sierra Leone Standards Bureau certificate for packaged gari was granted in October 2024. No licence application is outstanding.
2.2 We found no sanction, suspension or enforcement notice from any regulator.

3. Litigation
3.1 A transporter's claim for NLe 65,000 was settled in November 2024 and the suit was struck out; the file is closed.
3.2 Searches at the High Court registries in Freetown and Makeni on 24 February 2025 disclosed no pending proceedings against the Company or its directors.
3.3 The Company could face claims from landowning families if it expands onto community land without a registered lease. We recommend that leases be registered before any expansion.

4. Material contracts and finance
4.1 The offtake agreement with a Freetown supermarket chain is with a party that is not connected with any founder, director or member of their families.
4.2 The Company has a NLe 1.1 million loan from a commercial bank. Repayments are up to date and no covenant has been breached.
4.3 The National Revenue Authority issued a tax clearance certificate for 2025.

5. Conclusion
We have found no matter that should be made a condition precedent. Item 3.3 should be covered by a post-completion undertaking.`,
  },
];
