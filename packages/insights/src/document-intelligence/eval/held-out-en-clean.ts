/**
 * The red-flag reader's HELD-OUT set (written 2026-11-26), English texts with no flag: negations,
 * hypotheticals, problems said to be over, and healthy figures, to measure precision. Same protocol
 * (held-out.ts): never tune a rule on these texts.
 */
import type { RedFlagCase } from './case';

export const heldOutEnglishClean: readonly RedFlagCase[] = [
  {
    id: 'ho26-clean-lagos-not-in-default',
    documentType: 'financial_statements',
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
    text: `Borrowings. The company is not in default on any facility and has met every repayment on the Access
Bank term loan since drawdown in 2024. Revenue 2025: NGN 890m; operating expenses NGN 760m.`,
  },
  {
    id: 'ho26-clean-nairobi-no-related-party',
    documentType: 'financial_statements',
    present: [],
    absent: ['related-party', 'litigation'],
    traits: ['negation'],
    text: `Related parties. There is no related-party contract: no director, shareholder or member of their
families supplies the company or buys from it. There is no pending litigation.
Revenue for the year: KES 212m; total costs KES 190m.`,
  },
  {
    id: 'ho26-clean-accra-could-face-claims',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['modality'],
    text: `Risk factors. We could face litigation from incumbent insurers if they consider our comparison pages
misleading; no claim has been made to date. A founder could also be tempted away by a larger company,
which is why all founder shares vest over four years.
2025 revenue: GHS 8.6m; operating costs GHS 7.9m.`,
  },
  {
    id: 'ho26-clean-kampala-churn-fixed',
    documentType: 'pitch_deck',
    present: [],
    absent: ['high-churn'],
    traits: ['time', 'figures'],
    text: `Retention
Monthly churn was 11% in early 2024. After we rebuilt onboarding it has been 1.8% a month for the last
three quarters. MRR: USD 96k; monthly costs USD 88k.`,
  },
  {
    id: 'ho26-clean-lagos-competitors-named',
    documentType: 'pitch_deck',
    present: [],
    absent: ['no-competition'],
    traits: ['list'],
    text: `Competition
- Paystack and Flutterwave: strong on cards, weak on cash collection
- Local banks: slow onboarding
We are not the only option, but we are the only one with agents in all 36 states.
Revenue 2025: USD 2.7M; costs USD 2.3M.`,
  },
  {
    id: 'ho26-clean-cape-town-founders-majority',
    documentType: 'pitch_deck',
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'split'],
    text: `Cap table after the seed round
Holder            Share
Founders (3)      64%
Knife Capital     18%
Angels            8%
Option pool       10%
Revenue FY2026: ZAR 14m; costs ZAR 12.5m.`,
  },
  {
    id: 'ho26-clean-accra-revenue-up-table',
    documentType: 'financial_statements',
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `Five-year summary (GHS '000)
            2023    2024    2025
Revenue     8,100   11,400  14,900
Expenses    7,600   10,200  13,100`,
  },
  {
    id: 'ho26-clean-nairobi-licence-granted',
    documentType: 'pitch_deck',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['time'],
    text: `Licensing
We applied to the Central Bank of Kenya for a payment service provider licence in 2025; the licence
was granted in March 2026 and we now settle in our own name. Monthly revenue KES 11m, costs KES 9.5m.`,
  },
  {
    id: 'ho26-clean-johannesburg-unmodified',
    documentType: 'financial_statements',
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['negation'],
    text: `Audit. The financial statements for FY2025 were audited by Deloitte, who issued an unmodified opinion
with no emphasis of matter. Revenue ZAR 46m (2024: ZAR 39m); operating costs ZAR 41m.`,
  },
  {
    id: 'ho26-clean-kigali-plan-sensible',
    documentType: 'business_plan',
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['table', 'figures'],
    text: `Projections (USD m)
          2026   2027   2028
Revenue   1.2    2.0    3.1
Costs     1.1    1.7    2.5
Growth slows as we reach the limits of the Rwandan market.`,
  },
  {
    id: 'ho26-clean-arusha-margin-steady',
    documentType: 'pitch_deck',
    present: [],
    absent: ['gross-margin'],
    traits: ['figures', 'time'],
    text: `Margins
Gross margin 41% in 2025 (2024: 39%). Revenue USD 3.1M, cost of sales USD 1.83M, operating costs
excluding cost of sales USD 0.9M.`,
  },
  {
    id: 'ho26-clean-term-sheet-vesting',
    documentType: 'legal_docs',
    present: [],
    absent: ['founder-departure', 'dead-equity', 'investor-control'],
    traits: ['term-sheet', 'modality'],
    text: `Term sheet: seed preferred shares.
Investor: Baobab Seed Fund, USD 1,500,000 for 22% post-money on a fully diluted basis.
Founder vesting: four years with a one-year cliff. If a founder leaves before the cliff, all of their
unvested shares may be repurchased by the company at nominal value.
Board: two founder directors and one investor director.`,
  },
  {
    id: 'ho26-clean-lagos-customers-spread',
    documentType: 'pitch_deck',
    present: [],
    absent: ['customer-concentration'],
    traits: ['negation', 'figures'],
    text: `Customers
No customer accounts for more than 8% of revenue, and the five largest together bring 19%.
2025 revenue: NGN 1.6bn; operating costs: NGN 1.4bn.`,
  },
  {
    id: 'ho26-clean-kumasi-loan-repaid',
    documentType: 'business_plan',
    present: [],
    absent: ['debt-distress'],
    traits: ['time', 'negation'],
    text: `Financing. The 2024 working-capital loan from Fidelity Bank was repaid in full in July 2026 and we
have no outstanding borrowings. Revenue over the last twelve months: GHS 12.2m; costs GHS 11.0m.`,
  },
  {
    id: 'ho26-clean-dakar-no-sanction',
    documentType: 'pitch_deck',
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['negation'],
    text: `Compliance
We are not subject to any regulatory sanction or investigation, and no licence application is
outstanding: our e-money licence from the BCEAO was renewed in 2026.
Revenue 2025: XOF 1.9bn; costs XOF 1.7bn.`,
  },
  {
    id: 'ho26-clean-nairobi-long-runway',
    documentType: 'pitch_deck',
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures'],
    text: `Financial position
Cash at 30 September 2026: USD 2.6M
Monthly revenue: USD 140k
Monthly operating costs: USD 125k
We are default-alive and the round funds expansion, not survival.`,
  },
];
