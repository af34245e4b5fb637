import type { RedFlagCase } from './case';

export const redFlagTenthFrCases3: readonly RedFlagCase[] = [
  // 2024 : coût des ventes 104 > ventes 96 (marge brute −8) ; coûts totaux 104 + 38 = 142 > 96
  // croissance prévue : 96 → 180 (×1,9) → 260 → 330
  {
    id: 'h10-fr-business-plan-attieke-du-centre-bouake',
    documentType: 'business_plan',
    language: 'fr',
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['unrealistic-growth', 'declining-revenue'],
    traits: ['table', 'figures', 'time'],
    text: `PLAN D'AFFAIRES 2025–2027 — ATTIÉKÉ DU CENTRE SARL (Bouaké, Côte d'Ivoire)

Section 4 – Compte d'exploitation historique et prévisionnel (en millions de FCFA)

                                  2024 (réel)   2025 (prév.)   2026 (prév.)   2027 (prév.)
Ventes d'attiéké et de placali        96            180            260            330
Manioc, emballages, énergie         (104)          (126)          (169)          (208)
Marge brute                           (8)            54             91            122
Charges fixes (personnel, loyer)     (38)           (44)           (48)           (52)
Résultat d'exploitation              (46)            10             43             70

Commentaires
En 2024, la flambée du prix du manioc frais (de 45 à 80 FCFA le kilo) et les coupures d'électricité, qui nous ont obligés à tourner au groupe électrogène, ont absorbé toute la marge.
À partir de 2025, les contrats de culture signés avec 340 planteurs de Sakassou et de Béoumi fixent le prix d'achat à 50 FCFA le kilo pour trois campagnes.
La nouvelle ligne de presses, financée par le FIDA, réduit de 30 % la consommation d'énergie par tonne.`,
  },
  // LTV recalculée : 149 × 55 % × 24 mois ≈ 1 967 MAD, soit 0,4x un CAC de 4 800 MAD (annoncé : 5x, rentable au 3e mois)
  // MRR : 380 k sur 1,12 M MAD proviennent d'une prestation unique ; attrition 4,2 % par mois (< 5 %)
  {
    id: 'h10-fr-memo-investissement-tawsil-pro-casablanca',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unit-economics', 'non-recurring-revenue'],
    absent: ['high-churn', 'customer-concentration'],
    traits: ['figures', 'indirect'],
    text: `MÉMO D'INVESTISSEMENT — Sahara Ventures
Projet : Tawsil Pro (Casablanca) — abonnement de gestion de flotte pour chauffeurs VTC et taxis

1. Ce que dit la société
« Chaque chauffeur abonné est rentable dès le 3e mois ; LTV/CAC = 5x. »
MRR déclaré en juin 2025 : 1,12 M MAD.

2. Notre recalcul à partir de la data room
- CAC moyen par chauffeur (parrainage + agents en station) : 4 800 MAD
- Abonnement : 149 MAD par mois, marge brute 55 %
- Attrition mensuelle observée sur 2024-2025 : 4,2 %, soit une durée de vie d'environ 24 mois
- Le MRR de juin comprend 380 k MAD facturés pour le transport des exposants du salon aéronautique de Marrakech, prestation unique de mai-juin sans reconduction prévue.

3. Points positifs
Équipe solide, 2 900 chauffeurs actifs, aucun client ne dépasse 4 % du MRR hors prestation ponctuelle.

4. Avis
Défavorable en l'état ; à revoir si la société démontre un CAC inférieur à 1 500 MAD.`,
  },
  {
    id: 'h10-fr-pv-ca-dz-connect-alger',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'regulatory'],
    absent: ['litigation', 'declining-revenue', 'customer-concentration'],
    traits: ['words', 'time'],
    text: `PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION N° 14/2025
SPA « DZ CONNECT » au capital de 200 000 000 DA — Siège social : Hydra, Alger

Le 9 octobre 2025, à 14 heures, le conseil d'administration s'est réuni au siège social sous la présidence de M. Rachid Boudiaf.

Point 1 – Direction financière
Mme Lamia Benali, directrice financière et membre du comité de direction, a notifié par lettre du 2 octobre sa décision de quitter la société au 31 décembre 2025. Le conseil en prend acte et charge le directeur général de lancer le recrutement de son successeur.

Point 2 – Situation réglementaire
Le président informe le conseil que l'ARPCE a, par décision du 18 septembre 2025, suspendu pour trois mois l'autorisation d'exploitation du service d'envoi de SMS en masse, à la suite d'un contrôle portant sur le consentement des destinataires. Ce service représentait 11 % du chiffre d'affaires du premier semestre. Après débat, le conseil décide de se conformer à la décision sans la contester et de mettre à jour les procédures de consentement.

Point 3 – Comptes semestriels
Le chiffre d'affaires du premier semestre 2025 s'établit à 1,42 milliard DA (S1 2024 : 1,21 milliard DA). Les comptes semestriels sont approuvés à l'unanimité.

L'ordre du jour étant épuisé, la séance est levée à 16 h 30.`,
  },
  // CA 1 284,55 M < 1 517,93 M FCFA ; marge sur achats 52,3 % contre 52,6 % ; charges 1 247,4 M < CA
  {
    id: 'h10-fr-ocr-etats-financiers-sahel-telecom-niamey',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'audit-opinion'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['ocr', 'table', 'figures'],
    text: `SAHEL  TELE COM  SERVI CES  SA  —  Niamey ,  Plateau
ETATS  FINAN CIERS  DE  SYNTH ESE  -  SYST EME  NORMAL  SYSCO HADA
Exer cice  clos  le  3 1 / 1 2 / 2 0 2 4   .   Mon tants  en  FCFA

C0MPTE  DE  RESUL TAT                       EXERC ICE  2024        EXERC ICE  2023
XB   CHIFFRE  D'AFFAI RES                1 284 55 0 000        1 517 93 0 000
RA   Achats  consom més                   (612 30 0 000)        (718 90 0 000)
RG   Trans ports                           (48 10 0 000)         (55 30 0 000)
RH   Servi ces  exté rieurs              (214 80 0 000)        (221 50 0 000)
RI   Impôts  et  taxes                     (31 20 0 000)         (34 80 0 000)
RK   Charges  de  person nel              (268 40 0 000)        (259 70 0 000)
RL   Dota tions  aux  amortis sements      (72 60 0 000)         (70 10 0 000)
XD   RESUL TAT  D'EXPLOI TATION              37 15 0 000         157 63 0 000

Note  1  :  la  fin  du  contrat  de  mainte nance  des  pylônes  d'Agadez  expli que
l'essen tiel  de  la  varia tion  des  produits .

Comptes  non  audi tés  —  le  rapport  du  commis saire  aux  comptes  sur  l'exer cice
2024  n'a  pas  encore  été  émis  à  la  date  de  trans mission .`,
  },
  {
    id: 'h10-fr-lettre-intention-kara-microfinance-lome',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'pending-licence'],
    absent: ['regulatory', 'litigation'],
    traits: ['words', 'time'],
    text: `LETTRE D'INTENTION
Lomé, le 21 juillet 2025

À l'attention de Mme Afi Amegah, Directrice générale, Kara Microfinance SA
Objet : prise de participation majoritaire

Madame la Directrice générale,

Le fonds Golfe de Guinée Inclusion (« GGI ») a le plaisir de vous confirmer son intérêt pour une prise de participation dans Kara Microfinance SA, selon les termes suivants :

1. Structure : acquisition de 30 % du capital auprès des actionnaires historiques et souscription à une augmentation de capital de 850 millions FCFA ; à l'issue de l'opération, GGI détiendra 51 % du capital et des droits de vote.
2. Condition suspensive réglementaire : la Société a déposé le 5 mai 2025 auprès du ministère de l'Économie et des Finances une demande d'agrément en qualité de système financier décentralisé de grande taille ; ce dossier est en cours d'instruction. La réalisation de l'opération est subordonnée à l'obtention de cet agrément.
3. Gouvernance : GGI désignera quatre des sept administrateurs, dont le président du conseil.
4. Exclusivité : 90 jours à compter de la contresignature.

Nous vous prions d'agréer, Madame la Directrice générale, l'expression de nos salutations distinguées.
Pour GGI, Koffi Agbodjan, directeur d'investissement`,
  },
  // SMB : 61 / 96 milliards GNF = 64 % du CA 2024
  {
    id: 'h10-fr-compte-rendu-entretien-boke-mining-services-conakry',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['customer-concentration', 'related-party', 'litigation'],
    absent: ['debt-distress'],
    traits: ['list', 'figures', 'indirect'],
    text: `Compte rendu d'entretien — Boké Mining Services SARL
Conakry (Kaloum), 14 août 2025
Présents : Ibrahima Sory Diallo (gérant fondateur), Hawa Condé (comptable) ; Mandé Capital : K. Sylla, R. Touré

- Activité : location d'engins et maintenance pour les mines de bauxite de la région de Boké. CA 2024 : 96 milliards GNF.
- Clients : la Société minière de Boké a généré à elle seule 61 milliards GNF en 2024. M. Diallo parle d'une « forte dépendance » qu'il souhaite réduire en démarchant les sites de Kamsar.
- Flotte : les 14 camions-bennes sont loués à Diallo Transports & Frères, entreprise détenue par le père du gérant ; loyer annuel de 7,2 milliards GNF, sans appel d'offres.
- Litiges : la société est défenderesse dans une action intentée par un ancien sous-traitant devant le tribunal de commerce de Conakry (réclamation : 3,4 milliards GNF) ; prochaine audience de mise en état en octobre.
- Fiscalité : à jour, quitus fiscal 2024 obtenu.
- Prochaine étape : visite du parc de Kamsar et revue des contrats SMB.`,
  },
  // fondateurs actifs : Lamine 19 % + Babacar 19 % = 38 % < 40 % ; Khadija (partie) 22 % ; fonds 40 % à deux
  {
    id: 'h10-fr-whatsapp-fondateurs-yoolu-dakar',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'],
    traits: ['informal', 'figures', 'indirect'],
    text: `[Groupe Fondateurs Yoolu]
[14/10/25 21:03] Lamine Sène: Petit point cap table avant le board de jeudi. Khadija est partie depuis le 15 septembre (poste à la BAD à Abidjan) et elle m'a confirmé hier qu'elle garde ses 22 %
[14/10/25 21:05] Babacar Faye: sérieux ? Elle ne bosse plus du tout sur Yoolu
[14/10/25 21:06] Lamine Sène: rien dans le pacte ne l'oblige à vendre, pas de clause leaver. On avait zappé ça en 2021 🙄
[14/10/25 21:08] Babacar Faye: et on n'a pas le cash pour lui racheter de toute façon
[14/10/25 21:09] Lamine Sène: donc toi et moi on reste à 19 % chacun
[14/10/25 21:10] Babacar Faye: 38 % à deux pour ceux qui font tourner la boîte... Partech et Teranga ont 40 % à eux deux
[14/10/25 21:12] Lamine Sène: au prochain tour on passe sous les 30 %, faut en parler jeudi
[14/10/25 21:13] Babacar Faye: ok je prépare une proposition de rachat progressif`,
  },
  // CA +18 % ; marge brute 29,8 % contre 31,1 % (−1,3 point) ; premier client 17 %
  {
    id: 'h10-fr-rapport-gestion-tanja-textile-tanger',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['dead-equity', 'customer-concentration', 'gross-margin', 'debt-distress', 'litigation'],
    traits: ['negation', 'time', 'words'],
    text: `RAPPORT DE GESTION DE LA GÉRANCE — EXERCICE 2024
TANJA TEXTILE TECH SARL — Zone franche d'exportation de Tanger

1. Activité : le chiffre d'affaires atteint 48,6 M MAD contre 41,2 M MAD en 2023 (+18 %), grâce aux commandes de vêtements techniques pour l'Espagne et le Portugal.
2. Marge brute : 29,8 % contre 31,1 % en 2023, du fait du renchérissement du coton importé.
3. Clients : le portefeuille compte 37 donneurs d'ordre européens ; le premier, un groupe espagnol de prêt-à-porter, représente 17 % du chiffre d'affaires et aucun autre ne dépasse 10 %.
4. Personnel : 212 salariés au 31 décembre. Les parts attribuées en 2022 à deux techniciens ayant quitté la société en 2024 ont été rachetées à leur valeur nominale, conformément au règlement du plan d'intéressement.
5. Financement : le crédit d'investissement BMCE est remboursé à hauteur de 60 % ; toutes les échéances ont été honorées à bonne date.
6. Contentieux : néant.
7. Résultat net : bénéfice de 3,9 M MAD, proposé en report à nouveau.
8. Perspectives : objectif de chiffre d'affaires 2025 de 55 M MAD.`,
  },
  // croissance : 420 → 880 (×2,1) → 1 700 (×1,9) → 3 100 (×1,8) ; charges toujours < revenus
  // LTV : 2 100 × 70 % × 36 = 52 920 FCFA / CAC 9 500 = 5,6x (annoncé 5,5x) ; attrition 1 / 36 = 2,8 % par mois
  {
    id: 'h10-fr-business-plan-togopay-lome',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'unit-economics', 'pending-licence', 'high-churn', 'burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `BUSINESS PLAN 2026-2028 — TOGOPAY SA (Lomé)

1. Statut réglementaire
TogoPay est agréée comme établissement de paiement par la BCEAO (décision du 9 avril 2025).

2. Projections (en millions de FCFA)
                 2025 (estimé)   2026    2027    2028
Revenus               420         880    1 700   3 100
Charges               398         790    1 390   2 400
Résultat               22          90      310     700

3. Économie unitaire (par marchand)
Coût d'acquisition : 9 500 FCFA
Revenu net mensuel : 2 100 FCFA, marge de contribution 70 %
Durée de vie moyenne : 36 mois (attrition de 2,8 % par mois)
LTV / CAC : 5,5x

4. Trésorerie
1,1 milliard FCFA après la levée ; aucun besoin de financement complémentaire prévu sur l'horizon du plan.`,
  },
  // fondateurs 24 + 20 = 44 % ; Comoé Capital 38 % ; total 100 %
  {
    id: 'h10-fr-pacte-actionnaires-akwaba-foodtech-abidjan',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'litigation'],
    traits: ['hedge', 'figures', 'list'],
    text: `PACTE D'ACTIONNAIRES — AKWABA FOODTECH SAS (Abidjan, Cocody)

Article 1 – Capital à la date des présentes
Serge Kouassi (fondateur, président) : 24 % ; Aminata Coulibaly (fondatrice, directrice générale) : 20 % ; Comoé Capital : 38 % ; business angels (Club Akwaba) : 10 % ; BSPCE attribués : 8 %.

Article 5 – Départ d'un fondateur
Si un Fondateur venait à quitter ses fonctions, pour quelque cause que ce soit, il s'engage à céder ses actions aux autres actionnaires, au prorata, selon le barème de l'Annexe 2 (bon ou mauvais départ).

Article 8 – Sortie conjointe totale
Si un tiers offre d'acquérir 100 % du capital et que les titulaires de 70 % des actions acceptent l'offre, les autres actionnaires s'engagent à céder leurs actions aux mêmes conditions.

Article 10 – Anti-dilution
En cas d'émission à un prix inférieur, Comoé Capital bénéficiera d'un ajustement selon la moyenne pondérée large.

Article 12 – Comité stratégique
Cinq membres, dont deux désignés par Comoé Capital ; aucun actionnaire ne dispose seul de la majorité.

Article 15 – Différends
Tout différend sera soumis à la Cour commune de justice et d'arbitrage (CCJA) de l'OHADA.`,
  },
  {
    id: 'h10-fr-article-presse-sama-kaalis-dakar',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['litigation', 'pending-licence', 'no-competition', 'low-founder-ownership'],
    traits: ['time', 'words', 'hedge'],
    text: `Fintech : Sama Kaalis lève 3 millions d'euros pour conquérir l'UEMOA

Dakar, 12 septembre 2025 — La start-up sénégalaise Sama Kaalis, qui finance les stocks des boutiquiers de quartier, a bouclé un tour de table de 3 M€ mené par un fonds panafricain, avec la participation d'investisseurs providentiels de la diaspora.

La société revendique un chiffre d'affaires de 1,9 milliard de FCFA en 2024, contre 920 millions un an plus tôt, et se dit rentable depuis mars.

Le marché est pourtant disputé : Wave, Orange Money et Free Money se livrent une guerre des prix sur les transferts, et plusieurs fintechs nigérianes lorgnent le crédit marchand.

Longtemps empêtrée dans un litige avec son ancien prestataire informatique, la société a signé un accord transactionnel en février, mettant fin à la procédure.

Titulaire depuis 2023 d'un agrément d'établissement de paiement délivré par la BCEAO, Sama Kaalis prévoit de s'implanter au Mali l'an prochain. Après l'opération, les trois fondateurs conservent 56 % du capital.`,
  },
  {
    id: 'h10-fr-questionnaire-dd-maghreb-agridata-rabat',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'cap-table-complexity', 'related-party', 'pending-licence', 'debt-distress', 'founder-departure'],
    traits: ['negation', 'list'],
    text: `Questionnaire de due diligence — Réponses de Maghreb AgriData SARL (Rabat, Agdal) — 30 septembre 2025

1. Contentieux : « La société n'est partie à aucun litige, ni en demande ni en défense. Aucune mise en demeure n'a été reçue. »
2. Capital : « Table de capitalisation jointe, rapprochée avec le registre des associés et les statuts déposés au greffe du tribunal de commerce de Rabat au 30/09/2025. Les fondateurs détiennent 68 %. Aucun ancien associé ni salarié parti ne détient de parts. »
3. Conventions avec des parties liées : « Néant. Les locaux sont loués à un bailleur indépendant, la société Immobilière Souissi. »
4. Autorisations : « Déclaration auprès de la CNDP effectuée ; récépissé obtenu le 3 mars 2024. Aucune autre autorisation n'est requise pour notre activité. »
5. Situation fiscale et sociale : « Attestations de régularité fiscale (DGI) et CNSS du 1er septembre 2025 jointes. »
6. Dirigeants : « Aucun changement dans l'équipe de direction depuis la création. »
7. Financements : « Aucun emprunt bancaire ; la société est financée par fonds propres. »`,
  },
];
