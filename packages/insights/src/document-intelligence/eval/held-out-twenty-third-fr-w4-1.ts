/** Writer 4's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW4P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, fintech de paiement marchand, Dakar (Sénégal).
  // no-competition PRESENT (direct, slide 4): « nous n'avons pas de concurrent au Sénégal ».
  // pending-licence PRESENT (indirect): agrément EME demandé à la BCEAO le 14/10/2024, « en cours d'instruction ».
  // unrealistic-growth PRESENT (figures, table): CA 2024 réel 182 M FCFA -> 2025 projeté 790 M FCFA ;
  //   790 / 182 = 4,34× en un an (>= 4×). Ensuite 1 900 / 790 = 2,4× ; 3 600 / 1 900 = 1,9×.
  //   Contrôle de cohérence : 11,4 Md × 1,6 % = 182,4 M FCFA ; 790 M / 1,6 % = 49 Md.
  // customer-concentration ABSENT: premier marchand 2,1 % du CA. high-churn ABSENT: attrition 2,7 %/mois (< 5 %).
  {
    id: 'h23-fr-w4-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'indirect'],
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['customer-concentration', 'high-churn'],
    text: `KALPÉ — Le paiement marchand des marchés de Dakar
Deck investisseurs · Tour d'amorçage · janvier 2025

— Slide 1 · Le problème
• 78 % des commerçants de Sandaga, Colobane et des HLM encaissent encore en espèces
• Les grossistes sont payés en liquide : 2 à 3 allers-retours par semaine, avec le risque de vol que cela implique
• Pas d'historique de transactions = pas de crédit bancaire ni IMF

— Slide 2 · La solution
QR code + terminal Android « Kalpé Jaay » : encaissement Wave, Orange Money et carte ; paiement des fournisseurs en un clic ; relevé mensuel partageable avec la banque ou l'IMF.

— Slide 3 · Traction au 31/12/2024
• 4 350 commerçants actifs (au moins une transaction par semaine)
• Volume traité en 2024 : 11,4 Md FCFA
• Chiffre d'affaires 2024 : 182 M FCFA (commission moyenne de 1,6 %)
• Premier marchand : 2,1 % du CA ; aucun ne dépasse 3 %
• Attrition mensuelle des commerçants : 2,7 %

— Slide 4 · Concurrence
Personne ne fait ce que nous faisons. Les wallets grand public s'arrêtent au transfert entre particuliers, les banques ne viennent pas au marché. Sur le paiement fournisseur des commerçants informels, le terrain est vierge : nous n'avons pas de concurrent au Sénégal.

— Slide 5 · Cadre réglementaire
Demande d'agrément en qualité d'établissement de monnaie électronique déposée auprès de la BCEAO le 14 octobre 2024 (accusé de réception n° 2024/EME/0871). Dossier en cours d'instruction.
D'ici la décision, les fonds transitent par le compte de cantonnement de notre banque partenaire.

— Slide 6 · Projections
Année        | CA (M FCFA) | Commerçants actifs | Volume traité (Md FCFA)
2024 (réel)  | 182         | 4 350              | 11,4
2025         | 790         | 15 000             | 49
2026         | 1 900       | 32 000             | 119
2027         | 3 600       | 55 000             | 225

— Slide 7 · Équipe
Mariama Thiam — CEO (6 ans dans le paiement mobile)
Cheikh Tidiane Guèye — CTO (ex-Orange Digital Center)
Astou Faye — Head of Sales, 14 agents terrain

— Slide 8 · La levée
1,2 M€ en actions de préférence
60 % déploiement terrain (Thiès, Touba, Kaolack) · 25 % produit · 15 % conformité et fonds propres réglementaires`,
  },

  // 02 — États financiers SYSCOHADA, transformation de cajou, Korhogo (Côte d'Ivoire).
  // declining-revenue PRESENT (table): ventes 1 236 M FCFA en 2024 contre 1 412 M FCFA en 2023.
  // gross-margin PRESENT (figures only): marge brute 438 / 1 412 = 31,0 % en 2023 ; 272 / 1 236 = 22,0 % en 2024 ;
  //   baisse de 9,0 points (>= 5). Contrôles : 1 412 − 826 − 148 = 438 ; 1 236 − 812 − 152 = 272.
  // audit-opinion PRESENT (direct): « Opinion avec réserve » (stocks non inventoriés par le CAC).
  // going-concern ABSENT (negation: CAC ne relève rien). debt-distress ABSENT (prêt de campagne remboursé à l'échéance).
  // burn-above-revenue ABSENT: résultat net positif (17 M FCFA) ; 44 − 21 = 23 ; 23 − 6 = 17.
  {
    id: 'h23-fr-w4-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['going-concern', 'debt-distress', 'burn-above-revenue'],
    text: `CAJOU NORD SA
Société anonyme au capital de 400 000 000 FCFA — Zone industrielle de Korhogo, Côte d'Ivoire
ÉTATS FINANCIERS DE SYNTHÈSE — EXERCICE CLOS LE 31 DÉCEMBRE 2024 (SYSCOHADA révisé)

Compte de résultat résumé (en millions de FCFA)

Rubrique                                        2024      2023
Ventes d'amandes de cajou (export)             1 236     1 412
Achats de noix brutes consommés                 (812)     (826)
Autres coûts de production (énergie, MOD)       (152)     (148)
Marge brute                                       272       438
Charges de personnel (hors production)           (96)      (91)
Autres charges externes                          (78)      (82)
Dotations aux amortissements                     (54)      (50)
Résultat d'exploitation                            44       215
Frais financiers                                  (21)      (24)
Résultat avant impôt                               23       191
Impôt sur le résultat                              (6)      (48)
Résultat net                                       17       143

Données d'activité
- Amandes exportées : 1 030 t (2023 : 1 180 t), principalement vers le Vietnam et l'Inde
- Prix moyen d'achat de la noix brute : 315 FCFA/kg (2023 : 275 FCFA/kg)
- Effectif permanent : 64 ; saisonniers au pic de campagne : 410

Extrait du rapport du commissaire aux comptes
Cabinet Koffi-Bamba & Associés — Abidjan, le 22 avril 2025

Opinion avec réserve
Nous avons effectué l'audit des états financiers de la société Cajou Nord SA comprenant le bilan au 31 décembre 2024, le compte de résultat, le tableau des flux de trésorerie et les notes annexes. À l'exception de l'incidence éventuelle du point décrit dans la section « Fondement de l'opinion avec réserve », nous certifions que les états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères.

Fondement de l'opinion avec réserve
Nommés après la clôture de l'exercice, nous n'avons pas pu assister à l'inventaire physique des stocks de noix brutes au 31 décembre 2024, comptabilisés pour 318 M FCFA, ni nous assurer de leur existence par d'autres procédures.

Continuité d'exploitation
Nous n'avons pas relevé d'événement ou de circonstance de nature à remettre en cause la continuité d'exploitation.

Note 14 — Emprunts
Le prêt de campagne de 600 M FCFA consenti par la banque a été intégralement remboursé le 30 septembre 2024, conformément à l'échéancier. Aucune échéance n'est restée impayée au cours de l'exercice.`,
  },

  // 03 — Pitch deck, SaaS de gestion scolaire, Dakar (Sénégal). CLEAN but tempting.
  // high-churn ABSENT: attrition annuelle 41 % (< 45 %), soit une rétention annuelle de 59 % (>= 55 %).
  // customer-concentration ABSENT: premier client 24 % (< 30 %), aucun autre au-dessus de 4 % et aucun autre nommé.
  // unrealistic-growth ABSENT: « ×10 en trois ans » : 690 / 312 = 2,21× ; 1 480 / 690 = 2,14× ; 3 150 / 1 480 = 2,13× (< 3×/an).
  // no-competition ABSENT: concurrents nommés. pending-licence ABSENT: récépissé CDP délivré en 2023.
  // declining-revenue ABSENT: 190 -> 312 M FCFA (+64 %). burn-above-revenue ABSENT: résultat d'exploitation +21 M FCFA.
  {
    id: 'h23-fr-w4-03',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'time'],
    present: [],
    absent: ['high-churn', 'customer-concentration', 'unrealistic-growth', 'no-competition', 'pending-licence'],
    text: `JÀNGAL — Le logiciel des écoles privées d'Afrique de l'Ouest
Présentation investisseurs · Série A · février 2025

1. Le problème
Les 2 800 écoles privées du Sénégal gèrent inscriptions, notes et scolarités sur cahiers et Excel. Les impayés de scolarité atteignent 18 % en moyenne.

2. Notre réponse
• Dossier élève, bulletins, emplois du temps
• Paiement des scolarités par Wave et Orange Money, relances automatiques par SMS
• Application parents (français, wolof)

3. Chiffres clés
• 112 établissements clients, 61 000 élèves gérés
• Chiffre d'affaires 2024 : 312 M FCFA (2023 : 190 M FCFA, +64 %)
• Résultat d'exploitation 2024 : +21 M FCFA (2023 : +9 M FCFA)
• Attrition annuelle des établissements : 41 % (contrats annuels, souvent petites écoles qui ferment)
• Premier client : Groupe scolaire Les Pédagogues (9 établissements), 24 % du CA ; aucun autre client au-dessus de 4 %

4. Conformité
Récépissé de déclaration des traitements délivré par la Commission des données personnelles (CDP) en juin 2023. Hébergement des données au Sénégal.

5. Concurrence
Nous ne sommes pas seuls : Edusoft, SchoolManager SN, quelques intégrateurs locaux — et surtout le duo Excel + WhatsApp, notre vrai concurrent.

6. Trajectoire
CA 2025 : 690 M FCFA · 2026 : 1 480 M FCFA · 2027 : 3 150 M FCFA
Soit ×10 en trois ans, porté par l'ouverture de la Côte d'Ivoire et du Bénin.

7. Équipe
Ibrahima Diallo (CEO, ancien directeur d'école), Rama Sène (CTO), Pape Ndiaye (ventes)

8. Levée
1,5 M€ — 50 % expansion régionale, 30 % produit, 20 % équipe support`,
  },

  // 04 — Pacte d'associés (version consolidée), logistique, Abidjan (Côte d'Ivoire).
  // low-founder-ownership PRESENT (figures, table): fondateurs en fonction 20,0 % + 17,0 % = 37,0 % (< 40 %) ;
  //   Serge Yao (12 %) a quitté ses fonctions et ne compte pas parmi les fondateurs actifs.
  // founder-departure PRESENT (indirect, art. 7.4): le cofondateur a cessé ses fonctions le 30/09/2023.
  // dead-equity PRESENT (indirect): promesse de vente non exercée, caduque ; il conserve ses 1 200 actions.
  // investor-control ABSENT: SLF 46 % (< 50 %), droits de veto seulement. cap-table-complexity ABSENT: table rapprochée du registre.
  {
    id: 'h23-fr-w4-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['investor-control', 'cap-table-complexity'],
    text: `PACTE D'ASSOCIÉS — TCHÊKÊ LOGISTIQUE SAS
Société par actions simplifiée au capital de 10 000 000 FCFA
Siège : Cocody Riviera 3, Abidjan — RCCM CI-ABJ-03-2021-B16-04418
Version consolidée intégrant l'avenant n° 2 du 15 mai 2025

ENTRE LES SOUSSIGNÉS :
Mme Aya Koné, M. Ibrahim Traoré, M. Serge Yao, ci-après ensemble les « Fondateurs » ;
Sahel Logistics Fund I, fonds d'investissement représenté par sa société de gestion, ci-après « SLF » ;
ET la Société.

Article 1 — Répartition du capital

Associé                                     | Qualité                                      | Actions | % du capital
Aya Koné                                    | Cofondatrice, Présidente                     | 2 000   | 20,0
Ibrahim Traoré                              | Cofondateur, Directeur général délégué       | 1 700   | 17,0
Serge Yao                                   | Cofondateur                                  | 1 200   | 12,0
Sahel Logistics Fund I (SLF)                | Investisseur                                 | 4 600   | 46,0
Actions réservées au plan d'intéressement   | —                                            | 500     | 5,0
Total                                       |                                              | 10 000  | 100,0

La répartition ci-dessus a été rapprochée du registre des mouvements de titres tenu au siège et des bulletins de souscription ; elle est conforme.

Article 4 — Décisions importantes
Les décisions listées en Annexe 2 (budget annuel, endettement supérieur à 50 M FCFA, recrutement ou révocation des cadres dirigeants, cession d'actifs significatifs) requièrent l'accord préalable de SLF, qui ne détient toutefois la majorité ni du capital ni des droits de vote.

Article 7 — Cessation des fonctions d'un Fondateur
7.1 En cas de cessation, pour quelque cause que ce soit, des fonctions opérationnelles d'un Fondateur au sein de la Société, celui-ci consent aux autres associés une promesse de vente portant sur la totalité de ses actions, exerçable dans un délai de quatre-vingt-dix (90) jours à compter de ladite cessation.
7.2 Le prix est fixé à la valeur nominale en cas de départ fautif et à la valeur de marché dans les autres cas.
(...)
7.4 Les Parties constatent que M. Serge Yao a cessé ses fonctions de Directeur des opérations le 30 septembre 2023, que la promesse visée à l'article 7.1 n'a pas été exercée dans le délai imparti et qu'elle est aujourd'hui caduque. M. Yao conserve en conséquence la pleine propriété de ses 1 200 actions et l'intégralité des droits de vote et financiers qui y sont attachés, sans exercer de fonction au sein de la Société.

Article 9 — Inaliénabilité
Les Fondateurs exerçant une fonction dans la Société s'interdisent de céder tout ou partie de leurs actions pendant une durée de trente-six (36) mois à compter de la signature de l'avenant n° 2, sauf accord de SLF.

Article 14 — Loi applicable
Le présent pacte est régi par l'Acte uniforme OHADA relatif au droit des sociétés commerciales et du GIE et par le droit ivoirien. Tout différend sera soumis à l'arbitrage de la CACI.`,
  },

  // 05 — Note au conseil, santé numérique, Dakar (Sénégal).
  // burn-above-revenue PRESENT (table): décaissements T1 77,4 M FCFA > CA encaissé 27,6 M FCFA ;
  //   flux net moyen −49,8 / 3 = −16,6 M FCFA/mois, supérieur au CA mensuel moyen de 9,2 M FCFA.
  // short-runway PRESENT (figures only): trésorerie 101 M FCFA / 16,6 M FCFA par mois = 6,1 mois (< 9).
  //   (Le bridge éventuel de 150 M FCFA est hypothétique : 251 / 16,6 = 15 mois seulement s'il est souscrit.)
  // regulatory PRESENT (direct): suspension de la livraison de médicaments par l'ARP, toujours en vigueur.
  // litigation ABSENT (modality): l'Ordre « a évoqué » une action ; aucune procédure engagée.
  // declining-revenue ABSENT: CA T1 2025 27,6 M FCFA > T4 2024 24,9 M FCFA ; mois en hausse (8,6 ; 9,1 ; 9,9).
  {
    id: 'h23-fr-w4-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'modality', 'prose'],
    present: ['burn-above-revenue', 'short-runway', 'regulatory'],
    absent: ['litigation', 'declining-revenue'],
    text: `FAJAR SANTÉ SAS — Note au conseil d'administration
Objet : situation au 31 mars 2025 et besoin de financement
Rédigée par : Dr Mame Diarra Seck, Présidente-directrice générale — Dakar, le 7 avril 2025

1. Activité
Les téléconsultations poursuivent leur progression : 11 800 au premier trimestre contre 9 400 au quatrième trimestre 2024. Le partenariat avec deux mutuelles de santé de Pikine et Guédiawaye est entré en vigueur le 1er mars.

2. Trésorerie du trimestre (en M FCFA)

Mois        | CA encaissé | Décaissements | Flux net
Janvier     | 8,6         | 25,1          | −16,5
Février     | 9,1         | 26,4          | −17,3
Mars        | 9,9         | 25,9          | −16,0
Total T1    | 27,6        | 77,4          | −49,8

Pour mémoire, le CA du T4 2024 s'élevait à 24,9 M FCFA. Trésorerie disponible au 31 mars : 101 M FCFA (comptes CBAO et Wave Business).

3. Livraison de médicaments
Le 18 février, l'Agence sénégalaise de réglementation pharmaceutique (ARP) nous a notifié la suspension de notre service de livraison de médicaments sur ordonnance, dans l'attente de la mise en conformité des conventions avec nos officines partenaires. Ce service reste suspendu à ce jour ; les téléconsultations ne sont pas concernées. Nous avons transmis le 2 avril un dossier complet de mise en conformité.

4. Relations avec l'Ordre des pharmaciens
Le président de la section régionale a évoqué, lors d'une réunion le 25 février, une possible action en justice contre les plateformes de livraison. Aucune procédure n'a été engagée contre Fajar Santé à ce jour.

5. Financement
Nous proposons un bridge de 150 M FCFA en obligations convertibles auprès des actionnaires existants. S'il était souscrit d'ici fin mai, la trésorerie serait portée à environ 251 M FCFA.

6. Équipe
Recrutement d'un directeur administratif et financier en cours ; Ousmane Ba (CTO) pilote la refonte de l'application patient, livraison prévue en juin.`,
  },

  // 06 — États financiers audités, kits solaires en paiement échelonné, Abidjan (Côte d'Ivoire). CLEAN but tempting.
  // gross-margin ABSENT (figures): 770 / 2 140 = 36,0 % en 2023 ; 835 / 2 610 = 32,0 % en 2024 ; baisse de 4,0 points (< 5).
  //   Contrôles : 2 610 − 1 775 = 835 ; 2 140 − 1 370 = 770 ; 835 − 312 − 236 − 98 = 189 ; 189 − 41 − 37 = 111.
  // debt-distress ABSENT (time: problem over): arriérés de TVA 2022 soldés en octobre 2023, aucune dette fiscale échue.
  // litigation ABSENT (time): litige clos par transaction en juin 2023. related-party ABSENT (negation).
  // audit-opinion ABSENT: opinion sans réserve. going-concern ABSENT (negation).
  {
    id: 'h23-fr-w4-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'time'],
    present: [],
    absent: ['gross-margin', 'debt-distress', 'litigation', 'related-party', 'audit-opinion', 'going-concern'],
    text: `LUMINA SOLAIRE CI SA
Distribution de kits solaires domestiques en paiement échelonné (PAYG)
Siège : Yopougon, Abidjan — Capital : 250 000 000 FCFA
États financiers de l'exercice clos le 31 décembre 2024 — extraits

Compte de résultat (en millions de FCFA)

                                              2024       2023
Chiffre d'affaires                           2 610      2 140
Coût des kits vendus                        (1 775)    (1 370)
Marge brute                                    835        770
Charges de personnel                          (312)      (284)
Autres charges externes                       (236)      (219)
Dotations aux amortissements et provisions     (98)       (87)
Résultat d'exploitation                        189        180
Résultat financier                             (41)       (46)
Impôt sur le résultat                          (37)       (34)
Résultat net                                   111        100

Rapport du commissaire aux comptes sur les états financiers annuels (extrait)
Opinion — Nous certifions que les états financiers de synthèse sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Nous n'avons identifié aucune incertitude significative liée à des événements ou circonstances susceptibles de mettre en cause la capacité de la société à poursuivre son exploitation.
Abidjan, le 18 mars 2025 — Cabinet Yao Diomandé Audit, commissaire aux comptes

Notes annexes (extraits)
Note 6 — Créances clients PAYG : encours de 1 148 M FCFA, dont 6,2 % en retard de plus de 90 jours, intégralement provisionnés.
Note 12 — Dettes fiscales : le moratoire accordé par la DGI en 2022 au titre d'arriérés de TVA a été intégralement soldé en octobre 2023. Au 31 décembre 2024, la société ne présente aucune dette fiscale ou sociale échue.
Note 15 — Litiges : le litige commercial qui opposait la société à son ancien distributeur de Bouaké a été clos par un protocole transactionnel signé en juin 2023 et exécuté (4 M FCFA versés). Aucune procédure n'est en cours.
Note 18 — Parties liées : aucune transaction avec les dirigeants, les administrateurs, les actionnaires ou des entités qui leur sont liées n'a été conclue au cours de l'exercice.`,
  },

  // 07 — Term sheet Série A, compteurs d'eau connectés, Dakar (Sénégal).
  // investor-control PRESENT (figures only): post-money = 2,0 + 2,5 = 4,5 M€ ; part de l'Investisseur = 2,5 / 4,5 = 55,6 % (>= 50 %).
  // related-party PRESENT (indirect): contrat de 38 M FCFA/an avec une SARL gérée par l'époux de la cofondatrice.
  // low-founder-ownership ABSENT (figures): fondateurs 95 % × 2,0 / 4,5 = 42,2 % post-money (>= 40 %).
  // litigation ABSENT (negation): aucune procédure en cours ni menace connue.
  {
    id: 'h23-fr-w4-07',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'figures', 'indirect', 'negation'],
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership', 'litigation'],
    text: `TERM SHEET — NDOX TECH SAS — AUGMENTATION DE CAPITAL DE SÉRIE A
Document indicatif et non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité »
Dakar, le 3 juin 2025

1. Société : Ndox Tech SAS, société par actions simplifiée de droit sénégalais, siège aux Almadies, Dakar (RCCM SN-DKR-2020-B-21873).

2. Investisseur : Atlantique Impact Fund II (l'« Investisseur »), seul souscripteur de l'opération.

3. Montant : 2 500 000 € (soit environ 1 640 M FCFA), souscrits en actions de préférence de catégorie A.

4. Valorisation pré-money : 2 000 000 €, sur une base entièrement diluée.

5. Capital avant l'opération (entièrement dilué) : Fondateurs (Mme Fatou Sarr et M. Alioune Badara Mbengue) 95 % ; pool d'options salariés 5 %. Aucun autre titre donnant accès au capital.

6. Gouvernance : conseil d'administration de cinq membres — deux désignés par les Fondateurs, deux par l'Investisseur, un membre indépendant choisi d'un commun accord.

7. Droits attachés aux actions A :
   a) préférence de liquidation 1x non participative ;
   b) anti-dilution selon la moyenne pondérée large ;
   c) droit de préemption et droit de sortie conjointe ;
   d) information trimestrielle et comptes annuels certifiés.

8. Déclarations et garanties (extraits) :
   (g) Parties liées — À l'exception du contrat de maintenance et de fourniture de compteurs conclu le 2 janvier 2023 avec Sen Hydro Services SARL, société dont le gérant, M. Cheikh Diop, est l'époux de Mme Fatou Sarr, cofondatrice et Directrice technique, pour un montant annuel de 38 M FCFA, la Société n'a conclu aucune convention avec un dirigeant, un associé ou un membre de leur famille.
   (h) Litiges — La Société déclare n'être partie à aucune procédure judiciaire, arbitrale ou administrative en cours et n'avoir connaissance d'aucune menace d'une telle procédure.

9. Conditions préalables : audits juridique, fiscal et financier satisfaisants ; approbation du comité d'investissement ; signature d'un pacte d'associés.

10. Exclusivité : 60 jours à compter de la contresignature.`,
  },
];
