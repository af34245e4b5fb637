/** Writer 1's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethEnW1P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), livestock traceability SaaS, Namibia.
  // customer-concentration PRESENT (table, indirect): two named clients 780 + 520 = 1 300 of 3 100 (N$ '000) = 41.9% >= 30%.
  // unrealistic-growth PRESENT (figures): FY2025 projection 13,5 / FY2024 actual 3,1 = 4.35x in one year >= 4x.
  // no-competition ABSENT: the competition slide names paper registers and two South African tag vendors.
  // high-churn ABSENT: 13 of 14 clients renewed = 93% retention (churn 7% a year).
  // declining-revenue ABSENT: revenue rose from N$ 1,9 M to N$ 3,1 M.
  {
    id: 'h20-en-w1-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'list', 'figures', 'indirect'],
    present: ['customer-concentration', 'unrealistic-growth'],
    absent: ['no-competition', 'high-churn', 'declining-revenue'],
    text: `HerdTrace — Seed deck, March 2025 (Windhoek, Namibia)

Slide 1 — HerdTrace
Tag it. Track it. Export it.
RFID ear tags plus a mobile app that keeps Namibian cattle NamLITS-compliant from farm gate to abattoir.

Slide 2 — The problem
- Every animal that leaves a farm needs a movement permit and a traceable history before its beef can go to the EU, UK or China.
- Most communal and many commercial farmers still keep paper stock registers. One missing record can disqualify a whole consignment.

Slide 3 — Product
- Reader app works offline and syncs when the farmer is back in network range.
- Movement permits and vaccination logs generated automatically.
- Feedlot dashboard: weights, treatments, withdrawal periods.

Slide 4 — Traction
- FY2024 revenue: N$ 3,1 M (FY2023: N$ 1,9 M)
- 14 paying feedlot and abattoir clients; 2 600 farmers on the free tier
- 13 of 14 clients renewed for 2025
- Gross margin 58% (FY2023: 55%)

Slide 5 — Who pays us (FY2024, N$ '000)
| Client | Revenue | Contract |
|---|---|---|
| Omaheke Beef Packers | 780 | 3-year, renewed |
| Kalahari Feedlot Co-operative | 520 | annual |
| 12 other clients | 1 800 | annual |
| Total | 3 100 | |

Slide 6 — Competition
- Paper registers and Excel sheets (the status quo)
- Two South African tag vendors that sell hardware without local support
- Our edge: offline-first app, Oshiwambo and Afrikaans interfaces, permits in one tap

Slide 7 — Where we are going
| | FY2024 (actual) | FY2025 | FY2026 | FY2027 |
|---|---|---|---|---|
| Revenue (N$ M) | 3,1 | 13,5 | 31,0 | 58,0 |
| Paying clients | 14 | 45 | 90 | 150 |
Drivers: Botswana launch in FY2025, a national abattoir framework contract, tag sales to the free-tier farmers.

Slide 8 — The ask
Raising N$ 8 M (about USD 440 000) in seed equity for tag inventory, two field sales hires and the Botswana launch.
Team: Ester Nangolo (CEO, ex-Meat Board of Namibia), Pieter Swart (CTO).`,
  },
  // 02 — Audited annual financial statements (extracts), pay-as-you-go solar, Eswatini.
  // audit-opinion ABSENT: unmodified ("present fairly") opinion signed by the auditor.
  // going-concern ABSENT: directors state nothing casts doubt; no auditor paragraph on it.
  // gross-margin ABSENT (figures): 6 080/14 820 = 41.0% vs 5 030/11 960 = 42.1%, down 1.1 points < 5.
  // burn-above-revenue ABSENT: profit for the year E 551 000 (760 000 - 209 000 tax at 27.5%).
  // debt-distress ABSENT: covenant met at every test date, no instalment in arrears.
  // related-party ABSENT: note 18 says no dealings with director-linked entities.
  // litigation / regulatory ABSENT: the Competition Commission complaint was closed without findings in 2024.
  {
    id: 'h20-en-w1-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'burn-above-revenue', 'debt-distress', 'related-party', 'litigation', 'regulatory'],
    text: `LILANGA SOLAR (PTY) LTD
Annual financial statements for the year ended 31 March 2025 — extracts
Amounts in Emalangeni (E)

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Opinion
We have audited the financial statements of Lilanga Solar (Pty) Ltd set out on pages 9 to 32. In our opinion, the financial statements present fairly, in all material respects, the financial position of the company as at 31 March 2025, and its financial performance and cash flows for the year then ended, in accordance with the IFRS for SMEs and the Companies Act, 2009 of Eswatini.
Basis for opinion: we conducted our audit in accordance with International Standards on Auditing. We believe the audit evidence we obtained is sufficient and appropriate to provide a basis for our opinion.
Ngwenya & Partners, Chartered Accountants (Eswatini) — Mbabane, 18 July 2025

DIRECTORS' REPORT (extract)
Going concern. The directors have reviewed the cash-flow forecast to September 2026, which includes cash of E 2,9 M at year-end and an undrawn working-capital line of E 1,5 M. Nothing has come to their attention that casts doubt on the company's ability to continue as a going concern.

STATEMENT OF PROFIT OR LOSS
| | 2025 | 2024 |
|---|---|---|
| Revenue | 14 820 000 | 11 960 000 |
| Cost of sales | (8 740 000) | (6 930 000) |
| Gross profit | 6 080 000 | 5 030 000 |
| Operating expenses | (4 910 000) | (4 120 000) |
| Operating profit | 1 170 000 | 910 000 |
| Finance costs | (410 000) | (380 000) |
| Profit before tax | 760 000 | 530 000 |
| Income tax (27,5%) | (209 000) | (145 750) |
| Profit for the year | 551 000 | 384 250 |

NOTES (extracts)
12. Borrowings. Term loan from Eswatini Bank: E 3 200 000 outstanding (2024: E 3 900 000), repayable monthly until 2028 at prime plus 1,5%. The debt-service cover covenant (minimum 1,25 times) was met at every quarterly test date, and no instalment was in arrears at 31 March 2025.
18. Related parties. The company did not buy from, sell to or lease from any entity in which a director, or a member of a director's family, holds an interest (2024: none).
22. Contingent liabilities. A complaint about pay-as-you-go pricing lodged with the Eswatini Competition Commission in 2023 was closed without findings in August 2024. No legal proceedings were pending at year-end or at the date of this report.`,
  },
  // 03 — Board minutes, micro-lender (NAMFISA-regulated), Namibia.
  // founder-departure PRESENT: co-founder and CTO tabled his resignation, last day 31 July 2025.
  // regulatory PRESENT: NAMFISA suspended authority to grant new loans above N$ 5 000.
  // short-runway PRESENT (figures, not stated): cash 1 420 000 / net burn 265 000 a month = 5.4 months < 9.
  // debt-distress PRESENT (indirect): April and May DBN instalments "remain unpaid".
  // burn-above-revenue ABSENT (figures): net burn 265 000 < May revenue 318 000.
  // litigation ABSENT: former agent's commission claim settled and closed on 20 May 2025.
  {
    id: 'h20-en-w1-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'figures', 'indirect', 'time', 'split'],
    present: ['founder-departure', 'regulatory', 'short-runway', 'debt-distress'],
    absent: ['burn-above-revenue', 'litigation'],
    text: `KUDU CREDIT (PTY) LTD
Minutes of the meeting of the Board of Directors held at 14 Schanzen Road, Windhoek, on 12 June 2025 at 09:00

Present: M. Hamutenya (Chair, independent), L. Kapenda (CEO, co-founder), T. Shikongo (CTO, co-founder), R. Esterhuizen (investor director)
In attendance: A. Nghifindaka (CFO), company secretary

1. Apologies and conflicts
None recorded. No director declared an interest in any item.

2. Management changes
Mr Shikongo tabled a letter of resignation as CTO and director. His last working day will be 31 July 2025, after which he will join a bank in Cape Town. The Board accepted the resignation with regret and asked the CEO to start recruitment immediately and to arrange a handover of the loan-management platform.

3. Regulatory matters
The CEO reported on the NAMFISA on-site inspection of April 2025. The regulator found that affordability assessments were not adequately documented and, by letter dated 28 May 2025, has suspended the company's authority to grant new loans above N$ 5 000 until a remediation plan has been approved. Management will submit the plan by 30 June.

4. Finance
The CFO presented the May management accounts:
- Cash and cash equivalents at 31 May: N$ 1 420 000
- Revenue (interest and fees) for May: N$ 318 000
- Average monthly net burn over March to May: N$ 265 000
The CFO noted that the suspension in item 3 will reduce disbursements and interest income from July.

5. Development Bank of Namibia facility
The instalments of N$ 140 000 each due to the Development Bank of Namibia on 30 April and 31 May 2025 remain unpaid. The CFO has written to DBN requesting a six-month capital holiday; no reply had been received at the date of the meeting. The Board instructed that no further payments be made to unsecured creditors without CFO approval.

6. Legal
The claim by a former sales agent for unpaid commission was settled in full and the matter was closed on 20 May 2025. There are no other claims.

7. Next meeting
10 July 2025. The meeting closed at 11:40.

Signed as a true record: ______________ Chair`,
  },
  // 04 — Investor update email, online grocery delivery, Eswatini.
  // short-runway ABSENT (figures): cash 3 480 000 / net burn 305 000 a month = 11.4 months >= 9.
  // burn-above-revenue ABSENT (figures): net burn 305 000 < August revenue 447 000.
  // high-churn ABSENT: monthly churn 4.2% (July 4.6%), below 5% a month.
  // customer-concentration ABSENT (negation): largest account 7%, no other above 3%.
  // litigation ABSENT: landlord dispute settled and closed in July.
  // declining-revenue ABSENT: 392 000 -> 418 000 -> 447 000, rising each month.
  {
    id: 'h20-en-w1-04',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'list', 'negation', 'time', 'modality', 'figures'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'litigation', 'declining-revenue'],
    text: `From: Thandeka Simelane <thandeka@bhacafresh.co.sz>
To: Bhaca Fresh investors
Subject: Bhaca Fresh — August 2025 update

Hi all,

Quick update for August. Short version: third month of growth in a row, margin creeping up, and the Nhlangano pilot is ready to go.

Numbers
| Month | Revenue (E) | Orders | Active customers |
|---|---|---|---|
| June | 392 000 | 5 480 | 3 910 |
| July | 418 000 | 5 820 | 4 120 |
| August | 447 000 | 6 190 | 4 350 |

- Gross margin: 23,8% in August (July: 23,1%).
- Monthly customer churn: 4,2% (July: 4,6%). Still more than we would like, but under the 5% ceiling we set ourselves.
- Net burn in August: E 305 000. Cash at 31 August: E 3 480 000, which gives us a bit over 11 months at the current rate.
- Our largest B2B account, a guest-house group in Ezulwini, was 7% of August revenue; no other account is above 3%.

What happened
- The dispute with our former warehouse landlord in Matsapha was settled and closed in July. Nothing further is payable and our deposit has been returned.
- Two of our five delivery bikes are now electric, saving about E 4 000 a month on fuel.
- Sifiso (COO) finished the route-planning rebuild; average delivery time fell from 78 to 51 minutes.

What could go wrong
- If fuel prices rise again in October, delivery costs could go up by 5-6%.
- The Nhlangano pilot may take longer to break even than Mbabane did. We will stop it after four months if orders stay below 40 a day.

Asks
- Introductions to hotel and guest-house groups in Ezulwini and Malkerns.
- A warehouse manager with cold-chain experience.

Thanks as always,
Thandeka
CEO, Bhaca Fresh`,
  },
  // 05 — Term sheet (Series A), digital freight platform, Namibia.
  // investor-control PRESENT (figures, indirect): Investor 1 100 000 of 2 000 000 shares = 55% >= 50%.
  // low-founder-ownership PRESENT (table): founders 340 000 + 290 000 = 630 000 / 2 000 000 = 31.5% < 40%.
  // debt-distress ABSENT (negation): warranty that the company is not in default and NamRA payments are up to date.
  // litigation ABSENT (negation): no litigation pending or threatened.
  // dead-equity / founder-departure ABSENT (modality): bad-leaver buy-back is a future hypothetical; both founders are active.
  {
    id: 'h20-en-w1-05',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'negation', 'modality'],
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['debt-distress', 'litigation', 'dead-equity', 'founder-departure'],
    text: `DUNE FREIGHT TECHNOLOGIES (PTY) LTD
Summary of principal terms — Series A preference shares
Non-binding, except for the Confidentiality, Exclusivity and Governing law sections
3 September 2025

Company: Dune Freight Technologies (Pty) Ltd, Walvis Bay, Namibia (the "Company")
Investor: Skeleton Coast Capital Fund II (the "Investor")
Securities: 1 100 000 Series A preference shares
Price per share: N$ 30,00
Investment amount: N$ 33 000 000 (about USD 1,8 M), in a single closing
Pre-money valuation: N$ 27 000 000, fully diluted (900 000 shares including the ESOP pool)

Pro forma capitalisation after closing
| Holder | Shares | % |
|---|---|---|
| Ndapewa Amupolo (co-founder, CEO) | 340 000 | 17,0 |
| Jan-Hendrik Visser (co-founder, COO) | 290 000 | 14,5 |
| Angel investors (6) | 150 000 | 7,5 |
| ESOP pool (unallocated) | 120 000 | 6,0 |
| Investor — Series A | 1 100 000 | 55,0 |
| Total | 2 000 000 | 100,0 |

Liquidation preference: 1x the investment amount, non-participating.
Dividends: non-cumulative, payable only if declared by the board.
Board: five directors — two appointed by the Investor, two by the founders and one independent director chosen jointly.
Reserved matters: new share issues, borrowing above N$ 2 000 000, disposal of material assets and changes to the business plan require the Investor's prior written consent.
Founder vesting: the founders' shares will re-vest monthly over 36 months from closing. Should a founder leave as a bad leaver during that period, the Company will have the right to buy back that founder's unvested shares at nominal value.
Use of proceeds: extension of the truck-matching platform to Lüderitz and the Trans-Kalahari corridor, a depot management module and working capital.
Warranties: the Company will warrant, among other things, that it is not in default under its Bank Windhoek overdraft facility, that all returns and payments due to the Namibia Revenue Agency are up to date, and that no litigation is pending or threatened against it.
Conditions precedent: satisfactory legal and financial due diligence; adoption of an amended memorandum of incorporation; signature of a shareholders' agreement.
Exclusivity: 60 days from signature of this term sheet.
Governing law: the laws of the Republic of Namibia.`,
  },
  // 06 — Business plan (track record + projections), marula and moringa oil processor, Eswatini.
  // gross-margin PRESENT (table): 41% in FY2024 -> 33% in FY2025, down 8 points >= 5.
  // related-party PRESENT (indirect): plant leased from Sibebe Holdings, owned by the managing director's brother.
  // pending-licence PRESENT (time): Environmental Compliance Certificate applied for in February 2025, not yet issued.
  // customer-concentration ABSENT: largest buyer 27% < 30%; no other buyer above 8%, none other named.
  // unrealistic-growth ABSENT (figures): 5,6/3,24 = 1.73x, 9,8/5,6 = 1.75x, 15,2/9,8 = 1.55x.
  // declining-revenue ABSENT: 2 150 000 -> 2 680 000 -> 3 240 000.
  {
    id: 'h20-en-w1-06',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'indirect', 'time'],
    present: ['gross-margin', 'related-party', 'pending-licence'],
    absent: ['customer-concentration', 'unrealistic-growth', 'declining-revenue'],
    text: `LUSWETI NATURALS (PTY) LTD
Business plan 2025-2028 — extract (sections 4 to 6)
Matsapha, Eswatini

4. Track record
We press marula kernels and moringa seed bought from about 1 800 rural women harvesters, mostly in the Lubombo and Shiselweni regions, and sell cold-pressed oils to cosmetics houses in South Africa, Europe and the Gulf.

| Financial year (to 31 March) | Revenue (E) | Gross margin |
|---|---|---|
| FY2023 | 2 150 000 | 44% |
| FY2024 | 2 680 000 | 41% |
| FY2025 | 3 240 000 | 33% |

After a poor marula season, the price we pay harvesters rose from E 18 to E 26 per kg of kernels during FY2025. Most of our buyers were on fixed-price contracts, so we could not pass the full increase on. EBITDA was still positive at E 310 000.

Our largest buyer, a Durban cosmetics house, took 27% of FY2025 sales; no other buyer was above 8%.

5. Operations and premises
The pressing plant occupies 900 m2 at Matsapha Industrial Sites. We have leased it since 2021 from Sibebe Holdings (Pty) Ltd at E 38 000 a month, escalating at 6% a year. Sibebe Holdings is owned by Mandla Gamedze, the brother of our managing director, Nokuthula Gamedze.

The expansion in section 6 relies on a second pressing line (an extra 120 tonnes of kernels a year). The line needs an Environmental Compliance Certificate from the Eswatini Environment Authority. We submitted the application and the environmental impact assessment in February 2025; the certificate has not yet been issued. The line will be commissioned in the month after it is granted.

6. Projections
| | FY2026 | FY2027 | FY2028 |
|---|---|---|---|
| Revenue (E) | 5 600 000 | 9 800 000 | 15 200 000 |
| Growth on prior year | 1,7x | 1,75x | 1,55x |
| Gross margin | 38% | 40% | 41% |

Margins recover as new contracts (from April 2025) index prices to the kernel cost. We are seeking E 4,5 M: a E 2,5 M loan from FINCORP and E 2,0 M in equity.`,
  },
  // 07 — Legal due-diligence memo, pharmacy delivery and telemedicine, Namibia.
  // cap-table-complexity PRESENT: register 10 000 vs BIPA 9 200 vs management 9 650 shares; "unable to reconcile".
  // dead-equity PRESENT: co-founder who left in March 2023 still holds 2 100 shares (21%); call option lapsed unexercised.
  // founder-departure PRESENT (time): that co-founder resigned in March 2023.
  // litigation PRESENT: High Court summons for N$ 412 000, defended, pleadings open, no trial date.
  // regulatory / pending-licence ABSENT: pharmacy licence valid to June 2026, no inspection findings outstanding.
  // related-party ABSENT (negation): no contract with any entity connected to a director or family.
  {
    id: 'h20-en-w1-07',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'list', 'figures', 'time', 'negation'],
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure', 'litigation'],
    absent: ['regulatory', 'pending-licence', 'related-party'],
    text: `MEMORANDUM — PRIVILEGED AND CONFIDENTIAL
To: Investment Committee, Acacia Impact Partners
From: Shikongo & Brand Legal Practitioners, Windhoek
Date: 22 October 2025
Re: Legal due diligence — Omuti Health (Pty) Ltd (pharmacy delivery and telemedicine)

1. Scope
We reviewed the company's records at BIPA, its share register, the shareholders' agreement of 2021, its material contracts and licences, and the litigation information provided by management up to 17 October 2025.

2. Share capital
2.1 The share register kept at the registered office records 10 000 ordinary shares in issue. The latest BIPA filings record 9 200. The difference is an allotment of 800 shares to three angel investors in 2023 for which we found no board resolution, no subscription agreements and no filing. Management's own cap table shows a third figure (9 650 shares, after a transfer that appears in neither record). Management was unable to reconcile the three.
2.2 Dr Selma Haufiku, a co-founder and the company's first responsible pharmacist, resigned in March 2023 to take up a post at Windhoek Central Hospital. She is still registered as the holder of 2 100 shares (21% of the register). Clause 14 of the shareholders' agreement gave the company a 12-month call option over a departing founder's shares at nominal value; the option was not exercised and lapsed in March 2024. Dr Haufiku has no role in the business.

3. Litigation
MedSupply Wholesalers CC issued summons in the High Court of Namibia in July 2025, claiming N$ 412 000 for stock delivered in 2024. The company has entered an appearance to defend and disputes the quantities invoiced. Pleadings are still open and no trial date has been set.

4. Licences
The pharmacy licence and premises registration issued by the Pharmacy Council of Namibia are valid until 30 June 2026. No inspection findings are outstanding. Telemedicine consultations are given by doctors registered with the Medical and Dental Council of Namibia.

5. Material contracts
We reviewed 23 contracts (suppliers, medical aid funds, couriers and the Klein Windhoek lease). All appear to be on commercial terms. We found no contract with any entity connected to a director or to a member of a director's family.

6. Recommendations
- Make closing conditional on rectification of the share register and the BIPA filings, and on a cap table signed off by every shareholder.
- Negotiate a purchase of Dr Haufiku's shares, or at least a voting undertaking, before closing.
- Obtain an indemnity from the remaining founders for the MedSupply claim.`,
  },
];
