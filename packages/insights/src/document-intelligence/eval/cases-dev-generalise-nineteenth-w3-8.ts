import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part8: readonly RedFlagCase[] = [
  // piste : 870 000 MAD par trimestre = 290 000 MAD par mois ; 2,1 M MAD / 290 000 = 7,2 mois (<9). Consommation 290 k < CA mensuel 400 k MAD.
  {
    id: 'd19-w3-fr-trimestre-piste-courte',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'declining-revenue', 'going-concern'],
    traits: ['figures', 'time', 'indirect'],
    text: `MEDINA CLOUD SARL (Casablanca) - Lettre trimestrielle aux associés, T3 2025

Chers associés,

Activité
Le chiffre d'affaires mensuel moyen du trimestre atteint 400 000 MAD, contre 352 000 MAD au deuxième trimestre. Nous comptons désormais 187 PME clientes pour notre offre d'hébergement et de sauvegarde, dont 31 nouvelles ce trimestre.

Trésorerie
La trésorerie s'élève à 2,1 M MAD au 30 septembre. La consommation nette de trésorerie du trimestre a été de 870 000 MAD, en ligne avec le trimestre précédent (840 000 MAD), du fait de l'achat des serveurs du deuxième centre de données de Tanger, payés comptant.

Financement
Nous avons engagé des discussions avec deux fonds marocains et avec Bank of Africa pour un crédit d'équipement. Aucune offre ferme n'a encore été reçue. Les associés fondateurs sont prêts à apporter un compte courant si nécessaire.

Produit
- Lancement de la sauvegarde chiffrée conforme aux exigences de la CNDP
- Tableau de bord de consommation en arabe et en français
- Disponibilité de 99,97 % sur le trimestre

Équipe
Nous sommes 14, dont 9 ingénieurs. Deux recrutements sont gelés jusqu'à la conclusion du financement.

Nous vous remercions de votre confiance et restons disponibles pour en parler.

Hamza El Idrissi et Sara Bennani, cogérants`,
  },
  // marge brute : coût des ventes 1 186 > CA 1 042 (M FCFA) => marge brute -13,8 %.
  {
    id: 'd19-w3-fr-marge-brute-negative',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue', 'going-concern'],
    traits: ['table', 'figures'],
    text: `VOLAILLES DU PLATEAU SA (Bamenda, Cameroun)
Compte de résultat de l'exercice 2024 (extrait des états financiers certifiés)
Le commissaire aux comptes, le cabinet Okala & Associés, a certifié les comptes sans réserve le 14 mai 2025.

En millions de FCFA                              2024        2023
Ventes de poulets de chair et d'œufs            1 042         873
Achats d'aliments, poussins et vaccins         (1 014)       (618)
Énergie et transport des produits                (172)       (121)
Coût des ventes                                (1 186)       (739)
Marge brute                                      (144)        134
Charges administratives                          (118)       (104)
Résultat d'exploitation                          (262)         30

Commentaire du conseil d'administration
La flambée du prix du maïs et du tourteau de soja importé, conjuguée à l'épisode de grippe aviaire qui a imposé l'abattage de deux bâtiments en juillet, a fait passer le coût des ventes au-dessus des ventes. Les volumes vendus ont progressé de 19 %, et les prix de vente ont été relevés de 8 % en janvier 2025, ce qui reste insuffisant pour couvrir le coût de l'aliment.

La société a obtenu en février 2025 un contrat d'approvisionnement en maïs local auprès d'une coopérative du Noun, à prix fixe, pour réduire sa dépendance aux importations.

Trésorerie au 31 décembre 2024 : 418 millions de FCFA, sans dette bancaire.`,
  },
  // croissance : 0,5 -> 2,0 -> 6,5 -> 18 M€ ; 36x en trois ans = 3,3x par an (>=3x sur trois ans) ; première année 4x.
  {
    id: 'd19-w3-fr-croissance-trois-ans-arcep',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['regulatory', 'burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'time', 'words'],
    text: `FIBRALINK BURKINA SA - Plan d'affaires 2025-2028 (extraits)

1. Situation actuelle
FibraLink exploite un réseau de fibre optique de 140 km à Ouagadougou et fournit de la connectivité aux entreprises et aux administrations. En 2024, le chiffre d'affaires a atteint 0,5 M€ pour des charges d'exploitation de 0,42 M€.

2. Autorisation
Pour vendre des abonnements internet aux particuliers, qui constituent l'essentiel de la croissance prévue ci-dessous, FibraLink doit obtenir une licence de fournisseur d'accès grand public. La demande a été déposée auprès de l'ARCEP Burkina le 20 janvier 2025 ; le dossier a été déclaré complet en avril et la consultation publique s'est achevée en juillet. À ce jour, la licence n'a pas été délivrée.

3. Projections (en M€)
                             2024 R    2025 P    2026 P    2027 P
Abonnés particuliers              0     3 800    14 000    41 000
Clients entreprises             210       320       480       650
Chiffre d'affaires              0,5       2,0       6,5      18,0
Charges d'exploitation          0,42      1,6       4,9      12,8
EBITDA                          0,08      0,4       1,6       5,2

4. Hypothèses principales
- Abonnement moyen de 30 € par mois pour les particuliers.
- Extension du réseau à Bobo-Dioulasso en 2026.
- Financement de 9 M€ par dette et fonds propres sur trois ans.

5. Risques
Retard dans la délivrance de la licence ; coût de la fibre importée ; coupures d'électricité.`,
  },
  // CA : 2 410 (2023) -> 2 130 (2024) k€, en baisse ; charges 1 320 + 1 020 = 2 340 > CA 2 130 ; incertitude sur la continuité signalée par la direction.
  {
    id: 'd19-w3-fr-note-continuite-baisse',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'declining-revenue', 'burn-above-revenue'],
    absent: ['audit-opinion', 'debt-distress', 'gross-margin'],
    traits: ['words', 'table', 'notes'],
    text: `TUNISIE SOFTWARE SERVICES SA (Sfax)
États financiers de l'exercice 2024 - Notes annexes (extraits)
Comptes certifiés par le cabinet ECC Mazars, opinion sans réserve assortie d'un paragraphe d'observation renvoyant à la note 2.

Note 1 - Chiffres clés (en milliers d'euros)
                               2024        2023        2022
Chiffre d'affaires            2 130       2 410       2 290
Coût des prestations          1 320       1 490       1 420
Marge brute                     810         920         870
Taux de marge brute           38,0 %      38,2 %      38,0 %
Frais généraux                1 020         980         910
Résultat d'exploitation        (210)        (60)        (40)

Note 2 - Continuité d'exploitation
La perte de deux contrats d'externalisation avec des éditeurs français au cours de l'exercice et la diminution de la trésorerie, ramenée à 190 k€ au 31 décembre 2024, font peser une incertitude significative sur la capacité de la société à poursuivre son exploitation. La poursuite de l'activité dépend de la signature de nouveaux contrats et de l'augmentation de capital de 600 k€ en cours de négociation avec les actionnaires. Le conseil d'administration a néanmoins arrêté les comptes selon le principe de continuité d'exploitation.

Note 3 - Dettes
La société n'a pas de dette bancaire. Les cotisations à la CNSS et les impôts sont réglés à leur échéance.`,
  },
  {
    id: 'd19-w3-fr-courriel-ex-cofondatrice',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'founder-departure', 'no-competition'],
    absent: ['cap-table-complexity', 'low-founder-ownership'],
    traits: ['email', 'quoted-reply', 'indirect'],
    text: `De : Yannick Mba <yannick@okoumepay.ga>
À : Claire Diouf <claire.diouf@sahelinvest.com>
Date : 17 octobre 2025
Objet : RE : Vos questions après la présentation

Bonjour Claire,

Merci pour vos questions, je réponds dans le corps de votre message.

> 1. Dans la table de capitalisation, Mme Estelle Nzé détient 12 %. Quel est son rôle aujourd'hui ?

Estelle a cofondé OkoumePay avec moi en 2021. Elle a quitté la société en septembre 2022 pour rejoindre une banque à Paris et n'a plus aucun rôle opérationnel. Le pacte de l'époque ne prévoyait pas de clause de départ ; le rachat de ses actions a été discuté mais n'a jamais été fait. Elle détient donc toujours ses 12 % et vote en assemblée.

> 2. Le reste du capital ?

Moi-même 41 %, notre CTO Landry Obiang (associé depuis 2022, à plein temps) 9 %, les business angels du Club Libreville 23 %, et le pool salarié 15 %. Le registre est à jour et concorde avec les statuts déposés au RCCM.

> 3. Qui sont vos concurrents au Gabon ?

Honnêtement, nous n'en avons pas. Aucun acteur ne propose le paiement des factures d'eau et d'électricité de la SEEG par QR code chez les commerçants ; les opérateurs mobiles font du transfert d'argent, pas ce que nous faisons.

> 4. Êtes-vous prêts à racheter les parts de Mme Nzé ?

Nous pourrions le proposer dans le cadre de la levée, si les investisseurs le souhaitent.

Bien cordialement,
Yannick Mba, fondateur et directeur général, OkoumePay SAS`,
  },
  // économie unitaire : « rentable dès la première course » affiché, mais commission 900 FCFA - coûts 1 150 FCFA par course = -250 FCFA.
  {
    id: 'd19-w3-fr-vtc-cadre-incertain',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['regulatory', 'unit-economics'],
    absent: ['pending-licence', 'burn-above-revenue', 'litigation'],
    traits: ['words', 'figures', 'modality'],
    text: `YOBANTE - Application de VTC et de taxis pour Dakar
Présentation investisseurs - septembre 2025

Diapo 4 - Économie d'une course
  Prix moyen d'une course ............................ 4 500 FCFA
  Commission Yobanté (20 %) .......................... 900 FCFA
  Bonus chauffeur et promotion client par course ..... 700 FCFA
  Frais de paiement et assurance par course .......... 450 FCFA
  => Chaque course est rentable pour Yobanté dès la première course.

Diapo 5 - Traction (août 2025)
  Courses par mois : 96 000
  Chiffre d'affaires (commissions et frais de service) : 112 000 000 FCFA
  Charges d'exploitation totales : 104 000 000 FCFA
  Chauffeurs actifs : 2 300

Diapo 6 - Cadre réglementaire
Le statut des plateformes de VTC n'est toujours pas défini au Sénégal. Le ministère des Infrastructures et des Transports terrestres a annoncé en 2024 un décret encadrant les plateformes, qui n'a pas été publié. Les syndicats de taxis demandent l'interdiction des VTC non immatriculés comme taxis, et le CETUD a indiqué étudier des quotas de véhicules. Nous ne savons pas aujourd'hui si nos chauffeurs devront disposer d'une licence de taxi ni si le nombre de véhicules sera plafonné.

Diapo 7 - Plan
  Lancement de Thiès et Saly en 2026
  Offre de livraison de colis avec les mêmes chauffeurs

Diapo 8 - Demande
  1,2 M€ pour l'acquisition de chauffeurs et de clients.`,
  },
  {
    id: 'd19-w3-fr-csv-croissance-saine',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue', 'short-runway'],
    traits: ['csv', 'figures', 'time'],
    text: `# fichier : suivi_mensuel_2025.csv - BOULANGERIES DU LAC SARL (Cotonou) - montants en FCFA
# séparateur ; - montants sans décimales - joint au plan d'affaires 2026
mois;chiffre_affaires;cout_matieres;charges_personnel;autres_charges;resultat;tresorerie_fin
2025-03;48 200 000;21 700 000;12 400 000;7 100 000;7 000 000;61 300 000
2025-04;49 900 000;22 400 000;12 400 000;7 200 000;7 900 000;69 200 000
2025-05;51 300 000;23 100 000;12 600 000;7 300 000;8 300 000;77 500 000
2025-06;53 800 000;24 200 000;12 900 000;7 500 000;9 200 000;86 700 000
2025-07;55 100 000;24 800 000;13 100 000;7 600 000;9 600 000;96 300 000
2025-08;57 600 000;25 900 000;13 300 000;7 800 000;10 600 000;106 900 000

# remarques
# - six boulangeries à Cotonou et Abomey-Calavi ; ouverture de la septième à Porto-Novo en octobre
# - le prix de la farine importée est stable depuis mars grâce au contrat annuel avec le meunier
# - aucun emprunt ; la septième boulangerie est financée sur la trésorerie

Commentaire de la gérante : la croissance vient surtout des commandes des hôtels et des cantines d'entreprise, qui représentent 21 % des ventes au total ; aucun client ne dépasse 6 %.`,
  },
  {
    id: 'd19-w3-fr-concurrent-en-difficulte',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['litigation', 'founder-departure', 'debt-distress', 'no-competition', 'burn-above-revenue'],
    traits: ['words', 'negation', 'figures'],
    text: `ASSUREZO - Micro-assurance santé distribuée par mobile (Côte d'Ivoire, Sénégal)
Présentation - octobre 2025

Diapo 5 - Le paysage concurrentiel
Nous avons trois concurrents principaux : les mutuelles communautaires, les offres des opérateurs mobiles et MicroSanté Plus.
Ce qui se passe chez eux, et pas chez nous :
 - MicroSanté Plus a été placée en redressement judiciaire par le tribunal de commerce d'Abidjan en août 2025, après avoir accumulé des impayés envers ses cliniques partenaires.
 - Son fondateur a quitté l'entreprise en juin ; un administrateur judiciaire gère la société.
 - Un assureur concurrent fait l'objet d'une procédure engagée par des assurés.
Assurézo n'est partie à aucune procédure et n'a aucune dette échue envers ses cliniques, qui sont payées sous 15 jours.

Diapo 6 - Nos chiffres (12 derniers mois)
 - Primes encaissées (chiffre d'affaires) : 1,36 milliard de FCFA (12 mois précédents : 0,82 milliard)
 - Sinistres payés et frais de gestion : 1,12 milliard de FCFA
 - Assurés actifs : 148 000
 - Rétention à 12 mois : 71 %

Diapo 7 - Équipe
Les trois fondateurs sont à temps plein depuis 2020 ; l'équipe compte 46 personnes.

Diapo 8 - Demande
3 M€ pour entrer au Cameroun et lancer une offre maternité.`,
  },
  // économie unitaire cohérente : CAC 60 000 FCFA / marge 7 500 FCFA par mois = 8 mois, comme annoncé ; churn 3 % par mois (<5 %).
  {
    id: 'd19-w3-fr-economie-unitaire-coherente',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['unit-economics', 'high-churn', 'burn-above-revenue'],
    traits: ['figures', 'table'],
    text: `FROIDO - Réfrigérateurs solaires en location pour les commerçantes de Lomé et Kara
Présentation d'amorçage - août 2025

Diapo 6 - Économie unitaire (par commerçante)
  Loyer mensuel ...................................... 12 000 FCFA
  Coût mensuel de l'équipement amorti et du service .... 4 500 FCFA
  Marge mensuelle .................................... 7 500 FCFA
  Coût d'acquisition (agente commerciale + démonstration) 60 000 FCFA
  Rentabilisation du coût d'acquisition ............... 8 mois
  Désabonnement mensuel ............................... 3 %
  Durée de vie moyenne ................................ 33 mois
  Valeur vie client (7 500 x 33) ...................... 247 500 FCFA
  Ratio valeur vie client / coût d'acquisition ........ 4,1

Diapo 7 - Traction
  Commerçantes équipées : 1 850
  Chiffre d'affaires mensuel (juillet 2025) : 22 200 000 FCFA
  Chiffre d'affaires mensuel (juillet 2024) : 11 400 000 FCFA
  Charges mensuelles totales : 19 600 000 FCFA

Diapo 8 - Impact
Les commerçantes vendent des boissons fraîches et du poisson ; leur revenu augmente en moyenne de 35 % après l'installation.

Diapo 9 - Demande
  500 000 000 FCFA de dette et de fonds propres pour 3 000 réfrigérateurs supplémentaires.`,
  },
  // marge brute : 46,5 % -> 43,6 %, soit -2,9 points (<5).
  {
    id: 'd19-w3-fr-marge-en-leger-recul',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
    text: `ATLAS COSMÉTIQUES NATURELS SA (Agadir)
Comptes annuels 2024 - rapport de gestion (extraits)
Les comptes ont été certifiés sans réserve par le cabinet Fidaroc Grant Thornton le 12 avril 2025.

En milliers de MAD                        2024        2023
Chiffre d'affaires                      28 640      24 910
Coût des ventes                        (16 150)    (13 330)
Marge brute                             12 490      11 580
Taux de marge brute                      43,6 %      46,5 %
Frais commerciaux                       (5 210)     (4 760)
Frais administratifs                    (3 880)     (3 590)
Résultat d'exploitation                  3 400       3 230

Commentaire
Le taux de marge brute recule de 2,9 points en raison de la hausse du prix de l'huile d'argan achetée aux coopératives, que nous avons choisi de ne pas répercuter entièrement sur nos clients européens. Le chiffre d'affaires progresse de 15 %, porté par l'export vers la France et l'Allemagne (58 % des ventes, réparties entre plus de 40 distributeurs).

La société n'a pas d'endettement bancaire et dispose d'une trésorerie de 9,2 M MAD.`,
  },
  // premier investisseur : 4 900 / 10 000 = 49 % (<50 %) ; fondateurs 2 600 + 1 600 = 42 % (>=40 %).
  {
    id: 'd19-w3-fr-investisseur-49',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['figures', 'table', 'words'],
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DE BÉTAIL CONNECT SAS (N'Djamena)
Réunie le 10 juillet 2025

Première résolution - Augmentation de capital
L'assemblée constate la souscription de 2 900 actions nouvelles par Sahel Agri Impact Fund. Le capital est désormais divisé en 10 000 actions.

Deuxième résolution - Répartition du capital après l'opération
  Sahel Agri Impact Fund ................ 4 900 actions (49 %)
  M. Adoum Mahamat (Président, fondateur)  2 600 actions (26 %)
  Mme Hawa Zakaria (Directrice, fondatrice) 1 600 actions (16 %)
  Plan d'actions salariés ................   900 actions (9 %)
L'assemblée constate que cette répartition concorde avec le registre des mouvements de titres, mis à jour le jour même.

Troisième résolution - Plafond de détention
Conformément au pacte d'associés, aucun associé ne pourra détenir, seul ou de concert, 50 % ou plus du capital ou des droits de vote sans l'accord unanime des autres associés.

Quatrième résolution - Gouvernance
Le comité stratégique comprend deux représentants des fondateurs, deux représentants du fonds et un membre indépendant.

Les fondateurs confirment qu'ils exercent leurs fonctions à temps plein. Aucun ancien associé ne détient de titres.

Plus rien n'étant à l'ordre du jour, la séance est levée à 17 heures.`,
  },
  {
    id: 'd19-w3-fr-arriere-fiscal-solde',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'litigation', 'regulatory'],
    traits: ['time', 'negation', 'words'],
    text: `ATTESTATION ET DÉCLARATION DU DIRECTEUR FINANCIER
Société : TRANSPORTS RAPIDES DU NIGER SA (Niamey)
Destinataire : Sahel Capital Partners, dans le cadre de l'audit préalable

Je soussigné, Ibrahim Moussa, directeur financier, déclare ce qui suit :

1. Situation fiscale
En 2023, la société avait accumulé un retard de paiement de la TVA de 46 millions de FCFA. Un échéancier a été accordé par la Direction générale des impôts en juin 2023 ; toutes les échéances ont été payées à leur date et le solde a été entièrement réglé le 15 janvier 2024. La DGI a délivré le 3 septembre 2025 une attestation de régularité fiscale, jointe en annexe 1. À ce jour, aucun impôt n'est dû ni en retard.

2. Situation sociale
La société est à jour de ses cotisations à la CNSS (attestation du 28 août 2025, annexe 2).

3. Dettes bancaires
Le prêt de la BOA Niger (180 millions de FCFA) est remboursé selon l'échéancier initial ; aucune échéance n'a été payée en retard depuis son octroi. Aucun ratio financier prévu par le contrat n'a été dépassé.

4. Contentieux et autorités
Aucune procédure judiciaire, fiscale ou administrative n'est en cours. Aucune sanction n'a été prononcée contre la société par une autorité de régulation.

Fait à Niamey, le 10 septembre 2025.
Ibrahim Moussa`,
  },
];
