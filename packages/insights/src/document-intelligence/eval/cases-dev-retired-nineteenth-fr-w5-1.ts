import type { RedFlagCase } from './case';
import { redFlagNineteenthFrW5P1Rest } from './cases-dev-retired-nineteenth-fr-w5-1-rest';

export const redFlagNineteenthFrW5P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, marketplace paddy / rizeries, Madagascar.
  // unrealistic-growth PRESENT (figures): prévision 2025 1 500 M Ar / réel 2024 210 M Ar = 7,1× en un an (seuil 4×).
  //   (producteurs : 30 000 / 6 800 = 4,4× aussi.)
  // unit-economics PRESENT (split, figures): LTV/CAC annoncé 6x ; chiffres de l'annexe : LTV = 6 500 Ar × 2 saisons × 3 ans
  //   = 39 000 Ar ; CAC = 52 000 Ar ; LTV/CAC = 39 000 / 52 000 = 0,75. « Rentabilisé dès la première saison » : 6 500 < 52 000.
  // burn-above-revenue PRESENT (figures): janvier 2025, charges 82 M Ar > commissions 24 M Ar (burn net 58 M Ar > 24 M Ar).
  // no-competition PRESENT (indirect): « personne d'autre ne met en relation… pas une plateforme… le terrain est à nous ».
  // short-runway ABSENT: 1 300 M Ar / 58 M Ar par mois = 22,4 mois.
  // high-churn ABSENT: rétention à 12 mois 81 % → attrition 19 % par an (< 45 %).
  // customer-concentration ABSENT: première rizerie = 12 % des commissions (< 30 %).
  // declining-revenue ABSENT: 95 → 210 M Ar.
  {
    id: 'h19-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `VARY CONNECT
Présentation investisseurs — Série A — février 2025
Antananarivo, Madagascar

— Slide 1 — Le problème
• Plus de 2 millions de ménages cultivent le riz à Madagascar.
• Le paddy est vendu au collecteur de passage, au prix qu'il fixe, payé en espèces et souvent en retard.
• Entre la rizière et la rizerie, jusqu'à un tiers de la valeur part en intermédiaires, en pertes et en transport.

— Slide 2 — Notre solution
• Le producteur déclare sa récolte par USSD ou auprès d'un agent Vary Connect.
• Les rizeries partenaires font une offre ; le producteur accepte en un clic.
• Enlèvement groupé par camion, paiement sur MVola ou Orange Money sous 48 h.

— Slide 3 — Un marché que nous sommes seuls à servir
• 420 000 producteurs ciblés dans l'Alaotra-Mangoro, le Vakinankaratra et le Boeny.
• Aujourd'hui, personne d'autre ne met en relation directe producteurs et rizeries à Madagascar : pas une plateforme, pas un intermédiaire numérique. Le terrain est à nous.

— Slide 4 — Traction
• 6 800 producteurs actifs, 14 rizeries partenaires
• 9 400 tonnes de paddy échangées en 2024
• Rétention des producteurs à 12 mois : 81 %
• Première rizerie partenaire : 12 % des commissions 2024

— Slide 5 — Modèle économique
• Commission de 2,5 % sur chaque transaction, payée par la rizerie
• Économie unitaire : LTV/CAC de 6x — chaque producteur est rentabilisé dès sa première saison

— Slide 6 — Chiffres clés (en millions d'ariary)
                           2023     2024    2025 (prév.)   2026 (prév.)
Commissions encaissées        95      210        1 500          4 200
Producteurs actifs         2 100    6 800       30 000         70 000

Janvier 2025 : charges du mois 82 M Ar ; commissions du mois 24 M Ar ;
consommation nette de trésorerie 58 M Ar.
Trésorerie disponible au 31 janvier 2025 : 1,3 milliard MGA.

— Slide 7 — Annexe : ce que coûte et rapporte un producteur
• Acquisition (agent terrain, formation, téléphone prêté) : 52 000 Ar par producteur
• Marge nette par producteur et par saison : 6 500 Ar
• Deux saisons de récolte par an ; durée de vie moyenne retenue : 3 ans

— Slide 8 — L'équipe
• Andry Rajaonarison, cofondateur et CEO — 8 ans chez un exportateur de riz de Toamasina
• Miora Rasoanaivo, cofondatrice et COO — ancienne responsable du réseau d'agents d'un opérateur mobile
• Toky Ramanantsoa, CTO — ancien développeur de services USSD
• 38 agents terrain répartis dans trois régions

— Slide 9 — La levée
• 2 milliards MGA en Série A
• 45 % réseau d'agents, 30 % produit, 25 % fonds de roulement des enlèvements groupés
• Objectif : 30 000 producteurs actifs fin 2025, 70 000 fin 2026

Contact : andry@varyconnect.mg — +261 34 05 412 77`,
    present: ['no-competition', 'unrealistic-growth', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'declining-revenue'],
    traits: ['list', 'table', 'split', 'figures', 'indirect'],
  },

  // 02 — Rapport du commissaire aux comptes, transformation de manioc et jus, Burundi.
  // audit-opinion PRESENT: opinion avec réserve (stocks non inventoriés).
  // going-concern PRESENT (indirect): « doute important sur la capacité de la société à poursuivre son exploitation ».
  // debt-distress PRESENT (indirect): TVA sept.–déc. 2024 déclarée mais non acquittée à l'OBR, FBu 186 300 000 (arriérés fiscaux).
  // burn-above-revenue PRESENT (figures): perte nette 2024 FBu 534 180 000 → charges > produits.
  //   Contrôle : 904 800 000 − 1 281 580 000 − 157 400 000 = −534 180 000.
  // declining-revenue PRESENT (figures): CA 3 120 000 000 (2024) < 3 480 000 000 (2023), soit −10,3 %.
  // gross-margin ABSENT: 1 078 800 000 / 3 480 000 000 = 31,0 % → 904 800 000 / 3 120 000 000 = 29,0 % ; baisse de 2,0 points (< 5).
  // related-party ABSENT (negation): aucune convention avisée. litigation ABSENT (negation): aucune procédure en cours.
  // short-runway ABSENT: aucun montant de trésorerie ni de burn mensuel donné.
  {
    id: 'h19-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `KIRA AGRO-TRANSFORMATION SA
Société anonyme au capital de FBu 1 200 000 000
Siège social : Chaussée d'Uvira, quartier industriel, Bujumbura

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS
Exercice clos le 31 décembre 2024

Mesdames et Messieurs les actionnaires,

En exécution de la mission qui nous a été confiée par votre assemblée générale, nous avons effectué l'audit des états financiers de la société Kira Agro-Transformation SA, comprenant le bilan au 31 décembre 2024, le compte de résultat, le tableau des flux de trésorerie et les notes annexes, établis conformément au Plan Comptable National révisé.

1. Opinion avec réserve
À notre avis, sous réserve de l'incidence éventuelle du point exposé au paragraphe 2, les états financiers présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société au 31 décembre 2024 ainsi que sa performance financière pour l'exercice clos à cette date.

2. Fondement de l'opinion avec réserve
Les stocks de farine de manioc, de jus conditionnés et de matières premières figurent au bilan pour FBu 412 450 000. La société n'a pas procédé à un inventaire physique à la clôture, et les procédures alternatives que nous avons mises en œuvre ne nous ont pas permis d'obtenir des éléments suffisants sur l'existence et la valorisation de ces stocks. Nous n'avons donc pas pu déterminer si des ajustements de ce poste, et par voie de conséquence du résultat de l'exercice, étaient nécessaires.
Nous avons conduit notre audit selon les normes internationales d'audit (ISA). Nous estimons que les éléments recueillis sont suffisants et appropriés pour fonder notre opinion avec réserve.

3. Capacité de la société à poursuivre son activité
Nous attirons votre attention sur la note 2.1 des états financiers. La société a enregistré au titre de l'exercice 2024 une perte nette de FBu 534 180 000 et ses capitaux propres, ramenés à FBu 402 600 000, sont devenus inférieurs à la moitié du capital social. Le financement de l'exploitation en 2025 repose sur une augmentation de capital qui n'était pas signée à la date du présent rapport. Ces circonstances font naître un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée au titre de ce point.

4. Principaux agrégats (en FBu)
                                      2024               2023
Chiffre d'affaires               3 120 000 000      3 480 000 000
Coût des ventes                 (2 215 200 000)    (2 401 200 000)
Marge brute                        904 800 000      1 078 800 000
Taux de marge brute                     29,0 %             31,0 %
Charges d'exploitation          (1 281 580 000)    (1 118 200 000)
Charges financières               (157 400 000)       (79 000 000)
Résultat net                      (534 180 000)      (118 400 000)

5. Vérifications et informations spécifiques
5.1 Dettes fiscales. Le poste « État, TVA à reverser » comprend FBu 186 300 000 au titre des déclarations des mois de septembre à décembre 2024, déposées auprès de l'Office Burundais des Recettes mais non acquittées à ce jour. Les pénalités et intérêts de retard correspondants sont provisionnés pour FBu 27 900 000 (note 17).
5.2 Conventions réglementées. Nous n'avons été avisés d'aucune convention conclue au cours de l'exercice entre la société et l'un de ses administrateurs ou actionnaires significatifs, et nos travaux n'en ont pas révélé.
5.3 Procédures. La direction nous a confirmé par écrit qu'aucune procédure judiciaire ou arbitrale n'est en cours contre la société.

Fait à Bujumbura, le 28 avril 2025

Cabinet Ntahomvukiye Audit & Conseil
Emmanuel Ntahomvukiye, expert-comptable agréé
Commissaire aux comptes`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue', 'declining-revenue'],
    absent: ['gross-margin', 'related-party', 'litigation', 'short-runway'],
    traits: ['table', 'prose', 'figures', 'indirect', 'negation'],
  },

  // 03 — Pacte d'associés, plateforme de livraison, Madagascar.
  // low-founder-ownership PRESENT (figures): fondateurs actifs Rakotomalala 21 % + Andrianaivo 13 % = 34 % (< 40 %).
  //   M. Razafindrakoto (11 %) n'exerce plus aucune fonction : il n'est pas un fondateur actif.
  // founder-departure PRESENT (indirect): cofondateur et ancien directeur technique sorti le 30 septembre 2023 (préambule B).
  // dead-equity PRESENT (split): le même détient toujours 1 100 actions (article 1), promesse de cession jamais exercée.
  // cap-table-complexity PRESENT (indirect): promesses d'actions aux premiers salariés non rapprochées du registre (art. 1.2).
  // investor-control ABSENT: Miarakapa Seed Fund I 3 200 / 10 000 = 32 % (< 50 %), 2 sièges sur 5.
  // litigation ABSENT (modality): clause d'arbitrage pour d'éventuels différends futurs.
  // related-party ABSENT: règle d'autorisation des conventions, aucune convention conclue.
  {
    id: 'h19-fr-w5-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS
FIFAMOVA SA
Société anonyme au capital de 100 000 000 Ar divisé en 10 000 actions de 10 000 Ar
Siège social : Lot II J 161 Ivandry, Antananarivo 101 — RCS Antananarivo 2021 B 00412

ENTRE LES SOUSSIGNÉS :
1. M. Hery Rakotomalala, Président-Directeur général ;
2. Mme Nirina Andrianaivo, Directrice des opérations ;
3. M. Tojo Razafindrakoto ;
4. Miarakapa Seed Fund I, représenté par Mme Onja Rabearivelo, dûment habilitée (le « Fonds ») ;
5. Les quatorze membres du club Diaspora Angels Madagascar listés en annexe 2 (les « Angels ») ;
ci-après ensemble les « Associés ».

PRÉAMBULE
A. La Société a été constituée en mars 2021 par M. Rakotomalala, Mme Andrianaivo et M. Razafindrakoto. Elle exploite une plateforme de livraison du dernier kilomètre à Antananarivo et à Toamasina.
B. M. Razafindrakoto, qui assurait la direction technique, a cessé toute fonction salariée et tout mandat au sein de la Société le 30 septembre 2023. La promesse de cession de ses actions consentie aux deux autres fondateurs par l'accord du 2 mars 2021 n'a pas été levée dans le délai prévu.
C. Le 14 janvier 2025, le Fonds a souscrit 3 200 actions nouvelles dans le cadre d'une augmentation de capital réservée.

ARTICLE 1 — RÉPARTITION DU CAPITAL
1.1 À la date des présentes, le capital est réparti comme suit :

Associé                                        Actions      %
Hery Rakotomalala                                2 100    21,0 %
Nirina Andrianaivo                               1 300    13,0 %
Tojo Razafindrakoto                              1 100    11,0 %
Miarakapa Seed Fund I                            3 200    32,0 %
Diaspora Angels (14 personnes)                   1 200    12,0 %
Actions détenues par la Société (intéressement)  1 100    11,0 %
Total                                           10 000   100,0 %

1.2 Les Associés reconnaissent que des attributions d'actions ont été promises en 2021 et 2022 à quatre premiers salariés, par courriel ou oralement, pour un nombre qu'aucune des parties n'est aujourd'hui en mesure d'établir avec certitude. Ces promesses n'ont pas été rapprochées du registre des mouvements de titres ; le tableau ci-dessus est arrêté sous cette réserve et pourra être rectifié par avenant.

ARTICLE 2 — GOUVERNANCE
2.1 Le conseil d'administration compte cinq membres : deux désignés par les fondateurs en fonction, deux par le Fonds et un administrateur indépendant choisi d'un commun accord.
2.2 Sont soumis à l'accord préalable du conseil statuant à la majorité des quatre cinquièmes : le budget annuel, tout endettement supérieur à 50 000 000 Ar, toute convention entre la Société et un Associé, un dirigeant ou un membre de leur famille.

ARTICLE 3 — DROIT DE PRÉEMPTION
Toute cession d'actions à un tiers est soumise au droit de préemption des autres Associés, au prorata de leur participation, dans un délai de trente jours suivant la notification.

ARTICLE 4 — SORTIE CONJOINTE ET SORTIE FORCÉE
4.1 En cas de cession conférant le contrôle à un tiers, chaque Associé peut céder ses actions aux mêmes conditions.
4.2 Si des Associés détenant ensemble au moins 67 % du capital acceptent une offre portant sur 100 % du capital, les autres Associés s'engagent à céder leurs actions aux mêmes conditions.

ARTICLE 5 — ENGAGEMENTS DES FONDATEURS EN FONCTION
M. Rakotomalala et Mme Andrianaivo consacrent l'intégralité de leur temps à la Société et s'interdisent, pendant la durée de leurs fonctions et vingt-quatre mois après, toute activité de livraison urbaine à Madagascar.

ARTICLE 6 — RÈGLEMENT DES DIFFÉRENDS
Tout différend relatif au présent pacte qui viendrait à naître sera soumis au règlement d'arbitrage du Centre d'Arbitrage et de Médiation de Madagascar (CAMM).

ARTICLE 7 — DURÉE
Le présent pacte est conclu pour dix ans à compter de sa signature.

Fait à Antananarivo, le 14 janvier 2025, en six exemplaires originaux.`,
    present: ['low-founder-ownership', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['investor-control', 'litigation', 'related-party'],
    traits: ['table', 'split', 'figures', 'indirect', 'time'],
  },

  ...redFlagNineteenthFrW5P1Rest,
];
