/** Writer 5's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW5P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slides), fintech encaissement marchands, Sénégal.
  // high-churn PRESENT: 420 marchands au 1er janvier 2025, 230 ont cessé de payer => 230/420 = 54,8 % par an (>= 45 %).
  // unrealistic-growth PRESENT: CA 2025 (clôture estimée) 180 M FCFA, objectif 2026 900 M FCFA => 5x en un an (>= 4x).
  // burn-above-revenue ABSENT: charges 2025 165 M FCFA < CA 180 M FCFA.
  // no-competition ABSENT: concurrents nommés (Wave Business, PayDunya).
  // customer-concentration ABSENT: 500 petits commerçants, aucun client ne dépasse 1 %.
  {
    id: 'h22-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['split', 'figures', 'indirect', 'list'],
    present: ['high-churn', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'no-competition', 'customer-concentration'],
    text: `JÀPPALE PAY — Présentation investisseurs, novembre 2025

Diapositive 1 — Qui sommes-nous
Jàppale Pay équipe les boutiques de quartier de Dakar, Thiès et Mbour d'une caisse sur smartphone : encaissement Wave / Orange Money, suivi du stock, crédit client. Abonnement : 30 000 FCFA par mois.

Diapositive 2 — Le problème
Plus de 60 % des boutiquiers tiennent encore leur cahier à la main et ne savent pas combien ils gagnent.

Diapositive 3 — Traction 2025
• Au 1er janvier 2025, 420 commerçants payaient l'abonnement.
• Sur ces 420, 230 ont arrêté de payer au cours de l'année (fermeture, retour au cahier, passage à un concurrent).
• 310 nouveaux commerçants recrutés grâce à nos 12 ambassadeurs de quartier.
• Base active au 1er novembre : 500 commerçants.

Diapositive 4 — Concurrence
Wave Business et PayDunya proposent l'encaissement ; aucun ne propose la gestion de stock en wolof. Notre différence : l'accompagnement terrain.

Diapositive 5 — Chiffres clés (en millions de FCFA)
Chiffre d'affaires 2025 (clôture estimée) ........ 180
Charges totales 2025 (estimées) .................. 165
Résultat d'exploitation .......................... +15

Diapositive 6 — Où nous allons
Chiffre d'affaires visé pour 2026 :
900 millions de FCFA,
porté par l'ouverture de Saint-Louis et Kaolack et par un module de crédit fournisseur.

Diapositive 7 — La levée
Nous levons 400 M FCFA (seed) pour recruter 40 ambassadeurs et lancer le module crédit.

Diapositive 8 — Équipe
Fatou Sarr (CEO, ex-Orange Finances Mobiles) et Ibrahima Diop (CTO, ex-Wave), fondateurs à temps plein.`,
  },

  // 02 — états financiers avec tableau, agro-transformation, Guinée.
  // audit-opinion PRESENT: « n'ont pas fait l'objet d'un audit » (comptes non audités).
  // declining-revenue PRESENT: CA 2024 11 240 < CA 2023 12 980 (millions GNF), seulement dans le tableau.
  // gross-margin PRESENT: 3 260/11 240 = 29,0 % contre 4 930/12 980 = 38,0 % => -9 points (>= 5).
  // burn-above-revenue ABSENT: charges totales 2024 = 7 980 + 2 610 + 310 + 95 = 10 995 < 11 240 ; résultat net +245.
  // customer-concentration ABSENT: premier client 22 % du CA.
  // debt-distress ABSENT: échéances honorées (négation).
  // going-concern ABSENT: la gérance déclare n'avoir identifié aucune incertitude.
  {
    id: 'h22-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'indirect'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'customer-concentration', 'debt-distress', 'going-concern'],
    text: `FRIA AGRO-TRANSFORMATION SARL — Conakry, République de Guinée
États financiers de l'exercice clos le 31 décembre 2024

Compte de résultat (en millions de francs guinéens)

| Poste                          |    2024 |    2023 |
|--------------------------------|--------:|--------:|
| Chiffre d'affaires             |  11 240 |  12 980 |
| Coût des ventes                | (7 980) | (8 050) |
| Marge brute                    |   3 260 |   4 930 |
| Charges d'exploitation         | (2 610) | (2 890) |
| Résultat d'exploitation        |     650 |   2 040 |
| Charges financières            |   (310) |   (280) |
| Impôt sur les sociétés         |    (95) |   (440) |
| Résultat net                   |     245 |   1 320 |

Notes annexes (extraits)

Note 1 — Base de préparation. Les présents états financiers ont été établis par la gérance selon le référentiel SYSCOHADA révisé. Ils n'ont pas fait l'objet d'un audit et sont communiqués aux associés à titre d'information.

Note 2 — Activité. La société transforme la mangue et l'ananas de Basse-Guinée en jus et purées vendus aux supermarchés, hôtels et distributeurs de Conakry. Le prix d'achat des fruits frais a fortement augmenté en 2024 sans pouvoir être répercuté sur les prix de vente.

Note 3 — Clients. Le premier client (une chaîne de supermarchés de Kaloum) représente 22 % du chiffre d'affaires ; les cinq premiers, 51 %.

Note 4 — Emprunt. L'emprunt contracté auprès d'une banque commerciale de Conakry (encours 1 850 M GNF au 31 décembre 2024) est remboursé mensuellement ; toutes les échéances de l'exercice ont été honorées à bonne date.

Note 5 — Continuité d'exploitation. La gérance n'a identifié aucun événement ni aucune incertitude de nature à remettre en cause la continuité de l'exploitation.`,
  },

  // 03 — procès-verbal de conseil d'administration, logistique dernier kilomètre, Sénégal.
  // going-concern PRESENT: le conseil constate « un doute important » sur la capacité à poursuivre l'exploitation.
  // short-runway PRESENT: 96 M FCFA / 5,5 M FCFA par semaine = ~17 semaines ≈ 4 mois (< 9).
  // debt-distress PRESENT: échéances de juillet et août du prêt impayées + arriérés de TVA auprès de la DGID.
  // burn-above-revenue PRESENT: charges mensuelles 39 M FCFA > CA mensuel 15 M FCFA (consommation nette 24 M/mois).
  // litigation ABSENT: aucune procédure engagée ; une action est seulement envisagée par personne.
  {
    id: 'h22-fr-w5-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'time', 'figures', 'indirect'],
    present: ['going-concern', 'short-runway', 'debt-distress', 'burn-above-revenue'],
    absent: ['litigation'],
    text: `TERANGA FRET SA — Société anonyme au capital de 150 000 000 FCFA — Dakar
Procès-verbal de la réunion du conseil d'administration du 14 octobre 2025

Présents : M. Cheikh Ba (président), Mme Aïssatou Gueye (administratrice générale), M. Lamine Fall, Mme Sophie Mendy (représentant le fonds Atlantique Croissance). Le quorum est atteint.

1. Situation de trésorerie
Le directeur administratif et financier présente la situation au 30 septembre 2025. La trésorerie disponible s'élève à 96 M FCFA. Sur le troisième trimestre, le chiffre d'affaires mensuel moyen a été de 15 M FCFA pour des charges mensuelles de 39 M FCFA. Au rythme actuel, la société consomme environ 5,5 M FCFA par semaine.

2. Engagements bancaires et fiscaux
Le DAF informe le conseil que les échéances de juillet et d'août 2025 du prêt d'équipement (11 M FCFA chacune) n'ont pas été réglées. Par ailleurs, la TVA des mois de juin à août, soit 19 M FCFA, n'a pas été reversée à la DGID. Aucune procédure n'a été engagée à ce jour par la banque ou l'administration fiscale.

3. Continuité d'exploitation
Après en avoir délibéré, le conseil constate qu'en l'absence d'un nouveau financement avant la fin de l'année, il existe un doute important sur la capacité de la société à poursuivre son exploitation au-delà du premier trimestre 2026. Le président est chargé d'en informer le commissaire aux comptes.

4. Décisions
Le conseil mandate l'administratrice générale pour :
- négocier avec la banque un rééchelonnement des échéances impayées ;
- solliciter auprès de la DGID un plan d'apurement de la TVA ;
- approcher trois investisseurs pour un prêt convertible de 250 M FCFA.

Plus rien n'étant à l'ordre du jour, la séance est levée à 19 h 10.`,
  },

  // 04 — note de due diligence, énergie solaire pour sites industriels, Guinée.
  // customer-concentration PRESENT: deux clients nommés ensemble : (2 100 + 1 400) / 8 400 = 41,7 % (>= 30 %) ; chacun seul < 30 %.
  // pending-licence PRESENT: demande d'autorisation de production déposée le 12 mars 2025, pas encore délivrée.
  // regulatory ABSENT: aucune sanction, aucune incertitude réglementaire énoncée ; seulement une demande en instruction.
  // audit-opinion ABSENT: comptes 2024 audités, opinion sans réserve.
  // litigation ABSENT: différend réglé par transaction en 2024, aucun contentieux en cours.
  // burn-above-revenue ABSENT: charges 7 100 < CA 8 400.
  // declining-revenue ABSENT: 6 900 (2023) -> 8 400 (2024).
  {
    id: 'h22-fr-w5-04',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'time'],
    present: ['customer-concentration', 'pending-licence'],
    absent: ['regulatory', 'audit-opinion', 'litigation', 'burn-above-revenue', 'declining-revenue'],
    text: `NOTE DE DUE DILIGENCE — KALOUM SOLAIRE SAS (Conakry)
Préparée pour le comité d'investissement, 2 octobre 2025

Objet : participation de 1,5 M USD au capital de Kaloum Solaire, qui installe et exploite des centrales solaires hybrides pour des sites industriels et hôteliers en Guinée.

1. Performance financière
Comptes 2024 audités par un cabinet de Conakry, opinion sans réserve. Chiffre d'affaires 2024 : 8 400 M GNF (2023 : 6 900 M GNF). Charges totales 2024 : 7 100 M GNF.

2. Portefeuille clients 2024 (montants facturés, en millions de GNF)

Client                              Facturé 2024
Bauxite Boké Services (BBS)                2 100
Ciments du Fouta                           1 400
Hôtel Riviera Conakry                        610
Clinique Ambroise Paré                       380
Autres (41 clients)                        3 910
Total                                      8 400

Les contrats BBS et Ciments du Fouta sont des contrats d'achat d'électricité de 7 ans, signés en 2022 et 2023.

3. Projet de Kamsar
La société a déposé le 12 mars 2025 auprès du ministère de l'Énergie une demande d'autorisation de production indépendante pour une centrale de 3 MWc à Kamsar. À la date de la présente note, l'autorisation n'a pas été délivrée. Le business plan prévoit une mise en service au second semestre 2026.

4. Points juridiques
Aucun contentieux n'est en cours. Le différend de 2023 avec un installateur sous-traitant a été définitivement réglé par une transaction signée en juin 2024.

5. Recommandation
Avis favorable, sous réserve d'un échéancier de décaissement en deux tranches.`,
  },

  // 05 — pacte d'associés (extrait, table de capitalisation), edtech, Sénégal.
  // investor-control PRESENT: Sahel Ventures Fund II (6 + 28 = 34 %) + Sahel Ventures Co-Invest I (18 %), tous deux gérés
  //   par Sahel Ventures Partners et agissant de concert => 52 % (>= 50 %), visible seulement en additionnant classes et entités.
  // low-founder-ownership ABSENT: fondateurs 22 + 22 = 44 % (>= 40 %).
  // dead-equity ABSENT: BSPCE des salariés partis annulés ; aucun ancien associé ne détient de titres.
  // cap-table-complexity ABSENT: table rapprochée avec le registre.
  {
    id: 'h22-fr-w5-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'indirect', 'figures', 'negation'],
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'dead-equity', 'cap-table-complexity'],
    text: `PACTE D'ASSOCIÉS — XAM XAM ACADEMY SAS (Dakar, Sénégal)
Extrait — Article 2 et Annexe 1

Article 2.1 — Définitions
« Fonds Sahel » désigne ensemble Sahel Ventures Fund II et Sahel Ventures Co-Invest I, deux véhicules d'investissement gérés par la même société de gestion, Sahel Ventures Partners, qui exercent leurs droits de vote de concert au titre du présent pacte.

Article 2.2 — Répartition du capital
À l'issue de l'augmentation de capital de série A, le capital social est réparti conformément à l'Annexe 1. La table de capitalisation a été rapprochée avec le registre des mouvements de titres au 30 juin 2025 ; aucun écart n'a été relevé.

Article 2.3 — Anciens salariés
Les BSPCE attribués aux salariés ayant quitté la Société avant la série A ont été annulés. Aucun ancien salarié ni ancien associé ne détient de titres.

ANNEXE 1 — Table de capitalisation post-série A (en % du capital entièrement dilué)

| Associé                          | Ordinaires | Préférence A | Total |
|----------------------------------|-----------:|-------------:|------:|
| Awa Ndiaye (fondatrice, CEO)     |     22,0 % |            — | 22,0 % |
| Moussa Faye (fondateur, CTO)     |     22,0 % |            — | 22,0 % |
| Pool BSPCE                       |      4,0 % |            — |  4,0 % |
| Sahel Ventures Fund II           |      6,0 % |       28,0 % | 34,0 % |
| Sahel Ventures Co-Invest I       |          — |       18,0 % | 18,0 % |
| Total                            |     54,0 % |       46,0 % | 100,0 % |

Article 5 — Gouvernance
Le comité stratégique compte cinq membres : deux désignés par les fondateurs, deux par les Fonds Sahel et un membre indépendant choisi d'un commun accord. Les décisions importantes listées à l'Annexe 3 requièrent l'accord des Fonds Sahel.

Article 9 — Transfert de titres
Tout transfert est soumis à un droit de préemption au profit des autres associés, au prorata de leur participation.`,
  },

  // 06 — update mensuel investisseurs, SaaS pour pharmacies, Guinée.
  // non-recurring-revenue PRESENT: la vente unique de 40 terminaux au ministère (60 M GNF) est comptée dans le « MRR » de
  //   250 M GNF et donc dans l'« ARR » de 3,0 Md GNF (250 x 12).
  // customer-concentration ABSENT: le ministère = 60/250 = 24 % du mois (< 30 %) ; pharmacies dispersées.
  // burn-above-revenue ABSENT: dépenses 175 M GNF < revenus 250 M GNF (et < 190 M de revenus réellement récurrents).
  // high-churn ABSENT: 2 pharmacies sur 312 = 0,6 % par mois.
  // short-runway ABSENT: société bénéficiaire, trésorerie 1,9 Md GNF.
  {
    id: 'h22-fr-w5-06',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'burn-above-revenue', 'high-churn', 'short-runway'],
    text: `Objet : PharmaLink GN — point mensuel investisseurs, septembre 2025

Bonjour à toutes et à tous,

Voici les chiffres de septembre. Très bon mois, porté par la signature avec le ministère de la Santé.

Revenus récurrents mensuels (MRR) — septembre 2025, en millions de GNF
  Abonnements logiciel (312 pharmacies)                        168
  Contrats de maintenance                                       22
  Livraison de 40 terminaux au ministère de la Santé
    (commande unique, facturée et encaissée en septembre)       60
  ---------------------------------------------------------------
  MRR total                                                    250

Sur cette base, notre ARR atteint 3,0 milliards de GNF, contre 2,2 milliards en juin.

Autres indicateurs
• Dépenses du mois : 175 M GNF (salaires, hébergement, équipe terrain).
• Trésorerie au 30 septembre : 1,9 Md GNF.
• Résiliations : 2 pharmacies sur 312 ce mois-ci, toutes deux pour fermeture définitive de l'officine.
• Nouvelles pharmacies : 19, dont 7 à Kankan et 5 à Labé.

Produit
La version 3.2 intègre désormais la traçabilité des lots exigée par la Direction nationale de la pharmacie et du médicament. Le module de commande groupée auprès des grossistes est en test chez 25 pharmacies.

Ce que nous attendons de vous
Des introductions auprès de grossistes-répartiteurs à Dakar et Abidjan, où nous voulons tester le produit en 2026.

Merci pour votre soutien,
Mamadou Camara, CEO`,
  },

  // 07 — pitch deck, abonnement filtres à eau pour ménages, Sénégal.
  // unit-economics PRESENT: LTV annoncée 75 600 FCFA et LTV/CAC 4,2x ; avec ARPU 3 000 FCFA, marge brute 40 %,
  //   churn 4 %/mois : LTV = 3 000 x 0,40 / 0,04 = 30 000 FCFA ; 30 000 / 18 000 = 1,7x (pas 4,2x).
  //   Retour sur CAC « en 5 mois » : 18 000 / (3 000 x 0,40 = 1 200) = 15 mois.
  // high-churn ABSENT: 4 %/mois (< 5 %) ; rétention annuelle 0,96^12 = 61 % (> 55 %).
  // unrealistic-growth ABSENT: 480 M -> 1,2 Md FCFA = 2,5x.
  // burn-above-revenue ABSENT: charges mensuelles 38 M < CA mensuel 42 M FCFA.
  {
    id: 'h22-fr-w5-07',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['split', 'figures', 'indirect', 'list'],
    present: ['unit-economics'],
    absent: ['high-churn', 'unrealistic-growth', 'burn-above-revenue'],
    text: `NDOX SELL — L'eau potable par abonnement
Deck série seed — septembre 2025

1. Le problème
À Pikine et Guédiawaye, une famille dépense jusqu'à 15 000 FCFA par mois en eau en sachet.

2. Notre solution
Un filtre céramique installé à domicile, cartouche remplacée chaque mois par nos techniciennes. Abonnement : 3 000 FCFA par mois.

3. Traction
• 14 000 foyers abonnés
• Chiffre d'affaires mensuel : 42 M FCFA
• Charges mensuelles totales : 38 M FCFA
• Taux de marge brute : 40 % (cartouche, transport, technicienne)
• Désabonnement : 4 % des foyers par mois

4. Acquisition
Coût d'acquisition d'un foyer (CAC) : 18 000 FCFA (démonstrations en marché, commission des relais de quartier).

5. Économie unitaire
• Valeur vie client (LTV) : 75 600 FCFA
• LTV / CAC : 4,2x
• Le coût d'acquisition est récupéré en 5 mois.

6. Trajectoire
Chiffre d'affaires 2025 : 480 M FCFA
Objectif 2026 : 1,2 Md FCFA, avec l'ouverture de Thiès et Touba.

7. Concurrence
Les vendeurs d'eau en sachet, les bonbonnes de 19 litres et deux marques de filtres importés vendus en grande surface.

8. La levée
600 M FCFA pour 30 techniciennes supplémentaires et un entrepôt à Thiès.`,
  },

  // 08 — message WhatsApp du fondateur, e-commerce alimentaire, Guinée.
  // declining-revenue PRESENT: ventes de mai 640 M GNF < avril 810 M GNF.
  // gross-margin PRESENT: produits achetés 690 M GNF pour 640 M GNF de ventes => marge brute négative (-50 M).
  // burn-above-revenue PRESENT: dépenses du mois 1,1 Md GNF > ventes 640 M GNF (net 460 M).
  // short-runway PRESENT: 2,4 Md - 1,2 Md engagés = 1,2 Md ; 1 200 / 460 = 2,6 mois (< 9).
  // debt-distress ABSENT: « on n'a aucun retard » sur le prêt et la CNSS (négation).
  // going-concern ABSENT: aucun doute exprimé par un dirigeant ou auditeur sur la continuité.
  {
    id: 'h22-fr-w5-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'figures', 'time', 'negation', 'indirect'],
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['debt-distress', 'going-concern'],
    text: `[03/06/2025 08:47] Alpha (Marché Express) : Salut à tous 👋 point rapide avant le call de jeudi.

[03/06/2025 08:48] Alpha (Marché Express) : Mai a été compliqué. On a fait 640 M GNF de ventes, avril c'était 810 M. La fin du Ramadan a joué mais pas seulement : deux supérettes de Ratoma livrent maintenant gratuitement.

[03/06/2025 08:50] Alpha (Marché Express) : Sur le frais (légumes, poisson, poulet) on a acheté pour 690 M GNF de marchandises vendues sur le mois. Pour garder les clients on a tenu les prix alors que tout a monté au marché de Madina. Bref on a vendu en dessous du prix d'achat 😬

[03/06/2025 08:52] Alpha (Marché Express) : Au total on a dépensé 1,1 Md GNF en mai (marchandises, livreurs, loyer entrepôt, marketing).

[03/06/2025 08:53] Alpha (Marché Express) : Côté banque : 2,4 Md GNF ce matin. MAIS le 15 juin on verse 1,2 Md au fournisseur des chambres froides, c'est signé, on ne peut pas reculer. Après ça, au rythme de mai (environ 460 M de sortie nette par mois), faites le calcul.

[03/06/2025 08:55] Alpha (Marché Express) : Pour être clair : on n'a aucun retard sur le prêt de l'équipement ni sur la CNSS, tout est payé à date.

[03/06/2025 08:57] Alpha (Marché Express) : Plan : on remonte les prix du frais de 8 % dès lundi, on coupe le marketing Facebook et je veux qu'on parle d'un bridge jeudi. Merci de confirmer votre présence 🙏`,
  },
];
