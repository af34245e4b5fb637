import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW3P4: readonly RedFlagCase[] = [
  // 21 — note de due diligence juridique, huile d'arachide et gomme arabique, Tchad.
  // litigation PRESENT (indirect): first-instance judgment won, but the former distributor appealed on 3 March 2025; no hearing date yet, so still open.
  // customer-concentration PRESENT (figures only): Alliance Gum International 1 180 / 2 950 M FCFA = 40.0 % >= 30.
  // pending-licence ABSENT (time): export authorisation renewed on 2 Feb. 2025.
  // related-party ABSENT (negation): no agreement with directors or their relatives found.
  // regulatory ABSENT: authorisations in force, no sanction.
  {
    id: 'h17-fr-w3-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE JURIDIQUE — PROJET OUADDAÏ
Cible : Toumaï Agro-Industries SA, N'Djamena (Tchad) — huile d'arachide et gomme arabique
Destinataire : Sahel Growth Partners (prise de participation envisagée de 35 %)
Cabinet Djimasngar & Associés — 7 avril 2025

A. Contentieux
La société est défenderesse dans une instance introduite en septembre 2023 devant le tribunal de commerce de N'Djamena par son ancien distributeur exclusif au Cameroun, les Établissements Garoua Négoce, qui réclame 340 M FCFA au titre de la rupture du contrat de distribution. Le jugement du 16 janvier 2025 a débouté le demandeur ; celui-ci a interjeté appel le 3 mars 2025. Aucune date d'audience n'est encore fixée devant la cour d'appel.

B. Contrats commerciaux
Le contrat-cadre de fourniture de gomme arabique conclu avec Alliance Gum International (Marseille) a généré 1 180 M FCFA de ventes en 2024, pour un chiffre d'affaires total de 2 950 M FCFA. Il est résiliable par chacune des parties moyennant un préavis de trois mois, sans indemnité.

C. Autorisations administratives
L'autorisation d'exportation de gomme arabique a été renouvelée le 2 février 2025 pour trois ans. L'agrément au régime de la Charte des investissements reste en vigueur jusqu'en 2027.

D. Conventions avec les dirigeants
L'examen des procès-verbaux des conseils 2022-2024 et du grand livre n'a révélé aucune convention conclue avec les administrateurs, le directeur général ou leurs proches.

E. Recommandations
Prévoir une garantie spécifique de passif couvrant l'instance d'appel et une clause de sortie en cas de résiliation du contrat Alliance Gum avant la fin de 2026.`,
    present: ['litigation', 'customer-concentration'],
    absent: ['pending-licence', 'related-party', 'regulatory'],
    traits: ['indirect', 'figures', 'negation', 'time'],
  },

  // 22 — pitch deck, soutien scolaire sur tablette, Cameroun et Gabon.
  // unit-economics PRESENT (figures): gross profit 7 500 x 36 % = 2 700 FCFA a month; payback 42 000 / 2 700 = 15.6 months, not "under 3";
  //   LTV 2 700 x 24 = 64 800 = 1.5x CAC, not 9x (even revenue 7 500 x 24 = 180 000 = 4.3x).
  // gross-margin PRESENT (figures): 43 % -> 36 % = down 7 points >= 5.
  // high-churn ABSENT (close): average life 24 months, i.e. about 1 / 24 = 4.2 % a month < 5.
  // unrealistic-growth ABSENT: 118 M -> 240 M = 2.0x.
  // no-competition ABSENT: competitors named.
  // declining-revenue ABSENT: 118 M vs 64 M.
  {
    id: 'h17-fr-w3-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `ÉCOLIA — Le soutien scolaire qui tient dans une tablette
Yaoundé · Libreville — Deck d'amorçage, février 2025

Traction
- 1 310 familles abonnées (Yaoundé : 840 ; Libreville : 470)
- Chiffre d'affaires 2024 : 118 M FCFA (2023 : 64 M FCFA)
- 2025 : objectif de 240 M FCFA

Notre modèle
- Abonnement famille : 7 500 FCFA par mois, tablette préchargée fournie
- Durée moyenne d'abonnement constatée : 24 mois
- Coût d'acquisition d'une famille : 42 000 FCFA (commissions des enseignants ambassadeurs, salons de rentrée)
- Marge brute 2024 : 36 % (2023 : 43 %), sous l'effet du renchérissement des tablettes subventionnées

Unit economics
Chaque famille est rentabilisée en moins de 3 mois et nous rapporte, sur sa durée de vie, 9 fois ce qu'elle nous a coûté à acquérir.

Concurrence
Les répétiteurs à domicile restent notre premier concurrent, devant les applications Kelasi et BantuLearn et les recueils d'annales. Notre différence : des contenus alignés sur les programmes camerounais et gabonais, utilisables hors connexion.`,
    present: ['unit-economics', 'gross-margin'],
    absent: ['high-churn', 'unrealistic-growth', 'no-competition', 'declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // 23 — note de synthèse de due diligence juridique, solaire pour industriels, Cameroun. CLEAN.
  // related-party ABSENT (negation): landlord SCI checked at the RCCM, no link with managers or shareholders.
  // litigation ABSENT (over): the only case ended by a final judgment, paid; no other proceeding pending or threatened.
  // regulatory ABSENT / pending-licence ABSENT (time): ARSEL authorisation obtained on 3 June 2024; no sanction or inquiry.
  // low-founder-ownership ABSENT: founders hold 58 %.
  // cap-table-complexity ABSENT: cap table matches the share register.
  {
    id: 'h17-fr-w3-23',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DUE DILIGENCE JURIDIQUE — NDOLO ÉNERGIE SAS (Douala)
Note de synthèse à l'attention de Wouri Impact Partners — 19 juin 2025
Cabinet Tchoungang & Mbarga, avocats au barreau du Cameroun

1. Immobilier
Les bureaux de Bonapriso sont loués à la SCI Les Manguiers. Vérification faite au RCCM, les associés de cette SCI (famille Kotto Essome) n'ont aucun lien avec les dirigeants ou les associés de Ndolo Énergie. Le loyer (2,1 M FCFA par mois) est conforme au marché.

2. Contentieux
Le seul litige identifié, l'action d'un ancien technicien devant le tribunal de première instance de Douala-Bonanjo, a été tranché par un jugement du 12 novembre 2024, devenu définitif faute d'appel ; les 4,8 M FCFA de condamnation ont été payés le 6 décembre 2024. Aucune autre procédure n'est en cours ni, à notre connaissance, envisagée contre la société.

3. Réglementation
L'autorisation de l'ARSEL pour l'installation de centrales solaires en autoproduction chez les clients industriels a été obtenue le 3 juin 2024. Nous n'avons relevé aucune sanction, mise en demeure ou enquête de l'ARSEL ni d'aucune autre autorité.

4. Capital
Les deux fondateurs, MM. Yannick Ebanda et Paul-Henri Nkodo, détiennent ensemble 58 % du capital ; le tableau de capitalisation concorde avec le registre des mouvements de titres.

Conclusion : aucun point bloquant.`,
    present: [],
    absent: ['related-party', 'litigation', 'regulatory', 'pending-licence', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['negation', 'time'],
  },

  // 24 — plan d'affaires (version de travail), écotourisme, Gabon.
  // missing-financials PRESENT (indirect, by absence): no revenue, price, budget or cost figure; only rooms, years of experience, dates.
  // pending-licence PRESENT (direct): concession application filed with the ANPN in Jan. 2025; environmental opinion awaited; works wait for both.
  // no-competition ABSENT: "Peu d'offres" is not "none"; Lopé and Loango lodges named as direct competitors.
  // regulatory ABSENT: applications pending, no sanction or stated uncertainty about the rules.
  {
    id: 'h17-fr-w3-24',
    documentType: 'business_plan',
    language: 'fr',
    text: `IVINDO LODGES — Plan d'affaires
Makokou, province de l'Ogooué-Ivindo (Gabon) — version de travail, mai 2025

Le projet
Construire et exploiter un écolodge de 24 chambres en bordure du parc national de l'Ivindo, à quelques heures de pirogue des chutes de Kongou, avec des excursions encadrées par des guides formés dans les villages voisins.

Pourquoi maintenant
Les forêts du bassin du Congo attirent un intérêt international croissant, et le Gabon fait du tourisme de nature l'un de ses relais de croissance hors pétrole.

Clientèle visée
Voyageurs européens et nord-américains passionnés de faune, expatriés de Libreville et de Port-Gentil pour des séjours prolongés, chercheurs et équipes de tournage.

Concurrence
Peu d'offres haut de gamme existent à l'intérieur du pays ; les lodges de la Lopé et de Loango sont à la fois nos références et nos concurrents directs pour les séjours de plusieurs jours.

Autorisations
Notre demande de concession d'occupation en zone périphérique du parc a été déposée auprès de l'Agence nationale des parcs nationaux (ANPN) en janvier 2025. L'étude d'impact environnemental et social a été transmise au ministère chargé de l'Environnement, dont l'avis est attendu. Les travaux ne démarreront qu'après l'obtention de ces deux autorisations.

Équipe
Aurélie Nguema, ancienne responsable des opérations d'une agence réceptive à Libreville ; Joël Mboumba, guide naturaliste, douze ans d'expérience dans le parc.

Prochaines étapes
Finaliser les plans avec l'architecte, signer les conventions avec les villages riverains, puis ouvrir un tour d'amorçage au second semestre.`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['no-competition', 'regulatory'],
    traits: ['indirect', 'modality'],
  },

  // 25 — e-mail de la fondatrice aux associés (versé à la data room), place de marché B2B pour commerçantes, Cameroun.
  // declining-revenue PRESENT (figures): 486 M FCFA in 2024 vs 531 M in 2023.
  // high-churn PRESENT (figures only): 610 / 1 250 = 48.8 % of January's active sellers still ordering in December: a year's retention < 55 %.
  // debt-distress PRESENT (indirect): three quarters of CNPS contributions (27 M FCFA) unpaid, schedule under negotiation = arrears.
  // litigation ABSENT (modality): the CNPS "pourrait engager" enforced recovery; nothing filed.
  // burn-above-revenue ABSENT: operating result +11 M FCFA.
  {
    id: 'h17-fr-w3-25',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Christelle Ngo Bassong <christelle@bayamexpress.cm>
À : associés et administrateurs de Bayam Express SAS
Date : 9 janvier 2025, 22:14
Objet : Bilan 2024 — points d'attention avant le conseil du 23 janvier

Chers associés,

Je préfère vous écrire franchement avant le conseil.

Les chiffres
- Chiffre d'affaires 2024 : 486 M FCFA (2023 : 531 M FCFA).
- Résultat d'exploitation : +11 M FCFA, grâce aux économies réalisées sur la flotte de tricycles.
- Sur les 1 250 commerçantes actives en janvier 2024, 610 passaient encore commande en décembre. Les nouvelles inscriptions ont compensé une partie des départs, mais les marchés de Sandaga et de Mboppi ont beaucoup souffert des opérations de déguerpissement.

Les obligations sociales
Les tensions de trésorerie de l'été nous ont conduits à différer nos cotisations à la CNPS : trois trimestres restent dus, soit 27 M FCFA hors pénalités. Un échéancier est en cours de négociation avec le centre de Douala-Akwa. Faute d'accord, la CNPS pourrait engager une procédure de recouvrement forcé.

Ce que je propose
1. Recentrer la prospection sur les grossistes de New-Bell, plus stables ;
2. Affecter les 40 M FCFA de créances clients à recouvrer en février au règlement de la CNPS ;
3. Revoir avec vous, au conseil, le plan 2025.

Bien à vous,
Christelle`,
    present: ['declining-revenue', 'high-churn', 'debt-distress'],
    absent: ['litigation', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'modality', 'list'],
  },

  // 26 — lettre trimestrielle aux actionnaires, motos électriques en location, Tchad. CLEAN.
  // short-runway ABSENT (time): "about five months" in January, now 690 / 46 = 15.0 months >= 9.
  // debt-distress ABSENT (over): bridge loan of 150 M repaid in full, four months early.
  // unit-economics ABSENT: the claims hold: 4 500 x 26 = 117 000; 117 000 - 45 000 = 72 000; 1 150 000 / 72 000 = 16.0 months, inside a 48-month life.
  // burn-above-revenue ABSENT: net burn 46 M a month compared with revenue 171 / 3 = 57 M a month as stated: below.
  // declining-revenue ABSENT: 171 M vs 139 M.
  {
    id: 'h17-fr-w3-26',
    documentType: 'business_plan',
    language: 'fr',
    text: `SAO MOBILITÉ SA — Lettre trimestrielle aux actionnaires (T3 2025)
N'Djamena, le 8 octobre 2025

Chers actionnaires,

Trésorerie. En janvier, avant la clôture de notre tour de table, nous ne disposions que d'environ cinq mois de trésorerie. Les 1,1 Md FCFA apportés en février par Lac Tchad Ventures et nos actionnaires historiques ont changé la donne : au 30 septembre, la trésorerie s'élève à 690 M FCFA, pour une consommation nette moyenne de 46 M FCFA par mois sur le trimestre, soit une quinzaine de mois devant nous.

Activité. Le chiffre d'affaires du trimestre atteint 171 M FCFA (T2 : 139 M FCFA). La flotte compte 410 motos électriques, dont 368 louées en permanence à des conducteurs de clando ; le reste du chiffre d'affaires provient de la recharge de batteries pour des particuliers.

Dette. Le prêt relais de 150 M FCFA consenti par Commercial Bank Tchad a été remboursé en totalité en août, avec quatre mois d'avance.

Économie d'une moto. Une moto louée rapporte 4 500 FCFA par jour sur 26 jours, soit 117 000 FCFA par mois. Après recharge et maintenance (45 000 FCFA), la contribution mensuelle s'établit à 72 000 FCFA. Rendue à N'Djamena, une moto nous coûte 1 150 000 FCFA : elle est remboursée en seize mois environ, pour une durée d'usage estimée à 48 mois.

Au quatrième trimestre, nous ouvrirons une deuxième station de recharge à Farcha et lancerons les premiers essais à Moundou.

Avec nos remerciements pour votre confiance,
Mahamat-Nour Ousmane, directeur général`,
    present: [],
    absent: ['short-runway', 'debt-distress', 'unit-economics', 'burn-above-revenue', 'declining-revenue'],
    traits: ['time', 'figures', 'negation'],
  },
];
