/** The second half of held-out-eleventh-fr-4.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases4Rest: readonly RedFlagCase[] = [
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
