/**
 * The seventh held-out set, part 1 (English), written 2026-11-30 by a writer who read only case.ts and the labelling
 * guide (held-out.ts): decks, statements, plans and legal papers of startups from Nigeria, Kenya, Ghana, South Africa,
 * Egypt, Uganda, Tanzania, Ethiopia and Zambia. Retired into the development set in the seventeenth round; see cases-dev-retired-seventh.ts.
 */
import type { RedFlagCase } from './case';

export const redFlagSeventhEnCases1: readonly RedFlagCase[] = [
  // ₦140m cash / ₦21m net burn = 6.7 months < 9; burn 21m < revenue 38m
  { id: 'seventh-en-01', documentType: 'pitch_deck', language: 'en', present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['figures', 'list', 'indirect'], text: `Slide 9 - Where we stand (June 2026)
- Monthly revenue: ₦38m
- Net burn: ₦21m a month
- Cash in bank: ₦140m
We are raising $1.5m to reach break-even in 2027.` },
  // 2025: cost of sales 51,700 > revenue 48,200 (gross loss); 2024 margin 13.1%
  { id: 'seventh-en-02', documentType: 'financial_statements', language: 'en', present: ['gross-margin', 'burn-above-revenue'], absent: ['declining-revenue', 'audit-opinion'], traits: ['table', 'figures'], text: `Statement of profit or loss for the year ended 31 December 2025 (KSh '000)
|                      | 2025     | 2024     |
| Revenue              | 48,200   | 41,900   |
| Cost of sales        | (51,700) | (36,400) |
| Gross (loss)/profit  | (3,500)  | 5,500    |
| Operating expenses   | (22,100) | (19,800) |
| Loss for the year    | (25,600) | (14,300) |
Independent auditor: Kariuki & Associates, Nairobi - unmodified opinion.` },
  // founders 34 + 27 = 61% >= 40; largest investor 22% < 50; leaver clause is hypothetical
  { id: 'seventh-en-03', documentType: 'legal_docs', language: 'en', present: [], absent: ['dead-equity', 'founder-departure', 'investor-control', 'low-founder-ownership'], traits: ['modality', 'figures'], text: `Clause 8.3 (Leavers). If a Founder ceases to be employed by the Company for any reason, the Company shall buy back all
of that Founder's Shares at nominal value within ninety (90) days of the cessation date.
Schedule 2 - Shareholding at Completion: Kwame Asante (Founder, CEO) 34%; Efua Mensah (Founder, CTO) 27%;
Accra Seed Partners 22%; Employee pool 12%; angel investors 5%.` },
  // R4.1m -> R18m = 4.4x in a year; R1.6m / R4.1m = 39% from one customer
  { id: 'seventh-en-04', documentType: 'business_plan', language: 'en', present: ['unrealistic-growth', 'customer-concentration'], absent: [], traits: ['figures', 'indirect'], text: `3.2 Revenue plan
FY2026 (actual): R4.1m, of which R1.6m came from the Sizwe Retail Group distribution centre in Midrand.
FY2027: R18m    FY2028: R52m    FY2029: R140m
The step-up in FY2027 reflects the national rollout to all nine provinces.` },
  // 460 cancelled / 2,400 at start = 19.2% a quarter = 6.4% a month >= 5
  { id: 'seventh-en-05', documentType: 'pitch_deck', language: 'en', present: ['high-churn'], absent: ['declining-revenue'], traits: ['figures', 'indirect', 'list'], text: `Traction - Q1 2026
Subscribers on 1 January: 2,400
Cancelled during the quarter: 460
New sign-ups: 1,100
Subscribers on 31 March: 3,040
MRR at quarter end: EGP 1.52m (up from EGP 1.21m)` },
  { id: 'seventh-en-06', documentType: 'financial_statements', language: 'en', present: [], absent: ['going-concern', 'litigation', 'debt-distress', 'audit-opinion'], traits: ['negation', 'time'], text: `Note 2 - Basis of preparation. The financial statements have been prepared on a going-concern basis. The directors
reviewed cash forecasts to June 2027 and identified no material uncertainty.
Note 19 - Contingencies. The claim brought by a former distributor in 2024 was withdrawn in October 2025; no
proceedings remain.
Note 21 - Borrowings. The UGX 1.2bn term loan was serviced on schedule all year and every covenant was met.
Revenue for the year: UGX 9.8bn (2024: UGX 8.1bn). Auditor's report: unqualified opinion.` },
  { id: 'seventh-en-07', documentType: 'legal_docs', language: 'en', present: ['litigation', 'related-party'], absent: [], traits: ['indirect'], text: `Disclosure Letter
4. Litigation. The Company is the defendant in Commercial Case No. 112 of 2025 before the High Court (Commercial
Division) at Dar es Salaam, in which a former supplier claims TZS 640m. The hearing is set for 14 September 2026.
6. Related contracts. The Company's warehouse at Kurasini is leased from Mwambao Holdings Ltd, which is owned by the
Managing Director's wife, at TZS 18m a month.` },
  // no revenue or cost figure anywhere
  { id: 'seventh-en-08', documentType: 'pitch_deck', language: 'en', present: ['no-competition', 'missing-financials'], absent: [], traits: ['list'], text: `Why now
- 70% of Ethiopian smallholders still sell through brokers
- Mobile money accounts have tripled since 2023
- Nobody else is building a digital marketplace for teff and coffee cooperatives: we have the field to ourselves
Team: three founders, 12 staff in Addis Ababa` },
  // ZMW 6.2m -> 14m = 2.3x; 14m -> 26m = 1.9x
  { id: 'seventh-en-09', documentType: 'business_plan', language: 'en', present: [], absent: ['pending-licence', 'unrealistic-growth', 'no-competition'], traits: ['time', 'figures'], text: `Section 5 - Market, competition and licensing
We compete with three agent-network operators and two bank-led wallets in Lusaka and the Copperbelt.
Our payment service provider licence was granted by the Bank of Zambia in February 2026.
Revenue was ZMW 6.2m in 2025; we plan ZMW 14m in 2026 and ZMW 26m in 2027.` },
  // revenue H1 2026 412 < H2 2025 455; margins 31.8% / 31.0% / 31.4%; costs 281 + 118 = 399 < 412
  { id: 'seventh-en-10', documentType: 'financial_statements', language: 'en', present: ['audit-opinion', 'declining-revenue'], absent: ['gross-margin', 'burn-above-revenue'], traits: ['table', 'figures'], text: `Kano Freight Ltd - management accounts (unaudited), half-year to 30 June 2026
                  H1 2026     H2 2025     H1 2025
Revenue           ₦412m       ₦455m       ₦398m
Gross profit      ₦131m       ₦141m       ₦125m
Operating costs   ₦118m       ₦120m       ₦109m` },
  // 52.0 + 29.5 + 11 + 7.5 = 100; founders 29.5% < 40; one investor 52% >= 50
  { id: 'seventh-en-11', documentType: 'legal_docs', language: 'en', present: ['investor-control', 'low-founder-ownership'], absent: [], traits: ['figures'], text: `Term Sheet - Series A Preferred (non-binding)
Investor: Savannah Growth Fund II
Fully diluted post-money ownership: Savannah Growth Fund II 52.0%; Founders (J. Otieno, M. Wanjiru) 29.5%;
seed investors 11.0%; ESOP 7.5%.
Board: five seats, three appointed by the Investor.` },
  // 21% < 30; 2.8% < 5; GH₵5.1m / 420k = 12 months; revenue 7.4m / 12 = 617k a month > burn 420k
  { id: 'seventh-en-12', documentType: 'pitch_deck', language: 'en', present: [], absent: ['customer-concentration', 'high-churn', 'short-runway', 'burn-above-revenue'], traits: ['figures', 'list'], text: `Slide 11 - Key metrics (December 2025)
- Revenue 2025: GH₵ 7.4m (2024: GH₵ 4.9m)
- Largest client (a telco): 21% of revenue
- Monthly logo churn: 2.8%
- Cash GH₵ 5.1m; net burn GH₵ 420k a month, about twelve months of runway` },
  { id: 'seventh-en-13', documentType: 'legal_docs', language: 'en', present: ['founder-departure', 'dead-equity'], absent: [], traits: ['time', 'indirect'], text: `Minutes of the meeting of the Board of Kuhle Health (Pty) Ltd, Cape Town, 3 March 2026
4. Co-founder and COO Thandiwe Dlamini resigned with effect from 31 January 2026. The Chair thanked her for her work.
5. Ms Dlamini's 18% shareholding remains registered in her name. The Board noted that the shareholders' agreement
gives the Company no right to repurchase it and resolved not to make an offer.` },
  // 33,400 / 86,300 = 38.7%; 30,100 / 71,500 = 42.1%; drop 3.4 points < 5
  { id: 'seventh-en-14', documentType: 'financial_statements', language: 'en', present: [], absent: ['gross-margin', 'declining-revenue', 'audit-opinion'], traits: ['table', 'figures'], text: `Income statement (EGP '000) - audited
|                     | 2025    | 2024    |
| Revenue             | 86,300  | 71,500  |
| Cost of revenue     | 52,900  | 41,400  |
| Gross profit        | 33,400  | 30,100  |
| Gross margin        | 38.7%   | 42.1%   |
| Operating expenses  | 24,800  | 22,600  |
| Operating profit    | 8,600   | 7,500   |
Auditor's opinion: unmodified.` },
  // costs UGX 270m < revenue 310m a month
  { id: 'seventh-en-15', documentType: 'business_plan', language: 'en', present: ['pending-licence'], absent: ['regulatory', 'burn-above-revenue'], traits: ['time', 'indirect'], text: `4. Regulatory status
We applied to the Bank of Uganda for a payment systems operator licence in November 2025. The file is with the
Bank's licensing department; until the licence is issued we process payments through a licensed partner bank.
7. Financial summary
Revenue: UGX 310m a month. Total costs: UGX 270m a month.` },
  // "just under half" still active after twelve months: retention < 50% < 55
  { id: 'seventh-en-16', documentType: 'pitch_deck', language: 'en', present: ['founder-departure', 'high-churn'], absent: ['declining-revenue'], traits: ['indirect', 'time', 'words'], text: `Investor update - May 2026
Hi all, a quick one. April revenue came in at TZS 212m, up from TZS 188m in March.
Two pieces of harder news. Baraka (co-founder and CTO) has told us he will step away at the end of Q3 to go back
to the university; we have started the search for his successor. And the cohort study is back: just under half of
the merchants who signed up in January 2025 were still active twelve months later.` },
  { id: 'seventh-en-17', documentType: 'legal_docs', language: 'en', present: [], absent: ['litigation', 'related-party', 'regulatory', 'pending-licence'], traits: ['negation', 'time'], text: `Due-diligence questionnaire - answers of Selam Agritech PLC
Q12. Is the Company party to any litigation? No. A labour claim filed in 2024 was settled by agreement in March
2025 and the file is closed.
Q13. Any transactions with directors or their families? None in the last three financial years.
Q14. Any sanction or suspension by a regulator? None. Our export licence from the Ministry of Trade was renewed in
January 2026.` },
  // net loss ZMW 9.6m on revenue 41m: costs 50.6m > revenue
  { id: 'seventh-en-18', documentType: 'financial_statements', language: 'en', present: ['going-concern', 'debt-distress', 'burn-above-revenue'], absent: ['audit-opinion'], traits: ['figures', 'indirect'], text: `Note 1.2 - Going concern
The Group recorded revenue of ZMW 41m and a net loss of ZMW 9.6m for the year. At 31 December 2025 it was in
breach of the net-debt-to-EBITDA covenant on its ZMW 25m facility, and the lender has not yet granted a waiver.
These conditions indicate that a material uncertainty exists that may cast significant doubt on the Group's
ability to continue as a going concern.` },
  // $420k one-off fees inside ARR; LTV = 6,000 x 40% x 2 = 4,800; 4,800 / 3,100 = 1.5x, not 5x
  { id: 'seventh-en-19', documentType: 'pitch_deck', language: 'en', present: ['non-recurring-revenue', 'unit-economics'], absent: [], traits: ['figures', 'split'], text: `Slide 6 - Recurring revenue
ARR (December 2025): $1.9m
This includes $420k of one-time data-migration fees from onboarding three banks in Q4.
Slide 7 - Unit economics
LTV:CAC of 5x
Average contract $6,000 a year; gross margin 40%; clients stay two years on average; blended CAC $3,100.` },
  // history 5x is past; plan 96m -> 180m = 1.9x
  { id: 'seventh-en-20', documentType: 'pitch_deck', language: 'en', present: [], absent: ['no-competition', 'unrealistic-growth'], traits: ['time', 'figures'], text: `Competition
Direct competitors: two Nairobi asset lenders (Lipa Polepole, Jenga Credit) and the asset-finance desks of banks.
We win on approval time: 24 hours against their two weeks.
Traction: our loan book grew 5x over 2024-2025; revenue was KSh 96m in 2025.
Plan: KSh 180m in 2026.` },
  { id: 'seventh-en-21', documentType: 'legal_docs', language: 'en', present: ['cap-table-complexity', 'dead-equity'], absent: [], traits: ['list', 'figures'], text: `Legal due diligence - findings on share capital
1. The register of members kept by the company secretary shows 1,000,000 shares in issue; the cap table in the data
room shows 1,140,000. Management has not been able to reconcile the difference, which appears to relate to
convertible notes issued in 2022-2023.
2. Two former employees who left the company in 2024 still hold 45,000 shares between them; no repurchase was made.` },
  // EGP 14.2m > 11.0m
  { id: 'seventh-en-22', documentType: 'business_plan', language: 'en', present: ['regulatory'], absent: ['pending-licence', 'declining-revenue'], traits: ['time'], text: `8. Risks
In January 2026 the Financial Regulatory Authority suspended new customer enrolment on our microinsurance product
pending a review of our agent distribution agreements. The suspension is still in force.
Revenue: EGP 14.2m in 2025, up from EGP 11.0m in 2024.` },
  { id: 'seventh-en-23', documentType: 'financial_statements', language: 'en', present: [], absent: ['debt-distress', 'audit-opinion'], traits: ['negation'], text: `Note 14 - Borrowings. The R12m facility is repayable in 36 monthly instalments. Every instalment due in the year
was paid on time and the Company complied with all covenants at 28 February 2026.
Note 15 - Taxation. There were no arrears with SARS at year end.
Revenue for the year: R58.4m (2025: R51.0m). Independent auditor's report: unmodified opinion.` },
  // costs 1.35bn > revenue 420m a quarter; net burn 930m / 3 = 310m a month; 2.1bn / 310m = 6.8 months < 9
  { id: 'seventh-en-24', documentType: 'pitch_deck', language: 'en', present: ['burn-above-revenue', 'short-runway'], absent: [], traits: ['figures', 'indirect', 'split'], text: `Financials, Q4 2025
Revenue for the quarter
UGX 420m
Operating costs for the quarter
UGX 1.35bn
Cash at 31 December
UGX 2.1bn` },
  // TZS 3.4bn / 9.1bn = 37% from one customer
  { id: 'seventh-en-25', documentType: 'financial_statements', language: 'en', present: ['audit-opinion', 'customer-concentration'], absent: [], traits: ['ocr', 'figures', 'indirect'], text: `INDEPENDENT AUDlTOR'S REP0RT - Qua1ified 0pinion
Except f0r the possib1e effects of the matter described in the Basis for Qualified 0pinion section, the
financia1 statements present fairly ... We were unab1e to obtain sufficient evidence over inventory of TZS 1.9bn.
Note 5 - Revenue. Sa1es to Ki1imanjaro Breweries Ltd amounted to TZS 3.4bn of tota1 revenue of TZS 9.1bn.` },
  // founders 58% >= 40; ETB 18.6m > 15.2m
  { id: 'seventh-en-26', documentType: 'pitch_deck', language: 'en', present: [], absent: ['founder-departure', 'low-founder-ownership', 'declining-revenue'], traits: ['indirect', 'time'], text: `Team update
Our CEO Hana left Addis for Nairobi last week to close the distribution deal with a Kenyan wholesaler; she is back
on Monday. All three founders remain full-time and hold 58% of the company between them.
Revenue for Q1 2026: ETB 18.6m (Q4 2025: ETB 15.2m).` },
  // 3.0 -> 9.5 (3.2x) -> 29 (3.1x) -> 88 (3.0x): 3x a year over three years
  { id: 'seventh-en-27', documentType: 'business_plan', language: 'en', present: ['unrealistic-growth'], absent: [], traits: ['table', 'figures'], text: `Financial projections (ZMW m)
| Year          | 2025A | 2026F | 2027F | 2028F |
| Revenue       | 3.0   | 9.5   | 29.0  | 88.0  |
| Total costs   | 2.6   | 7.9   | 22.5  | 61.0  |
Assumes one new solar mini-grid site per month from 2026.` },
  { id: 'seventh-en-28', documentType: 'legal_docs', language: 'en', present: ['pending-licence', 'related-party'], absent: [], traits: ['indirect', 'time'], text: `Disclosure Schedule, Part C
C.3 The Company applied to NAFDAC in August 2025 for registration of its fortified infant cereal. Registration has
not yet been granted, and the product may not be sold until it is.
C.5 Haulage is bought from Ayo Transport Ltd, a company controlled by the Chief Executive's brother; payments in
2025 totalled ₦14m.` },
];
