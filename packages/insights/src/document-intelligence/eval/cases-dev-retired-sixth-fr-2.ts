/** The retired sixth held-out set, French texts 19–32 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthFrCases2: readonly RedFlagCase[] = [
  // Rétention à 12 mois 61 % (>= 55 %) ; attrition mensuelle 3,1 % (< 5 %).
  {
    id: 'sixth-fr-019',
    documentType: 'pitch_deck',
    text: `Rétention
Taux de rétention à 12 mois de la cohorte 2024 : 61 %
Attrition mensuelle moyenne : 3,1 %
Revenu récurrent mensuel : 22 millions de FCFA`,
    present: [],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['slide', 'figures'],
  },
  {
    id: 'sixth-fr-020',
    documentType: 'pitch_deck',
    text: `Traction : ARR de 2,4 M€ à fin 2024, dont 600 k€ de frais de mise en service facturés une seule fois à trois banques lors du déploiement.`,
    present: ['non-recurring-revenue'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'sixth-fr-021',
    documentType: 'business_plan',
    text: `5. Cadre réglementaire
L'activité de monnaie électronique nécessite un agrément d'établissement de paiement délivré par la BCEAO. Notre dossier a été déposé en mars 2025 ; il est toujours en cours d'instruction. En attendant, nous opérons comme agent de distribution d'une banque partenaire, pour un chiffre d'affaires 2024 de 275 000 000 FCFA.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['plan-section', 'time', 'direct'],
  },
  {
    id: 'sixth-fr-022',
    documentType: 'pitch_deck',
    text: `CONFORMITÉ
✔ Agrément de la COBAC obtenu en janvier 2025 (demande déposée en 2023)
✔ Aucune sanction ni mise en demeure du régulateur
Produit net bancaire 2024 : 1,9 Md FCFA`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['slide', 'list', 'negation', 'time'],
  },
  {
    id: 'sixth-fr-023',
    documentType: 'legal_docs',
    text: `Courriel — Objet : décision ANRT
Bonjour à tous,
Pour information, l'ANRT nous a notifié hier une amende de 3 MDH et la suspension pour trois mois de notre autorisation d'exploitation du service de SMS en masse, pour non-respect des règles de consentement. Nous préparons un recours gracieux.
Karim`,
    present: ['regulatory'],
    absent: ['litigation'],
    language: 'fr',
    traits: ['email', 'direct'],
  },
  // 300 M FCFA -> 1,5 Md FCFA = ×5 en un an.
  {
    id: 'sixth-fr-024',
    documentType: 'business_plan',
    text: `Prévisions de chiffre d'affaires
2025 (réalisé) : 300 M FCFA
2026 : 1,5 Md FCFA
2027 : 3,6 Mds FCFA
Hypothèse : ouverture simultanée de Bamako, Ouagadougou et Niamey.`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },
  // 2,0 -> 4,1 -> 7,8 M€ : ×2,05 puis ×1,9.
  {
    id: 'sixth-fr-025',
    documentType: 'business_plan',
    text: `Le plan prévoit un chiffre d'affaires de 2,0 M€ en 2025, 4,1 M€ en 2026 puis 7,8 M€ en 2027, soit un doublement puis une croissance de 90 %.`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-fr-026',
    documentType: 'pitch_deck',
    text: `Concurrence
Aucun concurrent au Cameroun : nous sommes les seuls à proposer l'assurance santé par mobile money. 
CA 2024 : 180 000 000 FCFA`,
    present: ['no-competition'],
    absent: [],
    language: 'fr',
    traits: ['slide', 'direct'],
  },
  {
    id: 'sixth-fr-027',
    documentType: 'pitch_deck',
    text: `Paysage concurrentiel : Jumia Food, Glovo et une dizaine de livreurs indépendants à Abidjan. Nous nous distinguons par la livraison en moins de 30 minutes. CA mensuel moyen : 95 millions de FCFA.`,
    present: [],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['prose'],
  },
  // Fondateurs 22 + 14 = 36 % (< 40 %) ; premier fonds 35 % (< 50 %).
  {
    id: 'sixth-fr-028',
    documentType: 'legal_docs',
    text: `PACTE D'ASSOCIÉS — ANNEXE 1 : RÉPARTITION DU CAPITAL
Associé	Actions	%
Fatou Ndiaye (fondatrice)	22 000	22 %
Moussa Sow (fondateur)	14 000	14 %
Teranga Capital	35 000	35 %
Business angels	19 000	19 %
BSPCE / pool	10 000	10 %`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['table-tab', 'figures', 'indirect'],
  },
  // Fonds 55 % (>= 50 %) ; fondateurs 40 % (pas sous 40 %).
  {
    id: 'sixth-fr-029',
    documentType: 'legal_docs',
    text: `Lettre d'intention — principaux termes
Après l'opération, Atlas Croissance détiendra 55 % du capital et des droits de vote ; les fondateurs conserveront 40 % et le plan d'intéressement 5 %.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    language: 'fr',
    traits: ['term-sheet', 'figures'],
  },
  {
    id: 'sixth-fr-030',
    documentType: 'legal_docs',
    text: `Note d'audit juridique — point 4
Deux anciens développeurs salariés, partis en 2023, ont exercé leurs BSPCE avant leur départ et détiennent toujours 6 % du capital à eux deux. Aucune clause de rachat n'a été mise en œuvre.`,
    present: ['dead-equity'],
    absent: [],
    language: 'fr',
    traits: ['memo', 'time', 'direct'],
  },
  {
    id: 'sixth-fr-031',
    documentType: 'legal_docs',
    text: `Synthèse de l'audit juridique
La table de capitalisation transmise ne concorde pas avec le registre des mouvements de titres : l'écart porte sur 2 400 actions, et deux augmentations de capital de 2022 n'ont jamais été déposées au greffe. Nous ne pouvons pas, à ce stade, établir la répartition du capital.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['memo', 'indirect'],
  },
  {
    id: 'sixth-fr-032',
    documentType: 'financial_statements',
    text: `Note 21 — Transactions avec les parties liées
Le siège social est loué à la SCI Les Palmiers, détenue par l'épouse du directeur général. Loyers versés en 2024 : 48 000 000 FCFA. Chiffre d'affaires 2024 : 1,3 Md FCFA.`,
    present: ['related-party'],
    absent: [],
    language: 'fr',
    traits: ['note', 'direct'],
  },
];
