/** Part a of cases-dev-retired-fifteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthFrW3A: readonly RedFlagCase[] = [
  // Founder-departure: a co-founder and CTO has announced he will leave on 30 June (and a founding partner already left in 2022).
  // Dead-equity: 1 200 shares x 10 000 FCFA = 12 M FCFA = 8 % of 150 M FCFA, still held by the partner who left, never bought back.
  // Litigation: the labour-court case is adjourned and still pending. The Djoliba dispute is settled, so it does not count.
  {
    id: 'h15-fr-w3-01',
    language: 'fr',
    documentType: 'legal_docs',
    text: `KÉNÉYA PAY SA — Société anonyme avec conseil d'administration
Capital : 150 000 000 FCFA divisé en 15 000 actions de 10 000 FCFA — ACI 2000, Bamako (Mali)
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 MARS 2024

Présents : M. Seydou Traoré (PCA), Mme Awa Keïta (administratrice, représentant Sahel Impact Fund),
M. Boubacar Diallo (administrateur, directeur général)
Absent excusé : M. Ibrahim Coulibaly (administrateur, directeur technique)

2. Organisation de la direction
Le Président donne lecture du courrier du 1er mars 2024 par lequel M. Ibrahim Coulibaly, cofondateur
et directeur technique, informe le conseil qu'il mettra fin à ses fonctions le 30 juin 2024 pour
rejoindre un opérateur de paiement à Abidjan. Le conseil en prend acte et mandate le DG pour
conduire le recrutement de son successeur.

3. Actionnariat
Il est rappelé que M. Mamadou Sangaré, associé fondateur, a quitté la société en septembre 2022.
Il détient toujours 1 200 actions. La promesse de cession prévue à l'article 9 du pacte n'a jamais
été levée et aucune discussion de rachat n'est en cours.

4. Contentieux
L'instance introduite par l'ancien responsable conformité devant le Tribunal du travail de Bamako
(48 M FCFA réclamés au titre d'un licenciement abusif) a été renvoyée à l'audience du 22 mai 2024.
Le différend avec Djoliba Télécom a, quant à lui, été réglé par transaction en janvier.

5. Questions diverses : néant. La séance est levée à 12 h 40.`,
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['cap-table-complexity'],
    traits: ['prose', 'indirect', 'time', 'figures'],
  },
  // CLEAN. Churn: 19/640 = 3,0 %, 20/661 = 3,0 %, 21/684 = 3,1 % a month, all under 5 %.
  // Gross margin: (18 400-7 500)/18 400 = 59,2 %, then 56,0 %, then (19 900-8 950)/19 900 = 55,0 %. That is 4,2 points down over the quarter, under 5.
  // Total costs are under MRR every month (e.g. March: 8 950 + 10 100 = 19 050 < 19 900). The top customer has 27 % or 26 %, under 30 %.
  {
    id: 'h15-fr-w3-02',
    language: 'fr',
    documentType: 'financial_statements',
    text: `SAHELCOMPTA SAS — Niamey (Niger) — Tableau de bord mensuel T1 2024
Montants en milliers de FCFA

                                   Janv-24    Févr-24    Mars-24
Revenu récurrent (abonnements)      18 400     19 100     19 900
Coût des ventes (hébergement, SMS)   7 500      8 400      8 950
Taux de marge brute                 59,2 %     56,0 %     55,0 %
Charges d'exploitation hors CdV      9 800      9 900     10 100
Résultat d'exploitation              1 100        800        850
Clients actifs en début de mois        640        661        684
  dont résiliations du mois             19         20         21
  nouveaux clients                      40         43         45
Part du 1er client (Groupe Hima)      27 %       27 %       26 %

Commentaires de la direction :
- la hausse du coût des ventes vient du passage à l'hébergement à Abidjan (contrat renégocié en mai) ;
- résultat d'exploitation positif pour le septième mois consécutif ;
- les comptes annuels 2023 ont été certifiés sans réserve par le commissaire aux comptes.`,
    present: [],
    absent: ['high-churn', 'customer-concentration', 'gross-margin', 'burn-above-revenue', 'declining-revenue'],
    traits: ['table', 'figures'],
  },
  // Declining-revenue: revenue goes 14,2 → 12,8 → 11,5 M FCFA.
  // Burn-above-revenue: March costs are 3,5 + 11,2 + 6,3 = 21,0 M, above revenue of 11,5 M.
  // Short-runway: net burn is 21,0 - 11,5 = 9,5 M a month, and 40,9 / 9,5 = 4,3 months < 9.
  // High-churn: 16 cancellations out of 212 pharmacies at the start of March = 7,5 % a month (January 15/241 = 6,2 %).
  // Audit-opinion: the figures are stated as unaudited.
  {
    id: 'h15-fr-w3-03',
    language: 'fr',
    documentType: 'financial_statements',
    text: `PHARMALINK FASO SAS — Ouagadougou — Tableau de bord mensuel, T1 2024
(chiffres de gestion non audités, en millions de FCFA)

| Indicateur                       | Janv. | Févr. | Mars  |
|----------------------------------|-------|-------|-------|
| Chiffre d'affaires               | 14,2  | 12,8  | 11,5  |
| Coût des ventes                  |  4,1  |  3,8  |  3,5  |
| Charges de personnel             | 10,9  | 11,0  | 11,2  |
| Autres charges                   |  6,0  |  6,2  |  6,3  |
| Pharmacies abonnées (début)      | 241   | 228   | 212   |
| Résiliations                     |  15   |  17   |  16   |
| Nouveaux abonnements             |   2   |   1   |   1   |
| Trésorerie fin de mois           | 58,6  | 50,4  | 40,9  |

Commentaire du DG : plusieurs officines de Bobo-Dioulasso sont passées chez un logiciel gratuit
distribué par un grossiste-répartiteur. Nous maintenons l'équipe commerciale à son niveau actuel
en attendant la nouvelle version de l'application prévue pour septembre.`,
    present: ['declining-revenue', 'short-runway', 'burn-above-revenue', 'high-churn', 'audit-opinion'],
    absent: ['gross-margin', 'going-concern'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Customer-concentration: the PAM made 25 M of last year's 38 M FCFA in sales = 66 %.
  // Debt-distress: two bank instalments are missed and the December VAT is unpaid, so there are tax arrears.
  // Litigation: the supplier has gone to the commercial court, and the hearing is on 6 May.
  {
    id: 'h15-fr-w3-04',
    language: 'fr',
    documentType: 'legal_docs',
    text: `[12/04/2024 08:41] Hadiza Moussa: Salut Abdou, la BAGRI a encore appelé ce matin
[12/04/2024 08:42] Hadiza Moussa: les échéances de février et de mars du crédit équipement ne sont pas passées, 2 x 6,4M
[12/04/2024 08:44] Abdoulaye Issa: je sais. tant que le PAM ne paie pas la facture de janvier on ne peut rien faire
[12/04/2024 08:45] Hadiza Moussa: c'est bien ça le problème, on dépend trop d'eux. l'an dernier sur 38M de ventes ils en ont fait 25M
[12/04/2024 08:47] Abdoulaye Issa: les autres ONG c'est 2 ou 3M chacune max, oui
[12/04/2024 08:49] Hadiza Moussa: et Shenzhen Solartech, tu as vu le courrier ? leur avocat a saisi le tribunal de commerce de Niamey pour les 42 panneaux pas payés. audience le 6 mai
[12/04/2024 08:50] Abdoulaye Issa: 🙄 on leur a écrit trois fois qu'ils étaient défectueux. on conteste
[12/04/2024 08:52] Hadiza Moussa: la DGI aussi a relancé, la TVA de décembre n'est toujours pas réglée, les pénalités courent
[12/04/2024 08:53] Abdoulaye Issa: je passe à l'agence demain demander un rééchelonnement. tu peux me préparer le plan de trésorerie ?
[12/04/2024 08:53] Hadiza Moussa: ok ce soir`,
    present: ['customer-concentration', 'debt-distress', 'litigation'],
    absent: [],
    traits: ['chat', 'indirect', 'figures'],
  },
  // CLEAN. The trademark case was settled and the court recorded the withdrawal, so the matter is closed.
  // The departing employee's shares were bought back and cancelled. He was a technician, not a founder or executive.
  // There are no regulated agreements. Revenue rose from 2,9 to 3,2 Md FCFA, there is a net profit, and there are no arrears.
  {
    id: 'h15-fr-w3-05',
    language: 'fr',
    documentType: 'legal_docs',
    text: `FASO KOSSAM SA — Laiterie industrielle — Zone industrielle de Kossodo, Ouagadougou
PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 8 FÉVRIER 2024

1. Contentieux
Le litige qui opposait la société à la Laiterie du Nord SARL (usage de la marque « Kossam d'Or »)
a fait l'objet d'un protocole transactionnel signé le 15 janvier 2024 ; le Tribunal de commerce de
Ouagadougou a constaté le désistement d'instance le 2 février. Le dossier est clos.

2. Actionnariat salarié
Les 4 500 actions (3 % du capital) détenues par M. Rasmané Kaboré, technicien de maintenance
bénéficiaire du plan d'actionnariat salarié, parti en juin 2023, ont été rachetées par la société le
30 novembre 2023 au prix fixé par le pacte, puis annulées par l'AGE du 20 décembre 2023.

3. Conventions réglementées
Le conseil constate qu'aucune convention relevant de l'article 438 de l'Acte uniforme n'a été
conclue au cours de l'exercice.

4. Situation financière
Chiffre d'affaires 2023 : 3,2 Md FCFA (2022 : 2,9 Md FCFA) ; résultat net : 214 M FCFA.
La société est à jour de ses échéances bancaires auprès de Coris Bank ainsi que de ses obligations
fiscales et sociales (attestations de situation fiscale et CNSS au 31 janvier 2024).`,
    present: [],
    absent: ['litigation', 'dead-equity', 'related-party', 'debt-distress', 'founder-departure'],
    traits: ['prose', 'negation', 'time'],
  },
  // Audit-opinion: the opinion is qualified. Going-concern: the auditor reports a material uncertainty.
  // Debt-distress: 3 instalments are missed and social-security (CNSS) contributions are in arrears.
  // Burn-above-revenue: a net loss of 4,2 Md GNF means costs were above revenue.
  // Related-party: the warehouse lease is with a property company (SCI) whose managing partner is the board chairman.
  {
    id: 'h15-fr-w3-06',
    language: 'fr',
    documentType: 'financial_statements',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS
Exercice clos le 31 décembre 2023
GUINÉE FRAIS SA — Quartier Almamya, Kaloum, Conakry

Aux actionnaires,

Opinion avec réserve
Nous avons effectué l'audit des états financiers annuels de la société GUINÉE FRAIS SA, qui font
apparaître un total de bilan de 38,6 Md GNF et une perte nette de 4,2 Md GNF. À l'exception des
incidences éventuelles du point décrit ci-dessous, nous certifions que les états financiers sont
réguliers et sincères au regard du SYSCOHADA révisé.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks de produits surgelés au
31 décembre 2023 (valeur nette comptable : 6,8 Md GNF), ni obtenir d'éléments probants alternatifs.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2.1 : la société n'a pas réglé les trois dernières
échéances trimestrielles de son emprunt auprès de la Société Générale de Banques en Guinée
(2,1 Md GNF) et reste devoir 640 M GNF de cotisations à la CNSS. Ces éléments indiquent l'existence
d'une incertitude significative susceptible de jeter un doute important sur la capacité de la
société à poursuivre son exploitation.

Rapport spécial — conventions réglementées
Bail de l'entrepôt frigorifique de Matoto conclu avec la SCI Bah & Fils, dont le président du
conseil d'administration, M. Alpha Oumar Bah, est l'associé gérant (loyers 2023 : 960 M GNF).

Fait à Conakry, le 28 mai 2024 — Cabinet Kaba Audit & Conseil`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue', 'related-party'],
    absent: [],
    traits: ['prose', 'indirect', 'figures'],
  },
  // Unrealistic-growth: revenue goes 12 → 55 (4,6×), then 55 → 230 (4,2×), so 4× a year or more.
  // Costs in the projections stay under revenue every year (11 < 12, 41 < 55, ...).
  // No-competition: the plan says no player exists in this niche. Pending-licence: the ONISPA health approval was applied for and is not yet granted.
  {
    id: 'h15-fr-w3-07',
    language: 'fr',
    documentType: 'business_plan',
    text: `MAURIFRESH SARL — Nouadhibou (Mauritanie)
PLAN D'AFFAIRES 2024-2027 — version pour les partenaires financiers

3. Marché et positionnement
MauriFresh sera la première et la seule entreprise à livrer du poisson frais sous chaîne du froid
continue entre Nouadhibou, Nouakchott et Atar : il n'existe aujourd'hui aucun acteur sur ce créneau,
les mareyeurs vendant exclusivement sur glace, au port.

4. Autorisations
L'agrément sanitaire de l'ONISPA pour l'unité de conditionnement de la zone franche a été demandé
le 15 janvier 2024 ; la visite d'inspection n'est pas encore programmée. Les premières expéditions
vers l'Union européenne sont conditionnées à l'obtention de cet agrément.

5. Projections financières (en millions MRU)
Année             2024     2025     2026     2027
Chiffre d'affaires  12       55      230      640
Charges totales     11       41      150      390
Résultat net         1       14       80      250

Hypothèses : 3 camions frigorifiques en 2024, 25 en 2026 ; prix moyen de 180 MRU/kg.`,
    present: ['unrealistic-growth', 'no-competition', 'pending-licence'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'split'],
  },
  // CLEAN. Runway is 5,5 Md / 500 M GNF a month = 11 months, which is not under 9.
  // All loan instalments are paid. The coverage ratio is 2,1x against a 1,5x minimum, so the covenant is met. There are no tax or social-security arrears.
  {
    id: 'h15-fr-w3-08',
    language: 'fr',
    documentType: 'legal_docs',
    text: `De : Mariama Camara <m.camara@nimbamobilite.gn>
À : Conseil d'administration Nimba Mobilité SA
Cc : Chargé d'affaires entreprises, Ecobank Guinée
Objet : Trésorerie et engagements bancaires au 30 avril 2024

Bonjour à tous,

Trésorerie disponible au 30 avril : 5,5 Md GNF (comptes Ecobank et Orange Money marchand).
Consommation nette de trésorerie moyenne sur février-avril : 500 M GNF par mois, achats de motos
électriques compris. Nous disposons donc d'environ onze mois avant la série A visée pour le T4.

Toutes les échéances du prêt Ecobank ont été honorées à bonne date ; le ratio de couverture du
service de la dette ressort à 2,1x pour un minimum contractuel de 1,5x. Nous n'avons aucun arriéré
fiscal ni social : les attestations de la DNI et de la CNSS sont jointes.

Je reste disponible pour en parler avant le conseil du 15 mai.
Mariama Camara, Directrice administrative et financière`,
    present: [],
    absent: ['short-runway', 'debt-distress'],
    traits: ['prose', 'negation', 'figures'],
  },
  // Missing-financials: the deck gives users and market size but no revenue or cost figure.
  // Low-founder-ownership: the two founders hold 18 % + 16 % = 34 %, under 40 %. Investor-control does not apply: the largest holder has 38 %, under 50 %.
  {
    id: 'h15-fr-w3-09',
    language: 'fr',
    documentType: 'pitch_deck',
    text: `CHARI EXPRESS — Levée Seed 2024
---- Diapo 2 ----
Le probléme : 7O% des colis entre N'Djamena et Moundou
arrivent en retard... ou jamais
---- Diapo 3 ----
Notre solution : 45 points relais + appli de suivi
en temps réel (arabe / français)
---- Diapo 4 ----
Marché adressable : 1 2 0 Md FCFA / an (est. interne)
---- Diapo 5 ----
Concurrence : au Tchad, personne ne fait ce que
nous faisons. Nous sommes seuls sur le marché.
---- Diapo 6 ----
Traction : 3 2OO utilisateurs inscrits
18 commerçants partenaires au marché à mil
---- Diapo 7 ----
Actionnariat (avant levée)
Mahamat Abakar (CEO, cofondateur) ........ 18 %
Achta Djibrine (COO, cofondatrice) ....... 16 %
Logone Ventures .......................... 38 %
Business angels (7) ...................... 20 %
Pool salariés ............................. 8 %
---- Diapo 8 ----
Nous levons 250 M FCFA — contact@chariexpress.td`,
    present: ['missing-financials', 'no-competition', 'low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['ocr', 'list', 'indirect'],
  },
  // Regulatory: a ban from the Commission bancaire, covering 3 months of new USSD loans.
  // Pending-licence: the e-money licence (EME) was filed in March 2023 and is still under review.
  // Customer-concentration: Orange brings 41,6 of 102 M FCFA of income = 40,8 %.
  {
    id: 'h15-fr-w3-10',
    language: 'fr',
    documentType: 'legal_docs',
    text: `De : Fatoumata Diarra <f.diarra@sanucredit.ml>
À : Administrateurs de Sanu Crédit SA
Objet : Point réglementaire et commercial — avril 2024

Chers administrateurs,

1. Par décision notifiée le 2 avril, la Commission bancaire de l'UMOA nous interdit d'octroyer de
nouveaux crédits par USSD pendant trois mois, à la suite de la mission d'inspection de novembre
(taux effectifs globaux non affichés aux clients). Les encours existants continuent d'être recouvrés.

2. Notre dossier d'agrément en qualité d'établissement de monnaie électronique, déposé en mars 2023,
est toujours en cours d'instruction à la BCEAO ; des compléments sur le capital minimum nous ont été
demandés le 18 mars.

3. Sur le premier trimestre, nos produits s'élèvent à 102 M FCFA, dont 41,6 M FCFA de commissions
versées par Orange Finances Mobiles Mali au titre du partenariat de distribution, et 9 M FCFA par
Moov Africa Malitel. Le solde provient de nos agences de Bamako, Ségou et Sikasso.

Je vous propose d'en discuter lors du conseil du 25 avril.
Bien cordialement,
Fatoumata Diarra, Directrice administrative et financière`,
    present: ['regulatory', 'pending-licence', 'customer-concentration'],
    absent: [],
    traits: ['prose', 'indirect', 'figures'],
  },
  // CLEAN. The opinion is unqualified, with no material going-concern uncertainty and no regulated agreements.
  // Revenue rose from 6,12 to 6,84 Md FCFA, with a net profit.
  {
    id: 'h15-fr-w3-11',
    language: 'fr',
    documentType: 'financial_statements',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES
Exercice clos le 31 décembre 2023 — SIKASSO AGRO-INDUSTRIES SA (Mali)

Opinion
Nous avons effectué l'audit des états financiers de synthèse de la société SIKASSO AGRO-INDUSTRIES SA,
qui font apparaître un chiffre d'affaires de 6,84 Md FCFA (2022 : 6,12 Md FCFA) et un bénéfice net
de 318 M FCFA. Nous certifions que ces états financiers sont, au regard du SYSCOHADA révisé,
réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.

Continuité d'exploitation
Nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances
susceptibles de mettre en cause la capacité de la société à poursuivre son exploitation.

Rapport spécial sur les conventions réglementées
Nous n'avons été avisés d'aucune convention visée à l'article 438 de l'Acte uniforme relatif au
droit des sociétés commerciales et du GIE, et nos travaux n'en ont pas révélé.

Bamako, le 30 avril 2024
Cabinet Sangaré Expertise & Audit — Commissaire aux comptes`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'related-party'],
    traits: ['prose', 'negation'],
  },
  // Investor-control: 1,1 / (0,9 + 1,1) = 55 % post-money ("11/20e"), which is 50 % or more.
  // Low-founder-ownership: the founders hold 29 % post-money, under 40 %.
  // Cap-table-complexity: the cap table does not match the share register, and the gap is unexplained.
  {
    id: 'h15-fr-w3-12',
    language: 'fr',
    documentType: 'legal_docs',
    text: `TERM SHEET — NON ENGAGEANTE (sauf confidentialité et exclusivité)
Société : WEND-KUUNI AGRO SAS, Ouagadougou (Burkina Faso) — transformation de soja et de sésame
Investisseur : Sahel Growth Partners II (« SGP »)
Montant : 1,1 Md FCFA en actions de préférence de catégorie A
Valorisation pré-money : 900 M FCFA

Répartition post-money : SGP détiendra les 11/20e du capital ; Mme Rasmata Ouédraogo (fondatrice,
DG) et M. Issa Sawadogo (fondateur, directeur technique) un peu moins d'un tiers à eux deux (29 %) ;
business angels et bons de souscription pour le solde.

Gouvernance : conseil de 5 membres dont 3 désignés par SGP ; droit de veto de SGP sur le budget.

Déclarations de la Société : la table de capitalisation communiquée ne se rapproche pas du registre
des mouvements de titres. 2 400 actions attribuées en 2021 à des investisseurs providentiels n'y
figurent pas et l'écart avec les statuts mis à jour n'est pas expliqué à ce jour.

Conditions suspensives : reconstitution de la table de capitalisation par un cabinet choisi par SGP ;
audit juridique et financier satisfaisant.
Durée d'exclusivité : 60 jours.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: [],
    traits: ['form', 'figures', 'indirect'],
  },
];
