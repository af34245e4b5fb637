/** Writer 5's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW5P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), payment aggregator, Gabon (Libreville).
  // customer-concentration PRESENT (indirect): "deux tiers de nos revenus" come from one partner (≈67% ≥ 30%).
  // pending-licence PRESENT: payment-institution approval filed with the COBAC in March 2024, still under review.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only merchant/transaction counts, a fee rate,
  //   the amount sought and percentage use of funds).
  // no-competition ABSENT (negation): "Nous ne sommes pas seuls", competitors are named.
  // regulatory ABSENT (negation): no sanction or formal notice received; the pending file is pending-licence only.
  {
    id: 'h20-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect', 'negation'],
    present: ['customer-concentration', 'pending-licence', 'missing-financials'],
    absent: ['no-competition', 'regulatory'],
    text: `MBOLOPAY — Levée d'amorçage, octobre 2024

Slide 1 — Qui sommes-nous
Agrégateur de paiements pour les commerçants du Grand Libreville. Une seule intégration pour Airtel Money, Moov Money et la carte bancaire.

Slide 2 — Le problème
Aujourd'hui, un commerçant gabonais qui veut encaisser par mobile money et par carte doit signer trois contrats, suivre trois tableaux de bord et attendre parfois 72 heures pour être réglé. Résultat : la plupart continuent à exiger du cash.

Slide 3 — La solution
• Une API et un QR code uniques
• Règlement à J+1 sur le compte bancaire ou le portefeuille du marchand
• Un tableau de bord unique, rapprochement automatique des encaissements

Slide 4 — Traction
• 740 marchands actifs (210 en janvier)
• 58 000 transactions traitées en septembre
• Implantés à Libreville, Owendo et Akanda ; pilote lancé à Port-Gentil
• Deux tiers de nos revenus proviennent aujourd'hui d'un seul partenaire : le réseau de stations-service qui nous a confié l'encaissement de ses 31 points de vente. La diversification est notre priorité de 2025.

Slide 5 — Concurrence
Nous ne sommes pas seuls sur ce marché. Les opérateurs télécoms proposent leurs propres offres marchands, et deux agrégateurs régionaux basés à Douala et à Abidjan ont annoncé leur arrivée au Gabon. Notre différence : l'intégration locale, le support en fang et en français, et le règlement à J+1.

Slide 6 — Cadre réglementaire
Nous opérons actuellement comme prestataire technique d'une banque partenaire agréée. Notre demande d'agrément en qualité d'établissement de paiement a été déposée auprès de la COBAC en mars 2024 ; le dossier est toujours en cours d'instruction. À ce jour, nous n'avons reçu ni sanction ni mise en demeure d'aucune autorité.

Slide 7 — Modèle économique
Commission de 1,2 % par transaction, abonnement mensuel « Premium » pour les chaînes de magasins (multi-sites, reporting consolidé).

Slide 8 — Équipe
Aurélie Nzé (CEO, ex-banque de détail, 9 ans), Franck Ondo (CTO, ex-intégrateur télécom), 11 salariés.

Slide 9 — La levée
Nous levons 450 000 EUR (environ 295 M FCFA) pour 18 mois.
Utilisation des fonds : 40 % produit et sécurité, 35 % équipe commerciale, 25 % conformité et fonds propres réglementaires.`,
  },
  // 02 — Audited financial statements (auditor's report + income statement + notes), cassava processing, Congo-Brazzaville (Pointe-Noire).
  // audit-opinion ABSENT: audited, unmodified opinion ("sans réserve").
  // going-concern ABSENT (negation): the auditor states no material uncertainty.
  // gross-margin ABSENT (figures): 430/1 262 = 34.1% vs 404/1 094 = 36.9%, down 2.8 points (< 5).
  // customer-concentration ABSENT (figures): largest customer 17% of revenue (< 30%).
  // litigation ABSENT (time): dispute settled in March 2023, indemnity paid, closed.
  // debt-distress ABSENT (negation): all instalments paid on time, ratios met.
  // burn-above-revenue ABSENT: net profit 64 M FCFA (112 − 21 − 27 = 64).
  {
    id: 'h20-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'customer-concentration', 'litigation', 'debt-distress'],
    text: `KOUILOU SAVEURS SA — Pointe-Noire
États financiers de l'exercice clos le 31 décembre 2023 (SYSCOHADA révisé) — extraits

RAPPORT DU COMMISSAIRE AUX COMPTES
Opinion. Nous avons effectué l'audit des états financiers annuels de la société Kouilou Saveurs SA. À notre avis, ces états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Notre opinion est exprimée sans réserve.
Nous n'avons relevé aucune incertitude significative liée à des événements ou circonstances susceptibles de mettre en cause la continuité d'exploitation.

COMPTE DE RÉSULTAT SIMPLIFIÉ (en millions de FCFA)
| Poste                    | 2023  | 2022  |
| Chiffre d'affaires       | 1 262 | 1 094 |
| Coût des ventes          | (832) | (690) |
| Marge brute              | 430   | 404   |
| Taux de marge brute      | 34,1 %| 36,9 %|
| Charges d'exploitation   | (318) | (297) |
| Résultat d'exploitation  | 112   | 107   |
| Charges financières      | (21)  | (26)  |
| Impôt sur les sociétés   | (27)  | (24)  |
| Résultat net             | 64    | 57    |

NOTES ANNEXES (extraits)
Note 4 — Clients. Le premier client, une chaîne de supermarchés de Brazzaville, représente 17 % du chiffre d'affaires 2023 (19 % en 2022). Aucun autre client ne dépasse 9 %.
Note 6 — Marge brute. La légère baisse du taux de marge s'explique par la hausse du prix du manioc frais au deuxième semestre, partiellement répercutée sur les prix de vente en novembre.
Note 9 — Emprunts. Prêt d'équipement de 180 M FCFA contracté en 2021 auprès d'une banque locale. Toutes les échéances de l'exercice ont été réglées à bonne date et les ratios financiers prévus au contrat étaient respectés au 31 décembre 2023. Encours résiduel : 96 M FCFA.
Note 14 — Litiges. Le différend qui opposait la société à un transporteur au sujet d'une cargaison avariée a été réglé par protocole transactionnel signé en mars 2023 ; l'indemnité convenue a été versée et l'affaire est définitivement close. Aucune autre procédure n'est en cours à la date d'arrêté des comptes.
Note 17 — Conventions réglementées. Aucune convention relevant de l'Acte uniforme OHADA relatif aux sociétés commerciales n'a été conclue au cours de l'exercice.`,
  },
  // 03 — Term sheet, edtech, Gabon (Libreville).
  // investor-control PRESENT (figures): ECP 10 500 / 20 500 shares = 51.2% (≥ 50%).
  // low-founder-ownership PRESENT (figures): founders 4 000 + 3 000 = 7 000 / 20 500 = 34.1% (< 40%).
  // cap-table-complexity ABSENT: table reconciled against the share register by counsel.
  // founder-departure ABSENT (modality): leaver clause is hypothetical ("Si un fondateur quitte").
  // dead-equity ABSENT: no former holder in the table.
  // pending-licence ABSENT (time): ministry approval already obtained in June 2024.
  {
    id: 'h20-fr-w5-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'modality'],
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'founder-departure', 'dead-equity', 'pending-licence'],
    text: `TERM SHEET — PROPOSITION NON ENGAGEANTE (sauf clauses « Confidentialité » et « Exclusivité »)

Société : EDUKA GABON SAS, au capital de 10 000 000 FCFA, siège social à Libreville (quartier Batterie IV)
Investisseur : Estuaire Capital Partners I (« ECP »)
Montant de l'investissement : 1 050 000 000 FCFA (environ 1,6 M EUR)
Instrument : 10 500 actions de préférence de catégorie A
Prix par action : 100 000 FCFA, soit une valorisation pré-money de 1 000 000 000 FCFA

Table de capitalisation post-opération (rapprochée du registre des titres par le conseil de la Société, sans écart) :
Actionnaire                                   Actions     %
Nadège Obiang (fondatrice, présidente)          4 000   19,5 %
Yannick Moussavou (fondateur, dir. pédagogique) 3 000   14,6 %
Business angels (5 personnes physiques)         1 000    4,9 %
Pool d'options salariés                         2 000    9,8 %
ECP                                            10 500   51,2 %
Total                                          20 500  100,0 %

Gouvernance : conseil d'administration de cinq membres — deux désignés par ECP, deux par les fondateurs, un membre indépendant proposé par ECP et agréé par les fondateurs. Les décisions importantes (budget annuel, endettement supérieur à 50 M FCFA, recrutement des cadres dirigeants, cession d'actifs) requièrent l'accord d'ECP.

Préférence de liquidation : 1x, non participative.
Anti-dilution : moyenne pondérée large.

Engagement des fondateurs : exclusivité et présence pendant 36 mois. Si un fondateur quittait la Société avant ce terme, ses actions pourraient être rachetées par la Société ou par les autres actionnaires : à la valeur de marché en cas de « good leaver », à la valeur nominale en cas de « bad leaver ».

Conditions préalables : audit juridique et financier satisfaisant ; production de l'agrément du ministère de l'Éducation nationale obtenu par la Société en juin 2024 pour ses programmes de soutien scolaire ; signature d'un pacte d'actionnaires conforme au présent document.

Exclusivité : 60 jours à compter de la signature.
Droit applicable : droit OHADA et droit gabonais ; arbitrage CCJA.`,
  },
  // 04 — Board minutes, pay-as-you-go solar kits, Congo-Brazzaville (Pointe-Noire).
  // founder-departure PRESENT: the co-founder CTO announces he will leave on 31 December 2024.
  // dead-equity PRESENT: co-founder who left in March 2022 still holds 14%, call option never exercised.
  // litigation PRESENT: former distributor's claim (85 M FCFA) pending before the Pointe-Noire commercial court, next hearing Feb. 2025.
  // debt-distress ABSENT (negation): September instalment paid on time, no arrears.
  // cap-table-complexity ABSENT: register up to date and matching the cap table.
  {
    id: 'h20-fr-w5-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'time', 'negation'],
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['debt-distress', 'cap-table-complexity'],
    text: `SOLEKONGO SA — Société anonyme au capital de 50 000 000 FCFA — Siège : avenue Charles de Gaulle, Pointe-Noire

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 NOVEMBRE 2024

Présents : M. Arsène Mabiala (président du conseil), Mme Grâce Loemba (directrice générale, cofondatrice), M. Serge Tchicaya (administrateur indépendant), M. Patrick Nkounkou (représentant du fonds Sangha Impact).
Invité : M. Rodrigue Bouanga, directeur technique et cofondateur.
Le quorum étant atteint, le conseil peut valablement délibérer.

1. Activité du troisième trimestre
La directrice générale présente les chiffres du trimestre : 2 150 kits solaires vendus (contre 1 780 au T2), taux de recouvrement des paiements par mobile money de 91 %. Le conseil prend acte.

2. Direction technique
M. Bouanga informe le conseil de sa décision de quitter ses fonctions de directeur technique au 31 décembre 2024, pour des raisons familiales. Il assurera la transition jusqu'à cette date et documentera la plateforme de télé-verrouillage des kits. Le conseil remercie M. Bouanga et mandate la directrice générale pour recruter un successeur avant la fin du premier trimestre 2025.

3. Situation du capital
Le président rappelle que Mme Sylvie Ngoma, cofondatrice, qui a quitté la société en mars 2022, détient toujours 14 % du capital. La promesse de vente prévue au pacte d'actionnaires n'a jamais été exercée, faute d'accord sur le prix. Le registre des mouvements de titres est à jour et concorde avec la table de capitalisation. Le conseil demande qu'une nouvelle offre de rachat lui soit présentée avant l'ouverture de la prochaine levée de fonds.

4. Contentieux
L'action engagée par l'ancien distributeur exclusif, Kouilou Énergie Services SARL, devant le Tribunal de commerce de Pointe-Noire pour rupture abusive de contrat (demande de 85 M FCFA de dommages-intérêts) suit son cours. Les conclusions de la société ont été déposées le 3 octobre ; la prochaine audience est fixée au 12 février 2025. Le conseil de la société estime le risque modéré ; la provision de 20 M FCFA constituée en 2023 est maintenue.

5. Questions diverses
La directrice générale confirme que l'échéance trimestrielle de septembre du prêt bancaire a été réglée à la date prévue. Aucun impayé n'est à signaler.

L'ordre du jour étant épuisé, la séance est levée à 17 h 20.

Le président                              Un administrateur`,
  },
  // 05 — Shareholders' agreement (extracts), cold-chain fish distribution, Gabon (Port-Gentil). CLEAN.
  // low-founder-ownership ABSENT (figures): founders 27% + 25% = 52% (≥ 40%).
  // investor-control ABSENT (figures): largest investor 23% (< 50%); "aucun associé ne dispose seul de la majorité".
  // cap-table-complexity ABSENT: table declared consistent with the share register; 27+25+23+15+10 = 100.
  // related-party ABSENT (negation, modality): approval rule only; "aucune convention de cette nature n'existe".
  // founder-departure / dead-equity ABSENT (modality): leaver clause is hypothetical, buy-back within 90 days.
  // litigation ABSENT (modality): dispute-resolution clause only ("Tout différend ... sera").
  {
    id: 'h20-fr-w5-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'related-party', 'founder-departure', 'dead-equity', 'litigation'],
    text: `PACTE D'ASSOCIÉS — OCÉAN FRAIS SAS
Société par actions simplifiée au capital de 100 000 000 FCFA — RCCM Port-Gentil
(extraits — version signée le 2 septembre 2024)

Article 1 — Répartition du capital
À la date des présentes, le capital est réparti comme suit (annexe 1) :
- M. Hervé Mba Nguema, fondateur, président : 27 000 actions, soit 27 % ;
- Mme Christelle Boussougou, fondatrice, directrice générale : 25 000 actions, soit 25 % ;
- Atlantique Ventures SA : 23 000 actions, soit 23 % ;
- Fonds Nyanga Croissance : 15 000 actions, soit 15 % ;
- actions réservées au plan d'intéressement du personnel, détenues par la Société : 10 000 actions, soit 10 %.
Total : 100 000 actions. Les parties déclarent que cette répartition concorde avec le registre des mouvements de titres tenu au siège.

Article 4 — Comité stratégique
Le comité comprend cinq membres : les deux fondateurs, un représentant d'Atlantique Ventures, un représentant du Fonds Nyanga Croissance et une personnalité indépendante. Aucun associé ne dispose seul de la majorité des droits de vote, en assemblée comme au comité.

Article 7 — Conventions avec des parties liées
Toute convention entre la Société et un associé, un dirigeant ou une personne qui leur est liée (conjoint, ascendant, descendant, société contrôlée) devra être autorisée au préalable par le comité stratégique, l'intéressé ne prenant pas part au vote. Les parties déclarent qu'aucune convention de cette nature n'existe à ce jour.

Article 9 — Départ d'un fondateur
En cas de cessation des fonctions d'un fondateur, pour quelque cause que ce soit, il consent aux autres associés une promesse de vente portant sur la totalité de ses actions. Le prix sera égal à la valeur de marché (« good leaver ») ou à la valeur nominale (« bad leaver »). Le rachat devra être réalisé dans un délai de 90 jours à compter de la cessation des fonctions ; à défaut, la Société sera tenue de racheter elle-même les actions.

Article 11 — Non-concurrence
Chaque fondateur s'interdit, pendant la durée de ses fonctions et 24 mois après, toute activité concurrente de celle de la Société dans la zone CEMAC.

Article 12 — Transferts
Inaliénabilité de trois ans pour les fondateurs ; droit de préemption et droit de sortie conjointe au profit de tous les associés.

Article 15 — Règlement des différends
Tout différend relatif au présent pacte sera soumis à une tentative de conciliation de 30 jours puis, à défaut d'accord, tranché par voie d'arbitrage selon le règlement de la CCJA.`,
  },
  // 06 — Audited financial statements (auditor's report + income statement + notes), road haulage, Congo-Brazzaville (Brazzaville).
  // audit-opinion PRESENT: qualified opinion ("opinion avec réserve") on 412 M FCFA of receivables.
  // going-concern PRESENT: auditor's material-uncertainty paragraph on going concern.
  // debt-distress PRESENT: CNSS arrears (9 months), unpaid VAT, three unpaid loan instalments, covenant breach notified.
  // declining-revenue PRESENT (figures): revenue 1 842 M FCFA in 2023 vs 2 215 M in 2022.
  // gross-margin ABSENT (figures): 511/1 842 = 27.7% vs 617/2 215 = 27.9%, down 0.1 point.
  // burn-above-revenue ABSENT (figures): net profit +7 M FCFA (109 − 74 − 19 − 9 = 7); costs below revenue.
  // litigation ABSENT (negation): the bank "n'a engagé aucune procédure".
  {
    id: 'h20-fr-w5-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'prose', 'negation'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue', 'litigation'],
    text: `TRANS-ALIMA LOGISTIQUE SA — Brazzaville
Exercice clos le 31 décembre 2023 — extraits du rapport du commissaire aux comptes et des états financiers

OPINION AVEC RÉSERVE
À notre avis, sous réserve de l'incidence du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers sont réguliers et sincères et donnent une image fidèle de la situation financière de la société au 31 décembre 2023.

Fondement de l'opinion avec réserve
Le poste clients s'élève à 412 M FCFA, dont 186 M FCFA de créances sur plusieurs donneurs d'ordre publics échues depuis plus de 18 mois et non dépréciées. Nous n'avons pas pu obtenir de confirmation ni d'éléments probants suffisants sur leur recouvrabilité.

Incertitude significative relative à la continuité d'exploitation
Nous attirons votre attention sur la note 2 : au 31 décembre 2023, les dettes à court terme excèdent les actifs courants de 318 M FCFA et la société n'a pas honoré plusieurs échéances de son emprunt bancaire. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions de FCFA)
Poste                                   2023      2022
Chiffre d'affaires                     1 842     2 215
Coûts directs de transport            (1 331)   (1 598)
Marge brute                              511       617
Personnel et frais généraux             (402)     (455)
Résultat d'exploitation                  109       162
Charges financières                      (74)      (58)
Pénalités fiscales et sociales           (19)       (4)
Impôt sur les sociétés                    (9)      (30)
Résultat net                               7        70

Note 11 — Dettes fiscales et sociales
Les cotisations dues à la CNSS n'ont pas été versées depuis neuf mois (arriéré de 64 M FCFA). La TVA collectée d'octobre à décembre, soit 51 M FCFA, n'a pas été reversée ; un échéancier a été sollicité auprès de la Direction générale des impôts et des domaines, sans réponse à ce jour.

Note 12 — Emprunts
Sur l'emprunt de 600 M FCFA contracté en 2021, les échéances d'octobre, novembre et décembre 2023 sont restées impayées. La banque a notifié par courrier du 15 janvier 2024 le non-respect du ratio dette financière nette / EBE ; elle n'a engagé aucune procédure à ce stade et des négociations de rééchelonnement sont en cours.`,
  },
  // 07 — Business plan with projection table, plastic recycling, Gabon (Libreville / Akanda). CLEAN.
  // unrealistic-growth ABSENT (figures): 560/310 = 1.8×, 950/560 = 1.7×, 1 500/950 = 1.6× a year; 1 500/310 = 4.8× over three years (< 27×).
  // short-runway ABSENT (figures, modality): profitable; cash 85 M / fixed costs 8.5 M a month = 10 months even with no sales (≥ 9).
  // burn-above-revenue ABSENT (figures): 2024 revenue 310 M > total costs 292 M.
  // pending-licence ABSENT (time): environmental permit granted March 2024; the second-site application is not yet filed.
  // customer-concentration ABSENT (figures): largest buyer 21%, no other above 5% (top two ≤ 26% < 30%).
  // no-competition ABSENT: two other operators named as competitors.
  {
    id: 'h20-fr-w5-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'modality', 'time'],
    present: [],
    absent: ['unrealistic-growth', 'short-runway', 'burn-above-revenue', 'pending-licence', 'customer-concentration', 'no-competition'],
    text: `AKANDA RECYCLAGE SAS — Plan d'affaires 2025-2027 (extrait remis à la banque et aux investisseurs)

3. Marché et concurrence
Le Grand Libreville produit plus de 250 000 tonnes de déchets ménagers par an, dont une part croissante de plastiques (bouteilles PET, sachets, bidons PEHD). Nous ne sommes pas seuls : deux autres opérateurs privés collectent à Libreville, principalement la ferraille et les batteries, et une ONG organise des points d'apport volontaire à Owendo. Notre positionnement : la transformation locale du PET en paillettes lavées vendues aux industriels de la sous-région.

4. Clients
Nos paillettes sont vendues à 14 acheteurs (industriels de l'emballage au Gabon, au Cameroun et en Guinée équatoriale). Le premier représente 21 % du chiffre d'affaires 2024 ; aucun autre ne dépasse 5 %.

5. Autorisations
L'autorisation d'exploiter une installation classée pour la protection de l'environnement a été délivrée par la Direction générale de l'environnement en mars 2024 pour le site d'Akanda. Pour le second site prévu à Owendo en 2026, le dossier sera constitué et déposé au cours de l'année 2025.

6. Projections financières (en millions de FCFA)

| Indicateur              | 2024 (réalisé) | 2025  | 2026  | 2027  |
|-------------------------|----------------|-------|-------|-------|
| Tonnes traitées         | 1 450          | 2 500 | 4 100 | 6 300 |
| Chiffre d'affaires      | 310            | 560   | 950   | 1 500 |
| Charges totales         | 292            | 520   | 870   | 1 350 |
| Résultat net            | 18             | 40    | 80    | 150   |

Hypothèses : prix moyen de la paillette stable à 215 FCFA le kilo ; montée en charge de la seconde ligne de lavage au deuxième semestre 2025 ; ouverture du site d'Owendo début 2026.

7. Trésorerie et financement
La société est bénéficiaire depuis le deuxième trimestre 2024. Au 30 septembre 2024, la trésorerie disponible s'élève à 85 M FCFA. Nos charges fixes (salaires, loyer, maintenance, assurances) représentent environ 8,5 M FCFA par mois : même dans l'hypothèse extrême où toutes les ventes s'arrêteraient, la trésorerie couvrirait donc une dizaine de mois de fonctionnement.
Le financement recherché, 400 M FCFA (environ 610 000 EUR), combine un prêt bancaire de 250 M FCFA sur cinq ans et une augmentation de capital de 150 M FCFA ; il servira à l'achat de la seconde ligne de lavage et au fonds de roulement.`,
  },
  // 08 — Investor update email (monthly), accounting SaaS for SMEs, Gabon (Libreville).
  // short-runway PRESENT (figures): cash 118 M FCFA / net burn 16 M a month = 7.4 months (< 9); runway not stated.
  // burn-above-revenue PRESENT (figures): monthly costs 25.2 M FCFA > MRR 9.2 M FCFA.
  // high-churn PRESENT (time): monthly logo churn was 2.1% in January, now 6.4% (≥ 5%).
  // declining-revenue ABSENT (figures): MRR 8.7 M → 9.2 M, up.
  // debt-distress ABSENT (negation): honour loan instalment paid on time, no delay.
  // unrealistic-growth ABSENT (figures): target 15 M MRR in June 2025 from 9.2 M = 1.6× in 8 months.
  {
    id: 'h20-fr-w5-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'time', 'negation'],
    present: ['short-runway', 'burn-above-revenue', 'high-churn'],
    absent: ['declining-revenue', 'debt-distress', 'unrealistic-growth'],
    text: `Objet : KabaCompta — point investisseurs d'octobre 2024

Bonjour à toutes et à tous,

Voici notre point mensuel. Comme toujours, les chiffres sont tirés de notre outil de facturation et de nos relevés bancaires.

Les chiffres du mois
- MRR : 9,2 M FCFA (8,7 M FCFA en septembre)
- Clients payants : 412 PME (398 fin septembre)
- Charges totales du mois : 25,2 M FCFA, dont 14,8 M FCFA de salaires
- Consommation nette de trésorerie : 16 M FCFA
- Trésorerie au 31 octobre : 118 M FCFA

Ce qui va bien
Le partenariat avec l'ordre des experts-comptables nous a apporté 61 nouveaux cabinets clients en un mois. Le module de déclaration de TVA en ligne, lancé le 1er octobre, est utilisé par 40 % des clients.

Ce qui va moins bien
Le churn reste notre principal sujet. Notre churn mensuel (en nombre de clients) était de 2,1 % en janvier ; il est monté à 6,4 % en octobre. Les départs concernent surtout les commerces de détail abonnés pendant la campagne de février, qui utilisent peu la saisie des achats. Nous avons mis en place un accompagnement téléphonique dans les 30 premiers jours et revu l'offre d'entrée de gamme.

Financement
Le prêt d'honneur de 20 M FCFA a fait l'objet de son échéance semestrielle le 15 octobre, payée sans aucun retard. Nous discutons avec deux fonds d'un bridge de 150 000 USD (environ 90 M FCFA) et préparons une série A pour le deuxième trimestre 2025.

Objectifs d'ici juin 2025
1. MRR de 15 M FCFA
2. Churn mensuel ramené sous 3 %
3. Recrutement d'un responsable succès client à Port-Gentil

Merci pour vos introductions : deux d'entre elles ont déjà abouti à des rendez-vous avec des réseaux de pharmacies.

Bien cordialement,
Marielle Ntoutoume
Cofondatrice et CEO, KabaCompta`,
  },
];
