/**
 * The red-flag reader's TEST set, English part: written and labelled on 2026-11-26,
 * before any rule was changed for it, by someone reading only the classes' definitions (the
 * guide in test-set.ts), never the rules' patterns. No rule may be tuned on these texts: a rule
 * change is made on the development set (cases-decks.ts, cases-memos.ts, cases-holdout.ts) and
 * this set only measures it. A text found to be mislabelled is corrected in its own commit that
 * says why, never together with a rule change.
 */
import type { RedFlagCase } from './case';

export const testCasesEnglish: readonly RedFlagCase[] = [
  {
    id: 'test-en-single-buyer-two-thirds',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect', 'prose'],
    text: `FreshCrate aggregates produce from smallholders around Kumasi and delivers it to supermarkets.
Two-thirds of our turnover comes from a single buyer, Shoprite Ghana.
Monthly revenue of $60,000 against monthly operating costs of $45,000.
We plan to add three regional chains in 2026.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-cto-plans-to-step-down',
    documentType: 'business_plan',
    language: 'en',
    traits: ['indirect', 'modality'],
    text: `Ushuru Tech files tax returns for Kenyan SMEs from their M-Pesa statements.
Our CTO and co-founder, Amina Odhiambo, plans to step down at the end of the quarter to return to academia.
Revenue was KES 120 million in 2024, with operating costs of KES 95 million.`,
    present: ['founder-departure'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-missed-two-repayments',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['indirect', 'prose'],
    text: `Savanna Agro Processing Ltd: audited financial statements for the year ended 31 December 2024.
The auditors issued an unmodified opinion.
Revenue of $4.2 million (2023: $3.6 million); operating expenses of $3.9 million.
The company missed two repayments on its working-capital facility with Ecobank in the third quarter.`,
    present: ['debt-distress'],
    absent: ['audit-opinion', 'declining-revenue', 'burn-above-revenue'],
  },
  {
    id: 'test-en-fourteen-weeks-of-cash',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures', 'indirect'],
    text: `ClinicOS runs appointment booking and billing for private clinics in Lagos.
Monthly revenue: $20,000. Monthly burn: $70,000.
We have 14 weeks of cash at the current burn and are raising a $1.5M seed round.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'test-en-cash-and-burn-imply-runway',
    documentType: 'business_plan',
    language: 'en',
    traits: ['figures', 'list'],
    text: `Financial position at 30 June 2025
- Cash in bank: $310,000
- Monthly burn: $85,000
- Monthly revenue: $30,000
The company needs a bridge before the end of the year.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'test-en-cost-of-sales-above-revenue',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['figures', 'table'],
    text: `Mombasa Cold Chain Ltd, statement of profit or loss for the year ended 31 March 2025 (audited, unmodified opinion)
Line | KES
Revenue | 40,000,000
Cost of sales | 46,000,000
Gross loss | (6,000,000)`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion'],
  },
  {
    id: 'test-en-revenue-table-falling',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['table', 'figures'],
    text: `Our track record
Year | Revenue | Gross margin
2022 | $1.9M | 41%
2023 | $1.6M | 40%
2024 | $1.2M | 42%
Operating costs were $1.0M in 2024.`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue'],
  },
  {
    id: 'test-en-not-in-default',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['negation'],
    text: `SolarLease finances home solar kits for households in northern Nigeria.
We are not in default on any loan and have never breached a covenant with our lenders.
Monthly revenue of ₦80 million against monthly costs of ₦70 million.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
  },
  {
    id: 'test-en-no-related-party-contract',
    documentType: 'business_plan',
    language: 'en',
    traits: ['negation'],
    text: `Duka Direct supplies kiosks in Nairobi with fast-moving consumer goods.
There is no related-party contract: the warehouse is leased from an unrelated landlord on market terms.
Revenue of KES 30 million a month against costs of KES 27 million a month.`,
    present: [],
    absent: ['related-party', 'burn-above-revenue'],
  },
  {
    id: 'test-en-could-face-litigation',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['modality'],
    text: `PayLater Naija offers buy-now-pay-later at electronics stores.
Like any lender, we could face litigation from borrowers if collection practices are not monitored, so every call is recorded and reviewed.
Monthly revenue of $210,000; monthly operating costs of $180,000.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
  },
  {
    id: 'test-en-risk-list-split-across-lines',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'split'],
    text: `Key risks
- Customer base:
  our largest client, MTN,
  accounts for 55% of revenue
- Team: stable since 2021
Monthly revenue of $150,000 against monthly costs of $120,000.`,
    present: ['customer-concentration'],
    absent: ['founder-departure', 'burn-above-revenue'],
  },
  {
    id: 'test-en-term-sheet-investor-majority',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['term-sheet', 'prose'],
    text: `Summary of principal terms: Series A preferred shares of Tano Mobility Ltd.
Amount: $6,000,000 from Lead Investor.
Following completion, the Lead Investor will hold 52% of the issued share capital on a fully diluted basis.
Board: two directors appointed by the Lead Investor, one by the founders.`,
    present: ['investor-control'],
    absent: [],
  },
  {
    id: 'test-en-term-sheet-founders-35',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['term-sheet'],
    text: `Term sheet: seed preferred shares of Nyota Health Ltd.
Investment: $2,000,000 at a pre-money valuation of $6,000,000.
Post-money, the founders will together hold 35%, the option pool 10% and the new investors 25%.
Liquidation preference: 1x non-participating.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
  },
  {
    id: 'test-en-merchant-churn-8',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures'],
    text: `DukaPOS sells point-of-sale software to small shops in Dar es Salaam.
Merchant churn averaged 8% a month in the second half of 2024.
Monthly revenue of $95,000 against monthly costs of $90,000.`,
    present: ['high-churn'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-churn-fell',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['time'],
    text: `Kazi Connect matches domestic workers with households in Nairobi.
Monthly churn was 9% in January and is now 3% after we introduced replacement guarantees.
Revenue of KES 12 million a month against costs of KES 10 million a month.`,
    present: [],
    absent: ['high-churn', 'burn-above-revenue'],
  },
  {
    id: 'test-en-runway-was-4-now-16',
    documentType: 'business_plan',
    language: 'en',
    traits: ['time'],
    text: `Update to the investment memo for Maji Pump.
Runway was 4 months before the bridge note; after the $800,000 bridge it is 16 months.
Monthly costs of $90,000 against monthly revenue of $40,000.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
  },
  {
    id: 'test-en-going-concern-emphasis',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['prose'],
    text: `Independent auditor's report to the members of Harvest Loop Ltd.
In our opinion the financial statements give a true and fair view; our opinion is not modified.
We draw attention to note 2, which describes a material uncertainty that may cast significant doubt on the company's ability to continue as a going concern.
Revenue for the year was $1.1 million and operating expenses were $2.3 million.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion'],
  },
  {
    id: 'test-en-applied-for-licence',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect'],
    text: `Remit Home sends money from the UK to Ghana at a flat fee.
We have applied to the Bank of Ghana for a payment service provider licence and expect a decision in the second quarter.
Monthly revenue of £45,000 against monthly costs of £40,000.`,
    present: ['pending-licence'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-licence-granted',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['time', 'negation'],
    text: `Remit Home sends money from the UK to Ghana at a flat fee.
Our payment service provider licence, pending since 2023, was granted by the Bank of Ghana in March 2025.
Monthly revenue of £52,000 against monthly costs of £41,000.`,
    present: [],
    absent: ['pending-licence', 'burn-above-revenue'],
  },
  {
    id: 'test-en-lending-suspended',
    documentType: 'business_plan',
    language: 'en',
    traits: ['indirect'],
    text: `Investment memo: QuickCash Kenya.
The Central Bank of Kenya suspended our mobile-lending operations in May pending an investigation into our pricing.
Until then, revenue was KES 25 million a month against costs of KES 21 million a month.`,
    present: ['regulatory'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-no-competitors-no-figures',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['prose'],
    text: `AgriDrone sprays crops by drone for cooperatives in Senegal.
There is no one else doing this in West Africa: we have no competitors.
Our team combines aerospace engineers and agronomists.`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
  },
  {
    id: 'test-en-competitors-named',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['negation'],
    text: `ChopFast delivers home-cooked meals in Abuja.
Competitors include Jumia Food and Chowdeck; our edge is a cold chain that keeps food fresh for 48 hours.
Monthly revenue of ₦55 million against monthly costs of ₦50 million.`,
    present: [],
    absent: ['no-competition', 'burn-above-revenue'],
  },
  {
    id: 'test-en-departed-cofounder-keeps-18',
    documentType: 'business_plan',
    language: 'en',
    traits: ['prose'],
    text: `Investment memo: Shule Pay, school-fee payments in Uganda.
A co-founder who left in 2023 still holds 18% of the company, and the board has not exercised its buy-back right.
Revenue of UGX 900 million a month against costs of UGX 750 million a month.`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-departed-cofounder-sold-back',
    documentType: 'business_plan',
    language: 'en',
    traits: ['negation'],
    text: `Investment memo: Shule Pay, school-fee payments in Uganda.
The co-founder who left in 2022 sold her shares back to the company at nominal value under the leaver clause.
Revenue of UGX 1.1 billion a month against costs of UGX 800 million a month.`,
    present: ['founder-departure'],
    absent: ['dead-equity', 'burn-above-revenue'],
  },
  {
    id: 'test-en-cap-table-being-reconciled',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect'],
    text: `Payroll Afrika runs payroll for companies in six African countries.
Our cap table is still being reconciled: several early SAFEs were signed on different templates and the share register is out of date.
Monthly revenue of $130,000 against monthly costs of $110,000.`,
    present: ['cap-table-complexity'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-projection-half-to-twelve',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures'],
    text: `BuildMart sells building materials online in Accra.
We project revenue growing from $0.5M in 2025 to $12M in 2027.
Monthly revenue today of $42,000 against monthly costs of $30,000.`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-projection-reasonable',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures'],
    text: `BuildMart sells building materials online in Accra.
We project revenue growing from $2.0M in 2025 to $3.2M in 2026.
Monthly revenue today of $170,000 against monthly costs of $150,000.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
  },
  {
    id: 'test-en-arr-includes-one-off',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect'],
    text: `SkillUp trains call-centre agents in Kigali and Nairobi.
Our ARR of $1.4M includes a $600,000 one-off government training contract delivered in 2024.
Monthly operating costs of $95,000.`,
    present: ['non-recurring-revenue'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-ltv-cac-contradiction',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures'],
    text: `TutorBox sells tutoring bundles to parents in Johannesburg.
Our customer acquisition cost is $120 and customer lifetime value is $180, an LTV/CAC ratio of 5x.
Monthly revenue of $85,000 against monthly costs of $80,000.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-ltv-cac-consistent',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures', 'negation'],
    text: `TutorBox sells tutoring bundles to parents in Johannesburg.
A CAC of $40 and an LTV of $200 give an LTV/CAC ratio of 5x.
Monthly revenue of $95,000 against monthly costs of $80,000.`,
    present: [],
    absent: ['unit-economics', 'burn-above-revenue'],
  },
  {
    id: 'test-en-management-accounts-unaudited',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['prose'],
    text: `Kijani Foods Ltd: management accounts (unaudited) for the year ended 31 December 2024.
Revenue of KES 210 million (2023: KES 160 million).
Operating expenses of KES 190 million.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
  },
  {
    id: 'test-en-auditor-no-opinion',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['indirect'],
    text: `Report of the independent auditor on Desert Bloom Ltd, Cairo, for the year ended 30 June 2025.
Because we were unable to obtain sufficient appropriate audit evidence over inventory, we do not express an opinion on the financial statements.
Revenue of EGP 48 million; operating expenses of EGP 44 million.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-gross-margin-slid',
    documentType: 'business_plan',
    language: 'en',
    traits: ['figures'],
    text: `Investment memo: Baridi Ice, block ice for fishermen in Kilifi.
Gross margin slid from 34% in 2023 to 22% in 2024 as diesel costs rose.
Revenue of KES 60 million in 2024 against operating costs of KES 55 million.`,
    present: ['gross-margin'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-sales-half-of-last-year',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect', 'figures'],
    text: `Okada Parts imports motorcycle spare parts into Nigeria.
Sales in 2024 were roughly half of what we sold in 2023, after the naira's devaluation.
2024 sales of ₦300 million; monthly costs of ₦40 million.`,
    present: ['declining-revenue', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'test-en-clean-memo',
    documentType: 'business_plan',
    language: 'en',
    traits: ['negation'],
    text: `Investment memo: Lipa Rent, rent collection for landlords in Nairobi.
No single customer is more than 12% of revenue.
The two founders hold 68% of the company; the CEO left Safaricom in 2020 to found it.
Runway is 22 months and churn is 1.5% a month.
Revenue of KES 18 million a month against costs of KES 15 million a month.`,
    present: [],
    absent: ['customer-concentration', 'low-founder-ownership', 'founder-departure', 'short-runway', 'high-churn', 'burn-above-revenue'],
  },
  {
    id: 'test-en-fleet-from-ceo-brother',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect'],
    text: `Kofi Express delivers parcels across Accra within three hours.
Our delivery fleet is leased from Asante Logistics, a company owned by the CEO's brother.
Monthly revenue of GHS 900,000 against monthly costs of GHS 850,000.`,
    present: ['related-party'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-behind-on-paye',
    documentType: 'business_plan',
    language: 'en',
    traits: ['indirect'],
    text: `Investment memo: Fundi Works, on-demand home repairs in Nairobi.
The company is three months behind on PAYE remittances to the Kenya Revenue Authority.
Revenue of KES 9 million a month against costs of KES 8 million a month.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-churn-may-rise',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['modality'],
    text: `StreamAfrique streams Francophone films by subscription.
We may see churn rise next year if we increase prices.
Monthly revenue of $70,000 against monthly costs of $64,000.`,
    present: [],
    absent: ['high-churn', 'burn-above-revenue'],
  },
  {
    id: 'test-en-three-quarters-one-operator',
    documentType: 'business_plan',
    language: 'en',
    traits: ['indirect'],
    text: `Investment memo: TowerWatch, remote monitoring of telecom towers in Cameroon.
Roughly three quarters of revenue is billed to one telecom operator.
Revenue of XAF 300 million a month against costs of XAF 260 million a month.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-half-the-farmers-left',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['indirect'],
    text: `FarmInput sells seed and fertiliser on credit to maize farmers in Zambia.
Only half of the farmers who joined in 2023 were still buying from us a year later.
Monthly revenue of $110,000 against monthly costs of $100,000.`,
    present: ['high-churn'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-en-revenue-against-year-before',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['prose'],
    text: `Karoo Water Systems (Pty) Ltd, audited annual financial statements; the auditors' opinion is unmodified.
Revenue for the year was R22.4 million against R27.1 million the year before.
Operating expenses of R20.9 million.`,
    present: ['declining-revenue'],
    absent: ['audit-opinion', 'burn-above-revenue'],
  },
  {
    id: 'test-en-sixty-weeks-of-cash',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['figures'],
    text: `Medi Route delivers prescriptions to patients' homes in Cape Town.
At the current burn we have 60 weeks of cash.
Monthly burn of R400,000 against monthly revenue of R250,000.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
  },
];
