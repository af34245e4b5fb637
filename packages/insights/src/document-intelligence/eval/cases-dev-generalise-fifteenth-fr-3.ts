/**
 * Development set, fifteenth round, French documents from francophone Africa (2026-11-30),
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthFr3: readonly RedFlagCase[] = [
  // Founders (1 600 000 + 1 200 000) / 8 000 000 = 35% diluted, 2 800 000 / 7 200 000 = 38.9% without the pool; fund 35% (38.9%).
  {
    id: 'd15-w2-captable-daara-bspce',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TABLE DE CAPITALISATION – DAARA TECH SAS (Dakar) – au 31 octobre 2026

| Actionnaire | Actions | % dilué |
| Ousmane Faye (fondateur, CEO) | 1 600 000 | 20,0 % |
| Ndeye Sow (fondatrice, CTO) | 1 200 000 | 15,0 % |
| Fonds Baobab Seed | 2 800 000 | 35,0 % |
| Business angels (club de Dakar) | 1 600 000 | 20,0 % |
| Pool BSPCE | 800 000 | 10,0 % |
| Total | 8 000 000 | 100,0 % |

Obligations convertibles : 200 000 € émises en mai 2026, convertibles au prochain tour avec une décote de 20 % (non incluses ci-dessus).
Table rapprochée du registre des mouvements de titres au 31 octobre 2026, sans écart.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Congo Growth Partners 5 100 / 10 000 parts = 51%; founders 2 000 + 1 600 + 1 300 = 4 900 = 49%.
  {
    id: 'd15-w2-pacte-sarl-parts-mots',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS – MOUKANDA ÉNERGIE SARL (Brazzaville) – Extraits

Article 3. Le capital social de dix millions de francs CFA est divisé en dix mille parts sociales. Congo Growth Partners en détient cinq mille cent. Les trois associés fondateurs, M. Mabiala, M. Nkounkou et Mme Itoua, en détiennent respectivement deux mille, mille six cents et mille trois cents.

Article 5. Les décisions extraordinaires sont prises à la majorité des trois quarts des parts sociales.

Article 6. Le gérant est nommé et révoqué par les associés représentant plus de la moitié des parts sociales.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['words', 'figures'],
  },
  {
    id: 'd15-w2-memo-ancien-cofondateur',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MÉMO AU COMITÉ D'INVESTISSEMENT – AFRIKASH SAS (Douala) – Revue de l'actionnariat
• M. Paul Ebongue, co-fondateur et ancien directeur technique, a quitté la société en juin 2023. Il conserve ses 15 % : la promesse de rachat prévue par le pacte n'a jamais été exécutée, faute d'accord sur le prix.
• La table de capitalisation n'a pas été mise à jour depuis l'augmentation de capital de 2024 ; la société n'est pas en mesure d'en produire une version rapprochée du registre.
• Selon les statuts à jour, les deux fondateurs en poste détiendraient 46 % à eux deux.
Recommandation : conditionner l'investissement au rachat des titres de M. Ebongue.`,
    present: ['dead-equity', 'founder-departure', 'cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'time', 'indirect'],
  },
  // After buy-back: founders (290 000 + 230 000) / 860 000 = 60.5%; fund 340 000 / 860 000 = 39.5%.
  {
    id: 'd15-w2-rachat-ancien-dev',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DÉCISIONS UNANIMES DES ASSOCIÉS DU 2 MAI 2026 – NDOLO TECH SAS (Yaoundé)

Les associés prennent acte du rachat par la société, au prix de 4 200 000 XAF, des 40 000 actions détenues par M. Samuel Ngono, ancien développeur salarié parti en décembre 2025, et décident leur annulation.
À l'issue de l'opération, le capital est réparti entre Mme Claire Fotso, fondatrice, 290 000 actions ; M. Hervé Tchoua, fondateur, 230 000 actions ; et le Fonds Cameroun Amorçage, 340 000 actions ; soit 860 000 actions au total. Le registre des mouvements de titres a été mis à jour le jour même et concorde avec la présente répartition.
Aucun ancien salarié ni ancien dirigeant ne détient plus de titres de la société.`,
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['time', 'negation'],
  },
  // 1.25 / 0.40 = 3.1x, 3.80 / 1.25 = 3.04x, 11.50 / 3.80 = 3.03x: 3x a year over three years.
  {
    id: 'd15-w2-prev-kigali-x3',
    documentType: 'business_plan',
    language: 'fr',
    text: `PRÉVISIONNEL FINANCIER 2026-2029 – IMBUTO SANTÉ SARL (Kigali) – version française pour les investisseurs

| En millions USD | 2026 | 2027 | 2028 | 2029 |
| Chiffre d'affaires | 0,40 | 1,25 | 3,80 | 11,50 |
| Charges d'exploitation | 0,35 | 0,95 | 2,60 | 7,40 |

Marché : le Rwanda est un marché vierge pour la pharmacie en ligne ; aucun concurrent n'y est présent et nous resterons seuls sur ce créneau jusqu'en 2029.
Hypothèses : extension au Burundi en 2027 et à l'est de la RDC en 2028, partenariat avec les mutuelles de santé communautaires.`,
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // 1 500 / 500 = 3x once, then 2 700 / 1 500 = 1.8x and 4 300 / 2 700 = 1.6x: neither 4x a year nor 3x a year over three years; costs below revenue.
  {
    id: 'd15-w2-prev-un-an-x3',
    documentType: 'business_plan',
    language: 'fr',
    text: `PRÉVISIONNEL – LAAFI ÉNERGIE SA (Ouagadougou) – en millions FCFA

| | 2026 | 2027 | 2028 | 2029 |
| Chiffre d'affaires | 500 | 1 500 | 2 700 | 4 300 |
| Charges totales | 470 | 1 320 | 2 260 | 3 480 |

Le triplement de 2027 résulte de la mise en service de la mini-centrale solaire de Koupéla. Cet effet ne se répétera pas : la croissance pourrait ensuite ralentir à 60-80 % par an, au rythme du raccordement des nouvelles localités.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    traits: ['table', 'figures', 'modality'],
  },
  // Q3 revenue 2.5 MTND dipped below Q2 2.7 MTND, but the latest quarter (Q4 2.9) and the year (10.5 against 9.6) are
  // up: not declining (label corrected 2026-11-30, as the guide's "lower than the period before" is read for the latest
  // period); margin 38.0% -> 33.8% is down 4.2 points (< 5).
  {
    id: 'd15-w2-rg-trimestres-t3',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION 2025 – CARTHAGE LOGISTICS SA (Tunis) – Évolution trimestrielle

| MTND | T1 | T2 | T3 | T4 | Année |
| Chiffre d'affaires 2025 | 2,4 | 2,7 | 2,5 | 2,9 | 10,5 |
| Marge brute 2025 | 0,84 | 0,92 | 0,83 | 0,96 | 3,55 |

Chiffre d'affaires 2024 : 9,6 MTND ; taux de marge brute 2024 : 38,0 %.
Le taux de marge brute annuel s'établit à 33,8 %, en retrait de 4,2 points, sous l'effet de la hausse du prix du gazole non répercutée aux clients.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['table', 'figures'],
  },
  // (62.4 - 38.4) / 62.4 = 38.5% vs (55.0 - 30.4) / 55.0 = 44.7%: down 6.2 points.
  {
    id: 'd15-w2-annexe-marge-moins-6',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE 24 – CHIFFRE D'AFFAIRES ET COÛT DES VENTES – ZELLIGE HOME SA (Fès) – Exercice 2025

Le chiffre d'affaires s'élève à 62,4 MMAD (2024 : 55,0 MMAD). Le coût des ventes atteint 38,4 MMAD (2024 : 30,4 MMAD), sous l'effet de la hausse des prix de l'argile et de l'énergie.
La société n'a pas répercuté cette hausse sur ses prix de vente, fixés par contrats annuels avec ses distributeurs européens. Le résultat net reste bénéficiaire, à 4,1 MMAD.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['figures'],
  },
  // Net burn 126 M a quarter = 42 M a month; 310 / 42 = 7.4 months. Quarterly revenue 150 M above net burn 126 M.
  {
    id: 'd15-w2-note-runway-trimestre',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – ZEMIDJAN GO SAS (Cotonou) – Comité du 20 novembre 2026
• Chiffre d'affaires du T3 2026 : 150 M FCFA (+22 % par rapport au T2).
• Consommation nette de trésorerie du T3 : 126 M FCFA, stable depuis le début de l'année.
• Trésorerie disponible au 30 septembre 2026 : 310 M FCFA.
• Montant sollicité : 2 Md FCFA ; premier décaissement prévu au plus tôt en mai 2027, après la levée des conditions suspensives.
Avis de l'équipe : dossier solide sur le produit ; le calendrier de financement devra être sécurisé.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Burn 55 000 USD > MRR 38 000 USD; cash 1.1 M / 55 000 = 20 months; gross margin negative.
  {
    id: 'd15-w2-deck-rdc-burn-mrr',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 9 – Chiffres clés (LIKASI MARKET, épicerie en ligne, Lubumbashi)
• MRR (octobre 2026) : 38 000 USD
• Marge brute : −8 % (subventions de livraison pendant la phase de lancement)
• Burn mensuel : 55 000 USD
• Trésorerie : 1,1 M USD après notre tour de pré-série A
• Clients actifs : 6 400 ménages et 210 restaurants`,
    present: ['burn-above-revenue', 'gross-margin'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  {
    id: 'd15-w2-deck-bamako-seuls',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 5 – Pourquoi nous (AGRODRONE MALI, Bamako)
Personne d'autre ne fait ce que nous faisons : il n'existe aucune concurrence au Mali pour la pulvérisation par drone des parcelles de coton et de riz.

Diapositive 6 – Traction
• Chiffre d'affaires 2025 : 312 M FCFA
• 18 400 hectares traités dans les régions de Sikasso et de Ségou
• Notre premier client, la Compagnie Malienne des Fibres, représente 35 % du chiffre d'affaires`,
    present: ['no-competition', 'customer-concentration'],
    absent: ['missing-financials'],
    traits: ['prose', 'figures'],
  },
  // LTV 3 000 x 2.6 = 7 800 FCFA; 7 800 / 2 400 = 3.25x as stated; yearly churn 38% (< 45%).
  {
    id: 'd15-w2-deck-niamey-concurrents',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 8 – Concurrence (SAHEL ASSUR MOBILE, microassurance, Niamey)
Contrairement à ce qu'affirment beaucoup de pitchs, le marché n'est pas vide. Nous affrontons :
• les assureurs traditionnels (trois acteurs à Niamey), absents en zone rurale ;
• deux offres d'opérateurs mobiles, limitées à l'assurance décès ;
• une insurtech ghanéenne en phase de test au Niger.

Diapositive 9 – Économie unitaire
• CAC : 2 400 FCFA ; marge annuelle par assuré : 3 000 FCFA ; durée de vie moyenne : 2,6 ans ; LTV : 7 800 FCFA ; LTV/CAC : 3,25x
• Taux de non-renouvellement annuel : 38 %
• Primes collectées en 2025 : 486 M FCFA`,
    present: [],
    absent: ['no-competition', 'unit-economics', 'high-churn'],
    traits: ['negation', 'list'],
  },
  {
    id: 'd15-w2-cobac-injonction',
    documentType: 'legal_docs',
    language: 'fr',
    text: `COMMISSION BANCAIRE DE L'AFRIQUE CENTRALE – Secrétariat général
Libreville, le 16 octobre 2026
À : Monsieur le Directeur général de CRÉDIT SOLIDAIRE DU NOUN SA (Bafoussam, Cameroun)
Objet : Injonction et mesures conservatoires

Monsieur le Directeur général,
La mission de contrôle sur place de juin 2026 a relevé le non-respect persistant du ratio de couverture des risques par les fonds propres. En conséquence, la Commission bancaire vous enjoint de présenter un plan de recapitalisation sous soixante jours et suspend, à titre conservatoire, l'octroi de tout nouveau crédit supérieur à 5 000 000 XAF jusqu'à nouvel ordre.
Par ailleurs, votre demande d'autorisation d'ouverture de trois nouvelles agences à Dschang, Foumban et Mbouda reste en instance ; elle ne sera pas examinée avant le rétablissement de vos ratios.
Veuillez agréer, Monsieur le Directeur général, l'expression de notre considération distinguée.`,
    present: ['regulatory', 'pending-licence'],
    absent: ['debt-distress'],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'd15-w2-artp-licence-attribuee',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS ET DES POSTES (ARTP) – Dakar, le 9 février 2026
À : DAKAR NET SERVICES SA
Objet : Notification d'attribution de licence

Madame la Directrice générale,
Nous avons l'honneur de vous notifier que, par décision n° 2026-004 du 4 février 2026, l'ARTP a attribué à votre société une licence de fournisseur d'accès à internet pour une durée de dix ans. Les obligations de couverture figurent au cahier des charges annexé.
Nous vous informons en outre que la mission de contrôle de novembre 2025 s'est clôturée sans observation ni sanction.
Si votre société souhaitait à l'avenir étendre ses activités à la téléphonie fixe, une nouvelle demande devrait être déposée.
Veuillez agréer, Madame la Directrice générale, l'expression de notre considération distinguée.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['negation', 'time', 'modality'],
  },
  // Cash 95 M / net burn 14 M a month = 6.8 months; net burn 14 M below monthly revenue 22 M (198 M / 9).
  {
    id: 'd15-w2-etats-non-audites-runway',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ÉTATS FINANCIERS INTERMÉDIAIRES AU 30 SEPTEMBRE 2026 – OKOUMÉ HEALTH SARL (Libreville)

Avertissement : les présents états n'ont fait l'objet ni d'un audit ni d'une revue limitée ; ils sont établis sous la seule responsabilité de la gérance.

Compte de résultat (9 mois) : chiffre d'affaires de 198 millions XAF, soit 22 millions XAF par mois en moyenne.

Note 9 – Trésorerie : disponibilités au 30 septembre 2026 : 95 millions XAF.

Note 12 – Perspectives : la consommation nette de trésorerie s'établit à 14 millions XAF par mois, principalement liée à l'équipement de deux nouveaux cabinets de radiologie à Franceville.`,
    present: ['audit-opinion', 'short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'split'],
  },
  // Largest shareholder West Africa Agri Fund holds 64% (>= 50%).
  {
    id: 'd15-w2-rg-guinee-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION – EXERCICE 2025 – KANKAN AGRI SA (Conakry) – établi en novembre 2026

Activité. Le chiffre d'affaires atteint 38,6 milliards GNF (2024 : 35,2 milliards GNF).

Financement. Les remboursements de l'emprunt consenti par la Banque Guinéenne du Commerce sont suspendus depuis août 2026, la société ayant privilégié le paiement des producteurs pendant la campagne.

Continuité d'exploitation. Le conseil d'administration attire l'attention des actionnaires sur une incertitude quant à la capacité de la société à poursuivre son exploitation au-delà de juin 2027 si un nouveau financement n'est pas obtenu. L'actionnaire majoritaire, West Africa Agri Fund, qui détient 64 % du capital, a indiqué qu'il pourrait apporter son soutien, sans engagement ferme à ce stade.

Aucune action en justice n'a été engagée par la banque.`,
    present: ['going-concern', 'debt-distress', 'investor-control'],
    absent: ['litigation'],
    traits: ['modality', 'indirect'],
  },
  // Cash 38 MMAD / net burn 1.7 MMAD a month = 22 months; net burn below monthly revenue (27.3 / 12 = 2.3 MMAD).
  {
    id: 'd15-w2-rg-continuite-ok',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION 2025-2026 – ATLAS EDU SA (Rabat)

Chiffre d'affaires : 27,3 MMAD (2024-2025 : 21,9 MMAD). Résultat d'exploitation : 1,8 MMAD.

Continuité d'exploitation. Le conseil a examiné l'hypothèse de continuité d'exploitation et n'a identifié aucune incertitude significative. La levée de 3 millions d'euros bouclée en octobre 2026 porte la trésorerie à 38 MMAD, pour une consommation nette de 1,7 MMAD par mois liée aux ouvertures de campus, soit environ 22 mois. Si cette levée n'avait pas abouti, la société aurait dû ralentir ses ouvertures de campus ; ce scénario est désormais écarté.`,
    present: [],
    absent: ['going-concern', 'short-runway', 'burn-above-revenue'],
    traits: ['negation', 'time', 'modality'],
  },
  // One-off consulting fee 11 M counted in MRR 46 M (11 / 46 = 24% of the month, under 30%).
  {
    id: 'd15-w2-note-mrr-mission-conseil',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – SUNU FACTURE SAS (Dakar) – Novembre 2026
• MRR annoncé par la société : 46 M FCFA en octobre 2026.
• Retraitement : 11 M FCFA correspondent à une mission de conseil ponctuelle, facturée en une fois en octobre à la Mutuelle des Enseignants du Sénégal. Le MRR d'abonnement s'établit donc à 35 M FCFA.
• Hébergement : les serveurs sont hébergés par DataCenter Plateau SARL, dont l'épouse du CEO détient 40 % ; le contrat de 2,5 M FCFA par mois a été signé sans mise en concurrence.
• Attrition mensuelle : 2,1 %.`,
    present: ['non-recurring-revenue', 'related-party'],
    absent: ['customer-concentration', 'high-churn'],
    traits: ['list', 'indirect', 'figures'],
  },
  {
    id: 'd15-w2-whatsapp-rumeurs-dementies',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[WhatsApp – groupe « Associés Yoff Fresh »]
[18:02] Khady : Le fonds demande si Ibou part. C'était quoi cette histoire ?
[18:04] Ibou : Non, je ne pars pas 😂 c'était une blague à la réunion d'équipe. J'ai même signé mon avenant jusqu'en 2029.
[18:05] Khady : Top. Et le contrôle fiscal ?
[18:07] Ibou : Clos. On a reçu l'avis de non-redressement le 3 novembre, on ne doit rien à la DGID.
[18:08] Khady : Ok. Et Sahel Distribution, ils pèsent combien dans le CA ?
[18:10] Ibou : 22 % sur les 12 derniers mois, 24 % l'an dernier. On réduit la dépendance.
[18:11] Khady : Parfait, je leur réponds ce soir.`,
    present: [],
    absent: ['founder-departure', 'debt-distress', 'customer-concentration'],
    traits: ['negation', 'time'],
  },
  {
    id: 'd15-w2-bp-togo-sans-chiffres',
    documentType: 'business_plan',
    language: 'fr',
    text: `RÉSUMÉ DU PLAN D'AFFAIRES – TOGOAGRI CONNECT SAS (Kara)
Notre mission : relier les petits producteurs du nord du Togo aux acheteurs de Lomé et d'Accra.
Stratégie : déploiement d'agents de terrain, partenariat avec trois coopératives de soja, application en éwé et en kabiyè.
Objectifs : nous prévoyons de multiplier notre chiffre d'affaires par cinq chaque année jusqu'en 2029, porté par l'export de soja vers le Ghana.
Équipe : deux fondateurs agronomes et un directeur technique recruté en 2025. Notre responsable des partenariats envisageait un temps de rejoindre une ONG ; elle a finalement choisi de rester et a signé un contrat de quatre ans.
Besoin de financement : trois cents millions de francs CFA.`,
    present: ['missing-financials', 'unrealistic-growth'],
    absent: ['founder-departure'],
    traits: ['words', 'modality'],
  },
  // Payback = CAC 1 800 MAD / 120 MAD contribution a month = 15 months, not the 6 months stated.
  {
    id: 'd15-w2-payback-contredit-maroc',
    documentType: 'business_plan',
    language: 'fr',
    text: `PLAN D'AFFAIRES – DARNA SERVICES (ménage à domicile, Casablanca) – Économie unitaire

| Indicateur | Valeur |
| CAC moyen (publicité + parrainage) | 1 800 MAD |
| Chiffre d'affaires mensuel par client | 480 MAD |
| Marge de contribution mensuelle par client | 120 MAD |
| Attrition mensuelle | 3,8 % |
| Délai de récupération du CAC | 6 mois |

Chiffre d'affaires 2025 : 5,6 MMAD ; objectif 2026 : 8,4 MMAD.`,
    present: ['unit-economics'],
    absent: ['high-churn'],
    traits: ['table', 'figures'],
  },
  // Largest client "près d'un quart" (~25%) in 2025, "un peu plus d'un quart" (~26%) in 2024: under 30%.
  {
    id: 'd15-w2-rg-quart-des-ventes',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION 2025 – AÏR MAINTENANCE SA (Niamey)

Nos ventes ont atteint 1,92 milliard FCFA, en progression de 9 %. Le contrat de maintenance conclu avec la Société des Mines de l'Aïr représente désormais près d'un quart de nos ventes, contre un peu plus d'un quart en 2024 ; la cinquantaine d'autres clients se partage le solde, aucun ne dépassant 6 %.
La marge brute est stable à 29 %. La société n'a ni dette fiscale échue ni emprunt en retard, et son carnet de commandes couvre déjà sept mois d'activité.`,
    present: [],
    absent: ['customer-concentration', 'declining-revenue', 'debt-distress'],
    traits: ['words', 'indirect'],
  },
];
