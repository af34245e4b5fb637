/**
 * Development texts (English pitch decks) that were the red-flag reader's test set until 2026-11-26. They were written
 * and labelled before tuning, measured once, then read (their misses were looked at), so they no longer
 * estimate the reader on new text: they are development data now, and the held-out set is held-out.ts.
 */
import type { RedFlagCase } from './case';

export const testDecksEnglish: readonly RedFlagCase[] = [
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
