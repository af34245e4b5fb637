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
  // NRR : prestation ponctuelle de 180 000 TND classée en abonnements récurrents
  {
    id: 'h11-fr-nuvia-lettre-cac',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress', 'non-recurring-revenue'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['letter', 'auditor', 'words', 'negation'],
    text: `Cabinet Ben Salem & Associés — Experts comptables, commissaires aux comptes
Rue du Lac Léman, Les Berges du Lac, Tunis

Tunis, le 28 avril 2026

Au Conseil d'administration de NUVIA SAAS SA

Objet : Lettre de recommandations — exercice clos le 31 décembre 2025

Mesdames, Messieurs les administrateurs,

Dans le cadre de notre mission de commissariat aux comptes sur l'exercice 2025, nous avons relevé les points suivants, que nous portons à votre attention.

1. Créances clients
Nous n'avons pas obtenu de réponse à nos demandes de confirmation pour des créances représentant 640 000 TND, ni pu mettre en œuvre de procédures alternatives satisfaisantes. En conséquence, notre rapport sur les comptes annuels comporte une réserve sur ce poste.

2. Obligations fiscales et sociales
Les acomptes provisionnels d'impôt sur les sociétés des deuxième et troisième trimestres ainsi que les cotisations CNSS des mois d'octobre à décembre 2025 n'ont pas été réglés à leur échéance. Le montant des arriérés s'élève à 214 000 TND, pénalités de retard non comprises, et aucun échéancier n'a été conclu avec l'administration. Nous recommandons de régulariser sans délai.

3. Classement du chiffre d'affaires
Le chiffre d'affaires de l'exercice s'élève à 2 460 000 TND. Une prestation ponctuelle de migration de données, facturée 180 000 TND à un client bancaire et non reconductible, a été enregistrée dans le compte « abonnements récurrents » et présentée comme telle dans le reporting aux actionnaires. Nous recommandons de la reclasser en prestations de services.

4. Continuité d'exploitation
Nos travaux n'ont pas mis en évidence d'élément de nature à remettre en cause la continuité d'exploitation.

5. Contrôle interne
Les droits d'accès au logiciel de facturation doivent être revus ; trois anciens salariés disposent encore d'un compte actif.

Nous restons à votre disposition.

Sami Ben Salem, associé`,
  },
  // CLEAN — premier client 14 % ; marge brute 21,4 → 21,9 → 22,3 % ; CA en hausse ; DSCR 1,9
  {
    id: 'h11-fr-sodimat-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'debt-distress', 'audit-opinion', 'gross-margin', 'declining-revenue'],
    traits: ['memo', 'table', 'figures', 'negation'],
    text: `BANQUE DE L'OUÉMÉ — Direction des engagements
Note au comité de crédit du 9 octobre 2026

Emprunteur : SODIMAT BÉNIN SARL, Cotonou (zone de Akpakpa)
Activité : distribution de matériaux de construction (ciment, fer à béton, tôles)
Demande : crédit moyen terme de 450 000 000 FCFA sur 5 ans pour l'ouverture d'un dépôt à Parakou

1. Actionnariat
Deux associés fondateurs, MM. Hounkpè (60 %) et Agossou (40 %), tous deux gérants.

2. Données financières (comptes certifiés sans réserve par le cabinet Fiduciaire du Golfe)
Exercice;2023;2024;2025
Chiffre d'affaires (M FCFA);3 100;3 600;4 200
Marge brute;21,4 %;21,9 %;22,3 %
Résultat net (M FCFA);96;131;168
Endettement financier net / EBE;1,2;1,0;0,8

3. Relation bancaire
Client depuis 2014. Aucun incident de paiement, aucun retard sur les deux crédits en cours, dont le dernier sera soldé en mars 2027. Attestations de régularité fiscale (DGI) et sociale (CNSS) à jour.

4. Clients
Portefeuille diversifié d'entreprises de BTP et de revendeurs : le premier client représente 14 % du chiffre d'affaires, les cinq premiers 39 %.

5. Analyse
Le ratio de couverture du service de la dette prévisionnel ressort à 1,9 après le nouveau crédit. La hausse du prix du ciment pourrait peser sur les marges en 2027 ; la société a montré par le passé qu'elle répercutait ces hausses.

6. Garanties
Hypothèque de premier rang sur le terrain de Parakou, caution personnelle des associés, domiciliation des recettes.

Avis de la direction des engagements : favorable.`,
  },
  // CLEAN — questionnaire répondu non ; litige clos par transaction en 2024
  {
    id: 'h11-fr-lomefret-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence', 'dead-equity', 'cap-table-complexity', 'debt-distress'],
    traits: ['checklist', 'negation', 'time', 'list'],
    text: `LOMÉ FRET EXPRESS SA — Liste de contrôle data room (vérification juridique)
Préparée par le cabinet Adjovi & Partenaires pour le compte de Mono River Capital — version du 21 octobre 2026

N°;Question;Réponse;Pièce
1;Existe-t-il des litiges en cours (civils, commerciaux, sociaux, fiscaux) ?;Non. Le différend de 2023 avec un transitaire de Cotonou a été clos par une transaction homologuée le 14 mai 2024 ; aucune somme ne reste due.;D-1.4
2;Des conventions ont-elles été conclues avec des dirigeants, administrateurs ou leurs proches ?;Non. Le registre des conventions réglementées est vierge pour 2024, 2025 et 2026.;D-2.1
3;Toutes les autorisations d'exercice sont-elles obtenues ?;Oui. Agrément de commissionnaire en douane délivré en 2021, licence de transport routier renouvelée le 3 février 2026. Aucune demande en cours.;D-3.2
4;D'anciens associés, salariés ou dirigeants détiennent-ils encore des actions ?;Non. Aucun associé ni dirigeant n'a quitté la société depuis sa création.;D-4.1
5;La table de capitalisation est-elle rapprochée du registre des titres ?;Oui, rapprochement certifié par Me Lawson, notaire, au 30 septembre 2026.;D-4.2
6;Un actionnaire détient-il 50 % ou plus du capital ?;Non. Les fondateurs détiennent 58 % ; aucun investisseur ne dépasse 22 %.;D-4.2
7;La société est-elle à jour de ses obligations fiscales et sociales ?;Oui. Attestations de l'OTR et de la CNSS datées d'octobre 2026.;D-5.3
8;La société a-t-elle fait l'objet de sanctions d'une autorité de régulation ?;Non.;D-6.1
9;Existe-t-il des sûretés consenties sur les actifs ?;Oui, nantissement de deux camions au profit d'Ecobank Togo, crédit remboursé à bonne date.;D-7.2

Observation du cabinet : aucun point bloquant identifié à ce stade.`,
  },
  // CLEAN — runway 230 / 12 = 19 mois ; churn 2,3 %/mois ; CA 410 → 640 M FCFA ; projection ×2
  {
    id: 'h11-fr-fasolumiere-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'high-churn', 'short-runway', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['blog', 'words', 'figures', 'negation'],
    text: `Ce que trois ans de kits solaires nous ont appris au Burkina
Par Ousmane Sawadogo, cofondateur de Faso Lumière — publié le 6 novembre 2026

Quand nous avons lancé Faso Lumière à Ouagadougou en 2023, nous pensions vendre des panneaux. Nous vendons en réalité de la confiance : un ménage de Koudougou ou de Kaya accepte de payer 150 FCFA par jour parce qu'il sait qu'un technicien viendra si la batterie tombe en panne.

On me demande souvent si nous sommes seuls sur ce marché. Non, et heureusement. Sun King, Bboxx et plusieurs distributeurs locaux sont présents, parfois dans les mêmes villages que nous. La concurrence a éduqué les clients au paiement mobile et nous oblige à soigner le service.

Quelques chiffres, puisque nos investisseurs nous encouragent à être transparents :
- chiffre d'affaires 2025 : 640 M FCFA, contre 410 M FCFA en 2024 ;
- 21 400 clients actifs ;
- taux de désabonnement mensuel : 2,3 %, en baisse depuis que nous avons recruté des agents dans chaque commune ;
- trésorerie : 230 M FCFA pour un burn net d'environ 12 M FCFA par mois, alors que nos encaissements mensuels dépassent 55 M FCFA.

Notre ambition pour 2027 est raisonnable : doubler le nombre de clients, pas davantage. Nous aurions pu annoncer dix fois plus, mais un kit mal installé est un client perdu.

La situation sécuritaire dans certaines régions nous a obligés à suspendre nos tournées dans l'Est ; elle pourrait encore évoluer. Nous préférons croître là où nos équipes peuvent travailler sereinement.

Enfin, merci à nos 63 collaborateurs. Les trois cofondateurs sont toujours là, à plein temps, et nous n'avons jamais eu autant envie d'avancer.`,
  },
  // CLEAN — premier client 17 % ; fondateurs 71 % ; CA 1,4 → 1,9 Md FCFA ; sanction visant un concurrent
  {
    id: 'h11-fr-okoume-entretien',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'no-competition', 'founder-departure', 'customer-concentration', 'low-founder-ownership'],
    traits: ['transcript', 'interview', 'negation', 'indirect'],
    text: `Transcription — entretien de présélection, programme Gabon Tech Invest
Société : OKOUMÉ DATA SA (Libreville) — hébergement cloud et services informatiques
Date : 2 octobre 2026 — Intervenants : Claire Moussavou (analyste), Jean-Baptiste Nzé (président-directeur général)

C. Moussavou : Commençons par l'équipe. Qui sont les fondateurs et sont-ils encore tous dans l'entreprise ?
J.-B. Nzé : Nous sommes trois cofondateurs, tous à plein temps depuis 2019 : moi, Ornella Ndong à la technique et Patrick Obiang au commercial. Nous détenons ensemble 71 % du capital, le reste est réparti entre deux investisseurs et les salariés.

C. Moussavou : Vos chiffres ?
J.-B. Nzé : Le chiffre d'affaires 2025 est de 1,9 Md FCFA, contre 1,4 Md FCFA en 2024. Nous sommes rentables depuis 2023.

C. Moussavou : Dépendez-vous d'un grand compte ?
J.-B. Nzé : Notre premier client, un ministère, pèse 17 % du chiffre d'affaires. Nous avons une quarantaine de clients, surtout des banques et des entreprises pétrolières.

C. Moussavou : Et la concurrence ?
J.-B. Nzé : Elle existe : deux acteurs locaux et les intégrateurs français qui répondent depuis Paris. Nous gagnons sur la proximité et sur l'hébergement des données au Gabon.

C. Moussavou : On a lu qu'un hébergeur avait été sanctionné par le régulateur cette année.
J.-B. Nzé : Oui, un de nos concurrents a reçu une amende de l'ARCEP pour des coupures répétées. Cela ne nous concerne pas ; nous avons renouvelé nos autorisations sans difficulté en janvier.

C. Moussavou : Des litiges ?
J.-B. Nzé : Aucun.

C. Moussavou : Merci, nous revenons vers vous d'ici deux semaines.`,
  },
  // CLEAN — CA 48,6 M > charges 41,2 M ; projections ×1,3 par an ; autorisation déjà délivrée
  {
    id: 'h11-fr-djoliba-subvention',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'unrealistic-growth', 'missing-financials', 'burn-above-revenue'],
    traits: ['application', 'form', 'figures', 'negation'],
    text: `DOSSIER DE CANDIDATURE — Fonds d'appui à l'innovation agricole (édition 2026)
Porteur : DJOLIBA AGRO SARL, Ségou (Mali)

Section 1 — Présentation du projet
Djoliba Agro transforme le riz paddy de l'Office du Niger en riz étuvé conditionné, vendu aux grossistes de Bamako et de Sikasso. Le projet soumis consiste à installer un séchoir solaire pour réduire les pertes après récolte et la consommation de bois.

Section 2 — Situation financière (exercice 2025)
- Chiffre d'affaires : 48 600 000 FCFA
- Charges totales : 41 200 000 FCFA
- Résultat : 7 400 000 FCFA
- Effectif : 9 salariés permanents, 22 étuveuses partenaires

Section 3 — Prévisions
- 2026 : 64 000 000 FCFA
- 2027 : 85 000 000 FCFA
Ces prévisions reposent sur la capacité actuelle de l'unité et sur les contrats d'achat déjà signés avec deux coopératives.

Section 4 — Cadre réglementaire
L'autorisation d'exploitation de l'unité de transformation a été délivrée par la direction régionale de l'industrie en 2023. Le projet de séchoir ne nécessite aucune autorisation supplémentaire ; nous l'avons fait confirmer par écrit en août 2026.

Section 5 — Budget du projet
- Séchoir solaire et installation : 18 500 000 FCFA
- Formation des étuveuses : 2 400 000 FCFA
- Apport propre : 6 000 000 FCFA ; subvention demandée : 14 900 000 FCFA

Section 6 — Équipe
Aminata Traoré (gérante, ingénieure agronome) et Seydou Coulibaly (responsable production), cofondateurs, tous deux à temps plein.

Section 7 — Risques identifiés
Une mauvaise crue du Niger pourrait réduire l'offre de paddy ; les contrats avec deux coopératives différentes limitent ce risque.`,
  },
];
