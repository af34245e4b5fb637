/** Writer 5's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Bénin, Togo and Burkina Faso, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW5P1: readonly RedFlagCase[] = [
  // 01 — customer-concentration PRESENT: "deux tiers" of 2025 revenue from one buyer (≈67 % ≥ 30 %).
  // no-competition PRESENT: "Aucun concurrent" claimed.
  // unrealistic-growth ABSENT: 380 / 210 = 1,8× in 2026. No burn, cash or ownership figure given.
  {
    id: 'h24-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect', 'figures'],
    present: ['customer-concentration', 'no-competition'],
    absent: ['unrealistic-growth', 'missing-financials', 'short-runway'],
    text: `GBADÉ AGRO — Pitch investisseurs — Cotonou, novembre 2026

Slide 1 — Le problème
• Au Bénin, 30 à 40 % de la production d'ananas pourrit entre le champ et le port
• Les petits producteurs d'Allada et de Zè vendent au bord de la route, au prix du jour

Slide 2 — Notre solution
• Collecte en camion frigorifique, tri et calibrage dans notre station d'Allada
• Paiement des producteurs par mobile money sous 48 h
• 1 140 producteurs enrôlés, dont 38 % de femmes

Slide 3 — Traction
• CA 2024 : 96 MFCFA
• CA 2025 : 210 MFCFA (+119 %)
• CA janv.-oct. 2026 : 231 MFCFA
• Deux tiers de notre chiffre d'affaires 2025 proviennent d'un seul acheteur : un exportateur de Cotonou qui expédie vers l'Europe sous contrat annuel renouvelable

Slide 4 — Concurrence
Aucun concurrent sur notre créneau. Personne d'autre ne fait la chaîne complète champ → station → export au Bénin. Les bana-bana n'offrent ni froid ni traçabilité.

Slide 5 — Modèle économique
• Marge brute 2025 : 27 %
• Commission de 12 % sur le volume trié + vente directe de fruits calibrés

Slide 6 — Projections
| Année | CA (MFCFA) |
| 2026 | 380 |
| 2027 | 640 |
| 2028 | 1 050 |

Slide 7 — La levée
Nous levons 250 MFCFA (≈ 381 000 EUR) en seed pour une deuxième station à Zè et trois camions.

Contact : direction@gbade-agro.bj`,
  },

  // 02 — audit-opinion PRESENT: "opinion avec réserve" (modified opinion).
  // debt-distress PRESENT: VAT arrears owed to the OTR (tax arrears) not yet paid.
  // declining-revenue PRESENT: CA 1 012,6 M (2025) < 1 241,3 M (2024).
  // gross-margin ABSENT: 26,5 % (2025) vs 27,2 % (2024) = -0,7 pt. burn-above-revenue ABSENT: net profit 18,4 M.
  // going-concern ABSENT: auditor states no material uncertainty.
  {
    id: 'h24-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'split'],
    present: ['audit-opinion', 'debt-distress', 'declining-revenue'],
    absent: ['going-concern', 'gross-margin', 'burn-above-revenue', 'customer-concentration', 'litigation'],
    text: `LOMÉ FRET EXPRESS SAS — Capital 50 000 000 FCFA — RCCM TG-LOM 2019 B 1187
ÉTATS FINANCIERS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2025 (SYSCOHADA révisé)

COMPTE DE RÉSULTAT (en milliers de FCFA)
                                   2025          2024
Chiffre d'affaires            1 012 600     1 241 300
Achats et sous-traitance       -744 300      -903 700
Marge brute                     268 300       337 600
Charges de personnel           -152 900      -171 200
Autres charges externes         -71 400       -88 300
Dotations aux amortissements    -19 800       -21 100
Résultat financier               -5 800        -7 400
Résultat net                     18 400        49 600

EXTRAIT DES NOTES ANNEXES
Note 3 — Chiffre d'affaires. La baisse de 18,4 % s'explique par la fin du contrat de transit avec un armateur en juin 2025 et le ralentissement du corridor Lomé-Ouagadougou. Aucun client ne représente plus de 15 % du chiffre d'affaires.

Note 9 — Dettes fiscales. Au 31 décembre 2025, la société reste redevable envers l'Office Togolais des Recettes (OTR) de 46 200 kFCFA de TVA collectée au titre des mois d'août à novembre 2025, non reversée à l'échéance, majorée de 6 900 kFCFA de pénalités de retard. Une demande d'échéancier a été adressée à l'OTR le 20 janvier 2026 ; à la date d'arrêté des comptes, aucune réponse n'a été reçue et les sommes restent dues.

Note 12 — Litiges. Néant.

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Opinion avec réserve. À l'exception de l'incidence éventuelle du point décrit dans la section « Fondement de l'opinion avec réserve », nous certifions que les états financiers sont réguliers et sincères.
Fondement de l'opinion avec réserve : nous n'avons pas pu assister à l'inventaire physique des pièces détachées et pneumatiques stockés à Kara (valeur nette comptable 38 700 kFCFA) et n'avons pu obtenir d'éléments probants alternatifs.
Continuité d'exploitation : nous n'avons pas relevé d'incertitude significative.

Fait à Lomé, le 28 avril 2026 — Cabinet K. Amégah & Associés`,
  },

  // 03 — CLEAN. short-runway ABSENT: 330 M cash / 30 M gross spend a month = 11 months (stated "11 mois").
  // burn-above-revenue ABSENT: spend 30 M < revenue 42,1 M in November. high-churn ABSENT: 4 %/month < 5 %.
  // customer-concentration ABSENT: largest client 24 % < 30 %. gross-margin ABSENT: 36 % → 34 % = -2 pts.
  // declining-revenue ABSENT: monthly revenue rises every month.
  {
    id: 'h24-fr-w5-03',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'clean'],
    present: [],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'gross-margin', 'burn-above-revenue', 'declining-revenue'],
    text: `Objet : SoleilFaso Énergie — Point investisseurs novembre 2026

Chers tous,

Voici notre point mensuel. En résumé : un bon mois, malgré les délestages qui ont ralenti les installations à Bobo.

Chiffres clés (FCFA)
Mois        Revenus     Kits actifs
Août        35,2 M      9 870
Sept.       37,0 M      10 310
Oct.        39,6 M      10 840
Nov.        42,1 M      11 420

• Dépenses totales du mois (burn brut) : environ 30 M FCFA, stables depuis septembre.
• Trésorerie au 30/11 : 330 M FCFA, soit 11 mois de dépenses même si nous n'encaissions plus rien.
• Churn des abonnés pay-as-you-go : 4 % par mois (4,6 % en août). Le recouvrement par Orange Money / Moov Money aide beaucoup.
• Marge brute : 34 % contre 36 % au T2 — la hausse du fret depuis Lomé pèse, on renégocie avec le transitaire.
• Notre plus gros client, une ONG qui équipe les centres de santé ruraux, pèse 24 % du CA. On surveille, l'objectif est de descendre sous 20 % d'ici juin.

Ce qui nous préoccupe (un peu)
Si l'ONG ne renouvelait pas sa convention en 2027, nous perdrions environ un quart du chiffre — c'est une hypothèse que nous avons chiffrée dans le budget, pas un signal reçu. Les discussions de renouvellement se passent bien.

Équipe
Salif a recruté deux techniciens à Koudougou. Personne n'est parti ce trimestre.

Prochaines étapes : lancement des kits « moulin solaire » en janvier, et ouverture d'un dépôt à Fada N'Gourma.

Merci pour votre soutien, et bonnes fêtes de fin d'année en avance !
Aminata Ouédraogo, CEO`,
  },

  // 04 — investor-control PRESENT: Baobab Ventures Fund II holds 52 % post-money (≥ 50 %).
  // low-founder-ownership PRESENT: founders 16 % + 14 % = 30 % < 40 %.
  // pending-licence PRESENT: BCEAO e-money (EME) licence applied for (dossier déposé), not yet granted.
  // cap-table-complexity ABSENT: table stated as reconciled. Legal doc, so missing-financials n/a.
  {
    id: 'h24-fr-w5-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'split'],
    present: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    absent: ['cap-table-complexity', 'dead-equity', 'regulatory'],
    text: `LETTRE D'INTENTION — TERM SHEET NON ENGAGEANTE
Société : KPAYBÉNIN SAS, au capital de 10 000 000 FCFA, siège à Cotonou (Haie Vive), RCCM RB/COT/21 B 30412
Investisseur principal : Ganvié Impact Fund II (« le Fonds »)
Date : 2 décembre 2026

1. Montant : 1 200 000 000 FCFA (environ 1,83 M EUR) en actions de préférence de catégorie A.
2. Valorisation pré-monnaie : 1 108 000 000 FCFA.
3. Table de capitalisation post-opération (entièrement diluée, réconciliée avec le registre des mouvements de titres au 30/11/2026) :
   Ganvié Impact Fund II .............. 52,0 %
   M. Codjo Adjovi (cofondateur, DG) .. 16,0 %
   Mme Afiavi Hounsou (cofondatrice) .. 14,0 %
   Business angels (4) .................. 8,0 %
   Pool d'options salariés ............. 10,0 %
4. Gouvernance : conseil d'administration de cinq membres, dont trois désignés par le Fonds. Décisions importantes (budget, endettement > 50 MFCFA, cession d'actifs) soumises à l'accord du Fonds.
5. Préférence de liquidation : 1× non participative.
6. Conditions suspensives :
   a) obtention par la Société de l'agrément d'établissement de monnaie électronique délivré par la BCEAO ; le dossier a été déposé le 14 juillet 2026 auprès de la Direction de la stabilité financière et est en cours d'instruction ;
   b) audit juridique et financier satisfaisant ;
   c) signature d'un pacte d'associés.
7. Décaissement : en deux tranches, 400 MFCFA à la signature, 800 MFCFA à la délivrance de l'agrément.
8. Exclusivité : 60 jours.
9. Droit applicable : Acte uniforme OHADA relatif au droit des sociétés commerciales ; juridiction : CCJA (arbitrage).

Pour la Société : C. Adjovi          Pour le Fonds : R. Tossou, associé gérant`,
  },

  // 05 — CLEAN. litigation ABSENT: the dispute was settled and the court noted the withdrawal (closed).
  // debt-distress ABSENT: OTR payment plan fully paid in March 2026 (problem over), tax clearance certificate.
  // founder-departure ABSENT: only hypothetical ("si la directrice générale venait à quitter").
  // related-party ABSENT: no regulated agreement concluded. audit-opinion ABSENT: accounts certified without reservation.
  {
    id: 'h24-fr-w5-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['negation', 'time', 'modality', 'clean'],
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'related-party', 'audit-opinion'],
    text: `ÉCOLENET TOGO SA
Procès-verbal de la réunion du conseil d'administration du 18 novembre 2026

Présents : Mme Kafui Agbodjan (présidente-directrice générale), M. Yao Mensah, M. Komlan Dossou, Mme Brigitte Lawson (administratrice indépendante). Le quorum est atteint.

1. Contentieux avec l'éditeur de contenus. La présidente rappelle le différend né en 2025 avec un éditeur de manuels scolaires au sujet des droits de diffusion. Un protocole transactionnel a été signé le 2 septembre 2026 ; le tribunal de commerce de Lomé a constaté le désistement d'instance le 12 octobre 2026. Le dossier est clos et aucune autre procédure n'est pendante.

2. Situation fiscale. L'échéancier accordé par l'OTR en 2025 pour les retenues à la source de 2024 a été intégralement soldé en mars 2026. La société a obtenu son attestation de régularité fiscale le 9 avril 2026. Toutes les échéances sociales CNSS sont à jour.

3. Comptes 2025. Le commissaire aux comptes a certifié les comptes sans réserve. Chiffre d'affaires 2025 : 684 MFCFA (contre 512 MFCFA en 2024), résultat net : 41 MFCFA.

4. Conventions réglementées. Le conseil constate qu'aucune convention visée aux articles 438 et suivants de l'Acte uniforme n'a été conclue au cours de l'exercice.

5. Assurance homme-clé. M. Dossou souligne que si la directrice générale venait à quitter ses fonctions ou à être empêchée, la société serait exposée pendant la recherche d'un successeur. Le conseil autorise la souscription d'une assurance homme-clé d'un montant de 150 MFCFA. Mme Agbodjan confirme son engagement à la tête de la société pour les années à venir.

6. Questions diverses. Néant.

L'ordre du jour étant épuisé, la séance est levée à 17 h 40.
La présidente                                   Le secrétaire de séance`,
  },

  // 06 — unrealistic-growth PRESENT: CA 2027 950 / CA 2026 180 = 5,3× in one year (≥ 4×).
  // pending-licence PRESENT: transport operating authorisation applied for in Sept. 2026, not yet granted.
  // burn-above-revenue PRESENT: net burn 45 M/month > revenue 15 M/month (same month).
  // short-runway ABSENT: 520 M cash / 45 M = 11,6 months ≥ 9. gross-margin ABSENT: positive and rising.
  {
    id: 'h24-fr-w5-06',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures'],
    present: ['unrealistic-growth', 'pending-licence', 'burn-above-revenue'],
    absent: ['short-runway', 'gross-margin', 'no-competition', 'regulatory'],
    text: `WEND-PANGA MOBILITÉ — Plan d'affaires 2026-2028 (version du 20/11/2026)
Motos-taxis électriques et stations d'échange de batteries — Ouagadougou

1. Situation actuelle
Nous exploitons 140 motos électriques et 6 stations d'échange de batteries (Ouaga 2000, Tampouy, Pissy, Zogona, Dassasgho, Karpala). Le chiffre d'affaires d'octobre 2026 s'établit à 15 MFCFA ; la consommation nette de trésorerie (burn net) du mois atteint 45 MFCFA, principalement en salaires, maintenance et loyers des stations. Trésorerie disponible au 31/10 : 520 MFCFA après notre tour d'amorçage.

2. Marché et concurrence
Les motos-taxis thermiques dominent, avec des centaines d'opérateurs informels ; deux autres jeunes sociétés testent l'électrique à Bobo-Dioulasso. Notre avantage : le coût au kilomètre, 40 % inférieur à l'essence.

3. Cadre administratif
Notre demande d'autorisation d'exploitation d'un service de transport public de personnes par motos électriques a été déposée au ministère des Transports en septembre 2026. Elle doit ensuite être visée par la mairie de Ouagadougou. En attendant, nous opérons en mode « livraisons et courses d'entreprise » avec 22 entreprises clientes.

4. Projections
| (MFCFA)          | 2026  | 2027  | 2028  |
| Motos en service | 180   | 1 100 | 3 400 |
| Chiffre d'affaires | 180 | 950   | 3 100 |
| Marge brute      | 22 %  | 26 %  | 28 %  |
| EBITDA           | -360  | -210  | 240   |

5. Hypothèses
• Revenu moyen par moto : 85 000 FCFA par mois
• Obtention de l'autorisation au T1 2027, ouverture de 40 stations en 2027
• Financement des motos par crédit-bail auprès d'une banque locale

6. Besoin de financement
Série A de 2,5 Md FCFA (≈ 3,8 M EUR) au S2 2027.`,
  },
];
