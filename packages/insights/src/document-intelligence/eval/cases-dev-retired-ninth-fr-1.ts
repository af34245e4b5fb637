/** NINTH held-out set, French 1 (see cases-dev-retired-ninth.ts). */
import type { RedFlagCase } from './case';

export const heldOutNinthFrench1: readonly RedFlagCase[] = [
  // CA 2025 1 200 M / CA 2024 180 M = 6,7x en un an >= 4x
  { id: 'h9-fr-teranga-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures', 'indirect'],
    text: `TERANGA AGRO — Levée d'amorçage — Dakar, avril 2025

Diapo 3 · Traction
• CA 2024 : 180 M FCFA (2023 : 96 M FCFA)
• 1 250 producteurs d'oignon et d'arachide dans les Niayes et le bassin arachidier
• Marge brute : 27 %

Diapo 5 · Concurrence
Aucun concurrent. Personne au Sénégal ne propose à la fois le préfinancement des intrants et l'achat garanti de la récolte au prix convenu avant semis.

Diapo 8 · Projections
• CA 2025 : 1,2 milliard FCFA
• CA 2026 : 3,5 milliards FCFA
• Point mort atteint dès le deuxième semestre 2025

Diapo 10 · Levée : 500 M FCFA en BSA AIR`,
    present: ['no-competition', 'unrealistic-growth'], absent: [] },
  // marge brute 2024 : 832 330 / 2 184 600 = 38,1 % ; 2023 : 801 250 / 1 912 300 = 41,9 % ; baisse 3,8 points < 5 ; CA en hausse
  { id: 'h9-fr-akwaba-etats', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures', 'negation'],
    text: `AKWABA EMBALLAGES SA — Abidjan
RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE — EXERCICE CLOS LE 31 DÉCEMBRE 2024

Opinion. Nous certifions que les états financiers de synthèse sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Cette certification est émise sans réserve.

Extrait du compte de résultat (en milliers de FCFA)
                              2024          2023
Chiffre d'affaires         2 184 600     1 912 300
Achats consommés          (1 352 270)   (1 111 050)
Marge brute                  832 330       801 250
Résultat d'exploitation      214 900       226 400

Le recul du résultat d'exploitation s'explique par le démarrage de la deuxième ligne d'extrusion à Yopougon, dont les frais de personnel ont été engagés dès septembre.`,
    present: [], absent: ['audit-opinion', 'gross-margin', 'declining-revenue'] },
  { id: 'h9-fr-atlasdata-pv', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time', 'negation'],
    text: `ATLAS DATA SERVICES S.A. — Casablanca
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 17 JUIN 2025

Présents : M. Hicham Alaoui (Président), Mme Salma Bennani (Directrice générale), M. Youssef Benjelloun, M. Karim Lahlou (représentant Atlas Growth Fund).

Point 2 – Direction technique. M. Youssef Benjelloun, cofondateur et directeur technique, informe le Conseil de sa décision de quitter la société ; son départ sera effectif le 30 septembre 2025. Il accompagnera la transition avec l'équipe d'infrastructure. Le Conseil prend acte et remercie M. Benjelloun.

Point 3 – Financement bancaire. Le directeur financier indique que les échéances d'avril et de mai du crédit d'investissement contracté pour le centre de données de Bouskoura (mensualité de 312 000 MAD) n'ont pas été honorées. La banque a adressé une lettre de relance le 4 juin ; aucune procédure n'a été engagée à ce stade et un rééchelonnement est en discussion.

Point 4 – Questions diverses : néant.`,
    present: ['founder-departure', 'debt-distress'], absent: ['litigation'] },
  // fondateurs 21 % + 13 % = 34 % < 40 % ; premier investisseur 26 % < 50 % ; BSA AIR non intégrés, table non réconciliée
  { id: 'h9-fr-carthage-captable', documentType: 'legal_docs', language: 'fr', traits: ['table', 'figures'],
    text: `CARTHAGE ROBOTICS SA — Table de capitalisation, version de travail (non définitive) au 31/05/2025

| Actionnaire | Actions | % |
|---|---|---|
| Sami Trabelsi (fondateur, PDG) | 210 000 | 21,0 % |
| Ines Gharbi (fondatrice, directrice technique) | 130 000 | 13,0 % |
| Fonds Medina Capital | 260 000 | 26,0 % |
| Business angels (14 personnes) | 150 000 | 15,0 % |
| Salariés (options exercées) | 90 000 | 9,0 % |
| Pool d'options non attribuées | 160 000 | 16,0 % |
| BSA AIR 2023 | ? | ? |
| Total | 1 000 000 | 100 % |

Remarque de l'avocat (Tunis, 3 juin) : les BSA AIR émis en 2023 pour 450 000 DT ne figurent pas dans la table ; le plafond de valorisation et la décote diffèrent selon les versions signées par les souscripteurs. La table ne peut pas être considérée comme réconciliée tant que ce point n'est pas tranché.`,
    present: ['cap-table-complexity', 'low-founder-ownership'], absent: ['investor-control'] },
  // trésorerie 421 M / consommation nette 38 M = 11 mois >= 9 ; 38 M < CA 52,4 M ; attrition 3,8 %/mois < 5 %
  { id: 'h9-fr-mboa-point', documentType: 'business_plan', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `Objet : Mboa Santé — point mensuel investisseurs (septembre 2024)

Bonjour à tous,

Voici les chiffres du mois :
- Chiffre d'affaires de septembre : 52,4 M FCFA (août : 49,8 M FCFA).
- Consommation nette de trésorerie : 38 M FCFA ; trésorerie au 30/09 : 421 M FCFA, soit un peu plus de 11 mois au rythme actuel.
- Attrition mensuelle des pharmacies abonnées : 3,8 % (contre 4,6 % en juin). Les relances téléphoniques de l'équipe de Douala portent leurs fruits.
- 312 pharmacies actives à Yaoundé, Douala et Bafoussam.

Recrutement : nous avons signé un responsable commercial pour Douala, qui arrive le 1er novembre. Pas d'autre changement dans l'équipe.

Bien à vous,
Estelle Ngono, cofondatrice`,
    present: [], absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'declining-revenue'] },
  { id: 'h9-fr-djazair-courriel', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'list'],
    text: `De : Rachid Boumediene <r.boumediene@djazairlog.dz>
À : Lina Haddad (Fonds Tassili)
Objet : Vos questions sur les contrats

Bonjour Lina,

Réponses à vos deux points :

1) Contentieux. Notre ancien transporteur frigorifique nous a assignés devant la section commerciale du tribunal de Sidi M'Hamed (Alger) pour 38 millions de DA de factures qu'il estime impayées. Nous contestons : une partie des livraisons est arrivée hors température. Une expertise judiciaire est en cours ; prochaine audience le 12 janvier.

2) Distribution à Oran. Le contrat de distribution pour l'Ouest a été signé en 2023 avec Ouest Distrib SARL, dont le gérant et associé unique est mon frère Karim. La commission est de 6 % du chiffre d'affaires réalisé dans les wilayas d'Oran, Mostaganem et Tlemcen. Le contrat n'a pas été soumis au conseil à l'époque ; nous pouvons le régulariser lors de la prochaine réunion.

Cordialement,
Rachid`,
    present: ['litigation', 'related-party'], absent: [] },
  { id: 'h9-fr-chellah-cac', documentType: 'legal_docs', language: 'fr', traits: ['prose'],
    text: `CHELLAH DIAGNOSTICS S.A. — Rabat
RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES — EXERCICE DU 1er JANVIER AU 31 DÉCEMBRE 2024

Opinion avec réserve
Nous avons effectué l'audit des états de synthèse ci-joints. À notre avis, sous réserve de l'incidence éventuelle de la situation décrite dans la partie « Fondement de l'opinion avec réserve », les états de synthèse sont réguliers et sincères et donnent une image fidèle du patrimoine et de la situation financière de la société.

Fondement de l'opinion avec réserve
Les créances clients comprennent 6,4 MDH sur des cliniques privées de Rabat et de Salé dont nous n'avons pas pu obtenir confirmation, ni vérifier le recouvrement par d'autres procédures.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 1.3 : les capitaux propres sont devenus inférieurs au quart du capital social et la société dépend de la réalisation de la levée de fonds en cours. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Casablanca, le 28 avril 2025`,
    present: ['going-concern', 'audit-opinion'], absent: [] },
  // 310 -> 780 = 2,5x ; 780 -> 1 400 = 1,8x ; 1 400 -> 2 150 = 1,5x ; charges < CA chaque année
  { id: 'h9-fr-zemi-bp', documentType: 'business_plan', language: 'fr', traits: ['table', 'figures', 'negation', 'time'],
    text: `Plan d'affaires 2025-2027 — ZÉMI CONNECT (Lomé)

Tableau 4 – Projections (en millions de FCFA)
                                2024 (réalisé)   2025    2026    2027
Chiffre d'affaires                   310          780    1 400   2 150
Charges d'exploitation               265          620    1 080   1 590
Conducteurs actifs (fin d'année)   1 900        4 200    6 800   9 500

Hypothèses. La croissance 2025 repose sur l'ouverture de Kara et d'Atakpamé et sur le paiement mobile des courses de zémidjans. Le panier moyen reste stable à 650 FCFA.

Agrément. L'agrément d'établissement de paiement a été accordé par la BCEAO en octobre 2023 ; aucune autre autorisation n'est requise pour les villes prévues au plan.`,
    present: [], absent: ['unrealistic-growth', 'pending-licence', 'burn-above-revenue'] },
  // charges 81,45 + 47,30 + 29,88 + 12,14 = 170,77 M > ventes 146,82 M ; situation non auditée
  { id: 'h9-fr-sahelbriques-gestion', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures'],
    text: `SAHEL BRIQUES SARL — Ouagadougou
Situation de gestion au 30 juin 2025 — non auditée, établie par le cabinet comptable pour les associés

En FCFA                                 1er semestre 2025
Ventes de briques et de pavés               146 820 000
Achats de ciment et matières                (81 450 000)
Charges de personnel                        (47 300 000)
Transport et énergie                        (29 880 000)
Autres charges                              (12 140 000)
Résultat du semestre                        (23 950 000)

Commentaire du gérant : le prix du gasoil pour les fours et les camions a fortement pesé, et deux chantiers publics à Bobo-Dioulasso ont été livrés sans être encore réglés. Les commandes du second semestre sont bien orientées.`,
    present: ['audit-opinion', 'burn-above-revenue'], absent: ['gross-margin'] },
  // trésorerie 1,9 Md / consommation 420 M par mois = 4,5 mois < 9 ; 420 M > CA 180 M
  { id: 'h9-fr-kaloum-chat', documentType: 'legal_docs', language: 'fr', traits: ['informal', 'figures', 'indirect'],
    text: `[WhatsApp — Kaloum Livraison / associés]
[14/02 21:03] Mamadou : bon, point tréso rapide avant demain
[14/02 21:03] Mamadou : il reste 1,9 milliard GNF sur les comptes
[14/02 21:04] Mamadou : on a fait 180 M de CA en janvier mais on brûle net environ 420 M par mois avec les motos, le carburant et les salaires
[14/02 21:06] Fatoumata : donc on tient jusqu'à quand ?
[14/02 21:06] Mamadou : fais le calcul… fin juin grand max
[14/02 21:07] Fatoumata : 😳 il faut relancer les investisseurs de Dakar dès lundi
[14/02 21:08] Mamadou : oui. et on gèle les recrutements à Matoto
[14/02 21:09] Fatoumata : ok je préviens Ibrahima`,
    present: ['short-runway', 'burn-above-revenue'], absent: [] },
  // fondateurs 26 % + 21 % = 47 % ; premier investisseur 31 % ; actions de l'ancien salarié rachetées et annulées
  { id: 'h9-fr-tracevanille-pacte', documentType: 'legal_docs', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `PACTE D'ASSOCIÉS — TRACE VANILLE MADAGASCAR SA (Antananarivo) — extraits

Article 3 – Répartition du capital après l'augmentation de capital du 15 mars 2025
- M. Hery Rakoto (fondateur, directeur général) : 2 600 actions (26 %)
- Mme Nirina Andriamihaja (fondatrice, directrice des opérations) : 2 100 actions (21 %)
- Océan Indien Impact : 3 100 actions (31 %)
- Business angels (8 personnes) : 1 200 actions (12 %)
- Plan d'intéressement des salariés : 1 000 actions (10 %)
Total : 10 000 actions

Article 11 – Départ d'un salarié associé. Les 300 actions détenues par M. Fidy R., ancien technicien qualité sorti le 31 décembre 2024, ont été rachetées par la société le 20 février 2025 pour 9 000 000 Ar puis annulées avant l'augmentation de capital. Aucun ancien salarié ne détient plus d'actions.`,
    present: [], absent: ['low-founder-ownership', 'investor-control', 'dead-equity'] },
  { id: 'h9-fr-lisanga-bcc', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time'],
    text: `BANQUE CENTRALE DU CONGO
Direction de la Surveillance des Intermédiaires Financiers
Kinshasa, le 7 mars 2025 — N/Réf. : DSIF/EME/0231/2025

À Monsieur le Gérant de Lisanga Pay SARL, Gombe, Kinshasa

Objet : Suspension de l'agrément d'émetteur de monnaie électronique

Monsieur le Gérant,

Il ressort de la mission d'inspection du 10 au 21 février 2025 que votre société n'a pas maintenu, dans un compte de cantonnement ouvert auprès d'une banque agréée, un montant égal à la monnaie électronique en circulation.

En conséquence, la Banque Centrale du Congo décide de suspendre votre agrément d'émetteur de monnaie électronique pour une durée de quatre-vingt-dix jours à compter de la présente. Pendant cette période, aucune nouvelle émission ne peut être effectuée.

Par ailleurs, votre demande d'agrément complémentaire pour l'activité de transfert international, déposée le 3 décembre 2024, reste en cours d'instruction et ne sera examinée qu'à l'issue de la période de suspension.

Veuillez agréer, Monsieur le Gérant, l'expression de notre considération distinguée.`,
    present: ['regulatory', 'pending-licence'], absent: [] },
  // aucun chiffre de revenus ni de coûts dans le deck (marché, utilisateurs, montant levé)
  { id: 'h9-fr-kene-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list'],
    text: `KÈNÈ MOBILE — Présentation investisseurs — Bamako, 2025

1. Problème : sept ménages bamakois sur dix n'ont aucune couverture santé et renoncent aux soins faute d'argent au moment de la consultation.
2. Solution : une micro-assurance santé souscrite et payée depuis le téléphone, avec prise en charge directe dans les cliniques partenaires.
3. Traction : 8 400 souscripteurs actifs, 31 cliniques partenaires en communes I à VI, 92 % de satisfaction à l'enquête de mars.
4. Marché : 2,8 millions d'habitants à Bamako, 22 millions au Mali.
5. Concurrence : mutuelles communautaires, assureurs classiques peu présents dans le segment informel, deux startups ivoiriennes en phase de test.
6. Équipe : Mariam Diarra (médecin, ex-ONG), Oumar Sangaré (ex-opérateur télécom).
7. Levée : 400 000 000 FCFA.`,
    present: ['missing-financials'], absent: ['no-competition'] },
  // CAC annoncé 8 000 FCFA, mais 96 M / ~4 000 nouveaux abonnés = ~24 000 FCFA ; rétention à 12 mois 48 % < 55 %
  { id: 'h9-fr-okoumebox-appel', documentType: 'legal_docs', language: 'fr', traits: ['transcript', 'figures', 'indirect'],
    text: `Transcription — appel investisseurs, Okoumé Box (Libreville), 11 avril 2025

Paul (investisseur) : Combien vous coûte l'acquisition d'un client ?
Aïcha Mba (fondatrice) : Notre coût d'acquisition est de 8 000 FCFA par client. C'est l'un de nos points forts, on le met en avant dans le deck.
Paul : Et vos dépenses marketing sur 2024 ?
Aïcha : 96 millions FCFA au total : radio, Facebook, et le programme d'ambassadeurs dans les quartiers. On a recruté un peu plus de 4 000 nouveaux abonnés sur l'année.
Paul : D'accord. Et la fidélité ?
Aïcha : Sur la cohorte de janvier 2024, 48 % des abonnés étaient encore actifs en janvier 2025.
Paul : Donc moins de la moitié au bout d'un an.
Aïcha : Oui, c'est notre chantier prioritaire. On lance l'abonnement trimestriel en mai.`,
    present: ['unit-economics', 'high-churn'], absent: [] },
  { id: 'h9-fr-chinguetti-courriel', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'negation', 'time'],
    text: `Objet : Re : points ouverts avant le comité d'investissement

Bonjour Monsieur Diallo,

Voici nos réponses.

1. Le différend avec l'administration des douanes sur la valeur des conteneurs importés en 2023 a été réglé par une transaction signée le 18 janvier 2025. Nous avons payé 2,4 millions MRU et la douane a confirmé par écrit que le dossier est clos. Aucune autre procédure n'est en cours contre la société.

2. Notre directeur financier, M. Ould Sidi, reste en poste. La rumeur venait d'une offre d'une banque de Nouakchott, qu'il a déclinée ; il a d'ailleurs prolongé son contrat jusqu'en 2027.

3. Nos agréments de commissionnaire en douane sont à jour : ils ont été renouvelés en mars pour trois ans.

Je reste à votre disposition pour un appel avec notre DAF si le comité le souhaite.

Cordialement,
Aminata Ba, directrice générale, Chinguetti Fret SARL`,
    present: [], absent: ['litigation', 'founder-departure', 'regulatory', 'pending-licence'] },
  // revenus 2023 4 812 350 < 2022 5 230 900 ; marge brute 31,0 % les deux années ; arriérés CNSS et retenue non reversée
  { id: 'h9-fr-olivia-etats', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures', 'split'],
    text: `OLIVIA EXPORT SA — Sfax
ÉTATS FINANCIERS AU 31 DÉCEMBRE 2023 — EXTRAITS (en dinars tunisiens)
Rapport du commissaire aux comptes : opinion sans réserve.

État de résultat                      2023            2022
Revenus                          4 812 350       5 230 900
Coût des ventes                 (3 320 500)     (3 610 100)
Marge brute                      1 491 850       1 620 800
Résultat d'exploitation            212 400         305 700

Note 18 – Dettes fiscales et sociales
Ce poste comprend des arriérés de cotisations CNSS de 186 000 DT et une retenue à la source non reversée de 74 300 DT, relatifs aux deuxième et troisième trimestres 2023. À la date d'arrêté des comptes, ces sommes n'avaient pas été réglées ; les pénalités de retard sont provisionnées.`,
    present: ['declining-revenue', 'debt-distress'], absent: ['audit-opinion', 'gross-margin'] },
  // client unique 336 / 612 = 55 % ; subvention UE versée une fois (120 M) comptée dans les revenus récurrents
  { id: 'h9-fr-kpevi-bp', documentType: 'business_plan', language: 'fr', traits: ['list', 'figures', 'indirect'],
    text: `KPÈVI ÉNERGIE SA — Plan d'affaires 2025-2028 (Cotonou)
3. Modèle économique et revenus récurrents

En 2024, nos revenus récurrents se sont élevés à 612 M FCFA, répartis ainsi :
- contrats de maintenance des mini-réseaux solaires ruraux : 338 M FCFA, dont 336 M facturés à l'Agence nationale d'électrification rurale ;
- abonnements des ménages raccordés (Zou, Collines, Borgou) : 154 M FCFA ;
- subvention exceptionnelle de l'Union européenne pour l'installation de 40 sites : 120 M FCFA, versée en une seule fois en 2024.

Ces revenus récurrents couvrent nos charges fixes (410 M FCFA) et servent de base aux projections de la section 5.`,
    present: ['customer-concentration', 'non-recurring-revenue'], absent: [] },
  // CA 29 / 14,6 = 2,0x puis 1,7x ; premier client 26 % < 30 % ; marge en hausse
  { id: 'h9-fr-souklink-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `SOUKLINK — Série A — Marrakech, 2025

Diapo 4 – Traction : CA 2024 : 14,6 MDH (2023 : 8,9 MDH) ; 2 300 artisans référencés ; marge brute 41 % (2023 : 38 %).
Diapo 5 – Clients : 640 acheteurs professionnels ; notre premier client, une chaîne hôtelière, représente 26 % du CA 2024.
Diapo 6 – Concurrence : Etsy et les places de marché européennes, deux plateformes marocaines d'artisanat, et surtout les acheteurs qui se fournissent en direct dans les souks. Notre différence : traçabilité, contrôle qualité à Marrakech et Fès, paiement des artisans sous 72 heures.
Diapo 9 – Plan : CA 2025 : 29 MDH ; CA 2026 : 50 MDH.`,
    present: [], absent: ['no-competition', 'customer-concentration', 'unrealistic-growth', 'gross-margin'] },
  // fonds 5 100 / 10 000 = 51 % >= 50 % ; fondateurs 4 200 = 42 % ; anciens développeurs 700 actions non rachetées
  { id: 'h9-fr-mbongo-registre-ocr', documentType: 'legal_docs', language: 'fr', traits: ['ocr', 'table', 'figures', 'indirect'],
    text: `REGlSTRE DES MOUVEMENTS DE TlTRES — MBONGO TECH SA (Brazzaville)
Situation au 3l/12/2024 — copie numérisée

N°  Titulaire                                         Nbre d'actions
1   Grâce Mabiala (fondatrice, PDG) ............................ 2 300
2   Arnaud Okemba (fondateur, directeur technique) ............. 1 900
3   Congo Basin Ventures ....................................... 5 100
4   Didier N. (ancien développeur, parti en 2023) ................ 400
5   Sylvie M. (ancienne développeuse, partie en 2022) ............ 300
    T0TAL ..................................................... 10 000

Observation : les titres n° 4 et 5 proviennent d'options exercées avant le départ des intéressés ; la société n'a pas fait jouer sa promesse de rachat dans le délai prévu.`,
    present: ['investor-control', 'dead-equity'], absent: ['low-founder-ownership', 'founder-departure'] },
  { id: 'h9-fr-fleuveriz-pv', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'negation', 'time'],
    text: `FLEUVE RIZ SA — Saint-Louis
EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 9 DÉCEMBRE 2024

Point 4 : Situation bancaire. Le directeur administratif et financier confirme que toutes les échéances du crédit de campagne de 450 M FCFA ont été réglées à bonne date. Le ratio de couverture du service de la dette s'établit à 1,6 pour un covenant fixé à 1,25. Le dépassement de découvert constaté en juillet a été régularisé le 2 août et ne s'est pas reproduit.

Point 5 : Continuité d'exploitation. Le commissaire aux comptes a indiqué, lors de son intervention intérimaire, ne pas avoir identifié d'incertitude significative sur la continuité d'exploitation. Le conseil partage cette analyse au vu du carnet de commandes de la campagne de contre-saison et de la ligne de préfinancement renouvelée.

Point 6 : Le prochain conseil se tiendra en mars 2025 pour l'arrêté des comptes.`,
    present: [], absent: ['debt-distress', 'going-concern'] },
  // marge brute 44 % -> 36 % = baisse de 8 points ; CA en hausse
  { id: 'h9-fr-santeplus-bp', documentType: 'business_plan', language: 'fr', traits: ['prose', 'figures', 'time'],
    text: `SANTÉ PLUS ORAN SARL — Plan de développement 2025 (extrait)

4. Autorisations
L'hospitalisation à domicile exige un agrément du ministère de la Santé. Notre dossier complet a été déposé à la Direction de la santé de la wilaya d'Oran le 14 octobre 2024. À ce jour, l'agrément n'a pas été délivré ; en attendant, nous n'intervenons que pour les soins infirmiers à domicile, couverts par l'autorisation d'exercice existante.

5. Résultats 2024
Le chiffre d'affaires atteint 84,2 millions DA (2023 : 61,5 millions DA), porté par les conventions avec deux cliniques privées et une mutuelle d'entreprise. La marge brute est passée de 44 % à 36 %, en raison du renchérissement des consommables importés (pansements, dispositifs de perfusion) et de la revalorisation des salaires infirmiers.

6. Objectifs 2025 : 110 millions DA de chiffre d'affaires et ouverture d'une antenne à Mostaganem.`,
    present: ['pending-licence', 'gross-margin'], absent: ['declining-revenue', 'regulatory'] },
  { id: 'h9-fr-tenere-etats', documentType: 'financial_statements', language: 'fr', traits: ['table', 'negation', 'figures'],
    text: `TÉNÉRÉ SERVICES NUMÉRIQUES SA — Niamey
ÉTATS FINANCIERS ANNUELS 2024 (extraits)

Rapport du commissaire aux comptes : certification sans réserve, Niamey, 25 avril 2025.

Compte de résultat (en millions de FCFA)      2024      2023
Chiffre d'affaires                             938       811
Charges d'exploitation                        (829)     (724)
Résultat d'exploitation                        109        87
Résultat net                                    71        58

Rapport spécial du commissaire aux comptes sur les conventions réglementées : nous n'avons été avisés d'aucune convention conclue au cours de l'exercice entre la société et l'un de ses administrateurs, dirigeants, actionnaires significatifs ou leurs proches, ni d'aucune convention antérieure qui se serait poursuivie.`,
    present: [], absent: ['related-party', 'audit-opinion'] },
  // trésorerie 310 M BIF / consommation nette 45 M = 6,9 mois (une trentaine de semaines) < 9 ; 45 M < CA 60 M
  { id: 'h9-fr-imbo-nouvelles', documentType: 'business_plan', language: 'fr', traits: ['prose', 'figures', 'time', 'indirect'],
    text: `Objet : Imbo Agri — nouvelles de novembre

Chers partenaires,

Deux nouvelles importantes ce mois-ci.

D'abord, notre directeur général et cofondateur, Claude Ndayishimiye, a annoncé qu'il quittera ses fonctions le 31 janvier pour des raisons familiales. Il restera disponible pour la transition avec les coopératives de riz de l'Imbo. Le conseil a lancé la recherche de son successeur et envisage une solution intérimaire avec notre directrice des opérations.

Ensuite, la trésorerie. Au 30 novembre, nous disposons de 310 M BIF. Le chiffre d'affaires mensuel tourne autour de 60 M BIF et la consommation nette s'établit à 45 M BIF par mois, soit une trentaine de semaines devant nous. La pénurie de carburant a renchéri la collecte du paddy depuis septembre.

Nous vous proposerons en décembre un calendrier de levée et, pour ceux qui le souhaitent, une participation à un prêt relais.

Bien cordialement,
Le conseil d'administration`,
    present: ['founder-departure', 'short-runway'], absent: ['burn-above-revenue'] },
  { id: 'h9-fr-detroit-dd', documentType: 'legal_docs', language: 'fr', traits: ['list', 'time'],
    text: `QUESTIONNAIRE D'AUDIT D'ACQUISITION — DÉTROIT TEXTILE DIGITAL SARL (Tanger)
Réponses de la direction, 3 mars 2025

Q7. Les comptes de l'exercice 2024 ont-ils été audités ?
Non. Les comptes 2024 ont été arrêtés par la gérance, mais le commissaire aux comptes n'a pas encore commencé ses travaux. Ils vous sont transmis en l'état, non audités.

Q9. Existe-t-il des contentieux en cours ?
Deux anciennes opératrices de l'atelier de Gzenaya ont saisi le tribunal de première instance de Tanger (chambre sociale) pour licenciement abusif. Les demandes cumulées s'élèvent à 410 000 MAD. L'audience est fixée au 15 avril.

Q12. Merci de fournir la table de capitalisation à jour.
Nous transmettons la dernière version disponible, mais elle n'a pas été réconciliée avec le registre du commerce depuis la cession de parts de 2022 ; notre avocat travaille à la mettre à jour.`,
    present: ['audit-opinion', 'litigation', 'cap-table-complexity'], absent: [] },
];
