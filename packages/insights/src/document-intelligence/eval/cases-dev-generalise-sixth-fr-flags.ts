/**
 * Development set, sixth round, French: the texts that carry a flag (the round's texts and how they were written: cases-dev-generalise-sixth-fr.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSixthFrenchFlags: readonly RedFlagCase[] = [
  {
    id: 'sixth-fr-deck-moitie-client',
    documentType: 'pitch_deck',
    text: `Traction
Un seul client, Carrefour Côte d'Ivoire, pèse près de la moitié de notre chiffre d'affaires.
Chiffre d'affaires 2025 : 1,2 M€ ; charges mensuelles : environ 70 k€.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['words'],
  },
  {
    id: 'sixth-fr-tresorerie-mois',
    documentType: 'financial_statements',
    text: `Situation de trésorerie au 30 septembre 2025
Trésorerie disponible : 420 k€
Consommation nette mensuelle moyenne : 85\u00a0000\u00a0€
Chiffre d'affaires mensuel : 120 k€`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'list'],
  },
  {
    id: 'sixth-fr-compte-resultat-baisse',
    documentType: 'financial_statements',
    text: `Compte de résultat simplifié
| | 2024 | 2025 |
| Chiffre d'affaires | 1 200 000 EUR | 1 050 000 EUR |
| Coût des ventes | 600 000 EUR | 520 000 EUR |
| Charges d'exploitation | 410 000 EUR | 400 000 EUR |`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-fr-note-cto-quitte',
    documentType: 'business_plan',
    text: `Note au conseil d'administration
Moussa Ndiaye, cofondateur et directeur technique, quittera la société à la fin du trimestre pour des raisons personnelles. Le recrutement de son successeur est lancé.
CA du troisième trimestre : 310 k€, contre 280 k€ au deuxième.`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-assignation-distributeur',
    documentType: 'legal_docs',
    text: `Audit juridique - contentieux
Un ancien distributeur a assigné la société devant le tribunal de commerce de Dakar et réclame 85 millions de FCFA de commissions. L'audience est fixée au 14 mars ; aucune transaction n'a été conclue.`,
    present: ['litigation'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-sci-epouse',
    documentType: 'legal_docs',
    text: `Conventions réglementées
Les bureaux d'Abidjan sont loués à la SCI Les Palmiers, détenue par l'épouse du président, pour 3 500 € par mois.`,
    present: ['related-party'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-cac-reserve-stocks',
    documentType: 'financial_statements',
    text: `Rapport du commissaire aux comptes sur les comptes annuels 2024
Nous certifions, sous la réserve décrite ci-après, que les comptes annuels sont réguliers et sincères. Nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre.
Chiffre d'affaires : 3,4 M€ (2023 : 2,9 M€).`,
    present: ['audit-opinion'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-annexe-continuite',
    documentType: 'financial_statements',
    text: `Annexe - continuité d'exploitation
Les capitaux propres sont devenus inférieurs à la moitié du capital social. Les dirigeants indiquent qu'il existe une incertitude significative sur la capacité de la société à poursuivre son exploitation, qui dépend de la réussite de la levée en cours.
Chiffre d'affaires de l'exercice : 860 000 €.`,
    present: ['going-concern'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-retard-urssaf',
    documentType: 'business_plan',
    text: `Point trésorerie pour le conseil
Nous avons accumulé un retard de paiement de TVA et de cotisations URSSAF de 95 k€ ; un échéancier est en cours de négociation avec l'administration.
CA mensuel : 140 k€ ; charges mensuelles : 130 k€.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-resiliations-mois',
    documentType: 'business_plan',
    text: `Abonnés
Sur 800 abonnés au 1er janvier, 60 ont résilié au cours du mois ; février a été comparable (58 résiliations).
Revenus d'abonnement du trimestre : 96 000 €.`,
    present: ['high-churn'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'sixth-fr-agrement-en-instruction',
    documentType: 'pitch_deck',
    text: `Réglementation
Nous avons déposé en mars une demande d'agrément d'établissement de paiement auprès de la BCEAO ; le dossier est toujours en cours d'instruction.
CA 2025 : 450 millions de FCFA.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-amende-regulateur',
    documentType: 'business_plan',
    text: `Note aux investisseurs
L'autorité de régulation des télécommunications nous a infligé en octobre une amende de 40 millions de FCFA pour défaut d'identification des abonnés.
Chiffre d'affaires du trimestre : 610 millions de FCFA.`,
    present: ['regulatory'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-previsionnel-table',
    documentType: 'business_plan',
    text: `Prévisionnel
| | 2026 | 2027 | 2028 |
| Chiffre d'affaires | 300 k€ | 1,5 M€ | 6 M€ |
| Effectif | 9 | 25 | 60 |`,
    present: ['unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-fr-cap-fonds-majoritaire',
    documentType: 'legal_docs',
    text: `Table de capitalisation après l'opération
| Associé | % du capital dilué |
| Fondateurs (2) | 35 % |
| Fonds Partech Africa | 52 % |
| BSPCE | 13 % |`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-fr-aucun-concurrent',
    documentType: 'pitch_deck',
    text: `Concurrence
Nous n'avons aucun concurrent : personne ne propose l'assurance récolte indexée aux petits producteurs de cacao.
CA 2025 : 180 k€.`,
    present: ['no-competition'],
    absent: [],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'sixth-fr-cmv-depasse-ca',
    documentType: 'financial_statements',
    text: `Comptes 2025
Le coût des marchandises vendues (1,4 M€) dépasse le chiffre d'affaires (1,1 M€), du fait des promotions de lancement.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'sixth-fr-depense-mensuelle',
    documentType: 'business_plan',
    text: `Courriel aux actionnaires
Nous dépensons 180 k€ par mois pour un chiffre d'affaires mensuel de 110 k€. La trésorerie, de 2,5 M€ après l'augmentation de capital, nous laisse une marge confortable.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'sixth-fr-arr-prestation-ponctuelle',
    documentType: 'business_plan',
    text: `Point mensuel
Notre ARR atteint 2,1 M€. Il inclut une prestation ponctuelle de 300 k€ réalisée pour le ministère de la Santé, comptée avec les abonnements.
Charges mensuelles : 150 k€.`,
    present: ['non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-cofondateur-parti-parts',
    documentType: 'business_plan',
    text: `Actionnariat
Paul Mensah, cofondateur parti en 2024, détient toujours 18 % du capital ; aucun rachat de ses actions n'a été convenu.
CA 2025 : 640 k€.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'time'],
  },
  {
    id: 'sixth-fr-table-non-rapprochee',
    documentType: 'legal_docs',
    text: `Audit juridique - titres
La table de capitalisation n'est pas à jour : plusieurs BSA émis en 2022 n'ont jamais été rapprochés du registre des mouvements de titres.`,
    present: ['cap-table-complexity'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'sixth-fr-deck-sans-chiffres',
    documentType: 'pitch_deck',
    text: `Problème : les pharmacies de Kinshasa manquent de stock une semaine sur trois.
Solution : une place de marché B2B avec livraison en 24 h.
Équipe : anciens de Jumia et de Bolloré.
Marché : 1,2 milliard de dollars.
Besoin : 800 k€ en amorçage.`,
    present: ['missing-financials'],
    absent: [],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'sixth-fr-comptes-non-audites',
    documentType: 'financial_statements',
    text: `Comptes annuels 2025 (non audités)
Chiffre d'affaires : 2 400 000 € (2024 : 1 900 000 €)
Charges d'exploitation : 2 100 000 €`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'sixth-fr-consommation-trimestrielle',
    documentType: 'financial_statements',
    text: `Tableau de bord trimestriel
Trésorerie : 600 000 €
Consommation de trésorerie du trimestre : 450 000 €
Chiffre d'affaires du trimestre : 520 000 €`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'list'],
  },
  {
    id: 'sixth-fr-ventes-recul-quart',
    documentType: 'pitch_deck',
    text: `Bilan de l'année
Nos ventes ont reculé d'un quart en 2025, à 900 k€, après la perte du contrat avec la SNCF.
Charges annuelles : 850 k€.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['words'],
  },
  {
    id: 'sixth-fr-marge-brute-recul',
    documentType: 'financial_statements',
    text: `Indicateurs clés
| | 2024 | 2025 |
| Chiffre d'affaires | 2,0 M€ | 2,4 M€ |
| Marge brute | 46 % | 39 % |`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-fr-courriel-trimestre-difficile',
    documentType: 'business_plan',
    text: `Objet : point du trimestre
Bonjour à tous,
Le chiffre d'affaires du trimestre est de 210 k€, contre 260 k€ le trimestre précédent. Notre directrice financière a démissionné fin octobre.
Nous avons 300 k€ en banque et brûlons environ 95 k€ par mois.`,
    present: ['declining-revenue', 'founder-departure', 'short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
];
