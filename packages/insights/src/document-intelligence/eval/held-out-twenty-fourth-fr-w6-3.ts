/** Writer 6's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Madagascar, Mali, Guinée and Niger, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW6P3: readonly RedFlagCase[] = [
  // litigation PRESENT: assignation de la banque enrôlée au tribunal de commerce, audience fixée, procédure en cours et contestée.
  // debt-distress PRESENT: quatre échéances impayées (juillet-octobre 2026), déchéance du terme prononcée.
  {
    id: 'h24-fr-w6-13',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CABINET RAZAFINDRAKOTO & ANDRIAMANANA — Avocats au Barreau de Madagascar
Immeuble Fitaratra, Ankorondrano — Antananarivo 101

Antananarivo, le 26 novembre 2026

À l'attention du Conseil d'administration de FANDREFY TECH SA
Lot II J 161 Ivandry — Antananarivo

Objet : Banque Mahasoa SA c/ Fandrefy Tech SA — Tribunal de Commerce d'Antananarivo, RG n° 1482/2026

Mesdames, Messieurs,

Nous faisons suite à la signification, le 19 novembre 2026, de l'assignation en paiement délivrée par la Banque Mahasoa SA à votre société.

1. Objet de la demande
La banque expose que le prêt de 600 000 000 Ar consenti le 4 mars 2024 pour le financement de votre plateforme de gestion de la paie n'est plus remboursé depuis l'échéance du 5 juillet 2026. Quatre échéances mensuelles (juillet, août, septembre et octobre 2026) demeurent impayées. Par lettre recommandée du 6 novembre 2026, la banque a prononcé la déchéance du terme et réclame aujourd'hui :
   - capital restant dû :            441 200 000 Ar
   - intérêts contractuels échus :     28 650 000 Ar
   - intérêts de retard et pénalités : 17 500 000 Ar
   Total réclamé :                   487 350 000 Ar
outre 5 % au titre de l'indemnité forfaitaire et les dépens.

2. Calendrier
L'affaire est inscrite au rôle. La première audience est fixée au 14 janvier 2027 à 8 h 30. Nous avons constitué avocat pour votre compte et déposerons nos conclusions avant le 7 janvier.

3. Notre analyse
Nous contestons le taux des intérêts de retard, qui excède le taux conventionnel, ainsi que l'indemnité forfaitaire. En revanche, l'existence des impayés n'est pas sérieusement discutable. Une issue négociée reste possible : la banque s'est dite ouverte à un rééchelonnement si un apport en fonds propres d'au moins 150 000 000 Ar intervient avant l'audience.

4. Recommandations
- Nous transmettre le tableau d'amortissement et tous les échanges avec le chargé d'affaires depuis juin 2026 ;
- Ne prendre aucun engagement écrit envers la banque sans nous consulter ;
- Informer vos actionnaires de la procédure, conformément au pacte d'associés.

Nous restons à votre disposition et vous prions d'agréer, Mesdames, Messieurs, l'expression de nos salutations distinguées.

Me Voahangy Razafindrakoto`,
    present: ['litigation', 'debt-distress'],
    absent: ['going-concern'],
    traits: ['prose', 'figures', 'list', 'time'],
  },

  // CLEAN. low-founder-ownership ABSENT: 23 % + 18 % = 41 % (>= 40 %). investor-control ABSENT: Falaise Capital 49 % (< 50 %).
  // no-competition ABSENT: concurrents cités (« Nous ne sommes pas seuls »). high-churn ABSENT: rétention à 12 mois 71 % (>= 55 %).
  // unrealistic-growth ABSENT: 690/410 = 1,7x. customer-concentration ABSENT: aucun client > 15 %.
  // burn-above-revenue ABSENT: EBITDA positif en 2025 et chaque mois de 2026. declining-revenue ABSENT: 186 -> 312 -> 410 (est.).
  {
    id: 'h24-fr-w6-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `BAARA SKILLS — Former et placer les techniciens dont le Mali a besoin
Série A — Bamako, décembre 2026

[1] Le constat
Les entreprises du BTP, des mines et de l'énergie solaire à Bamako, Kayes et Sikasso ne trouvent pas d'électriciens, de soudeurs ni de techniciens de maintenance certifiés.

[2] Ce que nous faisons
Formations courtes (6 à 12 semaines) en partie sur mobile, évaluation pratique en atelier, puis placement chez nos entreprises clientes, qui paient un abonnement annuel et une commission de placement.

[3] Traction
- 2 870 apprenants certifiés depuis 2023, 78 % placés sous 3 mois
- 146 entreprises clientes
- CA : 186 M FCFA (2024) → 312 M FCFA (2025) → 410 M FCFA (2026, estimé sur 10 mois réels)
- EBITDA positif en 2025 et sur chacun des 10 premiers mois de 2026 (+9 M FCFA par mois en moyenne)
- Rétention des entreprises clientes à 12 mois : 71 %
- Aucun client ne pèse plus de 15 % du CA

[4] Concurrence
Nous ne sommes pas seuls, et c'est tant mieux : le marché est immense.
- Centres de formation professionnelle publics : diplômants mais lents
- Plateformes panafricaines en ligne : pas d'atelier, pas de placement
- Centres d'ONG : gratuits mais dépendants des bailleurs

[5] Projections
2027 : 690 M FCFA | 2028 : 1 080 M FCFA | 2029 : 1 520 M FCFA
Ouverture de Ségou et Mopti en 2027, de Niamey en 2028.

[6] Actionnariat actuel
Kadiatou Sangaré (CEO, cofondatrice) 23 %
Oumar Dembélé (COO, cofondateur) 18 %
Falaise Capital 49 %
Pool BSPCE 10 %

[7] La levée
1,8 M EUR (environ 1,18 Md FCFA) pour deux nouveaux ateliers, l'application hors ligne et 25 formateurs supplémentaires.

Contact : kadiatou@baaraskills.ml`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'no-competition', 'high-churn', 'unrealistic-growth', 'customer-concentration', 'burn-above-revenue'],
    traits: ['list', 'figures', 'negation', 'clean'],
  },

  // regulatory PRESENT: la BCRG enjoint la suspension de l'ouverture de nouveaux comptes et inflige une sanction pécuniaire de 500 M GNF.
  // pending-licence PRESENT: demande d'agrément d'établissement de monnaie électronique déposée le 3 mars 2026, toujours en instruction.
  // litigation ABSENT: un recours est seulement possible ; aucune procédure engagée.
  {
    id: 'h24-fr-w6-15',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPUBLIQUE DE GUINÉE — Travail · Justice · Solidarité
BANQUE CENTRALE DE LA RÉPUBLIQUE DE GUINÉE
Direction Générale de la Surveillance des Systèmes de Paiement

Conakry, le 30 octobre 2026
N/Réf. : DGSSP/2026/0917

Monsieur le Directeur Général
FARÉ MONEY SAS
Immeuble Koumba, Camayenne — Conakry

Objet : Demande d'agrément en qualité d'établissement de monnaie électronique — Injonction et sanction

Monsieur le Directeur Général,

Votre société a déposé le 3 mars 2026 une demande d'agrément en qualité d'établissement de monnaie électronique. Nous vous rappelons que ce dossier demeure en cours d'instruction : les pièces demandées par notre courrier du 12 juin 2026 (plan de continuité d'activité, justificatif de la libération du capital minimum, procédures LBC/FT) ne nous sont parvenues que partiellement, et aucun agrément ne vous a été délivré à ce jour.

Or, la mission d'inspection sur place conduite du 6 au 9 octobre 2026 a établi que votre société ouvre des portefeuilles électroniques au profit du public et détient les fonds correspondants, pour un encours de 11,4 Md GNF au 30 septembre 2026, sans disposer de l'agrément requis.

En conséquence, et en application de la réglementation relative aux établissements de monnaie électronique, la Banque Centrale :
1. vous enjoint de suspendre, à compter de la réception de la présente, toute ouverture de nouveau portefeuille et toute campagne commerciale ;
2. prononce à l'encontre de votre société une sanction pécuniaire de 500 000 000 GNF, payable sous trente jours ;
3. exige le cantonnement intégral des fonds de la clientèle dans un compte ouvert auprès d'une banque agréée, et la transmission d'un justificatif sous quinze jours.

L'instruction de votre demande d'agrément reprendra à réception d'un dossier complet. La présente décision est susceptible de recours dans les conditions prévues par les textes en vigueur.

Veuillez agréer, Monsieur le Directeur Général, l'expression de notre considération distinguée.

Le Directeur Général
[signature et cachet]`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['prose', 'list', 'time', 'modality'],
  },

  // founder-departure PRESENT: le cofondateur Ibrahim Moussa a quitté la société en mars 2025.
  // dead-equity PRESENT: il détient toujours 18 % ; clause de bad leaver non exercée, titres non rachetés.
  // cap-table-complexity PRESENT: export (100 000 actions) non rapproché du registre (104 500), écart inexpliqué, OC non intégrées.
  // low-founder-ownership ABSENT: fondateurs actifs 36 % + 14 % = 50 % (>= 40 %). investor-control ABSENT: Sahel Ventures 22 %.
  {
    id: 'h24-fr-w6-16',
    documentType: 'legal_docs',
    language: 'fr',
    text: `GAYA MOBILITÉ SAS — Niamey
Annexe 2 au projet de pacte d'associés — Table de capitalisation (export tableur du 3 décembre 2026)
Note de la DAF au conseil d'administration

Actionnaire;Catégorie;Actions;% du capital;Statut
Hamadou Garba;Ordinaires;36 000;36,0 %;Fondateur — Directeur général
Nafissa Ousmane;Ordinaires;14 000;14,0 %;Fondatrice — Directrice des opérations
Ibrahim Moussa;Ordinaires;18 000;18,0 %;Cofondateur — a quitté la société en mars 2025
Sahel Ventures;Préférence A;22 000;22,0 %;Investisseur
Business angels (4);Ordinaires;4 000;4,0 %;Investisseurs
BSPCE alloués;—;6 000;6,0 %;Salariés (dont 2 partis, à vérifier)
TOTAL;;100 000;100,0 %;

Commentaires de la DAF :
1. Le total de l'export (100 000 actions) ne correspond pas au registre des mouvements de titres tenu au siège, qui fait apparaître 104 500 actions. L'écart de 4 500 actions n'est pas expliqué à ce jour ; la table n'est donc pas rapprochée.
2. Les obligations convertibles émises en 2024 auprès de trois porteurs (montant total 45 000 000 FCFA) ne figurent pas dans cette table ; leur taux de conversion fait l'objet d'interprétations divergentes entre le cabinet qui les a rédigées et notre conseil actuel.
3. M. Ibrahim Moussa, cofondateur chargé de la technique, a quitté la société en mars 2025 pour s'installer à Abidjan. La clause de bad leaver des statuts n'a pas été mise en œuvre dans le délai de six mois ; il conserve l'intégralité de ses 18 % et n'a pas répondu à notre proposition de rachat.
4. Nous proposons de confier au cabinet d'avocats la reconstitution complète de l'historique des opérations sur le capital depuis 2021 avant toute signature avec le nouvel investisseur.

Fait à Niamey, le 3 décembre 2026
Rakia Soumana, Directrice administrative et financière`,
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'split', 'figures', 'indirect'],
  },

  // high-churn PRESENT (chiffres seuls): résiliés / abonnés début = 260/3 100 = 8,4 % ... 330/3 830 = 8,6 % par mois (>= 5 %).
  // burn-above-revenue PRESENT: novembre charges 151,0 M Ar et burn net 91,9 M Ar > CA 59,1 M Ar.
  // short-runway PRESENT: 424,1 M Ar / 91,9 M Ar = 4,6 mois < 9.
  // declining-revenue ABSENT: CA en hausse chaque mois (48,2 -> 59,1).
  {
    id: 'h24-fr-w6-17',
    documentType: 'business_plan',
    language: 'fr',
    text: `RANO FRESH — Tableau de bord mensuel + prévision (export Google Sheets, onglet « KPI 2026 »)
Livraison d'eau potable en bonbonnes de 20 L par abonnement — Antananarivo
Montants en millions d'ariary (M Ar)

Mois;Abonnés début;Nouveaux;Résiliés;Abonnés fin;CA;Charges totales;Burn net;Trésorerie fin
juin-26;3 100;420;260;3 260;48,2;132,0;83,8;866,2
juil-26;3 260;430;275;3 415;50,6;136,0;85,4;780,8
août-26;3 415;410;290;3 535;52,3;139,0;86,7;694,1
sept-26;3 535;445;300;3 680;54,9;143,0;88,1;606,0
oct-26;3 680;460;310;3 830;57,0;147,0;90,0;516,0
nov-26;3 830;470;330;3 970;59,1;151,0;91,9;424,1

Prévision déc-26 à fév-27 (hypothèse : +450 nouveaux abonnés par mois, prix inchangé à 15 000 Ar la bonbonne)
déc-26;CA 61,0;Charges 154,0
janv-27;CA 63,2;Charges 156,0
févr-27;CA 65,1;Charges 158,0

Commentaire (Hery, responsable financier) :
CA en hausse tous les mois depuis juin. Les résiliations restent au même niveau, surtout à Ambohimanarina et Anosibe après les coupures d'eau du réseau public en septembre. Deuxième camion livré en octobre. On lance la levée en janvier.`,
    present: ['high-churn', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // CLEAN. short-runway ABSENT: 410 M FCFA / 32 M FCFA = 12,8 mois (>= 9). burn-above-revenue ABSENT: 32 M < CA mensuel ~49 M FCFA (148/3).
  // debt-distress ABSENT: le retard de septembre a été régularisé le 4 octobre ; à jour depuis, aucun covenant en défaut (problème révolu).
  // audit-opinion ABSENT: opinion sans réserve sur 2025. going-concern ABSENT: aucun paragraphe sur la continuité.
  // pending-licence ABSENT: licence ARCEP délivrée le 18 août 2026. high-churn ABSENT: 3,8 % par mois.
  // founder-departure ABSENT: hypothèse seulement (« si Moussa décidait un jour… »), il n'en est pas question.
  // no-competition ABSENT: concurrents cités. declining-revenue ABSENT: 117 -> 131 -> 148 M FCFA.
  {
    id: 'h24-fr-w6-18',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Kassoum Diallo <k.diallo@tenere-capital.com>
À : Aïchatou Maïga <aichatou@koriconnect.ne>
Date : 24 novembre 2026, 08:52
Objet : Questions avant le comité — Kori Connect

Bonjour Aïchatou,
Avant de présenter le dossier vendredi, pouvez-vous me confirmer rapidement : (1) chiffre d'affaires et visibilité de trésorerie, (2) l'incident avec la banque en septembre, (3) la licence, (4) l'audit 2025, (5) la concurrence ? Et une question plus délicate : que se passe-t-il si Moussa part ?
Bien à vous, Kassoum

---
De : Aïchatou Maïga
Date : 24 novembre 2026, 11:17
Objet : RE: Questions avant le comité — Kori Connect

Bonjour Kassoum,
Avec plaisir, dans l'ordre :
1. CA T1 2026 : 117 M FCFA ; T2 : 131 M ; T3 : 148 M. Trésorerie au 31 octobre : 410 M FCFA pour un burn net moyen de 32 M par mois, soit près de 13 mois.
2. Nous avons payé l'échéance de septembre du prêt d'équipement avec 19 jours de retard, suite au blocage d'un virement. Le retard a été régularisé le 4 octobre, nous sommes à jour depuis et la banque nous a confirmé qu'aucun covenant n'est en défaut.
3. La licence de fournisseur d'accès Internet nous a été délivrée par l'ARCEP le 18 août 2026 (décision n° 2026-114). Plus rien n'est en attente de ce côté.
4. Le cabinet Sani & Associés a émis une opinion sans réserve sur les comptes 2025, sans observation sur la continuité d'exploitation.
5. Les opérateurs mobiles (4G) sont nos concurrents indirects, et deux autres fournisseurs Wi-Fi sont actifs à Niamey. Notre churn mensuel abonnés est de 3,8 %, ce qui montre que le prix à la journée fidélise.
Sur Moussa : si un jour il décidait de partir, son adjoint connaît le réseau et toute la documentation est à jour. Mais il n'en est pas question : il vient d'acheter du matériel pour Zinder avec nous et son vesting court jusqu'en 2029.
Bonne journée,
Aïchatou`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'debt-distress', 'audit-opinion', 'going-concern', 'pending-licence', 'high-churn', 'founder-departure', 'no-competition', 'declining-revenue'],
    traits: ['split', 'figures', 'negation', 'modality', 'time', 'clean'],
  },
];
