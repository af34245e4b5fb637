/** Part b of cases-dev-retired-fifteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthFrW4B: readonly RedFlagCase[] = [
  // Clean: CA 6 840 > 6 120 M FCFA ; marge brute 37,8 % -> 34,0 % = -3,8 pts < 5 ; top client 27 % ; litige clos ; bénéfice.
  {
    id: 'h15-fr-w4-14',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ESTUAIRE PHARMA DISTRIBUTION SA — Libreville (Gabon)
Extraits des notes annexes — exercice 2023

Note 1 — Opinion du commissaire aux comptes
Le commissaire aux comptes a certifié les états financiers de l'exercice 2023 sans réserve ni observation.

Note 4 — Activité
Chiffre d'affaires : 6 840 M FCFA (2022 : 6 120 M FCFA).
Taux de marge brute : 34,0 % (2022 : 37,8 %), en raison de la hausse des coûts de fret maritime.
Résultat net : bénéfice de 212 M FCFA (2022 : 187 M FCFA).

Note 9 — Clients
Le premier client, la CNAMGS, représente 27 % du chiffre d'affaires ; les cinq suivants totalisent 19 %.

Note 12 — Litiges
Le litige qui opposait la société à son ancien distributeur Pharmagab a été réglé par protocole transactionnel le 15/09/2023 ; l'instance a été radiée et aucune autre procédure n'est en cours.

Note 13 — Dettes fiscales et sociales
Les dettes fiscales et sociales correspondent aux échéances courantes de décembre ; aucune n'est échue.

Note 15 — Parties liées
Aucune transaction avec des parties liées n'a été conclue au cours de l'exercice.`,
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'litigation', 'debt-distress', 'related-party', 'audit-opinion'],
    traits: ['prose', 'figures', 'negation', 'time'],
  },
  // 2,4 / 0,75 = 3,2x ; 7,7 / 2,4 = 3,2x ; 24,6 / 7,7 = 3,2x -> 3x par an sur trois ans.
  {
    id: 'h15-fr-w4-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `ZITOUNA LEND SA — Sfax (Tunisie)
Plan d'affaires 2024-2027 — synthèse

1. Statut réglementaire
Le dossier de demande d'agrément en qualité d'établissement de paiement a été déposé auprès de la Banque Centrale de Tunisie le 14 février 2024. Il est en cours d'instruction ; dans l'attente, l'activité est exercée via le partenariat avec une banque agréée.

2. Projections de chiffre d'affaires (M TND)

  Année     Clients actifs     CA
  2023          2 100          0,41
  2024          3 800          0,75
  2025         11 500          2,40
  2026         36 000          7,70
  2027        110 000         24,60

3. Hypothèses clés
- Extension de Sfax à Tunis, Sousse et Gabès dès 2025.
- Commission moyenne stable à 4,5 % du montant financé.
- Partenariat de distribution avec La Poste Tunisienne à partir de 2026.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['table', 'figures', 'time'],
  },
  // Trésorerie 86 M / consommation nette 14,5 M par mois = 5,9 mois < 9.
  // Consommation nette 14,5 M > CA d'avril 9,2 M FCFA.
  {
    id: 'h15-fr-w4-16',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Grâce Mouanda <grace@likelemba.cg>
À : investisseurs@likelemba.cg
Objet : Point mensuel — avril 2024

Bonjour à toutes et à tous,

Les chiffres d'avril :
• CA : 9,2 M FCFA (mars : 8,7 M FCFA), porté par Pointe-Noire.
• Commandes : 6 140 (+7 %).
• Consommation nette de trésorerie : 14,5 M FCFA sur le mois.
• Trésorerie au 30 avril : 86 M FCFA.

Une nouvelle moins bonne : Jean-Bedel Mabiala, cofondateur et directeur financier, m'a informée qu'il quittera la société fin juin pour des raisons familiales. Il assurera la passation avec le cabinet comptable d'ici là.

Nous relançons le tour de table auprès de deux fonds de Douala et d'Abidjan. Toute introduction est la bienvenue.

Grâce
CEO, Likelemba Market — Brazzaville / Pointe-Noire`,
    present: ['short-runway', 'burn-above-revenue', 'founder-departure'],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'indirect', 'time'],
  },
  // Commissions 2023 : MTN MoMo 208 M / 612 M FRW = 34,0 % >= 30 %.
  {
    id: 'h15-fr-w4-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `IMENA PAY LTD — Kigali (Rwanda)
Questionnaire de due diligence — réponses au fonds Virunga Capital (juin 2024)

1. Autorisations et conformité
Q : La société fait-elle l'objet d'une mesure de la BNR ?
R : Oui. À la suite d'une inspection, la BNR a prononcé en avril 2024 une amende de 5 M FRW pour retard de déclarations LBC/FT et a suspendu l'enrôlement de nouveaux marchands jusqu'au 31 mars 2025.

2. Clients
Q : Ventilation des commissions perçues en 2023 ?
R : Total 612 M FRW, dont MTN MoMo 208 M FRW, Airtel Money 61 M FRW, le solde réparti sur 2 300 marchands.

3. Baux et contrats
Q : Contrats avec des personnes liées aux dirigeants ou actionnaires ?
R : Les bureaux de Kacyiru sont loués à Umurage Properties Ltd, dont l'associé unique est M. Olivier Mugisha, frère du CEO. Loyer : 2,4 M FRW par mois.

4. Contentieux
Q : Procédures en cours ?
R : Aucune. Un différend avec un ancien prestataire informatique a été réglé à l'amiable en 2022.

5. Endettement
Q : Emprunts et arriérés ?
R : Aucun emprunt bancaire ; RRA et RSSB à jour (attestations jointes).`,
    present: ['regulatory', 'customer-concentration', 'related-party'],
    absent: ['litigation', 'debt-distress'],
    traits: ['form', 'figures', 'indirect', 'negation'],
  },
  // Clean: échéances réglées, DSCR 1,32 >= 1,20 minimum.
  {
    id: 'h15-fr-w4-18',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE MAROCAINE DE L'ORIENTAL — Agence Agadir Talborjt
Agadir, le 4 mars 2024

ARGAN NATURALS SARL
À l'attention de Mme Fatima Zahra Ouhammou, gérante

Objet : attestation de situation — crédit d'investissement n° CI-2021-0388

Madame,
Nous attestons que le crédit d'investissement de 3 500 000 MAD accordé en juin 2021 présente, au 29 février 2024, un encours de 2 140 000 MAD. Toutes les échéances exigibles à ce jour ont été réglées à bonne date ; aucun impayé n'est enregistré sur vos comptes.
Le ratio de couverture du service de la dette (DSCR) au 31/12/2023 ressort à 1,32, pour un minimum contractuel de 1,20 : l'engagement financier est respecté.
Nous vous confirmons par ailleurs notre accord de principe pour une ligne de fonds de roulement complémentaire de 800 000 MAD, sous réserve de la remise des états de synthèse 2023.

Nous vous prions d'agréer, Madame, nos salutations distinguées.
Le Directeur d'agence`,
    present: [],
    absent: ['debt-distress'],
    traits: ['prose', 'figures', 'negation'],
  },
  // Coût des ventes 4 390 M FBu > CA 4 120 M FBu -> marge brute négative (-270 M), coûts > CA.
  {
    id: 'h15-fr-w4-19',
    documentType: 'financial_statements',
    language: 'fr',
    text: `IKAWA NGOZI EXPORT SA — Ngozi (Burundi)
États financiers de l'exercice clos le 30 septembre 2023 (en millions de FBu)

                                   2023       2022
Chiffre d'affaires (café vert)    4 120      3 860
Coût des ventes                  (4 390)    (3 410)
Marge brute                        (270)       450
Charges administratives            (310)      (285)
Résultat d'exploitation            (580)       165

Note A — Les présents états financiers n'ont pas été audités. La mission du commissaire aux comptes, retardée, est toujours en cours à la date de publication.
Note B — La hausse du coût des ventes s'explique par le prix d'achat des cerises aux producteurs, fixé par campagne, et par les surcoûts de transport vers Dar es Salaam.
Note C — Le prêt de campagne a été remboursé selon l'échéancier ; aucun impayé bancaire à la clôture.`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'negation'],
  },
  // Clean: piste 330 / 30 = 11 mois >= 9 ; consommation nette 30 M < CA mensuel 45 M ; churn 3 %/mois ;
  // 2025 : 1,3 Md / (45 M x 12 = 540 M) = 2,4x < 4x ; concurrents cités ; agrément obtenu.
  {
    id: 'h15-fr-w4-20',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `TONTINE+ — l'épargne de groupe digi-
talisée · Douala
--- 2 ---
Traction : CA mensuel 45 M FCFA (mars
2024) vs 31 M FCFA (sept. 2023)
Churn mensuel : 3 %
--- 3 ---
Concurrence : MTN MoMo, Orange Mo-
ney, Express Union — nous, on gère
la tontine, pas seulement le paiement
--- 4 ---
Réglementation : agrément COBAC EMF 1re
catégorie obtenu en 2022
--- 5 ---
Trésorerie : 330 M FCFA, soit ~11 mois
de piste à la consommation nette ac-
tuelle (30 M FCFA / mois)
--- 6 ---
Objectif 2025 : CA 1,3 Md FCFA
Levée : 1,5 Md FCFA (série A)`,
    present: [],
    absent: ['short-runway', 'high-churn', 'no-competition', 'unrealistic-growth', 'burn-above-revenue', 'pending-licence'],
    traits: ['ocr', 'split', 'figures'],
  },
  {
    id: 'h15-fr-w4-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DAR TECH SA — Tunis
Procès-verbal de la réunion du conseil d'administration du 8 avril 2024

Présents : M. Hichem Saidi (Président), Mme Rim Chaabane (DG), M. Nabil Ferjani (représentant CDC Startup Fund), Mme Olfa Mansour (administratrice indépendante).

1. Situation financière
Le conseil constate que les échéances de février et de mars 2024 du crédit d'investissement BIAT (2 × 87 500 TND) n'ont pas été réglées. La DG est chargée de négocier un rééchelonnement.

2. Perspectives
Après examen du budget de trésorerie, les administrateurs estiment à l'unanimité qu'il existe un doute important sur la capacité de la société à poursuivre son exploitation au-delà du troisième trimestre sans apport de fonds nouveaux.

3. Contentieux
L'affaire opposant la société à son ancien sous-traitant Sahel Info, pendante devant le tribunal de première instance de Tunis, a été renvoyée à l'audience du 12 juin 2024. L'avocat de la société maintient la demande reconventionnelle.

4. Label Startup Act
Le conseil prend acte du renouvellement du label Startup Act par le ministère, notifié le 2 avril 2024.

L'ordre du jour étant épuisé, la séance est levée à 19 h 10.`,
    present: ['debt-distress', 'going-concern', 'litigation'],
    absent: ['pending-licence', 'regulatory'],
    traits: ['prose', 'figures', 'indirect', 'time'],
  },
  // Sanaga Growth Fund 11/20 = 55 % >= 50 % ; fondateurs 1/8 + 1/8 = 25 % < 40 % ; 1/10 non inscrit au registre.
  {
    id: 'h15-fr-w4-22',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Note du cabinet Ekambi & Associés — data room Njangi Tech SA (Douala)
Objet : répartition du capital au 31 mai 2024

Répartition déclarée par la société :
- Sanaga Growth Fund : onze vingtièmes du capital ;
- Mme Laure Eyenga, cofondatrice et DG : un huitième ;
- M. Franck Tchoumi, cofondateur et directeur technique : un huitième ;
- Business angels du réseau Douala Angels : un dixième ;
- BSA émis en 2021 au profit de l'incubateur : un dixième (déclaratif).

Observations :
Les BSA de 2021 ne figurent ni au registre des mouvements de titres ni dans les procès-verbaux d'assemblée que nous avons reçus ; nous ignorons s'ils ont été exercés. Le nombre exact d'actions en circulation ne peut donc pas être arrêté à ce stade et doit être confirmé avec le notaire et le greffe du RCCM de Douala.
Nous recommandons de conditionner le closing à la remise d'un tableau de capitalisation certifié.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['dead-equity'],
    traits: ['list', 'indirect', 'figures'],
  },
  // Clean: CAC 12 000 / (300 x 15 = 4 500 FRW par mois) = 2,7 mois <= 3 annoncés ; CA mai 48 > avril 41 M ; x2,8 < 4x ; licence accordée.
  {
    id: 'h15-fr-w4-23',
    documentType: 'business_plan',
    language: 'fr',
    text: `#board-gura — Slack, 3 juin 2024
Divine (CEO) 09:02 : La licence de transport de marchandises de la RURA est accordée depuis lundi 🎉 on peut enfin facturer en direct
Pacifique (COO) 09:05 : Top. Au passage, vous avez vu que Twende Moto est poursuivi par ses chauffeurs ? Ça ne nous touche pas mais les marchands en parlent
Hervé (investisseur) 09:11 : Rappel pour le comité : vous aviez annoncé un payback de 3 mois sur l'acquisition. On en est où ?
Divine (CEO) 09:14 : CAC moyen 12 000 FRW par marchand, 300 FRW de marge par livraison, ~15 livraisons / mois par marchand → 2,7 mois
Hervé (investisseur) 09:15 : 👍
Pacifique (COO) 09:20 : CA de mai : 48 M FRW (avril : 41 M). On reste cash-positive ce mois-ci
Divine (CEO) 09:22 : Pour le BP, je mets x2,8 sur le CA 2025, pas plus, c'est déjà ambitieux
Hervé (investisseur) 09:23 : Ok pour moi`,
    present: [],
    absent: ['pending-licence', 'litigation', 'unit-economics', 'unrealistic-growth', 'declining-revenue'],
    traits: ['chat', 'figures', 'time'],
  },
  // CA 2025 1 450 M / 2024 310 M = 4,7x >= 4x.
  // Vente ponctuelle de 74 M FCFA incluse dans le « revenu récurrent annuel ».
  // Rétention : 1 040 / 2 000 = 52 % < 55 %.
  // Marge mensuelle 10 000 x 60 % = 6 000 FCFA ; CAC 96 000 / 6 000 = 16 mois, pas 6 mois.
  {
    id: 'h15-fr-w4-24',
    documentType: 'business_plan',
    language: 'fr',
    text: `MAYUMBA SOLAR SA — Libreville / Franceville (Gabon)
Business plan 2024-2026 — extraits

3.1 Revenus
Revenu récurrent annuel 2024 : 310 M FCFA. Ce montant inclut la vente unique de 120 kits institutionnels au ministère de l'Énergie (74 M FCFA, livrés en mars), le reste provenant des abonnements pay-as-you-go.
Projection 2025 : 1,45 Md FCFA, grâce à l'ouverture de l'Ogooué-Lolo et du Haut-Ogooué.

3.2 Base clients
Sur les 2 000 ménages actifs au 1er janvier 2023, 1 040 l'étaient encore au 31 décembre 2023. Les autres ont cessé de payer ou rendu leur kit.

3.3 Économie unitaire
Abonnement moyen : 10 000 FCFA par mois ; marge brute : 60 %.
Coût d'acquisition par ménage (agents de village, démonstrations) : 96 000 FCFA.
Délai de récupération du coût d'acquisition : 6 mois, l'un des meilleurs du secteur en Afrique centrale.

3.4 Financement
Besoin : 900 M FCFA (dette + fonds propres), dont 60 % pour le stock de kits.`,
    present: ['unrealistic-growth', 'non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: [],
    traits: ['prose', 'figures', 'indirect', 'list'],
  },
  // Clean: audit sans réserve ; CA 38,6 > 31,2 M MAD ; top client 24 % ; redressement abandonné ; non-récurrent présenté à part (3,1 + 35,5 = 38,6).
  {
    id: 'h15-fr-w4-25',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MAROC DIGITAL LEARNING SA — Rabat
État des informations complémentaires (ETIC) — exercice 2023 — extraits

A. Rapport général des commissaires aux comptes : opinion sans réserve sur les états de synthèse au 31/12/2023.

B. Chiffre d'affaires : 38,6 M MAD (2022 : 31,2 M MAD), dont :
   - abonnements annuels des établissements : 35,5 M MAD ;
   - projets ponctuels de production de contenus sur mesure : 3,1 M MAD, présentés séparément et exclus du revenu récurrent.
   Le premier client (OFPPT) représente 24 % du chiffre d'affaires.

C. Résultat net : 2,9 M MAD (2022 : 1,7 M MAD).

D. Contrôle fiscal : le redressement de 1,8 M MAD notifié en 2022 au titre des exercices 2019-2021 a été abandonné par la commission locale de taxation ; décision définitive notifiée en juin 2023. Aucun autre contentieux.

E. Conventions réglementées (art. 56 de la loi 17-95) : aucune convention nouvelle ni ancienne ne s'est poursuivie au cours de l'exercice.`,
    present: [],
    absent: ['audit-opinion', 'non-recurring-revenue', 'customer-concentration', 'litigation', 'debt-distress', 'related-party'],
    traits: ['list', 'figures', 'negation', 'time'],
  },
  // Clean: 2,8 / 1,9 = 1,5x ; licence délivrée ; contentieux clos ; aucun client > 15 % ; équipe fondatrice complète.
  {
    id: 'h15-fr-w4-26',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `« Le solaire n'est plus une promesse à Brazzaville » — entretien avec Ornella Mabanza, DG de Mbongui Énergie
(Les Dépêches de Brazzaville, février 2024)

— Vous produisez enfin en votre nom propre ?
— Oui. L'ARSEL nous a délivré la licence de producteur indépendant en juillet 2023, après dix-huit mois d'instruction.
— Et le conflit avec E2C sur le tarif de rachat ?
— Clos. Nous avons signé un accord en décembre et le recours a été retiré.
— Des départs dans l'équipe ?
— Aucun. Nous sommes toujours trois cofondateurs aux commandes, avec Arnaud à la technique et Prisca aux finances.
— Les chiffres ?
— 1,9 Md FCFA de ventes en 2023 contre 1,2 Md FCFA en 2022. Aucun client ne dépasse 15 % de nos ventes. Pour 2024, nous visons 2,8 Md FCFA.
— Êtes-vous seuls sur ce marché ?
— Non, des acteurs chinois et nigérians arrivent, et c'est tant mieux pour le pays.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'founder-departure', 'unrealistic-growth', 'no-competition', 'customer-concentration'],
    traits: ['prose', 'chat', 'negation', 'time', 'figures'],
  },
];
