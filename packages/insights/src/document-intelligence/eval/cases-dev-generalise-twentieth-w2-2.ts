import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part2: readonly RedFlagCase[] = [
  // litigation: litige pendant devant le Tribunal de commerce de Casablanca. dead-equity: trois anciens salariés partis détiennent 7 % non rachetés. cap-table-complexity: table non concordante avec le registre, écart en cours d'analyse. related-party "néant", pas de founder-departure (salariés non dirigeants).
  {
    id: 'd20-w2-fr-009-dd-casablanca-litige-captable',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation', 'dead-equity', 'cap-table-complexity'],
    absent: ['related-party', 'debt-distress', 'founder-departure'],
    traits: ['checklist', 'negation'],
    text: `DUE DILIGENCE JURIDIQUE – DATATLAS SARL (Casablanca)
Liste de questions – réponses de la société au 15/02/2026

Réf.  | Question                                              | Réponse
J-01  | Statuts à jour et extrait RC de moins de 3 mois       | Fournis (dossier 1.1)
J-04  | Table de capitalisation entièrement diluée            | Fournie (1.4). Nota : la table ne concorde pas encore avec le registre des mouvements de titres ; un écart de 18 400 actions est en cours d'analyse avec notre conseil.
J-05  | Actionnaires ayant quitté la société                  | Trois anciens salariés (développeurs), partis en 2024, détiennent ensemble 7 % du capital issu de l'exercice de leurs options. Aucun rachat n'a été effectué à ce jour.
J-07  | Conventions réglementées / opérations avec des        | Néant.
      | parties liées
J-09  | Emprunts et sûretés                                   | Prêt Intelaka de 350 000 MAD, échéances à jour (tableau d'amortissement en 4.2).
J-12  | Litiges en cours                                      | Un ancien distributeur réclame 1,4 M MAD au titre d'une rupture de contrat. L'affaire est pendante devant le Tribunal de commerce de Casablanca ; prochaine audience fixée au 12 mars 2026. Nous contestons la demande.
J-13  | Contrôles fiscaux / CNSS                              | Aucun contrôle en cours.
J-15  | Propriété intellectuelle                              | Marque « Datatlas » déposée à l'OMPIC (classe 42).

Documents complémentaires demandés par l'investisseur : conclusions des parties dans l'affaire J-12 ; version rapprochée de la table de capitalisation.`,
  },
  // Check-list: litiges "néant", conventions "sans objet", agrément "obtenu", dettes fiscales à jour; une question sans réponse (contrôle fiscal) -> rien de présent.
  {
    id: 'd20-w2-fr-010-dataroom-dakar-neant',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'related-party', 'debt-distress', 'pending-licence', 'regulatory'],
    traits: ['checklist', 'negation', 'resolved'],
    text: `DATA ROOM – SUNUSANTE SAS (Dakar) – Check-list juridique et financière
Version du 02/03/2026 – préparée par la direction financière

[x] 1.1 Statuts, Kbis/RCCM, PV d'assemblées 2023-2025 ........ fournis
[x] 1.2 Pacte d'associés signé ........ fourni
[x] 2.1 Litiges, contentieux, procédures en cours ........ néant
[x] 2.2 Mises en demeure reçues sur les 24 derniers mois ........ néant
[x] 2.3 Conventions avec des dirigeants ou leurs proches ........ sans objet
[x] 3.1 Agrément du ministère de la Santé (plateforme de téléconsultation) ........ obtenu le 11/09/2025, copie en 3.1
[x] 3.2 Déclaration CDP (données personnelles) ........ récépissé en 3.2
[x] 4.1 Emprunts bancaires ........ aucun emprunt en cours
[x] 4.2 Attestations de régularité fiscale et sociale (DGID, CSS, IPRES) ........ fournies, à jour au 31/01/2026
[ ] 4.3 Contrôles fiscaux des trois derniers exercices ........ (réponse en attente)
[x] 5.1 Chiffre d'affaires 2025 ........ 286 M FCFA (2024 : 171 M FCFA)
[x] 5.2 Charges d'exploitation 2025 ........ 241 M FCFA

Remarques :
- La rubrique 2.1 sera mise à jour à la date de closing.
- Les points marqués [ ] restent ouverts ; l'investisseur est invité à les reposer lors de la session de questions-réponses du 10 mars.`,
  },
  // customer-concentration: MTN ~45 % du CA. high-churn: churn mensuel ~7 %. no-competition: "on n'a pas de concurrent". CA 95 M FCFA/mois donné -> pas de missing-financials.
  {
    id: 'd20-w2-fr-011-transcript-abidjan-mtn-churn',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['customer-concentration', 'high-churn', 'no-competition'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['transcript', 'indirect'],
    text: `Transcription – appel investisseurs, 27 janvier 2026 (extrait)
Participants : Serge K. (CEO, Bonprix Media CI), Claire M. (Partner, fonds Atlantique), Youssouf T. (analyste)

Claire M. : Pour commencer, pouvez-vous nous redonner la répartition du chiffre d'affaires ?
Serge K. : Oui. On est à environ 95 millions de FCFA par mois maintenant. MTN, c'est à peu près 45 % de ça, avec les campagnes SMS et les jeux concours. Après, il y a une quarantaine d'annonceurs plus petits.
Youssouf T. : Et sur les abonnés à vos services de contenu, la rétention ?
Serge K. : Le churn mensuel tourne autour de 7 %, un peu plus en fin d'année. Mais on recrute à peu près 12 000 nouveaux abonnés par mois, donc la base continue de monter.
Claire M. : Qui d'autre fait ça à Abidjan ?
Serge K. : Honnêtement, personne. On n'a pas de concurrent en Côte d'Ivoire sur ce créneau, ni même dans la sous-région à ma connaissance.
Claire M. : D'accord. Et le contrat MTN, il court jusqu'à quand ?
Serge K. : Renouvelé en novembre pour deux ans, avec une clause de révision des tarifs chaque année.
Youssouf T. : Vous nous enverrez le détail par client ?
Serge K. : Oui, ce soir.

[fin de l'extrait]`,
  },
  // CSV: CA 84,2 -> 91,0 -> 97,5 k TND (hausse). Marge brute 61,5 % -> 60,1 % -> 58,9 % (-2,6 pts < 5): pas de gross-margin. Charges totales < CA chaque mois: pas de burn-above-revenue.
  {
    id: 'd20-w2-fr-012-csv-tunis-saas-marge-stable',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue'],
    traits: ['csv', 'figures'],
    text: `Export comptes de gestion – Qantara Soft SARL (Tunis) – en milliers de TND
periode;ca;cout_des_ventes;marge_brute;taux_marge;charges_exploitation;resultat_exploitation
2025-10;84,2;32,4;51,8;61,5 %;44,9;6,9
2025-11;91,0;36,3;54,7;60,1 %;46,2;8,5
2025-12;97,5;40,1;57,4;58,9 %;47,8;9,6

Notes :
1. Le coût des ventes augmente avec la montée en charge de l'hébergement cloud et le recours à deux consultants d'intégration pour les nouveaux clients bancaires.
2. Le taux de marge brute recule de 2,6 points sur le trimestre ; objectif de retour à 61 % au S1 2026 après migration vers un hébergeur local.
3. Les charges d'exploitation incluent les salaires des équipes de Tunis et de Sfax.
4. Trésorerie au 31/12/2025 : 1 180 k TND, sans endettement bancaire.
5. Effectif total : 15 salariés ; deux recrutements commerciaux prévus en février.
6. Nouveaux contrats signés au trimestre : deux banques régionales et une compagnie d'assurance, pour un abonnement annuel cumulé de 210 k TND.`,
  },
  // low-founder-ownership: fondateurs 17 % + 15 % = 32 % < 40 %. investor-control: Fonds Alpha 54 % >= 50 %. unrealistic-growth: 0,8 -> 4 -> 20 M€ = x5 par an. Pas de burn-above-revenue énoncé (aucune charge annuelle donnée).
  {
    id: 'd20-w2-fr-013-comite-lyon-alpha-54',
    documentType: 'business_plan',
    language: 'fr',
    present: ['low-founder-ownership', 'investor-control', 'unrealistic-growth'],
    absent: ['cap-table-complexity', 'missing-financials'],
    traits: ['table', 'figures'],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT – Fonds Alpha Croissance II
Dossier : LOGIVERT SAS (Lyon) – série A de 6 M€
Rédacteur : équipe investissement – séance du 19 février 2026

1. Opération proposée
Souscription de 6 M€ en actions de préférence, pré-money de 4,2 M€. Le fonds est seul investisseur du tour ; le précédent tour (1,1 M€, 2024) avait déjà été mené par Alpha Croissance I.

2. Table de capitalisation post-opération (entièrement diluée)
Actionnaire                      % capital
Fonds Alpha (I et II)              54,0 %
Julien Perret (cofondateur, CEO)   17,0 %
Sarah Benali (cofondatrice, COO)   15,0 %
Business angels                     8,0 %
BSPCE (pool)                        6,0 %
Total                             100,0 %

3. Plan d'affaires de la société
                     2025 (réel)   2026 (BP)   2027 (BP)
Chiffre d'affaires     0,8 M€        4,0 M€      20,0 M€
Effectif fin d'année     14            35           80
Le management justifie la trajectoire par la signature attendue de deux réseaux de grande distribution.

4. Points d'attention pour le comité
- Gouvernance : le fonds disposera de trois sièges sur cinq au comité stratégique.
- Les fondateurs bénéficieront d'un relutif de 3 % conditionné à l'atteinte du BP 2027.

5. Recommandation
Avis favorable sous réserve des due diligences juridiques et financières.`,
  },
  // customer-concentration absent: premier client 28 % < 30 % (aucun groupe de clients nommés chiffré). high-churn absent: 4 %/mois < 5 %. CA en hausse 270 -> 310 k€.
  {
    id: 'd20-w2-fr-014-transcript-nantes-28pct-churn4',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'high-churn', 'declining-revenue'],
    traits: ['transcript', 'figures'],
    text: `Compte rendu verbatim – point trimestriel investisseurs, Flotto SAS (Nantes), 8 janvier 2026

Marc (CEO) : Le chiffre d'affaires du quatrième trimestre, c'est 310 k€ par mois en moyenne, contre 270 k€ au troisième.
Hélène (investisseuse) : Et la dépendance à la Poste, on en est où ?
Marc : Ils pèsent 28 % du chiffre d'affaires. C'était 36 % il y a un an. Les autres pèsent chacun moins de 5 %, et on a maintenant cent quarante comptes actifs, donc ça se dilue doucement.
Hélène : Le churn ?
Léa (COO) : Sur les PME, on est à 4 % par mois en nombre de comptes. Sur les grands comptes, personne n'est parti cette année. On vise 3 % d'ici l'été avec l'onboarding accompagné.
Hélène : Vous aviez un seuil d'alerte, non ?
Léa : Oui, on s'est fixé 5 %. On ne l'a pas franchi depuis mars dernier.
Marc : Côté coûts, on reste à l'équilibre opérationnel : 295 k€ de charges mensuelles pour 310 k€ de chiffre d'affaires.
Hélène : Très bien. Vous nous envoyez le tableau de cohortes ?
Léa : Il est dans la data room depuis ce matin.

[Fin du verbatim]`,
  },
  // debt-distress: deux échéances impayées (186 k TND) et covenant dette nette/EBITDA 4,1 > 3,0. related-party: loyer versé à la SCI du frère du gérant. litigation absent: la banque n'a engagé aucune procédure. CA en hausse -> pas de declining-revenue.
  {
    id: 'd20-w2-fr-015-note-credit-sfax-covenant-sci',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['debt-distress', 'related-party'],
    absent: ['litigation', 'declining-revenue', 'going-concern'],
    traits: ['figures', 'indirect'],
    text: `BANQUE DU SUD – Direction des Engagements PME
Revue annuelle de crédit – MEDPLAST SARL (Sfax) – 4 février 2026

Engagements : crédit moyen terme de 1 200 k TND (2023), encours 840 k TND ; ligne d'escompte 300 k TND.

Activité
Chiffre d'affaires 2025 : 6,3 M TND (2024 : 5,9 M TND). EBITDA 2025 : 610 k TND.

Remboursement
Les échéances trimestrielles de septembre et de décembre 2025 n'ont pas été honorées ; les impayés s'élèvent à 186 k TND au 31 janvier 2026. Le client a sollicité un rééchelonnement.

Covenants
Dette financière nette / EBITDA : 4,1 au 31/12/2025 pour un maximum contractuel de 3,0. Le covenant n'est pas respecté ; aucune renonciation (waiver) n'a été accordée à ce jour.

Autres observations
- Le siège et l'atelier sont loués à la SCI Ben Ammar Immobilier, détenue par le frère du gérant, pour 14 k TND par mois, soit un loyer supérieur d'environ 30 % aux références du quartier industriel.
- Aucune procédure de recouvrement n'a été engagée par la banque à ce stade.

Avis de l'analyste
Classement du dossier en « suivi renforcé ». Proposition : rééchelonnement sur 24 mois sous condition d'un apport en compte courant de 250 k TND et d'une révision du bail.`,
  },
  // low-founder-ownership absent: fondateurs 41 % >= 40 %. investor-control absent: premier investisseur 38 % < 50 %. unrealistic-growth absent: x3 en 2026 puis x2 (pas 4x/an ni 3x/an sur trois ans).
  {
    id: 'd20-w2-fr-016-comite-rabat-fondateurs-41',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'unrealistic-growth'],
    traits: ['table', 'figures'],
    text: `COMITÉ D'INVESTISSEMENT – Maghreb Tech Ventures
Note de présentation – CHIFAA HEALTH SA (Rabat) – tour de série A de 45 M MAD

Synthèse
Plateforme de gestion de cabinets médicaux : 1 900 praticiens abonnés, chiffre d'affaires 2025 de 14 M MAD, charges d'exploitation 2025 de 12,6 M MAD.

Actionnariat post-money (dilué)
- Fondateurs (Yassine El Idrissi, Nadia Bennani, Omar Tazi) : 41 %
- Maghreb Tech Ventures (après l'opération) : 38 %
- Investisseurs historiques (business angels) : 13 %
- Plan d'options salariés : 8 %

Projections du management
- 2026 : 42 M MAD (x3, effet de l'intégration avec la CNSS et lancement en Tunisie)
- 2027 : 84 M MAD (x2)
- 2028 : 150 M MAD
Notre cas de base retient 30 M MAD en 2026 et 55 M MAD en 2027.

Gouvernance
Le conseil comptera cinq membres : deux fondateurs, deux représentants des investisseurs, un indépendant. Aucun actionnaire ne dispose de la majorité.

Recommandation
Investir 17 M MAD en lead ; syndication du solde auprès de deux co-investisseurs identifiés.`,
  },
];
