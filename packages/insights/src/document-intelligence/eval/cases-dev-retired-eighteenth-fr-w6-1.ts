import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW6P1: readonly RedFlagCase[] = [
  // 01 — Plan d'affaires, fintech (diaspora remittances to Haïti / West Africa), Québec.
  // pending-licence PRESENT (prose, list): money-services-business permit applied for at Revenu Québec on 14 Feb 2025, decision still awaited.
  // unrealistic-growth PRESENT (indirect, table): revenue 820 k$ (2025) -> 4 100 k$ (2026) = 5.0× in one year (>= 4×).
  // burn-above-revenue PRESENT (indirect, table): 2024 actual costs 1 090 k$ > revenue 410 k$ (operating loss 680 k$).
  // short-runway ABSENT: cash 1 350 k$; net burn 2024 = 680/12 = 56.7 k$/month -> 23.8 months; 2025 budget 630/12 = 52.5 -> 25.7 months (>= 9).
  // regulatory ABSENT: FINTRAC registration obtained; the only open item is the pending permit, no sanction or stated uncertainty.
  // no-competition ABSENT: competitors are named (international networks, banks, informal agents).
  // founder-departure ABSENT: the CFO left a bank in 2019 to JOIN the company; no founder or executive left it.
  {
    id: 'h18-fr-w6-01',
    documentType: 'business_plan',
    language: 'fr',
    text: `PLAN D'AFFAIRES 2025-2027 — LYANNAJ PAIEMENTS INC. (Montréal)

1. Sommaire
Lyannaj Paiements offre aux diasporas haïtienne et ouest-africaine du Québec une application de transfert d'argent vers Haïti, le Sénégal et la Côte d'Ivoire : retrait en espèces chez 140 agents partenaires ou dépôt sur portefeuille mobile. Frais fixes de 4,99 $ par envoi, sans marge cachée sur le taux de change.

2. Cadre réglementaire
- Inscription auprès du CANAFE : obtenue en juin 2024.
- Permis d'entreprise de services monétaires (Revenu Québec) : demande déposée le 14 février 2025,
  dossier en cours d'analyse ; décision attendue au cours du troisième trimestre 2025.
- D'ici là, les envois sont réglés par notre partenaire de règlement, titulaire de son propre permis.

3. Marché et concurrence
Les grands réseaux internationaux de transfert, les banques et les agents informels se partagent un marché estimé à 1,1 G$ CA par an au départ du Québec. Notre coût total pour le client est inférieur d'environ 40 % à celui des réseaux établis.

4. Équipe
Nathalie Jean-Baptiste, présidente et cofondatrice ; Ousmane Diallo, cofondateur et chef de la technologie ; Marc-Antoine Célestin, chef des finances, qui a quitté en 2019 la direction de la conformité d'une grande banque canadienne pour nous rejoindre.

5. Projections financières (en milliers de $ CA)
                         2024 (réel)   2025 (budget)   2026 (prév.)   2027 (prév.)
Volume transféré             9 800          19 500         96 000        228 000
Revenus nets                   410             820          4 100          9 800
Charges d'exploitation       1 090           1 450          2 900          5 600
Résultat d'exploitation       (680)           (630)         1 200          4 200

Trésorerie au 31 décembre 2024 : 1,35 M$ CA.
Financement recherché : 2 M$ CA (ronde d'amorçage) pour atteindre la rentabilité en 2026.`,
    present: ['pending-licence', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['short-runway', 'regulatory', 'no-competition', 'founder-departure'],
    traits: ['table', 'figures', 'indirect', 'list', 'split', 'time'],
  },

  // 02 — Fil de courriels entre associés, agro-transformation (dried mango exported to Québec), Haïti.
  // founder-departure PRESENT (indirect, words): co-founder Mirlande "prends du recul" and leaves operations on 1 Dec; co-founder Jean-Robert left in 2022.
  // dead-equity PRESENT (prose): Jean-Robert, gone since 2022, still holds his 15 %; the buy-back clause was never exercised.
  // customer-concentration PRESENT (indirect, figures): Marché Kalbas 9,8 M HTG / 24,0 M HTG sales = 40.8 % (>= 30 %).
  // declining-revenue ABSENT: sales 24,0 M HTG vs 19,5 M HTG the year before (+23 %).
  // low-founder-ownership ABSENT: Patrick 45 % + Mirlande 25 % = 70 %; even Patrick alone (45 %) is over 40 %.
  // litigation ABSENT: a lawyer "pourrait" be needed if an invoice stays unpaid: a possible future dispute, none exists.
  // burn-above-revenue / short-runway ABSENT: net profit 2,1 M HTG, no burn; cash 4,1 M HTG.
  {
    id: 'h18-fr-w6-02',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Patrick Désir
À : Mirlande Joseph
Date : 6 octobre 2025
Objet : Clôture de l'exercice et suite

Mirlande,
Chiffres provisoires de l'exercice clos le 30 septembre : ventes 24,0 M HTG (19,5 M HTG l'an dernier), bénéfice net 2,1 M HTG. Marché Kalbas à Montréal nous a acheté pour 9,8 M HTG de mangues séchées sur l'exercice ; les autres épiceries se partagent le reste.
Ils ont encore une facture de 1,3 M HTG en retard. S'ils n'ont pas payé fin octobre, on pourrait devoir passer par un avocat, mais on n'en est pas là.
Patrick

---
De : Mirlande Joseph
Date : 6 octobre 2025
Objet : RE: Clôture de l'exercice et suite

Belle année. Comme je te l'ai dit au téléphone, à partir du 1er décembre je prends du recul : je laisse la direction des opérations de l'usine de Léogâne et je ne garderai que mon siège au conseil. Il faut lancer le recrutement cette semaine.
M.

---
De : Patrick Désir
Date : 7 octobre 2025
Objet : RE: RE: Clôture de l'exercice et suite

Compris, on annonce ça au CA du 20. Autre point : Jean-Robert, notre troisième associé fondateur,
détient toujours ses 15 %. Depuis son départ en 2022, on n'a jamais exercé la clause de rachat,
et le Fonds Agri-Diaspora (15 %) pose la question avant la prochaine ronde. Pour mémoire : moi 45 %, toi 25 %.
On préfère garder les 4,1 M HTG en banque pour la campagne de mangues.
Patrick`,
    present: ['founder-departure', 'dead-equity', 'customer-concentration'],
    absent: ['declining-revenue', 'low-founder-ownership', 'litigation', 'burn-above-revenue', 'short-runway'],
    traits: ['email', 'split', 'indirect', 'figures', 'modality', 'prose'],
  },

  // 03 — Rapport de gestion trimestriel, school-management SaaS for schools in francophone Africa, Québec.
  // declining-revenue PRESENT (indirect, table): subscription revenue T2 2025 548 k$ < T1 2025 612 k$ (the T2 2024 column, 501, tempts a year-on-year reading).
  // high-churn PRESENT (indirect, figures): 39 cancellations / 215 schools at 31 March = 18.1 % a quarter ≈ 6.0 %/month (compounded 6.4 %) >= 5 %.
  // audit-opinion PRESENT (footnote): interim statements "n'ont fait l'objet ni d'un audit ni d'un examen".
  // gross-margin ABSENT: 388/548 = 70.8 % vs 441/612 = 72.1 % (-1.3 pt) and 359/501 = 71.7 % a year ago; well under 5 points.
  // burn-above-revenue ABSENT: costs 160 + 342 = 502 < 548 (T2 2025); 536 < 612 (T1); 460 < 501 (T2 2024): operating profit each period.
  // customer-concentration ABSENT: largest client 9 % of quarterly revenue.
  // going-concern ABSENT: management states no material uncertainty; cash 1,9 M$, no debt.
  {
    id: 'h18-fr-w6-03',
    documentType: 'financial_statements',
    language: 'fr',
    text: `KLASNET SOLUTIONS INC. — RAPPORT DE GESTION
Deuxième trimestre 2025 (trimestre clos le 30 juin 2025)

Faits saillants
- Résultat d'exploitation : 46 k$
- Trésorerie au 30 juin : 1,9 M$ CA ; aucune dette bancaire
- Le plus important client, un réseau de 22 écoles à Dakar, représente 9 % des produits du trimestre

Résultats (en milliers de dollars canadiens)
                                T2 2025    T1 2025    T2 2024
Produits d'abonnement              548        612        501
Coût des produits                  160        171        142
Marge brute                        388        441        359
Charges d'exploitation             342        365        318
Résultat d'exploitation             46         76         41

Écoles abonnées
Au 31 mars 2025 ....................... 215
Nouvelles écoles ....................... 14
Résiliations ........................... 39
Au 30 juin 2025 ....................... 190

Commentaires de la direction
Les résiliations se sont concentrées au Sénégal et au Cameroun à la fin de l'année scolaire, après la hausse tarifaire de février. La marge brute demeure stable. La direction n'a relevé aucune incertitude significative quant à la continuité de l'exploitation.

Note : les états financiers intermédiaires résumés dont ces chiffres sont tirés n'ont fait l'objet ni d'un audit ni d'un examen par l'auditeur de la Société.`,
    present: ['declining-revenue', 'high-churn', 'audit-opinion'],
    absent: ['gross-margin', 'burn-above-revenue', 'customer-concentration', 'going-concern'],
    traits: ['table', 'figures', 'indirect', 'list', 'negation'],
  },

  // 04 — Note d'investissement d'un fonds (Montréal fund), pay-as-you-go solar kits, Haïti.
  // investor-control PRESENT (indirect, table): Groupe Péligre Holdings 6 200 000 / 10 000 000 = 62 % (after a 12 % round: 62 × 0.88 = 54.6 %, still >= 50 %).
  // low-founder-ownership PRESENT (indirect, table): founders 14 % + 10 % = 24 % (< 40 %).
  // related-party PRESENT (prose): 41 M HTG of purchases from Kay Enèji SARL, owned by the CEO's brother.
  // customer-concentration ABSENT: largest institutional contract (an NGO) 7 % of revenue; households otherwise.
  // debt-distress ABSENT: the overdue items are CUSTOMERS' PAYG receivables (6,1 %); the company's own bank loan is current.
  // unrealistic-growth ABSENT: 250 / 186 = 1.34× projected for 2025.
  // audit-opinion / burn-above-revenue ABSENT: 2024 statements audited, unmodified opinion; net profit 4,2 and 9,4 M HTG.
  // cap-table-complexity ABSENT: cap table reconciled with the share register by counsel.
  {
    id: 'h18-fr-w6-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `FONDS WOZO CAPITAL — NOTE D'INVESTISSEMENT
Comité d'investissement du 12 mai 2025
Société visée : Solèy Lakay SA (Port-au-Prince) — kits solaires domestiques en paiement à l'usage
Opération proposée : 1,5 M$ CA pour 12 % du capital après financement

1. Performance (en millions de HTG ; états financiers 2024 audités, opinion sans réserve)
                      2023      2024
Revenus                131       186
Taux de marge brute    33 %      34 %
Résultat net           4,2       9,4
Trésorerie au 31 mars 2025 : 27 M HTG. Prêt bancaire : toutes les échéances sont à jour.
Créances PAYG des clients en souffrance depuis plus de 90 jours : 6,1 % du portefeuille (7,8 % en 2023).
Le plus important contrat institutionnel (une ONG) représente 7 % des revenus.

2. Actionnariat avant l'opération (table rapprochée avec le registre par nos conseillers juridiques)
Actionnaire                                          Actions       %
Groupe Péligre Holdings SA (holding familial)      6 200 000    62,0
Nadège Pierre-Louis, cofondatrice et DG            1 400 000    14,0
Wilner Auguste, cofondateur et DT                  1 000 000    10,0
Réserve d'options (non attribuées)                   800 000     8,0
Investisseurs providentiels (6)                      600 000     6,0
Total                                             10 000 000   100,0

3. Points d'attention
- Approvisionnement : en 2024, 41 M HTG de panneaux et de batteries ont été achetés auprès de
  Kay Enèji SARL, distributeur détenu par M. Frantz Pierre-Louis, frère de la directrice générale.
- Gouvernance : nous demanderons un siège au conseil et un droit de veto sur le budget annuel.

4. Projections de la direction : revenus 2025 de 250 M HTG.

Recommandation : investir, sous réserve d'une convention entre actionnaires protégeant les minoritaires.`,
    present: ['investor-control', 'low-founder-ownership', 'related-party'],
    absent: ['customer-concentration', 'debt-distress', 'unrealistic-growth', 'audit-opinion', 'burn-above-revenue', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect', 'list', 'split'],
  },

  // 05 — Protocole d'accord (investment MOU), freight consolidation Montréal–Port-au-Prince–Dakar, Québec.
  // litigation PRESENT (recital): company is defendant in a 640 000 $ action before the Cour supérieure, "toujours pendante".
  // cap-table-complexity PRESENT (representation): cap table and register "n'ont pas été rapprochés"; 410 000 vs 455 000 options; note conversions not computed.
  // debt-distress PRESENT (indirect, words): "retard dans la remise" of source deductions and GST/QST, 212 000 $ owed to the tax authorities (tax arrears).
  // investor-control ABSENT: the investor would hold 28 % after closing (< 50 %).
  // regulatory ABSENT: the tax arrears are a debt to Revenu Québec / CRA, not a regulator's sanction, ban or suspension.
  // missing-financials ABSENT: legal document, the class does not apply.
  {
    id: 'h18-fr-w6-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'ACCORD

ENTRE : CAPITAL TÈT ANSANM, S.E.C., société en commandite constituée au Québec (l'« Investisseur »)
ET : LOGISTIK NÒ-SID INC., société régie par la Loi canadienne sur les sociétés par actions, ayant son siège à Montréal (la « Société »)

ATTENDU QUE la Société exploite un service de groupage de fret entre Montréal, Port-au-Prince et Dakar ;
ATTENDU QUE la Société est défenderesse dans l'action intentée le 9 septembre 2024 par Transports Maritimes Alizé ltée devant la Cour supérieure du Québec (district de Montréal), laquelle réclame 640 000 $, et que cette instance est toujours pendante ;
ATTENDU QUE l'Investisseur envisage de souscrire des actions privilégiées de catégorie A de la Société ;

1. Nature. Le présent protocole n'engage pas les Parties, à l'exception des articles 6 et 7.
2. Investissement. 1 800 000 $, représentant 28 % des actions sur une base entièrement diluée après la clôture.
3. Déclarations de la Société.
3.1 Le registre des valeurs mobilières et la table de capitalisation n'ont pas été rapprochés à la date des présentes : le registre fait état de 410 000 options attribuées, les procès-verbaux du conseil de 455 000, et la conversion des billets convertibles émis en 2022 et 2023 (600 000 $ au total) n'a pas été calculée de façon définitive.
3.2 La Société accuse un retard dans la remise des retenues à la source et de la TPS/TVQ ; les sommes dues à Revenu Québec et à l'Agence du revenu du Canada s'élèvent à 212 000 $ au 31 mai 2025.
4. Conditions préalables à la clôture : (a) rapprochement de la table de capitalisation par les conseillers de l'Investisseur ; (b) paiement intégral des sommes visées à l'article 3.2 à même le produit de la souscription ; (c) remise d'un rapport de l'avocat de la Société sur l'état de l'instance.
5. Utilisation du produit. Fonds de roulement et ouverture d'un entrepôt à Dakar.
6. Exclusivité. 60 jours à compter de la signature.
7. Confidentialité. Les Parties gardent confidentielles les modalités du présent protocole.
8. Loi applicable. Lois du Québec.

Signé à Montréal, le 18 juin 2025.`,
    present: ['litigation', 'cap-table-complexity', 'debt-distress'],
    absent: ['investor-control', 'regulatory', 'missing-financials'],
    traits: ['legal', 'prose', 'list', 'indirect', 'figures'],
  },

  // 06 — Mise à jour aux investisseurs, SaaS for tontines / savings associations (diaspora and West Africa), Québec.
  // short-runway PRESENT (indirect, figures): cash 520 k$; June net burn 128 - 49 = 79 k$/month -> 6.6 months (May: 121 - 36 = 85; 599 / 85 = 7.0 months at end of May) < 9.
  // burn-above-revenue PRESENT (indirect, table): June spending 128 k$ > MRR 49 k$ (May 121 > 36).
  // non-recurring-revenue PRESENT (split, indirect): the June "MRR" of 49 k$ includes a 9 k$ integration fee billed once.
  // declining-revenue ABSENT: even without the one-off, recurring revenue 49 - 9 = 40 k$ > May 36 k$.
  // high-churn ABSENT: 3 cancellations / 212 associations = 1.4 % a month.
  // customer-concentration ABSENT: the cooperative pays 9 + 1,2 = 10,2 k$ of 49 k$ = 20.8 % (< 30 %).
  // pending-licence / regulatory ABSENT: legal opinion says no money-services permit is needed; nothing applied for, no uncertainty stated.
  {
    id: 'h18-fr-w6-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objet : Tontine Pro — mise à jour aux investisseurs, juin 2025

Bonjour à toutes et à tous,

Points saillants
- 212 associations et coopératives abonnées (Montréal, Dakar, Abidjan, Bamako, Lomé)
- MRR au 30 juin : 49 k$, contre 36 k$ en mai. La hausse de juin comprend les frais d'intégration
  de 9 k$ facturés en une seule fois à la Coopérative d'épargne Solidarité Bamako-Montréal pour le
  lancement de son portail ; son abonnement mensuel est de 1,2 k$.
- Désabonnements : 3 associations en juin

Chiffres du mois (en k$ CA)
                              Mai      Juin
MRR                            36        49
Dépenses totales              121       128
Trésorerie en fin de mois     599       520

Conformité
Un avis juridique obtenu en mars confirme que notre modèle ne requiert pas de permis d'entreprise de services monétaires : les cotisations transitent exclusivement par les comptes bancaires des associations.

Équipe
Fatou Sarr s'est jointe à nous comme responsable des ventes pour l'Afrique de l'Ouest.

Prochaines étapes
Nous ouvrons une ronde relais de 600 k$ ; les investisseurs actuels ont un droit de premier refus jusqu'au 31 juillet.

Merci de votre confiance,
Aïssatou Ndiaye, cofondatrice et PDG`,
    present: ['short-runway', 'burn-above-revenue', 'non-recurring-revenue'],
    absent: ['declining-revenue', 'high-churn', 'customer-concentration', 'pending-licence', 'regulatory'],
    traits: ['table', 'figures', 'indirect', 'split', 'list'],
  },

  // 07 — Convention de prêt, coffee processing, Haïti. CLEAN.
  // debt-distress ABSENT (negation): "aucun Cas de défaut n'est survenu"; up to date with creditors and the DGI; DSCR 1,9 vs covenant 1,25; leverage 1,1 vs 2,5.
  // litigation ABSENT: the dispute with a former supplier was settled on 14 March 2024 and the file is closed.
  // pending-licence ABSENT (modality): an export licence is only required "si" one should be needed; the operating permit is granted.
  // regulatory ABSENT: suspension of a permit appears only as a hypothetical event of default.
  // related-party ABSENT (negation): no contract with shareholders, officers or their families.
  // audit-opinion ABSENT: FY2024 statements audited, unmodified opinion.
  {
    id: 'h18-fr-w6-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CONVENTION DE PRÊT À TERME

ENTRE : FONDS KREDI SOLIDÈ SA, société anonyme haïtienne, Pétion-Ville (le « Prêteur »)
ET : MOULIN TI KAFE SA, société anonyme haïtienne, Thiotte (l'« Emprunteur »)

Article 1 — Montant et conditions. Le Prêteur consent un prêt de 36 000 000 HTG (trente-six millions de gourdes), au taux de 14 % l'an, d'une durée de 48 mois, remboursable en 42 mensualités après un différé de 6 mois.
Article 2 — Objet. Acquisition d'une décortiqueuse et d'un séchoir solaire pour le café vert.
Article 3 — Garanties. Hypothèque de premier rang sur l'usine de Thiotte ; nantissement des équipements financés.
Article 4 — Déclarations de l'Emprunteur. L'Emprunteur déclare que :
a) ses états financiers de l'exercice clos le 30 septembre 2024 ont été audités et ont fait l'objet d'une opinion sans réserve ;
b) aucun Cas de défaut n'est survenu ni ne se poursuit, et il est à jour de ses obligations envers ses créanciers et envers la DGI ;
c) le litige qui l'opposait à un ancien fournisseur a été réglé par transaction le 14 mars 2024 ; le dossier est clos et aucune autre procédure n'est en cours ;
d) son permis d'exploitation est délivré et en vigueur jusqu'au 31 décembre 2026 ;
e) il n'a conclu aucun contrat avec ses actionnaires, ses dirigeants ou les membres de leur famille.
Article 5 — Engagements financiers. Ratio de couverture du service de la dette d'au moins 1,25 (1,9 au 30 septembre 2024) ; ratio dette / fonds propres d'au plus 2,5 (1,1 à la même date).
Article 6 — Cas de défaut. Constitue notamment un Cas de défaut : (i) le non-paiement d'une échéance dans les 15 jours de sa date ; (ii) le non-respect d'un ratio de l'article 5 ; (iii) la suspension ou le retrait du permis d'exploitation.
Article 7 — Exportation. Si l'exportation de café vert vers le Canada devait exiger une licence ou un certificat supplémentaire, l'Emprunteur s'engage à en faire la demande dans les 30 jours.
Article 8 — Droit applicable. Droit haïtien ; tribunaux de Port-au-Prince.

Fait à Pétion-Ville, le 2 juin 2025, en deux exemplaires originaux.`,
    present: [],
    absent: ['debt-distress', 'litigation', 'pending-licence', 'regulatory', 'related-party', 'audit-opinion'],
    traits: ['legal', 'negation', 'modality', 'time', 'list'],
  },
];
