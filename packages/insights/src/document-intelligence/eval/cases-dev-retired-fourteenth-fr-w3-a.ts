/** Part a of cases-dev-retired-fourteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthFrW3A: readonly RedFlagCase[] = [
  // Concentration : 440 M / 690 M FCFA = 63,8 % du CA 2024 sur un seul partenaire (>= 30 %).
  // Croissance 2024/2023 = 690 / 410 = 1,7x ; EBITDA positif (charges < CA).
  {
    id: 'h14-fr-w3-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PAYLINK SÉNÉGAL — Série A — Slide 7 « Traction »

Chiffre d'affaires (commissions de collecte, HT) :
- 2023 : 410 M FCFA
- 2024 : 690 M FCFA
- S1 2025 : 402 M FCFA

D'où viennent nos revenus en 2024 ?
| Canal de facturation | CA 2024 (M FCFA) |
|---|---|
| Orange Money Sénégal (agrégation marchands) | 440 |
| Collecte pour 3 sociétés de microfinance | 131 |
| Marchands en direct (1 900 comptes) | 119 |
| Total | 690 |

EBITDA 2024 : + 38 M FCFA (5,5 % du CA), premier exercice positif.
Effectif : 34 personnes à Dakar, 4 à Thiès.

Note du fondateur : « Le partenariat Orange Money a été renouvelé en février pour 24 mois. Notre priorité 2025-2026 est d'élargir la base marchands directe pour rééquilibrer le mix. »`,
    present: ['customer-concentration'],
    absent: ['burn-above-revenue', 'declining-revenue', 'unrealistic-growth'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Perte nette : résultat −214 M FCFA sur CA 1 080 M FCFA => charges > produits (burn-above-revenue).
  // CA en hausse : 1 080 > 960 (pas de declining-revenue).
  {
    id: 'h14-fr-w3-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE — EXERCICE CLOS LE 31 DÉCEMBRE 2024
Société IVOIRE FRAIS LOGISTIQUE SA — Abidjan, Plateau

Opinion avec réserve
Nous avons effectué l'audit des états financiers de synthèse de la société, établis conformément au SYSCOHADA révisé, qui font apparaître un chiffre d'affaires de 1 080 M FCFA (960 M FCFA en 2023) et un résultat net de − 214 M FCFA.
À l'exception de l'incidence éventuelle du point décrit ci-dessous, nous certifions que les états financiers sont réguliers et sincères.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks de consommables au 31 décembre 2024 (valeur au bilan : 187 M FCFA) ni obtenir d'éléments probants alternatifs.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 de l'annexe : les capitaux propres sont devenus inférieurs à la moitié du capital social et la société dépend de l'obtention d'un apport en compte courant non encore confirmé. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Observation
La note 14 précise que les impôts et taxes échus au titre des exercices 2023 et 2024, soit 96 M FCFA, n'ont pas été acquittés à la date du présent rapport ; la DGI a notifié des pénalités de retard.

Fait à Abidjan, le 28 avril 2025`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue', 'debt-distress'],
    absent: ['declining-revenue', 'litigation'],
    traits: ['prose', 'figures', 'indirect'],
  },
  // Aucun drapeau : contentieux clos (protocole transactionnel + désistement), redressement fiscal payé,
  // le DG confirme rester. Pas de licence en attente.
  {
    id: 'h14-fr-w3-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 17 JUIN 2025
SAHEL AGRO-TRANSFORMATION SA — Bamako, ACI 2000

Présents : M. Boubacar Traoré (PCA), Mme Aminata Coulibaly (DG, cofondatrice), M. Ibrahim Sidibé, M. Jean-Luc Perrin (représentant I&P).

Point 3 — Contentieux avec la société Kayes Emballages
Le DG rappelle que le différend né en 2024 sur la livraison de sacs non conformes a fait l'objet d'un protocole transactionnel signé le 11 mars 2025. La société a versé 18 500 000 FCFA pour solde de tout compte ; Kayes Emballages s'est désistée de son instance devant le Tribunal de commerce de Bamako, désistement constaté par ordonnance du 2 avril 2025. Aucune autre procédure n'est pendante.

Point 4 — Contrôle fiscal 2021-2022
Le redressement notifié (41 M FCFA en principal et pénalités) a été intégralement réglé le 30 mai 2025. Quitus fiscal délivré.

Point 5 — Gouvernance
Interrogée par M. Perrin sur les informations parues dans la presse locale, Mme Coulibaly confirme qu'elle n'envisage pas de quitter la direction générale et que son mandat court jusqu'à l'AGO statuant sur les comptes 2027. Le conseil en prend acte.

Aucune autre question n'étant à l'ordre du jour, la séance est levée à 12 h 40.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure'],
    traits: ['time', 'negation', 'prose'],
  },
  // Agrément d'établissement de monnaie électronique demandé, non accordé : pending-licence.
  // Simple accusé de réception et demande de pièces : pas de sanction (regulatory absent).
  {
    id: 'h14-fr-w3-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST
Direction de la Stabilité Financière — Service des Systèmes et Moyens de Paiement

Dakar, le 9 mai 2025
Réf. : DSF/SMP/2025-0412

À Monsieur le Directeur Général
FASOPAY SAS — Ouagadougou

Objet : Demande d'agrément en qualité d'Établissement de Monnaie Électronique (EME)

Monsieur le Directeur Général,

Nous accusons réception de votre dossier transmis le 14 février 2025 par l'intermédiaire du Ministère de l'Économie et des Finances du Burkina Faso.

L'examen préliminaire fait ressortir que les pièces suivantes restent à produire :
1. le rapport d'évaluation du dispositif de LBC/FT par un cabinet indépendant ;
2. la justification de la libération intégrale du capital minimum de 300 000 000 FCFA ;
3. le curriculum vitae et le casier judiciaire du responsable de la conformité désigné.

L'instruction de votre demande se poursuivra dès réception de ces éléments. Nous vous rappelons que, jusqu'à la notification d'une décision, l'émission de monnaie électronique ne peut être assurée que par l'établissement de crédit partenaire, Coris Bank International, dans le cadre de la convention déjà communiquée.

Veuillez agréer, Monsieur le Directeur Général, l'expression de nos salutations distinguées.

Le Directeur de la Stabilité Financière`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['indirect', 'list', 'prose'],
  },
  // Projections : 180 -> 760 M FCFA (x4,2) -> 3 100 M FCFA (x4,1) : >= 4x par an => unrealistic-growth.
  // 2024 réel : charges 165 M < CA 180 M (pas de burn-above-revenue).
  {
    id: 'h14-fr-w3-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `FARAFINA KOLO — Plateforme d'intrants et de crédit de campagne pour producteurs de coton et de sésame
Business plan 2025-2027 — Ouagadougou / Bobo-Dioulasso

4. Hypothèses et compte de résultat prévisionnel (en M FCFA)

|                         | 2024 (réel) | 2025 (budget) | 2026 (prév.) |
|-------------------------|------------:|--------------:|-------------:|
| Producteurs servis      | 6 200       | 24 000        | 95 000       |
| Chiffre d'affaires      | 180         | 760           | 3 100        |
| Charges d'exploitation  | 165         | 690           | 2 480        |
| Résultat d'exploitation | 15          | 70            | 620          |

Le passage de 6 200 à 95 000 producteurs repose sur l'ouverture de 40 points relais dans les Hauts-Bassins et la Boucle du Mouhoun dès la campagne 2025-2026, ainsi que sur un accord-cadre en cours de discussion avec deux sociétés cotonnières.

Nous considérons ces objectifs comme atteignables : la demande d'intrants à crédit est largement insatisfaite et nos coûts d'acquisition par producteur baissent à mesure que les coopératives nous recommandent.`,
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Croissance : 210 -> 735 (x3,5) -> 1 320 (x1,8) -> 2 110 (x1,6) : aucune année >= 4x,
  // et pas 3x par an sur trois ans (il faudrait x27 ; ici 2 110 / 210 = x10). Charges 2024 195 < CA 210.
  {
    id: 'h14-fr-w3-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `LAGUNE SOLAIRE SARL — Kits solaires en paiement à l'usage, Côte d'Ivoire
Plan d'affaires soumis au comité d'investissement — juin 2025

Trajectoire de chiffre d'affaires (M FCFA)
- 2024 (réalisé, comptes certifiés) : 210
- 2025 : 735
- 2026 : 1 320
- 2027 : 2 110

Commentaire de la direction financière
Le saut de 2025 s'explique par la mise en service du contrat de distribution signé avec la Coopérative des Planteurs de Soubré (déjà 2 300 kits commandés et acomptés). Au-delà, nous retenons une hypothèse de croissance ralentie à 80 %, puis 60 %, cohérente avec notre capacité d'installation (12 techniciens supplémentaires par an).

Charges d'exploitation 2024 : 195 M FCFA, soit un résultat d'exploitation de + 15 M FCFA.
Marge brute cible maintenue entre 34 % et 36 % sur la période.

Ce que nous ne supposons pas : aucune subvention, aucun financement carbone, aucune extension hors Nawa et San-Pédro avant 2027.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    traits: ['list', 'figures', 'negation'],
  },
  // Fondateurs actifs : 21,5 % + 14 % = 35,5 % < 40 % => low-founder-ownership.
  // Cofondateur parti en 2023 garde 12 % non racheté => dead-equity + founder-departure.
  // Plus gros investisseur 28 % < 50 % ; total = 21,5+14+12+28+16+8,5 = 100.
  {
    id: 'h14-fr-w3-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `ANNEXE 2 AU PACTE D'ASSOCIÉS — TOGOLINK SAS (Lomé)
Répartition du capital au 30 avril 2025 (après conversion des BSA-AIR de 2024)

| Associé | Qualité | Actions | % |
|---|---|---|---|
| Kossi Agbeko | Président, cofondateur | 215 000 | 21,5 % |
| Afi Mensah | Directrice technique, cofondatrice | 140 000 | 14,0 % |
| Yao Amegan | Cofondateur (hors de la société depuis sept. 2023) | 120 000 | 12,0 % |
| Teranga Capital | Investisseur | 280 000 | 28,0 % |
| Business angels (club Lomé Invest) | Investisseurs | 160 000 | 16,0 % |
| Pool BSPCE (attribués et non attribués) | — | 85 000 | 8,5 % |
| Total | | 1 000 000 | 100 % |

Note du conseil : la clause de « bad leaver » n'ayant pas été mise en œuvre dans le délai contractuel de six mois, les actions de M. Amegan sont demeurées sa propriété. Des discussions sur un rachat ont été engagées sans aboutir à ce jour.
Registre des mouvements de titres tenu par le cabinet Me Adjovi, concordant avec le présent tableau.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'indirect', 'time'],
  },
  // Investisseur principal post-closing : 52,6 % >= 50 % => investor-control.
  // Fondateurs 41 % (>= 40 %) ; registre non rapproché (écart 3,1 %) => cap-table-complexity.
  {
    id: 'h14-fr-w3-08',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'ACCORD (TERM SHEET) — NON ENGAGEANT
Société : KAYAR MARÉE SAS, Dakar
Investisseur : Sahel Growth Partners II (« SGP »)

1. Montant : 2,4 Md FCFA en actions de préférence de catégorie A, en une seule tranche.
2. Valorisation pré-monétaire : 2,16 Md FCFA.
3. Actionnariat post-closing (base non diluée) :
   - SGP : 52,6 % (incluant la participation de 5,9 % déjà détenue via le fonds I) ;
   - Fondateurs (MM. Ndiaye et Fall) : 41,0 % ;
   - Salariés et BSPCE exercés : 6,4 %.
4. Conseil d'administration : 5 sièges, dont 3 désignés par SGP.
5. Condition suspensive n° 4 : remise d'une table de capitalisation réconciliée. À ce jour, le registre des mouvements de titres, les procès-verbaux d'AGE de 2021 et 2022 et l'état des BSPCE communiqué par la société ne concordent pas : un écart de 3,1 % du capital reste inexpliqué et deux attributions de BSPCE ne figurent dans aucune décision d'assemblée.
6. Droit de veto de SGP sur le budget annuel, tout endettement supérieur à 150 M FCFA et la nomination du directeur financier.

Chiffre d'affaires 2024 de la société (information) : 1,35 Md FCFA.`,
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Aucun drapeau : fondateurs 25,5 + 15,5 = 41 % (>= 40 %) ; premier investisseur 38 % (< 50 %) ;
  // total 41 + 38 + 9 + 12 = 100 ; registre rapproché.
  {
    id: 'h14-fr-w3-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Due diligence juridique — Note de synthèse du cabinet (extrait)
Cible : AKWABA HEALTH SAS, Abidjan — dossier n° 25-118

3. Capital social et actionnariat
Le capital de 50 000 000 FCFA est divisé en 500 000 actions de 100 FCFA, intégralement libérées. Nous avons rapproché le registre des mouvements de titres, les statuts mis à jour du 12 mars 2025 et les bulletins de souscription : aucun écart n'a été relevé.

Actionnaires :
• Dr Mariam Ouattara (cofondatrice, présidente) ........ 25,5 %
• M. Serge Kouadio (cofondateur, directeur des opérations) ........ 15,5 %
• Partech Africa ........ 38,0 %
• Business angels (7 personnes physiques) ........ 9,0 %
• Plan d'attribution d'actions gratuites (dont 4,2 % attribués) ........ 12,0 %

Observations : aucun actionnaire ne détient seul la majorité, ni ne dispose d'un droit de veto général ; les droits de veto de Partech Africa sont limités aux décisions extraordinaires listées à l'article 14 du pacte. Aucun ancien dirigeant ou salarié ne figure parmi les actionnaires.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['list', 'figures', 'negation'],
  },
  // Churn annuel : 87 clients perdus / 180 au 1er janvier = 48,3 % >= 45 % => high-churn.
  // « ARR » 540 M FCFA dont 60 M de projet ponctuel de migration => non-recurring-revenue.
  // Premier client 12 % (< 30 %).
  {
    id: 'h14-fr-w3-10',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `COMPTAFACILE — Logiciel de gestion pour PME de l'UEMOA
Slide 9 — Indicateurs clés 2024

ARR au 31/12/2024 : 540 M FCFA (revenus récurrents annualisés)
  dont abonnements logiciels : 480 M FCFA
  dont projet de migration des données de la Société Ivoirienne de Raffinage (prestation livrée en une fois, facturée en novembre) : 60 M FCFA

Base clients
- Clients actifs au 1er janvier 2024 : 180
- Nouveaux clients signés en 2024 : 140
- Clients ayant résilié en 2024 : 87
- Clients actifs au 31 décembre 2024 : 233

Aucun client ne dépasse 12 % du chiffre d'affaires.
EBITDA 2024 : + 21 M FCFA.
Présence : Abidjan, Dakar, Cotonou.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'burn-above-revenue'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },
  // Aucun drapeau : rétention annuelle 87 / 150 = 58 % (>= 55 %), churn 42 % (< 45 %).
  // Premier client 27 % (< 30 %) ; autres < 6 % chacun. Charges 2024 (402) < CA (455).
  {
    id: 'h14-fr-w3-11',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `WEND-PANGA LOGISTIQUE — Transport de fret mutualisé, Burkina Faso
Deck investisseurs — juillet 2025

Slide 6 — Nos clients restent
Sur les 150 chargeurs actifs en janvier 2024, 87 nous confiaient encore des marchandises en janvier 2025.
Les chargeurs perdus sont pour l'essentiel de petits commerçants de Ouagadougou expédiant moins d'une fois par trimestre.

Slide 7 — Qui paie ?
Le premier client (un brasseur national) représente 27 % du chiffre d'affaires 2024 ; aucun autre client ne dépasse 6 %.

Slide 8 — Chiffres 2024
| | M FCFA |
|---|---:|
| Chiffre d'affaires | 455 |
| Charges d'exploitation (dont carburant 188) | 402 |
| Résultat d'exploitation | 53 |

Q : « Le taux de perte de clients n'est-il pas trop élevé pour un modèle B2B ? »
R : Il est resté sous la barre des 45 % sur les deux derniers exercices (44 % en 2023, 42 % en 2024), grâce notamment aux contrats annuels proposés depuis mars 2024.`,
    present: [],
    absent: ['high-churn', 'customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'figures', 'time', 'split'],
  },
  // Marge brute : 2023 (1 450 − 870) / 1 450 = 40,0 % ; 2024 (1 620 − 1 105) / 1 620 = 31,8 %
  // => baisse de 8,2 points (>= 5) => gross-margin. CA en hausse. Résultat net + 68 M.
  // Bail avec une SCI détenue par le père du DG => related-party.
  {
    id: 'h14-fr-w3-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MALI DISTRIBUTION PHARMACEUTIQUE SA — États financiers de synthèse au 31 décembre 2024 (SYSCOHADA)
Comptes certifiés sans réserve par le cabinet Diarra & Associés, commissaire aux comptes.

Compte de résultat résumé (en M FCFA)
| | 2024 | 2023 |
|---|---:|---:|
| Ventes de marchandises | 1 620 | 1 450 |
| Achats consommés et variation de stocks | (1 105) | (870) |
| Marge commerciale | 515 | 580 |
| Charges de personnel | (214) | (198) |
| Autres charges externes | (196) | (181) |
| Résultat net | 68 | 121 |

Note 27 — Transactions avec les parties liées
Le dépôt central de Sotuba est loué depuis le 1er janvier 2024 à la SCI Keïta & Fils, dont le gérant et associé majoritaire, M. Seydou Keïta, est le père du directeur général. Loyer 2024 : 54 M FCFA, contre 31 M FCFA pour l'ancien entrepôt. La convention a été autorisée a posteriori par le conseil du 15 mars 2025.`,
    present: ['gross-margin', 'related-party'],
    absent: ['audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Aucun drapeau : marge brute 2023 (2 080 − 1 279) / 2 080 = 38,5 % ; 2024 (2 310 − 1 511) / 2 310 = 34,6 %
  // => baisse de 3,9 points (< 5). Premier client 24 % (< 30 %). Aucune convention réglementée.
  {
    id: 'h14-fr-w3-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `TOGO AGRO-EXPORT SA — Extraits de l'annexe aux états financiers 2024
Rapport du commissaire aux comptes : opinion sans réserve, sans observation (signé le 22 mars 2025).

Note 3 — Chiffre d'affaires et coût des ventes (M FCFA)
- Chiffre d'affaires : 2 310 (2023 : 2 080)
- Coût des ventes : 1 511 (2023 : 1 279)
La hausse relative du coût des ventes résulte du renchérissement du fret maritime au départ de Lomé au second semestre ; la direction estime l'effet à environ quatre points de marge brute.

Note 5 — Principaux clients
Le premier client (un négociant néerlandais en noix de cajou) représente 24 % du chiffre d'affaires, contre 29 % en 2023.

Note 21 — Conventions réglementées
Aucune convention visée aux articles 438 et suivants de l'Acte uniforme relatif au droit des sociétés commerciales n'a été conclue ou ne s'est poursuivie au cours de l'exercice.

Résultat net de l'exercice : + 142 M FCFA.`,
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'related-party', 'audit-opinion'],
    traits: ['figures', 'negation', 'list'],
  },
];
