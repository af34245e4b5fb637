/**
 * Development set, eighteenth round (w4, part 3; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part3: readonly RedFlagCase[] = [
  {
    id: 'd18-w4-fr-sama-sante-article-presse',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity', 'declining-revenue'],
    traits: ['press', 'time', 'indirect'],
    text: `TECH | Sénégal
Sama Santé : Khady Diagne passera la main en juin
La cofondatrice et directrice générale de la plateforme de téléconsultation dakaroise a annoncé lundi à ses équipes qu'elle quitterait ses fonctions à la fin du premier semestre pour « se consacrer à un projet personnel ». Un cabinet a été mandaté pour recruter son successeur.
Créée en 2020, Sama Santé revendique 140 000 consultations en 2024 et un chiffre d'affaires de 780 millions FCFA, en hausse de 35 % sur un an. La société avait levé 2,5 millions d'euros en 2023 auprès d'investisseurs français et ivoiriens.
Son associé Moustapha Guèye, directeur technique, reste en poste. « La feuille de route ne change pas », assure-t-il.`,
  },
  // runway : 60 M / 11 M XAF par mois = 5,5 mois ; MTN + Orange ~ deux tiers du CA
  {
    id: 'd18-w4-fr-douala-sms-pro-compte-rendu',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration', 'short-runway'],
    absent: ['burn-above-revenue', 'regulatory'],
    traits: ['indirect', 'figures', 'words'],
    text: `COMPTE RENDU DE L'ENTRETIEN DU 19 MAI 2025 — BULK SMS PRO (Douala)
Participants : Hervé Nkoulou (CEO), Sandrine Ekambi (DAF) ; pour le fonds : B. Tchoumi, L. Mvondo
1. Activité : envoi de SMS transactionnels pour banques et microfinances, 46 clients sous contrat.
2. Clients : M. Nkoulou reconnaît que « les deux opérateurs, MTN Cameroun et Orange Cameroun, qui revendent notre service en marque blanche, pèsent à eux deux près des deux tiers du chiffre d'affaires ».
3. Trésorerie : Mme Ekambi indique 60 millions XAF disponibles fin avril et des sorties nettes de l'ordre de 11 millions XAF par mois depuis le début de l'année.
4. Réglementation : pas de changement attendu de la part de l'ART ; les agréments sont renouvelés jusqu'en 2027.
5. Suite : envoi des balances âgées et du détail du chiffre d'affaires par client.`,
  },
  {
    id: 'd18-w4-fr-rabat-rapport-cac-impossibilite-ocr',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion'],
    absent: ['going-concern', 'litigation'],
    traits: ['ocr', 'legal-style'],
    text: `RAPPORT DU COMMI SSAIRE AUX COMP TES — Exer cice du 1er janvier au 31 décem bre 2024
Société : ATLAS MOBILITÉ SARL AU — Rabat
Im possibilité d'exprimer une opi nion
Nous avons été dé signés en qua lité de commis saire aux comptes ... Nous n'ex primons pas d'opi nion sur les états de synth èse ci-joints.
En raison de l'im portance des points dé crits ci-des sous, nous n'avons pas été en mesure de réu nir des élé ments pro bants suffi sants :
- l'inven taire physi que des trotti nettes (valeur nette comp table 3,2 M MAD) n'a pas été réa lisé à la clôture ;
- les pièces justi fica tives de 1,1 M MAD de charges exter nes ne nous ont pas été commu niquées.
Fait à Ra bat, le 30 juin 2025
[signa ture illi sible] — cachet du cabi net`,
  },
  {
    id: 'd18-w4-fr-kinshasa-note-lettre-arptc-licence',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['quoted-letter', 'time', 'negation'],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT — CONGO WAVE SARL (Kinshasa)
Objet : situation réglementaire
Congo Wave avait vu son autorisation d'exploitation suspendue trois mois en 2023 pour défaut de déclaration trafic. La suspension a été levée en septembre 2023.
Par courrier du 14 février 2025, l'Autorité de régulation de la poste et des télécommunications du Congo (ARPTC) indique :
« Nous avons l'honneur de vous notifier l'octroi à votre société de la licence de fournisseur de services à valeur ajoutée, pour une durée de cinq ans renouvelable. »
La licence est donc acquise. Aucune procédure de contrôle n'est ouverte à ce jour.
Chiffre d'affaires 2024 : 2,4 M USD (2023 : 1,7 M USD).`,
  },
  {
    id: 'd18-w4-fr-niamey-pv-ca-covenant',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion', 'short-runway'],
    traits: ['legal-style', 'figures', 'indirect'],
    text: `SAHEL EMBALLAGES SA — Niamey
EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 27 MARS 2025
Troisième résolution — Arrêté des comptes de l'exercice 2024 et continuité d'exploitation
Le Directeur général expose que, au 31 décembre 2024, le ratio dette financière nette / EBITDA s'établit à 4,1, pour un plafond contractuel de 3,0 fixé par la convention de crédit conclue avec Ecobank Niger. La banque a été informée ; la renonciation sollicitée n'a pas été accordée à la date du Conseil.
Le Conseil, après en avoir délibéré, constate qu'en l'absence d'accord avec le prêteur, il existe un doute important sur la capacité de la Société à poursuivre son exploitation au cours des douze prochains mois, et décide de le mentionner dans les notes annexes.
Cette résolution est adoptée à l'unanimité.`,
  },
  // rétention annuelle 48 % < 55 % ; marge brute 52 % -> 44 % = -8 pts ; CA en hausse
  {
    id: 'd18-w4-fr-tana-fibre-rapport-gestion',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn', 'gross-margin'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['figures', 'time'],
    text: `TANA FIBRE SA — RAPPORT DE GESTION — EXERCICE 2024 (Antananarivo)
1. Faits marquants
Le réseau compte 21 400 abonnés résidentiels au 31 décembre 2024, contre 17 900 un an plus tôt.
Le chiffre d'affaires progresse à 28,6 milliards d'ariary (2023 : 24,1 milliards).
2. Fidélisation
Sur les abonnés présents au 1er janvier 2024, 48 % l'étaient encore au 31 décembre. Les départs se concentrent sur les offres d'entrée de gamme.
3. Rentabilité
Le taux de marge brute recule à 44 %, contre 52 % pour l'exercice précédent, sous l'effet de la hausse du coût de la capacité internationale facturée en dollars.
4. Perspectives
Lancement d'une offre d'engagement de vingt-quatre mois au premier trimestre 2025.`,
  },
  {
    id: 'd18-w4-fr-conakry-statuts-sa',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['cap-table-complexity', 'investor-control', 'dead-equity'],
    traits: ['legal-style', 'negation'],
    text: `STATUTS DE LA SOCIÉTÉ « KALOUM PAY SA » (Conakry, République de Guinée)
Société anonyme régie par l'Acte uniforme OHADA relatif au droit des sociétés commerciales et du GIE
Article 6 — Capital social
Le capital social est fixé à 5 000 000 000 GNF, divisé en 50 000 actions de 100 000 GNF chacune, entièrement libérées, toutes de même catégorie.
Article 7 — Registre des titres
La société tient un registre des mouvements de titres, arrêté et rapproché à chaque assemblée générale ordinaire. Au dernier arrêté, du 30 juin 2025, aucun écart n'a été constaté entre le registre et la liste des actionnaires.
Article 12 — Agrément
Toute cession d'actions à un tiers est soumise à l'agrément préalable du conseil d'administration.
Article 14 — Plafond de détention
Aucun actionnaire ne peut détenir, directement ou indirectement, plus de 40 % du capital sans l'accord de l'assemblée générale extraordinaire.`,
  },
  {
    id: 'd18-w4-fr-alger-lettre-intention-fonds',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation'],
    traits: ['list', 'figures', 'hedge'],
    text: `LETTRE D'INTENTION NON ENGAGEANTE
Alger, le 2 septembre 2025
Destinataire : Yacine Belkacem et Nesrine Haddad, fondateurs de Souk Tech SPA
Madame, Monsieur,
Nous avons le plaisir de vous soumettre les principaux termes d'un investissement de quatre cent mille dollars dans Souk Tech SPA :
- valorisation pré-money : 1,1 M USD ;
- participation de notre fonds après opération : 45 % du capital, les fondateurs conservant le solde ;
- droit de veto limité aux opérations sur le capital et à la cession d'actifs stratégiques ;
- déclaration des fondateurs qu'aucun litige n'est en cours. Si un litige devait survenir avant la signature, les parties se réuniraient pour en apprécier l'incidence.
Cette lettre est valable trente jours.
Pour Djurdjura Capital, Karim Ouali, Directeur des investissements`,
  },
  // croissance : 0,4 -> 1,2 -> 3,6 -> 10,8 Mds FCFA = 3x par an sur trois ans
  {
    id: 'd18-w4-fr-yaounde-note-investissement-edtech',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['figures', 'table', 'indirect'],
    text: `NOTE D'INVESTISSEMENT — LIKALO ÉDUCATION (Yaoundé)
Préparée pour le comité du 10 octobre 2025
Résumé : plateforme de soutien scolaire sur smartphone, 62 000 élèves inscrits.
Paysage concurrentiel : selon le management, aucun autre acteur ne propose de soutien scolaire aligné sur les programmes camerounais ; le marché est vierge.
Projections du management (chiffre d'affaires, en milliards FCFA) :
  2025 (estimé)   0,4
  2026            1,2
  2027            3,6
  2028           10,8
Résultat d'exploitation 2025 estimé : +25 M FCFA.
Commentaire de l'analyste : trajectoire retenue sans décote dans le scénario central.`,
  },
  // croissance : 14 -> 29 M MAD = 2,1x ; marge 61 % -> 63 %
  {
    id: 'd18-w4-fr-casablanca-deck-serie-a',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'missing-financials'],
    traits: ['list', 'short-lines', 'figures'],
    text: `KHADAMAT — Série A 2025
Casablanca · Rabat · Marrakech
—
Traction
CA 2024 : 14 M MAD
CA 2025 (prévu) : 29 M MAD
Marge brute : 61 % → 63 %
—
Concurrence
3 acteurs principaux :
Bricoman.ma, Allo Artisan, réseaux informels
Notre avantage : artisans certifiés, garantie 90 jours
—
Nous levons 40 M MAD`,
  },
  // runway : 117 M / 4,5 M FCFA par semaine = 26 semaines, soit 6 mois
  {
    id: 'd18-w4-fr-benin-agrotrans-business-plan',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'going-concern'],
    traits: ['time', 'figures'],
    text: `ZOU AGROTRANSFORMATION — PLAN D'AFFAIRES (extrait), Bohicon, Bénin
4. Besoin de financement
Au 30 septembre 2025, la trésorerie s'élève à 117 millions FCFA.
Notre consommation nette de trésorerie est stable à 4,5 millions FCFA par semaine depuis la mise en service de la seconde ligne de décorticage.
Le financement recherché (350 millions FCFA) couvrira l'achat de la campagne de noix de cajou 2026 et le fonds de roulement.
5. Calendrier
Closing visé : premier trimestre 2026.`,
  },
  {
    id: 'd18-w4-fr-bamako-whatsapp-actions-moussa',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure', 'low-founder-ownership'],
    traits: ['informal', 'time'],
    text: `[22/08/2025 21:40] Seydou: le fonds veut la cap table propre avant lundi
[22/08/2025 21:41] Awa: propre ? 😅 on a trois versions excel qui disent pas la même chose
[22/08/2025 21:41] Seydou: je sais. et Moussa ?
[22/08/2025 21:42] Awa: il est parti y'a un an et il a toujours ses 12 %. On n'a jamais fait le rachat
[22/08/2025 21:43] Seydou: et les BSPCE des 4 devs, ils sont dans quelle version
[22/08/2025 21:44] Awa: dans aucune 🙃 le notaire a pas enregistré l'AGE de 2023
[22/08/2025 21:45] Seydou: ok on appelle l'avocat demain matin`,
  },
];
