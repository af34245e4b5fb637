/**
 * Development set, fifteenth round, English investor-side documents (2026-11-30), written and labelled
 * from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthEnInvestor3: readonly RedFlagCase[] = [
  // Founders (2.6M + 1.4M) / 9.0M = 44.4% (>= 40%); Oak 27.8% (< 50%).
  {
    id: 'd15-w1-cap-lagos-safes',
    documentType: 'legal_docs',
    text: `Cap table (pasted from "CapTable_FINAL_v3 (2).xlsx") — Afara Health Ltd (Lagos)

Holder          Instrument      Shares / amount          %
Ifeoma Obi      Ordinary        2,600,000                28.9%
Segun Bello     Ordinary        1,400,000                15.6%
Lekki Angels    Ordinary        1,900,000                21.1%
Oak Seed Fund   Seed Pref       2,500,000                27.8%
ESOP            Options           600,000                 6.7%
SAFE (2024)     USD 400k, cap USD 6M, MFN    —           —
Conv. note      USD 250k, 20% discount       —           —

Counsel's note: the MFN clause in the 2024 SAFEs may reset to the note's terms. We could not reconcile the fully diluted position, and this sheet does not agree with the share register filed with the CAC.`,
    present: ['cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'figures'],
  },
  // Active founders (2.2M + 1.3M) / 10.0M = 35% (< 40%); all three founders 53%; Tunde left and kept 1.8M shares.
  {
    id: 'd15-w1-cap-abuja-former',
    documentType: 'legal_docs',
    text: `Ownership summary — Sabi Farms Ltd (Abuja) — 31 October 2026 (share counts from the register)

Amina Yusuf (co-founder, CEO) — 2,200,000 ordinary
Chidi Okafor (co-founder, COO) — 1,300,000 ordinary
Tunde Adeyemi (co-founder; left March 2025, shares not repurchased) — 1,800,000 ordinary
Greenfield Partners — 3,300,000 preferred
ESOP — 1,400,000 options
Total — 10,000,000

The three co-founders together hold a majority of the share capital.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Sahel 5,600,000 / 10,500,000 = 53.3% (>= 50%); founders 4,300,000 / 10,500,000 = 41.0%.
  {
    id: 'd15-w1-cap-arusha-majority',
    documentType: 'legal_docs',
    text: `Share register extract — Kilima Tea Co. Ltd (Arusha) — pipe-separated export, 15 November 2026

holder|class|shares
Neema Mushi (founder, MD)|A ordinary|2,500,000
Baraka Mollel (founder, operations)|A ordinary|1,800,000
Sahel Impact Capital|B preference|5,600,000
ESOP pool|options|600,000
TOTAL|—|10,500,000

Agreed to the BRELA filings by the company secretary. Preference shares carry one vote each and convert one-for-one; there are no other classes, warrants or convertible instruments in issue.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Founders 42.5% (>= 40%); Kivu 40.2% (< 50%); 42.5 + 40.2 + 8.8 + 8.5 = 100.0.
  {
    id: 'd15-w1-cap-kigali-post-safe',
    documentType: 'legal_docs',
    text: `Pro forma cap table at Series A closing — Umucyo Energy Ltd (Kigali)

Holder                                    | Shares     | %
Founders (Aline Uwase, Eric Nshuti)        | 4,250,000  | 42.5%
Kivu Climate Fund (Series A lead)          | 4,020,000  | 40.2%
Seed SAFEs (converted at USD 5M cap)       |   880,000  |  8.8%
ESOP                                      |   850,000  |  8.5%
Total                                     | 10,000,000 | 100.0%

Counsel has reconciled this table to the register and to the SAFE conversion schedule; no instruments remain outstanding after closing.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
  },
  // Churn 6.2% a month (>= 5%); life 1 / 0.062 ≈ 16 months, LTV ≈ 400 × 16 = 6,400, LTV/CAC ≈ 2.7×, not 6×.
  {
    id: 'd15-w1-fund-nairobi-churn-ltv',
    documentType: 'financial_statements',
    text: `Portfolio review — Lipa Polepole (Nairobi), pay-as-you-go cookstoves — Q3 2026

Revenue: KES 88m in Q3 (Q2: KES 79m).

Management's unit economics: ARPU KES 400 a month; expected customer life 36 months; LTV KES 14,400; CAC KES 2,400; LTV/CAC 6×.

Observed: monthly customer churn averaged 6.2% over the last two quarters.

Fund comment: we will ask management to rebuild the LTV on observed churn before the next board.`,
    present: ['high-churn', 'unit-economics'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect', 'split'],
  },
  // Retention 650 / 1,250 = 52% over twelve months (< 55%).
  {
    id: 'd15-w1-saas-lagos-retention',
    documentType: 'pitch_deck',
    text: `Slide 14 — Retention — Ledgerly (Lagos), SME accounting SaaS

Customers active at 1 October 2025: 1,250. Of those, still paying at 30 September 2026: 650.
New customers won in the period: 1,480, so the paying base still grew to 2,130.
Revenue for the year to September 2026: USD 1.3M (prior year USD 0.7M).`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
  },
  // Annual churn 41% (< 45%); monthly 4.3% (< 5%); 12-month retention 59% (>= 55%).
  {
    id: 'd15-w1-deck-nairobi-churn-41',
    documentType: 'pitch_deck',
    text: `Retention & churn — Bima Smart (Nairobi), micro-insurance platform

Annual policy churn: 41% (2024: 44%)
Monthly churn, trailing six months: 4.3%
Twelve-month retention of the 2025 cohort: 59%
Gross written premium KES 310m; revenue (commission) KES 46m in 2025, up from KES 29m.
Most lapses happen at the first renewal; we now send M-Pesa reminders seven days before each premium is due.`,
    present: [],
    absent: ['high-churn'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w1-dd-cairo-arbitration',
    documentType: 'legal_docs',
    text: `Legal due diligence — red-flag report — Target: Mazaya Pharma Distribution S.A.E. (Cairo)

Disputes. A former regional distributor commenced arbitration before CRCICA in February 2026, claiming USD 1.4M for wrongful termination. Statements of claim and defence have been exchanged and the hearing is fixed for January 2027. We consider the claim partly meritorious.

Licences. The EDA wholesale licence is valid until 2028.

Employees. No senior departures in the review period.`,
    present: ['litigation'],
    absent: ['pending-licence', 'founder-departure'],
    traits: ['time', 'prose'],
  },
  {
    id: 'd15-w1-dd-nairobi-trademark',
    documentType: 'legal_docs',
    text: `Intellectual property and disputes — Kiprop & Wafula LLP — Target: Chapa Brands Ltd (Nairobi)

Trademark. CHAPA was registered in class 35 in October 2026. If a third party applied to cancel the mark, proceedings before KIPI could follow; no such application has been made.

Past disputes. The 2024 claim by a printing supplier was dismissed in June 2025 and no appeal was lodged within the time allowed.

Conclusion. We found no pending or threatened litigation.`,
    present: [],
    absent: ['litigation'],
    traits: ['modality', 'time', 'negation'],
  },
  // Revenue UGX 7.4bn > operating costs UGX 6.9bn.
  {
    id: 'd15-w1-ic-kampala-ceo-stepdown',
    documentType: 'business_plan',
    text: `IC memo — follow-on — Ssebo Logistics Ltd (Kampala)

Leadership. Founder-CEO Grace Namutebi told the board on 2 November that she will step down as CEO at the end of Q1 2027 and move to a non-executive chair role. A search has started.

Trading. Revenue UGX 7.4bn in the year to September (prior year UGX 5.2bn); operating costs UGX 6.9bn.

Recommendation. Take up our pro rata, conditional on a CEO shortlist by February.`,
    present: ['founder-departure'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['time', 'prose'],
  },
  // 2027 plan R 60m / 2026 plan R 14m = 4.3× (>= 4×); monthly revenue ~R 0.97m > costs R 0.9m.
  {
    id: 'd15-w1-ic-joburg-quadruple',
    documentType: 'business_plan',
    text: `IC memo — Ikhaya Insure (Johannesburg) — Series A

Management's plan assumes revenue of R 14m in 2026, rising to R 60m in 2027 as the embedded-insurance partnership with a national retailer goes live in all 1,100 stores.

Current trading: R 11.6m of revenue in the twelve months to October; monthly costs about R 0.9m.

Our view: the 2027 number depends on a partnership that is not yet signed.`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'customer-concentration'],
    traits: ['figures', 'indirect', 'split'],
  },
  // Revenue ₦410m > costs ₦350m.
  {
    id: 'd15-w1-ic-lagos-cbn-aip',
    documentType: 'business_plan',
    text: `IC memo — Kobo Switch Ltd (Lagos)

Licensing. The company holds a CBN approval-in-principle for a Payment Solution Service Provider licence, granted in June 2026. The application for the final licence was submitted in September and is still under review; until it is issued the company may not process live third-party transactions.

Trading. Revenue to date comes from software licences: ₦410m in the year to September, against costs of ₦350m.`,
    present: ['pending-licence'],
    absent: ['regulatory', 'burn-above-revenue'],
    traits: ['time', 'indirect'],
  },
  {
    id: 'd15-w1-ic-nairobi-vasp',
    documentType: 'business_plan',
    text: `IC memo (extract) — Chama Crypto Ltd (Nairobi)

Regulation. Kenya's VASP Act was passed in 2025 but the implementing regulations have not been published. The company's advisers say it is unclear whether stablecoin remittances will need a separate licence, or whether existing operators will get a transition period. The regulatory position therefore remains uncertain.

Trading. Revenue USD 1.1M in 2025; operating costs USD 0.8M.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['words', 'indirect'],
  },
  {
    id: 'd15-w1-ic-addis-sole-player',
    documentType: 'business_plan',
    text: `IC memo — Gebeya Cold Logistics (Addis Ababa)

Market. Management states that the company has no competitors: it is the only operator of refrigerated last-mile vans in Addis, and importers today use their own trucks or none at all.

Trading. Revenue ETB 84m in FY2025/26 (prior year ETB 51m); operating costs ETB 70m.

Diligence point. We will test the claim against importers' own fleets during commercial DD.`,
    present: ['no-competition'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['indirect'],
  },
  {
    id: 'd15-w1-credit-tamale-unaudited',
    documentType: 'financial_statements',
    text: `Credit memo — Northern Shea Processors Ltd (Tamale) — GHS 3m working-capital line

Financial information. The FY2025 financial statements provided to us are unaudited; the auditor has not started fieldwork and management expects a signed opinion in February 2027.

Per those statements, revenue was GHS 14.2m (FY2024, audited: GHS 11.0m) and cost of sales GHS 10.1m.

Conditions. Drawdowns above GHS 1.5m are subject to receipt of audited statements.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['time'],
  },
  {
    id: 'd15-w1-audit-lusaka-disclaimer',
    documentType: 'financial_statements',
    text: `Report of the independent auditor — Zambezi Agri-Fintech Ltd — year ended 31 March 2026

Disclaimer of opinion. We do not express an opinion on the accompanying financial statements. Because of the significance of the matters described in the Basis for Disclaimer of Opinion section — in particular the absence of records supporting loan receivables of ZMW 38m — we have not been able to obtain sufficient appropriate audit evidence to provide a basis for an audit opinion.

Revenue for the year per the financial statements: ZMW 61m (2025: ZMW 44m).`,
    present: ['audit-opinion'],
    absent: ['going-concern'],
    traits: ['negation', 'words'],
  },
  {
    id: 'd15-w1-sha-nairobi-transfers',
    documentType: 'legal_docs',
    text: `Shareholders' Agreement — Pesa Shamba Ltd — Part 5 (Transfers)

5.1 Pre-emption. No Shareholder may transfer Shares without first offering them to the other Shareholders pro rata.
5.4 Drag-along. If Shareholders holding at least 70% of the Shares accept a bona fide offer, they may require all other Shareholders to sell on the same terms.
5.5 Tag-along. A Shareholder proposing to sell a controlling interest shall procure that the buyer offers to buy all other Shares at the same price.
5.7 Leavers. A Founder who ceases to be employed shall offer his Shares for sale at fair value (good leaver) or nominal value (bad leaver).`,
    present: [],
    absent: ['missing-financials', 'investor-control', 'dead-equity'],
    traits: ['list', 'modality'],
  },
  // Stated +GHS 4.10, but 62.00 − (44.00 + 11.50 + 1.90 + 1.90) = GHS 2.70.
  {
    id: 'd15-w1-ue-accra-contribution',
    documentType: 'pitch_deck',
    text: `Slide 10 — Unit economics — ChopBox (Accra), meal-kit delivery

Contribution margin per order: GHS 4.10
  Average order value   GHS 62.00
  Ingredients           GHS 44.00
  Delivery              GHS 11.50
  Packaging             GHS 1.90
  Payment fees          GHS 1.90
2025 revenue: GHS 18.6m across 300,000 orders
All figures are averages for October 2026 orders in Greater Accra, before marketing spend and before any promotional discounts.`,
    present: ['unit-economics'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  // Payback 45 / 5.00 = 9 months; LTV 5.00 / 0.028 ≈ 179; 179 / 45 ≈ 4.0×; churn 2.8% < 5%.
  {
    id: 'd15-w1-ue-kampala-payback',
    documentType: 'pitch_deck',
    text: `Unit economics — Boda Pay (Kampala), rider savings wallet

CAC: USD 45 (agent commission plus airtime bonus)
Monthly revenue per active rider: USD 8.30; direct costs USD 3.30 → contribution USD 5.00
Payback: 9 months
Monthly churn: 2.8%; LTV about USD 179; LTV/CAC ≈ 4.0×
Company revenue 2025: USD 1.9M`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w1-dd-mombasa-paye',
    documentType: 'financial_statements',
    text: `Tax due diligence — summary — Pwani Solar Installers Ltd (Mombasa)
Achieng & Co., Certified Public Accountants

PAYE and NSSF. Deductions for May to August 2026 were withheld from staff salaries but not remitted; the KRA iTax ledger shows KES 8.2m outstanding for those months.

VAT. Returns and payments are up to date.

Revenue. FY2025 revenue of KES 412m agrees to the VAT returns; no adjustment proposed.`,
    present: ['debt-distress'],
    absent: ['regulatory'],
    traits: ['indirect'],
  },
  // Largest customer 28% (< 30%); cost of sales 69% × 96 ≈ R 66m + opex R 19m = R 85m < revenue R 96m.
  {
    id: 'd15-w1-ic-capetown-top-customer',
    documentType: 'business_plan',
    text: `IC memo — Veld Packaging (Pty) Ltd (Cape Town)

Customers. The largest customer, a national grocery chain, accounted for 28% of FY2026 revenue of R 96m (FY2025: 27%). No other customer exceeds 9%. The grocery contract runs to 2029.

Margins. Gross margin 31% (FY2025: 30%).

Costs. Operating expenses R 19m.`,
    present: [],
    absent: ['customer-concentration', 'gross-margin', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'd15-w1-plan-mkushi-nofin',
    documentType: 'business_plan',
    text: `Business plan summary — Mkushi Irrigated Soya Ltd (Zambia)

Plan. Develop 1,200 hectares under centre-pivot irrigation over three seasons and sell soya to local crushers.
Land. The farm is leased for 25 years from the Chanda Family Trust, whose trustees are the company's chairman and his two sisters.
Team. Agronomy is led by a former Zambeef farm manager.
Funding sought. USD 4.5M in equity and USD 6M in development finance.
Impact. 300 seasonal jobs and 40 outgrower farmers.`,
    present: ['missing-financials', 'related-party'],
    absent: [],
    traits: ['list', 'indirect'],
  },
];
