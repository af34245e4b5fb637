/**
 * Development set, eighth round, French (2026-11-28): paraphrases of the phenomena behind the retired second
 * held-out set's mistakes, in French wording and layouts, written and labelled from the labelling guide
 * (held-out.ts) before any rule was changed for them; see cases-dev-generalise-eighth-en.ts. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthFrench: readonly RedFlagCase[] = [
  {
    id: 'd8-fr-plan-duree-de-vie-ratio-annonce',
    documentType: 'business_plan',
    text: `Indicateurs unitaires
Le coût d'acquisition d'un client s'élève à 600 €. Chaque client paie en moyenne 25 € par mois ; notre marge brute est de 50 %.
Un client reste en moyenne 24 mois.
Ratio LTV/CAC annoncé : 3,5.
Chiffre d'affaires 2025 : 1,2 M€.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-deck-cac-amorti-en-deux-mois',
    documentType: 'pitch_deck',
    text: `Acquisition
Notre CAC de 300 € est amorti en deux mois : chaque abonné génère 30 € de marge brute mensuelle.
Chiffre d'affaires 2025 : 800 k€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'd8-fr-memo-duree-de-vie-tableau',
    documentType: 'business_plan',
    text: `Note d'investissement : économie d'un abonné
| Indicateur | Valeur |
| Coût d'acquisition client | 450 € |
| Revenu moyen par abonné et par mois | 15 € |
| Marge brute | 60 % |
| Durée de vie moyenne | 30 mois |
| LTV/CAC | 4 |
Chiffre d'affaires 2025 : 2,0 M€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-fr-deck-ticket-moyen-couts-par-commande',
    documentType: 'pitch_deck',
    text: `Économie d'une commande
Ticket moyen : 35 € ; coûts par commande : marchandises 24 €, livreur 8 €, emballage et frais bancaires 3,50 €.
Nous affichons une contribution positive sur chaque commande.
Chiffre d'affaires 2025 : 3,1 M€.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-deck-panier-liste-couts',
    documentType: 'pitch_deck',
    text: `Une commande type
Panier moyen : 26 €
- coût des produits : 15,50 €
- livraison : 7 €
- emballage : 1,80 €
- commission de paiement : 0,90 €
- remise moyenne : 1,20 €
Chiffre d'affaires 2025 : 1,7 M€.`,
    present: ['unit-economics'],
    absent: ['burn-above-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-fr-dd-registre-diverge-table',
    documentType: 'legal_docs',
    text: `Audit juridique : capital social
Le registre des actionnaires et la table de capitalisation divergent de 12 000 actions ; la société n'a pas pu les rapprocher.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-fr-dd-deux-versions-table',
    documentType: 'legal_docs',
    text: `Capital
Deux versions de la table de capitalisation nous ont été transmises ; elles ne concordent pas entre elles.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd8-fr-dd-obligations-absentes-de-la-table',
    documentType: 'legal_docs',
    text: `Instruments dilutifs
Les obligations convertibles souscrites en 2023 ne figurent pas dans la table de capitalisation.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['negation', 'indirect'],
  },
  {
    id: 'd8-fr-deck-actionnariat-titre-non-rapproche',
    documentType: 'pitch_deck',
    text: `Actionnariat
En cours de mise à jour : les pourcentages de cette page ne sont pas encore rapprochés.
Chiffre d'affaires 2025 : 700 k€.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-fr-plan-cofondateur-honorifique-detient-toujours',
    documentType: 'business_plan',
    text: `Point sur l'équipe
Le cofondateur M. Traoré a quitté l'entreprise en juin ; il détient toujours 11 % du capital.
Chiffre d'affaires 2025 : 1,4 M€.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-cr-directrice-partie-participation-non-rachetee',
    documentType: 'business_plan',
    text: `Procès-verbal du conseil
La directrice commerciale, cofondatrice, est partie en juillet.
Sa participation de 9 % n'a pas été rachetée et figure toujours au registre.
Chiffre d'affaires du semestre : 640 k€.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    language: 'fr',
    traits: ['split', 'indirect'],
  },
  {
    id: 'd8-fr-legal-table-cofondateur-parti',
    documentType: 'legal_docs',
    text: `Table de capitalisation
| Associé | % |
| Awa Ndiaye (fondatrice) | 34 % |
| Ibrahima Sall (cofondateur, parti en 2024) | 16 % |
| Fonds Teranga | 38 % |
| BSPCE | 12 % |`,
    present: ['dead-equity', 'founder-departure', 'low-founder-ownership'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['table', 'indirect'],
  },
  {
    id: 'd8-fr-plan-tableau-previsions-sans-libelle',
    documentType: 'business_plan',
    text: `Plan de chiffre d'affaires (en millions de FCFA)
| 2025 | 2026 | 2027 | 2028 |
| 150 | 480 | 1 500 | 4 600 |`,
    present: ['unrealistic-growth'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-fr-deck-cible-apres-chiffre-affaires',
    documentType: 'pitch_deck',
    text: `Trajectoire
Chiffre d'affaires 2025 : 250 k€
Cible 2026 : 1,2 M€`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-fr-deck-arcep-on-ne-sait-pas',
    documentType: 'pitch_deck',
    text: `Cadre réglementaire
On ne sait pas encore si l'ARCEP considérera notre offre comme un service de communications électroniques, ce qui la soumettrait à autorisation.
Chiffre d'affaires 2025 : 520 k€.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'fr',
    traits: ['modality', 'indirect'],
  },
  {
    id: 'd8-fr-dd-enregistrement-suspendu-passif',
    documentType: 'legal_docs',
    text: `Conformité
L'enregistrement de notre engrais a été suspendu par le ministère de l'Agriculture en juin 2025.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    language: 'fr',
    traits: ['prose', 'time'],
  },
  {
    id: 'd8-fr-comptes-mensuels-marge-recule',
    documentType: 'financial_statements',
    text: `Comptes mensuels 2025 (en milliers d'euros)
| | Janv. | Févr. | Mars | Avr. |
| Chiffre d'affaires | 120 | 122 | 125 | 127 |
| Coût des ventes | 66 | 71 | 75 | 80 |`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'd8-fr-deck-trois-plus-gros-transporteurs',
    documentType: 'pitch_deck',
    text: `Clients
Nos trois plus gros transporteurs, Bolloré, Maersk et CMA CGM, pèsent 55 % du chiffre d'affaires.
Chiffre d'affaires 2025 : 4,2 M€.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'd8-fr-deck-client-compte-pour',
    documentType: 'pitch_deck',
    text: `Répartition
La CIE compte pour 38 % des ventes de 2025.
Chiffre d'affaires 2025 : 1,1 M€.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'd8-fr-deck-depenses-trimestre-nettes-virgule',
    documentType: 'pitch_deck',
    text: `Trésorerie
Nous dépensons 270 k€ par trimestre, nets des recettes ; trésorerie disponible : 400 k€.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-lettre-ca-en-lettres-contre',
    documentType: 'business_plan',
    text: `Lettre aux actionnaires
Le chiffre d'affaires du semestre s'établit à huit cent mille euros, contre neuf cent cinquante mille au semestre précédent.`,
    present: ['declining-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'time'],
  },
  {
    id: 'd8-fr-plan-autorisation-demandee-prefecture',
    documentType: 'business_plan',
    text: `Développement
L'autorisation d'exploiter le nouvel entrepôt a été demandée à la préfecture ; la réponse n'est pas encore arrivée.
Chiffre d'affaires 2025 : 900 k€.`,
    present: ['pending-licence'],
    absent: [],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'd8-fr-deck-commence-annee-perdu-boutiques',
    documentType: 'pitch_deck',
    text: `Clients
Nous avons commencé l'année avec 1 200 boutiques abonnées et en avons perdu 560 en douze mois.
Chiffre d'affaires 2025 : 600 k€.`,
    present: ['high-churn'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-deck-retention-cohorte-apres-12-mois',
    documentType: 'pitch_deck',
    text: `Fidélité
Rétention des clients de la cohorte 2024 après 12 mois : 48 %.
Chiffre d'affaires 2025 : 1,5 M€.`,
    present: ['high-churn'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'd8-fr-deck-arr-projet-facture-une-seule-fois',
    documentType: 'pitch_deck',
    text: `Revenus récurrents
ARR : 2,1 M€, y compris un projet de 300 k€ facturé une seule fois à la Banque mondiale.`,
    present: ['non-recurring-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-deck-tresorerie-mois-de-charges',
    documentType: 'pitch_deck',
    text: `Situation financière
Trésorerie au 30 septembre : 210 k€, l'équivalent de cinq mois de charges.
Chiffre d'affaires 2025 : 1,3 M€.`,
    present: ['short-runway'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-deck-pas-autre-offre',
    documentType: 'pitch_deck',
    text: `Marché
Il n'y a pas d'autre offre de ce type au Cameroun.
Chiffre d'affaires 2025 : 380 k€.`,
    present: ['no-competition'],
    absent: [],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'd8-fr-deck-client-essentiel-ca',
    documentType: 'pitch_deck',
    text: `Partenaires
Notre principal client, Orabank, assure l'essentiel du chiffre d'affaires.
Chiffre d'affaires 2025 : 2,3 M€.`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-plan-emballages-epouse-administrateur',
    documentType: 'business_plan',
    text: `Fournisseurs
La société achète ses emballages à une entreprise dont l'épouse d'un administrateur détient 70 %, pour 4 000 € par mois.
Chiffre d'affaires 2025 : 1,9 M€.`,
    present: ['related-party'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-legal-etats-financiers-jamais-audites',
    documentType: 'legal_docs',
    text: `Note d'audit juridique
Les états financiers 2024 de la société n'ont jamais été audités.`,
    present: ['audit-opinion'],
    absent: [],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'd8-fr-deck-depenses-nettes-virgule-ca-donne',
    documentType: 'pitch_deck',
    text: `Trésorerie
Trésorerie : 500 k€.
Nous dépensons 360 k€ par trimestre, nets des recettes.
Chiffre d'affaires : 150 k€ par trimestre.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'split'],
  },
];
