/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): French texts that
 * carry flags (first part). Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids
 * and labels unchanged since; see cases-dev-retired-second.ts for the protocol it was written under and why it
 * retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondFrenchFlags: readonly RedFlagCase[] = [
  {
    id: 'h2-fr-deck-operateur-un-client',
    documentType: 'pitch_deck',
    text: `Traction
Chiffre d'affaires 2025 : 2,4 M€ (2024 : 1,8 M€)
Orange Côte d'Ivoire représente à lui seul 41 % du chiffre d'affaires.
Marge brute : 48 %.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-fr-cr-conseil-cto-parti',
    documentType: 'business_plan',
    text: `Compte rendu du conseil d'administration du 20 octobre 2025
Le directeur technique et cofondateur, M. Diallo, a quitté la société le 15 septembre.
Ses actions, soit 15 % du capital, n'ont pas été rachetées et restent inscrites à son nom.
Chiffre d'affaires du troisième trimestre : 310 k€, en hausse de 12 %.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-fr-comptes-refus-certifier-continuite',
    documentType: 'financial_statements',
    text: `Comptes annuels 2025
Le commissaire aux comptes a refusé de certifier les comptes de l'exercice.
Note 2 : il existe une incertitude significative sur la continuité d'exploitation de la société.
Chiffre d'affaires : 4,1 M€ ; charges d'exploitation : 3,8 M€.`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'h2-fr-mail-tresorerie-cotisations',
    documentType: 'business_plan',
    text: `Objet : point mensuel aux investisseurs
Bonjour à tous,
Trésorerie au 31 octobre : 240 k€. Consommation nette : 45 k€ par mois.
Chiffre d'affaires mensuel : 60 k€.
Nous avons deux mois de retard sur les cotisations sociales et un échéancier est en discussion avec l'URSSAF.
Bien à vous, Awa`,
    present: ['short-runway', 'debt-distress'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['indirect', 'figures', 'prose'],
  },
  {
    id: 'h2-fr-term-sheet-fonds-majoritaire',
    documentType: 'legal_docs',
    text: `Lettre d'intention : principaux termes
Investisseur : Amethis Fund III
À l'issue de l'opération, l'Investisseur détiendra 55 % du capital sur une base entièrement diluée.
Les deux fondateurs conserveront ensemble 30 % ; le solde sera réservé aux BSPCE.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['term-sheet', 'figures'],
  },
  {
    id: 'h2-fr-table-cap-fondateurs-trente-sept',
    documentType: 'legal_docs',
    text: `Table de capitalisation au 1er septembre 2025
| Actionnaire | Actions | % |
| Fatou Ndiaye (présidente, fondatrice) | 22 000 | 22 % |
| Ibrahima Sow (directeur général, cofondateur) | 15 000 | 15 % |
| Bpifrance | 18 000 | 18 % |
| Business angels | 25 000 | 25 % |
| BSPCE | 20 000 | 20 % |`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['table', 'indirect', 'figures'],
  },
  {
    id: 'h2-fr-dd-litige-bail-pere',
    documentType: 'legal_docs',
    text: `Note d'audit juridique
Contentieux : un litige oppose la société à son ancien distributeur devant le tribunal de commerce de Dakar ; l'affaire est pendante.
Immobilier : le bail des locaux est conclu avec une SCI détenue par le père du président.`,
    present: ['litigation', 'related-party'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-fr-deck-aucun-concurrent-quintuple',
    documentType: 'pitch_deck',
    text: `Concurrence : nous n'avons aucun concurrent sur ce marché.
Chiffre d'affaires 2025 : 180 k€
Objectif 2026 : 900 k€`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'h2-fr-comptes-marge-recul',
    documentType: 'financial_statements',
    text: `Comptes de résultat résumés
Chiffre d'affaires 2025 : 3,2 M€ (2024 : 2,9 M€)
Taux de marge brute : 38 % en 2025 contre 46 % en 2024.
Résultat d'exploitation : 210 k€.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'time'],
  },
  {
    id: 'h2-fr-deck-attrition-mensuelle',
    documentType: 'pitch_deck',
    text: `Indicateurs
- MRR : 95 k€
- Taux d'attrition mensuel : 6 %
- Aucun concurrent.`,
    present: ['high-churn', 'no-competition'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-fr-plan-ltv-contredit-agence-frere',
    documentType: 'business_plan',
    text: `Économie unitaire
Coût d'acquisition client : 900 €. Panier moyen : 20 € par mois, avec une marge brute de 40 %.
Durée de vie moyenne d'un client : 30 mois.
Nous revendiquons un ratio LTV/CAC de 3.
Le logiciel est développé par une agence appartenant au frère du fondateur, facturée 15 k€ par mois.
Chiffre d'affaires 2025 : 520 k€.`,
    present: ['unit-economics', 'related-party'],
    absent: ['high-churn'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h2-fr-deck-agrement-bceao',
    documentType: 'pitch_deck',
    text: `Réglementation
Notre demande d'agrément d'établissement de paiement auprès de la BCEAO a été déposée en mars 2025 ; elle est toujours en cours d'instruction.
Chiffre d'affaires 2025 : 1,1 M€.`,
    present: ['pending-licence'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'time'],
  },
  {
    id: 'h2-fr-cr-amende-cnil-arr-ponctuel',
    documentType: 'business_plan',
    text: `Note au conseil
La CNIL nous a infligé une amende de 150 000 € en juin pour conservation excessive de données.
L'ARR de 2,1 M€ inclut 400 k€ de frais d'intégration ponctuels facturés une seule fois à un grand compte.
Charges annuelles : 1,7 M€.`,
    present: ['regulatory', 'non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h2-fr-comptes-dettes-echues-assignation',
    documentType: 'financial_statements',
    text: `Annexe aux comptes 2025
Chiffre d'affaires : 5,6 M€ ; charges totales : 5,2 M€.
Dettes fiscales et sociales échues et impayées : 320 000 € (URSSAF et TVA).
Le prêt Bpifrance n'a pas été remboursé aux échéances de juillet et d'août.
Un fournisseur a assigné la société en paiement ; l'audience est fixée au 12 février.`,
    present: ['debt-distress', 'litigation'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'prose'],
  },
  {
    id: 'h2-fr-deck-vision-sans-chiffres',
    documentType: 'pitch_deck',
    text: `1. Notre vision : rendre l'assurance santé accessible à chaque commerçant d'Abidjan
2. Le marché : 3 Md€ de primes potentielles en Afrique de l'Ouest
3. L'équipe : une actuaire, un ancien de Wave et un médecin
4. Notre levée : 1,5 M€`,
    present: ['missing-financials'],
    absent: [],
    language: 'fr',
    traits: ['list'],
  },
  {
    id: 'h2-fr-plan-feuille-route-daf-depart',
    documentType: 'business_plan',
    text: `Plan stratégique 2026-2028
2026 : ouverture de Bamako et de Ouagadougou.
2027 : lancement de l'offre de crédit aux agriculteurs.
Équipe : notre directrice financière a annoncé son départ pour la fin de l'année ; le recrutement de sa remplaçante est lancé.`,
    present: ['missing-financials', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['list', 'time'],
  },
  {
    id: 'h2-fr-mail-trimestre-en-baisse',
    documentType: 'business_plan',
    text: `Point trimestriel aux actionnaires
Le chiffre d'affaires du troisième trimestre s'établit à 410 k€, contre 495 k€ au deuxième trimestre.
Trésorerie : 1,6 M€ ; consommation nette : 90 k€ par mois.`,
    present: ['declining-revenue'],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'h2-fr-comptes-non-audites-achats-superieurs',
    documentType: 'financial_statements',
    text: `Comptes non audités au 30 juin 2025
Chiffre d'affaires : 1,9 M€
Achats consommés : 2,3 M€
Trésorerie : 150 k€, soit environ trois mois d'activité au rythme actuel.`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: [],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
];
