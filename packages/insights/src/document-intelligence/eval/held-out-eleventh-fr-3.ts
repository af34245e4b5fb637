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
  // Carthage Growth Fund 51 % (≥ 50 %) ; fondateurs actifs 42 % (≥ 40 %) ; Walid, parti, garde 7 %
  {
    id: 'h11-fr-yasmine-entretien',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity', 'litigation'],
    traits: ['transcript', 'interview', 'words', 'figures'],
    text: `Transcription — entretien de due diligence (extrait)
Société : YASMINE AGRITECH SA, Sousse (Tunisie) — irrigation goutte-à-goutte connectée
Date : 3 novembre 2026
Participants : Amira Gharbi (cofondatrice, directrice générale), Olivier Mensah (fonds Mare Nostrum Partners)

O. Mensah : Commençons par les chiffres.
A. Gharbi : Nous avons réalisé 3,4 M TND de chiffre d'affaires en 2025, soit 40 % de plus qu'en 2024. Nous équipons 1 850 exploitations, surtout dans le Sahel et au Cap Bon.

O. Mensah : Votre équipe fondatrice a changé, je crois.
A. Gharbi : Oui. Walid, notre troisième cofondateur, qui s'occupait de l'électronique, a quitté la société en janvier 2026 pour s'installer au Canada. Nous sommes restés en bons termes.

O. Mensah : Et ses actions ?
A. Gharbi : Il a gardé ses 7 %. Le pacte d'associés ne prévoyait pas de clause de rachat en cas de départ, et nous n'avions pas la trésorerie pour lui faire une offre.

O. Mensah : Quelle est la répartition aujourd'hui ?
A. Gharbi : Carthage Growth Fund détient 51 % depuis le tour de 2025. Hichem et moi, les deux fondateurs encore en poste, avons 42 % à nous deux. Le registre est tenu par notre avocat et il est à jour.

O. Mensah : Le fonds a-t-il des droits particuliers ?
A. Gharbi : Il nomme trois administrateurs sur cinq.

O. Mensah : Des litiges ?
A. Gharbi : Aucun.

O. Mensah : Dernière question : vos marges ?
A. Gharbi : La marge brute est de 38 %, au même niveau qu'en 2024.`,
  },
  // ARR 2,6 M$ dont 700 000 $ d'un contrat ponctuel (installation unique)
  {
    id: 'h11-fr-kivusolar-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: ['litigation', 'related-party', 'non-recurring-revenue'],
    absent: ['regulatory', 'declining-revenue'],
    traits: ['blog', 'words', 'figures', 'indirect'],
    text: `Kivu Solar Connect : une année de croissance, et quelques vérités
Billet du fondateur, Emmanuel Mushagalusa — Goma, 2 décembre 2026

Nous avons terminé l'année avec un revenu annuel récurrent (ARR) de 2,6 M USD, contre 1,4 M USD il y a un an. Ce chiffre comprend le contrat de 700 000 USD signé avec une agence des Nations unies pour l'installation, en une seule fois, de 40 mini-réseaux dans des camps de déplacés autour de Goma. Ce contrat ne sera pas renouvelé une fois les installations livrées, mais il a prouvé que notre équipe pouvait exécuter à grande échelle.

Le reste de nos revenus vient des abonnements mensuels de 11 000 foyers et de 300 commerces raccordés à nos mini-réseaux du Nord-Kivu et de Kinshasa.

Je veux aussi être transparent sur deux sujets.

D'abord, notre ancien distributeur exclusif pour l'Ituri, avec qui nous avons rompu en 2025, nous poursuit devant le tribunal de commerce de Kinshasa/Gombe. Il réclame 340 000 USD au titre de la rupture du contrat. Nos avocats estiment que la demande est infondée ; l'affaire est toujours en cours et la prochaine audience est prévue en février.

Ensuite, plusieurs d'entre vous m'ont interrogé sur notre transport. Depuis 2023, l'acheminement des panneaux et des batteries depuis Dar es-Salaam est confié à TransKivu SARL, la société de mon père. Les tarifs ont été comparés à deux autres transporteurs et sont inférieurs de 8 % ; le conseil a validé ce contrat, mais nous lancerons un appel d'offres formel en 2027.

Merci à nos 140 collaborateurs. 2027 sera l'année de Bukavu et de Kisangani.`,
  },
  // CLEAN — table réconciliée, aucun départ, aucun litige en cours, max investisseur 27 %
  {
    id: 'h11-fr-argana-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['cap-table-complexity', 'dead-equity', 'litigation', 'investor-control', 'pending-licence', 'founder-departure'],
    traits: ['checklist', 'negation', 'list', 'time'],
    text: `ARGANA COSMÉTIQUES SA (Agadir, Maroc) — Check-list data room — réponses au 30 octobre 2026
Préparé par : direction juridique de la société ; revu par le cabinet Alaoui Benjelloun Avocats

[Oui] 1. La table de capitalisation a été rapprochée du registre des titres.
Commentaire : rapprochement réalisé par l'étude notariale au 30 septembre 2026, sans écart (pièce 1.1).

[Non] 2. Des titres sont-ils détenus par des personnes ayant quitté la société ?
Commentaire : aucun fondateur, dirigeant ou salarié actionnaire n'a quitté la société depuis sa création en 2017.

[Non] 3. Existe-t-il des instruments convertibles (BSA, obligations convertibles, BSA AIR) non reflétés dans la table ?
Commentaire : les obligations convertibles de 2022 ont été converties en 2024 ; la conversion figure dans la table.

[Non] 4. Un investisseur détient-il 50 % ou plus du capital ?
Commentaire : le premier investisseur, Souss Capital, détient 27 % ; les trois fondateurs 61 %.

[Non] 5. Des litiges sont-ils en cours ?
Commentaire : un litige avec une ancienne salariée a été tranché par un jugement définitif en juin 2025 ; la condamnation de 85 000 MAD a été payée. Aucune autre procédure.

[Oui] 6. Les autorisations sanitaires sont-elles obtenues ?
Commentaire : autorisations de l'ONSSA pour l'unité de production obtenues en 2024 et renouvelées en 2026 ; certificat d'exportation vers l'Union européenne valide.

[Non] 7. Des conventions ont-elles été conclues avec des dirigeants ou leurs proches ?
Commentaire : aucune.

[Oui] 8. La société est-elle à jour de ses obligations fiscales et sociales ?
Commentaire : attestations DGI et CNSS de septembre 2026.`,
  },
  // CLEAN — premier client 27 % (< 30 %, hypothèse de dépassement seulement) ; CA 11,3 → 14,2 M$ ; marge 33 → 34 %
  {
    id: 'h11-fr-boke-maintenance-comite',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'short-runway', 'unrealistic-growth', 'declining-revenue', 'low-founder-ownership'],
    traits: ['memo', 'modality', 'figures', 'negation'],
    text: `GUINÉE CROISSANCE PARTENAIRES — Note au comité d'investissement du 16 novembre 2026
Cible : BOKÉ MAINTENANCE INDUSTRIELLE SA (Boké, Guinée)
Opération : acquisition de 30 % du capital pour 4,5 M USD, dont 3 M USD d'augmentation de capital

1. Activité
La société assure la maintenance des engins miniers, des convoyeurs et des installations portuaires pour les sociétés de bauxite de la région de Boké. Elle emploie 420 techniciens, dont 85 % de Guinéens formés dans son propre centre.

2. Performance
- Chiffre d'affaires 2024 : 11,3 M USD
- Chiffre d'affaires 2025 : 14,2 M USD
- Marge brute : 34 % en 2025, 33 % en 2024
- Résultat net 2025 : 1,6 M USD ; trésorerie de 3,1 M USD et aucune dette financière
- Plan : 19,8 M USD en 2027

3. Clients
Le premier client représente 27 % du chiffre d'affaires et les trois premiers 58 %, dans un marché qui compte une dizaine de sociétés minières. Si le contrat avec le premier client était renouvelé en 2027 avec un volume doublé, sa part pourrait dépasser 30 % ; nous demanderons un suivi trimestriel de cet indicateur.

4. Gouvernance
Les deux fondateurs, MM. Camara et Soumah, détiennent 100 % du capital avant opération et en conserveront 70 %. Ils restent tous deux dirigeants.

5. Points examinés
- Aucun litige en cours ; aucun arriéré fiscal ni social.
- Comptes 2024 et 2025 audités, opinion sans réserve.

6. Recommandation : approbation, sous réserve de la finalisation de la documentation juridique.`,
  },
  // CLEAN — runway 520 / 21 = 24,8 mois ; CA 38 M > burn 21 M ; churn 1,8 %/mois ; marge 63 → 64 %
  {
    id: 'h11-fr-njangi-lettre-novembre',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'high-churn', 'short-runway', 'gross-margin', 'burn-above-revenue'],
    traits: ['letter', 'figures', 'time', 'negation'],
    text: `NJANGI DIGITAL — Lettre d'information aux investisseurs — novembre 2026
Yaoundé, Cameroun

Chers investisseurs,

Voici les nouvelles du mois.

Indicateurs
- Chiffre d'affaires de novembre : 38 M FCFA (+6 % par rapport à octobre)
- Groupes de tontine actifs : 5 240
- Taux d'attrition des groupes : 1,8 % par mois (2,0 % en octobre)
- Marge brute : 64 % (63 % le mois précédent)
- Burn net : 21 M FCFA
- Trésorerie : 520 M FCFA

Produit
Nous avons lancé la tontine « projets » permettant aux groupes d'épargner pour l'achat d'un terrain ou de matériel, en partenariat avec une banque camerounaise agréée qui conserve les fonds.

Juridique
Petit rappel, puisque certains nouveaux actionnaires nous ont posé la question : le litige qui nous opposait à notre ancien bailleur de Bastos est définitivement clos depuis le jugement du 12 mars 2026, qui n'a pas fait l'objet d'appel. Aucune autre procédure n'est ouverte.

Équipe
Arrivée de notre nouvelle responsable marketing, Carine Fotso, précédemment chez un opérateur télécom. L'équipe compte 34 personnes.

Prochain trimestre
Ouverture de Douala Nord et de Bafoussam, et préparation de l'extension au Gabon, sous réserve des discussions avec notre banque partenaire.

Merci pour votre soutien,
Rodrigue Tchamba, cofondateur et directeur général`,
  },
  // CLEAN — autorisation de la CDP accordée
  {
    id: 'h11-fr-cdp-autorisation-xeweul',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['letter', 'regulator', 'negation', 'words'],
    text: `RÉPUBLIQUE DU SÉNÉGAL
COMMISSION DE PROTECTION DES DONNÉES PERSONNELLES (CDP)

Dakar, le 6 octobre 2026
Délibération n° 2026-1432 du 1er octobre 2026

À Madame la Gérante
XEWEUL ANALYTICS SARL
Sacré-Cœur 3, Dakar

Objet : Autorisation de mise en œuvre d'un traitement de données à caractère personnel

Madame la Gérante,

Par la présente, nous vous notifions la délibération par laquelle la Commission de protection des données personnelles, réunie en séance plénière le 1er octobre 2026, a statué sur votre demande d'autorisation relative au traitement intitulé « Analyse des données de consommation pour le compte d'enseignes de distribution ».

Après examen du dossier et des engagements pris par votre société, notamment en matière d'anonymisation des données, de durée de conservation limitée à 24 mois et d'hébergement des données au Sénégal, la Commission a décidé d'autoriser la mise en œuvre du traitement.

La présente autorisation est délivrée sans réserve. Elle vaut pour les finalités décrites dans votre demande ; toute modification substantielle du traitement, notamment tout transfert de données hors du Sénégal, devra faire l'objet d'une nouvelle formalité préalable.

La Commission rappelle qu'elle peut procéder à tout moment à des contrôles. Votre société n'a fait l'objet d'aucune procédure de contrôle ni d'aucune sanction à ce jour.

Veuillez agréer, Madame la Gérante, l'expression de nos salutations distinguées.

Le Président de la Commission de protection des données personnelles`,
  },
];
