import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part6: readonly RedFlagCase[] = [
  // missing-financials: deck sans aucun chiffre de CA ni de coût. no-competition: "nous n'avons aucun concurrent en RDC". unrealistic-growth absent: aucune projection chiffrée.
  {
    id: 'd20-w2-fr-041-deck-kinshasa-aucun-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'indirect'],
    text: `MAJI SAFI – Deck investisseurs (Kinshasa, février 2026)

1. Le problème
Dans les quartiers périphériques de Kinshasa, des millions d'habitants achètent chaque jour une eau de qualité incertaine, transportée en bidons, à un prix au litre bien supérieur à celui du réseau.

2. Notre solution
Des kiosques d'eau purifiée solaire, gérés par des femmes entrepreneures du quartier, avec paiement par mobile money et compteur connecté.

3. Où en sommes-nous
- Premiers kiosques en service à Masina et Kimbanseke
- Partenariat signé avec une ONG de santé publique pour le suivi de la qualité de l'eau
- Accord de principe d'un opérateur de mobile money pour la collecte des paiements

4. Concurrence
Nous n'avons aucun concurrent en RDC. Personne ne propose aujourd'hui une eau purifiée, abordable et traçable au pied de chaque immeuble.

5. Modèle économique
Vente d'eau au litre, abonnement familial mensuel, et revenus publicitaires sur les kiosques.

6. Équipe
Jonathan Mbuyi (CEO, ancien ingénieur hydraulique), Sarah Lukusa (opérations, ex-ONG), Didier Kalala (technologie, ex-opérateur télécom).

7. Notre demande
Un tour d'amorçage pour déployer les kiosques dans quatre nouvelles communes et recruter l'équipe de maintenance.

Contact : jonathan@majisafi.cd`,
  },
  // Agrément BCT accordé et mise en demeure antérieure levée -> ni regulatory ni pending-licence (problème déclaré terminé).
  {
    id: 'd20-w2-fr-042-bct-agrement-mise-en-demeure-levee',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['resolved', 'boilerplate'],
    text: `BANQUE CENTRALE DE TUNISIE
Direction Générale de la Supervision Bancaire

Tunis, le 22 janvier 2026
N° 2026/DGSB/118

Monsieur le Directeur Général de FLOUSSI PAY SA
Rue du Lac Windermere, Les Berges du Lac, Tunis

Objet : Agrément en qualité d'établissement de paiement et levée de la mise en demeure du 5 mai 2025

Monsieur le Directeur Général,

J'ai l'honneur de vous informer que le Comité d'agrément, dans sa séance du 15 janvier 2026, a émis un avis favorable à votre demande. En conséquence, votre société est agréée en qualité d'établissement de paiement, conformément à la loi n° 2016-48 relative aux banques et aux établissements financiers et à la circulaire n° 2020-11.

Par ailleurs, la Banque Centrale a constaté que les mesures demandées dans la mise en demeure du 5 mai 2025 (séparation des fonds de la clientèle, désignation d'un responsable de la conformité, procédure de lutte contre le blanchiment) ont été intégralement mises en œuvre. Cette mise en demeure est levée à compter de ce jour et le dossier est clos.

Je vous rappelle que l'établissement demeure soumis aux obligations de déclaration périodique prévues par la réglementation en vigueur, dont le non-respect pourrait entraîner l'application des sanctions prévues par la loi.

Veuillez agréer, Monsieur le Directeur Général, l'expression de ma considération distinguée.

Le Directeur Général de la Supervision Bancaire`,
  },
  // unit-economics: LTV/CAC annoncé 4, mais 5 € x 40 % x 25 mois (churn 4 %) = 50 € / CAC 35 € = 1,4. burn-above-revenue: dépenses 140 k€ > CA 62 k€ par mois. short-runway absent: 1,9 M€ / 78 k€ net = 24 mois. high-churn absent: 4 % < 5 %.
  {
    id: 'd20-w2-fr-043-email-marseille-ltv-burn',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'high-churn'],
    traits: ['email', 'figures', 'indirect'],
    text: `De : Yanis Haddad <yanis@kiffmeal.fr>
À : board@kiffmeal.fr
Objet : KiffMeal – reporting de décembre

Bonjour à tous,

Petit reporting avant les fêtes.

Croissance
- 12 400 abonnés payants (+1 100 sur le mois).
- Chiffre d'affaires de décembre : 62 k€.

Économie unitaire
Notre ratio LTV/CAC est désormais de 4, ce qui valide notre passage à l'échelle. Pour rappel nos hypothèses :
  - abonnement moyen : 5 € par mois ;
  - marge brute : 40 % ;
  - churn mensuel : 4 %, donc une durée de vie de 25 mois ;
  - coût d'acquisition moyen : 35 € (campagnes Instagram et parrainage).

Dépenses
Nos dépenses du mois s'élèvent à 140 k€ (équipe, marketing, cuisines partenaires), soit une consommation nette de 78 k€. La trésorerie s'établit à 1,9 M€ au 20 décembre, ce qui nous laisse environ deux ans.

Priorités de janvier
1. Ouvrir Lyon avec deux cuisines partenaires.
2. Tester un abonnement annuel pour réduire le churn.
3. Doubler le budget d'acquisition payante, puisque chaque euro investi rapporte quatre fois plus.

Bonnes fêtes à tous,
Yanis`,
  },
  // Q/R: litige prud'homal clos par transaction (résolu); dettes fiscales et sociales à jour; prêt BPI honoré -> ni litigation ni debt-distress. "Procédure collective : néant".
  {
    id: 'd20-w2-fr-044-dd-paris-litige-clos-transaction',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress'],
    traits: ['checklist', 'resolved', 'negation'],
    text: `AUDIT D'ACQUISITION – NUAGEO SAS (Paris 11e)
Questionnaire juridique – réponses de la société (15 janvier 2026)

1. La société est-elle partie à un litige, une procédure judiciaire ou arbitrale en cours ?
Non. Un litige prud'homal engagé en 2023 par un ancien commercial a été clos par une transaction signée le 4 mars 2024 ; l'indemnité transactionnelle de 18 k€ a été versée et le salarié s'est désisté de son instance. Copie de la transaction et du jugement constatant le désistement en 6.2.

2. La société a-t-elle reçu des mises en demeure ou réclamations précontentieuses au cours des 24 derniers mois ?
Non.

3. La société fait-elle ou a-t-elle fait l'objet d'une procédure collective (sauvegarde, redressement, conciliation) ?
Néant.

4. La société est-elle à jour de ses obligations fiscales et sociales ?
Oui. Attestations de régularité fiscale et de vigilance URSSAF datées de décembre 2025 en 7.1 et 7.2.

5. Endettement financier ?
Prêt d'amorçage Bpifrance de 150 k€ (2022), encours 60 k€, échéances honorées. Aucun covenant financier.

6. Clauses de changement de contrôle dans les contrats clients ?
Deux contrats contiennent une clause de résiliation en cas de changement de contrôle ; les clients concernés ont été informés. Réponses attendues.

7. Assurances
RC professionnelle et cyber-risques souscrites ; aucune déclaration de sinistre.`,
  },
  // declining-revenue: CA 2,6 -> 2,1 Md FCFA. debt-distress: trois échéances impayées (arriérés 74 M FCFA). litigation absent: pas de procédure de recouvrement engagée. going-concern absent: aucun doute d'auditeur ou de dirigeant.
  {
    id: 'd20-w2-fr-045-note-credit-thies-impayes',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'debt-distress'],
    absent: ['litigation', 'going-concern'],
    traits: ['figures', 'table', 'indirect'],
    text: `NOTE DE CRÉDIT – Comité de crédit du 16 février 2026
Relation : SÉNÉ-BÉTON SA (Thiès, Sénégal) – préfabrication de matériaux de construction
Objet : demande de restructuration du prêt d'investissement n° PI-2023-0884

1. Engagements actuels
Prêt d'investissement de 900 M FCFA (2023, 60 mois), encours 612 M FCFA. Découvert de 80 M FCFA, utilisé à 100 % depuis octobre.

2. Évolution de l'activité (M FCFA)
                        2023      2024      2025
Chiffre d'affaires     2 380     2 600     2 100
EBE                      410       455       230

Le recul de 2025 s'explique par l'arrêt de deux chantiers publics et par des retards de paiement de l'État.

3. Comportement du compte
Les échéances mensuelles de novembre, décembre 2025 et janvier 2026 n'ont pas été réglées. Les arriérés s'élèvent à 74 M FCFA, intérêts de retard compris. Le dossier a été transféré au service de suivi des engagements sensibles ; aucune procédure de recouvrement n'a été engagée.

4. Proposition du client
Différé d'amortissement de six mois puis allongement de la durée résiduelle de 24 mois, contre nantissement complémentaire de la centrale à béton de Diamniadio.

5. Avis de l'analyste
Favorable sous conditions : apport en compte courant de 100 M FCFA par l'actionnaire principal avant signature et domiciliation des créances sur l'État.`,
  },
  // Deck avec chiffres (CA 96 M FCFA, charges 88 M) -> pas de missing-financials; concurrents nommés -> pas de no-competition; x2,5 en 2026 puis x2 -> pas d'unrealistic-growth (< 4x/an, pas 3x/an sur trois ans).
  {
    id: 'd20-w2-fr-046-deck-lome-concurrents-x2',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'missing-financials', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['list', 'figures'],
    text: `TOGOPHARMA LINK – Présentation investisseurs, Lomé, janvier 2026

Slide 1 – Ce que nous faisons
Une place de marché B2B qui relie 420 pharmacies du Togo et du Bénin aux grossistes répartiteurs, avec livraison en moins de 24 heures.

Slide 2 – Traction
- Chiffre d'affaires 2025 : 96 M FCFA (commissions et frais logistiques), contre 41 M FCFA en 2024
- Charges d'exploitation 2025 : 88 M FCFA
- Volume de commandes traité : 2,3 milliards de FCFA

Slide 3 – Concurrence
- Grossistes traditionnels avec commandes par téléphone (Ubipharm, Laborex)
- PharmaDirect (Ghana), en cours d'implantation à Lomé
- Applications de commande généralistes
Notre avantage : catalogue consolidé de quatre grossistes et crédit fournisseur à 30 jours.

Slide 4 – Projections
2026 : 240 M FCFA (x2,5, ouverture de Cotonou à plein régime)
2027 : 480 M FCFA (x2)
2028 : 860 M FCFA

Slide 5 – La levée
800 M FCFA pour étendre le réseau à Ouagadougou et Niamey et renforcer l'équipe technique.

Slide 6 – Équipe
Kossi Agbeko (CEO, pharmacien), Estelle Dossou (COO, ex-logisticienne), Rodrigue Tchalla (CTO).`,
  },
  // cap-table-complexity: table "non réconciliée", trois versions divergentes. high-churn: rétention à 12 mois 41 % < 55 %. pending-licence: agrément COBAC demandé, non encore accordé. burn-above-revenue absent: aucune charge ou consommation chiffrée.
  {
    id: 'd20-w2-fr-047-comite-douala-cobac-captable',
    documentType: 'business_plan',
    language: 'fr',
    present: ['cap-table-complexity', 'high-churn', 'pending-licence'],
    absent: ['regulatory', 'burn-above-revenue', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT – Fonds Impact Afrique Centrale
Société : EPARGNO SA (Douala, Cameroun) – microépargne et microcrédit digital
Date : 10 février 2026 – Montant proposé : 1,2 milliard de FCFA

Points forts
- Chiffre d'affaires 2025 : 310 M FCFA (2024 : 185 M FCFA), principalement des commissions de gestion de tontines digitales.
- 38 000 clients enregistrés, dont 60 % de femmes commerçantes.

Points d'attention
1. Statut réglementaire. La société opère aujourd'hui en partenariat avec un établissement de microfinance agréé. Sa propre demande d'agrément comme établissement de microfinance de deuxième catégorie a été déposée auprès de la COBAC en septembre 2025 ; elle n'est pas encore accordée. Le plan d'affaires suppose l'agrément au troisième trimestre 2026.
2. Rétention. Sur la cohorte ouverte en janvier 2025, 41 % des clients étaient encore actifs après douze mois.
3. Capital. La table de capitalisation transmise n'est pas réconciliée : les conversions des BSA AIR de 2023 n'y sont pas reportées de façon homogène et trois versions différentes nous ont été communiquées par la société, son avocat et l'investisseur historique.

Conditions préalables proposées
- Table de capitalisation certifiée par le conseil juridique avant signature ;
- Plan d'action sur l'activation des clients dans les 90 jours ;
- Tranche 2 (600 M FCFA) conditionnée à l'obtention de l'agrément.

Recommandation : avis favorable sous conditions.`,
  },
  // investor-control absent: Fonds 47,8 % < 50 %. low-founder-ownership absent: fondateurs 44,1 % >= 40 %. cap-table-complexity absent: table rapprochée par l'avocat, sans écart. Procès-verbal = compte rendu.
  {
    id: 'd20-w2-fr-048-pv-conseil-marrakech-bspce',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity', 'litigation'],
    traits: ['table', 'negation', 'figures'],
    text: `ATLAS TRAVEL TECH SAS – Procès-verbal des décisions du Conseil d'administration
Séance du 21 janvier 2026, tenue par visioconférence (Paris – Marrakech)

Présents : Karim Benjelloun (Président, cofondateur), Léa Martin (DG, cofondatrice), Sofia Amrani (représentant Médina Growth Fund), Pierre Vasseur (administrateur indépendant).

1. Répartition du capital au 31 décembre 2025 (entièrement diluée)
Médina Growth Fund ........................ 47,8 %
Karim Benjelloun .......................... 23,6 %
Léa Martin ................................ 20,5 %
Business angels ........................... 3,1 %
BSPCE attribués et pool disponible ........ 5,0 %
Total ..................................... 100,0 %
Le Conseil prend acte de la lettre du cabinet d'avocats de la société confirmant que cette table est rapprochée du registre des mouvements de titres, sans écart.

2. Attribution de BSPCE
Le Conseil attribue 12 000 BSPCE à la responsable produit, prix d'exercice 4,20 €, acquisition sur quatre ans avec une période d'un an.

3. Point sur l'activité
La DG présente les chiffres 2025 : chiffre d'affaires de 2,7 M€ (2024 : 1,9 M€), charges de 2,5 M€.

4. Questions diverses
Aucun litige n'est à signaler. Prochaine séance le 15 avril 2026.

Le Président                     Un administrateur`,
  },
];
