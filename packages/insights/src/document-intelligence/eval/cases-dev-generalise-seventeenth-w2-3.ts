/**
 * Development set, seventeenth round (w2, part 3; 2026-11-30): French, in many genres and voices of francophone Africa (procès-verbaux, auditors' reports, regulators' letters, chats, transcripts, pacts), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW2Part3: readonly RedFlagCase[] = [
  // cap table not reconciled with the share register, BSA conversion disputed (18 000 to 27 000 shares); 2023-2024 accounts not audited
  {
    id: 'd17-w2-037', documentType: 'legal_docs', language: 'fr',
    present: ['cap-table-complexity', 'audit-opinion'], absent: ['pending-licence', 'litigation'], traits: ['list', 'negation'],
    text: `SAMA ASSURANCE DIGITALE SAS (Dakar) – Réponses au questionnaire de due diligence – Section 2 et 3
2.3 Fournir la table de capitalisation à jour, rapprochée du registre des titres.
La table jointe en annexe 5 a été établie à partir des procès-verbaux d'assemblée depuis 2021. Elle n'a pas encore été rapprochée du registre des mouvements de titres, qui n'a pas été tenu à jour entre 2022 et 2024. Les BSA émis en 2022 au profit de trois business angels l'ont été par acte sous seing privé ; le nombre d'actions auxquelles ils donnent droit fait l'objet d'une divergence d'interprétation entre la société et les porteurs (entre 18 000 et 27 000 actions selon la parité retenue).
2.4 Existe-t-il des litiges avec des actionnaires ?
Non. Les discussions avec les porteurs de BSA sont amiables et aucune procédure n'a été engagée.
3.1 Les comptes des trois derniers exercices ont-ils été audités ?
Les comptes 2023 et 2024 ont été établis par notre expert-comptable et n'ont pas fait l'objet d'un audit. La nomination d'un commissaire aux comptes sera proposée à l'assemblée de juin 2025.
3.2 Chiffre d'affaires 2024 : 214 M FCFA de commissions de courtage, contre 131 M FCFA en 2023.
5.1 Statut réglementaire : agrément de société de courtage délivré par le ministère des Finances (Direction des assurances) le 14 mars 2022, conformément au Code CIMA.`,
  },
  // top client 19 %, no other above 7 %; dispute closed by final judgment in 2022 and paid
  {
    id: 'd17-w2-038', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['litigation', 'related-party', 'pending-licence', 'audit-opinion', 'customer-concentration', 'debt-distress'], traits: ['list', 'negation', 'time'],
    text: `IVOIRE CARGO CONNECT SA – Questionnaire de due diligence – Réponses de la direction – Abidjan, 16 juin 2025
1. Litiges. Aucun litige n'est en cours à ce jour. Le différend qui opposait la société à un transitaire de Vridi a été tranché par un arrêt définitif de la Cour d'appel d'Abidjan en novembre 2022 ; la condamnation (6,4 M FCFA) a été intégralement exécutée en janvier 2023.
2. Parties liées. Il n'existe aucune convention entre la société et ses dirigeants, administrateurs, actionnaires ou leurs proches. Le rapport spécial du commissaire aux comptes pour 2024 le confirme.
3. Agréments. L'agrément de commissionnaire en douane a été délivré par arrêté du ministre chargé du Budget le 3 mai 2021 ; il a été renouvelé en 2024 et reste valable jusqu'en 2027.
4. Comptes. Les états financiers 2022, 2023 et 2024 ont été audités et certifiés sans réserve.
5. Clients. Le premier client (un négociant de cacao) représente 19 % du chiffre d'affaires 2024 ; aucun autre client ne dépasse 7 %.
6. Dettes fiscales et sociales. La société est à jour de ses obligations envers la DGI et la CNPS ; attestations jointes.`,
  },
  // three developers = 27 + 18 + 13 = 58 % >= 30 %; co-founder left March 2023, 15 % not bought back; active founders 41 + 24 = 65 %
  {
    id: 'd17-w2-039', documentType: 'legal_docs', language: 'fr',
    present: ['customer-concentration', 'dead-equity', 'founder-departure'], absent: ['low-founder-ownership', 'cap-table-complexity'], traits: ['list', 'indirect', 'figures'],
    text: `RABAT PROPTECH SAS – Data room – Questionnaire investisseur (extraits)
Q12. Qui sont vos principaux clients ?
R : Notre logiciel de gestion des ventes sur plan est utilisé par 34 promoteurs. Trois groupes immobiliers de l'axe Rabat–Casablanca, dont les noms sont couverts par des accords de confidentialité, représentent respectivement 27 %, 18 % et 13 % du chiffre d'affaires 2024 (8,4 M MAD).
Q18. Décrivez la répartition actuelle du capital.
R : Othmane Tazi (cofondateur, CEO) : 41 % ; Leïla Bennis (cofondatrice, CPO) : 24 % ; Amine Fassi-Fihri (cofondateur, a quitté la société en mars 2023) : 15 % ; investisseurs seed : 20 %. La table est rapprochée du registre des titres au 31 mars 2025.
Q19. Les actions des associés sortants ont-elles été rachetées ?
R : Non. Le pacte signé en 2020 ne comportait pas de clause de good ou bad leaver. M. Fassi-Fihri conserve l'intégralité de ses actions et de ses droits de vote ; des discussions sur un rachat ont eu lieu en 2024 sans aboutir.
Q20. Litiges avec d'anciens associés ? R : Aucun.`,
  },
  // authorisation granted; second site only planned (not applied); loan repaid on schedule; audited, unqualified
  {
    id: 'd17-w2-040', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['pending-licence', 'debt-distress', 'audit-opinion'], traits: ['list', 'negation', 'modality'],
    text: `MADA MICROGRID SA – Réponses au questionnaire de due diligence (technique et réglementaire)
A. Autorisations. La centrale hybride solaire-diesel d'Ambositra et son réseau de distribution disposent d'une autorisation d'exploitation délivrée par le ministère de l'Énergie et des Hydrocarbures, après avis favorable de l'Office de régulation de l'électricité (ORE), en juillet 2024, pour une durée de quinze ans. Nous envisageons de préparer en 2026 un dossier pour un second site près de Fianarantsoa ; aucune demande n'a été déposée à ce stade.
B. Fiscalité. La société est à jour de ses déclarations et paiements ; une attestation de régularité fiscale datée du 2 juin 2025 figure en annexe.
C. Financement. Le prêt d'équipement de 1,2 Md MGA consenti en 2021 a été remboursé selon l'échéancier prévu, la dernière échéance ayant été réglée en mars 2025. Aucun autre endettement bancaire.
D. Comptes. Les états financiers 2023 et 2024 ont été audités par un cabinet membre de l'Ordre des experts-comptables de Madagascar ; les deux opinions sont sans réserve.
E. Chiffre d'affaires 2024 : 2,9 Mds MGA (ventes d'électricité à 3 100 abonnés et à la commune).`,
  },
  // business plan narrative with no revenue or cost figure; claims no competitor at all
  {
    id: 'd17-w2-041', documentType: 'business_plan', language: 'fr',
    present: ['missing-financials', 'no-competition'], absent: ['unrealistic-growth', 'pending-licence'], traits: ['prose', 'list'],
    text: `OUAGA AGRO TRANSFO SARL – Business plan 2025-2029 (extrait : sections 2 à 5)
2. Le projet. Ouaga Agro Transfo transformera le soumbala, condiment traditionnel à base de graines de néré, en cubes et en poudre conditionnés, stables à température ambiante, pour les ménages urbains du Burkina Faso et de la diaspora. L'unité pilote sera installée dans la zone d'activités de Kossodo, à proximité des marchés d'approvisionnement.
3. Le marché. Le soumbala est consommé dans la grande majorité des foyers burkinabè, mais sa préparation reste artisanale et son odeur freine son usage en ville. Les jeunes ménages de Ouagadougou et de Bobo-Dioulasso recherchent des produits pratiques et locaux.
4. La concurrence. À ce jour, aucune entreprise au Burkina Faso ni dans la sous-région ne transforme industriellement le soumbala. Nous n'avons pas de concurrent, ni direct ni indirect : les cubes importés à base de glutamate ne répondent pas à la même attente et ne seront pas considérés comme une alternative par nos clientes.
5. L'équipe et l'organisation. La gérante, Mme Alimata Ouédraogo, ingénieure agroalimentaire, est accompagnée d'un responsable qualité et de douze transformatrices issues de groupements féminins de Koudougou. Les autorisations sanitaires ont été obtenues auprès du laboratoire national en février. Le plan de financement et les prévisions d'exploitation feront l'objet d'un document séparé.`,
  },
  // CA 180 -> 950 M = 5,3x, then 950 -> 3 800 M = 4x; payback = CAC 90 000 / 6 000 per month = 15 months, not 6
  {
    id: 'd17-w2-042', documentType: 'business_plan', language: 'fr',
    present: ['unrealistic-growth', 'unit-economics'], absent: ['gross-margin', 'missing-financials'], traits: ['table', 'indirect', 'figures'],
    text: `BAMAKO SOLAR KITS SARL – Business plan – Chapitre 6 : Projections et économie unitaire
6.1 Projections de chiffre d'affaires (en millions de FCFA)
| Année | Kits vendus | Chiffre d'affaires |
| 2025 | 1 000 | 180 |
| 2026 | 5 300 | 950 |
| 2027 | 21 000 | 3 800 |
Ces projections reposent sur l'ouverture de 14 agences régionales (Kayes, Sikasso, Ségou, Mopti…) et sur un partenariat avec un opérateur de téléphonie pour la collecte des mensualités.
6.2 Économie unitaire. Chaque kit (panneau 80 W, batterie lithium, quatre lampes, radio) est vendu à crédit sur 24 mois, avec une mensualité de 7 500 FCFA payée par Mobile Money. Le coût d'acquisition d'un client (commission des agents commerciaux, spots radio en bambara, démonstrations sur les marchés) s'élève à 90 000 FCFA. Après déduction du coût du kit et des frais de collecte, la marge mensuelle par client est de 6 000 FCFA.
Le délai de récupération du coût d'acquisition est ainsi de 6 mois, ce qui nous place parmi les meilleurs acteurs du secteur et justifie une accélération rapide des investissements commerciaux.`,
  },
  // no revenue or cost figure in the plan; ISP licence applied for 14 March 2024, still under review
  {
    id: 'd17-w2-043', documentType: 'business_plan', language: 'fr',
    present: ['missing-financials', 'pending-licence'], absent: ['regulatory', 'no-competition'], traits: ['prose', 'time', 'modality'],
    text: `GOMA CONNECT SARL – Plan d'affaires (version de travail, juin 2024) – Sections 1 à 4
1. Vision. Apporter un accès internet fiable et abordable aux ménages, écoles et PME de Goma et de Gisenyi grâce à un réseau hertzien alimenté à l'énergie solaire.
2. Marché. Goma compte environ deux millions d'habitants et le taux de pénétration de l'internet fixe y est très faible. Les clients professionnels (ONG, hôtels, écoles privées) se plaignent de la qualité des offres mobiles existantes ; trois fournisseurs d'accès sont présents en ville, principalement sur le segment entreprises.
3. Cadre réglementaire. Goma Connect a déposé auprès de l'Autorité de régulation de la poste et des télécommunications du Congo (ARPTC), le 14 mars 2024, une demande de licence de fournisseur d'accès internet. Le dossier est en cours d'instruction à Kinshasa ; aucune date de décision ne nous a été communiquée. Pendant cette période, nous prévoyons d'opérer en tant que revendeur de capacité d'un opérateur titulaire.
4. Équipe. Les deux associés fondateurs, ingénieurs réseaux formés à Lubumbashi et à Kigali, ont déployé plus de 40 sites radio pour des opérateurs de la région.
Les projections financières détaillées (revenus, charges, investissements) seront présentées dans la version finale du plan.`,
  },
  // CA 240 -> 520 M = 2,2x, 520 -> 1 100 M = 2,1x (< 4x; < 3x over three years); payback 14 M / 650 000 = 21,5 months ~ 2 years; competitors named
  {
    id: 'd17-w2-044', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['unrealistic-growth', 'no-competition', 'unit-economics', 'missing-financials'], traits: ['table', 'figures'],
    text: `NDAR FISH TECH SAS – Business plan 2025-2027 (extrait)
Notre solution. Des chambres froides modulaires solaires installées au plus près des quais de débarquement de Guet Ndar et de Goxu Mbacc, louées à la caisse aux mareyeuses et aux pêcheurs, avec paiement par téléphone mobile.
Concurrence. Les pêcheurs vendent aujourd'hui leurs prises fraîches aux mareyeurs traditionnels, qui les glacent avec des pains de glace achetés à l'usine. Deux entrepôts frigorifiques privés opèrent à Saint-Louis, et une start-up dakaroise propose depuis 2023 des caisses isothermes connectées. Notre avantage : la proximité des quais et le tarif à la caisse, sans abonnement.
Projections (en millions de FCFA) :
| | 2025 | 2026 | 2027 |
| Chambres froides en service | 12 | 26 | 54 |
| Chiffre d'affaires | 240 | 520 | 1 100 |
| Charges d'exploitation | 205 | 430 | 880 |
Économie unitaire. Une chambre froide coûte 14 M FCFA installée et dégage une marge d'exploitation d'environ 650 000 FCFA par mois une fois sa montée en charge achevée : elle est amortie en près de deux ans.`,
  },
  // users 2 000 -> 40 000 in one year = 20x; no revenue or cost figure anywhere
  {
    id: 'd17-w2-045', documentType: 'business_plan', language: 'fr',
    present: ['missing-financials', 'unrealistic-growth'], absent: ['no-competition', 'pending-licence'], traits: ['prose', 'figures', 'time'],
    text: `KAIROUAN EDTECH – Extrait du business plan présenté au programme d'accélération (novembre 2024)
Le problème. Dans les gouvernorats de l'intérieur, les familles dépensent une part croissante de leur budget en cours particuliers, souvent de qualité inégale, pour préparer le baccalauréat et le concours de la neuvième année.
Notre solution. Une plateforme de révision en arabe et en français, avec des vidéos courtes, des exercices corrigés automatiquement et des séances de questions en direct avec des professeurs certifiés de Kairouan, Sidi Bouzid et Kasserine.
Traction. 2 000 élèves inscrits à la rentrée 2024, dont 35 % de filles en filière scientifique.
Objectifs. 40 000 élèves inscrits à la rentrée 2025, puis 250 000 à la rentrée 2026, grâce aux partenariats en cours de discussion avec les associations de parents d'élèves et à la recommandation entre élèves.
Modèle. Freemium : accès gratuit aux contenus de base, abonnement premium pour les familles (contenus avancés, suivi personnalisé, examens blancs).
Concurrence. Plusieurs plateformes nationales existent, surtout centrées sur Tunis et le Sahel ; aucune ne propose de sessions en direct animées par des enseignants de l'intérieur.
Équipe. Trois cofondateurs : un ancien inspecteur pédagogique, une développeuse et un spécialiste du marketing digital.`,
  },
  // three unpaid instalments (37 486 200 FCFA) and net debt / EBE covenant 5,1 > 3,5: default and breach; no court action yet
  {
    id: 'd17-w2-046', documentType: 'legal_docs', language: 'fr',
    present: ['debt-distress'], absent: ['litigation', 'going-concern'], traits: ['ocr', 'figures', 'prose'],
    text: `BANQUE SANAGA SA        Douala, le 14 avril 2025
Direction des Engagements – Réf. : BS/DCE/2025/ 0417
LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION
Monsieur le Gérant
BOIS DU LITTORAL SARL
BP 4 512 Douala – Bonabéri
Objet : Mise en demeure – Prêt à moyen terme n° 2022/MT/0418
Monsieur le Gérant,
Nous constatons que les échéances des 31 janvier, 28 février et 31 mars 2025 du prêt cité en objet demeurent impay ées, pour un montant cumulé, en principal et intérêts, de 37 486 200 FCFA.
Par ailleurs, au vu de vos états financiers 2024, le ratio dettes financières nettes / EBE, que l'article 9 du contrat plafonne à 3,5, s'établit à 5,1. Cet engagement n'est donc plus respecté.
En conséquence, nous vous mettons en demeure de régulariser l'intégralité des sommes échues dans un délai de quinze (15) jours à compter de la réception de la présente. À défaut, nous serons contraints de prononcer la déchéance du terme et de poursuivre le recouvrement par toutes voies de droit, y compris la réalisation des sûretés (nantissement du matériel de sciage de Bonabéri).
Nous restons disposés à vous recevoir pour examiner un plan de régularisation.
Veuillez agréer, Monsieur le Gérant, l'expression de nos salutations distinguées.
Le Directeur des Engagements          [signature illisible]`,
  },
  // past rescheduling followed by 18 instalments paid, loan closed, no arrears: resolved
  {
    id: 'd17-w2-047', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['debt-distress'], traits: ['prose', 'negation', 'time'],
    text: `MUTUELLE D'ÉPARGNE ET DE CRÉDIT YAAKAR – Agence de Kaolack, Médina Baye
Kaolack, le 20 décembre 2024
À l'attention de Mme Ndèye Coumba Ngom, Présidente du GIE Ngoye Couture
Objet : Attestation de bonne exécution – Prêt n° KL-2022-0381
Madame la Présidente,
Nous avons le plaisir de vous confirmer qu'à la suite du rééchelonnement accordé en juin 2023, après les difficultés rencontrées par votre atelier pendant la fermeture du marché central, votre groupement a honoré l'intégralité des dix-huit échéances mensuelles prévues par le nouvel échéancier, à bonne date.
Le prêt est intégralement soldé au 15 décembre 2024. Aucun impayé, aucune pénalité ni aucun frais de recouvrement ne reste dû à notre institution, et la mainlevée du nantissement des machines à coudre sera transmise sous huitaine.
Au vu de ce parcours, notre comité de crédit est disposé à examiner une nouvelle demande de financement d'un montant de 15 M FCFA pour l'ouverture de votre second atelier à Kaffrine, sur présentation de vos carnets de commandes 2024.
Veuillez agréer, Madame la Présidente, nos salutations distinguées.
Le Chef d'agence, Ibrahima Ndour`,
  },
  // cash 63 M / net outflows 9 M per month = 7 months < 9; CA 412 M < 478 M; net burn 9 M < revenue ~34 M per month; loans up to date
  {
    id: 'd17-w2-048', documentType: 'legal_docs', language: 'fr',
    present: ['short-runway', 'declining-revenue'], absent: ['debt-distress', 'burn-above-revenue'], traits: ['prose', 'indirect', 'figures'],
    text: `BANQUE DU KADIOGO – Direction de la clientèle entreprises – Ouagadougou, le 12 mai 2025
Monsieur le Directeur général
KOUDOUGOU CÉRÉALES SA – Secteur 5, Koudougou
Objet : Votre demande de crédit de campagne 2025
Monsieur le Directeur général,
Nous accusons réception de votre demande de crédit de campagne d'un montant de 250 M FCFA, destiné au préfinancement des achats de maïs et de sorgho auprès des coopératives du Centre-Ouest.
L'analyse de votre dossier fait ressortir les éléments suivants :
– un chiffre d'affaires déclaré de 412 M FCFA pour l'exercice 2024, contre 478 M FCFA en 2023 ;
– une trésorerie disponible, tous comptes confondus, de 63 M FCFA au 30 avril 2025 ;
– des sorties nettes de trésorerie de 9 M FCFA par mois en moyenne sur les six derniers mois.
Nous notons avec satisfaction que vos engagements actuels envers notre établissement sont parfaitement à jour.
En l'état, notre comité n'est toutefois pas en mesure de donner une suite favorable à votre demande. Nous vous invitons à nous transmettre un prévisionnel de trésorerie sur douze mois ainsi que la preuve d'un apport en fonds propres, sur la base desquels nous pourrons réexaminer le dossier.
Nous vous prions d'agréer, Monsieur le Directeur général, nos salutations distinguées.`,
  },
  // DSCR 1,8 vs 1,25 required; no arrears; cash ~11 months of charges
  {
    id: 'd17-w2-049', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['debt-distress', 'short-runway'], traits: ['prose', 'negation', 'figures'],
    text: `VOLA MAHASOA MICROFINANCE SA – Agence d'Antsirabe
Antsirabe, le 4 août 2025
Monsieur le Gérant, ANTSIRABE POULTRY SARL
Objet : Accord de principe – crédit d'investissement
Monsieur le Gérant,
Suite à l'examen de votre dossier par notre comité de crédit du 31 juillet, nous avons le plaisir de vous notifier un accord de principe pour un crédit d'investissement de 180 000 000 Ar, d'une durée de 36 mois dont 3 mois de différé, destiné à la construction de deux bâtiments d'élevage à Vinaninkarena.
Cet accord est assorti des conditions suivantes : (1) maintien d'un ratio de couverture du service de la dette d'au moins 1,25, qui s'établit à 1,8 selon vos comptes 2024 ; (2) nantissement du matériel financé ; (3) domiciliation de vos ventes aux grossistes de la capitale.
Nous relevons que votre société ne présente aucun impayé auprès de notre établissement et n'est pas inscrite comme débitrice défaillante à la Centrale des risques de la Banky Foiben'i Madagasikara. Votre trésorerie disponible représente environ onze mois de charges décaissées, ce qui constitue un point favorable.
L'offre de crédit définitive vous sera adressée dès réception des devis actualisés.
Veuillez agréer, Monsieur le Gérant, l'expression de nos salutations distinguées.`,
  },
  // DSCR 0,74 < 1,20 covenant, February instalment unpaid; injunction-to-pay application filed in court
  {
    id: 'd17-w2-050', documentType: 'legal_docs', language: 'fr',
    present: ['debt-distress', 'litigation'], absent: ['going-concern'], traits: ['prose', 'figures', 'time'],
    text: `BANQUE DES GRANDS LACS SA – Direction des risques – Bukavu, le 9 avril 2025
À : KIVU COFFEE EXPORT SARL – Avenue Patrice Emery Lumumba, Bukavu
Objet : Déchéance du terme et procédure de recouvrement – Crédit export n° BGL/CE/2023/112
Madame la Gérante,
Nous vous rappelons que le contrat de crédit cité en objet impose le maintien d'un ratio de couverture du service de la dette (DSCR) d'au moins 1,20. Ce ratio n'est plus respecté depuis le 30 juin 2024 et s'établissait à 0,74 au 31 décembre 2024, selon les comptes que vous nous avez transmis. En outre, l'échéance du 28 février 2025, d'un montant de 62 400 USD, n'a pas été réglée malgré nos relances des 10 et 24 mars.
En conséquence, et conformément à l'article 14 du contrat, nous avons prononcé la déchéance du terme ; l'intégralité du capital restant dû, soit 418 750 USD augmentés des intérêts de retard, est immédiatement exigible.
Nous vous informons en outre que nous avons saisi le Tribunal de commerce de Bukavu d'une requête en injonction de payer, enregistrée le 4 avril 2025. Une copie de la requête vous sera signifiée par huissier.
Nous demeurons néanmoins ouverts à toute proposition sérieuse de règlement.
Le Directeur des risques`,
  },
  // financial penalty and 3-month suspension of new frequency assignments: regulator sanction; appeal only possible
  {
    id: 'd17-w2-051', documentType: 'legal_docs', language: 'fr',
    present: ['regulatory'], absent: ['pending-licence', 'litigation'], traits: ['prose', 'figures', 'modality'],
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS ET DES POSTES (ARTP) – Sénégal
Décision n° 2025-014/ARTP/CR portant sanction à l'encontre de la société Dakar Net Wireless SA
Le Collège de Régulation,
Vu la loi n° 2018-28 du 12 décembre 2018 portant Code des communications électroniques ;
Vu le cahier des charges annexé à la licence de Dakar Net Wireless SA ;
Vu la mise en demeure n° 2024-211 du 9 octobre 2024 ;
Considérant que les campagnes de mesure réalisées à Dakar, Thiès et Mbour entre juillet et septembre 2024 ont révélé des taux d'échec des sessions de données très supérieurs aux seuils fixés par le cahier des charges ; que la mise en demeure susvisée est restée sans effet à l'expiration du délai imparti ;
Décide :
Article 1 : Une sanction pécuniaire d'un montant de 245 000 000 FCFA est infligée à la société Dakar Net Wireless SA.
Article 2 : L'attribution de toute nouvelle ressource en fréquences à la société est suspendue pour une durée de trois mois à compter de la notification de la présente décision.
Article 3 : La présente décision peut faire l'objet d'un recours devant la Cour suprême dans un délai de deux mois à compter de sa notification.
Fait à Dakar, le 4 février 2025 – Le Président du Collège`,
  },
  // order to suspend new processing of health data (regulator action) + authorisation requested 12 Nov 2024, not yet granted
  {
    id: 'd17-w2-052', documentType: 'legal_docs', language: 'fr',
    present: ['regulatory', 'pending-licence'], absent: ['litigation'], traits: ['prose', 'time'],
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS/TIC DE CÔTE D'IVOIRE (ARTCI)
Direction de la protection des données à caractère personnel
Mise en demeure n° 2025-0231/ARTCI/DPDP – Abidjan, le 17 mars 2025
À : ALLÔ DOCTEUR CI SAS, Cocody Angré, Abidjan
L'Autorité,
Vu la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel ;
Considérant que la société Allô Docteur CI exploite depuis septembre 2024 un service de téléconsultation collectant des données de santé de patients ; que le traitement de données de santé est soumis à l'autorisation préalable de l'ARTCI ;
Considérant que la demande d'autorisation déposée par la société le 12 novembre 2024 est toujours en cours d'instruction, des pièces complémentaires relatives à l'hébergement des données ayant été demandées et non encore fournies ; qu'aucune autorisation n'a donc été délivrée à ce jour ;
Met en demeure la société Allô Docteur CI de suspendre, dans un délai de trente (30) jours, toute collecte de nouvelles données de santé jusqu'à la délivrance de l'autorisation, et de transmettre les pièces manquantes ;
Rappelle qu'à défaut, la société s'expose aux sanctions prévues par la loi, y compris le retrait temporaire de l'autorisation et une sanction pécuniaire.
Le Directeur général de l'ARTCI`,
  },
  // licence granted: application procedure closed, no sanction
  {
    id: 'd17-w2-053', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['pending-licence', 'regulatory'], traits: ['prose', 'negation', 'time'],
    text: `AGENCE NATIONALE DE RÉGLEMENTATION DES TÉLÉCOMMUNICATIONS (ANRT) – Royaume du Maroc
Décision ANRT/DG/n° 17/2025 du 3 avril 2025 portant attribution à la société Marrakech IoT SARL d'une autorisation d'établissement et d'exploitation d'un réseau radioélectrique à faible puissance
Le Directeur général de l'ANRT,
Vu la loi n° 24-96 relative à la poste et aux télécommunications, telle que modifiée et complétée ;
Vu la demande présentée par la société Marrakech IoT SARL le 18 novembre 2024 et les compléments fournis le 20 janvier 2025 ;
Considérant que le dossier est complet et que le demandeur satisfait aux conditions techniques et financières requises ;
Décide :
Article 1 : Il est accordé à la société Marrakech IoT SARL une autorisation d'établir et d'exploiter un réseau radioélectrique à faible puissance destiné aux objets connectés (comptage d'eau et capteurs agricoles) dans les régions de Marrakech-Safi et de Souss-Massa.
Article 2 : La présente autorisation est accordée pour une durée de dix ans renouvelable.
Article 3 : La présente décision clôt la procédure d'instruction ouverte le 18 novembre 2024. Elle prend effet à la date de sa notification.`,
  },
  // central bank suspension of e-money activity, ban on new accounts and fine 250 000 TND
  {
    id: 'd17-w2-054', documentType: 'legal_docs', language: 'fr',
    present: ['regulatory'], absent: ['pending-licence', 'litigation'], traits: ['prose', 'figures'],
    text: `BANQUE CENTRALE DE TUNISIE – Direction générale de la supervision bancaire
Décision n° 2025-07 relative à la société Tunis Pay Express SA, établissement de paiement
Le Gouverneur de la Banque Centrale de Tunisie,
Vu la loi n° 2016-48 du 11 juillet 2016 relative aux banques et aux établissements financiers ;
Vu le rapport de la mission d'inspection sur place conduite du 6 au 24 janvier 2025 ;
Considérant que la mission a relevé des insuffisances graves dans le dispositif de contrôle interne et de lutte contre le blanchiment d'argent et le financement du terrorisme, notamment l'absence de contrôle des opérations fractionnées et le défaut de déclaration de 37 opérations suspectes ;
Considérant que les observations écrites de l'établissement, reçues le 3 mars 2025, ne sont pas de nature à remettre en cause ces constats ;
Décide :
Article premier : L'activité d'émission de monnaie électronique de la société Tunis Pay Express SA est suspendue pour une durée de six mois.
Article 2 : Il est interdit à l'établissement d'ouvrir de nouveaux comptes de paiement pendant la durée de la suspension.
Article 3 : Une amende de 250 000 TND est infligée à l'établissement.
Tunis, le 28 mars 2025`,
  },
];
