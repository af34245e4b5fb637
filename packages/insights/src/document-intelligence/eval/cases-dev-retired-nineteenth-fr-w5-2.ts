import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW5P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck, pulvérisation par drones, Burundi.
  // missing-financials PRESENT (indirect): aucun chiffre d'affaires, aucun coût, aucun prix, aucun compte de résultat ;
  //   seuls figurent des hectares, des effectifs, le montant recherché et des pourcentages d'emploi des fonds ; « service gratuit » pendant le pilote.
  // pending-licence PRESENT (indirect): autorisation de travail aérien déposée à l'AACB le 20/01/2025, « réponse attendue ».
  // founder-departure PRESENT (indirect): le cofondateur directeur des opérations a fait savoir qu'il se retirera en juin 2025.
  // no-competition ABSENT: deux prestataires étrangers et la pulvérisation manuelle sont cités.
  // unrealistic-growth ABSENT: pilote 1 200 ha en 6 mois (≈ 2 400 ha par an) → objectif 2026 2 600 ha ; même rapporté à 1 200 ha, 2,2× (< 4×).
  // dead-equity ABSENT: il n'est pas encore parti et rien n'est dit de ses actions.
  {
    id: 'h19-fr-w5-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `IKIRERE AGRI-DRONES
« Protéger les récoltes burundaises depuis le ciel »
Présentation investisseurs — avril 2025 — Bujumbura

Slide 1 — Le problème
• 1,2 million de ménages agricoles, des parcelles petites et dispersées.
• Chenille légionnaire sur le maïs, maladies du bananier, pyriculariose du riz dans l'Imbo.
• Pulvérisation au pulvérisateur à dos : deux jours de travail par hectare, agriculteurs exposés aux produits.

Slide 2 — Notre solution
• Pulvérisation et cartographie par drone, à la demande, réservées par les coopératives.
• Un hectare traité en dix minutes, jusqu'à 90 % d'eau en moins.
• Diagnostic des parcelles par imagerie avant chaque traitement.

Slide 3 — Traction : campagne pilote Imbo-Nord (octobre 2024 – mars 2025)
• 1 200 hectares traités pour 9 coopératives rizicoles et maïsicoles
• 3 drones, 4 pilotes burundais formés et certifiés
• Rendement du maïs observé : +18 % sur les parcelles traitées (suivi conjoint avec l'ISABU)
• Lettre d'intention de la Fédération des coopératives rizicoles de l'Imbo pour la saison 2025-2026
• Service fourni à titre gratuit pendant le pilote

Slide 4 — Cadre réglementaire
• Immatriculation des 3 drones : obtenue
• Autorisation d'exploitation commerciale (travail aérien) : dossier complet déposé à l'Autorité de l'Aviation Civile du Burundi le 20 janvier 2025, réponse attendue
• La facturation démarrera à la réception de cette autorisation

Slide 5 — Marché
• 300 000 hectares de riz, maïs et banane dans l'Imbo et le Moso
• 1 100 coopératives agricoles enregistrées

Slide 6 — Concurrence
• Pulvérisation manuelle : largement dominante
• Deux prestataires de drones basés en Tanzanie et au Rwanda, qui interviennent ponctuellement pour des plantations industrielles
• Notre avantage : présence locale, calendrier calé sur les coopératives, pilotes recrutés dans les villages

Slide 7 — Modèle
• Facturation à l'hectare traité
• Forfait saisonnier pour les coopératives, payable en deux fois par mobile money

Slide 8 — Objectifs 2026
• 2 600 hectares traités, 6 drones, 3 bases (Cibitoke, Bubanza, Rumonge)

Slide 9 — Équipe
• Alice Hakizimana, cofondatrice et CEO — ingénieure agronome, 10 ans à l'ISABU
• Claude Niyonzima, cofondateur et directeur des opérations — ancien pilote de la Force aérienne ; il a fait savoir qu'il se retirera de l'opérationnel à la fin de la campagne pilote, en juin 2025, pour rejoindre un programme de la FAO à Rome ; le recrutement de son successeur est en cours
• Fabrice Ndikumana, chef pilote et maintenance

Slide 10 — La levée
• Montant recherché : 1,3 Md FBu en seed
• Emploi des fonds : 50 % drones et pièces, 30 % équipe et formation, 20 % fonds de roulement
• Les états financiers détaillés seront partagés en data room après signature de l'accord de confidentialité

Contact : alice@ikirere.bi`,
    present: ['missing-financials', 'pending-licence', 'founder-departure'],
    absent: ['no-competition', 'unrealistic-growth', 'dead-equity'],
    traits: ['list', 'indirect', 'time', 'modality'],
  },

  // 09 — Rapport du commissaire aux comptes, emballages recyclés, Madagascar. CLEAN.
  // audit-opinion ABSENT: opinion sans réserve ; l'observation ne modifie pas l'opinion.
  // litigation ABSENT (time): différend clos par transaction signée le 18/02/2025 et exécutée le 03/03/2025.
  // going-concern ABSENT (negation): aucune incertitude significative relevée.
  // gross-margin ABSENT: 1 319 / 3 950 = 33,4 % → 1 441 / 4 620 = 31,2 % ; baisse de 2,2 points (< 5).
  // declining-revenue ABSENT: 3 950 → 4 620 M Ar. burn-above-revenue ABSENT: bénéfices 204,1 puis 286,5 M Ar.
  // related-party ABSENT (negation): aucune convention avisée.
  {
    id: 'h19-fr-w5-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAVINALA EMBALLAGES SA
Société anonyme au capital de 800 000 000 Ar
Lot 45, zone industrielle Forello, Tanjombato, Antananarivo

RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES
Exercice clos le 31 décembre 2024

Mesdames, Messieurs les actionnaires,

En exécution de la mission qui nous a été confiée par votre assemblée générale ordinaire du 30 juin 2023, nous vous présentons notre rapport relatif à l'exercice clos le 31 décembre 2024.

I. Opinion sur les états financiers
Nous avons effectué l'audit des états financiers de la société Ravinala Emballages SA, établis conformément au Plan Comptable Général 2005, comprenant le bilan, le compte de résultat, le tableau des flux de trésorerie, l'état de variation des capitaux propres et les notes annexes, qui font apparaître un total de bilan de 3 870 412 000 Ar et un bénéfice net de 286 540 000 Ar.
Nous certifions que les états financiers sont réguliers et sincères et donnent une image fidèle du patrimoine, de la situation financière et du résultat de la société à la fin de cet exercice. Notre opinion est exprimée sans réserve.

II. Fondement de l'opinion
Nous avons effectué notre audit selon les normes internationales d'audit (ISA). Nous sommes indépendants de la société conformément aux règles déontologiques applicables à Madagascar et nous estimons que les éléments recueillis sont suffisants et appropriés.

III. Observation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 14 de l'annexe, qui expose le différend qui opposait la société à son ancien fournisseur de pâte à papier, Papeterie de l'Océan Indien SARL. Ce différend a pris fin par un protocole transactionnel signé le 18 février 2025 et intégralement exécuté le 3 mars 2025 ; la somme versée, 42 000 000 Ar, était entièrement provisionnée au 31 décembre 2024.

IV. Continuité d'exploitation
Les états financiers ont été établis selon le principe de continuité d'exploitation. Nos travaux n'ont pas mis en évidence d'événement ou de circonstance de nature à faire peser une incertitude significative sur la capacité de la société à poursuivre son activité.

V. Principaux chiffres (en millions d'ariary)
                              2024        2023
Chiffre d'affaires           4 620       3 950
Coût des ventes             (3 179)     (2 631)
Marge brute                  1 441       1 319
Taux de marge brute         31,2 %      33,4 %
Résultat net                 286,5       204,1
Le recul de 2,2 points du taux de marge brute résulte du renchérissement de la pâte importée, partiellement répercuté sur les prix de vente (note 6).

VI. Vérifications spécifiques
• Conventions réglementées : nous n'avons été avisés d'aucune convention visée par la loi n° 2003-036 sur les sociétés commerciales, et nos travaux n'en ont pas révélé.
• Dettes fiscales et sociales : les déclarations et paiements auprès de la Direction Générale des Impôts et de la CNaPS sont à jour au 31 décembre 2024.
• Rapport de gestion : les informations qu'il contient sont sincères et concordent avec les états financiers.

Antananarivo, le 15 avril 2025

Cabinet Andrianasolo Audit & Associés
Membre de l'Ordre des Experts-Comptables et Financiers de Madagascar
Voahangy Andrianasolo, associée`,
    present: [],
    absent: ['audit-opinion', 'litigation', 'going-concern', 'gross-margin'],
    traits: ['table', 'prose', 'negation', 'time'],
  },

  // 10 — Business plan avec tableau prévisionnel, logiciel de gestion hôtelière, Madagascar.
  // customer-concentration PRESENT (split, figures): Hôtels Tsarasoa 198 + 132 = 330 M Ar / CA 2024 910 M Ar = 36,3 % (≥ 30 %).
  // non-recurring-revenue PRESENT (indirect): l'ARR de 684 M Ar inclut 132 M Ar de paramétrage facturé une seule fois à la signature.
  // gross-margin PRESENT (figures): 329 / 540 = 60,9 % (2023) → 444 / 910 = 48,8 % (2024) ; baisse de 12,1 points (≥ 5).
  // unrealistic-growth ABSENT: 1 250 / 910 = 1,37× ; 1 700 / 1 250 = 1,36× ; 2 250 / 1 700 = 1,32×.
  // high-churn ABSENT: renouvellement 91 % → 9 % d'attrition par an.
  // burn-above-revenue ABSENT: 2024 coûts 466 + 370 = 836 < 910 ; 2023 211 + 300 = 511 < 540.
  // declining-revenue ABSENT: 540 → 910.
  {
    id: 'h19-fr-w5-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `SAHAZA CLOUD SARL — Business plan 2025-2027
Extrait : chapitres 3 et 4

3. Activité, clients et indicateurs

3.1 Ce que nous vendons
Sahaza édite un logiciel de gestion hôtelière en ligne (réservations, facturation, gestion des canaux de vente) pensé pour les établissements malgaches : facturation en ariary, encaissement MVola et Orange Money, fonctionnement hors ligne pendant les coupures de courant. Au 31 décembre 2024, 126 établissements utilisent Sahaza à Antananarivo, Nosy Be, Toliara et Sainte-Marie. L'abonnement moyen s'établit à environ 365 000 Ar par établissement et par mois.

3.2 Clients
Le réseau Hôtels Tsarasoa (11 établissements) a rejoint Sahaza en mars 2024. Sur l'année, il a payé 198 M Ar d'abonnements, auxquels s'ajoutent 132 M Ar de paramétrage et de reprise des données de ses onze hôtels, facturés à la signature. Les 115 autres établissements sont des hôtels et maisons d'hôtes indépendants.
Taux de renouvellement des contrats annuels arrivés à échéance en 2024 : 91 %.

3.3 Revenus récurrents
Revenus récurrents annuels (ARR) au 31 décembre 2024 : 684 M Ar, base de nos projections, soit :
• abonnements en cours : 552 M Ar
• mise en service du réseau Tsarasoa : 132 M Ar

4. Plan financier

4.1 Tableau prévisionnel (en millions d'ariary)
                                  2023 réel  2024 réel    2025     2026     2027
Chiffre d'affaires                     540        910    1 250    1 700    2 250
Coût des ventes                        211        466      600      790    1 020
  (hébergement, support sur site, SMS)
Marge brute                            329        444      650      910    1 230
Taux de marge brute                 60,9 %     48,8 %   52,0 %   53,5 %   54,7 %
Charges d'exploitation                 300        370      480      610      760
Résultat d'exploitation                 29         74      170      300      470

4.2 Commentaires
• Le coût des ventes a plus que doublé en 2024 : l'hébergement est facturé en euros et l'ariary a glissé ; les onze hôtels Tsarasoa ont en outre exigé un technicien présent sur site pendant six mois.
• Nous visons 40 nouveaux établissements par an de 2025 à 2027, principalement à Nosy Be et Toliara, où la saison touristique reprend.
• Les comptes 2023 et 2024 ont été certifiés sans réserve par notre commissaire aux comptes.
• Besoin de financement : 500 M Ar pour l'équipe commerciale et une seconde zone d'hébergement à Antananarivo.`,
    present: ['customer-concentration', 'non-recurring-revenue', 'gross-margin'],
    absent: ['unrealistic-growth', 'high-churn', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'split', 'figures', 'indirect'],
  },

  // 11 — Procès-verbal de conseil d'administration, transformation de fruits, Madagascar. CLEAN.
  // related-party ABSENT (negation): l'offre de la société du frère de la Présidente est écartée ; aucun contrat conclu.
  // litigation ABSENT (time): différend clos par protocole signé et exécuté en avril 2025 ; il n'y avait eu qu'une mise en demeure.
  // pending-licence ABSENT: certificat ACSQDA délivré le 3 mai 2025.
  // debt-distress ABSENT: prêt remboursé par anticipation, mainlevée obtenue.
  // declining-revenue ABSENT: 1,52 → 1,84 Md Ar (+21 %). gross-margin ABSENT: 39,1 % → 38,5 % (−0,6 point).
  // burn-above-revenue ABSENT: résultat net semestriel +88 M Ar.
  // low-founder-ownership ABSENT: 34 % + 24 % = 58 %. investor-control ABSENT: Fonds Ivolamena 27 %.
  {
    id: 'h19-fr-w5-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `ZANATANY FOODS SA
Société anonyme avec conseil d'administration au capital de 450 000 000 Ar
Siège social : Lot IVG 58 Behoririka, Antananarivo

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 26 JUIN 2025

Le conseil s'est réuni au siège social à 9 heures, sur convocation de sa Présidente.
Présents : Mme Lalao Randriamampionona, Présidente-Directrice générale, cofondatrice ; M. Fidy Rakotoarivelo, administrateur, cofondateur, directeur industriel ; M. Jean-Marc Rabe, représentant du Fonds Ivolamena ; Mme Sahondra Ravelojaona, administratrice indépendante.
Tous les administrateurs étant présents, le conseil peut valablement délibérer.

Ordre du jour :
1. Activité et résultats du premier semestre 2025
2. Certificat sanitaire pour l'export
3. Choix du fournisseur d'emballages
4. Différend avec l'ancien distributeur de Toamasina
5. Prêt BOA-Madagascar
6. Questions diverses

1. Activité du premier semestre
La Présidente présente les chiffres non définitifs du semestre : chiffre d'affaires de 1,84 milliard MGA contre 1,52 milliard MGA au premier semestre 2024 (+21 %), taux de marge brute de 38,5 % contre 39,1 %, résultat net de +88 M Ar. La trésorerie s'élève à 612 M Ar au 30 juin.

2. Certificat sanitaire
Le certificat de conformité sanitaire demandé en janvier à l'Agence de contrôle de la sécurité sanitaire et de la qualité des denrées alimentaires (ACSQDA) pour l'export de mangue séchée vers La Réunion a été délivré le 3 mai 2025, pour trois ans. Les premières expéditions partiront de Mahajanga en juillet.

3. Fournisseur d'emballages
Le conseil examine deux offres pour les sachets et cartons de la saison 2025-2026. L'offre la moins chère émane de Sarobidy Pack SARL, dont le gérant, M. Hasina Randriamampionona, est le frère de la Présidente. La Présidente ne prend part ni aux débats ni au vote. Le conseil décide, à l'unanimité des votants, de ne pas retenir cette offre et de confier le marché à Madagascar Emballages Industriels SA, société sans lien avec les administrateurs ni avec les actionnaires.

4. Différend avec l'ancien distributeur de Toamasina
Le conseil prend acte que le différend né de la mise en demeure adressée en mars 2025 par l'ancien distributeur de Toamasina est clos : un protocole transactionnel a été signé le 10 avril 2025 et la somme convenue, 18 M Ar, a été versée le 15 avril. Aucune action en justice n'avait été introduite.

5. Prêt BOA-Madagascar
Le solde du prêt d'équipement, soit 146 M Ar, a été remboursé par anticipation le 12 juin 2025 ; la banque a donné mainlevée du nantissement sur la ligne de séchage.

6. Questions diverses
La Présidente rappelle que la répartition du capital est inchangée depuis 2023 : Mme Randriamampionona 34 %, M. Rakotoarivelo 24 %, Fonds Ivolamena 27 %, salariés et autres actionnaires 15 %.

L'ordre du jour étant épuisé, la séance est levée à 11 heures 20.

La Présidente                              L'administratrice indépendante
Lalao Randriamampionona                    Sahondra Ravelojaona`,
    present: [],
    absent: ['related-party', 'litigation', 'pending-licence', 'debt-distress'],
    traits: ['list', 'prose', 'negation', 'time'],
  },

  // 12 — Courrier de la banque, relance pour échéances impayées, eau en sachets, Burundi.
  // debt-distress PRESENT (indirect): mensualités d'avril, mai et juin 2025 « restent sans règlement » (3 × 14 250 000 = 42 750 000 FBu ;
  //   + 1 186 000 d'intérêts de retard = 43 936 000 FBu), et couverture du service de la dette 0,8 < 1,2 contractuel.
  // declining-revenue PRESENT (figures): CA T1 2025 FBu 312 000 000 < T4 2024 FBu 405 000 000 (−23 %).
  // litigation ABSENT (modality): la banque « se réserve la faculté » d'engager une procédure ; rien n'est engagé.
  // audit-opinion ABSENT: états 2024 certifiés sans réserve.
  {
    id: 'h19-fr-w5-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE RUSIZI SA
Service du Recouvrement Amiable
Chaussée Prince Louis Rwagasore, B.P. 1870, Bujumbura

Bujumbura, le 15 juillet 2025
LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION
Réf. : SRA/2025/1193

AMAZI MEZA SPRL
À l'attention de M. Jean-Claude Havyarimana, Gérant
Quartier Kigobe, Bujumbura

Objet : Crédit d'équipement n° CE-2023-0457 — situation de votre dossier

Monsieur le Gérant,

Par contrat du 12 septembre 2023, notre banque vous a consenti un crédit d'équipement de FBu 480 000 000, remboursable en 42 mensualités de FBu 14 250 000, destiné à l'acquisition de votre ligne d'ensachage d'eau potable.

À ce jour, les mensualités des 30 avril, 31 mai et 30 juin 2025 restent sans règlement, malgré nos relances téléphoniques et notre courrier du 20 mai 2025. Les sommes exigibles s'établissent comme suit :
• mensualités échues (3 × FBu 14 250 000) : FBu 42 750 000
• intérêts de retard au taux contractuel majoré, arrêtés au 15 juillet 2025 : FBu 1 186 000
• total exigible : FBu 43 936 000

Par ailleurs, les situations trimestrielles que vous nous avez transmises en application de l'article 9 du contrat font apparaître un chiffre d'affaires de FBu 312 000 000 pour le premier trimestre 2025, contre FBu 405 000 000 pour le quatrième trimestre 2024, et un ratio de couverture du service de la dette de 0,8 pour un minimum contractuel de 1,2. Nous accusons en outre réception de vos états financiers 2024, certifiés sans réserve par votre commissaire aux comptes, reçus le 30 avril 2025.

Nous vous invitons à régulariser l'intégralité des sommes exigibles dans un délai de trente (30) jours à compter de la réception de la présente, ou à prendre contact sans tarder avec notre service afin d'examiner un plan de régularisation assorti de garanties complémentaires.

À défaut, la banque se réserve la faculté de prononcer la déchéance du terme, de réaliser le nantissement consenti sur la ligne d'ensachage et d'engager toute procédure qu'elle jugera utile à la préservation de ses droits.

Nous vous prions d'agréer, Monsieur le Gérant, l'expression de nos salutations distinguées.

Déo Nkurunziza
Chef du Service du Recouvrement Amiable

Copie : Direction des Engagements — Agence de Kigobe`,
    present: ['debt-distress', 'declining-revenue'],
    absent: ['litigation', 'audit-opinion'],
    traits: ['prose', 'list', 'figures', 'indirect', 'modality'],
  },

  // 13 — Pacte d'associés, marketplace B2B pour boutiques, Burundi. CLEAN.
  // low-founder-ownership ABSENT: fondateurs en fonction 28 % + 22 % + 12 % = 62 % (≥ 40 %).
  // investor-control ABSENT: Ishaka Ventures I 7 500 / 25 000 = 30 % (< 50 %), 1 siège sur 5.
  // cap-table-complexity ABSENT (negation): tableau rapproché du registre par le notaire, « complet et sans écart ».
  // dead-equity / founder-departure ABSENT (modality, negation): clause de départ hypothétique ; les trois fondateurs sont en fonction à temps plein.
  // litigation ABSENT (modality): clause d'arbitrage pour d'éventuels différends.
  {
    id: 'h19-fr-w5-13',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS
ISOKO DIGITAL SA
Société anonyme au capital de FBu 250 000 000, divisé en 25 000 actions de FBu 10 000
Siège social : boulevard du 28 Novembre, Kigobe, Bujumbura

ENTRE :
1. M. Thierry Ndikuriyo, Administrateur Directeur Général ;
2. Mme Belyse Iradukunda, Directrice technique ;
3. M. Arsène Bukuru, Directeur commercial ;
(ensemble les « Fondateurs »)
4. Ishaka Ventures I, fonds d'investissement représenté par M. Patrick Nimbona (l'« Investisseur ») ;
ci-après ensemble les « Associés ».

PRÉAMBULE
Isoko Digital exploite une place de marché qui permet aux boutiques de quartier de Bujumbura et de Gitega de commander auprès des grossistes et de payer par mobile money. Le 3 juin 2025, l'Investisseur a souscrit 7 500 actions nouvelles. Les Associés entendent organiser leurs relations au sein de la Société.

ARTICLE 1 — CAPITAL
1.1 Répartition du capital à la date des présentes :

Associé                                                  Actions       %
Thierry Ndikuriyo                                          7 000      28 %
Belyse Iradukunda                                          5 500      22 %
Arsène Bukuru                                              3 000      12 %
Ishaka Ventures I                                          7 500      30 %
Plan d'intéressement (6 salariés nommément désignés)       2 000       8 %
Total                                                     25 000     100 %

1.2 Ce tableau a été rapproché par Me Générose Kwizera, notaire instrumentant, du registre des actions nominatives tenu au siège et des procès-verbaux d'émission ; il est complet et ne présente aucun écart.

ARTICLE 2 — GOUVERNANCE
Le conseil d'administration compte cinq membres : trois désignés par les Fondateurs, un par l'Investisseur et un administrateur indépendant. Les modifications statutaires, les émissions de titres et les cessions d'actifs essentiels requièrent l'accord de l'administrateur désigné par l'Investisseur.

ARTICLE 3 — INALIÉNABILITÉ ET PRÉEMPTION
3.1 Les Fondateurs s'interdisent de céder leurs actions pendant trois ans, sauf accord de l'Investisseur.
3.2 Toute cession est ensuite soumise au droit de préemption des autres Associés.

ARTICLE 4 — DÉPART D'UN FONDATEUR
4.1 À la date des présentes, les trois Fondateurs exercent leurs fonctions à temps plein au sein de la Société.
4.2 Si un Fondateur venait à cesser ses fonctions, il s'engage à céder l'ensemble de ses actions aux autres Associés, qui s'engagent à les acquérir dans les quatre-vingt-dix jours : à leur valeur de marché en cas de départ pour décès, invalidité ou révocation sans faute ; à leur valeur nominale en cas de démission dans les trois ans ou de révocation pour faute grave.

ARTICLE 5 — NON-CONCURRENCE
Pendant la durée de leurs fonctions et dix-huit mois après, les Fondateurs s'interdisent de participer à toute activité de distribution en ligne aux commerçants au Burundi.

ARTICLE 6 — SORTIE CONJOINTE
En cas de cession conférant le contrôle de la Société à un tiers, l'Investisseur pourra céder ses actions aux mêmes conditions.

ARTICLE 7 — DIFFÉRENDS
Tout différend qui pourrait survenir à l'occasion du présent pacte sera soumis au Centre Burundais d'Arbitrage et de Conciliation (CEBAC), à Bujumbura.

Fait à Bujumbura, le 3 juin 2025, en cinq exemplaires originaux.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'founder-departure'],
    traits: ['table', 'list', 'modality', 'negation'],
  },
];
