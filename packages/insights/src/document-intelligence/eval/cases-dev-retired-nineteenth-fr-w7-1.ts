import type { RedFlagCase } from './case';
import { redFlagNineteenthFrW7P1Rest } from './cases-dev-retired-nineteenth-fr-w7-1-rest';

export const redFlagNineteenthFrW7P1: readonly RedFlagCase[] = [
  // 01 — Rapport de gestion du Président, logistique du froid, Nouméa (Nouvelle-Calédonie).
  // declining-revenue PRESENT (figures): CA 391,6 MF (2024) < 447,2 MF (2023), soit -12,4 %.
  // burn-above-revenue PRESENT (figures): résultat net -34,7 MF → charges 2024 supérieures au CA 2024.
  //   (CA 391,6 ; charges = 270,2 + 98,7 + 52,5 + 4,9 = 426,3 > 391,6.)
  // debt-distress PRESENT (indirect): cotisations CAFAT 18,4 MF non acquittées à l'échéance, 10,7 MF encore dus
  //   (18,4 × 7/12 = 10,7 après 5 mensualités sur 12).
  // going-concern PRESENT: le Président fait état d'un doute important sur la poursuite de l'exploitation.
  // audit-opinion PRESENT: pas de commissaire aux comptes, comptes ni audités ni certifiés.
  // gross-margin ABSENT: 143,1 / 447,2 = 32,0 % → 121,4 / 391,6 = 31,0 %, soit -1 point (< 5).
  // short-runway ABSENT: 58,3 MF / 2,6 MF par mois = 22 mois.
  // litigation ABSENT: litige clos par transaction, sommes versées. related-party ABSENT: aucune convention L. 227-10.
  {
    id: 'h19-fr-w7-01',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION DU PRÉSIDENT
à l'assemblée générale ordinaire annuelle du 27 juin 2025

CALFRAIS LOGISTIQUE
Société par actions simplifiée au capital de 60 000 000 F CFP
Siège social : 14, rue Edmond Harbulot, Ducos, 98800 Nouméa
RCS Nouméa 2017 B 1 184 552

Mesdames, Messieurs les associés,

Conformément à la loi et aux statuts, nous vous avons réunis pour vous rendre compte de l'activité de la société au cours de l'exercice clos le 31 décembre 2024 et soumettre à votre approbation les comptes de cet exercice.

1. Activité de l'exercice

Calfrais assure l'entreposage sous température dirigée et la livraison de produits frais et surgelés pour des importateurs, des grossistes et la restauration collective du Grand Nouméa. L'exercice a été marqué par les événements de mai 2024 : l'entrepôt de Ducos est resté inaccessible du 14 mai au 3 juin, deux porteurs frigorifiques ont été détruits et plusieurs clients de la restauration ont fermé ou réduit leur activité. Les volumes facturés à la restauration collective n'ont retrouvé qu'en novembre leur rythme du début d'année.

Principaux agrégats (en millions de F CFP)

                                      2024        2023
Chiffre d'affaires                   391,6       447,2
Coût des prestations vendues        -270,2      -304,1
Marge brute                          121,4       143,1
Taux de marge brute                 31,0 %      32,0 %
Charges de personnel                 -98,7       -92,4
Autres charges d'exploitation        -52,5       -44,4
Résultat d'exploitation              -29,8         6,3
Résultat financier                    -4,9        -4,2
Résultat net                         -34,7         2,1

Le taux de marge brute est resté quasi stable : la hausse des coûts d'énergie a été compensée par la renégociation des contrats de maintenance des chambres froides.

2. Situation financière

La trésorerie disponible s'élevait à 58,3 MF CFP au 31 décembre 2024. La consommation de trésorerie liée à l'exploitation a été en moyenne de 2,6 MF CFP par mois au second semestre.

La BCI a accepté de reporter en fin de prêt quatre mensualités du prêt d'équipement (juin à septembre 2024). Les cotisations CAFAT des mois de juin à septembre 2024, soit 18,4 MF CFP, n'ont pas été acquittées à leur échéance ; elles font l'objet d'un échéancier de douze mois accordé en janvier 2025, dont les cinq premières mensualités ont été réglées. Le solde restant dû s'établit à 10,7 MF CFP à la date du présent rapport.

Le crédit relais de 95 MF CFP souscrit en 2023 pour l'extension de l'entrepôt arrive à échéance le 30 septembre 2025.

3. Continuité d'exploitation

Le remboursement de ce crédit relais à son terme n'est pas assuré à ce jour. Il suppose soit sa prorogation, en cours de discussion avec la banque, soit la réalisation de l'augmentation de capital de 80 MF CFP envisagée avec les associés, dont aucun n'a encore pris d'engagement ferme. Votre Président estime que ces circonstances font peser un doute important sur la capacité de la société à poursuivre son exploitation. Les comptes ont néanmoins été arrêtés selon le principe de continuité, compte tenu des démarches engagées.

4. Comptes annuels

Les comptes annuels ont été établis par le cabinet Océanie Expertise Comptable. La société n'ayant pas désigné de commissaire aux comptes, ils n'ont fait l'objet ni d'un audit ni d'une certification.

5. Conventions et litiges

Aucune convention visée à l'article L. 227-10 du code de commerce n'a été conclue au cours de l'exercice. Le litige qui opposait la société à un ancien sous-traitant de transport a été clos par une transaction signée le 12 novembre 2024 ; les sommes convenues ont été versées et aucune autre procédure n'est en cours.

6. Affectation du résultat

Nous vous proposons d'affecter la perte de l'exercice, soit 34 712 408 F CFP, au compte « report à nouveau », dont le solde débiteur serait ainsi porté à 41 905 117 F CFP.

Fait à Nouméa, le 2 juin 2025
Le Président, Olivier Maréchal`,
    present: ['declining-revenue', 'burn-above-revenue', 'debt-distress', 'going-concern', 'audit-opinion'],
    absent: ['gross-margin', 'short-runway', 'litigation', 'related-party'],
    traits: ['table', 'prose', 'figures', 'indirect', 'negation', 'time'],
  },

  // 02 — Plan de trésorerie mensuel S2 2025, ferme hydroponique, Païta (Nouvelle-Calédonie). CLEAN.
  // burn-above-revenue ABSENT: chaque mois les ventes dépassent le total des décaissements
  //   (juil. 9,8 > 9,3 ; août 9,9 > 9,3 ; sept. 10,2 > 9,4 ; oct. 10,6 > 10,3 ; nov. 10,9 > 10,3 ; déc. 11,4 > 10,5).
  // short-runway ABSENT: aucune consommation nette (trésorerie 31,4 → 35,1) ; scénario de stress hypothétique :
  //   33,3 MF / 1,6 MF par mois au pire = 20,8 mois.
  // customer-concentration ABSENT: GMP 24 % des ventes (< 30 %), aucun autre client nommé, aucun autre > 5 %.
  // declining-revenue ABSENT: ventes mensuelles 9,8 → 9,9 → 10,2 → 10,6 → 10,9 → 11,4, jamais en baisse
  //   (la baisse du scénario de stress est hypothétique).
  // debt-distress ABSENT: échéances BCI toutes réglées ; fin du différé prévue au contrat.
  // Totaux : ventes 62,8 ; décaissements 59,1 ; solde +3,7 = 35,1 - 31,4.
  {
    id: 'h19-fr-w7-02',
    documentType: 'business_plan',
    language: 'fr',
    text: `HYDRO'CALÉDONIE SAS — Ferme hydroponique de Tontouta, Païta
PLAN DE TRÉSORERIE MENSUEL — SECOND SEMESTRE 2025
Version du 30 juin 2025, établie par la direction administrative et financière
Montants en millions de F CFP (MF CFP)

Rubrique                               Juil.  Août  Sept.  Oct.  Nov.  Déc.  Total S2
Trésorerie début de mois               31,4   31,9  32,5   33,3  33,6  34,2
ENCAISSEMENTS
Ventes encaissées (GMS, restaurants,
  cantines, épiceries)                  9,8    9,9  10,2   10,6  10,9  11,4     62,8
Total encaissements                     9,8    9,9  10,2   10,6  10,9  11,4     62,8
DÉCAISSEMENTS
Salaires nets et charges CAFAT          3,4    3,4   3,4    3,5   3,5   3,5     20,7
Achats (semences, nutriments, emb.)     2,1    2,1   2,2    2,3   2,3   2,4     13,4
Énergie (électricité, eau)              1,2    1,2   1,2    1,3   1,3   1,3      7,5
Loyer foncier (bail rural)              0,6    0,6   0,6    0,6   0,6   0,6      3,6
Crédit-bail serre n° 3                   –      –     –     0,5   0,5   0,5      1,5
Transport et livraisons                 0,7    0,7   0,7    0,8   0,8   0,8      4,5
TGC nette reversée                      0,4    0,4   0,4    0,4   0,4   0,5      2,5
Échéance prêt BCI (capital + int.)      0,9    0,9   0,9    0,9   0,9   0,9      5,4
Total décaissements                     9,3    9,3   9,4   10,3  10,3  10,5     59,1
Solde du mois                          +0,5   +0,6  +0,8   +0,3  +0,6  +0,9     +3,7
Trésorerie fin de mois                 31,9   32,5  33,3   33,6  34,2  35,1

HYPOTHÈSES
- Ventes : progression portée par l'entrée en production de la serre n° 3 en octobre (+0,4 t de salades et d'herbes par semaine). Le premier client, l'enseigne Grands Magasins du Pacifique (GMP), représente 24 % des ventes prévues du semestre ; parmi les quelque 140 autres clients, aucun ne dépasse 5 %.
- Prêt BCI de 48 MF CFP (2023, 5 ans) : le différé d'amortissement a pris fin en mars 2025 comme prévu au contrat ; toutes les échéances ont été prélevées à leur date.
- Serre n° 3 : financée en crédit-bail (18 MF CFP sur 4 ans) ; aucune sortie de trésorerie à la livraison, premier loyer en octobre.
- Aucune levée de fonds, aucune subvention provinciale et aucun découvert ne sont intégrés au plan.

SCÉNARIO DE STRESS (non retenu)
Si GMP cessait ses commandes à compter d'octobre, les ventes baisseraient d'environ 2,6 MF CFP par mois et les achats et transports d'environ 0,7 MF CFP. Le solde mensuel deviendrait alors négatif, entre -1,0 et -1,6 MF CFP selon les mois. La trésorerie de fin septembre (33,3 MF CFP) couvrirait encore plus de 20 mois au rythme le plus défavorable, délai suffisant pour replacer les volumes auprès des autres enseignes.

Prochaine mise à jour : 30 septembre 2025.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway', 'customer-concentration', 'declining-revenue', 'debt-distress'],
    traits: ['table', 'list', 'figures', 'modality'],
  },

  // 03 — Extrait de statuts et rapport sur les conventions réglementées, aquaculture, Taravao (Polynésie française).
  // investor-control PRESENT (figures): Pacific Blue Ocean Fund I 54 000 / 100 000 actions = 54 % (≥ 50 %).
  // low-founder-ownership PRESENT (figures): fondateurs 19 000 + 12 000 = 31 000 / 100 000 = 31 % (< 40 %).
  //   Contrôle du total : 54 + 19 + 12 + 10 + 5 = 100 %.
  // related-party PRESENT (indirect): bail avec la SCI de l'épouse du Président (2 350 000 × 12 = 28 200 000 F CFP),
  //   achats à l'écloserie du frère du Président (11 640 000 F CFP).
  // cap-table-complexity ABSENT: répartition certifiée conforme au registre des mouvements de titres.
  // dead-equity ABSENT: les actions gratuites du salarié parti sont devenues caduques, jamais émises.
  // founder-departure ABSENT: la clause de cession forcée est hypothétique ; aucun fondateur n'est parti.
  {
    id: 'h19-fr-w7-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MOANA FRESH AQUACULTURE
Société par actions simplifiée au capital de 100 000 000 F CFP
Siège social : PK 58,2 côté mer, Taravao, 98719 Taiarapu-Est
RCS Papeete TPI 16 4321 B

I. EXTRAIT DES STATUTS MIS À JOUR
(à la suite des décisions collectives des associés du 18 mars 2025)

Article 7 — Capital social
Le capital social est fixé à la somme de cent millions (100 000 000) de francs CFP. Il est divisé en cent mille (100 000) actions de mille (1 000) F CFP de valeur nominale chacune, entièrement libérées et réparties entre les associés conformément à l'annexe 1.

Article 13 — Président
La société est représentée à l'égard des tiers par un Président, personne physique ou morale, associé ou non. Le Président est nommé et révoqué par décision de l'associé ou des associés détenant plus de la moitié des actions. Il peut être assisté d'un directeur général.

Article 15 — Décisions soumises à autorisation
Ne peuvent être prises par le Président sans l'autorisation préalable des associés statuant à la majorité simple : l'adoption du budget annuel ; tout emprunt supérieur à 10 000 000 F CFP ; l'acquisition ou la cession d'une concession du domaine public maritime ; le recrutement de tout salarié dont la rémunération annuelle excède 8 000 000 F CFP.

Article 19 — Conventions réglementées
Le Président présente aux associés un rapport sur les conventions intervenues, directement ou par personne interposée, entre la société et son Président, l'un de ses dirigeants ou l'un de ses associés disposant d'une fraction des droits de vote supérieure à 10 %. Les associés statuent sur ce rapport lors de l'approbation des comptes.

Article 22 — Cession forcée
En cas de cessation, pour quelque cause que ce soit, des fonctions salariées ou sociales d'un associé fondateur, celui-ci pourra être tenu de céder tout ou partie de ses actions, selon les modalités et au prix fixés par le pacte d'associés.

ANNEXE 1 — Répartition du capital au 18 mars 2025

Associé                                                Actions        %
Pacific Blue Ocean Fund I (FPCI)                        54 000     54,0
M. Teiki Tehaamoana (fondateur, Président)              19 000     19,0
Mme Vaimiti Lenoir (fondatrice, directrice générale)    12 000     12,0
Tahiti Angels (six personnes physiques)                 10 000     10,0
Salariés (actions gratuites définitivement acquises)     5 000      5,0
Total                                                  100 000    100,0

Répartition certifiée conforme au registre des mouvements de titres tenu au siège. Les 1 500 actions gratuites attribuées en 2023 à un salarié parti en août 2024, dont la période d'acquisition n'était pas achevée, sont devenues caduques et n'ont pas été émises.

II. RAPPORT DU PRÉSIDENT SUR LES CONVENTIONS VISÉES À L'ARTICLE L. 227-10 DU CODE DE COMMERCE
Exercice clos le 31 décembre 2024

1. Bail commercial du site de Taravao
Cocontractant : SCI Vaitapu, propriétaire du terrain, du ponton et du hangar de conditionnement.
Personne concernée : Mme Hinano Tehaamoana, gérante de la SCI et titulaire de 90 % de ses parts, épouse du Président.
Modalités : bail de neuf ans à compter du 1er janvier 2024 ; loyer mensuel de 2 350 000 F CFP hors taxes, charges en sus. Montant comptabilisé en 2024 : 28 200 000 F CFP.

2. Fourniture de juvéniles de paraha peue
Cocontractant : Écloserie Tehaamoana SARL (Papara).
Personne concernée : M. Tavita Tehaamoana, frère du Président, gérant et associé majoritaire de l'écloserie.
Modalités : contrat-cadre annuel, prix unitaire révisable chaque trimestre. Achats 2024 : 11 640 000 F CFP.

3. Prestations de direction financière
Cocontractant : Pacific Blue Partners, société de gestion de Pacific Blue Ocean Fund I.
Personne concernée : Pacific Blue Ocean Fund I, associé disposant de plus de 10 % des droits de vote.
Modalités : direction financière à temps partagé, 900 000 F CFP par mois. Montant 2024 : 10 800 000 F CFP.

Ces conventions ont été conclues à des conditions que le Président estime conformes à celles du marché. Nous vous invitons à statuer sur le présent rapport.

Fait à Taravao, le 20 mars 2025
Le Président, Teiki Tehaamoana`,
    present: ['investor-control', 'low-founder-ownership', 'related-party'],
    absent: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    traits: ['table', 'list', 'figures', 'indirect', 'modality', 'words'],
  },

  ...redFlagNineteenthFrW7P1Rest,
];
