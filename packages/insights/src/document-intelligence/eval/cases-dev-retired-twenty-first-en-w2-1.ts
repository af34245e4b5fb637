/** Writer 2's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW2P1: readonly RedFlagCase[] = [
  // 01 — Seed pitch deck, fintech (digital susu clubs), Liberia.
  // no-competition PRESENT (direct): "Nobody in Liberia offers a digital susu ... We are the only player."
  // pending-licence PRESENT: PSP licence applied for at the Central Bank of Liberia in Nov 2024, not yet granted.
  // unrealistic-growth PRESENT (figures): revenue 2025 US$72k -> 2026 US$450k = 450 / 72 = 6.25x in one year (>= 4x).
  //   (2027: 1,425 / 450 = 3.17x.)
  // regulatory ABSENT: no sanction, ban or suspension, and no stated uncertainty; only an application under review.
  // missing-financials ABSENT: the deck gives revenue (US$15,600 for Q1 2025).
  {
    id: 'h21-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'figures'],
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['regulatory', 'missing-financials'],
    text: `SusuPay Liberia — Seed deck, April 2025

Slide 1 — The problem
• Seven in ten Liberian adults save through a susu club. Collectors in Red Light and Waterside markets walk around with the cash in a bag.
• Contributions get lost or stolen, and members have no record of what they paid in or when their turn comes.

Slide 2 — Our solution
• A USSD menu and Android app that runs the whole susu: members pay in L$ or US$ by mobile money, the pot rotates automatically and every payment is on the ledger.
• Existing collectors become SusuPay agents and keep 1% of each collection, so they bring their clubs with them.

Slide 3 — Traction (January–March 2025)
• 412 active clubs, 9,860 members, 71% of them women traders
• Value collected through the platform: US$1.04 million
• Revenue (1.5% fee on each payout): US$15,600 for the quarter
• Average club size: 24 members

Slide 4 — Competition
• Nobody in Liberia offers a digital susu. Mobile-money wallets hold balances but do not run rotating clubs, and banks do not serve market women at a US$5-a-week ticket. We are the only player in this space.

Slide 5 — Licensing
• In November 2024 we applied to the Central Bank of Liberia for a payment service provider licence. The CBL acknowledged the file in December and its review is ongoing; we expect a decision in Q3 2025.
• Until the licence is issued, member funds sit in a trust account at our partner bank.

Slide 6 — Projections

| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Active members | 40,000 | 210,000 | 520,000 |
| Value collected (US$ m) | 4.8 | 30.0 | 95.0 |
| Revenue (US$ '000) | 72 | 450 | 1,425 |

Slide 7 — Team
• Fatu Kamara, CEO — eight years in microfinance in Monrovia and Gbarnga
• Joseph Tarr, CTO — built USSD products for two mobile operators

Slide 8 — The ask
• US$350,000 seed round to launch in Bong, Nimba and Grand Bassa counties and hire ten field agents.`,
  },

  // 02 — Audited financial statements (extract), agro-processing (edible oils), Malawi. CLEAN but tempting.
  // audit-opinion ABSENT: audited, unmodified ("true and fair") opinion.
  // gross-margin ABSENT (figures): 886,200 / 2,840,500 = 31.2% vs 760,400 / 2,310,200 = 32.9% -> down 1.7 points (< 5).
  // declining-revenue ABSENT: revenue 2,840,500 > 2,310,200.
  // burn-above-revenue ABSENT: profit for the year in both years.
  // customer-concentration ABSENT: largest customer 21% (< 30%).
  // litigation ABSENT: High Court claim settled, paid and withdrawn by consent in August 2024.
  // related-party ABSENT: explicitly denied.  going-concern ABSENT: "no material uncertainty".
  // debt-distress ABSENT: all instalments paid, covenants met, taxes current.
  {
    id: 'h21-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'customer-concentration', 'litigation', 'related-party', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    text: `CHITUKUKO EDIBLE OILS LIMITED
Annual financial statements for the year ended 31 December 2024 (extract)

Report of the independent auditor to the shareholders
Opinion. We have audited the financial statements of Chitukuko Edible Oils Limited set out on pages 8 to 31. In our opinion, the financial statements give a true and fair view of the financial position of the company as at 31 December 2024, and of its financial performance and cash flows for the year then ended, in accordance with the IFRS for SMEs and the Companies Act, 2013 of Malawi.
Signed: Mbewe & Associates, Chartered Accountants, Blantyre — 28 March 2025

Statement of profit or loss (MWK '000)

| | 2024 | 2023 |
|---|---:|---:|
| Revenue | 2,840,500 | 2,310,200 |
| Cost of sales | (1,954,300) | (1,549,800) |
| Gross profit | 886,200 | 760,400 |
| Distribution and administrative expenses | (512,700) | (455,100) |
| Finance costs | (61,300) | (72,900) |
| Profit before tax | 312,200 | 232,400 |
| Income tax expense (30%) | (93,660) | (69,720) |
| Profit for the year | 218,540 | 162,680 |

Note 4 — Revenue. Revenue comprises sales of refined soya and groundnut cooking oil and soya cake. The largest customer, a national supermarket chain, accounted for 21% of revenue (2023: 24%). No other customer exceeded 10%.

Note 17 — Borrowings. The term loan from a commercial bank stood at K410.0 million at year end (2023: K505.0 million). All instalments were paid on their due dates and the company met its financial covenants at 31 December 2024. Income tax and VAT balances due to the Malawi Revenue Authority are current; nothing is overdue.

Note 21 — Contingencies. In 2023 a former haulage contractor filed a claim of K38 million in the High Court (Commercial Division) at Blantyre. The claim was settled in August 2024 for K6.5 million, which was paid, and the action was withdrawn by consent. No further liability exists and there are no other claims against the company.

Note 22 — Related parties. During the year the company did not buy from or sell to any entity in which a director, or a member of a director's family, holds an interest.

Note 23 — Going concern. The directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval and are satisfied that no material uncertainty exists.`,
  },

  // 03 — Board minutes, logistics (trucking Monrovia–Ganta), Liberia.
  // debt-distress PRESENT (indirect): the January and February truck-loan instalments "were not paid"; notice of default.
  // founder-departure PRESENT: co-founder and COO resigned; his last day was 13 March 2025.
  // dead-equity PRESENT (split across items 3 and 4): the departed co-founder keeps his 22.5%; the board declines to buy it back.
  // low-founder-ownership ABSENT: the remaining active founder (CEO) holds 44% (>= 40%).
  // litigation ABSENT: the bank only "reserves its rights"; no proceedings exist.
  // declining-revenue ABSENT: February US$71,400 > January US$66,900.
  {
    id: 'h21-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['prose', 'indirect', 'split', 'modality'],
    present: ['debt-distress', 'founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership', 'litigation', 'declining-revenue'],
    text: `GANTA EXPRESS HAULAGE INC.
Minutes of a meeting of the Board of Directors held at the company's office, Somalia Drive, Gardnersville, Monrovia, on Friday 14 March 2025 at 10:00 a.m.

Present: Josephine Kollie (Chair; co-founder and CEO), Prince Wleh (investor director, Kpelle Capital), Musu Dorley (independent director).
In attendance: Abraham Sirleaf, Finance Manager (secretary to the meeting).

1. Minutes and matters arising. The minutes of 13 December 2024 were approved and signed.

2. Operations and bank facility. The CEO reported 212 trips on the Monrovia–Gbarnga–Ganta–Sanniquellie corridor in February and revenue of US$71,400, compared with US$66,900 in January. The Finance Manager reported that the instalments of US$18,400 due to the bank on 31 January and on 28 February under the truck-loan facility were not paid, because payments from customers were late and fuel had to be prioritised. On 7 March the bank sent a formal notice of default and reserved its right to enforce its security over the financed trucks. The Board directed management to propose a rescheduling to the bank by 28 March, with the arrears cleared over six months.

3. Resignation of the Chief Operating Officer. The Chair informed the Board that Mr Emmanuel Flomo, co-founder, Chief Operating Officer and director, tendered his resignation on 28 February 2025 to return to his family's business in Nimba County. His last working day was 13 March 2025, and he has also resigned from the Board. The Board recorded its thanks for his work in building the company since 2019. Route planning will report directly to the CEO until a replacement is hired.

4. Shareholding. The Board noted that Mr Flomo holds 2,250,000 ordinary shares, being 22.5% of the issued capital, all of which vested in 2023. The CEO holds 44%, Kpelle Capital 25% and the employee pool and angel investors the balance. Under the shareholders' agreement the company may buy back a leaver's vested shares at fair value. Given the current cash position, the Board resolved not to exercise that right, and Mr Flomo remains a shareholder with his full 22.5%. The matter may be revisited after the next funding round.

5. Any other business. None. The meeting closed at 12:15 p.m.

Signed: Josephine Kollie, Chair — Abraham Sirleaf, Secretary`,
  },

  // 04 — Investor update e-mail, edtech (school fee payments SaaS), Malawi.
  // high-churn PRESENT (figures): 23 schools cancelled in Q1 out of 140 at 1 January = 16.4% a quarter
  //   = about 5.5% a month (23 / 3 / 140) >= 5%.
  // non-recurring-revenue PRESENT: the K9.2m one-time setup and training fee from the Ministry pilot is included in March MRR.
  // short-runway PRESENT (figures + time): cash K97m / net burn K14m a month = 6.9 months < 9 ("15 months in September, now under 7").
  // burn-above-revenue ABSENT: net burn K14m < March revenue K38.6m (net burn compared with revenue as stated).
  // declining-revenue ABSENT: MRR K29.1m (Dec) -> K38.6m (Mar); even without the one-off, 38.6 - 9.2 = 29.4 > 29.1.
  // customer-concentration ABSENT: the Ministry pilot is 9.2 / 38.6 = 23.8% of March revenue (< 30%).
  {
    id: 'h21-en-w2-04',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'time'],
    present: ['high-churn', 'non-recurring-revenue', 'short-runway'],
    absent: ['burn-above-revenue', 'declining-revenue', 'customer-concentration'],
    text: `Subject: SchoolPay Malawi — Q1 2025 investor update

Dear investors,

Here is our update for January to March. Good news first, then the things we need your help with.

Headline numbers
- MRR in March: K38.6 million (December: K29.1 million)
- Schools on the platform at 31 March: 123 (1 January: 140)
- Parents paying fees through Airtel Money and TNM Mpamba: 41,200
- Fee value processed in the quarter: K1.9 billion

What went well
- The January price increase (about 15% on average across our packages) went through with less pushback than we feared.
- March MRR includes K9.2 million from the Ministry of Education's digital fee-collection pilot in Zomba district. This is a one-time setup and training fee covering 30 government secondary schools; those schools are not yet on a subscription and will only sign one if the Ministry extends the pilot in the next budget.
- We hired a head of sales for the Northern Region, based in Mzuzu.

What did not go well
- We signed 6 new schools in the quarter but 23 schools cancelled, mostly low-fee private schools in Area 25, Area 36 and Ndirande. Several told us the new price was too high for them after the maize-price shock. We are testing a lighter package at K120,000.
- Collections through the platform were slower in February because of mobile-money outages.

Cash
- Cash at bank on 31 March: K97 million.
- Net burn (after fee income) averaged K14 million a month over the quarter, mainly salaries and the field team.
- In September our runway was 15 months. It is now under 7.

The ask
We are raising a K400 million bridge on a convertible note, and we have K150 million soft-committed. Introductions to anyone active in education or payments in Malawi would be hugely appreciated.

Thanks for your support,
Chikondi Banda, co-founder and CEO`,
  },

  // 05 — Investor due-diligence memo, off-grid solar (PAYGo), Liberia.
  // cap-table-complexity PRESENT: register (1,000,000 shares) and founders' working table (1,180,000) do not match;
  //   two SAFEs without conversion notices; "we cannot confirm who owns what until this is reconciled".
  // related-party PRESENT (indirect): warehouse leased from a firm whose managing partner is the CEO's brother-in-law.
  // litigation PRESENT: distributor's claim pending before the Civil Law Court, next hearing 8 July 2025.
  // low-founder-ownership ABSENT: founders' 610,000 shares = 61% of 1,000,000 or 51.7% of 1,180,000 (>= 40% either way).
  // audit-opinion ABSENT: 2024 accounts audited with an unmodified opinion.
  // investor-control ABSENT: no investor above 20% on either version.
  {
    id: 'h21-en-w2-05',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['list', 'indirect', 'figures'],
    present: ['cap-table-complexity', 'related-party', 'litigation'],
    absent: ['low-founder-ownership', 'audit-opinion', 'investor-control'],
    text: `MEMORANDUM — STRICTLY CONFIDENTIAL
To: Investment Committee, West Coast Impact Partners
From: Deal team (M. Sackor, A. Johnson)
Date: 9 June 2025
Re: Legal and financial due diligence — Lofa Light Solar Inc. (Liberia), proposed US$1.2 million Series A

1. Scope
We reviewed the articles of incorporation, the share register, shareholder and board resolutions since 2021, material contracts, a search of court records at the Temple of Justice, and the 2024 financial statements, which were audited by a Monrovia firm with an unmodified opinion.

2. Share capital
The share register filed with the Liberia Business Registry shows 1,000,000 issued shares. The founders' working cap table shows 1,180,000 shares after the "2023 SAFE conversions". Management could not explain the 180,000-share difference, and two of the SAFEs (US$60,000 in total) have no signed conversion notice or board resolution. The two founders hold 610,000 shares, so between 52% and 61% depending on which version is right, and no investor holds more than 20% on either version. Until the register and the working table are reconciled we cannot confirm who owns what, or what our 25% would be measured against.

3. Warehouse lease
The Gbarnga warehouse and workshop are leased from Bong Trading Enterprise. Its managing partner is married to the CEO's sister. Rent is US$3,800 a month, roughly 40% above the two quotes we obtained for comparable space on the same road. The lease runs to 2028 and was signed by the CEO without a board resolution.

4. Litigation
In November 2024 a former distributor, Voinjama Energy Services, filed a complaint in the Civil Law Court claiming US$145,000 in unpaid commissions and damages for early termination. Pleadings are still being exchanged and the next hearing is set for 8 July 2025. The company's counsel estimates the exposure at US$40,000 to US$70,000. A separate claim by a former employee, filed in 2022, was settled in 2023 and the court record shows it closed.

5. Permits
The import-duty waiver for solar products was renewed in January 2025. No other permit is needed for the company's current activities.

6. Recommendation
Proceed, subject to: (a) a reconciled cap table signed by all shareholders before signing; (b) the lease renegotiated at market rent and approved by the independent director; (c) a specific indemnity from the founders for the Voinjama claim.`,
  },

  // 06 — Series A pitch deck, health (B2B medicines distribution), Malawi. CLEAN but tempting.
  // pending-licence ABSENT: PMRA wholesale licence granted Nov 2023 and renewed Jan 2025.
  // no-competition ABSENT: competitors are named and described.
  // founder-departure ABSENT: the founders left OTHER organisations before founding MedLink.
  // customer-concentration ABSENT: largest customer 17% (< 30%).
  // high-churn ABSENT: monthly churn 1.6% (2024), 2.1% (2023).
  // gross-margin ABSENT: 23.5% -> 24.1% (up).  declining-revenue ABSENT: K186m -> K310m.
  // unrealistic-growth ABSENT: 520/310 = 1.68x, 830/520 = 1.60x, 1,250/830 = 1.51x.
  // low-founder-ownership ABSENT: founders 64%.
  {
    id: 'h21-en-w2-06',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'table', 'negation'],
    present: [],
    absent: ['pending-licence', 'no-competition', 'founder-departure', 'customer-concentration', 'high-churn', 'gross-margin', 'declining-revenue', 'unrealistic-growth', 'low-founder-ownership'],
    text: `MedLink Malawi — Series A, June 2025

1 | Problem
Private pharmacies and rural clinics in Malawi wait three to six weeks for restocks. Stock-outs of antibiotics and antimalarials are routine outside Lilongwe and Blantyre.

2 | Solution
A B2B ordering app (also on WhatsApp) plus two warehouses, in Lilongwe and Blantyre, delivering to pharmacies and clinics within 48 hours, with 30-day credit for good payers.

3 | Licences
Wholesale dealer licence from the Pharmacy and Medicines Regulatory Authority (PMRA): granted November 2023, renewed January 2025. Both warehouses passed PMRA inspection in March 2025.

4 | Traction

| | 2023 | 2024 |
|---|---|---|
| Revenue (MWK m) | 186 | 310 |
| Gross margin | 23.5% | 24.1% |
| Active pharmacies and clinics | 240 | 415 |
| Average monthly customer churn | 2.1% | 1.6% |

Largest customer: a network of mission hospitals, 17% of 2024 revenue. No other customer above 6%.

5 | Competition
• Three established wholesalers in Blantyre and Lilongwe: wider range, but order by phone and deliver weekly at best
• Central Medical Stores Trust for public facilities
• Informal cross-border traders from Tanzania and Zambia
We win on delivery time, credit and product traceability.

6 | Team
• Dr Chisomo Banda, CEO — pharmacist; left her post as supply-chain lead at an international NGO in 2022 to start MedLink
• Kondwani Phiri, CTO — previously engineering manager at a Lilongwe fintech, which he left in 2021
• Both founders are full-time; no changes to the leadership team since founding

7 | Ownership
Founders 64% · angel investors 21% · ESOP 10% · seed fund 5%

8 | Plan

| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Revenue (MWK m) | 520 | 830 | 1,250 |

9 | The ask
US$900,000 to open a third warehouse in Mzuzu and extend credit lines to 300 more clinics.`,
  },
];
