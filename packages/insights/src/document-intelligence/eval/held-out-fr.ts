/**
 * The red-flag reader's HELD-OUT set (written 2026-11-26), French texts: decks, data-room notes and
 * founder letters from francophone Africa, with French money ("1,2 M€", "120 k€", "85 000 €",
 * "1 200 000 EUR", FCFA). Written and labelled before any rule was changed, from the classes'
 * definitions only (held-out.ts). Never tune a rule on these texts.
 */
import type { RedFlagCase } from './case';

export const heldOutFrench: readonly RedFlagCase[] = [
  {
    id: 'ho26-fr-abidjan-charges-mensuelles',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['figures', 'split'],
    text: `Indicateurs clés, septembre 2026
Chiffre d'affaires mensuel :
48 k€
Charges mensuelles :
95 k€
L'équipe passe de 12 à 20 personnes pour ouvrir Bouaké.`,
  },
  {
    id: 'ho26-fr-dakar-tresorerie-consommation',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'indirect'],
    text: `Situation financière. Trésorerie disponible au 30 septembre : 1,2 M€. Consommation nette de
trésorerie : 210 k€ par mois. Chiffre d'affaires 2025 : 3 400 000 EUR, en hausse de 40 %.`,
  },
  {
    id: 'ho26-fr-ouaga-ca-fcfa-baisse',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'split'],
    text: `Historique du chiffre d'affaires (en millions FCFA)
- 2023 : 845
- 2024 : 790
- 2025 : 612
Charges d'exploitation 2025 : 540 millions FCFA.`,
  },
  {
    id: 'ho26-fr-cotonou-echeances-impayees',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['debt-distress'],
    absent: ['going-concern'],
    traits: ['prose', 'indirect'],
    text: `Note 12 – Emprunts. Deux échéances du prêt consenti par la BOA (85 000 € chacune) restent impayées
depuis juin 2026 ; un rééchelonnement est en discussion. Chiffre d'affaires de l'exercice : 2,1 M€ ;
charges d'exploitation : 1,9 M€.`,
  },
  {
    id: 'ho26-fr-abidjan-operateur-moitie',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['customer-concentration'],
    absent: ['related-party'],
    traits: ['indirect', 'figures'],
    text: `Clients
Orange Côte d'Ivoire représente à elle seule près de la moitié de notre chiffre d'affaires
(1,1 M€ sur 2,3 M€ en 2025). Charges 2025 : 2,0 M€.`,
  },
  {
    id: 'ho26-fr-douala-cto-parti',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['time', 'prose'],
    text: `Lettre aux actionnaires, octobre 2026.
Notre cofondateur et directeur technique, Paul Ekambi, a quitté l'entreprise en juillet ; ses actions
ont été rachetées par la société. Le recrutement de son successeur est en cours.
CA du troisième trimestre : 420 k€ ; charges : 380 k€.`,
  },
  {
    id: 'ho26-fr-dakar-assignation-tribunal',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose'],
    text: `Note juridique de la salle de données.
Un ancien partenaire logistique a assigné la société devant le tribunal de commerce de Dakar en
mars 2026 et réclame 120 k€ de dommages et intérêts. L'affaire est pendante ; aucune date de jugement
n'est fixée.`,
  },
  {
    id: 'ho26-fr-lome-entrepot-frere',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['related-party'],
    absent: ['litigation'],
    traits: ['indirect', 'figures'],
    text: `Conventions réglementées. L'entrepôt de Lomé est loué à une SCI détenue par le frère du directeur
général, pour 4 500 € par mois. Chiffre d'affaires 2025 : 1 200 000 EUR ; charges : 1 050 000 EUR.`,
  },
  {
    id: 'ho26-fr-tunis-reserve-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'going-concern'],
    absent: ['debt-distress'],
    traits: ['prose', 'modality'],
    text: `Rapport du commissaire aux comptes sur l'exercice 2025.
Nous certifions les comptes avec une réserve sur la valorisation des stocks, que nous n'avons pu vérifier.
Sans remettre en cause cette opinion, nous attirons votre attention sur l'existence d'une incertitude
significative sur la continuité d'exploitation. Chiffre d'affaires : 5,8 M TND (2024 : 5,1 M TND).`,
  },
  {
    id: 'ho26-fr-bamako-cout-des-ventes',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['figures', 'split'],
    text: `Économie du produit, 2025
Chiffre d'affaires : 590 k€
Coût des ventes : 640 k€
L'achat groupé des kits solaires doit faire baisser le coût unitaire en 2027.`,
  },
  {
    id: 'ho26-fr-dakar-attrition-agrement',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['high-churn', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['figures', 'list', 'time'],
    text: `Indicateurs
- Revenu mensuel récurrent : 62 k€ ; charges mensuelles : 55 k€
- Taux d'attrition mensuel moyen sur six mois : 7 %
Réglementation : notre demande d'agrément d'établissement de paiement auprès de la BCEAO, déposée en
février 2026, est en cours d'instruction.`,
  },
  {
    id: 'ho26-fr-casablanca-projections-fondateurs',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'split'],
    text: `Prévisions de chiffre d'affaires
2026 : 120 k€
2027 : 900 k€
2028 : 4,5 M€
Charges 2026 : 110 k€.
Actionnariat : les deux fondateurs détiennent ensemble 32 % du capital, le reste étant réparti entre
quatre fonds (aucun au-dessus de 25 %) et le plan de BSPCE.`,
  },
  {
    id: 'ho26-fr-abidjan-artci-suspension',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['time', 'prose'],
    text: `Point réglementaire
L'ARTCI a suspendu notre autorisation d'exploitation pour trois mois en septembre 2026 ; la suspension
court toujours. Chiffre d'affaires mensuel : 85 000 € ; charges mensuelles : 78 000 €.`,
  },
  {
    id: 'ho26-fr-kinshasa-arr-subvention',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'figures'],
    text: `Revenus
Nos revenus récurrents annuels (ARR) de 1 200 000 EUR incluent une subvention ponctuelle de 300 000 EUR
versée par l'AFD en 2026. Charges annuelles : 800 000 EUR.`,
  },
  {
    id: 'ho26-fr-clean-pas-en-defaut',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'related-party'],
    traits: ['negation', 'figures'],
    text: `Endettement. La société n'est pas en défaut de paiement : toutes les échéances du prêt Ecobank ont été
honorées à leur date. Aucune convention avec une partie liée n'a été conclue en 2025.
Chiffre d'affaires 2025 : 2 400 000 EUR ; charges : 1 900 000 EUR.`,
  },
  {
    id: 'ho26-fr-clean-pourrait-contentieux',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['litigation', 'founder-departure'],
    traits: ['modality'],
    text: `Facteurs de risque. La société pourrait faire l'objet d'un contentieux si un concurrent contestait
notre brevet ; aucune procédure n'est engagée à ce jour. Un départ éventuel d'un fondateur serait
couvert par une assurance homme clé. CA 2025 : 1,6 M€ ; charges 1,4 M€.`,
  },
  {
    id: 'ho26-fr-clean-ca-en-hausse',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['declining-revenue', 'unrealistic-growth'],
    traits: ['table', 'figures'],
    text: `Chiffre d'affaires (k€)
2023   2024   2025
410    620    880
Charges d'exploitation 2025 : 700 k€.`,
  },
  {
    id: 'ho26-fr-clean-tresorerie-longue',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures'],
    text: `Trésorerie. Nous disposons de 2,4 M€ de trésorerie, soit 26 mois au rythme actuel des dépenses.
Chiffre d'affaires 2025 : 1,6 M€, avec un résultat d'exploitation positif de 120 k€.`,
  },
  {
    id: 'ho26-fr-clean-agrement-obtenu',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'high-churn'],
    traits: ['time'],
    text: `Réglementation et rétention
L'agrément d'établissement de monnaie électronique a été délivré par la BCEAO en mars 2026.
Attrition mensuelle : 2 %. Revenu mensuel : 140 k€ ; charges mensuelles : 120 k€.`,
  },
  {
    id: 'ho26-fr-clean-actionnariat-sain',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'customer-concentration', 'gross-margin'],
    traits: ['list', 'negation'],
    text: `Actionnariat et clients
- Fondateurs : 58 %
- Investisseurs : 34 %
- BSPCE : 8 %
Aucun client ne dépasse 10 % du chiffre d'affaires. Marge brute 2025 : 45 % (2024 : 44 %).
Chiffre d'affaires 2025 : 3,2 M€ ; charges 2,9 M€.`,
  },
  {
    id: 'ho26-fr-clean-aucun-litige',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'cap-table-complexity', 'dead-equity'],
    traits: ['negation'],
    text: `Note de synthèse juridique.
Aucun litige n'est en cours et aucune procédure n'a été engagée contre la société.
La table de capitalisation est à jour et concorde avec le registre des mouvements de titres.
Aucun ancien associé ne détient d'actions.`,
  },
];
