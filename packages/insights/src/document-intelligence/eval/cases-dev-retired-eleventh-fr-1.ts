import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases1: readonly RedFlagCase[] = [
  // runway = 96 000 000 / 18 000 000 = 5,3 mois (< 9) ; burn net 18 M < CA 22,4 M, donc pas de burn-above-revenue
  {
    id: 'h11-fr-kora-lettre-octobre',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['short-runway', 'pending-licence'],
    absent: ['burn-above-revenue', 'regulatory', 'declining-revenue'],
    traits: ['letter', 'figures', 'indirect', 'time'],
    text: `KORA PAY SÉNÉGAL — Lettre mensuelle aux investisseurs — octobre 2026

Chers actionnaires,

Octobre a été un bon mois commercial. Voici l'essentiel.

Activité
- Volume traité : 4,8 Md FCFA (+9 % par rapport à septembre)
- Marchands actifs : 3 420 (+210 sur le mois)
- Chiffre d'affaires du mois : 22 400 000 FCFA (septembre : 20 900 000 FCFA)
- Marge brute : 61 % (stable)

Finances
- Burn net du mois : 18 000 000 FCFA, en ligne avec le budget
- Trésorerie disponible au 31 octobre : 96 000 000 FCFA
- Aucune dette bancaire

Réglementation
Notre dossier de demande d'agrément en qualité d'établissement de paiement a été déposé auprès de la BCEAO en mars 2026. La Direction de la stabilité financière nous a adressé une seconde série de questions en septembre, auxquelles nous avons répondu le 14 octobre. L'agrément n'a pas encore été accordé et nous ne disposons d'aucune date de décision. En attendant, nous continuons d'opérer sous l'agrément de notre banque partenaire, dans le cadre du contrat de distribution signé en 2025.

Équipe
Deux recrutements en octobre : une responsable conformité venue d'une banque de la place et un développeur mobile senior. L'équipe compte désormais 27 personnes entre Dakar et Thiès.

Levée
Nous préparons l'ouverture de notre série A au premier trimestre 2027. Compte tenu de notre niveau de trésorerie, nous proposerons au conseil de novembre un financement relais des actionnaires existants, sous forme d'obligations convertibles, afin de couvrir la période de levée.

Nos demandes
Toute introduction auprès de fonds actifs dans les paiements en zone UEMOA est la bienvenue.

Merci de votre soutien,
Fatou Ndiaye, directrice générale`,
  },
  // clients : SACO Export 541 M / 1 320 M = 41 % (≥ 30 %) ; fondateurs 19 % + 15 % = 34 % (< 40 %) ; premier investisseur 28 % (< 50 %)
  {
    id: 'h11-fr-cacaotrace-comite',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration', 'related-party', 'low-founder-ownership'],
    absent: ['investor-control', 'declining-revenue', 'cap-table-complexity'],
    traits: ['memo', 'figures', 'table', 'indirect'],
    text: `FONDS SAHEL IMPACT I — Note au comité d'investissement
Objet : prise de participation dans CacaoTrace SAS (Abidjan, Côte d'Ivoire)
Montant proposé : 1,5 M€ en actions de préférence, série A

1. La société
CacaoTrace fournit aux coopératives de cacao une solution de traçabilité (application mobile, balances connectées, géolocalisation des parcelles) et facture un service par tonne tracée aux exportateurs. La société compte 46 salariés, dont 31 agents de terrain à San-Pedro, Soubré et Daloa.

2. Chiffres clés (comptes certifiés)
- Chiffre d'affaires 2024 : 860 M FCFA
- Chiffre d'affaires 2025 : 1 320 M FCFA
- Marge brute : 48 % en 2025 contre 47 % en 2024
- Résultat net 2025 : 74 M FCFA

3. Clients
Le premier client, SACO Export, a représenté 541 M FCFA du chiffre d'affaires 2025. Les cinq clients suivants pèsent ensemble 23 %. Le contrat avec SACO Export arrive à échéance en septembre 2027.

4. Actionnariat avant opération
- Aya Kouassi (présidente, cofondatrice) : 19 %
- Didier N'Guessan (directeur technique, cofondateur) : 15 %
- Comoé Capital : 28 %
- Business angels (six personnes) : 20 %
- Plan d'actions salariés : 18 %
Le tableau a été rapproché du registre des mouvements de titres par notre conseil.

5. Points d'attention
L'entrepôt de stockage et de séchage de San-Pedro est loué à la SCI Bénié, détenue par le frère de Mme Kouassi, pour 3 600 000 FCFA par mois. Le bail de neuf ans a été signé en 2023 sans mise en concurrence. Nous demanderons une évaluation indépendante du loyer.

6. Recommandation
L'équipe d'investissement recommande l'opération, sous réserve d'une clause de revoyure sur le bail de San-Pedro et d'un plan de diversification commerciale.`,
  },
  // CA T1→T4 en baisse ; taux de marge brute 40,0 % → 24,0 % ; total charges > CA chaque trimestre
  {
    id: 'h11-fr-mboa-csv-trimestres',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue'],
    absent: ['short-runway', 'audit-opinion'],
    traits: ['csv', 'table', 'figures', 'split-lines'],
    text: `# Export compte de gestion — MBOA FOODS SARL (Douala, Cameroun)
# Restauration rapide et livraison — 6 points de vente
# Montants en FCFA — séparateur ; — généré le 08/01/2026 depuis le logiciel de gestion
# Périmètre : activité consolidée des points de vente Akwa, Bonapriso, Bonamoussadi, Makepe, Logpom et Yaoundé-Bastos

Poste;T1 2025;T2 2025;T3 2025;T4 2025
Chiffre d'affaires;182 400 000;171 900 000;158 300 000;149 700 000
Coût des ventes (matières, emballages);109 400 000;111 700 000;112 400 000;113 800 000
Marge brute;73 000 000;60 200 000;45 900 000;35 900 000
Taux de marge brute;40,0 %;35,0 %;29,0 %;24,0 %
Charges de personnel;41 200 000;42 800 000;43 100 000;44 000 000
Loyers et charges locatives;18 600 000;18 600 000;19 200 000;19 200 000
Marketing et commissions plateformes;9 800 000;11 400 000;12 700 000;13 100 000
Autres charges;6 900 000;7 300 000;7 800 000;8 200 000
Total charges;185 900 000;191 800 000;195 200 000;198 300 000
Résultat d'exploitation;-3 500 000;-19 900 000;-36 900 000;-48 600 000
Nombre de commandes;61 200;57 800;52 900;49 600
Panier moyen;2 980;2 974;2 992;3 018

# Notes du contrôleur de gestion
# 1. Hausse du prix de l'huile et de la farine à partir d'avril, non répercutée sur les prix de vente.
# 2. Fermeture temporaire du point Logpom en septembre (travaux de voirie).
# 3. Les commissions des plateformes de livraison passent de 18 % à 22 % au T3.
# 4. Les ventes des points de Yaoundé sont remontées chaque semaine par l'application de caisse.`,
  },
  {
    id: 'h11-fr-artci-sanction-yele',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation'],
    traits: ['letter', 'words', 'regulator'],
    text: `AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS/TIC DE CÔTE D'IVOIRE (ARTCI)
Direction de la protection des données à caractère personnel

Abidjan, le 17 septembre 2026
Réf. : ARTCI/DPDP/2026/0412

À l'attention de M. le Directeur général
YÉLÉ SANTÉ SA
Cocody, Riviera Palmeraie, Abidjan

Objet : Décision portant sanction pécuniaire et injonction

Monsieur le Directeur général,

À la suite du contrôle sur place effectué dans vos locaux les 2 et 3 juillet 2026, et après examen des observations écrites que vous nous avez transmises le 29 juillet, le Conseil de régulation a constaté les manquements suivants à la loi n° 2013-450 relative à la protection des données à caractère personnel :

1. la collecte et le traitement de données de santé de patients par votre application de téléconsultation sans autorisation préalable de l'ARTCI ;
2. le transfert de ces données vers des serveurs situés hors de Côte d'Ivoire sans autorisation ;
3. l'absence d'information des personnes concernées sur la durée de conservation.

En conséquence, le Conseil a décidé :
- de prononcer à l'encontre de Yélé Santé SA une sanction pécuniaire de 25 000 000 FCFA, payable sous trente jours ;
- de vous enjoindre de cesser tout transfert de données de santé hors du territoire dans un délai de trente jours à compter de la notification ;
- de rendre publique la présente décision sur le site de l'Autorité.

À défaut d'exécution de l'injonction dans le délai imparti, le Conseil pourra prononcer la suspension du traitement concerné.

La présente décision peut faire l'objet d'un recours dans les conditions prévues par les textes en vigueur.

Veuillez agréer, Monsieur le Directeur général, l'expression de notre considération distinguée.

Le Directeur général de l'ARTCI`,
  },
  // fondateurs actifs : Salma 28 % + Karim 24 % = 52 % (≥ 40 %) ; Youssef (parti) 18 % non rachetés
  {
    id: 'h11-fr-ald-courriels-captable',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'investor-control', 'litigation'],
    traits: ['email', 'quoted', 'indirect', 'figures'],
    text: `De : Rachid El Amrani <r.elamrani@azurventures.ma>
À : Nadia Tazi <n.tazi@ald.ma>
Date : 12 novembre 2026, 18:42
Objet : RE: RE: Table de capitalisation ALD — version data room

Nadia,

Merci pour ces précisions. Si je résume : le fichier Excel ne correspond pas au registre et personne ne peut aujourd'hui nous donner la répartition exacte. Nous ne pouvons pas présenter le dossier au comité du 3 décembre dans ces conditions. Pouvez-vous nous indiquer un calendrier de régularisation ?

Rachid

> Le 12 nov. 2026 à 11:05, Nadia Tazi a écrit :
> Bonjour Rachid,
> Je reprends vos questions dans l'ordre.
> 1. Écarts entre l'Excel et le registre : oui, il y a un écart de 4 300 actions que nous
> n'avons pas encore expliqué. Le cabinet du notaire travaille dessus mais n'a pas
> encore rendu ses conclusions.
> 2. BSA AIR de 2023 : les trois BSA AIR souscrits par des business angels n'ont jamais
> été reportés dans la table ; nous ne savons pas encore s'ils se convertissent à la
> valorisation de votre tour ou à celle du plafond.
> 3. Youssef Bennani : comme vous le savez, notre cofondateur a quitté ALD en avril 2024
> pour rejoindre un groupe de transport à Tanger. Il détient toujours ses 18 %. La promesse
> de cession prévue au pacte n'a pas été exercée à l'époque, faute de trésorerie, et
> aucun accord n'a été trouvé depuis.
> 4. Les deux fondateurs en poste, Salma (28 %) et moi-même pour Karim (24 %), restent
> pleinement engagés.
> Bien à vous,
> Nadia Tazi, directrice financière, Atlas Logistique Digitale (Casablanca)
>
>> Le 10 nov. 2026 à 09:17, Rachid El Amrani a écrit :
>> Nadia, avant le comité, pouvez-vous confirmer que la table transmise est à jour,
>> qu'elle intègre les BSA AIR et nous dire où en sont les titres de M. Bennani ?`,
  },
  // CA 310 M Ar → 1,3 Md (×4,2) → 5,2 Md (×4) ; LTV annoncée 95 000 Ar mais 4 000 × 60 % × 7 mois = 16 800 Ar
  {
    id: 'h11-fr-mianatra-fiche',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['no-competition', 'unrealistic-growth', 'unit-economics'],
    absent: ['high-churn', 'burn-above-revenue', 'missing-financials'],
    traits: ['one-pager', 'list', 'figures'],
    text: `MIANATRA — Fiche de présentation
Antananarivo, Madagascar — Edtech — Levée d'amorçage : 600 000 €

Le problème
Plus de 60 % des élèves de terminale échouent au baccalauréat malgache en mathématiques et en physique. Les cours particuliers coûtent trop cher pour la plupart des familles.

Notre solution
Une application de révision en malgache et en français, qui fonctionne hors connexion, avec des exercices corrigés, des vidéos courtes et un tuteur par SMS.

Traction
- 41 000 élèves inscrits, 9 800 abonnés payants
- Chiffre d'affaires 2025 : 310 M Ar
- 14 lycées partenaires à Antananarivo, Antsirabe et Toamasina

Marché
Il n'existe aucun concurrent à Madagascar : nous sommes la seule solution de soutien scolaire numérique du pays.

Économie unitaire
- Abonnement : 4 000 Ar par mois
- Marge brute par abonné : 60 %
- Durée de vie moyenne d'un abonné : 7 mois
- Coût d'acquisition (CAC) : 6 000 Ar
- Valeur vie client (LTV) : 95 000 Ar, soit un ratio LTV/CAC de 16

Projections
- 2026 : 1,3 Md Ar
- 2027 : 5,2 Md Ar
- 2028 : lancement à La Réunion et aux Comores

Utilisation des fonds
Contenu pédagogique, équipe commerciale dans six régions, partenariats avec les opérateurs mobiles.

Équipe
Hery Rakotomalala (CEO, ancien professeur agrégé), Mialy Andrianarisoa (CTO, ex-ingénieure dans une banque de la place).`,
  },
];
