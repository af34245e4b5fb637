/**
 * Development set, sixth round, French: the texts that carry no flag but tempt the reader (negations, hypotheticals, problems said to be over, healthy figures) (the round's texts and how they were written: cases-dev-generalise-sixth-fr.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthFrenchClean: readonly RedFlagCase[] = [
  {
    id: 'sixth-fr-garanties-negations',
    documentType: 'legal_docs',
    text: `Déclarations et garanties
La Société n'est en défaut au titre d'aucun emprunt. Aucun litige n'est en cours ni, à sa connaissance, sur le point d'être engagé. Aucune convention n'a été conclue avec un dirigeant, un administrateur ou un membre de leur famille.`,
    present: [],
    absent: ['debt-distress', 'litigation', 'related-party'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-contentieux-clos',
    documentType: 'legal_docs',
    text: `Audit juridique - contentieux
Le litige prud'homal avec l'ancien directeur commercial s'est clos par une transaction signée en juin 2024 et entièrement exécutée. Aucune autre procédure n'a été identifiée.`,
    present: [],
    absent: ['litigation'],
    language: 'fr',
    traits: ['time', 'negation'],
  },
  {
    id: 'sixth-fr-pret-honore',
    documentType: 'business_plan',
    text: `Financement
Toutes les échéances du prêt d'amorçage Bpifrance ont été réglées à bonne date et aucun covenant n'est en défaut.
CA 2025 : 1 800 000 € ; charges : 1 650 000 €.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-attrition-faible',
    documentType: 'pitch_deck',
    text: `Rétention
Notre taux d'attrition mensuel est de 1,5 % et 92 % des clients renouvellent leur contrat annuel.
Chiffre d'affaires 2025 : 2,3 M€.`,
    present: [],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'sixth-fr-concurrents-nommes',
    documentType: 'pitch_deck',
    text: `Concurrence
Wave et Orange Money dominent le transfert ; nous nous distinguons par le crédit marchand. Nous ne sommes pas seuls, mais nous sommes les moins chers.
CA 2025 : 520 k€.`,
    present: [],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-piste-passee',
    documentType: 'business_plan',
    text: `Financement
Notre piste de trésorerie était de 4 mois en janvier ; depuis la levée de juin, elle est de 20 mois.
CA 2025 : 950 000 €.`,
    present: [],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'sixth-fr-reclamations-hypothetiques',
    documentType: 'business_plan',
    text: `Risques
Nous pourrions faire l'objet de réclamations de clients si une panne durait plus de 48 heures ; aucune n'a été déposée à ce jour.
Chiffre d'affaires 2025 : 1,3 M€ ; charges : 1,1 M€.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
    language: 'fr',
    traits: ['modality', 'negation'],
  },
  {
    id: 'sixth-fr-capital-equilibre',
    documentType: 'legal_docs',
    text: `Répartition du capital
Aucun investisseur ne détient plus de 20 % du capital ; les trois fondateurs, tous actifs, en détiennent ensemble 61 %.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-certification-sans-reserve',
    documentType: 'financial_statements',
    text: `Rapport annuel 2024
Le commissaire aux comptes a certifié les comptes 2024 sans réserve ni observation. Les dirigeants ont retenu la convention de continuité d'exploitation au vu d'une trésorerie de 3,1 M€ couvrant plus de deux ans de consommation.
Chiffre d'affaires : 4,2 M€ (2023 : 3,5 M€).`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'short-runway'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-agrement-accorde',
    documentType: 'pitch_deck',
    text: `Réglementation
Notre agrément d'institution de microfinance, demandé en 2023, a été accordé par la BCEAO en janvier 2025.
CA 2025 : 320 millions de FCFA ; charges : 290 millions de FCFA.`,
    present: [],
    absent: ['pending-licence', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time'],
  },
];
