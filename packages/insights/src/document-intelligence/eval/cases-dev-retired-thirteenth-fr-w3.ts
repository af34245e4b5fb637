import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW3: readonly RedFlagCase[] = [
  // active founders (3400 + 2000) / 10000 = 54% >= 40; fund 2800/10000 = 28% < 50
  // Sarr (cofounder, COO) leaves day-to-day management; his 1 800 shares are not bought back
  {
    id: 'h13-fr-w3-pv-age-dakar-retrait',
    documentType: 'legal_docs',
    text: `PROCÈS-VERBAL DES DÉLIBÉRATIONS DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 14 MARS 2025

NDAANAN LOGISTICS SAS
Société par actions simplifiée au capital de 10 000 000 FCFA
Siège social : Sacré-Cœur 3, villa n° 9112, Dakar - RCCM SN.DKR.2021.B.14427

L'an deux mille vingt-cinq, le quatorze mars, à dix heures, les associés se sont réunis au siège social sur convocation du Président.

Sont présents ou représentés :
- M. Ibrahima Fall, cofondateur, Président : 3 400 actions
- Mme Khady Ndiaye, cofondatrice : 2 000 actions
- M. Ousmane Sarr, cofondateur, Directeur des opérations : 1 800 actions
- Fonds Kora Amorçage, représenté par M. Thierno Ba : 2 800 actions
Total : 10 000 actions, soit l'intégralité du capital. L'assemblée peut valablement délibérer.

PREMIÈRE RÉSOLUTION
L'assemblée prend acte du souhait exprimé par M. Ousmane Sarr de prendre du recul par rapport à la gestion quotidienne de la société afin de se consacrer à des projets personnels. Il est mis fin à ses fonctions de Directeur des opérations à compter du 31 mars 2025. Ces fonctions sont reprises par Mme Khady Ndiaye.
Cette résolution est adoptée à l'unanimité.

DEUXIÈME RÉSOLUTION
L'assemblée examine la proposition du Président tendant au rachat des 1 800 actions détenues par M. Sarr. Faute d'accord sur le prix, et en l'absence de toute clause de sortie dans les statuts, la question est ajournée sine die. M. Sarr demeure associé pour l'intégralité de ses actions.
Cette résolution est adoptée à l'unanimité.

TROISIÈME RÉSOLUTION
Tous pouvoirs sont donnés au porteur d'une copie ou d'un extrait des présentes pour accomplir les formalités légales.

Fait à Dakar, le 14 mars 2025.
Le Président                    Le Secrétaire de séance`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    language: 'fr',
    traits: ['list', 'indirect', 'words', 'figures'],
  },

  // net burn 31 - 9.2 = 21.8 M FCFA/month > revenue 9.2 M; runway 96.4 / 21.8 = 4.4 months < 9
  // CNPS (social security) contributions unpaid for February, March, April = arrears
  {
    id: 'h13-fr-w3-whatsapp-abidjan-treso',
    documentType: 'business_plan',
    text: `Export de discussion WhatsApp - groupe « Direction Allô Marché CI »

[03/06/2025 21:47] Aïcha Koné: Relevés de fin mai reçus. Solde SGBCI + Orabank au 31/05 : 96,4 M FCFA
[03/06/2025 21:48] Aïcha Koné: Décaissements de mai : 31 M. Encaissements clients : 9,2 M
[03/06/2025 21:48] Aïcha Koné: même ordre de grandeur qu'en mars et avril
[03/06/2025 21:51] Koffi Yao: Ok merci. Le CA de mai c'est bien les 9,2 ?
[03/06/2025 21:52] Aïcha Koné: oui, facturé = encaissé, on est en paiement à la livraison
[03/06/2025 21:53] Koffi Yao: Et la CNPS, c'est réglé ?
[03/06/2025 21:55] Aïcha Koné: Non. Février, mars et avril toujours pas payés. Ils ont relancé la semaine dernière, les majorations de retard courent
[03/06/2025 21:56] Koffi Yao: On régularise tout au closing
[03/06/2025 21:57] Aïcha Koné: le term sheet n'est pas encore signé 🙏
[03/06/2025 21:58] Koffi Yao: je sais. On en parle au board de jeudi
[03/06/2025 21:58] Koffi Yao: <Médias omis>`,
    present: ['short-runway', 'burn-above-revenue', 'debt-distress'],
    absent: ['going-concern', 'declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['indirect', 'figures', 'time'],
  },

  // labour dispute pending (hearing adjourned) = litigation; HQ leased from the founder's brother's company = related party
  {
    id: 'h13-fr-w3-dd-bamako-sfd',
    documentType: 'legal_docs',
    text: `KÈNÈ FINANCE SA - Réponses au questionnaire de due diligence juridique
Section 4 : Conformité, contentieux, conventions
Document préparé par la Direction juridique - Bamako, avril 2025

4.1 Autorisations d'exercer
La société est agréée en qualité de système financier décentralisé par arrêté du Ministre de l'Économie et des Finances n° 2021-3317 et placée sous la surveillance de la BCEAO. L'agrément est à durée indéterminée.

4.2 Contrôles et sanctions
La société n'a fait l'objet d'aucune sanction de la BCEAO ni de la Commission bancaire de l'UMOA. La mission d'inspection de septembre 2024 s'est clôturée sans injonction.

4.3 Contentieux
(a) Un ancien agent de collecte, M. S. D., conteste son licenciement devant le Tribunal du travail de Bamako et réclame 14 500 000 FCFA de dommages-intérêts. L'audience de plaidoiries a été renvoyée au 22 mai 2025. Nos avocats estiment le risque limité.
(b) Le différend avec notre ancien éditeur de logiciel a été réglé par une transaction signée en 2023 ; il est éteint.

4.4 Conventions avec des parties liées
Le siège de Hamdallaye ACI 2000 est loué à la société Immobilière Traoré & Frères SARL, dont le gérant, M. Bakary Traoré, est le frère cadet du Président-fondateur, M. Adama Traoré. Loyer : 2 400 000 FCFA par mois, révisable tous les trois ans. La convention a été autorisée par le conseil d'administration du 12 janvier 2022, M. Adama Traoré n'ayant pas pris part au vote.

4.5 Autres informations
Néant.`,
    present: ['litigation', 'related-party'],
    absent: ['regulatory', 'pending-licence'],
    language: 'fr',
    traits: ['list', 'indirect', 'negation'],
  },

  // revenue 142.0 -> 131.5 -> 118.0 (falling each quarter)
  // gross margin 54.0/142.0 = 38.0%, 47.3/131.5 = 36.0%, 35.4/118.0 = 30.0% -> down 6 pts on T2, 8 pts on T1 (>= 5)
  // "ne sont pas audités" = unaudited; operating and net result positive each quarter -> no burn-above-revenue
  {
    id: 'h13-fr-w3-csv-ouaga-trimestres',
    documentType: 'financial_statements',
    text: `FASO GRAINS SARL - Comptes de gestion trimestriels 2024
Montants en millions de FCFA - source : comptabilité interne (Sage), extraction du 15/10/2024
Les comptes de l'exercice 2024 ne sont pas audités : le commissaire aux comptes n'a été nommé qu'en septembre.

poste;T1 2024;T2 2024;T3 2024
chiffre_affaires;142,0;131,5;118,0
cout_des_ventes;88,0;84,2;82,6
marge_brute;54,0;47,3;35,4
charges_personnel;21,5;21,0;17,8
autres_charges_exploitation;22,5;20,9;16,3
resultat_exploitation;10,0;5,4;1,3
resultat_net;7,1;3,6;0,6

Commentaire du gérant : la baisse des prix du maïs à la revente et la fin du contrat de fourniture avec une ONG au T2 pèsent sur les volumes ; nous avons réduit les frais fixes au T3 (deux départs non remplacés au magasin de Bobo-Dioulasso).`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'customer-concentration', 'missing-financials'],
    language: 'fr',
    traits: ['csv', 'table', 'figures', 'indirect'],
  },

  // clean: runway problem is past (4 months a year ago, ~18 now, no burn figure stated);
  // top buyer 21% < 30 (was 38% a year ago); revenue 152 -> 187 -> 214 up; margin 28 -> 29 up; "pas en défaut"
  {
    id: 'h13-fr-w3-lettre-cotonou-propre',
    documentType: 'business_plan',
    text: `ALAFIA AGRO SAS - Lettre aux actionnaires - 3e trimestre 2025
Cotonou, le 14 octobre 2025

Chers actionnaires,

Il y a un an, je vous écrivais que nous n'avions plus que quatre mois de trésorerie devant nous. Cette page est tournée : la clôture en juin de notre tour de 1,2 M€, mené par deux fonds de la sous-région, nous donne aujourd'hui environ dix-huit mois de visibilité, à rythme de dépenses constant.

Quelques repères du trimestre :
- Chiffre d'affaires : 214 M FCFA, contre 187 M au T2 et 152 M au T3 2024.
- Marge brute : 29 %, contre 28 % au trimestre précédent.
- Notre principal acheteur, un transformateur de noix de cajou de Parakou, pèse désormais 21 % du CA, contre 38 % il y a un an. Nous avons signé quatre nouveaux contrats d'achat, dont un à l'export vers le Togo.

Un mot sur la dette, puisque des rumeurs ont circulé après les difficultés d'un autre exportateur de la place : nous ne sommes pas en défaut. Les trois échéances 2025 de notre ligne de préfinancement de campagne ont été réglées à bonne date, et la banque a renouvelé la ligne pour la campagne 2025-2026.

Prochaine étape : l'ouverture du centre de collecte de Djougou en janvier.

Bien cordialement,
Rodrigue Houngbédji, cofondateur et directeur général`,
    present: [],
    absent: ['short-runway', 'customer-concentration', 'debt-distress', 'declining-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['time', 'negation', 'words', 'figures'],
  },

  // claims no competitor at all; projection 910 / 182 = 5.0x in one year >= 4x; top client 18% < 30
  {
    id: 'h13-fr-w3-deck-lome-fret',
    documentType: 'pitch_deck',
    text: `TOGOTRUCK - Deck investisseurs - Seed 2025

[Slide 2] Le problème
Au départ du Port autonome de Lomé, un camion sur trois repart à vide vers Ouagadougou ou Niamey. Les chargeurs passent par des coxers et attendent en moyenne 4 jours pour trouver un transporteur.

[Slide 4] La concurrence
Il n'existe aujourd'hui aucun concurrent sur notre marché : personne au Togo ne propose la réservation de fret routier en ligne. Nous avons le champ libre.

[Slide 6] Traction
• 412 transporteurs inscrits, 96 chargeurs actifs
• CA 2024 : 182 M FCFA (2023 : 96 M FCFA)
• Premier client : 18 % du CA

[Slide 7] Projections de chiffre d'affaires
2025 : 910 M FCFA
2026 : 2,7 Md FCFA
2027 : 6 Md FCFA

[Slide 9] Nous levons 750 000 € pour ouvrir Cotonou et Ouagadougou.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['customer-concentration', 'missing-financials'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },

  // net loss 312 M FCFA on revenue 1 104 M -> costs above revenue; qualified opinion (stock count not attended);
  // material uncertainty on going concern; bridge loan not yet due -> no debt distress; revenue 968 -> 1 104 up
  {
    id: 'h13-fr-w3-pv-ca-abidjan-cac',
    documentType: 'legal_docs',
    text: `AKWABA SOLAIRE SA
Société anonyme avec conseil d'administration au capital de 600 000 000 FCFA
Siège : Abidjan-Cocody, Riviera Palmeraie

EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 28 AVRIL 2025

Présents : M. Serge Kouassi (Président), Mme Aminata Coulibaly (Directrice Générale), M. Jean-Marc Aka, M. Olivier Lemaire (représentant Atlantique Impact Fund).
Invité : le Cabinet Ébène Audit & Conseil, commissaire aux comptes.

Point 1 - Arrêté des comptes de l'exercice 2024
La Directrice Générale présente les états financiers de synthèse. Le chiffre d'affaires s'établit à 1 104 M FCFA (2023 : 968 M FCFA). L'exercice se solde par une perte nette de 312 M FCFA, après une perte de 140 M FCFA en 2023. Le conseil arrête les comptes tels que présentés.

Point 2 - Communication du commissaire aux comptes
Le commissaire aux comptes indique qu'il n'a pas pu assister à l'inventaire physique des kits solaires stockés à Bouaké au 31 décembre 2024 (valeur comptable : 186 M FCFA) et qu'il émettra en conséquence une opinion avec réserve. Son rapport comportera en outre un paragraphe relatif à une incertitude significative sur la continuité d'exploitation, compte tenu des pertes cumulées et de l'échéance, en septembre 2025, du prêt relais de 400 M FCFA, dont le refinancement n'est pas acquis à ce jour.

Point 3 - Mesures
Le conseil mandate la Directrice Générale pour présenter, d'ici le 30 mai 2025, un plan de refinancement et de réduction des charges.

Pour extrait certifié conforme.`,
    present: ['going-concern', 'audit-opinion', 'burn-above-revenue'],
    absent: ['debt-distress', 'declining-revenue'],
    language: 'fr',
    traits: ['indirect', 'words', 'time'],
  },

  // two instalments unpaid (April, May) + covenant 4.6x > 3.5x ceiling = debt distress
  // lawsuit only threatened ("se réserve la faculté") -> not litigation
  {
    id: 'h13-fr-w3-ocr-conakry-mise-en-demeure',
    documentType: 'legal_docs',
    text: `[Document numérisé - OCR, page 1/1]

BANQUE SOUS-REGIONALE DE GUINEE
Direction des Engagements
Conakry, Ie 1O juin 2O25

LETTRE RECOMMANDEE AVEC A.R.
Réf. : DE/REC/2O25-O447

A I'attention de M. Ie Gérant
KAKANDE AGRO SARLU
Quartier Boulbinet, Kaloum - Conakry

Objet : Mise en demeure - Prêt à moyen terme n° MT-2O22-118

Monsieur Ie Gérant,

Nous constatons que l'échéance du 3O avril 2O25, d'un montant de 86 4OO OOO GNF, ainsi que celle du 31 mai 2O25, d'un rnontant identique, dernenrent à ce jour impayées, rnalgré nos relances téléphoniques.

Par ailleurs, les états financiers 2O24 que vous nous avez transmis font ressortir un ratio Dette financière nette / EBITDA de 4,6x, aIors que l'article 9.2 de Ia convention de prêt fixe ce ratio à 3,5x au maximum.

Nous vous mettons en demeure de ré-
gulariser l'ensemble des sommes dues sous quinze (15) jours. A défaut, Ia Banque se réserve Ia faculté de prononcer Ia déchéance du terme et d'engager toute procédure de recouvrement qu'elle jugera utile.

Veuillez agréer, Monsieur Ie Gérant, l'expression de nos salutations distinguées.

Le Directeur des Engagements
[signature iIIisible]   [cachet : BSRG - Direction des Engagements]`,
    present: ['debt-distress'],
    absent: ['litigation', 'going-concern'],
    language: 'fr',
    traits: ['ocr', 'figures', 'modality', 'indirect'],
  },

  // post-money: founders (1700 + 1400) / 10000 = 31% < 40; SGP (1100 + 4300) / 10000 = 54% >= 50
  // check: price 1 720 M / 4 300 = 400 000 FCFA/share; pre-money 5 700 x 400 000 = 2 280 M
  {
    id: 'h13-fr-w3-term-sheet-dakar-serie-a',
    documentType: 'legal_docs',
    text: `XAALIS AGRI SAS - PROPOSITION DE TERMES (TERM SHEET) - SÉRIE A
Document non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité »

Investisseur principal : Sahel Growth Partners II (« SGP »)
Montant : 1 720 000 000 FCFA, en actions de préférence de catégorie A
Valorisation pré-money : 2 280 000 000 FCFA
Prix par action : 400 000 FCFA

Répartition du capital après réalisation (nombre d'actions) :
| Actionnaire | Ordinaires | Préf. A | Total |
| Awa Diop (cofondatrice, CEO) | 1 700 | - | 1 700 |
| Moussa Ba (cofondateur, CTO) | 1 400 | - | 1 400 |
| Sahel Growth Partners II | 1 100 | 4 300 | 5 400 |
| Business angels (6) | 700 | - | 700 |
| Réserve BSPCE | 800 | - | 800 |
| Total | 5 700 | 4 300 | 10 000 |

Gouvernance : conseil d'administration de cinq membres, dont trois désignés par SGP et deux par les fondateurs. Droit de veto de SGP sur le budget annuel, tout endettement supérieur à 100 M FCFA et toute émission de titres.
Préférence de liquidation : 1x, non participative.
Fondateurs : engagement d'exclusivité et reverse vesting de leurs actions sur 36 mois.
Conditions suspensives : due diligence satisfaisante, signature du pacte d'associés.
Exclusivité : 60 jours.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
  },

  // ARTCI fine + suspension = regulatory sanction; authorisation requested 3 March, still under review = pending licence
  // company will not contest -> no litigation; Q1 revenue up 12%
  {
    id: 'h13-fr-w3-lettre-abidjan-artci',
    documentType: 'legal_docs',
    text: `Objet : Information des actionnaires - décision de l'ARTCI
Abidjan, le 21 mars 2025

Chers actionnaires,

Je préfère vous informer directement, avant que la presse ne s'en charge.

Par décision du 14 mars 2025, l'Autorité de Régulation des Télécommunications/TIC de Côte d'Ivoire (ARTCI) a prononcé à l'encontre de DjigiSanté une sanction pécuniaire de 25 000 000 FCFA pour traitement de données de santé sans autorisation préalable, et a ordonné la suspension de notre module de dossier médical partagé jusqu'à notre mise en conformité.

Nous ne contesterons pas cette décision. Notre demande d'autorisation de traitement de données sensibles, déposée le 3 mars, est toujours en cours d'examen ; l'ARTCI ne nous a communiqué aucun délai.

Le reste de l'activité (téléconsultation et livraison de médicaments) n'est pas concerné. Le chiffre d'affaires du premier trimestre ressort à 142 M FCFA, en hausse de 12 % sur le quatrième trimestre 2024, et l'amende sera réglée sur la trésorerie disponible.

Je reste à votre disposition pour en parler de vive voix.

Mariam Ouattara
Fondatrice et Directrice Générale`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation', 'declining-revenue'],
    language: 'fr',
    traits: ['indirect', 'time', 'negation'],
  },

  // broker licence filed 12 Feb 2025, still under review = pending licence
  // commissions 62 -> 128 (2.1x) -> 230 (1.8x): below 4x/yr and below 3x sustained
  {
    id: 'h13-fr-w3-bp-ouaga-microassurance',
    documentType: 'business_plan',
    text: `LAAFI ASSUR - PLAN D'AFFAIRES 2026-2028 (extrait)
Ouagadougou, avril 2025

3. Cadre réglementaire
L'intermédiation en micro-assurance au Burkina Faso relève du Code CIMA. L'exercice de l'activité de courtier requiert un agrément délivré par le Ministre en charge des Finances, après avis de la Direction des Assurances. Notre dossier complet a été déposé le 12 février 2025 et il en a été accusé réception le 19 février ; l'instruction suit son cours. Aucun contrat ne sera commercialisé avant la délivrance de l'agrément. Le lancement commercial est planifié pour le 1er octobre 2025.

4. Partenaires
Deux compagnies d'assurance vie de la place ont signé une lettre d'intention pour porter les risques ; trois caisses populaires distribueront les produits à leurs membres dans les régions du Centre et des Hauts-Bassins.

6. Projections (en millions de FCFA)
| | 2026 | 2027 | 2028 |
| Primes émises | 310 | 640 | 1 150 |
| Commissions (chiffre d'affaires) | 62 | 128 | 230 |
| Nombre d'assurés | 41 000 | 83 000 | 140 000 |

Les hypothèses de taux de commission (20 %) sont alignées sur les pratiques du marché burkinabè.`,
    present: ['pending-licence'],
    absent: ['regulatory', 'unrealistic-growth'],
    language: 'fr',
    traits: ['table', 'time', 'figures'],
  },

  // recurring run-rate 612 x 45 000 x 12 = 330 M FCFA; "ARR" 420 M includes a 95 M one-off project billed once
  // that client 95/420 = 22.6% < 30; logo churn 1.8%/month < 5; margin 68 -> 71 up
  {
    id: 'h13-fr-w3-deck-dakar-arr-ponctuel',
    documentType: 'pitch_deck',
    text: `OFFICINE+ - Présentation investisseurs - avril 2025
Le logiciel de gestion des pharmacies d'Afrique de l'Ouest

Slide 3 - Chiffres clés
• 612 pharmacies clientes au Sénégal, en Côte d'Ivoire et au Mali
• ARR : 420 M FCFA (+64 % sur un an)*
• Churn logo mensuel : 1,8 %
• Marge brute : 71 % (68 % au T1 2024)

Slide 8 - Modèle économique
Abonnement mensuel de 45 000 FCFA par officine, hébergement, mises à jour et support inclus. Pas de frais d'installation.

Slide 11 - La levée
2 M€ pour ouvrir le Burkina Faso et la Guinée et lancer le module d'approvisionnement.

_____
* ARR calculé sur le chiffre d'affaires des douze derniers mois, y compris le projet de déploiement
réalisé pour une centrale d'achat publique (95 M FCFA, facturés en une seule fois en novembre 2024).`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'high-churn', 'gross-margin'],
    language: 'fr',
    traits: ['split', 'indirect', 'figures', 'list'],
  },

  // churn 58/820 = 7.1% per month >= 5%
  // contribution 4 000 x 60% = 2 400 FCFA/month: payback 18 000 / 2 400 = 7.5 months, not 3;
  // LTV 2 400 / 0.071 = ~33 900, LTV/CAC = ~1.9, not 5 -> stated unit economics contradicted
  // target 2 000 / 820 = 2.4x < 4x
  {
    id: 'h13-fr-w3-deck-abidjan-edtech',
    documentType: 'pitch_deck',
    text: `BÔKÔ LEARN - Deck Seed - Abidjan, février 2025
Le soutien scolaire par SMS et WhatsApp pour les collégiens ivoiriens

Slide 5 - Traction
• 820 abonnés payants au 1er janvier 2025
• MRR : 3,3 M FCFA
• Janvier : 71 nouveaux abonnés, 58 désabonnements

Slide 6 - Unit economics : des fondamentaux solides
• Abonnement : 4 000 FCFA / mois
• Marge brute : 60 %
• Coût d'acquisition (CAC) : 18 000 FCFA
• Payback : 3 mois
• LTV / CAC : 5x

Slide 8 - Go-to-market
Partenariats avec 35 collèges privés d'Abidjan et de Bouaké ; ambassadeurs parents rémunérés à la commission.

Slide 9 - Objectif fin 2025 : 2 000 abonnés payants`,
    present: ['high-churn', 'unit-economics'],
    absent: ['unrealistic-growth', 'declining-revenue'],
    language: 'fr',
    traits: ['list', 'indirect', 'figures'],
  },

  // a deck with traction, market, team and raise amount, but no revenue or cost figure; competitors listed
  {
    id: 'h13-fr-w3-deck-conakry-sante',
    documentType: 'pitch_deck',
    text: `DOKTA GUINÉE - Pitch deck - Seed

1. La santé à portée de téléphone

2. Le problème
Un médecin pour près de 10 000 habitants en Guinée. Hors de Conakry, une consultation peut demander une journée de trajet.

3. La solution
Téléconsultation par téléphone simple ou WhatsApp, ordonnance électronique transmise à une pharmacie partenaire, livraison à moto.

4. Traction depuis le lancement (mars 2024)
- 12 400 téléconsultations réalisées
- 46 pharmacies partenaires à Conakry, Kindia et Labé
- 38 médecins sur la plateforme
- Satisfaction : 4,7 / 5

5. Concurrence
Cliniques privées, plateformes panafricaines de téléconsultation, pharmacies de quartier. Notre avantage : le réseau physique de pharmacies et le paiement par Orange Money.

6. Équipe
Dr Fatoumata Camara (CEO, médecin généraliste), Alpha Barry (CTO, ex-opérateur télécom), Ibrahima Sow (opérations).

7. Nous levons 600 000 € pour ouvrir Nzérékoré et Kankan.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['list', 'words'],
  },

  // two named customers (412 + 356) / 1 842 = 41.7% >= 30; revenue 1 517 -> 1 842 up; margin 35.1 -> 36.2 up; unqualified audit
  {
    id: 'h13-fr-w3-annexe-dakar-clients',
    documentType: 'financial_statements',
    text: `DIAMBAR TECHNOLOGIES SA
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé)
Extrait des notes annexes

Les états financiers ont été certifiés sans réserve par le commissaire aux comptes (rapport du 27 mars 2025).

Note 21 - Chiffre d'affaires
Le chiffre d'affaires de l'exercice s'élève à 1 842 M FCFA (2023 : 1 517 M FCFA), soit une progression de 21,4 %. Il se compose de prestations d'intégration de systèmes (1 106 M FCFA) et de contrats d'infogérance (736 M FCFA).
Les deux principaux clients de la société, un opérateur de téléphonie mobile et une société minière opérant dans la région de Kédougou, ont contribué respectivement pour 412 M FCFA et 356 M FCFA au chiffre d'affaires de l'exercice (2023 : 298 M FCFA et 201 M FCFA).

Note 22 - Achats consommés et marge
La marge sur coûts directs ressort à 36,2 % du chiffre d'affaires (2023 : 35,1 %).

Note 30 - Résultat de l'exercice
Le résultat net est un bénéfice de 126 M FCFA (2023 : 98 M FCFA).`,
    present: ['customer-concentration'],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },

  // cap table not reconciled (3 150-share gap unexplained); maintenance contract with the CEO's wife's company
  {
    id: 'h13-fr-w3-dataroom-lome-index',
    documentType: 'legal_docs',
    text: `DATA ROOM - MIAWO PAY SAS (Lomé) - Index commenté au 5 mai 2025
Préparé par la direction financière

1. Corporate
1.1 Statuts à jour (AGE du 14/11/2024) - disponible
1.2 Registre des mouvements de titres - version au 31/12/2023 ; la conversion des BSA-AIR souscrits en 2024 n'y est pas encore inscrite
1.3 Table de capitalisation - ATTENTION : non réconciliée. La table interne fait apparaître 48 200 actions, le registre tenu par l'étude notariale 45 050 ; l'écart de 3 150 actions n'est pas expliqué à ce jour. Travail en cours avec le notaire, conclusions attendues fin juin.

2. Contrats
2.1 Contrats clients (top 10) - disponibles
2.4 Contrat-cadre de maintenance des terminaux de paiement avec TechnoServ Togo SARL - 3 100 000 FCFA / mois.
Note : la gérante de TechnoServ, Mme Akouvi Mensah, est l'épouse de notre directeur général, M. Kodjo Mensah.

3. Litiges
3.1 Néant - attestation de non-contentieux de l'avocat jointe.

4. Réglementaire
4.1 Agrément BCEAO d'établissement de paiement du 2 août 2023 - disponible`,
    present: ['cap-table-complexity', 'related-party'],
    absent: ['litigation', 'pending-licence'],
    language: 'fr',
    traits: ['list', 'indirect', 'figures', 'negation'],
  },

  // direct costs 44.0 > revenue 38.1 in March (margin -5.9, negative all three months) -> gross-margin and costs above revenue
  // burn 29.9/month; runway 880 / 29.9 = 29 months >= 9; revenue 34.2 -> 36.0 -> 38.1 up
  {
    id: 'h13-fr-w3-pack-bamako-livraison',
    documentType: 'business_plan',
    text: `BAMAKO EXPRESS - Pack du conseil - T1 2025
Tableau de bord mensuel (en millions de FCFA)

| | Janv. 2025 | Févr. 2025 | Mars 2025 |
| Chiffre d'affaires livraisons | 34,2 | 36,0 | 38,1 |
| Coûts directs (coursiers, carburant, entretien motos) | 39,8 | 41,5 | 44,0 |
| Marge sur coûts directs | -5,6 | -5,5 | -5,9 |
| Frais de structure | 23,0 | 23,5 | 24,0 |
| Flux de trésorerie d'exploitation | -28,6 | -29,0 | -29,9 |

Trésorerie au 31 mars : 880 M FCFA (levée de décembre encaissée).

Commentaire de la direction : les volumes progressent d'environ 5 % par mois. La hausse du prix du carburant à la pompe en février a pesé sur les coûts directs. Nous visons l'équilibre de la marge sur coûts directs au T4 grâce aux tournées mutualisées et au passage de 40 coursiers en motos électriques.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
  },

  // clean: unqualified audit, revenue 1 980 -> 2 310 up, profit; dispute closed by settlement paid;
  // founders 51.5% >= 40; largest investor 23% < 50; cofounder's mandate renewed
  {
    id: 'h13-fr-w3-pv-ago-abidjan-propre',
    documentType: 'legal_docs',
    text: `KANDJO TECH SA
Société anonyme avec conseil d'administration au capital de 250 000 000 FCFA - Abidjan-Plateau

PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE ANNUELLE DU 26 JUIN 2025

L'assemblée, réunie sous la présidence de M. Didier Gnagne, président du conseil d'administration, rassemble des actionnaires détenant 92 % des actions ayant droit de vote. Le quorum est atteint.

Après lecture du rapport de gestion du conseil et du rapport général du commissaire aux comptes, lequel certifie sans réserve que les états financiers de l'exercice 2024 sont réguliers et sincères, l'assemblée adopte les résolutions suivantes.

Première résolution - Approbation des comptes. L'assemblée approuve les états financiers de l'exercice clos le 31 décembre 2024, faisant apparaître un chiffre d'affaires de 2 310 M FCFA (2023 : 1 980 M FCFA) et un bénéfice net de 148 M FCFA. Adoptée à l'unanimité.

Deuxième résolution - Affectation du résultat. Le bénéfice est affecté à la réserve légale à hauteur de 10 %, le solde en report à nouveau. Adoptée à l'unanimité.

Troisième résolution - Renouvellement de mandat. L'assemblée renouvelle pour trois exercices le mandat d'administratrice de Mme Nadia Koffi, cofondatrice et directrice générale. Adoptée à l'unanimité.

Informations communiquées à l'assemblée : le président rappelle que le litige commercial qui opposait la société à son ancien distributeur au Ghana a pris fin par un protocole transactionnel signé le 4 février 2025, les sommes convenues ayant été intégralement versées. Aucune autre procédure n'est en cours. Il rappelle enfin que les deux cofondateurs détiennent ensemble 51,5 % du capital, le premier investisseur 23 %.`,
    present: [],
    absent: ['litigation', 'audit-opinion', 'low-founder-ownership', 'investor-control', 'founder-departure'],
    language: 'fr',
    traits: ['negation', 'time', 'figures'],
  },

  // clean: no departures; cap table reconciled, founders 61%, top investor 14%; ex-angel sold all shares;
  // no related-party contracts; litigation only evoked as a possibility
  {
    id: 'h13-fr-w3-dd-dakar-gouvernance-propre',
    documentType: 'legal_docs',
    text: `YEESAL HEALTH SAS - Réponses au questionnaire de due diligence
Section C : Gouvernance, actionnariat et conventions - Dakar, mai 2025

C.1 Des fondateurs ou dirigeants ont-ils quitté la société ?
Non. Les trois cofondateurs (Dr Aïssatou Sy, Lamine Faye, Rama Thiam) sont à temps plein depuis la création en 2021 et aucun départ n'est prévu. L'équipe de direction est inchangée depuis 2023.

C.2 Table de capitalisation
Réconciliée au 30 avril 2025 avec le registre des titres par Maître Ndoye, notaire : fondateurs 61 %, investisseurs 31 % (le premier d'entre eux détient 14 %), pool BSPCE 8 %. Aucun instrument convertible en circulation.

C.3 Anciens actionnaires
Le business angel historique, M. Gueye, a cédé en 2023 la totalité de ses 4 % aux fondateurs ; il ne détient plus aucun titre.

C.4 Conventions avec des parties liées
Néant. Aucun contrat n'a été conclu avec un dirigeant, un administrateur ou un membre de leur famille, ni avec une société qu'ils contrôlent.

C.5 Contentieux
Aucun contentieux en cours. Une clinique cliente a évoqué en 2024 une possible action en responsabilité ; aucune assignation n'a été reçue et la relation commerciale se poursuit.`,
    present: [],
    absent: ['founder-departure', 'dead-equity', 'cap-table-complexity', 'related-party', 'litigation', 'low-founder-ownership', 'investor-control'],
    language: 'fr',
    traits: ['negation', 'list', 'modality'],
  },

  // clean: margin 458/1205 = 38.0%, 520/1388 = 37.5%, 588/1590 = 37.0% (down 1 pt < 5); revenue up; profit each year;
  // audited without reservation; top client 17% < 30; no arrears
  {
    id: 'h13-fr-w3-csv-dakar-annuels-propre',
    documentType: 'financial_statements',
    text: `SAMA LOGISTIQUE SA - Extrait des états financiers annuels (SYSCOHADA révisé)
Exercices 2022 à 2024, certifiés sans réserve par le commissaire aux comptes - montants en millions de FCFA

exercice;chiffre_affaires;couts_directs;marge_brute;charges_personnel;autres_charges;resultat_net
2022;1 205;747;458;210;151;61
2023;1 388;868;520;236;170;74
2024;1 590;1 002;588;268;196;80

Notes :
- aucune échéance bancaire impayée sur la période ; le crédit-bail des tracteurs routiers est remboursé selon l'échéancier ;
- premier client (un armateur) : 17 % du chiffre d'affaires 2024 ;
- dettes fiscales et sociales : courantes, sans arriéré.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'customer-concentration', 'debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['csv', 'figures', 'negation'],
  },

  // clean: licence withdrawal concerns another company; own licence granted; revenue 55.8 -> 61.4 up;
  // churn 9/430 = 2.1% < 5; runway stated 14 months >= 9; a competitor's dispute
  {
    id: 'h13-fr-w3-whatsapp-bamako-propre',
    documentType: 'business_plan',
    text: `Discussion WhatsApp « Fondateurs Sigi Pay 🇲🇱 » - export du 15/04/2025

14/04/2025 19:02 - Mariam Touré: Vous avez vu ? La BCEAO a retiré l'agrément de Djiguiya Money hier soir 😳
14/04/2025 19:03 - Seydou Keïta: Oui, dur pour eux. Nous notre agrément d'établissement de paiement on l'a depuis octobre, rien à craindre de ce côté
14/04/2025 19:05 - Mariam Touré: Autre sujet : CA de mars bouclé, 61,4 M FCFA contre 55,8 M en février 💪
14/04/2025 19:06 - Idrissa Cissé: top. Et le churn marchands ?
14/04/2025 19:07 - Mariam Touré: 9 marchands partis sur 430 en début de mois, donc 2,1 %
14/04/2025 19:08 - Idrissa Cissé: ok on reste sous les 3 %
14/04/2025 19:09 - Seydou Keïta: tréso ?
14/04/2025 19:10 - Mariam Touré: 14 mois au rythme actuel, sans compter la tranche 2 du fonds
14/04/2025 19:12 - Idrissa Cissé: Djiguiya a aussi un procès avec ses marchands, ils vont chercher une autre solution. Il y a peut-être des clients à récupérer
14/04/2025 19:12 - Seydou Keïta: 👍 je prépare une offre de migration`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'high-churn', 'short-runway', 'declining-revenue', 'litigation'],
    language: 'fr',
    traits: ['negation', 'figures', 'indirect'],
  },

  // clean: competitors named; LTV/CAC 189 000 / 54 000 = 3.5 as claimed; payback 54 000 / (189 000/24 = 7 875) = 6.9 months ~ 7;
  // projections 720/310 = 2.3x, 1500/720 = 2.1x, 2900/1500 = 1.9x (< 4x, not 3x sustained); founders 64%
  {
    id: 'h13-fr-w3-deck-ouaga-pompes-propre',
    documentType: 'pitch_deck',
    text: `NAFA IRRIGATION - Deck Série A - Ouagadougou, mai 2025
Pompes solaires en paiement à l'usage pour les maraîchers

Slide 4 - Concurrence
Le marché n'est pas vide : deux distributeurs de pompes solaires au comptant, un programme public subventionné et de nombreux importateurs informels. Aucun ne propose aujourd'hui le paiement à l'usage par mobile money à grande échelle : c'est notre différence.

Slide 6 - Traction
• 1 940 pompes installées dans 6 régions
• CA 2024 : 310 M FCFA (2023 : 165 M FCFA)

Slide 7 - Unit economics (par client)
• Revenu encaissé sur la durée du contrat (24 mois) : 540 000 FCFA
• Marge brute : 35 %, soit une contribution de 189 000 FCFA
• CAC (commissions des agents + démonstrations) : 54 000 FCFA
• LTV / CAC : 3,5x - payback d'environ 7 mois

Slide 8 - Projections de chiffre d'affaires
2025 : 720 M FCFA · 2026 : 1,5 Md FCFA · 2027 : 2,9 Md FCFA

Slide 10 - Actionnariat avant levée : fondateurs 64 %, business angels 14 %, fonds d'amorçage 22 %.`,
    present: [],
    absent: ['no-competition', 'unit-economics', 'unrealistic-growth', 'low-founder-ownership'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },

  // clean: previous loan fully repaid, no payment incident, covenants met (1.9 >= 1.3; 1.6 <= 3.0);
  // revenue 1 150 -> 1 326 up; audited without reservation; top client 24% < 30; founder stays
  {
    id: 'h13-fr-w3-note-credit-abidjan-propre',
    documentType: 'financial_statements',
    text: `BANQUE DE L'ÉBURNIE - NOTE DE CRÉDIT
Comité de crédit du 5 mai 2025
Client : IVOIRE FROID SERVICES SARL (maintenance frigorifique, Abidjan-Yopougon)
Demande : renouvellement du crédit de campagne - 250 M FCFA sur 12 mois

1. Relation et historique
Client depuis 2019. Le crédit de campagne 2024 (200 M FCFA) a été intégralement remboursé le 14 février 2025, sans aucun incident de paiement. Centrale des risques BCEAO : aucun impayé déclaré. Attestations de régularité DGI et CNPS à jour jointes au dossier.

2. Données financières (états financiers certifiés sans réserve par le commissaire aux comptes)
| M FCFA | 2023 | 2024 |
| Chiffre d'affaires | 1 150 | 1 326 |
| EBE | 187 | 221 |
| Résultat net | 71 | 94 |

3. Covenants de l'exercice 2024
- DSCR : 1,9 (minimum contractuel 1,3) - respecté
- Dette nette / EBE : 1,6 (maximum 3,0) - respecté

4. Risques identifiés
Concentration : premier client (une chaîne de grande distribution) à 24 % du CA. Dépendance au gérant-fondateur, seul décisionnaire ; un directeur technique a été recruté en janvier pour l'épauler.

5. Avis de l'analyste : favorable, sous condition du nantissement habituel du stock de pièces.`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'negation', 'figures', 'list'],
  },

  // clean: tax certificate (no arrears, no forced recovery) and export licence granted (arrêté signed)
  {
    id: 'h13-fr-w3-ocr-conakry-attestations-propre',
    documentType: 'legal_docs',
    text: `[Document numérisé - OCR - 2 pages]

REPUBLIQUE DE GUINEE
Travail - Justice - SoIidarité
MINISTERE DE L'ECONOMIE ET DES FINANCES
DIRECTION NATIONALE DES IMPOTS
----------
ATTESTATION DE REGULARITE FISCALE
N° 2O25/DNI/DGE/O1873

Le Directeur NationaI des Impôts soussigné atteste que Ia société NIMBA FRESH SARLU, NIF 7O2 381 551, sise à Matoto, Conakry, est à jour de ses obIigations décIaratives et de paiement au 31 mai 2O25, et qu'eIIe ne fait I'objet d'aucune procédure de recouvrement forcé.
La présente attestation est déIivrée pour servir et vaIoir ce que de droit. VaIidité : trois (3) mois.
Conakry, Ie O4 juin 2O25
[cachet]  [signature]

--- page 2 ---
MINISTERE DU COMMERCE, DE L'INDUSTRIE ET DES PME
ARRETE N° A/2O25/O412/MCIPME portant agrément de Ia société NIMBA FRESH SARLU en quaIité d'exportateur de fruits et Iégumes frais
Article 1er : La société NIMBA FRESH SARLU est agréée en qualité d'exportateur de fruits et Iégumes frais à compter de Ia date de signature du présent arrêté.
Article 2 : Le présent agrément est accordé pour une durée de cinq (5) ans renouveIabIe.
Article 3 : Le présent arrêté sera enregistré et pubIié partout où besoin sera.
Fait à Conakry, Ie 12 mars 2O25`,
    present: [],
    absent: ['debt-distress', 'pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['ocr', 'negation'],
  },

  // clean: one-off kit sales shown apart from recurring; top client 19% < 30; margin 34 -> 32 (down 2 < 5);
  // revenue 512 -> 640 up, profit 41 M; projections 960/640 = 1.5x, 1510/960 = 1.6x, 2220/1510 = 1.5x;
  // founders 44% >= 40; largest fund 31% < 50
  {
    id: 'h13-fr-w3-bp-segou-solaire-propre',
    documentType: 'business_plan',
    text: `SAHEL LUMIÈRE SARL - Plan d'affaires 2025-2027 (extrait des sections 5 et 7)
Ségou, mars 2025

5. Activité et performance
Le chiffre d'affaires 2024 atteint 640 M FCFA (2023 : 512 M FCFA). Il comprend 470 M FCFA de revenus récurrents (abonnements aux 14 mini-réseaux et location de pompes) et 170 M FCFA de ventes ponctuelles de kits, que nous présentons séparément et n'intégrons jamais dans nos indicateurs récurrents.
Notre premier client, une union de coopératives rizicoles de la zone Office du Niger, représente 19 % du chiffre d'affaires. La marge brute s'établit à 32 %, contre 34 % en 2023, du fait du renchérissement des panneaux importés. Le résultat net 2024 est positif, à 41 M FCFA.

7. Projections et financement
| M FCFA | 2025 | 2026 | 2027 |
| Revenus récurrents | 760 | 1 250 | 1 900 |
| Ventes de kits | 200 | 260 | 320 |
| Total | 960 | 1 510 | 2 220 |

Actionnariat après la levée de 900 M FCFA : les trois fondateurs, tous opérationnels, conservent 44 % du capital ; le fonds Kaïcedrat Impact détiendra 31 %, une banque de développement 15 % et le plan d'intéressement des salariés 10 %.`,
    present: [],
    absent: ['non-recurring-revenue', 'customer-concentration', 'gross-margin', 'unrealistic-growth', 'low-founder-ownership', 'investor-control'],
    language: 'fr',
    traits: ['table', 'figures', 'words'],
  },

  // clean: unqualified opinion, auditor states no going-concern uncertainty; revenue +41%, profit;
  // independent director's term ended (not a founder or executive), both cofounders stay;
  // lawsuit considered then dropped after full payment -> no litigation
  {
    id: 'h13-fr-w3-pv-ca-dakar-propre',
    documentType: 'legal_docs',
    text: `WËRSËG FINTECH SA
Extrait du procès-verbal de la séance du conseil d'administration du 19 mars 2025

1. Rapport du commissaire aux comptes
Le cabinet Mbaye & Associés présente ses conclusions sur les états financiers 2024 : opinion sans réserve. Interrogé par un administrateur, l'associé signataire indique n'avoir relevé aucune incertitude significative de nature à remettre en cause la continuité d'exploitation.

2. Activité
Chiffre d'affaires 2024 : 880 M FCFA, en hausse de 41 % ; résultat net bénéficiaire de 37 M FCFA.

3. Composition du conseil
Le mandat de Mme Rokhaya Diallo, administratrice indépendante, est arrivé à son terme ; elle n'en a pas sollicité le renouvellement. Le conseil la remercie pour sa contribution. Les deux cofondateurs, M. Cheikh Gaye (Président-directeur général) et M. Pape Seck (Directeur général délégué), demeurent en fonctions.

4. Recouvrement
Le conseil avait envisagé d'assigner un ancien partenaire de distribution pour une créance impayée de 12 M FCFA. Un accord amiable ayant abouti au règlement intégral le 2 mars, aucune procédure ne sera engagée.

5. Prochaine réunion : 18 juin 2025.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'founder-departure', 'litigation', 'debt-distress'],
    language: 'fr',
    traits: ['negation', 'time', 'words'],
  },
];
