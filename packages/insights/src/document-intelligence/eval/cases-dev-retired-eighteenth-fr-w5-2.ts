import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW5P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck, merchant QR payments, Guinée équatoriale.
  // missing-financials PRESENT (indirect, by absence): no revenue and no cost figure anywhere; only user counts, a commission model without amounts, and the 450 M FCFA ask (neither revenue nor cost).
  // pending-licence PRESENT (direct): payment-institution licence application filed with the COBAC in November 2024, "en cours d'instruction".
  // regulatory ABSENT: no sanction, ban or suspension; the application is stated neutrally (that is the pending-licence flag, not a stated uncertainty).
  // high-churn ABSENT: 71 % of merchants signed twelve months ago still active (retention >= 55 %).
  // unrealistic-growth ABSENT: 38 000 -> 90 000 users by end 2026 = 2,4x in ~20 months; merchants 640 -> 1 600 = 2,5x (both far below 4x a year).
  // no-competition ABSENT: competitors named (mobile-operator wallets, banking apps).
  {
    id: 'h18-fr-w5-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `CEIBA PAY — Présentation investisseurs — Malabo, avril 2025

1. Le problème
La plupart des petits commerces de Malabo et de Bata n'acceptent que les espèces ; les paiements entre Bioko et la région continentale restent lents.

2. La solution
Une application de paiement marchand par QR code, reliée aux comptes bancaires et aux portefeuilles mobiles.

3. Traction
   • 38 000 utilisateurs actifs par mois (21 000 en avril 2024)
   • 640 commerçants à Malabo et à Bata
   • 71 % des commerçants inscrits il y a douze mois sont toujours actifs

4. Modèle économique
Une commission sur chaque paiement encaissé par le commerçant ; l'utilisateur ne paie rien.

5. Réglementation
Nous opérons aujourd'hui comme prestataire technique d'une banque partenaire agréée. Notre demande d'agrément en qualité d'établissement de paiement a été déposée auprès de la COBAC en novembre 2024 ; elle est en cours d'instruction.

6. Concurrence
Les portefeuilles des deux opérateurs mobiles et les applications bancaires ; notre avantage : l'interopérabilité.

7. Objectifs fin 2026
90 000 utilisateurs actifs et 1 600 commerçants.

8. Équipe
Rosa Mangue Ela (directrice générale, quinze ans en banque) ; Daniel Esono Nguema (directeur technique).

9. Levée
450 M FCFA — 40 % technologie, 35 % développement commercial, 25 % conformité.`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['regulatory', 'high-churn', 'unrealistic-growth', 'no-competition'],
    traits: ['list', 'indirect', 'time'],
  },

  // 09 — Financial statements with statutory auditor's report, pharmaceutical distribution, Mauritanie. CLEAN.
  // audit-opinion ABSENT: unqualified opinion ("nous certifions ... réguliers et sincères"); the "Observation" paragraph expressly does not modify it.
  // going-concern ABSENT: auditor states no significant going-concern uncertainty.
  // gross-margin ABSENT: 282 610 / 1 284 600 = 22,0 % vs 261 600 / 1 142 300 = 22,9 %: down 0,9 point (< 5).
  // burn-above-revenue ABSENT: net profit 58 132 k MRU. Check: 282 610 - 96 400 - 88 300 - 21 900 + 14 200 - 12 700 = 77 510; tax 25 % = 19 378; net 58 132.
  //   2023: 261 600 - 89 100 - 81 700 - 19 800 - 14 900 = 56 100; tax 14 025; net 42 075.
  // declining-revenue ABSENT: 1 142 300 -> 1 284 600 (+12,5 %).
  // customer-concentration ABSENT: public purchasing centre 212 400 / 1 284 600 = 16,5 % (< 30 %).
  // litigation ABSENT: dispute ended by a final appeal judgment (no further appeal lodged).
  // non-recurring-revenue ABSENT: the provision reversal is shown on its own line as non-current income, outside revenue.
  // debt-distress ABSENT: all instalments paid on time; DSCR 2,1 vs 1,3 minimum.
  {
    id: 'h18-fr-w5-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SODIPA SA — Société de distribution pharmaceutique — Nouakchott
États financiers de l'exercice clos le 31 décembre 2024 — extraits

Compte de résultat (en milliers de MRU)
|                                                         | 2024        | 2023      |
| Chiffre d'affaires                                      | 1 284 600   | 1 142 300 |
| Coût d'achat des marchandises vendues                   | (1 001 990) | (880 700) |
| Marge brute                                             | 282 610     | 261 600   |
| Charges de personnel                                    | (96 400)    | (89 100)  |
| Autres charges d'exploitation                           | (88 300)    | (81 700)  |
| Dotations aux amortissements                            | (21 900)    | (19 800)  |
| Reprise de provision pour litige (produit non courant)  | 14 200      | —         |
| Charges financières nettes                              | (12 700)    | (14 900)  |
| Résultat avant impôt                                    | 77 510      | 56 100    |
| Impôt sur les bénéfices                                 | (19 378)    | (14 025)  |
| Résultat net                                            | 58 132      | 42 075    |

Note 7 — Les ventes à la centrale d'achat publique de médicaments s'élèvent à 212 400 milliers de MRU (2023 : 198 100).
Note 11 — Le litige qui opposait la société à un ancien distributeur régional a pris fin par l'arrêt de la cour d'appel de Nouakchott du 5 juin 2024, devenu définitif faute de pourvoi ; la provision correspondante a été reprise.
Note 15 — Toutes les échéances d'emprunt de l'exercice ont été réglées à bonne date ; le ratio de couverture du service de la dette ressort à 2,1 pour un minimum contractuel de 1,3.

RAPPORT DU COMMISSAIRE AUX COMPTES
Opinion — Nous certifions que les états financiers sont, au regard des règles et principes comptables mauritaniens, réguliers et sincères et donnent une image fidèle du résultat de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Observation — Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 3, qui expose le changement de méthode d'évaluation des stocks (passage du premier entré, premier sorti au coût moyen pondéré).
Nous n'avons pas relevé d'incertitude significative relative à la continuité d'exploitation.
Nouakchott, le 14 avril 2025 — Le commissaire aux comptes`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'burn-above-revenue', 'declining-revenue', 'customer-concentration', 'litigation', 'non-recurring-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 10 — Board minutes, bottled mineral water, Guinée équatoriale. CLEAN.
  // founder-departure ABSENT: the CFO's departure was only discussed in March; he has confirmed he stays (contract extended to 2028).
  // audit-opinion ABSENT: 2024 accounts certified without qualification by the statutory auditor.
  // declining-revenue ABSENT: 2 480 -> 2 940 M FCFA (+18,5 %).
  // gross-margin ABSENT: 46,1 % vs 47,3 %: down 1,2 points (< 5). burn-above-revenue ABSENT: net profit 318 M FCFA.
  // debt-distress ABSENT: net debt / EBITDA 1,8 vs 3,0 ceiling, all instalments paid.
  // pending-licence ABSENT: operating authorisation for spring no. 2 renewed on 4 April 2025.
  // litigation ABSENT: carrier dispute closed by settlement signed 10 May 2025 and fully performed; proceedings extinguished.
  // related-party ABSENT: each director declares no direct or indirect interest in the chosen supplier.
  {
    id: 'h18-fr-w5-10',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SOCIÉTÉ DES EAUX MINÉRALES DE MOKA SA — Malabo
Extrait du procès-verbal de la réunion du conseil d'administration du 26 mai 2025

Présents : M. Juan Bosco Edú Nsang (président), Mme Teresa Bindang Obono (directrice générale), M. Lucas Ela Mituy, M. Alain Kessi (administrateur indépendant).

1. Comptes de l'exercice 2024
Le conseil prend connaissance du rapport du commissaire aux comptes, qui certifie sans réserve les comptes arrêtés lors de la séance du 20 mars :
- chiffre d'affaires : 2 940 M FCFA (2023 : 2 480 M FCFA) ;
- taux de marge brute : 46,1 % (2023 : 47,3 %) ;
- résultat net : 318 M FCFA ;
- trésorerie au 31 décembre : 380 M FCFA.
Il convoque l'assemblée générale ordinaire pour le 27 juin et proposera un dividende de 120 M FCFA.

2. Direction financière
Le directeur administratif et financier, M. Pedro Mba Esono, dont le départ avait été évoqué lors de la séance du 20 mars, a confirmé son maintien ; un avenant prolongeant son contrat jusqu'en 2028 a été signé.

3. Financement
Le ratio dette nette / EBE ressort à 1,8 pour un plafond contractuel de 3,0 ; toutes les échéances ont été honorées.

4. Autorisation d'exploitation
L'autorisation d'exploitation de la source n° 2 a été renouvelée pour dix ans par arrêté ministériel du 4 avril 2025.

5. Fournisseur de préformes
Le conseil approuve le choix, après appel d'offres, d'un fabricant camerounais de préformes ; chaque administrateur déclare n'avoir aucun intérêt, direct ou indirect, dans ce fournisseur.

6. Litige avec le transporteur
Le différend porté en 2024 devant le tribunal de Malabo a pris fin par un protocole transactionnel signé le 10 mai 2025 et entièrement exécuté ; l'instance est éteinte.

Plus rien n'étant à l'ordre du jour, la séance est levée.`,
    present: [],
    absent: ['founder-departure', 'audit-opinion', 'declining-revenue', 'gross-margin', 'debt-distress', 'pending-licence', 'litigation', 'related-party'],
    traits: ['minutes', 'list', 'negation', 'time'],
  },

  // 11 — Letter to shareholders (quarterly investor update), pharmacy-management software, Mauritanie.
  // non-recurring-revenue PRESENT (split: table asterisk + footnote over two lines): T3 "revenus récurrents" 10,4 include 1,9 M MRU one-off data migration billed once.
  // gross-margin PRESENT (table): 5,5 / 8,1 = 67,9 % -> 6,1 / 10,4 = 58,7 %: down 9,2 points (>= 5).
  // burn-above-revenue PRESENT (table): T3 costs 4,3 + 11,2 = 15,5 > revenue 10,4; operating loss (5,1). Check: 10,4 - 4,3 = 6,1; 6,1 - 11,2 = -5,1; T2 8,1 - 2,6 = 5,5; 5,5 - 9,4 = -3,9.
  // short-runway PRESENT (figures, quarter): burn 5,3 / 3 = 1,77 M MRU/month; cash 9,2 / 1,77 = 5,2 months (< 9).
  // declining-revenue ABSENT: reported 8,1 -> 10,4; even without the one-off, 10,4 - 1,9 = 8,5 > 8,1.
  // high-churn ABSENT: 3 cancellations out of 215 pharmacies at the start of the quarter = 1,4 %/quarter, about 0,5 %/month. Base: 215 + 14 - 3 = 226.
  // customer-concentration ABSENT: ministry 1,9 / 10,4 = 18,3 % (< 30 %).
  // unrealistic-growth ABSENT: doubling the base by end 2026 (2x over five quarters).
  {
    id: 'h18-fr-w5-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `DAWA SOFT SA — Nouakchott
Lettre aux actionnaires — troisième trimestre 2025

Chers actionnaires,

Le trimestre a été marqué par la signature de notre premier contrat public et par l'arrivée de 14 nouvelles pharmacies, ce qui porte notre parc à 226 officines abonnées ; seules 3 officines ont résilié au cours du trimestre.

Revenus et résultat (en millions de MRU)
|                                                      | T2 2025 | T3 2025 |
| Revenus récurrents                                   | 8,1     | 10,4*   |
| Coût des revenus (hébergement, support, déploiement) | 2,6     | 4,3     |
| Marge brute                                          | 5,5     | 6,1     |
| Charges d'exploitation                               | 9,4     | 11,2    |
| Résultat d'exploitation                              | (3,9)   | (5,1)   |
* dont 1,9 million MRU au titre de la migration des données du ministère de la Santé,
  prestation facturée en une seule fois, à la livraison, en septembre.

La trésorerie disponible s'élevait à 9,2 millions MRU au 30 septembre ; la consommation de trésorerie du trimestre a été de 5,3 millions MRU.

Nous préparons une levée de 40 millions MRU pour le premier trimestre 2026 et visons un doublement du parc d'officines d'ici fin 2026.

Avec nos sentiments dévoués,
Mariem mint Sidi Mohamed, directrice générale`,
    present: ['non-recurring-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue', 'high-churn', 'customer-concentration', 'unrealistic-growth'],
    traits: ['table', 'split', 'figures', 'indirect'],
  },

  // 12 — Shareholders' agreement (pacte d'associés), digital services SARL, Mauritanie. CLEAN (legal document, no financials needed).
  // low-founder-ownership ABSENT: founders 3 800 + 2 600 = 6 400 / 10 000 = 64 % (>= 40 %).
  // investor-control ABSENT: Sahel Ventures Partners 2 800 / 10 000 = 28 % (< 50 %); its art. 7 veto is not a majority holding.
  //   Table check: 3 800 + 2 600 + 2 800 + 500 + 300 = 10 000.
  // dead-equity ABSENT: the only person who left (a non-executive financial partner) sold all 800 parts in January 2024, transfer registered.
  // founder-departure ABSENT: that partner was never a founder or executive; art. 4 is hypothetical.
  // cap-table-complexity ABSENT: split stated as matching the updated articles and the transfer register.
  // no-competition ABSENT: art. 3 is a non-compete covenant, not a claim of no competitors.
  // related-party ABSENT: art. 6 only sets an approval rule for future agreements. litigation ABSENT: art. 11 covers future disputes.
  {
    id: 'h18-fr-w5-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — OASIS NUMÉRIQUE SARL — Nouakchott

Entre :
- M. Brahim ould Mohamed Vall et Mme Fatimetou mint Sidaty, associés fondateurs et cogérants (« les Fondateurs ») ;
- Sahel Ventures Partners (« l'Investisseur ») ;
- M. Abdallahi ould Ely et Mme Zeinabou mint Hamady (« les Associés minoritaires »).

Préambule
Le capital social de 10 000 000 MRU est divisé en 10 000 parts sociales de 1 000 MRU, réparties comme suit, conformément aux statuts mis à jour et au registre des cessions tenu au siège :
- M. Brahim ould Mohamed Vall : 3 800 parts
- Mme Fatimetou mint Sidaty : 2 600 parts
- Sahel Ventures Partners : 2 800 parts
- M. Abdallahi ould Ely : 500 parts
- Mme Zeinabou mint Hamady : 300 parts
M. Moussa ould Lebatt, associé financier n'ayant jamais exercé de fonction dans la Société, a cédé le 12 janvier 2024 l'intégralité de ses 800 parts aux Fondateurs ; la cession a été enregistrée et signifiée à la Société.

Article 3 — Exclusivité et non-concurrence
Pendant la durée de leurs fonctions et deux ans après leur cessation, les Fondateurs s'interdisent toute activité concurrente de celle de la Société en Mauritanie.

Article 4 — Départ d'un Fondateur
Le Fondateur qui cesserait ses fonctions s'engage à céder ses parts aux autres associés, au prix fixé à l'article 9, dans un délai de quatre-vingt-dix jours ; à défaut, la Société pourra les racheter.

Article 6 — Conventions
Toute convention entre la Société et un associé, un cogérant ou un membre de leur famille est soumise à l'accord préalable et écrit de l'Investisseur.

Article 7 — Décisions importantes
Requièrent l'accord d'associés représentant au moins 75 % des parts : toute augmentation de capital, tout emprunt supérieur à 20 millions MRU, la cession du fonds de commerce.

Article 11 — Différends
Tout différend né du présent pacte sera soumis à une médiation préalable puis, à défaut d'accord, à un tribunal arbitral de trois arbitres siégeant à Nouakchott.

Fait à Nouakchott, le 3 février 2025, en cinq exemplaires originaux.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity', 'no-competition', 'related-party', 'litigation'],
    traits: ['list', 'clauses', 'negation', 'modality', 'time'],
  },

  // 13 — Business plan, fibre and radio internet access, Guinée équatoriale.
  // high-churn PRESENT (list, figures only): 870 of the 1 840 subscribers of 1 Jan 2024 still active on 31 Dec: retention 870 / 1 840 = 47,3 % (< 55 %), churn 52,7 %/year (>= 45 %). Base check: 870 + 1 310 = 2 180.
  // customer-concentration PRESENT (amount against total): oil-group contract 312 / 740 = 42,2 % of 2024 revenue (>= 30 %).
  // burn-above-revenue PRESENT (table): 2024 costs 395 + 510 = 905 > revenue 740; operating loss (165). 2023: 610 - 330 - 470 = -190. Projections: 960 - 490 - 560 = -90; 1 250 - 610 - 590 = 50; 1 600 - 750 - 620 = 230.
  // short-runway ABSENT: cash burn 198 / 12 = 16,5 M FCFA/month; 420 / 16,5 = 25,5 months (>= 9); 2025 capex financed by leasing.
  // unrealistic-growth ABSENT: 740 -> 960 = 1,30x; 960 -> 1 250 = 1,30x; 1 250 -> 1 600 = 1,28x; three years 1 600 / 740 = 2,2x.
  // gross-margin ABSENT: (610-330)/610 = 45,9 %; (740-395)/740 = 46,6 %; then 49,0 %, 51,2 %, 53,1 %: rising.
  // declining-revenue ABSENT: 610 -> 740. pending-licence ABSENT: ISP licence granted in 2021, valid to 2031.
  {
    id: 'h18-fr-w5-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `NTEM CONNECT SA — Bata
Plan d'affaires 2025-2027 — document remis aux banques partenaires

1. Activité
Accès internet par fibre optique et boucle radio pour les ménages et les entreprises de Bata et de Mongomo. Licence de fournisseur d'accès délivrée en 2021 par l'organe de régulation des télécommunications, valable jusqu'en 2031.

2. Abonnés résidentiels en 2024
- parc au 1er janvier 2024 : 1 840 abonnés
- abonnés du 1er janvier encore actifs au 31 décembre : 870
- nouveaux abonnements de l'année : 1 310
- parc au 31 décembre 2024 : 2 180
Le remplacement des équipements radio, prévu en 2025, doit réduire les résiliations.

3. Clients entreprises
Le contrat de connectivité des bases logistiques d'un groupe pétrolier opérant au large de Bata a été facturé 312 M FCFA en 2024 ; il court jusqu'en juin 2027.

4. Comptes (en millions de FCFA)
|                                            | 2023 réel | 2024 réel | 2025  | 2026  | 2027  |
| Chiffre d'affaires                         | 610       | 740       | 960   | 1 250 | 1 600 |
| Coûts directs (bande passante, maintenance)| 330       | 395       | 490   | 610   | 750   |
| Charges d'exploitation                     | 470       | 510       | 560   | 590   | 620   |
| Résultat d'exploitation                    | (190)     | (165)     | (90)  | 50    | 230   |

5. Financement
Trésorerie au 31 décembre 2024 : 420 M FCFA ; consommation de trésorerie de l'exercice 2024 : 198 M FCFA.
L'extension du réseau à Ebebiyín en 2025 (150 M FCFA) sera financée par crédit-bail.`,
    present: ['high-churn', 'customer-concentration', 'burn-above-revenue'],
    absent: ['short-runway', 'unrealistic-growth', 'gross-margin', 'declining-revenue', 'pending-licence'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },
];
