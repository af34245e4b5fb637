/** Writer 7's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW7P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (seed), QR merchant payments, Mauritanie.
  // missing-financials PRESENT: a deck with no revenue or cost figure at all (only merchants, transactions, a 0,9 % commission rate and the 1,2 M USD being raised).
  // customer-concentration PRESENT (indirect): one distributor and its station network bring "près des deux tiers" (~66 %) of the commissions, i.e. of revenue (>= 30 %).
  // no-competition PRESENT: "Aucun concurrent" on slide 6.
  // pending-licence PRESENT: payment-institution licence applied for at the BCM in November 2023, "en cours d'instruction".
  // unrealistic-growth ABSENT: the only target is 5 000 merchants from 1 450 in ~21 months (≈ 3.4× over 1.75 years ≈ 2×/year), a merchant count, not a 4×/year projection; +9 %/month is past growth (1.09^12 ≈ 2.8×).
  // founder-departure ABSENT (negation): both founders full-time since creation.
  {
    id: 'h20-fr-w7-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect', 'negation'],
    present: ['missing-financials', 'customer-concentration', 'no-competition', 'pending-licence'],
    absent: ['unrealistic-growth', 'founder-departure'],
    text: `TijaraPay — Présentation investisseurs — Tour d'amorçage 2024

Slide 1 — Qui sommes-nous
TijaraPay permet aux commerçants mauritaniens d'encaisser par QR code depuis n'importe quel portefeuille mobile. Société fondée en 2022 à Nouakchott par Mohamed Vall Ould Cheikh (ancien responsable monétique dans une banque de la place) et Mariem Mint Abdallahi (ingénieure logiciel, huit ans d'expérience à Dakar).

Slide 2 — Le problème
• Plus de 80 % des achats du quotidien se règlent encore en espèces.
• Un commerçant jongle avec trois ou quatre applications de portefeuille et rapproche ses encaissements à la main, le soir, sur un cahier.
• Les grossistes de la Capitale et de Nouadhibou perdent en moyenne une demi-journée par semaine à compter et transporter la monnaie.

Slide 3 — Notre solution
• Un QR unique et interopérable, imprimé en boutique ou affiché sur un terminal Android.
• Un tableau de bord de rapprochement en temps réel, en arabe et en français.
• Reversement des fonds sur le compte bancaire du commerçant à J+1.

Slide 4 — Traction (mars 2024)
• 1 450 commerçants actifs, dont 310 à Nouadhibou
• 38 000 transactions par mois, +9 % par mois depuis septembre
• 72 % des commerçants inscrits deviennent actifs dans les 30 jours

Slide 5 — Modèle et clients
• Commission de 0,9 % par transaction, à la charge du commerçant.
• Notre partenaire Sahel Carburants et son réseau de 46 stations génèrent à eux seuls près des deux tiers des commissions encaissées depuis le lancement ; les autres commerçants se partagent le reste.

Slide 6 — Concurrence
Aucun concurrent : personne ne propose aujourd'hui en Mauritanie un QR marchand unique accepté par tous les portefeuilles. Les portefeuilles existants sont nos canaux de distribution, pas nos rivaux.

Slide 7 — Cadre réglementaire
Notre demande d'agrément en qualité d'établissement de paiement a été déposée auprès de la Banque Centrale de Mauritanie en novembre 2023 ; le dossier est en cours d'instruction. Dans l'attente de la décision, les fonds transitent par le compte de cantonnement de notre banque partenaire.

Slide 8 — Équipe
Les deux fondateurs sont à plein temps depuis la création. 11 salariés, dont 6 développeurs et 3 commerciaux terrain.

Slide 9 — La levée
• Nous levons 1,2 M USD.
• Utilisation des fonds : 45 % produit et sécurité, 35 % déploiement commercial (Nouadhibou, Rosso, Kiffa), 20 % conformité et fonds propres réglementaires.
• Objectif : 5 000 commerçants actifs fin 2025.`,
  },
  // 02 — Audited financial statements (extracts), fruit processing, Guinée.
  // audit-opinion PRESENT: "Opinion avec réserve" (qualified: stock of 1 920 000 000 GNF not verified).
  // going-concern PRESENT: auditor's "incertitude significative ... doute important sur la capacité ... à poursuivre son exploitation".
  // debt-distress PRESENT: 730 000 000 GNF of tax (TVA, retenues) overdue > 6 months, and two quarterly loan instalments unpaid.
  // burn-above-revenue PRESENT (figures): net loss 2023 of 1 150 000 000 GNF, so costs above revenue (4 440 - 4 980 = -540; -540 - 610 = -1 150 M GNF).
  // gross-margin ABSENT (figures): 4 440 / 14 800 = 30.0 % in 2023 vs 3 830 / 12 350 = 31.0 % in 2022, down 1 point only.
  // declining-revenue ABSENT: revenue 14 800 vs 12 350 M GNF, +19.8 %.
  // short-runway ABSENT (figures): cash 1 240 M GNF / (loss 1 150 M / 12 = 95.8 M a month) ≈ 12.9 months.
  {
    id: 'h20-fr-w7-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'prose', 'figures', 'split'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['gross-margin', 'declining-revenue', 'short-runway'],
    text: `SARL FRUITIÈRE DE KINDIA
États financiers de l'exercice clos le 31 décembre 2023 (extraits)

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)

Opinion avec réserve
Nous avons effectué l'audit des états financiers de la SARL Fruitière de Kindia, comprenant le bilan au 31 décembre 2023, le compte de résultat et le tableau des flux de trésorerie. À notre avis, sous réserve des incidences du point décrit ci-après, les états financiers sont réguliers et sincères et donnent une image fidèle du patrimoine et de la situation financière de la société, conformément au Système comptable OHADA.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks de jus et de fruits séchés au 31 décembre 2023, évalués à 1 920 000 000 GNF, ni nous assurer de leur existence par d'autres procédures.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions de GNF)

| Poste                        |    2023 |    2022 |
|------------------------------|---------|---------|
| Chiffre d'affaires           |  14 800 |  12 350 |
| Coût des ventes              | (10 360)|  (8 520)|
| Marge brute                  |   4 440 |   3 830 |
| Charges d'exploitation       |  (4 980)|  (3 900)|
| Résultat d'exploitation      |    (540)|     (70)|
| Charges financières          |    (610)|    (450)|
| Résultat net                 |  (1 150)|    (520)|

NOTES ANNEXES (extraits)

Note 2 — Continuité d'exploitation et dettes échues
Au 31 décembre 2023, la société restait redevable envers la Direction Nationale des Impôts de 730 000 000 GNF de TVA et de retenues sur salaires, échues depuis plus de six mois. Deux échéances trimestrielles du prêt d'équipement (encours : 4 200 000 000 GNF) n'ont pas été réglées à leur date ; un plan de rééchelonnement est en discussion avec la banque. La trésorerie disponible s'élevait à 1 240 000 000 GNF à la clôture. La gérance estime que la nouvelle ligne de séchage solaire permettra de retrouver l'équilibre d'exploitation en 2025.

Note 5 — Chiffre d'affaires
Le chiffre d'affaires progresse de 19,8 %, porté par les exportations de mangues séchées vers le Sénégal et la France, qui représentent 41 % des ventes contre 33 % en 2022.`,
  },
  // 03 — Term sheet (Series A), hydroponic fodder, Mauritanie.
  // investor-control PRESENT (table): Fonds Atlantique Sahel II holds 55 000 / 100 000 = 55 % post-money.
  // low-founder-ownership PRESENT (figures): founders 18 % + 16 % = 34 % < 40 %.
  // dead-equity PRESENT: first employee who left in June 2022 keeps 6 %, buy-back not exercised.
  // cap-table-complexity ABSENT (negation): table reconciled with the share register, "aucun écart"; arithmetic checks (54 550 + 45 450 = 100 000).
  // founder-departure ABSENT: the leaver is a former developer employee, not a founder or executive; both founders stay.
  {
    id: 'h20-fr-w7-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity'],
    absent: ['cap-table-complexity', 'founder-departure'],
    text: `PROJET DE TERM SHEET — SÉRIE A
Non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité »

Société : Rimal Agritech SA, société anonyme de droit mauritanien, siège social à Nouakchott (Tevragh Zeina), production de fourrage hydroponique pour les éleveurs.
Investisseur : Fonds Atlantique Sahel II (le « Fonds »), déjà actionnaire depuis le tour d'amorçage de 2021.
Montant : 2 500 000 USD, par souscription de 45 450 actions de préférence de catégorie A.
Valorisation pré-money : 3 000 000 USD, soit un prix de 55 USD par action.

Table de capitalisation

| Actionnaire                                        | Avant   | Après   | % après |
|----------------------------------------------------|---------|---------|---------|
| Mohamed Lemine Ould Sidi (fondateur, DG)           | 18 000  | 18 000  | 18,0 %  |
| Aïchetou Mint Brahim (cofondatrice, dir. technique)| 16 000  | 16 000  | 16,0 %  |
| Fonds Atlantique Sahel II                          |  9 550  | 55 000  | 55,0 %  |
| Cheikh Ould Bah (premier salarié, développeur)     |  6 000  |  6 000  |  6,0 %  |
| Pool d'options salariés                            |  5 000  |  5 000  |  5,0 %  |
| Total                                              | 54 550  | 100 000 | 100 %   |

La table ci-dessus a été rapprochée du registre des actionnaires au 31 mars 2024 ; elle ne présente aucun écart.

Actions détenues par d'anciens salariés : M. Cheikh Ould Bah a quitté la société en juin 2022. Le rachat de ses actions prévu par son contrat n'a pas été exercé ; il conserve l'intégralité de ses droits de vote et de ses droits financiers.

Conseil d'administration : cinq membres, dont trois désignés par le Fonds et deux par les fondateurs. Le président est choisi parmi les membres désignés par le Fonds.

Préférence de liquidation : 1× le montant investi, non participative.

Anti-dilution : moyenne pondérée large.

Engagement des fondateurs : les deux fondateurs restent à plein temps ; leurs actions sont soumises à un vesting de 48 mois à compter de la réalisation, avec clauses de bon et de mauvais partant.

Conditions suspensives : audit juridique et financier satisfaisant ; adoption des statuts modifiés par l'assemblée générale extraordinaire.

Exclusivité : 60 jours à compter de la signature.`,
  },
  // 04 — Board minutes, last-mile logistics, Guinée.
  // founder-departure PRESENT: co-founder and CEO announces he leaves his functions on 30 June 2024.
  // short-runway PRESENT (figures, quarter): cash 2,1 Md GNF / (net burn 1,26 Md GNF a quarter = 420 M GNF a month) = 5 months < 9.
  // litigation PRESENT: Transit Express Guinée claim of 640 M GNF before the Tribunal de commerce de Conakry "suit son cours", hearing postponed to 14 May.
  // dead-equity ABSENT: the CEO has not left yet and the buy-back of his shares is to be completed before his departure.
  // pending-licence ABSENT (time): carrier licence renewal obtained on 2 March 2024.
  {
    id: 'h20-fr-w7-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'figures', 'time', 'indirect'],
    present: ['founder-departure', 'short-runway', 'litigation'],
    absent: ['dead-equity', 'pending-licence'],
    text: `KALO LOGISTIQUE SA
Société anonyme avec conseil d'administration au capital de 2 000 000 000 GNF
Siège social : Kaloum, Conakry — République de Guinée

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 11 AVRIL 2024

Présents : M. Alpha Oumar Barry (président), M. Ibrahima Sory Camara (administrateur, directeur général), Mme Kadiatou Sylla (administratrice, représentant le fonds Wari Ventures), M. Jean-Marc Loua (administrateur indépendant).
Assiste : M. Moussa Keïta, directeur administratif et financier.
Le quorum étant atteint, le conseil peut valablement délibérer.

Ordre du jour :
1. Situation de trésorerie au 31 mars 2024
2. Gouvernance
3. Point sur les contentieux
4. Questions diverses

1. Situation de trésorerie
Le directeur administratif et financier indique que la trésorerie disponible s'établit à 2,1 milliards GNF au 31 mars 2024. La consommation nette de trésorerie du premier trimestre s'est élevée à 1,26 milliard GNF, niveau comparable à celui du quatrième trimestre 2023. Aucune entrée de fonds n'est attendue avant la clôture du tour de financement en préparation. Le conseil demande à la direction de présenter un plan de réduction des coûts lors de sa prochaine séance.

2. Gouvernance
M. Ibrahima Sory Camara, cofondateur et directeur général, informe le conseil de sa décision de quitter ses fonctions le 30 juin 2024 pour des raisons familiales. Le conseil prend acte de cette décision et le remercie pour son engagement depuis la création de la société. Conformément à l'article 12 du pacte d'actionnaires, le rachat de ses actions par la société sera finalisé avant la date effective de son départ. Un comité de recrutement composé du président et de Mme Sylla est constitué pour identifier son successeur.

3. Point sur les contentieux
La procédure engagée par la société Transit Express Guinée devant le Tribunal de commerce de Conakry, qui réclame 640 millions GNF pour rupture prétendument abusive du contrat de sous-traitance, suit son cours ; l'audience de plaidoiries a été renvoyée au 14 mai 2024. Par ailleurs, le différend avec le bailleur de l'entrepôt de Matoto a été réglé à l'amiable en février et le protocole a été entièrement exécuté.

4. Questions diverses
Le renouvellement de l'agrément de transporteur de marchandises a été obtenu auprès du ministère des Transports le 2 mars 2024, pour une durée de cinq ans.

L'ordre du jour étant épuisé, la séance est levée à 12 h 40.

Le président                                  Un administrateur`,
  },
  // 05 — Business plan 2025-2027 (excerpt), octopus and fresh fish export, Nouadhibou, Mauritanie.
  // unrealistic-growth PRESENT (table, figures): revenue 42,0 -> 205,0 M MRU in 2025 = 4.88× in one year (>= 4×).
  // related-party PRESENT (indirect): cold rooms rented (180 000 MRU a month) and port transport bought from Froid du Banc SARL, owned by the founder-manager's father.
  // pending-licence ABSENT (time): ONISPA EU export approval granted in October 2023.
  // customer-concentration ABSENT (figures): largest client 24 % of 2024 sales, others under 15 %.
  // gross-margin ABSENT: margin rises 31 % -> 33 % -> 34 % -> 35 % (13,0/42 ; 67,7/205 ; 132,6/390 ; 213,5/610).
  {
    id: 'h20-fr-w7-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['unrealistic-growth', 'related-party'],
    absent: ['pending-licence', 'customer-concentration', 'gross-margin'],
    text: `ATLANTIC FRESH SARL — Nouadhibou
Plan d'affaires 2025-2027 (extrait remis aux partenaires financiers)

1. Activité
Atlantic Fresh collecte auprès des pêcheurs artisanaux de la baie du Lévrier, conditionne et exporte du poulpe et du poisson frais (courbine, dorade, sole) vers l'Espagne et le Portugal, par camion frigorifique via Nouakchott et Dakar, et par fret aérien.

2. Acquis
• Agrément sanitaire pour l'export vers l'Union européenne délivré par l'ONISPA en octobre 2023.
• 120 tonnes exportées en 2024, sans aucun lot refusé à l'importation.
• Notre premier client, un importateur de Vigo, a représenté 24 % des ventes 2024 ; aucun autre client ne dépasse 15 %.

3. Infrastructures et partenaires
Les trois chambres froides utilisées par la société (capacité totale 240 t) sont louées à la société Froid du Banc SARL pour 180 000 MRU par mois. M. Ahmed Ould Mahmoud, gérant et associé unique de Froid du Banc, est le père de notre gérant-fondateur, M. Sidi Ould Ahmed. Le transport des lots entre le port artisanal et nos ateliers est également confié à Froid du Banc, sans appel d'offres, au tarif de 9 000 MRU par rotation.

4. Projections (en millions de MRU)

| Indicateur               | 2024 (est.) |  2025  |  2026  |  2027  |
|--------------------------|-------------|--------|--------|--------|
| Volumes exportés (t)     |     120     |   580  |  1 100 |  1 700 |
| Chiffre d'affaires       |     42,0    |  205,0 |  390,0 |  610,0 |
| Marge brute              |     13,0    |   67,7 |  132,6 |  213,5 |
| Taux de marge brute      |     31 %    |   33 % |   34 % |   35 % |
| EBITDA                   |      3,8    |   24,6 |   54,6 |   91,5 |

5. Hypothèses principales
Le passage de 42 à 205 millions MRU en 2025 repose sur la mise en service d'une deuxième ligne de conditionnement au premier trimestre, l'ouverture d'une liaison aérienne cargo Nouadhibou–Las Palmas et l'arrivée de deux nouveaux importateurs à Séville et Lisbonne, avec lesquels des lettres d'intention ont été signées. Le prix moyen retenu est stable, autour de 355 000 MRU la tonne (environ 8 200 EUR).

6. Besoin de financement
1,1 M EUR (environ 47 millions MRU), dont 60 % en dette bancaire et 40 % en fonds propres, pour la ligne de conditionnement, un camion frigorifique et le besoin en fonds de roulement.`,
  },
  // 06 — Investor update email (Q2 2024), school-management SaaS, Conakry, Guinée.
  // high-churn PRESENT (figures): 63 schools lost over the quarter = 21 a month on an average base of 300 = 7 % a month (>= 5 %).
  // non-recurring-revenue PRESENT: the 486 M GNF MRR includes 95 M GNF of one-off training and data-migration fees.
  // unit-economics PRESENT (figures): claimed LTV/CAC 5,2× uses a 48-month lifetime (1,3 M × 80 % × 48 = 49,9 M / 9,5 M = 5,25); the stated 7 %/month churn gives ~14 months, LTV ≈ 1,04 M × 14,3 ≈ 14,9 M GNF, LTV/CAC ≈ 1,6.
  // short-runway ABSENT (figures): 5,8 Md / 350 M GNF a month ≈ 16.6 months.
  // burn-above-revenue ABSENT (figures): net burn 350 M GNF a month below revenue of 486 M GNF (and below the 391 M of true recurring revenue).
  // declining-revenue ABSENT: MRR 372 -> 486 M GNF (recurring part 391 M, still above 372).
  {
    id: 'h20-fr-w7-06',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['prose', 'list', 'figures', 'indirect'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    text: `Objet : Karamö — Lettre aux investisseurs, 2e trimestre 2024

Bonjour à toutes et à tous,

Voici notre point trimestriel. Le trimestre a été chargé, avec la fin de l'année scolaire et le lancement du paiement des frais de scolarité par mobile money.

Chiffres clés
• MRR à fin juin : 486 M GNF, contre 372 M GNF à fin mars (+31 %). Ce montant intègre les 95 M GNF facturés au groupe scolaire Les Flamboyants pour la formation de ses 140 enseignants et la reprise de ses données historiques, prestation réglée en une seule fois.
• Base clients : 300 écoles en moyenne sur le trimestre. 88 nouvelles écoles ont signé ; 63 ont résilié entre avril et juin, surtout de petites écoles de Matoto et de Ratoma qui n'ont pas renouvelé à la fin de l'année scolaire.
• Trésorerie au 30 juin : 5,8 Md GNF. Consommation nette : 350 M GNF par mois.

Unit economics
Notre ratio LTV/CAC reste excellent à 5,2× : revenu moyen de 1,3 M GNF par école et par mois, marge brute de 80 %, durée de vie moyenne d'une école cliente de 48 mois et coût d'acquisition de 9,5 M GNF par école. Nous pouvons donc accélérer sereinement les dépenses commerciales à la rentrée d'octobre.

Produit
Le module de paiement des frais de scolarité par Orange Money et MTN MoMo est en ligne depuis le 15 mai ; 41 écoles l'ont déjà activé. Les parents reçoivent désormais leurs reçus par SMS.

Équipe
Nous avons recruté un responsable commercial pour la Haute-Guinée, basé à Kankan, et une chargée de support parlant pular et malinké.

Nos demandes
• Des introductions auprès des réseaux d'écoles privées confessionnelles de Labé et de Kindia.
• Un contact au ministère de l'Enseignement pré-universitaire pour présenter notre tableau de bord des effectifs.

Merci pour votre soutien, et bonnes vacances à celles et ceux qui en prennent.

Fanta Kourouma
Cofondatrice et directrice générale, Karamö SAS`,
  },
  // 07 — Unaudited financial statements 2023, building-materials distribution, Nouakchott, Mauritanie.
  // audit-opinion PRESENT: "n'ont fait l'objet ni d'un audit ni d'un examen limité" (unaudited, prepared by management).
  // declining-revenue PRESENT (table): revenue 38 450 vs 44 120 thousand MRU = -12.9 %.
  // gross-margin PRESENT (figures): 11 150 / 38 450 = 29.0 % in 2023 vs 16 770 / 44 120 = 38.0 % in 2022, down 9 points (>= 5).
  // burn-above-revenue ABSENT (figures): net profit 960 thousand MRU (1 900 - 620 - 320), costs below revenue.
  // debt-distress ABSENT (negation): loan schedule respected, no unpaid instalment, tax and social obligations up to date.
  // going-concern ABSENT (negation): management identified no event casting doubt on going concern.
  // customer-concentration ABSENT (negation): no customer above 10 % of revenue.
  {
    id: 'h20-fr-w7-07',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'prose', 'negation'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress', 'going-concern', 'customer-concentration'],
    text: `CHINGUETTI MATÉRIAUX SARL — Nouakchott
États financiers de l'exercice clos le 31 décembre 2023
Établis par la gérance. Ces états n'ont fait l'objet ni d'un audit ni d'un examen limité ; le commissaire aux comptes sera désigné lors de la prochaine assemblée générale ordinaire.

COMPTE DE RÉSULTAT (en milliers de MRU)

Poste                                   2023        2022
Chiffre d'affaires                    38 450      44 120
Coût des marchandises vendues        (27 300)    (27 350)
Marge brute                           11 150      16 770
Charges de personnel                  (4 200)     (4 050)
Autres charges externes               (3 900)     (4 100)
Dotations aux amortissements          (1 150)     (1 100)
Résultat d'exploitation                1 900       7 520
Charges financières                     (620)       (540)
Impôt sur les bénéfices                 (320)     (1 745)
Résultat net                             960       5 235

NOTES ANNEXES

Note 1 — Activité
La société distribue du ciment, du fer à béton, des carreaux et de la quincaillerie aux entreprises du BTP et aux particuliers, à partir de deux dépôts situés à Nouakchott (Arafat) et à Nouadhibou.

Note 2 — Commentaires de la gérance sur l'exercice
L'exercice a été marqué par le ralentissement des chantiers publics et par la hausse des prix d'achat du ciment importé et du fer, que la société n'a répercutée que partiellement sur ses prix de vente afin de conserver ses clients du secteur privé. Les volumes vendus au dépôt de Nouadhibou sont restés stables.

Note 3 — Clients
La clientèle est très dispersée : aucun client ne représente plus de 10 % du chiffre d'affaires de l'exercice.

Note 4 — Emprunts et dettes
L'emprunt bancaire de 6 000 milliers MRU souscrit en 2021 est remboursé conformément à l'échéancier ; aucune échéance n'était impayée au 31 décembre 2023. Les obligations fiscales et sociales sont à jour à la date d'arrêté des comptes.

Note 5 — Continuité d'exploitation
La gérance n'a identifié aucun événement ni aucune incertitude de nature à remettre en cause la continuité de l'exploitation. La société reste bénéficiaire et dispose d'une trésorerie de 3 870 milliers MRU à la clôture.

Nouakchott, le 28 mars 2024
Le gérant, Mohamed Abdallahi Ould Ely`,
  },
  // 08 — Legal due-diligence memo, internet service provider, Conakry, Guinée.
  // regulatory PRESENT: ARPT fine of 850 M GNF and a three-month suspension running until 12 May 2024.
  // cap-table-complexity PRESENT: cap table (1 000 000 shares) cannot be reconciled with the by-laws (1 150 000 shares); share register not kept since 2021.
  // litigation ABSENT (time): the only dispute was closed by settlement on 8 March 2024, withdrawal recorded; no other proceeding.
  // pending-licence ABSENT: ISP licence renewed on 3 July 2023 for ten years.
  // debt-distress ABSENT (negation): tax and social clearance certificates, no arrears; the fine has been paid.
  {
    id: 'h20-fr-w7-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'list', 'time', 'negation'],
    present: ['regulatory', 'cap-table-complexity'],
    absent: ['litigation', 'pending-licence', 'debt-distress'],
    text: `NOTE DE DUE DILIGENCE JURIDIQUE — STRICTEMENT CONFIDENTIEL

À : Comité d'investissement de Nimba Capital Partners
De : Cabinet Sow, Diakité & Associés, avocats au barreau de Guinée
Objet : WassaNet SA — fournisseur d'accès à internet, Conakry
Date : 22 avril 2024

1. Périmètre
La présente note porte sur les documents mis à disposition dans la salle de données au 15 avril 2024 et sur les entretiens tenus avec le directeur général et la directrice juridique de WassaNet SA. Elle ne couvre pas les aspects fiscaux, qui font l'objet d'une note séparée.

2. Principaux constats

2.1 Régulation
Par décision du 12 février 2024, l'Autorité de Régulation des Postes et Télécommunications (ARPT) a infligé à la société une amende de 850 millions GNF pour manquement aux obligations de qualité de service sur son réseau de Ratoma et de Matoto, et a suspendu pour trois mois l'instruction de toute nouvelle demande d'assignation de fréquences. L'amende a été acquittée le 20 mars 2024 ; la suspension court jusqu'au 12 mai 2024.

2.2 Capital social
Nous n'avons pas été en mesure de rapprocher la table de capitalisation transmise par la direction (1 000 000 actions) des statuts mis à jour en 2023 (1 150 000 actions). Le registre des mouvements de titres n'est plus tenu depuis 2021, et deux cessions d'actions au profit de business angels ne sont constatées par aucun ordre de mouvement signé. La répartition exacte du capital ne peut donc pas être confirmée à ce stade.

2.3 Contentieux
L'unique litige recensé, qui opposait la société à un ancien agent commercial devant le tribunal du travail de Conakry, a été clos par un protocole transactionnel signé le 8 mars 2024 ; le désistement d'instance a été constaté. Aucune autre procédure n'est en cours à notre connaissance.

2.4 Licences et autorisations
La licence de fournisseur d'accès à internet a été renouvelée le 3 juillet 2023 pour une durée de dix ans. Les autorisations d'occupation du domaine public pour les pylônes de Kaloum sont en vigueur.

2.5 Social et fiscal
La société a produit des attestations de régularité fiscale (Direction Nationale des Impôts) et sociale (CNSS) datées de moins de trois mois : aucun arriéré n'y est mentionné.

3. Recommandations
• Reconstitution du registre des mouvements de titres et ratification des cessions par l'assemblée générale extraordinaire, en condition préalable au closing.
• Déclaration et garantie spécifique du cédant et des fondateurs sur les conséquences de la décision de l'ARPT.
• Engagement de la direction de transmettre au Fonds tout courrier de l'ARPT reçu avant le closing.`,
  },
];
