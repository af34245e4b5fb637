import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW5P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, cold chain for artisanal fishing, Mauritanie.
  // no-competition PRESENT (direct): "nous n'avons pas de concurrent".
  // unit-economics PRESENT (figures): claim "amorti en moins de 3 mois"; 1 500 MRU x 20 days = 30 000 MRU/month gross; 180 000 / 30 000 = 6 months even with zero running cost.
  // unrealistic-growth PRESENT (table): 7,4 -> 35 = 4,7x; 35 -> 160 = 4,6x; 160 -> 700 = 4,4x (each year >= 4x); over three years 700 / 7,4 = 95x (> 27x).
  // burn-above-revenue PRESENT (table): 2024 charges 15,2 M MRU > CA 7,4 M MRU (2023: 8,6 > 3,1).
  // low-founder-ownership ABSENT: founders hold 78 % together (>= 40 %).
  // investor-control ABSENT: no investor above 12 % (< 50 %).
  // declining-revenue ABSENT: CA 3,1 -> 7,4 M MRU, up 2,4x.
  // pending-licence ABSENT: port occupation authorisation already granted (January 2024).
  // customer-concentration ABSENT: no customer above 3 % of sales.
  {
    id: 'h18-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `GLACIÈRE ATLANTIQUE SARL — Présentation investisseurs — Nouadhibou, mars 2025

1. Le problème
Près d'un tiers des captures de la pêche artisanale se dégrade entre le débarquement et le mareyeur, faute de froid.

2. Notre solution
Des caissons réfrigérés solaires loués à la journée aux piroguiers et aux mareyeurs, réglés par paiement mobile.

3. Concurrence
Aucun autre acteur ne propose de froid mobile sur le littoral mauritanien : nous n'avons pas de concurrent.

4. Économie d'un caisson
- Coût d'un caisson installé : 180 000 MRU
- Location moyenne : 1 500 MRU par jour, 20 jours d'utilisation par mois
- Chaque caisson est amorti en moins de 3 mois

5. Traction (en millions de MRU)
|                        | 2023 | 2024 |
| Chiffre d'affaires     | 3,1  | 7,4  |
| Charges d'exploitation | 8,6  | 15,2 |
Plus de 1 200 pêcheurs et 85 mareyeurs clients ; aucun ne pèse plus de 3 % des ventes.

6. Prévisions de chiffre d'affaires (en millions de MRU)
| 2025 | 2026 | 2027 |
| 35   | 160  | 700  |

7. Équipe et capital
Mohamed Lemine ould Sidi (directeur général) et Aïcha mint Brahim (opérations) détiennent ensemble 78 % du capital ; aucun investisseur ne dépasse 12 %.
Autorisation d'occupation du domaine portuaire obtenue en janvier 2024.

8. Levée
Nous levons 60 millions de MRU pour déployer 300 caissons supplémentaires.`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['low-founder-ownership', 'investor-control', 'declining-revenue', 'pending-licence', 'customer-concentration'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // 02 — Financial statements with statutory auditor's report, building-materials distribution, Guinée équatoriale.
  // audit-opinion PRESENT (direct): "Opinion avec réserve" (stock count not attended).
  // going-concern PRESENT (direct): auditor's "incertitude significative ... continuité d'exploitation".
  // debt-distress PRESENT (table + covenant): 31/12/2024 instalment of 214 600 k FCFA exigible, not paid; DSCR 0,61 < 1,25 minimum.
  // declining-revenue PRESENT (table columns): CA 2 846 300 (2024) < 3 912 700 (2023), -27,3 %.
  // burn-above-revenue PRESENT (table): loss before tax (364 500) k FCFA, costs above revenue.
  //   Check 2024: 2 846 300 - 2 105 600 - 498 200 - 367 400 - 142 900 - 96 700 = -364 500. 2023: 3 912 700 - 2 780 400 - 512 900 - 341 800 - 138 500 - 71 300 = 67 800.
  // gross-margin ABSENT: (CA - achats) / CA = 740 700 / 2 846 300 = 26,0 % vs 1 132 300 / 3 912 700 = 28,9 %: down 2,9 points (< 5).
  // customer-concentration ABSENT: first customer 340 000 / 2 846 300 = 11,9 % (< 30 %).
  // litigation ABSENT: the bank has started no proceedings; rescheduling is only under discussion.
  // related-party ABSENT: "aucune convention" concluded or continued.
  // short-runway ABSENT: no cash figure given, so no runway can be computed.
  {
    id: 'h18-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SEGMAT SA — Société Équato-Guinéenne de Matériaux — Malabo
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé) — extraits

Compte de résultat (en milliers de FCFA)
|                              | 2024        | 2023        |
| Chiffre d'affaires           | 2 846 300   | 3 912 700   |
| Achats consommés             | (2 105 600) | (2 780 400) |
| Charges de personnel         | (498 200)   | (512 900)   |
| Services extérieurs          | (367 400)   | (341 800)   |
| Dotations aux amortissements | (142 900)   | (138 500)   |
| Frais financiers             | (96 700)    | (71 300)    |
| Résultat avant impôt         | (364 500)   | 67 800      |

Note 14 — Emprunts et dettes financières
Emprunt bancaire de 1,5 Md FCFA contracté en 2022, remboursable en huit échéances semestrielles de 214 600 milliers de FCFA.
| Échéances 2024 (en milliers de FCFA) | Exigibles | Réglées  |
| 30 juin 2024                         | 214 600   | 214 600  |
| 31 décembre 2024                     | 214 600   | —        |
Le ratio de couverture du service de la dette, fixé par le contrat à 1,25 au minimum, ressort à 0,61.
À la date d'arrêté des comptes, la banque n'a engagé aucune procédure ; un rééchelonnement est en discussion.

Note 21 — Le premier client (un maître d'ouvrage public) représente 340 000 milliers de FCFA du chiffre d'affaires 2024.
Conventions réglementées : aucune convention n'a été conclue ni poursuivie au cours de l'exercice.

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS
Opinion avec réserve — À l'exception de l'incidence éventuelle du point décrit ci-après, nous certifions que les états financiers sont réguliers et sincères et donnent une image fidèle du résultat de l'exercice et de la situation financière de la société.
Fondement de l'opinion avec réserve — Nous n'avons pas assisté à l'inventaire physique des stocks du dépôt de Bata, comptabilisés pour 612 400 milliers de FCFA, et n'avons pu nous assurer de leur existence par d'autres procédures.
Incertitude significative liée à la continuité d'exploitation — Nous attirons votre attention sur la note 2, qui expose la perte de l'exercice et la situation de l'emprunt bancaire. Ces éléments indiquent l'existence d'une incertitude significative de nature à jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Malabo, le 28 avril 2025 — Le commissaire aux comptes`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'customer-concentration', 'litigation', 'related-party', 'short-runway'],
    traits: ['table', 'figures', 'indirect', 'negation'],
  },

  // 03 — Board minutes (procès-verbal de conseil d'administration), data-centre hosting, Mauritanie.
  // founder-departure PRESENT (words): co-founder CTO will "prendre du recul par rapport à la gestion quotidienne" from 1 Oct 2025; also co-founder Cheikh ould Bah left in March 2023.
  // dead-equity PRESENT (split across the list and the next sentence): Cheikh ould Bah, gone since 2023, still holds 1 800 / 10 000 shares; call option not exercised, shares not bought back.
  // related-party PRESENT (indirect): HQ lease (7,2 M MRU/year) with SCI Dar El Barka, whose managing partner is the chair-CEO's husband.
  // litigation PRESENT (direct): Atlas Réseaux claim of 9,5 M MRU pending before the tribunal de commerce, hearing adjourned to 20 Oct 2025.
  // low-founder-ownership ABSENT: active founders 4 900 + 1 300 = 6 200 / 10 000 = 62 % (49 % for the CEO alone, still >= 40 %).
  // investor-control ABSENT: Tiris Capital 2 000 / 10 000 = 20 % (< 50 %).
  // debt-distress ABSENT: 2021 tax reassessment dropped (decision of 3 Feb 2025); no tax arrears.
  // pending-licence ABSENT: data-centre authorisation renewed on 2 June 2025.
  // declining-revenue ABSENT: H1 revenue up 18 % on H1 2024. burn-above-revenue ABSENT: operating profit + 6,2 M MRU.
  {
    id: 'h18-fr-w5-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SAHEL DATA SERVICES SA — Société anonyme au capital de 100 000 000 MRU — Nouakchott
Procès-verbal de la réunion du conseil d'administration du 14 juillet 2025

Présents : Mme Khadijetou mint Ely (présidente-directrice générale), M. Sidi Mohamed ould Ahmed Salem, M. Yacoub ould Dah (représentant Tiris Capital), Mme Mariem mint Abdallahi (administratrice indépendante).
Le quorum étant atteint, le conseil peut valablement délibérer.

1. Direction technique
M. Sidi Mohamed ould Ahmed Salem, cofondateur et directeur technique, informe le conseil qu'à compter du 1er octobre 2025 il prendra du recul par rapport à la gestion quotidienne et n'interviendra plus qu'à titre de conseiller ponctuel. Le conseil charge la présidente de recruter un nouveau directeur technique.

2. Situation semestrielle
Chiffre d'affaires du premier semestre : 48 millions MRU, en hausse de 18 % sur le premier semestre 2024 ; résultat d'exploitation : + 6,2 millions MRU.

3. Capital
Répartition des 10 000 actions : Mme Khadijetou mint Ely 4 900 ; M. Sidi Mohamed ould Ahmed Salem 1 300 ; Tiris Capital 2 000 ;
M. Cheikh ould Bah 1 800.
La présidente rappelle que M. Cheikh ould Bah, cofondateur, a quitté la société en mars 2023 ; la promesse de cession prévue au pacte n'a pas été levée dans le délai et ses actions n'ont pas été rachetées.

4. Bail du siège (Tevragh Zeina)
Le conseil autorise le renouvellement pour trois ans du bail consenti par la SCI Dar El Barka, moyennant un loyer annuel de 7,2 millions MRU. Mme Khadijetou mint Ely, dont l'époux est l'associé gérant de la SCI, ne prend pas part au vote.

5. Contentieux
La société Atlas Réseaux SARL, ancien sous-traitant de câblage, maintient devant le tribunal de commerce de Nouakchott sa demande en paiement de 9,5 millions MRU ; l'affaire a été renvoyée à l'audience du 20 octobre 2025.
Le redressement fiscal portant sur l'exercice 2021 a en revanche été abandonné par l'administration (décision du 3 février 2025) ; la société n'a aucun arriéré d'impôt.

6. Autorisation d'exploitation
Le conseil prend acte du renouvellement par l'Autorité de régulation, le 2 juin 2025, de l'autorisation d'exploitation du centre de données pour cinq ans.

L'ordre du jour étant épuisé, la séance est levée à 12 h 40.`,
    present: ['founder-departure', 'dead-equity', 'related-party', 'litigation'],
    absent: ['low-founder-ownership', 'investor-control', 'debt-distress', 'pending-licence', 'declining-revenue', 'burn-above-revenue'],
    traits: ['minutes', 'prose', 'split', 'indirect', 'time'],
  },

  // 04 — Letter to shareholders with audited annual results, freight forwarding, Guinée équatoriale. CLEAN.
  // audit-opinion ABSENT: accounts "certifiés sans réserve" by the statutory auditor.
  // declining-revenue ABSENT: container volume down 4 %, but revenue 1 940 -> 2 350 M FCFA (+21 %).
  // gross-margin ABSENT: 700 / 2 350 = 29,8 % vs 605 / 1 940 = 31,2 %: down 1,4 points (< 5).
  // customer-concentration ABSENT: first customer 420 / 2 350 = 17,9 % (< 30 %).
  // short-runway / burn-above-revenue ABSENT: net profit 186 M FCFA; cash fall of 210 M (850 -> 640) explained by warehouse capex (230) and early loan repayment (180), partly offset by profit.
  // debt-distress ABSENT: loan repaid early, no instalment unpaid.
  // founder-departure ABSENT: the CEO left another company in 2013 to found TTL; management unchanged.
  // Two Bata forwarders going bankrupt are other companies, with no business link.
  {
    id: 'h18-fr-w5-04',
    documentType: 'financial_statements',
    language: 'fr',
    text: `TRANSPORTS ET TRANSIT DE LUBA (TTL) SA — Malabo
Lettre aux actionnaires — résultats de l'exercice 2024

Madame, Monsieur, cher actionnaire,

Les comptes de l'exercice 2024, que nous soumettrons à l'assemblée générale ordinaire du 26 juin, ont été certifiés sans réserve par notre commissaire aux comptes le 28 mars 2025.

En millions de FCFA            2024      2023
Chiffre d'affaires            2 350     1 940
Marge brute                     700       605
Résultat net                    186       142
Trésorerie au 31 décembre       640       850

Le nombre de conteneurs traités recule de 4 %, mais le chiffre d'affaires progresse de 21 % grâce à l'entreposage sous douane et au transit de matériel parapétrolier. Notre premier client, un groupe parapétrolier, a représenté 420 M FCFA de facturation.

La baisse de la trésorerie s'explique par la construction de l'entrepôt de Luba (230 M FCFA) et par le remboursement anticipé, en septembre, du solde du prêt de 2022 (180 M FCFA), en partie compensés par le résultat de l'exercice. Aucune échéance n'est restée impayée.

Vous avez peut-être lu que deux transitaires de Bata ont déposé le bilan cet automne : nous n'entretenions avec eux aucune relation d'affaires.

M. Ernesto Nsue Obiang, qui avait quitté en 2013 la direction d'une compagnie maritime pour fonder TTL, demeure notre directeur général ; l'équipe de direction est inchangée.

Le conseil proposera à l'assemblée un dividende de 60 M FCFA.
Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.
Le président du conseil d'administration`,
    present: [],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin', 'customer-concentration', 'short-runway', 'debt-distress', 'founder-departure'],
    traits: ['prose', 'table', 'figures', 'negation', 'time'],
  },

  // 05 — Shareholders' agreement (pacte d'associés), solar energy SAS under OHADA law, Guinée équatoriale.
  // investor-control PRESENT (table): Fonds Golfe de Guinée Infrastructures 5 600 / 10 000 = 56 % (>= 50 %).
  // low-founder-ownership PRESENT (table): founders 1 900 + 1 300 = 3 200 / 10 000 = 32 % (< 40 %).
  // cap-table-complexity PRESENT (direct, annex 2): 500 shares not reconciled with the share register; "table ... pas réconciliée".
  //   Table check: 5 600 + 1 900 + 1 300 + 700 + 500 = 10 000.
  // dead-equity ABSENT: art. 5 is a forward-looking leaver clause; nobody has left.
  // founder-departure ABSENT: only the hypothetical "en cas de cessation des fonctions".
  // litigation ABSENT: art. 12 is an arbitration clause for future disputes, none exists.
  // related-party ABSENT: the 500 shares went to eleven private investors with no stated tie to the founders.
  {
    id: 'h18-fr-w5-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — RÍO MUNI SOLAR SAS — Bata
(régi par l'Acte uniforme OHADA relatif au droit des sociétés commerciales et du GIE)

Entre les soussignés :
- Fonds Golfe de Guinée Infrastructures, ci-après « l'Investisseur » ;
- M. Santiago Ondo Mba et Mme Pilar Eyang Nchama, ci-après « les Fondateurs » ;
- les autres associés figurant à l'annexe 1.

Article 2 — Gouvernance
Le comité stratégique comprend cinq membres, dont trois désignés par l'Investisseur. Les décisions listées à l'annexe 3 (budget annuel, endettement supérieur à 100 M FCFA, cession d'actifs) requièrent le vote favorable de l'Investisseur.

Article 5 — Départ d'un Fondateur
En cas de cessation de ses fonctions, le Fondateur concerné s'engage à céder ses actions à la Société ou à l'Investisseur, à la valeur nominale s'il est « mauvais partant », à la valeur de marché s'il est « bon partant ».

Article 8 — Sortie conjointe et obligation de sortie
Toute cession par l'Investisseur de plus de 50 % du capital ouvre aux autres associés un droit de sortie conjointe aux mêmes conditions.

Article 12 — Différends
Tout différend relatif au présent pacte sera tranché par voie d'arbitrage sous l'égide de la CCJA.

Annexe 1 — Répartition du capital à la signature
| Associé                                   | Actions | %     |
| Fonds Golfe de Guinée Infrastructures     | 5 600   | 56,0  |
| Santiago Ondo Mba                         | 1 900   | 19,0  |
| Pilar Eyang Nchama                        | 1 300   | 13,0  |
| Actions réservées au plan salariés        | 700     | 7,0   |
| Investisseurs particuliers (11)           | 500     | 5,0   |
| Total                                     | 10 000  | 100,0 |

Annexe 2 — Déclaration des Parties
Les Parties constatent que les 500 actions attribuées en 2021 aux investisseurs particuliers n'ont pu être rapprochées ni du registre des mouvements de titres ni des bulletins de souscription, dont plusieurs sont introuvables. La table ci-dessus n'est donc pas réconciliée ; la Société fera établir un état certifié dans un délai de six mois.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['dead-equity', 'founder-departure', 'litigation', 'related-party'],
    traits: ['table', 'clauses', 'modality', 'indirect'],
  },

  // 06 — Business plan, dairy (cow and camel milk), Mauritanie. CLEAN.
  // unrealistic-growth ABSENT: 86 -> 112 = 1,30x; 112 -> 146 = 1,30x; 146 -> 184 = 1,26x; three years 184 / 86 = 2,1x (< 27x).
  // gross-margin ABSENT: 32,7/86 = 38,0 %; 42,6/112 = 38,0 %; 55,5/146 = 38,0 %; 69,9/184 = 38,0 %: flat.
  // burn-above-revenue ABSENT: operating result positive every year (10,3; 13,5; 19,0; 25,7); Boghé capex financed by loan (40) + own funds (15).
  // unit-economics ABSENT: 55 - 34 = 21 MRU per litre; 21 / 55 = 38,2 %, consistent with the 38 % table margin.
  // pending-licence ABSENT: Rosso approval granted and renewed; the Boghé application is not yet filed (a plan, not an application).
  // customer-concentration ABSENT: first wholesaler 18 % (< 30 %). high-churn ABSENT: 92 % of 2023 shops reordered in 2024 (churn 8 %/year).
  // founder-departure ABSENT: manager left a grain trader in 2014 to found the dairy. low-founder-ownership ABSENT: 70 %.
  {
    id: 'h18-fr-w5-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `LAITERIE DU TRARZA SARL — Rosso
Plan d'affaires 2025-2027 (extrait)

1. Activité
Collecte de lait de vache et de chamelle auprès de 640 éleveurs du Trarza, pasteurisation et vente de lait frais et de lait caillé en sachets. Agrément sanitaire de l'usine de Rosso obtenu en 2022 et renouvelé en janvier 2025.

2. Marché et concurrence
Nous sommes en concurrence avec deux laiteries industrielles de Nouakchott et avec le lait en poudre importé, moins cher en saison sèche.

3. Clients
410 boutiques et 3 grossistes ; le premier grossiste a représenté 18 % des ventes 2024. 92 % des boutiques clientes en 2023 ont de nouveau commandé en 2024.

4. Comptes prévisionnels (en millions de MRU)
|                          | 2024 réel | 2025  | 2026  | 2027  |
| Chiffre d'affaires       | 86,0      | 112,0 | 146,0 | 184,0 |
| Coût des ventes          | 53,3      | 69,4  | 90,5  | 114,1 |
| Marge brute              | 32,7      | 42,6  | 55,5  | 69,9  |
| Charges d'exploitation   | 22,4      | 29,1  | 36,5  | 44,2  |
| Résultat d'exploitation  | 10,3      | 13,5  | 19,0  | 25,7  |
Marge par litre : prix de vente moyen 55 MRU, coût de revient 34 MRU, soit 21 MRU (38 %).

5. Investissement
Centre de collecte et unité de pasteurisation à Boghé : 55 millions MRU, financés par un crédit bancaire de 40 millions MRU et 15 millions MRU d'autofinancement. La demande d'agrément sanitaire du site de Boghé sera déposée à l'achèvement des travaux, prévu au second semestre 2026 ; le plan ne compte aucune vente de Boghé avant 2027.

6. Équipe
Le gérant, M. Ahmed ould Cheikhna, a quitté en 2014 une société de négoce de céréales pour créer la laiterie ; il détient 70 % des parts.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'unit-economics', 'pending-licence', 'customer-concentration', 'high-churn', 'founder-departure'],
    traits: ['table', 'figures', 'modality', 'time'],
  },

  // 07 — Due diligence questionnaire with management answers, octopus processing and export, Mauritanie.
  // customer-concentration PRESENT (table): Importateur A 276 / 412 = 67,0 % of 2024 revenue (>= 30 %). Table check: 276 + 41 + 33 + 62 = 412.
  // regulatory PRESENT (direct): EU export health approval of plant no. 2 suspended by the health authority on 12 Feb 2025, still in force.
  // pending-licence ABSENT: no application for reinstatement has been filed; compliance works only.
  // litigation ABSENT: 2022 dispute settled by court-approved settlement (May 2023); nothing pending.
  // related-party ABSENT: "Aucune" — no director or family interest in suppliers or customers.
  // debt-distress ABSENT: tax clearance certificate, social contributions paid, no loan instalment late.
  // declining-revenue ABSENT: 377 -> 412 M MRU. burn-above-revenue ABSENT: net profit 31 M MRU. audit-opinion ABSENT: certified without qualification.
  // low-founder-ownership / investor-control ABSENT: founders 61 %, fund 27 %.
  {
    id: 'h18-fr-w5-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PÊCHERIES DE LA BAIE DU LÉVRIER SA (PBL) — Nouadhibou
Questionnaire de due diligence — réponses de la direction au 15 mai 2025

Q1. Chiffre d'affaires et résultat net des deux derniers exercices ; les comptes sont-ils audités ?
R1. 2024 : chiffre d'affaires 412 millions MRU, résultat net 31 millions MRU. 2023 : 377 millions MRU et 24 millions MRU. Les comptes des deux exercices ont été certifiés sans réserve par le commissaire aux comptes.

Q2. Ventilez le chiffre d'affaires 2024 par client principal.
R2. (en millions de MRU)
| Client                | Pays           | CA 2024 |
| Importateur A         | Espagne (Vigo) | 276     |
| Importateur B         | Japon          | 41      |
| Grossiste C           | Mauritanie     | 33      |
| Autres clients (27)   | —              | 62      |

Q3. La société est-elle partie à un litige ou à une procédure en cours ?
R3. Non. Le différend de 2022 avec un armateur a été réglé par une transaction homologuée en mai 2023 ; aucune procédure n'est pendante.

Q4. Toutes les autorisations d'exploitation sont-elles en vigueur ?
R4. L'usine n° 1 conserve son agrément sanitaire d'exportation vers l'Union européenne. Celui de l'usine n° 2 a été suspendu par l'autorité sanitaire le 12 février 2025 à la suite d'une inspection ; la suspension est toujours en vigueur et l'usine n° 2 ne traite plus que pour le Japon et le marché local. Les travaux de mise en conformité sont en cours.

Q5. Existe-t-il des opérations avec des parties liées ?
R5. Aucune. Ni les administrateurs ni les membres de leur famille n'ont d'intérêt chez les fournisseurs, armateurs ou clients de la société.

Q6. La société est-elle à jour de ses obligations fiscales, sociales et bancaires ?
R6. Oui : attestation de régularité fiscale du 3 mars 2025, cotisations CNSS réglées, aucune échéance de crédit en retard.

Q7. Actionnariat.
R7. Les trois fondateurs, tous en fonction, détiennent 61 % ; un fonds d'investissement régional 27 % ; le personnel 12 %.`,
    present: ['customer-concentration', 'regulatory'],
    absent: ['pending-licence', 'litigation', 'related-party', 'debt-distress', 'declining-revenue', 'audit-opinion', 'low-founder-ownership', 'investor-control'],
    traits: ['qa', 'table', 'negation', 'indirect', 'time'],
  },
];
