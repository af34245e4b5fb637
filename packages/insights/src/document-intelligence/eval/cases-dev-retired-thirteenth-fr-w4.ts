import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW4: readonly RedFlagCase[] = [
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

  // 14. Deck Maurice sans aucun chiffre de CA ni de couts (taille de marche, utilisateurs, montant leve seulement)
  {
    id: 'h13-fr-w4-maurice-deck-insurtech',
    documentType: 'pitch_deck',
    text: `KOVERA - L'assurance qui tient dans un téléphone
Pré-série A - Port-Louis, 2024

1. Problème : moins d'un actif sur cinq est assure dans l'océan Indien hors Maurice.
2. Solution : micro-assurance santé et habitation souscrite en trois minutes, paiement par mobile money.
3. Traction : 12 000 utilisateurs inscrits, 3 partenariats bancaires signés (Maurice, Madagascar, Comores).
4. Marché : TAM de 2,1 Md USD sur la zone COI + Afrique de l'Est.
5. Concurrence : assureurs traditionnels, peu digitalisés ; deux insurtechs kényanes en phase pilote à Maurice. Notre avance : la distribution bancaire.
6. Équipe : ex-actuaires et ingénieurs passés par de grands assureurs panafricains.
7. Levée : 1,5 M USD.
   Utilisation des fonds : 45 % produit, 35 % distribution, 20 % conformité.
8. Contact : founders@kovera.mu`,
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    language: 'fr',
    traits: ['list'],
  },

  // 15. Demande de subvention RDC : charges 131 000 USD > recettes 48 000 USD ; tresorerie 21 000 USD / (1 650 x 4,33 = 7 150 USD/mois) = 2,9 mois < 9
  {
    id: 'h13-fr-w4-rdc-subvention-solaire',
    documentType: 'business_plan',
    text: `APPEL À PROJETS "ÉNERGIE ET INCLUSION" - FORMULAIRE DE CANDIDATURE
Porteur : LUMI KIVU SARL (Goma) - kits solaires en paiement à l'usage

Section 4 - Situation financière (exercice 2023)

Poste                          | Montant (USD)
-------------------------------|--------------
Recettes clients               |  48 000
Achats de kits et transport    |  67 000
Salaires (11 personnes)        |  41 000
Loyers, énergie, divers        |  23 000
Total charges                  | 131 000

Section 5 - Trésorerie
Au 31 mars 2024, la société disposait de 21 000 USD en banque et en mobile money. Nos sorties nettes tournent autour de 1 650 USD par semaine.

Section 6 - Utilisation de la subvention demandée (120 000 USD)
- 70 % : stock de 1 800 kits pour les territoires de Nyiragongo et Masisi ;
- 20 % : recrutement de 6 agents de recouvrement ;
- 10 % : système de suivi des paiements.

Nous n'avons contracté aucun emprunt bancaire à ce jour.`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['debt-distress', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // 16. Questionnaire DD Algerie : cofondateur retire en 2022 (depart) qui garde 15 % sans rachat (dead equity) ; litige CNAS clos
  {
    id: 'h13-fr-w4-algerie-questionnaire-dd',
    documentType: 'legal_docs',
    text: `QUESTIONNAIRE DE DUE DILIGENCE - RÉPONSES DE LA SOCIÉTÉ TAWSIL SPA (Alger)

3.1 Un fondateur ou un dirigeant a-t-il quitté la société ou annoncé son départ ?
Réponse : M. Karim Benali, cofondateur et ancien directeur technique, s'est retiré de toute fonction dans la société en novembre 2022 pour des raisons personnelles.

3.2 Les associés sortants ont-ils cédé leurs titres ?
Réponse : M. Benali demeure associé à hauteur de 15 % du capital. La clause de départ prévue au pacte n'a pas été mise en œuvre et aucune offre de rachat ne lui a été faite.

5.1 Existe-t-il des litiges en cours ?
Réponse : Non. Le différend qui nous opposait à la CNAS sur des cotisations de 2021 a été clos par un échéancier intégralement soldé en juillet 2023.

5.2 La société a-t-elle fait l'objet de mises en demeure de l'ARPCE ou d'une autre autorité ?
Réponse : Non, aucune.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    language: 'fr',
    traits: ['negation', 'time', 'indirect'],
  },

  // ---------- Textes sans signal (tentants) ----------

  // C1. Lettre investisseurs Cameroun : runway "4 mois" en janvier, desormais 1 140 / 60 = 19 mois >= 9 ; burn net 60 M < CA mensuel 140 M
  {
    id: 'h13-fr-w4-cameroun-update-runway',
    documentType: 'business_plan',
    text: `Douala, le 8 juillet 2024
Lettre trimestrielle aux actionnaires - MBOA AGRI SAS

Chers actionnaires,

Vous vous en souvenez : en janvier, notre trésorerie ne couvrait guère plus de quatre mois d'activité, et nous avions gelé les recrutements.

Ce chapitre est clos. Le closing de la série A (850 M FCFA) a eu lieu le 3 mai. Au 30 juin :
- trésorerie disponible : 1 140 M FCFA ;
- consommation nette de trésorerie : 60 M FCFA par mois en moyenne sur le trimestre ;
- chiffre d'affaires de juin : 140 M FCFA (118 M FCFA en mars).

Nous disposons donc d'environ dix-neuf mois de visibilité au rythme actuel. Nous avons par ailleurs remboursé par anticipation le prêt-relais d'Afriland First Bank ; la société n'a plus aucune dette bancaire.

Prochain point : conseil du 24 septembre.

Bien cordialement,
Estelle Ngo Mbami, Présidente`,
    present: [],
    absent: ['short-runway', 'debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time', 'figures', 'list'],
  },

  // C2. Note juridique Maroc : litige clos, risque hypothetique, sanction visant un concurrent
  {
    id: 'h13-fr-w4-maroc-note-juridique',
    documentType: 'legal_docs',
    text: `NOTE À L'ATTENTION DES INVESTISSEURS - Situation juridique de SOUQLY SARL (Casablanca)
Établie par le cabinet El Fassi & Associés, le 20 mars 2024

1. Contentieux
Le litige qui opposait la société à son ancien distributeur de Tanger a pris fin par une transaction homologuée par le tribunal de commerce en février 2024. Aucune procédure n'est pendante à ce jour.

2. Risques éventuels
Si la société venait à résilier le contrat de sous-traitance logistique avant son terme, le prestataire pourrait engager une action en indemnisation. Aucune résiliation n'est envisagée.

3. Environnement réglementaire
La société détient depuis 2022 toutes les autorisations requises pour son activité de commerce en ligne. Nous notons que l'un de ses concurrents, Bazar.ma, a fait l'objet en janvier d'une sanction du Conseil de la concurrence ; cette décision ne concerne pas SOUQLY.

4. Actionnariat
Les deux fondateurs détiennent ensemble 68 % du capital ; le registre des titres est à jour et concorde avec les statuts.`,
    present: [],
    absent: ['litigation', 'regulatory', 'low-founder-ownership', 'cap-table-complexity'],
    language: 'fr',
    traits: ['negation', 'modality', 'time'],
  },

  // C3. Rapport CAC Tunisie : opinion sans reserve ; l'incertitude de 2022 est levee ; CA 5,6 M TND (4,9 M en 2022), benefice 0,4 M TND
  {
    id: 'h13-fr-w4-tunisie-rapport-sans-reserve',
    documentType: 'financial_statements',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES - Exercice 2023
NOVAPACK SA - Zone industrielle de Ben Arous

Opinion
Nous avons audité les états financiers de la société NOVAPACK SA, qui font apparaître un total du bilan de 7,2 M TND, un chiffre d'affaires de 5,6 M TND (4,9 M TND en 2022) et un bénéfice net de 0,4 M TND. À notre avis, les états financiers sont réguliers et sincères et donnent, dans tous leurs aspects significatifs, une image fidèle de la situation financière de la société.

Absence d'incertitude sur la continuité d'exploitation
Dans notre rapport sur l'exercice 2022, nous avions fait état d'une incertitude significative liée à la continuité d'exploitation. Compte tenu de l'augmentation de capital de 1,5 M TND réalisée en avril 2023 et du retour aux bénéfices, cette incertitude n'a plus lieu d'être et notre opinion ne comporte ni réserve ni observation à ce titre.

Vérifications spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité des informations données dans le rapport de gestion.

Tunis, le 12 avril 2024`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    language: 'fr',
    traits: ['negation', 'time', 'figures'],
  },

  // C4. Demande de pret Gabon : premier client 22 % < 30 %, aucun autre > 6 % ; projection 640 M -> 1,1 Md FCFA = 1,7x < 4x
  {
    id: 'h13-fr-w4-gabon-demande-pret-client',
    documentType: 'business_plan',
    text: `DEMANDE DE FINANCEMENT - FONDS GABONAIS D'INVESTISSEMENTS STRATÉGIQUES
Guichet PME - Dossier n° 2024-0381

Entreprise : ATELIERS DE L'OGOOUÉ SARL (Port-Gentil) - maintenance industrielle
Montant demande : 180 000 000 FCFA

Activité et clients
Chiffre d'affaires 2023 : 640 M FCFA (521 M FCFA en 2022), résultat net : 48 M FCFA.
Notre premier client, un opérateur pétrolier de la place, a représenté 22 % du chiffre d'affaires 2023 ; aucun autre client ne dépasse 6 %. Nous travaillons aujourd'hui pour 47 donneurs d'ordre.

Projections
2024 : 820 M FCFA
2025 : 1 100 M FCFA
Ces projections reposent sur les contrats déjà signés (62 % du CA 2024) et sur l'ouverture de l'antenne de Libreville.

Situation financière
Comptes 2023 certifiés sans réserve. Aucun retard de paiement envers les banques, la CNSS ou l'administration fiscale.`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'debt-distress', 'audit-opinion'],
    language: 'fr',
    traits: ['figures', 'negation', 'list'],
  },

  // C5. Deck Maurice : 312 departs / 1 200 abonnes = 26 %/an < 45 % (~2,2 %/mois)
  //     LTV = 40 x 0,75 x (1/0,0217 = 46 mois) = 1 380 EUR ; /CAC 300 EUR = 4,6x -> "superieur a 4" est coherent
  {
    id: 'h13-fr-w4-maurice-deck-abonnement',
    documentType: 'pitch_deck',
    text: `FITLAGON - Series A, Quatre-Bornes (Maurice)

Slide 4 - Le modèle
Abonnement coaching sportif en ligne : 40 EUR par mois, marge brute 75 %.

Slide 5 - Rétention
Sur les 1 200 abonnés présents au 1er janvier 2023, 312 étaient partis au 31 décembre.
(Concurrents locaux : environ 40 % de départs par an selon nos estimations.)

Slide 6 - Unit economics
CAC moyen 2023 : 300 EUR
Durée de vie moyenne implicite : environ 46 mois
LTV/CAC : supérieur à 4

Slide 7 - Chiffres
CA 2023 : 610 000 EUR (+38 % sur un an)
EBITDA 2023 : +42 000 EUR`,
    present: [],
    absent: ['high-churn', 'unit-economics', 'burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },

  // C6. Pacte Algerie : fondateurs 27 + 22 + 14 = 63 % >= 40 ; premier investisseur 18 % < 50 ; BSPCE caducs (pas de titres detenus)
  {
    id: 'h13-fr-w4-algerie-pacte-clean',
    documentType: 'legal_docs',
    text: `PACTE D'ACTIONNAIRES - IKHDAR SPA (Oran)
Extrait - Article 2 : Capital social et répartition

Au jour de la signature, le capital social est réparti comme suit :
- Mme Amina Hadj-Ali, fondatrice, Directrice générale : 27 %
- M. Sofiane Kaci, fondateur, Directeur technique : 22 %
- M. Walid Mokrani, fondateur, Directeur commercial : 14 %
- Casbah Ventures : 18 %
- Réseau de business angels "Oran Invest" : 9 %
- Réserve destinée aux salariés : 10 %

La table de capitalisation ci-dessus a été établie par le notaire instrumentaire et concorde avec le registre des actionnaires et les statuts modifiés.

Article 2.4 - Les options attribuées à deux salariés ayant quitté la société en 2023 sont devenues caduques à leur départ, conformément au règlement du plan ; elles ont été réintégrées à la réserve. Aucun ancien salarié ou dirigeant ne détient de titres de la société.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    language: 'fr',
    traits: ['list', 'negation', 'figures'],
  },

  // C7. Lettre Banque Centrale du Congo : agrement OCTROYE ; suspensions visant d'autres acteurs
  {
    id: 'h13-fr-w4-rdc-bcc-agrement-octroye',
    documentType: 'legal_docs',
    text: `BANQUE CENTRALE DU CONGO
Direction de la Surveillance des Intermédiaires Financiers
Kinshasa/Gombe, le 11 décembre 2023

À Monsieur le Gérant de MALI YA BISO SA
Avenue du Commerce, Kinshasa

Objet : Notification d'agrément - établissement de monnaie électronique

Monsieur,

Faisant suite à votre demande du 16 janvier 2023 et au terme de son instruction, j'ai l'honneur de vous notifier que le Comité de Politique Monétaire a accordé à votre société l'agrément en qualité d'établissement de monnaie électronique, enregistré sous le numéro EME/2023/007.

Cet agrément est pleinement effectif à compter de la date de la présente. Je vous rappelle que plusieurs opérateurs non agréés ont fait l'objet de mesures de suspension au cours de l'année ; votre société n'est concernée par aucune de ces mesures.

Je vous prie d'agréer, Monsieur, l'assurance de ma considération distinguée.

Le Directeur`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['time', 'negation'],
  },

  // C8. Note de credit Madagascar : CA 2,1 -> 2,6 Md MGA ; marge brute 40 % -> 38 % (-2 pts < 5) ; covenants respectes
  {
    id: 'h13-fr-w4-madagascar-note-credit-saine',
    documentType: 'financial_statements',
    text: `NOTE DE CRÉDIT - Renouvellement de lignes
Client : TSARA PACK SA (Antananarivo, zone Forello)
Comité de crédit du 6 mai 2024

Indicateurs (comptes certifiés sans réserve)
                        2022            2023
Chiffre d'affaires      2,1 Md MGA      2,6 Md MGA
Marge brute             40 %            38 %
Résultat net            110 M MGA       180 M MGA
Trésorerie nette        420 M MGA       640 M MGA

Analyse
Légère érosion de la marge brute liée au renchérissement des résines importées, largement compensée par les volumes. Le ratio de couverture du service de la dette s'établit à 1,6x (covenant : 1,2x). Aucun impayé ni retard n'a été enregistré sur les concours en cours ; la société est à jour de ses obligations fiscales et sociales.

Le principal concurrent local, en difficulté, a été placé en redressement judiciaire en mars ; la société pourrait en récupérer une partie de la clientèle.

Avis : favorable au renouvellement des lignes pour 900 M MGA.`,
    present: [],
    absent: ['gross-margin', 'debt-distress', 'declining-revenue', 'litigation'],
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
  },

  // C9. Export WhatsApp Cameroun : la cofondatrice ne part pas ; concurrents nommes ; revenus ponctuels exclus du MRR
  {
    id: 'h13-fr-w4-cameroun-chat-investisseur',
    documentType: 'business_plan',
    text: `[14/05/2024 09:12] Olivier (Sawa Capital) : Bonjour Arnaud, on m'a dit que Carine quittait Njangi Pay ? Qu'en est-il ?
[14/05/2024 09:20] Arnaud Fotso : Bonjour Olivier. Non, pas du tout. Carine reste cofondatrice et COO, elle prend en plus la direction de notre filiale à Libreville à partir de juin. Rien ne change au capital.
[14/05/2024 09:21] Olivier (Sawa Capital) : Ok, merci. Et le MRR d'avril ?
[14/05/2024 09:27] Arnaud Fotso : 38,5 M FCFA, que des abonnements des tontines et des mutuelles. Les 6 M FCFA de la formation faite pour une ONG en avril sont comptabilisés à part, hors MRR.
[14/05/2024 09:28] Olivier (Sawa Capital) : Et côté concurrence, toujours seuls ?
[14/05/2024 09:33] Arnaud Fotso : Non, on n'a jamais été seuls : il y a Tontine.cm et les offres d'Orange Money. On se différencie sur la gestion des cotisations de groupe.
[14/05/2024 09:34] Olivier (Sawa Capital) : Parfait, à jeudi pour le board.`,
    present: [],
    absent: ['founder-departure', 'non-recurring-revenue', 'no-competition'],
    language: 'fr',
    traits: ['negation', 'indirect', 'time'],
  },

  // C10. Etats financiers Tunisie (audites) : CA 3,2 -> 3,9 -> 4,6 M TND ; marge 51 -> 49 -> 48 % (-3 pts sur deux ans, < 5)
  //      subvention hors CA
  {
    id: 'h13-fr-w4-tunisie-tableau-pluriannuel',
    documentType: 'financial_statements',
    text: `OLIVIA COSMÉTIQUES SA (Sfax) - Extraits des états financiers audités (opinion sans réserve)

en milliers de TND          2021      2022      2023
Chiffre d'affaires         3 200     3 900     4 600
Coût des ventes            1 568     1 989     2 392
Marge brute                1 632     1 911     2 208
Taux de marge brute        51 %      49 %      48 %
Charges d'exploitation     1 310     1 520     1 690
Résultat d'exploitation      322       391       518

Note 14 - Autres produits
La subvention d'exploitation de 120 k TND reçue en 2023 du programme de mise à niveau est comptabilisée en "autres produits" ; elle n'est pas incluse dans le chiffre d'affaires.

Note 21 - Perspectives
La direction vise une croissance du chiffre d'affaires de l'ordre de 20 % en 2024, portée par l'export vers la Libye et l'Algérie.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'non-recurring-revenue', 'audit-opinion', 'unrealistic-growth'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
];
