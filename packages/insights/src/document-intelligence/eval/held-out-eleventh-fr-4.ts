import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases4: readonly RedFlagCase[] = [
  // CA 5 310 → 4 690 M (baisse) ; marge brute 34,1 % → 22,0 % (−12 pts) ; charges 2025 = 3 660 + 960 = 4 620 < CA 4 690
  {
    id: 'h11-fr-anacarde-csv-exercices',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'going-concern'],
    traits: ['csv', 'table', 'figures', 'words'],
    text: `# ANACARDE TRANSFORMATION SA — Bouaké (Côte d'Ivoire) — décorticage de noix de cajou
# Comptes de gestion annuels — montants en FCFA — séparateur ;
# Comptes 2023 et 2024 certifiés. Comptes 2025 arrêtés par le conseil d'administration le 30 mars 2026, non encore audités.

Poste;2023;2024;2025
Chiffre d'affaires;4 820 000 000;5 310 000 000;4 690 000 000
Achats consommés (noix brutes, emballages);3 180 000 000;3 500 000 000;3 660 000 000
Marge brute;1 640 000 000;1 810 000 000;1 030 000 000
Taux de marge brute;34,0 %;34,1 %;22,0 %
Charges de personnel;520 000 000;560 000 000;545 000 000
Transport et énergie;310 000 000;330 000 000;295 000 000
Autres charges;140 000 000;150 000 000;120 000 000
Résultat d'exploitation;670 000 000;770 000 000;70 000 000
Charges financières;52 000 000;50 000 000;48 000 000
Résultat avant impôt;618 000 000;720 000 000;22 000 000
Tonnage transformé (t);5 900;6 400;5 600
Prix moyen d'achat de la noix brute (FCFA/kg);415;425;520

# Commentaire de la direction
# La hausse du prix plancher de la noix brute fixé pour la campagne 2025 n'a pas pu être répercutée sur les prix de vente des amandes, orientés à la baisse sur le marché international.
# Une ligne de décorticage a été arrêtée de juillet à septembre 2025 pour maintenance.
# Le plan de réduction des charges engagé en 2025 sera poursuivi en 2026.`,
  },
  // bénéfice net 96 M FCFA (pas de charges au-dessus du CA) ; doute sur la continuité lié au non-renouvellement de la ligne de crédit
  {
    id: 'h11-fr-dakaragro-lettre-cac',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'audit-opinion', 'related-party'],
    absent: ['debt-distress', 'burn-above-revenue', 'declining-revenue'],
    traits: ['letter', 'auditor', 'words', 'indirect'],
    text: `SÈYE, NDOUR & ASSOCIÉS — Société d'expertise comptable, commissariat aux comptes
Point E, Dakar

Dakar, le 30 juin 2026

À l'attention du Conseil d'administration de DAKAR AGRO-INDUSTRIES SA (Thiès, Sénégal)

Objet : Lettre de recommandations et points significatifs — exercice 2025

Mesdames, Messieurs,

Au terme de notre audit de l'exercice 2025, au cours duquel la société a réalisé un chiffre d'affaires de 9,8 Md FCFA (9,1 Md FCFA en 2024) et un bénéfice net de 96 M FCFA, nous souhaitons attirer votre attention sur les points suivants.

1. Opinion
Nous n'avons pas pu assister à l'inventaire physique des stocks de tomate concentrée entreposés chez un tiers à Saint-Louis, d'une valeur de 780 M FCFA, ni obtenir de confirmation écrite du dépositaire. Notre rapport sur les comptes annuels exprime en conséquence une opinion avec réserve.

2. Continuité d'exploitation
La banque qui finance la campagne agricole a informé la société en mai 2026 qu'elle ne renouvellerait pas la ligne de crédit de campagne de 2,5 Md FCFA. À la date de notre rapport, aucune solution de remplacement n'est arrêtée et les dettes à moins d'un an excèdent l'actif circulant de 1,1 Md FCFA. Ces éléments font naître une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation ; notre rapport comporte une observation en ce sens.

3. Conventions réglementées
La société verse depuis janvier 2025 un loyer de 14 M FCFA par mois à la SCI Les Filaos, propriétaire de l'entrepôt de Thiès et détenue par l'épouse du président du conseil d'administration. Cette convention n'a pas été autorisée préalablement par le conseil et ne figure pas dans notre rapport spécial de l'exercice précédent. Nous recommandons de la soumettre à la prochaine assemblée.

4. Contrôle interne
Les rapprochements bancaires ne sont pas documentés mensuellement.

Veuillez agréer, Mesdames, Messieurs, l'expression de nos salutations distinguées.

Aïssatou Sèye, associée`,
  },
  {
    id: 'h11-fr-bceao-sanction-fofo',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation', 'debt-distress'],
    traits: ['letter', 'regulator', 'words', 'modality'],
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST
Direction nationale pour le Togo

Lomé, le 21 octobre 2026
Réf. : DN-TG/SSF/2026/0533

Monsieur le Directeur général
FOFO MONEY SA
Établissement de monnaie électronique
Boulevard du 13 Janvier, Lomé

Objet : Notification de sanctions

Monsieur le Directeur général,

La mission d'inspection conduite dans votre établissement du 12 au 30 mai 2026 a relevé les manquements suivants :
- la couverture de la monnaie électronique en circulation n'était pas intégralement assurée par des fonds cantonnés sur des comptes dédiés : l'insuffisance a atteint 612 M FCFA à la fin du mois d'avril 2026 ;
- les plafonds réglementaires applicables aux comptes de niveau 1 n'étaient pas paramétrés dans votre système d'information ;
- plusieurs déclarations périodiques ont été transmises avec plus de soixante jours de retard.

Au vu de ces constats et des observations que vous avez présentées le 5 août 2026, la Banque Centrale a décidé de prononcer à l'encontre de Fofo Money SA :
1. une sanction pécuniaire de 50 000 000 FCFA ;
2. l'interdiction d'ouvrir de nouveaux points de distribution jusqu'à la reconstitution intégrale de la couverture, constatée par une mission de vérification ;
3. l'injonction de produire sous quinze jours un plan de mise en conformité.

En cas de manquement persistant, la Banque Centrale pourra engager une procédure de retrait d'agrément.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.

Le Directeur national`,
  },
  // fondateurs après conversion : 28 % ensemble (< 40 %) ; premier investisseur 24 % (< 50 %)
  {
    id: 'h11-fr-nkoma-courriels-captable',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity', 'low-founder-ownership'],
    absent: ['investor-control', 'dead-equity', 'founder-departure'],
    traits: ['email', 'quoted', 'figures', 'modality'],
    text: `De : Arnaud Ondo Mba <a.ondo@nkomacloud.ga>
À : Fiona Adjei <fiona@westequatorvc.com>
Date : 25 octobre 2026, 21:03
Objet : RE: Nkoma Cloud — questions sur la table de capitalisation

Bonsoir Fiona,

Pour être transparent, nous ne sommes pas encore en mesure de vous fournir une table fiable. Le fichier Excel (version 7) que vous avez reçu ne correspond pas aux statuts déposés au greffe de Libreville : il manque l'augmentation de capital de décembre 2024 et les conversions des BSA AIR souscrits en 2024 n'y ont pas été intégrées. Notre notaire travaille au rapprochement avec le registre, mais il ne nous a pas donné de date.

Sur votre deuxième question : selon nos propres calculs, après conversion des BSA AIR, Élodie et moi détiendrions 28 % du capital à nous deux. Nous sommes toujours les deux seuls dirigeants opérationnels. Aucun investisseur ne dépasserait 24 %.

Je comprends que cela puisse retarder votre comité.

Arnaud Ondo Mba, cofondateur et président, Nkoma Cloud SA

> Le 24 oct. 2026 à 09:46, Fiona Adjei a écrit :
> Bonjour Arnaud,
> Merci pour l'accès à la data room. Deux questions avant notre comité du 12 novembre :
> 1) Pouvez-vous confirmer que la table de capitalisation du dossier 2.3 est à jour et
> concorde avec le registre des titres ?
> 2) Quelle part du capital les fondateurs détiendront-ils après conversion des BSA AIR
> et avant notre investissement ?
> Bien à vous,
> Fiona Adjei, West Equator Ventures`,
  },
  // MF : aucun chiffre de revenus ni de coûts ; rétention à 12 mois 48 % (< 55 %)
  {
    id: 'h11-fr-tbibconnect-fiche',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'high-churn'],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    traits: ['one-pager', 'list', 'words'],
    text: `TBIB CONNECT — Fiche de présentation
Rabat, Maroc — Téléconsultation et suivi des maladies chroniques — Levée seed : 8 M MAD

Le constat
Au Maroc, un patient diabétique ou hypertendu vivant hors des grandes villes attend souvent plusieurs semaines un rendez-vous de suivi. Les médecins généralistes manquent d'outils pour suivre leurs patients entre deux visites.

Notre réponse
Une application de suivi à domicile (glycémie, tension, poids) reliée au médecin traitant, avec téléconsultation et rappels de traitement en darija, en amazigh et en français.

Traction
- 42 000 patients inscrits, 11 500 actifs chaque mois
- 380 médecins partenaires dans 9 régions
- Rétention à 12 mois : 48 % des patients de la cohorte de septembre 2025
- Note moyenne sur les magasins d'applications : 4,6/5

Concurrence
DabaDoc et plusieurs plateformes de prise de rendez-vous ; les cliniques privées développent leurs propres outils. Notre différence : le suivi continu des patients chroniques, pas seulement la prise de rendez-vous.

Cadre réglementaire
La loi relative à la télémédecine encadre notre activité ; nos médecins partenaires sont inscrits à l'Ordre national des médecins.

Éléments financiers
Disponibles sur demande dans la data room.

Équipe
Dr Salma Benkirane (CEO, médecin endocrinologue), Mehdi Lahlou (CTO, ex-ingénieur dans une banque marocaine), Rim El Fassi (partenariats).

Ce que nous cherchons
Un investisseur principal spécialisé en santé et des partenariats avec les mutuelles.`,
  },
  // Aromes de Grasse 44 % + Vanilla Trade 27 % = 71 % ; marge brute 41 % → 29 % (−12 pts) ; CA 38 → 42 Md Ar
  {
    id: 'h11-fr-savavanille-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['customer-concentration', 'debt-distress', 'gross-margin'],
    absent: ['declining-revenue', 'audit-opinion', 'going-concern'],
    traits: ['memo', 'figures', 'table', 'words'],
    text: `BANQUE DE L'OCÉAN INDIEN — Direction régionale SAVA
Note au comité de crédit du 18 novembre 2026

Client : SAVA VANILLE EXPORT SA, Sambava (Madagascar)
Objet : demande de renouvellement du crédit de campagne 2026-2027 (12 Md Ar)

1. Présentation
Collecte, préparation et exportation de vanille noire et de vanille TK vers l'Europe et l'Amérique du Nord. Agrément d'exportateur valide pour la campagne en cours.

2. Indicateurs financiers (comptes certifiés sans réserve)
Exercice;2024;2025
Chiffre d'affaires (Md Ar);38,0;42,0
Marge brute;41 %;29 %
Résultat net (Md Ar);4,1;1,3

La baisse de la marge s'explique par l'achat de vanille verte à des prix élevés en début de campagne, alors que les prix à l'export ont reculé au second semestre.

3. Clients
Deux acheteurs concentrent l'essentiel des ventes : Aromes de Grasse SAS (44 % du chiffre d'affaires 2025) et Vanilla Trade GmbH (27 %). Les contrats sont annuels et renégociés à chaque campagne.

4. Situation du crédit en cours
Deux échéances du crédit de campagne 2025-2026, d'un montant total de 480 M Ar, sont impayées depuis le 30 septembre 2026. Le client invoque un retard de paiement d'un acheteur et propose un règlement en décembre.

5. Garanties
Nantissement des stocks en entrepôt sous tierce détention, cession des créances export, caution des actionnaires.

6. Avis
Avis défavorable au renouvellement en l'état. Réexamen possible après régularisation des impayés et présentation d'un plan de diversification des acheteurs.`,
  },
  // charges 9 400 000 > CA 3 100 000 FCFA/mois ; burn net 6 300 000 ; runway = 21 000 000 / 6 300 000 = 3,3 mois ; marge annoncée +40 000 FCFA/t mais 180 000 − (95 000 + 125 000) = −40 000 FCFA/t
  {
    id: 'h11-fr-gbeto-subvention',
    documentType: 'business_plan',
    language: 'fr',
    present: ['burn-above-revenue', 'short-runway', 'unit-economics'],
    absent: ['missing-financials', 'unrealistic-growth'],
    traits: ['application', 'form', 'figures', 'indirect'],
    text: `APPEL À PROJETS « ÉCONOMIE CIRCULAIRE BÉNIN 2026 » — Dossier de candidature
Porteur : GBÉTO RECYCLAGE SARL, Cotonou (Bénin)

A. Résumé du projet
Gbéto Recyclage collecte les déchets plastiques (bouteilles PET et bidons PEHD) auprès des ménages et des marchés de Cotonou et d'Abomey-Calavi, les trie, les lave et les transforme en paillettes vendues à des industriels de Lagos et de Lomé. La subvention demandée finance une deuxième ligne de broyage.

B. Modèle économique
Chaque tonne de plastique recyclé dégage une marge positive d'environ 40 000 FCFA. Les hypothèses par tonne sont les suivantes :
- prix de vente moyen des paillettes : 180 000 FCFA ;
- coût de collecte (rémunération des collecteurs, transport) : 95 000 FCFA ;
- coût de transformation (tri, lavage, broyage, énergie) : 125 000 FCFA.

C. Situation financière actuelle (moyenne mensuelle, juillet à septembre 2026)
- Chiffre d'affaires : 3 100 000 FCFA
- Charges mensuelles totales : 9 400 000 FCFA
- Trésorerie au 30 septembre 2026 : 21 000 000 FCFA

D. Impact
340 collecteurs, dont 70 % de femmes, rémunérés chaque semaine ; 210 tonnes de plastique détournées des caniveaux depuis 2024.

E. Budget du projet
- Ligne de broyage : 46 000 000 FCFA
- Formation et équipement des collecteurs : 8 000 000 FCFA
- Subvention sollicitée : 40 000 000 FCFA ; apport des associés : 14 000 000 FCFA

F. Calendrier
Installation de la ligne au premier trimestre 2027, montée en charge sur six mois.

G. Équipe
Rosine Hounsou (gérante, ingénieure environnement) et Marcel Adjovi (responsable industriel), cofondateurs à temps plein.`,
  },
  // Holding Ekwalla 60 % (≥ 50 %) ; fondateurs 32 % (< 40 %) ; ARR 1,4 Md FCFA dont 310 M de vente ponctuelle de matériel
  {
    id: 'h11-fr-kmerlogistique-appel-dd',
    documentType: 'business_plan',
    language: 'fr',
    present: ['cap-table-complexity', 'investor-control', 'low-founder-ownership', 'non-recurring-revenue'],
    absent: ['dead-equity', 'founder-departure', 'declining-revenue'],
    traits: ['transcript', 'interview', 'words', 'figures'],
    text: `Compte rendu intégral — appel de due diligence financière, 27 octobre 2026
Société : KMER LOGISTIQUE SA (Douala, Cameroun) — suivi de flottes et gestion de transport
Participants : Hervé Ebongué (cofondateur, CEO), Nicole Fotsing (directrice financière), Samuel Osei (fonds Gulf of Guinea Ventures)

S. Osei : Commençons par l'actionnariat. Pouvez-vous nous confirmer la répartition ?
H. Ebongué : La Holding Ekwalla, le family office qui nous a financés dès le départ, détient 60 %. Mon associé et moi avons 32 % à nous deux, et il y a un pool de 8 % pour les salariés.
N. Fotsing : Je dois préciser que ces chiffres viennent de notre dernier tableau, qui n'est pas réconcilié. Des promesses d'actions ont été faites à deux consultants en 2023 sans être formalisées, et nous ne savons pas encore si elles seront honorées. Le tableau et les statuts ne concordent pas.

S. Osei : D'accord. Passons aux revenus. Votre deck mentionne un ARR de 1,4 Md FCFA.
N. Fotsing : Oui. Cet ARR inclut la vente de 900 boîtiers de géolocalisation à la société de transport pétrolier Trans-Sanaga pour 310 M FCFA, facturée en une fois en mai. Le reste, ce sont les abonnements mensuels de nos 214 clients.

S. Osei : La vente des boîtiers va-t-elle se répéter ?
H. Ebongué : Pas avec ce client, l'équipement est fait. Nous espérons d'autres ventes de ce type.

S. Osei : Et la rentabilité ?
N. Fotsing : Chiffre d'affaires 2025 de 1,1 Md FCFA, marge brute de 57 %, résultat d'exploitation légèrement positif.

S. Osei : Merci. Nous vous enverrons une liste de questions complémentaires.`,
  },
  // CLEAN — churn 3 %/mois (< 5 %) ; fondateurs 71 % ; CA 0,65 → 1,1 M TND ; concurrents nommés
  {
    id: 'h11-fr-hanoutpro-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn', 'no-competition', 'low-founder-ownership', 'investor-control', 'unrealistic-growth'],
    traits: ['blog', 'words', 'figures', 'negation'],
    text: `Pourquoi nous avons levé 1,5 M€ (et pourquoi nous n'avons pas levé plus)
Par Karim Jelassi, cofondateur de Hanout Pro — Sfax, 14 octobre 2026

Hanout Pro équipe les épiceries et les supérettes tunisiennes d'un logiciel de caisse et de commande auprès des grossistes. Nous venons de boucler un tour de 1,5 M€ avec deux fonds régionaux et quelques business angels de la diaspora.

On nous a proposé davantage. Nous avons dit non, parce que nous voulions rester maîtres de notre calendrier : après l'opération, mes deux associés et moi détenons encore 71 % du capital, et aucun fonds ne dépasse 12 %.

Quelques chiffres, pour ceux qui nous suivent :
- chiffre d'affaires 2025 : 1,1 M TND, contre 650 000 TND en 2024 ;
- 2 300 commerces abonnés ;
- taux de résiliation : 3 % par mois, un chiffre que nous voulons encore réduire ;
- résultat d'exploitation positif depuis le printemps 2025.

Nous ne sommes pas seuls, loin de là. Plusieurs éditeurs tunisiens de logiciels de caisse existent depuis des années, et des acteurs internationaux commencent à regarder le marché. C'est une bonne nouvelle : le marché existe. Notre pari est différent, car nous relions la caisse aux grossistes, ce qui permet à l'épicier de commander en deux clics.

Nos objectifs restent sobres : 1,6 M TND de chiffre d'affaires en 2026 et l'ouverture de l'Algérie en 2027, si les conditions le permettent.

Enfin, merci à notre équipe de 28 personnes, répartie entre Sfax et Tunis.`,
  },
  // CLEAN — CA 74 M (+5 %) ; marge 37 → 38 % ; résultat positif, aucun burn ; comptes certifiés sans réserve
  {
    id: 'h11-fr-wendkouni-lettre-octobre',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'short-runway', 'declining-revenue', 'burn-above-revenue'],
    traits: ['letter', 'figures', 'time', 'negation'],
    text: `WENDKOUNI AGRO — Lettre mensuelle aux investisseurs — octobre 2026
Bobo-Dioulasso, Burkina Faso

Chers partenaires,

Octobre marque le début de la campagne de collecte du lait et de la transformation du beurre de karité. Voici les points du mois.

Chiffres d'octobre
- Chiffre d'affaires : 74 M FCFA (septembre : 70,5 M FCFA, soit +5 %)
- Marge brute : 38 % (37 % en septembre)
- Résultat net du mois : 6 M FCFA
- Trésorerie : 610 M FCFA ; aucune consommation de trésorerie sur le trimestre

Comptes annuels
Pour rappel, les comptes de l'exercice 2025 ont été certifiés sans réserve par notre commissaire aux comptes le 14 avril 2026 et approuvés par l'assemblée générale du 30 mai.

Opérations
La nouvelle unité de pasteurisation de Bobo-Dioulasso tourne à 70 % de sa capacité. Nous collectons désormais auprès de 1 900 éleveurs, contre 1 600 il y a un an. Les livraisons vers Ouagadougou se font trois fois par semaine.

Commercial
Un contrat a été signé avec une chaîne de supermarchés de Ouagadougou ; il devrait représenter environ 8 % de nos ventes en 2027.

Perspectives
Nous visons un chiffre d'affaires annuel de 920 M FCFA en 2027, contre 780 M FCFA attendus pour 2026. L'approvisionnement en emballages reste le principal point de vigilance : un retard des importations pourrait ralentir la production en décembre.

Avec nos remerciements,
Salimata Ouédraogo, fondatrice et directrice générale`,
  },
  // CLEAN — table ronde ; la seule entreprise chiffrée (Kër Santé) est saine ; les risques cités concernent d'autres sociétés ou sont hypothétiques
  {
    id: 'h11-fr-table-ronde-dakar',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'customer-concentration', 'debt-distress', 'founder-departure', 'declining-revenue'],
    traits: ['transcript', 'panel', 'indirect', 'modality'],
    text: `Transcription — table ronde « Lever des fonds en zone UEMOA : ce que regardent les investisseurs »
Forum de l'investissement, Dakar, 23 octobre 2026
Intervenants : Aminata Sow (fondatrice de Kër Santé), Jean-Marc Koffi (associé d'un fonds de capital-risque à Abidjan), Fatim Cissé (modératrice)

F. Cissé : Aminata, vous venez de lever 3 M€. Qu'est-ce qui a convaincu les investisseurs ?
A. Sow : Nos chiffres, d'abord. Le chiffre d'affaires de Kër Santé a progressé de 38 % en 2025, à 2,1 Md FCFA, et nous sommes rentables. Ensuite, notre portefeuille : plus de 300 cliniques clientes, dont aucune ne pèse plus de 6 %. Enfin, l'équipe : nous sommes quatre cofondateurs, tous encore là.

F. Cissé : Jean-Marc, quels sont les signaux qui vous font fuir ?
J.-M. Koffi : Je vais parler d'expériences passées, sans citer de noms. Une start-up que nous avions financée a perdu son agrément en 2023, et tout s'est arrêté du jour au lendemain. Une autre dépendait d'un seul client pour plus de la moitié de son chiffre d'affaires, qui est parti. Dans un troisième dossier, le fondateur technique est parti six mois après la levée.

F. Cissé : Aminata, ces risques vous concernent-ils ?
A. Sow : Nous les avons anticipés. Nos autorisations sont obtenues et renouvelées ; nous n'avons aucune dette en retard et nos comptes sont certifiés sans réserve. Si un client devait un jour dépasser 20 % de nos ventes, notre conseil en serait saisi.

F. Cissé : Un dernier conseil ?
J.-M. Koffi : Soyez transparents. Un fondateur qui montre ses problèmes nous rassure plus qu'un fondateur qui dit n'avoir aucun concurrent.
A. Sow : Et choisissez des investisseurs qui connaissent le terrain.`,
  },
  // CLEAN — contrôle clos sans sanction
  {
    id: 'h11-fr-artci-cloture-controle',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['letter', 'regulator', 'negation', 'time'],
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS/TIC DE CÔTE D'IVOIRE (ARTCI)
Direction du contrôle et des enquêtes

Abidjan, le 4 novembre 2026
Réf. : ARTCI/DCE/2026/0877

Monsieur le Directeur général
WÔRÔ NUMÉRIQUE SA
Marcory Zone 4, Abidjan

Objet : Clôture de la procédure de contrôle ouverte le 15 juillet 2026

Monsieur le Directeur général,

Par courrier du 15 juillet 2026, l'Autorité vous a informé de l'ouverture d'une procédure de contrôle portant sur la qualité de service de votre réseau de fibre optique dans les communes de Cocody et de Yopougon, à la suite de plusieurs plaintes d'abonnés.

Les mesures effectuées par nos équipes du 2 au 19 septembre 2026, ainsi que l'examen des journaux d'incidents que vous nous avez transmis, montrent que les interruptions signalées résultaient de travaux de voirie réalisés par un tiers et qu'elles ont été résolues dans les délais prévus par votre cahier des charges. Les indicateurs de qualité de service mesurés sont conformes aux seuils réglementaires.

En conséquence, la Direction du contrôle et des enquêtes vous informe qu'aucun manquement n'a été retenu à l'encontre de votre société et que la procédure est close sans suite. Aucune sanction n'est envisagée.

Nous vous rappelons que votre licence d'exploitation, renouvelée en 2025, demeure valable jusqu'en 2035 dans les conditions fixées par votre cahier des charges.

Veuillez agréer, Monsieur le Directeur général, l'expression de nos salutations distinguées.

Le Directeur du contrôle et des enquêtes`,
  },
];
