/**
 * Development set, both languages: a last batch written after the other generalisation texts had been
 * used to change the rules, and run once on that reader before any rule was changed for it, as a check
 * of how the reader does on text it has not seen (its first score is in decision 0036's amendment of
 * 2026-11-27). Labelled from the labelling guide (cases-dev-retired-test.ts) by someone who has not read
 * the held-out set (held-out*.ts); part of the development set since.
 */
import type { RedFlagCase } from './case';

export const generaliseFreshCases: readonly RedFlagCase[] = [
  {
    id: 'fresh-en-deck-fintech',
    documentType: 'pitch_deck',
    text: `CrediPlus — SME credit in Zambia
Loan book: ZMW 45 million. Revenue: ZMW 1.9 million per month.
Our three largest borrowers' employer, the Ministry of Education, is the source of 70% of repayments collected through payroll.
We are currently operating under a provisional licence while the Bank of Zambia reviews our full application.
Operating costs: ZMW 2.4 million per month.`,
    present: ['customer-concentration', 'pending-licence', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'fresh-en-memo-founders',
    documentType: 'legal_docs',
    text: `Shareholding after the bridge: Mwangi (CEO) 18%, Achieng (COO) 14%, Baobab Angels 9%, Pan-African Growth Fund 47%, ESOP 12%.
The board has five seats, three of which are appointed by Pan-African Growth Fund.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['list', 'figures'],
  },
  {
    id: 'fresh-en-statement-clean',
    documentType: 'financial_statements',
    text: `Audited statement of comprehensive income for the year ended 31 December 2024 (USD)
Revenue | 6,420,000
Cost of sales | (3,980,000)
Operating expenses | (1,730,000)
Profit before tax | 710,000
The auditors expressed an unmodified opinion.`,
    present: [],
    absent: ['gross-margin', 'burn-above-revenue', 'audit-opinion', 'missing-financials', 'declining-revenue'],
    traits: ['table'],
  },
  {
    id: 'fresh-en-deck-runway-implied',
    documentType: 'pitch_deck',
    text: `Where we are
We closed 2024 with $520,000 in the bank.
We lose about $130,000 every month.
Revenue is growing 8% a month, from $60,000 in December.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'fresh-en-memo-decline-pct',
    documentType: 'pitch_deck',
    text: `Gross merchandise value rose 20% in 2024, but our take-rate cut left net revenue 15% lower than in 2023, at $1.7M.
Monthly churn of merchants is 3%.`,
    present: ['declining-revenue'],
    absent: ['high-churn', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'fresh-en-memo-legal-mixed',
    documentType: 'legal_docs',
    text: `A claim by our former landlord for unpaid rent is before the Nairobi Commercial Court.
The company has no related-party contracts; the CEO's wife has no role in the business.
Our founder and CTO, James, has told the board he will leave at the end of the quarter.`,
    present: ['litigation', 'founder-departure'],
    absent: ['related-party'],
    traits: ['indirect', 'negation'],
  },
  {
    id: 'fresh-en-deck-growth-pct',
    documentType: 'pitch_deck',
    text: `Revenue this year: $250k. We forecast $2.5M next year as we launch in Lagos and Accra.
Monthly costs are $18k.`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['figures'],
  },
  {
    id: 'fresh-en-statement-unaudited-loss',
    documentType: 'financial_statements',
    text: `Draft management accounts, FY2024 (KES '000) — subject to audit
| Line | FY2024 |
| Revenue | 84,000 |
| Direct costs | 91,500 |
| Overheads | 22,000 |`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['table', 'figures'],
  },
  {
    id: 'fresh-en-deck-regulatory-risk-only',
    documentType: 'pitch_deck',
    text: `Like every lender in Nigeria, we could be affected if the CBN changes its rules on digital credit.
We hold a CBN microfinance licence, renewed in 2024, and have never been sanctioned.
Revenue: ₦320 million in 2024.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'missing-financials'],
    traits: ['modality', 'negation'],
  },
  {
    id: 'fresh-en-deck-churn-cohort',
    documentType: 'pitch_deck',
    text: `Of the 400 shops that signed up in January 2024, 170 were still ordering in December.
Revenue is $38,000 a month.`,
    present: ['high-churn'],
    absent: ['missing-financials'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'fresh-en-memo-debt-waiver',
    documentType: 'pitch_deck',
    text: `We breached the minimum-cash covenant on our venture debt in Q3; the lender granted a waiver and the covenant was reset.
Revenue is $300,000 a month against costs of $260,000.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue', 'missing-financials'],
    traits: ['time'],
  },
  {
    id: 'fresh-en-deck-competition',
    documentType: 'pitch_deck',
    text: `Nobody else in East Africa offers cold-chain lockers for pharmacies.
Revenue reached $410k in 2024.`,
    present: ['no-competition'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'fresh-fr-deck-fintech',
    documentType: 'pitch_deck',
    text: `PayTogo — paiements marchands au Togo
Chiffre d'affaires 2024 : 310 millions FCFA, contre 380 millions FCFA en 2023.
Moov Africa nous apporte à elle seule 55 % de ce chiffre d'affaires.
Nous sommes toujours dans l'attente de l'agrément de la BCEAO, sollicité en 2023.`,
    present: ['declining-revenue', 'customer-concentration', 'pending-licence'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'fresh-fr-memo-tresorerie',
    documentType: 'pitch_deck',
    text: `Au 31 mars, la société disposait de 95 000 € de trésorerie.
Ses dépenses mensuelles atteignent 48 000 € pour un chiffre d'affaires mensuel de 20 000 €.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'fresh-fr-statement-clean',
    documentType: 'financial_statements',
    text: `Compte de résultat de l'exercice 2024 (en euros), comptes certifiés sans réserve
| Poste | 2023 | 2024 |
| Chiffre d'affaires | 2 100 000 | 2 650 000 |
| Achats consommés | 900 000 | 1 080 000 |
| Charges de personnel | 700 000 | 820 000 |`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'audit-opinion', 'missing-financials'],
    language: 'fr',
    traits: ['table'],
  },
  {
    id: 'fresh-fr-pacte',
    documentType: 'legal_docs',
    text: `Après l'augmentation de capital, Afrique Innovation Fund détiendra 58 % des actions.
Les deux fondateurs conserveront ensemble 30 %.
Moussa Diallo, ancien directeur technique, a gardé ses 12 % malgré son départ en 2023.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'fresh-fr-dette-regul',
    documentType: 'pitch_deck',
    text: `Nous n'avons pas pu honorer les deux dernières échéances de notre crédit auprès d'Ecobank.
L'autorité de régulation nous a infligé une pénalité de 5 millions FCFA pour retard de déclaration.
Chiffre d'affaires mensuel : 40 millions FCFA.`,
    present: ['debt-distress', 'regulatory'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'fresh-fr-hypotheses',
    documentType: 'pitch_deck',
    text: `Si notre principal distributeur se retirait, nous pourrions perdre 40 % de nos ventes.
Nos revenus ne baissent pas : ils ont augmenté de 22 % en 2024, à 560 k€.
Aucun prêt n'est en retard de paiement.`,
    present: [],
    absent: ['customer-concentration', 'declining-revenue', 'debt-distress', 'missing-financials'],
    language: 'fr',
    traits: ['modality', 'negation'],
  },
  {
    id: 'fresh-fr-croissance',
    documentType: 'business_plan',
    text: `Nous prévoyons de passer de 80 k€ de chiffre d'affaires en 2024 à 1,2 M€ en 2025.
Nos charges mensuelles sont de 9 000 €.`,
    present: ['unrealistic-growth', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'fresh-fr-churn',
    documentType: 'pitch_deck',
    text: `Chaque mois, environ un abonné sur dix résilie son abonnement.
Chiffre d'affaires mensuel récurrent : 14 000 €.`,
    present: ['high-churn'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['words'],
  },
];
