/** Writer 5's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW5P2: readonly RedFlagCase[] = [
  // 08 — Term sheet Série A (legal), marketplace B2B de pièces auto, Tunis (Tunisie). CLEAN.
  // Post-money arithmetic: pre 11 500 000 / post 16 000 000 = 0,71875. Founders 72 % × 0,71875 = 51,75 %;
  // angels 20 % → 14,375 %; pool 8 % → 5,75 %; lead 3 600 000 / 16 000 000 = 22,5 %; co-investor 900 000 / 16 000 000 = 5,625 %. Sum 100 %.
  // investor-control ABSENT: largest investor 22,5 %. low-founder-ownership ABSENT: 51,75 %.
  // litigation / debt-distress ABSENT: representations deny them; dispute clause is for future disputes.
  // founder-departure / dead-equity ABSENT: only a hypothetical leaver clause.
  // cap-table-complexity ABSENT: reconciled and certified. pending-licence ABSENT: label already obtained.
  {
    id: 'h23-fr-w5-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation', 'debt-distress', 'founder-departure', 'dead-equity', 'cap-table-complexity', 'pending-licence'],
    text: `LETTRE D'INTENTION — PRINCIPALES CONDITIONS DE L'INVESTISSEMENT DE SÉRIE A
WASLA SA (la « Société ») — Tunis, le 7 avril 2025
Document non engageant, à l'exception des clauses « Exclusivité », « Confidentialité » et « Droit applicable ».

1. Investisseurs : Médina Ventures I (FCPR), chef de file, et Kairouan Capital Partners, co-investisseur.
2. Montant : 4 500 000 DT (environ 1,35 M€), dont 3 600 000 DT par le chef de file et 900 000 DT par le co-investisseur, par souscription d'actions de préférence de catégorie A.
3. Valorisation pré-money : 11 500 000 DT, plan d'intéressement existant inclus.
4. Capital après l'opération (sur une base entièrement diluée) :
   - Fondateurs (trois) : 51,75 %
   - Business angels (tour d'amorçage 2023) : 14,375 %
   - Plan d'intéressement du personnel : 5,75 %
   - Médina Ventures I : 22,5 %
   - Kairouan Capital Partners : 5,625 %
   La table de capitalisation figurant en Annexe 1 a été rapprochée du registre des actionnaires et certifiée par le commissaire aux comptes le 3 mars 2025.
5. Préférence de liquidation : 1× le montant investi, non participative.
6. Conseil d'administration : cinq sièges — trois pour les fondateurs, un pour Médina Ventures I, un administrateur indépendant choisi d'un commun accord.
7. Décisions réservées : modification des statuts, émission de titres, endettement supérieur à 500 000 DT, cession d'actifs significatifs.
8. Fondateurs : acquisition progressive de leurs actions sur quatre ans. Si un fondateur venait à quitter la Société avant le 24e mois, ses actions non acquises pourraient être rachetées à la valeur nominale (clause de bad leaver).
9. Déclarations et garanties de la Société :
   (i) aucun litige, contentieux ou procédure n'est en cours ni, à sa connaissance, imminent ;
   (ii) elle est à jour de ses obligations fiscales et sociales ;
   (iii) elle n'est en défaut au titre d'aucun contrat de prêt ou de crédit-bail ;
   (iv) elle bénéficie du label « Startup » délivré en 2023, en cours de validité.
10. Conditions suspensives : audit juridique et financier satisfaisant ; signature du pacte d'actionnaires.
11. Exclusivité : 60 jours à compter de la signature.
12. Droit applicable : droit tunisien. Tout différend qui naîtrait de la présente lettre sera soumis aux tribunaux de Tunis.`,
  },

  // 09 — Pitch deck, SaaS pour la distribution pharmaceutique, Tunis (Tunisie).
  // non-recurring-revenue PRESENT: ARR of 1,9 MDT includes a one-off perpetual licence + integration billed once (450 000 DT).
  // customer-concentration PRESENT (figures, named few): (450 000 + 180 000 + 120 000) / 1 820 000 = 41,2 % (≥ 30 %).
  // unit-economics PRESENT (figures): stated CAC 1 200 DT, LTV/CAC 5×, payback 7 months; own figures: 612 000 DT / 170 new accounts
  //   = 3 600 DT CAC; LTV = 210 × 80 % × 36 ≈ 6 048 DT → LTV/CAC ≈ 1,7×; payback 3 600 / 168 ≈ 21 months.
  // high-churn ABSENT: 2,8 % a month. burn-above-revenue ABSENT: costs 1 710 000 < revenue 1 820 000.
  // no-competition ABSENT: competitors named.
  {
    id: 'h23-fr-w5-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'figures', 'split', 'indirect', 'list'],
    present: ['non-recurring-revenue', 'customer-concentration', 'unit-economics'],
    absent: ['high-churn', 'burn-above-revenue', 'no-competition'],
    text: `DAWA CLOUD — Le système d'exploitation de la pharmacie tunisienne
Deck Série A — 2025

◆ Traction
420 pharmacies d'officine abonnées · 6 grossistes-répartiteurs connectés · 2,1 millions d'ordonnances traitées en 2024

◆ ARR à fin décembre 2024 : 1,9 MDT
• Abonnements pharmacies : 1,05 MDT
• Abonnements grossistes : 0,40 MDT
• Licence d'intégration ERP de la Pharmacie Centrale : 0,45 MDT (licence perpétuelle et mise en œuvre, facturées en une fois en 2024)

◆ Unit economics (pharmacies)
| Indicateur | Valeur |
|---|---|
| CAC | 1 200 DT |
| ARPA | 210 DT / mois |
| Marge brute | 80 % |
| Churn mensuel | 2,8 % |
| Durée de vie moyenne | 36 mois |
| LTV | ≈ 6 000 DT |
| LTV / CAC | 5× |
| Payback | 7 mois |

◆ Chiffre d'affaires 2024 par client (DT)
| Client | CA 2024 |
|---|---:|
| Pharmacie Centrale (licence + intégration) | 450 000 |
| Sahel Répartition | 180 000 |
| Cap Bon Distribution | 120 000 |
| Autres grossistes (3) | 150 000 |
| Pharmacies d'officine (420 fin 2024) | 920 000 |
| Total | 1 820 000 |

◆ Où va l'argent (2024)
Charges totales : 1 710 000 DT, dont ventes & marketing 612 000 DT (délégués terrain, salons, remises de lancement) pour 170 nouvelles pharmacies signées dans l'année. EBITDA 2024 : +110 000 DT.

◆ Concurrence
Logiciels de gestion d'officine installés en local (trois éditeurs tunisiens), ERP des grossistes développés en interne, et un acteur régional qui entre par le Maroc. Nous sommes les seuls à relier officine et répartiteur en temps réel.

◆ Équipe
Sami Trabelsi (CEO, pharmacien), Rim Gharbi (CTO), Anis Dridi (directeur commercial) — 28 salariés à Tunis et Sfax.

◆ Levée : 2,5 M€ pour l'Algérie et la Côte d'Ivoire.`,
  },

  // 10 — Business plan 2025-2027, chaîne du froid, Tanger (Maroc). CLEAN.
  // customer-concentration ABSENT: three largest clients 29 % (< 30 %); first 12 %.
  // litigation ABSENT: dispute closed by final decision in Oct. 2023; the client-loss case is hypothetical.
  // debt-distress ABSENT: loan repaid on schedule, covenant 1,3 ≤ 3.
  // pending-licence ABSENT: ONSSA approval obtained 2023, renewed 2025.
  // unrealistic-growth ABSENT: 19 / 14,9 = 1,28×; 26 / 19 = 1,37×; 35 / 26 = 1,35×.
  // declining-revenue ABSENT: 8,4 → 11,2 → 14,9 MDH. burn-above-revenue ABSENT: net profit +1,1 MDH.
  {
    id: 'h23-fr-w5-10',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'modality', 'figures'],
    present: [],
    absent: ['customer-concentration', 'litigation', 'debt-distress', 'pending-licence', 'unrealistic-growth'],
    text: `FRIGO NORD LOGISTIQUE SARL — Plan d'affaires 2025-2027 (extrait)
Zone d'activités de Gzenaya, Tanger

1. Historique
| (en MDH) | 2022 | 2023 | 2024 |
|---|---:|---:|---:|
| Chiffre d'affaires | 8,4 | 11,2 | 14,9 |
| Charges d'exploitation (hors amortissements) | 7,3 | 9,5 | 12,4 |
| EBITDA | 1,1 | 1,7 | 2,5 |
| Résultat net | 0,3 | 0,6 | 1,1 |
Trésorerie au 31 décembre 2024 : 3,6 MDH.

2. Clients
46 exportateurs de fruits rouges, d'agrumes et de produits de la mer, principalement vers l'Espagne et la France. Le premier client pèse 12 % du chiffre d'affaires 2024 ; nos trois premiers clients (Berry Nord, Océan Frais et Agrumex) en représentent ensemble 29 %. Si l'un d'eux venait à réduire fortement ses volumes, nous pourrions réaffecter les capacités en moins de deux mois, la liste d'attente comptant onze exportateurs.

3. Autorisations
L'agrément sanitaire ONSSA de nos entrepôts a été obtenu en mars 2023 et renouvelé sans réserve en mars 2025.

4. Financement existant
Le crédit d'investissement de 6 MDH contracté en 2021 est remboursé selon l'échéancier, sans aucun impayé. Ratio dette nette / EBITDA à fin 2024 : 1,3 (covenant bancaire : 3 au maximum).

5. Contentieux
Le litige qui nous opposait à un transporteur espagnol au sujet d'une rupture de chaîne du froid a été clos par une décision définitive en octobre 2023. Aucune procédure n'est en cours.

6. Projet et prévisions
Nouvel entrepôt de 4 000 emplacements palettes à Tanger Med, investissement de 28 MDH (crédit bancaire 18 MDH, fonds propres 10 MDH).
| (en MDH) | 2025 | 2026 | 2027 |
|---|---:|---:|---:|
| Chiffre d'affaires | 19,0 | 26,0 | 35,0 |
| EBITDA | 3,2 | 4,9 | 7,0 |`,
  },

  // 11 — Situation intermédiaire non auditée, e-mobilité, Casablanca (Maroc).
  // audit-opinion PRESENT: statements neither audited nor reviewed.
  // going-concern PRESENT: board states a material uncertainty on the ability to continue as a going concern.
  // short-runway PRESENT: cash lasts "jusqu'à fin novembre 2025" from 30 June = 5 months; 7,9 / 1,6 = 4,9 months (< 9).
  // burn-above-revenue PRESENT: net loss S1 2025 (4 302) kDH; burn 1,6 MDH/month > revenue 4,86 / 6 = 0,81 MDH/month.
  // declining-revenue ABSENT: 4 860 > 4 210. debt-distress ABSENT: leasing instalments paid on time.
  {
    id: 'h23-fr-w5-11',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'time', 'negation'],
    present: ['audit-opinion', 'going-concern', 'short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress'],
    text: `VOLTA CASA SA — Situation intermédiaire au 30 juin 2025
Compte de produits et charges (en milliers de DH)

| Rubrique | S1 2025 | S1 2024 |
|---|---:|---:|
| Chiffre d'affaires (locations de scooters et trottinettes) | 4 860 | 4 210 |
| Achats consommés de matières et fournitures | (2 140) | (1 820) |
| Charges de personnel | (3 050) | (2 480) |
| Autres charges externes | (2 270) | (1 690) |
| Dotations d'exploitation | (1 380) | (1 150) |
| Résultat d'exploitation | (3 980) | (2 930) |
| Résultat financier | (310) | (240) |
| Cotisation minimale | (12) | (11) |
| Résultat net | (4 302) | (3 181) |

Note 1 — Base de préparation
Les présents états ont été établis par la direction. Ils n'ont fait l'objet ni d'un audit ni d'un examen limité par le commissaire aux comptes.

Note 2 — Flotte
1 850 véhicules en service au 30 juin (1 320 un an plus tôt). Les loyers de crédit-bail de la flotte sont réglés à bonne date ; aucune échéance n'est en retard.

Note 3 — Continuité d'exploitation
Le conseil d'administration attire l'attention sur le fait que la trésorerie disponible au 30 juin 2025, soit 7,9 MDH, ne permet de financer l'activité au rythme actuel — consommation moyenne de 1,6 MDH par mois, renouvellement de flotte compris — que jusqu'à fin novembre 2025. La levée de fonds en cours n'a pas encore abouti. Ces circonstances indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.`,
  },

  // 12 — Lettre aux actionnaires (business plan / update), solaire, Sfax (Tunisie). CLEAN.
  // going-concern ABSENT: uncertainty in the 2022 report no longer applies and was not repeated (over).
  // audit-opinion ABSENT: 2024 accounts certified without qualification.
  // regulatory ABSENT: the ANME suspension hit a competitor; our own approval renewed.
  // gross-margin ABSENT (figures): (11,6 − 8,0) / 11,6 = 31,0 %; (8,9 − 5,9) / 8,9 = 33,7 % → −2,7 points (< 5).
  // founder-departure ABSENT: rumours of the CTO leaving denied; team unchanged.
  // customer-concentration ABSENT: first client 21 %. debt-distress ABSENT: line repaid, no arrears.
  // burn-above-revenue ABSENT: net profit 2024 +620 000 DT. declining-revenue ABSENT: 11,6 > 8,9 MDT.
  {
    id: 'h23-fr-w5-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['going-concern', 'audit-opinion', 'regulatory', 'gross-margin', 'founder-departure', 'customer-concentration', 'pending-licence'],
    text: `CHAMS ENERGY SA — Lettre aux actionnaires
Sfax, le 22 avril 2025

Chers actionnaires,

Les comptes de l'exercice 2024 ont été arrêtés par le conseil le 27 mars et certifiés sans réserve par notre commissaire aux comptes. Je rappelle que l'incertitude sur la continuité d'exploitation mentionnée dans son rapport sur les comptes 2022 n'a plus lieu d'être depuis l'augmentation de capital de 2023 ; elle n'a été reprise ni en 2023 ni en 2024.

Chiffres clés 2024 (2023 entre parenthèses)
— Chiffre d'affaires : 11,6 MDT (8,9 MDT)
— Coût des installations vendues : 8,0 MDT (5,9 MDT)
— Taux de marge brute : 31,0 % (33,7 %), la hausse du prix des panneaux n'ayant été répercutée qu'au deuxième semestre
— Résultat net : +620 000 DT (+410 000 DT)
— Trésorerie au 31 décembre : 2,4 MDT
— 1 140 toitures résidentielles et 38 sites industriels équipés

Marché et concurrence
Un de nos principaux concurrents a vu son agrément d'installateur suspendu par l'ANME en février, à la suite de contrôles sur des installations non conformes. Nous avons remporté depuis deux consultations industrielles auxquelles il participait. Notre propre agrément a été renouvelé en janvier 2025 pour trois ans.
Notre premier client, une chaîne de grandes surfaces, a représenté 21 % du chiffre d'affaires de l'exercice.

Équipe
Aucun changement dans l'équipe dirigeante. Les rumeurs relayées en mars sur les réseaux au sujet d'un départ de notre directeur technique sont infondées : Walid reste pleinement engagé, et vient d'ailleurs de prendre la responsabilité de notre futur site de Gabès.

Financement
La ligne de préfinancement de 1,5 MDT utilisée pour le programme d'autoconsommation industrielle a été remboursée à son échéance de décembre ; nous n'avons aucun impayé bancaire, fiscal ou social.

Très cordialement,
Leila Ben Ammar, présidente-directrice générale`,
  },

  // 13 — Note de due diligence juridique (legal), livraison de produits frais, Casablanca (Maroc).
  // litigation PRESENT: suit by former exclusive distributor before the Casablanca commercial court, hearing set 9 Oct. 2025.
  // related-party PRESENT (indirect): premises leased from an SCI whose partners are the manager's wife and her sisters.
  // debt-distress PRESENT: CNSS contributions March–June 2025 unpaid (312 000 DH), late surcharges.
  // regulatory ABSENT: no inspection or sanction by ONSSA. pending-licence ABSENT: sanitary authorisation granted in 2023.
  {
    id: 'h23-fr-w5-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'indirect', 'prose', 'negation'],
    present: ['litigation', 'related-party', 'debt-distress'],
    absent: ['regulatory', 'pending-licence'],
    text: `CABINET BENJELLOUN & ASSOCIÉS — Avocats au barreau de Casablanca
Note de synthèse — Audit juridique de la société KHODRA EXPRESS SARL
À l'attention de : Sahel Impact Fund — Casablanca, le 2 septembre 2025 — Strictement confidentiel

1. Contentieux
Par assignation du 17 février 2025, la société Atlas Primeurs SARL, ancien distributeur exclusif de Khodra Express pour la région Rabat-Salé, a saisi le tribunal de commerce de Casablanca d'une demande en paiement de 1 850 000 DH au titre de la rupture qu'elle estime abusive du contrat de distribution. Après deux renvois, l'affaire a été fixée à l'audience du 9 octobre 2025. La société conteste le bien-fondé de la demande ; aucune provision n'a été constituée.

2. Baux
Le siège et l'entrepôt frigorifique d'Aïn Sebaâ sont loués à la SCI Dar Bennani, dont les associées sont Mme Leila Bennani, épouse de M. Omar Tazi, gérant et associé majoritaire de Khodra Express, et ses deux sœurs. Le loyer mensuel est de 45 000 DH hors taxes, soit environ 30 % au-dessus des loyers relevés pour des surfaces comparables dans la zone. Le bail, d'une durée de neuf ans, n'a pas été soumis à l'assemblée des associés.

3. Situation sociale
L'attestation de régularité de la CNSS n'a pas pu nous être remise : les cotisations des mois de mars à juin 2025, soit 312 000 DH, restent impayées et les majorations de retard courent depuis avril. Les déclarations de salaires ont toutefois été déposées dans les délais.

4. Autorisations
L'autorisation sanitaire de l'entrepôt a été délivrée par l'ONSSA le 6 avril 2023. La société n'a fait l'objet d'aucun contrôle ni d'aucune sanction depuis cette date.

5. Propriété intellectuelle
La marque « Khodra Express » est enregistrée auprès de l'OMPIC au nom de la société, dans les classes 31, 35 et 39.

Nous restons à votre disposition pour tout complément.`,
  },

  // 14 — Pitch deck, box repas par abonnement, Tunis (Tunisie).
  // high-churn PRESENT (figures): 840 cancellations / 12 000 active subscribers in May = 7,0 % a month (≥ 5 %).
  // burn-above-revenue PRESENT: monthly burn 380 000 DT > monthly revenue 260 000 DT.
  // cap-table-complexity PRESENT: cap table "en cours de reconstitution", conversions not computed, register does not match.
  // short-runway ABSENT: 4 500 000 / 380 000 = 11,8 months (≥ 9).
  // low-founder-ownership ABSENT: founders at least 58 % whatever the calculation.
  // unrealistic-growth ABSENT: 5,5 / 3,4 = 1,6×.
  // no-competition ABSENT: delivery platforms, caterers and two European players named.
  {
    id: 'h23-fr-w5-14',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'list'],
    present: ['high-churn', 'burn-above-revenue', 'cap-table-complexity'],
    absent: ['short-runway', 'low-founder-ownership', 'unrealistic-growth', 'no-competition'],
    text: `LELLA BOX — Cuisinez tunisien, sans la corvée des courses
Présentation investisseurs — juin 2025

▸ Le concept
Chaque semaine, des ingrédients frais et dosés + les recettes de nos lellas (couscous au poisson, mloukhia, ojja…) livrés à domicile dans le Grand Tunis et au Sahel. À partir de 89 DT la box de 4 repas.

▸ Métriques clés — mai 2025
| Indicateur | Valeur |
|---|---:|
| Abonnés actifs au 1er mai | 12 000 |
| Résiliations au cours de mai | 840 |
| Nouveaux abonnés en mai | 1 450 |
| Chiffre d'affaires du mois | 260 000 DT |
| Burn mensuel | 380 000 DT |
| Trésorerie fin mai | 4 500 000 DT |
| NPS | 61 |

▸ Pourquoi maintenant
Hausse des prix au marché central, femmes actives de plus en plus nombreuses, livraison du dernier kilomètre enfin fiable à Tunis.

▸ Concurrence
Les plateformes de livraison de plats cuisinés et les traiteurs de quartier ; aucun acteur local sur la box à cuisiner, mais deux acteurs européens testent la Tunisie via la diaspora.

▸ Prévisions
CA 2025 : 3,4 MDT — CA 2026 : 5,5 MDT — point mort visé au T4 2026.

▸ Capital
Table de capitalisation indicative, en cours de reconstitution avec notre conseil : les conversions des deux titres convertibles émis en 2023 ne sont pas encore calculées et le registre des actionnaires ne concorde pas avec les cessions entre associés intervenues en 2024. Les deux fondatrices détiennent au minimum 58 % du capital, quel que soit le calcul retenu. Version définitive avant le closing.

▸ La levée
1,2 M€ pour la cuisine centrale de Sousse et l'ouverture de Sfax.`,
  },

  // 15 — États de synthèse audités, SaaS paie et RH, Casablanca (Maroc). CLEAN.
  // audit-opinion ABSENT: auditor certifies the accounts as "réguliers et sincères" with no qualification.
  // gross-margin ABSENT (figures): 2024 13 206 / 18 600 = 71,0 %; 2023 10 434 / 14 100 = 74,0 % → −3 points (< 5).
  // related-party ABSENT: special report: no regulated agreement.
  // debt-distress ABSENT: tax audit 2020–2022 closed without reassessment, no arrears.
  // non-recurring-revenue ABSENT: set-up fees shown apart and excluded from ARR.
  // high-churn ABSENT: 11 % a year. burn-above-revenue ABSENT: net profit 2 350 kDH.
  {
    id: 'h23-fr-w5-15',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'related-party', 'debt-distress', 'non-recurring-revenue', 'high-churn'],
    text: `RAWATIB SA — Casablanca
États de synthèse de l'exercice du 1er janvier au 31 décembre 2024 (extraits)

RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES (extrait)
Nous avons effectué l'audit des états de synthèse ci-joints de la société Rawatib SA, comprenant le bilan, le compte de produits et charges, l'état des soldes de gestion, le tableau de financement et l'état des informations complémentaires (ETIC) relatifs à l'exercice clos le 31 décembre 2024.
Nous certifions que les états de synthèse cités ci-dessus sont réguliers et sincères et donnent, dans tous leurs aspects significatifs, une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société au 31 décembre 2024, conformément au référentiel comptable admis au Maroc.

RAPPORT SPÉCIAL (extrait)
Nous vous informons qu'il ne nous a été donné avis d'aucune convention visée aux articles 56 et suivants de la loi n° 17-95 relative aux sociétés anonymes.

COMPTE DE PRODUITS ET CHARGES — présentation simplifiée (en kDH)
| Rubrique | 2024 | 2023 |
|---|---:|---:|
| Chiffre d'affaires | 18 600 | 14 100 |
| Coût des services vendus (hébergement, support) | (5 394) | (3 666) |
| Marge brute | 13 206 | 10 434 |
| Charges commerciales et administratives | (10 150) | (8 210) |
| Résultat d'exploitation | 3 056 | 2 224 |
| Résultat financier | 120 | 85 |
| Impôt sur les sociétés | (826) | (522) |
| Résultat net | 2 350 | 1 787 |

ETIC — extraits
• Chiffre d'affaires : abonnements SaaS 16 900 kDH ; prestations de paramétrage facturées une fois à la mise en service 1 700 kDH, présentées séparément et exclues de l'ARR communiqué aux actionnaires.
• Clients : 1 260 entreprises clientes ; taux d'attrition annuel 11 %.
• Fiscalité : le contrôle fiscal portant sur les exercices 2020 à 2022 a été clôturé en septembre 2024 sans redressement. La société n'a aucun arriéré fiscal ni social à la clôture.`,
  },
];
