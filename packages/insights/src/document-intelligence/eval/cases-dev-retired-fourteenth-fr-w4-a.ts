/** Part a of cases-dev-retired-fourteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthFrW4A: readonly RedFlagCase[] = [
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
];
