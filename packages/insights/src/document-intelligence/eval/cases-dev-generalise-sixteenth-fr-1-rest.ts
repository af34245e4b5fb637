/** The second half of cases-dev-generalise-sixteenth-fr-1.ts's texts, kept apart so no file passes 400 lines; cases-dev-generalise-sixteenth-fr-1.ts gathers them. */
import type { RedFlagCase } from './case';

export const generaliseSixteenthFr1Rest: readonly RedFlagCase[] = [
  // 4 500 − (3 200 + 900 + 150 + 400) = −150 FCFA par commande, pas +350
  {
    id: 'd16-w5-bp-contribution-commande',
    documentType: 'business_plan',
    language: 'fr',
    text: `YOBANTE FOOD — Plan d'affaires (extrait)

En 2025, YOBANTE a réalisé un chiffre d'affaires de 380 M FCFA avec 84 000 commandes livrées à Dakar et Thiès.

Économie d'une commande moyenne :
- panier moyen : 4 500 FCFA
- coût des produits : 3 200 FCFA
- livraison (coursier) : 900 FCFA
- frais de paiement mobile : 150 FCFA
- emballage : 400 FCFA

Nous dégageons ainsi une marge de contribution positive de +350 FCFA par commande, qui finance notre croissance sans dépendre de la levée.`,
    present: ['unit-economics'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  // durée de vie = 1 / 8 % = 12,5 mois, LTV ≈ 150 × 12,5 = 1 875 TND, pas 5 400 ; churn 8 % par mois ≥ 5 %
  {
    id: 'd16-w5-deck-saas-churn-ltv',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KHADAMNI — SaaS RH pour PME tunisiennes

Métriques au 30 septembre 2026 :
ARR : 1,2 M TND
ARPU : 150 TND par mois
Churn mensuel : 8 %
LTV : 5 400 TND (ARPU × 36 mois de durée de vie moyenne)
CAC : 1 100 TND
LTV/CAC : 4,9x

Nos clients restent longtemps parce que le logiciel devient le cœur de leur paie.`,
    present: ['unit-economics', 'high-churn'],
    absent: ['missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Orange CI 412 / 1 150 = 35,8 % ≥ 30 %
  {
    id: 'd16-w5-annexe-ca-par-client',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE 21 — CHIFFRE D'AFFAIRES PAR CLIENT (exercice 2025, en millions de FCFA)

Client	2025	2024
Orange Côte d'Ivoire	412	301
MTN Côte d'Ivoire	128	117
Moov Africa	96	88
Autres clients (58)	514	463
Total	1 150	969

Les prestations sont facturées mensuellement sur la base des interventions réalisées sur les sites techniques des opérateurs.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // SONATEL 96 / 240 = 40 % ≥ 30 % ; 60 M de frais ponctuels dans le CA récurrent
  {
    id: 'd16-w5-note-sonatel-recurrent',
    documentType: 'business_plan',
    language: 'fr',
    text: `Note d'investissement — CLOUDTERANGA

Le chiffre d'affaires récurrent 2025 ressort à 240 000 000 FCFA. La SONATEL y a contribué pour 96 000 000 FCFA au titre de l'hébergement et de la supervision de ses plateformes.

Ce chiffre d'affaires récurrent inclut par ailleurs 60 000 000 FCFA de frais d'intégration facturés une seule fois lors du déploiement de deux nouveaux clients bancaires au deuxième trimestre.

La direction anticipe un chiffre d'affaires récurrent de 330 000 000 FCFA en 2026.`,
    present: ['customer-concentration', 'non-recurring-revenue'],
    absent: ['unrealistic-growth'],
    traits: ['figures', 'indirect', 'prose'],
  },
  // fondateurs 25 + 17 = 42 % ≥ 40 % ; Faso Impact Fund 48 % < 50 %
  {
    id: 'd16-w5-ok-table-rapprochee-42',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TABLE DE CAPITALISATION AU 30/09/2026
(rapprochée avec le registre des mouvements de titres et les statuts — visa de Me Kaboré, notaire à Ouagadougou)

Associé | Actions | %
Issa Ouédraogo (fondateur) | 2 500 | 25 %
Mariam Sawadogo (fondatrice) | 1 700 | 17 %
Faso Impact Fund | 4 800 | 48 %
Pool BSPCE (non alloué) | 1 000 | 10 %
Total | 10 000 | 100 %

Aucune cession n'est intervenue depuis la dernière mise à jour.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
  },
  {
    id: 'd16-w5-ok-pv-ago-observation',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE ANNUELLE — SOCIÉTÉ WARI LOGISTIQUE SA, Niamey, 26 juin 2026

Après lecture du rapport de gestion du conseil d'administration et du rapport général du commissaire aux comptes, lequel certifie sans réserve les états financiers de l'exercice 2025 et formule une observation attirant l'attention sur la note 2.4 relative au changement de méthode de comptabilisation des subventions d'exploitation, l'assemblée adopte les résolutions suivantes :

Première résolution : approbation des comptes de l'exercice clos le 31 décembre 2025.
Deuxième résolution : quitus aux administrateurs.
Troisième résolution : affectation du bénéfice de 37 450 000 FCFA au report à nouveau.`,
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['prose', 'indirect'],
  },
  // SIFCA 27 % < 30 % ; aucun autre client nommé
  {
    id: 'd16-w5-ok-premier-client-27',
    documentType: 'business_plan',
    language: 'fr',
    text: `AGROLOG CI — Présentation aux investisseurs (extrait du plan d'affaires)

Chiffre d'affaires 2025 : 1,34 Md FCFA (+22 % sur un an).

Portefeuille clients : notre premier client, le Groupe SIFCA, représente 27 % du chiffre d'affaires 2025. Aucun autre client ne dépasse 4 % ; nous servons 212 clients actifs, coopératives et exportateurs, répartis sur huit régions. Les contrats sont annuels et renouvelés par tacite reconduction.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures', 'negation'],
  },
  // marge mensuelle 20 000 × 40 % = 8 000 ; durée de vie 1/3,3 % ≈ 30 mois ; LTV 240 000 ; LTV/CAC = 4 ; 60 000 / 8 000 = 7,5 mois
  {
    id: 'd16-w5-ok-deck-ltv-coherent',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 8 — Unit economics (moyenne 2026)
• MRR : 18 M XOF
• ARPU mensuel : 20 000 XOF
• Marge brute : 40 % → 8 000 XOF de marge par client et par mois
• Churn mensuel : 3,3 % → durée de vie moyenne d'environ 30 mois
• LTV ≈ 240 000 XOF
• CAC : 60 000 XOF
• LTV/CAC : 4x
• Récupération du CAC : 7 à 8 mois`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'missing-financials'],
    traits: ['list', 'figures'],
  },
  // marge 38 % → 35 % : baisse de 3 points < 5 ; CA en hausse
  {
    id: 'd16-w5-ok-marge-moins-3-points',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOLDES INTERMÉDIAIRES DE GESTION (SYSCOHADA révisé) — en millions de FCFA

Poste	2024	2025
Chiffre d'affaires	820,0	965,0
Coût des ventes	508,4	627,3
Marge brute	311,6	337,7
Taux de marge brute	38 %	35 %

Commentaire de la direction : le taux de marge s'effrite légèrement sous l'effet du renchérissement du fret maritime, compensé en partie par la renégociation de nos contrats d'approvisionnement.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // capitaux propres 62 M ≥ 50 % du capital de 100 M ; aucune incertitude relevée
  {
    id: 'd16-w5-ok-cac-pas-incertitude',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE — EXERCICE 2025

Opinion : nous certifions que les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.

Continuité d'exploitation : nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la capacité de la société à poursuivre son exploitation.

Chiffres clés : chiffre d'affaires 540 M FCFA ; résultat net +9 M FCFA ; capitaux propres 62 M FCFA pour un capital social de 100 M FCFA.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
  },
  // Partech 4 800 / 10 000 = 48 % < 50 % ; fondateurs 2 600 + 1 700 = 4 300 = 43 % ≥ 40 %
  {
    id: 'd16-w5-ok-bsa-air-convertis-48',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Simulation post-conversion des BSA AIR (prix de conversion fixé par l'avenant du 2 mai 2026)

- Partech Africa : 4 800 actions
- Youssou Kane (fondateur) : 2 600 actions
- Rokhaya Ba (fondatrice) : 1 700 actions
- Salariés (BSPCE exercés) : 900 actions
Total : 10 000 actions

La table ci-dessus a été rapprochée du registre des mouvements de titres par le cabinet Geni & Kebe ; elle correspond au capital inscrit dans les statuts modifiés.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'figures', 'time'],
  },
  // consommation nette 11 M < CA mensuel 16 M ; autonomie 130 / 11 ≈ 11,8 mois ≥ 9
  {
    id: 'd16-w5-ok-burn-sous-ca',
    documentType: 'business_plan',
    language: 'fr',
    text: `Situation de trésorerie au 31 octobre 2026 (extrait du business plan actualisé)

Le chiffre d'affaires mensuel moyen du troisième trimestre s'établit à 16 M FCFA. Notre consommation nette de trésorerie est de 11 M FCFA par mois, en baisse depuis l'ouverture du second entrepôt. La trésorerie disponible s'élève à 130 M FCFA, hors ligne de crédit non tirée.

Nous prévoyons d'atteindre l'équilibre opérationnel au deuxième semestre 2027.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['figures', 'prose', 'indirect'],
  },
  // fondateurs 46 % ≥ 40 % ; Comoé Capital 38 % < 50 %
  {
    id: 'd16-w5-ok-whatsapp-registre-a-jour',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[28/11/2026 09:12] Aïcha : Les BSA AIR ont été convertis le mois dernier, c'est bon
[28/11/2026 09:13] Aïcha : Registre des mouvements à jour, Me Diallo a validé la table hier soir
[28/11/2026 09:15] Boubacar : Et ça tombe juste avec les statuts ?
[28/11/2026 09:16] Aïcha : Oui, 10 000 actions des deux côtés, zéro écart
[28/11/2026 09:17] Boubacar : Et nous deux on est à combien ?
[28/11/2026 09:18] Aïcha : 46 % à nous deux, Comoé Capital 38 %, le reste les anges`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    traits: ['split', 'figures', 'negation'],
  },
];
