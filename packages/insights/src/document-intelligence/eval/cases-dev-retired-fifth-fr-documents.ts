/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): French texts in document genres: commissaires aux comptes, conseils, banques, avocats (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthFrDocuments: readonly RedFlagCase[] = [
  {
    id: 'h5-frd-01',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport du commissaire aux comptes - exercice clos le 31 décembre 2025
Opinion avec réserve
Nous certifions que, sous la réserve décrite ci-dessous, les états financiers sont réguliers et sincères.
Fondement de l'opinion avec réserve
Les créances clients figurent au bilan pour 214 millions FCFA. Nous n'avons pas pu obtenir de
confirmation pour 38 % de ce montant ni mettre en oeuvre de procédures alternatives satisfaisantes.
Chiffre d'affaires de l'exercice : 1,46 milliard FCFA.`,
    present: ['audit-opinion'],
    absent: ['customer-concentration'],
    traits: ['split', 'figures'],
  },
  {
    id: 'h5-frd-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Impossibilité de certifier
Nous avons été désignés pour auditer les comptes annuels de la société Kinshasa Express Livraison SARL.
En raison de l'absence de pièces justificatives pour une part importante des charges (1,1 million USD
sur 2,9 millions USD), nous ne sommes pas en mesure d'exprimer une opinion sur ces comptes.
Chiffre d'affaires déclaré : 3,4 millions USD.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['negation', 'split'],
  },
  {
    // Fondateurs 58 %, premier investisseur 25 %.
    id: 'h5-frd-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Pacte d'associés - Annexe 2 : capital social après la levée
| Associé | Actions | % |
| Fondateurs (2) | 580 000 | 58 % |
| Atlantique Ventures | 250 000 | 25 % |
| Business angels (6) | 90 000 | 9 % |
| BSPCE | 80 000 | 8 % |`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-frd-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE AU COMITÉ DE CRÉDIT - Agence de Sfax
Emprunteur : Oliveraies du Sahel SA
Encours : 420 000 EUR (prêt d'équipement)
Situation : les échéances de juillet et d'août sont impayées ; le prêt est classé en défaut depuis
le 15 septembre. Le client invoque une mauvaise récolte et propose un rééchelonnement sur 36 mois.
Avis : favorable sous réserve d'une caution personnelle du dirigeant.`,
    present: ['debt-distress'],
    absent: [],
    traits: ['list', 'split', 'time'],
  },
  {
    id: 'h5-frd-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `Risques réglementaires
La loi sur les startups en RDC n'a pas encore de décrets d'application, et l'ARPTC n'a pas précisé
si les services de paiement par SMS relèvent de sa compétence ou de celle de la Banque centrale.
Cette incertitude pourrait retarder notre lancement à Lubumbashi.
Chiffre d'affaires 2026 à Kinshasa : 1,8 million USD.`,
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['modality', 'split'],
  },
  {
    id: 'h5-frd-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Procès-verbal du conseil d'administration - Tunis, 20 octobre 2026
1. Le directeur technique, M. Ben Salah, a remis sa démission ; elle prend effet le 31 décembre.
2. Le secrétaire général indique que la table de capitalisation reste à réconcilier : les cessions
   de 2024 ne figurent pas au registre et deux BSA ont été exercés sans trace écrite.
3. Questions diverses : néant.`,
    present: ['founder-departure', 'cap-table-complexity'],
    absent: [],
    traits: ['list', 'split', 'time'],
  },
  {
    // Coût des ventes 910 > CA 870 (kEUR).
    id: 'h5-frd-07',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Compte de résultat simplifié (k€)
Chiffre d'affaires
870
Coût des ventes
910
Marge brute
-40
Frais généraux
260`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    traits: ['table', 'split', 'figures'],
  },
  {
    // 610 / 1 200 = 50,8 % de résiliations sur l'année.
    id: 'h5-frd-08',
    documentType: 'business_plan',
    language: 'fr',
    text: `Nous comptions 1 200 abonnés au 1er janvier 2026 ; 610 d'entre eux ont résilié au cours de l'année.
Grâce aux nouvelles souscriptions, nous terminons l'année à 1 540 abonnés.
Revenus d'abonnement 2026 : 128 M FCFA (2025 : 97 M FCFA).`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h5-frd-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Lettre de l'avocat de la société, Douala, 8 novembre 2026
Un ancien salarié a saisi le tribunal du travail de Douala d'une demande de 45 millions XAF pour
licenciement abusif. La procédure est en cours ; la prochaine audience aura lieu en février.
Aucune autre procédure n'est pendante.`,
    present: ['litigation'],
    absent: [],
    traits: ['negation', 'time', 'split'],
  },
  {
    // 2026 : 4,1 Md < 2025 : 4,9 Md.
    id: 'h5-frd-10',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport de gestion du conseil d'administration
Le chiffre d'affaires s'établit à 4,1 milliards FCFA, en retrait par rapport aux 4,9 milliards de 2025.
Compte tenu de ce recul et du non-renouvellement de la ligne de découvert, le conseil estime qu'il
existe un doute important sur la capacité de la société à poursuivre son exploitation.`,
    present: ['declining-revenue', 'going-concern'],
    absent: ['debt-distress'],
    traits: ['prose', 'split', 'figures'],
  },
  {
    // Trois clients nommés = 52 %.
    id: 'h5-frd-11',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Nos clients
La Sonatel, la Senelec et la SDE pèsent ensemble 52 % du chiffre d'affaires.
CA 2026 : 2,3 milliards FCFA.
Prochaine étape : les PME de Dakar.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h5-frd-12',
    documentType: 'business_plan',
    language: 'fr',
    text: `Actionnariat
Un ancien conseiller, parti en 2024 lorsqu'il a rejoint un cabinet à Rabat, détient encore 4 % des
parts ; aucun rachat n'a été prévu. Les deux fondateurs détiennent 71 %.
Chiffre d'affaires 2026 : 6,2 MMAD.`,
    present: ['dead-equity'],
    absent: ['founder-departure', 'low-founder-ownership'],
    traits: ['indirect', 'split'],
  },
  {
    id: 'h5-frd-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Situation intermédiaire au 30 septembre 2026 (non auditée)
CA : 1 200 000 EUR
Charges : 1 050 000 EUR
Note : une dette fiscale échue de 96 000 EUR reste impayée.`,
    present: ['audit-opinion', 'debt-distress'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  {
    // 12 semaines = moins de 3 mois.
    id: 'h5-frd-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Situation de trésorerie
Il nous reste environ 12 semaines de trésorerie au rythme actuel.
CA mensuel : 95 k€ ; consommation nette : 40 k€ par mois.
La levée de 1,5 M€ doit être close avant fin février.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h5-frd-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `Revenus récurrents 2026 : 2,4 M€
Ce montant inclut une subvention ponctuelle de 300 000 € versée par l'AFD pour le déploiement au Bénin.
Revenus de services : 0,9 M€`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'h5-frd-16',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Positionnement
Il n'existe aucune solution concurrente en Tunisie pour la gestion des tiers payants en pharmacie.
Chiffre d'affaires 2026 : 410 000 EUR, 230 pharmacies clientes.`,
    present: ['no-competition'],
    absent: [],
    traits: ['negation', 'prose'],
  },
  {
    // Fondateurs 18 + 13 = 31 % ; Catalyst Fund 55 %.
    id: 'h5-frd-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Après la troisième levée, les fondateurs ne détiennent plus que 31 % du capital
(18 % pour la présidente, 13 % pour le directeur technique). Le fonds Catalyst Afrique détient 55 %
et dispose de trois sièges sur cinq au conseil.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: [],
    traits: ['split', 'indirect', 'figures'],
  },
  {
    id: 'h5-frd-18',
    documentType: 'business_plan',
    language: 'fr',
    text: `Cadre réglementaire
Notre demande de licence d'opérateur de réseau auprès de l'ANRT a été déposée en juin 2026 ;
elle n'a pas encore été accordée. Le service pilote fonctionne sous autorisation temporaire.
Chiffre d'affaires du pilote : 1,1 MMAD.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['negation', 'time'],
  },
  {
    id: 'h5-frd-19',
    documentType: 'business_plan',
    language: 'fr',
    text: `5. Données financières
À compléter après la clôture de l'exercice.
6. Équipe
Trois associés fondateurs à temps plein, basés à Yaoundé.
7. Besoin de financement
Nous recherchons 150 millions XAF.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['list', 'modality'],
  },
  {
    // Marge par livraison = 1 500 - 1 100 - 250 = 150 FCFA, soit 10 %, et non 40 %.
    id: 'h5-frd-20',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Économie d'une livraison (FCFA)
Prix moyen facturé : 1 500
Rémunération du livreur : 1 100
Carburant et entretien : 250
Marge de contribution : 40 %
CA mensuel : 62 M FCFA`,
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'table'],
  },
  {
    id: 'h5-frd-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Conventions conclues par la société au cours de l'exercice
- Bail du siège de Rabat, consenti par la SCI Al Amal, détenue par le père du président : 38 000 MAD par mois
- Prestations de conseil facturées par le cabinet de la soeur du directeur financier : 210 000 MAD`,
    present: ['related-party'],
    absent: [],
    traits: ['list', 'indirect'],
  },
  {
    // 250 k€ -> 1,2 M€ = 4,8x en un an.
    id: 'h5-frd-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Trajectoire
CA 2026 : 250 k€
CA 2027 (objectif) : 1,2 M€
Les trois premiers clients représentent moins de 20 % du CA.`,
    present: ['unrealistic-growth'],
    absent: ['customer-concentration'],
    traits: ['figures', 'modality'],
  },
];
