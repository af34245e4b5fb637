import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW6P2: readonly RedFlagCase[] = [
  // 08 — Liasse de comptes annuels avec annexe, transformation de fruits, Mayotte. Texte propre.
  // gross-margin ABSENT (figures): 527 / 1 286 = 41,0 % contre 549 / 1 248 = 44,0 %, soit -3 points (< 5).
  //   (coût des matières 759 / 1 286 = 59,0 % contre 699 / 1 248 = 56,0 %.)
  // declining-revenue ABSENT: CA 1 286 > 1 248 KEUR.
  // burn-above-revenue ABSENT: résultat net positif (+26 KEUR ; 527 - 168 - 22 - 251 - 46 = 40 ; 40 - 9 - 5 = 26).
  // going-concern ABSENT (negation): hypothèse de continuité retenue et cyclone jugé sans effet sur la poursuite de l'activité.
  // debt-distress ABSENT: différé d'amortissement contractuel, échéances réglées, dettes fiscales non échues.
  // audit-opinion ABSENT: certification sans réserve.
  // customer-concentration ABSENT: premier client 17 %.
  // Bilan : 538 + 142 + 164 + 188 = 1 032 = 612 + 253 + 96 + 71 ; 561 + 131 + 152 + 201 = 1 045 = 586 + 306 + 88 + 65 ;
  //   capitaux propres 586 + 26 = 612 ; emprunts 218 + 35 = 253 (2023 : 250 + 56 = 306).
  {
    id: 'h19-fr-w6-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SAS MAORÉ FRUITS TRANSFORMATION
SAS au capital de 80 000 € — Zone artisanale de Combani, 97680 Tsingoni — RCS Mamoudzou
COMPTES ANNUELS DE L'EXERCICE 2024 — EXTRAITS DE LA LIASSE ET DE L'ANNEXE

COMPTE DE RÉSULTAT (KEUR)                          2024      2023
Chiffre d'affaires net                            1 286     1 248
Achats consommés (fruits, sucre, emballages)       (759)     (699)
Marge brute                                         527       549
Autres achats et charges externes                  (168)     (160)
Impôts et taxes                                     (22)      (21)
Charges de personnel                               (251)     (242)
Dotations aux amortissements                        (46)      (44)
Résultat d'exploitation                              40        82
Charges financières                                  (9)      (11)
Résultat courant avant impôt                         31        71
Impôt sur les bénéfices                              (5)      (13)
Résultat net                                         26        58

BILAN (KEUR)                                 31/12/2024  31/12/2023
Immobilisations nettes                              538       561
Stocks                                              142       131
Créances clients                                    164       152
Disponibilités                                      188       201
Total actif                                       1 032     1 045
Capitaux propres                                    612       586
Emprunts et dettes financières                      253       306
Dettes fournisseurs                                  96        88
Dettes fiscales et sociales                          71        65
Total passif                                      1 032     1 045

ANNEXE (extraits)

Note 1 — Principes comptables
Les comptes sont établis selon le règlement ANC n° 2014-03, dans le respect des principes de prudence, de permanence des méthodes et d'indépendance des exercices, et en retenant l'hypothèse de continuité de l'exploitation.

Note 2 — Fait marquant de l'exercice
Le cyclone Chido du 14 décembre 2024 a endommagé la toiture de l'atelier et interrompu la production jusqu'au 6 janvier 2025. Les dommages sont couverts par l'assurance multirisque ; l'indemnité de 38 KEUR a été encaissée en mars 2025. La direction estime que cet événement ne remet pas en cause la poursuite de l'activité.

Note 3 — Chiffre d'affaires
Jus et nectars : 71 % ; confitures et sirops : 29 %. Le premier client, une enseigne de distribution de Mamoudzou, représente 17 % du chiffre d'affaires (16 % en 2023).

Note 4 — Achats consommés
Le coût des matières passe de 56,0 % à 59,0 % du chiffre d'affaires, sous l'effet du renchérissement des fruits locaux après la sécheresse de 2023 et de la hausse du fret sur les emballages importés.

Note 5 — Emprunts
Prêt d'équipement de 250 KEUR accordé en mars 2023 sur sept ans, assorti contractuellement d'un différé d'amortissement de douze mois ; les échéances courent depuis mars 2024 et ont toutes été réglées à bonne date (encours : 218 KEUR). PGE : encours de 35 KEUR, dernière échéance en 2026.

Note 6 — Dettes fiscales et sociales
Les 71 KEUR correspondent aux cotisations et taxes de décembre, exigibles en janvier 2025 et réglées à leur échéance.

Note 7 — Parties liées : néant.
Note 8 — Effectif moyen : 9 salariés.

Les comptes ont été certifiés sans réserve par le commissaire aux comptes, désigné à titre volontaire (rapport du 15 avril 2025).`,
    present: [],
    absent: ['gross-margin', 'going-concern', 'debt-distress', 'audit-opinion'],
    traits: ['table', 'figures', 'negation'],
  },

  // 09 — Pitch deck, place de marché d'activités de plein air, La Réunion. Texte propre.
  // no-competition ABSENT: tableau de concurrents nommés.
  // unrealistic-growth ABSENT (figures): 520 / 386 = 1,35× ; 780 / 520 = 1,50× ; 1 150 / 780 = 1,47× ;
  //   sur trois ans 1 150 / 386 = 2,98× au total, loin de 3× par an.
  // burn-above-revenue ABSENT: charges 371 k€ < CA 386 k€ (EBITDA +15 k€).
  // pending-licence ABSENT: immatriculation Atout France obtenue en 2023.
  // unit-economics ABSENT (figures): 148 € × 15 % = 22,20 € ; 22,20 - 9 = 13,20 €, cohérent avec le slide.
  // CA / volume : 142 / 980 = 14,5 % ; 251 / 1 680 = 14,9 % ; 386 / 2 570 = 15,0 %, cohérent avec la commission.
  // low-founder-ownership ABSENT: 38 % + 33 % = 71 %.
  {
    id: 'h19-fr-w6-09',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KARANG — Réservez La Réunion en direct
Deck investisseurs — Levée d'amorçage — Septembre 2025

1 / Le constat
• Plus de 500 000 touristes par an, et des Réunionnais qui sortent chaque week-end
• Canyoning, parapente, plongée, randonnée guidée : 70 % des prestataires prennent encore les réservations par téléphone
• Résultat : des créneaux vides en semaine et des clients qui renoncent

2 / Karang
• Place de marché pour réserver et payer en ligne les activités de plein air
• Logiciel de planning gratuit pour les prestataires, synchronisé avec la place de marché
• Commission de 15 % sur chaque réservation, rien à payer sans réservation

3 / Traction
                                    2022       2023       2024
Volume de réservations           0,98 M€    1,68 M€    2,57 M€
Chiffre d'affaires                142 k€     251 k€     386 k€
Prestataires actifs                   46         88        131

4 / Économie d'une réservation (2024)
• Panier moyen : 148 €
• Commission moyenne : 15 %, soit 22,20 € de revenu par réservation
• Coût marketing par réservation : 9 €
• Contribution : 13,20 € dès la première réservation

5 / Concurrence
  Acteur                          Atouts                      Limites
  GetYourGuide, Viator            audience internationale     commission de 25 à 30 %, peu de prestataires locaux
  Sites des offices de tourisme   notoriété                   vitrine sans paiement en ligne
  Réservation directe             relation client             pas de disponibilités en temps réel
  Karang                          131 prestataires péi, paiement et planning intégrés

6 / Résultats 2024
• Chiffre d'affaires : 386 k€
• Charges d'exploitation : 371 k€ (dont 168 k€ de salaires)
• EBITDA : + 15 k€, premier exercice positif

7 / Prévisionnel
• 2025e : 520 k€ — 2026e : 780 k€ — 2027e : 1,15 M€
• Hypothèses : ouverture de Maurice en 2026, 250 prestataires actifs fin 2027

8 / Cadre réglementaire
Karang est immatriculée au registre des opérateurs de voyages et de séjours d'Atout France depuis 2023 (IM974230011), avec garantie financière auprès de l'APST.

9 / Équipe et capital
• Maëva Técher, CEO — ex-responsable e-commerce d'un voyagiste de Saint-Gilles
• Yannick Boyer, CTO — 10 ans de développement web
• 5 salariés à Saint-Paul
• Capital : Maëva Técher 38 %, Yannick Boyer 33 %, business angels 21 %, pool BSPCE 8 %

10 / La levée
800 k€ pour recruter 4 commerciaux terrain, ouvrir Maurice et lancer une offre pour les comités d'entreprise.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'burn-above-revenue', 'pending-licence', 'unit-economics'],
    traits: ['table', 'list', 'figures'],
  },

  // 10 — Note d'investissement d'un fonds, logiciel de caisse pour TPE, La Réunion.
  // non-recurring-revenue PRESENT (indirect): MRR de 51,0 k€ qui inclut 8,4 k€ de frais de mise en service facturés une fois.
  // high-churn PRESENT (figures): 74 résiliations / 1 100 abonnés = 6,7 % par mois ≥ 5 %.
  // unit-economics PRESENT (split, figures): LTV/CAC annoncé 6 ; durée de vie 1 / 0,067 = 14,9 mois ;
  //   LTV = 38,70 × 75 % × 14,9 = 432 € ; 432 / 410 = 1,05, très loin de 6. (42 600 / 1 100 = 38,7 €.)
  // burn-above-revenue PRESENT (figures): charges 68 k€ par mois > MRR affiché 51,0 k€ (et > 42,6 k€ d'abonnements).
  // short-runway ABSENT (figures): 1 050 / (68 - 51) = 62 mois ; même sur charges brutes 1 050 / 68 = 15,4 mois.
  // unrealistic-growth ABSENT (figures): ARR 612 k€ → 1,5 M€ en 16 mois = 2,45× (≈ 2× par an).
  // no-competition ABSENT: concurrents cités.
  {
    id: 'h19-fr-w6-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT — DIFFUSION RESTREINTE
Réunion Amorçage Partenaires — Comité d'investissement du 3 octobre 2025
Société : FacturPéi SAS, Saint-Paul — logiciel de caisse et de facturation pour commerçants, artisans et TPE
Opération proposée : 700 k€ dans un tour de 1,2 M€, pré-money 3,8 M€
Rédaction : Aurélie Dijoux, chargée d'affaires

1. Ce que présente la société (deck de septembre 2025)
- « ARR de 612 k€ » (MRR d'août 2025 de 51,0 k€ × 12)
- « Un churn maîtrisé et un LTV/CAC de 6 »
- « Objectif : 1,5 M€ d'ARR fin 2026 »
- Concurrence citée : SumUp, Zettle et les logiciels métropolitains, jugés peu adaptés à l'octroi de mer et aux taux de TVA des DOM

2. Ce que montrent les données (export de la plateforme de paiement, CRM, grand livre)
- Le MRR d'août de 51,0 k€ comprend 8,4 k€ de frais de mise en service et de formation, facturés une seule fois à la souscription. Les abonnements proprement dits représentent 42,6 k€.
- Parc moyen de janvier à août : 1 100 abonnés. Résiliations sur la même période : 74 par mois en moyenne.
- Abonnement moyen : 38,70 € HT par mois. Marge brute sur abonnement : 75 % (hébergement, support, frais de paiement).
- Coût d'acquisition (marketing et commissions des commerciaux) rapporté aux nouveaux clients : 410 € par client signé.
- Charges d'exploitation : 68 k€ par mois en moyenne depuis janvier (équipe de 14 personnes, hébergement, marketing).
- Trésorerie au 30 septembre : 1,05 M€, dont le prêt d'innovation Bpifrance de 300 k€ encaissé en juillet.
- Nous n'avons pas réussi à reconstituer le ratio LTV/CAC présenté à partir de ces éléments ; la société n'a pas fourni sa méthode de calcul.

3. Points forts
- Produit apprécié (4,6/5 sur les magasins d'applications) et module octroi de mer plus complet que ceux des concurrents cités.
- Équipe fondatrice complémentaire : Kévin Lauret (CEO, ancien expert-comptable) et Anaïs Boyer (CTO).
- Canal de distribution efficace via deux chambres consulaires.

4. Points d'attention
- La moitié des clients perdus sont des commerces fermés dans l'année ; l'autre moitié repart vers un simple terminal de paiement bancaire.
- Le plan de la société suppose une stabilisation rapide de la base d'abonnés, sans action concrète associée.

5. Recommandation
Ne pas investir aux conditions proposées. Rester en contact avec l'équipe et réexaminer le dossier au premier trimestre 2026, sur la base de cohortes mensuelles et d'un MRR retraité des frais de mise en service.`,
    present: ['non-recurring-revenue', 'high-churn', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'unrealistic-growth', 'no-competition'],
    traits: ['list', 'split', 'figures', 'indirect'],
  },

  // 11 — Lettre d'intention (term sheet) pour des obligations convertibles, aquaculture, Mayotte.
  // investor-control PRESENT (figures): Outremer Croissance détient déjà 52 000 / 100 000 = 52 % ≥ 50 %.
  // low-founder-ownership PRESENT (figures): seul fondateur actif 24 % < 40 % (même avec le cofondateur parti : 24 + 13 = 37 %).
  // founder-departure PRESENT (indirect): le cofondateur n'exerce plus aucune fonction depuis mars 2023.
  // dead-equity PRESENT (indirect): il conserve ses 13 %, « aucune cession ni aucun rachat ».
  // cap-table-complexity PRESENT (indirect): registre à 103 400 actions contre 100 000 dans la table, porteurs de 3 400 actions non identifiés.
  // litigation ABSENT: déclaration qu'aucun litige n'est en cours.
  // pending-licence ABSENT: concession et AOT accordées en 2022, valables jusqu'en 2032.
  // 52 000 + 24 000 + 13 000 + 11 000 = 100 000.
  {
    id: 'h19-fr-w6-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TERM SHEET — ÉMISSION D'OBLIGATIONS CONVERTIBLES EN ACTIONS
LAGON OMBRINE SAS
Version du 22 septembre 2025 — non engageante, à l'exception des articles 9 à 11

1. Émetteur. Lagon Ombrine SAS, société par actions simplifiée au capital de 100 000 €, siège à Hajangoua, 97660 Dembéni, RCS Mamoudzou ; élevage d'ombrines en cages dans le lagon.

2. Souscripteur. Outremer Croissance FPCI, représenté par sa société de gestion, actionnaire de l'Émetteur depuis le tour de mars 2023.

3. Montant et forme. 600 000 € d'obligations convertibles en actions (OCA), émises en une tranche.

4. Intérêts, maturité, conversion. Intérêt de 6 % l'an, capitalisé ; maturité de 18 mois ; conversion automatique lors du prochain tour d'au moins 1 M€, avec une décote de 20 % et dans la limite d'une valorisation pré-money de 3,0 M€ ; à défaut de tour à maturité, conversion ou remboursement au choix du Souscripteur.

5. Actionnariat à la date des présentes (informations communiquées par l'Émetteur)
   Actionnaire                                    Actions        %
   Outremer Croissance FPCI                        52 000     52,0
   Saïd Ahamada (fondateur, Président)             24 000     24,0
   Ibrahim Boina (cofondateur)                     13 000     13,0
   Business angels (5 personnes)                   11 000     11,0
   Total                                          100 000    100,0
M. Ibrahim Boina n'exerce plus aucune fonction ni aucun mandat au sein de l'Émetteur depuis son installation à Lyon en mars 2023. Aucune cession ni aucun rachat de ses actions n'est intervenu à ce jour.
Le registre des mouvements de titres tenu par l'Émetteur fait apparaître 103 400 actions : l'exercice de BSA intervenu en juin 2022 n'a été ni constaté par le Président ni reporté dans les statuts, et l'identité des titulaires des 3 400 actions correspondantes reste à établir.

6. Utilisation des fonds. Achat d'alevins, remplacement de deux cages détruites par le cyclone Chido, besoin en fonds de roulement jusqu'à la première récolte commerciale, prévue au deuxième trimestre 2026.

7. Conditions préalables à la souscription.
   a) Remise d'un tableau de capitalisation réconcilié avec le registre des mouvements de titres et les statuts, certifié par le Président.
   b) Décision de l'assemblée générale extraordinaire autorisant l'émission.
   c) Copie de l'arrêté préfectoral du 14 février 2022 accordant la concession de cultures marines et l'occupation du domaine public maritime, valables jusqu'au 13 février 2032.

8. Gouvernance. Le Souscripteur conserve deux sièges sur trois au comité de surveillance et reçoit une information mensuelle. Les parties pourront étudier, sans engagement, un rachat par l'Émetteur des actions de M. Boina.

9. Exclusivité. L'Émetteur s'interdit toute discussion de financement avec un tiers pendant 45 jours.

10. Confidentialité. Les termes des présentes sont confidentiels.

11. Droit applicable. Droit français ; compétence du tribunal mixte de commerce de Mamoudzou.

Déclaration de l'Émetteur : aucun litige n'est en cours et, à sa connaissance, aucun n'est envisagé.

Fait à Mamoudzou, le 22 septembre 2025
Pour le Souscripteur : Hélène Vidot, directrice de participations
Pour l'Émetteur : Saïd Ahamada, Président`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['litigation', 'pending-licence'],
    traits: ['table', 'list', 'indirect', 'figures', 'split', 'modality'],
  },

  // 12 — E-mail aux actionnaires, chips de manioc et de banane, Mayotte.
  // audit-opinion PRESENT: comptes 2024 certifiés « sous une réserve » (stock non vérifié).
  // short-runway PRESENT (figures, time): CA 148 / 5 = 29,6 k€ par mois ; consommation nette 47 - 29,6 = 17,4 k€ ;
  //   96 / 17,4 = 5,5 mois (« jusqu'à la mi-novembre » depuis le 31 mai) < 9.
  // burn-above-revenue PRESENT (figures): dépenses 47 k€ par mois > ventes 29,6 k€ par mois ; perte 2024 de 214 k€.
  // unrealistic-growth PRESENT (figures): 1,6 M€ en 2026 / 360 k€ en 2025 = 4,4× en un an ≥ 4.
  // declining-revenue ABSENT: 312 k€ en 2024 > 268 k€ en 2023 ; 2025 en rythme 29,6 × 12 = 355 k€ > 312 k€.
  // gross-margin ABSENT: 41 % contre 43 %, -2 points.
  // debt-distress ABSENT: prêts remboursés sans retard.
  {
    id: 'h19-fr-w6-12',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Nadjma Youssouf <nadjma@chipsmaore.yt>
À : Actionnaires Chips Maoré
Date : lundi 16 juin 2025, 07:55
Objet : Comptes 2024, trésorerie et prochaine étape

Chers actionnaires,

Avant notre assemblée du 30 juin, je souhaite vous donner une vision complète de la situation.

Comptes 2024
Le rapport de notre commissaire aux comptes nous est parvenu le 12 juin. Il certifie les comptes 2024 sous une réserve : notre atelier de Kahani étant encore fermé fin décembre après le passage de Chido, aucun inventaire physique n'a pu être réalisé au 31 décembre, et il n'a pas pu vérifier la valeur du stock de produits finis et d'emballages (41 k€). Le rapport ne comporte aucun autre point.
- Chiffre d'affaires 2024 : 312 k€ (268 k€ en 2023)
- Marge brute : 41 % (43 % en 2023)
- Résultat net : - 214 k€ (- 131 k€ en 2023)

Où en sommes-nous fin mai ?
- Ventes de janvier à mai : 148 k€, soit un peu moins de 30 k€ par mois
- Dépenses : 47 k€ par mois en moyenne (salaires, manioc et bananes, huile, énergie, loyer)
- Trésorerie au 31 mai : 96 k€
- Le prêt d'honneur et le prêt bancaire sont remboursés sans aucun retard
Au rythme actuel, nos disponibilités nous permettent de tenir jusqu'à la mi-novembre.

Nos perspectives
Nous avons signé le 3 juin un accord de référencement avec une centrale d'achat réunionnaise, effectif en janvier 2026, et nous sommes en discussion avec un importateur de Marseille. Notre budget prévoit :
- 2025 : 360 k€ de chiffre d'affaires
- 2026 : 1,6 M€
- 2027 : 2,4 M€
Pour financer la nouvelle ligne de friture et le besoin en fonds de roulement, nous proposons une levée de 400 k€ en BSA AIR, ouverte en priorité aux actionnaires actuels, avec un closing visé fin septembre. Le projet de résolutions vous sera adressé avec la convocation.

Assemblée générale
AG ordinaire le lundi 30 juin à 17 h, dans nos locaux de Kahani et en visioconférence : approbation des comptes, affectation du résultat, point sur la levée.

Merci pour votre soutien constant depuis 2022.

Nadjma Youssouf
Présidente — Chips Maoré SAS`,
    present: ['audit-opinion', 'short-runway', 'burn-above-revenue', 'unrealistic-growth'],
    absent: ['declining-revenue', 'gross-margin', 'debt-distress'],
    traits: ['prose', 'list', 'figures', 'time'],
  },

  // 13 — Compte rendu de comité de direction, construction bois, Mayotte. Texte propre.
  // founder-departure ABSENT: congé maternité temporaire de la cofondatrice, retour prévu le 16 décembre.
  // litigation ABSENT (time): différend fournisseur clos par protocole transactionnel, indemnité encaissée.
  // pending-licence ABSENT (modality): dossier ATEx « pas encore déposé », dépôt prévu en septembre.
  // customer-concentration ABSENT: premier client 19 % ; aucun autre au-delà de 8 %.
  // gross-margin ABSENT (figures): 524 / 1 940 = 27,0 % contre 451 / 1 610 = 28,0 %, -1 point.
  // declining-revenue ABSENT: 1 940 > 1 610 k€. burn-above-revenue ABSENT: résultat d'exploitation +86 k€.
  {
    id: 'h19-fr-w6-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `BWA HABITAT SAS — COMPTE RENDU DU COMITÉ DE DIRECTION N° 2025-07
Jeudi 10 juillet 2025, 14 h – 16 h 30, siège de Kawéni (Mamoudzou)
Présents : Mohamed Anli (cofondateur, président), Rachida Bacar (cofondatrice, directrice générale déléguée, finances), Julien Moreau (directeur technique), Fatima Houmadi (responsable commerciale)

1. Résultats du premier semestre (k€)
                               S1 2025     S1 2024
   CA facturé                    1 940       1 610
   Marge sur chantiers             524         451
   Taux de marge                  27,0 %      28,0 %
   Résultat d'exploitation        + 86        + 52
- Trésorerie au 30 juin : 720 k€. Carnet de commandes : 3,4 M€, dont 1,1 M€ de reconstructions après Chido.
- Le premier client du semestre, un bailleur social, représente 19 % du CA facturé ; aucun autre client ne dépasse 8 %.
- Julien signale la hausse du fret sur le bois importé ; Fatima intégrera une clause de révision de prix dans les devis à partir du 1er août.

2. Dossiers juridiques
- Différend avec le fournisseur de bois lamellé-collé (retards de livraison de 2024) : protocole transactionnel signé le 12 mai, indemnité de 18 k€ encaissée le 5 juin. Le dossier est clos.

3. Certification du procédé constructif
- Le dossier d'Appréciation Technique d'Expérimentation (ATEx) pour le mur en bois local n'est pas encore déposé : les essais de résistance aux termites se terminent en août, dépôt prévu en septembre.
- Les chantiers en cours utilisent le procédé couvert par l'avis technique existant et ne sont pas concernés.

4. Ressources humaines
- Rachida sera en congé maternité du 1er septembre au 15 décembre. Pendant son absence, l'expert-comptable assure les clôtures mensuelles et Mohamed signe les paiements. Retour prévu le 16 décembre.
- Recrutement de 4 charpentiers avec France Travail Mayotte : 2 contrats déjà signés.

5. Divers
- Visite du chantier de Tsingoni par les services de la commune le 22 juillet.
- Prochain comité : jeudi 11 septembre 2025.

Compte rendu rédigé par Rachida Bacar.`,
    present: [],
    absent: ['founder-departure', 'litigation', 'pending-licence', 'customer-concentration'],
    traits: ['table', 'list', 'time', 'modality', 'negation'],
  },
];
