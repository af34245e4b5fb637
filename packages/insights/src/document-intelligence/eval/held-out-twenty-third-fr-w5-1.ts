/** Writer 5's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW5P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, fintech de paiement marchand, Casablanca (Maroc).
  // pending-licence PRESENT: own payment-institution licence filed with Bank Al-Maghrib in Nov. 2024, "instruction suit son cours".
  // no-competition PRESENT: "Aucun concurrent ne s'adresse aujourd'hui aux épiciers de quartier … Le terrain est libre."
  // unrealistic-growth PRESENT (figures): 2025 revenue 14,5 MDH / 2024 revenue 2,4 MDH = 6,0× in one year (≥ 4×).
  // burn-above-revenue ABSENT: costs 2024 2,2 MDH < revenue 2,4 MDH.
  // high-churn ABSENT: 3,1 % a month < 5 %.
  // regulatory ABSENT: operates under a partner's licence; no sanction, no stated uncertainty.
  {
    id: 'h23-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'indirect'],
    present: ['pending-licence', 'no-competition', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'high-churn', 'regulatory'],
    text: `TAWFIR PAY — Présentation investisseurs — Seed+ 2025
Casablanca · Document confidentiel

1/ Le problème
• 1 million de commerces de proximité au Maroc ; 9 sur 10 n'acceptent que les espèces
• Un terminal bancaire classique : location de 250 DH/mois + commission de 2,5 % à 3 %
• Résultat : le client va retirer au GAB… ou achète ailleurs

2/ Notre solution
• SoftPOS sur le smartphone du commerçant + QR code interopérable
• Installation en 30 secondes, sans location de matériel
• Commission unique de 1,6 %, versement des fonds à J+1

3/ Traction (au 31/12/2024)
• 3 200 commerçants actifs (Casablanca, Rabat, Salé, Fès)
• Volume traité 2024 : 96 MDH
• Chiffre d'affaires 2024 : 2,4 MDH (commissions 1,8 MDH + abonnements « Pro » 0,6 MDH) — 2023 : 0,9 MDH
• Charges d'exploitation 2024 : 2,2 MDH → EBITDA 2024 : +0,2 MDH
• Attrition mensuelle des commerçants : 3,1 %

4/ Concurrence
Aucun concurrent ne s'adresse aujourd'hui aux épiciers de quartier. Les banques équipent la grande distribution, les wallets se battent sur le transfert d'argent entre particuliers. Le terrain est libre : nous voulons le prendre en 18 mois.

5/ Cadre réglementaire
Nous encaissons aujourd'hui sous l'agrément d'établissement de paiement de notre banque partenaire (convention signée en 2023).
Notre propre dossier d'agrément en qualité d'établissement de paiement a été déposé auprès de Bank Al-Maghrib en novembre 2024 ; l'instruction suit son cours.

6/ Plan à 3 ans
| | 2024 (réel) | 2025 | 2026 | 2027 |
|---|---|---|---|---|
| Commerçants actifs | 3 200 | 18 000 | 45 000 | 90 000 |
| Chiffre d'affaires (MDH) | 2,4 | 14,5 | 41,0 | 95,0 |
| EBITDA (MDH) | 0,2 | 1,1 | 8,3 | 24,7 |

7/ Équipe
Nadia El Amrani, CEO — 11 ans en monétique bancaire
Othmane Berrada, CTO — ex-architecte paiement dans un processeur régional
Youssef Lahlou, COO — 12 ans de distribution FMCG dans le réseau traditionnel

8/ La levée
1,5 M€ (≈ 16 MDH) : 45 % tech et conformité, 40 % acquisition terrain, 15 % fonds de roulement.`,
  },

  // 02 — États financiers audités, SaaS pour huileries, Tunis (Tunisie). CLEAN.
  // audit-opinion ABSENT: unmodified opinion ("présentent sincèrement, dans tous leurs aspects significatifs").
  // gross-margin ABSENT (figures): 2024 2 018 400 / 3 480 000 = 58,0 %; 2023 1 804 200 / 2 910 000 = 62,0 % → −4 points (< 5).
  // non-recurring-revenue ABSENT: the one-off 180 000 DT is shown apart and kept out of recurring revenue.
  // debt-distress ABSENT: no overdue tax/social debt; the 2022 payment plan was settled in April 2023 (over).
  // customer-concentration ABSENT: first client 14 %, five first 27 % (< 30 %).
  // burn-above-revenue ABSENT: net profit 387 940 DT. declining-revenue ABSENT: 3 480 000 > 2 910 000.
  {
    id: 'h23-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'non-recurring-revenue', 'debt-distress', 'customer-concentration'],
    text: `SABRA TECH SA — Tunis
États financiers de l'exercice clos le 31 décembre 2024 (extraits)

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS
Opinion
Nous avons effectué l'audit des états financiers de la société Sabra Tech SA, qui comprennent le bilan au 31 décembre 2024, l'état de résultat, l'état des flux de trésorerie pour l'exercice clos à cette date, ainsi que les notes aux états financiers.
À notre avis, les états financiers ci-joints présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société au 31 décembre 2024, ainsi que sa performance financière et ses flux de trésorerie pour l'exercice clos à cette date, conformément au système comptable des entreprises en vigueur en Tunisie.
Tunis, le 28 mars 2025 — Le commissaire aux comptes

ÉTAT DE RÉSULTAT (en dinars)
| Rubrique | 2024 | 2023 |
|---|---:|---:|
| Revenus | 3 480 000 | 2 910 000 |
|   dont abonnements | 3 300 000 | 2 910 000 |
|   dont prestations ponctuelles | 180 000 | — |
| Coût des ventes | (1 461 600) | (1 105 800) |
| Marge brute | 2 018 400 | 1 804 200 |
| Charges de personnel | (1 030 000) | (945 000) |
| Autres charges d'exploitation | (372 000) | (335 000) |
| Dotations aux amortissements | (118 000) | (110 000) |
| Résultat d'exploitation | 498 400 | 414 200 |
| Charges financières nettes | (42 000) | (51 000) |
| Résultat avant impôt | 456 400 | 363 200 |
| Impôt sur les sociétés | (68 460) | (54 480) |
| Résultat net de l'exercice | 387 940 | 308 720 |

Note 3 — Revenus
Le revenu récurrent (abonnements annuels souscrits par 214 huileries, coopératives et centres de collecte) s'établit à 3 300 000 DT. La prestation de paramétrage réalisée en 2024 pour le compte d'un office public (180 000 DT, non reconductible) est présentée séparément et n'est pas intégrée au revenu récurrent communiqué aux actionnaires.

Note 4 — Marge brute
Le taux de marge brute ressort à 58,0 % contre 62,0 % en 2023. Le recul s'explique par la migration de l'hébergement vers un centre de données local, dont le coût sera lissé à partir de 2025.

Note 5 — Concentration
Le premier client représente 14 % des revenus de l'exercice ; les cinq premiers clients en représentent ensemble 27 %.

Note 14 — Dettes fiscales et sociales
Au 31 décembre 2024, la société n'a aucune dette échue envers la CNSS ni envers l'administration fiscale. L'échéancier de régularisation accordé en 2022 par la recette des finances a été intégralement soldé en avril 2023.

Note 18 — Engagements hors bilan et litiges
Néant.`,
  },

  // 03 — Note aux associés (business plan / memo), agritech d'irrigation, Agadir (Maroc).
  // declining-revenue PRESENT (table only): T3 421 000 DH < T2 468 000 DH.
  // short-runway PRESENT (figures, split): monthly net burn T3 = 810 000 / 3 = 270 000 DH; cash 1 950 000 / 270 000 = 7,2 months (< 9).
  // burn-above-revenue PRESENT: T3 costs 1 231 000 > revenue 421 000; net burn 270 000/month > revenue 421 000 / 3 ≈ 140 300/month.
  // debt-distress ABSENT: honour loan repaid on schedule, "sans retard".
  // unrealistic-growth ABSENT: 2025 ≈ 1 269 000 over 9 months ≈ 1,7 MDH annualised; 3,2 / 1,7 ≈ 1,9×.
  // customer-concentration ABSENT: first client 18 %.
  {
    id: 'h23-fr-w5-03',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'split', 'prose', 'negation'],
    present: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    absent: ['debt-distress', 'unrealistic-growth', 'customer-concentration'],
    text: `RiyAgri SARL — Note aux associés et aux investisseurs
Agadir, le 14 octobre 2025
Objet : point d'activité à fin septembre 2025

Chers associés,

La saison a été bonne sur le terrain : 212 exploitations sont désormais équipées de nos boîtiers d'irrigation pilotée dans le Souss et le Haouz, contre 140 fin 2024. Sur le panel d'agrumiculteurs suivi avec l'INRA, l'économie d'eau mesurée atteint 31 %. Le troisième trimestre est traditionnellement plus calme (récoltes, congés, Aïd), mais l'équipe terrain a continué d'installer.

Tableau de bord trimestriel (en DH)
| Indicateur | T1 2025 | T2 2025 | T3 2025 |
|---|---:|---:|---:|
| Chiffre d'affaires | 380 000 | 468 000 | 421 000 |
| Charges d'exploitation | 1 150 000 | 1 210 000 | 1 231 000 |
| Consommation nette de trésorerie | 770 000 | 742 000 | 810 000 |
| Exploitations équipées (fin de période) | 168 | 197 | 212 |

Équipe
Nous sommes 19, dont 8 techniciens installateurs. Salma a pris la direction commerciale en juillet ; deux agronomes nous ont rejoints à Taroudant.

Trésorerie et financement
Au 30 septembre, nous disposions de 1 950 000 DH en banque. Le prêt d'honneur de 300 000 DH obtenu en 2023 est remboursé conformément à son échéancier, sans aucun retard. Nous ouvrirons en novembre un tour de table de 12 MDH auprès de deux fonds d'amorçage et de nos business angels actuels.

Perspectives 2026
Objectif : 3,2 MDH de chiffre d'affaires, porté par le lancement de l'abonnement « RiyAgri Data » (recommandations d'irrigation par SMS et WhatsApp). Notre premier client, la coopérative Al Amal, pèse 18 % du chiffre d'affaires des neuf premiers mois.

Bien cordialement,
Anouar Idrissi, gérant`,
  },

  // 04 — Pacte d'actionnaires (legal), logistique, Tunis (Tunisie).
  // investor-control PRESENT: the Fund holds 52,6 % (≥ 50 %).
  // low-founder-ownership PRESENT (figures): founders 20,4 % + 18,1 % = 38,5 % (< 40 %).
  // dead-equity PRESENT: Hatem Souissi, first employee, resigned March 2023, call option not exercised, still holds 8,9 %.
  // founder-departure ABSENT: he was an employee (developer), not a founder or executive; both founders stay full time.
  // cap-table-complexity ABSENT: table reconciled with the share register and certified by the auditor.
  // litigation ABSENT: only a clause for future disputes.
  {
    id: 'h23-fr-w5-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'split', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity', 'litigation'],
    text: `PACTE D'ACTIONNAIRES DE LA SOCIÉTÉ QAFLA SA
Société anonyme au capital de 1 000 000 dinars — Siège social : Les Berges du Lac, Tunis
(extraits — version signée le 18 juillet 2025)

ENTRE LES SOUSSIGNÉS :
1. Atlas Maghreb Growth Fund I, fonds commun de placement à risque, représenté par sa société de gestion (ci-après « le Fonds ») ;
2. M. Mehdi Karoui (ci-après « le Fondateur 1 ») ;
3. Mme Ines Ben Salah (ci-après « la Fondatrice 2 »), ensemble « les Fondateurs » ;
4. M. Hatem Souissi ;
5. La société Qafla SA (ci-après « la Société »).

Article 2 — Répartition du capital
2.1 À la date des présentes, le capital social est divisé en 100 000 actions de 10 dinars de nominal chacune, réparties comme suit :

| Actionnaire | Nombre d'actions | % du capital et des droits de vote |
|---|---:|---:|
| Le Fonds | 52 600 | 52,6 % |
| Mehdi Karoui (Fondateur 1, directeur général) | 20 400 | 20,4 % |
| Ines Ben Salah (Fondatrice 2, directrice technique) | 18 100 | 18,1 % |
| Hatem Souissi | 8 900 | 8,9 % |
| Total | 100 000 | 100,0 % |

2.2 M. Hatem Souissi, premier salarié de la Société en qualité de développeur, a démissionné en mars 2023. La promesse de cession de ses actions stipulée à son contrat n'ayant pas été levée par la Société dans le délai de quatre-vingt-dix jours, il conserve la qualité d'actionnaire. Il n'exerce plus aucune fonction au sein de la Société.
2.3 Les Parties reconnaissent que la répartition ci-dessus a été rapprochée du registre des mouvements de titres tenu par la Société et certifiée conforme par le commissaire aux comptes le 30 juin 2025.

Article 5 — Conseil d'administration
Le conseil d'administration comprend cinq membres : trois désignés sur proposition du Fonds, un désigné sur proposition des Fondateurs, et le directeur général.

Article 7 — Engagements des Fondateurs
Chacun des Fondateurs s'engage à consacrer l'intégralité de son temps professionnel à la Société pendant une durée minimale de quarante-huit mois à compter de la signature des présentes.

Article 9 — Décisions importantes
Les décisions listées en Annexe 3 (budget annuel, endettement supérieur à 200 000 dinars, recrutement des cadres dirigeants, cession d'actifs) sont prises à la majorité simple du conseil d'administration.

Article 14 — Loi applicable et différends
Le présent pacte est régi par le droit tunisien. Tout différend relatif à son interprétation ou à son exécution sera soumis au tribunal de première instance de Tunis.`,
  },

  // 05 — Pitch deck, edtech, Casablanca (Maroc). CLEAN.
  // high-churn ABSENT: 4,2 % a month (< 5 %); 12-month retention 60 % (≥ 55 %).
  // customer-concentration ABSENT: largest client 26 % of B2B revenue but 7 % of total revenue.
  // unrealistic-growth ABSENT: 12 / 5,1 = 2,35×; 28 / 12 = 2,33×; 62 / 28 = 2,2× (each < 3× and < 4×).
  // low-founder-ownership ABSENT: 3 × 14,5 % = 43,5 % (≥ 40 %). investor-control ABSENT: largest fund 31 %.
  // no-competition ABSENT: competitors named. founder-departure ABSENT: a CFO joined, nobody left.
  // burn-above-revenue ABSENT: costs below revenue every year (1,5 < 1,6; 2,8 < 3,0; 4,65 < 5,1 MDH); net profit 2024 +0,28 MDH.
  {
    id: 'h23-fr-w5-05',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'negation'],
    present: [],
    absent: ['high-churn', 'customer-concentration', 'unrealistic-growth', 'low-founder-ownership', 'no-competition', 'founder-departure'],
    text: `MADRASTI+ — Série A — Mars 2025

Slide 2 — Le constat
• 2,3 millions de collégiens et lycéens au Maroc ; plus d'une famille sur deux paie des cours de soutien
• Prix moyen d'une heure de soutien à Casablanca : 150 à 250 DH
• Des contenus rarement alignés sur le programme officiel et sur les examens régionaux

Slide 3 — Madrasti+
Application de soutien scolaire en arabe et en français : vidéos courtes, exercices corrigés, préparation au bac, 99 DH/mois.
Offre écoles (B2B) : licences pour les établissements privés, suivi des élèves par les enseignants.

Slide 4 — Traction
| | 2022 | 2023 | 2024 |
|---|---:|---:|---:|
| Élèves abonnés (fin d'année) | 14 000 | 27 000 | 41 000 |
| Chiffre d'affaires (MDH) | 1,6 | 3,0 | 5,1 |
| Charges d'exploitation (MDH) | 1,5 | 2,8 | 4,65 |
| EBITDA (MDH) | +0,1 | +0,2 | +0,45 |
Résultat net 2024 : +0,28 MDH.

Slide 5 — Rétention
• Attrition mensuelle moyenne des abonnés en 2024 : 4,2 %
• Rétention à 12 mois de la cohorte de septembre 2023 : 60 %
• 64 écoles privées clientes ; le groupe scolaire Al Manar, notre premier client, représente 26 % du CA B2B, soit 7 % du CA total

Slide 6 — Concurrence
Contenus gratuits (YouTube, sites d'annales), plateformes locales de cours en ligne, et surtout le soutien informel à domicile. Notre différence : l'alignement au programme officiel, le suivi par l'enseignant et le prix.

Slide 7 — Prévisions
| | 2025 | 2026 | 2027 |
|---|---:|---:|---:|
| Chiffre d'affaires (MDH) | 12 | 28 | 62 |
| EBITDA (MDH) | 1,1 | 3,9 | 10,5 |

Slide 8 — Équipe
Les trois cofondateurs (Kenza, Amine, Soufiane) sont à temps plein depuis 2021. Hind Tazi, directrice financière, nous a rejoints en janvier 2025 après huit ans dans un cabinet d'audit casablancais.

Slide 9 — Capital (post-Seed)
Cofondateurs 43,5 % (3 × 14,5 %) · Fonds d'amorçage 31 % · Business angels 18 % · Plan d'options salariés 7,5 %

Slide 10 — La levée
3 M€ pour ouvrir Marrakech, Tanger et Agadir et lancer l'offre bac scientifique.`,
  },

  // 06 — États financiers, e-commerce électroménager, Sousse (Tunisie).
  // audit-opinion PRESENT: "Opinion avec réserves" (inventory not observed).
  // gross-margin PRESENT (figures): 2024 1 096 000 / 6 850 000 = 16,0 %; 2023 1 540 000 / 6 420 000 = 24,0 % → −8 points.
  // burn-above-revenue PRESENT: net loss 2024 (842 700) DT → costs above revenue.
  // debt-distress PRESENT (indirect): VAT and withholding tax returns filed without payment, 212 400 DT still due, late penalties.
  // declining-revenue ABSENT: 6 850 000 > 6 420 000.
  // going-concern ABSENT: no doubt stated; management says the paid-up capital increase covers 12 months.
  {
    id: 'h23-fr-w5-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'debt-distress'],
    absent: ['declining-revenue', 'going-concern'],
    text: `BAYTI MARKET SA — Sousse
Exercice clos le 31 décembre 2024 — extraits des états financiers

RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES (extrait)
Opinion avec réserves
Nous avons effectué l'audit des états financiers de la société Bayti Market SA. À notre avis, à l'exception des incidences éventuelles du point décrit dans la section « Fondement de l'opinion avec réserves », les états financiers présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société au 31 décembre 2024.
Fondement de l'opinion avec réserves
Les stocks de marchandises figurent au bilan pour 1 140 000 DT. Nous n'avons pas assisté à l'inventaire physique au 31 décembre 2024 et n'avons pu, par d'autres procédures, nous assurer des quantités détenues à cette date.

ÉTAT DE RÉSULTAT (en dinars)
| Rubrique | 2024 | 2023 |
|---|---:|---:|
| Revenus (ventes en ligne et en magasin) | 6 850 000 | 6 420 000 |
| Coût des ventes | (5 754 000) | (4 880 000) |
| Marge brute | 1 096 000 | 1 540 000 |
| Charges de personnel | (980 000) | (910 000) |
| Autres charges d'exploitation | (612 000) | (470 000) |
| Dotations aux amortissements | (145 000) | (120 000) |
| Résultat d'exploitation | (641 000) | 40 000 |
| Charges financières nettes | (188 000) | (121 000) |
| Résultat avant impôt | (829 000) | (81 000) |
| Impôt minimum | (13 700) | (12 840) |
| Résultat net de l'exercice | (842 700) | (93 840) |

Note 11 — Dettes fiscales
| Nature | 31/12/2024 | 31/12/2023 |
|---|---:|---:|
| TVA à reverser | 268 300 | 71 200 |
| Retenues à la source | 96 500 | 24 800 |
| Pénalités de retard | 18 900 | — |
| Total | 383 700 | 96 000 |
Les déclarations de TVA et de retenues à la source des mois de juillet à novembre 2024 ont été déposées sans paiement ; les montants correspondants, soit 212 400 DT en principal, restent dus à la recette des finances, majorés des pénalités ci-dessus.

Note 15 — Événements postérieurs à la clôture
Une augmentation de capital de 1 500 000 DT a été intégralement libérée en mars 2025. Selon la direction, elle couvre les besoins de financement des douze prochains mois, y compris le réassort de la saison estivale (climatiseurs).`,
  },

  // 07 — Note au conseil (memo), téléconsultation, Rabat (Maroc).
  // founder-departure PRESENT: co-founder CTO announced he will leave end of June.
  // regulatory PRESENT: stated regulatory uncertainty on whether the platform model stays allowed.
  // related-party PRESENT: contract with a clinic whose majority shareholder and director is the CEO's brother.
  // dead-equity ABSENT: the leaving co-founder's 12 % already sold to the other founders, he keeps nothing.
  // litigation ABSENT: dispute with former host settled in January, nothing pending.
  // pending-licence ABSENT: CNDP authorisation obtained in February.
  // burn-above-revenue ABSENT: Q1 costs 0,94 MDH < revenue 1,12 MDH.
  {
    id: 'h23-fr-w5-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'time', 'indirect', 'negation'],
    present: ['founder-departure', 'regulatory', 'related-party'],
    absent: ['dead-equity', 'litigation', 'pending-licence', 'burn-above-revenue'],
    text: `TBIB CONNECT SA — Note au conseil d'administration
Rabat, le 12 mai 2025 — de la part de Mounir Chraibi, président-directeur général

1. Activité du premier trimestre
Chiffre d'affaires T1 2025 : 1,12 MDH (T4 2024 : 0,98 MDH), pour 14 600 téléconsultations. Charges d'exploitation du trimestre : 0,94 MDH, soit un résultat d'exploitation de +0,18 MDH. Trésorerie au 31 mars : 6,4 MDH. Le partenariat avec deux mutuelles d'entreprise démarre en juin.

2. Équipe dirigeante
Karim Ennaji, cofondateur et directeur technique, m'a fait part de sa décision de quitter ses fonctions à la fin du mois de juin pour rejoindre un groupe hospitalier à Montréal. Ses 12 % ont été cédés à parts égales à Salma et à moi par acte du 2 mai ; il ne conservera aucune participation. Le recrutement de son successeur est lancé, avec l'appui d'un cabinet.

3. Cadre réglementaire
Le décret de 2018 relatif à la télémédecine n'envisage pas clairement la téléconsultation organisée par une plateforme privée qui n'est pas rattachée à un établissement de soins. Le ministère de la Santé a annoncé une révision du cadre, dont ni le calendrier ni le contenu ne sont connus. À ce jour, nous ne savons pas si notre modèle — des médecins libéraux rémunérés à l'acte via la plateforme — restera autorisé en l'état.
Par ailleurs, l'autorisation de la CNDP pour le traitement des données de santé nous a été délivrée en février.

4. Partenariats
Je soumets à votre approbation le contrat de plateau d'analyses et d'imagerie avec la Clinique Al Yasmine (Rabat), soit 1,3 MDH d'achats prévus sur 2025. Mon frère Anas en est l'actionnaire majoritaire et le directeur ; conformément au pacte, je ne prendrai pas part au vote.

5. Contentieux
Le différend avec notre ancien hébergeur a été soldé par un protocole transactionnel signé le 14 janvier. Aucune procédure n'est plus pendante.`,
  },
];
