import type { RedFlagCase } from './case';

export const redFlagTenthFrCases4: readonly RedFlagCase[] = [
  {
    id: 'h10-fr-plan-affaires-zemidjan-express-cotonou',
    documentType: 'business_plan',
    language: 'fr',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['words', 'list'],
    text: `PLAN D'AFFAIRES — ZÉMIDJAN EXPRESS SAS (Cotonou, Bénin)

1. Résumé
Zémidjan Express organise la livraison du dernier kilomètre par moto-taxi pour les commerces de Cotonou, d'Abomey-Calavi et de Porto-Novo.

2. Marché
Plus de 200 000 conducteurs de zémidjan circulent dans le Grand Nokoué ; les supermarchés, pharmacies et restaurants n'ont aujourd'hui aucune solution de livraison fiable.

3. Concurrence
Nous n'avons pas de concurrent. Aucune entreprise au Bénin ne propose une livraison par moto organisée, suivie en temps réel et assurée.

4. Stratégie commerciale
Partenariats avec les supermarchés de Cadjèhoun et de Ganhi, puis avec les grossistes du marché Dantokpa.

5. Organisation
120 conducteurs formés et équipés, 3 dépôts (Cotonou, Abomey-Calavi, Porto-Novo), une application développée en interne.

6. Éléments financiers
Les prévisions financières détaillées seront communiquées ultérieurement, après la phase pilote.

7. Montant recherché
À définir avec les investisseurs lors des premiers échanges.`,
  },
  // croissance : ARR 410 → 2 150 (×5,2) → 9 800 (×4,6) → 31 000 k TND (×3,2)
  // l'ARR 2024 inclut 120 k TND de frais d'intégration facturés une fois
  {
    id: 'h10-fr-business-plan-hanout-cloud-tunis',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'missing-financials'],
    traits: ['table', 'figures', 'split-lines'],
    text: `BUSINESS PLAN 2025-2027 — HANOUT CLOUD SA (Tunis, Centre urbain nord)
Logiciel de caisse et de gestion de stock pour commerçants de proximité

Tableau A — Revenu annuel récurrent (ARR) en fin d'année, en milliers de dinars

                                  2024 (réel)    2025     2026     2027
Abonnements mensuels                  290
Frais d'intégration et formation      120
ARR total                             410        2 150    9 800    31 000

Note A1 : les frais d'intégration et de formation sont facturés une seule fois, à la signature du contrat ; ils sont inclus dans l'ARR car ils accompagnent chaque nouvel abonnement.
Note A2 : le premier client (chaîne Magasin Général) représente 14 % de l'ARR 2024.

Hypothèses de croissance
- 2025 : déploiement dans le Grand Tunis, Sousse et Sfax (1 800 points de vente)
- 2026 : lancement en Algérie et en Libye
- 2027 : 60 000 points de vente équipés au Maghreb`,
  },
  // marge brute : 386 / 742 = 52,0 % contre 412 / 698 = 59,0 % (−7 points)
  // piste : 48 M / 8 M par mois = 6 mois ; CA mensuel ≈ 62 M > consommation nette 8 M
  {
    id: 'h10-fr-etats-financiers-clinique-palmiers-douala',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin', 'short-runway'],
    absent: ['burn-above-revenue', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'split-lines'],
    text: `CLINIQUE DES PALMIERS SA — Douala (Bonapriso)
Compte de résultat simplifié — en millions de FCFA
                                              2024        2023

Les comptes 2023 et 2024 ont été certifiés sans réserve par le commissaire aux comptes.
Les honoraires des médecins vacataires sont classés en autres charges.
Le poste « consommables » inclut les médicaments délivrés aux patients hospitalisés.

Produits des soins et hospitalisations         742         698
Consommables médicaux et médicaments          (356)       (286)
Marge brute                                    386         412
Taux de marge brute                           52,0 %      59,0 %
Autres charges d'exploitation                 (354)       (330)
Résultat d'exploitation                         32          82

Situation de trésorerie au 30 juin 2025
Trésorerie disponible : 48 M FCFA
Consommation nette de trésorerie (moyenne S1 2025, travaux du bloc opératoire compris) : 8 M FCFA par mois`,
  },
  {
    id: 'h10-fr-rapport-cac-nyetaa-microfinance-bamako',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'regulatory'],
    absent: ['audit-opinion', 'litigation', 'declining-revenue'],
    traits: ['words', 'indirect'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS — EXERCICE 2024
NYETAA MICROFINANCE SA — Bamako, ACI 2000

Opinion
Nous avons audité les états financiers de Nyetaa Microfinance SA, établis selon le référentiel comptable applicable aux systèmes financiers décentralisés de l'UMOA. Les produits financiers de l'exercice s'élèvent à 1,12 milliard de FCFA, en hausse de 6 %.
À notre avis, les états financiers sont réguliers et sincères et donnent une image fidèle de la situation financière de la société au 31 décembre 2024. Nous les certifions sans réserve.

Observation – Incertitude significative liée à la continuité d'exploitation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 2.3 des états financiers. Par décision du 12 mars 2025, la BCEAO a prononcé à l'encontre de la société une sanction pécuniaire de 45 millions de FCFA et lui a interdit d'octroyer de nouveaux crédits supérieurs à 5 millions de FCFA jusqu'au rétablissement de la norme de capitalisation. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Bamako, le 27 mai 2025
Cabinet Diarra Conseil & Audit — Moussa Diarra, associé`,
  },
  // piste : 30 M / 7 M par mois = 4,3 mois ; attrition : 96 / 1 050 = 9,1 % sur le mois
  // consommation nette 7 M < CA 12,4 M
  {
    id: 'h10-fr-whatsapp-investisseur-yako-box-abidjan',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway', 'high-churn'],
    absent: ['burn-above-revenue'],
    traits: ['informal', 'figures'],
    text: `[Yako Box ↔ Comoé Capital]
[05/11/2025 10:12] Mariam (Comoé): Bonjour Aziz, tu as les chiffres d'octobre ?
[05/11/2025 10:20] Aziz Koné: Bonjour Mariam. Octobre : CA 12,4 M FCFA, consommation nette de tréso 7 M
[05/11/2025 10:21] Aziz Koné: On a 30 M en banque à fin octobre
[05/11/2025 10:23] Mariam (Comoé): ok. Et les abonnés box repas ?
[05/11/2025 10:26] Aziz Koné: 1 050 au 1er octobre, 96 désabonnements dans le mois, 140 nouveaux. Donc 1 094 fin octobre 👍
[05/11/2025 10:28] Mariam (Comoé): tu vois que 96 départs sur 1 050, c'est pas rien quand même
[05/11/2025 10:30] Aziz Koné: oui mais on compense largement avec l'acquisition à Cocody et Marcory
[05/11/2025 10:31] Mariam (Comoé): et à ce rythme de consommation tu tiens jusqu'à quand ? Vous lancez le bridge quand ?
[05/11/2025 10:33] Aziz Koné: on vise une note convertible en janvier, on en parle vendredi`,
  },
  // Ariary Capital 5 400 / 10 000 = 54 % ; fondateurs 1 900 + 1 200 = 31 %
  {
    id: 'h10-fr-pv-ago-mada-agritech-antananarivo',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity', 'investor-control', 'low-founder-ownership'],
    absent: ['audit-opinion', 'dead-equity'],
    traits: ['figures', 'words', 'list'],
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE ANNUELLE
MADA AGRITECH SA — capital de 1 000 000 000 ariary divisé en 10 000 actions — Antananarivo, Ankorondrano
Séance du 26 juin 2025

Feuille de présence :
- Ariary Capital Partners : 5 400 actions (54 %)
- M. Hery Rakotomalala, fondateur, directeur général : 1 900 actions (19 %)
- Mme Fanja Randrianarisoa, fondatrice, directrice technique : 1 200 actions (12 %)
- Actionnaires divers : 1 500 actions (15 %)

Observations préalables : le Président signale que le registre des mouvements de titres ne concorde pas avec la feuille de présence ; il fait apparaître 10 350 actions contre les 10 000 composant le capital statutaire. L'origine de cet écart de 350 actions, qui pourrait provenir de la conversion des obligations émises en 2022, n'a pas été identifiée à ce jour.

Première résolution – Après lecture du rapport du commissaire aux comptes, qui certifie les comptes de l'exercice 2024 sans réserve, l'assemblée approuve ces comptes.
Deuxième résolution – L'assemblée charge le conseil d'administration de faire établir un état rapproché du capital avant le 30 septembre 2025.
Troisième résolution – Pouvoirs pour les formalités.`,
  },
  // LTV : 38 USD × 1,2 × 9 % = 4,10 USD par mois × 24 mois = 98 USD, soit 1,6x un CAC de 60 USD (annoncé 3x)
  {
    id: 'h10-fr-ocr-deck-kin-marche-kinshasa',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unit-economics', 'pending-licence'],
    absent: ['high-churn', 'regulatory', 'missing-financials'],
    traits: ['ocr', 'figures', 'split-lines'],
    text: `KIN  MAR CHÉ  —  Deck  in vestis seurs  —  Kin shasa ,  2 0 2 5

Dia po  4  :  Trac tion
GMV  men suel  :  3 10  000  USD
Reve nus  ( commis sions )  :  2 7  900  USD  /  mois

Dia po  6  :  Écono mie  uni taire
CAC  moyen  par  ache teur  :  6 0  USD
Panier  moyen  :  3 8  USD  —  1 , 2  com mande  /  mois
Commis sion  :  9  %
Durée  de  vie  client  :  2 4  mois
«  Chaque  client  rapporte  3  fois  ce  qu'il  coûte  à  acqué rir  »

Dia po  8  :  Régle menta tion
Demande  de  licence  d'établis sement  de  paie ment  ( porte feuille  Kin Pay )
dé posée  à  la  Banque  Centrale  du  Congo  le  3  fé vrier  2 0 2 5
—  en  atten te  de  déci sion

Dia po  9  :  Levée  :  1 , 5  M  USD`,
  },
  {
    id: 'h10-fr-deck-assurkounda-niamey',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'regulatory'],
    absent: ['pending-licence'],
    traits: ['split-lines', 'hedge', 'words'],
    text: `ASSURKOUNDA
Micro-assurance santé sur mobile — Niamey
—
Slide 1 · Vision
1 million de Nigériens assurés d'ici 2030
—
Slide 2 · Produit
Couverture hospitalisation souscrite et payée via Airtel Money
Produit porté par un assureur partenaire agréé
—
Slide 3 · Réseau
3 cliniques partenaires à Niamey, 1 à Maradi
—
Slide 4 · Cadre réglementaire
La CIMA n'a pas encore tranché :
notre distribution par opérateur télécom
relève-t-elle de la micro-assurance
ou de l'intermédiation ?
Tant que la question n'est pas réglée,
le modèle reste exposé à une requalification.
—
Slide 5 · Équipe
Hadiza Moussa (CEO, ex-actuaire), Abdoulaye Issoufou (CTO)
—
Slide 6 · Feuille de route
Pilote au T1 2026, extension à Zinder au T3 2026`,
  },
  // marge brute : 37 490 / 96 420 = 38,9 % contre 34 790 / 88 150 = 39,5 % (−0,6 point) ; résultat positif
  {
    id: 'h10-fr-etats-synthese-atlas-froid-casablanca',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'split-lines'],
    text: `ATLAS FROID INDUSTRIE SA — Casablanca, Aïn Sebaâ
États de synthèse (CGNC) — Exercice du 1er janvier au 31 décembre 2024
Montants en milliers de dirhams
                                             Exercice 2024      Exercice 2023

Les charges d'exploitation sont présentées par nature ; les achats consommés
comprennent les compresseurs, l'acier inoxydable et les fluides frigorigènes.
Les états de synthèse des deux exercices ont été certifiés sans réserve par le
commissaire aux comptes (rapport du 25 mars 2025).

Ventes de biens et services produits              96 420             88 150
Achats consommés de matières et fournitures      (58 930)           (53 360)
Marge brute                                       37 490             34 790
Autres charges externes                          (12 400)           (11 900)
Impôts et taxes                                   (1 150)            (1 080)
Charges de personnel                             (14 600)           (13 800)
Dotations d'exploitation                          (4 300)            (4 100)
Résultat d'exploitation                            5 040              3 910
Charges financières nettes                          (820)            (1 010)
Impôt sur les sociétés                            (1 260)              (920)
Résultat net de l'exercice                         2 960              1 980`,
  },
  // croissance : 540 → 1 050 M (×1,9) → 1 900 M (×1,8) ; EBITDA positif ; attrition 3,6 % par mois ; premier client 14 %
  // fondateurs après l'opération : 62 % × 75 % = 46,5 %
  {
    id: 'h10-fr-note-investissement-kossam-distrib-ouagadougou',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'high-churn', 'customer-concentration', 'low-founder-ownership', 'short-runway'],
    traits: ['figures', 'list', 'negation'],
    text: `NOTE D'INVESTISSEMENT — Sahel Impact Fund
Cible : KOSSAM DISTRIB SARL (Ouagadougou) — collecte de lait auprès des éleveurs peuls et distribution de produits laitiers locaux

1. Chiffres clés
CA 2024 : 540 M FCFA ; budget 2025 : 1,05 milliard FCFA ; plan 2026 : 1,9 milliard FCFA.
EBITDA positif depuis le T1 2025 (8 % du CA). Trésorerie de 310 M FCFA au 30 septembre, sans consommation nette.

2. Marché et concurrence
Concurrence réelle : lait en poudre importé (Nido, Bonnet Rouge), mini-laiteries de Bobo-Dioulasso et de Koudougou, projet d'implantation annoncé d'un industriel sénégalais.

3. Clients
1 240 points de vente ; le premier client (Marina Market) pèse 14 % du CA. Attrition des points de vente : 3,6 % par mois.

4. Opération proposée
Ticket de 600 M FCFA pour 25 % ; les fondateurs (62 % aujourd'hui) conserveraient 46,5 % après l'opération.

5. Recommandation : avis favorable, sous réserve de la revue de la chaîne du froid.`,
  },
  // Poulina : 27 % du CA du T1 (< 30 %) ; marge brute 46 % contre 48 % (−2 points)
  {
    id: 'h10-fr-whatsapp-associes-zitouna-solar-tunis',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'debt-distress', 'customer-concentration', 'litigation', 'regulatory', 'gross-margin'],
    traits: ['informal', 'time', 'hedge', 'negation'],
    text: `[Groupe associés — Zitouna Solar]
[02/04/2025 09:41] Hichem: Bonne nouvelle : la STEG a validé le raccordement de la centrale de Kairouan, on a reçu la lettre d'autorisation hier 🎉
[02/04/2025 09:43] Olfa: top ! ça débloque la facturation dès mai
[02/04/2025 09:45] Hichem: oui. Et pour rappel le crédit Amen Bank est soldé depuis février, plus aucune échéance
[02/04/2025 09:47] Walid: et Poulina, ils pèsent combien maintenant ?
[02/04/2025 09:48] Olfa: 27 % du CA du T1 (1,9 M TND au total). On a signé deux industriels à Sousse, ça va baisser
[02/04/2025 09:50] Walid: ok. Et l'histoire avec l'installateur de Sfax ?
[02/04/2025 09:51] Hichem: réglée, il a retiré sa plainte après l'accord du 12 mars. Plus rien en cours
[02/04/2025 09:53] Walid: parfait. Si un jour la loi sur l'autoproduction bouge on en reparlera, mais rien n'est prévu
[02/04/2025 09:55] Olfa: dernier point : marge brute T1 à 46 % contre 48 % au T4, normal avec l'ensoleillement d'hiver`,
  },
  // CA 4,12 Md > 3,78 Md FCFA ; comptes certifiés sans réserve
  {
    id: 'h10-fr-ocr-pv-ca-camer-lait-yaounde',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'litigation', 'debt-distress', 'declining-revenue', 'founder-departure'],
    traits: ['ocr', 'negation', 'words'],
    text: `PROCES-VER BAL  DE  LA  REUN ION  DU  CONSEIL  D'ADMI NISTRATION
CAMER  LAIT  SA  —  Yaoun dé ,  Mvan  —  capi tal  500  000  000  FCFA
Séan ce  du  1 8  mars  2 0 2 5

Pré sents  :  M.  Paul  Atangana  ( Prési dent ) ,  Mme  Esther  Ngo  Bilong ,  M.  Jean  Tchoumi ,
Afriland  Equity  ( repré sentée  par  M.  S.  Kamga ) .

1 .  Arrê té  des  comp tes  :  le  Conseil  arrête  les  comptes  de  l'exer cice  2 0 2 4  faisant
ressor tir  un  chif fre  d'affai res  de  4 , 1 2  milliards  FCFA  ( 2 0 2 3  :  3 , 7 8  milliards )  et  un
béné fice  net  de  3 1 2  millions  FCFA .  Le  commis saire  aux  comptes ,  présent ,  a  remis  son
rapport  certi fiant  les  comptes  sans  réser ve .
2 .  Conten tieux  :  le  Conseil  constate  qu'aucun  litige  n'est  pendant  devant  les
juri dictions .
3 .  Finance ment  :  le  Conseil  autorise  le  renouvel lement  de  la  ligne  de  crédit
Afriland  First  Bank  ;  la  société  n'enre gistre  aucun  impayé .
4 .  Mandats  :  le  mandat  d'adminis trateur  de  Mme  Esther  Ngo  Bilong  est  renou velé
pour  six  ans .`,
  },
];
