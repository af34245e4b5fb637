/**
 * Development set, sixteenth round, English (2026-11-30): cap tables, ownership, unit economics and customer concentration in many shapes, written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixteenthEn2: readonly RedFlagCase[] = [
  {
    id: 'd16-w4-nairobi-advisor-pool-qa',
    documentType: 'legal_docs',
    text: `Data-room Q&A — Kijani Homes Ltd (Nairobi)
Q7. Was the 10% advisor pool approved?
A. The two founders disagree. Njeri says the board approved it in 2023; Mwangi says it was only discussed. Two versions of the cap table circulate, one with the pool and one without, and we have not settled which one is correct.
Q8. Any transactions with related persons?
A. The company leases its Westlands office from Kamau Estates Ltd, which is owned by Njeri's mother, at KES 450,000 a month.`,
    present: ['cap-table-complexity', 'related-party'],
    absent: ['litigation'],
    traits: ['split', 'indirect', 'prose'],
  },
  // churn 2.5% → 40-month lifetime ≥ the 36 used; LTV = 1,000 × 0.6 × 36 = 21,600; CAC = 27m / 5,000 = 5,400; 21,600 / 5,400 = 4 ✓
  {
    id: 'd16-w4-nairobi-lifetime-conservative',
    documentType: 'pitch_deck',
    text: `Slide 11 — Customer lifetime value (Pesa Shamba, Nairobi)
We model a 36-month lifetime, shorter than the 40 months our observed monthly churn of 2.5% implies. ARPU of KES 1,000 a month × 60% gross margin × 36 months gives an LTV of KES 21,600. CAC is KES 5,400 (KES 27m of marketing for 5,000 new farmers in 2025), so LTV/CAC is 4x. Revenue 2025: KES 58m.`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['prose', 'figures'],
  },
  // FY2025 Retailer One 9.4 / 27.0 = 34.8% ≥ 30; revenue 27.0 < 29.5
  {
    id: 'd16-w4-durban-customer-table',
    documentType: 'pitch_deck',
    text: `Revenue by customer (ZAR m) — Umoya Packaging, Durban
Customer         FY2024    FY2025
Retailer One       8.9       9.4
Coastal Foods      3.1       2.8
Others (60+)      17.5      14.8
Total             29.5      27.0
We lost two mid-sized accounts in FY2025 and are rebuilding the SME book with a new inside-sales team.`,
    present: ['customer-concentration', 'declining-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
  // post: founders 60 × 0.75 = 45%; Blue Nile 25%; Addis Seed 18.75%
  {
    id: 'd16-w4-addis-pre-post',
    documentType: 'legal_docs',
    text: `Pre- and post-money shareholding — Tamu Bakery Holdings (Addis Ababa)
Holder | Pre % | Post %
Founders (Selam, Dawit) | 60.0 | 45.0
Addis Seed | 25.0 | 18.75
Blue Nile Fund (Series A lead) | – | 25.0
ESOP | 15.0 | 11.25
Total | 100 | 100
The round issues new shares equal to one third of the pre-money share count, so every existing holder is diluted by a quarter. Counsel has reconciled the post-money column with the draft register.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Oasis 54% ≥ 50; founders exactly 40% (not under 40)
  {
    id: 'd16-w4-tunis-spa-recital',
    documentType: 'legal_docs',
    text: `Share purchase agreement — recitals (Marhaba Tech SARL, Tunis)
(C) Following Completion, Oasis Holdings Ltd will hold 54% of the issued shares of the Company, having bought the entire stake of the seed investors.
(D) The founders, Sami Trabelsi and Leila Ben Ali, will together hold 40% of the issued shares, and the employee pool the remaining 6%.
(E) The parties have agreed the board composition set out in Schedule 3.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'modality', 'figures'],
  },
  {
    id: 'd16-w4-kisumu-deck-no-numbers',
    documentType: 'pitch_deck',
    text: `Jua Mobility (Kisumu) — seed deck
Slide 1: e-bike leasing for boda boda riders.
Slide 2: the problem — riders spend a large share of every day's takings on fuel.
Slide 3: team — founders Akinyi and Otieno, both ex-ride-hailing operations in East Africa.
Slide 5: ownership — founders 46%, Kisumu Angels 30%, ESOP 14%, accelerator 10%.
Slide 6: the ask — a seed round to put 500 bikes on the road.
Slide 7: contact.`,
    present: ['missing-financials'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'negation'],
  },
  // COCOBOD roughly 40% of revenue ≥ 30; costs GH₵88m < revenue GH₵96m
  {
    id: 'd16-w4-kumasi-missed-instalments',
    documentType: 'business_plan',
    text: `Business plan update — Asante Cocoa Processing Ltd (Kumasi)
2025 revenue: GH₵ 96m; operating costs: GH₵ 88m.
Contracts with the Ghana Cocoa Board make up roughly 40% of revenue.
Financing: we missed the July and August instalments on our Ecobank term loan. The bank has granted a standstill until January while we agree a restructured schedule.`,
    present: ['customer-concentration', 'debt-distress'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'words', 'figures'],
  },
  // revenue 0.8 → 4.0 = 5× in a year; CAC = 300,000 / 4,000 = USD 75, not 25
  {
    id: 'd16-w4-kampala-bima-plan',
    documentType: 'pitch_deck',
    text: `Financial plan — Boda Bima (Kampala)
Revenue: 2026 USD 0.8m → 2027 USD 4.0m → 2028 USD 9.0m
CAC: USD 25 per policyholder
2026 acquisition spend: USD 300,000; new policyholders in 2026: 4,000
LTV/CAC: 6x
Use of funds: 60% distribution, 25% claims tech, 15% team.`,
    present: ['unrealistic-growth', 'unit-economics'],
    absent: [],
    traits: ['list', 'figures'],
  },
  // today's largest client 18%; the 40% Airtel share is a hypothetical
  {
    id: 'd16-w4-lusaka-airtel-if',
    documentType: 'pitch_deck',
    text: `Pipeline — Nuru Data (Lusaka)
2025 revenue: ZMW 22m. Our largest client, a state utility, was 18% of it.
If the Airtel Zambia pilot converts into a national contract, Airtel could represent up to 40% of next year's revenue; we would then cap its share by serving part of the volume through our reseller channel. Nothing is signed yet and the pilot ends in March.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['modality', 'prose', 'figures'],
  },
  {
    id: 'd16-w4-mwanza-whatsapp-promise',
    documentType: 'legal_docs',
    text: `Email from the CEO of Sawa Health Ltd (Mwanza) to the lead investor:
"Before you send the term sheet, two things about our cap table. First, in 2021 I promised our first engineer, Baraka, 3% in a WhatsApp message. The shares were never issued and he still expects them. Second, the 2023 convertible notes (TZS 1.2bn) were signed without a discount rate — the noteholders think 20%, we think 10% — so we don't know yet how many shares they become. I'd rather you hear it from me than from your lawyers."`,
    present: ['cap-table-complexity'],
    absent: ['litigation'],
    traits: ['prose', 'indirect', 'time'],
  },
  // founders (1,250,000 + 1,050,000) / 6,400,000 = 35.9% < 40; Pwani 2,100,000 / 6,400,000 = 32.8%
  {
    id: 'd16-w4-mombasa-excel-tabs',
    documentType: 'legal_docs',
    text: `Cap table (copied from Excel) — Tana Water Ltd, Mombasa\n\nHolder\tShares\nFounders\t\n  Amina Hassan\t1,250,000\n  Yusuf Ali\t1,050,000\nInvestors\t\n  Pwani Impact Fund\t2,100,000\n  Coast Angels (6)\t1,200,000\nESOP\t800,000\nTotal\t6,400,000\n\nSource: company secretary, reconciled to the register on 2 November 2026.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // gross margin 38% → 29% = −9 points; Marjane 8.7 / 31 = 28.1% (< 30)
  {
    id: 'd16-w4-casablanca-argan-margin',
    documentType: 'business_plan',
    text: `Business plan 2027 — Lulu Cosmetics SARL (Casablanca)
2025 revenue was MAD 31m (2024: MAD 26m). Gross margin fell from 38% in 2024 to 29% in 2025 after argan oil prices rose. Our largest customer, Marjane, bought MAD 8.7m of product in 2025; no other retailer is above 9%. We expect margin to recover to 35% in 2027 as the new supply contract with a cooperative in Essaouira starts.`,
    present: ['gross-margin'],
    absent: ['customer-concentration'],
    traits: ['prose', 'figures', 'time'],
  },
  // one-off USD 300k inside ARR; Lagos State (250k + 300k) / 1.2m = 45.8% ≥ 30
  {
    id: 'd16-w4-lagos-arr-one-off',
    documentType: 'pitch_deck',
    text: `Traction — Kazi Cloud (Lagos)
ARR: USD 1.2m
This includes our Lagos State contract: USD 250k of annual subscription plus a one-off USD 300k implementation fee received in September.
Our other 140 customers make up the remaining USD 650k.
Net revenue retention: 112%.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: [],
    traits: ['list', 'figures', 'indirect'],
  },
  // burn ₦85m > revenue ₦60m; runway 1,200 / 85 ≈ 14 months; Kairos 51% ≥ 50; founders 42%
  {
    id: 'd16-w4-abuja-bridge-majority',
    documentType: 'pitch_deck',
    text: `Investor update, October 2026 — Nnamdi Mobility (Abuja)
Revenue: ₦60m for the month.
Net burn: ₦85m for the month.
Cash: ₦1.2bn after the bridge closed.
Ownership: following the bridge, Kairos Capital holds 51% of the company; the founders hold 42% and the ESOP 7%. Kairos has appointed a second director.`,
    present: ['burn-above-revenue', 'investor-control'],
    absent: ['short-runway', 'low-founder-ownership'],
    traits: ['list', 'figures'],
  },
  // CAC = 1.2m / 800 = 1,500; GP = 250 × 0.6 = 150; payback 10 ✓; LTV = 150 × 40 = 6,000; 6,000 / 1,500 = 4 ✓
  {
    id: 'd16-w4-rabat-payback-agrees',
    documentType: 'pitch_deck',
    text: `Unit economics — Souk Pro (Rabat), 2025
Acquisition spend MAD 1.2m, 800 new shops → CAC MAD 1,500
ARPU MAD 250 a month at 60% gross margin → MAD 150 gross profit per shop per month
CAC payback: 10 months
Monthly churn 2.5% → 40-month lifetime → LTV MAD 6,000 → LTV/CAC 4x
Revenue 2025: MAD 7.4m`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['list', 'figures'],
  },
  // largest customer 410 / 1,420 = 28.9%; gross margin 31.7% vs 32.2% (−0.5 pt); audit opinion unmodified
  {
    id: 'd16-w4-dakar-audited-note21',
    documentType: 'financial_statements',
    text: `Teranga Fuel Services SA (Dakar) — extracts from the audited financial statements, year ended 31 December 2025
Independent auditor's report (Cabinet Diop & Associés): unmodified opinion.
Revenue XOF 1.42bn (2024: XOF 1.18bn). Cost of sales XOF 0.97bn (2024: XOF 0.80bn).
Note 21, concentration: revenue from the largest customer, a national fuel distributor, was XOF 410m. No other customer exceeded 6% of revenue.`,
    present: [],
    absent: ['customer-concentration', 'audit-opinion', 'gross-margin'],
    traits: ['figures', 'prose'],
  },
  // Mwanga 2,600,000 / 5,000,000 = 52% ≥ 50 after conversion; founders 2,000,000 / 5,000,000 = 40% (not under 40)
  {
    id: 'd16-w4-dar-psp-pending',
    documentType: 'pitch_deck',
    text: `Slide 15 — Regulation and ownership (Mwanga Pay, Dar es Salaam)
Revenue 2025: TZS 3.4bn.
Our payment service provider licence application to the Bank of Tanzania was filed in January 2026 and has not yet been granted; today we operate under a partner bank's licence.
After converting its notes in this round, Mwanga Holdings will hold 2,600,000 of the 5,000,000 shares in issue; the founders hold 2,000,000.`,
    present: ['pending-licence', 'investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['split', 'figures', 'indirect'],
  },
  // Zambezi 30% and Lake 25% are unrelated, each under 50; founders 41%
  {
    id: 'd16-w4-lilongwe-two-funds',
    documentType: 'legal_docs',
    text: `Shareholder schedule — Mfumo Energy Ltd (Lilongwe)
Founders (Chikondi Banda, Tamara Phiri): 41%
Zambezi Growth Fund: 30%
Lake Capital Partners: 25%
ESOP: 4%
Zambezi and Lake are managed by unrelated firms, have no common partners and have signed no voting agreement with each other. Counsel has confirmed that the register of members agrees with this schedule.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'negation', 'figures'],
  },
  {
    id: 'd16-w4-capetown-three-counts',
    documentType: 'legal_docs',
    text: `Legal due diligence memo — Ndalo Studios (Pty) Ltd (Cape Town)
Share capital. The latest CIPC annual return shows 1,000,000 ordinary shares in issue. The schedule to the 2024 shareholders' agreement shows 1,200,000. The company's own spreadsheet shows 1,150,000, plus an option pool that is recorded in neither of the other two documents. Management could not explain the differences before our report date. We recommend that the transaction does not close until the share capital has been reconciled.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose', 'figures'],
  },
  // founders 45%, Arewa 47%; burn $100k < revenue $130k; runway 1.1m / 100k = 11 months
  {
    id: 'd16-w4-kano-little-under-half',
    documentType: 'pitch_deck',
    text: `Seed+ update — Dala Foods (Kano)
After this round the founders will hold a little under half of the company — 45% — and Arewa Ventures, our lead, 47%; the ESOP holds 8%.
Finances: monthly revenue $130k, monthly burn $100k, cash $1.1m, which gives us eleven months even if revenue stops growing.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'short-runway', 'burn-above-revenue'],
    traits: ['words', 'figures', 'prose'],
  },
  // one rand in every three invoiced ≈ 33% ≥ 30
  {
    id: 'd16-w4-gqeberha-one-rand-in-three',
    documentType: 'pitch_deck',
    text: `Investor update, Q3 2026 — Mlilo Gas (Gqeberha)
Revenue for the quarter: R11.4m, up 12% on Q2. Cylinder refills grew fastest.
Roughly one rand in every three we invoice comes from Pick n Pay's distribution centres. We are onboarding two regional chains this quarter to bring that share down over 2027.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['words', 'indirect', 'prose'],
  },
  // 90 − 48 − 14 − 6 = GH₵22 per subscriber, not 32
  {
    id: 'd16-w4-accra-contribution-per-sub',
    documentType: 'pitch_deck',
    text: `Slide 10 — Contribution margin per subscriber, monthly (Afya Box, Accra)
Revenue per subscriber:            GH₵ 90
Medicines and delivery (COGS):     GH₵ 48
Pharmacist support:                GH₵ 14
Payment fees:                      GH₵ 6
Contribution margin per subscriber: GH₵ 32 (36%)
Subscribers: 2,400 → monthly revenue GH₵ 216,000`,
    present: ['unit-economics'],
    absent: [],
    traits: ['table', 'figures'],
  },
  // SAFE 300k / 3m post-money = 10% = 1,000,000 of 10,000,000 ✓; founders 42%; largest investor 20%
  {
    id: 'd16-w4-kampala-safe-proforma',
    documentType: 'legal_docs',
    text: `Pro forma on SAFE conversion — Nafasi Learning Ltd (Kampala)
Two SAFEs, USD 300,000 together, each with a USD 3m post-money cap, convert into 1,000,000 shares at the priced round: 9,000,000 shares before conversion, 10,000,000 after.
Founders 4,200,000 (42%) · Kampala Angels 2,000,000 (20%) · Mountain Seed 2,000,000 (20%) · SAFE holders 1,000,000 (10%) · ESOP 800,000 (8%).
Counsel has reconciled this pro forma with the register and with the signed SAFEs.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership'],
    traits: ['figures', 'split'],
  },
  // CAC = ₦48m / 400 = ₦120,000; LTV/CAC = 90,000 / 120,000 = 0.75, not 3
  {
    id: 'd16-w4-lagos-ncc-ltv',
    documentType: 'pitch_deck',
    text: `Slide 9 — Growth engine (Data Duka, Lagos)
Revenue 2025: ₦1.9bn.
Blended LTV: ₦90,000 per SME customer.
2025 marketing: ₦48m, which brought in 400 new SME customers.
LTV/CAC: 3x.
Risk: the NCC has said it will revise data-pricing rules in 2027, and we cannot yet say how the new floor prices will affect our margins.`,
    present: ['unit-economics', 'regulatory'],
    absent: [],
    traits: ['list', 'figures', 'modality'],
  },
  // top customer 27% (41% was 2024); founders 41%; Serengeti 49%
  {
    id: 'd16-w4-dar-board-deck-near',
    documentType: 'pitch_deck',
    text: `Board deck, November 2026 — Pamoja Logistics (Dar es Salaam)
Revenue year to date: TZS 9.8bn (same period 2025: TZS 7.1bn).
Largest customer: a brewer, at 27% of revenue year to date, down from 41% in 2024.
Ownership after the Series A: founders 41%, Serengeti Partners 49%, ESOP 10%.
The cap table was reconciled to the BRELA register last month with no differences.`,
    present: [],
    absent: ['customer-concentration', 'low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['list', 'time', 'figures'],
  },
];
