import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW3P3: readonly RedFlagCase[] = [
  // 14 — pitch deck, télémédecine, Cameroun.
  // missing-financials PRESENT (indirect, by absence): no revenue or cost figure anywhere; only users, consultations and the amount sought.
  // no-competition PRESENT (direct): "MboaSanté n'a pas de concurrent au Cameroun".
  // high-churn PRESENT (figures only): 46 % of the January 2024 cohort still active twelve months later: a year's retention < 55 %.
  // founder-departure ABSENT: the CEO's and CTO's former jobs are past employers, nobody left MboaSanté.
  {
    id: 'h17-fr-w3-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `MBOASANTÉ
La santé à portée de téléphone — Douala, Yaoundé, Bafoussam
Deck de levée d'amorçage — avril 2025

01 — Le problème
Un médecin pour près de 10 000 habitants. Des heures d'attente à l'hôpital pour dix minutes de consultation. Des médicaments contrefaits vendus au bord de la route.

02 — La solution
Téléconsultation avec des médecins inscrits à l'Ordre, ordonnance numérique, livraison des médicaments par nos pharmacies partenaires en moins de deux heures.

03 — Traction
• 38 000 patients inscrits
• 9 200 consultations en mars 2025
• 14 pharmacies partenaires et 46 médecins
• Note moyenne de 4,7/5 sur le Play Store

04 — Fidélité
Sur la cohorte de patients inscrits en janvier 2024, 46 % ont de nouveau consulté en janvier 2025.

05 — Concurrence
MboaSanté n'a pas de concurrent au Cameroun : aucune autre plateforme ne réunit consultation, ordonnance et livraison, et ni les cliniques ni les pharmacies n'offrent ce parcours.

06 — Équipe
Dr Murielle Eyenga, CEO — ancienne médecin-chef d'un hôpital de district à Douala
Steve Kamga, CTO — auparavant développeur chez un opérateur de téléphonie mobile

07 — Notre demande
Nous levons 600 000 € pour ouvrir Garoua et Bamenda, recruter 20 médecins et lancer une offre pour les entreprises.`,
    present: ['missing-financials', 'no-competition', 'high-churn'],
    absent: ['founder-departure'],
    traits: ['list', 'indirect', 'figures'],
  },

  // 15 — point mensuel aux investisseurs, logiciel comptable SaaS, Cameroun. CLEAN.
  // high-churn ABSENT (close): 29 / 708 = 4.1 % a month (May 26 / 689 = 3.8 %) < 5.
  // non-recurring-revenue ABSENT (negation): set-up fees shown separately and excluded from MRR.
  // gross-margin ABSENT (close): 67.5 % -> 66.0 % = down 1.5 pt; 68 % in January = down 2 pts < 5.
  // customer-concentration ABSENT: largest client 6 % of MRR.
  // burn-above-revenue ABSENT: EBITDA positive (+1.1 M).
  {
    id: 'h17-fr-w3-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `Comptika — point mensuel aux investisseurs, juin 2025
Douala, le 4 juillet 2025

| Indicateur                               | Mai 2025     | Juin 2025    |
|------------------------------------------|--------------|--------------|
| MRR (abonnements uniquement)             | 20,4 M FCFA  | 21,6 M FCFA  |
| Frais de mise en service (hors MRR)      | 1,9 M FCFA   | 2,3 M FCFA   |
| Clients en début de mois                 | 689          | 708          |
| Résiliations                             | 26           | 29           |
| Marge brute                              | 67,5 %       | 66,0 %       |
| EBITDA                                   | +0,7 M FCFA  | +1,1 M FCFA  |

Commentaires
- Churn : 29 résiliations sur 708 clients, soit 4,1 %, juste sous notre plafond interne de 5 %. Il s'agit surtout de petits cabinets fermés après la saison des déclarations.
- Les frais de mise en service sont facturés une seule fois : nous les présentons à part et ils n'entrent pas dans le MRR.
- La marge brute recule de 1,5 point avec la migration vers un centre de données à Douala ; elle était de 68 % en janvier.
- Notre premier client, Bonabéri Distribution, pèse 6 % du MRR.
- Trésorerie au 30 juin : 164 M FCFA.

Prochain point : début août. N'hésitez pas à nous présenter des cabinets d'expertise comptable à Libreville, où nous testons l'offre.`,
    present: [],
    absent: ['high-churn', 'non-recurring-revenue', 'gross-margin', 'customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'negation', 'figures'],
  },

  // 16 — rapport du commissaire aux comptes, microfinance, Gabon.
  // audit-opinion PRESENT (direct): "Impossibilité d'exprimer une opinion" (disclaimer).
  // going-concern PRESENT (direct): "doute important sur la capacité ... à poursuivre son exploitation".
  // regulatory PRESENT (direct): COBAC decision of 9 Feb. 2024 banning new loans, close supervision.
  // burn-above-revenue PRESENT (figures): PNB 1 240 - 1 610 - 890 = net loss 1 260 M FCFA.
  // debt-distress ABSENT: the 38 % non-performing loans are the borrowers' arrears, not the institution's own debt.
  {
    id: 'h17-fr-w3-16',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NKOUM FINANCE SA — Établissement de microfinance de deuxième catégorie
Siège : boulevard Triomphal, Libreville (Gabon)

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2023

Impossibilité d'exprimer une opinion
Nous avons été désignés pour auditer les états financiers de Nkoum Finance SA. Nous n'exprimons pas d'opinion sur ces états financiers : en raison de l'importance des points décrits ci-après, nous n'avons pas pu obtenir les éléments probants suffisants et appropriés pour fonder une opinion d'audit.

Fondement de l'impossibilité d'exprimer une opinion
- Le logiciel de gestion du portefeuille a été remplacé en août 2023 sans reprise complète des historiques ; l'encours de crédits de 6,8 Md FCFA n'a pu être rapproché de la comptabilité qu'à hauteur de 71 %.
- Les créances en souffrance atteignent 38 % de l'encours brut ; les provisions de 890 M FCFA n'ont pas pu être justifiées dossier par dossier.

Données chiffrées (en millions de FCFA)
Produit net bancaire                      1 240
Charges générales d'exploitation         (1 610)
Coût du risque                             (890)
Résultat net                             (1 260)

Continuité d'exploitation
Les fonds propres nets sont devenus inférieurs au minimum réglementaire et le ratio de solvabilité n'est plus respecté. Par décision du 9 février 2024, la Commission bancaire de l'Afrique centrale a interdit à l'établissement d'octroyer de nouveaux crédits jusqu'à la reconstitution de ses fonds propres et l'a placé sous surveillance rapprochée. Ces éléments font peser un doute important sur la capacité de l'établissement à poursuivre son exploitation.

Libreville, le 30 juin 2024 — Cabinet Ndong Obame Audit, commissaire aux comptes`,
    present: ['audit-opinion', 'going-concern', 'regulatory', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['figures', 'table'],
  },

  // 17 — note d'avocat au conseil sur l'état du capital, plateforme numérique, Congo-Brazzaville.
  // investor-control PRESENT (table, edge): Congo Basin Ventures I 5 000 / 10 000 = 50.0 % (50 % or more).
  // low-founder-ownership PRESENT (table): active founders Loubaki 19.0 % + Itoua 12.0 % = 31.0 % < 40.
  // dead-equity PRESENT (indirect): Ebaka left in March 2024, buy-back option not exercised and now lapsed; he keeps 9.0 %.
  // founder-departure PRESENT (indirect): co-founder Ebaka "a quitté ses fonctions" of CTO.
  // cap-table-complexity PRESENT (direct): BSAs missing from the register, two versions (10.0 % vs 11.4 %), "pas en mesure de certifier".
  {
    id: 'h17-fr-w3-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE À L'ATTENTION DU CONSEIL D'ADMINISTRATION DE MWINDA TECH SAS
Objet : état du capital avant l'entrée des investisseurs de série A
De : Me Gisèle Ngouabi-Kimbembe, avocate au barreau de Brazzaville
Date : 18 mars 2025

1. Répartition du capital selon le registre des mouvements de titres

| Associé                                         | Ordinaires | Préférence A | % du capital |
|-------------------------------------------------|-----------:|-------------:|-------------:|
| Congo Basin Ventures I                          |          — |        5 000 |       50,0 % |
| Cédric Loubaki, cofondateur, Président          |      1 900 |            — |       19,0 % |
| Sandrine Itoua, cofondatrice, directrice générale |    1 200 |            — |       12,0 % |
| Rodrigue Ebaka, cofondateur                     |        900 |            — |        9,0 % |
| Business angels (sept personnes)                |      1 000 |            — |       10,0 % |
| Total                                           |      5 000 |        5 000 |      100,0 % |

2. Situation de M. Ebaka
M. Ebaka a quitté ses fonctions de directeur technique en mars 2024 pour s'installer à Dakar. L'article 12 du pacte permettait de racheter ses actions à leur valeur nominale dans les six mois suivant son départ ; cette faculté n'a pas été exercée et elle est aujourd'hui éteinte. M. Ebaka demeure associé et conserve ses droits de vote.

3. Écarts constatés
Les BSA émis en 2022 au profit de trois conseillers ne figurent pas au registre. Deux versions du tableau de capitalisation circulent : celle du registre, ci-dessus, et celle remise aux investisseurs de série A, qui attribue 11,4 % aux business angels. Les ordres de mouvement correspondant à cette différence n'ont pas été retrouvés. En l'état, nous ne sommes pas en mesure de certifier la répartition du capital.

4. Recommandation
Procéder, avant toute signature, à une reconstitution complète de l'historique du capital et faire ratifier le tableau définitif par l'ensemble des associés.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },

  // 18 — plan d'affaires (synthèse), eau conditionnée, République centrafricaine. CLEAN.
  // unrealistic-growth ABSENT (close): 210 -> 520 (2.5x) -> 1 040 (2.0x) -> 1 870 (1.8x); never 4x, and 8.9x over three years, far from 27x.
  // pending-licence ABSENT (time): operating permit and conformity certificate obtained in 2023, valid until 2028; no new permit needed.
  // burn-above-revenue ABSENT: 2024 costs 176 M < revenue 210 M.
  // customer-concentration ABSENT: largest wholesaler 18 %.
  {
    id: 'h17-fr-w3-18',
    documentType: 'business_plan',
    language: 'fr',
    text: `BANGUI EAUX PURES SARL — Plan d'affaires 2025-2027 (synthèse)
Site de production : Bimbo, périphérie de Bangui

Qui sommes-nous
Depuis 2021, nous produisons de l'eau potable conditionnée en sachets de 500 ml, vendue aux grossistes du PK5 et aux revendeuses de quartier. En 2025, une ligne de bouteilles de 1,5 l entre en service pour viser les hôtels, les ONG et les bases logistiques.

Réalisé 2024
- Chiffre d'affaires : 210 M FCFA
- Charges d'exploitation : 176 M FCFA
- Résultat avant impôt : 34 M FCFA

Projections de chiffre d'affaires
- 2025 : 520 M FCFA (démarrage de la ligne bouteilles en avril)
- 2026 : 1 040 M FCFA
- 2027 : 1 870 M FCFA

Autorisations
L'autorisation d'exploitation du forage et le certificat de conformité de l'agence nationale de normalisation ont été obtenus en 2023 et restent valables jusqu'en 2028. La ligne de bouteilles, installée sur le même site, ne requiert aucune autorisation supplémentaire.

Marché et concurrence
Nous faisons face aux eaux importées du Cameroun et à deux ensacheurs locaux. Notre premier grossiste représente 18 % des ventes.

Financement recherché : 280 M FCFA en crédit-bail pour la ligne bouteilles.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence', 'burn-above-revenue', 'customer-concentration'],
    traits: ['list', 'figures', 'time'],
  },

  // 19 — note au conseil (revue trimestrielle), SaaS de traçabilité du cacao, Cameroun.
  // gross-margin PRESENT (table, figures only): cost of sales 109 > revenue 101 in Q2 (84 > 78 in Q1): negative gross margin.
  // burn-above-revenue PRESENT (figures only): cost of sales alone above revenue in both quarters.
  // non-recurring-revenue PRESENT (indirect): ONCC mapping job of 96 M, invoiced once, "intégrée à l'ARR".
  // short-runway ABSENT: 870 / (95 / 3 = 31.7 a month) = 27 months.
  // declining-revenue ABSENT: revenue 78 -> 101; recurring ARR 306 > 280.
  {
    id: 'h17-fr-w3-19',
    documentType: 'business_plan',
    language: 'fr',
    text: `AGRITRACK CAMEROUN SAS — Note au conseil d'administration
Objet : revue du deuxième trimestre 2025
Yaoundé, le 11 juillet 2025

1. Tableau de bord (en millions de FCFA)
                                                      T1 2025    T2 2025
ARR présenté                                             280        402
Chiffre d'affaires du trimestre                           78        101
Coût des ventes (hébergement, agents de terrain, tablettes)  84     109
Consommation de trésorerie du trimestre                   88         95
Trésorerie en fin de trimestre                           965        870

2. Commentaires de la direction générale
L'ARR progresse de 44 % sur le trimestre. Cette hausse s'explique par la mission de cartographie des vergers confiée en mai par l'ONCC, d'un montant de 96 M FCFA, facturée en une seule fois à la livraison, que nous avons intégrée à l'ARR du trimestre. Les 61 coopératives abonnées apportent, quant à elles, 306 M FCFA d'ARR.
Les coûts de terrain restent élevés dans le Centre et le Sud-Ouest : chaque coopérative nouvelle mobilise deux agents pendant trois mois pour l'enrôlement des planteurs.

3. Décisions proposées
- Geler les recrutements d'agents jusqu'à fin septembre ;
- Tester l'enrôlement par les secrétaires de coopérative, rémunérés à la tâche.`,
    present: ['gross-margin', 'burn-above-revenue', 'non-recurring-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 20 — comptes annuels audités (extraits), froid et climatisation, Congo-Brazzaville. CLEAN.
  // gross-margin ABSENT (close): 1 001 / 2 946 = 34.0 % vs 1 108 / 2 918 = 38.0 %, down 4.0 points < 5.
  // customer-concentration ABSENT (close): largest client 28 % < 30.
  // debt-distress ABSENT (over): loan rescheduled in 2021, now current, "aucun arriéré".
  // declining-revenue ABSENT: revenue 2 946 vs 2 918 (net profit falls, revenue does not).
  // audit-opinion ABSENT: unqualified opinion.
  {
    id: 'h17-fr-w3-20',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOCIÉTÉ CONGOLAISE DE FROID ET CLIMATISATION — SCFC SA
Pointe-Noire (République du Congo) — États financiers de l'exercice 2024

Extrait du rapport du commissaire aux comptes (Cabinet Bouiti & Associés, 14 avril 2025) : « Nous certifions que les états financiers annuels sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. »

Compte de résultat (en millions de FCFA)     2024       2023
Chiffre d'affaires                           2 946      2 918
Coût des ventes                             (1 945)    (1 810)
Marge brute                                  1 001      1 108
Charges d'exploitation                        (781)      (836)
Résultat financier                             (37)       (41)
Impôt sur les sociétés                         (41)       (43)
Résultat net                                   142        188

Note 12 — Emprunts
Le crédit de BGFIBank Congo, rééchelonné en 2021 pendant la crise de liquidité, est à jour : la dernière échéance trimestrielle a été réglée le 30 novembre 2024 et aucun arriéré ne subsiste.

Note 15 — Clients
Le premier client, le Terminal minéralier de Pointe-Noire, représente 28 % du chiffre d'affaires ; aucun autre client ne dépasse 7 %.

Note 18 — Litiges
Néant.`,
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'debt-distress', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'time', 'negation'],
  },
];
