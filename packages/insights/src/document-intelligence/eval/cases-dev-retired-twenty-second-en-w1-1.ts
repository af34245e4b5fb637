/** Writer 1's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW1P1: readonly RedFlagCase[] = [
  // 01 — pitch deck, PAYG solar, Namibia.
  // high-churn PRESENT: 660 of the 1,240 households paying on 1 Jan 2024 stopped paying during the year = 53% a year (>= 45%).
  // unrealistic-growth PRESENT: 2025 revenue N$5.2m (slide 4) vs 2026 target N$24m (slide 6) = 4.6x in one year (>= 4x).
  // burn-above-revenue ABSENT: 2024 costs N$3.6m < revenue N$4.3m; 2025 costs N$4.5m < revenue N$5.2m.
  // no-competition ABSENT: competitors are named.
  // missing-financials ABSENT: revenue and cost figures given.
  {
    id: 'h22-en-w1-01',
    documentType: 'pitch_deck',
    traits: ['list', 'table', 'split', 'figures', 'indirect'],
    present: ['high-churn', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'no-competition', 'missing-financials'],
    text: `KALAHARI LUMEN — Series A deck (Windhoek, Namibia)

Slide 1 — The problem
62% of rural households in Ohangwena, Oshikoto and Kavango East have no grid connection. Paraffin and candles cost a family N$180–N$260 a month.

Slide 2 — Our product
Pay-as-you-go solar home kits: panel, battery, four lights, phone charging and a radio. Households pay N$215 a month by mobile money; each payment unlocks the kit for 30 days.

Slide 3 — Traction 2024
- Paying households on 1 January 2024: 1,240
- Of those 1,240, households that stopped paying and had their kit recovered by 31 December: 660
- New households signed during 2024: 1,530
- Paying households on 31 December 2024: 2,110
- Collection rate on active accounts: 94%

Slide 4 — Financials (N$)
| | 2024 actual | 2025 estimate |
|---|---|---|
| Revenue | 4.3m | 5.2m |
| Operating costs | 3.6m | 4.5m |
| Operating result | 0.7m | 0.7m |

Slide 5 — Competition
Solar Age Namibia sells kits for cash; two importers in Oshakati sell unbranded panels. None offers pay-as-you-go with field service in the north.

Slide 6 — The ask
N$18 million Series A: 40 field agents, a depot in Rundu and a larger kit inventory. The round takes us to 9,000 paying households and N$24 million of revenue in 2026.

Slide 7 — Team
Selma Haufiku (CEO, ex-NamPower rural electrification), Johannes Nel (COO, 9 years in solar distribution).`,
  },

  // 02 — audited financial statements, hardware retail, Namibia. NO FLAG.
  // customer-concentration ABSENT: largest customer 22% of revenue (< 30%).
  // gross-margin ABSENT: 5,710/18,420 = 31.0% vs 5,590/16,950 = 33.0%: down 2.0 points (< 5).
  // declining-revenue ABSENT: revenue 18,420 vs 16,950, up.
  // audit-opinion ABSENT: audited, unmodified opinion.
  // going-concern ABSENT: directors state no doubt.
  // debt-distress ABSENT: loan serviced on schedule, covenants met.
  // related-party ABSENT: note says no transactions with connected entities.
  // burn-above-revenue ABSENT: net profit.
  {
    id: 'h22-en-w1-02',
    documentType: 'financial_statements',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['customer-concentration', 'gross-margin', 'declining-revenue', 'audit-opinion', 'going-concern', 'debt-distress', 'related-party', 'burn-above-revenue'],
    text: `SWAKOP HARDWARE SUPPLIES (PTY) LTD
Annual financial statements for the year ended 28 February 2025

Independent auditor's report (extract)
In our opinion, the financial statements present fairly, in all material respects, the financial position of Swakop Hardware Supplies (Pty) Ltd as at 28 February 2025 and its financial performance for the year then ended, in accordance with IFRS for SMEs and the Companies Act of Namibia. — Hamutenya & Brand, Chartered Accountants (Namibia), Swakopmund, 30 May 2025.

Statement of profit or loss (N$'000)
| | FY2025 | FY2024 |
|---|---|---|
| Revenue | 18,420 | 16,950 |
| Cost of sales | (12,710) | (11,360) |
| Gross profit | 5,710 | 5,590 |
| Operating expenses | (4,300) | (4,180) |
| Operating profit | 1,410 | 1,410 |
| Finance costs | (310) | (355) |
| Profit before tax | 1,100 | 1,055 |
| Income tax | (352) | (338) |
| Profit for the year | 748 | 717 |

Directors' report (extract)
The directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval and have no doubt about it. The term loan from the company's bankers was serviced on schedule throughout the year, and all covenants were met at each test date; the balance at year end was N$2.9 million.

Note 14 — Major customers
The Erongo Regional Council accounted for 22% of revenue (FY2024: 24%). No other customer exceeded 6%.

Note 18 — Related parties
Key management personnel are the two executive directors. Apart from their remuneration, disclosed in note 19, there were no transactions with directors, their families or entities connected to them.

Note 21 — Events after the reporting date
None.`,
  },

  // 03 — investor memo, logistics SaaS, Eswatini.
  // unit-economics PRESENT: claimed payback under 6 months; E 6,500 x 62% = E 4,030 gross profit a month; E 48,000 / 4,030 = 11.9 months.
  // customer-concentration PRESENT: Lubombo Beverages + Swazi Sugar Haulage = E 1.6m + 1.3m = E 2.9m of E 6.8m = 42.6% (each alone < 30%).
  // founder-departure PRESENT: co-founder CTO announced he will leave at end of December.
  // high-churn ABSENT: 1.4% a month (about 16% a year).
  // burn-above-revenue / short-runway ABSENT: EBITDA positive, cash E 5.2m, no burn.
  // unrealistic-growth ABSENT: plan E 10.5m / 6.8m = 1.5x.
  {
    id: 'h22-en-w1-03',
    documentType: 'business_plan',
    traits: ['list', 'figures', 'indirect', 'time'],
    present: ['unit-economics', 'customer-concentration', 'founder-departure'],
    absent: ['high-churn', 'burn-above-revenue', 'short-runway', 'unrealistic-growth'],
    text: `INVESTMENT MEMO — Ngwenya Freight Cloud (Pty) Ltd, Mbabane, Eswatini
To: Investment Committee | 14 October 2025
Round: E 9.5m Series A; we propose to take E 4m.

Business
Route planning, driver app and proof-of-delivery software for hauliers and distributors in Eswatini and along the Mpumalanga corridor. 74 paying customers at 30 June 2025.

Key figures (financial year to 30 June 2025)
- Revenue: E 6.8m (FY2024: E 4.9m); management plan for FY2026: E 10.5m
- Gross margin: 62%
- A typical new customer pays E 6,500 a month
- Blended acquisition cost per new customer: E 48,000 (long field sales cycle, on-site installation and driver training)
- Logo churn: 1.4% a month
- EBITDA positive since Q2 2025; cash at 30 September E 5.2m

Unit economics
The founders' deck states that a new customer "pays back its acquisition cost in under 6 months". We rebuilt the figure from the data above and from the CRM export.

Customers
The two largest accounts are Lubombo Beverages (E 1.6m in FY2025) and Swazi Sugar Haulage (E 1.3m). The other 72 customers each paid less than E 150k in the year.

Team
Co-founder and CTO Sibusiso Dlamini told the board in August that he will leave at the end of December to join a bank's technology team in Johannesburg. The CEO, Lindiwe Simelane, is recruiting a head of engineering; no candidate has been named yet. The codebase is documented and two senior developers have been with the company since 2021.

Competition
Cartrack and two South African transport-management vendors; Ngwenya wins on local support and SiSwati driver screens.

Recommendation
Proceed to term sheet, subject to a retention plan for the engineering team and key-account references.`,
  },

  // 04 — monthly investor update (e-mail), agritech marketplace, Namibia.
  // non-recurring-revenue PRESENT: a single grant disbursement of N$150,000 is counted inside "Total MRR".
  // burn-above-revenue PRESENT: monthly spend N$505,000 > stated MRR N$332,000 (and > N$182,000 without the grant).
  // short-runway PRESENT: N$1.94m - N$620k committed = N$1.32m; net burn 505k - 182k = 323k; 1.32m / 323k = 4.1 months (~17 weeks).
  // high-churn ABSENT: 1 co-op of 39 left in October = 2.6% in the month.
  // unrealistic-growth ABSENT: no projection; the month-on-month rise is an actual, inflated by the grant.
  {
    id: 'h22-en-w1-04',
    documentType: 'business_plan',
    traits: ['table', 'figures', 'time', 'indirect'],
    present: ['non-recurring-revenue', 'burn-above-revenue', 'short-runway'],
    absent: ['high-churn', 'unrealistic-growth'],
    text: `Subject: OmaHarvest — October 2025 investor update

Hi all,

Short version: a strong month on the top line, tight on cash. Details below.

MRR, October 2025 (N$)
Co-op subscriptions (38 co-ops) ......................... 118,000
Buyer commissions on produce sold ....................... 64,000
Environmental Investment Fund grant (single disbursement, received 6 Oct) ... 150,000
Total MRR ............................................... 332,000

That is up from N$171,000 of MRR in September.

Co-ops: we started October with 39 co-ops; one (Okongo) left after its committee changed, so 38 are paying.

Spend
Total spend in October was N$505,000: team N$310,000, cold-room leases N$95,000, transport N$100,000. We expect November to be similar.

Cash
N$1.94m in the bank on 31 October. N$620,000 of that is committed to the deposit on the Oshakati cold room, payable on 14 November. Once that is paid, and without the grant, we have roughly 17 weeks of cash at the current net burn.

What we are doing about it
- Existing investors have indicated interest in a N$2m bridge; term sheet draft by 20 November.
- Commission rate on buyer sales goes from 4% to 5% from 1 December.
- Two open hires are frozen.

Asks
- Introductions to retail buyers in Windhoek (Woermann Brock, independent butcheries) for our horticulture co-ops.
- Anyone with experience of the AgriBank blended-finance window, please ping me.

Thanks for the support,
Ndapewa Iipinge, CEO`,
  },

  // 05 — WhatsApp founder message, SME bookkeeping app, Eswatini. NO FLAG.
  // short-runway ABSENT: E 560k / E 40k net burn = 14 months, written as "about 60 weeks".
  // burn-above-revenue ABSENT: net burn E 40k < MRR E 212k (net burn compared with revenue as stated).
  // high-churn ABSENT: 3% a month (< 5%).
  // customer-concentration ABSENT: largest client 22% of MRR (< 30%).
  // declining-revenue ABSENT: MRR 198k -> 212k; the drop "back to March" is hypothetical.
  // debt-distress ABSENT: "never been late", no arrears.
  // high-churn ABSENT (second tempt): the salon's lost walk-ins are a client's customers, not this company's.
  {
    id: 'h22-en-w1-05',
    documentType: 'business_plan',
    traits: ['prose', 'negation', 'modality', 'time', 'figures'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'declining-revenue', 'debt-distress'],
    text: `[08:14] Nomvula (Khula Ledger): Morning Thabo 👋 quick numbers before Thursday's call
[08:14] Nomvula (Khula Ledger): MRR end of October E 212k, Sept was E 198k
[08:15] Nomvula (Khula Ledger): Cash E 560k. Net burn E 40k a month since we closed the Joburg desk, so about 60 weeks of cash. We don't need a bridge before the round
[08:15] Nomvula (Khula Ledger): Churn is holding at 3% of paying SMEs a month, same as plan
[08:16] Thabo (angel): Nice. What about Ngwane Mills, still the big one?
[08:17] Nomvula (Khula Ledger): Yes, they're 22% of MRR. If they ever left we'd be back to roughly our March MRR. Painful, not fatal. Contract runs to Dec 2026 anyway
[08:17] Nomvula (Khula Ledger): And before you ask 😅 we have never been late on an ERS VAT return, zero arrears, certificate attached
[08:18] Nomvula (Khula Ledger): Fun fact for the deck: our client Mbabane Beauty Bar lost half its walk-in customers during the fuel shortage in August, and because they were on Khula they could see it in their daily cash report and cut stock orders the same week. They're back to normal now
[08:19] Thabo (angel): Love that story. Send the October pack?
[08:19] Nomvula (Khula Ledger): Sending now 📎 Khula_Oct25_pack.pdf`,
  },

  // 06 — shareholders' agreement / term summary, payments fintech, Eswatini.
  // investor-control PRESENT: Savanna Fund II LP 31.0% + Savanna Opportunity SPV I 20.5% = 51.5%, one investor per clause 3.
  // low-founder-ownership PRESENT: founders 19.0% + 14.5% = 33.5% (< 40%).
  // dead-equity PRESENT: two departed early engineers keep 8.0%, call option not exercised, no repurchase.
  // founder-departure ABSENT: the people who left were early engineers, not founders or executives.
  // cap-table-complexity ABSENT: register reconciled by the attorneys.
  {
    id: 'h22-en-w1-06',
    documentType: 'legal_docs',
    traits: ['table', 'indirect', 'figures'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity'],
    text: `INKHUNDLA PAY (PTY) LTD — SUMMARY OF TERMS
Series A-1 extension and amended Shareholders' Agreement
Kingdom of Eswatini | Draft 3 | 22 September 2025

1. Investment. Savanna Ventures Opportunity SPV I ("the SPV") subscribes for Series A-1 preference shares for E 21,000,000.

2. Shareholding after completion (fully diluted; reconciled by the Company's attorneys against the share register on 15 September 2025)

| Shareholder | Class | % post-money |
|---|---|---|
| Thandeka Motsa (co-founder, CEO) | Ordinary | 19.0 |
| Bongani Shongwe (co-founder, COO) | Ordinary | 14.5 |
| Lwazi Kunene and Nomsa Tsabedze (early engineers, employment ended March 2023) | Ordinary | 8.0 |
| Savanna Ventures Fund II LP | Series A Preference | 31.0 |
| Savanna Ventures Opportunity SPV I | Series A-1 Preference | 20.5 |
| Seed angel syndicate | Seed Preference | 4.0 |
| Employee option pool (unallocated) | Options | 3.0 |
| Total | | 100.0 |

3. Affiliated holders. Savanna Ventures Fund II LP and the SPV are managed by the same general partner, Savanna Capital Partners, and shall act as a single Investor for all notices, consents and votes under this Agreement.

4. Board. Five directors: two appointed by the founders, two by the Investor, and one independent director nominated by the Investor.

5. Former employees' shares. The shares held by Mr Kunene and Ms Tsabedze had vested in full when they left. The Company did not exercise its call option within the 90-day window and no repurchase has taken place; both remain registered holders with full voting and dividend rights.

6. Founder vesting. 25% of each founder's shares re-vest monthly over 24 months from completion.

7. Protective provisions. Investor consent is required for new share issues, borrowing above E 2,000,000, disposal of the Central Bank of Eswatini payment-service licence-holding subsidiary, and any change to the business plan.

8. Liquidation preference. 1x non-participating, Series A-1 ranking first.

9. Governing law. The laws of the Kingdom of Eswatini.`,
  },

  // 07 — board minutes, cold-chain logistics, Namibia.
  // litigation PRESENT: Erongo Fresh Distributors' N$1.38m claim is pending; trial set for March 2026.
  // related-party PRESENT: cold-store lease renewed with a close corporation owned by the chair's wife.
  // litigation (second tempt): the Walvis Seafoods "possible claim" is only a possibility, but the first dispute is open.
  // debt-distress ABSENT: covenant met (DSCR 1.9x vs 1.3x).
  // declining-revenue ABSENT: Q2 7,240 vs Q1 6,510, up.
  // burn-above-revenue ABSENT: costs 4,630 + 1,720 = 6,350 < revenue 7,240.
  {
    id: 'h22-en-w1-07',
    documentType: 'legal_docs',
    traits: ['prose', 'list', 'figures', 'words'],
    present: ['litigation', 'related-party'],
    absent: ['debt-distress', 'declining-revenue', 'burn-above-revenue'],
    text: `BENGUELA COLD CHAIN (PTY) LTD
Minutes of the meeting of the board of directors held at Walvis Bay on 18 September 2025

Present: M. Nangolo (chair), A. van Wyk (CEO), J. Shikongo (CFO), T. Amupolo (independent), R. Beukes (investor director). Apologies: none. Quorum confirmed.

1. Financial report
The CFO presented the results for Q2 FY2026 (N$'000): revenue 7,240 (Q1: 6,510); cost of sales 4,630; operating expenses 1,720; operating profit 890. Cash at quarter end was N$4.8 million. The Q2 covenant test under the bank facility was met, with debt service cover of 1.9x against a minimum of 1.3x.

2. Legal matters
2.1 Erongo Fresh Distributors CC v Benguela Cold Chain (Pty) Ltd. The plaintiff claims N$1.38 million for the alleged wrongful termination of the 2023 distribution agreement. Pleadings have closed and the High Court in Windhoek has set the trial down for 9 to 11 March 2026. Counsel considers the company's defence strong; the board resolved to keep the provision of N$400,000 unchanged.
2.2 Walvis Seafoods has mentioned, informally, that it may claim for stock lost in the July compressor failure. No letter of demand has been received. Noted for monitoring.

3. Lease of Unit 4 cold store
The board considered a five-year renewal of the lease of the Unit 4 cold store from Namib Dune Properties CC at N$86,000 a month, escalating at 7% a year. The chair declared that Namib Dune Properties CC is owned by his wife, Mrs E. Nangolo, and left the room for this item. The remaining directors approved the renewal, noting that the rent is within 5% of two independent quotes obtained by the CFO. T. Amupolo chaired this item.

4. Lüderitz expansion
Management to bring a costed proposal for a 400-pallet store in Lüderitz to the November meeting.

5. Next meeting
20 November 2025, Windhoek.

Signed as a true record: M. Nangolo, Chair`,
  },

  // 08 — Series A term sheet, aquaculture sensors, Namibia. NO FLAG.
  // investor-control ABSENT: lead 14.4 / (28 + 14.4) = 34% post-money; no holder >= 50%.
  // low-founder-ownership ABSENT: three active founders 19 + 17 + 13 = 49% (>= 40%).
  // dead-equity / founder-departure ABSENT: leaver clause is hypothetical ("should a founder leave").
  // litigation ABSENT: warranty that none is pending or threatened.
  // related-party ABSENT: only a consent requirement for any future transaction.
  // cap-table-complexity ABSENT: cap table reconciled.
  {
    id: 'h22-en-w1-08',
    documentType: 'legal_docs',
    traits: ['list', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure', 'litigation', 'related-party', 'cap-table-complexity'],
    text: `TERM SHEET — SERIES A PREFERENCE SHARES
Namib AquaTech (Pty) Ltd, Lüderitz, Namibia
Non-binding except for clauses 9 and 10 | 3 October 2025

1. Investor: Frontier Southern Africa Fund I ("the Lead").
2. Amount: N$14,400,000 for Series A preference shares.
3. Pre-money valuation: N$28,000,000, fully diluted, including an option pool of 10% post-money.
4. Shareholding after completion (Schedule 1, reconciled by the Company's counsel to the share register):
   - Frontier Southern Africa Fund I: 34%
   - Hilma Shipanga (co-founder, CEO): 19%
   - Pieter Cloete (co-founder, CTO): 17%
   - Ndeshi Amakali (co-founder, operations): 13%
   - Seed angels: 7%
   - Option pool: 10%
5. Board: three directors, two appointed by the founders and one by the Lead, plus one observer seat for the Lead.
6. Leaver provisions: should a founder leave within 36 months of completion, the Company may buy back that founder's unvested shares at nominal value and vested shares at fair value; a bad leaver's shares may be bought back at nominal value.
7. Related-party transactions: any agreement between the Company and a founder, director or a relative of either, or an entity they control, will require the prior written approval of the Lead's director.
8. Warranties: the founders will warrant, among other things, that no litigation, arbitration or claim is pending or, to their knowledge, threatened against the Company, and that the Company holds every permit needed for its current operations.
9. Exclusivity: 45 days from signature.
10. Confidentiality and costs: each party bears its own costs; the Company reimburses the Lead's legal costs up to N$150,000 on completion.
11. Use of proceeds: manufacturing of 600 oxygen and temperature sensor units for oyster and abalone farms, and two sales hires for the Western Cape.

Signed for the Lead: ____________   Signed for the Company: ____________`,
  },
];
