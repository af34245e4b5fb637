import type { RedFlagCase } from './case';

export const redFlagTenthFrCases1: readonly RedFlagCase[] = [
  // capital : Ndiaye 30 % + Sarr 17 % = 47 % pour les fondateurs actifs ; Diop (parti) 18 % ; Teranga 35 %
  {
    id: 'h10-fr-pv-ca-semences-cayor-thies',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'related-party'],
    absent: ['low-founder-ownership', 'investor-control', 'litigation'],
    traits: ['words', 'indirect', 'figures'],
    text: `PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION
SEMENCES DU CAYOR SA – Société anonyme au capital de 150 000 000 FCFA
Siège social : Route de Khombole, Thiès (Sénégal) – RCCM SN-THS-2019-B-0412

L'an deux mille vingt-cinq, le quatorze mars, à dix heures, les administrateurs se sont réunis au siège social sur convocation du Président.
Présents : M. Ibrahima Ndiaye (Président), Mme Awa Sarr, M. Olivier Mensah (représentant permanent de Teranga Capital).
Ordre du jour : 1) départ du Directeur général ; 2) convention de bail ; 3) intérim de la direction générale.

Première résolution – Le Conseil prend acte de la démission de M. Cheikh Diop, cofondateur, de ses fonctions de Directeur général et de son mandat d'administrateur, effective depuis le 28 février 2025. M. Diop a quitté la Société et s'est installé à Paris. Les 27 000 actions qu'il détient (18 % du capital) demeurent inscrites à son nom ; le Conseil constate qu'aucune promesse de cession ni clause de rachat n'a été stipulée à son égard et que la Société ne dispose pas des fonds nécessaires pour les acquérir.
Pour mémoire, le capital se répartit ainsi : M. Ndiaye 30 %, Mme Sarr 17 %, M. Diop 18 %, Teranga Capital 35 %.

Deuxième résolution – Le Conseil autorise, conformément aux articles 438 et suivants de l'Acte uniforme relatif au droit des sociétés commerciales et du GIE, la conclusion d'un bail portant sur l'entrepôt de Pout avec la SCI Keur Yaye, dont la gérante est Mme Mariama Ndiaye, épouse du Président. Loyer mensuel : 2 400 000 FCFA HT, payable d'avance. M. Ndiaye, intéressé, n'a pas pris part au vote.

Troisième résolution – Le Conseil confie à Mme Awa Sarr, cofondatrice, l'intérim de la direction générale jusqu'à la nomination d'un nouveau Directeur général.

Plus rien n'étant à l'ordre du jour, la séance est levée à midi.
Le Président                                   Un administrateur`,
  },
  // croissance : 120 M FCFA (2024) → 2 400 M FCFA (2025) = ×20 en un an
  {
    id: 'h10-fr-deck-paynafa-abidjan',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    absent: ['regulatory', 'missing-financials'],
    traits: ['split-lines', 'figures', 'time'],
    text: `PayNafa — Deck investisseurs
Série A — Abidjan, mai 2025
---
Diapo 2 · Le problème
Les commerçants du marché d'Adjamé
encaissent 80 % de leurs ventes en espèces
---
Diapo 3 · La solution
Terminal QR + portefeuille marchand
Règlement J+0 en FCFA
---
Diapo 5 · Traction
CA 2024 : 120 M FCFA
4 800 marchands actifs
---
Diapo 6 · Concurrence
Personne ne fait ça en Côte d'Ivoire.
Nous sommes seuls sur le créneau
du commerce informel.
---
Diapo 7 · Réglementation
Dossier d'agrément d'établissement
de monnaie électronique déposé
auprès de la BCEAO le 12 mars 2025
Instruction en cours — réponse attendue au T4
---
Diapo 8 · Projections
2025 : 2,4 milliards FCFA
2026 : 9 milliards FCFA
---
Diapo 9 · Levée
3 M€ pour 20 %`,
  },
  // CA 812 350 < 905 120 ; marge brute 235 580 / 812 350 = 29,0 % contre 344 020 / 905 120 = 38,0 % (−9 points)
  // charges totales 2024 : 576 770 + 219 900 + 9 400 = 806 070 < 812 350 (pas de coûts au-dessus du CA)
  {
    id: 'h10-fr-etats-financiers-bois-moungo-douala',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'going-concern'],
    traits: ['table', 'figures', 'split-lines'],
    text: `BOIS & MEUBLES DU MOUNGO SARL — Douala (Bassa)
États financiers SYSCOHADA révisé — exercice clos le 31 décembre 2024
Document de travail : comptes arrêtés par la gérance, non encore soumis au commissaire aux comptes.

COMPTE DE RÉSULTAT (en milliers de FCFA)
Réf.  Libellés                                     Exercice 2024     Exercice 2023
                                                    Net               Net

(Les produits accessoires et les subventions d'exploitation, non significatifs,
sont regroupés dans les autres produits et ne sont pas détaillés ci-dessous.)

TB    Ventes de produits fabriqués                  812 350           905 120
XB    CHIFFRE D'AFFAIRES                            812 350           905 120
RC    Achats de matières premières                 (498 300)         (470 500)
RD    Variation de stocks de matières                 4 130            (8 200)
RE    Autres achats                                 (82 600)          (82 400)
      Coût des ventes                              (576 770)         (561 100)
      MARGE BRUTE SUR MATIÈRES                      235 580           344 020
RJ    Services extérieurs                           (78 400)          (75 200)
RK    Impôts et taxes                               (12 300)          (11 800)
RL    Charges de personnel                          (98 200)          (96 600)
RP    Dotations aux amortissements                  (31 000)          (30 500)
XE    RÉSULTAT D'EXPLOITATION                        15 680           129 920
RM    Frais financiers                               (9 400)           (8 700)
XF    RÉSULTAT DES ACTIVITÉS ORDINAIRES               6 280           121 220

Note 3 : la baisse des volumes s'explique par l'arrêt des commandes de l'hôtellerie de Kribi.`,
  },
  // piste : 18 M / 6 M par mois = 3 mois ; charges 10 M > ventes 4 M par mois
  {
    id: 'h10-fr-whatsapp-associes-karite-bamako',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway', 'debt-distress', 'burn-above-revenue'],
    absent: ['litigation', 'going-concern'],
    traits: ['informal', 'figures', 'indirect'],
    text: `[12/06/2025 08:14] Adama Traoré: Salut les gars, point tréso avant la réunion avec Coris Bank
[12/06/2025 08:15] Adama Traoré: on a 18 millions FCFA sur les comptes ce matin
[12/06/2025 08:16] Fatoumata Keïta: et on brûle combien net en ce moment ?
[12/06/2025 08:17] Adama Traoré: autour de 6 M par mois après encaissements. Les ventes de beurre de karité font 4 M/mois, les charges 10 M
[12/06/2025 08:19] Seydou Coulibaly: donc 3 mois si rien ne bouge 😬
[12/06/2025 08:20] Adama Traoré: c'est ça. Et la BOA a rappelé hier : les échéances d'avril et de mai du prêt équipement ne sont toujours pas payées, 2,7 M chacune
[12/06/2025 08:22] Fatoumata Keïta: ils menacent de quoi ?
[12/06/2025 08:23] Adama Traoré: d'une mise en demeure si on ne régularise pas avant le 30. Pour l'instant rien d'officiel
[12/06/2025 08:25] Seydou Coulibaly: on en parle à Coris mais on ne leur montre pas les relevés BOA tout de suite
[12/06/2025 08:26] Fatoumata Keïta: pas d'accord, ils vont le voir à la centrale des risques de toute façon
[12/06/2025 08:30] Adama Traoré: on en discute ce soir à Hamdallaye, 19h`,
  },
  {
    id: 'h10-fr-rapport-cac-dakar-fret',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'litigation', 'related-party', 'declining-revenue'],
    traits: ['negation', 'time', 'words'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE
Exercice clos le 31 décembre 2024
Aux actionnaires de la société DAKAR FRET SERVICES SA

Opinion
En exécution de la mission qui nous a été confiée par votre assemblée générale, nous avons effectué l'audit des états financiers de synthèse de la société Dakar Fret Services SA, comprenant le bilan au 31 décembre 2024, le compte de résultat, le tableau des flux de trésorerie ainsi que les notes annexes. Ces états font apparaître un chiffre d'affaires de 2,31 milliards de FCFA (2,05 milliards en 2023) et un bénéfice net de 186 millions de FCFA.
Nous certifions que les états financiers de synthèse sont, au regard des règles et méthodes comptables édictées par l'Acte uniforme relatif au droit comptable et à l'information financière (SYSCOHADA), réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.

Continuité d'exploitation
La direction n'a identifié aucun événement ni aucune incertitude susceptible de mettre en cause la capacité de la société à poursuivre son exploitation ; nos travaux n'ont pas remis en cause cette appréciation.

Vérifications et informations spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les états financiers des informations données dans le rapport de gestion du conseil d'administration.
Nous vous signalons qu'aucune convention visée à l'article 438 de l'AUSCGIE n'a été portée à notre connaissance au cours de l'exercice.
Le contentieux avec le Port autonome de Dakar, mentionné dans notre rapport sur l'exercice précédent, a fait l'objet d'une transaction définitive en septembre 2024 ; il ne subsiste aucune procédure à ce titre.

Fait à Dakar, le 28 avril 2025
Le Commissaire aux comptes — Cabinet Mbaye & Associés, représenté par Aliou Mbaye, associé`,
  },
  // fondateurs 28,6 + 23,4 = 52 % ; investisseur 39 % ; total 100 %
  {
    id: 'h10-fr-pacte-associes-okoume-digital-libreville',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'dead-equity', 'no-competition', 'investor-control', 'low-founder-ownership', 'cap-table-complexity', 'litigation'],
    traits: ['hedge', 'list', 'figures'],
    text: `PACTE D'ASSOCIÉS — OKOUMÉ DIGITAL SAS (Libreville, Gabon)
Entre : M. Jean-Marc Nzé et Mme Laetitia Moussavou (les « Fondateurs »), Gabon Venture Partners (l'« Investisseur ») et les titulaires de BSPCE ayant adhéré au présent pacte.

Article 2 – Répartition du capital à la date de signature
- Jean-Marc Nzé : 2 860 actions (28,6 %)
- Laetitia Moussavou : 2 340 actions (23,4 %)
- Gabon Venture Partners : 3 900 actions (39,0 %)
- Réserve BSPCE (attribuée) : 900 actions (9,0 %)
Total : 10 000 actions (100 %). Le tableau de capitalisation figurant en Annexe 1 est conforme au registre des mouvements de titres tenu au siège.

Article 7 – Départ d'un Fondateur
En cas de cessation des fonctions d'un Fondateur avant le 1er janvier 2028, les autres parties bénéficieront d'une promesse de vente portant sur la totalité de ses actions, au prix de marché (bon départ) ou à la valeur nominale (mauvais départ).

Article 9 – Non-concurrence
Chaque Fondateur s'interdit, pendant la durée de ses fonctions et vingt-quatre mois après, d'exercer directement ou indirectement une activité concurrente de celle de la Société au Gabon, au Cameroun et en Guinée équatoriale.

Article 11 – Décisions importantes
Les décisions listées en Annexe 3 requièrent l'accord préalable de l'Investisseur tant que celui-ci détient au moins 15 % du capital.

Article 14 – Règlement des différends
Tout différend relatif au présent pacte sera tranché définitivement par voie d'arbitrage selon le Règlement d'arbitrage de la CCJA, le siège de l'arbitrage étant fixé à Abidjan.`,
  },
  // croissance : 150 → 450 → 1 350 → 4 050 M FCFA = ×3 par an sur trois ans
  // LTV réelle : 3 000 FCFA × 24 mois × 40 % = 28 800 FCFA < CAC 45 000 (annoncé : 450 000, soit 10x)
  {
    id: 'h10-fr-business-plan-sahel-lumiere-niamey',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'unit-economics'],
    absent: ['missing-financials', 'high-churn', 'debt-distress'],
    traits: ['table', 'figures'],
    text: `SAHEL LUMIÈRE SA — Plan d'affaires 2025-2028 — Niamey
Modèle : kits solaires domestiques en paiement à l'usage (PAYG), remboursés par mobile money

Tableau 1 – Chiffre d'affaires prévisionnel
                    2025      2026      2027      2028
Kits vendus         5 000     15 000    45 000    135 000
CA (M FCFA)         150       450       1 350     4 050

Tableau 2 – Économie unitaire (par client)
Coût d'acquisition (CAC) .............. 45 000 FCFA
Paiement mensuel moyen ................ 3 000 FCFA
Marge brute sur paiements ............. 40 %
Durée du plan de paiement ............. 24 mois
Valeur vie client (LTV) ............... 450 000 FCFA
Ratio LTV / CAC ....................... 10x

Hypothèses
- Réseau de 60 agents à Niamey, Maradi et Zinder dès 2025, 400 agents en 2028.
- Taux d'impayés de 6 % des encours, couvert par la coupure à distance des kits.
- Prix du kit stable malgré la dépréciation éventuelle du FCFA face au dollar.`,
  },
  {
    id: 'h10-fr-courriel-actionnaires-medina-logistics-tunis',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'regulatory', 'customer-concentration', 'gross-margin', 'declining-revenue'],
    traits: ['time', 'negation', 'list'],
    text: `Objet : Lettre aux actionnaires – T3 2025
De : Sonia Ben Amor, directrice générale, Medina Logistics SA

Chers actionnaires,

Voici les chiffres clés au 30 septembre 2025 :
– Chiffre d'affaires du trimestre : 1,26 M TND (T2 2025 : 1,11 M TND ; T3 2024 : 0,84 M TND)
– Marge brute : 34,1 % (T2 : 35,3 %)
– Résultat d'exploitation : +96 k TND, troisième trimestre bénéficiaire consécutif
– Trésorerie : 2,4 M TND, sans aucune dette bancaire depuis le remboursement anticipé du crédit BIAT en juillet

Clients : notre premier client, Carrefour Tunisie, pèse 19 % du CA du trimestre ; aucun autre ne dépasse 9 %.
Litige : le différend avec notre ancien transitaire de Radès a été clos par une transaction signée le 4 août ; aucune procédure n'est en cours.
Réglementation : nous avions évoqué au printemps un risque lié à la réforme des entrepôts sous douane ; le décret publié en septembre ne modifie rien pour notre activité.

Prochaines étapes : ouverture de l'entrepôt de Sfax en janvier, financée sur fonds propres.

Bien cordialement,
Sonia Ben Amor`,
  },
  {
    id: 'h10-fr-article-presse-flouss-express-casablanca',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['regulatory', 'litigation'],
    absent: ['pending-licence', 'debt-distress', 'no-competition'],
    traits: ['words', 'indirect'],
    text: `ÉCONOMIE | Start-up
Paiement mobile : Bank Al-Maghrib suspend l'activité de Flouss Express

Casablanca – La banque centrale a notifié lundi à Flouss Express, fintech casablancaise fondée en 2021 par Yassine El Idrissi et Nadia Berrada, la suspension pour six mois de son agrément d'établissement de paiement, a appris notre rédaction. En cause, selon une source proche du dossier, des manquements répétés aux obligations de vigilance en matière de lutte contre le blanchiment.

La sanction tombe mal. La jeune pousse, qui revendique un chiffre d'affaires de 38 millions de dirhams en 2024, est déjà assignée devant le tribunal de commerce de Casablanca par son ancien partenaire technologique, l'éditeur tunisien Carthage Soft, qui lui réclame 12 millions de dirhams de dommages-intérêts pour rupture abusive de contrat. L'audience de plaidoiries est fixée au 17 novembre.

Joint par téléphone, Yassine El Idrissi se dit « serein » : « Nous nous conformerons à la décision et nous avons des arguments solides face à Carthage Soft. »

Les quelque 62 000 commerçants clients devront, d'ici là, se tourner vers d'autres solutions comme celles du CMI ou de Chaabi Pay.

Mehdi Alaoui`,
  },
  // piste : entreprise bénéficiaire (CA 310 M > charges 296 M par mois) ; rétention annuelle 92 %
  {
    id: 'h10-fr-compte-rendu-entretien-kmer-sante-douala',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'no-competition', 'high-churn', 'pending-licence', 'burn-above-revenue', 'short-runway'],
    traits: ['list', 'negation', 'figures'],
    text: `Compte rendu d'entretien — Kmer Santé Distribution SA (Douala)
Date : 9 octobre 2025
Participants : Ernest Fotso (DG, cofondateur), Brigitte Ekambi (DAF) ; pour le fonds : A. Diallo, M. Koné

1. Activité : distribution de médicaments aux officines de Douala et Yaoundé ; 1 140 pharmacies clientes.
2. Concentration : interrogé, E. Fotso indique que le premier client (Pharmacie du Centre, Akwa) représente 6 % du CA. Le grossiste Laborex Cameroun pèse 22 % des achats (c'est un fournisseur, pas un client).
3. Concurrence : B. Ekambi cite trois concurrents directs — UbiPharm, Cophamed et les dépôts informels du marché Central — et reconnaît que les prix sont « très tirés ».
4. Chiffres : CA mensuel moyen 2025 : 310 M FCFA ; charges mensuelles totales : 296 M FCFA ; trésorerie de 420 M FCFA au 30 septembre.
5. Rétention : 92 % des pharmacies actives en septembre 2024 ont passé commande en septembre 2025.
6. Réglementation : l'autorisation d'exercer délivrée par le ministère de la Santé publique a été renouvelée en juillet pour cinq ans.
7. Points à creuser : conditions de crédit accordées aux pharmacies (DSO de 52 jours).

Prochaine étape : visite de l'entrepôt de Bonabéri le 16 octobre.`,
  },
  {
    id: 'h10-fr-ocr-rapport-conseil-togo-agro-process-lome',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['debt-distress', 'going-concern'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['ocr', 'words', 'figures'],
    text: `T0G0  AGR0  PR0CESS  SA  —  Lomé ,  zone  portu aire
RAPP ORT  DU  CON SEIL  D'ADMINIS TRATION  A  L'ASSEM BLÉE  GÉNÉ RALE  ORDIN AIRE
Exer cice  clos  le  3 1 / 1 2 / 2 0 2 4

1 .  Acti vité
Le  chiffre  d'affai res  s'établit  à  1 42 4  millions  FCFA  ( 2023  :  1 3 18  millions ) ,  porté  par  les
expor tations  de  soja  vers  le  Ghana .  Le  résul tat  net  est  légère ment  bénéfi ciaire  ( +1 2  millions ).

2 .  Situa tion  finan cière
Les  dettes  fis cales  et  socia les  échues  au  3 1 / 1 2 / 2 0 2 4  s'élè vent  à  2 1 3  millions  FCFA ,
dont  1 3 7  millions  d'arrié rés  de  cotisa tions  CN SS  et  7 6  millions  de  TVA  non  rever sée
à  l'OTR .  Un  échéan cier  est  en  cours  de  négocia tion ,  sans  accord  à  ce  jour .
Les  lignes  de  crédit  de  campa gne  ( Orabank )  arri vent  à  échéance  en  mars  2 0 2 5 .

3 .  Conti nuité  d'exploi tation
Au  vu  de  ces  éléments ,  le  Conseil  estime  qu'il  existe  une  incerti tude  signifi cative
suscep tible  de  jeter  un  doute  impor tant  sur  la  capa cité  de  la  société  à  pour suivre
son  exploi tation  si  le  renouvel lement  des  lignes  n'est  pas  obtenu .

4 .  Affec tation  du  résul tat  :  report  à  nouveau .`,
  },
  // post-opération : 1,5 / (2,8 + 1,5) = 34,9 % pour le fonds ; fondateurs 46,5 % ; total 100 %
  {
    id: 'h10-fr-lettre-intention-kaloum-pay-conakry',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation'],
    traits: ['hedge', 'time', 'figures'],
    text: `LETTRE D'INTENTION — NON ENGAGEANTE
Conakry, le 3 novembre 2025
À l'attention de M. Mamadou Camara et Mme Kadiatou Bah, fondateurs de Kaloum Pay SAS
Objet : projet de prise de participation de Fouta Ventures

1. Opération : souscription par Fouta Ventures à une augmentation de capital de 1,5 M USD sur la base d'une valorisation pré-money de 2,8 M USD.
2. Répartition post-opération (base totalement diluée) : fondateurs 46,5 % ; Fouta Ventures 34,9 % ; business angels existants 11,6 % ; pool d'options 7,0 %.
3. Conditions suspensives : (i) audit juridique et financier satisfaisant ; (ii) maintien en vigueur de l'agrément d'établissement de paiement délivré par la BCRG le 14 février 2025 ; (iii) signature d'un pacte d'associés.
4. Projets : la Société envisage de solliciter en 2026 une licence d'émetteur de monnaie électronique ; cette démarche ne conditionne pas l'opération.
5. Gouvernance : un siège sur trois au conseil d'administration ; droits de veto usuels sur les décisions importantes.
6. Exclusivité : 60 jours à compter de la contresignature.
7. Droit applicable : Actes uniformes OHADA et droit guinéen ; tout différend sera soumis à l'arbitrage de la CCJA.

La présente lettre ne constitue pas une offre ferme ; seules les clauses 6 et 7 ont un caractère obligatoire.

Pour Fouta Ventures, Thierno Sow, associé gérant`,
  },
];
