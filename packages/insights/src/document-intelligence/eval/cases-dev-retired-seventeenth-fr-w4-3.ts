import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW4P3: readonly RedFlagCase[] = [
  // 14 — Pitch deck de pré-amorçage, livraison à moto, Niger.
  // missing-financials PRESENT (indirect, by absence): a deck with deliveries, merchants and a raise amount but no revenue or cost figure.
  // no-competition PRESENT (direct): "il n'existe aujourd'hui aucun concurrent à Niamey".
  // short-runway ABSENT: the raise is sized for 18 months; no cash or burn is stated.
  // unrealistic-growth ABSENT: no projection with a base is given.
  {
    id: 'h17-fr-w4-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `BOLO EXPRESS — La livraison du jour même à Niamey
Deck pré-amorçage — janvier 2025

• Problème : les commerçants du Grand Marché et de Katako n'ont aucun moyen fiable de livrer leurs clients dans la journée.
• Solution : une appli qui relie les commerçants à 140 livreurs à moto formés et assurés ; paiement à la livraison, par Nita ou par Airtel Money.
• Concurrence : il n'existe aujourd'hui aucun concurrent à Niamey, les plateformes régionales ne sont pas présentes au Niger.
• Traction : 9 200 livraisons depuis le lancement en septembre, 310 commerçants inscrits, note moyenne 4,7 / 5.
• Équipe : Ousmane Hamani (CEO, ex-Orange Niger), Zeinabou Abdou (opérations), Idrissa Moussa (produit).
• Levée : 250 M FCFA en BSA-AIR, pour 18 mois — 45 % technologie, 35 % flotte électrique, 20 % marketing.`,
    present: ['missing-financials', 'no-competition'],
    absent: ['short-runway', 'unrealistic-growth'],
    traits: ['list', 'indirect'],
  },

  // 15 — Business plan pour un comité de crédit, huile d'olive conditionnée, Tunisie. CLEAN.
  // customer-concentration ABSENT: largest client Maple Mediterranean Foods = 27% < 30%; no other client above 9%, none named.
  // gross-margin ABSENT: 0,7/2,9 = 24.1% -> 0,8/3,6 = 22.2%, down 1.9 points < 5.
  // declining-revenue ABSENT: olive oil prices fall (24 -> 17 TND/l) but revenue rises 3,6 -> 4,4 M TND (volumes +75%).
  // pending-licence ABSENT: organic certification granted, "aucune demande en cours".
  // debt-distress ABSENT: the crop loan was repaid in full.
  {
    id: 'h17-fr-w4-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `OLÉA SFAX SA — Plan d'affaires 2025-2027
Synthèse remise au comité de crédit de la BIAT, Sfax, février 2025

1. Activité
Conditionnement et export d'huile d'olive extra vierge en bouteilles de 0,5 et 1 litre, sous marque propre et sous marques de distributeurs. Unité de 4 000 m² à Sakiet Ezzit, capacité de 3 millions de litres par an.

2. Historique et projections (en M TND)
| | 2023 réel | 2024 réel | 2025 | 2026 | 2027 |
|---|---|---|---|---|---|
| Chiffre d'affaires | 2,9 | 3,6 | 4,4 | 5,5 | 6,7 |
| Coût des ventes | 2,2 | 2,8 | 3,4 | 4,3 | 5,2 |
| Marge brute | 0,7 | 0,8 | 1,0 | 1,2 | 1,5 |
| Résultat net | 0,21 | 0,24 | 0,31 | 0,42 | 0,55 |

3. Hypothèses
Les cours de l'huile vrac ont fortement reculé sur la campagne 2024/25. Le plan retient un prix moyen de vente de 17 TND le litre en 2025, contre 24 TND en 2024, compensé par une hausse des volumes de 75 % grâce au contrat signé avec une chaîne de supermarchés allemande.

4. Clients
Le premier client, le distributeur canadien Maple Mediterranean Foods, a représenté 27 % du chiffre d'affaires 2024 ; aucun autre client ne dépasse 9 %.

5. Certifications et financement
Certification biologique Ecocert obtenue en janvier 2025 ; aucune demande d'autorisation n'est en cours. Le crédit de campagne de 1,2 M TND accordé en 2023 a été intégralement remboursé en juin 2024.`,
    present: [],
    absent: ['customer-concentration', 'gross-margin', 'declining-revenue', 'pending-licence', 'debt-distress'],
    traits: ['table', 'figures', 'negation', 'modality'],
  },

  // 16 — Lettre trimestrielle aux investisseurs, logiciel de caisse pour boutiques, Mali.
  // founder-departure PRESENT (direct, announced): the co-founder and CTO will leave at the end of June.
  // high-churn PRESENT (figures only, quarter): 94 cancellations / 520 shops at 1 January = 18.1% a quarter = about 6% a month >= 5%.
  // short-runway PRESENT (figures only, weeks): cash 145 M FCFA / 5 M FCFA a week = 29 weeks = about 6.7 months < 9.
  // burn-above-revenue PRESENT (figures only): net outflow 5 M a week = about 21.7 M a month > MRR 9,1 M FCFA.
  // declining-revenue ABSENT: MRR 8,6 -> 9,1 M FCFA, up despite fewer shops.
  // going-concern ABSENT: no doubt on continuity is expressed; a bridge is being raised.
  {
    id: 'h17-fr-w4-16',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Jatigi — Lettre aux investisseurs, premier trimestre 2025
Bamako, le 8 avril 2025

Chers investisseurs,

Je commence par la nouvelle la plus importante. Aminata Traoré, cofondatrice et CTO, m'a annoncé qu'elle quittera Jatigi fin juin pour des raisons familiales. Elle reste pleinement engagée jusque-là et participera au recrutement de son successeur ; nous avons déjà rencontré trois candidats à Dakar et Abidjan.

Côté commercial
- MRR au 31 mars : 9,1 M FCFA (8,6 M FCFA au 31 décembre), porté par la hausse tarifaire de janvier
- Boutiques clientes : 520 au 1er janvier, 61 nouvelles signatures, 94 résiliations, soit 487 au 31 mars
- Les résiliations viennent surtout de Kati et Koulikoro, où les coupures d'électricité rendent la caisse inutilisable une partie de la journée

Côté trésorerie
- Disponibilités au 31 mars : 145 M FCFA
- Nos sorties nettes tournent autour de 5 M FCFA par semaine depuis janvier

Nous ouvrons ce mois-ci un bridge de 300 M FCFA auprès des investisseurs existants ; je reviendrai vers chacun de vous d'ici au 20 avril.

Bien à vous,
Seydou Dembélé, CEO`,
    present: ['founder-departure', 'high-churn', 'short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },

  // 17 — Tableau de capitalisation après Série A, agritech, Guinée. CLEAN.
  // low-founder-ownership ABSENT: active founders 24.0% + 19.0% = 43.0% >= 40%.
  // investor-control ABSENT: Teranga Growth Fund 38% < 50%.
  // dead-equity ABSENT: the options of the developer who left lapsed and went back to the pool; nobody who left holds shares.
  // founder-departure ABSENT: the leaver was a developer, not a founder or executive.
  // cap-table-complexity ABSENT: table reconciled with the register and the articles by a notary.
  {
    id: 'h17-fr-w4-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `FOUTA FRESH SA — Tableau de capitalisation après le closing de la Série A (28 février 2025)
Établi par Me Kadiatou Bah, notaire à Conakry, et rapproché du registre des titres et des statuts mis à jour

| Associé | Actions | % |
|---|---|---|
| Mamadou Aliou Diallo (président, cofondateur) | 240 000 | 24,0 % |
| Fatoumata Binta Camara (directrice générale, cofondatrice) | 190 000 | 19,0 % |
| Teranga Growth Fund | 380 000 | 38,0 % |
| Business angels (5) | 90 000 | 9,0 % |
| Pool BSPCE (dont 3,2 % attribués) | 100 000 | 10,0 % |
| Total | 1 000 000 | 100,0 % |

Observations
1. Les deux fondateurs travaillent à temps plein dans la société.
2. Aucun ancien salarié ni ancien associé ne détient de titres. Les 6 000 options consenties à un développeur parti en septembre 2024, avant la fin de sa période d'acquisition, sont devenues caduques et ont réintégré le pool.
3. Teranga Growth Fund désigne un administrateur sur trois et dispose d'un droit de veto sur les décisions listées à l'article 12 du pacte.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
  },

  // 18 — Rapport de gestion du conseil à l'AGO, sous-traitance textile, Maroc.
  // declining-revenue PRESENT (figures): CA 212,4 -> 176,9 M MAD.
  // gross-margin PRESENT (figures only): 40,4/212,4 = 19.0% -> 19,5/176,9 = 11.0%, down 8 points >= 5.
  // going-concern PRESENT (direct, board): "incertitude significative quant à la capacité de la société à poursuivre son exploitation".
  // burn-above-revenue PRESENT (figures only): pre-tax loss (14,2) M MAD, so costs above revenue.
  // audit-opinion ABSENT: the auditor's opinion is unqualified; the material-uncertainty paragraph does not modify it.
  // customer-concentration ABSENT: the lost Spanish principal's share is not given.  debt-distress ABSENT: no default or arrears.
  {
    id: 'h17-fr-w4-18',
    documentType: 'financial_statements',
    language: 'fr',
    text: `TISSAGES DU DÉTROIT SA — Zone franche de Tanger
Rapport de gestion du conseil d'administration à l'assemblée générale ordinaire — exercice 2024 (extraits)

Mesdames, Messieurs les actionnaires,

L'exercice 2024 a été marqué par l'arrêt, en avril, des commandes de notre principal donneur d'ordre espagnol, qui a transféré une partie de sa production en Turquie et en Égypte. Pour maintenir l'activité des ateliers, nous avons accepté au second semestre des séries courtes à prix serrés.

| En M MAD | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 176,9 | 212,4 |
| Coût des ventes | 157,4 | 172,0 |
| Marge brute | 19,5 | 40,4 |
| Charges d'exploitation | 27,8 | 29,1 |
| Résultat financier | (5,9) | (4,8) |
| Résultat avant impôt | (14,2) | 6,5 |

Continuité d'exploitation
Le conseil attire votre attention sur le fait que ces circonstances font naître une incertitude significative quant à la capacité de la société à poursuivre son exploitation. Celle-ci dépend de la réalisation, avant le 30 juin 2025, de l'augmentation de capital de 20 M MAD que l'actionnaire de référence s'est engagé à souscrire.

Certification des comptes
Votre commissaire aux comptes a certifié les comptes sans réserve ; son rapport comporte un paragraphe relatif à l'incertitude significative liée à la continuité d'exploitation, qui ne modifie pas son opinion.`,
    present: ['declining-revenue', 'gross-margin', 'going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 19 — Pitch deck Série A, irrigation pilotée en abonnement, Maroc. CLEAN.
  // non-recurring-revenue ABSENT: one-off installation fees (620 k MAD) are stated as excluded from ARR.
  // unit-economics ABSENT: 700 x 70% = 490 MAD a month; 1 / 2% = 50 months; LTV 24 500 / CAC 4 200 = 5.8x, as stated. ARR 700 x 1 140 x 12 = 9,6 M MAD, consistent.
  // no-competition ABSENT: competitors are named.  unrealistic-growth ABSENT: 9,6 -> 24 M MAD = 2.5x < 4x.
  // short-runway ABSENT: 14 months of runway >= 9.
  {
    id: 'h17-fr-w4-19',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SQAYA — L'irrigation pilotée par capteurs, en abonnement
Deck Série A — Agadir, mai 2025

Traction
• 1 140 exploitations abonnées dans le Souss-Massa et le Haouz
• ARR : 9,6 M MAD, abonnements uniquement. Les frais d'installation, facturés une fois (620 k MAD en 2024), sont comptabilisés à part et exclus de l'ARR
• Churn mensuel moyen 2024 : 2 %

Unit economics (moyennes 2024)
• ARPA : 700 MAD par mois ; marge brute abonnement 70 %, soit 490 MAD par mois
• Durée de vie moyenne : 1 / 2 % = 50 mois, d'où une LTV d'environ 24 500 MAD
• CAC : 4 200 MAD, soit un ratio LTV / CAC d'environ 5,8×

Concurrence
Netafim et Rivulis pour le matériel, une dizaine d'intégrateurs locaux pour l'installation. Aucun ne propose encore un abonnement tout compris, mais nous savons que deux acteurs y travaillent.

Plan
Objectif d'ARR fin 2026 : 24 M MAD (2,5×), avec l'ouverture du Gharb et de l'Oriental.
Trésorerie : 7,7 M MAD au 30 avril, soit environ 14 mois de runway.
Levée : 40 M MAD.`,
    present: [],
    absent: ['non-recurring-revenue', 'unit-economics', 'no-competition', 'unrealistic-growth', 'short-runway'],
    traits: ['list', 'figures', 'negation'],
  },

  // 20 — Term sheet de conversion et d'investissement, fintech de facturation, Tunisie.
  // investor-control PRESENT (figures): Medina Capital Partners 51,3% post-operation >= 50%.
  // low-founder-ownership PRESENT (figures only): the only active founder, Sami Gharbi, holds 24,1% < 40% (Hatem Jaziri left).
  // founder-departure PRESENT (indirect, time): co-founder Hatem Jaziri resigned in March 2022.
  // dead-equity PRESENT (indirect): he still holds 12,0%, whose buy-back is only a condition precedent.
  // cap-table-complexity PRESENT (indirect): 2021 transfers missing from the register, 4% gap between register and company list.
  // pending-licence ABSENT: no approval is listed among the conditions.
  {
    id: 'h17-fr-w4-20',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE DE CONVERSION ET D'INVESTISSEMENT — TERM SHEET
Société : Fatoura SA, Tunis
Investisseur : Medina Capital Partners (« MCP »)

1. Opération
Conversion des obligations convertibles souscrites par MCP en 2023 (1,8 M TND, intérêts capitalisés compris) et souscription complémentaire de 2,4 M TND en numéraire.

2. Capital à l'issue de l'opération (non dilué)
- MCP : 51,3 %
- Sami Gharbi, cofondateur et directeur général : 24,1 %
- Hatem Jaziri : 12,0 %
- Autres porteurs : 12,6 %

3. Conditions préalables au closing
(a) Rachat, par la Société ou toute personne qu'elle se substituera, des 12,0 % toujours détenus par M. Hatem Jaziri, cofondateur, qui n'exerce plus aucune fonction dans la Société depuis sa démission de mars 2022.
(b) Remise d'un état des titres rapproché : deux cessions d'actions intervenues en 2021 ne figurent pas au registre des mouvements de titres, et le nombre d'actions des « autres porteurs » diffère de 4 % entre le registre et la liste établie par la Société.
(c) Adoption de statuts modifiés créant des actions de préférence au profit de MCP.

4. Gouvernance
Conseil de cinq membres, dont trois désignés par MCP. Le directeur général est nommé sur proposition de MCP.`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['pending-licence'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },
];
