/** The rest of held-out-sixteenth-fr-w4-a.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthFrW4ARest: readonly RedFlagCase[] = [
  // h16-fr-w4-08 — RD Congo, fintech (paiements), rapport annuel certifié. CLEAN.
  // audit-opinion absent: unqualified opinion ("opinion sans réserve").
  // gross-margin absent: 1 580 / 3 850 = 41,0 % vs 1 300 / 2 960 = 43,9 % -> down 2,9 points (< 5).
  // declining-revenue / burn-above-revenue absent: revenue up 2 960 -> 3 850; profit 340 (1 580 - 1 240) and
  //   210 (1 300 - 1 090), so costs below revenue.
  // litigation absent: the supplier dispute was closed by a court-approved settlement on 12 Feb. 2024.
  // debt-distress absent: all 2024 instalments paid on time; covenant 1,8 <= 2,5.
  // pending-licence absent: BCC e-money licence renewed in Nov. 2024. related-party absent: none, stated.
  {
    id: 'h16-fr-w4-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MALIPO RDC SA — Kinshasa/Gombe
Rapport annuel 2024 — extraits des états financiers certifiés

Opinion du commissaire aux comptes (28 mars 2025) : « Nous certifions que les états financiers sont réguliers et
sincères et donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation
financière de la société. » Opinion sans réserve.

Compte de résultat (en milliers USD)
| | 2024 | 2023 |
| Produits de commissions | 3 850 | 2 960 |
| Coûts directs (commissions des agents, SMS, frais réseau) | (2 270) | (1 660) |
| Marge brute | 1 580 | 1 300 |
| Frais généraux | (1 240) | (1 090) |
| Résultat avant impôt | 340 | 210 |

Note 14 — Litiges. Le litige qui opposait la société à son ancien fournisseur de terminaux devant le tribunal de
commerce de Kinshasa/Gombe a été clos par une transaction homologuée le 12 février 2024. Aucune autre procédure
n'est en cours.
Note 15 — Emprunts. Toutes les échéances 2024 du prêt de 600 000 USD ont été payées à bonne date. Le ratio dette
nette / EBITDA ressort à 1,8, pour un plafond contractuel de 2,5.
Note 16 — Agrément. La licence d'établissement de monnaie électronique délivrée par la Banque Centrale du Congo a
été renouvelée en novembre 2024 pour cinq ans.
Note 17 — Parties liées. Aucune transaction n'a été conclue avec les dirigeants, les administrateurs ou leurs
proches au cours de l'exercice.`,
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'litigation', 'debt-distress', 'pending-licence', 'related-party'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // h16-fr-w4-09 — Comores, pêche (chaîne du froid), deck.
  // no-competition PRESENT: "aucun concurrent — personne d'autre ne propose ...".
  // low-founder-ownership PRESENT: founders Faïza 21 % + Ibrahim 16 % = 37 % (< 40 %);
  //   sum 21 + 16 + 38 + 25 = 100 %.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only fishermen, cold rooms, % of capital
  //   and the size of the round).
  // investor-control absent: largest holder Fonds Diaspora Invest at 38 % (< 50 %).
  {
    id: 'h16-fr-w4-09',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `NYAMBA FRAIS — Deck investisseurs, septembre 2025

1. Le problème — Près de 40 % des prises de la pêche artisanale en Grande Comore sont perdues faute de froid.
2. Notre solution — Des chambres froides solaires dans les ports de débarquement (Mitsamiouli, Chindini,
   Bangoi-Kouni), une collecte en tricycles réfrigérés et la vente aux hôtels et restaurants de Moroni.
3. Marché — Aucun concurrent : personne d'autre ne propose de chaîne du froid aux pêcheurs comoriens.
4. Traction — 310 pêcheurs inscrits, 4 chambres froides en service, 2 hôtels partenaires en phase de test.
5. Équipe — Faïza Mohamed (directrice générale), Ibrahim Soilihi (opérations), appuyés par un ingénieur
   frigoriste de La Réunion.
6. Capital — Faïza Mohamed 21 % ; Ibrahim Soilihi 16 % ; Fonds Diaspora Invest 38 % ; Coopérative des
   pêcheurs de Ngazidja 25 %.
7. Levée — 180 000 € pour équiper six nouveaux ports d'ici fin 2026.`,
    present: ['no-competition', 'low-founder-ownership', 'missing-financials'],
    absent: ['investor-control'],
    traits: ['list', 'figures', 'indirect'],
  },

  // h16-fr-w4-10 — RD Congo, fournisseur d'accès fibre, term sheet.
  // investor-control PRESENT: post-money = 3,6 + 4,5 = 8,1 M USD; GLIP = 4,5 / 8,1 = 55,6 % (>= 50 %).
  // pending-licence PRESENT: ISP licence applied for at the ARPTC in May 2025, still under review (condition).
  // litigation PRESENT: claim by the former subcontractor pending before the Tribunal de commerce de Lubumbashi.
  // low-founder-ownership absent: founders 40,8 % post-money (>= 40 %); 55,6 + 40,8 + 3,6 = 100 %.
  {
    id: 'h16-fr-w4-10',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION — PRINCIPALES CONDITIONS (non contraignante, sauf confidentialité et exclusivité)

Société : Katanga Fibre SA, Lubumbashi (Haut-Katanga)
Investisseur : Great Lakes Infrastructure Partners (« GLIP »)
Instrument : actions de préférence de catégorie A
Montant : 4 500 000 USD
Valorisation avant investissement : 3 600 000 USD
Répartition après l'opération : GLIP 55,6 % ; fondateurs (Patrick Kabongo et Sarah Mbuyi) 40,8 % ;
autres actionnaires 3,6 %
Gouvernance : conseil de cinq membres, dont trois désignés par GLIP
Conditions suspensives :
 a) obtention de la licence de fournisseur d'accès à internet — la demande déposée auprès de l'ARPTC en mai
    2025 est toujours en cours d'examen ;
 b) audit juridique et fiscal satisfaisant.
Déclarations de la Société : l'action engagée par l'ancien sous-traitant Congo Tél Services devant le Tribunal
de commerce de Lubumbashi (réclamation de 310 000 USD au titre de travaux de pose) est pendante ; la prochaine
audience est fixée au 20 janvier 2026.
Exclusivité : 90 jours à compter de la signature.`,
    present: ['investor-control', 'pending-licence', 'litigation'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },

  // h16-fr-w4-11 — Djibouti, suivi de camions sur le corridor, deck. CLEAN.
  // no-competition absent: the deck names its competitors.
  // unrealistic-growth absent: 190 / 86 = 2,2x ; 400 / 190 = 2,1x ; three years 48 -> 400 = 8,3x, i.e. about
  //   2,0x a year (< 3x a year; < 4x in any year).
  // high-churn absent: annual retention 84 % (churn 16 % a year, < 45 %).
  // pending-licence absent: ARMD authorisation granted in Feb. 2025.
  // missing-financials absent: revenue figures given; declining-revenue absent: 48 -> 86.
  {
    id: 'h16-fr-w4-11',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `CORRIDOR TRACK — le suivi des camions entre Djibouti et Addis-Abeba

Diapo 3 — Traction
62 transporteurs abonnés, 1 900 camions équipés de balises.
Chiffre d'affaires 2024 : 48 millions DJF. 2025 (neuf mois réalisés, trois estimés) : 86 millions DJF.

Diapo 5 — Concurrence
On nous demande souvent si nous avons des concurrents. Oui : deux plateformes éthiopiennes et les solutions
télématiques des grands transitaires. Notre différence : l'intégration avec le guichet unique du port et le
paiement des frais de route par mobile.

Diapo 6 — Fidélité
84 % des transporteurs abonnés en janvier 2024 l'étaient toujours en janvier 2025.

Diapo 7 — Autorisations
L'autorisation d'utilisation des balises et fréquences a été délivrée par l'ARMD en février 2025.

Diapo 8 — Prévisions
2026 : 190 millions DJF — 2027 : 400 millions DJF`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'high-churn', 'pending-licence', 'missing-financials'],
    traits: ['list', 'figures', 'negation', 'indirect'],
  },

  // h16-fr-w4-12 — Madagascar, export de vanille, note de due diligence financière.
  // declining-revenue PRESENT: 46,8 -> 39,5 -> 31,2 Md Ar across three campaigns.
  // gross-margin PRESENT: 34 % -> 29 % (-5 points) -> 22 % (-7 points).
  // customer-concentration PRESENT: two named buyers = 31 % + 27 % = 58 % of revenue (one alone 31 %).
  // regulatory PRESENT: the ministry suspended the company's export authorisation in June 2025.
  // related-party absent: none found, stated.
  {
    id: 'h16-fr-w4-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE FINANCIÈRE — SAVA VANILLE EXPORT SARL (Sambava)
Destinataire : comité d'investissement — 3 novembre 2025

1. Chiffre d'affaires et marge brute par campagne
Campagne 2022-2023 : CA 46,8 milliards d'ariary — marge brute 34 %
Campagne 2023-2024 : CA 39,5 milliards d'ariary — marge brute 29 %
Campagne 2024-2025 : CA 31,2 milliards d'ariary — marge brute 22 %

2. Clients
Deux acheteurs, l'aromaticien Fleurs & Arômes SA (Grasse) et le négociant Nordgewürz GmbH (Hambourg), ont
représenté respectivement 31 % et 27 % du chiffre d'affaires de la campagne 2024-2025.

3. Cadre réglementaire
En juin 2025, le ministère du Commerce a suspendu l'autorisation d'exportation de la société pour la campagne en
cours, au motif de ventes en dessous du prix de référence. Depuis, SAVA écoule sa vanille par l'intermédiaire
d'un exportateur tiers, moyennant une commission.

4. Gouvernance
Nos travaux n'ont relevé aucune transaction avec des parties liées aux associés ou à leurs familles.`,
    present: ['declining-revenue', 'gross-margin', 'customer-concentration', 'regulatory'],
    absent: ['related-party'],
    traits: ['list', 'figures', 'indirect', 'negation'],
  },

  // h16-fr-w4-13 — Comores, e-commerce, courriel de la dirigeante aux investisseurs. CLEAN.
  // founder-departure absent: the CFO is NOT leaving (declined an offer, contract extended to 2028).
  // litigation absent: the dispute with the forwarder ended with a signed agreement, paid, case closed.
  // related-party absent: the warehouse lessor has no link to the founders or their families.
  // debt-distress absent: no unpaid instalment; tax paid on time.
  // declining-revenue absent: October 41 M KMF > September 37 M KMF.
  {
    id: 'h16-fr-w4-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Anissa Ahmed <anissa@komorimarket.km>
À : comité des investisseurs
Objet : Re: rumeurs — point rapide

Bonjour à tous,

Je réponds aux trois questions reçues hier soir.

1) Notre directrice financière, Mariama Abdallah, ne quitte pas Komori Market : elle a décliné l'offre d'une
   banque de Moroni et vient de prolonger son contrat jusqu'en 2028.
2) Le conflit avec le transitaire de Mutsamudu sur les frais de stockage est terminé : accord signé le
   2 septembre, somme réglée, dossier clos.
3) Le bailleur de l'entrepôt de Moroni, Djoumoi & Fils, n'a aucun lien avec les fondateurs ni avec leurs
   familles ; nous l'avons vérifié au registre du commerce.

Pour mémoire, le chiffre d'affaires d'octobre s'établit à 41 millions KMF (septembre : 37 millions KMF). Nous
n'avons aucune échéance impayée et la TVA du trimestre a été versée à la date prévue.

Bien à vous,
Anissa`,
    present: [],
    absent: ['founder-departure', 'litigation', 'related-party', 'debt-distress', 'declining-revenue'],
    traits: ['list', 'prose', 'negation', 'time'],
  },
];
