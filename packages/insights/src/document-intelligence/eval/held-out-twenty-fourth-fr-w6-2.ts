/** Writer 6's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Madagascar, Mali, Guinée and Niger, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW6P2: readonly RedFlagCase[] = [
  // no-competition PRESENT: « Aucun concurrent : personne ne propose la téléconsultation en Guinée ».
  // missing-financials PRESENT: deck sans aucun chiffre d'affaires ni de coût (seulement utilisateurs, taille de marché, montant levé, taux de commission).
  // unrealistic-growth ABSENT: objectif 10 000 consultations/mois fin 2027 contre 3 200 aujourd'hui = 3,1x en ~13 mois (< 4x), et ce n'est pas une projection de CA.
  {
    id: 'h24-fr-w6-07',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KENDEYA SANTÉ
La consultation médicale à distance, même sans smartphone.
Seed — Conakry, novembre 2026

01 / PROBLÈME
À Conakry, voir un généraliste prend une demi-journée. À l'intérieur du pays, c'est souvent impossible.

02 / SOLUTION
- Téléconsultation par appel ou USSD avec un médecin agréé
- Ordonnance envoyée par SMS à une pharmacie partenaire
- Livraison à moto à Ratoma, Matoto et Dixinn

03 / TRACTION
14 000 utilisateurs inscrits
3 200 consultations par mois
38 médecins et 6 pharmacies partenaires

04 / MODÈLE
Commission de 10 % sur chaque consultation et sur chaque livraison.

05 / MARCHÉ
13 millions d'habitants, moins de 2 médecins pour 10 000 personnes.
Dépenses de santé des ménages estimées à plus de 4 000 Md GNF par an.

06 / CONCURRENCE
Aucun concurrent : personne ne propose la téléconsultation en Guinée. Nous sommes les premiers et les seuls.

07 / ÉQUIPE
Dr Mariama Kouyaté — CEO, médecin, 8 ans aux urgences d'un CHU de Conakry
Ousmane Sylla — CTO, ex-développeur chez un opérateur mobile

08 / OBJECTIF
10 000 consultations par mois fin 2027.

09 / LEVÉE
600 000 EUR pour recruter 40 médecins et ouvrir Kindia et Labé.`,
    present: ['no-competition', 'missing-financials'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
  },

  // investor-control PRESENT: Fonds Agri-Sahel Croissance = 130 000 / 250 000 actions = 52 % post-money (>= 50 %).
  // low-founder-ownership PRESENT: fondateurs actifs 45 000 + 32 500 = 77 500 / 250 000 = 31 % (< 40 %).
  // cap-table-complexity ABSENT: table rapprochée du registre des mouvements de titres. dead-equity ABSENT: aucun ancien associé ni salarié parti ne détient de titres.
  {
    id: 'h24-fr-w6-08',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TARMAMU SAS — Niamey, Plateau
PROTOCOLE D'INVESTISSEMENT — TERMES ET CONDITIONS INDICATIFS (non engageants sauf clauses 9 et 10)

1. Société : Tarmamu SAS, chaîne du froid et stockage d'oignons violets de Galmi, RCCM NE-NIM-2022-B-1873.
2. Investisseur : Fonds Agri-Sahel Croissance (« FASC »).
3. Montant : 1 300 000 000 FCFA (environ 1,98 M EUR) par souscription à 130 000 actions de préférence de catégorie A nouvelles, au prix de 10 000 FCFA par action.
4. Valorisation pré-money : 1 200 000 000 FCFA (120 000 actions existantes).
5. Table de capitalisation après l'opération :
   Associé                               Actions      %
   Abdoulaye Issoufou (fondateur, DG)     45 000    18,0 %
   Mariama Hamani (fondatrice, DAF)       32 500    13,0 %
   Business angels (3)                    30 000    12,0 %
   Pool d'options salariés (non alloué)   12 500     5,0 %
   FASC — actions A                      130 000    52,0 %
   Total                                 250 000   100,0 %
6. Gouvernance : conseil d'administration de cinq membres, dont trois désignés par FASC, un par les fondateurs et un indépendant choisi d'un commun accord. Décisions importantes (budget, endettement > 100 M FCFA, cession d'actifs) soumises à l'accord de FASC.
7. Préférence de liquidation : 1x non participative.
8. Anti-dilution : moyenne pondérée large.
9. Exclusivité : 60 jours à compter de la signature.
10. Confidentialité.
11. Déclarations de la Société : la table ci-dessus a été rapprochée du registre des mouvements de titres au 30 novembre 2026 ; aucun ancien associé, salarié ou mandataire ayant quitté la société ne détient de titres.
12. Clauses de good/bad leaver applicables aux fondateurs pendant 48 mois.
13. Conditions suspensives : audit juridique et financier satisfaisant, signature d'un pacte d'associés, approbation par l'assemblée générale extraordinaire.
14. Droit applicable : Acte uniforme OHADA relatif au droit des sociétés commerciales ; tribunal de commerce de Niamey.

Fait à Niamey, le 27 novembre 2026.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'list'],
  },

  // CLEAN. short-runway ABSENT: 1 720 M Ar / 154 M Ar de burn net = 11,2 mois (>= 9).
  // burn-above-revenue ABSENT: burn net 154 M Ar < MRR 212 M Ar (même mois).
  // high-churn ABSENT: churn mensuel 4,0 % (< 5 % ; rétention annuelle implicite 0,96^12 = 61 % >= 55 %). non-recurring-revenue ABSENT: subvention exclue du MRR.
  // unit-economics ABSENT: payback annoncé 5,6 mois = 380 000 / (95 000 x 72 %) = 5,56 mois, cohérent.
  // litigation ABSENT: litige clos, accord signé et montant versé. founder-departure ABSENT: le CTO reste.
  // declining-revenue ABSENT: MRR 186 -> 198 -> 212.
  {
    id: 'h24-fr-w6-09',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Nirina Rakotoarison <nirina@tsenapro.mg>
À : investisseurs@tsenapro.mg
Objet : Tsena Pro — point investisseurs novembre 2026

Bonjour à toutes et à tous,

Voici le point mensuel. Mois correct, sans feu d'artifice.

CHIFFRES CLÉS
- MRR : 212 M Ar (octobre 198 M Ar, septembre 186 M Ar)
- Épiceries abonnées : 2 232 (+94 nettes sur le mois)
- Churn mensuel (logos) : 4,0 %, sous notre plafond interne de 5 %
- Trésorerie au 30/11 : 1 720 M Ar
- Burn net de novembre : 154 M Ar, soit un peu plus de 11 mois de visibilité au rythme actuel

ÉCONOMIE UNITAIRE
CAC moyen 380 000 Ar, ARPU 95 000 Ar par mois, marge brute 72 %, soit un payback de 5,6 mois.

À SAVOIR
1. La subvention de 90 M Ar du Fonds Tsinjo Innovation est arrivée le 18 novembre. Elle est comptabilisée en produit exceptionnel et n'est PAS incluse dans le MRR ci-dessus.
2. Le litige avec notre ancien hébergeur est clos : accord signé le 3 octobre, montant versé le 10. Plus rien en cours de ce côté.
3. Certains d'entre vous ont entendu la rumeur d'un départ de Rija. Elle est fausse : Rija reste CTO et a même prolongé son vesting de 24 mois.
4. Si le taux de change EUR/MGA continue de monter, nos coûts serveurs augmenteront d'environ 3 M Ar par mois. Nous avons prévu le coup dans le budget 2027.

PRIORITÉS DE DÉCEMBRE
- Lancer le module crédit fournisseur avec deux grossistes d'Isotry
- Recruter un responsable commercial pour Toamasina
- Préparer la levée série A (objectif : T2 2027)

Misaotra betsaka pour votre soutien,
Nirina
CEO, Tsena Pro`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'non-recurring-revenue', 'unit-economics', 'litigation', 'founder-departure'],
    traits: ['list', 'figures', 'negation', 'modality', 'time', 'clean'],
  },

  // non-recurring-revenue PRESENT: le MRR de septembre (95 M FCFA, base de l'ARR 1 140 M) inclut 22 M FCFA d'un paiement ponctuel non renouvelable.
  // related-party PRESENT: entrepôt loué à une SCI du frère du fondateur ; achats d'engrais auprès de la société de l'épouse du DG.
  // unit-economics PRESENT: LTV/CAC annoncé 5,2 ; chiffres : LTV = 4 500 x 35 % x 30 mois = 47 250 FCFA ; 47 250 / 62 000 = 0,76.
  // customer-concentration ABSENT: premier client récurrent 18 % ; le paiement ponctuel = 22/95 = 23 % du mois (< 30 %).
  // high-churn ABSENT: durée de vie 30 mois => ~3,3 % par mois. litigation ABSENT: aucun litige en cours.
  // short-runway ABSENT: 540 / 28 = 19 mois. unrealistic-growth ABSENT: 1 250/880 = 1,4x ; 2 100/1 250 = 1,7x ; 3 300/2 100 = 1,6x.
  // low-founder-ownership ABSENT: DG fondateur 58 %. investor-control ABSENT: fonds 27 %. founder-departure ABSENT: aucun départ.
  {
    id: 'h24-fr-w6-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE — CONFIDENTIEL
Cible : Nafa Agro SAS (Ségou, Mali) — abonnement « intrants + conseil » pour petits riziculteurs
Rédigée par : équipe d'investissement, Djoliba Impact Partners — 19 octobre 2026

1. Synthèse
Équipe solide et vraie traction terrain (21 000 exploitants abonnés), mais trois points doivent être réglés avant le comité : la définition de l'ARR, les transactions avec l'entourage du fondateur et le calcul de l'économie unitaire.

2. Chiffre d'affaires
CA 2025 : 880 M FCFA (2024 : 610 M FCFA). La direction présente un ARR de 1 140 M FCFA au 30 septembre 2026, soit le MRR de septembre (95 M FCFA) multiplié par 12. Or ce MRR inclut 22 M FCFA versés en une fois par l'ONG Sahel Solidarité pour une distribution de semences d'urgence après les inondations d'août. Le contrat est explicitement non renouvelable. Le MRR récurrent ressort donc à 73 M FCFA, soit un ARR de 876 M FCFA.

3. Transactions avec des parties liées
- L'entrepôt de Ségou est loué 2,4 M FCFA par mois à la SCI Coulibaly Frères, détenue par le frère du fondateur, M. Bakary Coulibaly. Le loyer est supérieur d'environ 30 % aux prix constatés dans la zone.
- En 2025, la société a acheté pour 180 M FCFA d'engrais à Agro-Intrants du Kénédougou SARL, dont la gérante est l'épouse du DG. Aucun appel d'offres n'a été organisé.

4. Économie unitaire
La direction annonce un ratio LTV/CAC de 5,2. Les données fournies donnent :
   CAC (agents, démonstrations, kits) : 62 000 FCFA par exploitant
   ARPU : 4 500 FCFA par mois
   Marge brute : 35 %
   Durée de vie moyenne retenue par la direction : 30 mois
   => LTV = 4 500 x 35 % x 30 = 47 250 FCFA, soit un ratio LTV/CAC de 0,76.
Nous n'avons pas pu reconstituer le chiffre de 5,2.

5. Clients
Le premier client récurrent (Union des coopératives de l'Office du Niger, zone de Niono) représente 18 % du CA 2025. Le reste est très dispersé.

6. Juridique
Selon la direction et son conseil, Me Aminata Touré, aucun litige n'est en cours. Statuts et registre des titres conformes.

7. Équipe
Bakary Coulibaly (fondateur, DG) est ingénieur agronome, passé par l'Office du Niger puis par un distributeur d'intrants de Sikasso. Il est entouré de Fatoumata Diakité (finances, ex-microfinance) et de 46 agents de terrain rémunérés en partie à la commission. Aucun départ dans l'équipe de direction depuis la création. Le DG détient 58 % du capital, le fonds d'amorçage Niger-Bani 27 %, le solde étant réparti entre trois business angels.

8. Marché et concurrence
Environ 300 000 exploitations rizicoles dans les zones de Ségou, Niono et Macina. Nafa est en concurrence avec les distributeurs d'intrants traditionnels (crédit de campagne informel) et avec deux programmes subventionnés par des bailleurs. Sa différence : le conseil agronomique par SMS vocal en bambara et la livraison au village.

9. Trésorerie et plan
Trésorerie au 30 septembre 2026 : 540 M FCFA ; burn net moyen sur six mois : 28 M FCFA par mois, soit environ 19 mois. Le plan de la direction prévoit un CA de 1 250 M FCFA en 2026, 2 100 M FCFA en 2027 et 3 300 M FCFA en 2028. Nous le jugeons ambitieux mais atteignable pour 2026 ; l'hypothèse 2027 repose sur l'ouverture de la zone de Mopti, qui reste à valider.

10. Recommandation
Poursuivre, sous réserve de : (i) retraitement de l'ARR ; (ii) renégociation du bail et politique écrite sur les conventions réglementées ; (iii) modèle d'unit economics refait avec notre équipe.`,
    present: ['non-recurring-revenue', 'related-party', 'unit-economics'],
    absent: ['customer-concentration', 'high-churn', 'litigation', 'declining-revenue', 'short-runway', 'unrealistic-growth', 'low-founder-ownership'],
    traits: ['list', 'figures', 'prose'],
  },

  // CLEAN. unrealistic-growth ABSENT: 31,0/12,9 = 2,4x ; 45,0/31,0 = 1,45x ; 60,0/45,0 = 1,33x (< 4x ; pas 3x sur trois ans) ; scénario x4 écarté (hypothèse).
  // customer-concentration ABSENT: principal acheteur 27 % (< 30 %) ; aucun autre client au-dessus de 2 % (27 + 2 = 29 < 30).
  // no-competition ABSENT: trois décortiqueries et les importateurs cités. pending-licence ABSENT: certificat INNM obtenu en avril 2026.
  // gross-margin ABSENT: 31 % -> 30 % -> 30 % (baisse de 1 point). burn-above-revenue ABSENT: charges < CA chaque année.
  // debt-distress ABSENT: aucune échéance impayée.
  {
    id: 'h24-fr-w6-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `DÔRÔ AGRO SARL — Kankan, Haute-Guinée
Plan d'affaires 2026-2029 : riz étuvé local, décorticage et vente en ligne aux grossistes

1. Présentation
Dôrô Agro achète le paddy auprès de 1 900 producteurs de la plaine du Milo, l'étuve et le décortique dans son unité de Kankan, puis le vend sous la marque « Dôrô » aux grossistes de Kankan, Siguiri et Conakry via une application de commande.

2. Marché et concurrence
Nous ne sommes pas seuls sur ce marché, et nous ne le prétendons pas. Trois décortiqueries industrielles opèrent dans la région, et le riz importé d'Asie reste la référence des consommateurs de Conakry. Notre différence : un riz local étuvé de qualité régulière, livré en 48 h aux grossistes abonnés.

3. Autorisations
Le certificat de conformité de l'Institut National de Normalisation et de Métrologie (INNM) a été obtenu en avril 2026. Aucune autre autorisation n'est requise pour notre activité.

4. Clients
Le principal acheteur, un grossiste du marché de Madina, représente 27 % des ventes 2025. Aucun autre client ne dépasse 2 % ; nous comptons 310 grossistes et détaillants actifs.

5. Projections (Md GNF)
                      2025 réel  2026 est.   2027    2028    2029
Chiffre d'affaires        8,6      12,9      31,0    45,0    60,0
Coût des ventes          (5,9)     (9,0)    (21,7)  (31,5)  (42,0)
Marge brute               2,7       3,9       9,3    13,5    18,0
  taux                    31 %      30 %      30 %    30 %    30 %
Charges d'exploitation   (1,5)     (2,4)     (5,6)   (7,9)  (10,2)
EBITDA                    1,2       1,5       3,7     5,6     7,8

Le saut de 2027 correspond à la mise en service de la seconde ligne d'étuvage (capacité x2,5), déjà commandée. Nous avons volontairement écarté un scénario « x4 » présenté par un consultant : il supposait l'export vers le Mali, que nous n'intégrerons qu'une fois la première ligne saturée.

6. Financement
Emprunt bancaire de 2,5 Md GNF en cours de remboursement ; aucune échéance impayée à ce jour. Besoin : 9 Md GNF (environ 950 000 EUR) pour la seconde ligne et le fonds de roulement de campagne.

7. Équipe
Mamadi Condé (gérant, ancien agronome de l'IRAG), Aïssata Kaba (finance), 64 salariés dont 22 saisonniers.`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'no-competition', 'pending-licence', 'gross-margin', 'burn-above-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'negation', 'modality', 'clean'],
  },

  // audit-opinion PRESENT: états financiers « NON AUDITES », commissariat aux comptes non effectué.
  // declining-revenue PRESENT: CA 2025 412,3 M FCFA < 2024 486,9 M FCFA.
  // gross-margin PRESENT: marge brute 38,0 % (185,0/486,9) en 2024 -> 29,0 % (119,6/412,3) en 2025 = -9 points (>= 5).
  // burn-above-revenue ABSENT: résultat net positif (+11,97 M FCFA). debt-distress ABSENT: échéances honorées.
  // going-concern ABSENT: la gérance déclare ne pas avoir de doute sur la continuité.
  {
    id: 'h24-fr-w6-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SAHEL BETAIL CONNECT SARL
Niamey - Quartier Yantala - NIF 4471/R
ETATS FINANCIERS AU 31/12/2025
*** NON AUDITES ***
(etablis par la gerance - le commissariat aux comp
tes de l'exercice n'a pas encore ete effectue)

COMPTE DE RESULTAT          2025            2024
                          (FCFA)          (FCFA)
Chiffre d'affai-
res                   412 300 000     486 900 000
Cout des ventes      (292 700 000)   (301 900 000)
MARGE BRUTE           119 600 000     185 000 000
Charges d'exploi-
tation                (98 400 000)   (112 600 000)
RESULTAT D'EXPLOI
TATION                 21 200 000      72 400 000
Charges financ.        (4 100 000)     (3 800 000)
Resultat av. impot     17 100 000      68 600 000
Impot (30 %)           (5 130 000)    (20 580 000)
RESULTAT NET           11 970 000      48 020 000

NOTES DE LA GERANCE
1. Activite : mise en relation des eleveurs de Tahoua et Agadez
avec les acheteurs de betail sur pied, paiement et trans
port.
2. L'exercice a ete penalise par la fermeture prolongee de
la frontiere sud, qui a reduit les volumes exportes, et
par la hausse des couts de transport et de convoyage.
3. Emprunt Banque Sahelienne de Credit (150 000 000 FCFA) : toutes
les echeances 2025 ont ete honorees a bonne date.
4. La gerance n'a pas connaissance d'evenement de nature a
remettre en cause la continuite de l'exploitation.

Niamey, le 14 mars 2026                  Le Gerant
                                    Moussa Abdourahamane
[cachet illisible]`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress', 'going-concern'],
    traits: ['table', 'figures'],
  },
];
