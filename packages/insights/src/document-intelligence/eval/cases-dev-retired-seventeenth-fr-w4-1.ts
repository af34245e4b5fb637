import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW4P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, transformation de karité, Mali.
  // customer-concentration PRESENT (indirect, in words): "les deux tiers de nos ventes 2024" go to one buyer, Bio Sahel Trading = ~67% >= 30%.
  // no-competition PRESENT (direct): "Nous n'avons aucun concurrent".
  // unrealistic-growth PRESENT (figures only): CA 240 M FCFA (2024) -> 1 100 M FCFA (2025 budget) = 4.6x in one year >= 4x.
  // short-runway ABSENT: cash 95 M / net burn 8 M a month = 11.9 months >= 9.
  // burn-above-revenue ABSENT: burn 8 M a month vs revenue 240/12 = 20 M a month; EBITDA positive in 2023 and 2024.
  // gross-margin ABSENT: 41/146 = 28.1% -> 70/240 = 29.2%, up.
  {
    id: 'h17-fr-w4-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KARISAH SA — Beurre de karité bio transformé à Koutiala
Levée de fonds Série A : 1,5 Md FCFA — Bamako, mars 2025

Slide 2 · Le problème
Le Mali assure près d'un quart de la production mondiale d'amandes de karité, mais plus de 90 % quittent le pays sans aucune transformation. La valeur ajoutée est captée au Ghana, au Burkina et en Europe.

Slide 4 · Traction
- 38 groupements de femmes collectrices sous contrat, soit 2 100 productrices dans les cercles de Koutiala et Yorosso
- Certifications Ecocert bio et Fair for Life obtenues en 2023
- Les deux tiers de nos ventes 2024 ont été réalisées avec un seul acheteur, Bio Sahel Trading (Lyon), dans le cadre d'un contrat annuel renouvelable

Slide 6 · Concurrence
Nous n'avons aucun concurrent : aucune autre unité au Mali ne produit de beurre raffiné certifié bio à l'échelle industrielle, et les coopératives artisanales ne visent pas le marché cosmétique.

Slide 8 · Chiffres clés (en M FCFA)
| | 2023 réel | 2024 réel | 2025 budget | 2026 projeté |
|---|---|---|---|---|
| Chiffre d'affaires | 146 | 240 | 1 100 | 2 600 |
| Marge brute | 41 | 70 | 330 | 800 |
| EBITDA | 3 | 11 | 160 | 520 |

Slide 9 · Trésorerie
Trésorerie au 28 février 2025 : 95 M FCFA. Consommation nette moyenne (préfinancement de la campagne d'amandes, hors investissements) : 8 M FCFA par mois.

Slide 10 · Utilisation des fonds
Nouvelle ligne de raffinage (55 %), fonds de roulement campagne 2025 (30 %), équipe commerciale Europe (15 %).

Contact : Mariam Coulibaly, fondatrice et directrice générale`,
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['short-runway', 'burn-above-revenue', 'gross-margin', 'missing-financials'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 02 — Point mensuel aux investisseurs, fintech de paiement marchand, Guinée.
  // short-runway PRESENT (figures only): net burn = charges 1,0 Md - CA 380 M = 620 M GNF a month; cash 4,1 Md / 0,62 Md = 6.6 months < 9.
  // burn-above-revenue PRESENT (figures only): charges 1,0 Md GNF > chiffre d'affaires 380 M GNF in March.
  // high-churn PRESENT (figures only): 96 merchants lost out of 1 480 at the start of the month = 6.5% a month >= 5%.
  // regulatory PRESENT (direct): the BCRG suspended the opening of new e-money accounts.
  // pending-licence ABSENT: the company already holds its licence; a suspension is a sanction, not an application.
  // going-concern ABSENT: no doubt on continuity is expressed.  declining-revenue ABSENT: volume +9% vs February.
  {
    id: 'h17-fr-w4-02',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Objet : Kolo Pay — point investisseurs de mars 2025

Bonjour à toutes et à tous,

Voici notre point mensuel, un peu plus long que d'habitude.

Chiffres du mois
- Volume traité : 212 Md GNF (+9 % par rapport à février)
- Chiffre d'affaires (commissions marchands et retraits) : 380 M GNF
- Charges totales du mois (équipe, agents, SMS, hébergement) : 1,0 Md GNF
- Trésorerie disponible au 31 mars : 4,1 Md GNF

Base marchands
Nous avons démarré mars avec 1 480 marchands actifs. 96 d'entre eux n'ont réalisé aucune transaction depuis trente jours et sont sortis de la base active ; 131 nouveaux marchands ont été activés, principalement à Kaloum et Matam. Nous terminons le mois à 1 515.

Régulation
Le 18 mars, la BCRG nous a notifié la suspension, pour une durée indéterminée, de l'ouverture de nouveaux comptes de monnaie électronique, à la suite de son inspection de novembre sur nos procédures KYC. Les comptes existants continuent de fonctionner normalement. Nous avons remis un plan de remédiation le 27 mars et recruté une responsable conformité, Mme Hawa Bangoura, qui arrive de la BICIGUI.

Prochaines étapes
- Closing du bridge de 1,5 M USD visé pour juin
- Lancement du paiement par QR code chez les grossistes de Madina

Merci pour votre soutien,
Ibrahima Sow, CEO`,
    present: ['short-runway', 'burn-above-revenue', 'high-churn', 'regulatory'],
    absent: ['pending-licence', 'going-concern', 'declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // 03 — Term sheet, SaaS d'achats B2B, Tunisie. CLEAN.
  // investor-control ABSENT: lead Carthage Ventures II = 900k / 4.8 M post = 18.75% < 50%; all investors together 25%.
  // low-founder-ownership ABSENT: founders 34.5% + 31.5% = 66% >= 40%.
  // founder-departure ABSENT: the leaver clause is a hypothetical future departure.
  // cap-table-complexity ABSENT: the register is stated as reconciled (negation of the problem).
  // pending-licence ABSENT: no prior approval is required, only a declaration.
  {
    id: 'h17-fr-w4-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TERM SHEET INDICATIVE — NON ENGAGEANTE (à l'exception des clauses de confidentialité et d'exclusivité)

Société : Tabadoul SA, société anonyme de droit tunisien, siège aux Berges du Lac II, Tunis
Investisseurs : Carthage Ventures II (chef de file) ; Atlas Angels Network
Montant : 1 200 000 €, dont 900 000 € souscrits par Carthage Ventures II et 300 000 € par Atlas Angels Network
Valorisation pré-monnaie : 3 600 000 €, sur une base entièrement diluée incluant un pool de BSPCE de 8 %
Titres émis : actions de préférence de catégorie A
Préférence de liquidation : 1× non participative
Anti-dilution : moyenne pondérée large base

Répartition post-closing (base entièrement diluée) :
  Amine Trabelsi (cofondateur, CEO) ........ 34,5 %
  Nour Ben Salah (cofondatrice, CTO) ....... 31,5 %
  Pool BSPCE ............................... 6,0 %
  Carthage Ventures II ..................... 18,75 %
  Atlas Angels Network ..................... 6,25 %
  Love money (4 porteurs) .................. 3,0 %

Gouvernance : conseil d'administration de trois membres — deux désignés par les fondateurs, un par Carthage Ventures II. Droits de veto de l'investisseur limités aux décisions structurantes (augmentation de capital, cession d'actifs significatifs, changement d'activité).

Engagements des fondateurs : exclusivité et clause de good / bad leaver sur 48 mois ; en cas de départ d'un fondateur avant ce terme, la Société disposera d'une promesse de vente sur tout ou partie de ses actions.

Capital : le registre des mouvements de titres a été rapproché des statuts par Me Slim Ben Ammar le 14 février 2025 ; aucun ancien associé ne détient de titres.

Autorisations : l'activité de la Société est libre au sens de la loi n° 2016-71 ; l'investissement ne requiert aucune autorisation préalable et fera l'objet d'une simple déclaration.

Conditions suspensives : due diligence satisfaisante, signature du pacte d'actionnaires, absence de changement défavorable significatif.
Exclusivité : 60 jours à compter de la signature.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'cap-table-complexity', 'pending-licence'],
    traits: ['key-value', 'negation', 'modality', 'figures'],
  },

  // 04 — États financiers audités (extraits), logistique du froid, Maroc.
  // audit-opinion PRESENT (direct): "opinion avec réserve" (stock count not attended).
  // related-party PRESENT (indirect): warehouse leased from SCI Dar Lamia, owned by the CEO's wife.
  // debt-distress PRESENT (figures only): net debt 142 / EBITDA 34.6 = 4.1x > covenant 3.5x, no waiver obtained.
  // gross-margin ABSENT: 76.9/248.0 = 31.0% -> 74.9/271.4 = 27.6%, down 3.4 points < 5.
  // going-concern ABSENT: the board states continuity is not in question.  declining-revenue ABSENT: 248.0 -> 271.4.
  {
    id: 'h17-fr-w4-04',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ATLAS FROID LOGISTIQUE SA — Casablanca
Comptes annuels de l'exercice clos le 31 décembre 2024 (extraits)

Rapport général du commissaire aux comptes — Opinion avec réserve
Nous n'avons pas été en mesure d'assister à l'inventaire physique des stocks de marchandises en dépôt au 31 décembre 2024, comptabilisés pour 18,6 M MAD, ni d'obtenir des éléments probants alternatifs suffisants. Sous cette réserve, nous certifions que les états de synthèse sont réguliers et sincères.

Compte de produits et charges résumé (en M MAD)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 271,4 | 248,0 |
| Coût des prestations vendues | (196,5) | (171,1) |
| Marge brute | 74,9 | 76,9 |
| EBITDA | 34,6 | 38,2 |
| Résultat net | 6,3 | 9,8 |

Note 14 — Engagements locatifs
La plateforme frigorifique de Had Soualem (22 000 palettes) est louée à la SCI Dar Lamia, dont l'associée unique est Mme Lamia Berrada, épouse du président-directeur général. Loyer 2024 : 4,8 M MAD, indexé de 5 % par an.

Note 17 — Emprunts
Le crédit syndiqué conclu avec Attijariwafa bank et Bank of Africa impose un ratio dette nette / EBITDA inférieur ou égal à 3,5×. La dette nette s'établit à 142,0 M MAD au 31 décembre 2024. Aucune renonciation n'avait été obtenue des prêteurs à la date d'arrêté des comptes ; l'encours a en conséquence été reclassé en dettes à moins d'un an.

Note 1 — Continuité d'exploitation
Le conseil estime que la situation décrite en note 17 ne remet pas en cause la continuité de l'exploitation, les discussions avec les prêteurs étant avancées.`,
    present: ['audit-opinion', 'related-party', 'debt-distress'],
    absent: ['gross-margin', 'going-concern', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect', 'negation'],
  },

  // 05 — Business plan, kits solaires en paiement à l'usage, Niger. CLEAN.
  // unrealistic-growth ABSENT: 960 -> 2 200 (2.3x) -> 4 600 (2.1x) -> 8 100 (1.8x); "x8 en trois ans" is below 3x a year over three years (27x) and no year reaches 4x.
  // high-churn ABSENT: 3.8% a month < 5%.
  // gross-margin ABSENT: 41% -> 38% (365/960) = down 3 points < 5; plan 36.8-37%.
  // debt-distress ABSENT: all instalments paid.  burn-above-revenue ABSENT: EBITDA positive (74 M).
  {
    id: 'h17-fr-w4-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `HASKÉ SOLAIRE SARL — Plan d'affaires 2025-2027
Niamey, janvier 2025

Haské distribue des kits solaires domestiques (panneau, batterie, quatre lampes, recharge téléphone, option téléviseur) payables par mobile money en 18 à 24 mois, à Niamey, Dosso, Maradi et Zinder.

Hypothèses et projections (en M FCFA)
| | 2024 réel | 2025 | 2026 | 2027 |
|---|---|---|---|---|
| Kits actifs en fin d'année | 9 800 | 21 000 | 42 000 | 70 000 |
| Chiffre d'affaires | 960 | 2 200 | 4 600 | 8 100 |
| Coût des ventes | 595 | 1 390 | 2 900 | 5 100 |
| Marge brute | 365 | 810 | 1 700 | 3 000 |
| Charges d'exploitation | 291 | 640 | 1 180 | 1 950 |
| EBITDA | 74 | 170 | 520 | 1 050 |

Nous visons à multiplier par plus de huit notre chiffre d'affaires en trois ans, grâce à l'ouverture de Tahoua et Agadez en 2026 et à un partenariat de distribution avec un réseau de 300 boutiques Airtel.

Le taux de marge brute s'est établi à 38 % en 2024 (41 % en 2023) : la hausse du fret depuis le port de Cotonou a renchéri les kits. Le plan retient 37 % à partir de 2026.

Qualité du portefeuille : le taux de résiliation (kits repris pour impayés prolongés) a été de 3,8 % par mois en moyenne sur 2024.

Financement : la ligne de 1,2 Md FCFA accordée par la BAGRI pour le financement des kits est tirée à 62 % ; toutes les échéances ont été payées à bonne date.`,
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'gross-margin', 'debt-distress', 'burn-above-revenue'],
    traits: ['table', 'figures', 'modality'],
  },

  // 06 — Tableau de capitalisation, edtech, Maroc.
  // low-founder-ownership PRESENT (table): active founders 22.0% + 14.0% = 36.0% < 40% (Karim Tazi has left, so he is not active).
  // dead-equity PRESENT (indirect): Karim Tazi left in June 2023, the call option was not exercised, he keeps his 9%.
  // founder-departure PRESENT (indirect): the co-founder and CTO left his role in June 2023.
  // cap-table-complexity PRESENT (indirect): the 2022 BSA exercise cannot be reconciled with the share register.
  // investor-control ABSENT: largest investor Maghreb Impact Fund I = 31% < 50%.
  {
    id: 'h17-fr-w4-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MADRASTI LABS SA — Table de capitalisation au 31 mars 2025
Préparée par la direction financière pour la data room (dossier 2.3)

| Actionnaire | Actions | % non dilué | Remarque |
|---|---|---|---|
| Yassine Bennani (CEO, cofondateur) | 220 000 | 22,0 % | |
| Salma El Idrissi (COO, cofondatrice) | 140 000 | 14,0 % | |
| Karim Tazi (cofondateur) | 90 000 | 9,0 % | note 2 |
| Maghreb Impact Fund I | 310 000 | 31,0 % | |
| Business angels (7) | 120 000 | 12,0 % | |
| Pool ESOP (dont 4,1 % attribués) | 70 000 | 7,0 % | |
| BSA 2022 exercés | 50 000 | 5,0 % | note 3 |
| Total | 1 000 000 | 100,0 % | |

Note 1 — Les pourcentages sont calculés sur les actions émises, augmentées des 70 000 actions réservées au pool ESOP.

Note 2 — M. Karim Tazi a quitté ses fonctions de directeur technique en juin 2023 pour rejoindre un groupe bancaire casablancais. Le pacte prévoyait une promesse de cession de ses actions au profit de la Société en cas de départ ; elle n'a pas été levée dans le délai de six mois et M. Tazi conserve l'intégralité de ses titres.

Note 3 — Les BSA émis en 2022 au profit de deux prêteurs ont été déclarés exercés, mais les bulletins de souscription n'ont pas été retrouvés. Le nombre d'actions effectivement émises n'a pas pu être rapproché du registre des mouvements de titres : selon les sources, il se situe entre 12 000 et 50 000 actions. Le tableau ci-dessus retient l'hypothèse haute.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect', 'split', 'time'],
  },

  // 07 — Courriel collé dans la data room, négoce de céréales, Mali. CLEAN.
  // litigation ABSENT: the dispute with the former distributor was settled and withdrawn (over); the carrier's claim is only a threat, no writ served.
  // debt-distress ABSENT: "Nous ne sommes en défaut sur aucun de nos concours"; March instalment paid; DSCR 1.6x >= 1.3x.
  // regulatory ABSENT: the tax audit was closed without reassessment.
  {
    id: 'h17-fr-w4-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `De : Moussa Keïta <m.keita@sahelcereales.ml>
À : Me Aïssata Diarra ; équipe DD Amethis
Date : jeudi 3 avril 2025 18:42
Objet : RE: Questionnaire DD — points 4.2 (contentieux) et 5.1 (financements)

Maître,

Suite à notre call de ce matin, voici nos réponses.

4.2 — Contentieux. Le différend qui nous opposait à notre ancien distributeur de Sikasso, les Ets Sangaré & Fils, a été réglé par une transaction signée le 12 février 2025 ; le désistement d'instance a été constaté par le Tribunal de commerce de Bamako le 6 mars (copie en data room, 4.2.1). Aucune autre procédure n'est pendante. Nous avons en revanche reçu le 20 mars un courrier de Trans-Niger Express, qui réclame 14 M FCFA de surestaries et menace d'agir en justice ; nous contestons le montant et aucune assignation ne nous a été délivrée à ce jour.

5.1 — Financements. Nous ne sommes en défaut sur aucun de nos concours. L'échéance trimestrielle de mars du prêt BNDA (62 M FCFA) a été réglée le 31 mars, et le ratio de couverture du service de la dette ressort à 1,6× pour un minimum contractuel de 1,3×.

5.3 — Fiscalité. La vérification générale de la DGI portant sur 2021 et 2022 a été clôturée en janvier sans redressement (avis de clôture en data room, 5.3.2).

Je reste disponible pour en parler.

Bien cordialement,
Moussa Keïta
Directeur administratif et financier — Sahel Céréales SA, Ségou`,
    present: [],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    traits: ['negation', 'time', 'modality'],
  },
];
