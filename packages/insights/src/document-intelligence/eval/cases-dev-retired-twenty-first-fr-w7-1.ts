/** Writer 7's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW7P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, agritech (traçabilité cacao), Douala, Cameroun.
  // customer-concentration PRESENT (indirect): one exporter "près des deux tiers de nos ventes" (~66% ≥ 30%).
  // no-competition PRESENT: "Nous n'avons aucun concurrent au Cameroun".
  // unrealistic-growth PRESENT (figures): CA 180 → 1 150 M FCFA = 6,4× in one year (≥ 4×).
  // burn-above-revenue ABSENT: charges 152 M FCFA < CA 180 M FCFA.
  // founder-departure ABSENT: the COO left ANOTHER company (Olam) to join.
  {
    id: 'h21-fr-w7-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'indirect', 'figures'],
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'founder-departure', 'missing-financials'],
    text: `KakaoTrace — Présentation investisseurs — Série A
Douala, mars 2025 — confidentiel

Slide 1 — Le problème
Les coopératives du Centre, du Sud et du Sud-Ouest vendent leurs fèves sans aucune traçabilité. Avec le règlement européen sur la déforestation, chaque exportateur devra prouver l'origine de chaque sac, parcelle par parcelle. Aujourd'hui, cela se fait sur papier, quand cela se fait.

Slide 2 — Notre solution
- Application mobile de géolocalisation des parcelles, utilisable hors réseau
- Balances connectées dans 46 points de collecte
- Certificat de traçabilité par lot, transmis directement aux systèmes des acheteurs européens
- Paiement des planteurs par mobile money au moment de la pesée

Slide 3 — Traction
- 11 200 planteurs enregistrés, 38 coopératives partenaires
- 9 400 tonnes tracées sur la campagne 2023/2024
- Chiffre d'affaires 2024 : 180 M FCFA (commissions à la tonne + abonnements exportateurs)
- Charges d'exploitation 2024 : 152 M FCFA

Slide 4 — Nos clients
Sud Cacao Export SA nous a confié la traçabilité de l'ensemble de ses achats de la campagne : à elle seule, elle a pesé près des deux tiers de nos ventes de l'année. Les autres clients sont trois exportateurs de taille moyenne de Douala et un chocolatier artisanal français.

Slide 5 — Concurrence
Nous n'avons aucun concurrent au Cameroun. Les plateformes internationales de traçabilité ne fonctionnent pas sans réseau et aucune n'a d'équipe sur le terrain ici.

Slide 6 — Projections

| | 2024 (réel) | 2025 | 2026 |
|---|---|---|---|
| Chiffre d'affaires (M FCFA) | 180 | 1 150 | 3 400 |
| Planteurs enregistrés | 11 200 | 60 000 | 150 000 |
| Tonnes tracées | 9 400 | 55 000 | 140 000 |

Slide 7 — Équipe
- Estelle Manga, CEO — ingénieure agronome, 10 ans dans la filière
- Patrick Nkoulou, COO — a quitté Olam Cameroun en 2022 pour cofonder KakaoTrace
- Ibrahim Bello, CTO — ancien développeur d'une fintech de Yaoundé

Slide 8 — La levée
Nous levons 1,5 Md FCFA (environ 2,3 M€) pour ouvrir des bureaux à Kribi et à Abidjan, équiper 150 nouveaux points de collecte et recruter 20 agents de terrain.`,
  },

  // 02 — Audited financial statements (extract), provenderie / aliments pour volaille, Moungo, Cameroun. CLEAN.
  // audit-opinion ABSENT: statutory auditor certifies "sans réserve".
  // gross-margin ABSENT: 387/1 240 = 31,2 % → 396/1 385 = 28,6 %: down 2,6 points (< 5).
  // declining-revenue ABSENT: CA 1 240 → 1 385 M FCFA (up). Net result falls, revenue does not.
  // burn-above-revenue ABSENT: 2024 costs 989+148+121+52+18+19 = 1 347 < 1 385 (net profit 38).
  // litigation ABSENT: dispute closed by settlement, case struck off ("radiée du rôle").
  // customer-concentration ABSENT: largest customer 22 % (< 30).
  // debt-distress ABSENT: every instalment paid on time, covenants met.
  {
    id: 'h21-fr-w7-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'litigation', 'customer-concentration', 'debt-distress', 'burn-above-revenue'],
    text: `PROVENDERIE DU MOUNGO SA — Njombé (Cameroun)
États financiers de synthèse de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé) — extraits

Rapport du commissaire aux comptes
Nous avons effectué l'audit des états financiers de synthèse de la société Provenderie du Moungo SA. À notre avis, les états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Nous certifions les comptes sans réserve.
Douala, le 28 mars 2025 — Cabinet Ekambi & Associés, commissaire aux comptes

Compte de résultat simplifié (en millions de FCFA)

| | 2023 | 2024 |
|---|---|---|
| Chiffre d'affaires | 1 240 | 1 385 |
| Coût des ventes (maïs, soja, prémix, emballages) | (853) | (989) |
| Marge brute | 387 | 396 |
| Charges de personnel | (132) | (148) |
| Autres charges externes | (110) | (121) |
| Dotations aux amortissements | (48) | (52) |
| Résultat d'exploitation | 97 | 75 |
| Charges financières | (22) | (18) |
| Impôt sur le résultat | (25) | (19) |
| Résultat net | 50 | 38 |

Note 6 — Marge brute
La hausse du prix du maïs importé au premier semestre a pesé sur la marge, que la société n'a répercutée que partiellement sur ses prix de vente.

Note 9 — Clients
Le premier client de la société, un groupe avicole de la région de l'Ouest, représente 22 % du chiffre d'affaires 2024 (24 % en 2023). Aucun autre client ne dépasse 8 %.

Note 11 — Emprunts
L'emprunt à moyen terme de 300 M FCFA contracté en 2022 est remboursé par échéances trimestrielles. Toutes les échéances de l'exercice ont été réglées à bonne date et les ratios prévus au contrat de prêt sont respectés au 31 décembre 2024. La société n'a aucun arriéré fiscal ou social.

Note 14 — Litiges
Le litige commercial qui opposait la société à un transporteur devant le Tribunal de grande instance du Wouri a pris fin par un protocole transactionnel signé le 12 septembre 2024 ; l'affaire a été radiée du rôle et le montant convenu a été intégralement payé sur l'exercice. Aucune autre procédure n'est en cours à la date d'arrêté des comptes.`,
  },

  // 03 — Unaudited financial statements, transport routier (corridor Djibouti–Addis-Abeba), Djibouti.
  // audit-opinion PRESENT: "non audités — le rapport du commissaire aux comptes n'a pas encore été émis".
  // declining-revenue PRESENT (table): CA 842 → 713 M FDJ.
  // gross-margin PRESENT (figures): 202/842 = 24,0 % → 107/713 = 15,0 %: down 9 points (≥ 5).
  // burn-above-revenue ABSENT: 2024 costs 606+62+23+9+4 = 704 < 713 (net profit 9).
  // debt-distress ABSENT: instalments paid; going-concern ABSENT: the board states no doubt.
  {
    id: 'h21-fr-w7-03',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress', 'going-concern'],
    text: `CORRIDOR FRET DJIBOUTI SA
États financiers au 31 décembre 2024 — version provisoire, non audités
Le rapport du commissaire aux comptes n'a pas encore été émis ; les chiffres ci-dessous peuvent être ajustés.

Compte de résultat (en millions de francs Djibouti)

| | Exercice 2023 | Exercice 2024 |
|---|---|---|
| Chiffre d'affaires (transport et transit) | 842 | 713 |
| Coût des ventes (carburant, pneumatiques, chauffeurs, péages, frais de frontière) | (640) | (606) |
| Marge brute | 202 | 107 |
| Charges administratives | (66) | (62) |
| Dotations aux amortissements | (26) | (23) |
| Résultat d'exploitation | 110 | 22 |
| Charges financières | (10) | (9) |
| Impôt | (25) | (4) |
| Résultat net | 75 | 9 |

Commentaires de la direction
Le volume transporté vers l'Éthiopie a reculé de 11 % en 2024, en raison du report d'une partie du trafic de conteneurs vers le chemin de fer et de la baisse des importations éthiopiennes liée aux restrictions de change. Les tarifs à la tonne ont été renégociés à la baisse avec deux transitaires du port de Doraleh pour conserver les volumes, alors que le prix du gazole à Djibouti restait élevé et que les temps d'attente à Galafi ont allongé les rotations.

Endettement
L'emprunt de 120 M FDJ contracté en 2022 pour le renouvellement de 14 tracteurs routiers est remboursé selon l'échéancier ; l'encours au 31 décembre 2024 est de 58 M FDJ. Aucune échéance n'est en retard.

Continuité d'exploitation
Le conseil d'administration a examiné les prévisions de trésorerie 2025 et estime que la société dispose des ressources nécessaires pour poursuivre son activité au cours des douze prochains mois.

Perspectives 2025
La direction prévoit de réduire la flotte active de 4 camions, de développer le transport de marchandises en zone franche et de relancer les clients éthiopiens du secteur du ciment.`,
  },

  // 04 — Board minutes, fintech (transferts / tontines numériques), Douala, Cameroun.
  // founder-departure PRESENT: co-founder CFO announces he will leave on 30 June; a co-founder also left in 2022.
  // dead-equity PRESENT: co-founder who left in 2022 still holds 14 %, buy-back option never exercised.
  // pending-licence PRESENT: COBAC payment-institution application filed Oct. 2024, still under review.
  // low-founder-ownership ABSENT: Fotso 46 % alone (+ Mbarga 12 % = 58 %) ≥ 40 %.
  // cap-table-complexity ABSENT: register reconciled.
  {
    id: 'h21-fr-w7-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'time', 'indirect', 'list'],
    present: ['founder-departure', 'dead-equity', 'pending-licence'],
    absent: ['low-founder-ownership', 'cap-table-complexity', 'investor-control'],
    text: `NJANGIPAY SA — Société anonyme avec conseil d'administration — Siège social : Akwa, Douala
Procès-verbal de la réunion du conseil d'administration du 14 mai 2025

Présents : M. Roland Fotso (président-directeur général), M. Serge Mbarga (administrateur, directeur financier), Mme Clarisse Ebode (représentant Kmer Growth Fund), M. Olivier Tsafack (administrateur indépendant).
Secrétaire de séance : Me Aïcha Djibrilla, juriste.

1. Communication du directeur financier
M. Serge Mbarga, cofondateur, informe le conseil qu'il a accepté un poste dans un groupe bancaire à Libreville et qu'il quittera ses fonctions de directeur financier le 30 juin 2025. Il assurera la passation avec le responsable comptable. Le conseil prend acte et charge le président de lancer le recrutement d'un successeur. M. Mbarga conserve pour l'instant ses 12 % du capital ; la question de leur rachat sera examinée lors d'une prochaine séance.

2. Situation de l'actionnariat
Le secrétaire de séance rappelle la répartition du capital, conforme au registre des mouvements de titres :
- M. Roland Fotso : 46 %
- M. Serge Mbarga : 12 %
- Mme Hortense Ngo Biyong : 14 %
- Kmer Growth Fund et un second fonds : 28 %
Mme Ngo Biyong, cofondatrice, a quitté la société en août 2022. L'option d'achat prévue par le pacte d'actionnaires n'a jamais été exercée, faute de trésorerie disponible à l'époque, et elle détient toujours ses actions. Mme Ebode demande que ce point soit traité avant la prochaine levée.

3. Agrément d'établissement de paiement
Le président indique que le dossier de demande d'agrément en qualité d'établissement de paiement, déposé auprès de la COBAC le 3 octobre 2024, est toujours en cours d'instruction. La Commission a demandé des pièces complémentaires en mars ; la réponse a été transmise le 22 avril 2025. Dans l'attente de la décision, le service de transfert continue d'opérer en qualité d'agent de la banque partenaire, dans les limites de la convention signée avec celle-ci.

4. Activité
Le président présente l'évolution des volumes de cotisations collectées via l'application, en hausse sur le trimestre, et le lancement prévu à Bafoussam.

L'ordre du jour étant épuisé, la séance est levée à 17 h 40.`,
  },

  // 05 — Email answering an investor's questions, fintech (monnaie électronique), Djibouti. CLEAN.
  // short-runway ABSENT (figures): cash 214 M FDJ / net burn 11 M FDJ per month ≈ 19 months (≥ 9).
  // burn-above-revenue ABSENT: net burn 11 M FDJ < monthly revenue 17,5 M FDJ (net burn compared with revenue as stated).
  // pending-licence ABSENT: e-money licence already granted by the BCD (March 2024); no application pending.
  // founder-departure ABSENT: the CTO left ANOTHER company (Djibouti Telecom); nobody has announced a departure.
  // related-party ABSENT: landlord explicitly unrelated to founders or their families.
  // declining-revenue ABSENT: 131 → 176 M FDJ.
  {
    id: 'h21-fr-w7-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'negation', 'figures', 'prose'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'pending-licence', 'founder-departure', 'related-party', 'declining-revenue'],
    text: `Objet : RE: Questions avant le comité d'investissement — DjibPay
De : Hodan Abdillahi <hodan@djibpay.dj>
À : Marc-Antoine Leroy
Date : 6 mai 2025

Bonjour Marc-Antoine,

Merci pour votre liste. Voici nos réponses, point par point ; les justificatifs sont dans la data room.

1. Trésorerie. Au 30 avril 2025, nous avions 214 M FDJ en banque (deux comptes, relevés joints). Notre consommation nette, après encaissement des commissions, a été en moyenne de 11 M FDJ par mois sur février, mars et avril. Nos revenus mensuels sur la même période sont d'environ 17,5 M FDJ.

2. Chiffre d'affaires. Revenus 2024 : 176 M FDJ, contre 131 M FDJ en 2023. La hausse vient surtout du paiement des factures d'eau et d'électricité et des transferts des commerçants du marché central.

3. Agrément. L'agrément d'établissement de monnaie électronique nous a été délivré par la Banque Centrale de Djibouti le 11 mars 2024. Nous n'avons aucune autre demande d'autorisation en cours ; l'extension aux transferts vers l'Éthiopie passera par notre banque partenaire, déjà autorisée.

4. Équipe. Ayan Farah, notre CTO, a quitté Djibouti Telecom en 2022 pour nous rejoindre ; il est associé depuis la création. L'équipe fondatrice est au complet et personne n'a annoncé de départ. Nous recrutons un responsable conformité.

5. Bail. Nos bureaux du Plateau du Serpent sont loués à une SCI qui n'a aucun lien avec les fondateurs, les administrateurs ou leurs familles. L'extrait du registre du commerce de la SCI est joint, avec la liste de ses associés.

6. Concurrence. Nous sommes en concurrence avec le portefeuille de l'opérateur historique et avec les applications de deux banques de la place. Notre avantage : l'acceptation chez 1 900 commerçants et des frais de retrait plus bas.

7. Utilisation des fonds. La levée de 250 000 USD servira à l'ouverture de 40 points d'agents à Ali Sabieh, Tadjourah et Obock, et au renforcement de la conformité (LBC/FT).

N'hésitez pas si vous avez besoin d'autre chose avant le comité du 20 mai.

Bien cordialement,
Hodan Abdillahi
Cofondatrice et directrice générale, DjibPay`,
  },

  // 06 — Term sheet, énergie solaire (pompage et chambres froides), Djibouti.
  // investor-control PRESENT (table/figures): fund 13 000 / 25 000 shares = 52 % (≥ 50 %).
  // low-founder-ownership PRESENT (figures): founders 4 200 + 3 300 = 7 500 / 25 000 = 30 % (< 40 %).
  // Check: 4 200 + 3 300 + 2 400 + 2 100 = 12 000 existing shares; 260 M FDJ / 13 000 = 20 000 FDJ per share;
  // pre-money 12 000 × 20 000 = 240 M FDJ; post-money 500 M FDJ.
  {
    id: 'h21-fr-w7-06',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'list'],
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    text: `PROTOCOLE D'ACCORD — PRINCIPAUX TERMES ET CONDITIONS (TERM SHEET)
Augmentation de capital de DIKHIL SOLAIRE SA
Non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité »

Société : Dikhil Solaire SA, société anonyme de droit djiboutien, siège à Djibouti-ville, RCS de Djibouti.
Investisseur : Corne Impact Fund I (l'« Investisseur »).
Fondateurs : M. Moussa Ali Hassan et Mme Fatouma Daher.

1. Montant : 260 000 000 FDJ, par émission de 13 000 actions ordinaires nouvelles à 20 000 FDJ par action.
2. Valorisation : 240 000 000 FDJ avant investissement, soit 500 000 000 FDJ après investissement, sur une base entièrement diluée.
3. Capital après l'opération (base entièrement diluée) :

| Actionnaire | Actions | % |
|---|---|---|
| M. Moussa Ali Hassan | 4 200 | 16,8 % |
| Mme Fatouma Daher | 3 300 | 13,2 % |
| Business angels (4 personnes) | 2 400 | 9,6 % |
| Plan d'options salariés (réservé) | 2 100 | 8,4 % |
| Corne Impact Fund I | 13 000 | 52,0 % |
| Total | 25 000 | 100 % |

4. Conseil d'administration : cinq membres, dont trois désignés par l'Investisseur, un par les Fondateurs et un administrateur indépendant choisi d'un commun accord.
5. Décisions importantes : budget annuel, endettement supérieur à 20 M FDJ, cession d'actifs et recrutement des cadres dirigeants soumis à l'accord préalable de l'Investisseur.
6. Préférence de liquidation : 1× le montant investi, non participative.
7. Anti-dilution : moyenne pondérée large.
8. Fondateurs : acquisition progressive (vesting) de leurs actions sur 36 mois ; clauses de bon et de mauvais départ ; engagement d'exclusivité.
9. Utilisation des fonds : installation de 60 systèmes de pompage solaire dans les régions de Dikhil et d'Ali Sabieh et de 8 chambres froides pour les éleveurs et maraîchers.
10. Conditions préalables : audit juridique et financier satisfaisant, signature d'un pacte d'actionnaires, approbation du comité d'investissement.
11. Exclusivité : 60 jours à compter de la signature.
12. Droit applicable : droit djiboutien et Acte uniforme OHADA relatif au droit des sociétés commerciales ; arbitrage CCJA.

Fait à Djibouti, le 2 juin 2025.`,
  },
];
