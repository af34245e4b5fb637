/** Writer 6's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW6P1: readonly RedFlagCase[] = [
  // 01 — Deck Série A, agritech (sésame), Burkina Faso.
  // non-recurring-revenue PRESENT: l'ARR de 610 M FCFA inclut 150 M FCFA de vente exceptionnelle « non reconduite ».
  // customer-concentration PRESENT (indirect): « près de deux tiers » du CA 2024 facturés à un seul exportateur (≈ 66 % ≥ 30 %).
  // unrealistic-growth PRESENT (figures): 2 900 / 610 = 4,75× en un an (≥ 4×).
  // pending-licence ABSENT: agrément d'exportateur déjà délivré en 2023.
  // no-competition ABSENT: la slide concurrence nomme des concurrents.
  // low-founder-ownership ABSENT: fondateurs 71 %.
  {
    id: 'h21-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'indirect', 'figures'],
    present: ['non-recurring-revenue', 'customer-concentration', 'unrealistic-growth'],
    absent: ['pending-licence', 'no-competition', 'low-founder-ownership'],
    text: `NAFA AGRI — Présentation investisseurs — Série A
Ouagadougou, mars 2025 — Confidentiel

Slide 1 — Le problème
Au Burkina Faso, près de 70 % des producteurs de sésame vendent bord champ à des collecteurs informels, à un prix inférieur de 20 à 30 % au prix FOB. Pas de pesée fiable, pas de paiement traçable, pas d'accès au crédit de campagne.

Slide 2 — Notre solution
- Un service USSD et une application pour les coopératives : prix du jour, réservation de collecte, paiement mobile sous 48 h.
- 48 magasins de collecte équipés de balances certifiées dans les Hauts-Bassins, la Boucle du Mouhoun et l'Est.
- Un desk de négoce qui regroupe les lots et les vend aux exportateurs.

Slide 3 — Traction 2024
- 6 200 producteurs enregistrés, dont 38 % de femmes
- 3 400 tonnes de sésame collectées
- Revenu récurrent annuel (ARR) : 610 M FCFA

Slide 4 — Composition de l'ARR 2024
| Ligne | Montant |
|---|---|
| Commissions de collecte et de négoce | 405 M FCFA |
| Abonnements des coopératives (stockage, pesée) | 55 M FCFA |
| Cession du stock de sécurité à la SONAGESS (opération exceptionnelle, non reconduite en 2025) | 150 M FCFA |
| ARR présenté | 610 M FCFA |

Slide 5 — Nos acheteurs
Près de deux tiers de notre chiffre d'affaires 2024 ont été facturés à un seul exportateur, Golden Sesame Trading, qui expédie via le port de Tema. Nous avons ouvert des discussions avec deux autres maisons de négoce pour la campagne 2025-2026.

Slide 6 — Projections
| | 2024 (réel) | 2025 | 2026 | 2027 |
|---|---|---|---|---|
| Chiffre d'affaires | 610 M FCFA | 2,9 Md FCFA | 6,1 Md FCFA | 11 Md FCFA |
| Producteurs actifs | 6 200 | 15 000 | 32 000 | 55 000 |

Slide 7 — Concurrence
Les collecteurs traditionnels restent dominants. Des plateformes comme SoroMarket et l'offre digitale de certaines unions de coopératives existent, mais sans réseau physique de collecte ni paiement garanti sous 48 h.

Slide 8 — Conformité
Agrément d'exportateur de produits agricoles délivré par le ministère du Commerce en 2023, renouvelé en janvier 2025.

Slide 9 — Équipe et capital
Trois cofondateurs (agronomie, finance, tech), tous à temps plein, détiennent 71 % du capital ; business angels de la diaspora : 29 %.

Slide 10 — La levée
Nous levons 1,5 M€ (environ 985 M FCFA) pour ouvrir 60 nouveaux magasins et financer le préfinancement de campagne.`,
  },

  // 02 — États financiers audités, énergie solaire PAYG, Mali. PROPRE mais tentant.
  // audit-opinion ABSENT: certification sans réserve (« réguliers et sincères … image fidèle »).
  // gross-margin ABSENT: 689 / 1 846 = 37,3 % contre 576 / 1 512 = 38,1 % → -0,8 point (< 5 points).
  // declining-revenue ABSENT: CA 1 846 > 1 512.
  // burn-above-revenue ABSENT: résultat net positif (74 et 52).
  // litigation ABSENT: litige clos par transaction, désistement, aucune procédure en cours.
  // debt-distress ABSENT: échéances réglées, covenants respectés.
  {
    id: 'h21-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'burn-above-revenue', 'litigation', 'debt-distress'],
    text: `SOLARIS MALI SA — Bamako
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé)

Extrait du rapport général du commissaire aux comptes
Nous avons effectué l'audit des états financiers de la société Solaris Mali SA arrêtés au 31 décembre 2024. À notre avis, les états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Bamako, le 28 mars 2025 — Cabinet Diallo & Associés, commissaire aux comptes.

Compte de résultat résumé (en millions de FCFA)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires (kits solaires, abonnements PAYG) | 1 846 | 1 512 |
| Coût des ventes | (1 157) | (936) |
| Marge brute | 689 | 576 |
| Charges de personnel | (214) | (188) |
| Autres charges d'exploitation | (236) | (201) |
| Dotations aux amortissements | (92) | (77) |
| Résultat d'exploitation | 147 | 110 |
| Charges financières nettes | (41) | (36) |
| Impôt sur le résultat | (32) | (22) |
| Résultat net | 74 | 52 |

Note 14 — Emprunts
L'emprunt de 600 M FCFA contracté auprès de la BNDA en 2022 est remboursé selon l'échéancier : toutes les échéances de 2024 ont été réglées à bonne date. Les ratios financiers prévus au contrat (dette nette / EBE inférieur à 3,0) sont respectés au 31 décembre 2024 (1,6).

Note 19 — Concentration des clients
La clientèle est composée de 41 000 abonnés particuliers et de 230 clients professionnels. Aucun client ne représente plus de 3 % du chiffre d'affaires.

Note 21 — Litiges
Le différend commercial qui opposait la société à son ancien distributeur de la région de Kayes, porté devant le Tribunal de commerce de Bamako en 2023, a été réglé par un protocole transactionnel signé le 12 septembre 2024. L'indemnité de 18 M FCFA a été intégralement versée en octobre 2024 et le distributeur s'est désisté de son instance. À la date d'arrêté des comptes, aucune procédure judiciaire n'est en cours contre la société.

Note 23 — Parties liées
Aucune transaction n'a été conclue en 2024 avec des administrateurs, des actionnaires ou des sociétés qui leur sont liées.`,
  },

  // 03 — Procès-verbal de conseil d'administration, fintech (paiement marchand), Burkina Faso.
  // short-runway PRESENT (figures): charges 24,2 - produits 8,7 = 15,5 M FCFA/mois net ; 94,5 / 15,5 ≈ 6,1 mois (< 9).
  // burn-above-revenue PRESENT (figures): charges décaissées 24,2 M > produits 8,7 M FCFA sur le même mois.
  // pending-licence PRESENT: agrément d'établissement de monnaie électronique déposé en octobre 2024, toujours en instruction.
  // founder-departure PRESENT (time): le cofondateur-directeur technique annonce son départ au 30 juin 2025.
  // debt-distress ABSENT: le prêt d'équipement est remboursé à jour.
  {
    id: 'h21-fr-w6-03',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'list', 'figures', 'time'],
    present: ['short-runway', 'burn-above-revenue', 'pending-licence', 'founder-departure'],
    absent: ['debt-distress'],
    text: `TIIGA PAY SAS — Procès-verbal de la réunion du conseil d'administration du 18 avril 2025
Lieu : siège social, Ouaga 2000, Ouagadougou. Présents : M. Adama Sanou (président), Mme Clarisse Yaméogo (DG), M. Issouf Kaboré (DT), M. Éric Somé (administrateur indépendant), représentant du fonds Faso Seed Capital (administrateur). Le quorum étant atteint, le conseil peut valablement délibérer.

1. Situation financière au 31 mars 2025
Le directeur administratif et financier, invité, présente la situation. La trésorerie disponible s'élève à 94,5 M FCFA (comptes bancaires et comptes de monnaie électronique). Les produits du mois de mars, essentiellement des commissions sur les paiements marchands, se sont élevés à 8,7 M FCFA, pour des charges décaissées de 24,2 M FCFA, niveau stable depuis décembre. Le prêt d'équipement contracté auprès de Coris Bank est remboursé à jour. Le conseil prend acte et demande une révision du plan de dépenses pour la prochaine séance.

2. Agrément BCEAO
La DG rappelle que le dossier de demande d'agrément en qualité d'établissement de monnaie électronique a été déposé auprès de la BCEAO en octobre 2024. Le dossier est toujours en cours d'instruction : une seconde série de questions a été reçue le 2 avril et les réponses seront transmises avant le 30 avril. Dans l'intervalle, la société continue d'opérer en qualité de prestataire technique de sa banque partenaire.

3. Gouvernance
M. Issouf Kaboré, cofondateur et directeur technique, informe le conseil de sa décision de quitter ses fonctions le 30 juin 2025 pour rejoindre un projet personnel à l'étranger. Il assurera la passation avec l'équipe technique jusqu'à cette date. Le conseil le remercie et mandate la DG pour lancer le recrutement d'un successeur.

4. Financement
Le conseil autorise la DG à engager des discussions avec les actionnaires existants et de nouveaux investisseurs en vue d'un financement relais de 250 M FCFA sous forme d'obligations convertibles.

L'ordre du jour étant épuisé, la séance est levée à 12 h 40.
Le président — La secrétaire de séance`,
  },

  // 04 — Projet de pacte d'associés, annexe table de capitalisation, logistique, Mali.
  // investor-control PRESENT: le fonds détient 52,0 % post-money (≥ 50 %).
  // low-founder-ownership PRESENT (figures): fondateurs actifs 19,0 + 12,0 = 31,0 % (< 40 %).
  // dead-equity PRESENT: cofondateur parti en 2022, 9 % non rachetés.
  // founder-departure PRESENT: ce cofondateur a quitté la société en 2022.
  // cap-table-complexity ABSENT: table rapprochée avec le registre, aucun écart. Total 52+19+12+9+8 = 100 %.
  {
    id: 'h21-fr-w6-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'time'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    text: `PROJET — PACTE D'ASSOCIÉS DE DJOLI LOGISTIQUE SAS (Bamako)
Version n° 3 du 14 mars 2025 — soumise à la revue des conseils des parties

Article 1 — Objet
Le présent pacte organise les relations entre les associés de Djoli Logistique SAS, société de transport routier de marchandises opérant sur les corridors Bamako–Dakar et Bamako–Abidjan, à la suite de l'augmentation de capital souscrite par Sahel Impact Partners Fund I (« l'Investisseur ») pour un montant de 1 200 000 €, soit environ 787 M FCFA.

Article 4 — Gouvernance
Le comité stratégique comprend cinq membres : trois désignés par l'Investisseur, deux désignés par les fondateurs. Les décisions importantes (budget annuel, endettement supérieur à 100 M FCFA, cession d'actifs, recrutement des dirigeants) requièrent l'accord de l'Investisseur.

Article 9 — Préférence de liquidation
L'Investisseur bénéficie d'une préférence de liquidation de 1× non participative.

Annexe 2 — Table de capitalisation après réalisation de l'augmentation de capital
| Associé | Actions | % du capital |
|---|---|---|
| Sahel Impact Partners Fund I | 5 200 | 52,0 % |
| Aminata Traoré (cofondatrice, directrice générale) | 1 900 | 19,0 % |
| Seydou Coulibaly (cofondateur, directeur des opérations) | 1 200 | 12,0 % |
| Boubacar Diarra (cofondateur, a quitté la société en juillet 2022) | 900 | 9,0 % |
| Réserve pour le plan d'intéressement des cadres | 800 | 8,0 % |
| Total | 10 000 | 100,0 % |

Note sur l'annexe 2 : la présente table a été rapprochée du registre des mouvements de titres tenu au siège au 28 février 2025 ; aucun écart n'a été relevé. Les statuts initiaux ne comportant pas de clause de bon ou de mauvais partant, les actions de M. Diarra n'ont fait l'objet d'aucun rachat depuis son départ ; il conserve ses droits de vote et ses droits financiers et n'est pas partie au présent pacte.

Article 12 — Inaliénabilité
Les fondateurs s'interdisent de céder leurs actions pendant une durée de quatre ans à compter de la signature, sauf accord préalable de l'Investisseur.

Article 15 — Droit applicable
Le pacte est régi par l'Acte uniforme OHADA relatif au droit des sociétés commerciales et du GIE ; tout litige sera soumis à l'arbitrage de la CCJA.`,
  },

  // 05 — Point trimestriel aux investisseurs (e-mail), edtech, Burkina Faso. PROPRE mais tentant.
  // high-churn ABSENT: churn mensuel 2,3 % (< 5 %).
  // customer-concentration ABSENT: le ministère pèse 19 % du CA (< 30 %).
  // founder-departure ABSENT: c'est une recrue qui a quitté une AUTRE entreprise (Orange Burkina).
  // unrealistic-growth ABSENT: 290 / 214 = 1,36× ; declining-revenue ABSENT: 61,4 > 57,0.
  // burn-above-revenue ABSENT: résultat d'exploitation positif.
  {
    id: 'h21-fr-w6-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'negation', 'time'],
    present: [],
    absent: ['high-churn', 'customer-concentration', 'founder-departure', 'unrealistic-growth', 'declining-revenue', 'burn-above-revenue'],
    text: `De : Awa Compaoré <awa@kalanso.bf>
À : investisseurs Kalanso Digital
Objet : Point investisseurs — T1 2025

Chers tous,

Voici notre point du premier trimestre. Le résumé tient en une phrase : croissance régulière, rétention solide, et une équipe qui se renforce.

Chiffres clés du T1 2025 (entre parenthèses : T4 2024)
- Chiffre d'affaires : 61,4 M FCFA (57,0 M FCFA), soit +7,7 %
- Élèves abonnés payants au 31 mars : 18 900 (17 650)
- Churn mensuel moyen des abonnements : 2,3 % (2,6 %)
- Résultat d'exploitation : +4,1 M FCFA, troisième trimestre positif d'affilée
- Trésorerie au 31 mars : 212 M FCFA

Clients institutionnels
Le contrat avec le ministère de l'Éducation nationale pour le programme de remédiation en mathématiques (cours par SMS et serveur vocal en mooré et en dioula) a été renouvelé en février pour trois ans. Il a représenté 19 % du chiffre d'affaires du trimestre ; le reste provient des abonnements des familles et de 46 écoles privées.

Équipe
Nous avons le plaisir d'accueillir Mariam Ouédraogo au poste de directrice produit. Mariam a quitté Orange Burkina, où elle dirigeait depuis huit ans les services à valeur ajoutée, pour nous rejoindre le 3 mars. Les deux cofondateurs restent pleinement engagés à leurs postes respectifs.

Perspectives 2025
Notre objectif de chiffre d'affaires pour 2025 est de 290 M FCFA, contre 214 M FCFA réalisés en 2024. Nous lancerons en juin la version en fulfuldé pour la région du Sahel et ouvrirons Bobo-Dioulasso aux écoles partenaires à la rentrée d'octobre.

Ce que nous vous demandons
Des introductions auprès de réseaux d'écoles privées en Côte d'Ivoire, où nous testerons l'offre début 2026.

Merci pour votre confiance,
Awa Compaoré, cofondatrice et directrice générale`,
  },

  // 06 — Comptes annuels provisoires non audités, distribution pharmaceutique, Mali.
  // audit-opinion PRESENT: « version provisoire non auditée », rapport du commissaire aux comptes non encore émis.
  // declining-revenue PRESENT (figures): CA 1 420 < 1 515 M FCFA.
  // gross-margin PRESENT (figures): 312 / 1 420 = 22,0 % contre 470 / 1 515 = 31,0 % → -9 points (≥ 5).
  // debt-distress PRESENT (indirect): 46 M FCFA de TVA échue et non réglée (arriérés fiscaux).
  // burn-above-revenue ABSENT: résultat net positif (17 M FCFA) ; charges < CA.
  // going-concern ABSENT: aucune doute exprimé sur la continuité.
  {
    id: 'h21-fr-w6-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'debt-distress'],
    absent: ['burn-above-revenue', 'going-concern'],
    text: `PHARMA-SAHEL DISTRIBUTION SARL — Hamdallaye ACI 2000, Bamako
Comptes annuels de l'exercice 2024 — version provisoire non auditée
Document établi par la gérance le 21 février 2025 pour les besoins de la discussion avec les investisseurs. Le rapport du commissaire aux comptes sera émis après la clôture de ses travaux, prévue fin avril.

Compte de résultat (en millions de FCFA)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 1 420 | 1 515 |
| Coût des marchandises vendues | (1 108) | (1 045) |
| Marge brute | 312 | 470 |
| Charges de personnel | (126) | (131) |
| Autres charges d'exploitation | (124) | (118) |
| Résultat d'exploitation | 62 | 221 |
| Charges financières | (38) | (29) |
| Impôt sur le résultat | (7) | (58) |
| Résultat net | 17 | 134 |

Extrait du bilan au 31 décembre 2024 (en millions de FCFA)
| Poste | 2024 | 2023 |
|---|---|---|
| Stocks de médicaments | 388 | 341 |
| Créances clients | 296 | 254 |
| Trésorerie | 54 | 97 |
| Emprunts bancaires | 310 | 260 |
| Dettes fournisseurs | 402 | 355 |
| Dettes fiscales et sociales | 81 | 37 |

Note 7 — Dettes fiscales et sociales
Le poste comprend 46 M FCFA de TVA afférente aux mois d'août à octobre 2024, échue et non réglée à la date d'établissement des présents comptes. Une demande d'échelonnement a été déposée auprès de la Direction générale des impôts le 10 janvier 2025 ; aucune réponse n'a encore été reçue. Le solde correspond aux cotisations INPS du mois de décembre, réglées en janvier.

Commentaire de la gérance
L'exercice a été marqué par la renégociation à la baisse des prix de cession aux officines et aux centres de santé communautaires, alors que nos prix d'achat auprès des laboratoires européens et indiens ont augmenté. Le volume livré à nos clients hospitaliers s'est par ailleurs réduit après la fin du marché cadre avec deux établissements publics. La gérance prévoit de rétablir la situation en 2025 grâce à l'élargissement du réseau vers Sikasso, Ségou et Mopti.`,
  },

  // 07 — Note de due diligence d'un investisseur, insurtech (assurance indicielle), Burkina Faso.
  // regulatory PRESENT (modality): incertitude réglementaire déclarée sur la souscription par USSD.
  // litigation PRESENT: assignation pendante, audience renvoyée au 17 juin 2025.
  // related-party PRESENT: centre d'appels détenu à 60 % par l'épouse du DG.
  // cap-table-complexity PRESENT: table non rapprochée des statuts, BSA non retracés.
  // audit-opinion ABSENT: comptes certifiés sans réserve. declining-revenue ABSENT: 53 > 41.
  {
    id: 'h21-fr-w6-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'list', 'modality', 'indirect'],
    present: ['regulatory', 'litigation', 'related-party', 'cap-table-complexity'],
    absent: ['audit-opinion', 'declining-revenue'],
    text: `TERANGA IMPACT CAPITAL — Note de due diligence — Projet « Sanu »
Cible : Assur'Champ SA, Ouagadougou (distribution digitale d'assurance agricole indicielle)
Rédaction : équipe d'investissement — 22 avril 2025 — Diffusion : comité d'investissement

Synthèse
Assur'Champ distribue, pour le compte d'un assureur agréé CIMA qui porte le risque, une couverture sécheresse indicielle souscrite par USSD et payée par mobile money. 48 000 producteurs de maïs et de coton étaient couverts lors de la campagne 2024. Le chiffre d'affaires (commissions de distribution) s'élève à 53 M FCFA en 2024, contre 41 M FCFA en 2023 ; les comptes 2024 ont été certifiés sans réserve par le commissaire aux comptes. Quatre points appellent toutefois l'attention du comité.

1. Cadre réglementaire
Le Code CIMA ne prévoit pas encore de règles spécifiques à la souscription entièrement dématérialisée de l'assurance indicielle. Interrogée par nos conseils, la Direction des assurances du ministère de l'Économie a indiqué ne pas être en mesure de confirmer, à ce stade, la conformité du parcours de souscription par USSD, en particulier sur la remise des conditions générales. Nous considérons qu'il s'agit d'une incertitude réglementaire réelle pour le modèle.

2. Contentieux
La société est assignée devant le Tribunal de commerce de Ouagadougou par son ancien agent de distribution, Agri-Relais SARL, qui réclame 64 M FCFA de commissions qu'il estime impayées. L'audience a été renvoyée au 17 juin 2025 ; aucune négociation transactionnelle n'est engagée à ce jour.

3. Conventions avec des parties liées
La gestion des déclarations de sinistres est confiée à Faso Contact SARL, centre d'appels détenu à 60 % par l'épouse du directeur général. Le contrat, de 3,1 M FCFA par mois, a été conclu sans mise en concurrence et n'a pas été soumis au conseil.

4. Capital
La table de capitalisation transmise (version 4, janvier 2025) ne se rapproche pas des statuts mis à jour : un écart de 1 150 actions subsiste, et les BSA attribués en 2022 à deux conseillers ne figurent dans aucun des deux documents. Le cabinet juridique de la société indique ne pas pouvoir reconstituer l'historique des opérations avant fin mai.

Recommandation
Poursuivre l'instruction sous réserve d'un avis juridique écrit sur le point 1, d'une table de capitalisation certifiée et de la résiliation ou de la remise en concurrence du contrat Faso Contact avant tout closing.`,
  },
];
