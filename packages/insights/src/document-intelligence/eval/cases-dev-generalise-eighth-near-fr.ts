/**
 * Development set, eighth round, near-misses in French (2026-11-28): texts that tempt the readers changed for
 * the retired second held-out set's phenomena without carrying their flag (consistent paybacks and ratios, an
 * order's costs below its value, registers that agree, leavers bought out, modest targets and projection tables,
 * doubts that are not about a regulator, registrations renewed, stable margins, markets rather than customers,
 * list items under the thresholds, cases dismissed, runways past, arrears paid, information-rights clauses),
 * written and labelled from the labelling guide (held-out.ts) before any rule was changed for them. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthNearMissesFrench: readonly RedFlagCase[] = [
  {
    id: 'd8-fr-near-cac-amorti-coherent',
    documentType: 'pitch_deck',
    text: `Acquisition
Notre CAC de 200 € est amorti en huit mois : chaque client génère 28 € de marge brute par mois.
Chiffre d'affaires 2025 : 1 M€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'd8-fr-near-duree-de-vie-coherente',
    documentType: 'business_plan',
    text: `Économie unitaire
Coût d'acquisition client : 150 €. Revenu moyen par client : 12 € par mois, marge brute de 55 %.
Durée de vie moyenne d'un client : 40 mois.
Ratio LTV/CAC : 1,7.
Chiffre d'affaires 2025 : 640 k€.`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'd8-fr-near-panier-couts-inferieurs',
    documentType: 'pitch_deck',
    text: `Une commande
Panier moyen : 40 € ; coût des produits : 22 € ; livraison : 6 € ; emballage : 1 €.
Chiffre d'affaires 2025 : 2,5 M€.`,
    present: [],
    absent: ['unit-economics', 'burn-above-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'd8-fr-near-registre-concorde',
    documentType: 'legal_docs',
    text: `Capital social
Le registre des mouvements de titres concorde avec la table de capitalisation au 30 juin 2025.`,
    present: [],
    absent: ['cap-table-complexity'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'd8-fr-near-parti-actions-rachetees',
    documentType: 'business_plan',
    text: `Équipe
Le cofondateur M. Kaboré est parti en 2023 ; ses actions ont été rachetées par la société.
Chiffre d'affaires 2025 : 800 k€.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-near-objectif-raisonnable',
    documentType: 'pitch_deck',
    text: `Trajectoire
Chiffre d'affaires 2025 : 1,5 M€
Objectif 2026 : 3,3 M€`,
    present: [],
    absent: ['unrealistic-growth'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-fr-near-on-ne-sait-pas-commandes',
    documentType: 'pitch_deck',
    text: `Perspectives
On ne sait pas encore si les distributeurs renouvelleront leurs commandes en 2026.
Chiffre d'affaires 2025 : 700 k€.`,
    present: [],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'd8-fr-near-liste-premier-client-sous',
    documentType: 'pitch_deck',
    text: `Chiffres clés :
- Premier client : 18 % des ventes
- Marge brute : 64 %
- Rétention à 12 mois : 71 %
- Chiffre d'affaires 2025 : 2,2 M€`,
    present: [],
    absent: ['customer-concentration', 'high-churn'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'd8-fr-near-court-terme',
    documentType: 'business_plan',
    text: `Priorités
Notre objectif à court terme est d'ouvrir deux entrepôts à Thiès.
Chiffre d'affaires 2025 : 900 k€.`,
    present: [],
    absent: ['litigation'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'd8-fr-near-autorisation-demandee-obtenue',
    documentType: 'business_plan',
    text: `Développement
L'autorisation d'exploiter l'entrepôt a été demandée en janvier et obtenue en mars.
Chiffre d'affaires 2025 : 900 k€.`,
    present: [],
    absent: ['pending-licence'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'd8-fr-near-retention-cohorte-haute',
    documentType: 'pitch_deck',
    text: `Fidélité
Rétention des clients de la cohorte 2024 après 12 mois : 78 %.
Chiffre d'affaires 2025 : 1,5 M€.`,
    present: [],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'd8-fr-near-tresorerie-mois-de-charges-longue',
    documentType: 'pitch_deck',
    text: `Situation financière
Trésorerie : 1,2 M€, l'équivalent de 18 mois de charges.
Chiffre d'affaires 2025 : 1,3 M€.`,
    present: [],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'd8-fr-near-seuls-mais-alternatives',
    documentType: 'pitch_deck',
    text: `Concurrence
Nous sommes les seuls à livrer les pharmacies rurales du Bénin ; deux grossistes restent néanmoins des alternatives crédibles.
Chiffre d'affaires 2025 : 450 k€.`,
    present: [],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-near-piste-passee-depuis',
    documentType: 'business_plan',
    text: `Nouvelles du trimestre
Au printemps, nous avions trois mois de trésorerie devant nous ; depuis la levée de juin, nous en avons 14.
Chiffre d'affaires mensuel : 90 k€ ; consommation nette : 60 k€ par mois.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'd8-fr-near-cotisations-payees',
    documentType: 'financial_statements',
    text: `Note 9 : dettes sociales
Les cotisations sociales impayées de 2023 ont été payées en janvier 2024 ; nous sommes à jour depuis.
Chiffre d'affaires : 3,2 M€ ; charges : 2,9 M€.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'd8-fr-near-arriere-loyers-regle',
    documentType: 'financial_statements',
    text: `Note 12 : fournisseurs
L'arriéré de loyers a été réglé en totalité en mai 2025.
Chiffre d'affaires : 1,8 M€ ; charges : 1,6 M€.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'd8-fr-near-legal-comptes-audites',
    documentType: 'legal_docs',
    text: `Note d'audit juridique
Les états financiers 2024 ont été audités et certifiés sans réserve.`,
    present: [],
    absent: ['audit-opinion'],
    language: 'fr',
    traits: ['prose'],
  },
];
