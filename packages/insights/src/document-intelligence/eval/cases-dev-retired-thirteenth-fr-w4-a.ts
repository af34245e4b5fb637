/** Part a of cases-dev-retired-thirteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW4A: readonly RedFlagCase[] = [
  // 1. Lettre BEAC : suspension conservatoire (sanction) + agrement demande, toujours en instruction
  {
    id: 'h13-fr-w4-beac-suspension-agrement',
    documentType: 'legal_docs',
    text: `BANQUE DES ÉTATS DE L'AFRIQUE CENTRALE
Direction des Systèmes et Moyens de Paiement
Yaoundé, le 14 mars 2024

À l'attention de Monsieur le Directeur Général
KAMERPAY SAS - Douala, Bonanjo

Objet : Mesure conservatoire - activité de transfert de fonds

Monsieur le Directeur Général,

Les travaux de contrôle sur place conduits du 5 au 9 février 2024 ont mis en évidence l'exécution, pour le compte de votre clientèle, d'opérations de transfert de fonds vers des bénéficiaires situés hors de la CEMAC, par l'intermédiaire d'un partenaire étranger non habilité.

En conséquence, et en application du Règlement relatif aux services de paiement dans la CEMAC, la Banque Centrale prononce la suspension, à compter de la réception de la présente, de toute opération de transfert sortant de la zone, jusqu'à régularisation complète.

Nous vous rappelons par ailleurs que le dossier de demande d'agrément en qualité d'établissement de paiement, déposé par votre société le 22 juin 2023, demeure en cours d'instruction ; à ce jour, aucune décision n'est intervenue et KAMERPAY ne peut se prévaloir d'aucun agrément.

La présente mesure est prise sans préjudice des suites que la Commission Bancaire pourrait, le cas échéant, y donner.

Veuillez agréer, Monsieur le Directeur Général, l'expression de notre considération distinguée.

Le Directeur`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    language: 'fr',
    traits: ['time', 'indirect', 'modality'],
  },

  // 2. Note de credit : tresorerie 96 M FCFA couvrant ~30 semaines ; 3,2 M/semaine x 4,33 = 13,9 M/mois -> 96/13,9 = 6,9 mois < 9
  //    charges mensuelles 36 M FCFA > CA mensuel 22 M FCFA ; arrieres CNSS + acomptes IS impayes = debt-distress
  {
    id: 'h13-fr-w4-gabon-note-credit-agritech',
    documentType: 'financial_statements',
    text: `BANQUE GABONAISE DE L'ESTUAIRE - Direction des Engagements
NOTE DE CRÉDIT N° 2024/117 - Comité du 18 avril 2024

Contrepartie : OKOUME FRESH SARL (Libreville, Owendo)
Demande : ligne de fonds de roulement de 150 000 000 FCFA sur 12 mois

1. Activité
Collecte et distribution de produits maraîchers auprès de la grande distribution librevilloise. Chiffre d'affaires mensuel moyen sur le dernier trimestre : 22 M FCFA. Charges d'exploitation mensuelles moyennes (achats, logistique, personnel) : 36 M FCFA.

2. Structure financière et trésorerie
Disponibilités au 31/03/2024 : 96 M FCFA, soit, au rythme
de décaissements nets observé depuis janvier (environ 3,2 M FCFA
par semaine), une couverture d'une trentaine de semaines.

3. Comptes
États financiers 2023 certifiés sans réserve par le commissaire aux comptes ; aucune observation sur la continuité d'exploitation.

4. Points d'attention
- Arriérés de cotisations CNSS : 18 M FCFA, non réglés à date malgré deux relances.
- Deux acomptes d'IS de 2023 restent impayés à la DGI.
- Le promoteur nous indique qu'aucun contentieux n'est ouvert avec ces administrations.

Avis de l'analyste : favorable sous réserve d'un plan d'apurement des arriérés sociaux et fiscaux préalable au décaissement.`,
    present: ['short-runway', 'burn-above-revenue', 'debt-distress'],
    absent: ['going-concern', 'audit-opinion', 'litigation'],
    language: 'fr',
    traits: ['figures', 'indirect', 'split', 'list'],
  },

  // 3. Pacte d'associes : fonds 5 200 / 10 000 = 52 % >= 50 ; fondateurs (1 800 + 1 200) / 10 000 = 30 % < 40
  //    anciens salaries partis en 2022 detiennent encore 600 actions non rachetees
  {
    id: 'h13-fr-w4-maroc-pacte-capital',
    documentType: 'legal_docs',
    text: `PACTE D'ASSOCIÉS - DARNA TECH SA (Casablanca)
Annexe 2 : Répartition du capital à la date de signature

Associé                                         | Nombre d'actions
------------------------------------------------|-----------------
Atlas Growth Fund II (représenté par sa SG)     | 5 200
M. Yassine El Amrani (fondateur, Président)     | 1 800
Mme Salma Bennis (fondatrice, DG déléguée)      | 1 200
Anciens salariés (options exercées en 2021)     |   600
Réserve d'options non attribuées                | 1 200
TOTAL                                           | 10 000

Article 9.3 - Les 600 actions détenues par d'anciens salariés ayant quitté la Société au cours de l'exercice 2022 demeurent inscrites à leur nom. La promesse de vente consentie à la Société n'a pas été levée dans le délai contractuel et aucune cession n'est intervenue depuis.

Article 11 - Les décisions stratégiques listées en Annexe 4 requièrent l'accord préalable de l'associé détenant la majorité du capital.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity'],
    absent: ['cap-table-complexity', 'founder-departure'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
  },

  // 4. Deck Tunisie : CA 2023 0,9 M TND -> objectif 2024 4,5 M TND = 5x >= 4x ; "seuls sur ce creneau"
  {
    id: 'h13-fr-w4-tunisie-deck-edtech',
    documentType: 'pitch_deck',
    text: `TA3LIM - Seed Round 2024 (Tunis)

Slide 3 - Le problème
Plus de 1,1 million d'élèves tunisiens prennent des cours particuliers, payés en espèces, sans suivi.

Slide 5 - Traction
- 38 établissements privés abonnés
- 14 200 élèves actifs chaque semaine
- CA 2023 : 0,9 M TND
- Aucun établissement ne pèse plus de 8 % du chiffre d'affaires

Slide 7 - Concurrence
Il n'existe aujourd'hui aucune solution comparable en Tunisie, ni d'ailleurs au Maghreb : nous sommes seuls sur ce créneau.

Slide 9 - Trajectoire
  2023 (réalisé)      0,9 M TND
  2024 (objectif)     4,5 M TND
  2025 (objectif)    11,0 M TND

Slide 10 - La levée
1,8 M TND pour recruter l'équipe commerciale et ouvrir Sfax et Sousse.`,
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['customer-concentration', 'missing-financials'],
    language: 'fr',
    traits: ['list', 'figures', 'table'],
  },

  // 5. Rapport CAC RDC : opinion avec reserve + incertitude significative sur la continuite ; perte nette 1,4 M USD = charges > produits
  //    CA 3,9 M USD contre 3,8 M USD : pas de baisse
  {
    id: 'h13-fr-w4-rdc-rapport-cac',
    documentType: 'financial_statements',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE
Exercice clos le 31 décembre 2023 - KATANGA AGRO-SERVICES SA (Lubumbashi)

Opinion avec réserve
Nous avons effectué l'audit des états financiers de la société, qui font apparaître un chiffre d'affaires de 3,9 M USD (3,8 M USD en 2022) et une perte nette de 1,4 M USD. À l'exception de l'incidence éventuelle du point décrit ci-après, nous certifions que les états financiers sont réguliers et sincères au regard du SYSCOHADA révisé.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks d'intrants du dépôt de Kolwezi au 31 décembre 2023, évalués à 612 000 USD, ni mettre en œuvre de procédures alternatives satisfaisantes.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2.4 : les capitaux propres sont devenus inférieurs à la moitié du capital social et la société dépend du renouvellement de ses lignes bancaires. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Lubumbashi, le 28 mai 2024
Le Commissaire aux comptes`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },

  // 6. Lettre aux investisseurs Maurice : 138 resiliations / 240 clients = 57,5 %/an >= 45 % (retention 42,5 % < 55 %)
  //    LTV annoncee 5 500 EUR = 5x CAC 1 100 EUR ; or duree de vie implicite 12/0,575 = 20,9 mois -> LTV = 90 x 0,8 x 20,9 = 1 504 EUR, soit 1,4x le CAC
  {
    id: 'h13-fr-w4-maurice-lettre-saas',
    documentType: 'business_plan',
    text: `Ébène, le 15 janvier 2024

Chers associés,

2023 s'achève sur un MRR de 21 600 EUR, contre 19 800 EUR en janvier. L'équipe commerciale a signé 160 nouveaux comptes dans l'année, principalement des cabinets comptables et des agences de voyage de l'île et de La Réunion.

Quelques chiffres pour vos modèles :
- panier moyen : 90 EUR par client et par mois ;
- marge brute : 80 % ;
- coût d'acquisition moyen : 1 100 EUR par client ;
- sur les 240 clients actifs au 1er janvier 2023, 138 ont résilié avant le 31 décembre.

Notre LTV ressort à 5 500 EUR, soit cinq fois le CAC : chaque client recruté est donc très rentable, et nous comptons accélérer l'acquisition dès le premier trimestre.

Nous reviendrons vers vous en février avec la proposition de tour de table.

Bien amicalement,
Priya Ramdhun, cofondatrice et CEO`,
    present: ['high-churn', 'unit-economics'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['indirect', 'figures', 'list'],
  },

  // 7. Demande de pret Algerie : un peu plus du quart + environ un septieme = ~39 % >= 30 % ; entrepot loue a la SARL du frere du gerant
  {
    id: 'h13-fr-w4-algerie-demande-pret',
    documentType: 'business_plan',
    text: `DEMANDE DE CRÉDIT D'INVESTISSEMENT - Dossier présente au CPA, agence de Rouiba

Société : NAQL EXPRESS SARL - transport et entreposage sous température dirigée
Montant sollicité : 60 000 000 DZD sur 5 ans (acquisition de 6 porteurs frigorifiques)

1. Chiffres clés
Chiffre d'affaires 2023 : 186 M DZD (152 M DZD en 2022). Résultat net 2023 : 14 M DZD. La société n'a connu aucun incident de paiement auprès de ses banques.

2. Portefeuille clients
Notre clientèle compte une soixantaine de donneurs d'ordre. Deux d'entre eux structurent l'activité : Agro-Tell SPA, qui représente à elle seule un peu plus du quart des ventes, et Sahel Distribution, environ un septième. Les contrats-cadres avec ces deux clients ont été renouvelés pour trois ans.

3. Moyens d'exploitation
L'entrepôt frigorifique de Rouiba (2 400 m2) est loué à la SARL Immo-Kheir, dont le frère du gérant est l'associé unique, pour un loyer annuel de 1,8 M DZD.

4. Garanties proposées
Nantissement du matériel financé, caution personnelle du gérant, garantie FGAR à hauteur de 50 %.`,
    present: ['customer-concentration', 'related-party'],
    absent: ['debt-distress', 'declining-revenue'],
    language: 'fr',
    traits: ['words', 'indirect', 'negation'],
  },

  // 8. CSV comptes de gestion Douala : CA 210 -> 198 -> 176 (baisse) ; marge brute 88/210 = 41,9 % -> 58/176 = 33,0 % (-8,9 pts >= 5) ; "non audites"
  {
    id: 'h13-fr-w4-cameroun-csv-gestion',
    documentType: 'financial_statements',
    text: `# Comptes de gestion trimestriels - non audités - BOLO LOGISTICS SA, Douala
# montants en millions de FCFA
periode;chiffre_affaires;cout_des_ventes;marge_brute
T1-2024;210;122;88
T2-2024;198;121;77
T3-2024;176;118;58

# Commentaire de la DAF :
# la hausse du gazole et des droits de passage au port a pesé sur les coûts
# directs ; le client historique Brasseries du Littoral a réduit ses volumes
# au T3 ; les comptes semestriels seront revus par le CAC en février.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['customer-concentration', 'burn-above-revenue'],
    language: 'fr',
    traits: ['csv', 'figures', 'indirect'],
  },

  // 9. Entretien Madagascar : associe qui "se retire a la fin du semestre" ; ARR 1,1 Md MGA incluant subvention 300 M + contrat ponctuel 180 M
  {
    id: 'h13-fr-w4-madagascar-entretien',
    documentType: 'business_plan',
    text: `Transcription - entretien avec Hery Andriamanana, cofondateur de VOLA SOA (Antananarivo), 12 avril 2024

Q : Où en êtes-vous sur le plan commercial ?
R : Très bien. On est à un ARR d'environ 1,1 milliard d'ariary. Là-dedans il y a nos 140 coopératives abonnées, évidemment, mais aussi la subvention de 300 millions de l'Union européenne au titre du programme de résilience, et le contrat de formation avec le ministère, 180 millions, qui est un one-shot. Mais on considère que tout ça, c'est du revenu annuel, donc on l'intègre.

Q : Et l'équipe ? On entend dire que Rija s'éloigne.
R : Rija a beaucoup donné depuis 2019. Il a souhaité prendre du recul sur l'opérationnel ; il quittera ses fonctions de directeur technique à la fin du semestre. Il restera un ami de la maison, bien sûr, et on pourra l'appeler en cas de besoin.

Q : Qui le remplace ?
R : On recrute. Le poste est ouvert depuis trois semaines, on a deux profils mauriciens en short-list.`,
    present: ['founder-departure', 'non-recurring-revenue'],
    absent: ['dead-equity'],
    language: 'fr',
    traits: ['indirect', 'time', 'words'],
  },

  // 10. Article de presse Congo : licence postale ARPCE demandee en septembre 2023, toujours a l'examen ; proces en cours, audience renvoyee
  //     CA 310 M FCFA contre 190 M FCFA : hausse
  {
    id: 'h13-fr-w4-congo-article-arpce',
    documentType: 'business_plan',
    text: `ÉCONOMIE | Brazzaville

Colis Congo, la pépite de la livraison qui attend toujours son sésame

Fondée en 2020 par deux anciens de la Poste, Colis Congo revendique 42 000 livraisons par mois entre Brazzaville et Pointe-Noire et un chiffre d'affaires de 310 millions de FCFA en 2023, contre 190 millions un an plus tôt.

Mais l'entreprise attend toujours son titre. Son dossier de licence de prestataire de services postaux, déposé auprès de l'ARPCE en septembre 2023, est "en cours d'examen", nous confirme-t-on au siège de l'Autorité, sans calendrier. "Nous avons fourni toutes les pièces", assure la cofondatrice, Grace Mabiala.

Autre dossier sensible : l'ancien partenaire de la startup à Dolisie l'a assignée devant le tribunal de commerce de Pointe-Noire, réclamant 85 millions de FCFA de commissions. L'audience, prévue en février, a été renvoyée au 12 juin. "Nous sommes sereins", commente la dirigeante.

La startup prépare une levée de 1,5 milliard de FCFA auprès de fonds régionaux.`,
    present: ['pending-licence', 'litigation'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['time', 'indirect', 'figures'],
  },

  // 11. Term sheet Tunisie : condition suspensive de reconciliation de la table de capitalisation
  {
    id: 'h13-fr-w4-tunisie-term-sheet',
    documentType: 'legal_docs',
    text: `TERM SHEET INDICATIVE - NON ENGAGEANTE
Société : MEDINA HEALTH SA (Tunis) | Investisseur chef de file : Carthage Capital Partners

Montant : 2 000 000 TND, actions de préférence catégorie A
Valorisation pré-money : 8 000 000 TND (soit 20 % du capital post-money pour les investisseurs)
Fondateurs après opération : 61 % (répartis à parts égales entre les trois fondateurs opérationnels)

Conditions suspensives :
1. Réconciliation de la table de capitalisation : le registre des mouvements de titres ne concorde pas avec les statuts mis à jour en 2022 (écart de 3 200 actions non expliqué à ce jour) ;
2. Production des contrats des BSA émis en 2021 au profit de business angels, dont ni le nombre exact ni le prix d'exercice ne sont documentés ;
3. Confirmation par le conseil juridique de la société qu'aucun autre titre donnant accès au capital n'a été émis.

Gouvernance : un siège au conseil pour l'investisseur ; droit de veto limité aux opérations sur le capital.
Exclusivité : 60 jours.`,
    present: ['cap-table-complexity'],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'fr',
    traits: ['list', 'figures'],
  },

  // 12. Lettre Bank Al-Maghrib scannee (OCR) : sanction pecuniaire + interdiction temporaire
  {
    id: 'h13-fr-w4-bam-sanction-ocr',
    documentType: 'legal_docs',
    text: `BANK AL-MAGHRIB
Direction de la Supervision Banca1re
Rabat, le 3 octobre 2O23          Ref : DSB/EP/2023/ 0418

À Monsieur le Président du Directoire
FLOUSSY PAIEMENT SA - Casab1anca

0bjet : Sanctions discip1inaires

Monsieur le Président,

Suite à la mission de contr0le sur place menée au sein de votre étab1issement du 12 au 23 juin 2023, il a été re1evé des manquements graves aux obligations de vigi1ance à l'égard de la c1ientèle, notamment l'ouverture de 2 317 comptes de paiement sans verif ication de l'identité des titu1aires.

En conséquence, et c0nformément aux dispositions de la 1oi n° 103-12, Bank Al-Maghrib a décidé :
- d'infliger à votre établissement une sanction pécuniaire de 350.000 dirhams ;
- de lui interdire d'entrer en re1ation avec de nouveaux c1ients pendant une durée de tr0is (3) mois à compter de la notification de la présente.

Ve uillez agréer, Monsieur le Président, l'expression de nos salutations distinguées.

[cachet illisib1e]`,
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation'],
    language: 'fr',
    traits: ['ocr', 'list'],
  },

  // 13. PV de conseil Gabon : deux echeances BGFI impayees (debt-distress) ; doute du conseil sur la continuite
  {
    id: 'h13-fr-w4-gabon-pv-conseil',
    documentType: 'legal_docs',
    text: `PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION
NYANGA AGRO SA - Libreville - séance du 9 avril 2024

Présents : 5 administrateurs sur 6. Le quorum est atteint.

1. Situation bancaire
Le Directeur Général informe le Conseil que les échéances de février et de mars du crédit d'équipement accordé par BGFIBank (42 M FCFA chacune) n'ont pas été réglées à leur date. La banque a adressé une lettre de rappel le 2 avril et a fait savoir qu'elle suspendait tout nouveau tirage sur la ligne de campagne.

2. Litige transporteur
Le DG rappelle que le différend avec la société Ogooué Transit a été définitivement réglé par protocole transactionnel signé en janvier ; le dossier est clos.

3. Perspectives
Après débat, le Conseil constate qu'en l'absence de réalisation, avant le 30 juin, de l'augmentation de capital envisagée avec les actionnaires de référence, la société ne sera pas en mesure de poursuivre son exploitation au-delà de l'exercice en cours. Le Conseil mandate le Président pour engager sans délai les discussions.

Plus rien n'étant à l'ordre du jour, la séance est levée à 18 h 40.`,
    present: ['debt-distress', 'going-concern'],
    absent: ['litigation'],
    language: 'fr',
    traits: ['indirect', 'time', 'negation'],
  },
];
