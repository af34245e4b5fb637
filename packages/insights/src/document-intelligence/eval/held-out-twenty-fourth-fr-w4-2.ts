/** Writer 4's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Cameroun and Gabon, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW4P2: readonly RedFlagCase[] = [
  // unit-economics PRESENT: stated LTV 150 000 FCFA (LTV/CAC 6x) but own figures give
  //   4 000 FCFA/mois x 30 % = 1 200 FCFA de marge/mois ; durée de vie = 1 / 6 % = 16,7 mois ; LTV = 20 000 FCFA < CAC 25 000.
  // high-churn PRESENT: 6 % a month >= 5 %.
  // unrealistic-growth ABSENT: 104 -> 250 (2,4x) -> 560 (2,24x) -> 1 180 (2,1x); 3-year 11,3x < 27x.
  // gross-margin ABSENT: 30 % every year. No cost/burn/cash figures: burn-above-revenue, short-runway absent.
  {
    id: 'h24-fr-w4-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `SOLEIL D'OKOUMÉ SAS — Plan d'affaires 2026-2028
Kits solaires en paiement à l'usage (PAYG) — provinces du Woleu-Ntem et de la Ngounié (Gabon)

1. Contexte
Hors des grands centres, une part importante des ménages gabonais n'est pas raccordée au réseau ou subit des délestages quotidiens. Nos kits (panneau 80 W, batterie lithium, 4 ampoules, recharge téléphone, radio) remplacent le pétrole lampant et le groupe électrogène.

2. Modèle économique — hypothèses unitaires
- Dépôt initial : 15 000 FCFA
- Mensualité : 4 000 FCFA/mois, payée par mobile money ; kit bloqué à distance en cas de non-paiement
- Marge brute par client : 30 % de la mensualité
- Taux d'attrition mensuel (clients qui cessent définitivement de payer) : 6 %
- Coût d'acquisition client (CAC) : 25 000 FCFA (agents villageois + radio communautaire)
- Valeur vie client (LTV) : 150 000 FCFA, soit un ratio LTV/CAC de 6x

3. Projections
                       2025 (réel)   2026     2027     2028
Clients actifs (fin)    2 100         5 000    11 000   23 000
CA (MFCFA)              104           250      560      1 180
Marge brute (%)         30 %          30 %     30 %     30 %

4. Réglementation
Les équipements solaires bénéficient de l'exonération de droits de douane prévue par la loi de finances ; aucune autorisation particulière n'est requise pour la vente de kits domestiques.

5. Besoin de financement
Levée de 400 MFCFA en dette mezzanine auprès d'un fonds d'impact, pour financer le stock de kits (délai d'importation : 4 mois via le port d'Owendo).

6. Équipe
Jean-Baptiste Moussavou (CEO, ingénieur électricien), Clarisse Ondo (directrice commerciale, 8 ans dans la distribution rurale).`,
    present: ['unit-economics', 'high-churn'],
    absent: ['unrealistic-growth', 'gross-margin', 'missing-financials'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // founder-departure PRESENT: co-founder/CTO announced he leaves on 31 March 2026.
  // going-concern PRESENT: the board (directors) states a significant doubt on continuity.
  // short-runway PRESENT: 46,2 MFCFA / 9,6 MFCFA net burn a month = 4,8 months < 9.
  // burn-above-revenue ABSENT: net burn 9,6 M < monthly revenue 12,5 M (net burn compared with revenue as stated).
  // litigation ABSENT: no dispute pending; landlord claim abandoned. dead-equity ABSENT: nobody has left yet.
  {
    id: 'h24-fr-w4-08',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BOLOWAY S.A.
Société anonyme avec conseil d'administration au capital de 50 000 000 FCFA
Siège : Akwa, Douala — Cameroun

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 6 FÉVRIER 2026

Présents : M. Jules Eyoum (Président), Mme Pauline Ateba, M. Hervé Tchamba, M. Kofi Mensah (représentant Savane Ventures).
Le quorum étant atteint, le Conseil peut valablement délibérer.

1. Situation financière
Le Directeur financier présente la situation au 31 janvier 2026 : chiffre d'affaires mensuel moyen du T4 2025 de 12,5 MFCFA (commissions sur missions de travailleurs journaliers) ; consommation nette de trésorerie mensuelle moyenne sur le T4 de 9,6 MFCFA ; trésorerie disponible au 31 janvier de 46,2 MFCFA. La levée de fonds de Série A, initialement prévue en décembre, est repoussée.

2. Continuité d'exploitation
Après en avoir délibéré, le Conseil constate qu'en l'absence de financement complémentaire d'ici fin juin 2026, il existe une incertitude significative pesant sur la capacité de la Société à poursuivre son exploitation. Le Conseil mandate le Président pour engager des discussions avec deux investisseurs et avec la banque de la Société pour un crédit relais.

3. Gouvernance — direction technique
M. Hervé Tchamba, cofondateur et Directeur technique, informe le Conseil de sa décision de quitter ses fonctions opérationnelles à compter du 31 mars 2026 pour des raisons personnelles. Le Conseil prend acte et charge le Président de recruter un successeur ; un plan de transfert de connaissances sera présenté au prochain Conseil.

4. Questions diverses
Le Président confirme qu'aucun contentieux n'est pendant devant les juridictions : la réclamation de l'ancien bailleur du local de Bonapriso a été abandonnée en novembre 2025.

Plus rien n'étant à l'ordre du jour, la séance est levée à 18 h 40.

Le Président                          Un administrateur
(signé)                               (signé)`,
    present: ['founder-departure', 'going-concern', 'short-runway'],
    absent: ['burn-above-revenue', 'litigation', 'dead-equity'],
    traits: ['prose', 'figures', 'indirect', 'negation', 'time'],
  },

  // CLEAN. audit-opinion ABSENT: unqualified ("sans réserve") certification.
  // gross-margin ABSENT: 337/1 184 = 28,5 % vs 293/902 = 32,5 % -> down 4,0 points < 5.
  // customer-concentration ABSENT: 24 % < 30 %. debt-distress ABSENT: January 2025 delay cured, no arrears at year end.
  // litigation ABSENT: none pending. going-concern ABSENT: continuity principle stated harmlessly; profitable.
  // declining-revenue ABSENT: 902 -> 1 184. burn-above-revenue ABSENT: net profit both years.
  {
    id: 'h24-fr-w4-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `FRETLIB S.A. — Libreville
ÉTATS FINANCIERS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2025

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
« Nous avons effectué l'audit des états financiers annuels de la société FretLib S.A. […] À notre avis, les états financiers annuels sont, au regard des règles et méthodes comptables édictées par l'Acte uniforme OHADA relatif au droit comptable et à l'information financière, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. »
Nous certifions les comptes sans réserve. — Cabinet Nkoghe & Associés, Libreville, le 20 février 2026.

COMPTE DE RÉSULTAT (en MFCFA)
                               2025      2024
Chiffre d'affaires             1 184       902
Coût des services vendus        (847)     (609)
Marge brute                      337       293
Taux de marge brute           28,5 %    32,5 %
Charges d'exploitation          (268)     (231)
EBE                               69        62
Dotations                        (24)      (19)
Charges financières              (11)       (9)
Résultat avant impôt              34        34
Impôt sur les sociétés           (10)       (9)
Résultat net                      24        25

Trésorerie nette au 31/12 : 188 MFCFA (2024 : 141 MFCFA)

NOTES
Note 2 — Principes comptables : les états financiers sont établis selon le principe de continuité d'exploitation, conformément au SYSCOHADA révisé.
Note 7 — Chiffre d'affaires : la plateforme met en relation chargeurs et transporteurs sur les axes Libreville–Franceville et Owendo–Lambaréné. Le premier client (un opérateur minier du Haut-Ogooué) représente 24 % du chiffre d'affaires (2024 : 27 %). Le recul du taux de marge s'explique par la hausse du prix du gazole au second semestre.
Note 11 — Emprunts : emprunt bancaire de 120 MFCFA sur 5 ans. Le retard de paiement de l'échéance de janvier 2025 a été régularisé le 27 janvier 2025 ; au 31 décembre 2025, la société respecte l'ensemble de ses engagements financiers (covenants) et ne présente aucun arriéré.
Note 14 — Litiges : aucun litige n'est en cours à la date d'arrêté des comptes.`,
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'customer-concentration', 'debt-distress', 'litigation', 'going-concern'],
    traits: ['table', 'figures', 'negation', 'time', 'clean'],
  },

  // litigation PRESENT: supplier's summons before tribunal de commerce, hearing 9 Dec (open).
  // regulatory PRESENT: ART suspended two short codes for 30 days + 12 M fine.
  // debt-distress PRESENT: missed October and November loan instalments; unpaid supplier invoices.
  // declining-revenue ABSENT: October revenue 38 M "comme septembre". going-concern ABSENT: investor denies cessation de paiements, no doubt stated.
  {
    id: 'h24-fr-w4-10',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[Export WhatsApp — groupe "Fapi Connect / Board"]

[12/11/2025 08:14] Serge Nguema: Bonjour à tous. L'huissier est passé ce matin au bureau de Bonanjo. TechnoSud SARL nous assigne devant le tribunal de commerce de Douala pour 48 M de factures impayées (serveurs + maintenance). Audience fixée au 9 décembre.
[12/11/2025 08:16] Carine Abena: On conteste une partie, les SLA n'ont jamais été respectés. J'appelle notre avocat.
[12/11/2025 08:31] Mme Ekambi (investisseur): D'accord. Vous avez d'autres mauvaises nouvelles pendant qu'on y est ? 😅
[12/11/2025 08:40] Carine Abena: Oui malheureusement. L'ART nous a notifié hier la suspension de nos deux codes courts SMS pendant 30 jours + une amende de 12 M pour envoi de messages promotionnels sans consentement. On a 15 jours pour payer.
[12/11/2025 08:41] Carine Abena: Les clients bancaires basculent sur le code longue durée en attendant, mais c'est pas joli.
[12/11/2025 08:52] Mme Ekambi (investisseur): Et le prêt ?
[12/11/2025 08:58] Serge Nguema: On n'a pas pu honorer les échéances d'octobre et de novembre, 7,5 M chacune. Le chargé d'affaires parle de déchéance du terme si on ne régularise pas avant fin décembre.
[12/11/2025 09:03] Mme Ekambi (investisseur): Ok. On n'est pas en cessation de paiements, le CA tient ?
[12/11/2025 09:05] Serge Nguema: Oui. CA d'octobre 38 M, comme septembre. Le problème c'est l'encaissement, deux banques nous paient à 90 jours.
[12/11/2025 09:06] Mme Ekambi (investisseur): Envoyez-moi ce soir : l'assignation, la lettre de l'ART et le tableau d'amortissement. Call demain 7h30.
[12/11/2025 09:06] Carine Abena: 👍🏾`,
    present: ['litigation', 'regulatory', 'debt-distress'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['split', 'prose', 'figures', 'time'],
  },

  // non-recurring-revenue PRESENT: one-off ministry order (9,0 M, "livraison unique") counted inside MRR.
  // gross-margin PRESENT: 31 % -> 22 % = down 9 points >= 5.
  // customer-concentration ABSENT: ministry 9,0 / 42,0 = 21 % < 30 %.
  // short-runway ABSENT: 310 / 14 = 22 months. burn-above-revenue ABSENT: net burn 14 M < revenue 42 M.
  // high-churn ABSENT: 3,2 % a month.
  {
    id: 'h24-fr-w4-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `KANGA MARKET — Update investisseurs — Décembre 2025
(Libreville / Owendo / Akanda)

Hello la team,
Décembre a été un mois record, voici le détail.

📈 MRR (revenu récurrent mensuel) : 42,0 MFCFA (novembre : 33,5) → +25 %
   ├ Abonnements « Panier Famille » : 26,4 M
   ├ Commissions vendeurs marketplace : 6,6 M
   └ Commande du ministère pour les colis de fin d'année (livraison unique de 2 000 colis, 23 décembre) : 9,0 M
📉 Marge brute : 22 % (novembre : 31 %). Le transport depuis Owendo a pris +18 % et on a dû remiser fort sur les paniers de fêtes.
💰 Trésorerie au 31/12 : 310 MFCFA — burn net de décembre : 14 M.
👥 Abonnés actifs : 3 480 ; churn mensuel 3,2 % (stable).

Focus janvier
1. Renégocier le transport (appel d'offres lancé auprès de 3 transporteurs).
2. Lancer le panier « Rentrée scolaire ».
3. Recruter un responsable entrepôt à Akanda.

Comme toujours, ma porte est ouverte.
— Ornella Bivigou, CEO`,
    present: ['non-recurring-revenue', 'gross-margin'],
    absent: ['customer-concentration', 'short-runway', 'burn-above-revenue', 'high-churn'],
    traits: ['list', 'figures', 'indirect'],
  },

  // CLEAN. no-competition ABSENT: competitors named. pending-licence ABSENT: approval obtained May 2025.
  // unrealistic-growth ABSENT: 228 -> 540 (2,4x) -> 1 100 (2,0x).
  // short-runway ABSENT: 126 / 8 = 15,75 months. burn-above-revenue ABSENT: net burn 8 M < monthly revenue 24 M.
  // low-founder-ownership ABSENT: founders 61 %. customer-concentration ABSENT: top client 12 %.
  {
    id: 'h24-fr-w4-12',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `FILETNET — le poisson frais, du pêcheur à votre cuisine
Port-Gentil · Lambaréné · Libreville — Pitch Seed, février 2026

[1] Problème
Les pêcheurs artisanaux perdent jusqu'à 30 % de leurs prises faute de froid ; les restaurants de Libreville achètent au hasard, sans traçabilité.

[2] Solution
Marketplace B2B + bacs isothermes + tournées réfrigérées 3 fois par semaine. Paiement du pêcheur sous 24 h par mobile money.

[3] Traction
CA 2025 : 228 MFCFA (2024 : 95 MFCFA)
CA mensuel moyen T4 2025 : 24 MFCFA
410 pêcheurs fournisseurs · 96 restaurants, hôtels et cantines clients
Aucun client ne dépasse 12 % du CA.

[4] Concurrence — on n'est pas seuls
- Les mareyeuses du marché de Mont-Bouët (prix bas, pas de froid)
- Deux grossistes importateurs de Libreville (poisson congelé)
- Une appli camerounaise qui teste Libreville depuis 2025
Notre avantage : la chaîne du froid de bout en bout et la traçabilité par lot.

[5] Réglementation
Agrément sanitaire de la Direction générale des pêches obtenu en mai 2025, renouvelable chaque année.

[6] Finances
Burn net : 8 MFCFA/mois · Trésorerie : 126 MFCFA
Projection CA : 2026 : 540 MFCFA · 2027 : 1,1 Md FCFA

[7] Capital
Fondateurs 61 % · Business angels 24 % · Plan d'options 15 %

[8] La levée
800 MFCFA (≈ 1,2 M€) pour ouvrir Oyem et Mouila et doubler la flotte réfrigérée.`,
    present: [],
    absent: ['no-competition', 'pending-licence', 'unrealistic-growth', 'short-runway', 'customer-concentration', 'low-founder-ownership'],
    traits: ['list', 'figures', 'negation', 'clean'],
  },
];
