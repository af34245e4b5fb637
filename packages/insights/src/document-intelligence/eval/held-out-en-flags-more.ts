/**
 * The red-flag reader's HELD-OUT set (written 2026-11-26), more English texts that carry flags, for the
 * classes the first file holds once only. Same protocol (held-out.ts): never tune a rule on these texts.
 */
import type { RedFlagCase } from './case';

export const heldOutEnglishFlagsMore: readonly RedFlagCase[] = [
  {
    id: 'ho26-dar-freight-chairman-stake',
    documentType: 'financial_statements',
    present: ['related-party'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'figures'],
    text: `Note 18. Transactions with Kilimo Freight Ltd.
Inland transport is provided by Kilimo Freight Ltd, in which the company's chairman holds a 40% stake.
Billings for 2025 were TZS 310m on revenue of TZS 5.2bn; total costs for the year were TZS 4.7bn.`,
  },
  {
    id: 'ho26-lagos-data-commission-fine',
    documentType: 'business_plan',
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence'],
    traits: ['time', 'prose'],
    text: `Compliance. In August 2026 the Nigeria Data Protection Commission fined the company NGN 25 million
after a breach exposed customer phone numbers, and ordered an external audit of our data handling.
FY2025 revenue was NGN 2.3bn with operating costs of NGN 2.0bn.`,
  },
  {
    id: 'ho26-nairobi-counties-tenfold',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'figures', 'modality'],
    text: `Growth plan. We will grow revenue tenfold next year, from KES 40m in 2026 to KES 400m in 2027,
as the county health departments sign on. 2026 operating costs are budgeted at KES 36m.`,
  },
  {
    id: 'ho26-abidjan-two-clients-two-thirds',
    documentType: 'pitch_deck',
    present: ['customer-concentration'],
    absent: ['related-party'],
    traits: ['indirect'],
    text: `Customers
Two supermarket chains, Prosuma and CDCI, make up almost two-thirds of our sales; the remaining third
comes from 140 independent shops. 2025 sales: USD 2.4M; costs: USD 2.1M.`,
  },
  {
    id: 'ho26-kinshasa-lead-investor-majority',
    documentType: 'pitch_deck',
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures'],
    text: `Shareholding after the Series A
• Founders: 44%
• Lead investor (Equator Capital): 51%
• ESOP: 5%
2025 revenue: USD 3.2M; operating costs USD 2.9M.`,
  },
  {
    id: 'ho26-lagos-employees-old-options',
    documentType: 'legal_docs',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect', 'time'],
    text: `Cap table review.
Two early engineers who left in 2024 still hold 6% of the company between them through vested
options that were exercised and never repurchased. All other holdings reconcile to the register.`,
  },
];
