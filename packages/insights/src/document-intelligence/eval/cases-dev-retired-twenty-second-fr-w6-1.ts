/** Writer 6's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW6P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slides), agritech SaaS de traçabilité du cacao, Côte d'Ivoire.
  // high-churn PRESENT: 400 coopératives au 1er janvier, 210 ont cessé de payer dans l'année → 210/400 = 52,5 % d'attrition annuelle (≥ 45 %).
  // no-competition PRESENT: « paysage concurrentiel : vide … aucune autre entreprise ne propose ce service » = affirmation d'absence de concurrents.
  // customer-concentration ABSENT: premier client à 22 % du CA (< 30 %), aucun autre au-dessus de 7 %.
  // unrealistic-growth ABSENT: objectif 2025 de 1 215 M FCFA contre 486 M en 2024 → ×2,5 (< ×4).
  // declining-revenue ABSENT: CA 395 M (2023) → 486 M (2024), en hausse.
  // burn-above-revenue ABSENT: aucun burn ni charge supérieure au CA n'est indiqué (CA et EBITDA positif).
  {
    id: 'h22-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'indirect', 'words'],
    present: ['high-churn', 'no-competition'],
    absent: ['customer-concentration', 'unrealistic-growth', 'declining-revenue', 'burn-above-revenue'],
    text: `CACAOTRACE — Présentation investisseurs, février 2025

Slide 1 — La traçabilité du cacao ivoirien, de la parcelle au port de San-Pédro.

Slide 2 — Le problème
Les exportateurs doivent prouver l'origine de chaque sac. Aujourd'hui, les coopératives tiennent leurs registres sur des cahiers ou sur Excel, et les contrôles coûtent des semaines.

Slide 3 — La solution
Une application mobile hors ligne pour les délégués de coopérative, un tableau de bord pour l'exportateur, la géolocalisation de chaque parcelle.

Slide 4 — Traction 2024
• Au 1er janvier 2024 : 400 coopératives abonnées.
• Au cours de l'année, 210 d'entre elles ont cessé de payer leur abonnement.
• 260 nouvelles coopératives ont signé.
• Au 31 décembre 2024 : 450 coopératives actives, 61 000 producteurs enregistrés.

Slide 5 — Chiffres clés
• Chiffre d'affaires 2024 : 486 M FCFA (2023 : 395 M FCFA)
• EBITDA 2024 : positif, 31 M FCFA
• Premier client (un exportateur de San-Pédro) : 22 % du chiffre d'affaires ; aucun autre client au-dessus de 7 %.

Slide 6 — Paysage concurrentiel : vide.
Les exportateurs bricolent en interne. Aucune autre entreprise ne propose ce service aux coopératives ivoiriennes : nous sommes seuls sur le créneau, et nous comptons le rester.

Slide 7 — Où nous allons
Objectif 2025 : 1 215 M FCFA de chiffre d'affaires, 700 coopératives, ouverture du Ghana en fin d'année.

Slide 8 — La levée
Nous levons 900 M FCFA pour recruter une équipe commerciale de 12 personnes dans les régions de Soubré, Daloa et Divo, et renforcer l'équipe produit.

Slide 9 — L'équipe
Awa Koffi (CEO, ex-exportatrice), Serge Yao (CTO, ex-Orange CI), Ibrahim Traoré (opérations, agronome).`,
  },

  // 02 — états financiers avec tableaux, assurance mobile, Niger.
  // burn-above-revenue PRESENT: résultat net 2024 de (152) M FCFA → perte nette, donc charges de l'exercice supérieures au CA de 318 M.
  // unit-economics PRESENT: « délai de récupération du CAC : 4 mois » alors que CAC 3 600 FCFA / (ARPU 500 × marge brute 60 % = 300 FCFA par mois) = 12 mois.
  // gross-margin ABSENT: marge brute 128/212 = 60,4 % (2023) → 191/318 = 60,1 % (2024), stable.
  // short-runway ABSENT: trésorerie 410 M / (perte 152 M / 12 = 12,7 M par mois) ≈ 32 mois.
  // audit-opinion ABSENT: comptes certifiés sans réserve.
  // declining-revenue ABSENT: CA 212 → 318 M. high-churn ABSENT: attrition 2,5 % par mois (< 5 %).
  {
    id: 'h22-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['burn-above-revenue', 'unit-economics'],
    absent: ['gross-margin', 'short-runway', 'audit-opinion', 'declining-revenue', 'high-churn'],
    text: `ASSURMOBILE NIGER SA — Niamey
Comptes annuels de l'exercice clos le 31 décembre 2024
Les comptes ont été certifiés sans réserve par le cabinet Sahel Audit & Conseil.

Compte de résultat (en millions de FCFA)

                                 2023      2024
Chiffre d'affaires                212       318
Coût des ventes                   (84)     (127)
Marge brute                       128       191
Charges de personnel             (150)     (190)
Acquisition clients               (70)      (96)
Autres charges externes           (40)      (55)
Résultat d'exploitation          (132)     (150)
Résultat financier                 (3)       (2)
Résultat net                     (135)     (152)

Bilan résumé au 31/12/2024 (en millions de FCFA)
Trésorerie et équivalents : 410
Créances sur opérateurs : 46
Capitaux propres : 392
Dettes fournisseurs : 71

Indicateurs de gestion communiqués par la direction
• Assurés actifs au 31/12/2024 : 53 000
• Prime moyenne facturée par assuré : 500 FCFA par mois
• Taux de marge brute : 60 %
• Coût d'acquisition d'un assuré (CAC) : 3 600 FCFA
• Délai de récupération du CAC : 4 mois
• Attrition mensuelle des assurés : 2,5 %

Commentaire de la direction
L'exercice 2024 a été marqué par le lancement de l'offre hospitalisation avec deux opérateurs de téléphonie et par l'ouverture de Zinder et Maradi. La croissance de 50 % du chiffre d'affaires confirme l'appétit du marché nigérien pour la micro-assurance distribuée par mobile. La marge brute est restée stable autour de 60 %. La direction considère que les investissements d'acquisition sont rentabilisés en un trimestre environ et entend les accélérer en 2025.`,
  },

  // 03 — note d'investissement (mémo), chaîne du froid, Côte d'Ivoire.
  // customer-concentration PRESENT: Supermarchés Baobab 412 M sur un CA de 1 150 M → 35,8 % (≥ 30 %), à calculer depuis le tableau.
  // related-party PRESENT: camions loués à Transports N'Guessan & Fils, société détenue par le père du DG.
  // litigation ABSENT: « aucun litige n'est en cours » (négation).
  // burn-above-revenue ABSENT: EBITDA +92 M, résultat net +41 M (charges < CA).
  // declining-revenue ABSENT: 870 → 1 150 M FCFA.
  {
    id: 'h22-fr-w6-03',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'negation'],
    present: ['customer-concentration', 'related-party'],
    absent: ['litigation', 'burn-above-revenue', 'declining-revenue'],
    text: `NOTE D'INVESTISSEMENT — LOGIFROID CI (Abidjan)
Comité d'investissement du 14 mars 2025 — Confidentiel

1. Résumé
LogiFroid exploite six chambres froides à Vridi et Yopougon et une flotte de 22 camions frigorifiques pour livrer poisson, viande et produits laitiers aux supermarchés, hôtels et restaurants du Grand Abidjan. La société sollicite 1,5 Md FCFA en dette mezzanine pour construire un entrepôt de 3 000 palettes à Bouaké.

2. Performance
Le chiffre d'affaires 2024 s'établit à 1 150 M FCFA, contre 870 M FCFA en 2023. L'EBITDA atteint 92 M FCFA et le résultat net 41 M FCFA. La marge brute est passée de 31 % à 32 %.

3. Clients — CA 2024 par client (M FCFA)

| Client                          | CA 2024 |
|---------------------------------|---------|
| Supermarchés Baobab             | 412     |
| Hôtel Lagune Ivoire             | 96      |
| Pêcheries d'Abidjan             | 88      |
| Restaurants Mami Wata           | 61      |
| Autres (143 clients)            | 493     |

Le contrat avec Supermarchés Baobab court jusqu'en décembre 2026.

4. Exploitation
Dix des 22 camions sont loués à Transports N'Guessan & Fils SARL, société détenue par M. Kouassi N'Guessan, père du directeur général Yao N'Guessan, pour un loyer de 7,5 M FCFA par mois. Le reste de la flotte appartient à LogiFroid.

5. Points juridiques
Aucun litige n'est en cours. Les baux des chambres froides de Vridi ont été renouvelés pour neuf ans en 2024.

6. Recommandation
Avis favorable, sous réserve d'un audit des tarifs de location de la flotte et d'une clause de plafonnement des contrats conclus avec des proches des dirigeants.`,
  },

  // 04 — business plan, kits solaires en paiement à l'usage, Niger.
  // unrealistic-growth PRESENT: CA 2025 réalisé 330 M FCFA, objectif 2026 de 1 650 M FCFA → ×5 en un an (≥ ×4).
  // founder-departure PRESENT: la cofondatrice et directrice des opérations a annoncé qu'elle quittera ses fonctions le 30 juin 2026.
  // pending-licence ABSENT: homologation ARSE obtenue en 2023 (accordée, pas en attente).
  // burn-above-revenue ABSENT: résultat d'exploitation 2025 de +24 M FCFA.
  // declining-revenue ABSENT: 290 → 330 M FCFA.
  // debt-distress ABSENT: le taux de recouvrement de 91 % concerne les mensualités des clients, pas une dette de la société.
  {
    id: 'h22-fr-w6-04',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'figures', 'time', 'split'],
    present: ['unrealistic-growth', 'founder-departure'],
    absent: ['pending-licence', 'burn-above-revenue', 'declining-revenue', 'debt-distress'],
    text: `SAHELSOLEIL SARL — Plan d'affaires 2026-2028 (extrait)

Qui sommes-nous
SahelSoleil distribue des kits solaires domestiques (panneau, batterie, quatre lampes, prise de recharge) payés à l'usage par mobile money. Nos clients sont des ménages des régions de Tillabéri, Dosso et Maradi, non raccordés au réseau de la NIGELEC. Le kit a reçu l'homologation de l'ARSE en 2023.

Où nous en sommes
En 2024, nous avons réalisé un chiffre d'affaires de 290 M FCFA. L'exercice 2025 s'est clôturé sur
330 M FCFA de chiffre d'affaires et un résultat d'exploitation positif de 24 M FCFA. Nous comptons 14 200 kits actifs et 38 agents de terrain.

Où nous allons
Grâce à la levée de 1,2 Md FCFA que nous présentons, nous visons pour 2026 un chiffre d'affaires de
1 650 M FCFA, puis 2,9 Md FCFA en 2027. Cette accélération repose sur l'ouverture de 40 points de vente, un partenariat de distribution avec un réseau de boutiques rurales et le lancement d'un kit réfrigérateur.

Organisation
Le plan doit aussi tenir compte d'un changement dans l'équipe dirigeante. Mariama Abdou, cofondatrice et directrice des opérations depuis 2019, nous a informés en janvier qu'elle quittera ses fonctions le 30 juin 2026 pour rejoindre une agence des Nations unies. Un cabinet de recrutement de Niamey a été mandaté pour trouver son successeur ; Moussa Garba, cofondateur et directeur général, assurera l'intérim si nécessaire.

Risques identifiés
• Retard d'approvisionnement en batteries depuis le port de Cotonou.
• Taux de recouvrement des mensualités, aujourd'hui à 91 %.
• Variation du prix des panneaux importés.`,
  },

  // 05 — mise à jour mensuelle aux investisseurs, SaaS pour pharmacies, Côte d'Ivoire.
  // non-recurring-revenue PRESENT: une licence perpétuelle vendue une fois (paiement unique de 6,0 M FCFA) est comptée dans le « MRR total ».
  // short-runway PRESENT: trésorerie 52 M / burn net 11 M par mois ≈ 4,7 mois (« environ 20 semaines »), < 9 mois.
  // burn-above-revenue ABSENT: burn net 11 M FCFA < revenus du mois 25,8 M (et même < 19,8 M récurrents).
  // high-churn ABSENT: 2 pharmacies résiliées sur 314 → 0,6 % par mois.
  // declining-revenue ABSENT: récurrent 18,4 M (janvier) → 19,8 M (février).
  {
    id: 'h22-fr-w6-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'time', 'indirect'],
    present: ['non-recurring-revenue', 'short-runway'],
    absent: ['burn-above-revenue', 'high-churn', 'declining-revenue'],
    text: `Objet : PharmaLink CI — point investisseurs de février 2026

Chers investisseurs,

Voici les chiffres du mois de février.

| Ligne de revenu (M FCFA)                                        | Janvier | Février |
|-----------------------------------------------------------------|---------|---------|
| Abonnements pharmacies                                          | 14,6    | 15,6    |
| Module stock pour grossistes                                    | 3,8     | 4,2     |
| Licence perpétuelle Nouvelle PSP (paiement unique, encaissé en février) | —  | 6,0     |
| MRR total                                                       | 18,4    | 25,8    |

Faits marquants
• 314 pharmacies abonnées fin février (312 fin janvier) ; 4 nouvelles signatures, 2 résiliations.
• La vente de la licence à la Nouvelle PSP ouvre la porte aux 17 districts sanitaires ; c'est notre plus beau mois.
• Lancement du module de commande groupée à Bouaké.

Trésorerie
Burn net de février : 11 M FCFA. Trésorerie au 28 février : 52 M FCFA, soit environ 20 semaines au rythme actuel. Nous ouvrons en avril un tour de financement d'amorçage-bis de 400 M FCFA et comptons sur vos introductions.

Équipe
Arrivée d'une responsable du support client à Abidjan, ce qui porte l'équipe à 17 personnes.

Demandes
1. Introductions auprès de grossistes répartiteurs à Abidjan et Yamoussoukro.
2. Contacts de fonds d'amorçage actifs en zone UEMOA.

Merci pour votre soutien,
Nadia Kouamé, CEO`,
  },

  // 06 — pacte d'actionnaires (extrait), place de marché B2B, Niger.
  // investor-control PRESENT: Sahel Impact Fund I (31 %) + Sahel Impact Co-Invest (21 %), même gérant agissant conjointement → 52 % (≥ 50 %).
  // litigation PRESENT: action de Trans-Sahel Distribution pendante devant le Tribunal de commerce de Niamey, audience à venir.
  // low-founder-ownership ABSENT: fondateurs 23 % + 20 % = 43 % (≥ 40 %).
  // cap-table-complexity ABSENT: tableau déclaré réconcilié avec le registre.
  // dead-equity ABSENT: aucun ancien associé au capital.
  {
    id: 'h22-fr-w6-06',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'indirect', 'figures'],
    present: ['investor-control', 'litigation'],
    absent: ['low-founder-ownership', 'cap-table-complexity', 'dead-equity'],
    text: `PACTE D'ACTIONNAIRES — KASSOUA SA (Niamey, République du Niger)
Extrait — version signée le 2 février 2026

Article 1 — Définitions
« Investisseur » désigne ensemble Sahel Impact Fund I SCA et Sahel Impact Co-Invest SAS, toutes deux gérées par Sahel Impact Partners, qui exerceront de manière conjointe l'ensemble des droits qu'elles tiennent du présent pacte.

Article 2 — Répartition du capital à l'issue de l'augmentation de capital

Actionnaire                                   Actions      %
Abdoulaye Moussa (fondateur)                    2 300    23,0
Hadiza Ibrahim (fondatrice)                     2 000    20,0
Sahel Impact Fund I SCA                         3 100    31,0
Sahel Impact Co-Invest SAS                      2 100    21,0
Réserve d'options salariés                        500     5,0
Total                                          10 000   100,0

Ce tableau est réconcilié avec le registre des mouvements de titres tenu par la Société.

Article 5 — Conseil d'administration
Le conseil comprend cinq membres : deux désignés par les fondateurs, deux par l'Investisseur et un administrateur indépendant choisi d'un commun accord.

Article 9 — Déclarations de la Société
9.3 La Société déclare qu'à l'exception de l'action engagée contre elle le 4 novembre 2025 par la société Trans-Sahel Distribution devant le Tribunal de commerce de Niamey, au titre d'une prétendue rupture abusive de contrat de distribution (demande de 85 M FCFA de dommages et intérêts), dont l'audience de plaidoiries est fixée au 19 mars 2026, aucune procédure judiciaire, arbitrale ou administrative n'est pendante à son encontre.
9.4 Les fondateurs s'engagent à tenir l'Investisseur informé, sous huit jours, de tout acte de procédure relatif à l'action visée à l'article 9.3.

Article 12 — Transfert d'actions
Toute cession d'actions par un fondateur est soumise au droit de préemption de l'Investisseur et à une clause de sortie conjointe totale.`,
  },

  // 07 — pitch deck, edtech de révision pour le BEPC et le BAC, Côte d'Ivoire.
  // missing-financials PRESENT: deck sans aucun chiffre de revenu ni de coût (seulement élèves, écoles, notes, montant levé non ventilé).
  // no-competition ABSENT: les concurrents sont nommés (cours particuliers, applications généralistes, chaînes YouTube).
  // unrealistic-growth ABSENT: 48 000 → 100 000 élèves fin 2026, ×2,1 (< ×4), et pas de projection de revenu.
  {
    id: 'h22-fr-w6-07',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'words'],
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    text: `KALANSO — Réviser le BEPC et le BAC sur son téléphone
Deck de présentation — janvier 2026

1. Le constat
En Côte d'Ivoire, des centaines de milliers d'élèves passent chaque année le BEPC ou le BAC. Les cours de répétition sont chers, concentrés à Abidjan, et beaucoup d'élèves de l'intérieur révisent seuls.

2. Notre réponse
Kalanso propose des fiches de cours, des quiz et des annales corrigées conformes au programme ivoirien, utilisables hors connexion, ainsi qu'un tuteur par messagerie le soir.

3. Traction
• 48 000 élèves inscrits depuis le lancement
• 11 000 élèves actifs chaque semaine
• 120 établissements partenaires à Abidjan, Bouaké et San-Pédro
• Note moyenne sur le Play Store : 4,7 / 5

4. Modèle économique
Application gratuite ; abonnement premium payé par mobile money ; offre pour les établissements privés.

5. Concurrence
Les cours particuliers restent notre premier concurrent. Nous croisons aussi des applications généralistes venues de France et du Sénégal et plusieurs chaînes YouTube de révision. Notre différence : le programme ivoirien, le hors-ligne, le tuteur du soir.

6. Objectifs
100 000 élèves inscrits fin 2026 ; ouverture de Korhogo et Man.

7. L'équipe
Fatou Bamba (CEO, ancienne professeure de mathématiques), Jean-Marc Ahoussou (CTO), Salimata Koné (contenus pédagogiques).

8. Notre demande
Nous levons 500 000 USD pour recruter et étendre notre couverture à l'intérieur du pays.`,
  },

  // 08 — message WhatsApp du fondateur aux investisseurs, livraison de gaz, Niger.
  // customer-concentration PRESENT: Restaurants Kaoural = « près de la moitié de ce qu'on a encaissé » (~50 % ≥ 30 %).
  // burn-above-revenue PRESENT: dépenses du mois 29 M FCFA (25 M hors motos) > encaissements 21,5 M FCFA.
  // short-runway ABSENT: 260 M en banque / (29 − 21,5 = 7,5 M par mois) ≈ 35 mois.
  // founder-departure ABSENT: le CTO a reçu une offre mais reste (pas de départ ni d'annonce).
  // declining-revenue ABSENT: livraisons +9 % vs février.
  {
    id: 'h22-fr-w6-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'words', 'figures', 'negation'],
    present: ['customer-concentration', 'burn-above-revenue'],
    absent: ['short-runway', 'founder-departure', 'declining-revenue'],
    text: `[31/03/2026 21:14] Ousmane (GazGo) : Salut à tous 🙏 petit point de fin mars avant le board de la semaine prochaine

- Livraisons en mars : 6 400 bouteilles, +9 % vs février
- Encaissements du mois : 21,5 M FCFA
- Dépenses du mois : 29 M FCFA, dont 4 M pour les 8 motos neuves
- Nouveaux quartiers ouverts : Koira Tégui et Saga

[31/03/2026 21:16] Ousmane (GazGo) : Côté clients, les Restaurants Kaoural ont été énormes ce mois-ci. À eux seuls c'est près de la moitié de ce qu'on a encaissé en mars. On négocie un contrat annuel avec eux.

[31/03/2026 21:17] Ousmane (GazGo) : Trésorerie : on a encore 260 M en banque depuis la levée de l'an dernier, donc pas d'inquiétude de ce côté.

[31/03/2026 21:19] Ousmane (GazGo) : Et pour couper court aux rumeurs : oui Karim (notre CTO) a reçu une offre d'un opérateur télécom, mais il a dit non et il reste avec nous. On a revu son package.

[31/03/2026 21:20] Aïchatou (investisseur) : Merci Ousmane ! Tu peux partager le détail des dépenses hors motos ?

[31/03/2026 21:24] Ousmane (GazGo) : Oui : 25 M hors motos → salaires livreurs 11 M, achat des recharges de gaz 9,5 M, carburant et entretien 3 M, bureau et appli 1,5 M. Je mets tout dans le deck du board.`,
  },
];
