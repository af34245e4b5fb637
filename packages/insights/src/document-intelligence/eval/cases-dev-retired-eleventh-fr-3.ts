import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases3: readonly RedFlagCase[] = [
  // CA 6,8 → 7,1 Md (hausse) ; résultat net +45 M FCFA, donc pas de charges au-dessus du CA
  {
    id: 'h11-fr-saheltrans-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'audit-opinion', 'debt-distress'],
    absent: ['declining-revenue', 'burn-above-revenue', 'litigation'],
    traits: ['memo', 'auditor', 'words', 'figures'],
    text: `BANQUE COMMERCIALE DU KADIOGO — Note au comité de crédit
Séance du 5 novembre 2026

Client : SAHEL TRANS LOGISTIQUE SA, Ouagadougou (Burkina Faso)
Activité : transport routier de marchandises, corridor Abidjan–Ouagadougou–Niamey
Demande : ligne de préfinancement de 600 M FCFA pour l'achat de pneumatiques et de carburant

1. Chiffres de l'exercice 2025
- Chiffre d'affaires : 7,1 Md FCFA (6,8 Md FCFA en 2024)
- Excédent brut d'exploitation : 910 M FCFA
- Résultat net : 45 M FCFA
- Emprunt obligataire à rembourser en juin 2027 : 1,2 Md FCFA

2. Rapport du commissaire aux comptes
Le commissaire aux comptes a certifié les comptes 2025 avec une réserve : il n'a pas pu vérifier l'existence physique d'une partie du parc de camions (valeur nette de 740 M FCFA), immobilisée au Niger pendant l'inventaire. Son rapport comporte en outre un paragraphe relatif à une incertitude significative sur la continuité d'exploitation, la société ne disposant à ce jour d'aucune solution de refinancement de l'emprunt obligataire arrivant à échéance en juin 2027.

3. Engagements et incidents
- Crédit-bail auprès d'une société de leasing de la place : trois loyers impayés (juillet à septembre 2026), arriérés de 186 M FCFA.
- CNSS : arriérés de cotisations de 64 M FCFA, sans moratoire signé.
- Notre établissement : aucun impayé à ce jour sur le découvert autorisé.

4. Analyse
L'activité reste soutenue, mais la structure financière est tendue. L'insécurité sur le tronçon nigérien allonge les rotations et immobilise le parc.

5. Proposition
Ajournement de la demande jusqu'à la présentation d'un plan de refinancement de l'emprunt obligataire et d'un échéancier signé avec la société de leasing et la CNSS.`,
  },
  // charges totales > CA à chaque semestre ; perte mensuelle S2 2025 = 2 060 000 / 6 = 343 333 MAD ; runway = 1 750 000 / 343 333 = 5,1 mois
  {
    id: 'h11-fr-soukdigital-csv-semestres',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['csv', 'table', 'figures', 'split-lines'],
    text: `# SOUK DIGITAL SARL — Casablanca (Maroc) — e-commerce de produits du quotidien
# Compte de gestion semestriel — montants en dirhams (MAD) — export CSV, séparateur ;
# Préparé pour le conseil de surveillance du 20 janvier 2026

Rubrique;S1 2024;S2 2024;S1 2025;S2 2025
Chiffre d'affaires;3 420 000;3 980 000;4 510 000;5 060 000
Coût des marchandises vendues;2 360 000;2 750 000;3 110 000;3 490 000
Marge brute;1 060 000;1 230 000;1 400 000;1 570 000
Taux de marge brute;31,0 %;30,9 %;31,0 %;31,0 %
Charges de personnel;1 240 000;1 390 000;1 520 000;1 610 000
Logistique et livraison;610 000;720 000;840 000;930 000
Marketing digital;540 000;690 000;780 000;820 000
Loyers, IT et divers;210 000;230 000;250 000;270 000
Total charges d'exploitation (hors coût des marchandises);2 600 000;3 030 000;3 390 000;3 630 000
Résultat d'exploitation;-1 540 000;-1 800 000;-1 990 000;-2 060 000
Trésorerie en fin de période;7 600 000;5 800 000;3 810 000;1 750 000
Commandes livrées;21 400;24 100;26 900;29 800
Clients actifs (fin de période);9 100;10 300;11 600;12 800

# Notes
# (1) Aucune levée de fonds ni aucun emprunt sur la période ; la variation de trésorerie correspond au résultat d'exploitation.
# (2) Les frais de livraison offerts aux nouveaux clients sont comptabilisés en « Logistique et livraison ».
# (3) Le budget 2026 prévoit un retour à l'équilibre d'exploitation au S2 2027.`,
  },
  // MF : aucun chiffre de revenus ni de coûts ; « aucune solution comparable, pas de concurrent »
  {
    id: 'h11-fr-agriconnect-incubateur',
    documentType: 'business_plan',
    language: 'fr',
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth', 'pending-licence'],
    traits: ['application', 'form', 'words'],
    text: `FORMULAIRE DE CANDIDATURE — Programme d'incubation Lomé Innovation Hub, cohorte 2027

1. Nom du projet : AgriConnect Togo
2. Ville : Kara (Togo)
3. Porteurs : Edem Amouzou (ingénieur informaticien) et Akossiwa Tchalla (agroéconomiste)

4. Décrivez le problème que vous résolvez.
Dans la région de la Kara, les producteurs de soja et de maïs vendent leur récolte au premier acheteur qui passe, souvent au plus bas prix, faute d'information sur les prix pratiqués dans les marchés de Lomé, Sokodé ou Cotonou.

5. Décrivez votre solution.
Un service vocal en kabiyè, en éwé et en français, accessible depuis un téléphone simple, qui donne chaque matin les prix de référence et met en relation les groupements de producteurs avec des acheteurs vérifiés.

6. Où en êtes-vous ?
Un prototype fonctionne depuis juin avec 240 producteurs de trois villages. Nous avons signé une lettre d'intention avec une union de coopératives.

7. Qui sont vos concurrents ?
Il n'existe aucune solution comparable au Togo ni dans la sous-région. Nous n'avons pas de concurrent direct.

8. Quel est votre modèle économique ?
Une commission prélevée sur chaque transaction conclue via la plateforme, et à terme un abonnement pour les acheteurs.

9. Donnez vos éléments financiers (revenus, charges, budget).
Les éléments financiers seront élaborés pendant l'incubation, avec l'appui des mentors du programme.

10. Qu'attendez-vous du programme ?
Un accompagnement pour structurer le modèle économique, l'accès à des partenaires télécoms et une aide pour préparer une première levée.

11. Engagement : les deux porteurs travaillent à temps plein sur le projet depuis janvier 2026.`,
  },
  {
    id: 'h11-fr-artp-mvno-sama',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence'],
    absent: ['regulatory', 'litigation'],
    traits: ['letter', 'regulator', 'time', 'words'],
    text: `RÉPUBLIQUE DU SÉNÉGAL
AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS ET DES POSTES (ARTP)

Dakar, le 11 septembre 2026
N° 2026-0784/ARTP/DG/DRAJ

Monsieur le Directeur général
SAMA RÉSEAU SA
Almadies, Dakar

Objet : Demande de licence d'opérateur de réseau mobile virtuel (MVNO) — état d'avancement

Monsieur le Directeur général,

Nous accusons réception des pièces complémentaires que vous nous avez transmises le 28 août 2026 au soutien de votre demande de licence d'opérateur de réseau mobile virtuel, déposée le 12 mai 2026.

Nous vous informons que l'instruction de votre dossier se poursuit. À ce stade, les éléments suivants restent attendus :
- l'accord d'accueil définitif signé avec l'opérateur de réseau hôte, le document transmis n'étant qu'un protocole d'intention ;
- le plan de numérotation détaillé et le calendrier de déploiement sur trois ans ;
- les états financiers certifiés de l'actionnaire de référence.

Dès réception de ces pièces, le dossier sera soumis au Collège de l'ARTP, qui formulera son avis à l'attention du ministre chargé des télécommunications. Nous attirons votre attention sur le fait que vous ne pouvez commercialiser aucune offre au public avant la délivrance de la licence et la signature du cahier des charges.

Nous restons à votre disposition pour une réunion technique avec la Direction de la réglementation.

Veuillez agréer, Monsieur le Directeur général, l'expression de nos salutations distinguées.

Le Directeur général de l'ARTP`,
  },
  // CA octobre 61 M < septembre 84 M ; Orange Money Mali 46 % du CA (≥ 30 %)
  {
    id: 'h11-fr-sugu-lettre-octobre',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['regulatory', 'declining-revenue', 'customer-concentration'],
    absent: ['burn-above-revenue', 'pending-licence', 'short-runway'],
    traits: ['letter', 'figures', 'words', 'time'],
    text: `SUGU TRANSFERT SA — Lettre aux actionnaires — octobre 2026
Bamako, Mali

Chers actionnaires,

Le mois d'octobre a été difficile et je préfère vous en rendre compte sans détour.

Réglementation
Le 9 octobre, la BCEAO nous a notifié la suspension de notre service de transferts sortants vers l'étranger, dans l'attente d'un audit de conformité de notre dispositif de lutte contre le blanchiment et le financement du terrorisme. Les transferts domestiques et la réception de fonds de la diaspora restent ouverts. L'audit, confié à un cabinet agréé, débutera le 4 novembre ; nous n'avons aucune indication sur la durée de la suspension.

Activité
- Chiffre d'affaires d'octobre : 61 M FCFA (septembre : 84 M FCFA)
- Volume de transferts : 9,3 Md FCFA (septembre : 12,8 Md FCFA)
- Résultat d'exploitation du mois : 3,2 M FCFA, toujours positif grâce aux économies réalisées sur le marketing

Partenaires
Notre intégration avec Orange Money Mali a généré 46 % de notre chiffre d'affaires depuis le début de l'année ; les agents physiques et Moov Money se partagent le reste. Nous accélérons l'intégration avec Wave, prévue pour décembre.

Équipe
Nous avons renforcé le service conformité avec deux analystes et recruté un responsable LBC/FT expérimenté, venu d'une banque de Bamako.

Prochaines étapes
Nous vous tiendrons informés chaque semaine jusqu'à la levée de la suspension. Le conseil se réunira en séance extraordinaire le 15 novembre.

Bien à vous,
Boubacar Keïta, directeur général`,
  },
  // LTV annoncée 60 000 FCFA mais 1 500 × 20 % × 10 mois = 3 000 FCFA < CAC 4 500 ; rétention 12 mois 41 % (< 55 %) ; CA 92 → 460 M (×5)
  {
    id: 'h11-fr-assurmoto-fiche',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unit-economics', 'high-churn', 'unrealistic-growth'],
    absent: ['no-competition', 'missing-financials', 'pending-licence'],
    traits: ['one-pager', 'list', 'figures'],
    text: `ASSUR'MOTO — One-pager investisseurs
Abidjan, Côte d'Ivoire — Micro-assurance pour conducteurs de motos-taxis et livreurs — Amorçage : 350 M FCFA

Le problème
Moins de 5 % des conducteurs de motos-taxis d'Abidjan et de Bouaké sont assurés. Un accident signifie souvent la perte du revenu et de la moto.

La solution
Une couverture accident et responsabilité civile à 1 500 FCFA par mois, souscrite et payée par mobile money, portée par un assureur partenaire agréé CIMA.

Traction
- 14 200 assurés actifs
- Chiffre d'affaires 2025 : 92 M FCFA
- Rétention à 12 mois : 41 % des assurés de la cohorte de janvier 2025
- Délai moyen d'indemnisation : 72 heures

Économie unitaire
- Prime mensuelle : 1 500 FCFA
- Marge technique après sinistres et commission de l'assureur : 20 %
- Durée moyenne de souscription : 10 mois
- Coût d'acquisition par assuré : 4 500 FCFA
- LTV : 60 000 FCFA, soit un ratio LTV/CAC supérieur à 13

Concurrence
Les assureurs traditionnels (NSIA, Allianz, Saham) ne proposent pas de produit adapté à ce segment ; deux start-up testent des offres similaires au Sénégal.

Projections
- 2026 : 460 M FCFA
- 2027 : 1,9 Md FCFA

Équipe
Yannick Kouamé (CEO, ex-actuaire), Awa Bamba (opérations), Franck Aka (technologie).`,
  },
];
