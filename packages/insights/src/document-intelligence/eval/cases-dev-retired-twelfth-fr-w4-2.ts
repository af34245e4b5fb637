import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW4Part2: readonly RedFlagCase[] = [
  // growth: premiums 0.9 -> 4.6 Md MGA = 5.1x in 2025 (>= 4x); 4.6 -> 18.5 = 4.0x in 2026 (>= 4x)
  // pending licence: insurer licence applied for in February 2024, under review
  {
    id: 'h12-fr-w4-antananarivo-bp-micro-assurance',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'time'],
    text: `FIAROVANA SA — Business plan 2024-2027
Micro-assurance santé et récolte distribuée par mobile money, Antananarivo

3. Modèle économique
Les assurés souscrivent depuis leur téléphone une couverture hospitalisation (à partir de 2 500 ariary par mois) ou une couverture récolte pour le riz et la vanille. Fiarovana perçoit les primes, reverse la part de risque à l'assureur porteur et conserve une commission de gestion.

4. Projections d'activité
| | 2024 (estimé) | 2025 | 2026 | 2027 |
| Assurés actifs | 18 000 | 95 000 | 380 000 | 1 100 000 |
| Primes émises (milliards d'ariary) | 0,9 | 4,6 | 18,5 | 52,0 |
| Commissions et marge technique (milliards d'ariary) | 0,21 | 1,1 | 4,6 | 13,5 |
| Régions couvertes | 3 | 8 | 16 | 22 |

Hypothèses : accord de distribution avec le premier opérateur mobile du pays à partir de janvier 2025 ; extension de la couverture récolte à l'ensemble des coopératives de la SAVA ; taux de sinistralité stable à 58 %.

5. Cadre réglementaire
Jusqu'ici, les risques sont portés par une compagnie d'assurance agréée, Fiarovana agissant comme intermédiaire. Pour porter le risque en propre et conserver la marge technique à partir de 2025, la société a déposé en février 2024, auprès de l'autorité de contrôle des assurances du ministère de l'Économie et des Finances, une demande d'agrément en qualité d'entreprise d'assurance. Le dossier est en cours d'instruction ; une visite des locaux a eu lieu en avril et la décision est attendue au second semestre 2024.

6. Besoin de financement
Capital requis pour l'agrément et le fonds de roulement : 3 milliards d'ariary, à lever d'ici décembre 2024.`,
  },

  // going concern: directors and auditor state a material uncertainty
  // audit: qualified opinion ("opinion avec réserve")
  // burn: operating costs Rs 71.9M > revenue Rs 42.6M (2023)
  // revenue 42.6 > 31.4 (not declining); no cash figure given, so no runway
  {
    id: 'h12-fr-w4-port-louis-etats-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'audit-opinion', 'burn-above-revenue'],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['figures', 'indirect', 'table'],
    text: `LAGOONPAY LTD — États financiers de l'exercice clos le 30 juin 2023 (extraits)
Port-Louis, République de Maurice

COMPTE DE RÉSULTAT (en millions de roupies)
| | 2023 | 2022 |
| Chiffre d'affaires (commissions sur transactions) | 42,6 | 31,4 |
| Coût des services (frais réseau, hébergement) | (21,8) | (17,9) |
| Frais de personnel | (33,5) | (24,0) |
| Autres charges d'exploitation | (16,6) | (12,2) |
| Total des charges d'exploitation | (71,9) | (54,1) |

NOTE 2 — Base de préparation et continuité d'exploitation
Les administrateurs ont préparé les états financiers selon le principe de continuité d'exploitation. Toutefois, la poursuite de l'activité au-delà des douze prochains mois dépend de la finalisation de la levée de fonds en cours auprès d'investisseurs régionaux, dont l'issue n'est pas acquise à la date d'arrêté des comptes. Ces circonstances indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

RAPPORT DE L'AUDITEUR INDÉPENDANT (extrait)
Opinion avec réserve
À notre avis, à l'exception des incidences éventuelles du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers donnent une image fidèle de la situation financière de LagoonPay Ltd au 30 juin 2023.
Fondement de l'opinion avec réserve : nous n'avons pas été en mesure d'obtenir des éléments probants suffisants et appropriés sur l'existence et la valeur du stock de terminaux de paiement (Rs 8,3 millions), l'inventaire physique n'ayant pas été réalisé à la clôture.
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2. Notre opinion n'est pas modifiée au titre de ce point.`,
  },

  // revenue T1 2024 205.1 MDA < T4 2023 236.8 MDA -> declining-revenue
  // gross margin T4 2023: (236.8 - 164.9) / 236.8 = 30.4%; T1 2024: (205.1 - 155.3) / 205.1 = 24.3% -> down 6.1 pts (>= 5)
  // EBITDA positive every quarter, so costs below revenue
  {
    id: 'h12-fr-w4-alger-ecommerce-export-tableur',
    documentType: 'business_plan',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `Export — Reporting_trimestriel_v3.xlsx — onglet « Synthèse CODIR »
SOUK DZAIR SPA — e-commerce généraliste, Alger / Oran / Constantine
Montants en millions de DA (MDA)

Indicateur;T1 2023;T2 2023;T3 2023;T4 2023;T1 2024
Commandes livrées;41 200;44 800;47 900;52 300;46 100
Panier moyen (DA);4 427;4 411;4 390;4 528;4 449
CA net;182,4;197,6;210,3;236,8;205,1
Coût des marchandises vendues + livraison;126,1;136,9;146,0;164,9;155,3
Frais marketing;18,7;19,9;21,4;24,6;20,2
Frais de structure;27,8;29,6;30,9;32,8;26,5
EBITDA;9,8;11,2;12,0;14,5;3,1
Effectif fin de période;212;225;238;251;244
Taux de retour (%);6,1;5,8;5,9;6,4;7,2

Commentaires DAF (cellule A14) :
– hausse des tarifs des transporteurs de 12 % au 1er janvier, non répercutée sur les frais de livraison facturés aux clients ;
– promotions « Ramadan » démarrées dès la mi-mars ;
– recrutements gelés depuis février.
Aucun client professionnel ne dépasse 3 % des ventes.`,
  },

  // no-competition: "Concurrence : aucune ... les seuls"
  // missing-financials: the deck gives users, market size and the raise but no revenue or cost figure
  {
    id: 'h12-fr-w4-ndjamena-irrigation-deck',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['no-competition', 'missing-financials'],
    absent: [],
    traits: ['list', 'indirect'],
    text: `SAHEL IRRIGO — Pitch deck, N'Djamena, mars 2024

1. Le problème
Au Tchad, plus de huit exploitations sur dix dépendent uniquement de la pluie. Les motopompes diesel sont chères à faire tourner et le carburant manque régulièrement en brousse.

2. Notre solution
Un kit d'irrigation solaire (pompe, panneaux, goutte-à-goutte) connecté, payé par l'agriculteur en petites échéances via mobile money. Le kit se bloque à distance en cas de non-paiement et se débloque automatiquement.

3. Traction
• 1 240 agriculteurs équipés dans le Chari-Baguirmi et le Mayo-Kebbi Est
• 3 coopératives maraîchères partenaires
• Rendements d'oignon multipliés par 2,3 sur les parcelles suivies
• Pilote en cours avec une ONG internationale pour 500 kits supplémentaires

4. Marché
2,1 millions d'exploitations agricoles ; 400 000 situées à moins de 5 km d'une nappe exploitable.

5. Concurrence
Aucune. Nous sommes aujourd'hui les seuls à proposer ce service au Tchad, et personne ne le fait dans les pays voisins de la sous-région.

6. Équipe
Abakar Mahamat Saleh (CEO, ingénieur hydraulicien, 10 ans dans les projets d'adduction d'eau), Achta Djibrine (COO, ancienne responsable du réseau d'agents d'un opérateur mobile), Yannick Ngarlem (CTO, électronique embarquée).

7. Notre demande
Nous levons 450 MFCFA en seed pour atteindre 10 000 kits installés.
Utilisation : 55 % stock de kits, 25 % réseau d'agents, 20 % technologie.`,
  },

  // clean cap table (20 000 shares): founders 5 600 + 4 000 + 1 200 = 10 800 = 54% (>= 40%)
  // largest investor 5 000 = 25% (< 50%); total 5 600+4 000+1 200+5 000+2 200+1 000+1 000 = 20 000
  // leaver and related-party clauses are hypothetical; no such agreement in force
  {
    id: 'h12-fr-w4-douala-pacte-clauses-leaver',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'related-party'],
    traits: ['list', 'figures', 'modality', 'negation'],
    text: `PACTE D'ASSOCIÉS — PIKIN HEALTH SAS (Douala, Cameroun)
Société par actions simplifiée régie par l'Acte uniforme OHADA relatif au droit des sociétés commerciales

Article 1 — Capital
Le capital social est divisé en 20 000 actions détenues comme suit au jour de la signature :
| Associé | Qualité | Actions |
| Mme Solange Eyenga | Fondatrice, Présidente | 5 600 |
| M. Franck Tchoumi | Fondateur, directeur technique | 4 000 |
| M. Hervé Ndongo | Fondateur, directeur des opérations | 1 200 |
| Wouri Capital Fund | Investisseur | 5 000 |
| Sanaga Impact SA | Investisseur | 2 200 |
| Club d'investisseurs providentiels | Investisseurs | 1 000 |
| Réserve BSPCE (portée par la Société) | — | 1 000 |

Article 4 — Acquisition progressive des droits des Fondateurs
Les actions de chaque Fondateur sont soumises à un calendrier d'acquisition de quarante-huit mois à compter du 1er janvier 2023, avec une période initiale de douze mois.

Article 5 — Départ d'un Fondateur
En cas de cessation des fonctions d'un Fondateur pour quelque cause que ce soit, la Société puis les autres associés bénéficieront d'une promesse de vente portant sur ses actions non acquises, au prix de la valeur nominale, et sur ses actions acquises, au prix de la valeur de marché (bon partant) ou de la valeur nominale (mauvais partant).

Article 7 — Décisions soumises à l'accord des Investisseurs
Toute modification des statuts, toute émission de titres et toute cession du fonds de commerce requièrent l'accord de la majorité des Investisseurs.

Article 8 — Conventions avec les Fondateurs
Toute convention entre la Société et un Fondateur, un membre de sa famille ou une entité qu'il contrôle est soumise à l'autorisation préalable du comité stratégique. À la date des présentes, aucune convention de cette nature n'est en vigueur.`,
  },

  // clean runway: cash 800 M ariary / 65 M ariary per month = 12.3 months (>= 9)
  // the 65 M/month net outflow is capex (~71 M) less a small operating surplus; EBITDA positive, monthly revenue 210 M ariary > 65 M
  // growth 2.1 -> 3.2 -> 4.6 -> 6.3 Md = 1.5x, 1.4x, 1.4x (< 3x)
  {
    id: 'h12-fr-w4-tana-bp-tresorerie-douze-mois',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['table', 'figures', 'modality'],
    text: `VANILLA TRACE SARL — Business plan 2024-2026, section 6 : financement et trésorerie
Antananarivo / Sambava

6.1 Situation au 31 mars 2024
Le chiffre d'affaires mensuel moyen du premier trimestre s'établit à 210 millions d'ariary (abonnements des exportateurs et frais de certification des lots). L'exploitation est à l'équilibre depuis septembre 2023 : l'EBITDA du trimestre est légèrement positif (+18 millions d'ariary).
La trésorerie disponible s'élève à 800 millions d'ariary. La sortie de trésorerie nette est d'environ 65 millions d'ariary par mois : elle provient du programme d'installation de balises de traçabilité dans les centres de préparation de la SAVA (environ 71 millions d'ariary par mois), en partie compensé par l'excédent d'exploitation. Ce programme peut être ralenti si nécessaire.

6.2 Projections
| (milliards d'ariary) | 2023 réel | 2024 | 2025 | 2026 |
| Chiffre d'affaires | 2,1 | 3,2 | 4,6 | 6,3 |
| EBITDA | 0,05 | 0,22 | 0,51 | 0,88 |
| Investissements | 0,3 | 0,8 | 0,6 | 0,5 |

6.3 Financement
Au rythme actuel, la trésorerie couvre un peu plus de douze mois d'investissements. Nous sollicitons 2,5 milliards d'ariary auprès d'un fonds d'impact régional afin d'étendre le programme à la région Atsinanana. Si la levée devait prendre du retard, le programme de balises serait étalé sur 2025 sans effet sur l'exploitation courante.`,
  },

  // runway: net cash burn Q1 = 168 MFCFA / 3 = 56 MFCFA per month; 312 / 56 = 5.6 months (< 9)
  // burn vs revenue: net burn 168 MFCFA per quarter > revenue 96 MFCFA per quarter
  // revenue 96 > 88 (not declining); top customer 17% (< 30%)
  {
    id: 'h12-fr-w4-brazzaville-note-fonds-logistique',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['declining-revenue', 'customer-concentration', 'going-concern'],
    traits: ['figures', 'indirect', 'time'],
    text: `MAYOMBE VENTURES — Note interne de suivi de participation
Société : KINKALA EXPRESS SAS (livraison du dernier kilomètre, Brazzaville et Pointe-Noire)
Rédactrice : Grâce Mabiala, chargée d'affaires — diffusion : comité d'investissement

Faits marquants du T1 2024
– Ouverture du hub de Pointe-Noire (Mpita) en février ; 14 motos supplémentaires.
– Signature avec deux enseignes de distribution ; le premier client représente désormais 17 % du chiffre d'affaires (22 % en 2023).
– Le taux de livraison réussie au premier passage atteint 91 %.

Chiffres du trimestre (MFCFA)
Chiffre d'affaires : 96 (T4 2023 : 88)
Consommation nette de trésorerie : 168 (T4 2023 : 151)
Trésorerie au 31 mars : 312

Lecture de l'équipe d'investissement
La direction prévoit de lancer sa série A au quatrième trimestre, une fois le hub de Pointe-Noire rentable. Nous lui avons demandé de présenter au prochain conseil un plan d'économies (gel des recrutements, renégociation du bail de Mpita) et un calendrier de levée avancé. Une avance en compte courant de notre part n'est pas prévue à ce stade.

Prochaine revue : conseil d'administration du 25 avril.`,
  },

  // churn: 61 of the 118 clinics of January were still clients in December: retention 51.7% (< 55%)
  // related party: hosting and maintenance contracted to the founder's brother's company
  // revenue 3.4 M MAD > 2.1 M MAD
  {
    id: 'h12-fr-w4-rabat-podcast-healthtech',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['high-churn', 'related-party'],
    absent: ['declining-revenue'],
    traits: ['chat', 'figures', 'indirect', 'split'],
    text: `« Tech Maroc Talks » — épisode 47 (transcription automatique, relue)
Invitée : Nadia El Idrissi, fondatrice de Clinika (logiciel de gestion pour cliniques et cabinets, Rabat)

ANIMATEUR — Nadia, on commence par les chiffres, c'est la tradition.
NADIA — Avec plaisir. On a fait à peu près 3,4 millions de dirhams de chiffre d'affaires en 2023, contre 2,1 l'année d'avant. On est présents dans neuf villes.

ANIMATEUR — Et combien de clients ?
NADIA — Deux cent un à la fin décembre. Je vais être transparente : en janvier 2023 on en avait 118, et sur ces 118, il y en avait 61 encore chez nous en décembre. Le reste, c'est les 140 nouvelles cliniques qu'on a signées dans l'année. L'onboarding est lourd, certaines cliniques décrochent au bout de quelques mois.

ANIMATEUR — Parlons technique. Vous hébergez où ?
NADIA — Au Maroc, c'est important pour les données de santé. On passe par Atlas Hosting, qui nous fait aussi toute la maintenance serveurs. C'est la boîte de mon frère Youssef, honnêtement c'est hyper pratique, on se parle tous les jours et il nous fait des conditions qu'on ne trouverait nulle part.

ANIMATEUR — La suite ?
NADIA — Une levée de 15 millions de dirhams cette année, et l'ouverture de la Côte d'Ivoire en 2025.`,
  },
];
