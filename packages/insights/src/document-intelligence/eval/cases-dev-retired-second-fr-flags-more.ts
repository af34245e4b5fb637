/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): French texts that
 * carry flags (second part). Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids
 * and labels unchanged since; see cases-dev-retired-second.ts for the protocol it was written under and why it
 * retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondFrenchFlagsMore: readonly RedFlagCase[] = [
  {
    id: 'h2-fr-deck-t2-charges-seul-acteur',
    documentType: 'pitch_deck',
    text: `Chiffres du deuxième trimestre
Au T2, nous avons réalisé 120 k€ de chiffre d'affaires pour 310 k€ de charges.
Trésorerie disponible : 3 M€.
Il n'existe aucune autre solution sur le marché.`,
    present: ['burn-above-revenue', 'no-competition'],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['figures', 'prose'],
  },
  {
    id: 'h2-fr-deck-retention-licence-unique',
    documentType: 'pitch_deck',
    text: `Rétention
Rétention des cohortes à 12 mois : 52 %.
Revenu récurrent annuel : 1,4 M€, dont une licence de 200 k€ vendue une seule fois à un ministère.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'h2-fr-plan-croissance-trois-ans-amm',
    documentType: 'business_plan',
    text: `Prévisions de chiffre d'affaires
| 2025 | 2026 | 2027 | 2028 |
| 1 M€ | 3,5 M€ | 11 M€ | 32 M€ |
Notre demande d'autorisation de mise sur le marché a été déposée auprès de l'autorité de régulation pharmaceutique ; la décision est attendue.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures', 'split'],
  },
  {
    id: 'h2-fr-cr-president-partira-prudhommes',
    documentType: 'business_plan',
    text: `Procès-verbal du conseil du 2 décembre 2025
Le président-fondateur a annoncé qu'il quitterait ses fonctions en juin 2026.
Une procédure prud'homale engagée par un ancien salarié est en cours.
L'ancien directeur commercial, parti en 2024, détient toujours 4 % des actions, qui n'ont jamais été rachetées.
Chiffre d'affaires 2025 : 2,2 M€ ; charges : 1,9 M€.`,
    present: ['founder-departure', 'litigation', 'dead-equity'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-fr-comptes-doute-conseil-obligataire',
    documentType: 'financial_statements',
    text: `Rapport de gestion 2025
Chiffre d'affaires : 6,3 M€ (2024 : 5,8 M€).
Le conseil d'administration exprime un doute sur la capacité de la société à poursuivre son exploitation.
La société est en défaut de paiement sur son emprunt obligataire depuis septembre.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'h2-fr-deck-vingt-semaines',
    documentType: 'pitch_deck',
    text: `Situation financière
Chiffre d'affaires mensuel : 80 k€.
Il nous reste 20 semaines de trésorerie.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h2-fr-deck-deux-tiers-deux-enseignes',
    documentType: 'pitch_deck',
    text: `Clients
Les deux tiers de notre chiffre d'affaires proviennent de deux enseignes, Carrefour et Auchan.
Chiffre d'affaires 2025 : 2,8 M€.
Il n'est pas certain que l'ARTCI autorise la collecte de données de localisation ; cette incertitude réglementaire pèse sur notre feuille de route.`,
    present: ['customer-concentration', 'regulatory'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'modality'],
  },
  {
    id: 'h2-fr-table-cap-moitie-pile',
    documentType: 'legal_docs',
    text: `Répartition du capital après l'opération
| Associé | % |
| Partech Africa | 50 % |
| Fondateurs | 42 % |
| BSPCE | 8 % |`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'h2-fr-dd-fournisseur-epouse-suspension',
    documentType: 'legal_docs',
    text: `Synthèse de l'audit d'acquisition
La société achète ses emballages auprès d'une SARL détenue par l'épouse du directeur général.
L'autorité de régulation des télécommunications a suspendu la licence d'exploitation de la filiale malienne en août 2025.`,
    present: ['related-party', 'regulatory'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-fr-dd-registre-ecart-anciens-salaries',
    documentType: 'legal_docs',
    text: `Note d'audit juridique : capital social
La table de capitalisation n'est pas réconciliée avec le registre des mouvements de titres ; un écart de 38 000 actions subsiste.
Deux anciens salariés, partis en 2023, détiennent toujours 9 % du capital ; leurs actions n'ont pas été rachetées.
Les fondateurs détiennent ensemble 33 %.`,
    present: ['cap-table-complexity', 'dead-equity', 'low-founder-ownership'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'h2-fr-dd-versions-multiples-proparco',
    documentType: 'legal_docs',
    text: `Capital
Plusieurs versions de la table de capitalisation circulent et aucune n'est à jour ; les BSA émis en 2022 n'y figurent pas.
L'actionnaire principal, Proparco, détient 58 % des actions.`,
    present: ['cap-table-complexity', 'investor-control'],
    absent: [],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'h2-fr-comptes-note-continuite-tableau',
    documentType: 'financial_statements',
    text: `Note 1 : continuité d'exploitation
Les administrateurs considèrent qu'il existe un doute important sur la capacité de la société à poursuivre son activité.
| Exercice | 2023 | 2024 | 2025 |
| Chiffre d'affaires (k€) | 2 450 | 2 310 | 1 980 |
| Charges (k€) | 1 900 | 1 850 | 1 800 |`,
    present: ['going-concern', 'declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures', 'split'],
  },
  {
    id: 'h2-fr-plan-ventes-en-lettres',
    documentType: 'business_plan',
    text: `Historique
Nos ventes sont passées d'un million deux cent mille euros en 2024 à neuf cent mille euros en 2025, après la perte du contrat avec la mairie.
Les charges de 2025 se sont élevées à huit cent mille euros.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-fr-comptes-trimestriels-cinq-points',
    documentType: 'financial_statements',
    text: `Comptes trimestriels
Chiffre d'affaires du T3 : 860 k€ (T2 : 820 k€).
Le taux de marge brute est passé de 52 % au T2 à 47 % au T3, sous l'effet de la hausse du prix du cacao.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['figures', 'time'],
  },
  {
    id: 'h2-fr-deck-churn-annuel-prestation-mrr',
    documentType: 'pitch_deck',
    text: `Abonnements
Churn annuel : 50 %.
Le MRR de 70 k€ comprend une prestation exceptionnelle de 12 k€ facturée une seule fois.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'h2-fr-plan-permis-quadrupler',
    documentType: 'business_plan',
    text: `Projet industriel
Le permis de construire de l'usine de Thiès a été demandé en juillet et n'est pas encore accordé.
Chiffre d'affaires 2025 : 650 k€. Nous prévoyons de quadrupler notre chiffre d'affaires l'an prochain.`,
    present: ['pending-licence', 'unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['time', 'prose'],
  },
  {
    id: 'h2-fr-plan-strategie-sonatel-sans-chiffres',
    documentType: 'business_plan',
    text: `Plan stratégique
Notre principal client, la Sonatel, représente l'essentiel de notre activité.
Nous visons trois nouveaux opérateurs d'ici 2027 et une présence dans cinq pays.`,
    present: ['missing-financials', 'customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-fr-deck-retour-en-un-mois',
    documentType: 'pitch_deck',
    text: `Économie unitaire
Chaque client nous rapporte 45 € de marge brute par mois pour un coût d'acquisition de 225 €, soit un coût d'acquisition remboursé en un mois.
Chiffre d'affaires 2025 : 1,3 M€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h2-fr-deck-marge-par-commande',
    documentType: 'pitch_deck',
    text: `Chaque commande est rentable : marge positive de 1,50 € par commande.
Panier moyen : 18 € ; coût des produits : 12 € ; livraison : 5 € ; emballage : 1,20 €.
Chiffre d'affaires 2025 : 2,1 M€.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'list'],
  },
];
