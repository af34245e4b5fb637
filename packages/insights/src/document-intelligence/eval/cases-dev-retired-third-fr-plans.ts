/** Third held-out set: French business plans and letters to shareholders that carry flags. */
import type { RedFlagCase } from './case';

export const thirdFrPlans: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-agrement-bceao-instruction',
    documentType: 'business_plan',
    language: 'fr',
    text: `Plan d'affaires 2026 — cadre réglementaire
Notre demande d'agrément en qualité d'établissement de monnaie électronique a été déposée auprès de la BCEAO en avril 2025 ; elle est toujours en cours d'instruction. En attendant, nous opérons sous la licence de notre banque partenaire.
Chiffre d'affaires 2025 (estimé) : 780 millions FCFA ; 2026 : 1,6 Md FCFA.`,
    present: ['pending-licence'],
    absent: ['unrealistic-growth', 'regulatory'],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-fr-point-mensuel-bouake',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objet : point mensuel — octobre
Bonjour à tous,
Trésorerie au 31 octobre : 96 millions FCFA. Nous consommons en net environ 4,5 millions FCFA par semaine depuis l'ouverture de Bouaké.
CA d'octobre : 14 millions FCFA (+6 % sur septembre).`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'figures', 'time'],
  },
  {
    id: 'h3-fr-ciment-marge-recule',
    documentType: 'business_plan',
    language: 'fr',
    text: `Bilan de l'année : le chiffre d'affaires progresse de 19 % à 684 millions FCFA, mais la marge brute recule à 38 % contre 46 % en 2023, à cause de la hausse du prix du ciment importé.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['figures', 'time'],
  },
  {
    id: 'h3-fr-projections-milliards',
    documentType: 'business_plan',
    language: 'fr',
    text: `Projections financières (en milliards de FCFA)
2025 (réalisé) : 0,4
2026 : 1,5
2027 : 4,2
2028 : 12
Charges d'exploitation 2025 : 0,35`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-dmp-amm-deposee',
    documentType: 'business_plan',
    language: 'fr',
    text: `Réglementaire : le dossier d'autorisation de mise sur le marché de notre test de dépistage rapide a été déposé auprès de la Direction du médicament et de la pharmacie en février 2025 ; aucune décision n'a encore été rendue. Ventes actuelles (hors Maroc) : 6,8 M MAD en 2025.`,
    present: ['pending-licence'],
    absent: [],
    traits: ['prose', 'negation'],
  },
  {
    id: 'h3-fr-cohortes-retention-table',
    documentType: 'business_plan',
    language: 'fr',
    text: `Rétention par cohorte
Cohorte | Clients au départ | Actifs après 12 mois
2023 | 400 | 170
2024 | 520 | 239
CA 2025 (prévision) : 310 millions FCFA`,
    present: ['high-churn'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-message-dg-quittera',
    documentType: 'business_plan',
    language: 'fr',
    text: `Message aux actionnaires
Fatou Ndiaye, cofondatrice et directrice générale, m'a annoncé qu'elle quittera ses fonctions à la fin de l'année pour rejoindre la Banque africaine de développement. Le recrutement de son successeur est lancé.
Le CA du troisième trimestre atteint 412 millions FCFA, contre 376 millions au deuxième.`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    id: 'h3-fr-stablecoins-uemoa',
    documentType: 'business_plan',
    language: 'fr',
    text: `Cadre réglementaire : le statut des cryptoactifs reste incertain dans l'UEMOA. La BCEAO n'a pas encore dit si notre service de transfert en stablecoins relève du régime des émetteurs de monnaie électronique ; selon sa réponse, nous pourrions devoir suspendre le service au Sénégal.
Commissions perçues en 2025 : 210 millions FCFA.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['modality', 'prose'],
  },
  {
    id: 'h3-fr-kinshasa-recyclage',
    documentType: 'business_plan',
    language: 'fr',
    text: `Plan d'affaires — Kinshasa Recyclage
Notre mission : collecter les bouteilles plastiques des quartiers de Kinshasa et les transformer en pavés.
Concurrence : il n'existe aucun concurrent sur ce marché, ni direct ni indirect.
Étapes : usine pilote à Limete au deuxième trimestre 2026 ; 12 points de collecte fin 2026.
Équipe : deux ingénieurs de l'Université de Kinshasa et une ancienne de l'ONG Ocean Cleanup.`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    traits: ['list', 'negation'],
  },
  {
    id: 'h3-fr-cobac-microfinance',
    documentType: 'business_plan',
    language: 'fr',
    text: `Notre dossier d'agrément d'établissement de microfinance de deuxième catégorie est déposé auprès de la COBAC depuis janvier 2025 et n'a pas encore été accordé. Encours de crédit : 1,2 Md FCFA ; produits d'intérêts 2025 : 260 millions FCFA.`,
    present: ['pending-licence'],
    absent: [],
    traits: ['prose', 'negation'],
  },
  {
    id: 'h3-fr-acaps-blame',
    documentType: 'business_plan',
    language: 'fr',
    text: `Faits marquants 2025 : l'ACAPS a prononcé un blâme et une amende de 600 000 dirhams contre notre filiale de courtage en assurance pour défaut de conseil. Chiffre d'affaires : 14 M MAD (2024 : 11 M MAD).`,
    present: ['regulatory'],
    absent: ['declining-revenue'],
    traits: ['time', 'figures'],
  },
  {
    id: 'h3-fr-mrr-terminaux',
    documentType: 'business_plan',
    language: 'fr',
    text: `Revenus récurrents mensuels (MRR) d'août : 34 millions FCFA, dont 9 millions de vente unique de terminaux de paiement.`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'h3-fr-ltv-douze-fois',
    documentType: 'business_plan',
    language: 'fr',
    text: `Notre LTV atteint 240 000 FCFA pour un CAC de 20 000 FCFA, soit un ratio de 12. Un client paie en moyenne 6 000 FCFA par mois et reste 9 mois.
CA 2025 : 180 millions FCFA.`,
    present: ['unit-economics'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
];
