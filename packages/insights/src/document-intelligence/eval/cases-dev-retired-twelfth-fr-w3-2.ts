import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW3Part2: readonly RedFlagCase[] = [
  // Customer: 826 / 1 240 = 66.6 % of 2024 revenue (two thirds) from one named customer -> customer-concentration.
  // Four missed instalments and acceleration ("déchéance du terme") -> debt-distress. No lawsuit filed; revenue up.
  {
    id: 'h12-fr-w3-note-credit-logiroute-ci',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration', 'debt-distress'],
    absent: ['litigation', 'declining-revenue'],
    traits: ['figures', 'indirect', 'words'],
    text: `BANQUE DE L'ÉBURNIE – Direction des Risques
NOTE DE CRÉDIT – Comité de crédit du 17 juin 2025

Emprunteur : LOGIROUTE CI SAS – plateforme de mise en relation chargeurs / transporteurs, Abidjan-Treichville
Demande : ligne d'escompte de factures de 250 M FCFA, renouvelable sur 12 mois
Analyste : Mme Adjoua Konan

1. Activité
Chiffre d'affaires 2024 : 1 240 M FCFA (2023 : 980 M FCFA). Le contrat-cadre signé avec CIMENTS DU LITTORAL SA pour l'acheminement du clinker depuis le port a généré à lui seul 826 M FCFA de facturation en 2024 ; le solde se répartit entre une quarantaine de chargeurs (boissons, produits vivriers, BTP). Le contrat-cadre arrive à échéance en décembre 2025, sans clause de renouvellement tacite.

2. Endettement et comportement bancaire
La société supporte un crédit à moyen terme de 400 M FCFA consenti en 2022 par la Banque Régionale du Sud pour l'acquisition de 18 camions. D'après la Centrale des risques et les éléments communiqués par le client, les échéances de janvier à avril 2025 n'ont pas été honorées. Le confrère a prononcé la déchéance du terme le 22 mai 2025 ; le dirigeant indique négocier un rééchelonnement sur 48 mois. À ce jour, aucune procédure judiciaire de recouvrement n'a été engagée.

3. Garanties proposées
Cession des créances sur CIMENTS DU LITTORAL SA ; caution personnelle du fondateur, M. Didier Yapi.

4. Avis de l'analyste
Défavorable en l'état. Un réexamen pourra intervenir après signature du protocole de rééchelonnement et présentation d'un second contrat significatif.`,
  },
  // Clean: revenue up (35.1 -> 38.4 M); runway 276 / 19 = 14.5 months; net burn 19 M < revenue 38.4 M;
  // licence withdrawal and CTO departure concern ANOTHER company; own lawsuit closed by settlement.
  {
    id: 'h12-fr-w3-whatsapp-dunia-pay-bamako',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'founder-departure', 'litigation', 'short-runway', 'burn-above-revenue'],
    traits: ['chat', 'negation', 'time'],
    text: `Groupe WhatsApp « Fondateurs Dunia Pay 🇲🇱 »

[21:02] Boubacar : Vous avez vu pour KaliCash à Dakar ? La BCEAO leur a retiré l'agrément 😳
[21:03] Kadiatou : Oui, et leur CTO est parti la semaine dernière. Ça sent pas bon pour eux
[21:04] Boubacar : Nous on est tranquilles de ce côté. Notre agrément date de 2023 et la mission d'inspection de mars s'est terminée sans observation, le rapport est arrivé hier
[21:06] Kadiatou : Chiffres d'avril pour le board : 38,4 M de revenus, mars c'était 35,1 M
[21:06] Kadiatou : conso nette 19 M sur le mois, tréso 276 M à fin avril. Donc 14 mois et quelques devant nous
[21:08] Moussa : Et l'histoire avec l'ancien agent de Kayes ? Les investisseurs vont demander
[21:09] Boubacar : Fini. Transaction signée en février, il s'est désisté devant le tribunal, on a payé les 3,2 M. Dossier clos, j'ai le PV de désistement
[21:10] Moussa : Al hamdoulillah 🙏🏾 Bon on prépare le board du 15
[21:11] Kadiatou : Je mets tout ça dans le deck demain matin. Moussa tu m'envoies les chiffres agents actifs ?
[21:11] Moussa : 1 420 agents actifs, +6 % sur le mois 👍🏾`,
  },
  // Qualified opinion ("opinion avec réserve") -> audit-opinion. Material going-concern uncertainty -> going-concern.
  // Net loss 312 M FCFA on 540 M FCFA of net banking income -> costs above revenue -> burn-above-revenue.
  {
    id: 'h12-fr-w3-cac-reserve-sougouni-finance',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['words'],
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES
Exercice clos le 31 décembre 2024

Aux actionnaires de SOUGOUNI FINANCE SA, Bamako – plateforme de crédit digital aux commerçants

Opinion avec réserve
Nous avons effectué l'audit des états financiers de SOUGOUNI FINANCE SA, comprenant le bilan au 31 décembre 2024, le compte de résultat, le tableau des flux de trésorerie et les notes annexes. À notre avis, sous réserve de l'incidence du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers sont réguliers et sincères et donnent une image fidèle de la situation financière de la société au 31 décembre 2024, conformément au référentiel comptable applicable.

Fondement de l'opinion avec réserve
Les créances sur la clientèle figurent au bilan pour un montant net de 1 184 M FCFA. La société n'a pas été en mesure de nous fournir une balance âgée fiable de ces créances, et nous n'avons pu mettre en œuvre de procédures alternatives nous permettant d'apprécier le niveau des dépréciations nécessaires. En conséquence, nous n'avons pas été en mesure de déterminer si des ajustements de ce montant étaient nécessaires.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2.1 de l'annexe : l'exercice se solde par une perte nette de 312 M FCFA pour un produit net de 540 M FCFA, et les capitaux propres sont devenus inférieurs à la moitié du capital social. La poursuite de l'exploitation dépend de la réalisation de l'augmentation de capital en cours de négociation avec deux fonds d'impact. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.

Fait à Bamako, le 30 avril 2025
Le Commissaire aux comptes`,
  },
  // Post-money: 9 000 + 9 500 = 18 500 shares; Lomé Impact Capital 9 500 / 18 500 = 51.4 % (>= 50 %) -> investor-control.
  // Founders 9 000 / 18 500 = 48.6 % (>= 40 %) -> not low-founder-ownership.
  // Maintenance contract with NETSAHEL SARL, run by the President's brother -> related-party.
  {
    id: 'h12-fr-w3-pacte-togopay',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership', 'founder-departure', 'dead-equity'],
    traits: ['figures', 'indirect', 'split'],
    text: `PACTE D'ASSOCIÉS – TOGOPAY SAS (Lomé)
Extraits de la version signée le 3 mars 2025

Article 2 – Capital et répartition
2.1 Avant la réalisation de l'augmentation de capital, le capital social est divisé en 9 000 actions ordinaires, détenues par les Fondateurs : M. Komlan Adjavon, Président (5 400 actions), et Mme Essi Mensah, Directrice générale (3 600 actions).
2.2 Lomé Impact Capital (« l'Investisseur ») souscrit ce jour 9 500 actions de préférence de catégorie A, au prix unitaire de 42 000 FCFA, soit un montant total de 399 M FCFA, intégralement libéré.
2.3 Aucune autre émission de titres, ni aucune valeur mobilière donnant accès au capital, n'existe à la date des présentes.

Article 9 – Décisions importantes
Les décisions listées en annexe 3 (budget annuel, endettement supérieur à 50 M FCFA, recrutement des dirigeants) requièrent l'accord préalable de l'Investisseur.

Article 14 – Conventions existantes
Les Parties reconnaissent que le contrat d'hébergement et de maintenance informatique conclu le 1er juin 2023 entre la Société et la société NETSAHEL SARL, dont le gérant et associé unique est M. Kossi Adjavon, frère du Président, est maintenu jusqu'au 31 décembre 2025 pour un montant mensuel de 2,4 M FCFA HT. Son renouvellement sera soumis à l'accord préalable de l'Investisseur.

Article 17 – Départ d'un Fondateur
En cas de cessation des fonctions d'un Fondateur avant le 3 mars 2028, celui-ci s'engage à céder ses actions à la Société ou, à défaut, aux autres associés, à la valeur de marché (bon partant) ou à la valeur nominale (mauvais partant).`,
  },
  // Clean: lawsuit ended by settlement and court-acknowledged withdrawal; tax reassessment paid; CEO mandate renewed;
  // no related-party agreement; revenue up (187 -> 214 M).
  {
    id: 'h12-fr-w3-pv-ca-agro-link-togo',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'related-party'],
    traits: ['negation', 'time', 'list'],
    text: `AGRO-LINK TOGO SA – Société anonyme avec conseil d'administration – Lomé, quartier Tokoin
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 24 AVRIL 2025

Administrateurs présents : M. Yao Kpodar (Président-directeur général), Mme Akossiwa Lawson, M. Jean-Baptiste Amégah (représentant du fonds Kekeli Ventures). Assiste : Mme Ablavi Sossou, directrice financière.

1. Contentieux
Le PDG informe le Conseil que le litige qui opposait la société à son ancien distributeur de Kara, les Établissements Bawa & Fils, devant le tribunal de commerce de Lomé a pris fin : un protocole transactionnel a été signé le 4 mars 2025 et le désistement d'instance et d'action a été constaté par ordonnance du 18 mars 2025. Aucune autre procédure n'est en cours à ce jour.

2. Situation fiscale et sociale
Le redressement notifié par l'Office togolais des recettes en 2024 (11,6 M FCFA) a été réglé en deux échéances, la dernière le 31 janvier 2025 ; l'attestation de régularité fiscale a été délivrée le 20 février. Les cotisations CNSS sont à jour.

3. Activité du premier trimestre
Chiffre d'affaires T1 2025 : 214 M FCFA, contre 187 M FCFA au T1 2024. Le Conseil prend acte de l'ouverture du point de collecte de Sokodé.

4. Mandat du directeur général
Le Conseil renouvelle pour trois ans le mandat de M. Yao Kpodar, cofondateur, en qualité de Président-directeur général.

5. Conventions réglementées
Le Conseil constate qu'aucune convention visée à l'article 438 de l'Acte uniforme n'a été conclue au cours du trimestre.

L'ordre du jour étant épuisé, la séance est levée à 17 h 40.`,
  },
  // Unit economics consistent: 472 000/12 x 71 % = ~27 900 XOF gross margin a month; 95 000 / 27 900 = 3.4 months (<= 4 claimed).
  // ARR 1 150 M XOF = 868 M recurring subscriptions (1 840 x ~472 000) + 282 M one-off integration fee -> non-recurring-revenue.
  // E-money (EME) licence applied for in Nov. 2024, still under review -> pending-licence. ARR growth x2.1 (< 4).
  {
    id: 'h12-fr-w3-deck-numi-abidjan',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['non-recurring-revenue', 'pending-licence'],
    absent: ['unrealistic-growth', 'unit-economics'],
    traits: ['list', 'figures', 'split', 'indirect'],
    text: `NUMI – Pitch deck série A – Abidjan, juin 2025 (texte des diapositives 7 à 9)

DIAPO 7 – TRACTION
• ARR à fin mai 2025 : 1,15 Md XOF
   – abonnements SaaS marchands (1 840 comptes × ~472 000 XOF/an) : 868 M XOF
   – intégration et paramétrage du module de caisse pour notre banque partenaire (prestation facturée en une fois, en mars) : 282 M XOF
• Croissance de l'ARR sur 12 mois : ×2,1
• Rétention nette en revenus : 108 %
• 64 % des marchands actifs utilisent le paiement par QR code

DIAPO 8 – ÉCONOMIE UNITAIRE
• Coût d'acquisition d'un marchand : 95 000 XOF
• Marge brute sur abonnement : 71 %
• Délai de récupération du coût d'acquisition : 4 mois

DIAPO 9 – RÉGLEMENTAIRE
• Aujourd'hui : logiciel de caisse et d'encaissement ; les fonds transitent par les comptes de notre banque partenaire agréée
• Agrément d'établissement de monnaie électronique (EME) : dossier déposé auprès de la BCEAO le 14 novembre 2024, accusé de réception reçu, instruction en cours
• Le lancement du portefeuille NUMI Wallet est conditionné à l'obtention de cet agrément
• Conformité LBC/FT : responsable dédié recruté en janvier 2025`,
  },
  // Clean: growth 121 -> 250 = x2.07, 250 -> 480 = x1.92 (< 4x); costs below revenue every year;
  // competitors named; authorisation already granted; regulatory change only an explicit hypothesis (stress test).
  {
    id: 'h12-fr-w3-candidature-lafia-lab-bobo',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'pending-licence', 'regulatory'],
    traits: ['table', 'figures', 'modality', 'negation'],
    text: `PROGRAMME FASO STARTUP AMORÇAGE – Formulaire de candidature (extraits)
Entreprise : LAFIA LAB SARL, Bobo-Dioulasso – prélèvements biologiques à domicile et analyses en laboratoire partenaire
Montant sollicité : 75 millions de francs CFA (subvention remboursable)

Section 4 – Chiffres clés (en M FCFA)

| | 2023 | 2024 | 2025 (prév.) | 2026 (prév.) |
|---|---|---|---|---|
| Chiffre d'affaires | 58 | 121 | 250 | 480 |
| Charges totales | 55 | 118 | 226 | 410 |
| Nombre de patients servis | 4 100 | 8 900 | 17 500 | 31 000 |

Section 5 – Concurrence
Deux laboratoires privés de Ouagadougou proposent déjà des prélèvements à domicile, et les centres de santé publics restent la référence en zone rurale. Notre différence : une tarification forfaitaire par abonnement familial et des délais de résultat de 24 heures par SMS.

Section 6 – Autorisations
Autorisation d'ouverture délivrée par le ministère de la Santé (arrêté du 9 août 2023) ; renouvellement obtenu en janvier 2025, valable cinq ans.

Section 7 – Risques et scénario de stress
Hypothèse d'école retenue par notre expert-comptable : si les tarifs conventionnés des actes de biologie baissaient un jour de 15 %, le chiffre d'affaires 2026 serait ramené à environ 410 M FCFA, et l'activité resterait à l'équilibre. Aucune révision de ces tarifs n'est annoncée à ce jour.`,
  },
  // Churn: Feb 22/428 = 5.1 %, Mar 26/436 = 6.0 %, Apr 27/431 = 6.3 % a month (>= 5 %) -> high-churn.
  // Revenue: Feb 196.2 M GNF -> Mar 193.95 M -> Apr 187.2 M (falling) -> declining-revenue.
  {
    id: 'h12-fr-w3-csv-pharmalink-conakry',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn', 'declining-revenue'],
    absent: ['missing-financials'],
    traits: ['table', 'figures', 'indirect'],
    text: `PHARMALINK GN – Export du tableau de bord (Conakry) – logiciel de gestion pour officines, abonnement mensuel
Fichier : kpi_2025_T1-avril.csv – généré le 06/05/2025

mois,clients_debut,nouveaux,clients_perdus,clients_fin,abonnement_moyen_GNF,revenu_mensuel_GNF
2025-01,410,35,17,428,450000,192600000
2025-02,428,30,22,436,450000,196200000
2025-03,436,21,26,431,450000,193950000
2025-04,431,12,27,416,450000,187200000

Commentaire du directeur général (M. Mamadi Sylla) :
Avril a été perturbé par les coupures d'électricité à Kaloum et Ratoma, qui ont empêché plusieurs officines d'utiliser le logiciel pendant des jours entiers. Les départs concernent surtout des pharmacies de quartier passées à un outil gratuit sur tablette. Nous lançons en mai un plan de rétention (mode hors ligne, tarif réduit sur six mois pour les officines de moins de 3 employés) et visons 460 clients à fin septembre.
Prochaine mise à jour du fichier : 5 juin 2025.`,
  },
];
