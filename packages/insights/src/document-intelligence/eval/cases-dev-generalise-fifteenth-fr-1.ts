/**
 * Development set, fifteenth round, French documents from francophone Africa (2026-11-30),
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFifteenthFr1: readonly RedFlagCase[] = [
  {
    id: 'd15-w2-cac-reserve-stocks',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE – Exercice clos le 31 décembre 2025
Société IVOIRE FRAIS DISTRIBUTION SA, Abidjan-Treichville

Opinion avec réserve
Nous avons effectué l'audit des états financiers de synthèse de la société, établis conformément à l'Acte uniforme OHADA relatif au droit comptable (SYSCOHADA révisé), qui font apparaître un chiffre d'affaires de 2 418 millions FCFA (contre 2 195 millions FCFA en 2024) et un résultat net bénéficiaire de 96 millions FCFA.
À notre avis, sous réserve de l'incidence éventuelle du point décrit ci-dessous, les états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2025, évalués à 312 millions FCFA, et aucune procédure alternative n'a permis d'en vérifier l'existence.

Continuité d'exploitation
Nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la continuité d'exploitation.

Fait à Abidjan, le 14 avril 2026`,
    present: ['audit-opinion'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['prose', 'negation'],
  },
  {
    id: 'd15-w2-pv-ca-depart-dg',
    documentType: 'legal_docs',
    language: 'fr',
    text: `EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 22 OCTOBRE 2026 – TERANGA SOLAIRE SA (Dakar)

Première résolution – Le conseil prend acte de la lettre par laquelle M. Cheikh Ndiaye, co-fondateur et directeur général, informe les administrateurs de sa décision de quitter ses fonctions au 31 mars 2027. Un comité de recrutement est constitué.

Deuxième résolution – Le conseil autorise la conclusion d'un bail commercial de cinq ans pour le nouvel entrepôt de Diamniadio avec la SCI Keur Fatou, dont la gérante et associée unique est Mme Fatou Sarr Diop, épouse du président du conseil. Le loyer mensuel est fixé à 4 500 000 FCFA. Le président, intéressé, n'a pas pris part au vote.

Troisième résolution – Le conseil prend acte de la clôture, par une transaction signée le 12 mars 2026, du différend qui opposait la société à son ancien bailleur de Rufisque. Aucune autre procédure n'est pendante.

L'ordre du jour étant épuisé, la séance est levée à 18 h 40.`,
    present: ['founder-departure', 'related-party'],
    absent: ['litigation'],
    traits: ['prose', 'time'],
  },
  // Founders (2 300 000 + 1 800 000) / 10 000 000 = 41% (45.6% of the 9 000 000 shares outside the pool); top investor 35%.
  {
    id: 'd15-w2-captable-fondateurs-41',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TABLE DE CAPITALISATION – KOFI LOGISTIQUE SAS (Lomé) – au 30 septembre 2026, base entièrement diluée

| Actionnaire | Actions | % |
| Kossi Agbodjan (co-fondateur, président) | 2 300 000 | 23,0 % |
| Afi Mensah (co-fondatrice, directrice générale) | 1 800 000 | 18,0 % |
| Sahel Ventures II | 3 500 000 | 35,0 % |
| Business angels (7 personnes) | 1 400 000 | 14,0 % |
| Pool BSPCE (dont 620 000 non attribués) | 1 000 000 | 10,0 % |
| Total | 10 000 000 | 100,0 % |

Note : le total a été rapproché du registre des mouvements de titres et des bulletins de souscription ; aucun écart n'a été constaté. Il n'existe ni BSA AIR ni obligations convertibles en circulation.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Remaining founders 19% + 18% = 37% < 40%; Moussa (co-founder) left and keeps 12%.
  {
    id: 'd15-w2-whatsapp-cofondateur-parti',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[WhatsApp – groupe « Fondateurs Kaba Pay »]
[09:12] Aminata : Bon, c'est officiel, Moussa a rendu son badge le 15, il est parti chez un opérateur à Dakar.
[09:13] Aminata : Il garde ses 12 %. On n'a pas le cash pour les lui racheter et le pacte ne prévoit rien de clair pour un good leaver.
[09:15] Yacouba : Donc il touche les dividendes sans bosser 😤 Et nous deux on pèse quoi maintenant ?
[09:16] Aminata : 19 % toi, 18 % moi. Le reste c'est les fonds et Moussa.
[09:18] Yacouba : Faut le dire au board avant d'ouvrir la data room.
[09:20] Aminata : Pour l'ARTCI par contre rien à signaler, le contrôle s'est terminé sans remarque.`,
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership'],
    absent: ['regulatory'],
    traits: ['prose', 'indirect', 'figures'],
  },
  // Revenue 180 -> 950 (x5.3) -> 3 800 (x4.0): projection of 4x a year or more.
  {
    id: 'd15-w2-bp-croissance-x5',
    documentType: 'business_plan',
    language: 'fr',
    text: `PRÉVISIONNEL 2026-2028 – NJANGI CONNECT SARL (Douala)

Njangi Connect digitalise les tontines et les associations d'épargne du Cameroun. Nous sommes aujourd'hui le seul acteur sur ce créneau : aucune banque ni aucun opérateur mobile ne propose de produit comparable, et nous n'avons aucun concurrent.

| En millions XAF | 2026 | 2027 | 2028 |
| Chiffre d'affaires | 180 | 950 | 3 800 |
| Marge brute | 108 | 589 | 2 432 |
| Groupes d'épargne actifs | 1 200 | 6 500 | 26 000 |

Hypothèses : commission de 1,5 % sur les cotisations collectées, lancement à Yaoundé et Bafoussam en 2027, puis au Gabon et au Tchad en 2028.`,
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['missing-financials'],
    traits: ['table', 'figures'],
  },
  // 1 150 / 410 = 2.8x, 3 200 / 1 150 = 2.78x, 8 100 / 3 200 = 2.53x: under 4x and never 3x a year.
  {
    id: 'd15-w2-bp-croissance-x2-8',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – AGRIBOX BÉNIN SAS – Projections 2025-2028 (en millions FCFA)

| | 2025 (réel) | 2026 | 2027 | 2028 |
| Chiffre d'affaires | 410 | 1 150 | 3 200 | 8 100 |
| Croissance annuelle | – | ×2,8 | ×2,8 | ×2,5 |
| Marge brute | 139 | 391 | 1 088 | 2 754 |

Le marché béninois de la distribution d'intrants compte déjà plusieurs acteurs : les coopératives cotonnières, deux importateurs installés à Cotonou et la plateforme nigériane FarmLink. Notre avantage tient à la livraison en moins de 48 heures dans les communes du Borgou et de l'Alibori. La croissance repose sur l'ouverture de 12 points relais par an et sur la hausse du panier moyen de 85 000 à 140 000 FCFA.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd15-w2-artci-sanction',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS/TIC DE CÔTE D'IVOIRE (ARTCI)
Abidjan, le 3 novembre 2026 – N/Réf : 2026/DPDP/0417
À Monsieur le Directeur général de SANTÉ PLUS CI SARL

Objet : Notification de sanction

Monsieur le Directeur général,
À l'issue du contrôle effectué dans vos locaux les 8 et 9 septembre 2026, l'Autorité a constaté que votre société traite des données de santé de patients sans l'autorisation préalable requise par la loi n° 2013-450 relative à la protection des données à caractère personnel.
En conséquence, le Conseil de régulation a décidé :
– une sanction pécuniaire de quinze millions (15 000 000) de francs CFA ;
– la suspension, jusqu'à régularisation, du traitement « dossier patient partagé ».
Toute reprise du traitement avant régularisation pourrait entraîner des sanctions complémentaires. Vous disposez d'un délai d'un mois pour exercer, le cas échéant, un recours.
Veuillez agréer, Monsieur le Directeur général, l'expression de notre considération distinguée.`,
    present: ['regulatory'],
    absent: ['litigation'],
    traits: ['prose', 'modality'],
  },
  // January 2025 cohort: 196 / 400 = 49% still active at M12 -> a year's retention under 55%.
  {
    id: 'd15-w2-cohorte-retention-49',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 9 – Rétention des cohortes (TAWSIL PRO, SaaS de gestion de flotte, Casablanca) – données à fin janvier 2026

| Cohorte | Clients au départ | Actifs à M6 | Actifs à M12 |
| Janvier 2025 | 400 | 268 | 196 |
| Avril 2025 | 350 | 241 | – |
| Juillet 2025 | 420 | 293 | – |

MRR : 1,18 MMAD en janvier 2026 (0,74 MMAD en janvier 2025).
« Une base clients fidèle : l'essentiel de nos clients reste après la période d'essai. »`,
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd15-w2-dd-attrition-4-6',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE – Réponses de LAFIA SANTÉ SAS (Ouagadougou) – Section C : Clients

C.1 Nombre d'abonnés actifs au 30 septembre 2026 : 18 420 (14 960 au 30 septembre 2025).
C.2 Taux d'attrition mensuel moyen sur les douze derniers mois : 4,6 % (abonnés résiliés dans le mois / abonnés actifs en début de mois). Il n'a atteint 5 % sur aucun mois de la période.
C.3 Rétention à 12 mois de la cohorte d'octobre 2025 : 57 %.
C.4 Chiffre d'affaires des abonnements : 1,02 Md FCFA sur les douze derniers mois, contre 0,81 Md FCFA sur les douze mois précédents.
C.5 Aucun client ne représente plus de 2 % du chiffre d'affaires.`,
    present: [],
    absent: ['high-churn', 'declining-revenue', 'customer-concentration'],
    traits: ['list', 'negation', 'figures'],
  },
  // Cash 168 M / net burn 24 M a month = 7 months; net burn 24 M below monthly revenue 31 M (279 M / 9).
  {
    id: 'd15-w2-rg-tresorerie-7-mois',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION – JOKKO MOBILITÉ SA (Dakar) – Situation au 30 septembre 2026

Activité. Le chiffre d'affaires des neuf premiers mois atteint 279 millions FCFA, soit 31 millions FCFA par mois en moyenne, en hausse de 38 % sur un an. Le nombre de trajets réservés a doublé à Thiès et à Mbour.

Trésorerie. Au 30 septembre, la trésorerie disponible s'élève à 168 millions FCFA, placée en dépôts à vue auprès de deux banques.

Perspectives. La consommation nette de trésorerie est stabilisée à 24 millions FCFA par mois depuis juin. Le conseil considère que la société dispose des moyens de poursuivre son activité et n'identifie pas d'incertitude sur la continuité d'exploitation ; une levée de fonds de série A est en préparation pour le premier semestre 2027.`,
    present: ['short-runway'],
    absent: ['going-concern', 'burn-above-revenue'],
    traits: ['figures', 'split'],
  },
  // Cash 228 M / net burn 24 M = 9.5 months; net burn 24 M below monthly revenue 40 M.
  {
    id: 'd15-w2-deck-runway-9-5',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 11 – Situation financière (DJÉLI FOOD, livraison de repas, Abidjan)
• Chiffre d'affaires mensuel (octobre 2026) : 40 M FCFA
• Burn net mensuel : 24 M FCFA
• Trésorerie au 31 octobre 2026 : 228 M FCFA
• Marge brute : 31 %
Nous levons 1,5 Md FCFA pour ouvrir Bouaké et San-Pédro et atteindre l'équilibre opérationnel fin 2027.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  // Achats consommés 498.3 M + 21.4 M destockage = 519.7 M > ventes 512.0 M: negative gross margin, cost of sales above revenue.
  {
    id: 'd15-w2-cr-achats-consommes',
    documentType: 'financial_statements',
    language: 'fr',
    text: `COMPTE DE RÉSULTAT (extrait) – FASO DISTRIB SARL (Bobo-Dioulasso) – Exercice clos le 31 décembre 2025 (en FCFA)

| Réf. | Libellé | 2025 | 2024 |
| TA | Ventes de marchandises | 512 040 000 | 470 310 000 |
| RA | Achats de marchandises | −498 300 000 | −401 250 000 |
| RB | Variation de stocks de marchandises | −21 400 000 | +6 800 000 |
| XB | Chiffre d'affaires | 512 040 000 | 470 310 000 |
| RG | Transports | −18 900 000 | −16 200 000 |

Commentaire de la gérance : le déstockage de 2025 correspond à l'écoulement des sacs de riz importés avant la hausse du fret.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  // Gross margin 44.1% -> 41.2%: down 2.9 points (< 5); revenue up from 13.1 to 14.6 MTND.
  {
    id: 'd15-w2-rg-marge-moins-3',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION 2025 – MEDINA SOFT SA (Sfax)
Le chiffre d'affaires atteint 14,6 millions de dinars (MTND), contre 13,1 MTND en 2024, soit une progression de 11,5 %. La marge brute s'établit à 41,2 % contre 44,1 % l'exercice précédent : ce recul de 2,9 points s'explique par le renchérissement des licences cloud facturées en euros. Le résultat net ressort à 1,3 MTND (1,1 MTND en 2024).
La direction n'anticipe pas de nouvelle baisse en 2026, les contrats fournisseurs ayant été renégociés en dinars au mois de septembre.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['figures', 'prose'],
  },
  // Okoumé 2 600 / 5 000 = 52% >= 50%; founders (1 200 + 950) / 5 000 = 43%.
  {
    id: 'd15-w2-pacte-fonds-52',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS – OGOOUÉ AGRO SAS (Libreville) – Extraits

Article 2 – Répartition du capital. À la date de signature, le capital de 50 000 000 XAF, divisé en 5 000 actions, est détenu comme suit : Okoumé Capital Partners, 2 600 actions ; M. Serge Mba, fondateur, 1 200 actions ; Mme Nadège Ondo, fondatrice, 950 actions ; salariés (actions émises), 250 actions.

Article 7 – Conseil d'administration. Le conseil comprend cinq membres : trois désignés par Okoumé Capital Partners et deux par les fondateurs.

Article 9 – Décisions importantes. Requièrent l'accord préalable d'Okoumé Capital Partners : l'adoption du budget annuel, tout endettement supérieur à 100 000 000 XAF, toute cession d'actifs et le recrutement du directeur financier.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['prose', 'figures'],
  },
  // Guinée Impact Fund 4 800 / 10 000 = 48%; founders (2 300 + 2 100) / 10 000 = 44%; all shares issued.
  {
    id: 'd15-w2-captable-investisseur-48',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CONAKRY SOLAR SAS – Registre des actionnaires au 31 octobre 2026 (certifié conforme par le président)

| Associé | Actions | Part du capital |
| Guinée Impact Fund | 4 800 | 48 % |
| Mamadou Bah (fondateur) | 2 300 | 23 % |
| Fatoumata Camara (fondatrice) | 2 100 | 21 % |
| Salariés (actions émises, 6 porteurs) | 800 | 8 % |
| Total | 10 000 | 100 % |

Aucun instrument donnant accès au capital (BSA, BSPCE, obligations convertibles) n'est en circulation. Le registre concorde avec les statuts mis à jour après l'augmentation de capital du 5 juin 2026.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['table', 'figures'],
  },
  // Télécel Sahel 412 / 1 140 = 36% of 2025 revenue.
  {
    id: 'd15-w2-ventilation-client-36',
    documentType: 'financial_statements',
    language: 'fr',
    text: `VENTILATION DU CHIFFRE D'AFFAIRES PAR CLIENT – DIGITAL CALL SÉNÉGAL SARL – Exercice 2025 (en millions FCFA)

| Client | 2025 | 2024 |
| Télécel Sahel | 412 | 355 |
| Banque de l'Union Sahélienne | 96 | 88 |
| Assurances Téranga Vie | 71 | 64 |
| Autres (63 clients) | 561 | 478 |
| Total | 1 140 | 985 |

Les contrats sont conclus pour un an, renouvelables par tacite reconduction. Aucun client ne bénéficie d'une clause d'exclusivité.`,
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures'],
  },
  // Named clients 240 + 180 + 160 = 580 / 2 000 = 29% < 30%.
  {
    id: 'd15-w2-top3-29',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE ANNEXE 21 – CHIFFRE D'AFFAIRES PAR CLIENT – BATIPRO CI SA (Abidjan) – Exercice 2025 (en millions FCFA)

| Client | CA 2025 | % |
| Groupe Immobilier Lagunaire | 240 | 12 % |
| Société des Quais de Vridi | 180 | 9 % |
| Cité Verte Bingerville | 160 | 8 % |
| 340 autres clients | 1 420 | 71 % |
| Total | 2 000 | 100 % |

Le chiffre d'affaires 2024 s'élevait à 1 760 millions FCFA. Aucun client ne dépasse 12 % des ventes.`,
    present: [],
    absent: ['customer-concentration', 'declining-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd15-w2-banque-echeances-impayees',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE DU LITTORAL CAMEROUN – Direction des Engagements
Douala, le 18 novembre 2026
LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION
À : MBOA TRANSPORTS SA
Objet : Mise en demeure – Prêt à moyen terme n° 2023/PMT/0881

Messieurs,
Nous constatons que les échéances des 31 août, 30 septembre et 31 octobre 2026, d'un montant unitaire de 14 750 000 XAF, demeurent impayées malgré nos relances. Le montant exigible s'élève à ce jour à 46 312 000 XAF, intérêts de retard compris.
Nous vous mettons en demeure de régulariser cette situation sous quinze (15) jours. À défaut, nous pourrions prononcer la déchéance du terme et engager toute procédure de recouvrement devant le tribunal compétent.
Veuillez agréer, Messieurs, l'expression de nos salutations distinguées.`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['prose', 'modality'],
  },
  {
    id: 'd15-w2-cac-impossibilite-congo',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES – CONGO AQUA SA (Pointe-Noire) – Exercice clos le 31 décembre 2025

Impossibilité d'exprimer une opinion
Nous avons été désignés pour auditer les états financiers de la société, qui font apparaître un chiffre d'affaires de 1 214 millions XAF. En raison de l'importance des points décrits ci-après, nous n'avons pas pu collecter d'éléments suffisants et appropriés et nous n'exprimons donc pas d'opinion sur ces états financiers.

Fondement
– Les pièces justificatives des créances clients (478 millions XAF) ne nous ont pas été communiquées.
– La société n'a pas réglé les impôts et cotisations sociales échus depuis mars 2025, pour un montant de 85 millions XAF ; aucun échéancier n'a été conclu avec l'administration.
– Ces éléments, joints à l'absence de financement confirmé pour 2026, créent une incertitude significative qui jette un doute important sur la capacité de la société à poursuivre son exploitation.

Le différend avec le transporteur évoqué dans notre rapport précédent a été réglé à l'amiable en juin 2025.

Fait à Pointe-Noire, le 30 juin 2026`,
    present: ['audit-opinion', 'going-concern', 'debt-distress'],
    absent: ['litigation'],
    traits: ['prose', 'indirect', 'time'],
  },
  {
    id: 'd15-w2-deck-sans-chiffres-mada',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `VANILLA TRACE – Pitch deck, Antananarivo, octobre 2026
1. Problème : 80 % de la vanille malgache est vendue sans traçabilité ; les acheteurs européens exigent désormais l'origine de chaque lot.
2. Solution : une application mobile qui enregistre chaque lot, du planteur de la SAVA jusqu'au port de Toamasina, même sans réseau.
3. Marché : plus de 2 000 tonnes exportées par an ; 70 000 planteurs.
4. Traction : 14 coopératives pilotes, 3 200 planteurs inscrits, 2 exportateurs partenaires.
5. Concurrence : deux solutions de traçabilité généralistes (une française, une kényane), peu adaptées aux zones rurales.
6. Équipe : Hery Rakotomalala (ex-certification agroalimentaire), Miora Andrianasolo (ingénieure logiciel).
7. Nous levons 600 000 € en amorçage.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list'],
  },
  // One-off integration fees 3.1 MMAD counted in ARR; Atlas Phosphates total (3.1 + 0.6) / 14.2 = 26% (< 30%); 48% of early-2025 clients churned in 12 months (>= 45% a year).
  {
    id: 'd15-w2-note-arr-integration',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – RH CLOUD MAROC SA – Comité du 12 novembre 2026

Chiffres clés présentés par la société : ARR de 14,2 MMAD à fin septembre 2026, en hausse de 61 % sur un an ; 212 entreprises clientes.

Analyse : l'ARR inclut 3,1 MMAD de frais d'intégration et de reprise de données facturés une seule fois au Groupe Atlas Phosphates lors du déploiement de juillet, en plus de son abonnement annuel de 0,6 MMAD. Ces frais ne se renouvelleront pas. Par ailleurs, 48 % des entreprises clientes de début 2025 avaient résilié leur abonnement douze mois plus tard, principalement des PME de moins de 50 salariés.

Recommandation : poursuivre l'instruction sous réserve d'un ARR retraité.`,
    present: ['non-recurring-revenue', 'high-churn'],
    absent: ['customer-concentration'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'd15-w2-dd-litige-clos',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE – SECTION JURIDIQUE ET FISCALE – BABI EXPRESS SAS (Abidjan)
1. Litiges en cours : aucun. Le litige prud'homal qui opposait la société à un ancien livreur a été clos par une transaction signée en mars 2026 et intégralement exécutée.
2. Contrôles fiscaux : le contrôle portant sur les exercices 2022 et 2023 s'est achevé en juillet 2026 sans redressement. Les déclarations de TVA et de CNPS sont déposées et payées à l'échéance.
3. Emprunts : un prêt de 120 M FCFA auprès de la Banque Lagunaire, dont toutes les échéances ont été honorées à date.
4. Anciens actionnaires : les 2 % détenus par un ancien développeur, parti en 2025, ont été rachetés par les fondateurs le 10 février 2026 ; il ne détient plus aucun titre.`,
    present: [],
    absent: ['litigation', 'dead-equity', 'debt-distress'],
    traits: ['list', 'negation', 'time'],
  },
];
