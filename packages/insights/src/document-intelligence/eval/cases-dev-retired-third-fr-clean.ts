/** Third held-out set: French texts with no flag, worded to tempt (decks, plans, accounts). */
import type { RedFlagCase } from './case';

export const thirdFrClean: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-propre-tresorerie-douze-mois',
    documentType: 'business_plan',
    language: 'fr',
    text: `Point de trésorerie : 540 millions FCFA disponibles au 30 septembre ; consommation nette moyenne de 42 millions FCFA par mois sur le trimestre, pour un CA mensuel de 60 millions FCFA.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h3-fr-propre-cac-sans-reserve',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Le commissaire aux comptes a certifié sans réserve ni observation les comptes de l'exercice 2024.
Chiffre d'affaires : 3,2 Md FCFA (2023 : 2,7 Md FCFA) ; résultat net : 210 millions FCFA.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-agrement-obtenu',
    documentType: 'business_plan',
    language: 'fr',
    text: `L'agrément d'établissement de paiement nous a été accordé par la BCEAO le 12 mai 2025, après quatorze mois d'instruction. Aucune autre autorisation n'est requise pour nos activités actuelles.
Chiffre d'affaires prévu pour 2026 : 1,4 Md FCFA (2025 : 820 millions FCFA).`,
    present: [],
    absent: ['pending-licence', 'unrealistic-growth'],
    traits: ['time', 'negation'],
  },
  {
    id: 'h3-fr-propre-wave-orange',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Concurrence : Wave, Orange Money et les banques locales occupent déjà le terrain. Nous ne prétendons pas être seuls ; notre avantage, ce sont des frais deux fois plus bas pour les marchands.
CA 2024 : 680 millions FCFA.`,
    present: [],
    absent: ['no-competition'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-attrition-sous-le-seuil',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Attrition mensuelle : 3,8 % en moyenne sur 2025 ; rétention à 12 mois : 61 %.
Revenus récurrents mensuels : 27 millions FCFA.`,
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
  },
  {
    id: 'h3-fr-propre-marge-trois-points',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Compte de résultat résumé (k€) — comptes certifiés
Poste          2023     2024
Ventes         1 480    1 720
Achats           830    1 015
Marge brute      650      705
Charges          540      590`,
    present: [],
    absent: ['gross-margin', 'audit-opinion'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h3-fr-propre-doubler-chaque-annee',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objectif : doubler le chiffre d'affaires chaque année pendant trois ans, de 250 millions FCFA en 2025 à 2 Md FCFA en 2028. Nous pourrions aller plus vite si l'extension au Togo se confirme, mais le plan ne le suppose pas.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['modality', 'figures'],
  },
  {
    id: 'h3-fr-propre-sodeci-premier-client',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Notre premier client, la SODECI, pèse 22 % du chiffre d'affaires de 940 millions FCFA ; aucun autre client ne dépasse 6 %.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures', 'negation'],
  },
  {
    id: 'h3-fr-propre-inspection-artp',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Conformité : l'inspection de l'ARTP de mars 2025 s'est conclue sans observation ni sanction, et toutes nos licences sont en vigueur jusqu'en 2029.
CA 2024 : 1,1 Md FCFA.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-echeances-honorees',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Note 15 — Emprunts et dettes fiscales : toutes les échéances bancaires de l'exercice ont été honorées à bonne date et la société ne présente aucun arriéré fiscal ou social. Les ratios prévus par le contrat de prêt sont respectés.
Chiffre d'affaires : 1,8 Md FCFA.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-economie-unitaire',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Économie unitaire
Revenu mensuel par client : 5 000 FCFA
Marge brute : 60 %
Durée de vie moyenne : 24 mois
LTV : 72 000 FCFA
CAC : 24 000 FCFA
LTV/CAC : 3
CA mensuel : 45 millions FCFA`,
    present: [],
    absent: ['unit-economics'],
    traits: ['list', 'figures'],
  },
];
