import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part3: readonly RedFlagCase[] = [
  // founder-departure: le cofondateur Koffi quitte l'entreprise. no-competition: "nous n'avons aucun concurrent au Bénin". declining-revenue absent: 31 -> 48 M FCFA (hausse). Chiffres présents -> pas de missing-financials.
  {
    id: 'd20-w2-fr-017-blog-cotonou-depart-cofondateur',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure', 'no-competition'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['indirect'],
    text: `Blog de Gbeto Livraison – « Une nouvelle page s'ouvre »
Publié le 6 janvier 2026 par Rachidatou Adjovi, cofondatrice et directrice générale

Il y a quatre ans, Koffi et moi lancions Gbeto depuis un petit bureau d'Akpakpa, avec trois motos et beaucoup d'enthousiasme. Aujourd'hui, nous livrons chaque jour plus de 1 800 colis à Cotonou, Porto-Novo et Abomey-Calavi.

Je vous dois d'abord une nouvelle importante : Koffi, mon cofondateur et directeur des opérations, a décidé de quitter Gbeto. Il rejoint une banque régionale pour y piloter la logistique des agences. Il reste avec nous jusqu'à fin février pour accompagner Nadège, qui reprend les opérations. Je le remercie du fond du cœur.

Les chiffres de l'année écoulée nous encouragent : nos revenus ont atteint 48 M FCFA en 2025, contre 31 M FCFA en 2024, et nous avons signé nos premiers contrats avec deux chaînes de pharmacies.

On nous demande souvent qui sont nos concurrents. La réponse est simple : nous n'avons aucun concurrent au Bénin sur la livraison du dernier kilomètre pour les commerçants. Les transporteurs existants font du fret entre villes, pas de la livraison à domicile avec paiement à la réception.

Pour 2026, nos priorités sont claires :
- ouvrir Parakou au deuxième trimestre ;
- passer de 60 à 100 livreurs ;
- lancer le suivi des colis par WhatsApp.

Merci à nos clients, à nos livreurs et à nos investisseurs.

Rachidatou`,
  },
  // Revue de prêt: prêt soldé, covenants respectés (DSCR 1,9 > 1,3), un retard de 12 jours en 2024 régularisé -> debt-distress résolu / absent. CA en hausse, résultat positif.
  {
    id: 'd20-w2-fr-018-revue-pret-yaounde-solde',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'declining-revenue', 'burn-above-revenue'],
    traits: ['resolved', 'figures', 'negation'],
    text: `REVUE ANNUELLE DE PRÊT – Afriland First Bank, Agence Yaoundé-Hippodrome
Emprunteur : CAMLAIT SARL (transformation laitière) – date de revue : 20 janvier 2026

1. Historique des concours
- Prêt d'équipement n° 1 (2021) : 180 M FCFA – intégralement remboursé, dernière échéance réglée le 30 novembre 2025. Mainlevée de l'hypothèque en cours de formalisation.
- Prêt d'équipement n° 2 (2024) : 250 M FCFA sur 5 ans – encours 205 M FCFA, toutes échéances honorées à bonne date.
- Découvert autorisé : 40 M FCFA, utilisation moyenne 11 M FCFA.

2. Incidents de paiement
Un retard de douze jours avait été constaté sur l'échéance de mars 2024, lié à un décalage de paiement d'un distributeur ; il a été régularisé le 12 avril 2024, pénalités comprises. Aucun incident depuis.

3. Situation financière
                         2024          2025
Chiffre d'affaires      1 120 M       1 365 M FCFA
Charges d'exploitation    985 M       1 190 M FCFA
Résultat net               71 M          98 M FCFA

4. Covenants
Ratio de couverture du service de la dette (DSCR) : 1,9 (minimum 1,3) – respecté.
Fonds propres / total bilan : 34 % (minimum 25 %) – respecté.

5. Appréciation
Relation saine. Avis favorable au renouvellement du découvert et à l'étude d'un prêt de 120 M FCFA pour une seconde ligne de conditionnement.`,
  },
  // related-party: contrat avec Kivu Logistique SARL dont l'épouse du DG est associée majoritaire. cap-table-complexity: écarts non expliqués table/registre. litigation: assignation toujours pendante. "procès-verbal" = compte rendu.
  {
    id: 'd20-w2-fr-019-pv-kinshasa-epouse-dg-assignation',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['related-party', 'cap-table-complexity', 'litigation'],
    absent: ['dead-equity', 'debt-distress'],
    traits: ['indirect'],
    text: `CONGO MINERAL TECH SA – Kinshasa/Gombe
Procès-verbal de la réunion du Conseil d'administration du 17 novembre 2025

Présents : M. Patrice Ilunga (Président), Mme Grace Mukendi, M. Didier Kabongo (DG), M. Alain Dupré (représentant de Lualaba Partners).

Point 1 – Contrat de transport
Le Directeur général présente le contrat de transport de concentrés entre Lubumbashi et Kinshasa à conclure avec Kivu Logistique SARL pour un montant annuel de 1,8 M USD. Le DG informe le Conseil que son épouse, Mme Esther Kabongo, est associée majoritaire de Kivu Logistique SARL. Le DG ne prend pas part au vote. Le contrat est approuvé à la majorité des administrateurs présents.

Point 2 – Capital social
Le Secrétaire du Conseil indique que la table de capitalisation tenue par la direction financière et le registre des actionnaires présentent des écarts qui n'ont pas pu être expliqués à ce jour, notamment sur les souscriptions de 2022 réglées en partie en francs congolais. Un cabinet sera mandaté pour reconstituer l'historique des mouvements de titres.

Point 3 – Affaires juridiques
Le Conseil prend acte que l'assignation délivrée en juin 2025 par l'ancien fournisseur Trans-Équateur devant le Tribunal de commerce de Kinshasa/Gombe, en paiement de 420 000 USD, est toujours pendante. L'affaire a été renvoyée au 15 janvier 2026. Le conseil de la société estime la demande infondée.

Point 4 – Divers
Néant.

La séance est levée à 17 h 10.
Le Président                                Le Secrétaire`,
  },
  // Décision ARTP portant attribution de licence: licence accordée -> pas de pending-licence ni regulatory (obligations standard, aucune sanction).
  {
    id: 'd20-w2-fr-020-artp-attribution-licence',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['boilerplate', 'resolved'],
    text: `RÉPUBLIQUE DU SÉNÉGAL
Autorité de Régulation des Télécommunications et des Postes (ARTP)

DÉCISION N° 2026-0031/ARTP/DG/DRJ
portant attribution d'une licence de fournisseur d'accès à Internet à la société NEXUS FIBRE SA

Le Directeur général,

Vu la loi n° 2018-28 du 12 décembre 2018 portant Code des Communications électroniques ;
Vu la demande de licence introduite par la société NEXUS FIBRE SA le 4 septembre 2025 ;
Vu l'avis favorable de la Direction des Réseaux et Services en date du 12 décembre 2025 ;
Vu le paiement de la contrepartie financière de 25 000 000 FCFA, attesté par la quittance n° 4471 ;

DÉCIDE :

Article 1er : Une licence de fournisseur d'accès à Internet est attribuée à la société NEXUS FIBRE SA pour une durée de dix (10) ans à compter de la notification de la présente décision.

Article 2 : Le titulaire est tenu de respecter le cahier des charges annexé, notamment les obligations de qualité de service, de protection des données des abonnés et de transmission trimestrielle des statistiques de trafic.

Article 3 : Tout manquement aux obligations du cahier des charges pourra donner lieu aux sanctions prévues par le Code des Communications électroniques.

Article 4 : La présente décision sera notifiée au titulaire et publiée sur le site Internet de l'ARTP.

Fait à Dakar, le 8 janvier 2026
Le Directeur général`,
  },
  // missing-financials: un deck sans aucun chiffre de CA ni de coût. unrealistic-growth: "multiplier nos revenus par dix chaque année" (x10/an >= 4x). no-competition absent: le deck cite des alternatives existantes.
  {
    id: 'd20-w2-fr-021-deck-paris-sans-chiffres-x10',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'unrealistic-growth'],
    absent: ['no-competition'],
    traits: ['list', 'indirect'],
    text: `HELIA – Présentation investisseurs (version courte, mars 2026)

Slide 1 – Notre mission
Rendre l'autoconsommation solaire simple pour les copropriétés françaises.

Slide 2 – Le problème
Les syndics n'ont ni le temps ni les compétences pour monter un projet solaire collectif : études, subventions, répartition de l'électricité entre copropriétaires, contrats de maintenance.

Slide 3 – Notre solution
Une plateforme clé en main : étude de toiture automatisée, montage du dossier d'aides, logiciel de répartition et suivi de production en temps réel.

Slide 4 – Traction
- Pilotes signés avec deux cabinets de syndic à Lyon et Bordeaux
- Liste d'attente de plusieurs dizaines de copropriétés
- Partenariat en cours de discussion avec un grand énergéticien

Slide 5 – Paysage concurrentiel
Installateurs solaires traditionnels, bureaux d'études, quelques start-up de l'autoconsommation individuelle. Aucun ne traite la copropriété de bout en bout.

Slide 6 – Ambition
Multiplier nos revenus par dix chaque année pendant les trois prochaines années et devenir le leader européen de l'autoconsommation collective.

Slide 7 – Équipe
Claire (ex-ingénieure chez un énergéticien), Thomas (ex-CTO d'une proptech), Inès (ex-juriste immobilier).

Slide 8 – La levée
Nous levons un tour d'amorçage pour recruter l'équipe commerciale et industrialiser la plateforme.`,
  },
  // Problèmes d'autres sociétés: procès d'un concurrent, défaut de paiement d'un confrère -> ni litigation ni debt-distress. Concurrents nommés -> pas de no-competition. CA 380 M > charges 330 M FCFA.
  {
    id: 'd20-w2-fr-022-blog-abidjan-proces-concurrent',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'no-competition', 'burn-above-revenue'],
    traits: ['other-company', 'figures'],
    text: `Ce que l'affaire EduPlus nous apprend – billet du fondateur de Kalanso (Abidjan)
Par Ibrahim Coulibaly, 12 février 2026

Vous avez sans doute lu dans la presse qu'EduPlus, l'un de nos concurrents sur le soutien scolaire en ligne, a été assigné devant le Tribunal de commerce d'Abidjan par un éditeur qui l'accuse d'avoir reproduit ses manuels sans licence. Quelques semaines plus tôt, une autre edtech de la place, ClassUp, a fait défaut sur le remboursement de son prêt bancaire et cherche un repreneur.

Je ne me réjouis d'aucune de ces nouvelles. Elles rappellent que notre secteur est jeune et qu'il est exigeant.

Chez Kalanso, nous avons fait des choix tôt :
- tous nos contenus sont produits par nos propres enseignants ou sous licence écrite des éditeurs ;
- nous avons financé la croissance par nos fonds propres et un seul tour d'amorçage, sans dette.

Nous ne sommes pas seuls sur ce marché, et c'est tant mieux : EduPlus, ClassUp, Taf Taf Académie et les cours particuliers traditionnels sont autant d'alternatives pour les familles. Notre différence tient à l'accompagnement hebdomadaire par un tuteur.

En 2025, Kalanso a réalisé 380 M FCFA de chiffre d'affaires pour 330 M FCFA de charges, avec 14 500 élèves inscrits, dont les deux tiers en classes d'examen.

Si demain un éditeur contestait l'un de nos contenus, nous pourrions présenter chaque contrat de licence. C'est notre meilleure assurance.

Ibrahim`,
  },
  // non-recurring-revenue: ARR de 9,6 M MAD incluant 2,1 M MAD de projets d'intégration ponctuels. unit-economics: LTV/CAC annoncé 5, mais 400 x 60 % x 25 mois (churn 4 %) = 6 000 MAD / CAC 3 000 = 2. high-churn absent: 4 %/mois < 5 %. unrealistic-growth absent: x2.
  {
    id: 'd20-w2-fr-023-bp-casa-arr-ltv',
    documentType: 'business_plan',
    language: 'fr',
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'unrealistic-growth'],
    traits: ['figures', 'indirect'],
    text: `PLAN D'AFFAIRES 2026-2028 – STOCKLY MAROC SA (Casablanca)
Section 4 – Indicateurs clés

4.1 Revenu récurrent
Au 31 décembre 2025, notre ARR (revenu récurrent annualisé) s'établit à 9,6 M MAD. Il se décompose comme suit :
- abonnements logiciels des 2 000 points de vente : 7,5 M MAD ;
- projets d'intégration ERP facturés une seule fois aux grands comptes en 2025 : 2,1 M MAD.
L'ARR sert de base à nos projections 2026 (19 M MAD, x2).

4.2 Économie unitaire
Nous affichons un ratio LTV/CAC de 5, parmi les meilleurs du secteur. Les hypothèses retenues sont les suivantes :
- revenu moyen par point de vente : 400 MAD par mois ;
- marge brute : 60 % ;
- churn mensuel : 4 %, soit une durée de vie moyenne de 25 mois ;
- coût d'acquisition d'un point de vente (CAC) : 3 000 MAD, commerciaux terrain inclus.

4.3 Charges
Les charges d'exploitation 2025 se sont élevées à 8,8 M MAD, pour un chiffre d'affaires comptable de 10,1 M MAD.

4.4 Utilisation des fonds
La levée de 30 M MAD financera l'ouverture de Marrakech et Tanger (40 %), le produit (35 %) et le fonds de roulement (25 %).`,
  },
  // dead-equity absent: les actions des deux anciens salariés sont rachetées (résolu). cap-table-complexity absent: registre rapproché, aucun écart. founder-departure absent: partants non dirigeants.
  {
    id: 'd20-w2-fr-024-pv-age-tunis-rachat-actions',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['resolved', 'negation'],
    text: `SAHA DIGITAL SA – Tunis
Procès-verbal de l'Assemblée générale extraordinaire du 26 janvier 2026

L'Assemblée, réunie au siège social sur convocation du Conseil d'administration, réunissant des actionnaires représentant 92,4 % du capital, statue sur l'ordre du jour suivant.

Première résolution – Rachat d'actions
L'Assemblée approuve le rachat par la société de 6 200 actions détenues par M. Anis Trabelsi et Mme Yosra Gharbi, anciens développeurs ayant quitté la société en 2025, au prix unitaire de 14,5 TND, conformément à la clause de sortie du pacte d'actionnaires. Le prix a été intégralement versé le 20 janvier 2026 et les ordres de mouvement ont été signés. Les actions rachetées sont annulées ; le capital social est réduit en conséquence.

Deuxième résolution – Registre et table de capitalisation
L'Assemblée prend acte de l'attestation de l'intermédiaire en Bourse teneur du registre, selon laquelle le registre des mouvements de titres et la table de capitalisation au 25 janvier 2026 concordent, sans aucun écart.

Troisième résolution – Plan d'options
L'Assemblée autorise le Conseil à attribuer jusqu'à 4 % du capital aux salariés au titre d'un nouveau plan d'options.

Quatrième résolution – Pouvoirs
Tous pouvoirs au porteur d'un extrait du présent procès-verbal.

Le Président de séance             Le Secrétaire             Le Scrutateur`,
  },
];
