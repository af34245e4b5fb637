/** Part a of cases-dev-retired-thirteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW3A: readonly RedFlagCase[] = [
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
];
