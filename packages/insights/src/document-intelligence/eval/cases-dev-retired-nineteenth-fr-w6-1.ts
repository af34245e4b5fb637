import type { RedFlagCase } from './case';
import { redFlagNineteenthFrW6P1Rest } from './cases-dev-retired-nineteenth-fr-w6-1-rest';

export const redFlagNineteenthFrW6P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, livraison de courses à domicile, Mayotte.
  // missing-financials PRESENT (figures): le deck ne donne aucun chiffre d'affaires ni aucun coût ;
  //   seuls figurent des volumes (téléchargements, commandes), une note, la table de capitalisation
  //   et le montant recherché (600 k€, ticket 20 k€), qui sont des financements et non des revenus ou des coûts.
  // no-competition PRESENT (indirect): « n'a personne d'autre que nous vers qui se tourner ».
  // low-founder-ownership PRESENT (figures): fondateurs actifs 19 % + 14 % = 33 % < 40 %.
  // investor-control ABSENT: premier investisseur 26 % < 50 %.
  // cap-table-complexity ABSENT: table nette, 19 + 14 + 26 + 25 + 10 + 6 = 100 %.
  // unrealistic-growth ABSENT: objectif 700 commandes/mois à 18 mois contre 410 en mars = 1,7× en 18 mois.
  {
    id: 'h19-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PANIERMAORÉ — Levée d'amorçage — Avril 2025

Slide 1 — PanierMaoré
Vos courses livrées à domicile, de Mamoudzou à Petite-Terre.

Slide 2 — Le problème
• Jusqu'à 2 heures pour faire ses courses à Mamoudzou aux heures de pointe (bouchons de Kawéni, attente à la barge)
• Des familles nombreuses, souvent sans voiture
• Des mères de famille qui jonglent entre travail, enfants et trajets

Slide 3 — Notre solution
• Application Android / iOS et commande par WhatsApp
• Commande avant 11 h, livraison le jour même sur un créneau de 2 heures
• Paiement à la livraison (espèces ou carte) ou par lien sécurisé
• Préparation des commandes dans notre entrepôt de Kawéni

Slide 4 — Le marché
• Environ 320 000 habitants, la population la plus jeune de France
• Un ménage sur deux sans véhicule
• Une consommation alimentaire partagée entre quelques grandes surfaces et des milliers de doukas

Slide 5 — Qui d'autre ?
• Grandes surfaces de l'île : ni drive, ni livraison à domicile
• Plateformes nationales de livraison : absentes du 976
• Doukas de quartier : vente au comptoir uniquement
→ Aujourd'hui, un Mahorais qui veut se faire livrer ses courses n'a personne d'autre que nous vers qui se tourner.

Slide 6 — Traction (pilote lancé en octobre 2024)
• 2 300 téléchargements de l'application
• 410 commandes livrées en mars 2025 (95 en novembre 2024)
• 62 % des commandes de mars passées par des clients déjà servis
• Note moyenne 4,7 / 5 (318 avis)

Slide 7 — L'équipe
• Anrafa Soilihi, cofondatrice et CEO — 8 ans dans la logistique portuaire à Longoni
• Issouf Madi, cofondateur et CTO — ex-développeur mobile dans une fintech parisienne
• 6 livreurs et 2 préparatrices de commandes

Slide 8 — Actionnariat avant la levée
  Actionnaire                                            Part du capital
  Anrafa Soilihi (CEO)                                   19 %
  Issouf Madi (CTO)                                      14 %
  Holding Grand-Bois (family office, La Réunion)         26 %
  Mayotte Angels SAS (véhicule de 11 business angels)    25 %
  Pool BSPCE (dont 4 % attribués aux salariés)           10 %
  Proches (7 personnes)                                   6 %
  Total                                                 100 %

Slide 9 — Notre levée
• 600 k€ en actions ordinaires, ticket minimum 20 k€
• Utilisation des fonds : recrutements (logistique, marketing), flotte de scooters électriques, refonte de l'application
• Objectifs à 18 mois : second point de préparation à Dzaoudzi, 700 commandes par mois, deux enseignes partenaires intégrées

Slide 10 — Contact
Anrafa Soilihi — anrafa@paniermaore.yt — Kawéni, 97600 Mamoudzou`,
    present: ['missing-financials', 'no-competition', 'low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity', 'unrealistic-growth'],
    traits: ['list', 'table', 'indirect', 'figures'],
  },

  // 02 — Liasse de comptes annuels avec annexe, distribution de produits frais, La Réunion.
  // declining-revenue PRESENT (table): CA 3 412 KEUR en 2024 contre 3 958 KEUR en 2023.
  // gross-margin PRESENT (figures): marge commerciale 990 / 3 412 = 29,0 % contre 1 504 / 3 958 = 38,0 %, soit -9 points.
  //   (2023 : 3 958 - 2 520 + 66 = 1 504 ; 2024 : 3 412 - 2 310 - 112 = 990.)
  // burn-above-revenue PRESENT (figures): résultat net -412 KEUR, donc charges 3 412 + 412 = 3 824 KEUR > CA 3 412 KEUR.
  //   (RE 2024 : 990 - 548 - 41 - 702 - 96 = -397 ; RCAI -397 - 38 = -435 ; RN -435 + 23 = -412.)
  // short-runway PRESENT (figures): disponibilités 37 KEUR ; perte 412 / 12 = 34,3 KEUR par mois → 1,1 mois
  //   (ou baisse de trésorerie 214 - 37 = 177 KEUR sur l'année = 14,8 KEUR/mois → 2,5 mois) ; < 9 mois dans tous les cas.
  // debt-distress PRESENT (indirect): 186 KEUR de dettes fiscales et sociales exigibles non réglées (131 CGSS + 55 octroi de mer/TVA), plan d'apurement demandé.
  // going-concern PRESENT (indirect): le président lie la continuité à des financements « non acquis à ce jour » ; paragraphe d'incertitude du CAC.
  // audit-opinion ABSENT: comptes certifiés sans réserve (l'incertitude sur la continuité ne modifie pas l'opinion).
  // customer-concentration ABSENT: premier client 21 % < 30 %.
  // related-party ABSENT: « aucune transaction » avec des parties liées.
  // Bilan 2024 : 486 + 318 + 402 + 37 = 1 243 = 48 + 331 + 540 + 298 + 26 ; 2023 : 541 + 430 + 455 + 214 = 1 640 = 460 + 412 + 498 + 224 + 46.
  {
    id: 'h19-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SAS FRAIS PÉI DISTRIBUTION
Société par actions simplifiée au capital de 150 000 € — ZAC 2000, 97420 Le Port — RCS Saint-Denis de La Réunion
COMPTES ANNUELS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2024 — EXTRAITS DE LA LIASSE ET DE L'ANNEXE

COMPTE DE RÉSULTAT (KEUR)                         2024        2023
Chiffre d'affaires net                           3 412       3 958
Achats de marchandises                          (2 310)     (2 520)
Variation de stocks de marchandises               (112)         66
Marge commerciale                                  990       1 504
Autres achats et charges externes                 (548)       (512)
Impôts, taxes et versements assimilés              (41)        (44)
Charges de personnel                              (702)       (688)
Dotations aux amortissements                       (96)        (91)
Résultat d'exploitation                           (397)        169
Charges financières nettes                         (38)        (29)
Résultat courant avant impôt                      (435)        140
Résultat exceptionnel                               23          (4)
Impôt sur les bénéfices                              —         (34)
Résultat net                                      (412)        102

BILAN — PRINCIPAUX POSTES (KEUR)           31/12/2024   31/12/2023
Immobilisations nettes                             486         541
Stocks                                             318         430
Créances clients                                   402         455
Disponibilités                                      37         214
Total actif                                      1 243       1 640
Capitaux propres                                    48         460
Emprunts et dettes financières                     331         412
Dettes fournisseurs                                540         498
Dettes fiscales et sociales                        298         224
Autres dettes                                       26          46
Total passif                                     1 243       1 640

ANNEXE (extraits)

Note 1 — Règles et méthodes comptables
Les comptes annuels sont établis conformément au règlement ANC n° 2014-03. Ils ont été arrêtés par le Président le 27 mars 2025 en retenant la convention de continuité d'exploitation. Le Président précise que cette convention repose sur l'obtention d'un concours bancaire à court terme de 250 KEUR et sur l'accord des organismes sociaux et fiscaux sur un échéancier, éléments non acquis à ce jour. À défaut, la société pourrait ne pas être en mesure de réaliser ses actifs et de régler ses dettes dans le cadre normal de son activité.

Note 2 — Capitaux propres
Du fait de la perte de l'exercice, les capitaux propres sont devenus inférieurs à la moitié du capital social. Les associés seront appelés à statuer dans les quatre mois de l'approbation des comptes sur l'éventuelle dissolution anticipée de la société.

Note 3 — Dettes fiscales et sociales
Sur les 298 KEUR, 186 KEUR étaient exigibles et non réglés au 31 décembre 2024 : cotisations CGSS des 2e et 3e trimestres 2024 (131 KEUR), octroi de mer et TVA du mois de novembre (55 KEUR). Une demande de plan d'apurement a été déposée auprès de la CCSF de La Réunion le 14 février 2025 ; elle est en cours d'instruction.

Note 4 — Emprunts
Le PGE de 400 KEUR souscrit en 2020 est amortissable de 2022 à 2026. Les échéances bancaires de l'exercice ont été réglées à leur date.

Note 5 — Chiffre d'affaires
L'évolution du chiffre d'affaires reflète la perte du référencement auprès d'une enseigne de l'Est au deuxième trimestre et la pression sur les prix des produits importés. Le premier client représente 21 % du chiffre d'affaires 2024 (24 % en 2023).

Note 6 — Parties liées
Aucune transaction n'a été conclue avec des parties liées au cours de l'exercice.

Note 7 — Effectif moyen : 21 salariés (22 en 2023).

Rapport du commissaire aux comptes (cabinet Rivière & Associés, Saint-Denis, 22 avril 2025) : certification sans réserve, avec un paragraphe « Incertitude significative liée à la continuité d'exploitation » renvoyant à la note 1.`,
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway', 'debt-distress', 'going-concern'],
    absent: ['audit-opinion', 'customer-concentration', 'related-party'],
    traits: ['table', 'figures', 'indirect', 'split', 'negation'],
  },

  // 03 — Lettre d'intention (term sheet) d'un fonds, solaire résidentiel, La Réunion. Texte propre.
  // investor-control ABSENT (figures): 1 100 000 / 3 500 000 = 31,43 % < 50 %.
  // low-founder-ownership ABSENT (figures): fondateurs 31,89 % + 24,34 % = 56,23 % ≥ 40 %.
  //   (avant opération 46,5 % / 35,5 % / 18 % ; × 2,4 / 3,5 = 0,6857 → 31,89 / 24,34 / 12,34 ; + 31,43 = 100,00.)
  // dead-equity / founder-departure ABSENT: clause de leaver purement hypothétique (« si l'un des fondateurs venait à cesser »).
  // litigation ABSENT: déclaration qu'aucun litige n'est en cours.
  // pending-licence ABSENT: qualification RGE renouvelée (accordée).
  {
    id: 'h19-fr-w6-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION — PROPOSITION DE TERMES NON ENGAGEANTE
Saint-Denis, le 5 mai 2025

De : Océan Indien Capital Partenaires, société de gestion agréée par l'AMF, agissant pour le compte du FPCI Bassin Océan Innovation I (« l'Investisseur »)
À : KazaSoley SAS, 14 rue des Bons Enfants, 97410 Saint-Pierre, représentée par Mme Julie Hoarau, Présidente (« la Société »)

Madame la Présidente,

À la suite de nos échanges et de la présentation faite à notre comité le 28 avril, nous avons le plaisir de vous indiquer les principaux termes auxquels l'Investisseur envisage de participer au développement de la Société.

1. Opération. Augmentation de capital en numéraire de 1 100 000 € par émission d'actions de préférence de catégorie A, intégralement souscrites par l'Investisseur.

2. Valorisation. Pré-money de 2 400 000 € sur une base entièrement diluée, soit une valorisation post-money de 3 500 000 €.

3. Répartition du capital après l'opération (base entièrement diluée)
   Julie Hoarau (cofondatrice, Présidente)           31,89 %
   Teddy Payet (cofondateur, Directeur général)       24,34 %
   Six business angels réunionnais                   12,34 %
   FPCI Bassin Océan Innovation I                    31,43 %
   Total                                            100,00 %

4. Droits attachés aux actions A. Préférence liquidative 1x non participative ; information trimestrielle ; un siège sur quatre au comité stratégique, qui statue à la majorité simple sur les décisions importantes listées au pacte.

5. Engagements des fondateurs. Exclusivité et non-concurrence pendant la durée de leurs fonctions. Si l'un des fondateurs venait à cesser ses fonctions dans les 48 mois suivant la réalisation, il consentirait une promesse de vente de ses actions au profit de la Société ou de toute personne qu'elle se substituerait, au prix de marché (good leaver) ou à la valeur nominale (bad leaver).

6. Déclarations. La Société déclare qu'aucun litige, contentieux ou réclamation n'est en cours à ce jour et que, à sa connaissance, aucun ne la menace. Elle est titulaire de la qualification RGE QualiPV, renouvelée le 3 février 2025.

7. Conditions préalables. Audits juridique, financier et technique satisfaisants ; signature d'un pacte d'associés ; accord définitif du comité d'investissement de l'Investisseur ; absence d'événement défavorable significatif d'ici la réalisation.

8. Exclusivité. La Société s'engage à ne pas négocier avec un autre investisseur pendant 60 jours à compter de la contresignature.

9. Frais. Les frais de conseil de l'Investisseur seront pris en charge par la Société dans la limite de 15 000 € HT.

10. Portée. La présente lettre ne vaut pas engagement d'investir, à l'exception des articles 8, 9 et de l'obligation de confidentialité. Elle est régie par le droit français ; tout différend relèvera du tribunal mixte de commerce de Saint-Denis.

Nous vous prions d'agréer, Madame la Présidente, l'expression de nos salutations distinguées.

Pour l'Investisseur : Marc-Antoine Lauret, associé gérant
Bon pour accord, pour la Société : Julie Hoarau`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'litigation'],
    traits: ['list', 'table', 'negation', 'modality', 'figures'],
  },

  ...redFlagNineteenthFrW6P1Rest,
];
