import type { RedFlagCase } from './case';
import { redFlagSixteenthFrW4ARest } from './cases-dev-retired-sixteenth-fr-w4-a-rest';

export const redFlagSixteenthFrW4A: readonly RedFlagCase[] = [
  // h16-fr-w4-01 — Madagascar, fintech (paiement marchand), deck.
  // unit-economics PRESENT: LTV = 3 700 Ar x 60 % x 24 mois = 53 280 Ar ; LTV/CAC = 53 280 / 145 000 = 0,37,
  //   not the 5,2 claimed; payback = 145 000 / (3 700 x 0,6 = 2 220 Ar/mois) = 65 mois, not "moins de trois mois".
  // unrealistic-growth PRESENT: 2025 projection 4 300 / 820 = 5,2x in one year (>= 4x).
  // pending-licence PRESENT: e-money licence filed with the CSBF in Sept. 2024, still under review.
  // Absent: missing-financials (revenue 820 M Ar given); burn-above-revenue (no burn or cost total stated);
  //   regulatory (no sanction, ban or suspension; the pending file is labelled pending-licence).
  {
    id: 'h16-fr-w4-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `TSINJO PAY — Présentation investisseurs, série A (janvier 2025)

Diapo 3 — Traction
• 18 400 commerçants actifs (Antananarivo, Toamasina, Mahajanga, Antsirabe)
• Chiffre d'affaires 2024 : 820 millions d'ariary de commissions
• Volume de paiements traité en 2024 : 96 milliards d'ariary

Diapo 5 — Économie unitaire
• Coût d'acquisition par commerçant (agents terrain + prime de bienvenue) : 145 000 Ar
• Revenu mensuel moyen par commerçant : 3 700 Ar, marge contributive de 60 %
• Durée de vie moyenne d'un commerçant : 24 mois
• Notre ratio LTV/CAC est de 5,2 : un commerçant rembourse son coût d'acquisition en moins de trois mois.

Diapo 7 — Réglementation
Notre dossier d'agrément en qualité d'établissement de monnaie électronique a été déposé auprès de la
Commission de supervision bancaire et financière (CSBF) en septembre 2024 ; il est toujours en cours
d'instruction. En attendant, les fonds des commerçants transitent par le compte d'une banque partenaire agréée.

Diapo 9 — Trajectoire
| | 2024 (réel) | 2025 (prévision) | 2026 (prévision) |
| Chiffre d'affaires (M Ar) | 820 | 4 300 | 9 800 |
| Commerçants actifs | 18 400 | 70 000 | 150 000 |`,
    present: ['unit-economics', 'unrealistic-growth', 'pending-licence'],
    absent: ['missing-financials', 'burn-above-revenue', 'regulatory'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // h16-fr-w4-02 — Madagascar, énergie pour sites télécoms, lettre aux actionnaires. CLEAN.
  // short-runway absent: net burn 690 M Ar / 3 = 230 M Ar per month; runway = 2 300 / 230 = 10 months (>= 9).
  // burn-above-revenue absent: revenue 1 140 / 3 = 380 M Ar per month > net burn 230 M Ar per month.
  // customer-concentration absent: top customer 27 % (< 30 %); no other above 2 %, so top two <= 29 %.
  // litigation absent: the dispute with the landowner ended with an agreement signed on 18 July.
  // declining-revenue absent: 1,14 Md Ar in Q3 vs 1,02 Md Ar in Q2 (up).
  {
    id: 'h16-fr-w4-02',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `ROVA ÉNERGIE SITES SA — Lettre aux actionnaires, 3e trimestre 2025

Chers actionnaires,

Nous alimentons désormais 214 sites de télécommunications en zone rurale (solaire et batteries), contre 188 à
fin juin. Le chiffre d'affaires du trimestre atteint 1,14 milliard d'ariary, contre 1,02 milliard au deuxième
trimestre.

Trésorerie au 30 septembre : 2,3 milliards d'ariary. La consommation nette de trésorerie a été de 690 millions
d'ariary sur le trimestre, pour l'essentiel des batteries achetées d'avance avant la saison cyclonique.

Notre premier client, un opérateur mobile national, pèse 27 % du chiffre d'affaires trimestriel ; le reste se
répartit entre une soixantaine de clients (opérateurs régionaux, banques, ONG), dont aucun ne dépasse 2 %.

Le différend qui nous opposait au propriétaire du terrain d'Ambositra a pris fin : un accord a été signé le
18 juillet et le bail court désormais jusqu'en 2034.

Nous ne prévoyons pas de nouvelle levée avant le second semestre 2026.

Hery Andrianasolo, directeur général`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'customer-concentration', 'litigation', 'declining-revenue'],
    traits: ['prose', 'figures', 'time', 'indirect'],
  },

  // h16-fr-w4-03 — RD Congo, BTP, comptes audités (extraits), table split across two pages.
  // audit-opinion PRESENT: "Opinion avec réserve" (modified opinion).
  // going-concern PRESENT: auditor's material uncertainty on going concern.
  // declining-revenue PRESENT: revenue 6 420 k USD in 2024 vs 8 910 k USD in 2023 (-27,9 %).
  // burn-above-revenue PRESENT: net loss of 840 k USD in 2024 (1 040 - 1 610 - 270 = -840), so costs > revenue.
  // debt-distress PRESENT: March-June 2024 instalments "n'ont pas été honorées" (missed) and 410 000 USD of tax
  //   and social charges overdue for more than six months (arrears).
  // gross-margin absent: 1 040 / 6 420 = 16,2 % vs 1 780 / 8 910 = 20,0 % -> down 3,8 points (< 5).
  //   2023 check: 1 780 - 1 540 - 145 = 95.
  {
    id: 'h16-fr-w4-03',
    documentType: 'financial_statements',
    language: 'fr',
    text: `KIVU BÂTIR SARL — Goma (Nord-Kivu)
États financiers de l'exercice clos le 31 décembre 2024 — extraits

Rapport du commissaire aux comptes (extrait)
« Opinion avec réserve. À notre avis, sous réserve des incidences du point décrit dans la section Fondement de
l'opinion avec réserve, les états financiers donnent une image fidèle [...].
Fondement de l'opinion avec réserve : nous n'avons pas pu obtenir d'éléments probants suffisants sur
l'évaluation des travaux en cours, inscrits au bilan pour 1,9 million USD.
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2, qui
indique l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de
la société à poursuivre son exploitation. »

Compte de résultat (en milliers USD)                     2024        2023
Chiffre d'affaires (marchés routiers et bâtiments)      6 420       8 910
Coût des travaux                                      (5 380)     (7 130)
Marge brute                                             1 040       1 780
                                              — page 3 —
Compte de résultat (suite)                               2024        2023
Frais généraux et administratifs                      (1 610)     (1 540)
Charges financières                                     (270)       (145)
Résultat net                                            (840)          95

Note 2 — Continuité d'exploitation et endettement
Les échéances de mars à juin 2024 de l'emprunt d'équipement (encours : 2,4 millions USD) n'ont pas été
honorées ; un rééchelonnement est en discussion avec la banque mais n'a pas été signé. La société doit par
ailleurs 410 000 USD d'impôts et de cotisations sociales à la DGI et à la CNSS, échus depuis plus de six mois.`,
    present: ['audit-opinion', 'going-concern', 'declining-revenue', 'burn-above-revenue', 'debt-distress'],
    absent: ['gross-margin'],
    traits: ['table', 'split', 'figures', 'indirect'],
  },

  // h16-fr-w4-04 — Algérie, e-santé, procès-verbal de conseil d'administration.
  // founder-departure PRESENT: co-founder and CTO Lina Hadj-Ali announces she will leave on 31 Dec. 2025
  //   (and co-founder Sofiane Khelil left in March 2024).
  // dead-equity PRESENT: Khelil left in March 2024 and still holds 12 %; the exit clause was never exercised.
  // cap-table-complexity PRESENT: register and management cap table differ by 3,5 points; not reconciled.
  // Absent: litigation (the board notes no dispute is pending); missing-financials does not apply to legal docs.
  {
    id: 'h16-fr-w4-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SHIFA CONNECT SPA — Procès-verbal de la réunion du conseil d'administration du 14 octobre 2025 (Alger)

Présents : M. Karim Bensalah, président, cofondateur ; Mme Lina Hadj-Ali, administratrice, cofondatrice et
directrice technique ; M. Yacine Merabet, administrateur représentant Sidra Capital ; Me Amel Toumi, secrétaire.

1. Organisation
Mme Hadj-Ali informe le conseil de sa décision de mettre fin à ses fonctions de directrice technique au
31 décembre 2025 ; elle rejoindra un groupe hospitalier à Montréal. Le conseil prend acte et charge le président
de lancer le recrutement de son successeur.

2. Capital
Le conseil rappelle que M. Sofiane Khelil, troisième cofondateur, a quitté la société en mars 2024. Les 12 % du
capital qu'il détient n'ont pas été rachetés : la promesse de cession prévue par le pacte n'a jamais été levée,
faute d'accord sur le prix.
La secrétaire signale en outre que le registre des mouvements de titres et le tableau de capitalisation tenu
par la direction financière présentent un écart de 3,5 points, lié aux actions promises aux premiers salariés ;
aucun rapprochement n'a pu être fait avant la séance.

3. Questions diverses
Le président confirme qu'aucun contentieux n'est en cours à ce jour.

L'ordre du jour étant épuisé, la séance est levée à 18 h 40.`,
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['litigation'],
    traits: ['prose', 'list', 'time', 'indirect', 'negation'],
  },

  // h16-fr-w4-05 — Algérie, logistique du dernier kilomètre, pacte d'actionnaires. CLEAN.
  // Ownership sum: 2 460 + 1 640 + 4 900 + 600 + 400 = 10 000 shares (100 %).
  // low-founder-ownership absent: founders 24,6 % + 16,4 % = 41,0 % (>= 40 %).
  // investor-control absent: Atlas Capital 49,0 % (< 50 %), and art. 9 caps any holder at 49,9 %.
  // cap-table-complexity absent: table reconciled with the notary's register, no gap.
  // dead-equity absent: the two employees who left in 2024 sold their shares back (returned to the pool).
  //   founder-departure absent: those were employees, no founder or executive left.
  // litigation absent: art. 12 is only an arbitration clause for any future dispute.
  {
    id: 'h16-fr-w4-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ACTIONNAIRES — TAWSIL SPA (Oran) — extraits

Article 2 — Répartition du capital à la date de signature
| Actionnaire | Actions | % |
| Amine Belkacem (fondateur, directeur général) | 2 460 | 24,6 % |
| Nesrine Ouali (fondatrice, directrice des opérations) | 1 640 | 16,4 % |
| Atlas Capital Algérie (fonds d'investissement) | 4 900 | 49,0 % |
| Business angels (quatre personnes physiques) | 600 | 6,0 % |
| Réserve d'actions destinée aux salariés | 400 | 4,0 % |
| Total | 10 000 | 100 % |
Le tableau ci-dessus a été rapproché du registre des actionnaires tenu par Me Farida Senouci, notaire à Oran ;
aucun écart n'a été relevé.

Article 7 — Départ d'un salarié actionnaire
Tout salarié qui quitte la société cède ses actions à la société au prix nominal dans un délai de 60 jours. Les
deux salariés partis en 2024 ont cédé leurs actions dans ce délai ; elles ont réintégré la réserve.

Article 9 — Plafond de détention
Aucun actionnaire ne pourra, seul ou de concert, détenir plus de 49,9 % du capital ou des droits de vote.

Article 12 — Règlement des différends
Tout différend né du présent pacte sera soumis à l'arbitrage du Centre de conciliation et d'arbitrage de la
CACI, à Alger.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'founder-departure', 'litigation'],
    traits: ['table', 'figures', 'negation', 'modality'],
  },

  // h16-fr-w4-06 — Maurice, SaaS hôtelier, comptes de gestion.
  // audit-opinion PRESENT: "non audité".
  // high-churn PRESENT: monthly churn 12 / 212 = 5,7 %, 13 / 205 = 6,3 %, 12 / 198 = 6,1 % (all >= 5 %).
  //   Client roll: 212 - 12 + 5 = 205 ; 205 - 13 + 6 = 198.
  // non-recurring-revenue PRESENT: May MRR includes 520 000 Rs of one-off set-up fees.
  // customer-concentration PRESENT: Belle Rive Hotels = one third of June MRR (33 % >= 30 %).
  // declining-revenue absent: MRR 2 810 000 -> 3 420 000 -> 3 450 000; even without the one-off, May is
  //   2 900 000 > April 2 810 000.
  {
    id: 'h16-fr-w4-06',
    documentType: 'financial_statements',
    language: 'fr',
    text: `LAGONDESK LTD (Port-Louis) — Comptes de gestion du 2e trimestre 2025
Document interne, non audité, établi par la direction financière.

Revenus récurrents mensuels (MRR)
| Mois | Hôtels abonnés au 1er du mois | Résiliations | Nouveaux hôtels | MRR (Rs) |
| Avril | 212 | 12 | 5 | 2 810 000 |
| Mai | 205 | 13 | 6 | 3 420 000 |
| Juin | 198 | 12 | 9 | 3 450 000 |

Commentaires de la direction
- Le MRR de mai comprend 520 000 Rs de frais de paramétrage facturés une seule fois au groupe Belle Rive Hotels
  pour le déploiement du logiciel dans ses neuf établissements.
- Belle Rive Hotels pèse à lui seul un tiers du MRR de juin.
- Les résiliations viennent surtout de petites pensions de famille de Grand-Baie et de Flic-en-Flac.`,
    present: ['audit-opinion', 'high-churn', 'non-recurring-revenue', 'customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // h16-fr-w4-07 — Djibouti, logistique portuaire, plan d'affaires.
  // short-runway PRESENT: runway = 41 M DJF / 9,4 M DJF per month = 4,4 months (< 9).
  // burn-above-revenue PRESENT: net burn 9,4 M DJF per month > revenue 6,2 M DJF per month.
  // related-party PRESENT: warehouse leased from SCI Hodan Immobilier, managed by the CEO's brother.
  // regulatory PRESENT: stated uncertainty on whether the activity stays eligible under the announced free-zone code.
  // Absent: pending-licence (no licence applied for and awaited).
  {
    id: 'h16-fr-w4-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `TADJOURAH FREIGHT SERVICES SARL — Plan d'affaires 2026
Chapitre 3 — Situation actuelle

3.1 Activité
Nous assurons le groupage, l'entreposage et le transit de conteneurs à destination de l'Éthiopie depuis le port
de Doraleh. Chiffre d'affaires moyen au premier semestre 2025 : 6,2 millions DJF par mois.

3.2 Trésorerie
Trésorerie disponible au 30 juin 2025 : 41 millions DJF. Consommation nette de trésorerie sur le semestre :
9,4 millions DJF par mois en moyenne, dont l'essentiel en salaires et en location de matériel de manutention.

3.3 Locaux
L'entrepôt de 2 400 m² de la zone franche est loué à la SCI Hodan Immobilier, gérée par M. Omar Said, frère de
notre directeur général, M. Abdourahman Said. Loyer : 1,1 million DJF par mois.

3.4 Cadre réglementaire
Un nouveau code des zones franches est annoncé pour 2026. Aucun texte ni calendrier n'a été publié, et nous ne
savons pas aujourd'hui si le groupage pour compte de tiers restera éligible au régime de transit sous lequel nous
opérons.`,
    present: ['short-runway', 'burn-above-revenue', 'related-party', 'regulatory'],
    absent: ['pending-licence'],
    traits: ['prose', 'figures', 'indirect', 'modality'],
  },

  ...redFlagSixteenthFrW4ARest,
];
