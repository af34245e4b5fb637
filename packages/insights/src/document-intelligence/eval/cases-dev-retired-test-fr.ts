/**
 * Development texts (French texts) that were the red-flag reader's test set until 2026-11-26. They were written
 * and labelled before tuning, measured once, then read (their misses were looked at), so they no longer
 * estimate the reader on new text: they are development data now, and the held-out set is held-out.ts.
 */
import type { RedFlagCase } from './case';

export const testCasesFrench: readonly RedFlagCase[] = [
  {
    id: 'test-fr-deux-tiers-un-client',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['indirect'],
    text: `KiosquePay équipe les boutiques de Dakar d'un terminal de paiement mobile.
Les deux tiers de notre chiffre d'affaires proviennent d'un seul client, Orange Sénégal.
Chiffre d'affaires mensuel de 45 millions FCFA, charges mensuelles de 38 millions FCFA.`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-cofondateur-parti',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose'],
    text: `Note d'investissement : AgriLink, Abidjan.
Le cofondateur et directeur technique a quitté l'entreprise en septembre pour rejoindre une banque.
Chiffre d'affaires de 600 millions FCFA en 2024 pour des charges d'exploitation de 520 millions FCFA.`,
    present: ['founder-departure'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-tresorerie-et-consommation',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures', 'list'],
    text: `Situation financière au 30 juin 2025
- Trésorerie : 1,2 M€
- Consommation mensuelle de trésorerie : 150 k€
- Chiffre d'affaires mensuel : 60 k€
La société prépare une levée de fonds pour l'automne.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'test-fr-cout-des-ventes-superieur',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['figures', 'table'],
    text: `Compte de résultat de Lait du Sahel SARL, exercice 2024 (comptes certifiés sans réserve)
Poste | Montant
Chiffre d'affaires | 85 000 000 FCFA
Coût des ventes | 97 000 000 FCFA
Marge brute | -12 000 000 FCFA`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion'],
  },
  {
    id: 'test-fr-litige-tribunal-de-commerce',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['prose'],
    text: `LivrExpress livre les commerçants d'Abidjan en moins de deux heures.
Un litige commercial nous oppose à un ancien distributeur devant le tribunal de commerce d'Abidjan.
Chiffre d'affaires mensuel de 70 millions FCFA, charges mensuelles de 62 millions FCFA.`,
    present: ['litigation'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-aucune-procedure',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['negation'],
    text: `LivrExpress livre les commerçants d'Abidjan en moins de deux heures.
La société n'est partie à aucune procédure judiciaire ou arbitrale.
Chiffre d'affaires mensuel de 75 millions FCFA, charges mensuelles de 63 millions FCFA.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-echeances-impayees',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['indirect'],
    text: `Note d'investissement : Boulangeries Réunies, Yaoundé.
La société n'a pas honoré deux échéances de son prêt auprès de la banque en 2025.
Chiffre d'affaires de 40 millions FCFA par mois pour des charges de 37 millions FCFA par mois.`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-pas-en-defaut',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['negation'],
    text: `Note d'investissement : Boulangeries Réunies, Yaoundé.
La société n'est pas en défaut sur ses emprunts et respecte tous ses covenants bancaires.
Chiffre d'affaires de 42 millions FCFA par mois pour des charges de 36 millions FCFA par mois.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-agrement-en-instruction',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['indirect'],
    text: `TransfertFacile permet d'envoyer de l'argent de France vers le Mali.
Notre demande d'agrément d'établissement de paiement auprès de la BCEAO est en cours d'instruction.
Chiffre d'affaires mensuel de 90 000 €, charges mensuelles de 80 000 €.`,
    present: ['pending-licence'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-croissance-irrealiste',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['figures'],
    text: `ÉcoBrique fabrique des briques en terre compressée à Ouagadougou.
Nous prévoyons un chiffre d'affaires de 200 000 € en 2025 et de 5 M€ en 2027.
Chiffre d'affaires mensuel actuel de 15 000 €, charges mensuelles de 12 000 €.`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-attrition-neuf-pour-cent',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['figures'],
    text: `CinéMobile propose des films africains en streaming par abonnement.
Le taux d'attrition mensuel des abonnés est de 9 %.
Chiffre d'affaires mensuel de 120 000 €, charges mensuelles de 110 000 €.`,
    present: ['high-churn'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-attrition-en-baisse',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['time'],
    text: `CinéMobile propose des films africains en streaming par abonnement.
Le taux d'attrition mensuel est passé de 10 % en janvier à 3 % en juin.
Chiffre d'affaires mensuel de 130 000 €, charges mensuelles de 110 000 €.`,
    present: [],
    absent: ['high-churn', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-fondateurs-minoritaires',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures'],
    text: `Note d'investissement : SantéPlus, téléconsultation au Maroc.
Les fondateurs détiennent ensemble 31 % du capital après la série A.
Chiffre d'affaires de 2 millions MAD par mois pour des charges de 1,8 million MAD par mois.`,
    present: ['low-founder-ownership'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-investisseur-majoritaire',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['term-sheet'],
    text: `Lettre d'intention : augmentation de capital de Tamaris Logistique SAS.
Montant : 3 000 000 € souscrits par le Fonds.
À l'issue de l'opération, le Fonds détiendra 55 % du capital social et des droits de vote.`,
    present: ['investor-control'],
    absent: [],
  },
  {
    id: 'test-fr-aucun-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['prose'],
    text: `SéchoirSolaire vend des séchoirs solaires aux coopératives de mangues.
Nous n'avons aucun concurrent en Afrique de l'Ouest.
Notre équipe réunit des ingénieurs et des agronomes.`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
  },
  {
    id: 'test-fr-comptes-non-audites',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['prose'],
    text: `Comptes de gestion non audités de Pêcheries du Littoral SA pour l'exercice 2024.
Chiffre d'affaires de 1 450 000 000 FCFA (2023 : 1 300 000 000 FCFA).
Charges d'exploitation de 1 320 000 000 FCFA.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-continuite-exploitation',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['prose'],
    text: `Rapport du commissaire aux comptes sur les comptes de Médina Digital SARL, Casablanca.
Nous certifions que les comptes annuels sont réguliers et sincères ; notre opinion est sans réserve.
Nous attirons votre attention sur une incertitude significative relative à la continuité d'exploitation.
Chiffre d'affaires de 6 millions MAD pour des charges d'exploitation de 9 millions MAD.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion'],
  },
  {
    id: 'test-fr-tableau-ca-en-baisse',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'figures'],
    text: `Notre historique
Exercice | Chiffre d'affaires
2022 | 1 450 000 000 FCFA
2023 | 1 210 000 000 FCFA
2024 | 980 000 000 FCFA
Charges d'exploitation de 900 000 000 FCFA en 2024.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-entrepot-epouse-dg',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['indirect'],
    text: `Note d'investissement : FroidNet, chaîne du froid à Dakar.
L'entrepôt est loué à une SCI détenue par l'épouse du directeur général.
Chiffre d'affaires de 55 millions FCFA par mois pour des charges de 50 millions FCFA par mois.`,
    present: ['related-party'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-contentieux-hypothetique',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['modality'],
    text: `AssurMoto assure les conducteurs de taxi-moto à Cotonou.
Comme tout assureur, nous pourrions faire l'objet de contentieux avec des assurés mécontents.
Chiffre d'affaires mensuel de 30 millions FCFA, charges mensuelles de 26 millions FCFA.`,
    present: [],
    absent: ['litigation', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-contrat-ponctuel-dans-arr',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['indirect'],
    text: `FormaPro forme les agents des centres d'appels à Tunis.
Le chiffre d'affaires récurrent annuel de 900 000 € inclut un contrat ponctuel de 350 000 € avec un ministère.
Charges mensuelles de 60 000 €.`,
    present: ['non-recurring-revenue'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-note-saine',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['negation'],
    text: `Note d'investissement : LoyerFacile, encaissement des loyers à Abidjan.
Aucun client ne représente plus de 10 % du chiffre d'affaires.
Les fondateurs détiennent 72 % du capital et la trésorerie couvre 24 mois.
Chiffre d'affaires de 25 millions FCFA par mois pour des charges de 21 millions FCFA par mois.`,
    present: [],
    absent: ['customer-concentration', 'low-founder-ownership', 'short-runway', 'burn-above-revenue'],
  },
  {
    id: 'test-fr-directrice-financiere-quittera',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['modality', 'indirect'],
    text: `PharmaLien approvisionne les pharmacies de Douala.
Notre directrice financière quittera ses fonctions à la fin de l'année.
Chiffre d'affaires mensuel de 80 millions FCFA, charges mensuelles de 70 millions FCFA.`,
    present: ['founder-departure'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'test-fr-marge-brute-en-baisse',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures'],
    text: `Note d'investissement : Céréales du Nord, Garoua.
La marge brute est passée de 38 % en 2023 à 27 % en 2024 avec la hausse du prix du maïs.
Chiffre d'affaires de 500 millions FCFA en 2024 pour des charges d'exploitation de 460 millions FCFA.`,
    present: ['gross-margin'],
    absent: ['burn-above-revenue'],
  },
];
