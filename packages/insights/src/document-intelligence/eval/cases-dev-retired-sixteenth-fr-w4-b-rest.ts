/** The rest of held-out-sixteenth-fr-w4-b.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthFrW4BRest: readonly RedFlagCase[] = [
  // h16-fr-w4-21 — Madagascar, écotourisme, protocole d'investissement. CLEAN.
  // investor-control absent: FOITD 30 % (< 50 %). low-founder-ownership absent: founders 52 % (>= 40 %);
  //   52 + 30 + 18 = 100 %.
  // pending-licence absent: environmental permit (ONE) and opening authorisation both granted, dated.
  // litigation absent: no proceedings; the indemnity clause only covers a hypothetical future claim.
  // related-party absent: the hotel manager is independent; no contract with founders' companies or families.
  {
    id: 'h16-fr-w4-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'INVESTISSEMENT — PRINCIPALES CONDITIONS
Société : Nosy Tsara Lodges SA, Nosy Be
Investisseur : Fonds Océan Indien pour le Tourisme Durable (« FOITD »)
Montant : 2,8 milliards d'ariary, souscrits en actions nouvelles
Capital après l'opération : fondateurs (Hery et Voahangy Rakotomalala) 52 % ; FOITD 30 % ; trois investisseurs
privés 18 %
Autorisations : permis environnemental délivré par l'Office national pour l'environnement le 12 mars 2025 ;
autorisation d'ouverture délivrée par le ministère du Tourisme le 3 juin 2025 (copies en annexe 2).
Déclarations : la Société déclare n'être partie à aucune procédure judiciaire, arbitrale ou administrative.
Garantie : si une réclamation portant sur des faits antérieurs à la réalisation venait à être formée, les
fondateurs en indemniseraient l'Investisseur dans la limite de 10 % du montant investi.
Exploitation : la gestion hôtelière est confiée à un opérateur indépendant ; la Société n'entretient aucune
relation contractuelle avec des sociétés contrôlées par les fondateurs ou par leurs familles.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'related-party'],
    traits: ['list', 'figures', 'negation', 'modality', 'time'],
  },

  // h16-fr-w4-22 — Madagascar, agritech (intrants à crédit), point trimestriel aux investisseurs.
  // declining-revenue PRESENT: 610 -> 540 -> 470 M Ar across Q1-Q3 2025.
  // short-runway PRESENT: net burn 420 / 3 = 140 M Ar per month; runway = 1 050 / 140 = 7,5 months (< 9).
  // unit-economics PRESENT: contribution = 10 800 x 25 % = 2 700 Ar per farmer per month; payback =
  //   52 000 / 2 700 = 19,3 months, not the four months claimed. (ARPU check: 470 M / 3 / 14 500 = 10 805 Ar.)
  // burn-above-revenue absent: net burn 140 M Ar per month < revenue 470 / 3 = 156,7 M Ar per month.
  // gross-margin absent: one margin figure only, no earlier one to compare.
  {
    id: 'h16-fr-w4-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `VOLY CONNECT — Point trimestriel aux investisseurs, T3 2025
Intrants rizicoles à crédit, commandés par téléphone (Alaotra-Mangoro, Vakinankaratra)

Chiffre d'affaires
T1 2025 ........ 610 millions d'ariary
T2 2025 ........ 540 millions d'ariary
T3 2025 ........ 470 millions d'ariary

Trésorerie au 30 septembre : 1,05 milliard d'ariary. Consommation nette de trésorerie du T3 : 420 millions
d'ariary.

Économie unitaire
- 14 500 agriculteurs actifs
- Panier moyen : 10 800 Ar par agriculteur et par mois
- Marge brute : 25 %
- Coût d'acquisition d'un agriculteur (animateurs, parcelles de démonstration) : 52 000 Ar
- Chaque agriculteur rembourse son coût d'acquisition en quatre mois.`,
    present: ['declining-revenue', 'short-runway', 'unit-economics'],
    absent: ['burn-above-revenue', 'gross-margin'],
    traits: ['list', 'figures', 'indirect'],
  },

  // h16-fr-w4-23 — RD Congo, maintenance d'engins miniers, deck.
  // customer-concentration PRESENT: Lualaba Copper 2 520 / 5 600 = 45 % of 2024 revenue;
  //   table check 2 520 + 840 + 610 + 1 630 = 5 600.
  // related-party PRESENT: workshops and cranes rented from Mwamba Équipements, owned by the CEO's father.
  // investor-control PRESENT: Copperbelt Growth Fund 52 % after the round (>= 50 %).
  // low-founder-ownership PRESENT: founders 24 % + 13 % = 37 % (< 40 %); 52 + 24 + 13 + 11 = 100 %.
  {
    id: 'h16-fr-w4-23',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KES — Kolwezi Engins & Services — Série A, novembre 2025

Slide 3 — Chiffre d'affaires 2024 : 5,6 M USD
| Client | CA 2024 (k USD) |
| Lualaba Copper SA (cuivre-cobalt) | 2 520 |
| Mine B (cobalt) | 840 |
| Mine C (cuivre) | 610 |
| 38 autres clients | 1 630 |

Slide 5 — Actifs
Nos deux ateliers et quatre grues sont loués à Mwamba Équipements SARL, société de M. Joseph Mwamba, père de
notre directeur général. Loyers 2024 : 380 000 USD.

Slide 9 — Capital après la levée de 3 M USD
Copperbelt Growth Fund 52 % · Patrick Mwamba (fondateur, DG) 24 % · Grace Ilunga (fondatrice, directrice des
opérations) 13 % · plan d'intéressement des salariés 11 %`,
    present: ['customer-concentration', 'related-party', 'investor-control', 'low-founder-ownership'],
    absent: ['missing-financials'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },

  // h16-fr-w4-24 — RD Congo, distribution pharmaceutique et e-ordonnance, deck. CLEAN.
  // unrealistic-growth absent: projections 4,1 / 1,9 = 2,2x ; 7,8 / 4,1 = 1,9x ; 13,5 / 7,8 = 1,7x; three years
  //   13,5 / 1,9 = 7,1x (about 1,9x a year). The 2,6x (0,74 -> 1,9) is history, not a projection.
  // customer-concentration absent: three named clients together 28 % (< 30 %).
  // no-competition absent: competitors are named ("Nous ne sommes pas seuls").
  // pending-licence absent: ACOREP authorisation granted in April 2024.
  // declining-revenue absent: 0,74 -> 1,9 M USD.
  {
    id: 'h16-fr-w4-24',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KINGA SANTÉ — approvisionnement des pharmacies et ordonnances numériques, Kinshasa

Diapo 2 — Traction
• Chiffre d'affaires 2024 : 0,74 M USD ; 2025 : 1,9 M USD
• 410 pharmacies et 23 cliniques clientes dans 11 communes

Diapo 4 — Clients
Nos trois premiers clients, la Clinique Lisanga, l'Hôpital Bondeko et le Centre médical Tujenge, représentent
ensemble 28 % du chiffre d'affaires.

Diapo 5 — Concurrence
Nous ne sommes pas seuls : les grossistes traditionnels du marché central restent les premiers fournisseurs des
pharmacies, et deux start-up, l'une kényane, l'autre nigériane, préparent leur arrivée à Kinshasa.

Diapo 6 — Autorisations
Agrément de grossiste-répartiteur délivré par l'ACOREP en avril 2024.

Diapo 8 — Projections de chiffre d'affaires
2026 : 4,1 M USD · 2027 : 7,8 M USD · 2028 : 13,5 M USD`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'no-competition', 'pending-licence', 'declining-revenue'],
    traits: ['list', 'figures', 'negation', 'time'],
  },

  // h16-fr-w4-25 — Maurice, paiement fractionné (BNPL), plan d'affaires.
  // missing-financials PRESENT: a business plan with no revenue or cost figure (users, merchants, rates only).
  // pending-licence PRESENT: payment service provider licence filed with the Bank of Mauritius in July 2025,
  //   decision expected H1 2026.
  // high-churn PRESENT: about 11 % of the previous month's active users stop each month (>= 5 % a month).
  // no-competition absent: competitors named (bank credit cards, retailers' instalment plans).
  {
    id: 'h16-fr-w4-25',
    documentType: 'business_plan',
    language: 'fr',
    text: `PAYLAKAZ LTD — Plan d'affaires 2026-2028 (résumé exécutif)

1. Concept — Le paiement en trois ou quatre fois, sans carte de crédit, pour les achats en ligne à Maurice.
2. Marché — Une population très connectée, un commerce en ligne en forte progression depuis 2020 et peu
   d'offres de crédit à la consommation accessibles aux jeunes actifs.
3. Pilote (mars à août 2025) — 2 300 utilisateurs et 41 commerçants partenaires. Chaque mois, environ 11 % des
   utilisateurs actifs du mois précédent ont cessé d'utiliser le service.
4. Réglementation — Notre demande de licence de prestataire de services de paiement a été déposée auprès de la
   Bank of Mauritius en juillet 2025 ; la décision est attendue au premier semestre 2026. D'ici là, aucune
   commission ne peut être facturée.
5. Concurrence — Les cartes de crédit des banques et les facilités de paiement proposées par les grandes
   enseignes d'électroménager.
6. Équipe — Deux fondateurs issus d'une banque de Port-Louis et d'une plateforme de e-commerce réunionnaise.
7. Prochaines étapes — Lancement commercial dès l'obtention de la licence, puis ouverture aux commerçants de
   Rodrigues.`,
    present: ['missing-financials', 'pending-licence', 'high-churn'],
    absent: ['no-competition'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },

  // h16-fr-w4-26 — Comores, microfinance, rapport annuel. CLEAN.
  // audit-opinion absent: unqualified opinion.
  // debt-distress absent: PAR30 3,9 % is clients' arrears on loans, not the company's; its own borrowings were
  //   repaid on time; solvency 18 % vs 10 % minimum.
  // pending-licence absent: BCC licence renewed on 14 May 2024. regulatory absent: inspection closed without
  //   sanction or injunction.
  // burn-above-revenue / declining-revenue absent: 612 - 121 - 38 - 371 = 82 (profit); 2023: 548 - 104 - 41 - 336
  //   = 67; income 548 -> 612.
  {
    id: 'h16-fr-w4-26',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MWANGAZA FINANCE SA (Moroni) — Rapport annuel 2024, extraits

Rapport du commissaire aux comptes : opinion sans réserve sur les états financiers de l'exercice clos le
31 décembre 2024.

Compte de résultat (en millions KMF)      2024     2023
Produits d'intérêts et de commissions       612      548
Charges d'intérêts                         (121)    (104)
Coût du risque                              (38)     (41)
Charges d'exploitation                     (371)    (336)
Résultat avant impôt                         82       67

Qualité du portefeuille : le portefeuille à risque à 30 jours (prêts dont les remboursements des clients ont plus
de 30 jours de retard) s'établit à 3,9 %, contre 4,6 % en 2023.
Financement : les emprunts contractés auprès de deux bailleurs de fonds ont été remboursés à bonne date ; le
ratio de solvabilité atteint 18 %, pour un minimum réglementaire de 10 %.
Agrément : l'agrément de la Banque Centrale des Comores, qui arrivait à échéance en juin 2024, a été renouvelé le
14 mai 2024 pour cinq ans. L'inspection sur place de novembre 2024 s'est conclue sans sanction ni injonction.`,
    present: [],
    absent: ['audit-opinion', 'debt-distress', 'pending-licence', 'regulatory', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures', 'negation', 'time'],
  },
];
