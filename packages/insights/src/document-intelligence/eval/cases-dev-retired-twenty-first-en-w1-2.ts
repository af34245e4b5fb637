/** Writer 1's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW1P2: readonly RedFlagCase[] = [

  // 08 — Series A term sheet with pro-forma cap table, solar mini-grids, Lesotho.
  // investor-control PRESENT (table): SLEF 4,320,000 / 8,000,000 = 54.0% (>= 50%).
  // low-founder-ownership PRESENT (table): founders 2,480,000 / 8,000,000 = 31.0% together (< 40%).
  // cap-table-complexity PRESENT: register, Registrar-General filings and seed notes "do not agree"; conversion disputed.
  //   Check: 2,480,000 + 4,320,000 + 560,000 + 640,000 = 8,000,000; USD 4.0m / 7.4m post-money = 54%.
  // pending-licence ABSENT: the LEWA licences were granted on 14 February 2024 and remain in force.
  {
    id: 'h21-en-w1-08',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'split'],
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['pending-licence'],
    text: `KHANYA POWER (PTY) LTD
INDICATIVE TERM SHEET — SERIES A PREFERENCE SHARES
Non-binding, save for the clauses headed Confidentiality, Exclusivity, Costs and Governing Law.

Issuer: Khanya Power (Pty) Ltd, a private company incorporated in the Kingdom of Lesotho (the "Company").
Lead Investor: Southern Light Energy Fund II LP ("SLEF").
Amount: USD 4,000,000 (approximately M 72 million at M 18.00 per USD), in a single closing.
Pre-money valuation: USD 3,400,000 on a fully diluted basis, including the unallocated ESOP.
Security: Series A participating preference shares, 1x liquidation preference, broad-based weighted-average anti-dilution.

Pro-forma capitalisation (fully diluted, post-closing)
| Shareholder | Shares | % |
|---|---:|---:|
| R. Mohapi and N. Lebona (founders) | 2,480,000 | 31.0% |
| SLEF (Series A) | 4,320,000 | 54.0% |
| Seed investors (on conversion of notes) | 560,000 | 7.0% |
| ESOP (unallocated) | 640,000 | 8.0% |
| Total | 8,000,000 | 100.0% |

Board: Five directors. SLEF appoints three; the founders jointly appoint one; one independent director is appointed by SLEF after consulting the founders.

Reserved matters: Annual budget, new share issues, borrowing above USD 250,000, acquisition or disposal of any mini-grid site, and changes to tariffs filed with the regulator require SLEF's prior written consent.

Conditions precedent:
(a) Cap table. The Company has disclosed that its own share register, the filings at the Office of the Registrar-General and the 2022 seed convertible notes do not agree, and that two noteholders dispute the number of shares due to them on conversion. The Company shall deliver a reconciled cap table certified by its auditors before closing. The figures above are subject to that reconciliation.
(b) Licences. Certified copies of the generation and distribution licences for the ten operating mini-grid sites in Mokhotlong and Thaba-Tseka, granted by the Lesotho Electricity and Water Authority (LEWA) on 14 February 2024, together with evidence that they remain in full force.
(c) Satisfactory legal, technical and environmental due diligence.

Use of proceeds: Construction of 18 further mini-grid sites and working capital.

Exclusivity: 60 days from signature.
Governing law: The laws of the Kingdom of Lesotho.

Signed for the Company: ______________    Signed for SLEF: ______________`,
  },

  // 09 — Shareholders' agreement (extract), livestock traceability agritech, Botswana. CLEAN (tempting).
  // low-founder-ownership ABSENT: founders 3,300,000 + 1,900,000 = 5,200,000 / 10,000,000 = 52% (>= 40%).
  //   (of the 9,000,000 issued shares only: 5,200,000 / 9,000,000 = 57.8%).
  // investor-control ABSENT: largest investor 28% fully diluted (2,800,000 / 9,000,000 = 31.1% of issued). Total: 52 + 28 + 10 + 10 = 100%.
  // dead-equity ABSENT: the former field technician's vested shares were bought back and cancelled; she holds none.
  // cap-table-complexity ABSENT: register reconciled with CIPA records.
  // related-party ABSENT: warranty that no shareholder, director or connected person contracts with the Company.
  // litigation ABSENT: warranty that no proceedings are pending or threatened.
  // founder-departure ABSENT: the person who resigned was a field technician, neither a founder nor an executive.
  {
    id: 'h21-en-w1-09',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'negation'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'related-party', 'litigation', 'founder-departure'],
    text: `SHAREHOLDERS' AGREEMENT
between the shareholders of DIKGOMO TRACE (PTY) LTD (Company No. BW00001234567) and the Company
Extract: clauses 3, 9 and 14

3. SHARE CAPITAL
3.1 At the Effective Date the Company has 9,000,000 issued ordinary shares and a further 1,000,000 ordinary shares reserved for the employee share option pool, held as follows on a fully diluted basis:

| Shareholder | Ordinary shares | % (fully diluted) |
|---|---:|---:|
| Kabelo Seretse (founder, CEO) | 3,300,000 | 33.0 |
| Naledi Motsumi (founder, CTO) | 1,900,000 | 19.0 |
| Limpopo Agri Ventures Fund I | 2,800,000 | 28.0 |
| Angel investors (four individuals, Schedule 2) | 1,000,000 | 10.0 |
| Employee share option pool (reserved, unissued) | 1,000,000 | 10.0 |
| Total | 10,000,000 | 100.0 |

3.2 The Company confirms that the register of members is complete, has been reconciled with the records of the Companies and Intellectual Property Authority (CIPA) as at the Effective Date, and agrees with the issued shares in the table above.
3.3 Ms P. Gaolathe, a former field technician who resigned in September 2024, held 50,000 vested shares under the 2022 employee scheme. Those shares were bought back by the Company at fair value on 31 October 2024, paid in full and cancelled; she holds no shares or options in the Company.

9. WARRANTIES BY THE COMPANY AND THE FOUNDERS
9.1 No Shareholder, Director or any person connected with any of them (including a spouse, child, parent or sibling, or a company in which any of them holds an interest) is party to any contract, lease or arrangement with the Company, and the Company buys no goods or services from any such person.
9.2 The Company is not a party to any litigation, arbitration or administrative proceedings, and no such proceedings are pending or, to the Founders' knowledge, threatened.
9.3 The Company holds all permits required for its operations, including its registration as a service provider to the Department of Veterinary Services for the livestock identification and traceability system.

14. TRANSFERS
14.1 No Shareholder shall transfer any shares other than in accordance with this clause 14 and the pre-emption rights in the Constitution.
14.2 No Shareholder shall, by any transfer or subscription, come to hold more than 49% of the issued shares without the prior written consent of Shareholders holding at least 75% of the shares.

Signed at Gaborone on 12 May 2025.`,
  },

  // 10 — Unaudited management accounts, online grocery, Botswana.
  // audit-opinion PRESENT: "Unaudited — prepared by management; not reviewed or audited".
  // gross-margin PRESENT (table): 1,418,400 / 5,910,000 = 24.0% -> 1,094,400 / 6,840,000 = 16.0%, down 8.0 points (>= 5).
  // burn-above-revenue PRESENT: net loss in both halves (costs above revenue):
  //   1,094,400 - 2,210,000 = -1,115,600 ; 1,418,400 - 1,950,000 = -531,600.
  // declining-revenue ABSENT: revenue P 5,910,000 -> P 6,840,000 (+15.7%).
  // short-runway ABSENT: cash P 5,200,000 / P 186,000 a month = 28 months.
  {
    id: 'h21-en-w1-10',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'figures'],
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue', 'short-runway'],
    text: `MMARAKA ONLINE (PTY) LTD
Management accounts for the six months ended 31 March 2025
UNAUDITED — prepared by management for shareholders; not reviewed or audited by the Company's auditors.
Amounts in Botswana Pula (BWP)

Income statement
| | 6 months to 31 Mar 2025 | 6 months to 30 Sep 2024 |
|---|---:|---:|
| Revenue | 6,840,000 | 5,910,000 |
| Cost of sales | (5,745,600) | (4,491,600) |
| Gross profit | 1,094,400 | 1,418,400 |
| Gross margin | 16.0% | 24.0% |
| Staff costs | (1,020,000) | (910,000) |
| Delivery and fleet | (640,000) | (575,000) |
| Marketing | (330,000) | (285,000) |
| Other operating costs | (220,000) | (180,000) |
| Net result | (1,115,600) | (531,600) |

Key operating figures
| | Oct 2024 – Mar 2025 | Apr – Sep 2024 |
|---|---:|---:|
| Orders delivered | 38,900 | 34,100 |
| Average basket (P) | 176 | 173 |
| Active customers (month-end) | 9,850 | 8,420 |

Commentary
1. Revenue grew 15.7% on the previous half, helped by the launch of same-day delivery in Tlokweng and Mogoditshane and by the festive season.
2. Gross margin fell because we matched the supermarket chains' prices on about 300 staple lines from November and absorbed the increase in supplier prices after the January fuel adjustment. Management expects to restore part of the margin by renegotiating with two wholesalers in Q3.
3. Delivery costs rose with volume; cost per order was broadly stable at P 16.
4. Cash at bank at 31 March 2025 was P 5,200,000. Average monthly net cash outflow over the half was P 186,000.
5. The FY2024 statutory audit is scheduled to begin in July.

Prepared by: G. Mosweu, Financial Controller — 15 April 2025`,
  },

  // 11 — Growth-round pitch deck, Sesotho-language digital media, Lesotho. CLEAN (tempting).
  // customer-concentration ABSENT: largest partner 20% of FY2024 revenue (< 30%).
  // unrealistic-growth ABSENT: 9.1 -> 14.2 (1.56x) -> 18.5 (1.30x) -> 23.0 (1.24x); 23.0 / 9.1 = 2.5x over three years.
  // no-competition ABSENT: competitors named.
  // litigation ABSENT: "could face defamation claims; none has been filed" (hypothetical only).
  // unit-economics ABSENT: 45 x 80% = M 36 a month; 1 / 3% = 33.3 months; LTV = M 1,200; / CAC M 150 = 8x, as claimed.
  // high-churn ABSENT: 3% a month (< 5%); 0.97^12 = 69% annual retention (>= 55%).
  // burn-above-revenue ABSENT: FY2024 costs M 8.4m < revenue M 9.1m. gross-margin: 78% -> 80% (up).
  // missing-financials ABSENT: revenue and cost figures given.
  {
    id: 'h21-en-w1-11',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'figures', 'modality', 'negation'],
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'no-competition', 'litigation', 'unit-economics', 'high-churn', 'burn-above-revenue', 'missing-financials'],
    text: `LENTSOE DIGITAL — Growth round deck, July 2025 (Maseru, Lesotho)

1. WHY NOW
Two million Sesotho speakers in Lesotho and another four million in South Africa's Free State and Gauteng, yet almost no Sesotho-language news, podcasts or comedy online. Mobile data is getting cheaper every year.

2. WHAT WE DO
A subscription app and WhatsApp channel with daily news in Sesotho, 14 original podcasts, football commentary and a comedy catalogue. Subscribers pay M 45 a month by mobile money; brands buy audio and sponsored content.

3. TRACTION
- 21,400 paying subscribers at 31 May 2025 (31 May 2024: 11,900)
- FY2024 revenue (audited, December year-end): M 9.1 million, up from M 7.0 million in FY2023
- Subscriptions M 7.3m, advertising and sponsorship M 1.8m
- FY2024 total costs M 8.4m: operating profit of M 0.7m
- Gross margin 80% (FY2023: 78%)

4. PARTNERS
Our data-bundle partnership with a mobile network operator brought 20% of FY2024 revenue. More than 40 brands advertised with us last year; none other above 7%.

5. UNIT ECONOMICS
- ARPU M 45 a month, 80% gross margin: M 36 contribution per subscriber per month
- Monthly churn 3%: average subscriber life of about 33 months
- LTV about M 1,200; blended CAC M 150; LTV/CAC about 8x

6. COMPETITION
We compete for attention with YouTube and Spotify, with South African Sesotho radio streams, and locally with Radio Lesotho, MoAfrika FM and People's Choice FM, whose content is mostly broadcast rather than on demand. Our edge is original Sesotho content built for phones.

7. RISKS
Like any publisher, we could face defamation claims over news content; none has been filed to date. Every news item is reviewed by our editor, and we carry media liability insurance.

8. PLAN (M million)
| | FY2024A | FY2025F | FY2026F | FY2027F |
|---|---:|---:|---:|---:|
| Revenue | 9.1 | 14.2 | 18.5 | 23.0 |
| Subscribers (year-end, '000) | 17.6 | 27.0 | 34.0 | 41.0 |

9. THE ASK
M 6 million for the Free State launch, a second studio in Bloemfontein and a video product.`,
  },

  // 12 — Seed pitch deck, motorbike delivery and courier, Lesotho.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only volumes, users and the size of the raise).
  // customer-concentration PRESENT (indirect): "about two-thirds of our turnover" from one wholesaler's contract.
  // pending-licence ABSENT: operating permits for all 38 bikes already issued.
  // no-competition ABSENT: competitors named (minibus taxis, 4+1 cabs, WhatsApp couriers).
  // unrealistic-growth ABSENT: 600 -> 1,200 deliveries a day by end 2026 = 2x over about 18 months.
  {
    id: 'h21-en-w1-12',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'indirect'],
    present: ['missing-financials', 'customer-concentration'],
    absent: ['pending-licence', 'no-competition', 'unrealistic-growth'],
    text: `TSAMAEA MOTO
On-demand motorbike delivery for Maseru
Seed deck — May 2025

THE PROBLEM
Shops and pharmacies in Maseru have no reliable way to deliver across town. Minibus taxis do not carry parcels to the door, traffic on Kingsway doubles travel times at peak hours, and customers in Ha Thetsane or Ha Abia wait a day for goods that are twenty minutes away.

THE SOLUTION
- A fleet of 38 motorbikes with trained, insured riders
- Order by app, USSD or WhatsApp; live tracking by SMS
- Cash on delivery or M-Pesa and EcoCash collection for merchants
- Scheduled routes for businesses, on-demand trips for everyone else

TRACTION
- About 600 deliveries a day, up from 150 a day a year ago
- 14,000 registered app users, 310 merchant accounts
- A delivery contract with Mohale Wholesale, which supplies 120 spaza shops across Maseru: this one contract brings about two-thirds of our turnover today, and it is what keeps the fleet busy between 6 and 10 in the morning
- Average delivery time in town: 27 minutes

REGULATION AND SAFETY
All 38 bikes carry operating permits issued by the Ministry of Public Works and Transport, and every rider holds a valid licence and has completed our defensive-riding course with the Lesotho Mounted Police Service traffic unit.

COMPETITION
We compete with minibus taxis and 4+1 cabs used as informal couriers, and with two WhatsApp-based courier services run from Maseru Mall. None offers tracking, proof of delivery or merchant cash collection.

ROADMAP
- 2025: add 40 bikes; open Teyateyaneng and Roma
- 2026: reach 1,200 deliveries a day; launch a merchant dashboard
- 2027: expand to Leribe and Mafeteng

TEAM
Thabiso Nthako, CEO — ran distribution for a beverage company in Maseru for six years. Rethabile Pholo, COO — former fleet manager at a courier firm in Bloemfontein. Katleho Sello, CTO — built the USSD and WhatsApp ordering stack.

THE ASK
We are raising M 4.5 million in seed funding for new bikes, rider training and the merchant dashboard.`,
  },

  // 13 — Investor Q&A (data-room answers), vehicle telematics for mining contractors, Botswana. CLEAN (tempting).
  // gross-margin ABSENT: 41.2% (FY2023) -> 39.0% (FY2024), down 2.2 points (< 5).
  // non-recurring-revenue ABSENT: ARR is subscriptions only (3,100 units x P 150 x 12 = P 5.58m ≈ P 5.6m);
  //   installation fees (P 380k) and hardware sales (P 720k) are excluded. FY2024: 5.2 + 0.72 + 0.38 = 6.3.
  // debt-distress ABSENT: all CEDA instalments paid on time; DSCR 1.6x vs 1.3x covenant; tax clearance issued.
  // audit-opinion and going-concern ABSENT: audited, unmodified opinion, no going-concern paragraph.
  // declining-revenue ABSENT: P 4.1m -> P 5.0m -> P 6.3m. customer-concentration ABSENT: largest client 18%, next 6%.
  // burn-above-revenue ABSENT: net profit P 410k in FY2024.
  {
    id: 'h21-en-w1-13',
    documentType: 'business_plan',
    language: 'en',
    traits: ['figures', 'negation', 'list'],
    present: [],
    absent: ['gross-margin', 'non-recurring-revenue', 'debt-distress', 'audit-opinion', 'going-concern', 'declining-revenue', 'customer-concentration'],
    text: `TLHOKOMELA TRACKING (PTY) LTD — Investor questions and management answers
Data room document 4.2 | Answers by Refilwe Modise, CFO | 9 June 2025

Q1. Your gross margin seems to have dropped. By how much, and why?
A. Gross margin was 41.2% in FY2023 and 39.0% in FY2024 (financial year to 31 March), a fall of 2.2 points. Most of it came from tracker units imported in rand and US dollars after the pula weakened in the second half. We now buy forward for the two main hardware orders each year.

Q2. Does your ARR include installation or hardware income?
A. No. ARR counts only the monthly tracking and fuel-monitoring subscriptions: 3,100 active units at an average of P 150 per unit per month, or about P 5.6 million at 31 March 2025. Installation fees (P 380,000 in FY2024) and hardware sales (P 720,000) are one-off and are reported on separate lines; neither is included in ARR.

Q3. What has revenue done over the last three years?
A. P 4.1 million in FY2022, P 5.0 million in FY2023 and P 6.3 million in FY2024, of which subscriptions were P 5.2 million. Net profit after tax for FY2024 was P 410,000.

Q4. Who audits you, and was there anything in the report?
A. Our FY2024 financial statements were audited by Mothibi & Co. The opinion is unmodified, with no emphasis-of-matter or going-concern paragraph. The signed report is in folder 3.1.

Q5. Do you have any arrears with BURS or your lenders?
A. No. BURS issued our tax clearance certificate on 12 May 2025, valid for twelve months. On our P 2 million term loan from CEDA we have paid fourteen monthly instalments to date, all on time. The debt service cover ratio at the March test was 1.6 times against a covenant of 1.3 times.

Q6. How dependent are you on a few customers?
A. Our largest client, a haulage contractor on the Jwaneng and Orapa routes, accounted for 18% of FY2024 revenue. The next largest was 6%, and we serve 64 fleets in total.

Q7. Anything else an investor should know?
A. BOCRA type approval for our current tracker model was granted in 2023 and covers the new firmware. We have no pending claims against the company.`,
  },
];
