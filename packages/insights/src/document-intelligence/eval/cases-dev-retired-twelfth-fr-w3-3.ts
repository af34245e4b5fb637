import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW3Part3: readonly RedFlagCase[] = [
  // Gross margin 2023: (1 300 - 920) / 1 300 = 29.2 %; 2024: (1 800 - 1 400) / 1 800 = 22.2 % -> down 7 points (>= 5) -> gross-margin.
  // Pending lawsuit (hearing adjourned) -> litigation. Revenue up; founders leaving concern a competitor.
  {
    id: 'h12-fr-w3-article-kadoshop-abidjan',
    documentType: 'business_plan',
    language: 'fr',
    present: ['litigation', 'gross-margin'],
    absent: ['declining-revenue', 'founder-departure'],
    traits: ['figures', 'indirect', 'split'],
    text: `ÉCONOMIE NUMÉRIQUE
KADOSHOP grandit vite, mais ses marges fondent

Abidjan – Le site de vente en ligne KADOSHOP, qui revendique 120 000 clients actifs entre Abidjan, Bouaké et San-Pedro, a déposé ses comptes 2024 au greffe. Le chiffre d'affaires atteint 1,8 milliard de francs CFA, contre 1,3 milliard un an plus tôt. Dans le même temps, le coût des marchandises vendues est passé de 920 millions à 1,4 milliard de francs CFA.
« Nous avons fait le choix d'absorber une partie de la hausse des prix de nos fournisseurs chinois et turcs pour ne pas perdre nos clients », explique le directeur général, Serge Kouamé, qui assure que les prix de vente seront relevés « progressivement » cette année.

Sur le front judiciaire, l'entreprise reste assignée devant le tribunal de commerce d'Abidjan par Express Lagunes, son ancien prestataire de livraison, qui lui réclame 86 millions de francs CFA au titre de la rupture, qu'il juge abusive, de leur contrat d'exclusivité. L'audience, initialement prévue en avril, a été renvoyée au 12 juin. « Nous contestons ces montants et nous sommes sereins », indique M. Kouamé.

Le secteur reste éprouvant. Un concurrent, la plateforme Achat-Facile.ci, a cessé ses activités en mars après le départ de ses deux fondateurs, et plusieurs acteurs régionaux ont réduit leurs effectifs à Abidjan. KADOSHOP, qui emploie 210 personnes dont une centaine de livreurs, dit vouloir ouvrir un entrepôt à Yamoussoukro d'ici la fin de l'année.

Koffi N'Guessan`,
  },
  // Clean: founders 2 300 + 1 900 = 4 200 / 10 000 = 42 % (>= 40 %); fund 4 950 / 10 000 = 49.5 % (< 50 %).
  // Former employee (not a founder or executive) left and her shares were bought back and cancelled; leaver clause is conditional.
  {
    id: 'h12-fr-w3-pacte-sante-direct-guinee',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure'],
    traits: ['table', 'figures', 'negation', 'modality'],
    text: `PACTE D'ASSOCIÉS – SANTÉ DIRECT GUINÉE SAS (Conakry, Kipé)
Extraits – version signée le 20 janvier 2025

Article 3 – Répartition du capital après l'augmentation de capital du 20 janvier 2025

| Associé | Qualité | Actions | % |
|---|---|---|---|
| Mamadou Barry | Cofondateur, Président | 2 300 | 23,0 % |
| Aminata Camara | Cofondatrice, Directrice générale déléguée | 1 900 | 19,0 % |
| Bowal Capital Partners | Investisseur | 4 950 | 49,5 % |
| Réserve d'actions gratuites | Salariés | 850 | 8,5 % |
| Total | | 10 000 | 100 % |

3.2 Mme Fanta Soumah, développeuse salariée de 2021 à 2023, attributaire de 150 actions gratuites, a quitté la société en juin 2023. Ses actions ont été rachetées par la Société le 12 septembre 2023 au prix fixé à l'article 11, payées le jour même, puis annulées. Elles ne figurent donc plus au tableau ci-dessus.

Article 11 – Départ d'un Fondateur
En cas de cessation des fonctions d'un Fondateur avant le 31 décembre 2027, celui-ci s'engage à céder l'intégralité de ses actions à la Société ou aux autres associés, à la valeur de marché s'il est bon partant, à la valeur nominale s'il est mauvais partant.

Article 12 – Seuil de détention
L'Investisseur s'interdit de franchir, seul ou de concert, le seuil de 50 % du capital ou des droits de vote sans l'accord écrit et unanime des Fondateurs.

Article 15 – Registre
La Société tient à jour un registre des mouvements de titres ; sa concordance avec le présent tableau a été vérifiée par le conseil de l'Investisseur à la date de signature.`,
  },
  // Claimed LTV/CAC 3.8 and payback within the first year. Own figures: LTV = 5 500 x 35 % x 24 = 46 200 FCFA; CAC 42 000
  // -> LTV/CAC = 1.1; payback = 42 000 / (5 500 x 35 %) = 21.8 months -> unit-economics.
  // Lifetime 24 months implies churn ~4.2 %/month (< 5 %), 1-year retention ~60 % (>= 55 %) -> not high-churn.
  {
    id: 'h12-fr-w3-comite-invest-docteur-wer',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unit-economics'],
    absent: ['high-churn', 'gross-margin'],
    traits: ['figures', 'indirect', 'list'],
    text: `TERANGA VENTURES – COMPTE RENDU DU COMITÉ D'INVESTISSEMENT
Séance du 9 juillet 2025 – Dakar, Point E

Dossier : DOCTEUR WÉR SAS (téléconsultation médicale par abonnement, Dakar et Thiès)
Ticket demandé : 350 000 € (environ 230 M FCFA) en actions de préférence
Membres présents : M. Cheikh Tidiane Fall (président), Mme Ndèye Coumba Sow, M. Pape Diouf ; rapporteur : Mme Awa Faye

1. Présentation par les fondateurs
L'équipe met en avant un ratio LTV/CAC de 3,8 et « une acquisition rentabilisée en moins d'un an ». Elle sollicite le financement pour déployer 40 agents terrain supplémentaires dans les marchés de Dakar.

2. Éléments du dossier relevés par la rapporteuse
– Abonnement familial : 5 500 FCFA par mois, sans engagement ;
– Marge brute sur abonnement : 35 % (honoraires des médecins, SMS, paiement mobile), stable depuis un an ;
– Durée de vie moyenne d'un abonné : 24 mois (cohorte 2023) ;
– Coût d'acquisition moyen (commissions des agents terrain et publicité Facebook) : 42 000 FCFA par abonné payant ;
– MRR de juin 2025 : 14,3 M FCFA pour 2 600 abonnés.

3. Discussion
M. Diouf souligne la qualité de l'équipe médicale et le partenariat avec deux cliniques de Thiès. La rapporteuse précise que le ratio présenté par les fondateurs n'a pas été recalculé avant la séance.

4. Décision
Le comité reporte sa décision à la séance de septembre et demande les données de cohortes mensuelles ainsi que le détail du coût d'acquisition par canal.`,
  },
  // Clean: largest customer now 21 % (< 30 %; it was near half two years ago); revenue up 410 -> 540 M;
  // cessation of payments concerns a competitor; lead investor takes 18 %, founders keep 61 % after the round.
  {
    id: 'h12-fr-w3-article-irrigo-sahel-niamey',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'debt-distress', 'investor-control', 'low-founder-ownership'],
    traits: ['time', 'negation', 'figures'],
    text: `AGRITECH
À Niamey, Irrigo Sahel lève 400 000 € pour équiper les maraîchers du fleuve

Niamey – La jeune entreprise nigérienne Irrigo Sahel, qui vend à crédit des kits d'irrigation goutte-à-goutte alimentés par panneaux solaires, annonce une levée de 400 000 euros (environ 262 millions de francs CFA) auprès d'un fonds d'impact ouest-africain et de deux investisseurs privés de la diaspora.
Le tour est mené par le fonds, qui prendra 18 % du capital ; les deux fondateurs, Ibrahim Moussa et Hadiza Abdou, conserveront ensemble 61 % des parts.

La société a réalisé en 2024 un chiffre d'affaires de 540 millions de francs CFA, contre 410 millions en 2023. La coopérative des maraîchers de Kirkissoye, premier client historique, ne pèse plus que 21 % des ventes, contre près de la moitié il y a deux ans : Irrigo Sahel vend désormais à une trentaine de groupements entre Niamey, Tillabéri et Dosso, ainsi qu'à des exploitants individuels.
« Nous avons voulu sortir de la dépendance à un seul acheteur, c'était la première question de tous les investisseurs », confie Ibrahim Moussa.

Le contexte régional n'est pourtant pas simple. Son principal concurrent burkinabè, spécialisé dans les pompes solaires, est en cessation de paiements depuis mars, et plusieurs distributeurs d'équipements agricoles de la place peinent à obtenir des crédits de campagne.
Les fonds serviront à ouvrir un atelier d'assemblage à Niamey et à former 60 techniciens.

Aïchatou Maïga`,
  },
  // Gross margin 2023: (390 - 215) / 390 = 44.9 %; 2024: (420 - 260) / 420 = 38.1 % -> down 6.8 points (>= 5) -> gross-margin.
  // Revenue up; operating result positive (420 - 260 - 148 = +12 M) -> not burn-above-revenue.
  {
    id: 'h12-fr-w3-lettre-actionnaires-baguineda',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'words'],
    text: `BAGUINEDA FRUITS SA
Lettre aux actionnaires – Exercice 2024
Bamako, le 15 mars 2025

Chères actionnaires, chers actionnaires,

L'année 2024 restera celle de notre première expédition de mangues séchées vers la France et le Maroc. Nos équipes de Baguineda et de Sikasso ont traité 610 tonnes de fruits frais, contre 540 tonnes l'année précédente, et nous travaillons désormais avec 320 producteurs.

Notre chiffre d'affaires s'élève à 420 millions de francs CFA, contre 390 millions en 2023. Le coût des ventes – fruits frais, emballages, énergie et main-d'œuvre de l'atelier – atteint 260 millions de francs CFA, contre 215 millions l'an dernier. Les délestages nous ont contraints à faire tourner les séchoirs sur groupe électrogène pendant quatre mois, au moment même où le prix du gasoil augmentait.

Nos charges de structure ont été contenues à 148 millions de francs CFA, si bien que le résultat d'exploitation reste positif, à 12 millions de francs CFA.

Pour 2025, nous visons un chiffre d'affaires de 480 millions de francs CFA. Le raccordement de l'atelier à une centrale solaire de 150 kWc, financé par un crédit-bail signé en février, doit nous affranchir du groupe électrogène dès le mois de juin.

Nous vous remercions de votre fidélité et vous donnons rendez-vous à l'assemblée générale du 26 avril.

Pour le conseil d'administration,
Mariam Traoré, Présidente-directrice générale`,
  },
  // Clean: gross margin 41.2 % -> 40.4 % -> 39.0 % (down 2.2 points, < 5); revenue rising; one-off FONGIP grant kept
  // OUT of recurring revenue; largest client 9 %.
  {
    id: 'h12-fr-w3-csv-yole-food-dakar',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['non-recurring-revenue', 'gross-margin', 'customer-concentration'],
    traits: ['table', 'figures', 'negation'],
    text: `YOLE FOOD SAS – Repas livrés en entreprise, Dakar (Zone industrielle et Plateau)
Reporting trimestriel T1 2025 – annexe 2 : ventes par mois, en FCFA (séparateur « ; »)

mois;ca_recurrent;cout_des_ventes;marge_brute_pct;autres_produits
2025-01;31 200 000;18 345 600;41,2;0
2025-02;32 900 000;19 608 400;40,4;15 000 000
2025-03;34 600 000;21 106 000;39,0;0

Notes de l'expert-comptable (Cabinet Diagne & Mbaye) :
1. La colonne « autres_produits » de février correspond à la subvention d'exploitation versée en une seule fois par le FONGIP dans le cadre du programme d'appui aux PME de la restauration. Elle n'est pas incluse dans ca_recurrent et n'est pas prise en compte dans le calcul du taux de marge.
2. Le chiffre d'affaires récurrent provient des contrats d'abonnement repas de 14 entreprises ; la plus importante (une société de manutention portuaire) représente 9 % du total du trimestre.
3. La légère baisse du taux de marge s'explique par la hausse du prix du riz brisé et de l'oignon en mars ; les contrats prévoient une révision des prix au 1er juillet.
4. Aucun retard de paiement supérieur à 60 jours n'est constaté sur les créances clients au 31 mars.`,
  },
  // Two named customers: 18 % + a bit over 14 % = 32 %+ of revenue (>= 30 %) -> customer-concentration.
  // HQ rented from the founder's mother's family property company -> related-party. Revenue up (245 -> 310 M); no dispute.
  {
    id: 'h12-fr-w3-entretien-fasotransfert',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration', 'related-party'],
    absent: ['litigation', 'declining-revenue'],
    traits: ['figures', 'indirect', 'split'],
    text: `Transcription – Entretien avec le fondateur de FASOTRANSFERT SA (Ouagadougou)
Réalisé par le cabinet Sawadogo Conseil dans le cadre de la revue préalable à l'investissement – 22 mai 2025 (extrait, 00:14:10 – 00:21:45)

Q : Comment se répartissent vos revenus aujourd'hui ?
R (Souleymane Ouédraogo) : On vit des commissions sur les transferts et les paiements de factures. En 2024, on a fait 310 millions de commissions, contre 245 millions l'année d'avant. Les deux opérateurs mobiles, c'est le gros morceau : OpéraMobile nous apporte autour de 18 %, et FasoCash un peu plus de 14 %. Le reste, c'est une poussière de marchands et de sociétés d'électricité et d'eau ; le plus gros ne fait pas 3 %.

Q : Les contrats avec les opérateurs sont de quelle durée ?
R : Trois ans, renouvelables. Celui d'OpéraMobile a été renouvelé en janvier.

Q : Parlons de vos charges fixes.
R : La masse salariale, c'est 11 millions par mois pour 34 personnes. Le loyer, 1,5 million par mois pour le siège de Ouaga 2000. Le bâtiment appartient à la SCI Wend-Panga, c'est ma mère qui la gère avec mes oncles. On a signé un bail de neuf ans en 2023, au prix du marché d'après moi.

Q : Vous avez des litiges en cours ?
R : Non, rien. Un agent de Bobo avait menacé de porter plainte l'an dernier pour des commissions, mais on a trouvé un accord et ça n'est jamais allé au tribunal.

Q : Et l'équipe dirigeante ?
R : Stable. Mon associé Ousmane gère la technique depuis le début, la directrice financière est arrivée en 2022.`,
  },
  // Clean: licence GRANTED (not pending); the withdrawal is only a conditional warning.
  {
    id: 'h12-fr-w3-bceao-agrement-jappale-pay',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['modality', 'words'],
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST
Direction nationale pour le Sénégal
Dakar, le 3 février 2025

Réf. : DN-SN/SMP/2025/0117

Monsieur le Directeur général
JÀPPALE PAY SA
Liberté 6 Extension, Dakar

Objet : Notification d'agrément en qualité d'établissement de paiement

Monsieur le Directeur général,

J'ai l'honneur de vous notifier que, par décision du 28 janvier 2025, le Gouverneur de la Banque Centrale des États de l'Afrique de l'Ouest a accordé à la société JÀPPALE PAY SA l'agrément en qualité d'établissement de paiement, pour l'exercice des activités décrites dans votre dossier de demande, à savoir l'exécution d'opérations de paiement et l'acquisition d'ordres de paiement pour le compte de commerçants.

Cet agrément est délivré sous réserve du respect permanent des dispositions législatives et réglementaires applicables aux établissements de paiement dans l'Union Monétaire Ouest Africaine, notamment en matière de fonds propres, de cantonnement des fonds de la clientèle et de lutte contre le blanchiment de capitaux.

J'appelle votre attention sur le fait que tout manquement grave à ces obligations pourrait conduire la Banque Centrale à prononcer des sanctions, pouvant aller, le cas échéant, jusqu'au retrait de l'agrément. De même, l'agrément deviendrait caduc si l'activité ne démarrait pas dans un délai de douze mois à compter de la présente notification.

Je vous saurais gré de bien vouloir me communiquer la date effective de démarrage de vos activités.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.

Le Directeur national`,
  },
];
