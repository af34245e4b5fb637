/**
 * Development set, seventh round, French (2026-11-28): the same classes and the same way of writing as
 * cases-dev-generalise-seventh-en.ts (unit economics, cap-table complexity, dead equity, unrealistic growth),
 * in French as founders, auditors and lawyers write it: « 1,2 M€ », « 120 k€ », « 85 000 € », FCFA, tables,
 * lists and prose; about a third carry no flag but tempt the reader. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventhFrench: readonly RedFlagCase[] = [
  {
    id: 'seventh-fr-deck-client-coute-plus',
    documentType: 'pitch_deck',
    text: `Économie unitaire
Un nouveau client nous coûte en moyenne 180 € à acquérir et nous rapporte 120 € de marge brute sur toute sa durée de vie.
Chiffre d'affaires 2025 : 1,1 M€.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-fr-tableau-cac-ltv',
    documentType: 'business_plan',
    text: `Indicateurs clés (cohortes 2025)
| Indicateur | Valeur |
| CAC | 95 000 FCFA |
| LTV | 70 000 FCFA |
| Clients actifs | 12 400 |
Chiffre d'affaires 2025 : 610 000 000 FCFA.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-fr-note-marge-contribution-negative',
    documentType: 'business_plan',
    text: `Note aux administrateurs
La marge de contribution par commande reste négative (-9 %) : la livraison coûte 3,40 € alors que nous facturons 2,50 € au client.
Chiffre d'affaires du trimestre : 380 k€.`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-fr-memo-delai-recuperation',
    documentType: 'business_plan',
    text: `Mémo d'investissement
Le délai de récupération du coût d'acquisition atteint 34 mois, pour une durée de vie moyenne d'un abonné de 20 mois.
Chiffre d'affaires mensuel : 95 k€ ; charges mensuelles : 88 k€.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'seventh-fr-mail-perte-par-commande',
    documentType: 'pitch_deck',
    text: `Bonjour à tous,
Pour être transparents : nous perdons encore environ 0,80 € sur chaque commande livrée hors de Dakar Plateau.
Le chiffre d'affaires de novembre est de 74 000 €.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-fr-deck-ue-saines',
    documentType: 'pitch_deck',
    text: `Économie unitaire
Ratio LTV/CAC de 4,2 et CAC remboursé en 7 mois ; marge de contribution de +14 % par commande.
Chiffre d'affaires 2025 : 2,3 M€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-fr-note-marge-redevenue-positive',
    documentType: 'business_plan',
    text: `Point trimestriel
La marge de contribution, négative au premier semestre, est redevenue positive en septembre (+5 %) ; nous ne perdons plus d'argent sur les livraisons.
Chiffre d'affaires du trimestre : 410 k€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['time', 'negation'],
  },
  {
    id: 'seventh-fr-juridique-bsa-air-empiles',
    documentType: 'legal_docs',
    text: `Audit juridique - capital
La société a émis douze BSA AIR entre 2021 et 2024, à des conditions différentes (décotes de 10 % à 25 %, plafonds de valorisation distincts), dont aucun n'a encore été converti.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-fr-pacte-preferences-cumulees',
    documentType: 'legal_docs',
    text: `Pacte d'associés - droits existants
Actions de préférence A : préférence de liquidation de 1,5x, participative.
Actions de préférence B : préférence de liquidation de 2x, participative, de rang supérieur aux actions A.
Obligations convertibles 2024 : préférence de 3x à la conversion.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'seventh-fr-note-promesses-non-formalisees',
    documentType: 'legal_docs',
    text: `Note de due diligence
Plusieurs salariés historiques se sont vu promettre des actions par courriel entre 2020 et 2022 ; aucune de ces promesses n'a été formalisée ni approuvée par l'assemblée.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-fr-deck-capital-simple',
    documentType: 'pitch_deck',
    text: `Actionnariat
Fondateurs 68 %, business angels 12 %, fonds d'amorçage 12 %, BSPCE 8 %. Une seule catégorie d'actions de préférence, préférence de liquidation 1x non participative ; tous les BSA AIR ont été convertis.
Chiffre d'affaires 2025 : 900 k€.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'fr',
    traits: ['list', 'negation'],
  },
  {
    id: 'seventh-fr-table-cofondateur-inactif',
    documentType: 'business_plan',
    text: `Répartition du capital au 30 juin 2025
| Associé | Part |
| Fatou Diop (présidente) | 41 % |
| Moussa Sarr (cofondateur, n'est plus actif depuis 2022) | 24 % |
| Fonds Teranga | 20 % |
| BSPCE | 15 % |
Chiffre d'affaires 2025 : 520 M FCFA.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['table', 'indirect'],
  },
  {
    id: 'seventh-fr-memo-associe-ne-participe-plus',
    documentType: 'business_plan',
    text: `Risques liés à l'équipe
L'un des trois cofondateurs ne participe plus à l'activité depuis 2021 mais possède toujours 17 % du capital, sans clause de good leaver / bad leaver.
Chiffre d'affaires 2025 : 640 k€.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'time'],
  },
  {
    id: 'seventh-fr-juridique-anciens-salaries-bspce',
    documentType: 'legal_docs',
    text: `Revue des BSPCE
Quatre anciens salariés, partis en 2023 et 2024, ont exercé leurs BSPCE et représentent ensemble 6 % du capital dilué.`,
    present: ['dead-equity'],
    absent: ['founder-departure'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'seventh-fr-deck-parts-rachetees',
    documentType: 'pitch_deck',
    text: `Équipe
Notre ancien directeur technique a quitté la société en 2024 ; ses actions ont été rachetées par la société au nominal, conformément au pacte.
Chiffre d'affaires 2025 : 1,4 M€.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'fr',
    traits: ['negation', 'time'],
  },
  {
    id: 'seventh-fr-plan-tableau-previsionnel',
    documentType: 'business_plan',
    text: `Prévisionnel
| | 2025 | 2026 | 2027 |
| Chiffre d'affaires (k€) | 150 | 1 800 | 7 500 |
| Effectif | 6 | 25 | 70 |`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'seventh-fr-deck-objectif-pharmacies',
    documentType: 'pitch_deck',
    text: `Ambition
Nous comptons passer de 35 pharmacies clientes aujourd'hui à 1 500 d'ici fin 2026.
Chiffre d'affaires 2025 : 210 k€.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'seventh-fr-memo-ca-vise',
    documentType: 'business_plan',
    text: `Plan de développement
Nous visons un chiffre d'affaires de 400 k€ en 2025, 4 M€ en 2026 puis 12 M€ en 2027.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'seventh-fr-plan-croissance-raisonnable',
    documentType: 'business_plan',
    text: `Prévisions
Nous prévoyons de doubler le chiffre d'affaires l'an prochain, à 1,6 M€, puis une croissance de 50 % en 2027.
Charges mensuelles : 90 k€.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'fr',
    traits: ['figures'],
  },
];
