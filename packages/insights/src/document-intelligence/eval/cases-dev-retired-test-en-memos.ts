/**
 * Development texts (English memos, financial statements and term sheets) that were the red-flag reader's test set until 2026-11-26. They were written
 * and labelled before tuning, measured once, then read (their misses were looked at), so they no longer
 * estimate the reader on new text: they are development data now, and the held-out set is held-out.ts.
 */
import type { RedFlagCase } from './case';

export const testMemosEnglish: readonly RedFlagCase[] = [
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
];
