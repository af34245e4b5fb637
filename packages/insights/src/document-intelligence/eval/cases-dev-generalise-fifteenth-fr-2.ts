/**
 * Development set, fifteenth round, French documents from francophone Africa (2026-11-30),
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthFr2: readonly RedFlagCase[] = [
  {
    id: 'd15-w2-cac-refus-certifier-mali',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES – SAHEL CIMENTS DISTRIBUTION SA (Bamako) – Exercice 2025

Opinion défavorable
Nous avons audité les états financiers de la société, qui font ressortir un chiffre d'affaires de 3,4 milliards FCFA, contre 3,9 milliards FCFA pour l'exercice 2024.
En raison de l'incidence du point décrit ci-dessous, nous estimons que les états financiers ne donnent pas une image fidèle du patrimoine et du résultat de la société, et nous refusons de certifier les comptes.

Fondement de l'opinion défavorable
Depuis février 2026, la société est assignée devant le tribunal de commerce de Bamako par son ancien distributeur exclusif, qui réclame 640 millions FCFA de dommages-intérêts pour rupture abusive de contrat. La procédure est toujours pendante et aucune provision n'a été constituée, contrairement aux dispositions du SYSCOHADA révisé.

Nous n'avons pas identifié d'incertitude significative relative à la continuité d'exploitation.

Bamako, le 28 mai 2026`,
    present: ['audit-opinion', 'declining-revenue', 'litigation'],
    absent: ['going-concern'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'd15-w2-cac-observation-methode',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS – KËR DIGITAL SA (Dakar) – Exercice clos le 31 décembre 2025

Opinion
Nous certifions que les états financiers de synthèse, qui font apparaître un chiffre d'affaires de 1 870 millions FCFA (1 640 millions FCFA en 2024) et un bénéfice net de 143 millions FCFA, sont, au regard des règles et méthodes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice.

Observation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 3 de l'annexe, qui expose le changement de méthode de comptabilisation des frais de développement de logiciels.

La continuité d'exploitation n'appelle de notre part aucune observation : nous n'avons relevé aucune incertitude significative.

Dakar, le 20 avril 2026`,
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'd15-w2-cac-incertitude-niamey',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES – NIGER FIBRE SA (Niamey) – Exercice 2025

Opinion
Nous certifions, sans réserve, que les états financiers de synthèse, qui font apparaître un chiffre d'affaires de 640 millions FCFA, sont réguliers et sincères.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 de l'annexe. La poursuite de l'activité dépend de la réalisation de l'augmentation de capital de 900 millions FCFA en cours de négociation et du renouvellement de la ligne de crédit qui expire en mars 2027. Ces conditions indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.

La société a honoré l'ensemble de ses échéances bancaires et fiscales de l'exercice.

Niamey, le 15 juin 2026`,
    present: ['going-concern'],
    absent: ['audit-opinion', 'debt-distress'],
    traits: ['modality', 'negation'],
  },
  // Cash falls 499 -> 486 M over the year because of investment; revenue 2 640 -> 2 910 M.
  {
    id: 'd15-w2-tafire-douala',
    documentType: 'financial_statements',
    language: 'fr',
    text: `TAFIRE (extrait) – CAMLAIT SA (Douala) – Exercice 2025 (en millions XAF)

| Poste | 2025 | 2024 |
| Pour mémoire : chiffre d'affaires | 2 910 | 2 640 |
| Capacité d'autofinancement globale (CAFG) | 412 | 355 |
| Distributions de dividendes | −80 | −60 |
| Autofinancement | 332 | 295 |
| Acquisitions d'immobilisations | −285 | −310 |
| Remboursements d'emprunts | −60 | −60 |
| Variation de la trésorerie | −13 | −75 |
| Trésorerie à la clôture | 486 | 499 |

La légère baisse de la trésorerie résulte du programme d'investissement dans la nouvelle ligne de conditionnement de Bonabéri, entièrement autofinancé.`,
    present: [],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['table'],
  },
  {
    id: 'd15-w2-annexe-dettes-fiscales',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTES ANNEXES AUX ÉTATS FINANCIERS 2025 – IVOIRE BTP SERVICES SARL (Yamoussoukro)

Note 1 – Chiffre d'affaires : 1 126 millions FCFA (2024 : 1 043 millions FCFA).

Note 17 – Dettes fiscales et sociales (en millions FCFA)
| | 31/12/2025 | 31/12/2024 |
| TVA à reverser – échéances courantes | 38 | 35 |
| TVA et impôt sur les salaires échus de 2023 et 2024 | 96 | 71 |
| CNPS – cotisations échues non versées | 22 | 9 |
| Total | 156 | 115 |

Les montants échus de 2023 et 2024 faisaient l'objet d'un échéancier conclu avec la Direction générale des impôts en mai 2025 ; les versements de septembre à décembre 2025 n'ont pas été effectués. À la date d'arrêté des comptes, l'administration n'a engagé aucune procédure contentieuse.`,
    present: ['debt-distress'],
    absent: ['litigation', 'declining-revenue'],
    traits: ['table', 'negation'],
  },
  {
    id: 'd15-w2-pv-ag-litige-cotonou',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 27 JUIN 2026 – GBÉKÉ DISTRIBUTION SARL (Cotonou)

Les associés, représentant 100 % des parts sociales, approuvent les comptes de l'exercice 2025, qui font ressortir un chiffre d'affaires de 786 millions FCFA et un bénéfice de 41 millions FCFA.
Le gérant informe l'assemblée que l'action engagée en 2025 par l'ancien distributeur de la marque devant le tribunal de commerce de Cotonou se poursuit : l'audience de plaidoiries a été renvoyée au 11 février 2027. Le demandeur réclame 180 millions FCFA d'indemnités pour rupture de contrat. L'avocat de la société estime les chances de succès favorables, mais aucune décision n'est attendue avant le printemps 2027.
L'assemblée constate que la société est à jour de ses obligations envers ses banques et envers l'administration fiscale.
Toutes les résolutions sont adoptées à l'unanimité.`,
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose', 'time'],
  },
  // Founders (190 000 + 170 000) / 1 000 000 = 36% (< 40%); largest fund 300 000 = 30%.
  {
    id: 'd15-w2-statuts-fondateurs-36',
    documentType: 'legal_docs',
    language: 'fr',
    text: `STATUTS DE LA SOCIÉTÉ ANONYME « ATLAS MOBILITY » (Casablanca) – extraits

Article 6 – Capital social. Le capital est fixé à dix millions de dirhams (10 000 000 MAD), divisé en 1 000 000 actions de 10 MAD chacune, entièrement libérées.

Article 7 – Répartition. Les actions sont réparties ainsi : M. Youssef Benkirane, fondateur et président-directeur général, 190 000 actions ; Mme Salma El Idrissi, fondatrice et directrice technique, 170 000 actions ; Maghreb Growth Fund I, 300 000 actions ; Sigma Capital Afrique, 280 000 actions ; salariés (actions émises dans le cadre du plan d'actionnariat), 60 000 actions.

Article 15 – Conseil d'administration. La société est administrée par un conseil de sept membres, dont deux représentants des fondateurs.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['figures', 'split'],
  },
  {
    id: 'd15-w2-captable-rdc-non-rapprochee',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE DE L'AVOCAT – REVUE DU CAPITAL – KIVU PAY SA (Kinshasa) – 9 novembre 2026

1. La table de capitalisation remise par la direction ne concorde pas avec le registre des actionnaires : un écart de 120 000 actions subsiste, que la société n'a pas pu expliquer.
2. Des BSA AIR ont été souscrits en 2023 par quatre investisseurs pour 350 000 USD ; leur prix de conversion n'a jamais été fixé et la table les omet.
3. Deux anciens salariés, partis en 2024, figurent toujours au registre avec 3 % du capital chacun ; aucune cession ni aucun rachat n'a été documenté.
4. Selon la table de la direction, les deux fondateurs détiendraient ensemble 58 % du capital ; ce chiffre ne peut être confirmé en l'état.`,
    present: ['cap-table-complexity', 'dead-equity'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'indirect'],
  },
  // LTV = 1 200 FCFA margin x 6 orders = 7 200 FCFA; 7 200 / 18 000 = 0.4x, not the 4.2x stated.
  {
    id: 'd15-w2-deck-ltv-cac-contredit',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 7 – Économie unitaire (SOUKOU MARKET, e-commerce, Dakar)
LTV/CAC : 4,2x ✅
• Coût d'acquisition client (CAC) : 18 000 FCFA
• Panier moyen : 9 000 FCFA
• Marge de contribution par commande : 1 200 FCFA
• Nombre moyen de commandes par client sur sa durée de vie : 6

Diapositive 8 – Traction
• Volume d'affaires (GMV) d'octobre 2026 : 142 M FCFA ; chiffre d'affaires net : 21 M FCFA
• 15 800 clients actifs à Dakar, Thiès et Saint-Louis`,
    present: ['unit-economics'],
    absent: ['missing-financials'],
    traits: ['figures', 'split'],
  },
  // LTV 3 500 / 4.5% = 77 800 ~ 78 000; 78 000 / 25 000 = 3.1x; payback 25 000 / 3 500 = 7.1 months: all consistent.
  {
    id: 'd15-w2-deck-ltv-cac-coherent',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 6 – Unit economics (MOBISANTÉ, téléconsultation, Lomé)

| Indicateur | Valeur |
| CAC (marketing + commissions des agents) | 25 000 FCFA |
| Marge de contribution mensuelle par abonné | 3 500 FCFA |
| Attrition mensuelle | 4,5 % |
| LTV (marge mensuelle / attrition) | 78 000 FCFA |
| LTV / CAC | 3,1x |
| Délai de récupération du CAC | 7 mois |

Chiffre d'affaires de septembre 2026 : 64 M FCFA, dont 100 % d'abonnements mensuels.`,
    present: [],
    absent: ['unit-economics', 'high-churn'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd15-w2-bceao-agrement-instruction',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST – Direction de la Stabilité financière
Dakar, le 2 octobre 2026
À : NAFA MONEY SA
Objet : Accusé de réception – demande d'agrément en qualité d'établissement de monnaie électronique

Madame la Directrice générale,
Nous accusons réception de votre dossier de demande d'agrément, déposé le 14 août 2026 et complété le 25 septembre 2026. Il est en cours d'instruction par nos services et sera ensuite soumis à l'avis de la Commission bancaire de l'UMOA. Nous reviendrons vers vous à l'issue de cet examen.
Le présent accusé de réception ne vaut pas agrément.
Veuillez agréer, Madame la Directrice générale, l'assurance de notre considération distinguée.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['prose', 'time'],
  },
  // Revenue 412 -> 690 (x1.7) -> 1 050 (x1.5); costs 540 M below revenue 690 M in 2026.
  {
    id: 'd15-w2-bp-licence-delivree',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN 2027 – TOGOCONNECT FIBRE SA (Lomé) – Section 4 : Cadre réglementaire et activité

La licence de fournisseur d'accès à internet a été délivrée par l'ARCEP Togo le 12 mars 2026 pour une durée de dix ans (décision n° 2026-018). La société n'a fait l'objet d'aucune sanction ni mise en demeure depuis sa création.

Activité : 3 450 abonnés fibre au 30 septembre 2026. Chiffre d'affaires 2025 : 412 millions FCFA ; 2026 estimé : 690 millions FCFA ; 2027 prévu : 1 050 millions FCFA. Charges d'exploitation 2026 estimées : 540 millions FCFA.`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'unrealistic-growth'],
    traits: ['time', 'negation'],
  },
  {
    id: 'd15-w2-whatsapp-tva-impayee',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[WhatsApp – Ibrahim (CEO) → Mariam (DAF), 21/11/2026]
Ibrahim : La DGI est repassée ce matin. Les trois mois de TVA de juillet à septembre sont toujours pas réglés, avec les pénalités on est à 27 M FCFA.
Mariam : Je sais. J'ai demandé un moratoire, pas de réponse pour l'instant.
Ibrahim : Et Sanou Transports nous a assignés, l'audience c'est le 14 janvier. Ils veulent 40 M pour les camions.
Mariam : Ok je prépare le dossier pour l'avocat.
Ibrahim : Au fait, les gens disent qu'Awa, notre directrice des opérations, s'en va. C'est faux hein, elle est juste en congé maternité.
Mariam : Je confirme, elle revient en février comme prévu.`,
    present: ['debt-distress', 'litigation'],
    absent: ['founder-departure'],
    traits: ['indirect', 'negation'],
  },
  // Monthly churn 66/1 200 = 5.5%, 70/1 250 = 5.6%, 72/1 300 = 5.5%: at or above 5% a month.
  {
    id: 'd15-w2-deck-churn-mensuel-calc',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 10 – Base clients (KASBAH COMPTA, logiciel de facturation, Tunis)
« Un churn maîtrisé grâce à notre support en arabe et en français »

| Mois 2026 | Clients en début de mois | Résiliations | Nouveaux clients | MRR (TND) |
| Juillet | 1 200 | 66 | 116 | 84 000 |
| Août | 1 250 | 70 | 120 | 87 500 |
| Septembre | 1 300 | 72 | 130 | 91 000 |`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  // Burn 610 M GNF/month > revenue 420 M GNF/month; runway 9 800 / 610 = 16 months; CBRN 41% of revenue.
  {
    id: 'd15-w2-bp-guinee-burn-client',
    documentType: 'business_plan',
    language: 'fr',
    text: `PLAN D'AFFAIRES 2027 – BOKÉ LOGISTIQUE SARL (Conakry) – Synthèse financière
• Chiffre d'affaires mensuel moyen 2026 : 420 millions GNF.
• Burn mensuel (sorties de trésorerie d'exploitation) : 610 millions GNF.
• Trésorerie au 31 octobre 2026 : 9,8 milliards GNF, issue de la levée de juillet.
• Le contrat de transport de minerai avec la Compagnie des Bauxites du Rio Nunez représente 41 % du chiffre d'affaires 2026 ; il arrive à échéance en décembre 2027.
Objectif : atteindre l'équilibre en 2028 grâce à trois nouveaux contrats miniers dans la région de Boké.`,
    present: ['burn-above-revenue', 'customer-concentration'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  // Revenue 1.4 -> 2.1 (x1.5) -> 3.0 (x1.43); costs below revenue every year; founders 62%, fund 30%.
  {
    id: 'd15-w2-bp-gabon-sain',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – TRANSOGOOUÉ SAS (Port-Gentil) – Synthèse (en milliards XAF)

| | 2025 réel | 2026 prév. | 2027 prév. |
| Chiffre d'affaires | 1,4 | 2,1 | 3,0 |
| Charges d'exploitation | 1,1 | 1,6 | 2,2 |
| Résultat d'exploitation | 0,3 | 0,5 | 0,8 |

Actionnariat : les deux fondateurs, toujours en poste, détiennent 62 % du capital, le Fonds Équatorial de Croissance 30 % et les salariés 8 %.
La croissance s'appuie sur l'extension du service de navettes fluviales vers Lambaréné et sur la signature de contrats pluriannuels avec les opérateurs pétroliers de la zone.`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'low-founder-ownership'],
    traits: ['table'],
  },
  // Revenue 4.6 bn -> 4.1 bn ariary, written in words.
  {
    id: 'd15-w2-lettre-actionnaires-recul',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE AUX ACTIONNAIRES – MADAPHARMA SA (Antananarivo) – Novembre 2026

Chers actionnaires,
L'exercice 2025-2026 a été difficile. Notre chiffre d'affaires s'établit à quatre milliards cent millions d'ariary, contre quatre milliards six cents millions l'an dernier, en raison de la fin du contrat d'approvisionnement des centres de santé de base.
M. Andry Rakoto, directeur financier depuis 2017, a quitté la société le 30 septembre pour rejoindre un groupe bancaire. Son intérim est assuré par Mme Lalao Randria, responsable du contrôle de gestion.
Le conseil reste confiant : la société demeure rentable, sans endettement bancaire, et dispose des ressources nécessaires pour poursuivre son développement à Toamasina et à Mahajanga.
Veuillez croire, chers actionnaires, à l'expression de notre fidèle attachement.`,
    present: ['declining-revenue', 'founder-departure'],
    absent: ['going-concern'],
    traits: ['prose', 'words'],
  },
  // Revenue 3.57 -> 3.82 bn FCFA (+7%).
  {
    id: 'd15-w2-lettre-actionnaires-hausse',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE AUX ACTIONNAIRES – SAVANA FOODS SA (Ouagadougou) – Décembre 2026

Chers actionnaires,
Le chiffre d'affaires 2026 devrait atteindre 3,82 milliards FCFA, contre 3,57 milliards en 2025, soit une hausse de 7 %. La croissance a été plus lente au premier semestre, pénalisé par les difficultés d'approvisionnement en emballages, mais chaque trimestre a dépassé le précédent.
Contrairement aux rumeurs relayées sur les réseaux sociaux, aucun membre de l'équipe de direction ne quitte la société : notre directeur des opérations, M. Issouf Ouédraogo, vient au contraire de prolonger son engagement jusqu'en 2030.
Nous vous remercions de votre confiance.`,
    present: [],
    absent: ['declining-revenue', 'founder-departure'],
    traits: ['negation', 'time'],
  },
  {
    id: 'd15-w2-dd-parties-liees-burkina',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE – Réponses de FASO FROID SAS (Ouagadougou)
Q11. Prêts ou avances consentis aux dirigeants : néant.
Q12. Transactions avec des parties liées : la société loue ses deux entrepôts frigorifiques de Kossodo à la SCI Kaboré et Fils, dont l'unique associé est M. Boukary Kaboré, père du fondateur. Loyer annuel : 36 millions FCFA, révisé chaque année.
Q13. Fournisseurs principaux : Frigo Sahel (compresseurs), Sahel Carburants (gazole).
Q14. Litiges en cours : néant. La réclamation d'un client de Koudougou a été abandonnée en 2025.`,
    present: ['related-party'],
    absent: ['litigation'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'd15-w2-pv-ca-aucune-convention',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 5 NOVEMBRE 2026 – DJOLIBA EDTECH SA (Bamako)

1. Conventions réglementées. Le président déclare qu'aucune convention réglementée n'a été conclue au cours de l'exercice. Le contrat de maintenance informatique passé avec Sahel IT Services l'a été après appel d'offres ; cette société n'a aucun lien avec les administrateurs, les dirigeants ou leurs familles.
2. Direction. Le conseil renouvelle pour quatre ans le mandat du directeur général, M. Oumar Traoré, co-fondateur. La directrice technique, Mme Kadiatou Diallo, a signé un avenant la maintenant en poste jusqu'en 2029.
3. Questions diverses. Néant.`,
    present: [],
    absent: ['related-party', 'founder-departure'],
    traits: ['negation', 'list'],
  },
  {
    id: 'd15-w2-anrt-suspension-vsat',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AGENCE NATIONALE DE RÉGLEMENTATION DES TÉLÉCOMMUNICATIONS – Rabat, le 7 octobre 2026
À : Monsieur le Directeur général de SAHARA LINK SARL
Objet : Suspension de numéros courts et instruction de votre demande de licence VSAT

Monsieur le Directeur général,
Suite aux manquements constatés lors du contrôle du 12 juillet 2026 (envoi de messages commerciaux sans consentement préalable des abonnés), l'Agence a décidé de suspendre pour une durée de six mois les numéros courts 3310 et 3311 attribués à votre société, à compter de la notification de la présente.
Par ailleurs, votre demande de licence d'exploitation d'un réseau VSAT, déposée le 4 mars 2026, demeure en cours d'instruction ; aucune décision n'a encore été prise.
Vous pouvez présenter vos observations écrites dans un délai de quinze jours.
Veuillez agréer, Monsieur le Directeur général, nos salutations distinguées.`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['prose'],
  },
  // One-off perpetual licence sale (260 M) inside recurring revenue 980 M; Cocody total (260 + 18) / 980 = 28.4% (< 30%).
  {
    id: 'd15-w2-deck-licences-perpetuelles',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 4 – Traction (CITYPAY CI, paiement des taxes municipales, Abidjan)
Revenus récurrents 2025 : 980 M FCFA (+72 %)*
14 communes clientes, 310 000 contribuables actifs

Diapositive 12 – Notes
* Les revenus récurrents incluent la cession de licences perpétuelles du logiciel à la Mairie de Cocody, facturée en une fois en novembre 2025 pour 260 M FCFA. Les 720 M FCFA restants proviennent des commissions sur transactions, dont 18 M FCFA réalisés à Cocody.`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['split', 'indirect'],
  },
];
