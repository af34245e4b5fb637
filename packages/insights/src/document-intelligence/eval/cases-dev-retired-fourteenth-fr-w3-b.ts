/** Part b of cases-dev-retired-fourteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthFrW3B: readonly RedFlagCase[] = [
  // Trésorerie 180 M FCFA ; décaissements 52 M/mois, encaissements 24 M/mois => consommation nette 28 M/mois
  // => 180 / 28 = 6,4 mois (< 9) => short-runway. Dépenses 52 > revenus 24 => burn-above-revenue.
  {
    id: 'h14-fr-w3-14',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Fatou Sow, DAF
À : Conseil d'administration — NIOKOBOK EDTECH
Objet : Mise à jour du plan de trésorerie — octobre 2025

Chers administrateurs,

Quelques chiffres avant notre réunion de jeudi :
- solde bancaire consolidé au 30 septembre (CBAO + Ecobank) : 180 M FCFA ;
- décaissements mensuels moyens sur le dernier trimestre (salaires, hébergement, marketing, loyers) : environ 52 M FCFA ;
- encaissements clients mensuels moyens (abonnements écoles privées et parents) : environ 24 M FCFA.

À ce rythme, nous serons à découvert au cours de la deuxième quinzaine de mars 2026, soit dans un peu plus de 27 semaines. Le closing de la Série A n'étant pas attendu avant février au mieux, je propose de geler les recrutements et de renégocier le contrat d'hébergement dès ce mois-ci.

Bien cordialement,
Fatou`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['going-concern', 'debt-distress'],
    traits: ['figures', 'indirect', 'time', 'list'],
  },
  // Aucun drapeau : trésorerie 1,05 Md / consommation nette 300 M par trimestre = 3,5 trimestres = 10,5 mois (>= 9).
  // Consommation nette 300 M < CA trimestriel 420 M (comparaison sur la consommation nette, comme indiquée).
  {
    id: 'h14-fr-w3-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `Lettre trimestrielle aux investisseurs — T2 2025
BÉNIN CLEANTECH (collecte et valorisation des déchets plastiques), Cotonou

Activité
Le chiffre d'affaires du trimestre atteint 420 M FCFA (T1 : 365 M FCFA), porté par le contrat de collecte avec la mairie d'Abomey-Calavi et les ventes de granulés à deux industriels de Lomé.

Trésorerie
Au 30 juin, la trésorerie disponible s'élève à 1,05 Md FCFA. La consommation nette de trésorerie du trimestre s'est établie à 300 M FCFA, en ligne avec le budget (investissements de la seconde ligne de broyage inclus). Sur cette base, notre trésorerie couvre trois trimestres et demi d'activité, sans tenir compte de la subvention de 180 M FCFA accordée par l'AFD et versable en novembre.

Prochaines étapes
Lancement de la levée de Série A au T4 2025, avec un objectif de closing au T2 2026.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'indirect', 'time'],
  },
  // Échéances de mars et avril impayées (arriérés 38,4 M FCFA) et DSCR 0,92 < 1,20 exigé => debt-distress.
  // Procédure judiciaire seulement envisagée (« pourra ») => litigation absent.
  {
    id: 'h14-fr-w3-16',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SOCIÉTÉ GÉNÉRALE CÔTE D'IVOIRE
Direction des Engagements — Abidjan, le 6 mai 2025

LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION
À : YAMO FOODS SA, Zone industrielle de Yopougon

Objet : Convention de crédit à moyen terme n° CMT/2023/0871 du 14 juin 2023 — 850 000 000 FCFA

Messieurs,

Nous constatons à ce jour :
a) que les échéances des 15 mars et 15 avril 2025, d'un montant unitaire de 19 200 000 FCFA en principal et intérêts, demeurent non réglées, soit 38 400 000 FCFA, hors intérêts de retard ;
b) que le ratio de couverture du service de la dette calculé sur vos comptes 2024 ressort à 0,92, alors que l'article 11.2 de la convention impose un minimum de 1,20.

Ces manquements constituent des cas d'exigibilité anticipée au sens de l'article 15. Nous vous mettons en demeure de régulariser les échéances échues sous trente (30) jours. À défaut, la banque pourra prononcer la déchéance du terme et, le cas échéant, engager toute procédure de recouvrement, y compris la réalisation du nantissement du fonds de commerce.

Nous restons disposés à examiner toute proposition de rééchelonnement accompagnée d'un plan de trésorerie à douze mois.

Le Directeur des Engagements`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['figures', 'list', 'modality'],
  },
  // Aucun drapeau : prêt rééchelonné en 2022 et remboursé ; toutes échéances 2024 payées ;
  // DSCR 1,45 >= 1,25 exigé ; opinion sans réserve ; pas d'incertitude sur la continuité.
  // Résultat net + 96 M FCFA sur CA 2 740 M FCFA (2023 : 2 510).
  {
    id: 'h14-fr-w3-17',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NIGER TRANSPORT ET LOGISTIQUE SA (NTL) — Annexe aux états financiers au 31/12/2024

Note 1 — Faits marquants et continuité d'exploitation
Le chiffre d'affaires s'établit à 2 740 M FCFA (2023 : 2 510 M FCFA) et le résultat net à + 96 M FCFA. Le conseil d'administration a arrêté les comptes selon le principe de continuité d'exploitation ; le commissaire aux comptes a émis une opinion sans réserve et ne formule aucune observation à ce titre.

Note 16 — Emprunts et dettes financières (M FCFA)
| Prêteur | Encours 31/12/2024 | Encours 31/12/2023 | Observations |
|---|---:|---:|---|
| BOA Niger — prêt matériel roulant | 612 | 744 | échéances payées à bonne date |
| Orabank — crédit rééchelonné en 2022 | 0 | 118 | soldé par anticipation en octobre 2024 |
| Total | 612 | 862 | |

Le covenant de couverture du service de la dette (minimum 1,25) est respecté : 1,45 au 31 décembre 2024. Aucune échéance n'était impayée à la clôture ni à la date d'arrêté des comptes. Les dettes fiscales et sociales figurant au bilan (74 M FCFA) correspondent aux déclarations de décembre, acquittées en janvier 2025.`,
    present: [],
    absent: ['debt-distress', 'going-concern', 'audit-opinion', 'declining-revenue'],
    traits: ['table', 'time', 'negation', 'figures'],
  },
  // Sanction d'un régulateur (amende + suspension de code court) => regulatory.
  // Recours seulement envisagé => litigation absent.
  {
    id: 'h14-fr-w3-18',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS ET DES POSTES (ARTP) — SÉNÉGAL
Décision n° 2025-047/ARTP/DG/DJ du 3 juillet 2025

Le Directeur général,
Vu le Code des communications électroniques ;
Vu le rapport de contrôle du 12 mai 2025 relatif aux services à valeur ajoutée par SMS ;
Considérant que la société JOKKO SERVICES SARL a procédé, entre janvier et avril 2025, à l'envoi de messages promotionnels surtaxés sans recueil du consentement préalable des abonnés, en méconnaissance de son cahier des charges ;

DÉCIDE :
Article 1 : Une sanction pécuniaire de 150 000 000 FCFA est prononcée à l'encontre de JOKKO SERVICES SARL.
Article 2 : L'utilisation du numéro court 21 300 est suspendue pour une durée de trente (30) jours à compter de la notification.
Article 3 : La société procédera au remboursement des abonnés facturés à tort dans un délai de soixante (60) jours.

---
Note interne de la direction juridique de Jokko (8 juillet) : nous étudions l'opportunité d'un recours devant la Cour suprême ; aucune requête n'a été déposée à ce stade.`,
    present: ['regulatory'],
    absent: ['litigation'],
    traits: ['list', 'prose', 'modality'],
  },
  // Aucun drapeau : licence renouvelée, aucune demande en instance, ancien litige clos,
  // la sanction citée vise un concurrent et non la société.
  {
    id: 'h14-fr-w3-19',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — RÉPONSES DE LA SOCIÉTÉ
Cible : TOGOCOM DATA SERVICES SA (fournisseur d'accès internet, Lomé)

Q12. La société détient-elle toutes les autorisations nécessaires à son activité ?
R. Oui. La licence d'exploitation de réseau et de fourniture d'accès internet délivrée par l'ARCEP Togo a été renouvelée le 3 mars 2025 pour cinq ans (arrêté joint en pièce 12-A). Aucune demande d'autorisation n'est actuellement en cours d'instruction.

Q13. La société fait-elle ou a-t-elle fait l'objet de sanctions d'une autorité de régulation ?
R. Non. La mise en demeure adressée en 2024 par l'ARCEP à un autre fournisseur d'accès (société Lomé Net) pour non-respect des indicateurs de qualité de service ne concerne pas la société.

Q14. Existe-t-il des litiges en cours ?
R. Non. Le litige prud'homal engagé par un ancien technicien en 2023 s'est conclu par un jugement du tribunal du travail de Lomé du 18 novembre 2024, devenu définitif faute d'appel ; la condamnation (2,1 M FCFA) a été exécutée.

Q15. Chiffre d'affaires des trois derniers exercices (M FCFA) : 2022 : 3 120 ; 2023 : 3 460 ; 2024 : 3 905.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'litigation', 'declining-revenue'],
    traits: ['negation', 'time', 'indirect'],
  },
  // « Aucun concurrent » => no-competition.
  // Unit economics : ARPU 2 500 FCFA/mois x marge brute 40 % = 1 000 FCFA/mois ; churn 3 %/mois => durée ~33 mois
  // => LTV ~ 33 000 FCFA, pas 225 000 ; LTV/CAC = 33 000 / 45 000 ~ 0,7, pas 5 => unit-economics.
  // Churn 3 %/mois < 5 % (pas de high-churn). CA mensuel 15 200 x 2 500 = 38 M FCFA.
  {
    id: 'h14-fr-w3-20',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SANTÉ-KÈNÈ — Mutuelle santé digitale pour commerçants, Bamako
Deck pré-Série A — septembre 2025

Slide 4 — Le marché
Plus de 2 millions de commerçants informels au Mali, moins de 5 % couverts par une assurance santé.
Concurrence : aucune. Nous sommes les seuls au Mali à proposer une couverture santé souscrite et payée par mobile money.

Slide 9 — Traction
- 15 200 abonnés payants à fin août 2025
- Cotisation moyenne : 2 500 FCFA par mois
- Chiffre d'affaires mensuel : 38 M FCFA
- Marge brute (après sinistres et frais des prestataires de soins) : 40 %
- Taux de résiliation mensuel : 3 %

Slide 10 — Unit economics
- Coût d'acquisition d'un abonné (agents terrain + radio) : 45 000 FCFA
- Valeur vie client (LTV) : 225 000 FCFA
- LTV / CAC : 5x

Slide 11 — Levée : 1,2 Md FCFA pour couvrir Ségou, Sikasso et Mopti.`,
    present: ['no-competition', 'unit-economics'],
    absent: ['high-churn', 'missing-financials'],
    traits: ['list', 'figures', 'split'],
  },
  // Aucun drapeau : LTV = 8 000 x 60 % x (1 / 3,3 %) ~ 4 800 x 30 = 144 000 FCFA ; 144 000 / 45 000 = 3,2 : cohérent.
  // Churn 3,3 %/mois < 5 %. Concurrents cités. CA mensuel 6 400 x 8 000 = 51,2 M FCFA.
  {
    id: 'h14-fr-w3-21',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `BOUTIKI PRO — Caisse enregistreuse et gestion de stock sur smartphone, Abidjan
Deck Série A — slides 8 à 10

Économie unitaire (moyennes S1 2025)
• Abonnement moyen : 8 000 FCFA par boutique et par mois
• Marge brute : 60 % (après coûts SMS, hébergement et support)
• Résiliation mensuelle : 3,3 %, soit une durée de vie moyenne d'environ 30 mois
• Valeur vie client : environ 144 000 FCFA
• Coût d'acquisition : 45 000 FCFA (commission d'agent + kit de démarrage)
• LTV / CAC ≈ 3,2

Traction : 6 400 boutiques abonnées, chiffre d'affaires mensuel de 51,2 M FCFA en juin 2025.

Paysage concurrentiel
Wave et Orange Money proposent des fonctions de paiement marchand ; Djamo et plusieurs éditeurs locaux (dont Kiosk Manager) s'adressent aux mêmes commerçants. Notre différence : le suivi de stock hors ligne et le crédit fournisseur intégré.`,
    present: [],
    absent: ['unit-economics', 'no-competition', 'high-churn'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Deck sans aucun chiffre d'affaires ni de coût (seulement utilisateurs, marché, montant levé) => missing-financials.
  // Concurrents cités => no-competition absent.
  {
    id: 'h14-fr-w3-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `GARBA-TECH — L'irrigation intelligente pour les maraîchers du fleuve Niger
Deck de présentation — Niamey, 2025

1. Le problème : 70 % des pertes de récolte maraîchère en saison sèche sont liées à une irrigation mal dosée.
2. La solution : capteurs d'humidité solaires + conseils d'arrosage par SMS vocal en haoussa et en zarma.
3. Le marché : 450 000 exploitations maraîchères au Niger ; marché adressable estimé à 96 Md FCFA dans l'espace UEMOA.
4. Traction :
   – 12 000 maraîchers inscrits, dont 3 100 actifs chaque semaine
   – 38 coopératives partenaires dans les régions de Tillabéri et Dosso
   – lauréat du concours Orange Social Venture Prize 2024
5. Concurrence : Kilimo Salama et Sunculture au niveau régional ; des ONG distribuent des kits goutte-à-goutte gratuits.
6. L'équipe : Abdoulaye Issoufou (CEO, agronome), Halima Moussa (CTO, ex-Orange Niger).
7. Nous levons 350 M FCFA pour le déploiement dans trois nouvelles régions.

Contact : contact@garba-tech.ne`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list', 'indirect'],
  },
  // CA trimestriel 412 -> 371 -> 338 M FCFA : en baisse => declining-revenue.
  // Assignation pendante (audience renvoyée) => litigation. Cofondateur-DG « prend du recul » et quitte ses fonctions => founder-departure.
  {
    id: 'h14-fr-w3-23',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 22 JUILLET 2025
ATLANTIQUE BOISSONS NATURELLES SA — Cotonou

1. Activité du semestre
Le directeur financier présente l'évolution du chiffre d'affaires (M FCFA) :
  T4 2024 ........ 412
  T1 2025 ........ 371
  T2 2025 ........ 338
Il l'attribue à la fin des exportations vers le Nigeria depuis la fermeture partielle de la frontière de Sèmè-Kraké et au déréférencement dans deux enseignes de la grande distribution.

2. Contentieux
Le conseil est informé que l'ancien distributeur exclusif pour le Zou et les Collines, la société Djidja Négoce, a assigné la société devant le Tribunal de commerce de Cotonou en paiement de 260 M FCFA pour rupture abusive de contrat. L'audience du 10 juillet a été renvoyée au 14 octobre 2025 à la demande des parties. Le cabinet Me Gbaguidi estime le risque « réel mais limité ».

3. Direction générale
M. Rodrigue Hounkpatin, cofondateur et directeur général, fait part au conseil de son souhait de prendre du recul pour des raisons personnelles. Il quittera ses fonctions opérationnelles au 31 décembre 2025 et demeurera administrateur. Le conseil mandate le président pour conduire le recrutement de son successeur.

4. Financement
Les échéances du prêt BOA Bénin ont été honorées à bonne date.`,
    present: ['declining-revenue', 'litigation', 'founder-departure'],
    absent: ['debt-distress'],
    traits: ['split', 'figures', 'indirect', 'time'],
  },
  // Aucun drapeau : CA 2022 1 870 -> 2023 2 145 -> 2024 2 530 (en hausse) ; baisse citée = concurrent ;
  // litige SENELEC clos par arrêt définitif ; comptes certifiés sans réserve ; résultat net + 187 M.
  {
    id: 'h14-fr-w3-24',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Lettre du Président aux actionnaires accompagnant les états financiers 2024
SUNU FROID SA — Installation et maintenance frigorifique, Dakar

Chers actionnaires,

Les comptes de l'exercice 2024, certifiés sans réserve par Mazars Sénégal, traduisent une nouvelle année de progression :

| (M FCFA) | 2022 | 2023 | 2024 |
|---|---:|---:|---:|
| Chiffre d'affaires | 1 870 | 2 145 | 2 530 |
| Résultat d'exploitation | 142 | 188 | 261 |
| Résultat net | 91 | 124 | 187 |

Ces chiffres sont d'autant plus satisfaisants que le marché a été difficile : notre principal concurrent, Froid Industriel du Cap-Vert, a publié un chiffre d'affaires en recul de 18 %.

Le différend qui nous opposait à la SENELEC au sujet des pénalités de raccordement de l'usine de Diamniadio est définitivement clos : la Cour d'appel de Dakar a confirmé le 6 février 2025 le jugement en notre faveur et aucun pourvoi n'a été formé dans le délai.

Le conseil proposera à l'AGO un dividende de 40 FCFA par action.

Ousmane Diop, Président du conseil d'administration`,
    present: [],
    absent: ['declining-revenue', 'litigation', 'audit-opinion'],
    traits: ['table', 'figures', 'time', 'negation'],
  },
  // Aucun drapeau : agrément obtenu (décision citée) ; trésorerie 840 M / consommation nette 60 M par mois = 14 mois (>= 9) ;
  // consommation nette 60 M < CA mensuel 75 M ; le conseil ne relève aucune incertitude sur la continuité.
  {
    id: 'h14-fr-w3-25',
    documentType: 'business_plan',
    language: 'fr',
    text: `KORI FINANCE — Plan d'affaires actualisé 2025-2027 (Abidjan / Dakar)
Section 2 — Statut réglementaire et situation financière

2.1 Agrément
Après dix-huit mois d'instruction, KORI FINANCE a obtenu son agrément en qualité d'établissement de paiement par décision du Gouverneur de la BCEAO du 12 février 2025. L'activité de transfert et de paiement marchand est donc exercée en nom propre depuis le 1er mars 2025 ; la convention de parrainage avec Ecobank a pris fin à cette date.

2.2 Situation financière au 30 juin 2025
- Chiffre d'affaires mensuel moyen (T2) : 75 M FCFA
- Consommation nette de trésorerie mensuelle moyenne (T2) : 60 M FCFA
- Trésorerie disponible : 840 M FCFA, soit environ quatorze mois au rythme actuel

2.3 Continuité d'exploitation
Le conseil d'administration du 25 juillet 2025 a examiné le plan de trésorerie à dix-huit mois et n'a identifié aucune incertitude de nature à remettre en cause la continuité de l'exploitation, y compris dans le scénario où la levée de Série B serait décalée de six mois.`,
    present: [],
    absent: ['pending-licence', 'short-runway', 'going-concern', 'burn-above-revenue'],
    traits: ['figures', 'time', 'negation', 'list'],
  },
  // Aucun drapeau : premier investisseur 49,5 % (< 50 %) ; fondateurs 26 + 18 = 44 % (>= 40 %) ;
  // total 49,5 + 26 + 18 + 6,5 = 100. Actions d'une ancienne salariée (non dirigeante) rachetées et annulées.
  {
    id: 'h14-fr-w3-26',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ACTIONNAIRES — GUINÉE SOLAR ACCESS SAS (Conakry)
Extraits des articles 2, 7 et 19

Article 2 — Répartition du capital à la date de signature
2.1 À l'issue de l'augmentation de capital du 30 mai 2025, le capital est réparti comme suit :
  (i) Fonds Energy Access Ventures : 49,5 % ;
  (ii) M. Mamadou Camara, cofondateur et président : 26,0 % ;
  (iii) Mme Kadiatou Bah, cofondatrice et directrice générale déléguée : 18,0 % ;
  (iv) plan d'intéressement des salariés : 6,5 %.
2.2 Les parties reconnaissent qu'aucune d'entre elles ne détient, seule ou de concert, la majorité du capital ou des droits de vote.

Article 7 — Rachat des actions des salariés sortants
Les 8 000 actions détenues par Mme Fanta Sylla, ancienne développeuse salariée ayant quitté la société le 31 janvier 2025, ont été rachetées par la société le 15 avril 2025 au prix prévu au plan (2 400 000 GNF, soit environ 260 €) puis annulées par l'AGE du 30 mai 2025. Elles ne figurent plus dans la répartition ci-dessus.

Article 19 — Clause de plafonnement
Tant que le présent pacte est en vigueur, le Fonds s'interdit d'acquérir des actions supplémentaires qui porteraient sa participation à 50 % ou plus sans l'accord unanime des fondateurs.`,
    present: [],
    absent: ['investor-control', 'dead-equity', 'low-founder-ownership', 'founder-departure'],
    traits: ['list', 'figures', 'negation', 'modality'],
  },
];
