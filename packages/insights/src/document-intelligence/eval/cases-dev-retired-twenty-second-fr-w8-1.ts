/** Writer 8's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW8P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slides), SaaS pour pharmacies, Maroc.
  // high-churn PRESENT: from counts — 196 of the 380 pharmacies subscribed on 1 Jan 2024 cancelled during 2024 = 51.6 % a year (≥ 45 %).
  // pending-licence PRESENT: DMP authorisation for the e-prescription module filed 12 Feb 2025, still under review.
  // customer-concentration ABSENT: no pharmacy above 1 % of MRR.
  // burn-above-revenue ABSENT: EBITDA 2024 positive (+310 000 MAD), no burn stated.
  // unrealistic-growth ABSENT: MRR target 665 000 / 402 800 = 1.65x.
  // regulatory ABSENT: an application with an expected date, no sanction, no stated uncertainty.
  // no-competition ABSENT: competitors named.
  {
    id: 'h22-fr-w8-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'indirect', 'time'],
    present: ['high-churn', 'pending-licence'],
    absent: ['customer-concentration', 'burn-above-revenue', 'unrealistic-growth', 'regulatory', 'no-competition'],
    text: `PHARMAFLOW — Deck seed+ — Casablanca, mars 2025

Slide 1 — Qui sommes-nous
Le logiciel de gestion d'officine pensé pour les pharmacies marocaines : caisse, stock, commandes grossistes et tiers payant AMO dans une seule application cloud.

Slide 2 — Le problème
Plus de 12 000 officines au Maroc gèrent encore leurs stocks sur Excel ou sur papier : ruptures, produits périmés, rejets de remboursement.

Slide 3 — Le modèle
Abonnement de 950 MAD HT par mois et par officine, sans engagement de durée.

Slide 4 — Traction 2024
- Pharmacies abonnées au 1er janvier 2024 : 380
- Parmi ces 380, résiliations intervenues au cours de l'année : 196
- Nouvelles pharmacies signées en 2024 : 240
- Pharmacies abonnées au 31 décembre 2024 : 424
- MRR de décembre 2024 : 402 800 MAD
Aucune officine ne pèse plus de 1 % du MRR.

Slide 5 — Finances
Chiffre d'affaires 2024 : 4,6 M MAD. EBITDA 2024 : +310 000 MAD. Trésorerie au 31/12/2024 : 3,5 M MAD.

Slide 6 — Concurrence
Trois éditeurs historiques de logiciels installés en local, quelques ERP génériques adaptés. Notre différence : le cloud, la connexion directe aux grossistes et un support en darija.

Slide 7 — Réglementation
Notre futur module d'e-prescription nécessite une autorisation de la Direction du Médicament et de la Pharmacie (DMP). Le dossier a été déposé le 12 février 2025 ; il est en cours d'instruction et la réponse est attendue au troisième trimestre 2025. Le reste de la plateforme n'est soumis à aucune autorisation spécifique.

Slide 8 — Objectifs fin 2025
700 pharmacies abonnées, MRR de 665 000 MAD, ouverture de Marrakech et Fès.

Slide 9 — La levée
12 M MAD pour renforcer l'équipe produit et l'équipe terrain.`,
  },

  // 02 — WhatsApp-style founder message to investors, distribution de produits frais, Maroc.
  // NO FLAG.
  // short-runway ABSENT: runway given in weeks — 3.1 M MAD / 50 k MAD a week = 62 weeks ≈ 14.3 months (≥ 9).
  // burn-above-revenue ABSENT: net burn ≈ 50 k × 52 / 12 ≈ 217 k MAD a month, below May revenue 1.15 M MAD (net burn compared with revenue as stated).
  // customer-concentration ABSENT: largest customer 22 % (< 30 %); its loss is only a scenario.
  // debt-distress ABSENT: negation, never missed a repayment.
  // pending-licence ABSENT: ONSSA approval already granted.
  // declining-revenue ABSENT: May 1.15 M > April 1.08 M. gross-margin ABSENT: 24 % stable. audit-opinion ABSENT: audited, clean opinion.
  {
    id: 'h22-fr-w8-02',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'negation', 'modality', 'time', 'figures'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration', 'debt-distress', 'pending-licence', 'declining-revenue', 'audit-opinion'],
    text: `[WhatsApp — Yassine (CEO, Atlas Frais) → groupe « Investisseurs Atlas Frais », 3 juin 2025, 21:47]

Salam à tous 👋 petit point de fin de mois :
• CA de mai : 1,15 M MAD (avril : 1,08 M MAD) 📈
• Marge brute : 24 %, comme les trois mois précédents
• Tréso au 31/05 : 3,1 M MAD. On consomme en net autour de 50 k MAD par semaine, donc on a environ 62 semaines devant nous, sans compter la levée.

Karim m'a posé hier la question du risque client. Notre plus gros compte, les Superettes Bab Rayan, pèse 22 % du CA. Si on le perdait demain, ce serait douloureux mais pas fatal : on a chiffré le scénario et on resterait à plus de 45 semaines de tréso, en coupant la tournée de Mohammedia.

Sur la dette : on n'a jamais raté une échéance du crédit Tamwilcom, et la prochaine (85 k MAD, le 30 juin) est déjà provisionnée sur un compte à part.

Bonne nouvelle 🎉 l'agrément sanitaire ONSSA du nouvel entrepôt frigorifique de Berrechid nous a été délivré jeudi. On peut démarrer les livraisons vers Settat dès le 15 juin.

Le deck mis à jour et les comptes 2024 audités (opinion sans réserve) sont dans la data room. Je suis dispo jeudi pour un call si vous avez des questions 🙏`,
  },

  // 03 — financial statements with tables, export d'huile d'olive bio, Tunisie.
  // audit-opinion PRESENT: statements drawn up by management, not audited, auditor's report not issued.
  // gross-margin PRESENT: margin computed from the table — 2023 910 000 / 2 410 000 = 37.8 %; 2024 830 000 / 2 960 000 = 28.0 %; down 9.8 points (≥ 5); the text only says "en valeur quasi stable".
  // burn-above-revenue ABSENT: net result positive both years (2024 costs 2 130 000 + 760 000 + 45 000 + 8 000 = 2 943 000 < 2 960 000).
  // declining-revenue ABSENT: revenue +23 %.
  // debt-distress ABSENT: all bank instalments paid, tax and social up to date.
  // customer-concentration ABSENT: main importer 18 %.
  {
    id: 'h22-fr-w8-03',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'negation'],
    present: ['audit-opinion', 'gross-margin'],
    absent: ['burn-above-revenue', 'declining-revenue', 'debt-distress', 'customer-concentration'],
    text: `JNEN BIO SARL — Sfax (Tunisie)
États financiers de l'exercice clos le 31 décembre 2024 — montants en dinars tunisiens (TND)

Note préliminaire : les présents états financiers ont été arrêtés par la gérance le 20 avril 2025. Ils n'ont pas fait l'objet d'un audit ; le rapport du commissaire aux comptes sur l'exercice 2024 n'a pas été émis à ce jour.

État de résultat
| Rubrique                                   |      2023 |      2024 |
|--------------------------------------------|----------:|----------:|
| Chiffre d'affaires (export huile bio)      | 2 410 000 | 2 960 000 |
| Coût des ventes                            | (1 500 000) | (2 130 000) |
| Marge brute                                |   910 000 |   830 000 |
| Charges d'exploitation                     |  (720 000) |  (760 000) |
| Résultat d'exploitation                    |   190 000 |    70 000 |
| Charges financières nettes                 |   (40 000) |   (45 000) |
| Impôt sur les sociétés                     |   (30 000) |    (8 000) |
| Résultat net                               |   120 000 |    17 000 |

Extrait du bilan au 31 décembre
| Poste            |    2023 |    2024 |
|------------------|--------:|--------:|
| Trésorerie       | 410 000 | 380 000 |
| Stocks           | 520 000 | 690 000 |
| Dettes bancaires | 650 000 | 600 000 |

Commentaires de la gérance
Le chiffre d'affaires progresse de 23 % grâce à l'ouverture du marché canadien. La hausse du prix de l'olive à la production lors de la campagne 2023/2024 a renchéri le coût des ventes ; la marge brute en valeur reste néanmoins quasi stable par rapport à 2023. Toutes les échéances bancaires de l'exercice ont été réglées à leur date et la société est à jour de ses obligations fiscales et sociales. Le principal importateur, basé en Allemagne, représente 18 % du chiffre d'affaires.`,
  },

  // 04 — investment memo, paiement marchand par QR, Maroc.
  // unit-economics PRESENT: stated LTV/CAC 4.5x; own figures: LTV = ARPU 80 × GM 55 % / churn 3 % = 1 467 MAD; CAC 520 MAD → 2.8x, well below 4.5x.
  // pending-licence PRESENT: payment-institution licence filed with Bank Al-Maghrib in Nov 2024, no decision yet.
  // high-churn ABSENT: 3 % a month (≈ 31 % a year compounded, 36 % simple) < 5 % / 45 %.
  // short-runway ABSENT: 4.1 M / 180 k = 22.8 months.
  // burn-above-revenue ABSENT: net burn 180 k below MRR 272 k (net burn compared with revenue as stated).
  // investor-control ABSENT: fund at 10 % post-money. low-founder-ownership ABSENT: founders 64 % → 48 % post-money.
  // regulatory ABSENT: application pending, no sanction, no stated uncertainty. audit-opinion ABSENT: audited, clean.
  {
    id: 'h22-fr-w8-04',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['unit-economics', 'pending-licence'],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue', 'investor-control', 'low-founder-ownership', 'regulatory', 'audit-opinion'],
    text: `NOTE D'INVESTISSEMENT — Comité du 14 mai 2025
Cible : Tijara Pay SA (Casablanca) — acceptation de paiements par QR code pour petits commerçants
Ticket proposé : 8 M MAD dans une Série A de 20 M MAD (valorisation post-money : 80 M MAD)

1. Activité
3 400 commerçants actifs à fin avril 2025, surtout des épiceries et des cafés de Casablanca et Rabat. Revenu net moyen par commerçant : 80 MAD par mois (commissions et abonnement terminal). MRR d'avril : 272 000 MAD, en hausse de 5 % sur mars.

2. Indicateurs présentés par l'équipe
- LTV/CAC : 4,5x (« best in class » selon le deck)
- Coût d'acquisition moyen d'un commerçant : 520 MAD (agents terrain et kit QR)
- Marge brute sur revenu net : 55 %
- Attrition mensuelle des commerçants : 3 %

3. Situation financière
Trésorerie au 30 avril : 4,1 M MAD. Consommation nette mensuelle : 180 000 MAD, soit près de deux ans de visibilité. Comptes 2024 audités, opinion sans réserve.

4. Réglementation
Tijara Pay opère aujourd'hui comme sous-agent d'un établissement de paiement agréé. En novembre 2024, la société a déposé auprès de Bank Al-Maghrib sa propre demande d'agrément en tant qu'établissement de paiement ; le dossier est en instruction et aucune décision n'a encore été rendue.

5. Actionnariat
Avant l'opération : fondateurs 64 %, business angels 24 %, pool salariés 12 %. Après l'opération, les fondateurs conserveraient 48 % et notre fonds détiendrait 10 %.

6. Recommandation
Avis favorable de l'équipe d'investissement, sous réserve de la revue des contrats avec l'établissement de paiement partenaire et d'une due diligence technique sur la plateforme.`,
  },

  // 05 — due-diligence note (legal and financial), portefeuille de paiement, Tunisie.
  // NO FLAG.
  // audit-opinion ABSENT: 2023 and 2024 audited, unqualified opinion.
  // gross-margin ABSENT: 46.1 % → 42.3 % = −3.8 points (< 5).
  // pending-licence ABSENT: BCT licence obtained 14 March 2024, nothing pending.
  // debt-distress ABSENT: 2022 VAT arrears fully cleared in June 2023; instalments paid; covenant respected (1.1x vs 2.5x cap).
  // litigation ABSENT: 2023 formal notice closed by settlement; no proceedings.
  // declining-revenue ABSENT: 3.2 M → 4.05 M. burn-above-revenue ABSENT: net profit +310 000 TND.
  {
    id: 'h22-fr-w8-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'time', 'negation', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'pending-licence', 'debt-distress', 'litigation', 'declining-revenue', 'burn-above-revenue'],
    text: `NOTE DE DUE DILIGENCE — SYNTHÈSE
Société cible : Wallety SA (Tunis) — portefeuille électronique et paiement de factures
Destinataire : Comité d'investissement — juin 2025

1. Comptes
Les états financiers 2023 et 2024 ont été audités par un cabinet inscrit à l'Ordre des experts-comptables de Tunisie. Les deux rapports expriment une opinion sans réserve, sans paragraphe d'observation.
Chiffre d'affaires : 3 200 000 TND en 2023 ; 4 050 000 TND en 2024. Résultat net 2024 : bénéfice de 310 000 TND.
Marge brute : 46,1 % en 2023 et 42,3 % en 2024, soit un recul de 3,8 points lié à la hausse des frais interbancaires. La direction vise un retour à 45 % après la renégociation en cours avec le switch national.

2. Agrément
L'agrément d'établissement de paiement délivré par la Banque Centrale de Tunisie a été obtenu le 14 mars 2024 (copie de la décision en data room). Aucune autre demande n'est en cours ni envisagée.

3. Fiscal et social
En 2022, la société avait accumulé un retard de TVA de 60 000 TND. Ce passif a été intégralement apuré en juin 2023 ; une attestation de situation fiscale à jour, datée du 2 mai 2025, figure en data room. Les cotisations CNSS sont réglées à échéance.

4. Endettement
Un crédit bancaire de 500 000 TND, amorti sur cinq ans. Toutes les échéances ont été honorées ; le covenant dette nette / EBITDA ressort à 1,1x au 31/12/2024 pour un plafond de 2,5x.

5. Contentieux
Aucune procédure judiciaire ou arbitrale en cours. La mise en demeure adressée en 2023 par un ancien prestataire informatique a été close par un accord transactionnel, exécuté en totalité.

6. Conclusion
Aucun point bloquant identifié. Points d'attention mineurs : formalisation des délégations de signature et mise à jour de la politique de protection des données.`,
  },

  // 06 — term sheet (legal_docs), plateforme de fret routier, Tunisie.
  // investor-control PRESENT: one investor through two vehicles managed by the same firm: 31 % + 22 % = 53 % post-money (9 M / (8 M + 9 M) = 52.9 %).
  // debt-distress PRESENT: CNSS arrears 96 000 TND unpaid, two loan instalments (Jan, Feb 2025) unpaid.
  // low-founder-ownership ABSENT: two active founders 22 % + 22 % = 44 % (≥ 40 %).
  // litigation ABSENT: none declared. founder-departure ABSENT: both founders commit full time.
  // missing-financials: not applicable (legal document).
  {
    id: 'h22-fr-w8-06',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'indirect', 'figures', 'negation'],
    present: ['investor-control', 'debt-distress'],
    absent: ['low-founder-ownership', 'litigation', 'founder-departure'],
    text: `TERM SHEET — NON ENGAGEANTE (à l'exception des clauses de confidentialité et d'exclusivité)

Société : Sahel Fret SA, Sousse — plateforme de mise en relation chargeurs / transporteurs routiers
Investisseurs : Carthage Growth Fund I (FCPR) et CGP Co-Invest SARL, tous deux gérés par Carthage Growth Partners (ensemble, « l'Investisseur »)
Instrument : actions de préférence de catégorie A
Montant : 9 000 000 TND — valorisation pré-money : 8 000 000 TND

Table de capitalisation post-money (sur base totalement diluée)
| Actionnaire                                  | % du capital |
|----------------------------------------------|-------------:|
| Mehdi B. — fondateur, directeur général      |       22,0 % |
| Ines K. — fondatrice, directrice des opérations |    22,0 % |
| Carthage Growth Fund I (FCPR)                |       31,0 % |
| CGP Co-Invest SARL                           |       22,0 % |
| Plan d'intéressement salariés                |        3,0 % |
| Total                                        |      100,0 % |

Gouvernance : conseil d'administration de cinq membres — deux fondateurs, deux représentants de l'Investisseur, un administrateur indépendant choisi d'un commun accord.
Droits attachés aux actions A : préférence de liquidation 1x non participative ; anti-dilution moyenne pondérée ; droit de sortie conjointe ; clause d'entraînement au-delà de 3x la mise.

Déclarations et garanties — exceptions divulguées par la Société :
(a) cotisations CNSS des troisième et quatrième trimestres 2024, soit 96 000 TND, restant dues à ce jour ;
(b) échéances de janvier et février 2025 du crédit à moyen terme consenti par la banque partenaire, non réglées ; la banque a adressé une lettre de relance le 3 mars 2025.
Aucun litige en cours n'a été déclaré par la Société.

Conditions suspensives : régularisation des points (a) et (b) au plus tard à la date de closing, au besoin par affectation d'une partie des fonds ; audit juridique et fiscal satisfaisant.
Engagements des fondateurs : exclusivité et temps plein pendant quatre ans ; vesting de 25 % de leurs actions sur 36 mois.
Exclusivité : 60 jours à compter de la signature.`,
  },

  // 07 — monthly investor update (e-mail), livraison du dernier kilomètre, Maroc.
  // short-runway PRESENT: cash 1 850 000 MAD / net burn ≈ 95 000 MAD a week = 19.5 weeks ≈ 4.5 months (< 9).
  // burn-above-revenue PRESENT: April costs 720 000 MAD above April revenue 310 000 MAD (net burn 410 k ≈ 95 k a week).
  // declining-revenue ABSENT: 310 k > 290 k in March.
  // customer-concentration ABSENT: top three accounts together 17 %.
  // high-churn ABSENT: no account lost this month.
  {
    id: 'h22-fr-w8-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'figures', 'indirect', 'split', 'modality'],
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'customer-concentration', 'high-churn'],
    text: `Objet : Rapido Souk — point investisseurs d'avril 2025

Bonjour à toutes et à tous,

Voici les chiffres du mois d'avril.

Activité
- Chiffre d'affaires : 310 000 MAD (mars : 290 000 MAD)
- Commandes livrées : 41 200 (+9 % sur mars)
- Charges totales du mois : 720 000 MAD, dont 380 000 MAD de rémunération des livreurs
- Villes couvertes : Marrakech et Agadir ; Tanger ouverte le 2 avril

Trésorerie
Au 30 avril, nous avons 1 850 000 MAD en banque.
Au rythme actuel, notre consommation nette tourne autour de
95 000 MAD par semaine.

Clients
Nous n'avons perdu aucun compte restaurateur ce mois-ci. Nos trois premiers comptes (deux chaînes de restauration rapide et un traiteur) pèsent ensemble 17 % du chiffre d'affaires.

Financement
Nous sommes en discussion avec deux fonds pour un bridge. Si la levée devait se conclure plus tard que prévu, nous pourrions geler l'ouverture de Fès et réduire les tournées de nuit à Agadir.

Priorités de mai
1. Passer le coût par livraison sous 14 MAD à Marrakech.
2. Signer les deux chaînes de supermarchés en test à Tanger.
3. Finaliser la term sheet du bridge.

Merci pour votre soutien, et n'hésitez pas à nous présenter des restaurateurs de vos réseaux !

Hind, cofondatrice et CEO`,
  },

  // 08 — financial statements with table, SaaS pour cabinets comptables, Maroc.
  // NO FLAG.
  // non-recurring-revenue ABSENT: the one-off grant of 400 k MAD is booked in other operating income and explicitly excluded from ARR.
  // audit-opinion ABSENT: auditor's opinion unqualified, signed 27 March 2025.
  // gross-margin ABSENT: (6 820 − 2 250) / 6 820 = 67.0 %; (8 140 − 2 650) / 8 140 = 67.4 % — stable.
  // burn-above-revenue ABSENT: operating result positive both years, even without the grant (990 − 400 = 590 k).
  // high-churn ABSENT: annual retention 91 %. customer-concentration ABSENT: largest client 6 %.
  // declining-revenue ABSENT: 6 820 → 8 140.
  {
    id: 'h22-fr-w8-08',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: [],
    absent: ['non-recurring-revenue', 'audit-opinion', 'gross-margin', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'declining-revenue'],
    text: `HISSAB SA — Rabat
Comptes annuels de l'exercice 2024 — extraits
Compte de produits et charges (en milliers de MAD)

| Rubrique                                                  |   2023 |   2024 |
|-----------------------------------------------------------|-------:|-------:|
| Revenus d'abonnements                                     |  6 820 |  8 140 |
| Autres produits d'exploitation (subvention, non récurrente) |      — |    400 |
| Total des produits d'exploitation                         |  6 820 |  8 540 |
| Coût des ventes (hébergement, support)                    | (2 250) | (2 650) |
| Charges de personnel et frais généraux                    | (4 100) | (4 900) |
| Résultat d'exploitation                                   |    470 |    990 |
| Impôt sur les sociétés                                    |  (140) |  (300) |
| Résultat net                                              |    330 |    690 |

Notes annexes
1. Revenus récurrents. L'ARR au 31 décembre 2024 s'élève à 8,6 M MAD. Il est calculé exclusivement sur les abonnements actifs à cette date. La subvention de 400 000 MAD reçue en 2024 au titre d'un programme public d'appui à l'innovation a été perçue en une seule fois ; elle est présentée en autres produits d'exploitation et n'est pas incluse dans l'ARR.
2. Clients. Hissab compte 1 240 cabinets comptables clients au 31/12/2024. Le taux de rétention annuel des clients s'établit à 91 %. Le premier client représente 6 % des revenus d'abonnements.
3. Engagements. La société n'a contracté aucun emprunt bancaire ; ses seules dettes sont des dettes fournisseurs courantes.

Rapport du commissaire aux comptes
Nous avons effectué l'audit des états de synthèse de la société Hissab SA pour l'exercice clos le 31 décembre 2024. À notre avis, ces états de synthèse donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation financière et du patrimoine de la société. Opinion sans réserve — Rabat, le 27 mars 2025.`,
  },
];
