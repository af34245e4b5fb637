import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW8P1: readonly RedFlagCase[] = [
  // 01 — Business plan, agri-food cold chain (entreposage frigorifique), Algérie (Biskra / Sétif).
  // unrealistic-growth PRESENT (table, indirect): CA 48 → 250 M DA in 2025 = 250 / 48 = 5,2× in one year (≥ 4×).
  // customer-concentration PRESENT (figures, indirect): Hypermarchés Ennakhil 21 M DA of 48 M DA = 43,8 % (≥ 30 %).
  // pending-licence PRESENT (words): agrément sanitaire for Sétif filed Nov. 2024, « l'instruction suit son cours », not granted.
  // burn-above-revenue ABSENT: costs below revenue every year (39 < 48 ; 205 < 250 ; 490 < 610 ; 900 < 1 150 ; 1 390 < 1 800).
  // regulatory ABSENT: no sanction, ban or stated uncertainty; only an application under review (= pending-licence).
  {
    id: 'h18-fr-w8-01',
    documentType: 'business_plan',
    language: 'fr',
    text: `BARED LOGISTIQUE SARL — Plan d'affaires 2025-2028
Entreposage frigorifique et transport réfrigéré — Biskra / Alger

1. L'activité
Créée en 2022 par Nadir Benaïssa et Meriem Zeghdoudi, Bared exploite à Biskra une chambre
froide de 1 200 m² et quatre camions frigorifiques. Nous stockons et acheminons dattes,
tomates primeurs et piments vers les marchés de gros et la grande distribution.

2. L'exercice 2024
Chiffre d'affaires : 48 millions DA, dont 21 millions DA facturés aux Hypermarchés Ennakhil
au titre du contrat annuel de stockage ; le solde provient de 34 coopératives et mandataires.
Charges d'exploitation : 39 millions DA, soit un EBE de 9 millions DA.

3. Projections (en millions de DA)
                          2024 réel    2025     2026     2027     2028
Chiffre d'affaires             48       250      610    1 150    1 800
Charges d'exploitation         39       205      490      900    1 390
EBE                             9        45      120      250      410

4. La plateforme de Sétif
La deuxième plateforme (3 000 m²) doit ouvrir au troisième trimestre 2025. Le dossier
d'agrément sanitaire de l'entrepôt a été déposé en novembre 2024 auprès des services
agricoles de la wilaya ; l'instruction suit son cours et aucune marchandise ne pourra
y être stockée avant la délivrance de l'agrément.

5. Besoin de financement
Nous recherchons 120 millions DA en fonds propres : 85 millions DA pour la construction
et l'équipement de Sétif, 35 millions DA pour le fonds de roulement.`,
    present: ['unrealistic-growth', 'customer-concentration', 'pending-licence'],
    absent: ['burn-above-revenue', 'regulatory'],
    traits: ['table', 'figures', 'indirect', 'time', 'prose'],
  },

  // 02 — Bilan et compte de résultat, packaging manufacturer (cartonnage), Algérie (Oran). CLEAN.
  // declining-revenue ABSENT: CA rises 356 300 → 412 600 k DA (+15,8 %); only net income falls (33 300 → 15 900) because of the 2023 one-off land gain.
  // gross-margin ABSENT: 129 900 / 412 600 = 31,5 % vs 116 900 / 356 300 = 32,8 %: down 1,3 pt (< 5).
  // customer-concentration ABSENT: top customer 17 % of CA (19 % in 2023), both < 30 %.
  // debt-distress ABSENT: every loan instalment paid on time, no covenant breach; tax/social payables are December's, paid in January.
  // going-concern ABSENT: only the standard going-concern basis of preparation, no doubt expressed.
  // audit-opinion ABSENT: commissaire aux comptes certifies, « opinion sans réserve ».
  // non-recurring-revenue ABSENT: the 24 500 k DA land gain is shown outside revenue, as non-recurring.
  // burn-above-revenue ABSENT: net profit both years (15 900 and 33 300 k DA).
  {
    id: 'h18-fr-w8-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SAHEL CARTONNAGE SPA — Oran
Comptes annuels de l'exercice clos le 31 décembre 2024 (extraits, en milliers de DA)

COMPTE DE RÉSULTAT                            2024         2023
Chiffre d'affaires                         412 600      356 300
Achats consommés                          (282 700)    (239 400)
Marge brute                                129 900      116 900
Charges de personnel                       (48 200)     (44 100)
Autres charges d'exploitation              (31 400)     (29 800)
Dotations aux amortissements               (17 900)     (15 600)
Résultat opérationnel                       32 400       27 400
Charges financières                        (11 300)      (9 700)
Plus-value de cession (terrain d'Es-Senia)       –       24 500
Impôt sur les bénéfices (IBS)               (5 200)      (8 900)
Résultat net                                15 900       33 300

BILAN (extraits)                        31/12/2024   31/12/2023
Immobilisations nettes                     198 400      176 900
Stocks                                      61 700       55 200
Créances clients                            88 300       79 600
Trésorerie                                  42 100       37 800
Capitaux propres                           214 500      198 600
Emprunt bancaire à moyen terme             118 000      104 000
Fournisseurs, dettes fiscales et sociales   58 000       46 900

Notes annexes (extraits)
— Les comptes sont établis selon le principe de continuité d'exploitation.
— Le recul du résultat net s'explique par la plus-value non récurrente de 2023, présentée hors chiffre d'affaires.
— Le premier client, un embouteilleur d'eau minérale de l'Ouest, représente 17 % du chiffre d'affaires (19 % en 2023).
— Toutes les échéances de l'emprunt ont été réglées à bonne date ; aucun covenant n'a été enfreint.
— Les dettes fiscales et sociales correspondent aux déclarations de décembre (G50, CNAS), acquittées en janvier 2025.

Rapport du commissaire aux comptes (extrait) : « Nous certifions que les états financiers de l'exercice 2024
sont réguliers et sincères et donnent une image fidèle de la situation financière et du patrimoine de la
société ainsi que du résultat de ses opérations. » Opinion sans réserve — Oran, le 27 mars 2025.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'customer-concentration', 'debt-distress', 'going-concern', 'audit-opinion', 'non-recurring-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 03 — Lettre de l'autorité de régulation (banque centrale), fintech / monnaie électronique, Comores (Moroni).
  // regulatory PRESENT (direct, list): suspension « jusqu'à nouvel ordre » of new wallet openings + fine of 4 500 000 KMF.
  // pending-licence PRESENT (indirect, time): e-money agrément applied for on 20 May 2024 can only go to the committee after the suspension is lifted; firm runs on a provisional authorisation.
  // litigation ABSENT: an administrative sanction with 15 days for written observations; no dispute before a court exists.
  // debt-distress ABSENT: the fine is payable within thirty days; nothing is overdue.
  {
    id: 'h18-fr-w8-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE CENTRALE DES COMORES
Direction de la Supervision Bancaire et des Systèmes de Paiement
                                                        Moroni, le 14 février 2025
Réf. : DSBSP/2025/037 — Lettre recommandée avec accusé de réception

Mwezi Pay SARL
À l'attention de M. Saïd Abdallah Mmadi, Gérant
Route de la Corniche, Moroni

Objet : Mesures prises à l'issue du contrôle sur place du 2 au 13 décembre 2024

Monsieur le Gérant,

Le contrôle sur place mené dans vos locaux a mis en évidence les manquements suivants :
– 2 310 portefeuilles électroniques ouverts entre juillet et novembre 2024 sans vérification
  d'identité conforme ;
– absence de transmission des états mensuels de cantonnement des fonds de septembre
  à novembre 2024 ;
– dépassements répétés des plafonds applicables aux portefeuilles non identifiés.

En conséquence, la Banque Centrale décide :
1. la suspension, à compter de la réception de la présente et jusqu'à nouvel ordre, de toute
   ouverture de nouveau portefeuille électronique ;
2. une sanction pécuniaire de 4 500 000 KMF, payable dans un délai de trente jours.

Votre demande d'agrément en qualité d'établissement de monnaie électronique, déposée le
20 mai 2024, ne pourra être présentée au Comité d'agrément qu'après la levée de la mesure
visée au point 1. Dans l'intervalle, votre activité demeure encadrée par l'autorisation
provisoire n° 2023-11.

Vous disposez d'un délai de quinze jours pour nous faire part de vos observations écrites.

Veuillez agréer, Monsieur le Gérant, l'expression de nos salutations distinguées.

Le Directeur de la Supervision Bancaire`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation', 'debt-distress'],
    traits: ['list', 'prose', 'time', 'indirect'],
  },

  // 04 — Échange WhatsApp entre cofondateurs, e-commerce alimentaire / livraison, Algérie (Alger / Blida).
  // short-runway PRESENT (figures, split across messages): net burn 3,2 − 1,3 = 1,9 M DA/month; 8,4 / 1,9 = 4,4 months (< 9); on gross outflows 8,4 / 3,2 = 2,6 months.
  // burn-above-revenue PRESENT (figures): February outflows 3,2 M DA above February revenue 1,3 M DA.
  // related-party PRESENT (indirect, words): the Baba Ali depot (450 000 DA/month) is rented from the company of cofounder Amel's uncle.
  // litigation PRESENT (indirect): ex-employee's unfair-dismissal claim (1,8 M DA), hearing adjourned to 7 April, settlement refused.
  // debt-distress ABSENT: CNAS and G50 paid on the 10th, « on est à jour ».
  {
    id: 'h18-fr-w8-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `Groupe WhatsApp « Qoffa — associés » (export du 13/03/2025)

[12/03/2025 22:04] Yacine Ferhat : point tréso fait avec Sabrina (compta)
[12/03/2025 22:04] Yacine Ferhat : solde des deux comptes ce soir : 8,4 M DA
[12/03/2025 22:05] Yacine Ferhat : février : 3,2 M DA de sorties (salaires, livreurs, carburant, loyer du dépôt, pub Meta)
[12/03/2025 22:05] Yacine Ferhat : CA encaissé en février : 1,3 M DA
[12/03/2025 22:07] Amel Kaci : ok. et la CNAS + le G50 ?
[12/03/2025 22:07] Yacine Ferhat : payés le 10, on est à jour 👍
[12/03/2025 22:09] Amel Kaci : le loyer du dépôt de Baba Ali on peut le baisser ? 450 000 DA par mois c'est lourd
[12/03/2025 22:10] Yacine Ferhat : ça c'est toi qui vois, c'est la société de ton oncle 😅
[12/03/2025 22:11] Amel Kaci : je passe voir Ammi Rachid vendredi, il nous fera un geste
[12/03/2025 22:14] Amel Kaci : autre chose : l'avocate a appelé pour l'affaire Sofiane
[12/03/2025 22:14] Amel Kaci : audience renvoyée au 7 avril, section sociale du tribunal de Blida
[12/03/2025 22:15] Amel Kaci : il réclame toujours 1,8 M DA pour licenciement abusif, il a refusé la transaction
[12/03/2025 22:17] Yacine Ferhat : on verra. la priorité c'est la levée. des nouvelles d'Aurès Invest ?
[12/03/2025 22:18] Amel Kaci : ils disent « après l'Aïd »…
[12/03/2025 22:19] Yacine Ferhat : on ne peut pas attendre l'été les bras croisés
[12/03/2025 22:20] Amel Kaci : je relance demain matin`,
    present: ['short-runway', 'burn-above-revenue', 'related-party', 'litigation'],
    absent: ['debt-distress'],
    traits: ['split', 'figures', 'indirect', 'time'],
  },

  // 05 — Mémo de due diligence juridique, transformation de poisson, Comores (Mitsamiouli). CLEAN.
  // cap-table-complexity ABSENT: register agrees with the updated statuts; table totals 10 000 shares = 100 %.
  // low-founder-ownership ABSENT: founders 3 300 + 2 800 = 6 100 / 10 000 = 61 % (≥ 40 %).
  // investor-control ABSENT: largest investor 2 400 / 10 000 = 24 % (< 50 %).
  // dead-equity ABSENT: the shareholder who left in 2023 sold all 400 shares to the founders; holds nothing.
  // founder-departure ABSENT: M. Bacar left another company in 2016, before founding; management unchanged since 2020.
  // litigation ABSENT: the only dispute was closed by a court-approved settlement (3 Sept. 2024); none pending.
  // pending-licence ABSENT: agrément sanitaire granted on 15 March 2024.
  // debt-distress ABSENT: all loan instalments honoured; tax clearance certificate delivered.
  // related-party ABSENT: explicitly no agreement with managers, shareholders or relatives.
  // customer-concentration ABSENT: top customer 134 / 640 = 20,9 % (< 30 %); no other above 60 / 640 = 9,4 %.
  {
    id: 'h18-fr-w8-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CABINET MBAE & ASSOCIÉS — Avocats au barreau de Moroni
MÉMO DE DUE DILIGENCE JURIDIQUE — STRICTEMENT CONFIDENTIEL
Destinataire : Fonds Océan Indien Croissance (comité d'investissement)
Cible : Samaki Ngazidja SA — transformation et conditionnement de poisson, Mitsamiouli
Date : 21 janvier 2025

1. Capital et actionnariat
Le registre des mouvements de titres concorde avec les statuts mis à jour le 3 juin 2024 :
   Actionnaire                                   Actions      %
   Ahmed Youssouf Bacar (DG, fondateur)            3 300     33 %
   Zaïnaba Mohamed Chanfi (DAF, fondatrice)        2 800     28 %
   Komor Diaspora Invest SA                        2 400     24 %
   Quatre investisseurs personnes physiques        1 500     15 %
   Total                                          10 000    100 %
M. Djamal Said, associé minoritaire sorti en 2023, a cédé l'intégralité de ses 400 actions aux
deux fondateurs (acte enregistré le 12 octobre 2023) ; il ne détient plus aucun titre.

2. Dirigeants
M. Bacar a quitté en 2016 la direction d'exploitation d'une société de pêche de Mutsamudu,
deux ans avant de fonder la société. L'équipe de direction est inchangée depuis 2020.

3. Contentieux
Le litige avec un ancien sous-traitant frigoriste a été clos par une transaction homologuée le
3 septembre 2024. Aucune procédure n'est en cours ni, à notre connaissance, annoncée.

4. Autorisations
L'agrément sanitaire de l'unité de Mitsamiouli a été délivré par la Direction générale de la
pêche le 15 mars 2024 (décision n° 24-019), pour une durée de cinq ans.

5. Financement, fiscalité, conventions
Prêt bancaire de 85 M KMF : toutes les échéances ont été honorées, aucun manquement aux
engagements contractuels. Une attestation de régularité fiscale datée du 6 janvier 2025 nous a
été remise. Aucune convention n'a été conclue avec un dirigeant, un actionnaire ou leurs proches.

6. Contrats commerciaux
Chiffre d'affaires 2024 : 640 M KMF. Le premier client, un grossiste de Moroni, pèse 134 M KMF ;
aucun autre ne dépasse 60 M KMF.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'litigation', 'pending-licence', 'debt-distress', 'related-party', 'customer-concentration'],
    traits: ['table', 'negation', 'time', 'figures'],
  },

  // 06 — Bilan et compte de résultat, ylang-ylang essential-oil distillery, Comores (Anjouan).
  // audit-opinion PRESENT (indirect): accounts « arrêtés par la gérance », to be sent to the auditor whose 2024 engagement « n'a pas encore débuté » = unaudited.
  // declining-revenue PRESENT (table): sales 341 900 → 286 400 k KMF (−16,2 %).
  // gross-margin PRESENT (figures): 119 700 / 341 900 = 35,0 % → 71 600 / 286 400 = 25,0 %: down 10 pts (≥ 5).
  // burn-above-revenue PRESENT (table): 2024 loss of 36 600 k KMF; costs 214 800 + 42 300 + 38 900 + 17 600 + 9 400 = 323 000 > 286 400.
  // going-concern PRESENT (direct): gérance states « incertitude significative … doute important » on continuing operations.
  // short-runway ABSENT: cash 58 200 / (36 600 / 12 = 3 050 per month) = 19 months (≥ 9); cash fell 26 500 in the year = 2 208/month.
  // customer-concentration ABSENT: top buyer 68 700 / 286 400 = 24,0 % (< 30 %).
  // debt-distress ABSENT: all instalments paid to date; a facility reaching maturity is not a default.
  {
    id: 'h18-fr-w8-06',
    documentType: 'financial_statements',
    language: 'fr',
    text: `DISTILLERIE YLANG DU NYOUMAKÉLÉ SARL — Anjouan
Comptes de l'exercice 2024 (en milliers de KMF)
Comptes arrêtés par la gérance le 28 février 2025. Ils seront transmis au commissaire aux
comptes, dont la mission sur l'exercice 2024 n'a pas encore débuté.

Compte de résultat                                  2024         2023
Ventes d'huile essentielle d'ylang-ylang         286 400      341 900
Coût des ventes (fleurs, bois, distillation)    (214 800)    (222 200)
Marge brute                                       71 600      119 700
Charges de personnel administratif               (42 300)     (39 800)
Transport et fret export                         (38 900)     (35 100)
Autres charges                                   (17 600)     (16 200)
Charges financières                               (9 400)      (8 100)
Résultat avant impôt                             (36 600)      20 500

Bilan (extraits)                              31/12/2024   31/12/2023
Trésorerie                                        58 200       84 700
Stocks d'huile essentielle                        46 900       31 400
Facilité de préfinancement de campagne           120 000      120 000

Note de la gérance
Le principal acheteur, une maison de parfumerie de Grasse, a représenté 68,7 M KMF de ventes
en 2024. Toutes les échéances de la facilité de préfinancement ont été réglées à ce jour.
Cette facilité arrive toutefois à échéance le 30 juin 2025 et la banque n'a pas encore fait
connaître sa position sur son renouvellement. Ces circonstances font naître une incertitude
significative susceptible de jeter un doute important sur la capacité de la société à
poursuivre son exploitation.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'burn-above-revenue', 'going-concern'],
    absent: ['short-runway', 'customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // 07 — Courriel d'un investisseur, B2B ordering platform for pharmacies, Algérie. CLEAN.
  // unrealistic-growth ABSENT: 231 / 142 = 1,63× (2024), target 390 / 231 = 1,69× (2025), both far below 4×.
  // high-churn ABSENT: « 14 % » is annual: 140 lost of 1 000 = 14 %/year, retention 86 % (≥ 55 %), ≈ 1,2 %/month.
  // customer-concentration ABSENT: wholesaler was 41 % in 2022, now 12 % (< 30 %); the reserve is stated as lifted.
  // pending-licence ABSENT: ministry authorisation notified on 9 January; point closed.
  // regulatory ABSENT: no sanction; the authorisation is granted, no uncertainty stated.
  // founder-departure ABSENT: Samir left a laboratory in 2019 to cofound Dawali; nobody left Dawali.
  // short-runway ABSENT: operating profit of 18 M DA, 64 M DA cash, no burn.
  // no-competition ABSENT: two competing platforms are named; a wholesaler « pourrait » launch an app.
  {
    id: 'h18-fr-w8-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Nadia Bensalem <nadia.bensalem@hoggar-ventures.dz>
À : Walid Hamidi <walid@dawali.dz>
Cc : Comité d'investissement
Date : 18 février 2025
Objet : RE : Reporting annuel 2024 — Dawali

Bonjour Walid,

Merci pour le reporting, très clair. Quelques remarques avant notre comité du 3 mars :

1. Chiffre d'affaires : 231 M DA en 2024 contre 142 M DA en 2023. L'objectif 2025 de 390 M DA
   nous paraît atteignable au rythme actuel.
2. Résultat d'exploitation : +18 M DA, deuxième exercice bénéficiaire. Trésorerie de 64 M DA,
   aucun emprunt : pas de sujet de financement à court terme.
3. La ligne « attrition 14 % » a fait sursauter un membre du comité. Nous avons rappelé qu'il
   s'agit d'un taux annuel : sur 1 000 pharmacies actives au 1er janvier 2024, 140 ont cessé de
   commander dans l'année, et 280 nouvelles vous ont rejoints (1 140 au 31 décembre).
4. Le grossiste-répartiteur d'Oran, qui pesait 41 % de vos ventes en 2022, n'en représente plus
   que 12 %. C'était notre principale réserve à l'entrée au capital ; elle est levée.
5. La décision d'autorisation du ministère de l'Industrie pharmaceutique vous a été notifiée le
   9 janvier : nous retirons ce point de notre suivi.
6. Concurrence : les deux plateformes algéroises progressent, et un grossiste pourrait lancer sa
   propre application. À suivre, sans urgence.

Enfin, la présentation de Samir sur la logistique était excellente ; ses douze ans en laboratoire,
qu'il a quitté en 2019 pour cofonder Dawali, se voient.

Aucun point bloquant de notre côté.
Bien à vous,
Nadia`,
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'customer-concentration', 'pending-licence', 'regulatory', 'founder-departure', 'short-runway', 'no-competition'],
    traits: ['list', 'figures', 'time', 'negation', 'modality'],
  },
];
