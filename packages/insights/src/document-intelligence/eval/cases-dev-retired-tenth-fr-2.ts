import type { RedFlagCase } from './case';

export const redFlagTenthFrCases2: readonly RedFlagCase[] = [
  // LGF : 4,0 / (3,0 + 4,0) = 57,1 % ; fondateurs 18 % + 12 % = 30 % < 40 %
  {
    id: 'h10-fr-term-sheet-congo-agri-logistique-kinshasa',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures'],
    text: `TERM SHEET INDICATIF — CONGO AGRI LOGISTIQUE SARL (Kinshasa, Gombe)
Investisseur : Lualaba Growth Fund I (« LGF »)
Instrument : actions de préférence de catégorie A
Montant : 4 000 000 USD
Valorisation pré-money : 3 000 000 USD

Table de capitalisation post-closing (base entièrement diluée)
| Actionnaire                          | Actions  | %       |
| LGF                                  | 57 143   | 57,1 %  |
| Patrick Ilunga (fondateur, DG)       | 18 000   | 18,0 %  |
| Grâce Mbuyi (fondatrice, DAF)        | 12 000   | 12,0 %  |
| Club Kin Invest (business angels)    | 6 857    | 6,9 %   |
| Pool d'options                       | 6 000    | 6,0 %   |
| Total                                | 100 000  | 100 %   |

Gouvernance : conseil de gérance de cinq membres, dont trois désignés par LGF.
Liquidation préférentielle : 1x, non participative.
Anti-dilution : moyenne pondérée large.
Conditions : audit satisfaisant, mise en conformité des statuts avec l'Acte uniforme OHADA révisé.
Droit applicable : droit congolais et droit OHADA.`,
  },
  {
    id: 'h10-fr-questionnaire-dd-benin-cashew-cotonou',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation', 'cap-table-complexity', 'related-party'],
    absent: ['debt-distress', 'pending-licence'],
    traits: ['list', 'words', 'negation'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — Réponses de BENIN CASHEW EXPORT SA (Cotonou, Akpakpa)

Q1. La société est-elle partie à une procédure judiciaire, arbitrale ou administrative ?
R. Oui. Un ancien chef d'équipe de l'usine de Glazoué a saisi le tribunal de première instance de Cotonou (chambre sociale) en février 2025 pour licenciement abusif ; il réclame 38 millions FCFA. L'affaire a été renvoyée au 12 décembre. Le litige douanier de 2022, lui, est définitivement clos.

Q2. Fournir la table de capitalisation à jour et la rapprocher du registre des titres.
R. La table jointe (Annexe 4) est celle de 2023. Les cessions intervenues entre actionnaires en 2024 n'ont pas encore été retranscrites au registre ; nous ne sommes pas en mesure à ce jour de confirmer le nombre exact d'actions détenues par chaque actionnaire.

Q3. Existe-t-il des transactions avec des parties liées ?
R. Le transport des noix de cajou depuis Parakou est confié à Transports Hounkpè & Fils, société dirigée par M. Rodrigue Hounkpè, frère du Président-directeur général. Montant facturé en 2024 : 214 millions FCFA.

Q4. La société a-t-elle des dettes fiscales ou sociales échues ?
R. Non. La société est à jour vis-à-vis de la DGI et de la CNSS (attestations jointes).

Q5. Licences et autorisations ?
R. Agrément d'exportateur de noix de cajou délivré par le ministère de l'Industrie et du Commerce, valable jusqu'en 2027.`,
  },
  // clients : OCP 5,9 / 14,6 = 40 % de l'ARR déclaré (51 % de l'ARR retraité de 11,5)
  // attrition : 21 / 48 sites en 6 mois = 44 % par semestre, environ 7 % par mois
  {
    id: 'h10-fr-note-investissement-darb-analytics-casablanca',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['customer-concentration', 'high-churn', 'non-recurring-revenue'],
    absent: ['gross-margin', 'investor-control'],
    traits: ['figures', 'indirect'],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT — Atlas Seed Fund II
Cible : Darb Analytics SAS (Casablanca) — logiciel de maintenance prédictive pour sites industriels
Ticket proposé : 8 millions de dirhams pour 20 % du capital

1. Revenus
ARR déclaré au 30/06/2025 : 14,6 M MAD. Notre revue montre que ce montant inclut 3,1 M MAD de frais de déploiement facturés une seule fois aux sites de Jorf Lasfar et de Safi, que la société a annualisés et présentés comme récurrents.

2. Clients
Le groupe OCP (trois sites) représente à lui seul 5,9 M MAD de l'ARR déclaré. Le deuxième client, LafargeHolcim Maroc, en représente 1,4 M MAD.

3. Rétention
Sur les 48 sites sous contrat au 1er janvier 2025, 21 ont résilié au cours du premier semestre, principalement des PME de la zone de Berrechid.

4. Marge brute : 71 % au S1 2025 (S1 2024 : 73 %).

5. Recommandation : poursuivre l'instruction sous réserve d'un retraitement de l'ARR et d'une analyse des motifs de résiliation.`,
  },
  // CA 6,84 Md < 7,52 Md FCFA ; trois distributeurs nommés : 3,97 / 6,84 = 58 %
  {
    id: 'h10-fr-rapport-gestion-ivoire-boissons-abidjan',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'customer-concentration'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['words', 'figures'],
    text: `RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION — EXERCICE 2024
IVOIRE BOISSONS DISTRIBUTION SA — Abidjan, zone industrielle de Yopougon

1. Activité
Le chiffre d'affaires de l'exercice s'établit à 6,84 milliards de FCFA contre 7,52 milliards de FCFA en 2023, sous l'effet de la perte d'un référencement en grande distribution et de la hausse du coût des emballages répercutée sur nos prix.

2. Clientèle
Nos trois principaux distributeurs — CDCI, Prosuma et le groupe Carré d'Or — ont totalisé 3,97 milliards de FCFA de commandes sur l'exercice.

3. Marge brute
Le taux de marge brute s'établit à 27,4 % contre 28,9 % l'an dernier.

4. Résultat
Le résultat net ressort à un bénéfice de 212 millions de FCFA (2023 : 398 millions de FCFA).

5. Perspectives
Le Conseil prévoit de relancer le réseau des boutiques de quartier d'Abobo et de Koumassi en 2025.

6. Affectation du résultat
Il est proposé d'affecter le bénéfice en totalité au report à nouveau.`,
  },
  {
    id: 'h10-fr-deck-jangalma-edtech-dakar',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['split-lines', 'words'],
    text: `JANGALMA — L'école dans la poche
Dakar · Pré-seed · 2025
—
Le problème
1 élève sur 2 n'a pas de manuel
à la maison
—
Notre solution
Les cours du programme sénégalais
en wolof et en français
Fonctionne hors ligne,
sur un Android d'entrée de gamme
—
Traction
42 000 élèves inscrits
130 écoles partenaires
Dakar · Thiès · Kaolack
Note Play Store : 4,7
—
Concurrence
Aucun acteur ne propose
ce que nous faisons.
Le marché est vierge.
—
Équipe
Mame Diarra Fall — CEO, ex-ministère de l'Éducation nationale
Ousmane Sy — CTO, ex-ingénieur mobile
—
Prochaine étape
Tour pré-seed en BSA-AIR`,
  },
  // parts recensées : 4 000 + 2 500 + 2 000 + 600 = 9 100 sur 10 000 ; fondateurs actifs 6 500 / 10 000 = 65 %
  {
    id: 'h10-fr-pv-age-faso-energie-verte-ouagadougou',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity', 'dead-equity'],
    absent: ['founder-departure', 'low-founder-ownership', 'investor-control'],
    traits: ['words', 'figures', 'indirect'],
    text: `PROCÈS-VERBAL DES DÉLIBÉRATIONS DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE
FASO ÉNERGIE VERTE SARL — capital de 10 000 000 FCFA divisé en 10 000 parts — Ouagadougou, Ouaga 2000

Le 22 mai 2025 à 15 heures, les associés se sont réunis au siège social.
Sont présents ou représentés : M. Hamidou Ouédraogo, cogérant fondateur (4 000 parts) ; Mme Salimata Kaboré, cogérante fondatrice (2 500 parts) ; SOFIPE Burkina, représentée par M. Issa Zongo.

Le gérant expose à l'assemblée :
– que M. Boukary Sawadogo, premier salarié de la société (technicien solaire), à qui 600 parts avaient été attribuées en 2020, a quitté l'entreprise en août 2021 pour s'installer à Montréal ; il demeure titulaire de ces 600 parts, aucune cession n'ayant pu être conclue malgré plusieurs relances, et n'a pas répondu à la convocation ;
– que le nombre de parts détenues par SOFIPE Burkina diffère selon les documents : 2 000 parts selon le registre des associés, 2 400 selon l'accord d'investissement de 2022 ; cet écart n'a pas été résolu et les parts recensées ne totalisent que 9 100 sur 10 000.

Première résolution – L'assemblée mandate le cabinet Compaoré & Associés pour reconstituer l'historique des cessions et établir une répartition du capital certifiée.
Deuxième résolution – L'assemblée décide de reporter l'augmentation de capital de 25 000 000 FCFA jusqu'à la remise de ces travaux.
Troisième résolution – Tous pouvoirs sont donnés au porteur d'une copie du présent procès-verbal pour les formalités au RCCM.`,
  },
  // attrition : 31 résiliations / 212 abonnés = 14,6 % sur le mois
  // charges 23,5 M > CA 14,2 M ; piste : 140 / (23,5 − 14,2) = 15 mois (≥ 9)
  {
    id: 'h10-fr-whatsapp-investisseurs-okoume-ride-libreville',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['informal', 'figures'],
    text: `Groupe « Okoumé Ride – Investisseurs »
[03/09/2025 19:02] Cédric (Gabon Angels): Bonsoir Rodrigue, tu peux partager les chiffres d'août ?
[03/09/2025 19:10] Rodrigue Obiang: Bonsoir ! Août : 14,2 M FCFA de CA, charges totales 23,5 M. On reste en perte comme prévu au budget
[03/09/2025 19:11] Rodrigue Obiang: abonnés entreprises : 212 au 1er août, 31 résiliations dans le mois, 4 nouveaux signés
[03/09/2025 19:13] Cédric (Gabon Angels): 31 départs en un mois ?? c'est énorme
[03/09/2025 19:14] Rodrigue Obiang: oui, surtout des PME d'Owendo après la hausse de prix de juillet. On a déjà corrigé la grille
[03/09/2025 19:16] Cédric (Gabon Angels): et la tréso ?
[03/09/2025 19:17] Rodrigue Obiang: 140 M sur le compte BGFI, on tient largement jusqu'à l'automne prochain
[03/09/2025 19:20] Cédric (Gabon Angels): ok, on en reparle au board jeudi 👍`,
  },
  {
    id: 'h10-fr-rapport-cac-vanille-du-nord-antananarivo',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'going-concern', 'debt-distress'],
    absent: ['litigation', 'missing-financials'],
    traits: ['words', 'indirect'],
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES — EXERCICE CLOS LE 31 DÉCEMBRE 2024
Aux associés de VANILLE DU NORD SARL (Antananarivo – Sambava)

Opinion avec réserve
Nous avons effectué l'audit des états financiers de la société, établis conformément au Plan comptable général 2005, qui font apparaître un chiffre d'affaires de 18,2 milliards d'ariary.
Nous n'avons pas pu assister à l'inventaire physique des stocks de vanille préparée au 31 décembre 2024, inscrits au bilan pour 4,8 milliards d'ariary, ni obtenir d'éléments probants suffisants par d'autres procédures. À l'exception des incidences éventuelles de cette limitation, nous certifions que les états financiers sont réguliers et sincères.

Incertitude significative liée à la continuité de l'exploitation
La société n'a pas respecté au 31 décembre 2024 le ratio d'endettement prévu par la convention de crédit conclue avec la BNI Madagascar ; le prêt de 6,5 milliards d'ariary est de ce fait devenu exigible par anticipation, et aucune renonciation de la banque n'avait été obtenue à la date du présent rapport. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Antananarivo, le 30 mai 2025
Cabinet Rakoto Audit — Hery Andriamanana, associé`,
  },
  // fondateurs 35 % + 25 % = 60 % ; fonds 30 %
  {
    id: 'h10-fr-statuts-carthage-medtech-tunis',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'related-party', 'litigation', 'low-founder-ownership', 'investor-control'],
    traits: ['words', 'hedge'],
    text: `STATUTS — CARTHAGE MEDTECH SA
Société anonyme régie par le Code des sociétés commerciales — Siège : Les Berges du Lac, Tunis

Article 2 – Objet : la conception, la fabrication et la commercialisation de dispositifs médicaux connectés. L'exercice de certaines de ces activités est subordonné à l'obtention préalable des autorisations prévues par la réglementation en vigueur.

Article 6 – Capital social : le capital est fixé à 2 500 000 dinars, divisé en 250 000 actions de 10 dinars chacune, entièrement libérées, réparties comme suit :
M. Karim Jaziri : 87 500 actions (35 %) ; Mme Ines Trabelsi : 62 500 actions (25 %) ; Tunisie Innovation Fund : 75 000 actions (30 %) ; autres actionnaires personnes physiques : 25 000 actions (10 %).

Article 10 – Cession des actions : toute cession d'actions à un tiers est soumise à l'agrément du conseil d'administration, qui statue dans un délai de trois mois.

Article 18 – Conventions réglementées : toute convention entre la société et l'un de ses administrateurs, ou une société dans laquelle un administrateur est associé ou dirigeant, est soumise à l'autorisation préalable du conseil.

Article 32 – Contestations : les contestations qui pourraient s'élever pendant la durée de la société entre les actionnaires au sujet des affaires sociales seront soumises aux tribunaux compétents du lieu du siège social.`,
  },
  // marge brute : 1 400 / 3 412 = 41,0 % contre 1 247 / 2 968 = 42,0 % (−1 point) ; CA en hausse sur 3 ans
  {
    id: 'h10-fr-etats-financiers-ndar-foods-saint-louis',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'debt-distress'],
    traits: ['table', 'figures', 'split-lines'],
    text: `NDAR FOODS SA — Saint-Louis (Sénégal)
Extraits des états financiers de synthèse — SYSCOHADA révisé
(en millions de FCFA)                     2024       2023       2022

Les comptes des trois exercices ont été certifiés sans réserve par le cabinet Sall
Audit & Conseil ; le rapport sur l'exercice 2024 est daté du 30 avril 2025.
Les montants 2022 ont été retraités du reclassement des frais de transport.

COMPTE DE RÉSULTAT
Chiffre d'affaires                        3 412      2 968      2 540
Coût des ventes                          (2 012)    (1 721)    (1 468)
Marge brute                               1 400      1 247      1 072
Taux de marge brute                       41,0 %     42,0 %     42,2 %
Charges d'exploitation                   (1 010)      (905)      (801)
Résultat d'exploitation                     390        342        271
Résultat net                                262        231        177

BILAN (extraits)                     31/12/2024  31/12/2023
Trésorerie actif                            684        512
Dettes financières                          420        515
Capitaux propres                          1 904      1 672

Note 9 : le prêt CBAO est remboursé selon l'échéancier contractuel ; aucune échéance impayée.`,
  },
  // croissance : 186 → 410 M (×2,2) puis 820 M (×2) puis 1,6 Md (×2)
  {
    id: 'h10-fr-deck-docta-telemedecine-yaounde',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'pending-licence', 'unrealistic-growth', 'high-churn', 'missing-financials'],
    traits: ['split-lines', 'figures', 'time'],
    text: `DOCTA — La téléconsultation pour le Cameroun
Yaoundé · Série A · septembre 2025
——
Traction
CA 2024 : 186 M FCFA
CA 2025 (estimé) : 410 M FCFA
62 000 consultations par mois
——
Rétention
Churn mensuel des abonnements famille : 2,9 %
——
Concurrence
Waspito, MedAfrik, téléconsultations des hôpitaux privés
Notre différence : 340 médecins inscrits à l'Ordre
——
Réglementation
Autorisation du ministère de la Santé publique
obtenue en janvier 2024
——
Projections
2026 : 820 M FCFA
2027 : 1,6 Md FCFA
——
Levée : 2,5 M€`,
  },
  {
    id: 'h10-fr-courriel-associes-congo-fibre-brazzaville',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'customer-concentration', 'declining-revenue'],
    traits: ['time', 'negation', 'list'],
    text: `De : Arnaud Mabiala
Objet : Point trimestriel T2 2025 – Congo Fibre Services

Chers associés,

Quelques nouvelles du trimestre :
• Chiffre d'affaires T2 : 612 M FCFA, contre 548 M au T1 et 455 M au T2 2024.
• Résultat opérationnel : 71 M FCFA, soit 11,6 % du CA.
• Dette : nous avons réglé le 18 juin la dernière échéance du prêt BGFIBank ; la société n'a plus aucune dette bancaire.
• Contentieux : la procédure engagée par la mairie de Pointe-Noire pour occupation du domaine public s'est conclue par un désistement le 2 mai. Aucun dossier contentieux n'est ouvert à ce jour.
• Clients : Airtel Congo reste notre premier client avec 24 % du CA (27 % au T1).
• Équipe : arrivée de Mme Prisca Ngoma au poste de directrice des opérations.

Je reste à votre disposition pour en parler lors de l'assemblée du 15 juillet.

Bien à vous,
Arnaud`,
  },
];
