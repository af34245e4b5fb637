/**
 * Retired fourth held-out set, part B (held out until the tenth round, 2026-11-30, its mistakes read since; development data now): English texts with no flag that tempt the reader. Negations,
 * hypotheticals, problems said to be over and healthy figures just beyond the guide's thresholds,
 * in notes to accounts, deck slides, legal notes and an auditor's opinion.
 */
import type { RedFlagCase } from './case';

export const heldOutFourthBEnglishClean: readonly RedFlagCase[] = [
  {
    id: 'h4b-en-clean-no-director-interest',
    documentType: 'business_plan',
    text: [
      'Related parties: no director or shareholder has any interest in our suppliers, landlords or customers, and none of their relatives is employed by the company.',
      'FY2025 revenue: $3.2M.',
    ].join('\n'),
    present: [],
    absent: ['related-party'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'h4b-en-clean-paye-cleared',
    documentType: 'financial_statements',
    text: [
      'Note 18 — Taxation. The PAYE arrears of KSh 4.1M disclosed last year were',
      'cleared in full in June 2025, and the KRA issued a tax compliance certificate in July.',
      'Revenue FY2025: KSh 268M (FY2024: KSh 231M).',
    ].join('\n'),
    present: [],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['note', 'split', 'time'],
  },
  {
    id: 'h4b-en-clean-bridge-runway',
    documentType: 'pitch_deck',
    text: [
      'Runway was 5 months before the bridge.',
      'With the $1.8M bridge closed in October, it is now 14 months at our current net burn of $95k a month.',
      'Monthly revenue is $140k and rising.',
    ].join('\n'),
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['prose', 'time', 'figures'],
  },
  {
    id: 'h4b-en-clean-churn-4-7',
    documentType: 'pitch_deck',
    text: [
      'Retention — 2025',
      'Monthly logo churn averaged 4.7%.',
      '12-month customer retention (2024 cohort): 58%.',
      'Net revenue retention: 104%.',
      'MRR: R2.3m.',
    ].join('\n'),
    present: [],
    absent: ['high-churn'],
    traits: ['list', 'figures', 'threshold'],
  },
  {
    id: 'h4b-en-clean-jumia-26',
    documentType: 'pitch_deck',
    text: [
      'Customers & ownership',
      'Largest customer (Jumia): 26% of 2025 revenue of $4.1M',
      'Founders (3, all full-time): 44% combined',
      'Lead investor: 48%',
      'ESOP: 8%',
    ].join('\n'),
    present: [],
    absent: ['customer-concentration', 'low-founder-ownership', 'investor-control'],
    traits: ['list', 'figures', 'threshold'],
  },
  {
    id: 'h4b-en-clean-bog-elevy',
    documentType: 'business_plan',
    text: [
      'Our PSP licence was granted by the Bank of Ghana in March 2025.',
      'Should the regulator raise the e-levy again, our merchant pricing can absorb up to 1% without change.',
      'Revenue: GH₵ 12.4m in 2025 (+38% YoY).',
    ].join('\n'),
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['prose', 'modality', 'abbreviations'],
  },
  {
    id: 'h4b-en-clean-landlord-settled',
    documentType: 'legal_docs',
    text: [
      'Litigation. The dispute with our former landlord was settled in January 2025 and the claim withdrawn.',
      'There are no pending or threatened proceedings against the Company or its directors.',
    ].join('\n'),
    present: [],
    absent: ['litigation'],
    traits: ['prose', 'time', 'negation'],
  },
  {
    id: 'h4b-en-clean-margin-4pts-growth-3-5',
    documentType: 'business_plan',
    text: [
      'Gross margin slipped from 46% to 42% in 2025 as we absorbed diesel costs.',
      'Next year we plan to grow revenue 3.5×, from $1.1M to $3.85M, on the back of the signed Kenya Power contract.',
    ].join('\n'),
    present: [],
    absent: ['gross-margin', 'unrealistic-growth'],
    traits: ['prose', 'threshold', 'figures'],
  },
  {
    id: 'h4b-en-clean-unqualified-umoya',
    documentType: 'financial_statements',
    text: [
      'Opinion',
      'In our opinion, the financial statements present fairly, in all material respects, the financial position of Umoya Health (Pty) Ltd as at 30 June 2025 (unqualified opinion).',
      'We have not identified any material uncertainty relating to going concern.',
      'Revenue R48.2m (2024: R41.0m); cost of sales R26.5m (2024: R22.1m).',
    ].join('\n'),
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin'],
    traits: ['auditor', 'negation'],
  },
  {
    id: 'h4b-en-clean-not-alone',
    documentType: 'pitch_deck',
    text: [
      'Competition: we are not alone. OPay, Moniepoint and a dozen smaller agent networks chase the same merchants; we win on settlement speed.',
      'September revenue: ₦182m.',
    ].join('\n'),
    present: [],
    absent: ['no-competition'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'h4b-en-clean-vesting-hypothetical',
    documentType: 'legal_docs',
    text: [
      "Founders' vesting. None of the three founders has left or intends to.",
      'If a founder were to leave, his or her unvested shares would revert to the company under the four-year vesting schedule with a one-year cliff, and vested shares may be bought back at fair value.',
    ].join('\n'),
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['prose', 'negation', 'modality'],
  },
  {
    id: 'h4b-en-clean-designer-bought-back',
    documentType: 'legal_docs',
    text: [
      'Register notes: when our first product designer left in 2023, the company bought back her 2% at nominal value.',
      'No former employee or founder holds shares today, and the register reconciles to the option ledger at 30 September 2025.',
    ].join('\n'),
    present: [],
    absent: ['dead-equity', 'cap-table-complexity'],
    traits: ['prose', 'time', 'negation'],
  },
  {
    id: 'h4b-en-clean-arr-excludes-fees',
    documentType: 'pitch_deck',
    text: [
      'Revenue quality: ARR of $1.9M counts subscriptions only.',
      'The $350k of one-off integration fees we billed in 2025 is reported separately as services revenue.',
    ].join('\n'),
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'h4b-en-clean-fra-granted',
    documentType: 'financial_statements',
    text: [
      'The Financial Regulatory Authority granted our microfinance licence on 2 June 2025 after an 11-month review.',
      'Loan book: E£ 180M. Revenue FY2025: E£ 41M (FY2024: E£ 29M).',
    ].join('\n'),
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['prose', 'time'],
  },
  {
    id: 'h4b-en-clean-weekly-burn',
    documentType: 'pitch_deck',
    text: ['Cash position: $1.5M', 'Net burn: $33k a week', 'Revenue: $160k a month'].join('\n'),
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'time'],
  },
  {
    id: 'h4b-en-clean-past-growth',
    documentType: 'pitch_deck',
    text: [
      'Revenue grew 4.5× in 2025, from $220k to $990k, off a small base.',
      'Our 2026 plan assumes a more modest 2.2×.',
    ].join('\n'),
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['prose', 'time', 'figures'],
  },
];
