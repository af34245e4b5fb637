/** The rest of held-out-sixteenth-en-w1-a.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthEnW1ARest: readonly RedFlagCase[] = [
  // 08 — Botswana healthtech legal due-diligence memo. CLEAN.
  // litigation absent: the only claim was settled in May 2025, paid and withdrawn; nothing pending.
  // related-party absent: none found; the landlord has no shareholder or director in common.
  // regulatory absent: BoMRA licence valid, inspection closed with no findings.
  // pending-licence absent: the renewal has not yet been applied for (future filing), licence currently valid.
  // cap-table-complexity absent: register agrees to the cap table. Founders 58% (>= 40), largest investor 22%.
  //   Sum 58 + 22 + 20 = 100. dead-equity absent: no shareholder has left. debt-distress absent: no borrowings.
  {
    id: 'h16-en-w1-08',
    documentType: 'legal_docs',
    text: `MEMORANDUM — LEGAL DUE DILIGENCE: PULAHEALTH (PTY) LTD
To: Investment Committee, Limpopo Impact Partners
From: Kgosi & Associates, Attorneys, Gaborone
Date: 22 September 2025

1. Disputes. We searched the High Court and Magistrates' Court registers in Gaborone and Francistown. The only matter located, a claim of P85,000 by a former laboratory-supplies vendor, was settled in May 2025; the settlement was paid and a notice of withdrawal was filed on 4 June 2025. No other proceedings are pending or, to our knowledge, threatened.

2. Related parties. Each director declared his or her interests, and we reviewed the ledger for payments to entities linked to directors or their families. None were found. The Broadhurst premises are leased from Tlokweng Properties (Pty) Ltd, which has no shareholder or director in common with the Company.

3. Regulatory. Telepharmacy dispensing is carried on under a licence issued by the Botswana Medicines Regulatory Authority (BoMRA) in January 2024 and valid to January 2027. BoMRA's inspection of March 2025 closed with no findings. A renewal application will have to be filed in the second half of 2026.

4. Share capital. The share register agrees to the cap table supplied by management: founders 58%, Letlhakeng Angels 22%, employee share trust 20%. No shareholder has left the Company's employment.

5. Borrowings. The Company has no borrowings and has given no guarantees.`,
    present: [],
    absent: ['litigation', 'related-party', 'regulatory', 'pending-licence', 'cap-table-complexity', 'dead-equity', 'debt-distress'],
    traits: ['list', 'negation', 'time'],
  },

  // 09 — SA cold-chain logistics business plan.
  // related-party: the cold store is rented (R185,000 a month) from a trust whose trustees are the CEO's parents (paraphrase).
  // pending-licence: SARS customs storage-warehouse licence applied for in July 2025; decision awaited.
  // customer-concentration: two named clients 18% + 14% = 32% of FY2025 revenue (>= 30), only across two lines.
  // Absent unrealistic-growth: R41.0m / R26.4m = 1.55x.
  // Absent regulatory: no sanction and no stated uncertainty, only an application in process.
  // Absent declining-revenue: R26.4m vs R19.8m.
  {
    id: 'h16-en-w1-09',
    documentType: 'business_plan',
    text: `COLDLINK KZN (PTY) LTD — Business plan FY2026 (extract)

3. Customers and revenue
FY2025 revenue was R26.4 million (FY2024: R19.8 million). Durban Fresh Produce Agents accounted for 18% of FY2025 revenue and Umgeni Valley Dairies for 14%; the rest came from some 140 smaller shippers, none above 3%.

4. Facilities
We operate a 4,200 m² cold store at Cato Ridge, rented from the Pillay Family Trust at R185,000 a month under a ten-year lease signed in 2024. The trustees of the Pillay Family Trust are Mr Devan Pillay and Mrs Sarojini Pillay, the parents of our CEO, Kavitha Pillay.

5. Bonded warehouse
To serve importers we applied to SARS in July 2025 for a customs and excise storage warehouse licence for the new Pinetown unit. SARS has acknowledged the application and carried out the site inspection in September; the decision is still awaited. Until the licence is issued no goods can be stored at Pinetown under bond.

6. Plan
FY2026 revenue target: R41.0 million (+55%), of which R6.5 million is expected from the Pinetown bonded unit.

7. Competition
We compete with the cold-chain divisions of the large 3PLs and with several owner-run cold stores around Durban.`,
    present: ['related-party', 'pending-licence', 'customer-concentration'],
    absent: ['unrealistic-growth', 'regulatory', 'declining-revenue'],
    traits: ['prose', 'figures', 'indirect'],
  },

  // 10 — SA commercial & industrial solar pitch deck. CLEAN.
  // no-competition absent: competitors named ("we are not alone").
  // unrealistic-growth absent: R45m / R18.2m = 2.47x (< 4).
  // customer-concentration absent: largest offtaker 24% (< 30), no other share given.
  // gross-margin absent: 41% -> 39% = 2 points. declining-revenue absent: R12.6m -> R18.2m.
  // pending-licence / regulatory absent: all sites registered (granted) with NERSA.
  // high-churn absent: no PPA terminated early. burn-above-revenue absent: EBITDA positive.
  {
    id: 'h16-en-w1-10',
    documentType: 'pitch_deck',
    text: `LUMEN C&I SOLAR — Series B investor presentation (slide text)

1. Who we are: rooftop and carport solar sold under 10- to 20-year PPAs to factories and shopping centres in Gauteng and the Eastern Cape.
2. Portfolio: 61 sites, 38 MWp operating, 22 MWp under construction.
3. Financials (audited, year-end 28 February)
   FY2024 revenue R12.6m | FY2025 revenue R18.2m
   Gross margin 41% → 39%
   EBITDA R1.9m (FY2024: R0.4m)
4. Customers: 49 offtakers. The largest, a packaging plant in Germiston, is 24% of FY2025 revenue. Since inception no PPA has been terminated early.
5. Regulation: every site is registered with NERSA under the licensing exemption for embedded generation; the 61 registration certificates are in the data room.
6. Competition: we are not alone. SolarAfrica, SOLA Group and dozens of EPC contractors chase the same roofs. We win on O&M uptime (99.2%) and a 48-hour credit decision.
7. Plan: FY2026 revenue of R45m as the 22 MWp under construction comes on line.
8. Ask: R120m of equity and mezzanine debt for the next 40 MWp.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'customer-concentration', 'gross-margin', 'pending-licence', 'high-churn', 'burn-above-revenue'],
    traits: ['list', 'figures', 'negation'],
  },

  // 11 — Namibia aquaculture term sheet.
  // investor-control: N$26m at N$24m pre-money -> post-money N$50m; investor holds 26 / 50 = 52% (>= 50). Figures only.
  // low-founder-ownership: founders 35 + 25 = 60% pre, diluted by 24 / 50 = 0.48 -> 28.8% post (< 40).
  //   Full post table: KGP 52.0, founders 28.8, seed 25 x 0.48 = 12.0, pool 15 x 0.48 = 7.2 -> 100.0.
  // Absent pending-licence: aquaculture licence renewed (granted) in July 2025. Absent cap-table-complexity: clear table.
  {
    id: 'h16-en-w1-11',
    documentType: 'legal_docs',
    text: `TERM SHEET — NON-BINDING (save for Confidentiality and Exclusivity)

Company:            Benguela Oyster Farms (Pty) Ltd, Lüderitz, Namibia
Investor:           Kalahari Growth Partners Fund II ("KGP")
Date:               10 October 2025
Instrument:         Series A preference shares
Investment amount:  N$26,000,000
Pre-money value:    N$24,000,000 on a fully diluted basis, including the existing option pool (no pool top-up)
Current fully diluted holdings:
                    Johannes Shikongo (co-founder, CEO)        35%
                    Maria Nghidinwa (co-founder, operations)   25%
                    Namib Seed Fund                            25%
                    Option pool                                15%
Board:              five directors: two appointed by KGP, two by the founders, one independent chair agreed by both
Liquidation pref.:  1x non-participating
Anti-dilution:      broad-based weighted average
Founder vesting:    founders' shares re-vest over 36 months from Completion
Licences:           the aquaculture licence issued by the Ministry of Fisheries and Marine Resources was renewed in July 2025 and is valid to June 2030
Conditions:         satisfactory due diligence; signature of a new shareholders' agreement
Exclusivity:        45 days`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['pending-licence', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 12 — Mozambique PAYGo solar investor update.
  // regulatory: draft ARENE tariff cap; unclear if it applies to existing contracts, no decision date -> stated regulatory uncertainty.
  // high-churn: 520 disconnected / 8,000 active = 6.5% in one month (>= 5%).
  // short-runway: net burn US$630,000 a quarter = US$210,000 a month; cash US$1.1m + about US$65,000 = US$1.165m;
  //   1.165 / 0.21 = 5.5 months (< 9). Stated by quarter.
  // Absent burn-above-revenue: burn US$210,000 a month < July collections US$262,000.
  // Absent pending-licence: operator registration granted in March. Absent declining-revenue: 262k vs 255k.
  {
    id: 'h16-en-w1-12',
    documentType: 'business_plan',
    text: `From: Inês Cossa, CEO, Luz do Norte Solar
To: Shareholders
Date: 12 August 2025
Subject: July update

Collections in July: US$262,000 (June: US$255,000).
Net burn: after collections we are spending about US$630,000 a quarter.
Cash on 31 July: US$1.1 million, plus MZN 4.2 million (about US$65,000) in our Nampula account for field payroll.

Customers: 8,000 active pay-as-you-go home systems on 1 July. During July we disconnected and repossessed 520 units after 60 days without payment, and signed 610 new customers.

Regulation: ARENE has published a draft regulation that would cap the daily tariff for off-grid solar systems. The draft is silent on whether the cap applies to contracts already signed, and ARENE has not said when it will decide. Until it does, we cannot tell whether our existing 18-month contracts can keep their current price. Our off-grid operator registration with ARENE, granted in March, is not affected.

Next steps: we are opening a bridge round in September and will share terms with you first.

Inês`,
    present: ['regulatory', 'high-churn', 'short-runway'],
    absent: ['burn-above-revenue', 'pending-licence', 'declining-revenue'],
    traits: ['prose', 'figures', 'indirect', 'modality'],
  },

  // 13 — Namibia haulage audited accounts. CLEAN.
  // audit-opinion absent: unmodified opinion.
  // going-concern absent: directors state they have no reason to doubt it.
  // gross-margin absent: 28.8 / 84.6 = 34.0% vs 27.4 / 76.2 = 36.0% -> down 1.9 points (< 5).
  // burn-above-revenue absent: profit both years. Check: 28.8 - 18.9 - 1.2 = 8.7; 8.7 - 2.8 = 5.9.
  //   2024: 27.4 - 17.6 - 1.5 = 8.3; 8.3 - 2.7 = 5.6.
  // declining-revenue absent: 84.6 > 76.2. debt-distress absent: instalments paid, covenant met, tax not overdue.
  // related-party absent: none. litigation absent: the 2023 claim was settled and withdrawn; nothing pending.
  {
    id: 'h16-en-w1-13',
    documentType: 'financial_statements',
    text: `WALVIS CORRIDOR HAULAGE (PTY) LTD
Audited annual financial statements for the year ended 28 February 2025 (extract)

Independent auditor's report — Unmodified opinion
In our opinion, the financial statements present fairly, in all material respects, the financial position of Walvis Corridor Haulage (Pty) Ltd as at 28 February 2025, and its financial performance and cash flows for the year then ended, in accordance with IFRS for SMEs and the Companies Act of Namibia.

Statement of comprehensive income (N$ '000)
                          2025        2024
Revenue                 84 600      76 200
Cost of sales          (55 800)    (48 800)
Gross profit            28 800      27 400
Operating expenses     (18 900)    (17 600)
Finance costs           (1 200)     (1 500)
Profit before tax        8 700       8 300
Income tax              (2 800)     (2 700)
Profit for the year      5 900       5 600

Directors' report — going concern: the directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval and have no reason to doubt it.
Note 18 Borrowings: vehicle asset finance of N$9.4 million. All instalments were paid when due and the covenant (net debt to EBITDA below 2.5x) was met at 1.1x.
Note 21 Related parties: there were no transactions with related parties during the year (2024: none).
Note 22 Contingent liabilities: a 2023 claim by a shipper for damaged cargo was settled for N$140,000 and withdrawn in April 2024. No claims are pending.
Note 23 Taxation: all returns have been filed with NamRA and no amounts are overdue.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'burn-above-revenue', 'declining-revenue', 'debt-distress', 'related-party', 'litigation'],
    traits: ['table', 'negation', 'time', 'figures'],
  },
];
