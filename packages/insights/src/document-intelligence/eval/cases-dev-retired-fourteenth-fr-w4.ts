import type { RedFlagCase } from './case';

export const redFlagFourteenthFrW4: readonly RedFlagCase[] = [
  // charges 75 M FCFA/mois − revenus 30 M FCFA/mois = consommation nette 45 M FCFA/mois > revenus 30 M
  // runway = 180 M / 45 M = 4 mois (avril → fin juillet) < 9
  {
    id: 'h14-fr-w4-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapo 9 — Où en sommes-nous ?
• 14 200 commerçants actifs sur Kola Pay (Douala, Yaoundé, Bafoussam)
• Revenus de commissions : 30 M FCFA / mois (moyenne T1 2025)
• Charges mensuelles : ~75 M FCFA (équipe de 38 personnes, cloud, réseau d'agents terrain)

Diapo 10 — Trésorerie
Disponible au 31 mars 2025 : 180 M FCFA
→ Nous tenons jusqu'à fin juillet au rythme actuel

Diapo 11 — La levée
Nous cherchons 1,3 Md FCFA (≈ 2 M€) en seed+ pour ouvrir le Gabon et le Tchad et atteindre l'équilibre opérationnel fin 2026.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'split', 'list'],
  },
  // premier client 4,5 / 16,8 MDH = 26,8 % < 30 % ; le litige est clos (transaction + désistement constaté)
  {
    id: 'h14-fr-w4-02',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — ATLAS LOGISTIQUE SARL (Casablanca)
Section 4 — Contentieux, clients et comptes

Q4.1 La société est-elle partie à une procédure judiciaire ou arbitrale en cours ?
R : Non. Le différend qui nous opposait à notre ancien distributeur de Tanger (réclamation de 1,1 million de dirhams) a été clos par un protocole transactionnel signé le 14 mars 2024 ; le désistement d'instance a été constaté par le tribunal de commerce de Tanger le 2 avril 2024. L'indemnité transactionnelle de 380 000 MAD a été intégralement réglée.

Q4.2 Avez-vous connaissance de réclamations ou menaces de litige ?
R : Aucune réclamation ne nous a été notifiée depuis.

Q4.3 Merci d'indiquer le poids de vos principaux clients.
R : Chiffre d'affaires 2024 : 16,8 millions de dirhams (2023 : 14,2 MDH). Notre premier client, un groupe de distribution alimentaire, représente 4,5 MDH ; chacun des suivants pèse moins de 6 % du total.

Q4.4 Les comptes sont-ils audités ?
R : Oui, les comptes 2023 et 2024 ont été certifiés sans réserve par notre commissaire aux comptes.`,
    present: [],
    absent: ['litigation', 'customer-concentration', 'audit-opinion'],
    traits: ['negation', 'time', 'figures'],
  },
  // perte nette 640 000 TND sur un CA de 2 850 000 TND → charges > revenus ; dettes CNSS/fisc échues non réglées = arriérés
  {
    id: 'h14-fr-w4-03',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MEDISOFT TUNISIE SA — États financiers de l'exercice clos le 31 décembre 2024
Extrait du rapport général du commissaire aux comptes

Opinion avec réserve
Nous avons effectué l'audit des états financiers de la société Medisoft Tunisie SA... À notre avis, à l'exception de l'incidence éventuelle de la question décrite dans la section « Fondement de l'opinion avec réserve », les états financiers présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société.

Fondement de l'opinion avec réserve
Nous n'avons pas été en mesure d'assister à l'inventaire physique des stocks de matériel médical, comptabilisés pour 612 000 TND au bilan.

Incertitude significative liée à la continuité de l'exploitation
Nous attirons votre attention sur la note 2 des états financiers : la société a enregistré au cours de l'exercice une perte nette de 640 000 TND pour un chiffre d'affaires de 2 850 000 TND, et ses dettes envers la CNSS et l'administration fiscale comprennent des montants échus et non réglés de 415 000 TND. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: [],
    traits: ['prose', 'indirect', 'figures'],
  },
  // croissance : 0,9 → 1,2 (×1,33) → 2,8 (×2,33) → 6,0 (×2,14) → 12,0 (×2,0) : toujours < 4× par an ; sur 3 ans 12/1,2 = 10× < 27×
  {
    id: 'h14-fr-w4-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `PLAN D'AFFAIRES 2025-2028 — VANILLA CONNECT (Antananarivo / Sambava)

4. Projections financières (en milliards d'Ariary)

              2024 réel   2025    2026    2027    2028
CA              0,9       1,2     2,8     6,0     12,0
Charges         0,85      1,1     2,4     4,9      9,5

Hypothèses : doublement environ des volumes exportés chaque année à partir de 2026, grâce à la station de préparation de Sambava (mise en service prévue au T2 2026) et aux contrats cadres avec deux importateurs de Hambourg ; prix moyen supposé stable à 180 000 MGA le kilo de vanille préparée, ce qui est prudent au regard des cours 2024.

5. Environnement concurrentiel
Nous ne prétendons pas être seuls : trois exportateurs structurés opèrent déjà dans la SAVA, sans compter les collecteurs informels. Notre différence tient à la traçabilité au planteur et au préfinancement des coopératives.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition'],
    traits: ['table', 'figures', 'negation'],
  },
  // CA T2 410 M FCFA > charges 351 M FCFA (pas de consommation) ; T1 372 M → hausse
  {
    id: 'h14-fr-w4-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objet : Point trimestriel T2 — et une nouvelle importante

Chers associés,

Les chiffres d'abord : 410 M FCFA de chiffre d'affaires sur le trimestre (T1 : 372 M), pour 351 M FCFA de charges. Libreville et Port-Gentil sont désormais rentables, Franceville suivra d'ici la fin de l'année.

La nouvelle ensuite. Après sept ans à la tête d'OkoumeTech, Serge a choisi de prendre du recul. Il me passera la main au 30 septembre et ne conservera pas de fonction opérationnelle ; il restera joignable quelques semaines pour assurer la transition avec les banques partenaires.

Enfin, plusieurs d'entre vous m'ont interrogée sur la ligne « Kevin M. — 18 % » de la table de capitalisation. Kevin, qui avait cofondé la société avec Serge, est parti en 2023 rejoindre un opérateur télécom ; faute d'accord sur le prix, ses actions n'ont jamais été rachetées et il reste associé à hauteur de 18 %. Nous proposons de rouvrir le sujet après la levée.

Bien à vous,
Aurélie Nze, directrice des opérations`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['indirect', 'prose', 'time'],
  },
  // fondateurs actifs : 19,0 + 12,0 = 31 % < 40 % ; Likouala Capital : 52 % ≥ 50 %
  {
    id: 'h14-fr-w4-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — CONGOFRESH SAS (Pointe-Noire)

Annexe 2 — Répartition du capital après réalisation de l'augmentation de capital de série A

Associé                                          Actions      %
Grégoire Mabiala (cofondateur, Président)          1 900    19,0
Nadège Ossete (cofondatrice, Directrice générale)  1 200    12,0
Likouala Capital I (FCPR)                          5 200    52,0
Business angels (6 personnes physiques)              900     9,0
Pool BSPCE (non attribué)                            800     8,0
Total                                             10 000   100,0

Article 7.2 — Aussi longtemps que Likouala Capital I détiendra la majorité des droits de vote, la révocation et la nomination du Président et du Directeur général, l'adoption du budget annuel et tout endettement supérieur à 150 M FCFA seront soumis à son accord préalable.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  // fondateurs : 26,5 + 14,5 = 41 % ≥ 40 % ; fonds : 49 % < 50 % ; table rapprochée sans écart
  {
    id: 'h14-fr-w4-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TABLE DE CAPITALISATION — DARNA PAY SA (Rabat), au 31 décembre 2024
Rapprochée avec le registre des mouvements de titres et les statuts mis à jour (PV d'AGE du 18 novembre 2024) : aucun écart relevé.

Youssef El Amrani (fondateur, CEO)              2 650 actions    26,5 %
Salma Benjelloun (fondatrice, CTO)              1 450 actions    14,5 %
Maghreb Ventures Fund II                        4 900 actions    49,0 %
Plan d'options (600 attribuées / 400 réservées) 1 000 actions    10,0 %
Total                                          10 000 actions   100,0 %

Note : les 600 options attribuées le sont à des salariés en poste ; aucune n'est détenue par un ancien collaborateur.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'negation'],
  },
  // CA 2024 410 000 USD → 2025 2,1 M USD = ×5,1 ≥ 4
  {
    id: 'h14-fr-w4-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 5 — Le paysage
Aujourd'hui, personne ne livre de médicaments certifiés en moins de 3 heures dans les 24 communes de Kinshasa. Les pharmacies se débrouillent avec des motos-taxis. Nous sommes seuls sur ce créneau.

Slide 8 — Trajectoire
                     2024 (réel)    2025 (obj.)    2026 (obj.)
CA (USD)               410 000        2,1 M          9,5 M
Pharmacies partenaires    38            220            900
Villes                     1              3              6

Slide 9 — Pourquoi maintenant
Ouverture de Lubumbashi et Goma dès le T3 2025, financée par la levée de 1,5 M USD.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  // agrément COBAC demandé (dossier déposé, complet) mais non accordé ; aucune sanction
  {
    id: 'h14-fr-w4-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — MOABI MONEY SA (Libreville)
Partie C — Réglementation

Q12. La société dispose-t-elle de toutes les autorisations nécessaires à son activité de paiement mobile ?
R12. L'activité est exercée depuis 2022 sous le couvert de la Banque Équatoriale du Commerce, établissement de crédit agréé, dans le cadre d'un contrat de distribution de services de monnaie électronique. Afin d'opérer en nom propre, la société a déposé le 9 octobre 2024 une demande d'agrément en qualité d'établissement de paiement auprès de la COBAC. Le dossier a été déclaré complet le 20 janvier 2025 ; la décision de la Commission n'est pas encore intervenue.

Q13. La société ou ses dirigeants ont-ils fait l'objet de sanctions, mises en demeure ou injonctions d'une autorité de contrôle ?
R13. Non, aucune.

Q14. Volumes traités ?
R14. 41 Md FCFA de transactions en 2024, pour 620 M FCFA de commissions.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['indirect', 'negation', 'time'],
  },
  // payback = 120 / (25 × 70 %) = 120 / 17,5 = 6,9 mois ≈ 7 ; durée de vie = 1 / 3 % ≈ 33 mois ;
  // LTV = 17,5 × 33,3 ≈ 583 TND ; LTV/CAC = 583 / 120 ≈ 4,9 ; MRR = 8 400 × 25 = 210 000 TND ; churn 3 %/mois < 5 %
  {
    id: 'h14-fr-w4-10',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 7 — Unit economics (moyenne S2 2024)

- CAC (payé, tous canaux confondus) : 120 TND
- Abonnement moyen : 25 TND / mois, marge brute 70 % → 17,5 TND de marge par mois
- Payback : ~7 mois
- Churn mensuel : 3 % → durée de vie moyenne ≈ 33 mois
- LTV ≈ 580 TND, soit un ratio LTV/CAC ≈ 4,9
- MRR décembre 2024 : 210 000 TND (8 400 abonnés payants)

Diapositive 8 — Ce que nous ferons avec 1,2 M€
Doubler l'équipe commerciale à Sousse et Sfax, sans dégrader le CAC.`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['list', 'figures'],
  },
  // Coralia : 32,4 / 48,6 = 66,7 % (deux tiers) ≥ 30 % ; bail auprès d'une société détenue par l'épouse du DG
  {
    id: 'h14-fr-w4-11',
    documentType: 'financial_statements',
    language: 'fr',
    text: `LAGOON DIGITAL LTD — Notes annexes aux états financiers de l'exercice clos le 30 juin 2024
(états financiers audités — opinion sans réserve)

Note 3 — Chiffre d'affaires
Le chiffre d'affaires de l'exercice s'établit à Rs 48,6 millions (2023 : Rs 41,2 millions). Les prestations facturées au groupe Coralia Resorts et à ses filiales hôtelières de Grand-Baie et du Morne se sont élevées à Rs 32,4 millions sur l'exercice.

Note 9 — Résultat
Le résultat net de l'exercice est un bénéfice de Rs 3,1 millions (2023 : Rs 2,4 millions).

Note 18 — Transactions avec les parties liées
La société loue ses bureaux d'Ébène à Sable Blanc Properties Ltd, dont l'unique actionnaire est l'épouse du directeur général. Les loyers et charges facturés au titre de l'exercice s'élèvent à Rs 2,9 millions ; le bail, d'une durée de neuf ans, a été conclu sans mise en concurrence.`,
    present: ['customer-concentration', 'related-party'],
    absent: ['audit-opinion'],
    traits: ['indirect', 'figures', 'prose'],
  },
  // CA : 1 850 → 1 620 → 1 410 M FCFA (baisse) ; marge brute : 703/1 850 = 38,0 % → 551/1 620 = 34,0 % → 409/1 410 = 29,0 %
  // soit −5 points sur un an (−9 sur deux) ; résultat net positif (42 M FCFA)
  {
    id: 'h14-fr-w4-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `AGRIPAK CAMEROUN SA — Rapport de gestion du conseil d'administration à l'assemblée générale ordinaire
Exercice clos le 31 décembre 2024

1. Activité et résultats

(en millions FCFA)          2022       2023       2024
Chiffre d'affaires          1 850      1 620      1 410
Coût des ventes             1 147      1 069      1 001
Marge brute                   703        551        409
Taux de marge brute          38,0 %     34,0 %     29,0 %

L'exercice a été marqué par la concurrence des emballages importés du Nigeria et par le renchérissement de la résine, que nous n'avons pu répercuter qu'en partie à nos clients brassicoles. Le résultat net reste bénéficiaire à 42 M FCFA (2023 : 97 M FCFA).

2. Comptes
Les comptes annuels ont été certifiés sans réserve par les commissaires aux comptes.`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // échéances 2024 payées ; DSCR 1,6 ≥ covenant 1,3 ; bénéfice 188 M FCFA sur CA 2 360 M FCFA
  {
    id: 'h14-fr-w4-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `OGOOUÉ SOLAIRE SA — Exercice clos le 31 décembre 2024

Extrait du rapport du commissaire aux comptes
Nous certifions que les états financiers de synthèse sont, au regard des règles et principes comptables OHADA, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé. Nous n'avons pas d'observation à formuler.

Note 2 — Continuité d'exploitation
Le conseil d'administration n'a identifié aucun événement ou incertitude de nature à remettre en cause la continuité de l'exploitation.

Note 14 — Emprunts
Emprunt BDEAC de 1,4 Md FCFA. À la suite du rééchelonnement signé en juin 2023, les six échéances de l'exercice 2024 (312 M FCFA au total) ont toutes été honorées à bonne date. Aucun arriéré au 31 décembre 2024. Le ratio de couverture du service de la dette ressort à 1,6 pour un minimum contractuel de 1,3.

Chiffres clés : chiffre d'affaires 2 360 M FCFA ; résultat net 188 M FCFA.`,
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'going-concern'],
    traits: ['negation', 'time', 'figures'],
  },
  // churn annuel = 210 résiliations / 400 clients au 1er janvier = 52,5 % ≥ 45 % ; 400 − 210 + 325 = 515
  // ARR 6,2 MDH dont 1,4 MDH de frais facturés une seule fois → ponctuel compté dans le récurrent
  {
    id: 'h14-fr-w4-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 6 — Traction 2024

ARR au 31/12/2024 : 6,2 MDH
   dont abonnements logiciels : 4,8 MDH
   dont frais d'intégration et de paramétrage (facturés une fois, à la signature) : 1,4 MDH

Base clients
   1er janvier 2024 : 400 établissements
   Résiliations sur l'année : 210
   Nouveaux clients : 325
   31 décembre 2024 : 515 établissements

Slide 7 — Pourquoi nous allons gagner
Face aux éditeurs généralistes, un ERP pensé pour les cliniques privées marocaines, en arabe et en français, intégré à la CNSS et à l'AMO.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'split', 'list'],
  },
  // investisseur : 4,2 / (10,5 + 4,2) = 28,6 % < 50 % ; fondateurs 51,4 % ≥ 40 % ; 51,4 + 12 + 28,6 + 8 = 100
  // autorisation ministérielle déjà obtenue
  {
    id: 'h14-fr-w4-15',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TERM SHEET — Zitouna Health SA (Sfax)
Document non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité ».

Investisseur principal : Carthage Growth Partners (« CGP »)
Montant : 4,2 millions TND en actions de préférence de catégorie A
Valorisation pré-money : 10,5 millions TND

Répartition du capital post-money (entièrement diluée) :
   Fondateurs (ensemble) ........... 51,4 %
   Investisseurs existants .......... 12,0 %
   CGP .............................. 28,6 %
   Pool d'options ...................  8,0 %

Préférence de liquidation : 1x, non participative.
Gouvernance : conseil de 5 membres, dont 3 désignés par les fondateurs et 1 par CGP.
Conditions suspensives : (i) due diligence satisfaisante ; (ii) maintien en vigueur de l'autorisation d'exploitation des centres de télé-radiologie, délivrée par le ministère de la Santé le 3 février 2025 ; (iii) signature du pacte d'associés.
Exclusivité : 60 jours.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    traits: ['list', 'figures', 'time'],
  },
  // sanction d'un régulateur : suspension partielle de six mois + sanction pécuniaire
  {
    id: 'h14-fr-w4-16',
    documentType: 'legal_docs',
    language: 'fr',
    text: `COMMISSION DE SUPERVISION BANCAIRE ET FINANCIÈRE
Antananarivo, le 17 février 2025

À Monsieur le Directeur général de TsaraPay SA

Objet : Décision n° 2025-04/CSBF

Monsieur le Directeur général,

À l'issue de la mission de contrôle sur place conduite du 7 au 25 octobre 2024, les services de la Commission ont relevé une insuffisance de couverture des fonds de la clientèle, l'écart atteignant 1,8 milliard d'Ariary au 30 septembre 2024, ainsi que l'absence de dispositif de contrôle interne conforme.

Vos observations du 10 janvier 2025 n'ayant pas permis de lever ces griefs, la Commission a décidé :
1. d'interdire à TsaraPay SA l'ouverture de tout nouveau compte de monnaie électronique pour une durée de six mois à compter de la notification de la présente ;
2. de prononcer une sanction pécuniaire de 250 millions d'Ariary.

Veuillez agréer, Monsieur le Directeur général, l'expression de notre considération distinguée.

Le Président de la Commission`,
    present: ['regulatory'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  // consommation nette 114 M FCFA / 3 mois = 38 M FCFA/mois ; CA 60 M / 3 = 20 M FCFA/mois → 38 > 20
  // runway = 95 / 38 = 2,5 mois < 9 ; doute du conseil sur la continuité
  {
    id: 'h14-fr-w4-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BRAZZA MOBILITÉ SA
Procès-verbal de la réunion du conseil d'administration du 12 mars 2025

Présents : M. Ngakosso (Président), Mme Itoua, M. Bemba-Loubaki, M. Caron (représentant Sangha Invest). Assiste : M. Okemba, directeur administratif et financier.

3. Situation de trésorerie
Le DAF présente la situation au 28 février 2025 : trésorerie disponible de 95 M FCFA. Sur le dernier trimestre, la consommation nette de trésorerie s'est élevée à 114 M FCFA, pour un chiffre d'affaires trimestriel de 60 M FCFA. Le DAF précise qu'aucun décaissement exceptionnel n'explique ce niveau.

4. Continuité d'exploitation
Après en avoir débattu, le conseil constate qu'en l'absence de conclusion du tour de financement en cours de négociation avec Sangha Invest, il existe un doute important sur la capacité de la société à poursuivre son exploitation au-delà du deuxième trimestre 2025. Le conseil mandate le Président pour explorer, en parallèle, un prêt relais auprès des actionnaires.`,
    present: ['short-runway', 'going-concern', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'prose'],
  },
  // runway = 360 / 34 = 10,6 mois ≥ 9 ; consommation nette 34 M DZD < CA mensuel 46 M DZD (comparaison telle qu'énoncée)
  {
    id: 'h14-fr-w4-18',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapo 12 — Finances (au 31 janvier 2025)

Trésorerie : 360 M DZD (seed encaissée en décembre)
Chiffre d'affaires mensuel : 46 M DZD (janvier)
Consommation nette : 34 M DZD / mois
→ ~10 mois et demi de visibilité sans nouvelle levée

Diapo 13 — Prochaine étape
Série A visée au T4 2025, une fois les 1 500 grossistes d'Alger, Oran et Sétif raccordés à la plateforme.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  // payback réel = CAC 12 000 / marge 1 000 FCFA par mois = 12 mois, et non 3 mois comme annoncé
  // (marge = 4 % × 25 000 = 1 000 FCFA/mois) ; churn 2 %/mois < 5 % ; charges 298 < CA 312
  {
    id: 'h14-fr-w4-19',
    documentType: 'business_plan',
    language: 'fr',
    text: `MARCHÉ EN LIGNE « SANGA » — Business plan 2025 (Yaoundé / Douala)

3.4 Économie unitaire
Notre coût d'acquisition par client (CAC) ressort à 12 000 FCFA, essentiellement des primes versées aux ambassadeurs de quartier. Un client actif passe en moyenne 4 commandes par mois, pour un panier moyen de 6 250 FCFA, soit 25 000 FCFA de chiffre d'affaires mensuel. Après coût des produits, livraison et frais de paiement mobile, la marge contributive représente 4 % du panier, soit environ 1 000 FCFA par client et par mois.
Le CAC est ainsi amorti en trois mois, ce qui nous permet d'accélérer l'acquisition sans risque.
Le churn mensuel observé sur nos cohortes 2024 est de 2 %.

3.5 Réalisé 2024
Chiffre d'affaires : 312 M FCFA ; charges d'exploitation : 298 M FCFA.`,
    present: ['unit-economics'],
    absent: ['high-churn', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'prose'],
  },
  // table non rapprochée : 10 000 actions aux statuts contre 11 250 dans la table, registre non tenu depuis 2021
  {
    id: 'h14-fr-w4-20',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DUE DILIGENCE JURIDIQUE — BAYTI CONNECT SAS (Marrakech)
Réponses de la société — Section 7 « Capital et titres »

Q7.1 Merci de fournir la table de capitalisation à jour, rapprochée du registre des mouvements de titres.
R : Nous joignons la table tenue par la direction financière (annexe 7.1). Nous ne sommes pas en mesure à ce stade de la rapprocher du registre : celui-ci n'a plus été mis à jour depuis l'augmentation de capital de 2021, et les statuts mentionnent 10 000 actions quand notre table en recense 11 250. L'écart de 1 250 actions correspondrait à la conversion des BSA AIR souscrits en 2022, mais nous n'avons pas retrouvé le procès-verbal d'AGE qui l'aurait constatée.

Q7.2 Des promesses d'attribution de titres ont-elles été faites à des salariés ou à des tiers ?
R : Des engagements ont été pris par courriel auprès de deux salariés de l'équipe technique en 2023 ; ils n'ont pas encore été formalisés.

Q7.3 Des titres sont-ils nantis ?
R : Non.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['indirect', 'figures', 'prose'],
  },
  // CA T1 2025 685 000 USD > T4 2024 640 000 USD ; charges 610 000 < 685 000 ; le cofondateur change de ville, pas d'entreprise
  {
    id: 'h14-fr-w4-21',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Ruth Kalonji
À : Associés et membres du comité consultatif
Objet : Update avril — et une mise au point sur Patrick

Bonjour à tous,

Les chiffres du trimestre : 685 000 USD de chiffre d'affaires au T1 2025 (T4 2024 : 640 000 USD), pour 610 000 USD de charges totales. La saison des pluies a ralenti les livraisons à Kinshasa en février, mais mars a été notre meilleur mois.

Plusieurs d'entre vous m'ont demandé si Patrick quittait l'entreprise. La réponse est non. Il s'installe à Lubumbashi pour ouvrir notre bureau du Katanga et conserve son poste de directeur général adjoint, à plein temps. Son contrat, son rôle au conseil et ses actions restent inchangés. Je préfère le dire clairement plutôt que de laisser courir la rumeur.

Prochain point en juillet.
Ruth`,
    present: [],
    absent: ['founder-departure', 'declining-revenue'],
    traits: ['negation', 'prose', 'figures'],
  },
  // marge brute : 2 099 200 / 5 120 000 = 41,0 % → 2 230 600 / 5 870 000 = 38,0 % : −3 points < 5 ; CA en hausse
  {
    id: 'h14-fr-w4-22',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOCIÉTÉ NOUR PACKAGING SA (Monastir) — Notes aux états financiers 2024
(états financiers audités ; opinion sans réserve du commissaire aux comptes)

Note 5 — Analyse de la marge

                         2023             2024
Revenus             5 120 000 TND    5 870 000 TND
Coût des ventes     3 020 800 TND    3 639 400 TND
Marge brute         2 099 200 TND    2 230 600 TND
Taux de marge          41,0 %           38,0 %

Le recul de trois points du taux de marge s'explique par la hausse du prix du carton importé au premier semestre ; les hausses tarifaires appliquées à compter de septembre 2024 devraient en compenser l'essentiel en 2025.

Note 6 — Résultat net : bénéfice de 412 000 TND (2023 : 388 000 TND).`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
  },
  // premier client : 1,34 / 4,8 MDH d'ARR = 27,9 % < 30 % ; frais de mise en service exclus de l'ARR ; rétention 91 % ≥ 55 %
  {
    id: 'h14-fr-w4-23',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 9 — Revenus 2024

ARR au 31 décembre (abonnements uniquement) : 4,8 MDH
Frais de mise en service 2024 : 0,6 MDH — comptabilisés à part, exclus de l'ARR
Premier client (chaîne de supermarchés, 74 magasins) : 1,34 MDH d'ARR
Rétention logos sur 12 mois : 91 %
Rétention nette en revenus : 112 %

Slide 10 — Risques que nous surveillons
Notre premier client pèse un peu plus d'un quart de l'ARR ; l'objectif est de le ramener sous 20 % d'ici fin 2025 grâce aux contrats signés avec deux enseignes de Tanger et d'Agadir.`,
    present: [],
    absent: ['customer-concentration', 'non-recurring-revenue', 'high-churn'],
    traits: ['figures', 'list', 'negation'],
  },
  // procédure en cours (renvoi au 15 mai 2025) ; le contrôle fiscal, lui, est clos sans redressement
  {
    id: 'h14-fr-w4-24',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE DE SYNTHÈSE — AUDIT JURIDIQUE D'ACQUISITION — NJANGITECH SA (Douala)
Établie à l'attention de Savane Capital Partners

3. Contentieux

3.1 Par exploit d'huissier du 22 novembre 2024, la société Distrifroid SARL, ancien distributeur exclusif de la cible pour la région du Littoral, a assigné NjangiTech SA devant le Tribunal de Première Instance de Douala-Bonanjo en paiement de 240 M FCFA à titre de dommages-intérêts pour rupture abusive du contrat de distribution. À la dernière audience, la cause a été renvoyée au 15 mai 2025 pour les conclusions de la défenderesse. Aucune provision n'a été constituée dans les comptes 2024. Nous qualifions le risque de moyen.

3.2 Le contrôle fiscal portant sur les exercices 2021 et 2022 s'est clôturé en septembre 2023 sans redressement. La société est à jour de ses obligations déclaratives et de paiement.

Recommandation : prévoir une garantie spécifique du cédant couvrant l'issue de la procédure visée au 3.1.`,
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose', 'time'],
  },
  // aucun chiffre d'affaires ni coût de la société : seulement taille de marché, volumes et montant levé
  {
    id: 'h14-fr-w4-25',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `LALANA — le dernier kilomètre, enfin fiable à Madagascar

Diapo 2 — Le problème
Sept colis sur dix livrés hors de Tana arrivent en retard ; un sur vingt n'arrive jamais.

Diapo 3 — Notre solution
Un réseau de 60 points relais dans les épiceries de quartier, des livreurs à moto suivis en temps réel, paiement à la livraison par MVola ou Orange Money.

Diapo 4 — Marché
1 200 milliards d'Ariary de flux e-commerce et de colis inter-villes estimés en 2024, +18 % par an.

Diapo 5 — Traction
3 e-commerçants partenaires en pilote, 2 400 livraisons en février, note de satisfaction 4,7/5.

Diapo 6 — Concurrence
La poste et les coursiers informels ; deux start-up à Tana sur le seul segment urbain. Notre avance : Tamatave et Majunga desservies en J+1.

Diapo 7 — Équipe
Hery (ex-DHL), Fanja (ex-Telma), Lova (développeur, 8 ans d'expérience).

Diapo 8 — La levée
Nous levons 800 000 € pour ouvrir Fianarantsoa et Tuléar.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['indirect', 'list'],
  },
  // CA 2024 312 M DZD, « près d'un cinquième de moins qu'en 2023 » (≈ 390 M DZD) → baisse ;
  // comptes 2024 non audités ; deux mensualités impayées sur l'échéancier fiscal = arriérés ; incertitude réglementaire énoncée
  {
    id: 'h14-fr-w4-26',
    documentType: 'business_plan',
    language: 'fr',
    text: `SAHEL PAY SPA (Alger) — Plan d'affaires actualisé 2025-2027
Version transmise aux investisseurs, mars 2025

1. Point de départ
Le chiffre d'affaires 2024 s'établit à 312 M DZD, soit près d'un cinquième de moins qu'en 2023 : la fin du contrat avec l'opérateur de téléphonie et le ralentissement des paiements de factures en ligne au second semestre expliquent l'essentiel de l'écart. Les chiffres 2024 présentés ici sont issus de la comptabilité de gestion ; ils n'ont pas encore été audités, le rapport du commissaire aux comptes n'étant pas attendu avant fin juin.

2. Passif fiscal
Les arriérés d'IBS et de TVA nés en 2023 (18 M DZD) font l'objet d'un échéancier accordé par la direction des impôts ; à ce jour, les mensualités de janvier et février 2025 n'ont pas été versées, et une demande de report est en cours de discussion.

3. Cadre réglementaire
Le texte d'application relatif aux prestataires de services de paiement n'a toujours pas été publié. Tant qu'il ne l'est pas, nous ignorons si notre modèle actuel, adossé à une banque partenaire, restera autorisé en l'état ou s'il faudra constituer un établissement distinct, avec un capital minimum encore inconnu.`,
    present: ['declining-revenue', 'audit-opinion', 'debt-distress', 'regulatory'],
    absent: [],
    traits: ['indirect', 'modality', 'prose', 'time'],
  },
];
