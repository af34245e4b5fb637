import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW8P2: readonly RedFlagCase[] = [
  // 08 — Procès-verbal d'assemblée générale extraordinaire, solar installer, Algérie (Ghardaïa).
  // founder-departure PRESENT (indirect): cofounder Lyes Hammadi « n'exerce plus aucune fonction au sein de la société depuis le 31 mars 2025 ».
  // dead-equity PRESENT (split across resolutions): buy-back promise not exercised, he « conserve … ses 1 500 actions » after leaving.
  // investor-control PRESENT (table, figures): Sud Capital Investissement 5 600 / 10 000 = 56 % (≥ 50 %).
  // low-founder-ownership PRESENT (table, figures): active founder Rafik 2 200 / 10 000 = 22 %; even counting Lyes, (2 200 + 1 500) / 10 000 = 37 % (< 40 %).
  // litigation ABSENT: Hammadi abstains and declares he does not intend to contest; no dispute exists.
  // cap-table-complexity ABSENT: attendance sheet reconciles, 5 600 + 2 200 + 1 500 + 700 = 10 000 = 100 % of capital.
  {
    id: 'h18-fr-w8-08',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TAFAT SOLAIRE — Société par actions au capital de 10 000 000 DA
Siège social : zone d'activités de Bouhraoua, Ghardaïa

PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 10 AVRIL 2025

L'an deux mille vingt-cinq, le dix avril à dix heures, les actionnaires de la société se sont
réunis au siège social sur convocation du président du conseil d'administration.

Feuille de présence                                                Actions     Voix
Sud Capital Investissement SPA, représentée par M. Hocine Lalmi      5 600     5 600
M. Rafik Ouled-Brahim, président-directeur général, fondateur        2 200     2 200
M. Lyes Hammadi, fondateur                                           1 500     1 500
Trois investisseurs personnes physiques                                700       700
Total (100 % du capital)                                            10 000    10 000

Ordre du jour :
1. Prise d'acte de la cessation des fonctions de M. Lyes Hammadi ;
2. Promesse de rachat prévue à l'article 9 du pacte d'actionnaires ;
3. Pouvoirs pour formalités.

Première résolution
L'assemblée prend acte de ce que M. Lyes Hammadi, directeur général délégué chargé de la
technique, n'exerce plus aucune fonction au sein de la société depuis le 31 mars 2025, date à
laquelle il s'est installé à l'étranger pour un projet personnel. Son mandat d'administrateur
a pris fin à la même date. Cette résolution est adoptée à l'unanimité.

Deuxième résolution
L'assemblée décide de ne pas exercer la promesse de rachat prévue à l'article 9 du pacte.
En conséquence, M. Hammadi conserve ses 1 500 actions, avec les droits de vote et les droits
financiers qui y sont attachés. M. Hammadi déclare ne pas entendre contester cette décision.
Cette résolution est adoptée par 8 500 voix pour, 1 500 abstentions.

Troisième résolution
Tous pouvoirs sont conférés au porteur d'une copie du présent procès-verbal pour accomplir les
formalités légales auprès du CNRC. Adoptée à l'unanimité.

Le président de séance          Le secrétaire          Le scrutateur`,
    present: ['founder-departure', 'dead-equity', 'investor-control', 'low-founder-ownership'],
    absent: ['litigation', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect', 'split', 'time'],
  },

  // 09 — Lettre de l'autorité de régulation (télécoms), IoT network operator, Algérie (Alger). CLEAN.
  // pending-licence ABSENT: authorisation granted by decision n° 25-014 of 29 January 2025; a future extension « devra faire l'objet d'une demande », none filed.
  // regulatory ABSENT: the 2023 mise en demeure was followed by compliance in Sept. 2023; procedure closed, « aucune sanction n'a été prononcée »; no uncertainty stated.
  // debt-distress ABSENT: authorisation fee (2 400 000 DA) and 2025 frequency fee (850 000 DA) received; « situation … à jour ».
  {
    id: 'h18-fr-w8-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Autorité de Régulation de la Poste et des Communications Électroniques
Direction générale
                                                        Alger, le 2 février 2025
N° 0217/DG/2025

Monsieur le Gérant
Sirius IoT SARL
Bab Ezzouar, Alger

Objet : Notification de la décision d'autorisation — clôture de la mise en demeure du 12 juin 2023

Monsieur le Gérant,

1. Par décision n° 25-014 du 29 janvier 2025, le Conseil de l'Autorité vous a accordé
l'autorisation d'établissement et d'exploitation d'un réseau de communications électroniques
bas débit destiné à l'internet des objets, sur le territoire des wilayas d'Alger, de Blida et
de Boumerdès, pour une durée de cinq ans renouvelable. Copie de la décision est jointe.

2. La mise en demeure qui vous avait été adressée le 12 juin 2023 pour utilisation de
fréquences non assignées a été suivie d'une mise en conformité constatée par nos services le
4 septembre 2023. La procédure est close ; aucune sanction n'a été prononcée.

3. Nous accusons réception du versement de la contrepartie financière de l'autorisation, soit
2 400 000 DA, et de la redevance d'assignation de fréquences pour 2025, soit 850 000 DA.
Votre situation vis-à-vis de l'Autorité est à jour.

4. Nous vous rappelons que toute extension de votre réseau à d'autres wilayas devra faire
l'objet d'une demande préalable.

Veuillez agréer, Monsieur le Gérant, l'expression de nos salutations distinguées.

Le Directeur général`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'debt-distress'],
    traits: ['list', 'negation', 'time', 'prose'],
  },

  // 10 — Courriel d'un investisseur, SaaS de facturation pour PME, Algérie.
  // non-recurring-revenue PRESENT (words): 14,4 M DA one-off data-migration project billed once, counted in « revenus récurrents » / ARR of 88,8 M DA (74,4 + 14,4).
  // high-churn PRESENT (list, figures, indirect): 190 of 410 January customers still subscribed at 31 Dec. = 46,3 % retention (< 55 %), i.e. 53,7 % annual churn (≥ 45 %).
  // unit-economics PRESENT (figures): claimed CAC payback 4 months; 190 000 / (15 000 × 0,80 = 12 000 per month) = 15,8 months.
  // unrealistic-growth ABSENT: plan is ARR × 2,5 in 2025 (< 4×).
  // customer-concentration ABSENT: the one-off bank project is 14,4 / 88,8 = 16,2 % of stated ARR (< 30 %).
  {
    id: 'h18-fr-w8-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Karim Aït-Saïd <k.aitsaid@djurdjura-capital.dz>
À : Imane Boukhari <imane@fatoura.dz>
Date : 24 janvier 2025
Objet : Board du 30 janvier — nos questions sur le pack

Bonjour Imane,

Avant le board, voici les points que nous souhaitons voir traités. Nous avons repris les
chiffres de votre pack, onglet par onglet.

ARR
Le pack affiche un ARR de 88,8 M DA au 31 décembre. Le MRR de décembre est de 6,2 M DA, soit
74,4 M DA annualisés ; la différence, 14,4 M DA, correspond au projet de reprise de données
facturé une seule fois à la banque publique en novembre. Ce montant figure pourtant dans la
ligne « revenus récurrents ».

Clients (onglet CRM)
– clients payants au 1er janvier 2024 : 410
– parmi eux, encore abonnés au 31 décembre 2024 : 190
– nouveaux clients signés en 2024 : 260

Coût d'acquisition
La slide 7 indique « CAC récupéré en 4 mois ». L'onglet Marketing donne :
– abonnement moyen : 15 000 DA HT par mois ;
– marge brute sur abonnement : 80 % ;
– coût d'acquisition par client : 190 000 DA.
Merci de nous envoyer le détail du calcul.

Plan 2025
Vous visez un ARR multiplié par 2,5. Nous en parlerons une fois les points ci-dessus clarifiés.

Bien à vous,
Karim`,
    present: ['non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: ['unrealistic-growth', 'customer-concentration'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },

  // 11 — Business plan, poultry farming and slaughterhouse, Comores (Grande Comore). CLEAN.
  // unrealistic-growth ABSENT: 310 / 180 = 1,72×; 470 / 310 = 1,52×; 640 / 470 = 1,36×; « tripler … d'ici 2027 » is 3× over three years, not per year.
  // gross-margin ABSENT: 61 / 180 = 33,9 % → 108 / 310 = 34,8 % → 169 / 470 = 36,0 % → 230 / 640 = 35,9 %: never down 5 pts.
  // burn-above-revenue ABSENT: net profit every year (21, 46, 78, 112 M KMF).
  // customer-concentration ABSENT: top client ≤ 9 %, top three together 21 % (< 30 %).
  // pending-licence ABSENT: abattoir agrément granted 4 Oct. 2024; the EU approval is only a hypothetical outlet « pas retenu ».
  // no-competition ABSENT: imported frozen chicken and three artisanal farms are named as competitors.
  // founder-departure ABSENT: Fatima left another company in 2017 to found Djando.
  // debt-distress ABSENT: equipment loan 70 % repaid, « aucune échéance n'a été payée en retard ».
  {
    id: 'h18-fr-w8-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `DJANDO AVICOLE SARL — Plan d'affaires 2025-2027
Élevage de poulets de chair et abattoir, Mbéni (Grande Comore)

Le marché
Les Comores importent chaque année plusieurs milliers de tonnes de cuisses de poulet
congelées (« mabawa »). Djando vend du poulet frais aux supermarchés, traiteurs et restaurants
de Moroni. Nous ne sommes pas seuls : le mabawa importé reste notre principal concurrent, et
trois élevages artisanaux vendent du poulet vif sur les marchés de Volo-Volo et de Mbéni.

Comptes et projections (en millions de KMF)
                                             2024 réel    2025    2026    2027
Chiffre d'affaires                               180       310     470     640
Coût des ventes                                 (119)     (202)   (301)   (410)
Marge brute                                       61       108     169     230
Autres charges (personnel, amortissements, impôts) (40)    (62)    (91)   (118)
Résultat net                                      21        46      78     112

Nous prévoyons de tripler la production d'ici 2027 (de 9 000 à 27 000 poulets par mois)
grâce à deux nouveaux bâtiments d'élevage.

Clients : aucun client ne dépasse 9 % du chiffre d'affaires ; les trois premiers réunis en
représentent 21 %.

Autorisations : l'agrément sanitaire de l'abattoir a été délivré par la Direction de l'élevage
le 4 octobre 2024. Vendre à Mayotte exigerait un agrément européen ; ce débouché n'est pas
retenu dans le présent plan.

Équipe : Fatima Said Hassani (gérante) a quitté en 2017 la direction commerciale d'un
importateur de produits congelés pour créer Djando avec Ibrahim Mohamed Ali, vétérinaire.

Financement : nous recherchons 150 M KMF pour les deux bâtiments. Le prêt d'équipement de
60 M KMF contracté en 2022 est remboursé à 70 % ; aucune échéance n'a été payée en retard.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'customer-concentration', 'pending-licence', 'no-competition', 'founder-departure', 'debt-distress'],
    traits: ['table', 'figures', 'modality', 'negation', 'time'],
  },

  // 12 — Mémo de due diligence (juridique et fiscal), private clinic, Comores (Moroni).
  // cap-table-complexity PRESENT (table + words): statuts 5 000 shares vs register 5 640; two 2021 capital increases unpublished; « pas en mesure … d'établir la répartition exacte du capital ».
  // debt-distress PRESENT (indirect, time): tax assessment of 27,4 M KMF, payment deadline expired 14 Dec. 2024, no payment and no instalment plan = tax arrears.
  // litigation PRESENT (words): medical-liability suit pending before the Moroni court, next hearing 22 May 2025.
  // low-founder-ownership ABSENT: founders 1 800 + 1 400 = 3 200; 3 200 / 5 000 = 64 % or 3 200 / 5 640 = 56,7 % (≥ 40 % either way).
  // investor-control ABSENT: diaspora investors are several people; even together 2 440 / 5 640 = 43,3 % (< 50 %).
  // pending-licence ABSENT: operating authorisation renewed on 20 January 2025.
  // related-party ABSENT: no agreement with managers or relatives identified.
  {
    id: 'h18-fr-w8-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MÉMO DE DUE DILIGENCE — CLINIQUE AL-AMANE MORONI SA
Préparé pour : Komor Santé Partenaires (investisseur pressenti)
Par : Cabinet Soilihi, conseil juridique et fiscal — version du 11 mars 2025

Synthèse
N°  Sujet                         Constat                                       Gravité
1   Capital social                non rapproché (§1)                            Élevée
2   Fiscalité                     avis de mise en recouvrement (§2)             Élevée
3   Contentieux                   instance en cours (§3)                        Moyenne
4   Autorisation d'exploitation   renouvelée en janvier 2025 (§4)               Faible

§1. Capital. Les statuts de 2019 fixent le capital à 5 000 actions ; le registre des titres
en recense 5 640. Deux augmentations de capital votées en 2021 n'ont été ni publiées ni
enregistrées, et les bulletins de souscription n'ont pas pu nous être communiqués.
   Actionnaires                          Statuts 2019    Registre 2025
   Dr Anissa Abdou (fondatrice)                 1 800            1 800
   Dr Hamidou Mze (fondateur)                   1 400            1 400
   Investisseurs de la diaspora (11)            1 800            2 440
   Total                                        5 000            5 640
Nous ne sommes pas en mesure, à ce stade, d'établir la répartition exacte du capital.

§2. Fiscalité. L'AGID a notifié le 14 octobre 2024 un avis de mise en recouvrement de
27,4 M KMF (impôt sur les bénéfices 2022 et 2023, pénalités comprises). Le délai de paiement
a expiré le 14 décembre 2024 ; aucun règlement n'est intervenu et aucun échéancier n'a été
accordé. Le prêt immobilier de 280 M KMF est, lui, servi normalement.

§3. Contentieux. La famille d'une patiente a assigné la clinique en responsabilité médicale
devant le tribunal de première instance de Moroni ; prochaine audience le 22 mai 2025.

§4. Autorisation. L'autorisation d'exploitation a été renouvelée par le ministère de la Santé
le 20 janvier 2025, pour cinq ans.

Nous n'avons identifié aucune convention entre la clinique et ses dirigeants ou leurs proches.`,
    present: ['cap-table-complexity', 'debt-distress', 'litigation'],
    absent: ['low-founder-ownership', 'investor-control', 'pending-licence', 'related-party'],
    traits: ['table', 'figures', 'indirect', 'time', 'negation'],
  },

  // 13 — Pitch deck, inter-island ferry ticketing app, Comores (Moroni / Mutsamudu / Fomboni).
  // no-competition PRESENT (direct, slide 4): « Aucun concurrent. Aucune autre billetterie en ligne n'existe aux Comores ».
  // missing-financials PRESENT (indirect, by absence): no revenue or cost figure anywhere; only passengers, downloads, tickets sold in units, and the amount raised.
  // founder-departure ABSENT: « ex-chef de projet mobile money » is the CEO's job before founding; both founders full-time.
  // unrealistic-growth ABSENT: no projection is given.
  {
    id: 'h18-fr-w8-13',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `BOTI — La billetterie maritime inter-îles dans votre poche
Présentation investisseurs — Moroni, mars 2025

Slide 1 — Le problème
Chaque traversée Moroni – Mutsamudu – Fomboni se réserve encore au guichet, en espèces,
souvent la veille. Files d'attente au port, surréservation, aucune visibilité sur les horaires.

Slide 2 — La solution
Application et site mobile : réservation, paiement par mobile money, billet QR contrôlé à
l'embarquement.

Slide 3 — Le marché
Environ 420 000 traversées passagers par an entre les trois îles, sans compter la diaspora
qui réserve pour la famille restée au pays.

Slide 4 — Concurrence
Aucun concurrent. Aucune autre billetterie en ligne n'existe aux Comores ; les armateurs
vendent uniquement au guichet.

Slide 5 — Traction
3 armateurs partenaires · 12 000 téléchargements · 1 800 billets vendus pendant le pilote de décembre

Slide 6 — Modèle économique
Une commission prélevée sur chaque billet, payée par l'armateur.

Slide 7 — Équipe
Moinadjoumoi Ali (CEO, ex-chef de projet mobile money) · Anrafa Soulé (CTO) — tous deux à temps plein.

Slide 8 — Notre demande
Nous levons 90 M KMF pour ouvrir Mutsamudu et Fomboni et lancer la version diaspora.`,
    present: ['no-competition', 'missing-financials'],
    absent: ['founder-departure', 'unrealistic-growth'],
    traits: ['list', 'indirect'],
  },
];
