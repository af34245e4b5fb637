/** Writer 8's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW8P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), agritech ananas export platform, Bénin (Allada / Cotonou).
  // customer-concentration PRESENT (indirect): "sur chaque 100 FCFA facturés, 68 proviennent du même client" = 68% of revenue from one buyer (>= 30%).
  // no-competition PRESENT: slide 5 states "Aucun concurrent".
  // unrealistic-growth PRESENT (figures): CA 412 -> 1 650 -> 6 600 -> 26 400 M FCFA = 4.0x a year (1 650/412 = 4.0; 6 600/1 650 = 4.0; 26 400/6 600 = 4.0).
  // short-runway ABSENT (figures): cash 185 M / net burn 14 M a month = 13.2 months (>= 9).
  // burn-above-revenue ABSENT (figures): net burn 14 M/month vs revenue 412/12 = 34.3 M/month; cost of sales 292 M < revenue 412 M.
  // gross-margin ABSENT: 29% real, then 30-32% projected (not down).
  // missing-financials ABSENT: revenue and cost of sales are given.
  {
    id: 'h20-fr-w8-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'indirect', 'figures'],
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: ['short-runway', 'burn-above-revenue', 'gross-margin', 'missing-financials'],
    text: `ANANASLINK BÉNIN — Présentation investisseurs, avril 2025

Slide 1 — Du champ d'Allada aux rayons européens
Plateforme de collecte, de conditionnement et de paiement mobile pour les producteurs d'ananas du plateau d'Allada.

Slide 2 — Le problème
- Près de 40 % de l'ananas pain de sucre produit sur le plateau se perd faute de logistique et d'acheteurs fiables.
- Les producteurs sont payés à 60 ou 90 jours, souvent en espèces et sans reçu.

Slide 3 — Notre solution
- Application de pesée et de traçabilité au champ, paiement MTN MoMo ou Moov Money sous 48 heures.
- Trois centres de conditionnement (Allada, Toffo, Zè), chaîne du froid jusqu'au port de Cotonou.

Slide 4 — Traction
- 2 300 producteurs actifs, 11 400 tonnes collectées en 2024.
- Chiffre d'affaires 2024 : 412 M FCFA (2023 : 236 M FCFA).
- Coût des ventes 2024 : 292 M FCFA, soit une marge brute de 29 %.
- Un partenaire d'ancrage solide : sur chaque 100 FCFA facturés en 2024, 68 proviennent du même client, l'exportateur Golfe Fruits SA, qui achète notre production sous contrat annuel.

Slide 5 — Concurrence
Aucun concurrent : personne d'autre au Bénin ne combine collecte au champ, conditionnement aux normes GlobalG.A.P. et paiement mobile intégré. Les commerçants traditionnels ne sont pas des concurrents, ce sont nos futurs fournisseurs.

Slide 6 — Projections (en M FCFA)
| Année            | 2024 (réel) | 2025  | 2026  | 2027   |
| Chiffre d'affaires | 412       | 1 650 | 6 600 | 26 400 |
| Marge brute      | 29 %        | 30 %  | 31 %  | 32 %   |
| Producteurs      | 2 300       | 6 000 | 15 000| 40 000 |
Hypothèses : ouverture de deux centres par an, extension à la mangue et au cajou dès 2026.

Slide 7 — Situation financière et levée
- Trésorerie au 31 mars 2025 : 185 M FCFA.
- Consommation nette moyenne, investissements compris : 14 M FCFA par mois, soit plus de 13 mois de visibilité.
- Nous levons 1,5 M USD (environ 900 M FCFA) en seed pour financer quatre nouveaux centres et l'équipe commerciale export.

Slide 8 — Équipe
Rodrigue Hounkpatin (CEO, ex-Songhaï), Estelle Agbodjan (COO, 8 ans en logistique portuaire), Fadel Akanni (CTO).`,
  },
  // 02 — Audited annual financial statements (extract: auditor's report, income statement, notes), solar kits distributor, Niger (Niamey).
  // audit-opinion ABSENT (negation): audited, "opinion sans réserve".
  // going-concern ABSENT (negation): auditor states no material uncertainty on continuity.
  // gross-margin ABSENT (figures): 36.0% -> 34.0% = down 2 points (< 5).
  // declining-revenue ABSENT (figures): 1 097 300 -> 1 284 600 k FCFA (up 17%).
  // burn-above-revenue ABSENT: net profit 96 500 k FCFA; costs below revenue.
  // debt-distress ABSENT (negation): all loan instalments paid on time, no covenant breached, tax and CNSS up to date.
  // litigation ABSENT (time): dispute with former forwarding agent settled 12 March 2024, case struck off; no other dispute.
  // customer-concentration ABSENT (figures): largest customer 17%, top three together 26% (< 30%).
  {
    id: 'h20-fr-w8-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue', 'burn-above-revenue', 'debt-distress', 'litigation', 'customer-concentration'],
    text: `SAHELSOLAIRE SA — Niamey, République du Niger
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé) — extraits

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Nous avons effectué l'audit des états financiers annuels de la société SahelSolaire SA. À notre avis, ces états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Nous exprimons une opinion sans réserve. Nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la continuité d'exploitation.

COMPTE DE RÉSULTAT SIMPLIFIÉ (en milliers de FCFA)
Poste                        2024         2023
Chiffre d'affaires           1 284 600    1 097 300
Coût des ventes              (847 800)    (702 300)
Marge brute                  436 800      395 000
Taux de marge brute          34,0 %       36,0 %
Charges d'exploitation       (298 400)    (271 900)
Résultat d'exploitation      138 400      123 100
Résultat net                 96 500       84 700

NOTES ANNEXES (extraits)

Note 9 — Chiffre d'affaires et clients
La hausse du chiffre d'affaires (+17 %) provient principalement des kits solaires domestiques vendus à crédit via le réseau de revendeurs de Maradi et Zinder. Le premier client, une ONG de santé, représente 17 % du chiffre d'affaires ; les trois premiers clients représentent ensemble 26 %.

Note 14 — Emprunts et dettes financières
Le prêt de 350 M FCFA contracté auprès de la BAGRI en 2022 présente un encours de 204 M FCFA au 31 décembre 2024. Toutes les échéances de l'exercice ont été réglées à bonne date et aucun des ratios financiers prévus au contrat n'a été enfreint. La société est à jour de ses déclarations et de ses paiements auprès de la Direction générale des impôts et de la CNSS.

Note 21 — Litiges
Le différend qui opposait la société à son ancien transitaire au sujet de frais de magasinage a fait l'objet d'une transaction signée le 12 mars 2024 ; l'instance a été radiée du rôle du tribunal de commerce de Niamey et aucun montant ne reste dû. À la date d'arrêté des comptes, aucun autre litige n'est en cours.

Note 23 — Événements postérieurs à la clôture
Néant.`,
  },
  // 03 — Term sheet (indicative), mobile-money aggregator fintech, Bénin (Cotonou); amounts in EUR.
  // investor-control PRESENT (figures): Atlantique Ventures holds 51.4% post-money (1.8 M / (1.7 M + 1.8 M) = 51.4%; >= 50%).
  // low-founder-ownership PRESENT (figures): founders 17.5% + 15.5% = 33.0% (< 40%).
  // pending-licence PRESENT: BCEAO e-money licence applied for on 14 Feb 2025, under review (condition precedent).
  // founder-departure ABSENT (modality): leaver clause is hypothetical ("en cas de départ"); nobody has left.
  // cap-table-complexity ABSENT (negation): table reconciled with the share register on 30 April 2025.
  // dead-equity ABSENT: no former holder in the table; leaver buy-back is a future mechanism only.
  {
    id: 'h20-fr-w8-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'list', 'figures', 'modality'],
    present: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    absent: ['founder-departure', 'cap-table-complexity', 'dead-equity'],
    text: `PROTOCOLE D'INTENTION (TERM SHEET) — ZÉMI PAY SAS, Cotonou
Document non contraignant, à l'exception des clauses « Confidentialité » et « Exclusivité ».

1. Opération : émission d'actions de préférence de catégorie A.
2. Investisseur : Atlantique Ventures Fund I (« l'Investisseur »).
3. Montant : 1 800 000 EUR, payables en une seule fois à la réalisation.
4. Valorisation pré-money : 1 700 000 EUR, entièrement diluée, pool d'intéressement compris.

5. Répartition du capital après réalisation
| Actionnaire                                | Actions | % post-money |
| Atlantique Ventures Fund I                 | 5 140   | 51,4 %       |
| Koffi Adjovi (cofondateur, Directeur général) | 1 750 | 17,5 %       |
| Mariam Sanni (cofondatrice, CTO)           | 1 550   | 15,5 %       |
| Club Angels Cotonou (7 investisseurs)      | 860     | 8,6 %        |
| Pool d'actions gratuites salariés          | 700     | 7,0 %        |
| Total                                      | 10 000  | 100,0 %      |
La table ci-dessus a été rapprochée du registre des mouvements de titres au 30 avril 2025 par le cabinet Fidès Audit & Conseil ; aucun écart n'a été relevé.

6. Gouvernance : comité stratégique de cinq membres, dont trois désignés par l'Investisseur et deux par les fondateurs. Décisions importantes (budget annuel, endettement supérieur à 150 000 EUR, recrutement des dirigeants) soumises à l'accord préalable de l'Investisseur.

7. Préférence de liquidation : 1x, non participative.

8. Fondateurs : acquisition progressive (vesting) de leurs actions sur 48 mois avec une période minimale de 12 mois. En cas de départ d'un fondateur avant le 36e mois, la Société ou l'Investisseur pourra racheter ses actions non acquises à leur valeur nominale (bad leaver) ou à leur valeur de marché (good leaver).

9. Conditions suspensives
- Obtention par la Société de l'agrément d'établissement de monnaie électronique délivré par la BCEAO ; le dossier a été déposé le 14 février 2025 et est en cours d'instruction.
- Audit juridique et financier satisfaisant.
- Signature d'un pacte d'associés conforme au présent protocole.

10. Exclusivité : 60 jours à compter de la signature.
11. Droit applicable : Acte uniforme OHADA relatif au droit des sociétés commerciales ; arbitrage CCJA, siège à Abidjan.

Fait à Cotonou, le 6 mai 2025.`,
  },
  // 04 — Board minutes (procès-verbal du conseil d'administration), road freight and logistics, Niger (Niamey).
  // founder-departure PRESENT: co-founder and technical director announces he will leave his post on 30 June 2025 (also co-founder Garba left in 2022).
  // dead-equity PRESENT: co-founder who left in 2022 still holds 15%, buy-back negotiations failed.
  // litigation PRESENT: former landlord's claim, judgment at first instance, appeal pending before Cour d'appel de Niamey (not closed).
  // debt-distress PRESENT: tax (TVA) arrears of 38 M FCFA, December and January instalments of the payment plan unpaid.
  // short-runway ABSENT (figures): cash 310 M / net burn 22 M a month = 14.1 months (>= 9).
  // burn-above-revenue ABSENT (figures): net burn 22 M/month vs average monthly revenue 65 M.
  // going-concern ABSENT (negation): the board states no element compromising continuity.
  {
    id: 'h20-fr-w8-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'split', 'time', 'figures', 'negation'],
    present: ['founder-departure', 'dead-equity', 'litigation', 'debt-distress'],
    absent: ['short-runway', 'burn-above-revenue', 'going-concern'],
    text: `TRANSSAHEL LOGISTIQUE SA
Société anonyme au capital de 500 000 000 FCFA — Siège social : quartier Koira Kano, Niamey
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 18 MARS 2025

Présents : M. Ibrahim Maïga, Président, cofondateur ; M. Abdoulaye Souley, administrateur, cofondateur et Directeur technique ; Mme Hadiza Issoufou, représentant permanent de Sahel Capital Partners ; M. Jean-Marc Dupuis, administrateur indépendant. Assiste : M. Salifou Adamou, Directeur administratif et financier. Le quorum étant atteint, le conseil peut valablement délibérer.

1. Situation financière au 28 février 2025
Le DAF présente la situation : chiffre d'affaires mensuel moyen de 65 M FCFA sur les six derniers mois, trésorerie disponible de 310 M FCFA et consommation nette de 22 M FCFA par mois, liée pour l'essentiel au renouvellement de six tracteurs routiers. Le conseil ne relève aucun élément de nature à compromettre la continuité d'exploitation.

2. Obligations fiscales
Le DAF rappelle que la Direction générale des impôts a notifié un avis de mise en recouvrement de 38 M FCFA au titre de la TVA 2023. L'échéancier obtenu en octobre 2024 n'a pas été respecté : les mensualités de décembre et de janvier, de 6,3 M FCFA chacune, restent impayées. Le conseil mandate le DAF pour solliciter un nouveau calendrier avant le 15 avril.

3. Contentieux
Dans l'affaire qui oppose la société à Dan Kassou Immobilier, ancien bailleur de l'entrepôt de Tillabéri, qui réclame 54 M FCFA au titre d'arriérés de loyers et de remise en état, le tribunal de commerce de Niamey a condamné la société en première instance en novembre 2024. La société a interjeté appel ; l'affaire est pendante devant la Cour d'appel de Niamey, prochaine audience fixée au 22 mai.

4. Direction
M. Abdoulaye Souley informe le conseil de sa décision de quitter ses fonctions de Directeur technique le 30 juin 2025 pour raisons personnelles. Il conservera son mandat d'administrateur jusqu'à la prochaine assemblée générale. Le Président est chargé de lancer le recrutement de son successeur.

5. Actionnariat
Le conseil rappelle que M. Moussa Garba, cofondateur ayant quitté la société en 2022, détient toujours 15 % du capital. Les négociations de rachat de ses actions n'ont pas abouti et les statuts ne prévoient aucune clause permettant de l'y contraindre. Mme Issoufou souligne que ce point devra être réglé avant toute nouvelle levée.

L'ordre du jour étant épuisé, la séance est levée à 12 h 40.
Le Président                    L'administrateur`,
  },
  // 05 — Business plan (excerpt), pharmacy inventory-management SaaS, Bénin (Cotonou); FCFA and EUR.
  // unrealistic-growth ABSENT (figures): 186 -> 410 (2.2x) -> 860 (2.1x) -> 1 720 M FCFA (2.0x); under 4x a year and under 3x a year.
  // high-churn ABSENT (figures/time): monthly churn 4.6% in 2023, 3.8% in 2024 (< 5%); annual retention 63% (>= 55%).
  // customer-concentration ABSENT (negation): largest customer 18% of MRR, no other above 7%.
  // non-recurring-revenue ABSENT (negation): one-off installation fees (41 M) shown separately and excluded from ARR.
  // burn-above-revenue ABSENT (figures): 2024 costs 171 M < revenue 186 M; projected costs below projected revenue each year.
  // pending-licence ABSENT (time): APDP receipt for health-data processing obtained in June 2024.
  // missing-financials ABSENT: revenue and cost figures are given.
  {
    id: 'h20-fr-w8-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'customer-concentration', 'non-recurring-revenue', 'burn-above-revenue', 'pending-licence', 'missing-financials'],
    text: `PHARMASTOCK BÉNIN SAS — Plan d'affaires 2025-2027 (extrait : chapitres 4 et 5)

4. Modèle économique et indicateurs
PharmaStock est un logiciel de gestion des stocks, des commandes grossistes et de la facturation des assurances pour les officines. Il est vendu par abonnement mensuel de 45 000 FCFA par officine, auquel s'ajoutent des frais d'installation et de formation facturés une seule fois.

Au 31 décembre 2024, 366 officines sont abonnées au Bénin et au Togo, pour un revenu mensuel récurrent (MRR) de 16,5 M FCFA. Les frais d'installation (41 M FCFA en 2024) sont présentés sur une ligne distincte et ne sont pas inclus dans l'ARR.

Le taux d'attrition mensuel moyen est passé de 4,6 % en 2023 à 3,8 % en 2024, grâce à l'assistance en fon et en yoruba et à la formation des préparateurs. Sur la cohorte des officines abonnées en janvier 2024, 63 % étaient encore clientes en décembre.

Aucun client ne domine notre base : le plus important, le groupement Pharmacies Unies du Littoral, représente 18 % du MRR, et aucun autre ne dépasse 7 %.

Le traitement des données de santé a fait l'objet d'une déclaration auprès de l'APDP, dont le récépissé a été délivré en juin 2024.

5. Prévisions financières (en M FCFA)
| Exercice               | 2024 (réel) | 2025 | 2026 | 2027  |
| Abonnements            | 145         | 350  | 760  | 1 560 |
| Installation/formation | 41          | 60   | 100  | 160   |
| Chiffre d'affaires     | 186         | 410  | 860  | 1 720 |
| Charges totales        | 171         | 372  | 760  | 1 460 |
| Résultat d'exploitation| 15          | 38   | 100  | 260   |
| Officines abonnées     | 366         | 780  | 1 550| 2 900 |

Hypothèses : ouverture de la Côte d'Ivoire au deuxième semestre 2025 avec un partenaire grossiste, prix stable jusqu'en 2026, hausse de 10 % en 2027. Le résultat d'exploitation est positif depuis octobre 2024.

Besoin de financement : 600 000 EUR (environ 394 M FCFA) en capital, destinés à l'équipe commerciale ivoirienne et au module de télétransmission vers les assureurs. Cette levée n'est pas nécessaire à la poursuite de l'activité au Bénin, qui s'autofinance.`,
  },
  // 06 — Investor update email (quarterly management figures), dairy processing, Niger (Niamey).
  // audit-opinion PRESENT: figures are management figures, "non audités"; 2024 accounts not yet certified.
  // declining-revenue PRESENT (table): quarterly revenue 84 -> 77 -> 70 -> 61 M FCFA.
  // gross-margin PRESENT (table): 31% -> 22% = down 9 points (>= 5).
  // short-runway PRESENT (figures, implied): cash 54 M / net burn 12 M a month = 4.5 months (< 9).
  // burn-above-revenue ABSENT (figures): net burn 12 M/month vs T1 revenue 61/3 = 20.3 M/month; operating result +0.8 M (burn is capex 30 M + leasing 6.8 M).
  // customer-concentration ABSENT (figures): Score Niamey 22% of sales (< 30%).
  {
    id: 'h20-fr-w8-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'time', 'prose'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'short-runway'],
    absent: ['burn-above-revenue', 'customer-concentration'],
    text: `Objet : Lait du Fleuve — point investisseurs T1 2025

Chers associés,

Voici notre point trimestriel. Comme d'habitude, les chiffres ci-dessous sont des chiffres de gestion, non audités ; le commissaire aux comptes n'a pas encore commencé sa mission sur l'exercice 2024, faute d'avoir reçu la balance définitive.

Évolution trimestrielle (M FCFA)
Trimestre   | Chiffre d'affaires | Marge brute
T2 2024     | 84                 | 31 %
T3 2024     | 77                 | 28 %
T4 2024     | 70                 | 25 %
T1 2025     | 61                 | 22 %

Ce qui s'est passé :
- Le prix du lait en poudre importé a encore augmenté (+18 % depuis juin) et nous n'avons pas pu répercuter la hausse sur le prix du yaourt sucré en sachet, notre produit d'appel.
- Deux coopératives d'éleveurs de Say et de Kollo livrent moins de lait frais depuis la fin de la saison des pluies.
- Les ventes au supermarché Score Niamey restent stables et représentent 22 % du chiffre d'affaires ; les boutiques de quartier reculent.

Trésorerie :
Au 31 mars, nous disposons de 54 M FCFA en banque (BIA Niger). La consommation nette du trimestre a été de 36 M FCFA, soit 12 M FCFA par mois : 30 M FCFA pour la nouvelle ligne de conditionnement en pots et 6,8 M FCFA de loyers de crédit-bail du camion frigorifique, l'exploitation elle-même dégageant un léger résultat positif de 0,8 M FCFA.

Prochaines étapes :
- lancement des pots de 500 g en avril, vendus 20 % plus cher au litre ;
- renégociation du contrat d'approvisionnement en poudre avec notre fournisseur de Cotonou ;
- nous préparerons d'ici juin une proposition de financement relais et reviendrons vers vous.

N'hésitez pas à m'appeler pour en discuter.

Bien cordialement,
Aïchatou Mahamadou
Fondatrice et gérante, Lait du Fleuve SARL`,
  },
  // 07 — Legal due-diligence memo (red-flag report), e-commerce marketplace, Bénin (Cotonou).
  // related-party PRESENT: warehouse lease with SCI Les Palmiers, majority-owned by the CEO's wife; IT services bought from the CEO's brother's company.
  // regulatory PRESENT: APDP (data-protection authority) fine of 15 M FCFA and order to suspend SMS campaigns (decision of 9 Dec 2024).
  // cap-table-complexity PRESENT: cap table (12 400 shares) cannot be reconciled with the articles (11 900) and the share register, not kept since 2022.
  // litigation ABSENT (time/modality): supplier dispute settled by transaction on 3 Feb 2025, nothing pending; customer actions only possible ("pourraient").
  // dead-equity ABSENT: free shares of the two departed employees were cancelled on their departure.
  {
    id: 'h20-fr-w8-07',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'list', 'indirect', 'modality', 'time'],
    present: ['related-party', 'regulatory', 'cap-table-complexity'],
    absent: ['litigation', 'dead-equity'],
    text: `NOTE D'AUDIT JURIDIQUE — SYNTHÈSE DES POINTS D'ATTENTION
Destinataire : Ouémé Growth Partners
Cible : Dokoun Market SAS (Cotonou), place de marché en ligne et service de livraison
Date : 24 mars 2025 — Strictement confidentiel

1. Conventions conclues avec des personnes intéressées
L'entrepôt d'Akpakpa est loué depuis mars 2023 à la SCI Les Palmiers pour un loyer de 2,4 M FCFA par mois, soit environ 20 % au-dessus des loyers observés dans la zone. Selon l'extrait du RCCM, cette SCI est détenue à 70 % par Mme Rachida Kèkè, épouse de M. Serge Kèkè, Président de la Société. Par ailleurs, la maintenance de la plateforme est confiée à Kèkè Digital SARL, gérée par le frère du Président (31 M FCFA facturés en 2024). Aucune de ces conventions n'a été soumise à l'autorisation préalable ni approuvée par l'assemblée des associés.

2. Protection des données personnelles
Par décision du 9 décembre 2024, l'Autorité de protection des données personnelles (APDP) a prononcé à l'encontre de la Société une amende de 15 M FCFA pour utilisation des numéros de téléphone des clients à des fins de prospection sans consentement, et lui a ordonné de suspendre ses campagnes SMS jusqu'à mise en conformité. L'amende a été payée ; la suspension est toujours en vigueur. Des clients pourraient, en théorie, engager des actions individuelles, mais aucune n'a été signalée à ce jour.

3. Capital social et titres
Nous n'avons pas été en mesure de rapprocher la table de capitalisation communiquée par la direction (12 400 actions) des statuts mis à jour en 2023 (11 900 actions). Le registre des mouvements de titres n'est plus tenu depuis 2022 et la conversion des BSA-AIR souscrits par quatre business angels n'a fait l'objet d'aucune décision constatant l'augmentation de capital. La répartition exacte du capital ne peut donc pas être confirmée à ce stade.
Les actions gratuites attribuées aux deux développeurs salariés partis en 2024 ont été annulées à leur départ, conformément au règlement du plan.

4. Contentieux
Le différend avec le fournisseur d'emballages Bénin Carton, relatif à des factures contestées, a été réglé par un protocole transactionnel du 3 février 2025, intégralement exécuté. Aucune procédure n'est pendante devant les juridictions béninoises.

5. Recommandations
- faire ratifier les conventions visées au point 1 ou les résilier avant la réalisation ;
- reconstituer le registre des titres et régulariser la conversion des BSA-AIR ;
- obtenir la levée de la suspension prononcée par l'APDP et en faire une condition suspensive.

Cabinet Adjovi & Associés, avocats au barreau du Bénin`,
  },
  // 08 — Pitch deck (slides), telemedicine, Niger (Niamey); FCFA and USD.
  // no-competition ABSENT: competitors are named (Allo Docteur Niger, private clinics' hotlines, pharmacies).
  // low-founder-ownership ABSENT (figures): founders 24% + 20% = 44% (>= 40%).
  // investor-control ABSENT (figures): largest investor 27% (< 50%).
  // pending-licence ABSENT (time): Ministry of Public Health authorisation granted in January 2024.
  // unrealistic-growth ABSENT (figures): 96 -> 190 (2.0x) -> 360 (1.9x) -> 650 M FCFA (1.8x).
  // burn-above-revenue ABSENT (figures): 2024 costs 88 M < revenue 96 M.
  // declining-revenue ABSENT: 58 -> 96 M FCFA.
  {
    id: 'h20-fr-w8-08',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['no-competition', 'low-founder-ownership', 'investor-control', 'pending-licence', 'unrealistic-growth', 'burn-above-revenue', 'declining-revenue'],
    text: `LAFIYA CONNECT — Le médecin dans votre téléphone
Deck de levée seed — Niamey, février 2025

1. Problème
Un médecin pour près de 30 000 habitants au Niger ; hors de Niamey, une consultation coûte souvent une journée de trajet.

2. Solution
Téléconsultation par appel vocal et WhatsApp, en haoussa, zarma et français ; ordonnances envoyées à 140 pharmacies partenaires ; paiement par Airtel Money ou Zamani Cash.

3. Cadre réglementaire
Autorisation d'exercice de la télémédecine délivrée par le Ministère de la Santé publique en janvier 2024 ; 22 médecins inscrits à l'Ordre exercent sur la plateforme.

4. Traction
- 41 000 consultations en 2024 (17 500 en 2023)
- Chiffre d'affaires : 96 M FCFA en 2024, contre 58 M FCFA en 2023
- Charges totales 2024 : 88 M FCFA, soit un résultat positif de 8 M FCFA
- 3 contrats d'entreprise (mines, BTP) en complément des particuliers

5. Concurrence
Nous ne sommes pas seuls : Allo Docteur Niger propose des consultations par téléphone à Niamey, les grandes cliniques privées ont leurs propres lignes, et les pharmaciens restent le premier conseil de santé. Notre avantage : la couverture des régions et les langues locales.

6. Projections (M FCFA)
| Année | 2024 réel | 2025 | 2026 | 2027 |
| Chiffre d'affaires | 96 | 190 | 360 | 650 |
| Charges totales | 88 | 175 | 320 | 560 |

7. Actionnariat actuel
| Actionnaire | % |
| Dr Nafissa Boukari (cofondatrice, CEO) | 24 % |
| Oumarou Hamani (cofondateur, CTO) | 20 % |
| Sahel Impact Fund | 27 % |
| Business angels (diaspora) | 14 % |
| Pool d'options salariés | 15 % |

8. Levée
Nous recherchons 400 000 USD (environ 245 M FCFA) pour ouvrir Maradi, Zinder et Tahoua et recruter 15 médecins.`,
  },
];
