import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part5: readonly RedFlagCase[] = [
  // piste : 9 500 000 FCFA par semaine x 52 / 12 = 41,2 M FCFA par mois ; 180 M / 41,2 M = 4,4 mois (<9). Consommation 41,2 M > CA mensuel 30 M.
  {
    id: 'd19-w3-fr-tresorerie-semaines',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['figures', 'time', 'email'],
    text: `Objet : Point mensuel aux actionnaires - Livrago (Abidjan) - septembre 2025

Chers actionnaires,

Voici notre point de septembre.

Activité
- Commandes livrées : 48 300 (août : 44 100)
- Chiffre d'affaires du mois : 30 000 000 FCFA (août : 27 400 000 FCFA ; juillet : 25 900 000 FCFA)
- Restaurants et commerces partenaires : 612 à Cocody, Marcory, Yopougon et Plateau
- Livreurs actifs : 380

Trésorerie
Nous avons terminé septembre avec 180 000 000 FCFA sur nos comptes à la SGCI et chez Orange Bank Africa. Depuis le lancement de la flotte de motos électriques, notre consommation nette de trésorerie s'établit à environ 9 500 000 FCFA par semaine ; nous la suivons désormais chaque semaine car le coût des livreurs varie fortement d'une semaine à l'autre.

Ce que nous préparons
Nous ouvrons dès ce mois-ci les discussions pour un tour de table d'extension. Toute introduction auprès de fonds actifs en Afrique de l'Ouest francophone est la bienvenue. Nous étudions aussi un financement des motos par crédit-bail avec une banque locale.

Produit
Le temps moyen de livraison est passé de 41 à 33 minutes. L'application commerçant permet maintenant de gérer les stocks.

Équipe
Arrivée d'une responsable des opérations venue de Jumia Côte d'Ivoire. Aucun autre recrutement n'est prévu avant la levée.

Merci pour votre soutien,
Awa Koné, fondatrice et directrice générale, Livrago SAS`,
  },
  {
    id: 'd19-w3-fr-litige-distributeur-depart',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation', 'founder-departure'],
    absent: ['regulatory', 'dead-equity', 'debt-distress'],
    traits: ['words', 'indirect', 'time'],
    text: `NOTE D'AUDIT JURIDIQUE (extrait) - SOLEIL VERT SARL
Préparée par le cabinet Kouassi & Associés, Abidjan, pour Teranga Capital
Date : 14 octobre 2025

1. Contentieux
1.1 Le 3 juin 2025, la société Distri-Ouest SARL, ancien distributeur exclusif des kits solaires de Soleil Vert pour la région de San-Pédro, a assigné la société devant le Tribunal de commerce d'Abidjan. Elle réclame 142 000 000 FCFA au titre de la rupture qu'elle estime abusive de son contrat de distribution.
1.2 Soleil Vert conteste cette demande et soutient que la résiliation était fondée sur des impayés répétés. Les conclusions ont été échangées en septembre ; l'affaire est renvoyée au 20 novembre 2025 pour plaidoiries. Aucune provision n'a été comptabilisée.
1.3 Aucun autre litige n'est en cours ; aucune procédure administrative ou fiscale n'a été ouverte contre la société.

2. Dirigeants
2.1 La société a été fondée en 2019 par M. Yao N'Guessan (gérant) et Mme Fatou Bamba (directrice technique).
2.2 Par courrier du 30 septembre 2025 adressé aux associés, Mme Bamba a fait savoir qu'elle quitterait ses fonctions de directrice technique au 31 décembre 2025 pour rejoindre un groupe énergétique à Dakar. Elle conserve à ce jour ses parts sociales ; un accord de cession à M. N'Guessan et au futur pool salarié est en cours de négociation.
2.3 Aucun autre départ de dirigeant n'a été annoncé.

3. Recommandations
- Obtenir une estimation du risque de la part des avocats de la société.
- Conditionner l'investissement à la signature de l'accord de cession des parts de Mme Bamba.`,
  },
  // fondateurs : 1 800 + 1 400 = 3 200 actions / 10 000 = 32 % (<40 %). Ancien premier salarié parti en 2023 : 1 500 actions (15 %) non rachetées.
  {
    id: 'd19-w3-fr-registre-ancien-salarie',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership', 'dead-equity'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect'],
    text: `REGISTRE DES MOUVEMENTS DE TITRES - KORI PAY SAS (Dakar)
Situation des comptes d'actionnaires au 30 septembre 2025 (extrait certifié par le Président)

N° compte | Titulaire                                   | Actions | Date d'inscription
001       | Mamadou Sarr (Président, cofondateur)       | 1 800   | 12/02/2021
002       | Khady Diallo (Directrice générale, cofondatrice) | 1 400 | 12/02/2021
003       | Ousmane Faye                                | 1 500   | 12/02/2021
004       | Fonds Téranga Innovation I                  | 2 900   | 18/05/2023
005       | Club d'investisseurs Baobab Angels          | 1 600   | 18/05/2023
006       | Kori Pay Salariés (SAS de portage)          |   800   | 01/09/2024
          | Total                                       | 10 000  |

Observations du conseil de la société
a) M. Ousmane Faye a été le premier développeur salarié de la société ; il a reçu ses actions à la création en contrepartie de son travail sur la première version de l'application. Il a démissionné en mars 2023 et travaille aujourd'hui au Canada. Les statuts ne prévoient aucune clause de rachat en cas de départ et ses 1 500 actions n'ont pas été rachetées ; il conserve ses droits de vote et n'a plus de rôle dans la société.
b) Les deux cofondateurs travaillent à temps plein.
c) Le registre est à jour et concorde avec les statuts et le dernier procès-verbal d'assemblée. Aucune valeur mobilière donnant accès au capital (BSA, BSA-AIR, obligations convertibles) n'est en circulation.
d) Le Fonds Téranga Innovation I dispose d'un siège au comité stratégique sur quatre.`,
  },
  // CA en baisse chaque mois ; marge brute de 45,1 % (avril) à 36,0 % (juillet) = -9,1 points (>=5).
  {
    id: 'd19-w3-fr-csv-point-virgule-baisse',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['csv', 'figures', 'time'],
    text: `# export_tableau_de_bord.csv - Atlas Textiles SARL (Fès) - montants en MAD
# comptes mensuels de gestion, non audités ; séparateur ; décimales avec virgule
mois;chiffre_affaires;cout_des_ventes;marge_brute;taux_marge;charges_exploitation;resultat_exploitation
2025-04;1 284 000;704 900;579 100;45,1 %;402 000;177 100
2025-05;1 236 500;712 200;524 300;42,4 %;398 500;125 800
2025-06;1 190 200;721 300;468 900;39,4 %;396 000;72 900
2025-07;1 142 800;731 400;411 400;36,0 %;395 200;16 200

# commentaires de la direction financière
# 1) le chiffre d'affaires comprend les ventes de linge de maison aux hôtels de Marrakech et de Fès et l'export vers l'Espagne
# 2) la hausse du coût du coton égyptien importé n'a pas encore été répercutée sur les prix de vente
# 3) deux clients hôteliers ont réduit leurs commandes après la fin de la haute saison
# 4) trésorerie au 31/07 : 2 360 000 MAD ; aucun emprunt bancaire

Message du gérant joint à l'export :
« Nous renégocions les prix avec nos principaux hôtels à compter de septembre. La nouvelle gamme en lin doit compenser une partie de la baisse des volumes d'ici la fin de l'année. »`,
  },
  {
    id: 'd19-w3-fr-ocr-rapport-commissaire',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress', 'litigation'],
    traits: ['ocr', 'split-lines', 'words'],
    text: `[document numérisé - page 2/31 - reconnaissance de caractères]

RAPPORT DU COMMI SSAIRE AUX COMP TES
SUR LES ÉTATS FINAN CIERS DE SYNTHÈSE
Exer cice clos le 31 dé cembre 2024

Aux asso ciés de la so ciété AGRI -SAHEL SA, Ouagadougou

Opi nion avec ré serve
Nous avons effec tué l'au dit des états finan ciers de syn thèse de la so ciété AGRI-SAHEL SA ... À notre avis, sous ré serve de l'inci dence éven tuelle du point dé crit dans la sec tion « Fon dement de l'opi nion avec ré serve », les états finan ciers de syn thèse sont, au re gard des règles et prin cipes comp tables du SYSCOHADA ré visé, ré gu liers et sin cères ...

Fon dement de l'opi nion avec ré serve
Les créan ces clients figu rent au bi lan pour 218 4 00 000 FCFA. Nous n'avons pas pu obte nir de ré ponse aux de mandes de con fir mation adres sées aux trois prin cipaux débi teurs ...

Incer titude signi fica tive liée à la conti nuité d'ex ploi tation
Nous atti rons votre atten tion sur la note 2.1 de l'an nexe qui in dique que la so ciété a réa lisé un chif fre d'af faires de 612 000 000 FCFA pour des char ges to tales de 847 000 000 FCFA, et que ses capi taux pro pres sont de venus infé rieurs à la moi tié du ca pital so cial. Ces évé nements indi quent l'exis tence d'une incer titude signi fica tive sus cep tible de je ter un doute im portant sur la capa cité de la so ciété à pour suivre son ex ploi tation.

Ouaga dougou, le 27 juin 2025
Cabi net Sa wadogo Au dit & Con seil - Expert-comp table di plômé [signa ture illi sible]`,
  },
  // concentration : Orange Côte d'Ivoire 312 M / 640 M FCFA = 48,8 % du CA (>=30 %).
  {
    id: 'd19-w3-fr-client-dominant-annexe',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['customer-concentration'],
    absent: ['declining-revenue', 'audit-opinion', 'related-party'],
    traits: ['table', 'figures', 'indirect'],
    text: `NUMÉRIKA SERVICES SA (Abidjan)
États financiers de l'exercice 2024 - Note 24 : Informations sur le chiffre d'affaires
(Comptes certifiés sans réserve par le cabinet Mazars Côte d'Ivoire, rapport du 19 mai 2025)

Ventilation du chiffre d'affaires par client (en millions de FCFA)
Client                                          2024       2023
Orange Côte d'Ivoire (centre de contacts)        312        248
Société Ivoirienne de Banque                      84         71
CIE - Compagnie Ivoirienne d'Électricité          67         52
Assureurs (7 clients)                             98         83
Autres clients (44)                               79         66
Total chiffre d'affaires                         640        520

Charges d'exploitation                           551        462
Résultat d'exploitation                           89         58

Le contrat-cadre avec Orange Côte d'Ivoire porte sur la gestion d'une partie de ses appels entrants et de ses campagnes sortantes. Il a été renouvelé en janvier 2025 pour deux ans, résiliable par chacune des parties avec un préavis de six mois.

Aucun client n'est lié aux dirigeants ou aux actionnaires de la société. Les créances sur Orange Côte d'Ivoire s'élèvent à 58 millions de FCFA au 31 décembre 2024 et ont été réglées en totalité en février 2025.`,
  },
  {
    id: 'd19-w3-fr-questionnaire-tout-non',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory', 'debt-distress', 'related-party', 'founder-departure', 'pending-licence'],
    traits: ['negation', 'list', 'questionnaire'],
    text: `QUESTIONNAIRE DE PRÉ-AUDIT - Réponses de la société MBOA LOGISTIQUE SA (Douala)
Rempli par : Mme Christelle Ngo Mbeng, directrice administrative et financière - 2 octobre 2025

A. Contentieux
A1. La société est-elle partie à une procédure judiciaire, arbitrale ou administrative en cours ? Non.
A2. A-t-elle reçu une mise en demeure au cours des trois dernières années ? Non.

B. Réglementation
B1. La société a-t-elle fait l'objet d'une sanction, d'une suspension ou d'une amende d'une autorité (ministère des Transports, ARSEL, COBAC, CNPS) ? Non.
B2. Une demande de licence, d'agrément ou d'autorisation est-elle en cours d'instruction ? Non. Toutes les licences de transport routier de marchandises ont été délivrées et sont valides jusqu'en 2027.

C. Dettes
C1. La société a-t-elle des arriérés fiscaux ou sociaux ? Non. Attestation de non-redevance de la DGI du 15 septembre 2025 jointe.
C2. Des échéances bancaires ont-elles été payées en retard ou restent-elles impayées ? Non.
C3. Un ratio financier prévu par un contrat de prêt a-t-il été dépassé ? Non.

D. Parties liées
D1. La société réalise-t-elle des opérations avec un dirigeant, un actionnaire ou un membre de leur famille, ou une société qu'ils contrôlent ? Non.

E. Dirigeants
E1. Un fondateur ou un dirigeant a-t-il quitté la société ou annoncé son départ ? Non. L'équipe de direction est inchangée depuis 2021.

F. Capital
F1. D'anciens salariés ou associés détiennent-ils des actions ? Non.

Je certifie l'exactitude des réponses ci-dessus.`,
  },
  // piste : 9 000 € par semaine x 52 / 12 = 39 000 € par mois ; 520 000 € / 39 000 € = 13,3 mois (>=9). Consommation 39 000 € < CA 61 000 €.
  {
    id: 'd19-w3-fr-semaines-piste-saine',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'time'],
    text: `DIAGNOSTIK - Laboratoires d'analyses connectés pour les cliniques de Tunis et Sfax
Présentation investisseurs - octobre 2025

Diapositive 8 - Nos chiffres
Chiffre d'affaires mensuel (septembre 2025) : 61 000 €
Chiffre d'affaires mensuel (septembre 2024) : 34 500 €
Marge brute : 58 % (stable sur douze mois)
Cliniques clientes : 74

Diapositive 9 - Trésorerie
Trésorerie au 30 septembre : 520 000 €
Consommation nette de trésorerie : environ 9 000 € par semaine depuis l'ouverture du laboratoire de Sfax
Nous suivons ce chiffre à la semaine, car les réactifs sont payés comptant à l'importation.

Diapositive 10 - Évolution trimestrielle du chiffre d'affaires (k€)
T4 2024 : 118 | T1 2025 : 139 | T2 2025 : 157 | T3 2025 : 176

Diapositive 11 - Économie unitaire
Analyses par clinique et par mois : 410
Revenu moyen par analyse : 2,00 €
Coût d'acquisition d'une clinique : 1 900 €
Marge brute par clinique et par mois : 475 € (410 x 2,00 € x 58 %)
Retour sur coût d'acquisition : 4 mois

Diapositive 12 - Levée
Nous levons 1,5 M€ pour ouvrir Sousse et Alger. Sans cette levée, nous ralentirions l'ouverture de Sousse et atteindrions l'équilibre au T3 2026 avec la trésorerie actuelle.`,
  },
  {
    id: 'd19-w3-fr-litige-clos-concurrent',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory', 'burn-above-revenue', 'no-competition'],
    traits: ['time', 'negation', 'words'],
    text: `PLAN D'AFFAIRES 2026 - FASO LAIT SARL (Bobo-Dioulasso)
Chapitre 4 : Environnement et risques

4.1 Chiffres clés 2024 (comptes certifiés)
- Chiffre d'affaires : 1 184 000 000 FCFA (2023 : 986 000 000 FCFA)
- Coût des ventes : 742 000 000 FCFA
- Charges d'exploitation : 301 000 000 FCFA
- Résultat net : 96 000 000 FCFA

4.2 Concurrence
Nous faisons face à trois concurrents directs : les laits en poudre importés (Nestlé, Lactalis), la laiterie industrielle de Ouagadougou et les mini-laiteries artisanales. Notre avantage tient à la collecte auprès de 1 900 éleveurs peuls et à notre chaîne du froid.

4.3 Affaires passées, désormais closes
- Le différend avec notre ancien transporteur, qui nous réclamait 38 millions de FCFA, a été réglé par une transaction signée en mars 2025 ; il s'est désisté de son action devant le tribunal de commerce le 10 avril 2025. Plus aucune procédure n'est en cours.
- Le contrôle de l'Agence nationale de sécurité sanitaire de 2024 s'est conclu sans observation.

4.4 Ce qui arrive à d'autres acteurs du secteur
En juillet 2025, une laiterie concurrente de Koudougou a vu son autorisation suspendue par le ministère du Commerce pour des défauts d'étiquetage. Cette mesure ne concerne pas Faso Lait, dont les autorisations sont en vigueur jusqu'en 2028.

4.5 Projections
Chiffre d'affaires visé : 1,42 milliard de FCFA en 2026 et 1,70 milliard en 2027, soit environ +20 % par an.`,
  },
  // concentration : premier client 140 / 640 M FCFA = 21,9 % (<30 %) ; les trois premiers 29,2 %.
  {
    id: 'd19-w3-fr-client-principal-22',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
    text: `IMPRIMERIE DU FLEUVE SA (Bamako)
Extrait de l'annexe aux états financiers 2024 - comptes certifiés sans réserve par le cabinet KPMG Mali

Note 19 - Chiffre d'affaires par client (en millions de FCFA)
                                        2024      2023
Ministère de l'Éducation nationale        140       118
Banque de Développement du Mali            27        22
Orange Mali                                20        17
Éditeurs scolaires (12 clients)           168       139
Entreprises et ONG (140 clients)          285       241
Total                                     640       537

Note 20 - Charges
Coût des matières (papier, encres)        298       251
Charges de personnel                      141       128
Autres charges d'exploitation             102        91
Résultat d'exploitation                    99        67

Commentaire de la direction
Le premier client représente 21,9 % du chiffre d'affaires et les trois premiers ensemble 29,2 %. Aucun client ne dépasse le quart de nos ventes. Le marché des manuels scolaires est attribué par appels d'offres annuels ; nous avons remporté les lots 2025 et 2026.

La trésorerie au 31 décembre 2024 s'élève à 84 millions de FCFA et la société n'a aucun arriéré envers ses banques, la DGI ou l'INPS.`,
  },
  // fondateurs : 5 200 + 2 100 = 7 300 / 15 000 = 48,7 % (>=40 %) ; premier investisseur 3 750 / 15 000 = 25 % (<50 %).
  {
    id: 'd19-w3-fr-table-capitalisation-saine',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures'],
    text: `ANNEXE 2 AU PACTE D'ASSOCIÉS - TABLE DE CAPITALISATION
Société : HYDRA AGRI SAS, Rabat - situation après l'augmentation de capital du 15 septembre 2025

Associé                                        Actions     % du capital
Youssef Benali (Président, fondateur)            5 200          34,7 %
Salma Idrissi (Directrice technique, fondatrice) 2 100          14,0 %
Atlas Seed Fund                                  3 750          25,0 %
Maghreb Angels Club (17 personnes)               1 650          11,0 %
Plan d'attribution d'actions gratuites           1 500          10,0 %
Réserve non attribuée                              800           5,3 %
Total                                           15 000         100,0 %

Déclarations des parties
1. La table ci-dessus concorde avec le registre des mouvements de titres et avec les statuts mis à jour déposés au Registre du commerce de Rabat.
2. Aucun BSA, obligation convertible ou autre instrument donnant accès au capital n'est en circulation.
3. Les deux fondateurs exercent leurs fonctions à temps plein. Aucun ancien salarié ni ancien associé ne détient d'actions ; les actions gratuites attribuées à un salarié parti en 2024 n'étaient pas encore définitivement acquises et ont été annulées.
4. Aucun associé ne détient seul la majorité du capital ou des droits de vote. Les décisions importantes requièrent la majorité des deux tiers du comité stratégique.

Fait à Rabat, le 15 septembre 2025, en cinq exemplaires.`,
  },
  // marge brute : 52,0 % (2024) contre 50,6 % (2023) = +1,4 point.
  {
    id: 'd19-w3-fr-comptes-certifies-sains',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['going-concern', 'audit-opinion', 'gross-margin', 'declining-revenue', 'debt-distress'],
    traits: ['negation', 'words', 'table'],
    text: `SÉNÉGAL EMBALLAGES INDUSTRIELS SA (Thiès)
Rapport de gestion du conseil d'administration - exercice 2024 (extraits)

1. Activité et résultats (en millions de FCFA)
                               2024       2023
Chiffre d'affaires            4 860      4 310
Coût des ventes              (2 333)    (2 129)
Marge brute                   2 527      2 181
Taux de marge brute           52,0 %     50,6 %
Charges d'exploitation       (1 710)    (1 525)
Charges financières            (94)      (112)
Résultat net                    512        389

2. Continuité d'exploitation
Le conseil a examiné la capacité de la société à poursuivre son exploitation sur les douze prochains mois. Compte tenu du résultat bénéficiaire, d'une trésorerie de 640 millions de FCFA et de lignes de crédit non utilisées, le conseil n'a identifié aucune incertitude significative à ce sujet.

3. Endettement
L'emprunt contracté auprès de la CBAO en 2021 a été remboursé à chaque échéance ; tous les ratios prévus au contrat ont été respectés au 31 décembre 2024.

4. Commissariat aux comptes
Le cabinet Deloitte Sénégal a certifié les comptes de l'exercice 2024 sans réserve ni observation, par rapport daté du 22 avril 2025.

5. Perspectives
Mise en service d'une deuxième ligne d'extrusion au premier semestre 2026, financée sur fonds propres.`,
  },
];
