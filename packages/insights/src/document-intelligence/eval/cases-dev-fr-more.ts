/**
 * Development set, French, more registers: a term sheet, an annual report's notes, a business plan
 * with a table of projections, a deck whose slides split each fact over lines. Written from the
 * classes' definitions in cases-dev-retired-test.ts (then test-set.ts), never from the test set's texts; part of the development set.
 */
import type { RedFlagCase } from './case';

export const developmentCasesFrenchMore: readonly RedFlagCase[] = [
  {
    id: 'dev-fr-term-sheet',
    documentType: 'legal_docs',
    text: `Lettre d'intention — Série A de la société KiboPay SAS.
Investisseur principal : Teranga Capital, qui détiendra 54 % du capital après l'opération.
À l'issue de l'opération, les fondateurs détiendront ensemble 29 % du capital dilué.
La réalisation est conditionnée à l'obtention de l'agrément d'établissement de monnaie électronique, dont la demande a été déposée auprès de la BCEAO.
Un ancien associé conteste la validité de la cession de ses actions devant le tribunal de commerce d'Abidjan.`,
    present: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['term-sheet'],
  },
  {
    id: 'dev-fr-annual-notes',
    documentType: 'financial_statements',
    text: `Annexe aux comptes annuels de l'exercice clos le 31 décembre 2024.
Le chiffre d'affaires de l'exercice s'établit à 3,4 M€ contre 4,1 M€ pour l'exercice précédent.
La société a conclu un contrat de prestation avec une société contrôlée par le frère du président.
Les dettes fiscales comprennent 180 k€ de TVA échue et non payée.
Le premier client représente 47 % du chiffre d'affaires.
Les comptes ont été certifiés sans réserve.`,
    present: ['declining-revenue', 'related-party', 'debt-distress', 'customer-concentration'],
    absent: ['audit-opinion', 'missing-financials'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'dev-fr-plan-projections',
    documentType: 'business_plan',
    text: `Plan d'affaires 2025-2027 de MboaFood.
Prévisions de chiffre d'affaires (en milliers d'euros)
| | 2025 | 2026 | 2027 |
| Chiffre d'affaires | 400 | 2 800 | 9 500 |
| Charges | 900 | 2 100 | 4 800 |
Nous n'avons à ce jour aucun concurrent direct au Cameroun.
Le taux d'attrition de nos abonnés est de 6 % par mois.`,
    present: ['unrealistic-growth', 'no-competition', 'high-churn'],
    absent: ['declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'dev-fr-deck-split',
    documentType: 'pitch_deck',
    text: `Équipe
Awa Ndiaye, CEO
Notre CTO et cofondateur
a quitté l'entreprise en janvier.
Chiffres clés
Trésorerie : 150 000 €
Consommation mensuelle : 45 000 €
Chiffre d'affaires mensuel : 12 000 €
Nos unit economics sont positifs.
Coût d'acquisition client (CAC) de 300 € pour une LTV de 120 €.`,
    present: ['founder-departure', 'short-runway', 'burn-above-revenue', 'unit-economics'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['split', 'list'],
  },
  {
    id: 'dev-fr-clean-statements',
    documentType: 'financial_statements',
    text: `Comptes annuels 2024 de Sahel Logistique SA, certifiés sans réserve par le commissaire aux comptes.
Le chiffre d'affaires progresse de 22 % à 5,6 M€.
La marge brute s'établit à 41 %, contre 39 % en 2023.
La société respecte l'ensemble de ses covenants bancaires et n'a aucun arriéré fiscal ou social.
Aucune procédure judiciaire n'est en cours.
La trésorerie disponible de 1,8 M€ couvre 20 mois de charges.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'debt-distress', 'litigation', 'short-runway', 'audit-opinion', 'missing-financials'],
    language: 'fr',
    traits: ['negation'],
  },
];
