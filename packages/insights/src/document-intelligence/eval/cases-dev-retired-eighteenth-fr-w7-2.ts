import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW7P2: readonly RedFlagCase[] = [
  // 08 — Rapport de l'organe de révision (ordinary audit, unmodified), prepaid smart water meters, Switzerland (Geneva), operating in Guinea & Senegal. CLEAN.
  // audit-opinion ABSENT: 2024 opinion unmodified ("conformes à la loi suisse et aux statuts"); the 2023 qualification by the previous auditor
  //   is over (provision booked in 2024, "le motif de cette réserve n'existe plus").
  // going-concern ABSENT (negation): "Nous n'avons pas identifié d'incertitude significative".
  // gross-margin ABSENT: (4 860 − 2 190) / 4 860 = 54.9 % vs (3 920 − 1 720) / 3 920 = 56.1 % → −1.2 points < 5.
  // litigation ABSENT: VAT dispute "définitivement clos", no tax reassessed (so no tax arrears either).
  // burn-above-revenue / declining-revenue ABSENT: profit both years (312 000; 96 000); revenue 4 860 / 3 920 = +24 %.
  {
    id: 'h18-fr-w7-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE L'ORGANE DE RÉVISION
à l'Assemblée générale de Compteo SA, Genève

Rapport sur l'audit des comptes annuels

Opinion d'audit
Nous avons effectué l'audit des comptes annuels de Compteo SA (la société), comprenant le bilan au 31 décembre 2024, le compte de résultat et le tableau des flux de trésorerie pour l'exercice arrêté à cette date, ainsi que l'annexe.
Selon notre appréciation, les comptes annuels sont conformes à la loi suisse et aux statuts.

Fondement de l'opinion d'audit
Nous avons effectué notre audit en conformité avec la loi suisse et les Normes d'audit suisses (NA-CH). Nous sommes indépendants de la société, conformément aux dispositions légales et aux exigences de la profession. Nous estimons que les éléments probants recueillis constituent une base suffisante et adéquate pour fonder notre opinion.

Autre point
Les comptes annuels de l'exercice 2023 ont été audités par un autre organe de révision, qui a exprimé le 12 avril 2024 une opinion avec réserve, faute de provision pour garantie sur les compteurs installés à Conakry. Cette provision a été constituée en 2024 ; le motif de cette réserve n'existe plus.

Continuité de l'exploitation
Le conseil d'administration est responsable d'évaluer la capacité de la société à poursuivre son exploitation. Nous n'avons pas identifié d'incertitude significative susceptible de jeter un doute important sur cette capacité.

Rapport sur les autres obligations légales et réglementaires
Conformément à l'art. 728a al. 1 ch. 3 CO et à la NA-CH 890, nous attestons qu'il existe un système de contrôle interne relatif à l'établissement des comptes annuels, défini selon les prescriptions du conseil d'administration. Nous attestons en outre que la proposition relative à l'emploi du bénéfice au bilan est conforme à la loi suisse et aux statuts, et recommandons d'approuver les comptes annuels qui vous sont soumis.

Genève, le 9 avril 2025 — Révilac SA, Marc-André Jaquet, expert-réviseur agréé, réviseur responsable

Annexe — Extraits des comptes annuels audités (en CHF)          2024          2023
Produits nets des ventes et prestations                     4 860 000     3 920 000
Charges de marchandises (compteurs, installation)          2 190 000     1 720 000
Bénéfice de l'exercice                                        312 000        96 000
Note 14 — Le différend relatif à la TVA 2021 avec l'Administration fédérale des contributions a été définitivement clos par décision du 3 septembre 2024, sans reprise d'impôt.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'litigation'],
    traits: ['negation', 'time', 'table', 'figures'],
  },

  // 09 — Pitch deck (seed), diaspora goal-savings app, Belgium (Brussels), payouts in Guinea, Senegal, Côte d'Ivoire, Cameroon.
  // missing-financials PRESENT (by absence): no revenue, cost, burn or margin figure anywhere — only users, retention, the raise and a %-split of its use.
  // high-churn PRESENT (words, split across a list): 12-month retention "un inscrit sur trois" = 33 % < 55 %.
  // pending-licence PRESENT (indirect): own payment-institution licence application "déposée ... en janvier 2025 ; l'instruction est en cours".
  // no-competition ABSENT: competitors are named (transfer companies, telco wallets, tontines); only a product difference is claimed.
  // unrealistic-growth ABSENT: 60 000 / 25 000 = 2.4× over about 20 months, and a user target, not a revenue projection.
  {
    id: 'h18-fr-w7-09',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `DIASPO — Épargner ici, bâtir là-bas
Présentation investisseurs — tour d'amorçage — Bruxelles, avril 2025

1. Le constat
Les diasporas guinéenne, sénégalaise, ivoirienne et camerounaise d'Europe envoient de l'argent chaque mois, mais épargnent rarement pour un projet au pays : maison, commerce, études.

2. Notre produit
Une appli d'épargne programmée : l'utilisateur fixe un objectif, verse depuis l'Europe, et les fonds sont payés directement au fournisseur sur place (quincaillerie, école, notaire).

3. Traction
- 25 000 inscrits depuis le lancement (juin 2023)
- 9 800 utilisateurs actifs par mois
- Rétention :
   à 30 jours — 71 %
   à 12 mois — un inscrit sur trois
- Note moyenne sur les stores : 4,6/5

4. Concurrence
Les sociétés de transfert traditionnelles, les portefeuilles mobiles des opérateurs télécoms et les tontines informelles. Aucun ne relie épargne programmée et paiement direct au fournisseur.

5. Réglementation
Nous opérons aujourd'hui comme agent d'un établissement de paiement agréé en Belgique. Notre propre demande d'agrément comme établissement de paiement a été déposée auprès de la Banque nationale de Belgique en janvier 2025 ; l'instruction est en cours.

6. Feuille de route
- T3 2025 : paiements fournisseurs en Côte d'Ivoire et au Cameroun
- Fin 2026 : 60 000 inscrits visés

7. Équipe
Fatoumata Camara (CEO, 8 ans en conformité bancaire), Benoît Lejeune (CTO), Ismaël Ndiaye (produit)

8. Nous levons 1,5 M€
40 % produit — 35 % conformité et agrément — 25 % acquisition`,
    present: ['missing-financials', 'high-churn', 'pending-licence'],
    absent: ['no-competition', 'unrealistic-growth'],
    traits: ['list', 'split', 'indirect', 'words'],
  },

  // 10 — Tableau de bord SaaS (quarterly), pharmacy-management SaaS, Switzerland (Lausanne), clients in Côte d'Ivoire, Senegal, Cameroon, Gabon. CLEAN.
  // high-churn ABSENT: 7 / 381 = 1.8 % per quarter ≈ 0.6 % a month (≈ 7 % a year) — "un record", yet far below 5 % a month.
  // gross-margin ABSENT: 256/320 = 80.0 % → 300/384 = 78.1 % = −1.9 points < 5.
  // non-recurring-revenue ABSENT: one-off fees on their own line and "jamais inclus dans l'ARR" (ARR = 4 × recurring: 359 × 4 = 1 436).
  // burn-above-revenue ABSENT: total costs below revenue every quarter (290 < 320, 309 < 349, 326 < 356, 344 < 384), even below recurring revenue alone.
  // short-runway ABSENT: the 210 k cash fall is a one-off early loan repayment; even read as burn, 940 / 70 = 13.4 months.
  // declining-revenue ABSENT: total 320 → 349 → 356 → 384 (only the one-off line dips, 31 → 18).
  // customer-concentration ABSENT: top client 11 % of ARR. unrealistic-growth ABSENT: 2 300 / 1 436 = 1.6× in 18 months.
  {
    id: 'h18-fr-w7-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `OFFICINA CLOUD SA, Lausanne — Tableau de bord trimestriel T2 2025
Logiciel de gestion d'officine en SaaS — Côte d'Ivoire, Sénégal, Cameroun, Gabon

(en milliers de CHF)                          T3 2024   T4 2024   T1 2025   T2 2025
Revenus récurrents (abonnements)                  298       318       338       359
Revenus non récurrents (installation, formation)*  22        31        18        25
Total des revenus                                 320       349       356       384
Coût des ventes                                    64        70        75        84
Marge brute (%)                                  80,0      79,9      78,9      78,1
Charges totales (y c. coût des ventes)            290       309       326       344
Résultat d'exploitation                            30        40        30        40
ARR fin de trimestre                            1 192     1 272     1 352     1 436

Pharmacies clientes                 T1 2025   T2 2025
En début de trimestre                   368       381
Nouvelles                                19        21
Résiliations                              6         7
En fin de trimestre                     381       395

Points d'attention
- 7 résiliations au T2, un record : 5 officines rachetées par une même chaîne d'Abidjan, qui utilise son propre logiciel. Churn trimestriel : 1,8 % des clients.
- Marge brute en léger recul (78,1 % contre 80,0 % il y a un an), du fait de la hausse des coûts d'hébergement.
- Premier client (groupement de pharmacies du Plateau, Abidjan) : 11 % de l'ARR.
- Trésorerie au 30 juin : CHF 940 000, en baisse de CHF 210 000 sur le trimestre en raison du remboursement anticipé intégral du prêt bancaire (aucune échéance n'était en retard). Hors ce remboursement, les flux de trésorerie d'exploitation sont positifs.
- Objectif d'ARR à fin 2026 : CHF 2,3 millions.

* Facturés une seule fois ; ces revenus ne sont jamais inclus dans l'ARR.`,
    present: [],
    absent: ['high-churn', 'gross-margin', 'non-recurring-revenue', 'burn-above-revenue', 'short-runway', 'declining-revenue', 'customer-concentration', 'unrealistic-growth'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 11 — Procès-verbal d'assemblée générale ordinaire, cocoa traceability software, Belgium (Wavre), clients in Côte d'Ivoire & Cameroon. CLEAN.
  // litigation ABSENT: the dispute with the former supplier "a pris fin par une transaction", paid; "aucune autre procédure n'est en cours".
  // pending-licence ABSENT: approval "obtenu le 3 mars 2025" (granted).
  // founder-departure ABSENT: the new director left another company (Kouma Data) in 2018.
  // related-party ABSENT (negation): "aucune convention ... avec un administrateur, un actionnaire ou une personne qui leur est liée".
  // customer-concentration ABSENT: top client 14 % < 30 %. Revenue 2 340 vs 1 710 k€ (up), profit both years, unqualified opinion.
  {
    id: 'h18-fr-w7-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AGROTRACE SRL — rue de Namur 12, 1300 Wavre — BCE 0712.345.678
PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 10 JUIN 2025

La séance est ouverte à 10 h sous la présidence de Mme Aminata Sow, administratrice. Les trois actionnaires, détenant ensemble la totalité des 18 600 actions, sont présents ou représentés ; l'assemblée peut valablement délibérer.

1. Rapport de gestion et comptes annuels 2024
Les comptes font apparaître un chiffre d'affaires de 2 340 k€ (2023 : 1 710 k€) et un bénéfice de l'exercice de 126 k€ (2023 : 18 k€). Le premier client, une coopérative de cacao de San-Pédro, représente 14 % du chiffre d'affaires.

2. Rapport du commissaire
Le commissaire, Lambert & Peeters SRL, a émis une opinion sans réserve sur les comptes annuels 2024.

3. Approbation des comptes et affectation du résultat
Les comptes sont approuvés à l'unanimité. Le bénéfice est reporté.

4. Décharge
Décharge est donnée aux administrateurs et au commissaire pour l'exercice 2024.

5. Communications du conseil
a) Le litige avec l'ancien fournisseur de capteurs GPS, évoqué lors de l'assemblée de 2024, a pris fin par une transaction signée le 14 février 2025 ; le montant convenu, 18 k€, provisionné en 2024, a été payé. Aucune autre procédure n'est en cours.
b) L'agrément de prestataire de traçabilité délivré par l'autorité ivoirienne de régulation de la filière cacao a été obtenu le 3 mars 2025.
c) Le conseil confirme qu'aucune convention n'a été conclue en 2024 avec un administrateur, un actionnaire ou une personne qui leur est liée.

6. Nomination
L'assemblée nomme M. Pieter Claes administrateur pour une durée de six ans. M. Claes a cofondé en 2014 la société de logiciels agricoles Kouma Data, qu'il a quittée en 2018 ; il n'exerce aucun autre mandat dans le secteur.

La séance est levée à 11 h 15.
La présidente — Les actionnaires`,
    present: [],
    absent: ['litigation', 'pending-licence', 'founder-departure', 'related-party', 'customer-concentration'],
    traits: ['prose', 'negation', 'time'],
  },

  // 12 — Pitch deck (Series A), electric moto-taxis with battery swapping, Switzerland (Geneva), operating in Benin & Togo. CLEAN.
  // no-competition ABSENT: competitors named (two e-moto sellers in Cotonou, a swap network in Lomé, used petrol motorbikes).
  // unrealistic-growth ABSENT: 2.6 / 1.34 = 1.9×, 4.5 / 2.6 = 1.7×, 7.2 / 4.5 = 1.6×; 7.2 / 1.34 = 5.4× over 3 years (< 27×).
  // unit-economics ABSENT: claims consistent: 150 × 34 % = 51 CHF a month; 1 450 / 51 = 28 months as stated; 150 × 12 × 750 = CHF 1.35 M ≈ 2024 revenue.
  // gross-margin ABSENT: up from 31 % to 34 % ((1 340 000 − 880 000) / 1 340 000 = 34.3 %).
  // burn-above-revenue ABSENT: 2024 EBITDA + CHF 95 000 and net profit + CHF 21 000.
  // missing-financials ABSENT: revenue and cost figures given.
  {
    id: 'h18-fr-w7-12',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `ZÉMI ÉLECTRIQUE SA — Genève · Cotonou · Lomé
Motos-taxis électriques et échange de batteries — Série A, mai 2025

1. Le problème
Un conducteur de zémidjan consacre près de 40 % de sa recette quotidienne à l'essence.

2. Notre solution
Une moto électrique en location-vente et un réseau de 38 stations d'échange de batteries : une batterie pleine en moins de deux minutes.

3. Traction
- Flotte moyenne 2024 : 750 motos (1 050 à fin 2024)
- Chiffre d'affaires : CHF 610 000 en 2023 ; CHF 1,34 million en 2024
- Coût des ventes 2024 : CHF 880 000, soit une marge brute de 34 % (31 % en 2023)
- EBITDA 2024 : CHF 95 000 ; résultat net 2024 : CHF 21 000

4. Économie par moto
- Coût d'une moto et de sa part de batteries : CHF 1 450
- Revenu moyen : CHF 150 par mois
- Marge brute : CHF 51 par mois
- Moto amortie en 28 mois environ

5. Concurrence
- Deux vendeurs de motos électriques à Cotonou, sans réseau d'échange
- Un réseau d'échange de batteries à Lomé, lancé en 2024
- Surtout, la moto thermique d'occasion, encore l'essentiel du marché
Notre avantage : la densité du réseau (une station tous les 2 km au centre de Cotonou).

6. Prévisions (en millions de CHF)
2025 : 2,6 — 2026 : 4,5 — 2027 : 7,2

7. Équipe
Koffi Agbodjan (CEO), Léa Monnier (CFO), Rachid Sanni (CTO, ingénieur batteries)

8. Levée
CHF 4 M en fonds propres, complétés par une ligne de financement d'actifs de CHF 5 M, pour 4 000 motos et 60 stations.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'unit-economics', 'gross-margin', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },

  // 13 — Table de capitalisation commentée, B2B ordering platform for neighbourhood shops, Belgium (Brussels), operating in Cameroon, Gabon, Congo. CLEAN.
  // low-founder-ownership ABSENT: (2 600 000 + 2 100 000) / 9 000 000 = 52.2 % ≥ 40 % (58.75 % of the 8 000 000 issued shares).
  // investor-control ABSENT: largest investor 2 350 000 / 9 000 000 = 26.1 %; hypothetical full take-up of the next round:
  //   26.1 % × 15 / 18 + 3 / 18 = 21.8 % + 16.7 % = 38.4 % < 50 %.
  // dead-equity ABSENT: the leaver's shares were bought back and cancelled.
  // founder-departure ABSENT: the leaver was a salaried developer, not a founder or executive.
  // cap-table-complexity ABSENT: reconciled with both registers, "aucun écart".
  {
    id: 'h18-fr-w7-13',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BOUTIK RÉSEAU SA, Bruxelles — plateforme de commande B2B pour boutiques de quartier (Cameroun, Gabon, Congo)
Table de capitalisation commentée au 31 mars 2025

Titulaire                                              Titres        % entièrement dilué
Chantal Mbarga, cofondatrice (CEO)                  2 600 000                   28,9 %
Thomas Verhaegen, cofondateur (CTO)                 2 100 000                   23,3 %
Kivu Ventures Fund SCA (Série A, actions de préférence)  2 350 000              26,1 %
Brabant Angels (7 business angels)                    950 000                   10,6 %
Plan de warrants (420 000 attribués, 580 000 disponibles)  1 000 000            11,1 %
Total                                               9 000 000                  100,0 %

Commentaires
- Les deux fondateurs, à temps plein, détiennent ensemble 52,2 % du capital entièrement dilué (58,8 % des 8 000 000 actions émises).
- Les 180 000 actions de Luc Dumont, développeur salarié (non dirigeant) parti en septembre 2024, ont été rachetées par la société le 15 novembre 2024 en application de la clause de départ de la convention d'actionnaires, puis annulées ; elles ne figurent plus au tableau.
- Le tableau a été réconcilié le 4 avril 2025 avec le registre des actions nominatives et le registre des titulaires de warrants : aucun écart.
- Même si Kivu Ventures souscrivait seul la totalité du prochain tour envisagé (3 M€ sur une valorisation pré-money de 15 M€), sa participation atteindrait 38,4 %.
- Aucun prêt convertible ni autre instrument donnant accès au capital n'est en circulation.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation', 'modality'],
  },
];
